/* tlv-document.c — the window's validated parameters. */
#include "tlv-document.h"

struct _TlvDocument {
  GObject parent_instance;
  TlContactParams contact;
  TlRollingDemoParams rolling;
};

G_DEFINE_FINAL_TYPE(TlvDocument, tlv_document, G_TYPE_OBJECT)

enum { SIGNAL_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
tlv_document_class_init(TlvDocumentClass *klass)
{
  /* changed(guint flags): TlvChangedFlags */
  signals[SIGNAL_CHANGED] = g_signal_new("changed", G_TYPE_FROM_CLASS(klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
tlv_document_init(TlvDocument *self)
{
  self->contact = tl_contact_params_default();
  self->rolling = tl_rolling_demo_params_default();
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

void
tlv_document_apply_preset(TlvDocument *self, const TlPreset *preset)
{
  self->contact = preset->contact;
  self->rolling = preset->rolling;
  g_signal_emit(self, signals[SIGNAL_CHANGED], 0, (guint)TLV_CHANGED_ALL);
}

void
tlv_document_to_preset(TlvDocument *self, TlPreset *preset)
{
  tl_preset_init(preset);
  preset->contact = self->contact;
  preset->rolling = self->rolling;
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
