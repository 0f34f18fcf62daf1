/* tlv-stickslip-page.c — the stick-slip oscillator page. */
#include "tlv-i18n.h"
#include "tlv-stickslip-page.h"

#include <math.h>

#include "study-stickslip.h"
#include "tlr-figure-stickslip.h"
#include "tlr-plot.h"
#include "tlv-field.h"
#include "tlv-friction-law.h"
#include "tlv-job-bar.h"
#include "tlv-page.h"
#include "tlv-plot.h"
#include "tlv-worker.h"
#include "tribo/units.h"

struct _TlvStickSlipPage {
  GtkWidget parent_instance;

  /* template widgets */
  GtkWidget *law_box;
  GtkWidget *law_formula;
  GtkWidget *osc_box;
  GtkWidget *integrator;
  GtkWidget *sim_box;
  GtkWidget *step_warning;
  GtkWidget *step_warning_label;
  GtkWidget *use_dt;
  GtkWidget *use_tanh;
  GtkWidget *plot_box;
  GtkWidget *run_error;
  GtkWidget *readout;
  TlvJobBar *job_bar; /* a long run's progress and Cancel */

  /* owned */
  TlvDocument *doc;
  GtkDropDown *law;
  TlvPlot *plot;
  TlvWorker *worker;
  TlStudyStickSlip *study;    /* the last run (NULL before the first) */
  gboolean failed;            /* the last run failed (run_error says why) */
  double dt_suggested;        /* the step the "Use Δt" button sets [s] */
  guint tick_id;
  gboolean syncing;
};

TLV_DEFINE_PAGE(TlvStickSlipPage, tlv_stickslip_page, "tlv-stickslip-page.ui")

/* ---- fields ------------------------------------------------------------------- */

enum { F_MASS, F_STIFFNESS, F_BELT, F_DT, F_DURATION, F_REL_TOL };

static double
get_field(TlvDocument *doc, int id)
{
  const TlStickSlipParams *p = tlv_document_get_stickslip(doc);
  switch (id) {
  case F_MASS: return p->mass;
  case F_STIFFNESS: return p->stiffness;
  case F_BELT: return p->belt_speed;
  case F_DT: return p->dt / TL_UNIT_MS;
  case F_DURATION: return p->duration;
  case F_REL_TOL: return p->rel_tol / TL_UNIT_PPM;
  }
  g_return_val_if_reached(NAN);
}

/* The window keeps at most this many samples of a run (56 bytes each, and a
 * second run may be computing while one is shown); tribolab-cli stickslip
 * takes the core's limit for longer runs. */
#define WINDOW_MAX_SAMPLES 2000000

static gboolean
set_in_window(TlvDocument *doc, const TlStickSlipParams *p, TlError *err)
{
  if (p->dt > 0.0 && p->duration / p->dt > WINDOW_MAX_SAMPLES) {
    tl_error_set(err, TL_EINVAL,
                 _("%g s in steps of %g ms would keep %.3g samples, more than the window's %d: "
                 "raise Δt, shorten the run, or use tribolab-cli stickslip"),
                 p->duration, p->dt / TL_UNIT_MS, p->duration / p->dt, WINDOW_MAX_SAMPLES);
    return FALSE;
  }
  return tlv_document_set_stickslip(doc, p, err);
}

static gboolean
set_field(TlvDocument *doc, int id, double v, TlError *err)
{
  TlStickSlipParams p = *tlv_document_get_stickslip(doc);
  switch (id) {
  case F_MASS: p.mass = v; break;
  case F_STIFFNESS: p.stiffness = v; break;
  case F_BELT: p.belt_speed = v; break;
  case F_DT: p.dt = v * TL_UNIT_MS; break;
  case F_DURATION: p.duration = v; break;
  case F_REL_TOL: p.rel_tol = v * TL_UNIT_PPM; break;
  }
  return set_in_window(doc, &p, err);
}

#define SS(ID) .section = TLV_CHANGED_STICKSLIP, .id = ID, .get = get_field, .set = set_field

static const TlvFieldSpec osc_fields[] = {
  { N_("Mass m"), "Mass m", "kg", 0.01, 100, 3, TRUE, FALSE, N_("Mass m of the sliding block, in kg"),
    SS(F_MASS) },
  { N_("Spring stiffness k"), "Spring stiffness k", "N/m", 0.01, 1000, 3, TRUE, FALSE,
    N_("Stiffness k of the spring that drags the block, in N/m"), SS(F_STIFFNESS) },
  { N_("Belt speed v<sub>p</sub>"), "Belt speed v_p", "m/s", 0, 0.5, 3, FALSE, FALSE,
    N_("Speed v<sub>p</sub> of the spring's far end (the belt), in m/s; from rest, the standard "
    "LuGre case slides steadily above about 0.18 m/s"),
    SS(F_BELT) },
};

static const TlvFieldSpec sim_fields[] = {
  { N_("Time step Δt"), "Time step dt", "ms", 0.001, 100, 4, TRUE, FALSE,
    N_("rk4: the fixed step Δt; rkf45 and msbdf: the output interval and first trial step; in ms"),
    SS(F_DT) },
  { N_("Duration"), "Simulated duration", "s", 1, 200, 1, TRUE, FALSE,
    N_("Simulated time from rest, in s"), SS(F_DURATION) },
  { N_("Relative tolerance"), "Relative tolerance", "ppm", 0.001, 10000, 3, TRUE, FALSE,
    N_("Relative error tolerance of the adaptive steppers and of rk4's step check, in parts per "
    "million (1 ppm is a relative tolerance of 10<sup>−6</sup>)"),
    SS(F_REL_TOL) },
};

/* ---- running off the main thread ------------------------------------------------- */

/* a newer edit stops this run */
TLV_DEFINE_STUDY_JOB(TlStudyStickSlip, stickslip)

static void job_done(gpointer owner, gpointer result, const TlError *err, double seconds);

static const TlvWorkerClass worker_class = { study_job_run, g_free, study_free, job_done, NULL };

static void
update_readout(TlvStickSlipPage *self)
{
  const TlStickSlipParams *p = &self->study->spec;
  const TlStickSlipSummary *s = &self->study->run.summary;
  GString *t = g_string_new("<b>Integrator</b> ");
  if (p->integrator == TL_INTEGRATOR_RK4)
    g_string_append_printf(t, "rk4, fixed Δt = %g ms: %ld steps", p->dt / TL_UNIT_MS, s->steps);
  else
    g_string_append_printf(t, "%s, tolerance %g ppm: %ld steps (%ld rejected), %ld evaluations",
                           tl_integrator_name(p->integrator), p->rel_tol / TL_UNIT_PPM, s->steps,
                           s->failed_steps, s->rhs_evals);
  g_string_append_printf(t, "    <b>run time</b> %.3g s\n", self->study->run_time);
  if (isfinite(s->period))
    g_string_append_printf(t, "<b>Period</b> T = %.4g s (%d slip onsets)", s->period,
                           s->slip_onsets);
  else
    g_string_append_printf(t, "<b>Period</b> none: %d slip onset%s in %g s", s->slip_onsets,
                           s->slip_onsets == 1 ? "" : "s", p->duration);
  g_string_append_printf(t, "    <b>peak spring force</b> %.4g N    <b>peak friction</b> %.4g N"
                            "    <b>stuck</b> %.0f %% of the time",
                         s->peak_spring, s->peak_friction,
                         s->t > 0 ? 100.0 * s->stick_time / s->t : 0.0);
  if (s->warnings & TL_STICKSLIP_WARN_ERROR)
    g_string_append_printf(t,
                           "\n⚠ %ld of %ld rk4 steps exceeded the error tolerance (worst %.3g×)",
                           s->error_steps, s->steps, s->max_error_ratio);
  gtk_label_set_markup(GTK_LABEL(self->readout), t->str);
  g_string_free(t, TRUE);
}

static void
job_done(gpointer owner, gpointer result, const TlError *err, double seconds)
{
  TlvStickSlipPage *self = owner;
  self->failed = result == NULL;
  if (tlv_page_run_arrived(self->run_error, result, self->study != NULL, err)) {
    study_free(self->study);
    self->study = result;
    tl_study_stickslip_set_run_time(self->study, seconds);
    update_readout(self);
  }
  gtk_widget_queue_draw(GTK_WIDGET(self->plot));
}

/* The plot draws and exports the page's current run, which the worker swaps. */
static void
draw(cairo_t *cr, double width, double height, const TlrStyle *style, void *data)
{
  TlvStickSlipPage *self = data;
  if (self->study) {
    tlr_stickslip_draw(cr, width, height, style, self->study);
    return;
  }
  tlr_draw_placeholder(cr, style, width, height,
                       self->failed && self->worker && !tlv_worker_is_busy(self->worker)
                         ? _("No run: the oscillator failed (the message below says why)")
                         : _("Running the oscillator…"));
}

static TlStatus
write_csv(FILE *out, void *data, TlError *err)
{
  TlvStickSlipPage *self = data;
  if (!self->study)
    return tl_error_set(err, TL_EINVAL, "the oscillator has not run yet");
  return tlr_stickslip_write_csv(out, self->study, err);
}

/* ---- the controls -------------------------------------------------------------- */

/* The a-priori check of the explicit step: shown while the user edits, before
 * (and whatever) the run says. */
static void
sync_step_warning(TlvStickSlipPage *self)
{
  const TlStickSlipParams *p = tlv_document_get_stickslip(self->doc);
  double stiffness, limit, suggested;
  const unsigned w = tl_study_stickslip_check(p, &stiffness, &limit, &suggested);
  GString *text = g_string_new(NULL);
  if (w & TL_STICKSLIP_WARN_STEP)
    g_string_append_printf(text,
                           _("⚠ Δt = %g ms is beyond rk4's stability limit of %.3g ms for this "
                           "law's stiffness (%.0f 1/s): the run will be wrong. Use Δt ≤ %g ms, "
                           "or msbdf."),
                           p->dt / TL_UNIT_MS, limit / TL_UNIT_MS, stiffness,
                           suggested / TL_UNIT_MS);
  if (w & TL_STICKSLIP_WARN_JUMP)
    g_string_append_printf(text,
                           _("%s⚠ The friction force jumps at v = 0 (exact sgn v and no static "
                           "term): the steppers chatter around rest. Choose a regularised sign "
                           "or add the static term on the Friction laws page."),
                           text->len ? "\n" : "");
  gtk_label_set_text(GTK_LABEL(self->step_warning_label), text->str);
  gtk_widget_set_visible(self->step_warning, text->len > 0);
  g_string_free(text, TRUE);
  self->dt_suggested = suggested;
  gtk_widget_set_visible(self->use_dt, (w & TL_STICKSLIP_WARN_STEP) != 0);
  gtk_widget_set_visible(self->use_tanh, (w & TL_STICKSLIP_WARN_JUMP) != 0);
  char *label = g_strdup_printf(_("Use Δt = %g ms"), suggested / TL_UNIT_MS);
  gtk_button_set_label(GTK_BUTTON(self->use_dt), label);
  gtk_accessible_update_property(GTK_ACCESSIBLE(self->use_dt), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                 label, -1);
  g_free(label);
}

static void
sync_controls(TlvStickSlipPage *self)
{
  const TlStickSlipParams *p = tlv_document_get_stickslip(self->doc);
  self->syncing = TRUE;
  tlv_friction_law_dropdown_select(self->law, p->friction.terms);
  char *formula = tlv_friction_law_formula(p->friction.terms);
  gtk_label_set_markup(GTK_LABEL(self->law_formula), formula);
  g_free(formula);
  gtk_drop_down_set_selected(GTK_DROP_DOWN(self->integrator), (guint)p->integrator);
  self->syncing = FALSE;
}

/* Once per frame at most: check the step and hand the run to the worker. */
static void
on_tick(gpointer data)
{
  TlvStickSlipPage *self = data;
  sync_step_warning(self);
  TlStickSlipParams *job = g_new(TlStickSlipParams, 1);
  *job = *tlv_document_get_stickslip(self->doc);
  tlv_worker_submit(self->worker, job);
}

static void
on_document_changed(TlvDocument *doc, guint flags, TlvStickSlipPage *self)
{
  (void)doc;
  if (flags & TLV_CHANGED_STICKSLIP) {
    sync_controls(self);
    tlv_page_schedule_tick(GTK_WIDGET(self), &self->tick_id, on_tick);
  }
}

static void
on_law_selected(GtkDropDown *dd, GParamSpec *pspec, TlvStickSlipPage *self)
{
  (void)pspec;
  TlStickSlipParams p = *tlv_document_get_stickslip(self->doc);
  if (self->syncing || !tlv_friction_law_dropdown_terms(dd, &p.friction.terms)) {
    if (!self->syncing)
      sync_controls(self); /* the custom entry is chosen on the Friction laws page */
    return;
  }
  tlv_document_set_stickslip(self->doc, &p, NULL); /* a named law always validates */
}

static void
on_integrator_selected(GtkDropDown *dd, GParamSpec *pspec, TlvStickSlipPage *self)
{
  (void)pspec;
  if (self->syncing)
    return;
  TlStickSlipParams p = *tlv_document_get_stickslip(self->doc);
  p.integrator = (TlIntegrator)gtk_drop_down_get_selected(dd);
  tlv_document_set_stickslip(self->doc, &p, NULL);
}

static void
on_use_dt(GtkButton *button, TlvStickSlipPage *self)
{
  (void)button;
  TlStickSlipParams p = *tlv_document_get_stickslip(self->doc);
  p.dt = self->dt_suggested;
  TlError err;
  if (!set_in_window(self->doc, &p, &err)) {
    char *msg = g_strdup_printf(_("Not applied: %s"), err.message);
    gtk_label_set_text(GTK_LABEL(self->step_warning_label), msg);
    g_free(msg);
  }
}

static void
on_use_tanh(GtkButton *button, TlvStickSlipPage *self)
{
  (void)button;
  TlStickSlipParams p = *tlv_document_get_stickslip(self->doc);
  p.friction.sign = TL_SIGN_TANH;
  tlv_document_set_stickslip(self->doc, &p, NULL); /* every sign mode is valid */
}

/* ---- the widget ---------------------------------------------------------------- */

static void
tlv_stickslip_page_release(TlvStickSlipPage *self)
{
  tlv_job_bar_set_worker(self->job_bar, NULL, NULL);
  g_clear_pointer(&self->worker, tlv_worker_free);
}

static void
tlv_stickslip_page_free(TlvStickSlipPage *self)
{
  study_free(self->study);
}

static void
tlv_stickslip_page_setup_class(GtkWidgetClass *widget_class)
{
  g_type_ensure(TLV_TYPE_JOB_BAR); /* the template names it */
#define BIND(name) gtk_widget_class_bind_template_child(widget_class, TlvStickSlipPage, name)
  BIND(law_box);
  BIND(law_formula);
  BIND(osc_box);
  BIND(integrator);
  BIND(sim_box);
  BIND(step_warning);
  BIND(step_warning_label);
  BIND(use_dt);
  BIND(use_tanh);
  BIND(plot_box);
  BIND(run_error);
  BIND(readout);
  BIND(job_bar);
#undef BIND
}

static void
tlv_stickslip_page_init(TlvStickSlipPage *self)
{
  gtk_widget_init_template(GTK_WIDGET(self));
}

TlvStickSlipPage *
tlv_stickslip_page_new(TlvDocument *doc)
{
  TlvStickSlipPage *self = g_object_new(TLV_TYPE_STICKSLIP_PAGE, NULL);
  self->doc = g_object_ref(doc);
  self->worker = tlv_worker_new(&worker_class, self);
  tlv_job_bar_set_worker(self->job_bar, self->worker, _("the oscillator"));

  self->law = tlv_friction_law_dropdown_new();
  gtk_box_prepend(GTK_BOX(self->law_box), GTK_WIDGET(self->law));
  tlv_field_rows_append(GTK_BOX(self->osc_box), doc, osc_fields, G_N_ELEMENTS(osc_fields));
  tlv_field_rows_append(GTK_BOX(self->sim_box), doc, sim_fields, G_N_ELEMENTS(sim_fields));

  self->plot = tlv_plot_new(_("Stick-slip: time series, phase portrait, friction along the run"),
                            draw, self);
  tlv_plot_set_export_name(self->plot, "stickslip");
  tlv_plot_set_csv_func(self->plot, write_csv);
  gtk_box_append(GTK_BOX(self->plot_box), GTK_WIDGET(self->plot));

  sync_controls(self);
  sync_step_warning(self);
  g_signal_connect(self->law, "notify::selected", G_CALLBACK(on_law_selected), self);
  g_signal_connect(self->integrator, "notify::selected", G_CALLBACK(on_integrator_selected),
                   self);
  g_signal_connect(self->use_dt, "clicked", G_CALLBACK(on_use_dt), self);
  g_signal_connect(self->use_tanh, "clicked", G_CALLBACK(on_use_tanh), self);
  g_signal_connect_object(doc, "changed", G_CALLBACK(on_document_changed), self, 0);
  tlv_page_schedule_tick(GTK_WIDGET(self), &self->tick_id, on_tick);
  return self;
}

const char *
tlv_stickslip_page_get_readout(TlvStickSlipPage *self)
{
  return gtk_label_get_text(GTK_LABEL(self->readout));
}

const char *
tlv_stickslip_page_get_warning(TlvStickSlipPage *self)
{
  return gtk_widget_get_visible(self->step_warning)
           ? gtk_label_get_text(GTK_LABEL(self->step_warning_label))
           : NULL;
}

GtkButton *
tlv_stickslip_page_get_use_dt_button(TlvStickSlipPage *self)
{
  return GTK_BUTTON(self->use_dt);
}

GtkButton *
tlv_stickslip_page_get_use_tanh_button(TlvStickSlipPage *self)
{
  return GTK_BUTTON(self->use_tanh);
}

const char *
tlv_stickslip_page_get_run_error(TlvStickSlipPage *self)
{
  return gtk_widget_get_visible(self->run_error) ? gtk_label_get_text(GTK_LABEL(self->run_error))
                                                 : NULL;
}

gboolean
tlv_stickslip_page_is_busy(TlvStickSlipPage *self)
{
  return self->tick_id != 0 || tlv_worker_is_busy(self->worker);
}
