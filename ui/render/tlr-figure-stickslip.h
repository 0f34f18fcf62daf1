/* tlr-figure-stickslip.h — the stick-slip figure: spring and friction force
 * and velocity against time with the stick phases shaded, the phase portrait
 * (velocity against spring force) and friction against velocity along the run
 * over the law's steady curve.  The title names the integrator, its steps,
 * the period and peak force, and any warning about the explicit step.  It
 * draws a TlStudyStickSlip, shared by the window's Stick-slip page, the
 * animation dialog and `tribolab-cli export --view stickslip`. */
#ifndef TLR_FIGURE_STICKSLIP_H
#define TLR_FIGURE_STICKSLIP_H

#include <cairo.h>
#include <stdio.h>

#include "study-stickslip.h"
#include "tlr-export.h"
#include "tlr-style.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A TlrDrawFunc (data = const TlStudyStickSlip *). */
TlrDrawFn tlr_stickslip_draw;

/* A TlrCsvFunc (data = const TlStudyStickSlip *): tl_study_stickslip_write_csv. */
TlrCsvFn tlr_stickslip_write_csv;

#ifdef __cplusplus
}
#endif

#endif /* TLR_FIGURE_STICKSLIP_H */
