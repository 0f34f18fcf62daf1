/* tlr-layout.c — the layout log. */
#include "tlr-layout.h"

#include <stdlib.h>

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
