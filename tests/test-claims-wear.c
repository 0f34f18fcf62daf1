/* test-claims-wear.c — the numbers docs/theory.md §12 states about the
 * frictional power, the USFD function and the thesis case's grid
 * refinement, computed again and looked for in the text (see
 * tl-test-claims.h). */
#include <math.h>

#include "tl-test-claims.h"
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

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  tl_claims_add("/claims/wear/thesis-refinement", test_thesis_refinement);
  tl_claims_add("/claims/wear/usfd-ends", test_usfd_ends);
  tl_claims_add("/claims/wear/parameters", test_parameters);
  return g_test_run();
}
