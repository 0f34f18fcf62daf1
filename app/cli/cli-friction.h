/* cli-friction.h — the options shared by `friction`, `stickslip`, their
 * export views and the bench: the friction law, the prescribed motion and the
 * oscillator.  Raw values are NaN (or NULL) when not given; the builders
 * start from the core defaults (LuGre's parameters of docs/theory.md §8) and
 * apply what was given.  Units are in the option names and SI already. */
#ifndef CLI_FRICTION_H
#define CLI_FRICTION_H

#include "cli.h"
#include "tribo/motion.h"
#include "tribo/preset.h"
#include "tribo/stickslip.h"

typedef struct {
  char *preset; /* a preset whose [friction] ([stickslip]) section is the starting point */
  char *law;
  double fc_n, fs_n, vs_m_s, viscous_ns_m, c1_n, c2_n;
  double dahl_sigma_n_m, dahl_alpha;
  double sigma0_n_m, sigma1_ns_m, sigma2_ns_m;
  double karnopp_m_s;
  char *sign;
  double sign_eps_m_s;
} CliLawOptions;

/* The law options as a group bound to o (initialised to "not given"). */
GOptionGroup *cli_law_group(CliLawOptions *o);
void cli_law_options_free(CliLawOptions *o);

/* Build the law; C1 and C2 default to Fs - Fc of the final Fc, Fs.
 * Returns CLI_EXIT_OK or prints the problem and returns CLI_EXIT_USAGE. */
int cli_law_params(const char *command, const CliLawOptions *o, TlFrictionParams *out);
/* The same law with the motions it is shown along: the preset's [friction]
 * section (seed and sine motions too) when --preset is given, else the
 * defaults, as the window's Friction page shows them. */
int cli_friction_case(const char *command, const CliLawOptions *o, TlFrictionCase *out);

/* A command's option context (cli_context_new) whose summary lists the
 * named laws: the main group, then the other groups (NULL-terminated). */
GOptionContext *cli_law_context(const char *parameter_string, GOptionGroup *main_group, ...)
  G_GNUC_NULL_TERMINATED;

typedef struct {
  char *motion;
  double duration_s, amplitude_m, frequency_hz, velocity_m_s;
  int points; /* set by the caller; 0: the motion's default */
  gboolean integrate_dahl;
} CliMotionOptions;

GOptionGroup *cli_motion_group(CliMotionOptions *o);
void cli_motion_options_free(CliMotionOptions *o);
/* The motion of kind o->motion (default `fallback`) with the given values,
 * starting from base's motion of that kind (a preset's seed or sine; NULL or
 * another kind: the kind's defaults). */
int cli_motion_params(const char *command, const CliMotionOptions *o, TlMotionKind fallback,
                         const TlFrictionCase *base, TlMotionParams *out);

typedef struct {
  CliLawOptions law;
  double mass_kg, stiffness_n_m, belt_m_s;
  char *integrator;
  double dt_s, duration_s, rel_tol, abs_tol, stick_velocity_m_s;
  char *max_steps; /* --max-steps: integrator steps allowed (NULL: the default) */
} CliStickSlipOptions;

/* The oscillator options (its law options are a separate group: add both). */
GOptionGroup *cli_stickslip_group(CliStickSlipOptions *o);
void cli_stickslip_options_free(CliStickSlipOptions *o);
int cli_stickslip_params(const char *command, const CliStickSlipOptions *o,
                            TlStickSlipParams *out);

/* Print the run's warnings (with the step to use instead) to stderr. */
void cli_stickslip_warn(const char *command, const TlStickSlipParams *p,
                           const TlStickSlipSummary *s);

#endif /* CLI_FRICTION_H */
