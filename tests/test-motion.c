/* test-motion.c — friction along prescribed motions: the seed's eq 8 demo,
 * Dahl's ODE against its integrated form through reversals, LuGre's steady
 * state and its linear pre-sliding response (docs/theory.md §8 friction). */
#include <string.h>

#include "tl-test-util.h"
#include "tribo/motion.h"

static TlFrictionParams
law(unsigned terms)
{
  TlFrictionParams p = tl_friction_params_default();
  p.terms = terms;
  return p;
}

static void
follow(const TlFrictionParams *p, const TlMotionParams *m, TlFrictionTrace *tr)
{
  TlError err;
  g_assert_cmpint(tl_friction_trace_alloc(tr, m->points, &err), ==, TL_OK);
  const TlStatus s = tl_friction_follow(p, m, tr, &err);
  if (s != TL_OK)
    g_test_message("%s", err.message);
  g_assert_cmpint(s, ==, TL_OK);
}

/* The seed's motion v = t(t + 1), X = t³/3 + t²/2 on [0, 2] s, and its eq 8
 * F = μv v + Fc(1 − e^{−σ|X|/Fc}) sgn v written out here.  Same arithmetic:
 * a few ulps of the 2.4 N viscous force. */
static void
test_seed_eq8(void)
{
  g_test_summary("Dahl + viscous along the seed's motion is its eq 8");
  TlFrictionParams p = law(TL_FRICTION_DAHL | TL_FRICTION_VISCOUS);
  p.dahl_sigma = 3.7; /* a soft Dahl contact so that the rise spans the plot */
  TlMotionParams m = tl_motion_params_default(TL_MOTION_SEED);
  TlFrictionTrace tr;
  follow(&p, &m, &tr);
  g_assert_cmpfloat(tr.t[tr.n - 1], ==, 2.0);
  g_assert_cmpfloat_with_epsilon(tr.x[tr.n - 1], 8.0 / 3.0 + 2.0, 1e-15);
  g_assert_cmpfloat(tr.v[tr.n - 1], ==, 6.0);
  double worst = 0.0;
  for (int i = 0; i < tr.n; i++) {
    const double t = tr.t[i], x = t * t * t / 3 + t * t / 2, v = t * (t + 1);
    const double f = p.viscous * v + p.fc * (1 - exp(-p.dahl_sigma * fabs(x) / p.fc)) *
                                       (v > 0 ? 1.0 : 0.0);
    worst = fmax(worst, fabs(tr.force[i] - f));
  }
  g_test_message("eq 8: largest error %.3g N", worst);
  g_assert_cmpfloat(worst, <=, 1e-14);

  /* eq 11 reads "+ μs F_N" as a breakaway threshold, which an imposed motion
   * never tests: its curve is eq 8's */
  TlFrictionParams q = p;
  q.terms |= TL_FRICTION_STATIC;
  TlFrictionTrace tq;
  follow(&q, &m, &tq);
  g_assert_cmpmem(tq.force, sizeof(double) * (size_t)tq.n, tr.force,
                  sizeof(double) * (size_t)tr.n);
  tl_friction_trace_free(&tq);
  tl_friction_trace_free(&tr);
}

/* Dahl along x = A sin(2πft), integrated by hand: on each monotonic stretch
 * from the last turning point (x_r, F_r) in direction d, with y = 1 − dF/Fc
 * and κ = σ|x − x_r|/Fc:  α = 1: y = y_r e^{−κ};  α = 2: y = y_r/(1 + y_r κ);
 * α = ½: √y = √y_r − κ/2 (≥ 0). */
static double
dahl_by_hand(double alpha, double fc, double sigma, double fr, int dir, double travel)
{
  const double yr = 1.0 - dir * fr / fc, k = sigma * travel / fc;
  double y;
  if (alpha == 1.0)
    y = yr * exp(-k);
  else if (alpha == 2.0)
    y = yr / (1.0 + yr * k);
  else {
    const double r = sqrt(yr) - 0.5 * k;
    y = r > 0 ? r * r : 0.0;
  }
  return dir * fc * (1.0 - y);
}

static double
sine_reference(const TlFrictionParams *p, const TlMotionParams *m, double t)
{
  /* turning points at t_k = (k + ½)/(2f): walk them up to t */
  const double w = 2 * M_PI * m->frequency, half = 0.5 / m->frequency;
  double xr = 0.0, fr = 0.0;
  int dir = 1;
  for (int k = 0; (k + 0.5) * half <= t; k++) {
    const double tk = (k + 0.5) * half, xk = m->amplitude * sin(w * tk);
    fr = dahl_by_hand(p->dahl_alpha, p->fc, p->dahl_sigma, fr, dir, fabs(xk - xr));
    xr = xk;
    dir = -dir;
  }
  const double x = m->amplitude * sin(w * t);
  return dahl_by_hand(p->dahl_alpha, p->fc, p->dahl_sigma, fr, dir, fabs(x - xr));
}

typedef struct {
  const char *what;
  double alpha;
  int integrate;
  double tol; /* [N] */
} DahlCase;

/* The ODE runs at rel_tol 1e-10 with an absolute 1e-12 N: a few thousand
 * steps over four reversals bound the global error by ~1e3 × 1e-10 × Fc =
 * 1e-7 N.  The closed form fed the exact turning points is exact to rounding. */
static const DahlCase dahl_cases[] = {
  { "ode-alpha-1", 1.0, 1, 1e-7 },
  { "ode-alpha-2", 2.0, 1, 1e-7 },
  { "ode-alpha-0.5", 0.5, 1, 1e-7 },
  { "closed-alpha-1", 1.0, 0, 1e-14 },
  { "closed-alpha-2", 2.0, 0, 1e-14 },
  { "closed-alpha-0.5", 0.5, 0, 1e-14 },
};

static void
test_dahl_sine(gconstpointer data)
{
  const DahlCase *c = data;
  TlFrictionParams p = law(TL_FRICTION_DAHL);
  p.dahl_alpha = c->alpha;
  p.fc = 0.93;
  TlMotionParams m = tl_motion_params_default(TL_MOTION_SINE);
  m.integrate = c->integrate;
  m.frequency = 1.3; /* turning points fall between samples */
  TlFrictionTrace tr;
  follow(&p, &m, &tr);
  double worst = 0.0;
  for (int i = 0; i < tr.n; i++)
    worst = fmax(worst, fabs(tr.force[i] - sine_reference(&p, &m, tr.t[i])));
  g_test_message("dahl %s through %d reversals: largest error %.3g N", c->what,
                 (int)(2 * m.frequency * m.duration), worst);
  g_assert_cmpfloat(worst, <=, c->tol);
  /* pre-sliding hysteresis: at x = 0 the force is not zero after a reversal */
  g_assert_cmpfloat(fabs(tr.force[tr.n - 1]), >, 0.5 * p.fc);
  tl_friction_trace_free(&tr);
}

/* LuGre at constant velocity settles (relaxation time g/(σ0|v|) ≤ 0.05 s
 * here, run 2 s = 40 of them) to g(v) sgn v + σ2 v, written out here.  The
 * ODE's relative tolerance 1e-10 bounds the difference. */
static void
test_lugre_steady(void)
{
  g_test_summary("LuGre integrated at constant velocity reaches g(v) sgn v + sigma2 v");
  const TlFrictionParams p = law(TL_FRICTION_LUGRE);
  const double speeds[] = { -2.385e-3, -5.1e-4, 3.03e-4, 1.0e-3, 1.7e-3, 0.0613 };
  double worst = 0.0;
  for (size_t i = 0; i < G_N_ELEMENTS(speeds); i++) {
    TlMotionParams m = tl_motion_params_default(TL_MOTION_CONSTANT);
    m.velocity = speeds[i];
    TlFrictionTrace tr;
    follow(&p, &m, &tr);
    const double v = speeds[i], e = exp(-(v / p.vs) * (v / p.vs));
    const double f = (p.fc + (p.fs - p.fc) * e) * (v > 0 ? 1 : -1) + p.sigma2 * v;
    worst = fmax(worst, fabs(tr.force[tr.n - 1] - f) / fabs(f));
    tl_friction_trace_free(&tr);
  }
  g_test_message("lugre steady state after integration: largest relative error %.3g", worst);
  g_assert_cmpfloat(worst, <=, 1e-8);
}

/* Far inside the pre-sliding range LuGre is a linear spring–damper:
 * F = σ0 x + (σ1 + σ2) v.  The neglected term σ0|v|z/g (with |z| ≤ 2A, g ≥ Fc)
 * moves z by at most σ0·2A/Fc times the total travel s = 4A f T, and ż by
 * σ0 v_max 2A/Fc: |ΔF| ≤ σ0² 2A s/Fc + σ1 σ0 v_max 2A/Fc. */
static void
test_lugre_presliding(void)
{
  g_test_summary("LuGre's small-amplitude response is the bristle spring-damper");
  const TlFrictionParams p = law(TL_FRICTION_LUGRE);
  TlMotionParams m = tl_motion_params_default(TL_MOTION_SINE);
  m.amplitude = 1.1e-9;
  TlFrictionTrace tr;
  follow(&p, &m, &tr);
  const double a2 = 2 * m.amplitude, vmax = 2 * M_PI * m.frequency * m.amplitude;
  const double travel = 4 * m.amplitude * m.frequency * m.duration;
  const double bound = p.sigma0 * p.sigma0 * a2 * travel / p.fc +
                       p.sigma1 * p.sigma0 * vmax * a2 / p.fc;
  double worst = 0.0, peak = 0.0;
  for (int i = 0; i < tr.n; i++) {
    worst = fmax(worst, fabs(tr.force[i] - (p.sigma0 * tr.x[i] + (p.sigma1 + p.sigma2) * tr.v[i])));
    peak = fmax(peak, fabs(tr.force[i]));
  }
  g_test_message("lugre pre-sliding: deviation %.3g N of a %.3g N force (bound %.3g N)", worst,
                 peak, bound);
  g_assert_cmpfloat(worst, <=, bound);
  g_assert_cmpfloat(peak, >, 100 * bound); /* the bound is not vacuous */
  tl_friction_trace_free(&tr);
}

/* Memoryless laws need no state: Coulomb under a sine is the rectangle ±Fc. */
static void
test_coulomb_sine(void)
{
  g_test_summary("Coulomb under a back-and-forth motion switches at the turning points");
  const TlFrictionParams p = law(TL_FRICTION_COULOMB);
  TlMotionParams m = tl_motion_params_default(TL_MOTION_SINE);
  m.points = 400; /* no sample on a turning point */
  TlFrictionTrace tr;
  follow(&p, &m, &tr);
  for (int i = 0; i < tr.n; i++) {
    g_assert_cmpfloat(tr.force[i], ==, tr.v[i] > 0 ? p.fc : tr.v[i] < 0 ? -p.fc : 0.0);
    g_assert_cmpfloat(tr.state[i], ==, 0.0);
  }
  tl_friction_trace_free(&tr);
}

typedef struct {
  const char *what;
  void (*spoil)(TlMotionParams *m);
} BadMotion;

static void bad_duration(TlMotionParams *m) { m->duration = 0.0; }
static void bad_duration_nan(TlMotionParams *m) { m->duration = NAN; }
static void bad_amplitude(TlMotionParams *m) { m->kind = TL_MOTION_SINE; m->amplitude = -2e-5; }
static void bad_frequency(TlMotionParams *m) { m->kind = TL_MOTION_SINE; m->frequency = 0.0; }
static void bad_velocity(TlMotionParams *m) { m->kind = TL_MOTION_CONSTANT; m->velocity = NAN; }
static void bad_points(TlMotionParams *m) { m->points = 1; }
static void bad_rel_tol(TlMotionParams *m) { m->rel_tol = 0.0; }
static void bad_abs_tol(TlMotionParams *m) { m->abs_tol = 2.0; }
static void bad_kind(TlMotionParams *m) { m->kind = (TlMotionKind)5; }

static const BadMotion bad_motions[] = {
  { "duration 0", bad_duration },      { "duration NaN", bad_duration_nan },
  { "amplitude < 0", bad_amplitude },  { "frequency 0", bad_frequency },
  { "velocity NaN", bad_velocity },    { "one point", bad_points },
  { "rel_tol 0", bad_rel_tol },        { "abs_tol 2 N", bad_abs_tol },
  { "unknown kind", bad_kind },
};

static void
test_bad_motion(gconstpointer data)
{
  const BadMotion *c = data;
  TlMotionParams m = tl_motion_params_default(TL_MOTION_SEED);
  const TlFrictionParams p = tl_friction_params_default();
  TlFrictionTrace tr;
  g_assert_cmpint(tl_friction_trace_alloc(&tr, m.points, NULL), ==, TL_OK);
  for (int i = 0; i < tr.n; i++)
    tr.force[i] = 7.0;
  c->spoil(&m);
  TlError err;
  g_assert_cmpint(tl_motion_params_validate(&m, &err), ==, TL_EINVAL);
  g_assert_cmpuint(strlen(err.message), >, 10);
  g_assert_cmpint(tl_friction_follow(&p, &m, &tr, NULL), ==, TL_EINVAL);
  g_assert_cmpfloat(tr.force[1], ==, 7.0); /* untouched */
  tl_friction_trace_free(&tr);
}

static void
test_bad_follow(void)
{
  g_test_summary("A bad law, a wrong trace size and bad names are refused");
  TlMotionParams m = tl_motion_params_default(TL_MOTION_SINE);
  TlFrictionParams p = tl_friction_params_default();
  TlFrictionTrace tr;
  TlError err;
  g_assert_cmpint(tl_friction_trace_alloc(&tr, m.points - 1, NULL), ==, TL_OK);
  g_assert_cmpint(tl_friction_follow(&p, &m, &tr, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "samples"));
  tl_friction_trace_free(&tr);
  g_assert_cmpint(tl_friction_trace_alloc(&tr, m.points, NULL), ==, TL_OK);
  p.dahl_alpha = -1.0;
  g_assert_cmpint(tl_friction_follow(&p, &m, &tr, NULL), ==, TL_EINVAL);
  tl_friction_trace_free(&tr);
  g_assert_cmpint(tl_friction_trace_alloc(&tr, 0, &err), ==, TL_EINVAL);
  TlMotionKind k;
  g_assert_cmpint(tl_motion_kind_from_name("constant", &k, NULL), ==, TL_OK);
  g_assert_cmpint(k, ==, TL_MOTION_CONSTANT);
  g_assert_cmpint(tl_motion_kind_from_name("zigzag", &k, &err), ==, TL_EINVAL);
  g_assert_cmpstr(tl_motion_kind_name(TL_MOTION_SINE), ==, "sine");
}

/* A raised cancel flag stops the state integration before its first sample
 * and leaves the output trace untouched; lowered, the same follow succeeds. */
static void
test_cancel(void)
{
  g_test_summary("tl_friction_follow returns TL_ECANCELLED while its motion's cancel flag is up");
  const TlFrictionParams p = law(TL_FRICTION_LUGRE);
  TlMotionParams m = tl_motion_params_default(TL_MOTION_SINE);
  volatile int cancel = 1;
  m.cancel = &cancel;
  TlFrictionTrace tr;
  g_assert_cmpint(tl_friction_trace_alloc(&tr, m.points, NULL), ==, TL_OK);
  for (int i = 0; i < tr.n; i++)
    tr.force[i] = 2.385;
  TlError err;
  g_assert_cmpint(tl_friction_follow(&p, &m, &tr, &err), ==, TL_ECANCELLED);
  g_assert_nonnull(strstr(err.message, "cancelled"));
  for (int i = 0; i < tr.n; i++)
    g_assert_cmpfloat(tr.force[i], ==, 2.385);
  cancel = 0;
  g_assert_cmpint(tl_friction_follow(&p, &m, &tr, &err), ==, TL_OK);
  /* the same as without any flag, sample for sample */
  TlFrictionTrace ref;
  m.cancel = NULL;
  follow(&p, &m, &ref);
  for (int i = 0; i < tr.n; i++)
    g_assert_cmpfloat(tr.force[i], ==, ref.force[i]);
  tl_friction_trace_free(&ref);
  tl_friction_trace_free(&tr);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/motion/seed/eq8", test_seed_eq8);
  g_test_add_func("/motion/lugre/steady", test_lugre_steady);
  g_test_add_func("/motion/lugre/pre-sliding", test_lugre_presliding);
  g_test_add_func("/motion/coulomb/sine", test_coulomb_sine);
  g_test_add_func("/motion/errors/follow", test_bad_follow);
  g_test_add_func("/motion/cancel", test_cancel);
  for (size_t i = 0; i < G_N_ELEMENTS(dahl_cases); i++) {
    tl_test_add_data_funcf(&dahl_cases[i], test_dahl_sine, "/motion/dahl/%s", dahl_cases[i].what);
  }
  for (size_t i = 0; i < G_N_ELEMENTS(bad_motions); i++) {
    tl_test_add_data_funcf(&bad_motions[i], test_bad_motion, "/motion/errors/%s",
                           bad_motions[i].what);
  }
  return g_test_run();
}
