/* tlr-probe.h — what a figure drew where: for reading values off a plot and
 * for zooming it.
 *
 * A figure's draw function knows nothing of the pointer.  When the style it
 * is given carries a probe (TlrStyle.probe, set by the window's plot widget,
 * never by an export), the plot layer records as it draws: each plot's inner
 * rectangle and data ↔ device scales, a copy of every line (with the legend
 * label of its colour) and of every heat map (with its colour bar's label
 * and, for contact patches, the stick/slip state of each cell).  Afterwards
 * tlr_probe_hit answers "what is under this pixel" for any figure, maps and
 * curves alike.
 *
 * The probe also carries the view ranges the user zoomed or panned to, one
 * per plot in drawing order: tlr_plot_begin takes them in place of the
 * figure's own limits, so a zoom survives every redraw of a live view, and
 * the axes are ticked for the range shown.
 *
 *   TlrProbe *probe = tlr_probe_new();
 *   style.probe = probe;
 *   tlr_probe_begin_frame(probe);
 *   draw(cr, w, h, &style, data);
 *   TlrHit hit;
 *   if (tlr_probe_hit(probe, px, py, &hit)) … hit.text …
 *   tlr_probe_zoom(probe, hit.plot, px, py, 0.8);   // next draw shows it
 */
#ifndef TLR_PROBE_H
#define TLR_PROBE_H

#include <cairo.h>

#include "tlr-axis.h"
#include "tlr-style.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct TlrProbe TlrProbe;

TlrProbe *tlr_probe_new(void);
void tlr_probe_free(TlrProbe *probe);
/* Forget what the last frame recorded (the view ranges stay). */
void tlr_probe_begin_frame(TlrProbe *probe);

/* Plots recorded in the last frame, and the one whose inner rectangle holds
 * the device point (-1: none). */
int tlr_probe_n_plots(const TlrProbe *probe);
int tlr_probe_plot_at(const TlrProbe *probe, double px, double py);
/* The plot's inner rectangle and the data ranges drawn (0: no such plot). */
int tlr_probe_plot_rect(const TlrProbe *probe, int plot, double *x, double *y, double *w,
                        double *h);
int tlr_probe_plot_range(const TlrProbe *probe, int plot, double *xmin, double *xmax,
                         double *ymin, double *ymax);

typedef enum { TLR_HIT_NONE, TLR_HIT_PLOT, TLR_HIT_MAP, TLR_HIT_CURVE } TlrHitKind;

#define TLR_HIT_MAX_POINTS 8

typedef struct {
  TlrHitKind kind; /* NONE: outside every plot; PLOT: inside, over nothing to read */
  int plot;        /* index of the plot in drawing order, or -1 */
  double x, y;     /* data coordinates under the pointer (left y axis) */
  /* a map's cell */
  int i, j;        /* cell column and row, j along +y */
  double value;    /* as drawn (display units) */
  int state;       /* 0: not known, 1: stick, 2: slip */
  double cell_x, cell_y, cell_w, cell_h; /* the cell's device rectangle (outlined) */
  /* curves: the nearest point of each, nearest first */
  int n_points;
  double point_px[TLR_HIT_MAX_POINTS], point_py[TLR_HIT_MAX_POINTS]; /* device */
  double point_x[TLR_HIT_MAX_POINTS], point_y[TLR_HIT_MAX_POINTS];   /* data */
  TlrColor point_color[TLR_HIT_MAX_POINTS];
  char text[2048]; /* pango markup, one line per item read (whole items: as many as fit) */
} TlrHit;

/* What lies under the device point (px, py) in the last frame; returns 1
 * when the point is inside a plot (kind ≠ NONE). */
int tlr_probe_hit(const TlrProbe *probe, double px, double py, TlrHit *out);

/* Draw the hit: a marker on each point read and the text in a small box
 * near (px, py), kept inside width × height. */
void tlr_probe_draw_hit(cairo_t *cr, const TlrStyle *style, const TlrHit *hit, double px,
                        double py, double width, double height);

/* --- view ranges (the widget's zoom and pan) --- */

/* Zoom plot `plot` by `factor` (< 1: in) about the device point (px, py). */
void tlr_probe_zoom(TlrProbe *probe, int plot, double px, double py, double factor);
/* Move plot `plot`'s view so that its content follows the pointer by (dx, dy) device units. */
void tlr_probe_pan(TlrProbe *probe, int plot, double dx, double dy);
/* Show the device rectangle between (x0, y0) and (x1, y1) of plot `plot`. */
void tlr_probe_zoom_rect(TlrProbe *probe, int plot, double x0, double y0, double x1, double y1);
/* Fix plot `plot`'s ranges (its own units; the right axis keeps the
 * figure's), before or after it is first drawn: a lesson's axes. */
void tlr_probe_set_view_range(TlrProbe *probe, int plot, double x0, double x1, double y0,
                              double y1);
/* Back to the figure's own limits (every plot). */
void tlr_probe_reset_view(TlrProbe *probe);
int tlr_probe_is_zoomed(const TlrProbe *probe);

/* --- recording, called by the plot layer while a figure draws --- */

/* The view range asked for the next plot (the one tlr_probe_add_plot will
 * number): 1 and the limits replaced, or 0. */
int tlr_probe_view_override(const TlrProbe *probe, double *xmin, double *xmax, double *ymin,
                            double *ymax, double *y2min, double *y2max);
/* Where the figure being drawn sits in the widget: a part of a composite
 * (tlr-tiles.h) is drawn translated, and the plots it records are moved by
 * (dx, dy) into the widget's coordinates.  Back to 0, 0 after the part. */
void tlr_probe_set_origin(TlrProbe *probe, double dx, double dy);
/* A plot's inner rectangle and scales; returns its index (-1: not recorded). */
int tlr_probe_add_plot(TlrProbe *probe, double x, double y, double w, double h,
                       const TlrScale *sx, const TlrScale *sy, const TlrScale *sy2, int has_y2,
                       const char *xlabel, const char *ylabel, const char *y2label);
void tlr_probe_add_line(TlrProbe *probe, int plot, const double *xs, const double *ys, int n,
                        TlrColor color, int use_y2);
/* A legend entry: names the plot's lines of that colour. */
void tlr_probe_add_legend(TlrProbe *probe, int plot, const char *label, TlrColor color);
void tlr_probe_add_map(TlrProbe *probe, int plot, int nx, int ny, const double *values,
                       double x0, double x1, double y0, double y1);
/* The last map's stick/slip state (nx·ny: 0 outside, 1 stick, 2 slip). */
void tlr_probe_add_map_state(TlrProbe *probe, const unsigned char *state, int nx, int ny);
/* A colour bar's label: names the value of the last map not yet named. */
void tlr_probe_add_map_label(TlrProbe *probe, const char *label);

#ifdef __cplusplus
}
#endif

#endif /* TLR_PROBE_H */
