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

/* A number for a person to read, the one formatting of axes, read-outs,
 * notes and legends: `sig` significant digits with trailing zeros dropped (as
 * %g), but never "2e+04": plain decimals from 10⁻⁴ up to below 10⁶, integer
 * parts of five digits or more grouped in threes by a narrow no-break space
 * ("10 270"), ×10ⁿ beyond (pango markup: ×10<sup>n</sup>), a true minus sign
 * (U+2212) and no "−0".  Returns buf. */
char *tlr_format_number(double value, int sig, char *buf, size_t len);

#define TLR_NUMBER_LEN 48
/* tlr_format_number into a temporary that lives to the end of the enclosing
 * statement's block, for snprintf arguments: TLR_NUM(f, 4). */
#define TLR_NUM(value, sig) tlr_format_number((value), (sig), (char[TLR_NUMBER_LEN]){ 0 }, TLR_NUMBER_LEN)

#ifdef __cplusplus
}
#endif

#endif /* TLR_AXIS_H */
