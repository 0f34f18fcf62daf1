/* tlv-window.h — the main window: a header bar with the view switcher and the
 * main menu, an error banner, and one page per view on a stack. */
#ifndef TLV_WINDOW_H
#define TLV_WINDOW_H

#include <gtk/gtk.h>

#include "tlv-document.h"
#include "tlv-lesson-bar.h"

G_BEGIN_DECLS

#define TLV_TYPE_WINDOW (tlv_window_get_type())
G_DECLARE_FINAL_TYPE(TlvWindow, tlv_window, TLV, WINDOW, GtkApplicationWindow)

TlvWindow *tlv_window_new(GtkApplication *app, TlvDocument *doc);

GtkStack *tlv_window_get_stack(TlvWindow *win);

/* Show a message in the banner at the top (NULL hides it). */
void tlv_window_show_banner(TlvWindow *win, const char *message);
const char *tlv_window_get_banner(TlvWindow *win);
/* Title in the preset info bar ("… (modified since loading)" after an edit). */
const char *tlv_window_get_preset_title(TlvWindow *win);

/* The visible page's shown figures (a new array of borrowed TlvPlot). */
GPtrArray *tlv_window_get_plots(TlvWindow *win);
/* Open the export dialog for the visible page (NULL when it has no figure). */
GtkWindow *tlv_window_open_export_dialog(TlvWindow *win);

/* Export the visible page's first figure to path (format from the name). */
gboolean tlv_window_export_to(TlvWindow *win, const char *path, int width, int height,
                              TlError *err);

/* Apply a preset: parameters, the view it names, its title and description. */
gboolean tlv_window_apply_preset(TlvWindow *win, const TlPreset *preset);
/* Load a preset file; on failure the banner says why and nothing changes. */
gboolean tlv_window_open_preset(TlvWindow *win, const char *path, TlError *err);
/* Apply one of the presets shipped with the application (file name). */
gboolean tlv_window_load_builtin_preset(TlvWindow *win, const char *name, TlError *err);
/* Save the current parameters (and view) as a preset file. */
gboolean tlv_window_save_preset(TlvWindow *win, const char *path, TlError *err);

/* Run a lesson (a shipped one by name, or a file) in the bar that takes the
 * description's place; on failure the banner says why. */
gboolean tlv_window_start_lesson(TlvWindow *win, const char *name_or_path, TlError *err);
TlvLessonBar *tlv_window_get_lesson_bar(TlvWindow *win);
/* TRUE while F9 (win.toggle-panel) hides the pages' control panels. */
gboolean tlv_window_get_panel_hidden(TlvWindow *self);

/* Presentation mode (F5, win.presentation; Escape leaves): panels, info bar
 * and header hidden, the plots fill the window with larger text in the
 * high-contrast style. */
void tlv_window_set_presentation(TlvWindow *win, gboolean on);
gboolean tlv_window_get_presentation(TlvWindow *win);
/* The read-out line under the pages: what the pointer is over on a plot. */
const char *tlv_window_get_status(TlvWindow *win);
/* A message in the status line (an export's confirmation) for a few
 * seconds, or until the pointer reads a plot. */
void tlv_window_show_status(TlvWindow *win, const char *text);

G_END_DECLS

#endif /* TLV_WINDOW_H */
