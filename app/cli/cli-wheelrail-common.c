/* cli-wheelrail-common.c — option helpers shared by `wheelrail` and
 * `export --view wheelrail|wheelrail-patch`. */
#include <errno.h>
#include <stddef.h>
#include <string.h>

#include "cli-wheelrail.h"
#include "study-wheelrail.h"
#include "tribo/units.h"

/* "1:40", "1:20", "0" (vertical rails) → β [rad]. */
gboolean
cli_wheelrail_inclination(const char *cmd, const char *text, double *beta)
{
  char *end;
  if (strcmp(text, "0") == 0) {
    *beta = 0.0;
    return TRUE;
  }
  if (strncmp(text, "1:", 2) == 0) {
    errno = 0;
    const double n = g_ascii_strtod(text + 2, &end);
    if (end != text + 2 && *end == '\0' && errno == 0 && isfinite(n) && n >= 10.0) {
      *beta = atan(1.0 / n);
      return TRUE;
    }
  }
  cli_usage_error(cmd, "--inclination: expected 1:N with N >= 10 (such as 1:40 or 1:20) or 0 "
                          "for vertical rails, got '%s'", text);
  return FALSE;
}

int
cli_wheelrail_profile(const char *cmd, const char *option, const char *spec,
                         TlProfileKind kind, const TlProfileFit *fit, TlProfile **out)
{
  TlError err;
  if (tl_profile_open(spec, kind, fit, out, &err) != TL_OK) {
    tl_error_prefix(&err, "%s: ", option);
    return cli_report_input(cmd, &err);
  }
  const unsigned w = tl_profile_warnings(*out);
  if (w & TL_PROFILE_WARN_BACK_FACE)
    cli_warning(cmd, "%s: the flange back face does not lie at y = -70 mm (+-0.5); is y = 0 "
                        "on the taping line?", option);
  if (w & TL_PROFILE_WARN_DROPPED)
    cli_warning(cmd, "%s: points whose y did not increase (vertical faces, overhangs) were "
                        "dropped", option);
  return CLI_EXIT_OK;
}

int
cli_wheelrail_wheelset(const char *cmd, const CliWheelsetOptions *o, const char *roll,
                          TlWheelsetParams *wheelset, TlMaterial *wheel, TlMaterial *rail)
{
  TlError err;
  if (cli_given(o->gauge_mm))
    wheelset->gauge = o->gauge_mm * TL_UNIT_MM;
  if (cli_given(o->flange_back_mm))
    wheelset->flange_back = o->flange_back_mm * TL_UNIT_MM;
  if (cli_given(o->r0_mm))
    wheelset->r0 = o->r0_mm * TL_UNIT_MM;
  if (roll && strcmp(roll, "computed") != 0 && strcmp(roll, "off") != 0)
    return cli_usage_error(cmd, "--roll: expected computed or off, got '%s'", roll);
  if (roll)
    wheelset->roll = strcmp(roll, "computed") == 0;
  if (tl_wheelset_params_validate(wheelset, &err) != TL_OK)
    return cli_usage_error(cmd, "%s (--gauge-mm, --flange-back-mm, --r0-mm, --inclination)",
                              err.message);
  if (cli_given(o->e_gpa) && cli_given(o->g_gpa))
    return cli_usage_error(cmd, "give either --e-gpa or --g-gpa, not both");
  if (cli_given(o->e_gpa)) {
    wheel->input = TL_ELASTIC_YOUNG;
    wheel->modulus = o->e_gpa * TL_UNIT_GPA;
  } else if (cli_given(o->g_gpa)) {
    wheel->input = TL_ELASTIC_SHEAR;
    wheel->modulus = o->g_gpa * TL_UNIT_GPA;
  }
  if (cli_given(o->nu))
    wheel->poisson = o->nu;
  *rail = *wheel;
  return CLI_EXIT_OK;
}

gboolean
cli_wheelrail_roll_given(const CliWrRollOptions *o, const char *model)
{
  return cli_given(o->cx) || cli_given(o->cy) || cli_given(o->spin_per_m) || cli_given(o->mu) ||
         model;
}

int
cli_wheelrail_roll_params(const char *cmd, const CliWrRollOptions *o, const char *model,
                          TlWrRollParams *rp)
{
  static const CliGivenField fields[] = {
    { offsetof(CliWrRollOptions, cx), offsetof(TlWrRollParams, cx) },
    { offsetof(CliWrRollOptions, cy), offsetof(TlWrRollParams, cy) },
    { offsetof(CliWrRollOptions, spin_per_m), offsetof(TlWrRollParams, spin) },
    { offsetof(CliWrRollOptions, mu), offsetof(TlWrRollParams, mu) },
  };
  TlError err;
  cli_set_given(rp, o, fields, G_N_ELEMENTS(fields));
  if (model && tl_wr_roll_model_from_name(model, &rp->model, &err) != TL_OK)
    return cli_usage_error(cmd, "--model: %s", err.message);
  if (tl_wr_roll_params_validate(rp, &err) != TL_OK)
    return cli_usage_error(cmd, "%s (--cx, --cy, --spin-per-m, --mu)", err.message);
  return CLI_EXIT_OK;
}

int
cli_wheelrail_normal(const char *cmd, double load_kn, double cell_mm, const char *normal,
                     TlWrNormalParams *np)
{
  TlError err;
  if (cli_given(load_kn))
    np->load = load_kn * TL_UNIT_KN;
  if (cli_given(cell_mm))
    np->cell = cell_mm * TL_UNIT_MM;
  if (normal && tl_wr_normal_method_from_name(normal, &np->method, &err) != TL_OK)
    return cli_usage_error(cmd, "--normal: %s", err.message);
  return CLI_EXIT_OK;
}

int
cli_wheelrail_profiles(const char *cmd, const char *wheel, const char *rail,
                       const TlPresetWheelrail *pw, const TlProfileFit *fit, TlProfile **wp,
                       TlProfile **rp)
{
  const int status = cli_wheelrail_profile(cmd, wheel ? "--wheel" : "[wheelrail] wheel_profile",
                                           wheel ? wheel : pw->wheel, TL_PROFILE_WHEEL, fit, wp);
  if (status != CLI_EXIT_OK)
    return status;
  return cli_wheelrail_profile(cmd, rail ? "--rail" : "[wheelrail] rail_profile",
                               rail ? rail : pw->rail, TL_PROFILE_RAIL, fit, rp);
}

int
cli_wheelrail_base(const char *cmd, const char *preset, TlPresetWheelrail *out)
{
  *out = tl_preset_wheelrail_default();
  if (!preset)
    return CLI_EXIT_OK;
  TlPreset p;
  const int status = cli_load_preset(cmd, preset, &p);
  if (status == CLI_EXIT_OK)
    *out = p.wheelrail;
  return status;
}

#define CO(field) offsetof(CliWheelrailCase, field)
static const CliDoubleOption case_doubles[] = {
  { "gauge-mm", CO(wheelset.gauge_mm), "Track gauge G at 14 mm below TOR (default 1435; 1425-1450)", "MM", 0 },
  { "flange-back-mm", CO(wheelset.flange_back_mm), "Flange-back spacing (default 1360; 1350-1370)", "MM", 0 },
  { "r0-mm", CO(wheelset.r0_mm), "Nominal rolling radius at the taping line (default 460; 375-625)", "MM", 0 },
  { "load-kn", CO(load_kn), "Vertical wheel load Q (default 100; 1-300)", "KN", 0 },
  { "e-gpa", CO(wheelset.e_gpa), "Young's modulus of wheel and rail (default 210: with nu 0.28 the "
    "same steel as the contact commands' G = 82 GPa, E/(2(1+nu)) = 82.03)", "GPA", 0 },
  { "g-gpa", CO(wheelset.g_gpa), "Shear modulus of wheel and rail (instead of --e-gpa)", "GPA", 0 },
  { "nu", CO(wheelset.nu), "Poisson's ratio of wheel and rail (default 0.28)", "NU", 0 },
  { "cell-mm", CO(cell_mm), "Grid cell of the approx and exact methods (default 0.2; 0.05-0.5)", "MM", 0 },
  { "cx", CO(roll.cx), "Rolled patch: longitudinal creepage (default 0.002)", "CX", 0 },
  { "cy", CO(roll.cy), "Rolled patch: lateral creepage (default 0)", "CY", 0 },
  { "spin-per-m", CO(roll.spin_per_m), "Rolled patch: spin creepage about the contact point (default 0)", "CS", 0 },
  { "mu", CO(roll.mu), "Rolled patch: friction coefficient (default 0.3, dry rail as "
    "vehicle dynamics takes it; the contact commands' 0.4 is the thesis case)", "MU", 0 },
};
#undef CO

GOptionGroup *
cli_wheelrail_case_group(CliWheelrailCase *c)
{
  memset(c, 0, sizeof *c);
  const GOptionEntry others[] = {
    { "wheel", 0, 0, G_OPTION_ARG_FILENAME, &c->wheel, "Wheel profile: S1002 (default) or a profile file (y z in mm)", "S1002|FILE" },
    { "rail", 0, 0, G_OPTION_ARG_FILENAME, &c->rail, "Rail profile: 60E1 (default) or a profile file", "60E1|FILE" },
    { "inclination", 0, 0, G_OPTION_ARG_STRING, &c->inclination, "Rail inclination 1:N or 0 (default 1:40)", "1:N" },
    { "roll", 0, 0, G_OPTION_ARG_STRING, &c->roll_angle, "Roll angle: computed (default) or off", "computed|off" },
    { "normal", 0, 0, G_OPTION_ARG_STRING, &c->normal, "Normal contact: hertz (default; exact for export's patch views), approx (Kik-Piotrowski) or exact (half-space)", "METHOD" },
    { "model", 0, 0, G_OPTION_ARG_STRING, &c->model, "Rolled patch: fastsim (default) or exact", "MODEL" },
    { "preset", 0, 0, G_OPTION_ARG_FILENAME, &c->preset, "Start from a preset's [wheelrail] section (a file or a shipped preset's name); later options override it", "FILE|NAME" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  return cli_double_group("wheelrail", "Wheel-rail case options:",
                          "Show the wheel-rail case options", c, CLI_TABLE(case_doubles), others);
}

void
cli_wheelrail_case_free(CliWheelrailCase *c)
{
  g_clear_pointer(&c->wheel, g_free);
  g_clear_pointer(&c->rail, g_free);
  g_clear_pointer(&c->inclination, g_free);
  g_clear_pointer(&c->roll_angle, g_free);
  g_clear_pointer(&c->normal, g_free);
  g_clear_pointer(&c->model, g_free);
  g_clear_pointer(&c->preset, g_free);
}
