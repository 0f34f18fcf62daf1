/* tlr-axis.h — value ↔ device mapping and "nice" tick steps (1, 2, 5 × 10ᵏ). */
#ifndef TLR_AXIS_H
#define TLR_AXIS_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* A linear map from the data interval [min, max] to device [p0, p1]. */
typedef struct {
  double min, max;
  double p0, p1;
} TlrScale;

double tlr_scale_map(const TlrScale *s, double value);
double tlr_scale_unmap(const TlrScale *s, double device);

/* The nice step (1, 2 or 5 × 10ᵏ) that divides `range` into about `target` parts. */
double tlr_nice_step(double range, int target);

/* Widen [*min, *max] outward to multiples of the nice step; a degenerate or
 * non-finite range becomes a small interval around its value. */
void tlr_nice_limits(double *min, double *max, int target);

/* Tick values in [min, max] at the nice step: returns how many were written
 * (at most max_ticks); *step receives the step. */
int tlr_ticks(double min, double max, int target, double *ticks, int max_ticks, double *step);

/* Format a tick value with as many decimals as the step needs, a true minus
 * sign (U+2212) and no "−0"; very large or small magnitudes in ×10ⁿ form
 * (pango markup: ×10<sup>n</sup>). */
void tlr_format_tick(double value, double step, char *buf, size_t len);

#ifdef __cplusplus
}
#endif

#endif /* TLR_AXIS_H */
