/* study-steady.c — the Steady rolling view's pipeline: the curves and the map
 * (the core's tribo/steady-curves.h) kept between updates, and the exact
 * theory solved progressively (tribo/exact-curve.h). */
#include "study-steady.h"
#include "study-csv.h"
#include "study-steady-wear.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tribo/polach.h"
#include "tribo/preset.h"
#include "tribo/shen.h"
#include "tribo/slipfriction.h"
#include "tribo/textio.h"
#include "tribo/units.h"

/* a preset's [steady] models name the study's bits */
_Static_assert(TL_PRESET_STEADY_EXACT == TL_STUDY_STEADY_EXACT, "[steady] exact");
_Static_assert(TL_PRESET_STEADY_TABLE == TL_STUDY_STEADY_TABLE, "[steady] table");

TlStudySteadySpec
tl_study_steady_spec_default(void)
{
  /* the core's curves: linear, FASTSIM and SHE, fixed grid, Coulomb with the
   * case's μ, Polach's dry set; and the other rolling speeds */
  TlStudySteadySpec s = {
    .curves = tl_steady_curves_spec_default(),
    .cx_max = 0.0,
    .n_points = 121,
    .exact_points = 21,
    .map_model = TL_STEADY_FASTSIM,
    .wear = tl_wear_params_default(),
  };
  s.curves.speeds[0] = 1.0;
  s.curves.speeds[1] = 10.0;
  s.curves.speeds[2] = 30.0;
  s.curves.n_speeds = 3;
  return s;
}

void
tl_study_steady_init(TlStudySteady *s)
{
  memset(s, 0, sizeof *s);
  s->table_interp = TL_TABLE_CUBIC;
}

void
tl_study_steady_set_table(TlStudySteady *s, const TlTable *table, TlTableInterp interp)
{
  s->table = table;
  s->table_interp = interp;
}

/* Move the core's results c into the study (whose fields the front ends
 * read) and the study's previous ones into c, for tl_steady_curves_clear. */
static void
exchange_curves(TlStudySteady *s, TlSteadyCurves *c)
{
  TlSteadyCurves old;
  tl_steady_curves_init(&old);
  old.n = s->n;
  for (int m = 0; m < TL_STEADY_N_CURVES; m++) {
    old.f[m] = s->f[m];
    s->f[m] = c->f[m];
    s->op_f[m] = c->op_f[m];
  }
  for (int i = 0; i < TL_STEADY_MAX_SPEEDS; i++) {
    old.f_speed[i] = s->f_speed[i];
    s->f_speed[i] = c->f_speed[i];
  }
  old.f_polach = s->f_polach;
  s->f_polach = c->f_polach;
  old.mu_line = s->mu_line;
  s->mu_line = c->mu_line;
  old.mu_map = s->mu_map;
  s->mu_map = c->mu_map;
  old.map = s->map;
  s->map = c->map;
  s->op_polach = c->op_polach;
  s->stats = c->stats;
  s->n_max = c->n_max;
  s->law_on = c->law_on;
  s->peak_cx = c->peak_cx;
  s->peak_f = c->peak_f;
  s->polach_peak_cx = c->polach_peak_cx;
  s->polach_peak_f = c->polach_peak_f;
  *c = old;
}

/* Free the study's wear arrays (allocated as tl_study_steady_wear_free knows). */
static void
free_wear(TlStudySteady *s)
{
  TlStudySteadyWear held = { s->wear, s->q_map, s->wear_depth_map, s->t_gamma_per_area,
                             s->usfd_rate, s->burstow };
  tl_study_steady_wear_free(&held);
}

void
tl_study_steady_clear(TlStudySteady *s)
{
  TlSteadyCurves held;
  tl_steady_curves_init(&held);
  exchange_curves(s, &held);
  tl_steady_curves_clear(&held);
  tl_grid_clear(&s->grid);
  free(s->cx);
  free(s->w_map);
  free_wear(s);
  free(s->f_table);
  tl_exact_curve_clear(&s->xc);
  memset(s, 0, sizeof *s);
}

/* The automatic range: 1.5 × the creepage at which SHE saturates (u = 3),
 * and beyond the operating point. */
static double
curve_range(const TlStudySteadySpec *spec, const TlContactBasics *b)
{
  const TlContactParams *p = &spec->curves.params;
  if (spec->cx_max > 0.0)
    return spec->cx_max;
  /* the theory's creep-curve ranges: 0.4 for Polach's model, whose maximum
   * lies at several per cent (more on wet rail); 0.05 for a falling law on
   * the grid, past its maximum and into the falling branch */
  if (spec->curves.models & TL_STEADY_POLACH)
    return fmax(0.4, 1.25 * fabs(p->cx));
  if (tl_steady_curves_law_on(&spec->curves.law))
    return fmax(0.05, 1.25 * fabs(p->cx));
  return fmax(1.5 * tl_shen_saturation_creepage(b, p->mu), 1.25 * fabs(p->cx));
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
speeds_key(const TlStudySteadySpec *spec, const TlSlipFriction *law, const double *cx, int n,
           struct TlStudySteadySpeedsKey *key)
{
  memset(key, 0, sizeof *key);
  key->params = spec->curves.params;
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
curves_spec(const TlStudySteady *s, const TlStudySteadySpec *spec, const TlSlipFriction *law,
            const double *cx, const struct TlStudySteadySpeedsKey *key)
{
  TlSteadyCurvesSpec cs = spec->curves;
  cs.models = spec->curves.models & ~(unsigned)(TL_STUDY_STEADY_EXACT | TL_STUDY_STEADY_TABLE);
  cs.law = *law;
  cs.cx = cx;
  cs.n = spec->n_points;
  cs.n_speeds = spec->curves.n_speeds < 0 ? 0 : spec->curves.n_speeds;
  if (cs.n_speeds > TL_STEADY_MAX_SPEEDS)
    cs.n_speeds = TL_STEADY_MAX_SPEEDS;
  const int same = s->valid && s->law_on &&
                   memcmp(key, &s->speeds_key, sizeof s->speeds_key) == 0;
  for (int i = 0; i < TL_STEADY_MAX_SPEEDS; i++) {
    cs.reuse_speed[i] = NULL;
    if (same && s->f_speed[i] && s->spec.curves.speeds[i] == spec->curves.speeds[i])
      cs.reuse_speed[i] = s->f_speed[i];
  }
  return cs;
}



/* The table's curve: f at the creepages cx (cy and spin held, Coulomb
 * friction at the case's μ), and how many of them had an input outside the
 * table; with no table selected, nothing (*f NULL). */
static TlStatus
table_curve(const TlStudySteady *s, const TlStudySteadySpec *spec, const TlContactBasics *b,
            const double *cx, int n, double **f, int *clamped, TlError *err)
{
  *f = NULL;
  *clamped = 0;
  if (!(spec->curves.models & TL_STUDY_STEADY_TABLE) || !s->table)
    return TL_OK;
  const TlContactParams *p = &spec->curves.params;
  double *out = malloc((size_t)n * sizeof(double));
  if (!out)
    return tl_error_set(err, TL_ENOMEM, "out of memory for the table's curve");
  for (int k = 0; k < n; k++) {
    double fx, fy, mz;
    int outside;
    const TlStatus st = tl_table_forces(s->table, s->table_interp, b, p->mu, cx[k], p->cy,
                                        p->spin, &fx, &fy, &mz, &outside, err);
    if (st != TL_OK) {
      free(out);
      return st;
    }
    out[k] = fx / b->hertz.normal_load;
    *clamped += outside > 0;
  }
  *f = out;
  return TL_OK;
}

static int
same_table_spec(const TlTableSpec *a, const TlTableSpec *b)
{
  for (int k = 0; k < TL_TABLE_N_AXES; k++)
    if (a->n[k] != b->n[k] || a->lo[k] != b->lo[k] || a->hi[k] != b->hi[k])
      return 0;
  return a->model == b->model && a->mx == b->mx && a->my == b->my && a->tol == b->tol;
}

/* The table at the operating point, and the same point solved directly by
 * the table's own solver (one solve on the table's small grid; kept while
 * the point's five inputs and the table stay the same, so that an edit of
 * the load alone, which the scaling absorbs, costs nothing).  A failed
 * direct solve is no failure of the update: it leaves NaN and its message. */
static void
table_operating_point(TlStudySteady *s)
{
  const TlContactParams *p = &s->spec.curves.params;
  const TlHertzResult *h = &s->basics.hertz;
  double fx, fy, mz;
  TlError e;
  s->table_op[0] = s->table_op[1] = s->table_op[2] = NAN;
  s->table_clamped = 0;
  if (tl_table_forces(s->table, s->table_interp, &s->basics, p->mu, p->cx, p->cy, p->spin, &fx,
                      &fy, &mz, &s->table_clamped, &e) == TL_OK) {
    s->table_op[0] = fx / h->normal_load;
    s->table_op[1] = fy / h->normal_load;
    s->table_op[2] = mz;
  }
  double x[TL_TABLE_N_AXES], f[TL_TABLE_N_OUT];
  tl_table_inputs(&s->basics, p->mu, p->cx, p->cy, p->spin, x);
  const TlTableSpec *ts = tl_table_spec(s->table);
  if (s->table_direct_done && memcmp(x, s->table_direct_key, sizeof x) == 0 &&
      same_table_spec(ts, &s->table_direct_spec)) {
    /* the same dimensionless point: the forces scale with μN, Mz with μNc */
  } else {
    s->table_direct_done = 1;
    memcpy(s->table_direct_key, x, sizeof x);
    s->table_direct_spec = *ts;
    s->table_error_msg[0] = '\0';
    TlTableSolver *sv = tl_table_solver_new(ts, &e);
    if (!sv || tl_table_solver_point(sv, x, f, &e) != TL_OK) {
      snprintf(s->table_error_msg, sizeof s->table_error_msg, "%s", e.message);
      s->table_direct_unit[0] = s->table_direct_unit[1] = s->table_direct_unit[2] = NAN;
    } else {
      memcpy(s->table_direct_unit, f, sizeof f);
    }
    tl_table_solver_free(sv);
  }
  s->table_direct[0] = s->table_direct_unit[0] * p->mu;
  s->table_direct[1] = s->table_direct_unit[1] * p->mu;
  s->table_direct[2] = s->table_direct_unit[2] * p->mu * h->normal_load * sqrt(h->a * h->b);
}

TlStatus
tl_study_steady_prepare(TlStudySteady *s, const TlStudySteadySpec *spec, TlError *err)
{
  TlContactBasics basics;
  TlError local;
  TlStatus st;
  tl_error_clear(&local);
  const TlContactParams *p = &spec->curves.params;
  if ((st = tl_contact_basics(p, &basics, err)) != TL_OK)
    return st;
  if (spec->n_points < 2 || spec->n_points > 100000)
    return tl_error_set(err, TL_EINVAL, "curve points must lie in 2..100000 (got %d)",
                        spec->n_points);
  if (spec->exact_points < 2 || spec->exact_points > 1000)
    return tl_error_set(err, TL_EINVAL, "exact curve points must lie in 2..1000 (got %d)",
                        spec->exact_points);
  if (spec->map_model != TL_STEADY_FASTSIM && spec->map_model != TL_STUDY_STEADY_EXACT)
    return tl_error_set(err, TL_EINVAL, "the map shows FASTSIM or the exact theory");
  if ((st = tl_wear_params_validate(&spec->wear, err)) != TL_OK)
    return st;
  /* the core checks the law and Polach's parameters as well; here before the
   * exact workspace is touched */
  const TlSlipFriction law = tl_steady_curves_law(p, &spec->curves.law);
  if ((st = tl_slip_friction_validate(&law, err)) != TL_OK)
    return st;
  if ((spec->curves.models & TL_STEADY_POLACH) &&
      (st = tl_polach_params_validate(&spec->curves.polach, err)) != TL_OK)
    return st;
  const int law_on = tl_steady_curves_law_on(&law);
  const int exact_on =
    (spec->curves.models & TL_STUDY_STEADY_EXACT) || spec->map_model == TL_STUDY_STEADY_EXACT;
  if (exact_on &&
      (st = tl_exact_curve_prepare(&s->xc, p, spec->exact_points, err)) != TL_OK)
    return st;
  /* the exact solver takes the law too; handing it in re-solves every
   * sample, so only when it changed */
  if (exact_on && !exact_law_is(&s->xc, law_on ? &law : NULL) &&
      (st = tl_exact_curve_set_friction_law(&s->xc, law_on ? &law : NULL, NULL, err)) != TL_OK)
    return st;

  /* everything that can fail first, so a failure leaves the study as it was */
  const int n = spec->n_points;
  const double cmax = curve_range(spec, &basics), cmin = p->cx < 0.0 ? -cmax : 0.0;
  const int log_cx = spec->log_cx && cmin >= 0.0;
  double *cx = malloc((size_t)n * sizeof(double));
  TlGrid grid = { 0 };
  TlSteadyCurves curves;
  tl_steady_curves_init(&curves);
  int ok = cx &&
           tl_grid_init(&grid, p->mx, p->my, basics.hertz.a, basics.hertz.b, &local) == TL_OK;
  if (ok) {
    fill_abscissae(cx, n, cmin, cmax, log_cx);
    struct TlStudySteadySpeedsKey key;
    speeds_key(spec, &law, cx, n, &key);
    const TlSteadyCurvesSpec cs = curves_spec(s, spec, &law, cx, &key);
    ok = tl_steady_curves_compute(&cs, &curves, &local) == TL_OK;
    s->speeds_key = key; /* the study is replaced below */
  }
  /* the map's slip speeds, which the curves do not keep: FASTSIM at the
   * operating point once more (one solve beside the curves' many); with
   * Coulomb friction they follow from the map itself (its frictional power) */
  double *w_map = NULL;
  if (ok && curves.law_on) {
    double f_op;
    TlTraction op = { 0 };
    ok = (w_map = malloc((size_t)p->mx * (size_t)p->my * sizeof(double))) != NULL &&
         tl_traction_alloc(&op, p->mx, p->my, &local) == TL_OK &&
         tl_fastsim_law_curve(p, &law, &p->cx, 1, &f_op, NULL, &op, NULL, w_map, NULL,
                              &local) == TL_OK;
    tl_traction_free(&op);
  } else if (ok && spec->curves.variant == TL_FASTSIM_FIXED_GRID) {
    TlFastsim *fs = tl_fastsim_alloc(p, TL_FASTSIM_FIXED_GRID, &local);
    ok = fs && (w_map = malloc((size_t)p->mx * (size_t)p->my * sizeof(double))) != NULL &&
         tl_fastsim_slip_speed(fs, p->cx, p->cy, p->spin, &curves.map, w_map, &local) == TL_OK;
    tl_fastsim_free(fs);
  }
  /* what the grip costs, at the operating point and along the creepages */
  TlStudySteadyWear wear = { 0 };
  if (ok)
    ok = tl_study_steady_wear_at_point(p, &basics, &grid, &curves.map, w_map, &spec->wear,
                                       &wear, &local) == TL_OK &&
         tl_study_steady_wear_along_curve(p, &basics, &law, curves.law_on, spec->curves.variant,
                                          cx, curves.f[TL_STEADY_CURVE_FASTSIM], n, &spec->wear,
                                          &wear, &local) == TL_OK;
  double *f_table = NULL;
  int table_curve_clamped = 0;
  if (ok)
    ok = table_curve(s, spec, &basics, cx, n, &f_table, &table_curve_clamped, &local) == TL_OK;
  if (!ok) {
    tl_study_steady_wear_free(&wear);
    memset(&s->speeds_key, 0, sizeof s->speeds_key);
    tl_steady_curves_clear(&curves);
    tl_grid_clear(&grid);
    free(w_map);
    free(cx);
    if (local.status == TL_OK)
      tl_error_set(&local, TL_ENOMEM, "out of memory for the steady curves");
    if (err)
      *err = local;
    return local.status;
  }
  exchange_curves(s, &curves);
  tl_steady_curves_clear(&curves);
  tl_grid_clear(&s->grid);
  free(s->cx);
  free(s->w_map);
  s->grid = grid;
  s->cx = cx;
  s->w_map = w_map;
  free_wear(s);
  s->wear = wear.op;
  s->q_map = wear.q_map;
  s->wear_depth_map = wear.depth_map;
  s->t_gamma_per_area = wear.tga;
  s->usfd_rate = wear.usfd;
  s->burstow = wear.burstow;
  free(s->f_table);
  s->f_table = f_table;
  s->table_curve_clamped = table_curve_clamped;
  s->n = n;
  s->spec = *spec;
  s->spec.curves.law = law;
  s->spec.curves.cx = NULL; /* the study's own creepages are s->cx */
  s->spec.curves.n = 0;
  for (int i = 0; i < TL_STEADY_MAX_SPEEDS; i++)
    s->spec.curves.reuse_speed[i] = NULL;
  s->spec.log_cx = log_cx;
  s->basics = basics;
  s->exact_on = exact_on;
  if (exact_on)
    tl_exact_curve_plan(&s->xc, p, spec->exact_points, cmin, cmax);
  s->op_f[3] = exact_on && s->xc.op_done ? s->xc.map.f : NAN;
  if (f_table) {
    table_operating_point(s);
  } else {
    for (int k = 0; k < 3; k++)
      s->table_op[k] = s->table_direct[k] = NAN;
    s->table_clamped = 0;
  }
  s->valid = 1;
  return TL_OK;
}

/* ---- the exact theory, progressively (tribo/exact-curve.h) ------------------------- */

static int
with_samples(const TlStudySteady *s)
{
  return (s->spec.curves.models & TL_STUDY_STEADY_EXACT) != 0;
}

int
tl_study_steady_pending(const TlStudySteady *s)
{
  if (!s->valid || !s->exact_on)
    return 0;
  return tl_exact_curve_pending(&s->xc, with_samples(s));
}

int
tl_study_steady_exact_begin(TlStudySteady *s, TlStudySteadyExactTask *task)
{
  if (!s->valid || !s->exact_on) {
    memset(task, 0, sizeof *task);
    return 0;
  }
  return tl_exact_curve_begin(&s->xc, with_samples(s), task);
}

TlStatus
tl_study_steady_exact_task_run(TlStudySteadyExactTask *task, const volatile int *cancel)
{
  return tl_exact_curve_task_run(task, cancel);
}

void
tl_study_steady_exact_task_clear(TlStudySteadyExactTask *task)
{
  tl_exact_curve_task_clear(task);
}

void
tl_study_steady_exact_finish(TlStudySteady *s, TlStudySteadyExactTask *task)
{
  const int op = task->index < 0;
  tl_exact_curve_finish(&s->xc, task);
  if (op && s->xc.op_done)
    s->op_f[3] = s->xc.op_f;
}

int
tl_study_steady_exact_ready(const TlStudySteady *s, const TlStudySteadySpec *spec)
{
  if (!((spec->curves.models & TL_STUDY_STEADY_EXACT) ||
        spec->map_model == TL_STUDY_STEADY_EXACT))
    return 1;
  return tl_exact_curve_ready(&s->xc, &spec->curves.params);
}

TlStatus
tl_study_steady_exact_build(const TlContactParams *params, TlExact **out, TlError *err)
{
  *out = NULL;
  return tl_exact_alloc(params, NULL, out, err);
}

TlStatus
tl_study_steady_exact_adopt(TlStudySteady *s, TlExact *w, const TlContactParams *params,
                            TlError *err)
{
  return tl_exact_curve_adopt(&s->xc, w, params, err);
}

void
tl_study_steady_exact_free(TlExact *w)
{
  tl_exact_free(w);
}

TlStatus
tl_study_steady_refine(TlStudySteady *s, int max_solves, TlError *err)
{
  if (!s->valid || !s->exact_on)
    return TL_OK;
  const int op_before = s->xc.op_done;
  const TlStatus st = tl_exact_curve_refine(&s->xc, with_samples(s), max_solves, err);
  if (!op_before && s->xc.op_done)
    s->op_f[3] = s->xc.op_f;
  return st;
}

TlStatus
tl_study_steady_update(TlStudySteady *s, const TlStudySteadySpec *spec, const TlStudyControl *ctl,
                       TlError *err)
{
  TlStatus st;
  if ((st = tl_study_steady_prepare(s, spec, err)) != TL_OK)
    return st;
  if (!ctl || (!ctl->cancel && !ctl->progress))
    return tl_study_steady_refine(s, -1, err);
  /* one solve at a time, so that a cancel stops between them and the
   * progress counts them */
  TlStatus first = TL_OK;
  const int total = tl_study_steady_pending(s);
  int done = 0;
  TlStudySteadyExactTask task;
  while (tl_study_steady_exact_begin(s, &task)) {
    const TlStatus r = tl_study_steady_exact_task_run(&task, ctl->cancel);
    if (r != TL_OK && r != TL_ECANCELLED && first == TL_OK && err)
      *err = task.err;
    tl_study_steady_exact_finish(s, &task);
    if (r == TL_ECANCELLED || tl_study_cancelled(ctl))
      return tl_error_set(err, TL_ECANCELLED, "the exact solves were cancelled");
    if (r != TL_OK && first == TL_OK)
      first = r;
    tl_study_progress(ctl, total > 0 ? (double)++done / total : 1.0);
  }
  return first;
}

/* ---- the CSV ------------------------------------------------------------------------- */

TlStatus
tl_study_steady_write_csv(FILE *out, const TlStudySteady *s, TlError *err)
{
  if (!s->valid)
    return tl_error_set(err, TL_EINVAL, "no valid steady curves to write");
  const unsigned models = s->spec.curves.models;
  const int table = s->f_table != NULL;
  if (models == TL_STEADY_FASTSIM) { /* tribolab-cli steady --curve's columns */
    fputs("cx,f\n", out);
    for (int k = 0; k < s->n; k++) {
      tl_csv_number(out, s->cx[k], 1);
      tl_csv_number(out, s->f[TL_STEADY_CURVE_FASTSIM][k], 0);
      fputc('\n', out);
    }
    return TL_OK;
  }
  static const char *const names[TL_STEADY_N_CURVES] = { "linear", "fastsim", "shen" };
  fputs("cx", out);
  for (int m = 0; m < TL_STEADY_N_CURVES; m++)
    if (models & (1u << m))
      fprintf(out, ",f_%s", names[m]);
  if (models & TL_STEADY_POLACH)
    fputs(",f_polach", out);
  const int exact = (models & TL_STUDY_STEADY_EXACT) != 0;
  if (exact)
    fputs(",f_exact", out);
  if (table)
    fputs(",f_table", out);
  fputc('\n', out);
  /* the dense samples and the exact ones, merged by creepage (both increase) */
  const int ne = exact ? s->xc.done : 0;
  int i = 0, j = 0;
  while (i < s->n || j < ne) {
    const int take_i = i < s->n && (j >= ne || s->cx[i] <= s->xc.cx[j]);
    const int take_j = j < ne && (i >= s->n || s->xc.cx[j] <= s->cx[i]);
    tl_csv_number(out, take_i ? s->cx[i] : s->xc.cx[j], 1);
    for (int m = 0; m < TL_STEADY_N_CURVES; m++)
      if (models & (1u << m))
        tl_csv_number(out, take_i ? s->f[m][i] : NAN, 0);
    if (models & TL_STEADY_POLACH)
      tl_csv_number(out, take_i ? s->f_polach[i] : NAN, 0);
    if (exact)
      tl_csv_number(out, take_j ? s->xc.f[j] : NAN, 0);
    if (table)
      tl_csv_number(out, take_i ? s->f_table[i] : NAN, 0);
    fputc('\n', out);
    i += take_i;
    j += take_j;
  }
  return TL_OK;
}


const TlGrid *
tl_study_steady_map_grid(const TlStudySteady *s)
{
  if (s->spec.map_model != TL_STUDY_STEADY_EXACT)
    return &s->grid;
  return s->xc.exact ? tl_exact_grid(s->xc.exact) : NULL;
}

/* A map, one row per grid cell: x_mm,y_mm,pn_mpa,tx_mpa,ty_mpa,state,mu,w_m_s,
 * power_w_m2 (mu, w NULL: the case's μ mu_case in the contact, no slip speed
 * and so no power: nan in the contact).  The power density is |τ| w
 * (docs/theory.md §12). */
void
tl_study_steady_write_map_rows(FILE *out, const TlGrid *g, const TlTraction *t, const double *mu,
                               const double *w, double mu_case)
{
  fputs("x_mm,y_mm,pn_mpa,tx_mpa,ty_mpa,state,mu,w_m_s,power_w_m2\n", out);
  for (int j = 0; j < g->my; j++) {
    for (int i = 0; i < g->mx; i++) {
      const int k = j * g->mx + i;
      tl_csv_number(out, g->x[i] / TL_UNIT_MM, 1);
      tl_csv_number(out, g->y[j] / TL_UNIT_MM, 0);
      tl_csv_number(out, t->pn[k] / TL_UNIT_MPA, 0);
      tl_csv_number(out, t->tx[k] / TL_UNIT_MPA, 0);
      tl_csv_number(out, t->ty[k] / TL_UNIT_MPA, 0);
      fprintf(out, ",%d", t->state[k]);
      const int in = t->state[k] != TL_CELL_OUTSIDE;
      tl_csv_number(out, mu ? mu[k] : in ? mu_case : 0.0, 0);
      tl_csv_number(out, w ? w[k] : 0.0, 0);
      tl_csv_number(out, !in ? 0.0 : w ? hypot(t->tx[k], t->ty[k]) * w[k] : NAN, 0);
      fputc('\n', out);
    }
  }
}

TlStatus
tl_study_steady_write_map_csv(FILE *out, const TlStudySteady *s, TlError *err)
{
  const int exact = s->spec.map_model == TL_STUDY_STEADY_EXACT;
  if (!s->valid || (exact && !(s->xc.op_done && isfinite(s->op_f[3]))))
    return tl_error_set(err, TL_EINVAL, "no solved map to write");
  const TlGrid *g = tl_study_steady_map_grid(s);
  const TlTraction *t = exact ? &s->xc.map : &s->map;
  const double *mu = exact ? s->xc.op_mu : s->mu_map;
  const double *w = exact ? s->xc.op_sigma : s->w_map;
  tl_study_steady_write_map_rows(out, g, t, mu, w, s->spec.curves.params.mu);
  return TL_OK;
}

/* ---- the sweep families' members ----------------------------------------------------- */

TlStatus
tl_study_steady_fastsim_curve(const TlContactParams *params, const double *cx, int n, double *f,
                              TlError *err)
{
  return tl_fastsim_curve(params, TL_FASTSIM_FIXED_GRID, cx, n, f, NULL, err);
}

/* ---- the lab's law inside the contact ------------------------------------------------ */

void
tl_study_steady_contact_mu_init(TlStudySteadyContactMu *s)
{
  memset(s, 0, sizeof *s);
}

void
tl_study_steady_contact_mu_clear(TlStudySteadyContactMu *s)
{
  free(s->mark_w);
  free(s->mark_mu);
  tl_study_steady_contact_mu_init(s);
}

TlStatus
tl_study_steady_contact_mu_write_csv(FILE *out, const TlStudySteadyContactMu *s, TlError *err)
{
  if (!s->valid || s->message[0])
    return tl_error_set(err, TL_EINVAL, "%s",
                        s->message[0] ? s->message : "the law inside the contact is not computed yet");
  int finite = 1;
  fputs("curve,w_m_s,mu\n", out);
  for (int k = 0; k < TL_STUDY_STEADY_CONTACT_MU_POINTS; k++) {
    fputs("law,", out);
    tl_study_csv_number(out, s->w[k], 1, &finite);
    tl_study_csv_number(out, s->mu[k], 0, &finite);
    fputc('\n', out);
  }
  for (int k = 0; k < s->n_marks; k++) {
    fputs("slipping_cell,", out);
    tl_study_csv_number(out, s->mark_w[k], 1, &finite);
    tl_study_csv_number(out, s->mark_mu[k], 0, &finite);
    fputc('\n', out);
  }
  return tl_study_csv_finite(finite, err);
}

TlStatus
tl_study_steady_contact_mu_update(TlStudySteadyContactMu *s, const TlContactParams *params,
                                  const TlFrictionParams *lab, double lab_normal, int used,
                                  const TlStudyControl *ctl, TlError *err)
{
  (void)ctl;
  TlSlipFriction law;
  TlError why;
  TlStatus st;
  if (tl_slip_friction_from_lab(lab, lab_normal, &law, &why) != TL_OK) {
    tl_study_steady_contact_mu_clear(s);
    s->params = *params;
    snprintf(s->message, sizeof s->message, "not a contact law: %s", why.message);
    s->valid = 1;
    return TL_OK;
  }
  const int cells = params->mx * params->my;
  TlTraction map;
  if ((st = tl_traction_alloc(&map, params->mx, params->my, err)) != TL_OK)
    return st;
  double *w_map = malloc((size_t)cells * sizeof(double));
  double *mw = malloc((size_t)cells * sizeof(double)), *mm = malloc((size_t)cells * sizeof(double));
  TlSlipStats stats;
  double f;
  if (!w_map || !mw || !mm)
    st = tl_error_set(err, TL_ENOMEM, "out of memory for the contact law's figure");
  else
    st = tl_fastsim_law_curve(params, &law, &params->cx, 1, &f, NULL, &map, NULL, w_map, &stats,
                              err);
  if (st != TL_OK) {
    free(w_map);
    free(mw);
    free(mm);
    tl_traction_free(&map);
    return st;
  }
  int n = 0;
  for (int k = 0; k < cells; k++)
    if (map.state[k] == TL_CELL_SLIP) {
      mw[n] = w_map[k];
      mm[n] = tl_slip_friction_mu(&law, w_map[k]);
      n++;
    }
  free(w_map);
  tl_traction_free(&map);
  free(s->mark_w);
  free(s->mark_mu);
  s->mark_w = mw;
  s->mark_mu = mm;
  s->n_marks = n;
  s->params = *params;
  s->law = law;
  s->used = used;
  s->stats = stats;
  s->message[0] = '\0';
  /* the curve over the slip speeds that matter: past the patch's largest and
   * the law's own speed scale */
  const double wmax = fmax(fmax(3.0 * stats.sigma_max, 2.0 * law.v_s), 1e-3);
  for (int k = 0; k < TL_STUDY_STEADY_CONTACT_MU_POINTS; k++) {
    s->w[k] = wmax * k / (TL_STUDY_STEADY_CONTACT_MU_POINTS - 1);
    s->mu[k] = tl_slip_friction_mu(&law, s->w[k]);
  }
  s->valid = 1;
  return TL_OK;
}

/* ---- the work estimate ---------------------------------------------------- */

double
tl_study_steady_points_estimate(const TlSteadyCurvesSpec *spec, const TlExactLawOptions *opts,
                                TlStudyWork *work)
{
  const int n = spec->n, mx = spec->params.mx, my = spec->params.my;
  const double cells = (double)mx * my;
  *work = (TlStudyWork){ 0 };
  if (spec->models & TL_STUDY_STEADY_EXACT) {
    /* an exact solve grows as cells^1.5 (bench: 80 x 80 in 0.5 s, 160 x 160 in 4 s); a
     * falling law repeats it in its outer iteration, warm-started */
    const int law = !tl_slip_friction_is_constant(&spec->law);
    const TlExactLawOptions o = opts ? *opts : tl_exact_law_options_default();
    const double outer = !law                             ? 1.0
                         : o.start == TL_EXACT_START_HIGH ? TL_STUDY_COST_EXACT_LAW_HIGH
                                                          : TL_STUDY_COST_EXACT_LAW;
    work->seconds = outer * n * TL_STUDY_COST_EXACT_STEADY_6400 * pow(cells / 6400.0, 1.5);
    work->bytes = cells * TL_STUDY_BYTES_EXACT_CELL;
    snprintf(work->what, sizeof work->what, "%d exact solve%s on %d x %d cells%s", n,
             n == 1 ? "" : "s", mx, my, law ? " with a falling friction law" : "");
  } else if (spec->models & TL_STEADY_FASTSIM) {
    const int law = spec->law.kind != TL_SLIP_LAW_COULOMB;
    work->seconds = n * cells * TL_STUDY_STEADY_COST_FASTSIM_CELL *
                    (law ? TL_STUDY_STEADY_COST_FASTSIM_LAW_FACTOR : 1.0);
    snprintf(work->what, sizeof work->what, "%d FASTSIM solve%s on %d x %d cells%s", n,
             n == 1 ? "" : "s", mx, my, law ? " with a falling friction law" : "");
  } else {
    snprintf(work->what, sizeof work->what, "%d closed-form point%s", n, n == 1 ? "" : "s");
  }
  return work->seconds;
}
