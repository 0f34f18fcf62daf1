/* rolling.h — rolling resistance between two spheres: the "sds"
 * spring–dashpot–slider pseudo-force as LAMMPS's `pair_style granular …
 * rolling sds` computes it (docs/theory.md §9 rolling sds), a two-sphere demo that integrates
 * the spin of one sphere, and a replay of prescribed contact kinematics.
 *
 * Vectors are double[3] in one fixed Cartesian frame.  The contact normal n is
 * a unit vector pointing from sphere j to sphere i.  SI throughout: m, N, s,
 * rad, kg.
 *
 * Per step of a contact (docs/theory.md §9 rolling sds, following the LAMMPS code):
 *   v_roll = R_eff (ω_i − ω_j) × n
 *   ξ → projected onto the plane ⟂ n and rescaled to its old length, only
 *       when k_roll |ξ·n| > TL_ROLLING_FRAME_EPS μ_roll F_n0
 *   ξ += v_roll Δt,  F₀ = −k_roll ξ − γ_roll v_roll
 *   |F₀| > μ_roll F_n0:  F = μ_roll F_n0 F₀/|F₀|, ξ = −(F + γ_roll v_roll)/k_roll
 *                        (but F = 0, ξ unchanged, when |ξ| = 0 at that point)
 *   τ_i = R_eff n × F,  τ_j = −τ_i,  no translational force. */
#ifndef TRIBO_ROLLING_H
#define TRIBO_ROLLING_H

#include <stddef.h>

#include "tribo/status.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- the model ------------------------------------------------------------ */

typedef struct {
  double k_roll;     /* rolling spring stiffness [N/m], > 0 */
  double gamma_roll; /* rolling dashpot coefficient [N·s/m], ≥ 0 */
  double mu_roll;    /* rolling friction coefficient [-], ≥ 0 */
} TlRollingParams;

/* docs/theory.md §10 parameters: k_roll = 10⁴ N/m, γ_roll = 10 N·s/m, μ_roll = 0.05. */
TlRollingParams tl_rolling_params_default(void);
TlStatus tl_rolling_params_validate(const TlRollingParams *p, TlError *err);

/* R_eff = R_i R_j / (R_i + R_j); radius_j = INFINITY (a flat wall) gives R_i.
 * Both radii must be positive; *r_eff is untouched on failure. */
TlStatus tl_rolling_effective_radius(double radius_i, double radius_j, double *r_eff,
                                     TlError *err);

/* The history is carried into the new tangent plane only when
 * k_roll |ξ·n| exceeds this fraction of μ_roll F_n0. */
#define TL_ROLLING_FRAME_EPS 1e-10

/* Same numbering as the contact-grid states (traction.h): 1 stick, 2 slip. */
typedef enum {
  TL_ROLLING_STICK = 1, /* spring–dashpot: |F₀| ≤ μ_roll F_n0 */
  TL_ROLLING_SLIP = 2   /* slider: |F| = μ_roll F_n0 (or the zero-history branch) */
} TlRollingState;

/* The per-contact state.  Zero history when the contact forms. */
typedef struct {
  double r_eff; /* effective radius [m] */
  double xi[3]; /* rolling history ξ [m] */
} TlRollingContact;

TlStatus tl_rolling_contact_init(TlRollingContact *c, double radius_i, double radius_j,
                                 TlError *err);
/* Forget the history (a new contact between the same pair). */
void tl_rolling_contact_reset(TlRollingContact *c);

/* What the model needs from the particle simulation in one step. */
typedef struct {
  double normal[3];  /* unit normal n from j to i [-] */
  double omega_i[3]; /* angular velocity of i [rad/s] */
  double omega_j[3]; /* angular velocity of j [rad/s] */
  double fn0;        /* F_n0 = |elastic + damping normal force| [N], ≥ 0 */
} TlRollingKinematics;

/* How far |n| may be from 1. */
#define TL_ROLLING_NORMAL_TOL 1e-6

/* Finite values, |n| within TL_ROLLING_NORMAL_TOL of 1, F_n0 ≥ 0. */
TlStatus tl_rolling_kinematics_validate(const TlRollingKinematics *k, TlError *err);

typedef struct {
  double v_roll[3];   /* rolling velocity R_eff (ω_i − ω_j) × n [m/s] */
  double force[3];    /* pseudo-force F [N] (acts on no particle) */
  double torque_i[3]; /* R_eff n × F [N·m] */
  double torque_j[3]; /* −torque_i [N·m] */
  TlRollingState state;
} TlRollingOutput;

/* Advance the contact by one step of length dt.  The caller has validated p
 * and k (a programmer error otherwise; asserted in debug builds); dt ≥ 0. */
void tl_rolling_step(TlRollingContact *c, const TlRollingParams *p, const TlRollingKinematics *k,
                     double dt, TlRollingOutput *out);

/* ---- the two-sphere demo --------------------------------------------------- */

/* Sphere i sits on j with its centre held fixed (so the overlap, and with it
 * F_n0, is constant: the normal damping force vanishes) and spins about an
 * axis ⟂ n.  Frame: n = +x, ω₀ along +z, rolling direction +y. */
typedef enum {
  TL_ROLLING_PARTNER_SPHERE, /* a fixed sphere of radius radius_j */
  TL_ROLLING_PARTNER_WALL    /* a fixed flat wall: R_eff = radius_i */
} TlRollingPartner;

typedef enum {
  TL_ROLLING_NORMAL_CONSTANT, /* F_n0 = normal_load */
  TL_ROLLING_NORMAL_HOOKE,    /* F_n0 = k_n δ */
  TL_ROLLING_NORMAL_HERTZ     /* F_n0 = (4/3) E* √R_eff δ^(3/2) */
} TlRollingNormalModel;

typedef struct {
  TlRollingParams model;
  TlRollingPartner partner;
  double radius_i;        /* spinning sphere [m], > 0 */
  double radius_j;        /* fixed sphere [m], > 0 (SPHERE only) */
  double density;         /* of sphere i [kg/m³], > 0 */
  double omega0;          /* initial spin of i [rad/s], finite (sign = sense) */
  TlRollingNormalModel normal_model;
  double normal_load;     /* F_n0 [N], ≥ 0 (CONSTANT) */
  double hooke_stiffness; /* k_n [N/m], > 0 (HOOKE) */
  double hertz_modulus;   /* E* [Pa], > 0 (HERTZ) */
  double overlap;         /* δ [m], ≥ 0 (HOOKE, HERTZ) */
  double dt;              /* time step [s], > 0 */
  double duration;        /* simulated time [s], > 0; at most TL_ROLLING_DEMO_MAX_STEPS steps */
} TlRollingDemoParams;

#define TL_ROLLING_DEMO_MAX_STEPS 10000000L

/* docs/theory.md §9 rolling sds: two steel spheres (ρ = 7850 kg/m³) of R = 10 mm, constant
 * F_n0 = 10 N, ω₀ = 50 rad/s, the model defaults; Δt = 10 µs for 60 ms.
 * Hooke k_n = 10⁷ N/m, Hertz E* = 113.9 GPa (steel on steel), δ = 1 µm are
 * preset for when normal_model is switched. */
TlRollingDemoParams tl_rolling_demo_params_default(void);
TlStatus tl_rolling_demo_params_validate(const TlRollingDemoParams *p, TlError *err);

/* The normal models' names, in enum order and NULL-terminated: "constant",
 * "hooke", "hertz" (presets' [rolling] normal, tribolab-cli rolling --normal,
 * tribolab.rolling(normal=)). */
extern const char *const tl_rolling_normal_model_names[];
const char *tl_rolling_normal_model_name(TlRollingNormalModel m);
/* One of those names; others TL_EINVAL naming the three. */
TlStatus tl_rolling_normal_model_from_name(const char *name, TlRollingNormalModel *out,
                                           TlError *err);

/* The closed forms of docs/theory.md §9 rolling sds for a case. */
typedef struct {
  double r_eff;         /* [m] */
  double mass;          /* ρ (4/3) π R_i³ [kg] */
  double inertia;       /* (2/5) m R_i² [kg·m²] */
  double normal_load;   /* F_n0 [N] */
  double torque_limit;  /* R_eff μ_roll F_n0 [N·m] */
  double deceleration;  /* α = R_eff μ_roll F_n0 / I [rad/s²] */
  double stop_time;     /* |ω₀| / α [s]: the slide alone, without the elastic end */
  double omega_n;       /* R_eff √(k_roll / I) [rad/s] */
  double damping_ratio; /* ζ = γ_roll R_eff / (2 √(k_roll I)) [-] */
  double omega_d;       /* ω_n √(1 − ζ²) [rad/s]; 0 when ζ ≥ 1 */
  /* The slider lets go slightly before ω = 0, at ω_s = γ_roll α / k_roll, when the
   * dashpot force falls faster than the spring force grows; the spin then ends
   * as a damped oscillator (m_e u'' + γ u' + k u = 0, u = R_eff ω, m_e = I/R_eff²)
   * from u = R_eff ω_s, u' = −R_eff α.  NaN when that does not apply (ζ ≥ 1, or
   * no slide because ω_s ≥ |ω₀|). */
  double release_omega; /* ω_s [rad/s] */
  double stop_time_elastic; /* the first zero of ω including that elastic end [s] */
  double spring_back;   /* ξ at that zero / R_eff: the angle the sphere turns back [rad] */
  long n_steps;         /* round(duration / dt) */
} TlRollingDemoPrediction;

TlStatus tl_rolling_demo_predict(const TlRollingDemoParams *p, TlRollingDemoPrediction *out,
                                 TlError *err);

typedef struct {
  double t;      /* [s] */
  double omega;  /* spin of i about the initial axis ẑ [rad/s] */
  double angle;  /* rotation of i about ẑ since t = 0 [rad] */
  double torque; /* τ_i,z: rolling-resistance torque on i [N·m] */
  double xi;     /* ξ_y: history along the rolling direction [m] */
  TlRollingState state;
} TlRollingDemoSample;

/* A running demo (caller-owned, no heap). */
typedef struct {
  TlRollingDemoParams params;
  TlRollingDemoPrediction pred;
  TlRollingContact contact;
  TlRollingKinematics kin; /* n = +x, ω_j = 0, F_n0; omega_i integrated */
  long step;               /* steps taken */
  TlRollingDemoSample now; /* the state after the last step */
} TlRollingDemo;

TlStatus tl_rolling_demo_init(TlRollingDemo *d, const TlRollingDemoParams *p, TlError *err);
/* Back to t = 0: ω = ω₀, ξ = 0. */
void tl_rolling_demo_reset(TlRollingDemo *d);
/* One step: torque from the current spin, then ω += τ Δt / I (semi-implicit
 * Euler); the sample reports t, ω and angle after the step and the torque
 * that acted during it. */
void tl_rolling_demo_step(TlRollingDemo *d, TlRollingDemoSample *out);

/* The whole run: n_steps + 1 samples (the first at t = 0 with τ = 0, ξ = 0),
 * malloc'ed into *samples (free()).  Outputs untouched on failure. */
TlStatus tl_rolling_demo_run(const TlRollingDemoParams *p, TlRollingDemoSample **samples,
                             size_t *n, TlError *err);

/* What is read off a run (the window's figure and `rolling --summary`),
 * folded in step by step so that a caller need not keep every sample. */
typedef struct {
  double stop_time; /* the first zero of ω, linear between the two steps around it [s];
                       NaN while ω keeps its initial sign */
  double xi_max;    /* the largest |ξ| so far [m] */
  TlRollingDemoSample last; /* the last sample folded in */
  long n;                   /* samples folded in */
} TlRollingDemoSummary;

/* Start from the first sample (t = 0). */
void tl_rolling_demo_summary_start(TlRollingDemoSummary *s, const TlRollingDemoSample *first);
/* Fold in the sample of the next step. */
void tl_rolling_demo_summary_add(TlRollingDemoSummary *s, const TlRollingDemoSample *next);
/* The summary of a whole run (n ≥ 1 samples as tl_rolling_demo_run gives). */
void tl_rolling_demo_summarise(const TlRollingDemoSample *samples, size_t n,
                               TlRollingDemoSummary *out);

/* ---- replay of prescribed kinematics -------------------------------------- */

typedef struct {
  double t; /* [s] */
  TlRollingKinematics kin;
} TlRollingReplayRow;

typedef struct {
  size_t n;
  TlRollingReplayRow *rows;
} TlRollingReplay;

/* The columns a replay file must name in its header (any order; other
 * columns are ignored). */
#define TL_ROLLING_REPLAY_COLUMNS "t,nx,ny,nz,wix,wiy,wiz,wjx,wjy,wjz,fn0"

/* Parse CSV text: a header line, then one row per step.  Blank lines and
 * lines starting with '#' are skipped.  Every row must have the header's
 * number of finite numeric fields, a unit normal (TL_ROLLING_NORMAL_TOL),
 * F_n0 ≥ 0 and strictly increasing t.  Errors are TL_EFORMAT with
 * "NAME:LINE: what" (name: the file name used in messages).  *out is
 * untouched on failure. */
TlStatus tl_rolling_replay_parse(const char *text, size_t length, const char *name,
                                 TlRollingReplay *out, TlError *err);
/* Read and parse a file (TL_EIO if it cannot be read). */
TlStatus tl_rolling_replay_load(const char *path, TlRollingReplay *out, TlError *err);
void tl_rolling_replay_free(TlRollingReplay *r);

typedef struct {
  double t;           /* the row's time [s] */
  double force[3];    /* pseudo-force after the row's step [N] */
  double torque_i[3]; /* [N·m] */
  double torque_j[3]; /* [N·m] */
  TlRollingState state;
} TlRollingReplayOutput;

/* Drive one contact (history zero at the first row) through the rows.  The
 * step is dt when dt > 0; with dt = 0 it is taken from the t column: row k ≥ 1
 * uses t_k − t_(k−1), row 0 the same step as row 1 (a one-row replay then
 * needs dt > 0).  out holds r->n entries. */
TlStatus tl_rolling_replay_run(const TlRollingReplay *r, const TlRollingParams *p,
                               double radius_i, double radius_j, double dt,
                               TlRollingReplayOutput *out, TlError *err);

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_ROLLING_H */
