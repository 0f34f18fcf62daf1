/* tlr-figure-steady.h — the "Steady rolling" figures: the traction–creepage
 * curves of the selected models with the operating point, and the contact-
 * patch map of FASTSIM's tangential solution at the operating point.  Shared
 * by the window and `tribolab-cli export --view traction-curve|patch`.
 *
 *   TlrSteadyFigure fig;  tlr_steady_figure_init(&fig);
 *   TlrSteadySpec spec = tlr_steady_spec_default();  spec.params.mu = 0.3; …
 *   tlr_steady_figure_update(&fig, &spec, &err);      // solves; keeps the workspace
 *   tlr_steady_figure_draw_curve(cr, w, h, style, &fig);
 *   tlr_steady_figure_draw_patch(cr, w, h, style, &fig);
 *   tlr_steady_figure_clear(&fig);
 */
#ifndef TLR_FIGURE_STEADY_H
#define TLR_FIGURE_STEADY_H

#include <cairo.h>

#include "tlr-patch-field.h"
#include "tlr-style.h"
#include "tribo/contact.h"
#include "tribo/fastsim.h"

#ifdef __cplusplus
extern "C" {
#endif

enum {
  TLR_STEADY_LINEAR = 1u << 0,  /* Kalker's linear theory */
  TLR_STEADY_FASTSIM = 1u << 1, /* FASTSIM (also the map) */
  TLR_STEADY_SHEN = 1u << 2     /* Shen–Hedrick–Elkins */
};

typedef struct {
  TlContactParams params;   /* the case; params.cx, cy, spin is the operating point */
  unsigned models;          /* TLR_STEADY_* bits of the curves drawn */
  TlFastsimVariant variant; /* FASTSIM grid */
  double cx_max;            /* curves over [0, cx_max] ([−cx_max, cx_max] if cx < 0);
                               ≤ 0: automatic (1.5× the creepage where SHE saturates) */
  int n_points;             /* samples per curve (≥ 2) */
  TlrPatchField field;      /* what the map shows (not TLR_FIELD_PRESSURE of Hertz: use the
                               Hertz figure for that) */
} TlrSteadySpec;

/* All three models, fixed grid, automatic range, 121 points, τx map. */
TlrSteadySpec tlr_steady_spec_default(void);

typedef struct {
  TlrSteadySpec spec;     /* the last spec that solved */
  TlContactBasics basics; /* its Hertz solution and Kalker coefficients */
  TlFastsim *fs;          /* workspace, reused while the grid size is unchanged */
  TlTraction map;         /* FASTSIM at the operating point */
  double op_f[3];         /* f at the operating point: linear, FASTSIM, SHE */
  double *cx;             /* n curve abscissae */
  double *f[3];           /* f of linear, FASTSIM, SHE (NaN where not selected) */
  int n;
  double *field;          /* display buffer of the map (mx·my) */
  int valid;
} TlrSteadyFigure;

void tlr_steady_figure_init(TlrSteadyFigure *fig);
void tlr_steady_figure_clear(TlrSteadyFigure *fig);

/* Solve curves and map.  On failure the figure keeps its previous state. */
TlStatus tlr_steady_figure_update(TlrSteadyFigure *fig, const TlrSteadySpec *spec, TlError *err);

/* TlrDrawFuncs (data = TlrSteadyFigure *). */
void tlr_steady_figure_draw_curve(cairo_t *cr, double width, double height, const TlrStyle *style,
                                  void *data);
void tlr_steady_figure_draw_patch(cairo_t *cr, double width, double height, const TlrStyle *style,
                                  void *data);

#ifdef __cplusplus
}
#endif

#endif /* TLR_FIGURE_STEADY_H */
