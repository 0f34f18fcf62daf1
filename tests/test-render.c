/* test-render.c — the cairo render layer: ticks, colour maps, heat maps and
 * the patch figure drawn into image surfaces, and the three export formats. */
#include <glib/gstdio.h>
#include <string.h>

#include "tl-test-util.h"
#include "tlr-export.h"
#include "tlr-figure-hertz.h"
#include "tlr-heatmap.h"
#include "tlr-plot.h"
#include "tlr-probe.h"

#include <pango/pango.h>
#include "tribo/units.h"

static void
test_nice_ticks(void)
{
  g_test_summary("Nice steps 1-2-5 x 10^k, limits widened to whole ticks");
  g_assert_cmpfloat(tlr_nice_step(10.0, 5), ==, 2.0);
  g_assert_cmpfloat_with_epsilon(tlr_nice_step(0.0173, 4), 0.005, 1e-15);
  g_assert_cmpfloat(tlr_nice_step(7.3e5, 6), ==, 1e5);
  double lo = 0.13, hi = 9.7;
  tlr_nice_limits(&lo, &hi, 5);
  g_assert_cmpfloat(lo, ==, 0.0);
  g_assert_cmpfloat(hi, ==, 10.0);
  lo = -8.56 * 1.12;
  hi = 8.56 * 1.12;
  double ticks[32], step;
  const int n = tlr_ticks(lo, hi, 8, ticks, 32, &step);
  g_assert_cmpfloat(step, ==, 2.0);
  g_assert_cmpint(n, ==, 9); /* −8 … 8 */
  g_assert_cmpfloat(ticks[0], ==, -8.0);
  g_assert_cmpfloat(ticks[4], ==, 0.0);
  /* a degenerate range becomes a small interval */
  lo = hi = 3.0;
  tlr_nice_limits(&lo, &hi, 5);
  g_assert_cmpfloat(lo, <, 3.0);
  g_assert_cmpfloat(hi, >, 3.0);
  lo = NAN;
  tlr_nice_limits(&lo, &hi, 5);
  g_assert_true(isfinite(lo) && isfinite(hi) && lo < hi);
}

static void
test_tick_labels(void)
{
  g_test_summary("Tick labels: decimals from the step, true minus, no −0, ×10ⁿ");
  char buf[64];
  tlr_format_tick(-2.5, 0.5, buf, sizeof buf);
  g_assert_cmpstr(buf, ==, "\xe2\x88\x92" "2.5");
  tlr_format_tick(-1e-17, 0.5, buf, sizeof buf);
  g_assert_cmpstr(buf, ==, "0.0");
  tlr_format_tick(1200.0, 200.0, buf, sizeof buf);
  g_assert_cmpstr(buf, ==, "1200");
  tlr_format_tick(0.004, 0.002, buf, sizeof buf);
  g_assert_cmpstr(buf, ==, "0.004");
  tlr_format_tick(2e6, 5e5, buf, sizeof buf);
  g_assert_cmpstr(buf, ==, "2.0×10<sup>6</sup>");
  tlr_format_tick(3e-5, 1e-5, buf, sizeof buf);
  g_assert_cmpstr(buf, ==, "3×10<sup>\xe2\x88\x92" "5</sup>");
}

static void
test_scale(void)
{
  g_test_summary("Scales map and unmap, y grows upward on screen");
  TlrScale s = { -2.0, 6.0, 400.0, 0.0 };
  g_assert_cmpfloat(tlr_scale_map(&s, -2.0), ==, 400.0);
  g_assert_cmpfloat(tlr_scale_map(&s, 6.0), ==, 0.0);
  g_assert_cmpfloat_with_epsilon(tlr_scale_unmap(&s, tlr_scale_map(&s, 2.385)), 2.385, 1e-12);
}

static void
test_colormaps(void)
{
  g_test_summary("viridis ends at #440154 and #fde725; the diverging map is white-ish at 0.5");
  TlrColor c = tlr_colormap(TLR_CMAP_VIRIDIS, 0.0);
  g_assert_cmpint(lround(c.r * 255), ==, 0x44);
  g_assert_cmpint(lround(c.b * 255), ==, 0x54);
  c = tlr_colormap(TLR_CMAP_VIRIDIS, 1.7); /* clamped */
  g_assert_cmpint(lround(c.g * 255), ==, 0xe7);
  c = tlr_colormap(TLR_CMAP_DIVERGING, 0.5);
  g_assert_cmpfloat(c.r, >, 0.95);
  g_assert_cmpfloat(c.b, >, 0.95);
  c = tlr_colormap(TLR_CMAP_DIVERGING, 0.0);
  g_assert_cmpfloat(c.b, >, c.r); /* negative: blue */
  /* viridis lightness grows monotonically (perceptual ordering) */
  double last = -1.0;
  for (int k = 0; k <= 20; k++) {
    c = tlr_colormap(TLR_CMAP_VIRIDIS, k / 20.0);
    const double l = 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b;
    g_assert_cmpfloat(l, >, last);
    last = l;
  }
}

static const guchar *
pixel(cairo_surface_t *s, double x, double y)
{
  const int stride = cairo_image_surface_get_stride(s);
  return cairo_image_surface_get_data(s) + (int)y * stride + (int)x * 4;
}

/* A 3 × 2 heat map drawn in a plot: each cell centre shows its colour,
 * a NaN cell shows the plot background. */
static void
test_heatmap_cells(gconstpointer data)
{
  const int vector = GPOINTER_TO_INT(data);
  g_test_summary("Heat-map cells land where the axes say, in raster and rectangle mode");
  cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 500, 400);
  cairo_t *cr = cairo_create(s);
  TlrStyle st = tlr_style_light();
  st.vector_cells = vector;
  TlrPlotSpec spec = tlr_plot_spec("cells", "x (mm)", "y (mm)");
  spec.xmin = 0.0;
  spec.xmax = 3.0;
  spec.ymin = 0.0;
  spec.ymax = 2.0;
  spec.nice_limits = 0;
  TlrPlot plot;
  tlr_plot_begin(&plot, cr, &st, 0, 0, 500, 400, &spec);
  const double values[6] = { 0.0, 0.5, 1.0, NAN, 0.25, 0.75 };
  const TlrHeatmap hm = { 3, 2, values, 0.0, 3.0, 0.0, 2.0, 0.0, 1.0, TLR_CMAP_VIRIDIS };
  tlr_plot_heatmap(&plot, &hm);
  tlr_plot_end(&plot);
  cairo_destroy(cr);
  cairo_surface_flush(s);
  for (int j = 0; j < 2; j++) {
    for (int i = 0; i < 3; i++) {
      const guchar *p = pixel(s, tlr_plot_x(&plot, i + 0.5), tlr_plot_y(&plot, j + 0.5));
      const double v = values[j * 3 + i];
      if (isnan(v)) {
        /* transparent: the plot background (or a grid line) shows, grey */
        g_assert_cmpint(MAX(p[0], MAX(p[1], p[2])) - MIN(p[0], MIN(p[1], p[2])), <, 8);
        g_assert_cmpint(p[1], >, 200);
        continue;
      }
      TlrColor c = tlr_colormap(TLR_CMAP_VIRIDIS, v);
      /* ARGB32 little-endian: B, G, R, A; ±2 for rounding */
      g_assert_cmpint(abs(p[2] - (int)lround(c.r * 255)), <=, 2);
      g_assert_cmpint(abs(p[1] - (int)lround(c.g * 255)), <=, 2);
      g_assert_cmpint(abs(p[0] - (int)lround(c.b * 255)), <=, 2);
    }
  }
  cairo_surface_destroy(s);
}

/* The Hertz figure: yellow (p0) at the ellipse centre, background outside,
 * and dark text in the title strip. */
static void
test_patch_figure_pixels(void)
{
  g_test_summary("Patch figure: p0 colour inside the ellipse, background outside it");
  TlStudyHertz fig;
  tl_study_hertz_init(&fig);
  TlContactParams p = tl_contact_params_default();
  p.mx = p.my = 61; /* odd: a cell sits on the centre */
  g_assert_cmpint(tl_study_hertz_update(&fig, &p, NULL, NULL), ==, TL_OK);
  cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 900, 600);
  cairo_t *cr = cairo_create(s);
  const TlrStyle st = tlr_style_light();
  tlr_hertz_draw(cr, 900, 600, &st, &fig);
  cairo_destroy(cr);
  cairo_surface_flush(s);
  /* Find the heat map's extent on the middle rows: the widest run of
   * saturated pixels.  Its centre must be the brightest (p0 = yellow). */
  int best_len = 0, best_x0 = 0, best_y = 0;
  for (int y = 200; y < 400; y++) {
    int run = 0;
    for (int x = 0; x < 720; x++) {
      const guchar *q = pixel(s, x, y);
      const int sat = MAX(q[0], MAX(q[1], q[2])) - MIN(q[0], MIN(q[1], q[2]));
      run = sat > 40 ? run + 1 : 0;
      if (run > best_len) {
        best_len = run;
        best_x0 = x - run + 1;
        best_y = y;
      }
    }
  }
  g_assert_cmpint(best_len, >, 300);
  const guchar *centre = pixel(s, best_x0 + best_len / 2, best_y);
  const TlrColor top = tlr_colormap(TLR_CMAP_VIRIDIS, 1.0);
  g_assert_cmpint(abs(centre[2] - (int)lround(top.r * 255)), <=, 12);
  g_assert_cmpint(abs(centre[1] - (int)lround(top.g * 255)), <=, 12);
  /* just outside the run on its row: no heat-map colour */
  const guchar *out = pixel(s, best_x0 + best_len + 30, best_y);
  g_assert_cmpint(MAX(out[0], MAX(out[1], out[2])) - MIN(out[0], MIN(out[1], out[2])), <, 40);
  /* the ellipse is wider than tall in the same proportion as a : b (equal
   * aspect): count the saturated column through the centre */
  int tall = 0;
  for (int y = 0; y < 600; y++) {
    const guchar *q = pixel(s, best_x0 + best_len / 2, y);
    tall += MAX(q[0], MAX(q[1], q[2])) - MIN(q[0], MIN(q[1], q[2])) > 40;
  }
  tl_assert_rel((double)best_len / tall, 8.56 / 4.08, 0.05);
  /* the title strip contains dark (text) pixels */
  int dark = 0;
  for (int y = 0; y < 30; y++)
    for (int x = 300; x < 600; x++)
      dark += pixel(s, x, y)[1] < 100;
  g_assert_cmpint(dark, >, 20);
  cairo_surface_destroy(s);
  tl_study_hertz_clear(&fig);
}

static void
test_figure_keeps_valid_state(void)
{
  g_test_summary("A failed update keeps the previous figure");
  TlStudyHertz fig;
  tl_study_hertz_init(&fig);
  TlContactParams p = tl_contact_params_default();
  g_assert_cmpint(tl_study_hertz_update(&fig, &p, NULL, NULL), ==, TL_OK);
  const double a = fig.basics.hertz.a;
  p.hertz.normal_load = -1.0;
  TlError err;
  g_assert_cmpint(tl_study_hertz_update(&fig, &p, NULL, &err), ==, TL_EINVAL);
  g_assert_cmpfloat(fig.basics.hertz.a, ==, a);
  g_assert_true(fig.valid);
  tl_study_hertz_clear(&fig);
}

static void
draw_hertz(cairo_t *cr, double w, double h, const TlrStyle *st, void *data)
{
  tlr_hertz_draw(cr, w, h, st, data);
}

static void
test_export_formats(void)
{
  g_test_summary("PNG has the requested size, SVG parses and has no bitmap, PDF has header and trailer");
  TlStudyHertz fig;
  tl_study_hertz_init(&fig);
  TlContactParams p = tl_contact_params_default();
  g_assert_cmpint(tl_study_hertz_update(&fig, &p, NULL, NULL), ==, TL_OK);
  char *dir = g_dir_make_tmp("tribolab-render-XXXXXX", NULL);
  const TlrStyle st = tlr_style_light();
  TlError err;

  char *png = g_build_filename(dir, "f.png", NULL);
  g_assert_cmpint(tlr_export(png, TLR_FORMAT_PNG, 333, 222, draw_hertz, &fig, &st, &err), ==,
                  TL_OK);
  cairo_surface_t *img = cairo_image_surface_create_from_png(png);
  g_assert_cmpint(cairo_image_surface_get_width(img), ==, 333);
  g_assert_cmpint(cairo_image_surface_get_height(img), ==, 222);
  cairo_surface_destroy(img);

  char *svg = g_build_filename(dir, "f.svg", NULL);
  g_assert_cmpint(tlr_export(svg, TLR_FORMAT_SVG, 600, 400, draw_hertz, &fig, &st, &err), ==,
                  TL_OK);
  char *text;
  g_assert_true(g_file_get_contents(svg, &text, NULL, NULL));
  g_assert_true(g_str_has_prefix(text, "<?xml"));
  g_assert_nonnull(strstr(text, "</svg>"));
  g_assert_null(strstr(text, "<image"));
  GMarkupParser parser = { 0 };
  GMarkupParseContext *ctx = g_markup_parse_context_new(&parser, 0, NULL, NULL);
  g_assert_true(g_markup_parse_context_parse(ctx, strstr(text, "<svg"), -1, NULL));
  g_assert_true(g_markup_parse_context_end_parse(ctx, NULL));
  g_markup_parse_context_free(ctx);
  g_free(text);

  char *pdf = g_build_filename(dir, "f.pdf", NULL);
  g_assert_cmpint(tlr_export(pdf, TLR_FORMAT_PDF, 600, 400, draw_hertz, &fig, &st, &err), ==,
                  TL_OK);
  gsize len;
  g_assert_true(g_file_get_contents(pdf, &text, &len, NULL));
  g_assert_cmpmem(text, 5, "%PDF-", 5);
  g_assert_nonnull(memmem(text + len - 32, 32, "%%EOF", 5));
  /* fonts are embedded */
  g_assert_nonnull(memmem(text, len, "/FontFile", 9));
  g_free(text);

  /* errors: unwritable place, absurd size; no .part left behind */
  char *bad = g_build_filename(dir, "missing-dir", "f.png", NULL);
  g_assert_cmpint(tlr_export(bad, TLR_FORMAT_PNG, 300, 200, draw_hertz, &fig, &st, &err), ==,
                  TL_EIO);
  g_assert_cmpint(tlr_export(png, TLR_FORMAT_PNG, 3, 200, draw_hertz, &fig, &st, &err), ==,
                  TL_EINVAL);
  TlrFormat f;
  g_assert_cmpint(tlr_format_from_path("x.SVG", &f, NULL), ==, TL_OK);
  g_assert_cmpint(f, ==, TLR_FORMAT_SVG);
  g_assert_cmpint(tlr_format_from_path("noext", &f, &err), ==, TL_EINVAL);

  g_remove(png);
  g_remove(svg);
  g_remove(pdf);
  tl_test_rmdir_empty(dir);
  g_free(bad);
  g_free(png);
  g_free(svg);
  g_free(pdf);
  g_free(dir);
  tl_study_hertz_clear(&fig);
}

/* A title longer than a narrow plot's axes stays inside the plot: centred
 * over the whole width and shrunk to fit, not cut at the plot's edges. */
static void
test_long_title(void)
{
  g_test_summary("A long title on a narrow plot is not clipped at the plot's edges");
  const int w = 260, h = 200;
  cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
  cairo_t *cr = cairo_create(s);
  const TlrStyle st = tlr_style_light();
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_paint(cr);
  TlrPlotSpec spec = tlr_plot_spec("Hysteresis: traction coefficient vs creepage",
                                   "x (mm)", "traction coefficient f (-)");
  spec.xmin = 0.0;
  spec.xmax = 1.0;
  spec.ymin = 0.0;
  spec.ymax = 1.0;
  TlrPlot plot;
  tlr_plot_begin(&plot, cr, &st, 0, 0, w, h, &spec);
  tlr_plot_end(&plot);
  cairo_destroy(cr);
  cairo_surface_flush(s);
  /* the title's band: no dark text pixel in the outermost columns */
  const int band = (int)(2.5 * st.font_size);
  int dark_edge = 0, dark_title = 0;
  for (int y = 0; y < band; y++)
    for (int x = 0; x < w; x++) {
      const guchar *p = pixel(s, x, y);
      const int dark = p[0] < 128 && p[1] < 128 && p[2] < 128;
      dark_title += dark;
      dark_edge += dark && (x < 2 || x >= w - 2);
    }
  cairo_surface_destroy(s);
  g_test_message("title band: %d dark pixels, %d at the edges", dark_title, dark_edge);
  g_assert_cmpint(dark_title, >, 100); /* the title is drawn */
  g_assert_cmpint(dark_edge, ==, 0);
}

/* Hovering where many named curves meet lists as many whole items as the
 * read-out holds: the text is always valid Pango markup (a cut inside a tag
 * made GTK refuse the label), with one line and one marker per item. */
static void
test_probe_many_curves(void)
{
  TlrProbe *probe = tlr_probe_new();
  tlr_probe_begin_frame(probe);
  const TlrScale sx = { 0.0, 1.0, 0.0, 400.0 }, sy = { 0.0, 1.0, 300.0, 0.0 };
  const int plot = tlr_probe_add_plot(probe, 0.0, 0.0, 400.0, 300.0, &sx, &sy, &sy, 0,
                                      "longitudinal creepage c<sub>x</sub> (–)",
                                      "f = T<sub>x</sub>/F<sub>N</sub> (–)", NULL);
  const double xs[1] = { 0.5 }, ys[1] = { 0.5 };
  for (int k = 0; k < 8; k++) {
    const TlrColor c = { 0.1 * k, 0.5, 1.0 - 0.1 * k, 1.0 };
    tlr_probe_add_line(probe, plot, xs, ys, 1, c, 0);
    char name[160];
    g_snprintf(name, sizeof name,
               "curve %d: FASTSIM, μ<sub>s</sub>, μ<sub>k</sub>, a long name that fills the "
               "line with words, words and more words of its own, %d", k, k);
    tlr_probe_add_legend(probe, plot, name, c);
  }
  TlrHit hit;
  g_assert_true(tlr_probe_hit(probe, 200.0, 150.0, &hit));
  g_assert_cmpint(hit.kind, ==, TLR_HIT_CURVE);
  g_assert_cmpint(hit.n_points, >=, 1);
  GError *error = NULL;
  g_assert_true(pango_parse_markup(hit.text, -1, 0, NULL, NULL, NULL, &error));
  g_assert_no_error(error);
  int lines = 1;
  for (const char *c = hit.text; *c; c++)
    lines += *c == '\n';
  g_assert_cmpint(lines, ==, hit.n_points);
  tlr_probe_free(probe);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/render/axis/nice-ticks", test_nice_ticks);
  g_test_add_func("/render/probe/many-curves", test_probe_many_curves);
  g_test_add_func("/render/axis/tick-labels", test_tick_labels);
  g_test_add_func("/render/axis/scale", test_scale);
  g_test_add_func("/render/colormaps", test_colormaps);
  g_test_add_func("/render/plot/long-title", test_long_title);
  g_test_add_data_func("/render/heatmap/raster", GINT_TO_POINTER(0), test_heatmap_cells);
  g_test_add_data_func("/render/heatmap/rectangles", GINT_TO_POINTER(1), test_heatmap_cells);
  g_test_add_func("/render/patch/pixels", test_patch_figure_pixels);
  g_test_add_func("/render/patch/keeps-valid-state", test_figure_keeps_valid_state);
  g_test_add_func("/render/export/formats", test_export_formats);
  return g_test_run();
}
