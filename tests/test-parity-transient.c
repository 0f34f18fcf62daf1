/* test-parity-transient.c — the transient rolling view gives the same numbers
 * through every front end: `tribolab-cli transient`, `tribolab-cli export
 * --view timeseries|compare --csv` and tribolab.transient(), all of which step the
 * transient study (study/study-transient.h).  "The same" is the same printed
 * digits: each front end prints a double with %.10g, so equal strings mean
 * the study returned the same double to all three. */
#include <glib.h>
#include <string.h>

#include "tl-test-cli.h"

/* The thesis's 30 Hz sine at μ = 1: a short run whose delay is defined, so
 * that a front end that ignored the preset, or analysed another period,
 * would show. */
#define PRESET "03-sine-30hz-mu1.ini"

/* The brush's rows from the CLI are the export's --csv, and tribolab.transient()'s
 * arrays printed as the CLI prints them: the same text. */
static void
test_rows_brush(void)
{
  g_autofree char *preset = tl_preset_path(PRESET);
  g_autofree char *out = tl_cli_stdout("transient", "--preset", preset, "--periods", "3", NULL);
  /* the whole run, not a header */
  tl_assert_csv_rows(out, "t_ms,cx,f,stick_fraction\n", 5000);
  g_autofree char *exported =
      tl_cli_export_csv("--view", "timeseries", "--preset", preset, "--periods", "3", NULL);
  tl_assert_same_csv(exported, out);

  g_autofree char *py = tl_python_parity(
      preset, "r = tribolab.transient(preset=os.environ['TL_PARITY_PRESET'], periods=3)\n"
              "print('t_ms,cx,f,stick_fraction')\n"
              "for t, cx, f, s in zip(r['t'], r['cx'], r['f'], r['stick']):\n"
              "    print('%.10g,%.10g,%.10g,%.10g' % (t / 1e-3, cx, f, s))\n");
  if (py)
    tl_assert_same_csv(py, out);
}

/* The exact model's rows from the CLI are the export's --csv (on a coarse
 * grid, to keep the test quick). */
static void
test_rows_exact(void)
{
  g_autofree char *preset = tl_preset_path(PRESET);
  g_autofree char *out = tl_cli_stdout("transient", "--preset", preset, "--periods", "3",
                                       "--model", "exact", "--grid", "12x12", NULL);
  g_assert_cmpuint(strlen(out), >, 1000);
  g_autofree char *exported =
      tl_cli_export_csv("--view", "timeseries", "--preset", preset, "--periods", "3", "--model",
                        "exact", "--grid", "12x12", NULL);
  tl_assert_same_csv(exported, out);
}

/* The comparison's --csv: a first column model, the brush's rows as `transient
 * --model brush` prints them, then the exact theory's as `--model exact` does,
 * on the same inputs (a coarse grid, to keep the test quick). */
static void
test_rows_compare(void)
{
  g_autofree char *preset = tl_preset_path(PRESET);
  g_autofree char *exported = tl_cli_export_csv("--view", "compare", "--preset", preset,
                                                "--periods", "2", "--grid", "12x12", NULL);
  GString *expected = g_string_new("model,t_ms,cx,f,stick_fraction\n");
  static const char *const models[] = { "brush", "exact" };
  for (guint m = 0; m < G_N_ELEMENTS(models); m++) {
    g_autofree char *out = tl_cli_stdout("transient", "--preset", preset, "--periods", "2",
                                         "--model", models[m], "--grid", "12x12", NULL);
    g_auto(GStrv) lines = g_strsplit(out, "\n", -1);
    g_assert_cmpstr(lines[0], ==, "t_ms,cx,f,stick_fraction");
    for (int i = 1; lines[i] && *lines[i]; i++)
      g_string_append_printf(expected, "%s,%s\n", models[m], lines[i]);
  }
  g_assert_cmpuint(expected->len, >, 2000); /* rows of both, not headers */
  tl_assert_same_csv(exported, expected->str);
  g_string_free(expected, TRUE);
}

/* The CLI's --summary and tribolab.transient()'s summary: the analysed
 * period's delay, its ratio, the loop area and the f range, to the printed
 * digits. */
static void
test_summary_cli_python(void)
{
  g_autofree char *preset = tl_preset_path(PRESET);
  g_autofree char *out =
      tl_cli_stdout("transient", "--preset", preset, "--periods", "3", "--summary", NULL);
  static const char *const keys[] = { "delay_ms", "delay_ratio", "loop_area", "f_min", "f_max",
                                      "dt_ms" };
  g_autofree char *expected = tl_cli_summary_texts(out, keys, G_N_ELEMENTS(keys));
  g_assert_null(strstr(expected, "nan")); /* a defined delay: the period was analysed */
  tl_assert_python_prints(
      preset,
      "s = tribolab.transient(preset=os.environ['TL_PARITY_PRESET'], periods=3)['summary']\n"
      "print(','.join('%.10g' % v for v in (s['delay'] / 1e-3, s['delay_ratio'],\n"
      "      s['loop_area'], s['f_min'], s['f_max'], s['dt'] / 1e-3)))\n",
      expected);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  g_test_add_func("/parity/transient/brush-rows-cli-export-python", test_rows_brush);
  g_test_add_func("/parity/transient/exact-rows-cli-export", test_rows_exact);
  g_test_add_func("/parity/transient/compare-rows-cli-export", test_rows_compare);
  g_test_add_func("/parity/transient/summary-cli-python", test_summary_cli_python);
  return g_test_run();
}
