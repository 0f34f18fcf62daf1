/* cli-rolling.h — the options of the rolling-resistance model and its
 * two-sphere demo, shared by `rolling` and `export --view rolling`. */
#ifndef CLI_ROLLING_H
#define CLI_ROLLING_H

#include <glib.h>

#include "tribo/rolling.h"

/* Raw option values: NaN (or NULL / FALSE) means "not given". */
typedef struct {
  char *preset; /* a preset whose [rolling] section is the starting point */
  /* the model and the contact (replay too) */
  double k_roll, gamma_roll, mu_roll;
  double ri_m, rj_m;
  double dt_s;
  /* the demo only */
  gboolean wall;
  double density, omega0, fn0_n;
  char *normal;
  double kn_n_m, estar_gpa, overlap_m;
  double duration_ms;
} CliRollingOptions;

/* The option group bound to o (initialised to "not given"); the context
 * takes ownership of the group. */
GOptionGroup *cli_rolling_group(CliRollingOptions *o);
void cli_rolling_options_free(CliRollingOptions *o);

/* Demo parameters: docs/theory.md §9 rolling sds defaults, then the given options.  Returns
 * CLI_EXIT_OK or prints the problem and returns CLI_EXIT_USAGE. */
int cli_rolling_demo_params(const char *command, const CliRollingOptions *o,
                               TlRollingDemoParams *out);

/* What a replay takes: the model, the two radii (radius_j INFINITY: a flat
 * wall) and the step (0: from the file's t column). */
typedef struct {
  TlRollingParams model;
  double radius_i, radius_j;
  double dt;
} CliRollingReplayParams;

/* Replay parameters from the same path as the demo's: docs/theory.md §9 rolling sds
 * defaults or the preset's [rolling] model and radii, then the given
 * options.  Only --dt-s sets the step (a preset's step is the demo's).
 * Returns CLI_EXIT_OK or prints the problem and returns CLI_EXIT_USAGE. */
int cli_rolling_replay_params(const char *command, const CliRollingOptions *o,
                                 CliRollingReplayParams *out);

/* The name of the first demo-only option given, or NULL (for --replay, which
 * takes only the model, the radii and the step). */
const char *cli_rolling_demo_option_given(const CliRollingOptions *o);

#endif /* CLI_ROLLING_H */
