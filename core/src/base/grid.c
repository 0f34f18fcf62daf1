/* grid.c — the shared contact-patch grid. */
#include "tribo/grid.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tribo/names.h"

TlStatus
tl_grid_check_size(int mx, int my, TlError *err)
{
  if (mx < TL_GRID_MIN || my < TL_GRID_MIN || mx > TL_GRID_MAX || my > TL_GRID_MAX)
    return tl_error_set(err, TL_EINVAL, "grid %dx%d: each side must lie between %d and %d cells",
                        mx, my, TL_GRID_MIN, TL_GRID_MAX);
  return TL_OK;
}

TlStatus
tl_grid_init(TlGrid *grid, int mx, int my, double a, double b, TlError *err)
{
  TlStatus s;

  memset(grid, 0, sizeof *grid);
  if ((s = tl_grid_check_size(mx, my, err)) != TL_OK)
    return s;
  if ((s = tl_check_positive(a, "semi-axis a", "m", err)) != TL_OK ||
      (s = tl_check_positive(b, "semi-axis b", "m", err)) != TL_OK)
    return s;

  grid->x = malloc(sizeof(double) * (size_t)mx);
  grid->y = malloc(sizeof(double) * (size_t)my);
  grid->active = malloc((size_t)mx * (size_t)my);
  if (!grid->x || !grid->y || !grid->active) {
    tl_grid_clear(grid);
    return tl_error_set(err, TL_ENOMEM, "out of memory for a %dx%d grid", mx, my);
  }
  grid->mx = mx;
  grid->my = my;
  grid->a = a;
  grid->b = b;
  grid->dx = 2.0 * a / mx;
  grid->dy = 2.0 * b / my;
  for (int i = 0; i < mx; i++)
    grid->x[i] = -a + (i + 0.5) * grid->dx;
  for (int j = 0; j < my; j++)
    grid->y[j] = -b + (j + 0.5) * grid->dy;
  for (int j = 0; j < my; j++) {
    for (int i = 0; i < mx; i++) {
      const double u = grid->x[i] / a, v = grid->y[j] / b;
      const int in = u * u + v * v < 1.0;
      grid->active[j * mx + i] = (unsigned char)in;
      grid->n_active += in;
    }
  }
  return TL_OK;
}

void
tl_grid_clear(TlGrid *grid)
{
  free(grid->x);
  free(grid->y);
  free(grid->active);
  memset(grid, 0, sizeof *grid);
}

double
tl_grid_half_length(const TlGrid *grid, double y)
{
  const double q = 1.0 - (y * y) / (grid->b * grid->b);
  return q > 0.0 ? grid->a * sqrt(q) : 0.0;
}

void
tl_grid_pressure(const TlGrid *grid, TlTractionBound bound, double normal_load, double *pn)
{
  const double ab = grid->a * grid->b;
  const double peak = bound == TL_BOUND_PARABOLIC ? 2.0 * normal_load / (M_PI * ab)
                                                  : 3.0 * normal_load / (2.0 * M_PI * ab);
  for (int j = 0; j < grid->my; j++) {
    for (int i = 0; i < grid->mx; i++) {
      const int k = j * grid->mx + i;
      const double u = grid->x[i] / grid->a, v = grid->y[j] / grid->b;
      const double q = 1.0 - u * u - v * v;
      if (!grid->active[k] || q <= 0.0)
        pn[k] = 0.0;
      else
        pn[k] = bound == TL_BOUND_PARABOLIC ? peak * q : peak * sqrt(q);
    }
  }
}

static const char *const bound_names[] = { "parabolic", "elliptic" };

/* (a value past the table is named as the elliptic bound, as it always was) */
TL_DEFINE_ENUM_NAMES(tl_traction_bound, TlTractionBound, bound_names, "traction bound", "elliptic")
