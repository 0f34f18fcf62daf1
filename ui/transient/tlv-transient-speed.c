/* tlv-transient-speed.c — the transient page's playback-speed button and its
 * popover (tlv-transient-speed.h). */
#include "tlv-transient-speed.h"

#include "tlv-i18n.h"
#include "tribo/units.h"

static void
update_speed_label(TlvDocument *doc, guint flags, GtkMenuButton *button)
{
  (void)flags;
  const double ms_per_s = tlv_document_get_transient(doc)->time_scale / TL_UNIT_MS;
  char *label = g_strdup_printf("%.4g ms/s", ms_per_s);
  gtk_menu_button_set_label(button, label);
  g_free(label);
}

GtkWidget *
tlv_transient_speed_new(TlvDocument *doc, const TlvFieldSpec *time_scale)
{
  GtkWidget *row = GTK_WIDGET(tlv_field_row_new(doc, time_scale));
  gtk_widget_set_size_request(row, 300, -1);
  GtkWidget *popover = gtk_popover_new();
  gtk_popover_set_child(GTK_POPOVER(popover), row);
  GtkWidget *button = gtk_menu_button_new();
  gtk_menu_button_set_popover(GTK_MENU_BUTTON(button), popover);
  gtk_widget_set_tooltip_text(button, _("Playback speed: milliseconds of contact played per "
                                      "second of wall time"));
  gtk_accessible_update_property(GTK_ACCESSIBLE(button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                 _("Playback speed"), -1);
  update_speed_label(doc, 0, GTK_MENU_BUTTON(button));
  g_signal_connect_object(doc, "changed", G_CALLBACK(update_speed_label), button, 0);
  return button;
}
