/* tlv-steady-table.c — the Steady rolling page's "Creep-force table" box:
 * open a table file into the window's document, or build a quick table
 * around the case on a worker of its own (the exact solves' worker stays free
 * for the curve) and keep it in the user's cache folder, so that the session
 * names it like an opened file; with its job bar, the label that names the
 * table and the page's message line for what went wrong. */
#include "steady-page-private.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "tlv-document.h"
#include "tlv-file-chooser.h"
#include "tlv-i18n.h"
#include "tribo-table-h5.h"

/* Say which table the page reads (the label under the buttons). */
void
tlv_steady_table_update_label(TlvSteadyPage *self)
{
  const TlTable *t = tlv_document_get_creep_table(self->doc);
  const char *path = tlv_document_get_creep_table_path(self->doc);
  if (!t) {
    gtk_label_set_text(GTK_LABEL(self->table_label), _("No table yet"));
    return;
  }
  const TlTableSpec *s = tl_table_spec(t);
  char *name = path ? g_path_get_basename(path) : g_strdup(_("quick table"));
  char *text = g_strdup_printf(_("%s: %s on %d×%d, a/b %.3g … %.3g, ν %.3g … %.3g, "
                                 "%zu entries"),
                               name, s->model == TL_TABLE_FASTSIM ? "FASTSIM" : C_("model", "exact"),
                               s->mx, s->my, s->lo[TL_TABLE_RATIO], s->hi[TL_TABLE_RATIO],
                               s->lo[TL_TABLE_NU], s->hi[TL_TABLE_NU], tl_table_spec_count(s));
  gtk_label_set_text(GTK_LABEL(self->table_label), text);
  g_free(text);
  g_free(name);
}

static void
show_table_error(TlvSteadyPage *self, const TlError *err)
{
  char *msg = g_strdup_printf(_("Table not loaded, nothing changed: %s"), err->message);
  gtk_label_set_text(GTK_LABEL(self->message), msg);
  gtk_widget_set_visible(self->message, TRUE);
  g_free(msg);
}

static void
on_table_chosen(GtkWidget *owner, const char *path, int tag)
{
  (void)tag;
  TlvSteadyPage *self = TLV_STEADY_PAGE(owner);
  if (path)
    tlv_steady_page_open_table(self, path);
}

static void
on_table_open_clicked(GtkButton *button, TlvSteadyPage *self)
{
  (void)button;
  const TlvFileChoice choice = { .title = _("Open a Creep-Force Table"),
                                 .action = GTK_FILE_CHOOSER_ACTION_OPEN,
                                 .accept_label = _("_Open"),
                                 .filter_name = _("Creep-force tables (*.h5)"),
                                 .filter_pattern = "*.h5" };
  tlv_choose_file(GTK_WIDGET(self), &choice, on_table_chosen);
}

/* Where a quick table of spec is kept: the user's cache folder, under a name
 * made from everything its entries depend on (and the file format), so that
 * the same spec names the same file and a rebuild replaces it. */
static char *
quick_table_path(const TlTableSpec *s)
{
  GString *key = g_string_new(NULL);
  g_string_append_printf(key, "%s %d %s mx=%d my=%d tol=%a", TL_TABLE_FORMAT,
                         TL_TABLE_FORMAT_VERSION, tl_table_model_name(s->model), s->mx, s->my,
                         s->tol);
  for (int k = 0; k < TL_TABLE_N_AXES; k++) /* %a: the exact bits of each end */
    g_string_append_printf(key, " %s=%d:%a:%a", tl_table_axis_name(k), s->n[k], s->lo[k],
                           s->hi[k]);
  char *sum = g_compute_checksum_for_string(G_CHECKSUM_SHA256, key->str, -1);
  char *name = g_strdup_printf("quick-%s-%.16s.h5", tl_table_model_name(s->model), sum);
  char *path = g_build_filename(g_get_user_cache_dir(), "tribolab", "tables", name, NULL);
  g_free(name);
  g_free(sum);
  g_string_free(key, TRUE);
  return path;
}

/* A build: the spec, and the file the table is to be kept in. */
typedef struct {
  TlTableSpec spec;
  char *path;
} TableJob;

/* Its result: the table, and the file it was written to (NULL: not saved,
 * unsaved says why). */
typedef struct {
  TlTable *table;
  char *path;
  char *unsaved;
} TableResult;

static void
table_job_free(gpointer data)
{
  TableJob *job = data;
  g_free(job->path);
  g_free(job);
}

static void
table_result_free(gpointer data)
{
  TableResult *r = data;
  tl_table_free(r->table);
  g_free(r->path);
  g_free(r->unsaved);
  g_free(r);
}

/* Write the entries to path, creating its folder as needed; NULL when done,
 * else why not (g_free). */
static char *
save_entries(const char *path, const TlTableSpec *spec, const double *values,
             const signed char *status)
{
  if (strlen(path) >= sizeof((TlPresetSteady *)0)->table_file)
    return g_strdup_printf(_("the path %s is too long"), path);
  char *dir = g_path_get_dirname(path);
  char *why = NULL;
  TlError err;
  if (g_mkdir_with_parents(dir, 0700) != 0)
    why = g_strdup_printf(_("cannot create the folder %s: %s"), dir, g_strerror(errno));
  else if (tl_table_h5_write(path, spec, values, status, &err) != TL_OK)
    why = g_strdup(err.message);
  g_free(dir);
  return why;
}

/* How many quick tables the cache folder keeps: the most recently written.
 * An older one a session still names is gone when it is restored, which the
 * window says (the document's table loader) and survives. */
#define QUICK_TABLES_KEPT 20

typedef struct {
  char *path;
  gint64 mtime;
} CachedTable;

static gint
newest_first(gconstpointer a, gconstpointer b)
{
  const gint64 ta = ((const CachedTable *)a)->mtime, tb = ((const CachedTable *)b)->mtime;
  return ta < tb ? 1 : ta > tb ? -1 : 0;
}

/* Remove all but the QUICK_TABLES_KEPT newest quick tables beside kept (the
 * one just written, which stays whatever its time). */
static void
prune_quick_tables(const char *kept)
{
  char *dir = g_path_get_dirname(kept);
  GDir *d = g_dir_open(dir, 0, NULL);
  if (!d) {
    g_free(dir);
    return;
  }
  GArray *files = g_array_new(FALSE, FALSE, sizeof(CachedTable));
  const char *name;
  while ((name = g_dir_read_name(d))) {
    if (!g_str_has_prefix(name, "quick-") || !g_str_has_suffix(name, ".h5"))
      continue;
    CachedTable c = { g_build_filename(dir, name, NULL), 0 };
    GStatBuf st;
    if (g_stat(c.path, &st) == 0)
      c.mtime = (gint64)st.st_mtime;
    g_array_append_val(files, c);
  }
  g_dir_close(d);
  g_array_sort(files, newest_first);
  guint left = 0;
  for (guint i = 0; i < files->len; i++) {
    CachedTable *c = &g_array_index(files, CachedTable, i);
    /* the new one, and the newest others up to the count */
    const gboolean keep = strcmp(c->path, kept) == 0 || left++ < QUICK_TABLES_KEPT - 1;
    if (!keep)
      g_remove(c->path);
    g_free(c->path);
  }
  g_array_free(files, TRUE);
  g_free(dir);
}

/* The worker builds the table and writes it to the cache (atomically: a
 * reader never sees half a file); a table it cannot write is still handed
 * back, without a file. */
static gpointer
table_job_run(gpointer data, const volatile int *cancel, TlError *err)
{
  TableJob *job = data;
  const TlStudyControl ctl = { .cancel = cancel, .progress = tlv_worker_report_progress };
  TlTable *t = NULL;
  double *values = NULL;
  signed char *status = NULL;
  if (tl_study_steady_table_build_entries(&job->spec, &ctl, &t, &values, &status, err) != TL_OK)
    return NULL;
  TableResult *r = g_new0(TableResult, 1);
  r->table = t;
  r->unsaved = save_entries(job->path, &job->spec, values, status);
  if (!r->unsaved) {
    r->path = g_strdup(job->path);
    prune_quick_tables(job->path);
  }
  free(values);
  free(status);
  return r;
}

static void
table_job_done(gpointer owner, gpointer result, const TlError *err, double seconds)
{
  (void)seconds;
  TlvSteadyPage *self = owner;
  TableResult *r = result;
  gtk_widget_set_sensitive(self->table_build, TRUE);
  if (!r) {
    show_table_error(self, err);
    return;
  }
  /* the document owns the table from here on */
  TlTable *table = g_steal_pointer(&r->table);
  g_clear_pointer(&self->table_note, g_free);
  self->unsaved_table = NULL;
  if (r->unsaved) {
    self->table_note = g_strdup_printf(_("The quick table is in this window only, not saved: %s"),
                                       r->unsaved);
    self->unsaved_table = table;
  }
  tlv_document_take_creep_table_file(self->doc, table, r->path);
  table_result_free(r);
  tlv_steady_table_show_note(self);
  gtk_check_button_set_active(GTK_CHECK_BUTTON(self->table), TRUE);
}

gboolean
tlv_steady_table_show_note(TlvSteadyPage *self)
{
  if (!self->table_note || tlv_document_get_creep_table(self->doc) != self->unsaved_table)
    return FALSE;
  gtk_label_set_text(GTK_LABEL(self->message), self->table_note);
  gtk_widget_set_visible(self->message, TRUE);
  return TRUE;
}

static void
table_job_idle(gpointer owner)
{
  TlvSteadyPage *self = owner;
  gtk_widget_set_sensitive(self->table_build, TRUE); /* after a Cancel too */
}

static const TlvWorkerClass table_worker_class = { table_job_run, table_job_free, table_result_free,
                                                   table_job_done, table_job_idle };

static void
on_table_build_clicked(GtkButton *button, TlvSteadyPage *self)
{
  (void)button;
  tlv_steady_page_build_table(self, TL_TABLE_EXACT);
}

void
tlv_steady_table_init(TlvSteadyPage *self)
{
  self->table_worker = tlv_worker_new(&table_worker_class, self);
  tlv_job_bar_set_worker(self->table_bar, self->table_worker, _("the creep-force table"));
}

void
tlv_steady_table_bind(TlvSteadyPage *self)
{
  g_signal_connect(self->table_open, "clicked", G_CALLBACK(on_table_open_clicked), self);
  g_signal_connect(self->table_build, "clicked", G_CALLBACK(on_table_build_clicked), self);
  tlv_steady_table_update_label(self);
}

void
tlv_steady_table_release(TlvSteadyPage *self)
{
  tlv_job_bar_set_worker(self->table_bar, NULL, NULL);
  g_clear_pointer(&self->table_worker, tlv_worker_free);
  g_clear_pointer(&self->table_note, g_free);
}

gboolean
tlv_steady_page_open_table(TlvSteadyPage *self, const char *path)
{
  TlError err;
  if (!tlv_document_load_creep_table(self->doc, path, &err)) {
    show_table_error(self, &err);
    return FALSE;
  }
  gtk_check_button_set_active(GTK_CHECK_BUTTON(self->table), TRUE);
  return TRUE;
}

void
tlv_steady_page_build_table(TlvSteadyPage *self, TlTableModel model)
{
  TableJob *job = g_new0(TableJob, 1);
  TlError err;
  if (tl_study_steady_quick_table_spec(tlv_document_get_contact(self->doc), model, &job->spec,
                                       &err) != TL_OK) {
    table_job_free(job);
    show_table_error(self, &err);
    return;
  }
  job->path = quick_table_path(&job->spec);
  gtk_widget_set_sensitive(self->table_build, FALSE);
  tlv_worker_submit(self->table_worker, job);
}

TlvWorker *
tlv_steady_page_get_table_worker(TlvSteadyPage *self)
{
  return self->table_worker;
}

TlvJobBar *
tlv_steady_page_get_table_bar(TlvSteadyPage *self)
{
  return self->table_bar;
}
