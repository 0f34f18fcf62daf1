/* test-profile-wear.c — the wheel and rail profiles that wear
 * (tribo/profile-wear.h, docs/theory.md §12.8): the area taken off the
 * profiles against the wear the patches give by the contact module's own
 * Archard volume (tl_wear_evaluate), the mirror symmetry of the two sides
 * under a symmetric distribution (and its absence under a one-sided one),
 * the adaptive step, and the refusals. */
#include <math.h>
#include <string.h>

#include "tl-test-util.h"
#include "tribo/profile-wear.h"
#include "tribo/wear.h"

/* Base case: S1002 on 60E1 at the defaults, k raised so that a few
 * thousand passes wear measurably (the area checks are relative). */
static TlProfileWearParams
base_params(void)
{
  TlProfileWearParams p = tl_profile_wear_params_default();
  p.wear.archard.k = 2.7e-3;
  return p;
}

static TlProfileWear *
wear_new(const TlProfileWearParams *p)
{
  TlProfile *w, *r;
  TlError err;
  g_assert_cmpint(tl_profile_s1002(&w, &err), ==, TL_OK);
  g_assert_cmpint(tl_profile_60e1(&r, &err), ==, TL_OK);
  TlProfileWear *pw = NULL;
  const TlStatus s = tl_profile_wear_alloc(p, w, r, &pw, &err);
  if (s != TL_OK)
    g_error("%s", err.message);
  tl_profile_free(w);
  tl_profile_free(r);
  return pw;
}

/* ∫ (z_after − z_before) dy by the trapezoid rule on a grid ten times
 * finer than the profile points, evaluated on the two fitted profiles. */
static double
removed_area(const TlProfile *before, const TlProfile *after)
{
  double y0, y1;
  tl_profile_domain(before, &y0, &y1);
  const int n = 20000;
  const double h = (y1 - y0) / n;
  double sum = 0.0;
  for (int i = 0; i <= n; i++) {
    double za, zb;
    tl_profile_eval(before, y0 + i * h, &zb, NULL, NULL);
    tl_profile_eval(after, y0 + i * h, &za, NULL, NULL);
    sum += (i == 0 || i == n ? 0.5 : 1.0) * (za - zb);
  }
  return fabs(sum * h);
}

/* The Archard volume per metre rolled of every patch at shift y, by the
 * wheel–rail module and tl_wear_evaluate, mean of the two wheels [m²]. */
static double
archard_area_per_pass(const TlProfileWearParams *p, const TlProfile *w, const TlProfile *r,
                      double y)
{
  TlError err;
  TlWheelrail *wr;
  g_assert_cmpint(tl_wheelrail_alloc(&p->track, w, r, &wr, &err), ==, TL_OK);
  TlWrContact c;
  g_assert_cmpint(tl_wheelrail_contact(wr, y, &c, &err), ==, TL_OK);
  double total = 0.0;
  for (int side = 0; side < 2; side++) {
    TlWrNormal nrm;
    memset(&nrm, 0, sizeof nrm);
    g_assert_cmpint(tl_wheelrail_normal(wr, &c, side, &p->normal, &nrm, &err), ==, TL_OK);
    for (int i = 0; i < nrm.n; i++) {
      TlWrRoll roll;
      memset(&roll, 0, sizeof roll);
      g_assert_cmpint(tl_wheelrail_roll(&nrm.patch[i], &p->normal.wheel, &p->normal.rail,
                                        &p->roll, &roll, &err), ==, TL_OK);
      const int cells = roll.field.t.mx * roll.field.t.my;
      double *w_map = g_new(double, cells);
      for (int k = 0; k < cells; k++)
        w_map[k] = roll.slip[k]; /* at V = 1 m/s */
      const TlWearInput in = { &roll.field.grid, &roll.field.t, w_map, 1.0, p->roll.cx,
                               p->roll.cy, p->roll.spin, nrm.patch[i].normal_force,
                               roll.a_eq, roll.b_eq };
      TlWearResult res;
      g_assert_cmpint(tl_wear_evaluate(&in, &p->wear, NULL, &res, &err), ==, TL_OK);
      total += res.archard_volume; /* m³ per metre rolled = m² of cross-section */
      g_free(w_map);
      tl_wr_roll_clear(&roll);
    }
    tl_wr_normal_clear(&nrm);
  }
  tl_wheelrail_free(wr);
  return 0.5 * total;
}

/* Every pass at y = 0 (a one-row histogram): the area taken off each profile
 * equals N times the patches' Archard volume per metre rolled.  The profile
 * areas are integrals of two splines through the same points; the smoothing
 * and the laying-out keep Σ Δz h exactly, so what is left is the quadrature
 * of the spline between points (≪ 1e-4 for a wear spread over millimetres). */
static void
test_area_conservation(void)
{
  TlProfileWearParams p = base_params();
  const double hy[1] = { 0.0 }, hw[1] = { 2.5 };
  p.hist_n = 1;
  p.hist_y = hy;
  p.hist_w = hw;
  p.passes = 3000.0;
  TlProfileWear *pw = wear_new(&p);
  TlError err;
  TlProfile *w0, *r0; /* the profiles at 0 passes, as the run fitted them */
  const double *y, *z;
  int n;
  tl_profile_wear_points(pw, TL_PROFILE_WHEEL, &y, &z, &n);
  g_assert_cmpint(tl_profile_from_points(TL_PROFILE_WHEEL, "w0", y, z, n, NULL, &w0, &err), ==,
                  TL_OK);
  tl_profile_wear_points(pw, TL_PROFILE_RAIL, &y, &z, &n);
  g_assert_cmpint(tl_profile_from_points(TL_PROFILE_RAIL, "r0", y, z, n, NULL, &r0, &err), ==,
                  TL_OK);
  const double per_pass = archard_area_per_pass(&p, w0, r0, 0.0);
  g_assert_cmpfloat(per_pass, >, 0.0);

  TlProfileWearRow row;
  g_assert_cmpint(tl_profile_wear_step(pw, NULL, &row, &err), ==, TL_OK);
  g_assert_true(tl_profile_wear_done(pw)); /* one step: the depth limit is far away */
  g_assert_cmpfloat(row.passes, ==, 3000.0);
  const double expected = 3000.0 * per_pass;
  tl_assert_rel(row.wear_wheel, expected, 1e-9);
  tl_assert_rel(row.wear_rail, expected, 1e-9);
  tl_assert_rel(removed_area(w0, tl_profile_wear_profile(pw, TL_PROFILE_WHEEL)), expected, 1e-4);
  tl_assert_rel(removed_area(r0, tl_profile_wear_profile(pw, TL_PROFILE_RAIL)), expected, 1e-4);
  tl_assert_rel(row.area_wheel, expected, 1e-9);
  tl_assert_rel(row.area_rail, expected, 1e-9);
  g_assert_cmpfloat(row.max_depth_rail, >, 0.0);
  tl_profile_free(w0);
  tl_profile_free(r0);
  tl_profile_wear_free(pw);
}

/* The USFD law over a Gaussian, several steps: the areas removed from the
 * profiles follow the wear the patches gave, step after step. */
static void
test_area_usfd_steps(void)
{
  TlProfileWearParams p = tl_profile_wear_params_default();
  p.law = TL_PROFILE_WEAR_USFD;
  p.passes = 5e4;
  p.max_depth_step = 0.015e-3;
  TlProfileWear *pw = wear_new(&p);
  TlError err;
  int steps = 0;
  TlProfileWearRow row;
  while (!tl_profile_wear_done(pw)) {
    g_assert_cmpint(tl_profile_wear_step(pw, NULL, &row, &err), ==, TL_OK);
    steps++;
    tl_assert_rel(row.area_wheel, row.wear_wheel, 1e-9);
    tl_assert_rel(row.area_rail, row.wear_rail, 1e-9);
  }
  g_assert_cmpint(steps, >=, 2);
  g_assert_cmpfloat(row.passes, ==, p.passes);
  tl_profile_wear_free(pw);
}

/* Largest |left − right| of a body's depths, and the largest depth. */
static void
side_difference(const TlProfileWear *pw, TlProfileKind body, double *diff, double *max)
{
  const double *y, *dl, *dr;
  int n;
  tl_profile_wear_depth(pw, body, TL_WR_LEFT, &y, &dl, &n);
  tl_profile_wear_depth(pw, body, TL_WR_RIGHT, &y, &dr, &n);
  *diff = 0.0;
  *max = 0.0;
  for (int i = 0; i < n; i++) {
    *diff = fmax(*diff, fabs(dl[i] - dr[i]));
    *max = fmax(*max, fmax(dl[i], dr[i]));
  }
}

/* A Gaussian about y = 0: the left wheel at +y meets what the right one
 * meets at −y, so each side's wear is the other's mirror image.  The right
 * side is computed on the mirrored geometry by the same arithmetic, so the
 * two agree to round-off (measured 1e-14 of the largest depth); 1e-9 leaves
 * room for a change of summation order and still catches a mirrored sign. */
static void
test_symmetry(void)
{
  TlProfileWearParams p = base_params();
  p.passes = 2000.0;
  TlProfileWear *pw = wear_new(&p);
  TlError err;
  g_assert_cmpint(tl_profile_wear_step(pw, NULL, NULL, &err), ==, TL_OK);
  for (int b = 0; b < 2; b++) {
    double diff, max;
    side_difference(pw, b ? TL_PROFILE_RAIL : TL_PROFILE_WHEEL, &diff, &max);
    g_test_message("%s: left and right differ by %.3g of the largest depth", b ? "rail" : "wheel",
                   diff / max);
    g_assert_cmpfloat(max, >, 0.0);
    g_assert_cmpfloat(diff, <=, 1e-9 * max);
  }
  tl_profile_wear_free(pw);
}

/* The same with the kinematic creepages: each wheel's longitudinal creepage
 * follows its rolling radius and its spin its contact angle, and the mirror
 * holds as well (the left wheel at +y has the right one's radius and angle
 * at −y). */
static void
test_symmetry_kinematic(void)
{
  TlProfileWearParams p = base_params();
  p.passes = 2000.0;
  p.kinematic = 1;
  TlProfileWear *pw = wear_new(&p);
  TlError err;
  TlProfileWearRow row;
  g_assert_cmpint(tl_profile_wear_step(pw, NULL, &row, &err), ==, TL_OK);
  for (int b = 0; b < 2; b++) {
    double diff, max;
    side_difference(pw, b ? TL_PROFILE_RAIL : TL_PROFILE_WHEEL, &diff, &max);
    g_assert_cmpfloat(max, >, 0.0);
    g_assert_cmpfloat(diff, <=, 1e-9 * max);
  }
  tl_assert_rel(row.area_rail, row.wear_rail, 1e-9);
  tl_profile_wear_free(pw);
}

/* All passes at y = +3 mm: the left wheel runs toward its flange, the right
 * one on its field side, and their wear differs (the check above can fail). */
static void
test_asymmetry(void)
{
  TlProfileWearParams p = base_params();
  const double hy[1] = { 3e-3 }, hw[1] = { 1.0 };
  p.hist_n = 1;
  p.hist_y = hy;
  p.hist_w = hw;
  p.passes = 2000.0;
  TlProfileWear *pw = wear_new(&p);
  TlError err;
  g_assert_cmpint(tl_profile_wear_step(pw, NULL, NULL, &err), ==, TL_OK);
  double diff, max;
  side_difference(pw, TL_PROFILE_WHEEL, &diff, &max);
  g_assert_cmpfloat(diff, >, 0.1 * max);
  tl_profile_wear_free(pw);
}

/* The step adapts: no step removes more than the limit, and the run needs
 * about (depth after the run) / limit steps. */
static void
test_adaptive_step(void)
{
  TlProfileWearParams p = base_params();
  p.passes = 20000.0;
  p.max_depth_step = 0.01e-3;
  TlProfileWear *pw = wear_new(&p);
  TlError err;
  TlProfileWearRow prev = *tl_profile_wear_row(pw), row;
  int steps = 0;
  while (!tl_profile_wear_done(pw)) {
    g_assert_cmpint(tl_profile_wear_step(pw, NULL, &row, &err), ==, TL_OK);
    const double step = fmax(row.max_depth_wheel - prev.max_depth_wheel,
                             row.max_depth_rail - prev.max_depth_rail);
    /* a step's largest depth is at most the limit (the depth a step adds
     * at one point bounds the growth of the maximum) */
    g_assert_cmpfloat(step, <=, p.max_depth_step * (1.0 + 1e-9));
    g_assert_cmpfloat(row.passes, >, prev.passes);
    prev = row;
    steps++;
  }
  const double depth = fmax(row.max_depth_wheel, row.max_depth_rail);
  g_assert_cmpint(steps, >=, (int)floor(depth / p.max_depth_step));
  tl_profile_wear_free(pw);
}

typedef struct {
  const char *expect; /* part of the message */
  void (*edit)(TlProfileWearParams *p);
} BadCase;

static const double bad_hy[2] = { 2.385e-3, 25e-3 }, bad_hw[2] = { 1.0, 1.0 };
static const double zero_hw[2] = { 0.0, 0.0 }, ok_hy[2] = { -1e-3, 2.385e-3 };
static void e_passes(TlProfileWearParams *p) { p->passes = -2.385; }
static void e_passes_nan(TlProfileWearParams *p) { p->passes = NAN; }
static void e_sigma(TlProfileWearParams *p) { p->sigma = 6.5e-3; }
static void e_shifts(TlProfileWearParams *p) { p->n_shifts = 24; }
static void e_step(TlProfileWearParams *p) { p->max_depth_step = 0.0; }
static void e_kernel(TlProfileWearParams *p) { p->smooth_width = INFINITY; }
static void e_grid(TlProfileWearParams *p) { p->grid_step = 2.385e-3; }
static void e_steps(TlProfileWearParams *p) { p->max_steps = 0; }
static void e_law(TlProfileWearParams *p) { p->law = (TlProfileWearLaw)7; }
static void e_kinematic(TlProfileWearParams *p) { p->kinematic = 2; }
static void e_hist_y(TlProfileWearParams *p) { p->hist_n = 2; p->hist_y = bad_hy; p->hist_w = bad_hw; }
static void e_hist_w(TlProfileWearParams *p) { p->hist_n = 2; p->hist_y = ok_hy; p->hist_w = zero_hw; }
static void e_k(TlProfileWearParams *p) { p->wear.archard.k = -1e-4; }

static const BadCase bad_cases[] = {
  { "passes", e_passes },       { "passes", e_passes_nan },
  { "lateral shift sigma", e_sigma },
  { "odd number of shifts", e_shifts },
  { "largest depth per step", e_step },
  { "smoothing width", e_kernel }, { "profile point spacing", e_grid },
  { "number of steps", e_steps }, { "unknown wear law", e_law },
  { "kinematic creepage switch", e_kinematic },
  { "histogram row 2", e_hist_y }, { "add up to zero", e_hist_w },
  { "Archard", e_k },
};

static void
test_bad_params(gconstpointer data)
{
  const BadCase *c = data;
  TlProfileWearParams p = tl_profile_wear_params_default();
  c->edit(&p);
  TlError err;
  g_assert_cmpint(tl_profile_wear_params_validate(&p, &err), ==, TL_EINVAL);
  if (!strstr(err.message, c->expect))
    g_error("message '%s' does not name '%s'", err.message, c->expect);
}

/* A run that would need more steps than allowed is refused before it
 * changes anything. */
static void
test_too_many_steps(void)
{
  TlProfileWearParams p = base_params();
  p.passes = 1e6;
  p.max_depth_step = 1e-6;
  p.max_steps = 3;
  TlProfileWear *pw = wear_new(&p);
  TlError err;
  g_assert_cmpint(tl_profile_wear_step(pw, NULL, NULL, &err), ==, TL_ERANGE);
  g_assert_nonnull(strstr(err.message, "more than 3"));
  g_assert_cmpfloat(tl_profile_wear_row(pw)->passes, ==, 0.0);
  tl_profile_wear_free(pw);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  g_test_add_func("/profile-wear/area-conservation", test_area_conservation);
  g_test_add_func("/profile-wear/area-usfd-steps", test_area_usfd_steps);
  g_test_add_func("/profile-wear/symmetry", test_symmetry);
  g_test_add_func("/profile-wear/symmetry-kinematic", test_symmetry_kinematic);
  g_test_add_func("/profile-wear/asymmetry", test_asymmetry);
  g_test_add_func("/profile-wear/adaptive-step", test_adaptive_step);
  g_test_add_func("/profile-wear/too-many-steps", test_too_many_steps);
  for (size_t i = 0; i < G_N_ELEMENTS(bad_cases); i++) {
    char *path = g_strdup_printf("/profile-wear/bad/%zu", i);
    g_test_add_data_func(path, &bad_cases[i], test_bad_params);
    g_free(path);
  }
  return g_test_run();
}
