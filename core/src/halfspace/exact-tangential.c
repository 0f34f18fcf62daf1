/* exact-tangential.c — one step of the tangential problem: a semismooth
 * Newton method whose linear systems are solved by conjugate gradients with
 * FFT products.
 *
 * Derivation.  Split the contact cells into stick H (|p_I| < g_I, or on the
 * bound but pushed inward) and slip L (|p_I| = g_I and the shift opposes p:
 * λ_I = −s_I·e_I ≥ 0 with e_I = p_I/|p_I|).  On L parametrise p_I = g_I e(φ_I),
 * so the only unknown is the arc length q_I = g_I dφ_I along the tangent t_I =
 * (−e_y, e_x).  The objective F(p) = ½pᵀAp + bᵀp restricted to this manifold
 * has gradient Pᵀs (s_I on H, t_I·s_I on L) and Hessian PᵀAP + D, where P
 * maps the reduced unknowns to tractions (identity on H, t_I on L) and D_I =
 * λ_I/g_I is the curvature of the circle |p_I| = g_I weighted by the normal
 * force λ_I.  With λ ≥ 0 the Hessian is symmetric positive definite, so each
 * Newton step (PᵀAP + D) q = −Pᵀs is a CG solve costing one FFT product per
 * iteration.  After the step, stick cells that leave the disc are projected
 * onto it and slip cells are moved along their circle (retraction); the sets
 * are then re-classified.  Backtracking halves the step while F would rise,
 * at most six times; the seventh trial is taken as it is, so F may rise a
 * little on a hard step rather than the iteration stalling. */
#include "exact_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { OUT = TL_TANG_OUT, STICK = TL_TANG_STICK, SLIP = TL_TANG_SLIP };

/* A cell whose |p| is within this relative distance of g is on the bound. */
#define ON_BOUND (1.0 - 1e-12)


TlTangSolver *
tl_tang_alloc(int mx, int my, TlHsConv *conv, int precond)
{
  TlTangSolver *ts = calloc(1, sizeof *ts);
  if (!ts)
    return NULL;
  const int n = mx * my;
  double **arrays[] = { &ts->sx, &ts->sy, &ts->tx, &ts->ty, &ts->curv, &ts->rx, &ts->ry,
                        &ts->zx, &ts->zy, &ts->dx, &ts->dy, &ts->qx, &ts->qy, &ts->yx,
                        &ts->yy, &ts->vx, &ts->vy, &ts->wx, &ts->wy, &ts->p0x, &ts->p0y,
                        &ts->ea, &ts->ec, &ts->ed, &ts->dk, &ts->ix, &ts->iy,
                        &ts->tx0, &ts->ty0, &ts->sx0, &ts->sy0, &ts->qa, &ts->qc, &ts->qd };
  const size_t n_arrays = sizeof arrays / sizeof arrays[0];
  const size_t kry = TL_TANG_KRYLOV;
  const size_t basis = (kry + 1) * 2 * (size_t)n;
  const size_t small = (kry + 1) * kry + 3 * kry + 1; /* Hessenberg, rotations, residuals */
  ts->block = calloc(n_arrays * (size_t)n + basis + small, sizeof(double));
  ts->kind = calloc((size_t)n, 1);
  ts->kind0 = calloc((size_t)n, 1);
  if (!ts->block || !ts->kind || !ts->kind0) {
    tl_tang_free(ts);
    return NULL;
  }
  for (size_t k = 0; k < n_arrays; k++)
    *arrays[k] = ts->block + k * (size_t)n;
  ts->basis = ts->block + n_arrays * (size_t)n;
  ts->hess = ts->basis + basis;
  ts->givens = ts->hess + (kry + 1) * kry;
  ts->mx = mx;
  ts->my = my;
  ts->n = n;
  ts->conv = conv;
  ts->axx = tl_hsconv_coefficient(conv, TL_INFLUENCE_XX, 0, 0);
  ts->ayy = tl_hsconv_coefficient(conv, TL_INFLUENCE_YY, 0, 0);
  if (precond == TL_EXACT_PRECOND_CIRCULANT && !(ts->circ = tl_hscirc_alloc(conv, mx, my))) {
    tl_tang_free(ts);
    return NULL;
  }
  return ts;
}

void
tl_tang_free(TlTangSolver *ts)
{
  if (!ts)
    return;
  tl_hscirc_free(ts->circ);
  free(ts->block);
  free(ts->kind);
  free(ts->kind0);
  free(ts);
}

/* s = A p + b; returns the objective F = ½ pᵀ(s + b) (up to the cell area). */
static double
shift_and_objective(TlTangSolver *ts, const double *bx, const double *by, const double *px,
                    const double *py, TlExactStats *st)
{
  tl_hsconv_tangential(ts->conv, TL_HSCONV_AT_CELL, px, py, ts->sx, ts->sy);
  st->products++;
  double f = 0.0;
  for (int k = 0; k < ts->n; k++) {
    ts->sx[k] += bx[k];
    ts->sy[k] += by[k];
    f += 0.5 * (px[k] * (ts->sx[k] + bx[k]) + py[k] * (ts->sy[k] + by[k]));
  }
  return f;
}

double
tl_tang_classify(TlTangSolver *ts, const double *g, const double *px, const double *py)
{
  const double self = 0.5 * (ts->axx + ts->ayy);
  double res2 = 0.0; /* the largest squared residual: one square root at the end */
  for (int k = 0; k < ts->n; k++) {
    if (g[k] <= 0.0) {
      ts->kind[k] = OUT;
      continue;
    }
    const double p2 = px[k] * px[k] + py[k] * py[k], bound = g[k] * ON_BOUND;
    double r2 = ts->sx[k] * ts->sx[k] + ts->sy[k] * ts->sy[k];
    ts->kind[k] = STICK;
    if (p2 >= bound * bound) { /* |p| ≥ g·ON_BOUND without a square root in stick */
      const double pm = sqrt(p2), ex = px[k] / pm, ey = py[k] / pm;
      const double lambda = -(ts->sx[k] * ex + ts->sy[k] * ey);
      if (lambda >= 0.0) {
        ts->kind[k] = SLIP;
        ts->tx[k] = -ey;
        ts->ty[k] = ex;
        ts->curv[k] = lambda / g[k];
        const double r = ts->sx[k] * ts->tx[k] + ts->sy[k] * ts->ty[k];
        r2 = r * r;
      }
    }
    res2 = r2 > res2 ? r2 : res2; /* a NaN shift is passed over, as fmax would */
  }
  return sqrt(res2) / self;
}

void
tl_tang_expand(const TlTangSolver *ts, const double *qx, const double *qy, double *vx,
               double *vy)
{
  for (int k = 0; k < ts->n; k++) {
    switch (ts->kind[k]) {
    case STICK: vx[k] = qx[k]; vy[k] = qy[k]; break;
    case SLIP: vx[k] = ts->tx[k] * qx[k]; vy[k] = ts->ty[k] * qx[k]; break;
    default: vx[k] = vy[k] = 0.0; break;
    }
  }
}

void
tl_tang_reduce(const TlTangSolver *ts, const double *qx, const double *wx, const double *wy,
               double *yx, double *yy)
{
  for (int k = 0; k < ts->n; k++) {
    switch (ts->kind[k]) {
    case STICK: yx[k] = wx[k]; yy[k] = wy[k]; break;
    case SLIP:
      yx[k] = ts->tx[k] * wx[k] + ts->ty[k] * wy[k] + ts->curv[k] * qx[k];
      yy[k] = 0.0;
      break;
    default: yx[k] = yy[k] = 0.0; break;
    }
  }
}

double
tl_tang_reduced_residual(TlTangSolver *ts, double *rx, double *ry)
{
  double r2 = 0.0;
  for (int k = 0; k < ts->n; k++) {
    switch (ts->kind[k]) {
    case STICK: rx[k] = -ts->sx[k]; ry[k] = -ts->sy[k]; break;
    case SLIP:
      rx[k] = -(ts->tx[k] * ts->sx[k] + ts->ty[k] * ts->sy[k]);
      ry[k] = 0.0;
      break;
    default: rx[k] = ry[k] = 0.0; break;
    }
    r2 += rx[k] * rx[k] + ry[k] * ry[k];
  }
  return sqrt(r2);
}

/* The branch-free copy of P, D and of the preconditioner for the current
 * sets: the Jacobi one (the inverse diagonal of PᵀAP + D) and the circulant
 * one's Q; see the struct. */
static void
prepare_cg(TlTangSolver *ts)
{
  for (int k = 0; k < ts->n; k++) {
    switch (ts->kind[k]) {
    case STICK:
      ts->ea[k] = ts->ed[k] = ts->qa[k] = ts->qd[k] = 1.0;
      ts->ec[k] = ts->dk[k] = ts->qc[k] = 0.0;
      ts->ix[k] = 1.0 / ts->axx;
      ts->iy[k] = 1.0 / ts->ayy;
      break;
    case SLIP: {
      const double tx = ts->tx[k], ty = ts->ty[k];
      const double tat = ts->axx * tx * tx + ts->ayy * ty * ty;
      ts->ea[k] = tx;
      ts->ec[k] = ty;
      ts->ed[k] = ts->qd[k] = 0.0;
      ts->dk[k] = ts->curv[k];
      ts->ix[k] = 1.0 / (tat + ts->curv[k]);
      ts->iy[k] = 0.0;
      /* √(tᵀAt / (tᵀAt + D)): a slip cell held by its curvature is damped as
       * its Jacobi diagonal would damp it */
      const double scale = sqrt(tat * ts->ix[k]);
      ts->qa[k] = scale * tx;
      ts->qc[k] = scale * ty;
      break;
    }
    default:
      ts->ea[k] = ts->ec[k] = ts->ed[k] = ts->dk[k] = ts->ix[k] = ts->iy[k] = 0.0;
      ts->qa[k] = ts->qc[k] = ts->qd[k] = 0.0;
      break;
    }
  }
}

/* z = M⁻¹ r for the CG's residual (rx, ry); returns rᵀz. */
static double
precondition(TlTangSolver *ts, double *zx, double *zy)
{
  const double *rx = ts->rx, *ry = ts->ry;
  if (ts->circ)
    return tl_hscirc_apply(ts->circ, ts->qa, ts->qc, ts->qd, rx, ry, zx, zy);
  const double *ix = ts->ix, *iy = ts->iy;
  double rz = 0.0;
#pragma omp simd reduction(+ : rz)
  for (int k = 0; k < ts->n; k++) {
    zx[k] = rx[k] * ix[k];
    zy[k] = ry[k] * iy[k];
    rz += rx[k] * zx[k] + ry[k] * zy[k];
  }
  return rz;
}

/* y = (PᵀAP + D) d in the reduced layout, with v = P d already in (vx, vy);
 * returns dᵀy and, in *rd, dᵀr. */
static double
reduced_product(TlTangSolver *ts, const double *dx, const double *dy, double *yx, double *yy,
                double *rd, TlExactStats *st)
{
  /* single precision: CG only cuts its residual by a few tens */
  tl_hsconv_tangential_single(ts->conv, ts->vx, ts->vy, ts->wx, ts->wy);
  st->products++;
  st->products_single++;
  const double *ea = ts->ea, *ec = ts->ec, *ed = ts->ed, *dk = ts->dk;
  const double *wx = ts->wx, *wy = ts->wy, *rx = ts->rx, *ry = ts->ry;
  double dyd = 0.0, dr = 0.0;
#pragma omp simd reduction(+ : dyd, dr)
  for (int k = 0; k < ts->n; k++) {
    yx[k] = ea[k] * wx[k] + ec[k] * wy[k] + dk[k] * dx[k];
    yy[k] = ed[k] * wy[k];
    dyd += dx[k] * yx[k] + dy[k] * yy[k];
    dr += dx[k] * rx[k] + dy[k] * ry[k];
  }
  *rd = dr;
  return dyd;
}

/* Preconditioned CG for (PᵀAP + D) q = −Pᵀs to relative residual eta.  The
 * vector updates are fused into as few passes as the recurrences allow.
 *
 * Warm (the sets did not change in the last Newton step, which took its
 * whole length): the last solve stopped early, leaving the slowest, smooth
 * components of its error, and the Newton step left the operator as it was
 * (up to the slip cells' tangents).  So the first direction continues the
 * last solve's conjugate directions, d = z + β d_last, instead of starting
 * again from z — Newton iterations then act as one CG run rather than
 * restarts.  Each step length is the exact minimiser along its direction,
 * α = dᵀr / dᵀHd (= rᵀz/dᵀHd in plain CG), so the quadratic model decreases
 * at every iteration even where conjugacy is only approximate. */
static void
newton_direction(TlTangSolver *ts, double eta, int max_cg, int warm, TlExactStats *st)
{
  const int n = ts->n;
  double *qx = ts->qx, *qy = ts->qy, *rx = ts->rx, *ry = ts->ry, *dx = ts->dx, *dy = ts->dy;
  double *yx = ts->yx, *yy = ts->yy, *vx = ts->vx, *vy = ts->vy, *zx = ts->zx, *zy = ts->zy;
  const double *ea = ts->ea, *ec = ts->ec, *ed = ts->ed;
  prepare_cg(ts);
  memset(qx, 0, sizeof(double) * (size_t)n);
  memset(qy, 0, sizeof(double) * (size_t)n);
  const double rr0 = tl_tang_reduced_residual(ts, rx, ry);
  double rr = rr0 * rr0, rz = precondition(ts, zx, zy);
  /* a residual larger than the one the last direction was made from means
   * the Newton step was not the linear one: start afresh (continuing then
   * lets the old direction swamp the new residual, and CG can stall) */
  double beta0 = warm && ts->cg_rz > 0.0 ? rz / ts->cg_rz : 0.0;
  if (beta0 > 1.0)
    beta0 = 0.0;
  ts->cg_rz = 0.0; /* no direction to continue unless this solve leaves one */
  if (beta0 == 0.0) { /* what dx, dy held (GMRES scratch, say) must not leak in */
    memset(dx, 0, sizeof(double) * (size_t)n);
    memset(dy, 0, sizeof(double) * (size_t)n);
  }
#pragma omp simd
  for (int k = 0; k < n; k++) {
    dx[k] = zx[k] + beta0 * dx[k]; /* d = z = M⁻¹r (+ β d_last) */
    dy[k] = zy[k] + beta0 * dy[k];
    vx[k] = ea[k] * dx[k]; /* v = P d */
    vy[k] = ec[k] * dx[k] + ed[k] * dy[k];
  }
  const double r0 = sqrt(rr);
  if (r0 == 0.0)
    return;
  for (int it = 0; it < max_cg; it++) {
    double rd;
    const double dyd = reduced_product(ts, dx, dy, yx, yy, &rd, st);
    st->cg++;
    if (!(dyd > 0.0))
      return;
    const double alpha = rd / dyd;
    rr = 0.0;
#pragma omp simd reduction(+ : rr)
    for (int k = 0; k < n; k++) {
      qx[k] += alpha * dx[k];
      qy[k] += alpha * dy[k];
      rx[k] -= alpha * yx[k];
      ry[k] -= alpha * yy[k];
      rr += rx[k] * rx[k] + ry[k] * ry[k];
    }
    if (sqrt(rr) <= eta * r0)
      break;
    const double rz_new = precondition(ts, zx, zy);
    const double beta = rz_new / rz;
    rz = rz_new;
#pragma omp simd
    for (int k = 0; k < n; k++) {
      dx[k] = zx[k] + beta * dx[k];
      dy[k] = zy[k] + beta * dy[k];
      vx[k] = ea[k] * dx[k];
      vy[k] = ec[k] * dx[k] + ed[k] * dy[k];
    }
  }
  ts->cg_rz = rz; /* d is the last direction, rz the rᵀz it was made from */
}

void
tl_tang_apply_step(const TlTangSolver *ts, const double *g, double step, double *px, double *py)
{
  for (int k = 0; k < ts->n; k++) {
    double x, y;
    switch (ts->kind[k]) {
    case STICK:
      x = ts->p0x[k] + step * ts->qx[k];
      y = ts->p0y[k] + step * ts->qy[k];
      break;
    case SLIP:
      x = ts->p0x[k] + step * ts->qx[k] * ts->tx[k];
      y = ts->p0y[k] + step * ts->qx[k] * ts->ty[k];
      break;
    default: px[k] = py[k] = 0.0; continue;
    }
    const double m = tl_norm2(x, y);
    /* slip cells stay on the circle; stick cells are cut back to it */
    const double scale = ts->kind[k] == SLIP ? (m > 0.0 ? g[k] / m : 0.0)
                                             : (m > g[k] ? g[k] / m : 1.0);
    px[k] = x * scale;
    py[k] = y * scale;
  }
}

void
tl_tang_project(int n, const double *g, double *px, double *py)
{
  for (int k = 0; k < n; k++) {
    if (g[k] <= 0.0) {
      px[k] = py[k] = 0.0;
      continue;
    }
    const double m = tl_norm2(px[k], py[k]);
    if (m > g[k]) {
      px[k] *= g[k] / m;
      py[k] *= g[k] / m;
    }
  }
}

double
tl_tang_scale(const TlTangSolver *ts, const double *g, const double *bx, const double *by,
              const double *px, const double *py)
{
  /* Residuals are measured against the traction in play, capped by the
   * bound: a huge μ must not loosen the solve. */
  const double self = 0.5 * (ts->axx + ts->ayy);
  double scale = 0.0, gmax = 0.0;
  for (int k = 0; k < ts->n; k++)
    if (g[k] > 0.0) {
      gmax = fmax(gmax, g[k]);
      scale = fmax(scale, fmax(tl_norm2(px[k], py[k]), tl_norm2(bx[k], by[k]) / self));
    }
  return fmin(scale, gmax);
}

void
tl_tang_states(const TlTangSolver *ts, unsigned char *state)
{
  for (int k = 0; k < ts->n; k++)
    state[k] = ts->kind[k] == SLIP    ? TL_CELL_SLIP
               : ts->kind[k] == STICK ? TL_CELL_STICK
                                      : TL_CELL_OUTSIDE;
}

TlStatus
tl_tang_newton(TlTangSolver *ts, const TlTangProblem *pb, const double *g, double tol,
               int max_newton, int max_krylov, double *px, double *py, unsigned char *state,
               TlExactStats *st)
{
  const int n = ts->n;
  const size_t bytes = sizeof(double) * (size_t)n;
  tl_tang_project(n, g, px, py);
  double merit = 0.0;
  int exact = 1; /* s is the full product, not an update or a caller's estimate */
  if (pb->start_given) {
    for (int k = 0; k < n; k++)
      merit += 0.5 * (px[k] * (ts->sx[k] + pb->bx[k]) + py[k] * (ts->sy[k] + pb->by[k]));
    exact = 0;
  } else
    merit = pb->shift(ts, pb, px, py, st);
  double res = tl_tang_classify(ts, g, px, py);
  if (pb->merit_residual)
    merit = tl_tang_reduced_residual(ts, ts->rx, ts->ry);
  double scale = tl_tang_scale(ts, g, pb->bx, pb->by, px, py);
  TlStatus status = TL_EMAXITER;
  int warm = 0; /* the last step took its whole length and kept the sets */
  for (int it = 0;; it++) {
    if (pb->rescale && it > 0)
      scale = tl_tang_scale(ts, g, pb->bx, pb->by, px, py);
    if (res <= 0.9 * tol * scale && !exact) {
      /* converged on updated shifts: confirm with the full product (from
       * 0.9 of the tolerance, so that the updates' single-precision drift,
       * ~1 % of the residual, cannot make the confirmation fail) */
      merit = pb->shift(ts, pb, px, py, st);
      res = tl_tang_classify(ts, g, px, py);
      if (pb->merit_residual)
        merit = tl_tang_reduced_residual(ts, ts->rx, ts->ry);
      exact = 1;
    }
    if (exact && res <= tol * scale) { /* only a full product's residual counts */
      status = TL_OK;
      break;
    }
    if (it == max_newton)
      break;
    if (ts->cancel && *ts->cancel) { /* a newer request supersedes this solve */
      status = TL_ECANCELLED;
      break;
    }
    st->newton++;
    /* Inexact Newton: each solve cuts the linear residual by the problem's
     * forcing factor (the sets often change between iterations, so tighter
     * solves are wasted), or just enough to finish when that needs less —
     * aiming at half the tolerance: a solve aimed at the tolerance itself
     * lands just under it on the updated shifts, and the confirming product
     * then finds it just over (their single-precision drift), which costs
     * another Newton iteration and another full product. */
    const double eta = fmax(0.5 * tol * scale / res, pb->forcing);
    pb->direction(ts, eta, max_krylov, warm, st);
    memcpy(ts->p0x, px, bytes);
    memcpy(ts->p0y, py, bytes);
    /* the sets the direction was made for: each trial re-classifies */
    memcpy(ts->kind0, ts->kind, (size_t)n);
    memcpy(ts->tx0, ts->tx, bytes);
    memcpy(ts->ty0, ts->ty, bytes);
    if (pb->shift_update) {
      memcpy(ts->sx0, ts->sx, bytes);
      memcpy(ts->sy0, ts->sy, bytes);
    }
    /* backtracking: halve the step while the merit would not decrease; a
     * step that changes the stick/slip sets may raise it, so the shortest
     * is taken as it is rather than the iteration stalling */
    double step = 1.0, merit_new;
    for (;;) {
      tl_tang_apply_step(ts, g, step, px, py);
      merit_new = pb->shift_update ? pb->shift_update(ts, pb, px, py, st)
                                   : pb->shift(ts, pb, px, py, st);
      res = tl_tang_classify(ts, g, px, py);
      int better;
      if (pb->merit_residual) {
        merit_new = tl_tang_reduced_residual(ts, ts->rx, ts->ry);
        better = merit_new < merit;
      } else
        better = merit_new <= merit + 1e-12 * fabs(merit);
      if (better || step < pb->min_step)
        break;
      step *= 0.5;
      memcpy(ts->kind, ts->kind0, (size_t)n);
      memcpy(ts->tx, ts->tx0, bytes);
      memcpy(ts->ty, ts->ty0, bytes);
    }
    merit = merit_new;
    exact = !pb->shift_update;
    warm = step == 1.0 && memcmp(ts->kind, ts->kind0, (size_t)n) == 0;
  }
  st->residual = scale > 0.0 ? res / scale : 0.0;
  tl_tang_states(ts, state);
  return status;
}

/* ---- the rolling or shift step: convex, CG ------------------------------------ */

/* s = A p + b; returns the objective F = ½ pᵀ(s + b) (up to the cell area). */
static double
step_shift(TlTangSolver *ts, const TlTangProblem *pb, const double *px, const double *py,
           TlExactStats *st)
{
  return shift_and_objective(ts, pb->bx, pb->by, px, py, st);
}

/* The line search's trial shifts: s = s₀ + A (p − p₀) with the product in
 * single precision.  Its error, ~1e-7 of |A (p − p₀)|, shrinks with the
 * Newton steps.  (A whole shift in single precision would not do: A p sums
 * the tractions of the whole contact, many times the shift of the
 * tolerance's traction at one cell.)  The driver confirms convergence with
 * the full double product. */
static double
step_shift_update(TlTangSolver *ts, const TlTangProblem *pb, const double *px, const double *py,
                  TlExactStats *st)
{
  const int n = ts->n;
#pragma omp simd
  for (int k = 0; k < n; k++) {
    ts->vx[k] = px[k] - ts->p0x[k];
    ts->vy[k] = py[k] - ts->p0y[k];
  }
  tl_hsconv_tangential_single(ts->conv, ts->vx, ts->vy, ts->wx, ts->wy);
  st->products++;
  st->products_single++;
  const double *bx = pb->bx, *by = pb->by;
  double f = 0.0;
#pragma omp simd reduction(+ : f)
  for (int k = 0; k < n; k++) {
    ts->sx[k] = ts->sx0[k] + ts->wx[k];
    ts->sy[k] = ts->sy0[k] + ts->wy[k];
    f += 0.5 * (px[k] * (ts->sx[k] + bx[k]) + py[k] * (ts->sy[k] + by[k]));
  }
  return f;
}

/* Forcing 0.03: with the CG carried across Newton iterations, looser
 * solves and more (cheap, single-precision) Newton steps do less work in all.
 * On the thesis run with the circulant preconditioner, 0.1, 0.03 and 0.01
 * took 12.4, 11.9 and 11.7 thousand products and 7.9, 8.1 and 8.3 thousand
 * preconditioner applications (about half a product each): a draw between
 * 0.03 and 0.01.  (With the Jacobi preconditioner 0.03 was the best, 21.7
 * thousand products against 22.4 and 22.1.) */
static const TlTangProblem step_problem = {
  .shift = step_shift,
  .shift_update = step_shift_update,
  .direction = newton_direction,
  .forcing = 0.03,
  .min_step = 1.0 / 64,
  .rescale = 0,
  .merit_residual = 0,
};

TlStatus
tl_tang_solve(TlTangSolver *ts, const double *g, const double *bx, const double *by, double tol,
              int max_newton, int max_cg, int given_shift, double *px, double *py,
              unsigned char *state, TlExactStats *st)
{
  TlTangProblem pb = step_problem;
  pb.bx = bx;
  pb.by = by;
  pb.start_given = given_shift;
  return tl_tang_newton(ts, &pb, g, tol, max_newton, max_cg, px, py, state, st);
}
