/* preset.h — TriboLab presets: one GKeyFile (INI) format, read and written by
 * the window (Open/Save, the saved session) and by tribolab-cli (--preset).
 *
 *   [preset]   format = 1, title, description, view (the page to show)
 *   [contact]  the rolling-contact case, units in the key names:
 *              geometry = semi-axes|radii, a_mm, b_mm, ref_load_kn, wheel_rx_m,
 *              wheel_ry_m, rail_rx_m, rail_ry_m (inf allowed), load_kn,
 *              modulus = young|shear, modulus_gpa, nu (both bodies; rail_modulus,
 *              rail_modulus_gpa, rail_nu for a different rail), mu, speed_m_s,
 *              cx, cy, spin_per_m, bound = parabolic|elliptic, grid = 50x50
 *   [transient] the creepage waveform of transient runs: waveform = constant|step|
 *              sine|triangle|square|csv, c0, cp, freq_hz (periodic), c_before,
 *              c_after, t_step_ms (step), waveform_file (csv: a t,cx table, relative
 *              to the preset), init = zero|steady, courant, time_scale_ms_per_s
 *              (the window's playback: contact ms per wall second), model =
 *              brush|exact|compare; a constant waveform runs at [contact] cx
 *   [rolling]  the two-sphere rolling-resistance demo: k_roll_n_m, gamma_roll_ns_m,
 *              mu_roll, partner = sphere|wall, ri_mm, rj_mm, density_kg_m3,
 *              omega0_rad_s, normal = constant|hooke|hertz, fn0_n, kn_n_m,
 *              estar_gpa, overlap_um, dt_us, duration_ms
 *   [friction] the friction law and the motions the Friction page follows it
 *              along: law = a name (lugre, eq7, …) or terms joined by '+',
 *              sign = exact|tanh|sqrt, fc_n, fs_n, vs_m_s, viscous_ns_m, c1_n,
 *              c2_n (both default to fs_n − fc_n), dahl_sigma_n_m, dahl_alpha,
 *              sigma0_n_m, sigma1_ns_m, sigma2_ns_m, karnopp_m_s, sign_eps_m_s,
 *              seed_duration_s, sine_amplitude_um, sine_frequency_hz,
 *              sine_duration_s
 *   [stickslip] the mass–spring–belt oscillator, run with [friction]'s law:
 *              mass_kg, stiffness_n_m, belt_m_s, integrator = rk4|rkf45|msbdf,
 *              dt_s, duration_s, rel_tol, abs_tol, stick_velocity_m_s
 *   [subsurface] the stresses-below-the-surface view: source = hertz|slide|fastsim|
 *              exact, measure = von-mises|tresca|max-shear|sxd|…, body = rail|wheel
 *   [contact_friction] the friction law inside the rolling contact (FASTSIM,
 *              the brush model, Polach's model): law = coulomb|exp|rational|
 *              linear|stribeck|polach, source = own|friction (the [friction]
 *              law divided by lab_normal_n), mu_kinetic, dmu1, dmu2, s_half1_m_s,
 *              s_half2_m_s, stribeck_mu_c, stribeck_mu_s, stribeck_vs_m_s,
 *              stribeck_delta, stribeck_kv_s_m, polach_mu0, polach_a,
 *              polach_b_s_m, polach_ka, polach_ks, memory_mm, memory_s0_mm_s,
 *              rule = cont|low|high; Coulomb takes [contact] mu
 *   [wheelrail] the Wheel on rail page: wheel_profile = S1002|FILE, rail_profile =
 *              60E1|FILE (files relative to the preset), inclination = 1:N|0, gauge_mm,
 *              flange_back_mm, r0_mm, roll = computed|off, y_mm, load_kn, e_gpa, nu
 *              (both bodies), normal = hertz|approx|exact, cell_mm, kp_epsilon, side =
 *              left|right, point (1…), and "Roll this patch": cx, cy, spin_per_m, mu,
 *              model = fastsim|exact
 *   [wheelset] the Wheelset on track page: speed_m_s, conicity, ky_n_m, kpsi_n_m_rad,
 *              mass_kg, yaw_inertia_kg_m2, r0_mm, e_mm, load_kn, mu, wheels =
 *              cones|profiles, creep_model = linear|polach|fastsim|table (table: the
 *              [steady] section's table), spin = off|on, gravity = off|on, and the
 *              run shown: duration_s, dt_s, y0_mm,
 *              flange_clearance_mm (cones), flange_stiffness_n_m, contact_angles = on|off
 *              (profiles)
 *   [steady]   the Steady rolling view: models = linear,fastsim,shen,exact,polach,
 *              table (the curves drawn, any of them), table = FILE (its creep-force
 *              table, an HDF5 file of tribolab-cli table build, relative to the
 *              preset)
 *
 * Keys left out take the built-in thesis defaults.  Unknown groups and keys
 * are reported through the warning callback (with their line) and ignored; a
 * bad value fails the whole load with a message naming the key and its line,
 * and the caller's state is left as it was.  Saving writes a temporary file
 * and renames it into place, so a crash never leaves a truncated preset. */
#ifndef TRIBO_PRESET_H
#define TRIBO_PRESET_H

#include "tribo/contact.h"
#include "tribo/polach.h"
#include "tribo/slipfriction.h"
#include "tribo/motion.h"
#include "tribo/rolling.h"
#include "tribo/status.h"
#include "tribo/transient.h"
#include "tribo/waveform.h"
#include "tribo/stickslip.h"
#include "tribo/subsurface.h"
#include "tribo/wheelrail.h"
#include "tribo/wheelset.h"

#ifdef __cplusplus
extern "C" {
#endif

#define TL_PRESET_FORMAT 1
#define TL_PRESET_TEXT_MAX 2048

/* Which model the window's transient page runs: one of the two, or both
 * side by side (tribolab-cli transient runs brush for compare). */
typedef enum {
  TL_PRESET_MODEL_BRUSH,
  TL_PRESET_MODEL_EXACT,
  TL_PRESET_MODEL_COMPARE
} TlPresetModel;

/* The transient-run settings of a preset.  A table (csv) waveform names its
 * file; the caller loads the table (tl_wave_table_load) and points
 * wave.table at it.  wave.value is unused: constant runs use contact.cx. */
typedef struct {
  TlWaveform wave;
  char table_file[1024];  /* absolute path of the csv table, or "" */
  TlTransientInit init;
  double courant;         /* C = VΔt/Δx, (0, 1] */
  double time_scale;      /* window playback: contact seconds per wall second, > 0 */
  TlPresetModel model;    /* brush (default), exact or compare */
} TlPresetTransient;

/* Sine C0 = Cp = 0.005 at 10 Hz, zero start, C = 1, 10 ms per second. */
TlPresetTransient tl_preset_transient_default(void);
TlStatus tl_preset_transient_validate(const TlPresetTransient *t, TlError *err);
/* The [friction] section: a law and the two prescribed motions it is shown
 * along (the seed's v = t(t + 1) and a back-and-forth sine). */
typedef struct {
  TlFrictionParams law;
  TlMotionParams seed; /* kind TL_MOTION_SEED */
  TlMotionParams sine; /* kind TL_MOTION_SINE */
} TlFrictionCase;

/* The law and the motions' defaults (tl_friction_params_default,
 * tl_motion_params_default). */
TlFrictionCase tl_friction_case_default(void);
/* The law, both motions and their kinds. */
TlStatus tl_friction_case_validate(const TlFrictionCase *c, TlError *err);

/* The [contact_friction] section: the friction law inside the rolling
 * contact, for FASTSIM, the brush model and (its Polach levels) Polach's
 * creep-force model (docs/theory-friction-in-contact.md). */
typedef struct {
  TlSlipFriction law; /* kind, levels, memory, root rule; law.mu is unused: a
                         Coulomb law takes the case's μ ([contact] mu) */
  int from_lab;       /* 1: the law is [friction]'s, μ = F(σ)/F_N,lab */
  double lab_normal;  /* F_N,lab [N] that turns the lab's forces into μ, > 0 */
  double polach_ka, polach_ks; /* Polach's model: reductions kA, kS [-] */
} TlContactFriction;

/* Coulomb (each law's parameters at tl_slip_friction_default's), own law,
 * F_N,lab = 3.75 N (the lab's default Fs = 1.5 N gives μs = 0.4), kA, kS of
 * Polach's dry set. */
TlContactFriction tl_contact_friction_default(void);
/* Every kind's parameters (not only the chosen one's) and kA, kS. */
TlStatus tl_contact_friction_validate(const TlContactFriction *c, TlError *err);
/* The law the contact solvers take: the case's μ for Coulomb, the lab's law
 * through F_N,lab when from_lab (refused for a jump law), else c's own. */
TlStatus tl_contact_friction_law(const TlContactFriction *c, double mu,
                                 const TlFrictionParams *lab, TlSlipFriction *out, TlError *err);
/* Polach's model with c's μ₀, A, B, kA, kS. */
TlPolachParams tl_contact_friction_polach(const TlContactFriction *c);
/* The [wheelrail] section: the wheelset on track, the chosen contact point
 * and the creepages it is rolled at.  A profile is its built-in name or a
 * file (loaded by the caller with tl_profile_load, which refuses anything
 * but a regular file). */
typedef struct {
  char wheel[1024];        /* "S1002" or the path of a wheel profile file */
  char rail[1024];         /* "60E1" or the path of a rail profile file */
  TlWheelsetParams track;  /* gauge, flange-back, r0, inclination, roll */
  TlWrNormalParams normal; /* load, method, cell, KP ε; one material for both bodies */
  double y;                /* lateral shift [m] */
  int side;                /* TL_WR_LEFT or TL_WR_RIGHT: the wheel of the chosen point */
  int point;               /* the chosen contact point, 1 … TL_WR_MAX_POINTS */
  TlWrRollParams roll;     /* "Roll this patch": creepages, μ, model */
  int steady_patch;        /* the Steady rolling view's contact patch: 0 its own Hertz
                              ellipse ([contact]), 1 this chosen point's patch */
} TlPresetWheelrail;

/* S1002 on 60E1 at 1:40 and y = 0, the defaults of the wheel-rail API. */
TlPresetWheelrail tl_preset_wheelrail_default(void);
TlStatus tl_preset_wheelrail_validate(const TlPresetWheelrail *w, TlError *err);

/* The [wheelset] section: the wheelset on its springs of the Wheelset on
 * track page at one speed (tribo/wheelset.h).  params' creep coefficients
 * are not read: they come from the Hertz patches of the centred wheel
 * (tl_ws_creep_centred). */
typedef struct {
  TlWsParams params;          /* mass, yaw inertia, k_y, k_ψ, r₀, e, λ, wheel load, spin, gravity */
  double speed;               /* [m/s]; 80 */
  int wheels;                 /* 0: cones of params.conicity; 1: the profile pair of [wheelrail] */
  TlWsCreepModel creep_model; /* the run's creep forces; polach */
  double mu;                  /* FASTSIM's friction coefficient; 0.3 */
  /* the run the page shows, which tribolab-cli wheelset --mode run --preset runs too */
  double duration;         /* [s]; 3 */
  double dt;               /* output interval [s]; 2 ms */
  double y0;               /* lateral shift at the start, at rest [m]; 3 mm */
  double flange_clearance; /* cones: the flangeway clearance of the flange spring [m]; 0: none
                              (profiles: the pair's own, this must be 0) */
  double flange_stiffness; /* the flange spring's stiffness [N/m]; TL_WS_FLANGE_STIFFNESS */
  int contact_angles;      /* profiles: 1 (default) the normal forces at the real contact angles
                              carry the flange (the study's contact_angles); 0: a flange spring at
                              the pair's clearance.  Cones: not read */
} TlPresetWheelset;

TlPresetWheelset tl_preset_wheelset_default(void);
TlStatus tl_preset_wheelset_validate(const TlPresetWheelset *w, TlError *err);

/* The [steady] section: what the Steady rolling view draws beside the
 * contact case.  models holds the core's TL_STEADY_* bits (steady-curves.h)
 * and the two below, which are the steady study's (study-steady.h). */
#define TL_PRESET_STEADY_EXACT (1u << 3) /* Kalker's exact theory */
#define TL_PRESET_STEADY_TABLE (1u << 5) /* the creep-force table */
typedef struct {
  unsigned models;       /* linear, FASTSIM and SHE by default */
  char table_file[1024]; /* absolute path of its creep-force table (HDF5), or "" */
} TlPresetSteady;

TlPresetSteady tl_preset_steady_default(void);

typedef struct {
  char title[160];                       /* one line, may be empty */
  char description[TL_PRESET_TEXT_MAX];  /* a paragraph for the window, may be empty */
  char view[32];                         /* "hertz", "steady", "transient", … or empty */
  TlContactParams contact;
  TlPresetTransient transient;
  TlRollingDemoParams rolling;
  TlFrictionCase friction;
  TlStickSlipParams stickslip; /* its friction member is always friction.law */
  TlSubsurfaceView subsurface; /* the Below the surface view */
  TlContactFriction contact_friction; /* the law inside the rolling contact */
  TlPresetWheelrail wheelrail; /* the Wheel on rail view */
  TlPresetWheelset wheelset;   /* the Wheelset on track view */
  TlPresetSteady steady;       /* the Steady rolling view's creep-force table */
} TlPreset;

/* One key of a table-driven preset section: the table drives reading,
 * writing, the range check and the unknown-key warning. */
typedef enum { TL_PRESET_KEY_DOUBLE, TL_PRESET_KEY_CHOICE, TL_PRESET_KEY_INT } TlPresetKeyKind;

typedef struct {
  const char *key;           /* "ri_mm": the unit is in the name */
  TlPresetKeyKind kind;
  size_t offset;             /* of the double, or of the int or enum, in the section */
  double unit;               /* SI per key unit (TL_UNIT_MM for ri_mm); doubles only */
  double min, max;           /* the range in SI (tribo/ranges.h); doubles and ints */
  const char *const *names;  /* the choices, NULL-terminated; choices only */
  int allow_inf;             /* doubles: ±inf too (a straight profile's radius) */
} TlPresetKey;

/* The table of a section ("contact", "transient", "friction", "rolling", "stickslip",
 * "wheelrail"), or NULL
 * for a section that is not table-driven yet.  [transient]'s waveform kind
 * and table file are read by code around its table (a new kind starts from
 * that kind's defaults). */
const TlPresetKey *tl_preset_section_keys(const char *section, size_t *n);

/* Called once per warning (unknown key, newer format, …). */
typedef void (*TlPresetWarnFunc)(const char *message, void *data);

/* Defaults: empty texts, every section's built-in defaults. */
void tl_preset_init(TlPreset *preset);

/* Parse a preset from text; `source` names it in messages ("thesis.ini").
 * On error *preset is untouched. */
TlStatus tl_preset_load_data(const char *text, size_t length, const char *source,
                             TlPreset *preset, TlPresetWarnFunc warn, void *warn_data,
                             TlError *err);
TlStatus tl_preset_load_file(const char *path, TlPreset *preset, TlPresetWarnFunc warn,
                             void *warn_data, TlError *err);

/* Serialise (every key written, so the file documents itself). g_free() the text. */
char *tl_preset_to_data(const TlPreset *preset, size_t *length);
/* Write atomically (temporary file + rename). */
TlStatus tl_preset_save_file(const char *path, const TlPreset *preset, TlError *err);

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_PRESET_H */
