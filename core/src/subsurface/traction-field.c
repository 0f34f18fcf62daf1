/* traction-field.c — the surface traction field of the current case from its
 * source (Hertz, sliding, FASTSIM, exact, a transient run). */
#include "tribo/traction-field.h"

#include <math.h>
#include <string.h>

#include "tribo/exact.h"
#include "tribo/fastsim.h"
#include "tribo/names.h"

static const char *const source_names[] = {"hertz", "slide", "fastsim", "exact", "transient"};

TL_DEFINE_ENUM_NAMES(tl_field_source, TlFieldSource, source_names, "traction source", "?")

/* A deep copy of a grid, active flags included (a caller's grid may flag
 * other cells than the ellipse, e.g. a whole strip). */
static TlStatus
grid_copy(TlGrid *dst, const TlGrid *src, TlError *err)
{
  TlStatus s = tl_grid_init(dst, src->mx, src->my, src->a, src->b, err);
  if (s != TL_OK)
    return s;
  memcpy(dst->active, src->active, (size_t)src->mx * (size_t)src->my);
  dst->n_active = src->n_active;
  return TL_OK;
}

TlStatus
tl_traction_field_set(TlTractionField *f, TlFieldSource source, const TlGrid *grid,
                      const TlTraction *t, double p0, double normal_load, double poisson_rail,
                      double poisson_wheel, TlError *err)
{
  TlStatus s;
  if (t->mx != grid->mx || t->my != grid->my)
    return tl_error_set(err, TL_EINVAL, "traction maps of %dx%d cells do not fit a %dx%d grid",
                        t->mx, t->my, grid->mx, grid->my);
  if ((s = tl_check_positive(p0, "maximum pressure p0", "Pa", err)) != TL_OK ||
      (s = tl_check_positive(normal_load, "normal load", "N", err)) != TL_OK ||
      (s = tl_check_range(poisson_rail, 0.0, 0.5, "Poisson's ratio of the rail", "-", err)) !=
        TL_OK ||
      (s = tl_check_range(poisson_wheel, 0.0, 0.5, "Poisson's ratio of the wheel", "-", err)) !=
        TL_OK)
    return s;
  const size_t n = (size_t)grid->mx * (size_t)grid->my;
  for (size_t k = 0; k < n; k++) {
    if (!isfinite(t->pn[k]) || !isfinite(t->tx[k]) || !isfinite(t->ty[k]))
      return tl_error_set(err, TL_EINVAL, "the traction map has a non-finite value in cell %zu",
                          k);
  }
  TlTractionField nf = {0};
  if ((s = grid_copy(&nf.grid, grid, err)) != TL_OK)
    return s;
  if ((s = tl_traction_alloc(&nf.t, grid->mx, grid->my, err)) != TL_OK) {
    tl_grid_clear(&nf.grid);
    return s;
  }
  tl_traction_copy(&nf.t, t);
  nf.source = source;
  nf.p0 = p0;
  nf.normal_load = normal_load;
  nf.poisson_rail = poisson_rail;
  nf.poisson_wheel = poisson_wheel;
  tl_traction_field_clear(f);
  *f = nf;
  return TL_OK;
}

/* Hertz pressure sampled at the centres; τ = 0 (frictionless) or μp along
 * (cx, cy) (full slip; +x when both are 0).  Contact cells are flagged
 * stick when frictionless (nothing slides under zero traction) and slip
 * when sliding. */
static void
fill_hertz(TlTraction *t, const TlGrid *g, double load, double mu, int sliding, double cx,
           double cy)
{
  tl_grid_pressure(g, TL_BOUND_ELLIPTIC, load, t->pn);
  const double c = hypot(cx, cy);
  const double ex = c > 0.0 ? cx / c : 1.0, ey = c > 0.0 ? cy / c : 0.0;
  for (int k = 0; k < g->mx * g->my; k++) {
    const double q = sliding ? mu * t->pn[k] : 0.0;
    t->tx[k] = q * ex;
    t->ty[k] = q * ey;
    t->state[k] = t->pn[k] > 0.0 ? (sliding ? TL_CELL_SLIP : TL_CELL_STICK) : TL_CELL_OUTSIDE;
  }
  tl_traction_totals(t, g, load);
}

/* tl_traction_field_set for the case p: its Hertz maximum pressure and load, its
 * Poisson's ratios. */
static TlStatus
set_for_case(TlTractionField *f, TlFieldSource source, const TlGrid *g, const TlTraction *t,
             const TlContactParams *p, TlError *err)
{
  TlContactBasics basics;
  TlStatus s;
  if ((s = tl_contact_basics(p, &basics, err)) != TL_OK)
    return s;
  return tl_traction_field_set(f, source, g, t, basics.hertz.p0, basics.hertz.normal_load,
                               p->hertz.rail.poisson, p->hertz.wheel.poisson, err);
}

TlStatus
tl_traction_field_compute(TlTractionField *f, TlFieldSource source, const TlContactParams *p,
                          TlError *err)
{
  return tl_traction_field_compute_cancellable(f, source, p, NULL, err);
}

TlStatus
tl_traction_field_compute_cancellable(TlTractionField *f, TlFieldSource source,
                                      const TlContactParams *p, const volatile int *cancel,
                                      TlError *err)
{
  TlContactBasics basics;
  TlStatus s;
  if ((s = tl_contact_basics(p, &basics, err)) != TL_OK)
    return s;
  const TlHertzResult *h = &basics.hertz;
  TlTraction t = {0};
  TlGrid grid = {0};
  TlFastsim *fs = NULL;
  TlExact *ex = NULL;
  const TlGrid *g = NULL;

  switch (source) {
  case TL_FIELD_HERTZ:
  case TL_FIELD_SLIDE:
    if ((s = tl_grid_init(&grid, p->mx, p->my, h->a, h->b, err)) != TL_OK)
      return s;
    if ((s = tl_traction_alloc(&t, p->mx, p->my, err)) != TL_OK)
      break;
    fill_hertz(&t, &grid, h->normal_load, p->mu, source == TL_FIELD_SLIDE, p->cx, p->cy);
    g = &grid;
    break;
  case TL_FIELD_FASTSIM:
    if (!(fs = tl_fastsim_alloc(p, TL_FASTSIM_FIXED_GRID, err))) {
      s = err ? err->status : TL_EINVAL;
      break;
    }
    if ((s = tl_traction_alloc(&t, p->mx, p->my, err)) != TL_OK ||
        (s = tl_fastsim_solve(fs, p->cx, p->cy, p->spin, &t, err)) != TL_OK)
      break;
    g = tl_fastsim_grid(fs);
    break;
  case TL_FIELD_EXACT:
    if ((s = tl_exact_alloc(p, NULL, &ex, err)) != TL_OK)
      break;
    tl_exact_set_cancel(ex, cancel);
    if ((s = tl_traction_alloc(&t, p->mx, p->my, err)) != TL_OK ||
        (s = tl_exact_steady(ex, p->cx, p->cy, p->spin, &t, NULL, err)) != TL_OK)
      break;
    g = tl_exact_grid(ex);
    break;
  default:
    s = tl_error_set(err, TL_EINVAL,
                     "the traction source '%s' needs a running model, not a steady case",
                     tl_field_source_name(source));
    break;
  }
  if (s == TL_OK)
    s = set_for_case(f, source, g, &t, p, err);
  tl_traction_free(&t);
  tl_grid_clear(&grid);
  tl_fastsim_free(fs);
  tl_exact_free(ex);
  return s;
}

TlStatus
tl_traction_field_from_model(TlTractionField *f, const TlTransientModel *model,
                             const TlContactParams *p, TlError *err)
{
  return set_for_case(f, TL_FIELD_TRANSIENT, model->klass->grid(model->self),
                      model->klass->traction(model->self), p, err);
}

void
tl_traction_field_clear(TlTractionField *f)
{
  tl_traction_free(&f->t);
  tl_grid_clear(&f->grid);
  memset(f, 0, sizeof *f);
}
