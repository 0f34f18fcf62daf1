/* cli-bench-steady.c — bench section "fastsim": time per FASTSIM solve. */
#include "cli-bench.h"
#include "tribo/fastsim.h"

typedef struct {
  TlFastsim *fs;
  TlTraction t;
} FastsimBench;

static void
run_solve(void *data)
{
  FastsimBench *b = data;
  tl_fastsim_solve(b->fs, 0.005, 0.0, 0.0, &b->t, NULL);
}

/* The thesis case at cx = 0.005 (partial slip, μ = 0.4), fixed grid. */
void
cli_bench_fastsim(const CliBenchOptions *o)
{
  const int sizes[] = { 50, 200 };
  for (size_t i = 0; i < G_N_ELEMENTS(sizes); i++) {
    TlContactParams p = tl_contact_params_default();
    p.mx = p.my = sizes[i];
    FastsimBench b;
    b.fs = tl_fastsim_alloc(&p, TL_FASTSIM_FIXED_GRID, NULL);
    if (!b.fs || tl_traction_alloc(&b.t, p.mx, p.my, NULL) != TL_OK) {
      tl_fastsim_free(b.fs);
      continue;
    }
    const double s = cli_bench_median(o, run_solve, &b);
    char key[64];
    g_snprintf(key, sizeof key, "solve_%dx%d_us", sizes[i], sizes[i]);
    cli_bench_print("fastsim", key, 1e6 * s);
    g_snprintf(key, sizeof key, "ns_per_cell_%dx%d", sizes[i], sizes[i]);
    cli_bench_print("fastsim", key, 1e9 * s / tl_fastsim_grid(b.fs)->n_active);
    tl_traction_free(&b.t);
    tl_fastsim_free(b.fs);
  }
}
