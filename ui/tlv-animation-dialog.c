/* tlv-animation-dialog.c — "Export animation…": options, a worker thread
 * that prepares, draws and encodes the frames, progress and Cancel. */
#include "tlv-i18n.h"
#include "tlv-animation-dialog.h"

#include <math.h>
#include <string.h>

#include "tlm-video.h"
#include "tlr-figure-rolling.h"
#include "tlr-figure-stickslip.h"
#include "tlr-figure-transient.h"
#include "tlv-rolling-page.h"
#include "tlv-stickslip-page.h"
#include "tlv-transient-page.h"
#include "tribo/units.h"

typedef enum { KIND_TRANSIENT, KIND_ROLLING, KIND_STICKSLIP } Kind;

/* One export: everything the worker thread touches is its own copy. */
typedef struct {
  Kind kind;
  TlStudyTransientSpec tspec;
  TlrPatchField tfield; /* the transient map's quantity */
  TlRollingDemoParams rparams;
  TlStickSlipParams sparams;
  TlStudyTransient tstudy;
  TlrTransientView tview; /* draws tstudy */
  TlStudyRolling rstudy;
  TlStudyStickSlip sstudy;
  TlmVideoParams video;
  int n_frames;
  double dt; /* contact time between frames [s] */
  char *path;
  volatile int cancel;
  gint done; /* frames encoded (atomic) */
  TlStatus status;
  TlError err;
} Job;

typedef struct {
  GtkWindow *window;
  Kind kind;
  TlStudyTransientSpec tspec;
  TlrPatchField tfield;
  TlRollingDemoParams rparams;
  TlStickSlipParams sparams;
  GtkDropDown *format;
  GtkSpinButton *fps, *contact_ms, *video_s, *width, *height;
  GtkEntry *path;
  GtkProgressBar *progress;
  GtkLabel *status;
  GtkButton *export, *close;
  Job *job; /* while one runs */
  GThread *thread;
  guint poll;
  gboolean close_when_done;
  gboolean destroyed; /* the window is gone while a job still runs */
} Dialog;

#define DIALOG_KEY "tlv-animation-dialog"

static Dialog *
dialog_of(GtkWindow *window)
{
  return g_object_get_data(G_OBJECT(window), DIALOG_KEY);
}

/* ---- the worker -------------------------------------------------------------- */

static TlStatus
transient_frame(void *data, int k, TlError *err)
{
  Job *j = data;
  return tl_study_transient_advance_to(&j->tstudy, k * j->dt, err);
}

static TlStatus
rolling_frame(void *data, int k, TlError *err)
{
  (void)err;
  Job *j = data;
  tl_study_rolling_set_mark(&j->rstudy, k * j->dt / TL_UNIT_MS);
  return TL_OK;
}

static TlStatus
stickslip_frame(void *data, int k, TlError *err)
{
  Job *j = data;
  j->sparams.duration = (k + 1) * j->dt; /* a run of no time has no figure */
  return tl_study_stickslip_update(&j->sstudy, &j->sparams, NULL, err);
}

static void
progress(void *data, int done, int total)
{
  (void)total;
  g_atomic_int_set(&((Job *)data)->done, done);
}

static gpointer
run_job(gpointer data)
{
  Job *j = data;
  TlmAnimation a = { .data = NULL, .n_frames = j->n_frames, .prepare_data = j,
                     .progress = progress, .progress_data = j, .cancel = &j->cancel };
  const TlrStyle style = tlr_style_light();
  a.style = &style;
  j->status = TL_OK;
  switch (j->kind) {
  case KIND_TRANSIENT:
    a.prepare = transient_frame;
    a.draw = tlr_transient_draw;
    a.data = &j->tview;
    j->status = tl_study_transient_setup(&j->tstudy, &j->tspec, &j->err);
    break;
  case KIND_ROLLING:
    a.prepare = rolling_frame;
    a.draw = tlr_rolling_draw;
    a.data = &j->rstudy;
    j->rparams.duration = j->n_frames * j->dt;
    j->status = tl_study_rolling_update(&j->rstudy, &j->rparams, NULL, &j->err);
    break;
  case KIND_STICKSLIP:
    a.prepare = stickslip_frame;
    a.draw = tlr_stickslip_draw;
    a.data = &j->sstudy;
    break;
  }
  if (j->status == TL_OK)
    j->status = tlm_video_write(j->path, &j->video, &a, &j->err);
  return NULL;
}

static void
job_free(Job *j)
{
  tl_study_transient_clear(&j->tstudy);
  tl_study_rolling_clear(&j->rstudy);
  tl_study_stickslip_clear(&j->sstudy);
  g_free(j->path);
  g_free(j);
}

/* ---- the dialog ------------------------------------------------------------------ */

static void
set_status(Dialog *d, const char *text)
{
  gtk_label_set_text(d->status, text);
}

static void
set_busy(Dialog *d, gboolean busy)
{
  gtk_widget_set_sensitive(GTK_WIDGET(d->export), !busy);
  gtk_button_set_label(d->close, busy ? _("Cancel") : _("Close"));
}

static gboolean
poll_job(gpointer data)
{
  Dialog *d = data;
  Job *j = d->job;
  const int done = g_atomic_int_get(&j->done);
  gtk_progress_bar_set_fraction(d->progress, (double)done / j->n_frames);
  char *text = g_strdup_printf(_("%d of %d frames"), done, j->n_frames);
  gtk_progress_bar_set_text(d->progress, text);
  g_free(text);
  return G_SOURCE_CONTINUE;
}

/* The worker has returned (called on the main thread). */
static gboolean
job_finished(gpointer data)
{
  Dialog *d = data;
  g_thread_join(d->thread);
  d->thread = NULL;
  g_clear_handle_id(&d->poll, g_source_remove);
  Job *j = d->job;
  d->job = NULL;
  if (d->destroyed) { /* nothing left to show it in */
    job_free(j);
    g_object_unref(d->window);
    return G_SOURCE_REMOVE;
  }
  char *text = j->status == TL_OK
                 ? g_strdup_printf(_("Written %s (%d frames)."), j->path, j->n_frames)
               : j->status == TL_ECANCELLED ? g_strdup(_("Cancelled: nothing was written."))
                                            : g_strdup_printf(_("Not written: %s."), j->err.message);
  set_status(d, text);
  g_free(text);
  gtk_progress_bar_set_fraction(d->progress, j->status == TL_OK ? 1.0 : 0.0);
  job_free(j);
  set_busy(d, FALSE);
  if (d->close_when_done)
    gtk_window_destroy(d->window);
  g_object_unref(d->window); /* taken by start() */
  return G_SOURCE_REMOVE;
}

static gpointer
run_and_report(gpointer data)
{
  Dialog *d = data;
  run_job(d->job);
  g_idle_add(job_finished, d);
  return NULL;
}

static const TlmVideoFormat formats[] = { TLM_VIDEO_WEBM, TLM_VIDEO_MP4, TLM_VIDEO_GIF };

static void
start(Dialog *d)
{
  if (d->job)
    return;
  TlError err;
  Job *j = g_new0(Job, 1);
  tl_study_transient_init(&j->tstudy);
  j->tview = tlr_transient_view(&j->tstudy);
  j->tview.field = d->tfield;
  tl_study_rolling_init(&j->rstudy);
  tl_study_stickslip_init(&j->sstudy);
  j->kind = d->kind;
  j->tspec = d->tspec;
  j->rparams = d->rparams;
  j->sparams = d->sparams;
  j->video.format = formats[gtk_drop_down_get_selected(d->format)];
  j->video.fps = gtk_spin_button_get_value_as_int(d->fps);
  j->video.width = gtk_spin_button_get_value_as_int(d->width);
  j->video.height = gtk_spin_button_get_value_as_int(d->height);
  j->path = g_strdup(gtk_editable_get_text(GTK_EDITABLE(d->path)));
  const double video_s = gtk_spin_button_get_value(d->video_s);
  j->n_frames = (int)lround(video_s * j->video.fps);
  j->dt = gtk_spin_button_get_value(d->contact_ms) * TL_UNIT_MS / j->n_frames;
  TlmVideoFormat named;
  char *msg = NULL;
  if (!j->path[0])
    msg = g_strdup(_("Not applied: give a file name."));
  else if (tlm_video_format_from_path(j->path, &named, NULL) != TL_OK ||
           named != j->video.format)
    msg = g_strdup_printf(_("Not applied: the file name must end in .%s."),
                          tlm_video_format_name(j->video.format));
  else if (tlm_video_params_validate(&j->video, &err) != TL_OK)
    msg = g_strdup_printf(_("Not applied: %s."), err.message);
  else if (j->n_frames < 1 || j->n_frames > TLM_VIDEO_MAX_FRAMES)
    msg = g_strdup_printf(_("Not applied: %d frames; an animation has 1 to %d."), j->n_frames,
                          TLM_VIDEO_MAX_FRAMES);
  else if (tlm_video_check_encoder(j->video.format, &err) != TL_OK)
    msg = g_strdup_printf(_("Not written: %s."), err.message);
  if (msg) {
    set_status(d, msg);
    g_free(msg);
    job_free(j);
    return;
  }
  d->job = j;
  set_status(d, _("Exporting…"));
  set_busy(d, TRUE);
  poll_job(d);
  d->poll = g_timeout_add(100, poll_job, d);
  g_object_ref(d->window); /* the Dialog lives until the worker has reported */
  d->thread = g_thread_new("tl-animation", run_and_report, d);
}

static void
on_export(GtkButton *button, Dialog *d)
{
  (void)button;
  start(d);
}

static void
on_close(GtkButton *button, Dialog *d)
{
  (void)button;
  if (d->job)
    d->job->cancel = 1; /* the worker stops at the next frame */
  else
    gtk_window_destroy(d->window);
}

/* Destroyed while an export runs (its parent went away): cancel it; the
 * report then only cleans up. */
static void
on_destroy(GtkWidget *window, Dialog *d)
{
  (void)window;
  g_clear_handle_id(&d->poll, g_source_remove);
  if (d->job) {
    d->job->cancel = 1;
    d->destroyed = TRUE;
  }
}

/* Closing while an export runs cancels it and closes once it has stopped. */
static gboolean
on_close_request(GtkWindow *window, Dialog *d)
{
  (void)window;
  if (!d->job)
    return FALSE;
  d->job->cancel = 1;
  d->close_when_done = TRUE;
  return TRUE;
}

/* The file name follows the chosen format's extension. */
static void
on_format(GObject *dropdown, GParamSpec *pspec, Dialog *d)
{
  (void)dropdown;
  (void)pspec;
  const char *ext = tlm_video_format_name(formats[gtk_drop_down_get_selected(d->format)]);
  const char *text = gtk_editable_get_text(GTK_EDITABLE(d->path));
  const char *dot = strrchr(text, '.');
  const char *slash = strrchr(text, '/');
  const int stem = dot && (!slash || dot > slash) ? (int)(dot - text) : (int)strlen(text);
  char *path = g_strdup_printf("%.*s.%s", stem, text, ext);
  gtk_editable_set_text(GTK_EDITABLE(d->path), path);
  g_free(path);
}

static GtkSpinButton *
add_spin(GtkGrid *grid, int row, const char *label, double min, double max, double step,
         double value, int digits)
{
  GtkWidget *l = gtk_label_new(label);
  gtk_label_set_xalign(GTK_LABEL(l), 0.0f);
  GtkWidget *spin = gtk_spin_button_new_with_range(min, max, step);
  gtk_spin_button_set_digits(GTK_SPIN_BUTTON(spin), (guint)digits);
  gtk_spin_button_set_value(GTK_SPIN_BUTTON(spin), value);
  gtk_widget_set_hexpand(spin, TRUE);
  gtk_accessible_update_property(GTK_ACCESSIBLE(spin), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_grid_attach(grid, l, 0, row, 1, 1);
  gtk_grid_attach(grid, spin, 1, row, 1, 1);
  return GTK_SPIN_BUTTON(spin);
}

static void
dialog_free(gpointer data)
{
  Dialog *d = data;
  g_clear_handle_id(&d->poll, g_source_remove);
  g_free(d);
}

GtkWindow *
tlv_animation_dialog_open(GtkWindow *parent, GtkWidget *page, TlvDocument *doc, const char **why)
{
  Dialog *d = g_new0(Dialog, 1);
  const char *view;
  double contact_ms;
  if (page && TLV_IS_TRANSIENT_PAGE(page) &&
      tlv_transient_page_get_figure(TLV_TRANSIENT_PAGE(page))) {
    const TlStudyTransientRun *fig = tlv_transient_page_get_figure(TLV_TRANSIENT_PAGE(page));
    d->kind = KIND_TRANSIENT;
    d->tspec = fig->spec;
    d->tfield = tlv_transient_page_get_run(TLV_TRANSIENT_PAGE(page))->view.field;
    view = "transient";
    /* what the CLI runs by default: with a periodic creepage, up to the end
     * of the first analysed period's measurement, so the film ends on a delay */
    contact_ms = tl_study_transient_run_default_duration(fig) / TL_UNIT_MS;
  } else if (page && TLV_IS_ROLLING_PAGE(page)) {
    d->kind = KIND_ROLLING;
    d->rparams = *tlv_document_get_rolling(doc);
    view = "rolling";
    contact_ms = d->rparams.duration / TL_UNIT_MS;
  } else if (page && TLV_IS_STICKSLIP_PAGE(page)) {
    d->kind = KIND_STICKSLIP;
    d->sparams = *tlv_document_get_stickslip(doc);
    view = "stickslip";
    contact_ms = d->sparams.duration / TL_UNIT_MS;
  } else {
    g_free(d);
    *why = page && TLV_IS_TRANSIENT_PAGE(page)
             ? _("The comparison has no animation: choose the brush or the exact model.")
             : _("Only the views that step in time (Transient rolling, Stick-slip, Rolling "
               "resistance) export an animation.");
    return NULL;
  }
  GtkWindow *w = GTK_WINDOW(gtk_window_new());
  d->window = w;
  g_object_set_data_full(G_OBJECT(w), DIALOG_KEY, d, dialog_free);
  gtk_window_set_title(w, _("Export animation"));
  gtk_window_set_transient_for(w, parent);
  gtk_window_set_modal(w, TRUE);
  gtk_window_set_default_size(w, 460, -1);
  g_signal_connect(w, "close-request", G_CALLBACK(on_close_request), d);
  g_signal_connect(w, "destroy", G_CALLBACK(on_destroy), d);

  GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_start(box, 18);
  gtk_widget_set_margin_end(box, 18);
  gtk_widget_set_margin_top(box, 18);
  gtk_widget_set_margin_bottom(box, 18);
  GtkGrid *grid = GTK_GRID(gtk_grid_new());
  gtk_grid_set_row_spacing(grid, 6);
  gtk_grid_set_column_spacing(grid, 12);
  const char *names[] = { "WebM (VP8)", "MP4 (H.264)", "GIF", NULL };
  GtkWidget *l = gtk_label_new(_("Format"));
  gtk_label_set_xalign(GTK_LABEL(l), 0.0f);
  d->format = GTK_DROP_DOWN(gtk_drop_down_new_from_strings(names));
  gtk_grid_attach(grid, l, 0, 0, 1, 1);
  gtk_grid_attach(grid, GTK_WIDGET(d->format), 1, 0, 1, 1);
  d->fps = add_spin(grid, 1, _("Frames per second"), TLM_VIDEO_MIN_FPS, TLM_VIDEO_MAX_FPS, 1, 30, 0);
  d->contact_ms = add_spin(grid, 2, _("Contact time (ms)"), 0.1, 1e6, 10, contact_ms, 1);
  d->video_s = add_spin(grid, 3, _("Video length (s)"), 0.1, 600, 1, 4, 1);
  d->width = add_spin(grid, 4, _("Width (px)"), TLR_EXPORT_MIN_SIDE, 3840, 2, 1280, 0);
  d->height = add_spin(grid, 5, _("Height (px)"), TLR_EXPORT_MIN_SIDE, 2160, 2, 720, 0);
  l = gtk_label_new(_("File"));
  gtk_label_set_xalign(GTK_LABEL(l), 0.0f);
  d->path = GTK_ENTRY(gtk_entry_new());
  const char *dir = g_get_user_special_dir(G_USER_DIRECTORY_VIDEOS);
  char *name = g_strdup_printf("tribolab-%s.webm", view);
  char *path = g_build_filename(dir ? dir : g_get_home_dir(), name, NULL);
  gtk_editable_set_text(GTK_EDITABLE(d->path), path);
  g_free(path);
  g_free(name);
  gtk_accessible_update_property(GTK_ACCESSIBLE(d->path), GTK_ACCESSIBLE_PROPERTY_LABEL, _("File"),
                                 -1);
  gtk_grid_attach(grid, l, 0, 6, 1, 1);
  gtk_grid_attach(grid, GTK_WIDGET(d->path), 1, 6, 1, 1);
  gtk_box_append(GTK_BOX(box), GTK_WIDGET(grid));
  GtkWidget *hint = gtk_label_new(_("The contact time plays over the video's length: frame k "
                                  "shows the run at k × contact time / frames."));
  gtk_label_set_wrap(GTK_LABEL(hint), TRUE);
  gtk_label_set_xalign(GTK_LABEL(hint), 0.0f);
  gtk_widget_add_css_class(hint, "dim-label");
  gtk_box_append(GTK_BOX(box), hint);
  d->progress = GTK_PROGRESS_BAR(gtk_progress_bar_new());
  gtk_progress_bar_set_show_text(d->progress, TRUE);
  gtk_progress_bar_set_text(d->progress, "");
  gtk_box_append(GTK_BOX(box), GTK_WIDGET(d->progress));
  d->status = GTK_LABEL(gtk_label_new(""));
  gtk_label_set_wrap(d->status, TRUE);
  gtk_label_set_xalign(d->status, 0.0f);
  gtk_label_set_selectable(d->status, TRUE);
  gtk_box_append(GTK_BOX(box), GTK_WIDGET(d->status));
  GtkWidget *buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_halign(buttons, GTK_ALIGN_END);
  d->close = GTK_BUTTON(gtk_button_new_with_label(_("Close")));
  d->export = GTK_BUTTON(gtk_button_new_with_label(_("Export")));
  gtk_widget_add_css_class(GTK_WIDGET(d->export), "suggested-action");
  gtk_box_append(GTK_BOX(buttons), GTK_WIDGET(d->close));
  gtk_box_append(GTK_BOX(buttons), GTK_WIDGET(d->export));
  gtk_box_append(GTK_BOX(box), buttons);
  g_signal_connect(d->export, "clicked", G_CALLBACK(on_export), d);
  g_signal_connect(d->close, "clicked", G_CALLBACK(on_close), d);
  g_signal_connect(d->format, "notify::selected", G_CALLBACK(on_format), d);
  gtk_window_set_child(w, box);
  gtk_window_present(w);
  return w;
}

void
tlv_animation_dialog_set_path(GtkWindow *dialog, const char *path)
{
  gtk_editable_set_text(GTK_EDITABLE(dialog_of(dialog)->path), path);
}

void
tlv_animation_dialog_start(GtkWindow *dialog)
{
  start(dialog_of(dialog));
}

gboolean
tlv_animation_dialog_is_busy(GtkWindow *dialog)
{
  return dialog_of(dialog)->job != NULL;
}

const char *
tlv_animation_dialog_get_status(GtkWindow *dialog)
{
  return gtk_label_get_text(dialog_of(dialog)->status);
}
