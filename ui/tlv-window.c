/* tlv-window.c — the main window: its pages on a stack with the view
 * switcher, the banner and the preset info bar, the actions that show a page,
 * drive a page's live run and hide the control panels; its helper files
 * (tlv-window-private.h) hold the presets, the export, the lessons and what
 * the window does with the plots. */
#include "tlv-window-private.h"
#include "tlv-i18n.h"

#include "tlv-friction-page.h"
#include "tlv-hertz-page.h"
#include "tlv-live.h"
#include "tlv-page.h"
#include "tlv-rolling-page.h"
#include "tlv-steady-page.h"
#include "tlv-transient-page.h"
#include "tlv-stickslip-page.h"
#include "tlv-wheelset-page.h"
#include "tlv-subsurface-page.h"
#include "tlv-view-switcher.h"
#include "tlv-wheelrail-page.h"

G_DEFINE_FINAL_TYPE(TlvWindow, tlv_window, GTK_TYPE_APPLICATION_WINDOW)

void
tlv_window_show_banner(TlvWindow *self, const char *message)
{
  if (message) { /* one ellipsized line; the whole text in the tooltip */
    gtk_label_set_text(GTK_LABEL(self->banner_label), message);
    gtk_widget_set_tooltip_text(self->banner_label, message);
  }
  gtk_revealer_set_reveal_child(GTK_REVEALER(self->banner), message != NULL);
}

const char *
tlv_window_get_banner(TlvWindow *self)
{
  return gtk_revealer_get_reveal_child(GTK_REVEALER(self->banner))
           ? gtk_label_get_text(GTK_LABEL(self->banner_label))
           : NULL;
}

static void
on_banner_close(GtkButton *button, TlvWindow *self)
{
  (void)button;
  tlv_window_show_banner(self, NULL);
}

/* The description shows its first line (the plots keep their room on a small
 * screen) until "More" asks for all of it. */
static void
on_info_more(GtkToggleButton *button, TlvWindow *self)
{
  const gboolean all = gtk_toggle_button_get_active(button);
  gtk_label_set_lines(GTK_LABEL(self->info_text), all ? -1 : 1);
  gtk_label_set_ellipsize(GTK_LABEL(self->info_text),
                          all ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END);
  gtk_button_set_label(GTK_BUTTON(button), all ? _("Less") : _("More"));
}

static void
on_info_close(GtkButton *button, TlvWindow *self)
{
  (void)button;
  gtk_revealer_set_reveal_child(GTK_REVEALER(self->info), FALSE);
}

/* Pages that animate attach their TlvLive as object data under this key. */
#define LIVE_KEY "tlv-live"

static TlvLive *
visible_live(TlvWindow *self)
{
  GtkWidget *page = gtk_stack_get_visible_child(GTK_STACK(self->stack));
  return page ? g_object_get_data(G_OBJECT(page), LIVE_KEY) : NULL;
}

static void
live_action(GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  (void)parameter;
  TlvLive *live = visible_live(TLV_WINDOW(widget));
  if (!live)
    return;
  if (g_str_equal(action_name, "win.play-pause")) {
    if (tlv_live_is_playing(live))
      tlv_live_pause(live);
    else
      tlv_live_play(live);
  } else if (g_str_equal(action_name, "win.step")) {
    tlv_live_pause(live);
    tlv_live_step(live);
  } else {
    tlv_live_pause(live);
    tlv_live_reset(live);
  }
}

static void
show_page_action(GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  (void)action_name;
  TlvWindow *self = TLV_WINDOW(widget);
  const char *name = g_variant_get_string(parameter, NULL);
  if (gtk_stack_get_child_by_name(GTK_STACK(self->stack), name))
    gtk_stack_set_visible_child_name(GTK_STACK(self->stack), name);
}

void
tlv_window_show_panels(TlvWindow *self, gboolean visible)
{
  for (GtkWidget *page = gtk_widget_get_first_child(self->stack); page;
       page = gtk_widget_get_next_sibling(page)) {
    GtkWidget *root = gtk_widget_get_first_child(page);
    if (GTK_IS_PANED(page))
      root = page;
    if (GTK_IS_PANED(root) && gtk_paned_get_start_child(GTK_PANED(root)))
      gtk_widget_set_visible(gtk_paned_get_start_child(GTK_PANED(root)), visible);
  }
}

/* F9: hide or show the control panel, the start child of every page's
 * GtkPaned, so that the plots get the whole window (a small screen, a
 * projector).  One state for all pages. */
static void
toggle_panel_action(GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  (void)action_name;
  (void)parameter;
  TlvWindow *self = TLV_WINDOW(widget);
  self->panel_hidden = !self->panel_hidden;
  tlv_window_show_panels(self, !self->panel_hidden);
}

gboolean
tlv_window_get_panel_hidden(TlvWindow *self)
{
  return self->panel_hidden;
}

static void
tlv_window_dispose(GObject *object)
{
  TlvWindow *self = TLV_WINDOW(object);
  g_clear_handle_id(&self->status_timeout, g_source_remove);
  gtk_widget_dispose_template(GTK_WIDGET(self), TLV_TYPE_WINDOW);
  g_clear_object(&self->doc);
  G_OBJECT_CLASS(tlv_window_parent_class)->dispose(object);
}

static void
tlv_window_class_init(TlvWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
  tlv_template_class_init(widget_class, tlv_window_dispose, NULL, "tlv-window.ui");
#define BIND(name) gtk_widget_class_bind_template_child(widget_class, TlvWindow, name)
  BIND(stack);
  BIND(banner);
  BIND(banner_label);
  BIND(info);
  BIND(info_title);
  BIND(info_text);
  BIND(info_more);
  gtk_widget_class_bind_template_callback(widget_class, on_info_more);
  BIND(presets_button);
#undef BIND
  gtk_widget_class_bind_template_callback(widget_class, on_banner_close);
  gtk_widget_class_bind_template_callback(widget_class, on_info_close);

  tlv_window_export_class_init(widget_class);
  gtk_widget_class_install_action(widget_class, "win.show-page", "s", show_page_action);
  gtk_widget_class_install_action(widget_class, "win.toggle-panel", NULL, toggle_panel_action);
  gtk_widget_class_add_binding_action(widget_class, GDK_KEY_F9, 0, "win.toggle-panel", NULL);
  gtk_widget_class_install_action(widget_class, "win.play-pause", NULL, live_action);
  gtk_widget_class_install_action(widget_class, "win.step", NULL, live_action);
  gtk_widget_class_install_action(widget_class, "win.reset", NULL, live_action);
  gtk_widget_class_add_binding_action(widget_class, GDK_KEY_space, GDK_CONTROL_MASK,
                                      "win.play-pause", NULL);
  gtk_widget_class_add_binding_action(widget_class, GDK_KEY_period, GDK_CONTROL_MASK, "win.step",
                                      NULL);
  gtk_widget_class_add_binding_action(widget_class, GDK_KEY_r, GDK_CONTROL_MASK, "win.reset",
                                      NULL);
  tlv_window_presets_class_init(widget_class);
  /* Alt+1 … Alt+9: the pages in the order the window adds them */
  static const char *const pages[] = { "hertz",     "steady",  "transient",  "friction",
                                       "stickslip", "rolling", "subsurface", "wheelrail",
                                       "wheelset" };
  for (guint i = 0; i < G_N_ELEMENTS(pages); i++)
    gtk_widget_class_add_binding_action(widget_class, GDK_KEY_1 + i, GDK_ALT_MASK,
                                        "win.show-page", "s", pages[i]);
  tlv_window_lessons_class_init(widget_class);
  tlv_window_plots_class_init(widget_class);
}

static void
tlv_window_init(TlvWindow *self)
{
  gtk_widget_init_template(GTK_WIDGET(self));
  tlv_export_settings_init(&self->export_settings);
  GMenuModel *presets = tlv_window_builtin_preset_menu();
  gtk_menu_button_set_menu_model(GTK_MENU_BUTTON(self->presets_button), presets);
  g_object_unref(presets);
}

static void
add_page(TlvWindow *self, GtkWidget *page, const char *name, const char *title)
{
  gtk_stack_add_titled(GTK_STACK(self->stack), page, name, title);
}

TlvWindow *
tlv_window_new(GtkApplication *app, TlvDocument *doc)
{
  TlvWindow *self = g_object_new(TLV_TYPE_WINDOW, "application", app, NULL);
  self->doc = g_object_ref(doc);
  tlv_window_presets_watch(self);
  add_page(self, GTK_WIDGET(tlv_hertz_page_new(doc)), "hertz", _("Normal contact"));
  add_page(self, GTK_WIDGET(tlv_steady_page_new(doc)), "steady", _("Steady rolling"));
  TlvTransientPage *transient = tlv_transient_page_new(doc);
  add_page(self, GTK_WIDGET(transient), "transient", _("Transient rolling"));
  add_page(self, GTK_WIDGET(tlv_friction_page_new(doc)), "friction", _("Friction laws"));
  add_page(self, GTK_WIDGET(tlv_stickslip_page_new(doc)), "stickslip", _("Stick-slip"));
  add_page(self, GTK_WIDGET(tlv_rolling_page_new(doc)), "rolling", _("Rolling resistance"));
  TlvSubsurfacePage *subsurface = tlv_subsurface_page_new(doc);
  add_page(self, GTK_WIDGET(subsurface), "subsurface", _("Below the surface"));
  tlv_subsurface_page_set_transient(subsurface, transient); /* its "transient run" source */
  add_page(self, GTK_WIDGET(tlv_wheelrail_page_new(doc)), "wheelrail", _("Wheel on rail"));
  add_page(self, GTK_WIDGET(tlv_wheelset_page_new(doc)), "wheelset", _("Wheelset on track"));
  g_signal_connect_object(self->stack, "notify::visible-child",
                          G_CALLBACK(tlv_window_on_page_shown), self, G_CONNECT_AFTER);
  /* tabs when the header has room for them, a drop-down when not */
  /* (the header bar is not a bound template child: as the window's titlebar
   * GtkWindow itself releases it) */
  gtk_header_bar_set_title_widget(GTK_HEADER_BAR(gtk_window_get_titlebar(GTK_WINDOW(self))),
                                  tlv_view_switcher_new(GTK_STACK(self->stack)));
  tlv_window_lesson_bar_create(self);
  tlv_window_add_status_line(self);
  gtk_widget_action_set_enabled(GTK_WIDGET(self), "win.leave-presentation", FALSE);
  return self;
}

GtkStack *
tlv_window_get_stack(TlvWindow *self)
{
  return GTK_STACK(self->stack);
}
