/* tlv-subsurface-page.c — the "Below the surface" page. */
#include "tlv-i18n.h"
#include "tlv-subsurface-page.h"

#include <math.h>

#include "tlr-figure-depth.h"
#include "tlr-figure-shakedown.h"
#include "tlr-figure-subsurface.h"
#include "tlr-plot.h"
#include "tlv-contact-form.h"
#include "tlv-field.h"
#include "tlv-job-bar.h"
#include "tlv-page.h"
#include "tlv-plot.h"
#include "tlv-transient-page.h"
#include "tlv-worker.h"
#include "tribo/units.h"

/* The study's spec (an x–z section with its y–z cross section and the depth profile at the
 * chosen x, or through the maximum) and what it borrows. */
typedef struct {
  TlStudySubsurfaceSpec spec;
  TlStudySubsurfaceTables *tables; /* a reference: the page's kept influence tables */
  TlTractionField snapshot; /* source TRANSIENT: the run's tractions, copied when submitted */
} Job;

struct _TlvSubsurfacePage {
  GtkWidget parent_instance;

  /* template widgets */
  GtkWidget *panel;
  GtkWidget *source;
  GtkWidget *case_box;
  GtkWidget *measure;
  GtkWidget *body;
  GtkWidget *grid_box;
  GtkWidget *shakedown_box;
  GtkWidget *warning;
  GtkWidget *plot_grid;
  GtkWidget *readout;
  GtkWidget *spinner;
  TlvJobBar *job_bar; /* a long run's progress and Cancel */

  /* owned */
  TlvDocument *doc;
  TlvWorker *worker;
  TlStudySubsurfaceTables *tables; /* of both sections, kept across jobs */
  TlStudySubsurface *study; /* the result shown (NULL until the first job is done) */
  TlrSubsurfaceSection view_xz, view_yz; /* its two sections as drawn */
  TlrShakedownFigure view_map;           /* its shakedown map as drawn */
  TlvPlot *plot_xz, *plot_yz, *plot_depth, *plot_map;
  GtkWidget *side_stack; /* beside the sections: the depth profile or the shakedown map */
  double line_x;  /* the depth profile's x [m] the user chose; NAN: through the maximum */
  double drag_x0; /* pixel where the drag on the x–z section began */
  guint tick_id;
  gboolean failed;
  gboolean syncing; /* the drop-downs are being set from the document */
  gboolean stale;   /* the case changed while the page was hidden */
  gboolean awaiting;  /* a job was handed in and nothing has been delivered since */
  gboolean cancelled; /* the last run was cancelled: the result drawn is older than the
                       * case on screen */
  TlvTransientPage *transient; /* the source of TRANSIENT fields (weak) */
};

TLV_DEFINE_PAGE(TlvSubsurfacePage, tlv_subsurface_page, "tlv-subsurface-page.ui")

/* ---- the worker ------------------------------------------------------------------ */

static void
result_free(gpointer data)
{
  TlStudySubsurface *r = data;
  if (!r)
    return;
  tl_study_subsurface_clear(r);
  g_free(r);
}

static void
job_free(gpointer data)
{
  Job *j = data;
  tl_study_subsurface_tables_unref(j->tables);
  tl_traction_field_clear(&j->snapshot);
  g_free(j);
}

/* Worker thread: one update of a new study on the page's kept influence tables. */
static gpointer
job_run(gpointer data, const volatile int *cancel, TlError *err)
{
  Job *j = data;
  TlStudySubsurface *r = g_new0(TlStudySubsurface, 1);
  tl_study_subsurface_init(r);
  tl_study_subsurface_use_tables(r, j->tables);
  if (j->spec.view.source == TL_FIELD_TRANSIENT)
    j->spec.field = &j->snapshot;
  const TlStudyControl ctl = {cancel, tlv_worker_report_progress, NULL};
  if (tl_study_subsurface_update(r, &j->spec, &ctl, err) != TL_OK) {
    result_free(r);
    return NULL;
  }
  return r;
}

/* mm for display, without a "−0.00" */
static double
mm(double v)
{
  const double r = v / TL_UNIT_MM;
  return fabs(r) < 0.005 ? 0.0 : r;
}

/* The body and the traction source as the read-out names them: the CLI's words
 * (tl_body_name, tl_field_source_name) in English, translated in the window. */
static const char *
body_word(TlBody body)
{
  return body == TL_BODY_WHEEL ? C_("body", "wheel") : C_("body", "rail");
}

static const char *
source_word(TlFieldSource source)
{
  switch (source) {
  case TL_FIELD_HERTZ:
    return C_("traction source", "hertz");
  case TL_FIELD_SLIDE:
    return C_("traction source", "slide");
  case TL_FIELD_FASTSIM:
    return C_("traction source", "fastsim");
  case TL_FIELD_EXACT:
    return C_("traction source", "exact");
  case TL_FIELD_TRANSIENT:
    return C_("traction source", "transient");
  default:
    return tl_field_source_name(source);
  }
}

static void
update_readout(TlvSubsurfacePage *self)
{
  const TlStudySubsurface *st = self->study;
  const TlGrid *g = &st->field.grid;
  const double c = fmin(g->a, g->b);
  const char *cn = g->b <= g->a ? "b" : "a";
  GString *t = g_string_new(NULL);
  g_string_append_printf(t, _("<b>%s</b>, %s: p<sub>0</sub> = %.0f MPa, a = %.2f mm, b = %.2f mm"),
                         body_word(st->sec.body), source_word(st->field.source),
                         st->field.p0 / TL_UNIT_MPA, g->a / TL_UNIT_MM, g->b / TL_UNIT_MM);
  const TlStressMax *maxima[2] = {&st->max, &st->cross_max};
  const TlStressMeasure measure = st->spec.view.measure;
  for (int k = 0; k < 2; k++) {
    const TlStressMax *m = maxima[k];
    g_string_append_c(t, '\n');
    g_string_append_printf(t, _("<b>%s</b> max %s%s%s = %.1f MPa (%.3f p<sub>0</sub>) "),
                           k ? "y–z" : "x–z",
                           tl_stress_measure_signed(measure) ? "|" : "",
                           tlr_subsurface_measure_label(measure),
                           tl_stress_measure_signed(measure) ? "|" : "",
                           fabs(m->value) / TL_UNIT_MPA, fabs(m->value) / st->field.p0);
    if (m->at_surface)
      g_string_append_printf(t, _("at the surface, x = %.2f mm, y = %.2f mm"), mm(m->x),
                             mm(m->y));
    else
      g_string_append_printf(t, _("at z = %.2f mm (%.2f %s), x = %.2f mm, y = %.2f mm"),
                             m->d / TL_UNIT_MM, m->d / c, cn, mm(m->x), mm(m->y));
  }
  /* the operating point on the shakedown map (docs/theory.md §12.6), from the study */
  g_string_append_c(t, '\n');
  g_string_append_printf(t,
                         _("<b>Shakedown</b>: p<sub>0</sub>/k = %.2f (k = %.0f MPa), "
                           "friction used %.3f, FI = %.3f (%s)"),
                         st->load_factor, st->spec.view.shear_yield / TL_UNIT_MPA,
                         st->utilised_friction, st->fatigue_index,
                         st->fatigue_index > 0.0 ? _("beyond the shakedown limit: ratchetting")
                                                 : _("within the shakedown limit"));
  if (self->cancelled) { /* the read-out describes what is drawn, not the fields */
    g_string_append_c(t, '\n');
    g_string_append_printf(t,
                           _("<b>Cancelled</b>: drawn is the last finished result (%s, μ = "
                             "%.3g, c<sub>x</sub> = %.4g, c<sub>y</sub> = %.4g, grid %d×%d); "
                             "the values on the left are not computed. Change one to compute "
                             "again."),
                           source_word(st->field.source), st->spec.params.mu,
                           st->spec.params.cx, st->spec.params.cy, g->mx, g->my);
  }
  gtk_label_set_markup(GTK_LABEL(self->readout), t->str);
  g_string_free(t, TRUE);
}

static void
set_busy(TlvSubsurfacePage *self)
{
  gtk_spinner_set_spinning(GTK_SPINNER(self->spinner), tlv_worker_is_busy(self->worker));
}

static void
job_done(gpointer owner, gpointer result, const TlError *err, double seconds)
{
  (void)seconds;
  TlvSubsurfacePage *self = owner;
  set_busy(self);
  self->awaiting = FALSE;
  self->cancelled = FALSE;
  self->failed = result == NULL;
  if (!result) {
    tlv_page_show_error(self->warning, _("Not computed%s: %s"),
                        self->study ? _(", the last good sections are shown") : "", err->message);
  } else {
    gtk_widget_set_visible(self->warning, FALSE);
    result_free(self->study);
    self->study = result;
    self->view_xz.study = self->view_yz.study = self->view_map.study = self->study;
    update_readout(self);
  }
  gtk_widget_queue_draw(GTK_WIDGET(self->plot_xz));
  gtk_widget_queue_draw(GTK_WIDGET(self->plot_yz));
  gtk_widget_queue_draw(GTK_WIDGET(self->plot_depth));
  gtk_widget_queue_draw(GTK_WIDGET(self->plot_map));
}

/* The worker fell idle: a job handed in and not delivered was cancelled (Cancel on the job
 * bar; a newer edit would have started at once), so the read-out says what is drawn. */
static void
job_idle(gpointer owner)
{
  TlvSubsurfacePage *self = owner;
  set_busy(self);
  if (!self->awaiting)
    return;
  self->awaiting = FALSE;
  self->cancelled = TRUE;
  if (self->study) {
    update_readout(self);
    return;
  }
  gtk_label_set_markup(GTK_LABEL(self->readout),
                       _("<b>Cancelled</b>: nothing is computed yet. Change a value to "
                         "compute."));
  gtk_widget_queue_draw(GTK_WIDGET(self->plot_xz));
  gtk_widget_queue_draw(GTK_WIDGET(self->plot_yz));
  gtk_widget_queue_draw(GTK_WIDGET(self->plot_depth));
  gtk_widget_queue_draw(GTK_WIDGET(self->plot_map));
}

static const TlvWorkerClass worker_class = { job_run, job_free, result_free, job_done,
                                             job_idle };

/* ---- drawing --------------------------------------------------------------------- */

static void
draw_section(cairo_t *cr, double width, double height, const TlrStyle *style,
             TlvSubsurfacePage *self, int yz)
{
  if (self->study) {
    tlr_subsurface_section_draw(cr, width, height, style, yz ? &self->view_yz : &self->view_xz);
    return;
  }
  tlr_draw_placeholder(cr, style, width, height,
                       self->failed      ? _("No section: the message above says why")
                       : self->cancelled ? _("Cancelled: no section computed")
                                         : _("Computing the stresses…"));
}

static void
draw_xz(cairo_t *cr, double width, double height, const TlrStyle *style, void *data)
{
  draw_section(cr, width, height, style, data, 0);
}

static void
draw_yz(cairo_t *cr, double width, double height, const TlrStyle *style, void *data)
{
  draw_section(cr, width, height, style, data, 1);
}

static void
draw_depth(cairo_t *cr, double width, double height, const TlrStyle *style, void *data)
{
  TlvSubsurfacePage *self = data;
  if (self->study) {
    tlr_depth_draw(cr, width, height, style, self->study);
    return;
  }
  tlr_draw_placeholder(cr, style, width, height,
                       self->failed      ? _("No profile: the message above says why")
                       : self->cancelled ? _("Cancelled: no profile computed")
                                         : _("Computing…"));
}

static void
draw_map(cairo_t *cr, double width, double height, const TlrStyle *style, void *data)
{
  TlvSubsurfacePage *self = data;
  if (self->study) {
    tlr_shakedown_figure_draw(cr, width, height, style, &self->view_map);
    return;
  }
  tlr_draw_placeholder(cr, style, width, height,
                       self->failed      ? _("No map: the message above says why")
                       : self->cancelled ? _("Cancelled: no map computed")
                                         : _("Computing…"));
}

static TlStatus
write_map_csv(FILE *out, void *data, TlError *err)
{
  TlvSubsurfacePage *self = data;
  if (!self->study)
    return tl_error_set(err, TL_EINVAL, "the shakedown map is not computed yet");
  return tlr_shakedown_write_csv(out, (void *)self->study, err);
}

/* The sections as drawn: x–z (the CLI's subsurface CSV) and y–z through the maximum. */
static TlStatus
write_xz_csv(FILE *out, void *data, TlError *err)
{
  TlvSubsurfacePage *self = data;
  if (!self->study)
    return tl_error_set(err, TL_EINVAL, "the sections are not computed yet");
  return tl_study_subsurface_write_csv(out, self->study, err);
}

static TlStatus
write_yz_csv(FILE *out, void *data, TlError *err)
{
  TlvSubsurfacePage *self = data;
  if (!self->study)
    return tl_error_set(err, TL_EINVAL, "the sections are not computed yet");
  return tl_study_subsurface_write_cross_csv(out, self->study, err);
}

static TlStatus
write_depth_csv(FILE *out, void *data, TlError *err)
{
  TlvSubsurfacePage *self = data;
  if (!self->study)
    return tl_error_set(err, TL_EINVAL, "the depth profile is not computed yet");
  return tlr_depth_write_csv(out, self->study, err);
}

/* ---- controls -------------------------------------------------------------------- */

static void
on_tick(gpointer data)
{
  TlvSubsurfacePage *self = data;
  Job *job = g_new0(Job, 1);
  job->spec = tl_study_subsurface_spec_default();
  job->spec.params = *tlv_document_get_contact(self->doc);
  job->spec.view = *tlv_document_get_subsurface(self->doc);
  job->spec.cross = 1;
  job->spec.shakedown_map = 1;
  job->spec.profile_x = self->line_x;
  if (job->spec.view.source == TL_FIELD_TRANSIENT) {
    /* the transient view's run as it stands (it holds still while this page
     * is shown): its own grid, tractions and case */
    const TlStudyTransientRun *tf =
      self->transient ? tlv_transient_page_get_figure(self->transient) : NULL;
    TlError err;
    if (!tf || !tf->model.klass ||
        tl_traction_field_from_model(&job->snapshot, &tf->model, &tf->spec.params, &err) !=
          TL_OK) {
      if (!tf || !tf->model.klass)
        tl_error_set(&err, TL_EINVAL, "the transient run has not started: open Transient "
                                      "rolling (Alt+3) and run it first");
      tlv_page_show_error(self->warning, _("Not computed: %s"), err.message);
      g_free(job);
      return;
    }
  }
  job->tables = tl_study_subsurface_tables_ref(self->tables);
  if (!self->study && self->cancelled) { /* nothing drawn: the placeholders say "computing" */
    self->cancelled = FALSE;
    gtk_label_set_text(GTK_LABEL(self->readout), "");
    gtk_widget_queue_draw(GTK_WIDGET(self->plot_xz));
    gtk_widget_queue_draw(GTK_WIDGET(self->plot_yz));
    gtk_widget_queue_draw(GTK_WIDGET(self->plot_depth));
    gtk_widget_queue_draw(GTK_WIDGET(self->plot_map));
  }
  self->awaiting = TRUE;
  tlv_worker_submit(self->worker, job);
  set_busy(self);
}

/* Compute only what is seen: a hidden page remembers that its case changed and
 * computes when it is shown (the other pages' edits cost it nothing meanwhile). */
static void
schedule(TlvSubsurfacePage *self)
{
  if (!gtk_widget_get_mapped(GTK_WIDGET(self))) {
    self->stale = TRUE;
    return;
  }
  self->stale = FALSE;
  tlv_page_schedule_tick(GTK_WIDGET(self), &self->tick_id, on_tick);
}

static void
tlv_subsurface_page_map(GtkWidget *widget)
{
  GTK_WIDGET_CLASS(tlv_subsurface_page_parent_class)->map(widget);
  TlvSubsurfacePage *self = TLV_SUBSURFACE_PAGE(widget);
  if (self->stale)
    schedule(self);
}

/* The drop-downs follow the document (a preset, the saved session). */
static void
sync_controls(TlvSubsurfacePage *self)
{
  const TlSubsurfaceView *v = tlv_document_get_subsurface(self->doc);
  self->syncing = TRUE;
  gtk_drop_down_set_selected(GTK_DROP_DOWN(self->source), (guint)v->source);
  gtk_drop_down_set_selected(GTK_DROP_DOWN(self->measure), (guint)v->measure);
  gtk_drop_down_set_selected(GTK_DROP_DOWN(self->body), v->body == TL_BODY_WHEEL);
  self->syncing = FALSE;
}

static void
on_document_changed(TlvDocument *doc, guint flags, TlvSubsurfacePage *self)
{
  (void)doc;
  if (flags & TLV_CHANGED_SUBSURFACE)
    sync_controls(self);
  if (flags & (TLV_CHANGED_CONTACT | TLV_CHANGED_SUBSURFACE))
    schedule(self);
}

static void
on_choice(GtkDropDown *dd, GParamSpec *pspec, TlvSubsurfacePage *self)
{
  (void)dd;
  (void)pspec;
  if (self->syncing)
    return;
  TlSubsurfaceView v = *tlv_document_get_subsurface(self->doc); /* k stays */
  v.source = (TlFieldSource)gtk_drop_down_get_selected(GTK_DROP_DOWN(self->source));
  v.measure = (TlStressMeasure)gtk_drop_down_get_selected(GTK_DROP_DOWN(self->measure));
  v.body = gtk_drop_down_get_selected(GTK_DROP_DOWN(self->body)) ? TL_BODY_WHEEL : TL_BODY_RAIL;
  TlError err;
  if (!tlv_document_set_subsurface(self->doc, &v, &err)) { /* every entry is valid */
    tlv_page_show_error(self->warning, _("Not applied: %s"), err.message);
    sync_controls(self);
  }
}

static void
add_rows(TlvSubsurfacePage *self, GtkWidget *box, const TlvContactField *fields, int n)
{
  for (int i = 0; i < n; i++)
    gtk_box_append(GTK_BOX(box), GTK_WIDGET(tlv_contact_row_new(self->doc, fields[i])));
}

/* The yield stress in shear k of the shakedown map, in MPa (the subsurface view's). */
static double
get_shear_yield(TlvDocument *doc, int id)
{
  (void)id;
  return tlv_document_get_subsurface(doc)->shear_yield / TL_UNIT_MPA;
}

static gboolean
set_shear_yield(TlvDocument *doc, int id, double value, TlError *err)
{
  (void)id;
  TlSubsurfaceView v = *tlv_document_get_subsurface(doc);
  v.shear_yield = value * TL_UNIT_MPA;
  return tlv_document_set_subsurface(doc, &v, err);
}

/* k of the steels, from soft structural steel to hard bearing steel: the row takes what
 * its range spans (a preset or the CLI may go to the core's TL_RANGE_SHEAR_YIELD_*) */
static const TlvFieldSpec shear_yield_field = {
  N_("Yield stress in shear k"), "Yield stress in shear k", "MPa", 50, 1500, 0, FALSE, FALSE,
  N_("Yield stress in pure shear k, in MPa: the load factor p<sub>0</sub>/k places the case on "
     "the shakedown map, and FI = f − 2πabk/(3F<sub>N</sub>) is positive beyond its surface "
     "limit"),
  TLV_CHANGED_SUBSURFACE, 0, get_shear_yield, set_shear_yield, 0.0,
};

/* ---- the depth profile's line ---------------------------------------------------- */

void
tlv_subsurface_page_pick(TlvSubsurfacePage *self, double px)
{
  if (!self->study)
    return;
  GtkWidget *w = GTK_WIDGET(self->plot_xz);
  const TlrStyle style = tlv_plot_get_style(self->plot_xz);
  double x = tlr_subsurface_along_at(&self->view_xz, &style, gtk_widget_get_width(w),
                                     gtk_widget_get_height(w), px);
  double rx, ry, rw, rh, x0, x1, y0, y1;
  const TlrProbe *probe = tlv_plot_get_probe(self->plot_xz);
  if (isfinite(x) && tlv_plot_is_zoomed(self->plot_xz) && /* the zoomed axis, as drawn */
      tlr_probe_plot_rect(probe, 0, &rx, &ry, &rw, &rh) &&
      tlr_probe_plot_range(probe, 0, &x0, &x1, &y0, &y1) && rw > 0.0) {
    const TlSection *sec = &self->study->sec;
    x = (x0 + (px - rx) / rw * (x1 - x0)) * TL_UNIT_MM;
    x = fmin(fmax(x, sec->along[0]), sec->along[sec->n_along - 1]);
  }
  if (!isfinite(x) || x == self->line_x)
    return;
  self->line_x = x;
  schedule(self);
}

static void
on_drag_begin(GtkGestureDrag *gesture, double x, double y, TlvSubsurfacePage *self)
{
  (void)gesture;
  (void)y;
  self->drag_x0 = x;
  tlv_subsurface_page_pick(self, x);
}

/* A double click puts the line back through the maximum (the default). */
static void
on_pressed(GtkGestureClick *gesture, int n_press, double x, double y, TlvSubsurfacePage *self)
{
  (void)gesture;
  (void)x;
  (void)y;
  if (n_press != 2 || isnan(self->line_x))
    return;
  self->line_x = NAN;
  schedule(self);
}

static void
on_drag_update(GtkGestureDrag *gesture, double dx, double dy, TlvSubsurfacePage *self)
{
  (void)gesture;
  (void)dy;
  tlv_subsurface_page_pick(self, self->drag_x0 + dx);
}

/* ---- the widget ------------------------------------------------------------------ */

static void
tlv_subsurface_page_release(TlvSubsurfacePage *self)
{
  tlv_job_bar_set_worker(self->job_bar, NULL, NULL);
  g_clear_pointer(&self->worker, tlv_worker_free);
}

static void
tlv_subsurface_page_free(TlvSubsurfacePage *self)
{
  result_free(self->study);
  tl_study_subsurface_tables_unref(self->tables);
}

static void
tlv_subsurface_page_setup_class(GtkWidgetClass *widget_class)
{
  widget_class->map = tlv_subsurface_page_map;
  g_type_ensure(TLV_TYPE_JOB_BAR); /* the template names it */
#define BIND(name) gtk_widget_class_bind_template_child(widget_class, TlvSubsurfacePage, name)
  BIND(panel);
  BIND(source);
  BIND(case_box);
  BIND(measure);
  BIND(body);
  BIND(grid_box);
  BIND(shakedown_box);
  BIND(warning);
  BIND(plot_grid);
  BIND(readout);
  BIND(spinner);
  BIND(job_bar);
#undef BIND
}

static void
tlv_subsurface_page_init(TlvSubsurfacePage *self)
{
  gtk_widget_init_template(GTK_WIDGET(self));
  self->view_xz.hide_note = self->view_yz.hide_note = 1; /* the read-out below says it */
  self->view_map.hide_note = 1;
  self->view_yz.cross = 1;
}

TlvSubsurfacePage *
tlv_subsurface_page_new(TlvDocument *doc)
{
  TlvSubsurfacePage *self = g_object_new(TLV_TYPE_SUBSURFACE_PAGE, NULL);
  self->doc = g_object_ref(doc);
  tlv_drop_down_show_subscripts(GTK_DROP_DOWN(self->measure));
  self->worker = tlv_worker_new(&worker_class, self);
  /* an exact solve at 200 × 200 takes seconds: the bar shows its progress and Cancel once a
   * run has lasted a moment (the spinner alone marks the short ones) */
  tlv_job_bar_set_worker(self->job_bar, self->worker, _("the stresses below the surface"));
  tlv_job_bar_set_delay(self->job_bar, 0.3);
  /* the influence tables depend on the grid and the sections only, so that μ, creepage
   * and source changes reuse them; a job in flight may outlive the page */
  self->tables = tl_study_subsurface_tables_new();

  static const TlvContactField fields[] = { TLV_FIELD_MU, TLV_FIELD_LOAD, TLV_FIELD_CX,
                                            TLV_FIELD_CY };
  static const TlvContactField grid[] = { TLV_FIELD_GRID_X, TLV_FIELD_GRID_Y };
  add_rows(self, self->case_box, fields, G_N_ELEMENTS(fields));
  add_rows(self, self->grid_box, grid, G_N_ELEMENTS(grid));
  gtk_box_append(GTK_BOX(self->shakedown_box),
                 GTK_WIDGET(tlv_field_row_new(self->doc, &shear_yield_field)));

  self->plot_xz = tlv_plot_new(_("Stresses below the surface: x–z section"), draw_xz, self);
  tlv_plot_set_export_name(self->plot_xz, "subsurface-xz");
  tlv_plot_set_csv_func(self->plot_xz, write_xz_csv);
  self->plot_yz = tlv_plot_new(_("Stresses below the surface: y–z section"), draw_yz, self);
  tlv_plot_set_export_name(self->plot_yz, "subsurface-yz");
  tlv_plot_set_csv_func(self->plot_yz, write_yz_csv);
  gtk_widget_set_hexpand(GTK_WIDGET(self->plot_xz), TRUE);
  gtk_widget_set_vexpand(GTK_WIDGET(self->plot_xz), TRUE);
  gtk_widget_set_hexpand(GTK_WIDGET(self->plot_yz), TRUE);
  gtk_widget_set_vexpand(GTK_WIDGET(self->plot_yz), TRUE);
  gtk_grid_attach(GTK_GRID(self->plot_grid), GTK_WIDGET(self->plot_xz), 0, 0, 1, 1);
  gtk_grid_attach(GTK_GRID(self->plot_grid), GTK_WIDGET(self->plot_yz), 0, 1, 1, 1);
  /* the profile beside both sections: a tall, narrow borehole log */
  self->plot_depth = tlv_plot_new(_("Stresses below the surface: depth profile"), draw_depth, self);
  tlv_plot_set_export_name(self->plot_depth, "subsurface-depth");
  tlv_plot_set_csv_func(self->plot_depth, write_depth_csv);
  /* the shakedown map with the case's operating point shares the profile's place (each
   * needs the column's height to stay readable in a small window) */
  self->plot_map = tlv_plot_new(_("Shakedown map"), draw_map, self);
  tlv_plot_set_export_name(self->plot_map, "sub-shakedown");
  tlv_plot_set_csv_func(self->plot_map, write_map_csv);
  self->side_stack = gtk_stack_new();
  gtk_widget_set_hexpand(self->side_stack, FALSE);
  gtk_widget_set_vexpand(self->side_stack, TRUE);
  gtk_stack_add_titled(GTK_STACK(self->side_stack), GTK_WIDGET(self->plot_depth), "depth",
                       _("Depth profile"));
  gtk_stack_add_titled(GTK_STACK(self->side_stack), GTK_WIDGET(self->plot_map), "shakedown",
                       _("Shakedown map"));
  tlv_plot_set_natural_width(self->plot_depth, 300);
  tlv_plot_set_natural_width(self->plot_map, 300);
  GtkWidget *switcher = gtk_stack_switcher_new();
  gtk_stack_switcher_set_stack(GTK_STACK_SWITCHER(switcher), GTK_STACK(self->side_stack));
  gtk_widget_set_halign(switcher, GTK_ALIGN_CENTER);
  GtkWidget *side = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4);
  gtk_box_append(GTK_BOX(side), switcher);
  gtk_box_append(GTK_BOX(side), self->side_stack);
  gtk_grid_attach(GTK_GRID(self->plot_grid), side, 1, 0, 1, 2);
  self->line_x = NAN;
  gtk_widget_set_tooltip_text(GTK_WIDGET(self->plot_xz),
                              _("Click or drag to move the depth profile's line; "
                              "double-click to put it back through the maximum"));
  tlv_plot_set_drag_pans(self->plot_xz, FALSE); /* the drag moves the line */
  GtkGesture *drag = gtk_gesture_drag_new();
  g_signal_connect(drag, "drag-begin", G_CALLBACK(on_drag_begin), self);
  g_signal_connect(drag, "drag-update", G_CALLBACK(on_drag_update), self);
  gtk_widget_add_controller(GTK_WIDGET(self->plot_xz), GTK_EVENT_CONTROLLER(drag));
  GtkGesture *click = gtk_gesture_click_new();
  g_signal_connect(click, "pressed", G_CALLBACK(on_pressed), self);
  gtk_widget_add_controller(GTK_WIDGET(self->plot_xz), GTK_EVENT_CONTROLLER(click));

  sync_controls(self);
  g_signal_connect(self->source, "notify::selected", G_CALLBACK(on_choice), self);
  g_signal_connect(self->measure, "notify::selected", G_CALLBACK(on_choice), self);
  g_signal_connect(self->body, "notify::selected", G_CALLBACK(on_choice), self);
  g_signal_connect_object(doc, "changed", G_CALLBACK(on_document_changed), self, 0);
  self->stale = TRUE; /* the first computation when the page is first shown */
  return self;
}

void
tlv_subsurface_page_show_side(TlvSubsurfacePage *self, const char *name)
{
  gtk_stack_set_visible_child_name(GTK_STACK(self->side_stack), name);
}

const char *
tlv_subsurface_page_get_readout(TlvSubsurfacePage *self)
{
  return gtk_label_get_text(GTK_LABEL(self->readout));
}

const TlrSubsurfaceSection *
tlv_subsurface_page_get_section(TlvSubsurfacePage *self, int yz)
{
  return self->study ? (yz ? &self->view_yz : &self->view_xz) : NULL;
}

const TlStudySubsurface *
tlv_subsurface_page_get_study(TlvSubsurfacePage *self)
{
  return self->study;
}

TlvJobBar *
tlv_subsurface_page_get_job_bar(TlvSubsurfacePage *self)
{
  return self->job_bar;
}

gboolean
tlv_subsurface_page_is_busy(TlvSubsurfacePage *self)
{
  return self->tick_id != 0 || tlv_worker_is_busy(self->worker) ||
         (self->stale && gtk_widget_get_mapped(GTK_WIDGET(self)));
}

void
tlv_subsurface_page_set_transient(TlvSubsurfacePage *self, TlvTransientPage *transient)
{
  if (self->transient)
    g_object_remove_weak_pointer(G_OBJECT(self->transient), (gpointer *)&self->transient);
  self->transient = transient;
  if (transient)
    g_object_add_weak_pointer(G_OBJECT(transient), (gpointer *)&self->transient);
}
