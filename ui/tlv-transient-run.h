/* tlv-transient-run.h — what the transient page runs: one model's figure (the
 * brush or the exact theory) or the comparison of both, advanced within a
 * per-frame time budget, with the step rate it achieves.
 *
 * The live loop asks for contact time `until` by a wall-clock deadline; the
 * run takes steps in chunks sized from the measured speed of its expensive
 * model (the exact solver: about 3 ms a step at 40 × 40) and stops at the
 * deadline, so an expensive run lags behind the wall clock instead of
 * blocking the window.  Plain struct, owned by the page; no widgets. */
#ifndef TLV_TRANSIENT_RUN_H
#define TLV_TRANSIENT_RUN_H

#include <glib.h>

#include "tlr-figure-compare.h"
#include "tlr-figure-transient.h"

G_BEGIN_DECLS

typedef enum {
  TLV_TRANSIENT_BRUSH,   /* the Unsteady Brush Model */
  TLV_TRANSIENT_EXACT,   /* Kalker's exact theory */
  TLV_TRANSIENT_COMPARE  /* both, side by side */
} TlvTransientMode;

typedef struct {
  TlvTransientMode mode;
  TlrTransientFigure single; /* BRUSH, EXACT */
  TlrCompareFigure compare;  /* COMPARE */
  double steps_per_ms;       /* measured speed of the stepped (expensive) model */
  double step_ms;            /* measured wall time per step of it [ms] */
  /* the achieved rate over the last half second or more of playing */
  gint64 window_start_us, last_call_us;
  long window_steps;
  double rate;               /* steps per second of wall time (0: not measured yet) */
  gboolean lagging;          /* the last advance ran out of budget before `until` */
  const TlrOverlay *overlay; /* pinned or swept loops, handed to every new figure */
} TlvTransientRun;

void tlv_transient_run_init(TlvTransientRun *run);
void tlv_transient_run_clear(TlvTransientRun *run);

/* Start afresh (t = 0) in `mode` for spec (spec.model is set from the mode).
 * On failure the run keeps its previous state. */
TlStatus tlv_transient_run_setup(TlvTransientRun *run, TlvTransientMode mode,
                                 const TlrTransientSpec *spec, TlError *err);
gboolean tlv_transient_run_is_valid(const TlvTransientRun *run);

/* The what-if (time goes on): the case, the waveform; what the views show. */
/* The brush model's friction law (both brushes', in a comparison; the exact
 * solver keeps Coulomb).  The run goes on from its state. */
TlStatus tlv_transient_run_set_law(TlvTransientRun *run, const TlSlipFriction *law, TlError *err);
TlStatus tlv_transient_run_set_params(TlvTransientRun *run, const TlContactParams *p,
                                      TlError *err);
TlStatus tlv_transient_run_set_waveform(TlvTransientRun *run, const TlWaveform *wave,
                                        TlError *err);
/* The map's quantity and the time window of the loop and series views; the
 * rows each run keeps follow from them (tlv_transient_run_rows_needed). */
void tlv_transient_run_set_view(TlvTransientRun *run, TlrPatchField field, double time_window);

/* The rows a run keeps (its record drops the older half when full).  The
 * views draw the last time_window; the analysis of the latest period needs
 * the last 3 periods (the period starts at most 2.5 periods before the end,
 * its traction peak may lie half a period before its creepage peak): the
 * record holds the longer of the two even right after a drop, at every
 * frequency — within TLV_TRANSIENT_ROWS_MAX (64 MB of rows), which only a
 * fine grid at a high speed and a low frequency reaches (then the read-out
 * says the record cannot hold the analysed period). */
#define TLV_TRANSIENT_ROWS_MIN 20000
#define TLV_TRANSIENT_ROWS_MAX 1000000
int tlv_transient_run_rows_needed(const TlrTransientFigure *fig);

/* Advance towards contact time `until` [s], stopping at the monotonic
 * deadline (at least one step per call when any is due); returns the time
 * reached.  On a solver failure: TL_* status with err set, time as reached. */
TlStatus tlv_transient_run_advance(TlvTransientRun *run, double until, gint64 deadline_us,
                                   double *reached, TlError *err);
/* One step of the stepped model (the brush follows in a comparison). */
TlStatus tlv_transient_run_step(TlvTransientRun *run, TlError *err);

/* The time every run has reached [s], and the stepped model's row step [s]. */
double tlv_transient_run_time(const TlvTransientRun *run);
double tlv_transient_run_dt(const TlvTransientRun *run);

/* The figure the views draw (TlrTransientFigure * or TlrCompareFigure *). */
gpointer tlv_transient_run_figure(TlvTransientRun *run);
/* The stepped model's figure: the single one, or the exact run of a comparison. */
const TlrTransientFigure *tlv_transient_run_stepped(const TlvTransientRun *run);

/* The pinned or swept curves the loop views draw under the live loops. */
void tlv_transient_run_set_overlay(TlvTransientRun *run, const TlrOverlay *overlay);

/* Start settings of the runs (used when a grid change restarts them). */
void tlv_transient_run_set_start(TlvTransientRun *run, TlTransientInit init, double courant);

/* The page's read-out (markup, g_free it): per model the delay, loop area
 * and f range of the latest whole period, the state now, and the speed
 * achieved against what the time scale [s of contact per s] asks for
 * (tlv-transient-readout.c). */
char *tlv_transient_run_readout(const TlvTransientRun *run, double time_scale);

G_END_DECLS

#endif /* TLV_TRANSIENT_RUN_H */
