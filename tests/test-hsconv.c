/* test-hsconv.c — FFT products with the influence matrix against the dense sum. */
#include <stdlib.h>
#include <string.h>

#include "tl-test-hs.h"
#include "tl-test-util.h"
#include "tribo/hsconv.h"


/* Odd and even sides, elongated cells either way. */
static const Size sizes[] = {
  { 13, 9, 0.43e-3, 0.21e-3 },
  { 6, 11, 0.12e-3, 0.37e-3 },
  { 20, 20, 0.428e-3, 0.204e-3 },
};

static double
max_abs(const double *v, int n)
{
  double m = 0.0;
  for (int k = 0; k < n; k++)
    m = fmax(m, fabs(v[k]));
  return m;
}

/* Dense u_I = Σ_J A(x_I + shift·Δx − x_J, y_I − y_J) p_J straight from the
 * closed-form coefficients. */
static void
dense(const Size *s, TlInfluenceKind kind, int shift, const double *p, double *u)
{
  for (int jo = 0; jo < s->my; jo++)
    for (int io = 0; io < s->mx; io++) {
      double sum = 0.0;
      for (int js = 0; js < s->my; js++)
        for (int is = 0; is < s->mx; is++)
          sum += tl_influence_rect(kind, (io - is + shift) * s->dx, (jo - js) * s->dy,
                                   0.5 * s->dx, 0.5 * s->dy, G_SHEAR, NU) *
                 p[js * s->mx + is];
      u[jo * s->mx + io] = sum;
    }
}

/* Dense tangential displacement, component comp (x: A_xx px + A_xy py;
 * y: A_xy px + A_yy py), at place: at the cell, one cell ahead, or their
 * difference (the at-cell sum minus the one-cell-ahead sum).  tmp: n values
 * of scratch. */
static void
dense_tangential(const Size *s, TlHsPlace place, int comp, const double *px, const double *py,
                 double *u, double *tmp)
{
  const int n = s->mx * s->my;
  const TlInfluenceKind k1 = comp ? TL_INFLUENCE_XY : TL_INFLUENCE_XX;
  const TlInfluenceKind k2 = comp ? TL_INFLUENCE_YY : TL_INFLUENCE_XY;
  const int shift = place == TL_HSCONV_AHEAD;
  dense(s, k1, shift, px, u);
  dense(s, k2, shift, py, tmp);
  for (int k = 0; k < n; k++)
    u[k] += tmp[k];
  if (place == TL_HSCONV_DIFFERENCE) {
    double *r3 = g_new(double, n);
    dense(s, k1, 1, px, tmp);
    dense(s, k2, 1, py, r3);
    for (int k = 0; k < n; k++)
      u[k] -= tmp[k] + r3[k];
    g_free(r3);
  }
}

/* Round-off of an FFT convolution is ~ε log N relative to the largest
 * output; 1e-12 leaves a wide margin and would catch any wrap-around (an
 * aliased far coefficient is ≥ 1e-3 of the largest). */
static void
check(const double *fft, const double *ref, int n)
{
  const double scale = max_abs(ref, n);
  for (int k = 0; k < n; k++)
    if (fabs(fft[k] - ref[k]) > 1e-12 * scale)
      g_error("cell %d: FFT %.15g, dense %.15g", k, fft[k], ref[k]);
}

static void
test_products(gconstpointer data)
{
  g_test_summary("FFT products (normal, tangential, shifted) equal the dense sums");
  const Size *s = data;
  const int n = s->mx * s->my;
  double *px = g_new(double, n), *py = g_new(double, n), *ux = g_new(double, n),
         *uy = g_new(double, n), *r1 = g_new(double, n), *r2 = g_new(double, n);
  /* deterministic "random" tractions of both signs, a few cells zero */
  for (int k = 0; k < n; k++) {
    px[k] = (k % 7 == 3) ? 0.0 : 1e8 * sin(2.385 * k + 0.3);
    py[k] = 0.7e8 * cos(1.17 * k * k + 0.1);
  }
  TlHsConv *c;
  g_assert_cmpint(tl_hsconv_alloc(s->mx, s->my, s->dx, s->dy, G_SHEAR, NU,
                                  TL_HSCONV_NORMAL | TL_HSCONV_TANGENTIAL | TL_HSCONV_SHIFTED |
                                    TL_HSCONV_ROLLING,
                                  &c, NULL),
                  ==, TL_OK);
  tl_hsconv_normal(c, px, ux);
  dense(s, TL_INFLUENCE_NN, 0, px, r1);
  check(ux, r1, n);

  const TlHsPlace places[] = { TL_HSCONV_AT_CELL, TL_HSCONV_AHEAD, TL_HSCONV_DIFFERENCE };
  for (size_t pl = 0; pl < G_N_ELEMENTS(places); pl++) {
    tl_hsconv_tangential(c, places[pl], px, py, ux, uy);
    for (int comp = 0; comp < 2; comp++) {
      dense_tangential(s, places[pl], comp, px, py, r1, r2);
      check(comp ? uy : ux, r1, n);
    }
  }
  /* repeated use gives the same answer (the padding is restored) */
  tl_hsconv_tangential(c, TL_HSCONV_AT_CELL, px, py, r1, r2);
  tl_hsconv_tangential(c, TL_HSCONV_AT_CELL, px, py, ux, uy);
  g_assert_cmpmem(ux, sizeof(double) * n, r1, sizeof(double) * n);
  g_assert_cmpfloat(tl_hsconv_coefficient(c, TL_INFLUENCE_XX, 2, -1), ==,
                    tl_influence_rect(TL_INFLUENCE_XX, 2 * s->dx, -s->dy, 0.5 * s->dx,
                                      0.5 * s->dy, G_SHEAR, NU));
  tl_hsconv_free(c);
  g_free(px);
  g_free(py);
  g_free(ux);
  g_free(uy);
  g_free(r1);
  g_free(r2);
}

/* The single-precision product against the dense double sum.  Its error is
 * the float round-off of the inputs, the kernel spectra and the transforms:
 * each term of the sum is off by ~ε_f = 2⁻²⁴ ≈ 6e-8 relative, and an FFT of
 * N = nx·ny points adds ~ε_f log₂N, so the bound is ε_f (2 + log₂N) times the
 * sum of |A_IJ p_J| (which covers any cancellation in the sum); the margin of
 * 4 is for the few roundings per butterfly. */
static void
test_single(gconstpointer data)
{
  g_test_summary("The single-precision tangential products (at the cell, rolling difference) "
                 "equal the dense sums to float round-off, and repeat bit for bit");
  const Size *s = data;
  const int n = s->mx * s->my;
  double *px = g_new(double, n), *py = g_new(double, n), *ux = g_new(double, n),
         *uy = g_new(double, n), *r1 = g_new(double, n), *r2 = g_new(double, n),
         *ax = g_new(double, n), *ay = g_new(double, n);
  for (int k = 0; k < n; k++) {
    px[k] = (k % 5 == 2) ? 0.0 : 1.3e8 * sin(2.385 * k + 0.7);
    py[k] = 0.9e8 * cos(0.83 * k * k + 0.2);
    ax[k] = fabs(px[k]);
    ay[k] = fabs(py[k]);
  }
  TlHsConv *c;
  g_assert_cmpint(tl_hsconv_alloc(s->mx, s->my, s->dx, s->dy, G_SHEAR, NU,
                                  TL_HSCONV_TANGENTIAL | TL_HSCONV_ROLLING | TL_HSCONV_SINGLE,
                                  &c, NULL),
                  ==, TL_OK);
  /* padded size ≤ 4mx·4my, a generous N for the bound */
  const double eps_f = 0x1p-24, log2n = log2(16.0 * n);
  for (int diff = 0; diff < 2; diff++) {
    /* at the cell: A p; the difference: (A − A′) p, A′ one cell ahead */
    if (diff)
      tl_hsconv_difference_single(c, px, py, ux, uy);
    else
      tl_hsconv_tangential_single(c, px, py, ux, uy);
    for (int comp = 0; comp < 2; comp++) {
      const TlInfluenceKind k1 = comp ? TL_INFLUENCE_XY : TL_INFLUENCE_XX;
      const TlInfluenceKind k2 = comp ? TL_INFLUENCE_YY : TL_INFLUENCE_XY;
      const double *u = comp ? uy : ux;
      double err = 0.0, abs_sum = 0.0;
      dense_tangential(s, diff ? TL_HSCONV_DIFFERENCE : TL_HSCONV_AT_CELL, comp, px, py, r1, r2);
      for (int k = 0; k < n; k++)
        err = fmax(err, fabs(u[k] - r1[k]));
      /* Σ|A||p| (xy changes sign, so |A| term by term; both kernels for
       * the difference) */
      for (int jo = 0; jo < s->my; jo++)
        for (int io = 0; io < s->mx; io++) {
          double sum = 0.0;
          for (int js = 0; js < s->my; js++)
            for (int is = 0; is < s->mx; is++)
              for (int sh = 0; sh <= diff; sh++) {
                const double x = (io - is + sh) * s->dx, y = (jo - js) * s->dy;
                const int J = js * s->mx + is;
                sum +=
                  fabs(tl_influence_rect(k1, x, y, 0.5 * s->dx, 0.5 * s->dy, G_SHEAR, NU)) *
                    ax[J] +
                  fabs(tl_influence_rect(k2, x, y, 0.5 * s->dx, 0.5 * s->dy, G_SHEAR, NU)) *
                    ay[J];
              }
          abs_sum = fmax(abs_sum, sum);
        }
      g_assert_cmpfloat(err, <=, 4.0 * eps_f * (2.0 + log2n) * abs_sum);
      g_assert_cmpfloat(err, >, 0.0); /* it is the single-precision path */
    }
  }
  tl_hsconv_tangential_single(c, px, py, ux, uy);
  tl_hsconv_tangential_single(c, px, py, r1, r2);
  g_assert_cmpmem(ux, sizeof(double) * n, r1, sizeof(double) * n);
  g_assert_cmpmem(uy, sizeof(double) * n, r2, sizeof(double) * n);
  tl_hsconv_free(c);
  g_free(px);
  g_free(py);
  g_free(ux);
  g_free(uy);
  g_free(r1);
  g_free(r2);
  g_free(ax);
  g_free(ay);
}

static void
test_bad_input(void)
{
  g_test_summary("Invalid sizes and materials give TL_EINVAL and no workspace");
  TlHsConv *c = (TlHsConv *)&c;
  TlError err;
  g_assert_cmpint(tl_hsconv_alloc(0, 5, 1e-3, 1e-3, G_SHEAR, NU, TL_HSCONV_NORMAL, &c, &err), ==,
                  TL_EINVAL);
  g_assert_null(c);
  g_assert_cmpint(tl_hsconv_alloc(5, 5, -1e-3, 1e-3, G_SHEAR, NU, TL_HSCONV_NORMAL, &c, &err), ==,
                  TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "cell length"));
  g_assert_cmpint(tl_hsconv_alloc(5, 5, 1e-3, 1e-3, G_SHEAR, 0.61, TL_HSCONV_NORMAL, &c, &err), ==,
                  TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "Poisson"));
  g_assert_null(c);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  for (size_t k = 0; k < G_N_ELEMENTS(sizes); k++) {
    tl_test_add_data_funcf(&sizes[k], test_products, "/hsconv/products/%dx%d", sizes[k].mx,
                           sizes[k].my);
    tl_test_add_data_funcf(&sizes[k], test_single, "/hsconv/single/%dx%d", sizes[k].mx,
                           sizes[k].my);
  }
  g_test_add_func("/hsconv/bad-input", test_bad_input);
  return g_test_run();
}
