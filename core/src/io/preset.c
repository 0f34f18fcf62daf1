/* preset.c — reading and writing presets (GKeyFile). */
#include "tribo/preset.h"

#include "preset_internal.h"

#include <errno.h>
#include <glib.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "tribo/textio.h"
#include "tribo/units.h"

void
tl_preset_init(TlPreset *p)
{
  memset(p, 0, sizeof *p);
  p->contact = tl_contact_params_default();
  p->transient = tl_preset_transient_default();
  p->rolling = tl_rolling_demo_params_default();
  p->friction = tl_friction_case_default();
  p->stickslip = tl_stickslip_params_default();
  p->stickslip.friction = p->friction.law;
  p->subsurface = tl_subsurface_view_default();
  p->contact_friction = tl_contact_friction_default();
  p->wheelrail = tl_preset_wheelrail_default();
  p->wheelset = tl_preset_wheelset_default();
  p->steady = tl_preset_steady_default();
}

/* ---- reading ------------------------------------------------------------ */

/* Visit every "key = value" line of the text once: fn(group, key, line). */
static void
scan_keys(const char *text, void (*fn)(const char *group, size_t glen, const char *key,
                                       size_t klen, int line, void *data),
          void *data)
{
  int line = 1;
  const char *group = "";
  size_t glen = 0;
  for (const char *p = text; *p; line++) {
    const char *end = strchr(p, '\n');
    const size_t len = end ? (size_t)(end - p) : strlen(p);
    const char *q = p, *stop = p + len;
    while (q < stop && (*q == ' ' || *q == '\t'))
      q++;
    if (q < stop && *q == '[') {
      const char *close = memchr(q, ']', (size_t)(stop - q));
      group = close ? q + 1 : "";
      glen = close ? (size_t)(close - q - 1) : 0;
    } else if (q < stop && *q != '#') {
      const char *eq = memchr(q, '=', (size_t)(stop - q));
      if (eq) {
        const char *k_end = eq;
        while (k_end > q && (k_end[-1] == ' ' || k_end[-1] == '\t'))
          k_end--;
        fn(group, glen, q, (size_t)(k_end - q), line, data);
      }
    }
    if (!end)
      break;
    p = end + 1;
  }
}

static void
index_key(const char *group, size_t glen, const char *key, size_t klen, int line, void *data)
{
  /* GKeyFile keeps the last of duplicate keys: so does the index */
  char *id = g_strdup_printf("%.*s\n%.*s", (int)glen, group, (int)klen, key);
  g_hash_table_insert(data, id, GINT_TO_POINTER(line));
}

int
tl_preset_reader_line(TlPresetReader *r, const char *group, const char *key)
{
  if (!r->lines) {
    r->lines = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
    scan_keys(r->text, index_key, r->lines);
  }
  char *id = g_strdup_printf("%s\n%s", group, key);
  const int line = GPOINTER_TO_INT(g_hash_table_lookup(r->lines, id));
  g_free(id);
  return line;
}

/* A value as it may appear in a message: printable ASCII, at most 40
 * characters (the file may be anything a user pointed at). */
static void
sanitise(const char *value, char *out, size_t size)
{
  size_t n = 0;
  for (const char *p = value; *p && n + 4 < size && n < 40; p++)
    out[n++] = g_ascii_isprint(*p) ? *p : '?';
  if (*value && strlen(value) > n)
    out[n++] = '.', out[n++] = '.', out[n++] = '.';
  out[n] = '\0';
}

TlStatus
tl_preset_bad_value(TlPresetReader *r, const char *group, const char *key, const char *fmt, const char *value)
{
  const int line = tl_preset_reader_line(r, group, key);
  char what[200], shown[48];
  sanitise(value, shown, sizeof shown);
  value = shown;
  snprintf(what, sizeof what, fmt, value);
  if (line)
    return tl_error_set(r->err, TL_EFORMAT, "%s line %d: [%s] %s = %s: %s", r->source, line,
                        group, key, value, what);
  return tl_error_set(r->err, TL_EFORMAT, "%s: [%s] %s = %s: %s", r->source, group, key, value,
                      what);
}

TlStatus
tl_preset_resolve_path(TlPresetReader *r, const char *group, const char *key, const char *value,
                       const char *base_dir, char *out, size_t size)
{
  char *path = g_path_is_absolute(value) || !base_dir ? g_strdup(value)
                                                      : g_build_filename(base_dir, value, NULL);
  const size_t n = g_strlcpy(out, path, size);
  g_free(path);
  if (n < size)
    return TL_OK;
  out[0] = '\0';
  return tl_preset_bad_value(r, group, key, "'%s': the path is too long", value);
}

void
tl_preset_warn(TlPresetReader *r, const char *fmt, ...)
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
TlStatus
tl_preset_read_double(TlPresetReader *r, const char *group, const char *key, double *out, int allow_inf)
{
  char *raw = g_key_file_get_value(r->kf, group, key, NULL);
  if (!raw)
    return TL_OK;
  char *value = g_strstrip(raw);
  double v = 0.0;
  TlStatus s = TL_OK;
  const TlStatus ps = tl_parse_double(value, TL_PARSE_INF, &v);
  if (ps == TL_EFORMAT)
    s = tl_preset_bad_value(r, group, key, "'%s' is not a decimal number", value);
  else if (ps != TL_OK || (isinf(v) && !allow_inf))
    s = tl_preset_bad_value(r, group, key, "'%s': must be finite", value);
  else
    *out = v;
  g_free(raw);
  return s;
}

/* One of a list of names → its index. */
TlStatus
tl_preset_read_choice(TlPresetReader *r, const char *group, const char *key, const char *const *names, int *out)
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
    s = tl_preset_bad_value(r, group, key, fmt, value);
    g_free(choices);
  } else {
    *out = found;
  }
  g_free(raw);
  return s;
}

static void
read_text(TlPresetReader *r, const char *group, const char *key, char *out, size_t size)
{
  char *v = g_key_file_get_string(r->kf, group, key, NULL);
  if (v) {
    g_strlcpy(out, g_strstrip(v), size);
    g_free(v);
  }
}

void
tl_preset_warn_unknown_keys(TlPresetReader *r, const char *group, const char *const *known)
{
  gchar **keys = g_key_file_get_keys(r->kf, group, NULL, NULL);
  int unknown = 0;
  for (gchar **k = keys; k && *k; k++) {
    /* localised variants (title[de]) of known keys are fine */
    gboolean ok = FALSE;
    for (int i = 0; known[i] && !ok; i++)
      ok = strcmp(*k, known[i]) == 0 ||
           (g_str_has_prefix(*k, known[i]) && (*k)[strlen(known[i])] == '[');
    if (ok)
      continue;
    /* a hostile file may hold thousands: name the first few, count the rest */
    if (++unknown <= TL_PRESET_MAX_WARNINGS) {
      char shown[48];
      sanitise(*k, shown, sizeof shown);
      tl_preset_warn(r, "%s line %d: unknown key '%s' in [%s] ignored", r->source,
                     tl_preset_reader_line(r, group, *k), shown, group);
    }
  }
  if (unknown > TL_PRESET_MAX_WARNINGS)
    tl_preset_warn(r, "%s: %d more unknown keys in [%s] ignored", r->source,
                   unknown - TL_PRESET_MAX_WARNINGS, group);
  g_strfreev(keys);
}

/* ---- table-driven sections ----------------------------------------------- */

TlStatus
tl_preset_read_table(TlPresetReader *r, const char *group, const TlPresetKey *table, size_t n,
                     void *base)
{
  TlStatus s;
  for (size_t i = 0; i < n; i++) {
    const TlPresetKey *k = &table[i];
    char *at = (char *)base + k->offset;
    if (k->kind == TL_PRESET_KEY_CHOICE) {
      int v;
      memcpy(&v, at, sizeof v);
      if ((s = tl_preset_read_choice(r, group, k->key, k->names, &v)) != TL_OK)
        return s;
      memcpy(at, &v, sizeof v);
      continue;
    }
    double si;
    if (k->kind == TL_PRESET_KEY_INT) {
      int whole;
      memcpy(&whole, at, sizeof whole);
      si = whole;
    } else {
      memcpy(&si, at, sizeof si);
    }
    double v = si / k->unit;
    if ((s = tl_preset_read_double(r, group, k->key, &v, k->allow_inf)) != TL_OK)
      return s;
    si = v * k->unit;
    if (isinf(si) && k->allow_inf) {
      memcpy(at, &si, sizeof si);
      continue;
    }
    if (k->kind == TL_PRESET_KEY_INT && si != floor(si)) {
      char *raw = g_key_file_get_value(r->kf, group, k->key, NULL);
      s = tl_preset_bad_value(r, group, k->key, "'%s' is not a whole number",
                              raw ? g_strstrip(raw) : "");
      g_free(raw);
      return s;
    }
    if (!(si >= k->min && si <= k->max)) {
      char *raw = g_key_file_get_value(r->kf, group, k->key, NULL);
      char fmt[120];
      snprintf(fmt, sizeof fmt, "'%%s' must lie between %g and %g", k->min / k->unit,
               k->max / k->unit);
      s = tl_preset_bad_value(r, group, k->key, fmt, raw ? g_strstrip(raw) : "");
      g_free(raw);
      return s;
    }
    if (k->kind == TL_PRESET_KEY_INT) {
      const int whole = (int)si;
      memcpy(at, &whole, sizeof whole);
    } else {
      memcpy(at, &si, sizeof si);
    }
  }
  return TL_OK;
}

void
tl_preset_write_table(GKeyFile *kf, const char *group, const TlPresetKey *table, size_t n,
                      const void *base)
{
  for (size_t i = 0; i < n; i++) {
    const TlPresetKey *k = &table[i];
    const char *at = (const char *)base + k->offset;
    if (k->kind == TL_PRESET_KEY_CHOICE) {
      int v, count = 0;
      memcpy(&v, at, sizeof v);
      while (k->names[count])
        count++;
      g_key_file_set_value(kf, group, k->key, k->names[v >= 0 && v < count ? v : 0]);
    } else if (k->kind == TL_PRESET_KEY_INT) {
      int v;
      memcpy(&v, at, sizeof v);
      g_key_file_set_integer(kf, group, k->key, v);
    } else {
      double si;
      memcpy(&si, at, sizeof si);
      tl_preset_set_double(kf, group, k->key, si / k->unit);
    }
  }
}

/* Warn about the keys of [group] in neither the table nor extra. */
static void
warn_unknown_table(TlPresetReader *r, const char *group, const TlPresetKey *table, size_t n,
                   const char *const *extra)
{
  size_t n_extra = 0;
  while (extra && extra[n_extra])
    n_extra++;
  const char **known = g_new0(const char *, n + n_extra + 1);
  for (size_t i = 0; i < n; i++)
    known[i] = table[i].key;
  for (size_t i = 0; i < n_extra; i++)
    known[n + i] = extra[i];
  tl_preset_warn_unknown_keys(r, group, known);
  g_free(known);
}

gboolean
tl_preset_section_begin(TlPresetReader *r, const char *group, const TlPresetKey *table, size_t n,
                        const char *const *extra)
{
  if (!g_key_file_has_group(r->kf, group))
    return FALSE;
  warn_unknown_table(r, group, table, n, extra);
  return TRUE;
}

TlStatus
tl_preset_read_table_section(TlPresetReader *r, const char *group, const TlPresetKey *table,
                             size_t n, void *base, size_t size)
{
  if (!tl_preset_section_begin(r, group, table, n, NULL))
    return TL_OK;
  void *candidate = g_memdup2(base, size);
  const TlStatus s = tl_preset_read_table(r, group, table, n, candidate);
  if (s == TL_OK)
    memcpy(base, candidate, size);
  g_free(candidate);
  return s;
}

const TlPresetKey *
tl_preset_section_keys(const char *section, size_t *n)
{
  if (strcmp(section, "contact") == 0)
    return tl_preset_contact_keys(n);
  if (strcmp(section, "rolling") == 0)
    return tl_preset_rolling_keys(n);
  if (strcmp(section, "stickslip") == 0)
    return tl_preset_stickslip_keys(n);
  if (strcmp(section, "transient") == 0)
    return tl_preset_transient_keys(n);
  if (strcmp(section, "friction") == 0)
    return tl_preset_friction_keys(n);
  if (strcmp(section, "contact_friction") == 0)
    return tl_preset_contact_friction_keys(n);
  if (strcmp(section, "wheelrail") == 0)
    return tl_preset_wheelrail_keys(n);
  if (strcmp(section, "wheelset") == 0)
    return tl_preset_wheelset_keys(n);
  *n = 0;
  return NULL;
}

/* A section that is its table alone, through the table tl_preset_section_keys names. */
static TlStatus
read_table_only(TlPresetReader *r, const char *section, void *base, size_t size)
{
  size_t n;
  const TlPresetKey *table = tl_preset_section_keys(section, &n);
  return tl_preset_read_table_section(r, section, table, n, base, size);
}

static void
write_table_only(GKeyFile *kf, const char *section, const void *base)
{
  size_t n;
  const TlPresetKey *table = tl_preset_section_keys(section, &n);
  tl_preset_write_table(kf, section, table, n, base);
}

static const char *const preset_keys[] = { "format", "title", "description", "view", NULL };
/* The parameter sections a preset may hold. */
static const char *const section_names[] = { "contact", "transient", "rolling", "friction",
                                              "stickslip", "subsurface", "contact_friction",
                                              "wheelrail", "wheelset", "steady", NULL };
/* base_dir: where relative file names in the preset are resolved (NULL: as given). */
static TlStatus
load(const char *text, size_t length, const char *source, const char *base_dir, TlPreset *preset,
     TlPresetWarnFunc warn_func, void *warn_data, TlError *err)
{
  TlPreset p;
  tl_preset_init(&p);
  TlStatus s;
  /* g_strndup would stop at a NUL and read a truncated preset */
  if ((s = tl_text_check_nul(text, length, source ? source : "preset", err)) != TL_OK)
    return s;
  GKeyFile *kf = g_key_file_new();
  GError *gerr = NULL;
  char *copy = g_strndup(text, length);
  TlPresetReader r = { kf, copy, source ? source : "preset", warn_func, warn_data, err, NULL };

  if (!g_key_file_load_from_data(kf, copy, length, G_KEY_FILE_NONE, &gerr)) {
    /* GKeyFile's message quotes the offending line: not echoed, the file
     * may be anything the user pointed at */
    s = tl_error_set(err, TL_EFORMAT,
                     "%s: not a preset file (a line is neither [group], key = value nor a "
                     "comment, or the text is not UTF-8)",
                     r.source);
    g_error_free(gerr);
    goto out;
  }
  gboolean any = g_key_file_has_group(kf, "preset");
  for (int i = 0; section_names[i]; i++)
    any |= g_key_file_has_group(kf, section_names[i]);
  if (!any) {
    s = tl_error_set(err, TL_EFORMAT, "%s: no [preset] or [contact] group: not a TriboLab preset",
                     r.source);
    goto out;
  }
  gchar **groups = g_key_file_get_groups(kf, NULL);
  for (gchar **g = groups; *g; g++)
    if (strcmp(*g, "preset") != 0 && !g_strv_contains(section_names, *g))
      tl_preset_warn(&r, "%s: unknown group [%s] ignored", r.source, *g);
  g_strfreev(groups);

  if (g_key_file_has_group(kf, "preset")) {
    double format = TL_PRESET_FORMAT;
    if ((s = tl_preset_read_double(&r, "preset", "format", &format, 0)) != TL_OK)
      goto out;
    if (format > TL_PRESET_FORMAT)
      tl_preset_warn(&r, "%s: written for preset format %g, this TriboLab reads format %d; unknown keys "
               "are ignored",
           r.source, format, TL_PRESET_FORMAT);
    tl_preset_warn_unknown_keys(&r, "preset", preset_keys);
    read_text(&r, "preset", "title", p.title, sizeof p.title);
    read_text(&r, "preset", "description", p.description, sizeof p.description);
    read_text(&r, "preset", "view", p.view, sizeof p.view);
  }
  if ((s = tl_preset_read_contact(&r, &p.contact)) != TL_OK ||
      (s = tl_preset_read_transient(&r, base_dir, &p.transient)) != TL_OK ||
      (s = read_table_only(&r, "rolling", &p.rolling, sizeof p.rolling)) != TL_OK ||
      (s = tl_preset_read_friction(&r, &p.friction)) != TL_OK ||
      (s = read_table_only(&r, "stickslip", &p.stickslip, sizeof p.stickslip)) != TL_OK ||
      (s = tl_preset_read_subsurface(&r, &p.subsurface)) != TL_OK ||
      (s = read_table_only(&r, "contact_friction", &p.contact_friction,
                           sizeof p.contact_friction)) != TL_OK ||
      (s = tl_preset_read_wheelrail(&r, base_dir, &p.wheelrail)) != TL_OK ||
      (s = read_table_only(&r, "wheelset", &p.wheelset, sizeof p.wheelset)) != TL_OK ||
      (s = tl_preset_read_steady(&r, base_dir, &p.steady)) != TL_OK)
    goto out;
  p.stickslip.friction = p.friction.law; /* one law for both pages */
  /* the values parse; now the physics must accept every section */
  TlContactBasics basics;
  if ((s = tl_contact_basics(&p.contact, &basics, err)) != TL_OK) {
    tl_error_prefix(err, "%s: [contact]: ", r.source);
    goto out;
  }
  if ((s = tl_preset_transient_validate(&p.transient, err)) != TL_OK) {
    tl_error_prefix(err, "%s: [transient]: ", r.source);
    goto out;
  }
  if ((s = tl_rolling_demo_params_validate(&p.rolling, err)) != TL_OK) {
    tl_error_prefix(err, "%s: [rolling]: ", r.source);
    goto out;
  }
  if ((s = tl_friction_case_validate(&p.friction, err)) != TL_OK) {
    tl_error_prefix(err, "%s: [friction]: ", r.source);
    goto out;
  }
  if ((s = tl_stickslip_params_validate(&p.stickslip, err)) != TL_OK) {
    tl_error_prefix(err, "%s: [stickslip]: ", r.source);
    goto out;
  }
  TlSlipFriction law;
  if ((s = tl_contact_friction_validate(&p.contact_friction, err)) != TL_OK ||
      (s = tl_contact_friction_law(&p.contact_friction, p.contact.mu, &p.friction.law, &law,
                                   err)) != TL_OK) {
    tl_error_prefix(err, "%s: [contact_friction]: ", r.source);
    goto out;
  }
  if ((s = tl_preset_wheelrail_validate(&p.wheelrail, err)) != TL_OK) {
    tl_error_prefix(err, "%s: [wheelrail]: ", r.source);
    goto out;
  }
  if ((s = tl_preset_wheelset_validate(&p.wheelset, err)) != TL_OK) {
    tl_error_prefix(err, "%s: [wheelset]: ", r.source);
    goto out;
  }
  *preset = p;
out:
  if (r.lines)
    g_hash_table_destroy(r.lines);
  g_free(copy);
  g_key_file_free(kf);
  return s;
}

TlStatus
tl_preset_load_data(const char *text, size_t length, const char *source, TlPreset *preset,
                    TlPresetWarnFunc warn_func, void *warn_data, TlError *err)
{
  return load(text, length, source, NULL, preset, warn_func, warn_data, err);
}

TlStatus
tl_preset_load_file(const char *path, TlPreset *preset, TlPresetWarnFunc warn_func,
                    void *warn_data, TlError *err)
{
  char *text;
  size_t length;
  TlStatus s = tl_text_file_read(path, "preset", TL_TEXT_FILE_MAX, &text, &length, err);
  if (s != TL_OK)
    return s;
  char *base = g_path_get_basename(path);
  char *dir = g_path_get_dirname(path);
  s = load(text, length, base, dir, preset, warn_func, warn_data, err);
  g_free(dir);
  g_free(base);
  g_free(text);
  return s;
}

/* ---- writing ------------------------------------------------------------- */

void
tl_preset_set_double(GKeyFile *kf, const char *group, const char *key, double v)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];
  if (isinf(v))
    g_key_file_set_value(kf, group, key, v > 0 ? "inf" : "-inf");
  else
    g_key_file_set_value(kf, group, key, g_ascii_formatd(buf, sizeof buf, "%.10g", v));
}

char *
tl_preset_to_data(const TlPreset *p, size_t *length)
{
  GKeyFile *kf = g_key_file_new();
  g_key_file_set_integer(kf, "preset", "format", TL_PRESET_FORMAT);
  g_key_file_set_comment(kf, "preset", NULL,
                         " TriboLab preset.  Units are in the key names; inf = straight profile.",
                         NULL);
  g_key_file_set_string(kf, "preset", "title", p->title);
  g_key_file_set_string(kf, "preset", "description", p->description);
  g_key_file_set_string(kf, "preset", "view", p->view);
  tl_preset_write_contact(kf, &p->contact);
  tl_preset_write_transient(kf, &p->transient);
  write_table_only(kf, "rolling", &p->rolling);
  tl_preset_write_friction(kf, &p->friction);
  tl_preset_write_stickslip(kf, &p->stickslip);
  tl_preset_write_subsurface(kf, &p->subsurface);
  write_table_only(kf, "contact_friction", &p->contact_friction);
  tl_preset_write_wheelrail(kf, &p->wheelrail);
  write_table_only(kf, "wheelset", &p->wheelset);
  tl_preset_write_steady(kf, &p->steady);
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
