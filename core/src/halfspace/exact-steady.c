/* exact-steady.c — steady rolling as the fixed point of the rolling step.
 *
 * Steady rolling is the state p with p = T(p), T the rolling step of Δq = Δx at
 * constant creepage (docs/theory.md §6 exact theory): s = (A − A′) p + Δx W vanishes in stick
 * and p = −g s/|s| in slip, A′ the influence matrix one cell ahead.
 *
 * Primary method: Newton on the stick/slip parametrisation of
 * exact-tangential.c, with the non-symmetric Jacobian Pᵀ(A − A′)P + D
 * solved by restarted GMRES.  Its right preconditioner is the brush model's
 * steady operator L(I − S) (S: take the traction of the upstream cell, L the
 * self-coefficient) in the same parametrisation; it is triangular along the
 * rolling direction, so applying its inverse is one sweep from the leading
 * edge, and A − A′ ≈ A(I − S) makes the preconditioned operator close to
 * A/L, whose condition number grows only like the number of cells across.
 *
 * Fallback: marching p ← T(p) converges, but slowly:
 * unlike the brush, the displacement just ahead of the leading edge is not
 * zero but set by the tractions inside, so the march forgets its start only
 * geometrically (≈ e^{−1.5} per transit 2a for a circle; ten transits for
 * 1e-8).  Anderson acceleration (Walker & Ni's form, depth m) combines the
 * last m iterates so that this slow, nearly linear mode is removed in a few
 * extra steps:
 *   f_i = T(x_i) − x_i,  γ = argmin ‖f_k − ΔF γ‖,  x_{k+1} = T(x_k) − ΔG γ,
 * with ΔF, ΔG the differences of consecutive f and T(x).  The least-squares
 * problem (m ≤ 8 unknowns) is solved through its regularised normal
 * equations.  The iterate is projected onto the traction bound before each
 * evaluation, so T only ever sees admissible tractions. */
#include "exact_internal.h"
#include "gsl_internal.h"

#include <gsl/gsl_errno.h>
#include <stdlib.h>
#include <gsl/gsl_linalg.h>
#include <math.h>
#include <string.h>

/* ---- Newton–GMRES ----------------------------------------------------------- */

/* z = M⁻¹ r for M = Pᵀ L (I − S) P + D: per row, from the leading edge. */
static void
sweep(const TlTangSolver *ts, const double *rx, const double *ry, double *zx, double *zy)
{
  for (int j = 0; j < ts->my; j++) {
    double ux = 0.0, uy = 0.0; /* traction increment of the upstream cell */
    for (int i = ts->mx - 1; i >= 0; i--) {
      const int k = j * ts->mx + i;
      switch (ts->kind[k]) {
      case TL_TANG_STICK:
        zx[k] = rx[k] / ts->axx + ux;
        zy[k] = ry[k] / ts->ayy + uy;
        ux = zx[k];
        uy = zy[k];
        break;
      case TL_TANG_SLIP: {
        const double tx = ts->tx[k], ty = ts->ty[k];
        const double lt = ts->axx * tx * tx + ts->ayy * ty * ty;
        const double tlu = ts->axx * tx * ux + ts->ayy * ty * uy;
        zx[k] = (rx[k] + tlu) / (lt + ts->curv[k]);
        zy[k] = 0.0;
        ux = tx * zx[k];
        uy = ty * zx[k];
        break;
      }
      default: zx[k] = zy[k] = ux = uy = 0.0; break;
      }
    }
  }
}

/* y = Pᵀ(A − A′)P q + D q. */
static void
jacobian_product(TlTangSolver *ts, const double *qx, const double *qy, double *yx, double *yy,
                 TlExactStats *st)
{
  tl_tang_expand(ts, qx, qy, ts->vx, ts->vy);
  /* single precision: GMRES cuts its residual a hundredfold; the steady
   * shift that decides convergence stays in double */
  tl_hsconv_difference_single(ts->conv, ts->vx, ts->vy, ts->wx, ts->wy);
  st->products++;
  st->products_single++;
  tl_tang_reduce(ts, qx, ts->wx, ts->wy, yx, yy);
}

/* s = (A − A′) p + c. */
static void
steady_shift(TlTangSolver *ts, const double *cx, const double *cy, const double *px,
             const double *py, TlExactStats *st)
{
  tl_hsconv_tangential(ts->conv, TL_HSCONV_DIFFERENCE, px, py, ts->sx, ts->sy);
  st->products++;
  for (int k = 0; k < ts->n; k++) {
    ts->sx[k] += cx[k];
    ts->sy[k] += cy[k];
  }
}

static double
dot(const double *a, const double *b, size_t n)
{
  double s = 0.0;
  for (size_t k = 0; k < n; k++)
    s += a[k] * b[k];
  return s;
}

/* Restarted right-preconditioned GMRES for J q = r (r in ts->rx/ry, the
 * reduced residual), q into ts->qx/qy (contiguous with qy = qx + n is not
 * assumed).  Stops at ‖r − J q‖ ≤ eta ‖r‖ or after max_it iterations. */
static void
gmres(TlTangSolver *ts, double eta, int max_it, int warm, TlExactStats *st)
{
  (void)warm; /* restarted GMRES starts afresh */
  const size_t n = (size_t)ts->n, n2 = 2 * n;
  const int kmax = TL_TANG_KRYLOV;
  double *h = ts->hess, *cs = ts->givens, *sn = cs + kmax, *e = sn + kmax;
  double y[TL_TANG_KRYLOV];
  memset(ts->qx, 0, n * sizeof(double));
  memset(ts->qy, 0, n * sizeof(double));
  /* r0 = the reduced residual, kept in (dx, dy) for restarts */
  memcpy(ts->dx, ts->rx, n * sizeof(double));
  memcpy(ts->dy, ts->ry, n * sizeof(double));
  const double r0 = sqrt(dot(ts->rx, ts->rx, n) + dot(ts->ry, ts->ry, n));
  if (r0 == 0.0)
    return;
  int total = 0;
  double beta = r0;
  while (total < max_it) {
    double *v0 = ts->basis;
    for (size_t k = 0; k < n; k++) {
      v0[k] = ts->rx[k] / beta;
      v0[n + k] = ts->ry[k] / beta;
    }
    memset(e, 0, (size_t)(kmax + 1) * sizeof(double));
    e[0] = beta;
    int j = 0, done = 0;
    for (; j < kmax && total < max_it; j++, total++) {
      double *vj = ts->basis + (size_t)j * n2, *w = ts->basis + (size_t)(j + 1) * n2;
      sweep(ts, vj, vj + n, ts->zx, ts->zy);
      jacobian_product(ts, ts->zx, ts->zy, w, w + n, st);
      st->cg++;
      for (int i = 0; i <= j; i++) { /* modified Gram–Schmidt */
        const double *vi = ts->basis + (size_t)i * n2;
        const double hij = dot(w, vi, n2);
        h[i * kmax + j] = hij;
        for (size_t k = 0; k < n2; k++)
          w[k] -= hij * vi[k];
      }
      const double hn = sqrt(dot(w, w, n2));
      h[(j + 1) * kmax + j] = hn;
      if (hn > 0.0)
        for (size_t k = 0; k < n2; k++)
          w[k] /= hn;
      for (int i = 0; i < j; i++) {
        const double a = h[i * kmax + j], b = h[(i + 1) * kmax + j];
        h[i * kmax + j] = cs[i] * a + sn[i] * b;
        h[(i + 1) * kmax + j] = -sn[i] * a + cs[i] * b;
      }
      const double a = h[j * kmax + j], b = h[(j + 1) * kmax + j], d = hypot(a, b);
      cs[j] = d > 0.0 ? a / d : 1.0;
      sn[j] = d > 0.0 ? b / d : 0.0;
      h[j * kmax + j] = d;
      h[(j + 1) * kmax + j] = 0.0;
      e[j + 1] = -sn[j] * e[j];
      e[j] = cs[j] * e[j];
      if (fabs(e[j + 1]) <= eta * r0 || hn == 0.0) {
        done = 1;
        j++;
        total++;
        break;
      }
    }
    /* y = H⁻¹ e, then q += M⁻¹ (V y): M⁻¹ is linear, so one sweep */
    for (int i = j - 1; i >= 0; i--) {
      double sum = e[i];
      for (int l = i + 1; l < j; l++)
        sum -= h[i * kmax + l] * y[l];
      y[i] = h[i * kmax + i] != 0.0 ? sum / h[i * kmax + i] : 0.0;
    }
    memset(ts->wx, 0, n * sizeof(double));
    memset(ts->wy, 0, n * sizeof(double));
    for (int i = 0; i < j; i++) {
      const double *vi = ts->basis + (size_t)i * n2;
      for (size_t k = 0; k < n; k++) {
        ts->wx[k] += y[i] * vi[k];
        ts->wy[k] += y[i] * vi[n + k];
      }
    }
    sweep(ts, ts->wx, ts->wy, ts->zx, ts->zy);
    for (size_t k = 0; k < n; k++) {
      ts->qx[k] += ts->zx[k];
      ts->qy[k] += ts->zy[k];
    }
    if (done || total >= max_it)
      break;
    /* restart from the true residual r0 − J q */
    jacobian_product(ts, ts->qx, ts->qy, ts->yx, ts->yy, st);
    for (size_t k = 0; k < n; k++) {
      ts->rx[k] = ts->dx[k] - ts->yx[k];
      ts->ry[k] = ts->dy[k] - ts->yy[k];
    }
    beta = sqrt(dot(ts->rx, ts->rx, n) + dot(ts->ry, ts->ry, n));
    if (beta <= eta * r0)
      break;
  }
}

static double
steady_problem_shift(TlTangSolver *ts, const TlTangProblem *pb, const double *px,
                     const double *py, TlExactStats *st)
{
  steady_shift(ts, pb->bx, pb->by, px, py, st);
  return 0.0; /* the merit is the residual */
}

/* GMRES's Jacobian is not symmetric: no objective, the merit is ‖Pᵀs‖; the
 * traction in play grows from zero as the iteration proceeds. */
static const TlTangProblem steady_problem = {
  .shift = steady_problem_shift,
  .direction = gmres,
  .forcing = 1e-2,
  .min_step = 1.0 / 16,
  .rescale = 1,
  .merit_residual = 1,
};

TlStatus
tl_tang_steady(TlTangSolver *ts, const double *g, const double *cx, const double *cy, double tol,
               int max_newton, int max_krylov, double *px, double *py, unsigned char *state,
               TlExactStats *st)
{
  TlTangProblem pb = steady_problem;
  pb.bx = cx;
  pb.by = cy;
  return tl_tang_newton(ts, &pb, g, tol, max_newton, max_krylov, px, py, state, st);
}

/* ---- Anderson-accelerated march (fallback) ---------------------------------- */

/* x_{k+1} from the history; returns 0 if the least-squares system failed
 * (the caller then takes the plain step). */
static int
anderson_update(TlExact *w, int newest, int used, double *x_new)
{
  tl_gsl_init();
  const size_t n2 = 2 * (size_t)w->n;
  const int depth = w->aa_depth, slots = depth + 1;
  double gram[TL_EXACT_AA_DEPTH * TL_EXACT_AA_DEPTH], rhs[TL_EXACT_AA_DEPTH],
    gamma[TL_EXACT_AA_DEPTH];
  const double *gk = w->aa_g + (size_t)newest * n2, *xk = w->aa_x + (size_t)newest * n2;
  /* column c: f at history slot (newest − c) minus f at slot (newest − c − 1) */
#define SLOT(c) ((newest - (c) + slots) % slots)
#define F_AT(slot, q) (w->aa_g[(size_t)(slot) * n2 + (q)] - w->aa_x[(size_t)(slot) * n2 + (q)])
#define DF(c, q) (F_AT(SLOT(c), q) - F_AT(SLOT((c) + 1), q))
  double trace = 0.0;
  for (int a = 0; a < used; a++) {
    double r = 0.0;
    for (size_t q = 0; q < n2; q++)
      r += DF(a, q) * (gk[q] - xk[q]);
    rhs[a] = r;
    for (int b = 0; b <= a; b++) {
      double s = 0.0;
      for (size_t q = 0; q < n2; q++)
        s += DF(a, q) * DF(b, q);
      gram[a * used + b] = gram[b * used + a] = s;
    }
    trace += gram[a * used + a];
  }
  if (!(trace > 0.0))
    return 0;
  for (int a = 0; a < used; a++)
    gram[a * used + a] += 1e-12 * trace; /* near-collinear history */
  gsl_matrix_view mv = gsl_matrix_view_array(gram, (size_t)used, (size_t)used);
  gsl_vector_view bv = gsl_vector_view_array(rhs, (size_t)used);
  gsl_vector_view gv = gsl_vector_view_array(gamma, (size_t)used);
  if (gsl_linalg_cholesky_decomp1(&mv.matrix) != GSL_SUCCESS ||
      gsl_linalg_cholesky_solve(&mv.matrix, &bv.vector, &gv.vector) != GSL_SUCCESS)
    return 0;
  memcpy(x_new, gk, n2 * sizeof(double));
  for (int c = 0; c < used; c++) {
    const double *g0 = w->aa_g + (size_t)SLOT(c) * n2, *g1 = w->aa_g + (size_t)SLOT(c + 1) * n2;
    for (size_t q = 0; q < n2; q++)
      x_new[q] -= gamma[c] * (g0[q] - g1[q]);
  }
#undef DF
#undef F_AT
#undef SLOT
  return 1;
}

/* The fallback: Anderson-accelerated march from the current state. */
static TlStatus
steady_march(TlExact *w, double cx, double cy, double spin, TlExactStats *st, TlError *err)
{
  const size_t n = (size_t)w->n, n2 = 2 * n;
  const int max_steps = w->opts.steady_max_steps ? w->opts.steady_max_steps : 60 * w->grid.mx;
  const int slots = w->aa_depth + 1;
  int used = 0, newest = -1;
  double best = INFINITY;
  TlStatus s = TL_EMAXITER;
  while (st->steps < max_steps) {
    if (w->tang->cancel && *w->tang->cancel)
      return tl_error_set(err, TL_ECANCELLED, "the steady solve was cancelled");
    tl_tang_project(w->n, w->g, w->px, w->py);
    st->products += tl_exact_rolling_rhs(w, cx, cy, spin);
    if ((s = tl_exact_solve_trial(w, st, err)) != TL_OK)
      return s;
    /* record x_k (the state) and T(x_k) (the trial) */
    newest = (newest + 1) % slots;
    double *xk = w->aa_x + (size_t)newest * n2, *gk = w->aa_g + (size_t)newest * n2;
    memcpy(xk, w->px, n * sizeof(double));
    memcpy(xk + n, w->py, n * sizeof(double));
    memcpy(gk, w->trial_x, n * sizeof(double));
    memcpy(gk + n, w->trial_y, n * sizeof(double));
    const double change = tl_exact_commit_trial(w); /* state = T(x_k) */
    if (change <= w->opts.steady_tol * tl_exact_traction_scale(w))
      return TL_OK;
    if (change > 1e2 * best) /* the extrapolation went astray: restart it */
      used = 0;
    best = fmin(best, change);
    if (used > 0 && anderson_update(w, newest, used, w->aa_dx)) {
      memcpy(w->px, w->aa_dx, n * sizeof(double));
      memcpy(w->py, w->aa_dx + n, n * sizeof(double));
    }
    if (used < w->aa_depth)
      used++;
  }
  return tl_error_set(err, TL_EMAXITER, "steady state not reached in %d rolling steps",
                      max_steps);
}

TlStatus
tl_exact_steady_solve(TlExact *w, int from_zero, double cx, double cy, double spin,
                      TlExactStats *st, TlError *err)
{
  TlStatus s;
  if ((s = tl_contact_check_creepage(cx, cy, spin, err)) != TL_OK)
    return s;
  if (cx == 0.0 && cy == 0.0 && spin == 0.0) {
    /* free rolling: no rigid slip, so zero traction is the steady state (the
     * convex step problem's unique minimum) — and from a loaded state the
     * tests below, relative to a traction that decays to zero, would never
     * be met */
    tl_exact_zero_state(w);
    return TL_OK;
  }
  const size_t n = (size_t)w->n;
  memcpy(w->save_x, w->px, n * sizeof(double));
  memcpy(w->save_y, w->py, n * sizeof(double));
  memcpy(w->save_state, w->state, n);
  w->have_previous = 0;
  w->ap_valid = 0; /* the state changes without keeping A p (commits clear it too) */
  if (from_zero)
    tl_exact_zero_state(w);

  /* c = Δx W over the contact, into (bx, by) */
  const TlGrid *gr = &w->grid;
  for (int j = 0; j < gr->my; j++)
    for (int i = 0; i < gr->mx; i++) {
      const int k = j * gr->mx + i;
      w->bx[k] = w->g[k] > 0.0 ? (cx - spin * gr->y[j]) * gr->dx : 0.0;
      w->by[k] = w->g[k] > 0.0 ? (cy + spin * gr->x[i]) * gr->dx : 0.0;
    }
  memcpy(w->trial_x, w->px, n * sizeof(double));
  memcpy(w->trial_y, w->py, n * sizeof(double));
  s = tl_tang_steady(w->tang, w->g, w->bx, w->by, w->opts.steady_tol, w->opts.max_newton,
                     w->opts.max_cg, w->trial_x, w->trial_y, w->trial_state, st);
  if (s == TL_OK) {
    tl_exact_commit_trial(w);
    return TL_OK;
  }
  if (s == TL_ECANCELLED) { /* the state as it was before the call */
    memcpy(w->px, w->save_x, n * sizeof(double));
    memcpy(w->py, w->save_y, n * sizeof(double));
    memcpy(w->state, w->save_state, n);
    return tl_error_set(err, TL_ECANCELLED, "the steady solve was cancelled");
  }
  /* Newton did not settle (stick/slip sets cycling): march from the start */
  st->fallback = 1;
  if (from_zero)
    tl_exact_zero_state(w);
  else {
    memcpy(w->px, w->save_x, n * sizeof(double));
    memcpy(w->py, w->save_y, n * sizeof(double));
  }
  s = steady_march(w, cx, cy, spin, st, err);
  if (s != TL_OK) {
    memcpy(w->px, w->save_x, n * sizeof(double));
    memcpy(w->py, w->save_y, n * sizeof(double));
    memcpy(w->state, w->save_state, n);
    w->ap_valid = 0;
  }
  return s;
}
