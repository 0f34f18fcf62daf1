/* tlv-contact-form.h — parameter rows bound to the document's contact case.
 *
 * One table holds, for every contact parameter, its label, accessible name,
 * unit, slider range (docs/theory.md §10 parameters), digits and tooltip, and how it maps
 * onto TlContactParams (the display↔SI factor lives here, at the edge).  A
 * bound row pushes user edits into the document — rejected edits stay in the
 * row with an inline error and the previous valid case stays — and follows
 * changes made elsewhere (another page, a preset). */
#ifndef TLV_CONTACT_FORM_H
#define TLV_CONTACT_FORM_H

#include "tlv-document.h"
#include "tlv-field.h"
#include "tlv-param-row.h"

G_BEGIN_DECLS

typedef enum {
  TLV_FIELD_LOAD,
  TLV_FIELD_SEMI_A,
  TLV_FIELD_SEMI_B,
  TLV_FIELD_REF_LOAD,
  TLV_FIELD_WHEEL_RX,
  TLV_FIELD_WHEEL_RY,
  TLV_FIELD_RAIL_RX,
  TLV_FIELD_RAIL_RY,
  TLV_FIELD_MODULUS,
  TLV_FIELD_POISSON,
  TLV_FIELD_MU,
  TLV_FIELD_SPEED,
  TLV_FIELD_CX,
  TLV_FIELD_CY,
  TLV_FIELD_SPIN,
  TLV_FIELD_GRID_X,
  TLV_FIELD_GRID_Y,
  TLV_N_FIELDS
} TlvContactField;

/* A new row for the field, bound to doc. */
TlvParamRow *tlv_contact_row_new(TlvDocument *doc, TlvContactField field);

/* Keep a two-entry drop-down (parabolic, elliptic) and the document's traction
 * bound in step, both ways. */
void tlv_bound_dropdown_bind(GtkDropDown *dropdown, TlvDocument *doc);

G_END_DECLS

#endif /* TLV_CONTACT_FORM_H */
