/* tlv-page.h — what every page widget does the same way: its class (a
 * template, disposal, a bin layout), tick callbacks and the disposal of its
 * template. */
#ifndef TLV_PAGE_H
#define TLV_PAGE_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Run cb (with the page as its data) on the next frame, unless *id says it is
 * already due.  cb zeroes *id and returns G_SOURCE_REMOVE: the usual "update
 * once per frame however many edits came in". */
void tlv_page_schedule_tick(GtkWidget *page, guint *id, GtkTickCallback cb);
/* Remove the tick callback *id (if any) from page and zero it. */
void tlv_page_remove_tick(GtkWidget *page, guint *id);

/* Dispose the page's template and unparent its root child (a GtkPaned or
 * box that is not a bound template child, so GTK would not unparent it). */
void tlv_page_dispose_template(GtkWidget *page, GType type);

/* A page class: dispose and finalize, the template named ui_file in the
 * application's resources ("tlv-hertz-page.ui") and a bin layout. */
void tlv_page_class_init(GtkWidgetClass *widget_class, void (*dispose)(GObject *),
                         void (*finalize)(GObject *), const char *ui_file);

/* Show label (a page's error line) with the printf-style message. */
void tlv_page_show_error(GtkWidget *label, const char *format, ...) G_GNUC_PRINTF(2, 3);

G_END_DECLS

#endif /* TLV_PAGE_H */
