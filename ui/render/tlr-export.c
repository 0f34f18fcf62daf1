/* tlr-export.c — PNG/SVG/PDF export through cairo surfaces. */
#include "tlr-export.h"
#include "tlr-layout.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include <glib.h>

#include "tribo/textio.h"

TlStatus
tlr_format_from_name(const char *name, TlrFormat *out, TlError *err)
{
  if (name && strcasecmp(name, "png") == 0)
    *out = TLR_FORMAT_PNG;
  else if (name && strcasecmp(name, "svg") == 0)
    *out = TLR_FORMAT_SVG;
  else if (name && strcasecmp(name, "pdf") == 0)
    *out = TLR_FORMAT_PDF;
  else
    return tl_error_set(err, TL_EINVAL, "unknown image format '%s' (use png, svg or pdf)",
                        name ? name : "(null)");
  return TL_OK;
}

TlStatus
tlr_format_from_path(const char *path, TlrFormat *out, TlError *err)
{
  const char *dot = path ? strrchr(path, '.') : NULL;
  if (!dot)
    return tl_error_set(err, TL_EINVAL,
                        "cannot tell the image format of '%s': give --format or a .png, .svg "
                        "or .pdf name",
                        path ? path : "(null)");
  return tlr_format_from_name(dot + 1, out, err);
}

static cairo_status_t
write_stream(void *closure, const unsigned char *data, unsigned int length)
{
  return fwrite(data, 1, length, closure) == length ? CAIRO_STATUS_SUCCESS
                                                    : CAIRO_STATUS_WRITE_ERROR;
}

static cairo_status_t
write_buffer(void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append(closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* The SVG with the recorded labels put in before its closing tag: on top of
 * everything, as the labels of a plot are. */
static cairo_status_t
write_svg_with_text(FILE *fp, GByteArray *svg, const GString *text)
{
  static const char close_tag[] = "</svg>";
  size_t at = svg->len;
  for (size_t i = svg->len >= 6 ? svg->len - 5 : 0; i-- > 0;)
    if (memcmp(svg->data + i, close_tag, 6) == 0) {
      at = i;
      break;
    }
  if (at == svg->len)
    return CAIRO_STATUS_WRITE_ERROR;
  static const char open_group[] = "<g id=\"labels\">\n", close_group[] = "</g>\n";
  cairo_status_t cs = write_stream(fp, svg->data, (unsigned)at);
  if (cs == CAIRO_STATUS_SUCCESS)
    cs = write_stream(fp, (const unsigned char *)open_group, sizeof open_group - 1);
  if (cs == CAIRO_STATUS_SUCCESS)
    cs = write_stream(fp, (const unsigned char *)text->str, (unsigned)text->len);
  if (cs == CAIRO_STATUS_SUCCESS)
    cs = write_stream(fp, (const unsigned char *)close_group, sizeof close_group - 1);
  if (cs == CAIRO_STATUS_SUCCESS)
    cs = write_stream(fp, svg->data + at, (unsigned)(svg->len - at));
  return cs;
}

static cairo_status_t
discard_stream(void *closure, const unsigned char *data, unsigned int length)
{
  (void)closure;
  (void)data;
  (void)length;
  return CAIRO_STATUS_SUCCESS;
}

cairo_surface_t *
tlr_scratch_surface(TlrFormat format, int width, int height)
{
  switch (format) {
  case TLR_FORMAT_SVG:
    return cairo_svg_surface_create_for_stream(discard_stream, NULL, width, height);
  case TLR_FORMAT_PDF:
    return cairo_pdf_surface_create_for_stream(discard_stream, NULL, width, height);
  case TLR_FORMAT_PNG:
  default:
    return cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
  }
}

/* On scratch surfaces of the kind written: the same font metrics. */
void
tlr_export_settle_layout(TlrFormat format, int width, int height, TlrDrawFunc draw, void *data,
                         TlrStyle *st, void *hints_)
{
  TlrLayoutHints *hints = hints_;
  memset(hints, 0, sizeof *hints);
  TlrStyle scratch = *st;
  scratch.hints = hints;
  scratch.layout_log = NULL;
  scratch.text_sink = NULL;
  for (int pass = 0; pass < TLR_LAYOUT_PASSES; pass++) {
    cairo_surface_t *s = tlr_scratch_surface(format, width, height);
    cairo_t *cr = cairo_create(s);
    tlr_layout_hints_begin(hints);
    draw(cr, width, height, &scratch, data);
    cairo_destroy(cr);
    cairo_surface_finish(s);
    cairo_surface_destroy(s);
    if (!tlr_layout_hints_settle(hints))
      break;
  }
  tlr_layout_hints_begin(hints);
  st->hints = hints;
}

TlStatus
tlr_export(const char *path, TlrFormat format, int width, int height, TlrDrawFunc draw,
           void *data, const TlrStyle *style, TlError *err)
{
  if (width < TLR_EXPORT_MIN_SIDE || height < TLR_EXPORT_MIN_SIDE ||
      width > TLR_EXPORT_MAX_SIDE || height > TLR_EXPORT_MAX_SIDE)
    return tl_error_set(err, TL_EINVAL, "image size %dx%d must lie between %d and %d per side",
                        width, height, TLR_EXPORT_MIN_SIDE, TLR_EXPORT_MAX_SIDE);
  TlOutFile out;
  TlStatus s = tl_out_file_open(&out, path, err);
  if (s != TL_OK)
    return s;

  TlrStyle st = *style;
  st.vector_cells = format != TLR_FORMAT_PNG;
  st.screen = 0; /* a file is drawn once: every point */
  /* SVG text as <text>: cairo 1.16's SVG surface writes every glyph as an
   * outline, so the labels are recorded instead of drawn and added after */
  GString *text = format == TLR_FORMAT_SVG && st.svg_text ? g_string_new(NULL) : NULL;
  GByteArray *svg = text ? g_byte_array_new() : NULL;
  st.text_sink = text;
  cairo_surface_t *surface;
  switch (format) {
  case TLR_FORMAT_SVG:
    surface = svg ? cairo_svg_surface_create_for_stream(write_buffer, svg, width, height)
                  : cairo_svg_surface_create_for_stream(write_stream, out.fp, width, height);
    break;
  case TLR_FORMAT_PDF:
    surface = cairo_pdf_surface_create_for_stream(write_stream, out.fp, width, height);
    break;
  case TLR_FORMAT_PNG:
  default:
    surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    break;
  }
  cairo_status_t cs = cairo_surface_status(surface);
  TlrLayoutHints hints;
  if (cs == CAIRO_STATUS_SUCCESS)
    tlr_export_settle_layout(format, width, height, draw, data, &st, &hints);
  if (cs == CAIRO_STATUS_SUCCESS) {
    cairo_t *cr = cairo_create(surface);
    draw(cr, width, height, &st, data);
    cs = cairo_status(cr);
    cairo_destroy(cr);
  }
  if (cs == CAIRO_STATUS_SUCCESS && format == TLR_FORMAT_PNG)
    cs = cairo_surface_write_to_png_stream(surface, write_stream, out.fp);
  cairo_surface_finish(surface);
  if (cs == CAIRO_STATUS_SUCCESS)
    cs = cairo_surface_status(surface);
  cairo_surface_destroy(surface);
  if (svg) {
    if (cs == CAIRO_STATUS_SUCCESS)
      cs = write_svg_with_text(out.fp, svg, text);
    g_byte_array_unref(svg);
    g_string_free(text, TRUE);
  }
  if (cs == CAIRO_STATUS_WRITE_ERROR) {
    const int e = errno;
    tl_out_file_abort(&out);
    return tl_error_set(err, TL_EIO, "cannot write '%s': %s", path,
                        e ? g_strerror(e) : cairo_status_to_string(cs));
  }
  if (cs != CAIRO_STATUS_SUCCESS) {
    tl_out_file_abort(&out);
    return tl_error_set(err, TL_EIO, "cannot draw '%s': %s", path, cairo_status_to_string(cs));
  }
  return tl_out_file_commit(&out, err);
}

TlStatus
tlr_export_csv(const char *path, TlrCsvFunc csv, void *data, TlError *err)
{
  TlOutFile out;
  TlStatus s = tl_out_file_open(&out, path, err);
  if (s != TL_OK)
    return s;
  if ((s = csv(out.fp, data, err)) != TL_OK) {
    tl_out_file_abort(&out);
    return s;
  }
  return tl_out_file_commit(&out, err);
}

void
tlr_export_size_from_mm(TlrFormat format, double width_mm, double height_mm, double dpi,
                        int *width, int *height, double *style_scale)
{
  const double per_inch = format == TLR_FORMAT_PNG ? dpi : 72.0;
  *width = (int)lround(width_mm / 25.4 * per_inch);
  *height = (int)lround(height_mm / 25.4 * per_inch);
  *style_scale = per_inch / 96.0;
}

TlrExportSize
tlr_export_size_default(void)
{
  const TlrExportSize s = { 900.0, 640.0, TLR_SIZE_PX, 96.0, 0.0 };
  return s;
}

/* A 10 in wide slide is what presentation programs lay out (their 16:9 page
 * is 10 × 5.625 in); 18 pt text on it reads from the back of a room, 9 pt is
 * a journal's caption size. */
static const TlrSizePreset size_presets[] = {
  { "column", 85.0, 64.0, 9.0, "a journal's single column, 85 × 64 mm, 9 pt" },
  { "double", 170.0, 105.0, 9.0, "a journal's double column, 170 × 105 mm, 9 pt" },
  { "slide", 254.0, 142.875, 18.0, "a 16:9 slide, 254 × 142.9 mm (10 in wide), 18 pt" },
  { "slide43", 254.0, 190.5, 18.0, "a 4:3 slide, 254 × 190.5 mm (10 in wide), 18 pt" },
};

const TlrSizePreset *
tlr_size_preset(const char *name)
{
  for (size_t i = 0; name && i < G_N_ELEMENTS(size_presets); i++)
    if (strcmp(name, size_presets[i].name) == 0)
      return &size_presets[i];
  return NULL;
}

const char *
tlr_size_preset_names(void)
{
  return "column, double, slide, slide43";
}

TlStatus
tlr_export_size_resolve(TlrFormat format, const TlrExportSize *size, int *width, int *height,
                        TlrStyle *style, TlError *err)
{
  static const char *const unit_name[] = { "px", "mm", "pt" };
  const char *u = unit_name[size->unit];
  if (!(isfinite(size->width) && size->width > 0.0 && isfinite(size->height) &&
        size->height > 0.0))
    return tl_error_set(err, TL_EINVAL, "the image size %g × %g %s must be positive",
                        size->width, size->height, u);
  if (!(size->dpi >= TLR_EXPORT_MIN_DPI && size->dpi <= TLR_EXPORT_MAX_DPI))
    return tl_error_set(err, TL_EINVAL, "the resolution %g dpi must lie between %g and %g",
                        size->dpi, TLR_EXPORT_MIN_DPI, TLR_EXPORT_MAX_DPI);
  if (size->font_pt != 0.0 &&
      !(size->font_pt >= TLR_EXPORT_MIN_FONT_PT && size->font_pt <= TLR_EXPORT_MAX_FONT_PT))
    return tl_error_set(err, TL_EINVAL, "the font size %g pt must lie between %g and %g",
                        size->font_pt, TLR_EXPORT_MIN_FONT_PT, TLR_EXPORT_MAX_FONT_PT);
  const int png = format == TLR_FORMAT_PNG;
  /* device units per point: PNG pixels at the resolution, SVG/PDF points */
  const double per_pt = png ? size->dpi / 72.0 : 1.0;
  double w = size->width, h = size->height;
  if (size->unit == TLR_SIZE_MM) {
    w *= 72.0 / 25.4 * per_pt;
    h *= 72.0 / 25.4 * per_pt;
  } else if (size->unit == TLR_SIZE_PT) {
    w *= per_pt;
    h *= per_pt;
  }
  const int sides_ok = w >= TLR_EXPORT_MIN_SIDE - 0.5 && h >= TLR_EXPORT_MIN_SIDE - 0.5 &&
                       w < TLR_EXPORT_MAX_SIDE + 0.5 && h < TLR_EXPORT_MAX_SIDE + 0.5;
  if (!sides_ok && size->unit == TLR_SIZE_PX)
    return tl_error_set(err, TL_EINVAL, "the image size %g × %g must lie between %d and %d per side",
                        size->width, size->height, TLR_EXPORT_MIN_SIDE, TLR_EXPORT_MAX_SIDE);
  if (!sides_ok)
    return tl_error_set(err, TL_EINVAL,
                        "%g × %g %s%s makes a %.0f × %.0f %s image; each side must lie between "
                        "%d and %d",
                        size->width, size->height, u, png && size->unit != TLR_SIZE_PX ? " at that resolution" : "",
                        w, h, png ? "pixel" : "point", TLR_EXPORT_MIN_SIDE, TLR_EXPORT_MAX_SIDE);
  *width = (int)lround(w);
  *height = (int)lround(h);
  if (size->font_pt > 0.0)
    tlr_style_set_font_pt(style, size->font_pt, per_pt);
  else if (size->unit != TLR_SIZE_PX)
    tlr_style_set_font_pt(style, TLR_DEFAULT_FONT_PT, per_pt);
  return TL_OK;
}
