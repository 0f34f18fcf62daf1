/* study.h — what every study shares.
 *
 * A study is the one pipeline of a view: its spec (the preset section type,
 * SI units), its result (SI arrays and the summary numbers that read-outs,
 * CSV, `--summary` and Python print) and the calls that turn one into the
 * other.  The window's pages, tribolab-cli, tribolab-cli-export, the
 * animation export and the Python package all reach a view's computation
 * through its study, so they show the same numbers for the same spec.
 *
 * Conventions (GSL-style, as the core):
 *   void      tl_study_<view>_init(TlStudy<View> *s);      empty, no result
 *   void      tl_study_<view>_clear(TlStudy<View> *s);     frees, back to init
 *   TlStatus  tl_study_<view>_update(TlStudy<View> *s, const Spec *spec,
 *                                    const TlStudyControl *ctl, TlError *err);
 *             computes the result of spec; on failure (a bad spec, a
 *             cancelled run) the study keeps its previous valid result and
 *             err says why;
 *   time-stepped views add _setup / _advance / _set_params, so that the
 *   window's tick, the CLI, the animation export and Python step one object;
 *   TlStatus  tl_study_<view>_write_csv(FILE *, const TlStudy<View> *, TlError *)
 *             the CSV of the view, in the columns tribolab-cli prints;
 *   double    tl_study_<view>_estimate(const Spec *spec, TlStudyWork *w)
 *             the work of an update for the `--max-seconds` budget (views
 *             whose update can run long: steady, transient, subsurface,
 *             rolling, wheel–rail).
 *
 * A study links the core only: no cairo, no GTK.  Function names are
 * tl_study_<view>_*, types TlStudy<View>. */
#ifndef TL_STUDY_H
#define TL_STUDY_H

#include <math.h>
#include <stdio.h>

#include "tribo/status.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Called with the fraction done (0 … 1) from the thread that runs the update. */
typedef void (*TlStudyProgressFunc)(double fraction, void *data);

/* How an update is run: everything may be NULL (a plain run). */
typedef struct {
  const volatile int *cancel;   /* the update stops with TL_ECANCELLED while non-zero */
  TlStudyProgressFunc progress; /* told how far the update has come */
  void *progress_data;
} TlStudyControl;

/* The expected cost of an update, for the `--max-seconds` budget. */
typedef struct {
  double seconds; /* expected wall-clock seconds on one core */
  double bytes;   /* memory the result holds */
  char what[128]; /* the work in words ("200 × 200 cells, 2 000 steps") */
} TlStudyWork;

/* Cost rates the estimates share [s, bytes], measured with `tribolab-cli
 * bench` on the development machine and rounded up: they only have to tell a
 * run of seconds from one of minutes. */
#define TL_STUDY_COST_EXACT_STEADY_6400 0.5 /* one exact steady solve at 80 x 80 */
/* a falling friction law: the exact solver's outer iteration costs this many Coulomb solves
 * or steps (measured, whole process, V/s_h = 10: a 12-creepage sweep at 60 x 60 took 1.9
 * times the Coulomb sweep from the previous creepage, 2.5 from low, 15 from high; a 10 Hz
 * sine run at 40 x 40, 7.9 times the Coulomb run) */
#define TL_STUDY_COST_EXACT_LAW 3.0
#define TL_STUDY_COST_EXACT_LAW_HIGH 15.0
#define TL_STUDY_COST_EXACT_LAW_STEP 8.0
#define TL_STUDY_BYTES_EXACT_CELL 1500.0 /* the exact solver's workspace per cell */

/* 1 when ctl asks the running update to stop. */
static inline int
tl_study_cancelled(const TlStudyControl *ctl)
{
  return ctl && ctl->cancel && *ctl->cancel;
}

/* Tell ctl's progress function how far the update has come. */
static inline void
tl_study_progress(const TlStudyControl *ctl, double fraction)
{
  if (ctl && ctl->progress)
    ctl->progress(fraction, ctl->progress_data);
}

#ifdef __cplusplus
}
#endif

#endif /* TL_STUDY_H */
