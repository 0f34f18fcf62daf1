/* test-parity-stickslip.c — the Stick-slip view gives the same numbers
 * through every front end: `tribolab-cli stickslip`, `tribolab-cli export
 * --view stickslip --csv` and tribolab.stickslip(), all of which call the
 * stick-slip study (study/study-stickslip.h).  "The same" is the same
 * printed digits: each front end prints a double with %.10g. */
#include <glib.h>
#include <string.h>

#include "tl-test-cli.h"

/* The LuGre stick-slip preset: msbdf, 20 s, 20 001 samples. */
#define PRESET "11-lugre-stick-slip.ini"

/* The CLI's samples are the export's --csv, and tribolab.stickslip()'s
 * arrays to the printed digits. */
static void
test_run(void)
{
  g_autofree char *preset = tl_preset_path(PRESET);
  g_autofree char *out = tl_cli_stdout("stickslip", "--preset", preset, NULL);
  /* the whole run, not a header */
  tl_assert_csv_rows(out, "t_s,x_m,v_m_s,force_n,spring_n,phase\n", 100000);
  g_autofree char *exported = tl_cli_export_csv("--view", "stickslip", "--preset", preset, NULL);
  tl_assert_same_csv(exported, out);

  g_autofree char *py = tl_python_parity(
      preset,
      "r = tribolab.stickslip(preset=os.environ['TL_PARITY_PRESET'])\n"
      "lines = ['t_s,x_m,v_m_s,force_n,spring_n,phase']\n"
      "for i in range(len(r['t'])):\n"
      "    lines.append('%.10g,%.10g,%.10g,%.10g,%.10g,%d' % (r['t'][i], r['x'][i], r['v'][i],\n"
      "                 r['force'][i], r['spring'][i], r['phase'][i]))\n"
      "print('\\n'.join(lines))\n");
  if (py)
    tl_assert_same_csv(py, out);
}

/* The CLI's --summary and tribolab.stickslip()'s summary to the printed digits. */
static void
test_summary_cli_python(void)
{
  g_autofree char *preset = tl_preset_path(PRESET);
  g_autofree char *out = tl_cli_stdout("stickslip", "--preset", preset, "--summary", NULL);
  const char *const keys[] = { "steps", "period_s", "peak_spring_force_n", "peak_friction_n",
                               "slip_onsets" };
  g_autofree char *expected = tl_cli_summary_texts(out, keys, G_N_ELEMENTS(keys));
  tl_assert_python_prints(
      preset,
      "s = tribolab.stickslip(preset=os.environ['TL_PARITY_PRESET'])['summary']\n"
      "print('%d,%.10g,%.10g,%.10g,%d' % (s['steps'], s['period'], s['peak_spring'],\n"
      "      s['peak_friction'], s['slip_onsets']))\n",
      expected);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  g_test_add_func("/parity/stickslip/run-cli-export-python", test_run);
  g_test_add_func("/parity/stickslip/summary-cli-python", test_summary_cli_python);
  return g_test_run();
}
