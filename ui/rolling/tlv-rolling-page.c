/* tlv-rolling-page.c — the rolling-resistance page. */
#include "tlv-i18n.h"
#include "tlv-rolling-page.h"

#include <math.h>

#include "study-rolling.h"
#include "tlr-figure-rolling.h"
#include "tlv-worker.h"
#include "tlv-field.h"
#include "tlv-page.h"
#include "tlv-plot.h"
#include "tribo/units.h"

struct _TlvRollingPage {
  GtkWidget parent_instance;

  /* template widgets */
  GtkWidget *model_box;
  GtkWidget *spheres_box;
  GtkWidget *partner_sphere;
  GtkWidget *partner_wall;
  GtkWidget *rj_box;
  GtkWidget *load_box;
  GtkWidget *sim_box;
  GtkWidget *plot_box;
  GtkWidget *play_button;
  GtkWidget *time_scale;
  GtkWidget *readout;

  /* owned */
  TlvDocument *doc;
  TlvPlot *plot;
  TlvLive *live;
  TlStudyRolling study;
  TlvWorker *worker; /* runs the demo off the main thread (~75 ms at its largest) */
  guint tick_id;
  gboolean syncing_time;
  gboolean mark_chosen; /* the user scrubbed or played to the mark (else it is the stop) */
};

TLV_DEFINE_PAGE(TlvRollingPage, tlv_rolling_page, "tlv-rolling-page.ui")

/* ---- fields ------------------------------------------------------------------- */

enum {
  F_K_ROLL, F_GAMMA_ROLL, F_MU_ROLL, F_RADIUS_I, F_RADIUS_J, F_DENSITY, F_LOAD, F_OMEGA0, F_DT,
  F_DURATION,
};

static double
get_field(TlvDocument *doc, int id)
{
  const TlRollingDemoParams *d = tlv_document_get_rolling(doc);
  switch (id) {
  case F_K_ROLL: return d->model.k_roll;
  case F_GAMMA_ROLL: return d->model.gamma_roll;
  case F_MU_ROLL: return d->model.mu_roll;
  case F_RADIUS_I: return d->radius_i / TL_UNIT_MM;
  case F_RADIUS_J: return d->radius_j / TL_UNIT_MM;
  case F_DENSITY: return d->density;
  case F_LOAD: return d->normal_load;
  case F_OMEGA0: return d->omega0;
  case F_DT: return d->dt / TL_UNIT_UM;
  case F_DURATION: return d->duration / TL_UNIT_MS;
  }
  g_return_val_if_reached(NAN);
}

static gboolean
set_field(TlvDocument *doc, int id, double v, TlError *err)
{
  TlRollingDemoParams d = *tlv_document_get_rolling(doc);
  switch (id) {
  case F_K_ROLL: d.model.k_roll = v; break;
  case F_GAMMA_ROLL: d.model.gamma_roll = v; break;
  case F_MU_ROLL: d.model.mu_roll = v; break;
  case F_RADIUS_I: d.radius_i = v * TL_UNIT_MM; break;
  case F_RADIUS_J: d.radius_j = v * TL_UNIT_MM; break;
  case F_DENSITY: d.density = v; break;
  case F_LOAD: d.normal_load = v; break;
  case F_OMEGA0: d.omega0 = v; break;
  case F_DT: d.dt = v * TL_UNIT_UM; break;
  case F_DURATION: d.duration = v * TL_UNIT_MS; break;
  }
  return tlv_document_set_rolling(doc, &d, err);
}

#define ROLLING(ID) .section = TLV_CHANGED_ROLLING, .id = ID, .get = get_field, .set = set_field

static const TlvFieldSpec model_fields[] = {
  { N_("Rolling stiffness k<sub>roll</sub>"), "Rolling stiffness k_roll", "N/m", 100, 1e6, 0, TRUE,
    FALSE, N_("Spring stiffness k<sub>roll</sub> of the rolling pseudo-force, in N/m"),
    ROLLING(F_K_ROLL) },
  { N_("Rolling damping γ<sub>roll</sub>"), "Rolling damping gamma_roll", "N·s/m", 0, 100, 2, FALSE,
    FALSE, N_("Dashpot coefficient γ<sub>roll</sub> of the rolling pseudo-force, in N·s/m"),
    ROLLING(F_GAMMA_ROLL) },
  { N_("Rolling friction μ<sub>roll</sub>"), "Rolling friction coefficient mu_roll", "", 0, 0.5, 3,
    FALSE, FALSE, N_("Slider limit: |F| ≤ μ<sub>roll</sub> F<sub>n0</sub>"), ROLLING(F_MU_ROLL) },
};
static const TlvFieldSpec sphere_fields[] = {
  { N_("Radius R<sub>i</sub>"), "Spinning sphere radius R_i", "mm", 1, 100, 2, TRUE, FALSE,
    N_("Radius R<sub>i</sub> of the spinning sphere i, in mm"), ROLLING(F_RADIUS_I) },
  { N_("Density ρ"), "Density of sphere i", "kg/m³", 500, 20000, 0, TRUE, FALSE,
    N_("Density ρ of sphere i, in kg/m³ (steel 7850); I = ⅖ m R<sub>i</sub>²"), ROLLING(F_DENSITY) },
};
static const TlvFieldSpec rj_fields[] = {
  { N_("Radius R<sub>j</sub>"), "Fixed sphere radius R_j", "mm", 1, 100, 2, TRUE, FALSE,
    N_("Radius R<sub>j</sub> of the fixed sphere j, in mm; R<sub>eff</sub> = R<sub>i</sub>R<sub>j</sub>/(R<sub>i</sub>+R<sub>j</sub>)"),
    ROLLING(F_RADIUS_J) },
};
static const TlvFieldSpec load_fields[] = {
  { N_("Normal force F<sub>n0</sub>"), "Normal force F_n0", "N", 0.1, 1000, 2, TRUE, FALSE,
    N_("Normal force F<sub>n0</sub> between the spheres, in N (held constant)"), ROLLING(F_LOAD) },
  { N_("Initial spin ω<sub>0</sub>"), "Initial spin omega_0", "rad/s", -200, 200, 1, FALSE, FALSE,
    N_("Initial angular velocity ω<sub>0</sub> of sphere i about z, in rad/s"), ROLLING(F_OMEGA0) },
};
static const TlvFieldSpec sim_fields[] = {
  { N_("Time step Δt"), "Time step", "µs", 0.5, 100, 2, TRUE, FALSE,
    N_("Integration time step Δt, in µs"), ROLLING(F_DT) },
  { N_("Duration"), "Simulated duration", "ms", 5, 1000, 1, TRUE, FALSE,
    N_("Simulated time, in ms"), ROLLING(F_DURATION) },
};

/* ---- live animation of the mark -------------------------------------------------- */

static double
live_advance(gpointer data, double until, gint64 deadline_us)
{
  (void)deadline_us;
  TlvRollingPage *self = data;
  const double end = self->study.valid ? self->study.spec.duration : 0.0;
  const double t = MIN(until, end);
  tl_study_rolling_set_mark(&self->study, t / TL_UNIT_MS);
  self->mark_chosen = TRUE; /* played, stepped or reset to: Play goes on from here */
  return t;
}

static double
live_step(gpointer data)
{
  TlvRollingPage *self = data;
  const double t = self->study.mark_ms * TL_UNIT_MS + self->study.spec.dt * 25.0;
  return live_advance(self, t, 0);
}

static double
live_reset(gpointer data)
{
  return live_advance(data, 0.0, 0);
}

static const TlvLiveModel live_model = { live_advance, live_step, live_reset };

static void
update_readout(TlvRollingPage *self)
{
  const TlStudyRolling *f = &self->study;
  const TlRollingDemoPrediction *p = &f->pred;
  char *text = g_strdup_printf(
    "<b>R<sub>eff</sub></b> = %.3f mm    <b>I</b> = %.4g kg·m²    "
    "<b>torque limit</b> R<sub>eff</sub>μ<sub>roll</sub>F<sub>n0</sub> = %.4g N·mm\n"
    "<b>deceleration</b> α = %.4g rad/s²    <b>stop</b>: ω<sub>0</sub>/α = %.3f ms, with the "
    "elastic end %.3f ms, simulated %.3f ms\n"
    "<b>spring-back</b> ω<sub>n</sub> = R<sub>eff</sub>√(k<sub>roll</sub>/I) = %.4g rad/s, "
    "ζ = %.3f, turn-back %.3f mrad",
    p->r_eff / TL_UNIT_MM, p->inertia, p->torque_limit / TL_UNIT_NMM, p->deceleration,
    p->stop_time / TL_UNIT_MS, p->stop_time_elastic / TL_UNIT_MS, f->stop_ms, p->omega_n,
    p->damping_ratio, p->spring_back / TL_UNIT_MRAD);
  gtk_label_set_markup(GTK_LABEL(self->readout), text);
  g_free(text);
}

static void
sync_time_slider(TlvRollingPage *self)
{
  self->syncing_time = TRUE;
  gtk_range_set_range(GTK_RANGE(self->time_scale), 0.0,
                      MAX(self->study.spec.duration / TL_UNIT_MS, 1e-3));
  gtk_range_set_value(GTK_RANGE(self->time_scale), self->study.mark_ms);
  self->syncing_time = FALSE;
}

static void
on_live_advanced(TlvLive *live, TlvRollingPage *self)
{
  sync_time_slider(self);
  gtk_button_set_icon_name(GTK_BUTTON(self->play_button), tlv_live_is_playing(live)
                                                              ? "media-playback-pause-symbolic"
                                                              : "media-playback-start-symbolic");
  gtk_widget_queue_draw(GTK_WIDGET(self->plot));
}

/* The mark as a time [s]: at the last sample, the run's end exactly (the
 * live loop's end time), not a rounding short of it. */
static double
mark_time(const TlvRollingPage *self)
{
  const TlStudyRolling *f = &self->study;
  return f->mark_ms >= f->t_ms[f->n - 1] ? f->spec.duration : f->mark_ms * TL_UNIT_MS;
}

/* The live loop stops where the run ends and plays from `t` [s]. */
static void
sync_live(TlvRollingPage *self, double t)
{
  tlv_live_set_end_time(self->live, self->study.spec.duration);
  tlv_live_set_time(self->live, t);
}

/* ---- the run, on the worker: the run on screen stays until the new one
 * arrives, and a newer edit replaces a run not yet delivered ------------------- */

/* a newer edit stops the run between steps */
TLV_DEFINE_STUDY_JOB(TlStudyRolling, rolling)

static void
run_done(gpointer owner, gpointer result, const TlError *err, double seconds)
{
  (void)err; /* the document only holds valid cases: the run does not fail */
  (void)seconds;
  TlvRollingPage *self = owner;
  TlStudyRolling *study = result;
  if (study) {
    const double mark = self->study.mark_ms;
    const gboolean first = !self->study.valid;
    tl_study_rolling_clear(&self->study);
    self->study = *study; /* the arrays move over */
    g_free(study);
    /* keep the instant being looked at, unless the run is new; a mark the
     * user has not chosen shows the stop, and Play animates from the start */
    if (!first)
      tl_study_rolling_set_mark(&self->study, mark);
    update_readout(self);
    sync_live(self, self->mark_chosen ? mark_time(self) : 0.0);
  }
  sync_time_slider(self);
  gtk_widget_queue_draw(GTK_WIDGET(self->plot));
}

static const TlvWorkerClass worker_class = { study_job_run, g_free, study_free, run_done, NULL };

static void
on_tick(gpointer data)
{
  TlvRollingPage *self = data;
  tlv_worker_submit(self->worker,
                    g_memdup2(tlv_document_get_rolling(self->doc), sizeof(TlRollingDemoParams)));
}

static void
sync_partner(TlvRollingPage *self)
{
  const gboolean wall = tlv_document_get_rolling(self->doc)->partner == TL_ROLLING_PARTNER_WALL;
  gtk_toggle_button_set_active(GTK_TOGGLE_BUTTON(wall ? self->partner_wall : self->partner_sphere),
                               TRUE);
  gtk_widget_set_visible(self->rj_box, !wall);
}

static void
on_document_changed(TlvDocument *doc, guint flags, TlvRollingPage *self)
{
  (void)doc;
  if (flags & TLV_CHANGED_ROLLING) {
    sync_partner(self);
    tlv_page_schedule_tick(GTK_WIDGET(self), &self->tick_id, on_tick);
  }
}

static void
on_partner_toggled(GtkToggleButton *button, TlvRollingPage *self)
{
  if (!gtk_toggle_button_get_active(button))
    return;
  TlRollingDemoParams d = *tlv_document_get_rolling(self->doc);
  d.partner = GTK_WIDGET(button) == self->partner_wall ? TL_ROLLING_PARTNER_WALL
                                                       : TL_ROLLING_PARTNER_SPHERE;
  tlv_document_set_rolling(self->doc, &d, NULL);
}

static void
on_play_clicked(GtkButton *button, TlvRollingPage *self)
{
  (void)button;
  if (tlv_live_is_playing(self->live))
    tlv_live_pause(self->live);
  else
    tlv_live_play(self->live); /* at the end: from the start */
  on_live_advanced(self->live, self);
}

static void
on_reset_clicked(GtkButton *button, TlvRollingPage *self)
{
  (void)button;
  tlv_live_pause(self->live);
  tlv_live_reset(self->live);
}

static void
on_time_changed(GtkRange *range, TlvRollingPage *self)
{
  if (self->syncing_time)
    return;
  tlv_live_pause(self->live);
  self->mark_chosen = TRUE;
  tl_study_rolling_set_mark(&self->study, gtk_range_get_value(range));
  if (self->study.valid)
    tlv_live_set_time(self->live, mark_time(self)); /* Play goes on from here */
}

static void
tlv_rolling_page_release(TlvRollingPage *self)
{
  g_clear_pointer(&self->worker, tlv_worker_free);
  g_clear_object(&self->live);
}

static void
tlv_rolling_page_free(TlvRollingPage *self)
{
  tl_study_rolling_clear(&self->study);
}

static void
tlv_rolling_page_setup_class(GtkWidgetClass *widget_class)
{
#define BIND(name) gtk_widget_class_bind_template_child(widget_class, TlvRollingPage, name)
  BIND(model_box);
  BIND(spheres_box);
  BIND(partner_sphere);
  BIND(partner_wall);
  BIND(rj_box);
  BIND(load_box);
  BIND(sim_box);
  BIND(plot_box);
  BIND(play_button);
  BIND(time_scale);
  BIND(readout);
#undef BIND
  gtk_widget_class_bind_template_callback(widget_class, on_play_clicked);
  gtk_widget_class_bind_template_callback(widget_class, on_reset_clicked);
}

static void
tlv_rolling_page_init(TlvRollingPage *self)
{
  gtk_widget_init_template(GTK_WIDGET(self));
  tl_study_rolling_init(&self->study);
  self->worker = tlv_worker_new(&worker_class, self);
}

/* ---- playback speed, beside Play and Reset ---- */

/* Contact time played per second of wall time [s/s]. */
static const double speeds[] = { 0.0025, 0.01, 0.04 };

static void
on_speed_changed(GtkDropDown *drop, GParamSpec *pspec, TlvRollingPage *self)
{
  (void)pspec;
  const guint i = gtk_drop_down_get_selected(drop);
  if (i < G_N_ELEMENTS(speeds))
    tlv_live_set_time_scale(self->live, speeds[i]);
}

static void
add_speed_control(TlvRollingPage *self)
{
  static const char *const names[] = { "2.5 ms/s", "10 ms/s", "40 ms/s", NULL };
  GtkWidget *drop = gtk_drop_down_new_from_strings(names);
  gtk_drop_down_set_selected(GTK_DROP_DOWN(drop), 1);
  gtk_widget_set_tooltip_text(drop, _("Playback speed: milliseconds of the run played per second"));
  gtk_accessible_update_property(GTK_ACCESSIBLE(drop), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                 _("Playback speed"), -1);
  GtkWidget *bar = gtk_widget_get_parent(self->play_button);
  gtk_box_insert_child_after(GTK_BOX(bar), drop, gtk_widget_get_next_sibling(self->play_button));
  g_signal_connect(drop, "notify::selected", G_CALLBACK(on_speed_changed), self);
}

TlvRollingPage *
tlv_rolling_page_new(TlvDocument *doc)
{
  TlvRollingPage *self = g_object_new(TLV_TYPE_ROLLING_PAGE, NULL);
  self->doc = g_object_ref(doc);
  tlv_field_rows_append(GTK_BOX(self->model_box), doc, model_fields, G_N_ELEMENTS(model_fields));
  tlv_field_rows_append(GTK_BOX(self->spheres_box), doc, sphere_fields,
                        G_N_ELEMENTS(sphere_fields));
  tlv_field_rows_append(GTK_BOX(self->rj_box), doc, rj_fields, G_N_ELEMENTS(rj_fields));
  tlv_field_rows_append(GTK_BOX(self->load_box), doc, load_fields, G_N_ELEMENTS(load_fields));
  tlv_field_rows_append(GTK_BOX(self->sim_box), doc, sim_fields, G_N_ELEMENTS(sim_fields));

  self->plot = tlv_plot_new(_("Rolling resistance: sketch, torque and spin, hysteresis"),
                            tlr_rolling_draw, &self->study);
  tlv_plot_set_export_name(self->plot, "rolling");
  /* the rows tribolab-cli rolling prints, from the study's case */
  tlv_plot_set_csv_func(self->plot, tlr_rolling_write_csv);
  gtk_box_append(GTK_BOX(self->plot_box), GTK_WIDGET(self->plot));

  self->live = tlv_live_new(GTK_WIDGET(self), &live_model, self);
  g_object_set_data(G_OBJECT(self), "tlv-live", self->live); /* window shortcuts */
  tlv_live_set_time_scale(self->live, speeds[1]); /* 10 ms of contact per second */
  add_speed_control(self);
  g_signal_connect(self->live, "advanced", G_CALLBACK(on_live_advanced), self);
  g_signal_connect(self->time_scale, "value-changed", G_CALLBACK(on_time_changed), self);

  sync_partner(self);
  g_signal_connect(self->partner_sphere, "toggled", G_CALLBACK(on_partner_toggled), self);
  g_signal_connect(self->partner_wall, "toggled", G_CALLBACK(on_partner_toggled), self);
  g_signal_connect_object(doc, "changed", G_CALLBACK(on_document_changed), self, 0);

  if (tl_study_rolling_update(&self->study, tlv_document_get_rolling(doc), NULL, NULL) == TL_OK) {
    update_readout(self);
    sync_live(self, 0.0); /* a new run: Play animates it from the start */
  }
  sync_time_slider(self);
  return self;
}

TlvLive *
tlv_rolling_page_get_live(TlvRollingPage *self)
{
  return self->live;
}

TlvWorker *
tlv_rolling_page_get_worker(TlvRollingPage *self)
{
  return self->worker;
}

const char *
tlv_rolling_page_get_readout(TlvRollingPage *self)
{
  return gtk_label_get_text(GTK_LABEL(self->readout));
}
