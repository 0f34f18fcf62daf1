/* preset.c — reading and writing presets (GKeyFile). */
#include "tribo/preset.h"

#include <errno.h>
#include <glib.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "tribo/units.h"

void
tl_preset_init(TlPreset *p)
{
  memset(p, 0, sizeof *p);
  p->contact = tl_contact_params_default();
}

/* ---- reading ------------------------------------------------------------ */

typedef struct {
  GKeyFile *kf;
  const char *text; /* the raw file, for line numbers */
  const char *source;
  TlPresetWarnFunc warn;
  void *warn_data;
  TlError *err;
} Reader;

/* Line (1-based) of `key` in `[group]`, or 0 when not found. */
static int
key_line(const char *text, const char *group, const char *key)
{
  int line = 1;
  gboolean in_group = FALSE;
  const size_t klen = strlen(key);
  for (const char *p = text; *p; line++) {
    const char *end = strchr(p, '\n');
    const size_t len = end ? (size_t)(end - p) : strlen(p);
    const char *q = p;
    while (q < p + len && (*q == ' ' || *q == '\t'))
      q++;
    if (*q == '[') {
      const char *close = memchr(q, ']', len - (size_t)(q - p));
      in_group = close && (size_t)(close - q - 1) == strlen(group) &&
                 strncmp(q + 1, group, strlen(group)) == 0;
    } else if (in_group && strncmp(q, key, klen) == 0) {
      const char *r = q + klen;
      while (*r == ' ' || *r == '\t')
        r++;
      if (*r == '=')
        return line;
    }
    if (!end)
      break;
    p = end + 1;
  }
  return 0;
}

static TlStatus
bad_value(Reader *r, const char *group, const char *key, const char *fmt, const char *value)
{
  const int line = key_line(r->text, group, key);
  char what[200];
  snprintf(what, sizeof what, fmt, value);
  if (line)
    return tl_error_set(r->err, TL_EFORMAT, "%s line %d: [%s] %s = %s: %s", r->source, line,
                        group, key, value, what);
  return tl_error_set(r->err, TL_EFORMAT, "%s: [%s] %s = %s: %s", r->source, group, key, value,
                      what);
}

static void
warn(Reader *r, const char *fmt, ...) TL_PRINTF_FORMAT(2, 3);

static void
warn(Reader *r, const char *fmt, ...)
{
  if (!r->warn)
    return;
  char msg[400];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  r->warn(msg, r->warn_data);
}

/* A double: finite, or also ±inf when allow_inf.  Absent keys keep *out. */
static TlStatus
read_double(Reader *r, const char *group, const char *key, double *out, int allow_inf)
{
  char *raw = g_key_file_get_value(r->kf, group, key, NULL);
  if (!raw)
    return TL_OK;
  char *value = g_strstrip(raw);
  char *end;
  errno = 0;
  const double v = g_ascii_strtod(value, &end);
  TlStatus s = TL_OK;
  if (end == value || *end != '\0' || errno == ERANGE || isnan(v))
    s = bad_value(r, group, key, "'%s' is not a number", value);
  else if (isinf(v) && !allow_inf)
    s = bad_value(r, group, key, "'%s': must be finite", value);
  else
    *out = v;
  g_free(raw);
  return s;
}

/* One of a list of names → its index. */
static TlStatus
read_choice(Reader *r, const char *group, const char *key, const char *const *names, int *out)
{
  char *raw = g_key_file_get_value(r->kf, group, key, NULL);
  if (!raw)
    return TL_OK;
  char *value = g_strstrip(raw);
  TlStatus s = TL_OK;
  int found = -1;
  for (int i = 0; names[i]; i++)
    if (strcmp(value, names[i]) == 0)
      found = i;
  if (found < 0) {
    char *choices = g_strjoinv(", ", (char **)names);
    char fmt[300];
    snprintf(fmt, sizeof fmt, "'%%s' is not one of %s", choices);
    s = bad_value(r, group, key, fmt, value);
    g_free(choices);
  } else {
    *out = found;
  }
  g_free(raw);
  return s;
}

static void
read_text(Reader *r, const char *group, const char *key, char *out, size_t size)
{
  char *v = g_key_file_get_string(r->kf, group, key, NULL);
  if (v) {
    g_strlcpy(out, g_strstrip(v), size);
    g_free(v);
  }
}

static void
warn_unknown_keys(Reader *r, const char *group, const char *const *known)
{
  gchar **keys = g_key_file_get_keys(r->kf, group, NULL, NULL);
  for (gchar **k = keys; k && *k; k++) {
    /* localised variants (title[de]) of known keys are fine */
    gboolean ok = FALSE;
    for (int i = 0; known[i] && !ok; i++)
      ok = strcmp(*k, known[i]) == 0 ||
           (g_str_has_prefix(*k, known[i]) && (*k)[strlen(known[i])] == '[');
    if (!ok)
      warn(r, "%s line %d: unknown key '%s' in [%s] ignored", r->source,
           key_line(r->text, group, *k), *k, group);
  }
  g_strfreev(keys);
}

static const char *const preset_keys[] = { "format", "title", "description", "view", NULL };
static const char *const contact_keys[] = {
  "geometry", "a_mm", "b_mm", "ref_load_kn", "wheel_rx_m", "wheel_ry_m", "rail_rx_m",
  "rail_ry_m", "load_kn", "modulus", "modulus_gpa", "nu", "rail_modulus", "rail_modulus_gpa",
  "rail_nu", "mu", "speed_m_s", "cx", "cy", "spin_per_m", "bound", "grid", NULL,
};
static const char *const geometry_names[] = { "semi-axes", "radii", NULL };
static const char *const modulus_names[] = { "young", "shear", NULL };
static const char *const bound_names[] = { "parabolic", "elliptic", NULL };

static TlStatus
read_material(Reader *r, const char *prefix, TlMaterial *m)
{
  const char *g = "contact";
  char kind_key[40], value_key[40], nu_key[40];
  snprintf(kind_key, sizeof kind_key, "%smodulus", prefix);
  snprintf(value_key, sizeof value_key, "%smodulus_gpa", prefix);
  snprintf(nu_key, sizeof nu_key, "%snu", prefix);
  int kind = m->input == TL_ELASTIC_SHEAR ? 1 : 0;
  double gpa = m->modulus / TL_UNIT_GPA;
  TlStatus s;
  if ((s = read_choice(r, g, kind_key, modulus_names, &kind)) != TL_OK ||
      (s = read_double(r, g, value_key, &gpa, 0)) != TL_OK ||
      (s = read_double(r, g, nu_key, &m->poisson, 0)) != TL_OK)
    return s;
  m->input = kind ? TL_ELASTIC_SHEAR : TL_ELASTIC_YOUNG;
  m->modulus = gpa * TL_UNIT_GPA;
  return TL_OK;
}

static TlStatus
read_grid(Reader *r, int *mx, int *my)
{
  char *raw = g_key_file_get_value(r->kf, "contact", "grid", NULL);
  if (!raw)
    return TL_OK;
  char *value = g_strstrip(raw);
  int a, b, n = 0;
  TlStatus s = TL_OK;
  if (sscanf(value, "%dx%d%n", &a, &b, &n) != 2 || value[n] != '\0')
    s = bad_value(r, "contact", "grid", "'%s' is not MXxMY such as 50x50", value);
  else if (tl_grid_check_size(a, b, NULL) != TL_OK)
    s = bad_value(r, "contact", "grid", "'%s': each side must lie between 4 and 1000", value);
  else {
    *mx = a;
    *my = b;
  }
  g_free(raw);
  return s;
}

static TlStatus
read_contact(Reader *r, TlContactParams *c)
{
  const char *g = "contact";
  TlHertzParams *h = &c->hertz;
  if (!g_key_file_has_group(r->kf, g))
    return TL_OK;
  warn_unknown_keys(r, g, contact_keys);

  int geometry = h->geometry == TL_GEOMETRY_RADII ? 1 : 0;
  int bound = c->bound == TL_BOUND_ELLIPTIC ? 1 : 0;
  double a_mm = h->semi_a / TL_UNIT_MM, b_mm = h->semi_b / TL_UNIT_MM;
  double ref_kn = h->ref_load / TL_UNIT_KN, load_kn = h->normal_load / TL_UNIT_KN;
  TlStatus s;
  if ((s = read_choice(r, g, "geometry", geometry_names, &geometry)) != TL_OK ||
      (s = read_double(r, g, "a_mm", &a_mm, 0)) != TL_OK ||
      (s = read_double(r, g, "b_mm", &b_mm, 0)) != TL_OK ||
      (s = read_double(r, g, "load_kn", &load_kn, 0)) != TL_OK)
    return s;
  /* semi-axes hold at the preset's load unless a reference load is given */
  ref_kn = g_key_file_has_key(r->kf, g, "ref_load_kn", NULL) ? ref_kn : load_kn;
  if ((s = read_double(r, g, "ref_load_kn", &ref_kn, 0)) != TL_OK ||
      (s = read_double(r, g, "wheel_rx_m", &h->wheel_rx, 1)) != TL_OK ||
      (s = read_double(r, g, "wheel_ry_m", &h->wheel_ry, 1)) != TL_OK ||
      (s = read_double(r, g, "rail_rx_m", &h->rail_rx, 1)) != TL_OK ||
      (s = read_double(r, g, "rail_ry_m", &h->rail_ry, 1)) != TL_OK ||
      (s = read_material(r, "", &h->wheel)) != TL_OK)
    return s;
  h->rail = h->wheel;
  if ((s = read_material(r, "rail_", &h->rail)) != TL_OK ||
      (s = read_double(r, g, "mu", &c->mu, 0)) != TL_OK ||
      (s = read_double(r, g, "speed_m_s", &c->speed, 0)) != TL_OK ||
      (s = read_double(r, g, "cx", &c->cx, 0)) != TL_OK ||
      (s = read_double(r, g, "cy", &c->cy, 0)) != TL_OK ||
      (s = read_double(r, g, "spin_per_m", &c->spin, 0)) != TL_OK ||
      (s = read_choice(r, g, "bound", bound_names, &bound)) != TL_OK ||
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

TlStatus
tl_preset_load_data(const char *text, size_t length, const char *source, TlPreset *preset,
                    TlPresetWarnFunc warn_func, void *warn_data, TlError *err)
{
  TlPreset p;
  tl_preset_init(&p);
  GKeyFile *kf = g_key_file_new();
  GError *gerr = NULL;
  char *copy = g_strndup(text, length);
  Reader r = { kf, copy, source ? source : "preset", warn_func, warn_data, err };
  TlStatus s = TL_OK;

  if (!g_key_file_load_from_data(kf, copy, length, G_KEY_FILE_NONE, &gerr)) {
    s = tl_error_set(err, TL_EFORMAT, "%s: not a preset file: %s", r.source, gerr->message);
    g_error_free(gerr);
    goto out;
  }
  if (!g_key_file_has_group(kf, "preset") && !g_key_file_has_group(kf, "contact")) {
    s = tl_error_set(err, TL_EFORMAT, "%s: no [preset] or [contact] group: not a TriboLab preset",
                     r.source);
    goto out;
  }
  gchar **groups = g_key_file_get_groups(kf, NULL);
  for (gchar **g = groups; *g; g++)
    if (strcmp(*g, "preset") != 0 && strcmp(*g, "contact") != 0)
      warn(&r, "%s: unknown group [%s] ignored", r.source, *g);
  g_strfreev(groups);

  if (g_key_file_has_group(kf, "preset")) {
    double format = TL_PRESET_FORMAT;
    if ((s = read_double(&r, "preset", "format", &format, 0)) != TL_OK)
      goto out;
    if (format > TL_PRESET_FORMAT)
      warn(&r, "%s: written for preset format %g, this TriboLab reads format %d; unknown keys "
               "are ignored",
           r.source, format, TL_PRESET_FORMAT);
    warn_unknown_keys(&r, "preset", preset_keys);
    read_text(&r, "preset", "title", p.title, sizeof p.title);
    read_text(&r, "preset", "description", p.description, sizeof p.description);
    read_text(&r, "preset", "view", p.view, sizeof p.view);
  }
  if ((s = read_contact(&r, &p.contact)) != TL_OK)
    goto out;
  /* the values parse; now the physics must accept the case */
  TlContactBasics basics;
  if ((s = tl_contact_basics(&p.contact, &basics, err)) != TL_OK) {
    tl_error_prefix(err, "%s: [contact]: ", r.source);
    goto out;
  }
  *preset = p;
out:
  g_free(copy);
  g_key_file_free(kf);
  return s;
}

TlStatus
tl_preset_load_file(const char *path, TlPreset *preset, TlPresetWarnFunc warn_func,
                    void *warn_data, TlError *err)
{
  char *text;
  gsize length;
  GError *gerr = NULL;
  if (!g_file_get_contents(path, &text, &length, &gerr)) {
    TlStatus s = tl_error_set(err, TL_EIO, "cannot read preset: %s", gerr->message);
    g_error_free(gerr);
    return s;
  }
  char *base = g_path_get_basename(path);
  TlStatus s = tl_preset_load_data(text, length, base, preset, warn_func, warn_data, err);
  g_free(base);
  g_free(text);
  return s;
}

/* ---- writing ------------------------------------------------------------- */

static void
set_double(GKeyFile *kf, const char *group, const char *key, double v)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];
  if (isinf(v))
    g_key_file_set_value(kf, group, key, v > 0 ? "inf" : "-inf");
  else
    g_key_file_set_value(kf, group, key, g_ascii_formatd(buf, sizeof buf, "%.10g", v));
}

static void
set_material(GKeyFile *kf, const char *prefix, const TlMaterial *m)
{
  char k1[40], k2[40], k3[40];
  snprintf(k1, sizeof k1, "%smodulus", prefix);
  snprintf(k2, sizeof k2, "%smodulus_gpa", prefix);
  snprintf(k3, sizeof k3, "%snu", prefix);
  g_key_file_set_value(kf, "contact", k1, m->input == TL_ELASTIC_SHEAR ? "shear" : "young");
  set_double(kf, "contact", k2, m->modulus / TL_UNIT_GPA);
  set_double(kf, "contact", k3, m->poisson);
}

char *
tl_preset_to_data(const TlPreset *p, size_t *length)
{
  GKeyFile *kf = g_key_file_new();
  const TlContactParams *c = &p->contact;
  const TlHertzParams *h = &c->hertz;
  g_key_file_set_integer(kf, "preset", "format", TL_PRESET_FORMAT);
  g_key_file_set_comment(kf, "preset", NULL,
                         " TriboLab preset.  Units are in the key names; inf = straight profile.",
                         NULL);
  g_key_file_set_string(kf, "preset", "title", p->title);
  g_key_file_set_string(kf, "preset", "description", p->description);
  g_key_file_set_string(kf, "preset", "view", p->view);
  g_key_file_set_value(kf, "contact", "geometry", geometry_names[h->geometry == TL_GEOMETRY_RADII]);
  set_double(kf, "contact", "a_mm", h->semi_a / TL_UNIT_MM);
  set_double(kf, "contact", "b_mm", h->semi_b / TL_UNIT_MM);
  set_double(kf, "contact", "ref_load_kn", h->ref_load / TL_UNIT_KN);
  set_double(kf, "contact", "wheel_rx_m", h->wheel_rx);
  set_double(kf, "contact", "wheel_ry_m", h->wheel_ry);
  set_double(kf, "contact", "rail_rx_m", h->rail_rx);
  set_double(kf, "contact", "rail_ry_m", h->rail_ry);
  set_double(kf, "contact", "load_kn", h->normal_load / TL_UNIT_KN);
  set_material(kf, "", &h->wheel);
  if (memcmp(&h->wheel, &h->rail, sizeof h->rail) != 0)
    set_material(kf, "rail_", &h->rail);
  set_double(kf, "contact", "mu", c->mu);
  set_double(kf, "contact", "speed_m_s", c->speed);
  set_double(kf, "contact", "cx", c->cx);
  set_double(kf, "contact", "cy", c->cy);
  set_double(kf, "contact", "spin_per_m", c->spin);
  g_key_file_set_value(kf, "contact", "bound", bound_names[c->bound == TL_BOUND_ELLIPTIC]);
  char grid[32];
  snprintf(grid, sizeof grid, "%dx%d", c->mx, c->my);
  g_key_file_set_value(kf, "contact", "grid", grid);
  gsize len;
  char *data = g_key_file_to_data(kf, &len, NULL);
  g_key_file_free(kf);
  if (length)
    *length = len;
  return data;
}

TlStatus
tl_preset_save_file(const char *path, const TlPreset *p, TlError *err)
{
  size_t len;
  char *data = tl_preset_to_data(p, &len);
  GError *gerr = NULL;
  /* g_file_set_contents writes a temporary file and renames it */
  const gboolean ok = g_file_set_contents(path, data, (gssize)len, &gerr);
  g_free(data);
  if (!ok) {
    TlStatus s = tl_error_set(err, TL_EIO, "cannot save preset: %s", gerr->message);
    g_error_free(gerr);
    return s;
  }
  return TL_OK;
}
