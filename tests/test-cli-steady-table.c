/* test-cli-steady-table.c — the creep-force table in `tribolab-cli export
 * --view traction-curve` (table in --models, --table FILE): the curve it
 * draws is the one `tribolab-cli steady --model table` reads, creepage by
 * creepage; a preset's [steady] table serves when --table is not given; and
 * the table options are refused where they do not belong. */
#include <math.h>

#include "tl-test-cli.h"

static char *dir, *table;

static void
test_curve_is_steady_table(void)
{
  g_test_summary("The export's table curve equals tribolab-cli steady --model table at its "
                 "creepages, to the printed digits");
  char *csv = tl_cli_export_csv("--view", "traction-curve", "--models", "fastsim,table",
                                "--table", table, "--cx", "0.004", NULL);
  /* a few rows along the curve, on either side of the operating point */
  const int rows[] = { 7, 40, 95 };
  for (size_t k = 0; k < G_N_ELEMENTS(rows); k++) {
    const double cx = tl_csv_value(csv, rows[k], "cx"), f = tl_csv_value(csv, rows[k], "f_table");
    char arg[64];
    g_ascii_formatd(arg, sizeof arg, "%.10g", cx);
    char *out = tl_cli_stdout("steady", "--model", "table", "--table", table, "--cx", arg, NULL);
    /* both print %.10g: equal to the last digit */
    tl_assert_rel(f, tl_csv_value(out, 0, "f"), 1e-9);
    g_assert_cmpfloat(f, >, 0.0);
    g_free(out);
  }
  g_free(csv);
}

static void
test_preset_table(void)
{
  g_test_summary("steady --model table and the export read a preset's [steady] table "
                 "(relative to the preset) and the export its models, when no option says");
  char *ini = tl_test_write_file(dir, "case.ini", "[steady]\ntable = fastsim.h5\n");
  char *by_preset = tl_cli_stdout("steady", "--preset", ini, "--model", "table", "--cx", "0.0037",
                                  NULL);
  char *by_option = tl_cli_stdout("steady", "--model", "table", "--table", table, "--cx",
                                  "0.0037", NULL);
  g_assert_cmpstr(by_preset, ==, by_option);
  g_free(by_preset);
  g_free(by_option);
  /* the export draws the preset's [steady] models with its table, as the window does */
  g_assert_true(g_file_set_contents(ini, "[steady]\nmodels = fastsim,table\ntable = fastsim.h5\n",
                                    -1, NULL));
  by_preset = tl_cli_export_csv("--view", "traction-curve", "--preset", ini, NULL);
  by_option = tl_cli_export_csv("--view", "traction-curve", "--models", "fastsim,table",
                                "--table", table, NULL);
  g_assert_true(g_str_has_prefix(by_preset, "cx,f_fastsim,f_table\n"));
  tl_assert_same_csv(by_preset, by_option);
  g_free(by_preset);
  g_free(by_option);
  g_unlink(ini);
  g_free(ini);
}

static void
test_refused(void)
{
  g_test_summary("table without --table, --table without table and a file that is no table "
                 "exit 2 with a message");
  char *junk = tl_test_write_file(dir, "junk.h5", "cx,f\n0.001,0.2\n");
  char *png = g_build_filename(dir, "view.png", NULL);
  struct {
    const char *models, *table, *says;
  } cases[] = {
    { "fastsim,table", NULL, "needs --table FILE" },
    { "fastsim", table, "belong to table in --models" },
    { "table", junk, "junk.h5" },
  };
  for (size_t k = 0; k < G_N_ELEMENTS(cases); k++) {
    TlCliRun r = cases[k].table
                   ? tl_cli_run("export", "--view", "traction-curve", "--models", cases[k].models,
                                "--table", cases[k].table, "-o", png, NULL)
                   : tl_cli_run("export", "--view", "traction-curve", "--models", cases[k].models,
                                "-o", png, NULL);
    tl_cli_assert_refused(&r, k, cases[k].says);
  }
  g_assert_false(g_file_test(png, G_FILE_TEST_EXISTS));
  g_unlink(junk);
  g_free(junk);
  g_free(png);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/cli-steady-table/curve-is-steady-table", test_curve_is_steady_table);
  g_test_add_func("/cli-steady-table/preset-table", test_preset_table);
  g_test_add_func("/cli-steady-table/refused", test_refused);
  return tl_cli_test_run_with_fastsim_table(&table, &dir);
}
