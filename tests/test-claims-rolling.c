/* test-claims-rolling.c — the numbers the README, the theory manual
 * (docs/theory.md) and the two-sphere preset state about rolling friction,
 * computed again and looked for in the text (see tl-test-claims.h). */
#include <math.h>
#include <stdlib.h>

#include "tl-test-claims.h"
#include "tl-test-util.h"
#include "tribo/rolling.h"

static void
test_rolling_demo(void)
{
  g_test_summary("Two-sphere demo: torque, deceleration, stop times, spring-back, omega_n");
  char *readme = text_of("README.md"), *theory = text_of("docs/theory.md");
  char *p12 = preset_text("12-rolling-two-spheres");
  const TlRollingDemoParams p = tl_rolling_demo_params_default();
  TlRollingDemoPrediction c;
  g_assert_cmpint(tl_rolling_demo_predict(&p, &c, NULL), ==, TL_OK);
  TlRollingDemoSample *s;
  size_t n;
  g_assert_cmpint(tl_rolling_demo_run(&p, &s, &n, NULL), ==, TL_OK);
  double stop = NAN; /* the simulated spin's first zero, interpolated in the step */
  for (size_t k = 1; k < n && isnan(stop); k++)
    if (s[k - 1].omega > 0.0 && s[k].omega <= 0.0)
      stop = s[k - 1].t + s[k - 1].omega / (s[k - 1].omega - s[k].omega) * (s[k].t - s[k - 1].t);
  free(s);
  g_assert_false(isnan(stop));
  const double below = 100.0 * (1.0 - c.omega_d / c.omega_n);

  states("README.md", readme, "μ_r F_n R_eff/I = %.3f rad/s², ω₀/α = %.3f ms plus the elastic end | %.3f rad/s², stop %.3f ms (two-phase closed form %.4f ms)",
         c.deceleration, 1e3 * c.stop_time, c.deceleration, 1e3 * stop, 1e3 * c.stop_time_elastic);
  states("README.md", readme, "The two-sphere demo stops %.2f ms after ω₀/α",
         1e3 * (c.stop_time_elastic - c.stop_time));
  states("README.md", readme, "ω_d = ω_n√(1 − ζ²), %.1f %% below ω_n", below);
  states("docs/theory.md", theory, "= %.3f$ rad/s². The slide alone would stop the spin at $\\omega_0/\\alpha = %.3f$ ms",
         c.deceleration, 1e3 * c.stop_time);
  states("docs/theory.md", theory, "its first zero comes at %.3f ms", 1e3 * c.stop_time_elastic);
  states("docs/theory.md", theory, "turns the sphere back by %.0f mrad", 1e3 * c.spring_back);
  states("docs/theory.md", theory, "= %.0f$ rad/s, damped to", c.omega_n);
  states("docs/theory.md", theory, "%.1f %% below $\\omega_n$", below);
  states("preset 12", p12, "R_eff μ_roll F_n0 = %.1f N·mm, a constant deceleration μ_roll F_n0 R_eff/I = %.1f rad/s² would stop the spin after %.2f ms",
         1e3 * c.torque_limit, c.deceleration, 1e3 * c.stop_time);
  states("preset 12", p12, "the spin ends at %.2f ms", 1e3 * c.stop_time_elastic);
  states("preset 12", p12, "turns the sphere back by %.0f mrad", 1e3 * c.spring_back);
  states("preset 12", p12, "= %.0f rad/s", c.omega_n);
  g_free(p12);
  g_free(readme);
  g_free(theory);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  tl_claims_add("/claims-rolling/rolling-demo", test_rolling_demo);
  return g_test_run();
}
