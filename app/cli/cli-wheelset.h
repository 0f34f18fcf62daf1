/* cli-wheelset.h — the options of `tribolab-cli wheelset`, shared with
 * `tribolab-cli export --view wheelset…`, which draws the same study. */
#ifndef CLI_WHEELSET_H
#define CLI_WHEELSET_H

#include "cli.h"
#include "study-wheelset.h"
#include "tribo/profile.h"

typedef struct {
  double mass_kg, yaw_inertia_kg_m2, ky_n_m, kpsi_n_m_rad, r0_mm, e_mm, conicity;
  double f11_n, f22_n, f23_n_m, f33_n_m2, load_kn, speed_m_s, search_max_m_s;
  double table_step_mm, duration_s, dt_s, y0_mm, ramp_to_m_s, mu;
  double flange_clearance_mm, flange_stiffness_n_m;
} CliWsDoubles;

typedef struct {
  CliWsDoubles o;
  char *mode, *speeds_text, *spin, *gravity, *creep_model, *amps_text, *wheel, *rail;
  char *contact_angles; /* --contact-angles on|off */
  char *preset; /* --preset: its [wheelset] section, under the options */
  gboolean use_profiles, flange_pair;
  char *table_file, *table_interp; /* --table, --table-interp (creep model table) */
  TlProfile *wp, *rp; /* loaded by cli_wheelset_spec */
  TlTable *table;     /* --table, loaded by cli_wheelset_spec */
  gboolean kinematic, eigen, run, bif; /* the mode, set by cli_wheelset_spec */
} CliWsOptions;

/* The main group: the command's options plus `extra` (NULL-terminated, may
 * be NULL).  Clears *w. */
GOptionGroup *cli_wheelset_group(const char *cmd, CliWsOptions *w, const GOptionEntry *extra);
/* The spec of the parsed options (and the profiles into study), each option
 * checked against the mode; an exit status (a usage error said). */
int cli_wheelset_spec(const char *cmd, CliWsOptions *w, TlStudyWheelsetSpec *spec,
                      TlStudyWheelset *study);
void cli_wheelset_options_free(CliWsOptions *w);

#endif /* CLI_WHEELSET_H */
