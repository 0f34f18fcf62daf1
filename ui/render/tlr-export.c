/* tlr-export.c — PNG/SVG/PDF export through cairo surfaces. */
#include "tlr-export.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

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

#define MAX_EXPORT_SIDE 20000

TlStatus
tlr_export(const char *path, TlrFormat format, int width, int height, TlrDrawFunc draw,
           void *data, const TlrStyle *style, TlError *err)
{
  if (width < 16 || height < 16 || width > MAX_EXPORT_SIDE || height > MAX_EXPORT_SIDE)
    return tl_error_set(err, TL_EINVAL, "image size %dx%d must lie between 16 and %d per side",
                        width, height, MAX_EXPORT_SIDE);
  char tmp[4096];
  if (snprintf(tmp, sizeof tmp, "%s.part", path) >= (int)sizeof tmp)
    return tl_error_set(err, TL_EINVAL, "file name too long");

  TlrStyle st = *style;
  st.vector_cells = format != TLR_FORMAT_PNG;
  st.screen = 0; /* a file is drawn once: every point */
  cairo_surface_t *surface;
  switch (format) {
  case TLR_FORMAT_SVG:
    surface = cairo_svg_surface_create(tmp, width, height);
    break;
  case TLR_FORMAT_PDF:
    surface = cairo_pdf_surface_create(tmp, width, height);
    break;
  case TLR_FORMAT_PNG:
  default:
    surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    break;
  }
  if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
    TlStatus s = tl_error_set(err, TL_EIO, "cannot create '%s': %s", path,
                              cairo_status_to_string(cairo_surface_status(surface)));
    cairo_surface_destroy(surface);
    remove(tmp);
    return s;
  }
  cairo_t *cr = cairo_create(surface);
  draw(cr, width, height, &st, data);
  cairo_status_t cs = cairo_status(cr);
  cairo_destroy(cr);
  if (cs == CAIRO_STATUS_SUCCESS && format == TLR_FORMAT_PNG)
    cs = cairo_surface_write_to_png(surface, tmp);
  cairo_surface_finish(surface);
  if (cs == CAIRO_STATUS_SUCCESS)
    cs = cairo_surface_status(surface);
  cairo_surface_destroy(surface);
  if (cs != CAIRO_STATUS_SUCCESS) {
    remove(tmp);
    return tl_error_set(err, TL_EIO, "cannot write '%s': %s", path, cairo_status_to_string(cs));
  }
  if (rename(tmp, path) != 0) {
    const int e = errno;
    remove(tmp);
    return tl_error_set(err, TL_EIO, "cannot write '%s': %s", path, strerror(e));
  }
  return TL_OK;
}

TlStatus
tlr_export_csv(const char *path, TlrCsvFunc csv, void *data, TlError *err)
{
  char tmp[4096];
  if (snprintf(tmp, sizeof tmp, "%s.part", path) >= (int)sizeof tmp)
    return tl_error_set(err, TL_EINVAL, "file name too long");
  FILE *f = fopen(tmp, "w");
  if (!f)
    return tl_error_set(err, TL_EIO, "cannot write '%s': %s", path, strerror(errno));
  TlStatus s = csv(f, data, err);
  const int bad = ferror(f) | (fclose(f) != 0);
  if (s == TL_OK && bad)
    s = tl_error_set(err, TL_EIO, "error writing '%s'", path);
  if (s == TL_OK && rename(tmp, path) != 0)
    s = tl_error_set(err, TL_EIO, "cannot write '%s': %s", path, strerror(errno));
  if (s != TL_OK)
    remove(tmp);
  return s;
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
