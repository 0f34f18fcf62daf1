/* exact-curve.h — Kalker's exact theory along a traction–creepage curve,
 * solved progressively.
 *
 * A steady exact solve costs about 10 ms at 40 × 40 and 70 ms at 80 × 80, so
 * the curve is sampled at n creepages over [cmin, cmax] and solved a few
 * samples at a time (the window: a frame's worth; the CLI: all), the
 * operating point first.  What is still valid after a change is kept: a new
 * operating point alone re-solves one point, a new μ keeps the workspace.
 *
 *   TlExactCurve c;  tl_exact_curve_init(&c);
 *   tl_exact_curve_prepare(&c, &case, 21, &err);        // the workspace (may fail)
 *   tl_exact_curve_set_friction_law(&c, &law, NULL, &err); // optional: μ(σ)
 *   tl_exact_curve_plan(&c, &case, 21, 0.0, 0.01);      // what is left to solve
 *   while (tl_exact_curve_pending(&c, 1))
 *     tl_exact_curve_refine(&c, 1, 2, &err);            // two solves at a time
 *   … c.cx[k], c.f[k] (k < c.done), c.map at case.cx …
 *   tl_exact_curve_clear(&c);
 */
#ifndef TRIBO_EXACT_CURVE_H
#define TRIBO_EXACT_CURVE_H

#include "tribo/contact.h"
#include "tribo/exact.h"
#include "tribo/status.h"
#include "tribo/traction.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
  TlExact *exact;     /* workspace, kept while the grid size is unchanged */
  TlTraction map;     /* the solution at the operating point (once op_done) */
  int op_done;        /* the operating point has been solved (or has failed) */
  double op_f;        /* its f; NaN until solved or when it failed */
  double *cx, *f;     /* the samples: creepages and f (NaN until solved or when failed) */
  int n, done;        /* samples, and how many are solved (in order) */
  int sweeping;       /* the workspace holds sample done − 1 (warm start) */
  TlContactParams params; /* the case the samples belong to */
  TlExactStats stats;     /* work of the last solve */
  char error[TL_ERROR_MESSAGE_MAX]; /* the last failed solve's message ("" if none) */
  TlContactParams built;  /* the case the workspace was built (or set) for */
  /* friction depending on the slip speed (tl_exact_curve_set_friction_law) */
  int law_set;            /* 0: Coulomb with the case's μ */
  TlSlipFriction law;
  TlExactLawOptions law_opts;
  TlExactLawReport law_report; /* of the operating point's solve (zeros without a law) */
  double *op_mu, *op_sigma; /* its local μ (mx·my; NULL without a law) and slip speed
                               [m/s] (mx·my, with or without a law) */
} TlExactCurve;

void tl_exact_curve_init(TlExactCurve *c);
void tl_exact_curve_clear(TlExactCurve *c);

/* Solve with friction falling with the local slip speed (tribo/exact.h,
 * tl_exact_set_friction_law): law NULL returns to Coulomb with the case's μ;
 * opts may be NULL (defaults).  Every sample and the operating point are to
 * be solved again; with a law the samples also depend on the rolling speed.
 * On failure (an invalid law or options) nothing changes. */
TlStatus tl_exact_curve_set_friction_law(TlExactCurve *c, const TlSlipFriction *law,
                                         const TlExactLawOptions *opts, TlError *err);

/* The workspace for case p with n ≥ 2 samples: kept (μ changed in place, a
 * new load or geometry rebuilt by tl_exact_set_params) while the grid size
 * holds.  On failure nothing changes. */
TlStatus tl_exact_curve_prepare(TlExactCurve *c, const TlContactParams *p, int n, TlError *err);

/* After a successful prepare for the same p and n: keep the samples if the
 * case (all but p->cx and the bound, which the exact solver does not use)
 * and the range [cmin, cmax] are unchanged, the operating point if p->cx is
 * too; the rest is to be solved. */
void tl_exact_curve_plan(TlExactCurve *c, const TlContactParams *p, int n, double cmin,
                         double cmax);

/* Solves still to do: the operating point, and the samples when
 * with_samples. */
int tl_exact_curve_pending(const TlExactCurve *c, int with_samples);

/* Up to max_solves (< 0: all) of the pending solves, the operating point
 * first; each sample from the previous one's state while the sweep goes on
 * (fewer Newton steps), else from zero traction.  A solve that fails leaves
 * NaN and its message in c->error.  Returns TL_OK, or with max_solves < 0
 * the status of the first failure. */
TlStatus tl_exact_curve_refine(TlExactCurve *c, int with_samples, int max_solves, TlError *err);

/* The same one solve at a time, for running it on another thread:
 * begin() takes the next pending solve (returns 0 if none) and lends it the
 * curve's workspace; task_run() solves it (any thread; stops early with
 * TL_ECANCELLED while *cancel is non-zero, cancel may be NULL); finish()
 * stores the outcome — a cancelled solve leaves its point pending — and frees
 * the task.  Between begin() and finish() the caller must not prepare, plan,
 * refine or begin on the curve; reading it is fine (the task writes only the
 * workspace's state and its own map).  task_clear() frees a task that will
 * not be finished. */
typedef struct {
  TlExact *exact;       /* the curve's workspace, lent */
  double cx, cy, spin;  /* the creepages to solve at */
  int index;            /* −1: the operating point (into map), else the sample */
  int warm;             /* continue from the previous sample's state */
  TlTraction map;       /* the operating point's solution (owned by the task) */
  double f;             /* the solved f (NaN until solved or on failure) */
  TlExactStats stats;
  TlStatus status;
  TlError err;
  TlExactLawReport law_report; /* with a friction law: its outer iteration's report */
  double *mu, *sigma;   /* the operating point's local μ (with a law) and σ (owned) */
} TlExactCurveTask;

int tl_exact_curve_begin(TlExactCurve *c, int with_samples, TlExactCurveTask *task);
TlStatus tl_exact_curve_task_run(TlExactCurveTask *task, const volatile int *cancel);
void tl_exact_curve_finish(TlExactCurve *c, TlExactCurveTask *task);
void tl_exact_curve_task_clear(TlExactCurveTask *task);

/* Building the workspace (the half-space influence and the exact normal
 * pressure) can take as long as a few solves on a fine grid, so a window may
 * build it elsewhere: ready() says whether prepare() for p would keep the
 * workspace as it is (1) or rebuild it (0); adopt() installs a workspace
 * built by tl_exact_alloc for p (taking it over; on failure the caller still
 * owns it). */
int tl_exact_curve_ready(const TlExactCurve *c, const TlContactParams *p);
TlStatus tl_exact_curve_adopt(TlExactCurve *c, TlExact *w, const TlContactParams *p,
                              TlError *err);

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_EXACT_CURVE_H */
