/* test-parity-steady.c — the Steady rolling view gives the same numbers
 * through every front end: `tribolab-cli steady` (--curve and --cx),
 * `tribolab-cli export --view traction-curve|patch --csv` and the Python package
 * (tribolab.steady_curves, tribolab.steady), all of which call the steady
 * study (study/study-steady.h).  "The same" is the same printed digits: each
 * front end prints a double with %.10g, so equal strings mean the study
 * returned the same double to all three. */
#include <glib.h>
#include <string.h>

#include "tl-test-cli.h"

/* FASTSIM's curve: `steady --curve`, the export's --csv with FASTSIM alone
 * and tribolab.steady_curves() print the same table. */
static void
test_curve_cli_export_python(void)
{
  g_autofree char *preset = tl_preset_path("01-thesis-defaults.ini");
  g_autofree char *out = tl_cli_stdout("steady", "--preset", preset, "--curve", "121", NULL);
  tl_assert_csv_rows(out, "cx,f\n", 2000); /* 121 rows, not a header */
  g_autofree char *exported = tl_cli_export_csv("--view", "traction-curve", "--preset", preset,
                                                "--models", "fastsim", NULL);
  tl_assert_same_csv(exported, out);

  g_autofree char *py = tl_python_parity(
      preset,
      "r = tribolab.steady_curves(models='fastsim', preset=os.environ['TL_PARITY_PRESET'])\n"
      "print('cx,f')\n"
      "for x, f in zip(r['cx'], r['f_fastsim']):\n"
      "    print('%.10g,%.10g' % (x, f))\n");
  if (py)
    tl_assert_same_csv(py, out);
}

/* The curves of three models with the preset's falling friction law: the
 * export's --csv and tribolab.steady_curves(). */
static void
test_curves_export_python(void)
{
  g_autofree char *preset = tl_preset_path("16-falling-friction.ini");
  g_autofree char *exported =
      tl_cli_export_csv("--view", "traction-curve", "--preset", preset, "--models",
                        "linear,fastsim,shen", "--grid", "20x20", NULL);
  g_assert_true(g_str_has_prefix(exported, "cx,f_linear,f_fastsim,f_shen\n"));

  g_autofree char *py = tl_python_parity(
      preset, "r = tribolab.steady_curves(models=('linear', 'fastsim', 'shen'), grid=(20, 20),\n"
              "                           preset=os.environ['TL_PARITY_PRESET'])\n"
              "print('cx,f_linear,f_fastsim,f_shen')\n"
              "for row in zip(r['cx'], r['f_linear'], r['f_fastsim'], r['f_shen']):\n"
              "    print(','.join('%.10g' % v for v in row))\n");
  if (py)
    tl_assert_same_csv(py, exported);
}

/* The map at the operating point: `steady --cx CX --map FILE` and the patch
 * export's --csv, for FASTSIM and the exact theory. */
static void
check_map(const char *model)
{
  g_autofree char *preset = tl_preset_path("01-thesis-defaults.ini");
  /* the preset's operating point is cx = 0.005 */
  g_autofree char *map = tl_cli_map_csv("steady", "--preset", preset, "--grid", "20x20", "--model",
                                        model, "--cx", "0.005", NULL);
  g_autofree char *exported = tl_cli_export_csv("--view", "patch", "--preset", preset, "--grid",
                                                "20x20", "--map-model", model, NULL);
  /* 400 cells, not a header */
  tl_assert_csv_rows(map, "x_mm,y_mm,pn_mpa,tx_mpa,ty_mpa,state,mu,w_m_s,power_w_m2\n", 4000);
  tl_assert_same_csv(exported, map);
}

static void
test_map_cli_export(void)
{
  check_map("fastsim");
  check_map("exact");
}

/* One model at given creepages: `steady --model M --cx …` and
 * tribolab.steady(model=M, cx=[…]) in the command's columns (mz in N·mm, then in N·m). */
static void
check_points(const char *preset_name, const char *model)
{
  g_autofree char *preset = tl_preset_path(preset_name);
  const char *cx = "0.001,0.003,-0.002,0.02";
  g_autofree char *out = tl_cli_stdout("steady", "--preset", preset, "--grid", "20x20", "--model",
                                       model, "--cx", cx, NULL);
  g_assert_true(g_str_has_prefix(out, "cx,f,stick_fraction,fy,mz_nmm,mu_mean,falling_indicator,mz_nm\n"));

  if (tl_python_available()) {
    g_autofree char *py = tl_python_stdout(
        "import os, tribolab\n"
        "cx = [float(c) for c in os.environ['TL_PARITY_CX'].split(',')]\n"
        "r = tribolab.steady(model=os.environ['TL_PARITY_MODEL'], cx=cx, grid=(20, 20),\n"
        "                    preset=os.environ['TL_PARITY_PRESET'])\n"
        "print('cx,f,stick_fraction,fy,mz_nmm,mu_mean,falling_indicator,mz_nm')\n"
        "for k in range(len(cx)):\n"
        "    row = (r['cx'][k], r['f'][k], r['stick_fraction'][k], r['fy'][k], r['mz'][k] / 1e-3,\n"
        "           r['mu_mean'][k], r['falling_indicator'][k], r['mz'][k])\n"
        "    print(','.join('%.10g' % v for v in row))\n",
        "TL_PARITY_PRESET", preset, "TL_PARITY_MODEL", model, "TL_PARITY_CX", cx, NULL);
    tl_assert_same_csv(py, out);
  }
}

static void
test_points_cli_python(void)
{
  check_points("01-thesis-defaults.ini", "linear");
  check_points("01-thesis-defaults.ini", "fastsim");
  check_points("01-thesis-defaults.ini", "shen");
  check_points("01-thesis-defaults.ini", "exact");
  /* the preset's falling law inside the contact */
  check_points("16-falling-friction.ini", "fastsim");
  check_points("16-falling-friction.ini", "exact");
}

/* The wear curve along the creepages (Tγ, Tγ/A, the USFD rate and regime,
 * Burstow's index): the export's wear-regime --csv and
 * tribolab.steady_curves() print the same table. */
static void
test_wear_curve_export_python(void)
{
  g_autofree char *preset = tl_preset_path("01-thesis-defaults.ini");
  g_autofree char *exported =
      tl_cli_export_csv("--view", "wear-regime", "--preset", preset, NULL);
  g_assert_true(g_str_has_prefix(exported, "cx,t_gamma_n,t_gamma_per_area_n_mm2,"
                                           "wear_rate_usfd_ug_m_mm2,wear_regime,burstow_damage\n"));
  g_assert_cmpuint(strlen(exported), >, 2000); /* rows, not a header alone */
  g_autofree char *py = tl_python_parity(
      preset, "r = tribolab.steady_curves(models=('linear', 'fastsim', 'shen'),\n"
              "                           preset=os.environ['TL_PARITY_PRESET'])\n"
              "print('cx,t_gamma_n,t_gamma_per_area_n_mm2,wear_rate_usfd_ug_m_mm2,wear_regime,'\n"
              "      'burstow_damage')\n"
              "for k in range(len(r['cx'])):\n"
              "    print('%.10g,%.10g,%.10g,%.10g,%s,%.10g' % (r['cx'][k], r['t_gamma'][k],\n"
              "          r['t_gamma_per_area'][k], r['usfd_rate'][k], r['wear_regime'][k],\n"
              "          r['burstow'][k]))\n");
  if (py)
    tl_assert_same_csv(py, exported);
}

/* The shakedown diagram's operating point (export --view shakedown --csv, its
 * "operating" row: p0/k, μ used) uses the friction of `steady --summary` at
 * the preset's creepage. */
static void
test_shakedown_point_cli_export(void)
{
  g_autofree char *preset = tl_preset_path("01-thesis-defaults.ini");
  g_autofree char *summary =
      tl_cli_stdout("steady", "--preset", preset, "--cx", "0.005", "--summary", NULL);
  g_autofree char *exported = tl_cli_export_csv("--view", "shakedown", "--preset", preset,
                                                "--cx", "0.005", NULL);
  g_assert_true(g_str_has_prefix(exported, "curve,load_factor,f\n"));
  g_autofree char *f = tl_cli_summary_text(summary, "utilised_friction");
  /* the last row: operating,LOAD_FACTOR,F */
  const char *row = g_strrstr(exported, "\noperating,");
  g_assert_nonnull(row);
  g_autofree char *tail = g_strdup_printf(",%s\n", f);
  g_assert_true(g_str_has_suffix(row, tail));
  g_assert_cmpint(strchr(row + 1, '\n') - exported, ==, (int)strlen(exported) - 1);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  g_test_add_func("/parity/steady/curve-cli-export-python", test_curve_cli_export_python);
  g_test_add_func("/parity/steady/curves-export-python", test_curves_export_python);
  g_test_add_func("/parity/steady/points-cli-python", test_points_cli_python);
  g_test_add_func("/parity/steady/map-cli-export", test_map_cli_export);
  g_test_add_func("/parity/steady/wear-curve-export-python", test_wear_curve_export_python);
  g_test_add_func("/parity/steady/shakedown-point-cli-export", test_shakedown_point_cli_export);
  return g_test_run();
}
