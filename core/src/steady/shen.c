/* shen.c — Shen–Hedrick–Elkins saturation (docs/theory.md §7.5 Shen–Hedrick–Elkins). */
#include "tribo/shen.h"

#include <math.h>

#include "tribo/contact.h"

double
tl_shen_factor(double u)
{
  if (u <= 0.0)
    return 1.0;
  if (u >= 3.0)
    return 1.0 / u;
  return 1.0 - u / 3.0 + u * u / 27.0;
}

double
tl_shen_saturation_creepage(const TlContactBasics *basics, double mu)
{
  const TlHertzResult *h = &basics->hertz;
  const double slope = h->material.shear_modulus * h->a * h->b * basics->kalker.c11 /
                       h->normal_load; /* Kalker's f/cx */
  return 3.0 * mu / slope;
}

TlStatus
tl_shen_forces(const TlContactParams *p, const TlContactBasics *basics, double cx, double cy,
               double spin, TlShenResult *out, TlError *err)
{
  TlStatus s;
  if ((s = tl_contact_params_validate(p, err)) != TL_OK ||
      (s = tl_contact_check_creepage(cx, cy, spin, err)) != TL_OK)
    return s;

  const TlHertzResult *h = &basics->hertz;
  TlLinearForces lin;
  tl_kalker_linear_forces(h->material.shear_modulus, h->a, h->b, &basics->kalker, cx, cy, spin,
                          &lin);
  const double load = h->normal_load;
  const double u = hypot(lin.fx, lin.fy) / (p->mu * load);
  const double k = tl_shen_factor(u);
  const double stick = u < 3.0 ? (1.0 - u / 3.0) * (1.0 - u / 3.0) : 0.0;

  out->fx = k * lin.fx;
  out->fy = k * lin.fy;
  out->mz = k * lin.mz;
  out->f = out->fx / load;
  out->u = u;
  out->stick_fraction = stick;
  return TL_OK;
}
