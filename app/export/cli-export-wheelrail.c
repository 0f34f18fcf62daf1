/* cli-export-wheelrail.c — `export --view wheelrail` (cross-section of both
 * wheels and rails at a lateral shift, contact points and normals),
 * `export --view wheelrail-patch` (pressure map of one contact patch with
 * its Hertz outline) and `export --view wheelrail-roll` (that patch rolled:
 * |τ|/(μp) with stick/slip, docs/theory-wheel-rail.md §W10). */
#include <stddef.h>
#include <string.h>

#include "cli-export.h"
#include "cli-wheelrail.h"
#include "tlr-figure-wheelrail.h"
#include "tribo/units.h"

typedef struct {
  double y_mm;
} WrExportOptions;

enum { VIEW_SECTION, VIEW_PATCH, VIEW_ROLL };

#define EO(field) offsetof(WrExportOptions, field)
static const CliDoubleOption export_doubles[] = {
  { "y-mm", EO(y_mm), "Lateral shift toward the left rail (default 0; |y| <= 20)", "MM", 0 },
};
#undef EO

/* The roll options over the preset's (or default) creepages; an exit status. */
static int
roll_params(const char *cmd, const CliWheelrailCase *o, const char *model, int view,
            TlWrRollParams *rp)
{
  if (cli_wheelrail_roll_given(&o->roll, model) && view != VIEW_ROLL)
    return cli_usage_error(cmd, "--cx, --cy, --spin-per-m, --mu and --model belong to "
                                   "--view wheelrail-roll");
  return cli_wheelrail_roll_params(cmd, &o->roll, model, rp);
}

static int
export_view(const char *cmd, int argc, char **argv, int view)
{
  const int patch_view = view != VIEW_SECTION;
  TlStudyWheelrailRoll rolled;
  tl_study_wheelrail_roll_init(&rolled);
  WrExportOptions o;
  CliExportTarget target;
  CliWheelrailCase wc;
  char *point = NULL, *side = NULL;
  int status = CLI_EXIT_USAGE;
  TlProfile *wp = NULL, *rp = NULL;
  TlStudyWheelrail study;
  tl_study_wheelrail_init(&study);
  const GOptionEntry entries[] = {
    { "side", 0, 0, G_OPTION_ARG_STRING, &side, "Patch view: left (default) or right wheel", "SIDE" },
    { "point", 0, 0, G_OPTION_ARG_STRING, &point, "Patch view: contact point (default 1)", "N" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  GOptionContext *ctx = cli_context_new(
    view == VIEW_ROLL    ? "- export a rolled wheel-rail contact patch"
                                             : patch_view ? "- export a wheel-rail contact patch"
                                                          : "- export the wheel-rail cross-section",
    NULL,
    cli_view_group("view", &o, CLI_TABLE(export_doubles), entries),
    cli_export_target_group(&target), cli_wheelrail_case_group(&wc), NULL);
  if (!cli_parse(cmd, ctx, &argc, &argv))
    goto out;
  TlError err;
  /* the spec: the preset's [wheelrail] (or the defaults), then the options */
  TlPresetWheelrail spec;
  if ((status = cli_wheelrail_base(cmd, wc.preset, &spec)) != CLI_EXIT_OK)
    goto out;
  status = CLI_EXIT_USAGE;
  if (!wc.preset && patch_view)
    spec.normal.method = TL_WR_NORMAL_EXACT;
  if (wc.inclination && !cli_wheelrail_inclination(cmd, wc.inclination, &spec.track.inclination))
    goto out;
  if ((status = roll_params(cmd, &wc, wc.model, view, &spec.roll)) != CLI_EXIT_OK)
    goto out;
  status = CLI_EXIT_USAGE;
  if (cli_given(o.y_mm)) {
    if (fabs(o.y_mm) > 20.0) {
      cli_usage_error(cmd, "--y-mm: %g mm lies outside -20 ... 20 mm", o.y_mm);
      goto out;
    }
    spec.y = o.y_mm * TL_UNIT_MM;
  }
  if (cli_wheelrail_wheelset(cmd, &wc.wheelset, wc.roll_angle, &spec.track, &spec.normal.wheel,
                                &spec.normal.rail) != CLI_EXIT_OK)
    goto out;
  if (cli_wheelrail_normal(cmd, wc.load_kn, wc.cell_mm, wc.normal, &spec.normal) != CLI_EXIT_OK)
    goto out;
  if (tl_wr_normal_params_validate(&spec.normal, &err) != TL_OK) {
    cli_usage_error(cmd, "%s (--load-kn, --e-gpa/--g-gpa, --nu, --cell-mm)", err.message);
    goto out;
  }
  int pt = spec.point;
  if (point && !cli_parse_count(cmd, "--point", point, &pt))
    goto out;
  spec.point = pt;
  if (side) {
    if (strcmp(side, "left") != 0 && strcmp(side, "right") != 0) {
      cli_usage_error(cmd, "--side: expected left or right, got '%s'", side);
      goto out;
    }
    spec.side = strcmp(side, "left") == 0 ? TL_WR_LEFT : TL_WR_RIGHT;
  }
  if (!patch_view && (point || side)) {
    cli_usage_error(cmd, "--point and --side choose the patch of --view wheelrail-patch");
    goto out;
  }
  if ((status = cli_wheelrail_profiles(cmd, wc.wheel, wc.rail, &spec, NULL, &wp, &rp)) != CLI_EXIT_OK)
    goto out;
  if (tl_study_wheelrail_set_profiles(&study, &spec.track, wp, rp, &err) != TL_OK) {
    status = cli_report(cmd, &err);
    goto out;
  }
  wp = rp = NULL; /* the study's now */
  if (tl_study_wheelrail_update(&study, &spec, NULL, &err) != TL_OK) {
    status = cli_report(cmd, &err);
    goto out;
  }
  const TlWrPatch *p = NULL;
  if (patch_view && !(p = tl_study_wheelrail_chosen_patch(&study, NULL))) {
    status = cli_usage_error(cmd, "--point %d: the %s wheel has no loaded contact point %d "
                             "at this shift", pt, spec.side ? "right" : "left", pt);
    goto out;
  }
  if (view == VIEW_ROLL && tl_study_wheelrail_roll_update(&rolled, p, &spec.normal.wheel,
                                                          &spec.normal.rail, &spec.roll, NULL,
                                                          &err) != TL_OK) {
    status = cli_report(cmd, &err);
    goto out;
  }
  if (view == VIEW_ROLL)
    status = cli_export_write(cmd, &target, tlr_wheelrail_roll_draw,
                                  tlr_wheelrail_roll_write_csv, &rolled);
  else if (patch_view)
    status = cli_export_write(cmd, &target, tlr_wheelrail_draw_patch,
                                  tlr_wheelrail_write_map_csv, &study);
  else
    status = cli_export_write(cmd, &target, tlr_wheelrail_draw, tlr_wheelrail_write_csv,
                                  &study);
out:
  tl_study_wheelrail_roll_clear(&rolled);
  tl_study_wheelrail_clear(&study);
  tl_profile_free(wp);
  tl_profile_free(rp);
  cli_export_target_free(&target);
  g_free(point);
  cli_wheelrail_case_free(&wc);
  g_free(side);
  g_option_context_free(ctx);
  return status;
}

int
cli_export_wheelrail(const char *command, int argc, char **argv)
{
  return export_view(command, argc, argv, VIEW_SECTION);
}

int
cli_export_wheelrail_patch(const char *command, int argc, char **argv)
{
  return export_view(command, argc, argv, VIEW_PATCH);
}

int
cli_export_wheelrail_roll(const char *command, int argc, char **argv)
{
  return export_view(command, argc, argv, VIEW_ROLL);
}
