/* brush.c — the Unsteady Brush Model stepper (docs/theory.md §5 brush model). */
#include "tribo/brush.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "slip-root.h"
#include "tangential_internal.h"

struct TlBrush {
  TlTangentialCase c;
  TlTraction tr; /* the state: τ per cell, totals of the last step */
  int last_substeps;
  /* friction falling with the slip speed (docs/theory-friction-in-contact.md §4) */
  TlSlipFriction law;  /* the law; Coulomb with the case's μ unless set */
  int falling;         /* 1: the law depends on σ (or has memory): the law's step */
  double *sigma, *mu;  /* per cell: slip speed σ [m/s] and local μ of the state */
  size_t law_cells;    /* size of sigma and mu */
  TlSlipStats stats;   /* of the last step */
  double *w_last;      /* Coulomb: per slipping cell, |τ*|/(μ p_n) − 1 of the last
                          sub-step, or after a start the slip speed itself */
  double w_vdt;        /* the last sub-step's travel VΔt [m] (0: w_last holds speeds) */
  double *w_speed;     /* tl_brush_slip_speed's map [m/s] */
};

static TlStatus law_arrays(TlBrush *b, TlError *err);
static void law_state_rest(TlBrush *b);

/* Requests longer than this many Courant-1 steps are refused (a typo in the
 * step, not a simulation). */
#define MAX_SUBSTEPS 100000000.0

const TlTraction *
tl_brush_traction(const TlBrush *b)
{
  return &b->tr;
}

const TlGrid *
tl_brush_grid(const TlBrush *b)
{
  return &b->c.grid;
}

const TlContactParams *
tl_brush_params(const TlBrush *b)
{
  return &b->c.params;
}

const TlContactBasics *
tl_brush_basics(const TlBrush *b)
{
  return &b->c.basics;
}

double
tl_brush_unit_step(const TlBrush *b)
{
  return b->c.grid.dx / b->c.params.speed;
}

int
tl_brush_last_substeps(const TlBrush *b)
{
  return b->last_substeps;
}

/* Totals of the state (the state's own loop order: row by row). */
static void
totals(TlBrush *b)
{
  tl_traction_totals(&b->tr, &b->c.grid, b->c.basics.hertz.normal_load);
}

/* Project the kept state onto the (new) bound and refresh p_n and states. */
static void
project_state(TlBrush *b)
{
  const TlGrid *g = &b->c.grid;
  TlTraction *t = &b->tr;
  const size_t n = (size_t)g->mx * (size_t)g->my;
  memcpy(t->pn, b->c.pn, n * sizeof(double));
  for (size_t k = 0; k < n; k++) {
    if (!g->active[k]) {
      t->tx[k] = t->ty[k] = 0.0;
      t->state[k] = TL_CELL_OUTSIDE;
      continue;
    }
    const double m2 = t->tx[k] * t->tx[k] + t->ty[k] * t->ty[k], g2 = b->c.bound[k];
    if (m2 > g2 * g2) {
      const double s = g2 / sqrt(m2);
      t->tx[k] *= s;
      t->ty[k] *= s;
      t->state[k] = TL_CELL_SLIP;
    } else {
      /* on the bound within round-off: still slipping; inside: sticking */
      t->state[k] = m2 >= g2 * g2 * (1.0 - 1e-12) && m2 > 0.0 ? TL_CELL_SLIP : TL_CELL_STICK;
    }
  }
  totals(b);
}

TlStatus
tl_brush_set_params(TlBrush *b, const TlContactParams *p, TlError *err)
{
  TlStatus s = tl_contact_params_validate(p, err);
  if (s != TL_OK)
    return s;
  const int same = b->tr.tx && b->tr.mx == p->mx && b->tr.my == p->my;
  TlTraction fresh;
  if (!same && (s = tl_traction_alloc(&fresh, p->mx, p->my, err)) != TL_OK)
    return s;
  if ((s = tl_tangential_case_set(&b->c, p, err)) != TL_OK) {
    if (!same)
      tl_traction_free(&fresh);
    return s;
  }
  if (!same) {
    double *w = calloc(2 * (size_t)p->mx * (size_t)p->my, sizeof(double));
    if (!w) {
      tl_traction_free(&fresh);
      return tl_error_set(err, TL_ENOMEM, "out of memory for the brush's slip speeds");
    }
    free(b->w_last);
    b->w_last = w;
    b->w_speed = w + (size_t)p->mx * (size_t)p->my;
    b->w_vdt = 0.0;
    tl_traction_free(&b->tr);
    b->tr = fresh; /* zero traction */
  }
  if (b->falling) {
    if (!same && (s = law_arrays(b, err)) != TL_OK)
      return s;
    if (!same)
      law_state_rest(b);
  } else {
    b->law = tl_slip_friction_default(TL_SLIP_LAW_COULOMB);
    b->law.mu = p->mu;
  }
  project_state(b);
  return TL_OK;
}

TlBrush *
tl_brush_alloc(const TlContactParams *p, TlError *err)
{
  TlBrush *b = calloc(1, sizeof *b);
  if (!b) {
    tl_error_set(err, TL_ENOMEM, "out of memory for the brush model");
    return NULL;
  }
  if (tl_brush_set_params(b, p, err) != TL_OK) {
    tl_brush_free(b);
    return NULL;
  }
  return b;
}

void
tl_brush_free(TlBrush *b)
{
  if (!b)
    return;
  tl_tangential_case_clear(&b->c);
  tl_traction_free(&b->tr);
  free(b->sigma);
  free(b->mu);
  free(b->w_last);
  free(b);
}

/* σ and μ for every cell of the current grid (kept while the size holds). */
static TlStatus
law_arrays(TlBrush *b, TlError *err)
{
  const size_t n = (size_t)b->c.grid.mx * (size_t)b->c.grid.my;
  if (b->law_cells == n)
    return TL_OK;
  double *sigma = calloc(n, sizeof *sigma), *mu = calloc(n, sizeof *mu);
  if (!sigma || !mu) {
    free(sigma);
    free(mu);
    return tl_error_set(err, TL_ENOMEM, "out of memory for the brush's slip speeds");
  }
  free(b->sigma);
  free(b->mu);
  b->sigma = sigma;
  b->mu = mu;
  b->law_cells = n;
  return TL_OK;
}

/* Material at rest: no slip, μ at its static level. */
static void
law_state_rest(TlBrush *b)
{
  const double mu0 = tl_slip_friction_static(&b->law);
  for (size_t k = 0; k < b->law_cells; k++) {
    b->sigma[k] = 0.0;
    b->mu[k] = mu0;
  }
  memset(&b->stats, 0, sizeof b->stats);
  b->stats.mu_mean = mu0;
}

TlStatus
tl_brush_set_friction(TlBrush *b, const TlSlipFriction *law, TlError *err)
{
  TlStatus s;
  if ((s = tl_slip_friction_validate(law, err)) != TL_OK)
    return s;
  const int falling = !tl_slip_friction_is_constant(law) || law->memory > 0.0;
  if (!falling) { /* the Coulomb step itself with the law's μ: bit-identical */
    const double mu = tl_slip_friction_static(law);
    if (b->c.params.mu != mu) {
      TlContactParams p = b->c.params;
      p.mu = mu;
      if ((s = tl_brush_set_params(b, &p, err)) != TL_OK)
        return s;
    }
  } else if ((s = law_arrays(b, err)) != TL_OK) {
    return s;
  }
  const int was_falling = b->falling;
  b->law = *law;
  b->falling = falling;
  if (falling && !was_falling)
    law_state_rest(b);
  return TL_OK;
}

const TlSlipFriction *
tl_brush_friction(const TlBrush *b)
{
  return &b->law;
}

const double *
tl_brush_mu_map(const TlBrush *b)
{
  return b->falling ? b->mu : NULL;
}

const double *
tl_brush_slip_speed(TlBrush *b)
{
  if (b->falling)
    return b->sigma;
  const size_t n = (size_t)b->tr.mx * (size_t)b->tr.my;
  if (!(b->w_vdt > 0.0)) { /* a start: w_last holds the speeds */
    memcpy(b->w_speed, b->w_last, n * sizeof(double));
    return b->w_speed;
  }
  /* in slip τ = τ*·μp/|τ*|, so τ* − τ = excess·τ: the displacement given up
   * is excess·diag(L1, L2)τ over the sub-step's time vdt/V */
  const double v = b->c.params.speed / b->w_vdt;
  for (size_t k = 0; k < n; k++)
    b->w_speed[k] = b->tr.state[k] == TL_CELL_SLIP ? b->w_last[k] * v *
                                             hypot(b->c.flex.l1 * b->tr.tx[k],
                                                   b->c.flex.l2 * b->tr.ty[k])
                                       : 0.0;
  return b->w_speed;
}

const double *
tl_brush_slip_speed_map(const TlBrush *b)
{
  return b->falling ? b->sigma : NULL;
}

void
tl_brush_slip_stats(const TlBrush *b, TlSlipStats *out)
{
  if (b->falling) {
    *out = b->stats;
    return;
  }
  memset(out, 0, sizeof *out);
  out->mu_mean = b->c.params.mu;
  for (size_t k = 0; k < (size_t)b->tr.mx * (size_t)b->tr.my; k++)
    out->slip_cells += b->tr.state[k] == TL_CELL_SLIP;
}

/* The slip speeds of a steady state just marched (the brush at C = 1 is
 * FASTSIM's march): in a slipping cell, what the bound took off the trial
 * traction, as displacement diag(L1, L2)(τ* − τ) over Δt = Δx/V. */
static void
slip_of_march(TlBrush *b, double cx, double cy, double spin)
{
  const TlTangentialCase *c = &b->c;
  const TlGrid *g = &c->grid;
  for (int j = 0; j < g->my; j++) {
    double ux = 0.0, uy = 0.0;
    for (int i = g->mx - 1; i >= 0; i--) {
      const int k = j * g->mx + i;
      double sx, sy;
      tl_tangential_source(c, cx, cy, spin, g->x[i], g->y[j], &sx, &sy);
      const double ax = ux + g->dx * sx, ay = uy + g->dx * sy;
      b->w_last[k] = b->tr.state[k] == TL_CELL_SLIP
                       ? c->params.speed *
                           hypot(c->flex.l1 * (ax - b->tr.tx[k]), c->flex.l2 * (ay - b->tr.ty[k])) /
                           g->dx
                       : 0.0;
      ux = b->tr.state[k] == TL_CELL_OUTSIDE ? 0.0 : b->tr.tx[k];
      uy = b->tr.state[k] == TL_CELL_OUTSIDE ? 0.0 : b->tr.ty[k];
    }
  }
}

TlStatus
tl_brush_reset(TlBrush *b, TlTransientInit init, double cx, double cy, double spin, TlError *err)
{
  TlStatus s;
  if (init != TL_INIT_ZERO && init != TL_INIT_STEADY)
    return tl_error_set(err, TL_EINVAL, "unknown initial state %d", (int)init);
  if ((s = tl_contact_check_creepage(cx, cy, spin, err)) != TL_OK)
    return s;
  if (init == TL_INIT_STEADY && b->falling) {
    /* the steady state is the law's FASTSIM march (the brush at C = 1) */
    tl_tangential_law_solve(&b->c, &b->law, cx, cy, spin, &b->tr, b->mu, b->sigma, &b->stats);
    const double mu0 = tl_slip_friction_static(&b->law);
    for (size_t k = 0; k < b->law_cells; k++)
      if (b->tr.state[k] == TL_CELL_OUTSIDE)
        b->mu[k] = mu0;
  } else if (init == TL_INIT_STEADY) {
    tl_tangential_fixed_solve(&b->c, cx, cy, spin, &b->tr);
    /* the steady state's slip speeds: FASTSIM's relief (the brush at C = 1) */
    slip_of_march(b, cx, cy, spin);
    b->w_vdt = 0.0;
  } else {
    const size_t n = (size_t)b->tr.mx * (size_t)b->tr.my;
    memset(b->tr.tx, 0, n * sizeof(double));
    memset(b->tr.ty, 0, n * sizeof(double));
    memset(b->w_last, 0, n * sizeof(double));
    b->w_vdt = 0.0;
    memset(b->tr.state, TL_CELL_OUTSIDE, n);
    project_state(b); /* states: stick inside, outside elsewhere */
    if (b->falling)
      law_state_rest(b);
  }
  b->last_substeps = 0;
  return TL_OK;
}

typedef struct {
  double fx, fy, mz;
  long stick;
} Sums;

/* One upwind step of Courant number courant ∈ (0, 1] and length vdt = VΔt [m]
 * over row j.  Cells are updated in increasing i, so τ_{i+1} is still the old
 * value when cell i reads it; the row's most upstream cell takes the inflow 0.
 * With `sums` the row's contribution to the totals is accumulated. */
static void
substep_row(TlBrush *b, int j, double courant, double vdt, double cx, double cy, double spin,
            Sums *sums)
{
  const TlTangentialCase *c = &b->c;
  const TlGrid *g = &c->grid;
  const int lo = c->row_lo[j], hi = c->row_hi[j], base = j * g->mx;
  double *restrict tx = b->tr.tx + base, *restrict ty = b->tr.ty + base;
  unsigned char *restrict state = b->tr.state + base;
  const double *restrict bound = c->bound + base, *restrict xs = g->x;
  const double y = g->y[j];
  const double sx = vdt * (c->kx * cx - c->ks * spin * y); /* no x dependence */
  const double syc = vdt * c->ky * cy, sys = vdt * c->ks * spin;
  const double keep = 1.0 - courant;
  double fx = 0.0, fy = 0.0, mz = 0.0;
  long stick = 0;
  /* the last sub-step's excess |τ*|/(μ p_n) − 1 of the trial over the bound
   * (written in slip only: the state tells), from which tl_brush_slip_speed
   * makes the slip speed */
  double *restrict excess = b->w_last + base;

  for (int i = lo; i < hi; i++) {
    const double upx = i + 1 < hi ? tx[i + 1] : 0.0; /* inflow: unstressed material */
    const double upy = i + 1 < hi ? ty[i + 1] : 0.0;
    double nx = keep * tx[i] + courant * upx + sx;
    double ny = keep * ty[i] + courant * upy + syc + sys * xs[i];
    const double m2 = nx * nx + ny * ny, gb = bound[i];
    unsigned char st = TL_CELL_STICK;
    if (m2 > gb * gb) { /* tl_tang_project, keeping its ratio for a slipping cell */
      const double scale = gb / sqrt(m2);
      nx *= scale;
      ny *= scale;
      st = TL_CELL_SLIP;
      if (sums)
        excess[i] = 1.0 / scale - 1.0;
    }
    tx[i] = nx;
    ty[i] = ny;
    state[i] = st;
    if (sums) {
      fx += nx;
      fy += ny;
      mz += xs[i] * ny - y * nx;
      stick += st == TL_CELL_STICK;
    }
  }
  if (sums) {
    sums->fx += fx;
    sums->fy += fy;
    sums->mz += mz;
    sums->stick += stick;
  }
}

/* The same step with friction falling with the slip speed: the trial
 * traction of cell i is that of the Coulomb step; the cell then solves the
 * scalar problem σ + κ_t(μ(σ) − r) = 0 with κ_t = L_e p_n/Δt (docs/theory-
 * friction-in-contact.md §4).  The upstream slip speed and μ are upwind-
 * interpolated like τ (C σ_{i+1} + (1 − C) σ_i); material enters at rest. */
static void
substep_row_law(TlBrush *b, int j, double courant, double vdt, double cx, double cy,
                double spin, Sums *sums, double *mu_sum)
{
  const TlTangentialCase *c = &b->c;
  const TlGrid *g = &c->grid;
  const int lo = c->row_lo[j], hi = c->row_hi[j], base = j * g->mx;
  double *restrict tx = b->tr.tx + base, *restrict ty = b->tr.ty + base;
  double *restrict sg = b->sigma + base, *restrict mu = b->mu + base;
  unsigned char *restrict state = b->tr.state + base;
  const double *restrict pn = c->pn + base, *restrict xs = g->x;
  const double y = g->y[j], dt = vdt / c->params.speed;
  const double sx = vdt * (c->kx * cx - c->ks * spin * y);
  const double syc = vdt * c->ky * cy, sys = vdt * c->ks * spin;
  const double keep = 1.0 - courant, l1 = c->flex.l1, l2 = c->flex.l2;
  const double mu0 = tl_slip_friction_static(&b->law);
  const double dmu0 = fabs(tl_slip_friction_dmu(&b->law, 0.0));

  for (int i = lo; i < hi; i++) {
    const int in = i + 1 < hi;
    const double upx = in ? tx[i + 1] : 0.0, upy = in ? ty[i + 1] : 0.0;
    const double s_up = keep * sg[i] + courant * (in ? sg[i + 1] : 0.0);
    const double mu_up = keep * mu[i] + courant * (in ? mu[i + 1] : mu0);
    const double ax = keep * tx[i] + courant * upx + sx;
    const double ay = keep * ty[i] + courant * upy + syc + sys * xs[i];
    const double t = hypot(ax, ay);
    TlSlipCell cell = { &b->law, pn[i] > 0.0 ? t / pn[i] : 0.0, 0.0, mu_up, dt };
    double sigma = 0.0;
    if (t > 0.0 && pn[i] > 0.0) {
      cell.kappa = hypot(l1 * ax, l2 * ay) / t * pn[i] / dt;
      b->stats.n_max = fmax(b->stats.n_max, cell.kappa * dmu0);
      sigma = tl_slip_cell_solve(&cell, s_up);
    }
    const double m = tl_slip_cell_mu(&cell, sigma);
    double nx = ax, ny = ay;
    if (sigma > 0.0) {
      nx *= m * pn[i] / t;
      ny *= m * pn[i] / t;
    }
    tx[i] = nx;
    ty[i] = ny;
    sg[i] = sigma;
    mu[i] = m;
    state[i] = sigma > 0.0 ? TL_CELL_SLIP : TL_CELL_STICK;
    if (sums) {
      sums->fx += nx;
      sums->fy += ny;
      sums->mz += xs[i] * ny - y * nx;
      sums->stick += sigma == 0.0;
      if (sigma > 0.0) {
        *mu_sum += m;
        b->stats.slip_cells++;
        b->stats.sigma_max = fmax(b->stats.sigma_max, sigma);
      }
    }
  }
}

/* Store the totals of the last sub-step (p_n and the load do not change). */
static void
store_totals(TlBrush *b, const Sums *s)
{
  const TlGrid *g = &b->c.grid;
  const double da = g->dx * g->dy;
  TlTraction *t = &b->tr;
  t->fx = s->fx * da;
  t->fy = s->fy * da;
  t->mz = s->mz * da;
  t->f = t->fx / b->c.basics.hertz.normal_load;
  t->stick_fraction = g->n_active ? (double)s->stick / g->n_active : 0.0;
}

TlStatus
tl_brush_step(TlBrush *b, double dt, double cx, double cy, double spin, TlError *err)
{
  TlStatus s;
  if ((s = tl_check_positive(dt, "time step", "s", err)) != TL_OK ||
      (s = tl_contact_check_creepage(cx, cy, spin, err)) != TL_OK)
    return s;
  const double travel = b->c.params.speed * dt; /* VΔt [m] */
  const double cells = travel / b->c.grid.dx;   /* the requested Courant number */
  if (cells > MAX_SUBSTEPS)
    return tl_error_set(err, TL_EINVAL,
                        "time step %g s is %.3g grid cells of travel: too long for one call", dt,
                        cells);
  /* C = 1 within round-off must stay one exact shift */
  int n = (int)ceil(cells * (1.0 - 1e-12));
  if (n < 1)
    n = 1;
  /* C = 1 exactly when the request is within round-off of one cell */
  const double courant = n == 1 && fabs(cells - 1.0) <= 1e-12 ? 1.0 : cells / n;
  const double vdt = courant * b->c.grid.dx;
  Sums sums = { 0.0, 0.0, 0.0, 0 };
  if (b->falling) {
    double mu_sum = 0.0;
    for (int q = 0; q < n; q++) {
      if (q == n - 1)
        memset(&b->stats, 0, sizeof b->stats);
      for (int j = 0; j < b->c.grid.my; j++)
        substep_row_law(b, j, courant, vdt, cx, cy, spin, q == n - 1 ? &sums : NULL, &mu_sum);
    }
    b->stats.mu_mean = b->stats.slip_cells ? mu_sum / b->stats.slip_cells
                                           : tl_slip_friction_static(&b->law);
  } else {
    for (int q = 0; q < n; q++)
      for (int j = 0; j < b->c.grid.my; j++)
        substep_row(b, j, courant, vdt, cx, cy, spin, q == n - 1 ? &sums : NULL);
    b->w_vdt = vdt;
  }
  store_totals(b, &sums);
  b->last_substeps = n;
  return TL_OK;
}

/* ---- the brush as a transient model ------------------------------------ */

static TlStatus
model_reset(void *self, TlTransientInit init, double cx, double cy, double spin, TlError *err)
{
  return tl_brush_reset(self, init, cx, cy, spin, err);
}

static TlStatus
model_step(void *self, double dt, double cx, double cy, double spin, TlError *err)
{
  return tl_brush_step(self, dt, cx, cy, spin, err);
}

static const TlTraction *
model_traction(const void *self)
{
  return tl_brush_traction(self);
}

static const TlGrid *
model_grid(const void *self)
{
  return tl_brush_grid(self);
}

static void
model_info(const void *self, TlTransientInfo *out)
{
  const TlBrush *b = self;
  out->mu = b->c.params.mu;
  out->normal_load = b->c.basics.hertz.normal_load;
  out->natural_step = tl_brush_unit_step(b);
  out->transit_time = 2.0 * b->c.grid.a / b->c.params.speed;
}

static const TlTransientModelClass brush_class = {
  "brush", model_reset, model_step, model_traction, model_grid, model_info,
};

TlTransientModel
tl_brush_model(TlBrush *b)
{
  TlTransientModel m = { &brush_class, b };
  return m;
}
