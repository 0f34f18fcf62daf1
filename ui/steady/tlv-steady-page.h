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
#include "tlv-job-bar.h"
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

/* The creep-force table: read a table file into the document (FALSE: the
 * banner says why and nothing changed), or build a quick one around the case
 * on the page's table worker (tl_study_steady_quick_table_spec) and write it
 * to the user's cache folder (g_get_user_cache_dir()/tribolab/tables, a name
 * per spec), which the document then names as the table's file (a table that
 * cannot be written stays, without a file, and the message line says so);
 * either turns the table curve on once the table is there. */
gboolean tlv_steady_page_open_table(TlvSteadyPage *page, const char *path);
void tlv_steady_page_build_table(TlvSteadyPage *page, TlTableModel model);
/* Tests: the table build's worker and its job bar. */
TlvWorker *tlv_steady_page_get_table_worker(TlvSteadyPage *page);
TlvJobBar *tlv_steady_page_get_table_bar(TlvSteadyPage *page);
/* Tests and sessions: the curves drawn (TL_STEADY_* and TL_STUDY_STEADY_* bits). */
void tlv_steady_page_set_models(TlvSteadyPage *page, unsigned models);

/* Pin/Sweep of the curve view (for tests). */
TlvCurveTools *tlv_steady_page_get_tools(TlvSteadyPage *page);

G_END_DECLS

#endif /* TLV_STEADY_PAGE_H */
