/* tlr-figure-friction.h — the friction-law figure: the steady friction–velocity
 * curve of a law with its terms overlaid (a wide panel for the viscous slope,
 * a zoomed one for the Stribeck dip), and friction against displacement along
 * the seed's motion and along a back-and-forth sine (pre-sliding hysteresis).
 * It draws a TlStudyFriction, so the window's Friction page and `tribolab-cli
 * export --view friction` show the same picture for the same case. */
#ifndef TLR_FIGURE_FRICTION_H
#define TLR_FIGURE_FRICTION_H

#include <cairo.h>
#include <stdio.h>

#include "study-friction.h"
#include "tlr-export.h"
#include "tlr-style.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A TlrDrawFunc (data = const TlStudyFriction *): the four panels. */
TlrDrawFn tlr_friction_draw;

/* A law's name as a title writes it, in out (len bytes, returned): the
 * people's names capitalised ("LuGre", "Coulomb"), the terms joined by
 * " + ", "eq5" as "eq. 5". */
const char *tlr_friction_display_name(const char *in, char *out, size_t len);

/* A TlrCsvFunc (data = const TlStudyFriction *): tl_study_friction_write_csv. */
TlrCsvFn tlr_friction_write_csv;

#ifdef __cplusplus
}
#endif

#endif /* TLR_FIGURE_FRICTION_H */
