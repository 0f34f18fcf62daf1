/* wheelrail-roll.c — steady rolling on the real patch of a wheel-rail contact
 * point: FASTSIM's march and Kalker's exact steady theory on the patch's own
 * cells and pressure (docs/theory-wheel-rail.md §W10). */
#include "tribo/wheelrail.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tribo/contact.h"
#include "tribo/exact.h"
#include "tribo/fastsim.h"
#include "tribo/influence.h"
#include "tribo/ranges.h"

/* Clearance outside the loaded cells of the reconstructed gap, as a
 * fraction of the approach: any positive value gives the same solution. */
#define OUTSIDE_CLEARANCE 0.1

const char *
tl_wr_roll_model_name(TlWrRollModel m)
{
  return m == TL_WR_ROLL_EXACT ? "exact" : m == TL_WR_ROLL_FASTSIM ? "fastsim" : "?";
}

TlStatus
tl_wr_roll_model_from_name(const char *name, TlWrRollModel *out, TlError *err)
{
  if (name && strcmp(name, "fastsim") == 0)
    *out = TL_WR_ROLL_FASTSIM;
  else if (name && strcmp(name, "exact") == 0)
    *out = TL_WR_ROLL_EXACT;
  else
    return tl_error_set(err, TL_EINVAL, "unknown rolling model '%s' (fastsim or exact)",
                        name ? name : "(null)");
  return TL_OK;
}

TlWrRollParams
tl_wr_roll_params_default(void)
{
  return (TlWrRollParams){ 0.002, 0.0, 0.0, 0.3, TL_WR_ROLL_FASTSIM, 50, 50, NULL };
}

TlStatus
tl_wr_roll_params_validate(const TlWrRollParams *p, TlError *err)
{
  TlStatus s;
  if ((s = tl_check_range(p->cx, -TL_RANGE_CREEPAGE_MAX, TL_RANGE_CREEPAGE_MAX,
                          "longitudinal creepage", "", err)) != TL_OK ||
      (s = tl_check_range(p->cy, -TL_RANGE_CREEPAGE_MAX, TL_RANGE_CREEPAGE_MAX,
                          "lateral creepage", "", err)) != TL_OK ||
      (s = tl_check_range(p->spin, -TL_RANGE_SPIN_MAX, TL_RANGE_SPIN_MAX, "spin creepage", "1/m",
                          err)) != TL_OK ||
      (s = tl_check_range(p->mu, TL_RANGE_MU_MIN, TL_RANGE_MU_MAX, "friction coefficient", "",
                          err)) != TL_OK ||
      (s = tl_grid_check_size(p->mx, p->my, err)) != TL_OK)
    return s;
  if (p->model != TL_WR_ROLL_FASTSIM && p->model != TL_WR_ROLL_EXACT)
    return tl_error_set(err, TL_EINVAL, "unknown rolling model %d", (int)p->model);
  return TL_OK;
}

/* The patch's cells: a grid centred on x = 0 and on η = eta_offset, its
 * pressure and the equivalent ellipse. */
typedef struct {
  TlGrid grid;
  double *pn;
  double eta_offset, a_eq, b_eq, p_max;
} RollPatch;

static void
roll_patch_clear(RollPatch *rp)
{
  tl_grid_clear(&rp->grid);
  free(rp->pn);
  memset(rp, 0, sizeof *rp);
}

/* Hertz: the ellipse's bounding box, Hertz's pressure at the cell centres. */
static TlStatus
patch_hertz(const TlWrPatch *patch, int mx, int my, RollPatch *rp, TlError *err)
{
  TlStatus s = tl_grid_init(&rp->grid, mx, my, patch->a, patch->b, err);
  if (s != TL_OK)
    return s;
  if (!(rp->pn = malloc(sizeof(double) * (size_t)mx * (size_t)my))) {
    tl_grid_clear(&rp->grid);
    return tl_error_set(err, TL_ENOMEM, "out of memory for the rolled patch");
  }
  tl_grid_pressure(&rp->grid, TL_BOUND_ELLIPTIC, patch->normal_force, rp->pn);
  rp->a_eq = patch->a;
  rp->b_eq = patch->b;
  rp->p_max = patch->p0;
  return TL_OK;
}

/* A pressure map: the loaded cells' box with one empty cell around (the
 * exact solver needs a free cell at the rim), kept symmetric in x. */
static TlStatus
patch_map(const TlWrPatch *patch, RollPatch *rp, TlError *err)
{
  int ilo = patch->mx, jlo = patch->my, jhi = -1, loaded = 0;
  for (int j = 0; j < patch->my; j++)
    for (int i = 0; i < patch->mx; i++)
      if (patch->pressure[j * patch->mx + i] > 0.0) {
        ilo = i < ilo ? i : ilo;
        jlo = j < jlo ? j : jlo;
        jhi = j > jhi ? j : jhi;
        loaded++;
      }
  if (!loaded)
    return tl_error_set(err, TL_ERANGE, "the patch carries no pressure");
  const int ilo2 = ilo < patch->mx - 1 - ilo ? ilo : patch->mx - 1 - ilo;
  const int i0 = ilo2 > 0 ? ilo2 - 1 : 0, j0 = jlo > 0 ? jlo - 1 : 0;
  const int j1 = jhi < patch->my - 1 ? jhi + 1 : jhi;
  int mx = patch->mx - 2 * i0, my = j1 - j0 + 1;
  if (my < TL_GRID_MIN)
    my = TL_GRID_MIN; /* rows beyond the map are empty */
  if (mx < TL_GRID_MIN)
    return tl_error_set(err, TL_ERANGE, "the patch is narrower than %d cells", TL_GRID_MIN);
  const double c = patch->cell;
  TlStatus s = tl_grid_init(&rp->grid, mx, my, 0.5 * mx * c, 0.5 * my * c, err);
  if (s != TL_OK)
    return s;
  if (!(rp->pn = calloc((size_t)mx * (size_t)my, sizeof(double)))) {
    tl_grid_clear(&rp->grid);
    return tl_error_set(err, TL_ENOMEM, "out of memory for the rolled patch");
  }
  rp->grid.n_active = 0;
  double area = 0.0;
  rp->p_max = 0.0;
  for (int j = 0; j < my; j++)
    for (int i = 0; i < mx; i++) {
      const int k = j * mx + i, pj = j0 + j;
      const double p = pj < patch->my ? patch->pressure[pj * patch->mx + i0 + i] : 0.0;
      rp->pn[k] = p > 0.0 ? p : 0.0;
      rp->grid.active[k] = p > 0.0;
      rp->grid.n_active += p > 0.0;
      area += p > 0.0 ? c * c : 0.0;
      rp->p_max = fmax(rp->p_max, p);
    }
  /* the approximate method's load is its strips' analytic integral, which
   * the cell sum meets to O(Δx²) (1e-4): scaled to carry exactly F_N */
  double load = 0.0;
  for (int k = 0; k < mx * my; k++)
    load += rp->pn[k] * c * c;
  const double scale = patch->normal_force / load;
  for (int k = 0; k < mx * my; k++)
    rp->pn[k] *= scale;
  rp->p_max *= scale;
  rp->eta_offset = patch->eta0 + (j0 + 0.5 * my) * c;
  rp->b_eq = 0.5 * (jhi - jlo + 1) * c;
  rp->a_eq = area / (M_PI * rp->b_eq);
  return TL_OK;
}

/* The equivalent ellipse as a contact case (semi-axes at their own load). */
static TlContactParams
equivalent_case(const RollPatch *rp, const TlMaterial *wheel, const TlMaterial *rail,
                const TlWrRollParams *p, double load)
{
  TlContactParams c = tl_contact_params_default();
  c.hertz.wheel = *wheel;
  c.hertz.rail = *rail;
  c.hertz.geometry = TL_GEOMETRY_SEMI_AXES;
  c.hertz.semi_a = rp->a_eq;
  c.hertz.semi_b = rp->b_eq;
  c.hertz.ref_load = load;
  c.hertz.normal_load = load;
  c.mu = p->mu;
  c.cx = p->cx;
  c.cy = p->cy;
  c.spin = p->spin;
  c.bound = TL_BOUND_ELLIPTIC;
  c.mx = rp->grid.mx;
  c.my = rp->grid.my;
  return c;
}

/* FASTSIM's fixed-grid march (the arithmetic of tribo/fastsim.h, in the
 * same order) with the patch's bound μ p_n: a cell without pressure
 * projects to τ = 0, so every loaded stretch of a row starts unstressed. */
static void
march(const RollPatch *rp, const TlFlexibility *fl, const TlWrRollParams *p, TlTraction *t,
      double *slip)
{
  const TlGrid *g = &rp->grid;
  const double dx = g->dx, kx = 1.0 / fl->l1, ky = 1.0 / fl->l2, ks = 1.0 / fl->l3;
  const double ksx = dx * ks * p->spin;
  for (int j = 0; j < g->my; j++) {
    const double eta = g->y[j] + rp->eta_offset;
    const double sx = dx * (kx * p->cx - ks * p->spin * eta), sy = dx * (ky * p->cy);
    double tx = 0.0, ty = 0.0;
    for (int i = g->mx - 1; i >= 0; i--) {
      const int k = j * g->mx + i;
      const double gb = p->mu * rp->pn[k];
      const double ax = tx + sx, ay = ty + sy + ksx * g->x[i];
      double nx = ax, ny = ay;
      const double m2 = nx * nx + ny * ny;
      const int slides = m2 > gb * gb;
      if (slides) {
        const double scale = gb / sqrt(m2);
        nx *= scale;
        ny *= scale;
      }
      tx = t->tx[k] = nx;
      ty = t->ty[k] = ny;
      t->pn[k] = rp->pn[k];
      t->state[k] = (unsigned char)(g->active[k] ? (slides ? TL_CELL_SLIP : TL_CELL_STICK)
                                                 : TL_CELL_OUTSIDE);
      /* the slip over the rolled cell: the elastic displacement the bound
       * took off the trial traction (tl_fastsim_slip_speed's rule), per Δx */
      slip[k] = t->state[k] == TL_CELL_SLIP ? hypot(fl->l1 * (ax - nx), fl->l2 * (ay - ny)) / dx
                                            : 0.0;
    }
  }
}

/* The gap under which the half-space carries exactly pn: h = δ − u_n(pn)
 * on the loaded cells (δ the largest u_n), a clearance outside. */
static TlStatus
prescribed_gap(const RollPatch *rp, double shear_modulus, double poisson, double *gap,
               TlError *err)
{
  const TlGrid *g = &rp->grid;
  const int mx = g->mx, my = g->my, wx = 2 * mx - 1;
  double *infl = malloc(sizeof(double) * (size_t)wx * (size_t)(2 * my - 1));
  if (!infl)
    return tl_error_set(err, TL_ENOMEM, "out of memory for the influence coefficients");
  for (int dj = -(my - 1); dj < my; dj++)
    for (int di = -(mx - 1); di < mx; di++)
      infl[(dj + my - 1) * wx + di + mx - 1] =
        tl_influence_rect(TL_INFLUENCE_NN, di * g->dx, dj * g->dy, 0.5 * g->dx, 0.5 * g->dy,
                          shear_modulus, poisson);
  memset(gap, 0, sizeof(double) * (size_t)mx * (size_t)my);
  for (int l = 0; l < mx * my; l++) {
    if (!(rp->pn[l] > 0.0))
      continue;
    const int il = l % mx, jl = l / mx;
    for (int j = 0; j < my; j++) {
      const double *row = infl + (j - jl + my - 1) * wx + mx - 1 - il;
      for (int i = 0; i < mx; i++)
        gap[j * mx + i] += row[i] * rp->pn[l];
    }
  }
  free(infl);
  double delta = 0.0;
  for (int k = 0; k < mx * my; k++)
    delta = rp->pn[k] > 0.0 ? fmax(delta, gap[k]) : delta;
  for (int k = 0; k < mx * my; k++)
    gap[k] = delta - gap[k] + (rp->pn[k] > 0.0 ? 0.0 : OUTSIDE_CLEARANCE * delta);
  return TL_OK;
}

static TlStatus
solve_exact(const RollPatch *rp, const TlContactParams *cp, const TlWrRollParams *p,
            const TlCombinedMaterial *cm, TlTraction *t, double *slip, TlError *err)
{
  const size_t n = (size_t)rp->grid.mx * (size_t)rp->grid.my;
  double *gap = malloc(sizeof(double) * n);
  if (!gap)
    return tl_error_set(err, TL_ENOMEM, "out of memory for the gap");
  TlStatus s = prescribed_gap(rp, cm->shear_modulus, cm->poisson, gap, err);
  TlExact *w = NULL;
  TlExactOptions o = tl_exact_options_default();
  o.gap = gap;
  /* the solver lays its grid over the case's semi-axes: the patch's cells */
  TlContactParams grid_case = *cp;
  grid_case.hertz.semi_a = rp->grid.a;
  grid_case.hertz.semi_b = rp->grid.b;
  if (s == TL_OK)
    s = tl_exact_alloc(&grid_case, &o, &w, err);
  free(gap);
  if (s != TL_OK)
    return s;
  tl_exact_set_cancel(w, p->cancel);
  /* the solver's spin turns about the grid's centre row: slip
   * cx − cs η = (cx − cs η_c) − cs y */
  const double cx = p->cx - p->spin * rp->eta_offset;
  s = tl_exact_steady(w, cx, p->cy, p->spin, t, NULL, err);
  /* the local slip: the slip speed over the rolling speed the workspace took */
  if (s == TL_OK && (s = tl_exact_slip_speed(w, cx, p->cy, p->spin, slip, err)) == TL_OK) {
    for (size_t k = 0; k < n; k++)
      slip[k] /= grid_case.speed;
  }
  tl_exact_free(w);
  return s;
}

TlStatus
tl_wheelrail_roll(const TlWrPatch *patch, const TlMaterial *wheel, const TlMaterial *rail,
                  const TlWrRollParams *p, TlWrRoll *out, TlError *err)
{
  TlStatus s;
  TlCombinedMaterial cm;
  if ((s = tl_wr_roll_params_validate(p, err)) != TL_OK ||
      (s = tl_material_combine(wheel, rail, &cm, err)) != TL_OK ||
      (s = tl_check_positive(patch->normal_force, "normal force", "N", err)) != TL_OK)
    return s;
  RollPatch rp;
  memset(&rp, 0, sizeof rp);
  if (patch->pressure)
    s = patch_map(patch, &rp, err);
  else if (patch->hertz_ok)
    s = patch_hertz(patch, p->mx, p->my, &rp, err);
  else
    s = tl_error_set(err, TL_ERANGE, "the patch has neither a pressure map nor a Hertz ellipse");
  if (s != TL_OK)
    return s;
  const TlGrid *g = &rp.grid;
  const double da = g->dx * g->dy;
  double load = 0.0;
  for (int k = 0; k < g->mx * g->my; k++)
    load += rp.pn[k];
  load *= da;
  const TlContactParams cp = equivalent_case(&rp, wheel, rail, p, load);
  TlContactBasics basics;
  TlTraction t;
  memset(&t, 0, sizeof t);
  double *slip = calloc((size_t)g->mx * (size_t)g->my, sizeof(double));
  if (!slip)
    s = tl_error_set(err, TL_ENOMEM, "out of memory for the rolled patch's slip");
  if (s != TL_OK || (s = tl_contact_basics(&cp, &basics, err)) != TL_OK ||
      (s = tl_traction_alloc(&t, g->mx, g->my, err)) != TL_OK) {
    free(slip);
    roll_patch_clear(&rp);
    return s;
  }
  if (p->model == TL_WR_ROLL_FASTSIM) {
    const TlFlexibility fl = tl_fastsim_flexibility(basics.hertz.material.shear_modulus,
                                                    basics.hertz.a, basics.hertz.b,
                                                    &basics.kalker);
    march(&rp, &fl, p, &t, slip);
  } else {
    s = solve_exact(&rp, &cp, p, &cm, &t, slip, err);
  }
  TlWrRoll r;
  memset(&r, 0, sizeof r);
  if (s == TL_OK) {
    tl_traction_totals(&t, g, load);
    r.eta_offset = rp.eta_offset;
    r.fx = t.fx;
    r.fy = t.fy;
    r.mz = t.mz - rp.eta_offset * t.fx; /* about η = 0 */
    r.load = t.load;
    r.stick_fraction = t.stick_fraction;
    r.a_eq = rp.a_eq;
    r.b_eq = rp.b_eq;
    r.model = p->model;
    if (!(isfinite(r.fx) && isfinite(r.fy) && isfinite(r.mz)))
      s = tl_error_set(err, TL_ENUMERIC, "the rolled patch's creep forces are not finite");
  }
  if (s == TL_OK)
    s = tl_traction_field_set(&r.field,
                              p->model == TL_WR_ROLL_EXACT ? TL_FIELD_EXACT : TL_FIELD_FASTSIM,
                              g, &t, rp.p_max, load, rail->poisson, wheel->poisson, err);
  tl_traction_free(&t);
  roll_patch_clear(&rp);
  if (s != TL_OK) {
    free(slip);
    return s;
  }
  r.slip = slip;
  tl_wr_roll_clear(out);
  *out = r;
  return TL_OK;
}

void
tl_wr_roll_clear(TlWrRoll *r)
{
  tl_traction_field_clear(&r->field);
  free(r->slip);
  memset(r, 0, sizeof *r);
}

TlStatus
tl_wheelrail_roll_curve(const TlWrPatch *patch, const TlMaterial *wheel, const TlMaterial *rail,
                        const TlWrRollParams *rp, const double *cx, int n, double *f,
                        TlError *err)
{
  if (n < 1 || !cx || !f)
    return tl_error_set(err, TL_EINVAL, "the creep curve needs at least one creepage");
  TlWrRollParams p = *rp;
  p.model = TL_WR_ROLL_FASTSIM;
  TlWrRoll r;
  memset(&r, 0, sizeof r);
  for (int k = 0; k < n; k++) {
    p.cx = cx[k];
    const TlStatus s = tl_wheelrail_roll(patch, wheel, rail, &p, &r, err);
    if (s != TL_OK) {
      tl_wr_roll_clear(&r);
      return s;
    }
    f[k] = r.fx / patch->normal_force;
  }
  tl_wr_roll_clear(&r);
  return TL_OK;
}
