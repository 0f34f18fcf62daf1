/* study-stickslip.c — the Stick-slip view's pipeline. */
#include "study-stickslip.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "study-csv.h"
#include "tribo/friction.h"

/* Points drawn per series: long runs are reduced to the minimum and maximum
 * of each bucket, which keeps every spike of a bad explicit step visible. */
#define DRAW_BUCKETS 3000
#define DRAW_POINTS (2 * DRAW_BUCKETS) /* the most any drawn trace holds */

void
tl_study_stickslip_init(TlStudyStickSlip *s)
{
  memset(s, 0, sizeof *s);
  s->run_time = NAN;
}

void
tl_study_stickslip_clear(TlStudyStickSlip *s)
{
  tl_stickslip_run_free(&s->run);
  free(s->draw_buf);
  tl_study_stickslip_init(s);
}

void
tl_study_stickslip_set_max_steps(TlStudyStickSlip *s, long max_steps)
{
  s->max_steps = max_steps;
}

void
tl_study_stickslip_set_run_time(TlStudyStickSlip *s, double seconds)
{
  s->run_time = seconds;
}

unsigned
tl_study_stickslip_check(const TlStickSlipParams *spec, double *stiffness, double *dt_limit,
                         double *dt_suggested)
{
  return tl_stickslip_check_step(spec, stiffness, dt_limit, dt_suggested);
}

/* ---- the reduced run ------------------------------------------------------------- */

typedef double (*Field)(const TlStickSlipSample *s);
static double field_v(const TlStickSlipSample *s) { return s->v; }
static double field_spring(const TlStickSlipSample *s) { return s->spring; }
static double field_friction(const TlStickSlipSample *s) { return s->friction; }

/* Series y(t) reduced to min/max per bucket, in time order; returns the count. */
static int
reduce_series(const TlStickSlipRun *r, Field y, double *xs, double *ys)
{
  const size_t n = r->n;
  if (n <= DRAW_POINTS) {
    for (size_t i = 0; i < n; i++) {
      xs[i] = r->samples[i].t;
      ys[i] = y(&r->samples[i]);
    }
    return (int)n;
  }
  int m = 0;
  for (size_t b = 0; b < DRAW_BUCKETS; b++) {
    const size_t i0 = b * n / DRAW_BUCKETS, i1 = (b + 1) * n / DRAW_BUCKETS;
    size_t imin = i0, imax = i0;
    for (size_t i = i0; i < i1; i++) {
      if (y(&r->samples[i]) < y(&r->samples[imin]))
        imin = i;
      if (y(&r->samples[i]) > y(&r->samples[imax]))
        imax = i;
    }
    const size_t a = imin < imax ? imin : imax, c = imin < imax ? imax : imin;
    xs[m] = r->samples[a].t;
    ys[m++] = y(&r->samples[a]);
    xs[m] = r->samples[c].t;
    ys[m++] = y(&r->samples[c]);
  }
  return m;
}

/* Spring force, velocity and friction of every stride-th sample; returns the count. */
static int
sample_every(const TlStickSlipRun *r, double *spring, double *v, double *friction)
{
  const size_t stride = r->n > DRAW_POINTS ? (r->n + DRAW_POINTS - 1) / DRAW_POINTS : 1;
  int m = 0;
  for (size_t i = 0; i < r->n; i += stride, m++) {
    spring[m] = r->samples[i].spring;
    v[m] = r->samples[i].v;
    friction[m] = r->samples[i].friction;
  }
  return m;
}

/* The stick phases as (start, end) time pairs into `out` (NULL: only count). */
static int
stick_phases(const TlStickSlipRun *r, double *out)
{
  int m = 0;
  size_t i = 0;
  while (i < r->n) {
    if (r->samples[i].phase != TL_PHASE_STICK) {
      i++;
      continue;
    }
    const size_t start = i;
    while (i < r->n && r->samples[i].phase == TL_PHASE_STICK)
      i++;
    if (out) {
      out[2 * m] = r->samples[start].t;
      out[2 * m + 1] = r->samples[i - 1].t;
    }
    m++;
  }
  return m;
}

static TlStudyStickSlipTrace
reduced_trace(const TlStickSlipRun *r, Field y, double *xs, double *ys)
{
  return (TlStudyStickSlipTrace){ reduce_series(r, y, xs, ys), xs, ys };
}

/* Reduce s->run to what a figure draws (into a new draw_buf). */
static int
build_traces(TlStudyStickSlip *s)
{
  const TlStickSlipRun *r = &s->run;
  const size_t cap = r->n < DRAW_POINTS ? r->n : DRAW_POINTS; /* the longest trace */
  const int n_sticks = stick_phases(r, NULL);
  double *buf = malloc(sizeof(double) * (9 * cap + 2 * (size_t)n_sticks + 1));
  if (!buf)
    return 0;
  s->draw_buf = buf;
  s->spring = reduced_trace(r, field_spring, buf, buf + cap);
  s->friction = reduced_trace(r, field_friction, buf + 2 * cap, buf + 3 * cap);
  s->velocity = reduced_trace(r, field_v, buf + 4 * cap, buf + 5 * cap);
  double *spring = buf + 6 * cap, *v = buf + 7 * cap, *friction = buf + 8 * cap;
  const int m = sample_every(r, spring, v, friction);
  s->phase = (TlStudyStickSlipTrace){ m, spring, v };
  s->dynamic = (TlStudyStickSlipTrace){ m, v, friction };
  s->n_sticks = stick_phases(r, buf + 9 * cap);
  s->sticks = buf + 9 * cap;
  return 1;
}

TlStatus
tl_study_stickslip_update(TlStudyStickSlip *s, const TlStickSlipParams *spec,
                          const TlStudyControl *ctl, TlError *err)
{
  TlStickSlip *ss = tl_stickslip_alloc(spec, err);
  if (!ss)
    return err ? err->status : TL_EINVAL;
  if (s->max_steps > 0)
    tl_stickslip_set_max_steps(ss, s->max_steps);
  TlStickSlipRun run;
  tl_stickslip_set_cancel(ss, ctl ? ctl->cancel : NULL);
  const TlStatus st = tl_stickslip_run(ss, &run, err);
  tl_stickslip_free(ss);
  if (st != TL_OK)
    return st;
  TlStudyStickSlip next;
  tl_study_stickslip_init(&next);
  next.spec = *spec;
  next.run = run;
  next.max_steps = s->max_steps;
  if (!build_traces(&next)) {
    tl_stickslip_run_free(&next.run);
    return tl_error_set(err, TL_ENOMEM, "out of memory for the stick-slip figure");
  }
  double vlo = 0.0, vhi = 0.0;
  for (size_t i = 0; i < run.n; i++) {
    vlo = fmin(vlo, run.samples[i].v);
    vhi = fmax(vhi, run.samples[i].v);
  }
  const double pad = 0.05 * fmax(vhi - vlo, 1e-6);
  for (int i = 0; i < TL_STUDY_STICKSLIP_STEADY_POINTS; i++) {
    /* an even count: no sample on the jump at v = 0 */
    const double v =
      vlo - pad + (vhi - vlo + 2 * pad) * i / (TL_STUDY_STICKSLIP_STEADY_POINTS - 1);
    next.steady_v[i] = v;
    next.steady_f[i] = tl_friction_steady(&spec->friction, v, 0.0);
  }
  next.valid = 1;
  tl_study_stickslip_clear(s);
  *s = next;
  tl_study_progress(ctl, 1.0);
  return TL_OK;
}

/* ---- CSV and summary ---------------------------------------------------------------- */

TlStatus
tl_study_stickslip_write_csv(FILE *out, const TlStudyStickSlip *s, TlError *err)
{
  if (!s->valid)
    return tl_error_set(err, TL_EINVAL, "no stick-slip run to write");
  int finite = 1;
  fputs("t_s,x_m,v_m_s,force_n,spring_n,phase\n", out);
  for (size_t i = 0; i < s->run.n; i++) {
    const TlStickSlipSample *x = &s->run.samples[i];
    tl_study_csv_number(out, x->t, 1, &finite);
    tl_study_csv_number(out, x->x, 0, &finite);
    tl_study_csv_number(out, x->v, 0, &finite);
    tl_study_csv_number(out, x->friction, 0, &finite);
    tl_study_csv_number(out, x->spring, 0, &finite);
    fprintf(out, ",%d\n", (int)x->phase);
  }
  return tl_study_csv_finite(finite, err);
}

TlStatus
tl_study_stickslip_write_summary(FILE *out, const TlStudyStickSlip *s, TlError *err)
{
  if (!s->valid)
    return tl_error_set(err, TL_EINVAL, "no stick-slip run to summarise");
  const TlStickSlipParams *p = &s->spec;
  const TlStickSlipSummary *m = &s->run.summary;
  char terms[96], warnings[96];
  tl_friction_terms_string(p->friction.terms, terms, sizeof terms);
  tl_stickslip_warnings_string(m->warnings, warnings, sizeof warnings);
  fprintf(out, "law=%s\n", terms);
  fprintf(out, "integrator=%s\n", tl_integrator_name(p->integrator));
  fprintf(out, "dt_s=%.10g\n", p->dt);
  fprintf(out, "duration_s=%.10g\n", p->duration);
  fprintf(out, "rel_tol=%.10g\n", p->rel_tol);
  fprintf(out, "abs_tol=%.10g\n", p->abs_tol);
  fprintf(out, "steps=%ld\n", m->steps);
  fprintf(out, "failed_steps=%ld\n", m->failed_steps);
  fprintf(out, "rhs_evals=%ld\n", m->rhs_evals);
  fprintf(out, "jac_evals=%ld\n", m->jac_evals);
  fprintf(out, "run_time_s=%.6g\n", s->run_time);
  fprintf(out, "period_s=%.10g\n", m->period);
  fprintf(out, "cycles=%d\n", m->slip_onsets > 1 ? m->slip_onsets - 1 : 0);
  fprintf(out, "slip_onsets=%d\n", m->slip_onsets);
  fprintf(out, "stick_onsets=%d\n", m->stick_onsets);
  fprintf(out, "first_slip_s=%.10g\n", m->first_slip);
  fprintf(out, "peak_spring_force_n=%.10g\n", m->peak_spring);
  fprintf(out, "peak_friction_n=%.10g\n", m->peak_friction);
  fprintf(out, "stick_fraction=%.6g\n", m->t > 0 ? m->stick_time / m->t : 0.0);
  fprintf(out, "stiffness_per_s=%.6g\n", m->stiffness);
  fprintf(out, "rk4_dt_limit_s=%.6g\n", m->dt_limit);
  fprintf(out, "rk4_dt_suggested_s=%.6g\n", m->dt_suggested);
  fprintf(out, "error_steps=%ld\n", m->error_steps);
  fprintf(out, "warnings=%s\n", warnings);
  return TL_OK;
}
