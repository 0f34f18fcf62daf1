/* preset-contact-friction.c — the [contact_friction] section of presets: the
 * friction law inside the rolling contact (docs/theory-friction-in-contact.md
 * §2, §3), one table of keys. */
#include <glib.h>
#include <math.h>
#include <stddef.h>

#include "preset_internal.h"
#include "tribo/ranges.h"
#include "tribo/units.h"

/* The 3.75 N that make the lab's default static level Fs = 1.5 N a μs = 0.4. */
#define LAB_NORMAL_DEFAULT 3.75

TlContactFriction
tl_contact_friction_default(void)
{
  TlContactFriction c;
  const TlPolachParams dry = tl_polach_params_dry();
  /* every kind's defaults are in the one struct: choosing a kind keeps the others' */
  c.law = tl_slip_friction_default(TL_SLIP_LAW_COULOMB);
  c.from_lab = 0;
  c.lab_normal = LAB_NORMAL_DEFAULT;
  c.polach_ka = dry.k_a;
  c.polach_ks = dry.k_s;
  return c;
}

TlPolachParams
tl_contact_friction_polach(const TlContactFriction *c)
{
  TlPolachParams p = { c->law.polach_mu0, c->law.polach_a, c->law.polach_b, c->polach_ka,
                       c->polach_ks };
  return p;
}

TlStatus
tl_contact_friction_validate(const TlContactFriction *c, TlError *err)
{
  TlStatus s;
  static const TlSlipLawKind kinds[] = { TL_SLIP_LAW_EXP, TL_SLIP_LAW_STRIBECK,
                                         TL_SLIP_LAW_POLACH };
  for (size_t i = 0; i < G_N_ELEMENTS(kinds); i++) {
    TlSlipFriction f = c->law;
    f.kind = kinds[i];
    if ((s = tl_slip_friction_validate(&f, err)) != TL_OK)
      return s;
  }
  if (c->law.kind != TL_SLIP_LAW_COULOMB) {
    TlSlipFriction f = c->law;
    f.mu = 1.0; /* a Coulomb law takes the case's μ, checked with the case */
    if ((s = tl_slip_friction_validate(&f, err)) != TL_OK)
      return s;
  }
  if ((s = tl_check_range(c->lab_normal, TL_RANGE_LOAD_MIN, TL_RANGE_LOAD_MAX,
                          "normal force of the Friction laws page F_N,lab", "N", err)) != TL_OK)
    return s;
  const TlPolachParams p = tl_contact_friction_polach(c);
  return tl_polach_params_validate(&p, err);
}

TlStatus
tl_contact_friction_law(const TlContactFriction *c, double mu, const TlFrictionParams *lab,
                        TlSlipFriction *out, TlError *err)
{
  TlSlipFriction f = c->law;
  TlStatus s;
  if (c->from_lab) {
    if ((s = tl_slip_friction_from_lab(lab, c->lab_normal, &f, err)) != TL_OK)
      return s;
    f.memory = c->law.memory;
    f.memory_s0 = c->law.memory_s0;
    f.rule = c->law.rule;
  } else if (f.kind == TL_SLIP_LAW_COULOMB) {
    f.mu = mu;
  }
  if ((s = tl_slip_friction_validate(&f, err)) != TL_OK)
    return s;
  *out = f;
  return TL_OK;
}

/* ---- the section ------------------------------------------------------------------ */

static const char *const law_names[] = { "coulomb", "exp",      "rational", "linear",
                                         "stribeck", "polach", NULL };
static const char *const source_names[] = { "own", "friction", NULL };
static const char *const rule_names[] = { "cont", "low", "high", NULL };
G_STATIC_ASSERT(sizeof(TlSlipLawKind) == sizeof(int));
G_STATIC_ASSERT(sizeof(TlSlipRootRule) == sizeof(int));

#define F(field) offsetof(TlContactFriction, field)
#define D(key, field, unit, min, max) { key, TL_PRESET_KEY_DOUBLE, F(field), unit, min, max, NULL, 0 }
#define C(key, field, names) { key, TL_PRESET_KEY_CHOICE, F(field), 1.0, 0.0, 0.0, names, 0 }
#define MU(key, field) D(key, field, 1.0, TL_RANGE_SLIP_MU_MIN, TL_RANGE_SLIP_MU_MAX)
#define SPEED(key, field) D(key, field, 1.0, TL_RANGE_SLIP_SPEED_MIN, TL_RANGE_SLIP_SPEED_MAX)
static const TlPresetKey contact_friction_keys[] = {
  C("law", law.kind, law_names),
  C("source", from_lab, source_names),
  D("lab_normal_n", lab_normal, 1.0, TL_RANGE_LOAD_MIN, TL_RANGE_LOAD_MAX),
  MU("mu_kinetic", law.mu_kinetic),
  D("dmu1", law.dmu1, 1.0, 0.0, TL_RANGE_SLIP_MU_MAX),
  D("dmu2", law.dmu2, 1.0, 0.0, TL_RANGE_SLIP_MU_MAX),
  SPEED("s_half1_m_s", law.s_half1),
  SPEED("s_half2_m_s", law.s_half2),
  MU("stribeck_mu_c", law.mu_c),
  MU("stribeck_mu_s", law.mu_s),
  SPEED("stribeck_vs_m_s", law.v_s),
  D("stribeck_delta", law.delta, 1.0, 1.0, TL_RANGE_STRIBECK_DELTA_MAX),
  D("stribeck_kv_s_m", law.k_v, 1.0, 0.0, TL_RANGE_SLIP_KV_MAX),
  MU("polach_mu0", law.polach_mu0),
  D("polach_a", law.polach_a, 1.0, 0.0, 1.0),
  D("polach_b_s_m", law.polach_b, 1.0, 0.0, TL_RANGE_POLACH_B_MAX),
  D("polach_ka", polach_ka, 1.0, 0.0, 1.0),
  D("polach_ks", polach_ks, 1.0, 0.0, 1.0),
  D("memory_mm", law.memory, TL_UNIT_MM, 0.0, TL_RANGE_MEMORY_MAX),
  D("memory_s0_mm_s", law.memory_s0, TL_UNIT_MM, 0.0, TL_RANGE_MEMORY_S0_MAX),
  C("rule", law.rule, rule_names),
};
#undef SPEED
#undef MU
#undef C
#undef D
#undef F

TL_PRESET_DEFINE_KEYS(contact_friction, contact_friction_keys)
