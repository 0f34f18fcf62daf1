/* rolling.c — the "sds" rolling-resistance pseudo-force of one contact
 * (docs/theory.md §9 rolling sds: what the LAMMPS code computes, not its documentation). */
#include "tribo/rolling.h"

#include <assert.h>
#include <math.h>

#include "tribo/ranges.h"
#include "vec3_internal.h"

TlRollingParams
tl_rolling_params_default(void)
{
  TlRollingParams p = { 1e4, 10.0, 0.05 };
  return p;
}

TlStatus
tl_rolling_params_validate(const TlRollingParams *p, TlError *err)
{
  TlStatus s;
  /* k_roll > 0: the slider rescales the history by 1/k_roll. */
  if ((s = tl_check_range(p->k_roll, TL_RANGE_STIFFNESS_MIN, TL_RANGE_STIFFNESS_MAX,
                          "rolling stiffness k_roll", "N/m", err)) != TL_OK)
    return s;
  if ((s = tl_check_range(p->gamma_roll, 0.0, TL_RANGE_DAMPING_MAX, "rolling damping gamma_roll",
                          "N s/m", err)) != TL_OK)
    return s;
  return tl_check_range(p->mu_roll, 0.0, TL_RANGE_ROLLING_MU_MAX,
                        "rolling friction coefficient mu_roll",
                        "", err);
}

TlStatus
tl_rolling_effective_radius(double radius_i, double radius_j, double *r_eff, TlError *err)
{
  TlStatus s;
  if ((s = tl_check_range(radius_i, TL_RANGE_SPHERE_MIN, TL_RANGE_SPHERE_MAX, "radius R_i", "m",
                          err)) != TL_OK)
    return s;
  if (isinf(radius_j) && radius_j > 0.0) {
    *r_eff = radius_i; /* flat wall */
    return TL_OK;
  }
  if ((s = tl_check_range(radius_j, TL_RANGE_SPHERE_MIN, TL_RANGE_SPHERE_MAX, "radius R_j", "m",
                          err)) != TL_OK)
    return s;
  *r_eff = radius_i * radius_j / (radius_i + radius_j);
  return TL_OK;
}

TlStatus
tl_rolling_contact_init(TlRollingContact *c, double radius_i, double radius_j, TlError *err)
{
  double r_eff;
  TlStatus s = tl_rolling_effective_radius(radius_i, radius_j, &r_eff, err);
  if (s != TL_OK)
    return s;
  c->r_eff = r_eff;
  tl_v3_zero(c->xi);
  return TL_OK;
}

void
tl_rolling_contact_reset(TlRollingContact *c)
{
  tl_v3_zero(c->xi);
}

TlStatus
tl_rolling_kinematics_validate(const TlRollingKinematics *k, TlError *err)
{
  static const char *const names[3] = { "x", "y", "z" };
  for (int a = 0; a < 3; a++) {
    if (!isfinite(k->normal[a]))
      return tl_error_set(err, TL_EINVAL, "normal n%s must be finite (got %g)", names[a],
                          k->normal[a]);
    if (!isfinite(k->omega_i[a]) || !isfinite(k->omega_j[a]))
      return tl_error_set(err, TL_EINVAL, "angular velocities must be finite (w%s)", names[a]);
  }
  const double len = tl_v3_norm(k->normal);
  if (!(fabs(len - 1.0) <= TL_ROLLING_NORMAL_TOL))
    return tl_error_set(err, TL_EINVAL,
                        "normal must be a unit vector: |n| = %.10g differs from 1 by more than %g",
                        len, TL_ROLLING_NORMAL_TOL);
  if (!(isfinite(k->fn0) && k->fn0 >= 0.0))
    return tl_error_set(err, TL_EINVAL, "normal force F_n0 must be finite and not negative "
                                        "(got %g N)", k->fn0);
  return TL_OK;
}

/* Carry ξ into the current tangent plane, keeping its length (docs/theory.md §9 rolling sds
 * step 1).  The test on k|ξ·n| against a tiny fraction of the slider force
 * skips the work when ξ is already (numerically) in the plane. */
static void
rotate_history(double xi[3], const double n[3], double k_roll, double f_crit)
{
  const double along = tl_v3_dot(xi, n);
  if (!(k_roll * fabs(along) > TL_ROLLING_FRAME_EPS * f_crit))
    return;
  const double old_len = tl_v3_norm(xi);
  tl_v3_axpy(-along, n, xi);
  const double new_len = tl_v3_norm(xi);
  /* ξ parallel to n has no tangential direction left: it is dropped. */
  tl_v3_scale(new_len > 0.0 ? old_len / new_len : 0.0, xi, xi);
}

void
tl_rolling_step(TlRollingContact *c, const TlRollingParams *p, const TlRollingKinematics *k,
                double dt, TlRollingOutput *out)
{
  assert(p->k_roll > 0.0 && p->gamma_roll >= 0.0 && p->mu_roll >= 0.0);
  assert(fabs(tl_v3_norm(k->normal) - 1.0) <= TL_ROLLING_NORMAL_TOL && k->fn0 >= 0.0);
  assert(dt >= 0.0);

  const double *n = k->normal;
  const double f_crit = p->mu_roll * k->fn0;
  double rel[3], v[3], f[3];

  tl_v3_sub(k->omega_i, k->omega_j, rel);
  tl_v3_cross(rel, n, v);
  tl_v3_scale(c->r_eff, v, v); /* a spin about n drops out of the cross product */

  rotate_history(c->xi, n, p->k_roll, f_crit);
  tl_v3_axpy(dt, v, c->xi);

  /* spring + dashpot */
  tl_v3_scale(-p->k_roll, c->xi, f);
  tl_v3_axpy(-p->gamma_roll, v, f);

  out->state = TL_ROLLING_STICK;
  const double f_mag = tl_v3_norm(f);
  if (f_mag > f_crit) {
    out->state = TL_ROLLING_SLIP;
    if (tl_v3_norm(c->xi) != 0.0) {
      /* slider: cap |F| and shorten the spring to what the capped force
       * and the dashpot need, so a reversal unloads elastically at once */
      tl_v3_scale(f_crit / f_mag, f, f);
      for (int a = 0; a < 3; a++)
        c->xi[a] = -(f[a] + p->gamma_roll * v[a]) / p->k_roll;
    } else {
      /* no history to rescale: the code returns no force at all */
      tl_v3_zero(f);
    }
  }

  tl_v3_copy(v, out->v_roll);
  tl_v3_copy(f, out->force);
  tl_v3_cross(n, f, out->torque_i);
  tl_v3_scale(c->r_eff, out->torque_i, out->torque_i);
  tl_v3_scale(-1.0, out->torque_i, out->torque_j);
}
