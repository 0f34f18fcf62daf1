/* tlv-transient-page.h — the "Transient rolling" page: the Unsteady Brush
 * Model, Kalker's exact theory, or both compared, running live under a
 * creepage waveform, with the friction coefficient, the normal load, the
 * frequency and the waveform as the four main controls, and three
 * synchronised views (patch map, hysteresis loop, time series; in the
 * comparison both maps side by side and the loops and series overlaid). */
#ifndef TLV_TRANSIENT_PAGE_H
#define TLV_TRANSIENT_PAGE_H

#include <gtk/gtk.h>

#include "tlr-figure-transient.h"
#include "tlv-curve-tools.h"
#include "tlv-document.h"
#include "tlv-live.h"
#include "tlv-page.h"
#include "tlv-transient-run.h"

G_BEGIN_DECLS

#define TLV_TYPE_TRANSIENT_PAGE (tlv_transient_page_get_type())
TLV_DECLARE_PAGE(TlvTransientPage, tlv_transient_page, TLV, TRANSIENT_PAGE)

TlvLive *tlv_transient_page_get_live(TlvTransientPage *page);
/* The run of the brush or exact mode (its model, record, analysis and
 * spec), for tests and the subsurface page's traction source. */
const TlStudyTransientRun *tlv_transient_page_get_figure(TlvTransientPage *page);
/* The model list: selecting another model restarts the run at t = 0. */
void tlv_transient_page_set_mode(TlvTransientPage *page, TlPresetModel mode);
TlPresetModel tlv_transient_page_get_mode(TlvTransientPage *page);
/* Everything that runs (one figure or the comparison, the measured speed). */
const TlvTransientRun *tlv_transient_page_get_run(TlvTransientPage *page);
/* The sampling warning shown above the views (NULL when none). */
const char *tlv_transient_page_get_warning(TlvTransientPage *page);

/* The page's tools (for tests). */
TlvCurveTools *tlv_transient_page_get_tools(TlvTransientPage *page);

G_END_DECLS

#endif /* TLV_TRANSIENT_PAGE_H */
