/* tlr-figure-compare.h — the thesis's UBA-versus-CONTACT comparison, live:
 * the brush model and Kalker's exact theory run together on the same case
 * and waveform (a TlStudyTransient of model compare, study-transient.h), kept
 * at the same contact time, and drawn together — the two stress maps side by
 * side (one colour range), the two hysteresis loops overlaid on the dotted
 * FASTSIM steady curve, and the two time series overlaid with both delays
 * marked.
 *
 *   spec.model = TL_PRESET_MODEL_COMPARE;  tl_study_transient_setup(&study, &spec, &err);
 *   TlrTransientView view = tlr_transient_view(&study);
 *   draw: tlr_compare_draw_maps / _loops / _series / tlr_compare_draw (data = &view)
 */
#ifndef TLR_FIGURE_COMPARE_H
#define TLR_FIGURE_COMPARE_H

#include "tlr-figure-transient.h"

#ifdef __cplusplus
extern "C" {
#endif

/* TlrDrawFuncs (data = TlrTransientView * of a comparison). */
TlrDrawFn tlr_compare_draw_maps;
TlrDrawFn tlr_compare_draw_loops;
TlrDrawFn tlr_compare_draw_series;
/* All: the maps across the top, loops and series below. */
TlrDrawFn tlr_compare_draw;

#ifdef __cplusplus
}
#endif

#endif /* TLR_FIGURE_COMPARE_H */
