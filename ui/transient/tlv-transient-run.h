/* tlv-transient-run.h — what the transient page runs: its TlStudyTransient
 * (one model, the brush or the exact theory, or the comparison of both,
 * study-transient.h) advanced within a per-frame time budget, with the step
 * rate it achieves, and the view its plots draw.
 *
 * The live loop asks for contact time `until` by a wall-clock deadline; the
 * run takes steps in chunks sized from the measured speed of its expensive
 * model (the exact solver: about 3 ms a step at 40 × 40) and stops at the
 * deadline, so an expensive run lags behind the wall clock instead of
 * blocking the window.  Plain struct, owned by the page (not to be copied:
 * its view points at its study); no widgets.  What the run does not add (the
 * what-if changes, its time and step, validity) the page asks of
 * run->study directly (tl_study_transient_*). */
#ifndef TLV_TRANSIENT_RUN_H
#define TLV_TRANSIENT_RUN_H

#include <glib.h>

#include "study-transient.h"
#include "tlr-figure-compare.h"
#include "tlr-figure-transient.h"

G_BEGIN_DECLS

typedef struct {
  TlPresetModel mode;        /* brush, exact, or both side by side (compare) */
  TlStudyTransient study;    /* the run(s): single (BRUSH, EXACT) or compare (COMPARE) */
  TlrTransientView view;     /* what the plots draw: the study, the map's field, the overlay */
  double steps_per_ms;       /* measured speed of the stepped (expensive) model */
  double step_ms;            /* measured wall time per step of it [ms] */
  /* the achieved rate over the last half second or more of playing */
  gint64 window_start_us, last_call_us;
  long window_steps;
  double rate;               /* steps per second of wall time (0: not measured yet) */
  gboolean lagging;          /* the last advance ran out of budget before `until` */
} TlvTransientRun;

void tlv_transient_run_init(TlvTransientRun *run);
void tlv_transient_run_clear(TlvTransientRun *run);

/* Start afresh (t = 0) in `mode` for spec (spec.model is set from the mode).
 * On failure the run keeps its previous state. */
TlStatus tlv_transient_run_setup(TlvTransientRun *run, TlPresetModel mode,
                                 const TlStudyTransientSpec *spec, TlError *err);

/* The map's quantity and the time window of the loop and series views; the
 * rows each run keeps follow from them (tl_study_transient_rows_needed). */
void tlv_transient_run_set_view(TlvTransientRun *run, TlrPatchField field, double time_window);

/* Advance towards contact time `until` [s], stopping at the monotonic
 * deadline (at least one step per call when any is due); returns the time
 * reached.  On a solver failure: TL_* status with err set, time as reached. */
TlStatus tlv_transient_run_advance(TlvTransientRun *run, double until, gint64 deadline_us,
                                   double *reached, TlError *err);
/* One step of the stepped model (the brush follows in a comparison). */
TlStatus tlv_transient_run_step(TlvTransientRun *run, TlError *err);


/* What the views draw (a TlrTransientView *, for the transient or the
 * compare draw functions by the mode). */
gpointer tlv_transient_run_figure(TlvTransientRun *run);

/* The pinned or swept curves the loop views draw under the live loops. */
void tlv_transient_run_set_overlay(TlvTransientRun *run, const TlrOverlay *overlay);


/* The page's read-out (markup, g_free it): per model the delay, loop area
 * and f range of the latest whole period, the state now, and the speed
 * achieved against what the time scale [s of contact per s] asks for
 * (tlv-transient-readout.c). */
char *tlv_transient_run_readout(const TlvTransientRun *run, double time_scale);

G_END_DECLS

#endif /* TLV_TRANSIENT_RUN_H */
