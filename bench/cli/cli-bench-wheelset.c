/* cli-bench-wheelset.c — benchmark section "wheelset": the linear wheelset
 * on the track (docs/theory.md §12), at the default wheelset with round creep
 * coefficients (f11 = 10 MN, f22 = 9 MN) so that no patch is computed.
 *
 *   wheelset.eigen_200_ms      the root locus at 200 speeds (1 … 200 m/s): one state
 *                              matrix and its four eigenvalues per speed
 *   wheelset.critical_ms       the critical-speed search (scan and bisection)
 *   wheelset.kinematic_cone_ms one kinematic wavelength on cones (rk8pd to the first
 *                              crossing, then bisection)
 * Times are medians of --repeats samples. */
#include "cli-bench.h"
#include "tribo/wheelset.h"

#define EIGEN_SPEEDS 200

typedef struct {
  TlWsParams p;
  int failed;
} WsBench;

static void
run_eigen(void *data)
{
  WsBench *b = data;
  TlWsEigen ev[TL_WS_N_MODES];
  for (int k = 1; k <= EIGEN_SPEEDS && !b->failed; k++)
    b->failed |= tl_ws_eigen(&b->p, (double)k, ev, NULL) != TL_OK;
}

static void
run_critical(void *data)
{
  WsBench *b = data;
  TlWsCritical c;
  b->failed |= tl_ws_critical_speed(&b->p, 0.1, 500.0, &c, NULL) != TL_OK ||
               c.kind != TL_WS_CRITICAL_FOUND;
}

static double
cone(double y, void *data)
{
  return 2.0 * ((const TlWsParams *)data)->conicity * y;
}

static void
run_kinematic(void *data)
{
  WsBench *b = data;
  double l;
  b->failed |= tl_ws_kinematic_wavelength(cone, &b->p, b->p.e, b->p.r0, 3e-3, &l, NULL) != TL_OK;
}

void
cli_bench_wheelset(const CliBenchOptions *o)
{
  WsBench b = { tl_ws_params_default(), 0 };
  b.p.f11 = 1.0e7;
  b.p.f22 = 9.0e6;
  cli_bench_print("wheelset", "eigen_200_ms", 1e3 * cli_bench_median(o, run_eigen, &b));
  cli_bench_print("wheelset", "critical_ms", 1e3 * cli_bench_median(o, run_critical, &b));
  cli_bench_print("wheelset", "kinematic_cone_ms", 1e3 * cli_bench_median(o, run_kinematic, &b));
  if (b.failed)
    cli_bench_print("wheelset", "failed", 1);
}
