/* preset-wheelrail.c — the [wheelrail] section of presets: the wheelset on
 * track of the Wheel on rail page, its chosen contact point and the
 * creepages "Roll this patch" uses, one table of keys; the profiles and
 * the inclination (names, paths, 1:N) are code around it. */
#include <glib.h>
#include <math.h>
#include <stddef.h>
#include <string.h>

#include "preset_internal.h"
#include "tribo/ranges.h"
#include "tribo/textio.h"
#include "tribo/units.h"

static const char *const roll_names[] = { "off", "computed", NULL };
static const char *const normal_names[] = { "hertz", "approx", "exact", NULL };
static const char *const side_names[] = { "left", "right", NULL };
static const char *const model_names[] = { "fastsim", "exact", NULL };
static const char *const steady_patch_names[] = { "hertz", "wheelrail", NULL };
G_STATIC_ASSERT(sizeof(TlWrNormalMethod) == sizeof(int));
G_STATIC_ASSERT(sizeof(TlWrRollModel) == sizeof(int));
G_STATIC_ASSERT(TL_WR_LEFT == 0 && TL_WR_RIGHT == 1);

#define F(field) offsetof(TlPresetWheelrail, field)
#define D(key, field, unit, min, max) { key, TL_PRESET_KEY_DOUBLE, F(field), unit, min, max, NULL, 0 }
#define C(key, field, names) { key, TL_PRESET_KEY_CHOICE, F(field), 1.0, 0.0, 0.0, names, 0 }
static const TlPresetKey wheelrail_keys[] = {
  D("gauge_mm", track.gauge, TL_UNIT_MM, TL_RANGE_WR_GAUGE_MIN, TL_RANGE_WR_GAUGE_MAX),
  D("flange_back_mm", track.flange_back, TL_UNIT_MM, TL_RANGE_WR_FLANGE_BACK_MIN,
    TL_RANGE_WR_FLANGE_BACK_MAX),
  D("r0_mm", track.r0, TL_UNIT_MM, TL_RANGE_WR_R0_MIN, TL_RANGE_WR_R0_MAX),
  C("roll", track.roll, roll_names),
  D("y_mm", y, TL_UNIT_MM, -TL_RANGE_WR_SHIFT_MAX, TL_RANGE_WR_SHIFT_MAX),
  D("load_kn", normal.load, TL_UNIT_KN, TL_RANGE_WR_LOAD_MIN, TL_RANGE_WR_LOAD_MAX),
  D("e_gpa", normal.wheel.modulus, TL_UNIT_GPA, TL_RANGE_MODULUS_MIN, TL_RANGE_MODULUS_MAX),
  /* ν < 0.5: the material check refuses 0.5 itself */
  D("nu", normal.wheel.poisson, 1.0, 0.0, 0.5),
  C("normal", normal.method, normal_names),
  D("cell_mm", normal.cell, TL_UNIT_MM, TL_RANGE_WR_CELL_MIN, TL_RANGE_WR_CELL_MAX),
  D("kp_epsilon", normal.kp_epsilon, 1.0, TL_RANGE_WR_KP_EPS_MIN, TL_RANGE_WR_KP_EPS_MAX),
  C("side", side, side_names),
  { "point", TL_PRESET_KEY_INT, F(point), 1.0, 1.0, TL_WR_MAX_POINTS, NULL, 0 },
  D("cx", roll.cx, 1.0, -TL_RANGE_CREEPAGE_MAX, TL_RANGE_CREEPAGE_MAX),
  D("cy", roll.cy, 1.0, -TL_RANGE_CREEPAGE_MAX, TL_RANGE_CREEPAGE_MAX),
  D("spin_per_m", roll.spin, 1.0, -TL_RANGE_SPIN_MAX, TL_RANGE_SPIN_MAX),
  D("mu", roll.mu, 1.0, TL_RANGE_MU_MIN, TL_RANGE_MU_MAX),
  C("model", roll.model, model_names),
  C("steady_patch", steady_patch, steady_patch_names),
};
#undef C
#undef D
#undef F
static const char *const code_keys[] = { "wheel_profile", "rail_profile", "inclination", NULL };

TL_PRESET_DEFINE_KEYS(wheelrail, wheelrail_keys)

TlPresetWheelrail
tl_preset_wheelrail_default(void)
{
  TlPresetWheelrail w;
  memset(&w, 0, sizeof w);
  g_strlcpy(w.wheel, "S1002", sizeof w.wheel);
  g_strlcpy(w.rail, "60E1", sizeof w.rail);
  w.track = tl_wheelset_params_default();
  w.normal = tl_wr_normal_params_default();
  w.y = 0.0;
  w.side = TL_WR_LEFT;
  w.point = 1;
  w.roll = tl_wr_roll_params_default();
  return w;
}

TlStatus
tl_preset_wheelrail_validate(const TlPresetWheelrail *w, TlError *err)
{
  TlStatus s;
  if (!w->wheel[0] || !w->rail[0])
    return tl_error_set(err, TL_EINVAL, "a wheel and a rail profile are needed");
  if ((s = tl_wheelset_params_validate(&w->track, err)) != TL_OK ||
      (s = tl_wr_normal_params_validate(&w->normal, err)) != TL_OK ||
      (s = tl_check_range(w->y, -TL_RANGE_WR_SHIFT_MAX, TL_RANGE_WR_SHIFT_MAX, "lateral shift",
                          "m", err)) != TL_OK ||
      (s = tl_wr_roll_params_validate(&w->roll, err)) != TL_OK)
    return s;
  if (w->side != TL_WR_LEFT && w->side != TL_WR_RIGHT)
    return tl_error_set(err, TL_EINVAL, "unknown wheel %d (left or right)", w->side);
  if (w->steady_patch != 0 && w->steady_patch != 1)
    return tl_error_set(err, TL_EINVAL, "unknown steady rolling patch %d (hertz or wheelrail)",
                        w->steady_patch);
  if (w->point < 1 || w->point > TL_WR_MAX_POINTS)
    return tl_error_set(err, TL_EINVAL, "contact point %d: must lie between 1 and %d", w->point,
                        TL_WR_MAX_POINTS);
  return TL_OK;
}

/* "1:N" (N ≥ 10) or "0" → β. */
static TlStatus
read_inclination(TlPresetReader *r, const char *g, double *beta)
{
  char *raw = g_key_file_get_value(r->kf, g, "inclination", NULL);
  if (!raw)
    return TL_OK;
  const char *v = g_strstrip(raw);
  double n = 0.0;
  TlStatus s = TL_OK;
  if (strcmp(v, "0") == 0)
    *beta = 0.0;
  else if (strncmp(v, "1:", 2) == 0 && tl_parse_double(v + 2, 0, &n) == TL_OK && n >= 10.0)
    *beta = atan(1.0 / n);
  else
    s = tl_preset_bad_value(r, g, "inclination", "'%s' is not 1:N with N >= 10, nor 0", v);
  g_free(raw);
  return s;
}

/* A built-in name (any case) or a file, relative to the preset's folder. */
static TlStatus
read_profile(TlPresetReader *r, const char *g, const char *key, const char *builtin,
             const char *base_dir, char *out, size_t size)
{
  char *file = g_key_file_get_string(r->kf, g, key, NULL);
  if (!file)
    return TL_OK;
  const char *v = g_strstrip(file);
  TlStatus s = TL_OK;
  if (!*v)
    out[0] = '\0'; /* refused by the caller, naming the key */
  else if (g_ascii_strcasecmp(v, builtin) == 0)
    g_strlcpy(out, builtin, size);
  else
    s = tl_preset_resolve_path(r, g, key, v, base_dir, out, size);
  g_free(file);
  return s;
}

TlStatus
tl_preset_read_wheelrail(TlPresetReader *r, const char *base_dir, TlPresetWheelrail *w)
{
  const char *g = "wheelrail";
  if (!tl_preset_section_begin(r, g, wheelrail_keys, G_N_ELEMENTS(wheelrail_keys), code_keys))
    return TL_OK;
  TlPresetWheelrail c = *w; /* a failed read leaves w as it was */
  TlStatus s;
  if ((s = tl_preset_read_table(r, g, wheelrail_keys, G_N_ELEMENTS(wheelrail_keys), &c)) !=
        TL_OK ||
      (s = read_inclination(r, g, &c.track.inclination)) != TL_OK)
    return s;
  if (c.track.inclination > atan(0.1))
    return tl_preset_bad_value(r, g, "inclination", "'%s': at most 1:10", "1:N");
  c.normal.rail = c.normal.wheel; /* one material for both bodies */
  if ((s = read_profile(r, g, "wheel_profile", "S1002", base_dir, c.wheel, sizeof c.wheel)) !=
          TL_OK ||
      (s = read_profile(r, g, "rail_profile", "60E1", base_dir, c.rail, sizeof c.rail)) != TL_OK)
    return s;
  if (!c.wheel[0] || !c.rail[0])
    return tl_preset_bad_value(r, g, c.wheel[0] ? "rail_profile" : "wheel_profile",
                               "'%s': name a profile (a built-in name or a file)", "");
  *w = c;
  return TL_OK;
}

void
tl_preset_write_wheelrail(GKeyFile *kf, const TlPresetWheelrail *w)
{
  const char *g = "wheelrail";
  g_key_file_set_string(kf, g, "wheel_profile", w->wheel);
  g_key_file_set_string(kf, g, "rail_profile", w->rail);
  const double t = tan(w->track.inclination);
  char incl[G_ASCII_DTOSTR_BUF_SIZE + 2] = "0";
  if (t > 0.0) {
    incl[0] = '1';
    incl[1] = ':';
    g_ascii_formatd(incl + 2, G_ASCII_DTOSTR_BUF_SIZE, "%.10g", 1.0 / t);
  }
  g_key_file_set_value(kf, g, "inclination", incl);
  tl_preset_write_table(kf, g, wheelrail_keys, G_N_ELEMENTS(wheelrail_keys), w);
}
