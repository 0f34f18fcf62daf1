/* test-claims-transient.c — the numbers the README, the theory manual
 * (docs/theory.md) and the presets state about transient rolling: the
 * no-slip brush's frequency response, the thesis's sine cases for the brush
 * and the exact model, the step, alternating and circular-patch presets,
 * computed again and looked for in the text (see tl-test-claims.h).  (The
 * thesis's CONTACT delays are quoted from the literature, not computed.) */
#include <math.h>
#include <stdlib.h>

#include "tl-test-brush.h"
#include "tl-test-claims.h"
#include "tl-test-util.h"
#include "tribo/contact.h"
#include "tribo/fastsim.h"

/* ---- the transient runs ------------------------------------------------------- */

typedef struct {
  double delay_ms, ratio, loop, f_min, f_max, transit_ms, dt_ms, period_start_ms;
  int saturated;
} Transient;

static Transient
transient_of(const char *out)
{
  Transient t = { summary(out, "delay_ms"),   summary(out, "delay_ratio"),
                  summary(out, "loop_area"),  summary(out, "f_min"),
                  summary(out, "f_max"),      summary(out, "transit_ms"),
                  summary(out, "dt_ms"),      summary(out, "period_start_ms"),
                  (int)summary(out, "saturated") };
  return t;
}

/* The thesis's sine case: μ = 1, C₀ = C_p = 0.005, 3 periods. */
static Transient
thesis_sine(const char *model, const char *freq, const char *grid)
{
  TlCliRun r;
  RUN_OK(r, "transient", "--model", model, "--waveform", "sine", "--c0", "0.005", "--cp", "0.005",
         "--mu", "1", "--grid", grid, "--periods", "3", "--freq-hz", freq, "--summary");
  Transient t = transient_of(r.out);
  tl_cli_run_clear(&r);
  return t;
}

/* ---- the brush model without slip -------------------------------------------- */

/* The continuum no-slip frequency response (tl_test_brush_continuum) by the
 * midpoint rule on this many strips: fine enough for the printed digits. */
#define CONTINUUM_STRIPS 50000

static void
test_brush_no_slip(void)
{
  g_test_summary("No-slip brush: the continuum delay and gain, and the 100x100 run's");
  char *readme = text_of("README.md"), *theory = text_of("docs/theory.md");
  const TlContactParams p = tl_contact_params_default();
  const double a = p.hertz.semi_a, b = p.hertz.semi_b, V = p.speed;
  const char *freqs[] = { "10", "30", "60" };
  double cd[3], cg[3], rd[3], rg[3], half_dt = NAN;

  /* the steady slope of the same grid normalises the gain */
  TlFastsim *fs = fastsim_open(100, 1.0);
  const double slope = fastsim_f(fs, 1e-6) / 1e-6;
  tl_fastsim_free(fs);
  for (int q = 0; q < 3; q++) {
    tl_test_brush_continuum(a, b, V, atof(freqs[q]), CONTINUUM_STRIPS, &cd[q], &cg[q]);
    TlCliRun r;
    RUN_OK(r, "transient", "--model", "brush", "--waveform", "sine", "--c0", "0", "--cp", "1e-6",
           "--mu", "1", "--grid", "100x100", "--periods", "3", "--freq-hz", freqs[q], "--summary");
    const Transient t = transient_of(r.out);
    tl_cli_run_clear(&r);
    rd[q] = t.delay_ms;
    rg[q] = 0.5 * (t.f_max - t.f_min) / (slope * 1e-6);
    half_dt = 0.5 * t.dt_ms;
  }
  states("README.md", readme, "delay %.2f / %.2f / %.2f ms, gain %.3f / %.3f / %.3f", 1e3 * cd[0],
         1e3 * cd[1], 1e3 * cd[2], cg[0], cg[1], cg[2]);
  states("README.md", readme, "| %.3f / %.3f / %.3f ms (within ½Δt = %.3f ms), %.4f / %.4f / %.4f |",
         rd[0], rd[1], rd[2], half_dt, rg[0], rg[1], rg[2]);
  states("docs/theory.md", theory,
         "at 10, 30 and 60 Hz the delay is %.2f, %.2f and %.2f ms and the gain %.3f, %.3f and %.3f",
         1e3 * cd[0], 1e3 * cd[1], 1e3 * cd[2], cg[0], cg[1], cg[2]);

  /* the low-frequency limit (2/3)(9π/32) a/V */
  const double k = 2.0 / 3.0 * 9.0 * M_PI / 32.0;
  double d0, g0;
  tl_test_brush_continuum(a, b, V, 0.01, CONTINUUM_STRIPS, &d0, &g0);
  tl_assert_rel(d0, k * a / V, 1e-4);
  states("docs/theory.md", theory, "= %.3f\\,a/V$ (%.2f ms for the thesis ellipse)", k,
         1e3 * k * a / V);
  states("README.md", readme, "| %.3f a/V, a ∝ F^⅓ |", k);
  g_free(readme);
  g_free(theory);
}

/* ---- the thesis's sine cases ---------------------------------------------------- */

static void
test_sine_cases(void)
{
  g_test_summary("Brush and exact delays and loop areas at 10, 30, 60 Hz in the README, presets");
  char *readme = text_of("README.md"), *theory = text_of("docs/theory.md");
  const char *freqs[] = { "10", "30", "60" };
  const char *presets[] = { "02-sine-10hz-mu1", "03-sine-30hz-mu1", "04-sine-60hz-mu1" };
  const double contact_ms[] = { 4.00, 4.29, 3.68 }; /* the thesis's CONTACT delays */
  Transient br[3], ex[3];
  for (int q = 0; q < 3; q++) {
    br[q] = thesis_sine("brush", freqs[q], "40x40");
    ex[q] = thesis_sine("exact", freqs[q], "40x40");
    g_assert_false(br[q].saturated);
    if (q == 0) { /* the benchmark's thesis case: its rows */
      TlCliRun r;
      RUN_OK(r, "transient", "--model", "brush", "--waveform", "sine", "--c0", "0.005", "--cp",
             "0.005", "--mu", "1", "--grid", "40x40", "--periods", "3", "--summary");
      const double rows = summary(r.out, "rows");
      tl_cli_run_clear(&r);
      states("README.md", readme, "μ = 1, 40², %.0f rows)", rows);
      states("README.md", readme, "the thesis 10 Hz run (%.0f rows)", rows);
    }
    g_assert_false(ex[q].saturated);
    const double ratio = br[q].loop / ex[q].loop;
    states("README.md", readme, "| %s Hz | %.3f ms (%.3g) | %.3g | %.3f ms (%.3g) | %.3g | %.2f | %.2f ms |",
           freqs[q], br[q].delay_ms, br[q].ratio, br[q].loop, ex[q].delay_ms, ex[q].ratio,
           ex[q].loop, ratio, contact_ms[q]);
    char *pt = preset_text(presets[q]);
    states(presets[q], pt,
           "the brush model gives a delay of %.3f ms and a loop area of %.3g; the exact model "
           "(choose it, or both, to compare) gives %.3f ms and %.3g, the thesis's CONTACT %.2f ms.",
           br[q].delay_ms, br[q].loop, ex[q].delay_ms, ex[q].loop, contact_ms[q]);
    states(presets[q], pt, q == 0 ? "(%.2f of it)" : "%.2f times the exact one's area", ratio);
    g_free(pt);
    /* "The brush model's delay is the shorter at every frequency." */
    g_assert_cmpfloat(br[q].delay_ms, <, ex[q].delay_ms);
  }
  /* "holds in area only at 10 Hz … nearly equal at 30 … the larger at 60" */
  g_assert_cmpfloat(br[0].loop / ex[0].loop, <, 0.6);
  g_assert_cmpfloat(fabs(br[1].loop / ex[1].loop - 1.0), <, 0.1);
  g_assert_cmpfloat(br[2].loop / ex[2].loop, >, 1.5);
  /* negative areas: the loops run clockwise */
  for (int q = 0; q < 3; q++)
    g_assert_cmpfloat(br[q].loop, <, 0.0);

  /* the exact delays against the thesis's CONTACT */
  states("README.md", readme, "lie %.2f and %.2f ms above the thesis's CONTACT values; at 60 Hz they agree to %.2f ms",
         ex[0].delay_ms - contact_ms[0], ex[1].delay_ms - contact_ms[1],
         fabs(ex[2].delay_ms - contact_ms[2]));
  states("README.md", readme, "(%.2f vs 4.00, %.2f vs 4.29 ms) while 60 Hz agrees (%.2f vs 3.68 ms)",
         ex[0].delay_ms, ex[1].delay_ms, ex[2].delay_ms);
  const Transient e20 = thesis_sine("exact", "10", "20x20");
  const Transient e60 = thesis_sine("exact", "10", "60x60");
  states("README.md", readme, "(%.2f / %.2f / %.2f ms at 20² / 40² / 60²)", e20.delay_ms,
         ex[0].delay_ms, e60.delay_ms);

  /* transit, period and analysis window at 60 Hz; samples per period */
  const Transient *t60 = &br[2];
  states("README.md", readme, "at 60 Hz the %.2f ms transit outlasts the %.2f ms period",
         t60->transit_ms, 1e3 / 60.0);
  states("docs/theory.md", theory, "At 60 Hz the %.2f ms transit outlasts the %.2f ms period, so the window starts at the third period (%.2f ms)",
         t60->transit_ms, 1e3 / 60.0, t60->period_start_ms);
  states("docs/theory.md", theory, "(%.2f ms for the thesis ellipse at $V = 1$ m/s)",
         t60->transit_ms);
  states("docs/theory.md", theory, "$\\Delta t = \\Delta x/V$ (%.3f ms at 40 × 40 on the thesis ellipse), so at high frequency a period has few samples: %.0f at 60 Hz",
         t60->dt_ms, 1e3 / 60.0 / t60->dt_ms);
  char *p04 = preset_text("04-sine-60hz-mu1");
  states("preset 04", p04, "The %.2f ms transit outlasts the %.2f ms period", t60->transit_ms,
         1e3 / 60.0);
  g_assert_cmpfloat_with_epsilon(t60->period_start_ms, 2e3 / 60.0, 1e-6); /* the third period */
  g_free(p04);
  g_free(readme);
  g_free(theory);
}

/* ---- the other transient presets --------------------------------------------------- */

/* Settling time of a step run: the first row from which f stays within 1e-9
 * (relative) of its last value. */
static void
step_run(const char *preset, double *settle_ms, double *f_end, double *stick, double *transit)
{
  char *path = source_path(preset);
  TlCliRun r;
  RUN_OK(r, "transient", "--preset", path, "--duration-ms", "40");
  gchar **lines = g_strsplit(r.out, "\n", -1);
  const int n = (int)g_strv_length(lines);
  GArray *t = g_array_new(FALSE, FALSE, sizeof(double)), *f = g_array_new(FALSE, FALSE, sizeof(double));
  for (int k = 1; k < n; k++) {
    if (!*lines[k])
      continue;
    gchar **c = g_strsplit(lines[k], ",", -1);
    const double tv = g_ascii_strtod(c[0], NULL), fv = g_ascii_strtod(c[2], NULL);
    g_array_append_val(t, tv);
    g_array_append_val(f, fv);
    g_strfreev(c);
  }
  g_strfreev(lines);
  tl_cli_run_clear(&r);
  g_assert_cmpuint(f->len, >, 10);
  *f_end = g_array_index(f, double, f->len - 1);
  int k = (int)f->len - 1;
  while (k > 0 && fabs(g_array_index(f, double, k - 1) - *f_end) <= 1e-9 * fabs(*f_end))
    k--;
  *settle_ms = g_array_index(t, double, k);
  g_array_free(t, TRUE);
  g_array_free(f, TRUE);
  RUN_OK(r, "transient", "--preset", path, "--duration-ms", "40", "--summary");
  *stick = summary(r.out, "stick_fraction_final");
  *transit = summary(r.out, "transit_ms");
  tl_cli_run_clear(&r);
  g_free(path);
}

static void
test_transient_presets(void)
{
  g_test_summary("Step, alternating and circular-patch presets: settling, range, delays, C11");
  double s1, f1, k1, tr1, s2, f2, k2, tr2;
  step_run("resources/presets/05-step-100kn.ini", &s1, &f1, &k1, &tr1);
  step_run("resources/presets/06-step-150kn.ini", &s2, &f2, &k2, &tr2);
  g_assert_cmpfloat(s1, <, tr1); /* "well before a whole transit time" */
  g_assert_cmpfloat(s2, >, s1);  /* "the higher one takes longer to settle" */
  tl_assert_rel(tr2 / tr1, cbrt(1.5), 1e-9);
  const char *steps[] = { "05-step-100kn", "06-step-150kn" };
  for (int q = 0; q < 2; q++) {
    char *pt = preset_text(steps[q]);
    states(steps[q], pt, "at 100 kN after %.2f ms (transit %.2f ms) at f = %.3f with a stick fraction of %.2f",
           s1, tr1, f1, k1);
    states(steps[q], pt, "larger by (150/100)^(1/3) = %.3f, after %.2f ms (transit %.2f ms) at f = %.3f with a stick fraction of %.2f",
           cbrt(1.5), s2, tr2, f2, k2);
    g_free(pt);
  }

  /* alternating creepage: a loop symmetric about the origin */
  char *path = source_path("resources/presets/07-alternating-creepage.ini");
  TlCliRun r;
  RUN_OK(r, "transient", "--preset", path, "--periods", "3", "--summary");
  const Transient alt = transient_of(r.out);
  tl_cli_run_clear(&r);
  g_free(path);
  g_assert_cmpfloat(fabs(alt.f_min + alt.f_max), <=, 1e-3 * alt.f_max);
  char *p07 = preset_text("07-alternating-creepage");
  states("preset 07", p07, "f swings between %.4f and %.4f.", alt.f_min, alt.f_max);
  g_free(p07);

  /* the circle of the ellipse's area */
  const double radius = sqrt(8.56 * 4.08);
  path = source_path("resources/presets/08-circular-patch.ini");
  RUN_OK(r, "transient", "--preset", path, "--periods", "3", "--summary");
  const Transient circ = transient_of(r.out);
  tl_cli_run_clear(&r);
  RUN_OK(r, "hertz", "--preset", path);
  const Hertz hc = hertz_of(&r);
  tl_cli_run_clear(&r);
  g_free(path);
  RUN_OK(r, "hertz");
  const Hertz he = hertz_of(&r);
  tl_cli_run_clear(&r);
  const Transient ell = thesis_sine("brush", "10", "40x40");
  char *p08 = preset_text("08-circular-patch");
  states("preset 08", p08, "a = b = √(8.56 × 4.08) = %.3f mm", radius);
  states("preset 08", p08, "(%.3f instead of 8.56 mm)", hc.a_mm);
  states("preset 08", p08, "(%.2f instead of %.2f ms)", circ.transit_ms, ell.transit_ms);
  states("preset 08", p08, "(%.3f instead of %.3f ms for the brush model at 10 Hz, μ = 1)",
         circ.delay_ms, ell.delay_ms);
  states("preset 08", p08, "C11 drops from %.2f to %.2f", he.c11, hc.c11);
  g_free(p08);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  tl_claims_add("/claims-transient/brush-no-slip", test_brush_no_slip);
  tl_claims_add("/claims-transient/sine-cases", test_sine_cases);
  tl_claims_add("/claims-transient/transient-presets", test_transient_presets);
  return g_test_run();
}
