/* render-bench.c — what drawing each figure costs, offscreen.
 *
 * The window redraws its plots every frame while a run is live; this times
 * each figure's draw function into a cairo image surface of a typical on-screen
 * size (the window's cairo node is rasterised the same way), median of
 * repeated samples, and prints `render.<figure>_ms=…` lines.
 * Usage: tl-render-bench [GRID]   (default 100: the transient case at 100 × 100) */
#include <gsl/gsl_errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "bench-util.h"

#include "tlr-export.h"
#include "tlr-figure-hertz.h"
#include "tlr-figure-steady.h"
#include "tlr-figure-transient.h"
#include "tlr-probe.h"

#define SAMPLES 9

/* Median milliseconds of one draw at w × h. */
static double
time_draw_probed(TlrDrawFunc draw, void *data, int w, int h, TlrProbe *probe)
{
  cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
  TlrStyle style = tlr_style_light();
  style.probe = probe;
  double t[SAMPLES];
  for (int k = -1; k < SAMPLES; k++) { /* one warm-up (font caches) */
    cairo_t *cr = cairo_create(s);
    const double t0 = bench_now();
    tlr_probe_begin_frame(probe);
    draw(cr, w, h, &style, data);
    cairo_surface_flush(s);
    const double t1 = bench_now();
    cairo_destroy(cr);
    if (k >= 0)
      t[k] = 1e3 * (t1 - t0);
  }
  cairo_surface_destroy(s);
  return bench_median(t, SAMPLES);
}

static double
time_draw(TlrDrawFunc draw, void *data, int w, int h)
{
  return time_draw_probed(draw, data, w, h, NULL);
}

/* The window's frame with the hover read-out on: the figure recorded as it
 * draws (copies of its lines and maps), then one hover query at the plot's
 * centre; printed beside the plain draw's time. */
static void
time_probe(const char *name, TlrDrawFunc draw, void *data, int w, int h)
{
  TlrProbe *probe = tlr_probe_new();
  printf("render.%s_probed_ms=%.3f\n", name, time_draw_probed(draw, data, w, h, probe));
  double t[SAMPLES], x, y, pw, ph;
  TlrHit hit;
  tlr_probe_plot_rect(probe, 0, &x, &y, &pw, &ph);
  for (int k = 0; k < SAMPLES; k++) {
    const double t0 = bench_now();
    tlr_probe_hit(probe, x + 0.5 * pw, y + 0.5 * ph, &hit);
    t[k] = 1e6 * (bench_now() - t0);
  }
  printf("render.%s_hit_us=%.3f\n", name, bench_median(t, SAMPLES));
  tlr_probe_free(probe);
}

int
main(int argc, char **argv)
{
  gsl_set_error_handler_off();
  const int grid = argc > 1 ? atoi(argv[1]) : 100;
  TlError err;

  TlStudyHertz hertz;
  tl_study_hertz_init(&hertz);
  TlContactParams p = tl_contact_params_default();
  p.mx = p.my = grid;
  p.mu = 1.0;
  if (tl_study_hertz_update(&hertz, &p, NULL, &err) != TL_OK) {
    fprintf(stderr, "%s\n", err.message);
    return 1;
  }
  printf("render.grid=%d\n", grid);
  printf("render.hertz_patch_ms=%.3f\n", time_draw(tlr_hertz_draw, &hertz, 880, 640));
  time_probe("hertz_patch", tlr_hertz_draw, &hertz, 880, 640);

  TlStudySteady steady;
  tl_study_steady_init(&steady);
  TlrSteadyFigure steady_view = { .study = &steady, .field = TLR_FIELD_TX };
  TlStudySteadySpec ss = tl_study_steady_spec_default();
  ss.curves.params = p;
  if (tl_study_steady_prepare(&steady, &ss, &err) == TL_OK) {
    printf("render.steady_curve_ms=%.3f\n",
           time_draw(tlr_steady_draw_curve, &steady_view, 880, 320));
    printf("render.steady_patch_ms=%.3f\n",
           time_draw(tlr_steady_draw_patch, &steady_view, 880, 320));
  }

  /* the live transient page: three periods at 10 Hz, the views' sizes at 1280 × 800 */
  TlStudyTransient tr;
  tl_study_transient_init(&tr);
  TlStudyTransientSpec ts = tl_study_transient_spec_default();
  ts.params = p;
  ts.time_window = 0.3;
  if (tl_study_transient_setup(&tr, &ts, &err) != TL_OK ||
      tl_study_transient_advance_to(&tr, 0.3, &err) != TL_OK) {
    fprintf(stderr, "%s\n", err.message);
    return 1;
  }
  TlrTransientView tv = tlr_transient_view(&tr);
  printf("render.transient_rows=%d\n", tr.single.run.rec.n);
  const double map = time_draw(tlr_transient_draw_patch, &tv, 470, 370);
  const double loop = time_draw(tlr_transient_draw_loop, &tv, 400, 370);
  const double series = time_draw(tlr_transient_draw_timeseries, &tv, 880, 240);
  printf("render.transient_patch_ms=%.3f\nrender.transient_loop_ms=%.3f\n"
         "render.transient_series_ms=%.3f\nrender.transient_frame_ms=%.3f\n",
         map, loop, series, map + loop + series);
  time_probe("transient_series", tlr_transient_draw_timeseries, &tv, 880, 240);

  tl_study_transient_clear(&tr);
  tl_study_steady_clear(&steady);
  tl_study_hertz_clear(&hertz);
  return 0;
}
