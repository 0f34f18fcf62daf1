/* fft-choice.c — which FFT the exact solver's convolutions use, by measurement.
 *
 * The exact half-space solver multiplies by its influence matrix as a 2-D
 * convolution zero-padded to 2mx × 2my.  One convolution = forward transform of
 * the traction, a pointwise product with the kernel's spectrum, inverse
 * transform.  This program times exactly that with
 *   - FFTW3, real-to-complex / complex-to-real, plans made with FFTW_MEASURE
 *     and with FFTW_ESTIMATE;
 *   - GSL, mixed-radix complex 1-D transforms over rows then columns (GSL
 *     has no 2-D or multi-dimensional real transform).
 * and prints the median time per convolution of 15 samples.
 * Usage: tl-fft-choice [MX ...]   (default 40 80 160: padded 80², 160², 320²) */
#include <fftw3.h>
#include <gsl/gsl_errno.h>
#include <gsl/gsl_fft_complex.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench-util.h"

#define SAMPLES 15

typedef struct {
  int nx, ny;
  double *in, *out;
  fftw_complex *spec, *kern;
  fftw_plan fwd, inv;
  /* GSL */
  double *cbuf, *ckern; /* interleaved complex nx·ny */
  gsl_fft_complex_wavetable *wx, *wy;
  gsl_fft_complex_workspace *work;
} Case;

static void
conv_fftw(Case *c)
{
  const int nh = c->nx / 2 + 1;
  fftw_execute(c->fwd);
  for (int k = 0; k < c->ny * nh; k++) {
    const double re = c->spec[k][0] * c->kern[k][0] - c->spec[k][1] * c->kern[k][1];
    const double im = c->spec[k][0] * c->kern[k][1] + c->spec[k][1] * c->kern[k][0];
    c->spec[k][0] = re;
    c->spec[k][1] = im;
  }
  fftw_execute(c->inv);
}

static void
gsl_2d(Case *c, gsl_fft_direction dir)
{
  for (int j = 0; j < c->ny; j++)
    gsl_fft_complex_transform(c->cbuf + 2 * (size_t)j * c->nx, 1, (size_t)c->nx, c->wx, c->work,
                              dir);
  for (int i = 0; i < c->nx; i++)
    gsl_fft_complex_transform(c->cbuf + 2 * (size_t)i, (size_t)c->nx, (size_t)c->ny, c->wy,
                              c->work, dir);
}

static void
conv_gsl(Case *c)
{
  const int n = c->nx * c->ny;
  for (int k = 0; k < n; k++) {
    c->cbuf[2 * k] = c->in[k];
    c->cbuf[2 * k + 1] = 0.0;
  }
  gsl_2d(c, gsl_fft_forward);
  for (int k = 0; k < n; k++) {
    const double a = c->cbuf[2 * k], b = c->cbuf[2 * k + 1];
    const double p = c->ckern[2 * k], q = c->ckern[2 * k + 1];
    c->cbuf[2 * k] = a * p - b * q;
    c->cbuf[2 * k + 1] = a * q + b * p;
  }
  gsl_2d(c, gsl_fft_backward);
  for (int k = 0; k < n; k++)
    c->out[k] = c->cbuf[2 * k];
}

static double
median_time(Case *c, void (*f)(Case *))
{
  double t[SAMPLES];
  f(c);
  for (int s = 0; s < SAMPLES; s++) {
    long calls = 0;
    const double t0 = bench_now();
    double t1;
    do {
      f(c);
      calls++;
      t1 = bench_now();
    } while (t1 - t0 < 0.02);
    t[s] = (t1 - t0) / (double)calls;
  }
  return bench_median(t, SAMPLES);
}

static void
run(int mx, unsigned flags, const char *label, int with_gsl)
{
  Case c;
  memset(&c, 0, sizeof c);
  c.nx = c.ny = 2 * mx;
  const int n = c.nx * c.ny, nh = c.nx / 2 + 1;
  c.in = fftw_alloc_real((size_t)n);
  c.out = fftw_alloc_real((size_t)n);
  c.spec = fftw_alloc_complex((size_t)(c.ny * nh));
  c.kern = fftw_alloc_complex((size_t)(c.ny * nh));
  c.fwd = fftw_plan_dft_r2c_2d(c.ny, c.nx, c.in, c.spec, flags);
  c.inv = fftw_plan_dft_c2r_2d(c.ny, c.nx, c.spec, c.out, flags);
  for (int k = 0; k < n; k++)
    c.in[k] = (k % c.nx < mx && k / c.nx < mx) ? sin(0.37 * k) : 0.0;
  for (int k = 0; k < c.ny * nh; k++) {
    c.kern[k][0] = 1.0 / (1.0 + k);
    c.kern[k][1] = 0.0;
  }
  printf("%dx%d padded %dx%d  fftw-%s  %.2f us/convolution\n", mx, mx, c.nx, c.ny, label,
         1e6 * median_time(&c, conv_fftw));
  if (with_gsl) {
    c.cbuf = malloc(sizeof(double) * 2 * (size_t)n);
    c.ckern = malloc(sizeof(double) * 2 * (size_t)n);
    for (int k = 0; k < n; k++) {
      c.ckern[2 * k] = 1.0 / (1.0 + k);
      c.ckern[2 * k + 1] = 0.0;
    }
    c.wx = gsl_fft_complex_wavetable_alloc((size_t)c.nx);
    c.wy = gsl_fft_complex_wavetable_alloc((size_t)c.ny);
    c.work = gsl_fft_complex_workspace_alloc((size_t)c.nx);
    printf("%dx%d padded %dx%d  gsl-mixed-radix  %.2f us/convolution\n", mx, mx, c.nx, c.ny,
           1e6 * median_time(&c, conv_gsl));
    gsl_fft_complex_wavetable_free(c.wx);
    gsl_fft_complex_wavetable_free(c.wy);
    gsl_fft_complex_workspace_free(c.work);
    free(c.cbuf);
    free(c.ckern);
  }
  fftw_destroy_plan(c.fwd);
  fftw_destroy_plan(c.inv);
  fftw_free(c.in);
  fftw_free(c.out);
  fftw_free(c.spec);
  fftw_free(c.kern);
}

int
main(int argc, char **argv)
{
  gsl_set_error_handler_off();
  int sizes[8] = { 40, 80, 160 };
  int ns = 3;
  if (argc > 1) {
    ns = 0;
    for (int k = 1; k < argc && ns < 8; k++)
      sizes[ns++] = atoi(argv[k]);
  }
  for (int s = 0; s < ns; s++) {
    if (sizes[s] < 2 || sizes[s] > 1000) {
      fprintf(stderr, "tl-fft-choice: grid side %d out of 2..1000\n", sizes[s]);
      return 2;
    }
    run(sizes[s], FFTW_MEASURE, "measure", 1);
    run(sizes[s], FFTW_ESTIMATE, "estimate", 0);
  }
  fftw_cleanup();
  return 0;
}
