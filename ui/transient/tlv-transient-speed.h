/* tlv-transient-speed.h — the transient page's playback-speed button.
 *
 * A menu button that shows the time scale (milliseconds of contact played
 * per second of wall time) and opens the page's time-scale field (slider,
 * number, "Not applied" message) in a popover, so the toolbar with Play, Step
 * and Reset keeps its width.  The label follows the document. */
#ifndef TLV_TRANSIENT_SPEED_H
#define TLV_TRANSIENT_SPEED_H

#include <gtk/gtk.h>

#include "tlv-document.h"
#include "tlv-field.h"

G_BEGIN_DECLS

/* The button for the document's time scale, edited through `time_scale` (a
 * field of the transient section in ms/s); the page places it. */
GtkWidget *tlv_transient_speed_new(TlvDocument *doc, const TlvFieldSpec *time_scale);

G_END_DECLS

#endif /* TLV_TRANSIENT_SPEED_H */
