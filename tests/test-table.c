/* test-table.c — creep-force tables (tribo/table.h, docs/theory.md §14): the
 * similarity the table rests on, the limits it must meet, the order-free
 * build, the interpolation and the HDF5 file. */
#include <stdlib.h>

#include <hdf5.h>

#include "tl-test-util.h"
#include "tribo-table-h5.h"
#include "tribo/exact.h"
#include "tribo/table.h"

/* A small table of the exact solver: 20 × 20 cells as the default. */
static TlTableSpec
small_spec(void)
{
  TlTableSpec s = tl_table_spec_default();
  const int n[TL_TABLE_N_AXES] = { 2, 1, 3, 3, 3 };
  const double lo[TL_TABLE_N_AXES] = { 0.5, 0.28, -0.8, -0.6, -0.5 };
  const double hi[TL_TABLE_N_AXES] = { 2.0, 0.28, 0.8, 0.6, 0.5 };
  for (int k = 0; k < TL_TABLE_N_AXES; k++) {
    s.n[k] = n[k];
    s.lo[k] = lo[k];
    s.hi[k] = hi[k];
  }
  return s;
}

/* Kalker's similarity: an entry of the table equals the scaled forces of a
 * quite different case (load, μ, modulus, size) with the same a/b, ν and
 * scaled creepages (the axes: those times Kalker's coefficients, which
 * depend on a/b and ν alone).  Both discrete problems are the same up to scale (the
 * grid covers the ellipse in both), so only the solver tolerance (1e-8 of
 * the traction scale) separates them: 1e-6 of μN. */
static void
test_similarity(void)
{
  const TlTableSpec s = tl_table_spec_default();
  TlTableSolver *sv = tl_table_solver_new(&s, NULL);
  g_assert_nonnull(sv);
  const double x[TL_TABLE_N_AXES] = { 1.7, 0.28, 1.3, -0.8, 0.6 };
  double f[TL_TABLE_N_OUT];
  g_assert_cmpint(tl_table_solver_point(sv, x, f, NULL), ==, TL_OK);

  const double g = 3.0e10, load = 2.0e3, mu = 0.5, c = 3.0e-3;
  TlContactParams p = tl_contact_params_default();
  p.hertz.wheel = p.hertz.rail = (TlMaterial){ TL_ELASTIC_SHEAR, g, 0.28 };
  p.hertz.geometry = TL_GEOMETRY_SEMI_AXES;
  p.hertz.semi_a = c * sqrt(1.7);
  p.hertz.semi_b = c / sqrt(1.7);
  p.hertz.ref_load = p.hertz.normal_load = load;
  p.mu = mu;
  p.mx = p.my = s.mx;
  TlExactOptions o = tl_exact_options_default();
  o.steady_tol = s.tol;
  TlExact *w = NULL;
  g_assert_cmpint(tl_exact_alloc(&p, &o, &w, NULL), ==, TL_OK);
  TlTraction t = tl_test_traction(&p);
  const TlKalkerCoeffs *kc = &tl_exact_basics(w)->kalker;
  const double k = mu * load / (g * c * c);
  /* the spin axis's coefficient (table.h): ((C22 a/c)^4 + (C11 b/c)^4)^(1/4) */
  const double spin_s = pow(pow(kc->c22 * sqrt(1.7), 4) + pow(kc->c11 / sqrt(1.7), 4), 0.25);
  g_assert_cmpint(tl_exact_steady(w, 1.3 * k / kc->c11, -0.8 * k / kc->c22,
                                  0.6 * k / (c * spin_s), &t, NULL, NULL),
                  ==, TL_OK);
  g_assert_cmpfloat(fabs(t.fx / (mu * load) - f[0]), <, 1e-6);
  g_assert_cmpfloat(fabs(t.fy / (mu * load) - f[1]), <, 1e-6);
  g_assert_cmpfloat(fabs(t.mz / (mu * load * c) - f[2]), <, 1e-6);
  tl_traction_free(&t);
  tl_exact_free(w);
  tl_table_solver_free(sv);
}

/* The two ends of the creep curve.  Far in full slip every cell slides
 * along x with |τ| = μ p_n, so Fx = μN exactly (the exact normal solve
 * carries the load to round-off) and symmetry leaves no Fy, no Mz.  Near
 * zero the slope is Kalker's C11, i.e. 1 on the ξ axis (ξ = C11 G c² cx/μN);
 * on 20 × 20 cells the discretised patch is a few per cent stiffer or
 * softer than Kalker's converged one, so 5 %. */
static void
test_limits(void)
{
  const TlTableSpec s = tl_table_spec_default();
  TlTableSolver *sv = tl_table_solver_new(&s, NULL);
  double f[TL_TABLE_N_OUT];
  const double slip[TL_TABLE_N_AXES] = { 1.0, 0.28, 80.0, 0.0, 0.0 };
  g_assert_cmpint(tl_table_solver_point(sv, slip, f, NULL), ==, TL_OK);
  g_assert_cmpfloat(fabs(f[0] - 1.0), <, 1e-6);
  g_assert_cmpfloat(fabs(f[1]), <, 1e-9);
  g_assert_cmpfloat(fabs(f[2]), <, 1e-9);

  const double small[TL_TABLE_N_AXES] = { 1.0, 0.28, 1e-3, 0.0, 0.0 };
  g_assert_cmpint(tl_table_solver_point(sv, small, f, NULL), ==, TL_OK);
  tl_assert_rel(f[0] / 1e-3, 1.0, 0.05);
  tl_table_solver_free(sv);
}

/* An entry does not depend on the entries solved with it: the whole table
 * at once, in chunks of 5 from the end and one entry at a time in a
 * shuffled order give the same bits. */
static void
test_order_free(void)
{
  const TlTableSpec s = small_spec();
  const size_t n = tl_table_spec_count(&s);
  double *all = g_new(double, 3 * n), *chunks = g_new(double, 3 * n), *single = g_new(double, 3 * n);
  TlTableSolver *a = tl_table_solver_new(&s, NULL), *b = tl_table_solver_new(&s, NULL);
  g_assert_cmpint(tl_table_solver_run(a, 0, n, all, NULL, NULL, NULL), ==, TL_OK);
  for (size_t end = n; end > 0;) {
    const size_t first = end >= 5 ? end - 5 : 0;
    g_assert_cmpint(tl_table_solver_run(b, first, end - first, chunks + 3 * first, NULL, NULL, NULL),
                    ==, TL_OK);
    end = first;
  }
  for (size_t i = 0; i < n; i++) {
    const size_t e = (i * 7 + 3) % n; /* 7 is prime to n = 54: every entry once */
    g_assert_cmpint(tl_table_solver_run(a, e, 1, single + 3 * e, NULL, NULL, NULL), ==, TL_OK);
  }
  g_assert_cmpint(memcmp(all, chunks, 3 * n * sizeof(double)), ==, 0);
  g_assert_cmpint(memcmp(all, single, 3 * n * sizeof(double)), ==, 0);
  tl_table_solver_free(a);
  tl_table_solver_free(b);
  g_free(all);
  g_free(chunks);
  g_free(single);
}

/* A test function: linear in ln(a/b) and ν, quadratic in the creepages. */
static void
poly(const double *x, double *f)
{
  const double r = log(x[0]);
  f[0] = 1.0 + 2.0 * r - 3.0 * x[1] + x[2] * x[2] * x[3] - 0.7 * x[4] * x[4] + r * x[2] * x[4];
  f[1] = x[3] * x[3] - x[2] * x[4] + 0.5 * r * x[1];
  f[2] = x[2] * x[3] * x[4] - r;
}

static TlTable *
poly_table(TlTableSpec *s)
{
  const int n[TL_TABLE_N_AXES] = { 3, 2, 6, 5, 4 };
  const double lo[TL_TABLE_N_AXES] = { 0.5, 0.2, -1.0, -0.5, -2.0 };
  const double hi[TL_TABLE_N_AXES] = { 2.5, 0.3, 1.5, 0.5, 1.0 };
  for (int k = 0; k < TL_TABLE_N_AXES; k++) {
    s->n[k] = n[k];
    s->lo[k] = lo[k];
    s->hi[k] = hi[k];
  }
  const size_t count = tl_table_spec_count(s);
  double *v = g_new(double, 3 * count);
  for (size_t e = 0; e < count; e++) {
    size_t rest = e;
    double x[TL_TABLE_N_AXES];
    for (int k = TL_TABLE_N_AXES - 1; k >= 0; k--) {
      const double i = (double)(rest % (size_t)n[k]);
      /* a/b: evenly spaced in ln(a/b) */
      x[k] = k == TL_TABLE_RATIO ? lo[k] * pow(hi[k] / lo[k], i / (n[k] - 1))
                                 : lo[k] + i * (hi[k] - lo[k]) / (n[k] - 1);
      rest /= (size_t)n[k];
    }
    poly(x, v + 3 * e);
  }
  TlTable *t = tl_table_new(s, v, NULL, NULL);
  g_free(v);
  g_assert_nonnull(t);
  return t;
}

/* Cubic Hermite with centred slopes is exact for quadratics between
 * interior nodes (the slopes are then exact) and for linear functions
 * everywhere (the one-sided end slopes are exact too), and linear
 * interpolation is exact for what is linear (ν here); the product keeps
 * them all.  So at points in the interior intervals of the creepages, and
 * anywhere along ln(a/b) and ν, the cubic table returns the function to
 * round-off. */
static void
test_interp_exact(void)
{
  TlTableSpec s = tl_table_spec_default();
  TlTable *t = poly_table(&s);
  for (int q = 0; q < 200; q++) {
    double x[TL_TABLE_N_AXES], f[3], want[3];
    for (int k = 0; k < TL_TABLE_N_AXES; k++) {
      const double h = (s.hi[k] - s.lo[k]) / (s.n[k] - 1);
      const double u = g_test_rand_double_range(0.0, 1.0);
      /* a/b, ν: anywhere; creepages: from node 1 to node n − 2 */
      x[k] = k == TL_TABLE_RATIO ? s.lo[k] * pow(s.hi[k] / s.lo[k], u)
             : k == TL_TABLE_NU  ? s.lo[k] + u * (s.hi[k] - s.lo[k])
                                 : s.lo[k] + h + u * (s.n[k] - 3) * h;
    }
    poly(x, want);
    g_assert_cmpint(tl_table_eval(t, TL_TABLE_CUBIC, x, f), ==, 0);
    for (int o = 0; o < 3; o++)
      g_assert_cmpfloat(fabs(f[o] - want[o]), <, 1e-12);
  }
  tl_table_free(t);
}

/* Both interpolations pass through the nodes; outside, the edge value is
 * returned and the clamped inputs counted. */
static void
test_interp_nodes_and_clamp(void)
{
  TlTableSpec s = tl_table_spec_default();
  TlTable *t = poly_table(&s);
  const double node[TL_TABLE_N_AXES] = { sqrt(0.5 * 2.5), 0.3, 0.0, 0.25, -1.0 };
  double want[3], f[3];
  poly(node, want);
  for (int m = 0; m < 2; m++) {
    g_assert_cmpint(tl_table_eval(t, (TlTableInterp)m, node, f), ==, 0);
    for (int o = 0; o < 3; o++)
      g_assert_cmpfloat(fabs(f[o] - want[o]), <, 1e-12);
  }
  const double out[TL_TABLE_N_AXES] = { 9.0, 0.3, -5.0, 0.25, -1.0 };
  const double edge[TL_TABLE_N_AXES] = { 2.5, 0.3, -1.0, 0.25, -1.0 };
  poly(edge, want);
  g_assert_cmpint(tl_table_eval(t, TL_TABLE_CUBIC, out, f), ==, 2);
  for (int o = 0; o < 3; o++)
    g_assert_cmpfloat(fabs(f[o] - want[o]), <, 1e-12);
  tl_table_free(t);
}

/* One rule of "outside" for the interpolation's count and for
 * tl_table_count_outside: a point a millionth of an axis's scale beyond an
 * end is inside (the edge value is the table's own there), a point a
 * thousandth beyond is outside, and a NaN input is outside. */
static void
test_clamp_rule(void)
{
  TlTableSpec s = tl_table_spec_default();
  TlTable *t = poly_table(&s);
  const double hi_xi = s.hi[TL_TABLE_XI], slack = 1e-6 * fmax(1.0, fabs(hi_xi));
  const double beyond[3] = { 0.5 * slack, 1e3 * slack, NAN };
  const int want[3] = { 0, 1, 1 };
  double f[3];
  for (int c = 0; c < 3; c++) {
    double x[TL_TABLE_N_AXES] = { sqrt(0.5 * 2.5), 0.3, hi_xi + beyond[c], 0.25, -1.0 };
    g_assert_cmpint(tl_table_count_outside(t, x), ==, want[c]);
    for (int m = 0; m < 2; m++)
      g_assert_cmpint(tl_table_eval(t, (TlTableInterp)m, x, f), ==, want[c]);
  }
  /* ν typed to a few more digits than the table's end (0.3) is at that end */
  const double nu_near[TL_TABLE_N_AXES] = { 1.0, 0.3000001, 0.0, 0.0, 0.0 };
  const double nu_far[TL_TABLE_N_AXES] = { 1.0, 0.31, 0.0, 0.0, 0.0 };
  g_assert_cmpint(tl_table_eval(t, TL_TABLE_LINEAR, nu_near, f), ==, 0);
  g_assert_cmpint(tl_table_eval(t, TL_TABLE_LINEAR, nu_far, f), ==, 1);
  g_assert_cmpint(tl_table_count_outside(t, nu_far), ==, 1);
  /* the front ends' check of the case's ν follows the same rule */
  TlError err = { 0 };
  g_assert_cmpint(tl_table_check_poisson(t, nu_near[TL_TABLE_NU], &err), ==, TL_OK);
  g_assert_cmpint(tl_table_check_poisson(t, nu_far[TL_TABLE_NU], &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "Poisson's ratio 0.2 to 0.3, the case has 0.31"));
  tl_table_free(t);
}

/* Accuracy against direct exact solves at random points inside a table of
 * a/b = 1 with steps h = 0.4 in ξ and η, 0.5 in φ.  Linear interpolation
 * errs by at most h²/8 · |f''| along each axis.  The creep curve's second
 * derivative is largest at zero creepage: the simplified curve 1 − (1 −
 * ξ/3)³ (slope 1 at zero on these axes, saturation at 3) has |f''| ≤ 2/3,
 * so (0.02 + 0.02 + 0.03125) · 2/3 = 0.0475 of μN.  The exact curve bends
 * away from the linear one sooner than that model (its slip area grows from
 * the trailing edge at once), so the test allows half as much again: 0.071;
 * the cubic (same nodes) is held to the same bound.  A wrong weight or node
 * would err by the size of the values, ~1.
 *
 * The test's data is a/b: 1, and the elongated patches at the ends of the
 * default table, 1/4 and 4, on the same grid and to the same bound: the spin
 * axis's scale S (table.h) makes the curves bend at the same φ whatever the
 * shape, so the bound of the circle holds there too.  (With the spin scaled by
 * |C23|, as in format 1, the patch of a/b = 1/4 saturates under spin
 * several times sooner on the φ axis, as if φ's step were several times
 * longer: its cubic error here is then about eight times larger, though
 * still inside this loose bound; the bench, bench/table_bench.py, measures
 * the difference on the default table.) */
static void
test_accuracy(gconstpointer data)
{
  const double ratio = *(const double *)data;
  TlTableSpec s = tl_table_spec_default();
  const int n[TL_TABLE_N_AXES] = { 1, 1, 21, 21, 17 };
  for (int k = 0; k < TL_TABLE_N_AXES; k++) {
    s.n[k] = n[k];
    s.lo[k] = k == TL_TABLE_RATIO ? ratio : k == TL_TABLE_NU ? 0.28 : -4.0;
    s.hi[k] = k == TL_TABLE_RATIO ? ratio : k == TL_TABLE_NU ? 0.28 : 4.0;
  }
  const size_t count = tl_table_spec_count(&s);
  double *v = g_new(double, 3 * count);
  signed char *st = g_new(signed char, count);
  TlTableSolver *sv = tl_table_solver_new(&s, NULL);
  g_assert_cmpint(tl_table_solver_run(sv, 0, count, v, st, NULL, NULL), ==, TL_OK);
  TlTable *t = tl_table_new(&s, v, st, NULL);
  g_assert_nonnull(t);
  double worst[2] = { 0, 0 };
  for (int q = 0; q < 150; q++) {
    double x[TL_TABLE_N_AXES] = { ratio, 0.28 }, e[3], f[3];
    for (int k = TL_TABLE_XI; k < TL_TABLE_N_AXES; k++)
      x[k] = g_test_rand_double_range(-4.0, 4.0);
    g_assert_cmpint(tl_table_solver_point(sv, x, e, NULL), ==, TL_OK);
    for (int m = 0; m < 2; m++) {
      g_assert_cmpint(tl_table_eval(t, (TlTableInterp)m, x, f), ==, 0);
      for (int o = 0; o < 2; o++) /* the forces, in units of μN */
        worst[m] = fmax(worst[m], fabs(f[o] - e[o]));
    }
  }
  g_test_message("a/b = %g, largest error over 150 points: linear %.4f, cubic %.4f of mu N", ratio,
                 worst[0], worst[1]);
  g_assert_cmpfloat(worst[0], <, 0.071);
  g_assert_cmpfloat(worst[1], <, 0.071);
  tl_table_free(t);
  tl_table_solver_free(sv);
  g_free(v);
  g_free(st);
}

/* As a creep model on a real case: the forces scale back with μN. */
static void
test_forces(void)
{
  TlTableSpec s = tl_table_spec_default();
  TlTable *t = poly_table(&s);
  TlContactParams p = tl_contact_params_default(); /* a/b = 2.1, ν = 0.28 */
  TlContactBasics b;
  g_assert_cmpint(tl_contact_basics(&p, &b, NULL), ==, TL_OK);
  const double c = sqrt(b.hertz.a * b.hertz.b), g = b.hertz.material.shear_modulus;
  const double mn = 0.4 * b.hertz.normal_load;
  const TlKalkerCoeffs *kc = &b.kalker;
  const double spin_s =
      pow(pow(kc->c22 * b.hertz.a / c, 4) + pow(kc->c11 * b.hertz.b / c, 4), 0.25);
  const double x[TL_TABLE_N_AXES] = { b.hertz.a / b.hertz.b, 0.28, 0.2, 0.1, -0.3 };
  double fx, fy, mz, f[3];
  int clamped = -1;
  g_assert_cmpint(tl_table_forces(t, TL_TABLE_LINEAR, &b, 0.4, 0.2 * mn / (g * c * c * kc->c11),
                                  0.1 * mn / (g * c * c * kc->c22),
                                  -0.3 * mn / (g * c * c * c * spin_s), &fx, &fy, &mz,
                                  &clamped, NULL),
                  ==, TL_OK);
  tl_table_eval(t, TL_TABLE_LINEAR, x, f);
  g_assert_cmpint(clamped, ==, 0);
  tl_assert_rel(fx, f[0] * mn, 1e-12);
  tl_assert_rel(fy, f[1] * mn, 1e-12);
  tl_assert_rel(mz, f[2] * mn * c, 1e-12);
  TlError err;
  g_assert_cmpint(tl_table_forces(t, TL_TABLE_LINEAR, &b, 0.0, 0, 0, 0, &fx, &fy, &mz, NULL, &err),
                  ==, TL_EINVAL);
  tl_table_free(t);
}

static void
test_bad_input(void)
{
  TlError err;
  TlTableSpec s = small_spec();
  s.n[TL_TABLE_XI] = 0;
  g_assert_cmpint(tl_table_spec_validate(&s, &err), ==, TL_EINVAL);
  s = small_spec();
  s.hi[TL_TABLE_ETA] = s.lo[TL_TABLE_ETA];
  g_assert_cmpint(tl_table_spec_validate(&s, &err), ==, TL_EINVAL);
  s = small_spec();
  s.lo[TL_TABLE_RATIO] = 0.0;
  g_assert_cmpint(tl_table_spec_validate(&s, &err), ==, TL_EINVAL);
  s = small_spec();
  s.lo[TL_TABLE_NU] = s.hi[TL_TABLE_NU] = 0.5;
  g_assert_cmpint(tl_table_spec_validate(&s, &err), ==, TL_EINVAL);
  s = small_spec();
  s.mx = 2;
  g_assert_null(tl_table_solver_new(&s, &err));
  s = small_spec();
  const size_t n = tl_table_spec_count(&s);
  double *v = g_new0(double, 3 * n);
  v[7] = NAN;
  g_assert_null(tl_table_new(&s, v, NULL, &err));
  g_assert_cmpint(err.status, ==, TL_EINVAL);
  TlTableSolver *sv = tl_table_solver_new(&s, NULL);
  g_assert_cmpint(tl_table_solver_run(sv, n - 1, 2, v, NULL, NULL, &err), ==, TL_EINVAL);
  const double bad[TL_TABLE_N_AXES] = { 1.0, 0.28, NAN, 0.0, 0.0 };
  g_assert_cmpint(tl_table_solver_point(sv, bad, v, &err), ==, TL_EINVAL);
  const double elongated[TL_TABLE_N_AXES] = { 20.0, 0.28, 0.0, 0.0, 0.0 }; /* past Kalker's table */
  g_assert_cmpint(tl_table_solver_point(sv, elongated, v, &err), ==, TL_EINVAL);
  tl_table_solver_free(sv);
  g_free(v);
}

/* The HDF5 file gives back the spec and the entries bit for bit; a file
 * that is not a table is refused with a message, never read as one. */
/* Two writers of one table file at once (two windows of one process saving
 * the same quick table): each writes a temporary file of its own and renames
 * it into place, so both succeed and the file that stays is whole. */
typedef struct {
  const char *path;
  const TlTableSpec *spec;
  const double *values;
  const signed char *status;
  int failures;
} H5Writer;

static gpointer
h5_writer(gpointer data)
{
  H5Writer *w = data;
  for (int k = 0; k < 20; k++)
    w->failures += tl_table_h5_write(w->path, w->spec, w->values, w->status, NULL) != TL_OK;
  return NULL;
}

static void
test_h5_concurrent_writers(void)
{
  TlTableSpec s = small_spec();
  const size_t n = tl_table_spec_count(&s);
  double *v = g_new(double, 3 * n);
  signed char *st = g_new0(signed char, n);
  for (size_t e = 0; e < 3 * n; e++)
    v[e] = 1.0 / (double)(e + 7);
  char *dir = g_dir_make_tmp("tl-table-XXXXXX", NULL);
  char *path = g_build_filename(dir, "same.h5", NULL);
  H5Writer w[2] = { { path, &s, v, st, 0 }, { path, &s, v, st, 0 } };
  GThread *t[2] = { g_thread_new("w0", h5_writer, &w[0]), g_thread_new("w1", h5_writer, &w[1]) };
  g_thread_join(t[0]);
  g_thread_join(t[1]);
  g_assert_cmpint(w[0].failures + w[1].failures, ==, 0);
  TlTableSpec r;
  double *rv;
  signed char *rs;
  g_assert_cmpint(tl_table_h5_read(path, &r, &rv, &rs, NULL), ==, TL_OK);
  g_assert_cmpint(memcmp(rv, v, 3 * n * sizeof *v), ==, 0);
  g_free(rv);
  g_free(rs);
  /* no temporary file left behind */
  g_assert_cmpint(g_remove(path), ==, 0);
  tl_test_rmdir_empty(dir);
  g_free(path);
  g_free(dir);
  g_free(v);
  g_free(st);
}

static void
test_h5_roundtrip(void)
{
  TlTableSpec s = small_spec();
  s.lo[TL_TABLE_XI] = -0.1; /* not a binary fraction: written as axis values */
  const size_t n = tl_table_spec_count(&s);
  double *v = g_new(double, 3 * n);
  signed char *st = g_new(signed char, n);
  for (size_t e = 0; e < 3 * n; e++)
    v[e] = 1.0 / (double)(e + 3);
  for (size_t e = 0; e < n; e++)
    st[e] = (signed char)(e % 2);
  char *dir = g_dir_make_tmp("tl-table-XXXXXX", NULL);
  char *path = g_build_filename(dir, "t.h5", NULL);
  g_assert_cmpint(tl_table_h5_write(path, &s, v, st, NULL), ==, TL_OK);
  TlTableSpec r;
  double *rv;
  signed char *rs;
  g_assert_cmpint(tl_table_h5_read(path, &r, &rv, &rs, NULL), ==, TL_OK);
  for (int k = 0; k < TL_TABLE_N_AXES; k++) {
    g_assert_cmpint(r.n[k], ==, s.n[k]);
    g_assert_cmpfloat(r.lo[k], ==, s.lo[k]);
    g_assert_cmpfloat(r.hi[k], ==, s.hi[k]);
  }
  g_assert_cmpint(r.mx, ==, s.mx);
  g_assert_cmpfloat(r.tol, ==, s.tol);
  g_assert_cmpint(memcmp(rv, v, 3 * n * sizeof *v), ==, 0);
  g_assert_cmpint(memcmp(rs, st, n), ==, 0);
  g_free(rv);
  g_free(rs);

  TlError err;
  char *text = g_build_filename(dir, "not.h5", NULL);
  g_assert_true(g_file_set_contents(text, "ratio,nu\n1,2\n", -1, NULL));
  g_assert_cmpint(tl_table_h5_read(text, &r, &rv, &rs, &err), ==, TL_EIO);
  g_assert_nonnull(strstr(err.message, "not a readable HDF5 file"));
  g_assert_null(rv);

  /* a chunk file of one manifest is not taken for a chunk of another */
  TlTableManifest m = { s, 10, (n + 9) / 10 }, other = { s, 12, (n + 11) / 12 };
  g_assert_cmpint(tl_table_manifest_write(dir, &m, NULL), ==, TL_OK);
  g_assert_cmpint(tl_table_chunk_write(dir, &m, 1, v, st, NULL), ==, TL_OK);
  g_assert_true(tl_table_chunk_done(dir, &m, 1));
  g_assert_false(tl_table_chunk_done(dir, &m, 2));
  g_assert_false(tl_table_chunk_done(dir, &other, 1));
  TlTableManifest back;
  g_assert_cmpint(tl_table_manifest_read(dir, &back, NULL), ==, TL_OK);
  g_assert_cmpint((int)back.chunk_size, ==, 10);
  g_assert_cmpfloat(back.spec.lo[TL_TABLE_XI], ==, -0.1);

  g_unlink(text);
  g_unlink(path);
  char *chunk = tl_table_chunk_path(dir, 1);
  g_unlink(chunk);
  char *manifest = g_build_filename(dir, "manifest.txt", NULL);
  g_unlink(manifest);
  g_rmdir(dir);
  g_free(manifest);
  g_free(chunk);
  g_free(text);
  g_free(path);
  g_free(dir);
  g_free(v);
  g_free(st);
}

/* A file of format 1 (its spin axis scaled by |C23|) has the layout of
 * format 2 but another meaning of φ: refused with a message that says so,
 * never read as a table of this version. */
static void
test_h5_format_1(void)
{
  const TlTableSpec s = small_spec();
  const size_t n = tl_table_spec_count(&s);
  double *v = g_new0(double, 3 * n);
  signed char *st = g_new0(signed char, n);
  char *dir = g_dir_make_tmp("tl-table-XXXXXX", NULL);
  char *path = g_build_filename(dir, "old.h5", NULL);
  g_assert_cmpint(tl_table_h5_write(path, &s, v, st, NULL), ==, TL_OK);
  hid_t f = H5Fopen(path, H5F_ACC_RDWR, H5P_DEFAULT);
  g_assert_cmpint(f, >=, 0);
  hid_t a = H5Aopen(f, "format_version", H5P_DEFAULT);
  const int one = 1;
  g_assert_cmpint(H5Awrite(a, H5T_NATIVE_INT, &one), >=, 0);
  H5Aclose(a);
  H5Fclose(f);
  TlError err;
  g_assert_null(tl_table_h5_load(path, &err));
  g_assert_cmpint(err.status, ==, TL_EFORMAT);
  g_assert_nonnull(strstr(err.message, "format 1"));
  g_assert_nonnull(strstr(err.message, "rebuild the table"));
  g_unlink(path);
  g_rmdir(dir);
  g_free(path);
  g_free(dir);
  g_free(v);
  g_free(st);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/table/similarity", test_similarity);
  g_test_add_func("/table/limits", test_limits);
  g_test_add_func("/table/order-free", test_order_free);
  g_test_add_func("/table/interp-exact", test_interp_exact);
  g_test_add_func("/table/interp-nodes-clamp", test_interp_nodes_and_clamp);
  g_test_add_func("/table/clamp-rule", test_clamp_rule);
  static const double circle = 1.0, wide = 0.25, long_ = 4.0;
  g_test_add_data_func("/table/accuracy", &circle, test_accuracy);
  g_test_add_data_func("/table/accuracy-wide", &wide, test_accuracy);
  g_test_add_data_func("/table/accuracy-long", &long_, test_accuracy);
  g_test_add_func("/table/forces", test_forces);
  g_test_add_func("/table/bad-input", test_bad_input);
  g_test_add_func("/table/h5-roundtrip", test_h5_roundtrip);
  g_test_add_func("/table/h5-concurrent-writers", test_h5_concurrent_writers);
  g_test_add_func("/table/h5-format-1", test_h5_format_1);
  return g_test_run();
}
