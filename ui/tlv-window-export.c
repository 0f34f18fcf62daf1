/* tlv-window-export.c — the window's figures and their export: the plots
 * the visible page shows (or every page's), the export dialog (Ctrl+E), a
 * figure written to a file, and the animation dialog (Ctrl+Shift+E). */
#include "tlv-window-private.h"
#include "tlv-i18n.h"

#include "tlv-animation-dialog.h"
#include "tlv-plot.h"

gboolean
tlv_window_export_to(TlvWindow *self, const char *path, int width, int height, TlError *err)
{
  GPtrArray *plots = tlv_window_get_plots(self);
  TlvPlot *plot = plots->len ? plots->pdata[0] : NULL;
  g_ptr_array_unref(plots);
  TlrFormat format;
  if (!plot) {
    tl_error_set(err, TL_ENOTAVAIL, "this view has no figure to export");
    return FALSE;
  }
  if (tlr_format_from_path(path, &format, err) != TL_OK)
    return FALSE;
  gpointer data;
  TlrDrawFunc draw = tlv_plot_get_draw_func(plot, &data);
  const TlrStyle style = tlr_style_light(); /* exports always use the print style */
  return tlr_export(path, format, width, height, draw, data, &style, err) == TL_OK;
}

/* Every TlvPlot in a widget tree, depth first; with shown_only, only those
 * the user can see (a hidden map, e.g. the μ map under Coulomb friction, or
 * a plot on a page of a GtkStack that shows another, is no figure to export
 * or read). */
static void
collect_plots(GtkWidget *widget, GPtrArray *plots, gboolean shown_only)
{
  if (shown_only && !gtk_widget_get_visible(widget))
    return;
  if (TLV_IS_PLOT(widget)) {
    g_ptr_array_add(plots, widget);
    return;
  }
  if (shown_only && GTK_IS_STACK(widget)) {
    GtkWidget *shown = gtk_stack_get_visible_child(GTK_STACK(widget));
    if (shown)
      collect_plots(shown, plots, shown_only);
    return;
  }
  for (GtkWidget *c = gtk_widget_get_first_child(widget); c; c = gtk_widget_get_next_sibling(c))
    collect_plots(c, plots, shown_only);
}

GPtrArray *
tlv_window_get_plots(TlvWindow *self)
{
  GPtrArray *plots = g_ptr_array_new();
  GtkWidget *page = gtk_stack_get_visible_child(GTK_STACK(self->stack));
  if (page)
    collect_plots(page, plots, TRUE);
  return plots;
}

GtkWindow *
tlv_window_open_export_dialog(TlvWindow *self)
{
  GPtrArray *plots = tlv_window_get_plots(self);
  if (plots->len == 0) {
    tlv_window_show_banner(self, _("This view has no figure to export."));
    g_ptr_array_unref(plots);
    return NULL;
  }
  const char *page = gtk_stack_get_visible_child_name(GTK_STACK(self->stack));
  char *stem = g_strdup_printf("tribolab-%s", page ? page : "view");
  TlvExportDialog *dialog =
    tlv_export_dialog_new(GTK_WINDOW(self), plots, &self->export_settings, stem);
  g_free(stem);
  g_ptr_array_unref(plots);
  gtk_window_present(GTK_WINDOW(dialog));
  return GTK_WINDOW(dialog);
}

/* Every plot of every page, depth first. */
GPtrArray *
tlv_window_all_plots(TlvWindow *self)
{
  GPtrArray *plots = g_ptr_array_new();
  collect_plots(self->stack, plots, FALSE); /* hidden ones too: they may be shown */
  return plots;
}

static void
export_action(GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  (void)action_name;
  (void)parameter;
  tlv_window_open_export_dialog(TLV_WINDOW(widget));
}

static void
export_animation_action(GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  (void)action_name;
  (void)parameter;
  TlvWindow *self = TLV_WINDOW(widget);
  const char *why = NULL;
  GtkWidget *page = gtk_stack_get_visible_child(GTK_STACK(self->stack));
  if (!tlv_animation_dialog_open(GTK_WINDOW(self), page, self->doc, &why))
    tlv_window_show_banner(self, why);
}

void
tlv_window_export_class_init(GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action(widget_class, "win.export", NULL, export_action);
  gtk_widget_class_install_action(widget_class, "win.export-animation", NULL,
                                  export_animation_action);
  gtk_widget_class_add_binding_action(widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "win.export",
                                      NULL);
  gtk_widget_class_add_binding_action(widget_class, GDK_KEY_e, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                      "win.export-animation", NULL);
}
