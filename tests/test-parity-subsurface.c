/* test-parity-subsurface.c — the stresses below the surface give the same
 * numbers through every front end: `tribolab-cli subsurface` (CSV and
 * --summary), `tribolab-cli export --view subsurface --csv` and
 * tribolab.subsurface(), all of which call the subsurface study
 * (study/study-subsurface.h).  "The same" is the same printed digits: each
 * front end prints a double with %.10g, so equal strings mean the study
 * returned the same double to all three. */
#include <glib.h>
#include <string.h>

#include "tl-test-cli.h"

/* The sliding preset: source slide, μ = 0.4, the maximum on the surface; a
 * front end that ignored the preset's [contact] or [subsurface] would show. */
#define PRESET "15-subsurface-sliding.ini"

/* The CLI's section CSV and the export's --csv are the same file. */
static void
test_section_cli_export(void)
{
  g_autofree char *preset = tl_preset_path(PRESET);
  g_autofree char *out =
      tl_cli_stdout("subsurface", "--preset", preset, "--plane", "yz", "--at-mm", "-1", NULL);
  g_autofree char *exported = tl_cli_export_csv("--view", "subsurface", "--preset", preset,
                                                "--plane", "yz", "--at-mm", "-1", NULL);
  tl_assert_csv_rows(out, "x_mm,y_mm,z_mm,sxx_mpa,", 10000); /* a whole section, not a header */
  tl_assert_same_csv(exported, out);
}

/* The summary's keys as tribolab.subsurface() returns them, in the CLI's units: Python
 * prints them in the order and the format of `--summary`. */
static const char summary_script[] =
  "import os, tribolab\n"
  "kw = eval(os.environ['TL_PARITY_ARGS'])\n"
  "r = tribolab.subsurface(preset=os.environ['TL_PARITY_PRESET'], **kw)\n"
  "mm, mpa = 1e-3, 1e6\n"
  "rows = [('p0_mpa', r['p0'] / mpa),\n"
  "        ('max_von_mises_mpa', r['max_von_mises'] / mpa),\n"
  "        ('x_at_max_mm', r['x_at_max'] / mm), ('y_at_max_mm', r['y_at_max'] / mm),\n"
  "        ('z_at_max_mm', r['z_at_max'] / mm), ('max_at_surface', r['max_at_surface']),\n"
  "        ('max_tresca_mpa', r['max_tresca'] / mpa),\n"
  "        ('z_at_max_tresca_mm', r['z_at_max_tresca'] / mm),\n"
  "        ('max_shear_mpa', r['max_shear'] / mpa), ('max_sxz_mpa', r['max_sxz'] / mpa),\n"
  "        ('x_at_max_sxz_mm', r['x_at_max_sxz'] / mm),\n"
  "        ('z_at_max_sxz_mm', r['z_at_max_sxz'] / mm),\n"
  "        ('shear_yield_mpa', r['shear_yield'] / mpa), ('load_factor', r['load_factor']),\n"
  "        ('utilised_friction', r['utilised_friction']),\n"
  "        ('fatigue_index', r['fatigue_index'])]\n"
  "print('source=%s' % r['source'])\n"
  "print('body=%s' % r['body'])\n"
  "print('section=%s' % r['section'])\n"
  "for k, v in rows:\n"
  "    print('%s=%.10g' % (k, v) if isinstance(v, float) else '%s=%d' % (k, v))\n";

/* The CLI's --summary without its where-lines (y_mm=, x_mm=: the section's position,
 * which Python reports as "at"), line by line. */
static char *
summary_without_position(const char *out)
{
  g_auto(GStrv) lines = g_strsplit(out, "\n", -1);
  GString *kept = g_string_new(NULL);
  for (int i = 0; lines[i] && *lines[i]; i++)
    if (!g_str_has_prefix(lines[i], "x_mm=") && !g_str_has_prefix(lines[i], "y_mm="))
      g_string_append_printf(kept, "%s\n", lines[i]);
  return g_string_free(kept, FALSE);
}

/* One case through Python (preset and keywords python_args) against the CLI's --summary
 * of the same case: the same lines. */
static void
assert_summary_parity(const char *preset, const char *python_args, const char *cli_summary)
{
  if (!tl_python_available())
    return;
  /* the keywords reach Python through the environment too: no quoting */
  g_autofree char *py = tl_python_stdout(summary_script, "TL_PARITY_PRESET", preset,
                                         "TL_PARITY_ARGS", python_args, NULL);
  g_autofree char *expected = summary_without_position(cli_summary);
  g_assert_cmpstr(py, ==, expected);
}

/* The preset's own x–z section: the maximum on the surface. */
static void
test_summary_cli_python(void)
{
  g_autofree char *preset = tl_preset_path(PRESET);
  g_autofree char *out = tl_cli_stdout("subsurface", "--summary", "--preset", preset, NULL);
  g_assert_nonnull(strstr(out, "max_at_surface=1\n"));
  assert_summary_parity(preset, "{}", out);
}

/* Another body, a y–z plane off the axis, fewer points, a shallower depth and another μ:
 * every choice reaches the study the same way from both. */
static void
test_summary_options_cli_python(void)
{
  g_autofree char *preset = tl_preset_path(PRESET);
  g_autofree char *out = tl_cli_stdout("subsurface", "--summary", "--preset", preset, "--body",
                                       "wheel", "--plane", "yz", "--at-mm", "1.5", "--points",
                                       "50x30", "--z-max-mm", "6", "--mu", "0.25", NULL);
  assert_summary_parity(preset,
                        "dict(body='wheel', plane='yz', at=1.5 * 1e-3, points=(50, 30), "
                        "depth_max=6 * 1e-3, mu=0.25)",
                        out);
}

/* A vertical line off the axis, frictionless. */
static void
test_line_cli_python(void)
{
  g_autofree char *preset = tl_preset_path(PRESET);
  g_autofree char *out =
      tl_cli_stdout("subsurface", "--summary", "--preset", preset, "--source", "hertz",
                    "--line-x-mm", "0.5", "--line-y-mm", "-0.25", "--points", "81", NULL);
  g_assert_nonnull(strstr(out, "section=line\n"));
  assert_summary_parity(preset, "dict(source='hertz', line=(0.5 * 1e-3, -0.25 * 1e-3), points=81)",
                        out);
}

/* Python's section arrays, printed as the CLI's CSV, are the CLI's CSV: every point,
 * every column. */
static void
test_section_arrays_cli_python(void)
{
  if (!tl_python_available())
    return;
  g_autofree char *preset = tl_preset_path(PRESET);
  g_autofree char *py = tl_python_stdout(
      "import os, tribolab\n"
      "r = tribolab.subsurface(preset=os.environ['TL_PARITY_PRESET'], points=(31, 5))\n"
      "mm, mpa = 1e-3, 1e6\n"
      "print('x_mm,y_mm,z_mm,sxx_mpa,syy_mpa,szz_mpa,sxy_mpa,sxz_mpa,syz_mpa,von_mises_mpa,'\n"
      "      'tresca_mpa,max_shear_mpa,s1_mpa,s3_mpa')\n"
      "for l in range(len(r['z'])):\n"
      "    for k in range(len(r['x'])):\n"
      "        v = [r['x'][k] / mm, r['y'][k] / mm, r['z'][l] / mm]\n"
      "        v += [r[c][l, k] / mpa for c in ('sxx', 'syy', 'szz', 'sxy', 'sxz', 'syz',\n"
      "                                          'von_mises', 'tresca')]\n"
      "        v += [0.5 * r['tresca'][l, k] / mpa, r['s1'][l, k] / mpa, r['s3'][l, k] / mpa]\n"
      "        print(','.join('%.10g' % x for x in v))\n",
      "TL_PARITY_PRESET", preset, NULL);
  g_autofree char *out = tl_cli_stdout("subsurface", "--preset", preset, "--points", "31x5", NULL);
  g_assert_cmpuint(strlen(out), >, 1000);
  tl_assert_same_csv(py, out);
}

/* The shakedown map's operating point (export --view sub-shakedown --csv, its
 * "operating" row: μ used, p0/k) is the point of `subsurface --summary`. */
static void
test_shakedown_point_cli_export(void)
{
  g_autofree char *preset = tl_preset_path(PRESET);
  g_autofree char *summary = tl_cli_stdout("subsurface", "--preset", preset, "--summary", NULL);
  g_autofree char *exported = tl_cli_export_csv("--view", "sub-shakedown", "--preset", preset,
                                                NULL);
  g_assert_true(g_str_has_prefix(exported, "curve,mu,load_factor\n"));
  g_autofree char *mu = tl_cli_summary_text(summary, "utilised_friction");
  g_autofree char *lf = tl_cli_summary_text(summary, "load_factor");
  g_autofree char *row = g_strdup_printf("\noperating,%s,%s\n", mu, lf);
  g_assert_nonnull(strstr(exported, row));
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  g_test_add_func("/parity/subsurface/section-cli-export", test_section_cli_export);
  g_test_add_func("/parity/subsurface/shakedown-point-cli-export",
                  test_shakedown_point_cli_export);
  g_test_add_func("/parity/subsurface/summary-cli-python", test_summary_cli_python);
  g_test_add_func("/parity/subsurface/summary-options-cli-python",
                  test_summary_options_cli_python);
  g_test_add_func("/parity/subsurface/line-cli-python", test_line_cli_python);
  g_test_add_func("/parity/subsurface/section-arrays-cli-python",
                  test_section_arrays_cli_python);
  return g_test_run();
}
