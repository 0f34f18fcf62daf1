/* tlr-layout.h — what a figure put where: a log of the data points drawn and
 * of the boxes laid out (legends, notes, titles, tick labels), so that a test
 * can check at any size that no legend covers data, no title leaves its plot
 * and no two colour-bar tick labels overlap.
 *
 *   TlrLayoutLog *log = tlr_layout_log_new();
 *   TlrStyle st = tlr_style_light();
 *   st.layout_log = log;
 *   draw(cr, w, h, &st, data);            // every plot records into log
 *   … log->points, log->boxes …
 *   tlr_layout_log_free(log);
 *
 * With no log (the default) nothing is recorded and nothing costs. */
#ifndef TLR_LAYOUT_H
#define TLR_LAYOUT_H

#include <cairo.h>

#include "tlr-style.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
  double x, y, w, h; /* device units, y down */
} TlrRect;

typedef enum {
  TLR_BOX_LEGEND,
  TLR_BOX_NOTE,
  TLR_BOX_TITLE,         /* a plot's title; `within` is the plot's outer rectangle */
  TLR_BOX_COLORBAR_TICK, /* one tick label of a colour bar; `group` numbers the bar */
  TLR_BOX_AXES,          /* a plot's inner rectangle */
} TlrBoxKind;

typedef struct {
  TlrBoxKind kind;
  TlrRect rect;
  TlrRect within; /* the rectangle it must stay inside (titles), else = rect */
  int group;
} TlrLayoutBox;

typedef struct {
  double *points; /* x0, y0, x1, y1, …: the data samples drawn inside the axes */
  int n_points;
  TlrLayoutBox *boxes;
  int n_boxes;
  int n_groups; /* counter for TLR_BOX_COLORBAR_TICK groups */
  int cap_points, cap_boxes;
} TlrLayoutLog;

TlrLayoutLog *tlr_layout_log_new(void);
void tlr_layout_log_free(TlrLayoutLog *log);

/* Record into style->layout_log when there is one; coordinates are cr's
 * user space, recorded in device space (a panel of a combined view is drawn
 * translated). */
void tlr_layout_log_point(const TlrStyle *style, cairo_t *cr, double x, double y);
void tlr_layout_log_box(const TlrStyle *style, cairo_t *cr, TlrBoxKind kind, TlrRect rect,
                        TlrRect within, int group);
/* A new group number (a colour bar's tick labels share one). */
int tlr_layout_log_group(const TlrStyle *style);

/* 1 when the rectangles overlap by more than `slack` device units each way. */
int tlr_rect_overlap(TlrRect a, TlrRect b, double slack);

#ifdef __cplusplus
}
#endif

#endif /* TLR_LAYOUT_H */
