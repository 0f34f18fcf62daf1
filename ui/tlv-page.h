/* tlv-page.h — what every page widget does the same way: tick callbacks and
 * the disposal of its template. */
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

G_END_DECLS

#endif /* TLV_PAGE_H */
