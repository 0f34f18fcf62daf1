/* tlv-window-lessons.c — lessons in the window: their bar takes the
 * description's place while one runs, a Lessons menu beside Presets, and the
 * actions and keys that step through a lesson or close it. */
#include "tlv-window-private.h"
#include "tlv-i18n.h"

#include <string.h>

static void
lesson_actions_update(TlvWindow *self)
{
  const gboolean running = self->lesson_bar && tlv_lesson_bar_is_running(self->lesson_bar);
  gtk_widget_action_set_enabled(GTK_WIDGET(self), "win.lesson-next", running);
  gtk_widget_action_set_enabled(GTK_WIDGET(self), "win.lesson-back", running);
  gtk_widget_action_set_enabled(GTK_WIDGET(self), "win.lesson-close", running);
  tlv_window_escape_update(self);
}

static void
on_lesson_closed(TlvLessonBar *bar, TlvWindow *self)
{
  (void)bar;
  gtk_revealer_set_reveal_child(GTK_REVEALER(self->info), self->info_before_lesson);
  lesson_actions_update(self);
}

gboolean
tlv_window_start_lesson(TlvWindow *self, const char *name_or_path, TlError *err)
{
  TlLesson *lesson = tlv_lesson_open(name_or_path, err);
  if (!lesson) {
    char *msg = g_strdup_printf(_("Lesson not opened: %s"), err->message);
    tlv_window_show_banner(self, msg);
    g_free(msg);
    return FALSE;
  }
  if (!tlv_lesson_bar_is_running(self->lesson_bar))
    self->info_before_lesson = gtk_revealer_get_reveal_child(GTK_REVEALER(self->info));
  gtk_revealer_set_reveal_child(GTK_REVEALER(self->info), FALSE);
  tlv_window_show_banner(self, NULL);
  tlv_lesson_bar_start(self->lesson_bar, lesson);
  lesson_actions_update(self);
  return TRUE;
}

/* A preset chosen while a lesson runs replaces the lesson's parameters: the
 * lesson ends and the preset's description shows. */
void
tlv_window_lesson_end_for_preset(TlvWindow *self)
{
  if (self->lesson_bar && tlv_lesson_bar_is_running(self->lesson_bar))
    tlv_lesson_bar_close(self->lesson_bar);
}

TlvLessonBar *
tlv_window_get_lesson_bar(TlvWindow *self)
{
  return self->lesson_bar;
}

static void
lesson_action(GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TlvWindow *self = TLV_WINDOW(widget);
  TlError err;
  if (strcmp(action_name, "win.lesson") == 0)
    tlv_window_start_lesson(self, g_variant_get_string(parameter, NULL), &err);
  else if (strcmp(action_name, "win.lesson-next") == 0)
    tlv_lesson_bar_next(self->lesson_bar);
  else if (strcmp(action_name, "win.lesson-back") == 0)
    tlv_lesson_bar_back(self->lesson_bar);
  else
    tlv_lesson_bar_close(self->lesson_bar);
}

void
tlv_window_lessons_class_init(GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action(widget_class, "win.lesson", "s", lesson_action);
  static const struct {
    const char *action;
    guint key;
    GdkModifierType mods;
  } keys[] = {
    { "win.lesson-next", GDK_KEY_Right, GDK_ALT_MASK },
    { "win.lesson-next", GDK_KEY_Page_Down, 0 },
    { "win.lesson-back", GDK_KEY_Left, GDK_ALT_MASK },
    { "win.lesson-back", GDK_KEY_Page_Up, 0 },
  };
  gtk_widget_class_install_action(widget_class, "win.lesson-next", NULL, lesson_action);
  gtk_widget_class_install_action(widget_class, "win.lesson-back", NULL, lesson_action);
  gtk_widget_class_install_action(widget_class, "win.lesson-close", NULL, lesson_action);
  for (size_t i = 0; i < G_N_ELEMENTS(keys); i++)
    gtk_widget_class_add_binding_action(widget_class, keys[i].key, keys[i].mods, keys[i].action,
                                        NULL);
}

/* The bar below the description, and a Lessons menu beside Presets. */
void
tlv_window_lesson_bar_create(TlvWindow *self)
{
  self->lesson_bar = tlv_lesson_bar_new(self->doc, GTK_STACK(self->stack));
  gtk_box_insert_child_after(GTK_BOX(gtk_widget_get_parent(self->info)),
                             GTK_WIDGET(self->lesson_bar), self->info);
  g_signal_connect_object(self->lesson_bar, "closed", G_CALLBACK(on_lesson_closed), self, 0);
  GtkWidget *button = gtk_menu_button_new();
  gtk_menu_button_set_label(GTK_MENU_BUTTON(button), _("Lessons"));
  gtk_widget_set_tooltip_text(button, _("Guided demos, step by step, with questions to predict"));
  gtk_accessible_update_property(GTK_ACCESSIBLE(button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                 _("Shipped lessons"), -1);
  GMenuModel *menu = tlv_lesson_menu();
  gtk_menu_button_set_menu_model(GTK_MENU_BUTTON(button), menu);
  g_object_unref(menu);
  gtk_header_bar_pack_start(GTK_HEADER_BAR(gtk_window_get_titlebar(GTK_WINDOW(self))), button);
  lesson_actions_update(self);
}
