/* test-cli-hostile.c — the command line's contract under hostile input: bad
 * numbers, values outside their physical range and odd output targets give
 * exit 2 with a message naming the option as typed (or exit 1 with the
 * system's reason), never a crash, a silent NaN or a replaced device. */
#include <glib/gstdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tl-test-cli.h"
#include "tl-test-util.h"

static char *tmp_dir;

static char *
tmp_path(const char *name)
{
  return g_build_filename(tmp_dir, name, NULL);
}

/* ---- bad numbers and out-of-range values: exit 2 naming the option --------- */

typedef struct {
  const char *name;
  const char *args[12];
  const char *fragment; /* in stderr: the option as typed */
} UsageCase;

/* "@" in an argument stands for a file in the temporary folder. */
static const UsageCase usage_cases[] = {
  /* hexadecimal and C99 hex floats are not decimal numbers */
  { "hex-load", { "hertz", "--load-kn", "0x10" }, "--load-kn" },
  { "hex-float-radius", { "export", "--view", "rolling", "--ri-m", "0x1p-1074", "-o", "@x.png" },
    "--ri-m" },
  { "hex-width", { "export", "--view", "rolling", "--width-px", "0x10", "-o", "@x.png" },
    "--width-px" },
  { "octal-looking-width", { "export", "--view", "rolling", "--width-px", "+900", "-o", "@x.png" },
    "--width-px" },
  { "trailing-junk", { "steady", "--mu", "0.3abc" }, "--mu" },
  { "nan", { "steady", "--cy", "nan" }, "--cy" },
  { "overflow", { "hertz", "--load-kn", "1e999" }, "--load-kn" },
  { "grid-sign", { "steady", "--cx", "0.001", "--grid", "+40x40" }, "--grid" },
  /* a 16-pixel picture has no room for its labels (a Pango CRITICAL before) */
  { "export-too-small", { "export", "--view", "rolling", "--width-px", "16", "-o", "@x.png" },
    "--width-px" },
  /* values that parsed but made NaN or inf downstream before */
  { "friction-v-max", { "friction", "--v-max", "1.7976931348623157e308" }, "--v-max" },
  { "steady-spin", { "steady", "--cx", "0.005", "--spin-per-m", "-1e300" }, "--spin-per-m" },
  { "transient-cx-high", { "transient", "--cx", "1e300" }, "--cx" },
  { "transient-cx-low", { "transient", "--cx=-1e300" }, "--cx" },
  { "patch-mu", { "export", "--view", "patch", "--mu", "1e300", "-o", "@p.png" }, "--mu" },
  /* messages that named the wrong thing or printed zeros */
  { "ref-load-denormal", { "hertz", "--ref-load-kn", "2.2e-308" }, "--ref-load-kn" },
  { "duration-huge", { "transient", "--duration-ms", "1e12" }, "duration 1e+12 ms" },
  { "modulus", { "hertz", "--e-gpa", "1e9" }, "--e-gpa" },
  { "stiffness", { "stickslip", "--stiffness-n-m", "1e13" }, "--stiffness-n-m" },
  { "sigma0", { "stickslip", "--sigma0-n-m", "1e13" }, "--sigma0-n-m" },
  { "sphere-radius", { "rolling", "--ri-m", "1e-9" }, "--ri-m" },
  { "motion-duration",
    { "friction", "--vs-displacement", "--motion", "sine", "--duration-s", "1e9" },
    "--duration-s" },
};

static void
test_usage(gconstpointer data)
{
  const UsageCase *c = data;
  GPtrArray *argv = g_ptr_array_new_with_free_func(g_free);
  g_ptr_array_add(argv, g_strdup(g_getenv("TL_CLI")));
  for (int i = 0; c->args[i]; i++)
    g_ptr_array_add(argv, c->args[i][0] == '@' ? tmp_path(c->args[i] + 1)
                                               : g_strdup(c->args[i]));
  g_ptr_array_add(argv, NULL);
  char *out, *err;
  int wait_status;
  g_assert_true(g_spawn_sync(NULL, (char **)argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out,
                             &err, &wait_status, NULL));
  if (!WIFEXITED(wait_status)) {
    g_test_message("%s: killed by signal %d", c->name, WTERMSIG(wait_status));
    g_test_fail();
    goto out;
  }
  if (WEXITSTATUS(wait_status) != 2 || !strstr(err, c->fragment) || strstr(err, "CRITICAL")) {
    g_test_message("%s: exit %d, stderr '%s' lacks '%s'", c->name, WEXITSTATUS(wait_status), err,
                   c->fragment);
    g_test_fail();
    goto out;
  }
  g_assert_cmpstr(out, ==, "");
  /* one line */
  g_assert_cmpint(strchr(err, '\n') - err, ==, (long)strlen(err) - 1);
out:
  g_free(out);
  g_free(err);
  g_ptr_array_free(argv, TRUE);
}

/* The extremes of the ranges still compute finite numbers. */
static void
test_range_edges_finite(void)
{
  g_test_summary("Inputs at the edges of their ranges give exit 0 and finite numbers");
  TlCliRun r = tl_cli_run("steady", "--cx", "10,-10", NULL);
  g_assert_cmpint(r.status, ==, 0);
  /* full slip at |cx| = 10: f = +-mu within FASTSIM's load error on 50 x 50 (the
   * discrete sum of p_n dA misses F_N by well under 0.5 %) */
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 0, "f"), 0.4, 0.4 * 0.005);
  g_assert_cmpfloat_with_epsilon(tl_csv_value(r.out, 1, "f"), -0.4, 0.4 * 0.005);
  tl_cli_run_clear(&r);
  /* the largest spin: finite, and the traction stays inside the friction
   * bound |(fx, fy)| <= mu (same load-error tolerance) */
  r = tl_cli_run("steady", "--cx", "10", "--spin-per-m", "1000", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_null(strstr(r.out, "nan"));
  g_assert_null(strstr(r.out, "inf"));
  g_assert_cmpfloat(hypot(tl_csv_value(r.out, 0, "f"), tl_csv_value(r.out, 0, "fy")), <=,
                    0.4 * 1.005);
  tl_cli_run_clear(&r);
  r = tl_cli_run("hertz", "--a-mm", "8.56", "--b-mm", "4.08", "--ref-load-kn", "100",
                 "--load-kn", "1e-6", NULL); /* 1 mN, the smallest load */
  g_assert_cmpint(r.status, ==, 0);
  /* a ∝ F^(1/3): 1 mN is 1e-8 of the 100 kN reference, a = 8.56 mm · 1e-8^(1/3) */
  tl_assert_rel(tl_csv_value(r.out, 0, "a_mm"), 8.56 * cbrt(1e-8), 1e-9);
  tl_cli_run_clear(&r);
}

/* ---- output targets --------------------------------------------------------- */

static void
assert_only_entries(const char *dir, int expected)
{
  GDir *d = g_dir_open(dir, 0, NULL);
  int n = 0;
  for (const char *name; (name = g_dir_read_name(d));) {
    g_assert_false(g_str_has_suffix(name, ".part"));
    n++;
  }
  g_dir_close(d);
  g_assert_cmpint(n, ==, expected);
}

static void
test_output_special_targets(void)
{
  g_test_summary("-o refuses a device, a symlink, a FIFO or a directory and replaces none");
  char *dir = tmp_path("special");
  g_mkdir(dir, 0700);
  char *target = g_build_filename(dir, "target.csv", NULL);
  char *link = g_build_filename(dir, "link.csv", NULL);
  char *fifo = g_build_filename(dir, "fifo.csv", NULL);
  g_assert_true(g_file_set_contents(target, "keep\n", -1, NULL));
  g_assert_cmpint(symlink(target, link), ==, 0);
  g_assert_cmpint(mkfifo(fifo, 0600), ==, 0);
  const char *const targets[] = { "/dev/null", link, fifo, dir };
  for (size_t i = 0; i < G_N_ELEMENTS(targets); i++) {
    TlCliRun r = tl_cli_run("hertz", "-o", targets[i], NULL);
    g_assert_cmpint(r.status, ==, 1);
    g_assert_nonnull(strstr(r.err, "not a regular file"));
    tl_cli_run_clear(&r);
    r = tl_cli_run("export", "--view", "rolling", "-o", targets[i], "--format", "png", NULL);
    g_assert_cmpint(r.status, !=, 0);
    g_assert_nonnull(strstr(r.err, "not a regular file"));
    tl_cli_run_clear(&r);
  }
  struct stat st;
  g_assert_cmpint(lstat("/dev/null", &st), ==, 0);
  g_assert_true(S_ISCHR(st.st_mode));
  g_assert_cmpint(lstat(link, &st), ==, 0);
  g_assert_true(S_ISLNK(st.st_mode));
  char *text;
  g_assert_true(g_file_get_contents(target, &text, NULL, NULL));
  g_assert_cmpstr(text, ==, "keep\n");
  g_free(text);
  assert_only_entries(dir, 3); /* no temporary left behind */
  /* "-" is standard output */
  TlCliRun r = tl_cli_run("hertz", "-o", "-", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_true(g_str_has_prefix(r.out, "a_mm,"));
  tl_cli_run_clear(&r);
  g_remove(fifo);
  g_remove(link);
  g_remove(target);
  g_rmdir(dir);
  g_free(fifo);
  g_free(link);
  g_free(target);
  g_free(dir);
}

/* A write that fails half-way (a file-size limit of one block) is reported
 * with the system's reason, and neither the target nor a temporary stays. */
static void
test_output_write_failure(void)
{
  g_test_summary("A failed write names its reason and leaves no partial file");
  char *dir = tmp_path("full");
  g_mkdir(dir, 0700);
  char *file = g_build_filename(dir, "rows.csv", NULL);
  char *script = g_strdup_printf("trap '' XFSZ; ulimit -f 1; exec \"$0\" transient --cx 0.003 "
                                 "--duration-ms 200 -o '%s'",
                                 file);
  const char *argv[] = { "/bin/sh", "-c", script, g_getenv("TL_CLI"), NULL };
  char *out, *err;
  int wait_status;
  g_assert_true(g_spawn_sync(NULL, (char **)argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err,
                             &wait_status, NULL));
  g_assert_true(WIFEXITED(wait_status));
  g_assert_cmpint(WEXITSTATUS(wait_status), ==, 1);
  g_assert_nonnull(strstr(err, "rows.csv"));
  g_assert_nonnull(strstr(err, g_strerror(EFBIG)));
  g_assert_false(g_file_test(file, G_FILE_TEST_EXISTS));
  assert_only_entries(dir, 0);
  g_free(out);
  g_free(err);
  g_free(script);
  g_rmdir(dir);
  g_free(file);
  g_free(dir);
}

/* An unwritable folder: the reason, no file. */
static void
test_output_missing_folder(void)
{
  g_test_summary("-o into a folder that does not exist gives the system's reason");
  char *file = tmp_path("no-such-folder/x.csv");
  TlCliRun r = tl_cli_run("hertz", "-o", file, NULL);
  g_assert_cmpint(r.status, ==, 1);
  g_assert_nonnull(strstr(r.err, g_strerror(ENOENT)));
  tl_cli_run_clear(&r);
  r = tl_cli_run("export", "--view", "rolling", "-o", "/nonexistent-folder/x.png", NULL);
  g_assert_cmpint(r.status, ==, 1);
  g_assert_nonnull(strstr(r.err, g_strerror(ENOENT)));
  tl_cli_run_clear(&r);
  g_free(file);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  tmp_dir = g_dir_make_tmp("tribolab-hostile-XXXXXX", NULL);
  for (size_t i = 0; i < G_N_ELEMENTS(usage_cases); i++) {
    char *path = g_strdup_printf("/cli-hostile/usage/%s", usage_cases[i].name);
    g_test_add_data_func(path, &usage_cases[i], test_usage);
    g_free(path);
  }
  g_test_add_func("/cli-hostile/range-edges-finite", test_range_edges_finite);
  g_test_add_func("/cli-hostile/output/special-targets", test_output_special_targets);
  g_test_add_func("/cli-hostile/output/write-failure", test_output_write_failure);
  g_test_add_func("/cli-hostile/output/missing-folder", test_output_missing_folder);
  const int status = g_test_run();
  char *x = tmp_path("x.png");
  char *p = tmp_path("p.png");
  g_remove(x);
  g_remove(p);
  g_free(x);
  g_free(p);
  g_rmdir(tmp_dir);
  g_free(tmp_dir);
  return status;
}
