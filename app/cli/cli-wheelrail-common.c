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
