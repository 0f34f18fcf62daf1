/* steady-page-private.h — what the Steady rolling page and its helper files
 * (tlv-steady-tools.c) share, and nothing else sees. */
#ifndef TLV_STEADY_PAGE_PRIVATE_H
#define TLV_STEADY_PAGE_PRIVATE_H

#include "tlv-steady-page.h"

G_BEGIN_DECLS

/* Pin and Sweep for the page's curve view, the plot view (tlv-steady-tools.c). */
TlvCurveTools *tlv_steady_tools_new(TlvSteadyPage *page, GtkWidget *view);

G_END_DECLS

#endif /* TLV_STEADY_PAGE_PRIVATE_H */
