/* cli-export-friction.c — `export --view friction`: friction–velocity curves
 * of a law with its terms, and friction–displacement along the ramp motion
 * and a back-and-forth sine. */
#include <math.h>
#include <stddef.h>

#include "cli-export.h"
#include "cli-friction.h"
#include "study-friction.h"
#include "tlr-figure-friction.h"

typedef struct {
  double v_min, v_max, wide, seed_duration, amplitude, frequency, sine_duration;
} FigureOptions;

#define FO(field) offsetof(FigureOptions, field)
static const CliDoubleOption figure_doubles[] = {
  { "v-min-m-s", FO(v_min), "Zoomed panel: lowest velocity (default -5 vs)", "M/S", 0 },
  { "v-max-m-s", FO(v_max), "Zoomed panel: highest velocity (default 5 vs)", "M/S", 0 },
  { "v-wide-m-s", FO(wide),
    "Wide panel: +-range (default Fc over the viscous slope, within 20 vs .. 2 m/s)", "M/S", 0 },
  { "ramp-duration-s", FO(seed_duration),
    "Ramp motion v = t(t+1) from rest: how long it runs (default 2)", "S", CLI_DOUBLE_TIME },
  { "amplitude-m", FO(amplitude), "Sine motion: amplitude (default 2e-5)", "M", 0 },
  { "frequency-hz", FO(frequency), "Sine motion: frequency (default 1)", "HZ", 0 },
  { "sine-duration-s", FO(sine_duration), "Sine motion: length (default 2)", "S", CLI_DOUBLE_TIME },
};
#undef FO

int
cli_export_friction(const char *cmd, int argc, char **argv)
{
  CliLawOptions lopts;
  CliExportTarget target;
  FigureOptions fo;
  TlStudyFriction *study = g_new(TlStudyFriction, 1); /* ~100 KB */
  TlError err;
  int status;

  GOptionContext *ctx = cli_law_context("- export the friction-law figure",
    NULL,
    cli_export_target_group(&target), cli_law_group(&lopts),
    cli_double_group("figure", "Figure options:", "Show the figure options", &fo, figure_doubles, G_N_ELEMENTS(figure_doubles), NULL),
    NULL);
  tl_study_friction_init(study);
  TlFrictionCase fcase;
  if (!cli_parse(cmd, ctx, &argc, &argv)) {
    status = CLI_EXIT_USAGE;
    goto out;
  }
  if ((status = cli_friction_case(cmd, &lopts, &fcase)) != CLI_EXIT_OK)
    goto out;
  /* the case's law and motions (a preset's), as the window's Friction page */
  TlFrictionCase p = fcase;
  tl_study_friction_set_ranges(study, fo.v_min, fo.v_max, fo.wide); /* NaN: the law's */
  if (!isnan(fo.seed_duration))
    p.seed.duration = fo.seed_duration;
  if (!isnan(fo.amplitude))
    p.sine.amplitude = fo.amplitude;
  if (!isnan(fo.frequency))
    p.sine.frequency = fo.frequency;
  if (!isnan(fo.sine_duration))
    p.sine.duration = fo.sine_duration;
  if (tl_study_friction_update(study, &p, NULL, &err) != TL_OK) {
    status = err.status == TL_EINVAL ? cli_report(cmd, &err)
                                     : cli_failure(cmd, "%s", err.message);
    goto out;
  }
  status = cli_export_write(cmd, &target, tlr_friction_draw, tlr_friction_write_csv, study);
out:
  tl_study_friction_clear(study);
  g_free(study);
  cli_law_options_free(&lopts);
  cli_export_target_free(&target);
  g_option_context_free(ctx);
  return status;
}
