/* test-cli-friction.c — the built tribolab-cli's friction, stickslip and their
 * export views: CSV headers of the README's contract, values against closed forms, the
 * summary, and exit status 2 with a message for bad usage or input. */
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "tl-test-cli.h"
#include "tl-test-util.h"

/* Rows of a CSV as arrays of doubles; the header checked against `header`. */
static GPtrArray *
parse_csv(const char *text, const char *header, int *columns)
{
  gchar **lines = g_strsplit(text, "\n", -1);
  g_assert_nonnull(lines[0]);
  g_assert_true(g_str_has_prefix(lines[0], header));
  gchar **names = g_strsplit(lines[0], ",", -1);
  *columns = (int)g_strv_length(names);
  g_strfreev(names);
  GPtrArray *rows = g_ptr_array_new_with_free_func(g_free);
  for (int i = 1; lines[i] && lines[i][0]; i++) {
    gchar **cells = g_strsplit(lines[i], ",", -1);
    g_assert_cmpint((int)g_strv_length(cells), ==, *columns);
    double *row = g_new(double, (size_t)*columns);
    for (int c = 0; c < *columns; c++) {
      char *end;
      row[c] = g_ascii_strtod(cells[c], &end);
      g_assert_cmpint(*end, ==, '\0');
    }
    g_ptr_array_add(rows, row);
    g_strfreev(cells);
  }
  g_strfreev(lines);
  return rows;
}

/* Printed with %.10g: half a unit of the 10th digit, relative. */
#define CSV_REL 6e-10

static double
sgn(double v)
{
  return v > 0 ? 1.0 : v < 0 ? -1.0 : 0.0;
}

static void
test_default_curve(void)
{
  g_test_summary("friction: default LuGre curve, 401 rows of g(v) sgn v + sigma2 v");
  TlCliRun r = tl_cli_run("friction", NULL);
  g_assert_cmpint(r.status, ==, 0);
  int cols;
  GPtrArray *rows = parse_csv(r.out, "v_m_s,force_n", &cols);
  g_assert_cmpint(cols, ==, 2);
  g_assert_cmpuint(rows->len, ==, 401);
  for (guint i = 0; i < rows->len; i++) {
    const double *row = rows->pdata[i], v = row[0];
    const double f = (1.0 + 0.5 * exp(-(v / 1e-3) * (v / 1e-3))) * sgn(v) + 0.4 * v;
    g_assert_cmpfloat_with_epsilon(row[1], f, CSV_REL * fmax(fabs(f), 1e-3));
  }
  g_assert_cmpfloat(((double *)rows->pdata[0])[0], ==, -0.01);
  g_assert_cmpfloat(((double *)rows->pdata[200])[0], ==, 0.0);
  g_ptr_array_free(rows, TRUE);
  tl_cli_run_clear(&r);
}

/* Seed eqs 1-4 with C1 != C2, per-term columns, the static rule at v = 0. */
static void
test_stribeck_curve(void)
{
  g_test_summary("friction --law eq7 with C1 != C2 against the closed form");
  TlCliRun r = tl_cli_run("friction", "--law", "eq7", "--c1-n", "0.71", "--c2-n", "0.23", "--fc-n",
                          "0.95", "--viscous-ns-m", "0.35", "--v-min", "-0.003", "--v-max", "0.005",
                          "--points", "9", "--external-force-n", "2.385", "--per-term", NULL);
  g_assert_cmpint(r.status, ==, 0);
  int cols;
  GPtrArray *rows = parse_csv(r.out, "v_m_s,force_n,coulomb_n,viscous_n,stribeck_n,static_n",
                              &cols);
  g_assert_cmpuint(rows->len, ==, 9);
  for (guint i = 0; i < rows->len; i++) {
    const double *row = rows->pdata[i], v = row[0];
    const double e = exp(-(v / 1e-3) * (v / 1e-3));
    const double f = v == 0.0 ? 1.5 /* stiction holds min(F_ex, Fs) */
                              : 0.95 * sgn(v) + 0.35 * v + (v > 0 ? 0.71 * e : -0.23 * e);
    g_assert_cmpfloat_with_epsilon(row[1], f, CSV_REL * fmax(fabs(f), 1e-3));
    g_assert_cmpfloat_with_epsilon(row[2] + row[3] + row[4] + row[5], row[1], 1e-9);
  }
  g_assert_cmpfloat(((double *)rows->pdata[3])[0], ==, 0.0);
  g_ptr_array_free(rows, TRUE);
  tl_cli_run_clear(&r);
}

/* The seed's eq 8 along v = t(t + 1): F = mu_v v + Fc (1 - e^{-sigma X/Fc}). */
static void
test_seed_motion(void)
{
  g_test_summary("friction --vs-displacement: the seed's eq 8 demo");
  TlCliRun r = tl_cli_run("friction", "--vs-displacement", "--law", "eq8", "--dahl-sigma-n-m",
                          "2.1", "--points", "21", NULL);
  g_assert_cmpint(r.status, ==, 0);
  int cols;
  GPtrArray *rows = parse_csv(r.out, "t_s,x_m,v_m_s,force_n", &cols);
  g_assert_cmpint(cols, ==, 4);
  g_assert_cmpuint(rows->len, ==, 21);
  for (guint i = 0; i < rows->len; i++) {
    const double *row = rows->pdata[i], t = row[0];
    const double x = t * t * t / 3 + t * t / 2, v = t * (t + 1);
    g_assert_cmpfloat_with_epsilon(row[1], x, CSV_REL * fmax(x, 1e-9));
    g_assert_cmpfloat_with_epsilon(row[2], v, CSV_REL * fmax(v, 1e-9));
    const double f = 0.4 * v + (1 - exp(-2.1 * x));
    g_assert_cmpfloat_with_epsilon(row[3], f, CSV_REL * fmax(f, 1e-9));
  }
  g_assert_cmpfloat(((double *)rows->pdata[20])[0], ==, 2.0);
  g_ptr_array_free(rows, TRUE);
  tl_cli_run_clear(&r);
}

/* Dahl (alpha = 1) along a sine: on the first quarter from rest,
 * F = Fc(1 - e^{-sigma x/Fc}); after the turning point at x = A the
 * reversal form F = -Fc + (Fc + F_A) e^{-sigma (A - x)/Fc}, up to the next
 * turning point at t = 0.375 s (the run stops at 0.3 s). */
static void
test_sine_motion(void)
{
  g_test_summary("friction --vs-displacement --motion sine: Dahl's reversal");
  TlCliRun r = tl_cli_run("friction", "--vs-displacement", "--motion", "sine", "--law", "dahl",
                          "--amplitude-m", "1.7e-5", "--frequency-hz", "2", "--duration-s", "0.3",
                          "--points", "41", NULL);
  g_assert_cmpint(r.status, ==, 0);
  int cols;
  GPtrArray *rows = parse_csv(r.out, "t_s,x_m,v_m_s,force_n", &cols);
  g_assert_cmpuint(rows->len, ==, 41);
  const double a = 1.7e-5, fa = 1 - exp(-1e5 * a);
  for (guint i = 0; i < rows->len; i++) {
    const double *row = rows->pdata[i], t = row[0], x = a * sin(4 * M_PI * t);
    const double f = t <= 0.125 ? 1 - exp(-1e5 * x) : -1 + (1 + fa) * exp(-1e5 * (a - x));
    g_assert_cmpfloat_with_epsilon(row[3], f, 1e-9);
  }
  g_ptr_array_free(rows, TRUE);
  tl_cli_run_clear(&r);
}

/* The text after "key" at the start of a line ("steps=" must not find
 * "failed_steps="). */
static const char *
summary_value(const char *text, const char *key)
{
  if (g_str_has_prefix(text, key))
    return text + strlen(key);
  char *line_key = g_strconcat("\n", key, NULL);
  const char *p = strstr(text, line_key);
  g_free(line_key);
  if (!p)
    g_error("summary lacks a line '%s...':\n%s", key, text);
  return p + 1 + strlen(key);
}

static void
test_stickslip_summary(void)
{
  g_test_summary("stickslip --summary: the theory manual's period and peak with msbdf");
  TlCliRun r = tl_cli_run("stickslip", "--summary", "--duration-s", "21", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_cmpstr(r.err, ==, "");
  g_assert_true(g_str_has_prefix(summary_value(r.out, "integrator="), "msbdf\n"));
  g_assert_true(g_str_has_prefix(summary_value(r.out, "warnings="), "none\n"));
  /* 6.4 s and 1.5 N, the figures to two digits: half a unit of the last */
  g_assert_cmpfloat_with_epsilon(g_ascii_strtod(summary_value(r.out, "period_s="), NULL), 6.4,
                                 0.05);
  g_assert_cmpfloat_with_epsilon(
    g_ascii_strtod(summary_value(r.out, "peak_spring_force_n="), NULL), 1.5, 0.05);
  g_assert_cmpint(atoi(summary_value(r.out, "cycles=")), ==, 2);
  g_assert_cmpint(atoi(summary_value(r.out, "steps=")), >, 1000);
  /* the run's own wall time: a number alone on its line, within the test's timeout */
  const char *rt = summary_value(r.out, "run_time_s=");
  char *end;
  const double run_time = g_ascii_strtod(rt, &end);
  g_assert_true(end != rt && *end == '\n');
  g_assert_cmpfloat(run_time, >=, 0.0);
  g_assert_cmpfloat(run_time, <, 300.0); /* ctest's TIMEOUT */
  tl_cli_run_clear(&r);
}

/* The seed's RK4 at 1 ms: exit 0, but warned with the step to use. */
static void
test_stickslip_rk4_warning(void)
{
  g_test_summary("stickslip --integrator rk4 warns and names the step to use");
  TlCliRun r = tl_cli_run("stickslip", "--integrator", "rk4", "--summary", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_nonnull(strstr(r.err, "--dt-s 0.0001"));
  g_assert_nonnull(strstr(summary_value(r.out, "warnings="), "stiff-step"));
  g_assert_cmpfloat(g_ascii_strtod(summary_value(r.out, "rk4_dt_suggested_s="), NULL), ==, 1e-4);
  tl_cli_run_clear(&r);
}

static void
test_stickslip_csv(void)
{
  g_test_summary("stickslip CSV: the contract's columns, one row per dt from rest");
  TlCliRun r =
      tl_cli_run("stickslip", "--duration-s", "1", "--dt-s", "0.01", "--belt-m-s", "0.13", NULL);
  g_assert_cmpint(r.status, ==, 0);
  int cols;
  GPtrArray *rows = parse_csv(r.out, "t_s,x_m,v_m_s,force_n", &cols);
  g_assert_cmpuint(rows->len, ==, 101);
  const double *first = rows->pdata[0], *last = rows->pdata[100];
  g_assert_cmpfloat(first[0], ==, 0.0);
  g_assert_cmpfloat(first[1], ==, 0.0);
  g_assert_cmpfloat(first[2], ==, 0.0);
  g_assert_cmpfloat(last[0], ==, 1.0);
  /* stuck for the first second: the bristles carry the spring, F = k v_p t */
  g_assert_cmpfloat_with_epsilon(last[3], 2.0 * 0.13 * 1.0, 1e-3);
  g_ptr_array_free(rows, TRUE);
  tl_cli_run_clear(&r);
}

/* A law whose force jumps at v = 0 makes msbdf give up: a failed
 * computation (exit 1) with the hint, not a usage error. */
static void
test_stickslip_failure(void)
{
  g_test_summary("stickslip with a chattering law fails with exit 1 and a hint");
  TlCliRun r = tl_cli_run("stickslip", "--law", "coulomb", "--duration-s", "1", NULL);
  g_assert_cmpint(r.status, ==, 1);
  g_assert_nonnull(strstr(r.err, "static"));
  g_assert_cmpstr(r.out, ==, "");
  tl_cli_run_clear(&r);
}

static void
test_export(void)
{
  g_test_summary("export --view friction and stickslip write PNG and SVG");
  char *dir = g_dir_make_tmp("tl-cli-friction-XXXXXX", NULL);
  g_assert_nonnull(dir);
  char *png = g_build_filename(dir, "friction.png", NULL);
  char *svg = g_build_filename(dir, "stickslip.svg", NULL);
  TlCliRun r = tl_cli_run("export", "--view", "friction", "--law", "eq7", "-o", png, "--width-px",
                          "640", "--height-px", "480", NULL);
  g_assert_cmpint(r.status, ==, 0);
  tl_cli_run_clear(&r);
  r = tl_cli_run("export", "--view", "stickslip", "--duration-s", "8", "-o", svg, NULL);
  g_assert_cmpint(r.status, ==, 0);
  tl_cli_run_clear(&r);
  char *data;
  gsize len;
  g_assert_true(g_file_get_contents(png, &data, &len, NULL));
  g_assert_cmpuint(len, >, 1000);
  g_assert_cmpmem(data, 8, "\x89PNG\r\n\x1a\n", 8);
  g_free(data);
  g_assert_true(g_file_get_contents(svg, &data, &len, NULL));
  g_assert_nonnull(strstr(data, "<svg"));
  g_free(data);
  r = tl_cli_run("export", "--view", "stickslip", "--mass-kg", "0", "-o", svg, NULL);
  g_assert_cmpint(r.status, ==, 2);
  tl_cli_run_clear(&r);
  g_unlink(png);
  g_unlink(svg);
  g_rmdir(dir);
  g_free(png);
  g_free(svg);
  g_free(dir);
}

static char *
file_md5(const char *path)
{
  char *data;
  gsize len;
  g_assert_true(g_file_get_contents(path, &data, &len, NULL));
  char *sum = g_compute_checksum_for_data(G_CHECKSUM_MD5, (const guchar *)data, len);
  g_free(data);
  return sum;
}

/* A preset's [friction] motions reach the CLI as they reach the window: the
 * export draws the preset's sine and seed (the same picture as giving them
 * as options, another than the defaults), and --vs-displacement follows
 * them: the sine starts at v = 2 pi f A, the seed ends at its duration. */
static void
test_preset_motions(void)
{
  g_test_summary("friction --preset: the preset's seed and sine motions in export and CSV");
  char *dir = g_dir_make_tmp("tl-cli-friction-XXXXXX", NULL);
  char *ini = g_build_filename(dir, "motions.ini", NULL);
  g_assert_true(g_file_set_contents(
    ini, "[friction]\nsine_amplitude_um = 23.85\nseed_duration_s = 1.5\n", -1, NULL));
  char *png[3];
  const char *names[3] = { "preset.png", "options.png", "default.png" };
  for (int i = 0; i < 3; i++)
    png[i] = g_build_filename(dir, names[i], NULL);
  TlCliRun r = tl_cli_run("export", "--view", "friction", "--preset", ini, "-o", png[0], NULL);
  g_assert_cmpint(r.status, ==, 0);
  tl_cli_run_clear(&r);
  r = tl_cli_run("export", "--view", "friction", "--amplitude-m", "2.385e-5", "--seed-duration-s",
                 "1.5", "-o", png[1], NULL);
  g_assert_cmpint(r.status, ==, 0);
  tl_cli_run_clear(&r);
  r = tl_cli_run("export", "--view", "friction", "-o", png[2], NULL);
  g_assert_cmpint(r.status, ==, 0);
  tl_cli_run_clear(&r);
  char *sum[3];
  for (int i = 0; i < 3; i++)
    sum[i] = file_md5(png[i]);
  g_assert_cmpstr(sum[0], ==, sum[1]);
  g_assert_cmpstr(sum[0], !=, sum[2]);

  int cols;
  r = tl_cli_run("friction", "--vs-displacement", "--motion", "sine", "--preset", ini, "--points",
                 "5", NULL);
  g_assert_cmpint(r.status, ==, 0);
  GPtrArray *rows = parse_csv(r.out, "t_s,x_m,v_m_s,force_n", &cols);
  const double v0 = 2 * M_PI * 1.0 * 23.85e-6; /* the default 1 Hz */
  g_assert_cmpfloat_with_epsilon(((double *)rows->pdata[0])[2], v0, CSV_REL * v0);
  g_ptr_array_free(rows, TRUE);
  tl_cli_run_clear(&r);
  /* an option still overrides the preset */
  r = tl_cli_run("friction", "--vs-displacement", "--motion", "sine", "--preset", ini,
                 "--amplitude-m", "1e-5", "--points", "5", NULL);
  g_assert_cmpint(r.status, ==, 0);
  rows = parse_csv(r.out, "t_s,x_m,v_m_s,force_n", &cols);
  g_assert_cmpfloat_with_epsilon(((double *)rows->pdata[0])[2], 2 * M_PI * 1e-5,
                                 CSV_REL * 2 * M_PI * 1e-5);
  g_ptr_array_free(rows, TRUE);
  tl_cli_run_clear(&r);
  r = tl_cli_run("friction", "--vs-displacement", "--preset", ini, "--points", "7", NULL);
  g_assert_cmpint(r.status, ==, 0);
  rows = parse_csv(r.out, "t_s,x_m,v_m_s,force_n", &cols);
  g_assert_cmpuint(rows->len, ==, 7);
  g_assert_cmpfloat(((double *)rows->pdata[6])[0], ==, 1.5);
  g_ptr_array_free(rows, TRUE);
  tl_cli_run_clear(&r);

  for (int i = 0; i < 3; i++) {
    g_unlink(png[i]);
    g_free(png[i]);
    g_free(sum[i]);
  }
  g_unlink(ini);
  g_rmdir(dir);
  g_free(ini);
  g_free(dir);
}

/* Each case's message names the option, or the quantity the core checks
 * (Fc for --fc-n, ...) when the value parses but is out of range. */
typedef struct {
  const char *what;
  const char *args[8];
  const char *phrase; /* stderr must contain it */
} BadUsage;

static const BadUsage bad_usages[] = {
  { "fc nan", { "friction", "--fc-n", "nan" }, "--fc-n" },
  { "fc negative", { "friction", "--fc-n", "-2.385" }, "Fc" },
  { "fs inf", { "friction", "--fs-n", "inf" }, "--fs-n" },
  { "vs zero", { "friction", "--vs-m-s", "0" }, "Stribeck velocity vs" },
  { "alpha zero", { "friction", "--law", "dahl", "--dahl-alpha", "0" }, "alpha" },
  { "alpha negative", { "friction", "--dahl-alpha", "-1" }, "alpha" },
  { "sigma0 text", { "friction", "--sigma0-n-m", "1e5N" }, "--sigma0-n-m" },
  { "unknown law", { "friction", "--law", "amontons" }, "amontons" },
  { "missing preset", { "friction", "--preset", "/nonexistent/friction.ini" },
    "/nonexistent/friction.ini" },
  { "lugre+coulomb", { "friction", "--law", "lugre+coulomb" }, "LuGre" },
  { "v range reversed", { "friction", "--v-min", "0.01", "--v-max", "-0.01" }, "v_min < v_max" },
  { "one point", { "friction", "--points", "1" }, "--points" },
  { "zero points", { "friction", "--points", "0" }, "--points" },
  { "negative points", { "friction", "--points", "-401" }, "--points" },
  { "zero motion points", { "friction", "--vs-displacement", "--points", "0" }, "--points" },
  { "sign mode", { "friction", "--sign", "signum" }, "signum" },
  { "motion without flag", { "friction", "--motion", "sine" }, "--motion" },
  { "curve option with motion", { "friction", "--vs-displacement", "--v-min", "-1" },
    "--v-min" },
  { "frequency zero",
    { "friction", "--vs-displacement", "--motion", "sine", "--frequency-hz", "0" },
    "frequency" },
  { "unknown motion", { "friction", "--vs-displacement", "--motion", "zigzag" }, "zigzag" },
  { "positional", { "friction", "lugre" }, "'lugre'" },
  { "unknown option", { "friction", "--mu", "0.3" }, "--mu" },
  { "negative mass", { "stickslip", "--mass-kg", "-1" }, "mass" },
  { "zero stiffness", { "stickslip", "--stiffness-n-m", "0" }, "stiffness" },
  { "belt nan", { "stickslip", "--belt-m-s", "nan" }, "--belt-m-s" },
  { "dt zero", { "stickslip", "--dt-s", "0" }, "time step" },
  { "dt beyond duration", { "stickslip", "--dt-s", "5", "--duration-s", "2" }, "duration" },
  { "unknown integrator", { "stickslip", "--integrator", "euler" }, "euler" },
  { "bad tolerance", { "stickslip", "--rel-tol", "2" }, "relative tolerance" },
  { "bad law", { "stickslip", "--law", "dahl+stribeck" }, "Dahl" },
};

static void
test_bad_usage(gconstpointer data)
{
  const BadUsage *c = data;
  const char *a[8] = { 0 };
  memcpy(a, c->args, sizeof a);
  TlCliRun r = tl_cli_run(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], NULL);
  g_assert_cmpint(r.status, ==, 2);
  g_assert_true(g_str_has_prefix(r.err, "tribolab-cli "));
  if (!strstr(r.err, c->phrase))
    g_error("stderr '%s' lacks '%s'", r.err, c->phrase);
  g_assert_cmpstr(r.out, ==, "");
  tl_cli_run_clear(&r);
}

static void
test_help(void)
{
  g_test_summary("--help documents the seed's reading and exits 0");
  g_autofree char *help = tl_cli_stdout("friction", "--help", NULL);
  tl_assert_contains(help, "breakaway threshold", "eq11", NULL);
  g_autofree char *help_all = tl_cli_stdout("stickslip", "--help-all", NULL);
  tl_assert_contains(help_all, "--integrator", "two half steps", NULL);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/cli-friction/curve/default", test_default_curve);
  g_test_add_func("/cli-friction/curve/eq7", test_stribeck_curve);
  g_test_add_func("/cli-friction/motion/seed", test_seed_motion);
  g_test_add_func("/cli-friction/motion/sine", test_sine_motion);
  g_test_add_func("/cli-friction/stickslip/summary", test_stickslip_summary);
  g_test_add_func("/cli-friction/stickslip/rk4-warning", test_stickslip_rk4_warning);
  g_test_add_func("/cli-friction/stickslip/csv", test_stickslip_csv);
  g_test_add_func("/cli-friction/stickslip/failure", test_stickslip_failure);
  g_test_add_func("/cli-friction/export", test_export);
  g_test_add_func("/cli-friction/preset-motions", test_preset_motions);
  g_test_add_func("/cli-friction/help", test_help);
  for (size_t i = 0; i < G_N_ELEMENTS(bad_usages); i++)
    tl_test_add_data_funcf(&bad_usages[i], test_bad_usage, "/cli-friction/usage/%s",
                           bad_usages[i].what);
  return g_test_run();
}
