/* test-parity-rolling.c — the Rolling resistance view gives the same numbers
 * through every front end: `tribolab-cli rolling`, `tribolab-cli export
 * --view rolling --csv` and tribolab.rolling(), all of which step the
 * rolling study (study/study-rolling.h); and its --replay and
 * tribolab.rolling_replay(), which drive the model through it.  "The same" is the same printed
 * digits: each front end prints a double with %.10g. */
#include <glib.h>
#include <string.h>

#include "tl-test-cli.h"

/* The two-sphere preset: 6 000 steps of 10 µs. */
#define PRESET "12-rolling-two-spheres.ini"

/* The CLI's rows are the export's --csv, and tribolab.rolling()'s arrays to
 * the printed digits. */
static void
test_run(void)
{
  g_autofree char *preset = tl_preset_path(PRESET);
  g_autofree char *out = tl_cli_stdout("rolling", "--preset", preset, NULL);
  /* the whole run, not a header */
  tl_assert_csv_rows(out, "t_ms,omega_rad_s,torque_nm,xi_m,state\n", 100000);
  g_autofree char *exported = tl_cli_export_csv("--view", "rolling", "--preset", preset, NULL);
  tl_assert_same_csv(exported, out);

  g_autofree char *py = tl_python_parity(
      preset, "r = tribolab.rolling(preset=os.environ['TL_PARITY_PRESET'])\n"
              "lines = ['t_ms,omega_rad_s,torque_nm,xi_m,state']\n"
              "for i in range(len(r['t'])):\n"
              "    lines.append('%.10g,%.10g,%.10g,%.10g,%d' % (r['t'][i] / 1e-3, r['omega'][i],\n"
              "                 r['torque'][i], r['xi'][i], r['state'][i]))\n"
              "print('\\n'.join(lines))\n");
  if (py)
    tl_assert_same_csv(py, out);
}

/* tribolab-cli rolling --replay and tribolab.rolling_replay() to the printed
 * digits, with the preset's model and radii. */
static void
test_replay_cli_python(void)
{
  if (!tl_python_available())
    return;
  g_autofree char *preset = tl_preset_path(PRESET);
  g_autofree char *replay =
      g_build_filename(g_getenv("TL_TEST_DATA"), "rolling-replay-good.csv", NULL);
  g_autofree char *py = tl_python_stdout(
      "import os, tribolab\n"
      "r = tribolab.rolling_replay(os.environ['TL_PARITY_REPLAY'],\n"
      "                            preset=os.environ['TL_PARITY_PRESET'])\n"
      "lines = ['t,fx,fy,fz,tix,tiy,tiz,tjx,tjy,tjz']\n"
      "for i in range(len(r['t'])):\n"
      "    cells = [r['t'][i]] + [v + 0.0 for k in ('force', 'torque_i', 'torque_j')\n"
      "                           for v in r[k][i]]\n"
      "    lines.append(','.join('%.10g' % v for v in cells))\n"
      "print('\\n'.join(lines))\n",
      "TL_PARITY_PRESET", preset, "TL_PARITY_REPLAY", replay, NULL);
  g_autofree char *out = tl_cli_stdout("rolling", "--preset", preset, "--replay", replay, NULL);
  g_assert_cmpuint(strlen(out), >, 5000); /* every row, not a header */
  tl_assert_same_csv(py, out);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  g_test_add_func("/parity/rolling/run-cli-export-python", test_run);
  g_test_add_func("/parity/rolling/replay-cli-python", test_replay_cli_python);
  return g_test_run();
}
