/* wear.c — frictional power, wear rates and surface-fatigue indices of a
 * solved contact (docs/theory.md §12). */
#include "tribo/wear.h"

#include <math.h>
#include <string.h>

#include "tribo/names.h"
#include "tribo/ranges.h"
#include "tribo/units.h"

static const char *const regime_names[] = { "mild", "severe", "catastrophic" };

TL_DEFINE_ENUM_NAMES(tl_wear_regime, TlWearRegime, regime_names, "wear regime", "?")

TlWearParams
tl_wear_params_default(void)
{
  TlWearParams p = {
    .archard = { .k = 1e-4, .hardness = 3e9 },
    /* Lewis & Dwyer-Joyce 2004 (R8T on UIC60 900A), the coefficients of
     * Braghin et al. 2006 */
    .usfd = { .k1 = 5.3, .t1 = 10.4, .k2 = 55.0, .t2 = 77.2, .k3 = 61.9, .c3 = 4778.7 },
    /* Burstow's WLRM damage function: its breakpoints; the index relative to its peak */
    .burstow = { .threshold = 15.0, .peak = 65.0, .zero = 175.0, .peak_damage = 1.0 },
    .shakedown = { .shear_yield = 300e6 },
    .density = 7850.0,
  };
  return p;
}

TlStatus
tl_wear_params_validate(const TlWearParams *p, TlError *err)
{
  TlStatus s;
  const double m = TL_RANGE_WEAR_LAW_MAX;
  const TlUsfdParams *u = &p->usfd;
  const TlBurstowParams *b = &p->burstow;
  if ((s = tl_check_range(p->archard.k, TL_RANGE_ARCHARD_K_MIN, TL_RANGE_ARCHARD_K_MAX,
                          "Archard wear coefficient", "-", err)) != TL_OK ||
      (s = tl_check_range(p->archard.hardness, TL_RANGE_HARDNESS_MIN, TL_RANGE_HARDNESS_MAX,
                          "hardness", "Pa", err)) != TL_OK ||
      (s = tl_check_range(p->shakedown.shear_yield, TL_RANGE_SHEAR_YIELD_MIN,
                          TL_RANGE_SHEAR_YIELD_MAX, "yield stress in shear", "Pa", err)) != TL_OK ||
      (s = tl_check_range(p->density, TL_RANGE_DENSITY_MIN, TL_RANGE_DENSITY_MAX,
                          "density of the worn steel", "kg/m^3", err)) != TL_OK ||
      (s = tl_check_range(u->k1, 0.0, m, "USFD mild slope k1", "ug/(m mm^2) per N/mm^2", err)) !=
        TL_OK ||
      (s = tl_check_range(u->t1, 1e-9, m, "USFD mild-severe breakpoint", "N/mm^2", err)) !=
        TL_OK ||
      (s = tl_check_range(u->k2, 0.0, m, "USFD severe rate k2", "ug/(m mm^2)", err)) != TL_OK ||
      (s = tl_check_range(u->t2, 1e-9, m, "USFD severe-catastrophic breakpoint", "N/mm^2",
                          err)) != TL_OK ||
      (s = tl_check_range(u->k3, 0.0, m, "USFD catastrophic slope k3", "ug/(m mm^2) per N/mm^2",
                          err)) != TL_OK ||
      (s = tl_check_range(u->c3, -m, m, "USFD catastrophic offset c3", "ug/(m mm^2)", err)) !=
        TL_OK ||
      (s = tl_check_range(b->threshold, 0.0, m, "Burstow damage threshold", "N", err)) != TL_OK ||
      (s = tl_check_range(b->peak, 1e-9, m, "Burstow damage peak", "N", err)) != TL_OK ||
      (s = tl_check_range(b->zero, 1e-9, m, "Burstow zero-damage point", "N", err)) != TL_OK ||
      (s = tl_check_range(b->peak_damage, 1e-30, m, "Burstow peak damage", "-", err)) != TL_OK)
    return s;
  if (!(u->t1 < u->t2))
    return tl_error_set(err, TL_EINVAL,
                        "USFD breakpoints: mild-severe %g N/mm^2 must lie below "
                        "severe-catastrophic %g N/mm^2",
                        u->t1, u->t2);
  if (!(b->threshold < b->peak && b->peak < b->zero))
    return tl_error_set(err, TL_EINVAL,
                        "Burstow damage function: threshold %g N < peak %g N < zero %g N "
                        "is required",
                        b->threshold, b->peak, b->zero);
  return TL_OK;
}

double
tl_wear_usfd_rate(const TlUsfdParams *p, double tga, TlWearRegime *regime)
{
  TlWearRegime r = tga < p->t1 ? TL_WEAR_MILD : tga <= p->t2 ? TL_WEAR_SEVERE
                                                               : TL_WEAR_CATASTROPHIC;
  if (regime)
    *regime = r;
  switch (r) {
  case TL_WEAR_MILD: return p->k1 * tga;
  case TL_WEAR_SEVERE: return p->k2;
  default: return p->k3 * tga - p->c3;
  }
}

double
tl_wear_burstow_damage(const TlBurstowParams *p, double tg)
{
  if (!(tg > p->threshold) || tg >= p->zero)
    return 0.0; /* below the threshold: no cracks; beyond the zero: wear removes them */
  if (tg <= p->peak)
    return p->peak_damage * (tg - p->threshold) / (p->peak - p->threshold);
  return p->peak_damage * (p->zero - tg) / (p->zero - p->peak);
}

double
tl_wear_fatigue_index(const TlShakedownParams *p, double f, double a, double b, double load)
{
  return f - 2.0 * M_PI * a * b * p->shear_yield / (3.0 * load);
}

TlStatus
tl_wear_from_forces(double speed, double cx, double cy, double spin, double fx, double fy,
                    double mz, double normal_load, double a, double b, double area,
                    const TlWearParams *p, TlWearResult *out, TlError *err)
{
  TlStatus s;
  if ((s = tl_wear_params_validate(p, err)) != TL_OK ||
      (s = tl_check_positive(speed, "rolling speed", "m/s", err)) != TL_OK ||
      (s = tl_check_finite(cx, "longitudinal creepage", "-", err)) != TL_OK ||
      (s = tl_check_finite(cy, "lateral creepage", "-", err)) != TL_OK ||
      (s = tl_check_finite(spin, "spin creepage", "1/m", err)) != TL_OK ||
      (s = tl_check_finite(fx, "creep force Fx", "N", err)) != TL_OK ||
      (s = tl_check_finite(fy, "creep force Fy", "N", err)) != TL_OK ||
      (s = tl_check_finite(mz, "spin moment Mz", "N m", err)) != TL_OK ||
      (s = tl_check_positive(normal_load, "normal load", "N", err)) != TL_OK ||
      (s = tl_check_positive(a, "semi-axis a", "m", err)) != TL_OK ||
      (s = tl_check_positive(b, "semi-axis b", "m", err)) != TL_OK ||
      (s = tl_check_positive(area, "contact area", "m^2", err)) != TL_OK)
    return s;
  TlWearResult r;
  memset(&r, 0, sizeof r);
  r.power = r.archard_volume = r.archard_depth_max = NAN; /* no local slip without a grid */
  r.power_macro = speed * fabs(cx * fx + cy * fy + spin * mz);
  r.t_gamma = fabs(fx * cx) + fabs(fy * cy) + fabs(mz * spin);
  r.area = area;
  r.t_gamma_per_area = r.t_gamma / (area / TL_UNIT_MM2);
  r.usfd_rate = tl_wear_usfd_rate(&p->usfd, r.t_gamma_per_area, &r.regime);
  /* µg per metre and mm² → kg/(m·m²) → depth per metre rolled [m/m] */
  r.usfd_depth = r.usfd_rate * TL_UNIT_UG / TL_UNIT_MM2 / p->density;
  r.burstow = tl_wear_burstow_damage(&p->burstow, r.t_gamma);
  r.utilised_friction = hypot(fx, fy) / normal_load;
  r.fatigue_index = tl_wear_fatigue_index(&p->shakedown, r.utilised_friction, a, b, normal_load);
  *out = r;
  return TL_OK;
}

static TlStatus
input_validate(const TlWearInput *in, TlError *err)
{
  TlStatus s;
  if (!in->grid || !in->traction || !in->slip_speed)
    return tl_error_set(err, TL_EINVAL, "wear: the grid, traction and slip speeds are required");
  if (in->traction->mx != in->grid->mx || in->traction->my != in->grid->my)
    return tl_error_set(err, TL_EINVAL, "wear: traction maps of %dx%d cells do not fit a %dx%d grid",
                        in->traction->mx, in->traction->my, in->grid->mx, in->grid->my);
  if ((s = tl_check_positive(in->speed, "rolling speed", "m/s", err)) != TL_OK ||
      (s = tl_check_finite(in->cx, "longitudinal creepage", "-", err)) != TL_OK ||
      (s = tl_check_finite(in->cy, "lateral creepage", "-", err)) != TL_OK ||
      (s = tl_check_finite(in->spin, "spin creepage", "1/m", err)) != TL_OK ||
      (s = tl_check_positive(in->normal_load, "normal load", "N", err)) != TL_OK ||
      (s = tl_check_positive(in->a, "semi-axis a", "m", err)) != TL_OK ||
      (s = tl_check_positive(in->b, "semi-axis b", "m", err)) != TL_OK)
    return s;
  return TL_OK;
}

TlStatus
tl_wear_evaluate(const TlWearInput *in, const TlWearParams *p, double *q_map, TlWearResult *out,
                 TlError *err)
{
  TlStatus s;
  if ((s = tl_wear_params_validate(p, err)) != TL_OK || (s = input_validate(in, err)) != TL_OK)
    return s;
  const TlGrid *g = in->grid;
  const TlTraction *t = in->traction;
  const size_t n = (size_t)g->mx * (size_t)g->my;
  const double da = g->dx * g->dy, v = in->speed;
  double power = 0.0, archard = 0.0, depth_max = 0.0;
  int cells = 0;
  for (size_t k = 0; k < n; k++) {
    const double w = in->slip_speed[k], pn = t->pn[k];
    if (!isfinite(w) || w < 0.0 || !isfinite(pn))
      return tl_error_set(err, TL_EINVAL, "wear: cell %zu has no finite slip speed or pressure",
                          k);
    if (!(pn > 0.0))
      continue;
    cells++;
    power += hypot(t->tx[k], t->ty[k]) * w;
    /* Archard, locally: depth rate k p w / H; per metre rolled the slip
     * distance is w/V */
    const double depth_rate = p->archard.k * pn * w / p->archard.hardness;
    depth_max = fmax(depth_max, depth_rate);
    archard += depth_rate / v;
  }
  TlWearResult r;
  if ((s = tl_wear_from_forces(v, in->cx, in->cy, in->spin, t->fx, t->fy, t->mz, in->normal_load,
                               in->a, in->b, cells * da, p, &r, err)) != TL_OK)
    return s;
  r.power = power * da;
  r.archard_volume = archard * da;
  r.archard_depth_max = depth_max;
  if (q_map) {
    for (size_t k = 0; k < n; k++)
      q_map[k] = t->pn[k] > 0.0 ? hypot(t->tx[k], t->ty[k]) * in->slip_speed[k] : 0.0;
  }
  *out = r;
  return TL_OK;
}
