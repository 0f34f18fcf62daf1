/* test-cli-hertz.c — `tribolab-cli hertz` and `export --view patch` as the
 * project's README specifies them: columns, values, exit statuses. */
#include <glib/gstdio.h>
#include <sys/wait.h>

#include "tl-test-cli.h"
#include "tl-test-util.h"

static void
test_hertz_default(void)
{
  g_test_summary("Default case: thesis semi-axes, the theory manual's p0 and approach");
  TlCliRun r = tl_cli_run("hertz", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_true(g_str_has_prefix(r.out, "a_mm,b_mm,p0_mpa,approach_mm,c11,c22,c23,c33"));
  g_assert_cmpfloat(tl_csv_value(r.out, 0, "a_mm"), ==, 8.56);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 0, "p0_mpa"), 1367.1, 0.05);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 0, "approach_mm"), 0.1077, 0.00005);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 0, "c11"), 5.31, 0.005);
  /* no trailing spaces, one header and one row */
  g_assert_null(strstr(r.out, " \n"));
  gchar **lines = g_strsplit(g_strstrip(r.out), "\n", -1);
  g_assert_cmpuint(g_strv_length(lines), ==, 2);
  g_strfreev(lines);
  tl_cli_run_clear(&r);
}

static void
test_hertz_radii(void)
{
  g_test_summary("Radii: the theory manual's 7.192 x 5.410 mm, 1227 MPa, 0.105 mm");
  TlCliRun r = tl_cli_run("hertz", "--e-gpa", "210", "--nu", "0.28", "--wheel-rx-m", "0.46",
                          "--wheel-ry-m", "inf", "--rail-rx-m", "inf", "--rail-ry-m", "0.30",
                          NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 0, "a_mm"), 7.192, 0.0005);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 0, "b_mm"), 5.410, 0.0005);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 0, "p0_mpa"), 1227.0, 0.5);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 0, "approach_mm"), 0.105, 0.0005);
  tl_cli_run_clear(&r);
}

static void
test_hertz_reference_load(void)
{
  g_test_summary("Load scaling: 8.56 x 4.08 mm at 100 kN loaded to 150 kN gives 9.799 x 4.670 mm");
  TlCliRun r = tl_cli_run("hertz", "--a-mm", "8.56", "--b-mm", "4.08", "--ref-load-kn", "100",
                          "--load-kn", "150", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 0, "a_mm"), 9.799, 0.0005);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 0, "b_mm"), 4.670, 0.0005);
  tl_cli_run_clear(&r);
  /* without --ref-load-kn the semi-axes hold at 100 kN, so --load-kn alone is
   * a load study (the contract of docs/theory.md §1): the same 9.799 mm */
  r = tl_cli_run("hertz", "--a-mm", "8.56", "--b-mm", "4.08", "--load-kn", "150", NULL);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 0, "a_mm"), 9.799, 0.0005);
  tl_cli_run_clear(&r);
  r = tl_cli_run("hertz", "--load-kn", "150", NULL);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 0, "b_mm"), 4.670, 0.0005);
  tl_cli_run_clear(&r);
  /* fixed semi-axes when asked for: the reference load equal to the load */
  r = tl_cli_run("hertz", "--load-kn", "150", "--ref-load-kn", "150", NULL);
  g_assert_cmpfloat(tl_csv_value(r.out, 0, "a_mm"), ==, 8.56);
  tl_cli_run_clear(&r);
}

static void
test_output_file(void)
{
  g_test_summary("-o FILE writes the CSV there and nothing to stdout");
  char *dir = g_dir_make_tmp("tribolab-cli-XXXXXX", NULL);
  char *path = g_build_filename(dir, "h.csv", NULL);
  TlCliRun r = tl_cli_run("hertz", "-o", path, NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_cmpstr(r.out, ==, "");
  char *text;
  g_assert_true(g_file_get_contents(path, &text, NULL, NULL));
  g_assert_true(g_str_has_prefix(text, "a_mm,"));
  g_free(text);
  g_remove(path);
  g_rmdir(dir);
  g_free(path);
  g_free(dir);
  tl_cli_run_clear(&r);
}

typedef struct {
  const char *what;
  const char *args[8];
  const char *message; /* a fragment stderr must contain */
} BadUsage;

static const BadUsage bad_usage[] = {
  { "both-moduli", { "hertz", "--e-gpa", "210", "--g-gpa", "80" }, "not both" },
  { "axes-and-radii", { "hertz", "--a-mm", "8", "--wheel-rx-m", "0.5" }, "not both" },
  { "nu-half", { "hertz", "--nu", "0.5" }, "Poisson" },
  { "negative-load", { "hertz", "--load-kn", "-5" }, "normal load" },
  { "not-a-number", { "hertz", "--load-kn", "abc" }, "load-kn" },
  { "no-point-contact", { "hertz", "--wheel-rx-m", "inf", "--rail-rx-m", "inf" }, "curvature A" },
  { "unknown-material", { "hertz", "--material", "unobtainium" }, "unobtainium" },
  { "grid-too-small", { "hertz", "--grid", "3x40" }, "grid" },
  { "grid-malformed", { "hertz", "--grid", "40by40" }, "MXxMY" },
  { "bound-unknown", { "hertz", "--bound", "cubic" }, "cubic" },
  { "stray-argument", { "hertz", "extra" }, "extra" },
  { "unknown-option", { "hertz", "--frobnicate" }, "frobnicate" },
  { "unknown-command", { "frobnicate" }, "unknown command" },
  { "export-no-view", { "export", "-o", "x.png" }, "--view" },
  { "export-unknown-view", { "export", "--view", "nope", "-o", "x.png" }, "nope" },
  { "export-no-output", { "export", "--view", "patch" }, "-o" },
  { "export-bad-format", { "export", "--view", "patch", "--format", "bmp", "-o", "x.bmp" }, "bmp" },
  { "export-tiny", { "export", "--view", "patch", "--width-px", "3", "-o", "x.png" }, "size" },
  /* the steady map reads --cx only of the transient options, and a transient
   * patch none of the steady map's: refused, not ignored */
  { "patch-steady-c0", { "export", "--view", "patch", "--c0", "0.002", "-o", "x.png" }, "--c0" },
  { "patch-steady-freq", { "export", "--view", "patch", "--freq-hz=20", "-o", "x.png" },
    "--freq-hz" },
  { "patch-steady-waveform", { "export", "--view", "patch", "--waveform=step", "-o", "x.png" },
    "--waveform" },
  { "patch-transient-variant",
    { "export", "--view", "patch", "--model=brush", "--variant=strip", "-o", "x.png" },
    "--variant" },
  { "patch-transient-map-model",
    { "export", "--view", "patch", "--at-ms=5", "--map-model=exact", "-o", "x.png" },
    "--map-model" },
};

static void
test_bad_usage(gconstpointer data)
{
  const BadUsage *c = data;
  GPtrArray *argv = g_ptr_array_new();
  g_ptr_array_add(argv, (gpointer)g_getenv("TL_CLI"));
  for (int i = 0; c->args[i]; i++)
    g_ptr_array_add(argv, (gpointer)c->args[i]);
  g_ptr_array_add(argv, NULL);
  char *out, *err;
  int wait_status;
  char *dir = g_dir_make_tmp("tribolab-cli-XXXXXX", NULL);
  g_assert_true(g_spawn_sync(dir, (char **)argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out,
                             &err, &wait_status, NULL));
  g_assert_cmpint(WEXITSTATUS(wait_status), ==, 2);
  g_assert_nonnull(strstr(err, c->message));
  g_assert_cmpstr(out, ==, "");
  /* nothing half-written */
  GDir *d = g_dir_open(dir, 0, NULL);
  g_assert_null(g_dir_read_name(d));
  g_dir_close(d);
  g_rmdir(dir);
  g_free(dir);
  g_free(out);
  g_free(err);
  g_ptr_array_free(argv, TRUE);
}

static void
test_help_and_version(void)
{
  g_test_summary("--help on every command and --version exit 0");
  const char *commands[] = { "hertz", "export", "bench" };
  for (size_t i = 0; i < G_N_ELEMENTS(commands); i++) {
    TlCliRun r = tl_cli_run(commands[i], "--help", NULL);
    g_assert_cmpint(r.status, ==, 0);
    g_assert_nonnull(strstr(r.out, "tribolab-cli"));
    tl_cli_run_clear(&r);
  }
  TlCliRun r = tl_cli_run("--version", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_true(g_str_has_prefix(r.out, "tribolab-cli "));
  tl_cli_run_clear(&r);
  r = tl_cli_run("--help", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_nonnull(strstr(r.out, "hertz"));
  tl_cli_run_clear(&r);
}

static void
test_export_patch(void)
{
  g_test_summary("export --view patch writes PNG (right size), SVG and PDF");
  const char *fmts[] = { "png", "svg", "pdf" };
  for (size_t i = 0; i < G_N_ELEMENTS(fmts); i++) {
    char *name = g_strdup_printf("patch.%s", fmts[i]);
    gsize len;
    char *data = tl_cli_export_file(name, &len, "--view", "patch", "--width-px", "640",
                                    "--height-px", "480", "--load-kn", "150", NULL);
    if (i == 0) {
      g_assert_cmpmem(data, 8, "\x89PNG\r\n\x1a\n", 8);
      /* IHDR: width and height, big-endian, at bytes 16..23 */
      const guchar *u = (const guchar *)data;
      g_assert_cmpuint((u[16] << 24) | (u[17] << 16) | (u[18] << 8) | u[19], ==, 640);
      g_assert_cmpuint((u[20] << 24) | (u[21] << 16) | (u[22] << 8) | u[23], ==, 480);
    } else if (i == 1) {
      g_assert_nonnull(strstr(data, "<svg"));
      g_assert_nonnull(strstr(data, "</svg>"));
      /* cells are vector rectangles, not an embedded bitmap */
      g_assert_null(strstr(data, "<image"));
    } else {
      g_assert_cmpmem(data, 5, "%PDF-", 5);
      /* the trailer sits in the last bytes (the body holds binary streams) */
      g_assert_cmpuint(len, >, 64);
      g_assert_nonnull(memmem(data + len - 32, 32, "%%EOF", 5));
    }
    g_free(data);
    g_free(name);
  }
}

static void
test_preset_option(void)
{
  g_test_summary("--preset loads a case, later options override it, bad presets exit 2 with the line");
  char *dir = g_dir_make_tmp("tribolab-cli-XXXXXX", NULL);
  char *good = tl_test_write_file(
      dir, "good.ini",
      "[preset]\ntitle = load study\n[contact]\nload_kn = 150\nref_load_kn = 100\nfoo = 1\n");
  char *bad = tl_test_write_file(dir, "bad.ini", "[contact]\nmu = 0.4\nload_kn = heavy\n");
  TlCliRun r = tl_cli_run("hertz", "--preset", good, NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 0, "a_mm"), 9.799, 0.0005);
  g_assert_nonnull(strstr(r.err, "unknown key 'foo'"));
  tl_cli_run_clear(&r);
  /* --load-kn on top of the preset scales from the preset's reference load */
  r = tl_cli_run("hertz", "--preset", good, "--load-kn", "100", NULL);
  g_assert_cmpfloat(tl_csv_value(r.out, 0, "a_mm"), ==, 8.56);
  tl_cli_run_clear(&r);
  r = tl_cli_run("hertz", "--preset", bad, NULL);
  g_assert_cmpint(r.status, ==, 2);
  g_assert_nonnull(strstr(r.err, "line 3"));
  g_assert_nonnull(strstr(r.err, "load_kn"));
  tl_cli_run_clear(&r);
  /* a preset that cannot be read is bad input, like a malformed one (README) */
  r = tl_cli_run("hertz", "--preset", "/nonexistent/p.ini", NULL);
  g_assert_cmpint(r.status, ==, 2);
  g_assert_nonnull(strstr(r.err, "/nonexistent/p.ini"));
  g_assert_cmpstr(r.out, ==, "");
  tl_cli_run_clear(&r);
  g_remove(good);
  g_remove(bad);
  g_rmdir(dir);
  g_free(good);
  g_free(bad);
  g_free(dir);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/cli/hertz/default", test_hertz_default);
  g_test_add_func("/cli/hertz/radii", test_hertz_radii);
  g_test_add_func("/cli/hertz/reference-load", test_hertz_reference_load);
  g_test_add_func("/cli/hertz/output-file", test_output_file);
  g_test_add_func("/cli/help-and-version", test_help_and_version);
  g_test_add_func("/cli/export/patch", test_export_patch);
  g_test_add_func("/cli/preset", test_preset_option);
  for (size_t i = 0; i < G_N_ELEMENTS(bad_usage); i++)
    tl_test_add_data_funcf(&bad_usage[i], test_bad_usage, "/cli/bad-usage/%s", bad_usage[i].what);
  return g_test_run();
}
