/* tlv-window.c — the main window. */
#include "tlv-window.h"
#include "tlv-i18n.h"

#include <math.h>
#include <string.h>

#include "tlv-animation-dialog.h"
#include "tlv-export-dialog.h"
#include "tlv-file-chooser.h"
#include "tlv-friction-page.h"
#include "tlv-hertz-page.h"
#include "tlv-lesson-bar.h"
#include "tlv-live.h"
#include "tlv-page.h"
#include "tlv-plot.h"
#include "tlv-resource-menu.h"
#include "tlv-rolling-page.h"
#include "tlv-session.h"
#include "tlv-steady-page.h"
#include "tlv-transient-page.h"
#include "tlv-stickslip-page.h"
#include "tlv-wheelset-page.h"
#include "tlv-subsurface-page.h"
#include "tlv-view-switcher.h"
#include "tlv-wheelrail-page.h"

struct _TlvWindow {
  GtkApplicationWindow parent_instance;

  /* template widgets */
  GtkWidget *stack;
  GtkWidget *banner;
  GtkWidget *banner_label;
  GtkWidget *info;
  GtkWidget *info_title;
  GtkWidget *info_text;
  GtkWidget *info_more;
  gboolean panel_hidden;
  GtkWidget *presets_button;
  GtkWidget *status;    /* the plots' read-out line at the bottom */
  gboolean presenting;  /* presentation mode (F5) */
  guint status_timeout; /* a message in the status line goes back to the hint */

  /* owned */
  TlvDocument *doc;
  TlvExportSettings export_settings;
  char preset_title[128]; /* title of the preset shown in the info bar */
  gboolean applying;      /* a preset is being applied: not a user edit */
  gboolean modified;      /* the user changed something since the preset */
  TlvLessonBar *lesson_bar; /* in place of the description while a lesson runs */
  gboolean info_before_lesson;
};

G_DEFINE_FINAL_TYPE(TlvWindow, tlv_window, GTK_TYPE_APPLICATION_WINDOW)

static void lesson_end_for_preset(TlvWindow *self);

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

/* Warnings of a preset load, gathered for the banner. */
static void
gather_warning(const char *message, void *data)
{
  GString *all = data;
  g_string_append_printf(all, "%s%s", all->len ? "\n" : "", message);
}

gboolean
tlv_window_apply_preset(TlvWindow *self, const TlPreset *preset)
{
  TlError err;
  self->applying = TRUE;
  const gboolean applied = tlv_document_apply_preset(self->doc, preset, &err);
  self->applying = FALSE;
  if (!applied) {
    char *msg = g_strdup_printf(_("Preset not applied, nothing changed: %s"), err.message);
    tlv_window_show_banner(self, msg);
    g_free(msg);
    return FALSE;
  }
  lesson_end_for_preset(self);
  g_strlcpy(self->preset_title, preset->title, sizeof self->preset_title);
  self->modified = FALSE;
  if (preset->view[0] && gtk_stack_get_child_by_name(GTK_STACK(self->stack), preset->view))
    gtk_stack_set_visible_child_name(GTK_STACK(self->stack), preset->view);
  gtk_label_set_text(GTK_LABEL(self->info_title), preset->title);
  gtk_label_set_text(GTK_LABEL(self->info_text), preset->description);
  gtk_widget_set_visible(self->info_text, preset->description[0] != '\0');
  gtk_widget_set_visible(self->info_more, preset->description[0] != '\0');
  gtk_revealer_set_reveal_child(GTK_REVEALER(self->info), preset->title[0] != '\0');
  return TRUE;
}

gboolean
tlv_window_open_preset(TlvWindow *self, const char *path, TlError *err)
{
  TlPreset preset;
  GString *warnings = g_string_new(NULL);
  const gboolean ok =
    tl_preset_load_file(path, &preset, gather_warning, warnings, err) == TL_OK;
  if (ok) {
    if (!preset.title[0]) {
      char *base = g_path_get_basename(path);
      g_strlcpy(preset.title, base, sizeof preset.title);
      g_free(base);
    }
    if (tlv_window_apply_preset(self, &preset))
      tlv_window_show_banner(self, warnings->len ? warnings->str : NULL);
  } else {
    char *msg = g_strdup_printf(_("Preset not loaded, nothing changed: %s"), err->message);
    tlv_window_show_banner(self, msg);
    g_free(msg);
  }
  g_string_free(warnings, TRUE);
  return ok;
}

gboolean
tlv_window_save_preset(TlvWindow *self, const char *path, TlError *err)
{
  TlPreset preset;
  tlv_document_to_preset(self->doc, &preset);
  char *base = g_path_get_basename(path);
  char *dot = strrchr(base, '.');
  if (dot)
    *dot = '\0';
  g_strlcpy(preset.title, base, sizeof preset.title);
  g_free(base);
  const char *view = gtk_stack_get_visible_child_name(GTK_STACK(self->stack));
  g_strlcpy(preset.view, view ? view : "", sizeof preset.view);
  if (tl_preset_save_file(path, &preset, err) != TL_OK) {
    char *msg = g_strdup_printf(_("Preset not saved: %s"), err->message);
    tlv_window_show_banner(self, msg);
    g_free(msg);
    return FALSE;
  }
  return TRUE;
}

#define PRESET_RESOURCES "/org/tribolab/TriboLab/presets"

/* Parse a preset shipped in the GResource. */
static gboolean
builtin_preset(const char *name, TlPreset *preset, TlError *err)
{
  char *path = g_strdup_printf(PRESET_RESOURCES "/%s", name);
  GBytes *bytes = g_resources_lookup_data(path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_free(path);
  if (!bytes) {
    tl_error_set(err, TL_EIO, "no shipped preset '%s'", name);
    return FALSE;
  }
  gsize len;
  const char *text = g_bytes_get_data(bytes, &len);
  const gboolean ok = tl_preset_load_data(text, len, name, preset, NULL, NULL, err) == TL_OK;
  g_bytes_unref(bytes);
  return ok;
}

gboolean
tlv_window_load_builtin_preset(TlvWindow *self, const char *name, TlError *err)
{
  TlPreset preset;
  if (!builtin_preset(name, &preset, err)) {
    char *msg = g_strdup_printf(_("Preset not loaded: %s"), err->message);
    tlv_window_show_banner(self, msg);
    g_free(msg);
    return FALSE;
  }
  if (!tlv_window_apply_preset(self, &preset))
    return FALSE;
  tlv_window_show_banner(self, NULL);
  return TRUE;
}

static void
builtin_preset_action(GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  (void)action_name;
  TlError err;
  tlv_window_load_builtin_preset(TLV_WINDOW(widget), g_variant_get_string(parameter, NULL), &err);
}

static char *
preset_title(const char *name)
{
  TlPreset preset;
  return builtin_preset(name, &preset, NULL) ? g_strdup(preset.title) : NULL;
}

/* The shipped presets as a menu, in file-name order, labelled by title. */
static GMenuModel *
builtin_preset_menu(void)
{
  return tlv_resource_menu(PRESET_RESOURCES, "win.builtin-preset", preset_title);
}

/* tag: TRUE to save the preset, FALSE to open it */
static void
on_preset_chosen(GtkWidget *owner, const char *path, int save)
{
  TlvWindow *self = TLV_WINDOW(owner);
  TlError err;
  if (!path)
    tlv_window_show_banner(self, _("Choose a local file"));
  else if (save)
    tlv_window_save_preset(self, path, &err);
  else
    tlv_window_open_preset(self, path, &err);
}

static void
preset_dialog(TlvWindow *self, gboolean save)
{
  const TlvFileChoice choice = {
    .title = save ? _("Save Preset") : _("Open Preset"),
    .action = save ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
    .accept_label = save ? _("_Save") : _("_Open"),
    .filter_name = _("TriboLab presets (*.ini)"),
    .filter_pattern = "*.ini",
    .current_name = save ? "my-case.ini" : NULL,
    .tag = save,
  };
  tlv_choose_file(GTK_WIDGET(self), &choice, on_preset_chosen);
}

static void
open_preset_action(GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  (void)action_name;
  (void)parameter;
  preset_dialog(TLV_WINDOW(widget), FALSE);
}

static void
save_preset_action(GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  (void)action_name;
  (void)parameter;
  preset_dialog(TLV_WINDOW(widget), TRUE);
}

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

static void
show_panels(TlvWindow *self, gboolean visible)
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
  show_panels(self, !self->panel_hidden);
}

gboolean
tlv_window_get_panel_hidden(TlvWindow *self)
{
  return self->panel_hidden;
}

/* ---- lessons: their bar takes the description's place while one runs ---- */

static void escape_update(TlvWindow *self);

static void
lesson_actions_update(TlvWindow *self)
{
  const gboolean running = self->lesson_bar && tlv_lesson_bar_is_running(self->lesson_bar);
  gtk_widget_action_set_enabled(GTK_WIDGET(self), "win.lesson-next", running);
  gtk_widget_action_set_enabled(GTK_WIDGET(self), "win.lesson-back", running);
  gtk_widget_action_set_enabled(GTK_WIDGET(self), "win.lesson-close", running);
  escape_update(self);
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
static void
lesson_end_for_preset(TlvWindow *self)
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

static void
lesson_class_init(GtkWidgetClass *widget_class)
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
static void
lesson_bar_create(TlvWindow *self)
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

/* ---- the plots: read-out line, zoom reset, presentation mode ---- */

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

/* Every plot of every page, depth first. */
static GPtrArray *
all_plots(TlvWindow *self)
{
  GPtrArray *plots = g_ptr_array_new();
  collect_plots(self->stack, plots, FALSE); /* hidden ones too: they may be shown */
  return plots;
}

/* A line under the pages that shows what the pointer is over. */
static void
add_status_line(TlvWindow *self)
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
  GPtrArray *plots = all_plots(self);
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

static void
on_page_shown(GObject *stack, GParamSpec *pspec, TlvWindow *self)
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
  escape_update(self);
  show_panels(self, !on && !self->panel_hidden);
  gtk_widget_set_visible(self->info, !on);
  gtk_widget_set_visible(self->banner, !on);
  gtk_widget_set_visible(gtk_widget_get_ancestor(self->status, GTK_TYPE_SCROLLED_WINDOW), !on);
  GtkWidget *header = gtk_window_get_titlebar(GTK_WINDOW(self));
  if (header)
    gtk_widget_set_visible(header, !on);
  const double scale = on ? presentation_font_scale(self) : 1.0;
  presentation_css_class(self, scale);
  GPtrArray *plots = all_plots(self);
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
static void
escape_update(TlvWindow *self)
{
  gtk_widget_action_set_enabled(
    GTK_WIDGET(self), "win.escape",
    self->presenting || (self->lesson_bar && tlv_lesson_bar_is_running(self->lesson_bar)));
}

static void
install_plot_actions(GtkWidgetClass *widget_class)
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

  gtk_widget_class_install_action(widget_class, "win.export", NULL, export_action);
  gtk_widget_class_install_action(widget_class, "win.export-animation", NULL,
                                  export_animation_action);
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
  gtk_widget_class_install_action(widget_class, "win.open-preset", NULL, open_preset_action);
  gtk_widget_class_install_action(widget_class, "win.builtin-preset", "s", builtin_preset_action);
  gtk_widget_class_install_action(widget_class, "win.save-preset", NULL, save_preset_action);
  gtk_widget_class_add_binding_action(widget_class, GDK_KEY_o, GDK_CONTROL_MASK,
                                      "win.open-preset", NULL);
  gtk_widget_class_add_binding_action(widget_class, GDK_KEY_s, GDK_CONTROL_MASK,
                                      "win.save-preset", NULL);
  gtk_widget_class_add_binding_action(widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "win.export",
                                      NULL);
  gtk_widget_class_add_binding_action(widget_class, GDK_KEY_e, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                      "win.export-animation", NULL);
  /* Alt+1 … Alt+9: the pages in the order the window adds them */
  static const char *const pages[] = { "hertz",     "steady",  "transient",  "friction",
                                       "stickslip", "rolling", "subsurface", "wheelrail",
                                       "wheelset" };
  for (guint i = 0; i < G_N_ELEMENTS(pages); i++)
    gtk_widget_class_add_binding_action(widget_class, GDK_KEY_1 + i, GDK_ALT_MASK,
                                        "win.show-page", "s", pages[i]);
  lesson_class_init(widget_class);
  install_plot_actions(widget_class);
}

static void
tlv_window_init(TlvWindow *self)
{
  gtk_widget_init_template(GTK_WIDGET(self));
  tlv_export_settings_init(&self->export_settings);
  GMenuModel *presets = builtin_preset_menu();
  gtk_menu_button_set_menu_model(GTK_MENU_BUTTON(self->presets_button), presets);
  g_object_unref(presets);
}

/* Once the user edits a parameter, the preset's description no longer
 * describes what is on screen: say so in the info bar's title. */
static void
on_document_changed(TlvDocument *doc, guint flags, TlvWindow *self)
{
  (void)doc;
  (void)flags;
  if (self->applying || self->modified || !self->preset_title[0])
    return;
  self->modified = TRUE;
  char *title = g_strdup_printf(_("%s (modified since loading)"), self->preset_title);
  gtk_label_set_text(GTK_LABEL(self->info_title), title);
  g_free(title);
}

const char *
tlv_window_get_preset_title(TlvWindow *self)
{
  return gtk_label_get_text(GTK_LABEL(self->info_title));
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
  g_signal_connect_object(doc, "changed", G_CALLBACK(on_document_changed), self, 0);
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
  g_signal_connect_object(self->stack, "notify::visible-child", G_CALLBACK(on_page_shown), self,
                          G_CONNECT_AFTER);
  /* tabs when the header has room for them, a drop-down when not */
  /* (the header bar is not a bound template child: as the window's titlebar
   * GtkWindow itself releases it) */
  gtk_header_bar_set_title_widget(GTK_HEADER_BAR(gtk_window_get_titlebar(GTK_WINDOW(self))),
                                  tlv_view_switcher_new(GTK_STACK(self->stack)));
  lesson_bar_create(self);
  add_status_line(self);
  gtk_widget_action_set_enabled(GTK_WIDGET(self), "win.leave-presentation", FALSE);
  return self;
}

GtkStack *
tlv_window_get_stack(TlvWindow *self)
{
  return GTK_STACK(self->stack);
}
