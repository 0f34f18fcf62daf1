/* wheelset.c — the single wheelset on straight track: state-space model,
 * eigenvalues, critical speed and the kinematic (Klingel) oscillation
 * (docs/theory.md, "The wheelset on the track"). */
#include <gsl/gsl_eigen.h>
#include <gsl/gsl_errno.h>
#include <gsl/gsl_matrix.h>
#include <gsl/gsl_odeiv2.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gsl_internal.h"
#include "tribo/fastsim.h"
#include "tribo/kalker.h"
#include "tribo/ranges.h"
#include "tribo/wear.h"
#include "tribo/wheelset.h"

TlWsParams
tl_ws_params_default(void)
{
  /* A passenger-coach wheelset; docs/theory.md justifies each number. */
  return (TlWsParams){
      .mass = 1500.0,
      .yaw_inertia = 700.0,
      .ky = 2.0e6,
      .kpsi = 1.0e7,
      .r0 = 0.46,
      .e = 0.75,
      .conicity = 0.2,
      .f11 = 8.0e6,
      .f22 = 7.0e6,
      .f23 = 1.0e4,
      .f33 = 10.0,
      .load = 80.0e3,
      .spin = 0,
      .gravity = 0,
  };
}

TlStatus
tl_ws_params_validate(const TlWsParams *p, TlError *err)
{
  TlStatus s;
  if ((s = tl_check_range(p->mass, TL_RANGE_WS_MASS_MIN, TL_RANGE_WS_MASS_MAX, "wheelset mass",
                          "kg", err)) != TL_OK ||
      (s = tl_check_range(p->yaw_inertia, TL_RANGE_WS_INERTIA_MIN, TL_RANGE_WS_INERTIA_MAX,
                          "yaw inertia", "kg m^2", err)) != TL_OK ||
      (s = tl_check_range(p->ky, 0.0, TL_RANGE_WS_STIFFNESS_MAX, "lateral stiffness", "N/m",
                          err)) != TL_OK ||
      (s = tl_check_range(p->kpsi, 0.0, TL_RANGE_WS_STIFFNESS_MAX, "yaw stiffness", "N m/rad",
                          err)) != TL_OK ||
      (s = tl_check_range(p->r0, TL_RANGE_WR_R0_MIN, TL_RANGE_WR_R0_MAX, "rolling radius r0", "m",
                          err)) != TL_OK ||
      (s = tl_check_range(p->e, TL_RANGE_WS_E_MIN, TL_RANGE_WS_E_MAX,
                          "half contact-point distance e", "m", err)) != TL_OK ||
      (s = tl_check_range(p->conicity, TL_RANGE_WS_CONICITY_MIN, TL_RANGE_WS_CONICITY_MAX,
                          "conicity", "", err)) != TL_OK ||
      (s = tl_check_range(p->f11, TL_RANGE_WS_CREEP_MIN, TL_RANGE_WS_CREEP_MAX,
                          "creep coefficient f11", "N", err)) != TL_OK ||
      (s = tl_check_range(p->f22, TL_RANGE_WS_CREEP_MIN, TL_RANGE_WS_CREEP_MAX,
                          "creep coefficient f22", "N", err)) != TL_OK ||
      (s = tl_check_range(p->f23, 0.0, TL_RANGE_WS_CREEP_MAX, "creep coefficient f23", "N m",
                          err)) != TL_OK ||
      (s = tl_check_range(p->f33, 0.0, TL_RANGE_WS_CREEP_MAX, "creep coefficient f33", "N m^2",
                          err)) != TL_OK ||
      (s = tl_check_range(p->load, TL_RANGE_WR_LOAD_MIN, TL_RANGE_WR_LOAD_MAX, "wheel load", "N",
                          err)) != TL_OK)
    return s;
  if (p->spin != 0 && p->spin != 1)
    return tl_error_set(err, TL_EINVAL, "spin switch must be 0 or 1, got %d", p->spin);
  if (p->gravity != 0 && p->gravity != 1)
    return tl_error_set(err, TL_EINVAL, "gravity switch must be 0 or 1, got %d", p->gravity);
  if (p->r0 * p->conicity >= 0.5 * p->e)
    return tl_error_set(err, TL_EINVAL,
                        "r0 x conicity (%.4g m) must stay below e/2 (%.4g m): the wheelset "
                        "would roll over on its cones",
                        p->r0 * p->conicity, 0.5 * p->e);
  return TL_OK;
}

double
tl_ws_klingel_wavelength(const TlWsParams *p)
{
  return 2.0 * M_PI * sqrt(p->r0 * p->e / p->conicity);
}

void
tl_ws_gravity_stiffness(const TlWsParams *p, double *kgy, double *kgpsi)
{
  /* Conical wheels on knife-edge rails: the axle's height changes as
   * z(y) ≈ λ y²/(2(e − r₀λ)) and z(ψ) ≈ −λ (e − r₀λ) ψ²/2, and the axle
   * load W works through it: the stiffnesses are W ∂²z. */
  const double w = 2.0 * p->load;
  const double arm = p->e - p->r0 * p->conicity;
  *kgy = w * p->conicity / arm;
  *kgpsi = -w * p->conicity * arm;
}

TlStatus
tl_ws_creep_from_patch(double shear_modulus, double poisson, double a, double b, TlWsParams *p,
                       TlError *err)
{
  TlStatus s;
  if ((s = tl_check_positive(shear_modulus, "shear modulus", "Pa", err)) != TL_OK ||
      (s = tl_check_positive(a, "patch semi-axis a", "m", err)) != TL_OK ||
      (s = tl_check_positive(b, "patch semi-axis b", "m", err)) != TL_OK)
    return s;
  TlKalkerCoeffs k;
  if ((s = tl_kalker_coefficients(a, b, poisson, &k, err)) != TL_OK)
    return s;
  const double ab = a * b;
  p->f11 = shear_modulus * ab * k.c11;
  p->f22 = shear_modulus * ab * k.c22;
  p->f23 = shear_modulus * pow(ab, 1.5) * k.c23;
  p->f33 = shear_modulus * ab * ab * k.c33;
  return TL_OK;
}

TlStatus
tl_ws_state_matrix(const TlWsParams *p, double speed, double a[16], TlError *err)
{
  TlStatus s;
  if ((s = tl_ws_params_validate(p, err)) != TL_OK)
    return s;
  if (!(isfinite(speed) && speed >= TL_RANGE_WS_SPEED_MIN && speed <= TL_RANGE_WS_SPEED_MAX))
    return tl_error_set(err, TL_EINVAL, "speed must lie between %g and %g m/s, got %g",
                        TL_RANGE_WS_SPEED_MIN, TL_RANGE_WS_SPEED_MAX, speed);
  const double v = speed;
  const double f11 = 2.0 * p->f11, f22 = 2.0 * p->f22; /* both wheels */
  const double f23 = p->spin ? 2.0 * p->f23 : 0.0;
  const double f33 = p->spin ? 2.0 * p->f33 : 0.0;
  double kgy = 0.0, kgpsi = 0.0;
  if (p->gravity)
    tl_ws_gravity_stiffness(p, &kgy, &kgpsi);
  const double e = p->e;
  /* M q̈ + C q̇ + K q = 0, q = (y, ψ) */
  const double c[2][2] = {{f22 / v, f23 / v}, {-f23 / v, (f11 * e * e + f33) / v}};
  const double k[2][2] = {{p->ky + kgy, -f22},
                          {f11 * e * p->conicity / p->r0, p->kpsi + kgpsi + f23}};
  const double minv[2] = {1.0 / p->mass, 1.0 / p->yaw_inertia};
  for (int i = 0; i < 16; i++)
    a[i] = 0.0;
  a[0 * 4 + 2] = 1.0;
  a[1 * 4 + 3] = 1.0;
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++) {
      a[(2 + i) * 4 + j] = -minv[i] * k[i][j];
      a[(2 + i) * 4 + 2 + j] = -minv[i] * c[i][j];
    }
  return TL_OK;
}

static int
eigen_order(const void *pa, const void *pb)
{
  const TlWsEigen *x = pa, *y = pb;
  if (x->im != y->im)
    return x->im > y->im ? -1 : 1;
  if (x->re != y->re)
    return x->re > y->re ? -1 : 1;
  return 0;
}

TlStatus
tl_ws_eigen(const TlWsParams *p, double speed, TlWsEigen out[TL_WS_N_MODES], TlError *err)
{
  double a[16];
  TlStatus s;
  if ((s = tl_ws_state_matrix(p, speed, a, err)) != TL_OK)
    return s;
  tl_gsl_init();
  gsl_matrix_view m = gsl_matrix_view_array(a, 4, 4);
  gsl_vector_complex *eval = gsl_vector_complex_alloc(4);
  gsl_eigen_nonsymm_workspace *w = gsl_eigen_nonsymm_alloc(4);
  if (!eval || !w) {
    gsl_vector_complex_free(eval);
    gsl_eigen_nonsymm_free(w);
    return tl_error_set(err, TL_ENOMEM, "out of memory for the wheelset eigenvalues");
  }
  const int rc = gsl_eigen_nonsymm(&m.matrix, eval, w);
  gsl_eigen_nonsymm_free(w);
  if (rc != GSL_SUCCESS) {
    gsl_vector_complex_free(eval);
    return tl_error_set(err, TL_EMAXITER, "wheelset eigenvalues at %g m/s did not converge (%s)",
                        speed, gsl_strerror(rc));
  }
  for (int i = 0; i < 4; i++) {
    const gsl_complex z = gsl_vector_complex_get(eval, (size_t)i);
    TlWsEigen *o = &out[i];
    o->re = GSL_REAL(z);
    o->im = GSL_IMAG(z);
    o->freq_hz = fabs(o->im) / (2.0 * M_PI);
    const double mod = hypot(o->re, o->im);
    o->damping_ratio = mod > 0.0 ? -o->re / mod : 0.0;
  }
  gsl_vector_complex_free(eval);
  qsort(out, TL_WS_N_MODES, sizeof *out, eigen_order);
  for (int i = 0; i < 4; i++)
    if (!isfinite(out[i].re) || !isfinite(out[i].im))
      return tl_error_set(err, TL_ENUMERIC, "wheelset eigenvalue at %g m/s is not finite", speed);
  return TL_OK;
}

/* The least damped eigenvalue at speed (the one of largest real part, of
 * positive imaginary part among a pair). */
static TlStatus
least_damped(const TlWsParams *p, double speed, TlWsEigen *out, TlError *err)
{
  TlWsEigen ev[TL_WS_N_MODES];
  TlStatus s;
  if ((s = tl_ws_eigen(p, speed, ev, err)) != TL_OK)
    return s;
  int best = 0;
  for (int i = 1; i < TL_WS_N_MODES; i++)
    if (ev[i].re > ev[best].re)
      best = i;
  *out = ev[best];
  return TL_OK;
}

TlStatus
tl_ws_max_real(const TlWsParams *p, double speed, double *re, TlError *err)
{
  TlWsEigen ev;
  TlStatus s = least_damped(p, speed, &ev, err);
  if (s == TL_OK)
    *re = ev.re;
  return s;
}

TlStatus
tl_ws_critical_speed(const TlWsParams *p, double v_min, double v_max, TlWsCritical *out,
                     TlError *err)
{
  TlStatus s;
  if ((s = tl_ws_params_validate(p, err)) != TL_OK)
    return s;
  if (!(isfinite(v_min) && isfinite(v_max) && v_min >= TL_RANGE_WS_SPEED_MIN && v_max > v_min &&
        v_max <= TL_RANGE_WS_SPEED_MAX))
    return tl_error_set(err, TL_EINVAL,
                        "critical-speed search range must satisfy %g <= min < max <= %g m/s, "
                        "got %g to %g m/s",
                        TL_RANGE_WS_SPEED_MIN, TL_RANGE_WS_SPEED_MAX, v_min, v_max);
  TlWsCritical c = {.kind = TL_WS_CRITICAL_NONE, .speed = NAN, .freq_hz = NAN, .wavelength = NAN};
  double re_lo, lo = v_min, hi = v_min;
  if ((s = tl_ws_max_real(p, v_min, &re_lo, err)) != TL_OK)
    return s;
  c.scanned = 1;
  if (re_lo > 0.0) {
    c.kind = TL_WS_CRITICAL_BELOW_MIN;
    c.speed = 0.0;
    *out = c;
    return TL_OK;
  }
  const double ratio = pow(v_max / v_min, 1.0 / (TL_WS_CRITICAL_SCAN - 1));
  int bracketed = 0;
  for (int k = 1; k < TL_WS_CRITICAL_SCAN && !bracketed; k++) {
    const double v = k == TL_WS_CRITICAL_SCAN - 1 ? v_max : v_min * pow(ratio, k);
    double re;
    if ((s = tl_ws_max_real(p, v, &re, err)) != TL_OK)
      return s;
    c.scanned++;
    if (re > 0.0) {
      hi = v;
      bracketed = 1;
    } else {
      lo = v;
    }
  }
  if (!bracketed) {
    *out = c;
    return TL_OK;
  }
  while (hi - lo > TL_WS_CRITICAL_REL_TOL * hi) {
    const double mid = 0.5 * (lo + hi);
    double re;
    if ((s = tl_ws_max_real(p, mid, &re, err)) != TL_OK)
      return s;
    c.scanned++;
    if (re > 0.0)
      hi = mid;
    else
      lo = mid;
  }
  TlWsEigen ev;
  c.speed = 0.5 * (lo + hi);
  if ((s = least_damped(p, c.speed, &ev, err)) != TL_OK)
    return s;
  c.kind = TL_WS_CRITICAL_FOUND;
  c.freq_hz = ev.freq_hz;
  c.wavelength = ev.freq_hz > 0.0 ? c.speed / ev.freq_hz : NAN;
  *out = c;
  return TL_OK;
}

/* ---- kinematic oscillation ------------------------------------------------- */

typedef struct {
  TlWsRadiusDiff dr;
  void *data;
  double k; /* 1/(2 e r0) */
} Kinematic;

static int
kinematic_rhs(double x, const double y[], double dydx[], void *params)
{
  (void)x;
  const Kinematic *kin = params;
  dydx[0] = y[1];
  dydx[1] = -kin->k * kin->dr(y[0], kin->data);
  return GSL_SUCCESS;
}

/* Integrate from (x0, y0) to x1 with a fresh driver state; the result in y. */
static int
advance(gsl_odeiv2_driver *d, double x0, const double y0[2], double x1, double y[2])
{
  gsl_odeiv2_driver_reset(d);
  y[0] = y0[0];
  y[1] = y0[1];
  double x = x0;
  return gsl_odeiv2_driver_apply(d, &x, x1, y);
}

TlStatus
tl_ws_kinematic_wavelength(TlWsRadiusDiff dr, void *data, double e, double r0, double amplitude,
                           double *wavelength, TlError *err)
{
  TlStatus s;
  if ((s = tl_check_positive(amplitude, "amplitude", "m", err)) != TL_OK ||
      (s = tl_check_positive(e, "half contact-point distance e", "m", err)) != TL_OK ||
      (s = tl_check_positive(r0, "rolling radius r0", "m", err)) != TL_OK)
    return s;
  const double dr_hat = dr(amplitude, data);
  if (!(isfinite(dr_hat) && dr_hat > 0.0))
    return tl_error_set(err, TL_ERANGE,
                        "rolling-radius difference at %.4g mm is not positive: no kinematic "
                        "oscillation",
                        amplitude * 1e3);
  tl_gsl_init();
  Kinematic kin = {dr, data, 1.0 / (2.0 * e * r0)};
  /* the Klingel wavelength of the secant conicity sets the scales */
  const double l_secant = 2.0 * M_PI * sqrt(2.0 * e * r0 * amplitude / dr_hat);
  gsl_odeiv2_system sys = {kinematic_rhs, NULL, 2, &kin};
  gsl_odeiv2_driver *d = gsl_odeiv2_driver_alloc_y_new(&sys, gsl_odeiv2_step_rk8pd, 1e-3 * l_secant,
                                                       1e-13 * amplitude, 1e-12);
  if (!d)
    return tl_error_set(err, TL_ENOMEM, "out of memory for the kinematic oscillation");
  const double step = l_secant / 200.0;
  double y_lo[2] = {amplitude, 0.0}, y[2];
  double x_lo = 0.0;
  int found = 0, rc = GSL_SUCCESS;
  for (int k = 1; k <= 200 * 100 && !found; k++) {
    const double x_hi = k * step;
    if ((rc = advance(d, x_lo, y_lo, x_hi, y)) != GSL_SUCCESS)
      break;
    if (y[0] <= 0.0) {
      found = 1;
      /* bisection from the last point before the crossing */
      double a = x_lo, b = x_hi;
      while (b - a > 1e-12 * l_secant && rc == GSL_SUCCESS) {
        const double mid = 0.5 * (a + b);
        if ((rc = advance(d, x_lo, y_lo, mid, y)) != GSL_SUCCESS)
          break;
        if (y[0] <= 0.0)
          b = mid;
        else
          a = mid;
      }
      *wavelength = 2.0 * (a + b); /* four quarters */
    } else {
      x_lo = x_hi;
      y_lo[0] = y[0];
      y_lo[1] = y[1];
    }
  }
  gsl_odeiv2_driver_free(d);
  if (rc != GSL_SUCCESS)
    return tl_error_set(err, TL_EMAXITER,
                        "kinematic oscillation at %.4g mm: the integration "
                        "failed (%s)",
                        amplitude * 1e3, gsl_strerror(rc));
  if (!found)
    return tl_error_set(err, TL_ERANGE,
                        "kinematic oscillation at %.4g mm does not return to "
                        "the track centre",
                        amplitude * 1e3);
  return TL_OK;
}

/* ---- time integration ----------------------------------------------------- */

TlWsRunParams
tl_ws_run_params_default(void)
{
  return (TlWsRunParams){.duration = 2.0,
                         .dt = 1e-3,
                         .y0 = 1e-3,
                         .v_start = 50.0,
                         .v_end = 50.0,
                         .flange_clearance = 0.0,
                         .flange_stiffness = TL_WS_FLANGE_STIFFNESS};
}

double
tl_ws_flange_force(const TlWsRunParams *rp, double y)
{
  const double d = rp->flange_clearance;
  if (d <= 0.0 || fabs(y) <= d)
    return 0.0;
  return -rp->flange_stiffness * (fabs(y) - d) * (y > 0.0 ? 1.0 : -1.0);
}

TlStatus
tl_ws_run_params_validate(const TlWsRunParams *rp, TlError *err)
{
  TlStatus s;
  if ((s = tl_check_range(rp->duration, TL_RANGE_WS_DURATION_MIN, TL_RANGE_WS_DURATION_MAX,
                          "run duration", "s", err)) != TL_OK ||
      (s = tl_check_range(rp->dt, TL_RANGE_WS_DT_MIN, rp->duration, "output interval", "s", err)) !=
          TL_OK ||
      (s = tl_check_range(rp->y0, -TL_RANGE_WS_AMPLITUDE_MAX, TL_RANGE_WS_AMPLITUDE_MAX,
                          "initial lateral shift", "m", err)) != TL_OK ||
      (s = tl_check_range(rp->v_start, TL_RANGE_WS_SPEED_MIN, TL_RANGE_WS_SPEED_MAX,
                          "speed at the start", "m/s", err)) != TL_OK ||
      (s = tl_check_range(rp->v_end, TL_RANGE_WS_SPEED_MIN, TL_RANGE_WS_SPEED_MAX,
                          "speed at the end", "m/s", err)) != TL_OK ||
      (s = tl_check_range(rp->flange_clearance, 0.0, TL_RANGE_WS_FLANGE_CLEARANCE_MAX,
                          "flangeway clearance", "m", err)) != TL_OK ||
      (s = tl_check_range(rp->flange_stiffness, TL_RANGE_WS_FLANGE_STIFFNESS_MIN,
                          TL_RANGE_WS_FLANGE_STIFFNESS_MAX, "flange stiffness", "N/m", err)) !=
          TL_OK)
    return s;
  if (floor(rp->duration / rp->dt + 1e-9) + 1.0 > TL_WS_RUN_MAX_SAMPLES)
    return tl_error_set(err, TL_EINVAL,
                        "%.4g s every %.4g s is more than %d samples: take a "
                        "longer output interval",
                        rp->duration, rp->dt, TL_WS_RUN_MAX_SAMPLES);
  return TL_OK;
}

void
tl_ws_run_clear(TlWsRun *r)
{
  free(r->t); /* one block holds the nine arrays */
  *r = (TlWsRun){0};
}

const char *
tl_ws_creep_model_name(TlWsCreepModel m)
{
  return m == TL_WS_CREEP_POLACH    ? "polach"
         : m == TL_WS_CREEP_FASTSIM ? "fastsim"
         : m == TL_WS_CREEP_TABLE   ? "table"
                                    : "linear";
}

TlStatus
tl_ws_creep_model_from_name(const char *name, TlWsCreepModel *out, TlError *err)
{
  static const TlWsCreepModel models[] = {TL_WS_CREEP_LINEAR, TL_WS_CREEP_POLACH,
                                          TL_WS_CREEP_FASTSIM, TL_WS_CREEP_TABLE};
  for (size_t k = 0; k < sizeof models / sizeof models[0]; k++)
    if (strcmp(name, tl_ws_creep_model_name(models[k])) == 0) {
      *out = models[k];
      return TL_OK;
    }
  return tl_error_set(err, TL_EINVAL, "expected linear, fastsim or polach (or table), got '%s'",
                      name);
}

typedef struct {
  const TlWsParams *p;
  const TlWsCreep *creep; /* NULL: linear */
  TlContactBasics basics[TL_WS_MAX_PATCHES];
  TlFastsim *fs[TL_WS_MAX_PATCHES]; /* FASTSIM's workspaces and tractions, per patch */
  TlTraction tr[2][TL_WS_MAX_PATCHES]; /* per wheel (left, right): the energy check reads them */
  double *slip[TL_WS_MAX_PATCHES]; /* FASTSIM's local slip speeds, for the energy check */
  TlWearParams wear;               /* tl_wear_evaluate's laws (only its power is read) */
  TlWsRadiusDiff dr;
  void *dr_data;
  double e;
  double kgy, kgpsi;
  double v0, slope; /* V(t) = v0 + slope t */
  const TlWsRunParams *rp; /* the flange */
  int clamped;      /* table inputs taken at the table's edge since it was last cleared */
  TlError err;      /* why the right-hand side failed */
} RunSystem;

static void
run_system_free(RunSystem *rs)
{
  for (int k = 0; k < TL_WS_MAX_PATCHES; k++) {
    tl_fastsim_free(rs->fs[k]);
    tl_traction_free(&rs->tr[0][k]);
    tl_traction_free(&rs->tr[1][k]);
    free(rs->slip[k]);
  }
  free(rs);
}

/* The creepages of §13.2 at state q and speed v: u = −ξx of the left wheel
 * (+ξx of the right), the lateral ξy of both and the spin ψ̇/V. */
static void
run_creepages(const RunSystem *rs, const double q[], double v, double *u, double *xi_y,
              double *phi)
{
  const TlWsParams *p = rs->p;
  /* Δr/(2 r0) is the longitudinal creepage's part from the radii */
  const double dr = rs->dr ? rs->dr(q[0], rs->dr_data) : 2.0 * p->conicity * q[0];
  *u = dr / (2.0 * p->r0) + rs->e * q[3] / v;
  *xi_y = q[2] / v - q[1];
  *phi = q[3] / v;
}

/* The creep forces on the wheelset at state q and speed v: lateral [N] and
 * yaw moment [N·m], both wheels.  Returns a GSL status. */
static int
run_creep(RunSystem *rs, const double q[], double v, double *fy, double *mz)
{
  const TlWsParams *p = rs->p;
  double u, xi_y, phi;
  run_creepages(rs, q, v, &u, &xi_y, &phi);
  if (!rs->creep || rs->creep->model == TL_WS_CREEP_LINEAR) {
    *fy = -2.0 * p->f22 * xi_y - (p->spin ? 2.0 * p->f23 * phi : 0.0);
    *mz = -2.0 * p->f11 * rs->e * u;
    if (p->spin)
      *mz += 2.0 * p->f23 * xi_y - 2.0 * p->f33 * phi;
    return GSL_SUCCESS;
  }
  /* Polach or FASTSIM on every patch of each wheel: the traction on the
   * rail, so the wheel feels the opposite */
  double fx_side[2] = {0.0, 0.0}, fy_sum = 0.0;
  for (int side = 0; side < 2; side++) {
    const double cx = side == 0 ? -u : u;
    for (int k = 0; k < rs->creep->n_patches; k++) {
      const double spin = p->spin ? phi : 0.0;
      if (rs->creep->model == TL_WS_CREEP_TABLE) {
        double fx, fyk, mzk;
        int clamped = 0;
        if (tl_table_forces(rs->creep->table, rs->creep->interp, &rs->basics[k],
                            rs->creep->patch[k].mu, cx, xi_y, spin, &fx, &fyk, &mzk, &clamped,
                            &rs->err) != TL_OK)
          return GSL_EBADFUNC;
        rs->clamped += clamped;
        fx_side[side] += fx;
        fy_sum += fyk;
        continue;
      }
      if (rs->creep->model == TL_WS_CREEP_FASTSIM) {
        TlTraction *tr = &rs->tr[side][k];
        if (tl_fastsim_solve(rs->fs[k], cx, xi_y, spin, tr, &rs->err) != TL_OK)
          return GSL_EBADFUNC;
        fx_side[side] += tr->fx;
        fy_sum += tr->fy;
        continue;
      }
      TlContactParams cp = rs->creep->patch[k];
      cp.speed = v;
      TlPolachResult r;
      if (tl_polach_forces(&cp, &rs->basics[k], &rs->creep->polach, cx, xi_y, spin, &r, &rs->err) !=
          TL_OK)
        return GSL_EBADFUNC;
      fx_side[side] += r.fx;
      fy_sum += r.fy;
    }
  }
  *fy = -fy_sum;
  /* the wheels' longitudinal forces −fx at Y = ±e */
  *mz = rs->e * (fx_side[0] - fx_side[1]);
  return GSL_SUCCESS;
}

/* The energy check at state q and speed v, right after run_creep there gave
 * the creep forces fy, mz on the wheelset (and, FASTSIM, each wheel's
 * tractions, which are read here, not solved again): the creep forces' power
 * V Σ (Fₓcₓ + F_yc_y + M_zφ) (forces on the rail, each wheel's creepages) and
 * FASTSIM's local frictional power Σ |τ| w ΔA from tl_wear_evaluate (NaN for
 * the models without a slip field).  Returns a TlStatus. */
static TlStatus
run_powers(RunSystem *rs, const double q[], double v, double fy, double mz, double *creep,
           double *local)
{
  const TlWsParams *p = rs->p;
  double u, xi_y, phi;
  run_creepages(rs, q, v, &u, &xi_y, &phi);
  *local = NAN;
  if (!rs->creep || rs->creep->model == TL_WS_CREEP_LINEAR) {
    /* per wheel Fₓ = f₁₁cₓ, F_y = f₂₂c_y + s f₂₃φ, M_z = s(−f₂₃c_y + f₃₃φ) on the rail:
     * the f₂₃ terms cancel in the sum */
    const double spin_part = p->spin ? p->f33 * phi * phi : 0.0;
    *creep = 2.0 * v * (p->f11 * u * u + p->f22 * xi_y * xi_y + spin_part);
    return TL_OK;
  }
  if (rs->creep->model != TL_WS_CREEP_FASTSIM) {
    /* a model without spin moment: the wheels' longitudinal forces on the rail
     * are ∓mz/(2e) each against cₓ = ∓u, the lateral −fy against ξy */
    *creep = -v * (xi_y * fy + u * mz / rs->e);
    return TL_OK;
  }
  double macro = 0.0, sum = 0.0;
  const double spin = p->spin ? phi : 0.0;
  for (int side = 0; side < 2; side++) {
    const double cx = side == 0 ? -u : u;
    for (int k = 0; k < rs->creep->n_patches; k++) {
      const TlContactParams *cp = &rs->creep->patch[k];
      const TlTraction *tr = &rs->tr[side][k];
      TlStatus s;
      if ((s = tl_fastsim_slip_speed(rs->fs[k], cx, xi_y, spin, tr, rs->slip[k], &rs->err)) !=
          TL_OK)
        return s;
      /* tl_fastsim_slip_speed scales with the workspace's speed: at v, w is v/speed times it */
      const double scale = v / cp->speed;
      TlWearInput in = {tl_fastsim_grid(rs->fs[k]), tr, rs->slip[k], cp->speed, cx, xi_y, spin,
                        cp->hertz.normal_load, rs->basics[k].hertz.a, rs->basics[k].hertz.b};
      TlWearResult wr;
      if ((s = tl_wear_evaluate(&in, &rs->wear, NULL, &wr, &rs->err)) != TL_OK)
        return s;
      sum += wr.power * scale;
      macro += v * (tr->fx * cx + tr->fy * xi_y + tr->mz * spin);
    }
  }
  *creep = macro;
  *local = sum;
  return TL_OK;
}

/* The lateral force of the flange spring and of the profiles' normal forces at y. */
static double
run_normal_force(const TlWsRunParams *rp, double y)
{
  const double f = tl_ws_flange_force(rp, y);
  return rp->contact_force ? f + rp->contact_force(y, rp->contact_data) : f;
}

static int
run_rhs(double t, const double q[], double dq[], void *params)
{
  RunSystem *rs = params;
  const TlWsParams *p = rs->p;
  const double v = rs->v0 + rs->slope * t;
  double fy, mz;
  const int rc = run_creep(rs, q, v, &fy, &mz);
  if (rc != GSL_SUCCESS)
    return rc;
  dq[0] = q[2];
  dq[1] = q[3];
  dq[2] = (fy + run_normal_force(rs->rp, q[0]) - (p->ky + rs->kgy) * q[0]) / p->mass;
  dq[3] = (mz - (p->kpsi + rs->kgpsi) * q[1]) / p->yaw_inertia;
  dq[4] = v;
  return GSL_SUCCESS;
}

/* A patch's shape and material are fixed for the whole run: refuse a table
 * that does not hold its a/b and ν rather than clamp them at every step. */
static TlStatus
table_holds_patch(const TlTable *t, const TlContactBasics *b, double mu, int k, TlError *err)
{
  if (tl_check_positive(mu, "friction coefficient", "-", err) != TL_OK)
    return TL_EINVAL;
  double x[TL_TABLE_N_AXES], f[TL_TABLE_N_OUT];
  tl_table_inputs(b, mu, 0.0, 0.0, 0.0, x);
  const TlTableSpec *s = tl_table_spec(t);
  /* at zero creepage only a/b and ν can lie outside (a creepage axis must hold 0) */
  if (tl_table_eval(t, TL_TABLE_LINEAR, x, f) == 0)
    return TL_OK;
  return tl_error_set(err, TL_ERANGE,
                      "a/b = %.4g and nu = %.4g of patch %d lie outside the table "
                      "(a/b %.4g … %.4g, nu %.4g … %.4g, creepages from %.4g, %.4g, %.4g to "
                      "%.4g, %.4g, %.4g): build a table that holds them",
                      x[TL_TABLE_RATIO], x[TL_TABLE_NU], k + 1, s->lo[TL_TABLE_RATIO],
                      s->hi[TL_TABLE_RATIO], s->lo[TL_TABLE_NU], s->hi[TL_TABLE_NU],
                      s->lo[TL_TABLE_XI], s->lo[TL_TABLE_ETA], s->lo[TL_TABLE_PHI],
                      s->hi[TL_TABLE_XI], s->hi[TL_TABLE_ETA], s->hi[TL_TABLE_PHI]);
}

TlStatus
tl_ws_run(const TlWsParams *p, const TlWsCreep *creep, TlWsRadiusDiff dr, void *dr_data, double e,
          const TlWsRunParams *rp, const volatile int *cancel, TlWsRun *out, TlError *err)
{
  TlStatus s;
  if ((s = tl_ws_params_validate(p, err)) != TL_OK ||
      (s = tl_ws_run_params_validate(rp, err)) != TL_OK)
    return s;
  if (dr && p->gravity)
    return tl_error_set(err, TL_EINVAL,
                        "the gravitational stiffness is that of cones: with a "
                        "profile pair's rolling-radius difference switch it off");
  if (dr && (s = tl_check_range(e, TL_RANGE_WS_E_MIN, TL_RANGE_WS_E_MAX,
                                "half contact-point distance e", "m", err)) != TL_OK)
    return s;
  const int patches = creep && creep->model != TL_WS_CREEP_LINEAR;
  if (patches && (creep->n_patches < 1 || creep->n_patches > TL_WS_MAX_PATCHES))
    return tl_error_set(err, TL_EINVAL, "%s creep forces need 1 to %d patches, got %d",
                        tl_ws_creep_model_name(creep->model), TL_WS_MAX_PATCHES, creep->n_patches);
  if (patches && creep->model == TL_WS_CREEP_POLACH &&
      (s = tl_polach_params_validate(&creep->polach, err)) != TL_OK)
    return s;
  if (patches && creep->model == TL_WS_CREEP_TABLE && !creep->table)
    return tl_error_set(err, TL_EINVAL, "table creep forces need a creep-force table");
  tl_gsl_init();
  /* on the heap: the patches' basics make it a few kilobytes */
  RunSystem *rs = calloc(1, sizeof *rs);
  if (!rs)
    return tl_error_set(err, TL_ENOMEM, "out of memory for the run");
  rs->p = p;
  rs->creep = creep;
  rs->dr = dr;
  rs->dr_data = dr_data;
  rs->e = dr ? e : p->e;
  rs->rp = rp;
  rs->v0 = rp->v_start;
  rs->slope = (rp->v_end - rp->v_start) / rp->duration;
  for (int k = 0; patches && k < creep->n_patches && s == TL_OK; k++) {
    if ((s = tl_contact_basics(&creep->patch[k], &rs->basics[k], err)) != TL_OK)
      break;
    if (creep->model == TL_WS_CREEP_TABLE) {
      s = table_holds_patch(creep->table, &rs->basics[k], creep->patch[k].mu, k, err);
      continue;
    }
    if (creep->model != TL_WS_CREEP_FASTSIM)
      continue;
    if (!(rs->fs[k] = tl_fastsim_alloc(&creep->patch[k], TL_FASTSIM_FIXED_GRID, err)))
      s = err ? err->status : TL_ENOMEM;
    else if ((s = tl_traction_alloc(&rs->tr[0][k], creep->patch[k].mx, creep->patch[k].my, err)) ==
                 TL_OK &&
             (s = tl_traction_alloc(&rs->tr[1][k], creep->patch[k].mx, creep->patch[k].my, err)) ==
                 TL_OK &&
             !(rs->slip[k] = malloc(sizeof(double) * (size_t)creep->patch[k].mx *
                                    (size_t)creep->patch[k].my)))
      s = tl_error_set(err, TL_ENOMEM, "out of memory for the slip speeds");
  }
  rs->wear = tl_wear_params_default();
  if (s != TL_OK) {
    tl_error_prefix(err, "patch: ");
    run_system_free(rs);
    return s;
  }
  if (p->gravity)
    tl_ws_gravity_stiffness(p, &rs->kgy, &rs->kgpsi);
  const int n = (int)floor(rp->duration / rp->dt + 1e-9) + 1;
  double *block = malloc(sizeof(double) * 9 * (size_t)n);
  gsl_odeiv2_system sys = {run_rhs, NULL, 5, rs};
  /* Smooth forces (linear, Polach): rk8pd to 1e-10, absolute 1e-12 m on a
   * millimetre shift (x is along for the ride).  FASTSIM's total forces have
   * kinks where cells change between stick and slip, on which a high-order
   * stepper keeps cutting its step: rkf45 to 1e-7 instead, and so for a
   * table read linearly (kinks at its nodes); the cubic one has a
   * continuous slope. */
  const int kinked = patches && (creep->model == TL_WS_CREEP_FASTSIM ||
                                 (creep->model == TL_WS_CREEP_TABLE &&
                                  creep->interp == TL_TABLE_LINEAR));
  gsl_odeiv2_driver *d = block ? gsl_odeiv2_driver_alloc_y_new(
                                     &sys, kinked ? gsl_odeiv2_step_rkf45 : gsl_odeiv2_step_rk8pd,
                                     1e-5, kinked ? 1e-10 : 1e-12, kinked ? 1e-7 : 1e-10)
                               : NULL;
  if (!d) {
    free(block);
    run_system_free(rs);
    return tl_error_set(err, TL_ENOMEM, "out of memory for %d samples", n);
  }
  TlWsRun r = {n,         block,         block + n,     block + 2 * n, block + 3 * n,
               block + 4 * n, block + 5 * n, block + 6 * n, 0, block + 7 * n, block + 8 * n, 0};
  double q[5] = {rp->y0, 0.0, 0.0, 0.0, 0.0}, t = 0.0;
  for (int k = 0; k < n; k++) {
    if (cancel && *cancel) {
      s = tl_error_set(err, TL_ECANCELLED, "wheelset run cancelled");
      break;
    }
    const double tk = k == n - 1 ? fmin(k * rp->dt, rp->duration) : k * rp->dt;
    const int rc = k > 0 ? gsl_odeiv2_driver_apply(d, &t, tk, q) : GSL_SUCCESS;
    if (rc == GSL_EBADFUNC) {
      s = tl_error_set(err, rs->err.status ? rs->err.status : TL_ERANGE,
                       "wheelset run at %.6g s: %s", t, rs->err.message);
      break;
    }
    if (rc != GSL_SUCCESS) {
      s = tl_error_set(err, TL_EMAXITER, "wheelset run: the integration failed at %.6g s (%s)", t,
                       gsl_strerror(rc));
      break;
    }
    const double v = rs->v0 + rs->slope * tk;
    double fy, mz;
    rs->clamped = 0;
    if (run_creep(rs, q, v, &fy, &mz) != GSL_SUCCESS ||
        run_powers(rs, q, v, fy, mz, &r.creep_power[k], &r.frictional_power[k]) != TL_OK) {
      s = tl_error_set(err, rs->err.status, "wheelset run at %.6g s: %s", tk, rs->err.message);
      break;
    }
    r.t[k] = tk;
    r.x[k] = q[4];
    r.v[k] = v;
    r.y[k] = q[0];
    r.psi[k] = q[1];
    r.fy[k] = fy + 0.0; /* no "-0" at rest */
    r.ff[k] = run_normal_force(rp, q[0]) + 0.0;
    r.clamped += rs->clamped > 0;
    if (!(isfinite(q[0]) && isfinite(q[1]) && isfinite(fy))) {
      s = tl_error_set(err, TL_ENUMERIC, "wheelset run: the motion is not finite at %.6g s", tk);
      break;
    }
    if (fabs(q[0]) > TL_WS_RUN_MAX_SHIFT) {
      r.n = k + 1;
      r.stopped = 1;
      break;
    }
  }
  gsl_odeiv2_driver_free(d);
  run_system_free(rs);
  if (s != TL_OK) {
    free(block);
    return s;
  }
  *out = r;
  return TL_OK;
}
