/* cli-wheelrail-common.c — option helpers shared by `wheelrail` and
 * `export --view wheelrail|wheelrail-patch`. */
#include <errno.h>
#include <string.h>

#include "cli-wheelrail.h"

/* "1:40", "1:20", "0" (vertical rails) → β [rad]. */
gboolean
tl_cli_wheelrail_inclination(const char *cmd, const char *text, double *beta)
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
  tl_cli_usage_error(cmd, "--inclination: expected 1:N with N >= 10 (such as 1:40 or 1:20) or 0 "
                          "for vertical rails, got '%s'", text);
  return FALSE;
}

int
tl_cli_wheelrail_profile(const char *cmd, const char *option, const char *spec,
                         TlProfileKind kind, const TlProfileFit *fit, TlProfile **out)
{
  TlError err;
  TlStatus s;
  const char *builtin = kind == TL_PROFILE_WHEEL ? "S1002" : "60E1";
  if (g_ascii_strcasecmp(spec, builtin) == 0)
    s = kind == TL_PROFILE_WHEEL ? tl_profile_s1002(out, &err) : tl_profile_60e1(out, &err);
  else
    s = tl_profile_load(spec, kind, fit, out, &err);
  if (s != TL_OK) {
    tl_error_prefix(&err, "%s: ", option);
    return tl_cli_report_input(cmd, &err);
  }
  const unsigned w = tl_profile_warnings(*out);
  if (w & TL_PROFILE_WARN_BACK_FACE)
    tl_cli_warning(cmd, "%s: the flange back face does not lie at y = -70 mm (+-0.5); is y = 0 "
                        "on the taping line?", option);
  if (w & TL_PROFILE_WARN_DROPPED)
    tl_cli_warning(cmd, "%s: points whose y did not increase (vertical faces, overhangs) were "
                        "dropped", option);
  return TL_EXIT_OK;
}

