/* cli-bench-friction.c — bench section "friction": the standard stick-slip
 * case (LuGre, m = 1 kg, k = 2 N/m, belt 0.1 m/s, 20 s simulated) per
 * integrator: run time, steps taken, period and peak spring force found;
 * and the time to evaluate a steady friction curve. */
#include <stdio.h>
#include <string.h>

#include "cli-bench.h"
#include "cli-friction.h"

typedef struct {
  const char *key;
  TlIntegrator integrator;
  double dt, rel_tol, abs_tol;
} Case;

/* The seed's RK4 at 1 ms (wrong: the bench shows what it costs and finds),
 * RK4 at the step the stiffness check suggests, and the adaptive integrators
 * at the seed's tolerance and at a tight one. */
static const Case cases[] = {
  { "rk4_dt1ms", TL_INTEGRATOR_RK4, 1e-3, 1e-6, 1e-9 },
  { "rk4_dt0.1ms", TL_INTEGRATOR_RK4, 1e-4, 1e-6, 1e-9 },
  { "rkf45_tol1e-6", TL_INTEGRATOR_RKF45, 1e-3, 1e-6, 1e-9 },
  { "msbdf_tol1e-6", TL_INTEGRATOR_MSBDF, 1e-3, 1e-6, 1e-9 },
  { "rkf45_tol1e-10", TL_INTEGRATOR_RKF45, 1e-3, 1e-10, 1e-12 },
  { "msbdf_tol1e-10", TL_INTEGRATOR_MSBDF, 1e-3, 1e-10, 1e-12 },
};

typedef struct {
  TlStickSlip *ss;
  TlStickSlipSummary summary;
  int failed;
} RunBench;

static void
run_stickslip(void *data)
{
  RunBench *b = data;
  TlStickSlipRun run;
  if (tl_stickslip_run(b->ss, &run, NULL) != TL_OK) {
    b->failed = 1;
    return;
  }
  b->summary = run.summary;
  tl_stickslip_run_free(&run);
}

typedef struct {
  TlFrictionParams law;
  double v[401], f[401];
} CurveBench;

static void
run_curve(void *data)
{
  CurveBench *b = data;
  tl_friction_curve(&b->law, -0.01, 0.01, 401, 0.0, b->v, b->f, NULL);
}

void
cli_bench_friction(const CliBenchOptions *o)
{
  const char *section = "friction";
  char key[96];
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    const Case *c = &cases[i];
    TlStickSlipParams p = tl_stickslip_params_default();
    p.integrator = c->integrator;
    p.dt = c->dt;
    p.rel_tol = c->rel_tol;
    p.abs_tol = c->abs_tol;
    RunBench b;
    memset(&b, 0, sizeof b);
    if (!(b.ss = tl_stickslip_alloc(&p, NULL)))
      continue;
    const double t = cli_bench_median(o, run_stickslip, &b);
    tl_stickslip_free(b.ss);
    if (b.failed) {
      snprintf(key, sizeof key, "stickslip_%s_failed", c->key);
      cli_bench_print(section, key, 1.0);
      continue;
    }
    snprintf(key, sizeof key, "stickslip_%s_run_ms", c->key);
    cli_bench_print(section, key, 1e3 * t);
    snprintf(key, sizeof key, "stickslip_%s_steps", c->key);
    cli_bench_print(section, key, (double)b.summary.steps);
    snprintf(key, sizeof key, "stickslip_%s_rhs_evals", c->key);
    cli_bench_print(section, key, (double)b.summary.rhs_evals);
    snprintf(key, sizeof key, "stickslip_%s_period_s", c->key);
    cli_bench_print(section, key, b.summary.period);
    snprintf(key, sizeof key, "stickslip_%s_peak_spring_n", c->key);
    cli_bench_print(section, key, b.summary.peak_spring);
    snprintf(key, sizeof key, "stickslip_%s_warnings", c->key);
    cli_bench_print(section, key, (double)b.summary.warnings);
  }
  CurveBench cb;
  cb.law = tl_friction_params_default();
  cli_bench_print(section, "lugre_curve_401_us", 1e6 * cli_bench_median(o, run_curve, &cb));
}
