/* test-analysis.c — delay, loop area and range on synthetic signals whose
 * answers are known in closed form. */
#include <string.h>

#include "tl-test-util.h"
#include "tribo/analysis.h"

typedef struct {
  int n;
  double *t, *cx, *f;
} Signal;

/* cx = c0 + cp sin(ωt), f = f0 + fa sin(ω(t − delay)), sampled every dt
 * from 0 to t_end; the first sample may be offset (phase of the sampling). */
static Signal
sine_pair(double freq, double dt, double t_end, double c0, double cp, double f0, double fa,
          double delay)
{
  Signal s;
  s.n = (int)(t_end / dt) + 1;
  s.t = g_new(double, s.n);
  s.cx = g_new(double, s.n);
  s.f = g_new(double, s.n);
  const double w = 2.0 * M_PI * freq;
  for (int k = 0; k < s.n; k++) {
    s.t[k] = k * dt;
    s.cx[k] = c0 + cp * sin(w * s.t[k]);
    s.f[k] = f0 + fa * sin(w * (s.t[k] - delay));
  }
  return s;
}

static void
signal_free(Signal *s)
{
  g_free(s->t);
  g_free(s->cx);
  g_free(s->f);
}

typedef struct {
  double freq, dt, delay;
} DelayCase;

/* The thesis-like sampling (Δt = 0.428 ms, not dividing the period) and
 * delays of either sign.  Known answers: delay d; ∮ f dcx = −π cp fa sin(ωd)
 * (f lagging cx runs clockwise); f range f0 ± fa.  Tolerances: the parabola
 * through three samples of a sine locates its peak to O((ωΔt)² Δt) — below
 * 1 % of Δt here; trapezoids integrate the loop to O((ωΔt)²) relative
 * (bound (ωΔt)²); the sampled extremes miss the true ones by at most
 * fa(ωΔt)²/8. */
static const DelayCase delay_cases[] = {
  { 10.0, 0.428e-3, 2.538e-3 },
  { 30.0, 0.428e-3, 4.29e-3 },
  { 60.0, 0.1712e-3, 3.68e-3 },
  { 13.7, 0.2e-3, -1.9e-3 },
  { 10.0, 0.428e-3, 0.0 },
};

static void
test_sine_delay(gconstpointer data)
{
  const DelayCase *dc = data;
  g_test_summary("Sine pair: delay, loop area and f range against their closed forms");
  const double cp = 0.005, fa = 0.31;
  Signal s = sine_pair(dc->freq, dc->dt, 3.2 / dc->freq, 0.005, cp, 0.5, fa, dc->delay);
  TlAnalysisParams p = tl_analysis_params_default();
  p.freq = dc->freq;
  TlPeriodicAnalysis a;
  TlError err;
  g_assert_cmpint(tl_analyse_periodic(s.t, s.cx, s.f, NULL, s.n, &p, &a, &err), ==, TL_OK);
  const double w = 2.0 * M_PI * dc->freq, wdt = w * dc->dt;
  g_assert_cmpfloat_with_epsilon(a.t0, 1.0 / dc->freq, 1e-15);
  g_assert_cmpfloat_with_epsilon(a.t1, 2.0 / dc->freq, 1e-15);
  g_assert_cmpfloat_with_epsilon(a.t_cx_peak, 1.25 / dc->freq, 0.01 * dc->dt);
  g_assert_cmpfloat_with_epsilon(a.delay, dc->delay, 0.01 * dc->dt);
  g_assert_cmpfloat_with_epsilon(a.delay_ratio, dc->delay * dc->freq, 0.01 * dc->dt * dc->freq);
  g_assert_cmpint(a.saturated, ==, 0);
  g_assert_cmpstr(a.note, ==, "");
  const double area = -M_PI * cp * fa * sin(w * dc->delay);
  g_assert_cmpfloat_with_epsilon(a.loop_area, area, wdt * wdt * M_PI * cp * fa);
  g_assert_cmpfloat(a.f_max, <=, 0.5 + fa);
  g_assert_cmpfloat(a.f_max, >=, 0.5 + fa * (1.0 - wdt * wdt / 8.0));
  g_assert_cmpfloat(a.f_min, >=, 0.5 - fa);
  g_assert_cmpfloat(a.f_min, <=, 0.5 - fa * (1.0 - wdt * wdt / 8.0));
  signal_free(&s);
}

/* A loop traversed counter-clockwise (f leads by a quarter period) encloses
 * +π cp fa exactly in the continuum; an ellipse sampled on a polygon keeps
 * area·sin(2π/N)/(2π/N) (N samples per period). */
static void
test_loop_orientation(void)
{
  g_test_summary("A leading f gives a positive loop area, polygon-exact");
  const double freq = 25.0, dt = 1.0 / (25.0 * 64.0); /* 64 samples per period */
  Signal s = sine_pair(freq, dt, 3.0 / freq, 0.0, 0.002, 0.0, 0.2, -0.25 / freq);
  TlAnalysisParams p = tl_analysis_params_default();
  p.freq = freq;
  TlPeriodicAnalysis a;
  g_assert_cmpint(tl_analyse_periodic(s.t, s.cx, s.f, NULL, s.n, &p, &a, NULL), ==, TL_OK);
  const double h = 2.0 * M_PI / 64.0;
  tl_assert_rel(a.loop_area, M_PI * 0.002 * 0.2 * sin(h) / h, 1e-9);
  signal_free(&s);
}

/* f clipped at a plateau (full slip): no delay, a reason instead — found by
 * the level test and, independently, by a zero stick fraction. */
static void
test_saturation(void)
{
  g_test_summary("Saturated f: delay NaN with a note, by level and by stick fraction");
  Signal s = sine_pair(10.0, 0.428e-3, 0.3, 0.005, 0.005, 0.5, 0.4, 2e-3);
  const double level = 0.77;
  for (int k = 0; k < s.n; k++)
    s.f[k] = fmin(s.f[k], level);
  TlAnalysisParams p = tl_analysis_params_default();
  p.f_saturation = level;
  TlPeriodicAnalysis a;
  g_assert_cmpint(tl_analyse_periodic(s.t, s.cx, s.f, NULL, s.n, &p, &a, NULL), ==, TL_OK);
  g_assert_true(isnan(a.delay));
  g_assert_true(isnan(a.delay_ratio));
  g_assert_cmpint(a.saturated, ==, 1);
  g_assert_nonnull(strstr(a.note, "saturates"));
  g_assert_cmpfloat(a.f_max, ==, level);
  g_assert_false(isnan(a.loop_area));

  /* the same plateau seen through the stick fraction, no level given */
  double *stick = g_new(double, s.n);
  for (int k = 0; k < s.n; k++)
    stick[k] = s.f[k] >= level ? 0.0 : 0.4;
  p.f_saturation = NAN;
  g_assert_cmpint(tl_analyse_periodic(s.t, s.cx, s.f, stick, s.n, &p, &a, NULL), ==, TL_OK);
  g_assert_cmpint(a.saturated, ==, 1);
  g_assert_true(isnan(a.delay));
  /* just below the level: defined */
  for (int k = 0; k < s.n; k++)
    stick[k] = 0.4;
  p.f_saturation = level * 1.001;
  g_assert_cmpint(tl_analyse_periodic(s.t, s.cx, s.f, stick, s.n, &p, &a, NULL), ==, TL_OK);
  g_assert_cmpint(a.saturated, ==, 0);
  g_assert_false(isnan(a.delay));
  g_free(stick);
  signal_free(&s);
}

/* A settling time later than one period moves the window to the first
 * whole period after it; too short a record gives NaN with a note. */
static void
test_window(void)
{
  g_test_summary("The analysed period follows the settling time; short records are reported");
  Signal s = sine_pair(60.0, 0.1e-3, 3.5 / 60.0, 0.0, 1.0, 0.0, 1.0, 1e-3);
  TlAnalysisParams p = tl_analysis_params_default();
  p.freq = 60.0;
  p.settle_time = 17.1e-3; /* thesis transit 2a/V > 1/F = 16.7 ms */
  TlPeriodicAnalysis a;
  g_assert_cmpint(tl_analyse_periodic(s.t, s.cx, s.f, NULL, s.n, &p, &a, NULL), ==, TL_OK);
  g_assert_cmpfloat_with_epsilon(a.t0, 2.0 / 60.0, 1e-15);
  g_assert_cmpfloat_with_epsilon(a.t_cx_peak, 2.25 / 60.0, 1e-6);
  g_assert_cmpfloat_with_epsilon(a.delay, 1e-3, 1e-6);

  p.settle_time = 0.0;
  const int n_short = (int)(1.5 / 60.0 / 0.1e-3);
  g_assert_cmpint(tl_analyse_periodic(s.t, s.cx, s.f, NULL, n_short, &p, &a, NULL), ==, TL_OK);
  g_assert_true(isnan(a.delay));
  g_assert_true(isnan(a.loop_area));
  g_assert_nonnull(strstr(a.note, "does not cover"));
  signal_free(&s);
}

/* A change of case mid-run: a 10 Hz creepage sine sampled every 0.25 ms for
 * 0.62 s, and f a sine lagging it by 1 ms until t = 0.35 s and by 3 ms from
 * then on, of amplitude 1 before the change and `after` from it. */
static Signal
change_at_035(double after)
{
  const double freq = 10.0, dt = 0.25e-3, w = 2.0 * M_PI * freq;
  Signal s = sine_pair(freq, dt, 0.62, 0.0, 1.0, 0.0, 1.0, 0.0);
  for (int k = 0; k < s.n; k++)
    s.f[k] = (s.t[k] < 0.35 ? 1.0 : after) * sin(w * (s.t[k] - (s.t[k] < 0.35 ? 1e-3 : 3e-3)));
  return s;
}

/* latest = 1 follows a change mid-run: the delay switches from 1 ms to 3 ms
 * at t = 0.35 s; the second period sees the old one, the latest whole
 * period (with half a period to spare) the new one. */
static void
test_latest_period(void)
{
  g_test_summary("latest: the last whole period follows a change mid-run");
  const double dt = 0.25e-3; /* the signal's step */
  Signal s = change_at_035(1.0);
  TlAnalysisParams p = tl_analysis_params_default();
  TlPeriodicAnalysis a;
  g_assert_cmpint(tl_analyse_periodic(s.t, s.cx, s.f, NULL, s.n, &p, &a, NULL), ==, TL_OK);
  g_assert_cmpfloat_with_epsilon(a.delay, 1e-3, 0.01 * dt);
  p.latest = 1;
  g_assert_cmpint(tl_analyse_periodic(s.t, s.cx, s.f, NULL, s.n, &p, &a, NULL), ==, TL_OK);
  g_assert_cmpfloat_with_epsilon(a.t0, 0.4, 1e-12);
  g_assert_cmpfloat_with_epsilon(a.delay, 3e-3, 0.01 * dt);
  /* a record ending at 0.42 s: the latest period with room is [0.2, 0.3] */
  const int n42 = (int)(0.42 / dt) + 1;
  g_assert_cmpint(tl_analyse_periodic(s.t, s.cx, s.f, NULL, n42, &p, &a, NULL), ==, TL_OK);
  g_assert_cmpfloat_with_epsilon(a.t0, 0.2, 1e-12);
  g_assert_cmpfloat_with_epsilon(a.delay, 1e-3, 0.01 * dt);
  signal_free(&s);
}

/* t_from: rows recorded before a change of case are never analysed.  The
 * delay switches from 1 ms to 3 ms at 0.35 s as in test_latest_period; with
 * the change marked there, a record ending at 0.42 s has no whole period of
 * the new case yet (the first starts at the boundary 0.4 s and is certain at
 * 0.4 + 1.5 T = 0.55 s): no figure from the old rows, and the progress
 * (0.42 − 0.35)/(0.55 − 0.35) = 35 %.  At 0.52 s the peak's half period is
 * in: the new delay. */
static void
test_change_of_case(void)
{
  g_test_summary("t_from: after a change of case only its own rows are analysed");
  const double dt = 0.25e-3, w = 2.0 * M_PI * 10.0; /* the signal's step and frequency */
  Signal s = change_at_035(0.25);
  TlAnalysisParams p = tl_analysis_params_default();
  p.latest = 1;
  p.t_from = 0.35;
  p.f_saturation = 0.3; /* the new bound: the old rows' f = 1 lies above it */
  TlPeriodicAnalysis a;
  const int n42 = (int)(0.42 / dt) + 1;
  g_assert_cmpint(tl_analyse_periodic(s.t, s.cx, s.f, NULL, n42, &p, &a, NULL), ==, TL_OK);
  g_assert_true(isnan(a.delay));
  g_assert_true(isnan(a.loop_area));
  g_assert_true(isnan(a.f_max));
  g_assert_cmpint(a.saturated, ==, 0);
  g_assert_cmpstr(a.note, ==, "measuring: 35 % of a period recorded at 10 Hz");
  const int n52 = (int)(0.52 / dt) + 1;
  g_assert_cmpint(tl_analyse_periodic(s.t, s.cx, s.f, NULL, n52, &p, &a, NULL), ==, TL_OK);
  g_assert_cmpfloat_with_epsilon(a.t0, 0.4, 1e-12);
  g_assert_cmpfloat_with_epsilon(a.delay, 3e-3, 0.01 * dt);
  g_assert_cmpint(a.saturated, ==, 0);
  /* the range is the new amplitude's (sampled extremes: within fa(ωΔt)²/8) */
  g_assert_cmpfloat_with_epsilon(a.f_max, 0.25, 0.25 * pow(w * dt, 2) / 8 + 1e-12);
  /* the settling time counts from the change: 0.35 + 0.06 s → boundary 0.5 s */
  p.settle_time = 0.06;
  g_assert_cmpint(tl_analyse_periodic(s.t, s.cx, s.f, NULL, n52, &p, &a, NULL), ==, TL_OK);
  g_assert_true(isnan(a.delay));
  g_assert_nonnull(strstr(a.note, "measuring: "));
  g_assert_cmpint(tl_analyse_periodic(s.t, s.cx, s.f, NULL, s.n, &p, &a, NULL), ==, TL_OK);
  g_assert_cmpfloat_with_epsilon(a.t0, 0.5, 1e-12);
  g_assert_cmpfloat_with_epsilon(a.delay, 3e-3, 0.01 * dt);
  p.t_from = NAN;
  g_assert_cmpint(tl_analyse_periodic(s.t, s.cx, s.f, NULL, s.n, &p, &a, NULL), ==, TL_EINVAL);
  signal_free(&s);
}

/* The sampling check: N = 1/(FΔt), the warning below TL_ANALYSIS_MIN_SAMPLES,
 * and the claim behind it — a traction peak located to within ±Δt/2.  A
 * tent-shaped f (a kink at its peak: the parabola gains nothing there)
 * delayed by d and sampled N = 10 … 40 times a period at several phases gives
 * a delay within d ± Δt/2 (the creepage is a sine: its peak is found to
 * well below that). */
static void
test_sampling(void)
{
  g_test_summary("Samples per period, the coarse-sampling warning, the +-dt/2 resolution");
  g_assert_cmpfloat_with_epsilon(tl_analysis_samples_per_period(200.0, 0.3424e-3),
                                 1.0 / (200.0 * 0.3424e-3), 1e-12);
  g_assert_true(isnan(tl_analysis_samples_per_period(0.0, 1e-3)));
  char msg[300] = "";
  g_assert_cmpint(tl_analysis_too_coarse(200.0, 0.3424e-3, msg, sizeof msg), ==, 1);
  g_assert_nonnull(strstr(msg, "14.6 samples per period"));
  g_assert_cmpint(tl_analysis_too_coarse(10.0, 0.3424e-3, msg, sizeof msg), ==, 0);
  /* exactly the minimum is enough */
  g_assert_cmpint(tl_analysis_too_coarse(40.0, 1.0 / (40.0 * TL_ANALYSIS_MIN_SAMPLES), NULL, 0),
                  ==, 0);

  const double freq = 50.0, period = 1.0 / freq, d = 2.3e-3, w = 2.0 * M_PI * freq;
  for (int n_per = 10; n_per <= 40; n_per += 5) {
    const double dt = period / n_per;
    for (int ph = 0; ph < 4; ph++) {
      const double off = 0.25 * ph * dt + 0.1 * dt;
      const int n = (int)(4.0 * period / dt);
      double *t = g_new(double, n), *cx = g_new(double, n), *f = g_new(double, n);
      for (int k = 0; k < n; k++) {
        t[k] = off + k * dt;
        cx[k] = sin(w * t[k]);
        /* a tent peaking a quarter period after each boundary, plus d */
        double u = fmod(t[k] - d - 0.25 * period + 10.0 * period, period) / period;
        f[k] = 1.0 - 2.0 * fabs(u > 0.5 ? u - 1.0 : u);
      }
      TlAnalysisParams p = tl_analysis_params_default();
      p.freq = freq;
      TlPeriodicAnalysis a;
      g_assert_cmpint(tl_analyse_periodic(t, cx, f, NULL, n, &p, &a, NULL), ==, TL_OK);
      g_assert_cmpfloat(fabs(a.delay - d), <=, 0.5 * dt);
      g_free(t);
      g_free(cx);
      g_free(f);
    }
  }
}

static void
test_parabola_vertex(void)
{
  g_test_summary("Vertex of a parabola through three unevenly spaced points");
  /* y = −3(x − 1.2345)² + 7 */
  const double xs[3] = { 0.9, 1.31, 2.0 };
  double ys[3];
  for (int i = 0; i < 3; i++)
    ys[i] = -3.0 * (xs[i] - 1.2345) * (xs[i] - 1.2345) + 7.0;
  g_assert_cmpfloat_with_epsilon(tl_parabola_vertex(xs[0], ys[0], xs[1], ys[1], xs[2], ys[2]),
                                 1.2345, 1e-12);
  g_assert_cmpfloat(tl_parabola_vertex(0, 1, 1, 2, 2, 3), ==, 1.0); /* collinear */
}

static void
test_errors(void)
{
  g_test_summary("Bad parameters and samples are refused, output untouched");
  double t[4] = { 0, 1e-3, 1e-3, 3e-3 }, c[4] = { 0 }, f[4] = { 0 };
  TlAnalysisParams p = tl_analysis_params_default();
  TlPeriodicAnalysis a;
  TlError err;
  memset(&a, 0, sizeof a);
  a.delay = 2.385;
  g_assert_cmpint(tl_analyse_periodic(t, c, f, NULL, 4, &p, &a, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "increase"));
  t[2] = 2e-3;
  p.freq = -10.0;
  g_assert_cmpint(tl_analyse_periodic(t, c, f, NULL, 4, &p, &a, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "frequency"));
  p = tl_analysis_params_default();
  g_assert_cmpint(tl_analyse_periodic(t, c, f, NULL, 2, &p, &a, &err), ==, TL_EINVAL);
  f[1] = NAN;
  g_assert_cmpint(tl_analyse_periodic(t, c, f, NULL, 4, &p, &a, &err), ==, TL_EINVAL);
  f[1] = 0.0;
  p.settle_time = -1.0;
  g_assert_cmpint(tl_analyse_periodic(t, c, f, NULL, 4, &p, &a, &err), ==, TL_EINVAL);
  g_assert_cmpfloat(a.delay, ==, 2.385);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  for (size_t i = 0; i < G_N_ELEMENTS(delay_cases); i++) {
    tl_test_add_data_funcf(&delay_cases[i], test_sine_delay, "/analysis/sine/%zu", i);
  }
  g_test_add_func("/analysis/loop-orientation", test_loop_orientation);
  g_test_add_func("/analysis/saturation", test_saturation);
  g_test_add_func("/analysis/window", test_window);
  g_test_add_func("/analysis/latest", test_latest_period);
  g_test_add_func("/analysis/change-of-case", test_change_of_case);
  g_test_add_func("/analysis/sampling", test_sampling);
  g_test_add_func("/analysis/parabola-vertex", test_parabola_vertex);
  g_test_add_func("/analysis/errors", test_errors);
  return g_test_run();
}
