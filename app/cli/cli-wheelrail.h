/* cli-wheelrail.h — option helpers of the wheel-rail command and views. */
#ifndef CLI_WHEELRAIL_H
#define CLI_WHEELRAIL_H

#include "cli.h"
#include "tribo/preset.h"
#include "tribo/profile.h"
#include "tribo/wheelrail.h"

/* What the options apply over: --preset's [wheelrail] section (a file or a
 * shipped preset's name; NULL: none) or the defaults.  Returns an exit
 * status. */
int cli_wheelrail_base(const char *cmd, const char *preset, TlPresetWheelrail *out);

/* --inclination "1:N" (N >= 10) or "0" → β [rad]; FALSE after a usage error. */
gboolean cli_wheelrail_inclination(const char *cmd, const char *text, double *beta);

/* S1002 / 60E1 (any case) or a profile file for `option`; prints the
 * profile's warnings.  Returns an exit status. */
int cli_wheelrail_profile(const char *cmd, const char *option, const char *spec,
                             TlProfileKind kind, const TlProfileFit *fit, TlProfile **out);

/* The track and material options both the command and its export views take
 * (NaN: not given), applied over the defaults in *wheelset, *wheel and
 * *rail: --gauge-mm, --flange-back-mm, --r0-mm, --roll computed|off
 * (roll may be NULL), then --e-gpa or --g-gpa and --nu for both bodies.
 * Validates the wheelset; returns an exit status after printing a usage
 * error that names the options. */
typedef struct {
  double gauge_mm, flange_back_mm, r0_mm, e_gpa, g_gpa, nu;
} CliWheelsetOptions;
int cli_wheelrail_wheelset(const char *cmd, const CliWheelsetOptions *o, const char *roll,
                              TlWheelsetParams *wheelset, TlMaterial *wheel, TlMaterial *rail);

/* --load-kn, --cell-mm (NaN: not given) and --normal METHOD (NULL: not
 * given) over *np; an exit status after a usage error naming --normal.  The
 * caller validates np once every option is in. */
int cli_wheelrail_normal(const char *cmd, double load_kn, double cell_mm, const char *normal,
                         TlWrNormalParams *np);

/* The wheel and rail profiles: the files --wheel and --rail name (NULL: not
 * given), else the preset's [wheelrail] ones (fit: NULL the default).
 * Returns an exit status. */
int cli_wheelrail_profiles(const char *cmd, const char *wheel, const char *rail,
                           const TlPresetWheelrail *pw, const TlProfileFit *fit, TlProfile **wp,
                           TlProfile **rp);

/* The creepages and μ a patch is rolled at (NaN: not given), and
 * --model fastsim|exact (NULL: not given). */
typedef struct {
  double cx, cy, spin_per_m, mu;
} CliWrRollOptions;
/* Whether any of them was given. */
gboolean cli_wheelrail_roll_given(const CliWrRollOptions *o, const char *model);
/* The given ones over *rp (a preset's or the defaults), validated; an exit
 * status after printing a usage error that names the options. */
int cli_wheelrail_roll_params(const char *cmd, const CliWrRollOptions *o, const char *model,
                              TlWrRollParams *rp);

/* The wheel-rail case the command and its export views share (NaN or NULL:
 * not given): profiles, inclination, track and material, load, the normal
 * method and its cells, the creepages, mu and model a patch is rolled at,
 * and --preset. */
typedef struct {
  CliWheelsetOptions wheelset;
  double load_kn, cell_mm;
  CliWrRollOptions roll;
  char *wheel, *rail, *inclination, *roll_angle, *normal, *preset, *model;
} CliWheelrailCase;
/* Its option group, bound to c (initialised to "not given"). */
GOptionGroup *cli_wheelrail_case_group(CliWheelrailCase *c);
void cli_wheelrail_case_free(CliWheelrailCase *c);

#endif /* CLI_WHEELRAIL_H */
