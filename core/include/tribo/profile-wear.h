/* profile-wear.h — a wheel and a rail profile that wear over many passes of
 * a wheelset whose lateral shift follows a distribution (docs/theory.md §12.8).
 *
 * One step: for each lateral shift y_k of the distribution (weight w_k), the
 * contact points and patches of both wheels (tribo/wheelrail.h), each patch
 * rolled (FASTSIM or exact) and its local wear depth per pass laid onto the
 * profile coordinate of the wheel (s) and of the rail (y_rail); the weighted
 * sum, the mean of the left and right wheels (one profile serves both), is
 * smoothed with a Gaussian kernel and removed ΔN times, ΔN chosen so that no
 * point loses more than max_depth_step in the step.  The profiles are kept
 * as points every grid_step and refitted (interpolating cubic spline) after
 * each step.  All SI.
 *
 *   TlProfileWearParams p = tl_profile_wear_params_default();
 *   TlProfileWear *pw;  tl_profile_wear_alloc(&p, wheel, rail, &pw, &err);
 *   TlProfileWearRow row;
 *   while (!tl_profile_wear_done(pw)) tl_profile_wear_step(pw, NULL, &row, &err);
 *   tl_profile_save(tl_profile_wear_profile(pw, TL_PROFILE_WHEEL), "w.txt", …);
 *   tl_profile_wear_free(pw);
 */
#ifndef TRIBO_PROFILE_WEAR_H
#define TRIBO_PROFILE_WEAR_H

#include "tribo/profile.h"
#include "tribo/status.h"
#include "tribo/wear.h"
#include "tribo/wheelrail.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
  TL_PROFILE_WEAR_ARCHARD, /* depth k p |s| Δx / H per cell (docs/theory.md §12.3) */
  TL_PROFILE_WEAR_USFD     /* depth rate(|τ||s|) Δx / ρ per cell (§12.4, applied locally) */
} TlProfileWearLaw;

const char *tl_profile_wear_law_name(TlProfileWearLaw law); /* "archard", "usfd" */
TlStatus tl_profile_wear_law_from_name(const char *name, TlProfileWearLaw *out, TlError *err);

/* Largest number of rows of a lateral-shift histogram. */
#define TL_PROFILE_WEAR_MAX_SHIFTS 401

typedef struct {
  double passes;         /* passes N to run [-]; 1e5; 0 … 1e9 */
  /* the lateral shift: a Gaussian of σ sampled at n_shifts points over
   * ±3σ (σ = 0: every pass at y = 0), or, when hist_n > 0, the histogram
   * hist_y [m], hist_w (weights ≥ 0, normalised here) */
  double sigma;          /* [m]; 2 mm; 0 … 6 mm */
  int n_shifts;          /* odd, 3 … 401; 25 */
  int hist_n;
  const double *hist_y, *hist_w; /* borrowed until tl_profile_wear_alloc returns */
  TlProfileWearLaw law;  /* Archard */
  TlWearParams wear;     /* Archard k and H, the USFD function, the density */
  double max_depth_step; /* largest depth removed in one step [m]; 0.1 mm; 1 µm … 1 mm */
  double smooth_width;   /* σ of the Gaussian smoothing kernel [m]; 1 mm; 0 … 5 mm */
  double grid_step;      /* spacing of the profile points [m]; 0.1 mm; 0.05 … 0.5 mm */
  int max_steps;         /* refuse a run that needs more steps [-]; 200; 1 … 10000 */
  TlWheelsetParams track;
  TlWrNormalParams normal;
  TlWrRollParams roll;   /* creepages, μ and model of every patch (cancel unused) */
  int kinematic;         /* 1: add to roll's creepages those of the wheelset held at y
                            without yaw: at a contact point of rolling radius r and contact
                            angle γ, cₓ = −(r − r̄)/r̄ (r̄ the mean of the two wheels' primary
                            radii) and spin −sin γ / r in the patch's frame; 0 (default): roll's
                            creepages alone, the same at every point */
} TlProfileWearParams;

TlProfileWearParams tl_profile_wear_params_default(void);
TlStatus tl_profile_wear_params_validate(const TlProfileWearParams *p, TlError *err);

/* What a step leaves: the state after it. */
typedef struct {
  double passes;          /* passes so far */
  double max_depth_wheel; /* largest depth removed so far, normal to the surface [m] */
  double max_depth_rail;
  double area_wheel;      /* cross-section area removed so far, ∫ Δz dy [m²] */
  double area_rail;
  double wear_wheel;      /* the same area as the patches wore it: Σ ΔN Σ_k w_k Σ d ΔA/Δx [m²],
                             before it was laid onto the profile and smoothed */
  double wear_rail;
  double conicity;        /* equivalent conicity at 3 mm (harmonic, EN 15302) [-] */
  double dr[3];           /* Δr at y = 1, 3, 5 mm [m] */
} TlProfileWearRow;

typedef struct TlProfileWear TlProfileWear;

/* Copy the profiles onto points every grid_step and evaluate the state at 0
 * passes (row 0). */
TlStatus tl_profile_wear_alloc(const TlProfileWearParams *p, const TlProfile *wheel,
                               const TlProfile *rail, TlProfileWear **out, TlError *err);
void tl_profile_wear_free(TlProfileWear *pw);

/* One step; *row gets the state after it.  cancel (may be NULL) is read
 * before every contact search: TL_ECANCELLED while non-zero, the state as it
 * was.  TL_ERANGE when a wheel derails or the run would need more than
 * max_steps steps. */
TlStatus tl_profile_wear_step(TlProfileWear *pw, const volatile int *cancel,
                              TlProfileWearRow *row, TlError *err);
int tl_profile_wear_done(const TlProfileWear *pw);

/* The state now (row 0 before any step). */
const TlProfileWearRow *tl_profile_wear_row(const TlProfileWear *pw);
/* The current (worn) profile of a body, owned by pw. */
const TlProfile *tl_profile_wear_profile(const TlProfileWear *pw, TlProfileKind body);
/* The points the current profile of a body is fitted through [m]: a profile
 * file of them (tl_profile_load, interpolating fit) gives the same profile. */
void tl_profile_wear_points(const TlProfileWear *pw, TlProfileKind body, const double **y,
                            const double **z, int *n);
/* The points of a body's profile and the depth removed so far at them,
 * normal to the surface, by the left and right wheel (rail) separately
 * (side TL_WR_LEFT, TL_WR_RIGHT) or as applied (side −1, their mean)
 * [m]; arrays owned by pw, n points. */
void tl_profile_wear_depth(const TlProfileWear *pw, TlProfileKind body, int side,
                           const double **y, const double **depth, int *n);

/* Read a lateral-shift histogram: one row "y_mm,weight" (or two numbers
 * separated by blanks) per line, '#' comments and an optional header line;
 * y within ±20 mm, weights finite and ≥ 0, not all zero, at most
 * TL_PROFILE_WEAR_MAX_SHIFTS rows.  *y [m] and *w are malloc'ed (free()
 * them).  Errors name the file and the line. */
TlStatus tl_profile_wear_read_histogram(const char *path, double **y, double **w, int *n,
                                        TlError *err);

/* The estimated number of contact searches of one step (for a time budget). */
double tl_profile_wear_step_searches(const TlProfileWearParams *p);

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_PROFILE_WEAR_H */
