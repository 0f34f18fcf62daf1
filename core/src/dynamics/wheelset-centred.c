/* wheelset-centred.c — the creep coefficients of the centred wheelset on a
 * profile pair, from the Hertz patches of its contact points (one
 * computation for the study, the CLI and the lessons). */
#include <string.h>

#include "tribo/wheelset.h"

TlStatus
tl_ws_creep_centred(const TlWheelrail *wr, const TlMaterial *wheel, const TlMaterial *rail,
                    double load, TlWsCentredCreep *out, TlError *err)
{
  TlWrContact c;
  TlStatus st = tl_wheelrail_contact(wr, 0.0, &c, err);
  if (st != TL_OK)
    return st;
  TlCombinedMaterial cm;
  if ((st = tl_material_combine(wheel, rail, &cm, err)) != TL_OK)
    return st;
  TlWrNormalParams np = tl_wr_normal_params_default();
  np.wheel = *wheel;
  np.rail = *rail;
  np.load = load;
  np.method = TL_WR_NORMAL_HERTZ;
  TlWrNormal n;
  if ((st = tl_wheelrail_normal(wr, &c, TL_WR_LEFT, &np, &n, err)) != TL_OK)
    return st;
  TlWsCentredCreep r;
  memset(&r, 0, sizeof r);
  r.shear_modulus = cm.shear_modulus;
  r.poisson = cm.poisson;
  for (int k = 0; k < n.n && k < TL_WR_MAX_POINTS && st == TL_OK; k++) {
    const TlWrPatch *pk = &n.patch[k];
    if (!pk->hertz_ok) {
      st = tl_error_set(err, TL_ERANGE,
                        "contact point %d of the centred wheelset has no Hertz patch: give "
                        "the creep coefficients",
                        k + 1);
      break;
    }
    TlWsParams one = tl_ws_params_default();
    if ((st = tl_ws_creep_from_patch(cm.shear_modulus, cm.poisson, pk->a, pk->b, &one, err)) !=
        TL_OK)
      break;
    r.f11 += one.f11;
    r.f22 += one.f22;
    r.f23 += one.f23;
    r.f33 += one.f33;
    r.a[k] = pk->a;
    r.b[k] = pk->b;
    r.load[k] = pk->normal_force;
    r.n++;
  }
  tl_wr_normal_clear(&n);
  if (st == TL_OK && r.n == 0)
    st = tl_error_set(err, TL_ERANGE, "the centred wheelset has no contact patch");
  if (st == TL_OK)
    *out = r;
  return st;
}
