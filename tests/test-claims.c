/* test-claims.c — every number the README, the theory manual (docs/theory.md)
 * and the presets' descriptions state about the physics is computed here again
 * and looked for in the text, formatted to the digits the text prints.  The
 * test fails when either the text or the program's result changes, so a
 * sentence cannot go stale.  (Figures quoted from the literature, such as the
 * thesis's CONTACT delays, and the benchmark timings are not computed here;
 * bounds the README writes as formulas are the ones its named tests assert.)
 *
 * Texts are compared with their runs of white space (line breaks included)
 * folded into one space, and a printed '-' also matches the typographic
 * minus '−' the documents use.  Each mismatch is reported and the test goes
 * on, so one run lists every stale statement. */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tl-test-cli.h"
#include "tl-test-util.h"
#include "tribo/contact.h"
#include "tribo/exact.h"
#include "tribo/analysis.h"
#include "tribo/fastsim.h"
#include "tribo/polach.h"
#include "tribo/preset.h"
#include "tribo/friction.h"
#include "tribo/hertz.h"
#include "tribo/kalker.h"
#include "tribo/rolling.h"
#include "tribo/stickslip.h"
#include "tribo/traction.h"
#include "tribo/waveform.h"

/* ---- the texts ------------------------------------------------------------ */

/* The source tree: TL_TEST_DATA is its tests/data. */
static char *
source_path(const char *rel)
{
  const char *data = g_getenv("TL_TEST_DATA");
  g_assert_nonnull(data);
  return g_build_filename(data, "..", "..", rel, NULL);
}

/* A file of the source tree with white space folded. */
static char *
text_of(const char *rel)
{
  char *path = source_path(rel), *raw = NULL;
  GError *error = NULL;
  g_file_get_contents(path, &raw, NULL, &error);
  g_assert_no_error(error);
  GString *s = g_string_new(NULL);
  gboolean space = FALSE;
  for (const char *c = raw; *c; c++) {
    if (*c == ' ' || *c == '\n' || *c == '\t' || *c == '\r') {
      space = TRUE;
      continue;
    }
    if (space && s->len > 0)
      g_string_append_c(s, ' ');
    space = FALSE;
    g_string_append_c(s, *c);
  }
  g_free(raw);
  g_free(path);
  return g_string_free(s, FALSE);
}

static char *
preset_text(const char *name)
{
  char *rel = g_strconcat("resources/presets/", name, ".ini", NULL);
  char *t = text_of(rel);
  g_free(rel);
  return t;
}

static int n_checked;
static GString *stale; /* the mismatches of the running test, one a line */

/* Fail (and go on) unless `text` (from `file`) contains the printf of fmt. */
static void G_GNUC_PRINTF(3, 4)
states(const char *file, const char *text, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  char *want = g_strdup_vprintf(fmt, ap);
  va_end(ap);
  /* the documents write the minus sign as U+2212 */
  GString *typo = g_string_new(NULL);
  for (const char *c = want; *c; c++) {
    if (*c == '-' && g_ascii_isdigit(c[1]) && (c == want || !g_ascii_isalnum(c[-1])))
      g_string_append(typo, "−");
    else
      g_string_append_c(typo, *c);
  }
  n_checked++;
  if (!strstr(text, want) && !strstr(text, typo->str))
    g_string_append_printf(stale, "\n  %s does not state \"%s\"", file, want);
  g_string_free(typo, TRUE);
  g_free(want);
}

/* ---- the command line ----------------------------------------------------- */

/* The value of `key=` in a --summary output ("nan" reads as NaN; a missing
 * key is an error, so that a NaN check cannot pass for want of the key). */
static double
summary(const char *out, const char *key)
{
  char *pat = g_strconcat(key, "=", NULL);
  const size_t n = strlen(pat);
  double v = NAN;
  gboolean found = FALSE;
  for (const char *l = out; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL) {
    if (strncmp(l, pat, n) == 0) {
      v = g_ascii_strtod(l + n, NULL);
      found = TRUE;
      break;
    }
  }
  g_free(pat);
  if (!found)
    g_error("the summary has no %s= line:\n%s", key, out);
  return v;
}

/* Run `$TL_CLI args...` (NULL-terminated) and expect exit status 0. */
#define RUN_OK(r, ...)                                                                       \
  G_STMT_START {                                                                             \
    r = tl_cli_run(__VA_ARGS__, NULL);                                                       \
    if (r.status != 0)                                                                       \
      g_error("tribolab-cli exited %d: %s", r.status, r.err);                                \
  }                                                                                          \
  G_STMT_END

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

typedef struct {
  double a_mm, b_mm, p0_mpa, approach_mm, c11, c22, c23, c33, g_gpa, nu;
} Hertz;

static Hertz
hertz_of(const TlCliRun *r)
{
  Hertz h = { tl_csv_value(r->out, 0, "a_mm"),        tl_csv_value(r->out, 0, "b_mm"),
              tl_csv_value(r->out, 0, "p0_mpa"),      tl_csv_value(r->out, 0, "approach_mm"),
              tl_csv_value(r->out, 0, "c11"),         tl_csv_value(r->out, 0, "c22"),
              tl_csv_value(r->out, 0, "c23"),         tl_csv_value(r->out, 0, "c33"),
              tl_csv_value(r->out, 0, "g_gpa"),       tl_csv_value(r->out, 0, "nu") };
  return h;
}

/* ---- Hertz, Kalker ---------------------------------------------------------- */

static void
test_hertz(void)
{
  g_test_summary("Hertz check values, A and B of the thesis ellipse, E from G, load scaling");
  char *readme = text_of("README.md"), *theory = text_of("docs/theory.md");
  char *p10 = preset_text("10-hertz-from-radii");
  TlCliRun r;

  RUN_OK(r, "hertz", "--e-gpa", "210", "--nu", "0.28", "--wheel-rx-m", "0.46", "--wheel-ry-m",
         "inf", "--rail-rx-m", "inf", "--rail-ry-m", "0.30");
  const Hertz h = hertz_of(&r);
  tl_cli_run_clear(&r);
  states("README.md", readme, "%.3f × %.3f mm, p₀ = %.0f MPa, δ = %.3f mm", h.a_mm, h.b_mm,
         h.p0_mpa, h.approach_mm);
  states("README.md", readme, "| %.4f × %.4f mm, %.1f MPa, %.4f mm |", h.a_mm, h.b_mm, h.p0_mpa,
         h.approach_mm);
  states("docs/theory.md", theory, "| %.3f × %.3f mm | %.0f MPa | %.3f mm |", h.a_mm, h.b_mm,
         h.p0_mpa, h.approach_mm);
  states("preset 10", p10, "a × b = %.2f × %.2f mm, p0 = %.0f MPa and an approach of %.3f mm",
         h.a_mm, h.b_mm, h.p0_mpa, h.approach_mm);

  /* the preset's load slider: a, b ∝ F^(1/3), δ ∝ F^(2/3) */
  char *preset10 = source_path("resources/presets/10-hertz-from-radii.ini");
  RUN_OK(r, "hertz", "--preset", preset10, "--load-kn", "200");
  const Hertz h2 = hertz_of(&r);
  tl_cli_run_clear(&r);
  tl_assert_rel(h2.a_mm / h.a_mm, cbrt(2.0), 1e-9);
  tl_assert_rel(h2.b_mm / h.b_mm, cbrt(2.0), 1e-9);
  tl_assert_rel(h2.approach_mm / h.approach_mm, cbrt(4.0), 1e-9);
  states("preset 10", p10, "at 200 kN they are %.2f × %.2f mm and %.3f mm", h2.a_mm, h2.b_mm,
         h2.approach_mm);
  g_free(preset10);

  /* the thesis semi-axes, given directly */
  RUN_OK(r, "hertz");
  const Hertz t = hertz_of(&r);
  tl_cli_run_clear(&r);
  states("README.md", readme, "p₀ = %.1f MPa, δ = %.4f mm | %.2f MPa, %.5f mm |", t.p0_mpa,
         t.approach_mm, t.p0_mpa, t.approach_mm);
  states("docs/theory.md", theory, "| (given) | %.1f MPa | %.4f mm |", t.p0_mpa, t.approach_mm);
  const double e_gpa = 2.0 * t.g_gpa * (1.0 + t.nu);
  states("README.md", readme, "(E = %.1f GPa derived)", e_gpa);
  states("docs/theory.md", theory, "which means $E = %.1f$ GPa", e_gpa);
  states("docs/theory.md", theory, "| 82 ($E$ = %.1f), 0.28 |", e_gpa);

  /* Kalker's slope of the thesis ellipse */
  const double slope = t.g_gpa * 1e9 * t.a_mm * 1e-3 * t.b_mm * 1e-3 * t.c11 / 1e5;
  states("README.md", readme, "| thesis ellipse a/b = %.3f, ν = 0.28 | C₁₁ ≈ %.2f, slope G a b C₁₁/F_N ≈ %.0f | C₁₁ = %.3f, slope %.2f |",
         t.a_mm / t.b_mm, t.c11, slope, t.c11, slope);
  states("docs/theory.md", theory, "For the thesis ellipse ($a/b = %.3f$, $\\nu = 0.28$) the table gives $C_{11} = %.3f$ and the linear slope $f/c_x = G a b C_{11}/F_N = %.2f$ at 100 kN",
         t.a_mm / t.b_mm, t.c11, slope);

  /* curvatures A, B of the given semi-axes */
  const TlContactParams cp = tl_contact_params_default();
  TlHertzResult hr;
  g_assert_cmpint(tl_hertz_solve(&cp.hertz, &hr, NULL), ==, TL_OK);
  states("README.md", readme, "gives %.5f and %.5f.", hr.curv_a, hr.curv_b);
  states("docs/theory.md", theory, "$A = %.5f$ and $B = %.5f$ 1/m", hr.curv_a, hr.curv_b);

  /* load scaling 100 → 150 kN */
  RUN_OK(r, "hertz", "--a-mm", "8.56", "--b-mm", "4.08", "--ref-load-kn", "100", "--load-kn",
         "150");
  const Hertz s = hertz_of(&r);
  tl_cli_run_clear(&r);
  states("README.md", readme, "| %.3f × %.3f mm (docs/theory.md §1 Hertz) | %.4f × %.4f mm |",
         s.a_mm, s.b_mm, s.a_mm, s.b_mm);
  states("docs/theory.md", theory, "| the same loaded to 150 kN | %.3f × %.3f mm |", s.a_mm, s.b_mm);
  g_free(readme);
  g_free(theory);
  g_free(p10);
}

static void
test_kalker_asymptotes(void)
{
  g_test_summary("Kalker's asymptotes against the g = 0.1 table rows: the largest difference");
  char *theory = text_of("docs/theory.md");
  double worst = 0.0, worst_as = NAN, worst_table = NAN, c33_asym = NAN, c33_table = NAN;
  const char *worst_name = "";
  for (int row = 0; row < TL_KALKER_TABLE_ROWS; row++) {
    for (int k = 0; k < 3; k++) {
      TlKalkerCoeffs t, as;
      double ratio;
      int b_over_a;
      tl_kalker_table_entry(row, k, &t, &ratio, &b_over_a);
      if (fabs(ratio - 0.1) > 1e-12)
        continue;
      tl_kalker_asymptote(0.1, !b_over_a, 0.25 * k, &as);
      /* no C33 asymptote for b/a → 0 (held at the row) */
      const double av[] = { as.c11, as.c22, as.c23, as.c33 }, tv[] = { t.c11, t.c22, t.c23, t.c33 };
      const char *names[] = { "C_{11}", "C_{22}", "C_{23}", "C_{33}" };
      for (int q = 0; q < (b_over_a ? 3 : 4); q++) {
        if (fabs(av[q] / tv[q] - 1.0) > worst) {
          worst = fabs(av[q] / tv[q] - 1.0);
          worst_as = av[q];
          worst_table = tv[q];
          worst_name = b_over_a ? "b/a" : names[q];
        }
      }
      if (!b_over_a && k == 2) {
        c33_asym = as.c33;
        c33_table = t.c33;
      }
    }
  }
  g_test_message("largest relative difference %.4f (%s)", worst, worst_name);
  char *readme = text_of("README.md");
  states("README.md", readme, "| Kalker's table, %d ratios × 3 ν |", TL_KALKER_TABLE_ROWS);
  g_free(readme);
  states("docs/theory.md", theory,
         "by up to %.1f %% (largest for $%s$ at $a/b = 0.1$, $\\nu = ½$: %.3f against the table's "
         "%.3f; $C_{33}$ there: %.2f against %.3g)",
         100.0 * worst, worst_name, worst_as, worst_table, c33_asym, c33_table);
  g_free(theory);
}

/* ---- FASTSIM ---------------------------------------------------------------- */

static TlFastsim *
fastsim_open(int m, double mu)
{
  TlContactParams p = tl_contact_params_default();
  p.mx = p.my = m;
  p.mu = mu;
  TlError err;
  TlFastsim *fs = tl_fastsim_alloc(&p, TL_FASTSIM_FIXED_GRID, &err);
  if (!fs)
    g_error("fastsim: %s", err.message);
  return fs;
}

static double
fastsim_f(TlFastsim *fs, double cx)
{
  const TlGrid *g = tl_fastsim_grid(fs);
  TlTraction t;
  g_assert_cmpint(tl_traction_alloc(&t, g->mx, g->my, NULL), ==, TL_OK);
  g_assert_cmpint(tl_fastsim_solve(fs, cx, 0.0, 0.0, &t, NULL), ==, TL_OK);
  const double f = t.f;
  tl_traction_free(&t);
  return f;
}

/* The parabolic-bound closed form of docs/theory.md §4, midpoint rule in y. */
static double
parabolic_closed_form(double a, double b, double load, double mu, double l1, double cx)
{
  const double p0 = 2.0 * load / (M_PI * a * b), kappa = a * a * cx / (2.0 * mu * p0 * l1);
  const int n = 200000;
  double sum = 0.0;
  for (int k = 0; k < n; k++) {
    const double y = -b + (k + 0.5) * 2.0 * b / n, ell = a * sqrt(1.0 - y * y / (b * b));
    const double r = fmax(0.0, 1.0 - kappa / ell);
    sum += 4.0 / 3.0 * mu * p0 * ell * ell * ell / (a * a) * (1.0 - r * r * r);
  }
  return sum * 2.0 * b / n / load;
}

static void
test_fastsim(void)
{
  g_test_summary("FASTSIM: linear-limit excess per grid, closed-form errors, full-slip creepage");
  char *readme = text_of("README.md"), *theory = text_of("docs/theory.md");
  char *p01 = preset_text("01-thesis-defaults");
  const TlContactParams p = tl_contact_params_default();
  TlContactBasics cb;
  g_assert_cmpint(tl_contact_basics(&p, &cb, NULL), ==, TL_OK);
  const double a = cb.hertz.a, b = cb.hertz.b, G = cb.hertz.material.shear_modulus;
  const double load = cb.hertz.normal_load, kalker = G * a * b * cb.kalker.c11 / load;

  /* the linear limit: μ huge, so no cell slips */
  const int grids[] = { 22, 50, 100, 200 };
  double excess[4];
  for (int q = 0; q < 4; q++) {
    TlFastsim *fs = fastsim_open(grids[q], 1e6);
    excess[q] = 100.0 * (fastsim_f(fs, 2.385e-6) / 2.385e-6 / kalker - 1.0);
    tl_fastsim_free(fs);
  }
  states("README.md", readme, "| +%.2f / +%.2f / +%.2f / +%.2f %% |", excess[0], excess[1],
         excess[2], excess[3]);
  states("README.md", readme, "about +%.0f / +%.0f / +%.1f %% above Kalker", excess[0], excess[1],
         excess[2]);
  states("docs/theory.md", theory,
         "about +%.0f %% at 22 × 22, +%.0f %% at 50 × 50 and +%.1f %% at 100 × 100 cells",
         excess[0], excess[1], excess[2]);

  /* the closed form for pure cx with the parabolic bound (the default μ = 0.4) */
  const TlFlexibility fl = tl_fastsim_flexibility(G, a, b, &cb.kalker);
  const double cxs[] = { 0.0007, 0.0023, 0.0051 };
  double err100[3], err200[3];
  for (int q = 0; q < 3; q++) {
    const double ref = parabolic_closed_form(a, b, load, p.mu, fl.l1, cxs[q]);
    TlFastsim *f1 = fastsim_open(100, p.mu), *f2 = fastsim_open(200, p.mu);
    err100[q] = 100.0 * (fastsim_f(f1, cxs[q]) / ref - 1.0);
    err200[q] = 100.0 * (fastsim_f(f2, cxs[q]) / ref - 1.0);
    tl_fastsim_free(f1);
    tl_fastsim_free(f2);
  }
  states("README.md", readme, "| +%.2f / +%.2f / +%.2f %% (O(Δx): +%.2f / +%.2f / +%.2f %% at 200²) |",
         err100[0], err100[1], err100[2], err200[0], err200[1], err200[2]);

  /* the full-slip creepage at the thesis's μ = 0.4 */
  const double c_full = tl_fastsim_full_slip_creepage(p.mu, load, a, b, fl.l1);
  states("preset 01", p01, "the full-slip creepage of the parabolic traction bound, %.4f:", c_full);
  states("docs/theory.md", theory, "for the thesis case with $\\mu = 0.4$ at $c_x = %.4f$.", c_full);
  g_assert_cmpfloat(0.01, >, c_full); /* "the creepage peak (0.01) exceeds" it */
  char *p01_path = source_path("resources/presets/01-thesis-defaults.ini");
  TlCliRun r;
  RUN_OK(r, "transient", "--preset", p01_path, "--periods", "3", "--summary");
  g_assert_cmpint((int)summary(r.out, "saturated"), ==, 1); /* "the delay is undefined" */
  g_assert_true(isnan(summary(r.out, "delay_ms")));
  tl_cli_run_clear(&r);
  g_free(p01_path);
  g_free(readme);
  g_free(theory);
  g_free(p01);
}

/* ---- the brush model without slip -------------------------------------------- */

/* The continuum no-slip frequency response of docs/theory.md §5 (delay −arg H/ω,
 * gain |H|), midpoint rule in y. */
static void
continuum(double a, double b, double v, double freq, double *delay, double *gain)
{
  const double w = 2.0 * M_PI * freq;
  double re = 0.0, im = 0.0, den = 0.0;
  const int n = 50000;
  for (int k = 0; k < n; k++) {
    const double y = -b + (k + 0.5) * 2.0 * b / n;
    const double ell = a * sqrt(1.0 - y * y / (b * b)), th = 2.0 * w * ell / v;
    re += ell * ell * (-2.0 * (cos(th) - 1.0) / (th * th));
    im += ell * ell * (-2.0 * (th - sin(th)) / (th * th));
    den += ell * ell;
  }
  *delay = -atan2(im, re) / w;
  *gain = hypot(re, im) / den;
}

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
    continuum(a, b, V, atof(freqs[q]), &cd[q], &cg[q]);
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
  continuum(a, b, V, 0.01, &d0, &g0);
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

/* ---- the exact solver's Kalker limit and spin coefficients ------------------------ */

static TlExact *
exact_open(TlContactParams *p, int m)
{
  p->mx = p->my = m;
  TlExact *w;
  TlError err;
  if (tl_exact_alloc(p, NULL, &w, &err) != TL_OK)
    g_error("exact solver: %s", err.message);
  return w;
}

static TlTraction
exact_steady(TlExact *w, double cx, double cy, double spin)
{
  const TlGrid *g = tl_exact_grid(w);
  TlTraction t;
  TlExactStats st;
  TlError err;
  g_assert_cmpint(tl_traction_alloc(&t, g->mx, g->my, NULL), ==, TL_OK);
  if (tl_exact_reset(w, TL_INIT_STEADY, cx, cy, spin, &t, &st, &err) != TL_OK)
    g_error("steady solve: %s", err.message);
  return t;
}

static void
test_exact_linear(void)
{
  g_test_summary("Exact solver at small creepage: C11, C22 on the thesis ellipse, circle, spin");
  char *readme = text_of("README.md");
  const double c = 1e-6;
  TlContactParams p = tl_contact_params_default();
  p.mu = 1.0;
  TlExact *w = exact_open(&p, 40);
  const TlContactBasics *cb = tl_exact_basics(w);
  const double G = cb->hertz.material.shear_modulus, a = cb->hertz.a, b = cb->hertz.b;
  const double load = cb->hertz.normal_load, gab = G * a * b / load;
  TlTraction tx = exact_steady(w, c, 0, 0), ty = exact_steady(w, 0, c, 0);
  const double s11 = tx.fx / load / c, s22 = ty.fy / load / c;
  states("README.md", readme, "G a b C₁₁/F_N = %.2f, G a b C₂₂/F_N = %.2f | %.2f (+%.2f %%), %.2f (+%.2f %%)",
         gab * cb->kalker.c11, gab * cb->kalker.c22, s11, 100.0 * (s11 / (gab * cb->kalker.c11) - 1.0),
         s22, 100.0 * (s22 / (gab * cb->kalker.c22) - 1.0));
  tl_traction_free(&tx);
  tl_traction_free(&ty);

  /* spin: Ty = G c³ C23 cs and Mz = G c⁴ C33 cs (no slip) at 40² and 80² */
  const double cs = 1e-4, cc = sqrt(a * b);
  double c33_err[2], c23_err = 0.0;
  for (int q = 0; q < 2; q++) {
    TlExact *ws = q == 0 ? w : exact_open(&p, 80);
    TlTraction ts = exact_steady(ws, 0, 0, cs);
    g_assert_cmpfloat(ts.stick_fraction, ==, 1.0);
    const double c23 = ts.fy / (G * cc * cc * cc * cs), c33 = ts.mz / (G * pow(cc, 4) * cs);
    c33_err[q] = 100.0 * (c33 / cb->kalker.c33 - 1.0);
    c23_err = fmax(c23_err, 100.0 * fabs(c23 / cb->kalker.c23 - 1.0));
    g_test_message("%d^2: C23 %.4f (Kalker %.4f), C33 %.4f (Kalker %.4f)", q ? 80 : 40, c23,
                   cb->kalker.c23, c33, cb->kalker.c33);
    tl_traction_free(&ts);
    if (q)
      tl_exact_free(ws);
  }
  tl_exact_free(w);
  states("README.md", readme, "+%.1f %% above Kalker's at 40² and +%.1f %% at 80², while C₂₃ is within %.1f %%",
         c33_err[0], c33_err[1], c23_err);

  /* a circle, ν = 0.25, at 40, 80 and 120 cells: C11 against Kalker's 4.12 */
  TlContactParams pc = tl_contact_params_default();
  pc.mu = 1.0;
  pc.hertz.semi_a = pc.hertz.semi_b = 5e-3;
  pc.hertz.wheel.poisson = pc.hertz.rail.poisson = 0.25;
  const int ms[] = { 40, 80, 120 };
  double c11[3], excess[3], c11_table = NAN;
  for (int q = 0; q < 3; q++) {
    TlExact *wc = exact_open(&pc, ms[q]);
    const TlContactBasics *bc = tl_exact_basics(wc);
    TlTraction t = exact_steady(wc, c, 0, 0);
    c11[q] = t.fx / (bc->hertz.material.shear_modulus * bc->hertz.a * bc->hertz.b * c);
    c11_table = bc->kalker.c11;
    excess[q] = 100.0 * (c11[q] / c11_table - 1.0);
    tl_traction_free(&t);
    tl_exact_free(wc);
  }
  /* first-order error: extrapolate 80² and 120² linearly in 1/m */
  const double extrapolated = (120.0 * c11[2] - 80.0 * c11[1]) / 40.0;
  states("README.md", readme, "circle at 40/80/120²: +%.2f/+%.2f/+%.2f %% (extrapolated C₁₁ %.3f vs %.3g)",
         excess[0], excess[1], excess[2], extrapolated, c11_table);
  g_free(readme);
}

/* ---- friction: the stick-slip oscillator ------------------------------------------ */

static void
test_stickslip(void)
{
  g_test_summary("LuGre stick-slip: period, peak, stiffness, the RK4 limit, the sliding threshold");
  char *readme = text_of("README.md"), *theory = text_of("docs/theory.md");
  char *p11 = preset_text("11-lugre-stick-slip"), *path = source_path("resources/presets/11-lugre-stick-slip.ini");
  TlCliRun r;
  RUN_OK(r, "stickslip", "--summary");
  const double period = summary(r.out, "period_s"), peak = summary(r.out, "peak_spring_force_n");
  const double stiff = summary(r.out, "stiffness_per_s"), limit = summary(r.out, "rk4_dt_limit_s");
  tl_cli_run_clear(&r);
  RUN_OK(r, "stickslip", "--integrator", "rkf45", "--summary");
  g_assert_cmpfloat_with_epsilon(summary(r.out, "period_s"), period, 5e-5); /* "agree" */
  g_assert_cmpfloat_with_epsilon(summary(r.out, "peak_spring_force_n"), peak, 5e-5);
  tl_cli_run_clear(&r);
  RUN_OK(r, "stickslip", "--preset", path, "--summary");
  g_assert_cmpfloat(summary(r.out, "period_s"), ==, period); /* the preset is the default case */
  tl_cli_run_clear(&r);

  states("README.md", readme, "| %.4f s, %.4f N (msbdf and rkf45 agree) |", period, peak);
  states("README.md", readme, "period ≈ %.1f s, peak ≈ %.1f N", period, peak);
  states("docs/theory.md", theory, "a period of %.2f s and a peak spring force of %.2f N", period,
         peak);
  states("preset 11", p11, "(its peak is %.2f N), slips back, and sticks again: a period of %.2f s",
         peak, period);
  states("README.md", readme, "(stiffness %.0f 1/s, limit %.3f ms)", stiff, 1e3 * limit);
  states("docs/theory.md", theory, "reaches %.0f 1/s on the stick-slip case, which limits explicit RK4 to steps below %.6f s",
         stiff, limit);
  states("preset 11", p11, "(decay rates up to %.0f per second)", stiff);
  states("preset 11", p11, "(it is stable only below %.3f ms)", 1e3 * limit);

  /* RK4 at the paper's 1 ms, and at the step its warning suggests */
  RUN_OK(r, "stickslip", "--integrator", "rk4", "--dt-s", "0.001", "--summary");
  g_assert_true(isnan(summary(r.out, "period_s"))); /* "no period" */
  const double bad_peak = summary(r.out, "peak_spring_force_n");
  const double suggested = summary(r.out, "rk4_dt_suggested_s");
  tl_cli_run_clear(&r);
  char *dt = g_strdup_printf("%.17g", suggested);
  RUN_OK(r, "stickslip", "--integrator", "rk4", "--dt-s", dt, "--summary");
  const double good = summary(r.out, "period_s");
  tl_cli_run_clear(&r);
  g_free(dt);
  states("README.md", readme, "| no period, peak %.2f N: the warning suggests %.1f ms, which gives %.4f s |",
         bad_peak, 1e3 * suggested, good);

  /* the sliding threshold from rest */
  RUN_OK(r, "stickslip", "--belt-m-s", "0.18", "--duration-s", "60", "--summary");
  g_assert_cmpfloat(summary(r.out, "stick_onsets"), ==, 0.0);
  tl_cli_run_clear(&r);
  RUN_OK(r, "stickslip", "--belt-m-s", "0.17", "--duration-s", "60", "--summary");
  g_assert_cmpfloat(summary(r.out, "stick_onsets"), >, 1.0);
  tl_cli_run_clear(&r);
  states("README.md", readme, "| belt ≥ %.2f m/s; %.2f still sticks | the same |", 0.18, 0.17);
  states("docs/theory.md", theory, "belt speeds of %.2f m/s and above, while at %.2f m/s", 0.18,
         0.17);
  states("preset 11", p11, "raise the belt speed to %.2f m/s: the block slides steadily", 0.18);

  /* the paper's motion: v(2) and v(3) of v = t(t + 1) */
  states("docs/theory.md", theory, "($v(2) = %.0f$ m/s, $v(3) = %.0f$ m/s)", 2.0 * 3.0, 3.0 * 4.0);
  g_free(path);
  g_free(p11);
  g_free(readme);
  g_free(theory);
}

/* ---- rolling friction: the two-sphere demo ------------------------------------------- */

static void
test_rolling_demo(void)
{
  g_test_summary("Two-sphere demo: torque, deceleration, stop times, spring-back, omega_n");
  char *readme = text_of("README.md"), *theory = text_of("docs/theory.md");
  char *p12 = preset_text("12-rolling-two-spheres");
  const TlRollingDemoParams p = tl_rolling_demo_params_default();
  TlRollingDemoPrediction c;
  g_assert_cmpint(tl_rolling_demo_predict(&p, &c, NULL), ==, TL_OK);
  TlRollingDemoSample *s;
  size_t n;
  g_assert_cmpint(tl_rolling_demo_run(&p, &s, &n, NULL), ==, TL_OK);
  double stop = NAN; /* the simulated spin's first zero, interpolated in the step */
  for (size_t k = 1; k < n && isnan(stop); k++)
    if (s[k - 1].omega > 0.0 && s[k].omega <= 0.0)
      stop = s[k - 1].t + s[k - 1].omega / (s[k - 1].omega - s[k].omega) * (s[k].t - s[k - 1].t);
  free(s);
  g_assert_false(isnan(stop));
  const double below = 100.0 * (1.0 - c.omega_d / c.omega_n);

  states("README.md", readme, "μ_r F_n R_eff/I = %.3f rad/s², ω₀/α = %.3f ms plus the elastic end | %.3f rad/s², stop %.3f ms (two-phase closed form %.4f ms)",
         c.deceleration, 1e3 * c.stop_time, c.deceleration, 1e3 * stop, 1e3 * c.stop_time_elastic);
  states("README.md", readme, "The two-sphere demo stops %.2f ms after ω₀/α",
         1e3 * (c.stop_time_elastic - c.stop_time));
  states("README.md", readme, "ω_d = ω_n√(1 − ζ²), %.1f %% below ω_n", below);
  states("docs/theory.md", theory, "= %.3f$ rad/s². The slide alone would stop the spin at $\\omega_0/\\alpha = %.3f$ ms",
         c.deceleration, 1e3 * c.stop_time);
  states("docs/theory.md", theory, "its first zero comes at %.3f ms", 1e3 * c.stop_time_elastic);
  states("docs/theory.md", theory, "turns the sphere back by %.0f mrad", 1e3 * c.spring_back);
  states("docs/theory.md", theory, "= %.0f$ rad/s, damped to", c.omega_n);
  states("docs/theory.md", theory, "%.1f %% below $\\omega_n$", below);
  states("preset 12", p12, "R_eff μ_roll F_n0 = %.1f N·mm, a constant deceleration μ_roll F_n0 R_eff/I = %.1f rad/s² would stop the spin after %.2f ms",
         1e3 * c.torque_limit, c.deceleration, 1e3 * c.stop_time);
  states("preset 12", p12, "the spin ends at %.2f ms", 1e3 * c.stop_time_elastic);
  states("preset 12", p12, "turns the sphere back by %.0f mrad", 1e3 * c.spring_back);
  states("preset 12", p12, "= %.0f rad/s", c.omega_n);
  g_free(p12);
  g_free(readme);
  g_free(theory);
}

/* ---- the defaults table of docs/theory.md §10 ------------------------------------------ */

static void
test_defaults(void)
{
  g_test_summary("docs/theory.md §10: the defaults are the library's");
  char *theory = text_of("docs/theory.md");
  const TlContactParams p = tl_contact_params_default();
  const TlWaveform sine = tl_waveform_default(TL_WAVE_SINE);
  const TlWaveform step = tl_waveform_default(TL_WAVE_STEP);
  const TlFrictionParams f = tl_friction_params_default();
  const TlStickSlipParams ss = tl_stickslip_params_default();
  const TlRollingParams ro = tl_rolling_params_default();
  const char *T = "docs/theory.md";
  states(T, theory, "| %g, %g at %g kN |", 1e3 * p.hertz.semi_a, 1e3 * p.hertz.semi_b,
         1e-3 * p.hertz.ref_load);
  states(T, theory, "| normal load $F_N$ | %g | kN |", 1e-3 * p.hertz.normal_load);
  g_assert_true(isinf(p.hertz.wheel_ry) && isinf(p.hertz.rail_rx));
  states(T, theory, "| %g / ∞; ∞ / %.2f | m |", p.hertz.wheel_rx, p.hertz.rail_ry);
  states(T, theory, "| %g (", 1e-9 * p.hertz.wheel.modulus);
  states(T, theory, "), %g | GPa, – |", p.hertz.wheel.poisson);
  states(T, theory, "| friction coefficient $\\mu$ | %g | – |", p.mu);
  states(T, theory, "| rolling speed $V$ | %g | m/s |", p.speed);
  states(T, theory, "| %g, %g; %g | –; 1/m |", p.cx, p.cy, p.spin);
  states(T, theory, "| sine $C_0$, $C_p$, $F$ | %g, %g, %g | –, –, Hz |", sine.mean,
         sine.amplitude, sine.freq);
  states(T, theory, "| %g → %g at %g | –, ms |", step.before, step.after, 1e3 * step.t_step);
  states(T, theory, "| grid $m_x \\times m_y$ | %d × %d | cells |", p.mx, p.my);
  states(T, theory, "| %g N, %g N, %g m/s, %g N·s/m |", f.fc, f.fs, f.vs, f.viscous);
  states(T, theory, "| $10^%.0f$ N/m, %g N·s/m, %g N·s/m |", log10(f.sigma0), f.sigma1, f.sigma2);
  states(T, theory, "| %g kg, %g N/m, %g m/s |", ss.mass, ss.stiffness, ss.belt_speed);
  states(T, theory, "| $10^%.0f$ N/m, %g N·s/m, %g |", log10(ro.k_roll), ro.gamma_roll, ro.mu_roll);
  g_assert_cmpint(p.bound, ==, TL_BOUND_PARABOLIC);
  g_free(theory);
}

/* ---- the presets' own parameters in their descriptions ---------------------------------- */

typedef struct {
  const char *preset, *group, *key, *fmt; /* fmt formats the key's value (times scale) */
  double scale;
} PresetParam;

static const PresetParam preset_params[] = {
  { "01-thesis-defaults", "contact", "a_mm", "a × b = %g", 1 },
  { "01-thesis-defaults", "contact", "b_mm", "× %g mm", 1 },
  { "01-thesis-defaults", "contact", "load_kn", "F_N = %g kN", 1 },
  { "01-thesis-defaults", "contact", "modulus_gpa", "G = %g GPa", 1 },
  { "01-thesis-defaults", "contact", "nu", "ν = %g", 1 },
  { "01-thesis-defaults", "contact", "speed_m_s", "V = %g m/s", 1 },
  { "01-thesis-defaults", "contact", "mu", "μ = %g,", 1 },
  { "01-thesis-defaults", "transient", "c0", "c_x(t) = %g +", 1 },
  { "01-thesis-defaults", "transient", "cp", "+ %g sin", 1 },
  { "01-thesis-defaults", "transient", "freq_hz", "sin(2π·%g Hz·t)", 1 },
  { "01-thesis-defaults", "transient", "cp", "peak (%g)", 2 },
  { "02-sine-10hz-mu1", "transient", "freq_hz", "sin(2π·%g Hz·t) with μ = 1", 1 },
  { "02-sine-10hz-mu1", "contact", "mu", "with μ = %g,", 1 },
  { "03-sine-30hz-mu1", "transient", "freq_hz", "sin(2π·%g Hz·t) with μ = 1", 1 },
  { "03-sine-30hz-mu1", "contact", "mu", "with μ = %g,", 1 },
  { "04-sine-60hz-mu1", "transient", "freq_hz", "sin(2π·%g Hz·t) with μ = 1", 1 },
  { "04-sine-60hz-mu1", "contact", "mu", "with μ = %g,", 1 },
  { "05-step-100kn", "transient", "c_after", "from 0 to %g at t = 0", 1 },
  { "05-step-100kn", "contact", "mu", "With μ = %g much", 1 },
  { "06-step-150kn", "transient", "c_after", "from 0 to %g at t = 0", 1 },
  { "06-step-150kn", "contact", "mu", "With μ = %g much", 1 },
  { "07-alternating-creepage", "transient", "cp", "c_x(t) = %g sin(2π·10 Hz·t)", 1 },
  { "07-alternating-creepage", "transient", "freq_hz", "sin(2π·%g Hz·t)", 1 },
  { "08-circular-patch", "contact", "a_mm", "= %.3f mm", 1 },
  { "09-carter-2d", "contact", "a_mm", "(a = %g mm", 1 },
  { "09-carter-2d", "contact", "b_mm", "b = %g mm)", 1 },
  { "10-hertz-from-radii", "contact", "wheel_rx_m", "wheel rolling radius %g m", 1 },
  { "10-hertz-from-radii", "contact", "rail_ry_m", "rail head radius %.2f m", 1 },
  { "10-hertz-from-radii", "contact", "modulus_gpa", "E = %g GPa", 1 },
  { "10-hertz-from-radii", "contact", "load_kn", "%g kN. Hertz", 1 },
  { "11-lugre-stick-slip", "stickslip", "mass_kg", "A %g kg block", 1 },
  { "11-lugre-stick-slip", "stickslip", "belt_m_s", "moving at %g m/s", 1 },
  { "11-lugre-stick-slip", "stickslip", "stiffness_n_m", "a %g N/m spring", 1 },
  { "11-lugre-stick-slip", "friction", "sigma1_ns_m", "σ1 = %g N·s/m", 1 },
  { "11-lugre-stick-slip", "friction", "sigma2_ns_m", "σ2 = %g N·s/m", 1 },
  { "11-lugre-stick-slip", "friction", "fc_n", "Fc = %g N", 1 },
  { "11-lugre-stick-slip", "friction", "fs_n", "Fs = %g N", 1 },
  { "11-lugre-stick-slip", "friction", "vs_m_s", "vs = %g mm/s", 1e3 },
  { "12-rolling-two-spheres", "rolling", "ri_mm", "(R = %g mm", 1 },
  { "12-rolling-two-spheres", "rolling", "omega0_rad_s", "spins at %g rad/s", 1 },
  { "12-rolling-two-spheres", "rolling", "fn0_n", "F_n0 = %g N.", 1 },
  { "13-stribeck-curve", "friction", "fc_n", "Fc = %g N", 1 },
  { "13-stribeck-curve", "friction", "vs_m_s", "vs = %g mm/s", 1e3 },
  { "13-stribeck-curve", "friction", "viscous_ns_m", "slope of %g N·s/m", 1 },
};

static void
test_preset_parameters(void)
{
  g_test_summary("Each preset's description states the preset's own parameters");
  for (size_t q = 0; q < G_N_ELEMENTS(preset_params); q++) {
    const PresetParam *pp = &preset_params[q];
    char *rel = g_strconcat("resources/presets/", pp->preset, ".ini", NULL);
    char *path = source_path(rel);
    GKeyFile *kf = g_key_file_new();
    GError *error = NULL;
    g_key_file_load_from_file(kf, path, G_KEY_FILE_NONE, &error);
    g_assert_no_error(error);
    const double v = g_key_file_get_double(kf, pp->group, pp->key, &error);
    g_assert_no_error(error);
    char *text = preset_text(pp->preset);
    states(pp->preset, text, pp->fmt, v * pp->scale);
    g_free(text);
    g_key_file_free(kf);
    g_free(path);
    g_free(rel);
  }
  /* Carter: "ten times wider than long"; the Stribeck excess Fs − Fc; LuGre's σ0 */
  GKeyFile *kf = g_key_file_new();
  char *p11 = source_path("resources/presets/11-lugre-stick-slip.ini");
  g_assert_true(g_key_file_load_from_file(kf, p11, G_KEY_FILE_NONE, NULL));
  char *t11 = preset_text("11-lugre-stick-slip");
  const double sigma0 = g_key_file_get_double(kf, "friction", "sigma0_n_m", NULL);
  states("11-lugre-stick-slip", t11, "σ0 = 10%s N/m", sigma0 == 1e5 ? "⁵" : "(not 10^5)");
  g_free(t11);
  g_free(p11);
  char *path = source_path("resources/presets/09-carter-2d.ini");
  g_assert_true(g_key_file_load_from_file(kf, path, G_KEY_FILE_NONE, NULL));
  g_assert_cmpfloat(g_key_file_get_double(kf, "contact", "b_mm", NULL) /
                        g_key_file_get_double(kf, "contact", "a_mm", NULL), ==, 10.0);
  g_free(path);
  path = source_path("resources/presets/13-stribeck-curve.ini");
  g_assert_true(g_key_file_load_from_file(kf, path, G_KEY_FILE_NONE, NULL));
  char *text = preset_text("13-stribeck-curve");
  states("13-stribeck-curve", text, "Stribeck excess Fs − Fc = %g N",
         g_key_file_get_double(kf, "friction", "fs_n", NULL) -
             g_key_file_get_double(kf, "friction", "fc_n", NULL));
  g_free(text);
  g_free(path);
  g_key_file_free(kf);
}

/* Run one test function and fail it once, listing every stale statement. */
static void
run_checked(gconstpointer data)
{
  void (*fn)(void) = (void (*)(void))data;
  g_string_truncate(stale, 0);
  const int before = n_checked;
  fn();
  g_test_message("%d statements compared with the program's output", n_checked - before);
  g_assert_cmpint(n_checked - before, >, 0); /* no test may pass by comparing nothing */
  if (stale->len > 0)
    g_test_fail_printf("the program computes what these texts no longer say:%s", stale->str);
}

#define ADD(path, fn) g_test_add_data_func(path, (gconstpointer)(fn), run_checked)

/* The two falling-friction presets: their adhesion maxima, located as the
 * theory chapter's first way does (a scan, the parabola through the top three
 * samples), and the parameters they quote. */
static TlPreset
preset_of(const char *name)
{
  char *path = source_path(name);
  TlPreset p;
  TlError err;
  if (tl_preset_load_file(path, &p, NULL, NULL, &err) != TL_OK)
    g_error("%s: %s", name, err.message);
  g_free(path);
  return p;
}

static void
fastsim_law_peak(const TlContactParams *c, const TlSlipFriction *law, double *x, double *y,
                 double *n_max)
{
  enum { N = 51 }; /* 0.005 … 0.015 in steps of 2e-4 */
  double cx[N], f[N], nm[N];
  for (int k = 0; k < N; k++)
    cx[k] = 0.005 + 2e-4 * k;
  TlError err;
  g_assert_cmpint(tl_fastsim_law_curve(c, law, cx, N, f, nm, NULL, NULL, NULL, NULL, &err), ==,
                  TL_OK);
  g_assert_cmpint(tl_curve_peak(cx, f, N, x, y), >, 0);
  *n_max = nm[N / 2];
}

static void
polach_law_peak(const TlContactParams *c, const TlPolachParams *pp, double *x, double *y)
{
  enum { N = 801 }; /* log scan over 0.001 … 0.4 */
  double cx[N], f[N];
  for (int k = 0; k < N; k++)
    cx[k] = 1e-3 * pow(400.0, (double)k / (N - 1));
  TlError err;
  g_assert_cmpint(tl_polach_curve(c, pp, cx, N, f, &err), ==, TL_OK);
  g_assert_cmpint(tl_curve_peak(cx, f, N, x, y), >, 0);
}

static void
test_falling_friction_presets(void)
{
  g_test_summary("Presets 16 and 17: the adhesion maxima of a falling law and of Polach's "
                 "model, the falling indicator at 10 m/s, the parameters quoted");
  const char *p16_rel = "resources/presets/16-falling-friction.ini";
  const char *p17_rel = "resources/presets/17-polach-dry-wet.ini";
  char *t16 = text_of(p16_rel), *t17 = text_of(p17_rel);
  TlPreset p = preset_of(p16_rel);
  TlSlipFriction law;
  TlError err;
  g_assert_cmpint(tl_contact_friction_law(&p.contact_friction, p.contact.mu, &p.friction.law,
                                          &law, &err), ==, TL_OK);
  states("preset 16", t16, "μs = %.1f, μk = %.1f and s_h = %.1f m/s",
         tl_slip_friction_static(&law), law.mu_kinetic, law.s_half1);
  states("preset 16", t16, "(%d × %d grid)", p.contact.mx, p.contact.my);
  double x, y, nm;
  fastsim_law_peak(&p.contact, &law, &x, &y, &nm);
  states("preset 16", t16, "At V = %.0f m/s the creep curve rises to an adhesion maximum "
                           "f = %.4f at c_x = %.4f", p.contact.speed, y, x);
  TlContactParams fast = p.contact;
  fast.speed = 10.0;
  fastsim_law_peak(&fast, &law, &x, &y, &nm);
  states("preset 16", t16, "Set V to %.0f m/s: the falling indicator N_max = %.2f passes ½",
         fast.speed, nm);

  p = preset_of(p17_rel);
  const TlPolachParams dry = tl_contact_friction_polach(&p.contact_friction);
  const TlPolachParams wet = tl_polach_params_wet();
  states("preset 17", t17, "F_N = %.0f kN) at V = %.0f m/s", p.contact.hertz.normal_load / 1e3,
         p.contact.speed);
  states("preset 17", t17, "(μ0 = %.2f, A = %.1f, B = %.1f s/m, kA = %.0f, kS = %.1f)", dry.mu0,
         dry.a, dry.b, dry.k_a, dry.k_s);
  states("preset 17", t17, "(μ0 = %.1f, A = %.1f, B = %.1f s/m, kA = %.1f, kS = %.1f)", wet.mu0,
         wet.a, wet.b, wet.k_a, wet.k_s);
  polach_law_peak(&p.contact, &dry, &x, &y);
  states("preset 17", t17, "adhesion maximum f = %.4f at c_x = %.4f", y, x);
  polach_law_peak(&p.contact, &wet, &x, &y);
  states("preset 17", t17, "the maximum falls to f = %.4f and moves out to c_x = %.4f", y, x);
  g_free(t16);
  g_free(t17);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  stale = g_string_new(NULL);
  ADD("/claims/hertz", test_hertz);
  ADD("/claims/kalker-asymptotes", test_kalker_asymptotes);
  ADD("/claims/fastsim", test_fastsim);
  ADD("/claims/brush-no-slip", test_brush_no_slip);
  ADD("/claims/sine-cases", test_sine_cases);
  ADD("/claims/transient-presets", test_transient_presets);
  ADD("/claims/exact-linear", test_exact_linear);
  ADD("/claims/stickslip", test_stickslip);
  ADD("/claims/rolling-demo", test_rolling_demo);
  ADD("/claims/defaults", test_defaults);
  ADD("/claims/preset-parameters", test_preset_parameters);
  ADD("/claims/falling-friction-presets", test_falling_friction_presets);
  return g_test_run();
}
