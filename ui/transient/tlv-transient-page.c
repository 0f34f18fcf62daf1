/* tlv-transient-page.c — the transient rolling page: the Unsteady Brush
 * Model, Kalker's exact theory, or both compared, live. */
#include "tlv-i18n.h"
#include "transient-page-private.h"

#include <math.h>

#include "tlv-contact-form.h"
#include "tlv-field.h"
#include "tlv-file-chooser.h"
#include "tlv-page.h"
#include "tlv-plot.h"
#include "tlv-contact-law.h"
#include "tlv-transient-law-note.h"
#include "tlv-transient-run.h"
#include "tlv-transient-speed.h"
#include "tribo/units.h"

/* Solver time per frame [ms]: the brush needs little; the exact solver gets
 * more of a 60 Hz frame (drawing the views takes a few ms of the rest). */
#define BUDGET_BRUSH_MS 8.0
#define BUDGET_EXACT_MS 11.0

/* Above this many cells the exact solver runs visibly slowly (3 ms a step at
 * 40 × 40, 14 ms at 80 × 80): the page says so. */
#define EXACT_SLOW_CELLS (60 * 60)

struct _TlvTransientPage {
  GtkWidget parent_instance;

  /* template widgets */
  GtkWidget *model;
  GtkWidget *model_note;
  GtkWidget *main_box;
  GtkWidget *waveform;
  GtkWidget *periodic_box;
  GtkWidget *step_box;
  GtkWidget *constant_box;
  GtkWidget *table_box;
  GtkWidget *table_label;
  GtkWidget *rolling_box;
  GtkWidget *bound;
  GtkWidget *init;
  GtkWidget *playback_box;
  GtkWidget *field;
  GtkWidget *play_button;
  GtkWidget *time_label;
  GtkWidget *layout;
  GtkWidget *map_box;
  GtkWidget *loop_box;
  GtkWidget *series_box;
  GtkWidget *compare_map_box;
  GtkWidget *compare_loop_box;
  GtkWidget *compare_series_box;
  GtkWidget *plots_scroll;
  GtkWidget *readout_scroll;
  GtkWidget *readout;
  GtkWidget *message;
  GtkWidget *sample_warning;
  GtkWidget *sample_warning_label;
  GtkWidget *use_finer_grid;
  GtkWidget *table_check; /* the creep-force table's steady curve under the loop */

  /* owned */
  TlvDocument *doc;
  TlvLive *live;
  TlvPlot *map_plot, *loop_plot, *series_plot;
  TlvCurveTools *tools;
  TlPresetModel mode; /* chosen in the Model list; the run follows at Reset */
  TlvTransientRun run;
  TlvTransientLawNote law_note; /* the brush's stability with a falling law */
  guint tick_id;
  gboolean resume_on_map; /* was playing when another page was shown */
  guint pending;       /* TLV_CHANGED_* bits not yet applied to the run */
  int finer_mx;        /* the grid the sampling warning's button sets (0: none) */
  guint fit_id;        /* the read-out's height is to be fitted (fit_readout) */
};

TLV_DEFINE_PAGE(TlvTransientPage, tlv_transient_page, "tlv-transient-page.ui")

/* ---- transient fields --------------------------------------------------------- */

enum { F_FREQ, F_C0, F_CP, F_BEFORE, F_AFTER, F_TSTEP, F_COURANT, F_TIMESCALE };

static double
get_field(TlvDocument *doc, int id)
{
  const TlPresetTransient *t = tlv_document_get_transient(doc);
  switch (id) {
  case F_FREQ: return t->wave.freq;
  case F_C0: return t->wave.mean;
  case F_CP: return t->wave.amplitude;
  case F_BEFORE: return t->wave.before;
  case F_AFTER: return t->wave.after;
  case F_TSTEP: return t->wave.t_step / TL_UNIT_MS;
  case F_COURANT: return t->courant;
  case F_TIMESCALE: return t->time_scale / TL_UNIT_MS;
  }
  g_return_val_if_reached(NAN);
}

static gboolean
set_field(TlvDocument *doc, int id, double v, TlError *err)
{
  TlPresetTransient t = *tlv_document_get_transient(doc);
  switch (id) {
  case F_FREQ: t.wave.freq = v; break;
  case F_C0: t.wave.mean = v; break;
  case F_CP: t.wave.amplitude = v; break;
  case F_BEFORE: t.wave.before = v; break;
  case F_AFTER: t.wave.after = v; break;
  case F_TSTEP: t.wave.t_step = v * TL_UNIT_MS; break;
  case F_COURANT: t.courant = v; break;
  case F_TIMESCALE: t.time_scale = v * TL_UNIT_MS; break;
  }
  return tlv_document_set_transient(doc, &t, err);
}

#define TRANSIENT(ID) .section = TLV_CHANGED_TRANSIENT, .id = ID, .get = get_field, .set = set_field

static const TlvFieldSpec freq_field = {
  N_("Frequency F"), "Frequency F", "Hz", 0.1, 200, 2, TRUE, FALSE,
  N_("Frequency F of the periodic creepage c<sub>x</sub>(t) = C<sub>0</sub> + C<sub>p</sub> "
  "sin(2πFt), in Hz (thesis: 10, 30, 60 Hz)"),
  TRANSIENT(F_FREQ)
};
static const TlvFieldSpec periodic_fields[] = {
  { N_("Mean C<sub>0</sub>"), "Mean creepage C_0", "", -0.01, 0.01, 5, FALSE, FALSE,
    N_("Mean value C<sub>0</sub> of the periodic creepage (thesis 0.005; 0 for alternating creepage)"),
    TRANSIENT(F_C0) },
  { N_("Amplitude C<sub>p</sub>"), "Creepage amplitude C_p", "", 0, 0.01, 5, FALSE, FALSE,
    N_("Amplitude C<sub>p</sub> of the periodic creepage (thesis 0.005)"), TRANSIENT(F_CP) },
};
static const TlvFieldSpec step_fields[] = {
  { N_("Before c<sub>before</sub>"), "Creepage before the step", "", -0.02, 0.02, 5, FALSE, FALSE,
    N_("Creepage before the step (the run starts in steady rolling at it)"), TRANSIENT(F_BEFORE) },
  { N_("After c<sub>after</sub>"), "Creepage after the step", "", -0.02, 0.02, 5, FALSE, FALSE,
    N_("Creepage after the step"), TRANSIENT(F_AFTER) },
  { N_("Step time t<sub>s</sub>"), "Step time t_s", "ms", 0, 100, 2, FALSE, FALSE,
    N_("When the creepage jumps, in ms"), TRANSIENT(F_TSTEP) },
};
static const TlvFieldSpec courant_field = {
  N_("Courant number C"), "Courant number", "", 0.05, 1, 3, FALSE, FALSE,
  N_("C = VΔt/Δx of the upwind transport: 1 shifts the brushes by exactly one cell per step; "
  "smaller is diffusive.  Takes effect at Reset."),
  TRANSIENT(F_COURANT)
};
/* edited in the playback-speed popover (tlv-transient-speed.h) */
static const TlvFieldSpec timescale_field = {
  N_("Time scale"), "Time scale in milliseconds of contact per second", "ms/s", 1, 1000, 1, TRUE,
  FALSE, N_("How many milliseconds of contact time pass per second of wall time"),
  TRANSIENT(F_TIMESCALE)
};

/* Waveform list order (matches the template's dropdown). */
static const TlWaveKind wave_kinds[] = { TL_WAVE_CONSTANT, TL_WAVE_STEP, TL_WAVE_SINE,
                                         TL_WAVE_TRIANGLE, TL_WAVE_SQUARE, TL_WAVE_TABLE };
static const TlrPatchField map_fields[] = { TLR_FIELD_TX_RATIO, TLR_FIELD_TX, TLR_FIELD_RATIO,
                                            TLR_FIELD_STATE };

/* ---- building the run --------------------------------------------------------- */

/* The map's quantity the field list selects. */
static TlrPatchField
map_field(TlvTransientPage *self)
{
  const guint f = gtk_drop_down_get_selected(GTK_DROP_DOWN(self->field));
  return map_fields[f < G_N_ELEMENTS(map_fields) ? f : 0];
}

/* The window's creep-force table when its curve is asked for, else NULL.
 * The page steps its run on the main thread (TlvLive's frame tick), so a
 * plain pointer serves: the document says "changed" (STEADY) when its table
 * comes or goes, and the page takes the new one (sync_table_check) before
 * anything draws again. */
static const TlTable *
table_shown(TlvTransientPage *self)
{
  if (!self->table_check || !gtk_check_button_get_active(GTK_CHECK_BUTTON(self->table_check)))
    return NULL;
  return tlv_document_get_creep_table(self->doc);
}

/* The study's spec from the document: the contact case, and the waveform
 * (a constant waveform runs at the case's operating creepage cx). */
static TlStudyTransientSpec
spec_from_document(TlvTransientPage *self)
{
  const TlPresetTransient *t = tlv_document_get_transient(self->doc);
  TlStudyTransientSpec spec = tl_study_transient_spec_default();
  spec.params = *tlv_document_get_contact(self->doc);
  spec.wave = t->wave;
  if (spec.wave.kind == TL_WAVE_CONSTANT)
    spec.wave.value = spec.params.cx;
  spec.init = t->init;
  spec.courant = t->courant;
  /* the time series shows three periods, or the last 0.3 s */
  spec.time_window = tl_waveform_is_periodic(&spec.wave) ? 3.0 / spec.wave.freq : 0.3;
  spec.table = table_shown(self);
  spec.table_interp = TL_TABLE_CUBIC; /* as the Steady rolling page reads it */
  return spec;
}

static void
show_message(TlvTransientPage *self, const char *prefix, const TlError *err)
{
  if (!err) {
    gtk_widget_set_visible(self->message, FALSE);
    return;
  }
  tlv_page_show_error(self->message, "%s: %s", prefix, err->message);
}

/* The grid field's upper limit along x (tlv-contact-form.c). */
#define GRID_X_MAX 200

/* The sampling check: with fewer than TL_ANALYSIS_MIN_SAMPLES rows a period
 * the delay is too coarse to trust (analysis.h); the button refines the grid
 * along x, which shortens Δt = CΔx/V in proportion, to just enough cells. */
static void
sync_sample_warning(TlvTransientPage *self)
{
  const TlStudyTransientRun *fig = tl_study_transient_stepped(&self->run.study);
  const double dt = tl_study_transient_dt(&self->run.study);
  const double freq = fig->spec.wave.freq;
  const gboolean coarse = self->run.study.valid &&
                          tl_waveform_is_periodic(&fig->spec.wave) &&
                          tl_analysis_too_coarse(freq, dt, NULL, 0);
  gtk_widget_set_visible(self->sample_warning, coarse);
  self->finer_mx = 0;
  if (!coarse)
    return;
  const double n = tl_analysis_samples_per_period(freq, dt);
  const int mx = fig->spec.params.mx;
  const int want = (int)ceil(mx * TL_ANALYSIS_MIN_SAMPLES / n - 1e-9);
  GString *text = g_string_new(NULL);
  g_string_append_printf(text,
                         _("⚠ Only %.3g samples per period (Δt = %.3g ms at %.4g Hz): the delay is "
                         "resolved to about ±Δt/2 = ±%.2g ms, its ratio delay·F to ±%.2g. %d "
                         "samples per period keep the ratio within ±%.2g."),
                         n, dt / TL_UNIT_MS, freq, 0.5 * dt / TL_UNIT_MS, 0.5 / n,
                         TL_ANALYSIS_MIN_SAMPLES, 0.5 / TL_ANALYSIS_MIN_SAMPLES);
  if (want <= GRID_X_MAX) {
    self->finer_mx = want;
    char *label = g_strdup_printf(_("Use %d cells along x"), want);
    gtk_button_set_label(GTK_BUTTON(self->use_finer_grid), label);
    g_free(label);
  } else {
    g_string_append_printf(text, _(" Even %d cells along x are too few at this frequency."),
                           GRID_X_MAX);
  }
  gtk_widget_set_visible(self->use_finer_grid, self->finer_mx > 0);
  gtk_label_set_text(GTK_LABEL(self->sample_warning_label), text->str);
  g_string_free(text, TRUE);
}

static void
on_use_finer_grid_clicked(GtkButton *button, TlvTransientPage *self)
{
  (void)button;
  if (self->finer_mx <= 0)
    return;
  TlContactParams p = *tlv_document_get_contact(self->doc);
  p.mx = self->finer_mx;
  TlError err;
  if (!tlv_document_set_contact(self->doc, &p, &err))
    show_message(self, _("Not applied"), &err);
}

/* The brush model's law from the document (Coulomb with the case's μ when
 * the Friction page's law has no contact form: the message says why). */
static gboolean
apply_law(TlvTransientPage *self)
{
  TlSlipFriction law;
  TlError err;
  if (!tlv_document_get_contact_law(self->doc, &law, &err) ||
      tl_study_transient_set_law(&self->run.study, &law, NULL, &err) != TL_OK) {
    show_message(self, _("Not applied"), &err);
    return FALSE;
  }
  tlv_transient_law_note_set_law(&self->law_note, tlv_document_get_contact(self->doc), &law);
  return TRUE;
}

static void
update_readout(TlvTransientPage *self)
{
  tlv_transient_law_note_update(&self->law_note, &self->run);
  char *time = g_strdup_printf("t = %.2f ms", tlv_live_get_time(self->live) / TL_UNIT_MS);
  gtk_label_set_text(GTK_LABEL(self->time_label), time);
  g_free(time);
  char *markup = tlv_transient_run_readout(&self->run, tlv_live_get_time_scale(self->live));
  gtk_label_set_markup(GTK_LABEL(self->readout), markup);
  g_free(markup);
  sync_sample_warning(self);
}

static void
redraw(TlvTransientPage *self)
{
  update_readout(self);
  gtk_widget_queue_draw(GTK_WIDGET(self->map_plot));
  gtk_widget_queue_draw(GTK_WIDGET(self->loop_plot));
  gtk_widget_queue_draw(GTK_WIDGET(self->series_plot));
}

/* Put a plot into a box (the same three plots serve both layouts, so the
 * export dialog always lists what is on screen). */
static void
move_plot(TlvPlot *plot, GtkWidget *box)
{
  GtkWidget *w = GTK_WIDGET(plot), *parent = gtk_widget_get_parent(w);
  if (parent == box)
    return;
  g_object_ref(w);
  if (parent)
    gtk_box_remove(GTK_BOX(parent), w);
  gtk_box_append(GTK_BOX(box), w);
  g_object_unref(w);
}

/* The views of the run's mode: one model's map, loop and series, or both
 * maps across the top with the overlaid loops and series below. */
static void
apply_layout(TlvTransientPage *self)
{
  const gboolean cmp = self->run.mode == TL_PRESET_MODEL_COMPARE;
  const gboolean exact = self->run.mode == TL_PRESET_MODEL_EXACT;
  gpointer fig = tlv_transient_run_figure(&self->run);
  move_plot(self->map_plot, cmp ? self->compare_map_box : self->map_box);
  move_plot(self->loop_plot, cmp ? self->compare_loop_box : self->loop_box);
  move_plot(self->series_plot, cmp ? self->compare_series_box : self->series_box);
  gtk_stack_set_visible_child_name(GTK_STACK(self->layout), cmp ? "compare" : "single");
  tlv_plot_set_draw_func(self->map_plot,
                         cmp ? tlr_compare_draw_maps : tlr_transient_draw_patch, fig);
  tlv_plot_set_draw_func(self->loop_plot, cmp ? tlr_compare_draw_loops : tlr_transient_draw_loop,
                         fig);
  tlv_plot_set_draw_func(self->series_plot,
                         cmp ? tlr_compare_draw_series : tlr_transient_draw_timeseries, fig);
  tlv_plot_set_title(self->map_plot, cmp     ? _("Contact patches: brush model and exact theory")
                                     : exact ? _("Contact patch: exact-theory traction")
                                             : _("Contact patch: brush traction"));
  tlv_plot_set_title(self->loop_plot, cmp ? _("Hysteresis: brush and exact, f versus creepage")
                                          : _("Hysteresis: f versus creepage"));
  tlv_plot_set_title(self->series_plot, cmp ? _("Creepage and traction versus time, both models")
                                            : _("Creepage and traction versus time"));
  tlv_plot_set_export_name(self->map_plot, cmp ? "patches-compare" : "patch");
  tlv_plot_set_export_name(self->loop_plot, cmp ? "hysteresis-compare" : "hysteresis");
  tlv_plot_set_export_name(self->series_plot, cmp ? "timeseries-compare" : "timeseries");
  tlv_live_set_budget_ms(self->live, self->run.mode == TL_PRESET_MODEL_BRUSH ? BUDGET_BRUSH_MS
                                                                           : BUDGET_EXACT_MS);
}

/* The note under the model list: the exact solver on a fine grid is slow. */
static void
update_model_note(TlvTransientPage *self)
{
  const TlContactParams *p = tlv_document_get_contact(self->doc);
  const gboolean slow = self->mode != TL_PRESET_MODEL_BRUSH && p->mx * p->my > EXACT_SLOW_CELLS;
  if (slow) {
    /* the cost per step grows a little faster than the cells: 3 ms at 40 × 40 */
    const double ms = 3.0 * pow(p->mx * p->my / 1600.0, 1.1);
    char *text = g_strdup_printf(_("The exact theory on %d×%d cells takes about %.0f ms a step "
                                 "(%.0f steps/s): the run will go slowly and lag behind the "
                                 "time scale. 40×40 runs about 300 steps/s."),
                                 p->mx, p->my, ms, 1e3 / ms);
    gtk_label_set_text(GTK_LABEL(self->model_note), text);
    g_free(text);
  }
  gtk_widget_set_visible(self->model_note, slow);
}

/* Start the run afresh from the document, in the chosen mode. */
static gboolean
rebuild(TlvTransientPage *self)
{
  const TlStudyTransientSpec spec = spec_from_document(self);
  TlError err;
  if (tlv_transient_run_setup(&self->run, self->mode, &spec, &err) != TL_OK) {
    show_message(self, _("Not started"), &err);
    return FALSE;
  }
  tlv_transient_run_set_view(&self->run, map_field(self), spec.time_window);
  apply_layout(self);
  show_message(self, NULL, NULL);
  apply_law(self);
  return TRUE;
}

/* Apply the document's pending changes to the running figure: the what-if
 * (state and time go on) where possible, a restart where the step changes. */
static void
apply_pending(TlvTransientPage *self)
{
  const guint what = self->pending;
  self->pending = 0;
  if (!what || !self->run.study.valid)
    return;
  const TlStudyTransientSpec spec = spec_from_document(self);
  TlError err;
  tl_error_clear(&err);
  gboolean ok = TRUE;
  /* a new time step or initial state only makes sense from t = 0 (or a new grid) */
  tl_study_transient_set_start(&self->run.study, spec.init, spec.courant);
  if (what & TLV_CHANGED_CONTACT)
    ok = tl_study_transient_set_params(&self->run.study, &spec.params, &err) == TL_OK;
  if (ok && (what & (TLV_CHANGED_TRANSIENT | TLV_CHANGED_CONTACT)))
    ok = tl_study_transient_set_waveform(&self->run.study, &spec.wave, &err) == TL_OK;
  tlv_transient_run_set_view(&self->run, map_field(self), spec.time_window);
  show_message(self, _("Not applied"), ok ? NULL : &err);
  if (ok && (what & (TLV_CHANGED_CONTACT | TLV_CHANGED_CONTACT_LAW | TLV_CHANGED_FRICTION)))
    apply_law(self);
}

/* ---- the live loop -------------------------------------------------------------- */

static double
live_advance(gpointer data, double until, gint64 deadline_us)
{
  TlvTransientPage *self = data;
  apply_pending(self);
  if (!self->run.study.valid)
    return until;
  double reached;
  TlError err;
  if (tlv_transient_run_advance(&self->run, until, deadline_us, &reached, &err) != TL_OK) {
    show_message(self, _("Stopped"), &err);
    tlv_live_pause(self->live);
  }
  return reached; /* the live clock follows the model when it lags */
}

static double
live_step(gpointer data)
{
  TlvTransientPage *self = data;
  apply_pending(self);
  if (self->run.study.valid)
    tlv_transient_run_step(&self->run, NULL);
  return tl_study_transient_time(&self->run.study);
}

static double
live_reset(gpointer data)
{
  TlvTransientPage *self = data;
  self->pending = 0; /* the rebuild reads every setting from the document */
  rebuild(self);
  return 0.0;
}

static const TlvLiveModel live_model = { live_advance, live_step, live_reset };

static void
on_live_advanced(TlvLive *live, TlvTransientPage *self)
{
  gtk_button_set_icon_name(GTK_BUTTON(self->play_button), tlv_live_is_playing(live)
                                                              ? "media-playback-pause-symbolic"
                                                              : "media-playback-start-symbolic");
  tlv_curve_tools_relabel(self->tools); /* pins say how they differ from the case now */
  redraw(self);
}

/* Changes while paused are applied on the next frame, so the views show them. */
static void
on_tick(gpointer data)
{
  TlvTransientPage *self = data;
  apply_pending(self);
  tlv_curve_tools_relabel(self->tools); /* pins and sweeps say how they differ from now */
  redraw(self);
}

/* ---- controls ---------------------------------------------------------------------- */

static void
sync_controls(TlvTransientPage *self)
{
  const TlPresetTransient *t = tlv_document_get_transient(self->doc);
  guint k = 0;
  for (guint i = 0; i < G_N_ELEMENTS(wave_kinds); i++)
    if (wave_kinds[i] == t->wave.kind)
      k = i;
  gtk_drop_down_set_selected(GTK_DROP_DOWN(self->waveform), k);
  const gboolean periodic = tl_waveform_is_periodic(&t->wave);
  gtk_widget_set_visible(self->periodic_box, periodic);
  gtk_widget_set_visible(self->step_box, t->wave.kind == TL_WAVE_STEP);
  gtk_widget_set_visible(self->constant_box, t->wave.kind == TL_WAVE_CONSTANT);
  gtk_widget_set_visible(self->table_box, t->wave.kind == TL_WAVE_TABLE);
  char *base = t->table_file[0] ? g_path_get_basename(t->table_file) : g_strdup(_("no table loaded"));
  gtk_label_set_text(GTK_LABEL(self->table_label), base);
  g_free(base);
  gtk_drop_down_set_selected(GTK_DROP_DOWN(self->init), t->init == TL_INIT_STEADY);
}

static void sync_model(TlvTransientPage *self);

/* The loop's table curve follows the check and the window's table. */
static void
apply_table(TlvTransientPage *self)
{
  tl_study_transient_set_table(&self->run.study, table_shown(self), TL_TABLE_CUBIC);
  redraw(self);
}

/* The check: sensitive while the window has a table (the Steady rolling page
 * opens or builds it), unticked when it goes; its tooltip names the table. */
static void
sync_table_check(TlvTransientPage *self)
{
  const TlTable *t = tlv_document_get_creep_table(self->doc);
  GtkWidget *w = self->table_check;
  gtk_widget_set_sensitive(w, t != NULL);
  if (!t) {
    gtk_check_button_set_active(GTK_CHECK_BUTTON(w), FALSE);
    gtk_widget_set_tooltip_text(w, _("Open or build a creep-force table on the Steady rolling "
                                     "page first"));
  } else {
    const char *path = tlv_document_get_creep_table_path(self->doc);
    char *name = path ? g_path_get_basename(path) : g_strdup(_("built in the window"));
    const TlTableSpec *ts = tl_table_spec(t);
    char *tip = g_strdup_printf(
      _("Draws the steady f of the window's creep-force table (%s, %s, %d×%d cells) under the "
        "loop. An exact table gives the exact transient model's own steady limit, as FASTSIM's "
        "curve is the brush model's."),
      name, ts->model == TL_TABLE_EXACT ? C_("model", "exact") : "FASTSIM", ts->mx, ts->my);
    gtk_widget_set_tooltip_text(w, tip);
    g_free(tip);
    g_free(name);
  }
  apply_table(self);
}

static void
on_table_check_toggled(GtkCheckButton *check, TlvTransientPage *self)
{
  (void)check;
  apply_table(self);
}

static void
on_document_changed(TlvDocument *doc, guint flags, TlvTransientPage *self)
{
  /* the contact's law (and the Friction page's, when the contact follows it) */
  if (flags & (TLV_CHANGED_CONTACT_LAW | TLV_CHANGED_FRICTION)) {
    if (flags != TLV_CHANGED_ALL && ((flags & TLV_CHANGED_CONTACT_LAW) ||
                                     tlv_document_get_contact_friction(doc)->from_lab))
      self->pending |= TLV_CHANGED_CONTACT_LAW;
  }
  if (flags & TLV_CHANGED_STEADY)
    sync_table_check(self);
  if (!(flags & (TLV_CHANGED_CONTACT | TLV_CHANGED_TRANSIENT)))
    return;
  sync_model(self);
  sync_controls(self);
  update_model_note(self);
  /* the playback speed is the live loop's, not the run's: at once */
  tlv_live_set_time_scale(self->live, tlv_document_get_transient(self->doc)->time_scale);
  /* a preset (every section changed) starts the run again */
  if (flags == TLV_CHANGED_ALL) {
    /* pinned or swept loops belong to the case before: drawn over the new
     * one they would pass for it */
    tlv_curve_tools_clear(self->tools);
    self->pending = 0;
    tlv_live_reset(self->live);
    return;
  }
  self->pending |= flags;
  if (!tlv_live_is_playing(self->live))
    tlv_page_schedule_tick(GTK_WIDGET(self), &self->tick_id, on_tick);
}

static void load_table(TlvTransientPage *self);

static void
on_waveform_changed(GtkDropDown *dd, GParamSpec *pspec, TlvTransientPage *self)
{
  (void)pspec;
  const guint i = gtk_drop_down_get_selected(dd);
  const TlWaveKind kind = wave_kinds[i < G_N_ELEMENTS(wave_kinds) ? i : 2];
  TlPresetTransient t = *tlv_document_get_transient(self->doc);
  if (t.wave.kind == kind)
    return;
  if (kind == TL_WAVE_TABLE) {
    load_table(self);
    sync_controls(self);
    return;
  }
  /* keep the frequency and the levels the user set when switching among
   * the periodic shapes; other kinds start from their defaults */
  const TlWaveform old = t.wave;
  t.wave = tl_waveform_default(kind);
  if (tl_waveform_is_periodic(&old) && tl_waveform_is_periodic(&t.wave)) {
    t.wave.mean = old.mean;
    t.wave.amplitude = old.amplitude;
    t.wave.freq = old.freq;
  }
  TlError err;
  if (!tlv_document_set_transient(self->doc, &t, &err))
    show_message(self, _("Not applied"), &err);
}

static void
on_table_chosen(GtkWidget *owner, const char *path, int tag)
{
  (void)tag;
  TlvTransientPage *self = TLV_TRANSIENT_PAGE(owner);
  TlError err;
  if (path && !tlv_document_load_wave_table(self->doc, path, &err))
    show_message(self, _("Table not loaded, nothing changed"), &err);
}

/* Nothing to resync when the user answers: the waveform list went back to the
 * document's choice when the chooser opened, and a loaded table changes the
 * document, and with it the controls. */
static void
load_table(TlvTransientPage *self)
{
  const TlvFileChoice choice = { .title = _("Load a Creepage Table (t, cx)"),
                                 .action = GTK_FILE_CHOOSER_ACTION_OPEN,
                                 .accept_label = _("_Load"),
                                 .filter_name = _("CSV tables (*.csv)"),
                                 .filter_pattern = "*.csv" };
  tlv_choose_file(GTK_WIDGET(self), &choice, on_table_chosen);
}

static void
on_load_table_clicked(GtkButton *button, TlvTransientPage *self)
{
  (void)button;
  load_table(self);
}

static void
on_init_changed(GtkDropDown *dd, GParamSpec *pspec, TlvTransientPage *self)
{
  (void)pspec;
  TlPresetTransient t = *tlv_document_get_transient(self->doc);
  const TlTransientInit init = gtk_drop_down_get_selected(dd) == 1 ? TL_INIT_STEADY : TL_INIT_ZERO;
  if (t.init != init) {
    t.init = init;
    tlv_document_set_transient(self->doc, &t, NULL);
  }
}

static void
on_field_changed(GtkDropDown *dd, GParamSpec *pspec, TlvTransientPage *self)
{
  (void)dd;
  (void)pspec;
  self->pending |= TLV_CHANGED_TRANSIENT;
  if (!tlv_live_is_playing(self->live))
    tlv_page_schedule_tick(GTK_WIDGET(self), &self->tick_id, on_tick);
}

static void
on_play_clicked(GtkButton *button, TlvTransientPage *self)
{
  (void)button;
  if (tlv_live_is_playing(self->live))
    tlv_live_pause(self->live);
  else
    tlv_live_play(self->live);
  on_live_advanced(self->live, self);
}

static void
on_step_clicked(GtkButton *button, TlvTransientPage *self)
{
  (void)button;
  tlv_live_pause(self->live);
  tlv_live_step(self->live);
}

static void
on_reset_clicked(GtkButton *button, TlvTransientPage *self)
{
  (void)button;
  tlv_live_reset(self->live);
}

/* Another page shown: the run holds still rather than take frame time from
 * what is on screen (the exact solver's steps cost milliseconds), and goes on
 * when the page comes back. */
static void
on_unmap(GtkWidget *widget, TlvTransientPage *self)
{
  (void)widget;
  if (!self->live)
    return; /* being disposed */
  self->resume_on_map = tlv_live_is_playing(self->live);
  tlv_live_pause(self->live);
}

static void
on_map(GtkWidget *widget, TlvTransientPage *self)
{
  (void)widget;
  if (!self->live)
    return;
  if (self->resume_on_map)
    tlv_live_play(self->live);
  self->resume_on_map = FALSE;
  on_live_advanced(self->live, self);
}

/* Model list order (matches the template's dropdown). */
static const TlPresetModel modes[] = { TL_PRESET_MODEL_BRUSH, TL_PRESET_MODEL_EXACT,
                                        TL_PRESET_MODEL_COMPARE };

/* Another model starts the run again from t = 0 (playing or not). */
static void
on_model_changed(GtkDropDown *dd, GParamSpec *pspec, TlvTransientPage *self)
{
  (void)pspec;
  const guint i = gtk_drop_down_get_selected(dd);
  const TlPresetModel mode = modes[i < G_N_ELEMENTS(modes) ? i : 0];
  if (mode == self->mode)
    return;
  self->mode = mode;
  update_model_note(self);
  tlv_live_reset(self->live);
  /* the choice belongs to the session and to presets */
  TlPresetTransient t = *tlv_document_get_transient(self->doc);
  if (t.model != (TlPresetModel)mode) {
    t.model = (TlPresetModel)mode;
    tlv_document_set_transient(self->doc, &t, NULL);
  }
}

/* The document's model choice (a preset, the restored session) on the dropdown. */
static void
sync_model(TlvTransientPage *self)
{
  const TlPresetModel mode = tlv_document_get_transient(self->doc)->model;
  if (mode != self->mode)
    tlv_transient_page_set_mode(self, mode);
}

/* ---- the read-out's height ---------------------------------------------------------- */

/* The map and the loop hold a read-out box or legend band under their data,
 * the series its legend band: on a small screen the view scrolls rather than
 * squash them.  At normal text size these minimums fit the single layout at
 * 1024 × 600 with three lines of read-out under it (fit_readout); their ratio
 * 6:5 is what the paned splits a larger page by (as it was with 240 and 200)
 * and 180 keeps the series' data readable at 960 × 540 (test-gui-layout).
 * Presentation mode's larger text needs room in proportion. */
static void
set_plot_minimums(TlvTransientPage *self)
{
  const double s = tlv_plot_get_font_scale(self->map_plot);
  gtk_widget_set_size_request(GTK_WIDGET(self->map_plot), -1, (int)lround(216.0 * s));
  gtk_widget_set_size_request(GTK_WIDGET(self->loop_plot), -1, (int)lround(216.0 * s));
  gtk_widget_set_size_request(GTK_WIDGET(self->series_plot), -1, (int)lround(180.0 * s));
}

/* The plots keep their minimum height and the read-out takes the whole
 * lines that fit in the rest (tlv_page_fit_readout). */
static gboolean
fit_readout(gpointer data)
{
  TlvTransientPage *self = data;
  self->fit_id = 0;
  GtkWidget *plots = gtk_stack_get_visible_child(GTK_STACK(self->layout));
  if (!plots || !gtk_widget_get_mapped(self->readout_scroll))
    return G_SOURCE_REMOVE;
  set_plot_minimums(self); /* presentation mode may have changed the text size */
  tlv_page_fit_readout(plots, gtk_widget_get_width(self->layout), self->plots_scroll,
                       self->readout_scroll, self->readout);
  return G_SOURCE_REMOVE;
}

/* Either area changed size (or its content did): fit once the layout is
 * done, not inside it. */
static void
on_area_changed(GtkAdjustment *adj, TlvTransientPage *self)
{
  (void)adj;
  if (!self->fit_id)
    self->fit_id = g_idle_add(fit_readout, self);
}

/* ---- life cycle -------------------------------------------------------------------- */

static void
tlv_transient_page_release(TlvTransientPage *self)
{
  tlv_live_pause(self->live);
  g_clear_object(&self->live);
  g_clear_handle_id(&self->fit_id, g_source_remove);
}

static void
tlv_transient_page_free(TlvTransientPage *self)
{
  tlv_transient_run_clear(&self->run);
}

static void
tlv_transient_page_setup_class(GtkWidgetClass *widget_class)
{
#define BIND(name) gtk_widget_class_bind_template_child(widget_class, TlvTransientPage, name)
  BIND(model);
  BIND(model_note);
  BIND(main_box);
  BIND(waveform);
  BIND(periodic_box);
  BIND(step_box);
  BIND(constant_box);
  BIND(table_box);
  BIND(table_label);
  BIND(rolling_box);
  BIND(bound);
  BIND(init);
  BIND(playback_box);
  BIND(field);
  BIND(play_button);
  BIND(time_label);
  BIND(layout);
  BIND(map_box);
  BIND(loop_box);
  BIND(series_box);
  BIND(compare_map_box);
  BIND(compare_loop_box);
  BIND(compare_series_box);
  BIND(plots_scroll);
  BIND(readout_scroll);
  BIND(readout);
  BIND(message);
  BIND(sample_warning);
  BIND(sample_warning_label);
  BIND(use_finer_grid);
#undef BIND
  gtk_widget_class_bind_template_callback(widget_class, on_play_clicked);
  gtk_widget_class_bind_template_callback(widget_class, on_step_clicked);
  gtk_widget_class_bind_template_callback(widget_class, on_reset_clicked);
  gtk_widget_class_bind_template_callback(widget_class, on_load_table_clicked);
  gtk_widget_class_bind_template_callback(widget_class, on_use_finer_grid_clicked);
}

static void
tlv_transient_page_init(TlvTransientPage *self)
{
  gtk_widget_init_template(GTK_WIDGET(self));
  tlv_transient_run_init(&self->run);
  self->mode = TL_PRESET_MODEL_BRUSH;
}

static TlvPlot *
add_plot(GtkWidget *box, const char *title, const char *name, TlrDrawFunc draw, gpointer data)
{
  TlvPlot *plot = tlv_plot_new(title, draw, data);
  tlv_plot_set_export_name(plot, name);
  gtk_box_append(GTK_BOX(box), GTK_WIDGET(plot));
  return plot;
}

TlvTransientPage *
tlv_transient_page_new(TlvDocument *doc)
{
  TlvTransientPage *self = g_object_new(TLV_TYPE_TRANSIENT_PAGE, NULL);
  self->doc = g_object_ref(doc);
  tlv_drop_down_show_subscripts(GTK_DROP_DOWN(self->init));
  tlv_drop_down_show_subscripts(GTK_DROP_DOWN(self->field));

  /* the four main controls: μ, F_N, F and the waveform (in the template) */
  gtk_box_prepend(GTK_BOX(self->main_box), GTK_WIDGET(tlv_field_row_new(doc, &freq_field)));
  gtk_box_prepend(GTK_BOX(self->main_box),
                  GTK_WIDGET(tlv_contact_row_new(doc, TLV_FIELD_LOAD)));
  gtk_box_prepend(GTK_BOX(self->main_box), GTK_WIDGET(tlv_contact_row_new(doc, TLV_FIELD_MU)));
  tlv_field_rows_append(GTK_BOX(self->periodic_box), doc, periodic_fields,
                        G_N_ELEMENTS(periodic_fields));
  tlv_field_rows_append(GTK_BOX(self->step_box), doc, step_fields, G_N_ELEMENTS(step_fields));
  gtk_box_append(GTK_BOX(self->constant_box), GTK_WIDGET(tlv_contact_row_new(doc, TLV_FIELD_CX)));
  static const TlvContactField rolling[] = { TLV_FIELD_SPEED, TLV_FIELD_GRID_X, TLV_FIELD_GRID_Y };
  for (size_t i = 0; i < G_N_ELEMENTS(rolling); i++)
    gtk_box_append(GTK_BOX(self->rolling_box), GTK_WIDGET(tlv_contact_row_new(doc, rolling[i])));
  gtk_box_append(GTK_BOX(self->rolling_box), GTK_WIDGET(tlv_field_row_new(doc, &courant_field)));
  /* the brush model's friction law: the same law object as the steady page's */
  GtkWidget *law_heading = gtk_label_new(_("Friction law (brush model)"));
  gtk_label_set_xalign(GTK_LABEL(law_heading), 0.0f);
  gtk_widget_add_css_class(law_heading, "heading");
  gtk_box_append(GTK_BOX(self->rolling_box), law_heading);
  gtk_box_append(GTK_BOX(self->rolling_box), tlv_contact_law_new(doc, FALSE));
  gtk_box_append(GTK_BOX(self->rolling_box), tlv_transient_law_note_init(&self->law_note));
  /* the playback speed sits with Play, Step and Reset above the plots, before the time */
  gtk_box_insert_child_after(GTK_BOX(gtk_widget_get_parent(self->time_label)),
                             tlv_transient_speed_new(doc, &timescale_field),
                             gtk_widget_get_prev_sibling(self->time_label));

  /* drawn from the run's study; titles and functions follow the model (apply_layout) */
  self->map_plot = add_plot(self->map_box, _("Contact patch: brush traction"), "patch",
                            tlr_transient_draw_patch, &self->run.view);
  self->loop_plot = add_plot(self->loop_box, _("Hysteresis: f versus creepage"), "hysteresis",
                             tlr_transient_draw_loop, &self->run.view);
  self->series_plot = add_plot(self->series_box, _("Creepage and traction versus time"), "timeseries",
                               tlr_transient_draw_timeseries, &self->run.view);
  set_plot_minimums(self);
  /* the read-out takes what the plots leave (fit_readout) */
  g_signal_connect(gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(self->plots_scroll)),
                   "changed", G_CALLBACK(on_area_changed), self);
  g_signal_connect(gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(self->readout_scroll)),
                   "changed", G_CALLBACK(on_area_changed), self);

  /* Pin and Sweep beside the time read-out; their curves go under the loops */
  self->tools = tlv_transient_tools_new(self, GTK_WIDGET(self->loop_plot));
  gtk_box_insert_child_after(GTK_BOX(gtk_widget_get_parent(self->time_label)),
                             GTK_WIDGET(self->tools), self->time_label);
  tlv_transient_run_set_overlay(&self->run, tlv_curve_tools_get_overlay(self->tools));

  self->live = tlv_live_new(GTK_WIDGET(self), &live_model, self);
  g_object_set_data(G_OBJECT(self), "tlv-live", self->live); /* window shortcuts */
  tlv_live_set_time_scale(self->live, tlv_document_get_transient(doc)->time_scale);
  g_signal_connect(self->live, "advanced", G_CALLBACK(on_live_advanced), self);

  /* the creep-force table's steady curve, under the map quantity */
  self->table_check = gtk_check_button_new_with_label(_("Steady curve from the creep-force table"));
  gtk_box_append(GTK_BOX(self->playback_box), self->table_check);
  sync_controls(self);
  g_signal_connect(self->waveform, "notify::selected", G_CALLBACK(on_waveform_changed), self);
  g_signal_connect(self->init, "notify::selected", G_CALLBACK(on_init_changed), self);
  tlv_bound_dropdown_bind(GTK_DROP_DOWN(self->bound), doc);
  g_signal_connect(self->field, "notify::selected", G_CALLBACK(on_field_changed), self);
  g_signal_connect(self->model, "notify::selected", G_CALLBACK(on_model_changed), self);
  g_signal_connect(self, "map", G_CALLBACK(on_map), self);
  g_signal_connect(self, "unmap", G_CALLBACK(on_unmap), self);
  g_signal_connect_object(doc, "changed", G_CALLBACK(on_document_changed), self, 0);
  sync_model(self);
  rebuild(self);
  sync_table_check(self);
  g_signal_connect(self->table_check, "toggled", G_CALLBACK(on_table_check_toggled), self);
  update_readout(self);
  return self;
}

TlvLive *
tlv_transient_page_get_live(TlvTransientPage *self)
{
  return self->live;
}

const TlStudyTransientRun *
tlv_transient_page_get_figure(TlvTransientPage *self)
{
  return &self->run.study.single;
}

void
tlv_transient_page_set_mode(TlvTransientPage *self, TlPresetModel mode)
{
  for (guint i = 0; i < G_N_ELEMENTS(modes); i++)
    if (modes[i] == mode)
      gtk_drop_down_set_selected(GTK_DROP_DOWN(self->model), i);
}

TlPresetModel
tlv_transient_page_get_mode(TlvTransientPage *self)
{
  return self->run.mode;
}

const TlvTransientRun *
tlv_transient_page_get_run(TlvTransientPage *self)
{
  return &self->run;
}

const char *
tlv_transient_page_get_warning(TlvTransientPage *self)
{
  return gtk_widget_get_visible(self->sample_warning)
           ? gtk_label_get_text(GTK_LABEL(self->sample_warning_label))
           : NULL;
}

const char *
tlv_transient_page_get_readout(TlvTransientPage *self)
{
  return gtk_label_get_text(GTK_LABEL(self->readout));
}

TlvCurveTools *
tlv_transient_page_get_tools(TlvTransientPage *self)
{
  return self->tools;
}
