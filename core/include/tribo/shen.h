/* shen.h — Shen, Hedrick and Elkins' saturation of Kalker's linear theory
 * (docs/theory.md §7.5 Shen–Hedrick–Elkins): the Vermeulen–Johnson cubic with Kalker's slope.
 *
 * With the linear forces F_lin = (Tx, Ty) of kalker.h and u = |F_lin|/(μ F_N):
 *   |F| = μ F_N (u − u²/3 + u³/27) = μ F_N [1 − (1 − u/3)³]   for u < 3,
 *   |F| = μ F_N                                                for u ≥ 3,
 * and F = F_lin·|F|/|F_lin| (the direction of the linear force is kept; Mz is
 * scaled by the same factor).  For pure cₓ, f = μ(u − u²/3 + u³/27) with
 * u = G a b C11 |cₓ|/(μ F_N), signed like cₓ.
 *
 * Stick fraction: Vermeulen and Johnson take the adhesion zone as an ellipse
 * similar to the contact ellipse touching its leading edge, of relative size
 * 1 − u/3, so stick area / contact area = (1 − u/3)² for u < 3, else 0.
 */
#ifndef TRIBO_SHEN_H
#define TRIBO_SHEN_H

#include "tribo/contact.h"
#include "tribo/status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
  double fx, fy;         /* Tx, Ty [N] */
  double mz;             /* Mz [N·m] (linear theory's, scaled) */
  double f;              /* Tx / F_N [-] */
  double u;              /* |F_lin| / (μ F_N) [-] */
  double stick_fraction; /* (1 − u/3)² for u < 3, else 0 [-] */
} TlShenResult;

/* The saturation factor |F|/|F_lin| for a given u ≥ 0 (1 at u = 0). */
double tl_shen_factor(double u);

/* The pure longitudinal creepage at which the curve saturates (u = 3,
 * |f| = μ): c_sat = 3 μ F_N / (G a b C11), from the basics of
 * tl_contact_basics and μ > 0 (docs/theory.md §7 analytic checks, SHE). */
double tl_shen_saturation_creepage(const TlContactBasics *basics, double mu);

/* Forces for creepages cx, cy [-], spin [1/m] from the case's Hertz ellipse,
 * Kalker coefficients, μ and F_N.  Bad case or non-finite creepage: TL_EINVAL,
 * *out untouched. */
TlStatus tl_shen_forces(const TlContactParams *p, const TlContactBasics *basics, double cx,
                        double cy, double spin, TlShenResult *out, TlError *err);

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_SHEN_H */
