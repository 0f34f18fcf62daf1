/* exact-slip.c — the local slip speed of the exact theory's steady state,
 * for the frictional power (docs/theory.md §12). */
#include "exact_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tribo/hsconv.h"

/* w_map[k] = |u_k| / dt in the slipping cells, 0 elsewhere, where u is the
 * convolution of the tractions at `place` plus a shift: b (bx, by) per cell, or,
 * without b, the rigid slip of the creepages over one rolled cell. */
static TlStatus
slip_speed(TlExact *w, TlHsPlace place, const double *bx, const double *by, double cx,
           double cy, double spin, double *w_map, TlError *err)
{
  const TlGrid *g = &w->grid;
  const size_t n = (size_t)w->n;
  double *sx = malloc(2 * n * sizeof(double));
  if (!sx)
    return tl_error_set(err, TL_ENOMEM, "out of memory for the slip of %zu elements", n);
  double *sy = sx + n;
  tl_hsconv_tangential(w->conv, place, w->px, w->py, sx, sy);
  const double dt = tl_exact_time_step(w);
  for (int j = 0; j < g->my; j++) {
    for (int i = 0; i < g->mx; i++) {
      const size_t k = (size_t)j * (size_t)g->mx + (size_t)i;
      const double ux = sx[k] + (bx ? bx[k] : (cx - spin * g->y[j]) * g->dx);
      const double uy = sy[k] + (by ? by[k] : (cy + spin * g->x[i]) * g->dx);
      w_map[k] = w->state[k] == TL_CELL_SLIP ? hypot(ux, uy) / dt : 0.0;
    }
  }
  free(sx);
  return TL_OK;
}

TlStatus
tl_exact_slip_speed(TlExact *w, double cx, double cy, double spin, double *w_map, TlError *err)
{
  TlStatus s;
  if ((s = tl_contact_check_creepage(cx, cy, spin, err)) != TL_OK)
    return s;
  /* the slip over one rolled cell, S = Δx W + (A − A′) p (Kalker's sign; the
   * residual of the steady problem, docs/theory.md §6): zero in stick, and
   * against the traction in slip */
  return slip_speed(w, TL_HSCONV_DIFFERENCE, NULL, NULL, cx, cy, spin, w_map, err);
}

TlStatus
tl_exact_step_slip_speed(TlExact *w, double *w_map, TlError *err)
{
  if (!w->have_previous)
    return tl_error_set(err, TL_EINVAL,
                        "the exact solver's state is not a rolling step's: no slip speed yet");
  /* the step's shift s = A p + b (Kalker's sign) with the b it was solved for:
   * zero in stick, against the traction in slip */
  return slip_speed(w, TL_HSCONV_AT_CELL, w->bx, w->by, 0.0, 0.0, 0.0, w_map, err);
}
