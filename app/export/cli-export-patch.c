/* cli-export-patch.c — `export --view patch`: the contact-patch map.  By
 * default the steady FASTSIM tangential map at --cx (--map-model exact: the
 * exact theory's); --field pressure keeps the Hertz pressure map; --model
 * brush|exact (or --at-ms) draws the transient state at a time instead.
 * Options of the other path are refused rather than ignored. */
#include <math.h>
#include <stddef.h>
#include <string.h>

#include "cli-export-animate.h"
#include "cli-export.h"
#include "cli-transient.h"
#include "tlr-figure-hertz.h"
#include "tlr-figure-steady.h"
#include "tlr-figure-transient.h"

static int
export_hertz(const char *cmd, const TlContactParams *params, CliExportTarget *target)
{
  TlStudyHertz study;
  TlError err;
  int status;
  tl_study_hertz_init(&study);
  if (tl_study_hertz_update(&study, params, NULL, &err) != TL_OK)
    status = cli_report(cmd, &err);
  else
    status = cli_export_write(cmd, target, tlr_hertz_draw, tlr_hertz_write_csv, &study);
  tl_study_hertz_clear(&study);
  return status;
}

/* Frame k of a sweep: the steady map at cx = from + k·(to − from)/(n − 1). */
typedef struct {
  TlStudySteady *study;
  TlStudySteadySpec spec;
  double from, to;
  int n;
} SweepFrames;

static TlStatus
sweep_frame(void *data, int k, TlError *err)
{
  SweepFrames *f = data;
  f->spec.curves.params.cx = f->from + (f->to - f->from) * k / (f->n - 1);
  return tl_study_steady_update(f->study, &f->spec, NULL, err);
}

static int
export_steady(const char *cmd, const CliContactOptions *copts, double cx, const char *field,
              const char *variant, const char *map_model, const CliAnimateOptions *ao,
              CliExportTarget *target)
{
  TlStudySteadySpec spec = tl_study_steady_spec_default();
  TlStudySteady study;
  TlrSteadyFigure fig = { .study = &study, .field = TLR_FIELD_TX };
  TlError err;
  int status;

  if ((status = cli_contact_params(cmd, copts, &spec.curves.params)) != CLI_EXIT_OK)
    return status;
  if (ao->animate && !ao->sweep)
    return cli_usage_error(cmd, "--animate: the steady map has no time; give --sweep cx:A:B, "
                                   "or --model brush|exact for a transient run's patch");
  if (ao->animate && !isnan(cx))
    return cli_usage_error(cmd, "--cx: a --sweep sets cx in each frame");
  if (field && strcmp(field, "pressure") == 0)
    return ao->animate ? cli_usage_error(cmd, "--sweep cx: the Hertz pressure does not depend "
                                                 "on cx")
                       : export_hertz(cmd, &spec.curves.params, target);
  if (field && tlr_patch_field_from_name(field, &fig.field, &err) != TL_OK)
    return cli_report(cmd, &err);
  if (variant && tl_fastsim_variant_from_name(variant, &spec.curves.variant, &err) != TL_OK)
    return cli_report(cmd, &err);
  if (map_model && strcmp(map_model, "exact") == 0)
    spec.map_model = TL_STUDY_STEADY_EXACT;
  else if (map_model && strcmp(map_model, "fastsim") != 0)
    return cli_usage_error(cmd, "--map-model: unknown model '%s' (use fastsim or exact)",
                              map_model);
  if (!isnan(cx))
    spec.curves.params.cx = cx;
  spec.curves.models = TL_STEADY_FASTSIM;
  spec.n_points = 2; /* only the map is drawn */
  tl_study_steady_init(&study);
  if (ao->animate) {
    SweepFrames frames = { .study = &study, .spec = spec };
    const double t0 = cli_now(); /* one map's cost, measured, for the work budget */
    if ((status = cli_animate_sweep(cmd, ao, "cx", &frames.n, &frames.from, &frames.to)) !=
        CLI_EXIT_OK)
      ;
    else if (sweep_frame(&frames, frames.n - 1, &err) != TL_OK)
      status = cli_report(cmd, &err);
    else
      status = cli_animate_write(cmd, ao, target, frames.n, cli_now() - t0, sweep_frame,
                                    &frames, tlr_steady_draw_patch, &fig);
    tl_study_steady_clear(&study);
    return status;
  }
  if (tl_study_steady_update(&study, &spec, NULL, &err) != TL_OK)
    status = cli_report(cmd, &err);
  else
    status = cli_export_write(cmd, target, tlr_steady_draw_patch, tlr_steady_write_map_csv,
                                  &fig);
  tl_study_steady_clear(&study);
  return status;
}

typedef struct {
  double at_ms;
} PatchOptions;

static const CliDoubleOption patch_doubles[] = {
  { "at-ms", offsetof(PatchOptions, at_ms),
    "Transient: draw the model's state at this time (default: the run's end)", "MS",
    CLI_DOUBLE_TIME },
};

int
cli_export_patch(const char *cmd, int argc, char **argv)
{
  CliContactOptions copts;
  CliTransientOptions topts;
  CliExportTarget target;
  CliAnimateOptions ao;
  PatchOptions po;
  char *field = NULL, *variant = NULL, *map_model = NULL;
  int status;
  const GOptionEntry entries[] = {
    { "field", 0, 0, G_OPTION_ARG_STRING, &field, "tx (steady default), ty, txratio (transient default), ratio, state, or pressure (Hertz)", "FIELD" },
    { "map-model", 0, 0, G_OPTION_ARG_STRING, &map_model, "Steady map: fastsim (default) or exact (Kalker's exact theory)", "MODEL" },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant, "Steady FASTSIM grid: fixed (default) or strip", "KIND" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  GOptionContext *ctx = cli_context_new(
    "- export the contact-patch map",
    "Steady (default): FASTSIM's tangential traction at --cx (with --cy, --spin-per-m),\n"
    "or the exact theory's with --map-model exact, stick/slip boundary and leading edge\n"
    "marked; --field pressure draws the Hertz pressure.\n"
    "Transient: with --model brush|exact or --at-ms, the state of a transient run (see\n"
    "--help-transient) at that time.  The steady map takes --cx of those options only.",
    cli_view_group("patch", &po, CLI_TABLE(patch_doubles), entries),
    cli_export_target_group(&target), cli_animate_group(&ao), cli_transient_group(&topts),
    cli_contact_group(&copts), NULL);
  if (!cli_parse(cmd, ctx, &argc, &argv)) {
    status = CLI_EXIT_USAGE;
    goto out;
  }
  const gboolean in_time = topts.model || cli_given(po.at_ms);
  if ((status = cli_animate_check(cmd, &ao, !in_time)) != CLI_EXIT_OK)
    goto out;
  if (in_time) {
    /* the steady map's own options would be ignored here */
    if (variant || map_model) {
      status = cli_usage_error(cmd,
                                  "%s applies to the steady map, not to the patch of a transient "
                                  "run (--model, --at-ms)",
                                  variant ? "--variant" : "--map-model");
      goto out;
    }
    /* (--field pressure here is the traction bound's p_n of the brush) */
    if ((status = cli_animate_refuse_instant(cmd, &ao, "--at-ms", po.at_ms)) != CLI_EXIT_OK)
      ;
    else if (topts.table_file || topts.table_interp) /* the patch has no loop to draw it on */
      status = cli_usage_error(cmd, "--table draws the steady curve of the loop: use --view "
                                    "hysteresis, transient or compare");
    else if (ao.animate)
      status = cli_export_transient_animate(cmd, &copts, &topts, &ao, field, &target,
                                            tlr_transient_draw_patch);
    else
      status = cli_export_transient_run(cmd, &copts, &topts, po.at_ms, field, &target,
                                           tlr_transient_draw_patch);
  } else {
    /* the steady map takes --cx only of the transient run's options */
    const char *transient = cli_transient_option_given(&topts, FALSE);
    if (transient) {
      status = cli_usage_error(cmd,
                                  "%s applies to a transient run: add --model brush|exact or "
                                  "--at-ms for its patch (the steady map takes --cx)",
                                  transient);
      goto out;
    }
    status = export_steady(cmd, &copts, topts.cx, field, variant, map_model, &ao, &target);
  }
out:
  cli_transient_options_free(&topts);
  cli_contact_options_free(&copts);
  cli_export_target_free(&target);
  cli_animate_options_free(&ao);
  g_free(field);
  g_free(variant);
  g_free(map_model);
  g_option_context_free(ctx);
  return status;
}
