/* tlr-figure-rolling.h — the rolling-resistance figure: the two-sphere demo's
 * run drawn as a sketch of the spheres (contact normal, ξ arrow,
 * pseudo-force, spin and torque) at the study's mark, the torque and spin
 * versus time, and the torque versus rotation angle (the spring–slider
 * hysteresis).  It draws a TlStudyRolling, shared by the window's Rolling
 * page, the animation dialog and `tribolab-cli export --view rolling`. */
#ifndef TLR_FIGURE_ROLLING_H
#define TLR_FIGURE_ROLLING_H

#include <cairo.h>
#include <stdio.h>

#include "study-rolling.h"
#include "tlr-plot.h"
#include "tlr-export.h"
#include "tlr-style.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The legends of the torque–time and the torque–angle panels, and so the
 * styles their lines are drawn in: every entry differs from every other in
 * colour and in dash, so each stays apart in grey print and for colour-blind
 * readers.  `stop` (len bytes) holds the stop-time label.  Return the count. */
#define TLR_ROLLING_LEGEND_MAX 4
int tlr_rolling_torque_legend(const TlrStyle *style, const TlStudyRolling *fig,
                              TlrLegendEntry out[TLR_ROLLING_LEGEND_MAX], char *stop, size_t len);
int tlr_rolling_hysteresis_legend(const TlrStyle *style, const TlStudyRolling *fig,
                                  TlrLegendEntry out[TLR_ROLLING_LEGEND_MAX]);

/* The panels, TlrDrawFuncs of their own (data = const TlStudyRolling *),
 * each a tile of the whole figure. */
TlrDrawFn tlr_rolling_draw_sketch;
TlrDrawFn tlr_rolling_draw_torque_time;
TlrDrawFn tlr_rolling_draw_hysteresis;

/* A TlrDrawFunc: the three panels (data = const TlStudyRolling *). */
TlrDrawFn tlr_rolling_draw;

/* A TlrCsvFunc (data = const TlStudyRolling *): tl_study_rolling_write_csv. */
TlrCsvFn tlr_rolling_write_csv;

#ifdef __cplusplus
}
#endif

#endif /* TLR_FIGURE_ROLLING_H */
