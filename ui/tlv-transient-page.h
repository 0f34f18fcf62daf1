/* tlv-transient-page.h — the "Transient rolling" page: the Unsteady Brush
 * Model running live under a creepage waveform, with the friction coefficient,
 * the normal load, the frequency and the waveform as the four main controls,
 * and three synchronised views (patch map, hysteresis loop, time series). */
#ifndef TLV_TRANSIENT_PAGE_H
#define TLV_TRANSIENT_PAGE_H

#include <gtk/gtk.h>

#include "tlr-figure-transient.h"
#include "tlv-document.h"
#include "tlv-live.h"

G_BEGIN_DECLS

#define TLV_TYPE_TRANSIENT_PAGE (tlv_transient_page_get_type())
G_DECLARE_FINAL_TYPE(TlvTransientPage, tlv_transient_page, TLV, TRANSIENT_PAGE, GtkWidget)

TlvTransientPage *tlv_transient_page_new(TlvDocument *doc);
TlvLive *tlv_transient_page_get_live(TlvTransientPage *page);
/* The running figure (its run, analysis and spec), for tests. */
const TlrTransientFigure *tlv_transient_page_get_figure(TlvTransientPage *page);
const char *tlv_transient_page_get_readout(TlvTransientPage *page);

G_END_DECLS

#endif /* TLV_TRANSIENT_PAGE_H */
