/* test-parity-load-sweep.c — a load sweep scales the Hertz ellipse the same
 * way through every front end.  Semi-axes given directly hold at a reference
 * load (100 kN for the thesis ellipse, docs/theory.md §1) and fix the
 * curvatures, so at the load F both scale by (F / 100 kN)^(1/3): through
 * `tribolab-cli hertz --load-kn`, through a preset that sets only load_kn,
 * and through tribolab.hertz(load=…) and a preset in Python.  (The window's
 * load slider is held to the same law by test-gui-hertz's load-slider case.)
 * Tolerance: each front end prints %.10g, so a printed value carries a
 * relative rounding of at most 5e-10; 1e-9 allows the two roundings. */
#include <glib.h>
#include <glib/gstdio.h>
#include <math.h>
#include <stdio.h>

#include "tl-test-cli.h"

static const double loads_kn[] = { 25.0, 150.0, 1000.0 };

/* The thesis ellipse, 8.56 × 4.08 mm at 100 kN, at F kN. */
static double
scaled(double axis_mm, double load_kn)
{
  return axis_mm * cbrt(load_kn / 100.0);
}

/* A preset that sets the load and nothing else. */
static char *
load_only_preset(const char *dir, double load_kn)
{
  char *path = g_strdup_printf("%s/load-%g.ini", dir, load_kn);
  char *text = g_strdup_printf("[preset]\ntitle = load %g kN\n\n[contact]\nload_kn = %g\n",
                               load_kn, load_kn);
  g_assert_true(g_file_set_contents(path, text, -1, NULL));
  g_free(text);
  return path;
}

/* "a_mm,b_mm" of the CLI's data row. */
static char *
cli_axes(const char *out)
{
  return g_strdup_printf("%.10g,%.10g", tl_csv_value(out, 0, "a_mm"),
                         tl_csv_value(out, 0, "b_mm"));
}

static void
test_cli_and_presets(void)
{
  g_autofree char *dir = g_dir_make_tmp("tl-load-XXXXXX", NULL);
  for (size_t i = 0; i < G_N_ELEMENTS(loads_kn); i++) {
    const double f = loads_kn[i];
    g_autofree char *arg = g_strdup_printf("%g", f);
    g_autofree char *out = tl_cli_stdout("hertz", "--load-kn", arg, NULL);
    tl_assert_rel(tl_csv_value(out, 0, "a_mm"), scaled(8.56, f), 1e-9);
    tl_assert_rel(tl_csv_value(out, 0, "b_mm"), scaled(4.08, f), 1e-9);

    g_autofree char *preset = load_only_preset(dir, f);
    g_autofree char *from_preset = tl_cli_stdout("hertz", "--preset", preset, NULL);
    g_autofree char *axes = cli_axes(out), *preset_axes = cli_axes(from_preset);
    g_assert_cmpstr(preset_axes, ==, axes);
    g_unlink(preset);
  }
  g_assert_cmpint(g_rmdir(dir), ==, 0);
}

/* steady and the other contact commands inherit the scaled ellipse: f at
 * cx = 0.002 and 150 kN is the same with or without --ref-load-kn 100. */
static void
test_steady_inherits(void)
{
  g_autofree char *plain = tl_cli_stdout("steady", "--model", "fastsim", "--cx", "0.002",
                                         "--load-kn", "150", NULL);
  g_autofree char *explicit_ref = tl_cli_stdout("steady", "--model", "fastsim", "--cx", "0.002",
                                                "--load-kn", "150", "--ref-load-kn", "100", NULL);
  g_assert_cmpstr(plain, ==, explicit_ref);
}

static void
test_python(void)
{
  if (!tl_python_available())
    return;
  g_autofree char *dir = g_dir_make_tmp("tl-load-XXXXXX", NULL);
  for (size_t i = 0; i < G_N_ELEMENTS(loads_kn); i++) {
    const double f = loads_kn[i];
    g_autofree char *arg = g_strdup_printf("%g", f);
    g_autofree char *out = tl_cli_stdout("hertz", "--load-kn", arg, NULL);
    g_autofree char *axes = cli_axes(out);
    g_autofree char *preset = load_only_preset(dir, f);
    g_autofree char *py = tl_python_stdout(
      "import os, tribolab\n"
      "f = float(os.environ['TL_LOAD_KN']) * 1e3\n"
      "for r in (tribolab.hertz(load=f), tribolab.hertz(preset=os.environ['TL_PRESET'])):\n"
      "    print('%.10g,%.10g' % (r['a'] / 1e-3, r['b'] / 1e-3))\n",
      "TL_LOAD_KN", arg, "TL_PRESET", preset, NULL);
    g_autofree char *expected = g_strdup_printf("%s\n%s\n", axes, axes);
    g_assert_cmpstr(py, ==, expected);
    g_unlink(preset);
  }
  g_assert_cmpint(g_rmdir(dir), ==, 0);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  g_test_add_func("/parity/load-sweep/cli-and-presets", test_cli_and_presets);
  g_test_add_func("/parity/load-sweep/steady-inherits", test_steady_inherits);
  g_test_add_func("/parity/load-sweep/python", test_python);
  return g_test_run();
}
