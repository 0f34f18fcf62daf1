/* test-claims-hertz.c — the numbers the README, the theory manual
 * (docs/theory.md) and the presets state about Hertz's normal contact and
 * Kalker's linear coefficients, computed again and looked for in the text
 * (see tl-test-claims.h). */
#include <math.h>

#include "tl-test-claims.h"
#include "tl-test-util.h"
#include "tribo/contact.h"
#include "tribo/hertz.h"
#include "tribo/kalker.h"

static void
test_hertz(void)
{
  g_test_summary("Hertz check values, A and B of the thesis ellipse, E from G, load scaling");
  char *readme = text_of("README.md"), *theory = text_of("docs/theory.md");
  char *p10 = preset_text("10-hertz-from-radii");
  TlCliRun r;

  RUN_OK(r, "hertz", "--e-gpa", "210", "--nu", "0.28", "--wheel-rx-m", "0.46", "--wheel-ry-m",
         "inf", "--rail-rx-m", "inf", "--rail-ry-m", "0.30");
  const Hertz h = hertz_of(&r);
  tl_cli_run_clear(&r);
  states("README.md", readme, "%.3f × %.3f mm, p₀ = %.0f MPa, δ = %.3f mm", h.a_mm, h.b_mm,
         h.p0_mpa, h.approach_mm);
  states("README.md", readme, "| %.4f × %.4f mm, %.1f MPa, %.4f mm |", h.a_mm, h.b_mm, h.p0_mpa,
         h.approach_mm);
  states("docs/theory.md", theory, "| %.3f × %.3f mm | %.0f MPa | %.3f mm |", h.a_mm, h.b_mm,
         h.p0_mpa, h.approach_mm);
  states("preset 10", p10, "a × b = %.2f × %.2f mm, p0 = %.0f MPa and an approach of %.3f mm",
         h.a_mm, h.b_mm, h.p0_mpa, h.approach_mm);

  /* the preset's load slider: a, b ∝ F^(1/3), δ ∝ F^(2/3) */
  char *preset10 = source_path("resources/presets/10-hertz-from-radii.ini");
  RUN_OK(r, "hertz", "--preset", preset10, "--load-kn", "200");
  const Hertz h2 = hertz_of(&r);
  tl_cli_run_clear(&r);
  tl_assert_rel(h2.a_mm / h.a_mm, cbrt(2.0), 1e-9);
  tl_assert_rel(h2.b_mm / h.b_mm, cbrt(2.0), 1e-9);
  tl_assert_rel(h2.approach_mm / h.approach_mm, cbrt(4.0), 1e-9);
  states("preset 10", p10, "at 200 kN they are %.2f × %.2f mm and %.3f mm", h2.a_mm, h2.b_mm,
         h2.approach_mm);
  g_free(preset10);

  /* the thesis semi-axes, given directly */
  RUN_OK(r, "hertz");
  const Hertz t = hertz_of(&r);
  tl_cli_run_clear(&r);
  /* --load-kn alone scales them from the 100 kN reference load */
  RUN_OK(r, "hertz", "--load-kn", "150");
  const Hertz t150 = hertz_of(&r);
  tl_cli_run_clear(&r);
  tl_assert_rel(t150.a_mm / t.a_mm, cbrt(1.5), 1e-9);
  states("README.md", readme, "`tribolab-cli hertz --load-kn 150` gives a = %.3f mm, b = %.3f mm",
         t150.a_mm, t150.b_mm);
  states("README.md", readme, "p₀ = %.1f MPa, δ = %.4f mm | %.2f MPa, %.5f mm |", t.p0_mpa,
         t.approach_mm, t.p0_mpa, t.approach_mm);
  states("docs/theory.md", theory, "| (given) | %.1f MPa | %.4f mm |", t.p0_mpa, t.approach_mm);
  const double e_gpa = 2.0 * t.g_gpa * (1.0 + t.nu);
  states("README.md", readme, "(E = %.1f GPa derived)", e_gpa);
  states("docs/theory.md", theory, "which means $E = %.1f$ GPa", e_gpa);
  states("docs/theory.md", theory, "| 82 ($E$ = %.1f), 0.28 |", e_gpa);

  /* Kalker's slope of the thesis ellipse */
  const double slope = t.g_gpa * 1e9 * t.a_mm * 1e-3 * t.b_mm * 1e-3 * t.c11 / 1e5;
  states("README.md", readme, "| thesis ellipse a/b = %.3f, ν = 0.28 | C₁₁ ≈ %.2f, slope G a b C₁₁/F_N ≈ %.0f | C₁₁ = %.3f, slope %.2f |",
         t.a_mm / t.b_mm, t.c11, slope, t.c11, slope);
  states("docs/theory.md", theory, "For the thesis ellipse ($a/b = %.3f$, $\\nu = 0.28$) the table gives $C_{11} = %.3f$ and the linear slope $f/c_x = G a b C_{11}/F_N = %.2f$ at 100 kN",
         t.a_mm / t.b_mm, t.c11, slope);

  /* curvatures A, B of the given semi-axes */
  const TlContactParams cp = tl_contact_params_default();
  TlHertzResult hr;
  g_assert_cmpint(tl_hertz_solve(&cp.hertz, &hr, NULL), ==, TL_OK);
  states("README.md", readme, "gives %.5f and %.5f.", hr.curv_a, hr.curv_b);
  states("docs/theory.md", theory, "$A = %.5f$ and $B = %.5f$ 1/m", hr.curv_a, hr.curv_b);

  /* load scaling 100 → 150 kN */
  RUN_OK(r, "hertz", "--a-mm", "8.56", "--b-mm", "4.08", "--ref-load-kn", "100", "--load-kn",
         "150");
  const Hertz s = hertz_of(&r);
  tl_cli_run_clear(&r);
  states("README.md", readme, "| %.3f × %.3f mm (docs/theory.md §1 Hertz) | %.4f × %.4f mm |",
         s.a_mm, s.b_mm, s.a_mm, s.b_mm);
  states("docs/theory.md", theory, "| the same loaded to 150 kN | %.3f × %.3f mm |", s.a_mm, s.b_mm);
  g_free(readme);
  g_free(theory);
  g_free(p10);
}

static void
test_kalker_asymptotes(void)
{
  g_test_summary("Kalker's asymptotes against the g = 0.1 table rows: the largest difference");
  char *theory = text_of("docs/theory.md");
  double worst = 0.0, worst_as = NAN, worst_table = NAN, c33_asym = NAN, c33_table = NAN;
  const char *worst_name = "";
  for (int row = 0; row < TL_KALKER_TABLE_ROWS; row++) {
    for (int k = 0; k < 3; k++) {
      TlKalkerCoeffs t, as;
      double ratio;
      int b_over_a;
      tl_kalker_table_entry(row, k, &t, &ratio, &b_over_a);
      if (fabs(ratio - 0.1) > 1e-12)
        continue;
      tl_kalker_asymptote(0.1, !b_over_a, 0.25 * k, &as);
      /* no C33 asymptote for b/a → 0 (held at the row) */
      const double av[] = { as.c11, as.c22, as.c23, as.c33 }, tv[] = { t.c11, t.c22, t.c23, t.c33 };
      const char *names[] = { "C_{11}", "C_{22}", "C_{23}", "C_{33}" };
      for (int q = 0; q < (b_over_a ? 3 : 4); q++) {
        if (fabs(av[q] / tv[q] - 1.0) > worst) {
          worst = fabs(av[q] / tv[q] - 1.0);
          worst_as = av[q];
          worst_table = tv[q];
          worst_name = b_over_a ? "b/a" : names[q];
        }
      }
      if (!b_over_a && k == 2) {
        c33_asym = as.c33;
        c33_table = t.c33;
      }
    }
  }
  g_test_message("largest relative difference %.4f (%s)", worst, worst_name);
  char *readme = text_of("README.md");
  states("README.md", readme, "| Kalker's table, %d ratios × 3 ν |", TL_KALKER_TABLE_ROWS);
  g_free(readme);
  states("docs/theory.md", theory,
         "by up to %.1f %% (largest for $%s$ at $a/b = 0.1$, $\\nu = ½$: %.3f against the table's "
         "%.3f; $C_{33}$ there: %.2f against %.3g)",
         100.0 * worst, worst_name, worst_as, worst_table, c33_asym, c33_table);
  g_free(theory);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  tl_claims_add("/claims-hertz/hertz", test_hertz);
  tl_claims_add("/claims-hertz/kalker-asymptotes", test_kalker_asymptotes);
  return g_test_run();
}
