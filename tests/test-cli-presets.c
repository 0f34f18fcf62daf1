/* test-cli-presets.c — every shipped preset regenerates its figure with the
 * command line, as the README shows: `tribolab-cli export --view V --preset
 * FILE -o OUT.png`, V the view the preset names.  And the thesis presets run
 * the thesis cases: 702 rows at 10 Hz. */
#include <glib/gstdio.h>
#include <sys/wait.h>

#include "tl-test-cli.h"
#include "tl-test-util.h"
#include "tribo/preset.h"

/* The export view of each window view (hertz: the pressure map). */
static const char *const views[][3] = {
  { "hertz", "patch", "--field=pressure" }, { "steady", "traction-curve", NULL },
  { "transient", "transient", NULL },       { "friction", "friction", NULL },
  { "stickslip", "stickslip", NULL },       { "rolling", "rolling", NULL },
  { "subsurface", "subsurface", NULL },     { "wheelrail", "wheelrail", NULL },
  { "wheelset", "wheelset", NULL },
};

static void
test_every_preset_exports(void)
{
  g_test_summary("Every shipped preset exports its view's figure from the command line");
  const char *dir = g_getenv("TL_PRESETS");
  char *out_dir = g_dir_make_tmp("tribolab-presets-XXXXXX", NULL);
  GDir *d = g_dir_open(dir, 0, NULL);
  g_assert_nonnull(d);
  int n = 0;
  for (const char *name; (name = g_dir_read_name(d));) {
    if (!g_str_has_suffix(name, ".ini"))
      continue;
    char *path = g_build_filename(dir, name, NULL);
    TlPreset p;
    g_assert_cmpint(tl_preset_load_file(path, &p, NULL, NULL, NULL), ==, TL_OK);
    const char *view = NULL, *extra = NULL;
    for (size_t i = 0; i < G_N_ELEMENTS(views); i++)
      if (g_str_equal(p.view, views[i][0])) {
        view = views[i][1];
        extra = views[i][2];
      }
    g_assert_nonnull(view);
    char *png = g_build_filename(out_dir, "figure.png", NULL);
    TlCliRun r = tl_cli_run("export", "--view", view, "--preset", path, "-o", png, extra, NULL);
    if (r.status != 0)
      g_error("%s (--view %s): exit %d: %s", name, view, r.status, r.err);
    g_assert_cmpstr(r.err, ==, ""); /* no warnings either */
    g_assert_true(g_file_test(png, G_FILE_TEST_IS_REGULAR));
    g_remove(png);
    tl_cli_run_clear(&r);
    g_free(png);
    g_free(path);
    n++;
  }
  g_dir_close(d);
  g_rmdir(out_dir);
  g_free(out_dir);
  g_assert_cmpint(n, >=, 8);
}

/* The thesis case from its preset: 3 periods of 10 Hz on 40 × 40 at C = 1,
 * Δt = Δx/V = 0.428 ms: 701 steps and row 0. */
static void
test_thesis_preset_rows(void)
{
  g_test_summary("The 10 Hz thesis preset runs the thesis case: 702 rows");
  char *path = tl_preset_path("02-sine-10hz-mu1.ini");
  TlCliRun r = tl_cli_run("transient", "--preset", path, "--summary", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_nonnull(strstr(r.out, "rows=702\n"));
  tl_cli_run_clear(&r);
  /* options still override the preset: 30 Hz for 3 periods, 234 steps + row 0 */
  r = tl_cli_run("transient", "--preset", path, "--freq-hz", "30", "--summary", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_nonnull(strstr(r.out, "rows=235\n"));
  tl_cli_run_clear(&r);
  g_free(path);
}

/* Every export view in every format, checked for structure: PNG signature
 * and size, SVG that parses with no embedded bitmap, PDF header and trailer. */
static void
test_every_view_every_format(void)
{
  g_test_summary("Each export view writes valid PNG, SVG and PDF");
  static const char *const all_views[] = { "patch",     "hysteresis", "timeseries",
                                           "transient", "compare",    "traction-curve",
                                           "friction",  "stickslip",  "rolling" };
  static const char *const formats[] = { "png", "svg", "pdf" };
  for (size_t v = 0; v < G_N_ELEMENTS(all_views); v++) {
    for (size_t f = 0; f < G_N_ELEMENTS(formats); f++) {
      char *name = g_strdup_printf("%s.%s", all_views[v], formats[f]);
      /* small grids keep the exact solver of the compare view quick */
      const gboolean contact = v < 6;
      gsize len;
      char *data = contact
                       ? tl_cli_export_file(name, &len, "--view", all_views[v], "--width-px", "500",
                                            "--height-px", "360", "--grid", "20x20", NULL)
                       : tl_cli_export_file(name, &len, "--view", all_views[v], "--width-px", "500",
                                            "--height-px", "360", NULL);
      if (f == 0) {
        const guchar *u = (const guchar *)data;
        g_assert_cmpmem(data, 8, "\x89PNG\r\n\x1a\n", 8);
        g_assert_cmpuint((u[16] << 24) | (u[17] << 16) | (u[18] << 8) | u[19], ==, 500);
        g_assert_cmpuint((u[20] << 24) | (u[21] << 16) | (u[22] << 8) | u[23], ==, 360);
      } else if (f == 1) {
        GMarkupParser parser = { 0 };
        GMarkupParseContext *ctx = g_markup_parse_context_new(&parser, 0, NULL, NULL);
        const char *svg = strstr(data, "<svg");
        g_assert_nonnull(svg);
        g_assert_true(g_markup_parse_context_parse(ctx, svg, -1, NULL));
        g_assert_true(g_markup_parse_context_end_parse(ctx, NULL));
        g_markup_parse_context_free(ctx);
        g_assert_null(strstr(data, "<image")); /* cells are vector rectangles */
      } else {
        g_assert_cmpmem(data, 5, "%PDF-", 5);
        g_assert_nonnull(memmem(data + len - 32, 32, "%%EOF", 5));
        g_assert_nonnull(memmem(data, len, "/FontFile", 9)); /* fonts embedded */
      }
      g_free(data);
      g_free(name);
    }
  }
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/cli/presets/export", test_every_preset_exports);
  g_test_add_func("/cli/presets/thesis-rows", test_thesis_preset_rows);
  g_test_add_func("/cli/views/every-format", test_every_view_every_format);
  return g_test_run();
}
