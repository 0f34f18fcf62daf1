/* cli-export-subsurface.c — `export --view subsurface`: the stress section the
 * `subsurface` command computes, drawn as the window draws it; `--view
 * sub-shakedown`: the same case on the shakedown map. */
#include "cli-export.h"
#include "cli-subsurface.h"
#include "tlr-figure-shakedown.h"
#include "tlr-figure-subsurface.h"

/* The subsurface case of the options, computed and drawn: the section (which
 * takes --measure and refuses a line) or the shakedown map (which budgets its
 * two more solves). */
static int
export_case(const char *cmd, int argc, char **argv, gboolean shakedown)
{
  CliContactOptions copts;
  CliSubsurfaceOptions so;
  CliSubsurfaceSetup setup;
  CliExportTarget target;
  TlStudySubsurface study;
  TlStressMeasure measure = TL_MEASURE_VON_MISES;
  TlError err;
  char *measure_name = NULL;
  int status;
  const GOptionEntry entries[] = {
    { "measure", 0, 0, G_OPTION_ARG_STRING, &measure_name, "What the colours show: von-mises (default, or the preset's), tresca (s1 - s3), max-shear ((s1 - s3)/2), sxd, syd, hydrostatic, s1, s3, sxx, syy, sdd, sxy", "NAME" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  GOptionGroup *target_group = cli_export_target_group(&target);
  GOptionContext *ctx =
    shakedown
      ? cli_context_new(
          "- export the shakedown map of the subsurface case",
          "The load factor p0/k against the traction coefficient: first yield of full slip on\n"
          "the case's ellipse (computed), the point contact's shakedown limit and the surface\n"
          "limit FI = 0, with the case's operating point (docs/theory.md section 12.6).\n"
          "CSV (--csv): curve,mu,load_factor rows (elastic, shakedown, surface, operating).",
          target_group, cli_subsurface_group(&so), cli_contact_group(&copts), NULL)
      : cli_context_new("- export the stresses below the surface", NULL,
                        cli_entries_group(entries), target_group, cli_subsurface_group(&so),
                        cli_contact_group(&copts), NULL);
  tl_study_subsurface_init(&study);
  if (!cli_parse(cmd, ctx, &argc, &argv)) {
    status = CLI_EXIT_USAGE;
    goto out;
  }
  if (measure_name && tl_stress_measure_from_name(measure_name, &measure, &err) != TL_OK) {
    status = cli_usage_error(cmd, "--measure: %s", err.message);
    goto out;
  }
  if ((status = cli_subsurface_setup(cmd, &copts, &so, &setup)) != CLI_EXIT_OK)
    goto out;
  if (measure_name)
    setup.spec.view.measure = measure;
  if (shakedown) {
    setup.spec.shakedown_map = 1;
    TlStudyWork work; /* the section and the map's two more */
    tl_study_subsurface_estimate(&setup.spec, &work);
    if ((status = cli_budget_check_work(cmd, &work, "lower --grid")) != CLI_EXIT_OK)
      goto out;
  } else if (setup.is_line) {
    status = cli_usage_error(cmd, "--line-x-mm: the picture is a plane (--plane xz|yz); "
                                     "'tribolab-cli subsurface' writes a line as CSV");
    goto out;
  }
  if ((status = cli_subsurface_compute(cmd, &study, &setup)) != CLI_EXIT_OK)
    goto out;
  status = shakedown ? cli_export_write(cmd, &target, tlr_shakedown_draw,
                                        tlr_shakedown_write_csv, &study)
                     : cli_export_write(cmd, &target, tlr_subsurface_draw,
                                        tlr_subsurface_write_csv, &study);
out:
  tl_study_subsurface_clear(&study);
  cli_subsurface_options_free(&so);
  cli_contact_options_free(&copts);
  cli_export_target_free(&target);
  g_free(measure_name);
  g_option_context_free(ctx);
  return status;
}

int
cli_export_subsurface(const char *cmd, int argc, char **argv)
{
  return export_case(cmd, argc, argv, FALSE);
}

int
cli_export_subsurface_shakedown(const char *cmd, int argc, char **argv)
{
  return export_case(cmd, argc, argv, TRUE);
}
