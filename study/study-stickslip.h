/* study-stickslip.h — the Stick-slip view: the mass–spring–belt oscillator
 * run from rest with a friction law, its samples and summary, the law's
 * steady curve over the run's velocities, and the run reduced to what a
 * figure draws (a run has up to millions of samples). */
#ifndef TL_STUDY_STICKSLIP_H
#define TL_STUDY_STICKSLIP_H

#include <stdio.h>

#include "study.h"
#include "tribo/stickslip.h"

#ifdef __cplusplus
extern "C" {
#endif

#define TL_STUDY_STICKSLIP_STEADY_POINTS 400 /* even: no sample on the jump at v = 0 */

/* A drawn curve: n points (x[i], y[i]) inside the study's draw buffer. */
typedef struct {
  int n;
  const double *x, *y;
} TlStudyStickSlipTrace;

typedef struct {
  TlStickSlipParams spec; /* the case of the result ([stickslip] of a preset) */
  TlStickSlipRun run;     /* its samples and summary */
  double steady_v[TL_STUDY_STICKSLIP_STEADY_POINTS]; /* the law's steady curve over the */
  double steady_f[TL_STUDY_STICKSLIP_STEADY_POINTS]; /* run's velocities [m/s], [N] */
  /* The run reduced for drawing, once per update: against time [s] the
   * minimum and maximum per bucket (every spike of a bad explicit step stays
   * visible); the phase portrait and friction against velocity every
   * stride-th sample; the stick phases as start and end times [s]. */
  TlStudyStickSlipTrace spring, friction, velocity;
  TlStudyStickSlipTrace phase;   /* velocity against spring force */
  TlStudyStickSlipTrace dynamic; /* friction against velocity */
  int n_sticks;
  const double *sticks;
  double *draw_buf;
  double run_time; /* wall-clock seconds of the run as the front end measured it, NAN if not */
  long max_steps;  /* the integrator's step cap for the next updates (0: the core's) */
  int valid;       /* 0 until the first successful update */
} TlStudyStickSlip;

void tl_study_stickslip_init(TlStudyStickSlip *s);
void tl_study_stickslip_clear(TlStudyStickSlip *s);

/* The integrator's step cap of the next updates (0: TL_STICKSLIP_MAX_STEPS). */
void tl_study_stickslip_set_max_steps(TlStudyStickSlip *s, long max_steps);

/* Run the oscillator from rest to spec->duration (ctl->cancel stops it
 * between samples).  A spec that does not validate fails with TL_EINVAL; a
 * run that fails (too many steps, a diverging solution, cancelled) with the
 * core's status.  On failure the study keeps its previous result.  The run
 * time is reset to NAN. */
TlStatus tl_study_stickslip_update(TlStudyStickSlip *s, const TlStickSlipParams *spec,
                                   const TlStudyControl *ctl, TlError *err);

/* Record the wall-clock time of the run for the read-out and the summary
 * (the study times nothing itself: the front end knows what to count). */
void tl_study_stickslip_set_run_time(TlStudyStickSlip *s, double seconds);

/* The a-priori step check of a case, before any run (tl_stickslip_check_step):
 * the warning bits, and the stiffness [1/s], rk4's stability limit [s] and
 * the step to use instead [s]. */
unsigned tl_study_stickslip_check(const TlStickSlipParams *spec, double *stiffness,
                                  double *dt_limit, double *dt_suggested);

/* The run's samples as `tribolab-cli stickslip` writes them:
 * t_s,x_m,v_m_s,force_n,spring_n,phase.  TL_ENUMERIC after a value that is
 * not finite. */
TlStatus tl_study_stickslip_write_csv(FILE *out, const TlStudyStickSlip *s, TlError *err);

/* The run's key=value summary (law, integrator, steps, run time, period, peak
 * forces, warnings, …) as `tribolab-cli stickslip --summary` writes it. */
TlStatus tl_study_stickslip_write_summary(FILE *out, const TlStudyStickSlip *s, TlError *err);

#ifdef __cplusplus
}
#endif

#endif /* TL_STUDY_STICKSLIP_H */
