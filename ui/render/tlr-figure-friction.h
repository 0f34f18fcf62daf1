/* tlr-figure-friction.h — the friction-law figure: the steady friction–velocity
 * curve of a law with its terms overlaid (a wide panel for the viscous slope,
 * a zoomed one for the Stribeck dip), and friction against displacement along
 * the seed's motion and along a back-and-forth sine (pre-sliding hysteresis).
 * Shared by the window's Friction page and `tribolab-cli export --view
 * friction`. */
#ifndef TLR_FIGURE_FRICTION_H
#define TLR_FIGURE_FRICTION_H

#include <cairo.h>
#include <stdio.h>

#include "tlr-style.h"
#include "tribo/motion.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
  TlFrictionParams law;
  double zoom_min, zoom_max; /* velocity range of the zoomed panel [m/s] (zoom_min < zoom_max) */
  double wide;               /* the wide panel spans ±wide [m/s], > 0 */
  TlMotionParams seed;       /* the seed's motion v = t(t + 1) */
  TlMotionParams sine;       /* the back-and-forth motion */
} TlrFrictionFigureParams;

/* LuGre's standard law, zoom ±5 vs, wide ±Fc/μ clamped to [20 vs, 2 m/s]
 * (μ the viscous slope; 1 m/s without one), the default motions. */
TlrFrictionFigureParams tlr_friction_figure_params_default(const TlFrictionParams *law);

#define TLR_FRICTION_CURVE_POINTS 800 /* even: no sample sits on the jump at v = 0 */
#define TLR_FRICTION_MAX_PARTS 6      /* components drawn besides the total */

typedef struct {
  const char *label;                      /* pango markup */
  double wide[TLR_FRICTION_CURVE_POINTS]; /* on the wide panel's grid [N] */
  double zoom[TLR_FRICTION_CURVE_POINTS]; /* on the zoom panel's grid [N] */
} TlrFrictionPart;

typedef struct {
  TlrFrictionFigureParams params; /* the last case that computed */
  double wide_v[TLR_FRICTION_CURVE_POINTS], zoom_v[TLR_FRICTION_CURVE_POINTS];
  TlrFrictionPart total;
  TlrFrictionPart parts[TLR_FRICTION_MAX_PARTS];
  int n_parts;          /* components shown (0 when the law has a single one) */
  TlFrictionTrace seed; /* friction along the seed's motion */
  TlFrictionTrace sine; /* friction along the sine */
  int valid;            /* 0 until the first successful update */
  char title[160];      /* the law's name or its terms */
} TlrFrictionFigure;

void tlr_friction_figure_init(TlrFrictionFigure *fig);
void tlr_friction_figure_clear(TlrFrictionFigure *fig);

/* Compute the curves and traces.  On failure the figure keeps its previous
 * valid state and err says why. */
TlStatus tlr_friction_figure_update(TlrFrictionFigure *fig, const TlrFrictionFigureParams *params,
                                    TlError *err);

/* A TlrCsvFunc (data = TlrFrictionFigure *): the steady friction–velocity
 * curve on both panels' velocities, v_m_s,force_n and one <term>_n column per
 * term, as `tribolab-cli friction --per-term` writes it. */
TlStatus tlr_friction_figure_write_csv(FILE *out, void *data, TlError *err);

/* A TlrDrawFunc (data = TlrFrictionFigure *). */
void tlr_friction_figure_draw(cairo_t *cr, double width, double height, const TlrStyle *style,
                              void *data);

#ifdef __cplusplus
}
#endif

#endif /* TLR_FIGURE_FRICTION_H */
