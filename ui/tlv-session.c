/* tlv-session.c — restore and autosave the window's parameters. */
#include "tlv-session.h"
#include "tlv-i18n.h"

#include <glib/gstdio.h>
#include <string.h>

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
  GStatBuf st;
  if (g_lstat(path, &st) != 0)
    return FALSE; /* no session yet (a dangling link counts as one, below) */
  /* the preset reader refuses a FIFO or a device before reading it, so the
   * window always appears */
  TlPreset preset;
  TlError why;
  if (tl_preset_load_file(path, &preset, NULL, NULL, &why) == TL_OK) {
    if (tlv_document_apply_preset(doc, &preset, &why))
      return TRUE;
    /* a creep-force table moved or deleted since is no damage to the
     * session: the rest comes back, and err says what did not */
    if (preset.steady.table_file[0]) {
      TlError table_why = why;
      preset.steady.table_file[0] = '\0';
      if (tlv_document_apply_preset(doc, &preset, &why)) {
        tl_error_set(err, table_why.status == TL_OK ? TL_EFORMAT : table_why.status, "%s",
                     table_why.message);
        return TRUE;
      }
    }
  }
  /* Set it aside, so that the next start is clean and the file can still be
   * looked at; the message quotes nothing of it (it may be binary). */
  char *aside = g_strconcat(path, ".corrupt", NULL);
  char *name = g_path_get_basename(aside);
  const gboolean moved = g_rename(path, aside) == 0;
  tl_error_set(err, why.status == TL_OK ? TL_EFORMAT : why.status,
               moved ? _("it was unreadable or damaged and is kept as %s")
                     : _("it was unreadable or damaged"),
               name);
  g_free(name);
  g_free(aside);
  return FALSE;
}

/* Temporaries of autosaves interrupted by a crash: "session.ini.XXXXXX"
 * beside the session (g_file_set_contents' pattern). */
static void
remove_orphans(const char *path)
{
  char *dir = g_path_get_dirname(path);
  char *base = g_path_get_basename(path);
  const size_t blen = strlen(base);
  GDir *d = g_dir_open(dir, 0, NULL);
  for (const char *name; d && (name = g_dir_read_name(d));) {
    if (strlen(name) != blen + 7 || strncmp(name, base, blen) != 0 || name[blen] != '.')
      continue;
    gboolean pattern = TRUE;
    for (size_t i = blen + 1; i < blen + 7; i++)
      pattern &= g_ascii_isalnum(name[i]);
    if (!pattern)
      continue;
    char *orphan = g_build_filename(dir, name, NULL);
    GStatBuf st;
    if (g_lstat(orphan, &st) == 0 && S_ISREG(st.st_mode))
      g_unlink(orphan);
    g_free(orphan);
  }
  if (d)
    g_dir_close(d);
  g_free(base);
  g_free(dir);
}

static gboolean
save(Autosave *a, TlError *err)
{
  TlPreset preset;
  char *dir = g_path_get_dirname(a->path);
  g_mkdir_with_parents(dir, 0700);
  g_free(dir);
  tlv_document_to_preset(a->doc, &preset);
  g_strlcpy(preset.title, _("Last session"), sizeof preset.title);
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
  remove_orphans(path);
  Autosave *a = g_new0(Autosave, 1);
  a->doc = doc;
  a->path = g_strdup(path);
  a->delay_ms = delay_ms;
  g_signal_connect(doc, "changed", G_CALLBACK(on_changed), a);
  g_object_set_data_full(G_OBJECT(doc), AUTOSAVE_KEY, a, autosave_free);
}
