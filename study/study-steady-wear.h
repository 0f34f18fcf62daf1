/* study-steady-wear.h — what the grip costs along the Steady rolling view's
 * curves (docs/theory.md §12): the pieces of tl_study_steady_prepare() that
 * live in study-steady-wear.c, and the map's CSV rows.  Private to the steady
 * study's files (study-steady*.c). */
#ifndef TL_STUDY_STEADY_WEAR_H
#define TL_STUDY_STEADY_WEAR_H

#include "study-steady.h"

/* What the grip costs, computed in prepare() beside the curves and moved into
 * the study with them. */
typedef struct {
  TlWearResult op;
  double *q_map, *depth_map;    /* mx·my, NULL without slip speeds; one allocation, q_map's */
  double *tga, *usfd, *burstow; /* n; one allocation, tga's */
} TlStudySteadyWear;

void tl_study_steady_wear_free(TlStudySteadyWear *w);

/* The operating point's figures from FASTSIM's map t and its slip speeds
 * w_map (NULL: the totals alone over the Hertz ellipse), and Archard's local
 * depth worn per metre rolled. */
TlStatus tl_study_steady_wear_at_point(const TlContactParams *p, const TlContactBasics *b,
                                       const TlGrid *grid, const TlTraction *t, const double *w_map,
                                       const TlWearParams *wp, TlStudySteadyWear *w, TlError *err);

/* Tγ/A, the USFD rate and Burstow's index at each creepage cx[0 … n-1]. */
TlStatus tl_study_steady_wear_along_curve(const TlContactParams *p, const TlContactBasics *b,
                                          const TlSlipFriction *law, int law_on,
                                          TlFastsimVariant variant, const double *cx,
                                          const double *f_fastsim, int n, const TlWearParams *wp,
                                          TlStudySteadyWear *w, TlError *err);

/* The map's CSV (header and one row a cell) of grid g and tractions t, with
 * the local friction mu (NULL: mu_case inside the contact), the slip speeds
 * w (NULL: none solved, power nan) and the power density |τ| w; written by
 * the curves' map and by the points' map alike. */
void tl_study_steady_write_map_rows(FILE *out, const TlGrid *g, const TlTraction *t,
                                    const double *mu, const double *w, double mu_case);

#endif /* TL_STUDY_STEADY_WEAR_H */
