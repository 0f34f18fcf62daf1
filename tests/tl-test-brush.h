/* tl-test-brush.h — a transient run of the brush model, as the brush and
 * transient tests drive it. */
#ifndef TL_TEST_BRUSH_H
#define TL_TEST_BRUSH_H

#include <glib.h>
#include <math.h>

#include "tribo/brush.h"
#include "tribo/transient.h"

/* The brush on the default contact with m × m cells, friction mu and the
 * given traction bound. */
static inline TlBrush *
tl_test_brush_open(int m, double mu, TlTractionBound bound)
{
  TlContactParams p = tl_contact_params_default();
  p.mx = p.my = m;
  p.mu = mu;
  p.bound = bound;
  TlError err;
  TlBrush *b = tl_brush_alloc(&p, &err);
  g_assert_nonnull(b);
  return b;
}

/* Run brush b at its own step (one cell per step), driven by the
 * longitudinal creepage w (no lateral creepage or spin), from `init` up to
 * t_end [s]; tl_run_clear the run. */
static inline void
tl_test_brush_run(TlRun *run, TlBrush *b, const TlWaveform *w, TlTransientInit init,
                  double t_end)
{
  g_assert_cmpint(tl_run_init(run, tl_brush_model(b), w, 0, 0, tl_brush_unit_step(b), NULL), ==,
                  TL_OK);
  g_assert_cmpint(tl_run_start(run, init, NULL), ==, TL_OK);
  g_assert_cmpint(tl_run_advance_to(run, t_end, NULL), ==, TL_OK);
}

/* The continuum no-slip frequency response of docs/theory.md §5 brush model
 * (a × b ellipse rolling at v, creepage a sine of `freq`) by an n-point
 * midpoint rule in y: delay = −arg H/ω [s] and gain |H|. */
static inline void
tl_test_brush_continuum(double a, double b, double v, double freq, int n, double *delay,
                        double *gain)
{
  const double w = 2.0 * M_PI * freq;
  double re = 0.0, im = 0.0, den = 0.0;
  for (int k = 0; k < n; k++) {
    const double y = -b + (k + 0.5) * 2.0 * b / n;
    const double ell = a * sqrt(1.0 - y * y / (b * b)), th = 2.0 * w * ell / v;
    /* H_strip = 2(iθ − 1 + e^{−iθ})/(iθ)² = −2(iθ − 1 + cos θ − i sin θ)/θ² */
    const double hr = -2.0 * (cos(th) - 1.0) / (th * th), hi = -2.0 * (th - sin(th)) / (th * th);
    re += ell * ell * hr;
    im += ell * ell * hi;
    den += ell * ell;
  }
  *delay = -atan2(im, re) / w;
  *gain = hypot(re, im) / den;
}

#endif /* TL_TEST_BRUSH_H */
