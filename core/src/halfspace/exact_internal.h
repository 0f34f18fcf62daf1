/* exact_internal.h — the tangential problems of the exact solver.
 *
 * One step (rolling or shift) is the convex problem (docs/theory.md §6 exact theory)
 *   minimise ½ pᵀA p + bᵀp   subject to |p_I| ≤ g_I,
 * with b = ΔqW − u′, g = μ p_n and A the tangential influence matrix; its
 * gradient s = A p + b is the shift (slip distance) of each element.  The
 * optimum has s_I = 0 in stick (|p_I| < g_I) and p_I = −g_I s_I/|s_I| in slip. */
#ifndef TRIBO_EXACT_INTERNAL_H
#define TRIBO_EXACT_INTERNAL_H

#include "tribo/exact.h"
#include "tribo/hsconv.h"

#include "hscirc_internal.h"

#include <math.h>

/* |(x, y)| without hypot's overflow care (tractions and shifts are far from
 * the limits of double), which costs in the inner loops. */
static inline double
tl_norm2(double x, double y)
{
  return sqrt(x * x + y * y);
}

typedef struct TlTangSolver TlTangSolver;

/* GMRES restart length of the steady solver (memory: krylov + 1 vectors of 2n). */
#define TL_TANG_KRYLOV 30

enum { TL_TANG_OUT = 0, TL_TANG_STICK = 1, TL_TANG_SLIP = 2 };

/* The solver's state and scratch.  Reduced vectors (the Newton unknowns) use
 * the full cell layout: two components on stick cells, the arc length along
 * the bound in the x slot on slip cells, zeros elsewhere. */
struct TlTangSolver {
  int mx, my, n;
  TlHsConv *conv;
  double axx, ayy;     /* self-coefficients A_xx(0,0), A_yy(0,0) [m/Pa] */
  double *sx, *sy;     /* shift s = A p + b (or the steady residual B p + c) [m] */
  double *tx, *ty;     /* tangent to the bound at slip cells */
  double *curv;        /* D_I = λ_I / g_I at slip cells */
  unsigned char *kind; /* TL_TANG_OUT / STICK / SLIP */
  unsigned char *kind0;/* kind and tangents at the start of a line search */
  double *tx0, *ty0;
  double *sx0, *sy0;   /* the shift at the start of a line search */
  double *rx, *ry, *zx, *zy, *dx, *dy, *qx, *qy, *yx, *yy, *vx, *vy, *wx, *wy, *p0x, *p0y;
  /* the CG's branch-free copy of P and D (set per Newton iteration): a reduced
   * q maps to v = (ea qx, ec qx + ed qy) — stick (1, 0, 1), slip (tx, ty, 0),
   * outside 0 —; dk = D; (ix, iy) the inverse diagonal of PᵀAP + D, 0 on
   * unused slots */
  double *ea, *ec, *ed, *dk, *ix, *iy;
  /* the circulant preconditioner (NULL: Jacobi, by ix, iy) and its Q per
   * cell: stick (1, 0, 1), slip the tangent scaled by √(tᵀAt·ix), outside 0
   * (hscirc_internal.h) */
  TlHsCirc *circ;
  double *qa, *qc, *qd;
  double cg_rz;        /* rᵀz that made the CG's last direction (dx, dy); 0: none to continue */
  /* GMRES of the steady solver, k = TL_TANG_KRYLOV */
  double *basis;       /* (k + 1) reduced vectors of 2n */
  double *hess;        /* (k + 1) × k Hessenberg matrix */
  double *givens;      /* 2k rotation coefficients + (k + 1) residual terms */
  double *block;       /* the single allocation behind the double arrays */
  const volatile int *cancel; /* stop the steady solve while non-zero (may be NULL) */
};

/* An mx × my grid; conv must offer TL_HSCONV_TANGENTIAL and TL_HSCONV_ROLLING.
 * Borrowed, not owned.  precond: TL_EXACT_PRECOND_*, the transient CG's
 * preconditioner.  NULL when out of memory. */
TlTangSolver *tl_tang_alloc(int mx, int my, TlHsConv *conv, int precond);
void tl_tang_free(TlTangSolver *ts);

/* Shared pieces (exact-tangential.c). */
void tl_tang_project(int n, const double *g, double *px, double *py);
/* Sort cells into stick and slip at (p, s = ts->sx/sy); KKT residual
 * (traction units: shift / self-coefficient), maximum over the cells. */
double tl_tang_classify(TlTangSolver *ts, const double *g, const double *px, const double *py);
/* −Pᵀs into (rx, ry); returns its 2-norm. */
double tl_tang_reduced_residual(TlTangSolver *ts, double *rx, double *ry);
/* p = p0 + step·P q: stick cells move then are cut back to their disc, slip
 * cells move along their circle. */
void tl_tang_apply_step(const TlTangSolver *ts, const double *g, double step, double *px,
                        double *py);
/* v = P q (expand a reduced vector to tractions) and y = Pᵀw + D q. */
void tl_tang_expand(const TlTangSolver *ts, const double *qx, const double *qy, double *vx,
                    double *vy);
void tl_tang_reduce(const TlTangSolver *ts, const double *qx, const double *wx, const double *wy,
                    double *yx, double *yy);
/* The traction scale of the tolerance: the larger of |p| at the start and the
 * traction |b|/self alone would cause, capped by max g. */
double tl_tang_scale(const TlTangSolver *ts, const double *g, const double *bx, const double *by,
                     const double *px, const double *py);
void tl_tang_states(const TlTangSolver *ts, unsigned char *state);

/* The one Newton driver of both problems (exact-tangential.c): the problem
 * says how to compute the shift s of a traction and a Newton direction for
 * the current stick/slip sets; the driver projects the start onto the
 * bound, classifies, takes inexact Newton steps with a backtracking line
 * search on the problem's merit, and stops at a KKT residual ≤ tol · scale. */
typedef struct TlTangProblem TlTangProblem;
struct TlTangProblem {
  /* s = K p + (bx, by) into ts->sx, ts->sy; returns the objective at p (only
   * read when the merit is the objective) */
  double (*shift)(TlTangSolver *ts, const TlTangProblem *pb, const double *px, const double *py,
                  TlExactStats *st);
  /* the Newton direction into ts->qx, ts->qy: the reduced residual (−Pᵀs)
   * cut to eta of its norm, at most max_krylov iterations; warm: the last
   * Newton step was taken whole and left the stick/slip sets unchanged, so
   * the Krylov method may carry its last search direction over */
  void (*direction)(TlTangSolver *ts, double eta, int max_krylov, int warm, TlExactStats *st);
  /* optional: the line search's trial shifts as an update of the shift at
   * its start (ts->sx0/sy0, tractions ts->p0x/p0y), cheaper than `shift`
   * and less accurate; the driver confirms convergence with `shift` */
  double (*shift_update)(TlTangSolver *ts, const TlTangProblem *pb, const double *px,
                         const double *py, TlExactStats *st);
  double forcing;     /* the Krylov solve's relative residual per Newton step */
  int start_given;    /* ts->sx/sy hold the shift of the (projected) start */
  double min_step;    /* the backtracking's shortest step, taken as it is */
  int rescale;        /* recompute the traction scale at every iteration */
  int merit_residual; /* merit ‖Pᵀs‖ (a non-symmetric Jacobian) instead of the objective */
  const double *bx, *by;
};

TlStatus tl_tang_newton(TlTangSolver *ts, const TlTangProblem *pb, const double *g, double tol,
                        int max_newton, int max_krylov, double *px, double *py,
                        unsigned char *state, TlExactStats *st);

/* One transient step (rolling or shift): the convex problem above, solved in
 * place.  p = (px, py) is the start (projected onto the bound first) and
 * receives the solution; g[n] the bound (0 outside the contact, where p is
 * set to 0); b = (bx, by).  state[n] receives TlCellState.  tol is relative
 * to the traction scale.  given_shift: p is on the bound already and
 * ts->sx/sy hold its shift (perhaps inexactly: convergence is confirmed by a
 * full product).  Returns TL_OK or TL_EMAXITER; st is accumulated. */
TlStatus tl_tang_solve(TlTangSolver *ts, const double *g, const double *bx, const double *by,
                       double tol, int max_newton, int max_cg, int given_shift, double *px,
                       double *py, unsigned char *state, TlExactStats *st);

/* Steady rolling directly (exact-steady.c): the fixed point of the step,
 * s = (A − A′) p + c = 0 in stick, p = −g s/|s| in slip, c = Δx W.  Newton
 * on the same stick/slip parametrisation; the Jacobian is not symmetric, so
 * each step is a GMRES solve, right-preconditioned by the brush model's
 * steady operator (a sweep from the leading edge).  Arguments as
 * tl_tang_solve with (cx, cy) = c; max_krylov bounds GMRES iterations per
 * Newton step. */
TlStatus tl_tang_steady(TlTangSolver *ts, const double *g, const double *cx, const double *cy,
                        double tol, int max_newton, int max_krylov, double *px, double *py,
                        unsigned char *state, TlExactStats *st);

/* History length of the Anderson acceleration of steady rolling. */
#define TL_EXACT_AA_DEPTH 8

/* ---- the workspace (exact.c; the steady solver in exact-steady.c) ---- */

struct TlExact {
  TlContactParams params;
  TlExactOptions opts;
  TlContactBasics basics;
  TlGrid grid;
  TlExactNormal normal;
  TlHsConv *conv;
  TlTangSolver *tang;
  int n;
  double mu;
  double gmax;           /* μ max p_n [Pa] */
  double *pn;            /* exact pressure [Pa] */
  double *g;             /* traction bound μ p_n [Pa] */
  double *px, *py;       /* state: traction on the wheel (Kalker's p) [Pa] */
  unsigned char *state;  /* TlCellState of the state */
  double *trial_x, *trial_y; /* the step being solved; after a step, the state before it */
  int have_previous;         /* the last call was a successful rolling step */
  double *apx, *apy;         /* A p of the state (valid if ap_valid) [m] */
  double *ap1x, *ap1y;       /* A p of the state before the last step (if ap_prev_valid) */
  int ap_valid, ap_prev_valid;
  double *lead;              /* coefficients to one cell ahead of the leading column */
  unsigned char *trial_state;
  double *save_x, *save_y;   /* state before a steady march (restored on failure) */
  unsigned char *save_state;
  double *bx, *by;       /* right-hand side b = rigid shift − u′ [m] */
  double *ux, *uy;       /* u′ [m] */
  /* Anderson acceleration of the steady fixed point (exact-steady.c) */
  int aa_depth;          /* history length m */
  double *aa_x, *aa_g;   /* m+1 past iterates x_i and images T(x_i), 2n each */
  double *aa_dx;         /* scratch 2n */
  /* what the last call left, for the transient-model view (exact-model.c) */
  TlTraction view;       /* the state in the project's sign, refreshed by every change */
  TlExactStats last;     /* work of the last reset, step, steady solve or shift */
  TlExactStats total;    /* work summed since the last reset */
  int custom_gap;        /* built on a caller's gap: the geometry cannot change */
  struct TlExactLaw *law; /* friction depending on the slip speed (exact-law.c), or NULL */
};

/* Helpers shared by exact.c and exact-steady.c. */
int tl_exact_rolling_rhs(TlExact *w, double cx, double cy, double spin);
TlStatus tl_exact_solve_trial(TlExact *w, TlExactStats *st, TlError *err);
double tl_exact_commit_trial(TlExact *w);
double tl_exact_traction_scale(const TlExact *w);
void tl_exact_zero_state(TlExact *w);
/* After a successful change of the state: refresh the view, copy it to out
 * (may be NULL), record the work (a reset restarts the totals). */
void tl_exact_publish(TlExact *w, TlTraction *out, const TlExactStats *st, int is_reset);

/* Steady rolling by Anderson-accelerated fixed-point iteration of the step
 * map, from the current state (or zero); state restored on failure. */
TlStatus tl_exact_steady_solve(TlExact *w, int from_zero, double cx, double cy, double spin,
                               TlExactStats *st, TlError *err);

/* ---- friction depending on the slip speed (exact-law.c) ---- */

/* The outer iteration of a steady solve (from_zero as tl_exact_steady_solve)
 * and of a rolling step whose right-hand side is set (the trial receives the
 * answer; at the cap it returns TL_EMAXITER with law report converged = 0
 * and the trial holding the last iterate). */
TlStatus tl_exact_law_steady(TlExact *w, int from_zero, double cx, double cy, double spin,
                             TlExactStats *st, TlError *err);
TlStatus tl_exact_law_step(TlExact *w, TlExactStats *st, TlError *err);
/* 1 when the last law step stopped at the cap with an iterate to keep. */
int tl_exact_law_capped(const TlExact *w);
/* After a committed law step: its μ becomes the memory's upstream field. */
void tl_exact_law_commit(TlExact *w);
/* σ and memory at rest (a reset to zero traction). */
void tl_exact_law_rest(TlExact *w);
/* The bound's level without σ: the law's static μ, else w->mu. */
double tl_exact_law_static_mu(const TlExact *w);
/* Give `to` (a rebuilt workspace) the law of `from`. */
TlStatus tl_exact_law_carry(TlExact *to, const TlExact *from, TlError *err);
void tl_exact_law_free(struct TlExactLaw *law);

#endif /* TRIBO_EXACT_INTERNAL_H */
