/* exact.c — the exact-theory workspace: normal solution, rolling state and the
 * steps that advance it (docs/theory.md §6 exact theory). */
#include "exact_internal.h"

#include <assert.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>


TlExactOptions
tl_exact_options_default(void)
{
  return (TlExactOptions){
    .tol = 1e-6,
    .max_newton = 40,
    .max_cg = 400,
    .normal_tol = 1e-12,
    .normal_max_iter = 5000,
    .steady_tol = 1e-8,
    .steady_max_steps = 0,
    .gap = NULL,
    .precond = TL_EXACT_PRECOND_CIRCULANT,
  };
}

static TlStatus
options_validate(const TlExactOptions *o, TlError *err)
{
  TlStatus s;
  if ((s = tl_check_positive(o->tol, "exact-solver tolerance", "", err)) != TL_OK ||
      (s = tl_check_positive(o->normal_tol, "normal-solver tolerance", "", err)) != TL_OK ||
      (s = tl_check_positive(o->steady_tol, "steady-state tolerance", "", err)) != TL_OK)
    return s;
  if (o->precond != TL_EXACT_PRECOND_CIRCULANT && o->precond != TL_EXACT_PRECOND_JACOBI)
    return tl_error_set(err, TL_EINVAL, "unknown exact-solver preconditioner %d", o->precond);
  if (o->max_newton < 1 || o->max_cg < 1 || o->normal_max_iter < 1 || o->steady_max_steps < 0)
    return tl_error_set(err, TL_EINVAL,
                        "exact-solver iteration limits must be positive (Newton %d, CG %d, "
                        "normal %d, steady steps %d)",
                        o->max_newton, o->max_cg, o->normal_max_iter, o->steady_max_steps);
  return TL_OK;
}

void
tl_exact_free(TlExact *w)
{
  if (!w)
    return;
  tl_tang_free(w->tang);
  tl_hsconv_free(w->conv);
  tl_grid_clear(&w->grid);
  tl_traction_free(&w->view);
  double *arrays[] = { w->pn,      w->g,       w->px,   w->py, w->trial_x, w->trial_y,
                       w->save_x,  w->save_y,  w->bx,   w->by, w->ux,      w->uy,
                       w->apx,     w->apy,     w->ap1x, w->ap1y };
  for (size_t k = 0; k < sizeof arrays / sizeof arrays[0]; k++)
    free(arrays[k]);
  free(w->lead);
  tl_exact_law_free(w->law);
  free(w->aa_x);
  free(w->aa_g);
  free(w->aa_dx);
  free(w->state);
  free(w->trial_state);
  free(w->save_state);
  free(w);
}

static int
alloc_arrays(TlExact *w)
{
  const size_t n = (size_t)w->n;
  double **arrays[] = { &w->pn,     &w->g,      &w->px,   &w->py, &w->trial_x, &w->trial_y,
                        &w->save_x, &w->save_y, &w->bx,   &w->by, &w->ux,      &w->uy,
                        &w->apx,    &w->apy,    &w->ap1x, &w->ap1y };
  int ok = 1;
  for (size_t k = 0; k < sizeof arrays / sizeof arrays[0]; k++)
    ok &= (*arrays[k] = calloc(n, sizeof(double))) != NULL;
  ok &= (w->state = calloc(n, 1)) != NULL;
  ok &= (w->trial_state = calloc(n, 1)) != NULL;
  ok &= (w->save_state = calloc(n, 1)) != NULL;
  w->aa_depth = TL_EXACT_AA_DEPTH;
  const size_t hist = (size_t)(w->aa_depth + 1) * 2 * n;
  ok &= (w->aa_x = calloc(hist, sizeof(double))) != NULL;
  ok &= (w->aa_g = calloc(hist, sizeof(double))) != NULL;
  ok &= (w->aa_dx = calloc(2 * n, sizeof(double))) != NULL;
  return ok;
}

static void
set_bound(TlExact *w)
{
  const double mu = tl_exact_law_static_mu(w); /* w->mu without a law */
  w->gmax = 0.0;
  for (int k = 0; k < w->n; k++) {
    w->g[k] = mu * w->pn[k];
    w->gmax = fmax(w->gmax, w->g[k]);
  }
}

void
tl_exact_zero_state(TlExact *w)
{
  w->have_previous = 0;
  memset(w->px, 0, sizeof(double) * (size_t)w->n);
  memset(w->py, 0, sizeof(double) * (size_t)w->n);
  memset(w->apx, 0, sizeof(double) * (size_t)w->n); /* A·0 */
  memset(w->apy, 0, sizeof(double) * (size_t)w->n);
  w->ap_valid = 1;
  w->ap_prev_valid = 0;
  for (int k = 0; k < w->n; k++)
    w->state[k] = w->pn[k] > 0.0 ? TL_CELL_STICK : TL_CELL_OUTSIDE;
}

TlStatus
tl_exact_alloc(const TlContactParams *params, const TlExactOptions *opts, TlExact **out,
               TlError *err)
{
  TlStatus s;
  *out = NULL;
  const TlExactOptions o = opts ? *opts : tl_exact_options_default();
  if ((s = options_validate(&o, err)) != TL_OK)
    return s;
  TlExact *w = calloc(1, sizeof *w);
  if (!w)
    return tl_error_set(err, TL_ENOMEM, "out of memory for the exact solver");
  w->params = *params;
  w->opts = o;
  w->opts.gap = NULL; /* borrowed for this call only */
  w->custom_gap = o.gap != NULL;
  if ((s = tl_contact_basics(params, &w->basics, err)) != TL_OK)
    goto fail;
  const TlHertzResult *h = &w->basics.hertz;
  if ((s = tl_grid_init(&w->grid, params->mx, params->my, h->a, h->b, err)) != TL_OK)
    goto fail;
  w->n = params->mx * params->my;
  w->mu = params->mu;
  if (!alloc_arrays(w) || tl_traction_alloc(&w->view, params->mx, params->my, NULL) != TL_OK) {
    s = tl_error_set(err, TL_ENOMEM, "out of memory for the exact solver's %dx%d grid",
                     params->mx, params->my);
    goto fail;
  }
  const double G = h->material.shear_modulus, nu = h->material.poisson;
  const unsigned products =
    TL_HSCONV_TANGENTIAL | TL_HSCONV_SHIFTED | TL_HSCONV_ROLLING | TL_HSCONV_SINGLE;
  if ((s = tl_hsconv_alloc(params->mx, params->my, w->grid.dx, w->grid.dy, G, nu, products,
                           &w->conv, err)) != TL_OK)
    goto fail;
  if (!(w->tang = tl_tang_alloc(params->mx, params->my, w->conv, o.precond))) {
    s = tl_error_set(err, TL_ENOMEM, "out of memory for the tangential solver");
    goto fail;
  }
  /* the coefficients from every cell to one cell ahead of the leading
   * column, for tl_exact_rolling_rhs: [xx, yy, xy][j − j′ + my − 1][i′] */
  const int rows = 2 * params->my - 1;
  if (!(w->lead = malloc(sizeof(double) * 3 * (size_t)rows * params->mx))) {
    s = tl_error_set(err, TL_ENOMEM, "out of memory for the exact solver's %dx%d grid",
                     params->mx, params->my);
    goto fail;
  }
  static const TlInfluenceKind lead_kinds[3] = { TL_INFLUENCE_XX, TL_INFLUENCE_YY,
                                                 TL_INFLUENCE_XY };
  for (int c = 0; c < 3; c++)
    for (int r = 0; r < rows; r++)
      for (int i = 0; i < params->mx; i++)
        w->lead[((size_t)c * rows + r) * params->mx + i] =
          tl_hsconv_coefficient(w->conv, lead_kinds[c], params->mx - i, r - (params->my - 1));

  /* The undeformed gap: the given one, or Hertz's quadric (in bx as scratch). */
  double *gap = w->bx;
  for (int j = 0; j < w->grid.my; j++)
    for (int i = 0; i < w->grid.mx; i++) {
      const double x = w->grid.x[i], y = w->grid.y[j];
      gap[j * w->grid.mx + i] =
        o.gap ? o.gap[j * w->grid.mx + i] : h->curv_a * x * x + h->curv_b * y * y;
    }
  if ((s = tl_exact_normal_solve(&w->grid, G, nu, h->normal_load, gap, o.normal_tol,
                                 o.normal_max_iter, w->pn, &w->normal, err)) != TL_OK)
    goto fail;
  memset(w->bx, 0, sizeof(double) * (size_t)w->n);
  set_bound(w);
  tl_exact_zero_state(w);
  tl_exact_publish(w, NULL, NULL, 1);
  *out = w;
  return TL_OK;
fail:
  tl_exact_free(w);
  return s;
}

const TlGrid *
tl_exact_grid(const TlExact *w)
{
  return &w->grid;
}

const TlContactBasics *
tl_exact_basics(const TlExact *w)
{
  return &w->basics;
}

const TlExactNormal *
tl_exact_normal(const TlExact *w)
{
  return &w->normal;
}

const double *
tl_exact_pressure(const TlExact *w)
{
  return w->pn;
}

double
tl_exact_time_step(const TlExact *w)
{
  return w->grid.dx / w->params.speed;
}

unsigned
tl_exact_warnings(const TlExact *w)
{
  return w->basics.hertz.warnings;
}

void
tl_exact_set_cancel(TlExact *w, const volatile int *cancel)
{
  w->tang->cancel = cancel;
}

TlStatus
tl_exact_set_friction(TlExact *w, double mu, TlError *err)
{
  TlStatus s;
  if ((s = tl_check_positive(mu, "friction coefficient mu", "", err)) != TL_OK)
    return s;
  w->mu = mu;
  w->params.mu = mu;
  set_bound(w);
  return TL_OK;
}

void
tl_exact_traction(const TlExact *w, TlTraction *out)
{
  assert(out->mx == w->grid.mx && out->my == w->grid.my && "traction map of another grid");
  const size_t n = (size_t)w->n;
  memcpy(out->pn, w->pn, n * sizeof(double));
  for (size_t k = 0; k < n; k++) {
    out->tx[k] = 0.0 - w->px[k]; /* τ = −p: traction on the rail (+0 outside, not −0) */
    out->ty[k] = 0.0 - w->py[k];
  }
  memcpy(out->state, w->state, n);
  tl_traction_totals(out, &w->grid, w->basics.hertz.normal_load);
}

void
tl_exact_publish(TlExact *w, TlTraction *out, const TlExactStats *st, int is_reset)
{
  tl_exact_traction(w, &w->view);
  if (out)
    tl_traction_copy(out, &w->view);
  const TlExactStats zero = { 0 };
  w->last = st ? *st : zero;
  if (is_reset)
    w->total = zero;
  w->total.steps += w->last.steps;
  w->total.newton += w->last.newton;
  w->total.cg += w->last.cg;
  w->total.products += w->last.products;
  w->total.products_single += w->last.products_single;
  w->total.residual = w->last.residual;
  w->total.fallback |= w->last.fallback;
}

/* u′ at the leading column i = mx − 1 straight from the coefficients one
 * cell ahead (w->lead), for the contact cells there. */
static void
leading_column(TlExact *w)
{
  const int mx = w->grid.mx, my = w->grid.my, rows = 2 * my - 1;
  const double *txx = w->lead, *tyy = txx + (size_t)rows * mx, *txy = tyy + (size_t)rows * mx;
  for (int j = 0; j < my; j++) {
    const int k = j * mx + mx - 1;
    w->ux[k] = w->uy[k] = 0.0;
    if (w->g[k] <= 0.0)
      continue;
    double sx = 0.0, sy = 0.0;
    for (int jj = 0; jj < my; jj++) {
      const size_t row = (size_t)(j - jj + my - 1) * mx;
      const double *a = txx + row, *d = tyy + row, *b = txy + row;
      const double *px = w->px + (size_t)jj * mx, *py = w->py + (size_t)jj * mx;
#pragma omp simd reduction(+ : sx, sy)
      for (int i = 0; i < mx; i++) {
        sx += a[i] * px[i] + b[i] * py[i];
        sy += b[i] * px[i] + d[i] * py[i];
      }
    }
    w->ux[k] = sx;
    w->uy[k] = sy;
  }
}

/* b = rigid shift − u′ over the contact: rolling (Δq = Δx, u′ the
 * displacement one cell ahead).  u′ at (i, j) is A p at (i + 1, j), so with
 * A p of the state kept by the last step it is that map moved by one cell,
 * and only the leading column needs its own sum; otherwise the shifted
 * product.  Returns the number of products used (0 or 1). */
int
tl_exact_rolling_rhs(TlExact *w, double cx, double cy, double spin)
{
  const TlGrid *gr = &w->grid;
  const int mx = gr->mx;
  int products = 0;
  if (w->ap_valid) {
    const size_t row = sizeof(double) * (size_t)(mx - 1);
    for (int j = 0; j < gr->my; j++) {
      memcpy(w->ux + (size_t)j * mx, w->apx + (size_t)j * mx + 1, row);
      memcpy(w->uy + (size_t)j * mx, w->apy + (size_t)j * mx + 1, row);
    }
    leading_column(w);
  } else {
    tl_hsconv_tangential(w->conv, TL_HSCONV_AHEAD, w->px, w->py, w->ux, w->uy);
    products = 1;
  }
  for (int j = 0; j < gr->my; j++)
    for (int i = 0; i < gr->mx; i++) {
      const int k = j * gr->mx + i;
      /* W_I Δq with W = (cₓ − c_s y, c_y + c_s x), docs/theory.md §2 creepage */
      w->bx[k] = w->g[k] > 0.0 ? (cx - spin * gr->y[j]) * gr->dx - w->ux[k] : 0.0;
      w->by[k] = w->g[k] > 0.0 ? (cy + spin * gr->x[i]) * gr->dx - w->uy[k] : 0.0;
    }
  return products;
}

/* b = rigid shift − u for a static shift, u = A p the current displacement
 * (kept by the last step or shift, else a product).  Returns the number of
 * products used (0 or 1). */
static int
shift_rhs(TlExact *w, double sx, double sy)
{
  const double *ux = w->apx, *uy = w->apy;
  if (!w->ap_valid) {
    tl_hsconv_tangential(w->conv, TL_HSCONV_AT_CELL, w->px, w->py, w->ux, w->uy);
    ux = w->ux;
    uy = w->uy;
  }
  for (int k = 0; k < w->n; k++) {
    w->bx[k] = w->g[k] > 0.0 ? sx - ux[k] : 0.0;
    w->by[k] = w->g[k] > 0.0 ? sy - uy[k] : 0.0;
  }
  return !w->ap_valid;
}

/* Solve the step whose b is set, starting from the state; on success the
 * trial holds the answer.  Returns the solver's status. */
TlStatus
tl_exact_solve_trial(TlExact *w, TlExactStats *st, TlError *err)
{
  const int two = w->have_previous && w->ap_prev_valid;
  if (w->have_previous) {
    /* after a step the trial arrays still hold the state before it: start
     * from the linear extrapolation in time, 2pⁿ⁻¹ − pⁿ⁻² */
    for (int k = 0; k < w->n; k++) {
      w->trial_x[k] = 2.0 * w->px[k] - w->trial_x[k];
      w->trial_y[k] = 2.0 * w->py[k] - w->trial_y[k];
    }
  } else {
    memcpy(w->trial_x, w->px, sizeof(double) * (size_t)w->n);
    memcpy(w->trial_y, w->py, sizeof(double) * (size_t)w->n);
  }
  int given = 0;
  if (w->ap_valid && (two || !w->have_previous)) {
    /* The start's shift without a full product: A is linear, so A of the
     * extrapolation is 2 A pⁿ⁻¹ − A pⁿ⁻² (or A pⁿ⁻¹) from the products kept
     * by the last steps; only the projection onto the bound, δ, a small
     * second-order change at slip cells, needs a product, and single
     * precision is ample for it.  The solver confirms its convergence with a
     * full product, so a start slightly off only costs iterations. */
    TlTangSolver *ts = w->tang;
    int any = 0;
    for (int k = 0; k < w->n; k++) {
      const double ex = w->trial_x[k], ey = w->trial_y[k];
      double x = ex, y = ey;
      const double m = tl_norm2(x, y);
      if (w->g[k] <= 0.0)
        x = y = 0.0;
      else if (m > w->g[k]) {
        x *= w->g[k] / m;
        y *= w->g[k] / m;
      }
      w->trial_x[k] = x;
      w->trial_y[k] = y;
      w->ux[k] = x - ex; /* δ (u′ is no longer needed: b holds it) */
      w->uy[k] = y - ey;
      any |= x != ex || y != ey;
    }
    if (any) {
      tl_hsconv_tangential_single(w->conv, w->ux, w->uy, ts->wx, ts->wy);
      st->products++;
      st->products_single++;
    }
    for (int k = 0; k < w->n; k++) {
      const double ax = two ? 2.0 * w->apx[k] - w->ap1x[k] : w->apx[k];
      const double ay = two ? 2.0 * w->apy[k] - w->ap1y[k] : w->apy[k];
      ts->sx[k] = ax + (any ? ts->wx[k] : 0.0) + w->bx[k];
      ts->sy[k] = ay + (any ? ts->wy[k] : 0.0) + w->by[k];
    }
    given = 1;
  }
  st->steps++;
  TlStatus s = tl_tang_solve(w->tang, w->g, w->bx, w->by, w->opts.tol, w->opts.max_newton,
                             w->opts.max_cg, given, w->trial_x, w->trial_y, w->trial_state, st);
  if (s != TL_OK)
    return tl_error_set(err, s,
                        "tangential problem did not converge in %d Newton iterations "
                        "(residual %.3g of mu*p_max, tolerance %g)",
                        w->opts.max_newton, st->residual, w->opts.tol);
  return TL_OK;
}

/* After a step or shift solved by tl_exact_solve_trial and committed: keep
 * A p of the new state, s − b from the solver's last (full) product. */
static void
keep_products(TlExact *w)
{
  const TlTangSolver *ts = w->tang;
  for (int k = 0; k < w->n; k++) {
    w->apx[k] = ts->sx[k] - w->bx[k];
    w->apy[k] = ts->sy[k] - w->by[k];
  }
  w->ap_valid = 1;
}

/* Accept the trial as the state; returns the largest traction change.  The
 * kept A p becomes that of the state before (keep_products renews it). */
double
tl_exact_commit_trial(TlExact *w)
{
  double *ap;
  ap = w->ap1x, w->ap1x = w->apx, w->apx = ap;
  ap = w->ap1y, w->ap1y = w->apy, w->apy = ap;
  w->ap_prev_valid = w->ap_valid;
  w->ap_valid = 0;
  double change = 0.0;
  for (int k = 0; k < w->n; k++)
    change = fmax(change, tl_norm2(w->trial_x[k] - w->px[k], w->trial_y[k] - w->py[k]));
  double *t;
  t = w->px, w->px = w->trial_x, w->trial_x = t;
  t = w->py, w->py = w->trial_y, w->trial_y = t;
  unsigned char *u = w->state;
  w->state = w->trial_state;
  w->trial_state = u;
  return change;
}

TlStatus
tl_exact_step(TlExact *w, double cx, double cy, double spin, TlTraction *out,
              TlExactStats *stats, TlError *err)
{
  TlStatus s;
  TlExactStats st = { 0 };
  if ((s = tl_contact_check_creepage(cx, cy, spin, err)) != TL_OK)
    return s;
  st.products += tl_exact_rolling_rhs(w, cx, cy, spin);
  s = w->law ? tl_exact_law_step(w, &st, err) : tl_exact_solve_trial(w, &st, err);
  if (stats)
    *stats = st;
  if (s != TL_OK && !tl_exact_law_capped(w)) {
    w->have_previous = 0; /* the trial arrays were overwritten */
    return s;
  }
  tl_exact_commit_trial(w); /* at a friction law's cap: its last iterate */
  keep_products(w);
  tl_exact_law_commit(w);
  w->have_previous = 1;
  tl_exact_publish(w, out, &st, 0);
  return s;
}

TlStatus
tl_exact_shift(TlExact *w, double sx, double sy, TlTraction *out, TlExactStats *stats,
               TlError *err)
{
  TlStatus s;
  TlExactStats st = { 0 };
  if ((s = tl_check_finite(sx, "shift sx", "m", err)) != TL_OK ||
      (s = tl_check_finite(sy, "shift sy", "m", err)) != TL_OK)
    return s;
  st.products += shift_rhs(w, sx, sy);
  w->have_previous = 0;
  s = tl_exact_solve_trial(w, &st, err);
  if (stats)
    *stats = st;
  if (s != TL_OK)
    return s;
  tl_exact_commit_trial(w);
  keep_products(w);
  tl_exact_publish(w, out, &st, 0);
  return TL_OK;
}

/* The size of the traction in play: the largest |p|, at most μ p_max (a
 * scale that does not grow with an inactive bound when μ is huge). */
double
tl_exact_traction_scale(const TlExact *w)
{
  double m = 0.0;
  for (int k = 0; k < w->n; k++)
    m = fmax(m, tl_norm2(w->px[k], w->py[k]));
  return m > 0.0 ? m : w->gmax;
}

TlStatus
tl_exact_steady(TlExact *w, double cx, double cy, double spin, TlTraction *out,
                TlExactStats *stats, TlError *err)
{
  TlExactStats st = { 0 };
  const TlStatus s = w->law ? tl_exact_law_steady(w, 0, cx, cy, spin, &st, err)
                            : tl_exact_steady_solve(w, 0, cx, cy, spin, &st, err);
  if (stats)
    *stats = st;
  if (s == TL_OK || tl_exact_law_capped(w)) /* a law's cap keeps its last iterate */
    tl_exact_publish(w, out, &st, 0);
  return s;
}

TlStatus
tl_exact_reset(TlExact *w, TlTransientInit init, double cx, double cy, double spin, TlTraction *out,
               TlExactStats *stats, TlError *err)
{
  if (init != TL_INIT_ZERO && init != TL_INIT_STEADY)
    return tl_error_set(err, TL_EINVAL, "unknown initial state %d", (int)init);
  if (init == TL_INIT_STEADY) {
    TlExactStats st = { 0 };
    tl_exact_law_rest(w);
    const TlStatus s = w->law ? tl_exact_law_steady(w, 1, cx, cy, spin, &st, err)
                              : tl_exact_steady_solve(w, 1, cx, cy, spin, &st, err);
    if (stats)
      *stats = st;
    if (s == TL_OK || tl_exact_law_capped(w))
      tl_exact_publish(w, out, &st, 1);
    return s;
  }
  tl_exact_zero_state(w);
  tl_exact_law_rest(w);
  if (stats)
    memset(stats, 0, sizeof *stats);
  tl_exact_publish(w, out, NULL, 1);
  return TL_OK;
}
