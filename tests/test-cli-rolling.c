/* test-cli-rolling.c — `tribolab-cli rolling` as a script sees it: the CSV
 * contract of the README, values against closed forms, and exit status 2 with
 * the file and line for every malformed replay file (tests/data). */
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "tl-test-cli.h"
#include "tl-test-util.h"

/* No message from the CLI.  (Under the sanitizers LeakSanitizer adds its
 * suppression statistics to stderr; a real leak changes the exit status.) */
static void
assert_quiet(const TlCliRun *r)
{
  if (strstr(r->err, "tribolab-cli"))
    g_error("unexpected message on stderr: %s", r->err);
}

static char *
data_path(const char *name)
{
  const char *dir = g_getenv("TL_TEST_DATA");
  if (!dir)
    g_error("TL_TEST_DATA is not set (run through ctest)");
  return g_build_filename(dir, name, NULL);
}

/* A parsed CSV: the header line and the rows as doubles. */
typedef struct {
  char *header;
  int ncols, nrows;
  double *v; /* nrows × ncols */
} Csv;

static Csv
parse_csv(const char *text)
{
  Csv c = { 0 };
  gchar **lines = g_strsplit(text, "\n", -1);
  g_assert_nonnull(lines[0]);
  c.header = g_strdup(lines[0]);
  gchar **names = g_strsplit(c.header, ",", -1);
  c.ncols = (int)g_strv_length(names);
  g_strfreev(names);
  const int n = (int)g_strv_length(lines);
  c.v = g_new(double, (size_t)n * (size_t)c.ncols);
  for (int i = 1; i < n; i++) {
    if (lines[i][0] == '\0')
      continue;
    g_assert_null(strchr(lines[i], ' '));
    gchar **f = g_strsplit(lines[i], ",", -1);
    g_assert_cmpint((int)g_strv_length(f), ==, c.ncols);
    for (int j = 0; j < c.ncols; j++) {
      char *end;
      c.v[c.nrows * c.ncols + j] = g_ascii_strtod(f[j], &end);
      g_assert_cmpint(*end, ==, '\0');
    }
    c.nrows++;
    g_strfreev(f);
  }
  g_strfreev(lines);
  return c;
}

static double
at(const Csv *c, int row, int col)
{
  return c->v[row * c->ncols + col];
}

static void
csv_clear(Csv *c)
{
  g_free(c->header);
  g_free(c->v);
}

/* ---- the demo ---------------------------------------------------------------- */

/* docs/theory.md §9 rolling sds by hand: m = ρ 4/3 π R³, I = 2/5 m R², α = μ F R_eff / I. */
static double
deceleration(double rho, double ri, double r_eff, double mu, double fn)
{
  const double inertia = 0.4 * rho * 4.0 / 3.0 * M_PI * pow(ri, 5);
  return mu * fn * r_eff / inertia;
}

/* First change of sign of column col, interpolated in column 0. */
static double
first_zero(const Csv *c, int col)
{
  for (int i = 1; i < c->nrows; i++)
    if ((at(c, i - 1, col) > 0) != (at(c, i, col) > 0))
      return at(c, i - 1, 0) + at(c, i - 1, col) / (at(c, i - 1, col) - at(c, i, col)) *
                                 (at(c, i, 0) - at(c, i - 1, 0));
  return NAN;
}

/* Default demo: the CSV columns of the contract, a row per 10 µs step for 60 ms,
 * the slide at −R μ F (printed to 10 digits), the deceleration and the stop
 * time.  The stop comes 0.033 ms after ω₀/α = 26.306 ms because the slider
 * lets go at ω = γα/k (test-rolling-demo derives it); 0.05 ms covers that and
 * the 10 µs step. */
static void
test_demo_defaults(void)
{
  g_test_summary("rolling: CSV header, deceleration and stop time of the theory manual's demo");
  TlCliRun r = tl_cli_run("rolling", NULL);
  g_assert_cmpint(r.status, ==, 0);
  assert_quiet(&r);
  Csv c = parse_csv(r.out);
  g_assert_cmpstr(c.header, ==, "t_ms,omega_rad_s,torque_nm,xi_m,state");
  g_assert_cmpint(c.nrows, ==, 6001);
  g_assert_cmpfloat(at(&c, 0, 0), ==, 0.0);
  g_assert_cmpfloat(at(&c, 0, 1), ==, 50.0);
  g_assert_cmpfloat(at(&c, 6000, 0), ==, 60.0);

  const double alpha = deceleration(7850, 0.01, 0.005, 0.05, 10);
  /* rows 100 (1 ms) and 2000 (20 ms) are in the slide: ω printed to 10 digits */
  const double measured = (at(&c, 100, 1) - at(&c, 2000, 1)) / (19.0e-3);
  tl_assert_rel(measured, alpha, 1e-8);
  for (int i = 1; i < 2500; i += 101) {
    g_assert_cmpfloat(at(&c, i, 2), ==, -0.0025);
    g_assert_cmpfloat(at(&c, i, 4), ==, 2.0);
  }
  const double t_stop = first_zero(&c, 1);
  g_test_message("stop %.5f ms, w0/alpha = %.5f ms", t_stop, 1e3 * 50.0 / alpha);
  g_assert_cmpfloat(t_stop, >, 1e3 * 50.0 / alpha);
  g_assert_cmpfloat_with_epsilon(t_stop, 1e3 * 50.0 / alpha, 0.05);
  /* after the stop: the spring (state 1) rings and the torque changes sign */
  g_assert_cmpfloat(at(&c, 3000, 4), ==, 1.0);
  g_assert_cmpfloat(first_zero(&c, 2), >, t_stop);
  csv_clear(&c);
  tl_cli_run_clear(&r);
}


/* --summary: the stop time is the CSV's first zero of ω (found here, rows
 * printed to 10 digits) and within one step of the predicted two-phase stop;
 * the peak ξ is the CSV's largest |ξ| and, on the slider at the first step,
 * (γ R_eff ω₀ − μF)/k = (10·0.005·50 − 0.05·10)/10⁴ m = 200 µm. */
static void
test_demo_summary(void)
{
  g_test_summary("rolling --summary: stop time and peak xi as the CSV and the closed forms give");
  TlCliRun r = tl_cli_run("rolling", "--summary", NULL);
  g_assert_cmpint(r.status, ==, 0);
  assert_quiet(&r);
  TlCliRun t = tl_cli_run("rolling", NULL);
  g_assert_cmpint(t.status, ==, 0);
  Csv c = parse_csv(t.out);
  double xi_max = 0.0;
  for (int i = 0; i < c.nrows; i++)
    xi_max = fmax(xi_max, fabs(at(&c, i, 3)));
  g_assert_cmpfloat(tl_cli_summary_value(r.out, "steps"), ==, 6000.0);
  tl_assert_rel(tl_cli_summary_value(r.out, "stop_time_ms"), first_zero(&c, 1), 1e-8);
  g_assert_cmpfloat_with_epsilon(tl_cli_summary_value(r.out, "stop_time_ms"),
                                 tl_cli_summary_value(r.out, "predicted_stop_time_ms"), 0.01);
  tl_assert_rel(tl_cli_summary_value(r.out, "xi_max_um"), 1e6 * xi_max, 1e-9);
  tl_assert_rel(tl_cli_summary_value(r.out, "xi_max_um"), 200.0, 1e-9);
  tl_assert_rel(tl_cli_summary_value(r.out, "omega_final_rad_s"), at(&c, 6000, 1), 1e-9);
  csv_clear(&c);
  tl_cli_run_clear(&t);
  tl_cli_run_clear(&r);

  /* stopped later than the run lasts: nan, not a number made up */
  r = tl_cli_run("rolling", "--summary", "--duration-ms", "12.5", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_true(isnan(tl_cli_summary_value(r.out, "stop_time_ms")));
  tl_cli_run_clear(&r);
}

/* The demo's options reach the model: unequal radii, a wall, Hooke. */
static void
test_demo_options(void)
{
  g_test_summary("rolling: radii, density, load, wall and Hooke options change the closed forms");
  TlCliRun r = tl_cli_run("rolling", "--k-roll", "2e4", "--mu-roll", "0.1", "--fn0-n", "5.5",
                          "--omega0-rad-s", "20", "--ri-m", "0.012", "--rj-m", "0.008",
                          "--density-kg-m3", "2500", "--dt-s", "2e-5", "--duration-ms", "10", NULL);
  g_assert_cmpint(r.status, ==, 0);
  Csv c = parse_csv(r.out);
  g_assert_cmpint(c.nrows, ==, 501);
  const double r_eff = 0.012 * 0.008 / 0.02;
  tl_assert_rel(at(&c, 10, 2), -r_eff * 0.1 * 5.5, 1e-9);
  const double alpha = deceleration(2500, 0.012, r_eff, 0.1, 5.5);
  tl_assert_rel((at(&c, 5, 1) - at(&c, 105, 1)) / 2e-3, alpha, 1e-7);
  csv_clear(&c);
  tl_cli_run_clear(&r);

  /* wall: R_eff = R_i = 10 mm, torque −R μ F = −5 N·mm */
  r = tl_cli_run("rolling", "--wall", "--duration-ms", "1", NULL);
  g_assert_cmpint(r.status, ==, 0);
  c = parse_csv(r.out);
  g_assert_cmpfloat(at(&c, 50, 2), ==, -0.005);
  csv_clear(&c);
  tl_cli_run_clear(&r);

  /* --rj-m inf is the same flat wall */
  r = tl_cli_run("rolling", "--rj-m", "inf", "--duration-ms", "1", NULL);
  g_assert_cmpint(r.status, ==, 0);
  c = parse_csv(r.out);
  g_assert_cmpfloat(at(&c, 50, 2), ==, -0.005);
  csv_clear(&c);
  tl_cli_run_clear(&r);

  /* a finite --rj-m over a preset's wall is a sphere again: R_eff = 5 mm */
  char *dir = g_dir_make_tmp("tl-rolling-XXXXXX", NULL);
  char *preset = g_build_filename(dir, "wall.ini", NULL);
  g_assert_true(g_file_set_contents(preset, "[rolling]\npartner = wall\n", -1, NULL));
  r = tl_cli_run("rolling", "--preset", preset, "--duration-ms", "1", NULL);
  g_assert_cmpint(r.status, ==, 0);
  c = parse_csv(r.out);
  g_assert_cmpfloat(at(&c, 50, 2), ==, -0.005);
  csv_clear(&c);
  tl_cli_run_clear(&r);
  r = tl_cli_run("rolling", "--preset", preset, "--rj-m", "0.01", "--duration-ms", "1", NULL);
  g_assert_cmpint(r.status, ==, 0);
  c = parse_csv(r.out);
  g_assert_cmpfloat(at(&c, 50, 2), ==, -0.0025);
  csv_clear(&c);
  tl_cli_run_clear(&r);
  g_unlink(preset);
  g_rmdir(dir);
  g_free(preset);
  g_free(dir);

  /* Hooke: F_n0 = k_n δ = 2e6 × 4.5e-6 = 9 N */
  r = tl_cli_run("rolling", "--normal", "hooke", "--kn-n-m", "2e6", "--overlap-m", "4.5e-6",
                 "--duration-ms", "1", NULL);
  g_assert_cmpint(r.status, ==, 0);
  c = parse_csv(r.out);
  tl_assert_rel(at(&c, 50, 2), -0.005 * 0.05 * 9.0, 1e-9);
  csv_clear(&c);
  tl_cli_run_clear(&r);
}

/* ---- replay ------------------------------------------------------------------ */

/* rolling-replay-good.csv: n = +x, ω_i = (0, 0, 2.385) rad/s for 60 rows of
 * 0.1 ms then reversed, j at rest, F_n0 = 9.81 N; R_i = R_j = 10 mm.  With
 * k = 10⁴, γ = 0.5, μ = 0.05: elastic τ_z = −(k R² ω t + γ R² ω) until the
 * plateau −R μ F = −2.4525 N·mm (row 41), then after the reversal
 * τ_z = R(−μF + 2γv + k v m Δt).  Values printed to 10 digits: 1e-9.  `csv` is
 * the text the replay printed. */
static void
check_good_replay(const char *csv)
{
  Csv parsed = parse_csv(csv);
  const Csv *c = &parsed;
  const double r = 0.005, w = 2.385, v = r * w, dt = 1e-4, k = 1e4, g = 0.5, lim = 0.05 * 9.81;
  g_assert_cmpstr(c->header, ==, "t,fx,fy,fz,tix,tiy,tiz,tjx,tjy,tjz");
  g_assert_cmpint(c->nrows, ==, 100);
  int plateau_rows = 0;
  for (int i = 0; i < 100; i++) {
    const double t = at(c, i, 0), tz = at(c, i, 6);
    tl_assert_rel(t, (i + 1) * dt, 1e-9);
    for (int col = 1; col <= 9; col++)
      if (col != 2 && col != 6 && col != 9)
        g_assert_cmpfloat(at(c, i, col), ==, 0.0);
    g_assert_cmpfloat(at(c, i, 9), ==, -tz);
    tl_assert_rel(tz, r * at(c, i, 2), 1e-9);
    if (i < 60) {
      g_assert_cmpfloat(tz, <, 0.0); /* the sign check of docs/theory.md §9 */
      const double elastic = k * r * v * (i + 1) * dt + g * r * v;
      if (elastic < r * lim) {
        tl_assert_rel(-tz, elastic, 1e-9);
      } else {
        tl_assert_rel(-tz, r * lim, 1e-9);
        plateau_rows++;
      }
    } else {
      const int m = i - 59;
      tl_assert_rel(tz, r * (-lim + 2 * g * v + k * v * m * dt), 1e-9);
    }
  }
  g_assert_cmpint(plateau_rows, ==, 20);
  csv_clear(&parsed);
}

static void
test_replay_good(void)
{
  g_test_summary("rolling --replay: header, elastic line, plateau, reversal, tau_j = -tau_i");
  char *path = data_path("rolling-replay-good.csv");
  TlCliRun r =
      tl_cli_run("rolling", "--replay", path, "--k-roll", "1e4", "--gamma-roll", "0.5", "--mu-roll",
                 "0.05", "--ri-m", "0.01", "--rj-m", "0.01", "--dt-s", "1e-4", NULL);
  g_assert_cmpint(r.status, ==, 0);
  assert_quiet(&r);
  check_good_replay(r.out);
  tl_cli_run_clear(&r);

  /* the step taken from the t column (0.1 ms apart), output to a file */
  char *dir = g_dir_make_tmp("tl-rolling-XXXXXX", NULL);
  char *out = g_build_filename(dir, "replay.csv", NULL);
  r = tl_cli_run("rolling", "--replay", path, "--k-roll", "1e4", "--gamma-roll", "0.5", "--mu-roll",
                 "0.05", "-o", out, NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_cmpstr(r.out, ==, "");
  char *text;
  g_assert_true(g_file_get_contents(out, &text, NULL, NULL));
  check_good_replay(text);
  g_free(text);
  tl_cli_run_clear(&r);
  g_unlink(out);
  g_rmdir(dir);
  g_free(out);
  g_free(dir);
  g_free(path);
}

/* --preset gives a replay its model and radii: the good file's case from a
 * preset gives its closed forms, as a sphere pair (R = 10 mm each) and as a
 * wall (R_i = 5 mm): both R_eff = 5 mm.  The defaults (gamma 10) do not. */
static void
test_replay_preset(void)
{
  g_test_summary("rolling --replay --preset: the preset's model and radii drive the replay");
  char *path = data_path("rolling-replay-good.csv");
  char *dir = g_dir_make_tmp("tl-rolling-XXXXXX", NULL);
  char *pair = g_build_filename(dir, "pair.ini", NULL);
  char *wall = g_build_filename(dir, "wall.ini", NULL);
  g_assert_true(g_file_set_contents(pair,
                                    "[rolling]\nk_roll_n_m = 1e4\ngamma_roll_ns_m = 0.5\n"
                                    "mu_roll = 0.05\npartner = sphere\nri_mm = 10\nrj_mm = 10\n",
                                    -1, NULL));
  g_assert_true(g_file_set_contents(wall,
                                    "[rolling]\nk_roll_n_m = 1e4\ngamma_roll_ns_m = 0.5\n"
                                    "mu_roll = 0.05\npartner = wall\nri_mm = 5\nrj_mm = 10\n",
                                    -1, NULL));
  const char *presets[] = { pair, wall };
  for (size_t i = 0; i < G_N_ELEMENTS(presets); i++) {
    TlCliRun r = tl_cli_run("rolling", "--replay", path, "--preset", presets[i], NULL);
    g_assert_cmpint(r.status, ==, 0);
    assert_quiet(&r);
    check_good_replay(r.out);
    tl_cli_run_clear(&r);
  }
  /* an option still overrides the preset: gamma 10 moves the elastic line */
  TlCliRun r =
      tl_cli_run("rolling", "--replay", path, "--preset", pair, "--gamma-roll", "10", NULL);
  TlCliRun d = tl_cli_run("rolling", "--replay", path, NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_cmpint(d.status, ==, 0);
  Csv c = parse_csv(r.out), e = parse_csv(d.out);
  g_assert_cmpfloat(at(&c, 0, 6), ==, at(&e, 0, 6)); /* the defaults: k, mu and radii agree */
  csv_clear(&c);
  csv_clear(&e);
  tl_cli_run_clear(&r);
  tl_cli_run_clear(&d);
  g_unlink(pair);
  g_unlink(wall);
  g_rmdir(dir);
  g_free(pair);
  g_free(wall);
  g_free(dir);
  g_free(path);
}

typedef struct {
  const char *file;
  int line;
  const char *phrase;
} BadReplay;

static const BadReplay bad_replays[] = {
  { "rolling-replay-empty.csv", 1, "empty" },
  { "rolling-replay-missing-column.csv", 1, "wjz" },
  { "rolling-replay-non-numeric.csv", 4, "wiz" },
  { "rolling-replay-non-unit-normal.csv", 4, "unit" },
  { "rolling-replay-negative-fn0.csv", 5, "F_n0" },
  { "rolling-replay-t-not-increasing.csv", 4, "increase" },
  { "rolling-replay-short-row.csv", 4, "fields" },
};

static void
test_replay_malformed(gconstpointer data)
{
  const BadReplay *b = data;
  char *path = data_path(b->file);
  TlCliRun r = tl_cli_run("rolling", "--replay", path, NULL);
  g_assert_cmpint(r.status, ==, 2);
  g_assert_cmpstr(r.out, ==, "");
  char *where = g_strdup_printf("%s:%d:", path, b->line);
  if (!strstr(r.err, where) || !strstr(r.err, b->phrase))
    g_error("stderr '%s' lacks '%s' or '%s'", r.err, where, b->phrase);
  g_free(where);
  tl_cli_run_clear(&r);
  g_free(path);
}

typedef struct {
  const char *what;
  const char *args[6];
  const char *phrase;
} BadUsage;

static const BadUsage bad_usages[] = {
  { "demo option with replay", { "--replay", "x.csv", "--omega0-rad-s", "3", NULL },
    "demo option" },
  { "summary with replay", { "--replay", "x.csv", "--summary", NULL }, "--summary" },
  { "missing replay file", { "--replay", "no-such-file.csv", NULL }, "no-such-file.csv" },
  { "missing preset file", { "--preset", "no-such-preset.ini", NULL }, "no-such-preset.ini" },
  { "unknown normal model", { "--normal", "spring", NULL }, "--normal" },
  { "fn0 with hooke", { "--normal", "hooke", "--fn0-n", "3", NULL }, "--fn0-n" },
  { "negative dt", { "--dt-s", "-1e-5", NULL }, "time step" },
  { "negative radius", { "--ri-m", "-0.01", NULL }, "radius" },
  { "zero k_roll", { "--k-roll", "0", NULL }, "k_roll" },
  { "wall and finite rj", { "--wall", "--rj-m", "0.02", NULL }, "--wall" },
  { "unknown option", { "--spin", "3", NULL }, "spin" },
  { "stray argument", { "extra", NULL }, "extra" },
  { "nan k_roll", { "--k-roll", "nan", NULL }, "--k-roll: 'nan'" },
  { "nan rj", { "--rj-m", "nan", NULL }, "--rj-m: 'nan'" },
  { "inf ri", { "--ri-m", "inf", NULL }, "--ri-m: 'inf'" },
  { "nan replay dt", { "--replay", "x.csv", "--dt-s", "nan", NULL }, "--dt-s: 'nan'" },
};

static void
test_usage(gconstpointer data)
{
  const BadUsage *b = data;
  tl_cli_assert_usage_error(b->phrase, "rolling", b->args[0], b->args[1], b->args[2], b->args[3],
                            b->args[4]);
}

static void
test_help(void)
{
  g_test_summary("rolling --help names the CSV columns; --help-rolling the options");
  g_autofree char *help = tl_cli_stdout("rolling", "--help", NULL);
  tl_assert_contains(help, "t_ms,omega_rad_s,torque_nm,xi_m,state",
                     "t,nx,ny,nz,wix,wiy,wiz,wjx,wjy,wjz,fn0", NULL);
  g_autofree char *options = tl_cli_stdout("rolling", "--help-rolling", NULL);
  tl_assert_contains(options, "--gamma-roll", "--rj-m", NULL);
}

/* export --view rolling writes PNG, SVG and PDF files and takes the demo's
 * options; a bad option is exit 2 and writes nothing. */
static void
test_export(void)
{
  g_test_summary("export --view rolling writes png/svg/pdf; bad options exit 2");
  static const struct {
    const char *name, *magic;
  } formats[] = { { "r.png", "\x89PNG" }, { "r.svg", "<?xml" }, { "r.pdf", "%PDF" } };
  char *dir = g_dir_make_tmp("tl-rolling-XXXXXX", NULL);
  for (size_t i = 0; i < G_N_ELEMENTS(formats); i++) {
    char *path = g_build_filename(dir, formats[i].name, NULL);
    TlCliRun r =
        tl_cli_run("export", "--view", "rolling", "--wall", "--mark-ms", "5", "-o", path, NULL);
    g_assert_cmpint(r.status, ==, 0);
    assert_quiet(&r);
    char *data;
    gsize len;
    g_assert_true(g_file_get_contents(path, &data, &len, NULL));
    g_assert_cmpuint(len, >, 1000);
    g_assert_true(g_str_has_prefix(data, formats[i].magic));
    g_free(data);
    g_unlink(path);
    g_free(path);
    tl_cli_run_clear(&r);
  }
  char *path = g_build_filename(dir, "bad.png", NULL);
  TlCliRun r = tl_cli_run("export", "--view", "rolling", "--mu-roll", "-0.2", "-o", path, NULL);
  g_assert_cmpint(r.status, ==, 2);
  g_assert_nonnull(strstr(r.err, "mu_roll"));
  g_assert_false(g_file_test(path, G_FILE_TEST_EXISTS));
  tl_cli_run_clear(&r);
  g_free(path);
  g_rmdir(dir);
  g_free(dir);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/cli-rolling/demo/defaults", test_demo_defaults);
  g_test_add_func("/cli-rolling/demo/options", test_demo_options);
  g_test_add_func("/cli-rolling/demo/summary", test_demo_summary);
  g_test_add_func("/cli-rolling/replay/good", test_replay_good);
  g_test_add_func("/cli-rolling/replay/preset", test_replay_preset);
  g_test_add_func("/cli-rolling/help", test_help);
  g_test_add_func("/cli-rolling/export", test_export);
  for (size_t i = 0; i < G_N_ELEMENTS(bad_replays); i++)
    tl_test_add_data_funcf(&bad_replays[i], test_replay_malformed,
                           "/cli-rolling/replay/malformed/%s", bad_replays[i].file);
  for (size_t i = 0; i < G_N_ELEMENTS(bad_usages); i++)
    tl_test_add_data_funcf(&bad_usages[i], test_usage, "/cli-rolling/usage/%s", bad_usages[i].what);
  return g_test_run();
}
