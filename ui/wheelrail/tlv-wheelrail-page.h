/* tlv-wheelrail-page.h — the "Wheel on rail" page: an S1002 wheelset on 60E1
 * rails under a live lateral shift; the cross-section with contact points,
 * Δr(y) and s(y), and the pressure map of a patch
 * and "Roll this patch": traction and stick/slip on that patch at chosen
 * creepages (docs/theory-wheel-rail.md §W8, §W10).  Its parameters live in
 * the document's [wheelrail] section. */
#ifndef TLV_WHEELRAIL_PAGE_H
#define TLV_WHEELRAIL_PAGE_H

#include <gtk/gtk.h>

#include "tlv-document.h"
#include "tlv-page.h"
#include "tlv-worker.h"

G_BEGIN_DECLS

#define TLV_TYPE_WHEELRAIL_PAGE (tlv_wheelrail_page_get_type())
TLV_DECLARE_PAGE(TlvWheelrailPage, tlv_wheelrail_page, TLV, WHEELRAIL_PAGE)

/* The warning line ("Not applied: …"), or NULL when hidden (tests). */
const char *tlv_wheelrail_page_get_warning(TlvWheelrailPage *page);
/* The worker that rolls the chosen patch (tests). */
TlvWorker *tlv_wheelrail_page_get_roll_worker(TlvWheelrailPage *page);
/* The worker that tabulates Δr(y) when the wheelset changes (tests). */
TlvWorker *tlv_wheelrail_page_get_table_worker(TlvWheelrailPage *page);

/* The worker that wears the profiles, and the wear read-out (tests). */
TlvWorker *tlv_wheelrail_page_get_wear_worker(TlvWheelrailPage *page);
const char *tlv_wheelrail_page_get_wear_readout(TlvWheelrailPage *page);

G_END_DECLS

#endif /* TLV_WHEELRAIL_PAGE_H */
