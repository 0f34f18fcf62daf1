/* cli-bench-wear.c — benchmark section "wear": the default profile-wear case
 * (S1002 on 60E1, 1:40, 100 kN, cx = 0.002, mu = 0.3, sigma = 2 mm sampled at
 * 25 shifts, Archard, 0.1 mm points, steps of at most 0.1 mm; docs/theory.md
 * §12.8).
 *
 *   wear.step_s            set-up (the new profiles' Δr table) and one step: 25 shifts (contact,
 *                          patches, FASTSIM, wear laid out), smoothing, refit and the
 *                          Δr table to 5 mm
 *   wear.passes_1e6_s      the whole run to 1e6 passes (what `tribolab-cli wear
 *                          --passes 1e6` computes)
 *   wear.steps_1e6         the steps that run took
 * Times are medians of --repeats samples (at most 3 of the whole run). */
#include "cli-bench.h"
#include "tribo/profile-wear.h"

typedef struct {
  TlProfile *w, *r;
  TlProfileWearParams p;
  int steps, failed;
} WearBench;

static void
run_wear(void *data)
{
  WearBench *b = data;
  TlProfileWear *pw;
  if (tl_profile_wear_alloc(&b->p, b->w, b->r, &pw, NULL) != TL_OK) {
    b->failed = 1;
    return;
  }
  b->steps = 0;
  while (!b->failed && !tl_profile_wear_done(pw)) {
    b->failed |= tl_profile_wear_step(pw, NULL, NULL, NULL) != TL_OK;
    b->steps++;
  }
  tl_profile_wear_free(pw);
}

void
cli_bench_wear(const CliBenchOptions *o)
{
  WearBench b = { 0 };
  if (tl_profile_s1002(&b.w, NULL) != TL_OK || tl_profile_60e1(&b.r, NULL) != TL_OK) {
    cli_bench_print("wear", "failed", 1);
    goto out;
  }
  CliBenchOptions few = *o;
  few.repeats = o->repeats < 3 ? o->repeats : 3;
  few.min_sample_s = 0.0;
  b.p = tl_profile_wear_params_default();
  b.p.passes = 1.0; /* one step: far below the depth limit */
  cli_bench_print("wear", "step_s", cli_bench_median(&few, run_wear, &b));
  b.p.passes = 1e6;
  cli_bench_print("wear", "passes_1e6_s", cli_bench_median(&few, run_wear, &b));
  cli_bench_print("wear", "steps_1e6", b.steps);
  if (b.failed)
    cli_bench_print("wear", "failed", 1);
out:
  tl_profile_free(b.w);
  tl_profile_free(b.r);
}
