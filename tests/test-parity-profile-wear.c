/* test-parity-profile-wear.c — the profile-wear study through tribolab-cli
 * wear and tribolab.wear(): the same rows to the printed digits, the same
 * worn points as the profile file the CLI writes. */
#include <unistd.h>

#include "tl-test-cli.h"

/* Python: print the result r of tribolab.wear() as the CLI's CSV, in its units. */
#define PRINT_ROWS                                                                              \
  "print('passes,max_depth_wheel_mm,max_depth_rail_mm,area_wheel_mm2,area_rail_mm2,'\n"          \
  "      'wear_wheel_mm2,wear_rail_mm2,conicity_3mm,dr_1mm_mm,dr_3mm_mm,dr_5mm_mm')\n"          \
  "for i in range(len(r['passes'])):\n"                                                         \
  "    v = [r['passes'][i], r['max_depth_wheel'][i] * 1e3, r['max_depth_rail'][i] * 1e3,\n"    \
  "         r['area_wheel'][i] * 1e6, r['area_rail'][i] * 1e6, r['wear_wheel'][i] * 1e6,\n"   \
  "         r['wear_rail'][i] * 1e6, r['conicity'][i]] + [d * 1e3 for d in r['dr'][i]]\n"   \
  "    print(','.join('%.10g' % x for x in v))\n"

/* Several steps with a non-default law, load and creepage. */
static void
test_rows_and_profile(void)
{
  if (!tl_python_available())
    return;
  char *wp = g_strdup_printf("%s/tl-parity-pw-%d-w.txt", g_get_tmp_dir(), (int)getpid());
  g_autofree char *out = tl_cli_stdout("wear", "--passes", "6e4", "--law", "usfd",
                                       "--max-depth-step-mm", "0.02", "--load-kn", "83.5",
                                       "--cx", "0.0017", "--sigma-mm", "1.5", "--shifts", "13",
                                       "--out-wheel", wp, NULL);
  g_autofree char *py = tl_python_stdout(
      "import tribolab\n"
      "r = tribolab.wear(6e4, law='usfd', max_depth_step=0.02e-3, load=83.5e3, cx=0.0017,\n"
      "                  sigma=1.5e-3, shifts=13)\n"
      PRINT_ROWS,
      NULL);
  tl_assert_same_csv(py, out);
  /* the wheel file's points are the Python result's */
  g_autofree char *file = NULL;
  g_assert_true(g_file_get_contents(wp, &file, NULL, NULL));
  g_autofree char *pts = tl_python_stdout(
      "import tribolab\n"
      "r = tribolab.wear(6e4, law='usfd', max_depth_step=0.02e-3, load=83.5e3, cx=0.0017,\n"
      "                  sigma=1.5e-3, shifts=13)\n"
      "for y, z in zip(r['wheel_y'], r['wheel_z']):\n"
      "    print('%.10g %.10g' % (y * 1e3, z * 1e3))\n",
      NULL);
  const char *body = strstr(file, "# kind = wheel\n");
  g_assert_nonnull(body);
  g_assert_cmpstr(body + strlen("# kind = wheel\n"), ==, pts);
  g_remove(wp);
  g_free(wp);
}

/* From a preset: its [wheelrail] case (the 1:20 inclination, the exact
 * normal contact, its creepage and μ) in both front ends. */
static void
test_preset(void)
{
  g_autofree char *preset = tl_preset_path("20-wheelrail-1-20.ini");
  g_autofree char *out =
      tl_cli_stdout("wear", "--passes", "2e4", "--shifts", "9", "--preset", preset, NULL);
  g_autofree char *py = tl_python_parity(
      preset,
      "r = tribolab.wear(2e4, preset=os.environ['TL_PARITY_PRESET'], shifts=9)\n"
      PRINT_ROWS);
  if (py)
    tl_assert_same_csv(py, out);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  g_test_add_func("/parity-profile-wear/rows-and-profile", test_rows_and_profile);
  g_test_add_func("/parity-profile-wear/preset", test_preset);
  return g_test_run();
}
