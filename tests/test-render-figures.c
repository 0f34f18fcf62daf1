/* test-render-figures.c — the steady and transient figures: the state the
 * window will drive (advance, what-if, restart) and that they draw. */
#include <cairo.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "tl-test-render.h"
#include "tl-test-util.h"
#include "tl-test-wheelset.h"
#include "tlr-export.h"
#include "tlr-figure-compare.h"
#include "tlr-figure-steady.h"
#include "tlr-figure-stickslip.h"
#include "tlr-figure-transient.h"
#include "tlr-figure-wheelset.h"

/* Fraction of pixels that differ from the top-left (background) pixel. */
static double
drawn_fraction(TlrDrawFunc draw, void *data)
{
  const int w = 480, h = 320;
  const TlrStyle style = tlr_style_light();
  cairo_surface_t *s = tl_test_draw_rgb24(draw, data, w, h, &style);
  const unsigned char *px = cairo_image_surface_get_data(s);
  const int stride = cairo_image_surface_get_stride(s);
  const uint32_t bg = *(const uint32_t *)px;
  long differ = 0;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      differ += *(const uint32_t *)(px + y * stride + 4 * x) != bg;
  cairo_surface_destroy(s);
  return (double)differ / (w * h);
}

/* The default transient case on an m × m grid at μ = 1. */
static TlStudyTransientSpec
transient_spec(int m)
{
  TlStudyTransientSpec spec = tl_study_transient_spec_default();
  spec.params.mx = spec.params.my = m;
  spec.params.mu = 1.0;
  return spec;
}

static void
test_transient_drive(void)
{
  g_test_summary("Transient figure: advance, what-if keeps time, restart, draws");
  TlStudyTransient fig;
  tl_study_transient_init(&fig);
  TlrTransientView view = tlr_transient_view(&fig);
  TlStudyTransientSpec spec = transient_spec(24);
  TlError err;
  g_assert_cmpint(tl_study_transient_setup(&fig, &spec, &err), ==, TL_OK);
  g_assert_cmpint(fig.single.run.rec.n, ==, 1);
  g_assert_cmpint(tl_study_transient_advance(&fig, 150, &err), ==, TL_OK);
  g_assert_cmpint(fig.single.run.rec.n, ==, 151);
  const double t150 = tl_run_time(&fig.single.run);

  /* what-if: a lower μ continues from the current state and time */
  TlContactParams p = fig.single.spec.params;
  p.mu = 0.3;
  g_assert_cmpint(tl_study_transient_set_params(&fig, &p, &err), ==, TL_OK);
  g_assert_cmpfloat(tl_run_time(&fig.single.run), ==, t150);
  g_assert_cmpint(fig.single.run.rec.n, ==, 151);
  g_assert_cmpint(tl_study_transient_advance(&fig, 10, &err), ==, TL_OK);
  g_assert_cmpfloat(fig.single.run.rec.f[160], <=, 0.3 * 1.001); /* on the new bound at most */
  TlWaveform w = fig.single.spec.wave;
  w.freq = 30.0;
  g_assert_cmpint(tl_study_transient_set_waveform(&fig, &w, &err), ==, TL_OK);
  g_assert_cmpint(fig.single.run.rec.n, ==, 161);
  p.mu = -1.0; /* refused, nothing changes */
  g_assert_cmpint(tl_study_transient_set_params(&fig, &p, &err), ==, TL_EINVAL);
  g_assert_cmpfloat(fig.single.spec.params.mu, ==, 0.3);

  /* the three views and the composite draw something */
  g_assert_cmpfloat(drawn_fraction(tlr_transient_draw_patch, &view), >, 0.05);
  g_assert_cmpfloat(drawn_fraction(tlr_transient_draw_loop, &view), >, 0.02);
  g_assert_cmpfloat(drawn_fraction(tlr_transient_draw_timeseries, &view), >, 0.02);
  g_assert_cmpfloat(drawn_fraction(tlr_transient_draw, &view), >, 0.05);

  g_assert_cmpint(tl_study_transient_restart(&fig, &err), ==, TL_OK);
  g_assert_cmpint(fig.single.run.rec.n, ==, 1);
  g_assert_cmpfloat(tl_run_time(&fig.single.run), ==, 0.0);
  /* a new grid size starts again */
  p.mu = 0.5;
  p.mx = 30;
  g_assert_cmpint(tl_study_transient_advance(&fig, 5, &err), ==, TL_OK);
  g_assert_cmpint(tl_study_transient_set_params(&fig, &p, &err), ==, TL_OK);
  g_assert_cmpint(fig.single.run.rec.n, ==, 1);
  g_assert_cmpint(tl_study_transient_grid(&fig.single)->mx, ==, 30);
  tl_study_transient_clear(&fig);

  /* an unset figure draws a message, and refuses to advance */
  g_assert_cmpint(tl_study_transient_advance(&fig, 1, &err), ==, TL_EINVAL);
  g_assert_cmpfloat(drawn_fraction(tlr_transient_draw_loop, &view), >, 0.0);
}

/* The exact model through the same figure: its own step whatever the
 * Courant number, what-if of μ and of the load (a new Δx/V: the rows after
 * it are the new step apart, time goes on), a wrong explicit step refused. */
/* Is pixel p (RGB24) within tol of colour c (0…1 channels)? */
static int
pixel_is(const unsigned char *p, TlrColor c, int tol)
{
  /* RGB24 is native-endian xRGB: B, G, R in memory on little-endian */
  const uint32_t v = *(const uint32_t *)p;
  const int r = (v >> 16) & 0xff, g = (v >> 8) & 0xff, b = v & 0xff;
  return abs(r - (int)lround(255 * c.r)) <= tol && abs(g - (int)lround(255 * c.g)) <= tol &&
         abs(b - (int)lround(255 * c.b)) <= tol;
}

/* A what-if change mid-run (μ 1 → 0.05 at 0.2 s of a 0.3 s window) is never
 * drawn as one curve: the time series draws f of the old case dimmed (its
 * colour at 30 % over the plot background) and of the new case in full.
 * Columns are scanned in the plot's body (clear of the axis label drawn in
 * f's colour, the legend and the note in the headroom). */
static void
test_transient_case_breaks(void)
{
  g_test_summary("Rows of an earlier case are drawn dimmed and apart from the current case");
  TlStudyTransient fig;
  tl_study_transient_init(&fig);
  TlrTransientView view = tlr_transient_view(&fig);
  TlStudyTransientSpec spec = transient_spec(30);
  spec.time_window = 0.3;
  TlError err;
  g_assert_cmpint(tl_study_transient_setup(&fig, &spec, &err), ==, TL_OK);
  g_assert_cmpint(tl_study_transient_advance_to(&fig, 0.2, &err), ==, TL_OK);
  TlContactParams p = spec.params;
  p.mu = 0.05;
  g_assert_cmpint(tl_study_transient_set_params(&fig, &p, &err), ==, TL_OK);
  g_assert_cmpint(tl_study_transient_advance_to(&fig, 0.3, &err), ==, TL_OK);

  const int w = 900, h = 420;
  const TlrStyle style = tlr_style_light();
  cairo_surface_t *s = tl_test_draw_rgb24(tlr_transient_draw_timeseries, &view, w, h, &style);
  const unsigned char *px = cairo_image_surface_get_data(s);
  const int stride = cairo_image_surface_get_stride(s);
  const TlrColor full = style.series[1], bg = style.plot_bg;
  const TlrColor dim = { 0.3 * full.r + 0.7 * bg.r, 0.3 * full.g + 0.7 * bg.g,
                         0.3 * full.b + 0.7 * bg.b, 1.0 };
  int full_min = w, dim_columns = 0;
  for (int x = w / 8; x < 7 * w / 8; x++) {
    int has_dim = 0;
    for (int y = 3 * h / 10; y < 9 * h / 10; y++) {
      const unsigned char *q = px + y * stride + 4 * x;
      if (pixel_is(q, full, 8))
        full_min = MIN(full_min, x);
      has_dim |= pixel_is(q, dim, 8);
    }
    dim_columns += has_dim && x < full_min;
  }
  cairo_surface_destroy(s);
  /* the change sits at 2/3 of the time axis, whose frame spans most of the
   * width: no full-colour f before about half the width, and dimmed f over
   * most of the way there */
  g_assert_cmpint(full_min, >, w / 2);
  g_assert_cmpint(dim_columns, >, w / 3);
  tl_study_transient_clear(&fig);
}

static void
test_transient_exact(void)
{
  g_test_summary("Transient figure with the exact model: steps, what-if, draws");
  TlStudyTransient fig;
  tl_study_transient_init(&fig);
  TlrTransientView view = tlr_transient_view(&fig);
  TlStudyTransientSpec spec = transient_spec(16);
  spec.model = TL_PRESET_MODEL_EXACT;
  spec.courant = 0.385; /* the brush's: the exact solver ignores it */
  TlError err;
  g_assert_cmpint(tl_study_transient_setup(&fig, &spec, &err), ==, TL_OK);
  g_assert_nonnull(fig.single.exact);
  g_assert_null(fig.single.brush);
  g_assert_cmpfloat(fig.single.run.dt, ==, tl_exact_time_step(fig.single.exact));
  g_assert_cmpint(tl_study_transient_advance(&fig, 30, &err), ==, TL_OK);
  TlContactParams p = fig.single.spec.params;
  p.mu = 0.6;
  g_assert_cmpint(tl_study_transient_set_params(&fig, &p, &err), ==, TL_OK);
  const double dt0 = fig.single.run.dt, t30 = tl_run_time(&fig.single.run);
  p.hertz.normal_load = 80e3;
  g_assert_cmpint(tl_study_transient_set_params(&fig, &p, &err), ==, TL_OK);
  g_assert_cmpfloat(tl_run_time(&fig.single.run), ==, t30);
  tl_assert_rel(fig.single.run.dt, dt0 * cbrt(0.8), 1e-12);
  g_assert_cmpint(tl_study_transient_advance(&fig, 10, &err), ==, TL_OK);
  g_assert_cmpint(fig.single.run.rec.n, ==, 41);
  g_assert_cmpfloat(fig.single.run.rec.f[40], <=, 0.6 * 1.001);
  g_assert_cmpfloat(drawn_fraction(tlr_transient_draw, &view), >, 0.05);
  spec.dt = 1e-5; /* not Δx/V */
  g_assert_cmpint(tl_study_transient_setup(&fig, &spec, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "one cell per step"));
  g_assert_cmpint(fig.single.run.rec.n, ==, 41); /* the old run stays */
  tl_study_transient_clear(&fig);
}

/* Brush and exact together: after every advance both runs stand at the same
 * time (the same grid and C = 1: the same rows), and the views draw. */
static void
test_compare(void)
{
  g_test_summary("Comparison figure: both runs in step, what-if on both, draws");
  TlStudyTransient fig;
  tl_study_transient_init(&fig);
  TlrTransientView view = tlr_transient_view(&fig);
  TlStudyTransientSpec spec = transient_spec(16);
  spec.model = TL_PRESET_MODEL_COMPARE;
  TlError err;
  g_assert_cmpint(tl_study_transient_setup(&fig, &spec, &err), ==, TL_OK);
  g_assert_cmpint(tl_study_transient_advance(&fig, 25, &err), ==, TL_OK);
  g_assert_cmpint(fig.compare.exact.run.rec.n, ==, 26);
  g_assert_cmpint(fig.compare.brush.run.rec.n, ==, 26);
  g_assert_cmpfloat(tl_run_time(&fig.compare.brush.run), ==, tl_run_time(&fig.compare.exact.run));
  g_assert_cmpfloat(tl_study_transient_time(&fig), ==, tl_run_time(&fig.compare.exact.run));
  TlContactParams p = spec.params;
  p.mu = 0.5;
  g_assert_cmpint(tl_study_transient_set_params(&fig, &p, &err), ==, TL_OK);
  g_assert_cmpfloat(fig.compare.brush.spec.params.mu, ==, 0.5);
  g_assert_cmpfloat(fig.compare.exact.spec.params.mu, ==, 0.5);
  p.mu = 0.0;
  g_assert_cmpint(tl_study_transient_set_params(&fig, &p, &err), ==, TL_EINVAL);
  g_assert_cmpfloat(fig.compare.exact.spec.params.mu, ==, 0.5);
  g_assert_cmpint(tl_study_transient_advance_to(&fig, 0.0123, &err), ==, TL_OK);
  g_assert_cmpfloat(fabs(tl_run_time(&fig.compare.brush.run) -
                         tl_run_time(&fig.compare.exact.run)), <,
                    fig.compare.exact.run.dt);
  g_assert_cmpfloat(drawn_fraction(tlr_compare_draw_maps, &view), >, 0.05);
  g_assert_cmpfloat(drawn_fraction(tlr_compare_draw_loops, &view), >, 0.02);
  g_assert_cmpfloat(drawn_fraction(tlr_compare_draw_series, &view), >, 0.02);
  g_assert_cmpfloat(drawn_fraction(tlr_compare_draw, &view), >, 0.05);
  g_assert_cmpint(tl_study_transient_restart(&fig, &err), ==, TL_OK);
  g_assert_cmpfloat(tl_study_transient_time(&fig), ==, 0.0);
  tl_study_transient_clear(&fig);
  g_assert_cmpint(tl_study_transient_advance(&fig, 1, &err), ==, TL_EINVAL);
  g_assert_cmpfloat(drawn_fraction(tlr_compare_draw, &view), >, 0.0);
}

static void
test_steady_update(void)
{
  g_test_summary("Steady figure: curves of the selected models; a bad case keeps the old one");
  TlStudySteady fig;
  tl_study_steady_init(&fig);
  TlrSteadyFigure fig_view = { .study = &fig, .field = TLR_FIELD_TX };
  TlStudySteadySpec spec = tl_study_steady_spec_default();
  spec.curves.params.mx = spec.curves.params.my = 30;
  spec.curves.models = TL_STEADY_FASTSIM | TL_STEADY_SHEN;
  TlError err;
  g_assert_cmpint(tl_study_steady_prepare(&fig, &spec, &err), ==, TL_OK);
  g_assert_cmpint(fig.n, ==, 121);
  g_assert_true(isnan(fig.f[0][10]));      /* linear not selected */
  g_assert_false(isnan(fig.f[1][10]));     /* FASTSIM */
  g_assert_cmpfloat(fig.cx[0], ==, 0.0);  /* positive operating point: [0, cmax] */
  g_assert_cmpfloat(fig.op_f[1], ==, fig.map.f);
  const double f_op = fig.map.f;
  spec.curves.params.mu = 0.0;
  g_assert_cmpint(tl_study_steady_prepare(&fig, &spec, &err), ==, TL_EINVAL);
  g_assert_cmpfloat(fig.map.f, ==, f_op);
  g_assert_cmpfloat(fig.spec.curves.params.mu, ==, 0.4);
  /* a different grid and a negative operating point */
  spec.curves.params.mu = 0.4;
  spec.curves.params.mx = 41;
  spec.curves.params.cx = -0.003;
  g_assert_cmpint(tl_study_steady_prepare(&fig, &spec, &err), ==, TL_OK);
  g_assert_cmpint(fig.map.mx, ==, 41);
  g_assert_cmpfloat(fig.cx[0], <, 0.0);
  g_assert_cmpfloat(fig.map.f, <, 0.0);
  g_assert_cmpfloat(drawn_fraction(tlr_steady_draw_curve, &fig_view), >, 0.02);
  g_assert_cmpfloat(drawn_fraction(tlr_steady_draw_patch, &fig_view), >, 0.05);
  tl_study_steady_clear(&fig);

  TlrPatchField f;
  g_assert_cmpint(tlr_patch_field_from_name("txratio", &f, NULL), ==, TL_OK);
  g_assert_cmpint(f, ==, TLR_FIELD_TX_RATIO);
  g_assert_cmpstr(tlr_patch_field_name(TLR_FIELD_STATE), ==, "state");
  g_assert_cmpint(tlr_patch_field_from_name("heat", &f, &err), ==, TL_EINVAL);
}

/* The exact theory in the steady figure: prepared by update, solved by
 * refine (the operating point first), kept while only the operating point
 * moves, redone when the case changes; its map replaces FASTSIM's on demand.
 * At a small creepage both models sit on Kalker's slope within their grid
 * errors (FASTSIM +3 %, exact +2 % at 30², docs/theory.md §7.2 linear limit): within 4 %. */
static void
test_steady_exact(void)
{
  g_test_summary("Steady figure with the exact theory: progressive, cached, its own map");
  TlStudySteady fig;
  tl_study_steady_init(&fig);
  TlrSteadyFigure fig_view = { .study = &fig, .field = TLR_FIELD_TX };
  TlStudySteadySpec spec = tl_study_steady_spec_default();
  spec.curves.params.mx = spec.curves.params.my = 30;
  spec.curves.params.cx = 0.0002;
  spec.curves.models = TL_STEADY_FASTSIM | TL_STUDY_STEADY_EXACT;
  spec.exact_points = 9;
  TlError err;
  g_assert_cmpint(tl_study_steady_prepare(&fig, &spec, &err), ==, TL_OK);
  g_assert_cmpint(tl_study_steady_pending(&fig), ==, 10);
  g_assert_true(isnan(fig.op_f[3]));
  g_assert_cmpfloat(drawn_fraction(tlr_steady_draw_curve, &fig_view), >, 0.02);
  g_assert_cmpint(tl_study_steady_refine(&fig, 1, &err), ==, TL_OK);
  g_assert_cmpint(tl_study_steady_pending(&fig), ==, 9);
  g_assert_true(isfinite(fig.op_f[3])); /* the operating point first */
  tl_assert_rel(fig.op_f[3], fig.op_f[1], 0.04);
  g_assert_cmpint(tl_study_steady_refine(&fig, -1, &err), ==, TL_OK);
  g_assert_cmpint(tl_study_steady_pending(&fig), ==, 0);
  for (int k = 1; k < fig.xc.n; k++)
    g_assert_cmpfloat(fig.xc.f[k], >=, fig.xc.f[k - 1]); /* rises to μ */
  tl_assert_rel(fig.xc.f[fig.xc.n - 1], spec.curves.params.mu, 1e-3);

  /* a new operating point inside the range: one solve */
  spec.curves.params.cx = 0.0031;
  g_assert_cmpint(tl_study_steady_prepare(&fig, &spec, &err), ==, TL_OK);
  g_assert_cmpint(tl_study_steady_pending(&fig), ==, 1);
  /* a new μ: everything again; the exact map on request */
  spec.curves.params.mu = 0.3;
  spec.map_model = TL_STUDY_STEADY_EXACT;
  g_assert_cmpint(tl_study_steady_prepare(&fig, &spec, &err), ==, TL_OK);
  g_assert_cmpint(tl_study_steady_pending(&fig), ==, 10);
  g_assert_cmpint(tl_study_steady_refine(&fig, -1, &err), ==, TL_OK);
  g_assert_cmpfloat(fig.xc.map.f, <=, 0.3);
  g_assert_cmpfloat(drawn_fraction(tlr_steady_draw_patch, &fig_view), >, 0.05);
  /* the map alone (no exact curve): only the operating point */
  spec.curves.models = TL_STEADY_FASTSIM;
  spec.curves.params.cx = 0.0011;
  g_assert_cmpint(tl_study_steady_prepare(&fig, &spec, &err), ==, TL_OK);
  g_assert_cmpint(tl_study_steady_pending(&fig), ==, 1);
  spec.exact_points = 1;
  g_assert_cmpint(tl_study_steady_prepare(&fig, &spec, &err), ==, TL_EINVAL);
  tl_study_steady_clear(&fig);
}

static void
test_stickslip_no_run_time(void)
{
  g_test_summary("The stick-slip figure draws physics only: the computer's run time (the "
                 "page's read-out has it) does not change a pixel");
  TlStudyStickSlip fig;
  tl_study_stickslip_init(&fig);
  TlStickSlipParams p = tl_stickslip_params_default();
  p.duration = 2.0;
  TlError err;
  g_assert_cmpint(tl_study_stickslip_update(&fig, &p, NULL, &err), ==, TL_OK);
  TlrStyle style = tlr_style_light();
  tl_study_stickslip_set_run_time(&fig, 0.0106);
  cairo_surface_t *a = tl_test_draw_rgb24(tlr_stickslip_draw, &fig, 640, 480, &style);
  tl_study_stickslip_set_run_time(&fig, 0.0172);
  cairo_surface_t *b = tl_test_draw_rgb24(tlr_stickslip_draw, &fig, 640, 480, &style);
  const int stride = cairo_image_surface_get_stride(a);
  g_assert_cmpint(memcmp(cairo_image_surface_get_data(a), cairo_image_surface_get_data(b),
                         (size_t)stride * 480), ==, 0);
  cairo_surface_destroy(a);
  cairo_surface_destroy(b);
  tl_study_stickslip_clear(&fig);
}

/* The wheelset figures: each draws the study; the top view moves with the
 * time shown (the window's animation and `export --animate` play the run
 * back through it) and ends at the run's end for NaN; the read-out carries
 * the study's critical speed at its printed digits. */
static void
test_wheelset(void)
{
  TlStudyWheelsetSpec spec = tl_study_wheelset_spec_default();
  spec.run = 1;
  spec.run_params.v_start = spec.run_params.v_end = 160.0;
  spec.run_params.duration = 1.5;
  spec.creep_model = TL_WS_CREEP_POLACH;
  spec.bifurcation = 1;
  spec.bif_from = 100.0;
  spec.bif_to = 160.0;
  spec.bif_step = 30.0;
  spec.bif_duration = 1.0;
  TlStudyWheelset s;
  tl_study_wheelset_init(&s);
  TlrWheelsetView view = {&s, NULL, NAN};
  g_assert_cmpfloat(drawn_fraction(tlr_wheelset_draw, &view), <, 0.5); /* a message only */
  tl_test_ws_update(&s, &spec);
  const TlrDrawFunc each[] = {tlr_wheelset_track_draw, tlr_wheelset_motion_draw,
                              tlr_wheelset_locus_draw, tlr_wheelset_bif_draw, tlr_wheelset_draw};
  for (size_t k = 0; k < G_N_ELEMENTS(each); k++)
    g_assert_cmpfloat(drawn_fraction(each[k], &view), >, 0.02);
  TlrStyle style = tlr_style_light();
  view.t_now = 0.4;
  cairo_surface_t *a = tl_test_draw_rgb24(tlr_wheelset_track_draw, &view, 640, 320, &style);
  view.t_now = 0.9;
  cairo_surface_t *b = tl_test_draw_rgb24(tlr_wheelset_track_draw, &view, 640, 320, &style);
  view.t_now = NAN;
  cairo_surface_t *c = tl_test_draw_rgb24(tlr_wheelset_track_draw, &view, 640, 320, &style);
  view.t_now = 1e3;
  cairo_surface_t *d = tl_test_draw_rgb24(tlr_wheelset_track_draw, &view, 640, 320, &style);
  const size_t bytes = (size_t)cairo_image_surface_get_stride(a) * 320;
  g_assert_cmpint(memcmp(cairo_image_surface_get_data(a), cairo_image_surface_get_data(b), bytes),
                  !=, 0);
  g_assert_cmpint(memcmp(cairo_image_surface_get_data(c), cairo_image_surface_get_data(d), bytes),
                  ==, 0);
  cairo_surface_destroy(a);
  cairo_surface_destroy(b);
  cairo_surface_destroy(c);
  cairo_surface_destroy(d);
  char readout[512], want[64];
  tlr_wheelset_readout(&view, readout, sizeof readout);
  g_assert_cmpint(s.critical.kind, ==, TL_WS_CRITICAL_FOUND);
  snprintf(want, sizeof want, "critical speed %.4g m/s", s.critical.speed);
  g_assert_nonnull(strstr(readout, want));
  tl_study_wheelset_clear(&s);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/figures/transient/drive", test_transient_drive);
  g_test_add_func("/figures/transient/exact", test_transient_exact);
  g_test_add_func("/figures/transient/case-breaks", test_transient_case_breaks);
  g_test_add_func("/figures/transient/compare", test_compare);
  g_test_add_func("/figures/steady/update", test_steady_update);
  g_test_add_func("/figures/steady/exact", test_steady_exact);
  g_test_add_func("/figures/stickslip/no-run-time", test_stickslip_no_run_time);
  g_test_add_func("/figures/wheelset", test_wheelset);
  return g_test_run();
}
