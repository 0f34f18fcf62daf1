/* cli-transient.c — `tribolab-cli transient`: a transient rolling run (the
 * Unsteady Brush Model or Kalker's exact theory) under a creepage waveform;
 * CSV t_ms,cx,f per time step, or --summary with the thesis's delay and
 * hysteresis figures. */
#include <math.h>
#include <string.h>

#include "cli-transient.h"
#include "study-transient.h"
#include "tribo/brush.h"
#include "tribo/exact.h"
#include "tribo/units.h"

static void
print_key(FILE *out, const char *key, double value)
{
  fprintf(out, "%s=", key);
  cli_csv_value(out, value, TRUE);
  fputc('\n', out);
}

/* A figure that is nan when it does not apply (no period, saturated f). */
static void
print_key_na(FILE *out, const char *key, double value)
{
  fprintf(out, "%s=", key);
  cli_csv_value_na(out, value, TRUE);
  fputc('\n', out);
}

/* key=value lines: the run, then the analysis of its periodic part (the
 * study's summary). */
static void
write_summary(const char *cmd, FILE *out, const TlStudyTransientRun *run,
              const CliTransientSetup *s)
{
  TlStudyTransientSummary sum;
  TlError err;
  if (tl_study_transient_summarise(run, &sum, &err) != TL_OK)
    cli_warning(cmd, "analysis failed: %s", err.message);
  const TlPeriodicAnalysis *an = &sum.analysis;
  if (sum.periodic && an->note[0])
    fprintf(stderr, "tribolab-cli %s: note: %s\n", cmd, an->note);
  if (!sum.periodic)
    fprintf(stderr,
            "tribolab-cli %s: note: delay, delay ratio and loop area need a periodic "
            "waveform (sine, triangle, square); f range over the whole run\n",
            cmd);
  fprintf(out, "model=%s\nwaveform=%s\ninit=%s\n", sum.model,
          tl_wave_kind_name(s->wave.kind), tl_transient_init_name(s->init));
  fprintf(out, "rows=%d\n", sum.rows);
  print_key(out, "dt_ms", s->dt / TL_UNIT_MS);
  print_key(out, "courant", s->courant);
  fprintf(out, "substeps=%d\n", sum.substeps);
  print_key(out, "transit_ms", s->transit / TL_UNIT_MS);
  print_key(out, "duration_ms", sum.duration / TL_UNIT_MS);
  print_key_na(out, "freq_hz", sum.periodic ? s->wave.freq : NAN);
  print_key_na(out, "samples_per_period", sum.samples_per_period);
  print_key_na(out, "period_start_ms", an->t0 / TL_UNIT_MS);
  print_key_na(out, "delay_ms", an->delay / TL_UNIT_MS);
  print_key_na(out, "delay_ratio", an->delay_ratio);
  print_key_na(out, "loop_area", an->loop_area);
  print_key(out, "f_min", an->f_min);
  print_key(out, "f_max", an->f_max);
  fprintf(out, "saturated=%d\n", an->saturated);
  print_key(out, "f_final", sum.f_final);
  print_key(out, "stick_fraction_final", sum.stick_final);
  /* what the grip costs at the last row (docs/theory.md §12, default laws);
   * nan before an exact run's first rolling step */
  const TlWearResult *w = &sum.wear;
  const double na = NAN;
  print_key_na(out, "frictional_power_w", sum.wear_ok ? w->power : na);
  print_key_na(out, "frictional_power_macro_w", sum.wear_ok ? w->power_macro : na);
  print_key_na(out, "t_gamma_n", sum.wear_ok ? w->t_gamma : na);
  print_key_na(out, "wear_rate_archard_um3_m", sum.wear_ok ? w->archard_volume / TL_UNIT_UM3 : na);
  print_key_na(out, "wear_rate_usfd_ug_m_mm2", sum.wear_ok ? w->usfd_rate : na);
  fprintf(out, "wear_regime=%s\n", sum.wear_ok ? tl_wear_regime_name(w->regime) : "nan");
  print_key_na(out, "fatigue_index", sum.wear_ok ? w->fatigue_index : na);
  char warning[300];
  if (sum.periodic && tl_analysis_too_coarse(s->wave.freq, s->dt, warning, sizeof warning))
    fprintf(out, "warning=%s\n", warning);
  if (run->exact) {
    print_key(out, "newton_per_step", sum.newton_per_step);
    print_key(out, "krylov_per_step", sum.krylov_per_step);
  }
}

static int
run_transient(const char *cmd, const TlContactParams *p, const CliTransientOptions *topts,
              const CliTransientSetup *s, const TlSlipFriction *law,
              const TlExactLawOptions *law_opts, gboolean summary, const char *output)
{
  TlError err;
  TlStudyTransient study;
  int status = CLI_EXIT_OK;
  tl_study_transient_init(&study);
  TlStudyTransientSpec spec = tl_study_transient_spec_default();
  spec.model =
    s->model == TL_TRANSIENT_EXACT_THEORY ? TL_PRESET_MODEL_EXACT : TL_PRESET_MODEL_BRUSH;
  spec.params = *p;
  spec.wave = s->wave;
  spec.init = s->init;
  spec.dt = s->dt;
  spec.t_end = s->duration;
  spec.steady_curve = 0; /* the picture's reference curve: export draws it, the CSV has none */
  spec.law = law;
  spec.law_opts = law_opts;
  spec.table = s->creep_table; /* f_steady_table when given */
  spec.table_interp = s->creep_interp;
  /* in slices, so that a long run reports progress and keeps a deadline */
  cli_progress_start();
  CliProgress pr;
  const TlStudyControl ctl = cli_progress_control(&pr, cmd);
  if (tl_study_transient_update(&study, &spec, &ctl, &err) != TL_OK) {
    status = err.status == TL_ECANCELLED ? CLI_EXIT_FAILED : cli_report(cmd, &err);
    goto out;
  }
  cli_progress_end();
  const TlStudyTransientRun *run = &study.single;
  if (s->creep_table) {
    int clamped = 0;
    for (int k = 0; k < run->run.rec.n; k++) {
      int c;
      tl_study_transient_table_f(run, run->run.rec.cx[k], &c);
      clamped += c > 0;
    }
    cli_transient_table_note(cmd, topts, s, clamped, run->run.rec.n);
  }
  const gboolean exact_law = run->exact && !tl_slip_friction_is_constant(law);
  FILE *out = cli_open_output(cmd, output);
  if (!out) {
    status = cli_output_failure();
    goto out;
  }
  if (summary)
    write_summary(cmd, out, run, s);
  else
    tl_study_transient_write_csv(out, &study, NULL);
  if (exact_law) {
    /* the outer iteration's work and the element problem's indicator N_E: above ½ the
     * falling law is steeper than the step resolves (docs/theory-friction-in-contact.md) */
    const TlExactLawReport *r = tl_exact_law_report(run->exact);
    if (summary) {
      print_key(out, "mu_mean", r->slip.mu_mean);
      print_key(out, "falling_indicator", r->ne_run_max);
      fprintf(out, "outer_iterations_max=%d\n", r->outer_max);
      print_key(out, "outer_iterations_per_step", r->solves ? (double)r->outer_sum / r->solves : 0.0);
      fprintf(out, "exact_start=%s\n", tl_exact_law_start_name(r->start));
    }
    if (r->ne_run_max > 0.5)
      /* κ_I = a_e p_n/Δt does not shrink with the cell: no grid helps */
      cli_warning(cmd, "falling friction is steep for one element (N_E,max %.3g > 0.5): "
                          "several solutions are likely and the one found depends on "
                          "--exact-start; %s",
                     r->ne_run_max,
                     /* with memory already on, the remedy is a longer one */
                     law->memory > 0.0 ? "lengthen the friction memory (--memory-m)"
                                       : "add friction memory (--memory-m)");
  }
  if (run->brush && law->kind != TL_SLIP_LAW_COULOMB) {
    /* the march resolves a falling law while κ|μ′| < ½; the step is stable
     * while N < C/(2 − C) (docs/theory-friction-in-contact.md §4) */
    TlSlipStats st;
    tl_brush_slip_stats(run->brush, &st);
    const double c = s->courant, bound = fmin(0.5, c / (2.0 - c));
    if (summary) {
      print_key(out, "mu_mean", st.mu_mean);
      print_key(out, "falling_indicator", st.n_max);
    }
    if (st.n_max > bound)
      cli_warning(cmd, "falling friction is steeper than the grid and step resolve "
                          "(falling_indicator %.3g > %.3g): the result depends on the grid%s; "
                          "%s friction memory (--memory-m) or use a coarser --grid",
                     st.n_max, bound, c < 1.0 ? " and the Courant number (use --courant 1)" : "",
                     law->memory > 0.0 ? "lengthen the" : "add");
  }
  status = cli_close_output(cmd, out, output);
out:
  tl_study_transient_clear(&study);
  return status;
}

int
cli_transient(const char *cmd, int argc, char **argv)
{
  CliContactOptions copts;
  CliTransientOptions topts;
  CliTransientSetup setup = {0};
  CliFrictionLawOptions lopts;
  TlSlipFriction law;
  TlContactParams params;
  gboolean summary = FALSE;
  char *output = NULL, *exact_start = NULL;
  int status;
  const GOptionEntry entries[] = {
    { "exact-start", 0, 0, G_OPTION_ARG_STRING, &exact_start, "Exact solver with a falling --friction-law: where each step's outer iteration on the slip speeds starts, previous (default: the last step's), low (0) or high (V)", "START" },
    { "summary", 0, 0, G_OPTION_ARG_NONE, &summary, "Print key=value figures instead of the rows", NULL },
    CLI_OUTPUT_ENTRY(&output),
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  CliBudgetOptions bo;
  GOptionContext *ctx = cli_context_new(
    "- transient rolling under a creepage waveform",
    "Runs the Unsteady Brush Model (--model brush) or Kalker's exact theory (--model exact)\n"
      "and prints CSV t_ms,cx,f,stick_fraction, one row per time step: row 0 is the initial\n"
      "state at t = 0, row k at t_k = k*dt holds the state after the step that applied\n"
      "cx(t_k).  f = Tx/F_N (tau: traction of the wheel on the rail).  The exact solver rolls\n"
      "one cell per step (dt = dx/V, Courant number 1); `tribolab-cli bench --only exact`\n"
      "times its steps.\n"
      "--table FILE (a creep-force table, 'table build') adds the column f_steady_table:\n"
      "the table's steady f at the row's cx (docs/theory.md section 14.6).\n"
      "--summary prints key=value lines instead: delay_ms (creepage peak to traction peak in\n"
      "the second period, or the first whole period after one transit 2a/V), delay_ratio\n"
      "(delay*F), loop_area (the signed integral of f dcx over that period: negative when f\n"
      "lags), f_min, f_max, samples_per_period (1/(F*dt)), ...  delay_ms=nan with a note on\n"
      "stderr when f saturates.  warning= says when a period has fewer than "
      G_STRINGIFY(TL_ANALYSIS_MIN_SAMPLES) " samples: the\n"
      "delay is resolved to about +-dt/2, the delay ratio to +-1/(2*samples_per_period).\n"
      "By default a periodic run lasts 3 periods, or as many as the analysed period needs.\n"
      "--friction-law exp|rational|linear|stribeck|polach (brush, exact): friction falling with\n"
      "the local slip speed; --summary adds mu_mean and falling_indicator (exact: N_E,max of\n"
      "the element problem over the run) and, for exact, outer_iterations_max,\n"
      "outer_iterations_per_step and exact_start.\n"
      "At the last row --summary also gives frictional_power_w, frictional_power_macro_w,\n"
      "t_gamma_n, wear_rate_archard_um3_m, wear_rate_usfd_ug_m_mm2, wear_regime and\n"
      "fatigue_index with the default laws of steady --summary (docs/theory.md section 12;\n"
      "nan before the exact model's first rolling step).",
    cli_entries_group(entries),
    cli_transient_group(&topts), cli_contact_group(&copts), cli_budget_group(&bo, FALSE),
    cli_friction_law_group(&lopts), NULL);
  if (!cli_parse(cmd, ctx, &argc, &argv) ||
      cli_budget_apply(cmd, &bo) != CLI_EXIT_OK) {
    status = CLI_EXIT_USAGE;
    goto out;
  }
  TlPreset preset; /* its [transient] section, when --preset names one */
  if ((status = cli_contact_and_preset(cmd, &copts, &params, &preset)) != CLI_EXIT_OK ||
      (status = cli_transient_setup(cmd, &topts, &params,
                                       copts.preset ? &preset.transient : NULL, &setup)) !=
        CLI_EXIT_OK)
    goto out;
  if (summary && tl_waveform_is_periodic(&setup.wave)) {
    /* the summary analyses the first whole period after the traction has
     * settled: a run that ends before it has nothing to analyse */
    const double needed = tl_analysis_periods_needed(setup.wave.freq, setup.transit) - 0.5;
    if (setup.duration * setup.wave.freq < needed * (1.0 - 1e-9)) {
      status = cli_usage_error(
        cmd,
        "--summary analyses period %.0f (%g to %g ms), after the traction has settled, but "
        "the run ends at %g ms: give --periods %.0f or more (or a longer --duration-ms), or "
        "drop --summary for the rows",
        needed, (needed - 1.0) / setup.wave.freq / TL_UNIT_MS,
        needed / setup.wave.freq / TL_UNIT_MS, setup.duration / TL_UNIT_MS, needed);
      goto out;
    }
  }
  if ((status = cli_friction_law(cmd, &lopts, params.mu, cli_given(copts.mu), FALSE,
                                    &law)) != CLI_EXIT_OK)
    goto out;
  TlExactLawOptions law_opts = tl_exact_law_options_default();
  TlError err;
  if (exact_start && setup.model != TL_TRANSIENT_EXACT_THEORY) {
    status = cli_usage_error(cmd, "--exact-start belongs to --model exact");
    goto out;
  }
  if (exact_start && tl_exact_law_start_from_name(exact_start, &law_opts.start, &err) != TL_OK) {
    status = cli_usage_error(cmd, "--exact-start: %s", err.message);
    goto out;
  }
  if (setup.model == TL_TRANSIENT_EXACT_THEORY && !tl_slip_friction_is_constant(&law) &&
      (status = cli_transient_budget_law(cmd, &params, &setup, &law, &law_opts)) != CLI_EXIT_OK)
    goto out;
  status = run_transient(cmd, &params, &topts, &setup, &law, &law_opts, summary, output);
out:
  cli_transient_setup_clear(&setup);
  cli_transient_options_free(&topts);
  cli_friction_law_options_free(&lopts);
  cli_contact_options_free(&copts);
  g_free(output);
  g_free(exact_start);
  g_option_context_free(ctx);
  return status;
}
