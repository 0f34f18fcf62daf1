/* tlv-field.h — a parameter row bound to one field of the document.
 *
 * A field spec says how the row looks (label, accessible name, unit, range,
 * digits, tooltip, an optional snapping step) and how its value is read from
 * and written to the document.  The setter validates through the document (and so through the
 * core): a rejected value stays in the row with an inline "Not applied: …"
 * message and the document keeps its previous valid state.  Every accepted
 * change to the field's section (from this row, another page, a preset)
 * shows the document's value and clears a stale message. */
#ifndef TLV_FIELD_H
#define TLV_FIELD_H

#include "tlv-document.h"
#include "tlv-param-row.h"

G_BEGIN_DECLS

typedef struct TlvFieldSpec TlvFieldSpec;

struct TlvFieldSpec {
  const char *label;   /* markup, e.g. "Normal load F<sub>N</sub>" */
  const char *name;    /* accessible name, e.g. "Normal load F_N" */
  const char *unit;    /* display unit ("" for none) */
  double lower, upper; /* slider range in display units */
  int digits;
  gboolean log_scale;  /* logarithmic slider */
  gboolean infinite;   /* offer an ∞ toggle */
  const char *tooltip; /* markup: meaning, symbol and unit */
  guint section;       /* the TlvChangedFlags bit of the field's section */
  int id;              /* handed to get and set */
  double (*get)(TlvDocument *doc, int id);
  gboolean (*set)(TlvDocument *doc, int id, double value, TlError *err);
  double step;         /* > 0: the value snaps to multiples of step (display units), the
                        * arrows move by one step and a page by 20; 0: the digits' steps */
};

TlvParamRow *tlv_field_row_new(TlvDocument *doc, const TlvFieldSpec *spec);

/* Rows for several specs appended to a vertical box. */
void tlv_field_rows_append(GtkBox *box, TlvDocument *doc, const TlvFieldSpec *specs, int n);

G_END_DECLS

#endif /* TLV_FIELD_H */
