/* tlr-figure-compare.h — the thesis's UBA-versus-CONTACT comparison, live:
 * the brush model and Kalker's exact theory run together on the same case
 * and waveform, kept at the same contact time, and drawn together — the two
 * stress maps side by side (one colour range), the two hysteresis loops
 * overlaid on the dotted FASTSIM steady curve, and the two time series
 * overlaid with both delays marked.
 *
 *   TlrCompareFigure fig;  tlr_compare_figure_init(&fig);
 *   tlr_compare_figure_setup(&fig, &spec, &err);   // spec.model is ignored
 *   per frame: tlr_compare_figure_advance(&fig, n, &err);  // n exact steps, brush follows
 *   what-if:   tlr_compare_figure_set_params / _set_waveform (both runs)
 *   draw:      tlr_compare_figure_draw_maps / _loops / _series / _draw
 *
 * Each run is an ordinary TlrTransientFigure (fig.brush, fig.exact); the
 * brush runs at its spec.courant, the exact solver one cell per step, so their
 * rows differ but both reach the same time after every advance.
 */
#ifndef TLR_FIGURE_COMPARE_H
#define TLR_FIGURE_COMPARE_H

#include "tlr-figure-transient.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
  TlrTransientFigure brush;
  TlrTransientFigure exact;
  int valid;
} TlrCompareFigure;

void tlr_compare_figure_init(TlrCompareFigure *fig);
void tlr_compare_figure_clear(TlrCompareFigure *fig);

/* Set up both runs for spec (its model field is ignored).  On failure the
 * figure keeps its previous state. */
TlStatus tlr_compare_figure_setup(TlrCompareFigure *fig, const TlrTransientSpec *spec,
                                  TlError *err);

/* Advance the exact run by n steps (the expensive one) and the brush to the
 * same time; or both up to time t [s]. */
TlStatus tlr_compare_figure_advance(TlrCompareFigure *fig, int n, TlError *err);
TlStatus tlr_compare_figure_advance_to(TlrCompareFigure *fig, double t, TlError *err);

/* The what-if of both runs (see tlr_transient_figure_set_params). */
TlStatus tlr_compare_figure_set_params(TlrCompareFigure *fig, const TlContactParams *params,
                                       TlError *err);
TlStatus tlr_compare_figure_set_waveform(TlrCompareFigure *fig, const TlWaveform *wave,
                                         TlError *err);
TlStatus tlr_compare_figure_restart(TlrCompareFigure *fig, TlError *err);

/* The time both runs have reached (the smaller of their last rows) [s]. */
double tlr_compare_figure_time(const TlrCompareFigure *fig);

/* TlrDrawFuncs (data = TlrCompareFigure *). */
void tlr_compare_figure_draw_maps(cairo_t *cr, double width, double height,
                                  const TlrStyle *style, void *data);
void tlr_compare_figure_draw_loops(cairo_t *cr, double width, double height,
                                   const TlrStyle *style, void *data);
void tlr_compare_figure_draw_series(cairo_t *cr, double width, double height,
                                    const TlrStyle *style, void *data);
/* All: the maps across the top, loops and series below. */
void tlr_compare_figure_draw(cairo_t *cr, double width, double height, const TlrStyle *style,
                             void *data);

#ifdef __cplusplus
}
#endif

#endif /* TLR_FIGURE_COMPARE_H */
