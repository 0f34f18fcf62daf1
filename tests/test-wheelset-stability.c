/* test-wheelset-stability.c — the linear stability of the wheelset on the
 * track (tribo/wheelset.h) against closed forms derived in docs/theory.md,
 * "The wheelset on the track":
 *  - the free wheelset's kinematic mode: frequency V √(λ/(r₀e)) as the creep
 *    coefficients grow, unstable at every speed (critical speed 0);
 *  - yaw stiffness only: the critical speed and frequency from the Routh–
 *    Hurwitz boundary of the quartic;
 *  - the root locus as V → 0: the slow pair scales with V, the fast roots
 *    with 1/V, each with its limit in closed form;
 *  - the eigenvalues against a direct time integration of the same system;
 *  - the gravity and spin switches, the state matrix against the manual's
 *    equations of motion, and bad input.
 */
#include <glib.h>
#include <gsl/gsl_errno.h>
#include <gsl/gsl_odeiv2.h>
#include <math.h>

#include "tl-test-util.h"
#include "tl-test-wheelset.h"
#include "tribo/wheelset.h"

/* The eigenvalue of positive imaginary part closest to zero real part. */
static TlWsEigen
oscillating_mode(const TlWsEigen ev[TL_WS_N_MODES])
{
  int best = -1;
  for (int i = 0; i < TL_WS_N_MODES; i++)
    if (ev[i].im > 0.0 && (best < 0 || fabs(ev[i].re) < fabs(ev[best].re)))
      best = i;
  g_assert_cmpint(best, >=, 0);
  return ev[best];
}

/* No suspension: as f₁₁, f₂₂ → ∞ the creep forces enforce rolling without
 * slip and the wheelset follows Klingel's sine, ω = V √(λ/(r₀e)). */
static void
test_free_kinematic_limit(void)
{
  TlWsParams p = tl_test_ws_case_params();
  p.ky = p.kpsi = 0.0;
  p.f11 = p.f22 = 1.0e11;
  const double speeds[] = {10.0, 40.0, 90.0};
  for (size_t k = 0; k < G_N_ELEMENTS(speeds); k++) {
    TlWsEigen ev[TL_WS_N_MODES];
    TlError err;
    g_assert_cmpint(tl_ws_eigen(&p, speeds[k], ev, &err), ==, TL_OK);
    const TlWsEigen m = oscillating_mode(ev);
    const double omega = speeds[k] * sqrt(p.conicity / (p.r0 * p.e));
    tl_assert_rel_what(m.im, omega, 1e-6, "kinematic frequency");
    g_assert_cmpfloat(fabs(m.re), <, 1e-4 * omega);
    /* the same as the speed over Klingel's wavelength */
    tl_assert_rel_what(m.freq_hz, speeds[k] / tl_ws_klingel_wavelength(&p), 1e-6, "V / L_Klingel");
  }
}

/* Without springs the kinematic mode grows at every speed: the critical
 * speed is 0, at the patch's finite coefficients too. */
static void
test_free_unstable(void)
{
  TlWsParams p = tl_test_ws_case_params();
  p.ky = p.kpsi = 0.0;
  const double speeds[] = {0.5, 5.0, 50.0, 200.0};
  for (size_t k = 0; k < G_N_ELEMENTS(speeds); k++) {
    double re;
    g_assert_cmpint(tl_ws_max_real(&p, speeds[k], &re, NULL), ==, TL_OK);
    g_assert_cmpfloat(re, >, 0.0);
  }
  TlWsCritical c;
  g_assert_cmpint(tl_ws_critical_speed(&p, 0.1, 500.0, &c, NULL), ==, TL_OK);
  g_assert_cmpint(c.kind, ==, TL_WS_CRITICAL_BELOW_MIN);
  g_assert_cmpfloat(c.speed, ==, 0.0);
}

/* Yaw stiffness only (k_y = 0).  With a = 2f₂₂, b = 2f₁₁ and
 * P = m b e² + I a the characteristic quartic is
 *   mI s⁴ + (P/V) s³ + (m k_ψ + a b e²/V²) s² + (a k_ψ/V) s + a b e λ/r₀,
 * and Hurwitz's c₃c₂c₁ = c₄c₁² + c₃²c₀ gives
 *   V_c² = a e r₀ k_ψ P / (λ P² − m² e r₀ k_ψ²),  ω_c² = c₁/c₃ = a k_ψ/P. */
static void
test_yaw_stiffness_closed_form(void)
{
  const double kpsi[] = {2.0e6, 1.0e7};
  const double f22[] = {9.0e6, 3.0e6};
  for (size_t k = 0; k < G_N_ELEMENTS(kpsi); k++) {
    TlWsParams p = tl_test_ws_case_params();
    p.ky = 0.0;
    p.kpsi = kpsi[k];
    p.f22 = f22[k];
    const double a = 2.0 * p.f22, b = 2.0 * p.f11, m = p.mass, e = p.e, r0 = p.r0;
    const double pp = m * b * e * e + p.yaw_inertia * a;
    const double vc =
        sqrt(a * e * r0 * p.kpsi * pp / (p.conicity * pp * pp - m * m * e * r0 * p.kpsi * p.kpsi));
    const double fc = sqrt(a * p.kpsi / pp) / (2.0 * M_PI);
    TlWsCritical c;
    TlError err;
    g_assert_cmpint(tl_ws_critical_speed(&p, 0.1, 1000.0, &c, &err), ==, TL_OK);
    g_assert_cmpint(c.kind, ==, TL_WS_CRITICAL_FOUND);
    tl_assert_rel_what(c.speed, vc, 1e-7, "critical speed, yaw stiffness only");
    tl_assert_rel_what(c.freq_hz, fc, 1e-6, "frequency at the critical speed");
  }
  /* λP² < m² e r₀ k_ψ²: no real V_c, stable at every speed */
  TlWsParams p = tl_test_ws_case_params();
  p.ky = 0.0;
  const double pp = p.mass * 2.0 * p.f11 * p.e * p.e + p.yaw_inertia * 2.0 * p.f22;
  p.kpsi = 1.1 * sqrt(p.conicity) * pp / (p.mass * sqrt(p.e * p.r0));
  TlWsCritical c;
  g_assert_cmpint(tl_ws_critical_speed(&p, 0.1, 5000.0, &c, NULL), ==, TL_OK);
  g_assert_cmpint(c.kind, ==, TL_WS_CRITICAL_NONE);
}

/* As V → 0 the creep damping 2f/V dominates: two fast roots
 * s ≈ −2f₂₂/(mV) and −2f₁₁e²/(IV), and a slow pair s ≈ V μ with μ the
 * eigenvalues of [[−k_y/(2f₂₂), 1], [−λ/(r₀e), −k_ψ/(2f₁₁e²)]] (the
 * inertia-free equations); without springs μ = ±i√(λ/(r₀e)), Klingel's. */
static void
test_root_locus_at_rest(void)
{
  const double v = 1e-3;
  for (int springs = 0; springs < 2; springs++) {
    TlWsParams p = tl_test_ws_case_params();
    if (!springs)
      p.ky = p.kpsi = 0.0;
    TlWsEigen ev[TL_WS_N_MODES];
    g_assert_cmpint(tl_ws_eigen(&p, v, ev, NULL), ==, TL_OK);
    /* the fast roots: the two most negative, both real */
    double fast[2] = {0.0, 0.0};
    int n_fast = 0;
    TlWsEigen slow = {0};
    for (int i = 0; i < TL_WS_N_MODES; i++) {
      if (ev[i].re * v < -1.0) {
        g_assert_cmpfloat(ev[i].im, ==, 0.0);
        if (n_fast == 2)
          g_error("more than two fast roots at %g m/s", v);
        fast[n_fast++] = ev[i].re * v;
      } else if (ev[i].im > 0.0) {
        slow = ev[i];
      }
    }
    g_assert_cmpint(n_fast, ==, 2);
    const double f1 = -2.0 * p.f22 / p.mass, f2 = -2.0 * p.f11 * p.e * p.e / p.yaw_inertia;
    tl_assert_rel_what(fmax(fast[0], fast[1]), fmax(f1, f2), 1e-6, "fast root (larger)");
    tl_assert_rel_what(fmin(fast[0], fast[1]), fmin(f1, f2), 1e-6, "fast root (smaller)");
    const double b11 = -p.ky / (2.0 * p.f22), b22 = -p.kpsi / (2.0 * p.f11 * p.e * p.e);
    const double b21 = -p.conicity / (p.r0 * p.e);
    const double tr = b11 + b22, det = b11 * b22 - b21;
    g_assert_cmpfloat(tr * tr - 4.0 * det, <, 0.0); /* a complex pair in both cases */
    const double mu_re = 0.5 * tr, mu_im = sqrt(det - 0.25 * tr * tr);
    tl_assert_rel_what(slow.im / v, mu_im, 1e-6, "slow pair, imaginary part over V");
    if (springs)
      tl_assert_rel_what(slow.re / v, mu_re, 1e-6, "slow pair, real part over V");
    else
      g_assert_cmpfloat(fabs(slow.re / v), <, 1e-6 * mu_im);
  }
}

/* ---- the eigenvalues against a time integration ----------------------------- */

static int
linear_rhs(double t, const double x[], double dxdt[], void *params)
{
  (void)t;
  const double *a = params;
  for (int i = 0; i < 4; i++) {
    dxdt[i] = 0.0;
    for (int j = 0; j < 4; j++)
      dxdt[i] += a[i * 4 + j] * x[j];
  }
  return GSL_SUCCESS;
}

/* From y = 1 mm at rest, the successive maxima of y(t) (after the fast
 * roots have died) decay by exp(re T) per period T = 2π/im of the least
 * damped pair, below and above the critical speed. */
static void
test_time_integration(void)
{
  TlWsParams p = tl_test_ws_case_params();
  TlWsCritical c;
  g_assert_cmpint(tl_ws_critical_speed(&p, 0.1, 500.0, &c, NULL), ==, TL_OK);
  g_assert_cmpint(c.kind, ==, TL_WS_CRITICAL_FOUND);
  const double speeds[] = {0.8 * c.speed, 1.1 * c.speed};
  for (size_t k = 0; k < G_N_ELEMENTS(speeds); k++) {
    double a[16];
    TlWsEigen ev[TL_WS_N_MODES];
    g_assert_cmpint(tl_ws_state_matrix(&p, speeds[k], a, NULL), ==, TL_OK);
    g_assert_cmpint(tl_ws_eigen(&p, speeds[k], ev, NULL), ==, TL_OK);
    TlWsEigen m = ev[0];
    for (int i = 1; i < TL_WS_N_MODES; i++)
      if (ev[i].re > m.re)
        m = ev[i];
    g_assert_cmpfloat(m.im, >, 0.0);
    gsl_odeiv2_system sys = {linear_rhs, NULL, 4, a};
    gsl_odeiv2_driver *d =
        gsl_odeiv2_driver_alloc_y_new(&sys, gsl_odeiv2_step_rk8pd, 1e-6, 1e-16, 1e-12);
    double x[4] = {1e-3, 0.0, 0.0, 0.0}, t = 0.0;
    const double period = 2.0 * M_PI / m.im, dt = period / 2000.0;
    double prev[2] = {NAN, NAN}, peak_t[3], peak_y[3];
    int n_peaks = 0;
    for (int step = 1; n_peaks < 3 && step < 200000; step++) {
      g_assert_cmpint(gsl_odeiv2_driver_apply(d, &t, step * dt, x), ==, GSL_SUCCESS);
      /* a maximum of y after five periods: parabola through three samples */
      if (t > 5.0 * period && prev[1] > prev[0] && prev[1] >= x[0]) {
        const double den = prev[0] - 2.0 * prev[1] + x[0];
        const double shift = 0.5 * (prev[0] - x[0]) / den;
        peak_t[n_peaks] = t - dt + shift * dt;
        peak_y[n_peaks] = prev[1] - 0.25 * (prev[0] - x[0]) * shift;
        n_peaks++;
      }
      prev[0] = prev[1];
      prev[1] = x[0];
    }
    gsl_odeiv2_driver_free(d);
    g_assert_cmpint(n_peaks, ==, 3);
    const double t_meas = 0.5 * (peak_t[2] - peak_t[0]);
    const double re_meas = log(peak_y[2] / peak_y[0]) / (peak_t[2] - peak_t[0]);
    tl_assert_rel_what(t_meas, period, 1e-5, "period of the integrated path");
    g_assert_cmpfloat(fabs(re_meas - m.re), <, 1e-4 * m.im);
    g_assert_cmpint(re_meas < 0.0, ==, speeds[k] < c.speed);
  }
}

/* The switches do what the manual says: gravity on is k_y + k_gy and
 * k_ψ + k_gψ, with k_gy > 0 and k_gψ < 0; spin on with f₂₃ = f₃₃ = 0 is spin
 * off. */
static void
test_switches(void)
{
  TlWsParams p = tl_test_ws_case_params();
  TlWsParams on = p, by_hand = p;
  on.gravity = 1;
  double kgy, kgpsi;
  tl_ws_gravity_stiffness(&p, &kgy, &kgpsi);
  tl_assert_rel_what(kgy, 2.0 * p.load * p.conicity / (p.e - p.r0 * p.conicity), 1e-15, "k_gy");
  tl_assert_rel_what(kgpsi, -2.0 * p.load * p.conicity * (p.e - p.r0 * p.conicity), 1e-15,
                     "k_gpsi");
  by_hand.ky += kgy;
  by_hand.kpsi += kgpsi;
  TlWsEigen a[TL_WS_N_MODES], b[TL_WS_N_MODES];
  g_assert_cmpint(tl_ws_eigen(&on, 60.0, a, NULL), ==, TL_OK);
  g_assert_cmpint(tl_ws_eigen(&by_hand, 60.0, b, NULL), ==, TL_OK);
  for (int i = 0; i < TL_WS_N_MODES; i++) {
    tl_assert_rel_what(a[i].re, b[i].re, 1e-12, "gravity on, real part");
    g_assert_cmpfloat(fabs(a[i].im - b[i].im), <=, 1e-12 * hypot(b[i].re, b[i].im));
  }
  TlWsParams spin = p;
  spin.spin = 1;
  spin.f23 = spin.f33 = 0.0;
  g_assert_cmpint(tl_ws_eigen(&spin, 60.0, a, NULL), ==, TL_OK);
  g_assert_cmpint(tl_ws_eigen(&p, 60.0, b, NULL), ==, TL_OK);
  for (int i = 0; i < TL_WS_N_MODES; i++)
    g_assert_cmpfloat(a[i].re, ==, b[i].re);
}

/* The state matrix is the manual's equations (docs/theory.md §13.3) with
 * both switches on: for any state, ẋ = A x satisfies them term by term. */
static void
test_equations_of_motion(void)
{
  TlWsParams p = tl_test_ws_case_params();
  p.spin = p.gravity = 1;
  p.f23 = 2.0e4;
  p.f33 = 300.0;
  const double v = 50.0, w = 2.0 * p.load, lam = p.conicity, e = p.e, r0 = p.r0;
  const double kgy = w * lam / (e - r0 * lam), kgpsi = -w * lam * (e - r0 * lam);
  double a[16];
  g_assert_cmpint(tl_ws_state_matrix(&p, v, a, NULL), ==, TL_OK);
  const double x[4] = {1e-3, 2e-3, 0.05, -0.03};
  double dx[4];
  for (int i = 0; i < 4; i++) {
    dx[i] = 0.0;
    for (int j = 0; j < 4; j++)
      dx[i] += a[i * 4 + j] * x[j];
  }
  const double y = x[0], psi = x[1], yd = x[2], psid = x[3];
  g_assert_cmpfloat(dx[0], ==, yd);
  g_assert_cmpfloat(dx[1], ==, psid);
  const double lateral[] = {p.mass * dx[2], 2.0 * p.f22 * (yd / v - psi), 2.0 * p.f23 * psid / v,
                            (p.ky + kgy) * y};
  const double yaw[] = {p.yaw_inertia * dx[3], 2.0 * p.f11 * (e * lam * y / r0 + e * e * psid / v),
                        -2.0 * p.f23 * (yd / v - psi), 2.0 * p.f33 * psid / v,
                        (p.kpsi + kgpsi) * psi};
  double sum = 0.0, scale = 0.0;
  for (size_t k = 0; k < G_N_ELEMENTS(lateral); k++) {
    sum += lateral[k];
    scale = fmax(scale, fabs(lateral[k]));
  }
  g_assert_cmpfloat(fabs(sum), <, 1e-12 * scale);
  sum = scale = 0.0;
  for (size_t k = 0; k < G_N_ELEMENTS(yaw); k++) {
    sum += yaw[k];
    scale = fmax(scale, fabs(yaw[k]));
  }
  g_assert_cmpfloat(fabs(sum), <, 1e-12 * scale);
}

static void
test_bad_input(void)
{
  TlWsParams p = tl_test_ws_case_params();
  TlError err;
  TlWsEigen ev[TL_WS_N_MODES];
  g_assert_cmpint(tl_ws_eigen(&p, 0.0, ev, &err), ==, TL_EINVAL);
  g_assert_cmpint(tl_ws_eigen(&p, NAN, ev, &err), ==, TL_EINVAL);
  TlWsParams bad = p;
  bad.mass = -1.0;
  g_assert_cmpint(tl_ws_params_validate(&bad, &err), ==, TL_EINVAL);
  bad = p;
  bad.conicity = 0.0;
  g_assert_cmpint(tl_ws_params_validate(&bad, &err), ==, TL_EINVAL);
  bad = p;
  bad.f11 = INFINITY;
  g_assert_cmpint(tl_ws_params_validate(&bad, &err), ==, TL_EINVAL);
  bad = p;
  bad.spin = 2;
  g_assert_cmpint(tl_ws_params_validate(&bad, &err), ==, TL_EINVAL);
  TlWsCritical c;
  g_assert_cmpint(tl_ws_critical_speed(&p, 10.0, 5.0, &c, &err), ==, TL_EINVAL);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  g_test_add_func("/wheelset/free/kinematic-limit", test_free_kinematic_limit);
  g_test_add_func("/wheelset/free/unstable", test_free_unstable);
  g_test_add_func("/wheelset/yaw-stiffness/closed-form", test_yaw_stiffness_closed_form);
  g_test_add_func("/wheelset/root-locus/at-rest", test_root_locus_at_rest);
  g_test_add_func("/wheelset/time-integration", test_time_integration);
  g_test_add_func("/wheelset/switches", test_switches);
  g_test_add_func("/wheelset/equations-of-motion", test_equations_of_motion);
  g_test_add_func("/wheelset/bad-input", test_bad_input);
  return g_test_run();
}
