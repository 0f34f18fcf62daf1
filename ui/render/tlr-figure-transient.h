/* tlr-figure-transient.h — the transient rolling figures, drivable
 * incrementally: the window advances the run a few steps per frame and
 * redraws; `tribolab-cli export --view hysteresis|timeseries|patch` advances
 * it to a time and draws once.
 *
 *   TlrTransientFigure fig;  tlr_transient_figure_init(&fig);
 *   TlrTransientSpec spec = tlr_transient_spec_default();  … edit …
 *   tlr_transient_figure_setup(&fig, &spec, &err);   // allocates, starts at t = 0
 *   per frame: tlr_transient_figure_advance(&fig, n, &err);  then draw
 *   what-if:   tlr_transient_figure_set_params(&fig, &params, &err)   (time goes on)
 *              tlr_transient_figure_set_waveform(&fig, &wave, &err)
 *   restart:   tlr_transient_figure_restart(&fig, &err)
 *
 * Three views of the same run: the contact-patch map of the current state
 * (default τx/(μp_n)) with the stick/slip boundary and the leading edge; the
 * hysteresis loop f versus cₓ with the steady FASTSIM curve dotted beneath and
 * a cursor at the current point; cₓ(t) and f(t) on twin axes with the delay
 * of the analysed period annotated.  The model is the brush or Kalker's exact
 * theory (spec.model), driven through TlTransientModel; tlr-figure-compare.h
 * runs both side by side.
 */
#ifndef TLR_FIGURE_TRANSIENT_H
#define TLR_FIGURE_TRANSIENT_H

#include <cairo.h>

#include "tlr-overlay.h"
#include "tlr-patch-field.h"
#include "tlr-style.h"
#include "tribo/brush.h"
#include "tribo/exact.h"
#include "tribo/fastsim.h"
#include "tribo/transient.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
  TLR_TRANSIENT_BRUSH, /* the Unsteady Brush Model (brush.h) */
  TLR_TRANSIENT_EXACT  /* Kalker's exact theory on the half-space (exact.h) */
} TlrTransientModelKind;

/* "brush" / "exact", and the names the figures print. */
const char *tlr_transient_model_name(TlrTransientModelKind kind);
const char *tlr_transient_model_label(TlrTransientModelKind kind); /* "brush model", … */

typedef struct {
  TlrTransientModelKind model;
  TlContactParams params; /* the case (cy, spin held constant; cx from the waveform) */
  TlWaveform wave;        /* cₓ(t) (a table it refers to must outlive the figure) */
  TlTransientInit init;
  double dt;              /* row step [s]; ≤ 0: Courant number `courant` (brush) or Δx/V (exact,
                             which refuses any other step) */
  double courant;         /* the brush's, when dt ≤ 0 (default 1); the exact solver rolls one
                             cell per step whatever it is */
  TlrPatchField field;    /* the map's quantity (default τx/(μp_n)) */
  double time_window;     /* time-series and loop views show the last time_window s (≤ 0: all) */
} TlrTransientSpec;

/* Thesis defaults: the brush, sine C₀ = C_p = 0.005, 10 Hz, zero start, C = 1. */
TlrTransientSpec tlr_transient_spec_default(void);

typedef struct {
  TlrTransientSpec spec;
  TlBrush *brush;            /* the model's workspace: one of these two */
  TlExact *exact;
  TlTransientModel model;    /* its transient view */
  TlRun run;
  double *curve_cx, *curve_f;
  int curve_n;
  TlPeriodicAnalysis analysis; /* of the latest whole period (periodic waveforms) */
  int periodic;
  double *field;             /* map display buffer */
  const TlrOverlay *overlay; /* pinned loops or a sweep family drawn under the loop (borrowed,
                                may be NULL) */
  int valid;
} TlrTransientFigure;

void tlr_transient_figure_init(TlrTransientFigure *fig);
void tlr_transient_figure_clear(TlrTransientFigure *fig);

/* Set up the run for spec and start it (row 0 at t = 0).  On failure the
 * figure keeps its previous state. */
TlStatus tlr_transient_figure_setup(TlrTransientFigure *fig, const TlrTransientSpec *spec,
                                    TlError *err);

/* Advance n steps / up to time t [s], then refresh the analysis. */
TlStatus tlr_transient_figure_advance(TlrTransientFigure *fig, int n, TlError *err);
TlStatus tlr_transient_figure_advance_to(TlrTransientFigure *fig, double t, TlError *err);

/* What-if: change the case (μ, F_N, …) or the waveform; the state and the
 * time continue (a new grid size restarts).  The exact model rebuilds its
 * workspace for a new load, geometry or speed (tens of ms) and its rows are
 * then Δx/V of the new case apart. */
TlStatus tlr_transient_figure_set_params(TlrTransientFigure *fig, const TlContactParams *params,
                                         TlError *err);
TlStatus tlr_transient_figure_set_waveform(TlrTransientFigure *fig, const TlWaveform *wave,
                                           TlError *err);

/* Back to t = 0 and the initial state. */
TlStatus tlr_transient_figure_restart(TlrTransientFigure *fig, TlError *err);

/* The model's current state (maps, totals) and grid; NULL before setup. */
const TlTraction *tlr_transient_figure_traction(const TlrTransientFigure *fig);
const TlGrid *tlr_transient_figure_grid(const TlrTransientFigure *fig);

/* TlrDrawFuncs (data = TlrTransientFigure *): the map, the loop, the time
 * series, and all three side by side.  Their read-outs (delay, loop area, f
 * range) are those of the latest whole period, so they follow what-if
 * changes; `transient --summary` reports the second period. */
void tlr_transient_figure_draw_patch(cairo_t *cr, double width, double height,
                                     const TlrStyle *style, void *data);
void tlr_transient_figure_draw_loop(cairo_t *cr, double width, double height,
                                    const TlrStyle *style, void *data);
void tlr_transient_figure_draw_timeseries(cairo_t *cr, double width, double height,
                                          const TlrStyle *style, void *data);
void tlr_transient_figure_draw(cairo_t *cr, double width, double height, const TlrStyle *style,
                               void *data);

#ifdef __cplusplus
}
#endif

#endif /* TLR_FIGURE_TRANSIENT_H */
