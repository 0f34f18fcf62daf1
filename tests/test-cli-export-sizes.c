/* test-cli-export-sizes.c — `tribolab-cli export` sizes in px, mm and pt, the
 * named sizes, --dpi, --font-pt and --svg-text, through the real binary. */
#include <glib/gstdio.h>
#include <math.h>
#include <stdint.h>

#include "tl-test-cli.h"
#include "tl-test-util.h"

static char *temp_dir;

static char *
temp_path(const char *name)
{
  if (!temp_dir)
    temp_dir = g_dir_make_tmp("tl-export-sizes-XXXXXX", NULL);
  g_assert_nonnull(temp_dir);
  return g_build_filename(temp_dir, name, NULL);
}

/* Export the hysteresis view (a cheap brush run) with the options (NULL
 * terminated, at most six) into `name`; returns the file's bytes. */
static char *
export_file(const char *name, gsize *len, const char *o1, const char *o2, const char *o3,
            const char *o4, const char *o5, const char *o6)
{
  char *path = temp_path(name);
  TlCliRun r = tl_cli_run("export", "--view", "hysteresis", "--grid", "16x16", "-o", path, o1, o2,
                          o3, o4, o5, o6, NULL);
  if (r.status != 0)
    g_error("export %s failed: %s", name, r.err);
  char *content;
  g_assert_true(g_file_get_contents(path, &content, len, NULL));
  g_remove(path);
  g_free(path);
  tl_cli_run_clear(&r);
  return content;
}

/* A PNG's width and height from its IHDR chunk (big-endian at bytes 16, 20). */
static void
png_size(const char *png, gsize len, int *w, int *h)
{
  g_assert_cmpuint(len, >, 24);
  g_assert_true(memcmp(png, "\x89PNG", 4) == 0);
  const unsigned char *p = (const unsigned char *)png;
  *w = (int)((uint32_t)p[16] << 24 | (uint32_t)p[17] << 16 | (uint32_t)p[18] << 8 | p[19]);
  *h = (int)((uint32_t)p[20] << 24 | (uint32_t)p[21] << 16 | (uint32_t)p[22] << 8 | p[23]);
}

typedef struct {
  const char *what;
  const char *opts[6];
  int width, height; /* expected pixels: mm/25.4·dpi rounded (computed by hand) */
} PngSizeCase;

static const PngSizeCase png_cases[] = {
  { "default", { NULL }, 900, 640 },
  /* 85/25.4·300 = 1003.9, 60/25.4·300 = 708.7 */
  { "85x60mm@300", { "--width-mm", "85", "--height-mm", "60", "--dpi", "300" }, 1004, 709 },
  /* column: 85 × 64 mm at the default 300 dpi: 1003.9 × 755.9 */
  { "column", { "--size", "column" }, 1004, 756 },
  /* slide: 254 × 142.875 mm = 10 × 5.625 in at 150 dpi */
  { "slide@150", { "--size", "slide", "--dpi", "150" }, 1500, 844 },
  /* a named size's height replaced: 85 mm wide, 40 mm = 472.4 px high */
  { "column-40mm", { "--size", "column", "--height-mm", "40" }, 1004, 472 },
  /* 240 × 170 pt at 144 dpi: two pixels a point */
  { "240x170pt@144", { "--width-pt", "240", "--height-pt", "170", "--dpi", "144" }, 480, 340 },
  { "px", { "--width-px", "600", "--height-px", "400" }, 600, 400 },
};

static void
test_png_sizes(gconstpointer data)
{
  const PngSizeCase *c = data;
  g_test_summary("export: a PNG sized in mm or pt gets mm/25.4·dpi pixels");
  gsize len;
  char *png = export_file("size.png", &len, c->opts[0], c->opts[1], c->opts[2], c->opts[3],
                          c->opts[4], c->opts[5]);
  int w, h;
  png_size(png, len, &w, &h);
  g_assert_cmpint(w, ==, c->width);
  g_assert_cmpint(h, ==, c->height);
  g_free(png);
}

static void
test_vector_points(void)
{
  g_test_summary("export: SVG and PDF sized in mm get points, whatever --dpi says");
  gsize len;
  /* 85 mm = 240.94 pt, 60 mm = 170.08 pt, rounded to whole points */
  char *svg = export_file("size.svg", &len, "--width-mm", "85", "--height-mm", "60", "--dpi",
                          "600");
  g_assert_nonnull(strstr(svg, "width=\"241pt\" height=\"170pt\""));
  g_free(svg);
  char *pdf = export_file("size.pdf", &len, "--size", "slide", NULL, NULL, NULL, NULL);
  /* 10 in × 5.625 in = 720 × 405 pt */
  g_assert_nonnull(memmem(pdf, len, "/MediaBox [ 0 0 720 405 ]", 25));
  g_free(pdf);
}

static void
test_svg_text(void)
{
  g_test_summary("export: --svg-text keeps the labels as <text>; the default draws outlines");
  gsize len;
  char *outlines = export_file("outline.svg", &len, NULL, NULL, NULL, NULL, NULL, NULL);
  g_assert_null(strstr(outlines, "<text"));
  g_assert_null(strstr(outlines, "creepage"));
  g_free(outlines);
  char *svg = export_file("text.svg", &len, "--svg-text", NULL, NULL, NULL, NULL, NULL);
  /* the title and the x label as typed in the view, the latter's subscript a tspan */
  g_assert_nonnull(strstr(svg, ">Hysteresis: traction coefficient vs creepage</tspan></text>"));
  g_assert_nonnull(
      strstr(svg, ">longitudinal creepage c<tspan baseline-shift=\"sub\" font-size=\"75%\">x"));
  /* a tick label, its true minus sign kept */
  g_assert_nonnull(strstr(svg, ">0.000</tspan>"));
  /* the labels come after the drawing, inside the one <svg> element */
  const char *labels = strstr(svg, "<g id=\"labels\">");
  g_assert_nonnull(labels);
  g_assert_true(strstr(labels, "</svg>") != NULL);
  g_assert_true(strstr(svg, "</svg>") == strstr(labels, "</svg>"));
  g_free(svg);
}

static void
test_size_conflicts(void)
{
  g_test_summary("export: size options in two units, or out of range, are usage errors naming "
                 "the options");
  tl_cli_assert_usage_error("--width-px and --width-mm cannot be combined", "export", "--view",
                            "hysteresis", "--width-px", "600", "--width-mm", "85", "-o", "x.png");
  tl_cli_assert_usage_error("--width-mm and --height-pt cannot be combined", "export", "--view",
                            "hysteresis", "--width-mm", "85", "--height-pt", "100", "-o",
                            "x.png");
  tl_cli_assert_usage_error("--size and --height-px cannot be combined", "export", "--view",
                            "hysteresis", "--size", "slide", "--height-px", "400", "-o", "x.png");
  tl_cli_assert_usage_error("--width-mm needs --height-mm", "export", "--view", "hysteresis",
                            "--width-mm", "85", "-o", "x.png");
  tl_cli_assert_usage_error("--size: unknown size 'poster'", "export", "--view", "hysteresis",
                            "--size", "poster", "-o", "x.png");
  tl_cli_assert_usage_error("--dpi: the resolution 10 dpi", "export", "--view", "hysteresis",
                            "--size", "column", "--dpi", "10", "-o", "x.png");
  tl_cli_assert_usage_error("--font-pt: the font size 200 pt", "export", "--view", "hysteresis",
                            "--font-pt", "200", "-o", "x.png");
  tl_cli_assert_usage_error("--font-pt: 'nan'", "export", "--view", "hysteresis", "--font-pt",
                            "nan", "-o", "x.png");
  /* 20 mm = 56.7 pt: below the smallest side an export accepts */
  tl_cli_assert_usage_error("--width-mm/--height-mm: 20 × 20 mm", "export", "--view",
                            "hysteresis", "--width-mm", "20", "--height-mm", "20", "-o", "x.svg");
  tl_cli_assert_usage_error("--svg-text applies to SVG only", "export", "--view", "hysteresis",
                            "--svg-text", "-o", "x.pdf");
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  for (size_t i = 0; i < G_N_ELEMENTS(png_cases); i++)
    tl_test_add_data_funcf(&png_cases[i], test_png_sizes, "/cli/export-sizes/png/%s",
                           png_cases[i].what);
  g_test_add_func("/cli/export-sizes/vector-points", test_vector_points);
  g_test_add_func("/cli/export-sizes/svg-text", test_svg_text);
  g_test_add_func("/cli/export-sizes/conflicts", test_size_conflicts);
  const int status = g_test_run();
  if (temp_dir)
    g_rmdir(temp_dir);
  g_free(temp_dir);
  return status;
}
