/* test-slipfriction.c — friction that depends on the slip speed inside the
 * contact: the laws, FASTSIM with them, and Polach's creep-force model,
 * against the independent values of docs/theory-friction-in-contact.md §6
 * (computed there by two separate implementations and, for the peaks and
 * maxima, located two or three ways).  Thesis case: a = 8.56 mm,
 * b = 4.08 mm, F_N = 100 kN, G = 82 GPa, ν = 0.28, parabolic bound, fixed
 * grid, rule CONT unless stated.  Tolerances: the references are printed to
 * 4 decimals (half a unit is 5e-5); the chapter's own test bands are 1e-4
 * (smooth rows, 50²), 5e-4 (100², ripples of 1e-4 where N_max > ½) and 1e-3
 * (the sawtooth regime, where one cell switching moves f by 2e-4). */
#include <glib.h>
#include <math.h>
#include <string.h>
#include "tl-test-util.h"
#include "tribo/brush.h"
#include "tribo/fastsim.h"
#include "tribo/polach.h"
#include "tribo/slipfriction.h"

static const double CX[12] = { .001, .002, .003, .004, .005, .006, .0075, .01, .02, .05, .1, .2 };

typedef struct {
  TlContactParams p;
  TlFastsim *fs;
  TlTraction t;
  TlSlipStats st;
} Case;

static void
case_init(Case *c, int grid, double speed)
{
  TlError err;
  c->p = tl_contact_params_default();
  c->p.mx = c->p.my = grid;
  c->p.speed = speed;
  c->fs = tl_fastsim_alloc(&c->p, TL_FASTSIM_FIXED_GRID, &err);
  g_assert_nonnull(c->fs);
  g_assert_cmpint(tl_traction_alloc(&c->t, grid, grid, &err), ==, TL_OK);
}

static void
case_clear(Case *c)
{
  tl_traction_free(&c->t);
  tl_fastsim_free(c->fs);
}

static double
solve(Case *c, const TlSlipFriction *law, double cx)
{
  TlError err;
  const TlStatus s = tl_fastsim_solve_law(c->fs, law, cx, 0.0, 0.0, &c->t, NULL, NULL, &c->st, &err);
  if (s != TL_OK)
    g_error("solve at cx = %g: %s", cx, err.message);
  return c->t.f;
}

/* The chapter's exponential law: μs = 0.4, μk = 0.2, s_h = 0.1 m/s. */
static TlSlipFriction
exp_law(TlSlipRootRule rule)
{
  TlSlipFriction f = tl_slip_friction_default(TL_SLIP_LAW_EXP);
  f.rule = rule;
  return f;
}

static void
test_laws(void)
{
  g_test_summary("Each law's closed form: half value at s_h, derivative, and the equivalences "
                 "exponential = Polach = Stribeck with δ = 1");
  TlSlipFriction e = tl_slip_friction_default(TL_SLIP_LAW_EXP);
  TlSlipFriction r = tl_slip_friction_default(TL_SLIP_LAW_RATIONAL);
  TlSlipFriction l = tl_slip_friction_default(TL_SLIP_LAW_LINEAR);
  g_assert_cmpfloat_with_epsilon(tl_slip_friction_static(&e), 0.4, 1e-15);
  g_assert_cmpfloat_with_epsilon(tl_slip_friction_mu(&e, 0.1), 0.3, 1e-15);
  g_assert_cmpfloat_with_epsilon(tl_slip_friction_mu(&r, 0.1), 0.3, 1e-15);
  g_assert_cmpfloat_with_epsilon(tl_slip_friction_mu(&l, 0.1), 0.3, 1e-15);
  g_assert_cmpfloat_with_epsilon(tl_slip_friction_mu(&l, 0.25), 0.2, 1e-15);
  /* derivatives against central differences (h = 1e-6 m/s: error O(h²μ‴) < 1e-8) */
  const TlSlipLawKind kinds[] = { TL_SLIP_LAW_EXP, TL_SLIP_LAW_RATIONAL, TL_SLIP_LAW_LINEAR,
                                  TL_SLIP_LAW_STRIBECK, TL_SLIP_LAW_POLACH };
  for (guint k = 0; k < G_N_ELEMENTS(kinds); k++) {
    TlSlipFriction f = tl_slip_friction_default(kinds[k]);
    f.dmu2 = 0.05;
    f.s_half2 = 0.37;
    for (double s = 0.013; s < 3.0; s *= 2.7) {
      const double h = 1e-6;
      const double fd = (tl_slip_friction_mu(&f, s + h) - tl_slip_friction_mu(&f, s - h)) / (2 * h);
      g_assert_cmpfloat_with_epsilon(tl_slip_friction_dmu(&f, s), fd, 1e-6);
    }
  }
  /* Polach's law = one exponential term with μk = Aμ₀, Δμ₁ = (1 − A)μ₀, s_h = ln2/B */
  TlSlipFriction p = tl_slip_friction_default(TL_SLIP_LAW_POLACH);
  TlSlipFriction pe = tl_slip_friction_default(TL_SLIP_LAW_EXP);
  pe.mu_kinetic = p.polach_a * p.polach_mu0;
  pe.dmu1 = (1 - p.polach_a) * p.polach_mu0;
  pe.s_half1 = M_LN2 / p.polach_b;
  TlSlipFriction st = tl_slip_friction_default(TL_SLIP_LAW_STRIBECK);
  st.mu_c = pe.mu_kinetic;
  st.mu_s = pe.mu_kinetic + pe.dmu1;
  st.v_s = pe.s_half1 / M_LN2;
  st.delta = 1.0;
  for (double s = 0.0; s < 10.0; s += 0.37) {
    tl_assert_rel(tl_slip_friction_mu(&pe, s), tl_slip_friction_mu(&p, s), 1e-14);
    tl_assert_rel(tl_slip_friction_mu(&st, s), tl_slip_friction_mu(&p, s), 1e-14);
  }
  g_assert_true(tl_slip_friction_is_convex(&p));
  st.delta = 2.0;
  g_assert_false(tl_slip_friction_is_convex(&st));
}

static void
test_coulomb_limit(void)
{
  g_test_summary("A law that does not fall (Δμ = 0) is Coulomb FASTSIM bit for bit");
  Case c;
  case_init(&c, 50, 1.0);
  TlTraction ref;
  TlError err;
  g_assert_cmpint(tl_traction_alloc(&ref, 50, 50, &err), ==, TL_OK);
  TlSlipFriction laws[3] = { tl_slip_friction_default(TL_SLIP_LAW_EXP),
                             tl_slip_friction_default(TL_SLIP_LAW_RATIONAL),
                             tl_slip_friction_default(TL_SLIP_LAW_POLACH) };
  laws[0].mu_kinetic = laws[1].mu_kinetic = 0.4;
  laws[0].dmu1 = laws[1].dmu1 = 0.0;
  laws[2].polach_mu0 = 0.4;
  laws[2].polach_a = 1.0;
  for (int l = 0; l < 3; l++)
    for (int i = 0; i < 8; i++) {
      solve(&c, &laws[l], CX[i]);
      TlFastsim *fs = tl_fastsim_alloc(&c.p, TL_FASTSIM_FIXED_GRID, &err); /* μ = 0.4 */
      g_assert_cmpint(tl_fastsim_solve(fs, CX[i], 0, 0, &ref, &err), ==, TL_OK);
      g_assert_cmpfloat(c.t.f, ==, ref.f);
      g_assert_cmpint(memcmp(c.t.tx, ref.tx, 2500 * sizeof(double)), ==, 0);
      tl_fastsim_free(fs);
    }
  /* the chapter's Coulomb row */
  const double coulomb[8] = { .1362, .2359, .3056, .3513, .3786, .3927, .3995, .4000 };
  for (int i = 0; i < 8; i++)
    g_assert_cmpfloat_with_epsilon(solve(&c, &laws[0], CX[i]), coulomb[i], 1e-4);
  tl_traction_free(&ref);
  case_clear(&c);
}

static void
check_row(int grid, double speed, TlSlipRootRule rule, const double *f, const double *stick,
          double tol)
{
  Case c;
  case_init(&c, grid, speed);
  const TlSlipFriction law = exp_law(rule);
  for (int i = 0; i < 12; i++) {
    const double got = solve(&c, &law, CX[i]);
    g_test_message("%d², V/s_h = %g, %s, cx = %g: f = %.5f (chapter %.4f), stick %.3f", grid,
                   speed / 0.1, tl_slip_root_rule_name(rule), CX[i], got, f[i],
                   c.t.stick_fraction);
    g_assert_cmpfloat_with_epsilon(got, f[i], tol);
    if (stick)
      g_assert_cmpfloat_with_epsilon(c.t.stick_fraction, stick[i], 1e-3);
  }
  case_clear(&c);
}

static void
test_fastsim_falling(void)
{
  g_test_summary("FASTSIM with the exponential law reproduces the chapter's creep curves at "
                 "V/s_h = 10 and 100 on 50² and 100², with all three root rules");
  const double f10[12] = { .1358, .2344, .3026, .3467, .3723, .3849, .3896, .3868, .3743, .3416, .3001, .2501 };
  const double s10[12] = { .846, .696, .564, .426, .302, .193, .063, 0, 0, 0, 0, 0 };
  const double f10_100[12] = { .1341, .2321, .3004, .3446, .3705, .3834, .3887, .3866, .3742, .3415, .3001, .2500 };
  const double f100[12] = { .1323, .2186, .2701, .2949, .3064, .3059, .3039, .2982, .2692, .2064, .2002, .2000 };
  const double s100[12] = { .866, .807, .771, .731, .700, .647, .592, .493, .219, 0, 0, 0 };
  const double f100low[12] = { .1323, .2186, .2701, .2949, .3064, .3059, .3039, .2982, .2762, .2218, .2002, .2000 };
  const double f100high[12] = { .1323, .2167, .2626, .2834, .2907, .2913, .2889, .2822, .2571, .2064, .2002, .2000 };
  const double f100_100[12] = { .1294, .2137, .2645, .2906, .3011, .3019, .2996, .2964, .2845, .2063, .2002, .2000 };
  check_row(50, 1.0, TL_SLIP_ROOT_CONT, f10, s10, 1e-4);
  /* a unique local solution (N < 1): every rule gives the same curve */
  check_row(50, 1.0, TL_SLIP_ROOT_LOW, f10, s10, 1e-4);
  check_row(50, 1.0, TL_SLIP_ROOT_HIGH, f10, s10, 1e-4);
  check_row(100, 1.0, TL_SLIP_ROOT_CONT, f10_100, NULL, 5e-4);
  check_row(50, 10.0, TL_SLIP_ROOT_CONT, f100, s100, 1e-3);
  check_row(50, 10.0, TL_SLIP_ROOT_LOW, f100low, NULL, 1e-3);
  check_row(50, 10.0, TL_SLIP_ROOT_HIGH, f100high, NULL, 1e-3);
  check_row(100, 10.0, TL_SLIP_ROOT_CONT, f100_100, NULL, 1e-3);
}

static void
test_indicator(void)
{
  g_test_summary("The falling indicator N_max = κ|μ′(0)| is 0.0387·V/s_h on 50² and twice that "
                 "on 100²");
  const int grids[2] = { 50, 100 };
  for (int g = 0; g < 2; g++)
    for (double v = 1.0; v <= 10.0; v *= 10.0) {
      Case c;
      case_init(&c, grids[g], v);
      const TlSlipFriction law = exp_law(TL_SLIP_ROOT_CONT);
      solve(&c, &law, 0.005);
      /* N_max ≈ V L₁ p₀′|μ′(0)|/Δx (the peak cell lies within half a cell of the
       * centre, p₀′ within (Δx/a)² of it): 0.0387 to its 3 printed digits */
      const double expect = 0.0387 * v / 0.1 * grids[g] / 50.0;
      g_test_message("%d², V = %g m/s: N_max = %.4f (chapter %.4f)", grids[g], v, c.st.n_max, expect);
      tl_assert_rel(c.st.n_max, expect, 0.005);
      case_clear(&c);
    }
}

/* A maximum of f(cx) by golden section on [lo, hi]. */
static double
peak(Case *c, const TlSlipFriction *law, double lo, double hi, double *f_top)
{
  const double gr = (sqrt(5.0) - 1.0) / 2.0;
  double x1 = hi - gr * (hi - lo), x2 = lo + gr * (hi - lo);
  double f1 = solve(c, law, x1), f2 = solve(c, law, x2);
  while (hi - lo > 1e-6) {
    if (f1 < f2) {
      lo = x1;
      x1 = x2;
      f1 = f2;
      x2 = lo + gr * (hi - lo);
      f2 = solve(c, law, x2);
    } else {
      hi = x2;
      x2 = x1;
      f2 = f1;
      x1 = hi - gr * (hi - lo);
      f1 = solve(c, law, x1);
    }
  }
  *f_top = fmax(f1, f2);
  return 0.5 * (lo + hi);
}

static void
test_peaks(void)
{
  g_test_summary("The adhesion maximum at V/s_h = 10 on 50²: 0.3896 at cx = 0.0075 "
                 "(exponential) and 0.3860 at 0.0073–0.0074 (rational)");
  Case c;
  case_init(&c, 50, 1.0);
  double fm;
  const TlSlipFriction e = exp_law(TL_SLIP_ROOT_CONT);
  double cx = peak(&c, &e, 0.005, 0.01, &fm);
  g_test_message("exponential: %.5f at %.5f", fm, cx);
  g_assert_cmpfloat_with_epsilon(fm, 0.3896, 2e-4);
  g_assert_cmpfloat_with_epsilon(cx, 0.0075, 2e-4);
  TlSlipFriction r = tl_slip_friction_default(TL_SLIP_LAW_RATIONAL);
  cx = peak(&c, &r, 0.005, 0.01, &fm);
  g_test_message("rational: %.5f at %.5f", fm, cx);
  g_assert_cmpfloat_with_epsilon(fm, 0.3860, 1e-4);
  g_assert_cmpfloat(cx, >=, 0.0073 - 1e-4);
  g_assert_cmpfloat(cx, <=, 0.0074 + 1e-4);
  case_clear(&c);
}

static void
test_full_sliding(void)
{
  g_test_summary("In full sliding f → μ(V|c|): within 2e-4 for cx ≥ 0.05 on 50² and 100²");
  const int grids[2] = { 50, 100 };
  const double exact50[3] = { 0.341593, 0.300114, 0.250056 };
  for (int g = 0; g < 2; g++) {
    Case c;
    case_init(&c, grids[g], 1.0);
    const TlSlipFriction law = exp_law(TL_SLIP_ROOT_CONT);
    for (int i = 9; i < 12; i++) {
      const double f = solve(&c, &law, CX[i]);
      g_assert_cmpfloat_with_epsilon(f, tl_slip_friction_mu(&law, 1.0 * CX[i]), 2e-4);
      if (grids[g] == 50) /* the chapter's six digits */
        g_assert_cmpfloat_with_epsilon(f, exact50[i - 9], 1e-6);
      g_assert_cmpfloat(c.t.stick_fraction, ==, 0.0);
    }
    case_clear(&c);
  }
}

static void
test_memory(void)
{
  g_test_summary("Friction memory restores grid convergence at V/s_h = 100, cx = 0.01: "
                 "d_c = 100 µm gives 0.3650 / 0.3654, 1 mm 0.3955 / 0.3956 on 50² / 100²");
  const double dc[2] = { 100e-6, 1e-3 };
  const double expect[2][2] = { { 0.3650, 0.3654 }, { 0.3955, 0.3956 } };
  const int grids[2] = { 50, 100 };
  for (int d = 0; d < 2; d++)
    for (int g = 0; g < 2; g++) {
      Case c;
      case_init(&c, grids[g], 10.0);
      TlSlipFriction law = exp_law(TL_SLIP_ROOT_CONT);
      law.memory = dc[d];
      law.memory_s0 = 1e-3;
      const double f = solve(&c, &law, 0.01);
      g_test_message("d_c = %g m, %d²: f = %.5f (chapter %.4f)", dc[d], grids[g], f, expect[d][g]);
      g_assert_cmpfloat_with_epsilon(f, expect[d][g], 1e-4);
      case_clear(&c);
    }
}

static void
test_maps(void)
{
  g_test_summary("The μ and slip-speed maps: μ = μ(σ) in every slipping cell, σ = 0 in stick, "
                 "μ_mean their average");
  Case c;
  case_init(&c, 40, 1.0);
  const TlSlipFriction law = exp_law(TL_SLIP_ROOT_CONT);
  double mu[1600], w[1600];
  TlError err;
  g_assert_cmpint(tl_fastsim_solve_law(c.fs, &law, 0.004, 0.0, 0.0, &c.t, mu, w, &c.st, &err), ==,
                  TL_OK);
  double sum = 0.0;
  int n = 0;
  for (int k = 0; k < 1600; k++) {
    if (c.t.state[k] == TL_CELL_SLIP) {
      g_assert_cmpfloat(w[k], >, 0.0);
      tl_assert_rel(mu[k], tl_slip_friction_mu(&law, w[k]), 1e-14);
      /* slip: |τ| = μ p_n */
      tl_assert_rel(hypot(c.t.tx[k], c.t.ty[k]), mu[k] * c.t.pn[k], 1e-12);
      sum += mu[k];
      n++;
    } else if (c.t.state[k] == TL_CELL_STICK) {
      g_assert_cmpfloat(w[k], ==, 0.0);
      g_assert_cmpfloat(hypot(c.t.tx[k], c.t.ty[k]), <=, 0.4 * c.t.pn[k] * (1 + 1e-12));
    }
  }
  g_assert_cmpint(n, ==, c.st.slip_cells);
  g_assert_cmpint(n, >, 100);
  tl_assert_rel(c.st.mu_mean, sum / n, 1e-12);
  case_clear(&c);
}

static void
test_polach(void)
{
  g_test_summary("Polach's model: the chapter's dry and wet creep curves at 10 m/s, initial "
                 "slopes 0.7 and 0.2 × Kalker's, the spin limit, the maxima at 1/10/30 m/s");
  TlError err;
  TlContactParams p = tl_contact_params_default();
  TlContactBasics b;
  const double cx[10] = { .0005, .001, .002, .005, .01, .02, .05, .1, .2, .4 };
  const double dry[10] = { .0528, .1030, .1880, .3144, .3731, .4190, .4306, .3883, .3153, .2487 };
  const double wet[10] = { .0152, .0301, .0584, .1214, .1650, .1929, .2310, .2425, .2304, .1973 };
  TlPolachParams sets[2] = { tl_polach_params_dry(), tl_polach_params_wet() };
  TlPolachResult r;
  p.speed = 10.0;
  g_assert_cmpint(tl_contact_basics(&p, &b, &err), ==, TL_OK);
  const double kalker = b.hertz.material.shear_modulus * b.hertz.a * b.hertz.b * b.kalker.c11 /
                        b.hertz.normal_load; /* 152.17 */
  for (int i = 0; i < 10; i++) {
    g_assert_cmpint(tl_polach_forces(&p, &b, &sets[0], cx[i], 0, 0, &r, &err), ==, TL_OK);
    g_assert_cmpfloat_with_epsilon(r.f, dry[i], 1e-4);
    g_assert_cmpint(tl_polach_forces(&p, &b, &sets[1], cx[i], 0, 0, &r, &err), ==, TL_OK);
    g_assert_cmpfloat_with_epsilon(r.f, wet[i], 1e-4);
  }
  /* initial slope ½(kA + kS)·G a b C11/F_N, from a creepage where the slope's
   * relative change is below 1e-6 */
  for (int s = 0; s < 2; s++) {
    g_assert_cmpint(tl_polach_forces(&p, &b, &sets[s], 1e-9, 0, 0, &r, &err), ==, TL_OK);
    tl_assert_rel(r.f / 1e-9, 0.5 * (sets[s].k_a + sets[s].k_s) * kalker, 1e-6);
  }
  /* Kalker's spin term G(ab)^{3/2}C23 = 47463 N·m as s_C → 0 with cx : cy : ψa fixed */
  const double sc = 1e-9, psi = sc / b.hertz.a;
  TlPolachResult r0;
  g_assert_cmpint(tl_polach_forces(&p, &b, &sets[0], sc, sc, psi, &r, &err), ==, TL_OK);
  g_assert_cmpint(tl_polach_forces(&p, &b, &sets[0], sc, sc, 0, &r0, &err), ==, TL_OK);
  tl_assert_rel((r.fy - r0.fy) / psi, 47463.0, 2e-5);
  /* kA = kS = A = 1, μ₀ = 0.4: Kalker's slope and f → μ */
  TlPolachParams k1 = { 0.4, 1.0, 0.0, 1.0, 1.0 };
  g_assert_cmpint(tl_polach_forces(&p, &b, &k1, 1e-9, 0, 0, &r, &err), ==, TL_OK);
  tl_assert_rel(r.f / 1e-9, kalker, 1e-6);
  g_assert_cmpint(tl_polach_forces(&p, &b, &k1, 1.0, 0, 0, &r, &err), ==, TL_OK);
  g_assert_cmpfloat_with_epsilon(r.f, 0.4, 1e-4);
  /* the maxima, found by golden section on log cx */
  const double speeds[3] = { 1.0, 10.0, 30.0 };
  const double fmax_ref[2][3] = { { 0.5087, 0.4353, 0.3763 }, { 0.2796, 0.2425, 0.2117 } };
  const double cx_ref[2][3] = { { 0.1134, 0.0365, 0.0208 }, { 0.305, 0.0993, 0.0577 } };
  const double cx_ulp[2][3] = { { 1e-4, 1e-4, 1e-4 }, { 1e-3, 1e-4, 1e-4 } };
  for (int s = 0; s < 2; s++)
    for (int v = 0; v < 3; v++) {
      p.speed = speeds[v];
      double lo = log(1e-3), hi = log(1.0);
      const double gr = (sqrt(5.0) - 1.0) / 2.0;
      while (hi - lo > 1e-9) {
        const double x1 = hi - gr * (hi - lo), x2 = lo + gr * (hi - lo);
        TlPolachResult a1, a2;
        tl_polach_forces(&p, &b, &sets[s], exp(x1), 0, 0, &a1, &err);
        tl_polach_forces(&p, &b, &sets[s], exp(x2), 0, 0, &a2, &err);
        if (a1.f < a2.f)
          lo = x1;
        else
          hi = x2;
      }
      tl_polach_forces(&p, &b, &sets[s], exp(lo), 0, 0, &r, &err);
      g_test_message("%s, V = %g m/s: max f = %.5f at cx = %.5f", s ? "wet" : "dry", speeds[v],
                     r.f, exp(lo));
      g_assert_cmpfloat_with_epsilon(r.f, fmax_ref[s][v], 1e-4);
      /* the reference cx is printed to cx_ulp: within a unit of its last digit */
      g_assert_cmpfloat_with_epsilon(exp(lo), cx_ref[s][v], cx_ulp[s][v]);
    }
}

/* The contact's law keeps every kind's parameters in one struct, so the
 * defaults of the kinds must differ in .kind alone. */
static void
test_defaults_one_struct(void)
{
  g_test_summary("tl_slip_friction_default: the kinds' defaults differ only in kind");
  const TlSlipFriction c = tl_slip_friction_default(TL_SLIP_LAW_COULOMB);
  const TlSlipLawKind kinds[] = { TL_SLIP_LAW_EXP, TL_SLIP_LAW_RATIONAL, TL_SLIP_LAW_LINEAR,
                                  TL_SLIP_LAW_STRIBECK, TL_SLIP_LAW_POLACH };
  for (size_t k = 0; k < G_N_ELEMENTS(kinds); k++) {
    const TlSlipFriction f = tl_slip_friction_default(kinds[k]);
    g_assert_cmpint(f.kind, ==, kinds[k]);
    const double mine[] = { f.mu, f.mu_kinetic, f.dmu1, f.dmu2, f.s_half1, f.s_half2,
                            f.mu_c, f.mu_s, f.v_s, f.delta, f.k_v, f.polach_mu0,
                            f.polach_a, f.polach_b, f.memory, f.memory_s0 };
    const double coulomb[] = { c.mu, c.mu_kinetic, c.dmu1, c.dmu2, c.s_half1, c.s_half2,
                               c.mu_c, c.mu_s, c.v_s, c.delta, c.k_v, c.polach_mu0,
                               c.polach_a, c.polach_b, c.memory, c.memory_s0 };
    g_assert_cmpmem(mine, sizeof mine, coulomb, sizeof coulomb);
    g_assert_cmpint(f.rule, ==, c.rule);
  }
}

static void
test_bad_input(void)
{
  g_test_summary("Bad laws and parameters are refused with a message naming them");
  TlError err;
  TlSlipFriction f = tl_slip_friction_default(TL_SLIP_LAW_EXP);
  f.s_half1 = 0.0;
  g_assert_cmpint(tl_slip_friction_validate(&f, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "s_h"));
  f = tl_slip_friction_default(TL_SLIP_LAW_EXP);
  f.mu_kinetic = -0.1;
  g_assert_cmpint(tl_slip_friction_validate(&f, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "mu_k"));
  f.mu_kinetic = NAN;
  g_assert_cmpint(tl_slip_friction_validate(&f, &err), ==, TL_EINVAL);
  f = tl_slip_friction_default(TL_SLIP_LAW_STRIBECK);
  f.delta = 0.5;
  g_assert_cmpint(tl_slip_friction_validate(&f, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "delta"));
  f = tl_slip_friction_default(TL_SLIP_LAW_COULOMB);
  f.mu = -1;
  g_assert_cmpint(tl_slip_friction_validate(&f, &err), ==, TL_EINVAL);
  TlPolachParams pp = tl_polach_params_dry();
  pp.k_s = 1.0; /* > kA? no: kA = 1; make kS > kA */
  pp.k_a = 0.5;
  g_assert_cmpint(tl_polach_params_validate(&pp, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "kS"));
  TlSlipLawKind kind;
  g_assert_cmpint(tl_slip_law_from_name("wobbly", &kind, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "wobbly"));
  /* the lab's law with a stiction jump is refused */
  TlFrictionParams lab = tl_friction_params_default();
  lab.terms = TL_FRICTION_COULOMB | TL_FRICTION_STATIC;
  g_assert_cmpint(tl_slip_friction_from_lab(&lab, 1.0, &f, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "static"));
  /* FASTSIM with a bad law or creepage leaves the map untouched */
  Case c;
  case_init(&c, 20, 1.0);
  f = tl_slip_friction_default(TL_SLIP_LAW_EXP);
  c.t.f = 12.5;
  g_assert_cmpint(tl_fastsim_solve_law(c.fs, &f, NAN, 0, 0, &c.t, NULL, NULL, NULL, &err), ==,
                  TL_EINVAL);
  g_assert_cmpfloat(c.t.f, ==, 12.5);
  case_clear(&c);
}

static void
test_lab_bridge(void)
{
  g_test_summary("The lab's Stribeck law divided by its normal force is the contact law μ(σ)");
  TlError err;
  TlFrictionParams lab = tl_friction_params_default();
  g_assert_cmpint(tl_friction_law_parse("stribeck", &lab.terms, &err), ==, TL_OK);
  const double fn = 2.385; /* the lab's normal force [N] */
  TlSlipFriction f;
  g_assert_cmpint(tl_slip_friction_from_lab(&lab, fn, &f, &err), ==, TL_OK);
  for (double v = 1e-4; v < 0.05; v *= 1.9)
    tl_assert_rel(tl_slip_friction_mu(&f, v), tl_friction_steady(&lab, v, 0.0) / fn, 1e-13);
}

/* Run the brush at constant creepage for `transits` transit times with
 * Courant number c; returns f. */
static double
brush_run(const TlContactParams *p, const TlSlipFriction *law, double cx, double c, double transits)
{
  TlError err;
  TlBrush *b = tl_brush_alloc(p, &err);
  g_assert_nonnull(b);
  g_assert_cmpint(tl_brush_set_friction(b, law, &err), ==, TL_OK);
  g_assert_cmpint(tl_brush_reset(b, TL_INIT_ZERO, cx, 0, 0, &err), ==, TL_OK);
  const double dt = c * tl_brush_unit_step(b);
  const int steps = (int)ceil(transits * p->mx / c);
  for (int k = 0; k < steps; k++)
    g_assert_cmpint(tl_brush_step(b, dt, cx, 0, 0, &err), ==, TL_OK);
  const double f = tl_brush_traction(b)->f;
  tl_brush_free(b);
  return f;
}

static void
test_brush(void)
{
  g_test_summary("The brush model with the exponential law: at Courant number 1 it reaches "
                 "FASTSIM's falling-friction state after one transit (to round-off); at C = 0.8 "
                 "(N = 0.39 < C/(2 − C) = 0.67) it settles on FASTSIM's 0.37433 at cx = 0.02");
  Case c;
  case_init(&c, 50, 1.0);
  const TlSlipFriction law = exp_law(TL_SLIP_ROOT_CONT);
  for (int i = 0; i < 12; i += 3) {
    const double fs = solve(&c, &law, CX[i]);
    const double br = brush_run(&c.p, &law, CX[i], 1.0, 1.05);
    g_test_message("cx = %g: FASTSIM %.15f, brush %.15f", CX[i], fs, br);
    /* the same states cell by cell; the totals are summed in the other order
     * along a row and κ = V L_e p_n/Δx = L_e p_n/Δt is rounded differently */
    tl_assert_rel(br, fs, 1e-12);
  }
  const double f08 = brush_run(&c.p, &law, 0.02, 0.8, 15.0);
  g_test_message("C = 0.8, cx = 0.02, 15 transits: f = %.6f", f08);
  g_assert_cmpfloat_with_epsilon(f08, 0.37433, 1e-5);
  /* Coulomb as a law: the Coulomb brush bit for bit */
  TlSlipFriction flat = tl_slip_friction_default(TL_SLIP_LAW_EXP);
  flat.dmu1 = 0.0;
  flat.mu_kinetic = 0.4;
  const double coulomb = brush_run(&c.p, &flat, 0.003, 0.7, 2.0);
  TlError err;
  TlBrush *b = tl_brush_alloc(&c.p, &err);
  tl_brush_reset(b, TL_INIT_ZERO, 0.003, 0, 0, &err);
  const double dt = 0.7 * tl_brush_unit_step(b);
  for (int k = 0; k < (int)ceil(2.0 * 50 / 0.7); k++)
    tl_brush_step(b, dt, 0.003, 0, 0, &err);
  g_assert_cmpfloat(tl_brush_traction(b)->f, ==, coulomb);
  g_assert_null(tl_brush_mu_map(b));
  tl_brush_free(b);
  case_clear(&c);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  g_test_add_func("/slipfriction/laws", test_laws);
  g_test_add_func("/slipfriction/coulomb-limit", test_coulomb_limit);
  g_test_add_func("/slipfriction/fastsim-falling", test_fastsim_falling);
  g_test_add_func("/slipfriction/indicator", test_indicator);
  g_test_add_func("/slipfriction/peaks", test_peaks);
  g_test_add_func("/slipfriction/full-sliding", test_full_sliding);
  g_test_add_func("/slipfriction/memory", test_memory);
  g_test_add_func("/slipfriction/maps", test_maps);
  g_test_add_func("/slipfriction/polach", test_polach);
  g_test_add_func("/slipfriction/bad-input", test_bad_input);
  g_test_add_func("/slipfriction/defaults-one-struct", test_defaults_one_struct);
  g_test_add_func("/slipfriction/lab-bridge", test_lab_bridge);
  g_test_add_func("/slipfriction/brush", test_brush);
  return g_test_run();
}
