/* cli-export-patch.c — `export --view patch`: the contact-patch map. */
#include "cli.h"
#include "tlr-figure-hertz.h"

int
tl_cli_export_patch(const char *cmd, int argc, char **argv)
{
  TlCliContactOptions copts;
  TlCliExportTarget target;
  TlContactParams params;
  TlrHertzFigure fig;
  TlError err;
  int status;

  GOptionContext *ctx = g_option_context_new("- export the contact-patch map");
  g_option_context_add_group(ctx, tl_cli_export_target_group(&target));
  g_option_context_add_group(ctx, tl_cli_contact_group(&copts));
  tlr_hertz_figure_init(&fig);
  if (!tl_cli_parse(cmd, ctx, &argc, &argv) || !tl_cli_no_positional(cmd, argc, argv)) {
    status = TL_EXIT_USAGE;
    goto out;
  }
  if ((status = tl_cli_contact_params(cmd, &copts, &params)) != TL_EXIT_OK)
    goto out;
  if (tlr_hertz_figure_update(&fig, &params, &err) != TL_OK) {
    status = tl_cli_report(cmd, &err);
    goto out;
  }
  status = tl_cli_export_write(cmd, &target, tlr_hertz_figure_draw, &fig);
out:
  tlr_hertz_figure_clear(&fig);
  tl_cli_contact_options_free(&copts);
  tl_cli_export_target_free(&target);
  g_option_context_free(ctx);
  return status;
}
