/* steady-curves.h — the data of the steady traction–creepage figure: f = Tₓ/F_N
 * of Kalker's linear theory, FASTSIM (with the friction law inside the
 * contact, also at other rolling speeds), Shen–Hedrick–Elkins and Polach's
 * model at given creepages, FASTSIM's solution at the operating point, and
 * the adhesion maxima of the falling curves.  One call computes it all, so the
 * window and `tribolab-cli export` draw the same numbers.  (Kalker's exact
 * theory is too slow for one call: see exact-curve.h.)
 *
 *   TlSteadyCurvesSpec s = tl_steady_curves_spec_default();
 *   s.params = case;  s.models = TL_STEADY_FASTSIM | TL_STEADY_SHEN;  s.cx = cx;  s.n = n;
 *   TlSteadyCurves c;  tl_steady_curves_init(&c);
 *   tl_steady_curves_compute(&s, &c, &err);
 *   … c.f[TL_STEADY_CURVE_FASTSIM][k], c.map (at s.params.cx), c.peak_cx, c.peak_f …
 *   tl_steady_curves_clear(&c);
 *
 * Checks (tests/test-steady-curves.c): the small-creepage slope against
 * Kalker's G a b C11/F_N, Shen's cubic and Polach's closed form written out,
 * full sliding against μ(V|cₓ|), the refined maxima against dense scans.
 */
#ifndef TRIBO_STEADY_CURVES_H
#define TRIBO_STEADY_CURVES_H

#include "tribo/contact.h"
#include "tribo/fastsim.h"
#include "tribo/polach.h"
#include "tribo/slipfriction.h"
#include "tribo/status.h"
#include "tribo/traction.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The curves of f[] (index m has the model bit 1u << m). */
typedef enum {
  TL_STEADY_CURVE_LINEAR,  /* Kalker's linear theory */
  TL_STEADY_CURVE_FASTSIM, /* FASTSIM with the law */
  TL_STEADY_CURVE_SHEN,    /* Shen–Hedrick–Elkins */
  TL_STEADY_N_CURVES
} TlSteadyCurve;

/* Models (TlSteadyCurvesSpec.models).  Bit 3 is not used: a figure may keep
 * it for the exact theory. */
enum {
  TL_STEADY_LINEAR = 1u << TL_STEADY_CURVE_LINEAR,
  TL_STEADY_FASTSIM = 1u << TL_STEADY_CURVE_FASTSIM,
  TL_STEADY_SHEN = 1u << TL_STEADY_CURVE_SHEN,
  TL_STEADY_POLACH = 1u << 4 /* Polach's closed form */
};

/* FASTSIM curves of a slip-speed law at other rolling speeds. */
#define TL_STEADY_MAX_SPEEDS 3

typedef struct {
  TlContactParams params;   /* the case; params.cx, cy, spin is the operating point, cy and
                               spin are held along the curves */
  unsigned models;          /* TL_STEADY_* bits of the curves computed */
  TlFastsimVariant variant; /* FASTSIM's grid (a law that depends on the slip speed needs
                               TL_FASTSIM_FIXED_GRID) */
  TlSlipFriction law;       /* FASTSIM's friction inside the contact (a Coulomb law takes
                               params.mu: tl_steady_curves_law) */
  TlPolachParams polach;    /* with TL_STEADY_POLACH */
  const double *cx;         /* the n creepages of the curves, increasing (borrowed) */
  int n;
  /* with a law that depends on the slip speed and FASTSIM on: FASTSIM's curve
   * at these rolling speeds [m/s] too (those ≤ 0 or equal to params.speed are
   * skipped) */
  double speeds[TL_STEADY_MAX_SPEEDS];
  int n_speeds;
  /* curves a previous call solved for speeds[i] with the same case (speed and
   * operating point aside), law and creepages: copied instead of solved
   * again (NULL: solve) */
  const double *reuse_speed[TL_STEADY_MAX_SPEEDS];
} TlSteadyCurvesSpec;

/* The default case, linear + FASTSIM + SHE, fixed grid, Coulomb with the
 * case's μ, Polach's dry set, no creepages yet (cx NULL, n 0), no speeds. */
TlSteadyCurvesSpec tl_steady_curves_spec_default(void);

/* The law FASTSIM takes for the case p: law itself, or for a Coulomb law the
 * case's μ. */
TlSlipFriction tl_steady_curves_law(const TlContactParams *p, const TlSlipFriction *law);

/* 1 when law depends on the slip speed or has friction memory: FASTSIM then
 * solves with it (fixed grid only), the curves can have a maximum and the
 * other speeds are computed; 0 for constant friction (FASTSIM's Coulomb
 * path). */
int tl_steady_curves_law_on(const TlSlipFriction *law);

typedef struct {
  int n;                                /* creepages (the spec's cx) */
  double *f[TL_STEADY_N_CURVES];        /* f at each creepage (NaN: model off) */
  double op_f[TL_STEADY_N_CURVES];      /* f at the operating point (NaN: model off) */
  double *f_speed[TL_STEADY_MAX_SPEEDS]; /* FASTSIM at spec.speeds[i] (NULL: not computed) */
  double *f_polach;                     /* Polach's f (NaN: off) */
  double op_polach;                     /* Polach's f at the operating point (NaN: off) */
  double *mu_line;                      /* μ(V|cₓ|) of the law at the case's V: what full
                                           sliding tends to */
  TlTraction map;                       /* FASTSIM's solution at the operating point (solved
                                           also when its curve is off) */
  double *mu_map;                       /* its local μ (mx·my, 0 outside the contact) */
  TlSlipStats stats;                    /* its slip statistics (zero for Coulomb) */
  double n_max;                         /* the largest falling indicator κ|μ′(0)| at the
                                           operating point and over FASTSIM's curve [-] */
  int law_on;                           /* tl_steady_curves_law_on of the law */
  /* the adhesion maxima: the largest sample's neighbourhood solved again at
   * 21 creepages and the parabola through the top three (NaN without an
   * interior maximum; FASTSIM's only with a law that depends on the slip) */
  double peak_cx, peak_f;
  double polach_peak_cx, polach_peak_f;
} TlSteadyCurves;

void tl_steady_curves_init(TlSteadyCurves *c);
void tl_steady_curves_clear(TlSteadyCurves *c);

/* Compute the curves of spec into c (initialised; its previous contents are
 * freed on success).  Bad case, law, Polach parameters, models or n < 1:
 * TL_EINVAL; a law that depends on the slip on the strip-wise grid:
 * TL_ENOTAVAIL; a failed solve: its status.  On failure c is left as it
 * was. */
TlStatus tl_steady_curves_compute(const TlSteadyCurvesSpec *spec, TlSteadyCurves *c,
                                  TlError *err);

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_STEADY_CURVES_H */
