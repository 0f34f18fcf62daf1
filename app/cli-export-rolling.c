/* cli-export-rolling.c — `export --view rolling`: the two-sphere demo as the
 * window's Rolling page draws it. */
#include <math.h>

#include "cli-rolling.h"
#include "cli-export.h"
#include "tlr-figure-rolling.h"

int
tl_cli_export_rolling(const char *cmd, int argc, char **argv)
{
  TlCliRollingOptions ropts;
  TlCliExportTarget target;
  TlRollingDemoParams params;
  TlrRollingFigure fig;
  TlError err;
  double mark_ms = NAN;
  int status;
  const GOptionEntry entries[] = {
    { "mark-ms", 0, 0, G_OPTION_ARG_DOUBLE, &mark_ms, "Instant the sphere sketch shows in ms (default: when the spin stops)", "MS" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };

  GOptionContext *ctx = g_option_context_new("- export the rolling-resistance demo");
  g_option_context_add_main_entries(ctx, entries, NULL);
  g_option_context_add_group(ctx, tl_cli_export_target_group(&target));
  g_option_context_add_group(ctx, tl_cli_rolling_group(&ropts));
  tlr_rolling_figure_init(&fig);
  if (!tl_cli_parse(cmd, ctx, &argc, &argv) || !tl_cli_no_positional(cmd, argc, argv)) {
    status = TL_EXIT_USAGE;
    goto out;
  }
  if ((status = tl_cli_rolling_demo_params(cmd, &ropts, &params)) != TL_EXIT_OK)
    goto out;
  if (!isnan(mark_ms) && !isfinite(mark_ms)) {
    status = tl_cli_usage_error(cmd, "--mark-ms must be finite");
    goto out;
  }
  if (tlr_rolling_figure_update(&fig, &params, &err) != TL_OK) {
    status = tl_cli_report(cmd, &err);
    goto out;
  }
  if (!isnan(mark_ms))
    tlr_rolling_figure_set_mark(&fig, mark_ms);
  status = tl_cli_export_write(cmd, &target, tlr_rolling_figure_draw, &fig);
out:
  tlr_rolling_figure_clear(&fig);
  tl_cli_rolling_options_free(&ropts);
  tl_cli_export_target_free(&target);
  g_option_context_free(ctx);
  return status;
}
