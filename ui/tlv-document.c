/* tlv-document.c — the window's validated parameters. */
#include "tlv-document.h"

struct _TlvDocument {
  GObject parent_instance;
  TlContactParams contact;
  TlPresetTransient transient;
  TlWaveTable table; /* the csv waveform's samples (empty unless loaded) */
  TlRollingDemoParams rolling;
  /* One friction law for the Friction and Stick-slip pages.  The oscillator
   * follows the friction section instead of keeping a copy of its own: a
   * teacher sets up a law on one page and sees it stick and slip on the
   * other, and a preset cannot hold two laws that disagree.  stickslip.friction
   * is kept equal to friction.law, so the oscillator is always ready to run. */
  TlFrictionCase friction;
  TlStickSlipParams stickslip;
  TlSubsurfaceView subsurface;
  TlContactFriction contact_friction; /* the law inside the rolling contact */
  TlPresetWheelrail wheelrail;
};

G_DEFINE_FINAL_TYPE(TlvDocument, tlv_document, G_TYPE_OBJECT)

enum { SIGNAL_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
tlv_document_finalize(GObject *object)
{
  TlvDocument *self = TLV_DOCUMENT(object);
  g_free(self->table.t);
  g_free(self->table.c);
  G_OBJECT_CLASS(tlv_document_parent_class)->finalize(object);
}

static void
tlv_document_class_init(TlvDocumentClass *klass)
{
  G_OBJECT_CLASS(klass)->finalize = tlv_document_finalize;
  /* changed(guint flags): TlvChangedFlags */
  signals[SIGNAL_CHANGED] = g_signal_new("changed", G_TYPE_FROM_CLASS(klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
tlv_document_init(TlvDocument *self)
{
  self->contact = tl_contact_params_default();
  self->transient = tl_preset_transient_default();
  self->rolling = tl_rolling_demo_params_default();
  self->friction = tl_friction_case_default();
  self->stickslip = tl_stickslip_params_default();
  self->stickslip.friction = self->friction.law;
  self->subsurface = tl_subsurface_view_default();
  self->contact_friction = tl_contact_friction_default();
  self->wheelrail = tl_preset_wheelrail_default();
}

TlvDocument *
tlv_document_new(void)
{
  return g_object_new(TLV_TYPE_DOCUMENT, NULL);
}

const TlContactParams *
tlv_document_get_contact(TlvDocument *self)
{
  return &self->contact;
}

gboolean
tlv_document_set_contact(TlvDocument *self, const TlContactParams *params, TlError *err)
{
  TlContactBasics basics;
  if (tl_contact_basics(params, &basics, err) != TL_OK)
    return FALSE;
  self->contact = *params;
  g_signal_emit(self, signals[SIGNAL_CHANGED], 0, (guint)TLV_CHANGED_CONTACT);
  return TRUE;
}

/* Replace the table with the one in path (loaded before anything changes). */
static gboolean
swap_table(TlvDocument *self, const char *path, TlError *err)
{
  TlWaveTable table;
  if (tl_wave_table_load(path, &table, err) != TL_OK)
    return FALSE;
  g_free(self->table.t);
  g_free(self->table.c);
  self->table = table;
  return TRUE;
}

gboolean
tlv_document_apply_preset(TlvDocument *self, const TlPreset *preset, TlError *err)
{
  if (preset->transient.wave.kind == TL_WAVE_TABLE &&
      !swap_table(self, preset->transient.table_file, err)) {
    tl_error_prefix(err, "[transient] waveform_file: ");
    return FALSE;
  }
  self->contact = preset->contact;
  self->transient = preset->transient;
  if (self->transient.wave.kind == TL_WAVE_TABLE)
    self->transient.wave.table = &self->table;
  self->rolling = preset->rolling;
  self->friction = preset->friction;
  self->stickslip = preset->stickslip;
  self->stickslip.friction = self->friction.law;
  self->subsurface = preset->subsurface;
  self->contact_friction = preset->contact_friction;
  self->wheelrail = preset->wheelrail;
  g_signal_emit(self, signals[SIGNAL_CHANGED], 0, (guint)TLV_CHANGED_ALL);
  return TRUE;
}

const TlPresetTransient *
tlv_document_get_transient(TlvDocument *self)
{
  return &self->transient;
}

gboolean
tlv_document_set_transient(TlvDocument *self, const TlPresetTransient *t, TlError *err)
{
  TlPresetTransient candidate = *t;
  if (candidate.wave.kind == TL_WAVE_TABLE) {
    if (!self->table.n)
      return tl_error_set(err, TL_EINVAL, "load a t,cx table first"), FALSE;
    candidate.wave.table = &self->table;
    g_strlcpy(candidate.table_file, self->transient.table_file, sizeof candidate.table_file);
  }
  if (tl_preset_transient_validate(&candidate, err) != TL_OK)
    return FALSE;
  self->transient = candidate;
  g_signal_emit(self, signals[SIGNAL_CHANGED], 0, (guint)TLV_CHANGED_TRANSIENT);
  return TRUE;
}

gboolean
tlv_document_load_wave_table(TlvDocument *self, const char *path, TlError *err)
{
  if (!swap_table(self, path, err))
    return FALSE;
  self->transient.wave.kind = TL_WAVE_TABLE;
  self->transient.wave.table = &self->table;
  g_strlcpy(self->transient.table_file, path, sizeof self->transient.table_file);
  g_signal_emit(self, signals[SIGNAL_CHANGED], 0, (guint)TLV_CHANGED_TRANSIENT);
  return TRUE;
}

void
tlv_document_to_preset(TlvDocument *self, TlPreset *preset)
{
  tl_preset_init(preset);
  preset->contact = self->contact;
  preset->transient = self->transient;
  preset->transient.wave.table = NULL; /* a preset names the file, not the samples */
  preset->rolling = self->rolling;
  preset->friction = self->friction;
  preset->stickslip = self->stickslip;
  preset->subsurface = self->subsurface;
  preset->contact_friction = self->contact_friction;
  preset->wheelrail = self->wheelrail;
}

const TlRollingDemoParams *
tlv_document_get_rolling(TlvDocument *self)
{
  return &self->rolling;
}

gboolean
tlv_document_set_rolling(TlvDocument *self, const TlRollingDemoParams *params, TlError *err)
{
  if (tl_rolling_demo_params_validate(params, err) != TL_OK)
    return FALSE;
  self->rolling = *params;
  g_signal_emit(self, signals[SIGNAL_CHANGED], 0, (guint)TLV_CHANGED_ROLLING);
  return TRUE;
}

const TlFrictionCase *
tlv_document_get_friction(TlvDocument *self)
{
  return &self->friction;
}

gboolean
tlv_document_set_friction(TlvDocument *self, const TlFrictionCase *c, TlError *err)
{
  if (tl_friction_case_validate(c, err) != TL_OK)
    return FALSE;
  self->friction = *c;
  self->stickslip.friction = c->law;
  g_signal_emit(self, signals[SIGNAL_CHANGED], 0,
                (guint)(TLV_CHANGED_FRICTION | TLV_CHANGED_STICKSLIP));
  return TRUE;
}

const TlStickSlipParams *
tlv_document_get_stickslip(TlvDocument *self)
{
  return &self->stickslip;
}

/* Field by field: the structs have padding, memcmp would compare it. */
static gboolean
law_equal(const TlFrictionParams *a, const TlFrictionParams *b)
{
  return a->terms == b->terms && a->fc == b->fc && a->fs == b->fs && a->vs == b->vs &&
         a->viscous == b->viscous && a->c1 == b->c1 && a->c2 == b->c2 &&
         a->dahl_sigma == b->dahl_sigma && a->dahl_alpha == b->dahl_alpha &&
         a->sigma0 == b->sigma0 && a->sigma1 == b->sigma1 && a->sigma2 == b->sigma2 &&
         a->karnopp == b->karnopp && a->sign == b->sign && a->sign_eps == b->sign_eps;
}

gboolean
tlv_document_set_stickslip(TlvDocument *self, const TlStickSlipParams *params, TlError *err)
{
  if (tl_stickslip_params_validate(params, err) != TL_OK)
    return FALSE;
  guint flags = TLV_CHANGED_STICKSLIP;
  if (!law_equal(&params->friction, &self->friction.law))
    flags |= TLV_CHANGED_FRICTION;
  self->stickslip = *params;
  self->friction.law = params->friction;
  g_signal_emit(self, signals[SIGNAL_CHANGED], 0, flags);
  return TRUE;
}

const TlSubsurfaceView *
tlv_document_get_subsurface(TlvDocument *self)
{
  return &self->subsurface;
}

gboolean
tlv_document_set_subsurface(TlvDocument *self, const TlSubsurfaceView *view, TlError *err)
{
  if (tl_subsurface_view_validate(view, err) != TL_OK)
    return FALSE;
  self->subsurface = *view;
  g_signal_emit(self, signals[SIGNAL_CHANGED], 0, (guint)TLV_CHANGED_SUBSURFACE);
  return TRUE;
}

const TlContactFriction *
tlv_document_get_contact_friction(TlvDocument *self)
{
  return &self->contact_friction;
}

gboolean
tlv_document_set_contact_friction(TlvDocument *self, const TlContactFriction *c, TlError *err)
{
  TlSlipFriction law;
  if (tl_contact_friction_validate(c, err) != TL_OK ||
      tl_contact_friction_law(c, self->contact.mu, &self->friction.law, &law, err) != TL_OK)
    return FALSE;
  self->contact_friction = *c;
  g_signal_emit(self, signals[SIGNAL_CHANGED], 0, (guint)TLV_CHANGED_CONTACT_LAW);
  return TRUE;
}

gboolean
tlv_document_get_contact_law(TlvDocument *self, TlSlipFriction *law, TlError *err)
{
  return tl_contact_friction_law(&self->contact_friction, self->contact.mu, &self->friction.law,
                                 law, err) == TL_OK;
}
const TlPresetWheelrail *
tlv_document_get_wheelrail(TlvDocument *self)
{
  return &self->wheelrail;
}

gboolean
tlv_document_set_wheelrail(TlvDocument *self, const TlPresetWheelrail *w, TlError *err)
{
  if (tl_preset_wheelrail_validate(w, err) != TL_OK)
    return FALSE;
  self->wheelrail = *w;
  self->wheelrail.roll.cancel = NULL; /* a flag belongs to a run, not to the document */
  g_signal_emit(self, signals[SIGNAL_CHANGED], 0, (guint)TLV_CHANGED_WHEELRAIL);
  return TRUE;
}
