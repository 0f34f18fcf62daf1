/* test-transient.c — the run driver and recorder behind every transient
 * model: the time convention, the model interface, the record. */
#include <string.h>

#include "tl-test-brush.h"
#include "tl-test-util.h"
#include "tribo/brush.h"
#include "tribo/transient.h"

/* A probe model: remembers every call.  Its "traction" is Tx = 1000·cx of
 * the last step (so f = cx·1000/F_N) and its stick fraction the step count. */
typedef struct {
  TlTraction tr;
  TlGrid grid;
  int resets, steps;
  TlTransientInit init;
  double reset_cx, last_dt, last_cx, last_cy, last_spin;
} Probe;

static TlStatus
probe_reset(void *self, TlTransientInit init, double cx, double cy, double spin, TlError *err)
{
  Probe *p = self;
  (void)err;
  p->resets++;
  p->init = init;
  p->reset_cx = cx;
  p->steps = 0;
  p->tr.fx = init == TL_INIT_STEADY ? 1000.0 * cx : 0.0;
  (void)cy;
  (void)spin;
  return TL_OK;
}

static TlStatus
probe_step(void *self, double dt, double cx, double cy, double spin, TlError *err)
{
  Probe *p = self;
  if (cx > 1.0)
    return tl_error_set(err, TL_ERANGE, "probe refuses cx %g", cx);
  if (cx < -1.0) { /* a model that loses its numbers */
    p->tr.fx = NAN;
    return TL_OK;
  }
  p->steps++;
  p->last_dt = dt;
  p->last_cx = cx;
  p->last_cy = cy;
  p->last_spin = spin;
  p->tr.fx = 1000.0 * cx;
  p->tr.stick_fraction = p->steps;
  return TL_OK;
}

static const TlTraction *
probe_traction(const void *self)
{
  return &((const Probe *)self)->tr;
}

static const TlGrid *
probe_grid(const void *self)
{
  return &((const Probe *)self)->grid;
}

static void
probe_info(const void *self, TlTransientInfo *out)
{
  (void)self;
  out->mu = 0.5;
  out->normal_load = 2000.0;
  out->natural_step = 1e-3;
  out->transit_time = 0.0;
}

static const TlTransientModelClass probe_class = {
  "probe", probe_reset, probe_step, probe_traction, probe_grid, probe_info,
};

/* Row k sits at t_k = k·dt; row 0 is the reset state for c(0); the step
 * that ends at t_k receives c(t_k) and dt; row k reports the state after it. */
static void
test_time_convention(void)
{
  g_test_summary("Rows at k dt, c(t_k) applied in the step ending at t_k, row 0 = reset");
  Probe probe = { 0 };
  TlTransientModel m = { &probe_class, &probe };
  TlWaveform w = tl_waveform_default(TL_WAVE_SINE);
  w.mean = 0.002;
  w.amplitude = 0.001;
  w.freq = 7.0;
  TlRun run = { 0 };
  const double dt = 0.317e-3;
  g_assert_cmpint(tl_run_init(&run, m, &w, -0.0011, 0.37, dt, NULL), ==, TL_OK);
  g_assert_cmpint(tl_run_start(&run, TL_INIT_STEADY, NULL), ==, TL_OK);
  g_assert_cmpint(probe.resets, ==, 1);
  g_assert_cmpint(probe.init, ==, TL_INIT_STEADY);
  g_assert_cmpfloat(probe.reset_cx, ==, 0.002); /* c(0) */
  g_assert_cmpint(run.rec.n, ==, 1);
  g_assert_cmpfloat(run.rec.t[0], ==, 0.0);
  g_assert_cmpfloat_with_epsilon(run.rec.f[0], 1000.0 * 0.002 / 2000.0, 1e-15);

  for (int k = 1; k <= 40; k++) {
    g_assert_cmpint(tl_run_advance(&run, 1, NULL), ==, TL_OK);
    const double tk = k * dt, ck = 0.002 + 0.001 * sin(2 * M_PI * 7.0 * tk);
    g_assert_cmpfloat(probe.last_dt, ==, dt);
    g_assert_cmpfloat_with_epsilon(probe.last_cx, ck, 1e-17);
    g_assert_cmpfloat(probe.last_cy, ==, -0.0011);
    g_assert_cmpfloat(probe.last_spin, ==, 0.37);
    g_assert_cmpint(run.rec.n, ==, k + 1);
    g_assert_cmpfloat_with_epsilon(run.rec.t[k], tk, 1e-18);
    g_assert_cmpfloat_with_epsilon(run.rec.cx[k], ck, 1e-17);
    g_assert_cmpfloat_with_epsilon(run.rec.f[k], ck / 2.0, 1e-17);
    g_assert_cmpfloat(run.rec.stick[k], ==, k);
  }
  /* advance_to rounds up to whole steps: 50.2 steps of travel → row 51 */
  g_assert_cmpint(tl_run_advance_to(&run, 50.2 * dt, NULL), ==, TL_OK);
  g_assert_cmpint(run.k, ==, 51);
  g_assert_cmpfloat_with_epsilon(tl_run_time(&run), 51 * dt, 1e-18);
  g_assert_cmpint(tl_run_advance_to(&run, 10 * dt, NULL), ==, TL_OK); /* nothing to do */
  g_assert_cmpint(run.k, ==, 51);

  /* restart: rows dropped, time from zero */
  g_assert_cmpint(tl_run_start(&run, TL_INIT_ZERO, NULL), ==, TL_OK);
  g_assert_cmpint(run.rec.n, ==, 1);
  g_assert_cmpfloat(run.rec.f[0], ==, 0.0);
  tl_run_clear(&run);
}

/* The record grows past its first capacity, and with max_rows it keeps the
 * newest rows only (times stay absolute). */
static void
test_record_growth_and_window(void)
{
  g_test_summary("Rows grow geometrically; max_rows keeps the newest");
  Probe probe = { 0 };
  TlTransientModel m = { &probe_class, &probe };
  TlWaveform w = tl_waveform_default(TL_WAVE_CONSTANT);
  TlRun run = { 0 };
  g_assert_cmpint(tl_run_init(&run, m, &w, 0, 0, 1e-4, NULL), ==, TL_OK);
  g_assert_cmpint(tl_run_start(&run, TL_INIT_ZERO, NULL), ==, TL_OK);
  g_assert_cmpint(tl_run_advance(&run, 1000, NULL), ==, TL_OK);
  g_assert_cmpint(run.rec.n, ==, 1001);
  g_assert_cmpint(run.rec.capacity, >=, 1001);
  g_assert_cmpfloat_with_epsilon(run.rec.t[1000], 0.1, 1e-15);

  run.max_rows = 100;
  g_assert_cmpint(tl_run_advance(&run, 537, NULL), ==, TL_OK);
  g_assert_cmpint(run.rec.n, <=, 100);
  g_assert_cmpint(run.rec.n, >=, 50);
  g_assert_cmpfloat_with_epsilon(run.rec.t[run.rec.n - 1], 1537e-4, 1e-15);
  for (int k = 1; k < run.rec.n; k++)
    g_assert_cmpfloat_with_epsilon(run.rec.t[k] - run.rec.t[k - 1], 1e-4, 1e-15);
  run.max_rows = 3;
  g_assert_cmpint(tl_run_advance(&run, 1, NULL), ==, TL_EINVAL);
  tl_run_clear(&run);
}

static void
test_errors(void)
{
  g_test_summary("Bad runs are refused; a model's error is passed on");
  Probe probe = { 0 };
  TlTransientModel m = { &probe_class, &probe };
  TlWaveform w = tl_waveform_default(TL_WAVE_SINE);
  TlRun run = { 0 };
  TlError err;
  g_assert_cmpint(tl_run_init(&run, m, &w, 0, 0, 0.0, &err), ==, TL_EINVAL);
  g_assert_cmpint(tl_run_init(&run, m, &w, NAN, 0, 1e-3, &err), ==, TL_EINVAL);
  TlTransientModel none = { NULL, &probe };
  g_assert_cmpint(tl_run_init(&run, none, &w, 0, 0, 1e-3, &err), ==, TL_EINVAL);
  w.freq = -1.0;
  g_assert_cmpint(tl_run_init(&run, m, &w, 0, 0, 1e-3, &err), ==, TL_EINVAL);
  w = tl_waveform_default(TL_WAVE_CONSTANT);
  g_assert_cmpint(tl_run_init(&run, m, &w, 0, 0, 1e-3, NULL), ==, TL_OK);
  g_assert_cmpint(tl_run_advance(&run, 1, &err), ==, TL_EINVAL); /* not started */
  g_assert_nonnull(strstr(err.message, "not started"));
  g_assert_cmpint(tl_run_start(&run, TL_INIT_ZERO, NULL), ==, TL_OK);
  run.cx_wave.value = 2.0; /* the probe refuses */
  g_assert_cmpint(tl_run_advance(&run, 3, &err), ==, TL_ERANGE);
  g_assert_nonnull(strstr(err.message, "probe refuses"));
  g_assert_cmpint(run.rec.n, ==, 1);
  run.cx_wave.value = -2.0; /* the probe's traction turns NaN: an error, not a row */
  g_assert_cmpint(tl_run_advance(&run, 3, &err), ==, TL_ENUMERIC);
  g_assert_nonnull(strstr(err.message, "not a finite number"));
  g_assert_cmpint(run.rec.n, ==, 1);
  TlTransientInit init;
  g_assert_cmpint(tl_transient_init_from_name("steady", &init, NULL), ==, TL_OK);
  g_assert_cmpint(init, ==, TL_INIT_STEADY);
  g_assert_cmpint(tl_transient_init_from_name("hot", &init, &err), ==, TL_EINVAL);
  tl_run_clear(&run);
}

/* The thesis case through the brush: sine C0 = Cp = 0.005, 10 Hz, 3
 * periods, μ = 1, 40 × 40 at C = 1 gives 702 rows (Δt = 2a/(40V) =
 * 0.428 ms, ⌈300/0.428⌉ = 701 steps); the delay lies between the quasi-static
 * 0 and the no-slip 5.02 ms, the loop area is negative (f lags) and f stays
 * below μ.  With the steady initial state the rows after the first transit
 * are the same as from rest (the contact forgets everything older than one
 * transit at C = 1). */
static void
test_thesis_case(void)
{
  g_test_summary("Thesis case: 702 rows, a delay and a loop; the start is forgotten after a transit");
  TlContactParams p = tl_test_contact(40, 1.0);
  TlBrush *b = tl_brush_alloc(&p, NULL), *b2 = tl_brush_alloc(&p, NULL);
  g_assert_nonnull(b);
  TlWaveform w = tl_waveform_default(TL_WAVE_SINE);
  TlRun run = { 0 }, run2 = { 0 };
  const double dt = tl_brush_unit_step(b);
  tl_assert_rel(dt, 2 * 8.56e-3 / 40, 1e-14);
  tl_test_brush_run(&run, b, &w, TL_INIT_ZERO, 0.3);
  g_assert_cmpint(run.rec.n, ==, 702);
  TlPeriodicAnalysis an;
  g_assert_cmpint(tl_run_analyse(&run, 10.0, &an, NULL), ==, TL_OK);
  g_assert_cmpint(an.saturated, ==, 0);
  g_assert_cmpfloat(an.delay, >, 0.0);
  g_assert_cmpfloat(an.delay, <, 5.02e-3);
  g_assert_cmpfloat(an.loop_area, <, 0.0);
  g_assert_cmpfloat(an.f_max, <, 1.0);
  g_assert_cmpfloat(an.f_min, >, 0.0);

  tl_test_brush_run(&run2, b2, &w, TL_INIT_STEADY, 0.3);
  for (int k = 40; k < 702; k++)
    g_assert_cmpfloat_with_epsilon(run2.rec.f[k], run.rec.f[k], 1e-12);
  g_assert_cmpfloat(fabs(run2.rec.f[5] - run.rec.f[5]), >, 1e-3);
  tl_run_clear(&run);
  tl_run_clear(&run2);
  tl_brush_free(b);
  tl_brush_free(b2);
}

/* μ = 0.4 with cx up to 0.01 > the full-slip creepage 0.0089: f sits on the
 * bound at its peak and the delay is reported as undefined. */
static void
test_saturated_run(void)
{
  g_test_summary("A run into full slip reports a saturated, undefined delay");
  TlBrush *b = tl_test_brush_open(30, 0.4, TL_BOUND_PARABOLIC);
  TlWaveform w = tl_waveform_default(TL_WAVE_SINE);
  w.mean = 0.02;
  TlRun run = { 0 };
  tl_test_brush_run(&run, b, &w, TL_INIT_ZERO, 0.25);
  TlPeriodicAnalysis an;
  g_assert_cmpint(tl_run_analyse(&run, 10.0, &an, NULL), ==, TL_OK);
  g_assert_cmpint(an.saturated, ==, 1);
  g_assert_true(isnan(an.delay));
  tl_assert_rel(an.f_max, 0.4 * tl_brush_traction(b)->load / 1e5, 1e-12);
  tl_run_clear(&run);
  tl_brush_free(b);
}

/* A what-if change mid-run (μ 1 → 0.01 at 10 Hz): the last row is recorded
 * again from the state the model holds now (the tractions projected on the
 * new bound: f ≤ μ·Σp_nΔA/F_N), and the analysis never reports the rows run
 * at μ = 1 — first "measuring", then the new case's figures, whose f stays
 * on the new bound (before the change f reached about 0.88). */
static void
test_change_mid_run(void)
{
  g_test_summary("A change of case mid-run: the last row is the new state, old rows not analysed");
  TlContactParams p = tl_test_contact(30, 1.0);
  TlBrush *b = tl_brush_alloc(&p, NULL);
  TlWaveform w = tl_waveform_default(TL_WAVE_SINE);
  w.mean = 0.004;
  w.amplitude = 0.004;
  TlRun run = { 0 };
  tl_test_brush_run(&run, b, &w, TL_INIT_ZERO, 0.33);
  TlPeriodicAnalysis an;
  TlAnalysisParams ap = tl_run_analysis_params(&run, 10.0);
  ap.latest = 1;
  const TlRecord *r = &run.rec;
  g_assert_cmpint(tl_analyse_periodic(r->t, r->cx, r->f, r->stick, r->n, &ap, &an, NULL), ==,
                  TL_OK);
  g_assert_true(isfinite(an.delay));
  const double f_old = an.f_max;
  g_assert_cmpfloat(f_old, >, 0.3);

  p.mu = 0.01;
  g_assert_cmpint(tl_brush_set_params(b, &p, NULL), ==, TL_OK);
  const double t_change = tl_run_time(&run);
  g_assert_cmpint(tl_run_mark_change(&run, NULL), ==, TL_OK);
  g_assert_cmpfloat(run.t_case, ==, t_change);
  g_assert_cmpint(run.n_marks, ==, 1);
  const TlTraction *tr = tl_brush_traction(b);
  g_assert_cmpfloat(r->f[r->n - 1], ==, tr->fx / p.hertz.normal_load);
  g_assert_cmpfloat(r->stick[r->n - 1], ==, tr->stick_fraction);
  const double bound = 0.01 * tr->load / p.hertz.normal_load;
  g_assert_cmpfloat(fabs(r->f[r->n - 1]), <=, bound * (1.0 + 1e-12));
  g_assert_cmpint(tl_run_case_of(&run, t_change - 1e-6), ==, 0);
  g_assert_cmpint(tl_run_case_of(&run, t_change), ==, 1);
  /* a second mark at the same instant is the same break */
  g_assert_cmpint(tl_run_mark_change(&run, NULL), ==, TL_OK);
  g_assert_cmpint(run.n_marks, ==, 1);

  ap = tl_run_analysis_params(&run, 10.0);
  ap.latest = 1;
  g_assert_cmpfloat(ap.t_from, ==, t_change);
  g_assert_cmpint(tl_analyse_periodic(r->t, r->cx, r->f, r->stick, r->n, &ap, &an, NULL), ==,
                  TL_OK);
  g_assert_true(isnan(an.f_max));
  g_assert_true(isnan(an.delay));
  g_assert_cmpint(an.saturated, ==, 0);
  g_assert_nonnull(strstr(an.note, "measuring: 0 % of a period recorded at 10 Hz"));
  /* the first whole period after the change and its transit: [0.4, 0.5] s,
   * certain at 0.55 s; at μ = 0.01 the traction saturates at its peak */
  g_assert_cmpint(tl_run_advance_to(&run, 0.56, NULL), ==, TL_OK);
  g_assert_cmpint(tl_analyse_periodic(r->t, r->cx, r->f, r->stick, r->n, &ap, &an, NULL), ==,
                  TL_OK);
  g_assert_cmpfloat_with_epsilon(an.t0, 0.4, 1e-9);
  g_assert_cmpint(an.saturated, ==, 1);
  g_assert_cmpfloat(an.f_max, <=, bound * (1.0 + 1e-9));
  /* a restart forgets the marks */
  g_assert_cmpint(tl_run_start(&run, TL_INIT_ZERO, NULL), ==, TL_OK);
  g_assert_cmpint(run.n_marks, ==, 0);
  g_assert_cmpfloat(run.t_case, ==, 0.0);
  tl_run_clear(&run);
  g_assert_cmpint(tl_run_mark_change(&run, NULL), ==, TL_EINVAL);
  tl_brush_free(b);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/transient/time-convention", test_time_convention);
  g_test_add_func("/transient/record", test_record_growth_and_window);
  g_test_add_func("/transient/errors", test_errors);
  g_test_add_func("/transient/thesis-case", test_thesis_case);
  g_test_add_func("/transient/saturated", test_saturated_run);
  g_test_add_func("/transient/change-mid-run", test_change_mid_run);
  return g_test_run();
}
