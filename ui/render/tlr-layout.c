/* tlr-layout.c — the layout log (tlr-layout.h), and the layout decisions of
 * a plot (tlr-layout-plot.h): the log records where the boxes went, the
 * decisions are where they go. */
#include "tlr-layout.h"

#include <math.h>
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

void
tlr_layout_log_box(const TlrStyle *style, cairo_t *cr, TlrBoxKind kind, TlrRect rect,
                   TlrRect within, int group)
{
  TlrLayoutLog *log = style->layout_log;
  if (!log)
    return;
  rect = to_device(cr, rect);
  within = to_device(cr, within);
  if (log->n_boxes == log->cap_boxes) {
    const int cap = log->cap_boxes ? 2 * log->cap_boxes : 64;
    TlrLayoutBox *b = realloc(log->boxes, (size_t)cap * sizeof(TlrLayoutBox));
    if (!b)
      return;
    log->boxes = b;
    log->cap_boxes = cap;
  }
  log->boxes[log->n_boxes++] = (TlrLayoutBox){ kind, rect, within, group };
}

int
tlr_layout_log_group(const TlrStyle *style)
{
  TlrLayoutLog *log = style->layout_log;
  return log ? log->n_groups++ : 0;
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
    for (int k = 0; k < 3 && tw > room && o->size > 0.75 * 1.1; k++) {
      o->size = fmax(0.75 * 1.1, o->size * room / tw);
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
    o->size *= fmax(0.75, room / len);
    tlr_text_size(cr, style, o, markup, &len, NULL);
  }
  if (len >= room)
    return 0.5 * (lo + hi);
  return fmin(fmax(cy, lo + 0.5 * len), hi - 0.5 * len);
}
