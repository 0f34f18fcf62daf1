/* tlv-steady-table.c — the Steady rolling page's "Creep-force table" box:
 * open a table file into the window's document, or build a quick table
 * around the case on a worker of its own (the exact solves' worker stays free
 * for the curve), with its job bar, the label that names the table and the
 * page's message line for what went wrong. */
#include "steady-page-private.h"

#include "tlv-document.h"
#include "tlv-file-chooser.h"
#include "tlv-i18n.h"

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

/* The worker builds a table from a copy of its spec. */
static gpointer
table_job_run(gpointer job, const volatile int *cancel, TlError *err)
{
  const TlStudyControl ctl = { .cancel = cancel, .progress = tlv_worker_report_progress };
  TlTable *t = NULL;
  if (tl_study_steady_table_build(job, &ctl, &t, err) != TL_OK)
    return NULL;
  return t;
}

static void
table_result_free(gpointer data)
{
  tl_table_free(data);
}

static void
table_job_done(gpointer owner, gpointer result, const TlError *err, double seconds)
{
  (void)seconds;
  TlvSteadyPage *self = owner;
  gtk_widget_set_sensitive(self->table_build, TRUE);
  if (!result) {
    show_table_error(self, err);
    return;
  }
  tlv_document_take_creep_table(self->doc, result);
  gtk_check_button_set_active(GTK_CHECK_BUTTON(self->table), TRUE);
}

static void
table_job_idle(gpointer owner)
{
  TlvSteadyPage *self = owner;
  gtk_widget_set_sensitive(self->table_build, TRUE); /* after a Cancel too */
}

static const TlvWorkerClass table_worker_class = { table_job_run, g_free, table_result_free,
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
  TlTableSpec *spec = g_new(TlTableSpec, 1);
  TlError err;
  if (tl_study_steady_quick_table_spec(tlv_document_get_contact(self->doc), model, spec, &err) !=
      TL_OK) {
    g_free(spec);
    show_table_error(self, &err);
    return;
  }
  gtk_widget_set_sensitive(self->table_build, FALSE);
  tlv_worker_submit(self->table_worker, spec);
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
