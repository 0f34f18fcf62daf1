/* transient-page-private.h — what the Transient rolling page and its helper
 * files (tlv-transient-tools.c) share, and nothing else sees. */
#ifndef TLV_TRANSIENT_PAGE_PRIVATE_H
#define TLV_TRANSIENT_PAGE_PRIVATE_H

#include "tlv-transient-page.h"

G_BEGIN_DECLS

/* Pin and Sweep for the page's loop view, the plot view (tlv-transient-tools.c). */
TlvCurveTools *tlv_transient_tools_new(TlvTransientPage *page, GtkWidget *view);

G_END_DECLS

#endif /* TLV_TRANSIENT_PAGE_PRIVATE_H */
