/* grid.h — the fixed rectangular grid over the contact ellipse's bounding box
 * (docs/theory.md §5 brush model, thesis Appendix B `getcoord`), shared by FASTSIM, the
 * Unsteady Brush Model and the exact solver so their results compare cell by
 * cell.
 *
 * mx × my cells of Δx = 2a/mx, Δy = 2b/my; centres x_i = −a + (i + ½)Δx,
 * y_j = −b + (j + ½)Δy for 0-based i, j; cell (i, j) is stored at j·mx + i and
 * is active when (x_i/a)² + (y_j/b)² < 1.  x grows toward the leading edge.
 */
#ifndef TRIBO_GRID_H
#define TRIBO_GRID_H

#include "tribo/status.h"

#ifdef __cplusplus
extern "C" {
#endif

#define TL_GRID_MIN 4
#define TL_GRID_MAX 1000

/* Which pressure the traction bound μ p_n uses. */
typedef enum {
  TL_BOUND_PARABOLIC, /* Kalker's simplified p₀′(1 − x²/a² − y²/b²), p₀′ = 2F_N/(πab) */
  TL_BOUND_ELLIPTIC   /* Hertz p₀√(1 − x²/a² − y²/b²), p₀ = 3F_N/(2πab) */
} TlTractionBound;

typedef struct {
  int mx, my;            /* cells along x and y */
  double a, b;           /* ellipse semi-axes [m] */
  double dx, dy;         /* cell size [m] */
  double *x;             /* mx cell-centre abscissae [m] */
  double *y;             /* my cell-centre ordinates [m] */
  unsigned char *active; /* mx·my flags, 1 inside the ellipse */
  int n_active;          /* number of active cells */
} TlGrid;

/* Allocate and fill a grid.  On failure *grid is left zeroed. */
TlStatus tl_grid_init(TlGrid *grid, int mx, int my, double a, double b, TlError *err);

/* Release the arrays of a grid initialised by tl_grid_init (safe on a zeroed grid). */
void tl_grid_clear(TlGrid *grid);

/* Validate a requested grid size: TL_GRID_MIN ≤ mx, my ≤ TL_GRID_MAX. */
TlStatus tl_grid_check_size(int mx, int my, TlError *err);

/* Half-length ℓ(y) = a√(1 − y²/b²) of the strip at y (0 outside). */
double tl_grid_half_length(const TlGrid *grid, double y);

/* Pressure of the chosen bound at every cell centre [Pa] (0 outside the
 * ellipse) into pn[mx·my], for total load normal_load [N]. */
void tl_grid_pressure(const TlGrid *grid, TlTractionBound bound, double normal_load, double *pn);

const char *tl_traction_bound_name(TlTractionBound bound); /* "parabolic" / "elliptic" */
TlStatus tl_traction_bound_from_name(const char *name, TlTractionBound *out, TlError *err);

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_GRID_H */
