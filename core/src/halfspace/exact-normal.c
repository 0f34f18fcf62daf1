/* exact-normal.c — the normal contact problem on the half-space (docs/theory.md §6 exact theory).
 *
 * Unknowns: cell pressures p ≥ 0 and the approach δ.  Conditions: the gap
 * h + A p − δ is zero where p > 0 and non-negative elsewhere, Σ p ΔA = F_N.
 * Polonsky & Keer's constrained conjugate gradients: CG on the set of loaded
 * cells with the mean gap over that set playing δ, negative pressures cut to
 * zero, penetrating unloaded cells fed back (which restarts the conjugacy),
 * and the load restored by scaling after every iteration. */
#include "tribo/exact.h"
#include "tribo/hsconv.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  double *u, *gap, *t, *r, *p_old;
} NormalWork;

static void
work_free(NormalWork *w)
{
  free(w->u);
  free(w->gap);
  free(w->t);
  free(w->r);
  free(w->p_old);
}

/* Mean of v over the loaded cells. */
static double
mean_loaded(const double *v, const double *p, int n)
{
  double s = 0.0;
  int m = 0;
  for (int k = 0; k < n; k++)
    if (p[k] > 0.0) {
      s += v[k];
      m++;
    }
  return m ? s / m : 0.0;
}

static void
scale_to_load(double *p, int n, double target_sum)
{
  double s = 0.0;
  for (int k = 0; k < n; k++)
    s += p[k];
  if (s > 0.0)
    for (int k = 0; k < n; k++)
      p[k] *= target_sum / s;
}

/* The iteration proper; returns iterations used or −1 if not converged. */
static int
pk_iterate(TlHsConv *conv, int n, const double *h, double target_sum, double tol, int max_iter,
           double *p, NormalWork *w)
{
  double g_old = 1.0;
  int conjugate = 0;
  for (int it = 1; it <= max_iter; it++) {
    tl_hsconv_normal(conv, p, w->u);
    for (int k = 0; k < n; k++)
      w->gap[k] = w->u[k] + h[k];
    const double mean_gap = mean_loaded(w->gap, p, n);
    double gsum = 0.0;
    for (int k = 0; k < n; k++) {
      w->gap[k] -= mean_gap; /* the gap with δ = mean over the loaded set */
      if (p[k] > 0.0)
        gsum += w->gap[k] * w->gap[k];
    }
    const double beta = conjugate ? gsum / g_old : 0.0;
    for (int k = 0; k < n; k++)
      w->t[k] = p[k] > 0.0 ? w->gap[k] + beta * w->t[k] : 0.0;
    g_old = gsum;

    tl_hsconv_normal(conv, w->t, w->r);
    const double mean_r = mean_loaded(w->r, p, n);
    double num = 0.0, den = 0.0;
    for (int k = 0; k < n; k++)
      if (p[k] > 0.0) {
        num += w->gap[k] * w->t[k];
        den += (w->r[k] - mean_r) * w->t[k];
      }
    if (!(den > 0.0)) /* gaps already zero on the loaded set: converged */
      return it;
    const double alpha = num / den;

    memcpy(w->p_old, p, sizeof(double) * (size_t)n);
    int overlap = 0;
    for (int k = 0; k < n; k++) {
      if (w->p_old[k] > 0.0)
        p[k] = fmax(0.0, p[k] - alpha * w->t[k]);
      if (p[k] == 0.0 && w->gap[k] < 0.0) { /* penetrating unloaded cell: load it */
        p[k] = -alpha * w->gap[k];
        overlap = 1;
      }
    }
    conjugate = !overlap;
    scale_to_load(p, n, target_sum);

    double change = 0.0;
    for (int k = 0; k < n; k++)
      change += fabs(p[k] - w->p_old[k]);
    if (change <= tol * target_sum)
      return it;
  }
  return -1;
}

TlStatus
tl_exact_normal_solve(const TlGrid *grid, double shear_modulus, double poisson,
                      double normal_load, const double *gap, double tol, int max_iter, double *pn,
                      TlExactNormal *res, TlError *err)
{
  TlStatus s;
  if ((s = tl_check_positive(normal_load, "normal load", "N", err)) != TL_OK ||
      (s = tl_check_positive(tol, "normal-solver tolerance", "", err)) != TL_OK)
    return s;
  if (max_iter < 1)
    return tl_error_set(err, TL_EINVAL, "normal solver needs at least one iteration (got %d)",
                        max_iter);
  const int n = grid->mx * grid->my;
  for (int k = 0; k < n; k++)
    if (!isfinite(gap[k]))
      return tl_error_set(err, TL_EINVAL, "gap at cell (%d, %d) is not finite", k % grid->mx,
                          k / grid->mx);

  TlHsConv *conv;
  if ((s = tl_hsconv_alloc(grid->mx, grid->my, grid->dx, grid->dy, shear_modulus, poisson,
                           TL_HSCONV_NORMAL, &conv, err)) != TL_OK)
    return s;
  NormalWork w = { 0 };
  double *p = malloc(sizeof(double) * (size_t)n);
  w.u = malloc(sizeof(double) * (size_t)n);
  w.gap = malloc(sizeof(double) * (size_t)n);
  w.t = calloc((size_t)n, sizeof(double));
  w.r = malloc(sizeof(double) * (size_t)n);
  w.p_old = malloc(sizeof(double) * (size_t)n);
  if (!p || !w.u || !w.gap || !w.t || !w.r || !w.p_old) {
    s = tl_error_set(err, TL_ENOMEM, "out of memory for the normal problem");
    goto out;
  }

  /* Start from the load spread evenly over the cells whose gap is below the
   * middle of the gap range: closer to the answer than the whole grid, any
   * shape. */
  const double da = grid->dx * grid->dy;
  const double target_sum = normal_load / da;
  double lo = gap[0], hi = gap[0];
  for (int k = 1; k < n; k++) {
    lo = fmin(lo, gap[k]);
    hi = fmax(hi, gap[k]);
  }
  const double cut = lo + 0.5 * (hi - lo);
  for (int k = 0; k < n; k++)
    p[k] = gap[k] <= cut ? 1.0 : 0.0;
  scale_to_load(p, n, target_sum);

  const int iters = pk_iterate(conv, n, gap, target_sum, tol, max_iter, p, &w);
  if (iters < 0) {
    s = tl_error_set(err, TL_EMAXITER,
                     "normal problem did not converge in %d iterations (tolerance %g)", max_iter,
                     tol);
    goto out;
  }

  /* δ from the converged pressure: the mean of h + u over the contact */
  tl_hsconv_normal(conv, p, w.u);
  for (int k = 0; k < n; k++)
    w.gap[k] = w.u[k] + gap[k];
  TlExactNormal r = { 0 };
  r.approach = mean_loaded(w.gap, p, n);
  r.iterations = iters;
  for (int k = 0; k < n; k++) {
    r.load += p[k] * da;
    r.p_max = fmax(r.p_max, p[k]);
    r.n_contact += p[k] > 0.0;
  }
  r.area = r.n_contact * da;
  memcpy(pn, p, sizeof(double) * (size_t)n);
  if (res)
    *res = r;
  s = TL_OK;
out:
  free(p);
  work_free(&w);
  tl_hsconv_free(conv);
  return s;
}
