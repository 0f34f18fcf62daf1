/* tlr-figure-hertz.c — the Hertz pressure-map figure. */
#include "tlr-figure-hertz.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tlr-axis.h"
#include "tlr-view-patch.h"
#include "tribo/units.h"

void
tlr_hertz_figure_init(TlrHertzFigure *fig)
{
  memset(fig, 0, sizeof *fig);
}

void
tlr_hertz_figure_clear(TlrHertzFigure *fig)
{
  tl_grid_clear(&fig->grid);
  free(fig->pressure);
  memset(fig, 0, sizeof *fig);
}

TlStatus
tlr_hertz_figure_update(TlrHertzFigure *fig, const TlContactParams *params, TlError *err)
{
  TlContactBasics basics;
  TlGrid grid;
  TlStatus s;

  if ((s = tl_contact_basics(params, &basics, err)) != TL_OK)
    return s;
  if ((s = tl_grid_init(&grid, params->mx, params->my, basics.hertz.a, basics.hertz.b, err)) !=
      TL_OK)
    return s;
  double *pressure = malloc(sizeof(double) * (size_t)grid.mx * (size_t)grid.my);
  if (!pressure) {
    tl_grid_clear(&grid);
    return tl_error_set(err, TL_ENOMEM, "out of memory for the pressure map");
  }
  /* The Hertz pressure is the elliptic traction-bound pressure. */
  tl_grid_pressure(&grid, TL_BOUND_ELLIPTIC, basics.hertz.normal_load, pressure);

  /* Sticky axes: while a slider drags the load the ellipse should visibly
   * grow and shrink, so the axes only move when it no longer fits or has
   * become much smaller than the view. */
  const double a = basics.hertz.a, b = basics.hertz.b;
  if (!fig->valid || a > fig->extent_x / 1.02 || b > fig->extent_y / 1.02 ||
      (a < 0.45 * fig->extent_x && b < 0.45 * fig->extent_y)) {
    fig->extent_x = 1.25 * a;
    fig->extent_y = 1.25 * b;
  }

  tl_grid_clear(&fig->grid);
  free(fig->pressure);
  fig->grid = grid;
  fig->pressure = pressure;
  fig->params = *params;
  fig->basics = basics;
  fig->valid = 1;

  const TlHertzResult *h = &basics.hertz;
  snprintf(fig->note, sizeof fig->note,
           "a = %.3f mm, b = %.3f mm\n"
           "p<sub>0</sub> = %.1f MPa, δ = %.4f mm\n"
           "C<sub>11</sub> = %.3f, C<sub>22</sub> = %.3f\n"
           "C<sub>23</sub> = %.3f, C<sub>33</sub> = %.3f",
           h->a / TL_UNIT_MM, h->b / TL_UNIT_MM, h->p0 / TL_UNIT_MPA, h->approach / TL_UNIT_MM,
           basics.kalker.c11, basics.kalker.c22, basics.kalker.c23, basics.kalker.c33);
  return TL_OK;
}

void
tlr_hertz_figure_draw(cairo_t *cr, double width, double height, const TlrStyle *style, void *data)
{
  const TlrHertzFigure *fig = data;
  char title[160];
  TlrPatchView v = { 0 };

  if (!fig->valid) {
    v.message = "no valid contact case";
    tlr_draw_patch(cr, width, height, &v, style);
    return;
  }
  snprintf(title, sizeof title, "Hertz pressure, F<sub>N</sub> = %s kN",
           TLR_NUM(fig->basics.hertz.normal_load / TL_UNIT_KN, 4));
  v.grid = &fig->grid;
  v.field = fig->pressure;
  v.field_scale = TL_UNIT_MPA;
  v.vmin = 0.0;
  v.vmax = fig->basics.hertz.p0 / TL_UNIT_MPA;
  v.map = TLR_CMAP_VIRIDIS;
  v.title = title;
  v.note = fig->note;
  v.colorbar_label = "p<sub>n</sub> (MPa)";
  v.mark_leading_edge = 1;
  v.extent_x = fig->extent_x;
  v.extent_y = fig->extent_y;
  tlr_draw_patch(cr, width, height, &v, style);
}

TlStatus
tlr_hertz_figure_write_csv(FILE *out, void *data, TlError *err)
{
  const TlrHertzFigure *fig = data;
  if (!fig->valid)
    return tl_error_set(err, TL_EINVAL, "no valid contact case to write");
  const TlGrid *g = &fig->grid;
  fputs("x_mm,y_mm,pn_mpa\n", out);
  for (int j = 0; j < g->my; j++)
    for (int i = 0; i < g->mx; i++)
      if (g->active[j * g->mx + i])
        fprintf(out, "%.10g,%.10g,%.10g\n", g->x[i] / TL_UNIT_MM, g->y[j] / TL_UNIT_MM,
                fig->pressure[j * g->mx + i] / TL_UNIT_MPA);
  return TL_OK;
}
