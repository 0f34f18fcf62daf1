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

/* A new folder `name` in the test's temporary folder: its path (free it). */
static char *
tmp_folder(const char *name)
{
  char *dir = tmp_path(name);
  g_mkdir(dir, 0700);
  return dir;
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
  /* work beyond the budget is refused before it starts, naming the remedy
   * (before: 41 s, 34 s, 27 s and minutes with no word) */
  { "budget-transient", { "transient", "--duration-ms", "1e6" }, "--duration-ms" },
  { "budget-default-30-s", { "transient", "--duration-ms", "1e6" }, "limit of 30 s" },
  { "budget-patch-at", { "export", "--view", "patch", "--at-ms", "1e6", "-o", "@p.png" },
    "--at-ms" },
  { "budget-exact-grid", { "steady", "--model", "exact", "--grid", "400x400", "--cx", "0.002" },
    "--grid" },
  { "budget-exact-memory",
    { "steady", "--model", "exact", "--grid", "1000x1000", "--cx", "0.002" },
    "more than the 1000 MB allowed" },
  { "budget-max-seconds", { "hertz", "--max-seconds", "0" }, "--max-seconds" },
  { "budget-rk4-steps", { "stickslip", "--integrator", "rk4", "--max-steps", "100" },
    "--max-steps" },
  { "motion-duration",
    { "friction", "--vs-displacement", "--motion", "sine", "--duration-s", "1e9" },
    "--duration-s" },
  /* found by the option-parser fuzzer: a summary of one period printed NaN
   * figures and exited 1 (the analysed period starts after the settling) */
  { "summary-too-short", { "transient", "--grid", "20x20", "--periods", "1", "--summary" },
    "--periods 2 or more" },
  /* found by the sweep: a denormal depth passed "> 0" and became 0 */
  { "subsurface-denormal-depth", { "subsurface", "--summary", "--z-max-mm", "4.9e-324" },
    "--z-max-mm" },
  /* every command estimates its work first (before: minutes with no word) */
  { "budget-wheelrail-shifts", { "wheelrail", "--y-mm", "-20:20:0.01", "--normal", "exact" },
    "--y-mm" },
  { "budget-fastsim-curve", { "steady", "--curve", "100000", "--grid", "1000x1000" }, "--grid" },
  { "budget-rolling-rows",
    { "rolling", "--duration-ms", "1000", "--dt-s", "1e-7", "--max-seconds", "5" },
    "--duration-ms" },
  { "budget-subsurface", { "subsurface", "--grid", "200x200", "--points", "400x200" },
    "--points" },
  { "budget-wheelrail-table",
    { "wheelrail", "--conicity", "--amplitudes-mm", "8", "--table-step-mm", "0.01",
      "--max-seconds", "1" },
    "--table-step-mm" },
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

/* A stiff oscillator stops at its step cap with the stiffness named, exit 1
 * (before: sigma0 = 1e12 N/m ran 102 s). */
static void
test_stiff_oscillator(void)
{
  g_test_summary("A stiff oscillator stops at the step cap naming its stiffness");
  const char *const cases[][4] = {
    { "--sigma0-n-m", "1e12", "--max-steps", "20000" },
    { "--stiffness-n-m", "1e12", "--max-steps", "20000" },
    { "--sigma0-n-m", "1e12", NULL, NULL }, /* the default cap */
  };
  for (size_t i = 0; i < G_N_ELEMENTS(cases); i++) {
    TlCliRun r = tl_cli_run("stickslip", "--summary", cases[i][0], cases[i][1], cases[i][2],
                            cases[i][3], NULL);
    g_assert_cmpint(r.status, ==, 1);
    g_assert_cmpstr(r.out, ==, "");
    g_assert_nonnull(strstr(r.err, "stiff"));
    g_assert_nonnull(strstr(r.err, "--max-steps"));
    if (!cases[i][2]) /* the default cap the README quotes */
      g_assert_nonnull(strstr(r.err, "took 1000000 integrator steps"));
    tl_cli_run_clear(&r);
  }
}

/* An explicit --max-seconds stops a run in the middle with exit 1 naming
 * it: the stick-slip integration polls a deadline flag between samples
 * (a stiff run takes 1e6 steps, seconds, before its step cap). */
static void
test_max_seconds_stops(void)
{
  g_test_summary("stickslip --max-seconds stops a long integration, exit 1 naming the option");
  TlCliRun r = tl_cli_run("stickslip", "--summary", "--sigma0-n-m", "1e12", "--max-seconds",
                          "0.05", NULL);
  g_assert_cmpint(r.status, ==, 1);
  g_assert_cmpstr(r.out, ==, "");
  g_assert_nonnull(strstr(r.err, "stopped after 0.05 s (--max-seconds 0.05)"));
  tl_cli_run_clear(&r);
}

/* Progress lines: only with --progress when stderr is no terminal (so what
 * a script reads does not depend on the machine's speed), and then every
 * TRIBOLAB_PROGRESS_EVERY_S seconds (0: every slice, so this test sees them
 * on any machine), ending at 100 %. */
static void
test_progress_lines(void)
{
  g_test_summary("--progress prints progress lines on a non-terminal stderr, up to 100 %");
  g_setenv("TRIBOLAB_PROGRESS_EVERY_S", "0", TRUE);
  const char *const commands[][6] = { /* command line, then --progress in the free slot */
    { "transient", "--grid", "20x20", "--duration-ms", "40", NULL },
    { "steady", "--cx", "0.001,0.002,0.004", "--grid", "20x20", NULL },
    { "wheelrail", "--y-mm", "0,1,2", NULL, NULL, NULL },
  };
  for (size_t i = 0; i < G_N_ELEMENTS(commands); i++) {
    const char *c[7] = { 0 };
    int n = 0;
    for (; n < 6 && commands[i][n]; n++)
      c[n] = commands[i][n];
    TlCliRun quiet = tl_cli_run(c[0], c[1], c[2], c[3], c[4], c[5], c[6], NULL);
    c[n] = "--progress";
    TlCliRun loud = tl_cli_run(c[0], c[1], c[2], c[3], c[4], c[5], c[6], NULL);
    g_assert_cmpint(quiet.status, ==, 0);
    g_assert_null(strstr(quiet.err, "progress"));
    g_assert_cmpint(loud.status, ==, 0);
    g_assert_cmpstr(loud.out, ==, quiet.out); /* the same numbers */
    if (!strstr(loud.err, "progress 100 % after"))
      g_error("%s --progress: stderr '%s' lacks the last progress line", c[0], loud.err);
    tl_cli_run_clear(&quiet);
    tl_cli_run_clear(&loud);
  }
  g_unsetenv("TRIBOLAB_PROGRESS_EVERY_S");
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
  g_test_summary("-o refuses a symlink, a FIFO or a directory and replaces none");
  char *dir = tmp_folder("special");
  char *target = g_build_filename(dir, "target.csv", NULL);
  char *link = g_build_filename(dir, "link.csv", NULL);
  char *fifo = g_build_filename(dir, "fifo.csv", NULL);
  g_assert_true(g_file_set_contents(target, "keep\n", -1, NULL));
  g_assert_cmpint(symlink(target, link), ==, 0);
  g_assert_cmpint(mkfifo(fifo, 0600), ==, 0);
  /* (a character device such as /dev/null is written in place:
   * test-cli-vocab's output cases) */
  const char *const targets[] = { link, fifo, dir };
  for (size_t i = 0; i < G_N_ELEMENTS(targets); i++) {
    TlCliRun r = tl_cli_run("hertz", "-o", targets[i], NULL);
    g_assert_cmpint(r.status, ==, 2); /* bad input, not a failed computation */
    g_assert_nonnull(strstr(r.err, "not a regular file"));
    tl_cli_run_clear(&r);
    r = tl_cli_run("export", "--view", "rolling", "-o", targets[i], "--format", "png", NULL);
    g_assert_cmpint(r.status, ==, 2);
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
  char *dir = tmp_folder("full");
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
  g_assert_cmpint(r.status, ==, 2); /* bad input, as the README's exit statuses say */
  g_assert_nonnull(strstr(r.err, g_strerror(ENOENT)));
  tl_cli_run_clear(&r);
  r = tl_cli_run("export", "--view", "rolling", "-o", "/nonexistent-folder/x.png", NULL);
  g_assert_cmpint(r.status, ==, 2);
  g_assert_nonnull(strstr(r.err, g_strerror(ENOENT)));
  tl_cli_run_clear(&r);
  g_free(file);
}

/* ---- input files -------------------------------------------------------------- */

static char *
write_file(const char *name, const char *data, gssize len)
{
  char *path = tmp_path(name);
  g_assert_true(g_file_set_contents(path, data, len, NULL));
  return path;
}

static void
assert_input_error(const char *fragment, const char *cmd, const char *option, const char *path)
{
  TlCliRun r = tl_cli_run(cmd, option, path, NULL);
  if (r.status != 2 || !strstr(r.err, fragment))
    g_error("%s %s %s: exit %d, stderr '%s' lacks '%s'", cmd, option, path, r.status, r.err,
            fragment);
  g_assert_cmpstr(r.out, ==, "");
  tl_cli_run_clear(&r);
}

static void
test_input_duplicate_key_line(void)
{
  g_test_summary("A duplicate key is reported at the line whose value is used (the last)");
  char *path = write_file("dup.ini", "[contact]\nmu = 0.3\ncx = 0.002\nmu = abc\n", -1);
  assert_input_error("dup.ini line 4: [contact] mu = abc", "hertz", "--preset", path);
  g_remove(path);
  g_free(path);
}

static void
test_input_nul_byte(void)
{
  g_test_summary("A NUL byte in a preset, a replay or a creepage table is an error with its line");
  static const char preset[] = "[contact]\nmu = 0.3\n\0cx = 0.002\n";
  char *p = write_file("nul.ini", preset, sizeof preset - 1);
  assert_input_error("nul.ini line 3: a NUL byte", "hertz", "--preset", p);
  /* ten rows, then a NUL: 10 rows and exit 0 before */
  GString *replay = g_string_new("t,nx,ny,nz,wix,wiy,wiz,wjx,wjy,wjz,fn0\n");
  for (int k = 0; k < 10; k++)
    g_string_append_printf(replay, "0.%d,0,0,1,0,0,1,0,0,0,10\n", k);
  g_string_append_len(replay, "\0", 1);
  g_string_append(replay, "1.0,0,0,1,0,0,1,0,0,0,10\n");
  char *r = write_file("nul-replay.csv", replay->str, (gssize)replay->len);
  assert_input_error("nul-replay.csv line 12: a NUL byte", "rolling", "--replay", r);
  static const char table[] = "t_ms,cx\n0,0.001\n1,0.002\n\0 2,0.003\n";
  char *t = write_file("nul-table.csv", table, sizeof table - 1);
  assert_input_error("nul-table.csv line 4: a NUL byte", "transient", "--waveform-file", t);
  g_remove(p);
  g_remove(r);
  g_remove(t);
  g_free(p);
  g_free(r);
  g_free(t);
  g_string_free(replay, TRUE);
}

static void
test_input_special_files(void)
{
  g_test_summary("A FIFO, a device or a file over 10 MB is refused without being read");
  char *fifo = tmp_path("fifo.ini");
  g_assert_cmpint(mkfifo(fifo, 0600), ==, 0);
  char *zero = tmp_path("zero.ini");
  g_assert_cmpint(symlink("/dev/zero", zero), ==, 0);
  /* a FIFO with no writer would block a plain open() for ever */
  assert_input_error("FIFO", "hertz", "--preset", fifo);
  assert_input_error("device", "hertz", "--preset", zero);
  assert_input_error("device", "rolling", "--replay", zero);
  assert_input_error("FIFO", "transient", "--waveform-file", fifo);
  assert_input_error("directory", "hertz", "--preset", tmp_dir);
  char *big = tmp_path("big.ini");
  FILE *f = fopen(big, "w");
  g_assert_nonnull(f);
  g_assert_cmpint(fseek(f, 10 * 1024 * 1024 + 1, SEEK_SET), ==, 0);
  fputc('\n', f);
  g_assert_cmpint(fclose(f), ==, 0);
  assert_input_error("larger than 10 MB", "hertz", "--preset", big);
  g_remove(big);
  g_remove(zero);
  g_remove(fifo);
  g_free(big);
  g_free(zero);
  g_free(fifo);
}

static void
test_input_many_unknown_keys(void)
{
  g_test_summary("40 000 unknown keys: warnings for the first 20 and a count, exit 0");
  GString *text = g_string_new("[contact]\n");
  for (int k = 0; k < 40000; k++)
    g_string_append_printf(text, "k%d = 1\n", k);
  char *path = write_file("many.ini", text->str, (gssize)text->len);
  TlCliRun r = tl_cli_run("hertz", "--preset", path, NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_nonnull(strstr(r.err, "line 21: unknown key 'k19'"));
  g_assert_nonnull(strstr(r.err, "39980 more unknown keys"));
  g_assert_null(strstr(r.err, "'k20'"));
  tl_cli_run_clear(&r);
  g_remove(path);
  g_free(path);
  g_string_free(text, TRUE);
}

static void
test_input_contents_not_echoed(void)
{
  g_test_summary("A preset's table file that is no table is refused without echoing its text");
  char *dir = tmp_folder("sub");
  char *secret = write_file("secret.txt", "root:x:0:0:secret-word\n", -1);
  char *preset = g_build_filename(dir, "p.ini", NULL);
  /* relative to the preset, not to the working directory */
  g_assert_true(g_file_set_contents(
      preset, "[transient]\nwaveform = csv\nwaveform_file = ../secret.txt\n", -1, NULL));
  TlCliRun r = tl_cli_run("transient", "--preset", preset, NULL);
  g_assert_cmpint(r.status, ==, 2);
  g_assert_nonnull(strstr(r.err, "secret.txt line 1"));
  g_assert_null(strstr(r.err, "secret-word"));
  tl_cli_run_clear(&r);
  g_remove(preset);
  g_remove(secret);
  g_rmdir(dir);
  g_free(preset);
  g_free(secret);
  g_free(dir);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  tmp_dir = g_dir_make_tmp("tribolab-hostile-XXXXXX", NULL);
  for (size_t i = 0; i < G_N_ELEMENTS(usage_cases); i++)
    tl_test_add_data_funcf(&usage_cases[i], test_usage, "/cli-hostile/usage/%s",
                           usage_cases[i].name);
  g_test_add_func("/cli-hostile/range-edges-finite", test_range_edges_finite);
  g_test_add_func("/cli-hostile/stiff-oscillator", test_stiff_oscillator);
  g_test_add_func("/cli-hostile/max-seconds-stops", test_max_seconds_stops);
  g_test_add_func("/cli-hostile/progress-lines", test_progress_lines);
  g_test_add_func("/cli-hostile/output/special-targets", test_output_special_targets);
  g_test_add_func("/cli-hostile/output/write-failure", test_output_write_failure);
  g_test_add_func("/cli-hostile/output/missing-folder", test_output_missing_folder);
  g_test_add_func("/cli-hostile/input/duplicate-key-line", test_input_duplicate_key_line);
  g_test_add_func("/cli-hostile/input/nul-byte", test_input_nul_byte);
  g_test_add_func("/cli-hostile/input/special-files", test_input_special_files);
  g_test_add_func("/cli-hostile/input/many-unknown-keys", test_input_many_unknown_keys);
  g_test_add_func("/cli-hostile/input/contents-not-echoed", test_input_contents_not_echoed);
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
