/* cli-export-rolling.c — `export --view rolling`: the two-sphere demo as the
 * window's Rolling page draws it. */
#include <stddef.h>

#include "cli-rolling.h"
#include "cli-export-animate.h"
#include "cli-export.h"
#include "study-rolling.h"
#include "tlr-figure-rolling.h"
#include "tribo/units.h"

typedef struct {
  double mark_ms;
} RollingViewOptions;

static const CliDoubleOption rolling_view_doubles[] = {
  { "mark-ms", offsetof(RollingViewOptions, mark_ms),
    "Instant the sphere sketch shows in ms (default: when the spin stops)", "MS",
    CLI_DOUBLE_TIME },
};

/* Frame k of an animation: the sketch at t0 + k·dt [s]. */
typedef struct {
  TlStudyRolling *study;
  double t0, dt;
} RollingFrames;

static TlStatus
rolling_frame(void *data, int k, TlError *err)
{
  (void)err;
  const RollingFrames *f = data;
  tl_study_rolling_set_mark(f->study, (f->t0 + k * f->dt) / TL_UNIT_MS);
  return TL_OK;
}

int
cli_export_rolling(const char *cmd, int argc, char **argv)
{
  CliRollingOptions ropts;
  CliExportTarget target;
  TlRollingDemoParams params;
  TlStudyRolling study;
  TlError err;
  RollingViewOptions vo;
  CliAnimateOptions ao;
  RollingFrames frames = { .study = &study };
  int n = 0, status;

  GOptionContext *ctx = cli_context_new(
    "- export the rolling-resistance demo",
    NULL,
    cli_view_group("view", &vo, CLI_TABLE(rolling_view_doubles), NULL),
    cli_export_target_group(&target), cli_animate_group(&ao), cli_rolling_group(&ropts), NULL);
  tl_study_rolling_init(&study);
  if (!cli_parse(cmd, ctx, &argc, &argv)) {
    status = CLI_EXIT_USAGE;
    goto out;
  }
  if ((status = cli_animate_check(cmd, &ao, FALSE)) != CLI_EXIT_OK ||
      (status = cli_animate_refuse_instant(cmd, &ao, "--mark-ms", vo.mark_ms)) != CLI_EXIT_OK)
    goto out;
  if ((status = cli_rolling_demo_params(cmd, &ropts, &params)) != CLI_EXIT_OK ||
      (ao.animate && (status = cli_animate_times(cmd, &ao, params.duration, 0.0, &n,
                                                    &frames.t0, &frames.dt)) != CLI_EXIT_OK))
    goto out;
  if (tl_study_rolling_update(&study, &params, NULL, &err) != TL_OK) {
    status = cli_report(cmd, &err);
    goto out;
  }
  if (cli_given(vo.mark_ms))
    tl_study_rolling_set_mark(&study, vo.mark_ms);
  status = ao.animate ? cli_animate_write(cmd, &ao, &target, n, 0.0, rolling_frame, &frames,
                                             tlr_rolling_draw, &study)
                      : cli_export_write(cmd, &target, tlr_rolling_draw,
                                             tlr_rolling_write_csv, &study);
out:
  tl_study_rolling_clear(&study);
  cli_rolling_options_free(&ropts);
  cli_export_target_free(&target);
  cli_animate_options_free(&ao);
  g_option_context_free(ctx);
  return status;
}
