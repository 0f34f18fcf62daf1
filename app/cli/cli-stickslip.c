/* cli-stickslip.c — `tribolab-cli stickslip`: the mass–spring–belt oscillator
 * as CSV t_s,x_m,v_m_s,force_n (plus spring_n, phase), or with --summary its
 * period, peak force, integrator, steps, run time and warnings. */
#include <math.h>
#include <string.h>

#include "cli-friction.h"

static void
print_summary(FILE *out, const TlStickSlipParams *p, const TlStickSlipSummary *s,
              double run_time)
{
  char terms[96], warnings[96];
  tl_friction_terms_string(p->friction.terms, terms, sizeof terms);
  tl_stickslip_warnings_string(s->warnings, warnings, sizeof warnings);
  fprintf(out, "law=%s\n", terms);
  fprintf(out, "integrator=%s\n", tl_integrator_name(p->integrator));
  fprintf(out, "dt_s=%.10g\n", p->dt);
  fprintf(out, "duration_s=%.10g\n", p->duration);
  fprintf(out, "rel_tol=%.10g\n", p->rel_tol);
  fprintf(out, "abs_tol=%.10g\n", p->abs_tol);
  fprintf(out, "steps=%ld\n", s->steps);
  fprintf(out, "failed_steps=%ld\n", s->failed_steps);
  fprintf(out, "rhs_evals=%ld\n", s->rhs_evals);
  fprintf(out, "jac_evals=%ld\n", s->jac_evals);
  fprintf(out, "run_time_s=%.6g\n", run_time);
  fprintf(out, "period_s=%.10g\n", s->period);
  fprintf(out, "cycles=%d\n", s->slip_onsets > 1 ? s->slip_onsets - 1 : 0);
  fprintf(out, "slip_onsets=%d\n", s->slip_onsets);
  fprintf(out, "stick_onsets=%d\n", s->stick_onsets);
  fprintf(out, "first_slip_s=%.10g\n", s->first_slip);
  fprintf(out, "peak_spring_force_n=%.10g\n", s->peak_spring);
  fprintf(out, "peak_friction_n=%.10g\n", s->peak_friction);
  fprintf(out, "stick_fraction=%.6g\n", s->t > 0 ? s->stick_time / s->t : 0.0);
  fprintf(out, "stiffness_per_s=%.6g\n", s->stiffness);
  fprintf(out, "rk4_dt_limit_s=%.6g\n", s->dt_limit);
  fprintf(out, "rk4_dt_suggested_s=%.6g\n", s->dt_suggested);
  fprintf(out, "error_steps=%ld\n", s->error_steps);
  fprintf(out, "warnings=%s\n", warnings);
}

static void
print_csv(FILE *out, const TlStickSlipRun *r)
{
  fputs("t_s,x_m,v_m_s,force_n,spring_n,phase\n", out);
  for (size_t i = 0; i < r->n; i++) {
    const TlStickSlipSample *s = &r->samples[i];
    cli_csv_value(out, s->t, TRUE);
    cli_csv_value(out, s->x, FALSE);
    cli_csv_value(out, s->v, FALSE);
    cli_csv_value(out, s->friction, FALSE);
    cli_csv_value(out, s->spring, FALSE);
    fprintf(out, ",%d\n", (int)s->phase);
  }
}

int
cli_stickslip(int argc, char **argv)
{
  const char *cmd = "stickslip";
  CliStickSlipOptions so;
  char *output = NULL;
  gboolean summary = FALSE;
  const GOptionEntry entries[] = {
    { "summary", 0, 0, G_OPTION_ARG_NONE, &summary,
      "Print key=value lines (period, peak force, integrator, steps, run time, warnings) "
      "instead of the CSV", NULL },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, "Write to FILE instead of stdout",
      "FILE" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  GOptionContext *ctx = g_option_context_new("- mass-spring-belt stick-slip oscillator");
  char *laws = cli_law_summary();
  g_option_context_set_summary(ctx, laws);
  g_free(laws);
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
  g_option_context_add_main_entries(ctx, entries, NULL);
  g_option_context_add_group(ctx, cli_stickslip_group(&so));
  g_option_context_add_group(ctx, cli_law_group(&so.law));
  CliBudgetOptions bo;
  g_option_context_add_group(ctx, cli_budget_group(&bo, TRUE));

  TlStickSlipParams p;
  TlStickSlip *ss = NULL;
  TlStickSlipRun run = { 0 };
  TlError err;
  int status;
  if (!cli_parse(cmd, ctx, &argc, &argv) || !cli_no_positional(cmd, argc, argv)) {
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
  if (!(ss = tl_stickslip_alloc(&p, &err))) {
    status = cli_report(cmd, &err);
    goto out;
  }
  if (max_steps)
    tl_stickslip_set_max_steps(ss, max_steps);
  const double t0 = cli_now();
  /* an explicit --max-seconds stops the integration between samples */
  tl_stickslip_set_cancel(ss, cli_deadline_start());
  const TlStatus run_status = tl_stickslip_run(ss, &run, &err);
  if (!cli_deadline_stop(cmd)) {
    status = CLI_EXIT_FAILED;
    goto out;
  }
  if (run_status != TL_OK) {
    /* the parameters were valid: a run that fails is a failed computation */
    status = cli_failure(cmd, "%s%s", err.message,
                            err.status == TL_EMAXITER ? " (--max-steps)" : "");
    goto out;
  }
  const double run_time = cli_now() - t0;
  cli_stickslip_warn(cmd, &p, &run.summary);
  FILE *out = cli_open_output(cmd, output);
  if (!out) {
    status = cli_output_failure();
    goto out;
  }
  if (summary)
    print_summary(out, &p, &run.summary, run_time);
  else
    print_csv(out, &run);
  status = cli_close_output(cmd, out, output);
out:
  tl_stickslip_run_free(&run);
  tl_stickslip_free(ss);
  cli_stickslip_options_free(&so);
  g_free(output);
  g_option_context_free(ctx);
  return status;
}
