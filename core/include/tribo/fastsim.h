/* fastsim.h — Kalker's simplified theory, FASTSIM (docs/theory.md §4 FASTSIM).
 *
 * The contact is a bed of independent brushes of flexibility L per traction
 * component; in steady rolling every grid row is marched from the leading edge
 * (x = +ℓ) toward the trailing edge, the brush traction grows with the rigid
 * slip and is scaled back onto the traction bound μ p_n where it exceeds it
 * (slip).  The bound's pressure is Kalker's parabolic one (default) or Hertz's
 * elliptic one (TlContactParams.bound).
 *
 *   TlFastsim *fs = tl_fastsim_alloc(&params, TL_FASTSIM_FIXED_GRID, &err);
 *   TlTraction t;  tl_traction_alloc(&t, params.mx, params.my, &err);
 *   tl_fastsim_solve(fs, cx, cy, spin, &t, &err);   // no allocation: 60 fps safe
 *   … t.f, t.stick_fraction, t.tx[j * mx + i] …
 *   tl_fastsim_free(fs);
 *
 * Fixed grid (default): the shared grid of grid.h, Δx = 2a/mx for every row,
 * the bound evaluated at the cell centres: τ_i = P(τ_{i+1} + Δx·s_i) with
 * s = (Kx cx − Ks cs y_j, Ky cy + Ks cs x_i) and P the projection onto
 * |τ| ≤ μ p_n(x_i, y_j).  This is exactly the steady state of the Unsteady
 * Brush Model on the same grid (brush.h).  The traction of a cell is the
 * brush's value at the cell's downstream edge, so totals converge from above
 * as O(Δx) (docs/theory.md §7.2 linear limit).
 *
 * Strip-wise (option): every row j is divided into mx cells of its own length
 * Δx_j = 2ℓ(y_j)/mx, the bound evaluated at their midpoints; totals integrate
 * those cells (each of area Δx_j Δy).  The maps in the TlTraction are sampled
 * onto the fixed grid (each grid cell takes the value of the strip cell
 * containing its centre) so both variants draw alike.  In the linear limit the
 * strip-wise Tx is exactly (1 + 1/mx)(1 + 1/(2 my²)) times Kalker's.
 *
 * Sign: τ is the traction the wheel exerts on the rail (docs/theory.md §0 conventions), so
 * Tx > 0 for cx > 0.  Totals: Tx, Ty, Mz = Σ(x τy − y τx)ΔA, f = Tx/F_N,
 * stick fraction = stick area / contact area, load = Σ p_n ΔA.
 */
#ifndef TRIBO_FASTSIM_H
#define TRIBO_FASTSIM_H

#include "tribo/contact.h"
#include "tribo/slipfriction.h"
#include "tribo/status.h"
#include "tribo/traction.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
  TL_FASTSIM_FIXED_GRID, /* the shared grid, Δx = 2a/mx (default; equals the brush's steady state) */
  TL_FASTSIM_STRIPWISE   /* Δx_j = 2ℓ(y_j)/mx per row, midpoints */
} TlFastsimVariant;

const char *tl_fastsim_variant_name(TlFastsimVariant v); /* "fixed" / "strip" */
TlStatus tl_fastsim_variant_from_name(const char *name, TlFastsimVariant *out, TlError *err);

/* Brush flexibilities of the simplified theory [m³/N] (docs/theory.md §4 FASTSIM):
 * L1 = 8a/(3 C11 G), L2 = 8a/(3 C22 G), L3 = π a √(a/b)/(4 C23 G).  With them
 * the no-slip brush reproduces the linear theory's Tx and Ty (spin part
 * included); it does not reproduce Mz (C33 never enters). */
typedef struct {
  double l1, l2, l3;
} TlFlexibility;

TlFlexibility tl_fastsim_flexibility(double shear_modulus, double a, double b,
                                     const TlKalkerCoeffs *c);

/* The smallest pure cₓ at which the parabolic bound gives full slip in the
 * continuum: 2 μ p₀′ L1 / a, p₀′ = 2F_N/(πab) (docs/theory.md §4 FASTSIM). */
double tl_fastsim_full_slip_creepage(double mu, double normal_load, double a, double b,
                                     double l1);

typedef struct TlFastsim TlFastsim;

/* A workspace for the case p (grid p->mx × p->my, bound p->bound, μ, F_N;
 * the creepages in p are ignored: they are arguments of tl_fastsim_solve).
 * NULL on failure with err set (bad case, out of memory). */
TlFastsim *tl_fastsim_alloc(const TlContactParams *p, TlFastsimVariant variant, TlError *err);

/* Change the case (μ, load, geometry, bound, grid) and the variant.  Keeps the
 * arrays when the grid size is unchanged.  On failure the old case stays. */
TlStatus tl_fastsim_set_params(TlFastsim *fs, const TlContactParams *p, TlFastsimVariant variant,
                               TlError *err);

/* Solve steady rolling for creepages cx, cy [-] and spin [1/m] into out,
 * which must have been allocated for the workspace's grid size.  No
 * allocation.  Non-finite creepages or a wrong out size give TL_EINVAL and
 * leave out untouched. */
TlStatus tl_fastsim_solve(TlFastsim *fs, double cx, double cy, double spin, TlTraction *out,
                          TlError *err);

/* FASTSIM with friction that depends on the local slip speed σ (slipfriction.h;
 * docs/theory-friction-in-contact.md §4), fixed grid only.  Each cell's trial
 * traction t (the march of tl_fastsim_solve) gives r = |t|/p_n and the slip
 * speed scale κ = V L_e p_n/Δx with L_e = |diag(L1, L2) t|/|t|; the cell
 * sticks (σ = 0) when r ≤ μ(0) and the rule chooses stick, or slips at a root
 * of σ + κ(μ(σ) − r) = 0 with τ = μ(σ) p_n t/|t|, the root picked by the law's
 * rule.  A law that does not depend on σ takes tl_fastsim_solve's path with
 * its μ (bit-identical to Coulomb FASTSIM; the workspace's μ becomes the
 * law's).  mu_map and w_map (mx·my, may be NULL) receive the local μ and slip
 * speed σ [m/s] per cell (0 outside the contact). */
TlStatus tl_fastsim_solve_law(TlFastsim *fs, const TlSlipFriction *law, double cx,
                              double cy, double spin, TlTraction *out, double *mu_map,
                              double *w_map, TlSlipStats *stats, TlError *err);

/* The local slip speed w [m/s] of every cell of the fixed-grid solution t
 * at creepages cx, cy, spin (Coulomb or a slip-speed law): in a slipping
 * cell the march's trial traction τ* exceeds the bound, and what the
 * projection takes off is the elastic displacement diag(L1, L2)(τ* − τ)
 * given up over Δt = Δx/V, so w = V |diag(L1, L2)(τ* − τ)|/Δx (the slip speed
 * tl_fastsim_solve_law finds with a law); 0 in stick and outside.  The
 * frictional power of docs/theory.md §12 rests on it.  The strip variant
 * (resampled maps): TL_ENOTAVAIL. */
TlStatus tl_fastsim_slip_speed(const TlFastsim *fs, double cx, double cy, double spin,
                               const TlTraction *t, double *w_map, TlError *err);

/* FASTSIM's steady traction–creepage curve of the case p: f = Tx/F_N at the
 * n creepages cx[0 … n-1] (p->cy and p->spin held, p->cx ignored), each the
 * same solve as tl_fastsim_solve's.  When map is not NULL (allocated for p's
 * grid) it also receives the whole solution at p->cx, the operating point.
 * The workspace lives for the call only (the n solves cost far more).  Bad
 * case, a non-finite creepage, n < 1 or a map of the wrong size: TL_EINVAL;
 * on any failure f and map are left untouched.
 * Checks (tests/test-fastsim.c): f/cx at small creepage is FASTSIM's linear
 * limit, Kalker's slope G a b C11/F_N plus the grid's O(Δx) excess
 * (docs/theory.md §4 FASTSIM); at large creepage every cell slips and
 * f = μ Σ p_n ΔA / F_N → μ. */
TlStatus tl_fastsim_curve(const TlContactParams *p, TlFastsimVariant variant, const double *cx,
                          int n, double *f, TlTraction *map, TlError *err);

/* tl_fastsim_curve with the slip-speed law `law` (tl_fastsim_solve_law at
 * each creepage, one workspace for the call): f at the n creepages cx (p->cy,
 * p->spin held), and when n_max is not NULL each point's falling indicator
 * (TlSlipStats.n_max).  map (p's grid, may be NULL) receives the solution at
 * the operating point p->cx, with mu_map and w_map (mx·my, may be NULL) its
 * local μ and slip speed and stats (may be NULL) its statistics.  A Coulomb
 * law gives tl_fastsim_curve's numbers bit for bit.  On failure nothing is
 * written.  Checks (tests/test-slipfriction-curve.c): the exponential law at
 * V/s_h = 10 on 50 × 50 peaks at f = 0.3896, cx = 0.0075, and full sliding
 * gives f → μ(V cx) (docs/theory-friction-in-contact.md §6). */
TlStatus tl_fastsim_law_curve(const TlContactParams *p, const TlSlipFriction *law,
                              const double *cx, int n, double *f, double *n_max, TlTraction *map,
                              double *mu_map, double *w_map, TlSlipStats *stats, TlError *err);

/* The workspace's grid, flexibilities and contact basics. */
const TlGrid *tl_fastsim_grid(const TlFastsim *fs);
TlFlexibility tl_fastsim_flex(const TlFastsim *fs);
const TlContactBasics *tl_fastsim_basics(const TlFastsim *fs);

void tl_fastsim_free(TlFastsim *fs);

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_FASTSIM_H */
