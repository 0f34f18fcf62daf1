/* waveform.h — prescribed creepage histories cₓ(t) for transient runs
 * (docs/theory.md §5 brush model "Inputs", issue 4).
 *
 *   constant  c(t) = value
 *   step      c(t) = before for t ≤ t_step, after for t > t_step (so with the
 *             default t_step = 0 the run starts in steady rolling at `before`
 *             and the first step already sees `after`)
 *   sine      c(t) = mean + amplitude·sin(2π(Ft + φ))
 *   triangle  c(t) = mean + amplitude·tri(Ft + φ), tri in phase with the sine
 *             (0 at t = 0, +1 at a quarter period, −1 at three quarters)
 *   square    c(t) = mean + amplitude for frac(Ft + φ) < ½, mean − amplitude after
 *   table     piecewise linear through user samples (t_k, c_k), constant
 *             beyond the first and last sample
 * Times in seconds.  The phase φ (in cycles, 0 by default) lets a periodic
 * waveform change its frequency mid-run without a jump, as a signal
 * generator does: tl_waveform_retune keeps Ft + φ continuous at the moment
 * of the change.
 */
#ifndef TRIBO_WAVEFORM_H
#define TRIBO_WAVEFORM_H

#include "tribo/status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
  TL_WAVE_CONSTANT,
  TL_WAVE_STEP,
  TL_WAVE_SINE,
  TL_WAVE_TRIANGLE,
  TL_WAVE_SQUARE,
  TL_WAVE_TABLE
} TlWaveKind;

/* User samples: n ≥ 2 points, t strictly increasing [s]. */
typedef struct {
  int n;
  double *t;
  double *c;
} TlWaveTable;

typedef struct {
  TlWaveKind kind;
  double value;                 /* constant [-] */
  double before, after;         /* step [-] */
  double t_step;                /* step time [s] */
  double mean, amplitude, freq; /* sine, triangle, square: C₀ [-], C_p [-], F [Hz] > 0 */
  const TlWaveTable *table;     /* table (borrowed; must outlive the waveform's use) */
  double phase;                 /* sine, triangle, square: φ [cycles] at t = 0, finite */
} TlWaveform;

/* Thesis defaults of a kind: constant 0.005; step 0 → 0.005 at 0; sine,
 * triangle and square C₀ = C_p = 0.005 at 10 Hz; table without data. */
TlWaveform tl_waveform_default(TlWaveKind kind);

TlStatus tl_waveform_validate(const TlWaveform *w, TlError *err);

/* c(t) of a valid waveform. */
double tl_waveform_eval(const TlWaveform *w, double t);

/* 1 for sine, triangle and square (then freq is the frequency). */
int tl_waveform_is_periodic(const TlWaveform *w);

/* `next` is about to replace `prev` at time t [s] of a run.  When both are
 * periodic, set next->phase so that the cycle position F·t + φ at t is the
 * same under both (reduced to [0, 1)): the creepage then carries on from
 * where it is instead of jumping to the value the new frequency would have
 * had from t = 0.  Otherwise next->phase is left as it is. */
void tl_waveform_retune(TlWaveform *next, const TlWaveform *prev, double t);

/* Largest and smallest value the waveform takes for t ≥ 0 (the range a
 * steady curve drawn under a hysteresis loop must cover). */
void tl_waveform_range(const TlWaveform *w, double *cmin, double *cmax);

const char *tl_wave_kind_name(TlWaveKind kind); /* "constant", …, "csv" for the table */
TlStatus tl_wave_kind_from_name(const char *name, TlWaveKind *out, TlError *err);

/* Read (t, cₓ) samples from CSV text: one "t,cx" pair per line, '#' comments
 * and blank lines ignored, CR-LF accepted, an optional header line first:
 * "t_s,cx" or "t,cx" (seconds, also the default without header) or
 * "t_ms,cx" (milliseconds).  Errors name the line ("name line 7: …"):
 * wrong field count, a value that is not a finite number, time not
 * increasing, an unknown header, fewer than two samples (TL_EFORMAT).
 * `name` is used in messages only.  On failure *out is left zeroed. */
TlStatus tl_wave_table_parse(const char *text, const char *name, TlWaveTable *out, TlError *err);

/* The same from a file (TL_EIO when it cannot be read). */
TlStatus tl_wave_table_load(const char *path, TlWaveTable *out, TlError *err);

void tl_wave_table_clear(TlWaveTable *table);

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_WAVEFORM_H */
