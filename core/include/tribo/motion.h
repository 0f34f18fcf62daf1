/* motion.h — friction under a prescribed motion: friction versus time and
 * displacement (docs/theory.md §8 friction).
 *
 * The motion is imposed, so the friction force is whatever the law gives
 * along it; the laws with a state (Dahl, LuGre) carry their memory along.
 *
 *   seed   v(t) = t(t + 1), x(t) = t³/3 + t²/2 on t ∈ [0, duration].  The
 *          seed says "from zero to two seconds: t = [0, 3] seconds, giving a
 *          velocity 26 m/s" — three statements that disagree (v(2) = 6 m/s,
 *          v(3) = 12 m/s, and v = 26 m/s would need t ≈ 4.6 s).  docs/theory.md §8
 *          resolves it as t ∈ [0, 2] s, the default here.
 *   sine   x(t) = A sin(2πft), a back-and-forth motion whose turning points
 *          show the pre-sliding hysteresis loop of Dahl and LuGre.
 *   constant  x(t) = v0 t: the states settle to their steady values (the
 *          steady friction–velocity law of friction.h, reached dynamically).
 *
 * The static term cannot act under an imposed motion: its stiction rule needs
 * the applied force, which an imposed motion does not define.  At instants
 * with v = 0 the sliding law with sgn 0 = 0 is reported. */
#ifndef TRIBO_MOTION_H
#define TRIBO_MOTION_H

#include "tribo/friction.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum { TL_MOTION_SEED, TL_MOTION_SINE, TL_MOTION_CONSTANT } TlMotionKind;

typedef struct {
  TlMotionKind kind;
  double duration;  /* t ∈ [0, duration] [s], > 0 */
  double amplitude; /* sine: A [m], > 0 */
  double frequency; /* sine: f [Hz], > 0 */
  double velocity;  /* constant: v0 [m/s], finite */
  int points;       /* samples including both ends, 2 … TL_MOTION_MAX_POINTS */
  int integrate;    /* 1: integrate Dahl's ODE even though its closed form exists */
  double rel_tol;   /* relative tolerance of the state ODE (LuGre; Dahl with integrate) */
  double abs_tol;   /* absolute tolerance of the state expressed as a force [N] */
  const volatile int *cancel; /* optional: while non-zero, tl_friction_follow stops between
                                 samples with TL_ECANCELLED (another thread raises it) */
} TlMotionParams;

#define TL_MOTION_MAX_POINTS 2000000

/* seed: 2 s, 401 points (docs/theory.md §8).  sine: A = 20 µm (a few Fc/σ: the pre-sliding
 * range of the default Dahl and LuGre), f = 1 Hz, 2 s, 801 points.  Both:
 * constant: v0 = 0.01 m/s, 2 s, 401 points.  All: closed-form Dahl,
 * rel_tol = 10⁻¹⁰, abs_tol = 10⁻¹² N. */
TlMotionParams tl_motion_params_default(TlMotionKind kind);
TlStatus tl_motion_params_validate(const TlMotionParams *m, TlError *err);

/* "ramp" (or "seed", its name in preset files), "sine", "constant". */
TlStatus tl_motion_kind_from_name(const char *name, TlMotionKind *out, TlError *err);
/* The name preset files use: "seed", "sine", "constant". */
const char *tl_motion_kind_name(TlMotionKind kind);

/* Position [m], velocity [m/s] and acceleration [m/s²] at time t (any
 * pointer may be NULL). */
void tl_motion_eval(const TlMotionParams *m, double t, double *x, double *v, double *a);

/* Samples of friction along a motion, arrays of n owned by the trace. */
typedef struct {
  int n;
  double *t;     /* [s] */
  double *x;     /* [m] */
  double *v;     /* [m/s] */
  double *force; /* friction force [N] */
  double *state; /* Dahl force [N] or LuGre z [m]; 0 without a state */
} TlFrictionTrace;

TlStatus tl_friction_trace_alloc(TlFrictionTrace *tr, int n, TlError *err);
void tl_friction_trace_free(TlFrictionTrace *tr);

/* Follow the motion from rest (state 0) and fill out (allocated with
 * m->points samples).  Dahl uses its closed form with reversal memory, fed
 * the exact turning points, unless m->integrate; LuGre integrates its ODE
 * with GSL's msbdf and an analytic Jacobian.  On failure out is untouched. */
TlStatus tl_friction_follow(const TlFrictionParams *p, const TlMotionParams *m,
                            TlFrictionTrace *out, TlError *err);

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_MOTION_H */
