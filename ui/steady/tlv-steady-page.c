/* tlv-steady-page.c — the steady-rolling page: its widgets and plots, the
 * update of its study when the document or a choice changes, the source of
 * the map (the ellipse or a wheel-rail point) and the --benchmark frame
 * statistics; its helper files (steady-page-private.h) hold the model choice,
 * the exact solves' worker, the read-out, the table box and Pin and Sweep. */
#include "steady-page-private.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "study-steady.h"
#include "tlr-figure-steady.h"
#include "tlv-contact-form.h"
#include "tlv-contact-law.h"
#include "tlv-i18n.h"
#include "tlv-live.h"
#include "tlv-page.h"
#include "tlv-plot.h"
#include "tlv-steady-wheelrail.h"
#include "tlv-worker.h"

TLV_DEFINE_PAGE(TlvSteadyPage, tlv_steady_page, "tlv-steady-page.ui")

/* ---- frame statistics (--benchmark) ---------------------------------------------- */

static int
cmp_double(const void *a, const void *b)
{
  const double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static gboolean
on_bench_tick(GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  (void)widget;
  TlvSteadyPage *self = data;
  const gint64 now = gdk_frame_clock_get_frame_time(clock);
  if (self->bench_last_us) {
    self->bench_intervals[self->bench_head] = (now - self->bench_last_us) * 1e-3;
    self->bench_head = (self->bench_head + 1) % BENCH_FRAMES;
    self->bench_n = MIN(self->bench_n + 1, BENCH_FRAMES);
  }
  self->bench_last_us = now;
  if (now - self->bench_report_us >= 5 * G_USEC_PER_SEC && self->bench_n > 0) {
    self->bench_report_us = now;
    double *v = g_memdup2(self->bench_intervals, self->bench_n * sizeof(double));
    qsort(v, self->bench_n, sizeof(double), cmp_double);
    const guint n = self->bench_n;
    const double median = v[n / 2], p95 = v[MIN(n - 1, (guint)(0.95 * n))], max = v[n - 1];
    g_free(v);
    const TlContactParams *p = &self->study->spec.curves.params;
    printf("steady-frame-stats grid=%dx%d frames=%u fps=%.1f interval_median_ms=%.2f "
           "interval_p95_ms=%.2f interval_max_ms=%.2f update_max_ms=%.2f exact_solves=%d "
           "exact_ms_per_solve=%.1f exact_pending=%d\n",
           p->mx, p->my, n, median > 0.0 ? 1e3 / median : 0.0, median, p95, max,
           self->bench_update_max_ms, self->exact_solves,
           self->exact_solves ? self->exact_ms / self->exact_solves : 0.0,
           tl_study_steady_pending(self->study));
    fflush(stdout);
    self->bench_update_max_ms = 0.0;
  }
  return G_SOURCE_CONTINUE;
}

gboolean
tlv_steady_source_is_wheelrail(TlvSteadyPage *self)
{
  return tlv_document_get_wheelrail(self->doc)->steady_patch == 1;
}

static void
on_map(GtkWidget *widget, TlvSteadyPage *self)
{
  (void)widget;
  tlv_steady_exact_start(self);
  if (tlv_live_get_benchmark() && !self->bench_id) {
    self->bench_last_us = 0;
    self->bench_id = gtk_widget_add_tick_callback(GTK_WIDGET(self), on_bench_tick, self, NULL);
  }
}

static void
on_unmap(GtkWidget *widget, TlvSteadyPage *self)
{
  (void)widget;
  tlv_page_remove_tick(GTK_WIDGET(self), &self->bench_id);
}

/* A roll came back from the wheel-rail source (a patch, or why there is
 * none): a new equivalent ellipse updates the ellipse models on it, else the
 * read-out says what came; a patch's curve is on the figure now. */
static void
on_wheelrail_rolled(gpointer data, gboolean rolled, gboolean ellipse_moved)
{
  TlvSteadyPage *self = data;
  if (ellipse_moved)
    tlv_steady_update(self);
  else
    tlv_steady_update_readout(self);
  if (rolled)
    gtk_widget_queue_draw(GTK_WIDGET(self->curve_plot));
}

/* Which plots the source shows, and its rolled patch. */
static void
apply_source(TlvSteadyPage *self)
{
  const gboolean wr = tlv_steady_source_is_wheelrail(self);
  if (wr && !self->wr_plot) {
    self->wr_plot = tlv_steady_wheelrail_new_plot(self->wheelrail);
    gtk_widget_set_hexpand(GTK_WIDGET(self->wr_plot), TRUE);
    gtk_box_append(GTK_BOX(self->maps), GTK_WIDGET(self->wr_plot));
  }
  gtk_widget_set_visible(GTK_WIDGET(self->map_plot), !wr);
  gtk_widget_set_sensitive(self->load_row, !wr);
  if (self->wr_plot)
    gtk_widget_set_visible(GTK_WIDGET(self->wr_plot), wr);
  if (wr) {
    gtk_widget_set_visible(GTK_WIDGET(self->mu_plot), FALSE);
    /* the point's patch for the page as it is now */
    const TlWrRollModel model = gtk_drop_down_get_selected(GTK_DROP_DOWN(self->map_model)) == 1
                                  ? TL_WR_ROLL_EXACT
                                  : TL_WR_ROLL_FASTSIM;
    tlv_steady_wheelrail_roll(self->wheelrail, tlv_document_get_wheelrail(self->doc),
                              tlv_document_get_contact(self->doc), model);
    return;
  }
  /* back to the ellipse: nothing of the patch is left on the figure */
  tlv_steady_wheelrail_reset(self->wheelrail);
}

/* Curves and map now; the exact points on the worker.  While a solve holds
 * the workspace, the figure on screen stays as it is and the solve is
 * cancelled; the update follows once it has stopped. */
void
tlv_steady_update(TlvSteadyPage *self)
{
  if (self->solving) {
    self->stale = TRUE;
    tlv_worker_cancel(self->worker);
    return;
  }
  self->stale = FALSE;
  const gint64 t0 = g_get_monotonic_time();
  TlrPatchField field;
  TlrSteadyLayer layer;
  TlStudySteadySpec spec = tlv_steady_current_spec(self, &field, &layer);
  TlError err;
  const gboolean build =
    !self->build_failed && !tl_study_steady_exact_ready(self->study, &spec);
  self->build_failed = FALSE;
  if (build) {
    /* a new workspace for the exact theory: built on the worker, the other
     * curves now; the exact ones follow once it is there */
    tlv_steady_exact_build(self, &spec.curves.params);
    spec.curves.models &= ~(unsigned)TL_STUDY_STEADY_EXACT;
    spec.map_model = TL_STEADY_FASTSIM;
  }
  tl_study_steady_set_table(self->study, tlv_document_get_creep_table(self->doc),
                            TL_TABLE_CUBIC);
  const TlStatus status = tl_study_steady_prepare(self->study, &spec, &err);
  const double update_ms = (g_get_monotonic_time() - t0) * 1e-3;
  self->bench_update_max_ms = fmax(self->bench_update_max_ms, update_ms);
  if (status == TL_OK) {
    self->figure.field = field;
    self->figure.layer = layer;
    if (tl_study_steady_pending(self->study) > 0) {
      self->exact_ms = 0.0; /* a new batch of solves */
      self->exact_solves = 0;
    }
    tlv_steady_update_readout(self);
    tlv_steady_update_law_warning(self);
    if (self->tools) /* pins say how they differ from the case now */
      tlv_curve_tools_relabel(self->tools);
    if (!tlv_steady_table_show_note(self))
      gtk_widget_set_visible(self->message, FALSE);
    tlv_steady_exact_start(self);
    apply_source(self);
    tlv_steady_update_readout(self);
  } else {
    char *msg = g_strdup_printf(_("Not computed: %s"), err.message);
    gtk_label_set_text(GTK_LABEL(self->message), msg);
    gtk_widget_set_visible(self->message, TRUE);
    g_free(msg);
  }
  gtk_widget_queue_draw(GTK_WIDGET(self->curve_plot));
  gtk_widget_queue_draw(GTK_WIDGET(self->map_plot));
  gtk_widget_queue_draw(GTK_WIDGET(self->mu_plot));
  gtk_widget_queue_draw(GTK_WIDGET(self->wear_plot));
  gtk_widget_queue_draw(GTK_WIDGET(self->shakedown_plot));
}

static void
on_tick(gpointer data)
{
  TlvSteadyPage *self = data;
  tlv_steady_update(self);
}

void
tlv_steady_schedule_update(TlvSteadyPage *self)
{
  if (gtk_widget_get_realized(GTK_WIDGET(self)))
    tlv_page_schedule_tick(GTK_WIDGET(self), &self->tick_id, on_tick);
  else if (!self->tick_id)
    tlv_steady_update(self);
}

static void
on_setting_changed(GObject *object, GParamSpec *pspec, TlvSteadyPage *self)
{
  (void)object;
  (void)pspec;
  tlv_steady_schedule_update(self);
}

static void
on_toggled(GtkCheckButton *button, TlvSteadyPage *self)
{
  (void)button;
  tlv_steady_schedule_update(self);
}

static void
on_document_changed(TlvDocument *doc, guint flags, TlvSteadyPage *self)
{
  if (flags & TLV_CHANGED_STEADY) {
    tlv_steady_models_sync(self);
    tlv_steady_table_update_label(self);
    tlv_steady_schedule_update(self);
  }
  if (flags & TLV_CHANGED_WHEELRAIL) {
    const guint source = (guint)tlv_document_get_wheelrail(doc)->steady_patch;
    if (gtk_drop_down_get_selected(GTK_DROP_DOWN(self->patch_source)) != source)
      gtk_drop_down_set_selected(GTK_DROP_DOWN(self->patch_source), source);
    tlv_steady_schedule_update(self);
  }
  /* a Polach law comes with Polach's own model to compare against */
  if ((flags & TLV_CHANGED_CONTACT_LAW) &&
      tlv_document_get_contact_friction(doc)->law.kind == TL_SLIP_LAW_POLACH &&
      !tlv_document_get_contact_friction(doc)->from_lab)
    gtk_check_button_set_active(GTK_CHECK_BUTTON(self->polach), TRUE);
  /* the law, and the Friction page's law when the contact follows it */
  if ((flags & (TLV_CHANGED_CONTACT | TLV_CHANGED_CONTACT_LAW)) ||
      ((flags & TLV_CHANGED_FRICTION) && tlv_document_get_contact_friction(doc)->from_lab)) {
    tlv_steady_schedule_update(self);
  }
}

/* The source is the document's: a preset or the session restores it. */
static void
on_source_changed(GObject *object, GParamSpec *pspec, TlvSteadyPage *self)
{
  (void)object;
  (void)pspec;
  TlPresetWheelrail w = *tlv_document_get_wheelrail(self->doc);
  const int source = gtk_drop_down_get_selected(GTK_DROP_DOWN(self->patch_source)) == 1;
  if (w.steady_patch == source)
    return;
  w.steady_patch = source;
  TlError err;
  if (!tlv_document_set_wheelrail(self->doc, &w, &err)) {
    char *msg = g_strdup_printf(_("Not applied: %s"), err.message);
    gtk_label_set_text(GTK_LABEL(self->message), msg);
    gtk_widget_set_visible(self->message, TRUE);
    g_free(msg);
  }
}

/* Pin and Sweep act on the traction curves: shown with them only. */
static void
on_curves_shown(GObject *object, GParamSpec *pspec, TlvSteadyPage *self)
{
  (void)object;
  (void)pspec;
  const char *name = gtk_stack_get_visible_child_name(GTK_STACK(self->curve_stack));
  gtk_widget_set_visible(GTK_WIDGET(self->tools), g_strcmp0(name, "traction") == 0);
  tlv_steady_update_readout(self);
}

static void
add_rows(TlvSteadyPage *self, GtkWidget *box, const TlvContactField *fields, int n)
{
  for (int i = 0; i < n; i++)
    gtk_box_append(GTK_BOX(box), GTK_WIDGET(tlv_contact_row_new(self->doc, fields[i])));
}

static void
tlv_steady_page_release(TlvSteadyPage *self)
{
  tlv_page_remove_tick(GTK_WIDGET(self), &self->bench_id);
  g_clear_pointer(&self->worker, tlv_worker_free); /* a solve in flight ends unseen */
  tlv_steady_table_release(self);
  g_clear_pointer(&self->wheelrail, tlv_steady_wheelrail_free);
}

static void
tlv_steady_page_free(TlvSteadyPage *self)
{
  /* the last reference frees it, here or when a solve in flight returns */
  g_atomic_rc_box_release_full(self->study, (GDestroyNotify)tl_study_steady_clear);
}

static void
tlv_steady_page_setup_class(GtkWidgetClass *widget_class)
{
#define BIND(name) gtk_widget_class_bind_template_child(widget_class, TlvSteadyPage, name)
  BIND(point_box);
  BIND(case_box);
  BIND(bound);
  BIND(linear);
  BIND(fastsim);
  BIND(shen);
  BIND(exact);
  BIND(map_model);
  BIND(variant);
  BIND(grid_box);
  BIND(field);
  BIND(curve_box);
  BIND(map_box);
  BIND(readout);
  BIND(message);
  BIND(polach);
  BIND(law_box);
  BIND(speeds);
  BIND(log_cx);
  BIND(law_warning);
  BIND(patch_source);
  BIND(table);
  BIND(table_open);
  BIND(table_build);
  BIND(table_label);
  BIND(table_bar);
#undef BIND
}

static void
tlv_steady_page_init(TlvSteadyPage *self)
{
  g_type_ensure(TLV_TYPE_JOB_BAR); /* the template names it */
  gtk_widget_init_template(GTK_WIDGET(self));
  self->study = g_atomic_rc_box_new0(TlStudySteady);
  tl_study_steady_init(self->study);
  self->figure.study = self->study;
  self->figure.field = TLR_FIELD_TX;
  tlv_steady_exact_init(self);
  tlv_steady_table_init(self);
  self->wheelrail = tlv_steady_wheelrail_new(&self->figure, on_wheelrail_rolled, self);
}

TlvSteadyPage *
tlv_steady_page_new(TlvDocument *doc)
{
  TlvSteadyPage *self = g_object_new(TLV_TYPE_STEADY_PAGE, NULL);
  self->doc = g_object_ref(doc);
  static const TlvContactField point[] = { TLV_FIELD_CX, TLV_FIELD_CY, TLV_FIELD_SPIN };
  static const TlvContactField kase[] = { TLV_FIELD_MU, TLV_FIELD_LOAD };
  static const TlvContactField grid[] = { TLV_FIELD_GRID_X, TLV_FIELD_GRID_Y };
  add_rows(self, self->point_box, point, G_N_ELEMENTS(point));
  add_rows(self, self->case_box, kase, G_N_ELEMENTS(kase));
  self->load_row = gtk_widget_get_last_child(self->case_box);
  add_rows(self, self->grid_box, grid, G_N_ELEMENTS(grid));

  self->curve_plot = tlv_plot_new(_("Traction coefficient versus creepage"),
                                  tlr_steady_draw_curve, &self->figure);
  tlv_plot_set_export_name(self->curve_plot, "traction-curve");
  tlv_plot_set_csv_func(self->curve_plot, tlr_steady_write_csv);
  /* Pin and Sweep above the curves; their curves go under the live ones */
  self->tools = tlv_steady_tools_new(self, GTK_WIDGET(self->curve_plot));
  gtk_widget_set_halign(GTK_WIDGET(self->tools), GTK_ALIGN_END);
  self->figure.overlay = tlv_curve_tools_get_overlay(self->tools);
  /* the traction curves, and what the grip costs, one at a time in full size */
  self->wear_plot = tlv_plot_new(_("Wear regime versus creepage"), tlr_steady_draw_wear,
                                 &self->figure);
  tlv_plot_set_export_name(self->wear_plot, "wear-regime");
  tlv_plot_set_csv_func(self->wear_plot, tlr_steady_write_wear_csv);
  self->shakedown_plot = tlv_plot_new(_("Shakedown map"), tlr_steady_draw_shakedown,
                                      &self->figure);
  tlv_plot_set_export_name(self->shakedown_plot, "shakedown");
  tlv_plot_set_csv_func(self->shakedown_plot, tlr_steady_write_shakedown_csv);
  self->curve_stack = gtk_stack_new();
  gtk_widget_set_vexpand(self->curve_stack, TRUE);
  gtk_stack_add_titled(GTK_STACK(self->curve_stack), GTK_WIDGET(self->curve_plot), "traction",
                       _("Traction"));
  gtk_stack_add_titled(GTK_STACK(self->curve_stack), GTK_WIDGET(self->wear_plot), "wear",
                       _("Wear regime"));
  gtk_stack_add_titled(GTK_STACK(self->curve_stack), GTK_WIDGET(self->shakedown_plot),
                       "shakedown", _("Shakedown"));
  GtkWidget *switcher = gtk_stack_switcher_new();
  gtk_stack_switcher_set_stack(GTK_STACK_SWITCHER(switcher), GTK_STACK(self->curve_stack));
  gtk_widget_set_hexpand(switcher, TRUE);
  gtk_widget_set_halign(switcher, GTK_ALIGN_START);
  GtkWidget *bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_append(GTK_BOX(bar), switcher);
  gtk_box_append(GTK_BOX(bar), GTK_WIDGET(self->tools));
  gtk_box_append(GTK_BOX(self->curve_box), bar);
  gtk_box_append(GTK_BOX(self->curve_box), self->curve_stack);
  g_signal_connect(self->curve_stack, "notify::visible-child", G_CALLBACK(on_curves_shown), self);
  self->map_plot = tlv_plot_new(_("Steady tangential traction map"),
                                tlr_steady_draw_patch, &self->figure);
  tlv_plot_set_export_name(self->map_plot, "patch");
  tlv_plot_set_csv_func(self->map_plot, tlr_steady_write_map_csv);
  self->mu_plot = tlv_plot_new(_("Local friction coefficient map"), tlr_steady_draw_mu,
                               &self->figure);
  tlv_plot_set_export_name(self->mu_plot, "patch-mu");
  /* the map's CSV holds the local μ and slip speed beside the tractions */
  tlv_plot_set_csv_func(self->mu_plot, tlr_steady_write_map_csv);
  GtkWidget *maps = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_vexpand(maps, TRUE);
  gtk_widget_set_hexpand(GTK_WIDGET(self->map_plot), TRUE);
  gtk_widget_set_hexpand(GTK_WIDGET(self->mu_plot), TRUE);
  gtk_box_set_homogeneous(GTK_BOX(maps), TRUE);
  gtk_box_append(GTK_BOX(maps), GTK_WIDGET(self->map_plot));
  gtk_box_append(GTK_BOX(maps), GTK_WIDGET(self->mu_plot));
  self->maps = maps;
  gtk_widget_set_visible(GTK_WIDGET(self->mu_plot), FALSE);
  gtk_box_append(GTK_BOX(self->map_box), maps);
  gtk_box_append(GTK_BOX(self->law_box), tlv_contact_law_new(doc, TRUE));

  tlv_bound_dropdown_bind(GTK_DROP_DOWN(self->bound), doc);
  g_signal_connect(self->variant, "notify::selected", G_CALLBACK(on_setting_changed), self);
  g_signal_connect(self->field, "notify::selected", G_CALLBACK(on_setting_changed), self);
  g_signal_connect(self->map_model, "notify::selected", G_CALLBACK(on_setting_changed), self);
  gtk_drop_down_set_selected(GTK_DROP_DOWN(self->patch_source),
                             (guint)tlv_document_get_wheelrail(doc)->steady_patch);
  g_signal_connect(self->patch_source, "notify::selected", G_CALLBACK(on_source_changed), self);
  tlv_steady_models_sync(self); /* the session's or the preset's */
  tlv_steady_models_bind(self);
  tlv_steady_table_bind(self);
  g_signal_connect(self->speeds, "toggled", G_CALLBACK(on_toggled), self);
  g_signal_connect(self->log_cx, "toggled", G_CALLBACK(on_toggled), self);
  g_signal_connect(self, "map", G_CALLBACK(on_map), self);
  g_signal_connect(self, "unmap", G_CALLBACK(on_unmap), self);
  g_signal_connect_object(doc, "changed", G_CALLBACK(on_document_changed), self, 0);
  tlv_steady_update(self); /* complete before the first frame */
  return self;
}

const char *
tlv_steady_page_get_readout(TlvSteadyPage *self)
{
  return gtk_label_get_text(GTK_LABEL(self->readout));
}

const TlrSteadyFigure *
tlv_steady_page_get_figure(TlvSteadyPage *self)
{
  return &self->figure;
}

const TlStudySteady *
tlv_steady_page_get_study(TlvSteadyPage *self)
{
  return self->study;
}

TlvWorker *
tlv_steady_page_get_worker(TlvSteadyPage *self)
{
  return self->worker;
}

void
tlv_steady_page_show_curves(TlvSteadyPage *self, const char *name)
{
  gtk_stack_set_visible_child_name(GTK_STACK(self->curve_stack), name);
}

TlvCurveTools *
tlv_steady_page_get_tools(TlvSteadyPage *self)
{
  return self->tools;
}

TlvWorker *
tlv_steady_page_get_wheelrail_worker(TlvSteadyPage *self)
{
  return tlv_steady_wheelrail_get_worker(self->wheelrail);
}

gboolean
tlv_steady_page_get_wheelrail_f(TlvSteadyPage *self, double *f, double *stick)
{
  return tlv_steady_source_is_wheelrail(self) && tlv_steady_wheelrail_get_f(self->wheelrail, f, stick);
}

void
tlv_steady_page_set_models(TlvSteadyPage *self, unsigned models)
{
  tlv_document_set_steady_models(self->doc, models); /* the boxes follow */
}
