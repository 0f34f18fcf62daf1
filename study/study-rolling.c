/* study-rolling.c — the Rolling resistance view's pipeline. */
#include "study-rolling.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "study-csv.h"
#include "tribo/units.h"

void
tl_study_rolling_init(TlStudyRolling *s)
{
  memset(s, 0, sizeof *s);
  s->stop_ms = NAN;
}

static void
free_arrays(TlStudyRolling *s)
{
  free(s->t_ms);
  free(s->omega);
  free(s->torque_nmm);
  free(s->angle_mrad);
  free(s->xi_um);
  free(s->state);
}

void
tl_study_rolling_clear(TlStudyRolling *s)
{
  free_arrays(s);
  tl_study_rolling_init(s);
}

static void
keep(TlStudyRolling *s, const TlRollingDemoSample *x)
{
  const int k = s->n++;
  s->t_ms[k] = x->t / TL_UNIT_MS;
  s->omega[k] = x->omega;
  s->torque_nmm[k] = x->torque / TL_UNIT_NMM;
  s->angle_mrad[k] = x->angle / TL_UNIT_MRAD;
  s->xi_um[k] = x->xi / TL_UNIT_UM;
  s->state[k] = (unsigned char)x->state;
}

TlStatus
tl_study_rolling_setup(TlStudyRolling *s, const TlRollingDemoParams *spec, TlError *err)
{
  TlStudyRolling next;
  tl_study_rolling_init(&next);
  TlStatus st = tl_rolling_demo_init(&next.demo, spec, err);
  if (st != TL_OK)
    return st;
  const long steps = next.demo.pred.n_steps;
  /* every stride-th step, so that a long or fine run stays drawable */
  next.stride = (steps + TL_STUDY_ROLLING_MAX_POINTS - 2) / (TL_STUDY_ROLLING_MAX_POINTS - 1);
  const int cap = (int)((steps + next.stride - 1) / next.stride) + 1;
  next.t_ms = malloc(sizeof(double) * (size_t)cap);
  next.omega = malloc(sizeof(double) * (size_t)cap);
  next.torque_nmm = malloc(sizeof(double) * (size_t)cap);
  next.angle_mrad = malloc(sizeof(double) * (size_t)cap);
  next.xi_um = malloc(sizeof(double) * (size_t)cap);
  next.state = malloc((size_t)cap);
  if (!next.t_ms || !next.omega || !next.torque_nmm || !next.angle_mrad || !next.xi_um ||
      !next.state) {
    free_arrays(&next);
    return tl_error_set(err, TL_ENOMEM, "out of memory for the rolling run");
  }
  next.spec = *spec;
  next.pred = next.demo.pred;
  tl_rolling_demo_summary_start(&next.summary, &next.demo.now);
  keep(&next, &next.demo.now);
  next.xi_max_um = next.summary.xi_max / TL_UNIT_UM;
  next.stop_ms = next.summary.stop_time / TL_UNIT_MS;
  next.valid = 1;
  tl_study_rolling_clear(s);
  *s = next;
  tl_study_rolling_set_mark(s, 0.0);
  return TL_OK;
}

long
tl_study_rolling_advance(TlStudyRolling *s, long n, TlRollingDemoSample *out)
{
  if (!s->valid)
    return 0;
  const long steps = s->pred.n_steps;
  long taken = 0;
  TlRollingDemoSample cur;
  while (taken < n && s->step < steps) {
    tl_rolling_demo_step(&s->demo, &cur);
    tl_rolling_demo_summary_add(&s->summary, &cur);
    s->step++;
    if (s->step % s->stride == 0 || s->step == steps)
      keep(s, &cur);
    if (out)
      out[taken] = cur;
    taken++;
  }
  s->xi_max_um = s->summary.xi_max / TL_UNIT_UM;
  s->stop_ms = s->summary.stop_time / TL_UNIT_MS;
  return taken;
}

int
tl_study_rolling_done(const TlStudyRolling *s)
{
  return s->valid && s->step >= s->pred.n_steps;
}

/* Steps between cancel checks and progress reports of a whole run. */
#define CHUNK 65536L

TlStatus
tl_study_rolling_update(TlStudyRolling *s, const TlRollingDemoParams *spec,
                        const TlStudyControl *ctl, TlError *err)
{
  TlStudyRolling next;
  tl_study_rolling_init(&next);
  TlStatus st = tl_study_rolling_setup(&next, spec, err);
  if (st != TL_OK)
    return st;
  while (!tl_study_rolling_done(&next)) {
    if (tl_study_cancelled(ctl)) {
      tl_study_rolling_clear(&next);
      return tl_error_set(err, TL_ECANCELLED, "the rolling run was cancelled");
    }
    tl_study_rolling_advance(&next, CHUNK, NULL);
    tl_study_progress(ctl, (double)next.step / (double)next.pred.n_steps);
  }
  tl_study_rolling_clear(s);
  *s = next;
  tl_study_rolling_set_mark(s, isnan(s->stop_ms) ? INFINITY : s->stop_ms);
  return TL_OK;
}

void
tl_study_rolling_set_mark(TlStudyRolling *s, double t_ms)
{
  if (!s->valid || isnan(t_ms))
    return;
  s->mark_ms = fmin(fmax(t_ms, s->t_ms[0]), s->t_ms[s->n - 1]);
}

int
tl_study_rolling_mark_index(const TlStudyRolling *s)
{
  if (!s->valid)
    return -1;
  int lo = 0, hi = s->n - 1;
  while (hi - lo > 1) { /* t is increasing */
    const int mid = (lo + hi) / 2;
    if (s->t_ms[mid] <= s->mark_ms)
      lo = mid;
    else
      hi = mid;
  }
  return s->mark_ms - s->t_ms[lo] <= s->t_ms[hi] - s->mark_ms ? lo : hi;
}

/* ---- CSV ------------------------------------------------------------------------ */

void
tl_study_rolling_write_csv_header(FILE *out)
{
  fputs("t_ms,omega_rad_s,torque_nm,xi_m,state\n", out);
}

int
tl_study_rolling_write_csv_row(FILE *out, const TlRollingDemoSample *x)
{
  int finite = 1;
  tl_study_csv_number(out, x->t / TL_UNIT_MS, 1, &finite);
  tl_study_csv_number(out, x->omega, 0, &finite);
  tl_study_csv_number(out, x->torque, 0, &finite);
  tl_study_csv_number(out, x->xi, 0, &finite);
  fprintf(out, ",%d\n", (int)x->state);
  return finite;
}

TlStatus
tl_study_rolling_write_csv(FILE *out, const TlStudyRolling *s, TlError *err)
{
  if (!s->valid)
    return tl_error_set(err, TL_EINVAL, "no valid rolling case to write");
  TlStudyRolling run;
  tl_study_rolling_init(&run);
  TlStatus st = tl_study_rolling_setup(&run, &s->spec, err);
  if (st != TL_OK)
    return st;
  tl_study_rolling_write_csv_header(out);
  int finite = tl_study_rolling_write_csv_row(out, &run.demo.now);
  TlRollingDemoSample x;
  while (tl_study_rolling_advance(&run, 1, &x) == 1)
    finite &= tl_study_rolling_write_csv_row(out, &x);
  tl_study_rolling_clear(&run);
  return tl_study_csv_finite(finite, err);
}

static void
key_value(FILE *out, const char *key, double value, int *finite)
{
  fprintf(out, "%s=", key);
  tl_study_csv_number(out, value, 1, finite);
  fputc('\n', out);
}

TlStatus
tl_study_rolling_write_summary(FILE *out, const TlStudyRolling *s, TlError *err)
{
  if (!s->valid)
    return tl_error_set(err, TL_EINVAL, "no valid rolling case to summarise");
  const TlRollingDemoSummary *m = &s->summary;
  int finite = 1;
  fprintf(out, "steps=%ld\n", s->pred.n_steps);
  key_value(out, "duration_ms", m->last.t / TL_UNIT_MS, &finite);
  /* nan by contract when the spin has not stopped within the run */
  fprintf(out, "stop_time_ms=");
  if (isnan(m->stop_time))
    fputs("nan", out);
  else
    tl_study_csv_number(out, m->stop_time / TL_UNIT_MS, 1, &finite);
  fputc('\n', out);
  key_value(out, "xi_max_um", m->xi_max / TL_UNIT_UM, &finite);
  key_value(out, "omega_final_rad_s", m->last.omega, &finite);
  key_value(out, "angle_final_mrad", m->last.angle / TL_UNIT_MRAD, &finite);
  key_value(out, "predicted_stop_time_slide_ms", s->pred.stop_time / TL_UNIT_MS, &finite);
  key_value(out, "predicted_stop_time_ms", s->pred.stop_time_elastic / TL_UNIT_MS, &finite);
  return tl_study_csv_finite(finite, err);
}

/* ---- replay ----------------------------------------------------------------------- */

TlStatus
tl_study_rolling_replay(const char *path, const TlRollingParams *model, double radius_i,
                        double radius_j, double dt, TlRollingReplayOutput **out, size_t *n,
                        TlError *err)
{
  TlRollingReplay rep;
  TlStatus st = tl_rolling_replay_load(path, &rep, err);
  if (st != TL_OK)
    return st;
  TlRollingReplayOutput *res = malloc((rep.n ? rep.n : 1) * sizeof *res);
  if (!res)
    st = tl_error_set(err, TL_ENOMEM, "out of memory for %zu rows", rep.n);
  else if ((st = tl_rolling_replay_run(&rep, model, radius_i, radius_j, dt, res, err)) != TL_OK)
    free(res);
  else {
    *out = res;
    *n = rep.n;
  }
  tl_rolling_replay_free(&rep);
  return st;
}

static void
write_vector(FILE *out, const double v[3], int *finite)
{
  for (int a = 0; a < 3; a++)
    tl_study_csv_number(out, v[a] + 0.0, 0, finite); /* + 0.0: no "-0" in the CSV */
}

TlStatus
tl_study_rolling_write_replay_csv(FILE *out, const TlRollingReplayOutput *res, size_t n,
                                  TlError *err)
{
  int finite = 1;
  fputs("t,fx,fy,fz,tix,tiy,tiz,tjx,tjy,tjz\n", out);
  for (size_t k = 0; k < n; k++) {
    tl_study_csv_number(out, res[k].t, 1, &finite);
    write_vector(out, res[k].force, &finite);
    write_vector(out, res[k].torque_i, &finite);
    write_vector(out, res[k].torque_j, &finite);
    fputc('\n', out);
  }
  return tl_study_csv_finite(finite, err);
}

/* ---- the work estimate ---------------------------------------------------- */

double
tl_study_rolling_estimate(const TlRollingDemoParams *spec, TlStudyWork *work)
{
  TlRollingDemoPrediction pred;
  *work = (TlStudyWork){ 0 };
  if (tl_rolling_demo_predict(spec, &pred, NULL) != TL_OK)
    return 0.0;
  work->seconds = (double)pred.n_steps * TL_STUDY_ROLLING_COST_STEP;
  snprintf(work->what, sizeof work->what, "%ld steps", pred.n_steps);
  return work->seconds;
}
