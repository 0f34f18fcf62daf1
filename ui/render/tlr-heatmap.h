/* tlr-heatmap.h — colour maps, heat maps on a plot, colour bars. */
#ifndef TLR_HEATMAP_H
#define TLR_HEATMAP_H

#include <cairo.h>

#include "tlr-plot.h"
#include "tlr-style.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
  TLR_CMAP_VIRIDIS,  /* sequential, perceptually uniform (pressure, |τ|/μp) */
  TLR_CMAP_DIVERGING /* blue–white–red for signed fields (τx of either sign) */
} TlrColormap;

/* Colour at t ∈ [0, 1] (clamped). */
TlrColor tlr_colormap(TlrColormap map, double t);

typedef struct {
  int nx, ny;           /* cells along x and y */
  const double *values; /* nx·ny values, cell (i, j) at j·nx + i, j along +y; NaN: not drawn */
  double x0, x1;        /* data x of the left and right cell edges */
  double y0, y1;        /* data y of the bottom and top cell edges */
  double vmin, vmax;    /* value range mapped onto the colour map */
  TlrColormap map;
} TlrHeatmap;

/* Draw the cells inside the plot: one NEAREST-filtered image on raster
 * targets, or rectangles when style->vector_cells (SVG/PDF stay sharp). */
void tlr_plot_heatmap(TlrPlot *plot, const TlrHeatmap *hm);

/* Width a colour bar with its labels needs at the style's font size. */
double tlr_colorbar_width(cairo_t *cr, const TlrStyle *style, double vmin, double vmax,
                          const char *label);

/* A vertical colour bar in the rectangle (x, y, w, h): ramp, ticks, label. */
void tlr_colorbar(cairo_t *cr, const TlrStyle *style, double x, double y, double w, double h,
                  double vmin, double vmax, TlrColormap map, const char *label);

#ifdef __cplusplus
}
#endif

#endif /* TLR_HEATMAP_H */
