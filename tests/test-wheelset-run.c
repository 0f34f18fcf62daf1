/* test-wheelset-run.c — the wheelset's motion in time (tl_ws_run and the
 * study's run) against the linear theory of docs/theory.md, "The wheelset on
 * the track":
 *  - on cones with linear forces the run is the linear system: its maxima
 *    decay or grow at the least damped eigenvalue's rate and period;
 *  - a speed ramp, a run that grows past the largest shift and stops, bad runs;
 *  - saturating creep forces (Polach's, FASTSIM's) bound the hunting in a
 *    limit cycle;
 *  - the energy check: the creep forces' power against the patches' local
 *    frictional power (docs/theory.md §13.7).
 */
#include <glib.h>
#include <math.h>

#include "study-wheelset.h"
#include "tl-test-util.h"
#include "tl-test-wheelset.h"
#include "tribo/units.h"
#include "tribo/wheelset.h"

/* ---- the run in time -------------------------------------------------------- */

/* The maxima of y in a run after `after` seconds, by the parabola through
 * each largest sample and its neighbours: up to `max` of them. */
static int
run_peaks(const TlWsRun *r, double after, double *t, double *y, int max)
{
  int n = 0;
  for (int k = 1; k + 1 < r->n && n < max; k++) {
    if (r->t[k] < after || !(r->y[k] > r->y[k - 1] && r->y[k] >= r->y[k + 1]))
      continue;
    const double den = r->y[k - 1] - 2.0 * r->y[k] + r->y[k + 1];
    const double shift = 0.5 * (r->y[k - 1] - r->y[k + 1]) / den;
    const double dt = r->t[k + 1] - r->t[k];
    t[n] = r->t[k] + shift * dt;
    y[n] = r->y[k] - 0.25 * (r->y[k - 1] - r->y[k + 1]) * shift;
    n++;
  }
  return n;
}

/* tl_ws_run on cones is the linear system: its maxima decay (or grow) at the
 * least damped eigenvalue's rate and recur at its period, and the envelope
 * stops decaying at the critical speed the eigenvalues give. */
static void
test_run_is_the_linear_system(void)
{
  TlWsParams p = tl_test_ws_case_params();
  TlWsCritical c;
  g_assert_cmpint(tl_ws_critical_speed(&p, 0.1, 500.0, &c, NULL), ==, TL_OK);
  const double factors[] = {0.8, 0.98, 1.02, 1.1};
  for (size_t i = 0; i < G_N_ELEMENTS(factors); i++) {
    const double v = factors[i] * c.speed;
    TlWsEigen ev[TL_WS_N_MODES];
    g_assert_cmpint(tl_ws_eigen(&p, v, ev, NULL), ==, TL_OK);
    TlWsEigen m = ev[0];
    for (int k = 1; k < TL_WS_N_MODES; k++)
      if (ev[k].re > m.re)
        m = ev[k];
    const double period = 2.0 * M_PI / m.im;
    TlWsRunParams rp = tl_ws_run_params_default();
    rp.v_start = rp.v_end = v;
    rp.dt = period / 400.0;
    rp.duration = 12.0 * period;
    TlWsRun r = {0};
    TlError err;
    if (tl_ws_run(&p, NULL, NULL, NULL, p.e, &rp, NULL, &r, &err) != TL_OK)
      g_error("%s", err.message);
    g_assert_false(r.stopped);
    double t[3], y[3];
    g_assert_cmpint(run_peaks(&r, 5.0 * period, t, y, 3), ==, 3);
    tl_assert_rel_what(0.5 * (t[2] - t[0]), period, 1e-5, "period of the run");
    const double rate = log(y[2] / y[0]) / (t[2] - t[0]);
    g_assert_cmpfloat(fabs(rate - m.re), <, 1e-4 * m.im);
    g_assert_cmpint(rate < 0.0, ==, v < c.speed);
    /* x = V t at constant speed */
    tl_assert_rel_what(r.x[r.n - 1], v * r.t[r.n - 1], 1e-9, "distance run");
    tl_ws_run_clear(&r);
  }
}

/* A speed ramp: V(t) runs linearly, x(t) = v0 t + (v1 − v0) t²/(2T); an
 * unstable wheelset stops at the largest shift, its last sample past it. */
static void
test_run_ramp_and_stop(void)
{
  TlWsParams p = tl_test_ws_case_params();
  TlWsRunParams rp = tl_ws_run_params_default();
  rp.v_start = 40.0;
  rp.v_end = 60.0;
  rp.duration = 1.0;
  TlWsRun r = {0};
  g_assert_cmpint(tl_ws_run(&p, NULL, NULL, NULL, p.e, &rp, NULL, &r, NULL), ==, TL_OK);
  g_assert_cmpint(r.n, ==, 1001);
  tl_assert_rel_what(r.v[500], 50.0, 1e-12, "speed half way");
  tl_assert_rel_what(r.x[r.n - 1], 40.0 + 0.5 * 20.0, 1e-9, "distance of the ramp");
  tl_ws_run_clear(&r);
  /* without springs the kinematic mode grows at every speed */
  p.ky = p.kpsi = 0.0;
  rp.v_start = rp.v_end = 60.0;
  rp.duration = 100.0;
  g_assert_cmpint(tl_ws_run(&p, NULL, NULL, NULL, p.e, &rp, NULL, &r, NULL), ==, TL_OK);
  g_assert_true(r.stopped);
  g_assert_cmpfloat(fabs(r.y[r.n - 1]), >, TL_WS_RUN_MAX_SHIFT);
  g_assert_cmpfloat(fabs(r.y[r.n - 2]), <=, TL_WS_RUN_MAX_SHIFT);
  tl_ws_run_clear(&r);
  /* bad runs */
  TlError err;
  rp = tl_ws_run_params_default();
  rp.dt = 2.0 * rp.duration;
  g_assert_cmpint(tl_ws_run(&p, NULL, NULL, NULL, p.e, &rp, NULL, &r, &err), ==, TL_EINVAL);
  rp = tl_ws_run_params_default();
  rp.v_end = 0.0;
  g_assert_cmpint(tl_ws_run(&p, NULL, NULL, NULL, p.e, &rp, NULL, &r, &err), ==, TL_EINVAL);
  p.gravity = 1;
  rp = tl_ws_run_params_default();
  double lambda = 0.2;
  g_assert_cmpint(tl_ws_run(&p, NULL, tl_test_ws_cone, &lambda, p.e, &rp, NULL, &r, &err), ==,
                  TL_EINVAL);
  g_assert_cmpint(r.n, ==, 0); /* a failed run leaves *out as it was */
}

/* Saturating creep forces (Polach's, FASTSIM's) bound the hunting that the
 * linear forces let grow: at 1.4 times the linear critical speed (of the same
 * patches' Kalker coefficients) the linear run passes 100 mm and stops, the
 * saturating one settles in a limit cycle larger than its start; well below
 * it both die out. */
static void
test_run_limit_cycle(gconstpointer data)
{
  const TlWsCreepModel model = (TlWsCreepModel)GPOINTER_TO_INT(data);
  TlStudyWheelsetSpec spec = tl_study_wheelset_spec_default();
  spec.run = 1;
  spec.run_params.duration = 10.0;
  spec.run_params.dt = 2e-3;
  TlStudyWheelset lin, pol;
  tl_study_wheelset_init(&lin);
  tl_study_wheelset_init(&pol);
  TlError err;
  tl_test_ws_update(&lin, &spec);
  g_assert_cmpint(lin.critical.kind, ==, TL_WS_CRITICAL_FOUND);
  const double vc = lin.critical.speed;
  const double factors[] = {0.5, 1.4};
  for (size_t i = 0; i < G_N_ELEMENTS(factors); i++) {
    spec.run_params.v_start = spec.run_params.v_end = factors[i] * vc;
    spec.creep_model = TL_WS_CREEP_LINEAR;
    g_assert_cmpint(tl_study_wheelset_update(&lin, &spec, NULL, &err), ==, TL_OK);
    spec.creep_model = model;
    tl_test_ws_update(&pol, &spec);
    g_assert_cmpint(pol.creep.n_patches, ==, 2);
    double last = 0.0; /* the saturating run's largest |y| over the last fifth */
    for (int k = pol.run.n - pol.run.n / 5; k < pol.run.n; k++)
      last = fmax(last, fabs(pol.run.y[k]));
    g_assert_false(pol.run.stopped);
    if (factors[i] < 1.0) {
      g_assert_false(lin.run.stopped);
      g_assert_cmpfloat(last, <, 1e-3 * spec.run_params.y0);
    } else {
      g_assert_true(lin.run.stopped);
      g_assert_cmpfloat(last, >, spec.run_params.y0);
      g_assert_cmpfloat(last, <, TL_WS_RUN_MAX_SHIFT);
    }
  }
  /* these forces take the patches: not with given coefficients, not in the
   * (linear) root locus alone */
  spec.creep_given = TL_STUDY_WS_GIVEN_F11;
  g_assert_cmpint(tl_study_wheelset_update(&pol, &spec, NULL, &err), ==, TL_EINVAL);
  spec.creep_given = 0;
  spec.run = 0;
  g_assert_cmpint(tl_study_wheelset_update(&pol, &spec, NULL, &err), ==, TL_EINVAL);
  tl_study_wheelset_clear(&lin);
  tl_study_wheelset_clear(&pol);
}

/* ---- the energy check --------------------------------------------------------------- */

/* The mean over a run's samples of its creep forces' power and of its
 * patches' local frictional power [W]. */
static void
run_power_means(const TlWsRun *r, double *creep, double *local)
{
  *creep = *local = 0.0;
  for (int k = 0; k < r->n; k++) {
    *creep += r->creep_power[k];
    *local += r->frictional_power[k];
  }
  *creep /= r->n;
  *local /= r->n;
}

/* The creep forces' power and the patches' local frictional power with
 * FASTSIM forces (docs/theory.md §13.7): FASTSIM solves each patch in steady
 * rolling at every instant, where the two are equal in the continuum (§12.2)
 * and differ on a grid at first order in the cell size, the local sum from
 * below.  The default wheelset hunting at 1.4 times its critical speed (from
 * 3 mm, 0.4 s: the creepages sweep through partial slip) on 20, 40 and 80
 * cells per side: at every sample the local power lies below the creep
 * power, and the relative gap of the means halves with each refinement, an
 * observed order within 0.3 of 1 (the trajectories of the three grids differ
 * a little, so the order is not exact). */
static void
test_run_energy_fastsim(void)
{
  TlStudyWheelsetSpec spec = tl_study_wheelset_spec_default();
  TlStudyWheelset s = tl_test_ws_computed(&spec);
  tl_test_ws_fastsim_hunt(&spec, s.critical.speed);
  tl_test_ws_update(&s, &spec);
  const int grids[3] = {20, 40, 80};
  double gap[3], macro[3], local[3];
  for (int g = 0; g < 3; g++) {
    TlWsRun r = tl_test_ws_run_on_grid(&s, &spec.run_params, grids[g]);
    for (int k = 1; k < r.n; k++) {
      g_assert_cmpfloat(r.frictional_power[k], >, 0.0);
      g_assert_cmpfloat(r.frictional_power[k], <, r.creep_power[k]);
    }
    run_power_means(&r, &macro[g], &local[g]);
    gap[g] = (macro[g] - local[g]) / macro[g];
    g_test_message("%d x %d cells: creep power %.6g W, local %.6g W, gap %.4g", grids[g],
                   grids[g], macro[g], local[g], gap[g]);
    tl_ws_run_clear(&r);
  }
  g_assert_cmpfloat(fabs(log2(gap[0] / gap[1]) - 1.0), <, 0.3);
  g_assert_cmpfloat(fabs(log2(gap[1] / gap[2]) - 1.0), <, 0.3);
  /* Richardson's limits at first order meet, as the thesis case of §12.2
   * does for the exact theory (to 0.5 %) */
  tl_assert_rel_what(2.0 * local[2] - local[1], 2.0 * macro[2] - macro[1], 5e-3, "the limits");
  /* the study's run is the 20-cell one, and its CSV columns carry both */
  g_assert_cmpint(s.creep.patch[0].mx, ==, grids[0]);
  tl_study_wheelset_clear(&s);
}

/* Kalker's linear forces and Polach's have no slip field: their local power
 * is NaN and the creep power is still there, non-negative (the forces oppose
 * the creepages).  For the linear forces it is 2V (f₁₁ u² + f₂₂ ξ_y²) (§13.2),
 * whose lateral part V F_y²/(2 f₂₂) follows from the reported lateral force
 * F_y = −2 f₂₂ ξ_y alone: the power is at least that. */
static void
test_run_energy_no_field(void)
{
  TlStudyWheelsetSpec spec = tl_study_wheelset_spec_default();
  spec.run = 1;
  spec.run_params.duration = 0.3;
  spec.run_params.v_start = spec.run_params.v_end = 83.7;
  TlStudyWheelset s;
  tl_study_wheelset_init(&s);
  for (int m = 0; m < 2; m++) {
    spec.creep_model = m == 0 ? TL_WS_CREEP_LINEAR : TL_WS_CREEP_POLACH;
    tl_test_ws_update(&s, &spec);
    double peak = 0.0;
    for (int k = 0; k < s.run.n; k++) {
      g_assert_true(isnan(s.run.frictional_power[k]));
      g_assert_cmpfloat(s.run.creep_power[k], >=, 0.0);
      if (m == 0)
        g_assert_cmpfloat(s.run.creep_power[k], >=,
                          (1.0 - 1e-12) * s.run.v[k] * s.run.fy[k] * s.run.fy[k] /
                              (2.0 * s.used.f22));
      peak = fmax(peak, s.run.creep_power[k]);
    }
    g_assert_cmpfloat(peak, >, 0.0);
    double creep_mean, local_mean;
    tl_study_wheelset_run_power_means(&s, &creep_mean, &local_mean);
    g_assert_true(isnan(local_mean));
    g_assert_cmpfloat(creep_mean, >, 0.0);
  }
  tl_study_wheelset_clear(&s);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  g_test_add_func("/wheelset/run/linear-system", test_run_is_the_linear_system);
  g_test_add_func("/wheelset/run/ramp-and-stop", test_run_ramp_and_stop);
  g_test_add_data_func("/wheelset/run/polach-limit-cycle", GINT_TO_POINTER(TL_WS_CREEP_POLACH),
                       test_run_limit_cycle);
  g_test_add_data_func("/wheelset/run/fastsim-limit-cycle", GINT_TO_POINTER(TL_WS_CREEP_FASTSIM),
                       test_run_limit_cycle);
  g_test_add_func("/wheelset/run/energy-fastsim", test_run_energy_fastsim);
  g_test_add_func("/wheelset/run/energy-no-field", test_run_energy_no_field);
  return g_test_run();
}
