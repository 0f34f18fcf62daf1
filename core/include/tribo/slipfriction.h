/* slipfriction.h — friction that depends on the local slip speed, for the
 * rolling-contact solvers (docs/theory-friction-in-contact.md).
 *
 * A law gives μ(σ) and dμ/dσ for the slip speed σ ≥ 0 [m/s] of the wheel
 * surface relative to the rail's at a point of the contact.  μ(0) is the
 * static level that bounds the traction in stick; the laws offered fall (or
 * stay level) with σ:
 *
 *   Coulomb      μ = μ₀ (today's constant friction; the solvers take their
 *                exact constant-μ path, so results are bit-identical)
 *   exponential  μ = μk + Δμ₁·2^(−σ/s_h1) + Δμ₂·2^(−σ/s_h2)
 *   rational     μ = μk + Δμ₁/(1 + σ/s_h1) + Δμ₂/(1 + (σ/s_h2)²)
 *   linear       μ = μk + Σ Δμᵢ·max(0, 1 − σ/(2 s_hi))
 *   Stribeck     μ = μc + (μs − μc)·exp(−(σ/v_s)^δ) + k_v σ   (δ ≥ 1)
 *   Polach       μ = μ₀[(1 − A)e^(−Bσ) + A]
 *
 * s_h is the slip speed at which a term has fallen to half its value at rest.
 * Jump laws (μs at rest, μk for every σ > 0) are not offered: on a grid their
 * result is an artefact of the cell size.  Friction memory (d_c > 0) lets μ
 * relax along the particle path over a sliding distance d_c instead of
 * following σ instantly; it restores grid convergence on steep falling laws.
 */
#ifndef TRIBO_SLIPFRICTION_H
#define TRIBO_SLIPFRICTION_H

#include "tribo/friction.h"
#include "tribo/status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
  TL_SLIP_LAW_COULOMB,
  TL_SLIP_LAW_EXP,
  TL_SLIP_LAW_RATIONAL,
  TL_SLIP_LAW_LINEAR,
  TL_SLIP_LAW_STRIBECK,
  TL_SLIP_LAW_POLACH
} TlSlipLawKind;

/* Which state a cell takes when the law admits several (steep falling laws):
 * CONT the one nearest the upstream cell's slip speed (stick counting as 0:
 * a particle keeps its branch — the static/kinetic hysteresis), LOW stick if
 * admissible else the smallest slip speed, HIGH the largest. */
typedef enum { TL_SLIP_ROOT_CONT, TL_SLIP_ROOT_LOW, TL_SLIP_ROOT_HIGH } TlSlipRootRule;

typedef struct {
  TlSlipLawKind kind;
  double mu;            /* Coulomb: μ₀ [-], > 0 */
  double mu_kinetic;    /* exp/rational/linear: μk [-], > 0 */
  double dmu1, dmu2;    /* exp/rational/linear: falling terms Δμ₁, Δμ₂ [-], ≥ 0 */
  double s_half1;       /* half-value slip speed of term 1 [m/s], > 0 */
  double s_half2;       /* of term 2 [m/s], > 0 (unused when dmu2 = 0) */
  double mu_c, mu_s;    /* Stribeck: kinetic and static levels [-] */
  double v_s;           /* Stribeck velocity [m/s], > 0 */
  double delta;         /* Stribeck exponent δ [-], ≥ 1 (δ < 1 has μ′(0) = −∞) */
  double k_v;           /* Stribeck viscous slope [s/m], ≥ 0 */
  double polach_mu0;    /* Polach μ₀ [-], > 0 */
  double polach_a;      /* Polach A = μ∞/μ₀ [-], 0 ≤ A ≤ 1 */
  double polach_b;      /* Polach B [s/m], ≥ 0 */
  double memory;        /* friction memory d_c [m], ≥ 0 (0: μ follows σ at once) */
  double memory_s0;     /* recovery slip speed s₀ of the memory [m/s], ≥ 0 */
  TlSlipRootRule rule;  /* root choice when several states are admissible */
} TlSlipFriction;

/* A law of `kind` holding the defaults of every kind (the kinds' defaults
 * differ only in .kind, so that a law switched to another kind has that
 * kind's defaults): Coulomb μ₀ = 0.4; exponential, rational and
 * linear μs = 0.4 = μk + Δμ₁ with μk = 0.2, s_h = 0.1 m/s; Stribeck μc = 0.2,
 * μs = 0.4, v_s = 0.1 m/s, δ = 2, k_v = 0; Polach's dry set μ₀ = 0.55,
 * A = 0.40, B = 0.60 s/m.  No memory (s₀ = 1 mm/s when it is switched on),
 * rule CONT. */
TlSlipFriction tl_slip_friction_default(TlSlipLawKind kind);

TlStatus tl_slip_friction_validate(const TlSlipFriction *f, TlError *err);

const char *tl_slip_law_name(TlSlipLawKind kind); /* "coulomb", "exp", "rational", … */
TlStatus tl_slip_law_from_name(const char *name, TlSlipLawKind *out, TlError *err);
const char *tl_slip_root_rule_name(TlSlipRootRule rule); /* "cont", "low", "high" */
TlStatus tl_slip_root_rule_from_name(const char *name, TlSlipRootRule *out, TlError *err);

/* μ(σ) and dμ/dσ [s/m] for σ ≥ 0 [m/s] (the law alone, without memory). */
double tl_slip_friction_mu(const TlSlipFriction *f, double sigma);
double tl_slip_friction_dmu(const TlSlipFriction *f, double sigma);

/* μ(0), the static level. */
double tl_slip_friction_static(const TlSlipFriction *f);

/* A lower bound of μ over σ ≥ 0 (the kinetic level of a falling law). */
double tl_slip_friction_lower(const TlSlipFriction *f);

/* 1 when μ does not depend on σ (Coulomb, or a law whose falling terms are
 * all zero): the solvers then take their constant-μ path with this μ. */
int tl_slip_friction_is_constant(const TlSlipFriction *f);

/* 1 when μ is convex and non-increasing in σ (every law but Stribeck with
 * δ > 1): then each cell's slip state is found on at most two branches. */
int tl_slip_friction_is_convex(const TlSlipFriction *f);

/* The lab's law as a contact law: μ(σ) = F(σ)/F_N,lab for σ ≥ 0 (Coulomb,
 * viscous, Stribeck terms; Dahl contributes its Coulomb level, LuGre its
 * steady sliding curve).  Refused: a static (Karnopp) term, which is a jump
 * law, and a Stribeck exponent below 1. */
TlStatus tl_slip_friction_from_lab(const TlFrictionParams *lab, double normal_force,
                                   TlSlipFriction *out, TlError *err);

/* What a contact solver reports about the local friction of a solution. */
typedef struct {
  double n_max;     /* falling indicator: largest κ|μ′(0)| over the active cells [-] */
  double mu_mean;   /* mean local μ over slipping cells (μ(0) when none slips) [-] */
  double sigma_max; /* largest local slip speed [m/s] */
  int slip_cells;   /* cells in slip */
} TlSlipStats;

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_SLIPFRICTION_H */
