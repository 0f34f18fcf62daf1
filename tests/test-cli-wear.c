/* test-cli-wear.c — `tribolab-cli wear`: the worn profiles it writes load
 * back into `wheelrail` and give the conicity it printed, its row 0 is the
 * unworn pair's conicity, its areas add up, a histogram file works, and
 * every bad input exits 2 naming the option or the file line. */
#include <math.h>
#include <unistd.h>

#include "tl-test-cli.h"
#include "tl-test-util.h"

#define WEAR_HEADER                                                                              \
  "passes,max_depth_wheel_mm,max_depth_rail_mm,area_wheel_mm2,area_rail_mm2,wear_wheel_mm2,"     \
  "wear_rail_mm2,conicity_3mm,dr_1mm_mm,dr_3mm_mm,dr_5mm_mm\n"

static int
count_rows(const char *csv)
{
  int n = -1; /* the header */
  for (const char *c = csv; *c; c++)
    n += *c == '\n';
  return n;
}

static char *
tmp_path(const char *name)
{
  return g_strdup_printf("%s/tl-cli-wear-%d-%s", g_get_tmp_dir(), (int)getpid(), name);
}

/* The harmonic conicity at 3 mm of `wheelrail --conicity` on a pair. */
static double
wheelrail_conicity(const char *wheel, const char *rail)
{
  char *out = tl_cli_stdout("wheelrail", "--wheel", wheel, "--rail", rail, "--conicity",
                            "--amplitudes-mm", "3", NULL);
  const double c = tl_csv_value(out, 0, "harmonic");
  g_free(out);
  return c;
}

/* Worn twice over (a depth limit that takes several steps), written, loaded
 * back by `wheelrail`: the same conicity as the last row.  The files hold
 * 10 significant digits of each point, a change of the profiles of ~1e-8 of
 * their size, hence 1e-6 on the conicity. */
static void
test_reload(void)
{
  char *wp = tmp_path("w.txt"), *rp = tmp_path("r.txt");
  char *out = tl_cli_stdout("wear", "--passes", "3e5", "--max-depth-step-mm", "0.05",
                            "--out-wheel", wp, "--out-rail", rp, NULL);
  g_assert_true(g_str_has_prefix(out, WEAR_HEADER));
  const int rows = count_rows(out);
  g_assert_cmpint(rows, >=, 3); /* row 0 and at least two steps */
  g_assert_cmpfloat(tl_csv_value(out, rows - 1, "passes"), ==, 3e5);
  const double printed = tl_csv_value(out, rows - 1, "conicity_3mm");
  tl_assert_rel(wheelrail_conicity(wp, rp), printed, 1e-6);
  /* the pair has worn: the conicity moved from row 0's */
  g_assert_cmpfloat(fabs(printed - tl_csv_value(out, 0, "conicity_3mm")), >, 1e-3);
  for (int i = 1; i < rows; i++) {
    /* the profiles lose what the patches wore, within the output's digits */
    tl_assert_rel(tl_csv_value(out, i, "area_wheel_mm2"), tl_csv_value(out, i, "wear_wheel_mm2"),
                  1e-8);
    tl_assert_rel(tl_csv_value(out, i, "area_rail_mm2"), tl_csv_value(out, i, "wear_rail_mm2"),
                  1e-8);
    g_assert_cmpfloat(tl_csv_value(out, i, "max_depth_rail_mm") -
                        tl_csv_value(out, i - 1, "max_depth_rail_mm"), <=, 0.05 * (1 + 1e-8));
  }
  g_remove(wp);
  g_remove(rp);
  g_free(wp);
  g_free(rp);
  g_free(out);
}

/* Row 0 is the unworn S1002/60E1 pair, refitted through points every
 * 0.1 mm: its conicity is the analytic pair's to the spline's accuracy on
 * that spacing (measured 3e-4 relative; 2e-3 allowed). */
static void
test_row_zero(void)
{
  char *out = tl_cli_stdout("wear", "--passes", "0", NULL);
  g_assert_cmpint(count_rows(out), ==, 1);
  g_assert_cmpfloat(tl_csv_value(out, 0, "max_depth_wheel_mm"), ==, 0.0);
  tl_assert_rel(tl_csv_value(out, 0, "conicity_3mm"), wheelrail_conicity("S1002", "60E1"), 2e-3);
  g_free(out);
}

/* A histogram file with mirrored rows wears as much on both profiles as the
 * patches give, in one step. */
static void
test_histogram(void)
{
  char *h = tmp_path("hist.csv");
  g_assert_true(g_file_set_contents(h, "# lateral shift\ny_mm,weight\n-1.5,1\n0,2\n1.5,1\n", -1,
                                    NULL));
  char *out = tl_cli_stdout("wear", "--y-histogram", h, "--passes", "1e4", "--law", "usfd", NULL);
  g_assert_cmpint(count_rows(out), ==, 2);
  g_assert_cmpfloat(tl_csv_value(out, 1, "area_rail_mm2"), >, 0.0);
  g_remove(h);
  g_free(h);
  g_free(out);
}

static void
test_bad_input(void)
{
  tl_cli_assert_usage_error("--passes", "wear", "--passes", "-2.385");
  tl_cli_assert_usage_error("--passes", "wear", "--passes", "nan");
  tl_cli_assert_usage_error("--law: wear law must be archard or usfd", "wear", "--law", "jendel");
  tl_cli_assert_usage_error("--sigma-mm", "wear", "--sigma-mm", "6.5");
  tl_cli_assert_usage_error("--creepages: expected given or kinematic", "wear", "--creepages",
                            "yaw");
  tl_cli_assert_usage_error("--shifts", "wear", "--shifts", "24");
  tl_cli_assert_usage_error("--shifts", "wear", "--shifts", "0");
  tl_cli_assert_usage_error("--max-depth-step-mm", "wear", "--max-depth-step-mm", "0");
  tl_cli_assert_usage_error("--kernel-mm", "wear", "--kernel-mm", "5.5");
  tl_cli_assert_usage_error("--grid-mm", "wear", "--grid-mm", "0.02");
  tl_cli_assert_usage_error("--max-steps", "wear", "--max-steps", "-1");
  tl_cli_assert_usage_error("--shear-yield-mpa", "wear", "--shear-yield-mpa", "300");
  tl_cli_assert_usage_error("--mu", "wear", "--mu", "-0.3");
  tl_cli_assert_usage_error("--load-kn", "wear", "--load-kn", "0");
  tl_cli_assert_usage_error("--wheel", "wear", "--wheel", "/nonexistent/w.txt");
  tl_cli_assert_usage_error("--y-histogram", "wear", "--y-histogram", "/nonexistent/h.csv");
  char *h = tmp_path("bad.csv");
  static const struct {
    const char *text, *expect;
  } files[] = {
    { "y_mm,weight\n1,2\nabc,3\n", "line 3: expected two numbers" },
    { "1,2\n25,1\n", "line 2: lateral shift must lie within" },
    { "1,-2.385\n", "line 1: weight must be" },
    { "1,0\n-1,0\n", "no rows with a positive weight" },
    { "# nothing\n", "no rows with a positive weight" },
    { "1,2,3\n", "line 1: expected two numbers" },
  };
  for (size_t i = 0; i < G_N_ELEMENTS(files); i++) {
    g_assert_true(g_file_set_contents(h, files[i].text, -1, NULL));
    tl_cli_assert_usage_error(files[i].expect, "wear", "--y-histogram", h);
  }
  tl_cli_assert_usage_error("give one or the other", "wear", "--y-histogram", h, "--sigma-mm",
                            "1");
  g_remove(h);
  g_free(h);
}

/* Every option of the command's own group against values a hostile script
 * might pass: refused before any computation, exit 2, the option named. */
static void
test_hostile_values(void)
{
  static const char *const options[] = { "--passes", "--sigma-mm", "--max-depth-step-mm",
                                         "--kernel-mm", "--grid-mm", "--shifts", "--max-steps" };
  static const char *const values[] = { "nan", "inf", "-inf", "1e309", "", "abc", "0x10",
                                        "1,2", "-2.385", "1.5N" };
  for (size_t i = 0; i < G_N_ELEMENTS(options); i++)
    for (size_t j = 0; j < G_N_ELEMENTS(values); j++)
      tl_cli_assert_usage_error(options[i], "wear", options[i], values[j]);
}

/* A run that needs more steps than --max-steps fails (exit 1) after row 0. */
static void
test_too_many_steps(void)
{
  TlCliRun r = tl_cli_run("wear", "--passes", "1e6", "--max-depth-step-mm", "0.001",
                          "--max-steps", "2", NULL);
  g_assert_cmpint(r.status, ==, 1);
  g_assert_nonnull(strstr(r.err, "more than 2"));
  tl_cli_run_clear(&r);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  g_test_add_func("/cli-wear/reload", test_reload);
  g_test_add_func("/cli-wear/row-zero", test_row_zero);
  g_test_add_func("/cli-wear/histogram", test_histogram);
  g_test_add_func("/cli-wear/bad-input", test_bad_input);
  g_test_add_func("/cli-wear/hostile-values", test_hostile_values);
  g_test_add_func("/cli-wear/too-many-steps", test_too_many_steps);
  return g_test_run();
}
