/* study-wheelrail.h — the Wheel on rail view: a wheelset of two profiles on
 * track at a lateral shift, its contact points and the normal patch of each
 * (docs/theory-wheel-rail.md), the rolling-radius difference Δr(y) with the
 * equivalent conicity, and a chosen patch rolled at given creepages (§W10).
 *
 * The spec is the preset's [wheelrail] section (TlPresetWheelrail).  The
 * profiles it names are loaded by tl_study_wheelrail_load_profiles, or set by
 * tl_study_wheelrail_set_profiles (a window that reads a file once); the
 * update itself does not read files. */
#ifndef TL_STUDY_WHEELRAIL_H
#define TL_STUDY_WHEELRAIL_H

#include <stdio.h>

#include "study.h"
#include "tribo/preset.h"
#include "tribo/profile.h"
#include "tribo/wear.h"
#include "tribo/wheelrail.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The conicity curve: ŷ = 0.5 … 8 mm every 0.1 mm. */
#define TL_STUDY_WR_N_AMPLITUDES 76

/* One loaded contact point of the shift: the row tribolab-cli wheelrail
 * prints (SI units here, mm, degrees and MPa in the CSV). */
typedef struct {
  int side;             /* TL_WR_LEFT or TL_WR_RIGHT */
  int point;            /* index of the contact point in TlWrWheel.pt (0: the lowest) */
  double s_wheel;       /* wheel profile coordinate [m] */
  double s_rail;        /* rail profile coordinate [m] */
  double gamma;         /* contact angle [rad] */
  double r;             /* rolling radius [m] */
  /* a, b, p0 of Hertz where it applies, else the patch's half-extents and
   * the method's peak */
  double a, b, p0;      /* [m], [m], [Pa] */
  double p_max;         /* [Pa] */
  double area;          /* [m²] */
  double approach;      /* δ [m] */
  double normal_force;  /* N [N] */
  TlWrNormalMethod method;
  unsigned flags;       /* TL_WR_PATCH_* */
} TlStudyWheelrailRow;

/* One wheel and its rail as the cross-section draws them, in the track frame
 * [m] at the contact: the rail's outline (the built-in 60E1's head, web and
 * underside; a profile file's head only) and the wheel's profile (with the
 * flange back face), each sampled every 0.5 mm, and the rail's gauge point. */
typedef struct {
  double *rail_Y, *rail_Z;  /* n_rail each (one owned block, rail_Y's) */
  int n_rail;
  int rail_outline;         /* 1: web and underside included; 0: the head only */
  double *wheel_Y, *wheel_Z; /* n_wheel each (one owned block, wheel_Y's) */
  int n_wheel;
  double gauge_Y, gauge_Z;  /* the gauge point, 14 mm below the top of rail */
} TlStudyWheelrailSection;

typedef struct TlStudyWheelrail {
  TlPresetWheelrail spec;   /* the last spec that solved */
  TlProfile *wheel, *rail;  /* owned; S1002 / 60E1 until set or loaded */
  TlWheelrail *wr;          /* spec.track on the profiles */
  TlWrContact contact;      /* at spec.y */
  TlWrNormal normal[2];     /* the patches of each wheel */
  /* the index in normal[spec.side] of the patch of spec.point, or the
   * wheel's first patch when that point has none; −1: no patch */
  int patch;
  TlWrPlacement placement;  /* of the wheelset on the track */
  TlStudyWheelrailSection section[2]; /* per wheel (TL_WR_LEFT, TL_WR_RIGHT) */
  TlStudyWheelrailRow rows[2 * TL_WR_MAX_POINTS]; /* every patch, left wheel first */
  int n_rows;
  int valid;                /* 0 until the first successful update */

  /* Δr(y) for 0 ≤ y ≤ table_max (tl_study_wheelrail_tabulate); n = 0: none */
  TlWrTable table;
  TlWheelsetParams table_track; /* the wheelset it was tabulated for */
  double table_max;
  TlWrConicity conicity;    /* at 3 mm (amplitude 0: the table does not reach it) */
  TlWrConicity conicity_curve[TL_STUDY_WR_N_AMPLITUDES];
  int n_conicity;           /* how many amplitudes of the curve the table reaches */

  /* borrowed, NULL (init) for none: the case before the profiles wore, which
   * the figures draw dashed beside this one; neither updated nor freed here */
  const struct TlStudyWheelrail *reference;
} TlStudyWheelrail;

void tl_study_wheelrail_init(TlStudyWheelrail *s);
void tl_study_wheelrail_clear(TlStudyWheelrail *s);

/* Use these profiles (NULL keeps that one) if the wheelset `track` can be
 * built on them: then the study takes them over and drops its result (the
 * next update builds the wheelset again).  On failure the caller keeps them
 * and err says why. */
TlStatus tl_study_wheelrail_set_profiles(TlStudyWheelrail *s, const TlWheelsetParams *track,
                                         TlProfile *wheel, TlProfile *rail, TlError *err);

/* The profiles spec->wheel and spec->rail name, read unless the study holds
 * them already (fit: for profile files, NULL the default). */
TlStatus tl_study_wheelrail_load_profiles(TlStudyWheelrail *s, const TlPresetWheelrail *spec,
                                          const TlProfileFit *fit, TlError *err);

/* The contact points at spec->y and the normal patches of both wheels (the
 * wheelset is built again only when spec->track changes, which also drops
 * the Δr(y) table).  ctl may be NULL.  On failure the study keeps its
 * previous result and err says why. */
TlStatus tl_study_wheelrail_update(TlStudyWheelrail *s, const TlPresetWheelrail *spec,
                                   const TlStudyControl *ctl, TlError *err);

/* The patch of contact point `point` (1-based, as [wheelrail] point) among a
 * wheel's patches: its index in n->patch, or −1 when that point carries none. */
int tl_study_wheelrail_find_patch(const TlWrNormal *n, int point);

/* The patch of spec.point on spec.side, or NULL (err says so, with the
 * shift) when that point carries none. */
const TlWrPatch *tl_study_wheelrail_chosen_patch(const TlStudyWheelrail *s, TlError *err);

/* The name of a normal method ("hertz", "approx", "exact"). */
const char *tl_study_wheelrail_method_name(TlWrNormalMethod method);

/* Tabulate Δr(y) and the contact positions for 0 ≤ y ≤ y_max at `step` for
 * the wheelset `track` on the study's profiles, and the conicities at 3 mm
 * and over the curve's amplitudes.  Seconds of contact searches: ctl's
 * cancel flag stops it between searches (TL_ECANCELLED, the study's table
 * untouched).  Does not need an update first. */
TlStatus tl_study_wheelrail_tabulate(TlStudyWheelrail *s, const TlWheelsetParams *track,
                                     double y_max, double step, const TlStudyControl *ctl,
                                     TlError *err);

/* Take over the table of src (tabulated away, on a worker's own study) if it
 * was made for the wheelset dst shows now, on profiles of the same names:
 * returns 1; else 0 and both are left as they were. */
int tl_study_wheelrail_adopt_table(TlStudyWheelrail *dst, TlStudyWheelrail *src);

/* The equivalent conicity at `amplitude` from the table (which must reach it). */
TlStatus tl_study_wheelrail_conicity(const TlStudyWheelrail *s, double amplitude,
                                     TlWrConicity *out, TlError *err);

/* The CSV of tribolab-cli wheelrail: the header below and one row per
 * loaded contact point.  _write_rows writes the rows only
 * (a command that prints several shifts under one header). */
#define TL_STUDY_WHEELRAIL_CSV_HEADER                                                            \
  "y_mm,side,point,s_wheel_mm,s_rail_mm,gamma_deg,r_mm,dr_mm,a_mm,b_mm,p0_mpa,pmax_mpa,"        \
  "area_mm2,approach_mm,method\n"
TlStatus tl_study_wheelrail_write_csv(FILE *out, const TlStudyWheelrail *s, TlError *err);
TlStatus tl_study_wheelrail_write_rows(FILE *out, const TlStudyWheelrail *s, TlError *err);

/* The Δr(y) table as the window draws it, one row per tabulated shift (a
 * contact jump gives two rows at the same y):
 * y_mm,dr_mm,roll_mrad,s_left_mm,s_right_mm,gamma_left_deg,gamma_right_deg
 * (the wheelset's roll, the primary contact points' positions on the wheel
 * profiles and their contact angles). */
TlStatus tl_study_wheelrail_write_table_csv(FILE *out, const TlStudyWheelrail *s, TlError *err);

/* The conicity table of tribolab-cli wheelrail --conicity, one row per entry
 * of c[0 … n): amplitude_mm,secant,harmonic,integration,wavelength_m (the
 * window's curve: s->conicity_curve, s->n_conicity).  A value that is not
 * finite is written and makes it TL_ERANGE. */
TlStatus tl_study_wheelrail_write_conicity_csv(FILE *out, const TlWrConicity *c, int n,
                                               TlError *err);

/* The pressure map of the chosen patch (tribolab-cli wheelrail --map):
 * x_mm,eta_mm,p_mpa per cell; a Hertz patch is sampled on cells of the
 * normal method's cell size. */
TlStatus tl_study_wheelrail_write_map_csv(FILE *out, const TlStudyWheelrail *s, TlError *err);

/* ---- a patch rolled ------------------------------------------------------------------ */

typedef struct {
  TlWrRoll roll;            /* owned */
  double mu;                /* the friction coefficient it was rolled with */
  double *ratio;            /* |τ|/(μ p_n) per cell of roll.field, NaN outside */
  int side, point;          /* the rolled point (point: index in TlWrWheel.pt) */
  int elliptic;             /* a Hertz patch: its ellipse bounds the cells */
  double normal_force;      /* of the patch [N] */
  TlWrNormalMethod method;  /* of the patch */
  int valid;                /* 0 until a patch has been rolled */
  /* what the grip costs (docs/theory.md §12) at the rolling speed `speed`:
   * frictional power, Tγ (spin about the contact point), wear, fatigue */
  int wear_set;             /* 0: the default laws at 1 m/s */
  TlWearParams wear_params;
  double speed;             /* [m/s] */
  TlWearResult wear;
} TlStudyWheelrailRoll;

void tl_study_wheelrail_roll_init(TlStudyWheelrailRoll *r);
void tl_study_wheelrail_roll_clear(TlStudyWheelrailRoll *r);

/* Roll `patch` (steady, FASTSIM or the exact theory on its own cells) at
 * rp's creepages between bodies of the materials wheel and rail.  ctl's
 * cancel flag stops the exact solve.  On failure r keeps its previous
 * result. */
TlStatus tl_study_wheelrail_roll_update(TlStudyWheelrailRoll *r, const TlWrPatch *patch,
                                        const TlMaterial *wheel, const TlMaterial *rail,
                                        const TlWrRollParams *rp, const TlStudyControl *ctl,
                                        TlError *err);

/* The wear laws and the rolling speed [m/s] of the next roll update (the
 * defaults and 1 m/s until set); bad values: TL_EINVAL, nothing changed. */
TlStatus tl_study_wheelrail_roll_set_wear(TlStudyWheelrailRoll *r, const TlWearParams *p,
                                          double speed, TlError *err);

/* The rolling speed the roll's power was computed at [m/s]. */
double tl_study_wheelrail_roll_speed(const TlStudyWheelrailRoll *r);

/* Move a rolled patch from src into dst (dst's old one freed, src emptied). */
void tl_study_wheelrail_roll_move(TlStudyWheelrailRoll *dst, TlStudyWheelrailRoll *src);

/* The rolled patch per cell (tribolab-cli wheelrail --roll-patch --map):
 * x_mm,eta_mm,p_mpa,tx_mpa,ty_mpa,state. */
TlStatus tl_study_wheelrail_roll_write_csv(FILE *out, const TlStudyWheelrailRoll *r,
                                           TlError *err);

/* One row of tribolab-cli wheelrail --roll-patch at shift y [m]:
 * y_mm,side,point,normal_n,fx_n,fy_n,mz_nm,stick_fraction,method,model, then
 * what the grip costs: frictional_power_w,frictional_power_macro_w,t_gamma_n,
 * wear_rate_archard_um3_m,wear_rate_usfd_ug_m_mm2,wear_regime,fatigue_index. */
#define TL_STUDY_WHEELRAIL_ROLL_CSV_HEADER                                                       \
  "y_mm,side,point,normal_n,fx_n,fy_n,mz_nm,stick_fraction,method,model,frictional_power_w,"     \
  "frictional_power_macro_w,t_gamma_n,wear_rate_archard_um3_m,wear_rate_usfd_ug_m_mm2,"          \
  "wear_regime,fatigue_index\n"
TlStatus tl_study_wheelrail_roll_write_row(FILE *out, double y, const TlStudyWheelrailRoll *r,
                                           TlError *err);

/* ---- the work estimate ---------------------------------------------------- */

/* Cost rates [s]: a contact search at one shift; an approximate and a
 * half-space patch at the 0.2 mm cell. */
#define TL_STUDY_WHEELRAIL_COST_SEARCH 0.01
#define TL_STUDY_WHEELRAIL_COST_APPROX 0.05
#define TL_STUDY_WHEELRAIL_COST_EXACT 0.3

/* The work of tl_study_wheelrail_update(spec): the contact search at spec->y
 * and up to two patches per wheel (tread and flange), each costing what its
 * normal method costs at the cell size (relative to the 0.2 mm cell, the
 * half-space solve grows as its cubed inverse, the approximate method as its
 * square).  Returns work->seconds. */
double tl_study_wheelrail_estimate(const TlPresetWheelrail *spec, TlStudyWork *work);
/* The work of tl_study_wheelrail_tabulate(…, y_max, step, …): a contact
 * search every step across ±y_max. */
double tl_study_wheelrail_tabulate_estimate(double y_max, double step, TlStudyWork *work);

#ifdef __cplusplus
}
#endif

#endif /* TL_STUDY_WHEELRAIL_H */
