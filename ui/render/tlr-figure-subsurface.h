/* tlr-figure-subsurface.h — the stresses below the surface on an x–z or y–z
 * section: heat map of a measure in MPa with isolines and colour bar, depth
 * downward at equal aspect, the contact extent with its stick/slip zones
 * along the surface and the maximum marked.  Shared by the window and
 * `tribolab-cli export --view subsurface`. */
#ifndef TLR_FIGURE_SUBSURFACE_H
#define TLR_FIGURE_SUBSURFACE_H

#include <cairo.h>

#include "tlr-plot.h"
#include "tlr-style.h"
#include "tribo/subsurface.h"
#include "tribo/traction-field.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
  TlTractionField field;   /* copy of the field the section was computed under */
  TlSubsurface *ws;        /* cached influence tables */
  TlSection sec;           /* the section */
  TlStressMeasure measure; /* what the colours show */
  TlStressMax max;         /* its maximum (of |value| for signed measures), refined */
  int valid;               /* 0 until the first successful update */
  double vmax_fixed;       /* > 0: colour range fixed to this [MPa] (comparisons); else auto */
  int hide_note;           /* 1: no read-out box on the picture (the window shows it beside) */
  int show_line;           /* 1: mark a vertical line (a depth profile's) at line_along */
  double line_along;       /* where along the section [m] */
  char title[256];
  char note[512]; /* the read-out: maximum, where, p₀ (pango markup) */
} TlrSubsurfaceFigure;

void tlr_subsurface_figure_init(TlrSubsurfaceFigure *fig);
void tlr_subsurface_figure_clear(TlrSubsurfaceFigure *fig);

/* Compute the section spec under field f and its maximum of measure m.  On
 * failure the figure keeps its previous valid state and err says why. */
TlStatus tlr_subsurface_figure_update(TlrSubsurfaceFigure *fig, const TlTractionField *f,
                                      const TlSectionSpec *spec, TlStressMeasure m, TlError *err);

/* The same with a workspace the caller owns (e.g. one kept across worker jobs); the
 * figure's own ws is not used. */
TlStatus tlr_subsurface_figure_compute(TlrSubsurfaceFigure *fig, TlSubsurface *ws,
                                       const TlTractionField *f, const TlSectionSpec *spec,
                                       TlStressMeasure m, TlError *err);

/* Show another measure of the same section (no new stresses). */
TlStatus tlr_subsurface_figure_set_measure(TlrSubsurfaceFigure *fig, TlStressMeasure m,
                                           TlError *err);

/* Legend markup of a measure, e.g. "σ<sub>vM</sub>". */
const char *tlr_subsurface_measure_label(TlStressMeasure m);

/* The coordinate along the section [m] under the horizontal pixel px of the figure drawn at
 * width × height in style: the draw's own layout, clamped to the section's points.  NAN
 * before the first update. */
double tlr_subsurface_figure_along_at(const TlrSubsurfaceFigure *fig, const TlrStyle *style,
                                      double width, double height, double px);

/* Replace the frame's y tick labels (data y = −z [mm]) by depths 0 … zmax and label the
 * axis (figures that draw depth downward): with side_label (the spec's ylabel, which the
 * frame made room for) along the axis, else "depth z (mm) ↓" above it. */
void tlr_depth_ticks(TlrPlot *plot, double zmax, const char *side_label);

/* A TlrDrawFunc (data = TlrSubsurfaceFigure *). */
void tlr_subsurface_figure_draw(cairo_t *cr, double width, double height, const TlrStyle *style,
                                void *data);

#ifdef __cplusplus
}
#endif

#endif /* TLR_FIGURE_SUBSURFACE_H */
