/* stickslip-model.c — the mass–spring–belt equations, their Jacobian and the
 * explicit-step stiffness check (docs/theory.md §8 friction). */
#include <gsl/gsl_complex.h>
#include <gsl/gsl_complex_math.h>
#include <gsl/gsl_poly.h>
#include <math.h>
#include <string.h>

#include "stickslip_internal.h"

int
tl_ss_dim(const TlStickSlipParams *p)
{
  return tl_friction_has_state(&p->friction) ? 3 : 2;
}

/* The static term in a simulation (docs/theory.md §8: a Karnopp band
 * |v| < η).  Inside the band the mass counts as at rest.  While the spring
 * force stays within Fs, friction holds it and also damps any residual speed
 * with the time constant τ = mη/Fs (the time the breakaway force needs to
 * change the speed by η): F = F_ex + m v/τ, so v̇ = −v/τ and a held mass
 * really stops instead of creeping at up to η.  Beyond Fs the mass breaks
 * away and feels the sliding law at the band edge in the direction of the
 * pull (not Fs: with Fs the net force would start from zero and the breakaway
 * would lag by √(2ηm/(k v_p)), an artefact of the band).  Between η and 2η
 * the force blends linearly into the sliding law, so the right-hand side is
 * continuous: an implicit integrator's Newton equations have no solution at a
 * jump into a region where v̇ = 0, and msbdf would stall there. */
typedef struct {
  double force;      /* F [N] */
  double dforce_dv;  /* ∂F/∂v */
  double dforce_ds;  /* ∂F/∂s */
  double dforce_dx;  /* ∂F/∂x (a held force follows the spring) */
  double dforce_dt;  /* ∂F/∂t */
} Friction;

static void
karnopp(const TlStickSlipParams *p, double v, double s, double spring, const TlFrictionEval *e,
        Friction *f)
{
  const TlFrictionParams *fp = &p->friction;
  const double eta = fp->karnopp, av = fabs(v);
  if (av >= 2.0 * eta)
    return; /* sliding: f already holds the sliding law */
  double hold, dhold_dv = 0.0, dhold_ds = 0.0, dhold_dx = 0.0, dhold_dt = 0.0;
  if (fabs(spring) <= fp->fs) {
    const double damping = fp->fs / eta; /* m/τ [N·s/m] */
    hold = spring + damping * v;
    dhold_dv = damping;
    dhold_dx = -p->stiffness;
    dhold_dt = p->stiffness * p->belt_speed;
  } else {
    TlFrictionEval edge;
    tl_friction_eval(fp, spring > 0.0 ? eta : -eta, s, &edge);
    hold = edge.force;
    dhold_ds = edge.dforce_ds;
  }
  const double w = av <= eta ? 0.0 : av / eta - 1.0;
  const double dw_dv = av <= eta ? 0.0 : (v > 0.0 ? 1.0 : -1.0) / eta;
  f->force = (1.0 - w) * hold + w * e->force;
  f->dforce_dv = (e->force - hold) * dw_dv + (1.0 - w) * dhold_dv + w * e->dforce_dv;
  f->dforce_ds = (1.0 - w) * dhold_ds + w * e->dforce_ds;
  f->dforce_dx = (1.0 - w) * dhold_dx;
  f->dforce_dt = (1.0 - w) * dhold_dt;
}

void
tl_ss_eval(const TlStickSlipParams *p, double t, const double y[], TlSsEval *out)
{
  const TlFrictionParams *fp = &p->friction;
  const int dim = tl_ss_dim(p);
  const double m = p->mass, k = p->stiffness;
  const double v = y[1], s = dim == 3 ? y[2] : 0.0;
  TlSsEval o;
  memset(&o, 0, sizeof o);
  o.dim = dim;
  o.spring = k * (p->belt_speed * t - y[0]);

  TlFrictionEval e;
  tl_friction_eval(fp, v, s, &e);
  Friction f = { e.force, e.dforce_dv, e.dforce_ds, 0.0, 0.0 };
  if (fp->terms & TL_FRICTION_STATIC)
    karnopp(p, v, s, o.spring, &e, &f);
  o.friction = f.force;
  o.f[0] = v;
  /* m v̇ = F_ex − F; a mass held at rest (F = F_ex exactly) gets v̇ = 0 exactly */
  o.f[1] = f.force == o.spring ? 0.0 : (o.spring - f.force) / m;
  o.jac[0][1] = 1.0;
  o.jac[1][0] = (-k - f.dforce_dx) / m;
  o.jac[1][1] = -f.dforce_dv / m;
  o.jac[1][2] = -f.dforce_ds / m;
  o.dfdt[1] = (k * p->belt_speed - f.dforce_dt) / m;
  if (dim == 3) {
    o.f[2] = e.rate;
    o.jac[2][1] = e.drate_dv;
    o.jac[2][2] = e.drate_ds;
  }
  *out = o;
}

double
tl_ss_spectral_radius(const TlSsEval *e)
{
  const double a10 = e->jac[1][0], a11 = e->jac[1][1];
  if (e->dim == 2) {
    /* det(λI − J) = λ² − a11 λ − a10 */
    const double disc = a11 * a11 + 4.0 * a10;
    if (disc < 0.0)
      return sqrt(-a10); /* complex pair: |λ|² = product = −a10 */
    return 0.5 * (fabs(a11) + sqrt(disc));
  }
  /* J = [[0, 1, 0], [a10, a11, a12], [0, a21, a22]]:
   * det(λI − J) = λ³ − (a11 + a22)λ² + (a11 a22 − a12 a21 − a10)λ + a10 a22 */
  const double a12 = e->jac[1][2], a21 = e->jac[2][1], a22 = e->jac[2][2];
  gsl_complex z[3];
  const int n = gsl_poly_complex_solve_cubic(-(a11 + a22), a11 * a22 - a12 * a21 - a10,
                                             a10 * a22, &z[0], &z[1], &z[2]);
  double rho = 0.0;
  for (int i = 0; i < n; i++)
    rho = fmax(rho, gsl_complex_abs(z[i]));
  return rho;
}

/* ρ at velocity v with the friction state settled there (x chosen so that
 * the spring is slack: a Karnopp law then holds the mass inside its band). */
static double
radius_at(const TlStickSlipParams *p, double v)
{
  const double y[3] = { 0.0, v, tl_friction_steady_state(&p->friction, v) };
  TlSsEval e;
  tl_ss_eval(p, 0.0, y, &e);
  return tl_ss_spectral_radius(&e);
}

double
tl_ss_stiffness_estimate(const TlStickSlipParams *p)
{
  const TlFrictionParams *fp = &p->friction;
  const unsigned t = fp->terms;
  /* The fastest slip: a spring released from the breakaway force swings
   * about the kinetic level with speed amplitude ΔF/√(km) above the belt. */
  const double kinetic =
    (t & (TL_FRICTION_COULOMB | TL_FRICTION_DAHL | TL_FRICTION_LUGRE)) ? fp->fc : 0.0;
  const double drop = fmax(0.0, tl_friction_breakaway(fp) - kinetic);
  const double v_star = fabs(p->belt_speed) + drop / sqrt(p->stiffness * p->mass);
  double v_list[8];
  int n = 0;
  v_list[n++] = v_star;
  if (t & (TL_FRICTION_STRIBECK | TL_FRICTION_LUGRE))
    v_list[n++] = fp->vs / M_SQRT2; /* steepest Stribeck slope */
  if (fp->sign != TL_SIGN_EXACT && (t & (TL_FRICTION_COULOMB | TL_FRICTION_STRIBECK)))
    v_list[n++] = 0.5 * fp->sign_eps; /* steep regularised sign */
  if (t & TL_FRICTION_STATIC) {
    v_list[n++] = 0.5 * fp->karnopp; /* a held mass relaxing to rest */
    v_list[n++] = 1.5 * fp->karnopp; /* the blend out of the Karnopp band */
  }
  double rest[3] = { 0.0, 0.0, 0.0 };
  TlSsEval e;
  tl_ss_eval(p, 0.0, rest, &e);
  double rho = tl_ss_spectral_radius(&e);
  for (int i = 0; i < n; i++)
    rho = fmax(rho, fmax(radius_at(p, v_list[i]), radius_at(p, -v_list[i])));
  return rho;
}

double
tl_ss_dt_limit(double rho)
{
  return rho > 0.0 ? 2.0 * TL_SS_RK4_STABLE_RADIUS / rho : INFINITY;
}

double
tl_ss_dt_round(double dt_limit)
{
  if (!isfinite(dt_limit))
    return dt_limit;
  const double target = 0.9 * dt_limit;
  const double decade = pow(10.0, floor(log10(target)));
  const double steps[3] = { 5.0, 2.0, 1.0 };
  for (int i = 0; i < 3; i++)
    if (steps[i] * decade <= target)
      return steps[i] * decade;
  return decade;
}

unsigned
tl_stickslip_check_step(const TlStickSlipParams *p, double *stiffness, double *dt_limit,
                        double *dt_suggested)
{
  const TlFrictionParams *fp = &p->friction;
  const double rho = tl_ss_stiffness_estimate(p);
  const double limit = tl_ss_dt_limit(rho);
  unsigned w = 0;
  if (p->integrator == TL_INTEGRATOR_RK4 && p->dt > limit)
    w |= TL_STICKSLIP_WARN_STEP;
  if ((fp->terms & (TL_FRICTION_COULOMB | TL_FRICTION_STRIBECK)) && fp->sign == TL_SIGN_EXACT &&
      !(fp->terms & TL_FRICTION_STATIC))
    w |= TL_STICKSLIP_WARN_JUMP;
  if (stiffness)
    *stiffness = rho;
  if (dt_limit)
    *dt_limit = limit;
  if (dt_suggested)
    *dt_suggested = tl_ss_dt_round(limit);
  return w;
}
