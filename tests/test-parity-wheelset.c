/* test-parity-wheelset.c — the Wheelset on track view gives the same numbers
 * through every front end: `tribolab-cli wheelset --preset`, `tribolab-cli
 * export --view wheelset|bifurcation|root-locus --preset --csv` and
 * tribolab.wheelset(preset=), all of which take the preset's [wheelset]
 * section through tl_study_wheelset_spec_preset and call the wheelset study
 * (study/study-wheelset.h).  "The same" is the same printed digits: each
 * front end prints a double with %.10g. */
#include <glib.h>
#include <string.h>

#include "tl-test-cli.h"

/* Hunting above the critical speed: Polach's forces on cones at 150 m/s,
 * 3 s from a 3 mm shift, a flange spring at 6.26 mm. */
#define PRESET "21-wheelset-hunting.ini"

/* `tribolab-cli wheelset --mode MODE --preset P` prints `header` and `rows`
 * rows; `export --view VIEW --preset P --csv` writes the same text, and so
 * does the Python `script` (where this build has the package). */
static void
assert_rows_everywhere(const char *mode, const char *view, const char *header, guint rows,
                       const char *script)
{
  g_autofree char *preset = tl_preset_path(PRESET);
  g_autofree char *out = tl_cli_stdout("wheelset", "--mode", mode, "--preset", preset, NULL);
  g_assert_true(g_str_has_prefix(out, header));
  g_assert_cmpint(tl_test_count_lines(out), ==, (int)rows + 1);
  g_autofree char *exported = tl_cli_export_csv("--view", view, "--preset", preset, NULL);
  tl_assert_same_csv(exported, out);
  g_autofree char *py = tl_python_parity(preset, script);
  if (py)
    tl_assert_same_csv(py, out);
}

/* `tribolab-cli wheelset --mode MODE --preset P --summary`'s values of keys,
 * comma-separated, are what the Python `script` prints. */
static void
assert_summary_python(const char *mode, const char *const *keys, gsize n, const char *script)
{
  g_autofree char *preset = tl_preset_path(PRESET);
  g_autofree char *out =
      tl_cli_stdout("wheelset", "--mode", mode, "--preset", preset, "--summary", NULL);
  g_autofree char *expected = tl_cli_summary_texts(out, keys, n);
  tl_assert_python_prints(preset, script, expected);
}

/* The run (3 s at 2 ms: 1501 rows), Python's arrays converted to the CSV's
 * units as the CLI converts them. */
static void
test_run(void)
{
  assert_rows_everywhere(
      "run", "wheelset",
      "t_s,x_m,v_m_s,y_mm,psi_mrad,fy_n,frictional_power_macro_w,frictional_power_w\n", 1501,
      "r = tribolab.wheelset('run', preset=os.environ['TL_PARITY_PRESET'])\n"
      "print('t_s,x_m,v_m_s,y_mm,psi_mrad,fy_n,frictional_power_macro_w,frictional_power_w')\n"
      "for i in range(len(r['t'])):\n"
      "    v = (r['t'][i], r['x'][i], r['v'][i], r['y'][i] / 1e-3, r['psi'][i] / 1e-3,\n"
      "         r['fy'][i], r['frictional_power_macro'][i], r['frictional_power'][i])\n"
      "    print(','.join('%.10g' % x for x in v))\n");
}

/* The sweep (the default speeds 60:160:10) and its nonlinear critical speed. */
static void
test_bifurcation(void)
{
  assert_rows_everywhere(
      "bifurcation", "bifurcation", "speed_m_s,amplitude_mm,sustained,unbounded\n", 11,
      "r = tribolab.wheelset('bifurcation', preset=os.environ['TL_PARITY_PRESET'])\n"
      "print('speed_m_s,amplitude_mm,sustained,unbounded')\n"
      "for i in range(len(r['speed'])):\n"
      "    print('%.10g,%.10g,%d,%d' % (r['speed'][i], r['amplitude'][i] / 1e-3,\n"
      "          r['sustained'][i], r['unbounded'][i]))\n");
  const char *const keys[] = { "nonlinear_critical_speed_m_s", "critical_speed_m_s" };
  assert_summary_python(
      "bifurcation", keys, G_N_ELEMENTS(keys),
      "r = tribolab.wheelset('bifurcation', preset=os.environ['TL_PARITY_PRESET'])\n"
      "print('%.10g,%.10g' % (r['nonlinear_critical_speed'], r['critical_speed']))\n");
}

/* The root locus of the preset's wheelset (5:150:5 m/s, four modes a speed)
 * and its critical speed, frequency and Klingel's wavelength. */
static void
test_root_locus(void)
{
  assert_rows_everywhere(
      "eigen", "root-locus", "speed_m_s,mode,real_1_s,imag_rad_s,freq_hz,damping_ratio\n",
      30 * 4,
      "r = tribolab.wheelset(preset=os.environ['TL_PARITY_PRESET'])\n"
      "print('speed_m_s,mode,real_1_s,imag_rad_s,freq_hz,damping_ratio')\n"
      "for i in range(len(r['speed'])):\n"
      "    for m in range(4):\n"
      "        print('%.10g,%d,%.10g,%.10g,%.10g,%.10g' % (r['speed'][i], m + 1,\n"
      "              r['real'][i][m], r['imag'][i][m], r['freq'][i][m],\n"
      "              r['damping_ratio'][i][m]))\n");
  const char *const keys[] = { "critical_speed_m_s", "frequency_hz", "klingel_wavelength_m" };
  assert_summary_python(
      "eigen", keys, G_N_ELEMENTS(keys),
      "r = tribolab.wheelset(preset=os.environ['TL_PARITY_PRESET'])\n"
      "print('%.10g,%.10g,%.10g' % (r['critical_speed'], r['frequency'],\n"
      "      r['klingel_wavelength']))\n");
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  g_test_add_func("/parity/wheelset/run-cli-export-python", test_run);
  g_test_add_func("/parity/wheelset/bifurcation-cli-export-python", test_bifurcation);
  g_test_add_func("/parity/wheelset/root-locus-cli-export-python", test_root_locus);
  return g_test_run();
}
