/* study-steady-wheelrail.h — the Steady rolling view's "Wheel–rail point"
 * contact patch: the Wheel on rail view's case (profiles, track, shift,
 * load, normal method, chosen wheel and point) gives a real contact patch;
 * the steady view's creepages, μ and model roll it, and FASTSIM on the same
 * patch gives the creep curve f = Fx/F_N at the steady view's abscissae
 * (docs/theory-wheel-rail.md §W10). */
#ifndef TL_STUDY_STEADY_WHEELRAIL_H
#define TL_STUDY_STEADY_WHEELRAIL_H

#include "study-wheelrail.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
  TlPresetWheelrail spec;      /* the wheel-rail case of the result */
  TlStudyWheelrailRoll rolled; /* the chosen patch rolled at the operating point */
  double *cx, *f;              /* FASTSIM's creep curve on the patch, n each (owned) */
  int n;
  double op_cx, op_f;          /* the operating point: cx and Fx / F_N of the rolled patch */
  int valid;                   /* 0 until the first successful update */
} TlStudySteadyWheelrail;

void tl_study_steady_wheelrail_init(TlStudySteadyWheelrail *s);
void tl_study_steady_wheelrail_clear(TlStudySteadyWheelrail *s);

/* Build the wheelset of w on the profiles it names, find the patch of
 * w->point on w->side at w->y, roll it at rp (creepages, μ, model, Hertz
 * grid) and take FASTSIM's f at the n creepages cx.  ctl's cancel flag stops
 * the rolls.  On failure (no such patch: TL_ERANGE) the study keeps its
 * previous result. */
TlStatus tl_study_steady_wheelrail_update(TlStudySteadyWheelrail *s, const TlPresetWheelrail *w,
                                          const TlWrRollParams *rp, const double *cx, int n,
                                          const TlStudyControl *ctl, TlError *err);

/* Move a result from src into dst (dst's old one freed, src emptied). */
void tl_study_steady_wheelrail_move(TlStudySteadyWheelrail *dst, TlStudySteadyWheelrail *src);

#ifdef __cplusplus
}
#endif

#endif /* TL_STUDY_STEADY_WHEELRAIL_H */
