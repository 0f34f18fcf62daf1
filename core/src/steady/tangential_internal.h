/* tangential_internal.h — what FASTSIM and the Unsteady Brush Model share: the
 * fixed grid of grid.h, the traction bound μ p_n per cell, the active range of
 * every grid row and the brush stiffnesses of Kalker's simplified theory.
 * Private to core: the two models must see exactly the same discretisation so
 * that the brush's steady state equals FASTSIM cell by cell (docs/theory.md §5 brush model). */
#ifndef TRIBO_TANGENTIAL_INTERNAL_H
#define TRIBO_TANGENTIAL_INTERNAL_H

#include <math.h>

#include "tribo/contact.h"
#include "tribo/fastsim.h"
#include "tribo/grid.h"
#include "tribo/slipfriction.h"
#include "tribo/traction.h"

typedef struct {
  TlContactParams params; /* the case as given (creepages unused here) */
  TlContactBasics basics; /* Hertz solution and Kalker coefficients */
  TlGrid grid;            /* params.mx × params.my over the ellipse */
  double *pn;             /* bound pressure per cell [Pa], 0 outside */
  double *bound;          /* μ p_n per cell [Pa] */
  int *row_lo, *row_hi;   /* active cells of row j: row_lo[j] ≤ i < row_hi[j] (empty: equal) */
  TlFlexibility flex;     /* L1, L2, L3 [m³/N] */
  double kx, ky, ks;      /* stiffnesses 1/L [N/m³] */
} TlTangentialCase;

/* Set up (or update) a case.  A case that was set up before keeps its arrays
 * when the grid size is unchanged, so slider changes of μ, F_N or the bound
 * allocate nothing but the grid's own coordinates.  On failure *c is unchanged. */
TlStatus tl_tangential_case_set(TlTangentialCase *c, const TlContactParams *p, TlError *err);

/* Release a case (safe on a zeroed one). */
void tl_tangential_case_clear(TlTangentialCase *c);

/* Rigid-slip source of the transport equations at cell (i, j) times the
 * stiffness (docs/theory.md §4, §5): s = (Kx cx − Ks cs y, Ky cy + Ks cs x) [Pa/m]. */
static inline void
tl_tangential_source(const TlTangentialCase *c, double cx, double cy, double spin, double x,
                     double y, double *sx, double *sy)
{
  *sx = c->kx * cx - c->ks * spin * y;
  *sy = c->ky * cy + c->ks * spin * x;
}

/* Fixed-grid FASTSIM on the case into out (same grid size): one march per
 * row from the leading edge, totals included.  Also the brush's steady state. */
void tl_tangential_fixed_solve(const TlTangentialCase *c, double cx, double cy, double spin,
                               TlTraction *out);

/* The fixed-grid march with slip-speed-dependent friction (fastsim-law.c):
 * FASTSIM's solution with a law, and the brush model's steady state. */
void tl_tangential_law_solve(const TlTangentialCase *c, const TlSlipFriction *law, double cx,
                             double cy, double spin, TlTraction *out, double *mu_map,
                             double *w_map, TlSlipStats *stats);

/* The case a FASTSIM workspace solves (for the slip-speed-dependent march of
 * fastsim-law.c, which shares the workspace). */
const TlTangentialCase *tl_fastsim_case(const TlFastsim *fs);
TlFastsimVariant tl_fastsim_variant(const TlFastsim *fs);

/* The workspace of a FASTSIM curve (tl_fastsim_curve, tl_fastsim_law_curve):
 * open checks the creepages and the map, allocates the solver, a scratch
 * traction and out_len doubles of output; close frees what open made. */
typedef struct {
  TlFastsim *fs;
  TlTraction scratch;
  int scratch_set;
  double *out;
} TlFastsimCurveWork;

TlStatus tl_fastsim_curve_open(TlFastsimCurveWork *w, const TlContactParams *p,
                               TlFastsimVariant variant, const double *cx, int n, size_t out_len,
                               const TlTraction *map, TlError *err);
void tl_fastsim_curve_close(TlFastsimCurveWork *w);

/* Scale the trial traction (tx, ty) onto the traction bound when it exceeds
 * it (FASTSIM's and the brush model's slip step); returns the cell state. */
static inline unsigned char
tl_tang_project(double *tx, double *ty, double bound)
{
  const double m2 = *tx * *tx + *ty * *ty;
  if (m2 <= bound * bound)
    return TL_CELL_STICK;
  const double s = bound / sqrt(m2);
  *tx *= s;
  *ty *= s;
  return TL_CELL_SLIP;
}

#endif /* TRIBO_TANGENTIAL_INTERNAL_H */
