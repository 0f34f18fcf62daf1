/* tlr-figure-wheelset.h — the Wheelset on track figures, drawn from a
 * TlStudyWheelset: a top view of the track with the wheelset's path (lateral
 * motion exaggerated, the factor shown), y(t) and ψ(t) of the run, the root
 * locus coloured by speed with the critical speed marked, and the
 * bifurcation diagram (the limit cycle's amplitude against speed).  Shared by
 * the window's Wheelset page and `tribolab-cli export --view wheelset`
 * (and `root-locus`, `bifurcation`). */
#ifndef TLR_FIGURE_WHEELSET_H
#define TLR_FIGURE_WHEELSET_H

#include <cairo.h>
#include <stddef.h>
#include <stdio.h>

#include "study-wheelset.h"
#include "tlr-export.h"
#include "tlr-style.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What the figures draw: the study and the moment of its run on show. */
typedef struct {
  const TlStudyWheelset *study;
  const TlStudyWheelset *sweep; /* the study of the bifurcation sweep (the window computes it
                                   apart, as it takes longer); NULL: study's own */
  double t_now; /* the run's time shown [s]: its path up to there and the wheelset
                   there; NaN (or past the run's end): the whole run */
} TlrWheelsetView;

/* TlrDrawFuncs (data = TlrWheelsetView *): the four as tiles, and each alone. */
TlrDrawFn tlr_wheelset_draw;
TlrDrawFn tlr_wheelset_track_draw;
TlrDrawFn tlr_wheelset_motion_draw;
TlrDrawFn tlr_wheelset_locus_draw;
TlrDrawFn tlr_wheelset_bif_draw;

/* TlrCsvFuncs (data = TlrWheelsetView *): the run, the root locus, the sweep. */
TlrCsvFn tlr_wheelset_write_run_csv;
TlrCsvFn tlr_wheelset_write_eigen_csv;
TlrCsvFn tlr_wheelset_write_bif_csv;

/* The read-out of the study: critical speed, its frequency and wavelength,
 * the damping ratio of the least damped mode at the run's speed and, with a
 * sweep, the nonlinear critical speed (plain text, one item a line). */
void tlr_wheelset_readout(const TlrWheelsetView *view, char *buf, size_t len);

#ifdef __cplusplus
}
#endif

#endif /* TLR_FIGURE_WHEELSET_H */
