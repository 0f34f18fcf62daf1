/* cli-friction-common.c — option groups for the friction law, the prescribed
 * motion and the stick-slip oscillator, shared by `friction`, `stickslip`,
 * their export views and the bench.
 *
 * Numbers are parsed strictly (cli_double_group): a value that is not a
 * finite number ("nan", "inf", "1.5N") is a usage error naming the option,
 * never a silent default. */
#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include "cli-friction.h"

/* ---- the law ------------------------------------------------------------------ */

#define LAW(field) offsetof(CliLawOptions, field)
static const CliDoubleOption law_doubles[] = {
  { "fc-n", LAW(fc_n), "Coulomb friction Fc = mu_c F_N (default 1)", "N", 0 },
  { "fs-n", LAW(fs_n), "Static (breakaway) friction Fs = mu_s F_N (default 1.5)", "N", 0 },
  { "vs-m-s", LAW(vs_m_s), "Stribeck velocity vs (default 0.001)", "M/S", 0 },
  { "viscous-ns-m", LAW(viscous_ns_m), "Viscous coefficient mu_v (default 0.4)", "NS/M", 0 },
  { "c1-n", LAW(c1_n), "Stribeck excess C1 for v > 0 (default Fs - Fc)", "N", 0 },
  { "c2-n", LAW(c2_n), "Stribeck excess C2 for v < 0 (default Fs - Fc)", "N", 0 },
  { "dahl-sigma-n-m", LAW(dahl_sigma_n_m), "Dahl rest stiffness sigma (default 1e5)", "N/M", 0 },
  { "dahl-alpha", LAW(dahl_alpha), "Dahl exponent alpha > 0 (default 1)", "ALPHA", 0 },
  { "sigma0-n-m", LAW(sigma0_n_m), "LuGre bristle stiffness sigma0 (default 1e5)", "N/M", 0 },
  { "sigma1-ns-m", LAW(sigma1_ns_m), "LuGre bristle damping sigma1 (default 316)", "NS/M", 0 },
  { "sigma2-ns-m", LAW(sigma2_ns_m), "LuGre viscous coefficient sigma2 (default 0.4)", "NS/M", 0 },
  { "karnopp-m-s", LAW(karnopp_m_s),
    "Half-width of the Karnopp band of the static term in simulations (default 1e-4)", "M/S", 0 },
  { "sign-eps-m-s", LAW(sign_eps_m_s), "Width eps of a regularised sign (default 1e-4)", "M/S", 0 },
};
#undef LAW

GOptionGroup *
cli_law_group(CliLawOptions *o)
{
  memset(o, 0, sizeof *o);
  const GOptionEntry others[] = {
    { "preset", 0, 0, G_OPTION_ARG_FILENAME, &o->preset,
      "Start from a preset's [friction] (and [stickslip]) section (a file or a shipped "
      "preset's name); later options override it",
      "FILE|NAME" },
    { "law", 0, 0, G_OPTION_ARG_STRING, &o->law,
      "Friction law: a name listed above (default lugre) or terms joined by '+' "
      "(coulomb, viscous, stribeck, static, dahl, lugre)", "LAW" },
    { "sign", 0, 0, G_OPTION_ARG_STRING, &o->sign,
      "sgn v of the Coulomb and Stribeck terms: exact (default; sgn 0 = 0), tanh(v/eps) or "
      "sqrt (v/sqrt(v^2+eps^2))", "MODE" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  return cli_double_group("law", "Friction law options (SI units, in the option names):",
                      "Show the friction law options", o, law_doubles, G_N_ELEMENTS(law_doubles),
                      others);
}

void
cli_law_options_free(CliLawOptions *o)
{
  g_clear_pointer(&o->preset, g_free);
  g_clear_pointer(&o->law, g_free);
  g_clear_pointer(&o->sign, g_free);
}

/* A help summary listing the named laws (g_free it). */
static char *
law_summary(void)
{
  size_t n;
  const TlFrictionLawInfo *laws = tl_friction_laws(&n);
  GString *s = g_string_new("Friction laws (--law):\n");
  for (size_t i = 0; i < n; i++)
    g_string_append_printf(s, "  %-20s %s\n", laws[i].name, laws[i].summary);
  g_string_append(
    s, "\nReading of the source paper (see docs/theory.md section 8):\n"
       "  - eqs 1, 2, 5, 10 and 11 add the static force Fs = mu_s F_N to the sliding force;\n"
       "    here the static term is a breakaway threshold: the body sticks while the\n"
       "    applied force stays below Fs, then slides with the sliding law.\n"
       "  - eqs 3-4 give the Stribeck excess C1 for v > 0 and -C2 for v < 0, so that\n"
       "    F is odd in v; C1 = C2 = Fs - Fc unless given (then asymmetric).\n"
       "  - sgn 0 = 0 (eq 9): a sliding term is 0 at rest unless the static term holds\n"
       "    the applied force there.\n"
       "  - LuGre's g(v) = Fc + C e^-(v/vs)^2 uses C1 (v > 0) and C2 (v < 0).");
  return g_string_free(s, FALSE);
}

GOptionContext *
cli_law_context(const char *parameter_string, GOptionGroup *main_group, ...)
{
  char *laws = law_summary();
  va_list ap;
  va_start(ap, main_group);
  GOptionContext *ctx = cli_context_new_valist(parameter_string, laws, main_group, ap);
  va_end(ap);
  g_free(laws);
  return ctx;
}

/* The options that set a law parameter as they are (C1, C2 default to Fs - Fc). */
#define LAW_FIELD(option, field) \
  { offsetof(CliLawOptions, option), offsetof(TlFrictionParams, field) }
static const CliGivenField law_fields[] = {
  LAW_FIELD(fc_n, fc),
  LAW_FIELD(fs_n, fs),
  LAW_FIELD(vs_m_s, vs),
  LAW_FIELD(viscous_ns_m, viscous),
  LAW_FIELD(dahl_sigma_n_m, dahl_sigma),
  LAW_FIELD(dahl_alpha, dahl_alpha),
  LAW_FIELD(sigma0_n_m, sigma0),
  LAW_FIELD(sigma1_ns_m, sigma1),
  LAW_FIELD(sigma2_ns_m, sigma2),
  LAW_FIELD(karnopp_m_s, karnopp),
  LAW_FIELD(sign_eps_m_s, sign_eps),
};
#undef LAW_FIELD

/* The law options on top of base. */
static int
law_from(const char *command, const CliLawOptions *o, TlFrictionParams p, gboolean from_preset,
         TlFrictionParams *out)
{
  TlError err;
  if (o->law && tl_friction_law_parse(o->law, &p.terms, &err) != TL_OK)
    return cli_report(command, &err);
  if (o->sign && tl_sign_mode_from_name(o->sign, &p.sign, &err) != TL_OK)
    return cli_report(command, &err);
  cli_set_given(&p, o, law_fields, G_N_ELEMENTS(law_fields));
  /* C1 = C2 = Fs − Fc unless given, or kept from a preset whose Fc, Fs stay */
  const gboolean levels_changed = !from_preset || cli_given(o->fc_n) || cli_given(o->fs_n);
  if (cli_given(o->c1_n))
    p.c1 = o->c1_n;
  else if (levels_changed)
    p.c1 = p.fs - p.fc;
  if (cli_given(o->c2_n))
    p.c2 = o->c2_n;
  else if (levels_changed)
    p.c2 = p.fs - p.fc;
  if (tl_friction_params_validate(&p, &err) != TL_OK)
    return cli_report(command, &err);
  *out = p;
  return CLI_EXIT_OK;
}

int
cli_friction_case(const char *command, const CliLawOptions *o, TlFrictionCase *out)
{
  TlFrictionCase c = tl_friction_case_default();
  int status;
  if (o->preset) {
    TlPreset preset;
    if ((status = cli_load_preset(command, o->preset, &preset)) != CLI_EXIT_OK)
      return status;
    c = preset.friction;
  }
  if ((status = law_from(command, o, c.law, o->preset != NULL, &c.law)) != CLI_EXIT_OK)
    return status;
  *out = c;
  return CLI_EXIT_OK;
}

int
cli_law_params(const char *command, const CliLawOptions *o, TlFrictionParams *out)
{
  TlFrictionCase c;
  const int status = cli_friction_case(command, o, &c);
  if (status == CLI_EXIT_OK)
    *out = c.law;
  return status;
}

/* ---- the prescribed motion --------------------------------------------------- */

#define MOT(field) offsetof(CliMotionOptions, field)
static const CliDoubleOption motion_doubles[] = {
  { "duration-s", MOT(duration_s), "Length of the motion (default 2: t from 0 to 2 s)",
    "S", CLI_DOUBLE_TIME },
  { "amplitude-m", MOT(amplitude_m), "sine: amplitude A of x = A sin(2 pi f t) (default 2e-5)",
    "M", 0 },
  { "frequency-hz", MOT(frequency_hz), "sine: frequency f (default 1)", "HZ", 0 },
  { "velocity-m-s", MOT(velocity_m_s), "constant: the velocity (default 0.01)", "M/S", 0 },
};
#undef MOT

#define MOTION_FIELD(option, field) \
  { offsetof(CliMotionOptions, option), offsetof(TlMotionParams, field) }
static const CliGivenField motion_fields[] = {
  MOTION_FIELD(duration_s, duration),
  MOTION_FIELD(amplitude_m, amplitude),
  MOTION_FIELD(frequency_hz, frequency),
  MOTION_FIELD(velocity_m_s, velocity),
};
#undef MOTION_FIELD

GOptionGroup *
cli_motion_group(CliMotionOptions *o)
{
  memset(o, 0, sizeof *o);
  const GOptionEntry others[] = {
    { "motion", 0, 0, G_OPTION_ARG_STRING, &o->motion,
      "Prescribed motion: ramp (speeding up from rest, v = t(t+1), x = t^3/3 + t^2/2; "
      "default), sine (x = A sin 2 pi f t) or constant", "KIND" },
    { "integrate-dahl", 0, 0, G_OPTION_ARG_NONE, &o->integrate_dahl,
      "Integrate Dahl's ODE (msbdf) instead of its closed form", NULL },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  return cli_double_group("motion", "Prescribed motion options (with --vs-displacement):",
                      "Show the prescribed motion options", o, motion_doubles,
                      G_N_ELEMENTS(motion_doubles), others);
}

void
cli_motion_options_free(CliMotionOptions *o)
{
  g_clear_pointer(&o->motion, g_free);
}

int
cli_motion_params(const char *command, const CliMotionOptions *o, TlMotionKind fallback,
                     const TlFrictionCase *base, TlMotionParams *out)
{
  TlMotionKind kind = fallback;
  TlError err;
  /* preset files call the ramp "seed"; on the command line that name is
   * an old alias of "ramp" */
  if (o->motion && strcmp(o->motion, "seed") == 0)
    cli_note_deprecated("--motion seed", "--motion ramp");
  if (o->motion && tl_motion_kind_from_name(o->motion, &kind, &err) != TL_OK)
    return cli_report(command, &err);
  TlMotionParams m = base && kind == TL_MOTION_SEED   ? base->seed
                     : base && kind == TL_MOTION_SINE ? base->sine
                                                      : tl_motion_params_default(kind);
  cli_set_given(&m, o, motion_fields, G_N_ELEMENTS(motion_fields));
  if (o->points)
    m.points = o->points;
  m.integrate = o->integrate_dahl;
  if (tl_motion_params_validate(&m, &err) != TL_OK)
    return cli_report(command, &err);
  *out = m;
  return CLI_EXIT_OK;
}

/* ---- the oscillator ----------------------------------------------------------- */

#define SS(field) offsetof(CliStickSlipOptions, field)
static const CliDoubleOption stickslip_doubles[] = {
  { "mass-kg", SS(mass_kg), "Mass m (default 1)", "KG", 0 },
  { "stiffness-n-m", SS(stiffness_n_m), "Spring stiffness k (default 2)", "N/M", 0 },
  { "belt-m-s", SS(belt_m_s), "Belt (spring drive) speed v_p (default 0.1)", "M/S", 0 },
  { "dt-s", SS(dt_s),
    "rk4: the fixed step; rkf45, msbdf: the output interval (default 0.001)", "S",
    CLI_DOUBLE_TIME },
  { "duration-s", SS(duration_s), "Simulated time (default 20)", "S", CLI_DOUBLE_TIME },
  { "rel-tol", SS(rel_tol),
    "Relative tolerance of rkf45/msbdf, and the error check of rk4 (default 1e-6)",
    "TOL", 0 },
  { "abs-tol", SS(abs_tol), "Absolute tolerance of x, v and the friction state as a force "
                            "(default 1e-9)", "TOL", 0 },
  { "stick-velocity-m-s", SS(stick_velocity_m_s),
    "|v| above which the mass counts as slipping (sticks again below half; default 1e-3; "
    "keep it well below the belt speed)",
    "M/S", 0 },
};
#undef SS

#define SS_FIELD(option, field) \
  { offsetof(CliStickSlipOptions, option), offsetof(TlStickSlipParams, field) }
static const CliGivenField stickslip_fields[] = {
  SS_FIELD(mass_kg, mass),
  SS_FIELD(stiffness_n_m, stiffness),
  SS_FIELD(belt_m_s, belt_speed),
  SS_FIELD(dt_s, dt),
  SS_FIELD(duration_s, duration),
  SS_FIELD(rel_tol, rel_tol),
  SS_FIELD(abs_tol, abs_tol),
  SS_FIELD(stick_velocity_m_s, stick_velocity),
};
#undef SS_FIELD

GOptionGroup *
cli_stickslip_group(CliStickSlipOptions *o)
{
  memset(o, 0, sizeof *o);
  const GOptionEntry others[] = {
    { "integrator", 0, 0, G_OPTION_ARG_STRING, &o->integrator,
      "rk4 (fixed step), rkf45 (adaptive explicit) or msbdf (adaptive implicit BDF "
      "with the analytic Jacobian; default)", "NAME" },
    { "max-steps", 0, 0, G_OPTION_ARG_STRING, &o->max_steps,
      "Integrator steps allowed before a stiff run stops with a message (default 1000000; "
      "the default run takes about 23000)", "N" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  return cli_double_group("oscillator",
                      "Stick-slip oscillator options (m x'' = k (v_p t - x) - F(x', z)):",
                      "Show the oscillator options", o, stickslip_doubles,
                      G_N_ELEMENTS(stickslip_doubles), others);
}

void
cli_stickslip_options_free(CliStickSlipOptions *o)
{
  cli_law_options_free(&o->law);
  g_clear_pointer(&o->integrator, g_free);
  g_clear_pointer(&o->max_steps, g_free);
}

int
cli_stickslip_params(const char *command, const CliStickSlipOptions *o,
                        TlStickSlipParams *out)
{
  TlStickSlipParams p = tl_stickslip_params_default();
  TlError err;
  int status;
  if (o->law.preset) {
    TlPreset preset; /* the preset's oscillator and law, then the options */
    if ((status = cli_load_preset(command, o->law.preset, &preset)) != CLI_EXIT_OK ||
        (status = law_from(command, &o->law, preset.friction.law, TRUE, &p.friction)) !=
          CLI_EXIT_OK)
      return status;
    const TlFrictionParams law = p.friction;
    p = preset.stickslip;
    p.friction = law;
  } else if ((status = cli_law_params(command, &o->law, &p.friction)) != CLI_EXIT_OK) {
    return status;
  }
  if (o->integrator && tl_integrator_from_name(o->integrator, &p.integrator, &err) != TL_OK)
    return cli_report(command, &err);
  cli_set_given(&p, o, stickslip_fields, G_N_ELEMENTS(stickslip_fields));
  if (tl_stickslip_params_validate(&p, &err) != TL_OK)
    return cli_report(command, &err);
  *out = p;
  return CLI_EXIT_OK;
}

void
cli_stickslip_warn(const char *command, const TlStickSlipParams *p, const TlStickSlipSummary *s)
{
  if (s->warnings & TL_STICKSLIP_WARN_STEP)
    cli_warning(command,
                   "the rk4 step %g s exceeds the stability limit %.3g s set by the stiffness "
                   "%.4g 1/s of this law: the result is wrong; use --dt-s %g or --integrator "
                   "msbdf",
                   p->dt, s->dt_limit, s->stiffness, s->dt_suggested);
  if (s->warnings & TL_STICKSLIP_WARN_ERROR)
    cli_warning(command,
                   "%ld of %ld rk4 steps exceeded the error tolerance (relative %g, absolute %g; "
                   "largest error %.3g times the tolerance)",
                   s->error_steps, s->steps, p->rel_tol, p->abs_tol, s->max_error_ratio);
  if (s->warnings & TL_STICKSLIP_WARN_JUMP)
    cli_warning(command, "the friction force jumps at v = 0 and nothing holds the mass there: "
                            "add the static term or use --sign tanh");
}
