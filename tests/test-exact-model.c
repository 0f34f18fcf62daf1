/* test-exact-model.c — the exact solver as a transient model: a TlRun with
 * tl_exact_model() reproduces direct tl_exact_step calls row by row under the
 * shared time convention, refuses a step other than Δx/V, reports its
 * natural step and transit time, and keeps running through what-if changes
 * (μ; a new load, whose Δx/V differs; a new grid). */
#include <string.h>

#include "tl-test-exact.h"
#include "tl-test-util.h"
#include "tribo/brush.h"
#include "tribo/exact.h"
#include "tribo/transient.h"

/* The thesis sine, C₀ = C_p = 0.005 at frequency F. */
static TlWaveform
thesis_sine(double freq)
{
  TlWaveform w = tl_waveform_default(TL_WAVE_SINE);
  w.mean = 0.005;
  w.amplitude = 0.005;
  w.freq = freq;
  return w;
}

/* Two workspaces of the same case: one driven by the run, one by hand with
 * the convention of transient.h (row 0 the initial state for c(0); the step
 * ending at t_k applies c(t_k); row k the state after it).  The same calls in
 * the same order are the same arithmetic: rows must agree to the last bit. */
static void
test_run_reproduces_steps(gconstpointer data)
{
  const TlTransientInit init = *(const TlTransientInit *)data;
  g_test_summary("A TlRun of tl_exact_model reproduces direct tl_exact_step calls row by row");
  const TlContactParams p = tl_test_contact(18, 0.385);
  TlExact *a = tl_test_exact_alloc(&p), *b = tl_test_exact_alloc(&p);
  const TlWaveform wave = thesis_sine(23.85);
  const double dt = tl_exact_time_step(a);
  TlRun run = { 0 };
  TlError err;
  g_assert_cmpint(tl_run_init(&run, tl_exact_model(a), &wave, 0.0, 0.0, dt, &err), ==, TL_OK);
  g_assert_cmpint(tl_run_start(&run, init, &err), ==, TL_OK);
  const int steps = 60;
  g_assert_cmpint(tl_run_advance(&run, steps, &err), ==, TL_OK);
  g_assert_cmpint(run.rec.n, ==, steps + 1);

  TlTraction t = tl_test_traction(&p);
  g_assert_cmpint(tl_exact_reset(b, init, tl_waveform_eval(&wave, 0.0), 0, 0, &t, NULL, NULL), ==,
                  TL_OK);
  const double load = tl_exact_basics(b)->hertz.normal_load;
  for (int k = 0; k <= steps; k++) {
    const double tk = k * dt, ck = tl_waveform_eval(&wave, tk);
    if (k > 0)
      g_assert_cmpint(tl_exact_step(b, ck, 0, 0, &t, NULL, NULL), ==, TL_OK);
    g_assert_cmpfloat(run.rec.t[k], ==, tk);
    g_assert_cmpfloat(run.rec.cx[k], ==, ck);
    g_assert_cmpfloat(run.rec.f[k], ==, t.fx / load);
    g_assert_cmpfloat(run.rec.stick[k], ==, t.stick_fraction);
  }
  /* the model's traction is the direct one, cell by cell */
  const TlTraction *m = run.model.klass->traction(run.model.self);
  g_assert_cmpmem(m->tx, sizeof(double) * p.mx * p.my, t.tx, sizeof(double) * p.mx * p.my);
  g_assert_cmpmem(m->state, (gsize)p.mx * p.my, t.state, (gsize)p.mx * p.my);
  if (init == TL_INIT_ZERO)
    g_assert_cmpfloat(run.rec.f[0], ==, 0.0);
  else
    g_assert_cmpfloat(run.rec.f[0], >, 0.1); /* steady rolling at c(0) = 0.005 */
  /* work is reported: steps since the reset, iterations */
  g_assert_cmpint(tl_exact_total_stats(a)->steps, >=, steps);
  g_assert_cmpint(tl_exact_last_stats(a)->newton, >=, 1);
  tl_traction_free(&t);
  tl_run_clear(&run);
  tl_exact_free(a);
  tl_exact_free(b);
}

static void
test_info(void)
{
  g_test_summary("info: natural step dx/V, transit time 2a/V, mu and F_N of the case");
  TlContactParams p = tl_test_contact(20, 0.6);
  p.speed = 2.385;
  TlExact *w = tl_test_exact_alloc(&p);
  const TlTransientModel m = tl_exact_model(w);
  TlTransientInfo info;
  m.klass->info(m.self, &info);
  const TlHertzResult *h = &tl_exact_basics(w)->hertz;
  g_assert_cmpstr(m.klass->name, ==, "exact");
  tl_assert_rel(info.natural_step, 2.0 * h->a / p.mx / p.speed, 1e-14);
  tl_assert_rel(info.transit_time, 2.0 * h->a / p.speed, 1e-14);
  g_assert_cmpfloat(info.mu, ==, 0.6);
  g_assert_cmpfloat(info.normal_load, ==, h->normal_load);
  g_assert_true(m.klass->grid(m.self) == tl_exact_grid(w));
  tl_exact_free(w);
}

/* Any dt but Δx/V is refused with a message that says why, and nothing
 * moves: neither the run nor the model's state. */
static void
test_refuses_other_step(void)
{
  g_test_summary("A run step other than dx/V is refused (TL_EINVAL) and changes nothing");
  const TlContactParams p = tl_test_contact(16, 0.4);
  TlExact *w = tl_test_exact_alloc(&p);
  const double natural = tl_exact_time_step(w);
  const TlWaveform wave = thesis_sine(10.0);
  const double courants[] = { 0.5, 1.0 + 1e-6, 2.0 };
  for (size_t i = 0; i < G_N_ELEMENTS(courants); i++) {
    TlRun run = { 0 };
    TlError err;
    g_assert_cmpint(tl_run_init(&run, tl_exact_model(w), &wave, 0, 0, courants[i] * natural, &err),
                    ==, TL_OK);
    g_assert_cmpint(tl_run_start(&run, TL_INIT_ZERO, &err), ==, TL_OK);
    g_assert_cmpint(tl_run_advance(&run, 3, &err), ==, TL_EINVAL);
    g_assert_nonnull(strstr(err.message, "one cell per step"));
    g_assert_nonnull(strstr(err.message, "natural step"));
    g_assert_cmpint(run.rec.n, ==, 1);
    g_assert_cmpint(run.k, ==, 0);
    g_assert_cmpfloat(tl_exact_current(w)->fx, ==, 0.0);
    tl_run_clear(&run);
  }
  /* within round-off of Δx/V is the natural step */
  TlRun run = { 0 };
  g_assert_cmpint(tl_run_init(&run, tl_exact_model(w), &wave, 0, 0, natural * (1 + 1e-13), NULL),
                  ==, TL_OK);
  g_assert_cmpint(tl_run_start(&run, TL_INIT_ZERO, NULL), ==, TL_OK);
  g_assert_cmpint(tl_run_advance(&run, 2, NULL), ==, TL_OK);
  tl_run_clear(&run);
  tl_exact_free(w);
}

/* What-if mid-run: μ changes in place; a new load rebuilds the workspace
 * (new a, so a new Δx/V), carries the traction over and the run continues
 * with the new spacing; every cell stays within μ p_n; a new grid size
 * starts from zero traction.  Failure leaves everything as it was. */
static void
test_what_if(void)
{
  g_test_summary("set_params: mu in place, a new load rebuilds and carries the state, time goes on");
  TlContactParams p = tl_test_contact(20, 0.5);
  TlExact *w = tl_test_exact_alloc(&p);
  const double dt0 = tl_exact_time_step(w);
  const TlWaveform wave = thesis_sine(20.0);
  TlRun run = { 0 };
  TlError err;
  g_assert_cmpint(tl_run_init(&run, tl_exact_model(w), &wave, 0, 0, dt0, &err), ==, TL_OK);
  g_assert_cmpint(tl_run_start(&run, TL_INIT_ZERO, &err), ==, TL_OK);
  g_assert_cmpint(tl_run_advance(&run, 40, &err), ==, TL_OK);

  /* μ only: same workspace, same step */
  const TlGrid *grid_before = tl_exact_grid(w);
  const double dx_before = grid_before->dx;
  p.mu = 0.45;
  g_assert_cmpint(tl_exact_set_params(w, &p, &err), ==, TL_OK);
  g_assert_cmpfloat(tl_exact_time_step(w), ==, dt0);
  g_assert_cmpint(tl_run_advance(&run, 5, &err), ==, TL_OK);

  /* a bad case changes nothing */
  TlContactParams bad = p;
  bad.speed = -1.0;
  const double f_before = tl_exact_current(w)->f;
  g_assert_cmpint(tl_exact_set_params(w, &bad, &err), ==, TL_EINVAL);
  g_assert_cmpfloat(tl_exact_current(w)->f, ==, f_before);
  g_assert_cmpfloat(tl_exact_grid(w)->dx, ==, dx_before);

  /* a larger load: a ∝ F^(1/3), Δx/V with it; the traction is carried over */
  p.hertz.normal_load = 138.5e3;
  const double t_before = tl_run_time(&run);
  g_assert_cmpint(tl_exact_set_params(w, &p, &err), ==, TL_OK);
  const double dt1 = tl_exact_time_step(w);
  tl_assert_rel(dt1 / dt0, cbrt(1.385), 1e-12);
  g_assert_cmpfloat(tl_exact_current(w)->fx, ==, tl_exact_current(w)->fx); /* defined */
  g_assert_cmpfloat(fabs(tl_exact_current(w)->fx), >, 0.0);
  /* the run refuses the old step until it is told the new one */
  g_assert_cmpint(tl_run_advance(&run, 1, &err), ==, TL_EINVAL);
  g_assert_cmpint(tl_run_set_step(&run, dt1, &err), ==, TL_OK);
  g_assert_cmpfloat(tl_run_time(&run), ==, t_before);
  g_assert_cmpint(tl_run_advance(&run, 30, &err), ==, TL_OK);
  tl_assert_rel(tl_run_time(&run), t_before + 30 * dt1, 1e-12);
  tl_assert_rel(run.rec.t[run.rec.n - 1] - run.rec.t[run.rec.n - 2], dt1, 1e-9);
  const TlTraction *t = tl_exact_current(w);
  const double mu = p.mu;
  for (int k = 0; k < p.mx * p.my; k++)
    g_assert_cmpfloat(hypot(t->tx[k], t->ty[k]), <=, mu * t->pn[k] * (1.0 + 1e-9) + 1e-9);
  const double t_end = tl_run_time(&run) + 0.0123;
  g_assert_cmpint(tl_run_advance_to(&run, t_end, &err), ==, TL_OK);
  g_assert_cmpfloat(tl_run_time(&run), >=, t_end - 1e-12);
  g_assert_cmpfloat(tl_run_time(&run), <, t_end + dt1);

  /* a new grid size: rebuilt at zero traction */
  p.mx = p.my = 14;
  g_assert_cmpint(tl_exact_set_params(w, &p, &err), ==, TL_OK);
  g_assert_cmpint(tl_exact_grid(w)->mx, ==, 14);
  g_assert_cmpfloat(tl_exact_current(w)->fx, ==, 0.0);
  g_assert_cmpint(tl_exact_current(w)->mx, ==, 14);
  tl_run_clear(&run);
  tl_exact_free(w);
}

/* The thesis comparison on a coarse grid (30 × 30), μ = 1, 10 Hz: both
 * models through the same run and analysis.  Both delays are defined (no
 * full slip) and the half-space's exceeds the brush's (the thesis at 10 Hz:
 * the UBA loop lies inside CONTACT's).  The upper bound only catches a lost peak:
 * the brush's no-slip delay is 5.02 ms (docs/theory.md §5 brush model), the half-space's
 * memory is longer (its far field reaches ahead of the leading edge), 6 ms
 * is above both by more than the grid's error. */
static void
test_delay_exact_exceeds_brush(void)
{
  g_test_summary("Same run and analysis for brush and exact: the exact delay exceeds the brush's");
  const TlContactParams p = tl_test_contact(30, 1.0);
  const TlWaveform wave = thesis_sine(10.0);
  TlExact *w = tl_test_exact_alloc(&p);
  TlError err;
  TlBrush *b = tl_brush_alloc(&p, &err);
  g_assert_nonnull(b);
  TlRun re = { 0 }, rb = { 0 };
  g_assert_cmpint(tl_run_init(&re, tl_exact_model(w), &wave, 0, 0, tl_exact_time_step(w), &err),
                  ==, TL_OK);
  g_assert_cmpint(tl_run_init(&rb, tl_brush_model(b), &wave, 0, 0, tl_brush_unit_step(b), &err),
                  ==, TL_OK);
  g_assert_cmpfloat(re.dt, ==, rb.dt); /* the same grid: the same Δx/V */
  TlPeriodicAnalysis ae, ab;
  g_assert_cmpint(tl_run_start(&re, TL_INIT_ZERO, &err), ==, TL_OK);
  g_assert_cmpint(tl_run_start(&rb, TL_INIT_ZERO, &err), ==, TL_OK);
  g_assert_cmpint(tl_run_advance_to(&re, 0.2, &err), ==, TL_OK);
  g_assert_cmpint(tl_run_advance_to(&rb, 0.2, &err), ==, TL_OK);
  g_assert_cmpint(tl_run_analyse(&re, 10.0, &ae, &err), ==, TL_OK);
  g_assert_cmpint(tl_run_analyse(&rb, 10.0, &ab, &err), ==, TL_OK);
  g_test_message("10 Hz, mu = 1, 30x30: delay exact %.3f ms, brush %.3f ms; loop area exact "
                 "%.4g, brush %.4g",
                 1e3 * ae.delay, 1e3 * ab.delay, ae.loop_area, ab.loop_area);
  g_assert_false(ae.saturated);
  g_assert_false(ab.saturated);
  g_assert_true(isfinite(ae.delay) && isfinite(ab.delay));
  g_assert_cmpfloat(ab.delay, >, 0.0);
  g_assert_cmpfloat(ae.delay, >, ab.delay);
  g_assert_cmpfloat(ae.delay, <, 6e-3);
  tl_run_clear(&re);
  tl_run_clear(&rb);
  tl_brush_free(b);
  tl_exact_free(w);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  static const TlTransientInit zero = TL_INIT_ZERO, steady = TL_INIT_STEADY;
  g_test_add_data_func("/exact-model/run-reproduces-steps/zero", &zero, test_run_reproduces_steps);
  g_test_add_data_func("/exact-model/run-reproduces-steps/steady", &steady,
                       test_run_reproduces_steps);
  g_test_add_func("/exact-model/info", test_info);
  g_test_add_func("/exact-model/refuses-other-step", test_refuses_other_step);
  g_test_add_func("/exact-model/what-if", test_what_if);
  g_test_add_func("/exact-model/delay-exceeds-brush", test_delay_exact_exceeds_brush);
  return g_test_run();
}
