/* tlv-hertz-page.h — the "Normal contact" page: load, geometry (semi-axes or
 * wheel/rail radii), material and grid; the Hertz pressure map and read-out. */
#ifndef TLV_HERTZ_PAGE_H
#define TLV_HERTZ_PAGE_H

#include <gtk/gtk.h>

#include "tlv-document.h"
#include "tlv-page.h"

G_BEGIN_DECLS

#define TLV_TYPE_HERTZ_PAGE (tlv_hertz_page_get_type())
TLV_DECLARE_PAGE(TlvHertzPage, tlv_hertz_page, TLV, HERTZ_PAGE)

G_END_DECLS

#endif /* TLV_HERTZ_PAGE_H */
