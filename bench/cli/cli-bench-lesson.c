/* cli-bench-lesson.c — bench section "lesson": how long the window waits
 * when a lesson step is shown (reading the lesson, then computing the numbers
 * its text states), for each kind of number.  Every sample reads the lesson
 * afresh: a lesson keeps what it computed, as the window does when going back. */
#include <string.h>

#include "cli-bench.h"
#include "tribo/lesson.h"

/* The cases of the shipped lessons, written inline (the command line has no
 * shipped presets to name). */
static const char hertz_lesson[] =
  "[lesson]\ntitle = Hertz\n[contact]\ngeometry = radii\nwheel_rx_m = 0.46\nwheel_ry_m = inf\n"
  "rail_rx_m = inf\nrail_ry_m = 0.3\nload_kn = 100\n"
  "[step 1]\ntext = {hertz.a_mm} {hertz.b_mm} {hertz.p0_mpa}\n"
  "[step 2]\ncontact.load_kn = 200\ntext = {hertz.a_mm / hertz.a_mm@1}\n";
static const char steady_lesson[] =
  "[lesson]\ntitle = Steady\n[contact]\ncx = 0.003\ngrid = 50x50\n"
  "[step 1]\ntext = {steady.f} {steady.stick_pct} {steady.c_sat}\n";
static const char settle_lesson[] =
  "[lesson]\ntitle = Step\n[contact]\nmu = 0.4\ncx = 0.005\ngrid = 50x50\n"
  "[transient]\nwaveform = step\nc_before = 0\nc_after = 0.005\nt_step_ms = 2\n"
  "[step 1]\ntext = {transient.settle_ms}\n";
static const char delay_lesson[] =
  "[lesson]\ntitle = Sine\n[contact]\nmu = 1\ngrid = 40x40\n"
  "[transient]\nwaveform = sine\nc0 = 0.005\ncp = 0.005\nfreq_hz = 10\n"
  "[step 1]\ntext = {transient.delay_ms}\n";
static const char stickslip_lesson[] =
  "[lesson]\ntitle = Stick-slip\n[friction]\nlaw = lugre\nfc_n = 1\nfs_n = 1.5\nvs_m_s = 0.001\n"
  "sigma0_n_m = 100000\nsigma1_ns_m = 316\nsigma2_ns_m = 0.4\n"
  "[stickslip]\nmass_kg = 1\nstiffness_n_m = 2\nbelt_m_s = 0.1\nintegrator = msbdf\n"
  "dt_s = 0.001\nduration_s = 20\n"
  "[step 1]\ntext = {stickslip.period_s} {stickslip.stick_onsets}\n";

static const char wheelset_lesson[] =
  "[lesson]\ntitle = Hunting\n[wheelset]\nspeed_m_s = 120\n"
  "[step 1]\ntext = {wheelset.critical_speed_m_s} {wheelset.damping_ratio}\n";

static void
run_lesson(void *data)
{
  const char *text = data;
  TlLesson *l = tl_lesson_load_data(text, strlen(text), "bench", NULL, NULL, NULL);
  for (int k = 0; l && k < tl_lesson_n_steps(l); k++)
    g_free(tl_lesson_expand(l, k, tl_lesson_step(l, k)->text, NULL));
  tl_lesson_free(l);
}

void
cli_bench_lesson(const CliBenchOptions *o)
{
  const struct {
    const char *key, *text;
  } cases[] = {
    { "hertz_two_steps_ms", hertz_lesson },
    { "steady_fastsim_50x50_ms", steady_lesson },
    { "transient_settle_50x50_ms", settle_lesson },
    { "transient_delay_10hz_40x40_ms", delay_lesson },
    { "stickslip_lugre_20s_ms", stickslip_lesson },
    { "wheelset_patch_critical_ms", wheelset_lesson },
  };
  for (size_t i = 0; i < G_N_ELEMENTS(cases); i++)
    cli_bench_print("lesson", cases[i].key,
                       1e3 * cli_bench_median(o, run_lesson, (void *)cases[i].text));
}
