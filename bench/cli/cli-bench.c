/* cli-bench.c — `tribolab-cli bench`: machine-readable benchmark figures.
 *
 * Every figure is the median of several timed repetitions (these machines are
 * shared and noisy: medians, not single runs).  Output: one `key=value` line
 * per figure, keys prefixed by their section, e.g. `hertz.solve_us=0.42`.
 * Sections live beside their command (cli-bench-*.c) and are listed below. */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli-bench.h"

static void bench_hertz(const CliBenchOptions *o);

static const CliBenchSection sections[] = {
  { "hertz", "Hertz + Kalker coefficients of the thesis case", bench_hertz },
  { "fastsim", "FASTSIM solve, thesis case at cx = 0.005, 50x50 and 200x200", cli_bench_fastsim },
  { "brush", "brush model steps per second at 40x40, 100x100, 200x200", cli_bench_brush },
  { "thesis", "thesis sine case (10 Hz, 3 periods, mu = 1, 40x40): run and process", cli_bench_thesis },
  { "rolling", "sds rolling contact update and the two-sphere demo", cli_bench_rolling },
  { "friction", "stick-slip run per integrator (LuGre, 20 s); a friction curve", cli_bench_friction },
  { "exact", "exact half-space solver: steady, steps, falling-friction steady solve, thesis 10 Hz run, delays", cli_bench_exact },
  { "slip", "falling friction: FASTSIM exponential-law curve (30 cx, 50x50), the steady view's three speeds (41 cx each); Polach curve (1000 cx)", cli_bench_slip },
  { "subsurface", "stresses below the surface: x-z section 100x60 under 40x40, a 200-point line", cli_bench_subsurface },
  { "wheelrail", "S1002/60E1: contact search + Hertz, dr table, exact and approx tread patch",
    cli_bench_wheelrail },
  { "wheelset", "the linear wheelset: root locus at 200 speeds, critical speed, a kinematic wavelength",
    cli_bench_wheelset },
  { "wear", "profiles that wear: one step and the default case to 1e6 passes", cli_bench_wear },
  { "table", "creep-force tables: exact and FASTSIM entries, USETAB wall time, look-ups",
    cli_bench_table },
  { "lesson", "a lesson step shown: read the lesson, compute its Hertz, FASTSIM, brush and stick-slip numbers",
    cli_bench_lesson },
};

#define N_SECTIONS (sizeof sections / sizeof sections[0])

static int
compare_double(const void *a, const void *b)
{
  const double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

double
cli_bench_median(const CliBenchOptions *o, void (*run)(void *data), void *data)
{
  const int reps = o->repeats < 1 ? 1 : o->repeats > 99 ? 99 : o->repeats;
  double times[99];
  run(data); /* warm-up: caches, page faults, lazy allocations */
  for (int r = 0; r < reps; r++) {
    /* Repeat the call until the sample lasts at least min_sample_s so that
     * microsecond-scale work is not lost in the clock's resolution. */
    long calls = 0;
    const double t0 = cli_now();
    double t1;
    do {
      run(data);
      calls++;
      t1 = cli_now();
    } while (t1 - t0 < o->min_sample_s);
    times[r] = (t1 - t0) / (double)calls;
  }
  qsort(times, (size_t)reps, sizeof times[0], compare_double);
  return reps % 2 ? times[reps / 2] : 0.5 * (times[reps / 2 - 1] + times[reps / 2]);
}

void
cli_bench_print(const char *section, const char *key, double value)
{
  printf("%s.%s=%.6g\n", section, key, value);
  fflush(stdout);
}

typedef struct {
  TlContactParams params;
} HertzBench;

static void
run_hertz(void *data)
{
  HertzBench *b = data;
  TlContactBasics basics;
  tl_contact_basics(&b->params, &basics, NULL);
}

static void
bench_hertz(const CliBenchOptions *o)
{
  HertzBench b = { tl_contact_params_default() };
  b.params.hertz.geometry = TL_GEOMETRY_RADII;
  cli_bench_print("hertz", "solve_us", 1e6 * cli_bench_median(o, run_hertz, &b));
}

int
cli_bench(int argc, char **argv)
{
  const char *cmd = "bench";
  CliBenchOptions o = { 5, 0.05 };
  char *only = NULL;
  const GOptionEntry entries[] = {
    { "repeats", 0, 0, G_OPTION_ARG_INT, &o.repeats, "Timed repetitions per figure; the median is reported (default 5)", "N" },
    { "min-sample-s", 0, 0, G_OPTION_ARG_DOUBLE, &o.min_sample_s, "Shortest timed sample (default 0.05)", "S" },
    { "only", 0, 0, G_OPTION_ARG_STRING, &only, "Comma-separated sections to run (default: all)", "LIST" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  GString *summary = g_string_new("Sections:\n");
  for (size_t i = 0; i < N_SECTIONS; i++)
    g_string_append_printf(summary, "  %-10s %s\n", sections[i].name, sections[i].summary);
  g_string_append(summary, "\nPrints key=value lines; times are medians of --repeats samples.");
  GOptionContext *ctx = g_option_context_new("- benchmark figures");
  g_option_context_set_summary(ctx, summary->str);
  g_string_free(summary, TRUE);
  g_option_context_add_main_entries(ctx, entries, NULL);

  int status = CLI_EXIT_OK;
  if (!cli_parse(cmd, ctx, &argc, &argv)) {
    status = CLI_EXIT_USAGE;
    goto out;
  }
  if (o.repeats < 1 || o.repeats > 99 || !(o.min_sample_s >= 0.0 && o.min_sample_s <= 10.0)) {
    status = cli_usage_error(cmd, "--repeats must lie in 1..99 and --min-sample-s in 0..10");
    goto out;
  }
  gchar **wanted = only ? g_strsplit(only, ",", -1) : NULL;
  if (wanted) {
    for (gchar **w = wanted; *w; w++) {
      gboolean known = FALSE;
      for (size_t i = 0; i < N_SECTIONS; i++)
        known |= strcmp(*w, sections[i].name) == 0;
      if (!known) {
        status = cli_usage_error(cmd, "unknown section '%s'", *w);
        g_strfreev(wanted);
        goto out;
      }
    }
  }
  for (size_t i = 0; i < N_SECTIONS; i++)
    if (!wanted || g_strv_contains((const gchar *const *)wanted, sections[i].name))
      sections[i].run(&o);
  g_strfreev(wanted);
out:
  g_free(only);
  g_option_context_free(ctx);
  return status;
}
