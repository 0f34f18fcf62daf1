/* test-kalker.c — Kalker's creepage coefficients against his table (docs/theory.md §3 Kalker). */
#include <string.h>

#include "tl-test-util.h"
#include "tribo/kalker.h"

static const double nus[3] = { 0.0, 0.25, 0.5 };

static void
semi_axes_for(double g, int b_over_a, double *a, double *b)
{
  /* high-entropy size: the coefficients depend only on the ratio */
  const double base = 3.17e-3;
  *a = b_over_a ? base / g : base;
  *b = b_over_a ? base : base / g;
}

/* At every table node (row, ν ∈ {0, ¼, ½}) the interpolation is exact: linear
 * interpolation reproduces its nodes and the Lagrange basis is 1 at its own
 * node, so only round-off (1e-12) separates them. */
static void
test_table_nodes(void)
{
  g_test_summary("Interpolation reproduces every table entry");
  for (int row = 0; row < TL_KALKER_TABLE_ROWS; row++) {
    for (int k = 0; k < 3; k++) {
      TlKalkerCoeffs t, c;
      double g, a, b;
      int boa;
      tl_kalker_table_entry(row, k, &t, &g, &boa);
      semi_axes_for(g, boa, &a, &b);
      g_assert_cmpint(tl_kalker_coefficients(a, b, nus[k], &c, NULL), ==, TL_OK);
      tl_assert_rel(c.c11, t.c11, 1e-12);
      tl_assert_rel(c.c22, t.c22, 1e-12);
      tl_assert_rel(c.c23, t.c23, 1e-12);
      tl_assert_rel(c.c33, t.c33, 1e-12);
    }
  }
  /* the corrected misprint */
  TlKalkerCoeffs t;
  tl_kalker_table_entry(12, 2, &t, NULL, NULL);
  g_assert_cmpfloat(t.c11, ==, 5.58);
}

/* Midway between two rows the value is the mean of the rows (linear in g). */
static void
test_linear_between_rows(void)
{
  g_test_summary("Linear in the ratio between rows, in both blocks");
  const int rows[] = { 3, 8, 9, 14 };
  for (size_t n = 0; n < G_N_ELEMENTS(rows); n++) {
    TlKalkerCoeffs lo, hi, c;
    double glo, ghi, a, b;
    int blo, bhi;
    tl_kalker_table_entry(rows[n], 1, &lo, &glo, &blo);
    tl_kalker_table_entry(rows[n] + 1, 1, &hi, &ghi, &bhi);
    if (blo == bhi) {
      semi_axes_for(0.5 * (glo + ghi), blo, &a, &b);
    } else {
      /* across g = 1: rows 9 (a/b = 1) and 10 (b/a = 0.9) */
      semi_axes_for(0.95, 1, &a, &b);
    }
    g_assert_cmpint(tl_kalker_coefficients(a, b, 0.25, &c, NULL), ==, TL_OK);
    tl_assert_rel(c.c11, 0.5 * (lo.c11 + hi.c11), 1e-12);
    tl_assert_rel(c.c33, 0.5 * (lo.c33 + hi.c33), 1e-12);
  }
}

/* Continuity across g = 1 (a/b → 1 from below, b/a → 1 from below) and across
 * g = 0.1 in both blocks: a step of 1e-9 in the ratio may change a coefficient
 * by at most the slope times the step (slopes are O(100) near g = 0.1). */
static void
test_continuity(void)
{
  g_test_summary("Coefficients are continuous across g = 1 and g = 0.1");
  const double h = 1e-9;
  struct {
    double g1;
    int b1;
    double g2;
    int b2;
  } pairs[] = {
    { 1.0 - h, 0, 1.0 - h, 1 },  /* across the circle */
    { 0.1 + h, 0, 0.1 - h, 0 },  /* a/b crossing 0.1 */
    { 0.1 + h, 1, 0.1 - h, 1 },  /* b/a crossing 0.1 */
    { 0.05 + h, 0, 0.05 - h, 0 }, /* end of the blend */
    { 0.05 + h, 1, 0.05 - h, 1 },
  };
  for (size_t n = 0; n < G_N_ELEMENTS(pairs); n++) {
    for (int k = 0; k < 3; k++) {
      TlKalkerCoeffs c1, c2;
      double a, b;
      semi_axes_for(pairs[n].g1, pairs[n].b1, &a, &b);
      g_assert_cmpint(tl_kalker_coefficients(a, b, nus[k], &c1, NULL), ==, TL_OK);
      semi_axes_for(pairs[n].g2, pairs[n].b2, &a, &b);
      g_assert_cmpint(tl_kalker_coefficients(a, b, nus[k], &c2, NULL), ==, TL_OK);
      tl_assert_rel(c1.c11, c2.c11, 1e-6);
      tl_assert_rel(c1.c22, c2.c22, 1e-6);
      tl_assert_rel(c1.c23, c2.c23, 1e-6);
      tl_assert_rel(c1.c33, c2.c33, 1e-6);
    }
  }
}

/* Kalker's asymptotes are an independent source for the g = 0.1 rows:
 * docs/theory.md §3 says they differ by up to ~5.5 %; below g = 0.05 the
 * coefficients are the asymptotes. */
static void
test_asymptotes(void)
{
  g_test_summary("Asymptotes agree with the g = 0.1 rows within 6 % and rule below 0.05");
  for (int k = 0; k < 3; k++) {
    TlKalkerCoeffs t, as;
    tl_kalker_table_entry(0, k, &t, NULL, NULL);
    tl_kalker_asymptote(0.1, 1, nus[k], &as);
    tl_assert_rel(as.c11, t.c11, 0.06);
    tl_assert_rel(as.c22, t.c22, 0.06);
    tl_assert_rel(as.c23, t.c23, 0.06);
    tl_assert_rel(as.c33, t.c33, 0.06);
    tl_kalker_table_entry(TL_KALKER_TABLE_ROWS - 1, k, &t, NULL, NULL);
    tl_kalker_asymptote(0.1, 0, nus[k], &as);
    tl_assert_rel(as.c11, t.c11, 0.06);
    tl_assert_rel(as.c22, t.c22, 0.06);
    tl_assert_rel(as.c23, t.c23, 0.06);
    g_assert_true(isnan(as.c33));
  }
  /* the theory manual's example: C33(a/b = 0.1, ν = 0.5) asymptote 12.34 vs 11.7 */
  TlKalkerCoeffs as;
  tl_kalker_asymptote(0.1, 1, 0.5, &as);
  g_assert_cmpfloat_with_epsilon(as.c33, 12.34, 0.005);

  TlKalkerCoeffs c, edge;
  double a, b;
  semi_axes_for(0.0237, 0, &a, &b);
  g_assert_cmpint(tl_kalker_coefficients(a, b, 0.3, &c, NULL), ==, TL_OK);
  tl_kalker_asymptote(0.0237, 1, 0.3, &as);
  tl_assert_rel(c.c11, as.c11, 1e-14);
  tl_assert_rel(c.c33, as.c33, 1e-14);
  /* b/a → 0: C33 is held at the b/a = 0.1 row (an assumption: docs/theory.md §3) */
  semi_axes_for(0.0237, 1, &a, &b);
  g_assert_cmpint(tl_kalker_coefficients(a, b, 0.5, &c, NULL), ==, TL_OK);
  tl_kalker_table_entry(TL_KALKER_TABLE_ROWS - 1, 2, &edge, NULL, NULL);
  tl_assert_rel(c.c33, edge.c33, 1e-14);
  tl_kalker_asymptote(0.0237, 0, 0.5, &as);
  tl_assert_rel(c.c23, as.c23, 1e-14);
}

/* docs/theory.md §3 Kalker: the thesis ellipse (a/b = 2.098, ν = 0.28) has C11 ≈ 5.31 and
 * the linear slope G a b C11/F_N ≈ 152 at 100 kN (152.17 with G = 82 GPa). */
static void
test_thesis_slope(void)
{
  g_test_summary("Thesis ellipse: C11 = 5.31, linear slope 152.2");
  TlKalkerCoeffs c;
  g_assert_cmpint(tl_kalker_coefficients(8.56e-3, 4.08e-3, 0.28, &c, NULL), ==, TL_OK);
  g_assert_cmpfloat_with_epsilon(c.c11, 5.31, 0.005);
  const double slope = 82e9 * 8.56e-3 * 4.08e-3 * c.c11 / 100e3;
  g_assert_cmpfloat_with_epsilon(slope, 152.17, 0.005);
  TlLinearForces f;
  tl_kalker_linear_forces(82e9, 8.56e-3, 4.08e-3, &c, 1e-3, 0.0, 0.0, &f);
  tl_assert_rel(f.fx / 100e3, slope * 1e-3, 1e-14);
  g_assert_cmpfloat(f.fy, ==, 0.0);
}

/* Signs of the linear theory in the project's convention. */
static void
test_linear_forces_signs(void)
{
  g_test_summary("Linear theory: Tx ∝ cx, Ty and Mz from lateral creepage and spin");
  TlKalkerCoeffs c = { 4.12, 3.67, 1.47, 1.19 };
  TlLinearForces f;
  const double g = 8e10, a = 6e-3, b = 6e-3, c3 = pow(a * b, 1.5), c4 = pow(a * b, 2);
  tl_kalker_linear_forces(g, a, b, &c, -2e-3, 0, 0, &f);
  g_assert_cmpfloat(f.fx, <, 0);
  tl_kalker_linear_forces(g, a, b, &c, 0, 1e-3, 0, &f);
  tl_assert_rel(f.fy, g * a * b * 3.67e-3, 1e-14);
  tl_assert_rel(f.mz, -g * c3 * 1.47e-3, 1e-14);
  tl_kalker_linear_forces(g, a, b, &c, 0, 0, 0.5, &f);
  tl_assert_rel(f.fy, g * c3 * 1.47 * 0.5, 1e-14);
  tl_assert_rel(f.mz, g * c4 * 1.19 * 0.5, 1e-14);
}

static void
test_nu_monotone(void)
{
  g_test_summary("C11 grows with ν through the Lagrange interpolation");
  double last = 0.0;
  for (double nu = 0.0; nu <= 0.5 + 1e-12; nu += 0.05) {
    TlKalkerCoeffs c;
    g_assert_cmpint(tl_kalker_coefficients(5e-3, 7e-3, nu, &c, NULL), ==, TL_OK);
    g_assert_cmpfloat(c.c11, >, last);
    last = c.c11;
  }
}

static void
test_errors(void)
{
  g_test_summary("Bad semi-axes and Poisson ratios are errors");
  TlKalkerCoeffs c;
  TlError err;
  g_assert_cmpint(tl_kalker_coefficients(0.0, 1e-3, 0.3, &c, &err), ==, TL_EINVAL);
  g_assert_cmpuint(strlen(err.message), >, 0);
  g_assert_cmpint(tl_kalker_coefficients(1e-3, -1e-3, 0.3, &c, NULL), ==, TL_EINVAL);
  g_assert_cmpint(tl_kalker_coefficients(1e-3, 1e-3, 0.51, &c, &err), ==, TL_EINVAL);
  g_assert_cmpint(tl_kalker_coefficients(1e-3, 1e-3, NAN, &c, NULL), ==, TL_EINVAL);
  g_assert_cmpint(tl_kalker_coefficients(NAN, 1e-3, 0.2, &c, NULL), ==, TL_EINVAL);
  g_assert_cmpint(tl_kalker_coefficients(1e-3, INFINITY, 0.2, &c, NULL), ==, TL_EINVAL);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/kalker/table/nodes", test_table_nodes);
  g_test_add_func("/kalker/table/linear-between-rows", test_linear_between_rows);
  g_test_add_func("/kalker/continuity", test_continuity);
  g_test_add_func("/kalker/asymptotes", test_asymptotes);
  g_test_add_func("/kalker/thesis-slope", test_thesis_slope);
  g_test_add_func("/kalker/linear-forces/signs", test_linear_forces_signs);
  g_test_add_func("/kalker/nu-monotone", test_nu_monotone);
  g_test_add_func("/kalker/errors", test_errors);
  return g_test_run();
}
