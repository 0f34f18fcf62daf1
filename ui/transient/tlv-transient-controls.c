/* tlv-transient-controls.c — the Transient rolling page's control panel:
 * the rows of the case, the waveform and the run (bound to the document's
 * [transient] section), the waveform and initial-state lists, a creepage
 * table file to run, and the check that draws the window's creep-force table
 * under the loop. */
#include "tlv-i18n.h"
#include "transient-page-private.h"

#include "tlv-contact-form.h"
#include "tlv-contact-law.h"
#include "tlv-field.h"
#include "tlv-file-chooser.h"
#include "tlv-transient-speed.h"
#include "tribo/units.h"

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

/* The window's creep-force table when its curve is asked for, else NULL.
 * The page steps its run on the main thread (TlvLive's frame tick), so a
 * plain pointer serves: the document says "changed" (STEADY) when its table
 * comes or goes, and the page takes the new one
 * (tlv_transient_sync_table_check) before anything draws again. */
const TlTable *
tlv_transient_table_shown(TlvTransientPage *self)
{
  if (!self->table_check || !gtk_check_button_get_active(GTK_CHECK_BUTTON(self->table_check)))
    return NULL;
  return tlv_document_get_creep_table(self->doc);
}

void
tlv_transient_sync_controls(TlvTransientPage *self)
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

/* The loop's table curve follows the check and the window's table. */
static void
apply_table(TlvTransientPage *self)
{
  tl_study_transient_set_table(&self->run.study, tlv_transient_table_shown(self), TL_TABLE_CUBIC);
  tlv_transient_redraw(self);
}

/* The check: sensitive while the window has a table (the Steady rolling page
 * opens or builds it), unticked when it goes; its tooltip names the table. */
void
tlv_transient_sync_table_check(TlvTransientPage *self)
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
    tlv_transient_sync_controls(self);
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
    tlv_transient_show_message(self, _("Not applied"), &err);
}

static void
on_table_chosen(GtkWidget *owner, const char *path, int tag)
{
  (void)tag;
  TlvTransientPage *self = TLV_TRANSIENT_PAGE(owner);
  TlError err;
  if (path && !tlv_document_load_wave_table(self->doc, path, &err))
    tlv_transient_show_message(self, _("Table not loaded, nothing changed"), &err);
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

/* The rows of the panel: the four main controls, the waveform's and the
 * run's rows, the brush model's friction law, and the playback speed. */
void
tlv_transient_controls_build(TlvTransientPage *self)
{
  TlvDocument *doc = self->doc;
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
}

/* The lists follow the document, and the document the lists. */
void
tlv_transient_controls_bind(TlvTransientPage *self)
{
  /* the creep-force table's steady curve, under the map quantity */
  self->table_check = gtk_check_button_new_with_label(_("Steady curve from the creep-force table"));
  gtk_box_append(GTK_BOX(self->playback_box), self->table_check);
  tlv_transient_sync_controls(self);
  g_signal_connect(self->waveform, "notify::selected", G_CALLBACK(on_waveform_changed), self);
  g_signal_connect(self->init, "notify::selected", G_CALLBACK(on_init_changed), self);
}

void
tlv_transient_table_check_bind(TlvTransientPage *self)
{
  tlv_transient_sync_table_check(self);
  g_signal_connect(self->table_check, "toggled", G_CALLBACK(on_table_check_toggled), self);
}

void
tlv_transient_controls_setup_class(GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback(widget_class, on_load_table_clicked);
}
