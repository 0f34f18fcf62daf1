/* study-steady.h — the Steady rolling view: the traction–creepage curves of
 * Kalker's linear theory, FASTSIM (with the friction law inside the contact,
 * also at other rolling speeds), Shen–Hedrick–Elkins, Polach's model and
 * Kalker's exact theory, and the tangential map at the operating point; and
 * one model at given creepages (tribolab-cli steady --cx, tribolab.steady()).
 *
 * The curves (the window's page, `tribolab-cli export --view
 * traction-curve|patch`, `tribolab-cli steady --curve`):
 *
 *   TlStudySteady s;  tl_study_steady_init(&s);
 *   TlStudySteadySpec spec = tl_study_steady_spec_default();
 *   spec.curves.params.mu = 0.3;  spec.curves.models |= TL_STUDY_STEADY_EXACT;  …
 *   tl_study_steady_update(&s, &spec, NULL, &err);   // curves, map and every exact solve
 *   … s.cx[k], s.f[TL_STEADY_CURVE_FASTSIM][k], s.map, s.xc.f …
 *   tl_study_steady_clear(&s);
 *
 * The exact theory costs a steady solve per creepage (about 10 ms at 40 × 40,
 * 70 ms at 80 × 80), so it is sampled at spec.exact_points creepages.  A
 * window solves it progressively: prepare() computes the rest and keeps what
 * is still valid of the exact curve (a new operating point alone re-solves
 * one point); the solves then run one at a time (refine(), or begin / task
 * run / finish on a worker thread).
 *
 * Below the curves: one model at given creepages (TlStudySteadyPoints), and
 * the Friction laws page's law inside the contact (TlStudySteadyContactMu). */
#ifndef TL_STUDY_STEADY_H
#define TL_STUDY_STEADY_H

#include <stdio.h>

#include "study.h"
#include "tribo/contact.h"
#include "tribo/exact-curve.h"
#include "tribo/exact.h"
#include "tribo/fastsim.h"
#include "tribo/friction.h"
#include "tribo/grid.h"
#include "tribo/steady-curves.h"
#include "tribo/table.h"
#include "tribo/wear.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Kalker's exact theory (half-space), sampled: the model bit the core's
 * TL_STEADY_* leave free for it (tribo/steady-curves.h). */
enum { TL_STUDY_STEADY_EXACT = 1u << 3 };
/* A creep-force table (tribo/table.h), for the curves (the table given with
 * tl_study_steady_set_table) and the points below: the model bit after the
 * core's. */
enum { TL_STUDY_STEADY_TABLE = 1u << 5 };

/* The models with a value at the operating point (op_f): linear, FASTSIM,
 * SHE (the core's TlSteadyCurve order) and exact. */
#define TL_STUDY_STEADY_N_MODELS 4

typedef struct {
  /* The core's spec of the curves: the case (params.cx, cy, spin is the
   * operating point), models (TL_STEADY_* bits and TL_STUDY_STEADY_EXACT),
   * FASTSIM's variant and friction law, Polach's parameters and the other
   * rolling speeds.  Its creepages (cx, n) and reuse_speed are the study's:
   * they are set from the sampling below. */
  TlSteadyCurvesSpec curves;
  double cx_max;     /* curves over [0, cx_max] ([−cx_max, cx_max] if cx < 0);
                        ≤ 0: automatic (1.5× the creepage where SHE saturates) */
  int n_points;      /* samples per curve (2 … 100000) */
  int exact_points;  /* samples of the exact curve (2 … 1000), each a steady solve */
  unsigned map_model; /* the map's model: TL_STEADY_FASTSIM or TL_STUDY_STEADY_EXACT */
  int log_cx;        /* sample over log10 cx (cx_max/1000 … cx_max; cx ≥ 0 only) */
  TlWearParams wear; /* the wear and fatigue laws of the wear figures (docs/theory.md §12) */
} TlStudySteadySpec;

/* Linear, FASTSIM and SHE (not exact), fixed grid, Coulomb with the case's
 * μ, Polach's dry set, speeds 1, 10 and 30 m/s, automatic range, 121 points
 * (21 exact), FASTSIM's map. */
TlStudySteadySpec tl_study_steady_spec_default(void);

typedef struct {
  TlStudySteadySpec spec; /* the last spec that solved (spec.curves.law: the law FASTSIM
                             took; spec.log_cx: whether the samples are logarithmic) */
  TlContactBasics basics; /* its Hertz solution and Kalker coefficients */
  TlGrid grid;            /* the grid of FASTSIM's map */
  TlTraction map;         /* FASTSIM at the operating point */
  double op_f[TL_STUDY_STEADY_N_MODELS]; /* f at the operating point: linear, FASTSIM, SHE,
                                            exact (NaN: not selected, or exact not solved) */
  double *cx;             /* the n curve creepages */
  double *f[TL_STEADY_N_CURVES]; /* f of linear, FASTSIM, SHE (NaN where not selected) */
  int n;
  int valid;              /* 0 until the first successful update */

  /* friction inside the contact (docs/theory-friction-in-contact.md) */
  int law_on;             /* the law depends on the slip speed (or has memory) */
  /* what the curves at spec.curves.speeds were solved for: they do not
   * depend on the case's V or operating point, so a change of either
   * reuses them */
  struct TlStudySteadySpeedsKey {
    TlContactParams params; /* speed and cx zeroed */
    TlSlipFriction law;
    double cx0, cx1;        /* the first and last creepage */
    int n;
  } speeds_key;
  double *f_speed[TL_STEADY_MAX_SPEEDS]; /* FASTSIM with the law at spec.curves.speeds (NULL:
                                            the case's own V, or not computed) */
  double *f_polach;       /* Polach's model (NaN where not selected) */
  double *mu_line;        /* μ(V |cx|) of the law at the case's V */
  double *mu_map;         /* FASTSIM's local μ at the operating point (mx·my, 0 outside) */
  double *w_map;          /* and its local slip speed [m/s] (0 in stick and outside; NULL
                             with the strip variant: not resolved) */
  TlSlipStats stats;      /* of FASTSIM's solution at the operating point */
  double n_max;           /* the largest falling indicator κ|μ′(0)| over the curve [-] */
  double peak_cx, peak_f; /* FASTSIM's adhesion maximum (NaN unless law_on) */
  double op_polach, polach_peak_cx, polach_peak_f; /* Polach at the operating point, its max */

  /* what the grip costs (docs/theory.md §12), from FASTSIM at the operating
   * point and along the curves' creepages */
  TlWearResult wear;      /* at the operating point: local power and Archard's figures NaN
                             where FASTSIM resolves no slip speed (the strip variant) */
  double *q_map;          /* frictional power density |τ| w [W/m²] per cell (NULL: no
                             slip speed) */
  double *wear_depth_map; /* Archard's local depth worn per metre rolled, k p (w/V) / H
                             [m/m] per cell (NULL: no slip speed; in q_map's allocation) */
  double *t_gamma_per_area; /* Tγ/A [N/mm²] at each curve creepage (FASTSIM, cy and spin
                               held; A the operating point's contact area) */
  double *usfd_rate;      /* the USFD wear rate there [µg/(m·mm²)] */
  double *burstow;        /* Burstow's damage index there [-] (these two in
                             t_gamma_per_area's allocation) */

  /* the exact theory (when selected as a curve or as the map) */
  int exact_on;
  TlExactCurve xc; /* its samples (xc.cx, xc.f, xc.done of xc.n), its map at the operating
                      point (xc.map once xc.op_done), the last solve's work and error */

  /* the creep-force table (TL_STUDY_STEADY_TABLE in spec.curves.models), read
   * with Coulomb friction at the case's μ, cy and spin held */
  const TlTable *table;       /* tl_study_steady_set_table (not owned; NULL: none) */
  TlTableInterp table_interp; /* how it is read (cubic after init) */
  double *f_table;            /* its f at the n curve creepages (NULL: not drawn) */
  int table_curve_clamped;    /* curve creepages with an input outside the table (as below) */
  double table_op[3];         /* at the operating point: Fx/F_N, Fy/F_N, Mz [N·m] (NaN: not
                                 drawn) */
  int table_clamped;          /* inputs of the operating point outside the table (read at its
                                 edge; nearer than 1e-6 of an axis's scale counts as inside) */
  /* the operating point solved directly by the table's own solver, grid and
   * tolerance, so that table_op − table_direct is the interpolation's error
   * alone (NaN: not drawn, or that solve failed: its message in
   * table_error_msg) */
  double table_direct[3];
  char table_error_msg[TL_ERROR_MESSAGE_MAX];
  double table_direct_unit[TL_TABLE_N_OUT]; /* that solve: Fx/(μN), Fy/(μN), Mz/(μNc) */
  double table_direct_key[TL_TABLE_N_AXES]; /* the inputs it was solved for */
  TlTableSpec table_direct_spec;            /* and the table it belongs to */
  int table_direct_done;
} TlStudySteady;

/* The table of the TL_STUDY_STEADY_TABLE curve and how it is read, kept by
 * later updates until set again (NULL: none, and the curve is not drawn).
 * The table must outlive every update that uses it. */
void tl_study_steady_set_table(TlStudySteady *s, const TlTable *table, TlTableInterp interp);

/* A quick table around one case (study-steady-table.c): the case's a/b and
 * ν as single points, the default creepage ranges with η and φ in steps of 1
 * (25 × 9 × 9 entries on the default 20 × 20 grid); model: the exact solver
 * or FASTSIM. */
TlStatus tl_study_steady_quick_table_spec(const TlContactParams *params, TlTableModel model,
                                          TlTableSpec *out, TlError *err);
/* Solve every entry of spec and make the table (*out, tl_table_free).  ctl's
 * cancel stops it with TL_ECANCELLED, its progress counts the entries. */
TlStatus tl_study_steady_table_build(const TlTableSpec *spec, const TlStudyControl *ctl,
                                     TlTable **out, TlError *err);
/* The same, and the entries the table was made from: *values (3 per entry)
 * and *status (one per entry), newly allocated (free()), in the layout that
 * tl_table_h5_write takes, for a caller that keeps the table in a file.  On
 * an error nothing is allocated. */
TlStatus tl_study_steady_table_build_entries(const TlTableSpec *spec, const TlStudyControl *ctl,
                                             TlTable **out, double **values,
                                             signed char **status, TlError *err);

void tl_study_steady_init(TlStudySteady *s);
void tl_study_steady_clear(TlStudySteady *s);

/* Compute the curves and the map of spec and solve every exact point (ctl:
 * its cancel stops between exact solves with TL_ECANCELLED, leaving the rest
 * pending; its progress counts the exact solves).  On a bad spec the study
 * keeps its previous result and err says why; a failed exact solve leaves its
 * point NaN (its message in xc.error) and returns its status. */
TlStatus tl_study_steady_update(TlStudySteady *s, const TlStudySteadySpec *spec,
                                const TlStudyControl *ctl, TlError *err);

/* The same without the exact solves (they are left pending): the window's
 * update, which runs them on its worker.  What is still valid of the exact
 * curve is kept. */
TlStatus tl_study_steady_prepare(TlStudySteady *s, const TlStudySteadySpec *spec, TlError *err);

/* Exact solves still to do (0 when the exact theory is off or complete). */
int tl_study_steady_pending(const TlStudySteady *s);

/* Solve up to max_solves (< 0: all) of the pending exact points, the
 * operating point first.  A point that fails is left NaN and its message kept
 * in xc.error.  Returns TL_OK, or with max_solves < 0 the status of the first
 * failure. */
TlStatus tl_study_steady_refine(TlStudySteady *s, int max_solves, TlError *err);

/* The exact solves one at a time, for running them on another thread:
 * begin() takes the next pending solve out of the study (returns 0 if none)
 * and lends it the study's exact workspace; task_run() solves it (any
 * thread; stops early with TL_ECANCELLED while *cancel is non-zero, cancel
 * may be NULL); finish() stores the outcome in the study — a cancelled solve
 * leaves its point pending — and frees the task.  Between begin() and
 * finish() the caller must not update, prepare, refine or begin on the
 * study; reading it is fine (the task writes only the workspace's state and
 * its own map).  task_clear() frees a task that will not be finished. */
typedef TlExactCurveTask TlStudySteadyExactTask; /* tribo/exact-curve.h */

int tl_study_steady_exact_begin(TlStudySteady *s, TlStudySteadyExactTask *task);
TlStatus tl_study_steady_exact_task_run(TlStudySteadyExactTask *task, const volatile int *cancel);
void tl_study_steady_exact_finish(TlStudySteady *s, TlStudySteadyExactTask *task);
void tl_study_steady_exact_task_clear(TlStudySteadyExactTask *task);

/* Building the exact workspace (the half-space influence and the exact
 * normal pressure: as long as a few steady solves on a fine grid) happens in
 * prepare() when the grid, load, geometry, material or speed change.  A
 * window can build it elsewhere instead: ready() says whether prepare()
 * would build one for this spec (0) or not (1: exact off, or the workspace
 * fits); build() makes one for params (any thread); adopt() installs it
 * (taking it over; on failure the caller still owns it and frees it with
 * exact_free()), after which prepare() with a spec for the same case builds
 * nothing. */
int tl_study_steady_exact_ready(const TlStudySteady *s, const TlStudySteadySpec *spec);
TlStatus tl_study_steady_exact_build(const TlContactParams *params, TlExact **out, TlError *err);
TlStatus tl_study_steady_exact_adopt(TlStudySteady *s, TlExact *w, const TlContactParams *params,
                                     TlError *err);
void tl_study_steady_exact_free(TlExact *w);

/* The curves drawn, one row per creepage: with FASTSIM's curve alone the
 * columns of `tribolab-cli steady --curve`, cx,f; else cx and f_<model> of
 * each model drawn (linear, fastsim, shen, polach, exact, table), a model's cell
 * nan where it was not sampled (the exact theory has samples of its own,
 * merged in by creepage). */
TlStatus tl_study_steady_write_csv(FILE *out, const TlStudySteady *s, TlError *err);

/* The grid of the map of spec.map_model: FASTSIM's, or the exact theory's
 * workspace's (NULL before the exact workspace exists). */
const TlGrid *tl_study_steady_map_grid(const TlStudySteady *s);

/* The map drawn (spec.map_model's solution at the operating point), one row
 * per grid cell in the columns of `tribolab-cli steady --map`:
 * x_mm,y_mm,pn_mpa,tx_mpa,ty_mpa,state,mu,w_m_s,power_w_m2. */
TlStatus tl_study_steady_write_map_csv(FILE *out, const TlStudySteady *s, TlError *err);

/* The wear figures along the curves, one row per creepage:
 * cx,t_gamma_n,t_gamma_per_area_n_mm2,wear_rate_usfd_ug_m_mm2,wear_regime,burstow_damage. */
TlStatus tl_study_steady_write_wear_csv(FILE *out, const TlStudySteady *s, TlError *err);

/* The shakedown map's operating point: the load factor p0/k (Hertz's p0, the
 * spec's shear yield stress k) and the utilised friction f of FASTSIM at the
 * operating point (docs/theory.md §12.6); NaN before a valid update. */
void tl_study_steady_shakedown_point(const TlStudySteady *s, double *load_factor, double *f);

/* The shakedown limit of the simplified shakedown map (docs/theory.md §12.6):
 * the utilised friction f at which a load factor L = p0/k reaches it, the
 * lower of the subsurface limit (L = 4 for a line contact, 4.7 for a point
 * contact: f = 0 beyond, any f below) and the surface limit f = 1/L (FI = 0).
 * Returns NaN where L ≤ 0. */
typedef enum { TL_STUDY_SHAKEDOWN_LINE = 0, TL_STUDY_SHAKEDOWN_POINT = 1 } TlStudyShakedownContact;

double tl_study_shakedown_subsurface_limit(TlStudyShakedownContact c); /* p0/k: 4, 4.7 */

/* The limit as a polyline from the subsurface limit up the surface limit to
 * f = f_max: n points (n ≥ 3) into lf (p0/k) and f; returns the count written. */
int tl_study_shakedown_limit_curve(TlStudyShakedownContact c, double f_max, double *lf, double *f,
                                   int n);

/* The shakedown map's data: curve,load_factor,f rows of the line and point
 * contact limits up to f = 1 and the operating point ("operating"). */
TlStatus tl_study_steady_write_shakedown_csv(FILE *out, const TlStudySteady *s, TlError *err);

/* FASTSIM's curve f at the n creepages cx with Coulomb friction (the case's
 * μ) on the fixed grid: one member of the page's sweep families. */
TlStatus tl_study_steady_fastsim_curve(const TlContactParams *params, const double *cx, int n,
                                       double *f, TlError *err);

/* ---- one model at given creepages ---------------------------------------------------
 *
 * tribolab-cli steady --cx and tribolab.steady(): f, the stick fraction, the
 * lateral force, the spin moment and the local friction at each creepage of
 * one model, and the solution at the last creepage.  The spec is the core's
 * TlSteadyCurvesSpec: its case (cy and spin held), one model bit in models
 * (TL_STEADY_LINEAR, TL_STEADY_FASTSIM, TL_STEADY_SHEN, TL_STEADY_POLACH,
 * TL_STUDY_STEADY_EXACT or TL_STUDY_STEADY_TABLE: the table given with
 * tl_study_steady_points_set_table, Coulomb friction), FASTSIM's variant, the law inside the contact
 * (fastsim and exact; a Coulomb law takes the case's μ, a law that does not
 * depend on the slip speed is Coulomb with its own μ), Polach's parameters
 * and the creepages cx, n. */
typedef struct {
  unsigned model;         /* the model solved */
  TlContactParams params; /* the case solved (the exact model with a constant law: its μ) */
  TlContactBasics basics; /* its Hertz solution and Kalker coefficients */
  int n;
  double *cx;             /* the creepages [-] */
  double *f;              /* Tx/F_N */
  double *stick;          /* stick area / contact area (linear 1; Polach NaN: no adhesion
                             area) */
  double *fy;             /* Ty/F_N */
  double *mz;             /* spin moment [N·m] */
  double *mu_mean;        /* mean local μ over slipping cells (μ for constant friction) */
  double *indicator;      /* falling indicator: FASTSIM's largest κ|μ′(0)|, the exact
                             solver's N_E,max (0 for constant friction or no grid) */
  double indicator_max;   /* the largest of them */
  int exact_law;          /* the exact solver ran its outer iteration on a falling law */
  int law_outer_max;      /* then its largest outer iteration count */
  double law_ne_max;      /* and its largest N_E,max */
  TlTraction map;         /* the last creepage's solution (fastsim, exact; else empty) */
  double *mu_map, *w_map; /* its local μ and slip speed [m/s] (NULL: not resolved; FASTSIM's
                             strip variant leaves w_map 0) */
  /* what the grip costs at the last creepage (docs/theory.md §12): frictional
   * power, Tγ, wear rates, fatigue indices; the local power and Archard's
   * figures NaN for the models without a grid (and the strip variant) */
  TlWearParams wear_params; /* the laws used: tl_study_steady_points_set_wear */
  TlWearResult wear;
  TlFastsim *fastsim;     /* the solver of the map's grid (fastsim) */
  TlExact *exact;         /* (exact) */
  /* the table model: the table (not owned; outlives the study's use of it),
   * how it is read, how many creepages had an input outside it, and the
   * direct solve at the last creepage with the table's own solver and grid
   * (Fx/F_N, Fy/F_N, Mz [N·m]): the interpolation error is the difference */
  const TlTable *table;
  TlTableInterp table_interp;
  int table_clamped;
  double table_direct[3];
  int valid;
} TlStudySteadyPoints;

void tl_study_steady_points_init(TlStudySteadyPoints *s);
void tl_study_steady_points_clear(TlStudySteadyPoints *s);

/* Solve spec's model at spec->cx (opts: the exact solver's outer iteration
 * with a falling law; NULL: defaults).  ctl's cancel stops between creepages
 * with TL_ECANCELLED, its progress counts them.  On failure the study keeps
 * its previous result. */
TlStatus tl_study_steady_points_update(TlStudySteadyPoints *s, const TlSteadyCurvesSpec *spec,
                                       const TlExactLawOptions *opts, const TlStudyControl *ctl,
                                       TlError *err);

/* The table of the table model and its interpolation, kept by later
 * updates (NULL: none; the model then fails with TL_EINVAL). */
void tl_study_steady_points_set_table(TlStudySteadyPoints *s, const TlTable *table,
                                      TlTableInterp interp);

/* The grid of the map (NULL for the models without one). */
const TlGrid *tl_study_steady_points_grid(const TlStudySteadyPoints *s);

/* The wear and fatigue laws of the next update (tl_wear_params_default()
 * after init); bad parameters: TL_EINVAL and the study's unchanged. */
TlStatus tl_study_steady_points_set_wear(TlStudySteadyPoints *s, const TlWearParams *p,
                                         TlError *err);

/* tribolab-cli steady --summary: key=value lines of the last creepage, its
 * forces and what they cost: cx, f, fy, mz_nm, stick_fraction, then
 * frictional_power_w (Σ |τ| w ΔA, nan without a grid), frictional_power_macro_w
 * (V |cₓFₓ + c_yF_y + φM_z|), t_gamma_n, t_gamma_per_area_n_mm2,
 * contact_area_mm2, wear_rate_archard_um3_m (volume per metre rolled),
 * wear_depth_rate_archard_max_um_s, wear_rate_usfd_ug_m_mm2, wear_regime,
 * wear_depth_usfd_nm_m, burstow_damage, utilised_friction, fatigue_index; the
 * table model adds table_clamped and the direct solve table_direct_f,
 * table_direct_fy, table_direct_mz_nm with the errors table_error_f,
 * table_error_fy (of F/F_N) and table_error_mz_nm. */
TlStatus tl_study_steady_points_write_summary(FILE *out, const TlStudySteadyPoints *s,
                                              TlError *err);

/* tribolab-cli steady's CSV: cx,f,stick_fraction,fy,mz_nmm,mu_mean,falling_indicator,mz_nm. */
TlStatus tl_study_steady_points_write_csv(FILE *out, const TlStudySteadyPoints *s, TlError *err);

/* Its --map: one row per grid cell of the last creepage,
 * x_mm,y_mm,pn_mpa,tx_mpa,ty_mpa,state,mu,w_m_s,power_w_m2. */
TlStatus tl_study_steady_points_write_map(FILE *out, const TlStudySteadyPoints *s, TlError *err);

/* ---- the lab's law inside the contact ------------------------------------------------
 *
 * The Friction laws page's law as a friction law inside the rolling contact:
 * μ(w) = F(w)/F_N,lab over slip speeds w ≥ 0, with the slip speeds FASTSIM
 * finds in the contact patch at the case's operating point, solved with this
 * law (docs/theory-friction-in-contact.md §2, the bridge to the lab). */
#define TL_STUDY_STEADY_CONTACT_MU_POINTS 400

typedef struct {
  TlContactParams params;  /* the case whose patch is marked */
  TlSlipFriction law;      /* the lab's law as a contact law */
  int used;                /* the contact takes this law now (else: shown for reference) */
  double w[TL_STUDY_STEADY_CONTACT_MU_POINTS]; /* the curve: slip speeds [m/s] */
  double mu[TL_STUDY_STEADY_CONTACT_MU_POINTS]; /* and μ(w) */
  double *mark_w, *mark_mu; /* the slipping cells' slip speeds and their μ */
  int n_marks;
  TlSlipStats stats;       /* of FASTSIM's solution at the operating point */
  char message[400];       /* why nothing is to be drawn (a law with no contact form), or "" */
  int valid;
} TlStudySteadyContactMu;

void tl_study_steady_contact_mu_init(TlStudySteadyContactMu *s);
void tl_study_steady_contact_mu_clear(TlStudySteadyContactMu *s);
/* The curve and the marks as drawn: curve,w_m_s,mu with rows "law" (the
 * curve μ(w)) and then "slipping_cell" (each slipping cell's w and μ). */
TlStatus tl_study_steady_contact_mu_write_csv(FILE *out, const TlStudySteadyContactMu *s,
                                              TlError *err);

/* The curve of the lab's law `lab` (forces divided by lab_normal [N]) and
 * FASTSIM at the case's operating point with it (used: the contact takes
 * this law now).  A lab law the contact cannot take (a jump law) is no
 * failure: the study holds the reason in message instead.  ctl may be NULL
 * (one FASTSIM solve).  On failure the study keeps its previous result. */
TlStatus tl_study_steady_contact_mu_update(TlStudySteadyContactMu *s, const TlContactParams *params,
                                           const TlFrictionParams *lab, double lab_normal,
                                           int used, const TlStudyControl *ctl, TlError *err);

/* ---- the work estimate ---------------------------------------------------- */

/* FASTSIM's cost per cell and creepage [s] (6 ns at 50 x 50), and the factor a
 * falling law's scalar root per slipping cell costs on top (0.46 ms at 50 x 50). */
#define TL_STUDY_STEADY_COST_FASTSIM_CELL 1e-8
#define TL_STUDY_STEADY_COST_FASTSIM_LAW_FACTOR 30.0

/* The work of tl_study_steady_points_update(spec, opts) for the `--max-seconds`
 * budget: FASTSIM's spec->n solves over every cell, or the exact solver's
 * (growing as cells^1.5, repeated by the outer iteration of a falling law
 * from opts' start; NULL: defaults); the models without a grid count as free.
 * Returns work->seconds. */
double tl_study_steady_points_estimate(const TlSteadyCurvesSpec *spec,
                                       const TlExactLawOptions *opts, TlStudyWork *work);

#ifdef __cplusplus
}
#endif

#endif /* TL_STUDY_STEADY_H */
