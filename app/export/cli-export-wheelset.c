/* cli-export-wheelset.c — `export --view wheelset` (the top view, y(t) and
 * ψ(t), the root locus and the bifurcation diagram: a run with the sweep),
 * `--view root-locus` (the root locus of --mode eigen) and
 * `--view bifurcation` (the sweep of --mode bifurcation), drawn
 * from the study of `tribolab-cli wheelset` with its options.  --animate
 * plays the run back: the path and the wheelset at each frame's time. */
#include <math.h>
#include <string.h>

#include "cli-export-animate.h"
#include "cli-export.h"
#include "cli-wheelset.h"
#include "tlr-figure-wheelset.h"

typedef enum { WS_VIEW_ALL, WS_VIEW_LOCUS, WS_VIEW_BIF } WsView;

/* Frame k of an animation: the run as far as t0 + k·dt (the run is computed
 * once; a frame only moves the time shown). */
typedef struct {
  TlrWheelsetView *view;
  double t0, dt;
} WsFrames;

static TlStatus
wheelset_frame(void *data, int k, TlError *err)
{
  (void)err;
  WsFrames *f = data;
  f->view->t_now = f->t0 + k * f->dt;
  return TL_OK;
}

static int
export_wheelset(const char *cmd, int argc, char **argv, WsView which)
{
  CliWsOptions w;
  CliExportTarget target;
  CliAnimateOptions ao;
  TlStudyWheelset study;
  TlError err;
  int status = CLI_EXIT_USAGE;
  tl_study_wheelset_init(&study);
  static const char *const what[] = {
      "- export the wheelset on the track: top view, motion, root locus, bifurcation diagram",
      "- export the wheelset's root locus coloured by speed",
      "- export the wheelset's bifurcation diagram",
  };
  GOptionContext *ctx = cli_context_new(
      what[which],
      which == WS_VIEW_ALL ? "The options of 'tribolab-cli wheelset --mode run' (a run and, "
                             "for the bifurcation diagram, the sweep at its default speeds)."
      : which == WS_VIEW_LOCUS ? "The options of 'tribolab-cli wheelset --mode eigen'."
                               : "The options of 'tribolab-cli wheelset --mode bifurcation'.",
      cli_wheelset_group(cmd, &w, NULL), cli_export_target_group(&target),
      cli_animate_group(&ao), NULL);
  if (!cli_parse(cmd, ctx, &argc, &argv))
    goto out;
  /* the view's mode: the command's options are checked against it */
  if (w.mode) {
    cli_usage_error(cmd, "--mode: the view sets it (wheelset: run, root-locus: eigen, "
                         "bifurcation: bifurcation)");
    goto out;
  }
  w.mode = g_strdup(which == WS_VIEW_ALL ? "run" : which == WS_VIEW_LOCUS ? "eigen" : "bifurcation");
  if ((status = cli_animate_check(cmd, &ao, FALSE)) != CLI_EXIT_OK)
    goto out;
  if (ao.animate && which != WS_VIEW_ALL) {
    status = cli_usage_error(cmd, "--animate plays a run back: use --view wheelset");
    goto out;
  }
  TlStudyWheelsetSpec spec;
  if ((status = cli_wheelset_spec(cmd, &w, &spec, &study)) != CLI_EXIT_OK)
    goto out;
  if (which == WS_VIEW_ALL)
    spec.bifurcation = 1;
  status = CLI_EXIT_USAGE;
  if (tl_study_wheelset_update(&study, &spec, NULL, &err) != TL_OK) {
    status = cli_report(cmd, &err);
    goto out;
  }
  TlrWheelsetView view = {&study, NULL, NAN};
  TlrDrawFunc draw = which == WS_VIEW_ALL     ? tlr_wheelset_draw
                     : which == WS_VIEW_LOCUS ? tlr_wheelset_locus_draw
                                              : tlr_wheelset_bif_draw;
  TlrCsvFunc csv = which == WS_VIEW_ALL     ? tlr_wheelset_write_run_csv
                   : which == WS_VIEW_LOCUS ? tlr_wheelset_write_eigen_csv
                                            : tlr_wheelset_write_bif_csv;
  if (ao.animate) {
    WsFrames frames = {&view, 0.0, 0.0};
    int n = 0;
    const double duration = study.run.t[study.run.n - 1];
    if ((status = cli_animate_times(cmd, &ao, duration, 0.0, &n, &frames.t0, &frames.dt)) !=
        CLI_EXIT_OK)
      goto out;
    status = cli_animate_write(cmd, &ao, &target, n, 0.0, wheelset_frame, &frames, draw, &view);
  } else {
    status = cli_export_write(cmd, &target, draw, csv, &view);
  }
out:
  tl_study_wheelset_clear(&study);
  cli_wheelset_options_free(&w);
  cli_export_target_free(&target);
  cli_animate_options_free(&ao);
  g_option_context_free(ctx);
  return status;
}

int
cli_export_wheelset(const char *cmd, int argc, char **argv)
{
  return export_wheelset(cmd, argc, argv, WS_VIEW_ALL);
}

int
cli_export_wheelset_locus(const char *cmd, int argc, char **argv)
{
  return export_wheelset(cmd, argc, argv, WS_VIEW_LOCUS);
}

int
cli_export_wheelset_bifurcation(const char *cmd, int argc, char **argv)
{
  return export_wheelset(cmd, argc, argv, WS_VIEW_BIF);
}
