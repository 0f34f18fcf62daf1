/* cli-export-transient.c — `export --view hysteresis|timeseries|transient|
 * compare`: the transient figures of a brush or exact run, or of both side by
 * side, at a given time. */
#include <math.h>
#include <stddef.h>

#include "cli-export-animate.h"
#include "cli-export.h"
#include "cli-transient.h"
#include "study-transient.h"
#include "tlr-figure-compare.h"
#include "tlr-figure-transient.h"
#include "tribo/units.h"

/* The study's spec and the map's field from the options, and the time to
 * draw at [s]. */
static int
transient_spec(const char *cmd, const CliContactOptions *copts, const CliTransientOptions *topts,
               double at_ms, const char *field, gboolean compare, CliTransientSetup *setup,
               TlStudyTransientSpec *spec, TlrTransientView *view, double *t_end)
{
  TlError err;
  int status;
  *spec = tl_study_transient_spec_default();
  TlPreset preset; /* its [transient] section, when --preset names one */
  if ((status = cli_contact_and_preset(cmd, copts, &spec->params, &preset)) != CLI_EXIT_OK ||
      (status = cli_transient_setup(cmd, topts, &spec->params,
                                       copts->preset ? &preset.transient : NULL, setup)) !=
        CLI_EXIT_OK)
    return status;
  if (field && tlr_patch_field_from_name(field, &view->field, &err) != TL_OK)
    return cli_report(cmd, &err);
  if (cli_given(at_ms) && !(at_ms >= 0.0))
    return cli_usage_error(cmd, "--at-ms must be >= 0 (got %g)", at_ms);
  if (!isnan(at_ms) && at_ms * TL_UNIT_MS / setup->dt > 2e7)
    return cli_usage_error(cmd, "--at-ms %g needs %.3g steps, more than 2e7", at_ms,
                              at_ms * TL_UNIT_MS / setup->dt);
  /* the run to --at-ms, before any of it: both models for --view compare */
  const double t_budget = isnan(at_ms) ? setup->duration : at_ms * TL_UNIT_MS;
  if (!isnan(at_ms) &&
      (status = cli_transient_budget(cmd, &spec->params, setup, setup->model, t_budget)) !=
        CLI_EXIT_OK)
    return status;
  if (compare &&
      ((status = cli_transient_budget(cmd, &spec->params, setup, TL_TRANSIENT_EXACT_THEORY,
                                         t_budget)) != CLI_EXIT_OK ||
       (status = cli_transient_budget(cmd, &spec->params, setup, TL_TRANSIENT_BRUSH_MODEL,
                                         t_budget)) != CLI_EXIT_OK))
    return status;
  spec->model = compare                                     ? TL_PRESET_MODEL_COMPARE
                : setup->model == TL_TRANSIENT_EXACT_THEORY ? TL_PRESET_MODEL_EXACT
                                                            : TL_PRESET_MODEL_BRUSH;
  spec->wave = setup->wave;
  spec->init = setup->init;
  spec->dt = setup->dt;
  spec->table = setup->creep_table; /* the loop's second steady curve */
  spec->table_interp = setup->creep_interp;
  *t_end = isnan(at_ms) ? setup->duration : at_ms * TL_UNIT_MS;
  spec->t_end = *t_end;
  return CLI_EXIT_OK;
}

int
cli_export_transient_run(const char *cmd, const CliContactOptions *copts,
                            const CliTransientOptions *topts, double at_ms, const char *field,
                            CliExportTarget *target, TlrDrawFunc draw)
{
  TlStudyTransientSpec spec;
  CliTransientSetup setup = { 0 };
  TlStudyTransient study;
  TlrTransientView view = { .study = &study, .field = TLR_FIELD_TX_RATIO };
  TlError err;
  double t_end = 0.0;
  int status;

  tl_study_transient_init(&study);
  if (!draw && topts->model) {
    status = cli_usage_error(cmd, "--view compare runs both the brush and the exact model: "
                                     "drop --model");
    goto out;
  }
  /* draw NULL: --view compare, both models on the same inputs to the same time */
  if ((status = transient_spec(cmd, copts, topts, at_ms, field, !draw, &setup, &spec, &view,
                               &t_end)) != CLI_EXIT_OK)
    goto out;
  if (tl_study_transient_setup(&study, &spec, &err) != TL_OK ||
      tl_study_transient_advance_to(&study, t_end, &err) != TL_OK) {
    status = cli_report(cmd, &err);
    goto out;
  }
  const TlStudyTransientRun *ref = tl_study_transient_first(&study);
  cli_transient_table_note(cmd, topts, &setup, ref->curve_table_clamped, ref->curve_n);
  status = cli_export_write(cmd, target, draw ? draw : tlr_compare_draw,
                                tlr_transient_write_csv, &view);
out:
  tl_study_transient_clear(&study);
  cli_transient_setup_clear(&setup);
  return status;
}

/* Frame k of an animation: the run (or both, compare) at t0 + k·dt. */
typedef struct {
  TlStudyTransient *study;
  double t0, dt;
} TransientFrames;

static TlStatus
transient_frame(void *data, int k, TlError *err)
{
  const TransientFrames *f = data;
  return tl_study_transient_advance_to(f->study, f->t0 + k * f->dt, err);
}

int
cli_export_transient_animate(const char *cmd, const CliContactOptions *copts,
                                const CliTransientOptions *topts, const CliAnimateOptions *ao,
                                const char *field, CliExportTarget *target, TlrDrawFunc draw)
{
  TlStudyTransientSpec spec;
  CliTransientSetup setup = { 0 };
  TlStudyTransient study;
  TlrTransientView view = { .study = &study, .field = TLR_FIELD_TX_RATIO };
  TransientFrames frames = { .study = &study };
  TlError err;
  double t_end = 0.0;
  int n = 0, status;

  tl_study_transient_init(&study);
  if (!draw && topts->model) {
    status = cli_usage_error(cmd, "--view compare runs both the brush and the exact model: "
                                     "drop --model");
    goto out;
  }
  /* draw NULL: --view compare, both models */
  if ((status = transient_spec(cmd, copts, topts, NAN, field, !draw, &setup, &spec, &view,
                               &t_end)) != CLI_EXIT_OK ||
      (status = cli_animate_times(cmd, ao, t_end, 0.0, &n, &frames.t0, &frames.dt)) !=
        CLI_EXIT_OK)
    goto out;
  /* (transient_spec has budgeted both models of a comparison to t_end) */
  if (draw && (status = cli_transient_budget(cmd, &spec.params, &setup, setup.model,
                                                t_end)) != CLI_EXIT_OK)
    goto out;
  if (tl_study_transient_setup(&study, &spec, &err) != TL_OK) {
    status = cli_report(cmd, &err);
    goto out;
  }
  status = cli_animate_write(cmd, ao, target, n, 0.0, transient_frame, &frames,
                             draw ? draw : tlr_compare_draw, &view);
out:
  tl_study_transient_clear(&study);
  cli_transient_setup_clear(&setup);
  return status;
}

typedef struct {
  double at_ms;
} ViewOptions;

static const CliDoubleOption view_doubles[] = {
  { "at-ms", offsetof(ViewOptions, at_ms), "Draw the run at this time (default: its end)", "MS",
    CLI_DOUBLE_TIME },
};

static int
export_view(const char *cmd, int argc, char **argv, const char *what, TlrDrawFunc draw)
{
  CliContactOptions copts;
  CliTransientOptions topts;
  CliExportTarget target;
  CliAnimateOptions ao;
  ViewOptions vo;
  char *field = NULL;
  int status;
  const GOptionEntry entries[] = {
    { "field", 0, 0, G_OPTION_ARG_STRING, &field, "Map: txratio (default), tx, ty, ratio, state, pressure", "FIELD" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  GOptionContext *ctx = cli_context_new(
    what,
    NULL,
    cli_view_group("view", &vo, CLI_TABLE(view_doubles), entries),
    cli_export_target_group(&target), cli_animate_group(&ao), cli_transient_group(&topts),
    cli_contact_group(&copts), NULL);
  if (!cli_parse(cmd, ctx, &argc, &argv))
    status = CLI_EXIT_USAGE;
  else if ((status = cli_animate_check(cmd, &ao, FALSE)) != CLI_EXIT_OK ||
           (status = cli_animate_refuse_instant(cmd, &ao, "--at-ms", vo.at_ms)) != CLI_EXIT_OK)
    ;
  else if (ao.animate)
    status = cli_export_transient_animate(cmd, &copts, &topts, &ao, field, &target, draw);
  else
    status = cli_export_transient_run(cmd, &copts, &topts, vo.at_ms, field, &target, draw);
  cli_transient_options_free(&topts);
  cli_contact_options_free(&copts);
  cli_export_target_free(&target);
  cli_animate_options_free(&ao);
  g_free(field);
  g_option_context_free(ctx);
  return status;
}

int
cli_export_hysteresis(const char *cmd, int argc, char **argv)
{
  return export_view(cmd, argc, argv, "- export the hysteresis loop f vs cx of a transient run",
                     tlr_transient_draw_loop);
}

int
cli_export_timeseries(const char *cmd, int argc, char **argv)
{
  return export_view(cmd, argc, argv, "- export cx(t) and f(t) of a transient run",
                     tlr_transient_draw_timeseries);
}

int
cli_export_transient(const char *cmd, int argc, char **argv)
{
  return export_view(cmd, argc, argv, "- export map, loop and time series of a transient run",
                     tlr_transient_draw);
}

int
cli_export_compare(const char *cmd, int argc, char **argv)
{
  return export_view(cmd, argc, argv,
                     "- export the brush model and the exact theory side by side: maps, "
                     "overlaid loops and time series",
                     NULL);
}
