/* tlr-figure-depth.h — a depth profile: one stress measure along a vertical
 * line below the surface, drawn like a borehole log (depth downward in mm,
 * the measure in MPa across), with its maximum marked and labelled.  The
 * numbers are tl_subsurface_line's (tribo/subsurface.h). */
#ifndef TLR_FIGURE_DEPTH_H
#define TLR_FIGURE_DEPTH_H

#include <cairo.h>
#include <stdio.h>

#include "tlr-style.h"
#include "tribo/subsurface.h"
#include "tribo/traction-field.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
  TlSection line;          /* the line as tl_subsurface_line gave it */
  TlStressMeasure measure; /* what the curve shows */
  TlFieldSource source;    /* of the field it was computed under */
  double p0;               /* that field's peak pressure [Pa] */
  TlStressMax max;         /* maximum of the measure along the line (|·| if signed), refined */
  int valid;               /* 0 until the first successful compute */
  int n;                   /* samples of the curve */
  double *depth_mm;        /* n depths [mm], from 0 downward */
  double *value_mpa;       /* n values of the measure [MPa] */
  char title[256];
} TlrDepthFigure;

void tlr_depth_figure_init(TlrDepthFigure *fig);
void tlr_depth_figure_clear(TlrDepthFigure *fig);

/* The line at (x, y) [m] (snapped by tl_subsurface_line to the nearest centre lattice
 * point), depths 0 … depth_max in n_depth rows, in the body drawn, under field f, and the
 * maximum of measure m along it.  On failure the figure keeps its previous state. */
TlStatus tlr_depth_figure_compute(TlrDepthFigure *fig, const TlTractionField *f, TlBody body,
                                  double x, double y, double depth_max, int n_depth,
                                  TlStressMeasure m, TlError *err);

/* A TlrCsvFunc (data = TlrDepthFigure *): one row per depth,
 * x_mm,y_mm,depth_mm,<measure>_mpa (the measure's name, e.g. von-mises_mpa). */
TlStatus tlr_depth_figure_write_csv(FILE *out, void *data, TlError *err);

/* A TlrDrawFunc (data = TlrDepthFigure *). */
void tlr_depth_figure_draw(cairo_t *cr, double width, double height, const TlrStyle *style,
                           void *data);

#ifdef __cplusplus
}
#endif

#endif /* TLR_FIGURE_DEPTH_H */
