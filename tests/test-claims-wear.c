/* test-claims-wear.c — the numbers docs/theory.md §12 states about the
 * frictional power, the USFD function and the thesis case's grid
 * refinement, computed again and looked for in the text (see
 * tl-test-claims.h). */
#include <math.h>

#include "tl-test-claims.h"
#include "tribo/profile-wear.h"
#include "tribo/ranges.h"
#include "tribo/units.h"
#include "tribo/wear.h"

/* `steady --summary` of the thesis case (exact theory, cₓ = 0.002, μ = 0.4,
 * V = 1 m/s) on m × m cells: its local and macroscopic frictional power. */
static void
thesis_power(int m, double *local, double *macro)
{
  char grid[32];
  g_snprintf(grid, sizeof grid, "%dx%d", m, m);
  char *out = tl_cli_stdout("steady", "--model", "exact", "--grid", grid, "--cx", "0.002", "--mu",
                            "0.4", "--speed-m-s", "1", "--summary", NULL);
  *local = summary(out, "frictional_power_w");
  *macro = summary(out, "frictional_power_macro_w");
  g_free(out);
}

/* The limit of a first-order-like sequence on grids m, 2m, 4m by
 * Richardson's extrapolation with its observed order. */
static double
richardson(const double v[3], double *order)
{
  *order = log2((v[1] - v[0]) / (v[2] - v[1]));
  return v[2] + (v[2] - v[1]) / (pow(2.0, *order) - 1.0);
}

static void
test_thesis_refinement(void)
{
  g_test_summary("§12.2: the thesis case's frictional power on 22, 44 and 88 cells");
  char *theory = text_of("docs/theory.md");
  const int grids[3] = { 22, 44, 88 };
  double loc[3], mac[3], order, morder;
  for (int k = 0; k < 3; k++)
    thesis_power(grids[k], &loc[k], &mac[k]);
  const double limit = richardson(loc, &order), mlimit = richardson(mac, &morder);
  states("docs/theory.md", theory, "the local sum is P = %.2f W", loc[1]);
  states("docs/theory.md", theory, "the macroscopic power %.2f W", mac[1]);
  states("docs/theory.md", theory, "an observed order of %.2f for the local sum", order);
  states("docs/theory.md", theory, "a limit of %.2f W (%.2f W from the macroscopic sequence)",
         limit, mlimit);
  states("docs/theory.md", theory, "local sum is thus about %.2f W (%.1f %%)", limit - loc[1],
         100.0 * (limit - loc[1]) / limit);
  states("docs/theory.md", theory, "that of its macroscopic power %.2f W (%.1f %%)",
         mac[1] - mlimit, 100.0 * (mac[1] - mlimit) / mlimit);
  g_free(theory);
}

static void
test_usfd_ends(void)
{
  g_test_summary("§12.4: where the USFD function's pieces end and start");
  char *theory = text_of("docs/theory.md");
  const TlUsfdParams u = tl_wear_params_default().usfd;
  states("docs/theory.md", theory, "| mild | below %.1f | %.1f · Tγ/A |", u.t1, u.k1);
  states("docs/theory.md", theory, "| severe | %.1f … %.1f | %.1f |", u.t1, u.t2, u.k2);
  states("docs/theory.md", theory, "| catastrophic | above %.1f | %.1f · Tγ/A − %.1f |", u.t2, u.k3,
         u.c3);
  states("docs/theory.md", theory, "the mild line reaches %.2f µg/(m·mm²) at %.1f N/mm²",
         u.k1 * u.t1, u.t1);
  states("docs/theory.md", theory, "the catastrophic line starts from %.2f µg/(m·mm²) at %.1f N/mm²",
         u.k3 * u.t2 - u.c3, u.t2);
  const TlBurstowParams b = tl_wear_params_default().burstow;
  states("docs/theory.md", theory, "threshold %.0f N, peak %.0f N, zero at %.0f N", b.threshold,
         b.peak, b.zero);
  states("docs/theory.md", theory, "(1 at %.0f N, 0.5 at %.0f N and at %.0f N)", b.peak,
         b.threshold + 0.5 * (b.peak - b.threshold), b.zero - 0.5 * (b.zero - b.peak));
  g_free(theory);
}

static void
test_parameters(void)
{
  g_test_summary("§12.7 and §10.1: the laws' defaults and ranges");
  char *theory = text_of("docs/theory.md");
  const TlWearParams p = tl_wear_params_default();
  const TlUsfdParams *u = &p.usfd;
  states("docs/theory.md", theory, "| Archard | k, H | %.0e, %.0f MPa |", p.archard.k,
         p.archard.hardness / TL_UNIT_MPA);
  states("docs/theory.md", theory, "| USFD | k1, t1, k2, t2, k3, c3 | %.1f, %.1f, %.1f, %.1f, %.1f, %.1f |",
         u->k1, u->t1, u->k2, u->t2, u->k3, u->c3);
  states("docs/theory.md", theory, "| USFD depth | density | %.0f kg/m³ |", p.density);
  states("docs/theory.md", theory,
         "| Burstow | threshold, peak, zero, peak damage | %.0f N, %.0f N, %.0f N, %g (relative) |",
         p.burstow.threshold, p.burstow.peak, p.burstow.zero, p.burstow.peak_damage);
  states("docs/theory.md", theory, "| shakedown | k | %.0f MPa |",
         p.shakedown.shear_yield / TL_UNIT_MPA);
  states("docs/theory.md", theory, "defaults (k = %.0e, H = %.0f MPa)", p.archard.k,
         p.archard.hardness / TL_UNIT_MPA);
  states("docs/theory.md", theory, "(default %.0f MPa, an illustrative value", 
         p.shakedown.shear_yield / TL_UNIT_MPA);
  states("docs/theory.md", theory, "the density of steel, %.0f kg/m³", p.density);
  states("docs/theory.md", theory, "| Archard's coefficient k | %g … %g |", TL_RANGE_ARCHARD_K_MIN,
         TL_RANGE_ARCHARD_K_MAX);
  states("docs/theory.md", theory, "| hardness H | %g MPa … %g GPa |",
         TL_RANGE_HARDNESS_MIN / TL_UNIT_MPA, TL_RANGE_HARDNESS_MAX / TL_UNIT_GPA);
  states("docs/theory.md", theory, "| yield stress in shear k | %g MPa … %g GPa |",
         TL_RANGE_SHEAR_YIELD_MIN / TL_UNIT_MPA, TL_RANGE_SHEAR_YIELD_MAX / TL_UNIT_GPA);
  states("docs/theory.md", theory, "up to %.0e in their units", TL_RANGE_WEAR_LAW_MAX);
  g_free(theory);
}

/* §12.8: the default case worn over 1e5 and 1e6 passes (two runs, as
 * `tribolab-cli wear --passes N` makes them), its defaults and ranges. */
static void
profile_wear_run(double passes, TlProfileWearRow *row)
{
  TlProfileWearParams p = tl_profile_wear_params_default();
  p.passes = passes;
  TlProfile *w, *r;
  TlProfileWear *pw;
  TlError err;
  g_assert_cmpint(tl_profile_s1002(&w, &err), ==, TL_OK);
  g_assert_cmpint(tl_profile_60e1(&r, &err), ==, TL_OK);
  g_assert_cmpint(tl_profile_wear_alloc(&p, w, r, &pw, &err), ==, TL_OK);
  while (!tl_profile_wear_done(pw))
    g_assert_cmpint(tl_profile_wear_step(pw, NULL, row, &err), ==, TL_OK);
  tl_profile_wear_free(pw);
  tl_profile_free(w);
  tl_profile_free(r);
}

static void
test_profile_wear(void)
{
  g_test_summary("§12.8: the worn default case, the loop's defaults and ranges");
  char *theory = text_of("docs/theory.md");
  TlProfileWearRow r5, r6;
  profile_wear_run(1e5, &r5);
  profile_wear_run(1e6, &r6);
  TlProfileWearParams d = tl_profile_wear_params_default();
  TlProfile *w, *r;
  TlProfileWear *pw;
  TlError err;
  g_assert_cmpint(tl_profile_s1002(&w, &err), ==, TL_OK);
  g_assert_cmpint(tl_profile_60e1(&r, &err), ==, TL_OK);
  g_assert_cmpint(tl_profile_wear_alloc(&d, w, r, &pw, &err), ==, TL_OK);
  const double c0 = tl_profile_wear_row(pw)->conicity;
  tl_profile_wear_free(pw);
  tl_profile_free(w);
  tl_profile_free(r);
  states("docs/theory.md", theory,
         "%.0f kN, cₓ = %g, μ = %g, σ = %g mm, Archard with the defaults: after 1e+05 passes the "
         "largest depth is %.3f mm on the rail and %.3f mm on the wheel and the conicity at 3 mm "
         "has risen from %.3f to %.3f; after 1e+06 passes, %.3f mm and %.3f mm, and %.3f",
         d.normal.load / 1e3, d.roll.cx, d.roll.mu, d.sigma / TL_UNIT_MM,
         r5.max_depth_rail / TL_UNIT_MM, r5.max_depth_wheel / TL_UNIT_MM, c0, r5.conicity,
         r6.max_depth_rail / TL_UNIT_MM, r6.max_depth_wheel / TL_UNIT_MM, r6.conicity);
  states("docs/theory.md", theory, "(spacing h, %g mm by default)", d.grid_step / TL_UNIT_MM);
  states("docs/theory.md", theory, "deviation %g mm (`--kernel-mm`)", d.smooth_width / TL_UNIT_MM);
  states("docs/theory.md", theory, "`--max-depth-step-mm` (%g mm by default)",
         d.max_depth_step / TL_UNIT_MM);
  states("docs/theory.md", theory, "| passes of a wear run | 0 … %.0e |", TL_RANGE_PW_PASSES_MAX);
  states("docs/theory.md", theory, "| σ of the lateral shift (wear) | 0 … %g mm |",
         TL_RANGE_PW_SIGMA_MAX / TL_UNIT_MM);
  states("docs/theory.md", theory, "| largest depth per wear step | %g … %g mm |",
         TL_RANGE_PW_STEP_DEPTH_MIN / TL_UNIT_MM, TL_RANGE_PW_STEP_DEPTH_MAX / TL_UNIT_MM);
  states("docs/theory.md", theory, "| σ of the wear smoothing kernel | 0 … %g mm |",
         TL_RANGE_PW_SMOOTH_MAX / TL_UNIT_MM);
  states("docs/theory.md", theory, "| spacing of the wearing profile points | %g … %g mm |",
         TL_RANGE_PW_GRID_MIN / TL_UNIT_MM, TL_RANGE_PW_GRID_MAX / TL_UNIT_MM);
  states("docs/theory.md", theory, "| steps of a wear run | 1 … %d |", TL_RANGE_PW_STEPS_MAX);
  g_free(theory);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  tl_claims_add("/claims/wear/thesis-refinement", test_thesis_refinement);
  tl_claims_add("/claims/wear/usfd-ends", test_usfd_ends);
  tl_claims_add("/claims/wear/parameters", test_parameters);
  tl_claims_add("/claims/wear/profile-wear", test_profile_wear);
  return g_test_run();
}
