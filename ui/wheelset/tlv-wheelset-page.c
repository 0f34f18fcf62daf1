/* tlv-wheelset-page.c — the Wheelset on track page: parameter rows (slider,
 * typed entry with its unit, inline refusal) and drop-downs bound to the
 * document's [wheelset] section (a preset or a lesson step sets them; the
 * spec is built from the document, so a value beyond a slider's range is
 * still the one used), two workers (the run with its root locus, and the
 * sweep), a frame-clock tick that plays the run back in the top view. */
#include "tlv-i18n.h"
#include "tlv-wheelset-page.h"

#include <math.h>

#include "tlr-figure-wheelset.h"
#include "tlr-plot.h"
#include "tlv-field.h"
#include "tlv-job-bar.h"
#include "tlv-page.h"
#include "tlv-plot.h"
#include "tlv-worker.h"
#include "tribo/units.h"

struct _TlvWheelsetPage {
  GtkWidget parent_instance;

  /* template widgets */
  GtkWidget *slider_box;
  GtkWidget *track;
  GtkWidget *creep;
  GtkWidget *play;
  GtkWidget *plot_box;
  GtkWidget *run_error;
  GtkWidget *readout;
  TlvJobBar *job_bar;

  /* owned */
  TlvDocument *doc;
  TlvParamRow *rows[TLV_WS_N_SLIDERS];
  TlvPlot *plot;
  TlvWorker *worker, *sweep_worker;
  TlStudyWheelset *study; /* the last run and root locus (NULL before the first) */
  TlStudyWheelset *sweep; /* the last bifurcation sweep (NULL before the first) */
  TlStudyWheelset empty;  /* drawn while there is none */
  TlrWheelsetView view;
  gboolean failed;
  gboolean syncing; /* the sliders and drop-downs are being set from the document */
  /* The document's creep model may be the window's creep-force table (the
   * Steady rolling page opens or builds it).  While the window has none the
   * page runs, and the document takes back, the last other model. */
  TlWsCreepModel other_model;
  gboolean fell_back; /* the document's table went or never loaded: the read-out says so */
  double t_now;       /* the run's time shown [s] */
  gint64 last_frame;  /* the frame clock's time of the last animation frame [µs]; 0: none */
  guint anim_id;      /* the animation's tick callback */
  guint tick_id;
};

TLV_DEFINE_PAGE(TlvWheelsetPage, tlv_wheelset_page, "tlv-wheelset-page.ui")

/* ---- the parameter rows ----------------------------------------------------------- */

/* The document's field of each row, in display units: the speed in m/s, the
 * stiffnesses in MN/m and MN·m/rad, the start shift and the clearance in mm. */
static double
get_field(TlvDocument *doc, int id)
{
  const TlPresetWheelset *w = tlv_document_get_wheelset(doc);
  switch (id) {
  case TLV_WS_SLIDER_SPEED:
    return w->speed;
  case TLV_WS_SLIDER_CONICITY:
    return w->params.conicity;
  case TLV_WS_SLIDER_KY:
    return 1e-6 * w->params.ky;
  case TLV_WS_SLIDER_KPSI:
    return 1e-6 * w->params.kpsi;
  case TLV_WS_SLIDER_MU:
    return w->mu;
  case TLV_WS_SLIDER_DURATION:
    return w->duration;
  case TLV_WS_SLIDER_Y0:
    return w->y0 / TL_UNIT_MM;
  default:
    return w->flange_clearance / TL_UNIT_MM;
  }
}

/* The row's value alone into the document, so that a value beyond another
 * row's range stays as the preset or lesson set it; the document (and so the
 * core) refuses a bad value and keeps its state, the row says why. */
static gboolean
set_field(TlvDocument *doc, int id, double v, TlError *err)
{
  TlPresetWheelset w = *tlv_document_get_wheelset(doc);
  switch (id) {
  case TLV_WS_SLIDER_SPEED:
    w.speed = v;
    break;
  case TLV_WS_SLIDER_CONICITY:
    w.params.conicity = v;
    break;
  case TLV_WS_SLIDER_KY:
    w.params.ky = 1e6 * v;
    break;
  case TLV_WS_SLIDER_KPSI:
    w.params.kpsi = 1e6 * v;
    break;
  case TLV_WS_SLIDER_MU:
    w.mu = v;
    break;
  case TLV_WS_SLIDER_DURATION:
    w.duration = v;
    break;
  case TLV_WS_SLIDER_Y0:
    w.y0 = v * TL_UNIT_MM;
    break;
  default:
    w.flange_clearance = v * TL_UNIT_MM;
  }
  return tlv_document_set_wheelset(doc, &w, err);
}

#define WS(ID) .section = TLV_CHANGED_WHEELSET, .id = ID, .get = get_field, .set = set_field

static const TlvFieldSpec ws_fields[TLV_WS_N_SLIDERS] = {
  { N_("Speed V"), "Speed V", "m/s", 5.0, 250.0, 0, FALSE, FALSE,
    N_("Running speed V of the wheelset, in m/s"), WS(TLV_WS_SLIDER_SPEED), 1.0 },
  { N_("Conicity λ"), "Conicity lambda", "", 0.02, 0.5, 3, FALSE, FALSE,
    N_("Conicity λ of the conical wheels: the rolling radius grows by λ per metre of shift"),
    WS(TLV_WS_SLIDER_CONICITY), 0.0 },
  { N_("Lateral stiffness k<sub>y</sub>"), "Lateral stiffness k_y", "MN/m", 0.0, 10.0, 1, FALSE,
    FALSE, N_("Total lateral stiffness k<sub>y</sub> of the primary suspension, in MN/m"),
    WS(TLV_WS_SLIDER_KY), 0.0 },
  { N_("Yaw stiffness k<sub>ψ</sub>"), "Yaw stiffness k_psi", "MN·m/rad", 0.5, 50.0, 1, FALSE,
    FALSE, N_("Total yaw stiffness k<sub>ψ</sub> of the primary suspension, in MN·m/rad"),
    WS(TLV_WS_SLIDER_KPSI), 0.0 },
  { N_("Friction coefficient μ"), "Friction coefficient mu", "", 0.1, 0.6, 2, FALSE, FALSE,
    N_("Friction coefficient μ of the saturating creep forces (Polach, FASTSIM)"),
    WS(TLV_WS_SLIDER_MU), 0.0 },
  { N_("Run duration"), "Run duration", "s", 0.5, 10.0, 1, FALSE, FALSE,
    N_("How long the run shown lasts, in s"), WS(TLV_WS_SLIDER_DURATION), 0.0 },
  { N_("Start shift y<sub>0</sub>"), "Start shift y_0", "mm", 0.0, 10.0, 2, FALSE, FALSE,
    N_("Lateral shift y<sub>0</sub> of the wheelset at the start of the run, at rest, in mm"),
    WS(TLV_WS_SLIDER_Y0), 0.0 },
  { N_("Flangeway clearance δ"), "Flangeway clearance delta", "mm", 0.0, 20.0, 2, FALSE, FALSE,
    N_("Conical wheels: the shift at which the flange meets the rail, in mm (0: no flange); the "
       "profiles have their own"),
    WS(TLV_WS_SLIDER_FLANGE), 0.0 },
};

#undef WS

/* The run shown: the document's (a preset's [wheelset] duration_s, dt_s,
 * y0_mm and flange, which tribolab-cli wheelset --preset runs too); the root
 * locus over the sliders' speeds. */
static TlStudyWheelsetSpec
page_spec(TlvWheelsetPage *self)
{
  const TlPresetWheelset *w = tlv_document_get_wheelset(self->doc);
  TlStudyWheelsetSpec spec = tl_study_wheelset_spec_default();
  tl_study_wheelset_spec_preset(&spec, w, TL_STUDY_WS_PRESET_ALL);
  spec.v_from = 5.0;
  spec.v_to = 250.0;
  spec.v_step = 5.0;
  spec.run = 1;
  if (spec.creep_model == TL_WS_CREEP_TABLE) {
    const TlTable *table = tlv_document_get_creep_table(self->doc);
    if (table) {
      spec.table = table;
      spec.table_interp = TL_TABLE_CUBIC;
    } else {
      spec.creep_model = self->other_model; /* until the document follows (fall_back) */
    }
  }
  return spec;
}

/* The sweep: 2 s runs from 5 mm at 20, 40, … 240 m/s. */
static TlStudyWheelsetSpec
sweep_spec(TlvWheelsetPage *self)
{
  TlStudyWheelsetSpec spec = page_spec(self);
  tl_study_wheelset_page_sweep(&spec);
  return spec;
}

/* ---- the workers ------------------------------------------------------------------- */

TLV_DEFINE_STUDY_JOB(TlStudyWheelset, wheelset)

static void run_done(gpointer owner, gpointer result, const TlError *err, double seconds);
static void sweep_done(gpointer owner, gpointer result, const TlError *err, double seconds);

/* A job: the spec first (study_job_run reads it as the spec), and the
 * window's creep-force table held for the job's life when the spec reads it. */
typedef struct {
  TlStudyWheelsetSpec spec;
  TlTable *const *table;
} WheelsetJob;

static void
job_free(gpointer data)
{
  WheelsetJob *job = data;
  tlv_document_release_creep_table(job->table);
  g_free(job);
}

static WheelsetJob *
job_new(TlvWheelsetPage *self, TlStudyWheelsetSpec spec)
{
  WheelsetJob *job = g_new0(WheelsetJob, 1);
  job->spec = spec;
  if (spec.creep_model == TL_WS_CREEP_TABLE) {
    job->table = tlv_document_acquire_creep_table(self->doc);
    job->spec.table = *job->table;
  }
  return job;
}

static const TlvWorkerClass run_class = {study_job_run, job_free, study_free, run_done, NULL};
static const TlvWorkerClass sweep_class = {study_job_run, job_free, study_free, sweep_done, NULL};

static void
sync_view(TlvWheelsetPage *self)
{
  self->view.study = self->study ? self->study : &self->empty;
  self->view.sweep = self->sweep;
  self->view.t_now = self->t_now;
  if (!self->study) {
    gtk_label_set_text(GTK_LABEL(self->readout), "");
    return;
  }
  /* the study's numbers, in the page's words */
  const TlStudyWheelset *s = self->study;
  const TlWsCritical *c = &s->critical;
  GString *t = g_string_new(NULL);
  if (c->kind == TL_WS_CRITICAL_FOUND)
    g_string_append_printf(t, _("Critical speed %.4g m/s (%.4g km/h), %.4g Hz, wavelength %.4g m"),
                           c->speed, 3.6 * c->speed, c->freq_hz, c->wavelength);
  else if (c->kind == TL_WS_CRITICAL_NONE)
    g_string_append_printf(t, _("Stable up to %.4g m/s"), s->spec.v_search_max);
  else
    g_string_append(t, _("Unstable at every speed"));
  g_string_append_printf(t, _("\nAt %.4g m/s the least damped mode has damping ratio %.3g"),
                         s->spec.run_params.v_start, s->eigen_run[s->least_damped].damping_ratio);
  if (self->sweep && isfinite(self->sweep->nonlinear_critical))
    g_string_append_printf(t, _("; hunting, once started, dies below %.4g m/s"),
                           self->sweep->nonlinear_critical);
  else if (self->sweep)
    g_string_append(t, _("; no limit cycle in the sweep"));
  if (s->spec.creep_model == TL_WS_CREEP_TABLE && s->run.clamped > 0)
    g_string_append_printf(t, _("\nThe table was read at its edge at %d of %d samples"),
                           s->run.clamped, s->run.n);
  if (self->fell_back && s->spec.creep_model != TL_WS_CREEP_TABLE)
    g_string_append(t, _("\nThe creep-force table went or did not load: the run uses the model "
                         "chosen above"));
  gtk_label_set_text(GTK_LABEL(self->readout), t->str);
  g_string_free(t, TRUE);
}

static void
run_done(gpointer owner, gpointer result, const TlError *err, double seconds)
{
  (void)seconds;
  TlvWheelsetPage *self = owner;
  self->failed = result == NULL;
  if (tlv_page_run_arrived(self->run_error, result, self->study != NULL, err)) {
    study_free(self->study);
    self->study = result;
    if (self->t_now > self->study->run.t[self->study->run.n - 1])
      self->t_now = 0.0;
    sync_view(self);
  }
  gtk_widget_queue_draw(GTK_WIDGET(self->plot));
}

static void
sweep_done(gpointer owner, gpointer result, const TlError *err, double seconds)
{
  (void)seconds;
  TlvWheelsetPage *self = owner;
  if (!result) {
    tlv_page_show_error(self->run_error, _("Bifurcation sweep failed: %s"), err->message);
    return;
  }
  study_free(self->sweep);
  self->sweep = result;
  sync_view(self);
  gtk_widget_queue_draw(GTK_WIDGET(self->plot));
}

/* Once per frame at most: hand the run and the sweep to their workers. */
static void
on_tick(gpointer data)
{
  TlvWheelsetPage *self = data;
  tlv_worker_submit(self->worker, job_new(self, page_spec(self)));
  tlv_worker_submit(self->sweep_worker, job_new(self, sweep_spec(self)));
}

/* The drop-downs' order of the creep models; the table comes after them. */
static const TlWsCreepModel creep_models[] = {TL_WS_CREEP_LINEAR, TL_WS_CREEP_POLACH,
                                              TL_WS_CREEP_FASTSIM};
#define CREEP_ENTRY_TABLE G_N_ELEMENTS(creep_models)

/* The creep models' drop-down shows the model the page runs (page_spec). */
static void
show_creep_choice(TlvWheelsetPage *self)
{
  const TlPresetWheelset *w = tlv_document_get_wheelset(self->doc);
  const gboolean table = w->creep_model == TL_WS_CREEP_TABLE;
  const TlWsCreepModel model = table ? self->other_model : w->creep_model;
  guint m = 1;
  for (guint i = 0; i < G_N_ELEMENTS(creep_models); i++)
    if (creep_models[i] == model)
      m = i;
  const gboolean was = self->syncing;
  self->syncing = TRUE;
  gtk_drop_down_set_selected(GTK_DROP_DOWN(self->creep),
                             table && tlv_document_get_creep_table(self->doc)
                                 ? (guint)CREEP_ENTRY_TABLE
                                 : m);
  self->syncing = was;
}

static gboolean
show_creep_choice_once(gpointer data)
{
  show_creep_choice(data);
  return G_SOURCE_REMOVE;
}

/* The user chose in a drop-down: the document takes the wheels and the creep
 * model (the document's "changed" then schedules the run).  A refused value
 * leaves the document and the run as they were and says why. */
static void
store_to_document(TlvWheelsetPage *self)
{
  if (self->syncing)
    return;
  TlPresetWheelset w = *tlv_document_get_wheelset(self->doc);
  const guint m = gtk_drop_down_get_selected(GTK_DROP_DOWN(self->creep));
  const gboolean table = m == CREEP_ENTRY_TABLE;
  if (table && !tlv_document_get_creep_table(self->doc)) {
    tlv_page_show_error(self->run_error,
                        _("No creep-force table yet: open or build one on the Steady rolling "
                          "page (its Creep-force table box)"));
    /* back to the model in use once the drop-down's own change is over (a
     * change made inside it would be notified after it, as the user's) */
    g_idle_add_full(G_PRIORITY_DEFAULT, show_creep_choice_once, g_object_ref(self),
                    g_object_unref);
    return;
  }
  self->fell_back = FALSE;
  w.creep_model = table ? TL_WS_CREEP_TABLE : creep_models[m < G_N_ELEMENTS(creep_models) ? m : 1];
  w.wheels = gtk_drop_down_get_selected(GTK_DROP_DOWN(self->track)) == 1;
  if (w.wheels) {
    w.params.gravity = 0; /* the cones' gravitational stiffness: the profiles have their own */
    w.flange_clearance = 0.0; /* the profiles' flange is their own */
  }
  TlError err = {0};
  if (!tlv_document_set_wheelset(self->doc, &w, &err))
    tlv_page_show_error(self->run_error, _("Not applied: %s"), err.message);
  else
    gtk_widget_set_visible(self->run_error, FALSE);
}

/* The document asks for the table and the window has none (it went, or a
 * preset or session names one that did not load): the document takes the
 * page's other model, once the change that told us is over. */
static gboolean
fall_back(gpointer data)
{
  TlvWheelsetPage *self = data;
  TlPresetWheelset w = *tlv_document_get_wheelset(self->doc);
  if (w.creep_model == TL_WS_CREEP_TABLE && !tlv_document_get_creep_table(self->doc)) {
    w.creep_model = self->other_model;
    TlError err = {0};
    if (tlv_document_set_wheelset(self->doc, &w, &err))
      self->fell_back = TRUE;
    else
      tlv_page_show_error(self->run_error, _("Not applied: %s"), err.message);
  }
  return G_SOURCE_REMOVE;
}

static void
on_choice_changed(GtkDropDown *dd, GParamSpec *pspec, TlvWheelsetPage *self)
{
  (void)dd;
  (void)pspec;
  store_to_document(self);
}

/* The document's choices into the drop-downs (the rows follow the document
 * themselves), and a new run. */
static void
on_document_changed(TlvDocument *doc, guint flags, TlvWheelsetPage *self)
{
  const TlPresetWheelset *w = tlv_document_get_wheelset(doc);
  const gboolean table = w->creep_model == TL_WS_CREEP_TABLE;
  if (!table)
    self->other_model = w->creep_model;
  if ((flags & (TLV_CHANGED_STEADY | TLV_CHANGED_WHEELSET)) && table &&
      !tlv_document_get_creep_table(doc))
    g_idle_add_full(G_PRIORITY_DEFAULT, fall_back, g_object_ref(self), g_object_unref);
  if ((flags & TLV_CHANGED_STEADY) && tlv_document_get_creep_table(doc))
    self->fell_back = FALSE; /* a table is there to choose again */
  /* the window's creep-force table came, changed or went */
  if ((flags & TLV_CHANGED_STEADY) && table) {
    show_creep_choice(self);
    tlv_page_schedule_tick(GTK_WIDGET(self), &self->tick_id, on_tick);
  }
  if (!(flags & TLV_CHANGED_WHEELSET))
    return;
  self->syncing = TRUE;
  /* the clearance is the cones' (the profiles carry their own flange) */
  gtk_widget_set_sensitive(GTK_WIDGET(self->rows[TLV_WS_SLIDER_FLANGE]), w->wheels == 0);
  show_creep_choice(self);
  gtk_drop_down_set_selected(GTK_DROP_DOWN(self->track), w->wheels == 1);
  self->syncing = FALSE;
  tlv_page_schedule_tick(GTK_WIDGET(self), &self->tick_id, on_tick);
}

/* ---- the animation ------------------------------------------------------------------- */

/* The top view at a quarter of real time, from the start again at the run's end. */
static gboolean
animate(GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  (void)widget;
  TlvWheelsetPage *self = data;
  const gint64 now = gdk_frame_clock_get_frame_time(clock);
  if (self->study && self->study->run.n > 1 && self->last_frame > 0) {
    const double end = self->study->run.t[self->study->run.n - 1];
    self->t_now += 0.25 * (double)(now - self->last_frame) * 1e-6;
    if (self->t_now > end)
      self->t_now = 0.0;
    self->view.t_now = self->t_now;
    gtk_widget_queue_draw(GTK_WIDGET(self->plot));
  }
  self->last_frame = now;
  return G_SOURCE_CONTINUE;
}

static void
sync_animation(TlvWheelsetPage *self)
{
  const gboolean on = gtk_toggle_button_get_active(GTK_TOGGLE_BUTTON(self->play)) &&
                      gtk_widget_get_mapped(GTK_WIDGET(self));
  if (on && !self->anim_id) {
    self->last_frame = 0;
    self->anim_id = gtk_widget_add_tick_callback(GTK_WIDGET(self), animate, self, NULL);
  } else if (!on && self->anim_id) {
    gtk_widget_remove_tick_callback(GTK_WIDGET(self), self->anim_id);
    self->anim_id = 0;
  }
}

static void
on_play_toggled(GtkToggleButton *button, TlvWheelsetPage *self)
{
  (void)button;
  sync_animation(self);
}

static void
on_map_changed(GtkWidget *widget, TlvWheelsetPage *self)
{
  (void)widget;
  sync_animation(self);
}

/* ---- the plot ------------------------------------------------------------------------- */

static void
draw(cairo_t *cr, double width, double height, const TlrStyle *style, void *data)
{
  TlvWheelsetPage *self = data;
  if (self->study) {
    tlr_wheelset_draw(cr, width, height, style, &self->view);
    return;
  }
  tlr_draw_placeholder(cr, style, width, height,
                       self->failed && !tlv_worker_is_busy(self->worker)
                           ? _("No run: the wheelset failed (the message below says why)")
                           : _("Running the wheelset…"));
}

static TlStatus
write_csv(FILE *out, void *data, TlError *err)
{
  TlvWheelsetPage *self = data;
  if (!self->study)
    return tl_error_set(err, TL_EINVAL, "the wheelset has not run yet");
  return tlr_wheelset_write_run_csv(out, &self->view, err);
}

/* ---- the page --------------------------------------------------------------------------- */

static void
tlv_wheelset_page_release(TlvWheelsetPage *self)
{
  if (self->anim_id) {
    gtk_widget_remove_tick_callback(GTK_WIDGET(self), self->anim_id);
    self->anim_id = 0;
  }
  tlv_job_bar_set_worker(self->job_bar, NULL, NULL);
  g_clear_pointer(&self->worker, tlv_worker_free);
  g_clear_pointer(&self->sweep_worker, tlv_worker_free);
}

static void
tlv_wheelset_page_free(TlvWheelsetPage *self)
{
  study_free(self->study);
  study_free(self->sweep);
  tl_study_wheelset_clear(&self->empty);
}

static void
tlv_wheelset_page_setup_class(GtkWidgetClass *widget_class)
{
#define BIND(name) gtk_widget_class_bind_template_child(widget_class, TlvWheelsetPage, name)
  BIND(slider_box);
  BIND(track);
  BIND(creep);
  BIND(play);
  BIND(plot_box);
  BIND(run_error);
  BIND(readout);
  BIND(job_bar);
#undef BIND
}

static void
tlv_wheelset_page_init(TlvWheelsetPage *self)
{
  gtk_widget_init_template(GTK_WIDGET(self));
  tl_study_wheelset_init(&self->empty);
  self->other_model = TL_WS_CREEP_POLACH;
}

static void
add_rows(TlvWheelsetPage *self)
{
  for (int k = 0; k < TLV_WS_N_SLIDERS; k++) {
    self->rows[k] = tlv_field_row_new(self->doc, &ws_fields[k]);
    gtk_box_append(GTK_BOX(self->slider_box), GTK_WIDGET(self->rows[k]));
  }
}

TlvWheelsetPage *
tlv_wheelset_page_new(TlvDocument *doc)
{
  TlvWheelsetPage *self = g_object_new(TLV_TYPE_WHEELSET_PAGE, NULL);
  self->doc = g_object_ref(doc);
  self->worker = tlv_worker_new(&run_class, self);
  self->sweep_worker = tlv_worker_new(&sweep_class, self);
  tlv_job_bar_set_worker(self->job_bar, self->sweep_worker, _("the bifurcation sweep"));
  add_rows(self);
  self->view = (TlrWheelsetView){&self->empty, NULL, 0.0};
  self->plot = tlv_plot_new(
      _("Wheelset on track: top view, y(t) and ψ(t), root locus, bifurcation diagram"), draw,
      self);
  tlv_plot_set_export_name(self->plot, "wheelset");
  tlv_plot_set_csv_func(self->plot, write_csv);
  gtk_box_append(GTK_BOX(self->plot_box), GTK_WIDGET(self->plot));
  g_signal_connect(self->track, "notify::selected", G_CALLBACK(on_choice_changed), self);
  g_signal_connect(self->creep, "notify::selected", G_CALLBACK(on_choice_changed), self);
  g_signal_connect(self->play, "toggled", G_CALLBACK(on_play_toggled), self);
  g_signal_connect(self, "map", G_CALLBACK(on_map_changed), self);
  g_signal_connect(self, "unmap", G_CALLBACK(on_map_changed), self);
  g_signal_connect_object(doc, "changed", G_CALLBACK(on_document_changed), self, 0);
  on_document_changed(doc, TLV_CHANGED_WHEELSET, self); /* the session's state */
  return self;
}

const char *
tlv_wheelset_page_get_readout(TlvWheelsetPage *self)
{
  return gtk_label_get_text(GTK_LABEL(self->readout));
}

GtkRange *
tlv_wheelset_page_get_slider(TlvWheelsetPage *self, TlvWsSlider which)
{
  g_return_val_if_fail(which < TLV_WS_N_SLIDERS, NULL);
  return tlv_param_row_get_scale(self->rows[which]);
}

TlStudyWheelsetSpec
tlv_wheelset_page_get_spec(TlvWheelsetPage *self)
{
  return page_spec(self);
}

TlStudyWheelsetSpec
tlv_wheelset_page_get_sweep_spec(TlvWheelsetPage *self)
{
  return sweep_spec(self);
}

double
tlv_wheelset_page_get_time(TlvWheelsetPage *self)
{
  return self->t_now;
}

gboolean
tlv_wheelset_page_is_busy(TlvWheelsetPage *self)
{
  return self->tick_id != 0 || tlv_worker_is_busy(self->worker) ||
         tlv_worker_is_busy(self->sweep_worker);
}

const char *
tlv_wheelset_page_get_run_error(TlvWheelsetPage *self)
{
  return gtk_widget_get_visible(self->run_error) ? gtk_label_get_text(GTK_LABEL(self->run_error))
                                                 : NULL;
}

TlvParamRow *
tlv_wheelset_page_get_row(TlvWheelsetPage *self, TlvWsSlider which)
{
  g_return_val_if_fail(which < TLV_WS_N_SLIDERS, NULL);
  return self->rows[which];
}
