/* tlv-stickslip-page.h — the "Stick-slip" page: the mass–spring–belt
 * oscillator with the Friction page's law, its integrator and step, a warning
 * (and a one-click fix) when rk4's step is too large for the law's stiffness,
 * and the run's time series, phase portrait and read-out.  Runs go to a
 * worker thread, so a long rk4 run never stalls the window. */
#ifndef TLV_STICKSLIP_PAGE_H
#define TLV_STICKSLIP_PAGE_H

#include <gtk/gtk.h>

#include "tlv-document.h"
#include "tlv-page.h"

G_BEGIN_DECLS

#define TLV_TYPE_STICKSLIP_PAGE (tlv_stickslip_page_get_type())
TLV_DECLARE_PAGE(TlvStickSlipPage, tlv_stickslip_page, TLV, STICKSLIP_PAGE)

/* The step warning shown under the integration settings (NULL when hidden). */
const char *tlv_stickslip_page_get_warning(TlvStickSlipPage *page);
/* The "Use Δt = …" button (for tests and keyboard focus). */
GtkButton *tlv_stickslip_page_get_use_dt_button(TlvStickSlipPage *page);
/* The "Use sgn v = tanh(v/ε)" button, shown while the law's force jumps at rest. */
GtkButton *tlv_stickslip_page_get_use_tanh_button(TlvStickSlipPage *page);
/* The message of a failed run (NULL when the last run succeeded). */
const char *tlv_stickslip_page_get_run_error(TlvStickSlipPage *page);
/* TRUE while a run is scheduled, in flight or waiting. */
gboolean tlv_stickslip_page_is_busy(TlvStickSlipPage *page);

G_END_DECLS

#endif /* TLV_STICKSLIP_PAGE_H */
