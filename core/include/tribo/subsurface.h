/* subsurface.h — the stresses below the surface: the full stress tensor in
 * the rail (or the wheel), modelled as an elastic half-space, under the
 * piecewise-constant tractions p, τx, τy of a traction field
 * (traction-field.h), and the measures drawn from it
 * (docs/theory-subsurface.md).
 *
 * Frame (docs/theory-subsurface.md §1): the grid's x (rolling) and y
 * (lateral) and the depth d ≥ 0 into the body drawn.  Components are named
 * with d: σ_xx, σ_yy, σ_dd, σ_xy, σ_xd, σ_yd; tension positive.  On a loaded
 * cell of the rail surface σ_dd = −p, σ_xd = −τx, σ_yd = −τy (τ the traction
 * on the rail).  The wheel carries −τ: its field is σ^P − σ^T with its own
 * Poisson ratio.  Stresses under prescribed tractions depend on ν only.
 *
 * Assumed (docs/theory-subsurface.md §1): homogeneous, isotropic, linear-elastic
 * half-spaces; no plasticity, no residual or thermal stress, no finite-size
 * correction for the rail head or the wheel (depths well below their radii).
 *
 * Three ways to evaluate:
 *   tl_subsurface_point    one point, a direct sum over the cells
 *   tl_subsurface_line     a vertical line, depths 0 … d_max
 *   tl_subsurface_section  an x–z or y–z section; per-depth influence tables
 *                          are cached in the workspace while the grid, ν and
 *                          the section's geometry stay the same, so a new
 *                          traction field (μ, creepage) only re-runs the sums.
 *
 * Surface rule: at d = 0 a piecewise-constant traction is singular on cell
 * edges (a traction step), so surface values exist only off the edge lines.
 * Sections and lines therefore put their points on the lattice of cell
 * centres (the section position and a line's x, y are snapped to the
 * nearest centre line; the points along a section lie at the cell pitch
 * divided by an odd integer, which never meets an edge), and a point
 * evaluated at d = 0 on an edge line is refused with TL_EINVAL.
 */
#ifndef TRIBO_SUBSURFACE_H
#define TRIBO_SUBSURFACE_H

#include "tribo/status.h"
#include "tribo/traction-field.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
  TL_BODY_RAIL, /* body 2, carries τ (default) */
  TL_BODY_WHEEL /* body 1, carries −τ */
} TlBody;

const char *tl_body_name(TlBody b); /* "rail" / "wheel" */
TlStatus tl_body_from_name(const char *name, TlBody *out, TlError *err);

/* The stress tensor in the depth frame [Pa], tension positive. */
typedef struct {
  double sxx, syy, sdd, sxy, sxd, syd;
} TlStress;

typedef enum {
  TL_MEASURE_VON_MISES,   /* √(3 J₂) */
  TL_MEASURE_TRESCA,      /* Tresca equivalent σ₁ − σ₃ */
  TL_MEASURE_MAX_SHEAR,   /* maximum shear ½(σ₁ − σ₃) */
  TL_MEASURE_SXD,         /* orthogonal shear σ_xd (signed) */
  TL_MEASURE_SYD,         /* σ_yd (signed) */
  TL_MEASURE_HYDROSTATIC, /* (σ_xx + σ_yy + σ_dd)/3 (signed) */
  TL_MEASURE_S1,          /* largest principal stress (signed) */
  TL_MEASURE_S3,          /* smallest principal stress (signed) */
  TL_MEASURE_SXX,
  TL_MEASURE_SYY,
  TL_MEASURE_SDD,
  TL_MEASURE_SXY,
  TL_MEASURE_COUNT
} TlStressMeasure;

/* "von-mises", "tresca", "max-shear", "sxd", "syd", "hydrostatic", "s1",
 * "s3", "sxx", "syy", "sdd", "sxy". */
const char *tl_stress_measure_name(TlStressMeasure m);
TlStatus tl_stress_measure_from_name(const char *name, TlStressMeasure *out, TlError *err);
/* 1 for measures that take either sign (drawn with a diverging map). */
int tl_stress_measure_signed(TlStressMeasure m);

/* Principal stresses σ₁ ≥ σ₂ ≥ σ₃ (closed-form trigonometric solution). */
void tl_stress_principal(const TlStress *s, double out[3]);
double tl_stress_von_mises(const TlStress *s);
double tl_stress_tresca(const TlStress *s);    /* σ₁ − σ₃ */
double tl_stress_max_shear(const TlStress *s); /* ½(σ₁ − σ₃) */
double tl_stress_hydrostatic(const TlStress *s);
double tl_stress_measure(const TlStress *s, TlStressMeasure m);

/* The influence of one cell of size dx × dy centred at the origin, per unit
 * uniform load, at (x, y, d) (docs/theory-subsurface.md §2): out[0..5] under
 * p, out[6..11] under τx, out[12..17] under τy, each in the order xx, yy, dd,
 * xy, xd, yd.  d ≥ 0; at d = 0 the point must lie off the cell's edge lines. */
TlStatus tl_subsurface_cell(double x, double y, double d, double dx, double dy, double nu,
                            double out[18], TlError *err);

/* The stress at (x, y, d) [m] in the body drawn, a direct sum over the
 * cells.  d ≥ 0; at d = 0 (x, y) must lie off every cell edge line. */
TlStatus tl_subsurface_point(const TlTractionField *f, TlBody body, double x, double y, double d,
                             TlStress *out, TlError *err);

typedef enum {
  TL_PLANE_XZ,  /* along x at fixed y */
  TL_PLANE_YZ,  /* along y at fixed x */
  TL_PLANE_LINE /* a vertical line at fixed x, y */
} TlPlane;

const char *tl_plane_name(TlPlane p); /* "xz", "yz", "line" */

/* Bounds of a section: points along and in depth, and the influence tables. */
#define TL_SECTION_MAX_ALONG 2001
#define TL_SECTION_MAX_DEPTH 1001
#define TL_SECTION_MAX_TABLE_BYTES (512u << 20)

typedef struct {
  TlPlane plane;    /* TL_PLANE_XZ or TL_PLANE_YZ */
  TlBody body;
  double at;        /* y of an x–z section, x of a y–z section [m]; |at| ≤ 3 × the semi-axis */
  double half_span; /* points cover at least [−half_span, half_span] where n_along allows [m] */
  int n_along;      /* points along the section, 2 … TL_SECTION_MAX_ALONG */
  double depth_max; /* deepest row [m], 0 < depth_max ≤ 5·min(a, b) */
  int n_depth;      /* rows d = 0, depth_max/(n_depth − 1), …, 2 … TL_SECTION_MAX_DEPTH */
} TlSectionSpec;

/* x–z section at y = 0 (snapped), ±1.5a, 2·min(a, b) deep, 41 depths and
 * the grid's cells plus a quarter on each side (docs/theory-subsurface.md §6). */
TlSectionSpec tl_section_spec_default(const TlTractionField *f, TlPlane plane);
TlStatus tl_section_spec_validate(const TlSectionSpec *spec, const TlTractionField *f,
                                  TlError *err);

typedef struct {
  TlPlane plane;
  TlBody body;
  int n_along, n_depth;
  double at;     /* the fixed coordinate actually used [m] (x–z: y; y–z: x; line: y) */
  double line_x; /* a line's x [m] (line only) */
  int refine;    /* points per cell pitch along the section (odd; line: 1) */
  double *along; /* n_along coordinates along the section [m] (line: its x) */
  double *depth; /* n_depth depths [m], uniform from 0 */
  TlStress *s;   /* n_depth × n_along, s[l·n_along + k] */
} TlSection;

void tl_section_clear(TlSection *sec);
/* (x, y) of column k. */
void tl_section_xy(const TlSection *sec, int k, double *x, double *y);

typedef struct TlSubsurface TlSubsurface;

TlSubsurface *tl_subsurface_new(void);
void tl_subsurface_free(TlSubsurface *ws);
/* How many times the workspace built its influence tables (a new grid, ν or
 * section geometry), for tests and benchmarks. */
int tl_subsurface_table_builds(const TlSubsurface *ws);
/* Drop the cached tables (the next section rebuilds them). */
void tl_subsurface_forget(TlSubsurface *ws);
/* Let another thread stop tl_subsurface_section: while *cancel is non-zero it
 * stops before its next depth row (building the tables or summing), returns
 * TL_ECANCELLED and leaves out unchanged (tables cut short are dropped).
 * NULL (the default) never cancels. */
void tl_subsurface_set_cancel(TlSubsurface *ws, const volatile int *cancel);

/* The section of spec under field f into out (replaced; zero it first or
 * pass a section used before).  On failure out is unchanged. */
TlStatus tl_subsurface_section(TlSubsurface *ws, const TlTractionField *f,
                               const TlSectionSpec *spec, TlSection *out, TlError *err);

/* A vertical line at (x, y) [m] (snapped to the nearest centre lattice
 * point), depths 0 … depth_max in n_depth rows (bounds as a section's). */
TlStatus tl_subsurface_line(const TlTractionField *f, TlBody body, double x, double y,
                            double depth_max, int n_depth, TlSection *out, TlError *err);

/* The maximum of a measure over a section or line (of |measure| for signed
 * measures, reported with its sign).  With refine, the largest sample is
 * refined by parabolas through its neighbours in depth and along the
 * section, then a short local search by direct evaluation; a maximum on the
 * surface row stays at its sample (the surface field is singular at cell
 * edges). */
typedef struct {
  double value;   /* the measure there [Pa] */
  double x, y, d; /* where [m] */
  int k, l;       /* the sample it started from */
  int at_surface; /* 1 when on the surface row */
  TlStress stress;
} TlStressMax;

TlStatus tl_subsurface_max(const TlTractionField *f, const TlSection *sec, TlStressMeasure m,
                           int refine, TlStressMax *out, TlError *err);

/* What the subsurface view shows of the current case (the window's page and
 * the preset section [subsurface]): the traction source (TRANSIENT: the
 * window's transient run, which the command line refuses), the measure, the
 * body, and the yield stress in shear k that places the case on the shakedown
 * map (docs/theory.md §12.6). */
typedef struct {
  TlFieldSource source;
  TlStressMeasure measure;
  TlBody body;
  double shear_yield; /* k [Pa], TL_RANGE_SHEAR_YIELD_MIN..MAX; default 300e6 (illustrative) */
} TlSubsurfaceView;

/* Hertz frictionless, von Mises, rail, k = tl_wear_params_default()'s. */
TlSubsurfaceView tl_subsurface_view_default(void);
TlStatus tl_subsurface_view_validate(const TlSubsurfaceView *v, TlError *err);

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_SUBSURFACE_H */
