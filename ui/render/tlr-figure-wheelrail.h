/* tlr-figure-wheelrail.h — wheel on rail: the cross-section of both wheels
 * and rails at a lateral shift with the contact points and their normals,
 * and the pressure map of one contact patch with its Hertz outline
 * (docs/theory-wheel-rail.md §W8).  Shared by the window and
 * `tribolab-cli export --view wheelrail|wheelrail-patch`. */
#ifndef TLR_FIGURE_WHEELRAIL_H
#define TLR_FIGURE_WHEELRAIL_H

#include <cairo.h>

#include "tlr-style.h"
#include "tribo/profile.h"
#include "tribo/wheelrail.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
  TlWheelsetParams wheelset;
  TlWrNormalParams normal;
  double y;         /* lateral shift [m] */
  int side, point;  /* the patch of the pressure map (point: index in TlWrWheel.pt) */
} TlrWheelrailSpec;

TlrWheelrailSpec tlr_wheelrail_spec_default(void);

typedef struct {
  TlrWheelrailSpec spec; /* the last spec that solved */
  TlProfile *wheel, *rail; /* owned; built in unless set */
  TlWheelrail *wr;
  TlWrContact contact;
  TlWrNormal normal[2];  /* per wheel */
  int patch;             /* index in normal[spec.side] of the mapped patch, −1: none */
  int valid;
  char note[640];        /* read-out of the cross-section (pango markup) */
  char patch_note[512];  /* read-out of the patch */
  TlWrTable table;       /* Δr(y) for y ≥ 0 (tlr_wheelrail_figure_update_table), n = 0: none */
  TlWrConicity conicity; /* at 3 mm, from the table */
#define TLR_WR_N_AMPLITUDES 76
  TlWrConicity conicity_curve[TLR_WR_N_AMPLITUDES]; /* ŷ = 0.5 … 8 mm every 0.1 mm */
  int n_conicity;        /* how many of them the table reaches */
} TlrWheelrailFigure;

void tlr_wheelrail_figure_init(TlrWheelrailFigure *fig);
void tlr_wheelrail_figure_clear(TlrWheelrailFigure *fig);

/* Use these profiles (ownership passes to the figure; NULL keeps S1002 / 60E1).
 * The next update rebuilds the wheelset. */
void tlr_wheelrail_figure_set_profiles(TlrWheelrailFigure *fig, TlProfile *wheel,
                                       TlProfile *rail);

/* Solve the spec.  On failure the figure keeps its previous state. */
TlStatus tlr_wheelrail_figure_update(TlrWheelrailFigure *fig, const TlrWheelrailSpec *spec,
                                     TlError *err);

/* Tabulate Δr(y) and the contact positions for 0 ≤ y ≤ y_max at `step`
 * with the current wheelset (after a successful update), and the conicity
 * at 3 mm.  A few hundred contact searches: call it when the wheelset
 * changes, not when only the shift does. */
TlStatus tlr_wheelrail_figure_update_table(TlrWheelrailFigure *fig, double y_max, double step,
                                           TlError *err);

/* The same table computed away from the figure (a window's worker thread):
 * its own wheelset from the parameters and profiles (read only), and then
 * adopted by the figure on the main thread — taking *t over — if the figure
 * still shows that wheelset (returns 1), else left to the caller (0).  While
 * *cancel (may be NULL) is non-zero the computation stops between contact
 * searches with TL_ECANCELLED and *out untouched. */
TlStatus tlr_wheelrail_table_compute(const TlWheelsetParams *wheelset, const TlProfile *wheel,
                                     const TlProfile *rail, double y_max, double step,
                                     const volatile int *cancel, TlWrTable *out, TlError *err);
int tlr_wheelrail_figure_adopt_table(TlrWheelrailFigure *fig, const TlWheelsetParams *wheelset,
                                     TlWrTable *t, double y_max);

/* TlrDrawFuncs (data = TlrWheelrailFigure *): the cross-section, and the
 * pressure map of the chosen patch. */
void tlr_wheelrail_figure_draw(cairo_t *cr, double width, double height, const TlrStyle *style,
                               void *data);
void tlr_wheelrail_figure_draw_patch(cairo_t *cr, double width, double height,
                                     const TlrStyle *style, void *data);
/* tan γ_e(ŷ) by the secant, harmonic and integration methods, 3 mm marked. */
void tlr_wheelrail_figure_draw_conicity(cairo_t *cr, double width, double height,
                                        const TlrStyle *style, void *data);
/* Δr(y) over ±y_max with the jumps and the current shift marked, above the
 * contact positions s(y) on both wheels. */
void tlr_wheelrail_figure_draw_curves(cairo_t *cr, double width, double height,
                                      const TlrStyle *style, void *data);

/* ---- "Roll this patch" ----------------------------------------------------------- */

/* A rolled patch (tl_wheelrail_roll, docs/theory-wheel-rail.md §W10) as a
 * map of |τ|/(μ p_n) — 1 where the cell slips — with the stick/slip
 * boundary and the creep forces in a note.  Drawn on the patch's own cells,
 * centred on η_c (the note says where). */
typedef struct {
  TlWrRoll roll;     /* owned */
  double mu;
  double *ratio;     /* |τ|/(μ p_n) per cell, NaN outside */
  int side, point;   /* the rolled point (point: index in TlWrWheel.pt) */
  int elliptic;      /* a Hertz patch: its ellipse is drawn */
  int valid;
  char note[400];
} TlrWheelrailRoll;

void tlr_wheelrail_roll_init(TlrWheelrailRoll *r);
void tlr_wheelrail_roll_clear(TlrWheelrailRoll *r);
/* Take a rolled patch over (*roll is zeroed); mu is the one it was rolled
 * with, elliptic whether the patch was Hertz's. */
void tlr_wheelrail_roll_adopt(TlrWheelrailRoll *r, TlWrRoll *roll, double mu, int side,
                              int point, int elliptic);
/* TlrDrawFunc (data = TlrWheelrailRoll *). */
void tlr_wheelrail_roll_draw(cairo_t *cr, double width, double height, const TlrStyle *style,
                             void *data);

#ifdef __cplusplus
}
#endif

#endif /* TLR_FIGURE_WHEELRAIL_H */
