/* tlv-animation-dialog.h — "Export animation…": the view that steps in time
 * (transient rolling, stick-slip, rolling resistance) as WebM, MP4 or GIF,
 * drawn and encoded on a worker thread with a progress bar and Cancel
 * (ui/media/tlm-video.h).  Frame k shows contact time k·Δt (stick-slip:
 * (k + 1)·Δt), Δt = contact time / (fps × video length). */
#ifndef TLV_ANIMATION_DIALOG_H
#define TLV_ANIMATION_DIALOG_H

#include <gtk/gtk.h>

#include "tlv-document.h"

G_BEGIN_DECLS

/* The dialog for `page` (the window's visible page) on the document's case,
 * presented; NULL (and *why set, static text) when the page does not step in
 * time. */
GtkWindow *tlv_animation_dialog_open(GtkWindow *parent, GtkWidget *page, TlvDocument *doc,
                                     const char **why);

/* For tests: set the file, press Export; whether an export runs; the status
 * line ("Written …", "Not written: …", "Not applied: …"). */
void tlv_animation_dialog_set_path(GtkWindow *dialog, const char *path);
void tlv_animation_dialog_start(GtkWindow *dialog);
gboolean tlv_animation_dialog_is_busy(GtkWindow *dialog);
const char *tlv_animation_dialog_get_status(GtkWindow *dialog);

G_END_DECLS

#endif /* TLV_ANIMATION_DIALOG_H */
