/* exact-curve.c — the exact theory's traction–creepage curve, progressively. */
#include "tribo/exact-curve.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void
tl_exact_curve_init(TlExactCurve *c)
{
  *c = (TlExactCurve){ .op_f = NAN };
}

/* Free the workspace, its map and the samples (the rest of c stays). */
static void
free_workspace(TlExactCurve *c)
{
  tl_exact_free(c->exact);
  tl_traction_free(&c->map);
  free(c->cx);
  free(c->f);
}

void
tl_exact_curve_clear(TlExactCurve *c)
{
  free_workspace(c);
  free(c->op_mu);
  free(c->op_sigma);
  tl_exact_curve_init(c);
}

/* Give the workspace the curve's law (after a build or a new case, which
 * set the case's μ). */
static TlStatus
apply_law(TlExactCurve *c, TlError *err)
{
  if (!c->exact || !c->law_set)
    return TL_OK;
  return tl_exact_set_friction_law(c->exact, &c->law, &c->law_opts, err);
}

/* Everything is to be solved again. */
static void
invalidate(TlExactCurve *c)
{
  c->op_done = 0;
  c->op_f = NAN;
  c->done = 0;
  c->sweeping = 0;
  for (int k = 0; k < c->n; k++)
    c->f[k] = NAN;
}

TlStatus
tl_exact_curve_set_friction_law(TlExactCurve *c, const TlSlipFriction *law,
                                const TlExactLawOptions *opts, TlError *err)
{
  TlStatus s;
  if (c->exact) {
    if ((s = tl_exact_set_friction_law(c->exact, law, opts, err)) != TL_OK)
      return s;
    if (!law && (s = tl_exact_set_friction(c->exact, c->built.mu, err)) != TL_OK)
      return s;
  } else if (law && (s = tl_slip_friction_validate(law, err)) != TL_OK) {
    return s;
  }
  c->law_set = law != NULL;
  if (law)
    c->law = *law;
  c->law_opts = opts ? *opts : tl_exact_law_options_default();
  invalidate(c);
  return TL_OK;
}

TlStatus
tl_exact_curve_prepare(TlExactCurve *c, const TlContactParams *p, int n, TlError *err)
{
  TlStatus s;
  if (n < 2)
    return tl_error_set(err, TL_EINVAL, "an exact curve needs at least 2 samples (got %d)", n);
  if (c->exact && c->map.mx == p->mx && c->map.my == p->my) {
    if (n != c->n) {
      double *cx = realloc(c->cx, (size_t)n * sizeof(double));
      if (cx)
        c->cx = cx;
      double *f = cx ? realloc(c->f, (size_t)n * sizeof(double)) : NULL;
      if (f)
        c->f = f;
      if (!cx || !f)
        return tl_error_set(err, TL_ENOMEM, "out of memory for the exact curve");
      c->n = 0; /* replanned */
    }
    if ((s = tl_exact_set_params(c->exact, p, err)) == TL_OK && (s = apply_law(c, err)) == TL_OK)
      c->built = *p;
    return s;
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
  free_workspace(c);
  c->exact = w;
  c->map = map;
  c->cx = cx;
  c->f = f;
  c->n = 0; /* replanned */
  c->built = *p;
  return apply_law(c, err);
}

/* Do the samples of `a` still hold for `b`?  Everything but the operating
 * point's cₓ and the traction bound (the exact solver uses its own p_n). */
static int
same_case(const TlContactParams *a, const TlContactParams *b)
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

void
tl_exact_curve_plan(TlExactCurve *c, const TlContactParams *p, int n, double cmin, double cmax)
{
  /* a friction law's slip speeds scale with V: its samples belong to one speed */
  const int kept = c->n == n && same_case(&c->params, p) &&
                   (!c->law_set || c->params.speed == p->speed);
  const int same_range = kept && c->cx[0] == cmin && c->cx[n - 1] == cmax;
  if (!kept || c->params.cx != p->cx)
    c->op_done = 0;
  if (!same_range) {
    for (int k = 0; k < n; k++) {
      c->cx[k] = cmin + (cmax - cmin) * k / (n - 1);
      c->f[k] = NAN;
    }
    c->n = n;
    c->done = 0;
  }
  c->params = *p;
  c->error[0] = '\0';
}

int
tl_exact_curve_pending(const TlExactCurve *c, int with_samples)
{
  if (!c->exact)
    return 0;
  return (with_samples ? c->n - c->done : 0) + !c->op_done;
}

/* One steady solve at cx: from the state of the previous sample when the
 * sweep goes on, else from zero traction — a far-away start (the operating
 * point's state for the first sample) costs more and may not settle. */
/* One solve at a time, so that a window can run it on a worker thread. */
int
tl_exact_curve_begin(TlExactCurve *c, int with_samples, TlExactCurveTask *task)
{
  memset(task, 0, sizeof *task);
  if (tl_exact_curve_pending(c, with_samples) <= 0)
    return 0;
  const TlContactParams *p = &c->params;
  task->exact = c->exact;
  task->cy = p->cy;
  task->spin = p->spin;
  task->f = NAN;
  if (!c->op_done) {
    task->index = -1;
    task->cx = p->cx;
    if (tl_traction_alloc(&task->map, p->mx, p->my, &task->err) != TL_OK)
      task->status = task->err.status; /* run() does nothing, finish() records it */
    else if ((tl_exact_friction_law(c->exact) &&
              !(task->mu = malloc((size_t)p->mx * p->my * sizeof(double)))) ||
             !(task->sigma = malloc((size_t)p->mx * p->my * sizeof(double))))
      task->status = tl_error_set(&task->err, TL_ENOMEM, "out of memory for the local friction");
  } else {
    task->index = c->done;
    task->cx = c->cx[task->index];
    task->warm = c->sweeping && task->index > 0;
  }
  return 1;
}

TlStatus
tl_exact_curve_task_run(TlExactCurveTask *task, const volatile int *cancel)
{
  if (task->status != TL_OK)
    return task->status;
  TlExact *w = task->exact;
  tl_error_clear(&task->err);
  tl_exact_set_cancel(w, cancel);
  TlTraction *out = task->index < 0 ? &task->map : NULL;
  const TlStatus s =
    task->warm ? tl_exact_steady(w, task->cx, task->cy, task->spin, out, &task->stats, &task->err)
               : tl_exact_reset(w, TL_INIT_STEADY, task->cx, task->cy, task->spin, out,
                                &task->stats, &task->err);
  task->f = s != TL_OK ? NAN : task->index < 0 ? task->map.f : tl_exact_current(w)->f;
  task->law_report = *tl_exact_law_report(w);
  TlStatus s_slip = s;
  if (s == TL_OK && task->mu && tl_exact_mu_map(w)) {
    const size_t n = (size_t)tl_exact_grid(w)->mx * tl_exact_grid(w)->my;
    memcpy(task->mu, tl_exact_mu_map(w), n * sizeof(double));
    memcpy(task->sigma, tl_exact_slip_speed_map(w), n * sizeof(double));
  } else if (s == TL_OK && task->sigma) {
    /* Coulomb friction: the slip speeds of the solution, for its frictional power */
    s_slip = tl_exact_slip_speed(w, task->cx, task->cy, task->spin, task->sigma, &task->err);
  }
  tl_exact_set_cancel(w, NULL);
  task->status = s_slip;
  return s_slip;
}

void
tl_exact_curve_task_clear(TlExactCurveTask *task)
{
  tl_traction_free(&task->map);
  free(task->mu);
  free(task->sigma);
  task->mu = task->sigma = NULL;
  task->exact = NULL;
}

void
tl_exact_curve_finish(TlExactCurve *c, TlExactCurveTask *task)
{
  const TlStatus s = task->status;
  if (s != TL_ECANCELLED) { /* a cancelled solve leaves its point pending */
    c->stats = task->stats;
    if (s != TL_OK)
      snprintf(c->error, sizeof c->error, "%s", task->err.message);
    if (task->index < 0) {
      if (s == TL_OK)
        tl_traction_copy(&c->map, &task->map);
      c->law_report = task->law_report;
      if (s == TL_OK) { /* the local friction of this solution (NULL without a law) */
        double *t;
        t = c->op_mu, c->op_mu = task->mu, task->mu = t;
        t = c->op_sigma, c->op_sigma = task->sigma, task->sigma = t;
      }
      c->op_done = 1;
      c->sweeping = 0;
      c->op_f = s == TL_OK ? c->map.f : NAN;
    } else {
      c->done = task->index + 1;
      c->sweeping = s == TL_OK;
      c->f[task->index] = task->f;
    }
  }
  tl_exact_curve_task_clear(task);
}

TlStatus
tl_exact_curve_refine(TlExactCurve *c, int with_samples, int max_solves, TlError *err)
{
  TlStatus first = TL_OK;
  int solves = 0;
  TlExactCurveTask task;
  while ((max_solves < 0 || solves < max_solves) && tl_exact_curve_begin(c, with_samples, &task)) {
    const TlStatus s = tl_exact_curve_task_run(&task, NULL);
    if (s != TL_OK && err)
      *err = task.err;
    tl_exact_curve_finish(c, &task);
    if (s != TL_OK && first == TL_OK)
      first = s;
    solves++;
  }
  return max_solves < 0 ? first : TL_OK;
}

int
tl_exact_curve_ready(const TlExactCurve *c, const TlContactParams *p)
{
  if (!c->exact || c->map.mx != p->mx || c->map.my != p->my)
    return 0;
  /* what tl_exact_set_params rebuilds for: the grid's ellipse, the kernels'
   * material, the pressure's load, and the speed (Δx/V) */
  TlContactBasics b;
  if (tl_contact_basics(p, &b, NULL) != TL_OK)
    return 1; /* the caller's validation says what is wrong */
  const TlHertzResult *x = &tl_exact_basics(c->exact)->hertz, *y = &b.hertz;
  return p->speed == c->built.speed && x->a == y->a && x->b == y->b && x->curv_a == y->curv_a &&
         x->curv_b == y->curv_b && x->normal_load == y->normal_load &&
         x->material.shear_modulus == y->material.shear_modulus &&
         x->material.poisson == y->material.poisson;
}

TlStatus
tl_exact_curve_adopt(TlExactCurve *c, TlExact *w, const TlContactParams *p, TlError *err)
{
  TlTraction map = { 0 };
  TlStatus s;
  if (c->law_set && (s = tl_exact_set_friction_law(w, &c->law, &c->law_opts, err)) != TL_OK)
    return s;
  if ((s = tl_traction_alloc(&map, p->mx, p->my, err)) != TL_OK)
    return s;
  tl_exact_free(c->exact);
  tl_traction_free(&c->map);
  c->exact = w;
  c->map = map;
  c->n = c->done = 0; /* replanned by the next plan() */
  c->op_done = 0;
  c->built = *p;
  return TL_OK;
}
