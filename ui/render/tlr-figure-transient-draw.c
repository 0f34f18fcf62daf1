/* tlr-figure-transient-draw.c — drawing the transient figures: the map, the
 * hysteresis loop and the time series (state in tlr-figure-transient.c). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "tlr-export.h"
#include "tlr-figure-transient.h"
#include "tlr-plot.h"
#include "tlr-text.h"
#include "tlr-view-patch.h"
#include "tribo/units.h"

/* Colours of the two signals, the same in every view. */
static TlrColor
cx_color(const TlrStyle *s)
{
  return s->series[0];
}

static TlrColor
f_color(const TlrStyle *s)
{
  return s->series[1];
}

static int
draw_invalid(cairo_t *cr, double w, double h, const TlrStyle *style, const TlrTransientFigure *fig)
{
  if (fig->valid && fig->run.rec.n > 0)
    return 0;
  tlr_fill_background(cr, style, 0, 0, w, h);
  tlr_draw_message(cr, style, 0, 0, w, h, "no transient run");
  return 1;
}

/* "delay 2.54 ms (ratio 0.025), loop ∮f dc<sub>x</sub> = …" or why not. */
static void
analysis_text(const TlrTransientFigure *fig, char *buf, size_t len)
{
  const TlPeriodicAnalysis *a = &fig->analysis;
  if (!fig->periodic) {
    snprintf(buf, len, "delay: needs a periodic waveform");
  } else if (a->saturated) {
    snprintf(buf, len, "delay undefined: f saturates (full slip)\n∮ f dc<sub>x</sub> = %.4g",
             a->loop_area);
  } else if (isnan(a->delay)) {
    snprintf(buf, len, "delay: measured once the run reaches t = %.4g ms", a->t1 / TL_UNIT_MS);
  } else {
    snprintf(buf, len,
             "delay %.3f ms (ratio %.4f)\n∮ f dc<sub>x</sub> = %.4g\nf %.4f … %.4f",
             a->delay / TL_UNIT_MS, a->delay_ratio, a->loop_area, a->f_min, a->f_max);
  }
}

void
tlr_transient_figure_draw_patch(cairo_t *cr, double width, double height, const TlrStyle *style,
                                void *data)
{
  TlrTransientFigure *fig = data;
  if (draw_invalid(cr, width, height, style, fig))
    return;
  const TlTraction *t = tl_brush_traction(fig->brush);
  const TlRecord *r = &fig->run.rec;
  const int last = r->n - 1;
  TlrPatchFieldStyle fs;
  tlr_patch_field_fill(fig->spec.field, t, fig->spec.params.mu, fig->field, &fs);
  char title[200], note[300];
  snprintf(title, sizeof title, "Brush model at t = %.2f ms, c<sub>x</sub> = %.4g",
           r->t[last] / TL_UNIT_MS, r->cx[last]);
  snprintf(note, sizeof note, "f = %.4f, stick %.1f %%\nμ = %.3g, F<sub>N</sub> = %.4g kN",
           r->f[last], 100.0 * r->stick[last], fig->spec.params.mu,
           tl_brush_basics(fig->brush)->hertz.normal_load / TL_UNIT_KN);
  TlrPatchView v = { 0 };
  v.grid = tl_brush_grid(fig->brush);
  v.field = fig->field;
  v.field_scale = fs.scale;
  v.vmin = fs.vmin;
  v.vmax = fs.vmax;
  v.map = fs.map;
  v.title = title;
  v.note = note;
  v.colorbar_label = fs.label;
  v.state = t->state;
  v.mark_leading_edge = 1;
  tlr_draw_patch(cr, width, height, &v, style);
}

static void
range_of(const double *v, int n, double *lo, double *hi)
{
  for (int k = 0; k < n; k++) {
    if (isfinite(v[k])) {
      *lo = fmin(*lo, v[k]);
      *hi = fmax(*hi, v[k]);
    }
  }
}

void
tlr_transient_figure_draw_loop(cairo_t *cr, double width, double height, const TlrStyle *style,
                               void *data)
{
  const TlrTransientFigure *fig = data;
  if (draw_invalid(cr, width, height, style, fig))
    return;
  const TlRecord *r = &fig->run.rec;
  tlr_fill_background(cr, style, 0, 0, width, height);
  TlrPlotSpec spec = tlr_plot_spec("Hysteresis: traction coefficient vs creepage",
                                   "longitudinal creepage c<sub>x</sub> (–)",
                                   "f = T<sub>x</sub>/F<sub>N</sub> (–), wheel on rail");
  double xlo = INFINITY, xhi = -INFINITY, ylo = 0.0, yhi = -INFINITY;
  range_of(fig->curve_cx, fig->curve_n, &xlo, &xhi);
  range_of(r->cx, r->n, &xlo, &xhi);
  range_of(r->f, r->n, &ylo, &yhi);
  /* the steady curve only where it matters: inside the run's creepage range */
  for (int k = 0; k < fig->curve_n; k++)
    if (fig->curve_cx[k] >= xlo && fig->curve_cx[k] <= xhi && isfinite(fig->curve_f[k])) {
      ylo = fmin(ylo, fig->curve_f[k]);
      yhi = fmax(yhi, fig->curve_f[k]);
    }
  spec.xmin = xlo;
  spec.xmax = xhi;
  spec.ymin = ylo;
  spec.ymax = yhi + 0.3 * (yhi - ylo); /* room for the read-out */
  TlrPlot plot;
  tlr_plot_begin(&plot, cr, style, 0, 0, width, height, &spec);

  TlrLineStyle steady = tlr_line_style(style->muted);
  steady.dash = TLR_DASH_DOTTED;
  steady.width = 1.3;
  tlr_plot_line(&plot, fig->curve_cx, fig->curve_f, fig->curve_n, &steady);
  TlrLineStyle loop = tlr_line_style(f_color(style));
  tlr_plot_line(&plot, r->cx, r->f, r->n, &loop);
  tlr_plot_marker(&plot, r->cx[r->n - 1], r->f[r->n - 1], TLR_MARKER_CIRCLE, 0.8, style->text, 0);
  tlr_plot_end(&plot);

  const TlrLegendEntry legend[] = {
    { "brush model (transient)", f_color(style), TLR_DASH_SOLID, TLR_MARKER_NONE, 0 },
    { "FASTSIM steady state", style->muted, TLR_DASH_DOTTED, TLR_MARKER_NONE, 0 },
    { "now", style->text, TLR_DASH_SOLID, TLR_MARKER_CIRCLE, 1 },
  };
  tlr_plot_legend(&plot, legend, 3, TLR_CORNER_BOTTOM_RIGHT);
  char note[300];
  analysis_text(fig, note, sizeof note);
  tlr_plot_note(&plot, note, TLR_CORNER_TOP_LEFT);
}

/* Rows shown by the time series: the last time_window seconds, or all. */
static int
first_shown_row(const TlrTransientFigure *fig)
{
  const TlRecord *r = &fig->run.rec;
  if (!(fig->spec.time_window > 0.0))
    return 0;
  const double t0 = r->t[r->n - 1] - fig->spec.time_window;
  int k = r->n - 1;
  while (k > 0 && r->t[k - 1] >= t0)
    k--;
  return k;
}

/* Vertical dotted marks at both peaks and a double arrow between them. */
static void
draw_delay(TlrPlot *plot, const TlrTransientFigure *fig)
{
  const TlPeriodicAnalysis *a = &fig->analysis;
  if (!isfinite(a->delay))
    return;
  cairo_t *cr = plot->cr;
  const TlrStyle *st = plot->style;
  const double xc = tlr_plot_x(plot, a->t_cx_peak / TL_UNIT_MS);
  const double xf = tlr_plot_x(plot, a->t_f_peak / TL_UNIT_MS);
  const double ytop = plot->y + 0.24 * plot->h, ybot = plot->y + plot->h;
  tlr_plot_clip(plot);
  cairo_set_line_width(cr, 0.8 * st->line_width);
  const double dots[] = { 0.01, 1.8 * st->line_width };
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_dash(cr, dots, 2, 0.0);
  const TlrColor cc = cx_color(st), fc = f_color(st);
  cairo_set_source_rgba(cr, cc.r, cc.g, cc.b, 1.0);
  cairo_move_to(cr, xc, ytop);
  cairo_line_to(cr, xc, ybot);
  cairo_stroke(cr);
  cairo_set_source_rgba(cr, fc.r, fc.g, fc.b, 1.0);
  cairo_move_to(cr, xf, ytop);
  cairo_line_to(cr, xf, ybot);
  cairo_stroke(cr);
  /* the arrow */
  cairo_set_dash(cr, NULL, 0, 0.0);
  cairo_set_source_rgba(cr, st->text.r, st->text.g, st->text.b, 1.0);
  const double ah = 0.35 * st->font_size, dir = xf >= xc ? 1.0 : -1.0;
  cairo_move_to(cr, xc, ytop);
  cairo_line_to(cr, xf, ytop);
  cairo_stroke(cr);
  cairo_move_to(cr, xf, ytop);
  cairo_line_to(cr, xf - dir * ah, ytop - 0.6 * ah);
  cairo_line_to(cr, xf - dir * ah, ytop + 0.6 * ah);
  cairo_close_path(cr);
  cairo_fill(cr);
  char label[80];
  snprintf(label, sizeof label, "delay %.2f ms", a->delay / TL_UNIT_MS);
  TlrTextOpts o = tlr_text_opts(0.85, 0.0, 1.0);
  tlr_text(cr, st, fmax(xc, xf) + 0.4 * st->font_size, ytop - 0.2 * st->font_size, &o, st->text,
           label);
  tlr_plot_unclip(plot);
}

void
tlr_transient_figure_draw_timeseries(cairo_t *cr, double width, double height,
                                     const TlrStyle *style, void *data)
{
  const TlrTransientFigure *fig = data;
  if (draw_invalid(cr, width, height, style, fig))
    return;
  const TlRecord *r = &fig->run.rec;
  const int k0 = first_shown_row(fig), n = r->n - k0;
  tlr_fill_background(cr, style, 0, 0, width, height);

  /* times in ms for the axis (the record is SI) */
  double *t_ms = malloc((size_t)n * sizeof(double));
  if (!t_ms) {
    tlr_draw_message(cr, style, 0, 0, width, height, "out of memory");
    return;
  }
  for (int k = 0; k < n; k++)
    t_ms[k] = r->t[k0 + k] / TL_UNIT_MS;
  TlrPlotSpec spec = tlr_plot_spec("Creepage and traction coefficient over time", "time t (ms)",
                                   "f = T<sub>x</sub>/F<sub>N</sub> (–)");
  spec.has_y2 = 1;
  spec.y2label = "creepage c<sub>x</sub> (–)";
  spec.ylabel_color = f_color(style);
  spec.y2label_color = cx_color(style);
  spec.xmin = t_ms[0];
  spec.xmax = n > 1 ? t_ms[n - 1] : t_ms[0] + 1.0;
  spec.nice_limits = 0; /* the axis ends where the run is now */
  double flo = 0.0, fhi = -INFINITY, clo = 0.0, chi = -INFINITY;
  range_of(r->f + k0, n, &flo, &fhi);
  range_of(r->cx + k0, n, &clo, &chi);
  /* headroom above both signals for the read-out, the legend and the arrow */
  spec.ymin = flo;
  spec.ymax = fhi + 0.4 * (fhi - flo);
  spec.y2min = clo;
  spec.y2max = chi + 0.4 * (chi - clo);
  TlrPlot plot;
  tlr_plot_begin(&plot, cr, style, 0, 0, width, height, &spec);
  TlrLineStyle lc = tlr_line_style(cx_color(style));
  lc.use_y2 = 1;
  lc.dash = TLR_DASH_DASHED;
  tlr_plot_line(&plot, t_ms, r->cx + k0, n, &lc);
  TlrLineStyle lf = tlr_line_style(f_color(style));
  tlr_plot_line(&plot, t_ms, r->f + k0, n, &lf);
  draw_delay(&plot, fig);
  tlr_plot_end(&plot);

  const TlrLegendEntry legend[] = {
    { "f (left axis)", f_color(style), TLR_DASH_SOLID, TLR_MARKER_NONE, 0 },
    { "c<sub>x</sub> (right axis)", cx_color(style), TLR_DASH_DASHED, TLR_MARKER_NONE, 0 },
  };
  tlr_plot_legend(&plot, legend, 2, TLR_CORNER_TOP_RIGHT);
  char note[300];
  analysis_text(fig, note, sizeof note);
  tlr_plot_note(&plot, note, TLR_CORNER_TOP_LEFT);
  free(t_ms);
}

/* All three: the map on the left, loop and time series stacked on the right. */
void
tlr_transient_figure_draw(cairo_t *cr, double width, double height, const TlrStyle *style,
                          void *data)
{
  const double wl = 0.46 * width, wr = width - wl, hh = 0.5 * height;
  const struct {
    double x, y, w, h;
    TlrDrawFunc draw;
  } parts[] = {
    { 0, 0, wl, height, tlr_transient_figure_draw_patch },
    { wl, 0, wr, hh, tlr_transient_figure_draw_loop },
    { wl, hh, wr, height - hh, tlr_transient_figure_draw_timeseries },
  };
  for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++) {
    cairo_save(cr);
    cairo_rectangle(cr, parts[i].x, parts[i].y, parts[i].w, parts[i].h);
    cairo_clip(cr);
    cairo_translate(cr, parts[i].x, parts[i].y);
    parts[i].draw(cr, parts[i].w, parts[i].h, style, data);
    cairo_restore(cr);
  }
}
