/* preset-steady.c — the [steady] section of presets: what the Steady rolling
 * view draws beside the contact case: its models (the names of tribolab-cli
 * steady --model and export --models) and its creep-force table file (table
 * = FILE, relative to the preset, as steady --model table --table FILE). */
#include <string.h>

#include "preset_internal.h"
#include "tribo/steady-curves.h"

static const char *const steady_keys[] = { "models", "table", NULL };

/* The models' names and bits, in the order they are written. */
static const struct {
  const char *name;
  unsigned bit;
} model_names[] = {
  { "linear", TL_STEADY_LINEAR }, { "fastsim", TL_STEADY_FASTSIM },
  { "shen", TL_STEADY_SHEN },     { "exact", TL_PRESET_STEADY_EXACT },
  { "polach", TL_STEADY_POLACH }, { "table", TL_PRESET_STEADY_TABLE },
};

TlPresetSteady
tl_preset_steady_default(void)
{
  TlPresetSteady s = { .models = TL_STEADY_LINEAR | TL_STEADY_FASTSIM | TL_STEADY_SHEN };
  return s;
}

/* "linear, fastsim,table" into bits; an unknown or missing name fails. */
static TlStatus
read_models(TlPresetReader *r, const char *text, unsigned *out)
{
  gchar **parts = g_strsplit(text, ",", -1);
  unsigned bits = 0;
  TlStatus st = TL_OK;
  for (gchar **p = parts; *p && st == TL_OK; p++) {
    const char *name = g_strstrip(*p);
    size_t k = 0;
    while (k < G_N_ELEMENTS(model_names) && strcmp(model_names[k].name, name) != 0)
      k++;
    if (k < G_N_ELEMENTS(model_names))
      bits |= model_names[k].bit;
    else
      st = tl_preset_bad_value(r, "steady", "models",
                               "unknown model '%s' (linear, fastsim, shen, exact, polach, table)",
                               name);
  }
  g_strfreev(parts);
  if (st == TL_OK && !bits)
    st = tl_preset_bad_value(r, "steady", "models", "'%s': give at least one model", text);
  if (st == TL_OK)
    *out = bits;
  return st;
}

TlStatus
tl_preset_read_steady(TlPresetReader *r, const char *base_dir, TlPresetSteady *s)
{
  const char *g = "steady";
  if (!g_key_file_has_group(r->kf, g))
    return TL_OK;
  tl_preset_warn_unknown_keys(r, g, steady_keys);
  char *models = g_key_file_get_string(r->kf, g, "models", NULL);
  if (models) {
    const TlStatus st = read_models(r, models, &s->models);
    g_free(models);
    if (st != TL_OK)
      return st;
  }
  char *file = g_key_file_get_string(r->kf, g, "table", NULL);
  if (!file)
    return TL_OK;
  g_strstrip(file);
  if (!file[0]) { /* "table =": none */
    g_free(file);
    s->table_file[0] = '\0';
    return TL_OK;
  }
  const TlStatus st =
      tl_preset_resolve_path(r, g, "table", file, base_dir, s->table_file, sizeof s->table_file);
  g_free(file);
  return st;
}

void
tl_preset_write_steady(GKeyFile *kf, const TlPresetSteady *s)
{
  /* no model at all (the window's boxes all cleared) is no key: read back,
   * the defaults */
  GString *names = g_string_new(NULL);
  for (size_t k = 0; k < G_N_ELEMENTS(model_names); k++)
    if (s->models & model_names[k].bit)
      g_string_append_printf(names, "%s%s", names->len ? "," : "", model_names[k].name);
  if (names->len)
    g_key_file_set_string(kf, "steady", "models", names->str);
  g_string_free(names, TRUE);
  if (s->table_file[0])
    g_key_file_set_string(kf, "steady", "table", s->table_file);
}
