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
  char *path = g_build_filename(g_getenv("TL_PRESETS"), "02-sine-10hz-mu1.ini", NULL);
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

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/cli/presets/export", test_every_preset_exports);
  g_test_add_func("/cli/presets/thesis-rows", test_thesis_preset_rows);
  return g_test_run();
}
