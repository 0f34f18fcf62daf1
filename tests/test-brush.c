/* test-brush.c — the Unsteady Brush Model stepper (docs/theory.md §5 brush model). */
#include <string.h>

#include "tl-test-brush.h"
#include "tl-test-util.h"
#include "tribo/brush.h"
#include "tribo/fastsim.h"
#include "tribo/transient.h"

static void
step(TlBrush *b, double dt, double cx, double cy, double spin)
{
  TlError err;
  g_assert_cmpint(tl_brush_step(b, dt, cx, cy, spin, &err), ==, TL_OK);
}

static double
max_abs_traction(const TlTraction *t)
{
  double m = 0.0;
  for (int k = 0; k < t->mx * t->my; k++)
    m = fmax(m, hypot(t->tx[k], t->ty[k]));
  return m;
}

/* Largest |τ_brush − τ_fastsim| over the cells relative to the largest |τ|,
 * and the number of cells whose stick/slip state differs. */
static double
diff_to_fastsim(const TlBrush *b, double cx, double cy, double spin, int *state_diffs)
{
  TlTraction ref;
  TlFastsim *fs = tl_fastsim_alloc(tl_brush_params(b), TL_FASTSIM_FIXED_GRID, NULL);
  g_assert_nonnull(fs);
  const TlTraction *t = tl_brush_traction(b);
  g_assert_cmpint(tl_traction_alloc(&ref, t->mx, t->my, NULL), ==, TL_OK);
  g_assert_cmpint(tl_fastsim_solve(fs, cx, cy, spin, &ref, NULL), ==, TL_OK);
  double d = 0.0;
  *state_diffs = 0;
  for (int k = 0; k < t->mx * t->my; k++) {
    d = fmax(d, hypot(t->tx[k] - ref.tx[k], t->ty[k] - ref.ty[k]));
    *state_diffs += t->state[k] != ref.state[k];
  }
  d /= max_abs_traction(&ref);
  tl_traction_free(&ref);
  tl_fastsim_free(fs);
  return d;
}

/* --- steady state ---------------------------------------------------------- */

/* At C = 1 a step is an exact shift by one cell plus the rigid-slip
 * increment: after as many steps as the longest row has cells, every cell
 * holds the fixed-grid FASTSIM march to round-off (partial slip, all three
 * creepages). */
static void
test_steady_equals_fastsim(void)
{
  g_test_summary("At C = 1 the state after one transit is fixed-grid FASTSIM to round-off");
  const TlTractionBound bounds[] = { TL_BOUND_PARABOLIC, TL_BOUND_ELLIPTIC };
  for (size_t q = 0; q < G_N_ELEMENTS(bounds); q++) {
    TlBrush *b = tl_test_brush_open(36, 0.4, bounds[q]);
    const double cx = 0.0037, cy = -0.0012, cs = 0.41;
    g_assert_cmpint(tl_brush_reset(b, TL_INIT_ZERO, 0, 0, 0, NULL), ==, TL_OK);
    for (int k = 0; k < 36; k++)
      step(b, tl_brush_unit_step(b), cx, cy, cs);
    g_assert_cmpint(tl_brush_last_substeps(b), ==, 1);
    int sd;
    g_assert_cmpfloat(diff_to_fastsim(b, cx, cy, cs, &sd), <, 1e-12);
    g_assert_cmpint(sd, ==, 0);
    const TlTraction *t = tl_brush_traction(b);
    g_assert_cmpfloat(t->stick_fraction, >, 0.05); /* really partial slip */
    g_assert_cmpfloat(t->stick_fraction, <, 0.95);
    tl_brush_free(b);
  }
}

/* The steady state is a fixed point of the scheme for every C ≤ 1
 * (docs/theory.md §5 brush model); started there it stays there to round-off. */
static void
test_steady_fixed_point(void)
{
  g_test_summary("Started in the steady state, the brush stays there for C = 1 and C < 1");
  const double courants[] = { 1.0, 0.37 };
  for (size_t q = 0; q < G_N_ELEMENTS(courants); q++) {
    TlBrush *b = tl_test_brush_open(30, 0.3, TL_BOUND_PARABOLIC);
    const double cx = -0.0029, cy = 0.0007, cs = -0.23;
    g_assert_cmpint(tl_brush_reset(b, TL_INIT_STEADY, cx, cy, cs, NULL), ==, TL_OK);
    for (int k = 0; k < 50; k++)
      step(b, courants[q] * tl_brush_unit_step(b), cx, cy, cs);
    int sd;
    g_assert_cmpfloat(diff_to_fastsim(b, cx, cy, cs, &sd), <, 1e-12);
    g_assert_cmpint(sd, ==, 0);
    tl_brush_free(b);
  }
}

/* For C < 1 the upwind scheme is diffusive and approaches the steady state
 * asymptotically: after 12 transit times at C = 0.5 the remaining difference
 * is far below the O(Δx) model error. */
static void
test_c_below_one_converges(void)
{
  g_test_summary("At C = 0.5 the brush converges to FASTSIM");
  TlBrush *b = tl_test_brush_open(24, 0.4, TL_BOUND_ELLIPTIC);
  g_assert_cmpint(tl_brush_reset(b, TL_INIT_ZERO, 0, 0, 0, NULL), ==, TL_OK);
  for (int k = 0; k < 12 * 2 * 24; k++)
    step(b, 0.5 * tl_brush_unit_step(b), 0.0043, 0.0, 0.0);
  int sd;
  g_assert_cmpfloat(diff_to_fastsim(b, 0.0043, 0.0, 0.0, &sd), <, 1e-6);
  tl_brush_free(b);
}

/* --- no-slip responses (docs/theory.md §5, §7.6) ---------------------------------- */

typedef struct {
  double freq;
  double delay_ms, gain; /* docs/theory.md §5 brush model, three digits */
} FreqCase;

static const FreqCase freq_cases[] = {
  { 10.0, 5.02, 0.973 },
  { 30.0, 4.82, 0.783 },
  { 60.0, 3.87, 0.386 },
};

/* Sine creepage of amplitude 1e-6 about 0 with μ = 1: no cell slips.  Error
 * model: the scheme applies c(t_k) over the whole step ending at t_k (half a
 * step early) and a cell holds the traction of its downstream edge (a little
 * late), so the delay is shifted by less than Δt/2; the gain, normalised by
 * the same grid's steady slope, is off by O(ωΔt) (bound ωΔt/4).  Doubling the
 * grid must halve the delay error (first order). */
static void
test_frequency_response(gconstpointer data)
{
  const FreqCase *fc = data;
  g_test_summary("No-slip sine: delay and gain approach the theory manual's frequency response");
  const TlContactParams p0 = tl_contact_params_default();
  double ref_delay, ref_gain;
  tl_test_brush_continuum(p0.hertz.semi_a, p0.hertz.semi_b, p0.speed, fc->freq, 20000, &ref_delay,
                          &ref_gain);
  g_assert_cmpfloat_with_epsilon(ref_delay * 1e3, fc->delay_ms, 0.005);
  g_assert_cmpfloat_with_epsilon(ref_gain, fc->gain, 0.0005);

  const int ms[] = { 100, 200 };
  double last_err = NAN;
  for (size_t q = 0; q < G_N_ELEMENTS(ms); q++) {
    TlBrush *b = tl_test_brush_open(ms[q], 1.0, TL_BOUND_PARABOLIC);
    TlWaveform w = tl_waveform_default(TL_WAVE_SINE);
    w.mean = 0.0;
    w.amplitude = 1e-6;
    w.freq = fc->freq;
    TlRun run = { 0 };
    const double dt = tl_brush_unit_step(b);
    tl_test_brush_run(&run, b, &w, TL_INIT_ZERO, 3.0 / fc->freq);
    TlPeriodicAnalysis an;
    g_assert_cmpint(tl_run_analyse(&run, fc->freq, &an, NULL), ==, TL_OK);
    g_assert_cmpint(an.saturated, ==, 0);
    g_assert_cmpfloat(tl_brush_traction(b)->stick_fraction, ==, 1.0);

    g_assert_cmpint(tl_brush_reset(b, TL_INIT_STEADY, 1e-6, 0, 0, NULL), ==, TL_OK);
    const double slope = tl_brush_traction(b)->f / 1e-6;
    const double gain = 0.5 * (an.f_max - an.f_min) / (slope * 1e-6);
    const double err = an.delay - ref_delay;
    g_test_message("%g Hz, %d^2: delay %.4f ms (continuum %.4f, dt %.4f ms), gain %.4f (%.4f)",
                   fc->freq, ms[q], an.delay * 1e3, ref_delay * 1e3, dt * 1e3, gain, ref_gain);
    g_assert_cmpfloat(fabs(err), <, 0.5 * dt);
    tl_assert_rel(gain, ref_gain, 2.0 * M_PI * fc->freq * dt / 4.0);
    if (q > 0)
      g_assert_cmpfloat(fabs(err / last_err - 0.5), <, 0.1);
    last_err = err;
    tl_run_clear(&run);
    tl_brush_free(b);
  }
}

/* docs/theory.md §5 brush model: f/f_ss = ∫ℓ²(q/ℓ − q²/(4ℓ²))dy / ∫ℓ²dy, q = min(Vt, 2ℓ),
 * by a 4000-point midpoint rule in y. */
static double
step_response(double a, double b, double s)
{
  const int n = 4000;
  double num = 0.0, den = 0.0;
  for (int k = 0; k < n; k++) {
    const double y = -b + (k + 0.5) * 2.0 * b / n;
    const double ell = a * sqrt(1.0 - y * y / (b * b)), q = fmin(s, 2.0 * ell);
    num += ell * ell * (q / ell - q * q / (4.0 * ell * ell));
    den += ell * ell;
  }
  return num / den;
}

/* No-slip step 0 → 1e-6 at t = 0 from rest, C = 1.  Error model: the
 * response is shifted by at most half a cell of travel (end-of-step
 * creepage, downstream-edge traction), and f/f_ss rises at most with slope
 * 3π/(8a) per metre of travel (its initial slope ∫ℓ dy / ∫ℓ² dy): bound
 * 0.6 Δx/a.  After one transit (as many steps as the longest row) the state
 * is the steady one to round-off. */
static void
test_step_response(void)
{
  g_test_summary("No-slip step response follows the theory's closed form; exact after a transit");
  const int ms[] = { 50, 100 };
  double last = NAN;
  for (size_t q = 0; q < G_N_ELEMENTS(ms); q++) {
    TlBrush *b = tl_test_brush_open(ms[q], 1.0, TL_BOUND_PARABOLIC);
    const TlGrid *g = tl_brush_grid(b);
    g_assert_cmpint(tl_brush_reset(b, TL_INIT_STEADY, 1e-6, 0, 0, NULL), ==, TL_OK);
    const double fss = tl_brush_traction(b)->f;
    g_assert_cmpint(tl_brush_reset(b, TL_INIT_ZERO, 0, 0, 0, NULL), ==, TL_OK);
    const double dt = tl_brush_unit_step(b);
    double worst = 0.0;
    for (int k = 1; k <= ms[q]; k++) {
      step(b, dt, 1e-6, 0, 0);
      const double err = tl_brush_traction(b)->f / fss - step_response(g->a, g->b, k * dt * 1.0);
      worst = fmax(worst, fabs(err));
    }
    g_test_message("%d^2: largest deviation from the closed form %.5f", ms[q], worst);
    g_assert_cmpfloat(worst, <, 0.6 * g->dx / g->a);
    if (q > 0)
      g_assert_cmpfloat(fabs(worst / last - 0.5), <, 0.15);
    last = worst;
    tl_assert_rel(tl_brush_traction(b)->f, fss, 1e-12);
    tl_brush_free(b);
  }
}

/* --- constraints, sub-steps, convergence ---------------------------------------- */

/* A harsh history (alternating creepage, lateral and spin, C = 0.73) never
 * leaves a cell above its bound (relative round-off 1e-12), and the totals
 * the step accumulates equal those recomputed from the maps. */
static void
test_bound_every_step(gconstpointer data)
{
  const TlTractionBound bound = GPOINTER_TO_INT(data);
  g_test_summary("|tau| <= mu pn in every cell after every step; totals match the maps");
  TlBrush *b = tl_test_brush_open(33, 0.3, bound);
  const TlGrid *g = tl_brush_grid(b);
  const double *bnd_pn = tl_brush_traction(b)->pn;
  g_assert_cmpint(tl_brush_reset(b, TL_INIT_ZERO, 0, 0, 0, NULL), ==, TL_OK);
  TlTraction check;
  g_assert_cmpint(tl_traction_alloc(&check, 33, 33, NULL), ==, TL_OK);
  const double dt = 0.73 * tl_brush_unit_step(b);
  int slipped = 0;
  for (int k = 1; k <= 300; k++) {
    const double t = k * dt, cx = 0.011 * sin(2 * M_PI * 43.0 * t);
    step(b, dt, cx, 0.004 * cos(2 * M_PI * 17.0 * t), 1.7 * sin(2 * M_PI * 29.0 * t));
    const TlTraction *tr = tl_brush_traction(b);
    for (int c = 0; c < 33 * 33; c++) {
      const double lim = 0.3 * bnd_pn[c];
      const double m2 = tr->tx[c] * tr->tx[c] + tr->ty[c] * tr->ty[c];
      g_assert_cmpfloat(m2, <=, lim * lim * (1.0 + 1e-12));
      g_assert_cmpint(tr->state[c] != TL_CELL_OUTSIDE, ==, g->active[c]);
      slipped += tr->state[c] == TL_CELL_SLIP;
    }
    tl_traction_copy(&check, tr);
    tl_traction_totals(&check, g, tl_brush_basics(b)->hertz.normal_load);
    /* the sums cancel (alternating creepage): round-off relative to Σ|τ|ΔA */
    const double scale = max_abs_traction(tr) * g->n_active * g->dx * g->dy;
    g_assert_cmpfloat(fabs(tr->fx - check.fx), <=, 1e-12 * scale);
    g_assert_cmpfloat(fabs(tr->fy - check.fy), <=, 1e-12 * scale);
    g_assert_cmpfloat(fabs(tr->mz - check.mz), <=, 1e-12 * scale * g->a);
    g_assert_cmpfloat(tr->stick_fraction, ==, check.stick_fraction);
    tl_assert_rel(tr->load, check.load, 1e-12);
  }
  g_assert_cmpint(slipped, >, 1000); /* the bound was really active */
  tl_traction_free(&check);
  tl_brush_free(b);
}

/* A step of 3.6 cells of travel is split into four sub-steps of C = 0.9 with
 * the same creepages: the same as four explicit steps of 0.9 cells. */
static void
test_substeps(void)
{
  g_test_summary("An over-long step equals the explicit small steps it is split into");
  TlBrush *a = tl_test_brush_open(28, 0.35, TL_BOUND_PARABOLIC);
  TlBrush *b = tl_test_brush_open(28, 0.35, TL_BOUND_PARABOLIC);
  const double unit = tl_brush_unit_step(a);
  g_assert_cmpint(tl_brush_reset(a, TL_INIT_ZERO, 0, 0, 0, NULL), ==, TL_OK);
  g_assert_cmpint(tl_brush_reset(b, TL_INIT_ZERO, 0, 0, 0, NULL), ==, TL_OK);
  for (int k = 0; k < 9; k++) {
    const double cx = 0.006 * sin(0.7 * k), cy = 0.001 * k, cs = 0.3;
    step(a, 3.6 * unit, cx, cy, cs);
    g_assert_cmpint(tl_brush_last_substeps(a), ==, 4);
    for (int q = 0; q < 4; q++)
      step(b, 0.9 * unit, cx, cy, cs);
    g_assert_cmpint(tl_brush_last_substeps(b), ==, 1);
  }
  const TlTraction *ta = tl_brush_traction(a), *tb = tl_brush_traction(b);
  const double scale = max_abs_traction(tb);
  for (int k = 0; k < 28 * 28; k++) {
    g_assert_cmpfloat(fabs(ta->tx[k] - tb->tx[k]), <=, 1e-12 * scale);
    g_assert_cmpfloat(fabs(ta->ty[k] - tb->ty[k]), <=, 1e-12 * scale);
  }
  tl_assert_rel(ta->f, tb->f, 1e-12);
  tl_brush_free(a);
  tl_brush_free(b);
}

/* Partial slip after a creepage step (0 → 0.004, μ = 0.4), f at 5 ms: the
 * O(Δx) scheme's successive differences shrink as the grid is refined, and
 * the 100²–200² difference is below 1 % of f. */
static void
test_grid_convergence(void)
{
  g_test_summary("Transient f converges as the grid is refined");
  const int ms[] = { 22, 50, 100, 200 };
  double f[4];
  for (size_t q = 0; q < G_N_ELEMENTS(ms); q++) {
    TlBrush *b = tl_test_brush_open(ms[q], 0.4, TL_BOUND_PARABOLIC);
    g_assert_cmpint(tl_brush_reset(b, TL_INIT_ZERO, 0, 0, 0, NULL), ==, TL_OK);
    const double dt = tl_brush_unit_step(b), t_end = 5e-3;
    const int n = (int)floor(t_end / dt);
    for (int k = 0; k < n; k++)
      step(b, dt, 0.004, 0, 0);
    if (t_end - n * dt > 1e-12)
      step(b, t_end - n * dt, 0.004, 0, 0); /* the rest at C < 1 */
    f[q] = tl_brush_traction(b)->f;
    g_test_message("%d^2: f(5 ms) = %.6f", ms[q], f[q]);
    tl_brush_free(b);
  }
  g_assert_cmpfloat(fabs(f[3] - f[2]), <, fabs(f[2] - f[1]));
  g_assert_cmpfloat(fabs(f[2] - f[1]), <, fabs(f[1] - f[0]));
  g_assert_cmpfloat(fabs(f[3] - f[2]), <, 0.01 * f[3]);
}

/* --- what-if, errors ------------------------------------------------------------ */

/* Lowering μ mid-run keeps the state, projected onto the new bound; a new
 * grid size resets to zero. */
static void
test_set_params(void)
{
  g_test_summary("Changing the case mid-run keeps and projects the state");
  TlBrush *b = tl_test_brush_open(30, 0.8, TL_BOUND_PARABOLIC);
  g_assert_cmpint(tl_brush_reset(b, TL_INIT_STEADY, 0.006, 0, 0, NULL), ==, TL_OK);
  const double f_before = tl_brush_traction(b)->f;
  TlContactParams p = *tl_brush_params(b);
  p.mu = 0.2;
  g_assert_cmpint(tl_brush_set_params(b, &p, NULL), ==, TL_OK);
  const TlTraction *t = tl_brush_traction(b);
  g_assert_cmpfloat(t->f, <, f_before);
  g_assert_cmpfloat(t->f, <=, 0.2 * t->load / p.hertz.normal_load * (1 + 1e-12));
  for (int k = 0; k < 900; k++)
    g_assert_cmpfloat(hypot(t->tx[k], t->ty[k]), <=, 0.2 * t->pn[k] * (1 + 1e-12));
  /* continuing from there reaches the new steady state */
  for (int k = 0; k < 30; k++)
    step(b, tl_brush_unit_step(b), 0.006, 0, 0);
  int sd;
  g_assert_cmpfloat(diff_to_fastsim(b, 0.006, 0, 0, &sd), <, 1e-12);
  p.mx = 31;
  g_assert_cmpint(tl_brush_set_params(b, &p, NULL), ==, TL_OK);
  g_assert_cmpint(tl_brush_traction(b)->mx, ==, 31);
  g_assert_cmpfloat(tl_brush_traction(b)->fx, ==, 0.0);
  /* a bad case leaves the brush as it was */
  p.mu = -1.0;
  g_assert_cmpint(tl_brush_set_params(b, &p, NULL), ==, TL_EINVAL);
  g_assert_cmpfloat(tl_brush_params(b)->mu, ==, 0.2);
  tl_brush_free(b);
}

static void
test_errors(void)
{
  g_test_summary("Bad steps and resets are refused and leave the state untouched");
  TlError err;
  TlBrush *b = tl_test_brush_open(20, 0.4, TL_BOUND_PARABOLIC);
  g_assert_cmpint(tl_brush_reset(b, TL_INIT_STEADY, 0.003, 0, 0, NULL), ==, TL_OK);
  const double f = tl_brush_traction(b)->f;
  g_assert_cmpint(tl_brush_step(b, 0.0, 0.001, 0, 0, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "time step"));
  g_assert_cmpint(tl_brush_step(b, -2.385e-4, 0.001, 0, 0, &err), ==, TL_EINVAL);
  g_assert_cmpint(tl_brush_step(b, NAN, 0.001, 0, 0, &err), ==, TL_EINVAL);
  g_assert_cmpint(tl_brush_step(b, 1e-4, NAN, 0, 0, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "longitudinal creepage"));
  g_assert_cmpint(tl_brush_step(b, 1e9, 0.001, 0, 0, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "too long"));
  g_assert_cmpint(tl_brush_reset(b, (TlTransientInit)5, 0, 0, 0, &err), ==, TL_EINVAL);
  g_assert_cmpint(tl_brush_reset(b, TL_INIT_STEADY, 0, INFINITY, 0, &err), ==, TL_EINVAL);
  g_assert_cmpfloat(tl_brush_traction(b)->f, ==, f);
  tl_brush_free(b);

  TlContactParams p = tl_contact_params_default();
  p.mx = 3;
  g_assert_null(tl_brush_alloc(&p, &err));
  g_assert_cmpint(err.status, ==, TL_EINVAL);
  p = tl_contact_params_default();
  p.speed = 0.0;
  g_assert_null(tl_brush_alloc(&p, &err));
  g_assert_nonnull(strstr(err.message, "rolling speed"));
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/brush/steady/equals-fastsim", test_steady_equals_fastsim);
  g_test_add_func("/brush/steady/fixed-point", test_steady_fixed_point);
  g_test_add_func("/brush/steady/courant-below-one", test_c_below_one_converges);
  for (size_t i = 0; i < G_N_ELEMENTS(freq_cases); i++) {
    tl_test_add_data_funcf(&freq_cases[i], test_frequency_response,
                           "/brush/no-slip/frequency-%g-hz", freq_cases[i].freq);
  }
  g_test_add_func("/brush/no-slip/step", test_step_response);
  tl_test_add_bound_funcs("/brush/bound", test_bound_every_step);
  g_test_add_func("/brush/substeps", test_substeps);
  g_test_add_func("/brush/grid-convergence", test_grid_convergence);
  g_test_add_func("/brush/set-params", test_set_params);
  g_test_add_func("/brush/errors", test_errors);
  return g_test_run();
}
