/* study-friction.h — the Friction laws view: from a friction case (a law and
 * the two motions it is shown along) to the steady friction–velocity curve
 * with its terms on a wide and a zoomed velocity range, and the friction
 * along the speed-up motion v = t(t + 1) and along a back-and-forth sine.
 *
 * The study also holds the one table of which terms a law's parameters and
 * per-term curves belong to, for the window's rows and the figure's legend,
 * and the curve and motion CSVs of `tribolab-cli friction`. */
#ifndef TL_STUDY_FRICTION_H
#define TL_STUDY_FRICTION_H

#include <stdio.h>

#include "study.h"
#include "tribo/friction.h"
#include "tribo/motion.h"
#include "tribo/preset.h"

#ifdef __cplusplus
extern "C" {
#endif

#define TL_STUDY_FRICTION_POINTS 800   /* even: no sample sits on the jump at v = 0 */
#define TL_STUDY_FRICTION_MAX_PARTS 6  /* per-term curves besides the total */

/* One curve of the figure: the total or one term's share. */
typedef struct {
  const char *label;                     /* its legend entry (pango markup) */
  double wide[TL_STUDY_FRICTION_POINTS]; /* on the wide range's velocities [N] */
  double zoom[TL_STUDY_FRICTION_POINTS]; /* on the zoomed range's velocities [N] */
} TlStudyFrictionPart;

typedef struct {
  TlFrictionCase spec; /* the case of the result (its motions' cancel flags NULL) */
  /* The velocity ranges asked for (NaN: from the law, see
   * tl_study_friction_set_ranges) and those of the result [m/s]. */
  double want_zoom_min, want_zoom_max, want_wide;
  double zoom_min, zoom_max, wide; /* zoom_min < zoom_max; the wide range is ±wide */
  double wide_v[TL_STUDY_FRICTION_POINTS], zoom_v[TL_STUDY_FRICTION_POINTS];
  TlStudyFrictionPart total;
  TlStudyFrictionPart parts[TL_STUDY_FRICTION_MAX_PARTS];
  int n_parts;          /* per-term curves (0 when the law has a single one) */
  TlFrictionTrace seed; /* friction along the seed's motion */
  TlFrictionTrace sine; /* friction along the sine */
  double breakaway;     /* tl_friction_breakaway of the law [N] */
  double sine_min, sine_max; /* the force's range along the sine [N] */
  char title[160];      /* the law's name, or its terms joined by '+' */
  int valid;            /* 0 until the first successful update */
} TlStudyFriction;

/* Empty, ranges from the law. */
void tl_study_friction_init(TlStudyFriction *s);
void tl_study_friction_clear(TlStudyFriction *s);

/* The velocity ranges of the next updates: the zoomed one from zoom_min to
 * zoom_max, the wide one ±wide [m/s].  NaN takes the law's: zoom ±5 vs (at
 * least ±5 ε with a regularised sign), wide Fc/μ clamped to [20 vs, 2 m/s]
 * (μ the viscous slope; 1 m/s without one). */
void tl_study_friction_set_ranges(TlStudyFriction *s, double zoom_min, double zoom_max,
                                  double wide);

/* Compute the curves and follow the law along both motions (ctl->cancel stops
 * the motions between samples).  On failure the study keeps its previous
 * result and err says why. */
TlStatus tl_study_friction_update(TlStudyFriction *s, const TlFrictionCase *spec,
                                  const TlStudyControl *ctl, TlError *err);

/* The steady curve on both ranges' velocities merged in ascending order:
 * v_m_s,force_n and one <term>_n column per term, as `tribolab-cli friction
 * --per-term` writes it.  TL_ENUMERIC after writing a value that is not finite. */
TlStatus tl_study_friction_write_csv(FILE *out, const TlStudyFriction *s, TlError *err);

/* ---- the command line's curve and motion ---------------------------------------- */

/* The steady curve at n evenly spaced velocities from v_min to v_max with the
 * applied force f_ex at rest (tl_friction_curve) into v[n], force[n]. */
TlStatus tl_study_friction_curve(const TlFrictionParams *law, double v_min, double v_max, int n,
                                 double f_ex, double *v, double *force, TlError *err);

/* That curve as CSV v_m_s,force_n (with per_term, one <term>_n column per
 * term): `tribolab-cli friction`.  TL_ENUMERIC after a value that is not finite. */
TlStatus tl_study_friction_write_curve_csv(FILE *out, const TlFrictionParams *law, double v_min,
                                           double v_max, int n, double f_ex, int per_term,
                                           TlError *err);

/* Friction along the motion m from rest: the trace tr (allocated here; free
 * it with tl_friction_trace_free) of t, x, v, the force and the state.  ctl's
 * cancel flag stops the state integration between samples (TL_ECANCELLED);
 * ctl may be NULL.  On failure tr holds nothing. */
TlStatus tl_study_friction_motion(const TlFrictionParams *law, const TlMotionParams *m,
                                  const TlStudyControl *ctl, TlFrictionTrace *tr, TlError *err);

/* That motion as CSV t_s,x_m,v_m_s,force_n:
 * `tribolab-cli friction --vs-displacement`.  Nothing is written on failure;
 * TL_ENUMERIC after a value that is not finite. */
TlStatus tl_study_friction_write_motion_csv(FILE *out, const TlFrictionParams *law,
                                            const TlMotionParams *m, TlError *err);

/* ---- which terms use what --------------------------------------------------------- */

/* The law's parameters, in the order the window lists them. */
typedef enum {
  TL_STUDY_FRICTION_FC,
  TL_STUDY_FRICTION_FS,
  TL_STUDY_FRICTION_VS,
  TL_STUDY_FRICTION_VISCOUS,
  TL_STUDY_FRICTION_C1,
  TL_STUDY_FRICTION_C2,
  TL_STUDY_FRICTION_DAHL_SIGMA,
  TL_STUDY_FRICTION_DAHL_ALPHA,
  TL_STUDY_FRICTION_SIGMA0,
  TL_STUDY_FRICTION_SIGMA1,
  TL_STUDY_FRICTION_SIGMA2,
  TL_STUDY_FRICTION_KARNOPP,
  TL_STUDY_FRICTION_SIGN_EPS,
  TL_STUDY_FRICTION_N_PARAMS
} TlStudyFrictionParam;

/* 1 when the law uses the parameter (the window hides the others' rows). */
int tl_study_friction_param_used(const TlFrictionParams *law, TlStudyFrictionParam param);

/* 1 when the law has a term that evaluates sgn v in its sign mode. */
int tl_study_friction_has_sign(const TlFrictionParams *law);

#ifdef __cplusplus
}
#endif

#endif /* TL_STUDY_FRICTION_H */
