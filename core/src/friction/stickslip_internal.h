/* stickslip_internal.h — the oscillator's equations, shared by the stepping
 * code and its stiffness check. */
#ifndef TRIBO_STICKSLIP_INTERNAL_H
#define TRIBO_STICKSLIP_INTERNAL_H

#include "tribo/stickslip.h"

/* The right-hand side of the oscillator and what it is made of, at (t, y)
 * with y = (x, v[, s]). */
typedef struct {
  int dim;          /* 2 without a friction state, 3 with */
  double spring;    /* F_ex = k (v_p t − x) [N] */
  double friction;  /* F [N] (the Karnopp rule inside the band) */
  double f[3];      /* dy/dt */
  double jac[3][3]; /* ∂f/∂y */
  double dfdt[3];   /* ∂f/∂t */
} TlSsEval;

int tl_ss_dim(const TlStickSlipParams *p);
void tl_ss_eval(const TlStickSlipParams *p, double t, const double y[], TlSsEval *out);

/* Spectral radius of the Jacobian of an evaluation [1/s]. */
double tl_ss_spectral_radius(const TlSsEval *e);

/* The stiffness ρ [1/s] the a-priori check finds for p. */
double tl_ss_stiffness_estimate(const TlStickSlipParams *p);

/* GSL's rk4 step h is two classical steps of h/2: stable for ρ h/2 ≤ this. */
#define TL_SS_RK4_STABLE_RADIUS 2.6

/* Largest stable rk4 dt for stiffness rho, and a round value below 0.9 of it. */
double tl_ss_dt_limit(double rho);
double tl_ss_dt_round(double dt_limit);

#endif /* TRIBO_STICKSLIP_INTERNAL_H */
