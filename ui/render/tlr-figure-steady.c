/* tlr-figure-steady.c — the steady figure's state: traction–creepage curves,
 * FASTSIM's map and the progressive exact theory (drawing in
 * tlr-figure-steady-draw.c). */
#include "tlr-figure-steady.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tribo/analysis.h"
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

static void
free_curves(TlrSteadyFigure *fig)
{
  free(fig->cx);
  for (int m = 0; m < N_MODELS; m++)
    free(fig->f[m]);
  for (int i = 0; i < TLR_STEADY_MAX_SPEEDS; i++)
    free(fig->f_speed[i]);
  free(fig->f_polach);
  free(fig->mu_line);
  free(fig->mu_map);
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
  /* the theory's creep-curve ranges: 0.4 for Polach's model, whose maximum
   * lies at several per cent (more on wet rail); 0.05 for a falling law on
   * the grid, past its maximum and into the falling branch */
  if (s->models & TLR_STEADY_POLACH)
    return fmax(0.4, 1.25 * fabs(s->params.cx));
  if (!tl_slip_friction_is_constant(&s->law) || s->law.memory > 0.0)
    return fmax(0.05, 1.25 * fabs(s->params.cx));
  return fmax(1.5 * tl_shen_saturation_creepage(b, s->params.mu), 1.25 * fabs(s->params.cx));
}


/* The law FASTSIM takes: a Coulomb law is the case's μ. */
static TlSlipFriction
spec_law(const TlrSteadySpec *spec)
{
  TlSlipFriction law = spec->law;
  if (law.kind == TL_SLIP_LAW_COULOMB)
    law.mu = spec->params.mu;
  return law;
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

static int
law_depends_on_slip(const TlSlipFriction *law)
{
  return !tl_slip_friction_is_constant(law) || law->memory > 0.0;
}

/* What update() computes before it touches the figure. */
typedef struct {
  double *cx, *f[N_MODELS], *f_speed[TLR_STEADY_MAX_SPEEDS], *f_polach, *mu_line, *mu_map;
  double *n_max;
} Buffers;

static void
buffers_free(Buffers *b)
{
  free(b->cx);
  for (int m = 0; m < N_MODELS; m++)
    free(b->f[m]);
  for (int i = 0; i < TLR_STEADY_MAX_SPEEDS; i++)
    free(b->f_speed[i]);
  free(b->f_polach);
  free(b->mu_line);
  free(b->mu_map);
  free(b->n_max);
  memset(b, 0, sizeof *b);
}

static int
buffers_alloc(Buffers *b, int n, int cells)
{
  memset(b, 0, sizeof *b);
  const size_t bytes = (size_t)n * sizeof(double);
  b->cx = malloc(bytes);
  int ok = b->cx != NULL;
  for (int m = 0; m < N_MODELS; m++)
    ok &= (b->f[m] = malloc(bytes)) != NULL;
  ok &= (b->f_polach = malloc(bytes)) != NULL;
  ok &= (b->mu_line = malloc(bytes)) != NULL;
  ok &= (b->n_max = malloc(bytes)) != NULL;
  ok &= (b->mu_map = calloc((size_t)cells, sizeof(double))) != NULL;
  return ok;
}

/* The curves' creepages: equally spaced, or over three decades of log10 cx. */
static void
fill_abscissae(double *cx, int n, double cmin, double cmax, int log_cx)
{
  for (int k = 0; k < n; k++)
    cx[k] = log_cx ? cmax * pow(10.0, -3.0 * (1.0 - (double)k / (n - 1)))
                   : cmin + (cmax - cmin) * k / (n - 1);
}

/* The solves that can fail, into b: FASTSIM (with the law) and its map, the
 * other speeds, Polach's curve. */
/* The key of the other speeds' curves (zeroed first: compared byte for byte,
 * so a key that differs only in padding costs a solve, never a stale curve). */
static void
speeds_key(const TlrSteadySpec *spec, const TlSlipFriction *law, const double *cx, int n,
           TlrSteadyFigure *out)
{
  memset(&out->speeds_key, 0, sizeof out->speeds_key);
  out->speeds_key.params = spec->params;
  out->speeds_key.params.speed = 0.0;
  out->speeds_key.params.cx = 0.0;
  out->speeds_key.law = *law;
  out->speeds_key.cx0 = cx[0];
  out->speeds_key.cx1 = cx[n - 1];
  out->speeds_key.n = n;
}

static TlStatus
solve_curves(const TlrSteadyFigure *old, const TlrSteadySpec *spec, const TlSlipFriction *law,
             int law_on, Buffers *b,
             TlTraction *map, TlSlipStats *stats, TlError *err)
{
  const TlContactParams *p = &spec->params;
  const int n = spec->n_points;
  const int fastsim_on = spec->models & TLR_STEADY_FASTSIM;
  TlStatus s;
  memset(stats, 0, sizeof *stats);
  if (!law_on) {
    /* Coulomb: FASTSIM's own curve (either grid variant) */
    if ((s = tl_fastsim_curve(p, spec->variant, fastsim_on ? b->cx : &p->cx, fastsim_on ? n : 1,
                              b->f[M_FASTSIM], map, err)) != TL_OK)
      return s;
    for (int k = 0; k < p->mx * p->my; k++)
      b->mu_map[k] = map->state[k] == TL_CELL_OUTSIDE ? 0.0 : law->mu;
    for (int k = 0; k < n; k++)
      b->n_max[k] = 0.0;
  } else {
    if (spec->variant != TL_FASTSIM_FIXED_GRID)
      return tl_error_set(err, TL_ENOTAVAIL, "friction that depends on the slip speed needs "
                                             "FASTSIM's fixed grid (choose it under Grid)");
    if ((s = tl_fastsim_law_curve(p, law, fastsim_on ? b->cx : &p->cx, fastsim_on ? n : 1,
                                  b->f[M_FASTSIM], b->n_max, map, b->mu_map, NULL, stats,
                                  err)) != TL_OK)
      return s;
    for (int i = 0; fastsim_on && i < spec->n_speeds && i < TLR_STEADY_MAX_SPEEDS; i++) {
      if (!(spec->speeds[i] > 0.0) || fabs(spec->speeds[i] - p->speed) <= 1e-9 * p->speed)
        continue;
      TlContactParams q = *p;
      q.speed = spec->speeds[i];
      if (!(b->f_speed[i] = malloc((size_t)n * sizeof(double))))
        return tl_error_set(err, TL_ENOMEM, "out of memory for the steady figure");
      if (old && old->f_speed[i] && old->spec.speeds[i] == spec->speeds[i]) {
        memcpy(b->f_speed[i], old->f_speed[i], (size_t)n * sizeof(double));
        continue;
      }
      if ((s = tl_fastsim_law_curve(&q, law, b->cx, n, b->f_speed[i], NULL, NULL, NULL, NULL,
                                    NULL, err)) != TL_OK)
        return s;
    }
  }
  if (spec->models & TLR_STEADY_POLACH) {
    if ((s = tl_polach_curve(p, &spec->polach, b->cx, n, b->f_polach, err)) != TL_OK)
      return s;
  } else {
    for (int k = 0; k < n; k++)
      b->f_polach[k] = NAN;
  }
  for (int k = 0; k < n; k++)
    b->mu_line[k] = tl_slip_friction_mu(law, p->speed * fabs(b->cx[k]));
  return TL_OK;
}

/* The sampled maximum of f refined: the creepages between the neighbours of
 * the largest sample solved again, 21 of them, and the parabola through the
 * top three (the curve's own samples are too far apart on a wide range). */
#define PEAK_POINTS 21
static void
refine_peak(const TlrSteadySpec *spec, const TlSlipFriction *law, int polach, const double *cx,
            const double *f, int n, double *x_peak, double *f_peak)
{
  *x_peak = *f_peak = NAN;
  const int k = tl_curve_peak(cx, f, n, x_peak, f_peak);
  if (k <= 0 || k >= n - 1)
    return; /* no interior maximum: the curve still rises (or only falls) */
  double xs[PEAK_POINTS], fs[PEAK_POINTS];
  for (int i = 0; i < PEAK_POINTS; i++)
    xs[i] = cx[k - 1] + (cx[k + 1] - cx[k - 1]) * i / (PEAK_POINTS - 1);
  const TlStatus s = polach ? tl_polach_curve(&spec->params, &spec->polach, xs, PEAK_POINTS, fs,
                                              NULL)
                            : tl_fastsim_law_curve(&spec->params, law, xs, PEAK_POINTS, fs, NULL,
                                                   NULL, NULL, NULL, NULL, NULL);
  if (s == TL_OK)
    tl_curve_peak(xs, fs, PEAK_POINTS, x_peak, f_peak);
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
  const TlSlipFriction law = spec_law(spec);
  if ((s = tl_slip_friction_validate(&law, err)) != TL_OK)
    return s;
  if ((spec->models & TLR_STEADY_POLACH) &&
      (s = tl_polach_params_validate(&spec->polach, err)) != TL_OK)
    return s;
  const int law_on = law_depends_on_slip(&law);
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
  const int same_grid = fig->map.tx && fig->map.mx == p->mx && fig->map.my == p->my;
  Buffers b;
  TlTraction map = fig->map;
  TlGrid grid = { 0 };
  TlSlipStats stats;
  double *field = same_grid ? fig->field : malloc((size_t)p->mx * p->my * sizeof(double));
  int ok = buffers_alloc(&b, n, p->mx * p->my) && field;
  if (ok && !same_grid)
    ok = tl_traction_alloc(&map, p->mx, p->my, &local) == TL_OK;
  if (ok)
    ok = tl_grid_init(&grid, p->mx, p->my, basics.hertz.a, basics.hertz.b, &local) == TL_OK;
  const double cmax = curve_range(spec, &basics), cmin = p->cx < 0.0 ? -cmax : 0.0;
  const int log_cx = spec->log_cx && cmin >= 0.0;
  if (ok) {
    fill_abscissae(b.cx, n, cmin, cmax, log_cx);
    /* the other speeds' curves of the last update, if they are the same curves */
    TlrSteadyFigure *key = malloc(sizeof *key);
    const TlrSteadyFigure *old = NULL;
    if (key) {
      speeds_key(spec, &law, b.cx, n, key);
      if (fig->valid && fig->law_on &&
          memcmp(&key->speeds_key, &fig->speeds_key, sizeof key->speeds_key) == 0)
        old = fig;
    }
    ok = solve_curves(old, spec, &law, law_on, &b, &map, &stats, &local) == TL_OK;
    if (ok && key)
      fig->speeds_key = key->speeds_key; /* the figure is replaced below */
    else if (key)
      memset(&fig->speeds_key, 0, sizeof fig->speeds_key);
    free(key);
  }
  if (!ok) {
    buffers_free(&b);
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
  fig->cx = b.cx;
  double **f = b.f;
  for (int m = 0; m < N_MODELS; m++)
    fig->f[m] = f[m];
  for (int i = 0; i < TLR_STEADY_MAX_SPEEDS; i++)
    fig->f_speed[i] = b.f_speed[i];
  fig->f_polach = b.f_polach;
  fig->mu_line = b.mu_line;
  fig->mu_map = b.mu_map;
  fig->n = n;
  fig->spec = *spec;
  fig->spec.law = law;
  fig->spec.log_cx = log_cx;
  fig->basics = basics;
  fig->law_on = law_on;
  fig->stats = stats;
  const int fastsim_on = spec->models & TLR_STEADY_FASTSIM;
  fig->n_max = stats.n_max;
  for (int k = 0; k < n && fastsim_on; k++)
    fig->n_max = fmax(fig->n_max, b.n_max[k]);
  free(b.n_max);
  fig->peak_cx = fig->peak_f = NAN;
  if (law_on && fastsim_on)
    refine_peak(spec, &law, 0, fig->cx, fig->f[M_FASTSIM], n, &fig->peak_cx, &fig->peak_f);
  fig->op_polach = fig->polach_peak_cx = fig->polach_peak_f = NAN;
  if (spec->models & TLR_STEADY_POLACH) {
    tl_polach_curve(p, &spec->polach, &p->cx, 1, &fig->op_polach, NULL);
    refine_peak(spec, &law, 1, fig->cx, fig->f_polach, n, &fig->polach_peak_cx,
                &fig->polach_peak_f);
  }

  for (int m = 0; m < N_MODELS; m++) {
    const int on = spec->models & (1u << m);
    if (m == M_FASTSIM) { /* solved above; the map is FASTSIM at the operating point */
      for (int k = 0; k < n && !on; k++)
        f[m][k] = NAN;
      fig->op_f[m] = on ? fig->map.f : NAN;
      continue;
    }
    for (int k = 0; k < n; k++)
      f[m][k] = on ? model_f(m, spec, &basics, fig->cx[k]) : NAN;
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
