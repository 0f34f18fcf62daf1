/* test-cli-sweep.c — a deterministic hostile sweep of the command line: a
 * few hundred invocations (800) of every computing command with extreme and
 * garbage values for its options (a fixed seed, so a failure reproduces),
 * each held to the contract: exit 0, 1 or 2 and never a signal; exit 0 with
 * no NaN or inf in the output; exit 2 with a message naming an option that
 * is on the line. */
#include <math.h>

#include "tl-test-cli.h"
#include "tl-test-util.h"

typedef struct {
  const char *command;
  const char *const *options; /* NULL-terminated */
  const char *fixed[6];       /* always on the line (NULL-terminated) */
} Command;

/* hertz reads no friction, speed or creepage (it refuses them) */
static const char *const hertz_options[] = {
  "--load-kn", "--a-mm", "--b-mm", "--ref-load-kn", "--nu", "--g-gpa", "--wheel-ry-m", NULL,
};
static const char *const steady_options[] = {
  "--load-kn", "--mu", "--cy", "--spin-per-m", "--nu", "--g-gpa", "--speed-m-s", NULL,
};
static const char *const transient_options[] = {
  "--cx", "--c0", "--cp", "--freq-hz", "--periods", "--duration-ms", "--courant", "--dt-ms",
  "--mu", "--load-kn", "--speed-m-s", NULL,
};
static const char *const rolling_options[] = {
  "--k-roll", "--gamma-roll", "--mu-roll", "--ri-m", "--rj-m", "--density-kg-m3",
  "--omega0-rad-s", "--fn0-n", "--duration-ms", NULL,
};
static const char *const friction_options[] = {
  "--fc-n", "--fs-n", "--vs-m-s", "--viscous-ns-m", "--c1-n", "--c2-n", "--sigma0-n-m",
  "--sigma1-ns-m", "--sigma2-ns-m", "--v-min", "--v-max", "--external-force-n",
  "--karnopp-m-s", "--sign-eps-m-s", NULL,
};
static const char *const stickslip_options[] = {
  "--mass-kg", "--stiffness-n-m", "--belt-m-s", "--fc-n", "--fs-n", "--vs-m-s",
  "--sigma0-n-m", "--sigma1-ns-m", "--stick-velocity-m-s", "--rel-tol", NULL,
};

static const char *const subsurface_options[] = {
  "--cx", "--at-mm", "--z-max-mm", "--line-x-mm", "--line-y-mm", "--load-kn", "--mu", "--cy",
  "--points", "--grid", "--a-mm", "--b-mm", NULL,
};
static const char *const wheelrail_options[] = {
  "--gauge-mm", "--flange-back-mm", "--r0-mm", "--load-kn", "--cell-mm", "--kp-epsilon",
  "--smooth-mm", "--table-step-mm", "--y-mm", "--inclination", "--amplitudes-mm", "--e-gpa",
  NULL,
};

/* Short runs only: the budget refuses anything estimated over 2 s, and
 * the oscillator stops after 20 000 steps. */
static const Command commands[] = {
  { "hertz", hertz_options, { NULL } },
  { "steady", steady_options, { "--cx", "0.002,-0.004", "--max-seconds", "2", NULL } },
  { "transient", transient_options, { "--summary", "--max-seconds", "2", NULL } },
  { "rolling", rolling_options, { NULL } },
  { "friction", friction_options, { NULL } },
  { "stickslip", stickslip_options, { "--max-steps", "20000", "--duration-s", "5", NULL } },
  { "subsurface", subsurface_options, { "--summary", "--max-seconds", "2", NULL } },
  { "wheelrail", wheelrail_options, { "--max-seconds", "2", NULL } },
};

/* Values a hostile user or a broken script might pass. */
static const char *const values[] = {
  "0", "-0", "1", "-1", "0.5", "2.385", "-2.385", "1e-300", "-1e-300", "1e300", "-1e300",
  "1.7976931348623157e308", "2.2e-308", "4.9e-324", "1e309", "inf", "-inf", "nan", "NaN",
  "0x10", "0x1p-1074", "1e", "--", "", " 1", "1 ", "1,2", "abc", "1.5N", "+", ".", "1e-12",
  "1e12", "3", "100", "1000", "12345678901234567890",
  /* and plausible ones, so that the runs that pass go deep */
  "0.001", "0.002", "0.01", "0.1", "0.3", "0.9", "2", "5", "10", "50", "1e-3", "1e-6", "1e6",
  "-0.003", "0.0385",
};

static gboolean
names_an_option(const char *err, GPtrArray *argv)
{
  for (guint i = 1; i < argv->len; i++) {
    const char *a = g_ptr_array_index(argv, i);
    if (a && g_str_has_prefix(a, "--") && strstr(err, a))
      return TRUE;
  }
  return FALSE;
}

/* What one invocation did, against the contract. */
typedef enum {
  OUTCOME_OK,           /* exit 0 with finite numbers, 1 with a message, 2 naming an option */
  OUTCOME_SIGNAL,       /* killed by a signal (a crash) */
  OUTCOME_BAD_STATUS,   /* exit status above 2 */
  OUTCOME_NON_FINITE,   /* exit 0 with NaN or inf where no key allows it */
  OUTCOME_NO_OPTION,    /* exit 2 naming no option on the line, or with output */
  OUTCOME_SILENT_FAIL,  /* exit 1 with no message */
  N_OUTCOMES
} Outcome;

static const char *const outcome_names[N_OUTCOMES] = {
  "kept the contract", "crash (signal)", "exit status > 2", "exit 0 with NaN/inf",
  "exit 2 naming no option on the line", "exit 1 with no message",
};

static Outcome
judge(int wait_status, const char *out, const char *err, GPtrArray *argv, int *status_out)
{
  if (!WIFEXITED(wait_status))
    return OUTCOME_SIGNAL;
  const int status = WEXITSTATUS(wait_status);
  *status_out = status;
  if (status > 2)
    return OUTCOME_BAD_STATUS;
  if (status == 0) {
    /* numbers only; of a transient or rolling summary, the keys that are
     * nan by contract (no period, saturated traction, no stop within the
     * run) may be */
    char *lower = g_ascii_strdown(out, -1);
    gchar **lines = g_strsplit(lower, "\n", -1);
    gboolean bad = FALSE;
    for (gchar **l = lines; *l && !bad; l++) {
      const gboolean na = g_str_has_prefix(*l, "freq_hz=") ||
                          g_str_has_prefix(*l, "samples_per_period=") ||
                          g_str_has_prefix(*l, "stop_time_ms=") ||
                          g_str_has_prefix(*l, "period_start_ms=") ||
                          g_str_has_prefix(*l, "delay_ms=") ||
                          g_str_has_prefix(*l, "delay_ratio=") ||
                          g_str_has_prefix(*l, "loop_area=");
      bad = !na && (strstr(*l, "nan") || strstr(*l, "inf"));
    }
    g_strfreev(lines);
    g_free(lower);
    return bad ? OUTCOME_NON_FINITE : OUTCOME_OK;
  }
  if (status == 2)
    return out[0] || !err[0] || !names_an_option(err, argv) ? OUTCOME_NO_OPTION : OUTCOME_OK;
  return err[0] ? OUTCOME_OK : OUTCOME_SILENT_FAIL;
}

/* TL_SWEEP_SEED explores other sweeps and TL_SWEEP_RUNS sets their length;
 * TL_SWEEP_REPORT=1 counts the outcomes in a table instead of stopping at
 * the first breach (the suite runs the fixed sweep and stops). */
static void
test_sweep(void)
{
  g_test_summary("800 hostile invocations keep the exit-status contract");
  g_assert_nonnull(g_getenv("TL_CLI"));
  const char *seed = g_getenv("TL_SWEEP_SEED");
  GRand *rand = g_rand_new_with_seed(seed ? (guint32)g_ascii_strtoull(seed, NULL, 10) : 20261202);
  int by_status[3] = { 0, 0, 0 }, counts[N_OUTCOMES] = { 0 };
  const gboolean report = g_strcmp0(g_getenv("TL_SWEEP_REPORT"), "1") == 0;
  const char *runs_text = g_getenv("TL_SWEEP_RUNS");
  const int runs = runs_text ? (int)g_ascii_strtoll(runs_text, NULL, 10) : 800;
  for (int run = 0; run < runs; run++) {
    const Command *c = &commands[run % G_N_ELEMENTS(commands)];
    GPtrArray *argv = g_ptr_array_new();
    g_ptr_array_add(argv, (gpointer)g_getenv("TL_CLI"));
    g_ptr_array_add(argv, (gpointer)c->command);
    for (int i = 0; c->fixed[i]; i++)
      g_ptr_array_add(argv, (gpointer)c->fixed[i]);
    int n_options = 0;
    while (c->options[n_options])
      n_options++;
    const int k = g_rand_int_range(rand, 1, 4);
    for (int i = 0; i < k; i++) {
      g_ptr_array_add(argv, (gpointer)c->options[g_rand_int_range(rand, 0, n_options)]);
      g_ptr_array_add(argv,
                      (gpointer)values[g_rand_int_range(rand, 0, (gint32)G_N_ELEMENTS(values))]);
    }
    g_ptr_array_add(argv, NULL);
    char *line = g_strjoinv(" ", (char **)argv->pdata + 1);
    char *out, *err;
    int wait_status, status = -1;
    GError *error = NULL;
    g_assert_true(g_spawn_sync(NULL, (char **)argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &out, &err, &wait_status, &error));
    g_assert_no_error(error);
    const Outcome o = judge(wait_status, out, err, argv, &status);
    counts[o]++;
    if (status >= 0 && status <= 2)
      by_status[status]++;
    if (o != OUTCOME_OK && !report)
      g_error("'%s': %s (exit %d, stderr '%s')", line, outcome_names[o], status, err);
    if (o != OUTCOME_OK && report)
      g_test_message("%s: %s", outcome_names[o], line);
    g_free(out);
    g_free(err);
    g_free(line);
    g_ptr_array_free(argv, TRUE);
  }
  g_test_message("exit 0: %d, exit 1: %d, exit 2: %d", by_status[0], by_status[1],
                 by_status[2]);
  for (int o = 0; o < N_OUTCOMES; o++)
    g_test_message("| %s | %d |", outcome_names[o], counts[o]);
  /* the sweep reaches all three outcomes, or it tests less than it claims */
  g_assert_cmpint(by_status[0], >, 0);
  g_assert_cmpint(by_status[2], >, 0);
  g_rand_free(rand);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/cli-sweep/contract", test_sweep);
  return g_test_run();
}
