/* tlv-job-bar.c — see tlv-job-bar.h. */
#include "tlv-job-bar.h"
#include "tlv-i18n.h"

struct _TlvJobBar {
  GtkBox parent;
  GtkWidget *progress, *label, *cancel;
  TlvWorker *worker; /* not owned */
  char *what;
  double delay;     /* seconds before the bar appears */
  guint timer;      /* the 100 ms update while busy */
  gboolean cancelled;
  gboolean pulsing; /* the run reports no fraction: the bar pulses */
};

G_DEFINE_FINAL_TYPE(TlvJobBar, tlv_job_bar, GTK_TYPE_BOX)

#define UPDATE_MS 100

static void
show_state(TlvJobBar *self)
{
  const double s = self->worker ? tlv_worker_busy_seconds(self->worker) : 0.0;
  const gboolean busy = self->worker && tlv_worker_is_busy(self->worker);
  if (!busy || s < self->delay) {
    gtk_widget_set_visible(GTK_WIDGET(self), busy ? FALSE : self->cancelled);
    if (!busy && self->cancelled) {
      gtk_widget_set_visible(self->progress, FALSE);
      gtk_widget_set_visible(self->cancel, FALSE);
      char *text = g_strdup_printf(_("Cancelled: the last finished result of %s is shown"), self->what);
      gtk_label_set_text(GTK_LABEL(self->label), text);
      g_free(text);
    }
    return;
  }
  gtk_widget_set_visible(GTK_WIDGET(self), TRUE);
  gtk_widget_set_visible(self->progress, TRUE);
  gtk_widget_set_visible(self->cancel, TRUE);
  const double fraction = tlv_worker_get_progress(self->worker);
  self->pulsing = fraction < 0.0;
  if (self->pulsing)
    gtk_progress_bar_pulse(GTK_PROGRESS_BAR(self->progress));
  else
    gtk_progress_bar_set_fraction(GTK_PROGRESS_BAR(self->progress), fraction);
  char *text = self->cancelled ? g_strdup_printf(_("Cancelling %s…"), self->what)
                               : g_strdup_printf(_("Computing %s… %.1f s"), self->what, s);
  gtk_label_set_text(GTK_LABEL(self->label), text);
  g_free(text);
  gtk_widget_set_sensitive(self->cancel, !self->cancelled);
}

static gboolean
on_timer(gpointer data)
{
  TlvJobBar *self = data;
  show_state(self);
  if (self->worker && tlv_worker_is_busy(self->worker))
    return G_SOURCE_CONTINUE;
  self->timer = 0;
  return G_SOURCE_REMOVE;
}

static void
on_busy(gpointer data, gboolean busy)
{
  TlvJobBar *self = data;
  if (busy) {
    self->cancelled = FALSE; /* a new run: the note of the last one goes */
    if (!self->timer)
      self->timer = g_timeout_add(UPDATE_MS, on_timer, self);
  }
  show_state(self);
}

static void
on_cancel_clicked(GtkButton *button, gpointer data)
{
  (void)button;
  tlv_job_bar_cancel(TLV_JOB_BAR(data));
}

void
tlv_job_bar_cancel(TlvJobBar *self)
{
  if (!self->worker || !tlv_worker_is_busy(self->worker))
    return;
  self->cancelled = TRUE;
  tlv_worker_cancel(self->worker);
  show_state(self);
}

void
tlv_job_bar_set_worker(TlvJobBar *self, TlvWorker *worker, const char *what)
{
  if (self->worker)
    tlv_worker_set_watch(self->worker, NULL, NULL);
  g_clear_handle_id(&self->timer, g_source_remove);
  self->worker = worker;
  g_free(self->what);
  self->what = g_strdup(what ? what : _("the result"));
  self->cancelled = FALSE;
  if (worker)
    tlv_worker_set_watch(worker, on_busy, self);
  show_state(self);
}

void
tlv_job_bar_set_delay(TlvJobBar *self, double seconds)
{
  self->delay = seconds;
}

gboolean
tlv_job_bar_is_showing(TlvJobBar *self)
{
  return gtk_widget_get_visible(GTK_WIDGET(self)) && gtk_widget_get_visible(self->cancel);
}

double
tlv_job_bar_get_fraction(TlvJobBar *self)
{
  return self->pulsing ? -1.0
                       : gtk_progress_bar_get_fraction(GTK_PROGRESS_BAR(self->progress));
}

static void
tlv_job_bar_dispose(GObject *object)
{
  TlvJobBar *self = TLV_JOB_BAR(object);
  tlv_job_bar_set_worker(self, NULL, NULL);
  G_OBJECT_CLASS(tlv_job_bar_parent_class)->dispose(object);
}

static void
tlv_job_bar_finalize(GObject *object)
{
  g_free(TLV_JOB_BAR(object)->what);
  G_OBJECT_CLASS(tlv_job_bar_parent_class)->finalize(object);
}

static void
tlv_job_bar_class_init(TlvJobBarClass *klass)
{
  G_OBJECT_CLASS(klass)->dispose = tlv_job_bar_dispose;
  G_OBJECT_CLASS(klass)->finalize = tlv_job_bar_finalize;
}

static void
tlv_job_bar_init(TlvJobBar *self)
{
  self->delay = 0.5;
  self->pulsing = TRUE;
  self->what = g_strdup(_("the result"));
  gtk_orientable_set_orientation(GTK_ORIENTABLE(self), GTK_ORIENTATION_HORIZONTAL);
  gtk_box_set_spacing(GTK_BOX(self), 6);
  self->progress = gtk_progress_bar_new();
  gtk_progress_bar_set_pulse_step(GTK_PROGRESS_BAR(self->progress), 0.1);
  gtk_widget_set_valign(self->progress, GTK_ALIGN_CENTER);
  gtk_widget_set_size_request(self->progress, 80, -1);
  self->label = gtk_label_new(NULL);
  gtk_label_set_xalign(GTK_LABEL(self->label), 0.0f);
  gtk_label_set_ellipsize(GTK_LABEL(self->label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand(self->label, TRUE);
  self->cancel = gtk_button_new_with_mnemonic(_("_Cancel"));
  gtk_widget_set_tooltip_text(self->cancel,
                              _("Stop this computation; the last finished result stays on screen"));
  g_signal_connect(self->cancel, "clicked", G_CALLBACK(on_cancel_clicked), self);
  gtk_box_append(GTK_BOX(self), self->progress);
  gtk_box_append(GTK_BOX(self), self->label);
  gtk_box_append(GTK_BOX(self), self->cancel);
  gtk_widget_set_visible(GTK_WIDGET(self), FALSE);
}
