/* test-wheelset.c — the wheelset on the track (tribo/wheelset.h and its
 * study) against closed forms derived in docs/theory.md, "The wheelset on
 * the track":
 *  - the free wheelset's kinematic mode: frequency V √(λ/(r₀e)) as the creep
 *    coefficients grow, unstable at every speed (critical speed 0);
 *  - yaw stiffness only: the critical speed and frequency from the Routh–
 *    Hurwitz boundary of the quartic;
 *  - the root locus as V → 0: the slow pair scales with V, the fast roots
 *    with 1/V, each with its limit in closed form;
 *  - the eigenvalues against a direct time integration of the same system;
 *  - conical wheels: the integrated path's wavelength is Klingel's;
 *  - S1002/60E1: the integrated wavelength equals the energy-integral one of
 *    the conicity code, and Klingel's at EN 15302's harmonic conicity.
 */
#include <glib.h>
#include <gsl/gsl_errno.h>
#include <gsl/gsl_odeiv2.h>
#include <math.h>

#include "study-wheelset.h"
#include "tl-test-util.h"
#include "tl-test-wheelrail.h"
#include "tl-test-wheelset.h"
#include "tribo/kalker.h"
#include "tribo/units.h"
#include "tribo/wheelrail.h"
#include "tribo/wheelset.h"

/* Round numbers for the closed forms (not the defaults: a test of the
 * formulas should not move when a default does). */
static TlWsParams
case_params(void)
{
  TlWsParams p = tl_ws_params_default();
  p.mass = 1500.0;
  p.yaw_inertia = 700.0;
  p.ky = 2.0e6;
  p.kpsi = 1.0e7;
  p.r0 = 0.46;
  p.e = 0.75;
  p.conicity = 0.2;
  p.f11 = 1.0e7;
  p.f22 = 9.0e6;
  return p;
}

/* The largest |y| of a run from sample `from` on [m]. */
static double
max_abs_y(const TlWsRun *r, int from)
{
  double m = 0.0;
  for (int k = from; k < r->n; k++)
    m = fmax(m, fabs(r->y[k]));
  return m;
}

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
  TlWsParams p = case_params();
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
  TlWsParams p = case_params();
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
    TlWsParams p = case_params();
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
  TlWsParams p = case_params();
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
    TlWsParams p = case_params();
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
  TlWsParams p = case_params();
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

static double cone(double y, void *data);

/* ---- the run in time -------------------------------------------------------- */

/* The maxima of y in a run after `after` seconds, by the parabola through
 * each largest sample and its neighbours: up to `max` of them. */
static int
run_peaks(const TlWsRun *r, double after, double *t, double *y, int max)
{
  int n = 0;
  for (int k = 1; k + 1 < r->n && n < max; k++) {
    if (r->t[k] < after || !(r->y[k] > r->y[k - 1] && r->y[k] >= r->y[k + 1]))
      continue;
    const double den = r->y[k - 1] - 2.0 * r->y[k] + r->y[k + 1];
    const double shift = 0.5 * (r->y[k - 1] - r->y[k + 1]) / den;
    const double dt = r->t[k + 1] - r->t[k];
    t[n] = r->t[k] + shift * dt;
    y[n] = r->y[k] - 0.25 * (r->y[k - 1] - r->y[k + 1]) * shift;
    n++;
  }
  return n;
}

/* tl_ws_run on cones is the linear system: its maxima decay (or grow) at the
 * least damped eigenvalue's rate and recur at its period, and the envelope
 * stops decaying at the critical speed the eigenvalues give. */
static void
test_run_is_the_linear_system(void)
{
  TlWsParams p = case_params();
  TlWsCritical c;
  g_assert_cmpint(tl_ws_critical_speed(&p, 0.1, 500.0, &c, NULL), ==, TL_OK);
  const double factors[] = {0.8, 0.98, 1.02, 1.1};
  for (size_t i = 0; i < G_N_ELEMENTS(factors); i++) {
    const double v = factors[i] * c.speed;
    TlWsEigen ev[TL_WS_N_MODES];
    g_assert_cmpint(tl_ws_eigen(&p, v, ev, NULL), ==, TL_OK);
    TlWsEigen m = ev[0];
    for (int k = 1; k < TL_WS_N_MODES; k++)
      if (ev[k].re > m.re)
        m = ev[k];
    const double period = 2.0 * M_PI / m.im;
    TlWsRunParams rp = tl_ws_run_params_default();
    rp.v_start = rp.v_end = v;
    rp.dt = period / 400.0;
    rp.duration = 12.0 * period;
    TlWsRun r = {0};
    TlError err;
    if (tl_ws_run(&p, NULL, NULL, NULL, p.e, &rp, NULL, &r, &err) != TL_OK)
      g_error("%s", err.message);
    g_assert_false(r.stopped);
    double t[3], y[3];
    g_assert_cmpint(run_peaks(&r, 5.0 * period, t, y, 3), ==, 3);
    tl_assert_rel_what(0.5 * (t[2] - t[0]), period, 1e-5, "period of the run");
    const double rate = log(y[2] / y[0]) / (t[2] - t[0]);
    g_assert_cmpfloat(fabs(rate - m.re), <, 1e-4 * m.im);
    g_assert_cmpint(rate < 0.0, ==, v < c.speed);
    /* x = V t at constant speed */
    tl_assert_rel_what(r.x[r.n - 1], v * r.t[r.n - 1], 1e-9, "distance run");
    tl_ws_run_clear(&r);
  }
}

/* A speed ramp: V(t) runs linearly, x(t) = v0 t + (v1 − v0) t²/(2T); an
 * unstable wheelset stops at the largest shift, its last sample past it. */
static void
test_run_ramp_and_stop(void)
{
  TlWsParams p = case_params();
  TlWsRunParams rp = tl_ws_run_params_default();
  rp.v_start = 40.0;
  rp.v_end = 60.0;
  rp.duration = 1.0;
  TlWsRun r = {0};
  g_assert_cmpint(tl_ws_run(&p, NULL, NULL, NULL, p.e, &rp, NULL, &r, NULL), ==, TL_OK);
  g_assert_cmpint(r.n, ==, 1001);
  tl_assert_rel_what(r.v[500], 50.0, 1e-12, "speed half way");
  tl_assert_rel_what(r.x[r.n - 1], 40.0 + 0.5 * 20.0, 1e-9, "distance of the ramp");
  tl_ws_run_clear(&r);
  /* without springs the kinematic mode grows at every speed */
  p.ky = p.kpsi = 0.0;
  rp.v_start = rp.v_end = 60.0;
  rp.duration = 100.0;
  g_assert_cmpint(tl_ws_run(&p, NULL, NULL, NULL, p.e, &rp, NULL, &r, NULL), ==, TL_OK);
  g_assert_true(r.stopped);
  g_assert_cmpfloat(fabs(r.y[r.n - 1]), >, TL_WS_RUN_MAX_SHIFT);
  g_assert_cmpfloat(fabs(r.y[r.n - 2]), <=, TL_WS_RUN_MAX_SHIFT);
  tl_ws_run_clear(&r);
  /* bad runs */
  TlError err;
  rp = tl_ws_run_params_default();
  rp.dt = 2.0 * rp.duration;
  g_assert_cmpint(tl_ws_run(&p, NULL, NULL, NULL, p.e, &rp, NULL, &r, &err), ==, TL_EINVAL);
  rp = tl_ws_run_params_default();
  rp.v_end = 0.0;
  g_assert_cmpint(tl_ws_run(&p, NULL, NULL, NULL, p.e, &rp, NULL, &r, &err), ==, TL_EINVAL);
  p.gravity = 1;
  rp = tl_ws_run_params_default();
  double lambda = 0.2;
  g_assert_cmpint(tl_ws_run(&p, NULL, cone, &lambda, p.e, &rp, NULL, &r, &err), ==, TL_EINVAL);
  g_assert_cmpint(r.n, ==, 0); /* a failed run leaves *out as it was */
}

/* Saturating creep forces (Polach's, FASTSIM's) bound the hunting that the
 * linear forces let grow: at 1.4 times the linear critical speed (of the same
 * patches' Kalker coefficients) the linear run passes 100 mm and stops, the
 * saturating one settles in a limit cycle larger than its start; well below
 * it both die out. */
static void
test_run_limit_cycle(gconstpointer data)
{
  const TlWsCreepModel model = (TlWsCreepModel)GPOINTER_TO_INT(data);
  TlStudyWheelsetSpec spec = tl_study_wheelset_spec_default();
  spec.run = 1;
  spec.run_params.duration = 10.0;
  spec.run_params.dt = 2e-3;
  TlStudyWheelset lin, pol;
  tl_study_wheelset_init(&lin);
  tl_study_wheelset_init(&pol);
  TlError err;
  tl_test_ws_update(&lin, &spec);
  g_assert_cmpint(lin.critical.kind, ==, TL_WS_CRITICAL_FOUND);
  const double vc = lin.critical.speed;
  const double factors[] = {0.5, 1.4};
  for (size_t i = 0; i < G_N_ELEMENTS(factors); i++) {
    spec.run_params.v_start = spec.run_params.v_end = factors[i] * vc;
    spec.creep_model = TL_WS_CREEP_LINEAR;
    g_assert_cmpint(tl_study_wheelset_update(&lin, &spec, NULL, &err), ==, TL_OK);
    spec.creep_model = model;
    tl_test_ws_update(&pol, &spec);
    g_assert_cmpint(pol.creep.n_patches, ==, 2);
    double last = 0.0; /* the saturating run's largest |y| over the last fifth */
    for (int k = pol.run.n - pol.run.n / 5; k < pol.run.n; k++)
      last = fmax(last, fabs(pol.run.y[k]));
    g_assert_false(pol.run.stopped);
    if (factors[i] < 1.0) {
      g_assert_false(lin.run.stopped);
      g_assert_cmpfloat(last, <, 1e-3 * spec.run_params.y0);
    } else {
      g_assert_true(lin.run.stopped);
      g_assert_cmpfloat(last, >, spec.run_params.y0);
      g_assert_cmpfloat(last, <, TL_WS_RUN_MAX_SHIFT);
    }
  }
  /* these forces take the patches: not with given coefficients, not in the
   * (linear) root locus alone */
  spec.creep_given = TL_STUDY_WS_GIVEN_F11;
  g_assert_cmpint(tl_study_wheelset_update(&pol, &spec, NULL, &err), ==, TL_EINVAL);
  spec.creep_given = 0;
  spec.run = 0;
  g_assert_cmpint(tl_study_wheelset_update(&pol, &spec, NULL, &err), ==, TL_EINVAL);
  tl_study_wheelset_clear(&lin);
  tl_study_wheelset_clear(&pol);
}

/* The flange as a spring: with creep coefficients of 1 N the wheelset is a
 * mass on its lateral spring k_y, stiffened by k_f beyond the clearance δ.
 * Started at rest at y₀ > δ it moves as a piecewise-linear oscillator whose
 * quarter period has a closed form: outside δ a cosine about the shifted
 * centre y* = k_f δ/(k_y + k_f) at ω₂ = √((k_y + k_f)/m) down to δ, then a
 * sine at ω₁ = √(k_y/m) from δ to 0.  The creep damping 2f₂₂/V (0.04 N·s/m
 * against m = 1500 kg) and the yaw coupling through f₁₁ move the crossing by
 * less than 1e-9 of it, and the crossing is interpolated between samples 1 µs
 * apart where ÿ = 0.  What is left is the integrator's: the force has a kink
 * at δ, and the step across it is not of the stepper's order, so its error
 * estimate no longer bounds the error (2e-7 of the quarter period here, where
 * smooth forces keep 1e-10): 1e-6. */
static void
test_flange_spring(void)
{
  TlWsParams p = case_params();
  p.f11 = p.f22 = 1.0;
  TlWsRunParams rp = tl_ws_run_params_default();
  rp.flange_clearance = 6.25 * TL_UNIT_MM;
  rp.flange_stiffness = 15.3e6;
  rp.y0 = 8.375 * TL_UNIT_MM;
  rp.duration = 0.05;
  rp.dt = 1e-6;
  rp.v_start = rp.v_end = 50.0;
  g_assert_cmpfloat(tl_ws_flange_force(&rp, 6.0 * TL_UNIT_MM), ==, 0.0);
  tl_assert_rel_what(tl_ws_flange_force(&rp, -7.0 * TL_UNIT_MM), 15.3e6 * 0.75e-3, 1e-12,
                     "flange force");
  TlWsRun r = {0};
  TlError err;
  if (tl_ws_run(&p, NULL, NULL, NULL, p.e, &rp, NULL, &r, &err) != TL_OK)
    g_error("%s", err.message);
  double t_cross = NAN;
  for (int k = 1; k < r.n && isnan(t_cross); k++)
    if (r.y[k - 1] > 0.0 && r.y[k] <= 0.0)
      t_cross = r.t[k - 1] + (r.t[k] - r.t[k - 1]) * r.y[k - 1] / (r.y[k - 1] - r.y[k]);
  const double d = rp.flange_clearance, kf = rp.flange_stiffness;
  const double w2 = sqrt((p.ky + kf) / p.mass), w1 = sqrt(p.ky / p.mass);
  const double ystar = kf * d / (p.ky + kf);
  const double t1 = acos((d - ystar) / (rp.y0 - ystar)) / w2;
  const double v1 = (rp.y0 - ystar) * w2 * sin(w2 * t1);
  const double t2 = asin(d / hypot(d, v1 / w1)) / w1;
  tl_assert_rel_what(t_cross, t1 + t2, 1e-6, "quarter period with the flange");
  /* the flange force is reported beside the creep force */
  g_assert_cmpfloat(r.ff[0], <, 0.0);
  tl_ws_run_clear(&r);
  rp.flange_clearance = -1e-3;
  g_assert_cmpint(tl_ws_run_params_validate(&rp, &err), ==, TL_EINVAL);
}

/* The flange bounds the hunting at the clearance (docs/theory.md §13.8).
 * Conical wheels, the default wheelset, δ = 6.26 mm (the S1002/60E1 pair's
 * clearance) and the default flange stiffness, at 1.75, 2.1 and 2.5 times
 * the linear critical speed, from 5 mm at rest for 3 s.  Without the flange
 * the linear forces grow past 100 mm and Polach's settle in a cycle that
 * never reaches δ; with it both cycles reach the flange and stay within
 * δ + p of it.  The give p beyond δ: the wheelset meets the flange at the
 * lateral speed of its cycle, about that of a sine of amplitude δ at the
 * kinematic frequency V/L_K, and the flange spring takes that kinetic
 * energy, ½ m ẏ² = ½ k_f p², so p = 2π (V/L_K) δ √(m/k_f) (1.0 to 1.4 mm
 * here: the cycle's own speed at the flange is below the sine's). */
static void
test_flange_bounds_amplitude(void)
{
  TlStudyWheelsetSpec spec = tl_study_wheelset_spec_default();
  TlStudyWheelset s = tl_test_ws_computed(&spec);
  const double vc = s.critical.speed, delta = 6.26 * TL_UNIT_MM;
  const double kf = tl_ws_run_params_default().flange_stiffness;
  spec.run = 1;
  spec.run_params.duration = 3.0;
  spec.run_params.dt = 2e-3;
  spec.run_params.y0 = 5.0 * TL_UNIT_MM;
  const double factors[3] = {1.75, 2.1, 2.5};
  const TlWsCreepModel models[2] = {TL_WS_CREEP_LINEAR, TL_WS_CREEP_POLACH};
  for (int m = 0; m < 2; m++)
    for (int i = 0; i < 3; i++) {
      const double v = factors[i] * vc;
      spec.creep_model = models[m];
      spec.run_params.v_start = spec.run_params.v_end = v;
      spec.run_params.flange_clearance = 0.0;
      tl_test_ws_update(&s, &spec);
      if (models[m] == TL_WS_CREEP_LINEAR)
        g_assert_true(s.run.stopped);
      else
        g_assert_cmpfloat(max_abs_y(&s.run, 3 * s.run.n / 4), <, delta);
      spec.run_params.flange_clearance = delta;
      tl_test_ws_update(&s, &spec);
      g_assert_false(s.run.stopped);
      const double amp = max_abs_y(&s.run, 3 * s.run.n / 4);
      const double give =
          2.0 * M_PI * (v / s.klingel_wavelength) * delta * sqrt(spec.params.mass / kf);
      g_test_message("%s at %.0f m/s: cycle %.3f mm, allowed %.3f mm",
                     tl_ws_creep_model_name(models[m]), v, amp / TL_UNIT_MM,
                     (delta + give) / TL_UNIT_MM);
      g_assert_cmpfloat(amp, >, delta);
      g_assert_cmpfloat(amp, <, delta + give);
    }
  tl_study_wheelset_clear(&s);
}

/* The profiles' normal forces (docs/theory.md §13.8, the study's
 * contact_angles).  (1) Plumbing: with creep coefficients of 1 N a run
 * started at rest at y₀ on a node of the table (2.4 mm, 48 steps of
 * 0.05 mm) reports at t = 0 the lateral force −Q (tan γ_L − tan γ_R) of the
 * rigid contact at y₀, computed here by the wheel–rail core directly, to
 * rounding; it is restoring, and past the clearance (6.5 mm) it is that of
 * the flange, more than the wheel load.  (2) The flange bounds the cycle:
 * Polach's forces at 1.75 times the cones' critical speed hunt into the
 * flange, beyond the clearance, and stay within the table's 12 mm (the
 * contact climbs the flange, it does not pass it). */
static void
test_contact_angles(void)
{
  TlStudyWheelsetSpec spec = tl_study_wheelset_spec_default();
  spec.run = 1;
  spec.profiles = 1;
  spec.contact_angles = 1;
  spec.creep_given = TL_STUDY_WS_GIVEN_ALL;
  spec.params.f11 = spec.params.f22 = 1.0;
  spec.run_params.duration = 0.01;
  TlTestWr pair = tl_test_wr_new(&spec.track);
  TlStudyWheelset s;
  tl_study_wheelset_init(&s);
  TlError err;
  const double shifts[2] = {2.4 * TL_UNIT_MM, 6.5 * TL_UNIT_MM};
  for (int i = 0; i < 2; i++) {
    spec.run_params.y0 = shifts[i];
    tl_test_ws_update(&s, &spec);
    TlWrContact c;
    g_assert_cmpint(tl_wheelrail_contact(pair.wr, shifts[i], &c, NULL), ==, TL_OK);
    const double f = -spec.params.load * (tan(c.wheel[TL_WR_LEFT].pt[0].gamma) -
                                          tan(c.wheel[TL_WR_RIGHT].pt[0].gamma));
    tl_assert_rel_what(s.run.ff[0], f, 1e-9, "lateral force of the normal forces");
    g_assert_cmpfloat(s.run.ff[0], <, 0.0);
  }
  g_assert_cmpfloat(6.5 * TL_UNIT_MM, >, s.flange_clearance);
  g_assert_cmpfloat(-s.run.ff[0], >, spec.params.load);
  /* no flange spring beside the profiles' own */
  spec.run_params.flange_clearance = 6e-3;
  g_assert_cmpint(tl_study_wheelset_update(&s, &spec, NULL, &err), ==, TL_EINVAL);
  spec.run_params.flange_clearance = 0.0;
  spec.profiles = 0;
  g_assert_cmpint(tl_study_wheelset_update(&s, &spec, NULL, &err), ==, TL_EINVAL);

  TlStudyWheelsetSpec hunt = tl_study_wheelset_spec_default();
  tl_test_ws_update(&s, &hunt);
  hunt.run = 1;
  hunt.profiles = 1;
  hunt.contact_angles = 1;
  hunt.creep_model = TL_WS_CREEP_POLACH;
  hunt.run_params.v_start = hunt.run_params.v_end = 1.75 * s.critical.speed;
  hunt.run_params.y0 = 5.0 * TL_UNIT_MM;
  hunt.run_params.duration = 3.0;
  hunt.run_params.dt = 2e-3;
  tl_test_ws_update(&s, &hunt);
  g_assert_false(s.run.stopped);
  const double amp = max_abs_y(&s.run, 3 * s.run.n / 4);
  g_test_message("Polach on the profiles at %.0f m/s: cycle %.3f mm, clearance %.3f mm",
                 hunt.run_params.v_start, amp / TL_UNIT_MM, s.flange_clearance / TL_UNIT_MM);
  g_assert_cmpfloat(amp, >, s.flange_clearance);
  g_assert_cmpfloat(amp, <, TL_STUDY_WS_CONTACT_TABLE_MAX);
  tl_study_wheelset_clear(&s);
  tl_test_wr_free(&pair);
}

/* The bifurcation sweep of the linear wheelset with a flange far out: the
 * flange does not change the stability of small motions, so the speed below
 * which the motion dies is the linear critical speed of the eigenvalues, to
 * the bisection's resolution (step/2^4) and the sustained test's slack (a
 * decay rate of ln(1/0.98)/(T/4) = 0.027 1/s over T = 3 s counts as
 * sustained: near the critical speed the real part moves by about 0.1 1/s
 * per m/s, so 0.3 m/s). */
static void
test_bifurcation_linear(void)
{
  TlStudyWheelsetSpec spec = tl_study_wheelset_spec_default();
  spec.bifurcation = 1;
  spec.bif_from = 60.0;
  spec.bif_to = 160.0;
  spec.bif_step = 10.0;
  spec.run_params.flange_clearance = 9.125 * TL_UNIT_MM;
  TlStudyWheelset s = tl_test_ws_computed(&spec);
  g_assert_cmpint(s.n_bif, ==, 11);
  g_assert_cmpfloat(s.bif[0].speed, ==, 160.0);
  g_assert_cmpint(s.critical.kind, ==, TL_WS_CRITICAL_FOUND);
  const double vc = s.critical.speed;
  g_assert_cmpfloat(s.nonlinear_critical, <=, vc + spec.bif_step / 16.0);
  g_assert_cmpfloat(s.nonlinear_critical, >=, vc - spec.bif_step / 16.0 - 0.3);
  for (int k = 0; k < s.n_bif; k++)
    g_assert_cmpint(s.bif[k].sustained, ==, s.bif[k].speed > vc);
  tl_study_wheelset_clear(&s);
}

/* On the S1002/60E1 pair with Polach's forces and the flange at the pair's
 * clearance: the clearance is where Δr leaps from the tread (below 6 mm) to
 * the flange root (above 12 mm); the limit cycle lives at or below the
 * linear critical speed of the cones, and its amplitude stays within the
 * clearance plus what the flange spring gives at the largest lateral creep
 * force μQ-bounded by the load (2 · 0.6 Q / k_f). */
static void
test_bifurcation_profiles(void)
{
  TlStudyWheelsetSpec spec = tl_study_wheelset_spec_default();
  spec.bifurcation = 1;
  spec.profiles = 1;
  spec.flange_from_profiles = 1;
  spec.creep_model = TL_WS_CREEP_POLACH;
  spec.bif_from = 40.0;
  spec.bif_to = 160.0;
  spec.bif_step = 20.0;
  TlStudyWheelset s;
  tl_study_wheelset_init(&s);
  TlError err;
  tl_test_ws_update(&s, &spec);
  TlWheelsetParams track = spec.track;
  track.r0 = spec.params.r0;
  TlTestWr pair = tl_test_wr_new(&track);
  TlWrContact below, above;
  g_assert_cmpint(
      tl_wheelrail_contact(pair.wr, s.flange_clearance - 0.05 * TL_UNIT_MM, &below, &err), ==,
      TL_OK);
  g_assert_cmpint(
      tl_wheelrail_contact(pair.wr, s.flange_clearance + 0.05 * TL_UNIT_MM, &above, &err), ==,
      TL_OK);
  g_assert_cmpfloat(below.dr, <, 6.0 * TL_UNIT_MM);
  g_assert_cmpfloat(above.dr, >, 12.0 * TL_UNIT_MM);
  tl_test_wr_free(&pair);
  g_assert_true(isfinite(s.nonlinear_critical));
  g_assert_cmpfloat(s.nonlinear_critical, <=, s.critical.speed);
  for (int k = 0; k < s.n_bif; k++) {
    g_assert_false(s.bif[k].unbounded);
    g_assert_cmpfloat(s.bif[k].amplitude, <,
                      s.flange_clearance + 2.0 * 0.6 * spec.params.load /
                                               spec.run_params.flange_stiffness);
  }
  tl_study_wheelset_clear(&s);
}

/* The switches do what the manual says: gravity on is k_y + k_gy and
 * k_ψ + k_gψ, with k_gy > 0 and k_gψ < 0; spin on with f₂₃ = f₃₃ = 0 is spin
 * off. */
static void
test_switches(void)
{
  TlWsParams p = case_params();
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
  TlWsParams p = case_params();
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
  TlWsParams p = case_params();
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

/* ---- kinematic oscillation ------------------------------------------------- */

static double
cone(double y, void *data)
{
  return 2.0 * *(const double *)data * y;
}

/* Δr = 2λy: the integrated path is Klingel's sine at every amplitude. */
static void
test_klingel_cones(void)
{
  const double lambdas[] = {0.05, 0.2, 0.4};
  const double amps[] = {0.5e-3, 3e-3, 8e-3};
  for (size_t i = 0; i < G_N_ELEMENTS(lambdas); i++)
    for (size_t j = 0; j < G_N_ELEMENTS(amps); j++) {
      double lambda = lambdas[i], l;
      g_assert_cmpint(tl_ws_kinematic_wavelength(cone, &lambda, 0.75, 0.46, amps[j], &l, NULL), ==,
                      TL_OK);
      tl_assert_rel_what(l, 2.0 * M_PI * sqrt(0.46 * 0.75 / lambda), 1e-9, "Klingel wavelength");
    }
  /* a Δr that does not restore: refused */
  double negative = -0.1, l;
  TlError err;
  g_assert_cmpint(tl_ws_kinematic_wavelength(cone, &negative, 0.75, 0.46, 1e-3, &l, &err), ==,
                  TL_ERANGE);
}

/* S1002 on 60E1 (1:40, gauge 1435, flange back 1360): the path integrated
 * on the Δr(y) table has the wavelength of the energy integral
 * L = 4 ∫ dy/√(2[V(ŷ) − V(y)]) of the conicity code (two methods, one
 * table), and Klingel's formula at EN 15302's harmonic conicity gives it
 * within 2.5 % — the error of the describing function, largest where the
 * amplitude reaches the flange root. */
static void
test_profiles_en15302(void)
{
  TlStudyWheelsetSpec spec = tl_study_wheelset_spec_default();
  spec.creep_given = TL_STUDY_WS_GIVEN_ALL;
  spec.kinematic = 1;
  spec.profiles = 1;
  spec.amp_from = 1.0 * TL_UNIT_MM;
  spec.amp_to = 6.0 * TL_UNIT_MM;
  spec.amp_step = 1.0 * TL_UNIT_MM;
  TlStudyWheelset s = tl_test_ws_computed(&spec);
  g_assert_cmpint(s.n_amplitudes, ==, 6);

  /* the conicity code's own table and energy integral */
  TlWheelsetParams track = tl_wheelset_params_default();
  TlTestWr pair = tl_test_wr_new(&track);
  TlWrTable t;
  g_assert_cmpint(tl_wheelrail_table(pair.wr, 6.0 * TL_UNIT_MM, 0.05 * TL_UNIT_MM, &t, NULL), ==,
                  TL_OK);
  const double e0 = tl_wheelrail_placement(pair.wr)->e0;
  g_assert_cmpfloat(s.e_kinematic, ==, e0);
  for (int k = 0; k < s.n_amplitudes; k++) {
    const TlStudyWsKinematicRow *row = &s.kinematic[k];
    TlWrConicity c;
    g_assert_cmpint(tl_wr_conicity(&t, row->amplitude, e0, track.r0, &c, NULL), ==, TL_OK);
    tl_assert_rel_what(row->wavelength, c.wavelength, 1e-4,
                       "integrated vs energy-integral wavelength");
    tl_assert_rel_what(row->conicity_harmonic, c.harmonic, 1e-15, "harmonic conicity");
    tl_assert_rel_what(row->klingel_wavelength, 2.0 * M_PI * sqrt(track.r0 * e0 / c.harmonic),
                       1e-12, "Klingel at the harmonic conicity");
    tl_assert_rel_what(row->klingel_wavelength, row->wavelength, 0.025,
                       "EN 15302 harmonic conicity vs the kinematic wavelength");
    tl_assert_rel_what(row->conicity_integration,
                       e0 * track.r0 * pow(2.0 * M_PI / row->wavelength, 2), 1e-12,
                       "tan gamma_e = e r0 (2 pi/L)^2");
  }
  tl_wr_table_clear(&t);
  tl_test_wr_free(&pair);
  tl_study_wheelset_clear(&s);
}

/* The creep coefficients of the patches: the centred S1002/60E1 wheel
 * touches at two points; the wheel's f₁₁ and f₂₂ are the sums of what
 * Kalker's linear theory gives for a unit creepage on each point's Hertz
 * patch under its share of the load, the shares adding up to the load. */
static void
test_study_patch(void)
{
  TlStudyWheelsetSpec spec = tl_study_wheelset_spec_default();
  TlStudyWheelset s;
  tl_study_wheelset_init(&s);
  TlError err;
  tl_test_ws_update(&s, &spec);
  g_assert_true(s.patch_used);
  g_assert_cmpint(s.n_patches, ==, 2);
  double fx_sum = 0.0, fy_sum = 0.0, vertical = 0.0;
  TlWheelsetParams track = tl_wheelset_params_default();
  TlTestWr pair = tl_test_wr_new(&track);
  const TlWrContact c = tl_test_wr_contact(&pair, 0.0);
  for (int k = 0; k < s.n_patches; k++) {
    TlKalkerCoeffs kc;
    g_assert_cmpint(tl_kalker_coefficients(s.patch_a[k], s.patch_b[k], s.patch_nu, &kc, NULL), ==,
                    TL_OK);
    TlLinearForces fx, fy;
    tl_kalker_linear_forces(s.patch_g, s.patch_a[k], s.patch_b[k], &kc, 1.0, 0.0, 0.0, &fx);
    tl_kalker_linear_forces(s.patch_g, s.patch_a[k], s.patch_b[k], &kc, 0.0, 1.0, 0.0, &fy);
    fx_sum += fx.fx;
    fy_sum += fy.fy;
    /* Hertz semi-axes of a share of tens of kN: millimetres */
    g_assert_cmpfloat(s.patch_a[k], >, 1e-3);
    g_assert_cmpfloat(s.patch_a[k], <, 2e-2);
    g_assert_cmpfloat(s.patch_b[k], >, 1e-3);
    g_assert_cmpfloat(s.patch_b[k], <, 2e-2);
    vertical += s.patch_load[k] * cos(c.wheel[TL_WR_LEFT].pt[k].gamma);
  }
  tl_assert_rel_what(s.used.f11, fx_sum, 1e-12, "f11 of the patches");
  tl_assert_rel_what(s.used.f22, fy_sum, 1e-12, "f22 of the patches");
  tl_assert_rel_what(vertical, spec.params.load, 1e-6, "the patches carry the wheel load");
  tl_test_wr_free(&pair);
  /* the root locus holds every speed of 5:150:5, four eigenvalues each */
  g_assert_cmpint(s.n_speeds, ==, 30);
  g_assert_cmpfloat(s.speeds[29], ==, 150.0);
  g_assert_cmpint(s.critical.kind, ==, TL_WS_CRITICAL_FOUND);
  /* a failed update keeps the result */
  const double vc = s.critical.speed;
  spec.params.mass = -1.0;
  g_assert_cmpint(tl_study_wheelset_update(&s, &spec, NULL, &err), ==, TL_EINVAL);
  g_assert_true(s.valid);
  g_assert_cmpfloat(s.critical.speed, ==, vc);
  tl_study_wheelset_clear(&s);
}

/* ---- the energy check --------------------------------------------------------------- */

/* The mean over a run's samples of its creep forces' power and of its
 * patches' local frictional power [W]. */
static void
run_power_means(const TlWsRun *r, double *creep, double *local)
{
  *creep = *local = 0.0;
  for (int k = 0; k < r->n; k++) {
    *creep += r->creep_power[k];
    *local += r->frictional_power[k];
  }
  *creep /= r->n;
  *local /= r->n;
}

/* The creep forces' power and the patches' local frictional power with
 * FASTSIM forces (docs/theory.md §13.7): FASTSIM solves each patch in steady
 * rolling at every instant, where the two are equal in the continuum (§12.2)
 * and differ on a grid at first order in the cell size, the local sum from
 * below.  The default wheelset hunting at 1.4 times its critical speed (from
 * 3 mm, 0.4 s: the creepages sweep through partial slip) on 20, 40 and 80
 * cells per side: at every sample the local power lies below the creep
 * power, and the relative gap of the means halves with each refinement, an
 * observed order within 0.3 of 1 (the trajectories of the three grids differ
 * a little, so the order is not exact). */
static void
test_run_energy_fastsim(void)
{
  TlStudyWheelsetSpec spec = tl_study_wheelset_spec_default();
  TlStudyWheelset s = tl_test_ws_computed(&spec);
  tl_test_ws_fastsim_hunt(&spec, s.critical.speed);
  tl_test_ws_update(&s, &spec);
  const int grids[3] = {20, 40, 80};
  double gap[3], macro[3], local[3];
  for (int g = 0; g < 3; g++) {
    TlWsRun r = tl_test_ws_run_on_grid(&s, &spec.run_params, grids[g]);
    for (int k = 1; k < r.n; k++) {
      g_assert_cmpfloat(r.frictional_power[k], >, 0.0);
      g_assert_cmpfloat(r.frictional_power[k], <, r.creep_power[k]);
    }
    run_power_means(&r, &macro[g], &local[g]);
    gap[g] = (macro[g] - local[g]) / macro[g];
    g_test_message("%d x %d cells: creep power %.6g W, local %.6g W, gap %.4g", grids[g],
                   grids[g], macro[g], local[g], gap[g]);
    tl_ws_run_clear(&r);
  }
  g_assert_cmpfloat(fabs(log2(gap[0] / gap[1]) - 1.0), <, 0.3);
  g_assert_cmpfloat(fabs(log2(gap[1] / gap[2]) - 1.0), <, 0.3);
  /* Richardson's limits at first order meet, as the thesis case of §12.2
   * does for the exact theory (to 0.5 %) */
  tl_assert_rel_what(2.0 * local[2] - local[1], 2.0 * macro[2] - macro[1], 5e-3, "the limits");
  /* the study's run is the 20-cell one, and its CSV columns carry both */
  g_assert_cmpint(s.creep.patch[0].mx, ==, grids[0]);
  tl_study_wheelset_clear(&s);
}

/* Kalker's linear forces and Polach's have no slip field: their local power
 * is NaN and the creep power is still there, non-negative (the forces oppose
 * the creepages).  For the linear forces it is 2V (f₁₁ u² + f₂₂ ξ_y²) (§13.2),
 * whose lateral part V F_y²/(2 f₂₂) follows from the reported lateral force
 * F_y = −2 f₂₂ ξ_y alone: the power is at least that. */
static void
test_run_energy_no_field(void)
{
  TlStudyWheelsetSpec spec = tl_study_wheelset_spec_default();
  spec.run = 1;
  spec.run_params.duration = 0.3;
  spec.run_params.v_start = spec.run_params.v_end = 83.7;
  TlStudyWheelset s;
  tl_study_wheelset_init(&s);
  for (int m = 0; m < 2; m++) {
    spec.creep_model = m == 0 ? TL_WS_CREEP_LINEAR : TL_WS_CREEP_POLACH;
    tl_test_ws_update(&s, &spec);
    double peak = 0.0;
    for (int k = 0; k < s.run.n; k++) {
      g_assert_true(isnan(s.run.frictional_power[k]));
      g_assert_cmpfloat(s.run.creep_power[k], >=, 0.0);
      if (m == 0)
        g_assert_cmpfloat(s.run.creep_power[k], >=,
                          (1.0 - 1e-12) * s.run.v[k] * s.run.fy[k] * s.run.fy[k] /
                              (2.0 * s.used.f22));
      peak = fmax(peak, s.run.creep_power[k]);
    }
    g_assert_cmpfloat(peak, >, 0.0);
    double creep_mean, local_mean;
    tl_study_wheelset_run_power_means(&s, &creep_mean, &local_mean);
    g_assert_true(isnan(local_mean));
    g_assert_cmpfloat(creep_mean, >, 0.0);
  }
  tl_study_wheelset_clear(&s);
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
  g_test_add_func("/wheelset/run/linear-system", test_run_is_the_linear_system);
  g_test_add_func("/wheelset/run/ramp-and-stop", test_run_ramp_and_stop);
  g_test_add_data_func("/wheelset/run/polach-limit-cycle", GINT_TO_POINTER(TL_WS_CREEP_POLACH),
                       test_run_limit_cycle);
  g_test_add_data_func("/wheelset/run/fastsim-limit-cycle", GINT_TO_POINTER(TL_WS_CREEP_FASTSIM),
                       test_run_limit_cycle);
  g_test_add_func("/wheelset/run/energy-fastsim", test_run_energy_fastsim);
  g_test_add_func("/wheelset/run/energy-no-field", test_run_energy_no_field);
  g_test_add_func("/wheelset/flange/spring", test_flange_spring);
  g_test_add_func("/wheelset/flange/bounds-amplitude", test_flange_bounds_amplitude);
  g_test_add_func("/wheelset/flange/contact-angles", test_contact_angles);
  g_test_add_func("/wheelset/bifurcation/linear", test_bifurcation_linear);
  g_test_add_func("/wheelset/bifurcation/profiles", test_bifurcation_profiles);
  g_test_add_func("/wheelset/kinematic/cones", test_klingel_cones);
  g_test_add_func("/wheelset/kinematic/en15302", test_profiles_en15302);
  g_test_add_func("/wheelset/study/patch", test_study_patch);
  return g_test_run();
}
