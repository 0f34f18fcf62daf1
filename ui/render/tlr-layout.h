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
#include <glib.h>

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
  TLR_BOX_AXES,          /* a plot's inner rectangle; `group` 1 when its aspect is the data's */
  TLR_BOX_TEXT,          /* the ink of one text drawn (tlr_text); `size` its font size,
                          * `group` the legend or note that holds it (0: none) */
} TlrBoxKind;

typedef struct {
  TlrBoxKind kind;
  TlrRect rect;
  TlrRect within; /* the rectangle it must stay inside (titles), else = rect */
  int group;
  double size;    /* TEXT: the font size [device units] */
  int cut;        /* TEXT: drawn under a clip (a plot's frame) that cuts its ink */
} TlrLayoutBox;

typedef struct {
  double *points; /* x0, y0, x1, y1, …: the data samples drawn inside the axes */
  int n_points;
  TlrLayoutBox *boxes;
  int n_boxes;
  int n_groups; /* counter for TLR_BOX_COLORBAR_TICK groups */
  int cap_points, cap_boxes;
  int holder;   /* the legend or note whose text is being drawn (0: none) */
  int n_holders;
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

/* A legend or note box that holds text: open logs the box and makes every
 * text drawn until close its own (same group number), so that a check can
 * tell the box's own text from text it covers. */
void tlr_layout_log_open_holder(const TlrStyle *style, cairo_t *cr, TlrBoxKind kind, TlrRect rect);
void tlr_layout_log_close_holder(const TlrStyle *style);
/* A text's ink rectangle in cr's user space (rotated as drawn), font size
 * in user units. */
void tlr_layout_log_text(const TlrStyle *style, cairo_t *cr, TlrRect ink, double size);

/* Room made on the second pass.  A legend or note that finds no place in
 * its plot's axes clear of the data (or is wider than they are) asks for a
 * band of its height under the plot; the next pass of the same figure at the
 * same size reserves the bands asked for and sets such boxes there.  Plots
 * are numbered in drawing order, as the probe numbers them.
 *
 *   TlrLayoutHints hints = { 0 };
 *   style.hints = &hints;
 *   for (int pass = 0; pass < TLR_LAYOUT_PASSES; pass++) {
 *     tlr_layout_hints_begin(&hints);
 *     draw(cr_scratch, w, h, &style, data);
 *     if (!tlr_layout_hints_settle(&hints)) break;
 *   }
 *   draw(cr, w, h, &style, data);   // with the bands */
#define TLR_LAYOUT_HINT_PLOTS 16
#define TLR_LAYOUT_PASSES 3
typedef struct {
  int n_plots;                         /* plots begun in this pass */
  double band[TLR_LAYOUT_HINT_PLOTS];  /* per plot: the band reserved below it [device units] */
  double want[TLR_LAYOUT_HINT_PLOTS];  /* per plot: the band this pass asked for */
} TlrLayoutHints;

void tlr_layout_hints_begin(TlrLayoutHints *hints);
/* Take the bands the pass asked for (never less than reserved, so the
 * passes converge); 1 when they changed and the figure must be drawn again. */
int tlr_layout_hints_settle(TlrLayoutHints *hints);

/* 1 when the rectangles overlap by more than `slack` device units each way. */
int tlr_rect_overlap(TlrRect a, TlrRect b, double slack);

/* What a figure of width × height must hold to be readable (device units). */
typedef struct {
  double width, height;   /* the figure */
  double min_text;        /* every text's font size at least this */
  double min_axes_w, min_axes_h; /* every plot's inner rectangle at least this */
  double min_axes_short;         /* the short side of a plot at the data's aspect */
} TlrLayoutRules;

/* The rules for a figure of width × height drawn in `style`: text at least
 * TLR_LAYOUT_MIN_TEXT of the base font, plots at least TLR_LAYOUT_MIN_AXES_W
 * × TLR_LAYOUT_MIN_AXES_H base fonts (10 × 6: 120 × 72 px at the window's
 * 12 px, 32 × 19 mm at a column's 9 pt).  A plot drawn at the data's own
 * aspect (a flat section of the half-space, a tall patch) needs the long
 * side only, and TLR_LAYOUT_MIN_AXES_SHORT base fonts across the other: one
 * tick interval of the y axis (3.2 base fonts). */
#define TLR_LAYOUT_MIN_TEXT 0.9
#define TLR_LAYOUT_MIN_AXES_W 10.0
#define TLR_LAYOUT_MIN_AXES_H 6.0
#define TLR_LAYOUT_MIN_AXES_SHORT 3.2
TlrLayoutRules tlr_layout_rules(const TlrStyle *style, double width, double height);

/* Check a log against the rules and the layout's own: every text inside
 * the figure, no text over another, no legend or note over a data sample,
 * a marker, another box or text not its own, titles inside their plots, a
 * colour bar's tick labels apart, plots and text not below their minimum.
 * Returns the number of faults; each is described on a line of `report`
 * (may be NULL), at most `max_lines` of them. */
int tlr_layout_check(const TlrLayoutLog *log, const TlrLayoutRules *rules, GString *report,
                     int max_lines);

#ifdef __cplusplus
}
#endif

#endif /* TLR_LAYOUT_H */
