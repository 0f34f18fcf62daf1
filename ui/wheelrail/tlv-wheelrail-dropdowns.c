/* tlv-wheelrail-dropdowns.c — the Wheel on rail page's drop-downs (rail
 * inclination, wheelset roll, normal method, side, contact point, rolling
 * model): made from their N_()-marked items, set from the document, and an
 * edit of one written back to the document, which validates it. */
#include "tlv-i18n.h"
#include "wheelrail-page-private.h"

#include <math.h>

#include "tlv-document.h"

static const double inclinations[3] = { 40.0, 20.0, 0.0 }; /* 1:N, 0 vertical */

/* The document's inclination as the drop-down's entry, or -1 (another 1:N). */
static int
inclination_entry(double beta)
{
  for (int i = 0; i < 3; i++)
    if (fabs(beta - (i < 2 ? atan(1.0 / inclinations[i]) : 0.0)) < 1e-12)
      return i;
  return -1;
}

/* The drop-downs follow the document (a preset, the saved session, an edit
 * refused); the rows follow it on their own. */
void
tlv_wheelrail_dropdowns_sync(TlvWheelrailPage *self)
{
  const TlPresetWheelrail *w = tlv_document_get_wheelrail(self->doc);
  self->syncing = TRUE;
  const int incl = inclination_entry(w->track.inclination);
  if (incl >= 0)
    gtk_drop_down_set_selected(GTK_DROP_DOWN(self->inclination), (guint)incl);
  gtk_drop_down_set_selected(GTK_DROP_DOWN(self->roll), w->track.roll ? 0 : 1);
  gtk_drop_down_set_selected(GTK_DROP_DOWN(self->method), (guint)w->normal.method);
  gtk_drop_down_set_selected(GTK_DROP_DOWN(self->side), w->side == TL_WR_RIGHT);
  gtk_drop_down_set_selected(GTK_DROP_DOWN(self->point), (guint)MIN(w->point - 1, 2));
  gtk_drop_down_set_selected(GTK_DROP_DOWN(self->model), w->roll.model == TL_WR_ROLL_EXACT);
  self->syncing = FALSE;
}

/* An edit of a drop-down goes to the document, which validates it. */
static void
dropdowns_to_document(TlvWheelrailPage *self)
{
  if (self->syncing)
    return;
  TlPresetWheelrail w = *tlv_document_get_wheelrail(self->doc);
  const guint incl = gtk_drop_down_get_selected(GTK_DROP_DOWN(self->inclination));
  /* a preset's 1:N not in the list stays while the list shows its first entry */
  if (!(inclination_entry(w.track.inclination) < 0 && incl == 0))
    w.track.inclination = incl < 2 ? atan(1.0 / inclinations[incl]) : 0.0;
  w.track.roll = gtk_drop_down_get_selected(GTK_DROP_DOWN(self->roll)) == 0;
  static const TlWrNormalMethod methods[3] = { TL_WR_NORMAL_HERTZ, TL_WR_NORMAL_APPROX,
                                               TL_WR_NORMAL_EXACT };
  w.normal.method = methods[MIN(gtk_drop_down_get_selected(GTK_DROP_DOWN(self->method)), 2u)];
  w.side = gtk_drop_down_get_selected(GTK_DROP_DOWN(self->side)) == 1 ? TL_WR_RIGHT : TL_WR_LEFT;
  w.point = (int)MIN(gtk_drop_down_get_selected(GTK_DROP_DOWN(self->point)), 2u) + 1;
  w.roll.model = gtk_drop_down_get_selected(GTK_DROP_DOWN(self->model)) == 1 ? TL_WR_ROLL_EXACT
                                                                             : TL_WR_ROLL_FASTSIM;
  TlError err;
  if (!tlv_document_set_wheelrail(self->doc, &w, &err)) {
    tlv_wheelrail_show_refusal(self, "", &err);
    tlv_wheelrail_dropdowns_sync(self);
  }
}

static void
on_dropdown(GtkDropDown *dd, GParamSpec *pspec, TlvWheelrailPage *self)
{
  (void)dd;
  (void)pspec;
  dropdowns_to_document(self);
}

GtkWidget *
tlv_wheelrail_drop_down(const char *const *items, const char *name, const char *tip)
{
  GtkStringList *list = gtk_string_list_new(NULL); /* the items as N_() marks: translate here */
  for (int i = 0; items[i]; i++)
    gtk_string_list_append(list, _(items[i]));
  GtkWidget *dd = gtk_drop_down_new(G_LIST_MODEL(list), NULL);
  gtk_widget_set_tooltip_text(dd, tip);
  gtk_accessible_update_property(GTK_ACCESSIBLE(dd), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  return dd;
}

/* Every drop-down's edit goes to the document (the contact point and the
 * rolling model are made with the "Roll this patch" section, before this). */
void
tlv_wheelrail_dropdowns_bind(TlvWheelrailPage *self)
{
  g_signal_connect(self->point, "notify::selected", G_CALLBACK(on_dropdown), self);
  g_signal_connect(self->model, "notify::selected", G_CALLBACK(on_dropdown), self);
  g_signal_connect(self->inclination, "notify::selected", G_CALLBACK(on_dropdown), self);
  g_signal_connect(self->roll, "notify::selected", G_CALLBACK(on_dropdown), self);
  g_signal_connect(self->method, "notify::selected", G_CALLBACK(on_dropdown), self);
  g_signal_connect(self->side, "notify::selected", G_CALLBACK(on_dropdown), self);
}
