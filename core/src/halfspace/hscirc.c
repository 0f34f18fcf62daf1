/* hscirc.c — the circulant preconditioner of the tangential CG (see
 * hscirc_internal.h for what it is and why it is symmetric positive
 * definite).
 *
 * Both components go through one complex transform: the torus field is
 * z = vx + i vy, and the spectra of the real fields vx, vy follow from ẑ by
 * the symmetry of real signals, v̂x(k) = (ẑ(k) + ẑ*(−k))/2 and v̂y(k) =
 * (ẑ(k) − ẑ*(−k))/2i.  With Ĉ⁻¹(k) = [a b; b d] (real, and even in k), ŵx +
 * i ŵy = (a v̂x + b v̂y) + i (b v̂x + d v̂y) = α ẑ(k) + β ẑ*(−k) with α = (a +
 * d)/2 and β = (a − d)/2 + i b; it keeps the symmetry that makes one complex
 * inverse transform return wx in its real
 * part and wy in its imaginary part.  The 2-D transforms are row then column
 * passes (as in hsconv.c), the spectrum kept transposed (frequency kx major)
 * so that the column transforms run on contiguous memory; only the my input
 * rows are transformed forwards and only the my wanted rows backwards. */
#include "hscirc_internal.h"

#include "fftw_internal.h"

#include <fftw3.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

struct TlHsCirc {
  int mx, my;           /* the grid */
  int px, py;           /* the torus */
  fftwf_complex *rows;  /* my rows of px: the input (zero beyond column mx) */
  fftwf_complex *tr;    /* row spectra, transposed: tr[kx·py + j]; rows j ≥ my stay 0 */
  fftwf_complex *spec;  /* the 2-D spectrum, transposed: spec[kx·py + ky] */
  fftwf_complex *mul;   /* Ĉ⁻¹ applied */
  fftwf_complex *back;  /* after the inverse column pass, transposed */
  fftwf_complex *out;   /* my rows of px: wx + i wy */
  /* Ĉ(k)⁻¹ = [a b; b d] / (px py) as ŵ = α ẑ + β ẑ*(−k), α = (a + d)/2,
   * β = (a − d)/2 + i b (see the top), transposed layout */
  float *alpha, *beta_re, *beta_im;
  fftwf_plan rows_fwd, cols_fwd, cols_inv, rows_inv;
};

/* The kernel of `kind` wrapped onto the torus: offset d of a torus of p
 * cells is the nearest image, −p/2 < d ≤ p/2.  At d = p/2 both images are
 * equally near; a kernel odd along that axis gets 0 there, which keeps it
 * odd (and its spectrum real). */
static double
wrapped(const TlHsConv *conv, TlInfluenceKind kind, int i, int j, int px, int py)
{
  const int di = 2 * i <= px ? i : i - px, dj = 2 * j <= py ? j : j - py;
  if (kind == TL_INFLUENCE_XY && (2 * i == px || 2 * j == py))
    return 0.0;
  return tl_hsconv_coefficient(conv, kind, di, dj);
}

/* The real spectrum of each wrapped kernel, in double, into s[3][px·py]
 * (row-major); returns 0 if FFTW cannot plan. */
static int
kernel_spectra(const TlHsConv *conv, int px, int py, double *s[3])
{
  static const TlInfluenceKind kinds[3] = { TL_INFLUENCE_XX, TL_INFLUENCE_YY, TL_INFLUENCE_XY };
  const size_t n = (size_t)px * py;
  fftw_complex *in = fftw_alloc_complex(n), *out = fftw_alloc_complex(n);
  int ok = in && out;
  fftw_plan plan = NULL;
  if (ok) {
    tl_fftw_planner_lock();
    plan = fftw_plan_dft_2d(py, px, in, out, FFTW_FORWARD, FFTW_ESTIMATE);
    tl_fftw_planner_unlock();
    ok = plan != NULL;
  }
  for (int c = 0; ok && c < 3; c++) {
    for (int j = 0; j < py; j++)
      for (int i = 0; i < px; i++) {
        in[(size_t)j * px + i][0] = wrapped(conv, kinds[c], i, j, px, py);
        in[(size_t)j * px + i][1] = 0.0;
      }
    fftw_execute(plan);
    for (size_t q = 0; q < n; q++) /* imaginary parts are round-off (see above) */
      s[c][q] = out[q][0];
  }
  if (plan) {
    tl_fftw_planner_lock();
    fftw_destroy_plan(plan);
    tl_fftw_planner_unlock();
  }
  fftw_free(in);
  fftw_free(out);
  return ok;
}

/* Ĉ(k)⁻¹ / (px py) per frequency into the transposed float arrays.  A
 * frequency whose smaller eigenvalue falls below 1e-3 of the self-coefficient
 * (which the nearest-image truncation could cause; none does on the grids
 * tried) is lifted to it by adding a multiple of the identity. */
static void
invert_spectra(TlHsCirc *c, double *const s[3], double self)
{
  const int px = c->px, py = c->py;
  const double scale = 1.0 / ((double)px * py), floor_ = 1e-3 * self;
  for (int ky = 0; ky < py; ky++)
    for (int kx = 0; kx < px; kx++) {
      const size_t q = (size_t)ky * px + kx, t = (size_t)kx * py + ky;
      double a = s[0][q], d = s[1][q];
      const double b = s[2][q];
      const double low = 0.5 * (a + d) - hypot(0.5 * (a - d), b);
      if (!(low >= floor_)) {
        const double lift = isfinite(low) ? floor_ - low : floor_;
        a = (isfinite(a) ? a : 0.0) + lift;
        d = (isfinite(d) ? d : 0.0) + lift;
      }
      const double det = a * d - b * b;
      const double ia = scale * d / det, id = scale * a / det, ib = -scale * b / det;
      c->alpha[t] = (float)(0.5 * (ia + id));
      c->beta_re[t] = (float)(0.5 * (ia - id));
      c->beta_im[t] = (float)ib;
    }
}

static int
make_plans(TlHsCirc *c)
{
  const int px = c->px, py = c->py, my = c->my;
  tl_fftw_planner_lock();
  /* my rows of px → written down the columns of the transposed spectrum */
  c->rows_fwd = fftwf_plan_many_dft(1, &px, my, c->rows, NULL, 1, px, c->tr, NULL, py, 1,
                                    FFTW_FORWARD, FFTW_ESTIMATE);
  /* px contiguous columns of py */
  c->cols_fwd = fftwf_plan_many_dft(1, &py, px, c->tr, NULL, 1, py, c->spec, NULL, 1, py,
                                    FFTW_FORWARD, FFTW_ESTIMATE);
  c->cols_inv = fftwf_plan_many_dft(1, &py, px, c->mul, NULL, 1, py, c->back, NULL, 1, py,
                                    FFTW_BACKWARD, FFTW_ESTIMATE);
  /* the first my rows back, read down the columns */
  c->rows_inv = fftwf_plan_many_dft(1, &px, my, c->back, NULL, py, 1, c->out, NULL, 1, px,
                                    FFTW_BACKWARD, FFTW_ESTIMATE);
  tl_fftw_planner_unlock();
  return c->rows_fwd && c->cols_fwd && c->cols_inv && c->rows_inv;
}

TlHsCirc *
tl_hscirc_alloc(const TlHsConv *conv, int mx, int my)
{
  TlHsCirc *c = calloc(1, sizeof *c);
  if (!c)
    return NULL;
  c->mx = mx;
  c->my = my;
  c->px = tl_fftw_good_size(mx);
  c->py = tl_fftw_good_size(my);
  const size_t n = (size_t)c->px * c->py, nrows = (size_t)my * c->px;
  double *s[3] = { malloc(sizeof(double) * n), malloc(sizeof(double) * n),
                   malloc(sizeof(double) * n) };
  c->rows = fftwf_alloc_complex(nrows);
  c->out = fftwf_alloc_complex(nrows);
  c->tr = fftwf_alloc_complex(n);
  c->spec = fftwf_alloc_complex(n);
  c->mul = fftwf_alloc_complex(n);
  c->back = fftwf_alloc_complex(n);
  c->alpha = fftwf_alloc_real(n);
  c->beta_re = fftwf_alloc_real(n);
  c->beta_im = fftwf_alloc_real(n);
  int ok = s[0] && s[1] && s[2] && c->rows && c->out && c->tr && c->spec && c->mul && c->back &&
           c->alpha && c->beta_re && c->beta_im;
  if (ok) {
    memset(c->rows, 0, sizeof(fftwf_complex) * nrows);
    memset(c->tr, 0, sizeof(fftwf_complex) * n);
    ok = kernel_spectra(conv, c->px, c->py, s);
  }
  if (ok) {
    const double self = 0.5 * (tl_hsconv_coefficient(conv, TL_INFLUENCE_XX, 0, 0) +
                               tl_hsconv_coefficient(conv, TL_INFLUENCE_YY, 0, 0));
    invert_spectra(c, s, self);
    ok = make_plans(c);
  }
  for (int k = 0; k < 3; k++)
    free(s[k]);
  if (!ok) {
    tl_hscirc_free(c);
    return NULL;
  }
  return c;
}

void
tl_hscirc_free(TlHsCirc *c)
{
  if (!c)
    return;
  tl_fftw_planner_lock();
  fftwf_plan plans[] = { c->rows_fwd, c->cols_fwd, c->cols_inv, c->rows_inv };
  for (size_t k = 0; k < sizeof plans / sizeof plans[0]; k++)
    if (plans[k])
      fftwf_destroy_plan(plans[k]);
  tl_fftw_planner_unlock();
  fftwf_complex *arrays[] = { c->rows, c->out, c->tr, c->spec, c->mul, c->back };
  for (size_t k = 0; k < sizeof arrays / sizeof arrays[0]; k++)
    fftwf_free(arrays[k]);
  fftwf_free(c->alpha);
  fftwf_free(c->beta_re);
  fftwf_free(c->beta_im);
  free(c);
}

void
tl_hscirc_size(const TlHsCirc *c, int *px, int *py)
{
  *px = c->px;
  *py = c->py;
}

double
tl_hscirc_apply(TlHsCirc *c, const double *qa, const double *qc, const double *qd,
                const double *rx, const double *ry, double *zx, double *zy)
{
  const int mx = c->mx, my = c->my, px = c->px, py = c->py;
  for (int j = 0; j < my; j++) { /* Q r into the rows (beyond mx they stay 0) */
    float *row = (float *)(c->rows + (size_t)j * px);
    const size_t o = (size_t)j * mx;
#pragma omp simd
    for (int i = 0; i < mx; i++) {
      row[2 * i] = (float)(qa[o + i] * rx[o + i]);
      row[2 * i + 1] = (float)(qc[o + i] * rx[o + i] + qd[o + i] * ry[o + i]);
    }
  }
  fftwf_execute(c->rows_fwd);
  fftwf_execute(c->cols_fwd);
  for (int kx = 0; kx < px; kx++) {
    /* ẑ*(−k) along this column: the mirror column read backwards (ky = 0
     * is its own mirror), copied so that the product below runs on
     * contiguous memory */
    const int mkx = kx == 0 ? 0 : px - kx;
    const float *restrict zm = (const float *)(c->spec + (size_t)mkx * py);
    float *restrict mir = (float *)c->back; /* free until the inverse pass */
    mir[0] = zm[0];
    mir[1] = -zm[1];
    for (int ky = 1; ky < py; ky++) {
      mir[2 * ky] = zm[2 * (py - ky)];
      mir[2 * ky + 1] = -zm[2 * (py - ky) + 1];
    }
    const float *restrict z = (const float *)(c->spec + (size_t)kx * py);
    const float *restrict al = c->alpha + (size_t)kx * py, *restrict br = c->beta_re + (size_t)kx * py,
                          *restrict bi = c->beta_im + (size_t)kx * py;
    float *restrict w = (float *)(c->mul + (size_t)kx * py);
#pragma omp simd
    for (int ky = 0; ky < py; ky++) { /* ŵ = α ẑ + β ẑ*(−k) */
      const float zr = z[2 * ky], zi = z[2 * ky + 1], mr = mir[2 * ky], mi = mir[2 * ky + 1];
      w[2 * ky] = al[ky] * zr + br[ky] * mr - bi[ky] * mi;
      w[2 * ky + 1] = al[ky] * zi + br[ky] * mi + bi[ky] * mr;
    }
  }
  fftwf_execute(c->cols_inv);
  fftwf_execute(c->rows_inv);
  double rz = 0.0;
  for (int j = 0; j < my; j++) { /* z = Qᵀ w */
    const float *row = (const float *)(c->out + (size_t)j * px);
    const size_t o = (size_t)j * mx;
#pragma omp simd reduction(+ : rz)
    for (int i = 0; i < mx; i++) {
      const double wx = row[2 * i], wy = row[2 * i + 1];
      zx[o + i] = qa[o + i] * wx + qc[o + i] * wy;
      zy[o + i] = qd[o + i] * wy;
      rz += rx[o + i] * zx[o + i] + ry[o + i] * zy[o + i];
    }
  }
  return rz;
}
