/* tlr-figure-compare.c — brush and exact theory run together and drawn
 * together (tlr-figure-compare.h). */
#include "tlr-figure-compare.h"

#include <math.h>
#include <string.h>

#include "tlr-figure-transient-parts.h"
#include "tlr-plot.h"

void
tlr_compare_figure_init(TlrCompareFigure *fig)
{
  memset(fig, 0, sizeof *fig);
  tlr_transient_figure_init(&fig->brush);
  tlr_transient_figure_init(&fig->exact);
}

void
tlr_compare_figure_clear(TlrCompareFigure *fig)
{
  tlr_transient_figure_clear(&fig->brush);
  tlr_transient_figure_clear(&fig->exact);
  fig->valid = 0;
}

TlStatus
tlr_compare_figure_setup(TlrCompareFigure *fig, const TlrTransientSpec *spec, TlError *err)
{
  TlStatus s;
  TlrCompareFigure nf;
  tlr_compare_figure_init(&nf);
  TlrTransientSpec sb = *spec, se = *spec;
  sb.model = TLR_TRANSIENT_BRUSH;
  se.model = TLR_TRANSIENT_EXACT;
  se.dt = 0.0; /* the exact solver's own step, whatever the brush's */
  if ((s = tlr_transient_figure_setup(&nf.exact, &se, err)) != TL_OK ||
      (s = tlr_transient_figure_setup(&nf.brush, &sb, err)) != TL_OK) {
    tlr_compare_figure_clear(&nf);
    return s;
  }
  nf.valid = 1;
  nf.brush.overlay = fig->brush.overlay; /* pinned curves stay across a restart */
  nf.exact.overlay = fig->exact.overlay;
  tlr_compare_figure_clear(fig);
  *fig = nf;
  return TL_OK;
}

static TlStatus
require_valid(const TlrCompareFigure *fig, TlError *err)
{
  return fig->valid ? TL_OK : tl_error_set(err, TL_EINVAL, "the comparison is not set up");
}

TlStatus
tlr_compare_figure_advance(TlrCompareFigure *fig, int n, TlError *err)
{
  TlStatus s;
  if ((s = require_valid(fig, err)) != TL_OK ||
      (s = tlr_transient_figure_advance(&fig->exact, n, err)) != TL_OK)
    return s;
  return tlr_transient_figure_advance_to(&fig->brush, tl_run_time(&fig->exact.run), err);
}

TlStatus
tlr_compare_figure_advance_to(TlrCompareFigure *fig, double t, TlError *err)
{
  TlStatus s;
  if ((s = require_valid(fig, err)) != TL_OK ||
      (s = tlr_transient_figure_advance_to(&fig->exact, t, err)) != TL_OK)
    return s;
  return tlr_transient_figure_advance_to(&fig->brush, t, err);
}

TlStatus
tlr_compare_figure_set_params(TlrCompareFigure *fig, const TlContactParams *params, TlError *err)
{
  TlStatus s;
  if ((s = require_valid(fig, err)) != TL_OK)
    return s;
  const TlContactParams before = fig->exact.spec.params;
  /* the exact solver first: it rebuilds and is the one that can fail */
  if ((s = tlr_transient_figure_set_params(&fig->exact, params, err)) != TL_OK)
    return s;
  if ((s = tlr_transient_figure_set_params(&fig->brush, params, err)) != TL_OK) {
    tlr_transient_figure_set_params(&fig->exact, &before, NULL);
    return s;
  }
  return TL_OK;
}

TlStatus
tlr_compare_figure_set_waveform(TlrCompareFigure *fig, const TlWaveform *wave, TlError *err)
{
  TlStatus s;
  if ((s = require_valid(fig, err)) != TL_OK ||
      (s = tlr_transient_figure_set_waveform(&fig->exact, wave, err)) != TL_OK)
    return s;
  return tlr_transient_figure_set_waveform(&fig->brush, wave, err);
}

TlStatus
tlr_compare_figure_restart(TlrCompareFigure *fig, TlError *err)
{
  TlStatus s;
  if ((s = require_valid(fig, err)) != TL_OK ||
      (s = tlr_transient_figure_restart(&fig->exact, err)) != TL_OK)
    return s;
  return tlr_transient_figure_restart(&fig->brush, err);
}

double
tlr_compare_figure_time(const TlrCompareFigure *fig)
{
  if (!fig->valid)
    return 0.0;
  return fmin(tl_run_time(&fig->brush.run), tl_run_time(&fig->exact.run));
}

/* ---- drawing ------------------------------------------------------------------- */

static int
draw_invalid(cairo_t *cr, double w, double h, const TlrStyle *style, const TlrCompareFigure *fig)
{
  if (fig->valid)
    return 0;
  tlr_fill_background(cr, style, 0, 0, w, h);
  tlr_draw_message(cr, style, 0, 0, w, h, "no comparison run");
  return 1;
}

/* Clip and translate to the rectangle (x, y, w, h); pair with cairo_restore. */
static void
begin_part(cairo_t *cr, double x, double y, double w, double h)
{
  cairo_save(cr);
  cairo_rectangle(cr, x, y, w, h);
  cairo_clip(cr);
  cairo_translate(cr, x, y);
}

void
tlr_compare_figure_draw_maps(cairo_t *cr, double width, double height, const TlrStyle *style,
                             void *data)
{
  TlrCompareFigure *fig = data;
  if (draw_invalid(cr, width, height, style, fig))
    return;
  /* one colour range for both maps, so that equal colours are equal values */
  TlrPatchFieldStyle fb, fe;
  tlr_patch_field_fill(fig->brush.spec.field, tlr_transient_figure_traction(&fig->brush),
                       fig->brush.spec.params.mu, fig->brush.field, &fb);
  tlr_patch_field_fill(fig->exact.spec.field, tlr_transient_figure_traction(&fig->exact),
                       fig->exact.spec.params.mu, fig->exact.field, &fe);
  const double range[2] = { fmin(fb.vmin, fe.vmin), fmax(fb.vmax, fe.vmax) };
  const double hw = 0.5 * width;
  begin_part(cr, 0, 0, hw, height);
  tlr_transient_draw_patch_of(cr, hw, height, style, &fig->brush, range);
  cairo_restore(cr);
  begin_part(cr, hw, 0, width - hw, height);
  tlr_transient_draw_patch_of(cr, width - hw, height, style, &fig->exact, range);
  cairo_restore(cr);
}

void
tlr_compare_figure_draw_loops(cairo_t *cr, double width, double height, const TlrStyle *style,
                              void *data)
{
  const TlrCompareFigure *fig = data;
  if (draw_invalid(cr, width, height, style, fig))
    return;
  const TlrTransientFigure *both[2] = { &fig->brush, &fig->exact };
  tlr_transient_draw_loops(cr, width, height, style, both, 2);
}

void
tlr_compare_figure_draw_series(cairo_t *cr, double width, double height, const TlrStyle *style,
                               void *data)
{
  const TlrCompareFigure *fig = data;
  if (draw_invalid(cr, width, height, style, fig))
    return;
  const TlrTransientFigure *both[2] = { &fig->brush, &fig->exact };
  tlr_transient_draw_series(cr, width, height, style, both, 2);
}

void
tlr_compare_figure_draw(cairo_t *cr, double width, double height, const TlrStyle *style,
                        void *data)
{
  const double ht = 0.48 * height, hb = height - ht, wl = 0.5 * width;
  begin_part(cr, 0, 0, width, ht);
  tlr_compare_figure_draw_maps(cr, width, ht, style, data);
  cairo_restore(cr);
  begin_part(cr, 0, ht, wl, hb);
  tlr_compare_figure_draw_loops(cr, wl, hb, style, data);
  cairo_restore(cr);
  begin_part(cr, wl, ht, width - wl, hb);
  tlr_compare_figure_draw_series(cr, width - wl, hb, style, data);
  cairo_restore(cr);
}
