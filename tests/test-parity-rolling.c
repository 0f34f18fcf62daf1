/* test-parity-rolling.c — the Rolling resistance view gives the same numbers
 * through every front end: `tribolab-cli rolling`, `tribolab-cli export
 * --view rolling --csv` and tribolab.rolling(), all of which step the
 * rolling study (study/study-rolling.h); and its --replay and
 * tribolab.rolling_replay(), which drive the model through it.  "The same" is the same printed
 * digits: each front end prints a double with %.10g. */
#include <glib.h>
#include <glib/gstdio.h>
#include <stdio.h>

#include "tl-test-cli.h"

/* The two-sphere preset: 6 000 steps of 10 µs. */
static char *
preset_path(void)
{
  return g_build_filename(g_getenv("TL_PRESETS"), "12-rolling-two-spheres.ini", NULL);
}

/* The CLI's rows and the export's --csv are the same file. */
static void
test_run_cli_export(void)
{
  char *preset = preset_path();
  char *dir = g_dir_make_tmp("tl-parity-XXXXXX", NULL);
  char *png = g_build_filename(dir, "rolling.png", NULL);
  char *csv = g_build_filename(dir, "rolling.csv", NULL);

  TlCliRun cli = tl_cli_run("rolling", "--preset", preset, NULL);
  g_assert_cmpint(cli.status, ==, 0);
  TlCliRun exp = tl_cli_run("export", "--view", "rolling", "--preset", preset, "-o", png,
                            "--csv", csv, NULL);
  g_assert_cmpint(exp.status, ==, 0);
  char *exported = NULL;
  g_assert_true(g_file_get_contents(csv, &exported, NULL, NULL));
  g_assert_true(g_str_has_prefix(cli.out, "t_ms,omega_rad_s,torque_nm,xi_m,state\n"));
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

/* The CLI's rows and tribolab.rolling()'s arrays to the printed digits. */
static void
test_run_cli_python(void)
{
  char *preset = preset_path();
  /* the path reaches Python through the environment: no quoting to get wrong */
  g_setenv("TL_PARITY_PRESET", preset, TRUE);
  const char *code =
    "import os, tribolab\n"
    "r = tribolab.rolling(preset=os.environ['TL_PARITY_PRESET'])\n"
    "lines = ['t_ms,omega_rad_s,torque_nm,xi_m,state']\n"
    "for i in range(len(r['t'])):\n"
    "    lines.append('%.10g,%.10g,%.10g,%.10g,%d' % (r['t'][i] / 1e-3, r['omega'][i],\n"
    "                 r['torque'][i], r['xi'][i], r['state'][i]))\n"
    "print('\\n'.join(lines))\n";
  char *py = NULL;
  if (!tl_python_run(code, &py)) {
    g_free(preset);
    return;
  }
  TlCliRun cli = tl_cli_run("rolling", "--preset", preset, NULL);
  g_assert_cmpint(cli.status, ==, 0);
  g_assert_cmpuint(strlen(cli.out), >, 100000);
  g_assert_cmpstr(py, ==, cli.out);

  tl_cli_run_clear(&cli);
  g_free(py);
  g_free(preset);
}

/* tribolab-cli rolling --replay and tribolab.rolling_replay() to the printed
 * digits, with the preset's model and radii. */
static void
test_replay_cli_python(void)
{
  char *preset = preset_path();
  char *replay = g_build_filename(g_getenv("TL_TEST_DATA"), "rolling-replay-good.csv", NULL);
  g_setenv("TL_PARITY_PRESET", preset, TRUE);
  g_setenv("TL_PARITY_REPLAY", replay, TRUE);
  const char *code =
    "import os, tribolab\n"
    "r = tribolab.rolling_replay(os.environ['TL_PARITY_REPLAY'],\n"
    "                            preset=os.environ['TL_PARITY_PRESET'])\n"
    "lines = ['t,fx,fy,fz,tix,tiy,tiz,tjx,tjy,tjz']\n"
    "for i in range(len(r['t'])):\n"
    "    cells = [r['t'][i]] + [v + 0.0 for k in ('force', 'torque_i', 'torque_j')\n"
    "                           for v in r[k][i]]\n"
    "    lines.append(','.join('%.10g' % v for v in cells))\n"
    "print('\\n'.join(lines))\n";
  char *py = NULL;
  if (!tl_python_run(code, &py)) {
    g_free(replay);
    g_free(preset);
    return;
  }
  TlCliRun cli = tl_cli_run("rolling", "--preset", preset, "--replay", replay, NULL);
  g_assert_cmpint(cli.status, ==, 0);
  g_assert_cmpuint(strlen(cli.out), >, 5000); /* every row, not a header */
  g_assert_cmpstr(py, ==, cli.out);

  tl_cli_run_clear(&cli);
  g_free(py);
  g_free(replay);
  g_free(preset);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  g_test_add_func("/parity/rolling/run-cli-export", test_run_cli_export);
  g_test_add_func("/parity/rolling/run-cli-python", test_run_cli_python);
  g_test_add_func("/parity/rolling/replay-cli-python", test_replay_cli_python);
  return g_test_run();
}
