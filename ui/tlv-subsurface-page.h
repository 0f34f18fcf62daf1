/* tlv-subsurface-page.h — the "Below the surface" page: the stresses in the
 * rail (or the wheel) under the current contact on an x–z section and a y–z
 * section through its maximum, for a chosen traction source and measure.
 * The sections are computed on a worker thread; the previous picture stays
 * until the new one arrives. */
#ifndef TLV_SUBSURFACE_PAGE_H
#define TLV_SUBSURFACE_PAGE_H

#include <gtk/gtk.h>

#include "tlv-document.h"

G_BEGIN_DECLS

#define TLV_TYPE_SUBSURFACE_PAGE (tlv_subsurface_page_get_type())
G_DECLARE_FINAL_TYPE(TlvSubsurfacePage, tlv_subsurface_page, TLV, SUBSURFACE_PAGE, GtkWidget)

TlvSubsurfacePage *tlv_subsurface_page_new(TlvDocument *doc);
const char *tlv_subsurface_page_get_readout(TlvSubsurfacePage *page);
/* TRUE while a computation is scheduled, in flight or waiting. */
gboolean tlv_subsurface_page_is_busy(TlvSubsurfacePage *page);

G_END_DECLS

#endif /* TLV_SUBSURFACE_PAGE_H */
