/* study-transient.h — the transient rolling view: the Unsteady Brush Model or
 * Kalker's exact theory (or both side by side) under a creepage waveform,
 * stepped in time.
 *
 *   TlStudyTransient s;  tl_study_transient_init(&s);
 *   TlStudyTransientSpec spec = tl_study_transient_spec_default();  … edit …
 *   tl_study_transient_setup(&s, &spec, &err);      // allocates, starts at t = 0
 *   per frame: tl_study_transient_advance(&s, n, &err);  then draw
 *   what-if:   tl_study_transient_set_params / _set_waveform / _set_law   (time goes on)
 *   restart:   tl_study_transient_restart(&s, &err)
 *   a whole run: tl_study_transient_update(&s, &spec, ctl, &err)   (setup, then to spec.t_end)
 *
 * The window's frame tick, tribolab-cli transient, the transient exports (still
 * and animated) and tribolab.transient() step this one object.  A model's run
 * (TlStudyTransientRun) holds its workspace, its record of rows, the steady
 * FASTSIM curve over the waveform's range (and a creep-force table's, when
 * the spec gives one) and the analysis of its latest
 * whole period; a comparison runs both models on the same case and waveform
 * and keeps them at the same contact time. */
#ifndef TL_STUDY_TRANSIENT_H
#define TL_STUDY_TRANSIENT_H

#include <stdio.h>

#include "study.h"
#include "tribo/analysis.h"
#include "tribo/brush.h"
#include "tribo/contact.h"
#include "tribo/exact.h"
#include "tribo/family.h"
#include "tribo/preset.h"
#include "tribo/slipfriction.h"
#include "tribo/table.h"
#include "tribo/transient-models.h"
#include "tribo/transient.h"
#include "tribo/wear.h"
#include "tribo/waveform.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The run's spec: the [contact] case and the [transient] settings of a preset
 * (model, waveform, start, Courant number), with the row step and how long
 * a run is kept and shown. */
typedef struct {
  TlPresetModel model;    /* brush, exact, or compare (both) */
  TlContactParams params; /* the case (cy, spin held constant; cx from the waveform) */
  TlWaveform wave;        /* cₓ(t) (a table it refers to must outlive the study) */
  TlTransientInit init;
  double dt;              /* row step [s]; ≤ 0: Courant number `courant` (brush) or Δx/V (exact,
                             which refuses any other step) */
  double courant;         /* the brush's, when dt ≤ 0 (default 1); the exact solver rolls one
                             cell per step whatever it is */
  double time_window;     /* the loop and series show the last time_window s (≤ 0: all) */
  double t_end;           /* tl_study_transient_update runs to this time [s] */
  int steady_curve;       /* 1: keep the steady FASTSIM curve over the waveform's range that the
                             loop plot draws (a solve per point at every change of the case);
                             0: none (curve_n = 0), for the CLI and Python, which draw nothing */
  /* A friction law applied before the start (NULL: Coulomb at params.mu); a
   * brush takes it unless it is Coulomb, the exact solver unless it is
   * constant.  Both must outlive the setup call only. */
  const TlSlipFriction *law;
  const TlExactLawOptions *law_opts; /* NULL: the defaults */
  /* A creep-force table (tribo/table.h; not owned, must outlive the study's
   * use of it; NULL: none): with steady_curve, the runs keep a second steady
   * curve, the table's, over the same creepages.  An exact table's curve is
   * the exact transient model's own steady limit (docs/theory.md §14). */
  const TlTable *table;
  TlTableInterp table_interp; /* cubic by default */
} TlStudyTransientSpec;

/* Thesis defaults: the brush, sine C₀ = C_p = 0.005, 10 Hz, zero start, C = 1. */
TlStudyTransientSpec tl_study_transient_spec_default(void);

/* "brush" / "exact", and the names the figures print ("brush model", …). */
const char *tl_study_transient_model_name(TlTransientKind kind);
const char *tl_study_transient_model_label(TlTransientKind kind);

/* One model's run. */
typedef struct {
  TlTransientKind kind;       /* which model */
  TlStudyTransientSpec spec;  /* its spec (model brush or exact; the step it runs at) */
  TlBrush *brush;             /* the model's workspace: one of these two */
  TlExact *exact;
  TlTransientModel model;     /* its transient view */
  TlRun run;                  /* the record of rows, SI */
  double *curve_cx, *curve_f; /* the steady FASTSIM curve over the waveform's range
                                 (curve_n = 0 unless spec.steady_curve) */
  int curve_n;
  double *curve_table_f;      /* the table's steady f = Fx/F_N at curve_cx (NULL: no table or
                                 no steady curve); Coulomb friction at the case's μ */
  int curve_table_clamped;    /* of those points, how many read the table at its edge */
  TlContactBasics table_basics; /* the case's Hertz patch and coefficients, for the table */
  int table_basics_ok;
  TlPeriodicAnalysis analysis; /* of the latest whole period (periodic waveforms) */
  int periodic;
  double normal_load;         /* the model's F_N now [N] */
  int valid;
} TlStudyTransientRun;

/* Both models on the same case and waveform, at the same time. */
typedef struct {
  TlStudyTransientRun brush, exact;
} TlStudyTransientCompare;

typedef struct {
  TlStudyTransientSpec spec;       /* of the runs (model brush, exact or compare) */
  TlStudyTransientRun single;      /* model brush or exact */
  TlStudyTransientCompare compare; /* model compare */
  int valid;
} TlStudyTransient;

void tl_study_transient_init(TlStudyTransient *s);
void tl_study_transient_clear(TlStudyTransient *s);

/* Set up the run(s) of spec and start at t = 0.  On failure the study keeps
 * its previous state. */
TlStatus tl_study_transient_setup(TlStudyTransient *s, const TlStudyTransientSpec *spec,
                                  TlError *err);

/* A whole run: setup, then advance to spec->t_end in slices, reporting
 * progress to ctl and stopping (TL_ECANCELLED) when it asks.  On failure the
 * study keeps its previous state. */
TlStatus tl_study_transient_update(TlStudyTransient *s, const TlStudyTransientSpec *spec,
                                   const TlStudyControl *ctl, TlError *err);

/* Advance n steps of the stepped model (the exact run of a comparison; the
 * brush follows to the same time), or every run up to time t [s]. */
TlStatus tl_study_transient_advance(TlStudyTransient *s, int n, TlError *err);
TlStatus tl_study_transient_advance_to(TlStudyTransient *s, double t, TlError *err);

/* What-if: change the case (μ, F_N, …) or the waveform; the state and the
 * time continue (a new grid size restarts).  The exact model rebuilds its
 * workspace for a new load, geometry or speed (tens of ms) and its rows are
 * then Δx/V of the new case apart. */
TlStatus tl_study_transient_set_params(TlStudyTransient *s, const TlContactParams *params,
                                       TlError *err);
TlStatus tl_study_transient_set_waveform(TlStudyTransient *s, const TlWaveform *wave,
                                         TlError *err);
/* The friction law of every open model (a constant one is the exact
 * solver's Coulomb path); the runs go on from their state. */
TlStatus tl_study_transient_set_law(TlStudyTransient *s, const TlSlipFriction *law,
                                    const TlExactLawOptions *opts, TlError *err);
/* The start of the next setup or restart (a grid change restarts too). */
void tl_study_transient_set_start(TlStudyTransient *s, TlTransientInit init, double courant);
/* The time window the views show; the rows each run keeps follow from it
 * (tl_study_transient_rows_needed). */
void tl_study_transient_set_window(TlStudyTransient *s, double time_window);

/* The creep-force table of the steady reference curve (NULL: none) and how
 * it is read; every run's table curve follows at once.  The table must
 * outlive the study's use of it. */
void tl_study_transient_set_table(TlStudyTransient *s, const TlTable *table,
                                  TlTableInterp interp);

/* The table's steady f = Fx/F_N of r's case at creepage cx (cy and spin of
 * the case, Coulomb at its μ); *clamped (may be NULL) gets the number of
 * inputs read at the table's edge.  NaN without a table (or a case the table
 * cannot read). */
double tl_study_transient_table_f(const TlStudyTransientRun *r, double cx, int *clamped);

/* Back to t = 0 and the initial state. */
TlStatus tl_study_transient_restart(TlStudyTransient *s, TlError *err);

/* The rows a run keeps (its record drops the older half when full).  The
 * views draw the last time_window; the analysis of the latest period needs
 * the last 3 periods (the period starts at most 2.5 periods before the end,
 * its traction peak may lie half a period before its creepage peak): the
 * record holds the longer of the two even right after a drop, at every
 * frequency — within TL_STUDY_TRANSIENT_ROWS_MAX (64 MB of rows), which only
 * a fine grid at a high speed and a low frequency reaches. */
#define TL_STUDY_TRANSIENT_ROWS_MIN 20000
#define TL_STUDY_TRANSIENT_ROWS_MAX 1000000
int tl_study_transient_rows_needed(const TlStudyTransientRun *r);

/* The time every run has reached [s]; the stepped model's run (the single
 * one, or the exact run of a comparison) and its row step [s]. */
double tl_study_transient_time(const TlStudyTransient *s);
const TlStudyTransientRun *tl_study_transient_stepped(const TlStudyTransient *s);
double tl_study_transient_dt(const TlStudyTransient *s);
/* The first run: the single one, or the brush of a comparison. */
const TlStudyTransientRun *tl_study_transient_first(const TlStudyTransient *s);

/* The model's current state (maps, totals) and grid; NULL before setup. */
const TlTraction *tl_study_transient_traction(const TlStudyTransientRun *r);
const TlGrid *tl_study_transient_grid(const TlStudyTransientRun *r);

/* The figures `tribolab-cli transient --summary` and tribolab.transient()
 * report of a run: the analysis of its second period (or the first whole
 * period after one transit), or, without a periodic waveform, the f range
 * over the whole run. */
typedef struct {
  const char *model;          /* "brush" / "exact" */
  int periodic;
  TlPeriodicAnalysis analysis; /* delay, delay ratio, loop area, f range; NaN where n/a */
  int rows;
  double duration;            /* the time reached [s] */
  double samples_per_period;  /* 1/(F·dt), NaN when not periodic */
  double f_final, stick_final;
  int substeps;               /* the brush's sub-steps of its last step (exact: 1) */
  double newton_per_step, krylov_per_step; /* the exact solver's work (NaN for the brush) */
  /* what the grip costs at the last row (docs/theory.md §12), with the
   * default laws: wear_ok 0 (and the figures unset) when the state has no
   * slip speeds yet (an exact run before its first rolling step) */
  int wear_ok;
  TlWearResult wear;
} TlStudyTransientSummary;

TlStatus tl_study_transient_summarise(const TlStudyTransientRun *r, TlStudyTransientSummary *out,
                                      TlError *err);

/* How long a run of `wave` lasts unless told: for a periodic creepage 3
 * periods, or as many as its first analysed period needs
 * (tl_analysis_periods_needed: above about 60 Hz a period is shorter than
 * the settling transit), so that the delay and the loop are measured; the
 * last sample of a table; else 3 transits (after the step's time).  transit
 * is the model's settling time 2a/V [s].  The CLI's default duration and
 * the window's animation export both use it. */
double tl_study_transient_default_duration(const TlWaveform *wave, double transit);
/* The same for a run that is set up (its model's transit). */
double tl_study_transient_run_default_duration(const TlStudyTransientRun *r);

/* The rows of the run, one per step: t_ms,cx,f,stick_fraction — the
 * columns of tribolab-cli transient — and, when the spec has a table,
 * f_steady_table: the table's steady f at the row's cx
 * (tl_study_transient_table_f).  A comparison writes both runs, each row
 * after a first column model (brush, then exact): the rows of `transient
 * --model brush` and of `--model exact`. */
TlStatus tl_study_transient_write_csv(FILE *out, const TlStudyTransient *s, TlError *err);

/* N = κ|μ′(0)| of the case's grid for a falling law (one FASTSIM solve at
 * the case's creepage): what the brush's stability note compares with
 * C/(2 − C) before the run has stepped.  0 for a constant law or a failure. */
double tl_study_transient_law_n(const TlContactParams *p, const TlSlipFriction *law);

/* The falling law's indicator the brush reports, N_max of its slip (κ_t|μ′|
 * over C): 1 and *n_max when r's model is a brush with a law that falls,
 * else 0. */
int tl_study_transient_brush_law_n(const TlStudyTransientRun *r, double *n_max);

/* The rows of the loop drawn now, k0 … k1 of r's record: the latest whole
 * period when there is one, else the rows of the current case the view
 * shows; never rows run under an earlier case.  0 when fewer than two. */
int tl_study_transient_current_loop(const TlStudyTransientRun *r, int *k0, int *k1);

/* One loop of a case for Pin and Sweep: the brush from pure rolling at C = 1
 * for `periods` periods of the periodic wave, the last whole period kept
 * (tl_family_run_case).  Free with tl_family_loop_clear. */
TlStatus tl_study_transient_loop(const TlContactParams *contact, const TlWaveform *wave,
                                 int periods, TlFamilyLoop *out, TlError *err);

/* ---- the work estimate ---------------------------------------------------- */

/* Cost rates of a run [s, bytes]: the brush per cell and (sub-)step, the exact
 * solver per cell and step at 40 x 40 (growing slowly with the grid: its FFTs),
 * and one recorded row. */
#define TL_STUDY_TRANSIENT_COST_BRUSH_CELL_STEP 1e-8
#define TL_STUDY_TRANSIENT_COST_EXACT_CELL_STEP 5e-6
#define TL_STUDY_TRANSIENT_BYTES_ROW 64.0

/* The work of tl_study_transient_update(spec): the rows from 0 to spec->t_end
 * at the brush's step (sub-stepped ceil(C) times at a Courant number C > 1)
 * or the exact solver's Δx/V, over every cell; the exact solver's outer
 * iteration on a falling spec->law multiplies its steps, and it holds its
 * workspace.  A comparison runs both models.  Returns work->seconds (0 when
 * the case has no Hertz solution, which the update refuses). */
double tl_study_transient_estimate(const TlStudyTransientSpec *spec, TlStudyWork *work);

#ifdef __cplusplus
}
#endif

#endif /* TL_STUDY_TRANSIENT_H */
