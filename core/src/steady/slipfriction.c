/* slipfriction.c — slip-speed-dependent friction laws for the contact solvers
 * (docs/theory-friction-in-contact.md §2). */
#include "tribo/slipfriction.h"
#include "tribo/names.h"
#include "tribo/ranges.h"
#include <math.h>
#include <string.h>

static const char *const law_names[] = { "coulomb", "exp", "rational", "linear", "stribeck",
                                         "polach" };
static const char *const rule_names[] = { "cont", "low", "high" };

TlSlipFriction
tl_slip_friction_default(TlSlipLawKind kind)
{
  TlSlipFriction f = {
    .kind = kind,
    .mu = 0.4,
    .mu_kinetic = 0.2,
    .dmu1 = 0.2,
    .dmu2 = 0.0,
    .s_half1 = 0.1,
    .s_half2 = 0.1,
    .mu_c = 0.2,
    .mu_s = 0.4,
    .v_s = 0.1,
    .delta = 2.0,
    .k_v = 0.0,
    .polach_mu0 = 0.55, /* Polach's dry set */
    .polach_a = 0.40,
    .polach_b = 0.60,
    .memory = 0.0,
    .memory_s0 = 1e-3,
    .rule = TL_SLIP_ROOT_CONT,
  };
  return f;
}

TL_DEFINE_ENUM_NAMES(tl_slip_law, TlSlipLawKind, law_names, "friction law", "?")

TL_DEFINE_ENUM_NAMES(tl_slip_root_rule, TlSlipRootRule, rule_names, "slip branch rule", "?")

/* Upper limits: a friction coefficient above 10 or a half-value speed above
 * 1 km/s describes no contact of solids; they keep μ(σ) and its bracket finite. */
#define MU_MAX 10.0
#define SPEED_MAX 1e3

static TlStatus
check_level(double v, const char *name, TlError *err)
{
  return tl_check_range(v, 0.0, MU_MAX, name, "", err);
}

TlStatus
tl_slip_friction_validate(const TlSlipFriction *f, TlError *err)
{
  TlStatus s;
  switch (f->kind) {
  case TL_SLIP_LAW_COULOMB: /* the contact's own range: up to "no slip" */
    if ((s = tl_check_range(f->mu, TL_RANGE_MU_MIN, TL_RANGE_MU_MAX, "friction coefficient mu",
                            "", err)) != TL_OK)
      return s;
    break;
  case TL_SLIP_LAW_EXP:
  case TL_SLIP_LAW_RATIONAL:
  case TL_SLIP_LAW_LINEAR:
    if ((s = check_level(f->mu_kinetic, "kinetic friction mu_k", err)) != TL_OK ||
        (s = check_level(f->dmu1, "falling term dmu1", err)) != TL_OK ||
        (s = check_level(f->dmu2, "falling term dmu2", err)) != TL_OK ||
        (s = tl_check_range(f->s_half1, 0.0, SPEED_MAX, "half-value slip speed s_h1", "m/s",
                            err)) != TL_OK ||
        (s = tl_check_range(f->s_half2, 0.0, SPEED_MAX, "half-value slip speed s_h2", "m/s",
                            err)) != TL_OK)
      return s;
    if (!(f->mu_kinetic > 0.0))
      return tl_error_set(err, TL_EINVAL, "kinetic friction mu_k must be positive (got %g)",
                          f->mu_kinetic);
    if (!(f->s_half1 > 0.0) || (f->dmu2 > 0.0 && !(f->s_half2 > 0.0)))
      return tl_error_set(err, TL_EINVAL,
                          "a half-value slip speed s_h must be positive (got %g and %g m/s)",
                          f->s_half1, f->s_half2);
    if (f->mu_kinetic + f->dmu1 + f->dmu2 > MU_MAX)
      return tl_error_set(err, TL_EINVAL, "static friction mu_k + dmu1 + dmu2 = %g exceeds %g",
                          f->mu_kinetic + f->dmu1 + f->dmu2, MU_MAX);
    break;
  case TL_SLIP_LAW_STRIBECK:
    if ((s = check_level(f->mu_c, "Stribeck kinetic level mu_c", err)) != TL_OK ||
        (s = check_level(f->mu_s, "Stribeck static level mu_s", err)) != TL_OK ||
        (s = tl_check_range(f->v_s, 0.0, SPEED_MAX, "Stribeck velocity v_s", "m/s", err)) !=
          TL_OK ||
        (s = tl_check_range(f->delta, 1.0, 10.0, "Stribeck exponent delta", "", err)) != TL_OK ||
        (s = tl_check_range(f->k_v, 0.0, 1e3, "viscous slope k_v", "s/m", err)) != TL_OK)
      return s;
    if (!(f->mu_c > 0.0) || !(f->v_s > 0.0))
      return tl_error_set(err, TL_EINVAL,
                          "Stribeck mu_c and v_s must be positive (got %g and %g m/s)", f->mu_c,
                          f->v_s);
    break;
  case TL_SLIP_LAW_POLACH:
    if ((s = check_level(f->polach_mu0, "Polach mu0", err)) != TL_OK ||
        (s = tl_check_range(f->polach_a, 0.0, 1.0, "Polach A", "", err)) != TL_OK ||
        (s = tl_check_range(f->polach_b, 0.0, 1e3, "Polach B", "s/m", err)) != TL_OK)
      return s;
    if (!(f->polach_mu0 > 0.0))
      return tl_error_set(err, TL_EINVAL, "Polach mu0 must be positive (got %g)",
                          f->polach_mu0);
    break;
  default:
    return tl_error_set(err, TL_EINVAL, "unknown friction law %d", (int)f->kind);
  }
  if ((s = tl_check_range(f->memory, 0.0, 1.0, "friction memory d_c", "m", err)) != TL_OK ||
      (s = tl_check_range(f->memory_s0, 0.0, 1.0, "memory recovery speed s0", "m/s", err)) !=
        TL_OK)
    return s;
  if (f->rule != TL_SLIP_ROOT_CONT && f->rule != TL_SLIP_ROOT_LOW && f->rule != TL_SLIP_ROOT_HIGH)
    return tl_error_set(err, TL_EINVAL, "unknown slip branch rule %d", (int)f->rule);
  return TL_OK;
}

double
tl_slip_friction_mu(const TlSlipFriction *f, double s)
{
  switch (f->kind) {
  case TL_SLIP_LAW_EXP:
    return f->mu_kinetic + f->dmu1 * exp2(-s / f->s_half1) +
           (f->dmu2 > 0.0 ? f->dmu2 * exp2(-s / f->s_half2) : 0.0);
  case TL_SLIP_LAW_RATIONAL: {
    const double q = s / f->s_half2;
    return f->mu_kinetic + f->dmu1 / (1.0 + s / f->s_half1) +
           (f->dmu2 > 0.0 ? f->dmu2 / (1.0 + q * q) : 0.0);
  }
  case TL_SLIP_LAW_LINEAR:
    return f->mu_kinetic + f->dmu1 * fmax(0.0, 1.0 - s / (2.0 * f->s_half1)) +
           (f->dmu2 > 0.0 ? f->dmu2 * fmax(0.0, 1.0 - s / (2.0 * f->s_half2)) : 0.0);
  case TL_SLIP_LAW_STRIBECK:
    return f->mu_c + (f->mu_s - f->mu_c) * exp(-pow(s / f->v_s, f->delta)) + f->k_v * s;
  case TL_SLIP_LAW_POLACH:
    return f->polach_mu0 * ((1.0 - f->polach_a) * exp(-f->polach_b * s) + f->polach_a);
  case TL_SLIP_LAW_COULOMB:
  default:
    return f->mu;
  }
}

double
tl_slip_friction_dmu(const TlSlipFriction *f, double s)
{
  switch (f->kind) {
  case TL_SLIP_LAW_EXP:
    return -M_LN2 * (f->dmu1 / f->s_half1 * exp2(-s / f->s_half1) +
                     (f->dmu2 > 0.0 ? f->dmu2 / f->s_half2 * exp2(-s / f->s_half2) : 0.0));
  case TL_SLIP_LAW_RATIONAL: {
    const double d1 = 1.0 + s / f->s_half1, q = s / f->s_half2;
    return -f->dmu1 / (f->s_half1 * d1 * d1) -
           (f->dmu2 > 0.0 ? f->dmu2 * 2.0 * q / (f->s_half2 * (1.0 + q * q) * (1.0 + q * q))
                          : 0.0);
  }
  case TL_SLIP_LAW_LINEAR:
    /* one-sided (right) derivative at the kinks σ = 2 s_h */
    return -(s < 2.0 * f->s_half1 ? f->dmu1 / (2.0 * f->s_half1) : 0.0) -
           (f->dmu2 > 0.0 && s < 2.0 * f->s_half2 ? f->dmu2 / (2.0 * f->s_half2) : 0.0);
  case TL_SLIP_LAW_STRIBECK: {
    const double u = s / f->v_s;
    const double du = f->delta == 1.0 ? 1.0 : f->delta * pow(u, f->delta - 1.0);
    return -(f->mu_s - f->mu_c) * exp(-pow(u, f->delta)) * du / f->v_s + f->k_v;
  }
  case TL_SLIP_LAW_POLACH:
    return -f->polach_mu0 * (1.0 - f->polach_a) * f->polach_b * exp(-f->polach_b * s);
  case TL_SLIP_LAW_COULOMB:
  default:
    return 0.0;
  }
}

double
tl_slip_friction_static(const TlSlipFriction *f)
{
  return tl_slip_friction_mu(f, 0.0);
}

double
tl_slip_friction_lower(const TlSlipFriction *f)
{
  switch (f->kind) {
  case TL_SLIP_LAW_EXP:
  case TL_SLIP_LAW_RATIONAL:
  case TL_SLIP_LAW_LINEAR:
    return f->mu_kinetic;
  case TL_SLIP_LAW_STRIBECK:
    return fmin(f->mu_c, f->mu_s);
  case TL_SLIP_LAW_POLACH:
    return f->polach_mu0 * f->polach_a;
  case TL_SLIP_LAW_COULOMB:
  default:
    return f->mu;
  }
}

int
tl_slip_friction_is_constant(const TlSlipFriction *f)
{
  switch (f->kind) {
  case TL_SLIP_LAW_EXP:
  case TL_SLIP_LAW_RATIONAL:
  case TL_SLIP_LAW_LINEAR:
    return f->dmu1 == 0.0 && f->dmu2 == 0.0;
  case TL_SLIP_LAW_STRIBECK:
    return f->mu_s == f->mu_c && f->k_v == 0.0;
  case TL_SLIP_LAW_POLACH:
    return f->polach_a == 1.0 || f->polach_b == 0.0;
  case TL_SLIP_LAW_COULOMB:
  default:
    return 1;
  }
}

int
tl_slip_friction_is_convex(const TlSlipFriction *f)
{
  if (f->kind == TL_SLIP_LAW_STRIBECK)
    return f->delta == 1.0 && f->mu_s >= f->mu_c;
  /* rational's second term 1/(1 + q²) has an inflection at q = 1/√3 */
  return !(f->kind == TL_SLIP_LAW_RATIONAL && f->dmu2 > 0.0);
}

TlStatus
tl_slip_friction_from_lab(const TlFrictionParams *lab, double normal_force, TlSlipFriction *out,
                          TlError *err)
{
  TlStatus s;
  if ((s = tl_friction_params_validate(lab, err)) != TL_OK ||
      (s = tl_check_positive(normal_force, "normal force of the friction law", "N", err)) != TL_OK)
    return s;
  const unsigned t = lab->terms;
  if (t & TL_FRICTION_STATIC)
    return tl_error_set(err, TL_EINVAL,
                        "the law has a static (stiction) term, a jump from Fs to Fc at v = 0: "
                        "inside a contact its result would depend on the grid; use a Stribeck "
                        "term instead");
  TlSlipFriction f = tl_slip_friction_default(TL_SLIP_LAW_STRIBECK);
  /* the Stribeck level is Fc + C₁e^{−(v/v_s)²}: it carries the Coulomb level too */
  const int level = (t & (TL_FRICTION_COULOMB | TL_FRICTION_DAHL | TL_FRICTION_LUGRE |
                          TL_FRICTION_STRIBECK)) != 0;
  f.mu_c = level ? lab->fc / normal_force : 0.0;
  /* the lab's Stribeck term is C₁ e^{−(v/v_s)²}: δ = 2, v > 0 branch */
  f.mu_s = f.mu_c + ((t & (TL_FRICTION_STRIBECK | TL_FRICTION_LUGRE)) ? lab->c1 / normal_force
                                                                       : 0.0);
  f.v_s = lab->vs;
  f.delta = 2.0;
  f.k_v = ((t & TL_FRICTION_VISCOUS) ? lab->viscous : 0.0) / normal_force +
          ((t & TL_FRICTION_LUGRE) ? lab->sigma2 : 0.0) / normal_force;
  if (!level)
    return tl_error_set(err, TL_EINVAL,
                        "the law has no Coulomb, Stribeck, Dahl or LuGre level: a contact "
                        "needs friction at rest");
  if ((s = tl_slip_friction_validate(&f, err)) != TL_OK)
    return s;
  *out = f;
  return TL_OK;
}
