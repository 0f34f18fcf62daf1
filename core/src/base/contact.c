/* contact.c — the shared rolling-contact case. */
#include "tribo/contact.h"

#include <math.h>
#include <string.h>

#include "tribo/ranges.h"

TlContactParams
tl_contact_params_default(void)
{
  TlContactParams p = {
    .hertz = tl_hertz_params_default(),
    .mu = 0.4,
    .speed = 1.0,
    .cx = 0.005,
    .cy = 0.0,
    .spin = 0.0,
    .bound = TL_BOUND_PARABOLIC,
    .mx = 50,
    .my = 50,
  };
  return p;
}

TlStatus
tl_contact_check_creepage(double cx, double cy, double spin, TlError *err)
{
  TlStatus s;
  const double c = TL_RANGE_CREEPAGE_MAX, w = TL_RANGE_SPIN_MAX;
  if ((s = tl_check_range(cx, -c, c, "longitudinal creepage cx", "", err)) != TL_OK ||
      (s = tl_check_range(cy, -c, c, "lateral creepage cy", "", err)) != TL_OK ||
      (s = tl_check_range(spin, -w, w, "spin creepage", "1/m", err)) != TL_OK)
    return s;
  return TL_OK;
}

TlStatus
tl_contact_params_validate(const TlContactParams *p, TlError *err)
{
  TlStatus s;
  if ((s = tl_hertz_params_validate(&p->hertz, err)) != TL_OK)
    return s;
  if ((s = tl_check_range(p->mu, TL_RANGE_MU_MIN, TL_RANGE_MU_MAX, "friction coefficient mu", "",
                          err)) != TL_OK ||
      (s = tl_check_range(p->speed, TL_RANGE_SPEED_MIN, TL_RANGE_SPEED_MAX, "rolling speed V",
                          "m/s", err)) != TL_OK ||
      (s = tl_contact_check_creepage(p->cx, p->cy, p->spin, err)) != TL_OK)
    return s;
  if (p->bound != TL_BOUND_PARABOLIC && p->bound != TL_BOUND_ELLIPTIC)
    return tl_error_set(err, TL_EINVAL, "unknown traction bound %d", (int)p->bound);
  return tl_grid_check_size(p->mx, p->my, err);
}

TlStatus
tl_contact_basics(const TlContactParams *p, TlContactBasics *out, TlError *err)
{
  TlStatus s;
  if ((s = tl_contact_params_validate(p, err)) != TL_OK)
    return s;
  if ((s = tl_hertz_solve(&p->hertz, &out->hertz, err)) != TL_OK)
    return s;
  return tl_kalker_coefficients(out->hertz.a, out->hertz.b, out->hertz.material.poisson,
                                &out->kalker, err);
}
