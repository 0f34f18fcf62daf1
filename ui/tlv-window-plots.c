/* tlv-window-plots.c — what the window does with the plots of every page:
 * the read-out line under the pages (what the pointer is over, or a short
 * message), Home to reset the zoom, presentation mode (F5) with its larger
 * text, and Escape, which leaves presentation mode or closes a lesson. */
#include "tlv-window-private.h"
#include "tlv-i18n.h"

#include <math.h>
#include <stdio.h>

#include "tlv-plot.h"

#define STATUS_HINT _("Point at a plot to read it · scroll to zoom · drag to pan · " \
                      "Ctrl-drag: zoom to a rectangle · double-click or Home: reset · right-click: more")

static void
on_plot_readout(TlvPlot *plot, TlvWindow *self)
{
  const char *markup = tlv_plot_get_readout(plot);
  g_clear_handle_id(&self->status_timeout, g_source_remove); /* the pointer's read-out wins */
  if (markup[0])
    gtk_label_set_markup(GTK_LABEL(self->status), markup);
  else
    gtk_label_set_text(GTK_LABEL(self->status), STATUS_HINT);
}

/* A line under the pages that shows what the pointer is over. */
void
tlv_window_add_status_line(TlvWindow *self)
{
  self->status = gtk_label_new(STATUS_HINT);
  gtk_label_set_xalign(GTK_LABEL(self->status), 0.0f);
  gtk_widget_add_css_class(self->status, "dim-label");
  gtk_widget_set_margin_start(self->status, 8);
  gtk_widget_set_margin_end(self->status, 8);
  gtk_widget_set_margin_top(self->status, 2);
  gtk_widget_set_margin_bottom(self->status, 2);
  gtk_accessible_update_property(GTK_ACCESSIBLE(self->status), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                 _("Plot read-out"), -1);
  /* cut at the window's edge rather than ellipsized: pango mis-measures an
   * ellipsized line with subscripts; and a long read-out must not widen the
   * window */
  GtkWidget *clip = gtk_scrolled_window_new();
  gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(clip), GTK_POLICY_EXTERNAL,
                                 GTK_POLICY_NEVER);
  gtk_scrolled_window_set_propagate_natural_height(GTK_SCROLLED_WINDOW(clip), TRUE);
  gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(clip), self->status);
  GtkWidget *content = gtk_window_get_child(GTK_WINDOW(self));
  if (GTK_IS_BOX(content))
    gtk_box_append(GTK_BOX(content), clip);
  GPtrArray *plots = tlv_window_all_plots(self);
  for (guint i = 0; i < plots->len; i++)
    g_signal_connect_object(plots->pdata[i], "readout-changed", G_CALLBACK(on_plot_readout), self,
                            0);
  g_ptr_array_unref(plots);
}

static gboolean
status_expired(gpointer data)
{
  TlvWindow *self = data;
  self->status_timeout = 0;
  gtk_label_set_text(GTK_LABEL(self->status), STATUS_HINT);
  return G_SOURCE_REMOVE;
}

void
tlv_window_show_status(TlvWindow *self, const char *text)
{
  gtk_label_set_text(GTK_LABEL(self->status), text);
  g_clear_handle_id(&self->status_timeout, g_source_remove);
  self->status_timeout = g_timeout_add_seconds(8, status_expired, self);
}

const char *
tlv_window_get_status(TlvWindow *self)
{
  return gtk_label_get_text(GTK_LABEL(self->status));
}

/* Home: the visible view's plots back to their own ranges. */
static void
reset_zoom_action(GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  (void)action_name;
  (void)parameter;
  GPtrArray *plots = tlv_window_get_plots(TLV_WINDOW(widget));
  for (guint i = 0; i < plots->len; i++)
    tlv_plot_reset_view(plots->pdata[i]);
  g_ptr_array_unref(plots);
}

/* Presentation: text on the plots larger, in proportion to the window (a
 * projector at 1920 × 1080 gets 1.5; a small window, where the plots have
 * little room to give, little more than 1), in high contrast. */
static double
presentation_font_scale(TlvWindow *self)
{
  const double w = gtk_widget_get_width(GTK_WIDGET(self));
  const double h = gtk_widget_get_height(GTK_WIDGET(self));
  const double s = 1.5 * fmin(w / 1280.0, h / 800.0);
  return s < 1.1 ? 1.1 : s > 1.5 ? 1.5 : s;
}

/* The read-outs under the plots grow with the plots' text: style.css has a
 * class per tenth of the scale, 1.1 to 1.5 (window.presenting-110 …). */
static void
presentation_css_class(TlvWindow *self, double scale)
{
  for (int k = 11; k <= 15; k++) {
    char name[32];
    snprintf(name, sizeof name, "presenting-%d", 10 * k);
    gtk_widget_remove_css_class(GTK_WIDGET(self), name);
  }
  if (scale > 1.0) {
    char name[32];
    const int k = (int)lround(scale * 10.0);
    snprintf(name, sizeof name, "presenting-%d", 10 * (k < 11 ? 11 : k > 15 ? 15 : k));
    gtk_widget_add_css_class(GTK_WIDGET(self), name);
  }
}

/* A page shown in presentation mode has no control panel, so GtkStack hands
 * the keyboard focus to its first focusable widget: often the selectable
 * read-out, which then shows a caret and selects all its text.  The
 * read-out keeps no focus it did not get from the user. */
static gboolean
unfocus_readout(gpointer data)
{
  TlvWindow *self = data;
  GtkWidget *focus = gtk_root_get_focus(GTK_ROOT(self));
  if (focus && GTK_IS_LABEL(focus) && gtk_label_get_selectable(GTK_LABEL(focus))) {
    gtk_label_select_region(GTK_LABEL(focus), 0, 0);
    gtk_root_set_focus(GTK_ROOT(self), NULL);
  }
  return G_SOURCE_REMOVE;
}

void
tlv_window_on_page_shown(GObject *stack, GParamSpec *pspec, TlvWindow *self)
{
  (void)stack;
  (void)pspec;
  unfocus_readout(self); /* now, and once GtkStack has moved the focus */
  g_idle_add_full(G_PRIORITY_DEFAULT, unfocus_readout, g_object_ref(self), g_object_unref);
}

void
tlv_window_set_presentation(TlvWindow *self, gboolean on)
{
  if (self->presenting == on)
    return;
  self->presenting = on;
  /* Escape is the page's own outside presentation mode */
  gtk_widget_action_set_enabled(GTK_WIDGET(self), "win.leave-presentation", on);
  tlv_window_escape_update(self);
  tlv_window_show_panels(self, !on && !self->panel_hidden);
  gtk_widget_set_visible(self->info, !on);
  gtk_widget_set_visible(self->banner, !on);
  gtk_widget_set_visible(gtk_widget_get_ancestor(self->status, GTK_TYPE_SCROLLED_WINDOW), !on);
  GtkWidget *header = gtk_window_get_titlebar(GTK_WINDOW(self));
  if (header)
    gtk_widget_set_visible(header, !on);
  const double scale = on ? presentation_font_scale(self) : 1.0;
  presentation_css_class(self, scale);
  GPtrArray *plots = tlv_window_all_plots(self);
  for (guint i = 0; i < plots->len; i++)
    tlv_plot_set_presentation(plots->pdata[i], scale, on);
  g_ptr_array_unref(plots);
  if (on)
    gtk_window_fullscreen(GTK_WINDOW(self));
  else
    gtk_window_unfullscreen(GTK_WINDOW(self));
}

gboolean
tlv_window_get_presentation(TlvWindow *self)
{
  return self->presenting;
}

static void
presentation_action(GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  (void)parameter;
  TlvWindow *self = TLV_WINDOW(widget);
  tlv_window_set_presentation(self, g_str_equal(action_name, "win.presentation")
                                      ? !self->presenting
                                      : FALSE);
}

static void
escape_action(GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  (void)action_name;
  (void)parameter;
  TlvWindow *self = TLV_WINDOW(widget);
  if (self->presenting)
    tlv_window_set_presentation(self, FALSE);
  else if (self->lesson_bar && tlv_lesson_bar_is_running(self->lesson_bar))
    tlv_lesson_bar_close(self->lesson_bar);
}

/* Escape does something only in presentation mode or in a lesson; else the
 * key belongs to the page (a popover, a field). */
void
tlv_window_escape_update(TlvWindow *self)
{
  gtk_widget_action_set_enabled(
    GTK_WIDGET(self), "win.escape",
    self->presenting || (self->lesson_bar && tlv_lesson_bar_is_running(self->lesson_bar)));
}

void
tlv_window_plots_class_init(GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action(widget_class, "win.presentation", NULL, presentation_action);
  gtk_widget_class_install_action(widget_class, "win.leave-presentation", NULL,
                                  presentation_action);
  gtk_widget_class_install_action(widget_class, "win.reset-zoom", NULL, reset_zoom_action);
  gtk_widget_class_add_binding_action(widget_class, GDK_KEY_F5, 0, "win.presentation", NULL);
  /* Escape leaves presentation mode first, then closes a running lesson */
  gtk_widget_class_install_action(widget_class, "win.escape", NULL, escape_action);
  gtk_widget_class_add_binding_action(widget_class, GDK_KEY_Escape, 0, "win.escape", NULL);
  gtk_widget_class_add_binding_action(widget_class, GDK_KEY_Home, 0, "win.reset-zoom", NULL);
}
