/* cli-bench-exact.c — benchmark section "exact": the half-space solver.
 *
 *   exact.steady_MxM_ms      one steady solve of the thesis case (cₓ = 0.005, μ = 1)
 *                            from zero, with its Newton and GMRES iterations
 *   exact.step_MxM_ms        one transient step, averaged over the first quarter
 *                            period of the 10 Hz thesis sine, with iterations per step;
 *                            step_MxM_cpu_per_s the rate in process CPU time
 *   exact.thesis10hz_s       the whole thesis run: alloc (normal problem) + 702 rows
 *                            (sine cₓ = 0.005 + 0.005 sin 2π·10t, μ = 1, 40×40, 3 periods),
 *                            with Newton and CG iterations and influence products (full
 *                            double-precision ones and single-precision ones) per step
 *   exact.thesis10hz_cpu_s   the same runs' process CPU time: on a shared machine the
 *                            wall-clock time also counts the time other programs held
 *                            the core, the CPU time does not
 *   exact.thesis10hz_jacobi_* one run of the same with the Jacobi preconditioner
 *                            (TlExactOptions.precond): CPU time, Newton and CG per step
 *   exact.delay_FHz_ms       creepage max → traction max of the analysed period (analysis.h:
 *                            the second, or the first after a transit; μ = 1), for CONTACT's
 *                            4.00 / 4.29 / 3.68 ms (thesis), not timed
 *   exact.law_steady_40x40_s one steady solve from zero with the exponential law
 *                            (μs = 0.4, μk = 0.2, s_h = 0.1 m/s, V = 1 m/s) at cₓ = 0.0065,
 *                            near the curve's maximum, with its outer iterations
 * Times are medians of --repeats samples (the whole run: of at most 3). */
#include <math.h>
#include <stdlib.h>
#include <time.h>

#include "cli-bench.h"
#include "tribo/exact.h"
#include "tribo/transient.h"
#include "tribo/units.h"

typedef struct {
  TlContactParams params;
  TlExact *w;
  TlTraction t;
  TlExactStats stats; /* of the last sample */
  int steps;          /* transient: steps per sample */
  double freq;        /* sine frequency [Hz] */
  int failed;
} ExactBench;

static double
thesis_creepage(double freq, double t)
{
  return 0.005 + 0.005 * sin(2.0 * M_PI * freq * t);
}

static TlContactParams
thesis_params(int m)
{
  TlContactParams p = tl_contact_params_default();
  p.mu = 1.0;
  p.mx = p.my = m;
  return p;
}

static double
cpu_now(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static int
compare_double(const void *a, const void *b)
{
  const double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* The median process CPU time of single calls of run (at most 15). */
static double
cpu_per_call(const CliBenchOptions *o, void (*run)(void *data), void *data)
{
  const int n = o->repeats < 1 ? 1 : o->repeats > 15 ? 15 : o->repeats;
  double cpu[15];
  for (int k = 0; k < n; k++) {
    const double c0 = cpu_now();
    run(data);
    cpu[k] = cpu_now() - c0;
  }
  qsort(cpu, (size_t)n, sizeof cpu[0], compare_double);
  return n % 2 ? cpu[n / 2] : 0.5 * (cpu[n / 2 - 1] + cpu[n / 2]);
}

static void
run_steady(void *data)
{
  ExactBench *b = data;
  b->failed |= tl_exact_reset(b->w, TL_INIT_STEADY, 0.005, 0, 0, &b->t, &b->stats, NULL) != TL_OK;
}

/* The first b->steps rows of the sine; stats summed over the steps. */
static void
run_steps(void *data)
{
  ExactBench *b = data;
  TlExactStats sum = { 0 }, st;
  const double dt = tl_exact_time_step(b->w);
  b->failed |= tl_exact_reset(b->w, TL_INIT_ZERO, 0, 0, 0, NULL, NULL, NULL) != TL_OK;
  for (int k = 1; k <= b->steps && !b->failed; k++) {
    b->failed |= tl_exact_step(b->w, thesis_creepage(b->freq, k * dt), 0, 0, &b->t, &st, NULL) !=
                 TL_OK;
    sum.newton += st.newton;
    sum.cg += st.cg;
    sum.products += st.products;
    sum.products_single += st.products_single;
  }
  b->stats = sum;
}

static int
open_case(ExactBench *b, int m)
{
  TlError err;
  b->params = thesis_params(m);
  if (tl_exact_alloc(&b->params, NULL, &b->w, &err) != TL_OK ||
      tl_traction_alloc(&b->t, m, m, &err) != TL_OK) {
    fprintf(stderr, "tribolab-cli bench: exact %dx%d: %s\n", m, m, err.message);
    tl_exact_free(b->w);
    return 0;
  }
  return 1;
}

static void
close_case(ExactBench *b)
{
  tl_traction_free(&b->t);
  tl_exact_free(b->w);
}

static void
bench_grid(const CliBenchOptions *o, int m)
{
  ExactBench b = { 0 };
  char key[64];
  if (!open_case(&b, m))
    return;
  const double steady = cli_bench_median(o, run_steady, &b);
  snprintf(key, sizeof key, "steady_%dx%d_ms", m, m);
  cli_bench_print("exact", key, 1e3 * steady);
  snprintf(key, sizeof key, "steady_%dx%d_newton", m, m);
  cli_bench_print("exact", key, b.stats.newton);
  snprintf(key, sizeof key, "steady_%dx%d_gmres", m, m);
  cli_bench_print("exact", key, b.stats.cg);

  b.freq = 10.0; /* a quarter period: creepage rising from its mean to its peak */
  b.steps = (int)ceil(0.25 / b.freq / tl_exact_time_step(b.w));
  const double per_step = cli_bench_median(o, run_steps, &b) / b.steps;
  snprintf(key, sizeof key, "step_%dx%d_ms", m, m);
  cli_bench_print("exact", key, 1e3 * per_step);
  snprintf(key, sizeof key, "step_%dx%d_per_s", m, m);
  cli_bench_print("exact", key, 1.0 / per_step);
  snprintf(key, sizeof key, "step_%dx%d_cpu_per_s", m, m);
  cli_bench_print("exact", key, b.steps / cpu_per_call(o, run_steps, &b));
  snprintf(key, sizeof key, "step_%dx%d_newton", m, m);
  cli_bench_print("exact", key, (double)b.stats.newton / b.steps);
  snprintf(key, sizeof key, "step_%dx%d_cg", m, m);
  cli_bench_print("exact", key, (double)b.stats.cg / b.steps);
  if (b.failed)
    fprintf(stderr, "tribolab-cli bench: exact %dx%d: a solve failed\n", m, m);
  close_case(&b);
}

typedef struct {
  double freq;
  int m, periods;
  int precond; /* TlExactOptions.precond */
  double seconds, cpu_seconds, delay_ms, f_max;
  int rows, newton, cg, products, products_single, failed;
} SineRun;

/* A whole thesis run from scratch, as `transient --model exact` does it:
 * alloc (Hertz, grid, normal problem), row 0 at zero traction, one step per
 * row through TlRun; then the run's analysis (analysis.h: the second period,
 * or the first after one transit; NaN when f saturates). */
static void
run_sine(void *data)
{
  SineRun *r = data;
  const double t0 = cli_now(), c0 = cpu_now();
  TlContactParams p = thesis_params(r->m);
  TlWaveform wave = tl_waveform_default(TL_WAVE_SINE);
  wave.mean = wave.amplitude = 0.005;
  wave.freq = r->freq;
  TlExact *w;
  TlRun run = { 0 };
  TlExactOptions opts = tl_exact_options_default();
  opts.precond = r->precond;
  r->delay_ms = r->f_max = NAN;
  r->rows = 0;
  if (tl_exact_alloc(&p, &opts, &w, NULL) != TL_OK) {
    r->failed = 1;
    return;
  }
  r->failed |= tl_run_init(&run, tl_exact_model(w), &wave, 0, 0, tl_exact_time_step(w), NULL) !=
                 TL_OK ||
               tl_run_start(&run, TL_INIT_ZERO, NULL) != TL_OK ||
               tl_run_advance_to(&run, r->periods / r->freq, NULL) != TL_OK;
  r->seconds = cli_now() - t0;
  r->cpu_seconds = cpu_now() - c0;
  r->rows = run.rec.n;
  r->newton = tl_exact_total_stats(w)->newton;
  r->cg = tl_exact_total_stats(w)->cg;
  r->products = tl_exact_total_stats(w)->products;
  r->products_single = tl_exact_total_stats(w)->products_single;
  TlPeriodicAnalysis an;
  if (!r->failed && tl_run_analyse(&run, r->freq, &an, NULL) == TL_OK) {
    r->delay_ms = an.delay / TL_UNIT_MS;
    r->f_max = an.f_max;
  }
  tl_run_clear(&run);
  tl_exact_free(w);
}


static void
run_law_steady(void *data)
{
  ExactBench *b = data;
  b->failed |= tl_exact_reset(b->w, TL_INIT_STEADY, 0.0065, 0, 0, &b->t, &b->stats, NULL) != TL_OK;
}

/* The falling-friction solve: the outer iteration around the Coulomb solver. */
static void
bench_law(const CliBenchOptions *o)
{
  ExactBench b = { 0 };
  const TlSlipFriction law = tl_slip_friction_default(TL_SLIP_LAW_EXP);
  if (!open_case(&b, 40))
    return;
  if (tl_exact_set_friction_law(b.w, &law, NULL, NULL) == TL_OK) {
    cli_bench_print("exact", "law_steady_40x40_s", cli_bench_median(o, run_law_steady, &b));
    cli_bench_print("exact", "law_steady_40x40_outer", tl_exact_law_report(b.w)->outer);
    cli_bench_print("exact", "law_steady_40x40_newton", b.stats.newton);
  }
  if (b.failed)
    fprintf(stderr, "tribolab-cli bench: exact with a friction law: a solve failed\n");
  close_case(&b);
}

void
cli_bench_exact(const CliBenchOptions *o)
{
  bench_grid(o, 40);
  bench_law(o);
  bench_grid(o, 80);

  /* the whole thesis run: seconds each, so at most three samples */
  SineRun r = { .freq = 10.0, .m = 40, .periods = 3 };
  const int reps = o->repeats < 1 ? 1 : o->repeats > 3 ? 3 : o->repeats;
  double times[3], cpu[3];
  for (int k = 0; k < reps; k++) {
    run_sine(&r);
    times[k] = r.seconds;
    cpu[k] = r.cpu_seconds;
  }
  if (r.failed || r.rows < 2) {
    /* no time or per-step figure of a run that did not complete */
    fprintf(stderr, "tribolab-cli bench: exact thesis run: %s\n",
            r.rows ? "a step failed" : "the solver could not be set up");
  } else {
    qsort(times, (size_t)reps, sizeof times[0], compare_double);
    qsort(cpu, (size_t)reps, sizeof cpu[0], compare_double);
    cli_bench_print("exact", "thesis10hz_s", times[reps / 2]);
    cli_bench_print("exact", "thesis10hz_cpu_s", cpu[reps / 2]);
    cli_bench_print("exact", "thesis10hz_rows", r.rows);
    cli_bench_print("exact", "thesis10hz_newton_per_step", (double)r.newton / (r.rows - 1));
    cli_bench_print("exact", "thesis10hz_cg_per_step", (double)r.cg / (r.rows - 1));
    /* influence products per step: full (double precision) and single */
    cli_bench_print("exact", "thesis10hz_double_products_per_step",
                       (double)(r.products - r.products_single) / (r.rows - 1));
    cli_bench_print("exact", "thesis10hz_single_products_per_step",
                       (double)r.products_single / (r.rows - 1));
  }

  /* the same run with the Jacobi preconditioner, once, right after: its
   * iteration counts and CPU time beside the circulant's */
  SineRun j = { .freq = 10.0, .m = 40, .periods = 3, .precond = TL_EXACT_PRECOND_JACOBI };
  run_sine(&j);
  if (j.failed || j.rows < 2)
    fprintf(stderr, "tribolab-cli bench: exact thesis run with the Jacobi preconditioner failed\n");
  else {
    cli_bench_print("exact", "thesis10hz_jacobi_cpu_s", j.cpu_seconds);
    cli_bench_print("exact", "thesis10hz_jacobi_newton_per_step",
                       (double)j.newton / (j.rows - 1));
    cli_bench_print("exact", "thesis10hz_jacobi_cg_per_step", (double)j.cg / (j.rows - 1));
  }

  const double freqs[] = { 10.0, 30.0, 60.0 };
  for (size_t k = 0; k < sizeof freqs / sizeof freqs[0]; k++) {
    SineRun d = { .freq = freqs[k], .m = 40, .periods = 3 };
    char key[48];
    run_sine(&d);
    snprintf(key, sizeof key, "delay_%.0fhz_ms", freqs[k]);
    cli_bench_print("exact", key, d.delay_ms);
    snprintf(key, sizeof key, "fmax_%.0fhz", freqs[k]);
    cli_bench_print("exact", key, d.f_max);
    if (d.failed)
      fprintf(stderr, "tribolab-cli bench: exact sine %.0f Hz: a step failed\n", freqs[k]);
  }
}
