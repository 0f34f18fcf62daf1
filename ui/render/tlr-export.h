/* tlr-export.h — write any view to PNG, SVG or PDF with no display.
 *
 * The file is written to a temporary name beside the target and renamed into
 * place, so an interrupted export never leaves a truncated file. */
#ifndef TLR_EXPORT_H
#define TLR_EXPORT_H

#include <cairo.h>

#include "tlr-style.h"
#include "tribo/status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum { TLR_FORMAT_PNG, TLR_FORMAT_SVG, TLR_FORMAT_PDF } TlrFormat;

/* Draws one view into cr at the given size with the given style. */
typedef void (*TlrDrawFunc)(cairo_t *cr, double width, double height, const TlrStyle *style,
                            void *data);

TlStatus tlr_format_from_name(const char *name, TlrFormat *out, TlError *err);
/* From the file name's extension (.png, .svg, .pdf). */
TlStatus tlr_format_from_path(const char *path, TlrFormat *out, TlError *err);
const char *tlr_format_name(TlrFormat format);

/* Render draw() at width × height (pixels for PNG; points for SVG/PDF) with
 * `style` (usually tlr_style_light(); vector formats switch cells to
 * rectangles) and write it to path. */
TlStatus tlr_export(const char *path, TlrFormat format, int width, int height, TlrDrawFunc draw,
                    void *data, const TlrStyle *style, TlError *err);

#ifdef __cplusplus
}
#endif

#endif /* TLR_EXPORT_H */
