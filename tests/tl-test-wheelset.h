/* tl-test-wheelset.h — what the wheelset tests share: a case of round
 * numbers, conical wheels, updating a study, running its motion again on
 * finer patch grids, and the checks of a hunting run. */
#ifndef TL_TEST_WHEELSET_H
#define TL_TEST_WHEELSET_H

#include <glib.h>
#include <math.h>

#include "study-wheelset.h"
#include "tribo/units.h"
#include "tribo/wheelset.h"

/* Round numbers for the closed forms (not the defaults: a test of the
 * formulas should not move when a default does). */
static inline TlWsParams
tl_test_ws_case_params(void)
{
  TlWsParams p = tl_ws_params_default();
  p.mass = 1500.0;
  p.yaw_inertia = 700.0;
  p.ky = 2.0e6;
  p.kpsi = 1.0e7;
  p.r0 = 0.46;
  p.e = 0.75;
  p.conicity = 0.2;
  p.f11 = 1.0e7;
  p.f22 = 9.0e6;
  return p;
}

/* Conical wheels as a rolling radius difference: Δr(y) = 2λy, data the
 * conicity λ (a double). */
static inline double
tl_test_ws_cone(double y, void *data)
{
  return 2.0 * *(const double *)data * y;
}

/* The largest |y| of a run from sample `from` on [m]. */
static inline double
tl_test_ws_max_abs_y(const TlWsRun *r, int from)
{
  double m = 0.0;
  for (int k = from; k < r->n; k++)
    m = fmax(m, fabs(r->y[k]));
  return m;
}

/* Update the study s to spec, or the test fails with the study's message. */
static inline void
tl_test_ws_update(TlStudyWheelset *s, const TlStudyWheelsetSpec *spec)
{
  TlError err;
  if (tl_study_wheelset_update(s, spec, NULL, &err) != TL_OK)
    g_error("%s", err.message);
}

/* A new study computed for spec (clear it with tl_study_wheelset_clear), or
 * the test fails with the study's message. */
static inline TlStudyWheelset
tl_test_ws_computed(const TlStudyWheelsetSpec *spec)
{
  TlStudyWheelset s;
  tl_study_wheelset_init(&s);
  tl_test_ws_update(&s, spec);
  return s;
}

/* The case of docs/theory.md §13.7's power check: the default wheelset with
 * FASTSIM forces hunting at 1.4 times the critical speed vc, from y = 3 mm
 * for 0.4 s in steps of 4 ms (the creepages sweep through partial slip). */
static inline void
tl_test_ws_fastsim_hunt(TlStudyWheelsetSpec *spec, double vc)
{
  spec->run = 1;
  spec->creep_model = TL_WS_CREEP_FASTSIM;
  spec->run_params.v_start = spec->run_params.v_end = 1.4 * vc;
  spec->run_params.y0 = 3.0 * TL_UNIT_MM;
  spec->run_params.duration = 0.4;
  spec->run_params.dt = 4e-3;
}

/* The study's run again with every patch on m × m cells (clear it with
 * tl_ws_run_clear), or the test fails with the core's message. */
static inline TlWsRun
tl_test_ws_run_on_grid(const TlStudyWheelset *s, const TlWsRunParams *rp, int m)
{
  TlWsCreep creep = s->creep;
  for (int k = 0; k < creep.n_patches; k++)
    creep.patch[k].mx = creep.patch[k].my = m;
  TlWsRun r = { 0 };
  TlError err;
  if (tl_ws_run(&s->used, &creep, NULL, NULL, s->e_run, rp, NULL, &r, &err) != TL_OK)
    g_error("%s", err.message);
  return r;
}

/* A run that grew from its start shift y0 into a limit cycle: it ran to its
 * end, its largest |y| over the last quarter is above y0 and, to the
 * bifurcation sweep's criterion of a sustained cycle, that of the third
 * quarter (neither dying out nor growing on).  Returns that largest |y|. */
static inline double
tl_test_ws_assert_limit_cycle(const TlWsRun *run, double y0)
{
  g_assert_false(run->stopped);
  double third = 0.0, last = 0.0;
  for (int i = run->n / 2; i < run->n; i++) {
    if (i < 3 * run->n / 4)
      third = fmax(third, fabs(run->y[i]));
    else
      last = fmax(last, fabs(run->y[i]));
  }
  g_assert_cmpfloat(last, >, y0);
  g_assert_cmpfloat(last, >=, TL_STUDY_WS_BIF_KEEP * third);
  g_assert_cmpfloat(last, <=, third / TL_STUDY_WS_BIF_KEEP);
  return last;
}

#endif /* TL_TEST_WHEELSET_H */
