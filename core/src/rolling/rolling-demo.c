/* rolling-demo.c — the two-sphere rolling-resistance demo of docs/theory.md §9 rolling sds: a
 * steel sphere spinning on a fixed sphere (or wall) slows down at a constant
 * rate under the slider torque, stops, and springs back elastically. */
#include "tribo/rolling.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tribo/ranges.h"
#include "vec3_internal.h"

const char *const tl_rolling_normal_model_names[] = { "constant", "hooke", "hertz", NULL };

const char *
tl_rolling_normal_model_name(TlRollingNormalModel m)
{
  return m >= TL_ROLLING_NORMAL_CONSTANT && m <= TL_ROLLING_NORMAL_HERTZ
             ? tl_rolling_normal_model_names[m]
             : "unknown";
}

TlStatus
tl_rolling_normal_model_from_name(const char *name, TlRollingNormalModel *out, TlError *err)
{
  for (int i = 0; name && tl_rolling_normal_model_names[i]; i++)
    if (strcmp(name, tl_rolling_normal_model_names[i]) == 0) {
      *out = (TlRollingNormalModel)i;
      return TL_OK;
    }
  return tl_error_set(err, TL_EINVAL, "unknown normal model '%s' (use constant, hooke or hertz)",
                      name ? name : "(null)");
}

TlRollingDemoParams
tl_rolling_demo_params_default(void)
{
  TlRollingDemoParams p = {
    .model = tl_rolling_params_default(),
    .partner = TL_ROLLING_PARTNER_SPHERE,
    .radius_i = 0.010,
    .radius_j = 0.010,
    .density = 7850.0,
    .omega0 = 50.0,
    .normal_model = TL_ROLLING_NORMAL_CONSTANT,
    .normal_load = 10.0,
    .hooke_stiffness = 1e7,
    .hertz_modulus = 113.9e9,
    .overlap = 1e-6,
    .dt = 1e-5,
    .duration = 0.060,
  };
  return p;
}

static double
partner_radius(const TlRollingDemoParams *p)
{
  return p->partner == TL_ROLLING_PARTNER_WALL ? INFINITY : p->radius_j;
}

TlStatus
tl_rolling_demo_params_validate(const TlRollingDemoParams *p, TlError *err)
{
  TlStatus s;
  double r_eff;
  if ((s = tl_rolling_params_validate(&p->model, err)) != TL_OK)
    return s;
  if (p->partner != TL_ROLLING_PARTNER_SPHERE && p->partner != TL_ROLLING_PARTNER_WALL)
    return tl_error_set(err, TL_EINVAL, "unknown rolling partner %d", (int)p->partner);
  if ((s = tl_rolling_effective_radius(p->radius_i, partner_radius(p), &r_eff, err)) != TL_OK)
    return s;
  if ((s = tl_check_range(p->density, TL_RANGE_DENSITY_MIN, TL_RANGE_DENSITY_MAX, "density",
                          "kg/m^3", err)) != TL_OK)
    return s;
  if ((s = tl_check_range(p->omega0, -TL_RANGE_OMEGA_MAX, TL_RANGE_OMEGA_MAX,
                          "initial spin omega0", "rad/s", err)) != TL_OK)
    return s;
  /* the overlap is a small fraction of the sphere: at most its radius */
  switch (p->normal_model) {
  case TL_ROLLING_NORMAL_CONSTANT:
    s = tl_check_range(p->normal_load, 0.0, TL_RANGE_FORCE_MAX, "normal force F_n0", "N", err);
    break;
  case TL_ROLLING_NORMAL_HOOKE:
    if ((s = tl_check_range(p->hooke_stiffness, TL_RANGE_STIFFNESS_MIN, TL_RANGE_STIFFNESS_MAX,
                            "normal stiffness k_n", "N/m", err)) == TL_OK)
      s = tl_check_range(p->overlap, 0.0, r_eff, "overlap", "m", err);
    break;
  case TL_ROLLING_NORMAL_HERTZ:
    if ((s = tl_check_range(p->hertz_modulus, TL_RANGE_HERTZ_MODULUS_MIN,
                            TL_RANGE_HERTZ_MODULUS_MAX, "Hertz modulus E*", "Pa", err)) == TL_OK)
      s = tl_check_range(p->overlap, 0.0, r_eff, "overlap", "m", err);
    break;
  default:
    return tl_error_set(err, TL_EINVAL, "unknown normal model %d", (int)p->normal_model);
  }
  if (s != TL_OK)
    return s;
  if ((s = tl_check_range(p->dt, TL_RANGE_DT_MIN, TL_RANGE_TIME_MAX, "time step", "s", err)) !=
      TL_OK)
    return s;
  if ((s = tl_check_range(p->duration, TL_RANGE_DT_MIN, TL_RANGE_TIME_MAX, "duration", "s",
                          err)) != TL_OK)
    return s;
  if (!(p->duration / p->dt <= (double)TL_ROLLING_DEMO_MAX_STEPS))
    return tl_error_set(err, TL_ERANGE, "duration %g s at a step of %g s needs more than %ld steps",
                        p->duration, p->dt, TL_ROLLING_DEMO_MAX_STEPS);
  return TL_OK;
}

/* The sphere's centre is held, so the overlap is constant and the normal
 * dashpot force (∝ δ̇) is zero: F_n0 is the elastic part alone. */
static double
normal_force(const TlRollingDemoParams *p, double r_eff)
{
  switch (p->normal_model) {
  case TL_ROLLING_NORMAL_HOOKE:
    return p->hooke_stiffness * p->overlap;
  case TL_ROLLING_NORMAL_HERTZ:
    return 4.0 / 3.0 * p->hertz_modulus * sqrt(r_eff) * pow(p->overlap, 1.5);
  case TL_ROLLING_NORMAL_CONSTANT:
  default:
    return p->normal_load;
  }
}

/* The end of the slide in closed form (see rolling.h). */
static void
elastic_end(const TlRollingDemoParams *p, TlRollingDemoPrediction *r)
{
  const TlRollingParams *m = &p->model;
  r->release_omega = m->gamma_roll * r->deceleration / m->k_roll;
  r->stop_time_elastic = r->spring_back = NAN;
  if (!(r->deceleration > 0.0 && r->damping_ratio < 1.0 &&
        r->release_omega < fabs(p->omega0)))
    return;
  const double sigma = r->damping_ratio * r->omega_n, wd = r->omega_d;
  const double u0 = r->r_eff * r->release_omega, du0 = -r->r_eff * r->deceleration;
  /* u(t) = e^(−σt) (u0 cos ω_d t + b sin ω_d t); its first zero */
  const double b = (du0 + sigma * u0) / wd;
  const double tz = atan2(u0, -b) / wd;
  const double du = exp(-sigma * tz) * ((-sigma * u0 + wd * b) * cos(wd * tz) +
                                        (-sigma * b - wd * u0) * sin(wd * tz));
  /* there F = m_e u' and the spring alone holds it: ξ = −F/k */
  const double m_e = r->inertia / (r->r_eff * r->r_eff);
  r->stop_time_elastic = (fabs(p->omega0) - r->release_omega) / r->deceleration + tz;
  r->spring_back = -m_e * du / (m->k_roll * r->r_eff);
}

TlStatus
tl_rolling_demo_predict(const TlRollingDemoParams *p, TlRollingDemoPrediction *out, TlError *err)
{
  TlStatus s = tl_rolling_demo_params_validate(p, err);
  if (s != TL_OK)
    return s;
  const TlRollingParams *m = &p->model;
  TlRollingDemoPrediction r;
  tl_rolling_effective_radius(p->radius_i, partner_radius(p), &r.r_eff, NULL);
  const double ri = p->radius_i;
  r.mass = p->density * 4.0 / 3.0 * M_PI * ri * ri * ri;
  r.inertia = 0.4 * r.mass * ri * ri;
  r.normal_load = normal_force(p, r.r_eff);
  r.torque_limit = r.r_eff * m->mu_roll * r.normal_load;
  r.deceleration = r.torque_limit / r.inertia;
  r.stop_time = r.deceleration > 0.0 ? fabs(p->omega0) / r.deceleration : INFINITY;
  r.omega_n = r.r_eff * sqrt(m->k_roll / r.inertia);
  r.damping_ratio = m->gamma_roll * r.r_eff / (2.0 * sqrt(m->k_roll * r.inertia));
  r.omega_d = r.damping_ratio < 1.0 ? r.omega_n * sqrt(1.0 - r.damping_ratio * r.damping_ratio)
                                    : 0.0;
  elastic_end(p, &r);
  r.n_steps = lround(p->duration / p->dt);
  if (r.n_steps < 1)
    r.n_steps = 1;
  *out = r;
  return TL_OK;
}

void
tl_rolling_demo_reset(TlRollingDemo *d)
{
  tl_rolling_contact_reset(&d->contact);
  tl_v3_zero(d->kin.omega_i);
  d->kin.omega_i[2] = d->params.omega0;
  d->step = 0;
  d->now = (TlRollingDemoSample){ 0.0, d->params.omega0, 0.0, 0.0, 0.0, TL_ROLLING_STICK };
}

TlStatus
tl_rolling_demo_init(TlRollingDemo *d, const TlRollingDemoParams *p, TlError *err)
{
  TlRollingDemoPrediction pred;
  TlStatus s = tl_rolling_demo_predict(p, &pred, err);
  if (s != TL_OK)
    return s;
  d->params = *p;
  d->pred = pred;
  tl_rolling_contact_init(&d->contact, p->radius_i, partner_radius(p), NULL);
  d->kin = (TlRollingKinematics){ { 1.0, 0.0, 0.0 }, { 0.0 }, { 0.0 }, pred.normal_load };
  tl_rolling_demo_reset(d);
  return TL_OK;
}

void
tl_rolling_demo_step(TlRollingDemo *d, TlRollingDemoSample *out)
{
  TlRollingOutput o;
  const double dt = d->params.dt;
  tl_rolling_step(&d->contact, &d->params.model, &d->kin, dt, &o);
  /* I = (2/5) m R² is isotropic, so τ/I is the angular acceleration; the
   * torque stays along ẑ because F stays along ŷ. */
  tl_v3_axpy(dt / d->pred.inertia, o.torque_i, d->kin.omega_i);
  d->step++;
  TlRollingDemoSample *s = &d->now;
  s->t = (double)d->step * dt;
  s->omega = d->kin.omega_i[2];
  s->angle += s->omega * dt;
  s->torque = o.torque_i[2];
  s->xi = d->contact.xi[1];
  s->state = o.state;
  if (out)
    *out = *s;
}

TlStatus
tl_rolling_demo_run(const TlRollingDemoParams *p, TlRollingDemoSample **samples, size_t *n,
                    TlError *err)
{
  TlRollingDemo d;
  TlStatus s = tl_rolling_demo_init(&d, p, err);
  if (s != TL_OK)
    return s;
  const size_t count = (size_t)d.pred.n_steps + 1;
  TlRollingDemoSample *buf = malloc(count * sizeof *buf);
  if (!buf)
    return tl_error_set(err, TL_ENOMEM, "out of memory for %zu demo samples", count);
  buf[0] = d.now;
  for (size_t k = 1; k < count; k++)
    tl_rolling_demo_step(&d, &buf[k]);
  *samples = buf;
  *n = count;
  return TL_OK;
}

void
tl_rolling_demo_summary_start(TlRollingDemoSummary *s, const TlRollingDemoSample *first)
{
  s->stop_time = NAN;
  s->xi_max = fabs(first->xi);
  s->last = *first;
  s->n = 1;
}

void
tl_rolling_demo_summary_add(TlRollingDemoSummary *s, const TlRollingDemoSample *next)
{
  const TlRollingDemoSample *prev = &s->last;
  s->xi_max = fmax(s->xi_max, fabs(next->xi));
  if (isnan(s->stop_time) && (prev->omega > 0.0) != (next->omega > 0.0)) {
    const double u = prev->omega / (prev->omega - next->omega);
    s->stop_time = prev->t + u * (next->t - prev->t);
  }
  s->last = *next;
  s->n++;
}

void
tl_rolling_demo_summarise(const TlRollingDemoSample *samples, size_t n, TlRollingDemoSummary *out)
{
  tl_rolling_demo_summary_start(out, &samples[0]);
  for (size_t k = 1; k < n; k++)
    tl_rolling_demo_summary_add(out, &samples[k]);
}
