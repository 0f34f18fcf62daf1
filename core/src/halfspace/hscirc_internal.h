/* hscirc_internal.h — the circulant preconditioner of the tangential CG.
 *
 * The CG of a transient step (exact-tangential.c) solves with PᵀAP + D, the
 * tangential influence matrix restricted to the stick cells and, along their
 * tangents, the slip cells.  A is a convolution, so on a torus of px × py
 * cells (px ≥ mx the smallest FFT-friendly even size) the circulant C whose
 * kernel is A's, wrapped to the nearest image, is diagonal in Fourier space:
 * a real symmetric 2 × 2 matrix Ĉ(k) per frequency (xx and yy are even in x
 * and y, xy odd in both).  Its inverse, applied to the residual restricted to
 * the active cells and restricted again, is the preconditioner
 *     M⁻¹ = Qᵀ C⁻¹ Q,   Q = P S,
 * with S scaling each slip cell's tangent by √(tᵀAt / (tᵀAt + D)), so that a
 * slip cell held stiff by its curvature D is damped as its Jacobi diagonal
 * would be.  M⁻¹ is symmetric positive definite whenever every Ĉ(k) is
 * (frequencies where the wrapped kernel is not get their eigenvalues lifted
 * to a floor), so CG stays CG.  The preconditioner follows the idea of
 * Vollebregt's FFT-based preconditioner for the normal problem (docs/theory.md
 * §6.1); one application costs two complex 2-D transforms of px × py, about
 * a third of an influence product (which transforms 2mx × 2my).
 *
 * Single precision throughout: a preconditioner only has to be a fixed SPD
 * approximation, and its ~1e-7 rounding is far below the cut of a few tens
 * the CG asks for. */
#ifndef TRIBO_HSCIRC_INTERNAL_H
#define TRIBO_HSCIRC_INTERNAL_H

#include "tribo/hsconv.h"

typedef struct TlHsCirc TlHsCirc;

/* For the tangential kernels of conv on its mx × my grid; NULL when out of
 * memory or when FFTW cannot plan. */
TlHsCirc *tl_hscirc_alloc(const TlHsConv *conv, int mx, int my);
void tl_hscirc_free(TlHsCirc *c);

/* z = Qᵀ C⁻¹ Q r for a reduced residual r (the layout of exact_internal.h),
 * with Q given per cell by (qa, qc, qd): Q r = (qa rx, qc rx + qd ry) and
 * Qᵀ w = (qa wx + qc wy, qd wy) — stick (1, 0, 1), slip (s tx, s ty, 0),
 * outside 0.  Returns rᵀz.  Allocates nothing. */
double tl_hscirc_apply(TlHsCirc *c, const double *qa, const double *qc, const double *qd,
                       const double *rx, const double *ry, double *zx, double *zy);

/* The torus (for the tests). */
void tl_hscirc_size(const TlHsCirc *c, int *px, int *py);

#endif
