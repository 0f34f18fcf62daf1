/* test-claims-steady.c — the numbers the README, the theory manual
 * (docs/theory.md) and the presets state about steady rolling contact:
 * FASTSIM against Kalker and its closed form, the exact solver's linear
 * coefficients, and the adhesion maxima of the falling friction laws,
 * computed again and looked for in the text (see tl-test-claims.h). */
#include <math.h>

#include "tl-test-claims.h"
#include "tl-test-exact.h"
#include "tl-test-util.h"
#include "tribo/analysis.h"
#include "tribo/contact.h"
#include "tribo/exact.h"
#include "tribo/fastsim.h"
#include "tribo/polach.h"
#include "tribo/preset.h"
#include "tribo/slipfriction.h"
#include "tribo/traction.h"

/* ---- FASTSIM ---------------------------------------------------------------- */

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

/* ---- the exact solver's Kalker limit and spin coefficients ------------------------ */

/* The exact solver for p on an m × m grid. */
static TlExact *
exact_open(TlContactParams *p, int m)
{
  p->mx = p->my = m;
  return tl_test_exact_alloc(p);
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

/* ---- falling friction: the adhesion maximum ------------------------------------ */

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
  tl_claims_add("/claims-steady/fastsim", test_fastsim);
  tl_claims_add("/claims-steady/exact-linear", test_exact_linear);
  tl_claims_add("/claims-steady/falling-friction-presets", test_falling_friction_presets);
  return g_test_run();
}
