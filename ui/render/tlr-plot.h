/* tlr-plot.h — a 2-D plot frame (axes, ticks, labels, grid) and what is drawn in it:
 * line series, markers, a legend, heat maps.
 *
 *   TlrPlotSpec spec = tlr_plot_spec("f vs c<sub>x</sub>", "c<sub>x</sub> (–)", "f (–)");
 *   spec.xmin = …;  …
 *   TlrPlot plot;
 *   tlr_plot_begin(&plot, cr, style, x, y, w, h, &spec);   // draws the frame
 *   tlr_plot_line(&plot, xs, ys, n, &line_style);
 *   tlr_plot_end(&plot);                                   // axes box on top
 */
#ifndef TLR_PLOT_H
#define TLR_PLOT_H

#include <cairo.h>

#include "tlr-axis.h"
#include "tlr-style.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
  const char *title;   /* pango markup or NULL */
  const char *xlabel;  /* markup with unit, e.g. "x (mm)" */
  const char *ylabel;  /* left axis */
  const char *y2label; /* right axis, when has_y2 */
  double xmin, xmax;   /* data limits of the x axis */
  double ymin, ymax;   /* left axis */
  double y2min, y2max; /* right axis */
  int has_y2;          /* draw a second y axis on the right */
  TlrColor ylabel_color, y2label_color; /* colour of the axis labels (alpha 0: text colour) */
  int equal_aspect;    /* one data unit has the same length on x and y */
  int nice_limits;     /* widen the limits outward to whole ticks */
  int grid;            /* grid lines at the ticks */
  double right_extra;  /* space kept free at the right (colour bar) [device units] */
  int y_depth;         /* the left axis is a depth: data y = −z, ticks labelled z = −y */
  double bottom_extra; /* a band kept free under the x label for tlr_plot_legend_below
                          (tlr_legend_below_height) [device units] */
} TlrPlotSpec;

/* A spec with the given labels, limits 0..1, nice limits and grid on. */
TlrPlotSpec tlr_plot_spec(const char *title, const char *xlabel, const char *ylabel);

/* Legends and notes go where they cover the least data: every line and
 * marker counts its samples in a coarse grid over the axes (tlr-layout.c
 * keeps the grid and places the boxes). */
#define TLR_PLOT_OCC_NX 48
#define TLR_PLOT_OCC_NY 32
#define TLR_PLOT_MAX_BOXES 8

typedef struct {
  cairo_t *cr;
  const TlrStyle *style;
  double x, y, w, h;   /* the inner plot rectangle [device units] */
  double ox, oy, ow, oh; /* the outer rectangle handed to tlr_plot_begin */
  TlrScale sx, sy, sy2;
  int has_y2;
  int probe_plot; /* the plot's index in style->probe (-1: not recorded) */
  unsigned short occ[TLR_PLOT_OCC_NY][TLR_PLOT_OCC_NX]; /* data samples per cell */
  double boxes[TLR_PLOT_MAX_BOXES][4]; /* legends and notes placed: x, y, w, h */
  int n_boxes;
  double band_y, band_h; /* the band of spec.bottom_extra */
  int hint;              /* the plot's number in style->hints (-1: none) */
  double box_band_y, box_band_h, box_band_used; /* the band the hints reserved for boxes that
                                                   find no place in the axes */
} TlrPlot;

/* The band the next plot begun will keep under its x label for legends and
 * notes that found no place in its axes on an earlier pass (style->hints;
 * 0 without them): a figure that sizes its frame to its data (an equal
 * aspect) adds it to the height it asks for. */
double tlr_plot_next_band(const TlrStyle *style);

/* Lay out and draw the frame inside the outer rectangle (x, y, w, h). */
void tlr_plot_begin(TlrPlot *plot, cairo_t *cr, const TlrStyle *style, double x, double y,
                    double w, double h, const TlrPlotSpec *spec);

/* Redraw the axes box over the data. */
void tlr_plot_end(TlrPlot *plot);

/* Clip to the inner rectangle (pair with tlr_plot_unclip). */
void tlr_plot_clip(TlrPlot *plot);
void tlr_plot_unclip(TlrPlot *plot);

typedef enum { TLR_DASH_SOLID, TLR_DASH_DASHED, TLR_DASH_DOTTED, TLR_DASH_DASH_DOT } TlrDash;
typedef enum { TLR_MARKER_NONE, TLR_MARKER_CIRCLE, TLR_MARKER_SQUARE, TLR_MARKER_DIAMOND,
               TLR_MARKER_CROSS } TlrMarker;

typedef struct {
  TlrColor color;
  double width;  /* multiple of style->line_width */
  TlrDash dash;
  int use_y2;    /* plot against the right axis */
  int guide;     /* a mark drawn over the data (a threshold, a jump): hover does not read
                    it as a curve and legends may cover it */
} TlrLineStyle;

TlrLineStyle tlr_line_style(TlrColor color);

/* A polyline through n points; non-finite points break the line. Clipped. */
void tlr_plot_line(TlrPlot *plot, const double *xs, const double *ys, int n,
                   const TlrLineStyle *ls);

/* A filled marker of diameter `size` (multiple of the font size). */
void tlr_plot_marker(TlrPlot *plot, double x, double y, TlrMarker marker, double size,
                     TlrColor color, int use_y2);

/* Data → device. */
double tlr_plot_x(const TlrPlot *plot, double x);
double tlr_plot_y(const TlrPlot *plot, double y);
double tlr_plot_y2(const TlrPlot *plot, double y);

typedef struct {
  const char *label; /* markup */
  TlrColor color;
  TlrDash dash;
  TlrMarker marker; /* drawn in the sample when not NONE */
  int no_line;      /* marker only */
} TlrLegendEntry;

typedef enum { TLR_CORNER_TOP_LEFT, TLR_CORNER_TOP_RIGHT, TLR_CORNER_BOTTOM_LEFT,
               TLR_CORNER_BOTTOM_RIGHT } TlrCorner;

/* A legend inside the axes: at `corner` when no data drawn so far (lines,
 * markers, tlr_plot_occupy) and no other legend or note lies under it, else
 * at the first free place of: the other corners, the middles of the top and
 * bottom edges, above or below a box already placed; with none free, where
 * it covers the fewest data samples.  Draw the data first. */
void tlr_plot_legend(TlrPlot *plot, const TlrLegendEntry *entries, int n, TlrCorner corner);

/* A text note inside the plot area (several lines allowed), placed as a legend. */
void tlr_plot_note(TlrPlot *plot, const char *markup, TlrCorner corner);

/* A legend outside the axes, for plots too small to hold it clear of their
 * data: its entries in rows across `width` under the x label.  The height
 * the rows take (give it as spec.bottom_extra), and the drawing into that
 * band. */
double tlr_legend_below_height(cairo_t *cr, const TlrStyle *style, const TlrLegendEntry *entries,
                               int n, double width);
void tlr_plot_legend_below(TlrPlot *plot, const TlrLegendEntry *entries, int n);

/* 1 when the legend's box takes at most wfrac of the width and hfrac of the
 * height of the axes a plot of outer size width × height would have (the
 * axes take about 6 font sizes of the width and 6.7 of the height). */
int tlr_legend_fits(cairo_t *cr, const TlrStyle *style, const TlrLegendEntry *entries, int n,
                    double width, double height, double wfrac, double hfrac);

/* Size of the legend box tlr_plot_legend draws. */
void tlr_legend_size(cairo_t *cr, const TlrStyle *style, const TlrLegendEntry *entries, int n,
                     double *width, double *height);

/* Mark data drawn by other means (heat maps, outlines) at device point
 * (px, py), so that legends and notes keep clear of it. */
void tlr_plot_occupy(TlrPlot *plot, double px, double py);
/* The same for a device rectangle: an annotation drawn in the axes (a
 * label, an arrow) that legends and notes must not hide. */
void tlr_plot_occupy_rect(TlrPlot *plot, double x, double y, double w, double h);
/* The same for the area of the ellipse x²/a² + y²/b² ≤ 1 (data units,
 * centred at the origin): every placement cell it touches. */
void tlr_plot_occupy_ellipse(TlrPlot *plot, double a, double b);

/* Fill the whole outer rectangle with the figure background. */
void tlr_fill_background(cairo_t *cr, const TlrStyle *style, double x, double y, double w,
                         double h);

/* Widen [*lo, *hi] to take in the finite values of v[0 .. n-1] (start from
 * INFINITY, -INFINITY for the values' own range). */
void tlr_range_widen(const double *v, int n, double *lo, double *hi);

/* A centred message (e.g. an error or "no data") in the rectangle. */
void tlr_draw_message(cairo_t *cr, const TlrStyle *style, double x, double y, double w, double h,
                      const char *markup);
/* A figure of width x height that holds only the message: the background and
 * the message centred on it (a plot whose data is not there yet). */
void tlr_draw_placeholder(cairo_t *cr, const TlrStyle *style, double width, double height,
                          const char *markup);
/* How a figure that may have nothing to show begins: the placeholder with
 * markup where it is empty, else its background.  Returns empty, so that a
 * draw function starts with
 *   if (tlr_background_or_placeholder(cr, style, width, height, !fig->valid, "no run"))
 *     return; */
int tlr_background_or_placeholder(cairo_t *cr, const TlrStyle *style, double width, double height,
                                  int empty, const char *markup);

#ifdef __cplusplus
}
#endif

#endif /* TLR_PLOT_H */
