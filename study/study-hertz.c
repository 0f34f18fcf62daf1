/* study-hertz.c — the Hertz view's pipeline. */
#include "study-hertz.h"

#include <stdlib.h>
#include <string.h>

#include "tribo/units.h"

void
tl_study_hertz_init(TlStudyHertz *s)
{
  memset(s, 0, sizeof *s);
}

void
tl_study_hertz_clear(TlStudyHertz *s)
{
  tl_grid_clear(&s->grid);
  free(s->pressure);
  tl_study_hertz_init(s);
}

TlStatus
tl_study_hertz_update(TlStudyHertz *s, const TlContactParams *spec, const TlStudyControl *ctl,
                      TlError *err)
{
  (void)ctl;
  TlContactBasics basics;
  TlGrid grid;
  TlStatus st;

  if ((st = tl_contact_basics(spec, &basics, err)) != TL_OK)
    return st;
  if ((st = tl_grid_init(&grid, spec->mx, spec->my, basics.hertz.a, basics.hertz.b, err)) !=
      TL_OK)
    return st;
  double *pressure = malloc(sizeof(double) * (size_t)grid.mx * (size_t)grid.my);
  if (!pressure) {
    tl_grid_clear(&grid);
    return tl_error_set(err, TL_ENOMEM, "out of memory for the pressure map");
  }
  /* The Hertz pressure is the elliptic traction-bound pressure. */
  tl_grid_pressure(&grid, TL_BOUND_ELLIPTIC, basics.hertz.normal_load, pressure);

  /* Sticky axes: they move only when the ellipse no longer fits or has become
   * much smaller than the view. */
  const double a = basics.hertz.a, b = basics.hertz.b;
  if (!s->valid || a > s->extent_x / 1.02 || b > s->extent_y / 1.02 ||
      (a < 0.45 * s->extent_x && b < 0.45 * s->extent_y)) {
    s->extent_x = 1.25 * a;
    s->extent_y = 1.25 * b;
  }

  tl_grid_clear(&s->grid);
  free(s->pressure);
  s->grid = grid;
  s->pressure = pressure;
  s->params = *spec;
  s->basics = basics;
  s->valid = 1;
  return TL_OK;
}

TlStatus
tl_study_hertz_write_csv(FILE *out, const TlStudyHertz *s, TlError *err)
{
  if (!s->valid)
    return tl_error_set(err, TL_EINVAL, "no valid contact case to write");
  const TlGrid *g = &s->grid;
  fputs("x_mm,y_mm,pn_mpa\n", out);
  for (int j = 0; j < g->my; j++)
    for (int i = 0; i < g->mx; i++)
      if (g->active[j * g->mx + i])
        fprintf(out, "%.10g,%.10g,%.10g\n", g->x[i] / TL_UNIT_MM, g->y[j] / TL_UNIT_MM,
                s->pressure[j * g->mx + i] / TL_UNIT_MPA);
  return TL_OK;
}
