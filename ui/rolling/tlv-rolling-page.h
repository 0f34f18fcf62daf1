/* tlv-rolling-page.h — the "Rolling resistance" page: the rolling sds model's
 * parameters, the two-sphere demo run on every change, and its animation. */
#ifndef TLV_ROLLING_PAGE_H
#define TLV_ROLLING_PAGE_H

#include <gtk/gtk.h>

#include "tlv-document.h"
#include "tlv-live.h"
#include "tlv-page.h"
#include "tlv-worker.h"

G_BEGIN_DECLS

#define TLV_TYPE_ROLLING_PAGE (tlv_rolling_page_get_type())
TLV_DECLARE_PAGE(TlvRollingPage, tlv_rolling_page, TLV, ROLLING_PAGE)

TlvLive *tlv_rolling_page_get_live(TlvRollingPage *page);
/* The worker that runs the demo for each change (tests). */
TlvWorker *tlv_rolling_page_get_worker(TlvRollingPage *page);

G_END_DECLS

#endif /* TLV_ROLLING_PAGE_H */
