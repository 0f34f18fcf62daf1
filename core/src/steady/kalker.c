/* kalker.c — Kalker's creepage coefficients (docs/theory.md §3 Kalker). */
#include "tribo/kalker.h"

#include <math.h>

/* Columns: C11, C22, C23, C33, each at ν = 0, 0.25, 0.5. */
static const double table[TL_KALKER_TABLE_ROWS][4][3] = {
  /* a/b = 0.1 … 1.0 */
  { { 2.51, 3.31, 4.85 }, { 2.51, 2.52, 2.53 }, { .334, .473, .731 }, { 6.42, 8.28, 11.7 } },
  { { 2.59, 3.37, 4.81 }, { 2.59, 2.63, 2.66 }, { .483, .603, .809 }, { 3.46, 4.27, 5.66 } },
  { { 2.68, 3.44, 4.80 }, { 2.68, 2.75, 2.81 }, { .607, .715, .889 }, { 2.49, 2.96, 3.72 } },
  { { 2.78, 3.53, 4.82 }, { 2.78, 2.88, 2.98 }, { .720, .823, .977 }, { 2.02, 2.32, 2.77 } },
  { { 2.88, 3.62, 4.83 }, { 2.88, 3.01, 3.14 }, { .827, .929, 1.07 }, { 1.74, 1.93, 2.22 } },
  { { 2.98, 3.72, 4.91 }, { 2.98, 3.14, 3.31 }, { .930, 1.03, 1.18 }, { 1.56, 1.68, 1.86 } },
  { { 3.09, 3.81, 4.97 }, { 3.09, 3.28, 3.48 }, { 1.03, 1.14, 1.29 }, { 1.43, 1.50, 1.60 } },
  { { 3.19, 3.91, 5.05 }, { 3.19, 3.41, 3.65 }, { 1.13, 1.25, 1.40 }, { 1.34, 1.37, 1.42 } },
  { { 3.29, 4.01, 5.12 }, { 3.29, 3.54, 3.82 }, { 1.23, 1.36, 1.51 }, { 1.27, 1.27, 1.27 } },
  { { 3.40, 4.12, 5.20 }, { 3.40, 3.67, 3.98 }, { 1.33, 1.47, 1.63 }, { 1.21, 1.19, 1.16 } },
  /* b/a = 0.9 … 0.1 */
  { { 3.51, 4.22, 5.30 }, { 3.51, 3.81, 4.16 }, { 1.44, 1.59, 1.77 }, { 1.16, 1.11, 1.06 } },
  { { 3.65, 4.36, 5.42 }, { 3.65, 3.99, 4.39 }, { 1.58, 1.75, 1.94 }, { 1.10, 1.04, .954 } },
  { { 3.82, 4.54, 5.58 }, { 3.82, 4.21, 4.67 }, { 1.76, 1.95, 2.18 }, { 1.05, .965, .852 } },
  { { 4.06, 4.78, 5.80 }, { 4.06, 4.50, 5.04 }, { 2.01, 2.23, 2.50 }, { 1.01, .892, .751 } },
  { { 4.37, 5.10, 6.11 }, { 4.37, 4.90, 5.56 }, { 2.35, 2.62, 2.96 }, { .958, .819, .650 } },
  { { 4.84, 5.57, 6.57 }, { 4.84, 5.48, 6.31 }, { 2.88, 3.24, 3.70 }, { .912, .747, .549 } },
  { { 5.57, 6.34, 7.34 }, { 5.57, 6.40, 7.51 }, { 3.79, 4.32, 5.01 }, { .868, .674, .446 } },
  { { 6.96, 7.78, 8.82 }, { 6.96, 8.14, 9.79 }, { 5.72, 6.63, 7.89 }, { .828, .601, .341 } },
  { { 10.7, 11.7, 12.9 }, { 10.7, 12.8, 16.0 }, { 12.2, 14.6, 18.0 }, { .795, .526, .228 } },
};

/* Rows sit at s = 0.1, 0.2, …, 1.9 on the coordinate s = a/b (a ≤ b) or
 * s = 2 − b/a (a > b), so that "linear in g between rows" is linear in s. */
static double
row_coordinate(int row)
{
  return 0.1 * (row + 1);
}

void
tl_kalker_table_entry(int row, int nu_index, TlKalkerCoeffs *out, double *ratio,
                      int *is_b_over_a)
{
  out->c11 = table[row][0][nu_index];
  out->c22 = table[row][1][nu_index];
  out->c23 = table[row][2][nu_index];
  out->c33 = table[row][3][nu_index];
  if (ratio)
    *ratio = row < 10 ? row_coordinate(row) : 2.0 - row_coordinate(row);
  if (is_b_over_a)
    *is_b_over_a = row >= 10;
}

/* Quadratic Lagrange interpolation of 1/C through ν = 0, ¼, ½. */
static double
interp_nu(const double c[3], double nu)
{
  const double inv = 8.0 * (nu - 0.25) * (nu - 0.5) / c[0] - 16.0 * nu * (nu - 0.5) / c[1] +
                     8.0 * nu * (nu - 0.25) / c[2];
  return 1.0 / inv;
}

static void
row_at_nu(int row, double nu, double out[4])
{
  for (int k = 0; k < 4; k++)
    out[k] = interp_nu(table[row][k], nu);
}

void
tl_kalker_asymptote(double g, int a_over_b_small, double nu, TlKalkerCoeffs *out)
{
  const double lam = log(16.0 / (g * g));
  const double ln4 = log(4.0);

  if (a_over_b_small) {
    out->c11 = M_PI * M_PI / (4.0 * (1.0 - nu));
    out->c22 = M_PI * M_PI / 4.0;
    out->c23 = M_PI * sqrt(g) / (3.0 * (1.0 - nu)) * (1.0 + nu * (0.5 * lam + ln4 - 5.0));
    out->c33 = M_PI * M_PI / (16.0 * (1.0 - nu) * g);
  } else {
    const double l2 = lam - 2.0 * nu;
    const double lq = (1.0 - nu) * lam + 2.0 * nu;
    out->c11 = 2.0 * M_PI / (l2 * g) * (1.0 + (3.0 - ln4) / l2);
    out->c22 = 2.0 * M_PI / g * (1.0 + (1.0 - nu) * (3.0 - ln4) / lq) / lq;
    out->c23 = 2.0 * M_PI / (3.0 * pow(g, 1.5) * ((1.0 - nu) * lam - 2.0 + 4.0 * nu));
    out->c33 = NAN;
  }
}

/* Below this ratio the asymptote alone is used; between it and 0.1 the
 * asymptote is blended linearly with the table's 0.1 row. */
#define BLEND_LOW 0.05
#define TABLE_LOW 0.1

static void
store(TlKalkerCoeffs *out, const double c[4])
{
  out->c11 = c[0];
  out->c22 = c[1];
  out->c23 = c[2];
  out->c33 = c[3];
}

TlStatus
tl_kalker_coefficients(double a, double b, double nu, TlKalkerCoeffs *out, TlError *err)
{
  TlStatus s;
  if ((s = tl_check_positive(a, "semi-axis a", "m", err)) != TL_OK ||
      (s = tl_check_positive(b, "semi-axis b", "m", err)) != TL_OK)
    return s;
  if (!(isfinite(nu) && nu >= 0.0 && nu <= 0.5))
    return tl_error_set(err, TL_EINVAL, "Poisson's ratio must satisfy 0 <= nu <= 0.5 (got %g)",
                        nu);

  const int b_over_a = a > b;
  const double g = b_over_a ? b / a : a / b;

  if (g >= TABLE_LOW) {
    const double sc = b_over_a ? 2.0 - g : g;
    int row = (int)floor(sc / 0.1 + 1e-12) - 1;
    if (row < 0)
      row = 0;
    if (row > TL_KALKER_TABLE_ROWS - 2)
      row = TL_KALKER_TABLE_ROWS - 2;
    const double t = (sc - row_coordinate(row)) / 0.1;
    double lo[4], hi[4], c[4];
    row_at_nu(row, nu, lo);
    row_at_nu(row + 1, nu, hi);
    for (int k = 0; k < 4; k++)
      c[k] = lo[k] + t * (hi[k] - lo[k]);
    store(out, c);
    return TL_OK;
  }

  const int edge_row = b_over_a ? TL_KALKER_TABLE_ROWS - 1 : 0;
  double edge[4], c[4];
  TlKalkerCoeffs asym;
  row_at_nu(edge_row, nu, edge);
  tl_kalker_asymptote(g, !b_over_a, nu, &asym);
  const double as[4] = { asym.c11, asym.c22, asym.c23, b_over_a ? edge[3] : asym.c33 };
  const double w = g <= BLEND_LOW ? 0.0 : (g - BLEND_LOW) / (TABLE_LOW - BLEND_LOW);
  for (int k = 0; k < 4; k++)
    c[k] = w * edge[k] + (1.0 - w) * as[k];
  store(out, c);
  return TL_OK;
}

void
tl_kalker_linear_forces(double shear_modulus, double a, double b, const TlKalkerCoeffs *c,
                        double cx, double cy, double spin, TlLinearForces *out)
{
  const double ab = a * b;
  const double c3 = pow(ab, 1.5), c4 = ab * ab;
  out->fx = shear_modulus * ab * c->c11 * cx;
  out->fy = shear_modulus * (ab * c->c22 * cy + c3 * c->c23 * spin);
  out->mz = shear_modulus * (-c3 * c->c23 * cy + c4 * c->c33 * spin);
}
