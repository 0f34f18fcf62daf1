/* test-claims-stickslip.c — the numbers the README, the theory manual
 * (docs/theory.md) and the LuGre preset state about the stick-slip
 * oscillator, computed again and looked for in the text (see
 * tl-test-claims.h). */
#include <math.h>

#include "tl-test-claims.h"
#include "tl-test-util.h"

static void
test_stickslip(void)
{
  g_test_summary("LuGre stick-slip: period, peak, stiffness, the RK4 limit, the sliding threshold");
  char *readme = text_of("README.md"), *theory = text_of("docs/theory.md");
  char *p11 = preset_text("11-lugre-stick-slip"), *path = source_path("resources/presets/11-lugre-stick-slip.ini");
  TlCliRun r;
  RUN_OK(r, "stickslip", "--summary");
  const double period = summary(r.out, "period_s"), peak = summary(r.out, "peak_spring_force_n");
  const double stiff = summary(r.out, "stiffness_per_s"), limit = summary(r.out, "rk4_dt_limit_s");
  tl_cli_run_clear(&r);
  RUN_OK(r, "stickslip", "--integrator", "rkf45", "--summary");
  g_assert_cmpfloat_with_epsilon(summary(r.out, "period_s"), period, 5e-5); /* "agree" */
  g_assert_cmpfloat_with_epsilon(summary(r.out, "peak_spring_force_n"), peak, 5e-5);
  tl_cli_run_clear(&r);
  RUN_OK(r, "stickslip", "--preset", path, "--summary");
  g_assert_cmpfloat(summary(r.out, "period_s"), ==, period); /* the preset is the default case */
  tl_cli_run_clear(&r);

  states("README.md", readme, "| %.4f s, %.4f N (msbdf and rkf45 agree) |", period, peak);
  states("README.md", readme, "period ≈ %.1f s, peak ≈ %.1f N", period, peak);
  states("docs/theory.md", theory, "a period of %.2f s and a peak spring force of %.2f N", period,
         peak);
  states("preset 11", p11, "(its peak is %.2f N), slips back, and sticks again: a period of %.2f s",
         peak, period);
  states("README.md", readme, "(stiffness %.0f 1/s, limit %.3f ms)", stiff, 1e3 * limit);
  states("docs/theory.md", theory, "reaches %.0f 1/s on the stick-slip case, which limits explicit RK4 to steps below %.6f s",
         stiff, limit);
  states("preset 11", p11, "(decay rates up to %.0f per second)", stiff);
  states("preset 11", p11, "(it is stable only below %.3f ms)", 1e3 * limit);

  /* RK4 at the paper's 1 ms, and at the step its warning suggests */
  RUN_OK(r, "stickslip", "--integrator", "rk4", "--dt-s", "0.001", "--summary");
  g_assert_true(isnan(summary(r.out, "period_s"))); /* "no period" */
  const double bad_peak = summary(r.out, "peak_spring_force_n");
  const double suggested = summary(r.out, "rk4_dt_suggested_s");
  tl_cli_run_clear(&r);
  char *dt = g_strdup_printf("%.17g", suggested);
  RUN_OK(r, "stickslip", "--integrator", "rk4", "--dt-s", dt, "--summary");
  const double good = summary(r.out, "period_s");
  tl_cli_run_clear(&r);
  g_free(dt);
  states("README.md", readme, "| no period, peak %.2f N: the warning suggests %.1f ms, which gives %.4f s |",
         bad_peak, 1e3 * suggested, good);

  /* the sliding threshold from rest */
  RUN_OK(r, "stickslip", "--belt-m-s", "0.18", "--duration-s", "60", "--summary");
  g_assert_cmpfloat(summary(r.out, "stick_onsets"), ==, 0.0);
  tl_cli_run_clear(&r);
  RUN_OK(r, "stickslip", "--belt-m-s", "0.17", "--duration-s", "60", "--summary");
  g_assert_cmpfloat(summary(r.out, "stick_onsets"), >, 1.0);
  tl_cli_run_clear(&r);
  states("README.md", readme, "| belt ≥ %.2f m/s; %.2f still sticks | the same |", 0.18, 0.17);
  states("docs/theory.md", theory, "belt speeds of %.2f m/s and above, while at %.2f m/s", 0.18,
         0.17);
  states("preset 11", p11, "raise the belt speed to %.2f m/s: the block slides steadily", 0.18);

  /* the paper's motion: v(2) and v(3) of v = t(t + 1) */
  states("docs/theory.md", theory, "($v(2) = %.0f$ m/s, $v(3) = %.0f$ m/s)", 2.0 * 3.0, 3.0 * 4.0);
  g_free(path);
  g_free(p11);
  g_free(readme);
  g_free(theory);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  tl_claims_add("/claims-stickslip/stickslip", test_stickslip);
  return g_test_run();
}
