/* study-rolling.h — the Rolling resistance view: the two-sphere demo of the
 * rolling spring–dashpot–slider (LAMMPS `rolling sds`), stepped from t = 0,
 * with its closed-form prediction, what is read off the run (stop time, peak
 * ξ) and the run kept for drawing; and the model driven by recorded
 * kinematics (`tribolab-cli rolling --replay`).
 *
 * The demo is time-stepped: tl_study_rolling_setup puts it at t = 0 and
 * tl_study_rolling_advance steps it, so that tribolab-cli, the Python package
 * and a whole-run update all step one object the same way. */
#ifndef TL_STUDY_ROLLING_H
#define TL_STUDY_ROLLING_H

#include <stddef.h>
#include <stdio.h>

#include "study.h"
#include "tribo/rolling.h"

#ifdef __cplusplus
extern "C" {
#endif

/* At most this many samples are kept for drawing (every stride-th step). */
#define TL_STUDY_ROLLING_MAX_POINTS 6001

typedef struct {
  TlRollingDemoParams spec;     /* the case ([rolling] of a preset) */
  TlRollingDemoPrediction pred; /* its closed forms */
  TlRollingDemo demo;           /* the stepper: demo.now is the sample after `step` steps */
  TlRollingDemoSummary summary; /* stop time and peak ξ from every step so far */
  long step;                    /* steps taken since the setup */
  long stride;                  /* every stride-th step is kept */
  int n;                        /* kept samples */
  double *t_ms;                 /* time [ms] */
  double *omega;                /* spin of i about z [rad/s] */
  double *torque_nmm;           /* τ_i,z [N·mm] */
  double *angle_mrad;           /* rotation of i about z [mrad] */
  double *xi_um;                /* ξ_y [µm] */
  unsigned char *state;         /* TlRollingState */
  double xi_max_um;             /* max |ξ| so far [µm] */
  double stop_ms;               /* first zero of ω, from every step [ms]; NaN if none yet */
  double mark_ms;               /* the instant a figure's sketch shows [ms] */
  int valid;                    /* 0 until the first successful setup */
} TlStudyRolling;

void tl_study_rolling_init(TlStudyRolling *s);
void tl_study_rolling_clear(TlStudyRolling *s);

/* The demo of spec at t = 0 (one kept sample).  On failure the study keeps
 * what it had and err says why. */
TlStatus tl_study_rolling_setup(TlStudyRolling *s, const TlRollingDemoParams *spec,
                                TlError *err);

/* Take up to n steps, not past the run's end (pred.n_steps); every step's
 * sample goes to out[0 …] when out is not NULL.  Returns the steps taken. */
long tl_study_rolling_advance(TlStudyRolling *s, long n, TlRollingDemoSample *out);

/* 1 when the demo has reached the end of its run. */
int tl_study_rolling_done(const TlStudyRolling *s);

/* The whole run: setup and advance to the end (ctl->cancel stops it between
 * chunks of steps).  The mark moves to the stop (or the end).  On failure the
 * study keeps its previous result and err says why. */
TlStatus tl_study_rolling_update(TlStudyRolling *s, const TlRollingDemoParams *spec,
                                 const TlStudyControl *ctl, TlError *err);

/* The instant the sketch and the markers show, clamped to the kept samples [ms]. */
void tl_study_rolling_set_mark(TlStudyRolling *s, double t_ms);
/* Index of the kept sample nearest to the mark (-1 before the first setup). */
int tl_study_rolling_mark_index(const TlStudyRolling *s);

/* ---- CSV ------------------------------------------------------------------------ */

/* The demo's CSV as `tribolab-cli rolling` writes it, one row per step:
 * t_ms,omega_rad_s,torque_nm,xi_m,state.  The header, and one row (0 when a
 * value written is not finite). */
void tl_study_rolling_write_csv_header(FILE *out);
int tl_study_rolling_write_csv_row(FILE *out, const TlRollingDemoSample *sample);

/* Every step of the study's case from t = 0 (a fresh run of its own, so the
 * study itself is not moved).  TL_ENUMERIC after a value that is not finite. */
TlStatus tl_study_rolling_write_csv(FILE *out, const TlStudyRolling *s, TlError *err);

/* The key=value lines of `tribolab-cli rolling --summary` for the run so
 * far: steps, duration, stop time, peak ξ, final spin and angle, and the
 * predicted stop times.  TL_ENUMERIC after a value that is not finite (the
 * stop time is NaN by contract while the spin has not stopped). */
TlStatus tl_study_rolling_write_summary(FILE *out, const TlStudyRolling *s, TlError *err);

/* ---- replay of recorded kinematics ----------------------------------------------- */

/* Load a replay file and drive the model (radii, step dt; dt = 0: from the t
 * column) through its rows: *out (free()) holds *n outputs.  Errors of the
 * file are TL_EIO or TL_EFORMAT. */
TlStatus tl_study_rolling_replay(const char *path, const TlRollingParams *model,
                                 double radius_i, double radius_j, double dt,
                                 TlRollingReplayOutput **out, size_t *n, TlError *err);

/* The replay's outputs as CSV t,fx,fy,fz,tix,tiy,tiz,tjx,tjy,tjz.
 * TL_ENUMERIC after a value that is not finite. */
TlStatus tl_study_rolling_write_replay_csv(FILE *out, const TlRollingReplayOutput *res, size_t n,
                                           TlError *err);

/* ---- the work estimate ---------------------------------------------------- */

/* The cost of a demo step [s], and of a step with its CSV row (the rows cost
 * more than the steps: 10^7 of them took 24 s and 0.5 GB). */
#define TL_STUDY_ROLLING_COST_STEP 1e-7
#define TL_STUDY_ROLLING_COST_CSV_ROW 2e-6

/* The work of tl_study_rolling_update(spec): one step per dt to the end of
 * the run.  Returns work->seconds (0 for a case the demo refuses). */
double tl_study_rolling_estimate(const TlRollingDemoParams *spec, TlStudyWork *work);

#ifdef __cplusplus
}
#endif

#endif /* TL_STUDY_ROLLING_H */
