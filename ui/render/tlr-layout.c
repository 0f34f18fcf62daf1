/* tlr-layout.c — the layout log (tlr-layout.h), and the layout decisions of
 * a plot (tlr-layout-plot.h): the log records where the boxes went, the
 * decisions are where they go. */
#include "tlr-layout.h"

#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "tlr-layout-plot.h"

TlrLayoutLog *
tlr_layout_log_new(void)
{
  return calloc(1, sizeof(TlrLayoutLog));
}

void
tlr_layout_log_free(TlrLayoutLog *log)
{
  if (!log)
    return;
  free(log->points);
  free(log->boxes);
  free(log);
}

/* A rectangle of user space in device space (no rotation in a plot). */
static TlrRect
to_device(cairo_t *cr, TlrRect r)
{
  double x0 = r.x, y0 = r.y, x1 = r.x + r.w, y1 = r.y + r.h;
  cairo_user_to_device(cr, &x0, &y0);
  cairo_user_to_device(cr, &x1, &y1);
  return (TlrRect){ x0 < x1 ? x0 : x1, y0 < y1 ? y0 : y1, x0 < x1 ? x1 - x0 : x0 - x1,
                    y0 < y1 ? y1 - y0 : y0 - y1 };
}

void
tlr_layout_log_point(const TlrStyle *style, cairo_t *cr, double x, double y)
{
  TlrLayoutLog *log = style->layout_log;
  if (!log)
    return;
  cairo_user_to_device(cr, &x, &y);
  if (log->n_points == log->cap_points) {
    const int cap = log->cap_points ? 2 * log->cap_points : 1024;
    double *p = realloc(log->points, 2 * (size_t)cap * sizeof(double));
    if (!p)
      return; /* a log only: the drawing goes on */
    log->points = p;
    log->cap_points = cap;
  }
  log->points[2 * log->n_points] = x;
  log->points[2 * log->n_points + 1] = y;
  log->n_points++;
}

static void
push_box(TlrLayoutLog *log, TlrLayoutBox box)
{
  if (log->n_boxes == log->cap_boxes) {
    const int cap = log->cap_boxes ? 2 * log->cap_boxes : 64;
    TlrLayoutBox *b = realloc(log->boxes, (size_t)cap * sizeof(TlrLayoutBox));
    if (!b)
      return; /* a log only: the drawing goes on */
    log->boxes = b;
    log->cap_boxes = cap;
  }
  log->boxes[log->n_boxes++] = box;
}

void
tlr_layout_log_box(const TlrStyle *style, cairo_t *cr, TlrBoxKind kind, TlrRect rect,
                   TlrRect within, int group)
{
  TlrLayoutLog *log = style->layout_log;
  if (!log)
    return;
  push_box(log, (TlrLayoutBox){ kind, to_device(cr, rect), to_device(cr, within), group, 0.0, 0 });
}

void
tlr_layout_log_open_holder(const TlrStyle *style, cairo_t *cr, TlrBoxKind kind, TlrRect rect)
{
  TlrLayoutLog *log = style->layout_log;
  if (!log)
    return;
  log->holder = ++log->n_holders;
  tlr_layout_log_box(style, cr, kind, rect, rect, log->holder);
}

void
tlr_layout_log_close_holder(const TlrStyle *style)
{
  TlrLayoutLog *log = style->layout_log;
  if (log)
    log->holder = 0;
}

void
tlr_layout_log_text(const TlrStyle *style, cairo_t *cr, TlrRect ink, double size)
{
  TlrLayoutLog *log = style->layout_log;
  if (!log || !(ink.w > 0.0 && ink.h > 0.0))
    return;
  /* the rotated rectangle's four corners, bounded in device space */
  const double xs[4] = { ink.x, ink.x + ink.w, ink.x, ink.x + ink.w };
  const double ys[4] = { ink.y, ink.y, ink.y + ink.h, ink.y + ink.h };
  double x0 = INFINITY, y0 = INFINITY, x1 = -INFINITY, y1 = -INFINITY;
  for (int k = 0; k < 4; k++) {
    double x = xs[k], y = ys[k];
    cairo_user_to_device(cr, &x, &y);
    x0 = fmin(x0, x);
    x1 = fmax(x1, x);
    y0 = fmin(y0, y);
    y1 = fmax(y1, y);
  }
  double sx = size, sy = 0.0;
  cairo_user_to_device_distance(cr, &sx, &sy);
  const TlrRect r = { x0, y0, x1 - x0, y1 - y0 };
  /* text drawn inside a plot's clip that reaches past it is cut on the page */
  double c0x, c0y, c1x, c1y;
  cairo_clip_extents(cr, &c0x, &c0y, &c1x, &c1y);
  cairo_user_to_device(cr, &c0x, &c0y);
  cairo_user_to_device(cr, &c1x, &c1y);
  const double slack = 0.5;
  const int cut = x0 < fmin(c0x, c1x) - slack || x1 > fmax(c0x, c1x) + slack ||
                  y0 < fmin(c0y, c1y) - slack || y1 > fmax(c0y, c1y) + slack;
  push_box(log, (TlrLayoutBox){ TLR_BOX_TEXT, r, r, log->holder, hypot(sx, sy), cut });
}

int
tlr_layout_log_group(const TlrStyle *style)
{
  TlrLayoutLog *log = style->layout_log;
  return log ? log->n_groups++ : 0;
}

void
tlr_layout_hints_begin(TlrLayoutHints *hints)
{
  hints->n_plots = 0;
  memset(hints->want, 0, sizeof hints->want);
}

int
tlr_layout_hints_settle(TlrLayoutHints *hints)
{
  int changed = 0;
  for (int i = 0; i < TLR_LAYOUT_HINT_PLOTS; i++)
    if (hints->want[i] > hints->band[i] + 0.5) {
      hints->band[i] = hints->want[i];
      changed = 1;
    }
  return changed;
}

int
tlr_rect_overlap(TlrRect a, TlrRect b, double slack)
{
  return a.x + a.w - slack > b.x && b.x + b.w - slack > a.x && a.y + a.h - slack > b.y &&
         b.y + b.h - slack > a.y;
}

const char *
tlr_layout_wrap_title(cairo_t *cr, const TlrStyle *style, const TlrTextOpts *o, const char *title,
                      double room, char *buf, size_t len)
{
  double tw;
  tlr_text_size(cr, style, o, title, &tw, NULL);
  const size_t n = strlen(title);
  if (0.75 * tw <= room || n >= len || strchr(title, '\n'))
    return title;
  memcpy(buf, title, n + 1);
  size_t best = 0;
  double best_w = tw;
  int in_tag = 0;
  for (size_t i = 0; i < n; i++) {
    if (title[i] == '<' || title[i] == '>') {
      in_tag = title[i] == '<';
      continue;
    }
    if (in_tag || title[i] != ' ')
      continue;
    buf[i] = '\n';
    double ww;
    tlr_text_size(cr, style, o, buf, &ww, NULL);
    buf[i] = ' ';
    if (ww < best_w) {
      best_w = ww;
      best = i;
    }
  }
  if (!best)
    return title;
  buf[best] = '\n';
  return buf;
}

double
tlr_layout_title_x(cairo_t *cr, const TlrStyle *style, TlrTextOpts *o, const char *title,
                   double x, double w, double ix, double iw, double pad)
{
  double tw;
  tlr_text_size(cr, style, o, title, &tw, NULL);
  double cx = ix + 0.5 * iw;
  const double room = w - 2.0 * pad;
  if (tw > iw && room > 0.0) {
    /* measured again: hinted text does not scale exactly with its size */
    for (int k = 0; k < 3 && tw > room && o->size > TLR_LAYOUT_MIN_TEXT; k++) {
      o->size = fmax(TLR_LAYOUT_MIN_TEXT, o->size * room / tw);
      tlr_text_size(cr, style, o, title, &tw, NULL);
    }
    cx = fmin(fmax(cx, x + pad + 0.5 * tw), x + w - pad - 0.5 * tw);
    if (tw > room)
      cx = x + 0.5 * w;
  }
  return cx;
}

double
tlr_layout_fit_side_label(cairo_t *cr, const TlrStyle *style, TlrTextOpts *o, const char *markup,
                          double cy, double lo, double hi)
{
  double len;
  tlr_text_size(cr, style, o, markup, &len, NULL);
  const double room = hi - lo;
  if (len > room && room > 0.0) {
    o->size = fmax(TLR_LAYOUT_MIN_TEXT, o->size * room / len);
    tlr_text_size(cr, style, o, markup, &len, NULL);
  }
  if (len >= room)
    return 0.5 * (lo + hi);
  return fmin(fmax(cy, lo + 0.5 * len), hi - 0.5 * len);
}

void
tlr_layout_plot_reset(TlrPlot *plot)
{
  memset(plot->occ, 0, sizeof plot->occ);
  plot->n_boxes = 0;
}

void
tlr_plot_occupy(TlrPlot *plot, double px, double py)
{
  if (!(px >= plot->x && px <= plot->x + plot->w && py >= plot->y && py <= plot->y + plot->h))
    return;
  int i = (int)((px - plot->x) / plot->w * TLR_PLOT_OCC_NX);
  int j = (int)((py - plot->y) / plot->h * TLR_PLOT_OCC_NY);
  i = i < 0 ? 0 : i >= TLR_PLOT_OCC_NX ? TLR_PLOT_OCC_NX - 1 : i;
  j = j < 0 ? 0 : j >= TLR_PLOT_OCC_NY ? TLR_PLOT_OCC_NY - 1 : j;
  if (plot->occ[j][i] < 0xffff)
    plot->occ[j][i]++;
  tlr_layout_log_point(plot->style, plot->cr, px, py);
}

void
tlr_plot_occupy_rect(TlrPlot *plot, double x, double y, double w, double h)
{
  const double cw = plot->w / TLR_PLOT_OCC_NX, ch = plot->h / TLR_PLOT_OCC_NY;
  /* a point in every placement cell the rectangle touches, and its corners */
  for (double py = y; py < y + h + 0.5 * ch; py += 0.5 * ch)
    for (double px = x; px < x + w + 0.5 * cw; px += 0.5 * cw)
      tlr_plot_occupy(plot, fmin(px, x + w), fmin(py, y + h));
}

void
tlr_plot_occupy_ellipse(TlrPlot *plot, double a, double b)
{
  const double cw = plot->w / TLR_PLOT_OCC_NX, ch = plot->h / TLR_PLOT_OCC_NY;
  for (int j = 0; j < TLR_PLOT_OCC_NY; j++)
    for (int i = 0; i < TLR_PLOT_OCC_NX; i++) {
      /* the cell in data units, and its point nearest the centre */
      const double x0 = tlr_scale_unmap(&plot->sx, plot->x + i * cw);
      const double x1 = tlr_scale_unmap(&plot->sx, plot->x + (i + 1) * cw);
      const double y0 = tlr_scale_unmap(&plot->sy, plot->y + (j + 1) * ch);
      const double y1 = tlr_scale_unmap(&plot->sy, plot->y + j * ch);
      const double nx = fmin(fmax(0.0, fmin(x0, x1)), fmax(x0, x1));
      const double ny = fmin(fmax(0.0, fmin(y0, y1)), fmax(y0, y1));
      if ((nx / a) * (nx / a) + (ny / b) * (ny / b) > 1.0)
        continue;
      if (plot->occ[j][i] < 0xffff)
        plot->occ[j][i]++;
      tlr_layout_log_point(plot->style, plot->cr, plot->x + (i + 0.5) * cw,
                           plot->y + (j + 0.5) * ch);
    }
}

void
tlr_layout_occupy_line(TlrPlot *plot, const double *xs, const double *ys, int n,
                       const TlrScale *sy)
{
  const double step = fmax(0.5, 0.5 * fmin(plot->w / TLR_PLOT_OCC_NX, plot->h / TLR_PLOT_OCC_NY));
  int have = 0;
  double ax = 0.0, ay = 0.0;
  for (int i = 0; i < n; i++) {
    if (!isfinite(xs[i]) || !isfinite(ys[i])) {
      have = 0;
      continue;
    }
    const double bx = tlr_scale_map(&plot->sx, xs[i]), by = tlr_scale_map(sy, ys[i]);
    if (!have) {
      tlr_plot_occupy(plot, bx, by);
    } else {
      const double len = hypot(bx - ax, by - ay);
      const int k = len > step ? (int)fmin(ceil(len / step), 4096.0) : 1;
      for (int j = 1; j <= k; j++)
        tlr_plot_occupy(plot, ax + (bx - ax) * j / k, ay + (by - ay) * j / k);
    }
    ax = bx;
    ay = by;
    have = 1;
  }
}

static void
corner_origin(const TlrPlot *plot, TlrCorner corner, double bw, double bh, double *bx, double *by)
{
  const double m = 0.5 * plot->style->font_size;
  const int right = corner == TLR_CORNER_TOP_RIGHT || corner == TLR_CORNER_BOTTOM_RIGHT;
  const int bottom = corner == TLR_CORNER_BOTTOM_LEFT || corner == TLR_CORNER_BOTTOM_RIGHT;
  *bx = right ? plot->x + plot->w - m - bw : plot->x + m;
  *by = bottom ? plot->y + plot->h - m - bh : plot->y + m;
}

/* What a box at (bx, by) would hide: the data samples in the grid cells it
 * touches (grown by a line's half width), and far more for a box it would
 * overlap or for leaving the axes. */
static double
box_cost(const TlrPlot *plot, double bx, double by, double bw, double bh)
{
  const double m = 0.15 * plot->style->font_size + 0.5 * plot->style->line_width;
  if (bx < plot->x - 0.5 || by < plot->y - 0.5 || bx + bw > plot->x + plot->w + 0.5 ||
      by + bh > plot->y + plot->h + 0.5)
    return 1e9;
  double cost = 0.0;
  const double cw = plot->w / TLR_PLOT_OCC_NX, ch = plot->h / TLR_PLOT_OCC_NY;
  const int i0 = (int)fmax(0.0, floor((bx - m - plot->x) / cw));
  const int i1 = (int)fmin(TLR_PLOT_OCC_NX - 1.0, floor((bx + bw + m - plot->x) / cw));
  const int j0 = (int)fmax(0.0, floor((by - m - plot->y) / ch));
  const int j1 = (int)fmin(TLR_PLOT_OCC_NY - 1.0, floor((by + bh + m - plot->y) / ch));
  for (int j = j0; j <= j1; j++)
    for (int i = i0; i <= i1; i++)
      cost += plot->occ[j][i];
  const TlrRect me = { bx, by, bw, bh };
  for (int k = 0; k < plot->n_boxes; k++) {
    const double *o = plot->boxes[k];
    if (tlr_rect_overlap(me, (TlrRect){ o[0], o[1], o[2], o[3] }, -0.2 * plot->style->font_size))
      cost += 1e6;
  }
  return cost;
}

static double
best_place(const TlrPlot *plot, TlrCorner corner, double bw, double bh, double *bx, double *by)
{
  const double m = 0.5 * plot->style->font_size;
  double cand[4 + 2 + 2 * TLR_PLOT_MAX_BOXES][2];
  int nc = 0;
  corner_origin(plot, corner, bw, bh, &cand[nc][0], &cand[nc][1]);
  nc++;
  static const TlrCorner order[] = { TLR_CORNER_TOP_RIGHT, TLR_CORNER_TOP_LEFT,
                                     TLR_CORNER_BOTTOM_RIGHT, TLR_CORNER_BOTTOM_LEFT };
  for (int k = 0; k < 4; k++)
    if (order[k] != corner) {
      corner_origin(plot, order[k], bw, bh, &cand[nc][0], &cand[nc][1]);
      nc++;
    }
  const double mid = plot->x + 0.5 * (plot->w - bw);
  cand[nc][0] = cand[nc + 1][0] = mid;
  cand[nc][1] = plot->y + m;
  cand[nc + 1][1] = plot->y + plot->h - m - bh;
  nc += 2;
  for (int k = 0; k < plot->n_boxes; k++) { /* stacked under or over a box, same side */
    const double *o = plot->boxes[k];
    const double x = o[0] + 0.5 * o[2] < plot->x + 0.5 * plot->w ? o[0] : o[0] + o[2] - bw;
    cand[nc][0] = cand[nc + 1][0] = x;
    cand[nc][1] = o[1] + o[3] + 0.4 * m;
    cand[nc + 1][1] = o[1] - 0.4 * m - bh;
    nc += 2;
  }
  int best = 0;
  double best_cost = INFINITY;
  for (int k = 0; k < nc; k++) {
    const double c = box_cost(plot, cand[k][0], cand[k][1], bw, bh);
    if (c < best_cost) {
      best_cost = c;
      best = k;
    }
    if (c == 0.0)
      break;
  }
  *bx = cand[best][0];
  *by = cand[best][1];
  return best_cost;
}

int
tlr_layout_box_fits(const TlrPlot *plot, TlrCorner corner, double bw, double bh)
{
  double bx, by;
  return best_place(plot, corner, bw, bh, &bx, &by) == 0.0;
}

int
tlr_layout_band_take(TlrPlot *plot, double bh, double *by)
{
  TlrLayoutHints *hints = plot->style->hints;
  if (!hints || plot->hint < 0)
    return 0;
  const double gap = 0.4 * plot->style->font_size;
  hints->want[plot->hint] += bh + gap;
  if (plot->box_band_used + bh + gap > plot->box_band_h + 0.5)
    return 0; /* the next pass makes the room */
  *by = plot->box_band_y + plot->box_band_used + gap;
  plot->box_band_used += bh + gap;
  return 1;
}

void
tlr_layout_place_box(TlrPlot *plot, TlrCorner corner, TlrBoxKind kind, double bw, double bh,
                     double *bx, double *by)
{
  tlr_layout_place_box_in(plot, corner, kind, bw, bh, 1, bx, by);
}

void
tlr_layout_place_box_in(TlrPlot *plot, TlrCorner corner, TlrBoxKind kind, double bw, double bh,
                        int band, double *bx, double *by)
{
  const double best_cost = best_place(plot, corner, bw, bh, bx, by);
  double band_y;
  if (best_cost > 0.0 && band && tlr_layout_band_take(plot, bh, &band_y)) {
    /* no place clear of the data: under the plot */
    const double pad = 0.5 * plot->style->font_size;
    *bx = fmax(plot->ox + pad, fmin(plot->x, plot->ox + plot->ow - pad - bw));
    *by = band_y;
  }
  if (plot->n_boxes < TLR_PLOT_MAX_BOXES) {
    double *o = plot->boxes[plot->n_boxes++];
    o[0] = *bx;
    o[1] = *by;
    o[2] = bw;
    o[3] = bh;
  }
  const TlrRect r = { *bx, *by, bw, bh };
  tlr_layout_log_open_holder(plot->style, plot->cr, kind, r); /* the caller closes it */
}

const char *
tlr_layout_note_text(const TlrPlot *plot, TlrTextOpts *o, const char *markup, double pad,
                     char *buf, size_t len, double *w, double *h)
{
  tlr_text_size(plot->cr, plot->style, o, markup, w, h);
  const double room = plot->ow - 2.0 * pad - plot->style->font_size;
  if (*w > room) {
    markup = tlr_text_wrap(plot->cr, plot->style, o, markup, room, buf, len);
    tlr_text_size(plot->cr, plot->style, o, markup, w, h);
  }
  if (*w + 2 * pad > plot->w) { /* a narrow plot: smaller text, not below the minimum */
    o->size = fmax(TLR_LAYOUT_MIN_TEXT, o->size * (plot->w - 2 * pad) / *w);
    tlr_text_size(plot->cr, plot->style, o, markup, w, h);
  }
  return markup;
}

void
tlr_legend_size(cairo_t *cr, const TlrStyle *style, const TlrLegendEntry *entries, int n,
                double *width, double *height)
{
  const double fs = style->font_size, sample = TLR_LEGEND_SAMPLE * fs;
  const double gap = TLR_LEGEND_GAP * fs, pad = TLR_LEGEND_PAD * fs;
  const TlrTextOpts o = tlr_text_opts(TLR_LEGEND_TEXT, 0.0, 0.5);
  double tw = 0.0, lh = 0.0;
  for (int i = 0; i < n; i++) {
    double w, h;
    tlr_text_size(cr, style, &o, entries[i].label, &w, &h);
    tw = fmax(tw, w);
    lh = fmax(lh, h);
  }
  *width = pad + sample + gap + tw + pad;
  *height = pad + n * lh + pad;
}

int
tlr_legend_fits(cairo_t *cr, const TlrStyle *style, const TlrLegendEntry *entries, int n,
                double width, double height, double wfrac, double hfrac)
{
  double bw, bh;
  tlr_legend_size(cr, style, entries, n, &bw, &bh);
  const double fs = style->font_size;
  return bw <= wfrac * (width - 6.0 * fs) && bh <= hfrac * (height - 6.7 * fs);
}

/* The entries flowed into rows of at most `width`: each entry's width and
 * row; returns the number of rows, *lh the row height. */
static int
below_rows(cairo_t *cr, const TlrStyle *st, const TlrLegendEntry *entries, int n, double width,
           double *item_w, int *row, double *lh)
{
  const double fs = st->font_size;
  const TlrTextOpts o = tlr_text_opts(TLR_LEGEND_TEXT, 0.0, 0.5);
  int rows = n > 0 ? 1 : 0;
  double used = 0.0;
  *lh = 0.0;
  for (int i = 0; i < n; i++) {
    double w, h;
    tlr_text_size(cr, st, &o, entries[i].label, &w, &h);
    /* sample, gap, label, space to the next */
    item_w[i] = TLR_LEGEND_SAMPLE * fs + TLR_LEGEND_GAP * fs + w + 1.2 * fs;
    *lh = fmax(*lh, h);
    if (used > 0.0 && used + item_w[i] > width) {
      rows++;
      used = 0.0;
    }
    used += item_w[i];
    row[i] = rows - 1;
  }
  return rows;
}

double
tlr_legend_below_height(cairo_t *cr, const TlrStyle *style, const TlrLegendEntry *entries, int n,
                        double width)
{
  double item_w[TLR_LEGEND_BELOW_MAX], lh;
  int row[TLR_LEGEND_BELOW_MAX];
  n = n > TLR_LEGEND_BELOW_MAX ? TLR_LEGEND_BELOW_MAX : n;
  const int rows = below_rows(cr, style, entries, n, width - 1.2 * style->font_size, item_w, row,
                              &lh);
  return rows > 0 ? rows * lh + 0.4 * style->font_size : 0.0;
}

int
tlr_layout_legend_below(const TlrPlot *plot, const TlrLegendEntry *entries, int n, double *x,
                        double *cy, TlrRect *box)
{
  return tlr_layout_legend_rows(plot, entries, n, plot->band_y + 0.4 * plot->style->font_size, x,
                                cy, box);
}

int
tlr_layout_legend_rows(const TlrPlot *plot, const TlrLegendEntry *entries, int n, double y0,
                       double *x, double *cy, TlrRect *box)
{
  const TlrStyle *st = plot->style;
  double item_w[TLR_LEGEND_BELOW_MAX], lh;
  int row[TLR_LEGEND_BELOW_MAX];
  n = n > TLR_LEGEND_BELOW_MAX ? TLR_LEGEND_BELOW_MAX : n;
  const double pad = 0.6 * st->font_size, width = plot->ow - 2.0 * pad;
  const int rows = below_rows(plot->cr, st, entries, n, width, item_w, row, &lh);
  double bx0 = INFINITY, bx1 = -INFINITY;
  for (int r = 0, i = 0; r < rows; r++) {
    double rw = 0.0;
    for (int k = i; k < n && row[k] == r; k++)
      rw += item_w[k];
    rw -= 1.2 * st->font_size; /* no space after the last */
    /* centred under the axes, inside the plot's outer edges */
    double xr = fmin(fmax(plot->x + 0.5 * (plot->w - rw), plot->ox + pad),
                     plot->ox + plot->ow - pad - rw);
    bx0 = fmin(bx0, xr);
    bx1 = fmax(bx1, xr + rw);
    for (; i < n && row[i] == r; i++) {
      x[i] = xr;
      cy[i] = y0 + (r + 0.5) * lh;
      xr += item_w[i];
    }
  }
  *box = (TlrRect){ bx0, y0, bx1 - bx0, rows * lh };
  return n;
}

TlrLayoutRules
tlr_layout_rules(const TlrStyle *style, double width, double height)
{
  const double em = style->font_size;
  return (TlrLayoutRules){ width,
                           height,
                           TLR_LAYOUT_MIN_TEXT * em,
                           TLR_LAYOUT_MIN_AXES_W * em,
                           TLR_LAYOUT_MIN_AXES_H * em,
                           TLR_LAYOUT_MIN_AXES_SHORT * em };
}

/* ---- the check ------------------------------------------------------------------- */

static const char *
box_name(const TlrLayoutBox *b)
{
  switch (b->kind) {
  case TLR_BOX_LEGEND: return "legend";
  case TLR_BOX_NOTE: return "note";
  case TLR_BOX_TITLE: return "title";
  case TLR_BOX_COLORBAR_TICK: return "colour-bar tick";
  case TLR_BOX_AXES: return "plot";
  case TLR_BOX_TEXT: return "text";
  }
  return "box";
}

typedef struct {
  GString *report;
  int faults, max_lines;
} Faults;

static void G_GNUC_PRINTF(2, 3)
fault(Faults *f, const char *fmt, ...)
{
  if (f->report && f->faults < f->max_lines) {
    va_list ap;
    va_start(ap, fmt);
    g_string_append_vprintf(f->report, fmt, ap);
    va_end(ap);
    g_string_append_c(f->report, '\n');
  }
  f->faults++;
}

static int
holds_point(const TlrRect *r, double x, double y, double grow)
{
  return x > r->x - grow && x < r->x + r->w + grow && y > r->y - grow && y < r->y + r->h + grow;
}

#define RECT_FMT "(%.1f, %.1f) %.1f × %.1f"
#define RECT_ARGS(r) (r).x, (r).y, (r).w, (r).h

int
tlr_layout_check(const TlrLayoutLog *log, const TlrLayoutRules *rules, GString *report,
                 int max_lines)
{
  Faults f = { report, 0, max_lines };
  /* half a device unit: the layout's own rounding; text ink may touch */
  const double slack = 0.5;
  for (int i = 0; i < log->n_boxes; i++) {
    const TlrLayoutBox *b = &log->boxes[i];
    switch (b->kind) {
    case TLR_BOX_TEXT:
      if (b->rect.x < -slack || b->rect.y < -slack || b->rect.x + b->rect.w > rules->width + slack ||
          b->rect.y + b->rect.h > rules->height + slack)
        fault(&f, "text " RECT_FMT " leaves the figure %.0f × %.0f", RECT_ARGS(b->rect),
              rules->width, rules->height);
      if (b->cut)
        fault(&f, "text " RECT_FMT " is cut by the frame it is drawn in", RECT_ARGS(b->rect));
      if (b->size < rules->min_text - 1e-9)
        fault(&f, "text " RECT_FMT " is set at %.3g, below the minimum %.3g", RECT_ARGS(b->rect),
              b->size, rules->min_text);
      for (int j = i + 1; j < log->n_boxes; j++) {
        const TlrLayoutBox *o = &log->boxes[j];
        if (o->kind == TLR_BOX_TEXT && tlr_rect_overlap(b->rect, o->rect, slack))
          fault(&f, "text " RECT_FMT " overlaps text " RECT_FMT, RECT_ARGS(b->rect),
                RECT_ARGS(o->rect));
      }
      break;
    case TLR_BOX_LEGEND:
    case TLR_BOX_NOTE:
      for (int k = 0; k < log->n_points; k++)
        if (holds_point(&b->rect, log->points[2 * k], log->points[2 * k + 1], 0.0)) {
          fault(&f, "%s " RECT_FMT " covers the data point (%.1f, %.1f)", box_name(b),
                RECT_ARGS(b->rect), log->points[2 * k], log->points[2 * k + 1]);
          break;
        }
      for (int j = 0; j < log->n_boxes; j++) {
        const TlrLayoutBox *o = &log->boxes[j];
        if (j == i || o->kind == TLR_BOX_AXES || o->kind == TLR_BOX_TITLE ||
            (o->kind == TLR_BOX_TEXT && o->group == b->group && b->group != 0))
          continue;
        if ((o->kind == TLR_BOX_LEGEND || o->kind == TLR_BOX_NOTE) && j < i)
          continue; /* each pair of boxes once */
        if (tlr_rect_overlap(b->rect, o->rect, slack))
          fault(&f, "%s " RECT_FMT " covers the %s " RECT_FMT, box_name(b), RECT_ARGS(b->rect),
                box_name(o), RECT_ARGS(o->rect));
      }
      break;
    case TLR_BOX_TITLE:
      if (b->rect.x < b->within.x - slack || b->rect.x + b->rect.w > b->within.x + b->within.w + slack)
        fault(&f, "title %.1f … %.1f leaves its plot %.1f … %.1f", b->rect.x,
              b->rect.x + b->rect.w, b->within.x, b->within.x + b->within.w);
      break;
    case TLR_BOX_COLORBAR_TICK:
      for (int j = i + 1; j < log->n_boxes; j++) {
        const TlrLayoutBox *o = &log->boxes[j];
        if (o->kind == TLR_BOX_COLORBAR_TICK && o->group == b->group &&
            tlr_rect_overlap(b->rect, o->rect, 0.0))
          fault(&f, "colour-bar tick labels " RECT_FMT " and " RECT_FMT " overlap",
                RECT_ARGS(b->rect), RECT_ARGS(o->rect));
      }
      break;
    case TLR_BOX_AXES:
      if (b->group) { /* the data's aspect: the long side, and one tick interval across */
        const double lo = fmin(b->rect.w, b->rect.h), hi = fmax(b->rect.w, b->rect.h);
        if (hi < rules->min_axes_w - slack || lo < rules->min_axes_short - slack)
          fault(&f, "plot " RECT_FMT " (at the data's aspect) is smaller than %.0f × %.0f",
                RECT_ARGS(b->rect), rules->min_axes_w, rules->min_axes_short);
      } else if (b->rect.w < rules->min_axes_w - slack || b->rect.h < rules->min_axes_h - slack) {
        fault(&f, "plot " RECT_FMT " is smaller than %.0f × %.0f", RECT_ARGS(b->rect),
              rules->min_axes_w, rules->min_axes_h);
      }
      break;
    }
  }
  if (report && f.faults > f.max_lines)
    g_string_append_printf(report, "… and %d more\n", f.faults - f.max_lines);
  return f.faults;
}
