/* tlv-transient-page.c — the transient rolling page: the Unsteady Brush
 * Model, Kalker's exact theory, or both compared, live.  Here: the page's
 * life, the model choice, Play, Step and Reset, the read-out and the
 * sampling warning, and the document's changes; its helper files
 * (transient-page-private.h) hold the control panel, the run loop, the
 * plots' layout and Pin and Sweep. */
#include "tlv-i18n.h"
#include "transient-page-private.h"

#include <math.h>

#include "tlv-contact-form.h"
#include "tlv-page.h"
#include "tlv-plot.h"
#include "tlv-transient-law-note.h"
#include "tlv-transient-run.h"
#include "tribo/units.h"

/* Above this many cells the exact solver runs visibly slowly (3 ms a step at
 * 40 × 40, 14 ms at 80 × 80): the page says so. */
#define EXACT_SLOW_CELLS (60 * 60)

TLV_DEFINE_PAGE(TlvTransientPage, tlv_transient_page, "tlv-transient-page.ui")

void
tlv_transient_show_message(TlvTransientPage *self, const char *prefix, const TlError *err)
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
    tlv_transient_show_message(self, _("Not applied"), &err);
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

void
tlv_transient_redraw(TlvTransientPage *self)
{
  update_readout(self);
  gtk_widget_queue_draw(GTK_WIDGET(self->map_plot));
  gtk_widget_queue_draw(GTK_WIDGET(self->loop_plot));
  gtk_widget_queue_draw(GTK_WIDGET(self->series_plot));
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

static void sync_model(TlvTransientPage *self);

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
    tlv_transient_sync_table_check(self);
  if (!(flags & (TLV_CHANGED_CONTACT | TLV_CHANGED_TRANSIENT)))
    return;
  sync_model(self);
  tlv_transient_sync_controls(self);
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
    tlv_page_schedule_tick(GTK_WIDGET(self), &self->tick_id, tlv_transient_on_tick);
}

static void
on_field_changed(GtkDropDown *dd, GParamSpec *pspec, TlvTransientPage *self)
{
  (void)dd;
  (void)pspec;
  self->pending |= TLV_CHANGED_TRANSIENT;
  if (!tlv_live_is_playing(self->live))
    tlv_page_schedule_tick(GTK_WIDGET(self), &self->tick_id, tlv_transient_on_tick);
}

static void
on_play_clicked(GtkButton *button, TlvTransientPage *self)
{
  (void)button;
  if (tlv_live_is_playing(self->live))
    tlv_live_pause(self->live);
  else
    tlv_live_play(self->live);
  tlv_transient_on_advanced(self->live, self);
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
  tlv_transient_on_advanced(self->live, self);
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
  gtk_widget_class_bind_template_callback(widget_class, on_use_finer_grid_clicked);
  tlv_transient_controls_setup_class(widget_class);
}

static void
tlv_transient_page_init(TlvTransientPage *self)
{
  gtk_widget_init_template(GTK_WIDGET(self));
  tlv_transient_run_init(&self->run);
  self->mode = TL_PRESET_MODEL_BRUSH;
}

TlvTransientPage *
tlv_transient_page_new(TlvDocument *doc)
{
  TlvTransientPage *self = g_object_new(TLV_TYPE_TRANSIENT_PAGE, NULL);
  self->doc = g_object_ref(doc);
  tlv_drop_down_show_subscripts(GTK_DROP_DOWN(self->init));
  tlv_drop_down_show_subscripts(GTK_DROP_DOWN(self->field));
  tlv_transient_controls_build(self);
  tlv_transient_add_plots(self);

  /* Pin and Sweep beside the time read-out; their curves go under the loops */
  self->tools = tlv_transient_tools_new(self, GTK_WIDGET(self->loop_plot));
  gtk_box_insert_child_after(GTK_BOX(gtk_widget_get_parent(self->time_label)),
                             GTK_WIDGET(self->tools), self->time_label);
  tlv_transient_run_set_overlay(&self->run, tlv_curve_tools_get_overlay(self->tools));

  tlv_transient_loop_init(self);
  tlv_transient_controls_bind(self);
  tlv_bound_dropdown_bind(GTK_DROP_DOWN(self->bound), doc);
  g_signal_connect(self->field, "notify::selected", G_CALLBACK(on_field_changed), self);
  g_signal_connect(self->model, "notify::selected", G_CALLBACK(on_model_changed), self);
  g_signal_connect(self, "map", G_CALLBACK(on_map), self);
  g_signal_connect(self, "unmap", G_CALLBACK(on_unmap), self);
  g_signal_connect_object(doc, "changed", G_CALLBACK(on_document_changed), self, 0);
  sync_model(self);
  tlv_transient_rebuild(self);
  tlv_transient_table_check_bind(self);
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
