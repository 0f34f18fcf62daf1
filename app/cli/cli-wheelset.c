/* cli-wheelset.c — `tribolab-cli wheelset`: the wheelset on the track.
 * --mode kinematic: Klingel's wavelength against amplitude (cones or the
 * profile pair's Δr(y)); --mode eigen: the root locus of the linear wheelset
 * on its springs and, with --summary, its critical speed; --mode run: the
 * motion in time with linear, Polach's or FASTSIM's creep forces;
 * --mode bifurcation: the limit cycle's amplitude against speed from a sweep
 * of runs and the nonlinear critical speed (docs/theory.md §13, "The
 * wheelset on the track"). */
#include <errno.h>
#include <string.h>

#include "cli-wheelset.h"
#include "tribo-table-h5.h"

#include "cli-wheelrail.h"
#include "tribo/profile.h"
#include "tribo/units.h"

#define WO(field) offsetof(CliWsDoubles, field)
static const CliDoubleOption ws_doubles[] = {
  { "mass-kg", WO(mass_kg), "Wheelset mass (default 1500)", "KG", 0 },
  { "yaw-inertia-kg-m2", WO(yaw_inertia_kg_m2), "Yaw moment of inertia of the wheelset (default 700)", "KGM2", 0 },
  { "ky-n-m", WO(ky_n_m), "Total lateral stiffness of the primary suspension (default 2e6)", "N/M", 0 },
  { "kpsi-n-m-rad", WO(kpsi_n_m_rad), "Total yaw stiffness of the primary suspension (default 1e7)", "NM/RAD", 0 },
  { "r0-mm", WO(r0_mm), "Nominal rolling radius (default 460)", "MM", 0 },
  { "e-mm", WO(e_mm), "Half the lateral distance between the contact points (default 750; the profile pair's own with --profiles)", "MM", 0 },
  { "conicity", WO(conicity), "Conicity lambda of the conical wheels (default 0.2)", "LAMBDA", 0 },
  { "f11-n", WO(f11_n), "Longitudinal creep coefficient of one wheel G a b C11 (default: from the Hertz patch)", "N", 0 },
  { "f22-n", WO(f22_n), "Lateral creep coefficient of one wheel G a b C22 (default: from the Hertz patch)", "N", 0 },
  { "f23-n-m", WO(f23_n_m), "Lateral-spin creep coefficient of one wheel (default: from the Hertz patch)", "NM", 0 },
  { "f33-n-m2", WO(f33_n_m2), "Spin creep coefficient of one wheel (default: from the Hertz patch)", "NM2", 0 },
  { "load-kn", WO(load_kn), "Vertical wheel load Q: the Hertz patch and W = 2Q of the gravitational stiffness (default 80)", "KN", 0 },
  { "speed-m-s", WO(speed_m_s), "Eigen: one speed (instead of --speeds-m-s); run: the speed (default 50)", "V", 0 },
  { "search-max-m-s", WO(search_max_m_s), "Eigen: the critical speed is searched from 0.1 m/s up to this (default 500)", "V", 0 },
  { "table-step-mm", WO(table_step_mm), "With --profiles: step of the rolling-radius table (default 0.05; 0.01-0.1)", "MM", 0 },
  { "duration-s", WO(duration_s), "Run: duration (default 2)", "S", CLI_DOUBLE_TIME },
  { "dt-s", WO(dt_s), "Run: output interval (default 0.001)", "S", CLI_DOUBLE_TIME },
  { "y0-mm", WO(y0_mm), "Run: lateral shift at the start, at rest (default 1)", "MM", 0 },
  { "mu", WO(mu), "Run with --creep-model table or fastsim: friction coefficient (default 0.3)", "MU", 0 },
  { "ramp-to-m-s", WO(ramp_to_m_s), "Run: the speed at the end, reached linearly from --speed-m-s (default: constant speed)", "V", 0 },
  { "flange-clearance-mm", WO(flange_clearance_mm), "Run and bifurcation: flangeway clearance, beyond which the flange pushes back (default: no flange)", "MM", 0 },
  { "flange-stiffness-n-m", WO(flange_stiffness_n_m), "Run and bifurcation: lateral stiffness of the flange contact (default 1.5e9)", "N/M", 0 },
};
#undef WO

/* "on" / "off" into *flag. */
static gboolean
parse_switch(const char *cmd, const char *option, const char *text, int *flag)
{
  if (!text)
    return TRUE;
  if (strcmp(text, "on") == 0 || strcmp(text, "off") == 0) {
    *flag = strcmp(text, "on") == 0;
    return TRUE;
  }
  cli_usage_error(cmd, "%s: expected on or off, got '%s'", option, text);
  return FALSE;
}

static void
summary_value(FILE *out, const char *key, double value)
{
  if (isfinite(value))
    fprintf(out, "%s=%.10g\n", key, value);
  else
    fprintf(out, "%s=none\n", key);
}

/* A run's largest |y| [m] over its samples from `from` on. */
static double
largest_shift(const TlWsRun *r, int from)
{
  double m = 0.0;
  for (int k = from; k < r->n; k++)
    m = fmax(m, fabs(r->y[k]));
  return m;
}

static void
print_run_summary(FILE *out, const TlStudyWheelset *s)
{
  const TlWsRun *r = &s->run;
  summary_value(out, "critical_speed_m_s", s->critical.speed);
  if (!s->spec.profiles) /* Klingel's formula on the cones of --conicity */
    summary_value(out, "klingel_wavelength_m", s->klingel_wavelength);
  fprintf(out, "samples=%d\n", r->n);
  summary_value(out, "duration_s", r->t[r->n - 1]);
  summary_value(out, "y_max_mm", largest_shift(r, 0) / TL_UNIT_MM);
  summary_value(out, "y_last_fifth_max_mm", largest_shift(r, r->n - 1 - (r->n - 1) / 5) / TL_UNIT_MM);
  fprintf(out, "stopped=%d\ncreep_model=%s\n", r->stopped,
          tl_ws_creep_model_name(s->spec.creep_model));
  summary_value(out, "flange_clearance_mm", s->flange_clearance / TL_UNIT_MM);
  double creep_power, frictional_power;
  tl_study_wheelset_run_power_means(s, &creep_power, &frictional_power);
  summary_value(out, "frictional_power_macro_mean_w", creep_power);
  summary_value(out, "frictional_power_mean_w", frictional_power);
  if (s->spec.creep_model == TL_WS_CREEP_TABLE)
    fprintf(out, "table_clamped_samples=%d\n", r->clamped);
}

/* Runs of the sweep whose creepages left the table somewhere. */
static int
table_clamped_runs(const TlStudyWheelset *s)
{
  int n = 0;
  for (int k = 0; k < s->n_bif; k++)
    n += s->bif[k].clamped > 0;
  return n;
}

static void
print_bif_summary(FILE *out, const TlStudyWheelset *s)
{
  double amp = 0.0;
  for (int k = 0; k < s->n_bif; k++)
    amp = fmax(amp, s->bif[k].amplitude);
  summary_value(out, "critical_speed_m_s", s->critical.speed);
  summary_value(out, "nonlinear_critical_speed_m_s", s->nonlinear_critical);
  summary_value(out, "amplitude_max_mm", amp / TL_UNIT_MM);
  summary_value(out, "flange_clearance_mm", s->flange_clearance / TL_UNIT_MM);
  fprintf(out, "speeds=%d\ncreep_model=%s\n", s->n_bif,
          tl_ws_creep_model_name(s->spec.creep_model));
  if (s->spec.creep_model == TL_WS_CREEP_TABLE)
    fprintf(out, "table_clamped_runs=%d\n", table_clamped_runs(s));
}

static void
print_summary(FILE *out, const TlStudyWheelset *s, gboolean eigen)
{
  const TlWsParams *p = &s->used;
  const TlWsCritical *c = &s->critical;
  if (eigen) {
    summary_value(out, "critical_speed_m_s", c->speed);
    summary_value(out, "frequency_hz", c->freq_hz);
  }
  if (eigen || !s->spec.profiles) /* Klingel's formula on the cones of --conicity */
    summary_value(out, "klingel_wavelength_m", s->klingel_wavelength);
  if (eigen) {
    summary_value(out, "hunting_wavelength_m", c->wavelength);
    summary_value(out, "search_max_m_s", s->spec.v_search_max);
    summary_value(out, "f11_n", p->f11);
    summary_value(out, "f22_n", p->f22);
    summary_value(out, "f23_n_m", p->f23);
    summary_value(out, "f33_n_m2", p->f33);
    fprintf(out, "creep_coefficients=%s\n",
            s->spec.creep_given == TL_STUDY_WS_GIVEN_ALL ? "given"
            : s->spec.creep_given == 0                   ? "patch"
                                                         : "given+patch");
    if (s->patch_used) {
      fprintf(out, "patches=%d\n", s->n_patches);
      summary_value(out, "patch_a_mm", s->patch_a[0] / TL_UNIT_MM);
      summary_value(out, "patch_b_mm", s->patch_b[0] / TL_UNIT_MM);
      summary_value(out, "patch_load_kn", s->patch_load[0] / TL_UNIT_KN);
    }
    fprintf(out, "spin_creep=%s\ngravity_stiffness=%s\n", p->spin ? "on" : "off",
            p->gravity ? "on" : "off");
  } else {
    summary_value(out, "e_m", s->e_kinematic);
    fprintf(out, "rows=%d\n", s->n_amplitudes);
  }
}

GOptionGroup *
cli_wheelset_group(const char *cmd, CliWsOptions *w, const GOptionEntry *extra)
{
  memset(w, 0, sizeof *w);
  GOptionEntry entries[24] = {
    { "mode", 0, 0, G_OPTION_ARG_STRING, &w->mode, "kinematic (wavelength table), eigen (root locus; default), run (time integration) or bifurcation (limit cycle against speed)", "MODE" },
    { "speeds-m-s", 0, 0, G_OPTION_ARG_STRING, &w->speeds_text, "Eigen: speeds of the root locus (default 5:150:5); bifurcation: speeds of the sweep (default 60:160:10)", "A:B:STEP" },
    { "spin-creep", 0, 0, G_OPTION_ARG_STRING, &w->spin, "Eigen and run: the f23, f33 spin terms (default off)", "on|off" },
    { "gravity-stiffness", 0, 0, G_OPTION_ARG_STRING, &w->gravity, "Eigen and run: the gravitational stiffness of cones on knife-edge rails (default off)", "on|off" },
    { "creep-model", 0, 0, G_OPTION_ARG_STRING, &w->creep_model, "Creep forces: linear (default) or, in a run or bifurcation, polach (dry rail), fastsim (20x20 cells) or table (--table) on the Hertz patches", "MODEL" },
    { "table", 0, 0, G_OPTION_ARG_FILENAME, &w->table_file, "With --creep-model table: the HDF5 creep-force table (tribolab-cli table build)", "FILE" },
    { "table-interp", 0, 0, G_OPTION_ARG_STRING, &w->table_interp, "With --creep-model table: cubic (default) or linear", "NAME" },
    { "amplitudes-mm", 0, 0, G_OPTION_ARG_STRING, &w->amps_text, "Kinematic: amplitudes (default 1:6:1; 0.5-8 with --profiles)", "A:B:STEP" },
    { "profiles", 0, 0, G_OPTION_ARG_NONE, &w->use_profiles, "Kinematic, run and bifurcation: on the profile pair's rolling-radius difference instead of cones", NULL },
    { "flange-from-profiles", 0, 0, G_OPTION_ARG_NONE, &w->flange_pair, "Run and bifurcation with --profiles: the flangeway clearance of the profile pair (its largest jump of the rolling-radius difference)", NULL },
    { "contact-angles", 0, 0, G_OPTION_ARG_STRING, &w->contact_angles, "Run and bifurcation with --profiles: the normal forces at the pair's contact angles push the wheelset sideways and carry the flange, in place of a flange spring (default off; a preset on profiles: on)", "on|off" },
    { "wheel", 0, 0, G_OPTION_ARG_FILENAME, &w->wheel, "Wheel profile of the patch and --profiles: S1002 (default) or a profile file", "S1002|FILE" },
    { "rail", 0, 0, G_OPTION_ARG_FILENAME, &w->rail, "Rail profile of the patch and --profiles: 60E1 (default) or a profile file", "60E1|FILE" },
    { "preset", 0, 0, G_OPTION_ARG_FILENAME, &w->preset, "Start from a preset's [wheelset] section (a file or a shipped preset's name; a run or the sweep also takes its speed, wheels, creep model, mu and flange, a run its duration, output interval and start); later options override it", "FILE|NAME" },
  };
  size_t n = 0;
  while (entries[n].long_name)
    n++;
  for (size_t k = 0; extra && extra[k].long_name && n + 1 < G_N_ELEMENTS(entries); k++)
    entries[n++] = extra[k];
  entries[n] = (GOptionEntry){ NULL, 0, 0, 0, NULL, NULL, NULL };
  return cli_view_group(cmd, &w->o, CLI_TABLE(ws_doubles), entries);
}

void
cli_wheelset_options_free(CliWsOptions *w)
{
  tl_profile_free(w->wp);
  tl_profile_free(w->rp);
  tl_table_free(w->table);
  g_free(w->table_file);
  g_free(w->table_interp);
  g_free(w->mode);
  g_free(w->speeds_text);
  g_free(w->spin);
  g_free(w->gravity);
  g_free(w->creep_model);
  g_free(w->amps_text);
  g_free(w->wheel);
  g_free(w->rail);
  g_free(w->preset);
  g_free(w->contact_angles);
  memset(w, 0, sizeof *w);
}

int
cli_wheelset_spec(const char *cmd, CliWsOptions *w, TlStudyWheelsetSpec *spec_out,
                  TlStudyWheelset *study)
{
  *spec_out = tl_study_wheelset_spec_default();
  TlStudyWheelsetSpec spec = *spec_out;
  TlWsParams *p = &spec.params;
  const CliWsDoubles o = w->o;
  const char *mode = w->mode, *speeds_text = w->speeds_text, *spin = w->spin;
  const char *gravity = w->gravity, *creep_model = w->creep_model, *amps_text = w->amps_text;
  const char *wheel = w->wheel, *rail = w->rail;
  gboolean use_profiles = w->use_profiles, flange_pair = w->flange_pair;
  int contact = 0; /* the study's contact_angles */
  char preset_table[sizeof ((TlPresetSteady *)NULL)->table_file] = ""; /* [steady] table */
  int status = CLI_EXIT_USAGE;
  const gboolean kinematic = mode && strcmp(mode, "kinematic") == 0;
  const gboolean bif = mode && strcmp(mode, "bifurcation") == 0;
  const gboolean run = mode && strcmp(mode, "run") == 0;
  const gboolean eigen = !kinematic && !run && !bif;
  if (mode && eigen && strcmp(mode, "eigen") != 0) {
    cli_usage_error(cmd, "--mode: expected kinematic, eigen or run, or bifurcation (the sweep), "
                         "got '%s'", mode);
    return status;
  }
  TlError err;
  /* --preset: its [wheelset] section first (the wheelset, and for a run or
   * the sweep also the speed, the wheels, the creep forces with their μ and
   * the flange, and for a run its duration, output interval and start, as
   * the window's page takes them); the options below override it */
  if (w->preset) {
    TlPreset pre;
    if ((status = cli_load_preset(cmd, w->preset, &pre)) != CLI_EXIT_OK)
      return status;
    status = CLI_EXIT_USAGE;
    g_strlcpy(preset_table, pre.steady.table_file, sizeof preset_table);
    const unsigned parts = TL_STUDY_WS_PRESET_WHEELSET |
                           (run || bif ? TL_STUDY_WS_PRESET_MOTION : 0u) |
                           (run ? TL_STUDY_WS_PRESET_RUN : 0u);
    tl_study_wheelset_spec_preset(&spec, &pre.wheelset, parts);
    /* the flange options replace the preset's flange, whichever it was */
    const gboolean flange_given = cli_given(o.flange_clearance_mm) || flange_pair ||
                                  w->contact_angles;
    if (spec.profiles) {
      use_profiles = TRUE;
      if (!flange_given) {
        contact = spec.contact_angles;
        flange_pair = spec.flange_from_profiles;
      }
    } else if (flange_given || use_profiles) {
      spec.run_params.flange_clearance = 0.0; /* the cones' flange is not the pair's */
    }
  }
  if (creep_model) {
    const TlStatus known = tl_ws_creep_model_from_name(creep_model, &spec.creep_model, &err);
    if (known != TL_OK) {
      cli_usage_error(cmd, "--creep-model: %s", err.message);
      return status;
    }
    const char *name = tl_ws_creep_model_name(spec.creep_model);
    if (spec.creep_model != TL_WS_CREEP_LINEAR && !run && !bif) {
      cli_usage_error(cmd, "--creep-model %s belongs to --mode run or bifurcation: the root "
                           "locus and the critical speed are linear", name);
      return status;
    }
    if (spec.creep_model != TL_WS_CREEP_LINEAR &&
        (cli_given(o.f11_n) || cli_given(o.f22_n) || cli_given(o.f23_n_m) ||
         cli_given(o.f33_n_m2))) {
      cli_usage_error(cmd, "--creep-model %s takes its creep forces from the patches of "
                           "the contact: give no --f11-n, --f22-n, --f23-n-m or --f33-n-m2", name);
      return status;
    }
  }
  if (cli_given(o.mu) && spec.creep_model != TL_WS_CREEP_FASTSIM &&
      spec.creep_model != TL_WS_CREEP_TABLE) {
    cli_usage_error(cmd, "--mu is FASTSIM's friction coefficient (and the table's): give "
                         "--creep-model fastsim or table (Polach's model has its own)");
    return status;
  }
  if ((w->table_file || w->table_interp) && spec.creep_model != TL_WS_CREEP_TABLE) {
    cli_usage_error(cmd, "--table and --table-interp belong to --creep-model table");
    return status;
  }
  /* the table: --table, else the one of the preset's [steady] section */
  if (spec.creep_model == TL_WS_CREEP_TABLE && !w->table_file && preset_table[0])
    w->table_file = g_strdup(preset_table);
  if (spec.creep_model == TL_WS_CREEP_TABLE && !w->table_file) {
    cli_usage_error(cmd, creep_model ? "--creep-model table needs --table FILE (see 'table build')"
                                     : "the preset's creep_model is table but its [steady] "
                                       "section names no table: give --table FILE");
    return status;
  }
  if (w->table_interp &&
      tl_table_interp_from_name(w->table_interp, &spec.table_interp, &err) != TL_OK) {
    cli_usage_error(cmd, "--table-interp: %s", err.message);
    return status;
  }
  if (spec.creep_model == TL_WS_CREEP_TABLE) {
    if (!(w->table = tl_table_h5_load(w->table_file, &err))) {
      cli_report(cmd, &err);
      return CLI_EXIT_USAGE; /* a missing or unreadable file is the user's input */
    }
    spec.table = w->table;
  }
  if (cli_given(o.mu))
    spec.mu = o.mu;
  if (!parse_switch(cmd, "--spin-creep", spin, &p->spin) ||
      !parse_switch(cmd, "--gravity-stiffness", gravity, &p->gravity))
    return status;
  /* options that the chosen mode would silently ignore are refused */
  if ((!eigen && cli_given(o.search_max_m_s)) || (!eigen && !bif && speeds_text)) {
    cli_usage_error(cmd, "--speeds-m-s and --search-max-m-s belong to --mode eigen (and "
                         "--speeds-m-s to --mode bifurcation)");
    return status;
  }
  if (bif && (cli_given(o.speed_m_s) || cli_given(o.ramp_to_m_s))) {
    cli_usage_error(cmd, "--mode bifurcation runs at the speeds of --speeds-m-s: "
                         "--speed-m-s and --ramp-to-m-s belong to --mode run");
    return status;
  }
  if (!run && !bif && (cli_given(o.flange_clearance_mm) || cli_given(o.flange_stiffness_n_m) ||
                       flange_pair)) {
    cli_usage_error(cmd, "the flange options belong to --mode run or bifurcation");
    return status;
  }
  if (!parse_switch(cmd, "--contact-angles", w->contact_angles, &contact))
    return status;
  if (w->contact_angles && !run && !bif) {
    cli_usage_error(cmd, "--contact-angles belongs to --mode run or bifurcation");
    return status;
  }
  if (contact && (!use_profiles || flange_pair || cli_given(o.flange_clearance_mm))) {
    cli_usage_error(cmd, "--contact-angles are the profile pair's and carry its flange: give "
                         "--profiles and no --flange-clearance-mm or --flange-from-profiles");
    return status;
  }
  if (flange_pair && (!use_profiles || cli_given(o.flange_clearance_mm))) {
    cli_usage_error(cmd, "--flange-from-profiles takes the clearance of the profile pair of "
                         "--profiles: give --profiles and no --flange-clearance-mm");
    return status;
  }
  if (kinematic && (cli_given(o.speed_m_s) || spin || gravity || cli_given(o.mass_kg) ||
                    cli_given(o.yaw_inertia_kg_m2) || cli_given(o.ky_n_m) ||
                    cli_given(o.kpsi_n_m_rad) || cli_given(o.f11_n) || cli_given(o.f22_n) ||
                    cli_given(o.f23_n_m) || cli_given(o.f33_n_m2) || cli_given(o.load_kn) ||
                    creep_model)) {
    cli_usage_error(cmd, "--mode kinematic rolls without creep or suspension: the speed, mass, "
                         "inertia, stiffness, creep, load and switch options belong to --mode "
                         "eigen or run");
    return status;
  }
  if (!run && !bif && (cli_given(o.duration_s) || cli_given(o.dt_s) || cli_given(o.y0_mm) ||
                       cli_given(o.ramp_to_m_s))) {
    cli_usage_error(cmd, "--duration-s, --dt-s, --y0-mm and --ramp-to-m-s belong to --mode run "
                         "(and the first three to --mode bifurcation)");
    return status;
  }
  if (!kinematic && amps_text) {
    cli_usage_error(cmd, "--amplitudes-mm belongs to --mode kinematic");
    return status;
  }
  if (eigen && (use_profiles || cli_given(o.table_step_mm))) {
    cli_usage_error(cmd, "--profiles and --table-step-mm belong to --mode kinematic or run (or "
                         "bifurcation)");
    return status;
  }
  if (!use_profiles && cli_given(o.table_step_mm)) {
    cli_usage_error(cmd, "--table-step-mm sets the rolling-radius table of --profiles");
    return status;
  }
  if (speeds_text && cli_given(o.speed_m_s)) {
    cli_usage_error(cmd, "give either --speed-m-s or --speeds-m-s, not both");
    return status;
  }
  if (use_profiles && cli_given(o.e_mm)) {
    cli_usage_error(cmd, "--e-mm: with --profiles e is the profile pair's own (half the "
                         "distance between the centred contact points)");
    return status;
  }
  if (kinematic && use_profiles && cli_given(o.conicity)) {
    cli_usage_error(cmd, "--conicity: with --profiles the conicity comes from the profile "
                         "pair's rolling-radius difference");
    return status;
  }

  static const CliGivenField fields[] = {
    { offsetof(CliWsDoubles, mass_kg), offsetof(TlWsParams, mass) },
    { offsetof(CliWsDoubles, yaw_inertia_kg_m2), offsetof(TlWsParams, yaw_inertia) },
    { offsetof(CliWsDoubles, ky_n_m), offsetof(TlWsParams, ky) },
    { offsetof(CliWsDoubles, kpsi_n_m_rad), offsetof(TlWsParams, kpsi) },
    { offsetof(CliWsDoubles, conicity), offsetof(TlWsParams, conicity) },
    { offsetof(CliWsDoubles, f11_n), offsetof(TlWsParams, f11) },
    { offsetof(CliWsDoubles, f22_n), offsetof(TlWsParams, f22) },
    { offsetof(CliWsDoubles, f23_n_m), offsetof(TlWsParams, f23) },
    { offsetof(CliWsDoubles, f33_n_m2), offsetof(TlWsParams, f33) },
  };
  cli_set_given(p, &o, fields, G_N_ELEMENTS(fields));
  if (cli_given(o.r0_mm))
    p->r0 = o.r0_mm * TL_UNIT_MM;
  if (cli_given(o.e_mm))
    p->e = o.e_mm * TL_UNIT_MM;
  if (cli_given(o.load_kn))
    p->load = o.load_kn * TL_UNIT_KN;
  spec.creep_given = (cli_given(o.f11_n) ? TL_STUDY_WS_GIVEN_F11 : 0u) |
                     (cli_given(o.f22_n) ? TL_STUDY_WS_GIVEN_F22 : 0u) |
                     (cli_given(o.f23_n_m) ? TL_STUDY_WS_GIVEN_F23 : 0u) |
                     (cli_given(o.f33_n_m2) ? TL_STUDY_WS_GIVEN_F33 : 0u);
  /* the spin coefficients matter only with the spin terms: given f11 and
   * f22 then need no patch */
  if (!p->spin && (spec.creep_given & (TL_STUDY_WS_GIVEN_F11 | TL_STUDY_WS_GIVEN_F22)) ==
                    (TL_STUDY_WS_GIVEN_F11 | TL_STUDY_WS_GIVEN_F22))
    spec.creep_given = TL_STUDY_WS_GIVEN_ALL;
  if (kinematic) {
    /* the kinematic oscillation has no creep: no patch */
    spec.creep_given = TL_STUDY_WS_GIVEN_ALL;
    spec.kinematic = 1;
    spec.profiles = use_profiles;
    double v[3];
    if (amps_text) {
      if (!cli_parse_range(cmd, "--amplitudes-mm", amps_text, v))
        return status;
      spec.amp_from = v[0] * TL_UNIT_MM;
      spec.amp_to = v[1] * TL_UNIT_MM;
      spec.amp_step = v[2] * TL_UNIT_MM;
    }
  } else if (run) {
    spec.run = 1;
    spec.profiles = use_profiles;
    TlWsRunParams *run_p = &spec.run_params;
    if (cli_given(o.duration_s))
      run_p->duration = o.duration_s;
    if (cli_given(o.dt_s))
      run_p->dt = o.dt_s;
    if (cli_given(o.y0_mm))
      run_p->y0 = o.y0_mm * TL_UNIT_MM;
    if (cli_given(o.speed_m_s))
      run_p->v_start = run_p->v_end = o.speed_m_s;
    if (cli_given(o.ramp_to_m_s))
      run_p->v_end = o.ramp_to_m_s;
  } else if (bif) {
    spec.bifurcation = 1;
    spec.profiles = use_profiles;
    double v[3];
    if (speeds_text) {
      if (!cli_parse_range(cmd, "--speeds-m-s", speeds_text, v))
        return status;
      spec.bif_from = v[0];
      spec.bif_to = v[1];
      spec.bif_step = v[2];
    }
    if (cli_given(o.duration_s))
      spec.bif_duration = o.duration_s;
    if (cli_given(o.dt_s))
      spec.run_params.dt = o.dt_s;
    if (cli_given(o.y0_mm))
      spec.bif_y0 = o.y0_mm * TL_UNIT_MM;
  } else {
    double v[3];
    if (speeds_text) {
      if (!cli_parse_range(cmd, "--speeds-m-s", speeds_text, v))
        return status;
      spec.v_from = v[0];
      spec.v_to = v[1];
      spec.v_step = v[2];
    } else if (cli_given(o.speed_m_s)) {
      spec.v_from = spec.v_to = o.speed_m_s;
    }
    if (cli_given(o.search_max_m_s))
      spec.v_search_max = o.search_max_m_s;
  }
  if (cli_given(o.table_step_mm))
    spec.table_step = o.table_step_mm * TL_UNIT_MM;
  spec.flange_from_profiles = flange_pair;
  spec.contact_angles = contact;
  if (cli_given(o.flange_clearance_mm))
    spec.run_params.flange_clearance = o.flange_clearance_mm * TL_UNIT_MM;
  if (cli_given(o.flange_stiffness_n_m))
    spec.run_params.flange_stiffness = o.flange_stiffness_n_m;
  const gboolean pair_needed = spec.creep_given != TL_STUDY_WS_GIVEN_ALL || spec.profiles;
  w->kinematic = kinematic;
  w->run = run;
  w->bif = bif;
  w->eigen = eigen;
  if ((wheel || rail) && !pair_needed) {
    cli_usage_error(cmd, "--wheel and --rail set the profile pair of the Hertz patch and of "
                         "--profiles; here neither is used");
    return status;
  }
  if (wheel && (status = cli_wheelrail_profile(cmd, "--wheel", wheel, TL_PROFILE_WHEEL, NULL,
                                               &w->wp)) != CLI_EXIT_OK)
    return status;
  if (rail && (status = cli_wheelrail_profile(cmd, "--rail", rail, TL_PROFILE_RAIL, NULL,
                                              &w->rp)) != CLI_EXIT_OK)
    return status;
  if (tl_study_wheelset_spec_validate(&spec, &err) != TL_OK) {
    const char *typed = cli_option_behind(err.message); /* the option behind the quantity */
    status = typed ? cli_usage_error(cmd, "%s: %s", typed, err.message)
                   : cli_usage_error(cmd, "%s", err.message);
    return status;
  }
  if (w->wp || w->rp) /* the other one stays the built-in */
    tl_study_wheelset_set_profiles(study, w->wp, w->rp);
  *spec_out = spec;
  return CLI_EXIT_OK;
}

int
cli_wheelset(const char *cmd, int argc, char **argv)
{
  CliWsOptions w;
  char *output = NULL;
  gboolean summary = FALSE;
  int status = CLI_EXIT_USAGE;
  TlStudyWheelset study;
  tl_study_wheelset_init(&study);
  const GOptionEntry extra[] = {
    { "summary", 0, 0, G_OPTION_ARG_NONE, &summary, "Print key=value lines (critical speed, frequency, Klingel wavelength, coefficients; a run's largest shifts) instead of the CSV", NULL },
    CLI_OUTPUT_ENTRY(&output),
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  GOptionContext *ctx = cli_context_new(
    "- the wheelset on the track: kinematic oscillation and linear stability",
    "--mode eigen prints the root locus, one row per speed and eigenvalue:\n"
    "speed_m_s,mode,real_1_s,imag_rad_s,freq_hz,damping_ratio\n"
    "(--summary: critical_speed_m_s, frequency_hz, klingel_wavelength_m, ...).\n"
    "--mode kinematic prints\n"
    "amplitude_mm,wavelength_m,klingel_wavelength_m,conicity_harmonic,conicity_integration\n"
    "(the wavelength of the integrated path; Klingel's at the harmonic conicity).\n"
    "--mode run prints t_s,x_m,v_m_s,y_mm,psi_mrad,fy_n,frictional_power_macro_w,\n"
    "frictional_power_w.\n"
    "--mode bifurcation prints speed_m_s,amplitude_mm,sustained,unbounded\n"
    "(--summary: nonlinear_critical_speed_m_s, ...).\n"
    "Creep coefficients not given come from the Hertz patch of the centred wheelset.",
    cli_wheelset_group(cmd, &w, extra), NULL);
  if (!cli_parse(cmd, ctx, &argc, &argv))
    goto out;
  TlStudyWheelsetSpec spec;
  if ((status = cli_wheelset_spec(cmd, &w, &spec, &study)) != CLI_EXIT_OK)
    goto out;
  const gboolean kinematic = w.kinematic, run = w.run, bif = w.bif, eigen = w.eigen;
  TlError err;
  if (tl_study_wheelset_update(&study, &spec, NULL, &err) != TL_OK) {
    status = cli_report(cmd, &err);
    goto out;
  }
  if (run && study.run.stopped)
    cli_warning(cmd, "the lateral shift passed %g mm at %g s: the linear wheelset is unstable "
                     "here; the run stops (a real wheelset's flange takes over long before)",
                TL_WS_RUN_MAX_SHIFT / TL_UNIT_MM, study.run.t[study.run.n - 1]);
  if (run && study.run.clamped)
    cli_warning(cmd, "the creepages left the table at %d of %d samples: there its forces are "
                     "those at its edge (table_clamped_samples; build a table with longer "
                     "creepage axes)",
                study.run.clamped, study.run.n);
  if (bif && table_clamped_runs(&study))
    cli_warning(cmd, "the creepages left the table in %d of %d runs: there its forces are "
                     "those at its edge (table_clamped_runs; build a table with longer creepage "
                     "axes)",
                table_clamped_runs(&study), study.n_bif);
  if (eigen && study.critical.kind == TL_WS_CRITICAL_BELOW_MIN)
    cli_warning(cmd, "unstable already at %g m/s: no speed is stable (without lateral and yaw "
                     "stiffness a wheelset hunts at every speed); critical_speed_m_s is 0",
                TL_STUDY_WS_SEARCH_MIN);
  else if (eigen && study.critical.kind == TL_WS_CRITICAL_NONE)
    cli_warning(cmd, "stable up to %g m/s: no critical speed below --search-max-m-s",
                spec.v_search_max);

  FILE *out_f = cli_open_output(cmd, output);
  if (!out_f) {
    status = cli_output_failure();
    goto out;
  }
  TlStatus written = TL_OK;
  if (summary && run)
    print_run_summary(out_f, &study);
  else if (summary && bif)
    print_bif_summary(out_f, &study);
  else if (bif)
    written = tl_study_wheelset_write_bif_csv(out_f, &study, &err);
  else if (summary)
    print_summary(out_f, &study, eigen);
  else if (run)
    written = tl_study_wheelset_write_run_csv(out_f, &study, &err);
  else if (kinematic)
    written = tl_study_wheelset_write_kinematic_csv(out_f, &study, &err);
  else
    written = tl_study_wheelset_write_eigen_csv(out_f, &study, &err);
  if (written != TL_OK) {
    status = cli_discard_output(out_f);
    cli_report(cmd, &err);
    goto out;
  }
  status = cli_close_output(cmd, out_f, output);

out:
  tl_study_wheelset_clear(&study);
  cli_wheelset_options_free(&w);
  g_free(output);
  g_option_context_free(ctx);
  return status;
}
