/* preset-wheelset.c — the [wheelset] section of presets: the wheelset on
 * its springs of the Wheelset on track page (tribo/wheelset.h) at one
 * speed, on cones or on the profile pair, one table of keys.  The creep
 * coefficients are not keys: they come from the Hertz patches of the
 * centred wheel (tl_ws_creep_centred).  creep_model = table reads the
 * creep-force table of the [steady] section's table key. */
#include <glib.h>
#include <stddef.h>

#include "preset_internal.h"
#include "tribo/ranges.h"
#include "tribo/units.h"

static const char *const wheels_names[] = { "cones", "profiles", NULL };
static const char *const creep_names[] = { "linear", "polach", "fastsim", "table", NULL };
static const char *const switch_names[] = { "off", "on", NULL };
G_STATIC_ASSERT(sizeof(TlWsCreepModel) == sizeof(int));
G_STATIC_ASSERT(TL_WS_CREEP_LINEAR == 0 && TL_WS_CREEP_POLACH == 1 && TL_WS_CREEP_FASTSIM == 2 &&
                TL_WS_CREEP_TABLE == 3);

#define F(field) offsetof(TlPresetWheelset, field)
#define D(key, field, unit, min, max) { key, TL_PRESET_KEY_DOUBLE, F(field), unit, min, max, NULL, 0 }
#define C(key, field, names) { key, TL_PRESET_KEY_CHOICE, F(field), 1.0, 0.0, 0.0, names, 0 }
static const TlPresetKey wheelset_keys[] = {
  D("speed_m_s", speed, 1.0, TL_RANGE_WS_SPEED_MIN, TL_RANGE_WS_SPEED_MAX),
  D("conicity", params.conicity, 1.0, TL_RANGE_WS_CONICITY_MIN, TL_RANGE_WS_CONICITY_MAX),
  D("ky_n_m", params.ky, 1.0, 0.0, TL_RANGE_WS_STIFFNESS_MAX),
  D("kpsi_n_m_rad", params.kpsi, 1.0, 0.0, TL_RANGE_WS_STIFFNESS_MAX),
  D("mass_kg", params.mass, 1.0, TL_RANGE_WS_MASS_MIN, TL_RANGE_WS_MASS_MAX),
  D("yaw_inertia_kg_m2", params.yaw_inertia, 1.0, TL_RANGE_WS_INERTIA_MIN,
    TL_RANGE_WS_INERTIA_MAX),
  D("r0_mm", params.r0, TL_UNIT_MM, TL_RANGE_WR_R0_MIN, TL_RANGE_WR_R0_MAX),
  D("e_mm", params.e, TL_UNIT_MM, TL_RANGE_WS_E_MIN, TL_RANGE_WS_E_MAX),
  D("load_kn", params.load, TL_UNIT_KN, TL_RANGE_WR_LOAD_MIN, TL_RANGE_WR_LOAD_MAX),
  D("mu", mu, 1.0, TL_RANGE_MU_MIN, TL_RANGE_MU_MAX),
  C("wheels", wheels, wheels_names),
  C("creep_model", creep_model, creep_names),
  C("spin", params.spin, switch_names),
  C("gravity", params.gravity, switch_names),
  D("duration_s", duration, 1.0, TL_RANGE_WS_DURATION_MIN, TL_RANGE_WS_DURATION_MAX),
  D("dt_s", dt, 1.0, TL_RANGE_WS_DT_MIN, TL_RANGE_WS_DURATION_MAX),
  D("y0_mm", y0, TL_UNIT_MM, -TL_RANGE_WS_AMPLITUDE_MAX, TL_RANGE_WS_AMPLITUDE_MAX),
  D("flange_clearance_mm", flange_clearance, TL_UNIT_MM, 0.0, TL_RANGE_WS_FLANGE_CLEARANCE_MAX),
  D("flange_stiffness_n_m", flange_stiffness, 1.0, TL_RANGE_WS_FLANGE_STIFFNESS_MIN,
    TL_RANGE_WS_FLANGE_STIFFNESS_MAX),
  C("contact_angles", contact_angles, switch_names),
};
#undef C
#undef D
#undef F

TL_PRESET_DEFINE_KEYS(wheelset, wheelset_keys)

TlPresetWheelset
tl_preset_wheelset_default(void)
{
  return (TlPresetWheelset){
      .params = tl_ws_params_default(),
      .speed = 80.0,
      .wheels = 0,
      .creep_model = TL_WS_CREEP_POLACH, /* saturating: a run above V_crit ends in a limit cycle */
      .mu = 0.3,
      .duration = 3.0,
      .dt = 2e-3,
      .y0 = 3e-3,
      .flange_clearance = 0.0,
      .flange_stiffness = TL_WS_FLANGE_STIFFNESS,
      .contact_angles = 1,
  };
}

TlStatus
tl_preset_wheelset_validate(const TlPresetWheelset *w, TlError *err)
{
  TlStatus s;
  if ((s = tl_ws_params_validate(&w->params, err)) != TL_OK ||
      (s = tl_check_range(w->speed, TL_RANGE_WS_SPEED_MIN, TL_RANGE_WS_SPEED_MAX, "speed", "m/s",
                          err)) != TL_OK ||
      (s = tl_check_range(w->mu, TL_RANGE_MU_MIN, TL_RANGE_MU_MAX, "friction coefficient", "",
                          err)) != TL_OK)
    return s;
  if (w->wheels != 0 && w->wheels != 1)
    return tl_error_set(err, TL_EINVAL, "unknown wheels %d (cones or profiles)", w->wheels);
  if (w->creep_model < TL_WS_CREEP_LINEAR || w->creep_model > TL_WS_CREEP_TABLE)
    return tl_error_set(err, TL_EINVAL, "unknown creep model %d", (int)w->creep_model);
  if (w->wheels == 1 && w->params.gravity)
    return tl_error_set(err, TL_EINVAL,
                        "the gravitational stiffness is for cones only (wheels = cones)");
  if (w->contact_angles != 0 && w->contact_angles != 1)
    return tl_error_set(err, TL_EINVAL, "contact_angles must be off or on");
  if (w->wheels == 1 && w->flange_clearance > 0.0)
    return tl_error_set(err, TL_EINVAL,
                        "flange_clearance_mm is for cones: on the profiles the clearance is the "
                        "pair's own");
  TlWsRunParams rp = tl_ws_run_params_default();
  rp.duration = w->duration;
  rp.dt = w->dt;
  rp.y0 = w->y0;
  rp.v_start = rp.v_end = w->speed;
  rp.flange_clearance = w->flange_clearance;
  rp.flange_stiffness = w->flange_stiffness;
  return tl_ws_run_params_validate(&rp, err);
}
