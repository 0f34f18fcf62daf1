/* profile.h — wheel and rail cross-section profiles (docs/theory-wheel-rail.md
 * §W1–§W3).
 *
 * Profile frame: y lateral, positive toward the field side (away from the
 * track centre), z up.  A wheel profile is the lower boundary of the wheel's
 * cross-section at its lowest point (y = 0 on the taping line, z = 0 there,
 * the flange hangs down, so the wheel radius is r(y) = r0 − z(y)); a rail
 * profile is the upper boundary of the rail head.  Units are SI (m) in this
 * API; profile files are in mm and converted when read.
 *
 * Two kinds of profile:
 *  - built in, analytic: the S1002 wheel (EN 13715) and the 60E1 rail
 *    (EN 13674-1) from their defining polynomials, arcs and lines; value,
 *    slope and second derivative are evaluated in closed form on each piece;
 *  - read from a file: two columns y z in mm, fitted by an interpolating
 *    cubic spline (smooth exports) or by a least-squares cubic B-spline with
 *    uniform knots (measured, noisy data), so that the curvature is defined.
 *
 *   TlProfile *w;  tl_profile_s1002(&w, &err);
 *   double z, dz, d2z;  tl_profile_eval(w, 0.003, &z, &dz, &d2z);
 *   tl_profile_free(w);
 */
#ifndef TRIBO_PROFILE_H
#define TRIBO_PROFILE_H

#include "tribo/status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
  TL_PROFILE_WHEEL,
  TL_PROFILE_RAIL
} TlProfileKind;

typedef enum {
  TL_PROFILE_FIT_INTERPOLATE, /* cubic spline through every point (dense, smooth exports) */
  TL_PROFILE_FIT_SMOOTH       /* least-squares cubic B-spline, uniform knots (measured data) */
} TlProfileFitMethod;

typedef struct {
  TlProfileFitMethod method; /* default TL_PROFILE_FIT_INTERPOLATE */
  double knot_spacing;       /* B-spline knot spacing [m], 0.5–3 mm; default 1 mm */
} TlProfileFit;

TlProfileFit tl_profile_fit_default(void);
TlStatus tl_profile_fit_validate(const TlProfileFit *fit, TlError *err);

/* Largest profile file accepted [bytes] and the fewest points. */
#define TL_PROFILE_FILE_MAX (4 * 1024 * 1024)
#define TL_PROFILE_MIN_POINTS 20

enum {
  TL_PROFILE_WARN_BACK_FACE = 1u << 0, /* wheel file: flange back face not at y = −70 ± 0.5 mm */
  TL_PROFILE_WARN_DROPPED = 1u << 1    /* points whose y did not increase were dropped */
};

typedef struct TlProfile TlProfile;

/* The built-in profiles. */
TlStatus tl_profile_s1002(TlProfile **out, TlError *err);
TlStatus tl_profile_60e1(TlProfile **out, TlError *err);

/* Build a profile from n points (y[i], z[i]) [m] in the profile frame,
 * ordered by increasing y (a decreasing sequence is reversed; points whose
 * y does not increase are dropped).  name is used in messages. */
TlStatus tl_profile_from_points(TlProfileKind kind, const char *name, const double *y,
                                const double *z, int n, const TlProfileFit *fit, TlProfile **out,
                                TlError *err);

/* Read a profile file (two numbers y z in mm per line, '#' comments, the
 * optional header comments `# kind = wheel|rail`, `# mirror_y = 0|1`,
 * `# flip_z = 0|1`).  Errors name the file and the line and never quote the
 * file's content.  fit may be NULL (defaults). */
TlStatus tl_profile_load(const char *path, TlProfileKind kind, const TlProfileFit *fit,
                         TlProfile **out, TlError *err);

/* The built-in profile's name for a kind: "S1002" (wheel) or "60E1" (rail). */
const char *tl_profile_builtin_name(TlProfileKind kind);

/* A profile by the name a preset or a command line gives it: the built-in
 * one of that kind by its name in any case, else the profile file at that
 * path read with fit (NULL: the default fit). */
TlStatus tl_profile_open(const char *name, TlProfileKind kind, const TlProfileFit *fit,
                         TlProfile **out, TlError *err);

/* Whether tl_profile_open(name) gives this profile: a built-in's name in any
 * case, a file's path as it was given. */
int tl_profile_has_name(const TlProfile *p, const char *name);

/* Write the profile sampled every `step` [m] (and at every break point) as a
 * profile file in mm, with a `# kind` header. */
TlStatus tl_profile_save(const TlProfile *p, const char *path, double step, TlError *err);

void tl_profile_free(TlProfile *p);

TlProfileKind tl_profile_kind(const TlProfile *p);
const char *tl_profile_name(const TlProfile *p);
unsigned tl_profile_warnings(const TlProfile *p); /* TL_PROFILE_WARN_* */
int tl_profile_is_analytic(const TlProfile *p);

/* Where the profile is defined, and the part that can touch the other body
 * (wheel: flange tip to field side; rail: head plus 0.5 mm of flank) [m]. */
void tl_profile_domain(const TlProfile *p, double *y_min, double *y_max);
void tl_profile_usable(const TlProfile *p, double *y_min, double *y_max);

/* z, dz/dy and d²z/dy² at y [m] (clamped to the domain); any output may be NULL. */
void tl_profile_eval(const TlProfile *p, double y, double *z, double *dz, double *d2z);

/* Curvature with the contact sign rule (> 0 convex toward the other body):
 * wheel +z''/(1 + z'²)^{3/2}, rail −z''/(1 + z'²)^{3/2} [1/m]. */
double tl_profile_curvature(const TlProfile *p, double y);

/* Break points (joints of the analytic pieces, or none for a spline), in
 * increasing y; returns how many there are and copies up to max of them. */
int tl_profile_breaks(const TlProfile *p, double *y, int max);

/* A polyline: polynomial pieces and lines uniformly in y, arcs uniformly in
 * angle (Δθ = step/R), every break point included, ordered by increasing y.  *y and *z are malloc'ed ([m]); free() them. */
TlStatus tl_profile_sample(const TlProfile *p, double step, double **y, double **z, int *n,
                           TlError *err);

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_PROFILE_H */
