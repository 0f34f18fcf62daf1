/* tlv-friction-law.h — how the Friction and Stick-slip pages name and show a
 * friction law: a drop-down of the core's named laws and the law's formula.
 *
 * The drop-down has one entry per distinct set of terms, in the core's order,
 * with aliases joined ("stribeck · eq1"), and a last entry for a combination
 * no name fits. */
#ifndef TLV_FRICTION_LAW_H
#define TLV_FRICTION_LAW_H

#include <gtk/gtk.h>

#include "tribo/friction.h"

G_BEGIN_DECLS

/* A new drop-down of the laws with its accessible name and tooltip. */
GtkDropDown *tlv_friction_law_dropdown_new(void);
/* Select the entry of these terms (the custom entry when no law has them). */
void tlv_friction_law_dropdown_select(GtkDropDown *dd, unsigned terms);
/* The terms of the selected entry; FALSE for the custom entry. */
gboolean tlv_friction_law_dropdown_terms(GtkDropDown *dd, unsigned *terms);

/* The law as a few lines of markup: the force as a sum of its terms, the
 * state equations of Dahl and LuGre, and the static rule. g_free() it. */
char *tlv_friction_law_formula(unsigned terms);

/* "lugre", "eq8 (dahl-viscous)", or "custom: coulomb+viscous+static". */
char *tlv_friction_law_title(unsigned terms);

G_END_DECLS

#endif /* TLV_FRICTION_LAW_H */
