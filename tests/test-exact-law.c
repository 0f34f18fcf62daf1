/* test-exact-law.c — Kalker's exact theory with friction falling with the
 * local slip speed (docs/theory-friction-in-contact.md, the exact solver):
 * the Coulomb limit bit for bit, full sliding against μ(V|c|), the thesis
 * case's creep curve against FASTSIM's falling-friction peak, the initial
 * estimates, a transient run settling on the steady solution, bad input and
 * the command line.
 *
 * Thesis case (a = 8.56 mm, b = 4.08 mm, F_N = 100 kN, G = 82 GPa, ν = 0.28),
 * exponential law μs = 0.4, μk = 0.2, s_h = 0.1 m/s at V = 1 m/s: V/s_h = 10. */
#include <glib/gstdio.h>
#include <stdarg.h>
#include <string.h>

#include "tl-test-cli.h"
#include "tl-test-exact.h"
#include "tl-test-util.h"
#include "tribo/exact-curve.h"
#include "tribo/exact.h"
#include "tribo/fastsim.h"

static TlContactParams
thesis_case(int m)
{
  TlContactParams p = tl_contact_params_default(); /* thesis case, ν = 0.28 */
  p.mx = p.my = m;
  p.speed = 1.0;
  p.mu = 0.4;
  return p;
}

/* A workspace of the thesis case on m × m with `law` (NULL: Coulomb μ = 0.4)
 * and the outer tolerance tol (0: the default). */
static TlExact *
law_workspace(int m, const TlSlipFriction *law, double tol, TlExactLawStart start)
{
  const TlContactParams p = thesis_case(m);
  TlExact *w = tl_test_exact_alloc(&p);
  TlExactLawOptions o = tl_exact_law_options_default();
  if (tol > 0.0) {
    o.tol = tol;
    o.max_outer = 2000; /* ω = 0.5 gains a factor 2 per iteration: 1e-6 needs about 20 */
  }
  o.start = start;
  TlError err;
  if (law && tl_exact_set_friction_law(w, law, &o, &err) != TL_OK)
    g_error("friction law: %s", err.message);
  return w;
}

static double
steady_f(TlExact *w, double cx)
{
  TlError err;
  if (tl_exact_steady(w, cx, 0.0, 0.0, NULL, NULL, &err) != TL_OK)
    g_error("steady solve at cx = %g: %s", cx, err.message);
  return tl_exact_current(w)->f;
}

static TlSlipFriction
exp_law(void)
{
  return tl_slip_friction_default(TL_SLIP_LAW_EXP); /* 0.4 → 0.2, s_h = 0.1 m/s */
}

/* Two tractions bit for bit. */
static void
assert_same_traction(const TlTraction *a, const TlTraction *b)
{
  const size_t n = (size_t)a->mx * a->my;
  g_assert_cmpint(memcmp(a->tx, b->tx, n * sizeof(double)), ==, 0);
  g_assert_cmpint(memcmp(a->ty, b->ty, n * sizeof(double)), ==, 0);
  g_assert_cmpint(memcmp(a->state, b->state, n), ==, 0);
  g_assert_cmpfloat(a->f, ==, b->f);
}

/* Fail unless the source tree's file `rel` states the printf of fmt (line
 * breaks and runs of spaces in the file match one space): the numbers the
 * manual and the README print are the ones computed here. */
static void G_GNUC_PRINTF(2, 3)
assert_states(const char *rel, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  char *want = g_strdup_vprintf(fmt, ap);
  va_end(ap);
  char *path = g_build_filename(g_getenv("TL_TEST_DATA"), "..", "..", rel, NULL), *text = NULL;
  g_assert_true(g_file_get_contents(path, &text, NULL, NULL));
  char *escaped = g_regex_escape_string(want, -1);
  gchar **words = g_strsplit(escaped, " ", -1);
  char *pattern = g_strjoinv("\\s+", words);
  if (!g_regex_match_simple(pattern, text, 0, 0))
    g_error("%s does not state \"%s\" (the program computes it)", rel, want);
  g_free(pattern);
  g_strfreev(words);
  g_free(escaped);
  g_free(text);
  g_free(path);
  g_free(want);
}

#define THEORY "docs/theory-friction-in-contact.md"

/* ---- the Coulomb limit ------------------------------------------------------------ */

static void
test_coulomb_limit(void)
{
  g_test_summary("A law with no falling term gives today's Coulomb results bit for bit, "
                 "steady and transient");
  TlSlipFriction flat = exp_law();
  flat.mu_kinetic = 0.4;
  flat.dmu1 = 0.0; /* μ(σ) = 0.4 everywhere */
  g_assert_true(tl_slip_friction_is_constant(&flat));
  TlExact *ref = law_workspace(30, NULL, 0.0, TL_EXACT_START_PREVIOUS);
  TlExact *w = law_workspace(30, &flat, 0.0, TL_EXACT_START_PREVIOUS);
  g_assert_null(tl_exact_friction_law(w)); /* the constant-μ path, no law object */
  const double cxs[] = { 0.001, 0.003, 0.006, 0.01 };
  for (size_t k = 0; k < G_N_ELEMENTS(cxs); k++) {
    steady_f(ref, cxs[k]);
    steady_f(w, cxs[k]);
    assert_same_traction(tl_exact_current(ref), tl_exact_current(w));
  }
  /* transient: from zero traction through a creepage ramp, one transit and a half */
  TlError err;
  g_assert_cmpint(tl_exact_reset(ref, TL_INIT_ZERO, 0, 0, 0, NULL, NULL, &err), ==, TL_OK);
  g_assert_cmpint(tl_exact_reset(w, TL_INIT_ZERO, 0, 0, 0, NULL, NULL, &err), ==, TL_OK);
  for (int k = 1; k <= 45; k++) {
    const double cx = 0.004 * fmin(1.0, k / 20.0);
    g_assert_cmpint(tl_exact_step(ref, cx, 0, 0, NULL, NULL, &err), ==, TL_OK);
    g_assert_cmpint(tl_exact_step(w, cx, 0, 0, NULL, NULL, &err), ==, TL_OK);
    assert_same_traction(tl_exact_current(ref), tl_exact_current(w));
  }
  tl_exact_free(ref);
  tl_exact_free(w);
}

/* ---- full sliding ------------------------------------------------------------------ */

/* f − μ(V cₓ) in full sliding on m × m, with a tight outer tolerance so that
 * only the discretisation is left. */
static void
full_sliding_errors(int m, const double *cxs, int n, double *diff)
{
  const TlSlipFriction law = exp_law();
  TlExact *w = law_workspace(m, &law, 1e-7, TL_EXACT_START_PREVIOUS);
  for (int k = 0; k < n; k++) {
    const double f = steady_f(w, cxs[k]);
    g_assert_cmpfloat(tl_exact_current(w)->stick_fraction, ==, 0.0);
    diff[k] = f - tl_slip_friction_mu(&law, 1.0 * cxs[k]); /* V = 1 m/s */
  }
  tl_exact_free(w);
}

static void
test_full_sliding(void)
{
  g_test_summary("Full sliding at V/s_h = 10: f -> mu(V|c|) within the O(dx) bound of the "
                 "theory's check (2e-4 on 50x50), the error halving with the cell size");
  const double cxs[] = { 0.05, 0.1, 0.2 };
  double d25[3], d50[3];
  full_sliding_errors(25, cxs, 3, d25);
  full_sliding_errors(50, cxs, 3, d50);
  for (int k = 0; k < 3; k++) {
    /* the exact normal solver carries F_N to round-off (Σ p ΔA / F_N = 1), so the
     * whole difference is the elastic slip field's O(Δx) discretisation: FASTSIM's
     * 2e-4 bound on 50² holds, and halving Δx halves it (ratio 2 ± 0.4) */
    g_assert_cmpfloat(fabs(d50[k]), <=, 2e-4);
    g_assert_cmpfloat(d25[k] / d50[k], >=, 1.6);
    g_assert_cmpfloat(d25[k] / d50[k], <=, 2.4);
  }
}

/* ---- the creep curve and its maximum ----------------------------------------------- */

/* The vertex of the parabola through the largest of f[k] and its neighbours
 * (equal steps h from x0). */
static void
parabola_peak(const double *f, int n, double x0, double h, double *x_peak, double *f_peak)
{
  int top = 1;
  for (int k = 1; k < n - 1; k++)
    if (f[k] > f[top])
      top = k;
  g_assert_cmpint(top, >, 0); /* the maximum is inside the scan */
  g_assert_cmpint(top, <, n - 1);
  const double a = f[top - 1], b = f[top], c = f[top + 1];
  const double den = a - 2.0 * b + c;
  const double t = 0.5 * (a - c) / den;
  *x_peak = x0 + (top + t) * h;
  *f_peak = b - 0.25 * (a - c) * t;
}

/* FASTSIM's peak with this law on 50² (docs/theory-friction-in-contact.md §6, from
 * two independent implementations; test-slipfriction checks it). */
#define FASTSIM_PEAK_F 0.3896
#define FASTSIM_PEAK_CX 0.0075

/* Scan from SCAN_LO in steps of SCAN_STEP (the FASTSIM peak's): the exact peak lies
 * before FASTSIM's, because the exact theory saturates at smaller creepage. */
#define SCAN_LO 0.0056
#define SCAN_STEP 2e-4
#define SCAN_N 18 /* to 0.0090: past both curves' saturation */

static void
test_creep_curve_peak(void)
{
  g_test_summary("Exact creep curve with the exponential law at V/s_h = 10 (thesis case, "
                 "50x50): maximum between mu_k and mu_s, below the Coulomb-mu_s curve, and "
                 "FASTSIM's falling-friction peak 0.3896 at 0.0075 within the FASTSIM-vs-exact "
                 "difference for Coulomb on the same grid");
  const TlSlipFriction law = exp_law();
  const TlContactParams p = thesis_case(50);
  TlExact *w = law_workspace(50, &law, 0.0, TL_EXACT_START_PREVIOUS);
  TlExact *coul = law_workspace(50, NULL, 0.0, TL_EXACT_START_PREVIOUS);
  TlError err;
  TlFastsim *fs = tl_fastsim_alloc(&p, TL_FASTSIM_FIXED_GRID, &err);
  g_assert_nonnull(fs);
  TlTraction t;
  g_assert_cmpint(tl_traction_alloc(&t, 50, 50, &err), ==, TL_OK);
  const TlSlipFriction flat = tl_slip_friction_default(TL_SLIP_LAW_COULOMB);
  double f[SCAN_N], coulomb_gap = 0.0, sat_exact = NAN, sat_fastsim = NAN;
  for (int k = 0; k < SCAN_N; k++) {
    const double cx = SCAN_LO + k * SCAN_STEP;
    f[k] = steady_f(w, cx);
    const double fc = steady_f(coul, cx);
    g_assert_cmpfloat(f[k], <=, fc + 1e-9); /* μ(σ) ≤ μs bounds every element */
    TlSlipStats st;
    g_assert_cmpint(tl_fastsim_solve_law(fs, &flat, cx, 0, 0, &t, NULL, NULL, &st, &err), ==,
                    TL_OK);
    coulomb_gap = fmax(coulomb_gap, fabs(t.f - fc));
    /* where each Coulomb curve reaches 99.9 % of μs */
    if (isnan(sat_exact) && fc >= 0.999 * 0.4)
      sat_exact = cx;
    if (isnan(sat_fastsim) && t.f >= 0.999 * 0.4)
      sat_fastsim = cx;
  }
  double cx_peak, f_peak;
  parabola_peak(f, SCAN_N, SCAN_LO, SCAN_STEP, &cx_peak, &f_peak);
  g_test_message("exact peak %.5f at cx = %.5f; FASTSIM %.4f at %.4f; Coulomb curves differ "
                 "by up to %.2e and saturate at %.4f (exact) and %.4f (FASTSIM)",
                 f_peak, cx_peak, FASTSIM_PEAK_F, FASTSIM_PEAK_CX, coulomb_gap, sat_exact,
                 sat_fastsim);
  assert_states(THEORY, "The maximum is %.4f at cₓ = %.5f, against FASTSIM's %.4f at %.4f.",
                f_peak, cx_peak, FASTSIM_PEAK_F, FASTSIM_PEAK_CX);
  assert_states("README.md", "%.4f at cₓ = %.5f (FASTSIM %.4f at %.4f)", f_peak, cx_peak,
                FASTSIM_PEAK_F, FASTSIM_PEAK_CX);
  assert_states(THEORY, "99.9 %% of μ at cₓ = %.4f against FASTSIM's %.4f", sat_exact,
                sat_fastsim);
  g_assert_cmpfloat(f_peak, <, 0.4); /* below μs … */
  g_assert_cmpfloat(f_peak, >, 0.2); /* … above μk */
  /* FASTSIM's peak in f: within the Coulomb difference of the two theories on this grid */
  g_assert_cmpfloat(fabs(f_peak - FASTSIM_PEAK_F), <=, coulomb_gap);
  /* and in cₓ: shifted by no more than the Coulomb curves' saturation creepages differ,
   * plus one scan step */
  g_assert_false(isnan(sat_exact) || isnan(sat_fastsim));
  g_assert_cmpfloat(fabs(cx_peak - FASTSIM_PEAK_CX), <=,
                    fabs(sat_fastsim - sat_exact) + SCAN_STEP);
  /* before the scan and beyond it the curve stays below the Coulomb curve */
  const double far[] = { 0.001, 0.003, 0.01, 0.02, 0.05 };
  for (size_t k = 0; k < G_N_ELEMENTS(far); k++)
    g_assert_cmpfloat(steady_f(w, far[k]), <, steady_f(coul, far[k]));
  tl_traction_free(&t);
  tl_fastsim_free(fs);
  tl_exact_free(w);
  tl_exact_free(coul);
}

/* ---- initial estimates and the report ---------------------------------------------- */

static void
test_initial_estimates(void)
{
  g_test_summary("The low and high initial estimates bracket or equal the previous-estimate "
                 "result; the report names the start, its iterations and N_E,max");
  const TlSlipFriction law = exp_law();
  const double cxs[] = { 0.003, 0.0075 };
  for (size_t k = 0; k < G_N_ELEMENTS(cxs); k++) {
    double f[3], sigma_max = 0.0;
    for (int s = 0; s < 3; s++) {
      TlExact *w = law_workspace(30, &law, 0.0, (TlExactLawStart)s);
      steady_f(w, 0.5 * cxs[k]); /* "previous": the sweep's last creepage */
      f[s] = steady_f(w, cxs[k]);
      const TlExactLawReport *r = tl_exact_law_report(w);
      g_assert_cmpint(r->start, ==, s);
      g_assert_true(r->converged);
      g_assert_cmpint(r->outer, >=, 2);
      g_assert_cmpint(r->outer, <=, tl_exact_law_options_default().max_outer);
      g_assert_cmpfloat(r->omega, ==, 0.5); /* nothing kept switching */
      sigma_max = fmax(sigma_max, r->slip.sigma_max);
      /* N_E of the steady element problem: κ = 0.0083·V at p₀ = 1367 MPa on 40² (the
       * same at 50²; A_II from the corner formula and by polar quadrature, independently
       * of this solver) times |μ′(0)| = Δμ ln2/s_h = 1.386 s/m: 0.0115, to the three
       * digits of κ */
      g_assert_cmpfloat_with_epsilon(r->ne_max, 0.0083 * 1.386, 0.0001 * 1.386 / 2 + 1e-4);
      /* pure cₓ: the traction points along x but for a lateral part of ~1e-4 of it */
      tl_assert_rel(r->ne_max, tl_exact_law_indicator(w, &law, 1), 1e-6);
      assert_states(THEORY, "N_E ≈ %.4f·V for steady rolling", r->ne_max); /* V = 1 m/s */
      tl_exact_free(w);
    }
    /* the outer iteration stops at ω|σ̃ − σ| ≤ tol·σ, so each start may leave
     * |σ̃ − σ| ≤ (tol/ω) σ_max and f may differ by |μ′(0)| (tol/ω) σ_max */
    const TlExactLawOptions o = tl_exact_law_options_default();
    const double slack = fabs(tl_slip_friction_dmu(&law, 0.0)) * o.tol / o.omega * sigma_max;
    g_test_message("cx %g: previous %.6f low %.6f high %.6f (slack %.2e)", cxs[k], f[0], f[1],
                   f[2], slack);
    g_assert_cmpfloat(f[0], >=, fmin(f[1], f[2]) - slack);
    g_assert_cmpfloat(f[0], <=, fmax(f[1], f[2]) + slack);
  }
}

/* ---- transient rolling ------------------------------------------------------------ */

static void
test_transient_settles(void)
{
  g_test_summary("Transient rolling with the law at constant creepage settles on the steady "
                 "solution of the law (the step's and the steady outer iteration agree)");
  const TlSlipFriction law = exp_law();
  const int m = 24;
  TlExact *st = law_workspace(m, &law, 1e-6, TL_EXACT_START_PREVIOUS);
  TlExact *tr = law_workspace(m, &law, 1e-6, TL_EXACT_START_PREVIOUS);
  const double cx = 0.003;
  const double f_steady = steady_f(st, cx);
  TlError err;
  g_assert_cmpint(tl_exact_reset(tr, TL_INIT_ZERO, 0, 0, 0, NULL, NULL, &err), ==, TL_OK);
  /* the march forgets its start like e^{−1.5} per transit (exact-steady.c): eight
   * transits of m steps leave e^{−12} ≈ 6e-6 of the first state */
  for (int k = 0; k < 8 * m; k++)
    if (tl_exact_step(tr, cx, 0, 0, NULL, NULL, &err) != TL_OK)
      g_error("step %d: %s", k, err.message);
  const double f_tr = tl_exact_current(tr)->f;
  g_test_message("steady %.7f, transient after 8 transits %.7f", f_steady, f_tr);
  /* both outer iterations stop at 1e-6 relative in σ: f agrees to the march's remainder */
  g_assert_cmpfloat_with_epsilon(f_tr, f_steady, 1e-4);
  const TlExactLawReport *r = tl_exact_law_report(tr);
  g_assert_cmpint(r->solves, ==, 8 * m);
  g_assert_cmpint(r->outer_max, >=, 1);
  /* the rolling step's κ uses A_II alone: 0.0110·V, N_E = 0.0153·V */
  g_assert_cmpfloat_with_epsilon(r->ne_run_max, 0.0153, 0.0003);
  assert_states(THEORY, "and %.4f·V for a rolling step", r->ne_run_max);
  const double *mu = tl_exact_mu_map(tr), *sigma = tl_exact_slip_speed_map(tr);
  const TlTraction *t = tl_exact_current(tr);
  for (int k = 0; k < m * m; k++) {
    if (t->state[k] != TL_CELL_SLIP)
      continue;
    g_assert_cmpfloat(sigma[k], >, 0.0);
    g_assert_cmpfloat(mu[k], <, 0.4);
    g_assert_cmpfloat(mu[k], >=, 0.2);
  }
  tl_exact_free(st);
  tl_exact_free(tr);
}

/* ---- friction memory --------------------------------------------------------------- */

static void
test_memory(void)
{
  g_test_summary("Friction memory integrated from the leading edge: a longer sliding distance "
                 "d_c keeps mu nearer mu_s, so f rises monotonically from the instantaneous "
                 "law's towards the Coulomb-mu_s value, and mu never rises along a slipping "
                 "row");
  TlSlipFriction law = exp_law();
  const double dcs[] = { 0.0, 1e-5, 1e-4, 1e-3 };
  double last = 0.0;
  TlExact *coul = law_workspace(24, NULL, 0.0, TL_EXACT_START_PREVIOUS);
  TlContactParams p = thesis_case(24);
  p.speed = 10.0; /* V/s_h = 100: μ(V cₓ) falls far below μs */
  g_assert_cmpint(tl_exact_set_params(coul, &p, NULL), ==, TL_OK);
  const double f_coulomb = steady_f(coul, 0.01);
  for (size_t k = 0; k < G_N_ELEMENTS(dcs); k++) {
    law.memory = dcs[k];
    TlExact *w = law_workspace(24, &law, 0.0, TL_EXACT_START_PREVIOUS);
    g_assert_cmpint(tl_exact_set_params(w, &p, NULL), ==, TL_OK);
    const double f = steady_f(w, 0.01);
    g_test_message("d_c = %g m: f = %.5f (Coulomb %.5f)", dcs[k], f, f_coulomb);
    g_assert_cmpfloat(f, >, last);
    g_assert_cmpfloat(f, <, f_coulomb);
    last = f;
    /* in full sliding the slip speed grows from the leading edge, so μ falls along
     * each row from μs towards μ(σ): never above the element ahead */
    const double *mu = tl_exact_mu_map(w);
    const TlTraction *t = tl_exact_current(w);
    for (int j = 0; j < 24; j++)
      for (int i = 0; i + 1 < 24; i++) {
        const int c = j * 24 + i;
        if (dcs[k] > 0.0 && t->state[c] == TL_CELL_SLIP && t->state[c + 1] == TL_CELL_SLIP)
          g_assert_cmpfloat(mu[c], <=, mu[c + 1] + 1e-12);
      }
    tl_exact_free(w);
  }
  tl_exact_free(coul);
}

/* ---- the curve task API ---------------------------------------------------------- */

static void
test_curve_api(void)
{
  g_test_summary("TlExactCurve with a law solves the same points as the workspace directly, "
                 "reports the operating point's local friction, and returns to Coulomb");
  TlContactParams p = thesis_case(20);
  p.cx = 0.004;
  const TlSlipFriction law = exp_law();
  TlExactCurve c;
  TlError err;
  tl_exact_curve_init(&c);
  g_assert_cmpint(tl_exact_curve_prepare(&c, &p, 4, &err), ==, TL_OK);
  g_assert_cmpint(tl_exact_curve_set_friction_law(&c, &law, NULL, &err), ==, TL_OK);
  tl_exact_curve_plan(&c, &p, 4, 0.002, 0.008);
  g_assert_cmpint(tl_exact_curve_refine(&c, 1, -1, &err), ==, TL_OK);
  TlExact *w = law_workspace(20, &law, 0.0, TL_EXACT_START_PREVIOUS);
  TlError e2;
  g_assert_cmpint(tl_exact_reset(w, TL_INIT_STEADY, 0.004, 0, 0, NULL, NULL, &e2), ==, TL_OK);
  g_assert_cmpfloat(c.op_f, ==, tl_exact_current(w)->f); /* the same solve from zero */
  g_assert_nonnull(c.op_mu);
  g_assert_nonnull(c.op_sigma);
  g_assert_cmpint(c.law_report.converged, ==, 1);
  g_assert_cmpint(c.law_report.outer, >=, 2);
  g_assert_cmpint(memcmp(c.op_mu, tl_exact_mu_map(w), 400 * sizeof(double)), ==, 0);
  /* the samples: the first from zero, the others continuing the sweep */
  g_assert_cmpint(tl_exact_reset(w, TL_INIT_STEADY, 0.002, 0, 0, NULL, NULL, &e2), ==, TL_OK);
  g_assert_cmpfloat(c.f[0], ==, tl_exact_current(w)->f);
  for (int k = 1; k < 4; k++)
    g_assert_cmpfloat(c.f[k], ==, steady_f(w, c.cx[k]));
  /* a new speed is a new curve with a law (V/s_h changes) */
  p.speed = 2.0;
  g_assert_cmpint(tl_exact_curve_prepare(&c, &p, 4, &err), ==, TL_OK);
  tl_exact_curve_plan(&c, &p, 4, 0.002, 0.008);
  g_assert_cmpint(tl_exact_curve_pending(&c, 1), ==, 5);
  /* back to Coulomb: μ = 0.4 of the case, a larger f than with the falling law */
  g_assert_cmpint(tl_exact_curve_set_friction_law(&c, NULL, NULL, &err), ==, TL_OK);
  g_assert_cmpint(tl_exact_curve_refine(&c, 1, -1, &err), ==, TL_OK);
  g_assert_null(c.op_mu);
  g_assert_cmpfloat(c.f[3], >, steady_f(w, 0.008));
  TlSlipFriction bad = law;
  bad.s_half1 = -1.0;
  g_assert_cmpint(tl_exact_curve_set_friction_law(&c, &bad, NULL, &err), ==, TL_EINVAL);
  g_assert_cmpint(c.law_set, ==, 0);
  tl_exact_free(w);
  tl_exact_curve_clear(&c);
}

/* ---- the cap --------------------------------------------------------------------- */

static void
test_cap(void)
{
  g_test_summary("At the cap of outer iterations a steady solve and a step return TL_EMAXITER "
                 "with a sentence and keep the last iterate as the state");
  const TlSlipFriction law = exp_law();
  const TlContactParams p = thesis_case(16);
  TlExact *w = tl_test_exact_alloc(&p);
  TlExactLawOptions o = tl_exact_law_options_default();
  o.max_outer = 2; /* ω = 0.5 needs about ten to reach 1e-3 */
  TlError err;
  g_assert_cmpint(tl_exact_set_friction_law(w, &law, &o, &err), ==, TL_OK);
  TlTraction t;
  g_assert_cmpint(tl_traction_alloc(&t, 16, 16, &err), ==, TL_OK);
  g_assert_cmpint(tl_exact_steady(w, 0.004, 0, 0, &t, NULL, &err), ==, TL_EMAXITER);
  g_assert_nonnull(strstr(err.message, "did not settle in 2 outer iterations"));
  const TlExactLawReport *r = tl_exact_law_report(w);
  g_assert_cmpint(r->converged, ==, 0);
  g_assert_cmpint(r->outer, ==, 2);
  /* the last iterate: a solution with the bounds of σ¹, published to out */
  g_assert_true(isfinite(t.f) && t.f > 0.0 && t.f < 0.4);
  g_assert_cmpfloat(t.f, ==, tl_exact_current(w)->f);
  g_assert_cmpint(tl_exact_step(w, 0.004, 0, 0, &t, NULL, &err), ==, TL_EMAXITER);
  g_assert_cmpfloat(t.f, ==, tl_exact_current(w)->f);
  g_assert_true(isfinite(t.f) && t.f > 0.0 && t.f < 0.4);
  tl_traction_free(&t);
  tl_exact_free(w);
}

/* ---- bad input ------------------------------------------------------------------- */

static void
assert_refused(TlExact *w, const TlSlipFriction *law, const TlExactLawOptions *o,
               const char *fragment)
{
  TlError err;
  g_assert_cmpint(tl_exact_set_friction_law(w, law, o, &err), ==, TL_EINVAL);
  if (!strstr(err.message, fragment))
    g_error("message '%s' lacks '%s'", err.message, fragment);
}

static void
test_bad_input(void)
{
  g_test_summary("A non-positive s_h, a negative mu, NaN or an outer option out of range is "
                 "refused with a sentence naming it, and the workspace keeps its law");
  const TlSlipFriction good = exp_law();
  TlExact *w = law_workspace(16, &good, 0.0, TL_EXACT_START_PREVIOUS);
  TlSlipFriction bad = good;
  bad.s_half1 = 0.0;
  assert_refused(w, &bad, NULL, "s_h");
  bad = good;
  bad.mu_kinetic = -0.1;
  assert_refused(w, &bad, NULL, "mu");
  bad = good;
  bad.dmu1 = NAN;
  assert_refused(w, &bad, NULL, "");
  TlExactLawOptions o = tl_exact_law_options_default();
  o.omega = 2.0;
  assert_refused(w, &good, &o, "omega");
  o = tl_exact_law_options_default();
  o.tol = NAN;
  assert_refused(w, &good, &o, "tolerance");
  o = tl_exact_law_options_default();
  o.max_outer = 0;
  assert_refused(w, &good, &o, "cap");
  g_assert_nonnull(tl_exact_friction_law(w));
  /* a cancelled solve leaves the state as it was before the call */
  steady_f(w, 0.003);
  TlTraction before;
  TlError e2;
  g_assert_cmpint(tl_traction_alloc(&before, 16, 16, &e2), ==, TL_OK);
  tl_traction_copy(&before, tl_exact_current(w));
  static const volatile int stop = 1;
  tl_exact_set_cancel(w, &stop);
  g_assert_cmpint(tl_exact_steady(w, 0.006, 0, 0, NULL, NULL, &e2), ==, TL_ECANCELLED);
  tl_exact_set_cancel(w, NULL);
  TlTraction after;
  g_assert_cmpint(tl_traction_alloc(&after, 16, 16, &e2), ==, TL_OK);
  tl_exact_traction(w, &after);
  assert_same_traction(&before, &after);
  tl_traction_free(&before);
  tl_traction_free(&after);
  TlExactLawStart start;
  TlError err;
  g_assert_cmpint(tl_exact_law_start_from_name("sideways", &start, &err), ==, TL_EINVAL);
  tl_exact_free(w);
}

/* ---- the command line -------------------------------------------------------------- */

/* A law that does not fall (μs = μk) is Coulomb friction with its own μ:
 * `steady --model exact` must give exactly the rows of `--mu` at that value,
 * as FASTSIM's law path does, not the default --mu's (it once did). */
static void
test_cli_constant_law(void)
{
  g_test_summary("steady --model exact with a constant --friction-law equals --mu at the law's "
                 "mu, row for row");
  TlCliRun law = tl_cli_run("steady", "--model", "exact", "--grid", "24x24", "--friction-law",
                            "exp", "--mu-static", "0.3", "--mu-kinetic", "0.3", "--cx",
                            "0.0005,0.002,0.05", NULL);
  TlCliRun mu = tl_cli_run("steady", "--model", "exact", "--grid", "24x24", "--mu", "0.3",
                           "--cx", "0.0005,0.002,0.05", NULL);
  g_assert_cmpint(law.status, ==, 0);
  g_assert_cmpint(mu.status, ==, 0);
  g_assert_cmpstr(law.out, ==, mu.out);
  g_assert_cmpfloat(tl_csv_value(law.out, 0, "mu_mean"), ==, 0.3);
  tl_cli_run_clear(&law);
  tl_cli_run_clear(&mu);
}

static void
test_cli_peak(void)
{
  g_test_summary("steady --model exact --friction-law exp on the thesis case reproduces the "
                 "core's creep-curve maximum; CSV and --map carry the local friction");
  GString *list = g_string_new(NULL);
  for (int k = 0; k < SCAN_N; k++)
    g_string_append_printf(list, "%s%.4f", k ? "," : "", SCAN_LO + k * SCAN_STEP);
  char *map = g_build_filename(g_get_tmp_dir(), "test-exact-law-map.csv", NULL);
  TlCliRun r = tl_cli_run("steady", "--model", "exact", "--grid", "50x50", "--speed-m-s", "1",
                          "--friction-law", "exp", "--cx", list->str, "--map", map, NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_nonnull(strstr(r.err, "outer iterations"));
  g_assert_nonnull(strstr(r.err, "N_E,max"));
  g_assert_null(strstr(r.err, "warning"));
  double f[SCAN_N];
  for (int k = 0; k < SCAN_N; k++) {
    f[k] = tl_csv_value(r.out, k, "f");
    g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, k, "falling_indicator"), 0.0115, 2e-4);
    g_assert_cmpfloat(tl_csv_value(r.out, k, "mu_mean"), <, 0.4);
  }
  double cx_peak, f_peak;
  parabola_peak(f, SCAN_N, SCAN_LO, SCAN_STEP, &cx_peak, &f_peak);
  /* the same solver as test_creep_curve_peak, from the same sweep: the same numbers */
  const TlSlipFriction law = exp_law();
  TlExact *w = law_workspace(50, &law, 0.0, TL_EXACT_START_PREVIOUS);
  double fc[SCAN_N], cx_core, f_core;
  for (int k = 0; k < SCAN_N; k++)
    fc[k] = steady_f(w, SCAN_LO + k * SCAN_STEP);
  parabola_peak(fc, SCAN_N, SCAN_LO, SCAN_STEP, &cx_core, &f_core);
  g_test_message("command line: peak %.5f at %.5f; core %.5f at %.5f", f_peak, cx_peak, f_core,
                 cx_core);
  g_assert_cmpfloat_with_epsilon(f_peak, f_core, 1e-9); /* CSV's ten digits */
  g_assert_cmpfloat_with_epsilon(cx_peak, cx_core, 1e-9);
  /* the acceptance: the command line reproduces the chapter's maximum */
  assert_states(THEORY, "The maximum is %.4f at cₓ = %.5f", f_peak, cx_peak);
  /* the map of the last creepage: local μ in (μk, μs) and σ > 0 where a cell slips */
  char *text = NULL;
  g_assert_true(g_file_get_contents(map, &text, NULL, NULL));
  int slipping = 0;
  for (int row = 0; row < 50 * 50; row++) {
    if (tl_csv_value(text, row, "state") != 2.0)
      continue;
    slipping++;
    g_assert_cmpfloat(tl_csv_value(text, row, "w_m_s"), >, 0.0);
    g_assert_cmpfloat(tl_csv_value(text, row, "mu"), <, 0.4);
    if (slipping > 40)
      break; /* enough rows (each lookup splits the file) */
  }
  g_assert_cmpint(slipping, >, 0);
  g_remove(map);
  g_free(text);
  g_free(map);
  tl_exact_free(w);
  tl_cli_run_clear(&r);
  g_string_free(list, TRUE);
}

static void
test_cli_transient_and_warning(void)
{
  g_test_summary("transient --model exact --friction-law exp --summary reports the outer "
                 "iterations and N_E,max; N_E above 1/2 warns on stderr; bad options exit 2");
  g_autofree char *summary = tl_cli_stdout(
      "transient", "--model", "exact", "--grid", "16x16", "--waveform", "constant", "--cx", "0.003",
      "--duration-ms", "20", "--friction-law", "exp", "--summary", NULL);
  tl_assert_contains(summary, "outer_iterations_max=", "outer_iterations_per_step=",
                     "falling_indicator=", "exact_start=previous", NULL);
  /* steady N_E = 0.0115·V/(1 m/s) (docs/theory-friction-in-contact.md §5): V = 60 m/s gives 0.69 > ½ */
  TlCliRun r = tl_cli_run("steady", "--model", "exact", "--grid", "20x20", "--speed-m-s", "60",
                          "--friction-law", "exp", "--cx", "0.002", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_nonnull(strstr(r.err, "falling friction is steep for one element"));
  tl_cli_run_clear(&r);
  /* a rolling step's N_E = 0.0153·V/(1 m/s): 0.61 at 40 m/s */
  r = tl_cli_run("transient", "--model", "exact", "--grid", "12x12", "--waveform", "constant",
                 "--cx", "0.003", "--duration-ms", "1", "--speed-m-s", "40", "--friction-law",
                 "exp", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_nonnull(strstr(r.err, "falling friction is steep for one element"));
  tl_cli_run_clear(&r);
  tl_cli_assert_usage_error("--exact-start", "steady", "--model", "exact", "--cx", "0.002",
                            "--friction-law", "exp", "--exact-start", "sideways");
  tl_cli_assert_usage_error("--s-half-m-s must be positive", "steady", "--model", "exact",
                            "--cx", "0.002", "--friction-law", "exp", "--s-half-m-s", "0");
  tl_cli_assert_usage_error("--exact-start belongs to --model exact", "steady", "--cx", "0.002",
                            "--friction-law", "exp", "--exact-start", "low");
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/exact-law/coulomb-limit", test_coulomb_limit);
  g_test_add_func("/exact-law/full-sliding", test_full_sliding);
  g_test_add_func("/exact-law/creep-curve-peak", test_creep_curve_peak);
  g_test_add_func("/exact-law/initial-estimates", test_initial_estimates);
  g_test_add_func("/exact-law/transient-settles", test_transient_settles);
  g_test_add_func("/exact-law/memory", test_memory);
  g_test_add_func("/exact-law/curve-api", test_curve_api);
  g_test_add_func("/exact-law/cap", test_cap);
  g_test_add_func("/exact-law/bad-input", test_bad_input);
  g_test_add_func("/exact-law/cli-constant-law", test_cli_constant_law);
  g_test_add_func("/exact-law/cli-peak", test_cli_peak);
  g_test_add_func("/exact-law/cli-transient", test_cli_transient_and_warning);
  return g_test_run();
}
