/* traction.c — the common tangential-solution container. */
#include "tribo/traction.h"

#include <stdlib.h>
#include <string.h>

TlStatus
tl_traction_alloc(TlTraction *t, int mx, int my, TlError *err)
{
  TlStatus s;
  memset(t, 0, sizeof *t);
  if ((s = tl_grid_check_size(mx, my, err)) != TL_OK)
    return s;
  const size_t n = (size_t)mx * (size_t)my;
  t->pn = calloc(n, sizeof(double));
  t->tx = calloc(n, sizeof(double));
  t->ty = calloc(n, sizeof(double));
  t->state = calloc(n, 1);
  if (!t->pn || !t->tx || !t->ty || !t->state) {
    tl_traction_free(t);
    return tl_error_set(err, TL_ENOMEM, "out of memory for a %dx%d traction map", mx, my);
  }
  t->mx = mx;
  t->my = my;
  return TL_OK;
}

void
tl_traction_free(TlTraction *t)
{
  free(t->pn);
  free(t->tx);
  free(t->ty);
  free(t->state);
  memset(t, 0, sizeof *t);
}

void
tl_traction_copy(TlTraction *dst, const TlTraction *src)
{
  const size_t n = (size_t)src->mx * (size_t)src->my;
  memcpy(dst->pn, src->pn, n * sizeof(double));
  memcpy(dst->tx, src->tx, n * sizeof(double));
  memcpy(dst->ty, src->ty, n * sizeof(double));
  memcpy(dst->state, src->state, n);
  /* and the totals: all of src but the arrays dst owns */
  const TlTraction maps = *dst;
  *dst = *src;
  dst->pn = maps.pn;
  dst->tx = maps.tx;
  dst->ty = maps.ty;
  dst->state = maps.state;
}

void
tl_traction_totals(TlTraction *t, const TlGrid *grid, double normal_load)
{
  const double da = grid->dx * grid->dy;
  double fx = 0, fy = 0, mz = 0, load = 0;
  int contact = 0, stick = 0;
  for (int j = 0; j < t->my; j++) {
    for (int i = 0; i < t->mx; i++) {
      const int k = j * t->mx + i;
      if (t->state[k] == TL_CELL_OUTSIDE)
        continue;
      contact++;
      stick += t->state[k] == TL_CELL_STICK;
      fx += t->tx[k];
      fy += t->ty[k];
      mz += grid->x[i] * t->ty[k] - grid->y[j] * t->tx[k];
      load += t->pn[k];
    }
  }
  t->fx = fx * da;
  t->fy = fy * da;
  t->mz = mz * da;
  t->load = load * da;
  t->f = normal_load > 0.0 ? t->fx / normal_load : 0.0;
  t->stick_fraction = contact ? (double)stick / contact : 0.0;
}
