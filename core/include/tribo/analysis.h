/* analysis.h — what the thesis measures on a periodic transient run
 * (docs/theory.md §11 transient analysis): the time delay between the creepage maximum and the
 * traction maximum, the delay ratio, the hysteresis loop area and the range
 * of f.  Works on plain sampled signals (t, cₓ, f), so any model's record — or
 * a synthetic signal in a test — can be analysed.
 *
 * The analysed period is [t0, t0 + T], T = 1/F, with t0 the second period's
 * start T, or the first period boundary after the settling time (the first
 * transit 2a/V of the brush) when that is later: before it the contact still
 * holds material that entered before the run started.  With `latest` set,
 * t0 is instead the last period boundary (not before that one) whose period
 * the record covers, with half a period after the creepage peak — what a live
 * view shows after the parameters changed mid-run.
 *
 * Rows before `t_from` were recorded under other parameters (a what-if change
 * mid-run): they are never analysed.  The analysed period then starts at the
 * first period boundary at or after t_from + settle_time (the brush holds
 * material that entered before the change for one transit), and the traction
 * peak is looked for only from t_from on.  Until the record covers such a
 * period, every figure is NaN and `note` says how far the measurement has got
 * ("measuring: 43 % of a period recorded at 10 Hz").
 *  - creepage peak: the largest cₓ sample in [t0, t0 + T], refined by the
 *    vertex of the parabola through it and its two neighbours;
 *  - traction peak: the largest f sample within half a period of the creepage
 *    peak, refined the same way;
 *  - delay = t_f − t_c (positive when f lags), delay ratio = delay·F;
 *  - loop area = ∮ f dcₓ over [t0, t0 + T] (trapezoids, the window's ends
 *    interpolated linearly).  Signed as written: a loop in which f lags cₓ runs
 *    clockwise in the (cₓ, f) plane and its ∮ f dcₓ is negative;
 *  - f_min, f_max over [t0, t0 + T].
 * When f sits on the traction bound at its peak (full slip: a plateau at
 * μΣp_nΔA/F_N, or a zero stick fraction) the peak time, and so the delay, is
 * undefined: delay = NaN, `saturated` = 1 and `note` says why.  A record too
 * short for the window also gives NaN with a note (status stays TL_OK).
 */
#ifndef TRIBO_ANALYSIS_H
#define TRIBO_ANALYSIS_H

#include <stddef.h>

#include "tribo/status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
  double freq;           /* F [Hz] of the periodic creepage, > 0 */
  double settle_time;    /* time before which the response is not yet periodic [s], ≥ 0 */
  double f_saturation;   /* level of f in full slip (μΣp_nΔA/F_N); ≤ 0 or NaN: not checked */
  double saturation_tol; /* relative: f ≥ f_saturation·(1 − tol) counts as saturated */
  int latest;            /* 0: the second period (or first after settling); 1: the latest */
  double t_from;         /* rows before this time [s] belong to another case (-inf: none) */
  double phase;          /* φ [cycles] of the creepage, as in TlWaveform: periods start
                          * where F·t + φ is a whole number (0: at t = k/F) */
} TlAnalysisParams;

/* F = 10 Hz, no settling time, no saturation level, tolerance 1e-6, the
 * second period, every row, phase 0. */
TlAnalysisParams tl_analysis_params_default(void);

typedef struct {
  double t0, t1;         /* the analysed period [s] */
  double t_cx_peak;      /* refined time of the creepage maximum [s] (NaN if not found) */
  double t_f_peak;       /* refined time of the traction maximum [s] (NaN if undefined) */
  double delay;          /* t_f_peak − t_cx_peak [s], NaN when undefined */
  double delay_ratio;    /* delay·F [-] */
  double loop_area;      /* ∮ f dcₓ over the period [-] */
  double f_min, f_max;   /* over the period [-] */
  int saturated;         /* 1: f on the traction bound at its peak */
  char note[200];        /* why a value is NaN ("" when all are defined) */
} TlPeriodicAnalysis;

/* Analyse n samples (t strictly increasing).  stick (may be NULL) is the
 * stick fraction per sample: 0 at the traction peak also means saturation.
 * Bad parameters (F ≤ 0, n < 3, non-increasing t): TL_EINVAL, *out untouched. */
TlStatus tl_analyse_periodic(const double *t, const double *cx, const double *f,
                             const double *stick, int n, const TlAnalysisParams *p,
                             TlPeriodicAnalysis *out, TlError *err);

/* How finely the delay is resolved.  A traction peak time is known to about
 * ±Δt/2 (the parabola through three samples refines it, but a coarse sampling
 * of a flattened or kinked peak gains little), so with N = 1/(F·Δt) samples
 * per period the delay ratio delay·F is known to about ±1/(2N).  Where the
 * sampling gets coarse — at high frequencies — the delay ratio is about 0.2
 * (0.19–0.23 from 60 to 200 Hz for the brush at μ = 1); N ≥ 25 keeps ±1/(2N)
 * within ±0.02, a tenth of that.  Below it a delay gets a warning. */
#define TL_ANALYSIS_MIN_SAMPLES 25

/* The periods a record from t = 0 must cover for the (non-latest) analysed
 * period and its traction peak: the analysed period's index (1, or the
 * first boundary after settle_time [s]) plus 1.5 (the traction peak is
 * looked for up to half a period after a creepage peak at the period's end).
 * NaN unless F > 0 and settle_time ≥ 0 are finite. */
double tl_analysis_periods_needed(double freq, double settle_time);

/* Samples per period 1/(F·Δt) (NaN unless F, Δt > 0 are finite). */
double tl_analysis_samples_per_period(double freq, double dt);

/* 1 when a period of F [Hz] has fewer than TL_ANALYSIS_MIN_SAMPLES rows Δt
 * [s] apart; then `msg` (may be NULL) gets the sentence that says so. */
int tl_analysis_too_coarse(double freq, double dt, char *msg, size_t len);

/* The vertex abscissa of the parabola through (x0,y0), (x1,y1), (x2,y2)
 * (x0 < x1 < x2); x1 when the three points are collinear. */
double tl_parabola_vertex(double x0, double y0, double x1, double y1, double x2, double y2);

/* The maximum of a sampled curve y(x) (x increasing, n >= 1): the largest
 * sample, refined by the parabola through it and its neighbours when it is an
 * interior local maximum.  Returns its index; *x_peak and *y_peak get the
 * refined abscissa and value.  Non-finite samples are skipped; -1 when there
 * is no finite one. */
int tl_curve_peak(const double *x, const double *y, int n, double *x_peak, double *y_peak);

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_ANALYSIS_H */
