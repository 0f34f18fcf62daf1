/* test-cli-wheelset.c — `tribolab-cli wheelset`: the closed forms of
 * test-wheelset-stability.c through the command line, the columns and keys of
 * docs/cli.md, the defaults its --help states, the conicity shared with
 * `wheelrail --conicity`, and every bad-input path (exit 2, the option
 * named). */
#include <math.h>

#include "study-wheelset.h"
#include "tl-test-cli.h"
#include "tl-test-util.h"
#include "tribo/preset.h"
#include "tribo/wheelset.h"

#define EIGEN_HEADER "speed_m_s,mode,real_1_s,imag_rad_s,freq_hz,damping_ratio\n"
#define KINEMATIC_HEADER                                                                           \
  "amplitude_mm,wavelength_m,klingel_wavelength_m,conicity_harmonic,conicity_integration\n"

/* Yaw stiffness only: V_c² = a e r₀ k_ψ P/(λP² − m² e r₀ k_ψ²), ω_c² = a k_ψ/P
 * with a = 2f₂₂, P = 2 m f₁₁ e² + 2 I f₂₂ (derived in test-wheelset-stability.c), and
 * Klingel's 2π √(r₀e/λ), for the command's defaults of m, I, r₀, e, λ. */
static void
test_summary_closed_form(void)
{
  char *out = tl_cli_stdout("wheelset", "--mode", "eigen", "--summary", "--ky-n-m", "0",
                            "--kpsi-n-m-rad", "5e6", "--f11-n", "1e7", "--f22-n", "9e6", NULL);
  const double m = 1500.0, inertia = 700.0, r0 = 0.46, e = 0.75, lambda = 0.2, kpsi = 5e6;
  const double a = 2.0 * 9e6, pp = 2.0 * m * 1e7 * e * e + inertia * a;
  const double vc =
      sqrt(a * e * r0 * kpsi * pp / (lambda * pp * pp - m * m * e * r0 * kpsi * kpsi));
  tl_assert_rel_what(tl_cli_summary_value(out, "critical_speed_m_s"), vc, 1e-7, "critical speed");
  tl_assert_rel_what(tl_cli_summary_value(out, "frequency_hz"), sqrt(a * kpsi / pp) / (2.0 * M_PI),
                     1e-6, "frequency");
  tl_assert_rel_what(tl_cli_summary_value(out, "klingel_wavelength_m"),
                     2.0 * M_PI * sqrt(r0 * e / lambda), 1e-9, "Klingel wavelength");
  char *given = tl_cli_summary_text(out, "creep_coefficients");
  g_assert_cmpstr(given, ==, "given");
  g_free(given);
  g_assert_null(strstr(out, "patch_a_mm")); /* no patch was needed */
  g_free(out);
}

/* The defaults: the coefficients come from the patch, and the keys of
 * docs/cli.md are all there. */
static void
test_summary_default(void)
{
  char *out = tl_cli_stdout("wheelset", "--mode", "eigen", "--summary", NULL);
  static const char *const keys[] = {
      "critical_speed_m_s",
      "frequency_hz",
      "klingel_wavelength_m",
      "hunting_wavelength_m",
      "search_max_m_s",
      "f11_n",
      "f22_n",
      "f23_n_m",
      "f33_n_m2",
      "patches",
      "patch_a_mm",
      "patch_b_mm",
      "patch_load_kn",
  };
  for (size_t k = 0; k < G_N_ELEMENTS(keys); k++)
    g_assert_true(isfinite(tl_cli_summary_value(out, keys[k])));
  char *how = tl_cli_summary_text(out, "creep_coefficients");
  g_assert_cmpstr(how, ==, "patch");
  g_free(how);
  const double vc = tl_cli_summary_value(out, "critical_speed_m_s");
  const double f = tl_cli_summary_value(out, "frequency_hz");
  tl_assert_rel_what(tl_cli_summary_value(out, "hunting_wavelength_m"), vc / f, 1e-9, "V/f");
  g_free(out);
}

/* Without springs: unstable at every speed (critical speed 0, said on
 * stderr); as the creep coefficients grow, the oscillating mode at 40 m/s
 * has Klingel's frequency. */
static void
test_free_wheelset(void)
{
  TlCliRun r = tl_cli_run("wheelset", "--summary", "--ky-n-m", "0", "--kpsi-n-m-rad", "0", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_cmpfloat(tl_cli_summary_value(r.out, "critical_speed_m_s"), ==, 0.0);
  char *f = tl_cli_summary_text(r.out, "frequency_hz");
  g_assert_cmpstr(f, ==, "none");
  g_free(f);
  g_assert_nonnull(strstr(r.err, "unstable already at 0.1 m/s"));
  tl_cli_run_clear(&r);

  char *csv = tl_cli_stdout("wheelset", "--ky-n-m", "0", "--kpsi-n-m-rad", "0", "--f11-n", "1e11",
                            "--f22-n", "1e11", "--speed-m-s", "40", NULL);
  g_assert_true(g_str_has_prefix(csv, EIGEN_HEADER));
  g_assert_cmpint(tl_test_count_lines(csv), ==, 5);
  const double omega = 40.0 * sqrt(0.2 / (0.46 * 0.75));
  /* mode 1: the pair's positive imaginary part, the kinematic mode */
  tl_assert_rel_what(tl_csv_value(csv, 0, "imag_rad_s"), omega, 1e-6, "kinematic mode");
  tl_assert_rel_what(tl_csv_value(csv, 0, "freq_hz"), omega / (2.0 * M_PI), 1e-6, "its frequency");
  g_assert_cmpfloat(tl_csv_value(csv, 0, "speed_m_s"), ==, 40.0);
  g_free(csv);
}

/* The root locus: one row per speed of FROM:TO:STEP and eigenvalue. */
static void
test_root_locus_rows(void)
{
  char *csv = tl_cli_stdout("wheelset", "--speeds-m-s", "10:100:10", "--f11-n", "1e7", "--f22-n",
                            "9e6", NULL);
  g_assert_true(g_str_has_prefix(csv, EIGEN_HEADER));
  g_assert_cmpint(tl_test_count_lines(csv), ==, 1 + 10 * 4);
  g_assert_cmpfloat(tl_csv_value(csv, 39, "speed_m_s"), ==, 100.0);
  /* ζ = −Re/|s| row by row */
  for (int row = 0; row < 40; row++) {
    const double re = tl_csv_value(csv, row, "real_1_s"), im = tl_csv_value(csv, row, "imag_rad_s");
    tl_assert_rel_what(tl_csv_value(csv, row, "damping_ratio"), -re / hypot(re, im), 1e-8,
                       "damping");
  }
  g_free(csv);
}

/* Cones: the integrated wavelength is Klingel's at every amplitude. */
static void
test_kinematic_cones(void)
{
  char *csv = tl_cli_stdout("wheelset", "--mode", "kinematic", "--conicity", "0.1", "--r0-mm",
                            "500", "--e-mm", "740", "--amplitudes-mm", "2:8:3", NULL);
  g_assert_true(g_str_has_prefix(csv, KINEMATIC_HEADER));
  g_assert_cmpint(tl_test_count_lines(csv), ==, 4);
  const double l = 2.0 * M_PI * sqrt(0.5 * 0.74 / 0.1);
  for (int row = 0; row < 3; row++) {
    g_assert_cmpfloat(tl_csv_value(csv, row, "amplitude_mm"), ==, 2.0 + 3.0 * row);
    tl_assert_rel_what(tl_csv_value(csv, row, "wavelength_m"), l, 1e-9, "integrated wavelength");
    tl_assert_rel_what(tl_csv_value(csv, row, "conicity_integration"), 0.1, 1e-8, "conicity");
  }
  g_free(csv);
}

/* --profiles: the harmonic conicity is the one `wheelrail --conicity`
 * prints for the same pair and amplitudes. */
static void
test_kinematic_profiles(void)
{
  char *csv = tl_cli_stdout("wheelset", "--mode", "kinematic", "--profiles", "--amplitudes-mm",
                            "2:4:1", NULL);
  char *wr = tl_cli_stdout("wheelrail", "--conicity", "--amplitudes-mm", "2:4:1", NULL);
  g_assert_true(g_str_has_prefix(csv, KINEMATIC_HEADER));
  g_assert_cmpint(tl_test_count_lines(csv), ==, 4);
  for (int row = 0; row < 3; row++) {
    tl_assert_rel_what(tl_csv_value(csv, row, "conicity_harmonic"),
                       tl_csv_value(wr, row, "harmonic"), 1e-9,
                       "harmonic conicity, wheelset vs wheelrail");
    tl_assert_rel_what(tl_csv_value(csv, row, "wavelength_m"),
                       tl_csv_value(wr, row, "wavelength_m"), 1e-4,
                       "wavelength, integrated vs energy integral");
  }
  g_free(wr);
  g_free(csv);
}

/* Runs of blanks and line breaks folded into one space (free it). */
static char *
squeeze(const char *text)
{
  GString *s = g_string_new(NULL);
  for (const char *c = text; *c; c++) {
    const gboolean blank = *c == ' ' || *c == '\n';
    if (!blank)
      g_string_append_c(s, *c);
    else if (s->len > 0 && s->str[s->len - 1] != ' ')
      g_string_append_c(s, ' ');
  }
  return g_string_free(s, FALSE);
}

/* --help states the library's defaults. */
static void
test_help_defaults(void)
{
  const TlWsParams p = tl_ws_params_default();
  TlCliRun r = tl_cli_run("wheelset", "--help", NULL);
  g_assert_cmpint(r.status, ==, 0);
  char *help = squeeze(r.out);
  char *expected[] = {
      g_strdup_printf("Wheelset mass (default %g)", p.mass),
      g_strdup_printf("Yaw moment of inertia of the wheelset (default %g)", p.yaw_inertia),
      g_strdup_printf("Nominal rolling radius (default %g)", p.r0 * 1e3),
      g_strdup_printf("contact points (default %g;", p.e * 1e3),
      g_strdup_printf("Conicity lambda of the conical wheels (default %g)", p.conicity),
      g_strdup_printf("gravitational stiffness (default %g)", p.load / 1e3),
      g_strdup_printf("Total lateral stiffness of the primary suspension (default %.0fe6)",
                      p.ky / 1e6),
      g_strdup_printf("Total yaw stiffness of the primary suspension (default %.0fe7)",
                      p.kpsi / 1e7),
  };
  const TlWsRunParams rp = tl_ws_run_params_default();
  g_assert_cmpfloat(rp.v_start, ==, rp.v_end); /* a constant speed unless ramped */
  char *run_defaults[] = {
      g_strdup_printf("Run: duration (default %g)", rp.duration),
      g_strdup_printf("Run: output interval (default %g)", rp.dt),
      g_strdup_printf("Run: lateral shift at the start, at rest (default %g)", rp.y0 / 1e-3),
      g_strdup_printf("run: the speed (default %g)", rp.v_start),
    g_strdup_printf("fastsim: friction coefficient (default %g)",
                    tl_study_wheelset_spec_default().mu),
    g_strdup_printf("fastsim (%dx%d cells)", TL_STUDY_WS_FASTSIM_GRID, TL_STUDY_WS_FASTSIM_GRID),
  };
  for (size_t k = 0; k < G_N_ELEMENTS(run_defaults); k++) {
    if (!strstr(help, run_defaults[k]))
      g_error("--help lacks '%s'", run_defaults[k]);
    g_free(run_defaults[k]);
  }
  for (size_t k = 0; k < G_N_ELEMENTS(expected); k++) {
    if (!strstr(help, expected[k]))
      g_error("--help lacks '%s'", expected[k]);
    g_free(expected[k]);
  }
  g_free(help);
  tl_cli_run_clear(&r);
}

#define RUN_HEADER "t_s,x_m,v_m_s,y_mm,psi_mrad,fy_n,frictional_power_macro_w,frictional_power_w\n"

/* --mode run: one row per output interval, the speed ramped as asked, the
 * shift at the start; below the critical speed the motion dies out, above
 * it grows until the run stops at 100 mm (with a warning). */
static void
test_run(void)
{
  char *csv =
      tl_cli_stdout("wheelset", "--mode", "run", "--f11-n", "1e7", "--f22-n", "9e6", "--speed-m-s",
                    "40", "--ramp-to-m-s", "60", "--duration-s", "0.5", "--dt-s", "0.01", NULL);
  g_assert_true(g_str_has_prefix(csv, RUN_HEADER));
  g_assert_cmpint(tl_test_count_lines(csv), ==, 1 + 51);
  g_assert_cmpfloat(tl_csv_value(csv, 0, "y_mm"), ==, 1.0);
  g_assert_cmpfloat(tl_csv_value(csv, 0, "v_m_s"), ==, 40.0);
  tl_assert_rel_what(tl_csv_value(csv, 25, "v_m_s"), 50.0, 1e-12, "speed half way");
  tl_assert_rel_what(tl_csv_value(csv, 50, "x_m"), 0.5 * 50.0, 1e-9, "distance of the ramp");
  g_free(csv);

  char *eig = tl_cli_stdout("wheelset", "--summary", "--f11-n", "1e7", "--f22-n", "9e6", NULL);
  const double vc = tl_cli_summary_value(eig, "critical_speed_m_s");
  g_free(eig);
  char *below = g_strdup_printf("%.6f", 0.9 * vc), *above = g_strdup_printf("%.6f", 1.1 * vc);
  TlCliRun slow = tl_cli_run("wheelset", "--mode", "run", "--summary", "--f11-n", "1e7", "--f22-n",
                             "9e6", "--speed-m-s", below, NULL);
  TlCliRun fast = tl_cli_run("wheelset", "--mode", "run", "--summary", "--f11-n", "1e7", "--f22-n",
                             "9e6", "--speed-m-s", above, "--duration-s", "20", NULL);
  g_assert_cmpint(slow.status, ==, 0);
  g_assert_cmpint(fast.status, ==, 0);
  g_assert_cmpfloat(tl_cli_summary_value(slow.out, "y_last_fifth_max_mm"), <, 0.01); /* of 1 */
  g_assert_cmpfloat(tl_cli_summary_value(slow.out, "stopped"), ==, 0.0);
  g_assert_cmpfloat(tl_cli_summary_value(fast.out, "stopped"), ==, 1.0);
  g_assert_cmpfloat(tl_cli_summary_value(fast.out, "y_max_mm"), >, 100.0);
  char *passed = g_strdup_printf("passed %g mm", TL_WS_RUN_MAX_SHIFT / 1e-3);
  g_assert_nonnull(strstr(fast.err, passed)); /* docs/cli.md: "once |y| passes 100 mm" */
  g_assert_cmpfloat(TL_WS_RUN_MAX_SHIFT, ==, 0.1);
  g_free(passed);
  tl_cli_run_clear(&slow);
  tl_cli_run_clear(&fast);
  g_free(below);
  g_free(above);

  /* Polach's saturating forces: where the linear run stops, a limit cycle */
  char *hunting = g_strdup_printf("%.6f", 1.4 * vc);
  TlCliRun pol = tl_cli_run("wheelset", "--mode", "run", "--summary", "--creep-model", "polach",
                            "--speed-m-s", hunting, "--duration-s", "10", NULL);
  g_assert_cmpint(pol.status, ==, 0);
  g_assert_cmpfloat(tl_cli_summary_value(pol.out, "stopped"), ==, 0.0);
  g_assert_cmpfloat(tl_cli_summary_value(pol.out, "y_last_fifth_max_mm"), >, 1.0);
  g_assert_cmpfloat(tl_cli_summary_value(pol.out, "y_last_fifth_max_mm"), <, 100.0);
  char *model = tl_cli_summary_text(pol.out, "creep_model");
  g_assert_cmpstr(model, ==, "polach");
  g_free(model);
  tl_cli_run_clear(&pol);
  TlCliRun fs = tl_cli_run("wheelset", "--mode", "run", "--summary", "--creep-model", "fastsim",
                           "--mu", "0.3", "--speed-m-s", hunting, "--duration-s", "4", NULL);
  g_assert_cmpint(fs.status, ==, 0);
  g_assert_cmpfloat(tl_cli_summary_value(fs.out, "stopped"), ==, 0.0);
  g_assert_cmpfloat(tl_cli_summary_value(fs.out, "y_last_fifth_max_mm"), >, 1.0);
  g_assert_cmpfloat(tl_cli_summary_value(fs.out, "y_last_fifth_max_mm"), <, 100.0);
  /* the energy check's means: the local frictional power from below, within
   * the first-order gap of FASTSIM's 20 × 20 grid (test-wheelset-run's
   * /wheelset/run/energy-fastsim halves it with each refinement) */
  const double macro = tl_cli_summary_value(fs.out, "frictional_power_macro_mean_w");
  const double local = tl_cli_summary_value(fs.out, "frictional_power_mean_w");
  g_assert_cmpfloat(local, <, macro);
  g_assert_cmpfloat(local, >, 0.8 * macro);
  tl_cli_run_clear(&fs);
  g_free(hunting);
}

/* --mode bifurcation: with linear forces and the flange far out the sweep's
 * nonlinear critical speed is the eigenvalues' (docs/theory.md §13.8: within
 * the bisection's step/16 above and the sustained test's 0.3 m/s below), the
 * CSV has one row per speed from the top down, and the flange options are
 * refused where no run reads them. */
static void
test_bifurcation(void)
{
  char *csv = tl_cli_stdout("wheelset", "--mode", "bifurcation", "--speeds-m-s", "80:150:10",
                            "--flange-clearance-mm", "9.125", NULL);
  g_assert_true(g_str_has_prefix(csv, "speed_m_s,amplitude_mm,sustained,unbounded\n"));
  g_assert_cmpint(tl_test_count_lines(csv), ==, 1 + 8);
  g_assert_cmpfloat(tl_csv_value(csv, 0, "speed_m_s"), ==, 150.0);
  g_assert_cmpfloat(tl_csv_value(csv, 7, "sustained"), ==, 0.0);
  g_free(csv);
  char *sum = tl_cli_stdout("wheelset", "--mode", "bifurcation", "--speeds-m-s", "80:150:10",
                            "--flange-clearance-mm", "9.125", "--summary", NULL);
  const double vc = tl_cli_summary_value(sum, "critical_speed_m_s");
  const double vnl = tl_cli_summary_value(sum, "nonlinear_critical_speed_m_s");
  g_assert_cmpfloat(vnl, <=, vc + 10.0 / 16.0);
  g_assert_cmpfloat(vnl, >=, vc - 10.0 / 16.0 - 0.3);
  g_assert_cmpfloat(tl_cli_summary_value(sum, "flange_clearance_mm"), ==, 9.125);
  g_free(sum);
  tl_cli_assert_usage_error("flange options belong to --mode run or bifurcation", "wheelset",
                            "--flange-clearance-mm", "6.5");
  tl_cli_assert_usage_error("give --profiles", "wheelset", "--mode", "run",
                            "--flange-from-profiles");
  tl_cli_assert_usage_error("--speed-m-s and --ramp-to-m-s belong to --mode run", "wheelset",
                            "--mode", "bifurcation", "--speed-m-s", "70");
  tl_cli_assert_usage_error("--flange-clearance-mm", "wheelset", "--mode", "run",
                            "--flange-clearance-mm", "-2.385");
}

static void
test_bad_input(void)
{
  tl_cli_assert_usage_error("--mode: expected kinematic, eigen or run", "wheelset", "--mode",
                            "hunting");
  tl_cli_assert_usage_error("--creep-model fastsim belongs to --mode run", "wheelset",
                            "--creep-model", "fastsim");
  tl_cli_assert_usage_error("--mu is FASTSIM's", "wheelset", "--mode", "run", "--creep-model",
                            "polach", "--mu", "0.3");
  tl_cli_assert_usage_error("friction coefficient", "wheelset", "--mode", "run", "--creep-model",
                            "fastsim", "--mu", "0");
  tl_cli_assert_usage_error("--creep-model polach belongs to --mode run", "wheelset",
                            "--creep-model", "polach");
  tl_cli_assert_usage_error("give no --f11-n", "wheelset", "--mode", "run", "--creep-model",
                            "polach", "--f11-n", "1e7");
  tl_cli_assert_usage_error("--creep-model: expected", "wheelset", "--creep-model", "kalker");
  tl_cli_assert_usage_error("wheelset mass", "wheelset", "--mass-kg", "-3");
  tl_cli_assert_usage_error("--mass-kg", "wheelset", "--mass-kg", "nan");
  tl_cli_assert_usage_error("conicity", "wheelset", "--conicity", "0");
  tl_cli_assert_usage_error("roll over", "wheelset", "--conicity", "0.9");
  tl_cli_assert_usage_error("creep coefficient f11", "wheelset", "--f11-n", "0");
  tl_cli_assert_usage_error("--spin-creep: expected on or off", "wheelset", "--spin-creep", "yes");
  tl_cli_assert_usage_error("--gravity-stiffness: expected on or off", "wheelset",
                            "--gravity-stiffness", "1");
  tl_cli_assert_usage_error("--speeds-m-s: expected START:END:STEP", "wheelset", "--speeds-m-s",
                            "50:10:5");
  tl_cli_assert_usage_error("--speeds-m-s: expected START:END:STEP", "wheelset", "--speeds-m-s",
                            "10:50");
  tl_cli_assert_usage_error("speeds must run", "wheelset", "--speeds-m-s", "0:50:5");
  tl_cli_assert_usage_error("not both", "wheelset", "--speeds-m-s", "10:50:5", "--speed-m-s", "20");
  tl_cli_assert_usage_error("speeds must run", "wheelset", "--speed-m-s", "-20");
  tl_cli_assert_usage_error("belong to --mode eigen", "wheelset", "--mode", "kinematic",
                            "--speed-m-s", "20");
  tl_cli_assert_usage_error("belong to --mode eigen", "wheelset", "--mode", "kinematic",
                            "--mass-kg", "1200");
  tl_cli_assert_usage_error("belong to --mode kinematic or run", "wheelset", "--profiles");
  tl_cli_assert_usage_error("belongs to --mode kinematic", "wheelset", "--amplitudes-mm", "1:2:1");
  tl_cli_assert_usage_error("belong to --mode run", "wheelset", "--duration-s", "1");
  tl_cli_assert_usage_error("belong to --mode eigen", "wheelset", "--mode", "run", "--speeds-m-s",
                            "10:20:5");
  tl_cli_assert_usage_error("output interval", "wheelset", "--mode", "run", "--dt-s", "3");
  tl_cli_assert_usage_error("run duration", "wheelset", "--mode", "run", "--duration-ms", "0");
  tl_cli_assert_usage_error("speed at the end", "wheelset", "--mode", "run", "--ramp-to-m-s", "0");
  tl_cli_assert_usage_error("more than 1000000 samples", "wheelset", "--mode", "run",
                            "--duration-s", "1000", "--dt-s", "1e-4");
  tl_cli_assert_usage_error("gravitational stiffness", "wheelset", "--mode", "run", "--profiles",
                            "--gravity-stiffness", "on");
  tl_cli_assert_usage_error("--contact-angles are the profile pair's", "wheelset", "--mode", "run",
                            "--contact-angles", "on");
  tl_cli_assert_usage_error("carry its flange", "wheelset", "--mode", "run", "--profiles",
                            "--contact-angles", "on", "--flange-clearance-mm", "6");
  tl_cli_assert_usage_error("--contact-angles: expected on or off", "wheelset", "--mode", "run",
                            "--profiles", "--contact-angles", "yes");
  tl_cli_assert_usage_error("--contact-angles belongs to --mode run", "wheelset",
                            "--contact-angles", "off");
  tl_cli_assert_usage_error("--table-step-mm sets", "wheelset", "--mode", "run", "--table-step-mm",
                            "0.05");
  tl_cli_assert_usage_error("--e-mm", "wheelset", "--mode", "kinematic", "--profiles", "--e-mm",
                            "750");
  tl_cli_assert_usage_error("--conicity", "wheelset", "--mode", "kinematic", "--profiles",
                            "--conicity", "0.2");
  tl_cli_assert_usage_error("between 0.5 and 8 mm", "wheelset", "--mode", "kinematic", "--profiles",
                            "--amplitudes-mm", "1:10:1");
  tl_cli_assert_usage_error("--wheel", "wheelset", "--mode", "kinematic", "--wheel", "S1002");
  tl_cli_assert_usage_error("--wheel", "wheelset", "--wheel", "/nonexistent/profile.txt");
  tl_cli_assert_usage_error("search ceiling", "wheelset", "--search-max-m-s", "0.5");
  tl_cli_assert_usage_error("Unknown option", "wheelset", "--cx", "0.001");
}

/* --preset: a run takes the preset's speed, creep model and μ (above the
 * critical speed the shift grows past its 1 mm start into a limit cycle);
 * --speed-m-s overrides the speed (below it the shift dies out); an unknown
 * preset is a usage error. */
static void
test_preset(void)
{
  char *path = g_build_filename(g_getenv("TL_PRESETS"), "21-wheelset-hunting.ini", NULL);
  TlPreset pre;
  TlError err;
  if (tl_preset_load_file(path, &pre, NULL, NULL, &err) != TL_OK)
    g_error("%s", err.message);
  char *speed = g_strdup_printf("%.17g", pre.wheelset.speed);
  char *from = tl_cli_stdout("wheelset", "--mode", "run", "--preset", path, "--y0-mm", "1",
                             "--summary", NULL);
  char *same = tl_cli_stdout("wheelset", "--mode", "run", "--preset", path, "--y0-mm", "1",
                             "--speed-m-s", speed, "--summary", NULL);
  char *slow = tl_cli_stdout("wheelset", "--mode", "run", "--preset", path, "--y0-mm", "1",
                             "--speed-m-s", "100", "--summary", NULL);
  const double vc = tl_cli_summary_value(from, "critical_speed_m_s");
  g_assert_cmpfloat(pre.wheelset.speed, >, vc);
  g_assert_cmpfloat(100.0, <, vc);
  char *model = tl_cli_summary_text(from, "creep_model");
  g_assert_cmpstr(model, ==, tl_ws_creep_model_name(pre.wheelset.creep_model));
  g_free(model);
  g_assert_cmpfloat(tl_cli_summary_value(from, "y_last_fifth_max_mm"), ==,
                    tl_cli_summary_value(same, "y_last_fifth_max_mm"));
  g_assert_cmpfloat(tl_cli_summary_value(from, "y_last_fifth_max_mm"), >, 1.0);
  g_assert_cmpfloat(tl_cli_summary_value(slow, "y_last_fifth_max_mm"), <, 1.0);
  /* the run the page shows: the preset's duration, output interval, start
   * and flange (docs/cli.md: --preset) */
  char *page = tl_cli_stdout("wheelset", "--mode", "run", "--preset", path, "--summary", NULL);
  g_assert_cmpfloat(tl_cli_summary_value(page, "duration_s"), ==, pre.wheelset.duration);
  g_assert_cmpfloat(tl_cli_summary_value(page, "samples"), ==,
                    round(pre.wheelset.duration / pre.wheelset.dt) + 1.0);
  tl_assert_rel_what(tl_cli_summary_value(page, "flange_clearance_mm"),
                     pre.wheelset.flange_clearance / 1e-3, 1e-12, "the preset's flange");
  g_assert_cmpfloat(pre.wheelset.flange_clearance, >, 0.0);
  g_free(page);
  char *csv = tl_cli_stdout("wheelset", "--mode", "run", "--preset", path, NULL);
  tl_assert_rel_what(tl_csv_value(csv, 0, "y_mm"), pre.wheelset.y0 / 1e-3, 1e-12,
                     "the preset's start");
  g_free(csv);
  g_free(from);
  g_free(same);
  g_free(slow);
  g_free(speed);
  g_free(path);
  TlCliRun r = tl_cli_run("wheelset", "--preset", "no-such-preset", NULL);
  g_assert_cmpint(r.status, ==, 2);
  g_assert_nonnull(strstr(r.err, "--preset"));
  tl_cli_run_clear(&r);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  g_test_add_func("/cli/wheelset/summary-closed-form", test_summary_closed_form);
  g_test_add_func("/cli/wheelset/summary-default", test_summary_default);
  g_test_add_func("/cli/wheelset/free", test_free_wheelset);
  g_test_add_func("/cli/wheelset/root-locus", test_root_locus_rows);
  g_test_add_func("/cli/wheelset/kinematic-cones", test_kinematic_cones);
  g_test_add_func("/cli/wheelset/kinematic-profiles", test_kinematic_profiles);
  g_test_add_func("/cli/wheelset/help-defaults", test_help_defaults);
  g_test_add_func("/cli/wheelset/run", test_run);
  g_test_add_func("/cli/wheelset/bifurcation", test_bifurcation);
  g_test_add_func("/cli/wheelset/bad-input", test_bad_input);
  g_test_add_func("/cli/wheelset/preset", test_preset);
  return g_test_run();
}
