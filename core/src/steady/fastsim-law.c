/* fastsim-law.c — FASTSIM with friction that depends on the local slip speed
 * (docs/theory-friction-in-contact.md §4).  The march is tl_fastsim_solve's
 * (fixed grid, rows from the leading edge, the bound's pressure at the cell
 * centres); only the projection of a slipping cell changes: it slides at the
 * slip speed σ the law and the cell's elastic state agree on. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "slip-root.h"
#include "tangential_internal.h"
#include "tribo/fastsim.h"

/* A row's march: τ, σ and (with memory) μ carried from cell to cell. */
static void
march_row(const TlTangentialCase *c, const TlSlipFriction *law, int j, double cx, double cy,
          double spin, TlTraction *out, double *mu_map, double *w_map, TlSlipStats *st,
          double sums[4])
{
  const TlGrid *g = &c->grid;
  const double dx = g->dx, speed = c->params.speed, y = g->y[j];
  const double l1 = c->flex.l1, l2 = c->flex.l2;
  const double mu_rest = tl_slip_friction_static(law), dmu0 = fabs(tl_slip_friction_dmu(law, 0));
  double sx, sy;
  tl_tangential_source(c, cx, cy, spin, 0.0, y, &sx, &sy);
  sx *= dx;
  sy *= dx;
  const double ksx = dx * c->ks * spin;
  double tx = 0.0, ty = 0.0, sigma_up = 0.0, mu_up = mu_rest;
  for (int i = g->mx - 1; i >= 0; i--) {
    const int k = j * g->mx + i;
    const double pn = c->pn[k], x = g->x[i];
    if (!(pn > 0.0)) { /* outside: unstressed material, at rest */
      tx = ty = sigma_up = 0.0;
      mu_up = mu_rest;
      continue;
    }
    const double ax = tx + sx, ay = ty + sy + ksx * x; /* the trial traction τ* */
    const double t = hypot(ax, ay);
    double sigma = 0.0, mu = mu_rest;
    TlSlipCell cell = { law, t / pn, 0.0, mu_up, dx / speed };
    if (t > 0.0) {
      const double le = hypot(l1 * ax, l2 * ay) / t;
      cell.kappa = speed * le * pn / dx;
      st->n_max = fmax(st->n_max, cell.kappa * dmu0);
      sigma = tl_slip_cell_solve(&cell, sigma_up);
    }
    mu = tl_slip_cell_mu(&cell, sigma);
    if (sigma > 0.0) {
      const double scale = mu * pn / t;
      tx = ax * scale;
      ty = ay * scale;
      out->state[k] = TL_CELL_SLIP;
      st->slip_cells++;
      sums[3] += mu;
      st->sigma_max = fmax(st->sigma_max, sigma);
    } else {
      tx = ax;
      ty = ay;
      out->state[k] = TL_CELL_STICK;
    }
    out->tx[k] = tx;
    out->ty[k] = ty;
    sums[0] += tx;
    sums[1] += ty;
    sums[2] += x * ty - y * tx;
    if (mu_map)
      mu_map[k] = mu;
    if (w_map)
      w_map[k] = sigma;
    sigma_up = sigma;
    mu_up = mu;
  }
}

void
tl_tangential_law_solve(const TlTangentialCase *c, const TlSlipFriction *law, double cx,
                        double cy, double spin, TlTraction *out, double *mu_map, double *w_map,
                        TlSlipStats *stats)
{
  const TlGrid *g = &c->grid;
  const size_t n = (size_t)g->mx * (size_t)g->my;
  TlSlipStats st = { 0.0, 0.0, 0.0, 0 };
  memset(out->tx, 0, n * sizeof(double));
  memset(out->ty, 0, n * sizeof(double));
  memset(out->state, TL_CELL_OUTSIDE, n);
  memcpy(out->pn, c->pn, n * sizeof(double));
  if (mu_map)
    memset(mu_map, 0, n * sizeof(double));
  if (w_map)
    memset(w_map, 0, n * sizeof(double));
  double sums[4] = { 0.0, 0.0, 0.0, 0.0 };
  for (int j = 0; j < g->my; j++)
    march_row(c, law, j, cx, cy, spin, out, mu_map, w_map, &st, sums);

  const double da = g->dx * g->dy;
  double load = 0.0;
  for (size_t k = 0; k < n; k++)
    load += c->pn[k];
  out->fx = sums[0] * da;
  out->fy = sums[1] * da;
  out->mz = sums[2] * da;
  out->load = load * da;
  out->f = out->fx / c->basics.hertz.normal_load;
  out->stick_fraction =
    g->n_active ? (double)(g->n_active - st.slip_cells) / (double)g->n_active : 0.0;
  st.mu_mean = st.slip_cells ? sums[3] / st.slip_cells : tl_slip_friction_static(law);
  *stats = st;
}

TlStatus
tl_fastsim_solve_law(TlFastsim *fs, const TlSlipFriction *law, double cx, double cy,
                     double spin, TlTraction *out, double *mu_map, double *w_map,
                     TlSlipStats *stats, TlError *err)
{
  TlStatus s;
  const TlTangentialCase *c = tl_fastsim_case(fs);
  const TlGrid *g = &c->grid;
  if ((s = tl_slip_friction_validate(law, err)) != TL_OK ||
      (s = tl_contact_check_creepage(cx, cy, spin, err)) != TL_OK)
    return s;
  if (out->mx != g->mx || out->my != g->my)
    return tl_error_set(err, TL_EINVAL, "traction map is %dx%d, the grid %dx%d", out->mx,
                        out->my, g->mx, g->my);
  const size_t n = (size_t)g->mx * (size_t)g->my;
  TlSlipStats st = { 0.0, 0.0, 0.0, 0 };

  if (tl_slip_friction_is_constant(law) && !(law->memory > 0.0)) {
    /* the constant-μ path: Coulomb FASTSIM itself, bit for bit */
    const double mu = tl_slip_friction_static(law);
    if (c->params.mu != mu) {
      TlContactParams p = c->params;
      p.mu = mu;
      if ((s = tl_fastsim_set_params(fs, &p, tl_fastsim_variant(fs), err)) != TL_OK)
        return s;
    }
    if ((s = tl_fastsim_solve(fs, cx, cy, spin, out, err)) != TL_OK)
      return s;
    for (size_t k = 0; k < n; k++) {
      if (mu_map)
        mu_map[k] = out->state[k] == TL_CELL_OUTSIDE ? 0.0 : mu;
      if (w_map)
        w_map[k] = 0.0; /* Coulomb FASTSIM does not resolve the slip speed */
      st.slip_cells += out->state[k] == TL_CELL_SLIP;
    }
    st.mu_mean = mu;
    if (stats)
      *stats = st;
    return TL_OK;
  }
  if (tl_fastsim_variant(fs) != TL_FASTSIM_FIXED_GRID)
    return tl_error_set(err, TL_ENOTAVAIL,
                        "slip-speed-dependent friction needs the fixed-grid FASTSIM");

  tl_tangential_law_solve(c, law, cx, cy, spin, out, mu_map, w_map, &st);
  if (!isfinite(out->f))
    return tl_error_set(err, TL_ERANGE, "FASTSIM with the %s law produced a non-finite force",
                        tl_slip_law_name(law->kind));
  if (stats)
    *stats = st;
  return TL_OK;
}

TlStatus
tl_fastsim_law_curve(const TlContactParams *p, const TlSlipFriction *law, const double *cx,
                     int n, double *f, double *n_max, TlTraction *map, double *mu_map,
                     double *w_map, TlSlipStats *stats, TlError *err)
{
  TlStatus s = tl_slip_friction_validate(law, err);
  TlFastsimCurveWork w;
  if (s != TL_OK ||
      (s = tl_fastsim_curve_open(&w, p, TL_FASTSIM_FIXED_GRID, cx, n, 2 * (size_t)n, map,
                                 err)) != TL_OK)
    return s;
  for (int k = 0; k < n && s == TL_OK; k++) {
    TlSlipStats st;
    s = tl_fastsim_solve_law(w.fs, law, cx[k], p->cy, p->spin, &w.scratch, NULL, NULL, &st,
                             err);
    w.out[k] = w.scratch.f;
    w.out[n + k] = st.n_max;
  }
  TlSlipStats op;
  if (s == TL_OK && map)
    s = tl_fastsim_solve_law(w.fs, law, p->cx, p->cy, p->spin, map, mu_map, w_map, &op, err);
  if (s == TL_OK) {
    memcpy(f, w.out, (size_t)n * sizeof(double));
    if (n_max)
      memcpy(n_max, w.out + n, (size_t)n * sizeof(double));
    if (map && stats)
      *stats = op;
  }
  tl_fastsim_curve_close(&w);
  return s;
}

TlStatus
tl_fastsim_slip_speed(const TlFastsim *fs, double cx, double cy, double spin, const TlTraction *t,
                      double *w_map, TlError *err)
{
  TlStatus s;
  const TlTangentialCase *c = tl_fastsim_case(fs);
  const TlGrid *g = &c->grid;
  if ((s = tl_contact_check_creepage(cx, cy, spin, err)) != TL_OK)
    return s;
  if (tl_fastsim_variant(fs) != TL_FASTSIM_FIXED_GRID)
    return tl_error_set(err, TL_ENOTAVAIL,
                        "the local slip speed needs the fixed-grid FASTSIM (the strip variant's "
                        "maps are resampled)");
  if (t->mx != g->mx || t->my != g->my)
    return tl_error_set(err, TL_EINVAL, "traction map is %dx%d, the grid %dx%d", t->mx, t->my,
                        g->mx, g->my);
  const double dx = g->dx, speed = c->params.speed, l1 = c->flex.l1, l2 = c->flex.l2;
  for (int j = 0; j < g->my; j++) {
    double ux = 0.0, uy = 0.0; /* the upstream cell's traction: 0 ahead of the leading edge */
    for (int i = g->mx - 1; i >= 0; i--) {
      const int k = j * g->mx + i;
      double sx, sy;
      tl_tangential_source(c, cx, cy, spin, g->x[i], g->y[j], &sx, &sy);
      /* the trial traction of the march; what the bound took off it is the
       * elastic displacement the cell gave up by slipping over Δt = Δx/V */
      const double ax = ux + dx * sx, ay = uy + dx * sy;
      w_map[k] = t->state[k] == TL_CELL_SLIP
                   ? speed * hypot(l1 * (ax - t->tx[k]), l2 * (ay - t->ty[k])) / dx
                   : 0.0;
      ux = t->state[k] == TL_CELL_OUTSIDE ? 0.0 : t->tx[k];
      uy = t->state[k] == TL_CELL_OUTSIDE ? 0.0 : t->ty[k];
    }
  }
  return TL_OK;
}
