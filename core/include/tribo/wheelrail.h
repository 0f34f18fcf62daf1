/* wheelrail.h — a wheelset on track: placement of profiles, rigid contact
 * search under a lateral shift, rolling-radius difference, equivalent
 * conicity and the normal contact at every contact point
 * (docs/theory-wheel-rail.md §W4–§W6).
 *
 * Track frame: X along the track, Y lateral positive to the LEFT (looking in
 * +X), Z up; origin on the centre line in the plane of the tops of the rails.
 * Lateral shift y > 0 moves the wheelset toward the left rail; Δr = r_L − r_R;
 * roll φ > 0 lifts the left wheel; yaw is zero.  Contact angle γ > 0 when the
 * contact normal (rail → wheel) leans toward the track centre.  All SI.
 *
 *   TlProfile *w, *r;  tl_profile_s1002(&w, &e);  tl_profile_60e1(&r, &e);
 *   TlWheelsetParams p = tl_wheelset_params_default();
 *   TlWheelrail *wr;  tl_wheelrail_alloc(&p, w, r, &wr, &e);
 *   TlWrContact c;  tl_wheelrail_contact(wr, 0.004, &c, &e);
 *   tl_wheelrail_free(wr);  (then the profiles, which wr only borrows)
 */
#ifndef TRIBO_WHEELRAIL_H
#define TRIBO_WHEELRAIL_H

#include "tribo/hertz.h"
#include "tribo/profile.h"
#include "tribo/status.h"
#include "tribo/traction-field.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
  double gauge;         /* track gauge G between the gauge faces 14 mm below TOR [m]; 1.435 */
  double flange_back;   /* flange-back (back-to-back) spacing [m]; 1.360 */
  double r0;            /* nominal rolling radius at the taping line [m]; 0.46 */
  double inclination;   /* rail inclination β [rad], head leaning inward; atan(1/40) */
  int roll;             /* 1: roll angle from both wheels touching; 0: roll off (φ = 0) */
  double search_step;   /* vertical-gap grid step of the contact search [m]; 0.02 mm */
  double second_tol;    /* a gap minimum within this of the lowest is a second point [m]; 0.01 mm */
} TlWheelsetParams;

TlWheelsetParams tl_wheelset_params_default(void);
TlStatus tl_wheelset_params_validate(const TlWheelsetParams *p, TlError *err);

/* Gauge measuring depth below the top of rail [m] (EN 13848). */
#define TL_WR_GAUGE_DEPTH 0.014
/* Gap minima kept as candidate contact points (for the load split) [m]. */
#define TL_WR_CANDIDATE_GAP 0.5e-3
#define TL_WR_MAX_POINTS 6

enum { TL_WR_LEFT = 0, TL_WR_RIGHT = 1 };

enum {
  TL_WR_POINT_ON_BREAK = 1u << 0, /* the gap minimum sits on a profile break point where the
                                     slopes do not match: a profile artefact */
  TL_WR_POINT_SECOND = 1u << 1    /* a second contact point (gap within second_tol) */
};

typedef struct {
  double Y, Z;        /* contact point in the track frame [m] */
  double s;           /* wheel profile coordinate (from the taping line) [m] */
  double y_rail;      /* rail profile coordinate [m] */
  double gamma;       /* contact angle [rad] */
  double r;           /* rolling radius r0 − z_wheel(s) [m] */
  double gap;         /* vertical gap above the lowest minimum of this wheel [m] (0: primary) */
  double kappa_wheel; /* lateral curvatures, > 0 convex toward the other body [1/m] */
  double kappa_rail;
  unsigned flags;     /* TL_WR_POINT_* */
} TlWrPoint;

typedef struct {
  int n;                          /* candidates, by increasing gap; pt[0] is the contact */
  TlWrPoint pt[TL_WR_MAX_POINTS]; /* including minima up to TL_WR_CANDIDATE_GAP higher */
  int n_contact;                  /* how many of them are contact points (gap ≤ second_tol) */
  double min_gap;                 /* lowest vertical gap with the final roll and axle height [m]
                                     (0 for a touching wheel; > 0 for the lifted one when roll is
                                     off) */
} TlWrWheel;

typedef struct {
  double y;             /* lateral shift [m] */
  double roll;          /* φ [rad] */
  double axle_height;   /* z_a above TOR [m] */
  double axle_rise;     /* z_a(y) − z_a(0) [m] */
  double dr;            /* r_L − r_R of the primary points [m] */
  TlWrWheel wheel[2];   /* TL_WR_LEFT, TL_WR_RIGHT */
} TlWrContact;

/* Placement of the rails (both mirror images) in the track frame. */
typedef struct {
  double rail_y, rail_z;   /* profile origin of the left rail (Y_R, Z_R) [m] */
  double tor_y_rail;       /* profile coordinate of the highest (TOR) point [m] */
  double gauge_y_rail;     /* profile coordinate of the gauge point [m] */
  double taping_line;      /* Y of the left taping line at y = 0: flange_back/2 + 70 mm [m] */
  double e0;               /* half the distance between the contact points at y = 0 [m] */
  double axle_height0;     /* z_a at y = 0 [m] */
} TlWrPlacement;

typedef struct TlWheelrail TlWheelrail;

/* The same wheel profile on both wheels, the same rail profile on both rails
 * (the right ones mirrored).  The profiles are borrowed: they must outlive
 * the workspace. */
TlStatus tl_wheelrail_alloc(const TlWheelsetParams *p, const TlProfile *wheel,
                            const TlProfile *rail, TlWheelrail **out, TlError *err);
void tl_wheelrail_free(TlWheelrail *wr);

const TlWrPlacement *tl_wheelrail_placement(const TlWheelrail *wr);
const TlWheelsetParams *tl_wheelrail_params(const TlWheelrail *wr);
const TlProfile *tl_wheelrail_wheel_profile(const TlWheelrail *wr);
const TlProfile *tl_wheelrail_rail_profile(const TlWheelrail *wr);

/* Rigid contact at lateral shift y (|y| ≤ 20 mm).  TL_ERANGE when a wheel
 * finds no gap minimum on the usable profiles (derailed). */
TlStatus tl_wheelrail_contact(const TlWheelrail *wr, double y, TlWrContact *out, TlError *err);

/* Track-frame (Y, Z) of wheel profile point s (the wheel at the contact's
 * shift, roll and axle height) and of any point (y_rail, z_rail) of a rail's
 * profile frame (for drawing outlines too). */
void tl_wheelrail_wheel_point(const TlWheelrail *wr, const TlWrContact *c, int side, double s,
                              double *Y, double *Z);
void tl_wheelrail_rail_point(const TlWheelrail *wr, int side, double y_rail, double z_rail,
                             double *Y, double *Z);

/* ---- Δr(y) and equivalent conicity ------------------------------------------ */

/* Δr and the primary contacts tabulated on y = 0 … y_max at `step`, with each
 * jump of the contact located by bisection (to 2e-9 m) and stored as a
 * double point (same y, the values either side).  The wheelset is symmetric,
 * so Δr(−y) = −Δr(y). */
typedef struct {
  int n;
  double *y, *dr, *roll, *s_left, *s_right; /* n each */
  double *gamma_left, *gamma_right;         /* n each: the primary points' contact angles [rad] */
  int n_jumps;
  double *jump_y;                           /* n_jumps */
} TlWrTable;

TlStatus tl_wheelrail_table(const TlWheelrail *wr, double y_max, double step, TlWrTable *out,
                            TlError *err);
/* The same table, which another thread may stop: *cancel is read before
 * every contact search (a few hundred of them, seconds in all), and while it
 * is non-zero the call returns TL_ECANCELLED with *out untouched.  A flag
 * that stays zero (or NULL) gives exactly tl_wheelrail_table's result. */
TlStatus tl_wheelrail_table_cancellable(const TlWheelrail *wr, double y_max, double step,
                                        const volatile int *cancel, TlWrTable *out,
                                        TlError *err);
void tl_wr_table_clear(TlWrTable *t);
/* Δr at y by linear interpolation (odd continuation for y < 0; the value
 * right of a jump at the jump itself). */
double tl_wr_table_dr(const TlWrTable *t, double y);

typedef struct {
  double amplitude;   /* ŷ [m] */
  double secant;      /* Δr(ŷ)/(2ŷ) */
  double harmonic;    /* describing function (harmonic linearisation) */
  double integration; /* from the wavelength of the kinematic oscillation (Klingel) */
  double wavelength;  /* L [m] of that oscillation */
} TlWrConicity;

/* tan γ_e at amplitude ŷ from a table reaching at least ŷ.  e0, r0 as in
 * TlWrPlacement / TlWheelsetParams (they cancel in tan γ_e; L depends on
 * them).  TL_ERANGE for ŷ beyond the table. */
TlStatus tl_wr_conicity(const TlWrTable *t, double amplitude, double e0, double r0,
                        TlWrConicity *out, TlError *err);

/* ---- normal contact at the contact points --------------------------------------- */

typedef enum {
  TL_WR_NORMAL_HERTZ,  /* Hertz from the local curvatures */
  TL_WR_NORMAL_APPROX, /* Kik–Piotrowski virtual penetration */
  TL_WR_NORMAL_EXACT   /* half-space boundary elements on the profile gap */
} TlWrNormalMethod;

const char *tl_wr_normal_method_name(TlWrNormalMethod m); /* "hertz", "approx", "exact" */
TlStatus tl_wr_normal_method_from_name(const char *name, TlWrNormalMethod *out, TlError *err);

typedef struct {
  TlMaterial wheel, rail; /* both steel E = 210 GPa, ν = 0.28 by default */
  double load;            /* vertical wheel load Q [N]; 100 kN */
  TlWrNormalMethod method;
  double cell;            /* grid cell of the exact and approximate methods [m]; 0.2 mm */
  double kp_epsilon;      /* Kik–Piotrowski ε = virtual/true penetration; 0.55 */
} TlWrNormalParams;

TlWrNormalParams tl_wr_normal_params_default(void);
TlStatus tl_wr_normal_params_validate(const TlWrNormalParams *p, TlError *err);

enum {
  TL_WR_PATCH_NONHERTZ = 1u << 0, /* curvature changes within the patch (e_H > 0.1) or a second
                                     gap minimum lies within 1.5 b */
  TL_WR_PATCH_HERTZ_FAILS = 1u << 1, /* B ≤ 0 or a degenerate ellipse: Hertz not applicable */
  TL_WR_PATCH_MERGED = 1u << 2       /* this patch also covers other gap minima */
};

typedef struct {
  int side, point;      /* wheel and index of the contact point in TlWrWheel.pt */
  double normal_force;  /* N along the contact normal [N] */
  double gamma;         /* contact angle [rad] */
  /* Hertz from the local curvatures (valid when hertz_ok) */
  int hertz_ok;
  double a, b;          /* semi-axes along x and η [m] */
  double p0;            /* Hertz peak pressure [Pa] */
  double hertz_approach;/* [m] */
  double e_h;           /* max |h_prf − Bη²| / δ over |η| ≤ 1.5 b */
  /* the method's solution */
  TlWrNormalMethod method;
  double approach;      /* δ [m] */
  double p_max;         /* [Pa] */
  double area;          /* [m²] */
  double eta_min, eta_max; /* lateral extent of the contact [m] (η toward the field side) */
  double x_max;         /* half-length along x [m] */
  unsigned flags;       /* TL_WR_PATCH_* */
  /* pressure map (exact and approx), mx × my cells of size cell, cell (i, j)
   * at j·mx + i with centre x = x0 + (i + ½) cell, η = eta0 + (j + ½) cell */
  int mx, my;
  double cell, x0, eta0;
  double *pressure;     /* [Pa]; NULL for Hertz */
} TlWrPatch;

typedef struct {
  double delta_v;             /* vertical approach of the wheel in the load balance [m] */
  double lateral;             /* Σ N sin γ: lateral force on the wheel toward the centre [N] */
  int n;                      /* patches */
  TlWrPatch patch[TL_WR_MAX_POINTS];
} TlWrNormal;

/* Normal contact of one wheel: the load Q is split between the contact
 * candidates by the vertical balance Σ N_i cos γ_i = Q (Hertz stiffness per
 * point; the Kik–Piotrowski one where Hertz fails); minima closer than 2 mm
 * (their interpenetration regions) form one patch; each patch is then solved
 * by the chosen method under its share.  Free with tl_wr_normal_clear. */
TlStatus tl_wheelrail_normal(const TlWheelrail *wr, const TlWrContact *c, int side,
                             const TlWrNormalParams *np, TlWrNormal *out, TlError *err);
void tl_wr_normal_clear(TlWrNormal *n);

/* Hertz at one contact point under normal force N (curvatures from the
 * profiles, R_x = r/cos γ).  TL_ERANGE where Hertz does not apply (B ≤ 0). */
TlStatus tl_wheelrail_hertz(const TlWheelrail *wr, const TlWrContact *c, int side, int point,
                            const TlMaterial *wheel, const TlMaterial *rail, double normal_force,
                            TlHertzResult *out, TlError *err);

/* The undeformed profile gap h_prf(η) ≥ 0 across a contact point (η along the
 * common tangent, toward the field side) and the wheel radius r(η) above it,
 * at n values eta[] [m]; r may be NULL. */
TlStatus tl_wheelrail_profile_gap(const TlWheelrail *wr, const TlWrContact *c, int side,
                                  int point, const double *eta, int n, double *h, double *r,
                                  TlError *err);

/* One patch at a prescribed normal force, by the given method, on a grid of
 * `cell` (exact/approx).  Free its pressure map with tl_wr_patch_clear. */
TlStatus tl_wheelrail_patch(const TlWheelrail *wr, const TlWrContact *c, int side, int point,
                            const TlWrNormalParams *np, double normal_force, TlWrPatch *out,
                            TlError *err);
void tl_wr_patch_clear(TlWrPatch *p);

/* ---- rolling on a contact patch ("Roll this patch") ------------------------------ */

/* Steady rolling on the real patch of a contact point (docs/theory-wheel-rail.md
 * §W10): traction, stick/slip and creep forces on the patch's own grid and
 * pressure (the Hertz ellipse sampled on an mx × my grid, or the approximate
 * or exact method's non-elliptic map), x toward the leading edge (the
 * rolling direction), η across as in TlWrPatch.
 *  - FASTSIM: the fixed-grid march of tribo/fastsim.h over every row of the
 *    patch, bounded by μ p_n of each cell; the brush flexibilities L1, L2, L3
 *    are Kalker's for the equivalent ellipse (the patch's semi-axes for
 *    Hertz; else half the lateral extent b_e and a_e = area/(π b_e)).
 *  - exact: Kalker's exact steady theory (tribo/exact.h) on the same cells,
 *    given the gap that makes the half-space carry exactly the patch's
 *    pressure (h = δ − u_n(p) in contact, a clearance of δ/10 outside).
 * Spin is about the contact point (η = 0).  The creep forces act on the rail
 * (docs/theory.md §0 conventions): Fx > 0 for cx > 0. */
typedef enum { TL_WR_ROLL_FASTSIM, TL_WR_ROLL_EXACT } TlWrRollModel;

const char *tl_wr_roll_model_name(TlWrRollModel m); /* "fastsim", "exact" */
TlStatus tl_wr_roll_model_from_name(const char *name, TlWrRollModel *out, TlError *err);

typedef struct {
  double cx, cy;     /* longitudinal and lateral creepage [-]; 0.002, 0 */
  double spin;       /* spin creepage [1/m]; 0 */
  double mu;         /* friction coefficient [-]; 0.3 */
  TlWrRollModel model;
  int mx, my;        /* grid of a Hertz patch over its ellipse's bounding box; 50 × 50 */
  const volatile int *cancel; /* exact: stops the solve while non-zero (TL_ECANCELLED); may be NULL */
} TlWrRollParams;

TlWrRollParams tl_wr_roll_params_default(void);
TlStatus tl_wr_roll_params_validate(const TlWrRollParams *p, TlError *err);

typedef struct {
  TlTractionField field; /* grid (y = η − eta_offset), p_n, τ, state per cell */
  double eta_offset;     /* η of the grid's y = 0 [m] */
  double fx, fy;         /* creep forces Σ τ ΔA [N] */
  double mz;             /* spin moment Σ (x τy − η τx) ΔA about the contact point [N·m] */
  double load;           /* Σ p_n ΔA [N] (the patch's normal force to round-off) */
  double stick_fraction; /* stick cells / loaded cells [-] */
  double a_eq, b_eq;     /* equivalent ellipse of the flexibilities [m] */
  TlWrRollModel model;
  double *slip;          /* per cell of field: the local slip |s| = w/V [-], the slip speed
                            over the rolling speed (0 in stick and outside; FASTSIM: the
                            brush's relief as in tl_fastsim_slip_speed, exact: as in
                            tl_exact_slip_speed), for the frictional power (docs/theory.md
                            §12); owned */
} TlWrRoll;

/* Roll patch (from tl_wheelrail_patch or tl_wheelrail_normal) between the
 * two materials.  *out must be zeroed or a result used before; on failure it
 * is left unchanged.  Free with tl_wr_roll_clear. */
TlStatus tl_wheelrail_roll(const TlWrPatch *patch, const TlMaterial *wheel, const TlMaterial *rail,
                           const TlWrRollParams *rp, TlWrRoll *out, TlError *err);
void tl_wr_roll_clear(TlWrRoll *r);

/* The Steady rolling view's creep curve on a real patch: FASTSIM's
 * f = Fx/F_N of tl_wheelrail_roll on `patch` at each of the n creepages
 * cx[k] (rp's cy, spin, μ and Hertz grid; rp's model is not used: the exact
 * model costs a solve per point), into f[0 … n−1].  On failure f is left
 * unspecified. */
TlStatus tl_wheelrail_roll_curve(const TlWrPatch *patch, const TlMaterial *wheel,
                                 const TlMaterial *rail, const TlWrRollParams *rp,
                                 const double *cx, int n, double *f, TlError *err);

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_WHEELRAIL_H */
