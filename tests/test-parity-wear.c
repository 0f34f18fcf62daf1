/* test-parity-wear.c — what the grip costs through the front ends:
 * `tribolab-cli steady --summary` prints the frictional power, wear and
 * fatigue keys of docs/cli.md, its --map's power_w_m2 is |τ| w of the map's
 * own columns, tribolab.steady()["summary"] has the same keys at the same
 * printed digits, and bad wear parameters are usage errors. */
#include <glib.h>
#include <math.h>
#include <string.h>

#include "tl-test-cli.h"
#include "tl-test-util.h"

/* The keys the brief of the command promises, in docs/cli.md's order. */
static const char *const wear_keys[] = {
  "frictional_power_w",      "frictional_power_macro_w", "t_gamma_n",
  "t_gamma_per_area_n_mm2",  "contact_area_mm2",         "wear_rate_archard_um3_m",
  "wear_depth_rate_archard_max_um_s", "wear_rate_usfd_ug_m_mm2", "wear_regime",
  "wear_depth_usfd_nm_m",    "burstow_damage",           "utilised_friction",
  "fatigue_index",
};

/* The thesis case through the exact theory: every key is there; with V =
 * 1 m/s and pure cₓ the macroscopic power is Tγ·V, Tγ = cₓFₓ = cₓ f F_N
 * (F_N = 100 kN), and the local power lies below it (partial slip on a
 * grid, docs/theory.md §12.2); the regime is mild (Tγ/A ≈ 0.4 N/mm²). */
static void
test_summary_keys(void)
{
  g_autofree char *out = tl_cli_stdout("steady", "--model", "exact", "--grid", "24x24", "--cx",
                                       "0.002", "--mu", "0.4", "--speed-m-s", "1", "--summary",
                                       NULL);
  for (size_t k = 0; k < G_N_ELEMENTS(wear_keys); k++)
    g_free(tl_cli_summary_text(out, wear_keys[k]));
  const double f = tl_cli_summary_value(out, "f");
  const double macro = tl_cli_summary_value(out, "frictional_power_macro_w");
  const double local = tl_cli_summary_value(out, "frictional_power_w");
  /* printed with 10 digits: equal to 1e-9 */
  g_assert_cmpfloat(fabs(macro - tl_cli_summary_value(out, "t_gamma_n")), <=, 1e-9 * macro);
  g_assert_cmpfloat(fabs(macro - 0.002 * f * 100e3), <=, 1e-9 * macro);
  g_assert_cmpfloat(local, >, 0.0);
  g_assert_cmpfloat(local, <, macro);
  g_autofree char *regime = tl_cli_summary_text(out, "wear_regime");
  g_assert_cmpstr(regime, ==, "mild");
  /* Archard's volume scales with k/H: ten times k, ten times the volume */
  g_autofree char *tenfold = tl_cli_stdout("steady", "--model", "exact", "--grid", "24x24", "--cx",
                                           "0.002", "--mu", "0.4", "--summary", "--archard-k",
                                           "1e-3", NULL);
  const double v1 = tl_cli_summary_value(out, "wear_rate_archard_um3_m");
  const double v10 = tl_cli_summary_value(tenfold, "wear_rate_archard_um3_m");
  g_assert_cmpfloat(fabs(v10 / v1 - 10.0), <=, 1e-8);
}

/* A model without a grid has no local power (nan) but the rest. */
static void
test_summary_no_grid(void)
{
  g_autofree char *out = tl_cli_stdout("steady", "--model", "shen", "--cx", "0.003", "--summary",
                                       NULL);
  g_assert_true(isnan(tl_cli_summary_value(out, "frictional_power_w")));
  g_assert_true(isnan(tl_cli_summary_value(out, "wear_rate_archard_um3_m")));
  g_assert_cmpfloat(tl_cli_summary_value(out, "frictional_power_macro_w"), >, 0.0);
}

/* --map's power_w_m2 is |τ| w of the same row, and over the cells it sums
 * to the summary's frictional_power_w (to the printed digits). */
static void
test_map_power_column(void)
{
  g_autofree char *map = tl_cli_map_csv("steady", "--model", "fastsim", "--grid", "16x16", "--cx",
                                        "0.0031", NULL);
  g_assert_true(g_str_has_prefix(map, "x_mm,y_mm,pn_mpa,tx_mpa,ty_mpa,state,mu,w_m_s,power_w_m2\n"));
  int slipping = 0;
  for (int row = 0; row < 256; row++) {
    const double tx = tl_csv_value(map, row, "tx_mpa") * 1e6, ty = tl_csv_value(map, row, "ty_mpa") * 1e6;
    const double w = tl_csv_value(map, row, "w_m_s"), q = tl_csv_value(map, row, "power_w_m2");
    g_assert_cmpfloat(fabs(q - hypot(tx, ty) * w), <=, 1e-8 * fabs(q) + 1e-300);
    slipping += q > 0.0;
  }
  g_assert_cmpint(slipping, >, 10);
}

/* The CLI's keys, the package's names for them (the key without its unit
 * suffix) and the SI value of one unit, as a Python table for the scripts
 * below: tribolab prints them back in the CLI's units. */
#define PY_KEYS                                                                                \
  "keys = (('cx', 'cx', 1), ('f', 'f', 1), ('fy', 'fy', 1), ('mz_nm', 'mz', 1),\n"             \
  "        ('stick_fraction', 'stick_fraction', 1),\n"                                          \
  "        ('frictional_power_w', 'frictional_power', 1),\n"                                    \
  "        ('frictional_power_macro_w', 'frictional_power_macro', 1),\n"                        \
  "        ('t_gamma_n', 't_gamma', 1), ('t_gamma_per_area_n_mm2', 't_gamma_per_area', 1e6),\n" \
  "        ('contact_area_mm2', 'contact_area', 1e-6),\n"                                       \
  "        ('wear_rate_archard_um3_m', 'wear_rate_archard', 1e-18),\n"                          \
  "        ('wear_depth_rate_archard_max_um_s', 'wear_depth_rate_archard_max', 1e-6),\n"        \
  "        ('wear_rate_usfd_ug_m_mm2', 'wear_rate_usfd', 1e-3),\n"                              \
  "        ('wear_regime', 'wear_regime', 1), ('wear_depth_usfd_nm_m', 'wear_depth_usfd', 1e-9),\n" \
  "        ('burstow_damage', 'burstow_damage', 1),\n"                                          \
  "        ('utilised_friction', 'utilised_friction', 1), ('fatigue_index', 'fatigue_index', 1))\n" \
  "def show(s, wanted):\n"                                                                     \
  "    for cli, name, unit in keys:\n"                                                          \
  "        if cli in wanted:\n"                                                                 \
  "            v = s[name]\n"                                                                   \
  "            print('%s=%s' % (cli, v if isinstance(v, str) else '%.10g' % (v / unit)))\n"

/* The CLI's key=value lines of `keys` (n), in that order. */
static char *
summary_lines(const char *out, const char *const *keys, size_t n)
{
  GString *s = g_string_new(NULL);
  for (size_t k = 0; k < n; k++) {
    char *v = tl_cli_summary_text(out, keys[k]);
    g_string_append_printf(s, "%s=%s\n", keys[k], v);
    g_free(v);
  }
  return g_string_free(s, FALSE);
}

/* tribolab.steady(...)["summary"] is the CLI's summary in SI units: printed
 * back in the CLI's units, the same digits, key for key. */
static void
test_python_parity(void)
{
  if (!tl_python_available())
    return;
  g_autofree char *out = tl_cli_stdout("steady", "--model", "exact", "--grid", "20x20", "--cx",
                                       "0.001,0.0027", "--mu", "0.35", "--summary",
                                       "--hardness-mpa", "2385", "--shear-yield-mpa", "271",
                                       NULL);
  g_autofree char *py = tl_python_stdout(
      "import tribolab\n" PY_KEYS
      "r = tribolab.steady('exact', cx=[0.001, 0.0027], grid=(20, 20), mu=0.35,\n"
      "                    hardness=2385e6, shear_yield=271e6)\n"
      "show(r['summary'], [k[0] for k in keys])\n",
      NULL);
  g_assert_cmpstr(py, ==, out);
}

/* Bad wear parameters, and wear parameters without --summary, are usage
 * errors naming the option. */
static void
test_bad_options(void)
{
  tl_cli_assert_usage_error("--hardness-mpa", "steady", "--cx", "0.002", "--summary",
                            "--hardness-mpa", "-2.385");
  tl_cli_assert_usage_error("--archard-k", "steady", "--cx", "0.002", "--summary",
                            "--archard-k", "2.385");
  tl_cli_assert_usage_error("--shear-yield-mpa", "steady", "--cx", "0.002", "--summary",
                            "--shear-yield-mpa", "nan");
  tl_cli_assert_usage_error("give --summary", "steady", "--cx", "0.002", "--archard-k", "1e-3");
  tl_cli_assert_usage_error("--summary", "steady", "--curve", "11", "--summary");
}

/* wheelrail --roll-patch in full slip (cₓ = 0.5, μ = 0.235, approximate
 * patches at y = 0 and 6.5 mm): the macroscopic power is μ N V cₓ to the
 * exact model's KKT tolerance (1e-6 of the traction scale), and the local
 * sum meets it to 1e-3 — the brush's (or half-space's) relaxation between
 * cells adds an O(Δx) term that so large a creepage dwarfs; at twice the
 * speed both double. */
static void
test_roll_patch_full_slip(void)
{
  const char *const models[] = { "fastsim", "exact" };
  for (int m = 0; m < 2; m++) {
    for (int v = 1; v <= 2; v++) {
      TlCliRun r = tl_cli_run("wheelrail", "--roll-patch", "--normal", "approx", "--y-mm",
                              "0,6.5", "--cx", "0.5", "--mu", "0.235", "--model", models[m],
                              "--speed-m-s", v == 1 ? "1" : "2", NULL);
      g_assert_cmpint(r.status, ==, 0);
      for (int i = 0; i < 4; i++) {
        const double closed = 0.235 * tl_csv_value(r.out, i, "normal_n") * v * 0.5;
        tl_assert_rel(tl_csv_value(r.out, i, "frictional_power_macro_w"), closed, 1e-6);
        tl_assert_rel(tl_csv_value(r.out, i, "frictional_power_w"), closed, 1e-3);
        g_assert_cmpfloat(tl_csv_value(r.out, i, "frictional_power_w"), <=, closed);
      }
      tl_cli_run_clear(&r);
    }
  }
  tl_cli_assert_usage_error("give --roll-patch", "wheelrail", "--y-mm", "4", "--speed-m-s", "2");
}

/* The preset's rolled patch: --roll-patch's wear columns and
 * tribolab.wheelrail(rolled=True)["rolled"] (SI) to the printed digits. */
static void
test_roll_patch_python(void)
{
  if (!tl_python_available())
    return;
  g_autofree char *preset = tl_preset_path("19-wheelrail-flange.ini");
  g_autofree char *out = tl_cli_stdout("wheelrail", "--preset", preset, "--roll-patch", NULL);
  static const char *const cols[] = { "frictional_power_w", "frictional_power_macro_w",
                                      "t_gamma_n", "wear_rate_archard_um3_m",
                                      "wear_rate_usfd_ug_m_mm2", "fatigue_index" };
  GString *cli = g_string_new(NULL);
  for (size_t k = 0; k < G_N_ELEMENTS(cols); k++)
    g_string_append_printf(cli, "%s=%.10g\n", cols[k], tl_csv_value(out, 0, cols[k]));
  g_autofree char *py = tl_python_stdout(
      "import os, tribolab\n" PY_KEYS
      "r = tribolab.wheelrail(preset=os.environ['TL_PARITY_PRESET'], rolled=True)['rolled']\n"
      "show(r, ('frictional_power_w', 'frictional_power_macro_w', 't_gamma_n',\n"
      "         'wear_rate_archard_um3_m', 'wear_rate_usfd_ug_m_mm2', 'fatigue_index'))\n",
      "TL_PARITY_PRESET", preset, NULL);
  g_assert_cmpstr(py, ==, cli->str);
  g_string_free(cli, TRUE);
}

/* A transient run started in steady rolling at a constant creepage stays
 * there: at its last row the brush's slip speeds are FASTSIM's (the brush at
 * C = 1 is FASTSIM's march) and the exact model's step slip is the steady
 * residual, so transient --summary's frictional power is steady --summary's
 * (to the solver's tolerance, 1e-6 of the traction scale). */
static void
test_transient_steady_start(void)
{
  const char *const pairs[2][2] = { { "brush", "fastsim" }, { "exact", "exact" } };
  for (int m = 0; m < 2; m++) {
    g_autofree char *tr = tl_cli_stdout("transient", "--model", pairs[m][0], "--waveform",
                                        "constant", "--cx", "0.0023", "--init", "steady",
                                        "--duration-ms", "4", "--grid", "30x30", "--mu", "0.37",
                                        "--summary", NULL);
    g_autofree char *st = tl_cli_stdout("steady", "--model", pairs[m][1], "--cx", "0.0023",
                                        "--grid", "30x30", "--mu", "0.37", "--summary", NULL);
    static const char *const keys[] = { "frictional_power_w", "frictional_power_macro_w",
                                        "t_gamma_n", "wear_rate_archard_um3_m" };
    for (size_t k = 0; k < G_N_ELEMENTS(keys); k++)
      tl_assert_rel(tl_cli_summary_value(tr, keys[k]), tl_cli_summary_value(st, keys[k]), 1e-6);
  }
}

/* transient --summary's wear keys and tribolab.transient()'s (SI) to the
 * printed digits. */
static void
test_transient_python(void)
{
  if (!tl_python_available())
    return;
  static const char *const keys[] = { "frictional_power_w", "frictional_power_macro_w",
                                      "t_gamma_n", "wear_rate_archard_um3_m",
                                      "wear_rate_usfd_ug_m_mm2", "wear_regime", "fatigue_index" };
  g_autofree char *out = tl_cli_stdout("transient", "--waveform", "sine", "--grid", "24x24",
                                       "--summary", NULL);
  g_autofree char *cli = summary_lines(out, keys, G_N_ELEMENTS(keys));
  g_autofree char *py = tl_python_stdout(
      "import tribolab\n" PY_KEYS
      "s = tribolab.transient(waveform='sine', grid=(24, 24))['summary']\n"
      "show(s, ('frictional_power_w', 'frictional_power_macro_w', 't_gamma_n',\n"
      "         'wear_rate_archard_um3_m', 'wear_rate_usfd_ug_m_mm2', 'wear_regime',\n"
      "         'fatigue_index'))\n",
      NULL);
  g_assert_cmpstr(py, ==, cli);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  g_test_add_func("/parity/wear/summary-keys", test_summary_keys);
  g_test_add_func("/parity/wear/summary-no-grid", test_summary_no_grid);
  g_test_add_func("/parity/wear/map-power-column", test_map_power_column);
  g_test_add_func("/parity/wear/python-parity", test_python_parity);
  g_test_add_func("/parity/wear/bad-options", test_bad_options);
  g_test_add_func("/parity/wear/roll-patch-full-slip", test_roll_patch_full_slip);
  g_test_add_func("/parity/wear/roll-patch-python", test_roll_patch_python);
  g_test_add_func("/parity/wear/transient-steady-start", test_transient_steady_start);
  g_test_add_func("/parity/wear/transient-python", test_transient_python);
  return g_test_run();
}
