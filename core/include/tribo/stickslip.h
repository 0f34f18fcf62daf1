/* stickslip.h — the mass–spring–belt stick-slip oscillator (docs/theory.md §8 friction).
 *
 * A mass m on a fixed surface is pulled by a spring of stiffness k whose far
 * end moves at the belt speed v_p (the driven-spring form; a mass on a belt
 * held by a fixed spring is the same system in relative coordinates):
 *
 *   ẋ = v,   m v̇ = k (v_p t − x) − F(v, s),   ṡ = rate(v, s)
 *
 * with F and the state s (Dahl force or LuGre z) from friction.h.  With the
 * static term, a Karnopp band |v| < η holds the mass while the spring force
 * F_ex = k(v_p t − x) stays below Fs (F = F_ex + m v/τ with τ = mη/Fs: the
 * residual speed decays and the mass comes to rest); beyond Fs the mass
 * breaks away with the sliding force of the band edge.  Between η and 2η the
 * force blends linearly into the sliding law so that the right-hand side is
 * continuous (implicit integrators need that).
 *
 * Integrators (GSL gsl_odeiv2):
 *   rk4    fixed step dt, as in the seed (dt = 10⁻³ s).  GSL's rk4 stepper
 *          advances a step h as two classical RK4 steps of h/2 and uses the
 *          single step of h only for its error estimate, so its stability
 *          limit is twice the classical one: ρ·h/2 ≤ 2.6, ρ the spectral
 *          radius of the Jacobian (2.6 is the largest half-disc about 0 in the
 *          left half-plane inside RK4's stability region; 2.785 on the real
 *          axis).  Every step's error estimate is also compared with the
 *          tolerance (the seed asks for a relative tolerance of 10⁻⁶ too).
 *   rkf45  adaptive explicit Runge–Kutta–Fehlberg, output every dt.
 *   msbdf  adaptive implicit multistep BDF with the analytic Jacobian,
 *          output every dt.
 *
 * Stick and slip are read from the samples: the mass slips once |v| exceeds
 * stick_velocity and sticks again once |v| falls below half of it (the
 * hysteresis keeps the bristle ringing of LuGre at stick onset from counting
 * as slip).  Onset times are interpolated between samples.  The period is the
 * mean interval between successive slip onsets.
 *
 * Life cycle (GSL style): tl_stickslip_alloc → (tl_stickslip_step … |
 * tl_stickslip_run) → tl_stickslip_reset → … → tl_stickslip_free.  The
 * workspace belongs to the caller; nothing is allocated per step and there is
 * no hidden static state.
 */
#ifndef TRIBO_STICKSLIP_H
#define TRIBO_STICKSLIP_H

#include <stddef.h>

#include "tribo/friction.h"
#include "tribo/status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum { TL_INTEGRATOR_RK4, TL_INTEGRATOR_RKF45, TL_INTEGRATOR_MSBDF } TlIntegrator;

TlStatus tl_integrator_from_name(const char *name, TlIntegrator *out, TlError *err);
const char *tl_integrator_name(TlIntegrator integrator);

typedef struct {
  TlFrictionParams friction; /* the law */
  double mass;               /* m [kg], > 0 */
  double stiffness;          /* k [N/m], > 0 */
  double belt_speed;         /* v_p [m/s], finite (0 and negative allowed) */
  TlIntegrator integrator;
  double dt;             /* rk4: the step; rkf45/msbdf: output interval and first trial step [s] */
  double duration;       /* simulated time [s], > 0, at most TL_STICKSLIP_MAX_SAMPLES·dt */
  double rel_tol;        /* relative tolerance (adaptive control; rk4 error check) */
  double abs_tol;        /* absolute tolerance of x [m], v [m/s] and the state as a force [N] */
  double stick_velocity; /* |v| above which the mass slips [m/s], > 0 */
} TlStickSlipParams;

#define TL_STICKSLIP_MAX_SAMPLES 10000000

/* docs/theory.md §8 friction: LuGre standard parameters, m = 1 kg, k = 2 N/m,
 * v_p = 0.1 m/s; msbdf, dt = 10⁻³ s, 20 s; rel_tol = 10⁻⁶ (the seed's),
 * abs_tol = 10⁻⁹; stick_velocity = 10⁻³ m/s. */
TlStickSlipParams tl_stickslip_params_default(void);
TlStatus tl_stickslip_params_validate(const TlStickSlipParams *p, TlError *err);

/* Samples of a run: round(duration/dt) + 1 (t = 0 included). */
size_t tl_stickslip_n_samples(const TlStickSlipParams *p);

enum {
  TL_STICKSLIP_WARN_STEP = 1u << 0,     /* rk4: dt beyond the stability limit of the stiffness */
  TL_STICKSLIP_WARN_ERROR = 1u << 1,    /* rk4: step error estimates above the tolerance */
  TL_STICKSLIP_WARN_JUMP = 1u << 2,     /* exact sgn v without static band: F jumps at v = 0 */
  TL_STICKSLIP_WARN_NO_PERIOD = 1u << 3 /* fewer than two slip onsets: no period */
};

/* Comma-separated names of warning bits ("stiff-step,error"), "none" for 0. */
void tl_stickslip_warnings_string(unsigned warnings, char *buf, size_t len);

/* The a-priori step check, usable before any run (an inline warning while
 * the user edits dt).  The stiffness is the largest spectral radius of the
 * Jacobian at rest, near the Stribeck and sign-regularisation velocities and
 * at the largest slip speed v* = |v_p| + (F_break − F_kinetic)/√(km) (a
 * spring released from the breakaway force) with the state settled there.
 * Returns TL_STICKSLIP_WARN_STEP when p->integrator is rk4 and p->dt exceeds
 * the limit, TL_STICKSLIP_WARN_JUMP for a jumping law; fills the stiffness
 * [1/s], the largest stable rk4 dt [s] and a round dt below 0.9 of it. */
unsigned tl_stickslip_check_step(const TlStickSlipParams *p, double *stiffness, double *dt_limit,
                                 double *dt_suggested);

typedef enum { TL_PHASE_STICK = 1, TL_PHASE_SLIP = 2 } TlPhase;

typedef struct {
  double t;        /* [s] */
  double x;        /* mass position [m] */
  double v;        /* mass velocity [m/s] */
  double state;    /* LuGre z [m] or Dahl force [N]; 0 without a state */
  double friction; /* friction force on the mass, opposing v [N] */
  double spring;   /* spring force k (v_p t − x) [N] */
  TlPhase phase;
} TlStickSlipSample;

typedef struct {
  double t;               /* time reached [s] */
  long steps;             /* accepted integrator steps */
  long failed_steps;      /* rejected trial steps (adaptive) */
  long rhs_evals;         /* right-hand side evaluations */
  long jac_evals;         /* Jacobian evaluations (msbdf) */
  int slip_onsets;        /* stick → slip transitions */
  int stick_onsets;       /* slip → stick transitions */
  double first_slip;      /* time of the first slip onset [s] (NAN: none) */
  double last_slip;       /* time of the last slip onset [s] (NAN: none) */
  double period;          /* (last − first)/(slip_onsets − 1) [s] (NAN: < 2 onsets) */
  double peak_spring;     /* largest spring force [N] */
  double peak_friction;   /* largest |friction| [N] */
  double stick_time;      /* time spent stuck [s] */
  unsigned warnings;      /* TL_STICKSLIP_WARN_* */
  double stiffness;       /* largest spectral radius of the Jacobian, a priori or seen [1/s] */
  double dt_limit;        /* largest stable rk4 dt for that stiffness [s] */
  double dt_suggested;    /* a round rk4 dt below 0.9·dt_limit [s] */
  long error_steps;       /* rk4 steps whose error estimate exceeded the tolerance */
  double max_error_ratio; /* largest |error estimate|/tolerance of an rk4 step */
} TlStickSlipSummary;

typedef struct TlStickSlip TlStickSlip;

/* Validate p and allocate the workspace at t = 0, at rest (x = 0, v = 0,
 * state 0).  NULL on failure (err says why). */
TlStickSlip *tl_stickslip_alloc(const TlStickSlipParams *p, TlError *err);
void tl_stickslip_free(TlStickSlip *s);

/* Integrator steps a workspace may take from its reset (rk4: one per
 * sample; rkf45/msbdf: every accepted and rejected step).  A stiff law
 * (LuGre sigma0 = 1e12 N/m) would otherwise make the adaptive integrators
 * creep for minutes: past the cap tl_stickslip_step fails with TL_EMAXITER
 * and a message naming the stiffness.  The default run takes about 23 000. */
#define TL_STICKSLIP_MAX_STEPS 1000000L
/* Set the cap (>= 1; the default is TL_STICKSLIP_MAX_STEPS). */
void tl_stickslip_set_max_steps(TlStickSlip *s, long max_steps);

/* Back to t = 0 at rest with cleared counters (GSL's reset statuses are
 * checked; with a validated dt they cannot fail). */
TlStatus tl_stickslip_reset(TlStickSlip *s);

/* Advance one dt.  On failure (non-finite state, the adaptive integrator
 * stuck) the workspace stays at its last good state and out is untouched. */
TlStatus tl_stickslip_step(TlStickSlip *s, TlStickSlipSample *out, TlError *err);

/* The current sample and the summary so far. */
void tl_stickslip_sample(const TlStickSlip *s, TlStickSlipSample *out);
void tl_stickslip_summary(const TlStickSlip *s, TlStickSlipSummary *out);
const TlStickSlipParams *tl_stickslip_params(const TlStickSlip *s);

/* A whole run: samples owned by the result (free with tl_stickslip_run_free). */
typedef struct {
  size_t n;
  TlStickSlipSample *samples;
  TlStickSlipSummary summary;
} TlStickSlipRun;

/* Let another thread stop tl_stickslip_run: it checks *cancel between output
 * samples and returns TL_ECANCELLED while it is non-zero (NULL: never). */
void tl_stickslip_set_cancel(TlStickSlip *s, const volatile int *cancel);

/* Reset, then step to the duration.  On failure out is untouched. */
TlStatus tl_stickslip_run(TlStickSlip *s, TlStickSlipRun *out, TlError *err);
void tl_stickslip_run_free(TlStickSlipRun *run);

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_STICKSLIP_H */
