/* test-parity-wheelrail.c — the Wheel on rail view gives the same numbers
 * through every front end: `tribolab-cli wheelrail`, `tribolab-cli export
 * --view wheelrail|wheelrail-patch|wheelrail-roll --csv` and the Python
 * package, all of which call the wheel-rail study (study/study-wheelrail.h).
 * "The same" is the same printed digits: each front end prints a double with
 * %.10g, so equal strings mean the study returned the same double to all. */
#include <glib.h>
#include <string.h>

#include "tl-test-cli.h"

/* A preset with a non-default case (a flange contact at y = 6.5 mm, the
 * exact normal method), so that a front end that ignored it would show. */
#define PRESET "19-wheelrail-flange.ini"

/* The CLI's contact rows and export --view wheelrail --csv are the same file. */
static void
test_rows_cli_export(void)
{
  g_autofree char *preset = tl_preset_path(PRESET);
  g_autofree char *out = tl_cli_stdout("wheelrail", "--preset", preset, NULL);
  g_assert_true(g_str_has_prefix(out, "y_mm,side,point,s_wheel_mm,"));
  g_assert_nonnull(strstr(out, "\n6.5,left,1,")); /* the preset's shift, not the default */
  g_autofree char *exported = tl_cli_export_csv("--view", "wheelrail", "--preset", preset, NULL);
  tl_assert_same_csv(exported, out);
}

/* The CLI's --map and export --view wheelrail-patch --csv are the same file. */
static void
test_map_cli_export(void)
{
  g_autofree char *preset = tl_preset_path(PRESET);
  g_autofree char *map = tl_cli_map_csv("wheelrail", "--preset", preset, NULL);
  tl_assert_csv_rows(map, "x_mm,eta_mm,p_mpa\n", 1000); /* a whole grid, not a header */
  g_autofree char *exported =
      tl_cli_export_csv("--view", "wheelrail-patch", "--preset", preset, NULL);
  tl_assert_same_csv(exported, map);
}

/* The CLI's --roll-patch --map and export --view wheelrail-roll --csv are
 * the same file. */
static void
test_roll_map_cli_export(void)
{
  g_autofree char *preset = tl_preset_path(PRESET);
  g_autofree char *map = tl_cli_map_csv("wheelrail", "--preset", preset, "--roll-patch", NULL);
  g_assert_true(g_str_has_prefix(map, "x_mm,eta_mm,p_mpa,tx_mpa,ty_mpa,state,state_name\n"));
  g_assert_nonnull(strstr(map, ",1,stick\n"));
  g_autofree char *exported =
      tl_cli_export_csv("--view", "wheelrail-roll", "--preset", preset, NULL);
  tl_assert_same_csv(exported, map);
}

/* The CLI's contact rows and tribolab.wheelrail(), printed in the CLI's
 * columns and units, are the same text. */
static void
test_rows_cli_python(void)
{
  if (!tl_python_available())
    return;
  g_autofree char *preset = tl_preset_path(PRESET);
  g_autofree char *py = tl_python_stdout(
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
      "                   + ['%.10g' % x for x in v] + [r['method'][k]]))\n",
      "TL_PARITY_PRESET", preset, NULL);
  g_autofree char *out = tl_cli_stdout("wheelrail", "--preset", preset, NULL);
  tl_assert_same_csv(py, out);
}

/* The chosen patch rolled: the CLI's --roll-patch row of that point and
 * tribolab.wheelrail(rolled=True) to the printed digits. */
static void
test_roll_cli_python(void)
{
  if (!tl_python_available())
    return;
  g_autofree char *preset = tl_preset_path(PRESET);
  g_autofree char *py = tl_python_stdout(
      "import os, tribolab\n"
      "r = tribolab.wheelrail(preset=os.environ['TL_PARITY_PRESET'], rolled=True)['rolled']\n"
      "print(','.join('%.10g' % r[k] for k in ('normal_force', 'fx', 'fy', 'mz',\n"
      "                                        'stick_fraction')))\n",
      "TL_PARITY_PRESET", preset, NULL);
  g_autofree char *out = tl_cli_stdout("wheelrail", "--preset", preset, "--roll-patch", NULL);
  /* the preset rolls the left wheel's point 1: columns normal_n … stick_fraction */
  const char *row = strstr(out, "\n6.5,left,1,");
  g_assert_nonnull(row);
  g_autofree char *line = g_strndup(row + 1, strcspn(row + 1, "\n"));
  g_auto(GStrv) cells = g_strsplit(line, ",", -1);
  g_assert_cmpuint(g_strv_length(cells), ==, 17); /* the forces, then docs/theory.md §12 */
  g_autofree char *expected =
      g_strdup_printf("%s,%s,%s,%s,%s\n", cells[3], cells[4], cells[5], cells[6], cells[7]);
  g_assert_cmpstr(py, ==, expected);
}

/* The conicity table: tribolab-cli wheelrail --conicity and
 * tribolab.wheelrail(conicity=…) to the printed digits. */
static void
test_conicity_cli_python(void)
{
  if (!tl_python_available())
    return;
  g_autofree char *preset = tl_preset_path(PRESET);
  g_autofree char *py = tl_python_stdout(
      "import os, tribolab\n"
      "r = tribolab.wheelrail(preset=os.environ['TL_PARITY_PRESET'],\n"
      "                       conicity=[a * 1e-3 for a in (1, 3, 5)])['conicity']\n"
      "print('amplitude_mm,secant,harmonic,integration,wavelength_m')\n"
      "for k in range(3):\n"
      "    print(','.join('%.10g' % x for x in (r['amplitude'][k] / 1e-3, r['secant'][k],\n"
      "          r['harmonic'][k], r['integration'][k], r['wavelength'][k])))\n",
      "TL_PARITY_PRESET", preset, NULL);
  g_autofree char *out = tl_cli_stdout("wheelrail", "--preset", preset, "--conicity",
                                       "--amplitudes-mm", "1,3,5", NULL);
  tl_assert_same_csv(py, out);
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
