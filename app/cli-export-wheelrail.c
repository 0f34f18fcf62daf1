/* cli-export-wheelrail.c — `export --view wheelrail` (cross-section of both
 * wheels and rails at a lateral shift, contact points and normals) and
 * `export --view wheelrail-patch` (pressure map of one contact patch with
 * its Hertz outline). */
#include <stddef.h>
#include <string.h>

#include "cli-export.h"
#include "cli-wheelrail.h"
#include "tlr-figure-wheelrail.h"
#include "tribo/units.h"

typedef struct {
  double y_mm, gauge_mm, flange_back_mm, r0_mm, load_kn, e_gpa, g_gpa, nu, cell_mm;
} WrExportOptions;

#define EO(field) offsetof(WrExportOptions, field)
static const TlCliDoubleOption export_doubles[] = {
  { "y-mm", EO(y_mm), "Lateral shift toward the left rail (default 0; |y| <= 20)", "MM", 0 },
  { "gauge-mm", EO(gauge_mm), "Track gauge (default 1435)", "MM", 0 },
  { "flange-back-mm", EO(flange_back_mm), "Flange-back spacing (default 1360)", "MM", 0 },
  { "r0-mm", EO(r0_mm), "Nominal rolling radius (default 460)", "MM", 0 },
  { "load-kn", EO(load_kn), "Vertical wheel load (default 100)", "KN", 0 },
  { "e-gpa", EO(e_gpa), "Young's modulus of both bodies (default 210)", "GPA", 0 },
  { "g-gpa", EO(g_gpa), "Shear modulus of both bodies (instead of --e-gpa)", "GPA", 0 },
  { "nu", EO(nu), "Poisson's ratio (default 0.28)", "NU", 0 },
  { "cell-mm", EO(cell_mm), "Grid cell of approx/exact (default 0.2)", "MM", 0 },
};
#undef EO

static int
export_view(const char *cmd, int argc, char **argv, int patch_view)
{
  WrExportOptions o;
  TlCliExportTarget target;
  char *wheel = NULL, *rail = NULL, *incl = NULL, *roll = NULL, *normal = NULL, *point = NULL,
       *side = NULL, *preset_file = NULL;
  int status = TL_EXIT_USAGE;
  TlProfile *wp = NULL, *rp = NULL;
  TlrWheelrailFigure fig;
  tlr_wheelrail_figure_init(&fig);
  const GOptionEntry entries[] = {
    { "wheel", 0, 0, G_OPTION_ARG_FILENAME, &wheel, "Wheel profile: S1002 (default) or a file", "S1002|FILE" },
    { "rail", 0, 0, G_OPTION_ARG_FILENAME, &rail, "Rail profile: 60E1 (default) or a file", "60E1|FILE" },
    { "inclination", 0, 0, G_OPTION_ARG_STRING, &incl, "Rail inclination 1:N or 0 (default 1:40)", "1:N" },
    { "roll", 0, 0, G_OPTION_ARG_STRING, &roll, "computed (default) or off", "computed|off" },
    { "normal", 0, 0, G_OPTION_ARG_STRING, &normal, "hertz, approx or exact (default: exact for the patch view)", "METHOD" },
    { "side", 0, 0, G_OPTION_ARG_STRING, &side, "Patch view: left (default) or right wheel", "SIDE" },
    { "point", 0, 0, G_OPTION_ARG_STRING, &point, "Patch view: contact point (default 1)", "N" },
    { "preset", 0, 0, G_OPTION_ARG_FILENAME, &preset_file, "Start from a preset's [wheelrail] section; later options override it", "FILE" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  GOptionContext *ctx = g_option_context_new(patch_view ? "- export a wheel-rail contact patch"
                                                        : "- export the wheel-rail cross-section");
  g_option_context_set_main_group(
    ctx, tl_cli_double_group("wheelrail", "Wheel-rail options:", "Show the wheel-rail options", &o,
                             export_doubles, G_N_ELEMENTS(export_doubles), entries));
  g_option_context_add_group(ctx, tl_cli_export_target_group(&target));
  if (!tl_cli_parse(cmd, ctx, &argc, &argv) || !tl_cli_no_positional(cmd, argc, argv))
    goto out;
  TlrWheelrailSpec spec = tlr_wheelrail_spec_default();
  TlError err;
  TlPresetWheelrail pw = tl_preset_wheelrail_default();
  if (preset_file) {
    TlPreset preset;
    if ((status = tl_cli_load_preset(cmd, preset_file, &preset)) != TL_EXIT_OK)
      goto out;
    status = TL_EXIT_USAGE;
    pw = preset.wheelrail;
    spec.wheelset = pw.track;
    spec.normal = pw.normal;
    spec.y = pw.y;
    spec.side = pw.side;
    spec.point = pw.point - 1;
  } else if (patch_view) {
    spec.normal.method = TL_WR_NORMAL_EXACT;
  }
  if (incl && !tl_cli_wheelrail_inclination(cmd, incl, &spec.wheelset.inclination))
    goto out;
  if (tl_cli_given(o.y_mm)) {
    if (fabs(o.y_mm) > 20.0) {
      tl_cli_usage_error(cmd, "--y-mm: %g mm lies outside -20 ... 20 mm", o.y_mm);
      goto out;
    }
    spec.y = o.y_mm * TL_UNIT_MM;
  }
  const TlCliWheelsetOptions wo = { o.gauge_mm, o.flange_back_mm, o.r0_mm,
                                    o.e_gpa,    o.g_gpa,          o.nu };
  if (tl_cli_wheelrail_wheelset(cmd, &wo, roll, &spec.wheelset, &spec.normal.wheel,
                                &spec.normal.rail) != TL_EXIT_OK)
    goto out;
  if (tl_cli_given(o.load_kn))
    spec.normal.load = o.load_kn * TL_UNIT_KN;
  if (tl_cli_given(o.cell_mm))
    spec.normal.cell = o.cell_mm * TL_UNIT_MM;
  if (normal && tl_wr_normal_method_from_name(normal, &spec.normal.method, &err) != TL_OK) {
    tl_cli_usage_error(cmd, "--normal: %s", err.message);
    goto out;
  }
  if (tl_wr_normal_params_validate(&spec.normal, &err) != TL_OK) {
    tl_cli_usage_error(cmd, "%s (--load-kn, --e-gpa/--g-gpa, --nu, --cell-mm)", err.message);
    goto out;
  }
  int pt = spec.point + 1;
  if (point && !tl_cli_parse_count(cmd, "--point", point, &pt))
    goto out;
  spec.point = pt - 1;
  if (side) {
    if (strcmp(side, "left") != 0 && strcmp(side, "right") != 0) {
      tl_cli_usage_error(cmd, "--side: expected left or right, got '%s'", side);
      goto out;
    }
    spec.side = strcmp(side, "left") == 0 ? TL_WR_LEFT : TL_WR_RIGHT;
  }
  if (!patch_view && (point || side)) {
    tl_cli_usage_error(cmd, "--point and --side choose the patch of --view wheelrail-patch");
    goto out;
  }
  if ((status = tl_cli_wheelrail_profile(cmd, wheel ? "--wheel" : "[wheelrail] wheel_profile",
                                         wheel ? wheel : pw.wheel, TL_PROFILE_WHEEL, NULL,
                                         &wp)) != TL_EXIT_OK ||
      (status = tl_cli_wheelrail_profile(cmd, rail ? "--rail" : "[wheelrail] rail_profile",
                                         rail ? rail : pw.rail, TL_PROFILE_RAIL, NULL, &rp)) !=
        TL_EXIT_OK)
    goto out;
  tlr_wheelrail_figure_set_profiles(&fig, wp, rp);
  wp = rp = NULL;
  if (tlr_wheelrail_figure_update(&fig, &spec, &err) != TL_OK) {
    status = tl_cli_report(cmd, &err);
    goto out;
  }
  if (patch_view) {
    const TlWrNormal *n = &fig.normal[spec.side];
    int found = 0;
    for (int k = 0; k < n->n; k++)
      found |= n->patch[k].point == spec.point;
    if (!found) {
      status = tl_cli_usage_error(cmd, "--point %d: the %s wheel has no loaded contact point %d "
                                  "at this shift", pt, spec.side ? "right" : "left", pt);
      goto out;
    }
  }
  status = tl_cli_export_write(cmd, &target,
                               patch_view ? tlr_wheelrail_figure_draw_patch
                                          : tlr_wheelrail_figure_draw,
                               &fig);
out:
  tlr_wheelrail_figure_clear(&fig);
  tl_profile_free(wp);
  tl_profile_free(rp);
  tl_cli_export_target_free(&target);
  g_free(wheel);
  g_free(rail);
  g_free(incl);
  g_free(roll);
  g_free(normal);
  g_free(point);
  g_free(side);
  g_free(preset_file);
  g_option_context_free(ctx);
  return status;
}

int
tl_cli_export_wheelrail(const char *command, int argc, char **argv)
{
  return export_view(command, argc, argv, 0);
}

int
tl_cli_export_wheelrail_patch(const char *command, int argc, char **argv)
{
  return export_view(command, argc, argv, 1);
}
