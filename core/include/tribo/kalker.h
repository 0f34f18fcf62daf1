/* kalker.h — Kalker's creepage coefficients and linear theory (docs/theory.md §3 Kalker).
 *
 * The coefficients come from Kalker's table (thesis Appendix A, with the
 * misprint C11(b/a = 0.7, ν = 0.5) = 4.58 corrected to 5.58), linear in the
 * ellipse ratio between table rows, quadratic Lagrange on 1/C in ν, and
 * Kalker's asymptotes for ratios below 0.1, blended linearly with the 0.1
 * row over 0.05 ≤ g ≤ 0.1 so that the coefficients stay continuous.
 * Assumption [?]: for b/a → 0, C33 is held at the b/a = 0.1 row.
 */
#ifndef TRIBO_KALKER_H
#define TRIBO_KALKER_H

#include "tribo/status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
  double c11; /* longitudinal creepage coefficient [-] */
  double c22; /* lateral creepage coefficient [-] */
  double c23; /* lateral–spin coupling coefficient (C32 = −C23) [-] */
  double c33; /* spin coefficient [-] */
} TlKalkerCoeffs;

/* Coefficients for semi-axes a (rolling direction) and b (lateral) [m] and the
 * combined Poisson ratio ν ∈ [0, 0.5]. */
TlStatus tl_kalker_coefficients(double a, double b, double nu, TlKalkerCoeffs *out, TlError *err);

/* Kalker's asymptotic coefficients (used below g = 0.1).  `a_over_b_small`
 * selects the a/b → 0 branch (g = a/b), otherwise the b/a → 0 branch (g = b/a).
 * C33 of the b/a → 0 branch is not given by an asymptote: NaN. */
void tl_kalker_asymptote(double g, int a_over_b_small, double nu, TlKalkerCoeffs *out);

/* Raw table access for tests and documentation: TL_KALKER_TABLE_ROWS rows
 * ordered a/b = 0.1 … 1.0 then b/a = 0.9 … 0.1; nu_index 0, 1, 2 is ν = 0,
 * 0.25, 0.5.  *ratio receives the row's g and *is_b_over_a its block. */
#define TL_KALKER_TABLE_ROWS 19
void tl_kalker_table_entry(int row, int nu_index, TlKalkerCoeffs *out, double *ratio,
                           int *is_b_over_a);

/* Kalker's linear theory in the project's sign (τ = traction on the rail,
 * Tx > 0 for cx > 0): Tx = G a b C11 cx, Ty = G a b C22 cy + G c³ C23 cs,
 * Mz = −G c³ C23 cy + G c⁴ C33 cs, c = √(ab). */
typedef struct {
  double fx; /* Tx [N] */
  double fy; /* Ty [N] */
  double mz; /* Mz [N·m] */
} TlLinearForces;

void tl_kalker_linear_forces(double shear_modulus, double a, double b, const TlKalkerCoeffs *c,
                             double cx, double cy, double spin, TlLinearForces *out);

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_KALKER_H */
