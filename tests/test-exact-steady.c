/* test-exact-steady.c — steady rolling by the exact solver against Kalker's
 * table (docs/theory.md §3, §7.2), full slip (§7.4) and Carter's 2-D solution
 * (§7.7). */
#include "tl-test-exact.h"
#include "tl-test-util.h"
#include "tribo/exact.h"
#include "tribo/kalker.h"

/* Every steady solve of these tests stays within these bounds (the largest
 * seen at 40² are 10 Newton steps and 320 GMRES iterations; at 80² 14/400). */
#define MAX_NEWTON 20
#define MAX_KRYLOV 600

/* A case with semi-axes for the ratio a/b (0.5 cm on the long side), both
 * bodies G = 82 GPa and Poisson ratio nu, μ = 0.3, an m × m grid. */
static TlContactParams
ratio_case(double a_over_b, double nu, int m)
{
  TlContactParams p = tl_contact_params_default();
  p.hertz.semi_a = a_over_b <= 1.0 ? 5e-3 * a_over_b : 5e-3;
  p.hertz.semi_b = a_over_b <= 1.0 ? 5e-3 : 5e-3 / a_over_b;
  p.hertz.wheel.input = p.hertz.rail.input = TL_ELASTIC_SHEAR;
  p.hertz.wheel.modulus = p.hertz.rail.modulus = 82e9;
  p.hertz.wheel.poisson = p.hertz.rail.poisson = nu;
  p.mu = 0.3;
  p.mx = p.my = m;
  return p;
}

static void
steady_or_die(TlExact *w, double cx, double cy, double spin, TlTraction *t, TlExactStats *st)
{
  TlError err;
  if (tl_exact_reset(w, TL_INIT_STEADY, cx, cy, spin, t, st, &err) != TL_OK)
    g_error("steady solve: %s", err.message);
  g_assert_cmpint(st->newton, <=, MAX_NEWTON);
  g_assert_cmpint(st->cg, <=, MAX_KRYLOV);
  g_assert_cmpint(st->fallback, ==, 0);
}

/* ---- Kalker's linear limit ----------------------------------------------- */

typedef struct {
  int row;      /* Kalker table row (tl_kalker_table_entry) */
  int nu_index; /* 0: ν = 0, 1: ν = 0.25 */
  int m;        /* grid m × m */
} KalkerCase;

/* Table nodes only, so that no interpolation enters the reference. */
static const KalkerCase kalker_cases[] = {
  { 1, 0, 40 },  /* a/b = 0.2, ν = 0 */
  { 4, 1, 40 },  /* a/b = 0.5, ν = 0.25 */
  { 9, 1, 40 },  /* circle, ν = 0.25 */
  { 9, 1, 80 },  /* the same, finer: the error must shrink */
  { 14, 0, 40 }, /* b/a = 0.5, ν = 0 */
  { 17, 1, 40 }, /* b/a = 0.2, ν = 0.25 */
};

/* f/cₓ → G a b C11/F_N and f_y/c_y → G a b C22/F_N at small creepage: the
 * table is the exact theory.  The discrete scheme (piecewise-constant
 * tractions, the backward difference over Δq = Δx, whole cells along the
 * edge) is first order and converges from above: measured errors are
 * 1.7–3.3 % at 40² for these ratios, 0.6 % at 80² and 0.4 % at 120² for the
 * circle, i.e. about 0.5–1.3 cell widths 1/m.  Tolerance: −0.3 % (half a unit
 * of the table's third digit) to 1.5/m + 0.3 %. */
static void
test_kalker_limit(gconstpointer data)
{
  const KalkerCase *c = data;
  g_test_summary("Steady f/c at small creepage equals Kalker's C11 and C22 (table nodes)");
  TlKalkerCoeffs table;
  double ratio;
  int b_over_a;
  tl_kalker_table_entry(c->row, c->nu_index, &table, &ratio, &b_over_a);
  const double nu = c->nu_index ? 0.25 : 0.0;
  TlContactParams p = ratio_case(b_over_a ? 1.0 / ratio : ratio, nu, c->m);
  TlExact *w = tl_test_exact_alloc(&p);
  const TlHertzResult *h = &tl_exact_basics(w)->hertz;
  const double gab = h->material.shear_modulus * h->a * h->b;
  TlTraction t;
  TlExactStats st;
  g_assert_cmpint(tl_traction_alloc(&t, c->m, c->m, NULL), ==, TL_OK);

  const double creep = 1e-6, hi = 1.5 / c->m + 3e-3, lo = -3e-3;
  steady_or_die(w, creep, 0.0, 0.0, &t, &st);
  g_assert_cmpfloat(t.stick_fraction, >=, 0.99);
  const double c11 = t.fx / (gab * creep);
  const double e11 = c11 / table.c11 - 1.0;
  const int n11 = st.newton, k11 = st.cg;
  steady_or_die(w, 0.0, creep, 0.0, &t, &st);
  const double c22 = t.fy / (gab * creep);
  const double e22 = c22 / table.c22 - 1.0;
  g_test_message("%s %.1f, nu %.2f, %dx%d: C11 %.4f (table %.3f, %+.2f %%), C22 %.4f (table "
                 "%.3f, %+.2f %%); Newton/GMRES %d/%d and %d/%d",
                 b_over_a ? "b/a" : "a/b", ratio, nu, c->m, c->m, c11, table.c11, 100 * e11, c22,
                 table.c22, 100 * e22, n11, k11, st.newton, st.cg);
  g_assert_cmpfloat(e11, >=, lo);
  g_assert_cmpfloat(e11, <=, hi);
  g_assert_cmpfloat(e22, >=, lo);
  g_assert_cmpfloat(e22, <=, hi);
  if (c->m == 80) { /* first-order convergence: well below the 40² error (+1.74 %) */
    g_assert_cmpfloat(e11, <, 0.01);
  }
  tl_traction_free(&t);
  tl_exact_free(w);
}

/* ---- full slip ------------------------------------------------------------ */

/* Far beyond saturation every cell slips with |τ| = μ p_n, so Σ|τ|ΔA = μ F_N
 * exactly (the normal solution carries F_N to round-off); f = Tₓ/F_N tends to
 * μ from below, short of it only by the small lateral tilt of the slip that
 * ν ≠ 0 couples in (measured 1 − f/μ = 4e-6 at cₓ = 0.05): tolerance 1e-3. */
static void
test_full_slip(void)
{
  g_test_summary("Full slip: every cell at mu p_n, f -> +-mu for large +-cx and cy");
  TlContactParams p = tl_test_contact(32, 0.3); /* thesis case, ν = 0.28 */
  TlExact *w = tl_test_exact_alloc(&p);
  const double load = tl_exact_basics(w)->hertz.normal_load;
  const TlGrid *g = tl_exact_grid(w);
  TlExactStats st;
  TlTraction t = tl_test_traction(&p);
  const double creeps[][2] = { { 0.05, 0.0 }, { -0.05, 0.0 }, { 0.0, 0.05 } };
  for (size_t c = 0; c < G_N_ELEMENTS(creeps); c++) {
    steady_or_die(w, creeps[c][0], creeps[c][1], 0.0, &t, &st);
    double sum = 0.0;
    for (int k = 0; k < p.mx * p.my; k++) {
      if (t.state[k] == TL_CELL_OUTSIDE)
        continue;
      g_assert_cmpint(t.state[k], ==, TL_CELL_SLIP);
      tl_assert_rel(hypot(t.tx[k], t.ty[k]), p.mu * t.pn[k], 1e-12);
      sum += hypot(t.tx[k], t.ty[k]) * g->dx * g->dy;
    }
    tl_assert_rel(sum, p.mu * load, 1e-12);
    g_assert_cmpfloat(t.stick_fraction, ==, 0.0);
    const double fx = t.fx / load, fy = t.fy / load;
    const double along = creeps[c][0] != 0.0 ? fx * (creeps[c][0] > 0 ? 1 : -1) : fy;
    g_assert_cmpfloat(along, <=, p.mu);
    g_assert_cmpfloat(along, >=, p.mu * (1.0 - 1e-3));
    g_test_message("cx %g cy %g: fx %.8f fy %.8f (mu %.2f), Newton/GMRES %d/%d", creeps[c][0],
                   creeps[c][1], fx, fy, p.mu, st.newton, st.cg);
  }
  tl_traction_free(&t);
  tl_exact_free(w);
}

/* ---- Carter's 2-D solution ---------------------------------------------------- */

/* A contact ten times longer across (b) than along the rolling direction (a)
 * behaves near y = 0 like Carter's cylinder in plane strain (the table's C11
 * at a/b = 0.1 is within 0.6 % of the 2-D asymptote π²/(4(1−ν))).  With the
 * local peak pressure p0 and half-width a of the central strip, ξ_c = μa/R =
 * 2μp0/E*, E* = G/(1−ν); the stick zone has half-width a′ = a(1 − ξ/ξ_c) at
 * the leading edge, the strip's traction ratio is μ[1 − (a′/a)²] and τ(x) =
 * μp0√(1−x²/a²) − μp0 (a′/a)√(1 − (x−a+a′)²/a′²) in stick.  Tolerances: the
 * first-order scheme, Δx/2a (2.5 % at 40 cells) for the traction ratio
 * (measured +1.2 %); the stick zone to one cell; the traction itself, with a
 * kink at the stick/slip boundary and √ edges that piecewise-constant cells
 * resolve to O(√(Δx/2a)), within √(Δx/2a) μp0 = 0.16 μp0 (measured 0.06). */
static void
test_carter(gconstpointer data)
{
  const double frac = *(const double *)data; /* ξ/ξ_c */
  g_test_summary("Central strip of a long narrow contact against Carter's 2-D rolling");
  const double nu = 0.28;
  TlContactParams p = ratio_case(0.1, nu, 40);
  TlExact *w = tl_test_exact_alloc(&p);
  const TlHertzResult *h = &tl_exact_basics(w)->hertz;
  const TlGrid *g = tl_exact_grid(w);
  const double a = h->a, p0 = h->p0, mu = p.mu, G = h->material.shear_modulus;
  const double xi_c = 2.0 * mu * p0 * (1.0 - nu) / G;
  const double ap = a * (1.0 - frac), f_carter = mu * (1.0 - (ap / a) * (ap / a));
  TlExactStats st;
  TlTraction t = tl_test_traction(&p);
  steady_or_die(w, frac * xi_c, 0.0, 0.0, &t, &st);
  /* the two rows next to y = 0 (y = ±Δy/2, where a(y) differs from a by 3e-4) */
  for (int j = p.my / 2 - 1; j <= p.my / 2; j++) {
    double sum_t = 0.0, sum_p = 0.0, worst = 0.0;
    int stick = 0;
    for (int i = 0; i < p.mx; i++) {
      const int k = j * p.mx + i;
      if (t.state[k] == TL_CELL_OUTSIDE)
        continue;
      const double x = g->x[i];
      double carter = mu * p0 * sqrt(fmax(0.0, 1.0 - x * x / (a * a)));
      if (x > a - 2.0 * ap)
        carter -= mu * p0 * (ap / a) * sqrt(fmax(0.0, 1.0 - (x - a + ap) * (x - a + ap) / (ap * ap)));
      worst = fmax(worst, fabs(t.tx[k] - carter));
      sum_t += t.tx[k];
      sum_p += t.pn[k];
      stick += t.state[k] == TL_CELL_STICK;
    }
    g_test_message("xi/xi_c %.2f, row y = %.3g mm: traction ratio %.5f (Carter %.5f), stick %d "
                   "cells (Carter %.2f), worst |tau - Carter| %.3f mu p0; Newton/GMRES %d/%d",
                   frac, 1e3 * g->y[j], sum_t / sum_p, f_carter, stick, 2.0 * ap / g->dx,
                   worst / (mu * p0), st.newton, st.cg);
    tl_assert_rel(sum_t / sum_p, f_carter, g->dx / (2.0 * a));
    g_assert_cmpfloat(fabs(stick * g->dx - 2.0 * ap), <=, g->dx * (1.0 + 1e-9));
    g_assert_cmpfloat(worst, <=, sqrt(g->dx / (2.0 * a)) * mu * p0);
  }
  tl_traction_free(&t);
  tl_exact_free(w);
}

/* Free rolling (no creepage) from a loaded state: the steady state is zero
 * traction, found at once — before, the march's stopping test, relative to a
 * traction decaying to zero, was never met. */
static void
test_zero_creepage(void)
{
  g_test_summary("Steady rolling at zero creepage from a loaded state: zero traction at once");
  const TlContactParams p = ratio_case(2.1, 0.28, 24);
  TlExact *w = tl_test_exact_alloc(&p);
  TlExactStats st;
  TlTraction t = tl_test_traction(&p);
  g_assert_cmpint(tl_exact_steady(w, 0.00385, 0, 0, &t, NULL, NULL), ==, TL_OK);
  g_assert_cmpfloat(t.f, >, 0.1);
  g_assert_cmpint(tl_exact_steady(w, 0, 0, 0, &t, &st, NULL), ==, TL_OK);
  g_assert_cmpfloat(t.fx, ==, 0.0);
  g_assert_cmpfloat(t.stick_fraction, ==, 1.0);
  g_assert_cmpint(st.newton, ==, 0);
  /* and on from there, as from any state */
  g_assert_cmpint(tl_exact_steady(w, 1e-9, 0, 0, &t, &st, NULL), ==, TL_OK);
  g_assert_cmpfloat(t.f, >, 0.0);
  g_assert_cmpint(st.newton, <=, MAX_NEWTON);
  tl_traction_free(&t);
  tl_exact_free(w);
}

/* A raised cancel flag stops a steady solve before its first Newton step and
 * leaves the state as it was; lowered, the same solve gives bit for bit what
 * a workspace that was never cancelled gives (the state is all it starts from). */
static void
test_cancel(void)
{
  g_test_summary("A cancelled steady solve returns TL_ECANCELLED and leaves the state untouched");
  const TlContactParams p = ratio_case(2.1, 0.28, 24);
  TlExact *w = tl_test_exact_alloc(&p), *ref = tl_test_exact_alloc(&p);
  TlTraction t = tl_test_traction(&p);
  TlTraction u = tl_test_traction(&p);
  g_assert_cmpint(tl_exact_steady(w, 0.00385, 0, 0, &t, NULL, NULL), ==, TL_OK);
  g_assert_cmpint(tl_exact_steady(ref, 0.00385, 0, 0, &u, NULL, NULL), ==, TL_OK);
  const double f0 = t.f;

  volatile int cancel = 1;
  tl_exact_set_cancel(w, &cancel);
  TlError err;
  t.f = -1.0;
  g_assert_cmpint(tl_exact_steady(w, 0.00217, 0, 0, &t, NULL, &err), ==, TL_ECANCELLED);
  g_assert_cmpint(err.status, ==, TL_ECANCELLED);
  g_assert_nonnull(strstr(err.message, "cancelled"));
  g_assert_cmpfloat(t.f, ==, -1.0); /* output untouched */
  g_assert_cmpfloat(tl_exact_current(w)->f, ==, f0);
  g_assert_cmpint(tl_exact_reset(w, TL_INIT_STEADY, 0.00217, 0, 0, NULL, NULL, &err), ==,
                  TL_ECANCELLED);
  g_assert_cmpfloat(tl_exact_current(w)->f, ==, f0);

  cancel = 0;
  g_assert_cmpint(tl_exact_steady(w, 0.00217, 0, 0, &t, NULL, NULL), ==, TL_OK);
  g_assert_cmpint(tl_exact_steady(ref, 0.00217, 0, 0, &u, NULL, NULL), ==, TL_OK);
  g_assert_cmpfloat(t.f, ==, u.f);
  g_assert_cmpfloat(t.f, <, f0);
  tl_exact_set_cancel(w, NULL);
  tl_traction_free(&t);
  tl_traction_free(&u);
  tl_exact_free(w);
  tl_exact_free(ref);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  for (size_t k = 0; k < G_N_ELEMENTS(kalker_cases); k++) {
    tl_test_add_data_funcf(&kalker_cases[k], test_kalker_limit,
                           "/exact-steady/kalker-limit/row%d-nu%d-%d", kalker_cases[k].row,
                           kalker_cases[k].nu_index, kalker_cases[k].m);
  }
  g_test_add_func("/exact-steady/full-slip", test_full_slip);
  g_test_add_func("/exact-steady/zero-creepage", test_zero_creepage);
  g_test_add_func("/exact-steady/cancel", test_cancel);
  static const double fracs[] = { 0.25, 0.5, 0.75 };
  for (size_t k = 0; k < G_N_ELEMENTS(fracs); k++) {
    tl_test_add_data_funcf(&fracs[k], test_carter, "/exact-steady/carter/%.2f", fracs[k]);
  }
  return g_test_run();
}
