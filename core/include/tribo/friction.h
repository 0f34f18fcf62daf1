/* friction.h — friction laws as composable terms (docs/theory.md §8 friction).
 *
 * A law is a set of terms (TL_FRICTION_* bits) sharing one parameter struct:
 *
 *   Coulomb    Fc sgn v
 *   viscous    μv v
 *   Stribeck   C1 e^{−(v/vs)²} for v > 0, −C2 e^{−(v/vs)²} for v < 0 (the seed's
 *              eqs 3–4; C1 ≠ C2 gives asymmetric friction)
 *   static     stiction: at v = 0, F = sgn(F_ex)·min(|F_ex|, Fs) (eq 7, first
 *              line); in simulations a Karnopp band |v| < η.  A breakaway
 *              threshold, never an additive constant (docs/theory.md §8; the seed's
 *              eqs 1, 2, 5, 10, 11 write "+ Fs" or "+ μs F_N", which read
 *              literally would add the static force to the sliding force)
 *   Dahl       state F_d: dF_d/dx = σ|1 − (F_d/Fc) sgn v|^α sgn(1 − (F_d/Fc) sgn v)
 *   LuGre      state z: ż = v − σ0|v|z/g(v), F = σ0 z + σ1 ż + σ2 v,
 *              g(v) = Fc + C e^{−(v/vs)²} with C = C1 (v > 0) or C2 (v < 0);
 *              with C1 = C2 = Fs − Fc this is g(v) of docs/theory.md §8
 *
 * Terms add, except that the static term is a rule at rest and the state
 * terms carry their own Coulomb level: LuGre excludes Coulomb, Stribeck, Dahl
 * and static (its bristles already give stiction and the Stribeck curve);
 * Dahl excludes Coulomb and Stribeck.
 *
 * The seed's "Ẋ_t" is the current velocity v.  Its eq 9 defines sgn 0 = 0,
 * which this module keeps: every sliding term is 0 at v = 0 unless the
 * static term holds the applied force there.
 *
 * SI throughout: N, m, s.
 */
#ifndef TRIBO_FRICTION_H
#define TRIBO_FRICTION_H

#include <stddef.h>

#include "tribo/status.h"

#ifdef __cplusplus
extern "C" {
#endif

enum {
  TL_FRICTION_COULOMB = 1u << 0,
  TL_FRICTION_VISCOUS = 1u << 1,
  TL_FRICTION_STRIBECK = 1u << 2,
  TL_FRICTION_STATIC = 1u << 3,
  TL_FRICTION_DAHL = 1u << 4,
  TL_FRICTION_LUGRE = 1u << 5
};
#define TL_FRICTION_N_TERMS 6
#define TL_FRICTION_ALL_TERMS ((1u << TL_FRICTION_N_TERMS) - 1u)

/* How sgn v is evaluated in the Coulomb, Stribeck and Dahl terms.  The
 * regularised forms remove the jump at v = 0 (an ODE solver then sees a
 * smooth, if stiff, right-hand side). */
typedef enum {
  TL_SIGN_EXACT, /* −1, 0, +1 (the seed's eq 9) */
  TL_SIGN_TANH,  /* tanh(v/ε) */
  TL_SIGN_SQRT   /* v/√(v² + ε²) */
} TlSignMode;

typedef struct {
  unsigned terms;    /* TL_FRICTION_* bits */
  double fc;         /* Coulomb level Fc = μc F_N [N], > 0 */
  double fs;         /* static (breakaway) level Fs = μs F_N [N], > 0 */
  double vs;         /* Stribeck velocity [m/s], > 0 */
  double viscous;    /* viscous coefficient μv [N·s/m], ≥ 0 */
  double c1;         /* Stribeck excess for v > 0 [N], Fc + C1 > 0 (default Fs − Fc) */
  double c2;         /* Stribeck excess for v < 0 [N], Fc + C2 > 0 (default Fs − Fc) */
  double dahl_sigma; /* Dahl rest stiffness σ [N/m], > 0 */
  double dahl_alpha; /* Dahl exponent α [-], 0 < α ≤ TL_DAHL_ALPHA_MAX */
  double sigma0;     /* LuGre bristle stiffness σ0 [N/m], > 0 */
  double sigma1;     /* LuGre bristle damping σ1 [N·s/m], ≥ 0 */
  double sigma2;     /* LuGre viscous coefficient σ2 [N·s/m], ≥ 0 */
  double karnopp;    /* Karnopp band half-width η [m/s], > 0 (simulations only) */
  TlSignMode sign;   /* evaluation of sgn v */
  double sign_eps;   /* ε of the regularised sign [m/s], > 0 */
} TlFrictionParams;

#define TL_DAHL_ALPHA_MAX 20.0

/* docs/theory.md §10 parameters: Fc = 1 N, Fs = 1.5 N, vs = 0.001 m/s, μv = 0.4 N·s/m,
 * C1 = C2 = Fs − Fc, Dahl σ = 10⁵ N/m, α = 1, LuGre σ0 = 10⁵ N/m,
 * σ1 = 316 N·s/m, σ2 = 0.4 N·s/m; Karnopp η = 10⁻⁴ m/s; exact sign,
 * ε = 10⁻⁴ m/s.  Terms: LuGre. */
TlFrictionParams tl_friction_params_default(void);

/* Checks every field (finite, in range) and that the terms combine. */
TlStatus tl_friction_params_validate(const TlFrictionParams *p, TlError *err);

/* ---- names ----------------------------------------------------------------- */

typedef struct {
  const char *name;    /* "stribeck", "eq7", … */
  unsigned terms;      /* its TL_FRICTION_* bits */
  const char *summary; /* one ASCII line: the formula and the seed's equation */
} TlFrictionLawInfo;

/* The named laws (the seed's combinations among them), *n set to their count. */
const TlFrictionLawInfo *tl_friction_laws(size_t *n);

/* The name of one term bit ("coulomb", …), NULL for anything else. */
const char *tl_friction_term_name(unsigned term);

/* A named law ("stribeck", "eq10", …) or terms joined by '+'
 * ("coulomb+viscous+static").  Unknown names give TL_EINVAL listing the known
 * ones; the combination is checked by tl_friction_params_validate. */
TlStatus tl_friction_law_parse(const char *text, unsigned *terms, TlError *err);

/* The first named law with exactly these terms ("stribeck", "eq10", …), NULL
 * when no name fits. */
const char *tl_friction_law_name(unsigned terms);

/* "coulomb+stribeck+viscous" for a term set (always NUL-terminated). */
void tl_friction_terms_string(unsigned terms, char *buf, size_t len);

TlStatus tl_sign_mode_from_name(const char *name, TlSignMode *out, TlError *err);
const char *tl_sign_mode_name(TlSignMode mode);

/* ---- evaluation ------------------------------------------------------------ */

/* sgn v as the law's sign mode evaluates it, and its derivative (0 for exact). */
double tl_friction_sign(const TlFrictionParams *p, double v);
double tl_friction_sign_derivative(const TlFrictionParams *p, double v);

/* g(v) = Fc + C e^{−(v/vs)²} (C = C1 for v > 0, C2 for v < 0, their mean at 0) [N]. */
double tl_friction_stribeck_level(const TlFrictionParams *p, double v);

/* 1 when the law has an internal state (Dahl force [N] or LuGre z [m]). */
int tl_friction_has_state(const TlFrictionParams *p);

/* The sliding law with its state: everything but the static rule.  The
 * partial derivatives feed implicit integrators and the stiffness check. */
typedef struct {
  double force;     /* F(v, s) [N] */
  double rate;      /* ds/dt [state unit/s]; 0 without a state */
  double dforce_dv; /* ∂F/∂v [N·s/m] */
  double dforce_ds; /* ∂F/∂s */
  double drate_dv;  /* ∂ṡ/∂v */
  double drate_ds;  /* ∂ṡ/∂s [1/s] */
} TlFrictionEval;

/* Evaluate at velocity v [m/s] and state s (ignored without a state).  The
 * parameters must have passed tl_friction_params_validate. */
void tl_friction_eval(const TlFrictionParams *p, double v, double s, TlFrictionEval *out);

/* The state reached after sliding at constant v for long: LuGre
 * z = g(v) sgn v/σ0, Dahl F_d = Fc sgn v; 0 without a state. */
double tl_friction_steady_state(const TlFrictionParams *p, double v);

/* The stiction rule sgn(F_ex)·min(|F_ex|, Fs) [N]. */
double tl_friction_stiction(const TlFrictionParams *p, double f_ex);

/* The largest force the law holds at rest before sliding [N]: Fs with the
 * static term, g(0±) with LuGre, Fc + C with Stribeck, Fc with Coulomb or
 * Dahl, 0 for viscous only (the larger of the two directions). */
double tl_friction_breakaway(const TlFrictionParams *p);

/* The steady friction–velocity law: the force after sliding at constant v
 * long enough for any state to settle.  At v = 0 the static term gives the
 * stiction rule with the applied force f_ex; every other term gives 0. */
double tl_friction_steady(const TlFrictionParams *p, double v, double f_ex);

/* One term's share of tl_friction_steady (term = one TL_FRICTION_* bit of
 * p->terms).  For LuGre: g(v) sgn v + σ2 v. */
double tl_friction_term_steady(const TlFrictionParams *p, unsigned term, double v, double f_ex);

/* The steady curve at n ≥ 2 evenly spaced velocities from v_min to v_max
 * (v_min < v_max, both finite) into the caller's arrays v[n], force[n]. */
TlStatus tl_friction_curve(const TlFrictionParams *p, double v_min, double v_max, int n,
                           double f_ex, double *v, double *force, TlError *err);

#define TL_FRICTION_CURVE_MAX_POINTS 1000000

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_FRICTION_H */
