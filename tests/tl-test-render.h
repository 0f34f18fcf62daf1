/* tl-test-render.h — drawing a figure into an image that a render test reads. */
#ifndef TL_TEST_RENDER_H
#define TL_TEST_RENDER_H

#include <cairo.h>

#include "tlr-export.h"

/* A figure drawn at w × h pixels in `style` into a new RGB24 image surface,
 * flushed so its pixels can be read (cairo_surface_destroy it). */
static inline cairo_surface_t *
tl_test_draw_rgb24(TlrDrawFunc draw, void *data, int w, int h, const TlrStyle *style)
{
  cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
  cairo_t *cr = cairo_create(s);
  draw(cr, w, h, style, data);
  cairo_destroy(cr);
  cairo_surface_flush(s);
  return s;
}

#endif /* TL_TEST_RENDER_H */
