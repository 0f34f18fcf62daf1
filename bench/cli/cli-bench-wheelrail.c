/* cli-bench-wheelrail.c — benchmark section "wheelrail": S1002 wheels on
 * 60E1 rails at 1:40 (docs/theory-wheel-rail.md).
 *
 *   wheelrail.contact_hertz_ms   contact search with the roll angle at y = 3 mm and Hertz
 *                                at every loaded point of both wheels (100 kN)
 *   wheelrail.dr_table_s         the Δr(y) table over ±10 mm at 0.05 mm (odd symmetry: y ≥ 0
 *                                solved, jumps located by bisection)
 *   wheelrail.exact_tread_ms     one non-Hertzian normal solve of the centred tread patch
 *                                (100 kN, 0.2 mm cells), with its grid in cells_exact
 *   wheelrail.approx_tread_ms    Kik–Piotrowski on the same patch and grid
 *   wheelrail.roll_fastsim_ms    "Roll this patch": FASTSIM on that exact patch at cx = 0.002,
 *                                μ = 0.3 (its cropped grid in cells_roll)
 *   wheelrail.roll_exact_ms      the exact steady theory on the same patch and creepage
 *   wheelrail.roll_curve_ms      the Steady rolling view's creep curve of that patch: FASTSIM
 *                                at its 121 creepages, 0 … 0.015
 * Times are medians of --repeats samples (the table: of at most 3). */
#include "cli-bench.h"
#include "tribo/profile.h"
#include "tribo/wheelrail.h"

typedef struct {
  TlWheelrail *wr;
  TlWrContact c;
  TlWrNormalParams np;
  TlWrPatch patch;   /* the exact tread patch, rolled */
  TlWrRollParams rp;
  int cells;
  int failed;
} WrBench;

static void
run_contact_hertz(void *data)
{
  WrBench *b = data;
  TlWrContact c;
  b->failed |= tl_wheelrail_contact(b->wr, 3e-3, &c, NULL) != TL_OK;
  for (int sd = 0; sd < 2 && !b->failed; sd++) {
    TlWrNormal n;
    b->failed |= tl_wheelrail_normal(b->wr, &c, sd, &b->np, &n, NULL) != TL_OK;
    if (!b->failed)
      tl_wr_normal_clear(&n);
  }
}

static void
run_table(void *data)
{
  WrBench *b = data;
  TlWrTable t;
  b->failed |= tl_wheelrail_table(b->wr, 10e-3, 0.05e-3, &t, NULL) != TL_OK;
  if (!b->failed)
    tl_wr_table_clear(&t);
}

static void
run_patch(void *data)
{
  WrBench *b = data;
  TlWrPatch p;
  b->failed |= tl_wheelrail_patch(b->wr, &b->c, 0, 0, &b->np, 100e3, &p, NULL) != TL_OK;
  if (!b->failed) {
    b->cells = p.mx * p.my;
    tl_wr_patch_clear(&p);
  }
}

static void
run_roll(void *data)
{
  WrBench *b = data;
  TlWrRoll r = { 0 };
  b->failed |= tl_wheelrail_roll(&b->patch, &b->np.wheel, &b->np.rail, &b->rp, &r, NULL) != TL_OK;
  b->cells = r.field.grid.mx * r.field.grid.my;
  tl_wr_roll_clear(&r);
}

#define CURVE_POINTS 121 /* the Steady rolling view's samples per curve */

static void
run_curve(void *data)
{
  WrBench *b = data;
  double cx[CURVE_POINTS], f[CURVE_POINTS];
  for (int k = 0; k < CURVE_POINTS; k++)
    cx[k] = 0.015 * k / (CURVE_POINTS - 1);
  b->failed |= tl_wheelrail_roll_curve(&b->patch, &b->np.wheel, &b->np.rail, &b->rp, cx,
                                       CURVE_POINTS, f, NULL) != TL_OK;
}

void
cli_bench_wheelrail(const CliBenchOptions *o)
{
  TlProfile *w = NULL, *r = NULL;
  WrBench b = { 0 };
  TlWheelsetParams p = tl_wheelset_params_default();
  if (tl_profile_s1002(&w, NULL) != TL_OK || tl_profile_60e1(&r, NULL) != TL_OK ||
      tl_wheelrail_alloc(&p, w, r, &b.wr, NULL) != TL_OK ||
      tl_wheelrail_contact(b.wr, 0.0, &b.c, NULL) != TL_OK) {
    cli_bench_print("wheelrail", "failed", 1);
    goto out;
  }
  b.np = tl_wr_normal_params_default();
  cli_bench_print("wheelrail", "contact_hertz_ms", 1e3 * cli_bench_median(o, run_contact_hertz, &b));
  CliBenchOptions few = *o;
  few.repeats = o->repeats < 3 ? o->repeats : 3;
  few.min_sample_s = 0.0;
  cli_bench_print("wheelrail", "dr_table_s", cli_bench_median(&few, run_table, &b));
  b.np.method = TL_WR_NORMAL_EXACT;
  cli_bench_print("wheelrail", "exact_tread_ms", 1e3 * cli_bench_median(&few, run_patch, &b));
  cli_bench_print("wheelrail", "cells_exact", b.cells);
  b.np.method = TL_WR_NORMAL_APPROX;
  cli_bench_print("wheelrail", "approx_tread_ms", 1e3 * cli_bench_median(o, run_patch, &b));
  b.np.method = TL_WR_NORMAL_EXACT;
  b.rp = tl_wr_roll_params_default();
  if (tl_wheelrail_patch(b.wr, &b.c, 0, 0, &b.np, 100e3, &b.patch, NULL) == TL_OK) {
    cli_bench_print("wheelrail", "roll_fastsim_ms", 1e3 * cli_bench_median(o, run_roll, &b));
    cli_bench_print("wheelrail", "cells_roll", b.cells);
    cli_bench_print("wheelrail", "roll_curve_ms", 1e3 * cli_bench_median(&few, run_curve, &b));
    b.rp.model = TL_WR_ROLL_EXACT;
    cli_bench_print("wheelrail", "roll_exact_ms", 1e3 * cli_bench_median(&few, run_roll, &b));
    tl_wr_patch_clear(&b.patch);
  } else {
    b.failed = 1;
  }
  if (b.failed)
    cli_bench_print("wheelrail", "failed", 1);
out:
  tl_wheelrail_free(b.wr);
  tl_profile_free(w);
  tl_profile_free(r);
}
