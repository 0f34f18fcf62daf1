/* preset-friction.c — the [friction] and [stickslip] sections of presets: a
 * friction law with the motions it is shown along, and the stick-slip
 * oscillator that runs with the same law. */
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "preset_internal.h"
#include "tribo/ranges.h"
#include "tribo/units.h"

TlFrictionCase
tl_friction_case_default(void)
{
  TlFrictionCase c;
  c.law = tl_friction_params_default();
  c.seed = tl_motion_params_default(TL_MOTION_SEED);
  c.sine = tl_motion_params_default(TL_MOTION_SINE);
  return c;
}

TlStatus
tl_friction_case_validate(const TlFrictionCase *c, TlError *err)
{
  TlStatus s;
  if ((s = tl_friction_params_validate(&c->law, err)) != TL_OK)
    return s;
  if (c->seed.kind != TL_MOTION_SEED || c->sine.kind != TL_MOTION_SINE)
    return tl_error_set(err, TL_EINVAL, "the friction case needs a seed motion and a sine motion");
  if ((s = tl_motion_params_validate(&c->seed, err)) != TL_OK) {
    tl_error_prefix(err, "seed motion: ");
    return s;
  }
  if ((s = tl_motion_params_validate(&c->sine, err)) != TL_OK) {
    tl_error_prefix(err, "sine motion: ");
    return s;
  }
  return TL_OK;
}

/* ---- [friction] ------------------------------------------------------------ */

static const char *const sign_names[] = { "exact", "tanh", "sqrt", NULL };
G_STATIC_ASSERT(sizeof(TlSignMode) == sizeof(int));

#define F(field) offsetof(TlFrictionCase, field)
#define D(key, field, unit, min, max) { key, TL_PRESET_KEY_DOUBLE, F(field), unit, min, max, NULL, 0 }
#define N(key, field) { key, TL_PRESET_KEY_INT, F(field), 1.0, 2.0, TL_MOTION_MAX_POINTS, NULL, 0 }
/* The law's name and C1, C2 (which follow Fs - Fc unless given) are read
 * by code around the table. */
static const TlPresetKey friction_keys[] = {
  { "sign", TL_PRESET_KEY_CHOICE, F(law.sign), 1.0, 0.0, 0.0, sign_names, 0 },
  D("fc_n", law.fc, 1.0, TL_RANGE_FORCE_MIN, TL_RANGE_FORCE_MAX),
  D("fs_n", law.fs, 1.0, TL_RANGE_FORCE_MIN, TL_RANGE_FORCE_MAX),
  D("vs_m_s", law.vs, 1.0, TL_RANGE_SMALL_VELOCITY_MIN, TL_RANGE_VELOCITY_MAX),
  D("viscous_ns_m", law.viscous, 1.0, 0.0, TL_RANGE_DAMPING_MAX),
  D("dahl_sigma_n_m", law.dahl_sigma, 1.0, TL_RANGE_STIFFNESS_MIN, TL_RANGE_STIFFNESS_MAX),
  /* alpha > 0: the validator refuses 0 */
  D("dahl_alpha", law.dahl_alpha, 1.0, 0.0, TL_DAHL_ALPHA_MAX),
  D("sigma0_n_m", law.sigma0, 1.0, TL_RANGE_STIFFNESS_MIN, TL_RANGE_STIFFNESS_MAX),
  D("sigma1_ns_m", law.sigma1, 1.0, 0.0, TL_RANGE_DAMPING_MAX),
  D("sigma2_ns_m", law.sigma2, 1.0, 0.0, TL_RANGE_DAMPING_MAX),
  D("karnopp_m_s", law.karnopp, 1.0, TL_RANGE_SMALL_VELOCITY_MIN, TL_RANGE_VELOCITY_MAX),
  D("sign_eps_m_s", law.sign_eps, 1.0, TL_RANGE_SMALL_VELOCITY_MIN, TL_RANGE_VELOCITY_MAX),
  D("seed_duration_s", seed.duration, 1.0, TL_RANGE_DT_MIN, TL_RANGE_TIME_MAX),
  N("seed_points", seed.points),
  D("sine_amplitude_um", sine.amplitude, TL_UNIT_UM, TL_RANGE_LENGTH_MIN, TL_RANGE_LENGTH_MAX),
  D("sine_frequency_hz", sine.frequency, 1.0, TL_RANGE_FREQ_MIN, TL_RANGE_FREQ_MAX),
  D("sine_duration_s", sine.duration, 1.0, TL_RANGE_DT_MIN, TL_RANGE_TIME_MAX),
  N("sine_points", sine.points),
};
#undef N
#undef D
#undef F
static const char *const friction_code_keys[] = { "law", "c1_n", "c2_n", NULL };

TL_PRESET_DEFINE_KEYS(friction, friction_keys)

static TlStatus
read_law(TlPresetReader *r, const char *g, unsigned *terms)
{
  char *raw = g_key_file_get_value(r->kf, g, "law", NULL);
  if (!raw)
    return TL_OK;
  char *value = g_strstrip(raw);
  TlStatus s = tl_friction_law_parse(value, terms, NULL);
  if (s != TL_OK)
    s = tl_preset_bad_value(r, g, "law",
                            "'%s' is neither a law (lugre, stribeck, eq7, …) nor terms joined "
                            "by '+' (coulomb, viscous, stribeck, static, dahl, lugre)",
                            value);
  g_free(raw);
  return s;
}

TlStatus
tl_preset_read_friction(TlPresetReader *r, TlFrictionCase *c)
{
  const char *g = "friction";
  if (!tl_preset_section_begin(r, g, friction_keys, G_N_ELEMENTS(friction_keys),
                               friction_code_keys))
    return TL_OK;
  TlFrictionCase candidate = *c; /* a failed read leaves c as it was */
  TlFrictionParams *p = &candidate.law;
  /* C1 and C2 follow Fs - Fc unless the preset sets them (as on the CLI) */
  double c1 = NAN, c2 = NAN;
  const double f1 = TL_RANGE_FORCE_MAX;
  TlStatus s;
  if ((s = read_law(r, g, &p->terms)) != TL_OK ||
      (s = tl_preset_read_table(r, g, friction_keys, G_N_ELEMENTS(friction_keys), &candidate)) !=
        TL_OK ||
      (s = tl_preset_read_double(r, g, "c1_n", &c1, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "c2_n", &c2, 0)) != TL_OK)
    return s;
  if ((!isnan(c1) && !(fabs(c1) <= f1)) || (!isnan(c2) && !(fabs(c2) <= f1))) {
    const char *key = !isnan(c1) && !(fabs(c1) <= f1) ? "c1_n" : "c2_n";
    char *raw = g_key_file_get_value(r->kf, g, key, NULL);
    char fmt[80];
    snprintf(fmt, sizeof fmt, "'%%s' must lie between %g and %g", -f1, f1);
    s = tl_preset_bad_value(r, g, key, fmt, raw ? g_strstrip(raw) : "");
    g_free(raw);
    return s;
  }
  p->c1 = isnan(c1) ? p->fs - p->fc : c1;
  p->c2 = isnan(c2) ? p->fs - p->fc : c2;
  *c = candidate;
  return TL_OK;
}

void
tl_preset_write_friction(GKeyFile *kf, const TlFrictionCase *c)
{
  const char *g = "friction";
  const TlFrictionParams *p = &c->law;
  const char *name = tl_friction_law_name(p->terms);
  char terms[160];
  tl_friction_terms_string(p->terms, terms, sizeof terms);
  g_key_file_set_value(kf, g, "law", name ? name : terms);
  tl_preset_write_table(kf, g, friction_keys, G_N_ELEMENTS(friction_keys), c);
  tl_preset_set_double(kf, g, "c1_n", p->c1);
  tl_preset_set_double(kf, g, "c2_n", p->c2);
}

/* ---- [stickslip] ----------------------------------------------------------- */

static const char *const integrator_names[] = { "rk4", "rkf45", "msbdf", NULL };
G_STATIC_ASSERT(sizeof(TlIntegrator) == sizeof(int));

#define F(field) offsetof(TlStickSlipParams, field)
#define D(key, field, min, max) { key, TL_PRESET_KEY_DOUBLE, F(field), 1.0, min, max, NULL, 0 }
static const TlPresetKey stickslip_keys[] = {
  D("mass_kg", mass, TL_RANGE_MASS_MIN, TL_RANGE_MASS_MAX),
  D("stiffness_n_m", stiffness, TL_RANGE_STIFFNESS_MIN, TL_RANGE_STIFFNESS_MAX),
  D("belt_m_s", belt_speed, -TL_RANGE_VELOCITY_MAX, TL_RANGE_VELOCITY_MAX),
  { "integrator", TL_PRESET_KEY_CHOICE, F(integrator), 1.0, 0.0, 0.0, integrator_names, 0 },
  D("dt_s", dt, TL_RANGE_DT_MIN, TL_RANGE_TIME_MAX),
  D("duration_s", duration, TL_RANGE_DT_MIN, TL_RANGE_TIME_MAX),
  D("rel_tol", rel_tol, 1e-14, 0.1),
  D("abs_tol", abs_tol, 1e-18, 1.0),
  D("stick_velocity_m_s", stick_velocity, TL_RANGE_SMALL_VELOCITY_MIN, TL_RANGE_VELOCITY_MAX),
};
#undef D
#undef F

TL_PRESET_DEFINE_KEYS(stickslip, stickslip_keys)

void
tl_preset_write_stickslip(GKeyFile *kf, const TlStickSlipParams *p)
{
  const char *g = "stickslip";
  tl_preset_write_table(kf, g, stickslip_keys, G_N_ELEMENTS(stickslip_keys), p);
  g_key_file_set_comment(kf, g, NULL, " The oscillator runs with the law of [friction].", NULL);
}
