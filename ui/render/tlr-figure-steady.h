/* tlr-figure-steady.h — the "Steady rolling" figures: the traction–creepage
 * curves of the selected models with the operating point, and the contact-
 * patch maps of FASTSIM's or the exact theory's tangential solution at the
 * operating point, drawn from a TlStudySteady (study-steady.h).  Shared by
 * the window and `tribolab-cli export --view traction-curve|patch`.
 *
 *   TlStudySteady study;  … tl_study_steady_update(&study, &spec, NULL, &err);
 *   TlrSteadyFigure fig = { .study = &study, .field = TLR_FIELD_TX };
 *   tlr_steady_draw_curve(cr, w, h, style, &fig);
 *   tlr_steady_draw_patch(cr, w, h, style, &fig);
 */
#ifndef TLR_FIGURE_STEADY_H
#define TLR_FIGURE_STEADY_H

#include <cairo.h>
#include <stdio.h>

#include "study-steady.h"
#include "tlr-export.h"
#include "tlr-overlay.h"
#include "tlr-patch-field.h"
#include "tlr-style.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A wheel-rail contact point's real patch rolled by the window (borrowed, n =
 * 0: none): its FASTSIM f at the n creepages cx, f at the operating point
 * (NaN: not yet), a legend. */
typedef struct {
  const double *cx, *f;
  int n;
  double op_cx, op_f;
  const char *label;
} TlrSteadyWheelrailCurve;

/* What the map shows: the traction field, or what the grip costs. */
typedef enum {
  TLR_STEADY_LAYER_TRACTION = 0, /* the traction field `field` */
  TLR_STEADY_LAYER_POWER,        /* frictional power density q = |τ| w [W/m²] */
  TLR_STEADY_LAYER_WEAR          /* Archard's wear depth per metre rolled [µm/m] */
} TlrSteadyLayer;

/* What the steady figures draw: the study's curves and maps, and what only
 * the drawing needs. */
typedef struct {
  const TlStudySteady *study; /* the curves and maps (borrowed) */
  TlrPatchField field;        /* what the map shows (not TLR_FIELD_PRESSURE of Hertz: use the
                                 Hertz figure for that) */
  const TlrOverlay *overlay;  /* pinned curves or a sweep family under the live ones (borrowed,
                                 may be NULL) */
  TlrSteadyWheelrailCurve wr; /* a wheel-rail point's patch over the curves (wr.n = 0: none) */
  TlrSteadyLayer layer;       /* the map's layer (power and wear: FASTSIM's map) */
} TlrSteadyFigure;

/* TlrDrawFuncs (data = TlrSteadyFigure *). */
TlrDrawFn tlr_steady_draw_curve;
TlrDrawFn tlr_steady_draw_patch;
/* The map of FASTSIM's local μ/μs at the operating point, with N_max. */
TlrDrawFn tlr_steady_draw_mu;

/* The wear-regime plot: Tγ/A against creepage over the USFD regime bands,
 * the USFD wear rate (right axis), Burstow's damage index (lower panel) and
 * the operating point (docs/theory.md §12.4, §12.5). */
TlrDrawFn tlr_steady_draw_wear;
/* The shakedown map: utilised friction against the load factor p0/k, the
 * limits of line and point contact and the operating point (§12.6). */
TlrDrawFn tlr_steady_draw_shakedown;
/* The map's power or wear layer (fig->layer), which tlr_steady_draw_patch
 * draws in place of the traction. */
void tlr_steady_draw_cost_layer(cairo_t *cr, double width, double height, const TlrStyle *style,
                                const TlrSteadyFigure *fig);
/* Their data (tl_study_steady_write_wear_csv, _write_shakedown_csv). */
TlrCsvFn tlr_steady_write_wear_csv;
TlrCsvFn tlr_steady_write_shakedown_csv;

/* A TlrCsvFunc (data = TlrSteadyFigure *): tl_study_steady_write_csv. */
TlrCsvFn tlr_steady_write_csv;
/* A TlrCsvFunc (data = TlrSteadyFigure *): the map, tl_study_steady_write_map_csv. */
TlrCsvFn tlr_steady_write_map_csv;

#ifdef __cplusplus
}
#endif

#endif /* TLR_FIGURE_STEADY_H */
