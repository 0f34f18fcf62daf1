/* tlv-field.c — parameter rows bound to document fields. */
#include "tlv-field.h"
#include "tlv-i18n.h"

#include <math.h>

#define SPEC_KEY "tlv-field-spec"

static void
on_row_changed(TlvParamRow *row, TlvDocument *doc)
{
  const TlvFieldSpec *spec = g_object_get_data(G_OBJECT(row), SPEC_KEY);
  double value = tlv_param_row_get_value(row);
  if (spec->step > 0.0 && isfinite(value)) {
    /* however the slider was dragged or the number typed */
    const double snapped = round(value / spec->step) * spec->step;
    if (snapped != value)
      tlv_param_row_set_value(row, snapped);
    value = snapped;
  }
  TlError err;
  tl_error_clear(&err);
  if (spec->set(doc, spec->id, value, &err)) {
    tlv_param_row_set_error(row, NULL);
  } else {
    char *msg = g_strdup_printf("Not applied: %s", err.message);
    tlv_param_row_set_error(row, msg);
    g_free(msg);
  }
}

static void
on_document_changed(TlvDocument *doc, guint flags, TlvParamRow *row)
{
  const TlvFieldSpec *spec = g_object_get_data(G_OBJECT(row), SPEC_KEY);
  if (!(flags & spec->section))
    return;
  tlv_param_row_set_value(row, spec->get(doc, spec->id));
  tlv_param_row_set_error(row, NULL);
}

TlvParamRow *
tlv_field_row_new(TlvDocument *doc, const TlvFieldSpec *spec)
{
  const double value = spec->get(doc, spec->id);
  TlvParamRow *row = tlv_param_row_new(_(spec->label), spec->name, spec->unit, spec->lower,
                                        spec->upper, value, spec->digits);
  if (spec->log_scale)
    tlv_param_row_set_log_scale(row, TRUE);
  if (spec->infinite) {
    tlv_param_row_set_allow_infinite(row, TRUE);
    tlv_param_row_set_value(row, value);
  }
  if (spec->step > 0.0) {
    GtkAdjustment *adj = gtk_range_get_adjustment(tlv_param_row_get_scale(row));
    gtk_adjustment_set_step_increment(adj, spec->step);
    gtk_spin_button_set_increments(tlv_param_row_get_spin(row), spec->step, 20.0 * spec->step);
  }
  tlv_param_row_set_description(row, _(spec->tooltip));
  g_object_set_data(G_OBJECT(row), SPEC_KEY, (gpointer)spec);
  g_signal_connect_object(row, "value-changed", G_CALLBACK(on_row_changed), doc, 0);
  g_signal_connect_object(doc, "changed", G_CALLBACK(on_document_changed), row, 0);
  return row;
}

void
tlv_field_rows_append(GtkBox *box, TlvDocument *doc, const TlvFieldSpec *specs, int n)
{
  for (int i = 0; i < n; i++)
    gtk_box_append(box, GTK_WIDGET(tlv_field_row_new(doc, &specs[i])));
}
