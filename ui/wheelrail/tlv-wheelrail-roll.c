/* tlv-wheelrail-roll.c — the Wheel on rail page's "Roll this patch": the
 * chosen contact point's patch rolled at the document's creepages with
 * FASTSIM or the exact theory, on a worker of the page, and the section of
 * controls and the plot that show it. */
#include "tlv-i18n.h"
#include "wheelrail-page-private.h"

#include "tlr-figure-wheelrail.h"
#include "tlv-document.h"
#include "tlv-page.h"
#include "tlv-plot.h"
#include "tlv-worker.h"

/* The job rolls a copy of the chosen patch, so the page may update its
 * study meanwhile. */
typedef struct {
  TlWrPatch patch; /* a copy, its pressure map owned */
  TlMaterial wheel, rail;
  TlWrRollParams params;
} RollJob;

static gpointer
roll_job_run(gpointer data, const volatile int *cancel, TlError *err)
{
  RollJob *job = data;
  TlStudyWheelrailRoll *r = g_new(TlStudyWheelrailRoll, 1);
  tl_study_wheelrail_roll_init(r);
  const TlStudyControl ctl = { cancel, NULL, NULL };
  if (tl_study_wheelrail_roll_update(r, &job->patch, &job->wheel, &job->rail, &job->params, &ctl,
                                     err) != TL_OK)
    g_clear_pointer(&r, g_free);
  return r;
}

static void
roll_job_free(gpointer data)
{
  RollJob *job = data;
  g_free(job->patch.pressure);
  g_free(job);
}

static void
roll_result_free(gpointer data)
{
  tl_study_wheelrail_roll_clear(data);
  g_free(data);
}

static void
roll_job_done(gpointer owner, gpointer result, const TlError *err, double seconds)
{
  (void)seconds;
  TlvWheelrailPage *self = owner;
  TlStudyWheelrailRoll *r = result;
  if (!r) {
    tlv_page_show_error(self->warning, _("Not rolled: %s"), err->message);
    return;
  }
  tl_study_wheelrail_roll_move(&self->rolled, r);
  roll_result_free(r);
  tlv_wheelrail_update_readout(self);
  gtk_widget_queue_draw(GTK_WIDGET(self->roll_plot));
}

static const TlvWorkerClass roll_worker_class = { roll_job_run, roll_job_free, roll_result_free,
                                                  roll_job_done, NULL };

void
tlv_wheelrail_roll_init(TlvWheelrailPage *self)
{
  self->roll_worker = tlv_worker_new(&roll_worker_class, self);
}

/* Roll the chosen patch at the document's creepages (the previous rolled
 * patch stays on screen until this one arrives). */
void
tlv_wheelrail_roll_submit(TlvWheelrailPage *self)
{
  const TlStudyWheelrail *f = &self->study;
  if (!f->valid || f->patch < 0) { /* no loaded patch: nothing rolled, not an older one */
    tlv_worker_cancel(self->roll_worker);
    tl_study_wheelrail_roll_clear(&self->rolled);
    return;
  }
  const TlWrPatch *p = &f->normal[f->spec.side == TL_WR_RIGHT].patch[f->patch];
  RollJob *job = g_new0(RollJob, 1);
  job->patch = *p;
  if (p->pressure)
    job->patch.pressure = g_memdup2(p->pressure, sizeof(double) * (gsize)p->mx * (gsize)p->my);
  const TlPresetWheelrail *w = tlv_document_get_wheelrail(self->doc);
  job->wheel = w->normal.wheel;
  job->rail = w->normal.rail;
  job->params = w->roll;
  tlv_worker_submit(self->roll_worker, job);
}

/* The chosen point, and the "Roll this patch" section under the load. */
void
tlv_wheelrail_roll_build(TlvWheelrailPage *self)
{
  static const char *const points[] = { N_("Contact point 1"), N_("Contact point 2"),
                                        N_("Contact point 3"), NULL };
  self->point = tlv_wheelrail_drop_down(points, _("Contact point"),
                          _("Which contact point of the wheel the pressure map shows and rolls "
                          "(1: the lowest gap minimum; a point without a patch of its own shows "
                          "the first patch)"));
  gtk_box_insert_child_after(GTK_BOX(self->panel), self->point, self->side);
  GtkWidget *heading = gtk_label_new(_("Roll this patch"));
  gtk_label_set_xalign(GTK_LABEL(heading), 0.0f);
  gtk_widget_add_css_class(heading, "heading");
  gtk_box_insert_child_after(GTK_BOX(self->panel), heading, self->load_box);
  static const char *const models[] = { N_("FASTSIM on the patch"), N_("Exact theory on the patch"),
                                        NULL };
  self->model = tlv_wheelrail_drop_down(models, _("Rolling model"),
                          _("Steady rolling on the chosen patch's own cells and pressure: "
                          "FASTSIM (brush flexibility of the equivalent ellipse) or Kalker's "
                          "exact theory on the half-space"));
  gtk_box_insert_child_after(GTK_BOX(self->panel), self->model, heading);
  GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_insert_child_after(GTK_BOX(self->panel), box, self->model);
  tlv_wheelrail_roll_rows_append(self, box);

  self->roll_plot = tlv_plot_new(_("Rolled patch"), tlr_wheelrail_roll_draw, &self->rolled);
  tlv_plot_set_export_name(self->roll_plot, "wheelrail-roll");
  tlv_plot_set_csv_func(self->roll_plot, tlr_wheelrail_roll_write_csv); /* --roll-patch --map */
  gtk_widget_set_size_request(GTK_WIDGET(self->roll_plot), -1, 300);
  gtk_widget_set_vexpand(GTK_WIDGET(self->roll_plot), TRUE);
  gtk_box_insert_child_after(GTK_BOX(gtk_widget_get_parent(self->lower_box)),
                             GTK_WIDGET(self->roll_plot), self->lower_box);
}
