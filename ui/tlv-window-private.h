/* tlv-window-private.h — what the main window (tlv-window.c: the banner, the
 * pages and their actions) and its helper files share, and nothing else
 * sees: tlv-window-presets.c (the preset menu, loading and saving, the info
 * bar's title), tlv-window-export.c (the shown figures and their export),
 * tlv-window-lessons.c (the lesson bar and its actions) and
 * tlv-window-plots.c (the status line, zoom reset, presentation mode). */
#ifndef TLV_WINDOW_PRIVATE_H
#define TLV_WINDOW_PRIVATE_H

#include "tlv-window.h"

#include "tlv-export-dialog.h"

G_BEGIN_DECLS

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

/* tlv-window.c: show or hide the control panel of every page. */
void tlv_window_show_panels(TlvWindow *self, gboolean visible);

/* tlv-window-presets.c: the actions win.open-preset, win.builtin-preset and
 * win.save-preset with their keys; the shipped presets as a menu; the info
 * bar's title follows the user's edits once the window has its document. */
void tlv_window_presets_class_init(GtkWidgetClass *widget_class);
GMenuModel *tlv_window_builtin_preset_menu(void);
void tlv_window_presets_watch(TlvWindow *self);

/* tlv-window-export.c: the actions win.export and win.export-animation with
 * their keys; every plot of every page, shown or not. */
void tlv_window_export_class_init(GtkWidgetClass *widget_class);
GPtrArray *tlv_window_all_plots(TlvWindow *self);

/* tlv-window-lessons.c: the lesson actions and keys; the lesson bar and the
 * Lessons menu (once the window has its document); a preset chosen while a
 * lesson runs ends it. */
void tlv_window_lessons_class_init(GtkWidgetClass *widget_class);
void tlv_window_lesson_bar_create(TlvWindow *self);
void tlv_window_lesson_end_for_preset(TlvWindow *self);

/* tlv-window-plots.c: presentation, zoom reset and Escape with their keys;
 * the status line under the pages; Escape enabled when it does something;
 * a page shown keeps the focus off its read-out. */
void tlv_window_plots_class_init(GtkWidgetClass *widget_class);
void tlv_window_add_status_line(TlvWindow *self);
void tlv_window_escape_update(TlvWindow *self);
void tlv_window_on_page_shown(GObject *stack, GParamSpec *pspec, TlvWindow *self);

G_END_DECLS

#endif /* TLV_WINDOW_PRIVATE_H */
