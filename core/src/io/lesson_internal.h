/* lesson_internal.h — what lesson.c and lesson-eval.c share. */
#ifndef TRIBO_LESSON_INTERNAL_H
#define TRIBO_LESSON_INTERNAL_H

#include <stddef.h>

#include "tribo/preset.h"
#include "tribo/wear.h"

/* The numbers a step's templates asked for, computed once per step. */
typedef struct {
  int have_hertz, have_steady, have_periodic, have_settle, have_stickslip, have_wheelset;
  double a, b, p0, approach;            /* Hertz [m, m, Pa, m] */
  double f, stick_fraction, c_sat;      /* FASTSIM at the state's creepages */
  TlWearResult wear;                    /* what it costs (docs/theory.md §12) */
  double delay, delay_ratio;            /* brush run over the periodic waveform [s, -] */
  double settle;                        /* brush run after the step [s] */
  double step;                          /* that run's time step [s] */
  double slip_onsets, stick_onsets, period, peak_spring, stick_fraction_ss; /* the oscillator */
  double ws_critical, ws_freq, ws_klingel, ws_damping; /* the wheelset: V_crit [m/s], its
                                           frequency [Hz], Klingel's wavelength [m], the least
                                           damped mode's damping ratio at the state's speed */
} TlLessonCache;

/* The preset table row of "section.key" (section copied out), or NULL. */
const TlPresetKey *tl_lesson_find_key(const char *name, char *section, size_t size);
/* A table key's value in the key's unit (a choice: its index), NaN if unknown. */
double tl_lesson_key_value(const TlPreset *p, const char *name);
/* Whether a template may name this quantity. */
int tl_lesson_name_known(const char *name);
/* The quantity in the state, computing (and caching) what it needs. */
TlStatus tl_lesson_eval_name(const TlPreset *state, TlLessonCache *cache, const char *name,
                             double *out, TlError *err);

#endif /* TRIBO_LESSON_INTERNAL_H */
