/* test-parity-hertz.c — the Hertz view gives the same numbers through every
 * front end: `tribolab-cli hertz`, `tribolab-cli export --view patch --field
 * pressure --csv` and the Python package, all of which call the Hertz study
 * (study/study-hertz.h).  "The same" is the same printed digits: each front
 * end prints a double with %.10g, so equal strings mean the study returned
 * the same double to all three. */
#include <glib.h>
#include <string.h>

#include "tl-test-cli.h"

/* A preset with a non-default case, so that a front end that ignored it
 * would show. */
#define PRESET "01-thesis-defaults.ini"

/* The CLI's pressure map and the export's --csv are the same file. */
static void
test_map_cli_export(void)
{
  g_autofree char *preset = tl_preset_path(PRESET);
  g_autofree char *out = tl_cli_stdout("hertz", "--preset", preset, "--map", NULL);
  g_autofree char *exported =
      tl_cli_export_csv("--view", "patch", "--field", "pressure", "--preset", preset, NULL);
  tl_assert_csv_rows(out, "x_mm,y_mm,pn_mpa\n", 1000); /* a whole grid, not a header */
  tl_assert_same_csv(exported, out);
}

/* The CLI's summary row and tribolab.hertz() to the printed digits. */
static void
test_summary_cli_python(void)
{
  g_autofree char *preset = tl_preset_path(PRESET);
  g_autofree char *out = tl_cli_stdout("hertz", "--preset", preset, NULL);
  /* the first eight columns of the data row: a_mm … c33 */
  g_auto(GStrv) lines = g_strsplit(out, "\n", -1);
  g_assert_true(g_str_has_prefix(lines[0], "a_mm,b_mm,p0_mpa,approach_mm,c11,c22,c23,c33,"));
  g_auto(GStrv) cells = g_strsplit(lines[1], ",", -1);
  g_assert_cmpuint(g_strv_length(cells), >=, 8);
  GString *expected = g_string_new(cells[0]);
  for (int i = 1; i < 8; i++)
    g_string_append_printf(expected, ",%s", cells[i]);
  tl_assert_python_prints(
      preset,
      "r = tribolab.hertz(preset=os.environ['TL_PARITY_PRESET'])\n"
      "print(','.join('%.10g' % v for v in (r['a'] / 1e-3, r['b'] / 1e-3, r['p0'] / 1e6,\n"
      "      r['approach'] / 1e-3, r['c11'], r['c22'], r['c23'], r['c33'])))\n",
      expected->str);
  g_string_free(expected, TRUE);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  g_test_add_func("/parity/hertz/map-cli-export", test_map_cli_export);
  g_test_add_func("/parity/hertz/summary-cli-python", test_summary_cli_python);
  return g_test_run();
}
