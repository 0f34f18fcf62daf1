/* test-hscirc.c — the circulant preconditioner of the exact solver's CG
 * (core/src/halfspace/hscirc_internal.h) against a dense torus convolution.
 *
 * On a grid whose torus is the grid itself, applying the preconditioner to
 * C v, with C the circulant of the tangential kernels wrapped to the nearest
 * image and computed here by direct summation, must give v back.  On every
 * grid it must be symmetric and positive definite, with the slip cells'
 * tangent restriction too, since CG relies on both. */
#include <float.h>
#include <stdlib.h>

#include "fftw_internal.h"
#include "hscirc_internal.h"
#include "tl-test-hs.h"
#include "tl-test-util.h"
#include "tribo/hsconv.h"


/* 20 × 20 and 6 × 10 are their own tori (even, no prime factor above 7);
 * 13 × 9 rides on a 14 × 10 torus, 11 × 22 on 12 × 24. */
static const Size sizes[] = {
  { 20, 20, 0.428e-3, 0.204e-3 },
  { 6, 10, 0.12e-3, 0.37e-3 },
  { 13, 9, 0.43e-3, 0.21e-3 },
  { 11, 22, 0.2e-3, 0.2e-3 },
};

/* The preconditioner of a grid, with the convolution workspace it reads
 * its kernels from (*conv, freed by the caller after it). */
static TlHsCirc *
open_circ(const Size *s, TlHsConv **conv)
{
  TlError err;
  if (tl_hsconv_alloc(s->mx, s->my, s->dx, s->dy, G_SHEAR, NU, TL_HSCONV_TANGENTIAL, conv,
                      &err) != TL_OK)
    g_error("%s", err.message);
  TlHsCirc *c = tl_hscirc_alloc(*conv, s->mx, s->my);
  g_assert_nonnull(c);
  return c;
}

/* The nearest image of offset d on a torus of p cells, −p/2 < d ≤ p/2; *half
 * is set where both images are equally near. */
static int
nearest(int d, int p, int *half)
{
  d = ((d % p) + p) % p;
  *half = 2 * d == p;
  return 2 * d <= p ? d : d - p;
}

/* u = C v on the torus (px = mx, py = my), summed cell by cell from the
 * closed-form coefficients. */
static void
torus_product(const Size *s, const double *vx, const double *vy, double *ux, double *uy)
{
  for (int jo = 0; jo < s->my; jo++)
    for (int io = 0; io < s->mx; io++) {
      double sx = 0.0, sy = 0.0;
      for (int js = 0; js < s->my; js++)
        for (int is = 0; is < s->mx; is++) {
          int hx, hy;
          const int di = nearest(io - is, s->mx, &hx), dj = nearest(jo - js, s->my, &hy);
          const double X = di * s->dx, Y = dj * s->dy, ax = 0.5 * s->dx, ay = 0.5 * s->dy;
          const double xx = tl_influence_rect(TL_INFLUENCE_XX, X, Y, ax, ay, G_SHEAR, NU);
          const double yy = tl_influence_rect(TL_INFLUENCE_YY, X, Y, ax, ay, G_SHEAR, NU);
          /* odd in x and in y: 0 where an axis is at the antipode */
          const double xy =
            hx || hy ? 0.0 : tl_influence_rect(TL_INFLUENCE_XY, X, Y, ax, ay, G_SHEAR, NU);
          const int k = js * s->mx + is;
          sx += xx * vx[k] + xy * vy[k];
          sy += xy * vx[k] + yy * vy[k];
        }
      ux[jo * s->mx + io] = sx;
      uy[jo * s->mx + io] = sy;
    }
}

static void
identity_q(int n, double *qa, double *qc, double *qd)
{
  for (int k = 0; k < n; k++) {
    qa[k] = qd[k] = 1.0;
    qc[k] = 0.0;
  }
}

/* C⁻¹ C v = v.  The preconditioner works in single precision: two complex
 * transforms of ~log2 N levels each, a float rounding (FLT_EPSILON = 1.2e-7)
 * per level, amplified by the condition number of C — its symbol runs from
 * the self-coefficient's order at the highest frequency to the kernel's sum
 * (~ the grid side in cells) at zero, ≤ 50 here: ε · 2 log2 N · 50 ≈ 1e-4
 * of max |v|.  A wrong wrap, sign or symmetry split gives errors of 1e-3 to
 * order 1. */
static void
test_inverse(gconstpointer data)
{
  const Size *s = data;
  g_test_summary("The circulant preconditioner inverts the wrapped tangential convolution");
  TlHsConv *conv;
  TlHsCirc *c = open_circ(s, &conv);
  int px, py;
  tl_hscirc_size(c, &px, &py);
  g_assert_cmpint(px, ==, s->mx);
  g_assert_cmpint(py, ==, s->my);
  const int n = s->mx * s->my;
  double *buf = g_new(double, 9 * (size_t)n);
  double *vx = buf, *vy = vx + n, *ux = vy + n, *uy = ux + n, *zx = uy + n, *zy = zx + n;
  double *qa = zy + n, *qc = qa + n, *qd = qc + n;
  identity_q(n, qa, qc, qd);
  GRand *rng = g_rand_new_with_seed(2385);
  for (int k = 0; k < n; k++) {
    vx[k] = g_rand_double_range(rng, -1.0, 1.0);
    vy[k] = g_rand_double_range(rng, -1.0, 1.0);
  }
  torus_product(s, vx, vy, ux, uy);
  const double rz = tl_hscirc_apply(c, qa, qc, qd, ux, uy, zx, zy);
  double err = 0.0, vmax = 0.0, dot = 0.0;
  for (int k = 0; k < n; k++) {
    err = fmax(err, fmax(fabs(zx[k] - vx[k]), fabs(zy[k] - vy[k])));
    vmax = fmax(vmax, fmax(fabs(vx[k]), fabs(vy[k])));
    dot += ux[k] * zx[k] + uy[k] * zy[k];
  }
  g_test_message("%dx%d: max |C^-1 C v - v| = %.3g of max |v|", s->mx, s->my, err / vmax);
  const double bound = FLT_EPSILON * 2.0 * log2((double)n) * 50.0;
  g_assert_cmpfloat(err, <=, bound * vmax);
  tl_assert_rel(rz, dot, 1e-12); /* the returned rᵀz is that of the output */
  g_rand_free(rng);
  g_free(buf);
  tl_hscirc_free(c);
  tl_hsconv_free(conv);
}

/* uᵀ M⁻¹ v = vᵀ M⁻¹ u and vᵀ M⁻¹ v > 0 for M⁻¹ = Qᵀ C⁻¹ Q with a mix of
 * stick cells, slip cells (a scaled unit tangent in qa, qc; qd = 0) and
 * outside cells, on every grid, the padded tori included.  Symmetry holds to
 * the single-precision round-off of the products (relative to |u| |M⁻¹ v|),
 * 1e-5 covering it several times over. */
static void
test_spd(gconstpointer data)
{
  const Size *s = data;
  g_test_summary("The preconditioner is symmetric positive definite, slip tangents included");
  TlHsConv *conv;
  TlHsCirc *c = open_circ(s, &conv);
  const int n = s->mx * s->my;
  double *buf = g_new(double, 11 * (size_t)n);
  double *ux = buf, *uy = ux + n, *vx = uy + n, *vy = vx + n, *zx = vy + n, *zy = zx + n;
  double *wx = zy + n, *wy = wx + n, *qa = wy + n, *qc = qa + n, *qd = qc + n;
  GRand *rng = g_rand_new_with_seed(1978);
  for (int k = 0; k < n; k++) {
    const double kind = g_rand_double(rng);
    if (kind < 0.5) { /* stick */
      qa[k] = qd[k] = 1.0;
      qc[k] = 0.0;
    } else if (kind < 0.85) { /* slip: tangent scaled by √(tᵀAt/(tᵀAt + D)) ∈ (0, 1] */
      const double phi = g_rand_double_range(rng, 0.0, 2.0 * M_PI);
      const double scale = g_rand_double_range(rng, 0.2, 1.0);
      qa[k] = -scale * sin(phi);
      qc[k] = scale * cos(phi);
      qd[k] = 0.0;
    } else
      qa[k] = qc[k] = qd[k] = 0.0;
  }
  for (int trial = 0; trial < 20; trial++) {
    double unorm = 0.0, vnorm = 0.0;
    for (int k = 0; k < n; k++) { /* reduced vectors: y slots of slip and outside cells 0 */
      ux[k] = qa[k] != 0.0 || qc[k] != 0.0 ? g_rand_double_range(rng, -1.0, 1.0) : 0.0;
      uy[k] = qd[k] != 0.0 ? g_rand_double_range(rng, -1.0, 1.0) : 0.0;
      vx[k] = qa[k] != 0.0 || qc[k] != 0.0 ? g_rand_double_range(rng, -1.0, 1.0) : 0.0;
      vy[k] = qd[k] != 0.0 ? g_rand_double_range(rng, -1.0, 1.0) : 0.0;
      unorm += ux[k] * ux[k] + uy[k] * uy[k];
      vnorm += vx[k] * vx[k] + vy[k] * vy[k];
    }
    const double vmv = tl_hscirc_apply(c, qa, qc, qd, vx, vy, zx, zy);
    double umv = 0.0, znorm = 0.0;
    for (int k = 0; k < n; k++) {
      umv += ux[k] * zx[k] + uy[k] * zy[k];
      znorm += zx[k] * zx[k] + zy[k] * zy[k];
    }
    const double umu = tl_hscirc_apply(c, qa, qc, qd, ux, uy, wx, wy);
    double vmu = 0.0, wnorm = 0.0;
    for (int k = 0; k < n; k++) {
      vmu += vx[k] * wx[k] + vy[k] * wy[k];
      wnorm += wx[k] * wx[k] + wy[k] * wy[k];
    }
    g_assert_cmpfloat(vmv, >, 0.0);
    g_assert_cmpfloat(umu, >, 0.0);
    const double size = fmax(sqrt(unorm * znorm), sqrt(vnorm * wnorm));
    g_assert_cmpfloat(fabs(umv - vmu), <=, 1e-5 * size);
  }
  g_rand_free(rng);
  g_free(buf);
  tl_hscirc_free(c);
  tl_hsconv_free(conv);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  for (size_t k = 0; k < G_N_ELEMENTS(sizes); k++) {
    if (tl_fftw_good_size(sizes[k].mx) == sizes[k].mx &&
        tl_fftw_good_size(sizes[k].my) == sizes[k].my)
      tl_test_add_data_funcf(&sizes[k], test_inverse, "/hscirc/inverse/%dx%d", sizes[k].mx,
                             sizes[k].my);
    tl_test_add_data_funcf(&sizes[k], test_spd, "/hscirc/spd/%dx%d", sizes[k].mx, sizes[k].my);
  }
  return g_test_run();
}
