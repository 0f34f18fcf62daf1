/* tlr-view-patch.h — the contact-patch map: a field over the grid cells (pressure,
 * traction, traction/bound), the ellipse outline, the stick/slip boundary and the
 * leading edge, with a colour bar.  Drawn in mm. */
#ifndef TLR_VIEW_PATCH_H
#define TLR_VIEW_PATCH_H

#include <cairo.h>
#include <stddef.h>

#include "tlr-heatmap.h"
#include "tlr-patch-field.h"
#include "tlr-style.h"
#include "tribo/grid.h"
#include "tribo/traction.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
  const TlGrid *grid;         /* cell layout (SI) */
  const double *field;        /* mx·my values (SI or dimensionless); NaN or inactive: not drawn */
  double field_scale;         /* displayed value = field / field_scale (e.g. TL_UNIT_MPA) */
  double vmin, vmax;          /* colour range in displayed units; vmin >= vmax: from the data */
  TlrColormap map;
  const char *title;          /* markup */
  const char *note;           /* markup drawn in a box at the top-left (read-out), or NULL */
  const char *colorbar_label; /* markup with unit, e.g. "p<sub>n</sub> (MPa)" */
  const unsigned char *state; /* optional mx·my: 0 outside, 1 stick, 2 slip */
  int mark_leading_edge;      /* mark x = +a as the leading edge */
  double extent_x, extent_y;  /* half-widths of the axes [m]; 0: 1.12 a and 1.12 b */
  const char *message;        /* if set, drawn instead of the map (e.g. an error) */
  int hide_outline;           /* no ellipse outline (a patch that is not an ellipse) */
} TlrPatchView;

void tlr_draw_patch(cairo_t *cr, double width, double height, const TlrPatchView *view,
                    const TlrStyle *style);
/* A patch view with only a message (markup), e.g. why there is no map. */
void tlr_draw_patch_message(cairo_t *cr, double width, double height, const TlrStyle *style,
                            const char *message);

/* The map of a traction: field f of t (friction coefficient mu) over grid in
 * f's colours, with t's stick/slip boundary and the leading edge marked;
 * range (NULL: f's own) is the colour range in displayed units. */
void tlr_draw_patch_field(cairo_t *cr, double width, double height, const TlrStyle *style,
                          TlrPatchField f, const TlTraction *t, double mu, const TlGrid *grid,
                          const char *title, const char *note, const double range[2]);
/* The note under a traction map, into note[size]: the traction coefficient f
 * and the stick share (0 to 1), then μ and the normal load [N]; after_stick
 * and after_load end the first and the second line. */
void tlr_patch_note(char *note, size_t size, double f, double stick, double mu, double load,
                    const char *after_stick, const char *after_load);

#ifdef __cplusplus
}
#endif

#endif /* TLR_VIEW_PATCH_H */
