/* test-cli.c — the real tribolab-cli (path in $TL_CLI) against the contract
 * of the README's command line: headers, values against closed forms, exit status 2 on bad
 * input.  Organised by command: helpers, then hertz, steady, transient,
 * export.  Add a command's cases in its own section. */
#include <errno.h>
#include <glib/gstdio.h>
#include <string.h>

#include "tl-test-cli.h"
#include "tl-test-util.h"

/* ===== helpers ================================================================= */

/* A parsed CSV: header names and rows of doubles. */
typedef struct {
  char **names;
  int ncol, nrow;
  double *v; /* nrow × ncol */
} Csv;

static Csv
parse_csv(const char *text)
{
  Csv c = { NULL, 0, 0, NULL };
  char **lines = g_strsplit(text, "\n", -1);
  g_assert_nonnull(lines[0]);
  c.names = g_strsplit(lines[0], ",", -1);
  c.ncol = (int)g_strv_length(c.names);
  const int n = (int)g_strv_length(lines);
  c.v = g_new(double, (size_t)n * c.ncol);
  for (int i = 1; i < n; i++) {
    if (!lines[i][0])
      continue;
    g_assert_false(g_str_has_suffix(lines[i], " ")); /* no trailing spaces */
    char **f = g_strsplit(lines[i], ",", -1);
    g_assert_cmpint((int)g_strv_length(f), ==, c.ncol);
    for (int k = 0; k < c.ncol; k++) {
      char *end;
      c.v[c.nrow * c.ncol + k] = g_ascii_strtod(f[k], &end);
      g_assert_true(*end == '\0');
    }
    c.nrow++;
    g_strfreev(f);
  }
  g_strfreev(lines);
  return c;
}

static void
csv_clear(Csv *c)
{
  g_strfreev(c->names);
  g_free(c->v);
}

static int
csv_col(const Csv *c, const char *name)
{
  for (int k = 0; k < c->ncol; k++)
    if (strcmp(c->names[k], name) == 0)
      return k;
  g_error("CSV has no column '%s'", name);
  return -1;
}

static double
csv_get(const Csv *c, int row, const char *name)
{
  g_assert_cmpint(row, <, c->nrow);
  return c->v[row * c->ncol + csv_col(c, name)];
}


/* The run's temporary directory: made on first use, removed by main (each
 * test removes its own files). */
static char *temp_dir;

static char *
temp_path(const char *name)
{
  if (!temp_dir)
    temp_dir = g_dir_make_tmp("tl-cli-XXXXXX", NULL);
  g_assert_nonnull(temp_dir);
  return g_build_filename(temp_dir, name, NULL);
}

/* The thesis case's Hertz ellipse, combined G and C11 from `hertz`. */
typedef struct {
  double a, b, g, c11;
} HertzRow;

static HertzRow
hertz_row(void)
{
  TlCliRun r = tl_cli_run("hertz", NULL);
  g_assert_cmpint(r.status, ==, 0);
  Csv c = parse_csv(r.out);
  HertzRow h = { csv_get(&c, 0, "a_mm") * 1e-3, csv_get(&c, 0, "b_mm") * 1e-3,
                 csv_get(&c, 0, "g_gpa") * 1e9, csv_get(&c, 0, "c11") };
  csv_clear(&c);
  tl_cli_run_clear(&r);
  return h;
}

/* ===== hertz ========================================================================= */

static void
test_hertz_header(void)
{
  g_test_summary("hertz: the contract's columns and the theory manual's p0");
  TlCliRun r = tl_cli_run("hertz", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_true(g_str_has_prefix(r.out, "a_mm,b_mm,p0_mpa,approach_mm,c11,c22,c23,c33"));
  Csv c = parse_csv(r.out);
  g_assert_cmpfloat_with_epsilon(csv_get(&c, 0, "p0_mpa"), 1367.1, 0.05);
  csv_clear(&c);
  tl_cli_run_clear(&r);
}

/* ===== steady ======================================================================== */

/* Linear theory: f = G a b C11 cx / F_N, with a, b, G, C11 read from `hertz`. */
static void
test_steady_linear(void)
{
  g_test_summary("steady --model linear: Kalker's slope; stick fraction 1");
  const HertzRow h = hertz_row();
  TlCliRun r = tl_cli_run("steady", "--model", "linear", "--cx", "0.0013,-0.0041", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_true(g_str_has_prefix(r.out, "cx,f,stick_fraction"));
  Csv c = parse_csv(r.out);
  g_assert_cmpint(c.nrow, ==, 2);
  const double slope = h.g * h.a * h.b * h.c11 / 100e3;
  tl_assert_rel(csv_get(&c, 0, "f"), slope * 0.0013, 1e-8); /* 10 digits printed */
  tl_assert_rel(csv_get(&c, 1, "f"), slope * -0.0041, 1e-8);
  g_assert_cmpfloat(csv_get(&c, 1, "stick_fraction"), ==, 1.0);
  tl_assert_rel(slope, 152.17, 1e-3); /* docs/theory.md §3 Kalker: ≈ 152 */
  csv_clear(&c);
  tl_cli_run_clear(&r);
}

/* SHE: f = μ(u − u²/3 + u³/27), u = slope |cx|/μ, saturating at μ. */
static void
test_steady_shen(void)
{
  g_test_summary("steady --model shen: the cubic and its saturation");
  const HertzRow h = hertz_row();
  TlCliRun r = tl_cli_run("steady", "--model", "shen", "--mu", "0.35", "--cx", "0.0021,0.02", NULL);
  g_assert_cmpint(r.status, ==, 0);
  Csv c = parse_csv(r.out);
  const double u = h.g * h.a * h.b * h.c11 / 100e3 * 0.0021 / 0.35;
  tl_assert_rel(csv_get(&c, 0, "f"), 0.35 * (u - u * u / 3 + u * u * u / 27), 1e-8);
  tl_assert_rel(csv_get(&c, 1, "f"), 0.35, 1e-9);
  g_assert_cmpfloat(csv_get(&c, 1, "stick_fraction"), ==, 0.0);
  csv_clear(&c);
  tl_cli_run_clear(&r);
}

/* FASTSIM: full slip gives f = μΣp_nΔA/F_N (within the grid's 0.05 % load
 * error at 50², see test-fastsim), antisymmetry, and the map's integrals. */
static void
test_steady_fastsim_and_map(void)
{
  g_test_summary("steady --model fastsim: full slip, antisymmetry, the map's integrals");
  char *map = temp_path("map.csv");
  TlCliRun r = tl_cli_run("steady", "--model", "fastsim", "--mu", "0.3", "--cx", "6,-0.0031,0.0031",
                          "--map", map, "--grid", "40x30", NULL);
  g_assert_cmpint(r.status, ==, 0);
  Csv c = parse_csv(r.out);
  tl_assert_rel(csv_get(&c, 0, "f"), 0.3, 0.005);
  g_assert_cmpfloat(csv_get(&c, 0, "stick_fraction"), ==, 0.0);
  g_assert_cmpfloat(csv_get(&c, 1, "f"), ==, -csv_get(&c, 2, "f"));
  g_assert_cmpfloat(csv_get(&c, 2, "stick_fraction"), >, 0.0);
  g_assert_cmpfloat(csv_get(&c, 2, "stick_fraction"), <, 1.0);
  const double f_last = csv_get(&c, 2, "f");
  csv_clear(&c);
  tl_cli_run_clear(&r);

  char *text;
  g_assert_true(g_file_get_contents(map, &text, NULL, NULL));
  g_assert_true(g_str_has_prefix(text, "x_mm,y_mm,pn_mpa,tx_mpa,ty_mpa,state,mu,w_m_s,power_w_m2\n"));
  Csv m = parse_csv(text);
  g_assert_cmpint(m.nrow, ==, 40 * 30);
  const double da = (2 * 8.56 / 40) * (2 * 4.08 / 30); /* mm² */
  double load = 0.0, tx = 0.0;
  for (int k = 0; k < m.nrow; k++) {
    const double s = csv_get(&m, k, "state");
    g_assert_true(s == 0 || s == 1 || s == 2);
    g_assert_cmpint(s == 0, ==, csv_get(&m, k, "pn_mpa") == 0.0);
    load += csv_get(&m, k, "pn_mpa") * da; /* N */
    tx += csv_get(&m, k, "tx_mpa") * da;
  }
  tl_assert_rel(load, 100e3, 0.005); /* parabolic bound, ½(Δx/a)² = 0.125 % */
  tl_assert_rel(tx / 100e3, f_last, 1e-8);
  csv_clear(&m);
  g_free(text);
  g_remove(map);
  g_free(map);
}

/* --curve N: FASTSIM's curve from 0 to 1.5 × SHE's saturation creepage
 * 3 μ F_N/(G a b C11) (a, b, G, C11 read from `hertz`, 10 digits printed);
 * at u = 4.5 every cell slips, f = μΣp_nΔA/F_N, within the load's
 * ½(Δx/a)² = 0.08 % at 50²; each row is what `--cx` gives for its creepage. */
static void
test_steady_curve(void)
{
  g_test_summary("steady --curve: FASTSIM's curve over the figure's range, as --cx gives it");
  const HertzRow h = hertz_row();
  TlCliRun r = tl_cli_run("steady", "--curve", "25", "--mu", "0.3", "--grid", "50x50", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_true(g_str_has_prefix(r.out, "cx,f\n"));
  Csv c = parse_csv(r.out);
  g_assert_cmpint(c.nrow, ==, 25);
  const double c_sat = 3.0 * 0.3 * 100e3 / (h.g * h.a * h.b * h.c11);
  g_assert_cmpfloat(csv_get(&c, 0, "cx"), ==, 0.0);
  g_assert_cmpfloat(csv_get(&c, 0, "f"), ==, 0.0);
  tl_assert_rel(csv_get(&c, 24, "cx"), 1.5 * c_sat, 1e-8);
  tl_assert_rel(csv_get(&c, 24, "f"), 0.3, 0.0008);
  GString *list = g_string_new(NULL);
  for (int k = 0; k < c.nrow; k++)
    g_string_append_printf(list, "%s%.10g", k ? "," : "", csv_get(&c, k, "cx"));
  TlCliRun s = tl_cli_run("steady", "--cx", list->str, "--mu", "0.3", "--grid", "50x50", NULL);
  g_assert_cmpint(s.status, ==, 0);
  /* the creepages go back printed to 10 digits: f moves by at most its own
   * relative slope (≤ 1) times that rounding */
  for (int k = 1; k < c.nrow; k++)
    tl_assert_rel(tl_csv_value(s.out, k, "f"), csv_get(&c, k, "f"), 1e-9);
  g_string_free(list, TRUE);
  tl_cli_run_clear(&s);
  csv_clear(&c);
  tl_cli_run_clear(&r);

  tl_cli_assert_usage_error("--curve: 1 creepages", "steady", "--curve", "1");
  tl_cli_assert_usage_error("--curve: '2.5' is not a positive whole number", "steady", "--curve",
                            "2.5");
  tl_cli_assert_usage_error("exclude each other", "steady", "--curve", "9", "--cx", "0.001");
  tl_cli_assert_usage_error("no --model shen", "steady", "--curve", "9", "--model", "shen");
  tl_cli_assert_usage_error("no --map", "steady", "--curve", "9", "--map", "m.csv");
}

static void
test_steady_bad_input(void)
{
  g_test_summary("steady: exit status 2 and a message on bad input");
  tl_cli_assert_usage_error("unknown model", "steady", "--model", "kalker", "--cx", "0.001");
  tl_cli_assert_usage_error("--cx", "steady", "--model", "fastsim");
  tl_cli_assert_usage_error("'abc' is not a finite number", "steady", "--cx", "0.001,abc");
  tl_cli_assert_usage_error("friction coefficient", "steady", "--cx", "0.001", "--mu", "0");
  tl_cli_assert_usage_error("friction coefficient", "steady", "--cx", "0.001", "--mu", "-0.385");
  tl_cli_assert_usage_error("--grid", "steady", "--cx", "0.001", "--grid", "3x30");
  tl_cli_assert_usage_error("--grid", "steady", "--cx", "0.001", "--grid", "1001x30");
  tl_cli_assert_usage_error("--map needs --model fastsim", "steady", "--model", "linear", "--cx",
                            "0.001", "--map", "x.csv");
  tl_cli_assert_usage_error("unknown FASTSIM variant", "steady", "--cx", "0.001", "--variant",
                            "mesh");
  tl_cli_assert_usage_error("Unknown option", "steady", "--cx", "0.001", "--colour");
  /* NaN is the "not given" mark: as a value it must not fall back to the default */
  tl_cli_assert_usage_error("--load-kn: 'nan'", "steady", "--cx", "0.001", "--load-kn", "nan");
  tl_cli_assert_usage_error("--mu: 'inf'", "steady", "--cx", "0.001", "--mu", "inf");
  tl_cli_assert_usage_error("--rail-ry-m: '-inf'", "hertz", "--rail-ry-m", "-inf");
}

/* ===== transient ===================================================================== */

/* The thesis case: 702 rows at t_k = k·2a/(40V), cx(t_k) = C0 + Cp sin(2πF t_k). */
static void
test_transient_rows(void)
{
  g_test_summary("transient: rows, times and the creepage of the time convention");
  TlCliRun r = tl_cli_run("transient", "--model", "brush", "--waveform", "sine", "--c0", "0.005",
                          "--cp", "0.005", "--freq-hz", "10", "--periods", "3", "--mu", "1",
                          "--grid", "40x40", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_true(g_str_has_prefix(r.out, "t_ms,cx,f"));
  Csv c = parse_csv(r.out);
  g_assert_cmpint(c.nrow, ==, 702);
  const double dt_ms = 2 * 8.56 / 40; /* Δx/V in ms at V = 1 m/s */
  for (int k = 0; k < c.nrow; k += 37) {
    const double t = csv_get(&c, k, "t_ms");
    g_assert_cmpfloat_with_epsilon(t, k * dt_ms, 1e-9 * (1 + t));
    g_assert_cmpfloat_with_epsilon(csv_get(&c, k, "cx"),
                                   0.005 + 0.005 * sin(2 * M_PI * 10 * t * 1e-3), 1e-12);
  }
  g_assert_cmpfloat(csv_get(&c, 0, "f"), ==, 0.0); /* zero initial state */
  csv_clear(&c);
  tl_cli_run_clear(&r);
}

/* No slip (μ = 1, amplitude 1e-6 about 0) at 100²: the no-slip delay of docs/theory.md §5,
 * 5.02 ms at 10 Hz within half a step (0.086 ms) plus the quoted digit. */
static void
test_transient_summary_no_slip(void)
{
  g_test_summary("transient --summary: the theory manual's no-slip delay");
  TlCliRun r = tl_cli_run("transient", "--c0", "0", "--cp", "1e-6", "--freq-hz", "10", "--mu", "1",
                          "--grid", "100x100", "--summary", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_cmpfloat_with_epsilon(tl_cli_summary_value(r.out, "delay_ms"), 5.02, 0.5 * 0.1712 + 0.005);
  tl_assert_rel(tl_cli_summary_value(r.out, "delay_ratio"), tl_cli_summary_value(r.out, "delay_ms") * 1e-3 * 10,
                1e-8);
  /* loop area of a lagging sine pair: −π Cp² slope |H| sin(ωτ) < 0 */
  g_assert_cmpfloat(tl_cli_summary_value(r.out, "loop_area"), <, 0.0);
  g_assert_cmpint((int)tl_cli_summary_value(r.out, "saturated"), ==, 0);
  tl_cli_run_clear(&r);
}

static void
test_transient_summary_thesis(void)
{
  g_test_summary("transient --summary: the thesis case's keys and plausible values");
  TlCliRun r = tl_cli_run("transient", "--mu", "1", "--grid", "40x40", "--summary", NULL);
  g_assert_cmpint(r.status, ==, 0);
  const char *keys[] = { "delay_ms", "delay_ratio", "loop_area", "f_min", "f_max" };
  for (size_t k = 0; k < G_N_ELEMENTS(keys); k++)
    g_assert_false(isnan(tl_cli_summary_value(r.out, keys[k])));
  g_assert_cmpfloat(tl_cli_summary_value(r.out, "delay_ms"), >, 0.0);
  g_assert_cmpfloat(tl_cli_summary_value(r.out, "delay_ms"), <, 5.02); /* slip shortens it */
  g_assert_cmpfloat(tl_cli_summary_value(r.out, "f_max"), <, 1.0);
  g_assert_cmpint((int)tl_cli_summary_value(r.out, "rows"), ==, 702);
  tl_cli_run_clear(&r);
}

/* The sampling check of --summary: samples_per_period = 1/(F·dt) from the
 * printed dt_ms, a warning= line below 25 samples a period (200 Hz on the
 * default 50 × 50 grid: 14.6) and none at 10 Hz (292); the default duration
 * covers the analysed period at 200 Hz (before: 3 periods, and the first
 * period after the 17.1 ms transit starts at 20 ms, so no delay). */
static void
test_transient_sampling(void)
{
  g_test_summary("transient --summary: samples per period, the coarse warning, default periods");
  TlCliRun r = tl_cli_run("transient", "--mu", "1", "--freq-hz", "200", "--summary", NULL);
  g_assert_cmpint(r.status, ==, 0);
  const double dt = tl_cli_summary_value(r.out, "dt_ms") * 1e-3;
  g_assert_cmpfloat_with_epsilon(tl_cli_summary_value(r.out, "samples_per_period"), 1.0 / (200.0 * dt),
                                 1e-8); /* %.10g of both */
  g_assert_cmpfloat_with_epsilon(tl_cli_summary_value(r.out, "samples_per_period"), 14.6, 0.05);
  g_assert_nonnull(strstr(r.out, "\nwarning=only 14.6 samples per period"));
  g_assert_cmpfloat(tl_cli_summary_value(r.out, "delay_ms"), >, 0.0); /* not NaN: covered */
  g_assert_cmpfloat_with_epsilon(tl_cli_summary_value(r.out, "period_start_ms"), 20.0, 1e-9);
  /* 4 + 1.5 periods of 5 ms: 27.5 ms, to the next whole row */
  g_assert_cmpfloat(tl_cli_summary_value(r.out, "duration_ms"), >=, 27.5);
  g_assert_cmpfloat(tl_cli_summary_value(r.out, "duration_ms"), <, 27.5 + 1e3 * dt);
  tl_cli_run_clear(&r);

  r = tl_cli_run("transient", "--mu", "1", "--freq-hz", "10", "--summary", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_cmpfloat(tl_cli_summary_value(r.out, "samples_per_period"), >, 25.0);
  g_assert_null(strstr(r.out, "warning="));
  g_assert_cmpint((int)tl_cli_summary_value(r.out, "rows"), ==, 878); /* 3 periods as before */
  tl_cli_run_clear(&r);
}

/* The delay ratio where sampling gets coarse, the basis of the 25-sample
 * rule (analysis.h, docs/theory.md §11): the brush at μ = 1
 * on a grid fine along x (200 cells, 470+ samples a period even at 200 Hz)
 * gives delay·F between 0.19 and 0.23 from 60 to 200 Hz. */
static void
test_transient_delay_ratio_high_f(void)
{
  g_test_summary("transient: the delay ratio is about 0.2 from 60 to 200 Hz (fine grid)");
  const char *freqs[] = { "60", "120", "200" };
  for (size_t i = 0; i < G_N_ELEMENTS(freqs); i++) {
    TlCliRun r = tl_cli_run("transient", "--mu", "1", "--grid", "200x20", "--freq-hz", freqs[i],
                            "--summary", NULL);
    g_assert_cmpint(r.status, ==, 0);
    g_assert_null(strstr(r.out, "warning="));
    g_assert_cmpfloat(tl_cli_summary_value(r.out, "delay_ratio"), >=, 0.19);
    g_assert_cmpfloat(tl_cli_summary_value(r.out, "delay_ratio"), <=, 0.23);
    tl_cli_run_clear(&r);
  }
}

/* μ = 0.4: cx reaches 0.01 > the full-slip creepage 0.0089. */
static void
test_transient_saturated(void)
{
  g_test_summary("transient --summary: delay_ms=nan with a note when f saturates");
  TlCliRun r = tl_cli_run("transient", "--summary", "--grid", "30x30", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_nonnull(strstr(r.out, "delay_ms=nan\n"));
  g_assert_nonnull(strstr(r.out, "saturated=1\n"));
  g_assert_nonnull(strstr(r.err, "saturates"));
  tl_cli_run_clear(&r);
}

/* After a step the brush reaches the steady state, which is FASTSIM on the
 * same grid (to the 10 printed digits). */
static void
test_transient_step_reaches_fastsim(void)
{
  g_test_summary("transient step: the final f equals steady FASTSIM on the same grid");
  TlCliRun r = tl_cli_run("transient", "--waveform", "step", "--c-after", "0.0037", "--grid",
                          "32x24", "--mu", "0.33", NULL);
  TlCliRun s = tl_cli_run("steady", "--cx", "0.0037", "--grid", "32x24", "--mu", "0.33", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_cmpint(s.status, ==, 0);
  Csv c = parse_csv(r.out), d = parse_csv(s.out);
  tl_assert_rel(csv_get(&c, c.nrow - 1, "f"), csv_get(&d, 0, "f"), 1e-9);
  g_assert_cmpfloat(csv_get(&c, 0, "cx"), ==, 0.0); /* c_before at t = 0 */
  g_assert_cmpfloat(csv_get(&c, 1, "cx"), ==, 0.0037);
  csv_clear(&c);
  csv_clear(&d);
  tl_cli_run_clear(&r);
  tl_cli_run_clear(&s);
}

static void
test_transient_csv_waveform(void)
{
  g_test_summary("transient --waveform csv: a good table runs, a bad one names its line");
  char *good = temp_path("good.csv"), *bad = temp_path("bad.csv");
  g_assert_true(g_file_set_contents(good, "t_ms,cx\n0,0\n4,0.002\n20,0.002\n", -1, NULL));
  g_assert_true(g_file_set_contents(bad, "t_ms,cx\n0,0\n4,0.002\n3,0.001\n", -1, NULL));
  TlCliRun r = tl_cli_run("transient", "--waveform", "csv", "--waveform-file", good, NULL);
  g_assert_cmpint(r.status, ==, 0);
  Csv c = parse_csv(r.out);
  g_assert_cmpfloat_with_epsilon(csv_get(&c, c.nrow - 1, "t_ms"), 20.0, 0.35);
  g_assert_cmpfloat(csv_get(&c, c.nrow - 1, "cx"), ==, 0.002);
  csv_clear(&c);
  tl_cli_run_clear(&r);
  tl_cli_assert_usage_error("line 4", "transient", "--waveform", "csv", "--waveform-file", bad);
  tl_cli_assert_usage_error("cannot read", "transient", "--waveform-file", "/nonexistent/w.csv");
  g_remove(good);
  g_remove(bad);
  g_free(good);
  g_free(bad);
}

static void
test_transient_bad_input(void)
{
  g_test_summary("transient: exit status 2 and a message on bad input");
  tl_cli_assert_usage_error("one cell per step", "transient", "--model", "exact", "--courant",
                            "0.5");
  tl_cli_assert_usage_error("unknown model", "transient", "--model", "bristle");
  tl_cli_assert_usage_error("unknown waveform", "transient", "--waveform", "chirp");
  tl_cli_assert_usage_error("--courant must be positive", "transient", "--courant", "0");
  tl_cli_assert_usage_error("not both", "transient", "--courant", "0.5", "--dt-ms", "0.1");
  tl_cli_assert_usage_error("--periods needs a periodic waveform", "transient", "--waveform",
                            "step", "--periods", "2");
  tl_cli_assert_usage_error("does not apply", "transient", "--waveform", "sine", "--cx", "0.002");
  tl_cli_assert_usage_error("frequency", "transient", "--freq-hz", "-10");
  tl_cli_assert_usage_error("unknown initial state", "transient", "--init", "hot");
  tl_cli_assert_usage_error("needs --waveform-file", "transient", "--waveform", "csv");
  tl_cli_assert_usage_error("--freq-hz: 'nan'", "transient", "--freq-hz", "nan");
  tl_cli_assert_usage_error("--dt-ms: 'inf'", "transient", "--dt-ms", "inf");
}

/* ===== export ======================================================================== */

typedef struct {
  const char *view;
  const char *extra; /* one extra option or NULL */
  const char *ext;
  const char *magic; /* the file must start with it */
} ExportCase;

static const ExportCase export_cases[] = {
  { "traction-curve", NULL, "png", "\x89PNG" },
  { "traction-curve", "--models=fastsim,shen", "svg", "<?xml" },
  { "patch", NULL, "png", "\x89PNG" },
  { "patch", "--field=ratio", "pdf", "%PDF" },
  { "patch", "--field=pressure", "png", "\x89PNG" },
  { "patch", "--model=brush", "png", "\x89PNG" },
  { "hysteresis", "--at-ms=150", "png", "\x89PNG" },
  { "timeseries", NULL, "svg", "<?xml" },
  { "transient", "--waveform=triangle", "pdf", "%PDF" },
};

static void
test_export_view(gconstpointer data)
{
  const ExportCase *ec = data;
  g_test_summary("export: each new view writes a file of its format");
  char *name = g_strdup_printf("view.%s", ec->ext);
  gsize len;
  /* no extra option: its NULL ends the arguments */
  char *content =
      tl_cli_export_file(name, &len, "--view", ec->view, "--grid", "24x24", ec->extra, NULL);
  g_assert_cmpuint(len, >, 1000);
  g_assert_true(memcmp(content, ec->magic, strlen(ec->magic)) == 0);
  g_free(content);
  g_free(name);
}

static void
test_export_bad_input(void)
{
  g_test_summary("export: exit status 2 on bad views and options");
  tl_cli_assert_usage_error("unknown view", "export", "--view", "contour", "-o", "x.png");
  tl_cli_assert_usage_error("unknown field", "export", "--view", "patch", "--field", "heat", "-o",
                            "x.png");
  tl_cli_assert_usage_error("one cell per step", "export", "--view", "hysteresis", "--model",
                            "exact", "--courant", "0.75", "-o", "x.png");
  tl_cli_assert_usage_error("--models", "export", "--view", "traction-curve", "--models", "fem",
                            "-o", "x.png");
  tl_cli_assert_usage_error("-o FILE is required", "export", "--view", "traction-curve");
  tl_cli_assert_usage_error("--at-ms", "export", "--view", "timeseries", "--at-ms", "-3", "-o",
                            "x.png");
  tl_cli_assert_usage_error("--cx: 'nan'", "export", "--view", "traction-curve", "--cx", "nan",
                            "-o", "x.png");
  tl_cli_assert_usage_error("--cx-max: 'nan'", "export", "--view", "traction-curve", "--cx-max",
                            "nan", "-o", "x.png");
  tl_cli_assert_usage_error("--at-ms: 'nan'", "export", "--view", "patch", "--at-ms", "nan", "-o",
                            "x.png");
  tl_cli_assert_usage_error("--at-ms: 'nan'", "export", "--view", "hysteresis", "--at-ms", "nan",
                            "-o", "x.png");
  tl_cli_assert_usage_error("--mark-ms: 'nan'", "export", "--view", "rolling", "--mark-ms", "nan",
                            "-o", "x.png");
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/cli/hertz/header", test_hertz_header);
  g_test_add_func("/cli/steady/linear", test_steady_linear);
  g_test_add_func("/cli/steady/shen", test_steady_shen);
  g_test_add_func("/cli/steady/fastsim-map", test_steady_fastsim_and_map);
  g_test_add_func("/cli/steady/curve", test_steady_curve);
  g_test_add_func("/cli/steady/bad-input", test_steady_bad_input);
  g_test_add_func("/cli/transient/rows", test_transient_rows);
  g_test_add_func("/cli/transient/summary-no-slip", test_transient_summary_no_slip);
  g_test_add_func("/cli/transient/summary-thesis", test_transient_summary_thesis);
  g_test_add_func("/cli/transient/saturated", test_transient_saturated);
  g_test_add_func("/cli/transient/sampling", test_transient_sampling);
  g_test_add_func("/cli/transient/delay-ratio-high-f", test_transient_delay_ratio_high_f);
  g_test_add_func("/cli/transient/step-reaches-fastsim", test_transient_step_reaches_fastsim);
  g_test_add_func("/cli/transient/csv-waveform", test_transient_csv_waveform);
  g_test_add_func("/cli/transient/bad-input", test_transient_bad_input);
  for (size_t i = 0; i < G_N_ELEMENTS(export_cases); i++)
    tl_test_add_data_funcf(&export_cases[i], test_export_view, "/cli/export/%s/%zu",
                           export_cases[i].view, i);
  g_test_add_func("/cli/export/bad-input", test_export_bad_input);
  const int status = g_test_run();
  if (temp_dir && g_rmdir(temp_dir) != 0)
    g_printerr("cannot remove %s: %s\n", temp_dir, g_strerror(errno));
  g_free(temp_dir);
  return status;
}
