/* test-family.c — families of brush-model loops with one parameter stepped. */
#include <string.h>

#include "tl-test-util.h"
#include "tribo/family.h"

/* Without slip the brush's delay at low frequency is (2/3)(9π/32)·a/V
 * (docs/theory.md §5 brush model), and a grows with the load as F^(1/3): a family over the
 * load must show exactly that growth.  Creepage 1e-5 keeps the contact in
 * stick; at 1 Hz the delay is within 0.1 % of its low-frequency limit.  The
 * grid's 100 cells along x resolve the delay to about ⅓Δt = 0.06 ms of 5 ms
 * after the parabolic refinement: tolerance 3 %. */
static void
test_no_slip_delay_scales_with_load(void)
{
  g_test_summary("No-slip delay over a load family follows 0.589 a/V with a ∝ F^(1/3)");
  TlFamilyParams p = tl_family_params_default();
  p.contact.mx = 100;
  p.contact.my = 16;
  p.wave.mean = 1e-5;
  p.wave.amplitude = 1e-5;
  p.wave.freq = 1.0;
  p.periods = 2;
  p.count = 3;
  p.from = 50e3;
  p.to = 150e3;
  g_assert_cmpint(tl_family_params_validate(&p, NULL), ==, TL_OK);
  for (int i = 0; i < p.count; i++) {
    TlFamilyLoop loop;
    TlError err;
    if (tl_family_run_loop(&p, i, &loop, &err) != TL_OK)
      g_error("%s", err.message);
    const double load = tl_family_value(&p, i);
    g_assert_cmpfloat(loop.value, ==, load);
    const double a = 8.56e-3 * cbrt(load / 100e3);
    const double expect = 2.0 / 3.0 * 9.0 * M_PI / 32.0 * a / 1.0;
    g_test_message("F_N = %g kN: delay %.4f ms, expected %.4f ms", load / 1e3,
                   1e3 * loop.analysis.delay, 1e3 * expect);
    tl_assert_rel(loop.analysis.delay, expect, 0.03);
    /* the kept loop is one period: its creepage spans C0 ± Cp */
    g_assert_cmpint(loop.n, >, 100);
    double lo = INFINITY, hi = -INFINITY;
    for (int k = 0; k < loop.n; k++) {
      lo = fmin(lo, loop.cx[k]);
      hi = fmax(hi, loop.cx[k]);
    }
    g_assert_cmpfloat_with_epsilon(lo, 0.0, 1e-8);
    g_assert_cmpfloat_with_epsilon(hi, 2e-5, 1e-8);
    tl_family_loop_clear(&loop);
  }
}

/* The thesis: the delay grows with the friction coefficient (less slip, more
 * memory).  A family over μ at the thesis sine case must be monotone. */
static void
test_delay_grows_with_mu(void)
{
  g_test_summary("Delay grows with μ at the thesis sine case (thesis §4.2.2)");
  TlFamilyParams p = tl_family_params_default();
  p.param = TL_FAMILY_MU;
  p.from = 0.7;
  p.to = 1.0;
  p.count = 4;
  p.periods = 3;
  double last = 0.0;
  for (int i = 0; i < p.count; i++) {
    TlFamilyLoop loop;
    g_assert_cmpint(tl_family_run_loop(&p, i, &loop, NULL), ==, TL_OK);
    g_assert_true(isfinite(loop.analysis.delay));
    g_assert_cmpfloat(loop.analysis.delay, >, last);
    last = loop.analysis.delay;
    tl_family_loop_clear(&loop);
  }
}

static void
test_values_and_errors(void)
{
  g_test_summary("Member values, names and every refused family");
  TlFamilyParams p = tl_family_params_default();
  g_assert_cmpfloat(tl_family_value(&p, 0), ==, 50e3);
  g_assert_cmpfloat(tl_family_value(&p, 5), ==, 150e3);
  g_assert_cmpfloat(tl_family_value(&p, 2), ==, 90e3);
  TlFamilyParam fp;
  g_assert_cmpint(tl_family_param_from_name("freq", &fp, NULL), ==, TL_OK);
  g_assert_cmpint(fp, ==, TL_FAMILY_FREQ);
  TlError err;
  g_assert_cmpint(tl_family_param_from_name("colour", &fp, &err), ==, TL_EINVAL);

  TlFamilyParams q = p;
  q.count = 1;
  g_assert_cmpint(tl_family_params_validate(&q, &err), ==, TL_EINVAL);
  q = p;
  q.count = TL_FAMILY_MAX_MEMBERS + 1;
  g_assert_cmpint(tl_family_params_validate(&q, &err), ==, TL_EINVAL);
  q = p;
  q.wave = tl_waveform_default(TL_WAVE_STEP);
  g_assert_cmpint(tl_family_params_validate(&q, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "periodic"));
  q = p;
  q.param = TL_FAMILY_MU;
  q.from = -0.2;
  q.to = 0.6;
  g_assert_cmpint(tl_family_params_validate(&q, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "member 1"));
  q = p;
  q.to = NAN;
  g_assert_cmpint(tl_family_params_validate(&q, &err), ==, TL_EINVAL);
  q = p;
  q.periods = 1;
  g_assert_cmpint(tl_family_params_validate(&q, &err), ==, TL_EINVAL);
  TlFamilyLoop loop;
  memset(&loop, 0x3c, sizeof loop);
  const TlFamilyLoop before = loop;
  g_assert_cmpint(tl_family_run_loop(&q, 0, &loop, NULL), ==, TL_EINVAL);
  g_assert_cmpmem(&loop, sizeof loop, &before, sizeof before);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/family/no-slip-delay-vs-load", test_no_slip_delay_scales_with_load);
  g_test_add_func("/family/delay-grows-with-mu", test_delay_grows_with_mu);
  g_test_add_func("/family/values-and-errors", test_values_and_errors);
  return g_test_run();
}
