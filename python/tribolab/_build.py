"""Builds tribolab._tribo, the compiled bridge to libtribo (cffi, API mode).

API mode compiles a small C extension against TriboLab's own headers, so the
layout of every struct the package touches comes from the C compiler and
not from a hand-written copy (as ctypes would need): a field added to a
header cannot silently shift the others.  Only the names used are declared
here; `...;` lets the compiler fill in the rest.  The functions' prototypes
are read from the headers themselves (FUNCTIONS names them).

Run by the build: python3 tribolab/_build.py OUTDIR INCLUDEDIR[:INCLUDEDIR…] LIBDIR [RPATH]
(the core's public headers and the studies'; LIBDIR holds libtribo and libtribo-study)
"""
import glob
import os
import re
import sys

import cffi

CDEF = r"""
typedef int... TlStatus;
typedef struct { char message[...]; ...; } TlError;
typedef void (*TlStudyProgressFunc)(double fraction, void *data);
typedef struct { const volatile int *cancel; ...; } TlStudyControl;
typedef struct { double seconds; double bytes; char what[...]; } TlStudyWork;
typedef struct { int mx; int my; double *x; double *y; unsigned char *active; ...; } TlGrid;
typedef struct {
  int mx; int my; double *pn; double *tx; double *ty; unsigned char *state; ...;
} TlTraction;

typedef enum { TL_ELASTIC_YOUNG, TL_ELASTIC_SHEAR } TlElasticInput;
typedef enum { TL_GEOMETRY_SEMI_AXES, TL_GEOMETRY_RADII } TlGeometryMode;
typedef enum { TL_BOUND_PARABOLIC, TL_BOUND_ELLIPTIC } TlTractionBound;
typedef struct { TlElasticInput input; double modulus; double poisson; ...; } TlMaterial;
typedef struct {
  TlMaterial wheel; TlMaterial rail; TlGeometryMode geometry;
  double semi_a; double semi_b; double ref_load;
  double wheel_rx; double wheel_ry; double rail_rx; double rail_ry;
  double normal_load; ...;
} TlHertzParams;
typedef struct {
  double shear_modulus; double poisson; double e_star; double kd; ...;
} TlCombinedMaterial;
typedef struct {
  double a; double b; double ratio; double normal_load; double p0; double mean_pressure;
  double approach; TlCombinedMaterial material; ...;
} TlHertzResult;
typedef struct { double c11; double c22; double c23; double c33; ...; } TlKalkerCoeffs;

typedef struct {
  TlHertzParams hertz; double mu; double speed; double cx; double cy; double spin;
  TlTractionBound bound; int mx; int my; ...;
} TlContactParams;
typedef struct { TlHertzResult hertz; TlKalkerCoeffs kalker; ...; } TlContactBasics;
typedef struct { TlContactBasics basics; TlGrid grid; double *pressure; ...; } TlStudyHertz;

typedef enum { TL_FIELD_HERTZ, TL_FIELD_SLIDE, TL_FIELD_FASTSIM, TL_FIELD_EXACT,
               TL_FIELD_TRANSIENT } TlFieldSource;
typedef enum { TL_BODY_RAIL, TL_BODY_WHEEL } TlBody;
typedef enum { TL_MEASURE_VON_MISES, TL_MEASURE_TRESCA, TL_MEASURE_SXD, ... } TlStressMeasure;
typedef enum { TL_PLANE_XZ, TL_PLANE_YZ, TL_PLANE_LINE } TlPlane;
typedef struct { TlFieldSource source; TlStressMeasure measure; TlBody body; double shear_yield; } TlSubsurfaceView;
typedef struct { double sxx; double syy; double sdd; double sxy; double sxd; double syd; } TlStress;
typedef struct {
  TlPlane plane; TlBody body; int n_along; int n_depth; double at; double line_x; double *depth;
  TlStress *s; ...;
} TlSection;
typedef struct { double value; double x; double y; double d; int at_surface; ...; } TlStressMax;
typedef struct { TlFieldSource source; TlGrid grid; TlTraction t; double p0; ...; } TlTractionField;
typedef struct {
  TlContactParams params; TlSubsurfaceView view; TlPlane plane; double at; double line_x;
  double line_y; double depth_max; int n_along; int n_depth; ...;
} TlStudySubsurfaceSpec;
typedef struct {
  TlTractionField field; TlSection sec; TlStressMax max; TlStressMax max_von_mises;
  TlStressMax max_tresca; TlStressMax max_sxd; double utilised_friction; double load_factor;
  double fatigue_index; ...;
} TlStudySubsurface;

typedef enum { TL_FASTSIM_FIXED_GRID, TL_FASTSIM_STRIPWISE } TlFastsimVariant;

typedef enum { TL_TABLE_EXACT, TL_TABLE_FASTSIM } TlTableModel;
typedef enum { TL_TABLE_LINEAR, TL_TABLE_CUBIC } TlTableInterp;
typedef struct {
  int n[5]; double lo[5]; double hi[5]; TlTableModel model; int mx; int my; double tol; ...;
} TlTableSpec;
typedef struct TlTableSolver TlTableSolver;
typedef struct TlTable TlTable;

typedef enum { TL_SLIP_LAW_COULOMB, TL_SLIP_LAW_EXP, TL_SLIP_LAW_RATIONAL, TL_SLIP_LAW_LINEAR,
               TL_SLIP_LAW_STRIBECK, TL_SLIP_LAW_POLACH } TlSlipLawKind;
typedef enum { TL_SLIP_ROOT_CONT, TL_SLIP_ROOT_LOW, TL_SLIP_ROOT_HIGH } TlSlipRootRule;
typedef struct {
  TlSlipLawKind kind; double mu; double mu_kinetic; double dmu1; double dmu2; double s_half1;
  double s_half2; double mu_c; double mu_s; double v_s; double delta; double k_v;
  double polach_mu0; double polach_a; double polach_b; double memory; double memory_s0;
  TlSlipRootRule rule; ...;
} TlSlipFriction;

typedef int... TlExactLawStart;
typedef struct { TlExactLawStart start; ...; } TlExactLawOptions;

typedef struct { double mu0; double a; double b; double k_a; double k_s; ...; } TlPolachParams;

#define TL_STEADY_LINEAR ...
#define TL_STEADY_FASTSIM ...
#define TL_STEADY_SHEN ...
#define TL_STEADY_POLACH ...
#define TL_STUDY_STEADY_EXACT ...
#define TL_STUDY_STEADY_TABLE ...
typedef struct { double k; double hardness; ...; } TlArchardParams;
typedef struct { double shear_yield; ...; } TlShakedownParams;
typedef struct { ...; } TlUsfdParams;
typedef struct {
  TlArchardParams archard; TlUsfdParams usfd; TlShakedownParams shakedown; ...;
} TlWearParams;
typedef enum { TL_WEAR_MILD, TL_WEAR_SEVERE, TL_WEAR_CATASTROPHIC } TlWearRegime;
typedef struct {
  double power; double power_macro; double t_gamma; double area; double t_gamma_per_area;
  double archard_volume; double archard_depth_max; double usfd_rate; TlWearRegime regime;
  double usfd_depth; double burstow; double utilised_friction; double fatigue_index; ...;
} TlWearResult;
typedef struct {
  TlContactParams params; unsigned models; TlFastsimVariant variant; TlSlipFriction law;
  TlPolachParams polach; const double *cx; int n; ...;
} TlSteadyCurvesSpec;
typedef struct {
  TlSteadyCurvesSpec curves; double cx_max; int n_points; int exact_points; TlWearParams wear;
  ...;
} TlStudySteadySpec;
typedef struct { double *cx; double *f; int n; int done; ...; } TlExactCurve;
typedef struct {
  TlStudySteadySpec spec; int n; double *cx; double *f[...]; double op_f[...]; double *f_polach;
  double op_polach; double peak_cx; double peak_f; double polach_peak_cx; double polach_peak_f;
  TlExactCurve xc; TlWearResult wear; double *t_gamma_per_area; double *usfd_rate;
  double *burstow; double *f_table; int table_curve_clamped; double table_op[3]; ...;
} TlStudySteady;
typedef struct {
  TlContactParams params;
  int n; double *cx; double *f; double *stick; double *fy; double *mz; double *mu_mean;
  double *indicator; TlTraction map; double *mu_map; double *w_map; TlWearResult wear; ...;
} TlStudySteadyPoints;

typedef enum { TL_WAVE_CONSTANT, TL_WAVE_STEP, TL_WAVE_SINE, TL_WAVE_TRIANGLE, TL_WAVE_SQUARE,
               TL_WAVE_TABLE } TlWaveKind;
typedef struct { int n; double *t; ...; } TlWaveTable;
typedef struct {
  TlWaveKind kind; double value; double before; double after; double t_step;
  double mean; double amplitude; double freq; const TlWaveTable *table; ...;
} TlWaveform;

typedef int... TlTransientInit;
typedef struct {
  int n; double *t; double *cx; double *cy; double *spin; double *f; double *fy; double *mz;
  double *stick; ...;
} TlRecord;
typedef struct { TlRecord rec; ...; } TlRun;
typedef struct {
  double t0; double delay; double delay_ratio; double loop_area; double f_min; double f_max;
  int saturated; char note[...]; ...;
} TlPeriodicAnalysis;

typedef enum { TL_PRESET_MODEL_BRUSH, TL_PRESET_MODEL_EXACT, TL_PRESET_MODEL_COMPARE }
  TlPresetModel;
typedef struct {
  TlPresetModel model; TlContactParams params; TlWaveform wave; TlTransientInit init; double dt;
  double courant; double t_end; int steady_curve; const TlSlipFriction *law;
  const TlExactLawOptions *law_opts; const TlTable *table; TlTableInterp table_interp; ...;
} TlStudyTransientSpec;
typedef struct TlBrush TlBrush;
typedef struct TlExact TlExact;
typedef struct { double n_max; double mu_mean; ...; } TlSlipStats;
typedef struct {
  TlExactLawStart start; TlSlipStats slip; int solves; int outer_sum; int outer_max;
  double ne_run_max; ...;
} TlExactLawReport;
typedef struct {
  TlBrush *brush; TlExact *exact; TlRun run; TlPeriodicAnalysis analysis; ...;
} TlStudyTransientRun;
typedef struct { TlStudyTransientRun single; ...; } TlStudyTransient;
typedef struct {
  const char *model; int periodic; TlPeriodicAnalysis analysis; int rows; double duration;
  double samples_per_period; double f_final; double stick_final; int substeps;
  double newton_per_step; double krylov_per_step; int wear_ok; TlWearResult wear; ...;
} TlStudyTransientSummary;

typedef enum { TL_SIGN_EXACT, TL_SIGN_TANH, TL_SIGN_SQRT } TlSignMode;
typedef struct {
  unsigned terms; double fc; double fs; double vs; double viscous; double c1; double c2;
  double dahl_sigma; double dahl_alpha; double sigma0; double sigma1; double sigma2;
  double karnopp; TlSignMode sign; double sign_eps; ...;
} TlFrictionParams;

typedef int... TlIntegrator;
typedef struct {
  TlFrictionParams friction; double mass; double stiffness; double belt_speed;
  TlIntegrator integrator; double dt; double duration; double rel_tol; double abs_tol;
  double stick_velocity; ...;
} TlStickSlipParams;
typedef struct {
  double t; double x; double v; double state; double friction; double spring; int phase; ...;
} TlStickSlipSample;
typedef struct {
  double t; long steps; long failed_steps; long rhs_evals; long jac_evals; int slip_onsets;
  int stick_onsets; double first_slip; double period; double peak_spring; double peak_friction;
  double stick_time; double stiffness; double dt_limit; double dt_suggested; long error_steps;
  ...;
} TlStickSlipSummary;
typedef struct { size_t n; TlStickSlipSample *samples; TlStickSlipSummary summary; ...; }
  TlStickSlipRun;
typedef struct { TlStickSlipRun run; ...; } TlStudyStickSlip;

typedef struct { double k_roll; double gamma_roll; double mu_roll; ...; } TlRollingParams;
typedef int... TlRollingPartner;
typedef int... TlRollingNormalModel;
#define TL_ROLLING_PARTNER_SPHERE ...
#define TL_ROLLING_PARTNER_WALL ...
typedef struct {
  TlRollingParams model; TlRollingPartner partner; double radius_i; double radius_j;
  double density; double omega0; TlRollingNormalModel normal_model; double normal_load;
  double hooke_stiffness; double hertz_modulus; double overlap; double dt; double duration; ...;
} TlRollingDemoParams;
typedef struct {
  double t; double omega; double angle; double torque; double xi; int state; ...;
} TlRollingDemoSample;
typedef struct { long n_steps; ...; } TlRollingDemoPrediction;
typedef struct { TlRollingDemoSample now; ...; } TlRollingDemo;
typedef struct { TlRollingDemoPrediction pred; TlRollingDemo demo; long step; ...; } TlStudyRolling;
typedef struct {
  double t; double force[3]; double torque_i[3]; double torque_j[3]; ...;
} TlRollingReplayOutput;
void free(void *);

typedef enum { TL_WR_NORMAL_HERTZ, TL_WR_NORMAL_APPROX, TL_WR_NORMAL_EXACT } TlWrNormalMethod;
typedef enum { TL_WR_ROLL_FASTSIM, TL_WR_ROLL_EXACT } TlWrRollModel;
typedef struct {
  double gauge; double flange_back; double r0; double inclination; int roll; ...;
} TlWheelsetParams;
typedef struct {
  TlMaterial wheel; TlMaterial rail; double load; TlWrNormalMethod method; double cell;
  double kp_epsilon; ...;
} TlWrNormalParams;
typedef struct {
  double cx; double cy; double spin; double mu; TlWrRollModel model; int mx; int my; ...;
} TlWrRollParams;
typedef struct {
  char wheel[...]; char rail[...]; TlWheelsetParams track; TlWrNormalParams normal; double y;
  int side; int point; TlWrRollParams roll; ...;
} TlPresetWheelrail;
typedef enum { TL_PROFILE_FIT_INTERPOLATE, TL_PROFILE_FIT_SMOOTH } TlProfileFitMethod;
typedef struct { TlProfileFitMethod method; double knot_spacing; } TlProfileFit;
typedef struct { double y; double roll; double axle_rise; double dr; ...; } TlWrContact;
typedef struct { int n; int n_jumps; double *jump_y; ...; } TlWrTable;
typedef struct {
  double amplitude; double secant; double harmonic; double integration; double wavelength; ...;
} TlWrConicity;
typedef struct {
  int side; int point; double a; double b; double p0; int mx; int my; double cell; double x0;
  double eta0; double *pressure; ...;
} TlWrPatch;
typedef struct {
  int side; int point; double s_wheel; double s_rail; double gamma; double r; double a;
  double b; double p0; double p_max; double area; double approach; double normal_force;
  TlWrNormalMethod method; ...;
} TlStudyWheelrailRow;
typedef struct {
  TlWrContact contact; TlStudyWheelrailRow rows[...]; int n_rows; TlWrTable table; ...;
} TlStudyWheelrail;
typedef struct {
  TlTractionField field; double eta_offset; double fx; double fy; double mz; double load;
  double stick_fraction; TlWrRollModel model; ...;
} TlWrRoll;
typedef struct {
  TlWrRoll roll; double mu; int side; int point; double normal_force; TlWearResult wear; ...;
} TlStudyWheelrailRoll;

typedef enum { TL_PROFILE_WHEEL, TL_PROFILE_RAIL } TlProfileKind;
typedef struct TlProfile TlProfile;
typedef enum { TL_PROFILE_WEAR_ARCHARD, TL_PROFILE_WEAR_USFD } TlProfileWearLaw;
typedef struct {
  double passes; double sigma; int n_shifts; int hist_n; const double *hist_y;
  const double *hist_w; TlProfileWearLaw law; TlWearParams wear; double max_depth_step;
  double smooth_width; double grid_step; int max_steps; TlWheelsetParams track;
  TlWrNormalParams normal; TlWrRollParams roll; int kinematic; ...;
} TlProfileWearParams;
typedef struct {
  double passes; double max_depth_wheel; double max_depth_rail; double area_wheel;
  double area_rail; double wear_wheel; double wear_rail; double conicity; double dr[3]; ...;
} TlProfileWearRow;
typedef struct TlProfileWear TlProfileWear;
typedef struct { TlProfileWear *pw; TlProfileWearRow *rows; int n_rows; ...; } TlStudyProfileWear;
typedef struct {
  double mass; double yaw_inertia; double ky; double kpsi; double r0; double e; double conicity;
  double f11; double f22; double f23; double f33; double load; int spin; int gravity; ...;
} TlWsParams;
typedef struct { double re; double im; double freq_hz; double damping_ratio; ...; } TlWsEigen;
typedef enum { TL_WS_CRITICAL_FOUND, TL_WS_CRITICAL_NONE, TL_WS_CRITICAL_BELOW_MIN }
  TlWsCriticalKind;
typedef struct {
  TlWsCriticalKind kind; double speed; double freq_hz; double wavelength; ...;
} TlWsCritical;
typedef struct {
  double amplitude; double wavelength; double conicity_harmonic; double conicity_integration;
  double klingel_wavelength; ...;
} TlStudyWsKinematicRow;
typedef struct {
  double duration; double dt; double y0; double v_start; double v_end;
  double flange_clearance; double flange_stiffness; ...;
} TlWsRunParams;
typedef enum { TL_WS_CREEP_LINEAR, TL_WS_CREEP_POLACH, TL_WS_CREEP_FASTSIM,
               TL_WS_CREEP_TABLE } TlWsCreepModel;
typedef struct {
  int n; double *t; double *x; double *v; double *y; double *psi; double *fy; double *ff;
  int stopped; double *creep_power; double *frictional_power; int clamped; ...;
} TlWsRun;
typedef struct {
  double speed; double amplitude; int sustained; int unbounded; int clamped; ...;
} TlStudyWsBifRow;
typedef struct {
  TlWsParams params; unsigned creep_given; double v_from; double v_to; double v_step;
  double v_search_max; int kinematic; int profiles; int run; TlWsRunParams run_params;
  TlWsCreepModel creep_model; double mu; const TlTable *table; TlTableInterp table_interp;
  double amp_from; double amp_to; double amp_step; double table_step;
  int flange_from_profiles; int bifurcation; double bif_from; double bif_to; double bif_step;
  double bif_duration; double bif_y0; int contact_angles; ...;
} TlStudyWheelsetSpec;
typedef struct {
  TlStudyWheelsetSpec spec; TlWsParams used; int patch_used; int n_patches; double patch_a[...]; double patch_b[...];
  double patch_load[...]; double e_kinematic; double klingel_wavelength; int n_speeds;
  double *speeds; TlWsEigen *eigen; TlWsCritical critical; int n_amplitudes;
  TlStudyWsKinematicRow *kinematic; TlWsRun run; double e_run; double flange_clearance;
  int n_bif; TlStudyWsBifRow *bif; double nonlinear_critical; ...;
} TlStudyWheelset;

typedef struct {
  TlWaveform wave; char table_file[...]; TlTransientInit init; double courant; ...;
} TlPresetTransient;
typedef struct { unsigned models; char table_file[...]; ...; } TlPresetSteady;
typedef struct { ...; } TlPresetWheelset;
#define TL_STUDY_WS_PRESET_WHEELSET ...
#define TL_STUDY_WS_PRESET_MOTION ...
#define TL_STUDY_WS_PRESET_RUN ...
typedef enum { TL_MOTION_SEED, TL_MOTION_SINE, TL_MOTION_CONSTANT } TlMotionKind;
typedef struct {
  TlMotionKind kind; double duration; double amplitude; double frequency; double velocity;
  int points; int integrate; ...;
} TlMotionParams;
typedef struct {
  int n; double *t; double *x; double *v; double *force; double *state; ...;
} TlFrictionTrace;
#define TL_FRICTION_N_TERMS ...
typedef struct { TlFrictionParams law; TlMotionParams seed; TlMotionParams sine; ...; }
  TlFrictionCase;
typedef struct { TlSlipFriction law; int from_lab; ...; } TlContactFriction;
typedef struct {
  char title[...]; char description[...]; char view[...];
  TlSubsurfaceView subsurface;
  TlContactParams contact; TlPresetTransient transient; TlRollingDemoParams rolling;
  TlFrictionCase friction; TlStickSlipParams stickslip; TlContactFriction contact_friction;
  TlPresetWheelrail wheelrail; TlPresetSteady steady; TlPresetWheelset wheelset; ...;
} TlPreset;
typedef void (*TlPresetWarnFunc)(const char *message, void *data);
"""

# The functions the package calls.  Their prototypes are not copied here: the
# build reads them from the headers, as the compiler does the structs' layouts.
FUNCTIONS = """
tl_version tl_material_lookup
tl_study_hertz_init tl_study_hertz_clear tl_study_hertz_update tl_contact_params_default
tl_contact_params_validate tl_contact_basics tl_traction_bound_from_name tl_field_source_name
tl_field_source_from_name tl_body_name tl_body_from_name tl_stress_measure_name
tl_stress_measure_from_name tl_plane_name tl_section_xy tl_stress_principal tl_stress_von_mises
tl_study_subsurface_spec_default tl_study_subsurface_init tl_study_subsurface_clear
tl_study_subsurface_update tl_fastsim_variant_from_name tl_slip_friction_default
tl_slip_friction_validate tl_slip_law_name tl_slip_law_from_name tl_slip_root_rule_from_name
tl_slip_friction_is_constant tl_exact_law_options_default tl_exact_law_start_from_name
tl_polach_params_dry tl_polach_params_validate tl_polach_params_from_name
tl_steady_curves_spec_default tl_study_steady_spec_default tl_study_steady_init
tl_study_steady_clear tl_study_steady_update tl_study_steady_points_init
tl_study_steady_points_clear tl_study_steady_points_update tl_waveform_default
tl_wave_kind_from_name tl_waveform_is_periodic tl_waveform_validate tl_transient_init_from_name
tl_study_transient_spec_default tl_study_transient_init tl_study_transient_clear
tl_study_transient_update tl_study_transient_summarise tl_friction_params_default
tl_study_transient_table_f
tl_friction_params_validate tl_friction_law_parse tl_sign_mode_from_name
tl_friction_term_name tl_friction_term_steady tl_motion_params_default
tl_motion_params_validate tl_motion_kind_from_name
tl_friction_trace_free
tl_study_stickslip_set_max_steps tl_study_friction_curve tl_integrator_from_name
tl_stickslip_params_default tl_study_stickslip_init tl_study_stickslip_clear
tl_study_stickslip_update tl_rolling_demo_params_default tl_study_rolling_init
tl_study_rolling_clear tl_study_rolling_setup tl_study_rolling_advance tl_study_rolling_replay
tl_preset_wheelrail_default tl_preset_wheelrail_validate tl_wr_normal_method_from_name
tl_wr_roll_model_from_name tl_wr_roll_model_name tl_study_wheelrail_init tl_study_wheelrail_clear
tl_study_wheelrail_load_profiles tl_study_wheelrail_update tl_study_wheelrail_chosen_patch
tl_study_wheelrail_method_name tl_study_wheelrail_tabulate tl_study_wheelrail_conicity
tl_study_wheelrail_roll_init tl_study_wheelrail_roll_clear tl_study_wheelrail_roll_update
tl_study_wheelrail_roll_set_wear tl_study_wheelrail_roll_speed
tl_contact_friction_polach tl_contact_friction_law tl_preset_init tl_preset_load_file
tl_study_steady_points_grid tl_study_transient_traction tl_study_transient_grid
tl_wave_kind_name tl_transient_init_name tl_wave_table_load tl_wave_table_clear
tl_study_transient_default_duration tl_brush_slip_stats tl_exact_law_report
tl_exact_law_start_name tl_wear_params_default tl_wear_regime_name tl_wear_usfd_rate
tl_study_steady_points_set_wear tl_study_steady_points_set_table tl_study_steady_set_table
tl_study_steady_points_estimate tl_study_transient_estimate tl_study_subsurface_estimate
tl_study_rolling_estimate tl_study_wheelrail_estimate tl_study_wheelrail_tabulate_estimate
tl_profile_open tl_profile_free tl_profile_fit_default tl_profile_fit_validate
tl_study_wheelset_spec_default tl_study_wheelset_init
tl_study_wheelset_clear tl_study_wheelset_set_profiles tl_study_wheelset_update
tl_ws_creep_model_from_name tl_ws_creep_model_name tl_study_wheelset_run_power_means
tl_study_wheelset_spec_preset tl_rolling_normal_model_from_name
tl_rolling_normal_model_name tl_study_friction_motion tl_study_profile_wear_params_preset
tl_profile_wear_params_default tl_profile_wear_params_validate
tl_profile_wear_law_from_name tl_profile_wear_points
tl_profile_wear_depth tl_study_profile_wear_init tl_study_profile_wear_clear
tl_study_profile_wear_update tl_study_profile_wear_step_estimate
tl_table_spec_default tl_table_spec_usetab tl_table_spec_validate tl_table_axis_value
tl_table_model_from_name tl_table_interp_from_name tl_table_solver_new tl_table_solver_free
tl_table_solver_run tl_table_solver_point tl_table_new tl_table_free tl_table_eval_many
tl_table_check_poisson
""".split()

SOURCE = r"""
#include <stdlib.h>
#include <tribo/brush.h>
#include <tribo/contact.h>
#include <tribo/exact.h>
#include <tribo/fastsim.h>
#include <tribo/friction.h>
#include <tribo/kalker.h>
#include <tribo/polach.h>
#include <tribo/preset.h>
#include <tribo/rolling.h>
#include <tribo/shen.h>
#include <tribo/slipfriction.h>
#include <tribo/stickslip.h>
#include <tribo/table.h>
#include <tribo/transient.h>
#include <tribo/waveform.h>
#include "study-hertz.h"
#include "study-friction.h"
#include "study-rolling.h"
#include "study-steady.h"
#include "study-stickslip.h"
#include "study-subsurface.h"
#include "study-transient.h"
#include "study-wheelrail.h"
#include "study-wheelset.h"
#include "study-profile-wear.h"
"""


def prototypes(include_dirs, names):
    """The declarations of the functions `names` as the headers in include_dirs
    (their *.h and */*.h) write them."""
    text = ""
    for folder in include_dirs:
        for path in sorted(glob.glob(os.path.join(folder, "*.h")) +
                           glob.glob(os.path.join(folder, "*", "*.h"))):
            with open(path, encoding="utf-8") as f:
                text += re.sub(r"/\*.*?\*/", " ", f.read(), flags=re.S) + "\n"
    found = []
    for name in names:
        m = re.search(rf"(?m)^(?:const )?[A-Za-z_][\w \t*]*?\b{name}\s*\([^;{{]*\)\s*;", text)
        if not m:
            sys.exit(f"_build.py: no prototype of {name} in {':'.join(include_dirs)}")
        found.append(m.group(0))
    return "\n".join(found)


def builder(include_dir, lib_dir, rpath):
    ffi = cffi.FFI()
    ffi.cdef(CDEF + prototypes(include_dir.split(":"), FUNCTIONS))
    ffi.set_source("tribolab._tribo", SOURCE, libraries=["tribo-study", "tribo"],
                   include_dirs=include_dir.split(":"),
                   library_dirs=[lib_dir], extra_link_args=[f"-Wl,-rpath,{rpath}"],
                   extra_compile_args=["-std=c11", "-D_GNU_SOURCE"])
    return ffi


if __name__ == "__main__":
    outdir, include_dir, lib_dir = sys.argv[1:4]
    # "ORIGIN/…" stands for "$ORIGIN/…" (a dollar sign does not survive make and the shell)
    rpath = sys.argv[4] if len(sys.argv) > 4 else lib_dir
    if rpath.startswith("ORIGIN"):
        rpath = "$" + rpath
    builder(include_dir, lib_dir, rpath).compile(tmpdir=outdir, verbose=False)
