/* exact-slip.c — the local slip speed of the exact theory's steady state,
 * for the frictional power (docs/theory.md §12). */
#include "exact_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tribo/hsconv.h"

TlStatus
tl_exact_slip_speed(TlExact *w, double cx, double cy, double spin, double *w_map, TlError *err)
{
  TlStatus s;
  if ((s = tl_contact_check_creepage(cx, cy, spin, err)) != TL_OK)
    return s;
  const TlGrid *g = &w->grid;
  const size_t n = (size_t)w->n;
  double *sx = malloc(2 * n * sizeof(double));
  if (!sx)
    return tl_error_set(err, TL_ENOMEM, "out of memory for the slip of %zu elements", n);
  double *sy = sx + n;
  /* the slip over one rolled cell, S = Δx W + (A − A′) p (Kalker's sign; the
   * residual of the steady problem, docs/theory.md §6): zero in stick, and
   * against the traction in slip */
  tl_hsconv_tangential(w->conv, TL_HSCONV_DIFFERENCE, w->px, w->py, sx, sy);
  const double dt = tl_exact_time_step(w);
  for (int j = 0; j < g->my; j++) {
    for (int i = 0; i < g->mx; i++) {
      const size_t k = (size_t)j * (size_t)g->mx + (size_t)i;
      const double ux = sx[k] + (cx - spin * g->y[j]) * g->dx;
      const double uy = sy[k] + (cy + spin * g->x[i]) * g->dx;
      w_map[k] = w->state[k] == TL_CELL_SLIP ? hypot(ux, uy) / dt : 0.0;
    }
  }
  free(sx);
  return TL_OK;
}
