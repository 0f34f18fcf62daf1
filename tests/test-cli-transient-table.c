/* test-cli-transient-table.c — the creep-force table beside a transient run:
 * `tribolab-cli transient --table FILE` adds the column f_steady_table, the
 * table's steady f at each row's cx, which is what `tribolab-cli steady
 * --model table` reads at that creepage; the loop's export carries the same
 * column; and the table options are refused, exit 2 with a message, where
 * they cannot be honoured. */
#include <math.h>

#include "tl-test-cli.h"

static char *dir, *table;

static void
test_column_is_steady_table(void)
{
  g_test_summary("transient --table: f_steady_table equals steady --model table at the row's "
                 "cx, to the printed digits; the other columns are those without --table");
  char *with = tl_cli_stdout("transient", "--table", table, "--duration-ms", "40", NULL);
  char *without = tl_cli_stdout("transient", "--duration-ms", "40", NULL);
  g_assert_true(g_str_has_prefix(with, "t_ms,cx,f,stick_fraction,f_steady_table\n"));
  g_assert_true(g_str_has_prefix(without, "t_ms,cx,f,stick_fraction\n"));
  /* rows over the sine's rise, crest and fall */
  const int rows[] = { 3, 17, 41, 88 };
  for (size_t k = 0; k < G_N_ELEMENTS(rows); k++) {
    const double cx = tl_csv_value(with, rows[k], "cx");
    g_assert_cmpfloat(cx, ==, tl_csv_value(without, rows[k], "cx"));
    g_assert_cmpfloat(tl_csv_value(with, rows[k], "f"), ==, tl_csv_value(without, rows[k], "f"));
    char arg[64];
    g_ascii_formatd(arg, sizeof arg, "%.10g", cx);
    char *out = tl_cli_stdout("steady", "--model", "table", "--table", table, "--cx", arg, NULL);
    const double f = tl_csv_value(with, rows[k], "f_steady_table");
    /* both print %.10g of the same look-up: equal to the last digit */
    tl_assert_rel(f, tl_csv_value(out, 0, "f"), 1e-9);
    g_assert_cmpfloat(f, >, 0.0);
    g_free(out);
  }
  /* the loop's export writes the run's rows with the same column */
  char *exported = tl_cli_export_csv("--view", "hysteresis", "--table", table, "--duration-ms",
                                     "40", NULL);
  tl_assert_same_csv(exported, with);
  g_free(exported);
  g_free(with);
  g_free(without);
}

static void
test_refused(void)
{
  g_test_summary("a missing file, a file that is no table, another Poisson's ratio, a bad "
                 "--table-interp, --table-interp alone and --table on the patch exit 2");
  char *junk = tl_test_write_file(dir, "junk.h5", "cx,f\n0.001,0.2\n");
  char *missing = g_build_filename(dir, "missing.h5", NULL);
  char *png = g_build_filename(dir, "view.png", NULL);
  struct {
    const char *args[8];
    const char *says;
  } cases[] = {
    { { "transient", "--table", missing }, "missing.h5" },
    { { "transient", "--table", junk }, "junk.h5" },
    { { "transient", "--table", table, "--nu", "0.315" }, "Poisson's ratio" },
    { { "transient", "--table", table, "--table-interp", "spline" }, "--table-interp" },
    { { "transient", "--table-interp", "linear" }, "belongs to --table" },
    { { "export", "--view", "hysteresis", "--table", junk, "-o", png }, "junk.h5" },
    { { "export", "--view", "transient", "--table", table, "--nu", "0.315", "-o" },
      "Poisson's ratio" },
    { { "export", "--view", "patch", "--model", "brush", "--table", table, "-o" },
      "steady curve of the loop" },
  };
  for (size_t k = 0; k < G_N_ELEMENTS(cases); k++) {
    /* the program, the case's arguments, and the picture after a closing -o */
    const char *argv[11] = { g_getenv("TL_CLI") };
    size_t n = 1;
    for (size_t a = 0; a < G_N_ELEMENTS(cases[k].args) && cases[k].args[a]; a++)
      argv[n++] = cases[k].args[a];
    if (g_str_equal(argv[n - 1], "-o"))
      argv[n++] = png;
    g_assert_nonnull(argv[0]);
    TlCliRun r = tl_spawn_(argv, NULL);
    tl_cli_assert_refused(&r, k, cases[k].says);
  }
  g_assert_false(g_file_test(png, G_FILE_TEST_EXISTS));
  g_unlink(junk);
  g_free(junk);
  g_free(missing);
  g_free(png);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/cli-transient-table/column-is-steady-table", test_column_is_steady_table);
  g_test_add_func("/cli-transient-table/refused", test_refused);
  return tl_cli_test_run_with_fastsim_table(&table, &dir);
}
