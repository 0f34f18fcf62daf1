/* stickslip.c — the stick-slip oscillator's life cycle: parameters, GSL
 * integrators, stepping, and stick/slip detection. */
#include <gsl/gsl_errno.h>
#include <gsl/gsl_odeiv2.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gsl_internal.h"
#include "stickslip_internal.h"
#include "tribo/names.h"
#include "tribo/ranges.h"

/* Adaptive steps allowed within one output interval. */
#define SS_MAX_STEPS_PER_SAMPLE 100000

static const char *const integrator_names[] = { "rk4", "rkf45", "msbdf" };

TL_DEFINE_ENUM_NAMES(tl_integrator, TlIntegrator, integrator_names, "integrator", "unknown")

TlStickSlipParams
tl_stickslip_params_default(void)
{
  TlStickSlipParams p;
  p.friction = tl_friction_params_default();
  p.mass = 1.0;
  p.stiffness = 2.0;
  p.belt_speed = 0.1;
  p.integrator = TL_INTEGRATOR_MSBDF;
  p.dt = 1e-3;
  p.duration = 20.0;
  p.rel_tol = 1e-6;
  p.abs_tol = 1e-9;
  p.stick_velocity = 1e-3;
  return p;
}

TlStatus
tl_stickslip_params_validate(const TlStickSlipParams *p, TlError *err)
{
  TlStatus s;
  if ((s = tl_friction_params_validate(&p->friction, err)) != TL_OK)
    return s;
  if ((s = tl_check_range(p->mass, TL_RANGE_MASS_MIN, TL_RANGE_MASS_MAX, "mass", "kg", err)) !=
        TL_OK ||
      (s = tl_check_range(p->stiffness, TL_RANGE_STIFFNESS_MIN, TL_RANGE_STIFFNESS_MAX,
                          "spring stiffness", "N/m", err)) != TL_OK ||
      (s = tl_check_range(p->belt_speed, -TL_RANGE_VELOCITY_MAX, TL_RANGE_VELOCITY_MAX,
                          "belt speed", "m/s", err)) != TL_OK ||
      (s = tl_check_range(p->dt, TL_RANGE_DT_MIN, TL_RANGE_TIME_MAX, "time step", "s", err)) !=
        TL_OK ||
      (s = tl_check_range(p->duration, TL_RANGE_DT_MIN, TL_RANGE_TIME_MAX, "duration", "s",
                          err)) != TL_OK ||
      (s = tl_check_range(p->rel_tol, 1e-14, 0.1, "relative tolerance", "", err)) != TL_OK ||
      (s = tl_check_range(p->abs_tol, 1e-18, 1.0, "absolute tolerance", "", err)) != TL_OK ||
      (s = tl_check_range(p->stick_velocity, TL_RANGE_SMALL_VELOCITY_MIN, TL_RANGE_VELOCITY_MAX,
                          "stick velocity", "m/s", err)) != TL_OK)
    return s;
  if ((unsigned)p->integrator > TL_INTEGRATOR_MSBDF)
    return tl_error_set(err, TL_EINVAL, "unknown integrator %d", (int)p->integrator);
  if (p->dt > p->duration)
    return tl_error_set(err, TL_EINVAL, "the time step (%g s) exceeds the duration (%g s)", p->dt,
                        p->duration);
  if (p->duration / p->dt > TL_STICKSLIP_MAX_SAMPLES)
    return tl_error_set(err, TL_EINVAL,
                        "duration/dt = %.3g samples is more than the %d allowed: raise dt",
                        p->duration / p->dt, TL_STICKSLIP_MAX_SAMPLES);
  return TL_OK;
}

size_t
tl_stickslip_n_samples(const TlStickSlipParams *p)
{
  return (size_t)llround(p->duration / p->dt) + 1;
}

void
tl_stickslip_warnings_string(unsigned w, char *buf, size_t len)
{
  static const char *const names[] = { "stiff-step", "step-error", "friction-jump",
                                       "no-period" };
  size_t used = 0;
  if (len == 0)
    return;
  buf[0] = '\0';
  for (int i = 0; i < 4; i++) {
    if (!(w & (1u << i)))
      continue;
    const int n = snprintf(buf + used, len - used, "%s%s", used ? "," : "", names[i]);
    if (n < 0 || (size_t)n >= len - used)
      return;
    used += (size_t)n;
  }
  if (used == 0)
    snprintf(buf, len, "none");
}

/* ---- the workspace ---------------------------------------------------------- */

struct TlStickSlip {
  TlStickSlipParams p;
  const volatile int *cancel; /* tl_stickslip_run stops while non-zero (may be NULL) */
  int dim;
  gsl_odeiv2_system sys;
  gsl_odeiv2_driver *driver; /* rkf45, msbdf */
  gsl_odeiv2_step *step;     /* rk4 */
  gsl_odeiv2_evolve *evolve; /* rk4 */
  double scale_abs[3];       /* absolute-tolerance scale per component */
  double y[3];
  long k;                    /* samples advanced: t = k dt */
  long rhs_evals, jac_evals;
  double rho_prior;          /* a-priori stiffness [1/s] */
  double rho_seen;           /* largest spectral radius along an rk4 run [1/s] */
  TlStickSlipSample last;    /* the current sample */
  TlPhase phase;
  double phase_start;        /* onset time of the current stick phase [s] */
  TlStickSlipSummary sum;
  long max_steps;            /* integrator steps allowed since the reset */
  unsigned long creep_count; /* adaptive steps and time at the last creep check */
  double creep_t;
};

/* Creeping: an adaptive integrator whose steps stay far below the law's
 * fastest time scale 1/ρ is not resolving stiffness (that costs steps of
 * about 1/ρ; the valid runs of the tests average 6–16 /ρ) but chattering on
 * a jump of the friction force.  Judged on the mean step over at least
 * SS_CREEP_WINDOW steps, so the short bursts of small steps at a stick–slip
 * transition never trip it; the chattering Coulomb + Stribeck run with the
 * exact sign averages 1.6e-5 /ρ. */
#define SS_CREEP_WINDOW 10000
#define SS_CREEP_RATIO 1e-3

static int
ss_rhs(double t, const double y[], double dydt[], void *data)
{
  TlStickSlip *s = data;
  TlSsEval e;
  s->rhs_evals++;
  tl_ss_eval(&s->p, t, y, &e);
  for (int i = 0; i < s->dim; i++) {
    if (!isfinite(e.f[i]))
      return GSL_ERANGE; /* adaptive steppers retry with a smaller step */
    dydt[i] = e.f[i];
  }
  return GSL_SUCCESS;
}

static int
ss_jac(double t, const double y[], double *dfdy, double dfdt[], void *data)
{
  TlStickSlip *s = data;
  TlSsEval e;
  s->jac_evals++;
  tl_ss_eval(&s->p, t, y, &e);
  for (int i = 0; i < s->dim; i++) {
    for (int j = 0; j < s->dim; j++)
      dfdy[i * s->dim + j] = e.jac[i][j];
    dfdt[i] = e.dfdt[i];
  }
  return GSL_SUCCESS;
}

static void
make_sample(const TlStickSlip *s, double t, TlStickSlipSample *out)
{
  TlSsEval e;
  tl_ss_eval(&s->p, t, s->y, &e);
  out->t = t;
  out->x = s->y[0];
  out->v = s->y[1];
  out->state = s->dim == 3 ? s->y[2] : 0.0;
  out->friction = e.friction;
  out->spring = e.spring;
  out->phase = s->phase;
}

TlStatus
tl_stickslip_reset(TlStickSlip *s)
{
  int st = GSL_SUCCESS;
  if (s->driver)
    st = gsl_odeiv2_driver_reset_hstart(s->driver, s->p.dt);
  if (s->step && st == GSL_SUCCESS)
    st = gsl_odeiv2_step_reset(s->step);
  if (s->evolve && st == GSL_SUCCESS)
    st = gsl_odeiv2_evolve_reset(s->evolve);
  if (st != GSL_SUCCESS)
    return TL_EINVAL; /* only an invalid first step makes GSL refuse, and dt was checked */
  memset(s->y, 0, sizeof s->y);
  s->k = 0;
  s->rhs_evals = s->jac_evals = 0;
  s->rho_seen = 0.0;
  s->creep_count = 0;
  s->creep_t = 0.0;
  s->phase = TL_PHASE_STICK; /* at rest */
  s->phase_start = 0.0;
  TlStickSlipSummary *m = &s->sum;
  memset(m, 0, sizeof *m);
  m->first_slip = m->last_slip = m->period = NAN;
  m->warnings = tl_stickslip_check_step(&s->p, &m->stiffness, &m->dt_limit, &m->dt_suggested);
  s->rho_prior = m->stiffness;
  make_sample(s, 0.0, &s->last);
  m->peak_spring = s->last.spring;
  m->peak_friction = fabs(s->last.friction);
  return TL_OK;
}

TlStickSlip *
tl_stickslip_alloc(const TlStickSlipParams *p, TlError *err)
{
  tl_gsl_init();
  if (tl_stickslip_params_validate(p, err) != TL_OK)
    return NULL;
  TlStickSlip *s = calloc(1, sizeof *s);
  if (!s) {
    tl_error_set(err, TL_ENOMEM, "out of memory for the stick-slip workspace");
    return NULL;
  }
  s->p = *p;
  s->max_steps = TL_STICKSLIP_MAX_STEPS;
  s->dim = tl_ss_dim(p);
  s->sys = (gsl_odeiv2_system){ ss_rhs, ss_jac, (size_t)s->dim, s };
  /* x [m] and v [m/s] against abs_tol directly; the state as a force: LuGre's
   * z [m] through σ0, Dahl's state is a force already. */
  s->scale_abs[0] = s->scale_abs[1] = 1.0;
  s->scale_abs[2] = (p->friction.terms & TL_FRICTION_LUGRE) ? 1.0 / p->friction.sigma0 : 1.0;
  if (p->integrator == TL_INTEGRATOR_RK4) {
    s->step = gsl_odeiv2_step_alloc(gsl_odeiv2_step_rk4, (size_t)s->dim);
    s->evolve = gsl_odeiv2_evolve_alloc((size_t)s->dim);
  } else {
    const gsl_odeiv2_step_type *type =
      p->integrator == TL_INTEGRATOR_RKF45 ? gsl_odeiv2_step_rkf45 : gsl_odeiv2_step_msbdf;
    s->driver = gsl_odeiv2_driver_alloc_scaled_new(&s->sys, type, p->dt, p->abs_tol, p->rel_tol,
                                                   1.0, 0.0, s->scale_abs);
  }
  if (!s->driver && !(s->step && s->evolve)) {
    tl_stickslip_free(s);
    tl_error_set(err, TL_ENOMEM, "out of memory for the %s integrator",
                 tl_integrator_name(p->integrator));
    return NULL;
  }
  const int nmax_status =
    s->driver ? gsl_odeiv2_driver_set_nmax(s->driver, SS_MAX_STEPS_PER_SAMPLE) : GSL_SUCCESS;
  if (nmax_status != GSL_SUCCESS || tl_stickslip_reset(s) != TL_OK) {
    tl_stickslip_free(s);
    tl_error_set(err, TL_EINVAL, "GSL refused to set up the %s integrator",
                 tl_integrator_name(p->integrator));
    return NULL;
  }
  return s;
}

void
tl_stickslip_free(TlStickSlip *s)
{
  if (!s)
    return;
  if (s->driver)
    gsl_odeiv2_driver_free(s->driver);
  if (s->step)
    gsl_odeiv2_step_free(s->step);
  if (s->evolve)
    gsl_odeiv2_evolve_free(s->evolve);
  free(s);
}

void
tl_stickslip_set_max_steps(TlStickSlip *s, long max_steps)
{
  s->max_steps = max_steps >= 1 ? max_steps : 1;
}

const TlStickSlipParams *
tl_stickslip_params(const TlStickSlip *s)
{
  return &s->p;
}

/* ---- stepping ------------------------------------------------------------- */

/* One rk4 step of h (no step-size control: the seed's fixed step), then its
 * error estimate against the tolerance and the stiffness at the new state. */
static int
rk4_advance(TlStickSlip *s, double *t, double h)
{
  const int st = gsl_odeiv2_evolve_apply_fixed_step(s->evolve, NULL, s->step, &s->sys, t, h, s->y);
  if (st != GSL_SUCCESS)
    return st;
  TlStickSlipSummary *m = &s->sum;
  double ratio = 0.0;
  for (int i = 0; i < s->dim; i++) {
    const double tol = s->p.abs_tol * s->scale_abs[i] + s->p.rel_tol * fabs(s->y[i]);
    ratio = fmax(ratio, fabs(s->evolve->yerr[i]) / tol);
  }
  if (ratio > 1.0) {
    m->error_steps++;
    m->warnings |= TL_STICKSLIP_WARN_ERROR;
  }
  m->max_error_ratio = fmax(m->max_error_ratio, ratio);
  TlSsEval e;
  tl_ss_eval(&s->p, *t, s->y, &e);
  s->rho_seen = fmax(s->rho_seen, tl_ss_spectral_radius(&e));
  return GSL_SUCCESS;
}

/* Linear interpolation of the time where |v| crosses level between samples. */
static double
crossing(double t0, double a0, double t1, double a1, double level)
{
  if (a1 == a0)
    return t1;
  const double f = (level - a0) / (a1 - a0);
  return t0 + fmin(1.0, fmax(0.0, f)) * (t1 - t0);
}

static void
detect(TlStickSlip *s, const TlStickSlipSample *prev, const TlStickSlipSample *cur)
{
  TlStickSlipSummary *m = &s->sum;
  const double eta = s->p.stick_velocity;
  const double a0 = fabs(prev->v), a1 = fabs(cur->v);
  if (s->phase == TL_PHASE_STICK && a1 > eta) {
    const double ton = crossing(prev->t, a0, cur->t, a1, eta);
    m->stick_time += ton - s->phase_start;
    if (m->slip_onsets == 0)
      m->first_slip = ton;
    m->last_slip = ton;
    m->slip_onsets++;
    s->phase = TL_PHASE_SLIP;
  } else if (s->phase == TL_PHASE_SLIP && a1 < 0.5 * eta) {
    s->phase_start = crossing(prev->t, a0, cur->t, a1, 0.5 * eta);
    m->stick_onsets++;
    s->phase = TL_PHASE_STICK;
  }
  m->peak_spring = fmax(m->peak_spring, cur->spring);
  m->peak_friction = fmax(m->peak_friction, fabs(cur->friction));
}

static TlStatus
step_failed(TlStickSlip *s, double t, int st, TlError *err)
{
  char hint[160] = "";
  if (s->sum.warnings & TL_STICKSLIP_WARN_JUMP)
    snprintf(hint, sizeof hint, "; the friction force jumps at v = 0 and the solution chatters "
                                "there: add the static term (Karnopp band) or a regularised sign");
  else if (s->p.integrator == TL_INTEGRATOR_RK4)
    snprintf(hint, sizeof hint, "; the step is too large: use dt <= %.3g s or msbdf",
             s->sum.dt_suggested);
  else if (s->p.integrator == TL_INTEGRATOR_RKF45)
    snprintf(hint, sizeof hint, "; the problem may be too stiff for an explicit method: use msbdf");
  if (st == GSL_EMAXITER)
    return tl_error_set(err, TL_EMAXITER, "%s needed more than %d steps after t = %g s%s",
                        tl_integrator_name(s->p.integrator), SS_MAX_STEPS_PER_SAMPLE, t, hint);
  return tl_error_set(err, TL_ERANGE, "the %s solution failed after t = %g s (%s)%s",
                      tl_integrator_name(s->p.integrator), t, gsl_strerror(st), hint);
}

/* The run's step budget is spent: say how stiff the system is instead of
 * creeping on. */
static TlStatus
budget_spent(const TlStickSlip *s, double t, TlError *err)
{
  const double rho = fmax(s->rho_prior, s->rho_seen);
  return tl_error_set(err, TL_EMAXITER,
                      "%s took %ld integrator steps by t = %g s of %g s, the limit: the system "
                      "is stiff (stiffness %.3g 1/s, fastest time scale %.3g s); lower the "
                      "stiffness (sigma0, k), shorten the duration or allow more steps",
                      tl_integrator_name(s->p.integrator), s->max_steps, t, s->p.duration, rho,
                      rho > 0.0 ? 1.0 / rho : INFINITY);
}

/* The creep check of the adaptive integrators (see SS_CREEP_WINDOW): once a
 * window of steps has passed since the last check, 1 (with err set) when
 * their mean step stays below SS_CREEP_RATIO of the law's time scale. */
static int
creeping(TlStickSlip *s, unsigned long count, double t, TlError *err)
{
  if (count - s->creep_count < SS_CREEP_WINDOW)
    return 0;
  const double rho = fmax(s->rho_prior, s->rho_seen);
  const double mean_step = (t - s->creep_t) / (double)(count - s->creep_count);
  if (rho > 0.0 && mean_step * rho < SS_CREEP_RATIO) {
    tl_error_set(err, TL_EMAXITER,
                 "%s is creeping: its last %lu steps advanced t only from %g to %g s (mean step "
                 "%.3g s, %.3g times the law's fastest time scale %.3g s): the solution "
                 "chatters on a jump of the friction force at v = 0; use a regularised sign "
                 "(tanh) or the static term (Karnopp band)%s",
                 tl_integrator_name(s->p.integrator), count - s->creep_count, s->creep_t, t,
                 mean_step, mean_step * rho, 1.0 / rho,
                 s->p.integrator == TL_INTEGRATOR_MSBDF ? "" : ", or the implicit msbdf");
    return 1;
  }
  s->creep_count = count;
  s->creep_t = t;
  return 0;
}

TlStatus
tl_stickslip_step(TlStickSlip *s, TlStickSlipSample *out, TlError *err)
{
  const double t0 = (double)s->k * s->p.dt, t1 = (double)(s->k + 1) * s->p.dt;
  double t = t0, y_saved[3];
  memcpy(y_saved, s->y, sizeof y_saved);
  const TlStickSlipSummary sum_saved = s->sum;
  const double rho_saved = s->rho_seen;
  gsl_odeiv2_evolve *ev = s->driver ? s->driver->e : s->evolve;
  const unsigned long count_saved = ev->count, failed_saved = ev->failed_steps;
  const long rhs_saved = s->rhs_evals, jac_saved = s->jac_evals;
  /* the steps left of the run's budget bound this sample's steps too */
  const long left = s->max_steps - (long)count_saved;
  if (left <= 0)
    return budget_spent(s, t0, err);
  const long nmax = left < SS_MAX_STEPS_PER_SAMPLE ? left : SS_MAX_STEPS_PER_SAMPLE;
  int st;
  int stopped = 0; /* 1: creeping, 2: cancelled, within this sample (err is set) */
  if (s->driver) {
    /* in chunks of steps, so that creeping and a cancel are seen within a
     * sample too (a chattering sample can take all its 10^5 steps) */
    long done = 0;
    do {
      const long chunk = nmax - done < SS_CREEP_WINDOW ? nmax - done : SS_CREEP_WINDOW;
      st = gsl_odeiv2_driver_set_nmax(s->driver, (unsigned long)chunk);
      if (st == GSL_SUCCESS)
        st = gsl_odeiv2_driver_apply(s->driver, &t, t1, s->y);
      if (st != GSL_EMAXITER)
        break;
      done += chunk;
      if (creeping(s, ev->count, t, err))
        stopped = 1;
      else if (s->cancel && *s->cancel) {
        tl_error_set(err, TL_ECANCELLED, "the stick-slip run was cancelled at t = %g s", t);
        stopped = 2;
      }
    } while (!stopped && done < nmax);
  } else {
    st = rk4_advance(s, &t, t1 - t0);
  }
  for (int i = 0; st == GSL_SUCCESS && i < s->dim; i++)
    if (!isfinite(s->y[i]))
      st = GSL_EBADFUNC;
  if (st != GSL_SUCCESS) {
    /* back to the last good state: the solution, the statistics, and the
     * stepper's history (its step size and, for msbdf, its past values) */
    memcpy(s->y, y_saved, sizeof y_saved);
    s->sum = sum_saved;
    s->rho_seen = rho_saved;
    if (s->driver)
      gsl_odeiv2_driver_reset(s->driver);
    else
      gsl_odeiv2_evolve_reset(s->evolve);
    ev->count = count_saved; /* the reset zeroes GSL's counters: keep ours */
    ev->failed_steps = failed_saved;
    s->rhs_evals = rhs_saved;
    s->jac_evals = jac_saved;
    if (stopped)
      return err ? err->status : (stopped == 2 ? TL_ECANCELLED : TL_EMAXITER);
    if (st == GSL_EMAXITER && left < SS_MAX_STEPS_PER_SAMPLE)
      return budget_spent(s, t0, err);
    return step_failed(s, t0, st, err);
  }
  s->k++;
  if (s->driver && creeping(s, ev->count, t1, err))
    return TL_EMAXITER;
  TlStickSlipSample cur;
  make_sample(s, t1, &cur);
  detect(s, &s->last, &cur);
  cur.phase = s->phase;
  s->last = cur;
  if (out)
    *out = cur;
  return TL_OK;
}

void
tl_stickslip_sample(const TlStickSlip *s, TlStickSlipSample *out)
{
  *out = s->last;
}

void
tl_stickslip_summary(const TlStickSlip *s, TlStickSlipSummary *out)
{
  TlStickSlipSummary m = s->sum;
  m.t = s->last.t;
  if (s->phase == TL_PHASE_STICK)
    m.stick_time += m.t - s->phase_start;
  m.period = m.slip_onsets >= 2 ? (m.last_slip - m.first_slip) / (m.slip_onsets - 1) : NAN;
  if (m.slip_onsets < 2)
    m.warnings |= TL_STICKSLIP_WARN_NO_PERIOD;
  if (s->driver) {
    m.steps = (long)s->driver->e->count;
    m.failed_steps = (long)s->driver->e->failed_steps;
  } else {
    m.steps = (long)s->evolve->count;
    m.failed_steps = 0;
    /* what the run itself showed may exceed the a-priori estimate */
    m.stiffness = fmax(s->rho_prior, s->rho_seen);
    m.dt_limit = tl_ss_dt_limit(m.stiffness);
    m.dt_suggested = tl_ss_dt_round(m.dt_limit);
    if (s->p.dt > m.dt_limit)
      m.warnings |= TL_STICKSLIP_WARN_STEP;
  }
  m.rhs_evals = s->rhs_evals;
  m.jac_evals = s->jac_evals;
  *out = m;
}

void
tl_stickslip_set_cancel(TlStickSlip *s, const volatile int *cancel)
{
  s->cancel = cancel;
}

TlStatus
tl_stickslip_run(TlStickSlip *s, TlStickSlipRun *out, TlError *err)
{
  const size_t n = tl_stickslip_n_samples(&s->p);
  TlStickSlipSample *samples = malloc(n * sizeof *samples);
  if (!samples)
    return tl_error_set(err, TL_ENOMEM, "out of memory for %zu samples", n);
  TlStatus st = tl_stickslip_reset(s);
  if (st != TL_OK) {
    free(samples);
    return tl_error_set(err, st, "the %s integrator could not be reset",
                        tl_integrator_name(s->p.integrator));
  }
  samples[0] = s->last;
  for (size_t i = 1; i < n; i++) {
    if (s->cancel && *s->cancel) {
      free(samples);
      return tl_error_set(err, TL_ECANCELLED, "the stick-slip run was cancelled at t = %g s",
                          s->last.t);
    }
    st = tl_stickslip_step(s, &samples[i], err);
    if (st != TL_OK) {
      free(samples);
      return st;
    }
  }
  out->n = n;
  out->samples = samples;
  tl_stickslip_summary(s, &out->summary);
  return TL_OK;
}

void
tl_stickslip_run_free(TlStickSlipRun *run)
{
  free(run->samples);
  memset(run, 0, sizeof *run);
}
