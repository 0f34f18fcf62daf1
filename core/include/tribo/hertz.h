/* hertz.h — Hertz normal contact of two elastic bodies (docs/theory.md §1 Hertz).
 *
 * Body 1 is the wheel (upper), body 2 the rail.  x is the rolling direction,
 * y lateral.  All quantities are SI: m, N, Pa.
 */
#ifndef TRIBO_HERTZ_H
#define TRIBO_HERTZ_H

#include "tribo/status.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Which elastic modulus the user gave; the other follows from
 * G = E / (2 (1 + ν)).  Giving both is an input error at the UI/CLI edge. */
typedef enum {
  TL_ELASTIC_YOUNG, /* modulus is Young's modulus E */
  TL_ELASTIC_SHEAR  /* modulus is the shear modulus G */
} TlElasticInput;

typedef struct {
  TlElasticInput input; /* which modulus `modulus` is */
  double modulus;       /* E or G [Pa], > 0 */
  double poisson;       /* Poisson's ratio ν [-], 0 ≤ ν < 0.5 */
} TlMaterial;

/* Steel as in the thesis: G = 82 GPa, ν = 0.28 (E = 209.92 GPa derived). */
TlMaterial tl_material_thesis_steel(void);

/* Look a material up by name: "thesis-steel", "steel" (E = 210 GPa, ν = 0.28),
 * "cast-iron", "aluminium", "brass", "glass", "ptfe".  Unknown names give
 * TL_EINVAL with the list of known names. */
TlStatus tl_material_lookup(const char *name, TlMaterial *out, TlError *err);

/* The names tl_material_lookup knows, NULL-terminated. */
const char *const *tl_material_names(void);

TlStatus tl_material_validate(const TlMaterial *m, const char *which, TlError *err);
double tl_material_shear_modulus(const TlMaterial *m);  /* G [Pa] */
double tl_material_youngs_modulus(const TlMaterial *m); /* E [Pa] */

/* Kalker's combined constants of two bodies. */
typedef struct {
  double shear_modulus; /* G: 1/G = ½(1/G₁ + 1/G₂) [Pa] */
  double poisson;       /* ν: ν/G = ½(ν₁/G₁ + ν₂/G₂) [-] */
  double e_star;        /* Hertz modulus: 1/E* = (1−ν₁²)/E₁ + (1−ν₂²)/E₂ [Pa] */
  double kd;            /* difference parameter K_d = (G/4)[(1−2ν₁)/G₁ − (1−2ν₂)/G₂] [-] */
} TlCombinedMaterial;

TlStatus tl_material_combine(const TlMaterial *m1, const TlMaterial *m2, TlCombinedMaterial *out,
                             TlError *err);

/* |K_d| above which the quasi-identity assumption (no normal–tangential
 * coupling) of FASTSIM, the brush model and the exact solver is doubtful. */
#define TL_KD_WARN_LIMIT 0.05

typedef enum {
  TL_GEOMETRY_SEMI_AXES, /* semi-axes a, b given at a reference load */
  TL_GEOMETRY_RADII      /* principal radii of wheel and rail given */
} TlGeometryMode;

typedef struct {
  TlMaterial wheel;        /* body 1 */
  TlMaterial rail;         /* body 2 */
  TlGeometryMode geometry; /* which of the two geometry descriptions is used */
  double semi_a;           /* semi-axis along x (rolling) at ref_load [m] (SEMI_AXES) */
  double semi_b;           /* semi-axis along y (lateral) at ref_load [m] (SEMI_AXES) */
  double ref_load;         /* load at which semi_a, semi_b hold [N] (SEMI_AXES) */
  double wheel_rx;         /* wheel rolling radius R_wx [m]; INFINITY = straight, < 0 concave */
  double wheel_ry;         /* wheel transverse profile radius R_wy [m] */
  double rail_rx;          /* rail longitudinal radius R_rx [m] (straight track: INFINITY) */
  double rail_ry;          /* rail head profile radius R_ry [m] */
  double normal_load;      /* F_N [N], > 0 */
} TlHertzParams;

/* The thesis case: a = 8.56 mm, b = 4.08 mm at 100 kN, F_N = 100 kN, both
 * bodies G = 82 GPa, ν = 0.28.  Radii preset to R_wx = 0.46 m, R_wy = ∞,
 * R_rx = ∞, R_ry = 0.30 m for when the geometry is switched to RADII. */
TlHertzParams tl_hertz_params_default(void);

TlStatus tl_hertz_params_validate(const TlHertzParams *p, TlError *err);

enum {
  TL_HERTZ_WARN_KD = 1u << 0 /* |K_d| > TL_KD_WARN_LIMIT: bodies not quasi-identical */
};

typedef struct {
  double a;              /* semi-axis along x [m] */
  double b;              /* semi-axis along y [m] */
  double curv_a;         /* A = ½(1/R_wx + 1/R_rx) [1/m] */
  double curv_b;         /* B = ½(1/R_wy + 1/R_ry) [1/m] */
  double ratio;          /* g = minor/major ∈ (0, 1] */
  double eccentricity;   /* e = √(1 − g²) */
  double normal_load;    /* F_N [N] */
  double p0;             /* maximum pressure 3F_N/(2πab) [Pa] */
  double mean_pressure;  /* ⅔ p0 [Pa] */
  double approach;       /* mutual approach δ [m] */
  TlCombinedMaterial material;
  unsigned warnings;     /* TL_HERTZ_WARN_* bits */
} TlHertzResult;

TlStatus tl_hertz_solve(const TlHertzParams *p, TlHertzResult *out, TlError *err);

/* Hertz pressure p0 √(1 − x²/a² − y²/b²) at (x, y) [Pa]; 0 outside. */
double tl_hertz_pressure(const TlHertzResult *r, double x, double y);

/* The curvature ratio r = max(A,B)/min(A,B) that gives ellipse ratio g:
 * r(g) = [E(e)/g² − K(e)] / [K(e) − E(e)], e = √(1 − g²); r(1) = 1. */
double tl_hertz_curvature_ratio(double g);

/* Inverse of tl_hertz_curvature_ratio: g for r ≥ 1.  Contacts more
 * elongated than TL_HERTZ_MIN_RATIO give TL_ERANGE. */
#define TL_HERTZ_MIN_RATIO 1e-4
TlStatus tl_hertz_ellipse_ratio(double r, double *g, TlError *err);

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_HERTZ_H */
