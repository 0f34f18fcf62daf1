/* cli-subsurface.c — `tribolab-cli subsurface`: the stresses below the
 * surface (docs/theory-subsurface.md) on an x–z or y–z section or a vertical
 * line, as CSV or --summary key=value lines. */
#include <string.h>

#include "cli-subsurface.h"
#include "tribo/units.h"

/* The study's CSV or summary to path (stdout without one). */
static int
write_output(const char *cmd, const char *path, const TlStudySubsurface *study, gboolean summary)
{
  TlError err;
  if (summary && study->max_von_mises.at_surface)
    fprintf(stderr,
            "tribolab-cli %s: note: the von Mises maximum lies on the surface, at a traction "
            "step (the contact edge or a stick/slip boundary) that piecewise-constant cells "
            "resolve only slowly (error ~ sqrt of the cell size): refine --grid to pin it "
            "down\n",
            cmd);
  FILE *out = cli_open_output(cmd, path);
  if (!out)
    return cli_output_failure();
  const TlStatus st = summary ? tl_study_subsurface_write_summary(out, study, &err)
                              : tl_study_subsurface_write_csv(out, study, &err);
  if (st != TL_OK) /* a value that is not finite */
    return cli_write_failed(cmd, out, &err);
  return cli_close_output(cmd, out, path);
}

int
cli_subsurface(const char *cmd, int argc, char **argv)
{
  CliContactOptions copts;
  CliSubsurfaceOptions so;
  CliSubsurfaceSetup setup;
  gboolean summary = FALSE;
  char *output = NULL;
  int status;
  TlStudySubsurface study;
  tl_study_subsurface_init(&study);
  const GOptionEntry entries[] = {
    { "summary", 0, 0, G_OPTION_ARG_NONE, &summary, "Print key=value figures (maxima and where) instead of the CSV", NULL },
    CLI_OUTPUT_ENTRY(&output),
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  GOptionContext *ctx = cli_context_new(
    "- stresses below the surface",
    "The stress tensor in the rail (or the wheel) as an elastic half-space under the\n"
    "contact's per-cell tractions.  z is the depth into the chosen body (>= 0), tension\n"
    "positive; szz = normal stress on planes parallel to the surface, sxz and syz the\n"
    "shears on them; at the surface of the rail szz = -p and sxz = -tau_x (tau the\n"
    "traction the wheel exerts on the rail; the wheel carries -tau).\n"
    "CSV: x_mm,y_mm,z_mm,sxx_mpa,syy_mpa,szz_mpa,sxy_mpa,sxz_mpa,syz_mpa,von_mises_mpa,\n"
    "tresca_mpa (s1 - s3),max_shear_mpa ((s1 - s3)/2),s1_mpa,s3_mpa; rows by depth.\n"
    "Points lie on the lattice of cell centres (the plane and a line are snapped to the\n"
    "nearest centre line): on the surface a cell's traction step makes the stress\n"
    "singular at its edges.  Sources hertz and slide use Hertz's pressure at the cell\n"
    "centres; fastsim uses its traction bound's pressure (--bound elliptic for Hertz's).\n"
    "--summary: max_von_mises_mpa and where (refined by local search), max_tresca_mpa,\n"
    "max_shear_mpa, max_sxz_mpa (largest |sxz|), p0_mpa, body; then the shakedown\n"
    "figures of steady --summary: shear_yield_mpa (k), load_factor (p0/k),\n"
    "utilised_friction (over the tractions' own load) and fatigue_index (> 0: beyond\n"
    "the shakedown limit; docs/theory.md section 12.6).",
    cli_entries_group(entries),
    cli_subsurface_group(&so), cli_contact_group(&copts), NULL);
  if (!cli_parse(cmd, ctx, &argc, &argv)) {
    status = CLI_EXIT_USAGE;
    goto out;
  }
  if ((status = cli_subsurface_setup(cmd, &copts, &so, &setup)) != CLI_EXIT_OK)
    goto out;
  if (setup.spec.view.source == TL_FIELD_FASTSIM && setup.spec.params.bound != TL_BOUND_ELLIPTIC)
    cli_warning(cmd, "fastsim's pressure is its parabolic traction bound, not Hertz's; "
                        "--bound elliptic uses Hertz's");
  if ((status = cli_subsurface_compute(cmd, &study, &setup)) != CLI_EXIT_OK)
    goto out;
  status = write_output(cmd, output, &study, summary);
out:
  tl_study_subsurface_clear(&study);
  cli_subsurface_options_free(&so);
  cli_contact_options_free(&copts);
  g_free(output);
  g_option_context_free(ctx);
  return status;
}
