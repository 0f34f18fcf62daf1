/* tlv-session.c — restore and autosave the window's parameters. */
#include "tlv-session.h"

#include <glib/gstdio.h>

typedef struct {
  TlvDocument *doc; /* not owned: the binding lives as long as the document */
  char *path;
  guint delay_ms;
  guint pending;
} Autosave;

#define AUTOSAVE_KEY "tlv-session-autosave"

char *
tlv_session_default_path(void)
{
  return g_build_filename(g_get_user_config_dir(), "tribolab", "session.ini", NULL);
}

gboolean
tlv_session_restore(TlvDocument *doc, const char *path, TlError *err)
{
  tl_error_clear(err);
  if (!g_file_test(path, G_FILE_TEST_EXISTS))
    return FALSE;
  TlPreset preset;
  if (tl_preset_load_file(path, &preset, NULL, NULL, err) != TL_OK)
    return FALSE;
  return tlv_document_apply_preset(doc, &preset, err);
}

static gboolean
save(Autosave *a, TlError *err)
{
  TlPreset preset;
  char *dir = g_path_get_dirname(a->path);
  g_mkdir_with_parents(dir, 0700);
  g_free(dir);
  tlv_document_to_preset(a->doc, &preset);
  g_strlcpy(preset.title, "Last session", sizeof preset.title);
  return tl_preset_save_file(a->path, &preset, err) == TL_OK;
}

static gboolean
on_timeout(gpointer data)
{
  Autosave *a = data;
  a->pending = 0;
  save(a, NULL); /* a failed autosave must not disturb the user; the next change retries */
  return G_SOURCE_REMOVE;
}

static void
on_changed(TlvDocument *doc, guint flags, Autosave *a)
{
  (void)doc;
  (void)flags;
  if (!a->pending)
    a->pending = g_timeout_add(a->delay_ms, on_timeout, a);
}

static void
autosave_free(gpointer data)
{
  Autosave *a = data;
  if (a->pending) {
    g_source_remove(a->pending);
    save(a, NULL); /* the last change before the document goes away */
  }
  g_free(a->path);
  g_free(a);
}

void
tlv_session_autosave(TlvDocument *doc, const char *path, guint delay_ms)
{
  Autosave *a = g_new0(Autosave, 1);
  a->doc = doc;
  a->path = g_strdup(path);
  a->delay_ms = delay_ms;
  g_signal_connect(doc, "changed", G_CALLBACK(on_changed), a);
  g_object_set_data_full(G_OBJECT(doc), AUTOSAVE_KEY, a, autosave_free);
}
