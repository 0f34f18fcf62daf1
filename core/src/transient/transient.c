/* transient.c — driving a transient model with a waveform and recording rows. */
#include "tribo/transient.h"

#include "tribo/contact.h"
#include "tribo/names.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

static const char *const init_names[] = { "zero", "steady" };

/* (a value past the table is named as the start from zero, as it always was) */
TL_DEFINE_ENUM_NAMES(tl_transient_init, TlTransientInit, init_names, "initial state", "zero")

/* ---- the record ----------------------------------------------------------- */

#define N_COLUMNS 8

static double **
columns(TlRecord *rec, double **cols)
{
  cols[0] = rec->t;
  cols[1] = rec->cx;
  cols[2] = rec->cy;
  cols[3] = rec->spin;
  cols[4] = rec->f;
  cols[5] = rec->fy;
  cols[6] = rec->mz;
  cols[7] = rec->stick;
  return cols;
}

TlStatus
tl_record_reserve(TlRecord *rec, int capacity, TlError *err)
{
  if (capacity <= rec->capacity)
    return TL_OK;
  double **slots[N_COLUMNS] = { &rec->t, &rec->cx, &rec->cy, &rec->spin,
                                &rec->f, &rec->fy, &rec->mz, &rec->stick };
  for (int c = 0; c < N_COLUMNS; c++) {
    /* each column grows on its own: a failure leaves the others larger, which
     * is harmless because capacity only changes once all succeeded */
    double *p = realloc(*slots[c], (size_t)capacity * sizeof(double));
    if (!p)
      return tl_error_set(err, TL_ENOMEM, "out of memory for %d rows", capacity);
    *slots[c] = p;
  }
  rec->capacity = capacity;
  return TL_OK;
}

void
tl_record_clear(TlRecord *rec)
{
  double *cols[N_COLUMNS];
  columns(rec, cols);
  for (int c = 0; c < N_COLUMNS; c++)
    free(cols[c]);
  memset(rec, 0, sizeof *rec);
}

/* Drop the oldest rows so that `keep` remain. */
static void
drop_oldest(TlRecord *rec, int keep)
{
  const int drop = rec->n - keep;
  double *cols[N_COLUMNS];
  columns(rec, cols);
  for (int c = 0; c < N_COLUMNS; c++)
    memmove(cols[c], cols[c] + drop, (size_t)keep * sizeof(double));
  rec->n = keep;
}

/* The traction columns of row k from the model's state now. */
static void
record_state(TlRun *run, int k)
{
  TlTransientInfo info;
  run->model.klass->info(run->model.self, &info);
  const TlTraction *tr = run->model.klass->traction(run->model.self);
  TlRecord *rec = &run->rec;
  rec->cy[k] = run->cy;
  rec->spin[k] = run->spin;
  rec->f[k] = tr->fx / info.normal_load;
  rec->fy[k] = tr->fy / info.normal_load;
  rec->mz[k] = tr->mz;
  rec->stick[k] = tr->stick_fraction;
}

static TlStatus
push_row(TlRun *run, double t, double cx, TlError *err)
{
  TlRecord *rec = &run->rec;
  TlStatus s;
  if (run->max_rows > 0 && rec->n >= run->max_rows)
    drop_oldest(rec, run->max_rows / 2);
  if (rec->n == rec->capacity) { /* only tl_run_init's row 0: advance reserves ahead */
    if (rec->capacity > INT_MAX / 2)
      return tl_error_set(err, TL_ENOMEM, "the record is full at %d rows", rec->capacity);
    if ((s = tl_record_reserve(rec, rec->capacity ? 2 * rec->capacity : 256, err)) != TL_OK)
      return s;
  }
  TlTransientInfo info;
  run->model.klass->info(run->model.self, &info);
  const TlTraction *tr = run->model.klass->traction(run->model.self);
  /* no row of NaN: a model that loses its numbers stops the run with a reason */
  if (!(isfinite(tr->fx) && isfinite(tr->fy) && isfinite(tr->mz) &&
        isfinite(tr->stick_fraction)))
    return tl_error_set(err, TL_ENUMERIC,
                        "the %s model's traction is not a finite number at t = %g s (cx = %g)",
                        run->model.klass->name, t, cx);
  const int k = rec->n++;
  rec->t[k] = t;
  rec->cx[k] = cx;
  record_state(run, k);
  return TL_OK;
}

/* ---- the run ------------------------------------------------------------------ */

TlStatus
tl_run_init(TlRun *run, TlTransientModel model, const TlWaveform *cx_wave, double cy, double spin,
            double dt, TlError *err)
{
  TlStatus s;
  const TlTransientModelClass *k = model.klass;
  if (!k || !k->reset || !k->step || !k->traction || !k->grid || !k->info || !model.self)
    return tl_error_set(err, TL_EINVAL, "incomplete transient model");
  if ((s = tl_waveform_validate(cx_wave, err)) != TL_OK ||
      (s = tl_contact_check_creepage(0.0, cy, spin, err)) != TL_OK || /* cx: the wave */
      (s = tl_check_positive(dt, "time step", "s", err)) != TL_OK)
    return s;
  TlRecord rec = run->rec; /* a re-initialised run keeps its row storage */
  memset(run, 0, sizeof *run);
  run->rec = rec;
  run->rec.n = 0;
  run->model = model;
  run->cx_wave = *cx_wave;
  run->cy = cy;
  run->spin = spin;
  run->dt = dt;
  return TL_OK;
}

TlStatus
tl_run_start(TlRun *run, TlTransientInit init, TlError *err)
{
  TlStatus s;
  if ((s = tl_waveform_validate(&run->cx_wave, err)) != TL_OK)
    return s;
  const double c0 = tl_waveform_eval(&run->cx_wave, 0.0);
  if ((s = run->model.klass->reset(run->model.self, init, c0, run->cy, run->spin, err)) != TL_OK)
    return s;
  run->rec.n = 0;
  run->k = 0;
  run->k_base = 0;
  run->t_base = 0.0;
  run->t_case = 0.0;
  run->n_marks = 0;
  run->started = 1;
  return push_row(run, 0.0, c0, err);
}

TlStatus
tl_run_advance(TlRun *run, int steps, TlError *err)
{
  TlStatus s;
  if (!run->started)
    return tl_error_set(err, TL_EINVAL, "the run was not started");
  if (run->max_rows != 0 && run->max_rows < 16)
    return tl_error_set(err, TL_EINVAL, "max_rows must be 0 or at least 16 (got %d)",
                        run->max_rows);
  if ((s = tl_waveform_validate(&run->cx_wave, err)) != TL_OK ||
      (s = tl_check_positive(run->dt, "time step", "s", err)) != TL_OK)
    return s;
  /* room for every row of this call before the first step, so that the loop
   * allocates nothing and a step is never taken without its row; growing at
   * least twofold keeps callers that advance a step at a time cheap */
  const long long cap = run->max_rows > 0 ? run->max_rows : INT_MAX;
  long long need = (long long)run->rec.n + (steps > 0 ? steps : 0);
  if (need > cap && run->max_rows == 0)
    return tl_error_set(err, TL_EINVAL, "%d more steps would record more than %d rows", steps,
                        INT_MAX);
  if (need > run->rec.capacity) {
    need = need > 2LL * run->rec.capacity ? need : 2LL * run->rec.capacity;
    need = need < cap ? need : cap;
  }
  if ((s = tl_record_reserve(&run->rec, (int)need, err)) != TL_OK)
    return s;
  for (int q = 0; q < steps; q++) {
    const double t = run->t_base + (double)(run->k + 1 - run->k_base) * run->dt;
    const double cx = tl_waveform_eval(&run->cx_wave, t);
    if ((s = run->model.klass->step(run->model.self, run->dt, cx, run->cy, run->spin, err)) !=
        TL_OK)
      return s;
    run->k++;
    if ((s = push_row(run, t, cx, err)) != TL_OK)
      return s;
  }
  return TL_OK;
}

TlStatus
tl_run_advance_to(TlRun *run, double t_end, TlError *err)
{
  if (!isfinite(t_end))
    return tl_error_set(err, TL_EINVAL, "end time must be finite");
  const double want = ceil((t_end - run->t_base) / run->dt - 1e-9);
  if (want - (double)(run->k - run->k_base) > 2e9)
    return tl_error_set(err, TL_EINVAL, "end time %g s needs too many steps", t_end);
  const long steps = (long)want - (run->k - run->k_base);
  return steps > 0 ? tl_run_advance(run, (int)steps, err) : TL_OK;
}

TlStatus
tl_run_set_step(TlRun *run, double dt, TlError *err)
{
  TlStatus s;
  if ((s = tl_check_positive(dt, "time step", "s", err)) != TL_OK)
    return s;
  run->t_base = tl_run_time(run);
  run->k_base = run->k;
  run->dt = dt;
  return TL_OK;
}

TlStatus
tl_run_mark_change(TlRun *run, TlError *err)
{
  if (!run->started || run->rec.n < 1)
    return tl_error_set(err, TL_EINVAL, "the run was not started");
  const double t = tl_run_time(run);
  record_state(run, run->rec.n - 1);
  run->t_case = t;
  if (run->n_marks > 0 && run->marks[run->n_marks - 1] == t)
    return TL_OK; /* several changes at one instant: one break */
  if (run->n_marks == TL_RUN_MAX_MARKS) {
    memmove(run->marks, run->marks + 1, (TL_RUN_MAX_MARKS - 1) * sizeof(double));
    run->n_marks--;
  }
  run->marks[run->n_marks++] = t;
  return TL_OK;
}

int
tl_run_case_of(const TlRun *run, double t)
{
  int c = 0;
  while (c < run->n_marks && run->marks[c] <= t)
    c++;
  return c;
}

double
tl_run_time(const TlRun *run)
{
  return run->t_base + (double)(run->k - run->k_base) * run->dt;
}

TlAnalysisParams
tl_run_analysis_params(const TlRun *run, double freq)
{
  TlTransientInfo info;
  run->model.klass->info(run->model.self, &info);
  const TlTraction *tr = run->model.klass->traction(run->model.self);
  TlAnalysisParams p = tl_analysis_params_default();
  p.freq = freq;
  p.settle_time = info.transit_time;
  p.f_saturation = info.mu * tr->load / info.normal_load;
  p.t_from = run->t_case;
  if (tl_waveform_is_periodic(&run->cx_wave))
    p.phase = run->cx_wave.phase;
  return p;
}

TlStatus
tl_run_analyse(const TlRun *run, double freq, TlPeriodicAnalysis *out, TlError *err)
{
  const TlAnalysisParams p = tl_run_analysis_params(run, freq);
  return tl_analyse_periodic(run->rec.t, run->rec.cx, run->rec.f, run->rec.stick, run->rec.n, &p,
                             out, err);
}

void
tl_run_clear(TlRun *run)
{
  tl_record_clear(&run->rec);
  memset(run, 0, sizeof *run);
}
