/* tlr-overlay.h — extra curves drawn under a figure's live ones: curves the
 * user pinned as ghosts (to compare with while parameters change), or a
 * family from a sweep (one curve per parameter value, coloured in order with
 * a legend, like the thesis's six-load hysteresis figure). */
#ifndef TLR_OVERLAY_H
#define TLR_OVERLAY_H

#include "tlr-plot.h"
#include "tlr-style.h"
#include "tribo/status.h"

#ifdef __cplusplus
extern "C" {
#endif

#define TLR_OVERLAY_MAX 12

typedef struct {
  char label[160]; /* markup for the legend */
  int n;
  double *x, *y;   /* owned copies */
} TlrOverlayCurve;

typedef struct {
  int n;
  TlrOverlayCurve curves[TLR_OVERLAY_MAX];
  int family;      /* 1: a sweep, colours in order; 0: pinned ghosts, muted and dashed */
  char title[120]; /* a family's legend heading, e.g. "F<sub>N</sub> (kN)" */
} TlrOverlay;

/* An empty overlay (o need not be initialised: it is overwritten). */
void tlr_overlay_init(TlrOverlay *o, int family);
/* Free the curves of an initialised overlay and start a new one of this kind. */
void tlr_overlay_reset(TlrOverlay *o, int family);
void tlr_overlay_clear(TlrOverlay *o); /* frees the curves, keeps the kind */

/* Copy a curve in; a full overlay drops its oldest curve first. */
TlStatus tlr_overlay_add(TlrOverlay *o, const char *label, const double *x, const double *y,
                         int n, TlError *err);

/* Widen [*xlo, *xhi] × [*ylo, *yhi] to hold every curve. */
void tlr_overlay_extent(const TlrOverlay *o, double *xlo, double *xhi, double *ylo, double *yhi);

TlrColor tlr_overlay_color(const TlrOverlay *o, const TlrStyle *style, int i);

/* Draw the curves (under the live ones: call before them). */
void tlr_plot_overlay(TlrPlot *plot, const TlrOverlay *o);

/* Legend entries of the curves into entries[max]; returns how many. */
int tlr_overlay_legend(const TlrOverlay *o, const TlrStyle *style, TlrLegendEntry *entries,
                       int max);

#ifdef __cplusplus
}
#endif

#endif /* TLR_OVERLAY_H */
