/* cli-export-stickslip.c — `export --view stickslip`: the oscillator's time
 * series, phase portrait and dynamic friction curve. */
#include <math.h>

#include "cli-export-animate.h"
#include "cli-export.h"
#include "cli-friction.h"
#include "study-stickslip.h"
#include "tlr-figure-stickslip.h"

/* Frame k of an animation: the run from 0 to t0 + k·dt [s] (the oscillator
 * run again each frame: its figure draws a whole run). */
typedef struct {
  TlStudyStickSlip *study;
  TlStickSlipParams params;
  double t0, dt;
} StickSlipFrames;

static TlStatus
stickslip_frame(void *data, int k, TlError *err)
{
  StickSlipFrames *f = data;
  f->params.duration = f->t0 + k * f->dt;
  return tl_study_stickslip_update(f->study, &f->params, NULL, err);
}

int
cli_export_stickslip(const char *cmd, int argc, char **argv)
{
  CliStickSlipOptions so;
  CliExportTarget target;
  TlStudyStickSlip study;
  TlStickSlipParams p;
  TlError err;
  CliAnimateOptions ao;
  StickSlipFrames frames = { .study = &study };
  int n = 0, status;

  /* before the law's group: it clears all of so, so.law included */
  GOptionGroup *oscillator = cli_stickslip_group(&so);
  GOptionContext *ctx = cli_law_context("- export the stick-slip figure", NULL,
    cli_export_target_group(&target), cli_animate_group(&ao), oscillator, cli_law_group(&so.law),
    NULL);
  tl_study_stickslip_init(&study);
  if (!cli_parse(cmd, ctx, &argc, &argv)) {
    status = CLI_EXIT_USAGE;
    goto out;
  }
  if ((status = cli_animate_check(cmd, &ao, FALSE)) != CLI_EXIT_OK ||
      (status = cli_stickslip_params(cmd, &so, &p)) != CLI_EXIT_OK)
    goto out;
  /* an animation's first frame is one frame in (a run of no time has no
   * figure); the last is the whole run */
  if (ao.animate && (status = cli_animate_times(cmd, &ao, p.duration, -1.0, &n, &frames.t0,
                                                   &frames.dt)) != CLI_EXIT_OK)
    goto out;
  const double t0 = cli_now();
  if (tl_study_stickslip_update(&study, &p, NULL, &err) != TL_OK) {
    status = err.status == TL_EINVAL ? cli_report(cmd, &err)
                                     : cli_failure(cmd, "%s", err.message);
    goto out;
  }
  tl_study_stickslip_set_run_time(&study, cli_now() - t0);
  cli_stickslip_warn(cmd, &p, &study.run.summary);
  frames.params = p;
  if (ao.animate) /* a frame's run is not this one: no wall-clock time in the read-out */
    tl_study_stickslip_set_run_time(&study, NAN);
  /* each frame runs up to the whole run again: on average half its time */
  status = ao.animate ? cli_animate_write(cmd, &ao, &target, n, 0.5 * (cli_now() - t0),
                                             stickslip_frame, &frames, tlr_stickslip_draw, &study)
                      : cli_export_write(cmd, &target, tlr_stickslip_draw,
                                             tlr_stickslip_write_csv, &study);
out:
  tl_study_stickslip_clear(&study);
  cli_stickslip_options_free(&so);
  cli_export_target_free(&target);
  cli_animate_options_free(&ao);
  g_option_context_free(ctx);
  return status;
}
