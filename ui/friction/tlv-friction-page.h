/* tlv-friction-page.h — the "Friction laws" page: choose a law (a named one
 * or any valid combination of terms), its parameters and the two prescribed
 * motions; see its friction–velocity curves with their terms and its
 * friction–displacement loops, recomputed off the main thread. */
#ifndef TLV_FRICTION_PAGE_H
#define TLV_FRICTION_PAGE_H

#include <gtk/gtk.h>

#include "tlv-document.h"
#include "tlv-page.h"

G_BEGIN_DECLS

#define TLV_TYPE_FRICTION_PAGE (tlv_friction_page_get_type())
TLV_DECLARE_PAGE(TlvFrictionPage, tlv_friction_page, TLV, FRICTION_PAGE)

/* The inline message of a rejected term combination (NULL when none). */
const char *tlv_friction_page_get_terms_error(TlvFrictionPage *page);
/* TRUE while curves are being computed or wait to be. */
gboolean tlv_friction_page_is_busy(TlvFrictionPage *page);

G_END_DECLS

#endif /* TLV_FRICTION_PAGE_H */
