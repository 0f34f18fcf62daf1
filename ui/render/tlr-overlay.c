/* tlr-overlay.c — pinned ghosts and sweep families. */
#include "tlr-overlay.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tlr-heatmap.h"

void
tlr_overlay_init(TlrOverlay *o, int family)
{
  *o = (TlrOverlay){ .family = family };
}

/* x and y share one block: x holds it. */
static void
curve_free(TlrOverlayCurve *c)
{
  free(c->x);
  memset(c, 0, sizeof *c);
}

void
tlr_overlay_clear(TlrOverlay *o)
{
  for (int i = 0; i < o->n; i++)
    curve_free(&o->curves[i]);
  o->n = 0;
  o->title[0] = '\0';
}

void
tlr_overlay_reset(TlrOverlay *o, int family)
{
  tlr_overlay_clear(o);
  o->family = family;
}

TlStatus
tlr_overlay_add(TlrOverlay *o, const char *label, const double *x, const double *y, int n,
                TlError *err)
{
  if (n < 2)
    return tl_error_set(err, TL_EINVAL, "a curve needs at least two points");
  TlrOverlayCurve c;
  memset(&c, 0, sizeof c);
  if (!(c.x = malloc(2 * sizeof(double) * (size_t)n)))
    return tl_error_set(err, TL_ENOMEM, "out of memory for a pinned curve");
  c.y = c.x + n;
  memcpy(c.x, x, sizeof(double) * (size_t)n);
  memcpy(c.y, y, sizeof(double) * (size_t)n);
  c.n = n;
  snprintf(c.label, sizeof c.label, "%s", label ? label : "");
  if (o->n == TLR_OVERLAY_MAX) {
    curve_free(&o->curves[0]);
    memmove(&o->curves[0], &o->curves[1], sizeof(TlrOverlayCurve) * (TLR_OVERLAY_MAX - 1));
    o->n--;
  }
  o->curves[o->n++] = c;
  return TL_OK;
}

void
tlr_overlay_extent(const TlrOverlay *o, double *xlo, double *xhi, double *ylo, double *yhi)
{
  for (int i = 0; i < o->n; i++) {
    const TlrOverlayCurve *c = &o->curves[i];
    for (int k = 0; k < c->n; k++) {
      if (!isfinite(c->x[k]) || !isfinite(c->y[k]))
        continue;
      *xlo = fmin(*xlo, c->x[k]);
      *xhi = fmax(*xhi, c->x[k]);
      *ylo = fmin(*ylo, c->y[k]);
      *yhi = fmax(*yhi, c->y[k]);
    }
  }
}

TlrColor
tlr_overlay_color(const TlrOverlay *o, const TlrStyle *style, int i)
{
  if (o->family) /* viridis without its lightest yellow, which vanishes on white */
    return tlr_colormap(TLR_CMAP_VIRIDIS, o->n > 1 ? 0.85 * i / (o->n - 1) : 0.0);
  /* ghosts: the muted colour, older ones fainter */
  return tlr_color_with_alpha(style->muted, 0.35 + 0.55 * (i + 1) / o->n);
}

void
tlr_plot_overlay(TlrPlot *plot, const TlrOverlay *o)
{
  for (int i = 0; i < o->n; i++) {
    TlrLineStyle ls = tlr_line_style(tlr_overlay_color(o, plot->style, i));
    ls.width = o->family ? 1.1 : 1.0;
    ls.dash = o->family ? TLR_DASH_SOLID : TLR_DASH_DASHED;
    tlr_plot_line(plot, o->curves[i].x, o->curves[i].y, o->curves[i].n, &ls);
  }
}

int
tlr_overlay_legend(const TlrOverlay *o, const TlrStyle *style, TlrLegendEntry *entries, int max)
{
  int k = 0;
  for (int i = 0; i < o->n && k < max; i++, k++) {
    entries[k].label = o->curves[i].label;
    entries[k].color = tlr_overlay_color(o, style, i);
    entries[k].dash = o->family ? TLR_DASH_SOLID : TLR_DASH_DASHED;
    entries[k].marker = TLR_MARKER_NONE;
    entries[k].no_line = 0;
  }
  return k;
}
