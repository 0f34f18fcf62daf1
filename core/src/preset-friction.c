/* preset-friction.c — the [friction] and [stickslip] sections of presets: a
 * friction law with the motions it is shown along, and the stick-slip
 * oscillator that runs with the same law. */
#include <math.h>
#include <stddef.h>
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

static const char *const friction_keys[] = {
  "law", "sign", "fc_n", "fs_n", "vs_m_s", "viscous_ns_m", "c1_n", "c2_n", "dahl_sigma_n_m",
  "dahl_alpha", "sigma0_n_m", "sigma1_ns_m", "sigma2_ns_m", "karnopp_m_s", "sign_eps_m_s",
  "seed_duration_s", "seed_points", "sine_amplitude_um", "sine_frequency_hz", "sine_duration_s",
  "sine_points", NULL,
};

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

/* A sample count: an integer from 2 to TL_MOTION_MAX_POINTS. */
static TlStatus
read_points(TlPresetReader *r, const char *g, const char *key, int *out)
{
  double v = *out;
  TlStatus s = tl_preset_read_double(r, g, key, &v, 0);
  if (s != TL_OK)
    return s;
  if (v != floor(v) || v < 2 || v > TL_MOTION_MAX_POINTS) {
    char *value = g_key_file_get_value(r->kf, g, key, NULL);
    char fmt[80];
    g_snprintf(fmt, sizeof fmt, "'%%s': must be a whole number from 2 to %d",
               TL_MOTION_MAX_POINTS);
    s = tl_preset_bad_value(r, g, key, fmt, g_strstrip(value));
    g_free(value);
    return s;
  }
  *out = (int)v;
  return TL_OK;
}

TlStatus
tl_preset_read_friction(TlPresetReader *r, TlFrictionCase *c)
{
  const char *g = "friction";
  if (!g_key_file_has_group(r->kf, g))
    return TL_OK;
  tl_preset_warn_unknown_keys(r, g, friction_keys);
  TlFrictionParams *p = &c->law;
  const char *const sign_names[] = { tl_sign_mode_name(TL_SIGN_EXACT),
                                     tl_sign_mode_name(TL_SIGN_TANH),
                                     tl_sign_mode_name(TL_SIGN_SQRT), NULL };
  int sign = (int)p->sign;
  /* C1 and C2 follow Fs − Fc unless the preset sets them (as on the CLI) */
  double c1 = NAN, c2 = NAN, amplitude = c->sine.amplitude / TL_UNIT_UM;
  TlStatus s;
  if ((s = read_law(r, g, &p->terms)) != TL_OK ||
      (s = tl_preset_read_choice(r, g, "sign", sign_names, &sign)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "fc_n", &p->fc, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "fs_n", &p->fs, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "vs_m_s", &p->vs, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "viscous_ns_m", &p->viscous, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "c1_n", &c1, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "c2_n", &c2, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "dahl_sigma_n_m", &p->dahl_sigma, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "dahl_alpha", &p->dahl_alpha, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "sigma0_n_m", &p->sigma0, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "sigma1_ns_m", &p->sigma1, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "sigma2_ns_m", &p->sigma2, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "karnopp_m_s", &p->karnopp, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "sign_eps_m_s", &p->sign_eps, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "seed_duration_s", &c->seed.duration, 0)) != TL_OK ||
      (s = read_points(r, g, "seed_points", &c->seed.points)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "sine_amplitude_um", &amplitude, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "sine_frequency_hz", &c->sine.frequency, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "sine_duration_s", &c->sine.duration, 0)) != TL_OK ||
      (s = read_points(r, g, "sine_points", &c->sine.points)) != TL_OK)
    return s;
  p->sign = (TlSignMode)sign;
  p->c1 = isnan(c1) ? p->fs - p->fc : c1;
  p->c2 = isnan(c2) ? p->fs - p->fc : c2;
  c->sine.amplitude = amplitude * TL_UNIT_UM;
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
  g_key_file_set_value(kf, g, "sign", tl_sign_mode_name(p->sign));
  tl_preset_set_double(kf, g, "fc_n", p->fc);
  tl_preset_set_double(kf, g, "fs_n", p->fs);
  tl_preset_set_double(kf, g, "vs_m_s", p->vs);
  tl_preset_set_double(kf, g, "viscous_ns_m", p->viscous);
  tl_preset_set_double(kf, g, "c1_n", p->c1);
  tl_preset_set_double(kf, g, "c2_n", p->c2);
  tl_preset_set_double(kf, g, "dahl_sigma_n_m", p->dahl_sigma);
  tl_preset_set_double(kf, g, "dahl_alpha", p->dahl_alpha);
  tl_preset_set_double(kf, g, "sigma0_n_m", p->sigma0);
  tl_preset_set_double(kf, g, "sigma1_ns_m", p->sigma1);
  tl_preset_set_double(kf, g, "sigma2_ns_m", p->sigma2);
  tl_preset_set_double(kf, g, "karnopp_m_s", p->karnopp);
  tl_preset_set_double(kf, g, "sign_eps_m_s", p->sign_eps);
  tl_preset_set_double(kf, g, "seed_duration_s", c->seed.duration);
  g_key_file_set_integer(kf, g, "seed_points", c->seed.points);
  tl_preset_set_double(kf, g, "sine_amplitude_um", c->sine.amplitude / TL_UNIT_UM);
  tl_preset_set_double(kf, g, "sine_frequency_hz", c->sine.frequency);
  tl_preset_set_double(kf, g, "sine_duration_s", c->sine.duration);
  g_key_file_set_integer(kf, g, "sine_points", c->sine.points);
}

/* ---- [stickslip] ----------------------------------------------------------- */

static const char *const integrator_names[] = { "rk4", "rkf45", "msbdf", NULL };
G_STATIC_ASSERT(sizeof(TlIntegrator) == sizeof(int));

#define F(field) offsetof(TlStickSlipParams, field)
#define D(key, field, min, max) { key, TL_PRESET_KEY_DOUBLE, F(field), 1.0, min, max, NULL }
static const TlPresetKey stickslip_keys[] = {
  D("mass_kg", mass, TL_RANGE_MASS_MIN, TL_RANGE_MASS_MAX),
  D("stiffness_n_m", stiffness, TL_RANGE_STIFFNESS_MIN, TL_RANGE_STIFFNESS_MAX),
  D("belt_m_s", belt_speed, -TL_RANGE_VELOCITY_MAX, TL_RANGE_VELOCITY_MAX),
  { "integrator", TL_PRESET_KEY_CHOICE, F(integrator), 1.0, 0.0, 0.0, integrator_names },
  D("dt_s", dt, TL_RANGE_DT_MIN, TL_RANGE_TIME_MAX),
  D("duration_s", duration, TL_RANGE_DT_MIN, TL_RANGE_TIME_MAX),
  D("rel_tol", rel_tol, 1e-14, 0.1),
  D("abs_tol", abs_tol, 1e-18, 1.0),
  D("stick_velocity_m_s", stick_velocity, TL_RANGE_SMALL_VELOCITY_MIN, TL_RANGE_VELOCITY_MAX),
};
#undef D
#undef F

const TlPresetKey *
tl_preset_stickslip_keys(size_t *n)
{
  *n = G_N_ELEMENTS(stickslip_keys);
  return stickslip_keys;
}

TlStatus
tl_preset_read_stickslip(TlPresetReader *r, TlStickSlipParams *p)
{
  const char *g = "stickslip";
  if (!g_key_file_has_group(r->kf, g))
    return TL_OK;
  tl_preset_warn_unknown_table(r, g, stickslip_keys, G_N_ELEMENTS(stickslip_keys), NULL);
  TlStickSlipParams candidate = *p; /* a failed read leaves p as it was */
  TlStatus s =
    tl_preset_read_table(r, g, stickslip_keys, G_N_ELEMENTS(stickslip_keys), &candidate);
  if (s == TL_OK)
    *p = candidate;
  return s;
}

void
tl_preset_write_stickslip(GKeyFile *kf, const TlStickSlipParams *p)
{
  const char *g = "stickslip";
  tl_preset_write_table(kf, g, stickslip_keys, G_N_ELEMENTS(stickslip_keys), p);
  g_key_file_set_comment(kf, g, NULL, " The oscillator runs with the law of [friction].", NULL);
}
