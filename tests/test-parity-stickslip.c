/* test-parity-stickslip.c — the Stick-slip view gives the same numbers
 * through every front end: `tribolab-cli stickslip`, `tribolab-cli export
 * --view stickslip --csv` and tribolab.stickslip(), all of which call the
 * stick-slip study (study/study-stickslip.h).  "The same" is the same
 * printed digits: each front end prints a double with %.10g. */
#include <glib.h>
#include <glib/gstdio.h>
#include <stdio.h>

#include "tl-test-cli.h"

/* The LuGre stick-slip preset: msbdf, 20 s, 20 001 samples. */
static char *
preset_path(void)
{
  return g_build_filename(g_getenv("TL_PRESETS"), "11-lugre-stick-slip.ini", NULL);
}

/* The CLI's samples and the export's --csv are the same file. */
static void
test_run_cli_export(void)
{
  char *preset = preset_path();
  char *dir = g_dir_make_tmp("tl-parity-XXXXXX", NULL);
  char *png = g_build_filename(dir, "stickslip.png", NULL);
  char *csv = g_build_filename(dir, "stickslip.csv", NULL);

  TlCliRun cli = tl_cli_run("stickslip", "--preset", preset, NULL);
  g_assert_cmpint(cli.status, ==, 0);
  TlCliRun exp = tl_cli_run("export", "--view", "stickslip", "--preset", preset, "-o", png,
                            "--csv", csv, NULL);
  g_assert_cmpint(exp.status, ==, 0);
  char *exported = NULL;
  g_assert_true(g_file_get_contents(csv, &exported, NULL, NULL));
  g_assert_true(g_str_has_prefix(cli.out, "t_s,x_m,v_m_s,force_n,spring_n,phase\n"));
  g_assert_cmpuint(strlen(cli.out), >, 100000); /* the whole run, not a header */
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

/* The CLI's samples and tribolab.stickslip()'s arrays to the printed digits. */
static void
test_run_cli_python(void)
{
  char *preset = preset_path();
  /* the path reaches Python through the environment: no quoting to get wrong */
  g_setenv("TL_PARITY_PRESET", preset, TRUE);
  const char *code =
    "import os, tribolab\n"
    "r = tribolab.stickslip(preset=os.environ['TL_PARITY_PRESET'])\n"
    "lines = ['t_s,x_m,v_m_s,force_n,spring_n,phase']\n"
    "for i in range(len(r['t'])):\n"
    "    lines.append('%.10g,%.10g,%.10g,%.10g,%.10g,%d' % (r['t'][i], r['x'][i], r['v'][i],\n"
    "                 r['force'][i], r['spring'][i], r['phase'][i]))\n"
    "print('\\n'.join(lines))\n";
  char *py = NULL;
  if (!tl_python_run(code, &py)) {
    g_free(preset);
    return;
  }
  TlCliRun cli = tl_cli_run("stickslip", "--preset", preset, NULL);
  g_assert_cmpint(cli.status, ==, 0);
  g_assert_cmpuint(strlen(cli.out), >, 100000);
  g_assert_cmpstr(py, ==, cli.out);

  tl_cli_run_clear(&cli);
  g_free(py);
  g_free(preset);
}

/* The text after `key=` on its line of key=value output (free it). */
static char *
summary_text(const char *out, const char *key)
{
  char *needle = g_strdup_printf("\n%s=", key);
  char *text = g_strconcat("\n", out, NULL);
  const char *hit = strstr(text, needle);
  if (!hit)
    g_error("no %s= in\n%s", key, out);
  hit += strlen(needle);
  char *value = g_strndup(hit, strcspn(hit, "\n"));
  g_free(text);
  g_free(needle);
  return value;
}

/* The CLI's --summary and tribolab.stickslip()'s summary to the printed digits. */
static void
test_summary_cli_python(void)
{
  char *preset = preset_path();
  g_setenv("TL_PARITY_PRESET", preset, TRUE);
  const char *code =
    "import os, tribolab\n"
    "s = tribolab.stickslip(preset=os.environ['TL_PARITY_PRESET'])['summary']\n"
    "print('%d,%.10g,%.10g,%.10g,%d' % (s['steps'], s['period'], s['peak_spring'],\n"
    "      s['peak_friction'], s['slip_onsets']))\n";
  char *py = NULL;
  if (!tl_python_run(code, &py)) {
    g_free(preset);
    return;
  }
  TlCliRun cli = tl_cli_run("stickslip", "--preset", preset, "--summary", NULL);
  g_assert_cmpint(cli.status, ==, 0);
  const char *keys[] = { "steps", "period_s", "peak_spring_force_n", "peak_friction_n",
                         "slip_onsets" };
  GString *expected = g_string_new(NULL);
  for (size_t k = 0; k < G_N_ELEMENTS(keys); k++) {
    char *value = summary_text(cli.out, keys[k]);
    g_string_append_printf(expected, "%s%s", k ? "," : "", value);
    g_free(value);
  }
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
  g_test_add_func("/parity/stickslip/run-cli-export", test_run_cli_export);
  g_test_add_func("/parity/stickslip/run-cli-python", test_run_cli_python);
  g_test_add_func("/parity/stickslip/summary-cli-python", test_summary_cli_python);
  return g_test_run();
}
