/* tlr-figure-steady.c — the steady figure's state: the traction–creepage
 * curves and FASTSIM's map, computed by the core (tribo/steady-curves.h) and
 * kept between updates, and the progressive exact theory (drawing in
 * tlr-figure-steady-draw.c). */
#include "tlr-figure-steady.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tribo/exact-curve.h"
#include "tribo/shen.h"

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
  s.law = tl_slip_friction_default(TL_SLIP_LAW_COULOMB);
  s.law.mu = s.params.mu;
  s.polach = tl_polach_params_dry();
  s.speeds[0] = 1.0;
  s.speeds[1] = 10.0;
  s.speeds[2] = 30.0;
  s.n_speeds = 3;
  return s;
}

void
tlr_steady_figure_init(TlrSteadyFigure *fig)
{
  memset(fig, 0, sizeof *fig);
}

/* Move the core's results c into the figure (whose fields the window, the
 * export and the tests read) and the figure's previous ones into c, for
 * tl_steady_curves_clear. */
static void
exchange_curves(TlrSteadyFigure *fig, TlSteadyCurves *c)
{
  TlSteadyCurves old;
  tl_steady_curves_init(&old);
  old.n = fig->n;
  for (int m = 0; m < TL_STEADY_N_CURVES; m++) {
    old.f[m] = fig->f[m];
    fig->f[m] = c->f[m];
    fig->op_f[m] = c->op_f[m];
  }
  for (int i = 0; i < TL_STEADY_MAX_SPEEDS; i++) {
    old.f_speed[i] = fig->f_speed[i];
    fig->f_speed[i] = c->f_speed[i];
  }
  old.f_polach = fig->f_polach;
  fig->f_polach = c->f_polach;
  old.mu_line = fig->mu_line;
  fig->mu_line = c->mu_line;
  old.mu_map = fig->mu_map;
  fig->mu_map = c->mu_map;
  old.map = fig->map;
  fig->map = c->map;
  fig->op_polach = c->op_polach;
  fig->stats = c->stats;
  fig->n_max = c->n_max;
  fig->law_on = c->law_on;
  fig->peak_cx = c->peak_cx;
  fig->peak_f = c->peak_f;
  fig->polach_peak_cx = c->polach_peak_cx;
  fig->polach_peak_f = c->polach_peak_f;
  *c = old;
}

void
tlr_steady_figure_clear(TlrSteadyFigure *fig)
{
  TlSteadyCurves held;
  tl_steady_curves_init(&held);
  exchange_curves(fig, &held);
  tl_steady_curves_clear(&held);
  tl_grid_clear(&fig->grid);
  free(fig->field);
  free(fig->cx);
  tl_exact_curve_clear(&fig->xc);
  memset(fig, 0, sizeof *fig);
}

/* The automatic range: 1.5 × the creepage at which SHE saturates (u = 3),
 * and beyond the operating point. */
static double
curve_range(const TlrSteadySpec *s, const TlContactBasics *b)
{
  if (s->cx_max > 0.0)
    return s->cx_max;
  /* the theory's creep-curve ranges: 0.4 for Polach's model, whose maximum
   * lies at several per cent (more on wet rail); 0.05 for a falling law on
   * the grid, past its maximum and into the falling branch */
  if (s->models & TLR_STEADY_POLACH)
    return fmax(0.4, 1.25 * fabs(s->params.cx));
  if (tl_steady_curves_law_on(&s->law))
    return fmax(0.05, 1.25 * fabs(s->params.cx));
  return fmax(1.5 * tl_shen_saturation_creepage(b, s->params.mu), 1.25 * fabs(s->params.cx));
}

/* The exact curve holds this law already (NULL: Coulomb with the case's μ). */
static int
exact_law_is(const TlExactCurve *c, const TlSlipFriction *law)
{
  if (!law || !c->law_set)
    return !law && !c->law_set;
  const TlSlipFriction *h = &c->law;
  return h->kind == law->kind && h->mu == law->mu && h->mu_kinetic == law->mu_kinetic &&
         h->dmu1 == law->dmu1 && h->dmu2 == law->dmu2 && h->s_half1 == law->s_half1 &&
         h->s_half2 == law->s_half2 && h->mu_c == law->mu_c && h->mu_s == law->mu_s &&
         h->v_s == law->v_s && h->delta == law->delta && h->k_v == law->k_v &&
         h->polach_mu0 == law->polach_mu0 && h->polach_a == law->polach_a &&
         h->polach_b == law->polach_b && h->memory == law->memory &&
         h->memory_s0 == law->memory_s0 && h->rule == law->rule;
}

/* The curves' creepages: equally spaced, or over three decades of log10 cx. */
static void
fill_abscissae(double *cx, int n, double cmin, double cmax, int log_cx)
{
  for (int k = 0; k < n; k++)
    cx[k] = log_cx ? cmax * pow(10.0, -3.0 * (1.0 - (double)k / (n - 1)))
                   : cmin + (cmax - cmin) * k / (n - 1);
}

/* The key of the other speeds' curves (zeroed first: compared byte for byte,
 * so a key that differs only in padding costs a solve, never a stale curve). */
static void
speeds_key(const TlrSteadySpec *spec, const TlSlipFriction *law, const double *cx, int n,
           struct TlrSteadySpeedsKey *key)
{
  memset(key, 0, sizeof *key);
  key->params = spec->params;
  key->params.speed = 0.0;
  key->params.cx = 0.0;
  key->law = *law;
  key->cx0 = cx[0];
  key->cx1 = cx[n - 1];
  key->n = n;
}

/* What the core computes for spec at the creepages cx, handed the other
 * speeds' curves of the last update where they are the same curves (key). */
static TlSteadyCurvesSpec
curves_spec(const TlrSteadyFigure *fig, const TlrSteadySpec *spec, const TlSlipFriction *law,
            const double *cx, const struct TlrSteadySpeedsKey *key)
{
  TlSteadyCurvesSpec cs = tl_steady_curves_spec_default();
  cs.params = spec->params;
  cs.models = spec->models & ~(unsigned)TLR_STEADY_EXACT;
  cs.variant = spec->variant;
  cs.law = *law;
  cs.polach = spec->polach;
  cs.cx = cx;
  cs.n = spec->n_points;
  cs.n_speeds = spec->n_speeds < 0 ? 0 : spec->n_speeds;
  if (cs.n_speeds > TL_STEADY_MAX_SPEEDS)
    cs.n_speeds = TL_STEADY_MAX_SPEEDS;
  const int same = fig->valid && fig->law_on &&
                   memcmp(key, &fig->speeds_key, sizeof fig->speeds_key) == 0;
  for (int i = 0; i < TL_STEADY_MAX_SPEEDS; i++) {
    cs.speeds[i] = spec->speeds[i];
    if (same && fig->f_speed[i] && fig->spec.speeds[i] == spec->speeds[i])
      cs.reuse_speed[i] = fig->f_speed[i];
  }
  return cs;
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
  /* the core checks the law and Polach's parameters as well; here before the
   * exact workspace is touched */
  const TlSlipFriction law = tl_steady_curves_law(&spec->params, &spec->law);
  if ((s = tl_slip_friction_validate(&law, err)) != TL_OK)
    return s;
  if ((spec->models & TLR_STEADY_POLACH) &&
      (s = tl_polach_params_validate(&spec->polach, err)) != TL_OK)
    return s;
  const int law_on = tl_steady_curves_law_on(&law);
  const int exact_on = (spec->models & TLR_STEADY_EXACT) || spec->map_model == TLR_STEADY_EXACT;
  if (exact_on && (s = tl_exact_curve_prepare(&fig->xc, &spec->params, spec->exact_points, err)) !=
                    TL_OK)
    return s;
  /* the exact solver takes the law too; handing it in re-solves every
   * sample, so only when it changed */
  if (exact_on && !exact_law_is(&fig->xc, law_on ? &law : NULL) &&
      (s = tl_exact_curve_set_friction_law(&fig->xc, law_on ? &law : NULL, NULL, err)) != TL_OK)
    return s;
  const TlContactParams *p = &spec->params;

  /* everything that can fail first, so a failure leaves the figure as it was */
  const int n = spec->n_points;
  const double cmax = curve_range(spec, &basics), cmin = p->cx < 0.0 ? -cmax : 0.0;
  const int log_cx = spec->log_cx && cmin >= 0.0;
  double *cx = malloc((size_t)n * sizeof(double));
  double *field = malloc((size_t)p->mx * p->my * sizeof(double));
  TlGrid grid = { 0 };
  TlSteadyCurves curves;
  tl_steady_curves_init(&curves);
  int ok = cx && field &&
           tl_grid_init(&grid, p->mx, p->my, basics.hertz.a, basics.hertz.b, &local) == TL_OK;
  if (ok) {
    fill_abscissae(cx, n, cmin, cmax, log_cx);
    struct TlrSteadySpeedsKey key;
    speeds_key(spec, &law, cx, n, &key);
    const TlSteadyCurvesSpec cs = curves_spec(fig, spec, &law, cx, &key);
    ok = tl_steady_curves_compute(&cs, &curves, &local) == TL_OK;
    fig->speeds_key = key; /* the figure is replaced below */
  }
  if (!ok) {
    memset(&fig->speeds_key, 0, sizeof fig->speeds_key);
    tl_grid_clear(&grid);
    free(field);
    free(cx);
    if (local.status == TL_OK)
      tl_error_set(&local, TL_ENOMEM, "out of memory for the steady figure");
    if (err)
      *err = local;
    return local.status;
  }
  exchange_curves(fig, &curves);
  tl_steady_curves_clear(&curves);
  tl_grid_clear(&fig->grid);
  free(fig->field);
  free(fig->cx);
  fig->grid = grid;
  fig->field = field;
  fig->cx = cx;
  fig->n = n;
  fig->spec = *spec;
  fig->spec.law = law;
  fig->spec.log_cx = log_cx;
  fig->basics = basics;
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
