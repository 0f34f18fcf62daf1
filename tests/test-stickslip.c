/* test-stickslip.c — the mass–spring–belt oscillator against docs/theory.md §8 friction's
 * figures and a closed-form Coulomb stick-slip cycle; the explicit-step
 * warning; the life cycle and every error path. */
#include <string.h>

#include "tl-test-util.h"
#include "tribo/stickslip.h"

static TlStickSlipParams
lugre_case(TlIntegrator integrator, double rel_tol, double abs_tol)
{
  TlStickSlipParams p = tl_stickslip_params_default();
  p.integrator = integrator;
  p.rel_tol = rel_tol;
  p.abs_tol = abs_tol;
  return p;
}

static void
run(const TlStickSlipParams *p, TlStickSlipRun *r)
{
  TlError err;
  TlStickSlip *s = tl_stickslip_alloc(p, &err);
  if (!s)
    g_test_message("%s", err.message);
  g_assert_nonnull(s);
  const TlStatus st = tl_stickslip_run(s, r, &err);
  if (st != TL_OK)
    g_test_message("%s", err.message);
  g_assert_cmpint(st, ==, TL_OK);
  tl_stickslip_free(s);
}

static void
report(const char *what, const TlStickSlipRun *r)
{
  char w[96];
  tl_stickslip_warnings_string(r->summary.warnings, w, sizeof w);
  g_test_message("%s: period %.7f s, peak spring force %.6f N, %d slip onsets, %ld steps, "
                 "%ld rhs, %ld jac, warnings %s",
                 what, r->summary.period, r->summary.peak_spring, r->summary.slip_onsets,
                 r->summary.steps, r->summary.rhs_evals, r->summary.jac_evals, w);
}

/* docs/theory.md §8 friction: m = 1 kg, k = 2 N/m, v_p = 0.1 m/s with LuGre's standard
 * parameters stick-slips with period ≈ 6.4 s and peak spring force ≈ 1.5 N.
 * Those carry two significant digits: tolerance half a unit of the last,
 * 0.05.  rkf45 and msbdf at rel 1e-10 (abs 1e-12) must agree far closer: the
 * onset times come from the same 1 ms sample grid, so what differs is the
 * integration error, ~1e-10 per step over ~1e5 steps in x and v ≈ 1e-5
 * relative in the slow creep that decides the breakaway: 1e-4 s. */
static void
test_lugre_period(void)
{
  g_test_summary("LuGre stick-slip: rkf45 and msbdf agree and give the theory's period and peak");
  TlStickSlipRun a, b;
  TlStickSlipParams p = lugre_case(TL_INTEGRATOR_RKF45, 1e-10, 1e-12);
  p.duration = 25.0; /* breakaways near 7.4, 13.8 and 20.2 s: two periods */
  run(&p, &a);
  p.integrator = TL_INTEGRATOR_MSBDF;
  run(&p, &b);
  report("rkf45", &a);
  report("msbdf", &b);
  g_assert_cmpint(a.summary.slip_onsets, ==, 3);
  g_assert_cmpint(b.summary.slip_onsets, ==, a.summary.slip_onsets);
  g_assert_cmpfloat_with_epsilon(a.summary.period, b.summary.period, 1e-4);
  g_assert_cmpfloat_with_epsilon(a.summary.peak_spring, b.summary.peak_spring, 1e-6);
  g_assert_cmpfloat_with_epsilon(b.summary.period, 6.4, 0.05);
  g_assert_cmpfloat_with_epsilon(b.summary.peak_spring, 1.5, 0.05);
  g_assert_cmpuint(b.summary.warnings & ~TL_STICKSLIP_WARN_NO_PERIOD, ==, 0);
  /* the stick phase really sticks: the spring force at breakaway is near Fs */
  g_assert_cmpfloat(b.summary.stick_time, >, 0.5 * b.summary.t);
  /* msbdf, implicit, takes far fewer steps than explicit rkf45 on this stiff case */
  g_assert_cmpint(b.summary.steps, <, a.summary.steps);
  g_assert_cmpint(b.summary.jac_evals, >, 0);
  tl_stickslip_run_free(&a);
  tl_stickslip_run_free(&b);
}

/* docs/theory.md §8 friction [derived]: from rest, belt speeds ≳ 0.18 m/s end in steady
 * sliding (one breakaway, then a decaying oscillation about v_p) while
 * 0.17 m/s still sticks and slips.  60 s covers the transient at 0.18 (the
 * velocity settles to 1e-3 of v_p by then) and five cycles at 0.17. */
static void
test_sliding_threshold(void)
{
  g_test_summary("Belt 0.18 m/s slides steadily from rest, 0.17 m/s sticks and slips");
  TlStickSlipParams p = lugre_case(TL_INTEGRATOR_MSBDF, 1e-8, 1e-10);
  p.duration = 60.0;
  p.dt = 2e-3;
  TlStickSlipRun r;

  p.belt_speed = 0.18;
  run(&p, &r);
  report("belt 0.18 m/s", &r);
  g_assert_cmpint(r.summary.slip_onsets, ==, 1);
  g_assert_cmpint(r.summary.stick_onsets, ==, 0);
  g_assert_cmpfloat_with_epsilon(r.samples[r.n - 1].v, 0.18, 1e-3 * 0.18);
  tl_stickslip_run_free(&r);

  p.belt_speed = 0.17;
  run(&p, &r);
  report("belt 0.17 m/s", &r);
  g_assert_cmpint(r.summary.slip_onsets, >=, 5);
  g_assert_cmpint(r.summary.stick_onsets, >=, 5);
  /* still sticking in the last 10 s */
  int stuck = 0;
  for (size_t i = r.n - 5000; i < r.n; i++)
    stuck |= r.samples[i].phase == TL_PHASE_STICK;
  g_assert_true(stuck);
  tl_stickslip_run_free(&r);
}

/* The seed's fixed RK4 with dt = 1e-3 s on LuGre.  The a-priori check finds
 * the slip stiffness ρ = σ0 v'/Fc with v' = v_p + (Fs − Fc)/√(km) (the bristle
 * relaxation; the mechanical modes are slower): ρ = 45355 1/s, so GSL's rk4
 * (two half steps) is stable for dt ≤ 2·2.6/ρ = 1.15e-4 s and 1e-4 s is
 * suggested.  The run at 1e-3 s goes wrong — the spring force overshoots
 * the breakaway force by far more than the 0.05 N its quoted 1.5 N allows and
 * the stick-slip cycle does not repeat — and the run at the suggested step
 * agrees with msbdf. */
static void
test_rk4_discrepancy(void)
{
  g_test_summary("Fixed RK4 at the seed's 1 ms is flagged and wrong; at the suggested step, right");
  TlStickSlipParams p = lugre_case(TL_INTEGRATOR_RK4, 1e-6, 1e-9);
  double rho, limit, suggested;
  const unsigned w = tl_stickslip_check_step(&p, &rho, &limit, &suggested);
  const double v_star = 0.1 + 0.5 / sqrt(2.0);
  g_test_message("a priori: stiffness %.6g 1/s, dt limit %.4g s, suggested %.3g s", rho, limit,
                 suggested);
  tl_assert_rel(rho, 1e5 * v_star / 1.0, 1e-4); /* σ2/m and the slow modes shift it by < 1e-5 */
  tl_assert_rel(limit, 5.2 / rho, 1e-12);
  g_assert_cmpfloat(suggested, ==, 1e-4);
  g_assert_cmpuint(w & TL_STICKSLIP_WARN_STEP, !=, 0);

  TlStickSlipRun rk, ref, fine;
  run(&p, &rk);
  report("rk4 dt 1e-3", &rk);
  TlStickSlipParams q = lugre_case(TL_INTEGRATOR_MSBDF, 1e-10, 1e-12);
  run(&q, &ref);
  g_assert_cmpuint(rk.summary.warnings & TL_STICKSLIP_WARN_STEP, !=, 0);
  g_assert_cmpuint(rk.summary.warnings & TL_STICKSLIP_WARN_ERROR, !=, 0);
  g_assert_cmpfloat(rk.summary.max_error_ratio, >, 1e3);
  g_assert_cmpfloat(rk.summary.dt_suggested, ==, 1e-4);
  const double overshoot = rk.summary.peak_spring - ref.summary.peak_spring;
  const double dx = fabs(rk.samples[rk.n - 1].x - ref.samples[ref.n - 1].x);
  g_test_message("rk4 at 1 ms: peak spring force off by %.3f N, x(20 s) off by %.3f m, "
                 "%d slip onsets instead of %d",
                 overshoot, dx, rk.summary.slip_onsets, ref.summary.slip_onsets);
  g_assert_cmpfloat(overshoot, >, 0.5);
  g_assert_cmpfloat(dx, >, 0.1);
  g_assert_cmpint(rk.summary.slip_onsets, <, ref.summary.slip_onsets);

  p.dt = rk.summary.dt_suggested;
  run(&p, &fine);
  report("rk4 dt 1e-4", &fine);
  g_assert_cmpuint(fine.summary.warnings & TL_STICKSLIP_WARN_STEP, ==, 0);
  g_assert_cmpint(fine.summary.slip_onsets, ==, ref.summary.slip_onsets);
  g_assert_cmpfloat_with_epsilon(fine.summary.period, ref.summary.period, 1e-3);
  g_assert_cmpfloat_with_epsilon(fine.summary.peak_spring, ref.summary.peak_spring, 1e-5);
  tl_stickslip_run_free(&rk);
  tl_stickslip_run_free(&ref);
  tl_stickslip_run_free(&fine);
}

/* Coulomb friction with a static threshold, driven spring, m ẍ = k(v_p t − x)
 * − F.  Slip starts at rest with spring force Fs; about the kinetic level the
 * stretch oscillates with ω = √(k/m), A = (Fs − Fc)/k, B = v_p/ω, and the mass
 * stops when v_p(1 − cos ωτ) + Aω sin ωτ = 0: τ_slip = 2(π − atan(Aω/v_p))/ω.
 * The spring force is then Fc + kA cos ωτ + kB sin ωτ and climbs back to Fs at
 * k v_p.  Peak: Fc + k√(A² + B²).  The Karnopp band (η = 1e-4 m/s) shifts
 * each stick and slip onset by the time to cross it, η/a ≈ 3e-4 s at the
 * accelerations (Fs − Fc)/m here, the same in every cycle: the period holds
 * to 1e-4 s, and the peak (reached mid-slip) to the integration tolerance. */
static void
test_coulomb_static_cycle(gconstpointer data)
{
  const TlIntegrator integrator = (TlIntegrator)GPOINTER_TO_INT(data);
  TlStickSlipParams p = tl_stickslip_params_default();
  p.friction.terms = TL_FRICTION_COULOMB | TL_FRICTION_STATIC;
  p.friction.fs = 1.37;
  p.mass = 1.3;
  p.belt_speed = 0.085;
  p.duration = 40.0;
  p.integrator = integrator;
  p.rel_tol = 1e-10;
  p.abs_tol = 1e-12;
  if (integrator == TL_INTEGRATOR_RK4)
    p.dt = 1e-4;
  const double fc = p.friction.fc, fs = p.friction.fs, k = p.stiffness, vp = p.belt_speed;
  const double w = sqrt(k / p.mass), a = (fs - fc) / k, b = vp / w;
  const double slip = 2 * (M_PI - atan(a * w / vp)) / w;
  const double f_end = fc + k * a * cos(w * slip) + k * b * sin(w * slip);
  const double stick = (fs - f_end) / (k * vp), period = slip + stick;
  TlStickSlipRun r;
  run(&p, &r);
  report(tl_integrator_name(integrator), &r);
  g_test_message("closed form: period %.7f s (slip %.5f + stick %.5f), peak %.6f N", period, slip,
                 stick, fc + k * hypot(a, b));
  g_assert_cmpfloat_with_epsilon(r.summary.period, period, 1e-4);
  g_assert_cmpfloat_with_epsilon(r.summary.peak_spring, fc + k * hypot(a, b), 1e-5);
  /* the first breakaway from rest comes when the spring reaches Fs */
  g_assert_cmpfloat_with_epsilon(r.summary.first_slip, fs / (k * vp), 0.01);
  tl_stickslip_run_free(&r);
}

/* Dahl with the static threshold (eq 11) has a state and the Karnopp band: the
 * two adaptive integrators must agree on it as well. */
static void
test_eq11_integrators(void)
{
  g_test_summary("Seed eq 11 stick-slip: rkf45 and msbdf agree");
  TlStickSlipParams p = tl_stickslip_params_default();
  g_assert_cmpint(tl_friction_law_parse("eq11", &p.friction.terms, NULL), ==, TL_OK);
  p.rel_tol = 1e-10;
  p.abs_tol = 1e-12;
  p.duration = 30.0;
  TlStickSlipRun a, b;
  p.integrator = TL_INTEGRATOR_RKF45;
  run(&p, &a);
  p.integrator = TL_INTEGRATOR_MSBDF;
  run(&p, &b);
  report("eq11 rkf45", &a);
  report("eq11 msbdf", &b);
  g_assert_cmpint(a.summary.slip_onsets, >=, 3);
  g_assert_cmpfloat_with_epsilon(a.summary.period, b.summary.period, 1e-4);
  g_assert_cmpfloat_with_epsilon(a.summary.peak_spring, b.summary.peak_spring, 1e-6);
  tl_stickslip_run_free(&a);
  tl_stickslip_run_free(&b);
}

/* A friction force that jumps at v = 0 with nothing to hold the mass there
 * is flagged; the implicit solver then chatters and gives up with a hint. */
static void
test_jump_warning(void)
{
  g_test_summary("Exact-sign Coulomb without a static band is flagged and fails with a hint");
  TlStickSlipParams p = tl_stickslip_params_default();
  p.friction.terms = TL_FRICTION_COULOMB | TL_FRICTION_VISCOUS;
  g_assert_cmpuint(tl_stickslip_check_step(&p, NULL, NULL, NULL) & TL_STICKSLIP_WARN_JUMP, !=, 0);
  TlError err;
  TlStickSlip *s = tl_stickslip_alloc(&p, &err);
  g_assert_nonnull(s);
  TlStickSlipRun r;
  memset(&r, 0, sizeof r);
  r.n = 3;
  g_assert_cmpint(tl_stickslip_run(s, &r, &err), ==, TL_EMAXITER);
  g_assert_nonnull(strstr(err.message, "static"));
  g_assert_cmpuint(r.n, ==, 3); /* untouched */
  g_assert_null(r.samples);
  tl_stickslip_free(s);
  /* the regularised sign removes the jump and runs */
  p.friction.sign = TL_SIGN_TANH;
  g_assert_cmpuint(tl_stickslip_check_step(&p, NULL, NULL, NULL) & TL_STICKSLIP_WARN_JUMP, ==, 0);
  p.duration = 2.0;
  run(&p, &r);
  tl_stickslip_run_free(&r);
}

/* The explicit adaptive integrator on the same jump does not give up by
 * itself: its steps shrink to ~1e-5 of the law's time scale and it would
 * creep through the step budget (1e6 steps by t = 0.037 s, seconds of
 * work).  The creep check stops it after its first window of steps, naming
 * the chattering, while the valid rkf45 runs above (LuGre, Karnopp) pass. */
static void
test_creeping_stops(void)
{
  g_test_summary("An adaptive integrator chattering on a friction jump stops early with a reason");
  TlStickSlipParams p = tl_stickslip_params_default();
  p.friction.terms = TL_FRICTION_COULOMB | TL_FRICTION_STRIBECK;
  p.integrator = TL_INTEGRATOR_RKF45;
  TlError err;
  TlStickSlip *s = tl_stickslip_alloc(&p, &err);
  g_assert_nonnull(s);
  TlStickSlipRun r;
  memset(&r, 0, sizeof r);
  g_assert_cmpint(tl_stickslip_run(s, &r, &err), ==, TL_EMAXITER);
  g_assert_nonnull(strstr(err.message, "creeping"));
  g_assert_nonnull(strstr(err.message, "chatters"));
  TlStickSlipSummary m;
  tl_stickslip_summary(s, &m);
  g_assert_cmpint(m.steps, <, 200000); /* the budget is 1e6 */
  tl_stickslip_free(s);
}

static void
assert_same_sample(const TlStickSlipSample *a, const TlStickSlipSample *b)
{
  g_assert_cmpfloat(a->t, ==, b->t);
  g_assert_cmpfloat(a->x, ==, b->x);
  g_assert_cmpfloat(a->v, ==, b->v);
  g_assert_cmpfloat(a->state, ==, b->state);
  g_assert_cmpfloat(a->friction, ==, b->friction);
  g_assert_cmpfloat(a->spring, ==, b->spring);
  g_assert_cmpint(a->phase, ==, b->phase);
}

/* GSL-style life cycle: stepping by hand equals a run, reset starts over. */
static void
test_life_cycle(void)
{
  g_test_summary("alloc/step/reset/free reproduce a run exactly");
  TlStickSlipParams p = tl_stickslip_params_default();
  p.duration = 9.0;
  p.dt = 0.01;
  TlStickSlipRun r;
  run(&p, &r);
  g_assert_cmpuint(r.n, ==, 901);
  g_assert_cmpuint(tl_stickslip_n_samples(&p), ==, 901);
  TlStickSlip *s = tl_stickslip_alloc(&p, NULL);
  g_assert_nonnull(s);
  for (int pass = 0; pass < 2; pass++) {
    TlStickSlipSample first;
    tl_stickslip_sample(s, &first);
    assert_same_sample(&first, &r.samples[0]);
    for (size_t i = 1; i < r.n; i++) {
      TlStickSlipSample smp;
      g_assert_cmpint(tl_stickslip_step(s, &smp, NULL), ==, TL_OK);
      assert_same_sample(&smp, &r.samples[i]);
    }
    TlStickSlipSummary m;
    tl_stickslip_summary(s, &m);
    g_assert_cmpfloat(m.t, ==, 9.0);
    g_assert_cmpint(m.slip_onsets, ==, r.summary.slip_onsets);
    g_assert_cmpint(m.steps, ==, r.summary.steps);
    g_assert_cmpint(tl_stickslip_reset(s), ==, TL_OK);
  }
  g_assert_cmpfloat(r.samples[0].spring, ==, 0.0);
  g_assert_cmpint(r.samples[0].phase, ==, TL_PHASE_STICK);
  g_assert_cmpint(r.summary.slip_onsets, ==, 1); /* breakaway near 7.4 s, no second one yet */
  g_assert_cmpuint(r.summary.warnings & TL_STICKSLIP_WARN_NO_PERIOD, !=, 0);
  g_assert_true(isnan(r.summary.period));
  g_assert_cmpstr(tl_integrator_name(tl_stickslip_params(s)->integrator), ==, "msbdf");
  tl_stickslip_free(s);
  tl_stickslip_run_free(&r);
  tl_stickslip_free(NULL);
}

/* A failed step leaves everything as the last good step left it: stepping
 * again fails the same way, with the same sample and the same statistics. */
static void
test_failed_step_rolls_back(void)
{
  g_test_summary("After a failed step the state, the statistics and the stepper are as before");
  TlStickSlipParams p = tl_stickslip_params_default();
  p.integrator = TL_INTEGRATOR_RK4;
  p.dt = 0.02;
  TlError err;
  TlStickSlip *s = tl_stickslip_alloc(&p, &err);
  g_assert_nonnull(s);
  TlStickSlipSample before, after;
  TlStickSlipSummary sum_before, sum_after;
  int good = 0;
  for (;;) {
    tl_stickslip_sample(s, &before);
    tl_stickslip_summary(s, &sum_before);
    if (tl_stickslip_step(s, NULL, &err) != TL_OK)
      break;
    g_assert_cmpint(++good, <, 1000);
  }
  for (int again = 0; again < 2; again++) {
    tl_stickslip_sample(s, &after);
    tl_stickslip_summary(s, &sum_after);
    g_assert_cmpmem(&after, sizeof after, &before, sizeof before);
    g_assert_cmpmem(&sum_after, sizeof sum_after, &sum_before, sizeof sum_before);
    g_assert_cmpint(tl_stickslip_step(s, NULL, &err), ==, TL_ERANGE);
  }
  tl_stickslip_free(s);
}

/* An explicit step far beyond the limit diverges: a status, not a NaN row. */
static void
test_divergence(void)
{
  g_test_summary("RK4 far beyond its stability limit stops with a range error");
  TlStickSlipParams p = tl_stickslip_params_default();
  p.integrator = TL_INTEGRATOR_RK4;
  p.dt = 0.02;
  TlError err;
  TlStickSlip *s = tl_stickslip_alloc(&p, &err);
  TlStickSlipRun r;
  memset(&r, 0, sizeof r);
  r.n = 5;
  const TlStatus st = tl_stickslip_run(s, &r, &err);
  g_test_message("%s", err.message);
  g_assert_cmpint(st, ==, TL_ERANGE);
  g_assert_nonnull(strstr(err.message, "dt <="));
  g_assert_cmpuint(r.n, ==, 5);
  /* the workspace keeps its last good state */
  TlStickSlipSample smp;
  tl_stickslip_sample(s, &smp);
  g_assert_true(isfinite(smp.x) && isfinite(smp.v) && isfinite(smp.state));
  tl_stickslip_free(s);
}

typedef struct {
  const char *what;
  void (*spoil)(TlStickSlipParams *p);
} BadCase;

static void bad_mass(TlStickSlipParams *p) { p->mass = -1.0; }
static void bad_mass_zero(TlStickSlipParams *p) { p->mass = 0.0; }
static void bad_stiffness(TlStickSlipParams *p) { p->stiffness = 0.0; }
static void bad_belt(TlStickSlipParams *p) { p->belt_speed = NAN; }
static void bad_dt(TlStickSlipParams *p) { p->dt = 0.0; }
static void bad_dt_long(TlStickSlipParams *p) { p->dt = 30.0; }
static void bad_samples(TlStickSlipParams *p) { p->dt = 1e-9; p->duration = 2385.0; }
static void bad_duration(TlStickSlipParams *p) { p->duration = INFINITY; }
static void bad_rel_tol(TlStickSlipParams *p) { p->rel_tol = 0.5; }
static void bad_abs_tol(TlStickSlipParams *p) { p->abs_tol = -1e-9; }
static void bad_stick(TlStickSlipParams *p) { p->stick_velocity = 0.0; }
static void bad_integrator(TlStickSlipParams *p) { p->integrator = (TlIntegrator)9; }
static void
bad_alpha(TlStickSlipParams *p)
{
  p->friction.terms = TL_FRICTION_DAHL;
  p->friction.dahl_alpha = 0.0;
}
static void
bad_law(TlStickSlipParams *p)
{
  p->friction.terms = TL_FRICTION_LUGRE | TL_FRICTION_DAHL;
}

static const BadCase bad_cases[] = {
  { "negative mass", bad_mass },     { "zero mass", bad_mass_zero },
  { "zero stiffness", bad_stiffness }, { "belt NaN", bad_belt },
  { "dt 0", bad_dt },                { "dt > duration", bad_dt_long },
  { "too many samples", bad_samples }, { "duration inf", bad_duration },
  { "rel_tol 0.5", bad_rel_tol },    { "abs_tol < 0", bad_abs_tol },
  { "stick velocity 0", bad_stick }, { "unknown integrator", bad_integrator },
  { "alpha 0", bad_alpha },          { "lugre with dahl", bad_law },
};

static void
test_bad_params(gconstpointer data)
{
  const BadCase *c = data;
  TlStickSlipParams p = tl_stickslip_params_default();
  c->spoil(&p);
  TlError err;
  tl_error_clear(&err);
  g_assert_null(tl_stickslip_alloc(&p, &err));
  g_assert_cmpint(err.status, ==, TL_EINVAL);
  g_assert_cmpuint(strlen(err.message), >, 10);
  g_assert_cmpint(tl_stickslip_params_validate(&p, NULL), ==, TL_EINVAL);
}

static void
test_names(void)
{
  g_test_summary("Integrator and warning names");
  TlIntegrator i;
  TlError err;
  g_assert_cmpint(tl_integrator_from_name("rkf45", &i, NULL), ==, TL_OK);
  g_assert_cmpint(i, ==, TL_INTEGRATOR_RKF45);
  g_assert_cmpint(tl_integrator_from_name("euler", &i, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "euler"));
  char buf[64];
  tl_stickslip_warnings_string(0, buf, sizeof buf);
  g_assert_cmpstr(buf, ==, "none");
  tl_stickslip_warnings_string(TL_STICKSLIP_WARN_STEP | TL_STICKSLIP_WARN_NO_PERIOD, buf,
                               sizeof buf);
  g_assert_cmpstr(buf, ==, "stiff-step,no-period");
}

/* A raised cancel flag stops the run between samples: TL_ECANCELLED, the
 * output untouched; lowered, the same workspace runs to the end. */
static void
test_cancel(void)
{
  g_test_summary("tl_stickslip_run returns TL_ECANCELLED while its cancel flag is up");
  TlStickSlipParams p = tl_stickslip_params_default();
  p.duration = 0.5;
  TlError err;
  TlStickSlip *s = tl_stickslip_alloc(&p, &err);
  g_assert_nonnull(s);
  volatile int cancel = 1;
  tl_stickslip_set_cancel(s, &cancel);
  TlStickSlipRun run = { 0 };
  g_assert_cmpint(tl_stickslip_run(s, &run, &err), ==, TL_ECANCELLED);
  g_assert_nonnull(strstr(err.message, "cancelled"));
  g_assert_null(run.samples);
  cancel = 0;
  g_assert_cmpint(tl_stickslip_run(s, &run, &err), ==, TL_OK);
  g_assert_cmpuint(run.n, ==, tl_stickslip_n_samples(&p));
  g_assert_cmpfloat_with_epsilon(run.samples[run.n - 1].t, 0.5, 1e-12);
  tl_stickslip_run_free(&run);
  tl_stickslip_free(s);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/stickslip/lugre/period", test_lugre_period);
  g_test_add_func("/stickslip/lugre/sliding-threshold", test_sliding_threshold);
  g_test_add_func("/stickslip/lugre/rk4-discrepancy", test_rk4_discrepancy);
  g_test_add_data_func("/stickslip/coulomb-static/rkf45", GINT_TO_POINTER(TL_INTEGRATOR_RKF45),
                       test_coulomb_static_cycle);
  g_test_add_data_func("/stickslip/coulomb-static/msbdf", GINT_TO_POINTER(TL_INTEGRATOR_MSBDF),
                       test_coulomb_static_cycle);
  g_test_add_data_func("/stickslip/coulomb-static/rk4", GINT_TO_POINTER(TL_INTEGRATOR_RK4),
                       test_coulomb_static_cycle);
  g_test_add_func("/stickslip/eq11/integrators", test_eq11_integrators);
  g_test_add_func("/stickslip/jump-warning", test_jump_warning);
  g_test_add_func("/stickslip/creeping-stops", test_creeping_stops);
  g_test_add_func("/stickslip/life-cycle", test_life_cycle);
  g_test_add_func("/stickslip/errors/failed-step-rolls-back", test_failed_step_rolls_back);
  g_test_add_func("/stickslip/errors/divergence", test_divergence);
  g_test_add_func("/stickslip/names", test_names);
  g_test_add_func("/stickslip/cancel", test_cancel);
  for (size_t i = 0; i < G_N_ELEMENTS(bad_cases); i++) {
    tl_test_add_data_funcf(&bad_cases[i], test_bad_params, "/stickslip/errors/%s",
                           bad_cases[i].what);
  }
  return g_test_run();
}
