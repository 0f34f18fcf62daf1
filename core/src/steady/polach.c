/* polach.c — Polach's creep-force model (docs/theory-friction-in-contact.md §3). */
#include "tribo/polach.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

TlPolachParams
tl_polach_params_dry(void)
{
  TlPolachParams p = { 0.55, 0.40, 0.60, 1.00, 0.40 };
  return p;
}

TlPolachParams
tl_polach_params_wet(void)
{
  TlPolachParams p = { 0.30, 0.40, 0.20, 0.30, 0.10 };
  return p;
}

TlStatus
tl_polach_params_from_name(const char *name, TlPolachParams *out, TlError *err)
{
  if (name && strcmp(name, "dry") == 0)
    *out = tl_polach_params_dry();
  else if (name && strcmp(name, "wet") == 0)
    *out = tl_polach_params_wet();
  else
    return tl_error_set(err, TL_EINVAL, "unknown Polach parameter set '%s' (use dry or wet)",
                        name ? name : "(null)");
  return TL_OK;
}

TlStatus
tl_polach_params_validate(const TlPolachParams *p, TlError *err)
{
  TlStatus s;
  if ((s = tl_check_range(p->mu0, 0.0, 10.0, "Polach mu0", "", err)) != TL_OK ||
      (s = tl_check_range(p->a, 0.0, 1.0, "Polach A", "", err)) != TL_OK ||
      (s = tl_check_range(p->b, 0.0, 1e3, "Polach B", "s/m", err)) != TL_OK ||
      (s = tl_check_range(p->k_a, 0.0, 1.0, "Polach kA", "", err)) != TL_OK ||
      (s = tl_check_range(p->k_s, 0.0, 1.0, "Polach kS", "", err)) != TL_OK)
    return s;
  if (!(p->mu0 > 0.0))
    return tl_error_set(err, TL_EINVAL, "Polach mu0 must be positive (got %g)", p->mu0);
  if (!(p->k_s > 0.0) || p->k_s > p->k_a)
    return tl_error_set(err, TL_EINVAL, "Polach needs 0 < kS <= kA <= 1 (got kA = %g, kS = %g)",
                        p->k_a, p->k_s);
  return TL_OK;
}

TlStatus
tl_polach_forces(const TlContactParams *p, const TlContactBasics *basics,
                 const TlPolachParams *pp, double cx, double cy, double spin,
                 TlPolachResult *out, TlError *err)
{
  TlStatus s;
  if ((s = tl_polach_params_validate(pp, err)) != TL_OK ||
      (s = tl_contact_check_creepage(cx, cy, spin, err)) != TL_OK)
    return s;
  const TlHertzResult *h = &basics->hertz;
  const TlKalkerCoeffs *k = &basics->kalker;
  const double q = h->normal_load, a = h->a, b = h->b, g = h->material.shear_modulus;
  TlPolachResult r;
  memset(&r, 0, sizeof r);
  const double sn = hypot(cx, cy);
  /* spin raises the lateral creep when it adds to it */
  const double syc = fabs(cy + spin * a) > fabs(cy) ? cy + spin * a : cy;
  const double sc = hypot(cx, syc);
  r.w = p->speed * sc;
  r.mu = pp->mu0 * ((1.0 - pp->a) * exp(-pp->b * r.w) + pp->a);
  if (sc > 0.0) {
    const double cjj = sn > 0.0 ? hypot(k->c11 * cx / sn, k->c22 * cy / sn) : 0.0;
    r.epsilon = M_PI * g * a * b * cjj * sc / (4.0 * q * r.mu);
    const double ka = pp->k_a * r.epsilon;
    const double force = 2.0 * q * r.mu / M_PI * (ka / (1.0 + ka * ka) + atan(pp->k_s * r.epsilon));
    /* the spin term (Polach's K_M with the project's sign: K_M' ≥ 0) */
    const double ks = 1.0 + 6.3 * (1.0 - exp(-a / b));
    const double eps_psi = 8.0 / 3.0 * g * b * sqrt(a * b) * k->c23 * sc / (q * r.mu * ks);
    const double e2 = eps_psi * eps_psi, d = (e2 - 1.0) / (e2 + 1.0);
    const double km = pow(1.0 - d * d, 1.5) / 3.0 - eps_psi * (d * d * d / 3.0 - d * d / 2.0 + 1.0 / 6.0);
    const double fys = 9.0 / 16.0 * a * q * r.mu * ks * km * spin / sc;
    r.fx = force * cx / sc;
    r.fy = force * cy / sc + fys;
  }
  r.f = r.fx / q;
  r.fy_ratio = r.fy / q;
  if (!isfinite(r.fx) || !isfinite(r.fy))
    return tl_error_set(err, TL_ERANGE, "Polach's model gave a non-finite force at cx = %g", cx);
  *out = r;
  return TL_OK;
}

TlStatus
tl_polach_curve(const TlContactParams *p, const TlPolachParams *pp, const double *cx, int n,
                double *f, TlError *err)
{
  TlContactBasics basics;
  TlStatus s;
  if (n < 1)
    return tl_error_set(err, TL_EINVAL, "a curve needs at least one creepage (got %d)", n);
  if ((s = tl_contact_basics(p, &basics, err)) != TL_OK)
    return s;
  double *out = malloc((size_t)n * sizeof(double));
  if (!out)
    return tl_error_set(err, TL_ENOMEM, "out of memory for Polach's curve");
  for (int k = 0; k < n && s == TL_OK; k++) {
    TlPolachResult r;
    s = tl_polach_forces(p, &basics, pp, cx[k], p->cy, p->spin, &r, err);
    out[k] = r.f;
  }
  if (s == TL_OK)
    memcpy(f, out, (size_t)n * sizeof(double));
  free(out);
  return s;
}
