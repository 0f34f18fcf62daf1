/* motion.c — friction along a prescribed motion. */
#include "tribo/motion.h"
#include "gsl_internal.h"

#include <gsl/gsl_errno.h>
#include <gsl/gsl_odeiv2.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tribo/dahl.h"
#include "tribo/ranges.h"

/* Steps the state ODE may take between two samples before giving up. */
#define MOTION_MAX_STEPS 1000000

TlMotionParams
tl_motion_params_default(TlMotionKind kind)
{
  TlMotionParams m;
  memset(&m, 0, sizeof m); /* every field, the optional cancel flag too (NULL) */
  m.kind = kind;
  m.duration = 2.0;
  m.amplitude = 2e-5;
  m.frequency = 1.0;
  m.velocity = 0.01;
  m.points = kind == TL_MOTION_SINE ? 801 : 401;
  m.integrate = 0;
  m.rel_tol = 1e-10;
  m.abs_tol = 1e-12;
  return m;
}

TlStatus
tl_motion_params_validate(const TlMotionParams *m, TlError *err)
{
  TlStatus s;
  if ((unsigned)m->kind > TL_MOTION_CONSTANT)
    return tl_error_set(err, TL_EINVAL, "unknown motion kind %d", (int)m->kind);
  if ((s = tl_check_range(m->duration, TL_RANGE_DT_MIN, TL_RANGE_TIME_MAX, "motion duration", "s",
                          err)) != TL_OK)
    return s;
  if (m->kind == TL_MOTION_SINE &&
      ((s = tl_check_range(m->amplitude, TL_RANGE_LENGTH_MIN, TL_RANGE_LENGTH_MAX,
                           "motion amplitude", "m", err)) != TL_OK ||
       (s = tl_check_range(m->frequency, TL_RANGE_FREQ_MIN, TL_RANGE_FREQ_MAX, "motion frequency",
                           "Hz", err)) != TL_OK))
    return s;
  /* the sine's peak velocity 2 pi f A is a velocity like any other */
  if (m->kind == TL_MOTION_SINE && !(2.0 * M_PI * m->frequency * m->amplitude <=
                                     TL_RANGE_VELOCITY_MAX))
    return tl_error_set(err, TL_EINVAL,
                        "the sine's peak velocity 2 pi f A = %g m/s exceeds %g m/s: lower the "
                        "amplitude or the frequency",
                        2.0 * M_PI * m->frequency * m->amplitude, TL_RANGE_VELOCITY_MAX);
  if (m->kind == TL_MOTION_CONSTANT &&
      (s = tl_check_range(m->velocity, -TL_RANGE_VELOCITY_MAX, TL_RANGE_VELOCITY_MAX,
                          "motion velocity", "m/s", err)) != TL_OK)
    return s;
  if (m->points < 2 || m->points > TL_MOTION_MAX_POINTS)
    return tl_error_set(err, TL_EINVAL, "the motion needs 2 to %d samples (got %d)",
                        TL_MOTION_MAX_POINTS, m->points);
  if ((s = tl_check_range(m->rel_tol, 1e-14, 1e-2, "relative tolerance", "", err)) != TL_OK ||
      (s = tl_check_range(m->abs_tol, 1e-18, 1.0, "absolute tolerance", "N", err)) != TL_OK)
    return s;
  return TL_OK;
}

TlStatus
tl_motion_kind_from_name(const char *name, TlMotionKind *out, TlError *err)
{
  /* "ramp" on the command line and in Python; "seed" in preset files (and
   * the command line's old name) */
  if (name && (strcmp(name, "ramp") == 0 || strcmp(name, "seed") == 0))
    *out = TL_MOTION_SEED;
  else if (name && strcmp(name, "sine") == 0)
    *out = TL_MOTION_SINE;
  else if (name && strcmp(name, "constant") == 0)
    *out = TL_MOTION_CONSTANT;
  else
    return tl_error_set(err, TL_EINVAL, "unknown motion '%s' (ramp, sine or constant)",
                        name ? name : "(none)");
  return TL_OK;
}

const char *
tl_motion_kind_name(TlMotionKind kind)
{
  switch (kind) {
  case TL_MOTION_SEED: return "seed";
  case TL_MOTION_SINE: return "sine";
  case TL_MOTION_CONSTANT: return "constant";
  }
  return "unknown";
}

void
tl_motion_eval(const TlMotionParams *m, double t, double *x, double *v, double *a)
{
  double px, pv, pa;
  if (m->kind == TL_MOTION_SINE) {
    const double w = 2.0 * M_PI * m->frequency;
    px = m->amplitude * sin(w * t);
    pv = m->amplitude * w * cos(w * t);
    pa = -m->amplitude * w * w * sin(w * t);
  } else if (m->kind == TL_MOTION_CONSTANT) {
    px = m->velocity * t;
    pv = m->velocity;
    pa = 0.0;
  } else {
    px = t * t * t / 3.0 + t * t / 2.0;
    pv = t * (t + 1.0);
    pa = 2.0 * t + 1.0;
  }
  if (x)
    *x = px;
  if (v)
    *v = pv;
  if (a)
    *a = pa;
}

TlStatus
tl_friction_trace_alloc(TlFrictionTrace *tr, int n, TlError *err)
{
  memset(tr, 0, sizeof *tr);
  if (n < 1 || n > TL_MOTION_MAX_POINTS)
    return tl_error_set(err, TL_EINVAL, "a trace needs 1 to %d samples (got %d)",
                        TL_MOTION_MAX_POINTS, n);
  double *block = malloc(5 * sizeof(double) * (size_t)n);
  if (!block)
    return tl_error_set(err, TL_ENOMEM, "out of memory for a trace of %d samples", n);
  tr->n = n;
  tr->t = block;
  tr->x = block + n;
  tr->v = block + 2 * (size_t)n;
  tr->force = block + 3 * (size_t)n;
  tr->state = block + 4 * (size_t)n;
  return TL_OK;
}

void
tl_friction_trace_free(TlFrictionTrace *tr)
{
  free(tr->t); /* the block */
  memset(tr, 0, sizeof *tr);
}

static void
copy_trace(TlFrictionTrace *dst, const TlFrictionTrace *src)
{
  const size_t bytes = sizeof(double) * (size_t)src->n;
  memcpy(dst->t, src->t, bytes);
  memcpy(dst->x, src->x, bytes);
  memcpy(dst->v, src->v, bytes);
  memcpy(dst->force, src->force, bytes);
  memcpy(dst->state, src->state, bytes);
}

/* ---- the state ODE along the motion ----------------------------------------- */

typedef struct {
  const TlFrictionParams *law;
  const TlMotionParams *motion;
} FollowSystem;

static int
follow_rhs(double t, const double y[], double dydt[], void *data)
{
  const FollowSystem *sys = data;
  double v;
  TlFrictionEval e;
  tl_motion_eval(sys->motion, t, NULL, &v, NULL);
  tl_friction_eval(sys->law, v, y[0], &e);
  dydt[0] = e.rate;
  return isfinite(e.rate) ? GSL_SUCCESS : GSL_EBADFUNC;
}

static int
follow_jac(double t, const double y[], double *dfdy, double dfdt[], void *data)
{
  const FollowSystem *sys = data;
  double v, a;
  TlFrictionEval e;
  tl_motion_eval(sys->motion, t, NULL, &v, &a);
  tl_friction_eval(sys->law, v, y[0], &e);
  dfdy[0] = e.drate_ds;
  dfdt[0] = e.drate_dv * a; /* the state depends on t through v(t) only */
  return GSL_SUCCESS;
}

static TlStatus
follow_ode(const TlFrictionParams *p, const TlMotionParams *m, TlFrictionTrace *tr, TlError *err)
{
  tl_gsl_init();
  FollowSystem fs = { p, m };
  gsl_odeiv2_system sys = { follow_rhs, follow_jac, 1, &fs };
  /* LuGre's z is a length: its absolute tolerance is the force tolerance
   * over the bristle stiffness. */
  const double abs_tol = (p->terms & TL_FRICTION_LUGRE) ? m->abs_tol / p->sigma0 : m->abs_tol;
  const double h0 = fmin(1e-6, 0.01 * m->duration / (double)(m->points - 1));
  gsl_odeiv2_driver *d =
    gsl_odeiv2_driver_alloc_y_new(&sys, gsl_odeiv2_step_msbdf, h0, abs_tol, m->rel_tol);
  if (!d)
    return tl_error_set(err, TL_ENOMEM, "out of memory for the ODE driver");
  if (gsl_odeiv2_driver_set_nmax(d, MOTION_MAX_STEPS) != GSL_SUCCESS) {
    gsl_odeiv2_driver_free(d);
    return tl_error_set(err, TL_EINVAL, "GSL refused the step limit of the ODE driver");
  }

  double y[1] = { 0.0 }, t = 0.0;
  TlStatus status = TL_OK;
  for (int i = 0; i < tr->n; i++) {
    if (m->cancel && *m->cancel) {
      status = tl_error_set(err, TL_ECANCELLED, "following the motion was cancelled at t = %g s",
                            t);
      break;
    }
    if (i > 0) {
      const int s = gsl_odeiv2_driver_apply(d, &t, tr->t[i], y);
      if (s != GSL_SUCCESS) {
        status = tl_error_set(err, s == GSL_EMAXITER ? TL_EMAXITER : TL_ERANGE,
                              "the friction state did not integrate past t = %g s (%s)", t,
                              gsl_strerror(s));
        break;
      }
    }
    TlFrictionEval e;
    tl_friction_eval(p, tr->v[i], y[0], &e);
    tr->state[i] = y[0];
    tr->force[i] = e.force;
  }
  gsl_odeiv2_driver_free(d);
  return status;
}

/* ---- the closed form -------------------------------------------------------- */

/* Feed the exact turning points of the sine in (t0, t1] before t1. */
static void
dahl_turning_points(const TlMotionParams *m, TlDahlMemory *mem, double t0, double t1)
{
  if (m->kind != TL_MOTION_SINE)
    return; /* seed (v = t(t + 1) ≥ 0) and constant motions never reverse */
  const double half = 0.5 / m->frequency; /* turning points at (k + ½)·half */
  for (double k = ceil(t0 / half - 0.5); (k + 0.5) * half <= t1; k += 1.0) {
    const double tk = (k + 0.5) * half;
    if (tk > t0) {
      double x;
      tl_motion_eval(m, tk, &x, NULL, NULL);
      tl_dahl_memory_move(mem, x);
    }
  }
}

static void
follow_closed_form(const TlFrictionParams *p, const TlMotionParams *m, TlFrictionTrace *tr)
{
  TlDahlMemory mem;
  tl_dahl_memory_init(&mem, p->fc, p->dahl_sigma, p->dahl_alpha, tr->x[0], 0.0);
  for (int i = 0; i < tr->n; i++) {
    if (i > 0)
      dahl_turning_points(m, &mem, tr->t[i - 1], tr->t[i]);
    const double f = tl_dahl_memory_move(&mem, tr->x[i]);
    TlFrictionEval e;
    tl_friction_eval(p, tr->v[i], f, &e); /* Dahl's force plus any viscous term */
    tr->state[i] = f;
    tr->force[i] = e.force;
  }
}

TlStatus
tl_friction_follow(const TlFrictionParams *p, const TlMotionParams *m, TlFrictionTrace *out,
                   TlError *err)
{
  TlStatus s;
  if ((s = tl_friction_params_validate(p, err)) != TL_OK ||
      (s = tl_motion_params_validate(m, err)) != TL_OK)
    return s;
  if (out->n != m->points)
    return tl_error_set(err, TL_EINVAL, "the trace holds %d samples, the motion needs %d",
                        out->n, m->points);
  TlFrictionTrace tr;
  if ((s = tl_friction_trace_alloc(&tr, m->points, err)) != TL_OK)
    return s;
  for (int i = 0; i < tr.n; i++) {
    tr.t[i] = i == tr.n - 1 ? m->duration : m->duration * (double)i / (double)(tr.n - 1);
    tl_motion_eval(m, tr.t[i], &tr.x[i], &tr.v[i], NULL);
  }
  if ((p->terms & TL_FRICTION_LUGRE) || ((p->terms & TL_FRICTION_DAHL) && m->integrate)) {
    s = follow_ode(p, m, &tr, err);
  } else if (p->terms & TL_FRICTION_DAHL) {
    follow_closed_form(p, m, &tr);
  } else {
    for (int i = 0; i < tr.n; i++) {
      TlFrictionEval e;
      tl_friction_eval(p, tr.v[i], 0.0, &e);
      tr.state[i] = 0.0;
      tr.force[i] = e.force;
    }
  }
  if (s == TL_OK)
    copy_trace(out, &tr);
  tl_friction_trace_free(&tr);
  return s;
}
