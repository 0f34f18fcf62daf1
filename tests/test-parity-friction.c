/* test-parity-friction.c — the Friction laws view gives the same numbers
 * through every front end: `tribolab-cli friction`, `tribolab-cli export
 * --view friction --csv` and tribolab.friction(), all of which call the
 * friction study (study/study-friction.h).  "The same" is the same printed
 * digits: each front end prints a double with %.10g. */
#include <glib.h>
#include <string.h>

#include "tl-test-cli.h"

/* A preset with a law of three terms, so that a front end that ignored the
 * preset, or a term, would show. */
#define PRESET "13-stribeck-curve.ini"

/* The export's --csv holds the wide panel's 800 velocities from -0.5 to
 * 0.5 m/s (merged with the zoomed panel's); the CLI's curve over the same
 * range and count must print the same rows wherever it prints the same
 * velocity (the two grids are computed by different formulas, which agree
 * to the printed digits nearly everywhere). */
static void
test_curve_cli_export(void)
{
  g_autofree char *preset = tl_preset_path(PRESET);
  g_autofree char *out = tl_cli_stdout("friction", "--preset", preset, "--per-term", "--v-min",
                                       "-0.5", "--v-max", "0.5", "--points", "800", NULL);
  g_autofree char *exported =
      tl_cli_export_csv("--view", "friction", "--preset", preset, "--v-wide-m-s", "0.5", NULL);

  /* the same columns */
  const char *header = "v_m_s,force_n,coulomb_n,viscous_n,stribeck_n\n";
  g_assert_true(g_str_has_prefix(out, header));
  g_assert_true(g_str_has_prefix(exported, header));

  /* the export's rows by their velocity */
  GHashTable *rows = g_hash_table_new(g_str_hash, g_str_equal);
  g_auto(GStrv) exp_lines = g_strsplit(exported, "\n", -1);
  for (int i = 1; exp_lines[i] && exp_lines[i][0]; i++) {
    char *comma = strchr(exp_lines[i], ',');
    g_assert_nonnull(comma);
    *comma = '\0';
    g_hash_table_insert(rows, exp_lines[i], comma + 1);
  }
  g_assert_cmpuint(g_hash_table_size(rows), >=, 1500); /* both panels, not a header */

  g_auto(GStrv) cli_lines = g_strsplit(out, "\n", -1);
  int matched = 0;
  for (int i = 1; cli_lines[i] && cli_lines[i][0]; i++) {
    char *comma = strchr(cli_lines[i], ',');
    *comma = '\0';
    const char *other = g_hash_table_lookup(rows, cli_lines[i]);
    if (!other)
      continue;
    g_assert_cmpstr(comma + 1, ==, other);
    matched++;
  }
  g_assert_cmpint(matched, >=, 780);

  g_hash_table_destroy(rows);
}

/* The CLI's curve and tribolab.friction() to the printed digits. */
static void
test_curve_cli_python(void)
{
  if (!tl_python_available())
    return;
  g_autofree char *preset = tl_preset_path(PRESET);
  g_autofree char *py = tl_python_stdout(
      "import os, tribolab\n"
      "r = tribolab.friction(preset=os.environ['TL_PARITY_PRESET'], v_min=-0.004, v_max=0.006,\n"
      "                      points=301)\n"
      "print('v_m_s,force_n')\n"
      "for v, f in zip(r['v'], r['force']):\n"
      "    print('%.10g,%.10g' % (v, f))\n",
      "TL_PARITY_PRESET", preset, NULL);
  g_autofree char *out = tl_cli_stdout("friction", "--preset", preset, "--v-min", "-0.004",
                                       "--v-max", "0.006", "--points", "301", NULL);
  g_assert_cmpuint(strlen(out), >, 3000); /* the whole curve, not a header */
  tl_assert_same_csv(py, out);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  g_test_add_func("/parity/friction/curve-cli-export", test_curve_cli_export);
  g_test_add_func("/parity/friction/curve-cli-python", test_curve_cli_python);
  return g_test_run();
}
