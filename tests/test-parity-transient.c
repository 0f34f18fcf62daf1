/* test-parity-transient.c — the transient rolling view gives the same numbers
 * through every front end: `tribolab-cli transient`, `tribolab-cli export
 * --view timeseries --csv` and tribolab.transient(), all of which step the
 * transient study (study/study-transient.h).  "The same" is the same printed
 * digits: each front end prints a double with %.10g, so equal strings mean
 * the study returned the same double to all three. */
#include <glib.h>
#include <glib/gstdio.h>
#include <stdio.h>

#include "tl-test-cli.h"

/* The thesis's 30 Hz sine at μ = 1: a short run whose delay is defined, so
 * that a front end that ignored the preset, or analysed another period,
 * would show. */
static char *
preset_path(void)
{
  return g_build_filename(g_getenv("TL_PRESETS"), "03-sine-30hz-mu1.ini", NULL);
}

/* The CLI's rows and the export's --csv are the same file, for the brush and
 * for the exact model (on a coarse grid, to keep the test quick). */
static void
test_rows_cli_export(void)
{
  char *preset = preset_path();
  char *dir = g_dir_make_tmp("tl-parity-XXXXXX", NULL);
  char *png = g_build_filename(dir, "series.png", NULL);
  char *csv = g_build_filename(dir, "series.csv", NULL);

  /* the brush */
  TlCliRun cli = tl_cli_run("transient", "--preset", preset, "--periods", "3", NULL);
  g_assert_cmpint(cli.status, ==, 0);
  TlCliRun exp = tl_cli_run("export", "--view", "timeseries", "--preset", preset, "--periods",
                            "3", "-o", png, "--csv", csv, NULL);
  g_assert_cmpint(exp.status, ==, 0);
  char *exported = NULL;
  g_assert_true(g_file_get_contents(csv, &exported, NULL, NULL));
  g_assert_true(g_str_has_prefix(cli.out, "t_ms,cx,f,stick_fraction\n"));
  g_assert_cmpuint(strlen(cli.out), >, 5000); /* the whole run, not a header */
  g_assert_cmpstr(exported, ==, cli.out);
  g_free(exported);
  tl_cli_run_clear(&exp);
  tl_cli_run_clear(&cli);

  /* the exact model */
  cli = tl_cli_run("transient", "--preset", preset, "--periods", "3", "--model", "exact",
                   "--grid", "12x12", NULL);
  g_assert_cmpint(cli.status, ==, 0);
  exp = tl_cli_run("export", "--view", "timeseries", "--preset", preset, "--periods", "3",
                   "--model", "exact", "--grid", "12x12", "-o", png, "--csv", csv, NULL);
  g_assert_cmpint(exp.status, ==, 0);
  g_assert_true(g_file_get_contents(csv, &exported, NULL, NULL));
  g_assert_cmpuint(strlen(cli.out), >, 1000);
  g_assert_cmpstr(exported, ==, cli.out);
  g_free(exported);
  tl_cli_run_clear(&exp);
  tl_cli_run_clear(&cli);

  g_unlink(csv);
  g_unlink(png);
  g_rmdir(dir);
  g_free(csv);
  g_free(png);
  g_free(dir);
  g_free(preset);
}

/* The CLI's rows and tribolab.transient()'s arrays, printed as the CLI prints
 * them: the same text. */
static void
test_rows_cli_python(void)
{
  char *preset = preset_path();
  /* the path reaches Python through the environment: no quoting to get wrong */
  g_setenv("TL_PARITY_PRESET", preset, TRUE);
  const char *code =
    "import os, tribolab\n"
    "r = tribolab.transient(preset=os.environ['TL_PARITY_PRESET'], periods=3)\n"
    "print('t_ms,cx,f,stick_fraction')\n"
    "for t, cx, f, s in zip(r['t'], r['cx'], r['f'], r['stick']):\n"
    "    print('%.10g,%.10g,%.10g,%.10g' % (t / 1e-3, cx, f, s))\n";
  char *py = NULL;
  if (!tl_python_run(code, &py)) {
    g_free(preset);
    return;
  }
  TlCliRun cli = tl_cli_run("transient", "--preset", preset, "--periods", "3", NULL);
  g_assert_cmpint(cli.status, ==, 0);
  g_assert_cmpuint(strlen(cli.out), >, 5000);
  g_assert_cmpstr(py, ==, cli.out);

  tl_cli_run_clear(&cli);
  g_free(py);
  g_free(preset);
}

/* The value of `key=` in a --summary (a new string), or NULL. */
static char *
summary_value(const char *summary, const char *key)
{
  gchar **lines = g_strsplit(summary, "\n", -1);
  char *value = NULL;
  const size_t n = strlen(key);
  for (int i = 0; lines[i] && !value; i++)
    if (strncmp(lines[i], key, n) == 0 && lines[i][n] == '=')
      value = g_strdup(lines[i] + n + 1);
  g_strfreev(lines);
  return value;
}

/* The CLI's --summary and tribolab.transient()'s summary: the analysed
 * period's delay, its ratio, the loop area and the f range, to the printed
 * digits. */
static void
test_summary_cli_python(void)
{
  char *preset = preset_path();
  g_setenv("TL_PARITY_PRESET", preset, TRUE);
  const char *code =
    "import os, tribolab\n"
    "s = tribolab.transient(preset=os.environ['TL_PARITY_PRESET'], periods=3)['summary']\n"
    "print(','.join('%.10g' % v for v in (s['delay'] / 1e-3, s['delay_ratio'],\n"
    "      s['loop_area'], s['f_min'], s['f_max'], s['dt'] / 1e-3)))\n";
  char *py = NULL;
  if (!tl_python_run(code, &py)) {
    g_free(preset);
    return;
  }
  TlCliRun cli = tl_cli_run("transient", "--preset", preset, "--periods", "3", "--summary",
                            NULL);
  g_assert_cmpint(cli.status, ==, 0);
  static const char *const keys[] = { "delay_ms", "delay_ratio", "loop_area", "f_min", "f_max",
                                      "dt_ms" };
  GString *expected = g_string_new(NULL);
  for (size_t i = 0; i < G_N_ELEMENTS(keys); i++) {
    char *v = summary_value(cli.out, keys[i]);
    g_assert_nonnull(v);
    g_string_append_printf(expected, "%s%s", i ? "," : "", v);
    g_free(v);
  }
  g_assert_null(strstr(expected->str, "nan")); /* a defined delay: the period was analysed */
  g_strstrip(py);
  g_assert_cmpstr(py, ==, expected->str);

  g_string_free(expected, TRUE);
  tl_cli_run_clear(&cli);
  g_free(py);
  g_free(preset);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  g_test_add_func("/parity/transient/rows-cli-export", test_rows_cli_export);
  g_test_add_func("/parity/transient/rows-cli-python", test_rows_cli_python);
  g_test_add_func("/parity/transient/summary-cli-python", test_summary_cli_python);
  return g_test_run();
}
