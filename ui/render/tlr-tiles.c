/* tlr-tiles.c — several figures drawn as one. */
#include "tlr-tiles.h"

#include <math.h>

#include "tlr-plot.h"

void
tlr_tiles_draw(cairo_t *cr, double width, double height, const TlrStyle *style, void *data)
{
  const TlrTiles *t = data;
  tlr_fill_background(cr, style, 0, 0, width, height);
  for (int k = 0; k < t->n && k < TLR_TILES_MAX; k++) {
    const TlrTile *tile = &t->tiles[k];
    /* whole device units: neighbouring tiles share an edge, no seam */
    const double x0 = round(tile->x * width), y0 = round(tile->y * height);
    const double x1 = round((tile->x + tile->w) * width), y1 = round((tile->y + tile->h) * height);
    if (!tile->draw || x1 - x0 < 1.0 || y1 - y0 < 1.0)
      continue;
    cairo_save(cr);
    cairo_translate(cr, x0, y0);
    cairo_rectangle(cr, 0, 0, x1 - x0, y1 - y0);
    cairo_clip(cr);
    tile->draw(cr, x1 - x0, y1 - y0, style, tile->data);
    cairo_restore(cr);
  }
}
