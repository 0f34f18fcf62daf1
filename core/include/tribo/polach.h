/* polach.h — Polach's creep-force model (docs/theory-friction-in-contact.md §3):
 * closed-form total creep forces with friction falling with the global slip
 * speed w = V s_C, and reduction factors kA (adhesion area) and kS (slip area)
 * that let the initial slope fall below Kalker's — an algebraic formula, no grid.
 *
 *   μ = μ₀[(1 − A)e^(−Bw) + A],  ε = π G a b c_jj s_C/(4 Q μ)
 *   F = (2Qμ/π)[kA ε/(1 + (kA ε)²) + arctan(kS ε)],  Fx = F cx/s_C
 *
 * with the spin term F_yS added to Fy (not reduced by kA, kS: an assumption,
 * see the theory chapter).  Sign: the project's (Tx > 0 for cx > 0). */
#ifndef TRIBO_POLACH_H
#define TRIBO_POLACH_H

#include "tribo/contact.h"
#include "tribo/status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
  double mu0; /* μ₀, friction at rest [-], > 0 */
  double a;   /* A = μ∞/μ₀ [-], 0 ≤ A ≤ 1 */
  double b;   /* B, the exponential decrease with slip speed [s/m], ≥ 0 */
  double k_a; /* kA, reduction in the area of adhesion [-], 0 < kS ≤ kA ≤ 1 */
  double k_s; /* kS, reduction in the area of slip [-] */
} TlPolachParams;

/* Polach's sets for dry and wet rail (μ₀, A, B, kA, kS =
 * 0.55, 0.40, 0.60, 1.00, 0.40 and 0.30, 0.40, 0.20, 0.30, 0.10). */
TlPolachParams tl_polach_params_dry(void);
TlPolachParams tl_polach_params_wet(void);
TlStatus tl_polach_params_validate(const TlPolachParams *p, TlError *err);
/* "dry" or "wet" */
TlStatus tl_polach_params_from_name(const char *name, TlPolachParams *out, TlError *err);

typedef struct {
  double fx, fy;   /* Tx, Ty [N] */
  double f;        /* Tx / F_N [-] */
  double fy_ratio; /* Ty / F_N [-] */
  double w;        /* global slip speed V s_C [m/s] */
  double mu;       /* μ(w) [-] */
  double epsilon;  /* the gradient of tangential stress ε [-] */
} TlPolachResult;

/* Forces of the case (its Hertz ellipse, G, Kalker's C11, C22, C23, load F_N
 * and speed V) at creepages cx, cy [-] and spin [1/m]. */
TlStatus tl_polach_forces(const TlContactParams *p, const TlContactBasics *basics,
                          const TlPolachParams *pp, double cx, double cy, double spin,
                          TlPolachResult *out, TlError *err);

/* f = Tx/F_N of Polach's model at the n creepages cx (p->cy, p->spin held): the
 * traction curve of the closed form.  On failure f is left untouched. */
TlStatus tl_polach_curve(const TlContactParams *p, const TlPolachParams *pp, const double *cx,
                         int n, double *f, TlError *err);

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_POLACH_H */
