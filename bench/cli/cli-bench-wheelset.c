/* cli-bench-wheelset.c — benchmark section "wheelset": the linear wheelset
 * on the track (docs/theory.md §13), at the default wheelset with round creep
 * coefficients (f11 = 10 MN, f22 = 9 MN) so that no patch is computed.
 *
 *   wheelset.eigen_200_ms      the root locus at 200 speeds (1 … 200 m/s): one state
 *                              matrix and its four eigenvalues per speed
 *   wheelset.critical_ms       the critical-speed search (scan and bisection)
 *   wheelset.kinematic_cone_ms one kinematic wavelength on cones (rk8pd to the first
 *                              crossing, then bisection)
 *   wheelset.run_polach_1s_ms  one second of a run at 160 m/s with Polach's creep forces
 *                              on the two patches of the centred S1002/60E1 wheel (from
 *                              1 mm; output every ms), the patches computed beforehand
 *   wheelset.run_fastsim_1s_ms the same second with FASTSIM on 20 x 20 cells per patch
 *   wheelset.bifurcation_polach_ms the Wheelset page's bifurcation sweep (12 runs of 2 s
 *                              with Polach's forces on cones, and 4 of the bisection)
 * Times are medians of --repeats samples. */
#include "cli-bench.h"
#include "study-wheelset.h"
#include "tribo/wheelset.h"

#define EIGEN_SPEEDS 200

typedef struct {
  TlWsParams p;
  TlWsCreep creep;    /* Polach on the centred patches */
  TlWsParams patched; /* the wheelset with the patches' coefficients */
  TlWsRunParams rp;
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
  b->failed |=
      tl_ws_critical_speed(&b->p, 0.1, 500.0, &c, NULL) != TL_OK || c.kind != TL_WS_CRITICAL_FOUND;
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

/* One second of the run with b->creep (Polach's or FASTSIM's forces). */
static void
run_polach(void *data)
{
  WsBench *b = data;
  TlWsRun r = {0};
  b->failed |=
      tl_ws_run(&b->patched, &b->creep, NULL, NULL, b->patched.e, &b->rp, NULL, &r, NULL) != TL_OK;
  tl_ws_run_clear(&r);
}

/* The Wheelset page's bifurcation sweep: Polach's forces on cones, 2 s runs
 * from 5 mm at 20, 40, … 240 m/s and the bisection of the nonlinear
 * critical speed, through the study (patches included). */
static void
run_sweep(void *data)
{
  WsBench *b = data;
  TlStudyWheelsetSpec spec = tl_study_wheelset_spec_default();
  spec.creep_model = TL_WS_CREEP_POLACH;
  tl_study_wheelset_page_sweep(&spec); /* the page's sweep */
  spec.run_params.dt = 2e-3;
  TlStudyWheelset s;
  tl_study_wheelset_init(&s);
  b->failed |= tl_study_wheelset_update(&s, &spec, NULL, NULL) != TL_OK;
  tl_study_wheelset_clear(&s);
}

void
cli_bench_wheelset(const CliBenchOptions *o)
{
  WsBench b = {.p = tl_ws_params_default()};
  b.p.f11 = 1.0e7;
  b.p.f22 = 9.0e6;
  cli_bench_print("wheelset", "eigen_200_ms", 1e3 * cli_bench_median(o, run_eigen, &b));
  cli_bench_print("wheelset", "critical_ms", 1e3 * cli_bench_median(o, run_critical, &b));
  cli_bench_print("wheelset", "kinematic_cone_ms", 1e3 * cli_bench_median(o, run_kinematic, &b));
  /* the patches through the study, then the run alone */
  TlStudyWheelsetSpec spec = tl_study_wheelset_spec_default();
  spec.run = 1;
  spec.creep_model = TL_WS_CREEP_POLACH;
  spec.run_params.duration = 1e-3;
  TlStudyWheelset s;
  tl_study_wheelset_init(&s);
  if (tl_study_wheelset_update(&s, &spec, NULL, NULL) == TL_OK) {
    b.creep = s.creep;
    b.patched = s.used;
    b.rp = tl_ws_run_params_default();
    b.rp.duration = 1.0;
    b.rp.v_start = b.rp.v_end = 160.0;
    cli_bench_print("wheelset", "run_polach_1s_ms", 1e3 * cli_bench_median(o, run_polach, &b));
    b.creep.model = TL_WS_CREEP_FASTSIM;
    CliBenchOptions few = *o;
    few.repeats = o->repeats < 3 ? o->repeats : 3;
    few.min_sample_s = 0.0;
    cli_bench_print("wheelset", "run_fastsim_1s_ms", 1e3 * cli_bench_median(&few, run_polach, &b));
    cli_bench_print("wheelset", "bifurcation_polach_ms", 1e3 * cli_bench_median(&few, run_sweep, &b));
  } else {
    b.failed = 1;
  }
  tl_study_wheelset_clear(&s);
  if (b.failed)
    cli_bench_print("wheelset", "failed", 1);
}
