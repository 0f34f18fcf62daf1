/* test-influence.c — half-space influence coefficients against direct numerical
 * integration of the point-load kernels (docs/theory.md §6 exact theory). */
#include <gsl/gsl_integration.h>

#include "tl-test-util.h"
#include "tribo/influence.h"

#define G_SHEAR 82e9
#define NU 0.28

/* ---- nested adaptive quadrature of a kernel over a rectangle ------------ */

typedef struct {
  TlInfluenceKind kind;
  double x, y;   /* observation point relative to the rectangle centre */
  double hx, hy; /* half-sides */
  double xi;     /* current outer variable */
  gsl_integration_workspace *inner_ws;
} Quad;

#define QUAD_LIMIT 2000
#define QUAD_REL 1e-11

static double
inner_integrand(double eta, void *data)
{
  const Quad *q = data;
  const double X = q->x - q->xi, Y = q->y - eta;
  if (X == 0.0 && Y == 0.0)
    return 0.0; /* measure-zero point: QAGP never samples break points */
  return tl_influence_point(q->kind, X, Y, G_SHEAR, NU);
}

/* Integrate over [lo, hi], with a break point at the singular abscissa `at`
 * when it lies inside so that QAGP resolves the (integrable) singularity. */
static double
integrate_with_break(gsl_function *f, double lo, double hi, double at, double epsabs,
                     gsl_integration_workspace *ws)
{
  double pts[3] = { lo, at, hi }, res, abserr;
  size_t npts = 3;
  if (!(at > lo && at < hi)) {
    pts[1] = hi;
    npts = 2;
  }
  const int s = gsl_integration_qagp(f, pts, npts, epsabs, QUAD_REL, QUAD_LIMIT, ws, &res, &abserr);
  g_assert_cmpint(s, ==, GSL_SUCCESS);
  return res;
}

static double
outer_integrand(double xi, void *data)
{
  Quad *q = data;
  q->xi = xi;
  gsl_function f = { inner_integrand, q };
  /* the odd xy kernel integrates to ~0: an absolute floor far below the
   * test's tolerance (the inner integral is O(1/πG)) */
  return integrate_with_break(&f, -q->hy, q->hy, q->y, 1e-14 / (M_PI * G_SHEAR), q->inner_ws);
}

static double
quadrature(TlInfluenceKind kind, double x, double y, double hx, double hy)
{
  gsl_integration_workspace *outer = gsl_integration_workspace_alloc(QUAD_LIMIT);
  Quad q = { kind, x, y, hx, hy, 0.0, gsl_integration_workspace_alloc(QUAD_LIMIT) };
  gsl_function f = { outer_integrand, &q };
  const double res = integrate_with_break(&f, -hx, hx, x, 1e-14 * hx / (M_PI * G_SHEAR), outer);
  gsl_integration_workspace_free(q.inner_ws);
  gsl_integration_workspace_free(outer);
  return res;
}

/* ---- cases --------------------------------------------------------------- */

typedef struct {
  const char *name;
  double x, y; /* in units of the half-sides */
} Point;

/* Self element, edge midpoint, neighbours, a diagonal, an oblique far point. */
static const Point points[] = {
  { "self", 0.0, 0.0 },      { "edge", 1.0, 0.0 },        { "neighbour-x", 2.0, 0.0 },
  { "neighbour-y", 0.0, -2.0 }, { "diagonal", 2.0, 2.0 }, { "oblique", -3.7, 1.3 },
  { "far", 14.6, -8.2 },
};

static const TlInfluenceKind kinds[] = { TL_INFLUENCE_NN, TL_INFLUENCE_XX, TL_INFLUENCE_YY,
                                         TL_INFLUENCE_XY };

/* Closed form vs quadrature to 1e-11 relative: agreement to 1e-8 of the
 * largest coefficient (the self term of the kind) leaves room for the
 * corner-sum cancellation at the far point, ~ε (r/h)² ≈ 3e-14. */
static void
test_rect_vs_quadrature(void)
{
  g_test_summary("Rectangle influence coefficients equal the kernel integrated numerically");
  const double hx = 0.214e-3, hy = 0.102e-3; /* the thesis 40×40 cell: 2a/40 × 2b/40 */
  for (size_t k = 0; k < G_N_ELEMENTS(kinds); k++) {
    const double scale = fabs(tl_influence_rect(kinds[k] == TL_INFLUENCE_XY ? TL_INFLUENCE_XX
                                                                          : kinds[k],
                                                0, 0, hx, hy, G_SHEAR, NU));
    for (size_t n = 0; n < G_N_ELEMENTS(points); n++) {
      const double x = points[n].x * hx, y = points[n].y * hy;
      const double exact = tl_influence_rect(kinds[k], x, y, hx, hy, G_SHEAR, NU);
      const double num = quadrature(kinds[k], x, y, hx, hy);
      if (fabs(exact - num) > 1e-8 * scale)
        g_error("kind %d at %s: closed form %.12g, quadrature %.12g", (int)kinds[k],
                points[n].name, exact, num);
    }
  }
}

/* The mean of 1/r over a square of side 2h is known in closed form:
 * ∫∫ dA/r = 8h ln(1 + √2) (e.g. the self-coefficient of Boussinesq panels). */
static void
test_square_self_coefficient(void)
{
  g_test_summary("Self-coefficient of a square equals the classical 8h ln(1+sqrt 2)");
  const double h = 0.385e-3;
  const double c = (1.0 - NU) / (M_PI * G_SHEAR);
  tl_assert_rel(tl_influence_rect(TL_INFLUENCE_NN, 0, 0, h, h, G_SHEAR, NU),
                c * 8.0 * h * log(1.0 + sqrt(2.0)), 1e-14);
  /* by symmetry of the square the X² and Y² parts are equal: xx = yy, and the
   * odd kernel xy integrates to zero over the symmetric element */
  tl_assert_rel(tl_influence_rect(TL_INFLUENCE_XX, 0, 0, h, h, G_SHEAR, NU),
                tl_influence_rect(TL_INFLUENCE_YY, 0, 0, h, h, G_SHEAR, NU), 1e-14);
  g_assert_cmpfloat_with_epsilon(tl_influence_rect(TL_INFLUENCE_XY, 0, 0, h, h, G_SHEAR, NU),
                                 0.0, 1e-30);
}

/* Far away a rectangle acts as a point force of its area: the relative
 * difference is O((h/r)²) (the second moment of the element); at r = 400h
 * that is ~1e-5. */
static void
test_far_field(void)
{
  g_test_summary("Far from the element the coefficient tends to area x point kernel");
  const double hx = 0.3e-3, hy = 0.17e-3, x = 310 * hx, y = 250 * hy;
  for (size_t k = 0; k < G_N_ELEMENTS(kinds); k++)
    tl_assert_rel(tl_influence_rect(kinds[k], x, y, hx, hy, G_SHEAR, NU),
                  4 * hx * hy * tl_influence_point(kinds[k], x, y, G_SHEAR, NU), 2e-5);
}

/* Symmetries: nn, xx, yy are even in x and in y; xy is odd in each; swapping
 * x ↔ y (with hx ↔ hy) swaps xx and yy. */
static void
test_symmetry(void)
{
  g_test_summary("Parity of the coefficients and the x-y exchange");
  const double hx = 0.21e-3, hy = 0.13e-3, x = 0.77e-3, y = -0.45e-3;
  for (size_t k = 0; k < G_N_ELEMENTS(kinds); k++) {
    const double v = tl_influence_rect(kinds[k], x, y, hx, hy, G_SHEAR, NU);
    const double sign = kinds[k] == TL_INFLUENCE_XY ? -1.0 : 1.0;
    tl_assert_rel(tl_influence_rect(kinds[k], -x, y, hx, hy, G_SHEAR, NU), sign * v, 1e-13);
    tl_assert_rel(tl_influence_rect(kinds[k], x, -y, hx, hy, G_SHEAR, NU), sign * v, 1e-13);
  }
  tl_assert_rel(tl_influence_rect(TL_INFLUENCE_XX, x, y, hx, hy, G_SHEAR, NU),
                tl_influence_rect(TL_INFLUENCE_YY, y, x, hy, hx, G_SHEAR, NU), 1e-13);
  /* ν = 0: the tangential kernels equal the normal one */
  tl_assert_rel(tl_influence_rect(TL_INFLUENCE_XX, x, y, hx, hy, G_SHEAR, 0.0),
                tl_influence_rect(TL_INFLUENCE_NN, x, y, hx, hy, G_SHEAR, 0.0), 1e-14);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/influence/rect-vs-quadrature", test_rect_vs_quadrature);
  g_test_add_func("/influence/square-self", test_square_self_coefficient);
  g_test_add_func("/influence/far-field", test_far_field);
  g_test_add_func("/influence/symmetry", test_symmetry);
  return g_test_run();
}
