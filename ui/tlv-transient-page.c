/* tlv-transient-page.c — the transient (Unsteady Brush Model) page. */
#include "tlv-transient-page.h"

#include <math.h>

#include "tlv-contact-form.h"
#include "tlv-field.h"
#include "tlv-plot.h"
#include "tribo/units.h"

/* Rows kept for the views: at the thesis's 40 × 40 grid about 8.5 s of contact. */
#define MAX_ROWS 20000

struct _TlvTransientPage {
  GtkWidget parent_instance;

  /* template widgets */
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
  GtkWidget *map_box;
  GtkWidget *loop_box;
  GtkWidget *series_box;
  GtkWidget *readout;
  GtkWidget *message;

  /* owned */
  TlvDocument *doc;
  TlvLive *live;
  TlvPlot *map_plot, *loop_plot, *series_plot;
  TlrTransientFigure figure;
  double steps_per_ms; /* measured solver speed, for the per-frame budget */
  guint tick_id;
  guint pending;       /* TLV_CHANGED_* bits not yet applied to the run */
};

G_DEFINE_FINAL_TYPE(TlvTransientPage, tlv_transient_page, GTK_TYPE_WIDGET)

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
  "Frequency F", "Frequency F", "Hz", 0.1, 200, 2, TRUE, FALSE,
  "Frequency F of the periodic creepage c<sub>x</sub>(t) = C<sub>0</sub> + C<sub>p</sub> "
  "sin(2πFt), in Hz (thesis: 10, 30, 60 Hz)",
  TRANSIENT(F_FREQ)
};
static const TlvFieldSpec periodic_fields[] = {
  { "Mean C<sub>0</sub>", "Mean creepage C_0", "", -0.01, 0.01, 5, FALSE, FALSE,
    "Mean value C<sub>0</sub> of the periodic creepage (thesis 0.005; 0 for alternating creepage)",
    TRANSIENT(F_C0) },
  { "Amplitude C<sub>p</sub>", "Creepage amplitude C_p", "", 0, 0.01, 5, FALSE, FALSE,
    "Amplitude C<sub>p</sub> of the periodic creepage (thesis 0.005)", TRANSIENT(F_CP) },
};
static const TlvFieldSpec step_fields[] = {
  { "Before c<sub>before</sub>", "Creepage before the step", "", -0.02, 0.02, 5, FALSE, FALSE,
    "Creepage before the step (the run starts in steady rolling at it)", TRANSIENT(F_BEFORE) },
  { "After c<sub>after</sub>", "Creepage after the step", "", -0.02, 0.02, 5, FALSE, FALSE,
    "Creepage after the step", TRANSIENT(F_AFTER) },
  { "Step time t<sub>s</sub>", "Step time t_s", "ms", 0, 100, 2, FALSE, FALSE,
    "When the creepage jumps, in ms", TRANSIENT(F_TSTEP) },
};
static const TlvFieldSpec courant_field = {
  "Courant number C", "Courant number", "", 0.05, 1, 3, FALSE, FALSE,
  "C = VΔt/Δx of the upwind transport: 1 shifts the brushes by exactly one cell per step; "
  "smaller is diffusive.  Takes effect at Reset.",
  TRANSIENT(F_COURANT)
};
static const TlvFieldSpec timescale_field = {
  "Time scale", "Time scale in milliseconds of contact per second", "ms/s", 1, 1000, 1, TRUE,
  FALSE, "How many milliseconds of contact time pass per second of wall time",
  TRANSIENT(F_TIMESCALE)
};

/* Waveform list order (matches the template's dropdown). */
static const TlWaveKind wave_kinds[] = { TL_WAVE_CONSTANT, TL_WAVE_STEP, TL_WAVE_SINE,
                                         TL_WAVE_TRIANGLE, TL_WAVE_SQUARE, TL_WAVE_TABLE };
static const TlrPatchField map_fields[] = { TLR_FIELD_TX_RATIO, TLR_FIELD_TX, TLR_FIELD_RATIO,
                                            TLR_FIELD_STATE };

/* ---- building the run --------------------------------------------------------- */

/* The figure's spec from the document: the contact case, and the waveform
 * (a constant waveform runs at the case's operating creepage cx). */
static TlrTransientSpec
spec_from_document(TlvTransientPage *self)
{
  const TlPresetTransient *t = tlv_document_get_transient(self->doc);
  TlrTransientSpec spec = tlr_transient_spec_default();
  spec.params = *tlv_document_get_contact(self->doc);
  spec.wave = t->wave;
  if (spec.wave.kind == TL_WAVE_CONSTANT)
    spec.wave.value = spec.params.cx;
  spec.init = t->init;
  spec.courant = t->courant;
  const guint f = gtk_drop_down_get_selected(GTK_DROP_DOWN(self->field));
  spec.field = map_fields[f < G_N_ELEMENTS(map_fields) ? f : 0];
  /* the time series shows three periods, or the last 0.3 s */
  spec.time_window = tl_waveform_is_periodic(&spec.wave) ? 3.0 / spec.wave.freq : 0.3;
  return spec;
}

static void
show_message(TlvTransientPage *self, const char *prefix, const TlError *err)
{
  if (!err) {
    gtk_widget_set_visible(self->message, FALSE);
    return;
  }
  char *msg = g_strdup_printf("%s: %s", prefix, err->message);
  gtk_label_set_text(GTK_LABEL(self->message), msg);
  gtk_widget_set_visible(self->message, TRUE);
  g_free(msg);
}

static void
update_readout(TlvTransientPage *self)
{
  const TlrTransientFigure *f = &self->figure;
  const TlPeriodicAnalysis *a = &f->analysis;
  char *time = g_strdup_printf("t = %.2f ms", 1e3 * tlv_live_get_time(self->live));
  gtk_label_set_text(GTK_LABEL(self->time_label), time);
  g_free(time);
  GString *s = g_string_new(NULL);
  if (f->periodic && isfinite(a->loop_area)) {
    if (isfinite(a->delay))
      g_string_append_printf(s, "<b>delay</b> %.3f ms (ratio delay·F = %.4f)", a->delay / TL_UNIT_MS,
                             a->delay_ratio);
    else
      g_string_append_printf(s, "<b>delay</b> undefined: %s", a->note[0] ? a->note : "no peak");
    g_string_append_printf(s, "    <b>loop area</b> ∮f dc<sub>x</sub> = %.4g    <b>f</b> %.4f … %.4f"
                              "  (period %.1f–%.1f ms)",
                           a->loop_area, a->f_min, a->f_max, a->t0 / TL_UNIT_MS, a->t1 / TL_UNIT_MS);
  } else if (f->periodic) {
    char *note = g_markup_escape_text(a->note[0] ? a->note : "no whole period yet", -1);
    g_string_append_printf(s, "<b>delay, loop area</b>: %s", note);
    g_free(note);
  } else {
    g_string_append(s, "<b>delay, loop area</b>: for periodic waveforms (sine, triangle, square)");
  }
  const TlRecord *r = &f->run.rec;
  if (r->n > 0)
    g_string_append_printf(s, "\n<b>now</b> c<sub>x</sub> = %.5f, f = %.4f, stick %.1f %%, "
                              "Δt = %.4g ms, grid %d×%d",
                           r->cx[r->n - 1], r->f[r->n - 1], 100.0 * r->stick[r->n - 1],
                           f->run.dt / TL_UNIT_MS, f->spec.params.mx, f->spec.params.my);
  gtk_label_set_markup(GTK_LABEL(self->readout), s->str);
  g_string_free(s, TRUE);
}

static void
redraw(TlvTransientPage *self)
{
  update_readout(self);
  gtk_widget_queue_draw(GTK_WIDGET(self->map_plot));
  gtk_widget_queue_draw(GTK_WIDGET(self->loop_plot));
  gtk_widget_queue_draw(GTK_WIDGET(self->series_plot));
}

/* Start the run afresh from the document. */
static gboolean
rebuild(TlvTransientPage *self)
{
  const TlrTransientSpec spec = spec_from_document(self);
  TlError err;
  if (tlr_transient_figure_setup(&self->figure, &spec, &err) != TL_OK) {
    show_message(self, "Not started", &err);
    return FALSE;
  }
  self->figure.run.max_rows = MAX_ROWS;
  show_message(self, NULL, NULL);
  return TRUE;
}

/* Apply the document's pending changes to the running figure: the what-if
 * (state and time go on) where possible, a restart where the step changes. */
static void
apply_pending(TlvTransientPage *self)
{
  const guint what = self->pending;
  self->pending = 0;
  if (!what || !self->figure.valid)
    return;
  const TlrTransientSpec spec = spec_from_document(self);
  TlError err;
  tl_error_clear(&err);
  gboolean ok = TRUE;
  if (spec.init != self->figure.spec.init || spec.courant != self->figure.spec.courant) {
    /* a new time step or initial state only makes sense from t = 0 */
    self->figure.spec.init = spec.init;
    self->figure.spec.courant = spec.courant;
  }
  if (what & TLV_CHANGED_CONTACT)
    ok = tlr_transient_figure_set_params(&self->figure, &spec.params, &err) == TL_OK;
  if (ok && (what & (TLV_CHANGED_TRANSIENT | TLV_CHANGED_CONTACT)))
    ok = tlr_transient_figure_set_waveform(&self->figure, &spec.wave, &err) == TL_OK;
  self->figure.spec.field = spec.field;
  self->figure.spec.time_window = spec.time_window;
  self->figure.run.max_rows = MAX_ROWS;
  show_message(self, "Not applied", ok ? NULL : &err);
}

/* ---- the live loop -------------------------------------------------------------- */

static double
live_advance(gpointer data, double until, gint64 deadline_us)
{
  TlvTransientPage *self = data;
  apply_pending(self);
  if (!self->figure.valid)
    return until;
  const double dt = self->figure.run.dt;
  long needed = (long)floor((until - tl_run_time(&self->figure.run)) / dt + 1e-9);
  while (needed > 0) {
    const gint64 now = g_get_monotonic_time();
    if (now >= deadline_us)
      break; /* out of budget: the model lags behind the wall clock */
    const double budget_ms = (deadline_us - now) * 1e-3;
    long chunk = (long)(budget_ms * self->steps_per_ms * 0.8);
    chunk = CLAMP(chunk, 1, needed);
    const gint64 t0 = g_get_monotonic_time();
    TlError err;
    if (tlr_transient_figure_advance(&self->figure, (int)chunk, &err) != TL_OK) {
      show_message(self, "Stopped", &err);
      tlv_live_pause(self->live);
      break;
    }
    const double ms = (g_get_monotonic_time() - t0) * 1e-3;
    if (ms > 0.05)
      self->steps_per_ms = 0.7 * self->steps_per_ms + 0.3 * (chunk / ms);
    needed -= chunk;
  }
  /* the live clock follows the model when it lags */
  return needed > 0 ? tl_run_time(&self->figure.run) : until;
}

static double
live_step(gpointer data)
{
  TlvTransientPage *self = data;
  apply_pending(self);
  if (self->figure.valid)
    tlr_transient_figure_advance(&self->figure, 1, NULL);
  return tl_run_time(&self->figure.run);
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
  redraw(self);
}

/* Changes while paused are applied on the next frame, so the views show them. */
static gboolean
on_tick(GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  (void)widget;
  (void)clock;
  TlvTransientPage *self = data;
  self->tick_id = 0;
  apply_pending(self);
  redraw(self);
  return G_SOURCE_REMOVE;
}

/* ---- controls ---------------------------------------------------------------------- */

static void
sync_controls(TlvTransientPage *self)
{
  const TlPresetTransient *t = tlv_document_get_transient(self->doc);
  const TlContactParams *p = tlv_document_get_contact(self->doc);
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
  char *base = t->table_file[0] ? g_path_get_basename(t->table_file) : g_strdup("no table loaded");
  gtk_label_set_text(GTK_LABEL(self->table_label), base);
  g_free(base);
  gtk_drop_down_set_selected(GTK_DROP_DOWN(self->init), t->init == TL_INIT_STEADY);
  gtk_drop_down_set_selected(GTK_DROP_DOWN(self->bound), p->bound == TL_BOUND_ELLIPTIC);
}

static void
on_document_changed(TlvDocument *doc, guint flags, TlvTransientPage *self)
{
  (void)doc;
  if (!(flags & (TLV_CHANGED_CONTACT | TLV_CHANGED_TRANSIENT)))
    return;
  sync_controls(self);
  /* the playback speed is the live loop's, not the run's: at once */
  tlv_live_set_time_scale(self->live, tlv_document_get_transient(self->doc)->time_scale);
  /* a preset (every section changed) starts the run again */
  if (flags == TLV_CHANGED_ALL) {
    self->pending = 0;
    tlv_live_reset(self->live);
    return;
  }
  self->pending |= flags;
  if (!tlv_live_is_playing(self->live) && !self->tick_id)
    self->tick_id = gtk_widget_add_tick_callback(GTK_WIDGET(self), on_tick, self, NULL);
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
    show_message(self, "Not applied", &err);
}

static void
on_table_response(GtkNativeDialog *dialog, int response, TlvTransientPage *self)
{
  if (response == GTK_RESPONSE_ACCEPT) {
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    GFile *file = gtk_file_chooser_get_file(GTK_FILE_CHOOSER(dialog));
G_GNUC_END_IGNORE_DEPRECATIONS
    char *path = g_file_get_path(file);
    TlError err;
    if (path && !tlv_document_load_wave_table(self->doc, path, &err))
      show_message(self, "Table not loaded, nothing changed", &err);
    g_free(path);
    g_object_unref(file);
  }
  sync_controls(self);
  g_object_unref(dialog);
}

static void
load_table(TlvTransientPage *self)
{
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new(
    "Load a Creepage Table (t, cx)", GTK_WINDOW(gtk_widget_get_root(GTK_WIDGET(self))),
    GTK_FILE_CHOOSER_ACTION_OPEN, "_Load", "_Cancel");
  GtkFileFilter *filter = gtk_file_filter_new();
  gtk_file_filter_set_name(filter, "CSV tables (*.csv)");
  gtk_file_filter_add_pattern(filter, "*.csv");
  gtk_file_chooser_add_filter(GTK_FILE_CHOOSER(dialog), filter);
  g_object_unref(filter);
G_GNUC_END_IGNORE_DEPRECATIONS
  g_signal_connect(dialog, "response", G_CALLBACK(on_table_response), self);
  gtk_native_dialog_show(GTK_NATIVE_DIALOG(dialog));
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
on_bound_changed(GtkDropDown *dd, GParamSpec *pspec, TlvTransientPage *self)
{
  (void)pspec;
  TlContactParams p = *tlv_document_get_contact(self->doc);
  const TlTractionBound b = gtk_drop_down_get_selected(dd) == 1 ? TL_BOUND_ELLIPTIC
                                                               : TL_BOUND_PARABOLIC;
  if (p.bound != b) {
    p.bound = b;
    tlv_document_set_contact(self->doc, &p, NULL);
  }
}

static void
on_field_changed(GtkDropDown *dd, GParamSpec *pspec, TlvTransientPage *self)
{
  (void)dd;
  (void)pspec;
  self->pending |= TLV_CHANGED_TRANSIENT;
  if (!tlv_live_is_playing(self->live) && !self->tick_id)
    self->tick_id = gtk_widget_add_tick_callback(GTK_WIDGET(self), on_tick, self, NULL);
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

/* ---- life cycle -------------------------------------------------------------------- */

static void
tlv_transient_page_dispose(GObject *object)
{
  TlvTransientPage *self = TLV_TRANSIENT_PAGE(object);
  if (self->tick_id) {
    gtk_widget_remove_tick_callback(GTK_WIDGET(self), self->tick_id);
    self->tick_id = 0;
  }
  g_clear_object(&self->live);
  gtk_widget_dispose_template(GTK_WIDGET(self), TLV_TYPE_TRANSIENT_PAGE);
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child(GTK_WIDGET(self))))
    gtk_widget_unparent(child);
  g_clear_object(&self->doc);
  G_OBJECT_CLASS(tlv_transient_page_parent_class)->dispose(object);
}

static void
tlv_transient_page_finalize(GObject *object)
{
  tlr_transient_figure_clear(&TLV_TRANSIENT_PAGE(object)->figure);
  G_OBJECT_CLASS(tlv_transient_page_parent_class)->finalize(object);
}

static void
tlv_transient_page_class_init(TlvTransientPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS(klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
  object_class->dispose = tlv_transient_page_dispose;
  object_class->finalize = tlv_transient_page_finalize;
  gtk_widget_class_set_template_from_resource(widget_class,
                                              "/org/tribolab/TriboLab/ui/tlv-transient-page.ui");
#define BIND(name) gtk_widget_class_bind_template_child(widget_class, TlvTransientPage, name)
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
  BIND(map_box);
  BIND(loop_box);
  BIND(series_box);
  BIND(readout);
  BIND(message);
#undef BIND
  gtk_widget_class_bind_template_callback(widget_class, on_play_clicked);
  gtk_widget_class_bind_template_callback(widget_class, on_step_clicked);
  gtk_widget_class_bind_template_callback(widget_class, on_reset_clicked);
  gtk_widget_class_bind_template_callback(widget_class, on_load_table_clicked);
  gtk_widget_class_set_layout_manager_type(widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tlv_transient_page_init(TlvTransientPage *self)
{
  gtk_widget_init_template(GTK_WIDGET(self));
  tlr_transient_figure_init(&self->figure);
  self->steps_per_ms = 50.0; /* refined by measurement on the first frames */
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
  gtk_box_prepend(GTK_BOX(self->playback_box),
                  GTK_WIDGET(tlv_field_row_new(doc, &timescale_field)));

  self->map_plot = add_plot(self->map_box, "Contact patch: brush traction", "patch",
                            tlr_transient_figure_draw_patch, &self->figure);
  self->loop_plot = add_plot(self->loop_box, "Hysteresis: f versus creepage", "hysteresis",
                             tlr_transient_figure_draw_loop, &self->figure);
  self->series_plot = add_plot(self->series_box, "Creepage and traction versus time", "timeseries",
                               tlr_transient_figure_draw_timeseries, &self->figure);

  self->live = tlv_live_new(GTK_WIDGET(self), &live_model, self);
  g_object_set_data(G_OBJECT(self), "tlv-live", self->live); /* window shortcuts */
  tlv_live_set_time_scale(self->live, tlv_document_get_transient(doc)->time_scale);
  g_signal_connect(self->live, "advanced", G_CALLBACK(on_live_advanced), self);

  sync_controls(self);
  g_signal_connect(self->waveform, "notify::selected", G_CALLBACK(on_waveform_changed), self);
  g_signal_connect(self->init, "notify::selected", G_CALLBACK(on_init_changed), self);
  g_signal_connect(self->bound, "notify::selected", G_CALLBACK(on_bound_changed), self);
  g_signal_connect(self->field, "notify::selected", G_CALLBACK(on_field_changed), self);
  g_signal_connect_object(doc, "changed", G_CALLBACK(on_document_changed), self, 0);
  rebuild(self);
  update_readout(self);
  return self;
}

TlvLive *
tlv_transient_page_get_live(TlvTransientPage *self)
{
  return self->live;
}

const TlrTransientFigure *
tlv_transient_page_get_figure(TlvTransientPage *self)
{
  return &self->figure;
}

const char *
tlv_transient_page_get_readout(TlvTransientPage *self)
{
  return gtk_label_get_text(GTK_LABEL(self->readout));
}
