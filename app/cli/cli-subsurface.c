/* cli-subsurface.c — `tribolab-cli subsurface`: the stresses below the
 * surface (docs/theory-subsurface.md) on an x–z or y–z section or a vertical
 * line, as CSV or --summary key=value lines. */
#include <string.h>

#include "cli-subsurface.h"
#include "tribo/units.h"

#define MPA(v) ((v) / TL_UNIT_MPA)

static int
write_csv(const char *cmd, const char *path, const TlSection *sec)
{
  FILE *out = cli_open_output(cmd, path);
  if (!out)
    return CLI_EXIT_FAILED;
  fputs("x_mm,y_mm,z_mm,sxx_mpa,syy_mpa,szz_mpa,sxy_mpa,sxz_mpa,syz_mpa,von_mises_mpa,"
        "tresca_mpa,max_shear_mpa,s1_mpa,s3_mpa\n",
        out);
  for (int l = 0; l < sec->n_depth; l++)
    for (int k = 0; k < sec->n_along; k++) {
      const TlStress *s = &sec->s[(size_t)l * sec->n_along + k];
      double x, y, e[3];
      tl_section_xy(sec, k, &x, &y);
      tl_stress_principal(s, e);
      cli_csv_value(out, x / TL_UNIT_MM, TRUE);
      cli_csv_value(out, y / TL_UNIT_MM, FALSE);
      cli_csv_value(out, sec->depth[l] / TL_UNIT_MM, FALSE);
      const double v[] = {s->sxx, s->syy, s->sdd, s->sxy, s->sxd, s->syd,
                          tl_stress_von_mises(s), e[0] - e[2], 0.5 * (e[0] - e[2]), e[0], e[2]};
      for (size_t c = 0; c < G_N_ELEMENTS(v); c++)
        cli_csv_value(out, MPA(v[c]), FALSE);
      fputc('\n', out);
    }
  return cli_close_output(cmd, out, path);
}

static int
write_summary(const char *cmd, const char *path, const CliSubsurfaceSetup *su,
              const TlSection *sec)
{
  TlStressMax vm, tr, xd;
  TlError err;
  const TlTractionField *f = &su->field;
  if (tl_subsurface_max(f, sec, TL_MEASURE_VON_MISES, 1, &vm, &err) != TL_OK ||
      tl_subsurface_max(f, sec, TL_MEASURE_TRESCA, 1, &tr, &err) != TL_OK ||
      tl_subsurface_max(f, sec, TL_MEASURE_SXD, 1, &xd, &err) != TL_OK)
    return cli_report(cmd, &err);
  if (vm.at_surface)
    fprintf(stderr,
            "tribolab-cli %s: note: the von Mises maximum lies on the surface, at a traction "
            "step (the contact edge or a stick/slip boundary) that piecewise-constant cells "
            "resolve only slowly (error ~ sqrt of the cell size): refine --grid to pin it "
            "down\n",
            cmd);
  FILE *out = cli_open_output(cmd, path);
  if (!out)
    return CLI_EXIT_FAILED;
  fprintf(out, "source=%s\nbody=%s\nsection=%s\n", tl_field_source_name(f->source),
          tl_body_name(sec->body), tl_plane_name(sec->plane));
  if (sec->plane == TL_PLANE_XZ)
    fprintf(out, "y_mm=%.10g\n", sec->at / TL_UNIT_MM);
  else if (sec->plane == TL_PLANE_YZ)
    fprintf(out, "x_mm=%.10g\n", sec->at / TL_UNIT_MM);
  else
    fprintf(out, "x_mm=%.10g\ny_mm=%.10g\n", sec->line_x / TL_UNIT_MM, sec->at / TL_UNIT_MM);
  fprintf(out, "p0_mpa=%.10g\n", MPA(f->p0));
  fprintf(out, "max_von_mises_mpa=%.10g\n", MPA(vm.value));
  fprintf(out, "x_at_max_mm=%.10g\ny_at_max_mm=%.10g\nz_at_max_mm=%.10g\n", vm.x / TL_UNIT_MM,
          vm.y / TL_UNIT_MM, vm.d / TL_UNIT_MM);
  fprintf(out, "max_at_surface=%d\n", vm.at_surface);
  fprintf(out, "max_tresca_mpa=%.10g\nz_at_max_tresca_mm=%.10g\n", MPA(tr.value),
          tr.d / TL_UNIT_MM);
  fprintf(out, "max_shear_mpa=%.10g\n", MPA(0.5 * tr.value));
  fprintf(out, "max_sxz_mpa=%.10g\nx_at_max_sxz_mm=%.10g\nz_at_max_sxz_mm=%.10g\n",
          MPA(fabs(xd.value)), xd.x / TL_UNIT_MM, xd.d / TL_UNIT_MM);
  return cli_close_output(cmd, out, path);
}

int
cli_subsurface(int argc, char **argv)
{
  const char *cmd = "subsurface";
  CliContactOptions copts;
  CliSubsurfaceOptions so;
  CliSubsurfaceSetup setup;
  gboolean summary = FALSE;
  char *output = NULL;
  int status;
  int have_setup = 0;
  TlSection sec = {0};
  TlSubsurface *ws = NULL;
  const GOptionEntry entries[] = {
    { "summary", 0, 0, G_OPTION_ARG_NONE, &summary, "Print key=value figures (maxima and where) instead of the CSV", NULL },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, "Write to FILE instead of stdout", "FILE" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  GOptionContext *ctx = g_option_context_new("- stresses below the surface");
  g_option_context_set_summary(
    ctx,
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
    "max_shear_mpa, max_sxz_mpa (largest |sxz|), p0_mpa, body.");
  g_option_context_add_main_entries(ctx, entries, NULL);
  g_option_context_add_group(ctx, cli_subsurface_group(&so));
  g_option_context_add_group(ctx, cli_contact_group(&copts));

  if (!cli_parse(cmd, ctx, &argc, &argv) || !cli_no_positional(cmd, argc, argv)) {
    status = CLI_EXIT_USAGE;
    goto out;
  }
  if ((status = cli_subsurface_setup(cmd, &copts, &so, &setup)) != CLI_EXIT_OK)
    goto out;
  have_setup = 1;
  if (setup.field.source == TL_FIELD_FASTSIM && setup.params.bound != TL_BOUND_ELLIPTIC)
    cli_warning(cmd, "fastsim's pressure is its parabolic traction bound, not Hertz's; "
                        "--bound elliptic uses Hertz's");
  ws = tl_subsurface_new();
  if (!ws) {
    status = cli_failure(cmd, "out of memory");
    goto out;
  }
  if ((status = cli_subsurface_compute(cmd, ws, &setup, &sec)) != CLI_EXIT_OK)
    goto out;
  status = summary ? write_summary(cmd, output, &setup, &sec) : write_csv(cmd, output, &sec);
out:
  tl_section_clear(&sec);
  tl_subsurface_free(ws);
  if (have_setup)
    tl_traction_field_clear(&setup.field);
  cli_subsurface_options_free(&so);
  cli_contact_options_free(&copts);
  g_free(output);
  g_option_context_free(ctx);
  return status;
}
