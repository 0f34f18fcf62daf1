/* cli-wear.c — `tribolab-cli wear`: a wheel and a rail profile worn over many
 * passes of a wheelset whose lateral shift follows a distribution; a CSV row
 * after each step, the worn profiles as profile files (docs/theory.md §12.8). */
#include <string.h>

#include "cli-wheelrail.h"
#include "cli.h"
#include "study-profile-wear.h"
#include "tribo/profile-wear.h"
#include "tribo/units.h"

typedef struct {
  double passes, sigma_mm, max_depth_step_mm, kernel_mm, grid_mm;
} WearOptions;

#define WO(field) offsetof(WearOptions, field)
static const CliDoubleOption wear_doubles[] = {
  { "passes", WO(passes), "Passes of the wheelset (default 1e5; 0-1e9)", "N", 0 },
  { "sigma-mm", WO(sigma_mm), "Lateral shift: standard deviation of a Gaussian about y = 0 (default 2; 0-6; 0: every pass at y = 0)", "MM", 0 },
  { "max-depth-step-mm", WO(max_depth_step_mm), "Largest depth a step may remove from either profile; sets the passes of each step (default 0.1; 0.001-1)", "MM", 0 },
  { "kernel-mm", WO(kernel_mm), "Standard deviation of the Gaussian that smooths each step's wear along the profile (default 1; 0-5)", "MM", 0 },
  { "grid-mm", WO(grid_mm), "Spacing of the profile points that wear (default 0.1; 0.05-0.5)", "MM", 0 },
};
#undef WO

/* The parameters from the options over the defaults and the [wheelrail]
 * case; an exit status. */
static int
wear_params(const char *cmd, const WearOptions *o, const char *law, const char *creepages,
            const char *shifts, const char *max_steps, const CliWheelrailCase *wc,
            const CliWearOptions *wo, TlProfileWearParams *p)
{
  TlError err;
  TlPresetWheelrail pw;
  int status;
  *p = tl_profile_wear_params_default();
  if ((status = cli_wheelrail_base(cmd, wc->preset, &pw)) != CLI_EXIT_OK)
    return status;
  tl_study_profile_wear_params_preset(p, &pw);
  if (wc->inclination && !cli_wheelrail_inclination(cmd, wc->inclination, &p->track.inclination))
    return CLI_EXIT_USAGE;
  if ((status = cli_wheelrail_wheelset(cmd, &wc->wheelset, wc->roll_angle, &p->track,
                                       &p->normal.wheel, &p->normal.rail)) != CLI_EXIT_OK ||
      (status = cli_wheelrail_normal(cmd, wc->load_kn, wc->cell_mm, wc->normal, &p->normal)) !=
        CLI_EXIT_OK ||
      (status = cli_wheelrail_roll_params(cmd, &wc->roll, wc->model, &p->roll)) != CLI_EXIT_OK)
    return status;
  if (tl_wr_normal_params_validate(&p->normal, &err) != TL_OK)
    return cli_usage_error(cmd, "%s (--load-kn, --e-gpa/--g-gpa, --nu, --cell-mm)", err.message);
  if (cli_given(wo->shear_yield_mpa))
    return cli_usage_error(cmd, "--shear-yield-mpa sets the shakedown limit, which wear does "
                                "not use");
  if ((status = cli_wear_params(cmd, wo, &p->wear)) != CLI_EXIT_OK)
    return status;
  if (law && tl_profile_wear_law_from_name(law, &p->law, &err) != TL_OK)
    return cli_usage_error(cmd, "--law: %s", err.message);
  if (creepages && strcmp(creepages, "given") != 0 && strcmp(creepages, "kinematic") != 0)
    return cli_usage_error(cmd, "--creepages: expected given or kinematic, got '%s'", creepages);
  p->kinematic = creepages && strcmp(creepages, "kinematic") == 0;
  if (cli_given(o->passes)) {
    if (!(o->passes >= 0.0 && o->passes <= 1e9))
      return cli_usage_error(cmd, "--passes: must lie between 0 and 1e9 (got %g)", o->passes);
    p->passes = o->passes;
  }
  if (cli_given(o->sigma_mm))
    p->sigma = o->sigma_mm * TL_UNIT_MM;
  if (cli_given(o->max_depth_step_mm))
    p->max_depth_step = o->max_depth_step_mm * TL_UNIT_MM;
  if (cli_given(o->kernel_mm))
    p->smooth_width = o->kernel_mm * TL_UNIT_MM;
  if (cli_given(o->grid_mm))
    p->grid_step = o->grid_mm * TL_UNIT_MM;
  if (shifts && !cli_parse_count(cmd, "--shifts", shifts, &p->n_shifts))
    return CLI_EXIT_USAGE;
  if (max_steps && !cli_parse_count(cmd, "--max-steps", max_steps, &p->max_steps))
    return CLI_EXIT_USAGE;
  return CLI_EXIT_OK;
}

/* The options named by a core message about a wear parameter. */
static const char *
wear_option_hint(const char *message)
{
  static const struct {
    const char *quantity, *option;
  } map[] = {
    { "passes", "--passes" },
    { "lateral shift sigma", "--sigma-mm" },
    { "odd number of shifts", "--shifts" },
    { "largest depth per step", "--max-depth-step-mm" },
    { "smoothing width", "--kernel-mm" },
    { "profile point spacing", "--grid-mm" },
    { "number of steps", "--max-steps" },
  };
  for (size_t i = 0; i < G_N_ELEMENTS(map); i++)
    if (strstr(message, map[i].quantity))
      return map[i].option;
  return NULL;
}

static int
write_profile(const char *cmd, const char *path, const TlStudyProfileWear *s, TlProfileKind body)
{
  FILE *f = cli_open_output(cmd, path);
  if (!f)
    return cli_output_failure();
  TlError err;
  if (tl_study_profile_wear_write_profile(f, s, body, &err) != TL_OK)
    return cli_write_failed(cmd, f, &err);
  return cli_close_output(cmd, f, path);
}

int
cli_wear(const char *cmd, int argc, char **argv)
{
  WearOptions o;
  CliWheelrailCase wc;
  CliWearOptions wo;
  CliBudgetOptions bo;
  char *law = NULL, *creepages = NULL, *shifts = NULL, *max_steps = NULL, *histogram = NULL;
  char *out_wheel = NULL, *out_rail = NULL, *output = NULL;
  double *hy = NULL, *hw = NULL;
  int status = CLI_EXIT_USAGE;
  TlProfile *wp = NULL, *rp = NULL;
  FILE *out = NULL;
  TlStudyProfileWear study;
  tl_study_profile_wear_init(&study);
  const GOptionEntry entries[] = {
    { "law", 0, 0, G_OPTION_ARG_STRING, &law, "Wear law: archard (default; k p |s| / H per cell) or usfd (the USFD function of |tau||s| per cell)", "LAW" },
    { "creepages", 0, 0, G_OPTION_ARG_STRING, &creepages, "given (default: --cx, --cy, --spin-per-m at every point) or kinematic (added to them: each point's -(r - r_mean)/r_mean and spin -sin(gamma)/r of the wheelset held at y without yaw)", "given|kinematic" },
    { "shifts", 0, 0, G_OPTION_ARG_STRING, &shifts, "Lateral shifts sampling the Gaussian over +-3 sigma (odd, 3-401; default 25)", "N" },
    { "y-histogram", 0, 0, G_OPTION_ARG_FILENAME, &histogram, "Lateral shift from a file of rows y_mm,weight instead of the Gaussian", "FILE" },
    { "max-steps", 0, 0, G_OPTION_ARG_STRING, &max_steps, "Refuse a run that needs more steps (default 200; 1-10000)", "N" },
    { "out-wheel", 0, 0, G_OPTION_ARG_FILENAME, &out_wheel, "Write the worn wheel profile (y z in mm) to FILE", "FILE" },
    { "out-rail", 0, 0, G_OPTION_ARG_FILENAME, &out_rail, "Write the worn rail profile (y z in mm) to FILE", "FILE" },
    CLI_OUTPUT_ENTRY(&output),
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  GOptionContext *ctx = cli_context_new(
    "- a wheel and a rail profile that wear over many passes",
    "Wears the wheel and rail profiles of the wheel-rail case over --passes passes of a\n"
    "wheelset whose lateral shift follows a Gaussian (or --y-histogram), every patch\n"
    "rolled at --cx, --cy, --spin-per-m, --mu; prints after each step the CSV\n"
    "passes,max_depth_wheel_mm,max_depth_rail_mm,area_wheel_mm2,area_rail_mm2,\n"
    "wear_wheel_mm2,wear_rail_mm2,conicity_3mm,dr_1mm_mm,dr_3mm_mm,dr_5mm_mm\n"
    "(the first row at 0 passes; depths normal to the surface, areas removed from the\n"
    "profile and worn by the patches, the harmonic conicity at 3 mm and the rolling-\n"
    "radius difference at y = 1, 3, 5 mm; docs/theory.md section 12.8).",
    cli_view_group("wear", &o, CLI_TABLE(wear_doubles), entries), cli_wheelrail_case_group(&wc),
    cli_wear_group(&wo), cli_budget_group(&bo, TRUE), NULL);
  if (!cli_parse(cmd, ctx, &argc, &argv) || cli_budget_apply(cmd, &bo) != CLI_EXIT_OK)
    goto out;

  TlProfileWearParams p;
  if ((status = wear_params(cmd, &o, law, creepages, shifts, max_steps, &wc, &wo, &p)) != CLI_EXIT_OK)
    goto out;
  status = CLI_EXIT_USAGE;
  TlError err;
  if (histogram) {
    if (cli_given(o.sigma_mm) || shifts) {
      cli_usage_error(cmd, "--y-histogram gives the lateral shifts; --sigma-mm and --shifts "
                           "describe a Gaussian instead: give one or the other");
      goto out;
    }
    if (tl_profile_wear_read_histogram(histogram, &hy, &hw, &p.hist_n, &err) != TL_OK) {
      tl_error_prefix(&err, "--y-histogram: ");
      status = cli_report_input(cmd, &err);
      goto out;
    }
    p.hist_y = hy;
    p.hist_w = hw;
  }
  if (tl_profile_wear_params_validate(&p, &err) != TL_OK) {
    const char *opt = wear_option_hint(err.message);
    if (opt)
      status = cli_usage_error(cmd, "%s: %s", opt, err.message);
    else
      status = cli_report(cmd, &err);
    goto out;
  }
  if ((out_wheel && (status = cli_check_output(cmd, out_wheel)) != CLI_EXIT_OK) ||
      (out_rail && (status = cli_check_output(cmd, out_rail)) != CLI_EXIT_OK) ||
      (output && (status = cli_check_output(cmd, output)) != CLI_EXIT_OK))
    goto out;
  status = CLI_EXIT_USAGE;
  TlStudyWork work;
  tl_study_profile_wear_step_estimate(&p, &work);
  if ((status = cli_budget_check_work(cmd, &work, "--shifts, --normal hertz")) != CLI_EXIT_OK)
    goto out;
  TlPresetWheelrail pw;
  if ((status = cli_wheelrail_base(cmd, wc.preset, &pw)) != CLI_EXIT_OK ||
      (status = cli_wheelrail_profiles(cmd, wc.wheel, wc.rail, &pw, NULL, &wp, &rp)) !=
        CLI_EXIT_OK)
    goto out;
  if (tl_study_profile_wear_setup(&study, &p, wp, rp, &err) != TL_OK) {
    status = err.status == TL_ERANGE ? cli_failure(cmd, "%s", err.message) : cli_report(cmd, &err);
    goto out;
  }
  if (!(out = cli_open_output(cmd, output))) {
    status = cli_output_failure();
    goto out;
  }
  fputs(TL_STUDY_PROFILE_WEAR_CSV_HEADER, out);
  tl_study_profile_wear_write_row(out, &study.rows[0]);
  fflush(out);
  CliProgress pr;
  const TlStudyControl ctl = cli_progress_control(&pr, cmd);
  cli_progress_start();
  while (!tl_study_profile_wear_done(&study)) {
    if (tl_study_profile_wear_advance(&study, &ctl, &err) != TL_OK) {
      cli_progress_end();
      status = cli_write_failed(cmd, out, &err);
      out = NULL;
      goto out;
    }
    tl_study_profile_wear_write_row(out, &study.rows[study.n_rows - 1]);
    fflush(out);
    if (p.passes > 0.0 && !cli_progress(cmd, study.rows[study.n_rows - 1].passes / p.passes)) {
      status = cli_discard_output(out);
      out = NULL;
      goto out;
    }
  }
  cli_progress_end();
  status = cli_close_output(cmd, out, output);
  out = NULL;
  if (status == CLI_EXIT_OK && out_wheel)
    status = write_profile(cmd, out_wheel, &study, TL_PROFILE_WHEEL);
  if (status == CLI_EXIT_OK && out_rail)
    status = write_profile(cmd, out_rail, &study, TL_PROFILE_RAIL);

out:
  if (out && out != stdout)
    cli_discard_output(out);
  tl_study_profile_wear_clear(&study);
  tl_profile_free(wp);
  tl_profile_free(rp);
  free(hy);
  free(hw);
  g_free(law);
  g_free(creepages);
  g_free(shifts);
  g_free(max_steps);
  g_free(histogram);
  g_free(out_wheel);
  g_free(out_rail);
  g_free(output);
  cli_wheelrail_case_free(&wc);
  g_option_context_free(ctx);
  return status;
}
