/* study-wheelset.h — the wheelset on the track: Klingel's kinematic
 * oscillation (conical wheels or the Δr(y) of a profile pair) and the linear
 * stability of the wheelset on its springs — root locus over a speed range,
 * critical speed and its frequency (tribo/wheelset.h, docs/theory.md "The
 * wheelset on the track").
 *
 * The creep coefficients the spec does not mark as given come from Kalker's
 * linear theory on the Hertz patches of the left wheel with the wheelset
 * centred (y = 0) on the profile pair, under the wheel load of the spec: the
 * sum over its contact points (S1002 on 60E1 touches at two there), each
 * patch under its share of the load.  The profiles are S1002 on 60E1 unless
 * tl_study_wheelset_set_profiles gave others; the update reads no file.
 *
 * The [wheelset] preset section (tribo/preset.h) holds the page's part of
 * this spec; the rest is the study's own.  The patches' coefficients are
 * the core's tl_ws_creep_centred, which the lessons call too. */
#ifndef TL_STUDY_WHEELSET_H
#define TL_STUDY_WHEELSET_H

#include <stdio.h>

#include "study.h"
#include "tribo/hertz.h"
#include "tribo/preset.h"
#include "tribo/profile.h"
#include "tribo/wheelrail.h"
#include "tribo/wheelset.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Which creep coefficients of TlWsParams the spec gives (the others come
 * from the patch). */
enum {
  TL_STUDY_WS_GIVEN_F11 = 0x1u,
  TL_STUDY_WS_GIVEN_F22 = 0x2u,
  TL_STUDY_WS_GIVEN_F23 = 0x4u,
  TL_STUDY_WS_GIVEN_F33 = 0x8u,
  TL_STUDY_WS_GIVEN_ALL = 0xfu
};

/* The critical speed is searched from this speed up [m/s]. */
#define TL_STUDY_WS_SEARCH_MIN 0.1

/* FASTSIM's grid on each patch in a run (cells per side). */
#define TL_STUDY_WS_FASTSIM_GRID 20

/* At most this many speeds in a root locus and amplitudes in a table. */
#define TL_STUDY_WS_MAX_SPEEDS 100000
#define TL_STUDY_WS_MAX_AMPLITUDES 1000

typedef struct {
  TlWsParams params;           /* the wheelset */
  unsigned creep_given;        /* TL_STUDY_WS_GIVEN_* bits; 0: all four from the patch */
  double v_from, v_to, v_step; /* root-locus speeds [m/s]; 5 : 150 : 5 */
  double v_search_max;         /* the critical speed is searched up to this [m/s]; 500 */
  int kinematic;               /* 1: also the kinematic table; 0 (default): not */
  int profiles;                /* kinematic and run on the profile pair's Δr(y) (1) or on cones of
                                  params.conicity (0, default) */
  int run;                     /* 1: also a run in time (tl_ws_run); 0 (default): not */
  TlWsRunParams run_params;    /* the run's duration, output interval, start and speeds */
  TlWsCreepModel creep_model;  /* the run's creep forces: linear (default), polach, fastsim or
                                  table, which take the patches (no creep coefficient may be
                                  given) */
  TlPolachParams polach;       /* Polach's parameters; dry rail */
  double mu;                   /* FASTSIM's and the table's friction coefficient; 0.3 (dry rail,
                                  as wheelrail) */
  const TlTable *table;        /* creep model table: the creep-force table (borrowed: it must
                                  outlive the study's updates); NULL otherwise */
  TlTableInterp table_interp;  /* how the table is read; cubic (default) */
  double amp_from, amp_to, amp_step; /* kinematic amplitudes [m]; 1 : 6 : 1 mm */
  double table_step;                 /* step of the Δr(y) table [m]; 0.05 mm */
  TlWheelsetParams track; /* gauge, flange back, inclination of the pair (r0 is params.r0) */
  int flange_from_profiles; /* 1: the run and the sweep take run_params.flange_clearance from the
                               profile pair (the y of its largest Δr jump, where the contact leaps
                               to the flange; needs profiles); 0 (default): as given there */
  int bifurcation;          /* 1: also the bifurcation sweep; 0 (default): not */
  double bif_from, bif_to, bif_step; /* its speeds [m/s]; 60 : 160 : 10 */
  double bif_duration;               /* each of its runs [s]; 3 */
  double bif_y0;                     /* each run's start shift, at rest [m]; 5 mm */
  TlMaterial wheel_material, rail_material; /* steel E = 210 GPa, ν = 0.28 */
  int contact_angles; /* 1: the run and the sweep on the profiles (needs profiles) feel the
                         lateral resultant of the normal forces at the real contact angles,
                         −Q (tan γ_L − tan γ_R) (TlWsRunParams.contact_force): the profiles'
                         gravitational stiffness and their flange, in place of a flange spring;
                         0 (default): not */
} TlStudyWheelsetSpec;

/* The Δr(y) and contact-angle table of a run with contact angles reaches this
 * far [m]: past the flange root, where the contact climbs the flange (held
 * beyond). */
#define TL_STUDY_WS_CONTACT_TABLE_MAX 12e-3

TlStudyWheelsetSpec tl_study_wheelset_spec_default(void);
/* The Wheelset page's bifurcation sweep on spec's case, in place: no single
 * run, the sweep from 20 to 240 m/s in 20 m/s steps of 2 s runs (the page
 * and the benchmark time the same work). */
void tl_study_wheelset_page_sweep(TlStudyWheelsetSpec *spec);
TlStatus tl_study_wheelset_spec_validate(const TlStudyWheelsetSpec *spec, TlError *err);

/* What a [wheelset] preset section gives a spec (tl_study_wheelset_spec_preset):
 * the parts are bits, so that each mode takes what it reads. */
enum {
  TL_STUDY_WS_PRESET_WHEELSET = 1u, /* the wheelset on its springs and the track's r0 (every
                                       mode) */
  TL_STUDY_WS_PRESET_MOTION = 2u,   /* a run's or the sweep's speed, wheels (cones, or the
                                       profile pair with its flange), creep model and μ */
  TL_STUDY_WS_PRESET_RUN = 4u,      /* a run's duration, output interval and start */
  TL_STUDY_WS_PRESET_ALL = 7u
};
/* Set the parts of spec that the section w holds, in place; the rest of spec
 * (its mode, speeds, table) stays.  On the profiles the flange is the pair's
 * own: through the contact angles (w->contact_angles) or as a spring at the
 * pair's clearance; on cones a spring at w->flange_clearance (0: none).  The
 * window's page, `tribolab-cli wheelset --preset` and tribolab.wheelset(preset=)
 * all take a preset through this. */
void tl_study_wheelset_spec_preset(TlStudyWheelsetSpec *spec, const TlPresetWheelset *w,
                                   unsigned parts);

/* One row of the kinematic table. */
typedef struct {
  double amplitude;            /* ŷ [m] */
  double wavelength;           /* L of the integrated path y'' = −Δr(y)/(2 e r₀) [m] */
  double conicity_harmonic;    /* the describing-function (EN 15302 harmonic) conicity */
  double conicity_integration; /* e r₀ (2π/L)² */
  double klingel_wavelength;   /* 2π √(r₀ e / harmonic conicity) [m] */
} TlStudyWsKinematicRow;

/* One speed of the bifurcation sweep: a run of bif_duration at constant
 * speed from bif_y0 at rest with the run's creep model, profiles and flange. */
typedef struct {
  double speed;     /* [m/s] */
  double amplitude; /* max |y| over the run's last quarter [m] (the limit cycle's, sustained) */
  int sustained;    /* 1: that amplitude is at least TL_STUDY_WS_BIF_MIN_AMP and at least
                       TL_STUDY_WS_BIF_KEEP of the third quarter's (not dying out) */
  int unbounded;    /* 1: the run passed TL_WS_RUN_MAX_SHIFT (no bound: linear forces, no flange) */
  int clamped;      /* table creep forces: the run's samples with a creepage beyond the table */
} TlStudyWsBifRow;

#define TL_STUDY_WS_BIF_MIN_AMP 1e-5 /* [m] */
#define TL_STUDY_WS_BIF_KEEP 0.98
/* Bisection steps that narrow the nonlinear critical speed below the lowest
 * sustained speed of the sweep (each one run). */
#define TL_STUDY_WS_BIF_BISECT 4
#define TL_STUDY_WS_MAX_BIF_SPEEDS 200

typedef struct {
  TlStudyWheelsetSpec spec;
  TlWsParams used; /* params with the patch's coefficients filled in */
  int patch_used;  /* 1 when some coefficient came from the patches */
  int n_patches;   /* Hertz patches of the centred left wheel (patch_used) */
  double patch_a[TL_WR_MAX_POINTS], patch_b[TL_WR_MAX_POINTS]; /* their semi-axes [m] */
  double patch_load[TL_WR_MAX_POINTS];                         /* their normal forces [N] */
  double patch_g, patch_nu;  /* combined shear modulus [Pa] and Poisson ratio (patch_used) */
  double e_kinematic;        /* e of the kinematic table: params.e, or the pair's e0 [m] */
  double klingel_wavelength; /* 2π √(r₀ e/λ) of params [m] */
  int n_speeds;
  double *speeds;   /* n_speeds [m/s] */
  TlWsEigen *eigen; /* n_speeds × TL_WS_N_MODES, speed-major */
  TlWsCritical critical;
  TlWsEigen eigen_run[TL_WS_N_MODES]; /* the eigenvalues at the run's starting speed */
  int least_damped;                   /* the index in eigen_run of the largest real part */
  int n_amplitudes;
  TlStudyWsKinematicRow *kinematic; /* n_amplitudes (spec.kinematic) */
  TlWsRun run;                      /* spec.run; n = 0 otherwise */
  TlWsCreep creep;                  /* the run's creep model and, for Polach, the patches */
  double e_run;                     /* e of the run: params.e, or the pair's e0 [m] */
  double flange_clearance;          /* δ of the run and the sweep [m]; 0: no flange (with
                                       contact_angles: the pair's, where the contact leaps to
                                       the flange, shown but not a spring) */
  int n_bif;
  TlStudyWsBifRow *bif; /* n_bif, speeds decreasing (spec.bifurcation) */
  double nonlinear_critical; /* the speed below which the limit cycle dies: the lowest sustained
                                speed of the sweep's top run of sustained speeds, narrowed by
                                bisection toward the next speed below [m/s]; NaN when the top
                                speed is not sustained; the sweep's lowest speed when all are */
  int valid;
  /* borrowed or owned profiles */
  const TlProfile *wheel, *rail;
  TlProfile *own_wheel, *own_rail;
} TlStudyWheelset;

void tl_study_wheelset_init(TlStudyWheelset *s);
void tl_study_wheelset_clear(TlStudyWheelset *s);

/* Profiles for the patch and the kinematic table (borrowed: they must
 * outlive the study's updates); NULL, NULL goes back to S1002 on 60E1. */
void tl_study_wheelset_set_profiles(TlStudyWheelset *s, const TlProfile *wheel,
                                    const TlProfile *rail);

/* Compute the result of spec; on failure the study keeps its previous
 * result and err says why. */
TlStatus tl_study_wheelset_update(TlStudyWheelset *s, const TlStudyWheelsetSpec *spec,
                                  const TlStudyControl *ctl, TlError *err);

/* The root locus: speed_m_s,mode,real_1_s,imag_rad_s,freq_hz,damping_ratio
 * (one row per speed and eigenvalue). */
TlStatus tl_study_wheelset_write_eigen_csv(FILE *out, const TlStudyWheelset *s, TlError *err);
/* The run: t_s,x_m,v_m_s,y_mm,psi_mrad,fy_n,frictional_power_macro_w,
 * frictional_power_w (fy on the wheelset from the rails, both wheels; the
 * creep forces' power and the patches' local frictional power of TlWsRun,
 * the latter nan without a slip field). */
TlStatus tl_study_wheelset_write_run_csv(FILE *out, const TlStudyWheelset *s, TlError *err);
/* The energy check of the run: the means over its samples of the creep
 * forces' power and of the patches' local frictional power [W] (NaN without
 * a slip field or a run). */
void tl_study_wheelset_run_power_means(const TlStudyWheelset *s, double *creep_power,
                                       double *frictional_power);
/* The bifurcation sweep: speed_m_s,amplitude_mm,sustained,unbounded. */
TlStatus tl_study_wheelset_write_bif_csv(FILE *out, const TlStudyWheelset *s, TlError *err);
/* The kinematic table:
 * amplitude_mm,wavelength_m,klingel_wavelength_m,conicity_harmonic,conicity_integration. */
TlStatus tl_study_wheelset_write_kinematic_csv(FILE *out, const TlStudyWheelset *s, TlError *err);

#ifdef __cplusplus
}
#endif

#endif /* TL_STUDY_WHEELSET_H */
