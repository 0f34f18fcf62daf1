/* test-wheelset-flange.c — the flange and the bifurcation sweep of the
 * wheelset on the track (docs/theory.md §13.8):
 *  - the flange as a spring: the piecewise-linear oscillator's quarter
 *    period in closed form;
 *  - the flange bounds the hunting at the clearance, within what its spring
 *    gives;
 *  - the bifurcation sweep: with a flange far out its speed is the linear
 *    critical speed; on the S1002/60E1 pair the limit cycle stays within the
 *    clearance and the flange spring's give.
 */
#include <glib.h>
#include <math.h>

#include "study-wheelset.h"
#include "tl-test-util.h"
#include "tl-test-wheelrail.h"
#include "tl-test-wheelset.h"
#include "tribo/units.h"
#include "tribo/wheelrail.h"
#include "tribo/wheelset.h"

/* The flange as a spring: with creep coefficients of 1 N the wheelset is a
 * mass on its lateral spring k_y, stiffened by k_f beyond the clearance δ.
 * Started at rest at y₀ > δ it moves as a piecewise-linear oscillator whose
 * quarter period has a closed form: outside δ a cosine about the shifted
 * centre y* = k_f δ/(k_y + k_f) at ω₂ = √((k_y + k_f)/m) down to δ, then a
 * sine at ω₁ = √(k_y/m) from δ to 0.  The creep damping 2f₂₂/V (0.04 N·s/m
 * against m = 1500 kg) and the yaw coupling through f₁₁ move the crossing by
 * less than 1e-9 of it, and the crossing is interpolated between samples 1 µs
 * apart where ÿ = 0.  What is left is the integrator's: the force has a kink
 * at δ, and the step across it is not of the stepper's order, so its error
 * estimate no longer bounds the error (2e-7 of the quarter period here, where
 * smooth forces keep 1e-10): 1e-6. */
static void
test_flange_spring(void)
{
  TlWsParams p = tl_test_ws_case_params();
  p.f11 = p.f22 = 1.0;
  TlWsRunParams rp = tl_ws_run_params_default();
  rp.flange_clearance = 6.25 * TL_UNIT_MM;
  rp.flange_stiffness = 15.3e6;
  rp.y0 = 8.375 * TL_UNIT_MM;
  rp.duration = 0.05;
  rp.dt = 1e-6;
  rp.v_start = rp.v_end = 50.0;
  g_assert_cmpfloat(tl_ws_flange_force(&rp, 6.0 * TL_UNIT_MM), ==, 0.0);
  tl_assert_rel_what(tl_ws_flange_force(&rp, -7.0 * TL_UNIT_MM), 15.3e6 * 0.75e-3, 1e-12,
                     "flange force");
  TlWsRun r = {0};
  TlError err;
  if (tl_ws_run(&p, NULL, NULL, NULL, p.e, &rp, NULL, &r, &err) != TL_OK)
    g_error("%s", err.message);
  double t_cross = NAN;
  for (int k = 1; k < r.n && isnan(t_cross); k++)
    if (r.y[k - 1] > 0.0 && r.y[k] <= 0.0)
      t_cross = r.t[k - 1] + (r.t[k] - r.t[k - 1]) * r.y[k - 1] / (r.y[k - 1] - r.y[k]);
  const double d = rp.flange_clearance, kf = rp.flange_stiffness;
  const double w2 = sqrt((p.ky + kf) / p.mass), w1 = sqrt(p.ky / p.mass);
  const double ystar = kf * d / (p.ky + kf);
  const double t1 = acos((d - ystar) / (rp.y0 - ystar)) / w2;
  const double v1 = (rp.y0 - ystar) * w2 * sin(w2 * t1);
  const double t2 = asin(d / hypot(d, v1 / w1)) / w1;
  tl_assert_rel_what(t_cross, t1 + t2, 1e-6, "quarter period with the flange");
  /* the flange force is reported beside the creep force */
  g_assert_cmpfloat(r.ff[0], <, 0.0);
  tl_ws_run_clear(&r);
  rp.flange_clearance = -1e-3;
  g_assert_cmpint(tl_ws_run_params_validate(&rp, &err), ==, TL_EINVAL);
}

/* The flange bounds the hunting at the clearance (docs/theory.md §13.8).
 * Conical wheels, the default wheelset, δ = 6.26 mm (the S1002/60E1 pair's
 * clearance) and the default flange stiffness, at 1.75, 2.1 and 2.5 times
 * the linear critical speed, from 5 mm at rest for 3 s.  Without the flange
 * the linear forces grow past 100 mm and Polach's settle in a cycle that
 * never reaches δ; with it both cycles reach the flange and stay within
 * δ + p of it.  The give p beyond δ: the wheelset meets the flange at the
 * lateral speed of its cycle, about that of a sine of amplitude δ at the
 * kinematic frequency V/L_K, and the flange spring takes that kinetic
 * energy, ½ m ẏ² = ½ k_f p², so p = 2π (V/L_K) δ √(m/k_f) (1.0 to 1.4 mm
 * here: the cycle's own speed at the flange is below the sine's). */
static void
test_flange_bounds_amplitude(void)
{
  TlStudyWheelsetSpec spec = tl_study_wheelset_spec_default();
  TlStudyWheelset s = tl_test_ws_computed(&spec);
  const double vc = s.critical.speed, delta = 6.26 * TL_UNIT_MM;
  const double kf = tl_ws_run_params_default().flange_stiffness;
  spec.run = 1;
  spec.run_params.duration = 3.0;
  spec.run_params.dt = 2e-3;
  spec.run_params.y0 = 5.0 * TL_UNIT_MM;
  const double factors[3] = {1.75, 2.1, 2.5};
  const TlWsCreepModel models[2] = {TL_WS_CREEP_LINEAR, TL_WS_CREEP_POLACH};
  for (int m = 0; m < 2; m++)
    for (int i = 0; i < 3; i++) {
      const double v = factors[i] * vc;
      spec.creep_model = models[m];
      spec.run_params.v_start = spec.run_params.v_end = v;
      spec.run_params.flange_clearance = 0.0;
      tl_test_ws_update(&s, &spec);
      if (models[m] == TL_WS_CREEP_LINEAR)
        g_assert_true(s.run.stopped);
      else
        g_assert_cmpfloat(tl_test_ws_max_abs_y(&s.run, 3 * s.run.n / 4), <, delta);
      spec.run_params.flange_clearance = delta;
      tl_test_ws_update(&s, &spec);
      g_assert_false(s.run.stopped);
      const double amp = tl_test_ws_max_abs_y(&s.run, 3 * s.run.n / 4);
      const double give =
          2.0 * M_PI * (v / s.klingel_wavelength) * delta * sqrt(spec.params.mass / kf);
      g_test_message("%s at %.0f m/s: cycle %.3f mm, allowed %.3f mm",
                     tl_ws_creep_model_name(models[m]), v, amp / TL_UNIT_MM,
                     (delta + give) / TL_UNIT_MM);
      g_assert_cmpfloat(amp, >, delta);
      g_assert_cmpfloat(amp, <, delta + give);
    }
  tl_study_wheelset_clear(&s);
}

/* The bifurcation sweep of the linear wheelset with a flange far out: the
 * flange does not change the stability of small motions, so the speed below
 * which the motion dies is the linear critical speed of the eigenvalues, to
 * the bisection's resolution (step/2^4) and the sustained test's slack (a
 * decay rate of ln(1/0.98)/(T/4) = 0.027 1/s over T = 3 s counts as
 * sustained: near the critical speed the real part moves by about 0.1 1/s
 * per m/s, so 0.3 m/s). */
static void
test_bifurcation_linear(void)
{
  TlStudyWheelsetSpec spec = tl_study_wheelset_spec_default();
  spec.bifurcation = 1;
  spec.bif_from = 60.0;
  spec.bif_to = 160.0;
  spec.bif_step = 10.0;
  spec.run_params.flange_clearance = 9.125 * TL_UNIT_MM;
  TlStudyWheelset s = tl_test_ws_computed(&spec);
  g_assert_cmpint(s.n_bif, ==, 11);
  g_assert_cmpfloat(s.bif[0].speed, ==, 160.0);
  g_assert_cmpint(s.critical.kind, ==, TL_WS_CRITICAL_FOUND);
  const double vc = s.critical.speed;
  g_assert_cmpfloat(s.nonlinear_critical, <=, vc + spec.bif_step / 16.0);
  g_assert_cmpfloat(s.nonlinear_critical, >=, vc - spec.bif_step / 16.0 - 0.3);
  for (int k = 0; k < s.n_bif; k++)
    g_assert_cmpint(s.bif[k].sustained, ==, s.bif[k].speed > vc);
  tl_study_wheelset_clear(&s);
}

/* On the S1002/60E1 pair with Polach's forces and the flange at the pair's
 * clearance: the clearance is where Δr leaps from the tread (below 6 mm) to
 * the flange root (above 12 mm); the limit cycle lives at or below the
 * linear critical speed of the cones, and its amplitude stays within the
 * clearance plus what the flange spring gives at the largest lateral creep
 * force μQ-bounded by the load (2 · 0.6 Q / k_f). */
static void
test_bifurcation_profiles(void)
{
  TlStudyWheelsetSpec spec = tl_study_wheelset_spec_default();
  spec.bifurcation = 1;
  spec.profiles = 1;
  spec.flange_from_profiles = 1;
  spec.creep_model = TL_WS_CREEP_POLACH;
  spec.bif_from = 40.0;
  spec.bif_to = 160.0;
  spec.bif_step = 20.0;
  TlStudyWheelset s;
  tl_study_wheelset_init(&s);
  TlError err;
  tl_test_ws_update(&s, &spec);
  TlWheelsetParams track = spec.track;
  track.r0 = spec.params.r0;
  TlTestWr pair = tl_test_wr_new(&track);
  TlWrContact below, above;
  g_assert_cmpint(
      tl_wheelrail_contact(pair.wr, s.flange_clearance - 0.05 * TL_UNIT_MM, &below, &err), ==,
      TL_OK);
  g_assert_cmpint(
      tl_wheelrail_contact(pair.wr, s.flange_clearance + 0.05 * TL_UNIT_MM, &above, &err), ==,
      TL_OK);
  g_assert_cmpfloat(below.dr, <, 6.0 * TL_UNIT_MM);
  g_assert_cmpfloat(above.dr, >, 12.0 * TL_UNIT_MM);
  tl_test_wr_free(&pair);
  g_assert_true(isfinite(s.nonlinear_critical));
  g_assert_cmpfloat(s.nonlinear_critical, <=, s.critical.speed);
  for (int k = 0; k < s.n_bif; k++) {
    g_assert_false(s.bif[k].unbounded);
    g_assert_cmpfloat(s.bif[k].amplitude, <,
                      s.flange_clearance + 2.0 * 0.6 * spec.params.load /
                                               spec.run_params.flange_stiffness);
  }
  tl_study_wheelset_clear(&s);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  g_test_add_func("/wheelset/flange/spring", test_flange_spring);
  g_test_add_func("/wheelset/flange/bounds-amplitude", test_flange_bounds_amplitude);
  g_test_add_func("/wheelset/bifurcation/linear", test_bifurcation_linear);
  g_test_add_func("/wheelset/bifurcation/profiles", test_bifurcation_profiles);
  return g_test_run();
}
