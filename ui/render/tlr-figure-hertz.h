/* tlr-figure-hertz.h — the Hertz contact-patch figure: from a contact case to the
 * pressure map with its read-out.  Shared by the window and `tribolab-cli export`
 * so both show the same picture for the same parameters. */
#ifndef TLR_FIGURE_HERTZ_H
#define TLR_FIGURE_HERTZ_H

#include <cairo.h>
#include <stdio.h>

#include "tlr-style.h"
#include "tribo/contact.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
  TlContactParams params; /* the last case that solved */
  TlContactBasics basics; /* its Hertz solution and Kalker coefficients */
  TlGrid grid;            /* params.mx × params.my over the ellipse */
  double *pressure;       /* Hertz pressure per cell [Pa] */
  int valid;              /* 0 until the first successful update */
  double extent_x, extent_y; /* axis half-widths [m], kept while the ellipse fits */
  char note[512];         /* the read-out drawn on the figure (pango markup) */
} TlrHertzFigure;

void tlr_hertz_figure_init(TlrHertzFigure *fig);
void tlr_hertz_figure_clear(TlrHertzFigure *fig);

/* Solve the case.  On failure the figure keeps its previous valid state and
 * err says why. */
TlStatus tlr_hertz_figure_update(TlrHertzFigure *fig, const TlContactParams *params, TlError *err);

/* A TlrDrawFunc: draws the figure (data = TlrHertzFigure *). */
void tlr_hertz_figure_draw(cairo_t *cr, double width, double height, const TlrStyle *style,
                           void *data);

/* A TlrCsvFunc: the pressure map, one row per contact cell:
 * x_mm,y_mm,pn_mpa. */
TlStatus tlr_hertz_figure_write_csv(FILE *out, void *data, TlError *err);

#ifdef __cplusplus
}
#endif

#endif /* TLR_FIGURE_HERTZ_H */
