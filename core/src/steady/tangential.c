/* tangential.c — the discretised case shared by FASTSIM and the brush model. */
#include "tangential_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

TlFlexibility
tl_fastsim_flexibility(double shear_modulus, double a, double b, const TlKalkerCoeffs *c)
{
  TlFlexibility f;
  f.l1 = 8.0 * a / (3.0 * c->c11 * shear_modulus);
  f.l2 = 8.0 * a / (3.0 * c->c22 * shear_modulus);
  f.l3 = M_PI * a * sqrt(a / b) / (4.0 * c->c23 * shear_modulus);
  return f;
}

double
tl_fastsim_full_slip_creepage(double mu, double normal_load, double a, double b, double l1)
{
  const double p0 = 2.0 * normal_load / (M_PI * a * b);
  return 2.0 * mu * p0 * l1 / a;
}

/* Row ranges: the active cells of a row are contiguous because the ellipse
 * is convex in x. */
static void
fill_rows(TlTangentialCase *c)
{
  const TlGrid *g = &c->grid;
  for (int j = 0; j < g->my; j++) {
    int lo = g->mx, hi = 0;
    for (int i = 0; i < g->mx; i++) {
      if (g->active[j * g->mx + i]) {
        if (i < lo)
          lo = i;
        hi = i + 1;
      }
    }
    c->row_lo[j] = lo < hi ? lo : 0;
    c->row_hi[j] = lo < hi ? hi : 0;
  }
}

TlStatus
tl_tangential_case_set(TlTangentialCase *c, const TlContactParams *p, TlError *err)
{
  TlContactBasics basics;
  TlGrid grid;
  TlStatus s;

  if ((s = tl_contact_basics(p, &basics, err)) != TL_OK)
    return s;
  if ((s = tl_grid_init(&grid, p->mx, p->my, basics.hertz.a, basics.hertz.b, err)) != TL_OK)
    return s;

  const size_t n = (size_t)p->mx * (size_t)p->my;
  const int same = c->pn && c->grid.mx == p->mx && c->grid.my == p->my;
  double *pn = same ? c->pn : malloc(n * sizeof(double));
  double *bound = same ? c->bound : malloc(n * sizeof(double));
  int *lo = same ? c->row_lo : malloc((size_t)p->my * sizeof(int));
  int *hi = same ? c->row_hi : malloc((size_t)p->my * sizeof(int));
  if (!pn || !bound || !lo || !hi) {
    if (!same) {
      free(pn);
      free(bound);
      free(lo);
      free(hi);
    }
    tl_grid_clear(&grid);
    return tl_error_set(err, TL_ENOMEM, "out of memory for a %dx%d contact grid", p->mx, p->my);
  }
  if (!same) {
    tl_tangential_case_clear(c);
    c->pn = pn;
    c->bound = bound;
    c->row_lo = lo;
    c->row_hi = hi;
  } else {
    tl_grid_clear(&c->grid);
  }
  c->grid = grid;
  c->params = *p;
  c->basics = basics;

  tl_grid_pressure(&c->grid, p->bound, basics.hertz.normal_load, c->pn);
  for (size_t k = 0; k < n; k++)
    c->bound[k] = p->mu * c->pn[k];
  fill_rows(c);

  c->flex = tl_fastsim_flexibility(basics.hertz.material.shear_modulus, basics.hertz.a,
                                   basics.hertz.b, &basics.kalker);
  c->kx = 1.0 / c->flex.l1;
  c->ky = 1.0 / c->flex.l2;
  c->ks = 1.0 / c->flex.l3;
  return TL_OK;
}

void
tl_tangential_case_clear(TlTangentialCase *c)
{
  tl_grid_clear(&c->grid);
  free(c->pn);
  free(c->bound);
  free(c->row_lo);
  free(c->row_hi);
  memset(c, 0, sizeof *c);
}
