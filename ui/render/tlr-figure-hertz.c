/* tlr-figure-hertz.c — the Hertz pressure-map figure. */
#include "tlr-figure-hertz.h"

#include <stdio.h>

#include "tlr-axis.h"
#include "tlr-view-patch.h"
#include "tribo/units.h"

/* The read-out drawn on the map (pango markup). */
static void
compose_note(const TlStudyHertz *s, char *note, size_t len)
{
  const TlHertzResult *h = &s->basics.hertz;
  snprintf(note, len,
           "a = %.3f mm, b = %.3f mm\n"
           "p<sub>0</sub> = %.1f MPa, δ = %.4f mm\n"
           "C<sub>11</sub> = %.3f, C<sub>22</sub> = %.3f\n"
           "C<sub>23</sub> = %.3f, C<sub>33</sub> = %.3f",
           h->a / TL_UNIT_MM, h->b / TL_UNIT_MM, h->p0 / TL_UNIT_MPA, h->approach / TL_UNIT_MM,
           s->basics.kalker.c11, s->basics.kalker.c22, s->basics.kalker.c23,
           s->basics.kalker.c33);
}

void
tlr_hertz_draw(cairo_t *cr, double width, double height, const TlrStyle *style, void *data)
{
  const TlStudyHertz *fig = data;
  char title[160], note[512];
  if (!fig->valid) {
    tlr_draw_patch_message(cr, width, height, style, "no valid contact case");
    return;
  }
  snprintf(title, sizeof title, "Hertz pressure, F<sub>N</sub> = %s kN",
           TLR_NUM(fig->basics.hertz.normal_load / TL_UNIT_KN, 4));
  TlrPatchView v = { 0 };
  v.grid = &fig->grid;
  v.field = fig->pressure;
  v.field_scale = TL_UNIT_MPA;
  v.vmin = 0.0;
  v.vmax = fig->basics.hertz.p0 / TL_UNIT_MPA;
  v.map = TLR_CMAP_VIRIDIS;
  v.title = title;
  compose_note(fig, note, sizeof note);
  v.note = note;
  v.colorbar_label = "p<sub>n</sub> (MPa)";
  v.mark_leading_edge = 1;
  v.extent_x = fig->extent_x;
  v.extent_y = fig->extent_y;
  tlr_draw_patch(cr, width, height, &v, style);
}

TlStatus
tlr_hertz_write_csv(FILE *out, void *data, TlError *err)
{
  return tl_study_hertz_write_csv(out, data, err);
}
