/* tlv-steady-page.h — the "Steady rolling" page: traction–creepage curves of
 * Kalker's linear theory, FASTSIM, Shen–Hedrick–Elkins and the exact theory
 * (solved one creepage at a time on a worker thread) with the operating point, and FASTSIM's or
 * the exact theory's contact-patch map there. */
#ifndef TLV_STEADY_PAGE_H
#define TLV_STEADY_PAGE_H

#include <gtk/gtk.h>

#include "tlr-figure-steady.h"
#include "tlv-curve-tools.h"
#include "tlv-document.h"
#include "tlv-page.h"
#include "tlv-worker.h"

G_BEGIN_DECLS

#define TLV_TYPE_STEADY_PAGE (tlv_steady_page_get_type())
TLV_DECLARE_PAGE(TlvSteadyPage, tlv_steady_page, TLV, STEADY_PAGE)

/* What the plots draw, and the study they draw from. */
const TlrSteadyFigure *tlv_steady_page_get_figure(TlvSteadyPage *page);
const TlStudySteady *tlv_steady_page_get_study(TlvSteadyPage *page);
/* The worker of the exact solves (tests: how many were cancelled). */
TlvWorker *tlv_steady_page_get_worker(TlvSteadyPage *page);
/* The "Wheel–rail point" source: its worker, and f = Fx/F_N and the stick
 * fraction of the last rolled patch (FALSE: none on screen). */
TlvWorker *tlv_steady_page_get_wheelrail_worker(TlvSteadyPage *page);
gboolean tlv_steady_page_get_wheelrail_f(TlvSteadyPage *page, double *f, double *stick);

/* Show "traction" (the curves), "wear" (the wear regimes) or "shakedown"
 * above the maps. */
void tlv_steady_page_show_curves(TlvSteadyPage *page, const char *name);

/* Pin/Sweep of the curve view (for tests). */
TlvCurveTools *tlv_steady_page_get_tools(TlvSteadyPage *page);

G_END_DECLS

#endif /* TLV_STEADY_PAGE_H */
