/* influence.h — influence coefficients of the elastic half-space for
 * quasi-identical bodies (docs/theory.md §6 exact theory, Kalker's signs).
 *
 * Displacement difference u = u₁ − u₂ of the two surfaces at (X, Y) caused by a
 * traction p on body 1 (−p on body 2), combined shear modulus G and Poisson
 * ratio ν, difference parameter K_d = 0 (normal and tangential decouple).
 * With r = √(X² + Y²) the point-load kernels [m/N] are
 *   nn: (1−ν)/(πG r)              (Boussinesq; E* = G/(1−ν))
 *   xx: (1/πG)[(1−ν)/r + νX²/r³]  (Cerruti)
 *   yy: (1/πG)[(1−ν)/r + νY²/r³]
 *   xy = yx: (ν/πG) XY/r³
 * and the influence coefficient of a rectangle 2hx × 2hy under unit uniform
 * traction [m/Pa] is the kernel integrated over it, in closed form from the
 * corner antiderivatives (X ln(Y+r) + Y ln(X+r) for 1/r, Y ln(X+r) for X²/r³,
 * X ln(Y+r) for Y²/r³, −r for XY/r³).  They are written with asinh, which
 * differs from the logarithms by terms in one variable only (these cancel in
 * the four-corner sum) and has no cancellation for negative arguments.
 */
#ifndef TRIBO_INFLUENCE_H
#define TRIBO_INFLUENCE_H

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
  TL_INFLUENCE_NN, /* normal displacement from normal pressure */
  TL_INFLUENCE_XX, /* u_x from p_x */
  TL_INFLUENCE_YY, /* u_y from p_y */
  TL_INFLUENCE_XY  /* u_x from p_y, equal to u_y from p_x */
} TlInfluenceKind;

/* Point-load kernel at (x, y) ≠ 0 from a unit force at the origin [m/N]. */
double tl_influence_point(TlInfluenceKind kind, double x, double y, double shear_modulus,
                          double poisson);

/* Displacement difference at (x, y), measured from the centre of a rectangle of
 * half-sides hx, hy loaded by a unit uniform traction [m/Pa].  Finite
 * everywhere, including at the rectangle's own centre. */
double tl_influence_rect(TlInfluenceKind kind, double x, double y, double hx, double hy,
                         double shear_modulus, double poisson);

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_INFLUENCE_H */
