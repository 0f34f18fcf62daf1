/* test-parity-wheelrail.c — the Wheel on rail view gives the same numbers
 * through every front end: `tribolab-cli wheelrail`, `tribolab-cli export
 * --view wheelrail|wheelrail-patch|wheelrail-roll --csv` and the Python
 * package, all of which call the wheel-rail study (study/study-wheelrail.h).
 * "The same" is the same printed digits: each front end prints a double with
 * %.10g, so equal strings mean the study returned the same double to all. */
#include <glib.h>
#include <glib/gstdio.h>
#include <stdio.h>

#include "tl-test-cli.h"

/* A preset with a non-default case (a flange contact at y = 6.5 mm, the
 * exact normal method), so that a front end that ignored it would show. */
static char *
preset_path(void)
{
  return g_build_filename(g_getenv("TL_PRESETS"), "19-wheelrail-flange.ini", NULL);
}

/* Export `view` of the preset with --csv; returns the CSV written. */
static char *
export_csv(const char *view, const char *preset)
{
  char *dir = g_dir_make_tmp("tl-parity-XXXXXX", NULL);
  char *png = g_build_filename(dir, "view.png", NULL);
  char *csv = g_build_filename(dir, "view.csv", NULL);
  TlCliRun exp = tl_cli_run("export", "--view", view, "--preset", preset, "-o", png, "--csv",
                            csv, NULL);
  g_assert_cmpint(exp.status, ==, 0);
  char *text = NULL;
  g_assert_true(g_file_get_contents(csv, &text, NULL, NULL));
  tl_cli_run_clear(&exp);
  g_unlink(csv);
  g_unlink(png);
  g_rmdir(dir);
  g_free(csv);
  g_free(png);
  g_free(dir);
  return text;
}

/* Run the CLI with `--map FILE` added; returns the map written. */
static char *
cli_map(const char *preset, gboolean roll_patch)
{
  char *dir = g_dir_make_tmp("tl-parity-XXXXXX", NULL);
  char *map = g_build_filename(dir, "map.csv", NULL);
  TlCliRun cli = roll_patch
                   ? tl_cli_run("wheelrail", "--preset", preset, "--roll-patch", "--map", map, NULL)
                   : tl_cli_run("wheelrail", "--preset", preset, "--map", map, NULL);
  g_assert_cmpint(cli.status, ==, 0);
  char *text = NULL;
  g_assert_true(g_file_get_contents(map, &text, NULL, NULL));
  tl_cli_run_clear(&cli);
  g_unlink(map);
  g_rmdir(dir);
  g_free(map);
  g_free(dir);
  return text;
}

/* The CLI's contact rows and export --view wheelrail --csv are the same file. */
static void
test_rows_cli_export(void)
{
  char *preset = preset_path();
  TlCliRun cli = tl_cli_run("wheelrail", "--preset", preset, NULL);
  g_assert_cmpint(cli.status, ==, 0);
  g_assert_true(g_str_has_prefix(cli.out, "y_mm,side,point,s_wheel_mm,"));
  g_assert_nonnull(strstr(cli.out, "\n6.5,left,1,")); /* the preset's shift, not the default */
  char *exported = export_csv("wheelrail", preset);
  g_assert_cmpstr(exported, ==, cli.out);
  g_free(exported);
  tl_cli_run_clear(&cli);
  g_free(preset);
}

/* The CLI's --map and export --view wheelrail-patch --csv are the same file. */
static void
test_map_cli_export(void)
{
  char *preset = preset_path();
  char *map = cli_map(preset, FALSE);
  g_assert_true(g_str_has_prefix(map, "x_mm,eta_mm,p_mpa\n"));
  g_assert_cmpuint(strlen(map), >, 1000); /* a whole grid, not a header */
  char *exported = export_csv("wheelrail-patch", preset);
  g_assert_cmpstr(exported, ==, map);
  g_free(exported);
  g_free(map);
  g_free(preset);
}

/* The CLI's --roll-patch --map and export --view wheelrail-roll --csv are
 * the same file. */
static void
test_roll_map_cli_export(void)
{
  char *preset = preset_path();
  char *map = cli_map(preset, TRUE);
  g_assert_true(g_str_has_prefix(map, "x_mm,eta_mm,p_mpa,tx_mpa,ty_mpa,state\n"));
  g_assert_nonnull(strstr(map, ",stick\n"));
  char *exported = export_csv("wheelrail-roll", preset);
  g_assert_cmpstr(exported, ==, map);
  g_free(exported);
  g_free(map);
  g_free(preset);
}

/* The CLI's contact rows and tribolab.wheelrail(), printed in the CLI's
 * columns and units, are the same text. */
static void
test_rows_cli_python(void)
{
  char *preset = preset_path();
  g_setenv("TL_PARITY_PRESET", preset, TRUE);
  const char *code =
    "import math, os, tribolab\n"
    "r = tribolab.wheelrail(preset=os.environ['TL_PARITY_PRESET'])\n"
    "mm, mpa = 1e-3, 1e6\n"
    "print('y_mm,side,point,s_wheel_mm,s_rail_mm,gamma_deg,r_mm,dr_mm,a_mm,b_mm,p0_mpa,'\n"
    "      'pmax_mpa,area_mm2,approach_mm,method')\n"
    "for k in range(len(r['side'])):\n"
    "    v = (r['s_wheel'][k] / mm, r['s_rail'][k] / mm, r['gamma'][k] * 180.0 / math.pi,\n"
    "         r['r'][k] / mm, r['dr'] / mm, r['a'][k] / mm, r['b'][k] / mm, r['p0'][k] / mpa,\n"
    "         r['p_max'][k] / mpa, r['area'][k] / (mm * mm), r['approach'][k] / mm)\n"
    "    print(','.join(['%.10g' % (r['y'] / mm), r['side'][k], str(r['point'][k])]\n"
    "                   + ['%.10g' % x for x in v] + [r['method'][k]]))\n";
  char *py = NULL;
  if (!tl_python_run(code, &py)) {
    g_free(preset);
    return;
  }
  TlCliRun cli = tl_cli_run("wheelrail", "--preset", preset, NULL);
  g_assert_cmpint(cli.status, ==, 0);
  g_assert_cmpstr(py, ==, cli.out);
  tl_cli_run_clear(&cli);
  g_free(py);
  g_free(preset);
}

/* The chosen patch rolled: the CLI's --roll-patch row of that point and
 * tribolab.wheelrail(rolled=True) to the printed digits. */
static void
test_roll_cli_python(void)
{
  char *preset = preset_path();
  g_setenv("TL_PARITY_PRESET", preset, TRUE);
  const char *code =
    "import os, tribolab\n"
    "r = tribolab.wheelrail(preset=os.environ['TL_PARITY_PRESET'], rolled=True)['rolled']\n"
    "print(','.join('%.10g' % r[k] for k in ('normal_force', 'fx', 'fy', 'mz',\n"
    "                                        'stick_fraction')))\n";
  char *py = NULL;
  if (!tl_python_run(code, &py)) {
    g_free(preset);
    return;
  }
  TlCliRun cli = tl_cli_run("wheelrail", "--preset", preset, "--roll-patch", NULL);
  g_assert_cmpint(cli.status, ==, 0);
  /* the preset rolls the left wheel's point 1: columns normal_n … stick_fraction */
  const char *row = strstr(cli.out, "\n6.5,left,1,");
  g_assert_nonnull(row);
  char *line = g_strndup(row + 1, strcspn(row + 1, "\n"));
  gchar **cells = g_strsplit(line, ",", -1);
  g_assert_cmpuint(g_strv_length(cells), ==, 10);
  char *expected = g_strdup_printf("%s,%s,%s,%s,%s\n", cells[3], cells[4], cells[5], cells[6],
                                   cells[7]);
  g_assert_cmpstr(py, ==, expected);
  g_free(expected);
  g_strfreev(cells);
  g_free(line);
  tl_cli_run_clear(&cli);
  g_free(py);
  g_free(preset);
}

/* The conicity table: tribolab-cli wheelrail --conicity and
 * tribolab.wheelrail(conicity=…) to the printed digits. */
static void
test_conicity_cli_python(void)
{
  char *preset = preset_path();
  g_setenv("TL_PARITY_PRESET", preset, TRUE);
  const char *code =
    "import os, tribolab\n"
    "r = tribolab.wheelrail(preset=os.environ['TL_PARITY_PRESET'],\n"
    "                       conicity=[a * 1e-3 for a in (1, 3, 5)])['conicity']\n"
    "print('amplitude_mm,secant,harmonic,integration,wavelength_m')\n"
    "for k in range(3):\n"
    "    print(','.join('%.10g' % x for x in (r['amplitude'][k] / 1e-3, r['secant'][k],\n"
    "          r['harmonic'][k], r['integration'][k], r['wavelength'][k])))\n";
  char *py = NULL;
  if (!tl_python_run(code, &py)) {
    g_free(preset);
    return;
  }
  TlCliRun cli =
    tl_cli_run("wheelrail", "--preset", preset, "--conicity", "--amplitudes-mm", "1,3,5", NULL);
  g_assert_cmpint(cli.status, ==, 0);
  g_assert_cmpstr(py, ==, cli.out);
  tl_cli_run_clear(&cli);
  g_free(py);
  g_free(preset);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  g_test_add_func("/parity/wheelrail/rows-cli-export", test_rows_cli_export);
  g_test_add_func("/parity/wheelrail/map-cli-export", test_map_cli_export);
  g_test_add_func("/parity/wheelrail/roll-map-cli-export", test_roll_map_cli_export);
  g_test_add_func("/parity/wheelrail/rows-cli-python", test_rows_cli_python);
  g_test_add_func("/parity/wheelrail/roll-cli-python", test_roll_cli_python);
  g_test_add_func("/parity/wheelrail/conicity-cli-python", test_conicity_cli_python);
  return g_test_run();
}
