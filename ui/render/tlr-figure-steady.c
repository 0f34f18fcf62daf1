/* tlr-figure-steady.c — the steady figure's state: traction–creepage curves,
 * FASTSIM's map and the progressive exact theory (drawing in
 * tlr-figure-steady-draw.c). */
#include "tlr-figure-steady.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tribo/exact-curve.h"
#include "tribo/shen.h"

enum { M_LINEAR, M_FASTSIM, M_SHEN, N_MODELS };

TlrSteadySpec
tlr_steady_spec_default(void)
{
  TlrSteadySpec s;
  memset(&s, 0, sizeof s);
  s.params = tl_contact_params_default();
  s.models = TLR_STEADY_LINEAR | TLR_STEADY_FASTSIM | TLR_STEADY_SHEN;
  s.variant = TL_FASTSIM_FIXED_GRID;
  s.cx_max = 0.0;
  s.n_points = 121;
  s.exact_points = 21;
  s.map_model = TLR_STEADY_FASTSIM;
  s.field = TLR_FIELD_TX;
  return s;
}

void
tlr_steady_figure_init(TlrSteadyFigure *fig)
{
  memset(fig, 0, sizeof *fig);
}

static void
free_curves(TlrSteadyFigure *fig)
{
  free(fig->cx);
  for (int m = 0; m < N_MODELS; m++)
    free(fig->f[m]);
}

void
tlr_steady_figure_clear(TlrSteadyFigure *fig)
{
  tl_grid_clear(&fig->grid);
  tl_traction_free(&fig->map);
  free(fig->field);
  free_curves(fig);
  tl_exact_curve_clear(&fig->xc);
  memset(fig, 0, sizeof *fig);
}

/* f of the linear theory or SHE at one creepage (the case's cy and spin
 * held); FASTSIM's curve comes from tl_fastsim_curve. */
static double
model_f(int model, const TlrSteadySpec *s, const TlContactBasics *b, double cx)
{
  const TlContactParams *p = &s->params;
  if (model == M_SHEN) {
    TlShenResult r;
    return tl_shen_forces(p, b, cx, p->cy, p->spin, &r, NULL) == TL_OK ? r.f : NAN;
  }
  TlLinearForces lin;
  tl_kalker_linear_forces(b->hertz.material.shear_modulus, b->hertz.a, b->hertz.b, &b->kalker, cx,
                          p->cy, p->spin, &lin);
  return lin.fx / b->hertz.normal_load;
}

/* The automatic range: 1.5 × the creepage at which SHE saturates (u = 3),
 * and beyond the operating point. */
static double
curve_range(const TlrSteadySpec *s, const TlContactBasics *b)
{
  if (s->cx_max > 0.0)
    return s->cx_max;
  return fmax(1.5 * tl_shen_saturation_creepage(b, s->params.mu), 1.25 * fabs(s->params.cx));
}


TlStatus
tlr_steady_figure_update(TlrSteadyFigure *fig, const TlrSteadySpec *spec, TlError *err)
{
  TlContactBasics basics;
  TlError local;
  TlStatus s;
  tl_error_clear(&local);
  if ((s = tl_contact_basics(&spec->params, &basics, err)) != TL_OK)
    return s;
  if (spec->n_points < 2 || spec->n_points > 100000)
    return tl_error_set(err, TL_EINVAL, "curve points must lie in 2..100000 (got %d)",
                        spec->n_points);
  if (spec->exact_points < 2 || spec->exact_points > 1000)
    return tl_error_set(err, TL_EINVAL, "exact curve points must lie in 2..1000 (got %d)",
                        spec->exact_points);
  if (spec->map_model != TLR_STEADY_FASTSIM && spec->map_model != TLR_STEADY_EXACT)
    return tl_error_set(err, TL_EINVAL, "the map shows FASTSIM or the exact theory");
  const int exact_on = (spec->models & TLR_STEADY_EXACT) || spec->map_model == TLR_STEADY_EXACT;
  if (exact_on && (s = tl_exact_curve_prepare(&fig->xc, &spec->params, spec->exact_points, err)) !=
                    TL_OK)
    return s;
  const TlContactParams *p = &spec->params;

  /* everything that can fail first, so a failure leaves the figure as it was */
  const int n = spec->n_points;
  const int same_grid = fig->map.tx && fig->map.mx == p->mx && fig->map.my == p->my;
  double *cx = malloc((size_t)n * sizeof(double)), *f[N_MODELS];
  for (int m = 0; m < N_MODELS; m++)
    f[m] = malloc((size_t)n * sizeof(double));
  TlTraction map = fig->map;
  TlGrid grid = { 0 };
  double *field = same_grid ? fig->field : malloc((size_t)p->mx * p->my * sizeof(double));
  int ok = cx && f[0] && f[1] && f[2] && field;
  if (ok && !same_grid)
    ok = tl_traction_alloc(&map, p->mx, p->my, &local) == TL_OK;
  if (ok)
    ok = tl_grid_init(&grid, p->mx, p->my, basics.hertz.a, basics.hertz.b, &local) == TL_OK;
  const double cmax = curve_range(spec, &basics), cmin = p->cx < 0.0 ? -cmax : 0.0;
  const int fastsim_on = spec->models & TLR_STEADY_FASTSIM;
  if (ok) {
    for (int k = 0; k < n; k++)
      cx[k] = cmin + (cmax - cmin) * k / (n - 1);
    /* FASTSIM's curve (or only its map at the operating point) */
    ok = tl_fastsim_curve(p, spec->variant, fastsim_on ? cx : &p->cx, fastsim_on ? n : 1,
                          f[M_FASTSIM], &map, &local) == TL_OK;
  }
  if (!ok) {
    free(cx);
    for (int m = 0; m < N_MODELS; m++)
      free(f[m]);
    tl_grid_clear(&grid);
    if (!same_grid) {
      free(field);
      if (map.tx != fig->map.tx)
        tl_traction_free(&map);
    }
    if (local.status == TL_OK)
      tl_error_set(&local, TL_ENOMEM, "out of memory for the steady figure");
    if (err)
      *err = local;
    return local.status;
  }
  if (!same_grid) {
    tl_traction_free(&fig->map);
    free(fig->field);
  }
  free_curves(fig);
  tl_grid_clear(&fig->grid);
  fig->grid = grid;
  fig->map = map;
  fig->field = field;
  fig->cx = cx;
  for (int m = 0; m < N_MODELS; m++)
    fig->f[m] = f[m];
  fig->n = n;
  fig->spec = *spec;
  fig->basics = basics;

  for (int m = 0; m < N_MODELS; m++) {
    const int on = spec->models & (1u << m);
    if (m == M_FASTSIM) { /* solved above; the map is FASTSIM at the operating point */
      for (int k = 0; k < n && !on; k++)
        f[m][k] = NAN;
      fig->op_f[m] = on ? fig->map.f : NAN;
      continue;
    }
    for (int k = 0; k < n; k++)
      f[m][k] = on ? model_f(m, spec, &basics, cx[k]) : NAN;
    fig->op_f[m] = on ? model_f(m, spec, &basics, p->cx) : NAN;
  }
  fig->exact_on = exact_on;
  if (exact_on)
    tl_exact_curve_plan(&fig->xc, p, spec->exact_points, cmin, cmax);
  fig->op_f[3] = exact_on && fig->xc.op_done ? fig->xc.map.f : NAN;
  fig->valid = 1;
  return TL_OK;
}

/* ---- the exact theory, progressively (tribo/exact-curve.h) ------------------------- */

int
tlr_steady_figure_pending(const TlrSteadyFigure *fig)
{
  if (!fig->valid || !fig->exact_on)
    return 0;
  return tl_exact_curve_pending(&fig->xc, (fig->spec.models & TLR_STEADY_EXACT) != 0);
}

/* The window's worker runs the solves one at a time (tribo/exact-curve.h). */
int
tlr_steady_figure_exact_begin(TlrSteadyFigure *fig, TlrSteadyExactTask *task)
{
  if (!fig->valid || !fig->exact_on) {
    memset(task, 0, sizeof *task);
    return 0;
  }
  return tl_exact_curve_begin(&fig->xc, (fig->spec.models & TLR_STEADY_EXACT) != 0, task);
}

void
tlr_steady_exact_task_clear(TlrSteadyExactTask *task)
{
  tl_exact_curve_task_clear(task);
}

void
tlr_steady_figure_exact_finish(TlrSteadyFigure *fig, TlrSteadyExactTask *task)
{
  const int op = task->index < 0;
  tl_exact_curve_finish(&fig->xc, task);
  if (op && fig->xc.op_done)
    fig->op_f[3] = fig->xc.op_f;
}

int
tlr_steady_figure_exact_ready(const TlrSteadyFigure *fig, const TlrSteadySpec *spec)
{
  if (!((spec->models & TLR_STEADY_EXACT) || spec->map_model == TLR_STEADY_EXACT))
    return 1;
  return tl_exact_curve_ready(&fig->xc, &spec->params);
}

TlStatus
tlr_steady_figure_exact_adopt(TlrSteadyFigure *fig, TlExact *w, const TlContactParams *params,
                              TlError *err)
{
  return tl_exact_curve_adopt(&fig->xc, w, params, err);
}

TlStatus
tlr_steady_figure_refine(TlrSteadyFigure *fig, int max_solves, TlError *err)
{
  if (!fig->valid || !fig->exact_on)
    return TL_OK;
  const int op_before = fig->xc.op_done;
  const TlStatus s = tl_exact_curve_refine(&fig->xc, (fig->spec.models & TLR_STEADY_EXACT) != 0,
                                           max_solves, err);
  if (!op_before && fig->xc.op_done)
    fig->op_f[3] = fig->xc.op_f;
  return s;
}
