/* cli-export-stickslip.c — `export --view stickslip`: the oscillator's time
 * series, phase portrait and dynamic friction curve. */
#include "cli-export.h"
#include "cli-friction.h"
#include "tlr-figure-stickslip.h"

int
tl_cli_export_stickslip(const char *cmd, int argc, char **argv)
{
  TlCliStickSlipOptions so;
  TlCliExportTarget target;
  TlrStickSlipFigure fig;
  TlStickSlipParams p;
  TlError err;
  int status;

  GOptionContext *ctx = g_option_context_new("- export the stick-slip figure");
  char *laws = tl_cli_law_summary();
  g_option_context_set_summary(ctx, laws);
  g_free(laws);
  g_option_context_add_group(ctx, tl_cli_export_target_group(&target));
  g_option_context_add_group(ctx, tl_cli_stickslip_group(&so));
  g_option_context_add_group(ctx, tl_cli_law_group(&so.law));
  tlr_stickslip_figure_init(&fig);
  if (!tl_cli_parse(cmd, ctx, &argc, &argv) || !tl_cli_no_positional(cmd, argc, argv)) {
    status = TL_EXIT_USAGE;
    goto out;
  }
  if ((status = tl_cli_stickslip_params(cmd, &so, &p)) != TL_EXIT_OK)
    goto out;
  const double t0 = tl_cli_now();
  if (tlr_stickslip_figure_update(&fig, &p, &err) != TL_OK) {
    status = err.status == TL_EINVAL ? tl_cli_report(cmd, &err)
                                     : tl_cli_failure(cmd, "%s", err.message);
    goto out;
  }
  tlr_stickslip_figure_set_run_time(&fig, tl_cli_now() - t0);
  tl_cli_stickslip_warn(cmd, &p, &fig.run.summary);
  status = tl_cli_export_write(cmd, &target, tlr_stickslip_figure_draw, &fig);
out:
  tlr_stickslip_figure_clear(&fig);
  tl_cli_stickslip_options_free(&so);
  tl_cli_export_target_free(&target);
  g_option_context_free(ctx);
  return status;
}
