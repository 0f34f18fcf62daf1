/* tlr-figure-transient.h — drawing the transient rolling run of a
 * TlStudyTransient (study-transient.h): the window advances the study a few
 * steps per frame and redraws; `tribolab-cli export --view
 * hysteresis|timeseries|transient|patch` advances it to a time and draws once.
 *
 *   TlStudyTransient study;  … tl_study_transient_setup / _advance …
 *   TlrTransientView view = tlr_transient_view(&study);
 *   view.field = TLR_FIELD_TX;  view.overlay = pinned;      (optional)
 *   tlr_transient_draw(cr, w, h, style, &view);
 *
 * Three views of the same run: the contact-patch map of the current state
 * (default τx/(μp_n)) with the stick/slip boundary and the leading edge; the
 * hysteresis loop f versus cₓ with the steady FASTSIM curve dotted beneath and
 * a cursor at the current point; cₓ(t) and f(t) on twin axes with the delay
 * of the analysed period annotated.  These draw the study's single run (model
 * brush or exact); tlr-figure-compare.h draws a comparison of both.
 */
#ifndef TLR_FIGURE_TRANSIENT_H
#define TLR_FIGURE_TRANSIENT_H

#include <stdio.h>

#include <cairo.h>

#include "study-transient.h"
#include "tlr-overlay.h"
#include "tlr-patch-field.h"
#include "tlr-export.h"
#include "tlr-style.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What the transient draw functions draw: the study and how it is shown. */
typedef struct {
  const TlStudyTransient *study;
  TlrPatchField field;       /* the map's quantity (default τx/(μp_n)) */
  const TlrOverlay *overlay; /* pinned loops or a sweep family drawn under the loop (borrowed,
                                may be NULL) */
} TlrTransientView;

/* The default view of a study: the map of τx/(μp_n), no overlay. */
TlrTransientView tlr_transient_view(const TlStudyTransient *study);

/* TlrDrawFuncs (data = TlrTransientView *): the map, the loop, the time
 * series, and all three side by side.  Their read-outs (delay, loop area, f
 * range) are those of the latest whole period, so they follow what-if
 * changes; `transient --summary` reports the second period. */
TlrDrawFn tlr_transient_draw_patch;
TlrDrawFn tlr_transient_draw_loop;
TlrDrawFn tlr_transient_draw_timeseries;
TlrDrawFn tlr_transient_draw;

/* A TlrCsvFunc (data = TlrTransientView *): tl_study_transient_write_csv. */
TlrCsvFn tlr_transient_write_csv;

#ifdef __cplusplus
}
#endif

#endif /* TLR_FIGURE_TRANSIENT_H */
