/* slip-root.h — the scalar problem of one slipping cell with friction that
 * depends on the slip speed (docs/theory-friction-in-contact.md §4), shared
 * by FASTSIM and the brush model.  Private to core. */
#ifndef TRIBO_SLIP_ROOT_H
#define TRIBO_SLIP_ROOT_H

#include "tribo/slipfriction.h"

/* One cell: the trial ratio r = |τ*|/p_n, the slip-speed scale κ [m/s], and
 * for friction memory the upstream μ and the step Δt [s]. */
typedef struct {
  const TlSlipFriction *law;
  double r, kappa;
  double mu_up, dt; /* used only when law->memory > 0 */
} TlSlipCell;

/* The cell's μ when it slips at σ: the law's, or with memory the backward
 * Euler relaxation θ μ_up + (1 − θ) μ(σ), θ = d_c/(d_c + Δt max(σ, s₀)). */
double tl_slip_cell_mu(const TlSlipCell *c, double sigma);

/* Choose the cell's state by the law's rule: returns σ (0 = stick) given the
 * upstream slip speed sigma_up (CONT).  Always finds a state. */
double tl_slip_cell_solve(const TlSlipCell *c, double sigma_up);

#endif /* TRIBO_SLIP_ROOT_H */
