/* tlr-probe.c — recording what a figure drew, reading it back, view ranges. */
#include "tlr-probe.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tlr-text.h"

#define MAX_PLOTS 16
#define MAX_LINES 48
#define LABEL_LEN 160

typedef struct {
  double *xs, *ys; /* owned copies */
  int n, use_y2;
  TlrColor color;
  char name[LABEL_LEN];
} Line;

typedef struct {
  double x, y, w, h;
  TlrScale sx, sy, sy2;
  int has_y2;
  char xlabel[LABEL_LEN], ylabel[LABEL_LEN], y2label[LABEL_LEN];
  /* heat map (at most one per plot) */
  int nx, ny;
  double *values;       /* owned copy, NULL: no map */
  unsigned char *state; /* owned copy or NULL */
  double x0, x1, y0, y1;
  char value_label[LABEL_LEN];
  int value_named;
} Plot;

typedef struct {
  int set;
  double x0, x1, y0, y1, y20, y21;
} ViewRange;

struct TlrProbe {
  int n_plots;
  Plot plots[MAX_PLOTS];
  int n_lines;
  Line lines[MAX_LINES];
  int line_plot[MAX_LINES];
  int last_map_plot;
  ViewRange view[MAX_PLOTS];
  double dx, dy; /* where the figure drawing now sits in the widget (tlr_probe_set_origin) */
};

TlrProbe *
tlr_probe_new(void)
{
  TlrProbe *p = calloc(1, sizeof *p);
  if (p)
    p->last_map_plot = -1;
  return p;
}

void
tlr_probe_begin_frame(TlrProbe *probe)
{
  if (!probe)
    return;
  for (int k = 0; k < probe->n_plots; k++) {
    free(probe->plots[k].values);
    free(probe->plots[k].state);
  }
  for (int k = 0; k < probe->n_lines; k++)
    free(probe->lines[k].xs); /* ys shares the block */
  probe->n_plots = probe->n_lines = 0;
  probe->last_map_plot = -1;
}

void
tlr_probe_free(TlrProbe *probe)
{
  tlr_probe_begin_frame(probe);
  free(probe);
}

int
tlr_probe_n_plots(const TlrProbe *probe)
{
  return probe ? probe->n_plots : 0;
}

int
tlr_probe_plot_at(const TlrProbe *probe, double px, double py)
{
  if (!probe)
    return -1;
  for (int k = probe->n_plots - 1; k >= 0; k--) { /* the last drawn is on top */
    const Plot *p = &probe->plots[k];
    if (px >= p->x && px <= p->x + p->w && py >= p->y && py <= p->y + p->h)
      return k;
  }
  return -1;
}

int
tlr_probe_plot_rect(const TlrProbe *probe, int plot, double *x, double *y, double *w, double *h)
{
  if (!probe || plot < 0 || plot >= probe->n_plots)
    return 0;
  const Plot *p = &probe->plots[plot];
  *x = p->x;
  *y = p->y;
  *w = p->w;
  *h = p->h;
  return 1;
}

int
tlr_probe_plot_range(const TlrProbe *probe, int plot, double *xmin, double *xmax, double *ymin,
                     double *ymax)
{
  if (!probe || plot < 0 || plot >= probe->n_plots)
    return 0;
  const Plot *p = &probe->plots[plot];
  *xmin = p->sx.min;
  *xmax = p->sx.max;
  *ymin = p->sy.min;
  *ymax = p->sy.max;
  return 1;
}

/* ---- recording ---- */

static void
copy_label(char *dst, const char *src)
{
  snprintf(dst, LABEL_LEN, "%s", src ? src : "");
}

int
tlr_probe_view_override(const TlrProbe *probe, double *xmin, double *xmax, double *ymin,
                        double *ymax, double *y2min, double *y2max)
{
  if (!probe || probe->n_plots >= MAX_PLOTS || !probe->view[probe->n_plots].set)
    return 0;
  const ViewRange *v = &probe->view[probe->n_plots];
  *xmin = v->x0;
  *xmax = v->x1;
  *ymin = v->y0;
  *ymax = v->y1;
  if (isfinite(v->y20) && isfinite(v->y21)) { /* else the figure's own right axis */
    *y2min = v->y20;
    *y2max = v->y21;
  }
  return 1;
}

int
tlr_probe_add_plot(TlrProbe *probe, double x, double y, double w, double h, const TlrScale *sx,
                   const TlrScale *sy, const TlrScale *sy2, int has_y2, const char *xlabel,
                   const char *ylabel, const char *y2label)
{
  if (!probe || probe->n_plots >= MAX_PLOTS)
    return -1;
  Plot *p = &probe->plots[probe->n_plots];
  memset(p, 0, sizeof *p);
  p->x = x + probe->dx;
  p->y = y + probe->dy;
  p->w = w;
  p->h = h;
  p->sx = *sx;
  p->sy = *sy;
  p->sy2 = *sy2;
  p->sx.p0 += probe->dx;
  p->sx.p1 += probe->dx;
  p->sy.p0 += probe->dy;
  p->sy.p1 += probe->dy;
  p->sy2.p0 += probe->dy;
  p->sy2.p1 += probe->dy;
  p->has_y2 = has_y2;
  copy_label(p->xlabel, xlabel);
  copy_label(p->ylabel, ylabel);
  copy_label(p->y2label, y2label);
  return probe->n_plots++;
}

void
tlr_probe_set_origin(TlrProbe *probe, double dx, double dy)
{
  if (probe) {
    probe->dx = dx;
    probe->dy = dy;
  }
}

void
tlr_probe_add_line(TlrProbe *probe, int plot, const double *xs, const double *ys, int n,
                   TlrColor color, int use_y2)
{
  if (!probe || plot < 0 || plot >= probe->n_plots || n <= 0 || probe->n_lines >= MAX_LINES)
    return;
  double *copy = malloc(2 * (size_t)n * sizeof(double));
  if (!copy)
    return;
  memcpy(copy, xs, (size_t)n * sizeof(double));
  memcpy(copy + n, ys, (size_t)n * sizeof(double));
  Line *l = &probe->lines[probe->n_lines];
  l->xs = copy;
  l->ys = copy + n;
  l->n = n;
  l->use_y2 = use_y2;
  l->color = color;
  l->name[0] = '\0';
  probe->line_plot[probe->n_lines++] = plot;
}

static int
same_color(TlrColor a, TlrColor b)
{
  return fabs(a.r - b.r) < 1e-3 && fabs(a.g - b.g) < 1e-3 && fabs(a.b - b.b) < 1e-3;
}

void
tlr_probe_add_legend(TlrProbe *probe, int plot, const char *label, TlrColor color)
{
  if (!probe || !label)
    return;
  for (int k = 0; k < probe->n_lines; k++) {
    Line *l = &probe->lines[k];
    if (probe->line_plot[k] == plot && !l->name[0] && same_color(l->color, color))
      copy_label(l->name, label);
  }
}

void
tlr_probe_add_map(TlrProbe *probe, int plot, int nx, int ny, const double *values, double x0,
                  double x1, double y0, double y1)
{
  if (!probe || plot < 0 || plot >= probe->n_plots || nx <= 0 || ny <= 0)
    return;
  Plot *p = &probe->plots[plot];
  free(p->values);
  free(p->state);
  p->state = NULL;
  p->values = malloc((size_t)nx * (size_t)ny * sizeof(double));
  if (!p->values)
    return;
  memcpy(p->values, values, (size_t)nx * (size_t)ny * sizeof(double));
  p->nx = nx;
  p->ny = ny;
  p->x0 = x0;
  p->x1 = x1;
  p->y0 = y0;
  p->y1 = y1;
  p->value_named = 0;
  probe->last_map_plot = plot;
}

void
tlr_probe_add_map_state(TlrProbe *probe, const unsigned char *state, int nx, int ny)
{
  if (!probe || probe->last_map_plot < 0 || !state)
    return;
  Plot *p = &probe->plots[probe->last_map_plot];
  if (!p->values || p->nx != nx || p->ny != ny)
    return;
  free(p->state);
  p->state = malloc((size_t)nx * (size_t)ny);
  if (p->state)
    memcpy(p->state, state, (size_t)nx * (size_t)ny);
}

void
tlr_probe_add_map_label(TlrProbe *probe, const char *label)
{
  if (!probe)
    return;
  for (int k = 0; k < probe->n_plots; k++) {
    Plot *p = &probe->plots[k];
    if (p->values && !p->value_named) {
      copy_label(p->value_label, label);
      p->value_named = 1;
      return;
    }
  }
}

/* ---- reading ---- */

/* "c<sub>x</sub> (–)" → name "c<sub>x</sub>", unit "–"; an axis label's
 * remark after the unit ("x (mm) — rolling direction →") is dropped. */
static void
split_label(const char *label, char *name, char *unit)
{
  name[0] = unit[0] = '\0';
  if (!label || !label[0])
    return;
  const char *open = strstr(label, " (");
  if (!open) {
    snprintf(name, LABEL_LEN, "%s", label);
    return;
  }
  snprintf(name, LABEL_LEN, "%.*s", (int)(open - label), label);
  const char *close = strchr(open + 2, ')');
  if (close)
    snprintf(unit, LABEL_LEN, "%.*s", (int)(close - open - 2), open + 2);
  if (!strcmp(unit, "–") || !strcmp(unit, "-"))
    unit[0] = '\0'; /* dimensionless */
}

/* A number as the axes print them: 4 significant digits, a true minus sign. */
static void
format_value(double v, char *buf, size_t len)
{
  char tmp[32];
  snprintf(tmp, sizeof tmp, "%.4g", v);
  if (tmp[0] == '-')
    snprintf(buf, len, "\u2212%s", tmp + 1);
  else
    snprintf(buf, len, "%s", tmp);
}

/* Append "name = value unit" to text. */
static void
append_quantity(char *text, size_t len, const char *label, const char *fallback, double v)
{
  char name[LABEL_LEN], unit[LABEL_LEN], num[64];
  split_label(label, name, unit);
  format_value(v, num, sizeof num);
  const size_t used = strlen(text);
  snprintf(text + used, len - used, "%s = %s%s%s", name[0] ? name : fallback, num,
           unit[0] ? " " : "", unit);
}

static void
append(char *text, size_t len, const char *s)
{
  const size_t used = strlen(text);
  snprintf(text + used, len - used, "%s", s);
}

static int
hit_map(const Plot *p, TlrHit *out)
{
  if (!p->values || !(p->x1 != p->x0) || !(p->y1 != p->y0))
    return 0;
  const int i = (int)floor((out->x - p->x0) / (p->x1 - p->x0) * p->nx);
  const int j = (int)floor((out->y - p->y0) / (p->y1 - p->y0) * p->ny);
  if (i < 0 || i >= p->nx || j < 0 || j >= p->ny)
    return 0;
  const double v = p->values[j * p->nx + i];
  if (!isfinite(v))
    return 0;
  out->kind = TLR_HIT_MAP;
  out->i = i;
  out->j = j;
  out->value = v;
  out->state = p->state ? p->state[j * p->nx + i] : 0;
  /* the cell's centre, where the value belongs */
  const double xc = p->x0 + (i + 0.5) * (p->x1 - p->x0) / p->nx;
  const double yc = p->y0 + (j + 0.5) * (p->y1 - p->y0) / p->ny;
  const double ax = tlr_scale_map(&p->sx, p->x0 + i * (p->x1 - p->x0) / p->nx);
  const double bx = tlr_scale_map(&p->sx, p->x0 + (i + 1) * (p->x1 - p->x0) / p->nx);
  const double ay = tlr_scale_map(&p->sy, p->y0 + j * (p->y1 - p->y0) / p->ny);
  const double by = tlr_scale_map(&p->sy, p->y0 + (j + 1) * (p->y1 - p->y0) / p->ny);
  out->cell_x = fmin(ax, bx);
  out->cell_y = fmin(ay, by);
  out->cell_w = fabs(bx - ax);
  out->cell_h = fabs(by - ay);
  out->text[0] = '\0';
  append_quantity(out->text, sizeof out->text, p->xlabel, "x", xc);
  append(out->text, sizeof out->text, ",  ");
  append_quantity(out->text, sizeof out->text, p->ylabel, "y", yc);
  append(out->text, sizeof out->text, "\n");
  append_quantity(out->text, sizeof out->text, p->value_label, "value", v);
  if (out->state == 1 || out->state == 2)
    append(out->text, sizeof out->text, out->state == 1 ? "\nstick" : "\nslip");
  return 1;
}

typedef struct {
  double d2, px, py, x, y;
  int line;
} Near;

static int
near_cmp(const void *a, const void *b)
{
  const double d = ((const Near *)a)->d2 - ((const Near *)b)->d2;
  return d < 0 ? -1 : d > 0 ? 1 : 0;
}

static int
hit_curves(const TlrProbe *probe, int plot, double px, double py, TlrHit *out)
{
  const Plot *p = &probe->plots[plot];
  Near near[MAX_LINES];
  int n = 0;
  for (int k = 0; k < probe->n_lines; k++) {
    if (probe->line_plot[k] != plot)
      continue;
    const Line *l = &probe->lines[k];
    const TlrScale *sy = l->use_y2 ? &p->sy2 : &p->sy;
    Near best = { INFINITY, 0, 0, 0, 0, k };
    for (int m = 0; m < l->n; m++) {
      if (!isfinite(l->xs[m]) || !isfinite(l->ys[m]))
        continue;
      const double qx = tlr_scale_map(&p->sx, l->xs[m]), qy = tlr_scale_map(sy, l->ys[m]);
      if (qx < p->x - 0.5 || qx > p->x + p->w + 0.5 || qy < p->y - 0.5 || qy > p->y + p->h + 0.5)
        continue; /* not on screen (zoomed) */
      const double d2 = (qx - px) * (qx - px) + (qy - py) * (qy - py);
      if (d2 < best.d2)
        best = (Near){ d2, qx, qy, l->xs[m], l->ys[m], k };
    }
    if (isfinite(best.d2))
      near[n++] = best;
  }
  if (n == 0)
    return 0;
  qsort(near, (size_t)n, sizeof near[0], near_cmp);
  out->kind = TLR_HIT_CURVE;
  out->n_points = n < TLR_HIT_MAX_POINTS ? n : TLR_HIT_MAX_POINTS;
  out->text[0] = '\0';
  for (int k = 0; k < out->n_points; k++) {
    const Line *l = &probe->lines[near[k].line];
    char name[LABEL_LEN], item[sizeof out->text];
    if (l->name[0])
      snprintf(name, sizeof name, "%s", l->name);
    else
      snprintf(name, sizeof name, "curve %d", near[k].line + 1);
    snprintf(item, sizeof item, "%s<span foreground=\"#%02x%02x%02x\">■</span> %s: ",
             k ? "\n" : "", (unsigned)lround(255 * l->color.r), (unsigned)lround(255 * l->color.g),
             (unsigned)lround(255 * l->color.b), name);
    append_quantity(item, sizeof item, p->xlabel, "x", near[k].x);
    append(item, sizeof item, ",  ");
    append_quantity(item, sizeof item, l->use_y2 ? p->y2label : p->ylabel, "y", near[k].y);
    /* whole items only: a cut would leave the markup unclosed */
    if (strlen(out->text) + strlen(item) + 1 > sizeof out->text) {
      out->n_points = k;
      break;
    }
    append(out->text, sizeof out->text, item);
    out->point_px[k] = near[k].px;
    out->point_py[k] = near[k].py;
    out->point_x[k] = near[k].x;
    out->point_y[k] = near[k].y;
    out->point_color[k] = l->color;
  }
  return 1;
}

int
tlr_probe_hit(const TlrProbe *probe, double px, double py, TlrHit *out)
{
  memset(out, 0, sizeof *out);
  out->plot = tlr_probe_plot_at(probe, px, py);
  if (out->plot < 0)
    return 0;
  const Plot *p = &probe->plots[out->plot];
  out->x = tlr_scale_unmap(&p->sx, px);
  out->y = tlr_scale_unmap(&p->sy, py);
  if (hit_map(p, out) || hit_curves(probe, out->plot, px, py, out))
    return 1;
  out->kind = TLR_HIT_PLOT;
  append_quantity(out->text, sizeof out->text, p->xlabel, "x", out->x);
  append(out->text, sizeof out->text, ",  ");
  append_quantity(out->text, sizeof out->text, p->ylabel, "y", out->y);
  return 1;
}

void
tlr_probe_draw_hit(cairo_t *cr, const TlrStyle *style, const TlrHit *hit, double px, double py,
                   double width, double height)
{
  if (hit->kind == TLR_HIT_NONE || !hit->text[0])
    return;
  const double fs = style->font_size, pad = 0.4 * fs;
  cairo_save(cr);
  cairo_set_line_width(cr, fmax(1.0, 0.12 * fs));
  for (int k = 0; k < hit->n_points; k++) {
    const TlrColor c = hit->point_color[k];
    cairo_new_sub_path(cr);
    cairo_arc(cr, hit->point_px[k], hit->point_py[k], 0.4 * fs, 0, 2 * M_PI);
    cairo_set_source_rgba(cr, style->plot_bg.r, style->plot_bg.g, style->plot_bg.b, 0.9);
    cairo_fill_preserve(cr);
    cairo_set_source_rgba(cr, c.r, c.g, c.b, 1.0);
    cairo_stroke(cr);
  }
  if (hit->kind == TLR_HIT_MAP) { /* the cell read: outlined in ink, then paper */
    cairo_rectangle(cr, hit->cell_x, hit->cell_y, hit->cell_w, hit->cell_h);
    cairo_set_source_rgba(cr, style->text.r, style->text.g, style->text.b, 1.0);
    cairo_set_line_width(cr, 2.0);
    cairo_stroke(cr);
    cairo_rectangle(cr, hit->cell_x - 1.5, hit->cell_y - 1.5, hit->cell_w + 3.0,
                    hit->cell_h + 3.0);
    cairo_set_source_rgba(cr, style->plot_bg.r, style->plot_bg.g, style->plot_bg.b, 1.0);
    cairo_set_line_width(cr, 1.0);
    cairo_stroke(cr);
  }
  const TlrTextOpts o = tlr_text_opts(0.9, 0.0, 0.0);
  double tw, th;
  tlr_text_size(cr, style, &o, hit->text, &tw, &th);
  const double bw = tw + 2 * pad, bh = th + 2 * pad, off = 1.2 * fs;
  double bx = px + off, by = py + off;
  if (bx + bw > width)
    bx = px - off - bw;
  if (by + bh > height)
    by = py - off - bh;
  bx = fmax(0.0, bx);
  by = fmax(0.0, by);
  cairo_rectangle(cr, bx, by, bw, bh);
  cairo_set_source_rgba(cr, style->plot_bg.r, style->plot_bg.g, style->plot_bg.b, 0.94);
  cairo_fill_preserve(cr);
  cairo_set_source_rgba(cr, style->axis.r, style->axis.g, style->axis.b, 1.0);
  cairo_set_line_width(cr, 1.0);
  cairo_stroke(cr);
  tlr_text(cr, style, bx + pad, by + pad, &o, style->text, hit->text);
  cairo_restore(cr);
}

/* ---- view ranges ---- */

/* The range that device [a, b] of a scale shows. */
static void
unmap_range(const TlrScale *s, double a, double b, double *lo, double *hi)
{
  const double u = tlr_scale_unmap(s, a), v = tlr_scale_unmap(s, b);
  *lo = fmin(u, v);
  *hi = fmax(u, v);
}

/* Show device rectangle [ax, bx] × [ay, by] of a plot. */
static void
set_view(TlrProbe *probe, int plot, double ax, double bx, double ay, double by)
{
  if (!probe || plot < 0 || plot >= probe->n_plots)
    return;
  const Plot *p = &probe->plots[plot];
  ViewRange v = { 1, 0, 0, 0, 0, 0, 0 };
  /* a device rectangle that is not the plot's own (zoom, rubber band) maps
   * through the plot's scales; the plot keeps its place on screen */
  unmap_range(&p->sx, ax, bx, &v.x0, &v.x1);
  unmap_range(&p->sy, ay, by, &v.y0, &v.y1);
  unmap_range(&p->sy2, ay, by, &v.y20, &v.y21);
  /* no further in than the plot layer can tell apart, no further out than
   * a number can say */
  const double span = fmax(fabs(v.x0), fabs(v.x1)), spany = fmax(fabs(v.y0), fabs(v.y1));
  if (!(v.x1 - v.x0 > 1e-9 * span) || !(v.y1 - v.y0 > 1e-9 * spany) || !isfinite(v.x0) ||
      !isfinite(v.x1) || !isfinite(v.y0) || !isfinite(v.y1) || span > 1e300 || spany > 1e300)
    return;
  probe->view[plot] = v;
  /* the recorded scales follow, so that the next step (a drag's next
   * motion, another scroll) starts from here even before a frame is drawn */
  Plot *q = &probe->plots[plot];
  q->sx.min = v.x0;
  q->sx.max = v.x1;
  q->sy.min = v.y0;
  q->sy.max = v.y1;
  q->sy2.min = v.y20;
  q->sy2.max = v.y21;
}

void
tlr_probe_zoom(TlrProbe *probe, int plot, double px, double py, double factor)
{
  if (!probe || plot < 0 || plot >= probe->n_plots || !(factor > 0.0))
    return;
  const Plot *p = &probe->plots[plot];
  const double x0 = px + (p->x - px) * factor, x1 = px + (p->x + p->w - px) * factor;
  const double y0 = py + (p->y - py) * factor, y1 = py + (p->y + p->h - py) * factor;
  set_view(probe, plot, x0, x1, y0, y1);
}

void
tlr_probe_pan(TlrProbe *probe, int plot, double dx, double dy)
{
  if (!probe || plot < 0 || plot >= probe->n_plots)
    return;
  const Plot *p = &probe->plots[plot];
  set_view(probe, plot, p->x - dx, p->x + p->w - dx, p->y - dy, p->y + p->h - dy);
}

void
tlr_probe_zoom_rect(TlrProbe *probe, int plot, double x0, double y0, double x1, double y1)
{
  if (fabs(x1 - x0) < 3.0 || fabs(y1 - y0) < 3.0)
    return; /* a click, not a rectangle */
  set_view(probe, plot, fmin(x0, x1), fmax(x0, x1), fmin(y0, y1), fmax(y0, y1));
}

void
tlr_probe_set_view_range(TlrProbe *probe, int plot, double x0, double x1, double y0, double y1)
{
  if (!probe || plot < 0 || plot >= MAX_PLOTS || !(x1 > x0) || !(y1 > y0) || !isfinite(x0) ||
      !isfinite(x1) || !isfinite(y0) || !isfinite(y1))
    return;
  probe->view[plot] = (ViewRange){ 1, x0, x1, y0, y1, NAN, NAN };
}

void
tlr_probe_reset_view(TlrProbe *probe)
{
  if (probe)
    memset(probe->view, 0, sizeof probe->view);
}

int
tlr_probe_is_zoomed(const TlrProbe *probe)
{
  if (!probe)
    return 0;
  for (int k = 0; k < MAX_PLOTS; k++)
    if (probe->view[k].set)
      return 1;
  return 0;
}
