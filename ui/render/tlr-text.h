/* tlr-text.h — text on a cairo context through pango (markup: <sub>, <sup>, <i>). */
#ifndef TLR_TEXT_H
#define TLR_TEXT_H

#include <cairo.h>
#include <stddef.h>

#include "tlr-style.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
  double size;   /* font size as a multiple of style->font_size */
  double xalign; /* 0 left, 0.5 centre, 1 right of the anchor */
  double yalign; /* 0 top, 0.5 centre, 1 bottom of the anchor */
  double angle;  /* rotation about the anchor [rad]; −π/2 for a y-axis label */
  int bold;
} TlrTextOpts;

/* Draw pango markup with its anchor at (x, y) in colour c. */
void tlr_text(cairo_t *cr, const TlrStyle *style, double x, double y, const TlrTextOpts *opts,
              TlrColor c, const char *markup);

/* Logical extent of the markup at the given options (unrotated). */
void tlr_text_size(cairo_t *cr, const TlrStyle *style, const TlrTextOpts *opts,
                   const char *markup, double *width, double *height);

/* The markup with each line wider than `room` broken after its last ", ",
 * "; " or ": " that lets it fit (or its first one), written into buf; the
 * markup itself when it is longer than buf. */
const char *tlr_text_wrap(cairo_t *cr, const TlrStyle *style, const TlrTextOpts *opts,
                          const char *markup, double room, char *buf, size_t len);

/* Common option sets. */
TlrTextOpts tlr_text_opts(double size, double xalign, double yalign);

#ifdef __cplusplus
}
#endif

#endif /* TLR_TEXT_H */
