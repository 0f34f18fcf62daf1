/* hsconv.c — influence-matrix products by zero-padded FFT convolution.
 *
 * The padded input is nonzero only in its first mx columns of its first my
 * rows, and only those outputs are wanted, so the 2-D transform is done as
 * pruned row and column passes: my real row transforms (not 2my), then nh =
 * mx + 1 complex column transforms; backwards the columns, then my rows.
 * That skips a quarter of the work of a full 2-D transform.  Spectra are
 * stored transposed, frequency kx major (spec[kx·ny + ky]): the row passes
 * run on contiguous rows and a copy transposes their spectra, so that the
 * column transforms run on contiguous memory too.  FFTW's plans with strided
 * input or output were slower at these sizes (a row pass writing the
 * transposed spectrum directly took longer than the contiguous one plus the
 * copy; docs/theory.md §6.1), and strided columns made it copy into buffers
 * it allocates.
 * The column transforms run out of place through a scratch spectrum: FFTW's
 * in-place plans for lengths such as 80 allocate a buffer at every
 * execution, and a product must not allocate.
 *
 * The single-precision product (TL_HSCONV_SINGLE) repeats the same scheme
 * with fftwf on float copies, except that its row passes transform both
 * components at once (see forward_single): FFTW's single-precision codelets
 * do twice the arithmetic per vector instruction, so it costs about half the
 * double product.  Its relative error, ~1e-7 of the largest displacement, is
 * far below what the inner Krylov iterations of a Newton method ask for (a
 * cut of their residual by a few tens); the outer residuals that decide
 * convergence stay in double. */
#include "tribo/hsconv.h"

#include "fftw_internal.h"

#include <assert.h>
#include <fftw3.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* FFTW's planner is not thread-safe; execution of distinct plans is. */
static pthread_mutex_t planner_lock = PTHREAD_MUTEX_INITIALIZER;

void
tl_fftw_planner_lock(void)
{
  pthread_mutex_lock(&planner_lock);
}

void
tl_fftw_planner_unlock(void)
{
  pthread_mutex_unlock(&planner_lock);
}

/* kernels: normal; tangential at the cell, one cell ahead (_S), difference (_D) */
enum { K_NN, K_XX, K_YY, K_XY, K_XX_S, K_YY_S, K_XY_S, K_XX_D, K_YY_D, K_XY_D, N_KERNELS };

struct TlHsConv {
  int mx, my;       /* grid */
  int nx, ny, nh;   /* padded sizes (≥ 2mx, 2my) and the half spectrum nx/2 + 1 */
  double dx, dy, shear_modulus, poisson;
  double *pad;      /* my rows of nx reals (zero beyond column mx) */
  fftw_complex *spec[2];              /* two nh × ny spectra (x and y components) */
  fftw_complex *scratch;              /* the row-pass side of the column transforms */
  fftw_complex *rowspec;              /* my row spectra of nh, row-major */
  fftw_complex *kernel[N_KERNELS];    /* kernel spectra (same layout), scaled by 1/(nx ny);
                                         NULL if unused */
  fftw_plan rows_fwd, cols_fwd, cols_inv, rows_inv;
  /* single precision (TL_HSCONV_SINGLE): the same layout in float */
  fftwf_complex *fspec[2];
  fftwf_complex *fscratch;    /* the x spectrum between the passes: rows my … ny−1 stay 0 */
  fftwf_complex *fscratch2;   /* inverse column pass */
  float *fkernel[3];  /* real spectra of xx, yy, xy at the cell, scaled as above */
  fftwf_complex *fdiff[3]; /* spectra of the difference kernels (with TL_HSCONV_ROLLING) */
  fftwf_plan fcols_fwd, fcols_inv;
  /* the row passes of both components as one complex transform of
   * px + i py */
  fftwf_complex *zpad;      /* input rows (padding stays zero) */
  fftwf_complex *zrow;      /* row spectra (zrow[j·nx + kx]); then the rows
                               to invert, the same way */
  fftwf_complex *zout;      /* ux + i uy */
  fftwf_complex *fscratch_y, *fscratch2_y; /* the y component's column-pass sides */
  fftwf_plan zrows_fwd, zrows_inv;
};

/* The smallest even n′ ≥ n with no prime factor above 7.  Offsets up to
 * ±(m − 1) need a period of at least 2m − 1; rounding up to such a size keeps
 * FFTW on its fast, allocation-free algorithms (checked by counting mallocs:
 * a side of 37 cells padded to 74 = 2·37, or odd sizes such as 75, make FFTW
 * allocate at every execution). */
int
tl_fftw_good_size(int n)
{
  for (n += n % 2;; n += 2) {
    int r = n;
    for (int f = 2; f <= 7; f++)
      while (r % f == 0)
        r /= f;
    if (r == 1)
      return n;
  }
}

double
tl_hsconv_coefficient(const TlHsConv *c, TlInfluenceKind kind, int di, int dj)
{
  return tl_influence_rect(kind, di * c->dx, dj * c->dy, 0.5 * c->dx, 0.5 * c->dy,
                           c->shear_modulus, c->poisson);
}

static void
forward(TlHsConv *c, const double *p, fftw_complex *spec)
{
  for (int j = 0; j < c->my; j++)
    memcpy(c->pad + (size_t)j * c->nx, p + (size_t)j * c->mx, sizeof(double) * (size_t)c->mx);
  fftw_execute_dft_r2c(c->rows_fwd, c->pad, c->rowspec);
  for (int k = 0; k < c->nh; k++) { /* transpose; the zero rows my … ny−1 of the padding */
    fftw_complex *col = c->scratch + (size_t)k * c->ny;
    for (int j = 0; j < c->my; j++) {
      col[j][0] = c->rowspec[(size_t)j * c->nh + k][0];
      col[j][1] = c->rowspec[(size_t)j * c->nh + k][1];
    }
    memset(col + c->my, 0, sizeof(fftw_complex) * (size_t)(c->ny - c->my));
  }
  fftw_execute_dft(c->cols_fwd, c->scratch, spec);
}

/* Inverse of `forward`; writes the mx × my block into u. */
static void
inverse(TlHsConv *c, fftw_complex *spec, double *u)
{
  fftw_execute_dft(c->cols_inv, spec, c->scratch);
  for (int k = 0; k < c->nh; k++) { /* the rows wanted, back to row-major */
    const fftw_complex *col = c->scratch + (size_t)k * c->ny;
    for (int j = 0; j < c->my; j++) {
      c->rowspec[(size_t)j * c->nh + k][0] = col[j][0];
      c->rowspec[(size_t)j * c->nh + k][1] = col[j][1];
    }
  }
  fftw_execute_dft_c2r(c->rows_inv, c->rowspec, c->pad);
  for (int j = 0; j < c->my; j++)
    memcpy(u + (size_t)j * c->mx, c->pad + (size_t)j * c->nx, sizeof(double) * (size_t)c->mx);
  /* c2r wrote the padding columns: restore the zeros the forward pass relies on */
  for (int j = 0; j < c->my; j++)
    memset(c->pad + (size_t)j * c->nx + c->mx, 0, sizeof(double) * (size_t)(c->nx - c->mx));
}

void
tl_hsconv_normal(TlHsConv *c, const double *p, double *u)
{
  fftw_complex *s = c->spec[0];
  const fftw_complex *k = c->kernel[K_NN];
  assert(k && "workspace made without TL_HSCONV_NORMAL");
  const size_t n = (size_t)c->ny * c->nh;
  forward(c, p, s);
  for (size_t q = 0; q < n; q++) {
    const double re = s[q][0] * k[q][0] - s[q][1] * k[q][1];
    const double im = s[q][0] * k[q][1] + s[q][1] * k[q][0];
    s[q][0] = re;
    s[q][1] = im;
  }
  inverse(c, s, u);
}

void
tl_hsconv_tangential(TlHsConv *c, TlHsPlace place, const double *px, const double *py,
                     double *ux, double *uy)
{
  fftw_complex *sx = c->spec[0], *sy = c->spec[1];
  const int base = place == TL_HSCONV_AHEAD        ? K_XX_S
                   : place == TL_HSCONV_DIFFERENCE ? K_XX_D
                                                   : K_XX;
  const fftw_complex *kxx = c->kernel[base], *kyy = c->kernel[base + 1];
  const fftw_complex *kxy = c->kernel[base + 2];
  const size_t n = (size_t)c->ny * c->nh;
  assert(kxx && kyy && kxy && "workspace made without the requested tangential kernels");
  forward(c, px, sx);
  forward(c, py, sy);
  if (place == TL_HSCONV_AT_CELL) {
    /* xx and yy are even in x and y, xy odd in both: real spectra (their
     * imaginary parts are round-off), half the multiplications */
    for (size_t q = 0; q < n; q++) {
      const double a = kxx[q][0], b = kxy[q][0], d = kyy[q][0];
      const double xr = sx[q][0], xi = sx[q][1], yr = sy[q][0], yi = sy[q][1];
      sx[q][0] = a * xr + b * yr;
      sx[q][1] = a * xi + b * yi;
      sy[q][0] = b * xr + d * yr;
      sy[q][1] = b * xi + d * yi;
    }
  } else {
    for (size_t q = 0; q < n; q++) {
      const double ar = sx[q][0], ai = sx[q][1], br = sy[q][0], bi = sy[q][1];
      sx[q][0] = kxx[q][0] * ar - kxx[q][1] * ai + kxy[q][0] * br - kxy[q][1] * bi;
      sx[q][1] = kxx[q][0] * ai + kxx[q][1] * ar + kxy[q][0] * bi + kxy[q][1] * br;
      sy[q][0] = kxy[q][0] * ar - kxy[q][1] * ai + kyy[q][0] * br - kyy[q][1] * bi;
      sy[q][1] = kxy[q][0] * ai + kxy[q][1] * ar + kyy[q][0] * bi + kyy[q][1] * br;
    }
  }
  inverse(c, sx, ux);
  inverse(c, sy, uy);
}

/* `forward` and `inverse` in single precision, both components at once.
 * Their row passes share one complex transform of the rows of z = px + i py,
 * which costs much less than two real ones (FFTW's plans for these complex
 * rows use vectorised codelets throughout, its real-to-complex ones partly
 * scalar codelets).  The spectrum splits into those of px and py through
 * the symmetry of real signals, p̂x(k) = (ẑ(k) + ẑ*(−k))/2 and p̂y(k) =
 * (ẑ(k) − ẑ*(−k))/2i; the column passes run on each half spectrum as in
 * `forward`.  On the way back the half spectra ûx + i ûy (completed by
 * ûx(−k) = ûx*(k)) go through one complex row transform whose real part is
 * ux, imaginary part uy.  The row transforms run on contiguous rows; the
 * split and merge loops between them and the column passes do the
 * transposition. */
static void
forward_single(TlHsConv *c, const double *px, const double *py)
{
  const int nx = c->nx, ny = c->ny, nh = c->nh, mx = c->mx, my = c->my;
  for (int j = 0; j < my; j++) {
    float *row = (float *)(c->zpad + (size_t)j * nx);
    const double *ax = px + (size_t)j * mx, *ay = py + (size_t)j * mx;
    for (int i = 0; i < mx; i++) {
      row[2 * i] = (float)ax[i];
      row[2 * i + 1] = (float)ay[i];
    }
  }
  fftwf_execute_dft(c->zrows_fwd, c->zpad, c->zrow);
  for (int k = 0; k < nh; k++) { /* split, and transpose to the column layout */
    const float *restrict z = (const float *)(c->zrow + k);
    const float *restrict zm = (const float *)(c->zrow + (k == 0 ? 0 : nx - k));
    float *restrict tx = (float *)(c->fscratch + (size_t)k * ny);
    float *restrict ty = (float *)(c->fscratch_y + (size_t)k * ny);
    for (int j = 0; j < my; j++) {
      const size_t o = 2 * (size_t)j * nx;
      const float a = z[o], b = z[o + 1], cr = zm[o], d = zm[o + 1];
      tx[2 * j] = 0.5f * (a + cr);
      tx[2 * j + 1] = 0.5f * (b - d);
      ty[2 * j] = 0.5f * (b + d);
      ty[2 * j + 1] = 0.5f * (cr - a);
    }
  }
  fftwf_execute_dft(c->fcols_fwd, c->fscratch, c->fspec[0]);
  fftwf_execute_dft(c->fcols_fwd, c->fscratch_y, c->fspec[1]);
}

/* Inverse of `forward_single` from fspec[0], fspec[1]; writes the mx × my
 * blocks into ux, uy. */
static void
inverse_single(TlHsConv *c, double *ux, double *uy)
{
  const int nx = c->nx, ny = c->ny, nh = c->nh, mx = c->mx, my = c->my;
  fftwf_execute_dft(c->fcols_inv, c->fspec[0], c->fscratch2);
  fftwf_execute_dft(c->fcols_inv, c->fspec[1], c->fscratch2_y);
  /* w = ûx + i ûy at k and at its mirror nx − k, into the rows */
  for (int k = 0; k < nh; k++) {
    const float *restrict x = (const float *)(c->fscratch2 + (size_t)k * ny);
    const float *restrict y = (const float *)(c->fscratch2_y + (size_t)k * ny);
    float *restrict w = (float *)(c->zrow + k);
    if (k == 0 || 2 * k == nx) { /* self-mirrored: the real parts only, as c2r takes them */
      for (int j = 0; j < my; j++) {
        w[2 * (size_t)j * nx] = x[2 * j];
        w[2 * (size_t)j * nx + 1] = y[2 * j];
      }
      continue;
    }
    float *restrict wm = (float *)(c->zrow + (nx - k));
    for (int j = 0; j < my; j++) {
      const size_t o = 2 * (size_t)j * nx;
      const float xr = x[2 * j], xi = x[2 * j + 1], yr = y[2 * j], yi = y[2 * j + 1];
      w[o] = xr - yi;
      w[o + 1] = xi + yr;
      wm[o] = xr + yi;
      wm[o + 1] = yr - xi;
    }
  }
  fftwf_execute_dft(c->zrows_inv, c->zrow, c->zout);
  for (int j = 0; j < my; j++) {
    const float *row = (const float *)(c->zout + (size_t)j * nx);
    double *dx = ux + (size_t)j * mx, *dy = uy + (size_t)j * mx;
    for (int i = 0; i < mx; i++) {
      dx[i] = row[2 * i];
      dy[i] = row[2 * i + 1];
    }
  }
}

void
tl_hsconv_tangential_single(TlHsConv *c, const double *px, const double *py, double *ux,
                            double *uy)
{
  fftwf_complex *sx = c->fspec[0], *sy = c->fspec[1];
  const float *kxx = c->fkernel[0], *kyy = c->fkernel[1], *kxy = c->fkernel[2];
  const size_t n = (size_t)c->ny * c->nh;
  assert(kxx && "workspace made without TL_HSCONV_SINGLE");
  forward_single(c, px, py);
  for (size_t q = 0; q < n; q++) { /* real kernel spectra, as at the cell above */
    const float a = kxx[q], b = kxy[q], d = kyy[q];
    const float xr = sx[q][0], xi = sx[q][1], yr = sy[q][0], yi = sy[q][1];
    sx[q][0] = a * xr + b * yr;
    sx[q][1] = a * xi + b * yi;
    sy[q][0] = b * xr + d * yr;
    sy[q][1] = b * xi + d * yi;
  }
  inverse_single(c, ux, uy);
}

void
tl_hsconv_difference_single(TlHsConv *c, const double *px, const double *py, double *ux,
                            double *uy)
{
  fftwf_complex *sx = c->fspec[0], *sy = c->fspec[1];
  const fftwf_complex *kxx = c->fdiff[0], *kyy = c->fdiff[1], *kxy = c->fdiff[2];
  const size_t n = (size_t)c->ny * c->nh;
  assert(kxx && "workspace made without TL_HSCONV_SINGLE | TL_HSCONV_ROLLING");
  forward_single(c, px, py);
  for (size_t q = 0; q < n; q++) { /* complex spectra, as in tl_hsconv_tangential */
    const float ar = sx[q][0], ai = sx[q][1], br = sy[q][0], bi = sy[q][1];
    sx[q][0] = kxx[q][0] * ar - kxx[q][1] * ai + kxy[q][0] * br - kxy[q][1] * bi;
    sx[q][1] = kxx[q][0] * ai + kxx[q][1] * ar + kxy[q][0] * bi + kxy[q][1] * br;
    sy[q][0] = kxy[q][0] * ar - kxy[q][1] * ai + kyy[q][0] * br - kyy[q][1] * bi;
    sy[q][1] = kxy[q][0] * ai + kxy[q][1] * ar + kyy[q][0] * bi + kyy[q][1] * br;
  }
  inverse_single(c, ux, uy);
}

/* The coefficient at offset (di, dj) of the kernel of `kind` for a place. */
static double
place_coefficient(const TlHsConv *c, TlInfluenceKind kind, TlHsPlace place, int di, int dj)
{
  switch (place) {
  case TL_HSCONV_AHEAD: return tl_hsconv_coefficient(c, kind, di + 1, dj);
  case TL_HSCONV_DIFFERENCE:
    return tl_hsconv_coefficient(c, kind, di, dj) - tl_hsconv_coefficient(c, kind, di + 1, dj);
  default: return tl_hsconv_coefficient(c, kind, di, dj);
  }
}

/* Spectrum of the kernel of `kind` at a place, scaled by 1/(nx ny) so that
 * the unnormalised inverse transform is exact.  Only offsets −(mx−1) … mx−1
 * (and likewise in y) are stored: the products never use others, and the
 * zero at offset ±mx keeps even kernels' spectra real. */
static fftw_complex *
kernel_spectrum(TlHsConv *c, TlInfluenceKind kind, TlHsPlace place, double *work)
{
  fftw_complex *out = fftw_alloc_complex((size_t)c->ny * c->nh);
  fftw_complex *rowmajor = fftw_alloc_complex((size_t)c->ny * c->nh);
  if (!out || !rowmajor) {
    fftw_free(out);
    fftw_free(rowmajor);
    return NULL;
  }
  const double scale = 1.0 / ((double)c->nx * c->ny);
  memset(work, 0, sizeof(double) * (size_t)c->nx * c->ny);
  for (int dj = -(c->my - 1); dj < c->my; dj++) {
    const int row = (dj + c->ny) % c->ny;
    for (int di = -(c->mx - 1); di < c->mx; di++)
      work[(size_t)row * c->nx + (size_t)((di + c->nx) % c->nx)] =
        scale * place_coefficient(c, kind, place, di, dj);
  }
  pthread_mutex_lock(&planner_lock);
  fftw_plan plan = fftw_plan_dft_r2c_2d(c->ny, c->nx, work, rowmajor, FFTW_ESTIMATE);
  pthread_mutex_unlock(&planner_lock);
  if (!plan) {
    fftw_free(out);
    fftw_free(rowmajor);
    return NULL;
  }
  fftw_execute(plan);
  pthread_mutex_lock(&planner_lock);
  fftw_destroy_plan(plan);
  pthread_mutex_unlock(&planner_lock);
  for (int ky = 0; ky < c->ny; ky++) /* to the transposed layout of the products */
    for (int kx = 0; kx < c->nh; kx++) {
      out[(size_t)kx * c->ny + ky][0] = rowmajor[(size_t)ky * c->nh + kx][0];
      out[(size_t)kx * c->ny + ky][1] = rowmajor[(size_t)ky * c->nh + kx][1];
    }
  fftw_free(rowmajor);
  return out;
}

static int
make_plans(TlHsConv *c)
{
  const int nx = c->nx, ny = c->ny, nh = c->nh;
  const unsigned flags = FFTW_ESTIMATE;
  double *row_out = fftw_alloc_real((size_t)c->my * nx);
  if (!row_out)
    return 0;
  pthread_mutex_lock(&planner_lock);
  /* my rows: real nx → complex nh, contiguous in and out (FFTW's plans
   * that write the transposed spectrum directly are slower than they and
   * the copy in `forward` together) */
  c->rows_fwd = fftw_plan_many_dft_r2c(1, &nx, c->my, c->pad, NULL, 1, nx, c->rowspec, NULL, 1,
                                       nh, flags);
  /* nh contiguous columns of ny complex values, scratch ↔ spectrum */
  c->cols_fwd = fftw_plan_many_dft(1, &ny, nh, c->scratch, NULL, 1, ny, c->spec[0], NULL, 1, ny,
                                   FFTW_FORWARD, flags);
  c->cols_inv = fftw_plan_many_dft(1, &ny, nh, c->spec[0], NULL, 1, ny, c->scratch, NULL, 1, ny,
                                   FFTW_BACKWARD, flags);
  c->rows_inv = fftw_plan_many_dft_c2r(1, &nx, c->my, c->rowspec, NULL, 1, nh, row_out, NULL, 1,
                                       nx, flags);
  pthread_mutex_unlock(&planner_lock);
  fftw_free(row_out);
  return c->rows_fwd && c->cols_fwd && c->cols_inv && c->rows_inv;
}

/* The single-precision plans and the float copies of the real spectra of the
 * kernels at the cell (made in double first). */
static int
make_single(TlHsConv *c)
{
  const int nx = c->nx, ny = c->ny, nh = c->nh;
  const size_t nspec = (size_t)ny * nh;
  const unsigned flags = FFTW_ESTIMATE;
  c->fspec[0] = fftwf_alloc_complex(nspec);
  c->fspec[1] = fftwf_alloc_complex(nspec);
  c->fscratch = fftwf_alloc_complex(nspec);
  c->fscratch2 = fftwf_alloc_complex(nspec);
  for (int k = 0; k < 3; k++)
    c->fkernel[k] = fftwf_alloc_real(nspec);
  const size_t nrows = (size_t)c->my * nx;
  c->zpad = fftwf_alloc_complex(nrows);
  c->zrow = fftwf_alloc_complex(nrows);
  c->zout = fftwf_alloc_complex(nrows);
  c->fscratch_y = fftwf_alloc_complex(nspec);
  c->fscratch2_y = fftwf_alloc_complex(nspec);
  int ok = c->fspec[0] && c->fspec[1] && c->fscratch && c->fscratch2 &&
           c->fkernel[0] && c->fkernel[1] && c->fkernel[2] && c->zpad && c->zrow && c->zout &&
           c->fscratch_y && c->fscratch2_y;
  if (ok) {
    memset(c->fscratch, 0, sizeof(fftwf_complex) * nspec);
    memset(c->fscratch_y, 0, sizeof(fftwf_complex) * nspec);
    memset(c->zpad, 0, sizeof(fftwf_complex) * nrows);
    const fftw_complex *kd[3] = { c->kernel[K_XX], c->kernel[K_YY], c->kernel[K_XY] };
    for (int k = 0; k < 3; k++)
      for (size_t q = 0; q < nspec; q++)
        c->fkernel[k][q] = (float)kd[k][q][0];
    const fftw_complex *dd[3] = { c->kernel[K_XX_D], c->kernel[K_YY_D], c->kernel[K_XY_D] };
    for (int k = 0; ok && k < 3 && dd[k]; k++) {
      ok = (c->fdiff[k] = fftwf_alloc_complex(nspec)) != NULL;
      for (size_t q = 0; ok && q < nspec; q++) {
        c->fdiff[k][q][0] = (float)dd[k][q][0];
        c->fdiff[k][q][1] = (float)dd[k][q][1];
      }
    }
    pthread_mutex_lock(&planner_lock);
    c->fcols_fwd = fftwf_plan_many_dft(1, &ny, nh, c->fscratch, NULL, 1, ny, c->fspec[0], NULL,
                                       1, ny, FFTW_FORWARD, flags);
    c->fcols_inv = fftwf_plan_many_dft(1, &ny, nh, c->fspec[0], NULL, 1, ny, c->fscratch2, NULL,
                                       1, ny, FFTW_BACKWARD, flags);
    /* rows in and out contiguous: FFTW's strided (transposing) row plans
     * were slower; the split and merge loops transpose instead */
    c->zrows_fwd = fftwf_plan_many_dft(1, &nx, c->my, c->zpad, NULL, 1, nx, c->zrow, NULL, 1,
                                       nx, FFTW_FORWARD, flags);
    c->zrows_inv = fftwf_plan_many_dft(1, &nx, c->my, c->zrow, NULL, 1, nx, c->zout, NULL, 1,
                                       nx, FFTW_BACKWARD, flags);
    pthread_mutex_unlock(&planner_lock);
    ok = c->fcols_fwd && c->fcols_inv && c->zrows_fwd && c->zrows_inv;
  }
  return ok;
}

TlStatus
tl_hsconv_alloc(int mx, int my, double dx, double dy, double shear_modulus, double poisson,
                unsigned what, TlHsConv **out, TlError *err)
{
  TlStatus s;
  *out = NULL;
  if (mx < 1 || my < 1 || mx > 4096 || my > 4096)
    return tl_error_set(err, TL_EINVAL, "convolution grid %dx%d out of range", mx, my);
  if ((s = tl_check_positive(dx, "cell length", "m", err)) != TL_OK ||
      (s = tl_check_positive(dy, "cell width", "m", err)) != TL_OK ||
      (s = tl_check_positive(shear_modulus, "shear modulus", "Pa", err)) != TL_OK ||
      (s = tl_check_range(poisson, 0.0, 0.5, "Poisson's ratio", "", err)) != TL_OK)
    return s;

  TlHsConv *c = calloc(1, sizeof *c);
  if (!c)
    return tl_error_set(err, TL_ENOMEM, "out of memory for the influence convolution");
  c->mx = mx;
  c->my = my;
  c->nx = tl_fftw_good_size(2 * mx);
  c->ny = tl_fftw_good_size(2 * my);
  c->nh = c->nx / 2 + 1;
  c->dx = dx;
  c->dy = dy;
  c->shear_modulus = shear_modulus;
  c->poisson = poisson;

  const size_t nspec = (size_t)c->ny * c->nh;
  double *work = fftw_alloc_real((size_t)c->nx * c->ny);
  c->pad = fftw_alloc_real((size_t)my * c->nx);
  c->spec[0] = fftw_alloc_complex(nspec);
  c->spec[1] = fftw_alloc_complex(nspec);
  c->scratch = fftw_alloc_complex(nspec);
  c->rowspec = fftw_alloc_complex((size_t)my * c->nh);
  int ok = work && c->pad && c->spec[0] && c->spec[1] && c->scratch && c->rowspec;
  if (ok) {
    memset(c->pad, 0, sizeof(double) * (size_t)my * c->nx);
    ok = make_plans(c);
  }
  static const struct {
    int slot;
    unsigned flag;
    TlInfluenceKind kind;
    TlHsPlace place;
  } kernels[N_KERNELS] = {
    { K_NN, TL_HSCONV_NORMAL, TL_INFLUENCE_NN, TL_HSCONV_AT_CELL },
    { K_XX, TL_HSCONV_TANGENTIAL, TL_INFLUENCE_XX, TL_HSCONV_AT_CELL },
    { K_YY, TL_HSCONV_TANGENTIAL, TL_INFLUENCE_YY, TL_HSCONV_AT_CELL },
    { K_XY, TL_HSCONV_TANGENTIAL, TL_INFLUENCE_XY, TL_HSCONV_AT_CELL },
    { K_XX_S, TL_HSCONV_SHIFTED, TL_INFLUENCE_XX, TL_HSCONV_AHEAD },
    { K_YY_S, TL_HSCONV_SHIFTED, TL_INFLUENCE_YY, TL_HSCONV_AHEAD },
    { K_XY_S, TL_HSCONV_SHIFTED, TL_INFLUENCE_XY, TL_HSCONV_AHEAD },
    { K_XX_D, TL_HSCONV_ROLLING, TL_INFLUENCE_XX, TL_HSCONV_DIFFERENCE },
    { K_YY_D, TL_HSCONV_ROLLING, TL_INFLUENCE_YY, TL_HSCONV_DIFFERENCE },
    { K_XY_D, TL_HSCONV_ROLLING, TL_INFLUENCE_XY, TL_HSCONV_DIFFERENCE },
  };
  for (int k = 0; ok && k < N_KERNELS; k++)
    if (what & kernels[k].flag)
      ok = (c->kernel[kernels[k].slot] =
              kernel_spectrum(c, kernels[k].kind, kernels[k].place, work)) != NULL;
  fftw_free(work);
  if (ok && (what & TL_HSCONV_SINGLE))
    ok = c->kernel[K_XX] && c->kernel[K_YY] && c->kernel[K_XY] && make_single(c);
  if (!ok) {
    tl_hsconv_free(c);
    return tl_error_set(err, TL_ENOMEM, "out of memory (or no FFT plan) for a %dx%d convolution",
                        mx, my);
  }
  *out = c;
  return TL_OK;
}

void
tl_hsconv_free(TlHsConv *c)
{
  if (!c)
    return;
  pthread_mutex_lock(&planner_lock);
  if (c->rows_fwd)
    fftw_destroy_plan(c->rows_fwd);
  if (c->cols_fwd)
    fftw_destroy_plan(c->cols_fwd);
  if (c->cols_inv)
    fftw_destroy_plan(c->cols_inv);
  if (c->rows_inv)
    fftw_destroy_plan(c->rows_inv);
  fftwf_plan fplans[] = { c->fcols_fwd, c->fcols_inv, c->zrows_fwd, c->zrows_inv };
  for (size_t k = 0; k < sizeof fplans / sizeof fplans[0]; k++)
    if (fplans[k])
      fftwf_destroy_plan(fplans[k]);
  pthread_mutex_unlock(&planner_lock);
  for (int k = 0; k < 3; k++) {
    fftwf_free(c->fkernel[k]);
    fftwf_free(c->fdiff[k]);
  }
  fftwf_free(c->fspec[0]);
  fftwf_free(c->fspec[1]);
  fftwf_free(c->fscratch);
  fftwf_free(c->fscratch2);
  fftwf_free(c->fscratch_y);
  fftwf_free(c->fscratch2_y);
  fftwf_free(c->zpad);
  fftwf_free(c->zrow);
  fftwf_free(c->zout);
  for (int k = 0; k < N_KERNELS; k++)
    fftw_free(c->kernel[k]);
  fftw_free(c->spec[0]);
  fftw_free(c->spec[1]);
  fftw_free(c->scratch);
  fftw_free(c->rowspec);
  fftw_free(c->pad);
  free(c);
}
