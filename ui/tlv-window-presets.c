/* tlv-window-presets.c — the window's presets: apply one to the document
 * (its view, title and description in the info bar), open and save preset
 * files, the shipped presets as a menu, and the info bar's title once the
 * user edits what a preset set. */
#include "tlv-window-private.h"
#include "tlv-i18n.h"

#include <string.h>

#include "tlv-file-chooser.h"
#include "tlv-resource-menu.h"

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
  tlv_window_lesson_end_for_preset(self);
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
GMenuModel *
tlv_window_builtin_preset_menu(void)
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

void
tlv_window_presets_class_init(GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action(widget_class, "win.open-preset", NULL, open_preset_action);
  gtk_widget_class_install_action(widget_class, "win.builtin-preset", "s", builtin_preset_action);
  gtk_widget_class_install_action(widget_class, "win.save-preset", NULL, save_preset_action);
  gtk_widget_class_add_binding_action(widget_class, GDK_KEY_o, GDK_CONTROL_MASK,
                                      "win.open-preset", NULL);
  gtk_widget_class_add_binding_action(widget_class, GDK_KEY_s, GDK_CONTROL_MASK,
                                      "win.save-preset", NULL);
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

void
tlv_window_presets_watch(TlvWindow *self)
{
  g_signal_connect_object(self->doc, "changed", G_CALLBACK(on_document_changed), self, 0);
}
