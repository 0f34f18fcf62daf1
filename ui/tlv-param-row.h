/* tlv-param-row.h — one numeric parameter: a label with symbol, a slider, a
 * spin button with the unit, an optional ∞ toggle and an inline error line.
 *
 * The slider may be logarithmic (frequency, load, speed).  "value-changed"
 * is emitted for user edits only; tlv_param_row_set_value() (the model
 * pushing a value back) stays silent, so models and rows never loop. */
#ifndef TLV_PARAM_ROW_H
#define TLV_PARAM_ROW_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TLV_TYPE_PARAM_ROW (tlv_param_row_get_type())
G_DECLARE_FINAL_TYPE(TlvParamRow, tlv_param_row, TLV, PARAM_ROW, GtkWidget)

/* label: markup such as "Normal load F<sub>N</sub>"; name: the plain accessible
 * name ("Normal load F_N"); unit: "kN" (may be ""). */
TlvParamRow *tlv_param_row_new(const char *label, const char *name, const char *unit,
                               double lower, double upper, double value, int digits);

double tlv_param_row_get_value(TlvParamRow *row);
void tlv_param_row_set_value(TlvParamRow *row, double value);
void tlv_param_row_set_log_scale(TlvParamRow *row, gboolean log_scale);
/* Offer an "∞" toggle (straight profile); the value is then INFINITY. */
void tlv_param_row_set_allow_infinite(TlvParamRow *row, gboolean allow);
/* A new label (markup) and accessible name, e.g. when the quantity the row
 * edits changes meaning (Young's or shear modulus). */
void tlv_param_row_set_label(TlvParamRow *row, const char *label, const char *name);
/* Tooltip for the whole row: meaning, symbol and unit. */
void tlv_param_row_set_description(TlvParamRow *row, const char *text);
/* Show (message) or hide (NULL) the inline error under the row. */
void tlv_param_row_set_error(TlvParamRow *row, const char *message);
const char *tlv_param_row_get_error(TlvParamRow *row);
/* What a screen reader says for the slider's value, e.g. "100 kN". */
const char *tlv_param_row_get_value_text(TlvParamRow *row);
/* The slider, for tests and keyboard focus. */
GtkRange *tlv_param_row_get_scale(TlvParamRow *row);
GtkSpinButton *tlv_param_row_get_spin(TlvParamRow *row);
const char *tlv_param_row_get_name(TlvParamRow *row);

G_END_DECLS

#endif /* TLV_PARAM_ROW_H */
