/* brush.h — the Unsteady Brush Model (UBM) and its explicit algorithm (UBA) of
 * the thesis (docs/theory.md §5 brush model), a GSL-style stepper.
 *
 * Per grid cell the brush traction τ = (τx, τy) obeys, in the contact frame
 * through which material streams with velocity −V·eₓ,
 *   ∂τ/∂t − V ∂τ/∂x = V (Kx cx − Ks cs y, Ky cy + Ks cs x),   |τ| ≤ μ p_n,
 * stiffnesses K = 1/L of FASTSIM (fastsim.h).  One explicit step of length Δt
 * with Courant number C = VΔt/Δx ∈ (0, 1], upwind in x:
 *   τ* = τ_ij + C (τ_up − τ_ij) + VΔt·s_ij,   τ_up = τ_{i+1,j} if active, else 0
 *   τ_ij ← τ*·min(1, μ p_n,ij/|τ*|)          (scaled: slip, else stick)
 * C = 1 is an exact shift by one cell; a requested Δt > Δx/V is split into
 * ⌈VΔt/Δx⌉ equal sub-steps with the same creepages (larger C is unstable).
 * Same grid, bound and evaluation points as FASTSIM's fixed grid, so the
 * discrete steady state is fixed-grid FASTSIM to round-off for every C ≤ 1.
 *
 *   TlBrush *b = tl_brush_alloc(&params, &err);       // O(mx·my) memory
 *   tl_brush_reset(b, TL_INIT_ZERO, cx0, cy0, spin0, &err);
 *   for (…) tl_brush_step(b, dt, cx, cy, spin, &err); // no allocation
 *   const TlTraction *t = tl_brush_traction(b);        // maps and totals
 *   tl_brush_free(b);
 *
 * tl_brush_model() wraps a brush as a TlTransientModel (transient.h).
 */
#ifndef TRIBO_BRUSH_H
#define TRIBO_BRUSH_H

#include "tribo/contact.h"
#include "tribo/fastsim.h"
#include "tribo/slipfriction.h"
#include "tribo/status.h"
#include "tribo/traction.h"
#include "tribo/transient.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct TlBrush TlBrush;

/* A brush for the case p (grid, bound, μ, V, geometry; p's creepages are
 * ignored).  The state starts at zero traction.  NULL on failure, err set. */
TlBrush *tl_brush_alloc(const TlContactParams *p, TlError *err);

/* Change the case mid-run (the window's what-if).  With the same grid size
 * the traction state is kept per cell and projected onto the new bound; with
 * another grid size the state is reallocated and reset to zero.  On failure
 * the brush is unchanged. */
TlStatus tl_brush_set_params(TlBrush *b, const TlContactParams *p, TlError *err);

/* Back to the initial state: zero traction, or the steady state (fixed-grid
 * FASTSIM) for the creepages given, which should be c(0). */
TlStatus tl_brush_reset(TlBrush *b, TlTransientInit init, double cx, double cy, double spin,
                        TlError *err);

/* Advance by dt > 0 [s] with creepages cx, cy [-], spin [1/m] held over the
 * step; splits into sub-steps of Courant number ≤ 1.  Bad input: TL_EINVAL,
 * state untouched. */
TlStatus tl_brush_step(TlBrush *b, double dt, double cx, double cy, double spin, TlError *err);

/* The current state: per-cell p_n (the bound's pressure), τx, τy, stick/slip,
 * and the totals (Tx, Ty, Mz, Σp_nΔA, f = Tx/F_N, stick fraction). */
const TlTraction *tl_brush_traction(const TlBrush *b);
const TlGrid *tl_brush_grid(const TlBrush *b);
const TlContactParams *tl_brush_params(const TlBrush *b);
const TlContactBasics *tl_brush_basics(const TlBrush *b);

/* Δx/V: the step of Courant number 1 [s]. */
double tl_brush_unit_step(const TlBrush *b);
/* Sub-steps the last tl_brush_step took. */
int tl_brush_last_substeps(const TlBrush *b);

/* The brush as a transient model (the brush must outlive the model). */
/* Friction that depends on the local slip speed (slipfriction.h): each cell
 * of a step solves σ + κ_t(μ(σ) − r) = 0, κ_t = L_e p_n/Δt, with the law's
 * root rule, the upstream slip speed and μ interpolated upwind.  A law that
 * does not depend on σ sets the case's μ and keeps the Coulomb step (bit for
 * bit).  The step is stable while the falling indicator N < C/(2 − C)
 * (docs/theory-friction-in-contact.md §4): use Courant number 1 with a
 * falling law.  Switching to a falling law starts its σ and μ at rest. */
TlStatus tl_brush_set_friction(TlBrush *b, const TlSlipFriction *law, TlError *err);
const TlSlipFriction *tl_brush_friction(const TlBrush *b);
/* Per cell (mx·my): local μ and slip speed σ [m/s] of the state; NULL while
 * the friction is constant. */
const double *tl_brush_mu_map(const TlBrush *b);
const double *tl_brush_slip_speed_map(const TlBrush *b);
/* Per cell (mx·my): the slip speed w [m/s] of the state, with or without a
 * law — with Coulomb friction what the bound took off the trial traction in
 * the last sub-step, |diag(L1, L2)(τ* − τ)| over its time (FASTSIM's relief
 * after a steady start); 0 in stick, outside and after a zero start.  The
 * frictional power of docs/theory.md §12 rests on it. */
const double *tl_brush_slip_speed(TlBrush *b);
/* Indicator, mean μ over slipping cells, largest σ and slip cells of the last step. */
void tl_brush_slip_stats(const TlBrush *b, TlSlipStats *out);

TlTransientModel tl_brush_model(TlBrush *b);

void tl_brush_free(TlBrush *b);

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_BRUSH_H */
