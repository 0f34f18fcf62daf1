/* influence.c — half-space influence coefficients (docs/theory.md §6 exact theory). */
#include "tribo/influence.h"

#include <assert.h>
#include <math.h>

double
tl_influence_point(TlInfluenceKind kind, double x, double y, double shear_modulus, double poisson)
{
  const double r = hypot(x, y);
  const double r3 = r * r * r;
  const double c = 1.0 / (M_PI * shear_modulus);
  switch (kind) {
  case TL_INFLUENCE_NN: return c * (1.0 - poisson) / r;
  case TL_INFLUENCE_XX: return c * ((1.0 - poisson) / r + poisson * x * x / r3);
  case TL_INFLUENCE_YY: return c * ((1.0 - poisson) / r + poisson * y * y / r3);
  case TL_INFLUENCE_XY: return c * poisson * x * y / r3;
  }
  assert(!"unknown influence kind");
  return NAN;
}

/* u asinh(v/|u|) = u ln((v + r)/|u|): the antiderivative part u ln(v + r) minus
 * u ln|u|, a function of u alone (cancels in the corner sum).  → 0 as u → 0. */
static double
u_asinh(double u, double v)
{
  return u == 0.0 ? 0.0 : u * asinh(v / fabs(u));
}

/* Antiderivatives F with ∂²F/∂x∂y = kernel (without the 1/πG factor). */
static double
antiderivative(TlInfluenceKind kind, double x, double y, double nu)
{
  switch (kind) {
  case TL_INFLUENCE_NN: return (1.0 - nu) * (u_asinh(x, y) + u_asinh(y, x));
  /* (1−ν)(1/r) + ν X²/r³ → (1−ν)[X ln(Y+r) + Y ln(X+r)] + ν Y ln(X+r) */
  case TL_INFLUENCE_XX: return (1.0 - nu) * u_asinh(x, y) + u_asinh(y, x);
  case TL_INFLUENCE_YY: return u_asinh(x, y) + (1.0 - nu) * u_asinh(y, x);
  case TL_INFLUENCE_XY: return -nu * hypot(x, y);
  }
  assert(!"unknown influence kind");
  return NAN;
}

double
tl_influence_rect(TlInfluenceKind kind, double x, double y, double hx, double hy,
                  double shear_modulus, double poisson)
{
  /* ∫∫ K(x − ξ, y − η) dξ dη over |ξ| ≤ hx, |η| ≤ hy: with X = x − ξ running
   * from x − hx to x + hx (and Y likewise) the four-corner sum of F. */
  const double s = antiderivative(kind, x + hx, y + hy, poisson) -
                   antiderivative(kind, x - hx, y + hy, poisson) -
                   antiderivative(kind, x + hx, y - hy, poisson) +
                   antiderivative(kind, x - hx, y - hy, poisson);
  return s / (M_PI * shear_modulus);
}
