/* cli-rolling.c — `tribolab-cli rolling`: the two-sphere rolling-resistance
 * demo, or with --replay FILE the model driven by recorded kinematics. */
#include <math.h>
#include <stdlib.h>

#include "cli-rolling.h"
#include "cli.h"
#include "study-rolling.h"
#include "tribo/units.h"

/* The demo the options describe, set up at t = 0 in the study; an exit
 * status.  The demo's work before the work: one step per dt, and a CSV row
 * each. */
static int
demo_open(const char *cmd, const CliRollingOptions *o, gboolean rows, TlStudyRolling *study)
{
  TlRollingDemoParams p;
  TlError err;
  int status = cli_rolling_demo_params(cmd, o, &p);
  if (status != CLI_EXIT_OK)
    return status;
  if (tl_study_rolling_setup(study, &p, &err) != TL_OK)
    return cli_report(cmd, &err);
  TlStudyWork work;
  tl_study_rolling_estimate(&p, &work);
  if (rows) { /* each step writes its row, which costs more than the step */
    work.seconds = (double)study->pred.n_steps * TL_STUDY_ROLLING_COST_CSV_ROW;
    g_strlcat(work.what, " and CSV rows", sizeof work.what);
  }
  return cli_budget_check_work(cmd, &work, "shorten --duration-ms or lengthen --dt-s");
}

static int
run_demo(const char *cmd, const CliRollingOptions *o, const char *output, TlStudyRolling *study)
{
  int status = demo_open(cmd, o, TRUE, study);
  if (status != CLI_EXIT_OK)
    return status;
  FILE *out = cli_open_output(cmd, output);
  if (!out)
    return cli_output_failure();

  /* stream the rows as the study steps: no need to hold the run in memory */
  tl_study_rolling_write_csv_header(out);
  TlRollingDemoSample s = study->demo.now;
  int finite = 1;
  cli_progress_start();
  for (long k = 0;; k++) {
    finite &= tl_study_rolling_write_csv_row(out, &s);
    if (k == study->pred.n_steps)
      break;
    if ((k & 0xffff) == 0xffff && !cli_progress(cmd, (double)k / study->pred.n_steps))
      return cli_discard_output(out);
    tl_study_rolling_advance(study, 1, &s);
  }
  cli_progress_end();
  if (!finite) {
    TlError err;
    tl_error_set(&err, TL_ENUMERIC, "the computation produced a value that is not a finite "
                                    "number");
    return cli_write_failed(cmd, out, &err);
  }
  return cli_close_output(cmd, out, output);
}

/* --summary: what the window's figure reads off the run (the same study
 * summary, from every step), beside the closed forms of the prediction. */
static int
run_summary(const char *cmd, const CliRollingOptions *o, const char *output,
            TlStudyRolling *study)
{
  int status = demo_open(cmd, o, FALSE, study);
  if (status != CLI_EXIT_OK)
    return status;
  tl_study_rolling_advance(study, study->pred.n_steps, NULL);
  FILE *out = cli_open_output(cmd, output);
  if (!out)
    return cli_output_failure();
  TlError err;
  if (tl_study_rolling_write_summary(out, study, &err) != TL_OK)
    return cli_write_failed(cmd, out, &err);
  return cli_close_output(cmd, out, output);
}

static int
run_replay(const char *cmd, const CliRollingOptions *o, const char *path, const char *output)
{
  const char *demo_only = cli_rolling_demo_option_given(o);
  if (demo_only)
    return cli_usage_error(cmd,
                              "%s is a demo option; --replay takes the model (--k-roll-n-m "
                              "--gamma-roll-ns-m --mu-roll), --ri-m --rj-m, --dt-s and --preset",
                              demo_only);
  CliRollingReplayParams p;
  const int params_status = cli_rolling_replay_params(cmd, o, &p);
  if (params_status != CLI_EXIT_OK)
    return params_status;

  TlRollingReplayOutput *res = NULL;
  size_t n = 0;
  TlError err;
  if (tl_study_rolling_replay(path, &p.model, p.radius_i, p.radius_j, p.dt, &res, &n, &err) !=
      TL_OK)
    return err.status == TL_ENOMEM ? cli_failure(cmd, "%s", err.message)
                                   : cli_report_input(cmd, &err);
  int status;
  FILE *out = cli_open_output(cmd, output);
  if (!out)
    status = cli_output_failure();
  else if (tl_study_rolling_write_replay_csv(out, res, n, &err) != TL_OK)
    status = cli_write_failed(cmd, out, &err);
  else
    status = cli_close_output(cmd, out, output);
  free(res);
  return status;
}

int
cli_rolling(const char *cmd, int argc, char **argv)
{
  CliRollingOptions ropts;
  TlStudyRolling study;
  tl_study_rolling_init(&study);
  char *output = NULL, *replay = NULL;
  gboolean summary = FALSE;
  int status;
  const GOptionEntry entries[] = {
    { "replay", 0, 0, G_OPTION_ARG_FILENAME, &replay, "Drive the model with the kinematics in FILE instead of running the demo", "FILE" },
    { "summary", 0, 0, G_OPTION_ARG_NONE, &summary, "Print key=value lines of the demo run (stop time, peak xi) instead of the CSV", NULL },
    CLI_OUTPUT_ENTRY(&output),
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  CliBudgetOptions bo;
  GOptionContext *ctx = cli_context_new(
    "- rolling resistance (sds spring-dashpot-slider)",
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
    "--help-rolling lists the model and demo options (--k-roll-n-m, --gamma-roll-ns-m, ...).",
    cli_entries_group(entries),
    cli_rolling_group(&ropts), cli_budget_group(&bo, TRUE), NULL);
  if (!cli_parse(cmd, ctx, &argc, &argv) ||
      cli_budget_apply(cmd, &bo) != CLI_EXIT_OK) {
    status = CLI_EXIT_USAGE;
    goto out;
  }
  if (summary && replay)
    status = cli_usage_error(cmd, "--summary is the demo's: it takes no --replay");
  else if (replay)
    status = run_replay(cmd, &ropts, replay, output);
  else
    status = summary ? run_summary(cmd, &ropts, output, &study)
                     : run_demo(cmd, &ropts, output, &study);

out:
  tl_study_rolling_clear(&study);
  cli_rolling_options_free(&ropts);
  g_free(output);
  g_free(replay);
  g_option_context_free(ctx);
  return status;
}
