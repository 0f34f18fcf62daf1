/* test-cli-wheelrail.c — `tribolab-cli wheelrail`: columns, the reference
 * values of docs/theory-wheel-rail.md §W4–§W6 through the command line,
 * profile files, the pressure map, and every bad-input path (exit 2 with
 * the option or the file line named). */
#include <glib/gstdio.h>
#include <unistd.h>

#include "tl-test-cli.h"
#include "tl-test-util.h"
#include "tribo/kalker.h"
#include "tribo/preset.h"
#include "tribo/profile.h"
#include "tribo/units.h"

#define HEADER                                                                                   \
  "y_mm,side,point,s_wheel_mm,s_rail_mm,gamma_deg,r_mm,dr_mm,a_mm,b_mm,p0_mpa,pmax_mpa,"        \
  "area_mm2,approach_mm,method\n"

/* Σ p ΔA [N] of a map written on 0.2 mm cells (p in MPa: N = MPa × mm²),
 * its largest p, and (states ≠ NULL, the rolled map) its stick and loaded
 * cells.  Every line has `columns` fields, the first line is `header`. */
static double
map_load(const char *path, const char *header, guint columns, double *pmax, int *stick,
         int *loaded)
{
  char *text = NULL;
  g_assert_true(g_file_get_contents(path, &text, NULL, NULL));
  g_assert_true(g_str_has_prefix(text, header));
  gchar **lines = g_strsplit(text, "\n", -1);
  double sum = 0.0;
  *pmax = 0.0;
  for (int i = 1; lines[i] && lines[i][0]; i++) {
    gchar **c = g_strsplit(lines[i], ",", -1);
    g_assert_cmpuint(g_strv_length(c), ==, columns);
    const double p = g_ascii_strtod(c[2], NULL);
    sum += p * 0.2 * 0.2;
    *pmax = fmax(*pmax, p);
    if (stick) {
      /* the state coded as steady's map codes it, its word beside it */
      *stick += strcmp(c[5], "1") == 0 && strcmp(c[6], "stick") == 0;
      *loaded += strcmp(c[5], "0") != 0 && strcmp(c[6], "outside") != 0;
    }
    g_strfreev(c);
  }
  g_strfreev(lines);
  g_free(text);
  return sum;
}

/* Centred wheelset (§W4): s 3.226, γ 1.396°, r 459.907 on both wheels, and
 * the second point 0.0085 mm higher carries load too (Hertz per point). */
static void
test_centred(void)
{
  g_test_summary("Default run: the centred S1002/60E1 contact, two points per wheel");
  TlCliRun r = tl_cli_run("wheelrail", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_true(g_str_has_prefix(r.out, HEADER));
  g_assert_cmpint(tl_test_count_lines(r.out), ==, 5);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 0, "s_wheel_mm"), 3.226, 0.002);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 0, "gamma_deg"), 1.396, 0.0005);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 0, "r_mm"), 459.907, 0.0005);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 1, "s_wheel_mm"), -7.382, 0.002);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 2, "s_wheel_mm"), 3.226, 0.002);
  g_assert_nonnull(strstr(r.out, "\n0,left,1,"));
  g_assert_nonnull(strstr(r.out, "\n0,right,2,"));
  g_assert_nonnull(strstr(r.err, "non-Hertzian"));
  tl_cli_run_clear(&r);
}

/* §W4 Δr at 5 mm 3.689 and §W6d's split at the double contact 4.9918 mm:
 * tread a × b 6.33 × 4.37 mm, p0 1098 MPa; root 7.25 × 0.97, 2628 MPa. */
static void
test_shift_and_split(void)
{
  g_test_summary("Shifts as START:END:STEP, Δr, and the tread/flange-root load split");
  TlCliRun r = tl_cli_run("wheelrail", "--y-mm", "4:5:1", NULL);
  g_assert_cmpint(r.status, ==, 0);
  /* y = 4: one point per wheel; y = 5: left flange root (+ tread) */
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 0, "dr_mm"), 1.186, 0.0015);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 2, "dr_mm"), 3.689, 0.004);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 2, "gamma_deg"), 17.19, 0.005);
  tl_cli_run_clear(&r);
  r = tl_cli_run("wheelrail", "--y-mm", "4.9918", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 0, "a_mm"), 6.33, 0.005);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 0, "b_mm"), 4.37, 0.005);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 0, "p0_mpa"), 1098.0, 0.5);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 1, "a_mm"), 7.25, 0.005);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 1, "b_mm"), 0.97, 0.005);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 1, "p0_mpa"), 2628.0, 0.5);
  tl_cli_run_clear(&r);
}

/* §W6b against CONTACT (y = 0, 10 kN, G 82 GPa, 0.2 mm cells): p_max
 * 338.3 MPa within 1 %, approach 0.01596 mm within 2 %, area 51.6 within 3 %.
 * The map carries the patch's load: Σ p ΔA = 10 kN / cos γ (the vertical
 * load along the normal) to the printed 10 digits. */
static void
test_exact_and_map(void)
{
  g_test_summary("Exact normal contact against CONTACT's reference, and its pressure map");
  char *map = g_strdup_printf("%s/tl-cli-wr-%d-map.csv", g_get_tmp_dir(), (int)getpid());
  TlCliRun r = tl_cli_run("wheelrail", "--normal", "exact", "--load-kn", "10", "--g-gpa", "82",
                          "--map", map, NULL);
  g_assert_cmpint(r.status, ==, 0);
  tl_assert_rel(tl_csv_value(r.out, 0, "pmax_mpa"), 338.3, 0.01);
  tl_assert_rel(tl_csv_value(r.out, 0, "approach_mm"), 0.01596, 0.02);
  tl_assert_rel(tl_csv_value(r.out, 0, "area_mm2"), 51.6, 0.03);
  g_assert_nonnull(strstr(r.out, ",exact\n"));
  const double gamma = tl_csv_value(r.out, 0, "gamma_deg") * M_PI / 180.0;
  double pmax;
  const double sum = map_load(map, "x_mm,eta_mm,p_mpa\n", 3, &pmax, NULL, NULL);
  tl_assert_rel(sum, 10e3 / cos(gamma), 1e-6);
  tl_assert_rel(pmax, tl_csv_value(r.out, 0, "pmax_mpa"), 1e-8);
  g_unlink(map);
  g_free(map);
  tl_cli_run_clear(&r);
}

/* §W5 conicity (1:40) ±0.002: ŷ = 3 → 0.160 / 0.179 / 0.177, L 8.79 m. */
static void
test_conicity(void)
{
  g_test_summary("Conicity table: secant, harmonic and integration at 3 mm");
  TlCliRun r = tl_cli_run("wheelrail", "--conicity", "--amplitudes-mm", "2,3", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_true(g_str_has_prefix(r.out, "amplitude_mm,secant,harmonic,integration,wavelength_m\n"));
  g_assert_cmpint(tl_test_count_lines(r.out), ==, 3);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 1, "secant"), 0.160, 0.002);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 1, "harmonic"), 0.179, 0.002);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 1, "integration"), 0.177, 0.002);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 1, "wavelength_m"), 8.79, 0.005);
  g_assert_nonnull(strstr(r.err, "jumps at y = 0.2259"));
  tl_cli_run_clear(&r);
  /* vertical rails (§W5): 0.152 / 0.147 / 0.147 at 3 mm */
  r = tl_cli_run("wheelrail", "--conicity", "--amplitudes-mm", "3", "--inclination", "0", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 0, "secant"), 0.152, 0.002);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 0, "harmonic"), 0.147, 0.002);
  tl_cli_run_clear(&r);
}

/* Profile files: S1002 and 60E1 written at 0.05 mm give the same contact
 * (within the sampling error, see test-wheelrail: s ±0.005 mm). */
static void
test_profile_files(void)
{
  g_test_summary("--wheel/--rail files reproduce the built-in profiles' contact");
  TlProfile *w = NULL, *rl = NULL;
  g_assert_cmpint(tl_profile_s1002(&w, NULL), ==, TL_OK);
  g_assert_cmpint(tl_profile_60e1(&rl, NULL), ==, TL_OK);
  char *wp = g_strdup_printf("%s/tl-cli-wr-%d-w.txt", g_get_tmp_dir(), (int)getpid());
  char *rp = g_strdup_printf("%s/tl-cli-wr-%d-r.txt", g_get_tmp_dir(), (int)getpid());
  g_assert_cmpint(tl_profile_save(w, wp, 0.05 * TL_UNIT_MM, NULL), ==, TL_OK);
  g_assert_cmpint(tl_profile_save(rl, rp, 0.05 * TL_UNIT_MM, NULL), ==, TL_OK);
  TlCliRun r = tl_cli_run("wheelrail", "--wheel", wp, "--rail", rp, "--y-mm", "3", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 0, "s_wheel_mm"), -12.72, 0.007);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 0, "dr_mm"), 0.959, 0.0015);
  tl_cli_run_clear(&r);
  /* the rail file given as a wheel: the header line is named */
  tl_cli_assert_usage_error("line 2", "wheelrail", "--wheel", rp);
  tl_cli_assert_usage_error("--wheel", "wheelrail", "--wheel", rp);
  /* a malformed line, never echoed */
  char *bad = g_strdup_printf("%s/tl-cli-wr-%d-bad.txt", g_get_tmp_dir(), (int)getpid());
  g_assert_true(g_file_set_contents(bad, "# kind = wheel\n-70 9.5\nconfidential 7\n", -1, NULL));
  TlCliRun e = tl_cli_run("wheelrail", "--wheel", bad, NULL);
  g_assert_cmpint(e.status, ==, 2);
  g_assert_nonnull(strstr(e.err, "line 3"));
  g_assert_null(strstr(e.err, "confidential"));
  tl_cli_run_clear(&e);
  tl_cli_assert_usage_error("cannot open", "wheelrail", "--rail", "/nonexistent/tl-rail.txt");
  g_unlink(bad);
  g_unlink(wp);
  g_unlink(rp);
  g_free(bad);
  g_free(wp);
  g_free(rp);
  tl_profile_free(w);
  tl_profile_free(rl);
}

/* `export --view wheelrail|wheelrail-patch` write PNG files; a patch that
 * does not exist is refused naming --point. */
static void
test_export(void)
{
  g_test_summary("export --view wheelrail, wheelrail-patch and wheelrail-roll write their pictures");
  char *png = g_strdup_printf("%s/tl-cli-wr-%d.png", g_get_tmp_dir(), (int)getpid());
  const char *views[3] = { "wheelrail", "wheelrail-patch", "wheelrail-roll" };
  for (int i = 0; i < 3; i++) {
    TlCliRun r = tl_cli_run("export", "--view", views[i], "--y-mm", "6.5", "--normal", "approx",
                            "-o", png, NULL);
    g_assert_cmpint(r.status, ==, 0);
    char *data = NULL;
    gsize len = 0;
    g_assert_true(g_file_get_contents(png, &data, &len, NULL));
    g_assert_cmpuint(len, >, 8);
    g_assert_cmpint(memcmp(data, "\x89PNG", 4), ==, 0);
    g_free(data);
    g_unlink(png);
    tl_cli_run_clear(&r);
  }
  tl_cli_assert_usage_error("--point 3", "export", "--view", "wheelrail-patch", "--point", "3",
                            "-o", png);
  tl_cli_assert_usage_error("--model", "export", "--view", "wheelrail-roll", "--model", "brush",
                            "-o", png);
  tl_cli_assert_usage_error("wheelrail-roll", "export", "--view", "wheelrail", "--cx", "0.003",
                            "-o", png);
  tl_cli_assert_usage_error("--y-mm", "export", "--view", "wheelrail", "--y-mm", "21.5", "-o",
                            png);
  g_free(png);
}

#define ROLL_HEADER                                                                          \
  "y_mm,side,point,normal_n,fx_n,fy_n,mz_nm,stick_fraction,method,model,frictional_power_w,"   \
  "frictional_power_macro_w,t_gamma_n,wear_rate_archard_um3_m,wear_rate_usfd_ug_m_mm2,"        \
  "wear_regime,fatigue_index\n"

/* --roll-patch in full slip (cx = 0.5: every brush slips at once; the
 * exact model's KKT tolerance 1e-6 of the traction scale): fx_n = μ N on
 * the tread and on the flange, for the approximate and the exact patches. */
static void
test_roll_full_slip(void)
{
  g_test_summary("--roll-patch: full slip gives fx_n = mu normal_n for both models");
  const char *const models[] = { "fastsim", "exact" };
  for (int m = 0; m < 2; m++) {
    TlCliRun r = tl_cli_run("wheelrail", "--roll-patch", "--normal", "approx", "--y-mm", "0,6.5",
                            "--cx", "0.5", "--mu", "0.235", "--model", models[m], NULL);
    g_assert_cmpint(r.status, ==, 0);
    g_assert_true(g_str_has_prefix(r.out, ROLL_HEADER));
    const int rows = tl_test_count_lines(r.out) - 1;
    g_assert_cmpint(rows, >=, 4);
    for (int i = 0; i < rows; i++) {
      tl_assert_rel(tl_csv_value(r.out, i, "fx_n"), 0.235 * tl_csv_value(r.out, i, "normal_n"),
                    m ? 1e-5 : 1e-9);
      g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, i, "stick_fraction"), 0.0, 1e-12);
    }
    tl_cli_run_clear(&r);
  }
}

/* On a Hertz patch at small creepage FASTSIM gives Kalker's linear
 * Fx = G a b C11 cx (docs/theory.md §4) times its fixed grid's O(Δx)
 * excess, about +3 % on 50 × 50 cells and at most 1.7/m (docs/theory.md
 * §7.2 linear limit): within 1 % of 1.03 times Kalker's, and above it. */
static void
test_roll_linear(void)
{
  g_test_summary("--roll-patch on a Hertz patch: Kalker's linear Fx at small creepage");
  TlCliRun r = tl_cli_run("wheelrail", "--y-mm", "4", NULL);
  g_assert_cmpint(r.status, ==, 0);
  const double a = tl_csv_value(r.out, 0, "a_mm") * TL_UNIT_MM;
  const double b = tl_csv_value(r.out, 0, "b_mm") * TL_UNIT_MM;
  tl_cli_run_clear(&r);
  r = tl_cli_run("wheelrail", "--y-mm", "4", "--roll-patch", "--cx", "2.5e-6", NULL);
  g_assert_cmpint(r.status, ==, 0);
  TlKalkerCoeffs k;
  g_assert_cmpint(tl_kalker_coefficients(a, b, 0.28, &k, NULL), ==, TL_OK);
  const double G = 210e9 / (2.0 * 1.28);
  const double kalker = G * a * b * k.c11 * 2.5e-6;
  tl_assert_rel(tl_csv_value(r.out, 0, "fx_n"), 1.03 * kalker, 0.01);
  g_assert_cmpfloat(tl_csv_value(r.out, 0, "fx_n"), >, kalker);
  g_assert_cmpfloat(tl_csv_value(r.out, 0, "stick_fraction"), >, 0.99);
  tl_cli_run_clear(&r);
}

/* The rolled map: Σ p ΔA is the row's normal force (to the printed 10
 * digits), its stick cells are the row's stick fraction. */
static void
test_roll_map(void)
{
  g_test_summary("--roll-patch --map: the rolled patch's pressure, traction and stick/slip");
  char *map = g_strdup_printf("%s/tl-cli-wr-%d-roll.csv", g_get_tmp_dir(), (int)getpid());
  TlCliRun r = tl_cli_run("wheelrail", "--roll-patch", "--normal", "exact", "--y-mm", "6.5",
                          "--cx", "0.0017", "--cy", "-0.0004", "--spin-per-m", "0.8",
                          "--map", map, NULL);
  g_assert_cmpint(r.status, ==, 0);
  double pmax;
  int stick = 0, loaded = 0;
  const double sum =
    map_load(map, "x_mm,eta_mm,p_mpa,tx_mpa,ty_mpa,state,state_name\n", 7, &pmax, &stick,
             &loaded);
  tl_assert_rel(sum, tl_csv_value(r.out, 0, "normal_n"), 1e-8);
  g_assert_cmpint(loaded, >, 100);
  tl_assert_rel((double)stick / loaded, tl_csv_value(r.out, 0, "stick_fraction"), 1e-9);
  g_unlink(map);
  g_free(map);
  tl_cli_run_clear(&r);
}

/* --preset reads [wheelrail]: the flange preset's shift, method and
 * creepages (the numbers its text states, to their printed digits);
 * options override it. */
static void
test_preset(void)
{
  g_test_summary("wheelrail --preset reads the [wheelrail] section; options override it");
  char *path = tl_preset_path("19-wheelrail-flange.ini");
  TlCliRun r = tl_cli_run("wheelrail", "--preset", path, NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_true(g_str_has_prefix(r.out, HEADER "6.5,left,1,"));
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 0, "gamma_deg"), 67.6, 0.05);
  g_assert_nonnull(strstr(r.out, ",exact\n"));
  tl_cli_run_clear(&r);
  r = tl_cli_run("wheelrail", "--preset", path, "--roll-patch", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 0, "fx_n"), 53.0e3, 50.0);
  g_assert_nonnull(strstr(r.out, ",exact,fastsim,")); /* method, model, then the wear columns */
  tl_cli_run_clear(&r);
  r = tl_cli_run("wheelrail", "--preset", path, "--y-mm", "0", "--normal", "hertz", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_true(g_str_has_prefix(r.out, HEADER "0,left,1,"));
  tl_cli_run_clear(&r);
  g_free(path);
  /* a bad value in the section: exit 2 naming the file's line */
  char *bad = g_strdup_printf("%s/tl-cli-wr-%d-bad.ini", g_get_tmp_dir(), (int)getpid());
  g_assert_true(g_file_set_contents(bad, "[wheelrail]\ncx = 0.002\ny_mm = 23.85\n", -1, NULL));
  tl_cli_assert_usage_error("line 3", "wheelrail", "--preset", bad);
  g_assert_true(g_file_set_contents(bad, "[wheelrail]\ninclination = 1:7\n", -1, NULL));
  tl_cli_assert_usage_error("line 2", "wheelrail", "--preset", bad);
  g_unlink(bad);
  g_free(bad);
}

static void
test_bad_options(void)
{
  g_test_summary("Bad options exit 2 naming the option");
  tl_cli_assert_usage_error("--load-kn", "wheelrail", "--load-kn", "12kN");
  tl_cli_assert_usage_error("--load-kn", "wheelrail", "--load-kn", "312.5");
  tl_cli_assert_usage_error("--inclination", "wheelrail", "--inclination", "1:7.5");
  tl_cli_assert_usage_error("--inclination", "wheelrail", "--inclination", "steep");
  tl_cli_assert_usage_error("--roll", "wheelrail", "--roll", "on");
  tl_cli_assert_usage_error("--normal", "wheelrail", "--normal", "kalker");
  tl_cli_assert_usage_error("--y-mm", "wheelrail", "--y-mm", "23.7");
  tl_cli_assert_usage_error("--y-mm", "wheelrail", "--y-mm", "3:1:0.5");
  tl_cli_assert_usage_error("--y-mm", "wheelrail", "--y-mm", "1,x");
  tl_cli_assert_usage_error("--gauge-mm", "wheelrail", "--gauge-mm", "1524");
  tl_cli_assert_usage_error("--amplitudes-mm", "wheelrail", "--conicity", "--amplitudes-mm",
                            "8.5");
  tl_cli_assert_usage_error("--smooth-mm", "wheelrail", "--smooth-mm", "4.2");
  tl_cli_assert_usage_error("--table-step-mm", "wheelrail", "--conicity", "--table-step-mm",
                            "0.35");
  tl_cli_assert_usage_error("--e-gpa or --g-gpa", "wheelrail", "--e-gpa", "210", "--g-gpa", "82");
  tl_cli_assert_usage_error("--map", "wheelrail", "--point", "2");
  tl_cli_assert_usage_error("--point", "wheelrail", "--map", "tl-unused.csv", "--point", "0");
  tl_cli_assert_usage_error("--point 4", "wheelrail", "--map", "tl-unused.csv", "--point",
                            "4");
  tl_cli_assert_usage_error("--side", "wheelrail", "--map", "tl-unused.csv", "--side", "up");
  tl_cli_assert_usage_error("stray", "wheelrail", "stray");
  tl_cli_assert_usage_error("--roll-patch", "wheelrail", "--cx", "0.003");
  tl_cli_assert_usage_error("--model", "wheelrail", "--roll-patch", "--model", "brush");
  tl_cli_assert_usage_error("--mu", "wheelrail", "--roll-patch", "--mu", "-0.3");
  tl_cli_assert_usage_error("--cx", "wheelrail", "--roll-patch", "--cx", "12.5");
  tl_cli_assert_usage_error("--conicity", "wheelrail", "--roll-patch", "--conicity");
  TlCliRun r = tl_cli_run("wheelrail", "--help", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_nonnull(strstr(r.out, "--amplitudes-mm"));
  tl_cli_run_clear(&r);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/cli-wheelrail/centred", test_centred);
  g_test_add_func("/cli-wheelrail/shift-and-split", test_shift_and_split);
  g_test_add_func("/cli-wheelrail/exact-and-map", test_exact_and_map);
  g_test_add_func("/cli-wheelrail/conicity", test_conicity);
  g_test_add_func("/cli-wheelrail/profile-files", test_profile_files);
  g_test_add_func("/cli-wheelrail/export", test_export);
  g_test_add_func("/cli-wheelrail/roll-full-slip", test_roll_full_slip);
  g_test_add_func("/cli-wheelrail/roll-linear", test_roll_linear);
  g_test_add_func("/cli-wheelrail/roll-map", test_roll_map);
  g_test_add_func("/cli-wheelrail/preset", test_preset);
  g_test_add_func("/cli-wheelrail/bad-options", test_bad_options);
  return g_test_run();
}
