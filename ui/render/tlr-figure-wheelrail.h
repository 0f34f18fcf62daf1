/* tlr-figure-wheelrail.h — wheel on rail: the cross-section of both wheels
 * and rails at a lateral shift with the contact points and their normals,
 * the pressure map of one contact patch with its Hertz outline
 * (docs/theory-wheel-rail.md §W8), Δr(y) and the conicity, and a rolled
 * patch (§W10), all drawn from the study (study/study-wheelrail.h).  Shared
 * by the window and `tribolab-cli export --view
 * wheelrail|wheelrail-patch|wheelrail-roll`. */
#ifndef TLR_FIGURE_WHEELRAIL_H
#define TLR_FIGURE_WHEELRAIL_H

#include <cairo.h>
#include <stdio.h>

#include "study-wheelrail.h"
#include "tlr-export.h"
#include "tlr-style.h"

#ifdef __cplusplus
extern "C" {
#endif

/* TlrDrawFuncs (data = const TlStudyWheelrail *): the cross-section, and the
 * pressure map of the chosen patch (the wheel's first when the chosen point
 * has none). */
TlrDrawFn tlr_wheelrail_draw;
TlrDrawFn tlr_wheelrail_draw_patch;
/* tan γ_e(ŷ) by the secant, harmonic and integration methods, 3 mm marked. */
TlrDrawFn tlr_wheelrail_draw_conicity;
/* Δr(y) over ±y_max with the jumps and the current shift marked, above the
 * contact positions s(y) on both wheels. */
TlrDrawFn tlr_wheelrail_draw_curves;

/* A rolled patch as a map of |τ|/(μ p_n) — 1 where the cell slips — with
 * the stick/slip boundary and the creep forces in a note.  Drawn on the
 * patch's own cells, centred on η_c (the note says where).  TlrDrawFunc,
 * data = const TlStudyWheelrailRoll *. */
TlrDrawFn tlr_wheelrail_roll_draw;

/* TlrCsvFuncs: the contact rows (data = TlStudyWheelrail *), the chosen
 * patch's pressure map (the same) and the rolled patch's cells (data =
 * TlStudyWheelrailRoll *), in the columns of tribolab-cli wheelrail. */
TlrCsvFn tlr_wheelrail_write_csv;
TlrCsvFn tlr_wheelrail_write_map_csv;
TlrCsvFn tlr_wheelrail_roll_write_csv;

#ifdef __cplusplus
}
#endif

#endif /* TLR_FIGURE_WHEELRAIL_H */
