/* tlv-view-switcher.h — the header bar's view switcher that fits any width:
 * a row of tabs (GtkStackSwitcher) while the header gives it room for them
 * all, a drop-down list of the views when it does not (a narrow laptop, a
 * projector at 200 %). */
#ifndef TLV_VIEW_SWITCHER_H
#define TLV_VIEW_SWITCHER_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TLV_TYPE_VIEW_SWITCHER (tlv_view_switcher_get_type())
G_DECLARE_FINAL_TYPE(TlvViewSwitcher, tlv_view_switcher, TLV, VIEW_SWITCHER, GtkWidget)

/* A switcher for the titled pages of stack (add every page first). */
GtkWidget *tlv_view_switcher_new(GtkStack *stack);

/* TRUE while the drop-down stands in for the tabs. */
gboolean tlv_view_switcher_is_compact(TlvViewSwitcher *self);

G_END_DECLS

#endif /* TLV_VIEW_SWITCHER_H */
