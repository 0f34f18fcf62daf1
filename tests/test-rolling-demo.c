/* test-rolling-demo.c — the two-sphere demo of docs/theory.md §9 rolling sds against closed
 * forms worked out here, independently of the demo's own prediction. */
#include <string.h>

#include "tl-test-util.h"
#include "tribo/rolling.h"

/* docs/theory.md §9 rolling sds values, computed by hand from ρ, R and the model constants. */
typedef struct {
  double r_eff, inertia, alpha, omega_n, zeta;
} Closed;

static Closed
closed_form(const TlRollingDemoParams *p, double fn)
{
  Closed c;
  const double ri = p->radius_i;
  c.r_eff = p->partner == TL_ROLLING_PARTNER_WALL ? ri : ri * p->radius_j / (ri + p->radius_j);
  const double mass = p->density * 4.0 / 3.0 * M_PI * pow(ri, 3);
  c.inertia = 2.0 / 5.0 * mass * ri * ri;
  c.alpha = p->model.mu_roll * fn * c.r_eff / c.inertia;
  c.omega_n = c.r_eff * sqrt(p->model.k_roll / c.inertia);
  c.zeta = p->model.gamma_roll * c.r_eff / (2.0 * sqrt(p->model.k_roll * c.inertia));
  return c;
}

/* The slide ends a little before ω = 0: the slider lets go once the dashpot
 * force falls faster than the spring force grows, at the rolling speed
 * u_s = γ a / k (a = R α, the linear deceleration).  From there the contact is
 * a damped oscillator m_e u'' + γ u' + k u = 0 with m_e = I/R², u(0) = u_s,
 * u'(0) = −a, whose first zero ends the spin.  Returns that stop time. */
static double
two_phase_stop_time(const TlRollingDemoParams *p, const Closed *c)
{
  const double a = c->r_eff * c->alpha;
  const double u_s = p->model.gamma_roll * a / p->model.k_roll;
  const double t_slide = (p->omega0 - u_s / c->r_eff) / c->alpha;
  const double wd = c->omega_n * sqrt(1.0 - c->zeta * c->zeta);
  const double b = (-a + c->zeta * c->omega_n * u_s) / wd;
  /* u_s cos(wd t) + b sin(wd t) = 0 with u_s > 0, b < 0 */
  return t_slide + atan2(u_s, -b) / wd;
}

/* Zero crossings of ω (linear interpolation between samples). */
static int
crossings(const TlRollingDemoSample *s, size_t n, double *out, int max)
{
  int m = 0;
  for (size_t k = 1; k < n && m < max; k++)
    if ((s[k - 1].omega > 0.0) != (s[k].omega > 0.0))
      out[m++] = s[k - 1].t + s[k - 1].omega / (s[k - 1].omega - s[k].omega) *
                                 (s[k].t - s[k - 1].t);
  return m;
}

static void
run(const TlRollingDemoParams *p, TlRollingDemoSample **s, size_t *n)
{
  TlError err;
  if (tl_rolling_demo_run(p, s, n, &err) != TL_OK)
    g_error("demo failed: %s", err.message);
}

/* During the slide τ = −R μ F exactly, so ω falls by α Δt each step: the
 * differences agree with α to the rounding of ω ~ 50 rad/s over the step's
 * change α Δt ≈ 0.019 rad/s: ε·50/0.019 ≈ 3e-13; 1e-10 leaves room.
 * The stop time is set by the step: the slider's release falls on a step
 * (≤ Δt) and the semi-implicit Euler of the ~1 ms elastic end lags by O(Δt):
 * tolerance Δt, checked at two step sizes (the error found is ~Δt/300). */
static void
test_deceleration_and_stop(void)
{
  g_test_summary("Demo: deceleration mu F R_eff / I and the stop time (~26.3 ms)");
  const double dts[] = { 1e-5, 1e-6 };
  for (size_t i = 0; i < G_N_ELEMENTS(dts); i++) {
    TlRollingDemoParams p = tl_rolling_demo_params_default();
    p.dt = dts[i];
    p.duration = 0.03;
    const Closed c = closed_form(&p, 10.0);
    TlRollingDemoSample *s;
    size_t n;
    run(&p, &s, &n);
    g_assert_cmpuint(n, ==, (size_t)lround(p.duration / p.dt) + 1);
    g_assert_cmpfloat(s[0].omega, ==, 50.0);

    size_t last_slip = 0;
    for (size_t k = 1; k < n && s[k].state == TL_ROLLING_SLIP; k++)
      last_slip = k;
    g_assert_cmpuint(last_slip, >, n / 2);
    const size_t k0 = 10, k1 = last_slip - 10;
    const double alpha = (s[k0].omega - s[k1].omega) / (s[k1].t - s[k0].t);
    tl_assert_rel(alpha, c.alpha, 1e-10);
    for (size_t k = k0; k < k1; k += 97)
      tl_assert_rel(s[k].torque, -c.r_eff * 0.05 * 10.0, 1e-14);

    double t_stop = NAN;
    g_assert_cmpint(crossings(s, n, &t_stop, 1), ==, 1);
    const double simple = 50.0 / c.alpha, two_phase = two_phase_stop_time(&p, &c);
    g_test_message("dt = %g s: deceleration %.10g rad/s^2 (closed form %.10g); stop time %.6f ms "
                   "(slide alone w0/alpha = %.6f ms, with the elastic end %.6f ms)",
                   p.dt, alpha, c.alpha, 1e3 * t_stop, 1e3 * simple, 1e3 * two_phase);
    g_assert_cmpfloat_with_epsilon(t_stop, two_phase, p.dt);
    /* the quoted "~26.3 ms": the slide alone, to its 3 digits */
    g_assert_cmpfloat_with_epsilon(simple, 0.0263, 0.00005);
    g_assert_cmpfloat_with_epsilon(t_stop, 0.0263, 0.00005);
    free(s);
  }
}

/* The summary the figure and `rolling --summary` print: the stop time
 * against the two-phase closed form (tolerance Δt, as above); the peak ξ
 * against the slider's balance ξ = (γv − μF)/k at the first step, and μF/k
 * without damping (the spring then carries exactly the slider's force):
 * rounding only; NaN before any stop. */
static void
test_summary(void)
{
  g_test_summary("Run summary: stop time = two-phase closed form, peak xi from the slider");
  TlRollingDemoParams p = tl_rolling_demo_params_default();
  p.duration = 0.03;
  const Closed c = closed_form(&p, 10.0);
  TlRollingDemoSample *s;
  size_t n;
  run(&p, &s, &n);
  TlRollingDemoSummary sum, step;
  tl_rolling_demo_summarise(s, n, &sum);
  g_assert_cmpint(sum.n, ==, (long)n);
  g_assert_cmpfloat_with_epsilon(sum.stop_time, two_phase_stop_time(&p, &c), p.dt);
  /* with damping |ξ| = (γ v − μF)/k on the slider, largest at the first step,
   * v = R_eff ω₀ (the step's torque comes from the spin before it) */
  tl_assert_rel(sum.xi_max, (p.model.gamma_roll * c.r_eff * 50.0 - 0.05 * 10.0) / p.model.k_roll,
                1e-12);
  tl_rolling_demo_summary_start(&step, &s[0]); /* step by step: the same */
  for (size_t k = 1; k < n; k++)
    tl_rolling_demo_summary_add(&step, &s[k]);
  g_assert_cmpfloat(step.stop_time, ==, sum.stop_time);
  g_assert_cmpfloat(step.xi_max, ==, sum.xi_max);
  free(s);

  p.model.gamma_roll = 0.0;
  run(&p, &s, &n);
  tl_rolling_demo_summarise(s, n, &sum);
  tl_assert_rel(sum.xi_max, 0.05 * 10.0 / p.model.k_roll, 1e-12);
  free(s);

  p.duration = 0.0105; /* before the stop at ~26 ms */
  run(&p, &s, &n);
  tl_rolling_demo_summarise(s, n, &sum);
  g_assert_true(isnan(sum.stop_time));
  free(s);
}

/* A flat wall doubles R_eff, hence the torque, and halves the stop time. */
static void
test_wall_halves_stop_time(void)
{
  g_test_summary("Demo on a flat wall: R_eff = R_i and half the stop time");
  TlRollingDemoParams p = tl_rolling_demo_params_default();
  p.partner = TL_ROLLING_PARTNER_WALL;
  p.duration = 0.02;
  const Closed c = closed_form(&p, 10.0);
  g_assert_cmpfloat(c.r_eff, ==, 0.01);
  TlRollingDemoSample *s;
  size_t n;
  run(&p, &s, &n);
  double t_stop = NAN;
  g_assert_cmpint(crossings(s, n, &t_stop, 1), ==, 1);
  g_assert_cmpfloat_with_epsilon(t_stop, two_phase_stop_time(&p, &c), p.dt);
  /* "half the stop time" holds for the slide: the elastic end grows with
   * u_s = γ R α / k (4× here) and adds 0.15 ms instead of 0.03 ms */
  g_assert_cmpfloat_with_epsilon(50.0 / c.alpha, 0.5 * 0.026306, 0.0000005);
  g_test_message("wall: stop time %.6f ms (slide alone %.6f ms)", 1e3 * t_stop,
                 1e3 * 50.0 / c.alpha);
  free(s);
}

/* After the stop the sphere rings on the rolling spring: ω_n = R √(k/I)
 * without damping, ω_d = ω_n √(1 − ζ²) with it.  The period comes from zero
 * crossings over several cycles; semi-implicit Euler shifts the frequency by
 * (ω_n Δt)²/24 ≈ 1e-8 at Δt = 2 µs and the explicit dashpot by O(ζ ω_n Δt)
 * ≈ 2e-4 relative: tolerance 5e-4. */
static void
test_oscillation_frequency(void)
{
  g_test_summary("Demo: spring-back rings at omega_n = R_eff sqrt(k/I) (damped: omega_d)");
  const double gammas[] = { 0.0, 10.0 };
  for (size_t i = 0; i < G_N_ELEMENTS(gammas); i++) {
    TlRollingDemoParams p = tl_rolling_demo_params_default();
    p.model.gamma_roll = gammas[i];
    p.dt = 2e-6;
    p.duration = 0.1;
    const Closed c = closed_form(&p, 10.0);
    const double expected = c.omega_n * sqrt(1.0 - c.zeta * c.zeta);
    TlRollingDemoSample *s;
    size_t n;
    run(&p, &s, &n);
    double z[16];
    const int m = crossings(s, n, z, 16);
    /* the stop, then 8 half periods of ~7.3 ms; with ζ = 0.22 the ringing
     * halves every half period, still far above rounding after 8 */
    const int use = 9;
    g_assert_cmpint(m, >=, use);
    const double half_period = (z[use - 1] - z[1]) / (use - 2);
    const double omega = M_PI / half_period;
    g_test_message("gamma = %g: ringing at %.6f rad/s (closed form %.6f, omega_n = %.6f, "
                   "zeta = %.4f)",
                   gammas[i], omega, expected, c.omega_n, c.zeta);
    tl_assert_rel(omega, expected, 5e-4);
    free(s);
  }
}

/* Spring-back: after the slide the history unloads to zero and the sphere
 * turns back.  (1) Bookkeeping from the slider's release: the scheme advances
 * ξ with the spin before the step and the angle with the spin after it, so
 * over the elastic end they differ by exactly Δt (ω_release − ω_end); that
 * holds to rounding (20 000 steps of angles ~0.7 rad: 1e-8 of the 8 mrad).
 * (2) The turn-back from the furthest angle against the closed form of the
 * elastic end (ξ at ω = 0 over R_eff): the first-order scheme is off by
 * O(Δt/t_end) ≈ 1 % at Δt = 10 µs on the ~1 ms end, 0.1 % at 1 µs.
 * Sphere (ζ = 0.22) and wall (ζ = 0.44). */
static void
test_spring_back(void)
{
  g_test_summary("Demo: the sphere turns back by xi/R_eff after it stops");
  for (int on_wall = 0; on_wall < 2; on_wall++) {
    TlRollingDemoParams p = tl_rolling_demo_params_default();
    p.partner = on_wall ? TL_ROLLING_PARTNER_WALL : TL_ROLLING_PARTNER_SPHERE;
    p.dt = 1e-6;
    p.duration = 0.2; /* > 20 decay times 1/(ζ ω_n) */
    const Closed c = closed_form(&p, 10.0);
    TlRollingDemoPrediction pred;
    g_assert_cmpint(tl_rolling_demo_predict(&p, &pred, NULL), ==, TL_OK);
    TlRollingDemoSample *s;
    size_t n;
    run(&p, &s, &n);
    size_t release = 0, furthest = 0;
    for (size_t k = 1; k < n; k++) {
      if (s[k].state == TL_ROLLING_SLIP)
        release = k;
      if (s[k].angle > s[furthest].angle)
        furthest = k;
    }
    g_assert_cmpuint(release, <, n / 2);
    const TlRollingDemoSample *rel = &s[release], *end = &s[n - 1];
    g_assert_cmpfloat(fabs(end->xi), <, 1e-6 * fabs(rel->xi));
    g_assert_cmpfloat(fabs(end->torque), <, 1e-6 * c.r_eff * 0.05 * 10.0);
    const double back = rel->angle - end->angle;
    const double lag = p.dt * (rel->omega - end->omega);
    tl_assert_rel(back, (rel->xi - end->xi) / c.r_eff + lag, 1e-8);

    const double turn_back = s[furthest].angle - end->angle;
    g_test_message("%s: turns back %.6g mrad from the furthest angle (closed form %.6g mrad; "
                   "mu F/(k R) = %.6g mrad)",
                   on_wall ? "wall" : "sphere", 1e3 * turn_back, 1e3 * pred.spring_back,
                   1e3 * 0.05 * 10.0 / (1e4 * c.r_eff));
    tl_assert_rel(turn_back, pred.spring_back, 1e-3);
    free(s);
  }
}

/* Hooke and Hertz normal models set F_n0 (constant: the centre is held, so
 * the normal dashpot is idle); the deceleration follows. */
static void
test_normal_models(void)
{
  g_test_summary("Demo: F_n0 from Hooke k delta and Hertz 4/3 E* sqrt(R) delta^1.5");
  TlRollingDemoParams p = tl_rolling_demo_params_default();
  p.duration = 0.002;
  TlRollingDemoPrediction pred;
  p.normal_model = TL_ROLLING_NORMAL_HOOKE;
  p.hooke_stiffness = 2.385e6;
  p.overlap = 4.1e-6;
  g_assert_cmpint(tl_rolling_demo_predict(&p, &pred, NULL), ==, TL_OK);
  tl_assert_rel(pred.normal_load, 2.385e6 * 4.1e-6, 1e-15);

  p.normal_model = TL_ROLLING_NORMAL_HERTZ;
  p.hertz_modulus = 113.9e9;
  p.overlap = 9.5e-7;
  const double fn = 4.0 / 3.0 * 113.9e9 * sqrt(0.005) * 9.5e-7 * sqrt(9.5e-7);
  g_assert_cmpint(tl_rolling_demo_predict(&p, &pred, NULL), ==, TL_OK);
  tl_assert_rel(pred.normal_load, fn, 1e-14);
  const Closed c = closed_form(&p, fn);
  TlRollingDemoSample *s;
  size_t n;
  run(&p, &s, &n);
  tl_assert_rel((s[1].omega - s[n - 1].omega) / (s[n - 1].t - s[1].t), c.alpha, 1e-10);
  free(s);
}

static void
assert_same_sample(const TlRollingDemoSample *a, const TlRollingDemoSample *b)
{
  g_assert_cmpfloat(a->t, ==, b->t);
  g_assert_cmpfloat(a->omega, ==, b->omega);
  g_assert_cmpfloat(a->angle, ==, b->angle);
  g_assert_cmpfloat(a->torque, ==, b->torque);
  g_assert_cmpfloat(a->xi, ==, b->xi);
  g_assert_cmpint(a->state, ==, b->state);
}

/* The demo's own prediction matches the theory manual's numbers (3 digits given). */
static void
test_prediction(void)
{
  g_test_summary("Demo prediction: I, alpha, stop time, omega_n of the theory manual");
  TlRollingDemoParams p = tl_rolling_demo_params_default();
  TlRollingDemoPrediction pred;
  g_assert_cmpint(tl_rolling_demo_predict(&p, &pred, NULL), ==, TL_OK);
  const Closed c = closed_form(&p, 10.0);
  g_assert_cmpfloat(pred.r_eff, ==, 0.005);
  tl_assert_rel(pred.inertia, c.inertia, 1e-15);
  tl_assert_rel(pred.deceleration, c.alpha, 1e-15);
  tl_assert_rel(pred.omega_n, c.omega_n, 1e-15);
  tl_assert_rel(pred.damping_ratio, c.zeta, 1e-15);
  g_assert_cmpfloat_with_epsilon(pred.stop_time, 0.0263, 0.00005);
  g_assert_cmpint(pred.n_steps, ==, 6000);
  /* release at ω_s = γ α / k = 1.90 rad/s, then the elastic end worked out here */
  tl_assert_rel(pred.release_omega, 10.0 * c.alpha / 1e4, 1e-15);
  tl_assert_rel(pred.stop_time_elastic, two_phase_stop_time(&p, &c), 1e-12);
  /* without damping the spring stops the spin holding exactly μ F: ξ = μF/k */
  p.model.gamma_roll = 0.0;
  g_assert_cmpint(tl_rolling_demo_predict(&p, &pred, NULL), ==, TL_OK);
  tl_assert_rel(pred.spring_back, 0.05 * 10.0 / (1e4 * 0.005), 1e-14);
  g_assert_cmpfloat(pred.stop_time_elastic, ==, pred.stop_time);
  /* overdamped, or no slide at all: not covered, NaN */
  p.model.gamma_roll = 300.0;
  g_assert_cmpint(tl_rolling_demo_predict(&p, &pred, NULL), ==, TL_OK);
  g_assert_true(isnan(pred.spring_back) && isnan(pred.stop_time_elastic));

  /* step by step equals the run */
  TlRollingDemo d;
  g_assert_cmpint(tl_rolling_demo_init(&d, &p, NULL), ==, TL_OK);
  TlRollingDemoSample a, *s;
  size_t n;
  run(&p, &s, &n);
  for (size_t k = 1; k < 500; k++) {
    tl_rolling_demo_step(&d, &a);
    assert_same_sample(&a, &s[k]);
  }
  tl_rolling_demo_reset(&d);
  tl_rolling_demo_step(&d, &a);
  assert_same_sample(&a, &s[1]);
  free(s);
}

typedef struct {
  const char *what;
  void (*spoil)(TlRollingDemoParams *p);
  TlStatus expected;
} BadDemo;

static void spoil_radius(TlRollingDemoParams *p) { p->radius_i = -0.01; }
static void spoil_radius_j(TlRollingDemoParams *p) { p->radius_j = 0.0; }
static void spoil_density(TlRollingDemoParams *p) { p->density = 0.0; }
static void spoil_omega(TlRollingDemoParams *p) { p->omega0 = NAN; }
static void spoil_load(TlRollingDemoParams *p) { p->normal_load = -2.385; }
static void spoil_hooke(TlRollingDemoParams *p) { p->normal_model = TL_ROLLING_NORMAL_HOOKE; p->hooke_stiffness = 0.0; }
static void spoil_overlap(TlRollingDemoParams *p) { p->normal_model = TL_ROLLING_NORMAL_HERTZ; p->overlap = -1e-6; }
static void spoil_modulus(TlRollingDemoParams *p) { p->normal_model = TL_ROLLING_NORMAL_HERTZ; p->hertz_modulus = -1.0; }
static void spoil_model(TlRollingDemoParams *p) { p->normal_model = (TlRollingNormalModel)7; }
static void spoil_partner(TlRollingDemoParams *p) { p->partner = (TlRollingPartner)5; }
static void spoil_dt(TlRollingDemoParams *p) { p->dt = 0.0; }
static void spoil_duration(TlRollingDemoParams *p) { p->duration = -0.06; }
static void spoil_steps(TlRollingDemoParams *p) { p->dt = 1e-12; }
static void spoil_k(TlRollingDemoParams *p) { p->model.k_roll = 0.0; }

static const BadDemo bad_demos[] = {
  { "R_i < 0", spoil_radius, TL_EINVAL },
  { "R_j = 0", spoil_radius_j, TL_EINVAL },
  { "density = 0", spoil_density, TL_EINVAL },
  { "omega0 = nan", spoil_omega, TL_EINVAL },
  { "F_n0 < 0", spoil_load, TL_EINVAL },
  { "k_n = 0", spoil_hooke, TL_EINVAL },
  { "overlap < 0", spoil_overlap, TL_EINVAL },
  { "E* < 0", spoil_modulus, TL_EINVAL },
  { "unknown normal model", spoil_model, TL_EINVAL },
  { "unknown partner", spoil_partner, TL_EINVAL },
  { "dt = 0", spoil_dt, TL_EINVAL },
  { "duration < 0", spoil_duration, TL_EINVAL },
  { "too many steps", spoil_steps, TL_ERANGE },
  { "k_roll = 0", spoil_k, TL_EINVAL },
};

static void
test_bad_demo(gconstpointer data)
{
  const BadDemo *b = data;
  TlRollingDemoParams p = tl_rolling_demo_params_default();
  b->spoil(&p);
  TlError err;
  TlRollingDemoSample *s = (TlRollingDemoSample *)&err; /* must stay as it is */
  size_t n = 77;
  g_assert_cmpint(tl_rolling_demo_run(&p, &s, &n, &err), ==, b->expected);
  g_assert_cmpuint(strlen(err.message), >, 10);
  g_assert_true(s == (TlRollingDemoSample *)&err);
  g_assert_cmpuint(n, ==, 77);
  TlRollingDemo d;
  g_assert_cmpint(tl_rolling_demo_init(&d, &p, NULL), ==, b->expected);
}

/* The normal models' names: each in enum order, read back to its model; an
 * unknown one refused with the three names. */
static void
test_normal_model_names(void)
{
  const TlRollingNormalModel models[] = { TL_ROLLING_NORMAL_CONSTANT, TL_ROLLING_NORMAL_HOOKE,
                                          TL_ROLLING_NORMAL_HERTZ };
  const char *const names[] = { "constant", "hooke", "hertz" };
  for (size_t i = 0; i < G_N_ELEMENTS(models); i++) {
    g_assert_cmpstr(tl_rolling_normal_model_name(models[i]), ==, names[i]);
    g_assert_cmpstr(tl_rolling_normal_model_names[i], ==, names[i]);
    TlRollingNormalModel m = TL_ROLLING_NORMAL_HERTZ + 1;
    g_assert_cmpint(tl_rolling_normal_model_from_name(names[i], &m, NULL), ==, TL_OK);
    g_assert_cmpint(m, ==, models[i]);
  }
  g_assert_null(tl_rolling_normal_model_names[G_N_ELEMENTS(names)]);
  TlRollingNormalModel m = TL_ROLLING_NORMAL_HOOKE;
  TlError err;
  g_assert_cmpint(tl_rolling_normal_model_from_name("Hooke", &m, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "constant, hooke or hertz"));
  g_assert_cmpint(m, ==, TL_ROLLING_NORMAL_HOOKE); /* untouched */
  g_assert_cmpint(tl_rolling_normal_model_from_name(NULL, &m, NULL), ==, TL_EINVAL);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/rolling-demo/normal-model-names", test_normal_model_names);
  g_test_add_func("/rolling-demo/deceleration-stop", test_deceleration_and_stop);
  g_test_add_func("/rolling-demo/wall", test_wall_halves_stop_time);
  g_test_add_func("/rolling-demo/summary", test_summary);
  g_test_add_func("/rolling-demo/oscillation", test_oscillation_frequency);
  g_test_add_func("/rolling-demo/spring-back", test_spring_back);
  g_test_add_func("/rolling-demo/normal-models", test_normal_models);
  g_test_add_func("/rolling-demo/prediction", test_prediction);
  for (size_t i = 0; i < G_N_ELEMENTS(bad_demos); i++) {
    tl_test_add_data_funcf(&bad_demos[i], test_bad_demo, "/rolling-demo/errors/%s",
                           bad_demos[i].what);
  }
  return g_test_run();
}
