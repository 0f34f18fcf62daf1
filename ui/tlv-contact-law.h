/* tlv-contact-law.h — the "Friction law" panel of the rolling-contact pages:
 * which law acts inside the contact (Coulomb with the case's μ, exponential,
 * rational, linear falling, the Friction laws page's law, Polach's dry or wet
 * set), its parameters, friction memory, the root rule and the rolling speed
 * V.  Every edit goes through tlv_document_set_contact_friction (validated by
 * the core); a refused value stays in its row with "Not applied: …". */
#ifndef TLV_CONTACT_LAW_H
#define TLV_CONTACT_LAW_H

#include <gtk/gtk.h>

#include "tlv-document.h"

G_BEGIN_DECLS

/* The chooser's entries, in order. */
typedef enum {
  TLV_LAW_COULOMB,
  TLV_LAW_EXP,
  TLV_LAW_RATIONAL,
  TLV_LAW_LINEAR,
  TLV_LAW_LAB,
  TLV_LAW_POLACH_DRY,
  TLV_LAW_POLACH_WET,
  TLV_LAW_N
} TlvLawChoice;

/* A vertical box with the chooser and the rows, and the V row when
 * with_speed (a page that has its own leaves it out). */
GtkWidget *tlv_contact_law_new(TlvDocument *doc, gboolean with_speed);
/* The chooser (for tests and keyboard focus). */
GtkDropDown *tlv_contact_law_get_chooser(GtkWidget *panel);
/* The chooser entry that shows the document's law. */
TlvLawChoice tlv_contact_law_choice(const TlContactFriction *c);

G_END_DECLS

#endif /* TLV_CONTACT_LAW_H */
