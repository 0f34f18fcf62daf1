/* preset-contact.c — the [contact] section of presets. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "preset_internal.h"
#include "tribo/units.h"

static const char *const contact_keys[] = {
  "geometry", "a_mm", "b_mm", "ref_load_kn", "wheel_rx_m", "wheel_ry_m", "rail_rx_m",
  "rail_ry_m", "load_kn", "modulus", "modulus_gpa", "nu", "rail_modulus", "rail_modulus_gpa",
  "rail_nu", "mu", "speed_m_s", "cx", "cy", "spin_per_m", "bound", "grid", NULL,
};
static const char *const geometry_names[] = { "semi-axes", "radii", NULL };
static const char *const modulus_names[] = { "young", "shear", NULL };
static const char *const bound_names[] = { "parabolic", "elliptic", NULL };

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
  TlHertzParams *h = &c->hertz;
  if (!g_key_file_has_group(r->kf, g))
    return TL_OK;
  tl_preset_warn_unknown_keys(r, g, contact_keys);

  int geometry = h->geometry == TL_GEOMETRY_RADII ? 1 : 0;
  int bound = c->bound == TL_BOUND_ELLIPTIC ? 1 : 0;
  double a_mm = h->semi_a / TL_UNIT_MM, b_mm = h->semi_b / TL_UNIT_MM;
  double ref_kn = h->ref_load / TL_UNIT_KN, load_kn = h->normal_load / TL_UNIT_KN;
  TlStatus s;
  if ((s = tl_preset_read_choice(r, g, "geometry", geometry_names, &geometry)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "a_mm", &a_mm, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "b_mm", &b_mm, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "load_kn", &load_kn, 0)) != TL_OK)
    return s;
  /* semi-axes hold at the preset's load unless a reference load is given */
  ref_kn = g_key_file_has_key(r->kf, g, "ref_load_kn", NULL) ? ref_kn : load_kn;
  if ((s = tl_preset_read_double(r, g, "ref_load_kn", &ref_kn, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "wheel_rx_m", &h->wheel_rx, 1)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "wheel_ry_m", &h->wheel_ry, 1)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "rail_rx_m", &h->rail_rx, 1)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "rail_ry_m", &h->rail_ry, 1)) != TL_OK ||
      (s = read_material(r, "", &h->wheel)) != TL_OK)
    return s;
  h->rail = h->wheel;
  if ((s = read_material(r, "rail_", &h->rail)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "mu", &c->mu, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "speed_m_s", &c->speed, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "cx", &c->cx, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "cy", &c->cy, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "spin_per_m", &c->spin, 0)) != TL_OK ||
      (s = tl_preset_read_choice(r, g, "bound", bound_names, &bound)) != TL_OK ||
      (s = read_grid(r, &c->mx, &c->my)) != TL_OK)
    return s;
  h->geometry = geometry ? TL_GEOMETRY_RADII : TL_GEOMETRY_SEMI_AXES;
  c->bound = bound ? TL_BOUND_ELLIPTIC : TL_BOUND_PARABOLIC;
  h->semi_a = a_mm * TL_UNIT_MM;
  h->semi_b = b_mm * TL_UNIT_MM;
  h->ref_load = ref_kn * TL_UNIT_KN;
  h->normal_load = load_kn * TL_UNIT_KN;
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
  g_key_file_set_value(kf, g, "geometry", geometry_names[h->geometry == TL_GEOMETRY_RADII]);
  tl_preset_set_double(kf, g, "a_mm", h->semi_a / TL_UNIT_MM);
  tl_preset_set_double(kf, g, "b_mm", h->semi_b / TL_UNIT_MM);
  tl_preset_set_double(kf, g, "ref_load_kn", h->ref_load / TL_UNIT_KN);
  tl_preset_set_double(kf, g, "wheel_rx_m", h->wheel_rx);
  tl_preset_set_double(kf, g, "wheel_ry_m", h->wheel_ry);
  tl_preset_set_double(kf, g, "rail_rx_m", h->rail_rx);
  tl_preset_set_double(kf, g, "rail_ry_m", h->rail_ry);
  tl_preset_set_double(kf, g, "load_kn", h->normal_load / TL_UNIT_KN);
  set_material(kf, "", &h->wheel);
  if (memcmp(&h->wheel, &h->rail, sizeof h->rail) != 0)
    set_material(kf, "rail_", &h->rail);
  tl_preset_set_double(kf, g, "mu", c->mu);
  tl_preset_set_double(kf, g, "speed_m_s", c->speed);
  tl_preset_set_double(kf, g, "cx", c->cx);
  tl_preset_set_double(kf, g, "cy", c->cy);
  tl_preset_set_double(kf, g, "spin_per_m", c->spin);
  g_key_file_set_value(kf, g, "bound", bound_names[c->bound == TL_BOUND_ELLIPTIC]);
  char grid[32];
  snprintf(grid, sizeof grid, "%dx%d", c->mx, c->my);
  g_key_file_set_value(kf, g, "grid", grid);
}
