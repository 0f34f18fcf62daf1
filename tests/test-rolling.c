/* test-rolling.c — the "sds" rolling-resistance model against the closed forms
 * and checks of docs/theory.md §9 rolling sds.
 *
 * Tolerances: one step of the model is a handful of flops, so a single step
 * agrees with its closed form to a few ulps; a history built from N equal
 * increments carries at most N rounding errors (N ε ≈ 1e-13 for N ≤ 1000),
 * hence the 1e-12 used below unless a comment derives another. */
#include <string.h>

#include "tl-test-util.h"
#include "tribo/rolling.h"

/* A case with "high-entropy" numbers whose damping intercept stays below the
 * slider limit, so the elastic branch is visible:
 * R_eff = 5.85 mm, plateau R μ F = 5.69 N·mm, intercept γR²ω = 0.456 N·mm. */
static const double k_r = 2.385e4, gamma_r = 3.1, mu_r = 0.071, fn = 13.7;
static const double radius = 0.0117, spin = 4.3, step_dt = 1e-5;

static TlRollingParams
case_params(void)
{
  TlRollingParams p = { k_r, gamma_r, mu_r };
  return p;
}

static TlRollingKinematics
kin_x_normal(double wiz)
{
  TlRollingKinematics k = { { 1.0, 0.0, 0.0 }, { 0.0, 0.0, wiz }, { 0.0, 0.0, 0.0 }, fn };
  return k;
}

static double
norm3(const double v[3])
{
  return sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
}

static double
dot3(const double a[3], const double b[3])
{
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

static void
assert_opposite(const TlRollingOutput *o)
{
  for (int a = 0; a < 3; a++)
    g_assert_cmpfloat(o->torque_j[a], ==, -o->torque_i[a]);
}

/* docs/theory.md §9 rolling sds check: n = +x, ω_i = (0, 0, ω > 0), j at rest → τ_i,z < 0,
 * equal and opposite on j, no other component, F along −y (opposing v_roll
 * = R ω ŷ). */
static void
test_sign(void)
{
  g_test_summary("Spin +z on i against a resting j gives tau_i,z < 0 and tau_j = -tau_i");
  TlRollingParams p = case_params();
  TlRollingContact c;
  g_assert_cmpint(tl_rolling_contact_init(&c, radius, radius, NULL), ==, TL_OK);
  TlRollingKinematics k = kin_x_normal(spin);
  TlRollingOutput o;
  for (int s = 0; s < 3; s++) {
    tl_rolling_step(&c, &p, &k, step_dt, &o);
    g_assert_cmpfloat(o.torque_i[2], <, 0.0);
    g_assert_cmpfloat(o.torque_i[0], ==, 0.0);
    g_assert_cmpfloat(o.torque_i[1], ==, 0.0);
    g_assert_cmpfloat(o.v_roll[1], >, 0.0);
    g_assert_cmpfloat(o.force[1], <, 0.0);
    g_assert_cmpfloat(o.force[0], ==, 0.0);
    assert_opposite(&o);
  }
}

/* Elastic branch at constant ω: after s steps ξ = s Δt v, so
 * |τ| = k R² ω t + γ R² ω — slope k R_eff² ω, intercept γ R_eff² ω. */
static void
test_elastic_slope(void)
{
  g_test_summary("Elastic regime: |tau| = k R^2 w t + gamma R^2 w");
  TlRollingParams p = case_params();
  TlRollingContact c;
  tl_rolling_contact_init(&c, radius, radius, NULL);
  const double r = radius / 2.0;
  const double slope = k_r * r * r * spin, intercept = gamma_r * r * r * spin;
  TlRollingKinematics k = kin_x_normal(spin);
  TlRollingOutput o;
  int s;
  double t0 = 0, tau0 = 0, t1 = 0, tau1 = 0;
  for (s = 1; s <= 100; s++) {
    tl_rolling_step(&c, &p, &k, step_dt, &o);
    g_assert_cmpint(o.state, ==, TL_ROLLING_STICK);
    const double t = s * step_dt;
    tl_assert_rel(-o.torque_i[2], slope * t + intercept, 1e-12);
    if (s == 10) {
      t0 = t;
      tau0 = -o.torque_i[2];
    }
    t1 = t;
    tau1 = -o.torque_i[2];
  }
  const double measured_slope = (tau1 - tau0) / (t1 - t0);
  const double measured_intercept = tau0 - measured_slope * t0;
  g_test_message("elastic slope %.10g N m/s (expected k R^2 w = %.10g), intercept %.10g N m "
                 "(expected gamma R^2 w = %.10g)",
                 measured_slope, slope, measured_intercept, intercept);
  tl_assert_rel(measured_slope, slope, 1e-10);
  tl_assert_rel(measured_intercept, intercept, 1e-9);
}

/* Past the limit the torque stays at R μ F_n0; reversing ω then unloads the
 * spring at once (the history was rescaled to the capped force):
 * τ_z = R (−μF + 2γv + k v m Δt) after m steps, until +R μ F. */
static void
test_plateau_and_reversal(void)
{
  g_test_summary("Plateau R mu F_n0, then elastic unloading after a reversal");
  TlRollingParams p = case_params();
  TlRollingContact c;
  tl_rolling_contact_init(&c, radius, radius, NULL);
  const double r = radius / 2.0, v = r * spin, plateau = r * mu_r * fn;
  TlRollingKinematics k = kin_x_normal(spin);
  TlRollingOutput o;
  int slipping = 0;
  for (int s = 0; s < 600; s++) {
    tl_rolling_step(&c, &p, &k, step_dt, &o);
    if (o.state == TL_ROLLING_SLIP) {
      slipping++;
      tl_assert_rel(o.torque_i[2], -plateau, 1e-14);
      tl_assert_rel(norm3(o.force), mu_r * fn, 1e-14);
      /* ξ rescaled so that the spring and dashpot give exactly F */
      tl_assert_rel(c.xi[1], (mu_r * fn - gamma_r * v) / k_r, 1e-13);
    }
  }
  /* plateau reached at t = (R μ F − γR²ω) / (kR²ω) ≈ 1.5 ms: 450 of 600 steps slip */
  const double t_reach = (plateau - gamma_r * r * r * spin) / (k_r * r * r * spin);
  g_assert_cmpint(abs(slipping - (600 - (int)ceil(t_reach / step_dt) + 1)), <=, 1);
  g_test_message("plateau %.10g N m (expected R mu F_n0 = %.10g)", -o.torque_i[2], plateau);

  k.omega_i[2] = -spin;
  int m;
  for (m = 1; m < 1000; m++) {
    tl_rolling_step(&c, &p, &k, step_dt, &o);
    const double expected = r * (-mu_r * fn + 2.0 * gamma_r * v + k_r * v * m * step_dt);
    if (expected >= plateau)
      break;
    g_assert_cmpint(o.state, ==, TL_ROLLING_STICK);
    g_assert_cmpfloat_with_epsilon(o.torque_i[2], expected, 1e-12 * plateau * m);
  }
  /* unloading across 2 R μ F at slope k R² ω (less the damping jump) */
  const double unload = 2.0 * plateau - 2.0 * gamma_r * r * v;
  g_assert_cmpint(m, ==, (int)ceil(unload / (k_r * r * v * step_dt)));
  tl_assert_rel(o.torque_i[2], plateau, 1e-14);
  g_assert_cmpint(o.state, ==, TL_ROLLING_SLIP);
}

/* A spin about n (twist) drops out of v_roll = R (ω_i − ω_j) × n.  Along a
 * coordinate axis the cross product never touches that component: bitwise
 * equal.  For a skew n the twist adds rounding of order ε (|ω| + |twist|)/|ω|:
 * 1e-13 relative for a twist 30 times the rolling spin. */
static void
test_twist_has_no_effect(void)
{
  g_test_summary("A relative spin about the normal changes nothing");
  TlRollingParams p = case_params();
  const double len = sqrt(0.36 + 0.64 * 0.5 + 0.64 * 0.5);
  const double skew[3] = { 0.6 / len, 0.8 * sqrt(0.5) / len, 0.8 * sqrt(0.5) / len };
  const double z[3] = { 0.0, 0.0, 1.0 };
  const double *normals[2] = { z, skew };
  for (int which = 0; which < 2; which++) {
    const double *n = normals[which];
    TlRollingContact plain, twisted;
    tl_rolling_contact_init(&plain, radius, 0.0071, NULL);
    tl_rolling_contact_init(&twisted, radius, 0.0071, NULL);
    TlRollingKinematics k = { { n[0], n[1], n[2] }, { 2.1, -1.3, 0.0 }, { 0.4, 0.2, 0.0 }, fn };
    /* make ω_i, ω_j tangential, then add 30 and −17 rad/s about n */
    const double wi_n = dot3(k.omega_i, n), wj_n = dot3(k.omega_j, n);
    TlRollingKinematics kt = k;
    for (int a = 0; a < 3; a++) {
      k.omega_i[a] -= wi_n * n[a];
      k.omega_j[a] -= wj_n * n[a];
      kt.omega_i[a] = k.omega_i[a] + 30.0 * n[a];
      kt.omega_j[a] = k.omega_j[a] - 17.0 * n[a];
    }
    for (int s = 0; s < 500; s++) {
      TlRollingOutput o, ot;
      tl_rolling_step(&plain, &p, &k, step_dt, &o);
      tl_rolling_step(&twisted, &p, &kt, step_dt, &ot);
      g_assert_cmpint(o.state, ==, ot.state);
      const double scale = norm3(o.torque_i);
      g_assert_cmpfloat(scale, >, 0.0);
      for (int a = 0; a < 3; a++) {
        if (which == 0)
          g_assert_cmpfloat(ot.torque_i[a], ==, o.torque_i[a]);
        else
          g_assert_cmpfloat_with_epsilon(ot.torque_i[a], o.torque_i[a], 1e-13 * scale);
      }
    }
  }
}

/* Rotate v about the unit axis u by angle a (Rodrigues). */
static void
rotate(const double u[3], double a, const double v[3], double out[3])
{
  const double c = cos(a), s = sin(a), d = dot3(u, v);
  const double x[3] = { u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2],
                        u[0] * v[1] - u[1] * v[0] };
  for (int i = 0; i < 3; i++)
    out[i] = v[i] * c + x[i] * s + u[i] * d * (1.0 - c);
}

/* The pair turns as one rigid body (ω_i = ω_j = Ω, n turning with Ω): no
 * relative rolling, so |ξ| and |τ| = R k |ξ| stay constant while ξ follows n
 * into each new tangent plane.  Each step rescales |ξ| once: N = 2000 steps
 * accumulate at most ~√N ε ≈ 1e-14; 1e-12 is safe.  ξ·n after the step is
 * rounding of the projection: below 1e-14 |ξ|. */
static void
test_rigid_corotation(void)
{
  g_test_summary("Rigid co-rotation keeps |xi| and |tau| with xi perpendicular to n");
  TlRollingParams p = case_params();
  TlRollingContact c;
  tl_rolling_contact_init(&c, radius, 0.0083, NULL);
  /* build an elastic history first */
  TlRollingKinematics k = kin_x_normal(spin);
  TlRollingOutput o;
  for (int s = 0; s < 40; s++)
    tl_rolling_step(&c, &p, &k, step_dt, &o);
  g_assert_cmpint(o.state, ==, TL_ROLLING_STICK);
  /* with no rolling velocity the dashpot is idle: |τ| = R_eff k |ξ| */
  const double xi0 = norm3(c.xi), tau0 = c.r_eff * k_r * xi0;
  const double xi_start[3] = { c.xi[0], c.xi[1], c.xi[2] };

  const double n0[3] = { 1.0, 0.0, 0.0 };
  const double lu = sqrt(0.3 * 0.3 + 0.5 * 0.5 + 0.81 * 0.81);
  const double axis[3] = { 0.3 / lu, 0.5 / lu, 0.81 / lu };
  const double big_omega = 523.6; /* rad/s: 60° in 2000 steps of 1 µs */
  const double dt = 1e-6;
  for (int s = 1; s <= 2000; s++) {
    rotate(axis, big_omega * s * dt, n0, k.normal);
    for (int a = 0; a < 3; a++)
      k.omega_i[a] = k.omega_j[a] = big_omega * axis[a];
    tl_rolling_step(&c, &p, &k, dt, &o);
    g_assert_cmpint(o.state, ==, TL_ROLLING_STICK);
    tl_assert_rel(norm3(c.xi), xi0, 1e-12);
    tl_assert_rel(norm3(o.torque_i), tau0, 1e-12);
    g_assert_cmpfloat(fabs(dot3(c.xi, k.normal)), <=, 1e-14 * xi0);
    g_assert_cmpfloat(norm3(o.v_roll), ==, 0.0);
    assert_opposite(&o);
  }
  /* the history really turned: without the projection ξ·n would be ~0.4 |ξ| */
  g_assert_cmpfloat(dot3(xi_start, c.xi) / (xi0 * xi0), <, 0.95);
}

/* R_i ≠ R_j: R_eff = R_i R_j/(R_i + R_j) in v_roll and in both torques. */
static void
test_unequal_radii(void)
{
  g_test_summary("Unequal radii use R_eff for the rolling velocity and both torques");
  const double ri = 0.0131, rj = 0.0047, r = ri * rj / (ri + rj);
  TlRollingParams p = case_params();
  TlRollingContact c;
  g_assert_cmpint(tl_rolling_contact_init(&c, ri, rj, NULL), ==, TL_OK);
  tl_assert_rel(c.r_eff, r, 1e-15);
  TlRollingKinematics k = kin_x_normal(spin);
  k.omega_j[2] = -1.7; /* relative spin 6.0 rad/s */
  const double w = spin + 1.7;
  TlRollingOutput o;
  for (int s = 1; s <= 20; s++) {
    tl_rolling_step(&c, &p, &k, step_dt, &o);
    tl_assert_rel(o.v_roll[1], r * w, 1e-15);
    const double f = k_r * r * w * s * step_dt + gamma_r * r * w;
    tl_assert_rel(-o.force[1], f, 1e-12);
    tl_assert_rel(-o.torque_i[2], r * f, 1e-12);
    tl_assert_rel(o.torque_j[2], r * f, 1e-12);
  }
  /* a flat wall: R_eff = R_i */
  double r_wall = 0.0;
  g_assert_cmpint(tl_rolling_effective_radius(ri, INFINITY, &r_wall, NULL), ==, TL_OK);
  g_assert_cmpfloat(r_wall, ==, ri);
}

/* Slider branch with no history left: LAMMPS returns F = 0 and keeps ξ = 0.
 * Reached when the stored ξ is exactly −v Δt and the dashpot alone exceeds
 * the limit (γ R ω = 0.0837 N > μ F = 0.0685 N here with μ = 0.005). */
static void
test_zero_history_branch(void)
{
  g_test_summary("Slider with zero history gives no force");
  TlRollingParams p = case_params();
  p.mu_roll = 0.005;
  TlRollingContact c;
  tl_rolling_contact_init(&c, radius, radius, NULL);
  const double v = radius / 2.0 * spin;
  c.xi[1] = -v * step_dt;
  TlRollingKinematics k = kin_x_normal(spin);
  TlRollingOutput o;
  tl_rolling_step(&c, &p, &k, step_dt, &o);
  g_assert_cmpint(o.state, ==, TL_ROLLING_SLIP);
  g_assert_cmpfloat(norm3(o.force), ==, 0.0);
  g_assert_cmpfloat(norm3(o.torque_i), ==, 0.0);
  g_assert_cmpfloat(norm3(c.xi), ==, 0.0);
  /* next step the history is v Δt again and the slider caps F normally */
  tl_rolling_step(&c, &p, &k, step_dt, &o);
  tl_assert_rel(norm3(o.force), p.mu_roll * fn, 1e-14);
}

/* The frame update: skipped while k |ξ·n| ≤ 1e-10 μ F_n0, otherwise ξ loses
 * its normal part and keeps its length; a ξ along n is dropped. */
static void
test_frame_update(void)
{
  g_test_summary("History projection threshold, length kept, parallel history dropped");
  TlRollingParams p = case_params();
  TlRollingContact c;
  tl_rolling_contact_init(&c, radius, radius, NULL);
  TlRollingKinematics rest = kin_x_normal(0.0);
  TlRollingOutput o;
  const double limit = TL_ROLLING_FRAME_EPS * mu_r * fn / k_r; /* |ξ·n| threshold [m] */

  /* below the threshold: untouched */
  c.xi[0] = 0.5 * limit;
  c.xi[1] = 2.0e-6;
  tl_rolling_step(&c, &p, &rest, step_dt, &o);
  g_assert_cmpfloat(c.xi[0], ==, 0.5 * limit);
  g_assert_cmpfloat(c.xi[1], ==, 2.0e-6);

  /* above: projected, length kept */
  c.xi[0] = 1.5e-6;
  c.xi[1] = 2.0e-6;
  c.xi[2] = 0.0;
  tl_rolling_step(&c, &p, &rest, step_dt, &o);
  g_assert_cmpfloat(c.xi[0], ==, 0.0);
  tl_assert_rel(c.xi[1], 2.5e-6, 1e-15);
  tl_assert_rel(-o.force[1], k_r * 2.5e-6, 1e-15);

  /* along n: nothing tangential remains */
  c.xi[0] = 3.0e-6;
  c.xi[1] = c.xi[2] = 0.0;
  tl_rolling_step(&c, &p, &rest, step_dt, &o);
  g_assert_cmpfloat(norm3(c.xi), ==, 0.0);
  g_assert_cmpfloat(norm3(o.force), ==, 0.0);
}

/* ---- parameter and kinematics errors --------------------------------------- */

typedef struct {
  const char *what;
  TlRollingParams p;
} BadParams;

static const BadParams bad_params[] = {
  { "k_roll = 0", { 0.0, 10.0, 0.05 } },
  { "k_roll < 0", { -2.385e4, 10.0, 0.05 } },
  { "k_roll = nan", { NAN, 10.0, 0.05 } },
  { "gamma_roll < 0", { 1e4, -0.1, 0.05 } },
  { "gamma_roll = inf", { 1e4, INFINITY, 0.05 } },
  { "mu_roll < 0", { 1e4, 10.0, -0.05 } },
  { "mu_roll = nan", { 1e4, 10.0, NAN } },
};

static void
test_bad_params(gconstpointer data)
{
  const BadParams *b = data;
  TlError err;
  g_assert_cmpint(tl_rolling_params_validate(&b->p, &err), ==, TL_EINVAL);
  g_assert_cmpuint(strlen(err.message), >, 10);
  TlRollingDemoParams d = tl_rolling_demo_params_default();
  d.model = b->p;
  TlRollingDemoPrediction pred;
  memset(&pred, 0x5a, sizeof pred);
  const TlRollingDemoPrediction before = pred;
  g_assert_cmpint(tl_rolling_demo_predict(&d, &pred, NULL), ==, TL_EINVAL);
  g_assert_cmpmem(&pred, sizeof pred, &before, sizeof before);
}

static void
test_bad_kinematics(void)
{
  g_test_summary("Kinematics validation: unit normal, finite values, F_n0 >= 0");
  TlRollingKinematics k = kin_x_normal(spin);
  TlError err;
  g_assert_cmpint(tl_rolling_kinematics_validate(&k, &err), ==, TL_OK);
  k.normal[0] = 1.0 + 2e-6;
  g_assert_cmpint(tl_rolling_kinematics_validate(&k, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "unit"));
  k.normal[0] = 1.0 + 0.5e-6;
  g_assert_cmpint(tl_rolling_kinematics_validate(&k, NULL), ==, TL_OK);
  k = kin_x_normal(spin);
  k.fn0 = -2.385;
  g_assert_cmpint(tl_rolling_kinematics_validate(&k, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "F_n0"));
  k = kin_x_normal(NAN);
  g_assert_cmpint(tl_rolling_kinematics_validate(&k, NULL), ==, TL_EINVAL);
  k = kin_x_normal(spin);
  k.normal[2] = INFINITY;
  g_assert_cmpint(tl_rolling_kinematics_validate(&k, NULL), ==, TL_EINVAL);

  double r_eff = 7.0;
  g_assert_cmpint(tl_rolling_effective_radius(0.0, 0.01, &r_eff, &err), ==, TL_EINVAL);
  g_assert_cmpint(tl_rolling_effective_radius(0.01, -0.01, &r_eff, &err), ==, TL_EINVAL);
  g_assert_cmpint(tl_rolling_effective_radius(0.01, -INFINITY, &r_eff, &err), ==, TL_EINVAL);
  g_assert_cmpfloat(r_eff, ==, 7.0);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/rolling/sign", test_sign);
  g_test_add_func("/rolling/elastic/slope-intercept", test_elastic_slope);
  g_test_add_func("/rolling/slider/plateau-reversal", test_plateau_and_reversal);
  g_test_add_func("/rolling/frame/twist", test_twist_has_no_effect);
  g_test_add_func("/rolling/frame/rigid-corotation", test_rigid_corotation);
  g_test_add_func("/rolling/frame/update", test_frame_update);
  g_test_add_func("/rolling/radius/unequal", test_unequal_radii);
  g_test_add_func("/rolling/slider/zero-history", test_zero_history_branch);
  g_test_add_func("/rolling/errors/kinematics", test_bad_kinematics);
  for (size_t i = 0; i < G_N_ELEMENTS(bad_params); i++) {
    tl_test_add_data_funcf(&bad_params[i], test_bad_params, "/rolling/errors/params/%s",
                           bad_params[i].what);
  }
  return g_test_run();
}
