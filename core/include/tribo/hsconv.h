/* hsconv.h — products with the half-space influence matrix on the contact grid.
 *
 * On the shared grid (tribo/grid.h) the influence coefficient between cells I
 * and J depends only on I − J, so u = A p is a 2-D convolution.  It is done by
 * FFT (FFTW3, real-to-complex) with zero padding to at least 2mx × 2my (rounded
 * up to sizes with prime factors ≤ 7), which holds every offset −(mx−1) … mx−1
 * without wrap-around: cost O(N log N) instead of the dense O(N²).  Products
 * allocate nothing.  Arrays are mx·my, cell (i, j) at j·mx + i; tractions on any
 * cell are allowed (callers zero the cells outside the contact).
 *
 * The shifted products give the displacement one cell ahead, at x_I + Δx:
 * u′_I = Σ_J A(x_I + Δx − x_J, y_I − y_J) p_J — what the material now at x_I
 * carried one rolling step Δq = Δx earlier (docs/theory.md §6 exact theory).  Computing it from
 * the shifted kernel needs no exterior columns: the displacement ahead of the
 * leading edge is exact, not truncated.
 *
 * Planning uses FFTW_ESTIMATE (deterministic, ~2 ms); planning is serialised
 * by a lock, so workspaces may be made from several threads.  A workspace is
 * used by one thread at a time.
 */
#ifndef TRIBO_HSCONV_H
#define TRIBO_HSCONV_H

#include "tribo/influence.h"
#include "tribo/status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct TlHsConv TlHsConv;

/* Which products a workspace can compute (bit flags). */
enum {
  TL_HSCONV_NORMAL = 1u << 0,     /* tl_hsconv_normal */
  TL_HSCONV_TANGENTIAL = 1u << 1, /* tl_hsconv_tangential(…, TL_HSCONV_AT_CELL, …) */
  TL_HSCONV_SHIFTED = 1u << 2,    /* … TL_HSCONV_AHEAD */
  TL_HSCONV_ROLLING = 1u << 3,    /* … TL_HSCONV_DIFFERENCE */
  TL_HSCONV_SINGLE = 1u << 4      /* tl_hsconv_tangential_single (with TL_HSCONV_TANGENTIAL),
                                     tl_hsconv_difference_single (with TL_HSCONV_ROLLING too) */
};

/* Where the tangential displacement is wanted. */
typedef enum {
  TL_HSCONV_AT_CELL,   /* u_I at the cell centres: A p */
  TL_HSCONV_AHEAD,     /* u(x_I + Δx), one cell toward the leading edge: A′ p */
  TL_HSCONV_DIFFERENCE /* u_I − u(x_I + Δx): (A − A′) p, the steady-rolling operator */
} TlHsPlace;

/* A workspace for an mx × my grid of dx × dy cells [m], combined shear
 * modulus [Pa] and Poisson ratio.  *out is NULL on failure. */
TlStatus tl_hsconv_alloc(int mx, int my, double dx, double dy, double shear_modulus,
                         double poisson, unsigned what, TlHsConv **out, TlError *err);
void tl_hsconv_free(TlHsConv *c);

/* u = A_nn p (normal displacement difference [m] from pressure [Pa]). */
void tl_hsconv_normal(TlHsConv *c, const double *p, double *u);

/* (ux, uy) = tangential displacement difference from (px, py) at the place
 * asked for.  Outputs may not alias inputs. */
void tl_hsconv_tangential(TlHsConv *c, TlHsPlace place, const double *px, const double *py,
                          double *ux, double *uy);

/* tl_hsconv_tangential(c, TL_HSCONV_AT_CELL, …) computed in single
 * precision: about half the cost, a relative error of ~1e-7 of the largest
 * displacement.  For inner Krylov iterations that need a few digits only;
 * residuals that decide convergence use the double product. */
void tl_hsconv_tangential_single(TlHsConv *c, const double *px, const double *py, double *ux,
                                 double *uy);

/* tl_hsconv_tangential(c, TL_HSCONV_DIFFERENCE, …) in single precision, as
 * above; needs TL_HSCONV_SINGLE and TL_HSCONV_ROLLING. */
void tl_hsconv_difference_single(TlHsConv *c, const double *px, const double *py, double *ux,
                                 double *uy);

/* The influence coefficient of an offset (di, dj) cells [m/Pa]. */
double tl_hsconv_coefficient(const TlHsConv *c, TlInfluenceKind kind, int di, int dj);

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_HSCONV_H */
