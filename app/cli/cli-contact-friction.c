/* cli-contact-friction.c — the friction-law options of the contact commands
 * (steady): --friction-law and its parameters, and Polach's model. */
#include "cli.h"
#include "tribo/units.h"

#define LO(field) offsetof(CliFrictionLawOptions, field)
static const CliDoubleOption law_doubles[] = {
  { "mu-static", LO(mu_static), "Friction at rest mu_s = mu(0) (exp, rational, linear, stribeck; default 0.4)", "MU", 0 },
  { "mu-kinetic", LO(mu_kinetic), "Kinetic friction mu_k at high slip speed (default 0.2)", "MU", 0 },
  { "s-half-m-s", LO(s_half), "Slip speed at which the first falling term has halved (default 0.1)", "M/S", 0 },
  { "dmu2", LO(dmu2), "Height of a second falling term (default 0; the first is mu_s - mu_k - dmu2)", "DMU", 0 },
  { "s-half2-m-s", LO(s_half2), "Half-value slip speed of the second term (default 0.1)", "M/S", 0 },
  { "memory-m", LO(memory), "Friction memory: sliding distance d_c over which mu relaxes (default 0: none)", "M", 0 },
  { "memory-s0-m-s", LO(memory_s0), "Recovery slip speed s0 of the memory in stick (default 0.001)", "M/S", 0 },
  { "stribeck-vs-m-s", LO(stribeck_vs), "Stribeck velocity v_s (stribeck; default 0.1)", "M/S", 0 },
  { "stribeck-delta", LO(stribeck_delta), "Stribeck exponent delta >= 1 (stribeck; default 2)", "D", 0 },
  { "viscous-s-m", LO(viscous), "Viscous slope k_v of mu (stribeck; default 0)", "S/M", 0 },
  { "polach-mu0", LO(polach_mu0), "Polach's mu0 (polach; default of --polach-set)", "MU", 0 },
  { "polach-a", LO(polach_a), "Polach's A = mu_inf/mu0", "A", 0 },
  { "polach-b-s-m", LO(polach_b), "Polach's B, the decrease with slip speed", "S/M", 0 },
  { "polach-ka", LO(polach_ka), "Polach's reduction kA in the adhesion area (--model polach)", "K", 0 },
  { "polach-ks", LO(polach_ks), "Polach's reduction kS in the slip area (--model polach)", "K", 0 },
};
#undef LO

GOptionGroup *
cli_friction_law_group(CliFrictionLawOptions *o)
{
  memset(o, 0, sizeof *o);
  const GOptionEntry others[] = {
    { "friction-law", 0, 0, G_OPTION_ARG_STRING, &o->law, "Friction inside the contact: coulomb (default, --mu), exp, rational, linear, stribeck or polach", "LAW" },
    { "polach-set", 0, 0, G_OPTION_ARG_STRING, &o->polach_set, "Polach's parameter set: dry (default) or wet", "SET" },
    { "slip-branch", 0, 0, G_OPTION_ARG_STRING, &o->rule, "Which slip state a cell takes when several exist: cont (default), low or high", "RULE" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  return cli_double_group("friction-law", "Friction-law options (slip-speed-dependent friction):",
                             "Show the friction-law options", o, law_doubles,
                             G_N_ELEMENTS(law_doubles), others);
}

void
cli_friction_law_options_free(CliFrictionLawOptions *o)
{
  g_free(o->law);
  g_free(o->polach_set);
  g_free(o->rule);
}

/* Which of the law's own options were given (for the usage checks): Polach's
 * (--polach-*) or the others. */
static gboolean
polach_given(const CliFrictionLawOptions *o)
{
  return cli_given(o->polach_mu0) || cli_given(o->polach_a) || cli_given(o->polach_b) ||
         cli_given(o->polach_ka) || cli_given(o->polach_ks) || o->polach_set != NULL;
}

static gboolean
law_given(const CliFrictionLawOptions *o)
{
  const double *v[] = { &o->mu_static, &o->mu_kinetic, &o->s_half, &o->dmu2, &o->s_half2,
                        &o->memory, &o->memory_s0, &o->stribeck_vs, &o->stribeck_delta,
                        &o->viscous };
  for (guint i = 0; i < G_N_ELEMENTS(v); i++)
    if (cli_given(*v[i]))
      return TRUE;
  return o->rule != NULL;
}

static double
given_or(double v, double fallback)
{
  return cli_given(v) ? v : fallback;
}

int
cli_polach_params(const char *command, const CliFrictionLawOptions *o,
                     const TlPolachParams *base, TlPolachParams *out)
{
  TlError err;
  TlPolachParams pp = base ? *base : tl_polach_params_dry();
  if (o->polach_set && tl_polach_params_from_name(o->polach_set, &pp, &err) != TL_OK)
    return cli_usage_error(command, "--polach-set: %s", err.message);
  pp.mu0 = given_or(o->polach_mu0, pp.mu0);
  pp.a = given_or(o->polach_a, pp.a);
  pp.b = given_or(o->polach_b, pp.b);
  pp.k_a = given_or(o->polach_ka, pp.k_a);
  pp.k_s = given_or(o->polach_ks, pp.k_s);
  if (tl_polach_params_validate(&pp, &err) != TL_OK)
    return cli_usage_error(command, "Polach's parameters (--polach-*): %s", err.message);
  *out = pp;
  return CLI_EXIT_OK;
}

int
cli_friction_law(const char *command, const CliFrictionLawOptions *o, double mu,
                    gboolean mu_given, gboolean polach_model, TlSlipFriction *out)
{
  TlError err;
  TlSlipLawKind kind = TL_SLIP_LAW_COULOMB;
  if (!o->law) {
    /* Polach's model reads its own --polach-* options */
    if (law_given(o) || (!polach_model && polach_given(o)))
      return cli_usage_error(command, "the friction-law options need --friction-law LAW "
                                         "(exp, rational, linear, stribeck or polach)");
  } else if (tl_slip_law_from_name(o->law, &kind, &err) != TL_OK) {
    return cli_usage_error(command, "--friction-law: %s", err.message);
  }
  TlSlipFriction f = tl_slip_friction_default(kind);
  if (kind == TL_SLIP_LAW_COULOMB) {
    if (o->law && (law_given(o) || polach_given(o)))
      return cli_usage_error(command, "--friction-law coulomb takes --mu only");
    f.mu = mu;
    *out = f;
    return CLI_EXIT_OK;
  }
  /* each level and speed by the option's own name, before the law's checks */
  const struct {
    const char *name;
    double value;
    gboolean zero_ok;
  } signs[] = {
    { "--mu-static", o->mu_static, FALSE }, { "--mu-kinetic", o->mu_kinetic, FALSE },
    { "--s-half-m-s", o->s_half, FALSE },   { "--s-half2-m-s", o->s_half2, FALSE },
    { "--dmu2", o->dmu2, TRUE },            { "--memory-m", o->memory, TRUE },
    { "--memory-s0-m-s", o->memory_s0, TRUE }, { "--stribeck-vs-m-s", o->stribeck_vs, FALSE },
    { "--viscous-s-m", o->viscous, TRUE },  { "--polach-mu0", o->polach_mu0, FALSE },
    { "--polach-b-s-m", o->polach_b, TRUE },
  };
  for (guint i = 0; i < G_N_ELEMENTS(signs); i++)
    if (cli_given(signs[i].value) &&
        (signs[i].zero_ok ? !(signs[i].value >= 0.0) : !(signs[i].value > 0.0)))
      return cli_usage_error(command, "%s must be %s (got %g)", signs[i].name,
                                signs[i].zero_ok ? "zero or positive" : "positive",
                                signs[i].value);
  if (mu_given)
    return cli_usage_error(command,
                              "--mu is the Coulomb coefficient: with --friction-law %s give "
                              "the law's own levels (--mu-static, --mu-kinetic, --polach-mu0)",
                              o->law);
  if (o->rule && tl_slip_root_rule_from_name(o->rule, &f.rule, &err) != TL_OK)
    return cli_usage_error(command, "--slip-branch: %s", err.message);
  f.memory = given_or(o->memory, f.memory);
  f.memory_s0 = given_or(o->memory_s0, f.memory_s0);
  if (kind == TL_SLIP_LAW_POLACH) {
    TlPolachParams pp;
    int status = cli_polach_params(command, o, NULL, &pp);
    if (status != CLI_EXIT_OK)
      return status;
    if (cli_given(o->mu_static) || cli_given(o->mu_kinetic) || cli_given(o->s_half))
      return cli_usage_error(command, "--friction-law polach takes --polach-mu0, --polach-a "
                                         "and --polach-b-s-m, not --mu-static/--mu-kinetic/"
                                         "--s-half-m-s");
    f.polach_mu0 = pp.mu0;
    f.polach_a = pp.a;
    f.polach_b = pp.b;
  } else if (kind == TL_SLIP_LAW_STRIBECK) {
    f.mu_s = given_or(o->mu_static, f.mu_s);
    f.mu_c = given_or(o->mu_kinetic, f.mu_c);
    f.v_s = given_or(o->stribeck_vs, f.v_s);
    f.delta = given_or(o->stribeck_delta, f.delta);
    f.k_v = given_or(o->viscous, f.k_v);
  } else {
    const double mu_s = given_or(o->mu_static, 0.4);
    f.mu_kinetic = given_or(o->mu_kinetic, 0.2);
    f.dmu2 = given_or(o->dmu2, 0.0);
    f.s_half1 = given_or(o->s_half, f.s_half1);
    f.s_half2 = given_or(o->s_half2, f.s_half2);
    f.dmu1 = mu_s - f.mu_kinetic - f.dmu2;
    if (f.dmu1 < 0.0)
      return cli_usage_error(command,
                                "--mu-static (%g) must be at least --mu-kinetic + --dmu2 (%g)",
                                mu_s, f.mu_kinetic + f.dmu2);
  }
  if (tl_slip_friction_validate(&f, &err) != TL_OK)
    return cli_usage_error(command, "--friction-law %s: %s", o->law, err.message);
  *out = f;
  return CLI_EXIT_OK;
}
