/* cli-bench-rolling.c — `bench --only rolling`: the cost of one contact update
 * of the sds model (what a DEM code pays per contact and step) and of the
 * default two-sphere demo (what the window pays per parameter change). */
#include <math.h>
#include <stdlib.h>

#include "cli-bench.h"
#include "tribo/rolling.h"

#define UPDATES 1000

typedef struct {
  TlRollingParams params;
  TlRollingKinematics kin[UPDATES];
  volatile double sink; /* keeps the work observable */
} UpdateBench;

/* A contact whose normal tilts step by step (so the history is carried into
 * the new plane) and whose spin reverses, so both branches run. */
static void
setup_updates(UpdateBench *b)
{
  b->params = tl_rolling_params_default();
  for (int k = 0; k < UPDATES; k++) {
    const double a = 1e-3 * k, w = 30.0 * cos(0.02 * k);
    TlRollingKinematics *q = &b->kin[k];
    *q = (TlRollingKinematics){ { cos(a), sin(a), 0.0 }, { 0.0, 0.3, w }, { 0.1, 0.0, 0.0 }, 10.0 };
  }
}

static void
run_updates(void *data)
{
  UpdateBench *b = data;
  TlRollingContact c;
  TlRollingOutput o;
  tl_rolling_contact_init(&c, 0.01, 0.01, NULL);
  double acc = 0.0;
  for (int k = 0; k < UPDATES; k++) {
    tl_rolling_step(&c, &b->params, &b->kin[k], 1e-5, &o);
    acc += o.torque_i[2];
  }
  b->sink = acc;
}

static void
run_demo(void *data)
{
  const TlRollingDemoParams *p = data;
  TlRollingDemoSample *s;
  size_t n;
  if (tl_rolling_demo_run(p, &s, &n, NULL) == TL_OK)
    free(s);
}

void
cli_bench_rolling(const CliBenchOptions *o)
{
  UpdateBench *b = malloc(sizeof *b);
  if (!b)
    return;
  setup_updates(b);
  cli_bench_print("rolling", "contact_update_ns",
                     1e9 * cli_bench_median(o, run_updates, b) / UPDATES);
  free(b);
  TlRollingDemoParams p = tl_rolling_demo_params_default();
  cli_bench_print("rolling", "demo_steps", (double)lround(p.duration / p.dt));
  cli_bench_print("rolling", "demo_run_ms", 1e3 * cli_bench_median(o, run_demo, &p));
}
