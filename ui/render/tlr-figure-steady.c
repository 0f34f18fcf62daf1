/* tlr-figure-steady.c — the steady figure's state: traction–creepage curves,
 * FASTSIM's map and the progressive exact theory (drawing in
 * tlr-figure-steady-draw.c). */
#include "tlr-figure-steady.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
  tl_fastsim_free(fig->fs);
  tl_traction_free(&fig->map);
  free(fig->field);
  free_curves(fig);
  tl_exact_free(fig->exact);
  tl_traction_free(&fig->exact_map);
  free(fig->exact_cx);
  free(fig->exact_f);
  memset(fig, 0, sizeof *fig);
}

/* f of one model at one creepage (the case's cy and spin held). */
static double
model_f(int model, const TlrSteadySpec *s, const TlContactBasics *b, TlFastsim *fs,
        TlTraction *scratch, double cx)
{
  const TlContactParams *p = &s->params;
  if (model == M_FASTSIM) {
    return tl_fastsim_solve(fs, cx, p->cy, p->spin, scratch, NULL) == TL_OK ? scratch->f : NAN;
  }
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
  const TlHertzResult *h = &b->hertz;
  const double slope = h->material.shear_modulus * h->a * h->b * b->kalker.c11 / h->normal_load;
  return fmax(1.5 * 3.0 * s->params.mu / slope, 1.25 * fabs(s->params.cx));
}

static TlStatus prepare_exact(TlrSteadyFigure *fig, const TlrSteadySpec *spec, TlError *err);
static void plan_exact(TlrSteadyFigure *fig, double cmin, double cmax);

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
  if (exact_on && (s = prepare_exact(fig, spec, err)) != TL_OK)
    return s;
  const TlContactParams *p = &spec->params;

  /* everything that can fail first, so a failure leaves the figure as it was */
  const int n = spec->n_points;
  const int same_grid = fig->map.tx && fig->map.mx == p->mx && fig->map.my == p->my;
  double *cx = malloc((size_t)n * sizeof(double)), *f[N_MODELS];
  for (int m = 0; m < N_MODELS; m++)
    f[m] = malloc((size_t)n * sizeof(double));
  TlTraction map = fig->map;
  double *field = same_grid ? fig->field : malloc((size_t)p->mx * p->my * sizeof(double));
  int ok = cx && f[0] && f[1] && f[2] && field;
  if (ok && !same_grid)
    ok = tl_traction_alloc(&map, p->mx, p->my, &local) == TL_OK;
  if (ok && fig->fs)
    ok = tl_fastsim_set_params(fig->fs, p, spec->variant, &local) == TL_OK;
  TlFastsim *fs = fig->fs ? fig->fs : (ok ? tl_fastsim_alloc(p, spec->variant, &local) : NULL);
  ok = ok && fs;
  if (!ok) {
    free(cx);
    for (int m = 0; m < N_MODELS; m++)
      free(f[m]);
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
  fig->fs = fs;
  fig->map = map;
  fig->field = field;
  fig->cx = cx;
  for (int m = 0; m < N_MODELS; m++)
    fig->f[m] = f[m];
  fig->n = n;
  fig->spec = *spec;
  fig->basics = basics;

  const double cmax = curve_range(spec, &basics), cmin = p->cx < 0.0 ? -cmax : 0.0;
  for (int k = 0; k < n; k++)
    cx[k] = cmin + (cmax - cmin) * k / (n - 1);
  for (int m = 0; m < N_MODELS; m++) {
    const int on = spec->models & (1u << m);
    for (int k = 0; k < n; k++)
      f[m][k] = on ? model_f(m, spec, &basics, fs, &fig->map, cx[k]) : NAN;
    fig->op_f[m] = on ? model_f(m, spec, &basics, fs, &fig->map, p->cx) : NAN;
  }
  /* the map last: it is FASTSIM at the operating point */
  tl_fastsim_solve(fs, p->cx, p->cy, p->spin, &fig->map, NULL);
  fig->exact_on = exact_on;
  if (exact_on)
    plan_exact(fig, cmin, cmax);
  fig->op_f[3] = exact_on && fig->exact_op_done ? fig->exact_map.f : NAN;
  fig->valid = 1;
  return TL_OK;
}

/* ---- the exact theory, progressively ------------------------------------------- */

/* The workspace for the spec's case: kept (μ changed in place, a new load or
 * geometry rebuilt by tl_exact_set_params) while the grid size holds; the
 * exact map with it.  On failure nothing changes. */
static TlStatus
prepare_exact(TlrSteadyFigure *fig, const TlrSteadySpec *spec, TlError *err)
{
  TlStatus s;
  const TlContactParams *p = &spec->params;
  const int n = spec->exact_points;
  if (fig->exact && fig->exact_map.mx == p->mx && fig->exact_map.my == p->my) {
    if (n != fig->exact_n) {
      double *cx = realloc(fig->exact_cx, (size_t)n * sizeof(double));
      if (cx)
        fig->exact_cx = cx;
      double *f = cx ? realloc(fig->exact_f, (size_t)n * sizeof(double)) : NULL;
      if (f)
        fig->exact_f = f;
      if (!cx || !f)
        return tl_error_set(err, TL_ENOMEM, "out of memory for the exact curve");
      fig->exact_n = 0; /* replanned */
    }
    return tl_exact_set_params(fig->exact, p, err);
  }
  TlExact *w = NULL;
  TlTraction map = { 0 };
  double *cx = malloc((size_t)n * sizeof(double)), *f = malloc((size_t)n * sizeof(double));
  if (!cx || !f) {
    s = tl_error_set(err, TL_ENOMEM, "out of memory for the exact curve");
  } else if ((s = tl_exact_alloc(p, NULL, &w, err)) == TL_OK) {
    s = tl_traction_alloc(&map, p->mx, p->my, err);
  }
  if (s != TL_OK) {
    free(cx);
    free(f);
    tl_exact_free(w);
    return s;
  }
  tl_exact_free(fig->exact);
  tl_traction_free(&fig->exact_map);
  free(fig->exact_cx);
  free(fig->exact_f);
  fig->exact = w;
  fig->exact_map = map;
  fig->exact_cx = cx;
  fig->exact_f = f;
  fig->exact_n = 0; /* replanned */
  return TL_OK;
}

/* Do the samples of `a` still hold for `b`?  Everything but the operating
 * point's cₓ and the traction bound (the exact solver uses its own p_n). */
static int
same_exact_case(const TlContactParams *a, const TlContactParams *b)
{
  const TlHertzParams *x = &a->hertz, *y = &b->hertz;
  const TlMaterial *m[4] = { &x->wheel, &y->wheel, &x->rail, &y->rail };
  for (int i = 0; i < 4; i += 2)
    if (m[i]->input != m[i + 1]->input || m[i]->modulus != m[i + 1]->modulus ||
        m[i]->poisson != m[i + 1]->poisson)
      return 0;
  return a->mu == b->mu && a->cy == b->cy && a->spin == b->spin && a->mx == b->mx &&
         a->my == b->my && x->geometry == y->geometry && x->semi_a == y->semi_a &&
         x->semi_b == y->semi_b && x->ref_load == y->ref_load && x->wheel_rx == y->wheel_rx &&
         x->wheel_ry == y->wheel_ry && x->rail_rx == y->rail_rx && x->rail_ry == y->rail_ry &&
         x->normal_load == y->normal_load;
}

/* Decide what is still valid: the samples if the case and the range are
 * unchanged, the operating point if its cₓ is too. */
static void
plan_exact(TlrSteadyFigure *fig, double cmin, double cmax)
{
  const TlContactParams *p = &fig->spec.params;
  const int n = fig->spec.exact_points;
  const int same_case = fig->exact_n == n && same_exact_case(&fig->exact_case, p);
  const int same_range = same_case && fig->exact_cx[0] == cmin && fig->exact_cx[n - 1] == cmax;
  if (!same_case || fig->exact_case.cx != p->cx)
    fig->exact_op_done = 0;
  if (!same_range) {
    for (int k = 0; k < n; k++) {
      fig->exact_cx[k] = cmin + (cmax - cmin) * k / (n - 1);
      fig->exact_f[k] = NAN;
    }
    fig->exact_n = n;
    fig->exact_done = 0;
  }
  fig->exact_case = *p;
  fig->exact_error[0] = '\0';
}

int
tlr_steady_figure_pending(const TlrSteadyFigure *fig)
{
  if (!fig->valid || !fig->exact_on)
    return 0;
  const int curve = fig->spec.models & TLR_STEADY_EXACT ? fig->exact_n - fig->exact_done : 0;
  return curve + !fig->exact_op_done;
}

/* One steady solve at cx: from the state of the previous sample when the
 * sweep goes on (fewer Newton steps), else from zero traction — a far-away
 * start (the operating point's state for the first sample) costs more and
 * may not settle. */
static TlStatus
solve_exact(TlrSteadyFigure *fig, double cx, int warm, TlTraction *out, TlError *err)
{
  const TlContactParams *p = &fig->spec.params;
  TlError local;
  const TlStatus s =
    warm ? tl_exact_steady(fig->exact, cx, p->cy, p->spin, out, &fig->exact_stats, &local)
         : tl_exact_reset(fig->exact, TL_INIT_STEADY, cx, p->cy, p->spin, out,
                          &fig->exact_stats, &local);
  if (s != TL_OK) {
    snprintf(fig->exact_error, sizeof fig->exact_error, "%s", local.message);
    if (err)
      *err = local;
  }
  return s;
}

TlStatus
tlr_steady_figure_refine(TlrSteadyFigure *fig, int max_solves, TlError *err)
{
  TlStatus first = TL_OK;
  int solves = 0;
  while (tlr_steady_figure_pending(fig) > 0 && (max_solves < 0 || solves < max_solves)) {
    TlStatus s;
    if (!fig->exact_op_done) {
      s = solve_exact(fig, fig->spec.params.cx, 0, &fig->exact_map, err);
      fig->exact_op_done = 1;
      fig->exact_sweeping = 0;
      fig->op_f[3] = s == TL_OK ? fig->exact_map.f : NAN;
    } else {
      const int k = fig->exact_done++;
      const TlTraction *t = tl_exact_current(fig->exact);
      s = solve_exact(fig, fig->exact_cx[k], fig->exact_sweeping && k > 0, NULL, err);
      fig->exact_sweeping = s == TL_OK;
      fig->exact_f[k] = s == TL_OK ? t->f : NAN;
    }
    if (s != TL_OK && first == TL_OK)
      first = s;
    solves++;
  }
  return max_solves < 0 ? first : TL_OK;
}

