/* preset-contact.c — the [contact] section of presets. */
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "preset_internal.h"
#include "tribo/ranges.h"
#include "tribo/units.h"

static const char *const geometry_names[] = { "semi-axes", "radii", NULL };
static const char *const modulus_names[] = { "young", "shear", NULL };
static const char *const bound_names[] = { "parabolic", "elliptic", NULL };
G_STATIC_ASSERT(sizeof(TlGeometryMode) == sizeof(int));
G_STATIC_ASSERT(sizeof(TlTractionBound) == sizeof(int));

#define F(field) offsetof(TlContactParams, field)
#define D(key, field, unit, min, max)                                                          \
  { key, TL_PRESET_KEY_DOUBLE, F(field), unit, min, max, NULL, 0 }
/* a radius: its magnitude between TL_RANGE_RADIUS_MIN and _MAX (the validator
 * checks the lower bound), or inf for a straight profile */
#define R(key, field)                                                                          \
  { key, TL_PRESET_KEY_DOUBLE, F(field), 1.0, -TL_RANGE_RADIUS_MAX, TL_RANGE_RADIUS_MAX, NULL, 1 }
/* The materials (wheel, and the rail when it differs) and the grid are read
 * by code around the table. ref_load_kn defaults to the contact's 100 kN. */
static const TlPresetKey contact_keys[] = {
  { "geometry", TL_PRESET_KEY_CHOICE, F(hertz.geometry), 1.0, 0.0, 0.0, geometry_names, 0 },
  D("a_mm", hertz.semi_a, TL_UNIT_MM, TL_RANGE_SEMI_AXIS_MIN, TL_RANGE_SEMI_AXIS_MAX),
  D("b_mm", hertz.semi_b, TL_UNIT_MM, TL_RANGE_SEMI_AXIS_MIN, TL_RANGE_SEMI_AXIS_MAX),
  D("load_kn", hertz.normal_load, TL_UNIT_KN, TL_RANGE_LOAD_MIN, TL_RANGE_LOAD_MAX),
  D("ref_load_kn", hertz.ref_load, TL_UNIT_KN, TL_RANGE_LOAD_MIN, TL_RANGE_LOAD_MAX),
  R("wheel_rx_m", hertz.wheel_rx),
  R("wheel_ry_m", hertz.wheel_ry),
  R("rail_rx_m", hertz.rail_rx),
  R("rail_ry_m", hertz.rail_ry),
  D("mu", mu, 1.0, TL_RANGE_MU_MIN, TL_RANGE_MU_MAX),
  D("speed_m_s", speed, 1.0, TL_RANGE_SPEED_MIN, TL_RANGE_SPEED_MAX),
  D("cx", cx, 1.0, -TL_RANGE_CREEPAGE_MAX, TL_RANGE_CREEPAGE_MAX),
  D("cy", cy, 1.0, -TL_RANGE_CREEPAGE_MAX, TL_RANGE_CREEPAGE_MAX),
  D("spin_per_m", spin, 1.0, -TL_RANGE_SPIN_MAX, TL_RANGE_SPIN_MAX),
  { "bound", TL_PRESET_KEY_CHOICE, F(bound), 1.0, 0.0, 0.0, bound_names, 0 },
};
#undef R
#undef D
#undef F
static const char *const contact_code_keys[] = {
  "modulus", "modulus_gpa", "nu", "rail_modulus", "rail_modulus_gpa", "rail_nu", "grid", NULL,
};

TL_PRESET_DEFINE_KEYS(contact, contact_keys)

static TlStatus
read_material(TlPresetReader *r, const char *prefix, TlMaterial *m)
{
  const char *g = "contact";
  char kind_key[40], value_key[40], nu_key[40];
  snprintf(kind_key, sizeof kind_key, "%smodulus", prefix);
  snprintf(value_key, sizeof value_key, "%smodulus_gpa", prefix);
  snprintf(nu_key, sizeof nu_key, "%snu", prefix);
  int kind = m->input == TL_ELASTIC_SHEAR ? 1 : 0;
  double gpa = m->modulus / TL_UNIT_GPA;
  TlStatus s;
  if ((s = tl_preset_read_choice(r, g, kind_key, modulus_names, &kind)) != TL_OK ||
      (s = tl_preset_read_double(r, g, value_key, &gpa, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, nu_key, &m->poisson, 0)) != TL_OK)
    return s;
  m->input = kind ? TL_ELASTIC_SHEAR : TL_ELASTIC_YOUNG;
  m->modulus = gpa * TL_UNIT_GPA;
  return TL_OK;
}

static TlStatus
read_grid(TlPresetReader *r, int *mx, int *my)
{
  char *raw = g_key_file_get_value(r->kf, "contact", "grid", NULL);
  if (!raw)
    return TL_OK;
  char *value = g_strstrip(raw);
  int a, b, n = 0;
  TlStatus s = TL_OK;
  if (sscanf(value, "%dx%d%n", &a, &b, &n) != 2 || value[n] != '\0')
    s = tl_preset_bad_value(r, "contact", "grid", "'%s' is not MXxMY such as 50x50", value);
  else if (tl_grid_check_size(a, b, NULL) != TL_OK)
    s = tl_preset_bad_value(r, "contact", "grid", "'%s': each side must lie between 4 and 1000", value);
  else {
    *mx = a;
    *my = b;
  }
  g_free(raw);
  return s;
}

TlStatus
tl_preset_read_contact(TlPresetReader *r, TlContactParams *c)
{
  const char *g = "contact";
  if (!tl_preset_section_begin(r, g, contact_keys, G_N_ELEMENTS(contact_keys), contact_code_keys))
    return TL_OK;
  TlContactParams candidate = *c; /* a failed read leaves c as it was */
  TlHertzParams *h = &candidate.hertz;
  TlStatus s;
  if ((s = tl_preset_read_table(r, g, contact_keys, G_N_ELEMENTS(contact_keys), &candidate)) !=
      TL_OK)
    return s;
  /* Semi-axes hold at ref_load_kn, by default the contact's 100 kN as in
   * the CLI, Python and the window: a preset that only changes load_kn is
   * a load study of the same curvatures, not a fixed ellipse. */
  if ((s = read_material(r, "", &h->wheel)) != TL_OK)
    return s;
  h->rail = h->wheel;
  if ((s = read_material(r, "rail_", &h->rail)) != TL_OK ||
      (s = read_grid(r, &candidate.mx, &candidate.my)) != TL_OK)
    return s;
  *c = candidate;
  return TL_OK;
}

static void
set_material(GKeyFile *kf, const char *prefix, const TlMaterial *m)
{
  char k1[40], k2[40], k3[40];
  snprintf(k1, sizeof k1, "%smodulus", prefix);
  snprintf(k2, sizeof k2, "%smodulus_gpa", prefix);
  snprintf(k3, sizeof k3, "%snu", prefix);
  g_key_file_set_value(kf, "contact", k1, m->input == TL_ELASTIC_SHEAR ? "shear" : "young");
  tl_preset_set_double(kf, "contact", k2, m->modulus / TL_UNIT_GPA);
  tl_preset_set_double(kf, "contact", k3, m->poisson);
}

void
tl_preset_write_contact(GKeyFile *kf, const TlContactParams *c)
{
  const TlHertzParams *h = &c->hertz;
  const char *g = "contact";
  tl_preset_write_table(kf, g, contact_keys, G_N_ELEMENTS(contact_keys), c);
  set_material(kf, "", &h->wheel);
  if (memcmp(&h->wheel, &h->rail, sizeof h->rail) != 0)
    set_material(kf, "rail_", &h->rail);
  char grid[32];
  snprintf(grid, sizeof grid, "%dx%d", c->mx, c->my);
  g_key_file_set_value(kf, g, "grid", grid);
}
