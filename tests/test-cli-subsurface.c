/* test-cli-subsurface.c — `tribolab-cli subsurface`: columns, the summary's
 * maxima against the chapter's reference values, surface boundary values,
 * rail and wheel, and every usage error naming its option. */
#include <glib/gstdio.h>

#include "tl-test-cli.h"
#include "tl-test-util.h"
#include "tribo/preset.h"


/* Thesis ellipse, frictionless, 40 x 40: sigma_vM 845.59 MPa at 2.532 mm and tau_max
 * 448.50 MPa (sigma_T 897.01) at 2.587 mm on the axis (ellipsoidal potential and
 * quadrature); 0.2 % and 0.02 mm on this grid (midpoint rule O(Δ²): 0.034 %). */
static void
test_summary_hertz(void)
{
  g_test_summary("Summary of the frictionless thesis ellipse: maxima below the surface");
  TlCliRun r = tl_cli_run("subsurface", "--summary", "--grid", "40x40", NULL);
  g_assert_cmpint(r.status, ==, 0);
  tl_assert_rel(tl_cli_summary_value(r.out, "max_von_mises_mpa"), 845.59, 2e-3);
  g_assert_cmpfloat_with_epsilon(tl_cli_summary_value(r.out, "z_at_max_mm"), 2.532, 0.02);
  g_assert_cmpfloat_with_epsilon(tl_cli_summary_value(r.out, "x_at_max_mm"), 0.0, 0.05);
  /* on the axis, as the reference: the section lies on the plane of symmetry y = 0 (on
   * this even grid between two cell rows, the rows' sections blended) */
  g_assert_cmpfloat_with_epsilon(tl_cli_summary_value(r.out, "y_at_max_mm"), 0.0, 1e-9);
  tl_assert_rel(tl_cli_summary_value(r.out, "max_tresca_mpa"), 897.01, 2e-3);
  g_assert_cmpfloat_with_epsilon(tl_cli_summary_value(r.out, "z_at_max_tresca_mm"), 2.587, 0.02);
  tl_assert_rel(tl_cli_summary_value(r.out, "max_shear_mpa"), 448.50, 2e-3);
  tl_assert_rel(tl_cli_summary_value(r.out, "p0_mpa"), 1367.12, 1e-5);
  g_assert_cmpfloat(tl_cli_summary_value(r.out, "max_at_surface"), ==, 0.0);
  g_assert_nonnull(strstr(r.out, "body=rail\n"));
  tl_cli_run_clear(&r);
}

/* CSV columns; on the surface row every point is a cell centre, where sigma_dd = -p and
 * sigma_xd = -tau_x = -mu p on the rail in full slip, so sxz = mu szz exactly; the wheel
 * carries -tau: sxz = -mu szz. */
static void
test_csv_surface(void)
{
  g_test_summary("CSV header and the surface boundary values of rail and wheel in full slip");
  const char *bodies[] = {"rail", "wheel"};
  for (int b = 0; b < 2; b++) {
    TlCliRun r = tl_cli_run("subsurface", "--source", "slide", "--mu", "0.35", "--body",
                            bodies[b], "--grid", "20x20", "--points", "31x5", NULL);
    g_assert_cmpint(r.status, ==, 0);
    g_assert_true(g_str_has_prefix(
      r.out, "x_mm,y_mm,z_mm,sxx_mpa,syy_mpa,szz_mpa,sxy_mpa,sxz_mpa,syz_mpa,von_mises_mpa,"
             "tresca_mpa,max_shear_mpa,s1_mpa,s3_mpa\n"));
    gchar **lines = g_strsplit(g_strstrip(r.out), "\n", -1);
    g_assert_cmpuint(g_strv_length(lines), ==, 1 + 31 * 5);
    g_strfreev(lines);
    int loaded = 0;
    for (int k = 0; k < 31; k++) {
      g_assert_cmpfloat(tl_csv_value(r.out, k, "z_mm"), ==, 0.0);
      const double szz = tl_csv_value(r.out, k, "szz_mpa"), sxz = tl_csv_value(r.out, k, "sxz_mpa");
      g_assert_cmpfloat_with_epsilon(sxz, (b ? -0.35 : 0.35) * szz, 1e-6 * 1367.0);
      loaded += szz < -1.0;
      const double tr = tl_csv_value(r.out, k, "tresca_mpa");
      g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, k, "max_shear_mpa"), tr / 2, 1e-6 * tr);
      g_assert_cmpfloat_with_epsilon(tr, tl_csv_value(r.out, k, "s1_mpa") -
                                           tl_csv_value(r.out, k, "s3_mpa"), 1e-6 * tr + 1e-9);
    }
    g_assert_cmpint(loaded, >, 10);
    /* depth grows by rows */
    g_assert_cmpfloat(tl_csv_value(r.out, 31 * 4, "z_mm"), ==, 8.16);
    tl_cli_run_clear(&r);
  }
}

/* Full slip under Hertz p: the wheel's field is the rail's mirrored in x, so the maxima
 * match with x_at_max of opposite sign (41 cells: symmetric about x = 0). */
static void
test_rail_wheel_mirror(void)
{
  g_test_summary("Rail and wheel in full slip: the same maximum, mirrored in x");
  TlCliRun r = tl_cli_run("subsurface", "--summary", "--source", "slide", "--mu", "0.2",
                          "--grid", "41x41", NULL);
  TlCliRun w = tl_cli_run("subsurface", "--summary", "--source", "slide", "--mu", "0.2",
                          "--grid", "41x41", "--body", "wheel", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_cmpint(w.status, ==, 0);
  g_assert_nonnull(strstr(w.out, "body=wheel\n"));
  tl_assert_rel(tl_cli_summary_value(w.out, "max_von_mises_mpa"),
                tl_cli_summary_value(r.out, "max_von_mises_mpa"), 1e-6);
  g_assert_cmpfloat(tl_cli_summary_value(r.out, "x_at_max_mm"), >, 0.5);
  g_assert_cmpfloat_with_epsilon(tl_cli_summary_value(w.out, "x_at_max_mm"),
                                 -tl_cli_summary_value(r.out, "x_at_max_mm"), 1e-4);
  tl_cli_run_clear(&r);
  tl_cli_run_clear(&w);
}

/* A vertical line on the axis of a 41 x 41 circle, frictionless: sigma_vM = sigma_T there
 * (sigma_xx = sigma_yy) and the depth of the maximum is 0.4742 a (nu = 0.28, Johnson). */
static void
test_line(void)
{
  g_test_summary("A vertical line on the axis of a Hertz circle");
  TlCliRun r = tl_cli_run("subsurface", "--a-mm", "5", "--b-mm", "5", "--grid", "41x41",
                          "--line-x-mm", "0.03", "--line-y-mm", "-0.04", "--points", "81",
                          "--z-max-mm", "10", NULL);
  g_assert_cmpint(r.status, ==, 0);
  for (int l = 1; l < 81; l += 8) {
    g_assert_cmpfloat(tl_csv_value(r.out, l, "x_mm"), ==, 0.0); /* snapped to the centre */
    const double vm = tl_csv_value(r.out, l, "von_mises_mpa");
    tl_assert_rel(tl_csv_value(r.out, l, "tresca_mpa"), vm, 1e-5);
  }
  tl_cli_run_clear(&r);
  r = tl_cli_run("subsurface", "--a-mm", "5", "--b-mm", "5", "--grid", "41x41", "--line-x-mm",
                 "0", "--line-y-mm", "0", "--summary", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_nonnull(strstr(r.out, "section=line\n"));
  g_assert_cmpfloat_with_epsilon(tl_cli_summary_value(r.out, "z_at_max_mm") / 5.0, 0.4742, 0.02);
  tl_assert_rel(tl_cli_summary_value(r.out, "max_von_mises_mpa") / tl_cli_summary_value(r.out, "p0_mpa"),
                0.62929, 2e-3);
  tl_cli_run_clear(&r);
}

/* The y-z plane: |sigma_yd| is not among the keys, but the plane's summary is the same
 * axis maximum (the section through x = 0 is a centre column on 41 cells). */
static void
test_plane_yz(void)
{
  g_test_summary("The y-z plane through the axis gives the same subsurface maximum");
  TlCliRun r = tl_cli_run("subsurface", "--summary", "--plane", "yz", "--grid", "41x41", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_nonnull(strstr(r.out, "section=yz\nx_mm=0\n"));
  tl_assert_rel(tl_cli_summary_value(r.out, "max_von_mises_mpa"), 845.59, 2e-3);
  tl_cli_run_clear(&r);
}

static void
test_usage_errors(void)
{
  g_test_summary("Bad options exit 2 with a message naming the option");
  tl_cli_assert_usage_error("--body", "subsurface", "--body", "axle");
  tl_cli_assert_usage_error("--source", "subsurface", "--source", "hamilton");
  tl_cli_assert_usage_error("--plane", "subsurface", "--plane", "xy");
  tl_cli_assert_usage_error("--at-mm", "subsurface", "--at-mm", "40");
  tl_cli_assert_usage_error("--z-max-mm", "subsurface", "--z-max-mm", "-2.385");
  tl_cli_assert_usage_error("--z-max-mm", "subsurface", "--z-max-mm", "nan");
  tl_cli_assert_usage_error("--points", "subsurface", "--points", "100");
  tl_cli_assert_usage_error("--points", "subsurface", "--points", "1x60");
  tl_cli_assert_usage_error("--points", "subsurface", "--points", "2001x1001");
  tl_cli_assert_usage_error("--line-y-mm", "subsurface", "--line-x-mm", "1");
  tl_cli_assert_usage_error("--plane", "subsurface", "--line-x-mm", "1", "--line-y-mm", "0",
                            "--plane", "yz");
  tl_cli_assert_usage_error("--line-x-mm", "subsurface", "--line-x-mm", "99", "--line-y-mm",
                            "0");
  tl_cli_assert_usage_error("--cx", "subsurface", "--cx", "0.0o1");
  tl_cli_assert_usage_error("--shear-yield-mpa", "subsurface", "--shear-yield-mpa", "0.0385");
  tl_cli_assert_usage_error("--shear-yield-mpa", "subsurface", "--shear-yield-mpa", "nan");
  tl_cli_assert_usage_error("--shear-yield-mpa", "export", "--view", "sub-shakedown",
                            "-o", "unused.png", "--shear-yield-mpa", "-238.5");
}

/* FI = f − 2πabk/(3F_N) = f − k/p0 (docs/theory.md §12.6): in full slip f = μ, so
 * k = μ p0 puts the case on the shakedown limit, FI = 0 and p0/k = 1/μ.  k is built
 * from the printed p0 (10 digits), so FI is zero to about 1e-9. */
static void
test_fatigue_index_on_limit(void)
{
  g_test_summary("subsurface --summary: FI = 0 on the shakedown limit, its inputs printed");
  TlCliRun r = tl_cli_run("subsurface", "--summary", "--source", "slide", "--mu", "0.35",
                          "--grid", "24x24", NULL);
  g_assert_cmpint(r.status, ==, 0);
  const double p0 = tl_cli_summary_value(r.out, "p0_mpa");
  g_assert_cmpfloat(tl_cli_summary_value(r.out, "shear_yield_mpa"), ==, 300.0); /* default */
  tl_assert_rel(tl_cli_summary_value(r.out, "load_factor"), p0 / 300.0, 1e-9);
  tl_assert_rel(tl_cli_summary_value(r.out, "utilised_friction"), 0.35, 1e-9);
  g_assert_cmpfloat(tl_cli_summary_value(r.out, "fatigue_index"), >, 0.0); /* 0.35 > 300/p0 */
  tl_cli_run_clear(&r);

  char k[32];
  g_snprintf(k, sizeof k, "%.10g", 0.35 * p0);
  r = tl_cli_run("subsurface", "--summary", "--source", "slide", "--mu", "0.35", "--grid",
                 "24x24", "--shear-yield-mpa", k, NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_cmpfloat(fabs(tl_cli_summary_value(r.out, "fatigue_index")), <, 1e-9);
  tl_assert_rel(tl_cli_summary_value(r.out, "load_factor"), 1.0 / 0.35, 1e-9);
  tl_cli_run_clear(&r);
}

/* One number, two views: the steady page's FI (steady --summary, FASTSIM's forces over
 * the nominal load F_N) and this view's (the FASTSIM tractions' force over the load they
 * stand on, Σ p ΔA, so that full slip gives μ exactly) for the same patch, 50 × 50.
 * The two differ only by the grid's sum of FASTSIM's parabolic traction bound
 * p = 2F_N/(πab)(1 − x²/a² − y²/b²) over the cell centres, computed here on its own:
 * f_steady = f_subsurface · Σ p ΔA / F_N, and FI differs by the same amount as f. */
static void
test_fatigue_index_steady(void)
{
  g_test_summary("subsurface --source fastsim and steady --summary: the same FI for one patch");
  TlCliRun st = tl_cli_run("steady", "--summary", "--cx", "0.002", "--grid", "50x50", NULL);
  TlCliRun sub = tl_cli_run("subsurface", "--summary", "--source", "fastsim", "--cx", "0.002",
                            "--grid", "50x50", NULL);
  g_assert_cmpint(st.status, ==, 0);
  g_assert_cmpint(sub.status, ==, 0);
  TlCliRun h = tl_cli_run("hertz", NULL);
  g_assert_cmpint(h.status, ==, 0);
  const double a = tl_csv_value(h.out, 0, "a_mm"), b = tl_csv_value(h.out, 0, "b_mm");
  double sum = 0.0; /* Σ p ΔA / F_N */
  const int m = 50;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < m; j++) {
      const double x = -a + (i + 0.5) * 2.0 * a / m, y = -b + (j + 0.5) * 2.0 * b / m;
      const double r = 1.0 - x * x / (a * a) - y * y / (b * b);
      if (r > 0.0)
        sum += 2.0 / (G_PI * a * b) * r * (2.0 * a / m) * (2.0 * b / m);
    }
  const double f_st = tl_cli_summary_value(st.out, "utilised_friction");
  const double f_sub = tl_cli_summary_value(sub.out, "utilised_friction");
  tl_assert_rel(f_sub * sum, f_st, 1e-8); /* the printed 10 digits */
  g_assert_cmpfloat(fabs(sum - 1.0), <, 1e-4); /* the quadrature's own error at 50 × 50 */
  const double fi_st = tl_cli_summary_value(st.out, "fatigue_index");
  const double fi_sub = tl_cli_summary_value(sub.out, "fatigue_index");
  g_assert_cmpfloat(fabs((fi_st - fi_sub) - (f_st - f_sub)), <, 1e-9);
  tl_cli_run_clear(&st);
  tl_cli_run_clear(&sub);
  tl_cli_run_clear(&h);
}

/* export --view sub-shakedown: the map's curves as CSV beside the picture; the
 * operating point is the summary's (f, p0/k) and lies in the ratchetting region the
 * surface limit bounds (p0/k > 1/f). */
static void
test_export_shakedown(void)
{
  g_test_summary("export --view sub-shakedown: a PNG and the map's CSV");
  char *path = g_build_filename(g_get_tmp_dir(), "tl-test-shakedown.png", NULL);
  char *csv = g_build_filename(g_get_tmp_dir(), "tl-test-shakedown.csv", NULL);
  TlCliRun r = tl_cli_run("export", "--view", "sub-shakedown", "-o", path, "--csv", csv,
                          "--grid", "20x20", "--source", "slide", "--mu", "0.4", NULL);
  g_assert_cmpint(r.status, ==, 0);
  tl_cli_run_clear(&r);
  g_autofree char *text = NULL;
  g_assert_true(g_file_get_contents(csv, &text, NULL, NULL));
  g_assert_true(g_str_has_prefix(text, "curve,mu,load_factor\nelastic,0,"));
  const char *op = strstr(text, "\noperating,");
  g_assert_nonnull(op);
  double f = 0.0, lf = 0.0;
  g_assert_cmpint(sscanf(op + 11, "%lf,%lf", &f, &lf), ==, 2);
  tl_assert_rel(f, 0.4, 1e-9);
  g_assert_cmpfloat(lf, >, 1.0 / f);
  g_unlink(path);
  g_unlink(csv);
  g_free(path);
  g_free(csv);
}

/* export --view subsurface writes a picture; a line or an unknown measure is refused. */
static void
test_export(void)
{
  g_test_summary("export --view subsurface: a PNG of the section; usage errors");
  char *path = g_build_filename(g_get_tmp_dir(), "tl-test-subsurface.png", NULL);
  TlCliRun r = tl_cli_run("export", "--view", "subsurface", "-o", path, "--grid", "20x20",
                          "--source", "slide", "--mu", "0.4", "--measure", "max-shear",
                          "--plane", "yz", NULL);
  g_assert_cmpint(r.status, ==, 0);
  gchar *png = NULL;
  gsize len = 0;
  g_assert_true(g_file_get_contents(path, &png, &len, NULL));
  g_assert_cmpuint(len, >, 1000);
  g_assert_cmpmem(png, 4, "\x89PNG", 4);
  g_free(png);
  g_unlink(path);
  tl_cli_run_clear(&r);
  tl_cli_assert_usage_error("--measure", "export", "--view", "subsurface", "-o", path,
                            "--measure", "mises");
  tl_cli_assert_usage_error("--line-x-mm", "export", "--view", "subsurface", "-o", path,
                            "--line-x-mm", "0", "--line-y-mm", "0");
  g_free(path);
}

/* The description of a shipped preset, and its --summary. */
static char *
preset_text(const char *file, char **summary, const char *extra)
{
  char *path = tl_preset_path(file);
  TlPreset p;
  g_assert_cmpint(tl_preset_load_file(path, &p, NULL, NULL, NULL), ==, TL_OK);
  TlCliRun r = tl_cli_run("subsurface", "--preset", path, "--summary", extra, NULL);
  g_assert_cmpint(r.status, ==, 0);
  *summary = g_strdup(r.out);
  tl_cli_run_clear(&r);
  g_free(path);
  return g_strdup(p.description);
}

/* `text` holds the number formatted as in the description (a true minus sign). */
static void
assert_quotes(const char *text, const char *fmt, double value)
{
  char *num = g_strdup_printf(fmt, value);
  gchar **parts = g_strsplit(num, "-", -1);
  char *shown = g_strjoinv("−", parts);
  if (!strstr(text, shown))
    g_error("the description lacks '%s' (computed now): %s", shown, text);
  g_strfreev(parts);
  g_free(shown);
  g_free(num);
}

/* The numbers in the two subsurface presets' texts are what the program computes for
 * them now: a change in the physics or the preset fails here. */
static void
test_preset_numbers(void)
{
  g_test_summary("The subsurface presets' descriptions quote what the program computes");
  char *sum, *text = preset_text("14-subsurface-frictionless.ini", &sum, NULL);
  const double b = 4.08;
  assert_quotes(text, "τ_max = %.0f MPa", tl_cli_summary_value(sum, "max_shear_mpa"));
  assert_quotes(text, "z = %.2f mm under the centre", tl_cli_summary_value(sum, "z_at_max_tresca_mm"));
  assert_quotes(text, "(%.2f b)", tl_cli_summary_value(sum, "z_at_max_tresca_mm") / b);
  assert_quotes(text, "σ_vM = %.0f MPa", tl_cli_summary_value(sum, "max_von_mises_mpa"));
  assert_quotes(text, "z = %.2f mm. ", tl_cli_summary_value(sum, "z_at_max_mm"));
  g_assert_cmpfloat(tl_cli_summary_value(sum, "max_at_surface"), ==, 0.0);
  const double frictionless = tl_cli_summary_value(sum, "max_von_mises_mpa");
  g_free(text);
  g_free(sum);

  text = preset_text("15-subsurface-sliding.ini", &sum, NULL);
  g_assert_nonnull(strstr(sum, "source=slide\n"));
  g_assert_cmpfloat(tl_cli_summary_value(sum, "max_at_surface"), ==, 1.0);
  assert_quotes(text, "σ_vM = %.0f MPa at the surface", tl_cli_summary_value(sum, "max_von_mises_mpa"));
  assert_quotes(text, "x = %.2f mm", tl_cli_summary_value(sum, "x_at_max_mm"));
  assert_quotes(text, "against %.0f MPa below", frictionless);
  g_free(sum);
  /* "between mu = 0.2 and 0.4 the maximum moves onto the surface" */
  char *low = preset_text("15-subsurface-sliding.ini", &sum, "--mu=0.2");
  g_assert_cmpfloat(tl_cli_summary_value(sum, "max_at_surface"), ==, 0.0);
  g_free(low);
  g_free(sum);
  g_free(text);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/cli-subsurface/summary-hertz", test_summary_hertz);
  g_test_add_func("/cli-subsurface/csv-surface", test_csv_surface);
  g_test_add_func("/cli-subsurface/rail-wheel-mirror", test_rail_wheel_mirror);
  g_test_add_func("/cli-subsurface/line", test_line);
  g_test_add_func("/cli-subsurface/plane-yz", test_plane_yz);
  g_test_add_func("/cli-subsurface/usage-errors", test_usage_errors);
  g_test_add_func("/cli-subsurface/export", test_export);
  g_test_add_func("/cli-subsurface/fatigue-index-on-limit", test_fatigue_index_on_limit);
  g_test_add_func("/cli-subsurface/fatigue-index-steady", test_fatigue_index_steady);
  g_test_add_func("/cli-subsurface/export-shakedown", test_export_shakedown);
  g_test_add_func("/cli-subsurface/preset-numbers", test_preset_numbers);
  return g_test_run();
}
