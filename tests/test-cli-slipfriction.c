/* test-cli-slipfriction.c — `tribolab-cli steady` with friction that falls
 * with the slip speed: the specification's values through the command line,
 * the columns and warnings it adds, and its usage errors. */
#include <math.h>
#include <glib/gstdio.h>
#include "tl-test-cli.h"

static void
test_falling_curve(void)
{
  g_test_summary("steady --friction-law exp: the adhesion maximum 0.3896 at cx = 0.0075 "
                 "(V/s_h = 10, 50²) and full sliding at mu(V cx)");
  TlCliRun r = tl_cli_run("steady", "--cx", "0.0075,0.1", "--friction-law", "exp",
                          "--mu-static", "0.4", "--mu-kinetic", "0.2", "--s-half-m-s", "0.1",
                          "--speed-m-s", "1", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 0, "f"), 0.3896, 1e-4);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 1, "f"), 0.3001, 1e-4);
  /* full sliding at w = V cx = 0.1 m/s = s_h: every cell's mu is near 0.3 */
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 1, "mu_mean"), 0.3, 2e-3);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 0, "falling_indicator"), 0.3863, 5e-4);
  g_assert_null(strstr(r.err, "steeper")); /* N = 0.39 < 0.5: no warning */
  tl_cli_run_clear(&r);
}

static void
test_indicator_warning(void)
{
  g_test_summary("At V/s_h = 100 the indicator passes ½: a warning names the remedy");
  TlCliRun r = tl_cli_run("steady", "--cx", "0.01", "--friction-law", "exp", "--speed-m-s", "10",
                          NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 0, "f"), 0.2982, 1e-3);
  g_assert_cmpfloat(tl_csv_value(r.out, 0, "falling_indicator"), >, 0.5);
  g_assert_nonnull(strstr(r.err, "falling_indicator"));
  g_assert_nonnull(strstr(r.err, "--memory-m"));
  tl_cli_run_clear(&r);
  /* with memory d_c = 1 mm the grid converges: 0.3955 on 50² */
  r = tl_cli_run("steady", "--cx", "0.01", "--friction-law", "exp", "--speed-m-s", "10",
                 "--memory-m", "1e-3", "--memory-s0-m-s", "1e-3", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 0, "f"), 0.3955, 1e-4);
  tl_cli_run_clear(&r);
  /* memory too short to help: the remedy is a longer one, not "add" */
  r = tl_cli_run("steady", "--cx", "0.01", "--friction-law", "exp", "--speed-m-s", "10",
                 "--memory-m", "1e-6", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_cmpfloat(tl_csv_value(r.out, 0, "falling_indicator"), >, 0.5);
  g_assert_nonnull(strstr(r.err, "lengthen the friction memory"));
  g_assert_null(strstr(r.err, "add friction memory"));
  tl_cli_run_clear(&r);
}

static void
test_preset_law(void)
{
  g_test_summary("steady --preset takes the preset's [contact_friction] law; --friction-law "
                 "replaces it");
  char *path = tl_preset_path("16-falling-friction.ini");
  TlCliRun from_preset = tl_cli_run("steady", "--preset", path, "--cx", "0.0075,0.02", NULL);
  g_assert_cmpint(from_preset.status, ==, 0);
  g_assert_cmpstr(from_preset.err, ==, "");
  /* the preset's law, exp with mu_s 0.4, mu_k 0.2, s_h 0.1 m/s, given as options */
  TlCliRun given = tl_cli_run("steady", "--preset", path, "--cx", "0.0075,0.02",
                              "--friction-law", "exp", "--mu-static", "0.4", "--mu-kinetic",
                              "0.2", "--s-half-m-s", "0.1", NULL);
  g_assert_cmpint(given.status, ==, 0);
  g_assert_cmpstr(from_preset.out, ==, given.out);
  /* the adhesion maximum the preset describes */
  g_assert_cmpfloat_with_epsilon(tl_csv_value(from_preset.out, 0, "f"), 0.3896, 1e-4);
  tl_cli_run_clear(&given);

  /* --friction-law coulomb gives back plain Coulomb with the case's mu */
  TlCliRun coulomb = tl_cli_run("steady", "--preset", path, "--cx", "0.0075,0.02",
                                "--friction-law", "coulomb", NULL);
  TlCliRun plain = tl_cli_run("steady", "--a-mm", "8.56", "--b-mm", "4.08", "--ref-load-kn",
                              "100", "--load-kn", "100", "--g-gpa", "82", "--nu", "0.28",
                              "--mu", "0.4", "--speed-m-s", "1", "--grid", "50x50", "--cx",
                              "0.0075,0.02", NULL);
  g_assert_cmpint(coulomb.status, ==, 0);
  g_assert_cmpint(plain.status, ==, 0);
  g_assert_cmpstr(coulomb.out, ==, plain.out);
  g_assert_cmpstr(coulomb.out, !=, from_preset.out);
  tl_cli_run_clear(&coulomb);
  tl_cli_run_clear(&plain);
  tl_cli_run_clear(&from_preset);

  /* a model that takes no law keeps Coulomb and says so, without failing */
  TlCliRun linear = tl_cli_run("steady", "--preset", path, "--model", "linear", "--cx",
                               "0.0075", NULL);
  g_assert_cmpint(linear.status, ==, 0);
  g_assert_nonnull(strstr(linear.err, "note: the preset's [contact_friction] law exp is not "
                                      "used by the linear model"));
  tl_cli_run_clear(&linear);

  /* law options without --friction-law stay an error; --mu against the law too */
  tl_cli_assert_usage_error("need --friction-law", "steady", "--preset", path, "--cx", "0.002",
                            "--mu-kinetic", "0.3");
  tl_cli_assert_usage_error("--mu is the Coulomb coefficient", "steady", "--preset", path,
                            "--cx", "0.002", "--mu", "0.3");
  g_free(path);
}

static void
test_preset_polach(void)
{
  g_test_summary("The Polach preset gives --model polach its parameters: f = 0.4353 at "
                 "cx = 0.0365 (dry), 0.2425 at 0.0993 with --polach-set wet");
  char *path = tl_preset_path("17-polach-dry-wet.ini");
  TlCliRun r = tl_cli_run("steady", "--preset", path, "--model", "polach", "--cx", "0.0365",
                          NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 0, "f"), 0.4353, 1e-4);
  tl_cli_run_clear(&r);
  r = tl_cli_run("steady", "--preset", path, "--model", "polach", "--polach-set", "wet", "--cx",
                 "0.0993", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 0, "f"), 0.2425, 1e-4);
  tl_cli_run_clear(&r);
  /* FASTSIM solves the same law cell by cell: as --friction-law polach with its levels */
  TlCliRun from_preset = tl_cli_run("steady", "--preset", path, "--grid", "20x20", "--cx",
                                    "0.0365", NULL);
  TlCliRun given = tl_cli_run("steady", "--preset", path, "--grid", "20x20", "--cx", "0.0365",
                              "--friction-law", "polach", "--polach-mu0", "0.55", "--polach-a",
                              "0.4", "--polach-b-s-m", "0.6", NULL);
  g_assert_cmpint(from_preset.status, ==, 0);
  g_assert_cmpint(given.status, ==, 0);
  g_assert_cmpstr(from_preset.out, ==, given.out);
  tl_cli_run_clear(&from_preset);
  tl_cli_run_clear(&given);
  g_free(path);
}

static void
test_coulomb_columns(void)
{
  g_test_summary("Without a law the curve is unchanged and mu_mean = mu, falling_indicator = 0");
  TlCliRun r = tl_cli_run("steady", "--cx", "0.001,0.005", "--mu", "0.3", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_true(g_str_has_prefix(r.out, "cx,f,stick_fraction,fy,mz_nmm,mu_mean,falling_indicator,mz_nm\n"));
  g_assert_cmpfloat(tl_csv_value(r.out, 0, "mu_mean"), ==, 0.3);
  g_assert_cmpfloat(tl_csv_value(r.out, 1, "falling_indicator"), ==, 0.0);
  tl_cli_run_clear(&r);
}

static void
test_map_columns(void)
{
  g_test_summary("--map gains mu and w_m_s: mu = mu(w) in slip, w = 0 in stick");
  char *dir = g_dir_make_tmp("tl-slip-XXXXXX", NULL);
  char *map = g_build_filename(dir, "map.csv", NULL);
  TlCliRun r = tl_cli_run("steady", "--cx", "0.004", "--friction-law", "exp", "--grid", "20x20",
                          "--map", map, NULL);
  g_assert_cmpint(r.status, ==, 0);
  char *text = NULL;
  g_assert_true(g_file_get_contents(map, &text, NULL, NULL));
  g_assert_true(g_str_has_prefix(text, "x_mm,y_mm,pn_mpa,tx_mpa,ty_mpa,state,mu,w_m_s,power_w_m2\n"));
  int slip = 0, stick = 0;
  for (int row = 0; row < 400; row++) {
    const double state = tl_csv_value(text, row, "state");
    const double mu = tl_csv_value(text, row, "mu"), w = tl_csv_value(text, row, "w_m_s");
    if (state == 2) {
      /* the exponential law μ = 0.2 + 0.2·2^(−w/0.1) */
      g_assert_cmpfloat_with_epsilon(mu, 0.2 + 0.2 * exp2(-w / 0.1), 1e-9);
      g_assert_cmpfloat(w, >, 0.0);
      slip++;
    } else if (state == 1) {
      g_assert_cmpfloat(w, ==, 0.0);
      stick++;
    }
  }
  g_assert_cmpint(slip, >, 10);
  g_assert_cmpint(stick, >, 10);
  g_free(text);
  tl_cli_run_clear(&r);
  g_remove(map);
  g_rmdir(dir);
  g_free(map);
  g_free(dir);
}

static void
test_polach_model(void)
{
  g_test_summary("steady --model polach: the dry and wet maxima at 10 m/s (0.4353 at 0.0365, "
                 "0.2425 at 0.0993)");
  TlCliRun r = tl_cli_run("steady", "--model", "polach", "--cx", "0.0365,0.4", "--speed-m-s", "10",
                          NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 0, "f"), 0.4353, 1e-4);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 1, "f"), 0.2487, 1e-4);
  g_assert_nonnull(strstr(r.err, "stick_fraction is nan"));
  tl_cli_run_clear(&r);
  r = tl_cli_run("steady", "--model", "polach", "--polach-set", "wet", "--cx", "0.0993",
                 "--speed-m-s", "10", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 0, "f"), 0.2425, 1e-4);
  tl_cli_run_clear(&r);
}

static void
test_transient_brush(void)
{
  g_test_summary("transient --model brush --friction-law exp: at constant creepage the brush "
                 "settles on FASTSIM's falling-friction value (0.3896 at cx = 0.0075, 50²)");
  TlCliRun r = tl_cli_run("transient", "--model", "brush", "--waveform", "constant", "--cx", "0.0075",
                 "--friction-law", "exp", "--duration-ms", "40", "--summary", NULL);
  g_assert_cmpint(r.status, ==, 0);
  double f = NAN, ind = NAN, mu = NAN;
  gchar **lines = g_strsplit(r.out, "\n", -1);
  for (int i = 0; lines[i]; i++) {
    if (g_str_has_prefix(lines[i], "f_final="))
      f = g_ascii_strtod(lines[i] + 8, NULL);
    if (g_str_has_prefix(lines[i], "falling_indicator="))
      ind = g_ascii_strtod(lines[i] + 18, NULL);
    if (g_str_has_prefix(lines[i], "mu_mean="))
      mu = g_ascii_strtod(lines[i] + 8, NULL);
  }
  g_strfreev(lines);
  g_assert_cmpfloat_with_epsilon(f, 0.3896, 1e-4);
  g_assert_cmpfloat_with_epsilon(ind, 0.3863, 5e-4);
  g_assert_true(mu > 0.2 && mu < 0.4);
  tl_cli_run_clear(&r);
  /* the exact solver takes the law (test-exact-law.c); its outer iteration's options
   * belong to it alone */
  tl_cli_assert_usage_error("--exact-start belongs to --model exact", "transient", "--model",
                            "brush", "--friction-law", "exp", "--exact-start", "low");
}

static void
test_usage_errors(void)
{
  g_test_summary("Bad law options exit 2 naming the option");
  tl_cli_assert_usage_error("--mu is the Coulomb coefficient", "steady", "--cx", "0.002",
                            "--friction-law", "exp", "--mu", "0.3");
  tl_cli_assert_usage_error("--s-half-m-s must be positive", "steady", "--cx", "0.002",
                            "--friction-law", "exp", "--s-half-m-s", "0");
  tl_cli_assert_usage_error("--mu-kinetic must be positive", "steady", "--cx", "0.002",
                            "--friction-law", "rational", "--mu-kinetic", "-0.1");
  tl_cli_assert_usage_error("--mu-static (0.1) must be at least", "steady", "--cx", "0.002",
                            "--friction-law", "linear", "--mu-static", "0.1");
  tl_cli_assert_usage_error("unknown friction law 'wobbly'", "steady", "--cx", "0.002",
                            "--friction-law", "wobbly");
  tl_cli_assert_usage_error("need --friction-law", "steady", "--cx", "0.002", "--memory-m",
                            "1e-4");
  tl_cli_assert_usage_error("needs --model fastsim or exact", "steady", "--cx", "0.002",
                            "--model", "shen", "--friction-law", "exp");
  tl_cli_assert_usage_error("kS <= kA", "steady", "--cx", "0.002", "--model", "polach",
                            "--polach-ka", "0.2", "--polach-ks", "0.5");
  tl_cli_assert_usage_error("delta", "steady", "--cx", "0.002", "--friction-law", "stribeck",
                            "--stribeck-delta", "0.5");
  tl_cli_assert_usage_error("--slip-branch", "steady", "--cx", "0.002", "--friction-law", "exp",
                            "--slip-branch", "middle");
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  g_test_add_func("/cli-slipfriction/falling-curve", test_falling_curve);
  g_test_add_func("/cli-slipfriction/indicator-warning", test_indicator_warning);
  g_test_add_func("/cli-slipfriction/coulomb-columns", test_coulomb_columns);
  g_test_add_func("/cli-slipfriction/map-columns", test_map_columns);
  g_test_add_func("/cli-slipfriction/polach-model", test_polach_model);
  g_test_add_func("/cli-slipfriction/usage-errors", test_usage_errors);
  g_test_add_func("/cli-slipfriction/preset-law", test_preset_law);
  g_test_add_func("/cli-slipfriction/preset-polach", test_preset_polach);
  g_test_add_func("/cli-slipfriction/transient-brush", test_transient_brush);
  return g_test_run();
}
