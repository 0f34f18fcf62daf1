/* transient.h — what every transient rolling-contact model offers, and the run
 * that drives one with a creepage waveform and records its rows.
 *
 * A model (the Unsteady Brush Model of brush.h, Kalker's exact solver of
 * exact.h) is a state on the contact grid advanced by time steps.  It plugs in
 * through a small table of functions, TlTransientModelClass:
 *
 *   reset(self, init, cx, cy, spin)     back to the initial state for c(0):
 *                                       zero traction or the steady state
 *   step(self, dt, cx, cy, spin)        advance by dt [s] with the creepages
 *                                       held over the step (the brush sub-steps
 *                                       if dt exceeds its stable step; the exact
 *                                       solver takes only its natural step)
 *   traction(self)                      the current TlTraction (maps, totals)
 *   info(self, &info)                   μ, F_N, natural step, transit time
 *
 * The run (TlRun) owns no model; it samples the waveform, steps the model and
 * appends one row per step.  Time convention (shared by all models): rows sit
 * at t_k = k·dt (until tl_run_set_step changes the spacing); row 0 is the
 * initial state (after reset with c(0)); the creepage applied in the step
 * that ends at t_k is c(t_k); the traction of row k is the state after that
 * step.  The run can be advanced a few steps at a
 * time (the window advances it per frame) and its parameters changed between
 * calls (the what-if: the model's params, the waveform) — time continues.
 *
 * Adding a model: implement the four functions over its workspace, fill a
 * static TlTransientModelClass, and hand {&class, workspace} to tl_run_init.
 * The run, the recorder, the analysis (analysis.h), the CLI's `transient`
 * command and the transient figures then work unchanged.
 */
#ifndef TRIBO_TRANSIENT_H
#define TRIBO_TRANSIENT_H

#include "tribo/analysis.h"
#include "tribo/grid.h"
#include "tribo/status.h"
#include "tribo/traction.h"
#include "tribo/waveform.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
  TL_INIT_ZERO,  /* pure rolling: no traction */
  TL_INIT_STEADY /* the steady state for c(0) */
} TlTransientInit;

const char *tl_transient_init_name(TlTransientInit init); /* "zero" / "steady" */
TlStatus tl_transient_init_from_name(const char *name, TlTransientInit *out, TlError *err);

typedef struct {
  double mu;            /* friction coefficient [-] */
  double normal_load;   /* F_N [N]: f = Tx/F_N */
  double natural_step;  /* the model's own step, e.g. Δx/V for the brush [s] */
  double transit_time;  /* 2a/V: time for material to cross the contact [s] */
} TlTransientInfo;

typedef struct {
  const char *name; /* "brush", "exact" */
  TlStatus (*reset)(void *self, TlTransientInit init, double cx, double cy, double spin,
                    TlError *err);
  TlStatus (*step)(void *self, double dt, double cx, double cy, double spin, TlError *err);
  const TlTraction *(*traction)(const void *self);
  const TlGrid *(*grid)(const void *self);
  void (*info)(const void *self, TlTransientInfo *out);
} TlTransientModelClass;

typedef struct {
  const TlTransientModelClass *klass;
  void *self; /* the model's workspace (not owned by the run) */
} TlTransientModel;

/* The rows of a run, one array per column (rows 0 … n−1). */
typedef struct {
  int n, capacity;
  double *t;     /* time [s] */
  double *cx;    /* creepage applied in the step ending at t [-] */
  double *cy;    /* [-] */
  double *spin;  /* [1/m] */
  double *f;     /* Tx / F_N [-] */
  double *fy;    /* Ty / F_N [-] */
  double *mz;    /* Mz [N·m] */
  double *stick; /* stick fraction [-] */
} TlRecord;

/* Case changes a run remembers (for the views' breaks between cases). */
#define TL_RUN_MAX_MARKS 32

typedef struct {
  TlTransientModel model; /* borrowed */
  TlWaveform cx_wave;     /* cₓ(t); may be replaced between advances */
  double cy, spin;        /* constant lateral [-] and spin [1/m] creepage */
  double dt;              /* row spacing [s] */
  long k;                 /* index of the last row: its time is t_base + (k − k_base)·dt */
  double t_base;          /* time of row k_base, where dt last changed (0 at the start) */
  long k_base;
  int max_rows;           /* 0: keep every row; else keep the newest max_rows (≥ 16) */
  TlRecord rec;
  int started;
  /* what-if changes (tl_run_mark_change): rows at t ≥ t_case were recorded
   * under the current case; marks[] are the latest change times, oldest first */
  double t_case;
  double marks[TL_RUN_MAX_MARKS];
  int n_marks;
} TlRun;

/* Prepare a run (no model call yet).  The waveform is copied (a table it
 * refers to must outlive the run).  dt > 0 finite.  *run must be zeroed or
 * a run used before (its row storage is kept). */
TlStatus tl_run_init(TlRun *run, TlTransientModel model, const TlWaveform *cx_wave, double cy,
                     double spin, double dt, TlError *err);

/* Reset the model for c(0) and record row 0 (t = 0); drops earlier rows. */
TlStatus tl_run_start(TlRun *run, TlTransientInit init, TlError *err);

/* Advance `steps` steps, appending one row each.  Rows grow geometrically
 * (amortised O(1)); with max_rows set, the oldest rows are dropped. */
TlStatus tl_run_advance(TlRun *run, int steps, TlError *err);

/* Advance until the last row's time reaches `t_end` (⌈(t_end − t_last)/dt⌉ more rows). */
TlStatus tl_run_advance_to(TlRun *run, double t_end, TlError *err);

/* Change the row spacing from the next row on (a model whose natural step
 * changed mid-run, e.g. the exact solver after a new load: Δx/V changed);
 * the time of the rows so far is kept.  dt > 0 finite. */
TlStatus tl_run_set_step(TlRun *run, double dt, TlError *err);

/* The case changed mid-run (the model's parameters or the waveform, between
 * advances): rows from the last one on belong to the new case, and the
 * analysis (tl_run_analysis_params) ignores the rows before it.  The last
 * row's traction columns are recorded again from the model's state now, so
 * that the last row always describes the state the model holds (a new μ or
 * F_N projects the tractions onto the new bound at once).  Call after the
 * change; the run must be started. */
TlStatus tl_run_mark_change(TlRun *run, TlError *err);

/* The case row k of the record belongs to: the number of marks at or before
 * its time (0 … n_marks); rows of the current case give n_marks. */
int tl_run_case_of(const TlRun *run, double t);

/* Time of the last row [s]. */
double tl_run_time(const TlRun *run);

/* Analysis parameters for the run at frequency freq [Hz] (analysis.h): the
 * model's transit time as settling time, μ·Σp_nΔA/F_N as the saturation
 * level of f, the rows of the current case (t_from = t_case), the second
 * period.  Edit (e.g. .latest = 1) and pass to
 * tl_analyse_periodic with the record's columns. */
TlAnalysisParams tl_run_analysis_params(const TlRun *run, double freq);

/* tl_analyse_periodic of the record with tl_run_analysis_params. */
TlStatus tl_run_analyse(const TlRun *run, double freq, TlPeriodicAnalysis *out, TlError *err);

void tl_run_clear(TlRun *run);

/* The record alone (also used by tests and other drivers). */
TlStatus tl_record_reserve(TlRecord *rec, int capacity, TlError *err);
void tl_record_clear(TlRecord *rec);

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_TRANSIENT_H */
