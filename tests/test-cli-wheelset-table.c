/* test-cli-wheelset-table.c — `tribolab-cli wheelset --creep-model table`:
 * a run on a table built by `table build` (a small FASTSIM table, so that
 * the build takes a moment), and every way of getting it wrong ending with
 * exit status 2 and a message that names the problem.  The physics of the
 * table as a creep model is test-wheelset-table's. */
#include "tl-test-cli.h"

typedef struct {
  char *dir, *table, *circle;
} Fixture;

/* A FASTSIM table over the centred S1002/60E1 patches' a/b (about 0.5 and
 * 2), and one of the circle alone, which holds neither. */
static void
fixture_set_up(Fixture *f, gconstpointer data)
{
  (void)data;
  f->dir = g_dir_make_tmp("tl-ws-table-XXXXXX", NULL);
  f->table = g_build_filename(f->dir, "ws.h5", NULL);
  f->circle = g_build_filename(f->dir, "circle.h5", NULL);
  TlCliRun r;
  RUN_OK(r, "table", "build", "-o", f->table, "--model", "fastsim", "--workers", "1",
         "--ratio", "0.3:3:7", "--xi=-4:4:17", "--eta=-4:4:17", "--phi=0:0:1");
  tl_cli_run_clear(&r);
  RUN_OK(r, "table", "build", "-o", f->circle, "--model", "fastsim", "--workers", "1",
         "--ratio", "1:1:1", "--xi=-4:4:5", "--eta=-4:4:5", "--phi=0:0:1");
  tl_cli_run_clear(&r);
}

static void
fixture_tear_down(Fixture *f, gconstpointer data)
{
  (void)data;
  char *argv[] = { "rm", "-rf", f->dir, NULL };
  g_assert_true(g_spawn_sync(NULL, argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, NULL,
                             NULL));
  g_free(f->dir);
  g_free(f->table);
  g_free(f->circle);
}

/* A run above the linear critical speed: bounded, the creepages inside the
 * table (±4 reaches past saturation), the model named in the summary. */
static void
test_run(Fixture *f, gconstpointer data)
{
  (void)data;
  TlCliRun r;
  RUN_OK(r, "wheelset", "--mode", "run", "--creep-model", "table", "--table", f->table,
         "--speed-m-s", "160", "--duration-s", "2", "--summary");
  char *model = tl_cli_summary_text(r.out, "creep_model");
  g_assert_cmpstr(model, ==, "table");
  g_assert_cmpfloat(tl_cli_summary_value(r.out, "table_clamped_samples"), ==, 0.0);
  g_assert_cmpfloat(tl_cli_summary_value(r.out, "stopped"), ==, 0.0);
  g_free(model);
  tl_cli_run_clear(&r);
  /* linearly read, and at another μ: also a run */
  RUN_OK(r, "wheelset", "--mode", "run", "--creep-model", "table", "--table", f->table,
         "--table-interp", "linear", "--mu", "0.25", "--duration-s", "0.5", "--summary");
  tl_cli_run_clear(&r);
}

/* A preset's [wheelset] creep_model = table reads the table of its [steady]
 * section (a path relative to the preset): the run is the one of --table
 * given by hand.  A preset that names no table is refused. */
static void
test_preset(Fixture *f, gconstpointer data)
{
  (void)data;
  char *preset = g_build_filename(f->dir, "table.ini", NULL);
  g_assert_true(g_file_set_contents(preset,
                                    "[wheelset]\ncreep_model = table\nspeed_m_s = 160\n"
                                    "duration_s = 0.5\n[steady]\ntable = ws.h5\n",
                                    -1, NULL));
  TlCliRun from_preset, by_hand;
  RUN_OK(from_preset, "wheelset", "--mode", "run", "--preset", preset, "--summary");
  RUN_OK(by_hand, "wheelset", "--mode", "run", "--preset", preset, "--creep-model", "table",
         "--table", f->table, "--summary");
  char *model = tl_cli_summary_text(from_preset.out, "creep_model");
  g_assert_cmpstr(model, ==, "table");
  g_assert_cmpstr(from_preset.out, ==, by_hand.out);
  g_free(model);
  tl_cli_run_clear(&from_preset);
  tl_cli_run_clear(&by_hand);
  g_assert_true(g_file_set_contents(preset, "[wheelset]\ncreep_model = table\n", -1, NULL));
  tl_cli_assert_usage_error("names no table", "wheelset", "--mode", "run", "--preset", preset);
  g_free(preset);
}

typedef struct {
  const char *what;
  const char *args[8]; /* after wheelset --mode run; "T" is the table, "C" the circle */
  const char *message;
} Bad;

static const Bad bad[] = {
  { "no-table", { "--creep-model", "table" }, "needs --table FILE" },
  { "missing-file", { "--creep-model", "table", "--table", "/nonexistent/t.h5" }, "not a readable HDF5 file" },
  { "table-without-model", { "--table", "T" }, "belong to --creep-model table" },
  { "interp-without-model", { "--table-interp", "linear" }, "belong to --creep-model table" },
  { "bad-interp", { "--creep-model", "table", "--table", "T", "--table-interp", "spline" }, "unknown interpolation" },
  { "patch-outside", { "--creep-model", "table", "--table", "C" }, "outside the table" },
  { "eigen", { "--creep-model", "table", "--table", "T", "--mode", "eigen" }, "belongs to --mode run" },
};

static void
test_bad(Fixture *f, gconstpointer data)
{
  const Bad *b = data;
  GPtrArray *argv = g_ptr_array_new();
  g_ptr_array_add(argv, (gpointer)g_getenv("TL_CLI"));
  g_ptr_array_add(argv, (gpointer) "wheelset");
  /* eigen's own --mode comes later and wins; the others run */
  g_ptr_array_add(argv, (gpointer) "--mode");
  g_ptr_array_add(argv, (gpointer) "run");
  for (int k = 0; k < 8 && b->args[k]; k++) {
    const char *a = b->args[k];
    g_ptr_array_add(argv, (gpointer)(strcmp(a, "T") == 0   ? f->table
                                     : strcmp(a, "C") == 0 ? f->circle
                                                           : a));
  }
  g_ptr_array_add(argv, NULL);
  TlCliRun r = tl_spawn_((const char *const *)argv->pdata, NULL);
  g_ptr_array_free(argv, TRUE);
  g_test_message("%s: %s", b->what, r.err);
  g_assert_cmpint(r.status, ==, 2);
  g_assert_nonnull(strstr(r.err, b->message));
  tl_cli_run_clear(&r);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  g_test_add("/cli/wheelset-table/run", Fixture, NULL, fixture_set_up, test_run,
             fixture_tear_down);
  g_test_add("/cli/wheelset-table/preset", Fixture, NULL, fixture_set_up, test_preset,
             fixture_tear_down);
  for (size_t k = 0; k < G_N_ELEMENTS(bad); k++) {
    char *path = g_strdup_printf("/cli/wheelset-table/bad/%s", bad[k].what);
    g_test_add(path, Fixture, &bad[k], fixture_set_up, test_bad, fixture_tear_down);
    g_free(path);
  }
  return g_test_run();
}
