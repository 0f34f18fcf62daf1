/* preset-rolling.c — the [rolling] section of presets: the two-sphere
 * rolling-resistance demo, one table of keys. */
#include <glib.h>
#include <math.h>
#include <stddef.h>

#include "preset_internal.h"
#include "tribo/ranges.h"
#include "tribo/units.h"

static const char *const partner_names[] = { "sphere", "wall", NULL };
G_STATIC_ASSERT(sizeof(TlRollingPartner) == sizeof(int));
G_STATIC_ASSERT(sizeof(TlRollingNormalModel) == sizeof(int));

#define F(field) offsetof(TlRollingDemoParams, field)
#define D(key, field, unit, min, max) { key, TL_PRESET_KEY_DOUBLE, F(field), unit, min, max, NULL, 0 }
#define C(key, field, names) { key, TL_PRESET_KEY_CHOICE, F(field), 1.0, 0.0, 0.0, names, 0 }
static const TlPresetKey rolling_keys[] = {
  D("k_roll_n_m", model.k_roll, 1.0, TL_RANGE_STIFFNESS_MIN, TL_RANGE_STIFFNESS_MAX),
  D("gamma_roll_ns_m", model.gamma_roll, 1.0, 0.0, TL_RANGE_DAMPING_MAX),
  D("mu_roll", model.mu_roll, 1.0, 0.0, TL_RANGE_ROLLING_MU_MAX),
  C("partner", partner, partner_names),
  D("ri_mm", radius_i, TL_UNIT_MM, TL_RANGE_SPHERE_MIN, TL_RANGE_SPHERE_MAX),
  D("rj_mm", radius_j, TL_UNIT_MM, TL_RANGE_SPHERE_MIN, TL_RANGE_SPHERE_MAX),
  D("density_kg_m3", density, 1.0, TL_RANGE_DENSITY_MIN, TL_RANGE_DENSITY_MAX),
  D("omega0_rad_s", omega0, 1.0, -TL_RANGE_OMEGA_MAX, TL_RANGE_OMEGA_MAX),
  C("normal", normal_model, tl_rolling_normal_model_names),
  D("fn0_n", normal_load, 1.0, 0.0, TL_RANGE_FORCE_MAX),
  D("kn_n_m", hooke_stiffness, 1.0, TL_RANGE_STIFFNESS_MIN, TL_RANGE_STIFFNESS_MAX),
  D("estar_gpa", hertz_modulus, TL_UNIT_GPA, TL_RANGE_HERTZ_MODULUS_MIN,
    TL_RANGE_HERTZ_MODULUS_MAX),
  /* at most the effective radius: the validator checks that against the radii */
  D("overlap_um", overlap, TL_UNIT_UM, 0.0, TL_RANGE_SPHERE_MAX),
  D("dt_us", dt, TL_UNIT_US, TL_RANGE_DT_MIN, TL_RANGE_TIME_MAX),
  D("duration_ms", duration, TL_UNIT_MS, TL_RANGE_DT_MIN, TL_RANGE_TIME_MAX),
};
#undef C
#undef D
#undef F

TL_PRESET_DEFINE_KEYS(rolling, rolling_keys)
