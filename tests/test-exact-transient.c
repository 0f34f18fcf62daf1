/* test-exact-transient.c — the exact solver's history: Cattaneo–Mindlin
 * loading and unloading (docs/theory.md §7.8 Cattaneo–Mindlin), transient rolling and its
 * approach to steady rolling, the time convention, the traction bound at
 * every step, and the error paths. */
#include <string.h>

#include "tl-test-exact.h"
#include "tl-test-util.h"
#include "tribo/exact.h"

static double
max_cell_difference(const TlTraction *a, const TlTraction *b)
{
  double d = 0.0;
  for (int k = 0; k < a->mx * a->my; k++)
    d = fmax(d, hypot(a->tx[k] - b->tx[k], a->ty[k] - b->ty[k]));
  return d;
}

/* ---- Cattaneo–Mindlin ------------------------------------------------------- */

/* Sphere R = 23.8 mm on a flat, 2385 N, both bodies G = 82 GPa and ν. */
static TlContactParams
sphere_case(double nu)
{
  TlContactParams p = tl_contact_params_default();
  p.hertz.geometry = TL_GEOMETRY_RADII;
  p.hertz.wheel_rx = p.hertz.wheel_ry = 0.0238;
  p.hertz.rail_rx = p.hertz.rail_ry = INFINITY;
  p.hertz.normal_load = 2385.0;
  p.hertz.wheel.input = p.hertz.rail.input = TL_ELASTIC_SHEAR;
  p.hertz.wheel.modulus = p.hertz.rail.modulus = 82e9;
  p.hertz.wheel.poisson = p.hertz.rail.poisson = nu;
  p.mu = 0.3;
  p.mx = p.my = 40;
  return p;
}

/* Mindlin's shift for identical bodies: δ(Q) = 3μP(2−ν)/(8aG)[1 − (1 − Q/μP)^{2/3}]. */
static double
mindlin_shift(double q_over_mup, double mu, double load, double a, double G, double nu)
{
  return 3.0 * mu * load * (2.0 - nu) / (8.0 * a * G) * (1.0 - pow(1.0 - q_over_mup, 2.0 / 3.0));
}

/* Loading: the shift for Q = q μP is applied in one go from zero; the force
 * that results must give that shift back through Mindlin's formula, and the
 * stick zone radius c = a(1 − Q/μP)^{1/3}.  Mindlin's solution is exact for
 * ν = 0 and an approximation (the slip's lateral tilt is ignored) for ν > 0.
 * Q integrates the traction: O(h²) away from the edge and the stick/slip
 * kink; tolerance 2(Δx/2a)² = 0.25 % on the shift (measured ≤ 0.07 %).  The
 * stick zone is counted in whole cells: its equivalent radius √(A/π) within
 * half a cell width (measured 0.26 Δx). */
static void
test_cattaneo(gconstpointer data)
{
  const double nu = *(const double *)data;
  g_test_summary("Cattaneo-Mindlin: shift and stick radius of a sphere under tangential load");
  TlContactParams p = sphere_case(nu);
  TlExact *w = tl_test_exact_alloc(&p);
  const TlHertzResult *h = &tl_exact_basics(w)->hertz;
  const TlGrid *g = tl_exact_grid(w);
  const double a = h->a, load = h->normal_load, G = h->material.shear_modulus, mu = p.mu;
  const double hx = g->dx / (2.0 * a);
  TlExactStats st;
  TlTraction t = tl_test_traction(&p);
  const double targets[] = { 0.2, 0.5, 0.8 };
  for (size_t n = 0; n < G_N_ELEMENTS(targets); n++) {
    g_assert_cmpint(tl_exact_reset(w, TL_INIT_ZERO, 0, 0, 0, NULL, NULL, NULL), ==, TL_OK);
    const double shift = mindlin_shift(targets[n], mu, load, a, G, nu);
    g_assert_cmpint(tl_exact_shift(w, shift, 0.0, &t, &st, NULL), ==, TL_OK);
    const double q = t.fx / (mu * load);
    int stick = 0;
    for (int k = 0; k < p.mx * p.my; k++)
      stick += t.state[k] == TL_CELL_STICK;
    const double c_num = sqrt(stick * g->dx * g->dy / M_PI), c = a * cbrt(1.0 - q);
    g_test_message("nu %.2f, Q/muP %.4f: shift %.5g um (Mindlin for this Q %.5g um), stick radius "
                   "%.4g mm (Mindlin %.4g mm); Newton/CG %d/%d",
                   nu, q, 1e6 * shift, 1e6 * mindlin_shift(q, mu, load, a, G, nu), 1e3 * c_num,
                   1e3 * c, st.newton, st.cg);
    tl_assert_rel(mindlin_shift(q, mu, load, a, G, nu), shift, 2.0 * hx * hx);
    g_assert_cmpfloat(fabs(c_num - c), <=, 0.5 * g->dx);
    g_assert_cmpfloat(fabs(t.fy), <=, 1e-8 * t.fx);
    g_assert_cmpint(st.newton, <=, 20);
  }
  tl_traction_free(&t);
  tl_exact_free(w);
}

/* Unloading after loading to Q* (Mindlin–Deresiewicz): reducing the shift by
 * d brings the force to Q with d = 2 δ((Q* − Q)/2), δ the loading curve —
 * the history lives in u′ = the displacement before the step.  Same
 * tolerance as loading, doubled for the two solves. */
static void
test_mindlin_unloading(void)
{
  g_test_summary("Mindlin-Deresiewicz unloading: the shift's history is kept between calls");
  const double nu = 0.0;
  TlContactParams p = sphere_case(nu);
  TlExact *w = tl_test_exact_alloc(&p);
  const TlHertzResult *h = &tl_exact_basics(w)->hertz;
  const TlGrid *g = tl_exact_grid(w);
  const double a = h->a, load = h->normal_load, G = h->material.shear_modulus, mu = p.mu;
  const double hx = g->dx / (2.0 * a);
  TlTraction t = tl_test_traction(&p);
  const double s_star = mindlin_shift(0.6, mu, load, a, G, nu);
  g_assert_cmpint(tl_exact_shift(w, s_star, 0.0, &t, NULL, NULL), ==, TL_OK);
  const double q_star = t.fx / (mu * load);
  const double back = 0.7 * s_star; /* unload by 70 % of the loading shift */
  g_assert_cmpint(tl_exact_shift(w, -back, 0.0, &t, NULL, NULL), ==, TL_OK);
  const double q = t.fx / (mu * load);
  const double back_md = 2.0 * mindlin_shift(0.5 * (q_star - q), mu, load, a, G, nu);
  g_test_message("Q*/muP %.4f, after unloading Q/muP %.4f: shift back %.5g um, "
                 "Mindlin-Deresiewicz %.5g um",
                 q_star, q, 1e6 * back, 1e6 * back_md);
  g_assert_cmpfloat(q, <, q_star);
  tl_assert_rel(back_md, back, 4.0 * hx * hx);
  tl_traction_free(&t);
  tl_exact_free(w);
}

/* ---- rolling ---------------------------------------------------------------- */

/* The time convention: from zero traction (row 0), the first step at
 * creepage c rolls Δq = Δx with u′ = 0, i.e. it is the static shift c·Δx:
 * two code paths (the one-cell-ahead kernel acting on zero, and the shift
 * problem) must agree to the solver tolerance. */
static void
test_first_step_is_a_shift(void)
{
  g_test_summary("Row 0 is the initial state; the first step from zero equals a shift of c dx");
  TlContactParams p = tl_contact_params_default();
  p.mx = p.my = 24;
  TlExact *w = tl_test_exact_alloc(&p);
  const TlGrid *g = tl_exact_grid(w);
  TlTraction row0 = tl_test_traction(&p);
  TlTraction step = tl_test_traction(&p);
  TlTraction shift = tl_test_traction(&p);
  g_assert_cmpint(tl_exact_reset(w, TL_INIT_ZERO, 0.003, 0, 0, &row0, NULL, NULL), ==,
                  TL_OK);
  g_assert_cmpfloat(row0.fx, ==, 0.0);
  g_assert_cmpfloat(row0.stick_fraction, ==, 1.0);
  const double cx = 0.00385, cy = -0.0011;
  g_assert_cmpint(tl_exact_step(w, cx, cy, 0.0, &step, NULL, NULL), ==, TL_OK);
  g_assert_cmpint(tl_exact_reset(w, TL_INIT_ZERO, 0, 0, 0, NULL, NULL, NULL), ==, TL_OK);
  g_assert_cmpint(tl_exact_shift(w, cx * g->dx, cy * g->dx, &shift, NULL, NULL), ==, TL_OK);
  const double mup0 = p.mu * tl_exact_normal(w)->p_max;
  g_assert_cmpfloat(max_cell_difference(&step, &shift), <=, 1e-5 * mup0);
  g_assert_cmpfloat(step.fx, >, 0.0);
  tl_assert_rel(tl_exact_time_step(w), g->dx / p.speed, 1e-15);
  tl_traction_free(&row0);
  tl_traction_free(&step);
  tl_traction_free(&shift);
  tl_exact_free(w);
}

/* A creepage step from free rolling, marched for ten transits 2a/Δx, against
 * the steady state found directly by Newton–GMRES (an independent
 * algorithm).  Unlike the brush, the half-space does not reach steady
 * rolling after one transit: the displacement ahead of the leading edge
 * carries the tractions' far field into the contact, so the approach is
 * geometric (≈ e^{−1.5} per transit) — f after one transit lies well below
 * the steady value.  After ten transits the remainder (~e^{−15}) is below the
 * per-step tolerance 1e-6: the traction must agree to 1e-5 μp0 per cell. */
static void
test_step_response_reaches_steady(void)
{
  g_test_summary("A creepage step converges to the directly computed steady state");
  TlContactParams p = tl_test_contact(24, 0.3);
  const double cx = 0.002; /* partial slip: f_ss ≈ 0.73 μ */
  TlExact *w = tl_test_exact_alloc(&p);
  TlExactStats st;
  TlTraction ss = tl_test_traction(&p);
  TlTraction t = tl_test_traction(&p);
  g_assert_cmpint(tl_exact_reset(w, TL_INIT_STEADY, cx, 0, 0, &ss, &st, NULL), ==, TL_OK);
  const double mup0 = p.mu * tl_exact_normal(w)->p_max;
  g_assert_cmpfloat(ss.stick_fraction, >, 0.2);
  g_assert_cmpfloat(ss.stick_fraction, <, 0.9);

  g_assert_cmpint(tl_exact_reset(w, TL_INIT_ZERO, 0, 0, 0, &t, NULL, NULL), ==, TL_OK);
  double last = 0.0, after_one = 0.0;
  int max_newton = 0, max_cg = 0, sum_cg = 0;
  const int steps = 10 * p.mx;
  for (int k = 1; k <= steps; k++) {
    g_assert_cmpint(tl_exact_step(w, cx, 0, 0, &t, &st, NULL), ==, TL_OK);
    g_assert_cmpfloat(t.f, >=, last - 1e-6 * ss.f); /* monotone rise */
    last = t.f;
    if (k == p.mx)
      after_one = t.f;
    max_newton = MAX(max_newton, st.newton);
    max_cg = MAX(max_cg, st.cg);
    sum_cg += st.cg;
  }
  g_test_message("f after one transit %.5f, after ten %.7f, steady %.7f; per step Newton <= %d, "
                 "CG <= %d (mean %.1f)",
                 after_one, t.f, ss.f, max_newton, max_cg, (double)sum_cg / steps);
  g_assert_cmpfloat(after_one, <, 0.97 * ss.f);
  g_assert_cmpfloat(after_one, >, 0.5 * ss.f);
  g_assert_cmpfloat(max_cell_difference(&t, &ss), <=, 1e-5 * mup0);
  tl_assert_rel(t.f, ss.f, 1e-5);
  g_assert_cmpint(max_newton, <=, 10);
  g_assert_cmpint(max_cg, <=, 200);

  /* docs/theory.md §0 conventions: material enters at the leading edge x = +a unstressed and
   * sticks; slip starts at the trailing edge x = −a */
  const int j = p.my / 2;
  int lead = -1, trail = -1;
  for (int i = 0; i < p.mx; i++)
    if (t.state[j * p.mx + i] != TL_CELL_OUTSIDE) {
      trail = trail < 0 ? i : trail;
      lead = i;
    }
  g_assert_cmpint(t.state[j * p.mx + lead], ==, TL_CELL_STICK);
  g_assert_cmpint(t.state[j * p.mx + trail], ==, TL_CELL_SLIP);
  g_assert_cmpfloat(tl_exact_grid(w)->x[lead], >, 0.0);

  /* steady rolling is a fixed point of the step */
  g_assert_cmpint(tl_exact_step(w, cx, 0, 0, &t, &st, NULL), ==, TL_OK);
  g_assert_cmpfloat(max_cell_difference(&t, &ss), <=, 1e-5 * mup0);
  tl_traction_free(&ss);
  tl_traction_free(&t);
  tl_exact_free(w);
}

/* A sine period of the thesis case (coarse grid): at every step and cell
 * |τ| ≤ μ p_n, slip cells sit on the bound, and lowering μ mid-run projects
 * onto the new bound at the next step. */
static void
test_bound_every_step(void)
{
  g_test_summary("|tau| <= mu p_n in every cell at every step; slip cells on the bound");
  TlContactParams p = tl_test_contact(20, 0.4);
  TlExact *w = tl_test_exact_alloc(&p);
  const double dt = tl_exact_time_step(w);
  TlExactStats st;
  TlTraction t = tl_test_traction(&p);
  g_assert_cmpint(tl_exact_reset(w, TL_INIT_ZERO, 0, 0, 0, &t, NULL, NULL), ==, TL_OK);
  const int rows = (int)ceil(0.1 / dt);
  int saw_slip = 0;
  for (int k = 1; k <= rows; k++) {
    if (k == rows / 2) {
      g_assert_cmpint(tl_exact_set_friction(w, 0.2, NULL), ==, TL_OK);
      p.mu = 0.2;
    }
    const double c = 0.005 + 0.005 * sin(2 * M_PI * 10.0 * k * dt);
    g_assert_cmpint(tl_exact_step(w, c, 0.3 * c, 0.0, &t, &st, NULL), ==, TL_OK);
    g_assert_cmpint(st.newton, <=, 10);
    for (int q = 0; q < p.mx * p.my; q++) {
      const double m = hypot(t.tx[q], t.ty[q]), bound = p.mu * t.pn[q];
      g_assert_cmpfloat(m, <=, bound * (1.0 + 1e-12));
      if (t.state[q] == TL_CELL_SLIP) {
        tl_assert_rel(m, bound, 1e-12);
        saw_slip = 1;
      }
      if (t.state[q] == TL_CELL_OUTSIDE)
        g_assert_cmpfloat(m, ==, 0.0);
    }
  }
  g_assert_true(saw_slip);
  tl_traction_free(&t);
  tl_exact_free(w);
}

/* ---- failures --------------------------------------------------------------- */

static void
test_failed_step_keeps_state(void)
{
  g_test_summary("A step that does not converge reports TL_EMAXITER and leaves the state");
  TlContactParams p = tl_contact_params_default();
  p.mx = p.my = 16;
  TlExactOptions o = tl_exact_options_default();
  o.max_newton = 1;
  o.max_cg = 2;
  TlExact *w = tl_test_exact_alloc_with(&p, &o);
  TlError err;
  TlTraction before = tl_test_traction(&p);
  TlTraction after = tl_test_traction(&p);
  g_assert_cmpint(tl_exact_shift(w, 2.385e-6, 0.0, &before, NULL, &err), ==, TL_EMAXITER);
  g_assert_nonnull(strstr(err.message, "did not converge"));
  tl_exact_traction(w, &before);
  g_assert_cmpfloat(before.fx, ==, 0.0);
  g_assert_cmpint(tl_exact_step(w, 0.00385, 0, 0, &after, NULL, &err), ==, TL_EMAXITER);
  tl_exact_traction(w, &after);
  g_assert_cmpmem(after.tx, sizeof(double) * 256, before.tx, sizeof(double) * 256);
  g_assert_cmpint(tl_exact_steady(w, 0.00385, 0, 0, &after, NULL, &err), ==, TL_EMAXITER);
  tl_exact_traction(w, &after);
  g_assert_cmpmem(after.tx, sizeof(double) * 256, before.tx, sizeof(double) * 256);
  tl_traction_free(&before);
  tl_traction_free(&after);
  tl_exact_free(w);
}

/* The work of a step in a running sine (the thesis case at 24 × 24): one
 * full double-precision product, the one that confirms convergence; every
 * other product — CG, line search, the start's projection — in single
 * precision, because the right-hand side and the start's shift come from the
 * products kept by the steps before.  Counted, not timed.  The KKT residual
 * of every step stays within the solver's tolerance (the confirming product
 * measures it). */
static void
test_work_per_step(void)
{
  g_test_summary("A running step takes one double-precision influence product; the rest are "
                 "single precision, and the residual meets the tolerance");
  TlContactParams p = tl_test_contact(24, 1.0);
  const TlExactOptions o = tl_exact_options_default();
  TlExact *w = tl_test_exact_alloc_with(&p, &o);
  const double dt = tl_exact_time_step(w);
  TlExactStats st;
  g_assert_cmpint(tl_exact_reset(w, TL_INIT_ZERO, 0, 0, 0, NULL, NULL, NULL), ==, TL_OK);
  for (int k = 1; k <= 30; k++) {
    const double c = 0.005 + 0.005 * sin(2.0 * M_PI * 10.0 * k * dt);
    g_assert_cmpint(tl_exact_step(w, c, 0, 0, NULL, &st, NULL), ==, TL_OK);
    g_assert_cmpint(st.products - st.products_single, ==, 1);
    g_assert_cmpint(st.products_single, >=, st.cg);
    g_assert_cmpfloat(st.residual, <=, o.tol);
  }
  tl_exact_free(w);
}

/* The two preconditioners of a step's CG solve the same problem: over a
 * stretch of the thesis sine (mu = 1, 40 × 40) each step's tractions agree
 * within what two solutions of the tolerance can differ by, and the
 * circulant preconditioner needs fewer CG iterations (counted, not timed).
 * Both solutions have a KKT residual ≤ tol·scale per cell in traction units
 * (shift / self-coefficient); in the stick zone their difference solves
 * A e = Δs with ‖Δs‖₂ ≤ 2√n tol·scale·self, so ‖e‖∞ ≤ ‖e‖₂ ≤ 2√n tol·scale
 * / (λ_min/self).  The kernel's symbol falls like 1/|k|: its smallest value,
 * at the corner of the frequency square, is 0.40 of its mean, which is the
 * self-coefficient, so the bound is 5√n tol·scale = 200 tol·scale at 40 × 40.
 * The total force, a sum over the cells, agrees to 10 tol relative. */
static void
test_preconditioners(void)
{
  g_test_summary("Circulant and Jacobi preconditioners give the same steps; the circulant "
                 "one takes fewer CG iterations");
  TlContactParams p = tl_test_contact(40, 1.0);
  TlExactOptions oc = tl_exact_options_default(), oj = oc;
  g_assert_cmpint(oc.precond, ==, TL_EXACT_PRECOND_CIRCULANT);
  oj.precond = TL_EXACT_PRECOND_JACOBI;
  TlExact *wc = tl_test_exact_alloc_with(&p, &oc), *wj = tl_test_exact_alloc_with(&p, &oj);
  const double dt = tl_exact_time_step(wc);
  TlExactStats sc, sj;
  TlTraction tc = tl_test_traction(&p);
  TlTraction tj = tl_test_traction(&p);
  g_assert_cmpint(tl_exact_reset(wc, TL_INIT_ZERO, 0, 0, 0, NULL, NULL, NULL), ==, TL_OK);
  g_assert_cmpint(tl_exact_reset(wj, TL_INIT_ZERO, 0, 0, 0, NULL, NULL, NULL), ==, TL_OK);
  long cg_c = 0, cg_j = 0;
  double worst = 0.0;
  for (int k = 1; k <= 80; k++) {
    const double c = 0.005 + 0.005 * sin(2.0 * M_PI * 10.0 * k * dt);
    g_assert_cmpint(tl_exact_step(wc, c, 0.2 * c, 0.0, &tc, &sc, NULL), ==, TL_OK);
    g_assert_cmpint(tl_exact_step(wj, c, 0.2 * c, 0.0, &tj, &sj, NULL), ==, TL_OK);
    double scale = 0.0; /* μ max p_n bounds the traction scale of the tolerance */
    for (int q = 0; q < p.mx * p.my; q++)
      scale = fmax(scale, p.mu * tj.pn[q]);
    const double d = max_cell_difference(&tc, &tj);
    worst = fmax(worst, d / (oc.tol * scale));
    g_assert_cmpfloat(d, <=, 5.0 * sqrt(p.mx * p.my) * oc.tol * scale);
    g_assert_cmpfloat(fabs(tc.fx - tj.fx), <=, 10.0 * oc.tol * fabs(tj.fx));
    cg_c += sc.cg;
    cg_j += sj.cg;
  }
  g_test_message("CG iterations over 80 steps: circulant %ld, Jacobi %ld; largest traction "
                 "difference %.3g tol scale", cg_c, cg_j, worst);
  g_assert_cmpint(cg_c, <, cg_j * 7 / 10);
  tl_traction_free(&tc);
  tl_traction_free(&tj);
  tl_exact_free(wc);
  tl_exact_free(wj);
}

static void
test_errors(void)
{
  g_test_summary("Invalid inputs give TL_EINVAL with a message; K_d warning flag");
  TlContactParams p = tl_contact_params_default();
  p.mx = p.my = 12;
  TlExact *w = (TlExact *)&p;
  TlError err;
  TlExactOptions o = tl_exact_options_default();
  o.tol = -2.385;
  g_assert_cmpint(tl_exact_alloc(&p, &o, &w, &err), ==, TL_EINVAL);
  g_assert_null(w);
  g_assert_nonnull(strstr(err.message, "tolerance"));
  o = tl_exact_options_default();
  o.max_cg = 0;
  g_assert_cmpint(tl_exact_alloc(&p, &o, &w, &err), ==, TL_EINVAL);
  o = tl_exact_options_default();
  o.precond = 2;
  g_assert_cmpint(tl_exact_alloc(&p, &o, &w, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "preconditioner"));
  p.mu = -0.4;
  g_assert_cmpint(tl_exact_alloc(&p, NULL, &w, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "friction"));
  p.mu = 0.4;

  w = tl_test_exact_alloc(&p);
  g_assert_cmpuint(tl_exact_warnings(w) & TL_HERTZ_WARN_KD, ==, 0);
  g_assert_cmpint(tl_exact_step(w, NAN, 0, 0, NULL, NULL, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "cx"));
  g_assert_cmpint(tl_exact_step(w, 0, 0, INFINITY, NULL, NULL, &err), ==, TL_EINVAL);
  g_assert_cmpint(tl_exact_shift(w, 0, NAN, NULL, NULL, &err), ==, TL_EINVAL);
  g_assert_cmpint(tl_exact_steady(w, 0, NAN, 0, NULL, NULL, &err), ==, TL_EINVAL);
  g_assert_cmpint(tl_exact_set_friction(w, 0.0, &err), ==, TL_EINVAL);
  g_assert_cmpint(tl_exact_reset(w, (TlTransientInit)7, 0, 0, 0, NULL, NULL, &err), ==, TL_EINVAL);
  tl_exact_free(w);

  /* steel wheel on an aluminium rail: not quasi-identical, flagged */
  g_assert_cmpint(tl_material_lookup("aluminium", &p.hertz.rail, NULL), ==, TL_OK);
  w = tl_test_exact_alloc(&p);
  g_assert_cmpuint(tl_exact_warnings(w) & TL_HERTZ_WARN_KD, !=, 0);
  tl_exact_free(w);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  static const double nus[] = { 0.0, 0.28 };
  for (size_t k = 0; k < G_N_ELEMENTS(nus); k++) {
    tl_test_add_data_funcf(&nus[k], test_cattaneo, "/exact-transient/cattaneo/nu%.2f", nus[k]);
  }
  g_test_add_func("/exact-transient/mindlin-unloading", test_mindlin_unloading);
  g_test_add_func("/exact-transient/first-step", test_first_step_is_a_shift);
  g_test_add_func("/exact-transient/step-response", test_step_response_reaches_steady);
  g_test_add_func("/exact-transient/bound", test_bound_every_step);
  g_test_add_func("/exact-transient/failed-step", test_failed_step_keeps_state);
  g_test_add_func("/exact-transient/work-per-step", test_work_per_step);
  g_test_add_func("/exact-transient/preconditioners", test_preconditioners);
  g_test_add_func("/exact-transient/errors", test_errors);
  return g_test_run();
}
