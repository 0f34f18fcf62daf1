/* tlv-document.c — the window's validated parameters. */
#include "tlv-document.h"

#include <math.h>
#include <string.h>

#include "tribo-table-h5.h"

struct _TlvDocument {
  GObject parent_instance;
  /* The sections of a preset (its title, description and view stay empty).
   * One friction law for the Friction and Stick-slip pages: the oscillator
   * follows the friction section instead of keeping a copy of its own (a
   * teacher sets up a law on one page and sees it stick and slip on the
   * other, and a preset cannot hold two laws that disagree); stickslip.friction
   * is kept equal to friction.law, so the oscillator is always ready to run.
   * contact_friction is the law inside the rolling contact. */
  TlPreset params;
  TlWaveTable table; /* the csv waveform's samples (empty unless loaded) */
  /* the creep-force table (NULL: none), in an atomically counted box so that
   * a worker's run can hold it while the window replaces it; its file, if it
   * came from one, is params.steady.table_file */
  TlTable **creep_box;
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
  tlv_document_release_creep_table(self->creep_box);
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
  tl_preset_init(&self->params);
  /* The window opens on the thesis's frequency study, mu = 1: the contact
   * never slides completely, so the transient view shows its delay and its
   * loop at once (at the steady case's mu = 0.4 the default sine saturates
   * and the delay is undefined).  The CLI and the presets keep mu = 0.4. */
  self->params.contact.mu = TLV_DOCUMENT_DEFAULT_MU;
}

TlvDocument *
tlv_document_new(void)
{
  return g_object_new(TLV_TYPE_DOCUMENT, NULL);
}

const TlContactParams *
tlv_document_get_contact(TlvDocument *self)
{
  return &self->params.contact;
}

gboolean
tlv_document_set_contact(TlvDocument *self, const TlContactParams *params, TlError *err)
{
  TlContactBasics basics;
  if (tl_contact_basics(params, &basics, err) != TL_OK)
    return FALSE;
  self->params.contact = *params;
  g_signal_emit(self, signals[SIGNAL_CHANGED], 0, (guint)TLV_CHANGED_CONTACT);
  return TRUE;
}

const TlPresetSteady *
tlv_document_get_steady(TlvDocument *self)
{
  return &self->params.steady;
}

void
tlv_document_set_steady_models(TlvDocument *self, unsigned models)
{
  if (self->params.steady.models == models)
    return;
  self->params.steady.models = models;
  g_signal_emit(self, signals[SIGNAL_CHANGED], 0, (guint)TLV_CHANGED_STEADY);
}

const TlTable *
tlv_document_get_creep_table(TlvDocument *self)
{
  return self->creep_box ? *self->creep_box : NULL;
}

static void
creep_box_clear(gpointer box)
{
  tl_table_free(*(TlTable **)box);
}

TlTable *const *
tlv_document_acquire_creep_table(TlvDocument *self)
{
  return self->creep_box ? g_atomic_rc_box_acquire(self->creep_box) : NULL;
}

void
tlv_document_release_creep_table(TlTable *const *box)
{
  if (box)
    g_atomic_rc_box_release_full((gpointer)box, creep_box_clear);
}

const char *
tlv_document_get_creep_table_path(TlvDocument *self)
{
  return self->creep_box && self->params.steady.table_file[0] ? self->params.steady.table_file
                                                                 : NULL;
}

/* Install table (NULL: none) and the file it came from (NULL: none). */
static void
put_creep_table(TlvDocument *self, TlTable *table, const char *path)
{
  tlv_document_release_creep_table(self->creep_box);
  self->creep_box = NULL;
  if (table) {
    self->creep_box = g_atomic_rc_box_new(TlTable *);
    *self->creep_box = table;
  }
  g_strlcpy(self->params.steady.table_file, path ? path : "",
            sizeof self->params.steady.table_file);
}

/* The table in path, if it is one for the case's Poisson's ratio. */
static TlTable *
load_creep_table(const char *path, const TlContactParams *contact, TlError *err)
{
  if (strlen(path) >= sizeof ((TlPresetSteady *)NULL)->table_file)
    return tl_error_set(err, TL_EINVAL, "the table's path is too long"), NULL;
  TlTable *t = tl_table_h5_load(path, err);
  if (!t)
    return NULL;
  TlContactBasics b;
  if (tl_contact_basics(contact, &b, NULL) == TL_OK &&
      tl_table_check_poisson(t, b.hertz.material.poisson, err) != TL_OK) {
    tl_table_free(t);
    return NULL;
  }
  return t;
}

gboolean
tlv_document_load_creep_table(TlvDocument *self, const char *path, TlError *err)
{
  TlTable *t = load_creep_table(path, &self->params.contact, err);
  if (!t)
    return FALSE;
  put_creep_table(self, t, path);
  g_signal_emit(self, signals[SIGNAL_CHANGED], 0, (guint)TLV_CHANGED_STEADY);
  return TRUE;
}

void
tlv_document_take_creep_table(TlvDocument *self, TlTable *table)
{
  tlv_document_take_creep_table_file(self, table, NULL);
}

void
tlv_document_take_creep_table_file(TlvDocument *self, TlTable *table, const char *path)
{
  g_return_if_fail(!path || strlen(path) < sizeof self->params.steady.table_file);
  put_creep_table(self, table, table ? path : NULL);
  g_signal_emit(self, signals[SIGNAL_CHANGED], 0, (guint)TLV_CHANGED_STEADY);
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
  /* the creep-force table first: a preset that names one it cannot read
   * changes nothing; one that names none keeps the window's table */
  TlTable *creep = NULL;
  if (preset->steady.table_file[0] &&
      !(creep = load_creep_table(preset->steady.table_file, &preset->contact, err))) {
    tl_error_prefix(err, "[steady] table: ");
    return FALSE;
  }
  if (preset->transient.wave.kind == TL_WAVE_TABLE &&
      !swap_table(self, preset->transient.table_file, err)) {
    tl_table_free(creep);
    tl_error_prefix(err, "[transient] waveform_file: ");
    return FALSE;
  }
  const TlPresetSteady steady = self->params.steady;
  self->params = *preset;
  if (creep)
    put_creep_table(self, creep, preset->steady.table_file);
  else /* the window's table stays, and so does the file it came from */
    g_strlcpy(self->params.steady.table_file, steady.table_file,
              sizeof self->params.steady.table_file);
  self->params.title[0] = self->params.description[0] = self->params.view[0] = '\0';
  if (self->params.transient.wave.kind == TL_WAVE_TABLE)
    self->params.transient.wave.table = &self->table;
  self->params.stickslip.friction = self->params.friction.law;
  g_signal_emit(self, signals[SIGNAL_CHANGED], 0, (guint)TLV_CHANGED_ALL);
  return TRUE;
}

const TlPresetTransient *
tlv_document_get_transient(TlvDocument *self)
{
  return &self->params.transient;
}

gboolean
tlv_document_set_transient(TlvDocument *self, const TlPresetTransient *t, TlError *err)
{
  TlPresetTransient candidate = *t;
  if (candidate.wave.kind == TL_WAVE_TABLE) {
    if (!self->table.n)
      return tl_error_set(err, TL_EINVAL, "load a t,cx table first"), FALSE;
    candidate.wave.table = &self->table;
    g_strlcpy(candidate.table_file, self->params.transient.table_file, sizeof candidate.table_file);
  }
  if (tl_preset_transient_validate(&candidate, err) != TL_OK)
    return FALSE;
  self->params.transient = candidate;
  g_signal_emit(self, signals[SIGNAL_CHANGED], 0, (guint)TLV_CHANGED_TRANSIENT);
  return TRUE;
}

gboolean
tlv_document_load_wave_table(TlvDocument *self, const char *path, TlError *err)
{
  if (!swap_table(self, path, err))
    return FALSE;
  self->params.transient.wave.kind = TL_WAVE_TABLE;
  self->params.transient.wave.table = &self->table;
  g_strlcpy(self->params.transient.table_file, path, sizeof self->params.transient.table_file);
  g_signal_emit(self, signals[SIGNAL_CHANGED], 0, (guint)TLV_CHANGED_TRANSIENT);
  return TRUE;
}

void
tlv_document_to_preset(TlvDocument *self, TlPreset *preset)
{
  *preset = self->params;
  preset->transient.wave.table = NULL; /* a preset names the file, not the samples */
}

const TlRollingDemoParams *
tlv_document_get_rolling(TlvDocument *self)
{
  return &self->params.rolling;
}

gboolean
tlv_document_set_rolling(TlvDocument *self, const TlRollingDemoParams *params, TlError *err)
{
  if (tl_rolling_demo_params_validate(params, err) != TL_OK)
    return FALSE;
  self->params.rolling = *params;
  g_signal_emit(self, signals[SIGNAL_CHANGED], 0, (guint)TLV_CHANGED_ROLLING);
  return TRUE;
}

const TlFrictionCase *
tlv_document_get_friction(TlvDocument *self)
{
  return &self->params.friction;
}

gboolean
tlv_document_set_friction(TlvDocument *self, const TlFrictionCase *c, TlError *err)
{
  if (tl_friction_case_validate(c, err) != TL_OK)
    return FALSE;
  self->params.friction = *c;
  self->params.stickslip.friction = c->law;
  g_signal_emit(self, signals[SIGNAL_CHANGED], 0,
                (guint)(TLV_CHANGED_FRICTION | TLV_CHANGED_STICKSLIP));
  return TRUE;
}

const TlStickSlipParams *
tlv_document_get_stickslip(TlvDocument *self)
{
  return &self->params.stickslip;
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
  if (!law_equal(&params->friction, &self->params.friction.law))
    flags |= TLV_CHANGED_FRICTION;
  self->params.stickslip = *params;
  self->params.friction.law = params->friction;
  g_signal_emit(self, signals[SIGNAL_CHANGED], 0, flags);
  return TRUE;
}

const TlSubsurfaceView *
tlv_document_get_subsurface(TlvDocument *self)
{
  return &self->params.subsurface;
}

gboolean
tlv_document_set_subsurface(TlvDocument *self, const TlSubsurfaceView *view, TlError *err)
{
  if (tl_subsurface_view_validate(view, err) != TL_OK)
    return FALSE;
  self->params.subsurface = *view;
  g_signal_emit(self, signals[SIGNAL_CHANGED], 0, (guint)TLV_CHANGED_SUBSURFACE);
  return TRUE;
}

const TlContactFriction *
tlv_document_get_contact_friction(TlvDocument *self)
{
  return &self->params.contact_friction;
}

gboolean
tlv_document_set_contact_friction(TlvDocument *self, const TlContactFriction *c, TlError *err)
{
  TlSlipFriction law;
  if (tl_contact_friction_validate(c, err) != TL_OK ||
      tl_contact_friction_law(c, self->params.contact.mu, &self->params.friction.law, &law, err) != TL_OK)
    return FALSE;
  self->params.contact_friction = *c;
  g_signal_emit(self, signals[SIGNAL_CHANGED], 0, (guint)TLV_CHANGED_CONTACT_LAW);
  return TRUE;
}

gboolean
tlv_document_get_contact_law(TlvDocument *self, TlSlipFriction *law, TlError *err)
{
  return tl_contact_friction_law(&self->params.contact_friction, self->params.contact.mu, &self->params.friction.law,
                                 law, err) == TL_OK;
}
const TlPresetWheelrail *
tlv_document_get_wheelrail(TlvDocument *self)
{
  return &self->params.wheelrail;
}

gboolean
tlv_document_set_wheelrail(TlvDocument *self, const TlPresetWheelrail *w, TlError *err)
{
  if (tl_preset_wheelrail_validate(w, err) != TL_OK)
    return FALSE;
  self->params.wheelrail = *w;
  self->params.wheelrail.roll.cancel = NULL; /* a flag belongs to a run, not to the document */
  g_signal_emit(self, signals[SIGNAL_CHANGED], 0, (guint)TLV_CHANGED_WHEELRAIL);
  return TRUE;
}

const TlPresetWheelset *
tlv_document_get_wheelset(TlvDocument *self)
{
  return &self->params.wheelset;
}

gboolean
tlv_document_set_wheelset(TlvDocument *self, const TlPresetWheelset *w, TlError *err)
{
  if (tl_preset_wheelset_validate(w, err) != TL_OK)
    return FALSE;
  self->params.wheelset = *w;
  g_signal_emit(self, signals[SIGNAL_CHANGED], 0, (guint)TLV_CHANGED_WHEELSET);
  return TRUE;
}
