/* cli-bench-transient.c — bench sections "brush" (steps per second) and
 * "thesis" (the whole thesis case). */
#include <math.h>
#include <sys/wait.h>

#include "cli-bench.h"
#include "tribo/brush.h"
#include "tribo/transient.h"

typedef struct {
  TlBrush *brush;
  double dt, t;
} StepBench;

/* One C = 1 step of the thesis sine (μ = 1: partial slip, no saturation). */
static void
run_step(void *data)
{
  StepBench *b = data;
  b->t += b->dt;
  tl_brush_step(b->brush, b->dt, 0.005 + 0.005 * sin(2.0 * M_PI * 10.0 * b->t), 0.0, 0.0, NULL);
}

void
cli_bench_brush(const CliBenchOptions *o)
{
  const int sizes[] = { 40, 100, 200 };
  for (size_t i = 0; i < G_N_ELEMENTS(sizes); i++) {
    TlContactParams p = tl_contact_params_default();
    p.mu = 1.0;
    p.mx = p.my = sizes[i];
    StepBench b = { tl_brush_alloc(&p, NULL), 0.0, 0.0 };
    if (!b.brush)
      continue;
    b.dt = tl_brush_unit_step(b.brush);
    tl_brush_reset(b.brush, TL_INIT_ZERO, 0.005, 0.0, 0.0, NULL);
    const double s = cli_bench_median(o, run_step, &b);
    char key[64];
    g_snprintf(key, sizeof key, "steps_per_s_%dx%d", sizes[i], sizes[i]);
    cli_bench_print("brush", key, 1.0 / s);
    g_snprintf(key, sizeof key, "ns_per_cell_%dx%d", sizes[i], sizes[i]);
    cli_bench_print("brush", key, 1e9 * s / tl_brush_grid(b.brush)->n_active);
    tl_brush_free(b.brush);
  }
}

/* The thesis case as `transient --summary` computes it: allocate, run 702
 * rows (sine C0 = Cp = 0.005, 10 Hz, 3 periods, μ = 1, 40 × 40, C = 1),
 * analyse, free. */
static void
run_thesis(void *data)
{
  int *rows = data;
  TlContactParams p = tl_contact_params_default();
  p.mu = 1.0;
  p.mx = p.my = 40;
  TlBrush *b = tl_brush_alloc(&p, NULL);
  TlWaveform w = tl_waveform_default(TL_WAVE_SINE);
  TlRun run = { 0 };
  TlPeriodicAnalysis an;
  if (b && tl_run_init(&run, tl_brush_model(b), &w, 0.0, 0.0, tl_brush_unit_step(b), NULL) == TL_OK &&
      tl_run_start(&run, TL_INIT_ZERO, NULL) == TL_OK &&
      tl_run_advance_to(&run, 3.0 / w.freq, NULL) == TL_OK)
    tl_run_analyse(&run, w.freq, &an, NULL);
  *rows = run.rec.n;
  tl_run_clear(&run);
  tl_brush_free(b);
}

/* The same as a whole process: this binary's `transient --summary`. */
typedef struct {
  const char *self;
  char *failure; /* the first failure, or NULL */
} ProcessBench;

static void
run_process(void *data)
{
  ProcessBench *b = data;
  char *argv[] = { (char *)b->self, "transient", "--model", "brush", "--waveform", "sine", "--c0",
                   "0.005", "--cp", "0.005", "--freq-hz", "10", "--periods", "3", "--mu", "1",
                   "--grid", "40x40", "--summary", NULL };
  GError *error = NULL;
  int wait_status = 0;
  if (!g_spawn_sync(NULL, argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                    NULL, NULL, NULL, NULL, &wait_status, &error)) {
    if (!b->failure)
      b->failure = g_strdup(error->message);
    g_error_free(error);
  } else if (!b->failure && !(WIFEXITED(wait_status) && WEXITSTATUS(wait_status) == 0)) {
    b->failure = WIFEXITED(wait_status)
                   ? g_strdup_printf("the run exited with status %d", WEXITSTATUS(wait_status))
                   : g_strdup("the run was killed by a signal");
  }
}

void
cli_bench_thesis(const CliBenchOptions *o)
{
  int rows = 0;
  cli_bench_print("thesis", "run_ms", 1e3 * cli_bench_median(o, run_thesis, &rows));
  cli_bench_print("thesis", "rows", rows);
  char *self = g_file_read_link("/proc/self/exe", NULL);
  if (!self) {
    fprintf(stderr, "tribolab-cli bench: thesis process_ms: cannot find this program\n");
    return;
  }
  ProcessBench b = { self, NULL };
  const double s = cli_bench_median(o, run_process, &b);
  /* a run that failed to start or to finish is no time for the whole process */
  if (b.failure)
    fprintf(stderr, "tribolab-cli bench: thesis process_ms: %s\n", b.failure);
  else
    cli_bench_print("thesis", "process_ms", 1e3 * s);
  g_free(b.failure);
  g_free(self);
}
