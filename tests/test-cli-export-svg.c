/* test-cli-export-svg.c — SVG exports of heat maps through the real binary:
 * small (one clip path per figure, not one per cell) and, rasterised by an
 * independent renderer (rsvg-convert), looking like the PNG export. */
#include <cairo.h>
#include <glib/gstdio.h>
#include <math.h>
#include <stdint.h>

#include "tl-test-claims.h"
#include "tl-test-cli.h"
#include "tl-test-util.h"

/* The bound issue 24 set for a figure people keep at the default grid. */
#define MAX_SVG_BYTES 1500000

typedef struct {
  const char *name;
  const char *args[8]; /* export options before -o, NULL-terminated */
  int png_w, png_h;    /* the PNG export's pixels (900 × 640 by default; a
                          column is 85 × 64 mm at 300 dpi) */
} SvgCase;

static const SvgCase cases[] = {
  /* the README's command */
  { "compare", { "--view", "compare", "--mu", "1", NULL }, 900, 640 },
  { "patch-column", { "--view", "patch", "--size", "column", NULL }, 1004, 756 },
};

static char *temp_dir;

static char *
temp_path(const char *name)
{
  if (!temp_dir)
    temp_dir = g_dir_make_tmp("tl-export-svg-XXXXXX", NULL);
  g_assert_nonnull(temp_dir);
  return g_build_filename(temp_dir, name, NULL);
}

/* `tribolab-cli export ARGS --format FORMAT -o PATH`; the test fails if it does. */
static void
export_to(const SvgCase *c, const char *format, const char *path)
{
  const char *const *a = c->args;
  TlCliRun r = tl_cli_run("export", a[0], a[1], a[2], a[3], "--format", format, "-o", path, NULL);
  if (r.status != 0)
    g_error("export %s as %s failed: %s", c->name, format, r.err);
  tl_cli_run_clear(&r);
}

static int
count(const char *text, const char *needle)
{
  int n = 0;
  for (const char *p = strstr(text, needle); p; p = strstr(p + 1, needle))
    n++;
  return n;
}

static void
test_svg_size(gconstpointer data)
{
  const SvgCase *c = data;
  g_test_summary("An SVG heat map carries one clip path per figure and stays under 1.5 MB");
  char *path = temp_path("size.svg");
  export_to(c, "svg", path);
  char *svg;
  gsize len;
  g_assert_true(g_file_get_contents(path, &svg, &len, NULL));
  g_test_message("%s.svg: %zu bytes, %d clip paths", c->name, (size_t)len,
                 count(svg, "<clipPath"));
  g_assert_cmpuint(len, <, MAX_SVG_BYTES);
  /* A clip path per plot frame, legend or ellipse, a few dozen at most;
   * clipped one by one, the cells of a 40 × 40 map alone made thousands. */
  g_assert_cmpint(count(svg, "<clipPath"), <, 50);
  g_free(svg);
  g_remove(path);
  g_free(path);
}

/* A PNG file flattened onto white, as an RGB24 image. */
static cairo_surface_t *
load_flat(const char *path)
{
  cairo_surface_t *png = cairo_image_surface_create_from_png(path);
  g_assert_cmpint(cairo_surface_status(png), ==, CAIRO_STATUS_SUCCESS);
  const int w = cairo_image_surface_get_width(png), h = cairo_image_surface_get_height(png);
  cairo_surface_t *flat = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
  cairo_t *cr = cairo_create(flat);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_paint(cr);
  cairo_set_source_surface(cr, png, 0, 0);
  cairo_paint(cr);
  cairo_destroy(cr);
  cairo_surface_destroy(png);
  cairo_surface_flush(flat);
  return flat;
}

/* Mean of one channel (shift 0, 8, 16 of an RGB24 pixel) over a block. */
static double
block_mean(cairo_surface_t *s, int x0, int y0, int size, int shift)
{
  const unsigned char *data = cairo_image_surface_get_data(s);
  const int stride = cairo_image_surface_get_stride(s);
  double sum = 0.0;
  for (int y = y0; y < y0 + size; y++) {
    const uint32_t *row = (const uint32_t *)(const void *)(data + (size_t)y * (size_t)stride);
    for (int x = x0; x < x0 + size; x++)
      sum += (row[x] >> shift) & 0xff;
  }
  return sum / (size * size);
}

static void
test_svg_look(gconstpointer data)
{
  const SvgCase *c = data;
  g_test_summary("The SVG, rasterised by rsvg-convert, looks like the PNG export");
  char *rsvg = g_find_program_in_path("rsvg-convert");
  if (!rsvg) {
    g_test_skip("rsvg-convert (librsvg2-bin) is not installed");
    return;
  }
  char *svg = temp_path("look.svg"), *png = temp_path("look.png"), *ras = temp_path("look-svg.png");
  export_to(c, "svg", svg);
  export_to(c, "png", png);
  char *w = g_strdup_printf("%d", c->png_w), *h = g_strdup_printf("%d", c->png_h);
  const char *argv[] = { rsvg, "-w", w, "-h", h, "-b", "white", "-o", ras, svg, NULL };
  g_free(tl_spawn_stdout_(tl_spawn_(argv, NULL), "rsvg-convert"));

  cairo_surface_t *a = load_flat(png), *b = load_flat(ras);
  g_assert_cmpint(cairo_image_surface_get_width(a), ==, c->png_w);
  g_assert_cmpint(cairo_image_surface_get_height(a), ==, c->png_h);
  g_assert_cmpint(cairo_image_surface_get_width(b), ==, c->png_w);
  g_assert_cmpint(cairo_image_surface_get_height(b), ==, c->png_h);
  /* Compared in 16 × 16 blocks: text is laid out with hinted metrics in a
   * PNG and unhinted ones in an SVG, so lines and labels sit a pixel or two
   * apart, which blocks average out; a heat map drawn wrong or not at all
   * changes whole blocks by most of the range (measured: 252 of 255). */
  const int size = 16;
  double sum = 0.0, worst = 0.0;
  int n = 0;
  for (int y = 0; y + size <= c->png_h; y += size)
    for (int x = 0; x + size <= c->png_w; x += size)
      for (int shift = 0; shift < 24; shift += 8) {
        const double d = fabs(block_mean(a, x, y, size, shift) - block_mean(b, x, y, size, shift));
        sum += d;
        worst = fmax(worst, d);
        n++;
      }
  g_test_message("%s: blocks differ by %.2f / 255 on average, %.1f at most", c->name, sum / n,
                 worst);
  g_assert_cmpfloat(sum / n, <, 6.0);  /* measured 2.1 (compare) and 3.9 (column patch) */
  g_assert_cmpfloat(worst, <, 128.0); /* measured 38 and 84: a label's width */
  cairo_surface_destroy(a);
  cairo_surface_destroy(b);
  g_remove(svg);
  g_remove(png);
  g_remove(ras);
  g_free(svg);
  g_free(png);
  g_free(ras);
  g_free(w);
  g_free(h);
  g_free(rsvg);
}

static void
test_readme_bound(void)
{
  g_test_summary("The README states the size bound this test asserts");
  char *readme = text_of("README.md");
  char *want = g_strdup_printf("each stay under %.1f MB at the default grid", MAX_SVG_BYTES / 1e6);
  if (!strstr(readme, want))
    g_error("README.md does not state \"%s\"", want);
  g_free(want);
  g_free(readme);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  for (size_t i = 0; i < G_N_ELEMENTS(cases); i++) {
    tl_test_add_data_funcf(&cases[i], test_svg_size, "/cli/export-svg/size/%s", cases[i].name);
    tl_test_add_data_funcf(&cases[i], test_svg_look, "/cli/export-svg/look/%s", cases[i].name);
  }
  g_test_add_func("/cli/export-svg/readme", test_readme_bound);
  const int status = g_test_run();
  if (temp_dir)
    g_rmdir(temp_dir);
  return status;
}
