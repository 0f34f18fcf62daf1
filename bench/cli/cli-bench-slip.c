/* cli-bench-slip.c — bench section "slip": friction falling with the slip
 * speed inside the contact — a FASTSIM creep curve with the exponential law
 * and Polach's closed-form curve. */
#include "cli-bench.h"
#include "tribo/fastsim.h"
#include "tribo/polach.h"

typedef struct {
  TlFastsim *fs;
  TlTraction t;
  TlSlipFriction law;
  TlContactParams p;
  TlContactBasics basics;
  TlPolachParams polach;
  double sink;
} SlipBench;

/* 30 creepages from 0.0005 to 0.05 (the adhesion maximum and the falling branch). */
static void
run_curve(void *data)
{
  SlipBench *b = data;
  for (int k = 0; k < 30; k++)
    tl_fastsim_solve_law(b->fs, &b->law, 0.0005 + k * (0.05 - 0.0005) / 29.0, 0.0, 0.0, &b->t,
                         NULL, NULL, NULL, NULL);
  b->sink += b->t.f;
}

static void
run_polach(void *data)
{
  SlipBench *b = data;
  TlPolachResult r;
  for (int k = 0; k < 1000; k++) {
    tl_polach_forces(&b->p, &b->basics, &b->polach, 1e-4 + k * 4e-4, 0.0, 0.0, &r, NULL);
    b->sink += r.f;
  }
}

/* What the steady view computes on a change with a falling law: the curve at
 * the case's V (1 m/s) with the operating point's map, and at 10 and 30 m/s,
 * 41 creepages over 0 … 0.05 each (tl_fastsim_law_curve). */
static void
run_view(void *data)
{
  SlipBench *b = data;
  double cx[41], f[41];
  for (int k = 0; k < 41; k++)
    cx[k] = 0.05 * k / 40.0;
  const double speeds[3] = { 1.0, 10.0, 30.0 };
  for (int i = 0; i < 3; i++) {
    TlContactParams p = b->p;
    p.speed = speeds[i];
    tl_fastsim_law_curve(&p, &b->law, cx, 41, f, NULL, i == 0 ? &b->t : NULL, NULL, NULL, NULL,
                         NULL);
    b->sink += f[20];
  }
}

/* The thesis case, exponential law μs = 0.4, μk = 0.2, s_h = 0.1 m/s at
 * V = 1 m/s, 50 × 50; Polach's dry set at 10 m/s. */
void
cli_bench_slip(const CliBenchOptions *o)
{
  SlipBench b = { 0 };
  b.p = tl_contact_params_default();
  b.law = tl_slip_friction_default(TL_SLIP_LAW_EXP);
  b.fs = tl_fastsim_alloc(&b.p, TL_FASTSIM_FIXED_GRID, NULL);
  if (b.fs && tl_traction_alloc(&b.t, b.p.mx, b.p.my, NULL) == TL_OK) {
    cli_bench_print("slip", "fastsim_exp_curve_30_50x50_ms", 1e3 * cli_bench_median(o, run_curve, &b));
    cli_bench_print("slip", "steady_view_exp_3_speeds_41_50x50_ms",
                       1e3 * cli_bench_median(o, run_view, &b));
    tl_traction_free(&b.t);
  }
  tl_fastsim_free(b.fs);
  b.p.speed = 10.0;
  b.polach = tl_polach_params_dry();
  if (tl_contact_basics(&b.p, &b.basics, NULL) == TL_OK)
    cli_bench_print("slip", "polach_curve_1000_us", 1e6 * cli_bench_median(o, run_polach, &b));
}
