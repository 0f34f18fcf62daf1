/* tlv-transient-loop.c — the Transient rolling page's run loop: the study's
 * spec from the document, the run started afresh in the chosen mode or
 * changed in place (the what-if: state and time go on), the TlvLive model
 * that steps it each frame within its time budget, and what a frame shows
 * after. */
#include "tlv-i18n.h"
#include "transient-page-private.h"

#include "tlv-contact-law.h"

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
  spec.table = tlv_transient_table_shown(self);
  spec.table_interp = TL_TABLE_CUBIC; /* as the Steady rolling page reads it */
  return spec;
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
    tlv_transient_show_message(self, _("Not applied"), &err);
    return FALSE;
  }
  tlv_transient_law_note_set_law(&self->law_note, tlv_document_get_contact(self->doc), &law);
  return TRUE;
}

/* Start the run afresh from the document, in the chosen mode. */
gboolean
tlv_transient_rebuild(TlvTransientPage *self)
{
  const TlStudyTransientSpec spec = spec_from_document(self);
  TlError err;
  if (tlv_transient_run_setup(&self->run, self->mode, &spec, &err) != TL_OK) {
    tlv_transient_show_message(self, _("Not started"), &err);
    return FALSE;
  }
  tlv_transient_run_set_view(&self->run, map_field(self), spec.time_window);
  tlv_transient_apply_layout(self);
  tlv_transient_show_message(self, NULL, NULL);
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
  tlv_transient_show_message(self, _("Not applied"), ok ? NULL : &err);
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
    tlv_transient_show_message(self, _("Stopped"), &err);
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
  tlv_transient_rebuild(self);
  return 0.0;
}

static const TlvLiveModel live_model = { live_advance, live_step, live_reset };

void
tlv_transient_on_advanced(TlvLive *live, TlvTransientPage *self)
{
  gtk_button_set_icon_name(GTK_BUTTON(self->play_button), tlv_live_is_playing(live)
                                                              ? "media-playback-pause-symbolic"
                                                              : "media-playback-start-symbolic");
  tlv_curve_tools_relabel(self->tools); /* pins say how they differ from the case now */
  tlv_transient_redraw(self);
}

/* Changes while paused are applied on the next frame, so the views show them. */
void
tlv_transient_on_tick(gpointer data)
{
  TlvTransientPage *self = data;
  apply_pending(self);
  tlv_curve_tools_relabel(self->tools); /* pins and sweeps say how they differ from now */
  tlv_transient_redraw(self);
}

/* The page's live loop; the window's Play, Step and Reset keys find it
 * under "tlv-live". */
void
tlv_transient_loop_init(TlvTransientPage *self)
{
  self->live = tlv_live_new(GTK_WIDGET(self), &live_model, self);
  g_object_set_data(G_OBJECT(self), "tlv-live", self->live); /* window shortcuts */
  tlv_live_set_time_scale(self->live, tlv_document_get_transient(self->doc)->time_scale);
  g_signal_connect(self->live, "advanced", G_CALLBACK(tlv_transient_on_advanced), self);
}
