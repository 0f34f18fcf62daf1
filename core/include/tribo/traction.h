/* traction.h — the tangential solution on the contact grid, the common output of
 * FASTSIM, the Unsteady Brush Model and the exact solver, so that they compare
 * cell by cell and draw with the same figure code.
 *
 * Sign (docs/theory.md §0 conventions): τ is the traction the wheel exerts on the rail, so
 * Tx = Σ τx ΔA > 0 for cx > 0 and f = Tx/F_N. */
#ifndef TRIBO_TRACTION_H
#define TRIBO_TRACTION_H

#include "tribo/grid.h"
#include "tribo/status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
  TL_CELL_OUTSIDE = 0, /* not in contact */
  TL_CELL_STICK = 1,   /* adhesion: |τ| < μ p_n */
  TL_CELL_SLIP = 2     /* |τ| = μ p_n, τ along the slip */
} TlCellState;

typedef struct {
  int mx, my;           /* grid size the arrays hold */
  double *pn;           /* normal pressure per cell [Pa] (the traction bound's or the exact one) */
  double *tx, *ty;      /* tangential traction per cell [Pa] */
  unsigned char *state; /* TlCellState per cell */
  double fx, fy;        /* total tangential force Tx, Ty [N] */
  double mz;            /* spin moment Σ (x τy − y τx) ΔA [N·m] */
  double load;          /* Σ p_n ΔA [N] */
  double f;             /* traction coefficient Tx / F_N [-] (F_N the case's load) */
  double stick_fraction;/* stick cells / contact cells [-] */
} TlTraction;

/* Allocate zeroed arrays for an mx × my grid (*t zeroed first). */
TlStatus tl_traction_alloc(TlTraction *t, int mx, int my, TlError *err);
void tl_traction_free(TlTraction *t);

/* Copy maps and totals from src (same size). */
void tl_traction_copy(TlTraction *dst, const TlTraction *src);

/* Recompute the totals fx, fy, mz, load, f and stick_fraction from the maps;
 * normal_load is the case's F_N used for f. */
void tl_traction_totals(TlTraction *t, const TlGrid *grid, double normal_load);

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_TRACTION_H */
