/* preset-rolling.c — the [rolling] section of presets: the two-sphere
 * rolling-resistance demo. */
#include <math.h>

#include "preset_internal.h"
#include "tribo/units.h"

static const char *const rolling_keys[] = {
  "k_roll_n_m", "gamma_roll_ns_m", "mu_roll", "partner", "ri_mm", "rj_mm", "density_kg_m3",
  "omega0_rad_s", "normal", "fn0_n", "kn_n_m", "estar_gpa", "overlap_um", "dt_us",
  "duration_ms", NULL,
};
static const char *const partner_names[] = { "sphere", "wall", NULL };
static const char *const normal_names[] = { "constant", "hooke", "hertz", NULL };

TlStatus
tl_preset_read_rolling(TlPresetReader *r, TlRollingDemoParams *d)
{
  const char *g = "rolling";
  if (!g_key_file_has_group(r->kf, g))
    return TL_OK;
  tl_preset_warn_unknown_keys(r, g, rolling_keys);
  int partner = (int)d->partner, normal = (int)d->normal_model;
  double ri = d->radius_i / TL_UNIT_MM, rj = d->radius_j / TL_UNIT_MM;
  double estar = d->hertz_modulus / TL_UNIT_GPA, overlap = d->overlap / TL_UNIT_UM;
  double dt = d->dt / TL_UNIT_US, duration = d->duration / TL_UNIT_MS;
  TlStatus s;
  if ((s = tl_preset_read_double(r, g, "k_roll_n_m", &d->model.k_roll, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "gamma_roll_ns_m", &d->model.gamma_roll, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "mu_roll", &d->model.mu_roll, 0)) != TL_OK ||
      (s = tl_preset_read_choice(r, g, "partner", partner_names, &partner)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "ri_mm", &ri, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "rj_mm", &rj, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "density_kg_m3", &d->density, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "omega0_rad_s", &d->omega0, 0)) != TL_OK ||
      (s = tl_preset_read_choice(r, g, "normal", normal_names, &normal)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "fn0_n", &d->normal_load, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "kn_n_m", &d->hooke_stiffness, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "estar_gpa", &estar, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "overlap_um", &overlap, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "dt_us", &dt, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "duration_ms", &duration, 0)) != TL_OK)
    return s;
  d->partner = (TlRollingPartner)partner;
  d->normal_model = (TlRollingNormalModel)normal;
  d->radius_i = ri * TL_UNIT_MM;
  d->radius_j = rj * TL_UNIT_MM;
  d->hertz_modulus = estar * TL_UNIT_GPA;
  d->overlap = overlap * TL_UNIT_UM;
  d->dt = dt * TL_UNIT_US;
  d->duration = duration * TL_UNIT_MS;
  return TL_OK;
}

void
tl_preset_write_rolling(GKeyFile *kf, const TlRollingDemoParams *d)
{
  const char *g = "rolling";
  tl_preset_set_double(kf, g, "k_roll_n_m", d->model.k_roll);
  tl_preset_set_double(kf, g, "gamma_roll_ns_m", d->model.gamma_roll);
  tl_preset_set_double(kf, g, "mu_roll", d->model.mu_roll);
  g_key_file_set_value(kf, g, "partner", partner_names[d->partner == TL_ROLLING_PARTNER_WALL]);
  tl_preset_set_double(kf, g, "ri_mm", d->radius_i / TL_UNIT_MM);
  tl_preset_set_double(kf, g, "rj_mm", d->radius_j / TL_UNIT_MM);
  tl_preset_set_double(kf, g, "density_kg_m3", d->density);
  tl_preset_set_double(kf, g, "omega0_rad_s", d->omega0);
  g_key_file_set_value(kf, g, "normal", normal_names[d->normal_model]);
  tl_preset_set_double(kf, g, "fn0_n", d->normal_load);
  tl_preset_set_double(kf, g, "kn_n_m", d->hooke_stiffness);
  tl_preset_set_double(kf, g, "estar_gpa", d->hertz_modulus / TL_UNIT_GPA);
  tl_preset_set_double(kf, g, "overlap_um", d->overlap / TL_UNIT_UM);
  tl_preset_set_double(kf, g, "dt_us", d->dt / TL_UNIT_US);
  tl_preset_set_double(kf, g, "duration_ms", d->duration / TL_UNIT_MS);
}
