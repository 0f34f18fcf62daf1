/* tlr-heatmap.c — colour maps and heat maps. */
#include "tlr-heatmap.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>

#include "tlr-layout.h"
#include "tlr-probe.h"
#include "tlr-text.h"

/* viridis sampled at t = 0, 0.1, …, 1 (sRGB), interpolated linearly. */
static const unsigned viridis[] = {
  0x440154, 0x482475, 0x414487, 0x355f8d, 0x2a788e, 0x21918c,
  0x22a884, 0x44bf70, 0x7ad151, 0xbddf26, 0xfde725,
};

/* A blue–white–red diverging ramp (ColorBrewer RdBu, reversed so that
 * negative is blue). */
static const unsigned diverging[] = {
  0x053061, 0x2166ac, 0x4393c3, 0x92c5de, 0xd1e5f0, 0xf7f7f7,
  0xfddbc7, 0xf4a582, 0xd6604d, 0xb2182b, 0x67001f,
};

/* The two stops of map around t ∈ [0, 1] (clamped) and the fraction f
 * between them: one place for the interpolation both colour paths use. */
static inline const unsigned *
colormap_segment(TlrColormap map, double t, double *f)
{
  const unsigned *stops = map == TLR_CMAP_DIVERGING ? diverging : viridis;
  const int n = 11;
  if (!(t > 0.0))
    t = 0.0;
  if (t > 1.0)
    t = 1.0;
  const double s = t * (n - 1);
  int k = (int)s;
  if (k >= n - 1)
    k = n - 2;
  *f = s - k;
  return stops + k;
}

TlrColor
tlr_colormap(TlrColormap map, double t)
{
  double f;
  const unsigned *stop = colormap_segment(map, t, &f);
  const TlrColor a = tlr_color_rgb(stop[0]), b = tlr_color_rgb(stop[1]);
  TlrColor c = { a.r + f * (b.r - a.r), a.g + f * (b.g - a.g), a.b + f * (b.b - a.b), 1.0 };
  return c;
}

/* One channel of a 0xRRGGBB stop, as tlr_color_rgb has it (inlined: a map
 * colours every cell of every frame). */
static inline double
channel(unsigned hex, int shift)
{
  return ((hex >> shift) & 0xff) / 255.0;
}

/* tlr_colormap as a packed opaque ARGB pixel, with the same arithmetic. */
static inline uint32_t
colormap_pixel(TlrColormap map, double t)
{
  double f;
  const unsigned *stop = colormap_segment(map, t, &f);
  uint32_t px = 0xff000000u;
  for (int shift = 16; shift >= 0; shift -= 8) {
    const double a = channel(stop[0], shift), b = channel(stop[1], shift);
    px |= (uint32_t)((a + f * (b - a)) * 255 + 0.5) << shift; /* lround of a value ≥ 0 */
  }
  return px;
}

static double
normalised(const TlrHeatmap *hm, double v)
{
  const double span = hm->vmax - hm->vmin;
  return span > 0.0 ? (v - hm->vmin) / span : 0.5;
}

static void
heatmap_image(TlrPlot *plot, const TlrHeatmap *hm)
{
  cairo_surface_t *img = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, hm->nx, hm->ny);
  if (cairo_surface_status(img) != CAIRO_STATUS_SUCCESS) {
    cairo_surface_destroy(img);
    return;
  }
  cairo_surface_flush(img);
  unsigned char *data = cairo_image_surface_get_data(img);
  const int stride = cairo_image_surface_get_stride(img);
  for (int j = 0; j < hm->ny; j++) {
    /* image row 0 is the top: the largest y */
    uint32_t *row = (uint32_t *)(void *)(data + (size_t)(hm->ny - 1 - j) * (size_t)stride);
    for (int i = 0; i < hm->nx; i++) {
      const double v = hm->values[j * hm->nx + i];
      if (!isfinite(v)) {
        row[i] = 0;
        continue;
      }
      row[i] = colormap_pixel(hm->map, normalised(hm, v));
    }
  }
  cairo_surface_mark_dirty(img);

  cairo_t *cr = plot->cr;
  const double px0 = tlr_plot_x(plot, hm->x0), px1 = tlr_plot_x(plot, hm->x1);
  const double py0 = tlr_plot_y(plot, hm->y1), py1 = tlr_plot_y(plot, hm->y0);
  tlr_plot_clip(plot);
  cairo_translate(cr, px0, py0);
  cairo_scale(cr, (px1 - px0) / hm->nx, (py1 - py0) / hm->ny);
  cairo_set_source_surface(cr, img, 0, 0);
  cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST);
  cairo_rectangle(cr, 0, 0, hm->nx, hm->ny);
  cairo_fill(cr);
  tlr_plot_unclip(plot);
  cairo_surface_destroy(img);
}

static void
heatmap_rects(TlrPlot *plot, const TlrHeatmap *hm)
{
  cairo_t *cr = plot->cr;
  const double cw = (hm->x1 - hm->x0) / hm->nx, ch = (hm->y1 - hm->y0) / hm->ny;
  /* Cells overlap their right and upper neighbours by a fraction of a device
   * unit so viewers show no hairline seams between them. */
  const double seam = 0.35;
  /* The cells go into a group drawn without any clip, and the group is
   * painted once through the plot frame and whatever clip the caller set
   * (the contact ellipse).  Filled under the clip, every cell would carry
   * its own clip path in an SVG (cairo clips each operation to its
   * extents), which made a patch map megabytes long. */
  cairo_push_group(cr);
  cairo_reset_clip(cr);
  /* A run of neighbours of one colour (in 8 bits a channel, as the PNG has
   * it) is one rectangle: fewer, longer elements in an SVG. */
  for (int j = 0; j < hm->ny; j++) {
    const double ya = tlr_plot_y(plot, hm->y0 + j * ch), yb = tlr_plot_y(plot, hm->y0 + (j + 1) * ch);
    const double *row = hm->values + (size_t)j * (size_t)hm->nx;
    for (int i = 0; i < hm->nx;) {
      if (!isfinite(row[i])) {
        i++;
        continue;
      }
      const uint32_t px = colormap_pixel(hm->map, normalised(hm, row[i]));
      int end = i + 1;
      while (end < hm->nx && isfinite(row[end]) &&
             colormap_pixel(hm->map, normalised(hm, row[end])) == px)
        end++;
      const double xa = tlr_plot_x(plot, hm->x0 + i * cw), xb = tlr_plot_x(plot, hm->x0 + end * cw);
      cairo_set_source_rgb(cr, channel(px, 16), channel(px, 8), channel(px, 0));
      cairo_rectangle(cr, xa, yb - seam, xb - xa + seam, ya - yb + seam);
      cairo_fill(cr);
      i = end;
    }
  }
  cairo_pop_group_to_source(cr);
  tlr_plot_clip(plot);
  cairo_paint(cr);
  tlr_plot_unclip(plot);
}

void
tlr_plot_heatmap(TlrPlot *plot, const TlrHeatmap *hm)
{
  if (hm->nx <= 0 || hm->ny <= 0 || !hm->values)
    return;
  if (plot->style->probe)
    tlr_probe_add_map(plot->style->probe, plot->probe_plot, hm->nx, hm->ny, hm->values, hm->x0,
                      hm->x1, hm->y0, hm->y1);
  if (plot->style->vector_cells)
    heatmap_rects(plot, hm);
  else
    heatmap_image(plot, hm);
}

#define MAX_TICKS 32

double
tlr_colorbar_width(cairo_t *cr, const TlrStyle *style, double vmin, double vmax, const char *label)
{
  const double fs = style->font_size;
  double ticks[MAX_TICKS], step, wmax = 0.0, lh = 0.0;
  char buf[64];
  const TlrTextOpts o = tlr_text_opts(0.9, 0, 0);
  const int n = tlr_ticks(vmin, vmax, 5, ticks, MAX_TICKS, &step);
  for (int i = 0; i < n; i++) {
    double w;
    tlr_format_tick(ticks[i], step, buf, sizeof buf);
    tlr_text_size(cr, style, &o, buf, &w, NULL);
    wmax = fmax(wmax, w);
  }
  if (label)
    tlr_text_size(cr, style, &o, label, NULL, &lh);
  return 1.0 * fs + 1.2 * fs + 0.3 * fs + wmax + 0.4 * fs + lh + 0.4 * fs;
}

/* The ramp of a colour bar as one 1 × steps image (on screen: one fill
 * instead of `steps`); 0 if the image cannot be made. */
static int
ramp_image(cairo_t *cr, TlrColormap map, int steps, double x, double y, double w, double h)
{
  cairo_surface_t *img = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, steps);
  if (cairo_surface_status(img) != CAIRO_STATUS_SUCCESS) {
    cairo_surface_destroy(img);
    return 0;
  }
  cairo_surface_flush(img);
  unsigned char *data = cairo_image_surface_get_data(img);
  const int stride = cairo_image_surface_get_stride(img);
  for (int k = 0; k < steps; k++) /* image row 0 is the top: the largest value */
    *(uint32_t *)(void *)(data + (size_t)(steps - 1 - k) * (size_t)stride) =
      colormap_pixel(map, (k + 0.5) / steps);
  cairo_surface_mark_dirty(img);
  cairo_save(cr);
  cairo_translate(cr, x, y);
  cairo_scale(cr, w, h / steps);
  cairo_set_source_surface(cr, img, 0, 0);
  cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST);
  cairo_rectangle(cr, 0, 0, 1, steps);
  cairo_fill(cr);
  cairo_restore(cr);
  cairo_surface_destroy(img);
  return 1;
}

/* The colour bar's ticks: about five, fewer when a bar of height h would
 * set their labels closer than 1.2 label heights (a small export). */
static int
colorbar_ticks(cairo_t *cr, const TlrStyle *style, double vmin, double vmax, double h,
               double *ticks, double *step)
{
  double th;
  const TlrTextOpts o = tlr_text_opts(0.9, 0.0, 0.5);
  tlr_text_size(cr, style, &o, "0", NULL, &th);
  int n = 0;
  for (int target = 5; target >= 1; target--) {
    n = tlr_ticks(vmin, vmax, target, ticks, MAX_TICKS, step);
    if (n < 2 || h * *step / fabs(vmax - vmin) >= 1.2 * th)
      break;
  }
  return n;
}

void
tlr_colorbar(cairo_t *cr, const TlrStyle *style, double x, double y, double w, double h,
             double vmin, double vmax, TlrColormap map, const char *label)
{
  const double fs = style->font_size;
  const double bx = x + 1.0 * fs, bw = 1.2 * fs;
  const int steps = 256;
  (void)w;
  if (style->probe)
    tlr_probe_add_map_label(style->probe, label);
  cairo_save(cr);
  if (!style->screen || !ramp_image(cr, map, steps, bx, y, bw, h)) {
    for (int k = 0; k < steps; k++) {
      const TlrColor c = tlr_colormap(map, (k + 0.5) / steps);
      const double y0 = y + h - (k + 1) * h / steps;
      cairo_set_source_rgb(cr, c.r, c.g, c.b);
      cairo_rectangle(cr, bx, y0, bw, h / steps + 0.35);
      cairo_fill(cr);
    }
  }
  cairo_set_source_rgba(cr, style->axis.r, style->axis.g, style->axis.b, style->axis.a);
  cairo_set_line_width(cr, 1.0);
  cairo_rectangle(cr, bx, y, bw, h);
  cairo_stroke(cr);

  double ticks[MAX_TICKS], step, wmax = 0.0;
  char buf[64];
  const TlrTextOpts o = tlr_text_opts(0.9, 0.0, 0.5);
  const int n = colorbar_ticks(cr, style, vmin, vmax, h, ticks, &step);
  const TlrScale sc = { vmin, vmax, y + h, y };
  const int group = tlr_layout_log_group(style);
  for (int i = 0; i < n; i++) {
    const double py = tlr_scale_map(&sc, ticks[i]);
    double tw;
    cairo_move_to(cr, bx + bw, py);
    cairo_line_to(cr, bx + bw + 0.3 * fs, py);
    cairo_stroke(cr);
    tlr_format_tick(ticks[i], step, buf, sizeof buf);
    tlr_text_size(cr, style, &o, buf, &tw, NULL);
    wmax = fmax(wmax, tw);
    tlr_text(cr, style, bx + bw + 0.4 * fs, py, &o, style->text, buf);
    if (style->layout_log) {
      double th;
      tlr_text_size(cr, style, &o, buf, NULL, &th);
      const TlrRect r = { bx + bw + 0.4 * fs, py - 0.5 * th, tw, th };
      tlr_layout_log_box(style, cr, TLR_BOX_COLORBAR_TICK, r, r, group);
    }
  }
  if (label) {
    TlrTextOpts ol = tlr_text_opts(0.9, 0.5, 0.0);
    ol.angle = M_PI / 2.0;
    double lh;
    tlr_text_size(cr, style, &ol, label, NULL, &lh);
    tlr_text(cr, style, bx + bw + 0.4 * fs + wmax + 0.4 * fs + lh, y + 0.5 * h, &ol, style->text,
             label);
  }
  cairo_restore(cr);
}
