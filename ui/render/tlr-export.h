/* tlr-export.h — write any view to PNG, SVG or PDF with no display.
 *
 * The file is written to a temporary created exclusively beside the target,
 * synced and renamed into place (tribo/textio.h), so an interrupted or failed
 * export never leaves a truncated file, and a target that is a link, a device
 * or a FIFO is refused rather than replaced. */
#ifndef TLR_EXPORT_H
#define TLR_EXPORT_H

#include <cairo.h>
#include <stdio.h>

#include "tlr-style.h"
#include "tribo/status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum { TLR_FORMAT_PNG, TLR_FORMAT_SVG, TLR_FORMAT_PDF } TlrFormat;

/* Draws one view into cr at the given size with the given style.  A figure's
 * header declares its drawing functions with the function type:
 * `TlrDrawFn tlr_<view>_draw;`. */
typedef void TlrDrawFn(cairo_t *cr, double width, double height, const TlrStyle *style,
                       void *data);
typedef TlrDrawFn *TlrDrawFunc;

/* Writes a figure's data as CSV (header line, %.10g, '.' decimal point);
 * declared as `TlrCsvFn tlr_<view>_write_csv;`. */
typedef TlStatus TlrCsvFn(FILE *out, void *data, TlError *err);
typedef TlrCsvFn *TlrCsvFunc;

/* Write csv(data) to path atomically (temporary file + rename). */
TlStatus tlr_export_csv(const char *path, TlrCsvFunc csv, void *data, TlError *err);

TlStatus tlr_format_from_name(const char *name, TlrFormat *out, TlError *err);
/* From the file name's extension (.png, .svg, .pdf). */
TlStatus tlr_format_from_path(const char *path, TlrFormat *out, TlError *err);

/* Physical size → device size: PNG gets width_mm/25.4·dpi pixels, SVG/PDF
 * width_mm/25.4·72 points; *style_scale is the factor for tlr_style_scale so
 * that text keeps the size it has on a 96 dpi screen. */
void tlr_export_size_from_mm(TlrFormat format, double width_mm, double height_mm, double dpi,
                             int *width, int *height, double *style_scale);

/* An export's size as the user gives it: in pixels (PNG; points for SVG/PDF,
 * as before sizes had units), millimetres or points, with a resolution and a
 * base font size in points. */
typedef enum { TLR_SIZE_PX, TLR_SIZE_MM, TLR_SIZE_PT } TlrSizeUnit;

typedef struct {
  double width, height; /* in `unit` */
  TlrSizeUnit unit;
  double dpi;     /* PNG pixels per inch of a size in mm or pt; a size in px is taken to be
                     seen at this density when font_pt is given (96 by default) */
  double font_pt; /* base font [pt]; 0: TLR_DEFAULT_FONT_PT for a size in mm or pt, and the
                     window's proportions (12 device units) for a size in px */
} TlrExportSize;

/* 900 × 640 px, 96 dpi, font 0: the picture exports had before sizes had units. */
TlrExportSize tlr_export_size_default(void);

/* Named sizes: column (a journal's single column, 85 mm wide), double (a
 * double column, 170 mm), slide (16:9, 10 in wide), slide43 (4:3, 10 in). */
typedef struct {
  const char *name;
  double width_mm, height_mm;
  double font_pt;
  const char *summary;
} TlrSizePreset;

/* The preset called `name`, NULL when there is none. */
const TlrSizePreset *tlr_size_preset(const char *name);
/* "column, double, slide, slide43" (static). */
const char *tlr_size_preset_names(void);

#define TLR_EXPORT_MIN_DPI 36.0
#define TLR_EXPORT_MAX_DPI 2400.0
#define TLR_EXPORT_MIN_FONT_PT 4.0
#define TLR_EXPORT_MAX_FONT_PT 72.0

/* Device size (pixels for PNG, points for SVG/PDF) and the style's fonts and
 * line widths (tlr_style_set_font_pt; colours untouched) of `size` in
 * `format`.  Refuses (TL_EINVAL, a sentence naming the quantity) a
 * non-finite or out-of-range size, resolution or font. */
TlStatus tlr_export_size_resolve(TlrFormat format, const TlrExportSize *size, int *width,
                                 int *height, TlrStyle *style, TlError *err);

/* Sides an export accepts: below the minimum the axes' labels would need a
 * negative font size; above the maximum a PNG would take gigabytes. */
#define TLR_EXPORT_MIN_SIDE 120
#define TLR_EXPORT_MAX_SIDE 20000

/* A surface of the kind `format` writes, width × height, that writes
 * nowhere: to draw a figure once with the metrics of the real one (a layout
 * pass, a check).  Destroy it with cairo_surface_destroy. */
cairo_surface_t *tlr_scratch_surface(TlrFormat format, int width, int height);

/* The room a figure needs under its plots at width × height in `format`:
 * draws it on scratch surfaces of that kind until the legends and notes
 * that find no place clear of the data have their bands, and sets
 * style->hints to *hints for the drawing that follows (tlr-layout.h).
 * tlr_export does this first. */
void tlr_export_settle_layout(TlrFormat format, int width, int height, TlrDrawFunc draw,
                              void *data, TlrStyle *style, void *hints);

/* Render draw() at width × height (pixels for PNG; points for SVG/PDF) with
 * `style` (usually tlr_style_light(); vector formats switch cells to
 * rectangles) and write it to path. */
TlStatus tlr_export(const char *path, TlrFormat format, int width, int height, TlrDrawFunc draw,
                    void *data, const TlrStyle *style, TlError *err);

#ifdef __cplusplus
}
#endif

#endif /* TLR_EXPORT_H */
