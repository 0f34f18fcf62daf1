/* cli-hertz.c — `tribolab-cli hertz`: one CSV row with the Hertz solution and
 * Kalker's coefficients of the case. */
#include "cli.h"
#include "study-hertz.h"
#include "tribo/units.h"

int
cli_hertz(const char *cmd, int argc, char **argv)
{
  CliContactOptions copts;
  char *output = NULL;
  gboolean map = FALSE;
  int status;
  const GOptionEntry entries[] = {
    CLI_OUTPUT_ENTRY(&output),
    { "map", 0, 0, G_OPTION_ARG_NONE, &map, "Print the pressure map instead: x_mm,y_mm,pn_mpa per contact cell of the --grid", NULL },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  GOptionContext *ctx = cli_context_new(
    "- Hertz contact and Kalker coefficients",
    "Prints one CSV row: a_mm,b_mm,p0_mpa,approach_mm,c11,c22,c23,c33,\n"
    "then the combined g_gpa,nu,e_star_gpa and the difference parameter kd;\n"
    "with --map the Hertz pressure per contact cell instead (as export --view patch\n"
    "--field pressure --csv writes it).",
    cli_entries_group(entries),
    cli_contact_group_normal(&copts), NULL);
  TlContactParams params;
  TlStudyHertz study;
  tl_study_hertz_init(&study);
  TlError err;
  if (!cli_parse(cmd, ctx, &argc, &argv)) {
    status = CLI_EXIT_USAGE;
    goto out;
  }
  if ((status = cli_contact_params(cmd, &copts, &params)) != CLI_EXIT_OK)
    goto out;
  if (copts.bound) {
    status = cli_usage_error(cmd, "--bound is the traction bound of the tangential solvers; "
                                  "hertz computes no traction");
    goto out;
  }
  if (copts.grid && !map) {
    status = cli_usage_error(cmd, "--grid sets the cells of --map; without --map it does "
                                  "nothing");
    goto out;
  }
  if (tl_study_hertz_update(&study, &params, NULL, &err) != TL_OK) {
    status = cli_report(cmd, &err);
    goto out;
  }
  const TlContactBasics *basics = &study.basics;
  if (basics->hertz.warnings & TL_HERTZ_WARN_KD)
    cli_warning(cmd, "difference parameter K_d = %.3f: the bodies are not quasi-identical, "
                        "normal-tangential coupling is neglected",
                   basics->hertz.material.kd);

  FILE *out_f = cli_open_output(cmd, output);
  if (!out_f) {
    status = cli_output_failure();
    goto out;
  }
  if (map) {
    const TlStatus written = tl_study_hertz_write_csv(out_f, &study, &err);
    status = cli_close_output(cmd, out_f, output);
    if (written != TL_OK)
      status = cli_report(cmd, &err);
    goto out;
  }
  const TlHertzResult *h = &basics->hertz;
  fputs("a_mm,b_mm,p0_mpa,approach_mm,c11,c22,c23,c33,g_gpa,nu,e_star_gpa,kd\n", out_f);
  cli_csv_value(out_f, h->a / TL_UNIT_MM, TRUE);
  cli_csv_value(out_f, h->b / TL_UNIT_MM, FALSE);
  cli_csv_value(out_f, h->p0 / TL_UNIT_MPA, FALSE);
  cli_csv_value(out_f, h->approach / TL_UNIT_MM, FALSE);
  cli_csv_value(out_f, basics->kalker.c11, FALSE);
  cli_csv_value(out_f, basics->kalker.c22, FALSE);
  cli_csv_value(out_f, basics->kalker.c23, FALSE);
  cli_csv_value(out_f, basics->kalker.c33, FALSE);
  cli_csv_value(out_f, h->material.shear_modulus / TL_UNIT_GPA, FALSE);
  cli_csv_value(out_f, h->material.poisson, FALSE);
  cli_csv_value(out_f, h->material.e_star / TL_UNIT_GPA, FALSE);
  cli_csv_value(out_f, h->material.kd, FALSE);
  fputc('\n', out_f);
  status = cli_close_output(cmd, out_f, output);

out:
  tl_study_hertz_clear(&study);
  cli_contact_options_free(&copts);
  g_free(output);
  g_option_context_free(ctx);
  return status;
}
