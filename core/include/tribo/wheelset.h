/* wheelset.h — a single wheelset on straight track: Klingel's kinematic
 * oscillation and the linear stability of the wheelset held by lateral and
 * yaw springs to a frame that runs at constant speed (docs/theory.md, "The
 * wheelset on the track").
 *
 * Frame and signs: X along the track in the running direction, Y lateral
 * positive to the LEFT, Z up (as tribo/wheelrail.h).  y is the lateral shift
 * of the wheelset's centre, ψ its yaw angle, positive anticlockwise seen from
 * above (the leading side of the axle turning toward +Y).  A shift y > 0
 * puts the left wheel on its larger radius: Δr = r_L − r_R = 2λy.
 *
 * The equations of motion (linear, per wheelset; f₁₁, f₂₂, f₂₃, f₃₃ of ONE
 * wheel, so the axle carries twice each):
 *   m ÿ + 2f₂₂ (ẏ/V − ψ) + s·2f₂₃ ψ̇/V + (k_y + g·k_gy) y = 0
 *   I ψ̈ + 2f₁₁ (e λ y/r₀ + e² ψ̇/V) − s·2f₂₃ (ẏ/V − ψ) + s·2f₃₃ ψ̇/V
 *       + (k_ψ + g·k_gψ) ψ = 0
 * with s, g ∈ {0, 1} the spin and gravity switches and, for conical wheels
 * on knife-edge rails, k_gy = W λ/(e − r₀λ), k_gψ = −W λ (e − r₀λ), W = 2Q
 * the axle load.  The state is (y, ψ, ẏ, ψ̇).  All SI.
 *
 *   TlWsParams p = tl_ws_params_default();
 *   TlWsEigen ev[TL_WS_N_MODES];  tl_ws_eigen(&p, 50.0, ev, &e);
 *   TlWsCritical c;  tl_ws_critical_speed(&p, 0.1, 500.0, &c, &e);
 *   TlWsRunParams rp = tl_ws_run_params_default();  TlWsRun r = {0};
 *   tl_ws_run(&p, NULL, NULL, NULL, p.e, &rp, NULL, &r, &e);  …  tl_ws_run_clear(&r);
 */
#ifndef TRIBO_WHEELSET_H
#define TRIBO_WHEELSET_H

#include "tribo/contact.h"
#include "tribo/polach.h"
#include "tribo/status.h"
#include "tribo/table.h"
#include "tribo/wheelrail.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
  double mass;        /* wheelset mass m [kg]; 1 500 */
  double yaw_inertia; /* yaw moment of inertia I [kg·m²]; 700 */
  double ky;          /* total lateral stiffness of the primary suspension [N/m]; 2 MN/m */
  double kpsi;        /* total yaw stiffness of the primary suspension [N·m/rad]; 10 MN·m/rad */
  double r0;          /* nominal rolling radius [m]; 0.46 */
  double e;           /* half the lateral distance between the contact points [m]; 0.75 */
  double conicity;    /* λ [-]; 0.2 */
  double f11;         /* longitudinal creep coefficient of one wheel G a b C₁₁ [N]; 8 MN */
  double f22;         /* lateral creep coefficient of one wheel G a b C₂₂ [N]; 7 MN */
  double f23;  /* lateral-spin coefficient of one wheel G (ab)^{3/2} C₂₃ [N·m]; 10 kN·m */
  double f33;  /* spin coefficient of one wheel G (ab)² C₃₃ [N·m²]; 10 N·m² */
  double load; /* vertical wheel load Q (axle load W = 2Q) [N]; 80 kN */
  int spin;    /* 1: the f₂₃, f₃₃ spin terms; 0 (default): left out */
  int gravity; /* 1: the gravitational stiffnesses; 0 (default): left out */
} TlWsParams;

TlWsParams tl_ws_params_default(void);
TlStatus tl_ws_params_validate(const TlWsParams *p, TlError *err);

/* Klingel's wavelength of the free conical wheelset, 2π √(r₀ e/λ) [m]. */
double tl_ws_klingel_wavelength(const TlWsParams *p);

/* The gravitational stiffnesses of conical wheels on knife-edge rails,
 * whether or not p->gravity switches them on: lateral [N/m] and yaw
 * [N·m/rad] (negative: it turns the wheelset further). */
void tl_ws_gravity_stiffness(const TlWsParams *p, double *kgy, double *kgpsi);

/* Kalker's creep coefficients of one wheel from its Hertz patch: semi-axes
 * a (rolling direction) and b (lateral) [m], combined shear modulus G [Pa]
 * and Poisson ratio ν: f₁₁ = G a b C₁₁, f₂₂ = G a b C₂₂,
 * f₂₃ = G (ab)^{3/2} C₂₃, f₃₃ = G (ab)² C₃₃, into p's four fields. */
TlStatus tl_ws_creep_from_patch(double shear_modulus, double poisson, double a, double b,
                                TlWsParams *p, TlError *err);

/* The creep coefficients of the centred wheelset (y = 0) on a profile pair:
 * Kalker's linear theory (tl_ws_creep_from_patch) on the Hertz patch of
 * every contact point of the left wheel under the wheel load `load` [N],
 * each point under its share, summed over the points.  TL_ERANGE when a
 * point has no Hertz patch or there is none. */
typedef struct {
  int n;                                          /* contact points */
  double a[TL_WR_MAX_POINTS], b[TL_WR_MAX_POINTS]; /* their semi-axes [m] */
  double load[TL_WR_MAX_POINTS];                  /* their normal forces [N] */
  double shear_modulus, poisson;                  /* combined G [Pa] and ν */
  double f11, f22, f23, f33;                      /* the sums (units of TlWsParams) */
} TlWsCentredCreep;
TlStatus tl_ws_creep_centred(const TlWheelrail *wr, const TlMaterial *wheel,
                             const TlMaterial *rail, double load, TlWsCentredCreep *out,
                             TlError *err);

/* The state matrix A (row-major 4 × 4) of ẋ = A x, x = (y, ψ, ẏ, ψ̇), at
 * speed V (TL_RANGE_WS_SPEED_MIN … _MAX of tribo/ranges.h: 1 mm/s … 10 km/s). */
#define TL_WS_N_STATES 4
TlStatus tl_ws_state_matrix(const TlWsParams *p, double speed, double a[16], TlError *err);

/* One eigenvalue s = re + i·im of the state matrix. */
typedef struct {
  double re;            /* [1/s] */
  double im;            /* [rad/s] */
  double freq_hz;       /* |im|/(2π) */
  double damping_ratio; /* −re/|s| */
} TlWsEigen;

#define TL_WS_N_MODES 4
/* The four eigenvalues at speed V, ordered by decreasing imaginary part
 * (a complex pair: +im first, its conjugate last), ties by decreasing real
 * part. */
TlStatus tl_ws_eigen(const TlWsParams *p, double speed, TlWsEigen out[TL_WS_N_MODES], TlError *err);
/* The largest real part of the four (the least damped mode) [1/s]. */
TlStatus tl_ws_max_real(const TlWsParams *p, double speed, double *re, TlError *err);

typedef enum {
  TL_WS_CRITICAL_FOUND,    /* stable below speed, unstable just above */
  TL_WS_CRITICAL_NONE,     /* stable over the whole range searched */
  TL_WS_CRITICAL_BELOW_MIN /* unstable already at the lowest speed searched */
} TlWsCriticalKind;

typedef struct {
  TlWsCriticalKind kind;
  double speed;      /* V_crit [m/s] (FOUND); 0 for BELOW_MIN; NaN for NONE */
  double freq_hz;    /* frequency of the mode that turns unstable (FOUND) [Hz]; else NaN */
  double wavelength; /* V_crit / freq_hz [m] (FOUND); else NaN */
  int scanned;       /* speeds looked at, scan and bisection */
} TlWsCritical;

/* The lowest speed in [v_min, v_max] (within the speed range) at which the least
 * damped real part turns positive: a scan over TL_WS_CRITICAL_SCAN speeds
 * spaced geometrically brackets the first sign change, bisection narrows it
 * to TL_WS_CRITICAL_REL_TOL of the speed. */
#define TL_WS_CRITICAL_SCAN 400
#define TL_WS_CRITICAL_REL_TOL 1e-9
TlStatus tl_ws_critical_speed(const TlWsParams *p, double v_min, double v_max, TlWsCritical *out,
                              TlError *err);

/* ---- kinematic oscillation ------------------------------------------------- */

/* Δr(y) [m] of a wheelset at lateral shift y [m]; odd in y. */
typedef double (*TlWsRadiusDiff)(double y, void *data);

/* The wavelength [m] of the kinematic oscillation y'' = −Δr(y)/(2 e r₀)
 * (' = d/dx) started from rest at amplitude ŷ > 0: GSL's rk8pd stepper from
 * y = ŷ to the first crossing of y = 0, located by bisection to 1e-12 of the
 * wavelength, times four (Δr odd makes the four quarters equal).
 * TL_ERANGE when the path does not return to y = 0 within 100 Klingel
 * wavelengths of the secant conicity (Δr not restoring). */
TlStatus tl_ws_kinematic_wavelength(TlWsRadiusDiff dr, void *data, double e, double r0,
                                    double amplitude, double *wavelength, TlError *err);

/* ---- time integration ----------------------------------------------------- */

/* A run of the same wheelset in time: the equations of motion above with the
 * creep forces of Kalker's linear theory or a saturating model (TlWsCreep
 * below), integrated by GSL's rk8pd driver (rkf45 for FASTSIM) from a
 * lateral shift at rest, at a speed that runs linearly from v_start
 * to v_end over the duration (equal: constant).  With dr given, the
 * steering moment takes the rolling-radius difference Δr(y) of a profile
 * pair instead of the cones' 2λy (then gravity must be off: the profiles'
 * contact angles are not modelled).  The forward position x = ∫V dt. */
typedef struct {
  double duration; /* [s]; 2 */
  double dt;       /* output interval [s]; 1 ms */
  double y0;       /* lateral shift at t = 0, at rest [m]; 1 mm */
  double v_start;  /* speed at t = 0 [m/s]; 50 */
  double v_end;    /* speed at t = duration [m/s]; 50 */
  double flange_clearance; /* flangeway clearance δ: the flange touches the rail at |y| = δ [m];
                              0 (default): no flange */
  double flange_stiffness; /* lateral stiffness k_f of the flange contact beyond δ [N/m];
                              TL_WS_FLANGE_STIFFNESS */
  /* The profiles' normal forces (NULL, the default: none): their lateral
   * resultant on the wheelset at shift y [N], −N_L sin γ_L + N_R sin γ_R with
   * the real contact angles — the gravitational stiffness of the profiles
   * and, where γ leaps to the flange's, the flange itself (the study's
   * contact_angles).  Added to the lateral forces and reported in ff. */
  double (*contact_force)(double y, void *data);
  void *contact_data;
} TlWsRunParams;

/* The default flange stiffness [N/m]: the lateral stiffness k_n sin²γ of the
 * Hertz contact (k_n = dN/dδ = 3N/(2δ), Johnson 1985 §4.2) of an S1002 flange
 * on a 60E1 rail where the contact has just leapt to the flange, under the
 * default wheel load (γ ≈ 70°, N = Q/cos γ); the rail taken as rigid, so the
 * stiffest flange (a softer track: give k_f).  docs/theory.md §13.8;
 * tests/test-claims-wheelset.c computes it again. */
#define TL_WS_FLANGE_STIFFNESS 1.5e9

/* The flange: beyond the clearance a lateral force −k_f (|y| − δ) sign y
 * pushes the wheelset back (the flange contact as one stiff spring, the
 * flange's own geometry left out); tl_ws_flange_force. */
double tl_ws_flange_force(const TlWsRunParams *rp, double y);

/* The creep forces of a run: Kalker's linear theory with the coefficients of
 * TlWsParams, or on each Hertz patch of a wheel (both wheels alike) Polach's
 * closed form (tribo/polach.h), FASTSIM on the patch's grid with its μ and
 * its bound (tribo/fastsim.h), or a creep-force table (tribo/table.h) read
 * at the patch's a/b, ν, μ and creepages, summed over the patches.  The
 * creepages are the linear model's; with the spin switch on Polach, FASTSIM
 * and the table get the spin ψ̇/V, and their spin moments are left out (f₃₃
 * plays no part).  A table must hold every patch's a/b and ν (else the run
 * is refused); creepages beyond its edges are taken at the edge and the
 * output samples where that happened counted (TlWsRun.clamped). */
typedef enum {
  TL_WS_CREEP_LINEAR,
  TL_WS_CREEP_POLACH,
  TL_WS_CREEP_FASTSIM,
  TL_WS_CREEP_TABLE
} TlWsCreepModel;

/* "linear", "polach", "fastsim", "table" */
const char *tl_ws_creep_model_name(TlWsCreepModel m);
/* "linear", "polach", "fastsim" or "table"; others TL_EINVAL. */
TlStatus tl_ws_creep_model_from_name(const char *name, TlWsCreepModel *out, TlError *err);

#define TL_WS_MAX_PATCHES 6
typedef struct {
  TlWsCreepModel model;
  int n_patches;                            /* Polach: the patches of one wheel, 1 … */
  TlContactParams patch[TL_WS_MAX_PATCHES]; /* each a Hertz case given by its semi-axes at its
                                               normal load, with the two materials (FASTSIM:
                                               also its μ and grid mx × my) */
  TlPolachParams polach;                    /* Polach's parameters (dry rail by default) */
  const TlTable *table;                     /* TL_WS_CREEP_TABLE: the table (borrowed) */
  TlTableInterp interp;                     /* and how it is read */
} TlWsCreep;

/* At most this many output samples in a run. */
#define TL_WS_RUN_MAX_SAMPLES 1000000

TlWsRunParams tl_ws_run_params_default(void);
TlStatus tl_ws_run_params_validate(const TlWsRunParams *rp, TlError *err);

typedef struct {
  int n;             /* samples, t = 0, dt, 2 dt, …, duration */
  double *t, *x, *v; /* time [s], distance run [m], speed [m/s] */
  double *y, *psi;   /* lateral shift [m], yaw [rad] */
  double *fy;        /* lateral creep force on the wheelset, both wheels [N] */
  double *ff;        /* lateral force of the flange spring and of the profiles' normal forces
                        (contact_force) on the wheelset [N] (0 without either) */
  int stopped;       /* 1: the run ended early, its last |y| past TL_WS_RUN_MAX_SHIFT */
  /* The energy check (docs/theory.md §13.7): the power the creep forces
   * dissipate, V Σ (Fₓcₓ + F_yc_y + M_zφ) over both wheels' patches with the
   * forces on the rail and each wheel's creepages [W], and the patches'
   * local frictional power Σ |τ| w ΔA (tribo/wear.h) [W], FASTSIM only (NaN
   * for the models without a slip field).  Both at each sample's state. */
  double *creep_power, *frictional_power;
  int clamped;       /* table creep forces: samples with a creepage beyond the table's edge */
} TlWsRun;

/* An unstable linear wheelset grows without bound: a run stops at the first
 * sample whose |y| exceeds this [m] (its last sample), long after a real
 * wheelset's flange would have taken over. */
#define TL_WS_RUN_MAX_SHIFT 0.1

/* Run p from rp with the creep forces of creep (NULL: linear), on cones of
 * p->conicity (dr NULL) or on Δr(y) with e the pair's e0 in place of p->e.  *cancel (may be NULL)
 * is read at every output sample: while it is non-zero the run stops with TL_ECANCELLED.  On
 * failure *out is left as it was; free a result with tl_ws_run_clear. */
TlStatus tl_ws_run(const TlWsParams *p, const TlWsCreep *creep, TlWsRadiusDiff dr, void *dr_data,
                   double e, const TlWsRunParams *rp, const volatile int *cancel, TlWsRun *out,
                   TlError *err);
void tl_ws_run_clear(TlWsRun *r);

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_WHEELSET_H */
