/* test-study-transient.c — the transient study's whole-run update: it runs to
 * spec.t_end, reports its progress, stops when asked, and keeps its previous
 * run when an update fails or is stopped. */
#include <glib.h>
#include <math.h>

#include "study-transient.h"

typedef struct {
  int calls;
  double last;
  volatile int stop;
  int stop_after; /* ask to stop after this many reports (0: never) */
} Progress;

static void
on_progress(double fraction, void *data)
{
  Progress *p = data;
  g_assert_cmpfloat(fraction, >=, p->last); /* it only moves on */
  p->last = fraction;
  p->calls++;
  if (p->stop_after && p->calls >= p->stop_after)
    p->stop = 1;
}

static void
test_update(void)
{
  g_test_summary("A whole run reaches t_end; a bad or stopped update keeps the previous run");
  TlStudyTransient s;
  tl_study_transient_init(&s);
  TlStudyTransientSpec spec = tl_study_transient_spec_default();
  spec.t_end = 0.4; /* four periods at 10 Hz, in slices of 256 rows */
  Progress pr = { 0 };
  const TlStudyControl ctl = { .cancel = &pr.stop, .progress = on_progress, .progress_data = &pr };
  TlError err;
  g_assert_cmpint(tl_study_transient_update(&s, &spec, &ctl, &err), ==, TL_OK);
  g_assert_true(s.valid);
  g_assert_cmpfloat(fabs(tl_study_transient_time(&s) - 0.4), <, tl_study_transient_dt(&s));
  g_assert_cmpint(pr.calls, >, 1);
  g_assert_cmpfloat(pr.last, ==, 1.0);
  const int rows = s.single.run.rec.n;

  /* a bad case: refused, the run stays */
  TlStudyTransientSpec bad = spec;
  bad.params.mu = -1.0;
  g_assert_cmpint(tl_study_transient_update(&s, &bad, NULL, &err), ==, TL_EINVAL);
  g_assert_cmpint(s.single.run.rec.n, ==, rows);

  /* stopped half-way: TL_ECANCELLED, the run stays */
  Progress stop = { .stop_after = 2 };
  const TlStudyControl halt = { .cancel = &stop.stop, .progress = on_progress,
                                .progress_data = &stop };
  spec.t_end = 0.8;
  g_assert_cmpint(tl_study_transient_update(&s, &spec, &halt, &err), ==, TL_ECANCELLED);
  g_assert_cmpint(s.single.run.rec.n, ==, rows);

  /* its summary: of the run kept */
  TlStudyTransientSummary sum;
  g_assert_cmpint(tl_study_transient_summarise(&s.single, &sum, &err), ==, TL_OK);
  g_assert_true(sum.periodic);
  g_assert_cmpint(sum.rows, ==, rows);
  g_assert_cmpstr(sum.model, ==, "brush");
  tl_study_transient_clear(&s);
  g_assert_false(s.valid);
}

/* The record's largest jump of cₓ between two rows from row `from` on. */
static double
largest_step(const TlRecord *rec, int from)
{
  double m = 0.0;
  for (int i = from + 1; i < rec->n; i++)
    m = fmax(m, fabs(rec->cx[i] - rec->cx[i - 1]));
  return m;
}

static void
test_frequency_change(void)
{
  g_test_summary("A new frequency mid-run continues the creepage's phase (no jump), and the "
                 "latest period then measures what a fresh run at that frequency measures");
  TlStudyTransientSpec spec = tl_study_transient_spec_default();
  spec.params.mu = 1.0; /* the thesis case whose traction does not saturate */
  TlError err;
  TlStudyTransient s;
  tl_study_transient_init(&s);
  g_assert_cmpint(tl_study_transient_setup(&s, &spec, &err), ==, TL_OK);
  /* 1.25 periods at 10 Hz: cₓ at its peak C₀ + C_p, where sin(2π·30 Hz·t)
   * would give its trough C₀ − C_p: a jump of 2C_p without the phase */
  g_assert_cmpint(tl_study_transient_advance_to(&s, 0.125, &err), ==, TL_OK);
  const TlRecord *rec = &s.single.run.rec;
  const int at_change = rec->n - 1;
  const double dt = tl_study_transient_dt(&s);
  TlWaveform wave = spec.wave;
  wave.freq = 30.0;
  g_assert_cmpint(tl_study_transient_set_waveform(&s, &wave, &err), ==, TL_OK);
  g_assert_cmpint(tl_study_transient_advance_to(&s, 0.125 + 6.0 / 30.0, &err), ==, TL_OK);
  /* a sine moves by at most 2πF·C_p·Δt between rows */
  const double bound = 2.0 * M_PI * 30.0 * wave.amplitude * dt;
  g_assert_cmpfloat(largest_step(rec, at_change), <=, bound * (1.0 + 1e-9));
  g_assert_cmpfloat(bound, <, 0.1 * 2.0 * wave.amplitude); /* the test can tell a jump */

  /* the latest period after the change against a fresh run at 30 Hz: the
   * same steady periodic response, sampled at other instants, so the peak
   * times (each refined to about ±Δt/2) agree within Δt */
  const TlPeriodicAnalysis after = s.single.analysis;
  g_assert_true(isfinite(after.delay));
  TlStudyTransient fresh;
  tl_study_transient_init(&fresh);
  spec.wave.freq = 30.0;
  g_assert_cmpint(tl_study_transient_setup(&fresh, &spec, &err), ==, TL_OK);
  g_assert_cmpint(tl_study_transient_advance_to(&fresh, 6.0 / 30.0, &err), ==, TL_OK);
  const TlPeriodicAnalysis ref = fresh.single.analysis;
  g_assert_true(isfinite(ref.delay));
  g_test_message("delay %.6g ms after the change, %.6g ms fresh (dt %.3g ms); loop area %.6g, %.6g",
                 after.delay * 1e3, ref.delay * 1e3, dt * 1e3, after.loop_area, ref.loop_area);
  g_assert_cmpfloat(fabs(after.delay - ref.delay), <=, dt);
  /* the loop's area by trapezoids over rows at other instants: each sum is
   * off by about (2π/N)²/12 of the area with N = 1/(FΔt) rows a period, so
   * two samplings differ by at most twice that */
  const double n_per = tl_analysis_samples_per_period(30.0, dt);
  const double h = 2.0 * M_PI / n_per;
  g_assert_cmpfloat(fabs(after.loop_area - ref.loop_area), <=, fabs(ref.loop_area) * h * h / 6.0);

  /* a restart replays the new case from t = 0, phase and all */
  g_assert_cmpint(tl_study_transient_restart(&s, &err), ==, TL_OK);
  g_assert_cmpfloat(s.single.run.cx_wave.phase, ==, 0.0);
  g_assert_cmpint(tl_study_transient_advance_to(&s, 6.0 / 30.0, &err), ==, TL_OK);
  g_assert_cmpfloat(s.single.analysis.delay, ==, ref.delay);
  tl_study_transient_clear(&fresh);
  tl_study_transient_clear(&s);
}

static void
test_default_duration(void)
{
  g_test_summary("A run of the default duration ends with its first analysed period measured, "
                 "at 10 Hz and at 200 Hz (where the settling transit is longer than a period)");
  const double freqs[] = { 10.0, 200.0 };
  for (unsigned i = 0; i < G_N_ELEMENTS(freqs); i++) {
    TlStudyTransientSpec spec = tl_study_transient_spec_default();
    spec.params.mu = 1.0;
    spec.wave.freq = freqs[i];
    TlError err;
    TlStudyTransient s;
    tl_study_transient_init(&s);
    g_assert_cmpint(tl_study_transient_setup(&s, &spec, &err), ==, TL_OK);
    const double d = tl_study_transient_run_default_duration(&s.single);
    g_test_message("%g Hz: %g ms", freqs[i], d * 1e3);
    g_assert_cmpfloat(d * freqs[i], >=, 3.0 - 1e-12);
    g_assert_cmpint(tl_study_transient_advance_to(&s, d, &err), ==, TL_OK);
    g_assert_true(isfinite(s.single.analysis.delay));
    g_assert_true(isfinite(s.single.analysis.loop_area));
    tl_study_transient_clear(&s);
  }
  /* a step: three transits after the step */
  TlWaveform step = tl_waveform_default(TL_WAVE_STEP);
  step.t_step = 0.01;
  g_assert_cmpfloat_with_epsilon(tl_study_transient_default_duration(&step, 0.02), 0.07, 1e-15);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  g_test_add_func("/study/transient/update", test_update);
  g_test_add_func("/study/transient/frequency-change", test_frequency_change);
  g_test_add_func("/study/transient/default-duration", test_default_duration);
  return g_test_run();
}
