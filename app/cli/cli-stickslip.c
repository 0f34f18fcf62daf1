/* cli-stickslip.c — `tribolab-cli stickslip`: the mass–spring–belt oscillator
 * as CSV t_s,x_m,v_m_s,force_n (plus spring_n, phase), or with --summary its
 * period, peak force, integrator, steps, run time and warnings. */
#include <math.h>
#include <string.h>

#include "cli-friction.h"
#include "study-stickslip.h"

int
cli_stickslip(const char *cmd, int argc, char **argv)
{
  CliStickSlipOptions so;
  char *output = NULL;
  gboolean summary = FALSE;
  const GOptionEntry entries[] = {
    { "summary", 0, 0, G_OPTION_ARG_NONE, &summary,
      "Print key=value lines (period, peak force, integrator, steps, run time, warnings) "
      "instead of the CSV", NULL },
    CLI_OUTPUT_ENTRY(&output),
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  CliBudgetOptions bo;
  TlStickSlipParams p;
  TlStudyStickSlip study;
  /* before the law's group: it clears all of so, so.law included (the
   * arguments of one call are evaluated in no set order) */
  GOptionGroup *oscillator = cli_stickslip_group(&so);
  GOptionContext *ctx = cli_law_context("- mass-spring-belt stick-slip oscillator",
    cli_entries_group(entries),
    oscillator, cli_law_group(&so.law), cli_budget_group(&bo, TRUE), NULL);
  g_option_context_set_description(
    ctx,
    "Output: CSV t_s,x_m,v_m_s,force_n,spring_n,phase, one row per dt from t = 0 at rest:\n"
    "mass position and velocity, friction force, spring force k (v_p t - x), phase 1 stick\n"
    "or 2 slip.  Defaults: LuGre's standard parameters (docs/theory.md section 8),\n"
    "m = 1 kg, k = 2 N/m, v_p = 0.1 m/s: stick-slip with a period near 6.4 s and a peak\n"
    "spring force near 1.5 N.\n"
    "GSL's rk4 takes two half steps per step; its stability limit for the stiffness of the\n"
    "law is checked before and during the run and a warning names the step to use.  The\n"
    "static term runs as a Karnopp band (--karnopp-m-s).");
  tl_study_stickslip_init(&study);
  TlError err;
  int status;
  if (!cli_parse(cmd, ctx, &argc, &argv)) {
    status = CLI_EXIT_USAGE;
    goto out;
  }
  if ((status = cli_budget_apply(cmd, &bo)) != CLI_EXIT_OK ||
      (status = cli_stickslip_params(cmd, &so, &p)) != CLI_EXIT_OK)
    goto out;
  int max_steps = 0;
  if (so.max_steps && !cli_parse_count(cmd, "--max-steps", so.max_steps, &max_steps)) {
    status = CLI_EXIT_USAGE;
    goto out;
  }
  /* rk4 takes one step per sample: a budget it cannot meet is known now */
  if (max_steps && p.integrator == TL_INTEGRATOR_RK4 &&
      (double)tl_stickslip_n_samples(&p) - 1.0 > max_steps) {
    status = cli_usage_error(cmd,
                                "--max-steps %d: rk4 takes one step per sample and this run has "
                                "%zu; raise --dt-s or --max-steps, or shorten --duration-s",
                                max_steps, tl_stickslip_n_samples(&p) - 1);
    goto out;
  }
  if (max_steps)
    tl_study_stickslip_set_max_steps(&study, max_steps);
  const double t0 = cli_now();
  /* an explicit --max-seconds stops the integration between samples */
  const TlStudyControl ctl = { .cancel = cli_deadline_start() };
  const TlStatus run_status = tl_study_stickslip_update(&study, &p, &ctl, &err);
  if (!cli_deadline_stop(cmd)) {
    status = CLI_EXIT_FAILED;
    goto out;
  }
  if (run_status == TL_EINVAL) { /* a case the oscillator refuses */
    status = cli_report(cmd, &err);
    goto out;
  }
  if (run_status != TL_OK) {
    /* the parameters were valid: a run that fails is a failed computation */
    status = cli_failure(cmd, "%s%s", err.message,
                            err.status == TL_EMAXITER ? " (--max-steps)" : "");
    goto out;
  }
  tl_study_stickslip_set_run_time(&study, cli_now() - t0);
  cli_stickslip_warn(cmd, &p, &study.run.summary);
  FILE *out = cli_open_output(cmd, output);
  if (!out) {
    status = cli_output_failure();
    goto out;
  }
  const TlStatus written = summary ? tl_study_stickslip_write_summary(out, &study, &err)
                                   : tl_study_stickslip_write_csv(out, &study, &err);
  status = written != TL_OK ? cli_write_failed(cmd, out, &err)
                            : cli_close_output(cmd, out, output);
out:
  tl_study_stickslip_clear(&study);
  cli_stickslip_options_free(&so);
  g_free(output);
  g_option_context_free(ctx);
  return status;
}
