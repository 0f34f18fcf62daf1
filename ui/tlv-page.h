/* tlv-page.h — what every page widget does the same way: its type's
 * declaration and definition (a template, disposal, a bin layout), its
 * once-per-frame update and the disposal of its template; and the template
 * class of the window and the dialogs. */
#ifndef TLV_PAGE_H
#define TLV_PAGE_H

#include <gtk/gtk.h>

#include "tribo/status.h"

G_BEGIN_DECLS

/* Run update(page) once on the next frame, unless *id says it is already
 * due: the usual "update once per frame however many edits came in".  *id
 * is the tick callback's while it is due and 0 again when update runs. */
void tlv_page_schedule_tick(GtkWidget *page, guint *id, void (*update)(gpointer page));
/* Remove the tick callback *id (if any) from page and zero it. */
void tlv_page_remove_tick(GtkWidget *page, guint *id);

/* Show a drop-down's items (plain strings, as translators see them) with
 * their subscripts set: "σ_xz", "c_x(0)" read as σ<sub>xz</sub>,
 * c<sub>x</sub>(0), in the button and in the list. */
void tlv_drop_down_show_subscripts(GtkDropDown *drop_down);

/* Dispose the page's template and unparent its root child (a GtkPaned or
 * box that is not a bound template child, so GTK would not unparent it). */
void tlv_page_dispose_template(GtkWidget *page, GType type);

/* A widget class built from a template: dispose and finalize (NULL keeps
 * the parent's) and the template named ui_file in the application's
 * resources ("tlv-window.ui").  The window and the dialogs use it as it is. */
void tlv_template_class_init(GtkWidgetClass *widget_class, void (*dispose)(GObject *),
                             void (*finalize)(GObject *), const char *ui_file);

/* A page class: tlv_template_class_init ("tlv-hertz-page.ui") and a bin
 * layout. */
void tlv_page_class_init(GtkWidgetClass *widget_class, void (*dispose)(GObject *),
                         void (*finalize)(GObject *), const char *ui_file);

/* Declare a page type: Name, a final GtkWidget (with TLV_TYPE_<NAME> defined
 * beside it), and what every page offers: name_new(doc) and
 * name_get_readout(page), the read-out text (for tests). */
#define TLV_DECLARE_PAGE(Name, name, PREFIX, NAME)                                          \
  G_DECLARE_FINAL_TYPE(Name, name, PREFIX, NAME, GtkWidget)                                 \
  Name *name##_new(TlvDocument *doc);                                                       \
  const char *name##_get_readout(Name *page);

/* Define a page type (instead of G_DEFINE_FINAL_TYPE): its class is a page
 * (tlv_page_class_init with the template ui_file); its dispose removes the
 * tick callback tick_id, calls the page's name_release(), disposes the
 * template and drops the document doc (a reference the page holds); its
 * finalize calls name_free().  The page writes these three:
 *   static void name_release(Name *self);  workers, animations, other ticks
 *   static void name_free(Name *self);     the study
 *   static void name_setup_class(GtkWidgetClass *widget_class);
 *                                          template children and callbacks */
#define TLV_DEFINE_PAGE(Name, name, ui_file)                                                \
  G_DEFINE_FINAL_TYPE(Name, name, GTK_TYPE_WIDGET)                                          \
  static void name##_release(Name *self);                                                   \
  static void name##_free(Name *self);                                                      \
  static void name##_setup_class(GtkWidgetClass *widget_class);                             \
                                                                                            \
  static void name##_dispose(GObject *object)                                               \
  {                                                                                         \
    Name *self = (Name *)object;                                                            \
    tlv_page_remove_tick(GTK_WIDGET(self), &self->tick_id);                                 \
    name##_release(self);                                                                   \
    tlv_page_dispose_template(GTK_WIDGET(self), name##_get_type());                         \
    g_clear_object(&self->doc);                                                             \
    G_OBJECT_CLASS(name##_parent_class)->dispose(object);                                   \
  }                                                                                         \
                                                                                            \
  static void name##_finalize(GObject *object)                                              \
  {                                                                                         \
    name##_free((Name *)object);                                                            \
    G_OBJECT_CLASS(name##_parent_class)->finalize(object);                                  \
  }                                                                                         \
                                                                                            \
  static void name##_class_init(Name##Class *klass)                                         \
  {                                                                                         \
    tlv_page_class_init(GTK_WIDGET_CLASS(klass), name##_dispose, name##_finalize, ui_file); \
    name##_setup_class(GTK_WIDGET_CLASS(klass));                                            \
  }

/* Show label (a page's error line) with the printf-style message. */
void tlv_page_show_error(GtkWidget *label, const char *format, ...) G_GNUC_PRINTF(2, 3);
/* A worker's run came back to a page: a failed one (result NULL, err says
 * why) is told in label (the page's error line), saying whether the last good
 * run stays drawn (have_last); a good one hides label.  TRUE when result is a
 * run for the page to take in place of its last. */
gboolean tlv_page_run_arrived(GtkWidget *label, gconstpointer result, gboolean have_last,
                              const TlError *err);

/* A page whose plots (plots, laid out at width plots_width inside
 * plots_scroll) and read-out label (readout, inside readout_scroll) share the
 * height: the plots keep their minimum height (their legends and read-out
 * boxes need it) and the read-out is bounded to the whole lines that fit in
 * the rest, at least two, with a scroll bar when its text is longer; with
 * room to spare it shows all its lines and the plots grow.  Call it once
 * the layout is done (from an idle), not inside it. */
void tlv_page_fit_readout(GtkWidget *plots, int plots_width, GtkWidget *plots_scroll,
                          GtkWidget *readout_scroll, GtkWidget *readout);

G_END_DECLS

#endif /* TLV_PAGE_H */
