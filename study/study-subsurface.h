/* study-subsurface.h — the "below the surface" view: from a contact case and
 * a traction source to the traction field, the stresses on a section (an
 * x–z or y–z plane, or a vertical line) and their maxima; for the window
 * also the y–z section through the maximum and a depth profile.
 *
 *   TlStudySubsurfaceSpec spec = tl_study_subsurface_spec_default();
 *   spec.params = case;  spec.view.source = TL_FIELD_SLIDE;
 *   tl_study_subsurface_update(&s, &spec, NULL, &err);
 *   … s.sec, s.max, s.max_von_mises, s.max_tresca, s.max_sxd …
 *
 * The window's page, tribolab-cli subsurface, export --view subsurface and
 * tribolab.subsurface() all call tl_study_subsurface_update. */
#ifndef TL_STUDY_SUBSURFACE_H
#define TL_STUDY_SUBSURFACE_H

#include <stdio.h>

#include "study.h"
#include "tribo/contact.h"
#include "tribo/subsurface.h"
#include "tribo/traction-field.h"
#include "tribo/wear.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The shakedown map's traction coefficients: 0 … MU_MAX in N steps. */
#define TL_STUDY_SHAKEDOWN_MAP_N 61
#define TL_STUDY_SHAKEDOWN_MU_MAX 0.6

typedef struct {
  TlContactParams params; /* the case ([contact] of a preset) */
  TlSubsurfaceView view;  /* source, measure, body ([subsurface] of a preset) */
  /* source TL_FIELD_TRANSIENT: the run's tractions (copied by the update); else unused */
  const TlTractionField *field;
  /* The first section: TL_PLANE_XZ, TL_PLANE_YZ or TL_PLANE_LINE.  A zero depth_max,
   * n_along or n_depth takes tl_section_spec_default's (a line: 101 depths). */
  TlPlane plane;
  double at;             /* y of an x–z plane, x of a y–z plane [m] (between two cell
                            rows: the rows blended, see study-subsurface.c) */
  double line_x, line_y; /* a line's x, y [m] (snapped) */
  double depth_max;      /* deepest row [m] */
  int n_along, n_depth;  /* points along and in depth */
  /* The window's extras on an x–z plane: the y–z section through the maximum and a
   * depth profile on the plane at profile_x (NAN: through the maximum), as deep as
   * the sections. */
  int cross;
  double profile_x;
  /* 1: also the shakedown map's elastic limit (two more x–z sections through y = 0, see
   * tl_study_subsurface_shakedown_region); the yield stress in shear k of the map and of
   * FI is view.shear_yield */
  int shakedown_map;
} TlStudySubsurfaceSpec;

/* Hertz frictionless, von Mises, rail; the default contact case; an x–z plane
 * through y = 0 with the defaults of tl_section_spec_default; no extras. */
TlStudySubsurfaceSpec tl_study_subsurface_spec_default(void);

/* The influence tables of a plane and of its cross section (the core's
 * TlSubsurface workspaces), shared by reference count: a window page keeps one
 * across the studies its worker makes, and a study keeps it alive while it
 * computes.  One update at a time may use them. */
typedef struct TlStudySubsurfaceTables TlStudySubsurfaceTables;

/* new: NULL when out of memory; ref and unref take NULL (and do nothing). */
TlStudySubsurfaceTables *tl_study_subsurface_tables_new(void);
TlStudySubsurfaceTables *tl_study_subsurface_tables_ref(TlStudySubsurfaceTables *t);
void tl_study_subsurface_tables_unref(TlStudySubsurfaceTables *t);

typedef struct {
  TlStudySubsurfaceSpec spec; /* of the result (spec.field: NULL) */
  TlTractionField field;      /* the tractions the stresses are under */
  TlSection sec;              /* the first section (or line) */
  TlStressMax max;            /* of spec.view.measure over sec (|·| of signed), refined */
  /* the summary's maxima over sec, refined: von Mises, Tresca (σ₁ − σ₃), |σ_xz| */
  TlStressMax max_von_mises, max_tresca, max_sxd;
  int has_cross;   /* the extras below were computed (spec.cross) */
  TlSection cross; /* y–z section at max.x */
  TlStressMax cross_max;
  TlSection profile; /* the vertical line at (profile x, sec.at) */
  TlStressMax profile_max;
  /* shakedown of the surface (§12.6): the utilised friction f = |(Tx, Ty)| / Σ p ΔA of
   * the tractions, the load factor p0/k and FI = f − 2π a b k / (3 F_N) (> 0: ratchetting) */
  double utilised_friction, load_factor, fatigue_index;
  /* the shakedown map (spec.shakedown_map): at the traction coefficients map_mu (0 …
   * TL_STUDY_SHAKEDOWN_MU_MAX), the elastic limit p0/k of full slip τ = μp on the case's
   * ellipse: first yield, von Mises σ_vM = √3 k, at the worst point of the x–z section
   * through y = 0 (the section's points, not refined) */
  int has_map;
  double map_mu[TL_STUDY_SHAKEDOWN_MAP_N], map_elastic[TL_STUDY_SHAKEDOWN_MAP_N];
  int valid; /* 0 until the first successful update */
  /* the influence tables, kept across updates (a reference; made by the first update) */
  TlStudySubsurfaceTables *tables;
} TlStudySubsurface;

void tl_study_subsurface_init(TlStudySubsurface *s);
void tl_study_subsurface_clear(TlStudySubsurface *s);

/* Compute on t's tables from now on (the study takes a reference and drops its own; NULL:
 * its own, made by the next update): the window's worker makes a new study per job on the
 * page's tables. */
void tl_study_subsurface_use_tables(TlStudySubsurface *s, TlStudySubsurfaceTables *t);

/* The traction field, the section(s) and their maxima.  A section spec
 * outside the core's bounds is TL_EINVAL.  On failure the study keeps its
 * previous result and err says why.  ctl may be NULL; its cancel flag stops the
 * exact solve between iterations and a section between depth rows
 * (TL_ECANCELLED), and its progress is told the fraction done after each stage,
 * the stages weighed by tl_study_subsurface_estimate. */
TlStatus tl_study_subsurface_update(TlStudySubsurface *s, const TlStudySubsurfaceSpec *spec,
                                    const TlStudyControl *ctl, TlError *err);

/* Show another measure of the same sections: only the maxima are recomputed. */
TlStatus tl_study_subsurface_set_measure(TlStudySubsurface *s, TlStressMeasure m, TlError *err);

/* The depth profile of the study: the window's profile, or the first section when
 * it is a line; NULL when there is none (max: its maximum). */
const TlSection *tl_study_subsurface_depth_line(const TlStudySubsurface *s,
                                                const TlStressMax **max);

/* The first section, one row per point, rows by depth (tribolab-cli subsurface's CSV):
 * x_mm,y_mm,z_mm,sxx_mpa,syy_mpa,szz_mpa,sxy_mpa,sxz_mpa,syz_mpa,von_mises_mpa,
 * tresca_mpa,max_shear_mpa,s1_mpa,s3_mpa. */
TlStatus tl_study_subsurface_write_csv(FILE *out, const TlStudySubsurface *s, TlError *err);
/* The y–z section through the maximum (spec.cross; the window's second
 * section), in the same columns. */
TlStatus tl_study_subsurface_write_cross_csv(FILE *out, const TlStudySubsurface *s,
                                            TlError *err);

/* tribolab-cli subsurface --summary: key=value lines (source, body, section, where,
 * p0_mpa, the maxima and where they lie, then the shakedown figures in the words of
 * steady --summary: shear_yield_mpa, load_factor (p0/k), utilised_friction,
 * fatigue_index). */
TlStatus tl_study_subsurface_write_summary(FILE *out, const TlStudySubsurface *s, TlError *err);

/* The depth profile, one row per depth: x_mm,y_mm,depth_mm,<measure>_mpa (the
 * measure's name, e.g. von-mises_mpa). */
TlStatus tl_study_subsurface_write_profile_csv(FILE *out, const TlStudySubsurface *s, TlError *err);

/* ---- the shakedown map (docs/theory.md §12.6) ----------------------------- */

/* The regions of the simplified shakedown map (Johnson; Ekberg, Kabo & Andersson 2002). */
typedef enum {
  TL_SHAKEDOWN_ELASTIC = 0,           /* below first yield */
  TL_SHAKEDOWN_ELASTIC_SHAKEDOWN = 1, /* yields at first, then residual stresses keep it elastic */
  TL_SHAKEDOWN_PLASTIC_SHAKEDOWN = 2, /* below the surface, a closed cycle of plastic strain */
  TL_SHAKEDOWN_RATCHETTING = 3        /* at the surface, plastic strain grows every pass */
} TlShakedownRegion;

const char *tl_study_subsurface_region_name(TlShakedownRegion r); /* "elastic", "elastic-shakedown", … */

/* The elastic shakedown limit p0/k of a point contact at traction coefficient mu: the
 * lower of the subsurface limit (4.7) and the surface limit 1/mu (FI = 0). */
double tl_study_subsurface_shakedown_limit(double mu);

/* The elastic limit p0/k of the study's map at mu (linear between its points, NAN outside
 * 0 … TL_STUDY_SHAKEDOWN_MU_MAX or without a map). */
double tl_study_subsurface_elastic_limit(const TlStudySubsurface *s, double mu);

/* The region of (mu, p0/k) on the study's map; -1 without a map. */
int tl_study_subsurface_shakedown_region(const TlStudySubsurface *s, double mu,
                                         double load_factor);

/* The map's data: curve,mu,load_factor rows of the elastic limit ("elastic"), the
 * elastic shakedown limit ("shakedown") and the surface limit 1/mu ("surface") at the
 * map's traction coefficients, then the operating point ("operating": the utilised
 * friction and p0/k). */
TlStatus tl_study_subsurface_write_shakedown_csv(FILE *out, const TlStudySubsurface *s,
                                                 TlError *err);

/* ---- the work estimate ---------------------------------------------------- */

/* The cost of a stress point from one loaded cell [s]. */
#define TL_STUDY_SUBSURFACE_COST_PAIR 1e-8

/* The work of tl_study_subsurface_update(spec) for its first section: an
 * exact source's solve (growing as cells^1.5), then every point of the
 * section summing over every loaded cell (points not given count as 100
 * along and 101 deep).  Returns work->seconds. */
double tl_study_subsurface_estimate(const TlStudySubsurfaceSpec *spec, TlStudyWork *work);

#ifdef __cplusplus
}
#endif

#endif /* TL_STUDY_SUBSURFACE_H */
