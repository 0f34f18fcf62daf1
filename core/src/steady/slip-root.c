/* slip-root.c — roots of σ + κ(μ(σ) − r) = 0 for one cell
 * (docs/theory-friction-in-contact.md §4).
 *
 * Stick (σ = 0) is admissible when r ≤ μ at rest; slip states are the roots
 * σ > 0 of Φ(σ) = σ + κ(μ(σ) − r), all in (0, κ(r − μ_inf)].  For a convex law
 * without memory Φ′ = 1 + κμ′ is non-decreasing, so Φ falls to a minimum at
 * σ_m (where μ′ = −1/κ) and then rises: at most one root on each side.  For
 * other laws (Stribeck with δ > 1, any law with memory) Φ is sampled at 200
 * geometric points and every sign change refined. */
#include "slip-root.h"
#include <math.h>

#define ROOT_TOL 1e-12 /* relative to the bracket's upper end */
#define SAMPLES 200
#define MAX_ROOTS 8

double
tl_slip_cell_mu(const TlSlipCell *c, double sigma)
{
  const double mu = tl_slip_friction_mu(c->law, sigma);
  if (!(c->law->memory > 0.0))
    return mu;
  const double rate = c->dt * fmax(sigma, c->law->memory_s0);
  const double theta = c->law->memory / (c->law->memory + rate);
  return theta * c->mu_up + (1.0 - theta) * mu;
}

static double
phi(const TlSlipCell *c, double s)
{
  return s + c->kappa * (tl_slip_cell_mu(c, s) - c->r);
}

/* A root of Φ inside (lo, hi), Φ(lo) and Φ(hi) of opposite signs: regula
 * falsi with the Illinois modification, bisection as a safeguard. */
static double
regula_falsi(const TlSlipCell *c, double lo, double hi, double flo, double fhi, double tol)
{
  int side = 0;
  for (int it = 0; it < 200 && hi - lo > tol; it++) {
    double m = (lo * fhi - hi * flo) / (fhi - flo);
    if (!(m > lo && m < hi) || it % 8 == 7)
      m = 0.5 * (lo + hi);
    const double fm = phi(c, m);
    if (fm == 0.0)
      return m;
    if ((fm < 0.0) == (flo < 0.0)) {
      lo = m;
      flo = fm;
      if (side == -1)
        fhi *= 0.5;
      side = -1;
    } else {
      hi = m;
      fhi = fm;
      if (side == 1)
        flo *= 0.5;
      side = 1;
    }
  }
  return 0.5 * (lo + hi);
}

/* The same on a branch of a convex law without memory, where Φ is monotone
 * and Φ′ = 1 + κμ′ is known: Newton's method kept inside the bracket
 * (bisection when a step would leave it) — a few iterations instead of the
 * dozens regula falsi needs on the curved exponential. */
static double
newton(const TlSlipCell *c, double lo, double hi, double flo, double fhi, double tol)
{
  double x = (lo * fhi - hi * flo) / (fhi - flo);
  if (!(x > lo && x < hi))
    x = 0.5 * (lo + hi);
  for (int it = 0; it < 100; it++) {
    const double f = phi(c, x);
    if (f == 0.0)
      return x;
    if ((f < 0.0) == (flo < 0.0)) {
      lo = x;
      flo = f;
    } else {
      hi = x;
    }
    const double d = 1.0 + c->kappa * tl_slip_friction_dmu(c->law, x);
    double xn = d != 0.0 ? x - f / d : lo - 1.0;
    if (!(xn > lo && xn < hi))
      xn = 0.5 * (lo + hi);
    if (fabs(xn - x) <= tol || hi - lo <= tol)
      return xn;
    x = xn;
  }
  return x;
}

/* A root of Φ in [lo, hi] with Φ(lo) and Φ(hi) of opposite signs (or zero):
 * an end where Φ vanishes, else refined inside, by Newton's method where Φ
 * is monotone (a branch of a convex law without memory), by regula falsi
 * elsewhere. */
static double
refine(const TlSlipCell *c, double lo, double hi, double flo, double fhi, double tol,
       int monotone)
{
  if (flo == 0.0)
    return lo;
  if (fhi == 0.0)
    return hi;
  return monotone ? newton(c, lo, hi, flo, fhi, tol) : regula_falsi(c, lo, hi, flo, fhi, tol);
}

/* σ_m in [0, hi]: where Φ′ = 1 + κμ′ changes sign (μ′ non-decreasing). */
static double
falling_end(const TlSlipCell *c, double hi)
{
  double lo = 0.0;
  if (1.0 + c->kappa * tl_slip_friction_dmu(c->law, hi) <= 0.0)
    return hi;
  for (int it = 0; it < 200 && hi - lo > ROOT_TOL * hi; it++) {
    const double m = 0.5 * (lo + hi);
    if (1.0 + c->kappa * tl_slip_friction_dmu(c->law, m) < 0.0)
      lo = m;
    else
      hi = m;
  }
  return 0.5 * (lo + hi);
}

static int
roots(const TlSlipCell *c, double hi, double *out)
{
  int n = 0;
  const double tol = ROOT_TOL * hi;
  const double f0 = phi(c, 0.0);
  if (c->law->memory > 0.0 || !tl_slip_friction_is_convex(c->law)) {
    double s_prev = 0.0, f_prev = f0;
    const double s_min = 1e-12 * hi, ratio = pow(hi / s_min, 1.0 / (SAMPLES - 1));
    double s = s_min;
    for (int k = 0; k < SAMPLES && n < MAX_ROOTS; k++, s *= ratio) {
      const double sk = k == SAMPLES - 1 ? hi : s;
      const double fk = phi(c, sk);
      if ((f_prev < 0.0 && fk >= 0.0) || (f_prev > 0.0 && fk <= 0.0))
        out[n++] = refine(c, s_prev, sk, f_prev, fk, tol, 0);
      s_prev = sk;
      f_prev = fk;
    }
    return n;
  }
  const double sm = 1.0 + c->kappa * tl_slip_friction_dmu(c->law, 0.0) < 0.0
                      ? falling_end(c, hi) : 0.0;
  const double fm = sm > 0.0 ? phi(c, sm) : f0;
  if (sm > 0.0 && f0 > 0.0 && fm <= 0.0)
    out[n++] = refine(c, 0.0, sm, f0, fm, tol, 1);
  const double fh = phi(c, hi);
  if (fm < 0.0 && fh >= 0.0)
    out[n++] = refine(c, sm, hi, fm, fh, tol, 1);
  return n;
}

double
tl_slip_cell_solve(const TlSlipCell *c, double sigma_up)
{
  const int can_stick = c->r <= tl_slip_cell_mu(c, 0.0);
  double lower = tl_slip_friction_lower(c->law);
  if (c->law->memory > 0.0)
    lower = fmin(lower, c->mu_up);
  const double hi = c->kappa * (c->r - lower);
  double rts[MAX_ROOTS];
  const int n = hi > 0.0 ? roots(c, hi, rts) : 0;
  if (n == 0)
    return 0.0; /* no slip state: stick (r ≤ μ at rest whenever no root exists) */
  switch (c->law->rule) {
  case TL_SLIP_ROOT_LOW:
    return can_stick ? 0.0 : rts[0];
  case TL_SLIP_ROOT_HIGH:
    return rts[n - 1];
  case TL_SLIP_ROOT_CONT:
  default: {
    double best = can_stick ? 0.0 : rts[0];
    for (int k = 0; k < n; k++)
      if (fabs(rts[k] - sigma_up) < fabs(best - sigma_up))
        best = rts[k];
    return best;
  }
  }
}
