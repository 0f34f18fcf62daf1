/* test-wheelrail-roll.c — steady rolling on a wheel-rail contact patch
 * (docs/theory-wheel-rail.md §W10): on a Hertz patch it is the elliptic
 * FASTSIM of tribo/fastsim.h and the exact solver of tribo/exact.h; in full
 * slip Fx = μ F_N; on the non-Hertzian patches Σ p ΔA = F_N. */
#include <glib.h>
#include <math.h>
#include <string.h>

#include "tl-test-util.h"
#include "tl-test-wheelrail.h"
#include "tribo/exact.h"
#include "tribo/fastsim.h"
#include "tribo/wheelrail.h"

typedef struct {
  TlTestWr pair;
  TlWrContact c;
  TlWrNormalParams np;
} Set;

/* S1002 on 60E1 1:40 at lateral shift y, the left wheel's first point. */
static Set
set_new(double y_mm, TlWrNormalMethod method)
{
  Set s;
  memset(&s, 0, sizeof s);
  const TlWheelsetParams p = tl_wheelset_params_default();
  s.pair = tl_test_wr_new(&p);
  s.c = tl_test_wr_contact(&s.pair, y_mm);
  s.np = tl_wr_normal_params_default();
  s.np.method = method;
  return s;
}

static TlWrPatch
set_patch(const Set *s, double load)
{
  TlWrPatch p;
  TlError err;
  if (tl_wheelrail_patch(s->pair.wr, &s->c, TL_WR_LEFT, 0, &s->np, load, &p, &err) != TL_OK)
    g_error("%s", err.message);
  return p;
}

static TlWrRoll
roll(const Set *s, const TlWrPatch *p, const TlWrRollParams *rp)
{
  TlWrRoll r;
  memset(&r, 0, sizeof r);
  TlError err;
  if (tl_wheelrail_roll(p, &s->np.wheel, &s->np.rail, rp, &r, &err) != TL_OK)
    g_error("%s", err.message);
  return r;
}

/* The contact case of a Hertz patch for the elliptic solvers. */
static TlContactParams
hertz_case(const Set *s, const TlWrPatch *p, const TlWrRollParams *rp)
{
  TlContactParams c = tl_contact_params_default();
  c.hertz.wheel = s->np.wheel;
  c.hertz.rail = s->np.rail;
  c.hertz.geometry = TL_GEOMETRY_SEMI_AXES;
  c.hertz.semi_a = p->a;
  c.hertz.semi_b = p->b;
  c.hertz.ref_load = c.hertz.normal_load = p->normal_force;
  c.mu = rp->mu;
  c.bound = TL_BOUND_ELLIPTIC;
  c.mx = rp->mx;
  c.my = rp->my;
  return c;
}

/* On the Hertz patch, FASTSIM on the patch is the elliptic-bound FASTSIM of
 * the same ellipse and grid: the same march in the same order, so every
 * cell agrees to round-off (1e-12 of the bound) and so do the totals. */
static void
test_hertz_fastsim(void)
{
  g_test_summary("Rolled Hertz patch = elliptic-bound FASTSIM of its ellipse, cell by cell");
  Set s = set_new(2.385, TL_WR_NORMAL_HERTZ);
  const TlWrPatch p = set_patch(&s, 87.3e3);
  g_assert_true(p.hertz_ok);
  TlWrRollParams rp = tl_wr_roll_params_default();
  rp.cx = 0.0013;
  rp.cy = -0.0007;
  rp.spin = 0.61;
  TlWrRoll r = roll(&s, &p, &rp);

  const TlContactParams c = hertz_case(&s, &p, &rp);
  TlError err;
  TlFastsim *fs = tl_fastsim_alloc(&c, TL_FASTSIM_FIXED_GRID, &err);
  g_assert_nonnull(fs);
  TlTraction t;
  g_assert_cmpint(tl_traction_alloc(&t, c.mx, c.my, NULL), ==, TL_OK);
  g_assert_cmpint(tl_fastsim_solve(fs, rp.cx, rp.cy, rp.spin, &t, NULL), ==, TL_OK);
  const double scale = rp.mu * p.p0;
  for (int k = 0; k < c.mx * c.my; k++) {
    g_assert_cmpfloat_with_epsilon(r.field.t.tx[k], t.tx[k], 1e-12 * scale);
    g_assert_cmpfloat_with_epsilon(r.field.t.ty[k], t.ty[k], 1e-12 * scale);
    g_assert_cmpint(r.field.t.state[k], ==, t.state[k]);
  }
  tl_assert_rel(r.fx, t.fx, 1e-12);
  tl_assert_rel(r.fy, t.fy, 1e-12);
  tl_assert_rel(r.mz, t.mz, 1e-12);
  tl_assert_rel(r.stick_fraction, t.stick_fraction, 1e-12);
  g_assert_cmpfloat_with_epsilon(r.eta_offset, 0.0, 1e-15);
  tl_traction_free(&t);
  tl_fastsim_free(fs);
  tl_wr_roll_clear(&r);
  tl_test_wr_free(&s.pair);
}

/* On the Hertz patch, the exact model first reconstructs the gap that
 * carries Hertz's sampled pressure: the half-space gives that pressure back
 * to its normal solver's tolerance (1e-12 relative change per iteration, so
 * 1e-8 of p0 is generous).  Its creep forces then equal the exact solver on
 * the Hertz gap within the difference of the two pressures (the discrete
 * normal solution differs from the sampled ellipse by O(Δx/a) at the rim:
 * 1 % of Fx on 50 × 50 cells, checked at partial slip). */
static void
test_hertz_exact(void)
{
  g_test_summary("Rolled Hertz patch by the exact model = the exact solver on the Hertz gap");
  Set s = set_new(0.0, TL_WR_NORMAL_HERTZ);
  const TlWrPatch p = set_patch(&s, 100e3);
  TlWrRollParams rp = tl_wr_roll_params_default();
  rp.model = TL_WR_ROLL_EXACT;
  rp.cx = 0.0011;
  rp.cy = 0.0004;
  rp.mx = rp.my = 40;
  TlWrRoll r = roll(&s, &p, &rp);
  TlGrid g;
  g_assert_cmpint(tl_grid_init(&g, rp.mx, rp.my, p.a, p.b, NULL), ==, TL_OK);
  double *pn = g_new(double, rp.mx * rp.my);
  tl_grid_pressure(&g, TL_BOUND_ELLIPTIC, p.normal_force, pn);
  for (int k = 0; k < rp.mx * rp.my; k++)
    g_assert_cmpfloat_with_epsilon(r.field.t.pn[k], pn[k], 1e-8 * p.p0);

  const TlContactParams c = hertz_case(&s, &p, &rp);
  TlExact *w;
  TlError err;
  g_assert_cmpint(tl_exact_alloc(&c, NULL, &w, &err), ==, TL_OK);
  TlTraction t;
  g_assert_cmpint(tl_traction_alloc(&t, c.mx, c.my, NULL), ==, TL_OK);
  g_assert_cmpint(tl_exact_steady(w, rp.cx, rp.cy, rp.spin, &t, NULL, &err), ==, TL_OK);
  g_assert_cmpfloat(r.stick_fraction, >, 0.2);
  g_assert_cmpfloat(r.stick_fraction, <, 0.9);
  tl_assert_rel(r.fx, t.fx, 0.01);
  tl_assert_rel(r.fy, t.fy, 0.01);
  tl_traction_free(&t);
  tl_exact_free(w);
  g_free(pn);
  tl_grid_clear(&g);
  tl_wr_roll_clear(&r);
  tl_test_wr_free(&s.pair);
}

/* Σ p ΔA of the rolled patch is the patch's normal force (a map is scaled
 * to carry it to round-off; that scale is within the maps' own accuracy,
 * 1e-9 for the exact solver, O(Δx²) ≈ 1e-4 for the approximate method's
 * cells against its strips' analytic integral; Hertz's
 * pressure sampled at 50 × 50 cell centres misses the square-root rim by
 * O((Δx/a)^1.5): 7.6e-4 here, so 1e-3), and in
 * full slip (cx = 0.5: every brush slips at its first cell) Fx = μ F_N:
 * FASTSIM to round-off, the exact model to its KKT tolerance (1e-6 of the
 * traction scale, summed over the cells: 1e-5). */
static void
check_full_slip(const Set *s, const TlWrPatch *p, TlWrRollModel model)
{
  TlWrRollParams rp = tl_wr_roll_params_default();
  rp.model = model;
  rp.cx = 0.5;
  rp.mu = 0.385;
  TlWrRoll r = roll(s, p, &rp);
  tl_assert_rel(r.load, p->normal_force, p->pressure ? 1e-12 : 1e-3);
  if (p->pressure) {
    double sum = 0.0;
    for (int k = 0; k < p->mx * p->my; k++)
      sum += p->pressure[k] * p->cell * p->cell;
    tl_assert_rel(sum, p->normal_force, p->method == TL_WR_NORMAL_EXACT ? 1e-9 : 1e-4);
  }
  tl_assert_rel(r.fx / (rp.mu * r.load), 1.0, model == TL_WR_ROLL_EXACT ? 1e-5 : 1e-12);
  g_assert_cmpfloat_with_epsilon(r.fy / r.load, 0.0, 1e-5);
  g_assert_cmpfloat_with_epsilon(r.stick_fraction, 0.0, 1e-12);
  tl_wr_roll_clear(&r);
}

static void
test_full_slip(gconstpointer data)
{
  const TlWrNormalMethod method = (TlWrNormalMethod)GPOINTER_TO_INT(data);
  g_test_summary("Full slip: Fx = mu F_N; the patch's load is conserved");
  /* y = 6.5 mm: flange contact, a non-elliptic patch for both map methods */
  Set s = set_new(method == TL_WR_NORMAL_HERTZ ? 0.0 : 6.5, method);
  const TlWrPatch p = set_patch(&s, 61.7e3);
  check_full_slip(&s, &p, TL_WR_ROLL_FASTSIM);
  check_full_slip(&s, &p, TL_WR_ROLL_EXACT);
  TlWrPatch q = p;
  tl_wr_patch_clear(&q);
  tl_test_wr_free(&s.pair);
}

/* A non-Hertzian patch: the exact model keeps the map's pressure (the
 * prescribed gap reproduces it to the normal solver's tolerance) and, in
 * the linear range, FASTSIM with the equivalent ellipse's flexibility and
 * the exact model agree on Fx to the simplified theory's known error for
 * the longitudinal force at small creepage (≈ 10 %, docs/theory.md §7). */
static void
test_nonhertz(void)
{
  g_test_summary("Non-Hertzian patch: pressure kept, FASTSIM and exact close in the linear range");
  Set s = set_new(0.0, TL_WR_NORMAL_EXACT);
  TlWrPatch p = set_patch(&s, 100e3);
  g_assert_nonnull(p.pressure);
  TlWrRollParams rp = tl_wr_roll_params_default();
  rp.cx = 2e-5;
  TlWrRoll f = roll(&s, &p, &rp);
  rp.model = TL_WR_ROLL_EXACT;
  TlWrRoll e = roll(&s, &p, &rp);
  double pmax = 0.0;
  for (int k = 0; k < e.field.grid.mx * e.field.grid.my; k++) {
    g_assert_cmpfloat_with_epsilon(e.field.t.pn[k], f.field.t.pn[k], 1e-8 * p.p_max);
    pmax = fmax(pmax, e.field.t.pn[k]);
  }
  tl_assert_rel(pmax, p.p_max, 1e-8);
  tl_assert_rel(f.fx, e.fx, 0.12);
  g_assert_cmpfloat(e.stick_fraction, >, 0.95);
  tl_wr_roll_clear(&f);
  tl_wr_roll_clear(&e);
  tl_wr_patch_clear(&p);
  tl_test_wr_free(&s.pair);
}

/* The Steady rolling view's creep curve on a Hertz patch is the elliptic
 * FASTSIM's f(cx) = Fx/F_N of the same ellipse and grid at every creepage
 * (the same march, so to round-off), from braking through saturation
 * (f → μ in full slip); a curve without creepages is refused. */
static void
test_hertz_curve(void)
{
  g_test_summary("Creep curve of a rolled Hertz patch = elliptic FASTSIM f(cx)");
  Set s = set_new(1.2, TL_WR_NORMAL_HERTZ);
  const TlWrPatch p = set_patch(&s, 74.6e3);
  TlWrRollParams rp = tl_wr_roll_params_default();
  rp.cy = 0.0003;
  rp.spin = -0.4;
  rp.model = TL_WR_ROLL_EXACT; /* ignored: the curve is FASTSIM's */
  const double cx[] = { -0.004, -5e-4, 0.0, 2e-4, 0.001, 0.003, 0.5 };
  const int n = G_N_ELEMENTS(cx);
  double f[G_N_ELEMENTS(cx)];
  TlError err;
  if (tl_wheelrail_roll_curve(&p, &s.np.wheel, &s.np.rail, &rp, cx, n, f, &err) != TL_OK)
    g_error("%s", err.message);
  const TlContactParams c = hertz_case(&s, &p, &rp);
  TlFastsim *fs = tl_fastsim_alloc(&c, TL_FASTSIM_FIXED_GRID, &err);
  g_assert_nonnull(fs);
  TlTraction t;
  g_assert_cmpint(tl_traction_alloc(&t, c.mx, c.my, NULL), ==, TL_OK);
  for (int k = 0; k < n; k++) {
    g_assert_cmpint(tl_fastsim_solve(fs, cx[k], rp.cy, rp.spin, &t, NULL), ==, TL_OK);
    g_assert_cmpfloat_with_epsilon(f[k], t.fx / p.normal_force, 1e-12);
  }
  /* full slip at cx = 0.5 with a small cy: f ≈ μ cx/|c| (1e-3 of the direction) */
  tl_assert_rel(f[n - 1], rp.mu, 1e-3);
  g_assert_cmpfloat(f[0], <, 0.0);
  g_assert_cmpint(tl_wheelrail_roll_curve(&p, &s.np.wheel, &s.np.rail, &rp, cx, 0, f, &err), ==,
                  TL_EINVAL);
  tl_traction_free(&t);
  tl_fastsim_free(fs);
  tl_test_wr_free(&s.pair);
}

static void
test_bad_input(void)
{
  g_test_summary("Bad creepages, friction, grid and patches are refused, the result untouched");
  Set s = set_new(0.0, TL_WR_NORMAL_HERTZ);
  const TlWrPatch p = set_patch(&s, 100e3);
  TlWrRoll r;
  memset(&r, 0, sizeof r);
  r.fx = 2.385;
  TlError err;
  TlWrRollParams rp = tl_wr_roll_params_default();
  rp.cx = NAN;
  g_assert_cmpint(tl_wheelrail_roll(&p, &s.np.wheel, &s.np.rail, &rp, &r, &err), ==, TL_EINVAL);
  rp = tl_wr_roll_params_default();
  rp.mu = -0.3;
  g_assert_cmpint(tl_wheelrail_roll(&p, &s.np.wheel, &s.np.rail, &rp, &r, &err), ==, TL_EINVAL);
  rp = tl_wr_roll_params_default();
  rp.mx = 3;
  g_assert_cmpint(tl_wheelrail_roll(&p, &s.np.wheel, &s.np.rail, &rp, &r, &err), ==, TL_EINVAL);
  rp = tl_wr_roll_params_default();
  rp.model = (TlWrRollModel)7;
  g_assert_cmpint(tl_wheelrail_roll(&p, &s.np.wheel, &s.np.rail, &rp, &r, &err), ==, TL_EINVAL);
  TlWrPatch none = p;
  none.hertz_ok = 0;
  rp = tl_wr_roll_params_default();
  g_assert_cmpint(tl_wheelrail_roll(&none, &s.np.wheel, &s.np.rail, &rp, &r, &err), ==,
                  TL_ERANGE);
  g_assert_cmpfloat(r.fx, ==, 2.385);
  TlWrRollModel m;
  g_assert_cmpint(tl_wr_roll_model_from_name("brush", &m, &err), ==, TL_EINVAL);
  g_assert_cmpint(tl_wr_roll_model_from_name("exact", &m, &err), ==, TL_OK);
  g_assert_cmpstr(tl_wr_roll_model_name(m), ==, "exact");
  tl_test_wr_free(&s.pair);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/wheelrail-roll/hertz-fastsim", test_hertz_fastsim);
  g_test_add_func("/wheelrail-roll/hertz-exact", test_hertz_exact);
  g_test_add_data_func("/wheelrail-roll/full-slip/hertz", GINT_TO_POINTER(TL_WR_NORMAL_HERTZ),
                       test_full_slip);
  g_test_add_data_func("/wheelrail-roll/full-slip/approx", GINT_TO_POINTER(TL_WR_NORMAL_APPROX),
                       test_full_slip);
  g_test_add_data_func("/wheelrail-roll/full-slip/exact", GINT_TO_POINTER(TL_WR_NORMAL_EXACT),
                       test_full_slip);
  g_test_add_func("/wheelrail-roll/nonhertz", test_nonhertz);
  g_test_add_func("/wheelrail-roll/hertz-curve", test_hertz_curve);
  g_test_add_func("/wheelrail-roll/bad-input", test_bad_input);
  return g_test_run();
}
