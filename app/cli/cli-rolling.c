/* cli-rolling.c — `tribolab-cli rolling`: the two-sphere rolling-resistance
 * demo, or with --replay FILE the model driven by recorded kinematics. */
#include <math.h>
#include <stdlib.h>

#include "cli-rolling.h"
#include "cli.h"
#include "tribo/units.h"

/* The demo the options describe, at t = 0; an exit status. */
/* The demo's work before the work: one step per dt, and a CSV row each
 * (the rows cost more than the steps: 10^7 of them took 24 s and 0.5 GB). */
static int
demo_open(const char *cmd, const CliRollingOptions *o, gboolean rows, TlRollingDemo *d)
{
  TlRollingDemoParams p;
  TlError err;
  int status = cli_rolling_demo_params(cmd, o, &p);
  if (status != CLI_EXIT_OK)
    return status;
  if (tl_rolling_demo_init(d, &p, &err) != TL_OK)
    return cli_report(cmd, &err);
  char work[96];
  snprintf(work, sizeof work, "%ld steps%s", d->pred.n_steps, rows ? " and CSV rows" : "");
  return cli_budget_check(cmd,
                             (double)d->pred.n_steps *
                               (rows ? CLI_COST_ROLLING_ROW : CLI_COST_ROLLING_STEP),
                             0.0, work, "shorten --duration-ms or lengthen --dt-s");
}

static int
run_demo(const char *cmd, const CliRollingOptions *o, const char *output)
{
  TlRollingDemo d;
  int status = demo_open(cmd, o, TRUE, &d);
  if (status != CLI_EXIT_OK)
    return status;
  FILE *out = cli_open_output(cmd, output);
  if (!out)
    return cli_output_failure();

  /* stream the rows: no need to hold the run in memory */
  fputs("t_ms,omega_rad_s,torque_nm,xi_m,state\n", out);
  TlRollingDemoSample s = d.now;
  cli_progress_start();
  for (long k = 0;; k++) {
    cli_csv_value(out, s.t / TL_UNIT_MS, TRUE);
    cli_csv_value(out, s.omega, FALSE);
    cli_csv_value(out, s.torque, FALSE);
    cli_csv_value(out, s.xi, FALSE);
    fprintf(out, ",%d\n", (int)s.state);
    if (k == d.pred.n_steps)
      break;
    if ((k & 0xffff) == 0xffff && !cli_progress(cmd, (double)k / d.pred.n_steps))
      return cli_discard_output(out);
    tl_rolling_demo_step(&d, &s);
  }
  cli_progress_end();
  return cli_close_output(cmd, out, output);
}

static void
print_key(FILE *out, const char *key, double value)
{
  fprintf(out, "%s=", key);
  cli_csv_value(out, value, TRUE);
  fputc('\n', out);
}

/* --summary: what the window's figure reads off the run (the same core
 * summary, from every step), beside the closed forms of the prediction. */
static int
run_summary(const char *cmd, const CliRollingOptions *o, const char *output)
{
  TlRollingDemo d;
  int status = demo_open(cmd, o, FALSE, &d);
  if (status != CLI_EXIT_OK)
    return status;
  TlRollingDemoSummary sum;
  TlRollingDemoSample s;
  tl_rolling_demo_summary_start(&sum, &d.now);
  for (long k = 0; k < d.pred.n_steps; k++) {
    tl_rolling_demo_step(&d, &s);
    tl_rolling_demo_summary_add(&sum, &s);
  }
  FILE *out = cli_open_output(cmd, output);
  if (!out)
    return CLI_EXIT_FAILED;
  fprintf(out, "steps=%ld\n", d.pred.n_steps);
  print_key(out, "duration_ms", sum.last.t / TL_UNIT_MS);
  /* nan by contract when the spin has not stopped within the run */
  fputs("stop_time_ms=", out);
  cli_csv_value_na(out, sum.stop_time / TL_UNIT_MS, TRUE);
  fputc('\n', out);
  print_key(out, "xi_max_um", sum.xi_max / TL_UNIT_UM);
  print_key(out, "omega_final_rad_s", sum.last.omega);
  print_key(out, "angle_final_mrad", sum.last.angle / TL_UNIT_MRAD);
  print_key(out, "predicted_stop_time_slide_ms", d.pred.stop_time / TL_UNIT_MS);
  print_key(out, "predicted_stop_time_ms", d.pred.stop_time_elastic / TL_UNIT_MS);
  return cli_close_output(cmd, out, output);
}

static void
write_vector(FILE *out, const double v[3])
{
  for (int a = 0; a < 3; a++)
    cli_csv_value(out, v[a] + 0.0, FALSE); /* + 0.0: no "-0" in the CSV */
}

static int
write_replay(const char *cmd, const TlRollingReplayOutput *res, size_t n, const char *output)
{
  FILE *out = cli_open_output(cmd, output);
  if (!out)
    return cli_output_failure();
  fputs("t,fx,fy,fz,tix,tiy,tiz,tjx,tjy,tjz\n", out);
  for (size_t k = 0; k < n; k++) {
    cli_csv_value(out, res[k].t, TRUE);
    write_vector(out, res[k].force);
    write_vector(out, res[k].torque_i);
    write_vector(out, res[k].torque_j);
    fputc('\n', out);
  }
  return cli_close_output(cmd, out, output);
}

static int
run_replay(const char *cmd, const CliRollingOptions *o, const char *path, const char *output)
{
  const char *demo_only = cli_rolling_demo_option_given(o);
  if (demo_only)
    return cli_usage_error(cmd,
                              "%s is a demo option; --replay takes the model (--k-roll "
                              "--gamma-roll --mu-roll), --ri-m --rj-m, --dt-s and --preset",
                              demo_only);
  CliRollingReplayParams p;
  const int params_status = cli_rolling_replay_params(cmd, o, &p);
  if (params_status != CLI_EXIT_OK)
    return params_status;

  TlRollingReplay rep;
  TlError err;
  if (tl_rolling_replay_load(path, &rep, &err) != TL_OK)
    return cli_report_input(cmd, &err);
  TlRollingReplayOutput *res = malloc(rep.n * sizeof *res);
  int status = CLI_EXIT_OK;
  if (!res) {
    status = cli_failure(cmd, "out of memory for %zu rows", rep.n);
  } else if (tl_rolling_replay_run(&rep, &p.model, p.radius_i, p.radius_j, p.dt, res, &err) !=
             TL_OK) {
    status = cli_report(cmd, &err);
  } else {
    status = write_replay(cmd, res, rep.n, output);
  }
  free(res);
  tl_rolling_replay_free(&rep);
  return status;
}

int
cli_rolling(int argc, char **argv)
{
  const char *cmd = "rolling";
  CliRollingOptions ropts;
  char *output = NULL, *replay = NULL;
  gboolean summary = FALSE;
  int status;
  const GOptionEntry entries[] = {
    { "replay", 0, 0, G_OPTION_ARG_FILENAME, &replay, "Drive the model with the kinematics in FILE instead of running the demo", "FILE" },
    { "summary", 0, 0, G_OPTION_ARG_NONE, &summary, "Print key=value lines of the demo run (stop time, peak xi) instead of the CSV", NULL },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, "Write the CSV to FILE instead of stdout", "FILE" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  GOptionContext *ctx = g_option_context_new("- rolling resistance (sds spring-dashpot-slider)");
  g_option_context_set_summary(
    ctx,
    "Demo: sphere i spins (omega about z, normal n = +x) on a fixed sphere j or a\n"
    "flat wall and is braked by the rolling torque; one CSV row per time step:\n"
    "  t_ms,omega_rad_s,torque_nm,xi_m,state\n"
    "(omega and torque about z on i in rad/s and N m, xi the history along y in m,\n"
    "state 1 = spring-dashpot, 2 = slider).  --summary prints instead key=value\n"
    "lines: stop_time_ms (first zero of omega), xi_max_um (largest |xi|), the final\n"
    "spin and angle, and the predicted stop times (slide alone, with the elastic end).\n\n"
    "--replay FILE: CSV with a header naming the columns\n"
    "  t,nx,ny,nz,wix,wiy,wiz,wjx,wjy,wjz,fn0\n"
    "(s, unit normal from j to i, rad/s, N); the history starts at zero and is\n"
    "advanced on every row.  Output after each row's step:\n"
    "  t,fx,fy,fz,tix,tiy,tiz,tjx,tjy,tjz\n"
    "(rolling pseudo-force in N, torques on i and j in N m).  The model and the\n"
    "radii are --preset's [rolling] ones (a wall partner: --rj-m inf), then the\n"
    "options; the step is --dt-s, else from the t column.\n\n"
    "--help-rolling lists the model and demo options (--k-roll, --gamma-roll, ...).");
  g_option_context_add_main_entries(ctx, entries, NULL);
  g_option_context_add_group(ctx, cli_rolling_group(&ropts));
  CliBudgetOptions bo;
  g_option_context_add_group(ctx, cli_budget_group(&bo, TRUE));

  if (!cli_parse(cmd, ctx, &argc, &argv) || !cli_no_positional(cmd, argc, argv) ||
      cli_budget_apply(cmd, &bo) != CLI_EXIT_OK) {
    status = CLI_EXIT_USAGE;
    goto out;
  }
  if (summary && replay)
    status = cli_usage_error(cmd, "--summary is the demo's: it takes no --replay");
  else if (replay)
    status = run_replay(cmd, &ropts, replay, output);
  else
    status = summary ? run_summary(cmd, &ropts, output) : run_demo(cmd, &ropts, output);

out:
  cli_rolling_options_free(&ropts);
  g_free(output);
  g_free(replay);
  g_option_context_free(ctx);
  return status;
}
