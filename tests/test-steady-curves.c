/* test-steady-curves.c — the steady creep-curve figure's data
 * (tl_steady_curves_compute) against references computed here, not by the
 * function under test.
 *
 * Tolerances, from the numerics of each model:
 * - Kalker's linear theory, Shen–Hedrick–Elkins and Polach's model are closed
 *   forms: the formulas written out below agree to round-off (1e-12 relative).
 * - FASTSIM's fixed grid holds in each cell the brush traction of its
 *   downstream edge, so in the linear limit f/cₓ exceeds Kalker's slope
 *   G a b C11/F_N by O(Δx), at most about 1.7/m on an m × m grid
 *   (docs/theory.md §7 quotes +3 % at 50²), and never falls below it.
 * - At full sliding every cell carries μ(σ) p_n.  The load's quadrature
 *   Σ p_n ΔA/F_N − 1 of the parabolic bound is below ½(Δx/a)² (8e-4 at 50²);
 *   σ differs from V|cₓ| by the elastic slip V L ∂(μ p_n)/∂x, whose
 *   p_n-weighted mean vanishes along each strip (p_n is 0 at both ends), so
 *   it enters f only at second order.  The theory chapter's independent
 *   implementations bound the whole by 2e-4 for cₓ ≥ 0.05 at V/s_h = 10
 *   (docs/theory-friction-in-contact.md §6); with the load error the bound
 *   used here is 2e-4 + μ·½(Δx/a)², also at 10 m/s (V/s_h = 100), where the
 *   law is flatter still at these slip speeds.
 * - The refined adhesion maximum against a brute-force scan of 2001
 *   creepages (FASTSIM's solver called directly, Polach's closed form written
 *   out): the true maximum lies within
 *   one scan step h of the largest scanned sample, and the refinement (a
 *   parabola through a 21-point scan of step h_r) within h_r of it, so the
 *   abscissae agree within h + h_r; the largest scanned f lies below the true
 *   maximum by at most ½|f″|h², f″ estimated from the scan itself (FASTSIM on
 *   a grid is not smooth below the cell scale: there the bound is the scan's
 *   largest step in f between neighbours).
 * - Polach's published values (docs/theory-friction-in-contact.md §6 c) are
 *   printed to four digits: half a unit of the last digit. */
#include <math.h>
#include <string.h>

#include "tl-test-util.h"
#include "tribo/fastsim.h"
#include "tribo/polach.h"
#include "tribo/steady-curves.h"

/* n equally spaced creepages over [lo, hi] */
static void
compute(const TlSteadyCurvesSpec *spec, TlSteadyCurves *c)
{
  TlError err;
  if (tl_steady_curves_compute(spec, c, &err) != TL_OK)
    g_error("tl_steady_curves_compute: %s", err.message);
}

/* Kalker's slope G a b C11 / F_N of the case. */
static double
kalker_slope(const TlContactParams *p)
{
  TlContactBasics b;
  g_assert_cmpint(tl_contact_basics(p, &b, NULL), ==, TL_OK);
  return b.hertz.material.shear_modulus * b.hertz.a * b.hertz.b * b.kalker.c11 /
         b.hertz.normal_load;
}

/* The exponential law's μ(σ) written out: μk + Δμ₁ 2^(−σ/s_h1). */
static double
exp_mu(const TlSlipFriction *law, double sigma)
{
  return law->mu_kinetic + law->dmu1 * pow(2.0, -sigma / law->s_half1);
}

/* The index of the largest of n samples. */
static int
argmax(const double *f, int n)
{
  int k = 0;
  for (int i = 1; i < n; i++)
    if (f[i] > f[k])
      k = i;
  return k;
}

/* How far below the true maximum the largest of the scan's samples (step h)
 * can lie: ½|f″|h² with f″ from the samples around it, or where the curve is
 * rough at that scale, its largest step between neighbours there. */
static double
scan_f_error(const double *f, int k)
{
  const double second = fabs(f[k + 1] - 2.0 * f[k] + f[k - 1]);
  const double step = fmax(fabs(f[k + 1] - f[k]), fabs(f[k] - f[k - 1]));
  return fmax(0.5 * second, step);
}

static void
test_coulomb(void)
{
  g_test_summary("Coulomb friction: the linear, SHE and FASTSIM curves against Kalker's slope, "
                 "Shen's cubic and mu at full slip; the map and mu map at the operating point");
  TlSteadyCurvesSpec s = tl_steady_curves_spec_default(); /* 50 × 50, μ = 0.4 */
  const TlContactParams *p = &s.params;
  const double slope = kalker_slope(p), c_sat = 3.0 * p->mu / slope; /* SHE saturates (u = 3) */
  const int n = 24;
  double cx[24];
  cx[0] = 0.0;
  cx[1] = 1e-4 * c_sat / 3.0; /* u ≈ 1e-4: no cell reaches the bound */
  for (int k = 2; k < n - 1; k++)
    cx[k] = 2.0 * c_sat * (k - 1) / (n - 3);
  cx[n - 1] = 20.0 * c_sat; /* far into full slip */
  s.cx = cx;
  s.n = n;
  s.params.cx = cx[5];
  s.speeds[0] = 10.0; /* no other speeds with Coulomb */
  s.n_speeds = 1;
  TlSteadyCurves c;
  tl_steady_curves_init(&c);
  compute(&s, &c);
  g_assert_false(c.law_on);
  g_assert_cmpint(c.n, ==, n);
  const double *lin = c.f[TL_STEADY_CURVE_LINEAR], *she = c.f[TL_STEADY_CURVE_SHEN];
  const double *fs = c.f[TL_STEADY_CURVE_FASTSIM];
  for (int k = 1; k < n; k++) {
    tl_assert_rel(lin[k], slope * cx[k], 1e-12);
    const double u = slope * cx[k] / p->mu;
    tl_assert_rel(she[k], u < 3.0 ? p->mu * (u - u * u / 3.0 + u * u * u / 27.0) : p->mu, 1e-12);
    tl_assert_rel(c.mu_line[k], p->mu, 0.0);
    g_assert_cmpfloat(fs[k], >=, fs[k - 1] - 1e-12); /* round-off once all slips */
  }
  g_assert_cmpfloat(fs[0], ==, 0.0);
  const double excess = fs[1] / lin[1] - 1.0;
  g_test_message("FASTSIM's small-creepage slope exceeds Kalker's by %+.3f %% on %dx%d",
                 100.0 * excess, p->mx, p->my);
  g_assert_cmpfloat(excess, >, 0.0);
  g_assert_cmpfloat(excess, <=, 1.7 / p->mx);
  const double dx = 2.0 / p->mx; /* Δx/a */
  tl_assert_rel(fs[n - 1], p->mu, 0.5 * dx * dx);
  /* the operating point: the same solve as the curve's sample there */
  g_assert_cmpfloat(c.op_f[TL_STEADY_CURVE_FASTSIM], ==, fs[5]);
  g_assert_cmpfloat(c.map.f, ==, fs[5]);
  tl_assert_rel(c.op_f[TL_STEADY_CURVE_LINEAR], slope * cx[5], 1e-12);
  g_assert_cmpfloat(c.op_f[TL_STEADY_CURVE_SHEN], ==, she[5]);
  for (int k = 0; k < p->mx * p->my; k++)
    g_assert_cmpfloat(c.mu_map[k], ==, c.map.state[k] == TL_CELL_OUTSIDE ? 0.0 : p->mu);
  g_assert_cmpint(c.stats.slip_cells, ==, 0);
  g_assert_cmpfloat(c.n_max, ==, 0.0);
  /* no falling law: no maximum, no other speeds, Polach off */
  g_assert_true(isnan(c.peak_f) && isnan(c.peak_cx));
  g_assert_null(c.f_speed[0]);
  g_assert_true(isnan(c.f_polach[3]) && isnan(c.op_polach) && isnan(c.polach_peak_f));

  /* FASTSIM off: its curve is NaN, its map is still the operating point's */
  s.models = TL_STEADY_LINEAR;
  TlSteadyCurves off;
  tl_steady_curves_init(&off);
  compute(&s, &off);
  g_assert_true(isnan(off.f[TL_STEADY_CURVE_FASTSIM][5]));
  g_assert_true(isnan(off.op_f[TL_STEADY_CURVE_FASTSIM]));
  g_assert_true(isnan(off.f[TL_STEADY_CURVE_SHEN][5]));
  g_assert_cmpfloat(off.map.f, ==, c.map.f);
  g_assert_cmpfloat(off.f[TL_STEADY_CURVE_LINEAR][5], ==, lin[5]);
  tl_steady_curves_clear(&off);
  tl_steady_curves_clear(&c);
}

/* The exponential law 0.4 → 0.2, s_h = 0.1 m/s on the default case (50²). */
static TlSteadyCurvesSpec
law_spec(double speed)
{
  TlSteadyCurvesSpec s = tl_steady_curves_spec_default();
  s.params.speed = speed;
  s.law = tl_slip_friction_default(TL_SLIP_LAW_EXP);
  return s;
}

static void
test_full_sliding(void)
{
  g_test_summary("A falling law at full sliding: f -> mu(V|cx|) at the case's speed and at the "
                 "other speeds, and the mu line is the law read at V|cx|");
  TlSteadyCurvesSpec s = law_spec(1.0);
  const double cx[] = { 0.05, 0.1, 0.2 };
  s.cx = cx;
  s.n = G_N_ELEMENTS(cx);
  s.params.cx = 0.1;
  s.speeds[0] = 1.0; /* the case's own speed: not solved twice */
  s.speeds[1] = 10.0;
  s.speeds[2] = 0.0; /* none */
  s.n_speeds = 3;
  TlSteadyCurves c;
  tl_steady_curves_init(&c);
  compute(&s, &c);
  g_assert_true(c.law_on);
  g_assert_null(c.f_speed[0]);
  g_assert_nonnull(c.f_speed[1]);
  g_assert_null(c.f_speed[2]);
  const double dx = 2.0 / s.params.mx;
  for (int k = 0; k < s.n; k++) {
    const double mu = exp_mu(&s.law, s.params.speed * cx[k]);
    const double mu10 = exp_mu(&s.law, 10.0 * cx[k]);
    const double tol = 2e-4 + mu * 0.5 * dx * dx;
    g_test_message("cx = %g: f = %.5f (mu %.5f), at 10 m/s %.5f (mu %.5f)", cx[k],
                   c.f[TL_STEADY_CURVE_FASTSIM][k], mu, c.f_speed[1][k], mu10);
    tl_assert_rel(c.mu_line[k], mu, 1e-14);
    g_assert_cmpfloat_with_epsilon(c.f[TL_STEADY_CURVE_FASTSIM][k], mu, tol);
    g_assert_cmpfloat_with_epsilon(c.f_speed[1][k], mu10, 2e-4 + mu10 * 0.5 * dx * dx);
  }
  /* every cell slips at the operating point, with the law's μ near μ(V cₓ) */
  g_assert_cmpfloat(c.map.stick_fraction, ==, 0.0);
  g_assert_cmpfloat(c.op_f[TL_STEADY_CURVE_FASTSIM], ==, c.f[TL_STEADY_CURVE_FASTSIM][1]);
  g_assert_cmpint(c.stats.slip_cells, >, 0);
  g_assert_cmpfloat_with_epsilon(c.stats.mu_mean, exp_mu(&s.law, 0.1), 0.01);

  /* curves handed back are copied, not solved (here a marker no solve gives) */
  double marker[3] = { -1.0, -2.0, -3.0 };
  s.reuse_speed[1] = marker;
  TlSteadyCurves again;
  tl_steady_curves_init(&again);
  compute(&s, &again);
  for (int k = 0; k < s.n; k++)
    g_assert_cmpfloat(again.f_speed[1][k], ==, marker[k]);
  tl_steady_curves_clear(&again);
  tl_steady_curves_clear(&c);
}

static void
test_fastsim_peak(void)
{
  g_test_summary("FASTSIM's refined adhesion maximum with the exponential law at V/s_h = 10 "
                 "against a 2001-point scan of the solver, and the chapter's 0.3896 at 0.0075");
  TlSteadyCurvesSpec s = law_spec(1.0);
  const int n = 121, dense = 2001;
  const double cmax = 0.05; /* the figure's range for a falling law */
  double *cx = tl_test_linspace(0.0, cmax, n);
  s.cx = cx;
  s.n = n;
  s.models = TL_STEADY_FASTSIM;
  TlSteadyCurves c;
  tl_steady_curves_init(&c);
  compute(&s, &c);
  g_assert_true(isfinite(c.peak_f));
  /* the falling indicator of the thesis case: 0.0387 V/s_h on 50² (chapter §4) */
  g_assert_cmpfloat_with_epsilon(c.n_max, 0.387, 0.005);

  double *xd = tl_test_linspace(0.0, cmax, dense), *fd = g_new(double, dense);
  TlError err;
  g_assert_cmpint(tl_fastsim_law_curve(&s.params, &s.law, xd, dense, fd, NULL, NULL, NULL, NULL,
                                       NULL, &err),
                  ==, TL_OK);
  const int k = argmax(fd, dense);
  g_assert_cmpint(k, >, 0);
  g_assert_cmpint(k, <, dense - 1);
  const double h = cmax / (dense - 1), h_r = 2.0 * (cmax / (n - 1)) / 20.0;
  const double f_err = scan_f_error(fd, k);
  g_test_message("refined maximum %.6f at %.6f; scan %.6f at %.6f (f within %.2g)", c.peak_f,
                 c.peak_cx, fd[k], xd[k], f_err);
  g_assert_cmpfloat(fabs(c.peak_cx - xd[k]), <=, h + h_r);
  g_assert_cmpfloat(c.peak_f, >=, fd[k] - f_err);
  g_assert_cmpfloat(c.peak_f, <=, fd[k] + f_err);
  /* docs/theory-friction-in-contact.md §6 b, located there to ±2e-4 */
  g_assert_cmpfloat_with_epsilon(c.peak_f, 0.3896, 2e-4);
  g_assert_cmpfloat_with_epsilon(c.peak_cx, 0.0075, 2e-4);
  g_free(xd);
  g_free(fd);
  g_free(cx);
  tl_steady_curves_clear(&c);
}

/* Polach's f for pure cₓ ≥ 0 written out (docs/theory-friction-in-contact.md
 * §3): μ = μ₀[(1 − A)e^(−B V cₓ) + A], ε = π G a b C11 cₓ/(4 F_N μ),
 * f = (2μ/π)[kA ε/(1 + (kA ε)²) + arctan(kS ε)]. */
static double
polach_f(const TlContactParams *p, const TlPolachParams *pp, double cx)
{
  const double mu = pp->mu0 * ((1.0 - pp->a) * exp(-pp->b * p->speed * cx) + pp->a);
  const double eps = M_PI / 4.0 * kalker_slope(p) * cx / mu, ka = pp->k_a * eps;
  return 2.0 * mu / M_PI * (ka / (1.0 + ka * ka) + atan(pp->k_s * eps));
}

static void
test_polach(void)
{
  g_test_summary("Polach's curve against its closed form and the published dry values at "
                 "10 m/s, its refined maximum against a 2001-point scan");
  TlSteadyCurvesSpec s = tl_steady_curves_spec_default();
  s.params.speed = 10.0;
  s.params.cx = 0.1;
  s.models = TL_STEADY_POLACH;
  s.polach = tl_polach_params_dry();
  const int n = 121, dense = 2001;
  const double cmax = 0.4; /* the figure's range for Polach */
  double *cx = tl_test_linspace(0.0, cmax, n);
  s.cx = cx;
  s.n = n;
  TlSteadyCurves c;
  tl_steady_curves_init(&c);
  compute(&s, &c);
  for (int k = 1; k < n; k++)
    tl_assert_rel(c.f_polach[k], polach_f(&s.params, &s.polach, cx[k]), 1e-12);
  tl_assert_rel(c.op_polach, polach_f(&s.params, &s.polach, 0.1), 1e-12);
  g_assert_cmpfloat_with_epsilon(c.op_polach, 0.3883, 5e-5);
  /* the other models are off */
  for (int m = 0; m < TL_STEADY_N_CURVES; m++)
    g_assert_true(isnan(c.f[m][n / 2]) && isnan(c.op_f[m]));
  g_assert_true(isnan(c.peak_f));

  double *xd = tl_test_linspace(0.0, cmax, dense), *fd = g_new(double, dense);
  for (int k = 0; k < dense; k++)
    fd[k] = polach_f(&s.params, &s.polach, xd[k]);
  const int k = argmax(fd, dense);
  const double h = cmax / (dense - 1), h_r = 2.0 * (cmax / (n - 1)) / 20.0;
  const double f_err = 0.5 * fabs(fd[k + 1] - 2.0 * fd[k] + fd[k - 1]);
  g_test_message("Polach maximum %.6f at %.6f; scan %.6f at %.6f (f within %.2g)",
                 c.polach_peak_f, c.polach_peak_cx, fd[k], xd[k], f_err);
  g_assert_cmpfloat(fabs(c.polach_peak_cx - xd[k]), <=, h + h_r);
  g_assert_cmpfloat_with_epsilon(c.polach_peak_f, fd[k], f_err + 1e-12);
  g_assert_cmpfloat(c.polach_peak_f, >=, fd[k] - 1e-12);
  /* §6 c: dry at 10 m/s, 0.4353 at cₓ = 0.0365 */
  g_assert_cmpfloat_with_epsilon(c.polach_peak_f, 0.4353, 5e-5);
  g_assert_cmpfloat_with_epsilon(c.polach_peak_cx, 0.0365, 5e-5);
  g_free(xd);
  g_free(fd);
  g_free(cx);
  tl_steady_curves_clear(&c);
}

static void
test_bad_input(void)
{
  g_test_summary("Bad input is refused with a sentence and leaves the curves as they were");
  TlSteadyCurvesSpec s = law_spec(1.0);
  const double cx[] = { 0.0, 0.001, 0.002 };
  s.cx = cx;
  s.n = 3;
  TlSteadyCurves c;
  tl_steady_curves_init(&c);
  compute(&s, &c);
  const TlSteadyCurves before = c;
  TlError err;
  TlSteadyCurvesSpec bad = s;
  bad.variant = TL_FASTSIM_STRIPWISE;
  g_assert_cmpint(tl_steady_curves_compute(&bad, &c, &err), ==, TL_ENOTAVAIL);
  g_assert_nonnull(strstr(err.message, "fixed grid"));
  bad = s;
  bad.models |= TL_STEADY_POLACH;
  bad.polach.k_s = 2.0;
  g_assert_cmpint(tl_steady_curves_compute(&bad, &c, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "kS"));
  bad = s;
  bad.n = 0;
  g_assert_cmpint(tl_steady_curves_compute(&bad, &c, &err), ==, TL_EINVAL);
  bad = s;
  bad.models |= 1u << 3;
  g_assert_cmpint(tl_steady_curves_compute(&bad, &c, &err), ==, TL_EINVAL);
  bad = s;
  bad.law.s_half1 = 0.0;
  g_assert_cmpint(tl_steady_curves_compute(&bad, &c, &err), ==, TL_EINVAL);
  /* still the first call's arrays and numbers */
  for (int m = 0; m < TL_STEADY_N_CURVES; m++)
    g_assert_true(c.f[m] == before.f[m]);
  g_assert_true(c.map.tx == before.map.tx && c.mu_map == before.mu_map);
  g_assert_true(c.f_polach == before.f_polach && c.mu_line == before.mu_line);
  g_assert_cmpint(c.n, ==, 3);
  g_assert_cmpfloat(c.n_max, ==, before.n_max);
  /* strip-wise Coulomb is fine */
  bad = tl_steady_curves_spec_default();
  bad.variant = TL_FASTSIM_STRIPWISE;
  bad.cx = cx;
  bad.n = 3;
  compute(&bad, &c);
  g_assert_false(c.law_on);
  tl_steady_curves_clear(&c);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/steady-curves/coulomb", test_coulomb);
  g_test_add_func("/steady-curves/full-sliding", test_full_sliding);
  g_test_add_func("/steady-curves/fastsim-peak", test_fastsim_peak);
  g_test_add_func("/steady-curves/polach", test_polach);
  g_test_add_func("/steady-curves/bad-input", test_bad_input);
  return g_test_run();
}
