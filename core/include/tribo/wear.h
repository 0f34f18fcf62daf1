/* wear.h — what the grip costs: frictional power, wear rates and the
 * surface-fatigue indices of a rolling contact (docs/theory.md §12).
 *
 * Everything here is a post-processing of a solved contact: a traction map
 * (tribo/traction.h), the local slip speed of each cell (FASTSIM:
 * tl_fastsim_slip_speed, the exact theory: tl_exact_slip_speed, zero in
 * stick) and the creepages and totals of the case.
 *
 *   TlWearParams wp = tl_wear_params_default();   // Archard, USFD, Burstow, shakedown
 *   TlWearInput in = { &grid, &traction, w_map, V, cx, cy, spin, F_N, a, b };
 *   TlWearResult r;
 *   tl_wear_evaluate(&in, &wp, q_map, &r, &err);   // q_map may be NULL
 *   … r.power, r.power_macro, r.t_gamma, r.usfd_rate, r.regime, r.fatigue_index …
 *
 * Sign: τ is the traction the wheel exerts on the rail (docs/theory.md §0),
 * so cₓFₓ > 0 in traction and the macroscopic power V(cₓFₓ + c_yF_y + φM_z) is
 * positive whenever the creep forces oppose the rigid slip. */
#ifndef TRIBO_WEAR_H
#define TRIBO_WEAR_H

#include "tribo/grid.h"
#include "tribo/status.h"
#include "tribo/traction.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- the wear laws and their parameters ------------------------------------------- */

/* Archard (1953): worn volume = k · normal load · sliding distance / H, applied
 * cell by cell with the local pressure p and slip distance (docs/theory.md §12.3).
 * The defaults are illustrative orders of magnitude, not a published pair:
 * give measured values for a study. */
typedef struct {
  double k;        /* dimensionless wear coefficient [-]; default 1e-4 */
  double hardness; /* hardness H of the softer body [Pa]; default 3e9 */
} TlArchardParams;

/* The USFD (Sheffield) wear function: wear rate against Tγ/A, three straight
 * pieces (Lewis & Dwyer-Joyce 2004, R8T wheel on UIC60 900A rail, as used by
 * Braghin, Lewis, Dwyer-Joyce & Bruni 2006; docs/theory.md §12.4):
 *   Tγ/A < t1:          rate = k1 · Tγ/A     (mild)
 *   t1 ≤ Tγ/A ≤ t2:     rate = k2            (severe)
 *   Tγ/A > t2:          rate = k3 · Tγ/A − c3 (catastrophic)
 * with Tγ/A in N/mm² and the rate in µg per metre rolled per mm² of contact.
 * The struct holds them in those published units. */
typedef struct {
  double k1; /* mild slope [µg/(m·mm²) per N/mm²]; 5.3 */
  double t1; /* mild → severe [N/mm²]; 10.4 */
  double k2; /* severe plateau [µg/(m·mm²)]; 55.0 */
  double t2; /* severe → catastrophic [N/mm²]; 77.2 */
  double k3; /* catastrophic slope [µg/(m·mm²) per N/mm²]; 61.9 */
  double c3; /* catastrophic offset [µg/(m·mm²)]; 4778.7 */
} TlUsfdParams;

/* The damage function of the Whole Life Rail Model (Burstow 2003, 2004): a
 * surface-damage index per wheel pass from Tγ, zero below a threshold,
 * rising linearly to its peak, falling linearly to zero where wear removes
 * the cracks as fast as they grow, and zero beyond (wear only).  The index is
 * given relative to its peak (peak_damage = 1): the absolute scale per pass
 * could not be checked against the report (docs/theory.md §12.5). */
typedef struct {
  double threshold;   /* Tγ where damage starts [N]; 15 */
  double peak;        /* Tγ of the largest damage [N]; 65 */
  double zero;        /* Tγ where damage has fallen back to zero [N]; 175 */
  double peak_damage; /* the index at the peak [-]; 1 (relative) */
} TlBurstowParams;

/* Shakedown of the surface (Ekberg, Kabo & Andersson 2002): the
 * surface-fatigue index FI = f − 2π a b k / (3 F_N), f = √(Fₓ² + F_y²)/F_N the
 * utilised friction; FI > 0 is beyond the shakedown limit (ratchetting). */
typedef struct {
  double shear_yield; /* yield stress in pure shear k [Pa]; default 300e6 (illustrative) */
} TlShakedownParams;

typedef struct {
  TlArchardParams archard;
  TlUsfdParams usfd;
  TlBurstowParams burstow;
  TlShakedownParams shakedown;
  double density; /* of the worn steel [kg/m³], turns USFD's mass into depth; 7850 */
} TlWearParams;

TlWearParams tl_wear_params_default(void);
TlStatus tl_wear_params_validate(const TlWearParams *p, TlError *err);

/* The USFD regimes. */
typedef enum {
  TL_WEAR_MILD = 0,
  TL_WEAR_SEVERE = 1,
  TL_WEAR_CATASTROPHIC = 2
} TlWearRegime;

const char *tl_wear_regime_name(TlWearRegime r); /* "mild", "severe", "catastrophic" */
TlStatus tl_wear_regime_from_name(const char *name, TlWearRegime *out, TlError *err);

/* The USFD rate [µg/(m·mm²)] at t_gamma_per_area [N/mm²] (≥ 0), and its
 * regime (may be NULL).  The published pieces do not meet: the rate is
 * evaluated on the piece the regime names, ends included as above. */
double tl_wear_usfd_rate(const TlUsfdParams *p, double t_gamma_per_area, TlWearRegime *regime);

/* The Burstow damage index [-] at Tγ [N] (≥ 0). */
double tl_wear_burstow_damage(const TlBurstowParams *p, double t_gamma);

/* FI = f − 2π a b k / (3 F_N) [-]. */
double tl_wear_fatigue_index(const TlShakedownParams *p, double utilised_friction, double a,
                             double b, double normal_load);

/* ---- the contact's figures -------------------------------------------------------- */

/* A solved contact: its grid and traction, the local slip speed per cell
 * (w_map [m/s], mx·my, 0 in stick and outside), the rolling speed and the
 * creepages, and the semi-axes and load the shakedown limit uses. */
typedef struct {
  const TlGrid *grid;
  const TlTraction *traction;
  const double *slip_speed; /* w [m/s] per cell */
  double speed;             /* V [m/s] */
  double cx, cy;            /* creepages [-] */
  double spin;              /* spin creepage φ [1/m] */
  double normal_load;       /* F_N [N] */
  double a, b;              /* contact semi-axes [m] */
} TlWearInput;

typedef struct {
  double power;        /* Σ |τ| w ΔA [W] (local) */
  double power_macro;  /* V |cₓFₓ + c_yF_y + φM_z| [W] */
  double t_gamma;      /* |Fₓcₓ| + |F_yc_y| + |M_zφ| [N] */
  double area;         /* contact area: the cells with p > 0 [m²] */
  double t_gamma_per_area; /* Tγ/A [N/mm²] as the USFD function takes it */
  double archard_volume;   /* Σ k p (w/V) ΔA / H: volume worn per metre rolled [m³/m] */
  double archard_depth_max; /* largest local depth rate k p w / H [m/s] */
  double usfd_rate;    /* [µg/(m·mm²)] */
  TlWearRegime regime;
  double usfd_depth;   /* depth worn per metre rolled, rate/density [m/m] */
  double burstow;      /* damage index per pass [-] */
  double utilised_friction; /* f = √(Fₓ² + F_y²)/F_N [-] */
  double fatigue_index;     /* FI [-] */
} TlWearResult;

/* The figures that need the totals only (a model without a grid: Kalker's
 * linear theory, Shen–Hedrick–Elkins, Polach): the macroscopic power, Tγ,
 * the USFD rate over the contact area `area` [m²] (πab for a Hertz patch),
 * Burstow's index and FI; the local power and Archard's figures are NaN.
 * fx, fy [N] and mz [N·m] are the creep forces on the rail. */
TlStatus tl_wear_from_forces(double speed, double cx, double cy, double spin, double fx,
                             double fy, double mz, double normal_load, double a, double b,
                             double area, const TlWearParams *p, TlWearResult *out, TlError *err);

/* Evaluate the figures of in with the laws of p.  q_map (mx·my, may be NULL)
 * receives the frictional power density |τ| w [W/m²] per cell (0 outside).
 * Bad parameters or a non-finite input: TL_EINVAL, nothing written. */
TlStatus tl_wear_evaluate(const TlWearInput *in, const TlWearParams *p, double *q_map,
                          TlWearResult *out, TlError *err);

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_WEAR_H */
