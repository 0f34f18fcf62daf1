/* ranges.h — the physical range of every input, in SI.
 *
 * The validators (tl_*_params_validate) check these bounds, so the window,
 * tribolab-cli and presets accept the same values.  docs/theory.md §10.1
 * gives the reason for each bound: the bounds are wide enough for every
 * contact the program teaches (a watch bearing to a locomotive wheel, rubber
 * to diamond) and narrow enough that no derived quantity (semi-axes,
 * pressures, time steps, stiffness ratios) overflows, underflows or asks the
 * solvers for a step count the work budget refuses anyway. */
#ifndef TRIBO_RANGES_H
#define TRIBO_RANGES_H

/* ---- the rolling contact ([contact]) ---- */
#define TL_RANGE_LOAD_MIN 1e-3      /* normal and reference load [N] */
#define TL_RANGE_LOAD_MAX 1e8
#define TL_RANGE_SEMI_AXIS_MIN 1e-6 /* semi-axes a, b [m] */
#define TL_RANGE_SEMI_AXIS_MAX 1.0
#define TL_RANGE_RADIUS_MIN 1e-3    /* |radius| of wheel and rail profiles [m], or inf */
#define TL_RANGE_RADIUS_MAX 1e5
#define TL_RANGE_MODULUS_MIN 1e6    /* Young's or shear modulus [Pa] */
#define TL_RANGE_MODULUS_MAX 2e12
#define TL_RANGE_MU_MIN 1e-4        /* friction coefficient */
#define TL_RANGE_MU_MAX 1e6      /* 1e6: no slip, the linear theory's limit */
#define TL_RANGE_SPEED_MIN 1e-3     /* rolling speed V [m/s] */
#define TL_RANGE_SPEED_MAX 1e3
#define TL_RANGE_CREEPAGE_MAX 10.0  /* |cx|, |cy|, and every waveform creepage */
#define TL_RANGE_SPIN_MAX 1e3       /* |spin creepage| [1/m] */

/* ---- transient runs ([transient]) ---- */
#define TL_RANGE_FREQ_MIN 1e-3      /* waveform frequency [Hz] */
#define TL_RANGE_FREQ_MAX 1e5
#define TL_RANGE_TIME_MAX 1e4       /* any time or duration of a run [s] */
#define TL_RANGE_TIME_SCALE_MIN 1e-6 /* window playback [contact s per wall s] */
#define TL_RANGE_TIME_SCALE_MAX 1e3

/* ---- friction laws and motions ([friction], [stickslip]) ---- */
#define TL_RANGE_FORCE_MIN 1e-6     /* Fc, Fs [N] */
#define TL_RANGE_FORCE_MAX 1e9      /* Fc, Fs, |C1|, |C2|, |F_ex| [N] */
#define TL_RANGE_VELOCITY_MAX 1e3   /* any velocity [m/s] */
#define TL_RANGE_SMALL_VELOCITY_MIN 1e-12 /* vs, Karnopp band, sign width [m/s] */
#define TL_RANGE_STIFFNESS_MIN 1e-6 /* Dahl sigma, LuGre sigma0, springs [N/m] */
#define TL_RANGE_STIFFNESS_MAX 1e12
#define TL_RANGE_DAMPING_MAX 1e9    /* viscous, sigma1, sigma2, gamma_roll [N s/m] */
#define TL_RANGE_MASS_MIN 1e-6      /* oscillator mass [kg] */
#define TL_RANGE_MASS_MAX 1e6
#define TL_RANGE_LENGTH_MIN 1e-12   /* sine amplitude [m] */
#define TL_RANGE_LENGTH_MAX 1e3

/* ---- the rolling-resistance demo ([rolling]) ---- */
#define TL_RANGE_ROLLING_MU_MAX 10.0 /* mu_roll */
#define TL_RANGE_SPHERE_MIN 1e-6    /* sphere radii [m] */
#define TL_RANGE_SPHERE_MAX 1e3
#define TL_RANGE_DENSITY_MIN 1.0    /* [kg/m^3] */
#define TL_RANGE_DENSITY_MAX 1e5
#define TL_RANGE_OMEGA_MAX 1e6      /* |omega0| [rad/s] */
#define TL_RANGE_HERTZ_MODULUS_MIN 1e3 /* E* of the demo's Hertz spring [Pa] */
#define TL_RANGE_HERTZ_MODULUS_MAX 1e13

/* ---- friction inside the rolling contact ([contact_friction]) ---- */
#define TL_RANGE_SLIP_MU_MIN 0.01   /* levels mu_k, mu_c, mu_s, Polach mu0 [-] */
#define TL_RANGE_SLIP_MU_MAX 1.0
#define TL_RANGE_SLIP_SPEED_MIN 1e-3 /* half-value and Stribeck speeds [m/s] */
#define TL_RANGE_SLIP_SPEED_MAX 10.0
#define TL_RANGE_STRIBECK_DELTA_MAX 2.0
#define TL_RANGE_SLIP_KV_MAX 10.0   /* viscous slope of mu [s/m] */
#define TL_RANGE_POLACH_B_MAX 5.0   /* [s/m] */
#define TL_RANGE_MEMORY_MAX 1e-3    /* friction memory d_c [m] */
#define TL_RANGE_MEMORY_S0_MAX 1e-2 /* its recovery slip speed [m/s] */
/* ---- a wheelset on track ([wheelrail]; docs/theory-wheel-rail.md §W9) ---- */
#define TL_RANGE_WR_GAUGE_MIN 1.425       /* track gauge [m] */
#define TL_RANGE_WR_GAUGE_MAX 1.450
#define TL_RANGE_WR_FLANGE_BACK_MIN 1.350 /* flange-back spacing [m] */
#define TL_RANGE_WR_FLANGE_BACK_MAX 1.370
#define TL_RANGE_WR_R0_MIN 0.375          /* nominal rolling radius [m] */
#define TL_RANGE_WR_R0_MAX 0.625
#define TL_RANGE_WR_SHIFT_MAX 0.020       /* |lateral shift| [m]: the contact search's reach */
#define TL_RANGE_WR_LOAD_MIN 1e3          /* vertical wheel load [N] */
#define TL_RANGE_WR_LOAD_MAX 300e3
#define TL_RANGE_WR_CELL_MIN 0.05e-3      /* normal grid cell [m] */
#define TL_RANGE_WR_CELL_MAX 0.5e-3
#define TL_RANGE_WR_KP_EPS_MIN 0.4        /* Kik-Piotrowski epsilon */
#define TL_RANGE_WR_KP_EPS_MAX 0.7

/* ---- wear and surface fatigue (docs/theory.md §12) ---- */
#define TL_RANGE_ARCHARD_K_MIN 1e-12 /* Archard's dimensionless wear coefficient [-] */
#define TL_RANGE_ARCHARD_K_MAX 1.0
#define TL_RANGE_HARDNESS_MIN 1e6    /* hardness of the softer body [Pa] */
#define TL_RANGE_HARDNESS_MAX 1e11
#define TL_RANGE_SHEAR_YIELD_MIN 1e5 /* yield stress in shear k [Pa] */
#define TL_RANGE_SHEAR_YIELD_MAX 1e10
#define TL_RANGE_WEAR_LAW_MAX 1e6    /* USFD and Burstow breakpoints, slopes, levels */
/* a profile that wears (tribo/profile-wear.h, §12.8) */
#define TL_RANGE_PW_PASSES_MAX 1e9     /* passes of one run: beyond, a fixed law is no model */
#define TL_RANGE_PW_SIGMA_MAX 6e-3     /* σ of the lateral shift [m]: 3σ within the search's reach */
#define TL_RANGE_PW_STEP_DEPTH_MIN 1e-6 /* largest depth removed in one step [m] */
#define TL_RANGE_PW_STEP_DEPTH_MAX 1e-3 /* (1 mm: a patch's own size is ~10 mm) */
#define TL_RANGE_PW_SMOOTH_MAX 5e-3    /* σ of the smoothing kernel [m] (a patch's half width) */
#define TL_RANGE_PW_GRID_MIN 0.05e-3   /* spacing of the profile points [m] */
#define TL_RANGE_PW_GRID_MAX 0.5e-3
#define TL_RANGE_PW_STEPS_MAX 10000    /* steps of one run */

/* ---- the wheelset on the track (tribo/wheelset.h; docs/theory.md §13) ---- */
#define TL_RANGE_WS_MASS_MIN 1.0      /* wheelset mass [kg] */
#define TL_RANGE_WS_MASS_MAX 1e5
#define TL_RANGE_WS_INERTIA_MIN 0.1   /* yaw inertia [kg m^2] */
#define TL_RANGE_WS_INERTIA_MAX 1e5
#define TL_RANGE_WS_STIFFNESS_MAX 1e10 /* k_y [N/m], k_psi [N m/rad] */
#define TL_RANGE_WS_E_MIN 0.2         /* half contact-point distance [m] */
#define TL_RANGE_WS_E_MAX 1.5
#define TL_RANGE_WS_CONICITY_MIN 1e-4 /* conicity [-] */
#define TL_RANGE_WS_CONICITY_MAX 1.0
#define TL_RANGE_WS_CREEP_MIN 1.0     /* f11, f22 of one wheel [N] */
#define TL_RANGE_WS_CREEP_MAX 1e12    /* also f23 [N m], f33 [N m^2] (from 0) */
#define TL_RANGE_WS_SPEED_MIN 1e-3    /* speeds of the linear model [m/s] */
#define TL_RANGE_WS_SPEED_MAX 1e4     /* root-locus speeds, critical-speed search [m/s] */
#define TL_RANGE_WS_AMPLITUDE_MAX 0.1 /* kinematic amplitude on cones [m] */
#define TL_RANGE_WS_PROFILE_AMP_MIN 0.5e-3 /* kinematic amplitudes on profiles [m] */
#define TL_RANGE_WS_PROFILE_AMP_MAX 8e-3   /* (the flange root: as wheelrail's conicity) */
#define TL_RANGE_WS_DURATION_MIN 1e-3 /* duration of a run [s] */
#define TL_RANGE_WS_DURATION_MAX 1e4
#define TL_RANGE_WS_DT_MIN 1e-6       /* its output interval [s] (at most the duration) */
#define TL_RANGE_WS_FLANGE_CLEARANCE_MAX 0.05 /* flangeway clearance of a run [m] (0: none) */
#define TL_RANGE_WS_FLANGE_STIFFNESS_MIN 1e3  /* lateral flange-contact stiffness [N/m] */
#define TL_RANGE_WS_FLANGE_STIFFNESS_MAX 1e10

/* ---- steps ---- */
#define TL_RANGE_DT_MIN 1e-12       /* any time step [s] */

#endif /* TRIBO_RANGES_H */
