/* preset-steady.c — the [steady] section of presets: what the Steady rolling
 * view reads beside the contact case, today its creep-force table file
 * (table = FILE, relative to the preset; the word of tribolab-cli steady
 * --model table --table FILE). */
#include "preset_internal.h"

static const char *const steady_keys[] = { "table", NULL };

TlStatus
tl_preset_read_steady(TlPresetReader *r, const char *base_dir, TlPresetSteady *s)
{
  const char *g = "steady";
  if (!g_key_file_has_group(r->kf, g))
    return TL_OK;
  tl_preset_warn_unknown_keys(r, g, steady_keys);
  char *file = g_key_file_get_string(r->kf, g, "table", NULL);
  if (!file)
    return TL_OK;
  g_strstrip(file);
  if (!file[0]) { /* "table =": none */
    g_free(file);
    s->table_file[0] = '\0';
    return TL_OK;
  }
  char *path = g_path_is_absolute(file) || !base_dir ? g_strdup(file)
                                                     : g_build_filename(base_dir, file, NULL);
  const size_t n = g_strlcpy(s->table_file, path, sizeof s->table_file);
  g_free(path);
  TlStatus st = TL_OK;
  if (n >= sizeof s->table_file) { /* cut short it would name another file */
    s->table_file[0] = '\0';
    st = tl_preset_bad_value(r, g, "table", "'%s': the path is too long", file);
  }
  g_free(file);
  return st;
}

void
tl_preset_write_steady(GKeyFile *kf, const TlPresetSteady *s)
{
  if (s->table_file[0])
    g_key_file_set_string(kf, "steady", "table", s->table_file);
}
