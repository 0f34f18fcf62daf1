/* tlr-figure-transient-parts.h — the drawing pieces of the transient figures,
 * shared by one model's figure (tlr-figure-transient.h) and the comparison of
 * brush and exact (tlr-figure-compare.h).  The loop and the time series take
 * one or two runs and overlay them; each model keeps its colour everywhere. */
#ifndef TLR_FIGURE_TRANSIENT_PARTS_H
#define TLR_FIGURE_TRANSIENT_PARTS_H

#include "tlr-figure-transient.h"

/* The colour of cₓ, and of f of a model (brush and exact differ). */
TlrColor tlr_transient_cx_color(const TlrStyle *style);
TlrColor tlr_transient_f_color(const TlrStyle *style, TlTransientKind kind);

/* The map of one run, in view's field.  range (NULL: the field's own) fixes
 * the colour range in displayed units, so that two maps side by side read
 * alike. */
void tlr_transient_part_patch(cairo_t *cr, double width, double height, const TlrStyle *style,
                              const TlrTransientView *view, const TlStudyTransientRun *run,
                              const double range[2]);

/* f versus cₓ of n runs (1 or 2) over the first run's dotted FASTSIM curve
 * and view's overlay. */
void tlr_transient_part_loops(cairo_t *cr, double width, double height, const TlrStyle *style,
                              const TlrTransientView *view, const TlStudyTransientRun *const *runs,
                              int n);

/* cₓ(t) and f(t) of n runs (1 or 2), the delays marked. */
void tlr_transient_part_series(cairo_t *cr, double width, double height, const TlrStyle *style,
                               const TlStudyTransientRun *const *runs, int n);

#endif /* TLR_FIGURE_TRANSIENT_PARTS_H */
