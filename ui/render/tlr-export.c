/* tlr-export.c — PNG/SVG/PDF export through cairo surfaces. */
#include "tlr-export.h"

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
  cairo_surface_t *surface;
  switch (format) {
  case TLR_FORMAT_SVG:
    surface = cairo_svg_surface_create_for_stream(write_stream, out.fp, width, height);
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
