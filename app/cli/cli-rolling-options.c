/* cli-rolling-options.c — options of the rolling model and demo (SI, with the
 * unit in each option's name; the demo's duration in ms like its t_ms column). */
#include <math.h>
#include <stddef.h>
#include <string.h>

#include "cli-rolling.h"
#include "cli.h"
#include "tribo/units.h"

#define RO(field) offsetof(CliRollingOptions, field)
static const CliDoubleOption rolling_doubles[] = {
  { "k-roll-n-m", RO(k_roll), "Rolling stiffness k_roll in N/m (default 1e4)", "N/M", 0 },
  { "gamma-roll-ns-m", RO(gamma_roll), "Rolling damping gamma_roll in N s/m (default 10)",
    "NS/M", 0 },
  { "mu-roll", RO(mu_roll), "Rolling friction coefficient mu_roll (default 0.05)", "MU", 0 },
  { "ri-m", RO(ri_m), "Radius of sphere i in m (default 0.01)", "M", 0 },
  { "rj-m", RO(rj_m),
    "Radius of sphere j in m (default 0.01; inf = flat wall)", "M", CLI_DOUBLE_INF },
  { "dt-s", RO(dt_s),
    "Time step in s (demo default 1e-5; replay default: from the t column)", "S",
    CLI_DOUBLE_TIME },
  { "density-kg-m3", RO(density),
    "Demo: density of sphere i in kg/m^3 (default 7850, steel)", "RHO", 0 },
  { "omega0-rad-s", RO(omega0), "Demo: initial spin of sphere i in rad/s (default 50)", "W", 0 },
  { "fn0-n", RO(fn0_n), "Demo: constant normal force F_n0 in N (default 10)", "N", 0 },
  { "kn-n-m", RO(kn_n_m),
    "Demo: Hooke stiffness k_n in N/m, F_n0 = k_n delta (default 1e7)", "N/M", 0 },
  { "estar-gpa", RO(estar_gpa),
    "Demo: Hertz modulus E* in GPa, F_n0 = 4/3 E* sqrt(R_eff) delta^1.5 (default "
    "113.9)", "GPA", 0 },
  { "overlap-m", RO(overlap_m), "Demo: overlap delta in m for hooke/hertz (default 1e-6)", "M", 0 },
  { "duration-ms", RO(duration_ms), "Demo: simulated time in ms (default 60)", "MS",
    CLI_DOUBLE_TIME },
};
#undef RO

GOptionGroup *
cli_rolling_group(CliRollingOptions *o)
{
  memset(o, 0, sizeof *o);
  const GOptionEntry others[] = {
    { "preset", 0, 0, G_OPTION_ARG_FILENAME, &o->preset, "Start from a preset's [rolling] section (a file or a shipped preset's name); later options override it", "FILE|NAME" },
    { "wall", 0, 0, G_OPTION_ARG_NONE, &o->wall, "Demo: sphere i on a fixed flat wall instead of sphere j", NULL },
    { "normal", 0, 0, G_OPTION_ARG_STRING, &o->normal, "Demo: normal force model constant (default), hooke or hertz", "MODEL" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  return cli_double_group("rolling", "Rolling model options (SI; units in the option names):",
                             "Show the rolling model and demo options", o, rolling_doubles,
                             G_N_ELEMENTS(rolling_doubles), others);
}

void
cli_rolling_options_free(CliRollingOptions *o)
{
  g_clear_pointer(&o->normal, g_free);
  g_clear_pointer(&o->preset, g_free);
}

const char *
cli_rolling_demo_option_given(const CliRollingOptions *o)
{
  if (o->wall)
    return "--wall";
  if (cli_given(o->density))
    return "--density-kg-m3";
  if (cli_given(o->omega0))
    return "--omega0-rad-s";
  if (o->normal)
    return "--normal";
  if (cli_given(o->fn0_n))
    return "--fn0-n";
  if (cli_given(o->kn_n_m))
    return "--kn-n-m";
  if (cli_given(o->estar_gpa))
    return "--estar-gpa";
  if (cli_given(o->overlap_m))
    return "--overlap-m";
  if (cli_given(o->duration_ms))
    return "--duration-ms";
  return NULL;
}

static int
parse_normal_model(const char *command, const CliRollingOptions *o, TlRollingDemoParams *p)
{
  TlError err;
  if (o->normal && tl_rolling_normal_model_from_name(o->normal, &p->normal_model, &err) != TL_OK)
    return cli_usage_error(command, "--normal: %s", err.message);
  /* an option the chosen model ignores is a mistake worth saying */
  if (cli_given(o->fn0_n) && p->normal_model != TL_ROLLING_NORMAL_CONSTANT)
    return cli_usage_error(command, "--fn0-n applies to --normal constant only");
  if (cli_given(o->kn_n_m) && p->normal_model != TL_ROLLING_NORMAL_HOOKE)
    return cli_usage_error(command, "--kn-n-m applies to --normal hooke only");
  if (cli_given(o->estar_gpa) && p->normal_model != TL_ROLLING_NORMAL_HERTZ)
    return cli_usage_error(command, "--estar-gpa applies to --normal hertz only");
  if (cli_given(o->overlap_m) && p->normal_model == TL_ROLLING_NORMAL_CONSTANT)
    return cli_usage_error(command, "--overlap-m applies to --normal hooke or hertz");
  if (cli_given(o->fn0_n))
    p->normal_load = o->fn0_n;
  if (cli_given(o->kn_n_m))
    p->hooke_stiffness = o->kn_n_m;
  if (cli_given(o->estar_gpa))
    p->hertz_modulus = o->estar_gpa * TL_UNIT_GPA;
  if (cli_given(o->overlap_m))
    p->overlap = o->overlap_m;
  return CLI_EXIT_OK;
}

/* The preset's [rolling] section (or the defaults), then the options of the
 * model and the contact that the demo and a replay share. */
static int
model_and_radii(const char *command, const CliRollingOptions *o, TlRollingDemoParams *out)
{
  TlRollingDemoParams p = tl_rolling_demo_params_default();
  int status;

  if (o->preset) {
    TlPreset preset;
    if ((status = cli_load_preset(command, o->preset, &preset)) != CLI_EXIT_OK)
      return status;
    p = preset.rolling;
  }

  if (cli_given(o->k_roll))
    p.model.k_roll = o->k_roll;
  if (cli_given(o->gamma_roll))
    p.model.gamma_roll = o->gamma_roll;
  if (cli_given(o->mu_roll))
    p.model.mu_roll = o->mu_roll;
  if (cli_given(o->ri_m))
    p.radius_i = o->ri_m;
  if (cli_given(o->rj_m)) {
    if (isinf(o->rj_m)) { /* only +inf parses */
      p.partner = TL_ROLLING_PARTNER_WALL;
    } else {
      p.partner = TL_ROLLING_PARTNER_SPHERE; /* also over a preset's wall */
      p.radius_j = o->rj_m;
    }
  }
  if (o->wall) {
    if (cli_given(o->rj_m) && p.partner != TL_ROLLING_PARTNER_WALL)
      return cli_usage_error(command, "give either --wall or a finite --rj-m, not both");
    p.partner = TL_ROLLING_PARTNER_WALL;
  }
  *out = p;
  return CLI_EXIT_OK;
}

int
cli_rolling_replay_params(const char *command, const CliRollingOptions *o,
                             CliRollingReplayParams *out)
{
  TlRollingDemoParams p;
  TlError err;
  int status;
  if ((status = model_and_radii(command, o, &p)) != CLI_EXIT_OK)
    return status;
  if (tl_rolling_params_validate(&p.model, &err) != TL_OK)
    return cli_report(command, &err);
  /* the demo's step is not the replay's: its rows carry their own times */
  double dt = 0.0;
  if (cli_given(o->dt_s)) {
    if (!(o->dt_s > 0.0))
      return cli_usage_error(command, "--dt-s must be positive (got %g)", o->dt_s);
    dt = o->dt_s;
  }
  out->model = p.model;
  out->radius_i = p.radius_i;
  out->radius_j = p.partner == TL_ROLLING_PARTNER_WALL ? INFINITY : p.radius_j;
  out->dt = dt;
  return CLI_EXIT_OK;
}

int
cli_rolling_demo_params(const char *command, const CliRollingOptions *o,
                           TlRollingDemoParams *out)
{
  TlRollingDemoParams p;
  TlError err;
  int status;

  if ((status = model_and_radii(command, o, &p)) != CLI_EXIT_OK)
    return status;
  if (cli_given(o->density))
    p.density = o->density;
  if (cli_given(o->omega0))
    p.omega0 = o->omega0;
  if ((status = parse_normal_model(command, o, &p)) != CLI_EXIT_OK)
    return status;
  if (cli_given(o->dt_s))
    p.dt = o->dt_s;
  if (cli_given(o->duration_ms))
    p.duration = o->duration_ms * TL_UNIT_MS;

  if (tl_rolling_demo_params_validate(&p, &err) != TL_OK)
    return cli_report(command, &err);
  *out = p;
  return CLI_EXIT_OK;
}
