/* test-wheelset-profiles.c — the wheelset on real profiles and its
 * kinematic oscillation (tribo/wheelset.h and its study):
 *  - the profiles' normal forces: the lateral force of the rigid contact at
 *    a shift, and the flange bounding the cycle;
 *  - conical wheels: the integrated path's wavelength is Klingel's;
 *  - S1002/60E1: the integrated wavelength equals the energy-integral one of
 *    the conicity code, and Klingel's at EN 15302's harmonic conicity;
 *  - the creep coefficients of the two contact patches from Kalker's linear
 *    theory.
 */
#include <glib.h>
#include <math.h>

#include "study-wheelset.h"
#include "tl-test-util.h"
#include "tl-test-wheelrail.h"
#include "tl-test-wheelset.h"
#include "tribo/kalker.h"
#include "tribo/units.h"
#include "tribo/wheelrail.h"
#include "tribo/wheelset.h"

/* The profiles' normal forces (docs/theory.md §13.8, the study's
 * contact_angles).  (1) Plumbing: with creep coefficients of 1 N a run
 * started at rest at y₀ on a node of the table (2.4 mm, 48 steps of
 * 0.05 mm) reports at t = 0 the lateral force −Q (tan γ_L − tan γ_R) of the
 * rigid contact at y₀, computed here by the wheel–rail core directly, to
 * rounding; it is restoring, and past the clearance (6.5 mm) it is that of
 * the flange, more than the wheel load.  (2) The flange bounds the cycle:
 * Polach's forces at 1.75 times the cones' critical speed hunt into the
 * flange, beyond the clearance, and stay within the table's 12 mm (the
 * contact climbs the flange, it does not pass it). */
static void
test_contact_angles(void)
{
  TlStudyWheelsetSpec spec = tl_study_wheelset_spec_default();
  spec.run = 1;
  spec.profiles = 1;
  spec.contact_angles = 1;
  spec.creep_given = TL_STUDY_WS_GIVEN_ALL;
  spec.params.f11 = spec.params.f22 = 1.0;
  spec.run_params.duration = 0.01;
  TlTestWr pair = tl_test_wr_new(&spec.track);
  TlStudyWheelset s;
  tl_study_wheelset_init(&s);
  TlError err;
  const double shifts[2] = {2.4 * TL_UNIT_MM, 6.5 * TL_UNIT_MM};
  for (int i = 0; i < 2; i++) {
    spec.run_params.y0 = shifts[i];
    tl_test_ws_update(&s, &spec);
    TlWrContact c;
    g_assert_cmpint(tl_wheelrail_contact(pair.wr, shifts[i], &c, NULL), ==, TL_OK);
    const double f = -spec.params.load * (tan(c.wheel[TL_WR_LEFT].pt[0].gamma) -
                                          tan(c.wheel[TL_WR_RIGHT].pt[0].gamma));
    tl_assert_rel_what(s.run.ff[0], f, 1e-9, "lateral force of the normal forces");
    g_assert_cmpfloat(s.run.ff[0], <, 0.0);
  }
  g_assert_cmpfloat(6.5 * TL_UNIT_MM, >, s.flange_clearance);
  g_assert_cmpfloat(-s.run.ff[0], >, spec.params.load);
  /* no flange spring beside the profiles' own */
  spec.run_params.flange_clearance = 6e-3;
  g_assert_cmpint(tl_study_wheelset_update(&s, &spec, NULL, &err), ==, TL_EINVAL);
  spec.run_params.flange_clearance = 0.0;
  spec.profiles = 0;
  g_assert_cmpint(tl_study_wheelset_update(&s, &spec, NULL, &err), ==, TL_EINVAL);

  TlStudyWheelsetSpec hunt = tl_study_wheelset_spec_default();
  tl_test_ws_update(&s, &hunt);
  hunt.run = 1;
  hunt.profiles = 1;
  hunt.contact_angles = 1;
  hunt.creep_model = TL_WS_CREEP_POLACH;
  hunt.run_params.v_start = hunt.run_params.v_end = 1.75 * s.critical.speed;
  hunt.run_params.y0 = 5.0 * TL_UNIT_MM;
  hunt.run_params.duration = 3.0;
  hunt.run_params.dt = 2e-3;
  tl_test_ws_update(&s, &hunt);
  g_assert_false(s.run.stopped);
  const double amp = tl_test_ws_max_abs_y(&s.run, 3 * s.run.n / 4);
  g_test_message("Polach on the profiles at %.0f m/s: cycle %.3f mm, clearance %.3f mm",
                 hunt.run_params.v_start, amp / TL_UNIT_MM, s.flange_clearance / TL_UNIT_MM);
  g_assert_cmpfloat(amp, >, s.flange_clearance);
  g_assert_cmpfloat(amp, <, TL_STUDY_WS_CONTACT_TABLE_MAX);
  tl_study_wheelset_clear(&s);
  tl_test_wr_free(&pair);
}

/* ---- kinematic oscillation ------------------------------------------------- */
/* Δr = 2λy: the integrated path is Klingel's sine at every amplitude. */
static void
test_klingel_cones(void)
{
  const double lambdas[] = {0.05, 0.2, 0.4};
  const double amps[] = {0.5e-3, 3e-3, 8e-3};
  for (size_t i = 0; i < G_N_ELEMENTS(lambdas); i++)
    for (size_t j = 0; j < G_N_ELEMENTS(amps); j++) {
      double lambda = lambdas[i], l;
      g_assert_cmpint(
          tl_ws_kinematic_wavelength(tl_test_ws_cone, &lambda, 0.75, 0.46, amps[j], &l, NULL), ==,
          TL_OK);
      tl_assert_rel_what(l, 2.0 * M_PI * sqrt(0.46 * 0.75 / lambda), 1e-9, "Klingel wavelength");
    }
  /* a Δr that does not restore: refused */
  double negative = -0.1, l;
  TlError err;
  g_assert_cmpint(
      tl_ws_kinematic_wavelength(tl_test_ws_cone, &negative, 0.75, 0.46, 1e-3, &l, &err), ==,
      TL_ERANGE);
}

/* S1002 on 60E1 (1:40, gauge 1435, flange back 1360): the path integrated
 * on the Δr(y) table has the wavelength of the energy integral
 * L = 4 ∫ dy/√(2[V(ŷ) − V(y)]) of the conicity code (two methods, one
 * table), and Klingel's formula at EN 15302's harmonic conicity gives it
 * within 2.5 % — the error of the describing function, largest where the
 * amplitude reaches the flange root. */
static void
test_profiles_en15302(void)
{
  TlStudyWheelsetSpec spec = tl_study_wheelset_spec_default();
  spec.creep_given = TL_STUDY_WS_GIVEN_ALL;
  spec.kinematic = 1;
  spec.profiles = 1;
  spec.amp_from = 1.0 * TL_UNIT_MM;
  spec.amp_to = 6.0 * TL_UNIT_MM;
  spec.amp_step = 1.0 * TL_UNIT_MM;
  TlStudyWheelset s = tl_test_ws_computed(&spec);
  g_assert_cmpint(s.n_amplitudes, ==, 6);

  /* the conicity code's own table and energy integral */
  TlWheelsetParams track = tl_wheelset_params_default();
  TlTestWr pair = tl_test_wr_new(&track);
  TlWrTable t;
  g_assert_cmpint(tl_wheelrail_table(pair.wr, 6.0 * TL_UNIT_MM, 0.05 * TL_UNIT_MM, &t, NULL), ==,
                  TL_OK);
  const double e0 = tl_wheelrail_placement(pair.wr)->e0;
  g_assert_cmpfloat(s.e_kinematic, ==, e0);
  for (int k = 0; k < s.n_amplitudes; k++) {
    const TlStudyWsKinematicRow *row = &s.kinematic[k];
    TlWrConicity c;
    g_assert_cmpint(tl_wr_conicity(&t, row->amplitude, e0, track.r0, &c, NULL), ==, TL_OK);
    tl_assert_rel_what(row->wavelength, c.wavelength, 1e-4,
                       "integrated vs energy-integral wavelength");
    tl_assert_rel_what(row->conicity_harmonic, c.harmonic, 1e-15, "harmonic conicity");
    tl_assert_rel_what(row->klingel_wavelength, 2.0 * M_PI * sqrt(track.r0 * e0 / c.harmonic),
                       1e-12, "Klingel at the harmonic conicity");
    tl_assert_rel_what(row->klingel_wavelength, row->wavelength, 0.025,
                       "EN 15302 harmonic conicity vs the kinematic wavelength");
    tl_assert_rel_what(row->conicity_integration,
                       e0 * track.r0 * pow(2.0 * M_PI / row->wavelength, 2), 1e-12,
                       "tan gamma_e = e r0 (2 pi/L)^2");
  }
  tl_wr_table_clear(&t);
  tl_test_wr_free(&pair);
  tl_study_wheelset_clear(&s);
}

/* The creep coefficients of the patches: the centred S1002/60E1 wheel
 * touches at two points; the wheel's f₁₁ and f₂₂ are the sums of what
 * Kalker's linear theory gives for a unit creepage on each point's Hertz
 * patch under its share of the load, the shares adding up to the load. */
static void
test_study_patch(void)
{
  TlStudyWheelsetSpec spec = tl_study_wheelset_spec_default();
  TlStudyWheelset s;
  tl_study_wheelset_init(&s);
  TlError err;
  tl_test_ws_update(&s, &spec);
  g_assert_true(s.patch_used);
  g_assert_cmpint(s.n_patches, ==, 2);
  double fx_sum = 0.0, fy_sum = 0.0, vertical = 0.0;
  TlWheelsetParams track = tl_wheelset_params_default();
  TlTestWr pair = tl_test_wr_new(&track);
  const TlWrContact c = tl_test_wr_contact(&pair, 0.0);
  for (int k = 0; k < s.n_patches; k++) {
    TlKalkerCoeffs kc;
    g_assert_cmpint(tl_kalker_coefficients(s.patch_a[k], s.patch_b[k], s.patch_nu, &kc, NULL), ==,
                    TL_OK);
    TlLinearForces fx, fy;
    tl_kalker_linear_forces(s.patch_g, s.patch_a[k], s.patch_b[k], &kc, 1.0, 0.0, 0.0, &fx);
    tl_kalker_linear_forces(s.patch_g, s.patch_a[k], s.patch_b[k], &kc, 0.0, 1.0, 0.0, &fy);
    fx_sum += fx.fx;
    fy_sum += fy.fy;
    /* Hertz semi-axes of a share of tens of kN: millimetres */
    g_assert_cmpfloat(s.patch_a[k], >, 1e-3);
    g_assert_cmpfloat(s.patch_a[k], <, 2e-2);
    g_assert_cmpfloat(s.patch_b[k], >, 1e-3);
    g_assert_cmpfloat(s.patch_b[k], <, 2e-2);
    vertical += s.patch_load[k] * cos(c.wheel[TL_WR_LEFT].pt[k].gamma);
  }
  tl_assert_rel_what(s.used.f11, fx_sum, 1e-12, "f11 of the patches");
  tl_assert_rel_what(s.used.f22, fy_sum, 1e-12, "f22 of the patches");
  tl_assert_rel_what(vertical, spec.params.load, 1e-6, "the patches carry the wheel load");
  tl_test_wr_free(&pair);
  /* the root locus holds every speed of 5:150:5, four eigenvalues each */
  g_assert_cmpint(s.n_speeds, ==, 30);
  g_assert_cmpfloat(s.speeds[29], ==, 150.0);
  g_assert_cmpint(s.critical.kind, ==, TL_WS_CRITICAL_FOUND);
  /* a failed update keeps the result */
  const double vc = s.critical.speed;
  spec.params.mass = -1.0;
  g_assert_cmpint(tl_study_wheelset_update(&s, &spec, NULL, &err), ==, TL_EINVAL);
  g_assert_true(s.valid);
  g_assert_cmpfloat(s.critical.speed, ==, vc);
  tl_study_wheelset_clear(&s);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  g_test_add_func("/wheelset/flange/contact-angles", test_contact_angles);
  g_test_add_func("/wheelset/kinematic/cones", test_klingel_cones);
  g_test_add_func("/wheelset/kinematic/en15302", test_profiles_en15302);
  g_test_add_func("/wheelset/study/patch", test_study_patch);
  return g_test_run();
}
