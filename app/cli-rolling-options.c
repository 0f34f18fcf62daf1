/* cli-rolling-options.c — options of the rolling model and demo (SI, with the
 * unit in each option's name; the demo's duration in ms like its t_ms column). */
#include <math.h>
#include <string.h>

#include "cli-rolling.h"
#include "cli.h"
#include "tribo/units.h"

GOptionGroup *
tl_cli_rolling_group(TlCliRollingOptions *o)
{
  memset(o, 0, sizeof *o);
  o->k_roll = o->gamma_roll = o->mu_roll = NAN;
  o->ri_m = o->rj_m = o->dt_s = NAN;
  o->density = o->omega0 = o->fn0_n = NAN;
  o->kn_n_m = o->estar_gpa = o->overlap_m = o->duration_ms = NAN;

  const GOptionEntry entries[] = {
    { "preset", 0, 0, G_OPTION_ARG_FILENAME, &o->preset, "Start from a preset's [rolling] section; later options override it", "FILE" },
    { "k-roll", 0, 0, G_OPTION_ARG_DOUBLE, &o->k_roll, "Rolling stiffness k_roll in N/m (default 1e4)", "N/M" },
    { "gamma-roll", 0, 0, G_OPTION_ARG_DOUBLE, &o->gamma_roll, "Rolling damping gamma_roll in N s/m (default 10)", "NS/M" },
    { "mu-roll", 0, 0, G_OPTION_ARG_DOUBLE, &o->mu_roll, "Rolling friction coefficient mu_roll (default 0.05)", "MU" },
    { "ri-m", 0, 0, G_OPTION_ARG_DOUBLE, &o->ri_m, "Radius of sphere i in m (default 0.01)", "M" },
    { "rj-m", 0, 0, G_OPTION_ARG_DOUBLE, &o->rj_m, "Radius of sphere j in m (default 0.01; inf = flat wall)", "M" },
    { "dt-s", 0, 0, G_OPTION_ARG_DOUBLE, &o->dt_s, "Time step in s (demo default 1e-5; replay default: from the t column)", "S" },
    { "wall", 0, 0, G_OPTION_ARG_NONE, &o->wall, "Demo: sphere i on a fixed flat wall instead of sphere j", NULL },
    { "density-kg-m3", 0, 0, G_OPTION_ARG_DOUBLE, &o->density, "Demo: density of sphere i in kg/m^3 (default 7850, steel)", "RHO" },
    { "omega0-rad-s", 0, 0, G_OPTION_ARG_DOUBLE, &o->omega0, "Demo: initial spin of sphere i in rad/s (default 50)", "W" },
    { "normal", 0, 0, G_OPTION_ARG_STRING, &o->normal, "Demo: normal force model constant (default), hooke or hertz", "MODEL" },
    { "fn0-n", 0, 0, G_OPTION_ARG_DOUBLE, &o->fn0_n, "Demo: constant normal force F_n0 in N (default 10)", "N" },
    { "kn-n-m", 0, 0, G_OPTION_ARG_DOUBLE, &o->kn_n_m, "Demo: Hooke stiffness k_n in N/m, F_n0 = k_n delta (default 1e7)", "N/M" },
    { "estar-gpa", 0, 0, G_OPTION_ARG_DOUBLE, &o->estar_gpa, "Demo: Hertz modulus E* in GPa, F_n0 = 4/3 E* sqrt(R_eff) delta^1.5 (default 113.9)", "GPA" },
    { "overlap-m", 0, 0, G_OPTION_ARG_DOUBLE, &o->overlap_m, "Demo: overlap delta in m for hooke/hertz (default 1e-6)", "M" },
    { "duration-ms", 0, 0, G_OPTION_ARG_DOUBLE, &o->duration_ms, "Demo: simulated time in ms (default 60)", "MS" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  GOptionGroup *group = g_option_group_new(
    "rolling", "Rolling model options (SI; units in the option names):",
    "Show the rolling model and demo options", NULL, NULL);
  g_option_group_add_entries(group, entries);
  return group;
}

void
tl_cli_rolling_options_free(TlCliRollingOptions *o)
{
  g_clear_pointer(&o->normal, g_free);
  g_clear_pointer(&o->preset, g_free);
}

static gboolean
given(double v)
{
  return !isnan(v);
}

const char *
tl_cli_rolling_demo_option_given(const TlCliRollingOptions *o)
{
  if (o->wall)
    return "--wall";
  if (given(o->density))
    return "--density-kg-m3";
  if (given(o->omega0))
    return "--omega0-rad-s";
  if (o->normal)
    return "--normal";
  if (given(o->fn0_n))
    return "--fn0-n";
  if (given(o->kn_n_m))
    return "--kn-n-m";
  if (given(o->estar_gpa))
    return "--estar-gpa";
  if (given(o->overlap_m))
    return "--overlap-m";
  if (given(o->duration_ms))
    return "--duration-ms";
  return NULL;
}

static int
parse_normal_model(const char *command, const TlCliRollingOptions *o, TlRollingDemoParams *p)
{
  static const char *const names[] = { "constant", "hooke", "hertz" };
  if (o->normal) {
    size_t i;
    for (i = 0; i < G_N_ELEMENTS(names) && strcmp(o->normal, names[i]) != 0; i++)
      ;
    if (i == G_N_ELEMENTS(names))
      return tl_cli_usage_error(command, "--normal: expected constant, hooke or hertz, got '%s'",
                                o->normal);
    p->normal_model = (TlRollingNormalModel)i;
  }
  /* an option the chosen model ignores is a mistake worth saying */
  if (given(o->fn0_n) && p->normal_model != TL_ROLLING_NORMAL_CONSTANT)
    return tl_cli_usage_error(command, "--fn0-n applies to --normal constant only");
  if (given(o->kn_n_m) && p->normal_model != TL_ROLLING_NORMAL_HOOKE)
    return tl_cli_usage_error(command, "--kn-n-m applies to --normal hooke only");
  if (given(o->estar_gpa) && p->normal_model != TL_ROLLING_NORMAL_HERTZ)
    return tl_cli_usage_error(command, "--estar-gpa applies to --normal hertz only");
  if (given(o->overlap_m) && p->normal_model == TL_ROLLING_NORMAL_CONSTANT)
    return tl_cli_usage_error(command, "--overlap-m applies to --normal hooke or hertz");
  if (given(o->fn0_n))
    p->normal_load = o->fn0_n;
  if (given(o->kn_n_m))
    p->hooke_stiffness = o->kn_n_m;
  if (given(o->estar_gpa))
    p->hertz_modulus = o->estar_gpa * TL_UNIT_GPA;
  if (given(o->overlap_m))
    p->overlap = o->overlap_m;
  return TL_EXIT_OK;
}

int
tl_cli_rolling_demo_params(const char *command, const TlCliRollingOptions *o,
                           TlRollingDemoParams *out)
{
  TlRollingDemoParams p = tl_rolling_demo_params_default();
  TlError err;
  int status;

  if (o->preset) {
    TlPreset preset;
    if ((status = tl_cli_load_preset(command, o->preset, &preset)) != TL_EXIT_OK)
      return status;
    p = preset.rolling;
  }

  if (given(o->k_roll))
    p.model.k_roll = o->k_roll;
  if (given(o->gamma_roll))
    p.model.gamma_roll = o->gamma_roll;
  if (given(o->mu_roll))
    p.model.mu_roll = o->mu_roll;
  if (given(o->ri_m))
    p.radius_i = o->ri_m;
  if (given(o->rj_m)) {
    if (isinf(o->rj_m) && o->rj_m > 0.0)
      p.partner = TL_ROLLING_PARTNER_WALL;
    else
      p.radius_j = o->rj_m;
  }
  if (o->wall) {
    if (given(o->rj_m) && p.partner != TL_ROLLING_PARTNER_WALL)
      return tl_cli_usage_error(command, "give either --wall or a finite --rj-m, not both");
    p.partner = TL_ROLLING_PARTNER_WALL;
  }
  if (given(o->density))
    p.density = o->density;
  if (given(o->omega0))
    p.omega0 = o->omega0;
  if ((status = parse_normal_model(command, o, &p)) != TL_EXIT_OK)
    return status;
  if (given(o->dt_s))
    p.dt = o->dt_s;
  if (given(o->duration_ms))
    p.duration = o->duration_ms * TL_UNIT_MS;

  if (tl_rolling_demo_params_validate(&p, &err) != TL_OK)
    return tl_cli_report(command, &err);
  *out = p;
  return TL_EXIT_OK;
}
