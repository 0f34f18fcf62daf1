/* test-exact-curve.c — the exact theory's curve solved progressively.
 *
 * References: at small creepage the exact theory is Kalker's linear theory
 * (his table is the exact theory's slope), f/cₓ = G a b C11/F_N written out
 * here, up to the grid's O(Δx) excess (about +2 % at 30², see test-cli-exact
 * for 40²): within [−0.5 %, +4 %]; at large creepage every cell slips and
 * f = μ to the normal solver's round-off (1e-3 covers the Newton tolerance). */
#include <string.h>

#include "tl-test-util.h"
#include "tribo/exact-curve.h"

static TlContactParams
case30(void)
{
  TlContactParams p = tl_test_contact(30, 0.385);
  p.cx = 2e-5;
  return p;
}

static void
test_slope_and_saturation(void)
{
  g_test_summary("Exact curve: Kalker's slope at small creepage, mu at full slip");
  TlContactParams p = case30();
  TlContactBasics b;
  g_assert_cmpint(tl_contact_basics(&p, &b, NULL), ==, TL_OK);
  const double slope = b.hertz.material.shear_modulus * b.hertz.a * b.hertz.b * b.kalker.c11 /
                       b.hertz.normal_load;
  TlExactCurve c;
  tl_exact_curve_init(&c);
  TlError err;
  g_assert_cmpint(tl_exact_curve_prepare(&c, &p, 5, &err), ==, TL_OK);
  tl_exact_curve_plan(&c, &p, 5, 0.0, 4e-5);
  g_assert_cmpint(tl_exact_curve_pending(&c, 1), ==, 6);
  g_assert_cmpint(tl_exact_curve_pending(&c, 0), ==, 1);
  g_assert_cmpint(tl_exact_curve_refine(&c, 1, 1, &err), ==, TL_OK); /* the operating point */
  g_assert_cmpint(c.op_done, ==, 1);
  g_assert_cmpint(c.done, ==, 0);
  g_assert_cmpfloat(c.op_f, ==, c.map.f);
  g_assert_cmpint(tl_exact_curve_refine(&c, 1, -1, &err), ==, TL_OK);
  g_assert_cmpint(tl_exact_curve_pending(&c, 1), ==, 0);
  g_assert_cmpfloat(c.f[0], ==, 0.0);
  for (int k = 1; k < c.n; k++) {
    const double r = c.f[k] / c.cx[k] / slope;
    g_test_message("cx %.3g: f/cx = %+.2f %% of Kalker's slope", c.cx[k], 100.0 * (r - 1.0));
    g_assert_cmpfloat(r, >=, 1.0 - 0.005);
    g_assert_cmpfloat(r, <=, 1.04);
  }
  tl_assert_rel(c.op_f / p.cx, c.f[2] / c.cx[2], 1e-6); /* the same creepage, cold and warm */

  /* only the operating point moves: one solve, the samples kept */
  p.cx = 0.0031;
  g_assert_cmpint(tl_exact_curve_prepare(&c, &p, 5, &err), ==, TL_OK);
  tl_exact_curve_plan(&c, &p, 5, 0.0, 4e-5);
  g_assert_cmpint(tl_exact_curve_pending(&c, 1), ==, 1);
  /* a range out to full slip: all again, rising to μ */
  tl_exact_curve_plan(&c, &p, 5, 0.0, 0.04);
  g_assert_cmpint(tl_exact_curve_pending(&c, 1), ==, 6);
  g_assert_cmpint(tl_exact_curve_refine(&c, 1, -1, &err), ==, TL_OK);
  for (int k = 1; k < c.n; k++)
    g_assert_cmpfloat(c.f[k], >=, c.f[k - 1]);
  tl_assert_rel(c.f[c.n - 1], p.mu, 1e-3);
  g_assert_cmpfloat(c.map.stick_fraction, <, 1.0);
  tl_exact_curve_clear(&c);
}

static void
test_errors(void)
{
  g_test_summary("Exact curve: too few samples or a bad case change nothing");
  TlContactParams p = case30();
  p.mx = p.my = 12;
  TlExactCurve c;
  tl_exact_curve_init(&c);
  TlError err;
  g_assert_cmpint(tl_exact_curve_prepare(&c, &p, 1, &err), ==, TL_EINVAL);
  g_assert_null(c.exact);
  g_assert_cmpint(tl_exact_curve_pending(&c, 1), ==, 0);
  g_assert_cmpint(tl_exact_curve_prepare(&c, &p, 3, &err), ==, TL_OK);
  TlExact *w = c.exact;
  TlContactParams bad = p;
  bad.mu = -0.385;
  g_assert_cmpint(tl_exact_curve_prepare(&c, &bad, 3, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "friction coefficient"));
  g_assert_true(c.exact == w);
  tl_exact_curve_clear(&c);
  g_assert_null(c.exact);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  g_test_add_func("/exact-curve/slope-and-saturation", test_slope_and_saturation);
  g_test_add_func("/exact-curve/errors", test_errors);
  return g_test_run();
}
