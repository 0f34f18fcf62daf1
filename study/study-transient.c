/* study-transient.c — the transient rolling view's pipeline: one model's run
 * (setup, incremental advance, what-if changes, the steady reference curve,
 * the analysis of the latest period) and the comparison of both models. */
#include "study-transient.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tribo/fastsim.h"
#include "tribo/textio.h"
#include "tribo/units.h"

#define CURVE_POINTS 121

const char *
tl_study_transient_model_name(TlTransientKind kind)
{
  return kind == TL_TRANSIENT_EXACT_THEORY ? "exact" : "brush";
}

const char *
tl_study_transient_model_label(TlTransientKind kind)
{
  return kind == TL_TRANSIENT_EXACT_THEORY ? "exact theory" : "brush model";
}

TlStudyTransientSpec
tl_study_transient_spec_default(void)
{
  /* the model, waveform, start and Courant number of a preset's [transient] defaults */
  const TlPresetTransient t = tl_preset_transient_default();
  return (TlStudyTransientSpec){
    .model = t.model,
    .params = tl_contact_params_default(),
    .wave = t.wave,
    .init = t.init,
    .dt = 0.0,
    .courant = t.courant,
    .time_window = 0.0,
    .t_end = 0.0,
    .steady_curve = 1,
    .table = NULL,
    .table_interp = TL_TABLE_CUBIC, /* as tribolab-cli's --table-interp and the window read it */
  };
}

/* ---- one model's run ------------------------------------------------------------ */

static void
run_init(TlStudyTransientRun *r)
{
  memset(r, 0, sizeof *r);
}

static void
run_clear(TlStudyTransientRun *r)
{
  tl_run_clear(&r->run);
  tl_transient_models_close(r->brush, r->exact);
  free(r->curve_cx);
  free(r->curve_f);
  free(r->curve_table_f);
  run_init(r);
}


double
tl_study_transient_table_f(const TlStudyTransientRun *r, double cx, int *clamped)
{
  if (clamped)
    *clamped = 0;
  if (!r->spec.table || !r->table_basics_ok)
    return NAN;
  const TlContactParams *p = &r->spec.params;
  double fx, fy, mz;
  if (tl_table_forces(r->spec.table, r->spec.table_interp, &r->table_basics, p->mu, cx, p->cy,
                      p->spin, &fx, &fy, &mz, clamped, NULL) != TL_OK)
    return NAN;
  return fx / r->table_basics.hertz.normal_load;
}

/* The table's steady curve over curve_cx (and the case's basics it reads
 * the table with), when the spec has a table; else none. */
static void
table_curve(TlStudyTransientRun *r)
{
  free(r->curve_table_f);
  r->curve_table_f = NULL;
  r->curve_table_clamped = 0;
  r->table_basics_ok =
    r->spec.table && tl_contact_basics(&r->spec.params, &r->table_basics, NULL) == TL_OK;
  if (!r->table_basics_ok || r->curve_n <= 0)
    return;
  r->curve_table_f = malloc((size_t)r->curve_n * sizeof(double));
  if (!r->curve_table_f)
    return; /* no table curve drawn: nothing else depends on it */
  for (int k = 0; k < r->curve_n; k++) {
    int c;
    r->curve_table_f[k] = tl_study_transient_table_f(r, r->curve_cx[k], &c);
    r->curve_table_clamped += c > 0;
  }
}

/* The steady FASTSIM curve over the waveform's range (and 0), 10 % margin,
 * when the spec asks for it; and the table's over the same creepages. */
static void
steady_curve(TlStudyTransientRun *r)
{
  if (!r->spec.steady_curve) {
    r->curve_n = 0;
    table_curve(r);
    return;
  }
  double lo, hi;
  tl_waveform_range(&r->spec.wave, &lo, &hi);
  lo = fmin(lo, 0.0);
  hi = fmax(hi, 0.0);
  const double pad = 0.1 * fmax(hi - lo, 1e-4);
  lo = lo < 0.0 ? lo - pad : lo;
  hi += pad;
  for (int k = 0; k < r->curve_n; k++)
    r->curve_cx[k] = lo + (hi - lo) * k / (r->curve_n - 1);
  if (tl_fastsim_curve(&r->spec.params, TL_FASTSIM_FIXED_GRID, r->curve_cx, r->curve_n,
                       r->curve_f, NULL, NULL) != TL_OK)
    for (int k = 0; k < r->curve_n; k++)
      r->curve_f[k] = NAN;
  table_curve(r);
}

/* The analysis of the latest whole period, and F_N now. */
static void
analyse(TlStudyTransientRun *r)
{
  TlTransientInfo info;
  r->model.klass->info(r->model.self, &info);
  r->normal_load = info.normal_load;
  r->periodic = tl_waveform_is_periodic(&r->spec.wave);
  memset(&r->analysis, 0, sizeof r->analysis);
  TlPeriodicAnalysis *a = &r->analysis;
  a->t0 = a->t1 = a->t_cx_peak = a->t_f_peak = a->delay = a->delay_ratio = NAN;
  a->loop_area = a->f_min = a->f_max = NAN;
  if (!r->periodic)
    return;
  /* the latest whole period: after a what-if change the numbers follow */
  TlAnalysisParams p = tl_run_analysis_params(&r->run, r->spec.wave.freq);
  p.latest = 1;
  const TlRecord *rec = &r->run.rec;
  if (tl_analyse_periodic(rec->t, rec->cx, rec->f, rec->stick, rec->n, &p, a, NULL) != TL_OK)
    a->delay = NAN;
}

static TlStatus
check_spec(const TlStudyTransientSpec *spec, TlError *err)
{
  TlStatus s;
  if ((s = tl_waveform_validate(&spec->wave, err)) != TL_OK)
    return s;
  if (spec->init != TL_INIT_ZERO && spec->init != TL_INIT_STEADY)
    return tl_error_set(err, TL_EINVAL, "unknown initial state %d", (int)spec->init);
  if (spec->model != TL_PRESET_MODEL_BRUSH && spec->model != TL_PRESET_MODEL_EXACT &&
      spec->model != TL_PRESET_MODEL_COMPARE)
    return tl_error_set(err, TL_EINVAL, "unknown transient model %d", (int)spec->model);
  if (!(spec->dt > 0.0) && !(isfinite(spec->courant) && spec->courant > 0.0))
    return tl_error_set(err, TL_EINVAL, "Courant number must be positive (got %g)",
                        spec->courant);
  if (!isfinite(spec->dt) || !isfinite(spec->time_window))
    return tl_error_set(err, TL_EINVAL, "time step and window must be finite");
  return TL_OK;
}

/* The law of spec on the open model, before the start: a brush unless it is
 * Coulomb, the exact solver unless it is constant. */
static TlStatus
apply_spec_law(TlStudyTransientRun *r, const TlStudyTransientSpec *spec, TlError *err)
{
  const TlSlipFriction *law = spec->law;
  if (!law)
    return TL_OK;
  if (r->brush && law->kind != TL_SLIP_LAW_COULOMB)
    return tl_brush_set_friction(r->brush, law, err);
  if (r->exact && !tl_slip_friction_is_constant(law))
    return tl_exact_set_friction_law(r->exact, law, spec->law_opts, err);
  return TL_OK;
}

/* Set up one model's run for spec (model brush or exact) and start it. */
static TlStatus
run_setup(TlStudyTransientRun *out, const TlStudyTransientSpec *spec, TlError *err)
{
  TlStatus s;
  TlStudyTransientRun nr;
  run_init(&nr);
  nr.spec = *spec;
  nr.spec.law = NULL; /* borrowed for the setup only */
  nr.spec.law_opts = NULL;
  nr.kind =
    spec->model == TL_PRESET_MODEL_EXACT ? TL_TRANSIENT_EXACT_THEORY : TL_TRANSIENT_BRUSH_MODEL;
  const TlContactParams *p = &spec->params;
  if ((s = tl_transient_models_open(nr.kind, p, &nr.brush, &nr.exact, &nr.model, err)) != TL_OK)
    return s;
  nr.curve_n = CURVE_POINTS;
  nr.curve_cx = malloc(CURVE_POINTS * sizeof(double));
  nr.curve_f = malloc(CURVE_POINTS * sizeof(double));
  if (!nr.curve_cx || !nr.curve_f) {
    run_clear(&nr);
    return tl_error_set(err, TL_ENOMEM, "out of memory for the transient run");
  }
  TlTransientInfo info;
  nr.model.klass->info(nr.model.self, &info);
  const double own = nr.exact ? 1.0 : spec->courant;
  const double dt = spec->dt > 0.0 ? spec->dt : own * info.natural_step;
  if (nr.exact && !(fabs(dt - info.natural_step) <= 1e-9 * dt)) {
    run_clear(&nr);
    return tl_error_set(err, TL_EINVAL,
                        "the exact solver rolls exactly one cell per step: its time step is "
                        "dx/V = %.6g ms (got %.6g ms)",
                        info.natural_step / TL_UNIT_MS, dt / TL_UNIT_MS);
  }
  if ((s = apply_spec_law(&nr, spec, err)) != TL_OK ||
      (s = tl_run_init(&nr.run, nr.model, &spec->wave, p->cy, p->spin, dt, err)) != TL_OK ||
      (s = tl_run_start(&nr.run, spec->init, err)) != TL_OK) {
    run_clear(&nr);
    return s;
  }
  steady_curve(&nr);
  analyse(&nr);
  nr.valid = 1;
  run_clear(out);
  *out = nr;
  return TL_OK;
}

static TlStatus
run_advance(TlStudyTransientRun *r, int n, TlError *err)
{
  TlStatus s;
  if ((s = tl_run_advance(&r->run, n, err)) != TL_OK)
    return s;
  analyse(r);
  return TL_OK;
}

static TlStatus
run_advance_to(TlStudyTransientRun *r, double t, TlError *err)
{
  TlStatus s;
  if ((s = tl_run_advance_to(&r->run, t, err)) != TL_OK)
    return s;
  analyse(r);
  return TL_OK;
}

static TlStatus
run_set_params(TlStudyTransientRun *r, const TlContactParams *params, TlError *err)
{
  TlStatus s;
  if (params->mx != r->spec.params.mx || params->my != r->spec.params.my) {
    TlStudyTransientSpec spec = r->spec; /* a new grid: start again */
    spec.params = *params;
    const int max_rows = r->run.max_rows;
    if ((s = run_setup(r, &spec, err)) != TL_OK)
      return s;
    r->run.max_rows = max_rows;
    return TL_OK;
  }
  if ((s = tl_transient_models_set_params(r->brush, r->exact, params, err)) != TL_OK)
    return s;
  TlTransientInfo info;
  r->model.klass->info(r->model.self, &info);
  if (r->exact && r->run.dt != info.natural_step) {
    /* a new a or V: the exact solver's rows are its new Δx/V apart from now on */
    tl_run_set_step(&r->run, info.natural_step, NULL);
  }
  r->spec.params = *params;
  r->run.cy = params->cy;
  r->run.spin = params->spin;
  tl_run_mark_change(&r->run, NULL); /* the rows from now on are the new case's */
  steady_curve(r);
  analyse(r);
  return TL_OK;
}

static TlStatus
run_set_waveform(TlStudyTransientRun *r, const TlWaveform *wave, TlError *err)
{
  TlStatus s;
  if ((s = tl_waveform_validate(wave, err)) != TL_OK)
    return s;
  const TlWaveform *o = &r->run.cx_wave;
  const int same = o->kind == wave->kind && o->value == wave->value &&
                   o->before == wave->before && o->after == wave->after &&
                   o->t_step == wave->t_step && o->mean == wave->mean &&
                   o->amplitude == wave->amplitude && o->freq == wave->freq &&
                   o->table == wave->table;
  /* a new frequency carries on from the creepage's current phase, as a signal
   * generator does: recomputing sin(2πF't) at the absolute time would jump */
  TlWaveform next = *wave;
  next.phase = same ? o->phase : wave->phase;
  if (!same)
    tl_waveform_retune(&next, o, tl_run_time(&r->run));
  r->spec.wave = next;
  r->run.cx_wave = next;
  if (!same)
    tl_run_mark_change(&r->run, NULL); /* the rows from now on are the new case's */
  steady_curve(r);
  analyse(r);
  return TL_OK;
}

static TlStatus
run_set_law(TlStudyTransientRun *r, const TlSlipFriction *law, const TlExactLawOptions *opts,
            TlError *err)
{
  TlStatus s;
  if (r->brush && (s = tl_brush_set_friction(r->brush, law, err)) != TL_OK)
    return s;
  /* the exact solver takes the same law (a constant one is its Coulomb path) */
  if (r->exact && (s = tl_exact_set_friction_law(r->exact, law, opts, err)) != TL_OK)
    return s;
  return TL_OK;
}

static TlStatus
run_restart(TlStudyTransientRun *r, TlError *err)
{
  TlStatus s;
  /* a restart replays the case from t = 0 as a fresh run would */
  const TlWaveform kept = r->run.cx_wave;
  r->run.cx_wave.phase = 0.0;
  if ((s = tl_run_start(&r->run, r->spec.init, err)) != TL_OK) {
    r->run.cx_wave = kept;
    return s;
  }
  r->spec.wave.phase = 0.0;
  analyse(r);
  return TL_OK;
}

int
tl_study_transient_rows_needed(const TlStudyTransientRun *r)
{
  const TlRun *run = &r->run;
  double span = r->spec.time_window;
  if (tl_waveform_is_periodic(&r->spec.wave))
    span = fmax(span, 3.0 / r->spec.wave.freq);
  if (!(span > 0.0 && run->dt > 0.0))
    return TL_STUDY_TRANSIENT_ROWS_MIN;
  /* a full record drops its older half: twice the span, 5 % to spare */
  const double rows = 2.0 * ceil(1.05 * span / run->dt) + 64.0;
  return (int)fmin(fmax(rows, TL_STUDY_TRANSIENT_ROWS_MIN), TL_STUDY_TRANSIENT_ROWS_MAX);
}

const TlTraction *
tl_study_transient_traction(const TlStudyTransientRun *r)
{
  return r->model.self ? r->model.klass->traction(r->model.self) : NULL;
}

const TlGrid *
tl_study_transient_grid(const TlStudyTransientRun *r)
{
  return r->model.self ? r->model.klass->grid(r->model.self) : NULL;
}

/* ---- the study: one run, or both compared --------------------------------------- */

static void
run_set_table(TlStudyTransientRun *r, const TlTable *table, TlTableInterp interp)
{
  r->spec.table = table;
  r->spec.table_interp = interp;
  if (r->valid)
    table_curve(r);
}

void
tl_study_transient_set_table(TlStudyTransient *s, const TlTable *table, TlTableInterp interp)
{
  s->spec.table = table;
  s->spec.table_interp = interp;
  run_set_table(&s->single, table, interp);
  run_set_table(&s->compare.brush, table, interp);
  run_set_table(&s->compare.exact, table, interp);
}

void
tl_study_transient_init(TlStudyTransient *s)
{
  memset(s, 0, sizeof *s);
  s->spec = tl_study_transient_spec_default();
}

void
tl_study_transient_clear(TlStudyTransient *s)
{
  run_clear(&s->single);
  run_clear(&s->compare.brush);
  run_clear(&s->compare.exact);
  tl_study_transient_init(s);
}

static int
is_compare(const TlStudyTransient *s)
{
  return s->spec.model == TL_PRESET_MODEL_COMPARE;
}

TlStatus
tl_study_transient_setup(TlStudyTransient *s, const TlStudyTransientSpec *spec, TlError *err)
{
  TlStatus st;
  if ((st = check_spec(spec, err)) != TL_OK)
    return st;
  TlStudyTransient ns;
  tl_study_transient_init(&ns);
  ns.spec = *spec;
  ns.spec.law = NULL; /* borrowed for the setup only */
  ns.spec.law_opts = NULL;
  if (spec->model == TL_PRESET_MODEL_COMPARE) {
    TlStudyTransientSpec sb = *spec, se = *spec;
    sb.model = TL_PRESET_MODEL_BRUSH;
    se.model = TL_PRESET_MODEL_EXACT;
    se.dt = 0.0; /* the exact solver's own step, whatever the brush's */
    if ((st = run_setup(&ns.compare.exact, &se, err)) != TL_OK ||
        (st = run_setup(&ns.compare.brush, &sb, err)) != TL_OK) {
      tl_study_transient_clear(&ns);
      return st;
    }
  } else if ((st = run_setup(&ns.single, spec, err)) != TL_OK) {
    return st;
  }
  ns.valid = 1;
  tl_study_transient_clear(s);
  *s = ns;
  return TL_OK;
}

static TlStatus
require_valid(const TlStudyTransient *s, TlError *err)
{
  return s->valid ? TL_OK : tl_error_set(err, TL_EINVAL, "the transient run is not set up");
}

TlStatus
tl_study_transient_advance(TlStudyTransient *s, int n, TlError *err)
{
  TlStatus st;
  if ((st = require_valid(s, err)) != TL_OK)
    return st;
  if (!is_compare(s))
    return run_advance(&s->single, n, err);
  /* the exact run is the expensive one; the brush follows to its time */
  if ((st = run_advance(&s->compare.exact, n, err)) != TL_OK)
    return st;
  return run_advance_to(&s->compare.brush, tl_run_time(&s->compare.exact.run), err);
}

TlStatus
tl_study_transient_advance_to(TlStudyTransient *s, double t, TlError *err)
{
  TlStatus st;
  if ((st = require_valid(s, err)) != TL_OK)
    return st;
  if (!is_compare(s))
    return run_advance_to(&s->single, t, err);
  if ((st = run_advance_to(&s->compare.exact, t, err)) != TL_OK)
    return st;
  return run_advance_to(&s->compare.brush, t, err);
}

TlStatus
tl_study_transient_update(TlStudyTransient *s, const TlStudyTransientSpec *spec,
                          const TlStudyControl *ctl, TlError *err)
{
  TlStatus st;
  TlStudyTransient ns;
  tl_study_transient_init(&ns);
  if ((st = tl_study_transient_setup(&ns, spec, err)) != TL_OK)
    return st;
  /* in slices, so that a long run reports progress and can be stopped */
  const double t_end = spec->t_end;
  const double slice = fmax(t_end / 100.0, 256.0 * tl_study_transient_dt(&ns));
  for (double t = 0.0; t < t_end;) {
    t = fmin(t + slice, t_end);
    if ((st = tl_study_transient_advance_to(&ns, t, err)) != TL_OK) {
      tl_study_transient_clear(&ns);
      return st;
    }
    tl_study_progress(ctl, t / t_end);
    if (tl_study_cancelled(ctl)) {
      tl_study_transient_clear(&ns);
      return tl_error_set(err, TL_ECANCELLED, "the transient run was stopped");
    }
  }
  tl_study_transient_clear(s);
  *s = ns;
  return TL_OK;
}

TlStatus
tl_study_transient_set_params(TlStudyTransient *s, const TlContactParams *params, TlError *err)
{
  TlStatus st;
  if ((st = require_valid(s, err)) != TL_OK)
    return st;
  if (!is_compare(s)) {
    if ((st = run_set_params(&s->single, params, err)) != TL_OK)
      return st;
  } else {
    const TlContactParams before = s->compare.exact.spec.params;
    /* the exact solver first: it rebuilds and is the one that can fail */
    if ((st = run_set_params(&s->compare.exact, params, err)) != TL_OK)
      return st;
    if ((st = run_set_params(&s->compare.brush, params, err)) != TL_OK) {
      run_set_params(&s->compare.exact, &before, NULL);
      return st;
    }
  }
  s->spec.params = *params;
  return TL_OK;
}

TlStatus
tl_study_transient_set_waveform(TlStudyTransient *s, const TlWaveform *wave, TlError *err)
{
  TlStatus st;
  if ((st = require_valid(s, err)) != TL_OK)
    return st;
  if (!is_compare(s)) {
    if ((st = run_set_waveform(&s->single, wave, err)) != TL_OK)
      return st;
  } else if ((st = run_set_waveform(&s->compare.exact, wave, err)) != TL_OK ||
             (st = run_set_waveform(&s->compare.brush, wave, err)) != TL_OK) {
    return st;
  }
  s->spec.wave = *wave;
  return TL_OK;
}

TlStatus
tl_study_transient_set_law(TlStudyTransient *s, const TlSlipFriction *law,
                           const TlExactLawOptions *opts, TlError *err)
{
  TlStudyTransientRun *runs[3] = { &s->single, &s->compare.brush, &s->compare.exact };
  for (int i = 0; i < 3; i++) {
    TlStatus st;
    if ((st = run_set_law(runs[i], law, opts, err)) != TL_OK)
      return st;
  }
  return TL_OK;
}

void
tl_study_transient_set_start(TlStudyTransient *s, TlTransientInit init, double courant)
{
  TlStudyTransientRun *runs[3] = { &s->single, &s->compare.brush, &s->compare.exact };
  s->spec.init = init;
  s->spec.courant = courant;
  for (int i = 0; i < 3; i++) {
    runs[i]->spec.init = init;
    runs[i]->spec.courant = courant;
  }
}

void
tl_study_transient_set_window(TlStudyTransient *s, double time_window)
{
  TlStudyTransientRun *runs[3] = { &s->single, &s->compare.brush, &s->compare.exact };
  s->spec.time_window = time_window;
  for (int i = 0; i < 3; i++) {
    runs[i]->spec.time_window = time_window;
    runs[i]->run.max_rows = tl_study_transient_rows_needed(runs[i]);
  }
}

TlStatus
tl_study_transient_restart(TlStudyTransient *s, TlError *err)
{
  TlStatus st;
  if ((st = require_valid(s, err)) != TL_OK)
    return st;
  if (!is_compare(s))
    return run_restart(&s->single, err);
  if ((st = run_restart(&s->compare.exact, err)) != TL_OK)
    return st;
  return run_restart(&s->compare.brush, err);
}

double
tl_study_transient_time(const TlStudyTransient *s)
{
  if (!s->valid)
    return 0.0;
  if (!is_compare(s))
    return tl_run_time(&s->single.run);
  return fmin(tl_run_time(&s->compare.brush.run), tl_run_time(&s->compare.exact.run));
}

const TlStudyTransientRun *
tl_study_transient_stepped(const TlStudyTransient *s)
{
  return is_compare(s) ? &s->compare.exact : &s->single;
}

const TlStudyTransientRun *
tl_study_transient_first(const TlStudyTransient *s)
{
  return is_compare(s) ? &s->compare.brush : &s->single;
}

double
tl_study_transient_dt(const TlStudyTransient *s)
{
  return tl_study_transient_stepped(s)->run.dt;
}

/* ---- what the CLI, the export and Python print ---------------------------------- */

/* The frictional power, wear and fatigue of the run's last row (docs/theory.md
 * §12): the model's slip speeds of its current state, its last creepages. */
static void
summary_wear(const TlStudyTransientRun *r, TlStudyTransientSummary *out)
{
  const TlTraction *t = tl_study_transient_traction(r);
  const TlGrid *g = tl_study_transient_grid(r);
  if (!t || !g)
    return;
  const size_t n = (size_t)g->mx * (size_t)g->my;
  double *w = malloc(n * sizeof(double));
  if (!w)
    return;
  const TlContactBasics *b = r->brush ? tl_brush_basics(r->brush) : tl_exact_basics(r->exact);
  int ok = 1;
  if (r->brush)
    memcpy(w, tl_brush_slip_speed(r->brush), n * sizeof(double));
  else
    ok = tl_exact_step_slip_speed(r->exact, w, NULL) == TL_OK;
  const TlRecord *rec = &r->run.rec;
  const TlWearParams wp = tl_wear_params_default();
  const TlWearInput in = { g, t, w, r->spec.params.speed, rec->cx[rec->n - 1], r->run.cy,
                           r->run.spin, r->normal_load, b->hertz.a, b->hertz.b };
  out->wear_ok = ok && tl_wear_evaluate(&in, &wp, NULL, &out->wear, NULL) == TL_OK;
  free(w);
}

TlStatus
tl_study_transient_summarise(const TlStudyTransientRun *r, TlStudyTransientSummary *out,
                             TlError *err)
{
  memset(out, 0, sizeof *out);
  if (!r->valid || r->run.rec.n < 1)
    return tl_error_set(err, TL_EINVAL, "no transient run to summarise");
  const TlRecord *rec = &r->run.rec;
  TlPeriodicAnalysis *an = &out->analysis;
  an->t0 = an->delay = an->delay_ratio = an->loop_area = NAN;
  an->f_min = INFINITY;
  an->f_max = -INFINITY;
  out->model = r->model.klass->name;
  out->periodic = tl_waveform_is_periodic(&r->spec.wave);
  TlStatus st = TL_OK;
  if (out->periodic) {
    st = tl_run_analyse(&r->run, r->spec.wave.freq, an, err);
  } else {
    for (int k = 0; k < rec->n; k++) {
      an->f_min = fmin(an->f_min, rec->f[k]);
      an->f_max = fmax(an->f_max, rec->f[k]);
    }
  }
  out->rows = rec->n;
  out->duration = tl_run_time(&r->run);
  out->samples_per_period =
    out->periodic ? tl_analysis_samples_per_period(r->spec.wave.freq, r->run.dt) : NAN;
  out->f_final = rec->f[rec->n - 1];
  out->stick_final = rec->stick[rec->n - 1];
  out->substeps = r->brush ? tl_brush_last_substeps(r->brush) : 1;
  out->newton_per_step = out->krylov_per_step = NAN;
  if (r->exact) {
    /* the solver's work per rolling step (a steady start's solve included) */
    const TlExactStats *es = tl_exact_total_stats(r->exact);
    const double steps = rec->n > 1 ? rec->n - 1 : 1;
    out->newton_per_step = es->newton / steps;
    out->krylov_per_step = es->cg / steps;
  }
  summary_wear(r, out);
  return st;
}

/* The rows of one run, each after `model,` when model is not NULL. */
static void
write_run_rows(FILE *out, const TlStudyTransientRun *run, const char *model, int table)
{
  const TlRecord *r = &run->run.rec;
  for (int k = 0; k < r->n; k++) {
    if (model)
      fprintf(out, "%s,", model);
    tl_csv_number(out, r->t[k] / TL_UNIT_MS, 1);
    tl_csv_number(out, r->cx[k], 0);
    tl_csv_number(out, r->f[k], 0);
    tl_csv_number(out, r->stick[k], 0);
    if (table)
      tl_csv_number(out, tl_study_transient_table_f(run, r->cx[k], NULL), 0);
    fputc('\n', out);
  }
}

TlStatus
tl_study_transient_write_csv(FILE *out, const TlStudyTransient *s, TlError *err)
{
  if (!s->valid)
    return tl_error_set(err, TL_EINVAL, "no transient run to write");
  const TlStudyTransientRun *run = tl_study_transient_first(s);
  const int table = run->spec.table != NULL;
  const int both = is_compare(s);
  fputs(both ? "model," : "", out);
  fputs(table ? "t_ms,cx,f,stick_fraction,f_steady_table\n" : "t_ms,cx,f,stick_fraction\n", out);
  if (!both) {
    write_run_rows(out, run, NULL, table);
    return TL_OK;
  }
  /* a comparison: the brush's rows, then the exact theory's (their steps need
   * not be the same) */
  write_run_rows(out, &s->compare.brush, "brush", table);
  write_run_rows(out, &s->compare.exact, "exact", table);
  return TL_OK;
}

double
tl_study_transient_law_n(const TlContactParams *p, const TlSlipFriction *law)
{
  double f, n = 0.0;
  if (tl_slip_friction_is_constant(law) ||
      tl_fastsim_law_curve(p, law, &p->cx, 1, &f, &n, NULL, NULL, NULL, NULL, NULL) != TL_OK)
    return 0.0;
  return n;
}

int
tl_study_transient_brush_law_n(const TlStudyTransientRun *r, double *n_max)
{
  const TlSlipFriction *law = r->valid && r->brush ? tl_brush_friction(r->brush) : NULL;
  if (!law || tl_slip_friction_is_constant(law))
    return 0;
  TlSlipStats st;
  tl_brush_slip_stats(r->brush, &st);
  *n_max = st.n_max;
  return 1;
}

int
tl_study_transient_current_loop(const TlStudyTransientRun *r, int *k0, int *k1)
{
  if (!r->valid || r->run.rec.n < 2)
    return 0;
  const TlRecord *rec = &r->run.rec;
  double t0 = -1.0, t1 = INFINITY;
  if (r->periodic && isfinite(r->analysis.t1)) {
    t0 = r->analysis.t0;
    t1 = r->analysis.t1;
  } else if (r->spec.time_window > 0.0) {
    t0 = rec->t[rec->n - 1] - r->spec.time_window;
  }
  t0 = fmax(t0, r->run.t_case); /* a pin is of one case: never rows run under another */
  int a = 0, b = rec->n - 1;
  while (a < rec->n - 1 && rec->t[a] < t0)
    a++;
  while (b > a && rec->t[b] > t1)
    b--;
  if (b - a < 1)
    return 0;
  *k0 = a;
  *k1 = b;
  return 1;
}

TlStatus
tl_study_transient_loop(const TlContactParams *contact, const TlWaveform *wave, int periods,
                        TlFamilyLoop *out, TlError *err)
{
  return tl_family_run_case(contact, wave, 1.0, periods, out, err);
}

/* ---- the work estimate ---------------------------------------------------- */

/* One model's run to t_end; dt and courant as the run steps its rows. */
static void
estimate_run(const TlStudyTransientSpec *spec, int exact, double dt, double courant,
             TlStudyWork *work)
{
  const TlContactParams *p = &spec->params;
  const double cells = (double)p->mx * p->my;
  double factor = 1.0;
  if (exact && spec->law && !tl_slip_friction_is_constant(spec->law))
    factor = spec->law_opts && spec->law_opts->start == TL_EXACT_START_HIGH
               ? TL_STUDY_COST_EXACT_LAW_HIGH
               : TL_STUDY_COST_EXACT_LAW_STEP;
  /* the brush model sub-steps a row of Courant number C > 1 ceil(C) times */
  const double brush_sub = courant > 1.0 ? ceil(courant - 1e-9) : 1.0;
  const double exact_dt = dt / courant; /* dx/V */
  const double rows = spec->t_end / (exact ? exact_dt : dt) + 1.0;
  work->bytes = rows * TL_STUDY_TRANSIENT_BYTES_ROW;
  if (exact) {
    /* per cell and step, growing slowly with the grid (its FFTs) */
    work->seconds =
      factor * rows * cells * TL_STUDY_TRANSIENT_COST_EXACT_CELL_STEP * pow(cells / 1600.0, 0.2);
    work->bytes += cells * TL_STUDY_BYTES_EXACT_CELL;
  } else {
    work->seconds = rows * brush_sub * cells * TL_STUDY_TRANSIENT_COST_BRUSH_CELL_STEP;
  }
  snprintf(work->what, sizeof work->what, "%.3g steps of the %s model on %d x %d cells%s", rows,
           exact ? "exact" : "brush", p->mx, p->my,
           factor > 1.0 ? " with a falling friction law" : "");
}

double
tl_study_transient_estimate(const TlStudyTransientSpec *spec, TlStudyWork *work)
{
  const TlContactParams *p = &spec->params;
  TlContactBasics basics;
  *work = (TlStudyWork){ 0 };
  if (tl_contact_basics(p, &basics, NULL) != TL_OK)
    return 0.0;
  /* the row step as the setup takes it, and its Courant number V dt / dx */
  const double dx = 2.0 * basics.hertz.a / p->mx;
  const double dt = spec->dt > 0.0 ? spec->dt : spec->courant * dx / p->speed;
  const double courant = p->speed * dt / dx;
  if (spec->model != TL_PRESET_MODEL_COMPARE) {
    estimate_run(spec, spec->model == TL_PRESET_MODEL_EXACT, dt, courant, work);
    return work->seconds;
  }
  TlStudyWork brush, exact;
  estimate_run(spec, 0, dt, courant, &brush);
  estimate_run(spec, 1, dt, courant, &exact);
  work->seconds = brush.seconds + exact.seconds;
  work->bytes = brush.bytes + exact.bytes;
  snprintf(work->what, sizeof work->what, "%.60s, and %.60s", brush.what, exact.what);
  return work->seconds;
}

double
tl_study_transient_default_duration(const TlWaveform *wave, double transit)
{
  if (tl_waveform_is_periodic(wave))
    return fmax(3.0, tl_analysis_periods_needed(wave->freq, transit)) / wave->freq;
  if (wave->kind == TL_WAVE_TABLE)
    return wave->table && wave->table->n > 0 ? wave->table->t[wave->table->n - 1] : 0.0;
  return 3.0 * transit + (wave->kind == TL_WAVE_STEP ? wave->t_step : 0.0);
}

double
tl_study_transient_run_default_duration(const TlStudyTransientRun *r)
{
  TlTransientInfo info;
  r->model.klass->info(r->model.self, &info);
  return tl_study_transient_default_duration(&r->spec.wave, info.transit_time);
}
