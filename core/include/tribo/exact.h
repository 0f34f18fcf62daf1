/* exact.h — Kalker's exact theory on the half-space (docs/theory.md §6 exact theory): a
 * boundary-element solver for the normal problem and for steady and transient
 * rolling, on the same grid as FASTSIM and the brush model (tribo/grid.h).
 *
 * Elements are the grid's cells with piecewise-constant tractions; products
 * with the influence matrix are FFT convolutions (tribo/hsconv.h).  The
 * bodies are treated as quasi-identical (K_d = 0): normal and tangential
 * problems decouple; a |K_d| above TL_KD_WARN_LIMIT sets TL_HERTZ_WARN_KD in
 * tl_exact_warnings() and the coupling is neglected.
 *
 * Signs: internally Kalker's (p = traction on the wheel, u = u₁ − u₂); every
 * output is in the project's sign, τ = −p (traction on the rail), so f > 0 for
 * cₓ > 0 (docs/theory.md §0 conventions).
 *
 * Time (shared with the brush model): every step rolls Δq = Δx, i.e. Δt =
 * Δx/V (tl_exact_time_step).  Rows sit at t_k = kΔt; row 0 is the initial
 * state (tl_exact_reset); the creepage passed to the step that ends at t_k is
 * c(t_k), and the traction it returns is the state after that step.
 *
 *   TlExact *w;  TlTraction t;  TlExactStats st;
 *   tl_exact_alloc(&case, NULL, &w, &err);             // Hertz, grid, exact p_n
 *   tl_traction_alloc(&t, case.mx, case.my, &err);
 *   tl_exact_steady(w, cx, cy, spin, &t, &st, &err);   // steady rolling
 *   tl_exact_reset(w, TL_INIT_ZERO, 0, 0, 0, &t, NULL, &err);         // row 0
 *   for (k = 1; …; k++)
 *     tl_exact_step(w, cx(k·dt), 0, 0, &t, &st, &err);  // row k
 *   tl_exact_free(w);
 *
 * tl_exact_model() wraps the workspace as a TlTransientModel (transient.h),
 * so TlRun, the analysis, the CLI's `transient` and the figures drive it like
 * the brush model — with one rule: the run's dt must be the model's natural
 * step Δx/V (TlTransientInfo.natural_step); the exact solver does not
 * sub-step or interpolate, and refuses any other dt with TL_EINVAL.
 */
#ifndef TRIBO_EXACT_H
#define TRIBO_EXACT_H

#include "tribo/contact.h"
#include "tribo/grid.h"
#include "tribo/slipfriction.h"
#include "tribo/status.h"
#include "tribo/traction.h"
#include "tribo/transient.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- the normal problem ---------------------------------------------------- */

typedef struct {
  double approach;  /* rigid approach δ [m]: gap h + u_n − δ = 0 in contact */
  double load;      /* Σ p_n ΔA [N] (the prescribed load to round-off) */
  double p_max;     /* largest cell pressure [Pa] */
  double area;      /* contact area: contact cells × ΔA [m²] */
  int n_contact;    /* cells with p_n > 0 */
  int iterations;   /* conjugate-gradient iterations used */
} TlExactNormal;

/* Solve for the pressure pn[mx·my] [Pa] ≥ 0 carrying normal_load [N] on grid,
 * given the undeformed separation gap[mx·my] [m] at the cell centres (any
 * shape: non-Hertzian contact works the same; a constant offset only shifts
 * δ).  Combined shear modulus [Pa] and Poisson ratio.  Polonsky–Keer
 * constrained conjugate gradients: stops when the relative L1 change of the
 * pressure in one iteration falls below tol (> 0); TL_EMAXITER after max_iter.
 * res may be NULL.  pn is written only on success. */
TlStatus tl_exact_normal_solve(const TlGrid *grid, double shear_modulus, double poisson,
                               double normal_load, const double *gap, double tol, int max_iter,
                               double *pn, TlExactNormal *res, TlError *err);

/* ---- rolling: the workspace --------------------------------------------------- */

/* Tolerances are relative to the traction scale: the largest |p| in play,
 * at most μ max p_n.  Residuals are shifts divided by the self-coefficient,
 * i.e. tractions. */
typedef struct {
  double tol;           /* a rolling step or shift: KKT residual ≤ tol · scale; default 1e-6 */
  int max_newton;       /* Newton iterations per solve (step or steady); default 40 */
  int max_cg;           /* Krylov iterations per Newton iteration; default 400 */
  double normal_tol;    /* tl_exact_normal_solve's tol; default 1e-12 */
  int normal_max_iter;  /* default 5000 */
  double steady_tol;    /* steady rolling: KKT residual ≤ steady_tol · scale (Newton), or no
                           cell changing by more per step (the fallback march); default 1e-8 */
  int steady_max_steps; /* cap on rolling steps of the fallback march; 0: 60·mx */
  const double *gap;    /* NULL: the Hertz gap A x² + B y² of the case; else mx·my
                           undeformed separations [m] at the cell centres (non-Hertzian
                           contact), read during tl_exact_alloc only */
  int precond;          /* the preconditioner of a step's conjugate gradients:
                           TL_EXACT_PRECOND_CIRCULANT (default) or _JACOBI */
} TlExactOptions;

/* The preconditioners of TlExactOptions.precond: the inverse of the
 * influence matrix's circulant on a torus of the grid's size, applied to the
 * stick cells and along the slip cells' tangents (docs/theory.md §6.1), or
 * the inverse diagonal.  Both give the same solution to the tolerance. */
enum { TL_EXACT_PRECOND_CIRCULANT = 0, TL_EXACT_PRECOND_JACOBI = 1 };

TlExactOptions tl_exact_options_default(void);

/* Work done by one call. */
typedef struct {
  int steps;        /* rolling steps solved (1 for a step; 0 for a steady solve by Newton) */
  int newton;       /* Newton iterations, summed over steps */
  int cg;           /* Krylov iterations (CG for steps, GMRES for steady), summed */
  int products;     /* tangential influence products (FFT convolution pairs), summed */
  int products_single; /* of which in single precision (inner iterations; hsconv.h) */
  double residual;  /* final KKT residual / the traction scale (the larger |p|, at most μ p_max) */
  int fallback;     /* steady solve: 1 if Newton did not settle and the march was used */
} TlExactStats;

typedef struct TlExact TlExact;

/* Solve the case's Hertz geometry (tl_contact_basics), build its mx × my grid,
 * the influence products and the exact normal pressure; opts may be NULL
 * (defaults).  *out is NULL on failure. */
TlStatus tl_exact_alloc(const TlContactParams *params, const TlExactOptions *opts, TlExact **out,
                        TlError *err);
void tl_exact_free(TlExact *w);

const TlGrid *tl_exact_grid(const TlExact *w);
const TlContactBasics *tl_exact_basics(const TlExact *w); /* Hertz + Kalker of the case */
const TlExactNormal *tl_exact_normal(const TlExact *w);   /* the normal solution */
const double *tl_exact_pressure(const TlExact *w);        /* exact p_n [Pa], mx·my */
double tl_exact_time_step(const TlExact *w);              /* Δt = Δx/V [s] */
unsigned tl_exact_warnings(const TlExact *w);             /* TL_HERTZ_WARN_* bits */

/* Let another thread stop a steady solve: while *cancel is non-zero,
 * tl_exact_reset (steady) and tl_exact_steady stop between Newton iterations
 * and march steps, return TL_ECANCELLED and leave the state as before the
 * call.  NULL (the default) never cancels. */
void tl_exact_set_cancel(TlExact *w, const volatile int *cancel);

/* Change μ (> 0) keeping the state; the next step projects onto the new bound. */
TlStatus tl_exact_set_friction(TlExact *w, double mu, TlError *err);

/* ---- friction that depends on the slip speed (exact-law.c) -------------------- */

/* Where the outer iteration on the slip speeds σ starts (docs/theory-friction-
 * in-contact.md, the exact solver): the previous solution's σ (a sweep or
 * the last step; zero after a reset), 0 everywhere (the low-slip solution,
 * approached from below) or the rolling speed V (the high-slip one). */
typedef enum {
  TL_EXACT_START_PREVIOUS,
  TL_EXACT_START_LOW,
  TL_EXACT_START_HIGH
} TlExactLawStart;

typedef struct {
  TlExactLawStart start; /* default PREVIOUS */
  double omega;          /* relaxation ω₀ of σ on slipping elements, 0.1–1.5; default 0.5 */
  double tol;            /* stop at rms Δσ ≤ tol · rms σ; default 1e-3 */
  int max_outer;         /* cap on outer iterations (then TL_EMAXITER); default 90 */
} TlExactLawOptions;

TlExactLawOptions tl_exact_law_options_default(void);
const char *tl_exact_law_start_name(TlExactLawStart start); /* "previous", "low", "high" */
TlStatus tl_exact_law_start_from_name(const char *name, TlExactLawStart *out, TlError *err);

/* What the outer iteration did in the last steady solve or rolling step. */
typedef struct {
  int outer;           /* outer iterations (Coulomb solves with per-element bounds) */
  double omega;        /* the final relaxation factor */
  int switched;        /* elements that changed between stick and slip in the last one */
  double ne_max;       /* N_E,max = max κ_I |μ′(0)|, κ_I = a_e p_n,I/Δt (a_I = A_II for a
                          step, A_II − A(Δx, 0) for steady rolling) [-] */
  TlExactLawStart start; /* the initial estimate used */
  int converged;       /* 0: stopped at the cap (the call returned TL_EMAXITER) */
  TlSlipStats slip;    /* mean μ over slipping elements, largest σ, slip count; n_max = ne_max */
  /* since the last reset (or tl_exact_set_friction_law): */
  int solves;          /* steady solves and steps with the law */
  int outer_sum;       /* their outer iterations, summed */
  int outer_max;       /* and the largest count of one */
  double ne_run_max;   /* the largest ne_max */
} TlExactLawReport;

/* Let μ depend on the local slip speed σ_I = |S_I|/Δt of each element: the
 * bound becomes g_I = μ(σ_I) p_n,I, found by a relaxed fixed point on σ
 * around the Coulomb solver (TL_EMAXITER at the cap, with the last iterate
 * kept as the state).  law NULL, or a law that does not depend on σ
 * (tl_slip_friction_is_constant), returns to constant friction with that μ
 * — exactly today's path.  opts may be NULL (defaults).  The state is kept;
 * the σ and memory fields restart at rest.  tl_exact_set_friction and
 * tl_exact_set_params keep the law (μ then only matters once it is
 * removed).  The root rule of the law is not used here (the outer
 * iteration picks its solution through opts->start).  A shift
 * (tl_exact_shift) has no slip speed: it keeps the bounds of the last solve. */
TlStatus tl_exact_set_friction_law(TlExact *w, const TlSlipFriction *law,
                                   const TlExactLawOptions *opts, TlError *err);
/* The law in use, NULL for constant friction. */
const TlSlipFriction *tl_exact_friction_law(const TlExact *w);
/* Per element of the current state (mx·my): the local μ of the bound and the
 * slip speed σ [m/s] (0 in stick and outside).  NULL without a law. */
const double *tl_exact_mu_map(const TlExact *w);
const double *tl_exact_slip_speed_map(const TlExact *w);
/* The report of the last steady solve or step with a law (zeros otherwise). */
const TlExactLawReport *tl_exact_law_report(const TlExact *w);
/* N_E,max of a law on this workspace for steady rolling (steady != 0) or a
 * rolling step, from the elements' pressure and the x direction (pure cₓ). */
double tl_exact_law_indicator(const TlExact *w, const TlSlipFriction *law, int steady);

/* Set the initial state (row 0) and write it to out (may be NULL): the
 * transient models' TL_INIT_ZERO (no tangential traction: free rolling before
 * t = 0) or TL_INIT_STEADY (steady rolling at the given creepages). */
TlStatus tl_exact_reset(TlExact *w, TlTransientInit init, double cx, double cy, double spin,
                        TlTraction *out, TlExactStats *stats, TlError *err);

/* One rolling step Δq = Δx at creepages cₓ, c_y [-] and spin c_s [1/m];
 * writes the traction after it to out (may be NULL).  On failure the state
 * and out are unchanged. */
TlStatus tl_exact_step(TlExact *w, double cx, double cy, double spin, TlTraction *out,
                       TlExactStats *stats, TlError *err);

/* Steady rolling at constant creepage: the fixed point of tl_exact_step
 * (docs/theory.md §6 exact theory), solved directly by Newton–GMRES from the current state;
 * should Newton not settle, an accelerated march of rolling steps takes over
 * (stats->fallback).  The state becomes that steady state; TL_EMAXITER
 * leaves it unchanged. */
TlStatus tl_exact_steady(TlExact *w, double cx, double cy, double spin, TlTraction *out,
                         TlExactStats *stats, TlError *err);

/* The local slip speed w [m/s] of each element of the steady state that the
 * last tl_exact_steady left at creepages cx, cy, spin (give the same ones):
 * the slip over one rolled cell, |Δx W + (A − A′) p|, over Δt = Δx/V on
 * slipping elements, 0 in stick and outside (the frictional power of
 * docs/theory.md §12).  w_map holds mx·my values. */
TlStatus tl_exact_slip_speed(TlExact *w, double cx, double cy, double spin, double *w_map,
                             TlError *err);

/* The same after a rolling step (tl_exact_step, a transient run): the
 * step's slip s = A p + b over Δt, 0 in stick and outside.  TL_EINVAL when
 * the last change of the state was no rolling step (a reset, a steady solve,
 * a shift or a new case). */
TlStatus tl_exact_step_slip_speed(TlExact *w, double *w_map, TlError *err);

/* A tangential shift without rolling (Cattaneo–Mindlin loading): body 1
 * moves by (sx, sy) [m] relative to body 2 from the current state, u′ = the
 * current displacement.  Useful for static tangential loading and unloading. */
TlStatus tl_exact_shift(TlExact *w, double sx, double sy, TlTraction *out, TlExactStats *stats,
                        TlError *err);

/* Copy the current state to out (maps in the project's sign, totals).  Every
 * TlTraction given to this API comes from tl_traction_alloc(mx, my) of the
 * case's grid. */
void tl_exact_traction(const TlExact *w, TlTraction *out);

/* ---- as a transient model (exact-model.c) ------------------------------------ */

/* The state after the last reset, step, steady solve or shift (no copy). */
const TlTraction *tl_exact_current(const TlExact *w);

/* Work of the last call that changed the state, and the sum since the last
 * reset (steps, Newton and Krylov iterations, products). */
const TlExactStats *tl_exact_last_stats(const TlExact *w);
const TlExactStats *tl_exact_total_stats(const TlExact *w);

/* Change the case mid-run (the window's what-if); p's creepages and traction
 * bound are ignored (the exact solver bounds |τ| by μ times its own p_n).
 *  - only μ changed: as tl_exact_set_friction, at no cost;
 *  - geometry, material, load or speed changed on the same mx × my: the
 *    workspace is rebuilt (normal problem and influence products: tens of
 *    ms) and the traction carried over cell by cell, projected onto the new
 *    bound μ p_n; Δx/V — the natural step — changes with a and V;
 *  - another grid size: rebuilt, zero traction.
 * A workspace built on a caller's gap (TlExactOptions.gap) only accepts μ
 * changes.  On failure w is unchanged. */
TlStatus tl_exact_set_params(TlExact *w, const TlContactParams *p, TlError *err);

/* The workspace as a transient model (w must outlive it).
 *   reset  as tl_exact_reset
 *   step   dt must equal Δx/V to 1e-9 relative, else TL_EINVAL (state untouched)
 *   info   natural_step = Δx/V, transit_time = 2a/V, μ, F_N */
TlTransientModel tl_exact_model(TlExact *w);

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_EXACT_H */
