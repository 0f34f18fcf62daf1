/* tlv-document.h — the window's parameters: the one place the GUI keeps the
 * case being studied (contact case now; the transient, friction and rolling
 * settings join it as their pages arrive).  Pages edit it through
 * tlv_document_set_*, which validates with the core before accepting, and
 * redraw on "changed".  Presets and the saved session read and write it. */
#ifndef TLV_DOCUMENT_H
#define TLV_DOCUMENT_H

#include <glib-object.h>

#include "tribo/contact.h"
#include "tribo/preset.h"
#include "tribo/table.h"

G_BEGIN_DECLS

/* What changed, in the "changed" signal's flags argument. */
typedef enum {
  TLV_CHANGED_CONTACT = 1 << 0,
  TLV_CHANGED_ROLLING = 1 << 1,
  TLV_CHANGED_TRANSIENT = 1 << 2,
  TLV_CHANGED_FRICTION = 1 << 4,  /* the law or the motions of the Friction page */
  TLV_CHANGED_STICKSLIP = 1 << 5, /* the oscillator, or its law (set with FRICTION) */
  TLV_CHANGED_SUBSURFACE = 1 << 6, /* what the Below the surface page shows */
  TLV_CHANGED_CONTACT_LAW = 1 << 7, /* the friction law inside the rolling contact */
  TLV_CHANGED_WHEELRAIL = 1 << 8,  /* the Wheel on rail page: track, point, roll */
  TLV_CHANGED_WHEELSET = 1 << 9,   /* the Wheelset on track page: the wheelset and its speed */
  TLV_CHANGED_STEADY = 1 << 12,    /* the Steady rolling page's models, the creep-force table */
  TLV_CHANGED_ALL = 0xffff,
} TlvChangedFlags;

#define TLV_TYPE_DOCUMENT (tlv_document_get_type())
G_DECLARE_FINAL_TYPE(TlvDocument, tlv_document, TLV, DOCUMENT, GObject)

TlvDocument *tlv_document_new(void);

/* The friction coefficient of the window's built-in case (see tlv_document_init). */
#define TLV_DOCUMENT_DEFAULT_MU 1.0

const TlContactParams *tlv_document_get_contact(TlvDocument *doc);

/* Accept the case if the core validates it (parameters and Hertz solve);
 * otherwise keep the current one and fill err.  Emits "changed". */
gboolean tlv_document_set_contact(TlvDocument *doc, const TlContactParams *params, TlError *err);

const TlRollingDemoParams *tlv_document_get_rolling(TlvDocument *doc);
/* Accept the rolling demo if the core validates it; emits "changed". */
gboolean tlv_document_set_rolling(TlvDocument *doc, const TlRollingDemoParams *params,
                                  TlError *err);

/* The friction law with the motions the Friction page shows it along. */
const TlFrictionCase *tlv_document_get_friction(TlvDocument *doc);
/* Accept the case if the core validates it; emits "changed" with FRICTION |
 * STICKSLIP (the oscillator runs with this law). */
gboolean tlv_document_set_friction(TlvDocument *doc, const TlFrictionCase *c, TlError *err);

/* The stick-slip oscillator, ready to run: its friction member is always the
 * friction section's law. */
const TlStickSlipParams *tlv_document_get_stickslip(TlvDocument *doc);
/* Accept the oscillator if the core validates it; params->friction becomes
 * the document's law (FRICTION is set in "changed" when that law differs). */
gboolean tlv_document_set_stickslip(TlvDocument *doc, const TlStickSlipParams *params,
                                    TlError *err);


/* The transient-run settings; for a csv waveform wave.table points at the
 * document's table. */
const TlPresetTransient *tlv_document_get_transient(TlvDocument *doc);
/* Accept the settings if valid (a csv waveform keeps the loaded table). */
gboolean tlv_document_set_transient(TlvDocument *doc, const TlPresetTransient *t, TlError *err);
/* Load a t,cx table and switch the waveform to it; on failure nothing changes. */
gboolean tlv_document_load_wave_table(TlvDocument *doc, const char *path, TlError *err);

/* Replace every section with the preset's (validated by the preset loader;
 * a csv waveform's table is loaded here) and emit "changed" with
 * TLV_CHANGED_ALL.  On failure nothing changes. */
gboolean tlv_document_apply_preset(TlvDocument *doc, const TlPreset *preset, TlError *err);

/* What the Below the surface page shows: traction source, measure, body. */
const TlSubsurfaceView *tlv_document_get_subsurface(TlvDocument *doc);
/* Accept the view's settings if valid; emits "changed" with SUBSURFACE. */
gboolean tlv_document_set_subsurface(TlvDocument *doc, const TlSubsurfaceView *view,
                                     TlError *err);

/* The friction law inside the rolling contact (FASTSIM, the brush model,
 * Polach's model): kind, parameters, memory, root rule. */
const TlContactFriction *tlv_document_get_contact_friction(TlvDocument *doc);
/* Accept it if the core validates it (and, when it follows the Friction
 * page, converts that page's law); emits "changed" with CONTACT_LAW. */
gboolean tlv_document_set_contact_friction(TlvDocument *doc, const TlContactFriction *c,
                                           TlError *err);
/* The law the contact solvers take now: the case's μ for Coulomb, the
 * Friction page's law for "from the Friction laws page".  FALSE (err filled)
 * when that page's law has no contact form (a jump law). */
gboolean tlv_document_get_contact_law(TlvDocument *doc, TlSlipFriction *law, TlError *err);
/* The Wheel on rail page: profiles (names or files), track, load, the
 * chosen point and the creepages it is rolled at. */
const TlPresetWheelrail *tlv_document_get_wheelrail(TlvDocument *doc);
/* Accept the settings if the core validates them; emits "changed" with
 * WHEELRAIL.  (A profile file is read by the page, which says so if it
 * cannot.) */
gboolean tlv_document_set_wheelrail(TlvDocument *doc, const TlPresetWheelrail *w, TlError *err);

/* The Wheelset on track page: the wheelset on its springs, its speed, cones
 * or profiles and the run's creep model. */
const TlPresetWheelset *tlv_document_get_wheelset(TlvDocument *doc);
/* Accept the settings if the core validates them; emits "changed" with
 * WHEELSET. */
gboolean tlv_document_set_wheelset(TlvDocument *doc, const TlPresetWheelset *w, TlError *err);

/* The Steady rolling page's curves: the models drawn (TlPresetSteady.models)
 * and the file of the creep-force table below. */
const TlPresetSteady *tlv_document_get_steady(TlvDocument *doc);
/* Draw these models (0: none); emits "changed" with STEADY when they change. */
void tlv_document_set_steady_models(TlvDocument *doc, unsigned models);

/* The window's creep-force table (tribo/table.h): one per window, for every
 * page with a table creep model (the Steady rolling page now).  NULL: none. */
const TlTable *tlv_document_get_creep_table(TlvDocument *doc);
/* The same table held for a worker's run (NULL: none): it stays valid, even
 * if the window replaces or forgets its table meanwhile, until released. */
TlTable *const *tlv_document_acquire_creep_table(TlvDocument *doc);
void tlv_document_release_creep_table(TlTable *const *table);
/* The file it came from (NULL: built in the window, or none). */
const char *tlv_document_get_creep_table_path(TlvDocument *doc);
/* Load an HDF5 table file (tribolab-cli table build).  A file that is not a
 * table, or a table whose ν axis does not hold the case's Poisson's ratio,
 * changes nothing and err says why.  Emits "changed" with CREEP_TABLE. */
gboolean tlv_document_load_creep_table(TlvDocument *doc, const char *path, TlError *err);
/* Take a table built in the window (ownership passes; NULL forgets the
 * table).  Emits "changed" with CREEP_TABLE. */
void tlv_document_take_creep_table(TlvDocument *doc, TlTable *table);
/* The same for a table built in the window and written to path (an HDF5
 * table file, shorter than TlPresetSteady.table_file): the document names
 * that file as the table's, so presets and the session store it. */
void tlv_document_take_creep_table_file(TlvDocument *doc, TlTable *table, const char *path);

/* The document as a preset (title, description and view left empty). */
void tlv_document_to_preset(TlvDocument *doc, TlPreset *preset);

G_END_DECLS

#endif /* TLV_DOCUMENT_H */
