/* tlr-plot.c — plot frames, lines, markers, legends and notes: the drawing.
 * How titles fit and where legends and notes go is decided by tlr-layout.c
 * (tlr-layout-plot.h). */
#include "tlr-plot.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "tlr-layout-plot.h"
#include "tlr-layout.h"
#include "tlr-probe.h"
#include "tlr-text.h"

#define MAX_TICKS 64

TlrPlotSpec
tlr_plot_spec(const char *title, const char *xlabel, const char *ylabel)
{
  TlrPlotSpec s = { 0 };
  s.title = title;
  s.xlabel = xlabel;
  s.ylabel = ylabel;
  s.xmax = s.ymax = s.y2max = 1.0;
  s.nice_limits = 1;
  s.grid = 1;
  return s;
}

TlrLineStyle
tlr_line_style(TlrColor color)
{
  TlrLineStyle ls = { color, 1.0, TLR_DASH_SOLID, 0, 0 };
  return ls;
}

static void
set_color(cairo_t *cr, TlrColor c)
{
  cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a);
}

void
tlr_fill_background(cairo_t *cr, const TlrStyle *style, double x, double y, double w, double h)
{
  cairo_save(cr);
  set_color(cr, style->background);
  cairo_rectangle(cr, x, y, w, h);
  cairo_fill(cr);
  cairo_restore(cr);
}

void
tlr_draw_message(cairo_t *cr, const TlrStyle *style, double x, double y, double w, double h,
                 const char *markup)
{
  TlrTextOpts o = tlr_text_opts(1.1, 0.5, 0.5);
  tlr_text(cr, style, x + 0.5 * w, y + 0.5 * h, &o, style->muted, markup);
}

void
tlr_draw_placeholder(cairo_t *cr, const TlrStyle *style, double width, double height,
                     const char *markup)
{
  tlr_fill_background(cr, style, 0, 0, width, height);
  tlr_draw_message(cr, style, 0, 0, width, height, markup);
}

int
tlr_background_or_placeholder(cairo_t *cr, const TlrStyle *style, double width, double height,
                              int empty, const char *markup)
{
  if (empty)
    tlr_draw_placeholder(cr, style, width, height, markup);
  else
    tlr_fill_background(cr, style, 0, 0, width, height);
  return empty;
}

/* The value a tick at data v shows: −v on a depth axis (never −0). */
static double
tick_value(double v, int negate)
{
  return negate ? 0.0 - v : v;
}

/* The last tick label of an axis range, when its tick is at the range's
 * end (else 0): half of it stands beyond the axes. */
static double
last_tick_label_width(cairo_t *cr, const TlrStyle *style, double lo, double hi, int target)
{
  double ticks[MAX_TICKS], step, tw = 0.0;
  char buf[64];
  const int n = tlr_ticks(lo, hi, target, ticks, MAX_TICKS, &step);
  if (n < 1 || fabs(ticks[n - 1] - hi) > 1e-9 * fmax(fabs(hi - lo), 1e-300) + 0.5 * step * 1e-6)
    return 0.0;
  const TlrTextOpts o = tlr_text_opts(0.9, 0, 0);
  tlr_format_tick(ticks[n - 1], step, buf, sizeof buf);
  tlr_text_size(cr, style, &o, buf, &tw, NULL);
  return tw;
}

/* Widest tick label of an axis range. */
static double
max_tick_label_width(cairo_t *cr, const TlrStyle *style, double lo, double hi, int target,
                     int negate)
{
  double ticks[MAX_TICKS], step, wmax = 0.0;
  char buf[64];
  const int n = tlr_ticks(lo, hi, target, ticks, MAX_TICKS, &step);
  const TlrTextOpts o = tlr_text_opts(0.9, 0, 0);
  for (int i = 0; i < n; i++) {
    double tw;
    tlr_format_tick(tick_value(ticks[i], negate), step, buf, sizeof buf);
    tlr_text_size(cr, style, &o, buf, &tw, NULL);
    wmax = fmax(wmax, tw);
  }
  return wmax;
}

static void
normalise_limits(double *lo, double *hi)
{
  if (!isfinite(*lo) || !isfinite(*hi)) {
    *lo = 0.0;
    *hi = 1.0;
  }
  if (*hi - *lo <= 1e-12 * fmax(fabs(*lo), fabs(*hi)) || *hi < *lo) {
    const double mid = 0.5 * (*lo + *hi);
    const double pad = mid != 0.0 ? 0.05 * fabs(mid) : 0.5;
    *lo = mid - pad;
    *hi = mid + pad;
  }
}

static int
tick_target(double length, double spacing)
{
  const int n = (int)(length / spacing);
  return n < 2 ? 2 : n > 12 ? 12 : n;
}

/* A grid line, tick mark or side of the axes box from (x0, y0) to (x1, y1),
 * horizontal or vertical, at the current line width.  On screen it is
 * snapped to whole device pixels and filled: crisp, and cairo fills
 * pixel-aligned boxes several times faster than it strokes a line lying
 * between pixels (the rules were a third of a plot's drawing time).  A file
 * strokes it where it is. */
static void
rule(cairo_t *cr, const TlrStyle *style, double x0, double y0, double x1, double y1)
{
  if (!style->screen) {
    cairo_move_to(cr, x0, y0);
    cairo_line_to(cr, x1, y1);
    cairo_stroke(cr);
    return;
  }
  const double w = fmax(1.0, round(cairo_get_line_width(cr)));
  const double a = round(fmin(x0, x1)), b = round(fmin(y0, y1));
  if (x0 == x1) /* vertical */
    cairo_rectangle(cr, round(x0 - 0.5 * w), b, w, fmax(round(fmax(y0, y1)) - b, 1.0));
  else
    cairo_rectangle(cr, a, round(y0 - 0.5 * w), fmax(round(fmax(x0, x1)) - a, 1.0), w);
  cairo_fill(cr);
}

double
tlr_plot_next_band(const TlrStyle *style)
{
  const TlrLayoutHints *hints = style->hints;
  return hints && hints->n_plots < TLR_LAYOUT_HINT_PLOTS ? hints->band[hints->n_plots] : 0.0;
}

void
tlr_plot_begin(TlrPlot *plot, cairo_t *cr, const TlrStyle *style, double x, double y, double w,
               double h, const TlrPlotSpec *spec)
{
  const double fs = style->font_size;
  const double pad = 0.6 * fs, tick = 0.4 * fs, gap = 0.3 * fs;
  double xmin = spec->xmin, xmax = spec->xmax, ymin = spec->ymin, ymax = spec->ymax;
  double y2min = spec->y2min, y2max = spec->y2max;
  double label_h;
  TlrTextOpts o_title = tlr_text_opts(1.1, 0.5, 0.0);
  TlrTextOpts o_label = tlr_text_opts(1.0, 0.5, 0.0);
  TlrTextOpts o_tick = tlr_text_opts(0.9, 0.5, 0.0);

  plot->cr = cr;
  plot->style = style;
  tlr_layout_plot_reset(plot);
  plot->ox = x;
  plot->oy = y;
  plot->ow = w;
  plot->oh = h;
  plot->has_y2 = spec->has_y2;
  TlrLayoutHints *hints = style->hints;
  plot->hint = hints && hints->n_plots < TLR_LAYOUT_HINT_PLOTS ? hints->n_plots++ : -1;
  const double box_band = plot->hint >= 0 ? hints->band[plot->hint] : 0.0;
  /* the window's zoom replaces the figure's limits, as they are */
  const int zoomed = style->probe && tlr_probe_view_override(style->probe, &xmin, &xmax, &ymin,
                                                             &ymax, &y2min, &y2max);
  normalise_limits(&xmin, &xmax);
  normalise_limits(&ymin, &ymax);
  normalise_limits(&y2min, &y2max);

  tlr_text_size(cr, style, &o_label, "Xg", NULL, &label_h);
  double tick_h;
  tlr_text_size(cr, style, &o_tick, "0", NULL, &tick_h);
  double title_h = 0.0;
  char title_buf[512];
  const char *title = spec->title;
  if (title && title[0]) {
    title = tlr_layout_wrap_title(cr, style, &o_title, title, w - 2.0 * pad, title_buf,
                                  sizeof title_buf);
    tlr_text_size(cr, style, &o_title, title, NULL, &title_h);
    title_h += gap;
  }

  /* Two passes: the y tick labels' width depends on the range, which (with
   * equal aspect or nice limits) depends on the inner size. */
  double ix = x, iy = y, iw = w, ih = h;
  double lx = xmin, hx = xmax, ly = ymin, hy = ymax, ly2 = y2min, hy2 = y2max;
  for (int pass = 0; pass < 2; pass++) {
    const int ty = tick_target(ih, 3.2 * fs);
    const double left = pad + (spec->ylabel ? label_h + gap : 0.0) +
                        max_tick_label_width(cr, style, ly, hy, ty, spec->y_depth) + gap + tick;
    double right = pad + spec->right_extra;
    if (spec->has_y2)
      right += tick + gap + max_tick_label_width(cr, style, ly2, hy2, ty, 0) +
               (spec->y2label ? gap + label_h : 0.0);
    else /* room for the last x tick label, centred on the axes' right end */
      right += fmax(0.6 * fs, 0.5 * last_tick_label_width(cr, style, lx, hx,
                                                          tick_target(iw, 6.0 * fs)) +
                                  0.2 * fs);
    const double top = pad + title_h + 0.4 * fs;
    const double bottom = pad + tick + gap + tick_h + (spec->xlabel ? gap + label_h : 0.0) +
                          spec->bottom_extra + box_band;
    ix = x + left;
    iy = y + top;
    iw = fmax(w - left - right, 10.0);
    ih = fmax(h - top - bottom, 10.0);

    lx = xmin;
    hx = xmax;
    ly = ymin;
    hy = ymax;
    ly2 = y2min;
    hy2 = y2max;
    if (spec->equal_aspect) {
      const double scale = fmin(iw / (hx - lx), ih / (hy - ly));
      const double cx = 0.5 * (lx + hx), cy = 0.5 * (ly + hy);
      lx = cx - 0.5 * iw / scale;
      hx = cx + 0.5 * iw / scale;
      ly = cy - 0.5 * ih / scale;
      hy = cy + 0.5 * ih / scale;
    } else if (spec->nice_limits && !zoomed) {
      tlr_nice_limits(&lx, &hx, tick_target(iw, 6.0 * fs));
      tlr_nice_limits(&ly, &hy, tick_target(ih, 3.2 * fs));
      if (spec->has_y2)
        tlr_nice_limits(&ly2, &hy2, tick_target(ih, 3.2 * fs));
    }
  }

  if (style->screen) {
    /* whole device pixels: the plot's clip is then a pixel region, not a
     * mask cairo builds for every clipped fill and stroke */
    const double x1 = round(ix + iw), y1 = round(iy + ih);
    ix = round(ix);
    iy = round(iy);
    iw = x1 - ix;
    ih = y1 - iy;
  }
  plot->x = ix;
  plot->y = iy;
  plot->w = iw;
  plot->h = ih;
  plot->band_h = spec->bottom_extra;
  plot->band_y = iy + ih + tick + gap + tick_h + (spec->xlabel ? gap + label_h : 0.0);
  plot->box_band_y = plot->band_y + spec->bottom_extra;
  plot->box_band_h = box_band;
  plot->box_band_used = 0.0;
  plot->sx = (TlrScale){ lx, hx, ix, ix + iw };
  plot->sy = (TlrScale){ ly, hy, iy + ih, iy };
  plot->sy2 = (TlrScale){ ly2, hy2, iy + ih, iy };
  plot->probe_plot = style->probe ? tlr_probe_add_plot(style->probe, ix, iy, iw, ih, &plot->sx,
                                                       &plot->sy, &plot->sy2, spec->has_y2,
                                                       spec->xlabel, spec->ylabel, spec->y2label)
                                  : -1;

  cairo_save(cr);
  set_color(cr, style->plot_bg);
  cairo_rectangle(cr, ix, iy, iw, ih);
  cairo_fill(cr);

  /* grid and ticks */
  double ticks[MAX_TICKS], step;
  char buf[64];
  const double lw = fmax(1.0, 0.08 * fs);
  cairo_set_line_width(cr, lw);

  int n = tlr_ticks(lx, hx, tick_target(iw, 6.0 * fs), ticks, MAX_TICKS, &step);
  for (int i = 0; i < n; i++) {
    const double px = tlr_scale_map(&plot->sx, ticks[i]);
    if (spec->grid) {
      set_color(cr, style->grid);
      rule(cr, style, px, iy, px, iy + ih);
    }
    set_color(cr, style->axis);
    rule(cr, style, px, iy + ih, px, iy + ih + tick);
    tlr_format_tick(ticks[i], step, buf, sizeof buf);
    tlr_text(cr, style, px, iy + ih + tick + gap, &o_tick, style->text, buf);
  }

  const TlrTextOpts o_ytick = tlr_text_opts(0.9, 1.0, 0.5);
  n = tlr_ticks(ly, hy, tick_target(ih, 3.2 * fs), ticks, MAX_TICKS, &step);
  for (int i = 0; i < n; i++) {
    const double py = tlr_scale_map(&plot->sy, ticks[i]);
    if (spec->grid) {
      set_color(cr, style->grid);
      rule(cr, style, ix, py, ix + iw, py);
    }
    set_color(cr, style->axis);
    rule(cr, style, ix - tick, py, ix, py);
    tlr_format_tick(tick_value(ticks[i], spec->y_depth), step, buf, sizeof buf);
    tlr_text(cr, style, ix - tick - gap, py, &o_ytick, style->text, buf);
  }

  double y2_tick_w = 0.0;
  if (spec->has_y2) {
    const TlrTextOpts o_y2tick = tlr_text_opts(0.9, 0.0, 0.5);
    n = tlr_ticks(ly2, hy2, tick_target(ih, 3.2 * fs), ticks, MAX_TICKS, &step);
    y2_tick_w = max_tick_label_width(cr, style, ly2, hy2, tick_target(ih, 3.2 * fs), 0);
    for (int i = 0; i < n; i++) {
      const double py = tlr_scale_map(&plot->sy2, ticks[i]);
      set_color(cr, style->axis);
      rule(cr, style, ix + iw, py, ix + iw + tick, py);
      tlr_format_tick(ticks[i], step, buf, sizeof buf);
      tlr_text(cr, style, ix + iw + tick + gap, py, &o_y2tick, style->text, buf);
    }
  }

  /* axis labels and title */
  if (spec->xlabel) {
    /* under the axes' middle; a label wider than the axes moves over, clear of
     * the y label and inside the figure, and shrinks (not below the minimum)
     * where even that is too narrow */
    const double lo = x + pad + (spec->ylabel ? label_h + gap : 0.0), hi = x + w - pad;
    double xw;
    tlr_text_size(cr, style, &o_label, spec->xlabel, &xw, NULL);
    if (xw > hi - lo && hi > lo) {
      o_label.size = fmax(TLR_LAYOUT_MIN_TEXT, o_label.size * (hi - lo) / xw);
      tlr_text_size(cr, style, &o_label, spec->xlabel, &xw, NULL);
    }
    const double cx = fmin(fmax(ix + 0.5 * iw, lo + 0.5 * xw), hi - 0.5 * xw);
    tlr_text(cr, style, xw <= hi - lo ? cx : 0.5 * (lo + hi), iy + ih + tick + gap + tick_h + gap,
             &o_label, style->text, spec->xlabel);
  }
  if (spec->ylabel) {
    TlrTextOpts o = tlr_text_opts(1.0, 0.5, 0.0);
    o.angle = -M_PI / 2.0;
    TlrColor c = spec->ylabel_color.a > 0.0 ? spec->ylabel_color : style->text;
    const double cy = tlr_layout_fit_side_label(cr, style, &o, spec->ylabel, iy + 0.5 * ih,
                                                y + pad + title_h, y + h - pad);
    tlr_text(cr, style, x + pad, cy, &o, c, spec->ylabel);
  }
  if (spec->has_y2 && spec->y2label) {
    TlrTextOpts o = tlr_text_opts(1.0, 0.5, 0.0);
    o.angle = M_PI / 2.0;
    TlrColor c = spec->y2label_color.a > 0.0 ? spec->y2label_color : style->text;
    const double cy = tlr_layout_fit_side_label(cr, style, &o, spec->y2label, iy + 0.5 * ih,
                                                y + pad + title_h, y + h - pad);
    tlr_text(cr, style, ix + iw + tick + gap + y2_tick_w + gap + label_h, cy, &o, c,
             spec->y2label);
  }
  if (title && title[0]) {
    const double cx = tlr_layout_title_x(cr, style, &o_title, title, x, w, ix, iw, pad);
    tlr_text(cr, style, cx, y + pad, &o_title, style->text, title);
    if (style->layout_log) {
      double tw, th;
      tlr_text_size(cr, style, &o_title, title, &tw, &th);
      const TlrRect outer = { x, y, w, h };
      tlr_layout_log_box(style, cr, TLR_BOX_TITLE, (TlrRect){ cx - 0.5 * tw, y + pad, tw, th }, outer,
                         0);
    }
  }
  if (style->layout_log)
    tlr_layout_log_box(style, cr, TLR_BOX_AXES, (TlrRect){ ix, iy, iw, ih },
                       (TlrRect){ x, y, w, h }, spec->equal_aspect);
  cairo_restore(cr);
}

void
tlr_plot_end(TlrPlot *plot)
{
  cairo_t *cr = plot->cr;
  cairo_save(cr);
  set_color(cr, plot->style->axis);
  cairo_set_line_width(cr, fmax(1.0, 0.08 * plot->style->font_size));
  if (plot->style->screen) {
    const double x0 = plot->x, y0 = plot->y, x1 = x0 + plot->w, y1 = y0 + plot->h;
    rule(cr, plot->style, x0, y0, x1, y0);
    rule(cr, plot->style, x0, y1, x1, y1);
    rule(cr, plot->style, x0, y0, x0, y1);
    rule(cr, plot->style, x1, y0, x1, y1);
  } else {
    cairo_rectangle(cr, plot->x, plot->y, plot->w, plot->h);
    cairo_stroke(cr);
  }
  cairo_restore(cr);
}

void
tlr_plot_clip(TlrPlot *plot)
{
  cairo_save(plot->cr);
  cairo_rectangle(plot->cr, plot->x, plot->y, plot->w, plot->h);
  cairo_clip(plot->cr);
}

void
tlr_plot_unclip(TlrPlot *plot)
{
  cairo_restore(plot->cr);
}

double
tlr_plot_x(const TlrPlot *plot, double x)
{
  return tlr_scale_map(&plot->sx, x);
}

double
tlr_plot_y(const TlrPlot *plot, double y)
{
  return tlr_scale_map(&plot->sy, y);
}

double
tlr_plot_y2(const TlrPlot *plot, double y)
{
  return tlr_scale_map(&plot->sy2, y);
}

static void
set_dash(cairo_t *cr, TlrDash dash, double lw)
{
  if (dash == TLR_DASH_DASHED) {
    const double d[] = { 4.0 * lw, 2.5 * lw };
    cairo_set_dash(cr, d, 2, 0.0);
  } else if (dash == TLR_DASH_DOTTED) {
    /* short square dots: round caps on zero-length dashes look the same but
     * cost cairo a small circle per dot */
    const double d[] = { lw, 1.6 * lw };
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    cairo_set_dash(cr, d, 2, 0.0);
  } else if (dash == TLR_DASH_DASH_DOT) {
    const double d[] = { 5.0 * lw, 1.8 * lw, lw, 1.8 * lw };
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    cairo_set_dash(cr, d, 4, 0.0);
  } else {
    cairo_set_dash(cr, NULL, 0, 0.0);
  }
}

/* Squared distance of (px, py) from the segment a–b. */
static double
segment_dist2(double px, double py, double ax, double ay, double bx, double by)
{
  const double dx = bx - ax, dy = by - ay, len2 = dx * dx + dy * dy;
  double t = len2 > 0.0 ? ((px - ax) * dx + (py - ay) * dy) / len2 : 0.0;
  t = t < 0.0 ? 0.0 : t > 1.0 ? 1.0 : t;
  const double ex = ax + t * dx - px, ey = ay + t * dy - py;
  return ex * ex + ey * ey;
}

/* The screen's path of n device points: a point is left out while every
 * point it stands for lies within `tol` device pixels of the segment drawn
 * in their place, so the picture is the same to a fraction of a pixel with
 * far fewer segments to stroke (a smooth curve of thousands of points keeps
 * a few hundred).  A run is cut after max_run points to bound the checks. */
static void
path_simplified(cairo_t *cr, const double *px, const double *py, int n)
{
  const double tol2 = 0.2 * 0.2;
  const int max_run = 32;
  int a = 0; /* the last point put on the path */
  cairo_move_to(cr, px[0], py[0]);
  for (int i = 2; i < n; i++) {
    int fits = i - a <= max_run;
    for (int k = a + 1; fits && k < i; k++)
      fits = segment_dist2(px[k], py[k], px[a], py[a], px[i], py[i]) <= tol2;
    if (!fits) {
      a = i - 1;
      cairo_line_to(cr, px[a], py[a]);
    }
  }
  cairo_line_to(cr, px[n - 1], py[n - 1]);
}

/* The screen's line: each finite run simplified; 0 if out of memory. */
static int
line_simplified(TlrPlot *plot, const double *xs, const double *ys, int n, const TlrScale *sy)
{
  double *px = malloc(2 * (size_t)n * sizeof(double));
  if (!px)
    return 0;
  double *py = px + n;
  int m = 0;
  for (int i = 0; i <= n; i++) {
    if (i < n && isfinite(xs[i]) && isfinite(ys[i])) {
      px[m] = tlr_scale_map(&plot->sx, xs[i]);
      py[m++] = tlr_scale_map(sy, ys[i]);
    } else if (m > 0) { /* a run ends */
      path_simplified(plot->cr, px, py, m);
      m = 0;
    }
  }
  free(px);
  return 1;
}

void
tlr_plot_line(TlrPlot *plot, const double *xs, const double *ys, int n, const TlrLineStyle *ls)
{
  cairo_t *cr = plot->cr;
  const TlrScale *sy = ls->use_y2 ? &plot->sy2 : &plot->sy;
  const double lw = ls->width * plot->style->line_width;
  /* Points closer than this to the last point drawn add nothing visible but
   * cost stroking time (a live run draws thousands per frame). */
  const double min_step = 0.5;
  int pen_down = 0;
  double lx = 0.0, ly = 0.0; /* the last point put on the path */
  double px = 0.0, py = 0.0; /* the last point seen */
  int pending = 0;           /* a skipped point that must end the run */

  if (plot->style->probe && !ls->guide)
    tlr_probe_add_line(plot->style->probe, plot->probe_plot, xs, ys, n, ls->color, ls->use_y2);
  if (!ls->guide)
    tlr_layout_occupy_line(plot, xs, ys, n, sy);
  tlr_plot_clip(plot);
  cairo_set_line_width(cr, lw);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  set_dash(cr, ls->dash, lw);
  set_color(cr, ls->color);
  if (plot->style->screen)
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_FAST); /* 4×4 coverage: ~40 % less time a curve */
  if (plot->style->screen && n > 2 && line_simplified(plot, xs, ys, n, sy)) {
    cairo_stroke(cr);
    tlr_plot_unclip(plot);
    return;
  }
  for (int i = 0; i < n; i++) {
    if (!isfinite(xs[i]) || !isfinite(ys[i])) {
      if (pending)
        cairo_line_to(cr, px, py);
      pen_down = pending = 0;
      continue;
    }
    px = tlr_scale_map(&plot->sx, xs[i]);
    py = tlr_scale_map(sy, ys[i]);
    if (!pen_down) {
      cairo_move_to(cr, px, py);
      lx = px;
      ly = py;
      pen_down = 1;
      pending = 0;
    } else if (fabs(px - lx) >= min_step || fabs(py - ly) >= min_step) {
      cairo_line_to(cr, px, py);
      lx = px;
      ly = py;
      pending = 0;
    } else {
      pending = 1;
    }
  }
  if (pending)
    cairo_line_to(cr, px, py);
  cairo_stroke(cr);
  tlr_plot_unclip(plot);
}

static void
marker_path(cairo_t *cr, TlrMarker marker, double px, double py, double r)
{
  switch (marker) {
  case TLR_MARKER_SQUARE:
    cairo_rectangle(cr, px - r, py - r, 2 * r, 2 * r);
    break;
  case TLR_MARKER_DIAMOND:
    cairo_move_to(cr, px, py - 1.3 * r);
    cairo_line_to(cr, px + 1.3 * r, py);
    cairo_line_to(cr, px, py + 1.3 * r);
    cairo_line_to(cr, px - 1.3 * r, py);
    cairo_close_path(cr);
    break;
  case TLR_MARKER_CROSS:
    cairo_move_to(cr, px - r, py - r);
    cairo_line_to(cr, px + r, py + r);
    cairo_move_to(cr, px - r, py + r);
    cairo_line_to(cr, px + r, py - r);
    break;
  case TLR_MARKER_CIRCLE:
  default:
    cairo_new_sub_path(cr);
    cairo_arc(cr, px, py, r, 0, 2 * M_PI);
    break;
  }
}

static void
draw_marker(cairo_t *cr, const TlrStyle *style, TlrMarker marker, double px, double py, double r,
            TlrColor color)
{
  if (marker == TLR_MARKER_NONE)
    return;
  cairo_save(cr);
  cairo_set_dash(cr, NULL, 0, 0.0);
  marker_path(cr, marker, px, py, r);
  set_color(cr, color);
  if (marker == TLR_MARKER_CROSS) {
    cairo_set_line_width(cr, style->line_width);
    cairo_stroke(cr);
  } else {
    cairo_fill_preserve(cr);
    set_color(cr, style->plot_bg);
    cairo_set_line_width(cr, 0.6 * style->line_width);
    cairo_stroke(cr);
  }
  cairo_restore(cr);
}

void
tlr_plot_marker(TlrPlot *plot, double x, double y, TlrMarker marker, double size, TlrColor color,
                int use_y2)
{
  if (!isfinite(x) || !isfinite(y))
    return;
  const double px = tlr_plot_x(plot, x), py = use_y2 ? tlr_plot_y2(plot, y) : tlr_plot_y(plot, y);
  const double r = 0.5 * size * plot->style->font_size;
  for (int k = 0; k < 9; k++) /* the centre and the marker's edge */
    tlr_plot_occupy(plot, px + (k ? r * cos(k * M_PI / 4) : 0.0),
                    py + (k ? r * sin(k * M_PI / 4) : 0.0));
  tlr_plot_clip(plot);
  draw_marker(plot->cr, plot->style, marker, px, py, r, color);
  tlr_plot_unclip(plot);
}

static void
box(cairo_t *cr, const TlrStyle *style, double bx, double by, double bw, double bh)
{
  set_color(cr, tlr_color_with_alpha(style->plot_bg, 0.88));
  cairo_rectangle(cr, bx, by, bw, bh);
  cairo_fill_preserve(cr);
  set_color(cr, style->grid);
  cairo_set_line_width(cr, 1.0);
  cairo_stroke(cr);
}

/* One legend row's sample and label from (x, cy). */
static void
legend_entry(cairo_t *cr, const TlrStyle *st, const TlrLegendEntry *e, double x, double cy)
{
  const double fs = st->font_size, sample = TLR_LEGEND_SAMPLE * fs, gap = TLR_LEGEND_GAP * fs;
  const TlrTextOpts o = tlr_text_opts(TLR_LEGEND_TEXT, 0.0, 0.5);
  if (!e->no_line) {
    const double lw = st->line_width;
    cairo_set_line_width(cr, lw);
    set_dash(cr, e->dash, lw);
    set_color(cr, e->color);
    cairo_move_to(cr, x, cy);
    cairo_line_to(cr, x + sample, cy);
    cairo_stroke(cr);
  }
  draw_marker(cr, st, e->marker, x + 0.5 * sample, cy, 0.3 * fs, e->color);
  tlr_text(cr, st, x + gap + sample, cy, &o, st->text, e->label);
}

void
tlr_plot_legend_below(TlrPlot *plot, const TlrLegendEntry *entries, int n)
{
  cairo_t *cr = plot->cr;
  const TlrStyle *st = plot->style;
  double x[TLR_LEGEND_BELOW_MAX], cy[TLR_LEGEND_BELOW_MAX];
  TlrRect box;
  n = tlr_layout_legend_below(plot, entries, n, x, cy, &box);
  cairo_save(cr);
  tlr_layout_log_open_holder(st, cr, TLR_BOX_LEGEND, box);
  for (int i = 0; i < n; i++)
    legend_entry(cr, st, &entries[i], x[i], cy[i]);
  tlr_layout_log_close_holder(st);
  cairo_restore(cr);
}

void
tlr_plot_legend(TlrPlot *plot, const TlrLegendEntry *entries, int n, TlrCorner corner)
{
  if (n <= 0)
    return;
  cairo_t *cr = plot->cr;
  const TlrStyle *st = plot->style;
  const double pad = TLR_LEGEND_PAD * st->font_size;
  double bw, bh;
  tlr_legend_size(cr, st, entries, n, &bw, &bh);
  const double lh = (bh - 2.0 * pad) / n;
  if (st->probe)
    for (int i = 0; i < n; i++)
      tlr_probe_add_legend(st->probe, plot->probe_plot, entries[i].label, entries[i].color);
  double bx, by;
  int asked = 0;
  if (st->hints && !tlr_layout_box_fits(plot, corner, bw, bh)) {
    asked = 1;
    /* no place clear of the data: in rows under the plot, as a legend below */
    const double rows_h = tlr_legend_below_height(cr, st, entries, n, plot->ow);
    double y0;
    if (tlr_layout_band_take(plot, rows_h, &y0)) {
      double x[TLR_LEGEND_BELOW_MAX], cy[TLR_LEGEND_BELOW_MAX];
      TlrRect rows;
      const int m = tlr_layout_legend_rows(plot, entries, n, y0, x, cy, &rows);
      cairo_save(cr);
      tlr_layout_log_open_holder(st, cr, TLR_BOX_LEGEND, rows);
      for (int i = 0; i < m; i++)
        legend_entry(cr, st, &entries[i], x[i], cy[i]);
      tlr_layout_log_close_holder(st);
      cairo_restore(cr);
      return;
    }
  }
  tlr_layout_place_box_in(plot, corner, TLR_BOX_LEGEND, bw, bh, !asked, &bx, &by);
  cairo_save(cr);
  box(cr, st, bx, by, bw, bh);
  for (int i = 0; i < n; i++)
    legend_entry(cr, st, &entries[i], bx + pad, by + pad + (i + 0.5) * lh);
  tlr_layout_log_close_holder(st);
  cairo_restore(cr);
}

void
tlr_plot_note(TlrPlot *plot, const char *markup, TlrCorner corner)
{
  if (!markup || !markup[0])
    return;
  cairo_t *cr = plot->cr;
  const TlrStyle *st = plot->style;
  const double pad = 0.4 * st->font_size;
  TlrTextOpts o = tlr_text_opts(0.9, 0.0, 0.0);
  double w, h, bx, by;
  char wrapped[1024];
  markup = tlr_layout_note_text(plot, &o, markup, pad, wrapped, sizeof wrapped, &w, &h);
  tlr_layout_place_box(plot, corner, TLR_BOX_NOTE, w + 2 * pad, h + 2 * pad, &bx, &by);
  cairo_save(cr);
  box(cr, st, bx, by, w + 2 * pad, h + 2 * pad);
  tlr_text(cr, st, bx + pad, by + pad, &o, st->text, markup);
  tlr_layout_log_close_holder(st);
  cairo_restore(cr);
}

void
tlr_range_widen(const double *v, int n, double *lo, double *hi)
{
  for (int i = 0; i < n; i++) {
    if (isfinite(v[i])) {
      *lo = fmin(*lo, v[i]);
      *hi = fmax(*hi, v[i]);
    }
  }
}
