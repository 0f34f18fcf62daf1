/* test-study-transient-table.c — the transient view's second steady
 * reference curve, read from a creep-force table: it is the table's own
 * f = Fx/F_N at the FASTSIM curve's creepages, in the same sign, close to
 * direct exact steady solves within the table's interpolation error, counts
 * the points read at the table's edge, follows a change of table, leaves
 * the FASTSIM curve alone, and gives the CSV its f_steady_table column. */
#include <glib.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "study-transient.h"
#include "tribo/table.h"

/* The default case's Hertz patch and coefficients. */
static TlContactBasics
case_basics(const TlContactParams *p)
{
  TlContactBasics b;
  TlError err;
  g_assert_cmpint(tl_contact_basics(p, &b, &err), ==, TL_OK);
  return b;
}

/* ξ of creepage cx for the case (Kalker's similarity, tribo/table.h). */
static double
xi_of(const TlContactParams *p, const TlContactBasics *b, double cx)
{
  double x[TL_TABLE_N_AXES];
  tl_table_inputs(b, p->mu, cx, p->cy, p->spin, x);
  return x[TL_TABLE_XI];
}

/* An exact table at the case's a/b, ν, η and φ, with n_xi values of ξ from
 * −L to L (the case's other inputs on axes of one point). */
static TlTable *
exact_table(const TlContactParams *p, const TlContactBasics *b, int n_xi, double L,
            TlTableSolver **solver)
{
  double x[TL_TABLE_N_AXES];
  tl_table_inputs(b, p->mu, 0.0, p->cy, p->spin, x);
  TlTableSpec ts = tl_table_spec_default();
  for (int k = 0; k < TL_TABLE_N_AXES; k++) {
    ts.n[k] = k == TL_TABLE_XI ? n_xi : 1;
    ts.lo[k] = k == TL_TABLE_XI ? -L : x[k];
    ts.hi[k] = k == TL_TABLE_XI ? L : x[k];
  }
  ts.model = TL_TABLE_EXACT;
  const size_t count = tl_table_spec_count(&ts);
  double *v = g_new(double, 3 * count);
  signed char *st = g_new(signed char, count);
  TlError err;
  TlTableSolver *sv = tl_table_solver_new(&ts, &err);
  g_assert_nonnull(sv);
  g_assert_cmpint(tl_table_solver_run(sv, 0, count, v, st, NULL, &err), ==, TL_OK);
  TlTable *t = tl_table_new(&ts, v, st, &err);
  g_assert_nonnull(t);
  g_free(v);
  g_free(st);
  if (solver)
    *solver = sv;
  else
    tl_table_solver_free(sv);
  return t;
}

static void
test_curve(void)
{
  g_test_summary("The table's curve is tl_table_forces at the FASTSIM curve's creepages, in "
                 "the same sign, and within the table's interpolation error of exact solves");
  TlStudyTransientSpec spec = tl_study_transient_spec_default();
  const TlContactBasics b = case_basics(&spec.params);
  TlStudyTransient plain;
  tl_study_transient_init(&plain);
  TlError err;
  g_assert_cmpint(tl_study_transient_setup(&plain, &spec, &err), ==, TL_OK);
  const TlStudyTransientRun *p = &plain.single;
  g_assert_null(p->curve_table_f); /* no table: no second curve */
  g_assert_cmpint(p->curve_n, >, 10);

  /* ξ over the curve, and a table with steps of 0.25 that covers it */
  const double xi_max = fmax(fabs(xi_of(&spec.params, &b, p->curve_cx[0])),
                             fabs(xi_of(&spec.params, &b, p->curve_cx[p->curve_n - 1])));
  const double L = 0.25 * ceil(xi_max / 0.25 + 1.0);
  const int n_xi = (int)lround(2.0 * L / 0.25) + 1;
  TlTableSolver *sv;
  TlTable *t = exact_table(&spec.params, &b, n_xi, L, &sv);
  spec.table = t;
  spec.table_interp = TL_TABLE_CUBIC;
  TlStudyTransient s;
  tl_study_transient_init(&s);
  g_assert_cmpint(tl_study_transient_setup(&s, &spec, &err), ==, TL_OK);
  const TlStudyTransientRun *r = &s.single;
  g_assert_nonnull(r->curve_table_f);
  g_assert_cmpint(r->curve_table_clamped, ==, 0);
  /* the FASTSIM curve is the same as without a table, bit for bit */
  g_assert_cmpint(r->curve_n, ==, p->curve_n);
  g_assert_cmpmem(r->curve_cx, r->curve_n * sizeof(double), p->curve_cx,
                  p->curve_n * sizeof(double));
  g_assert_cmpmem(r->curve_f, r->curve_n * sizeof(double), p->curve_f,
                  p->curve_n * sizeof(double));

  const double fn = b.hertz.normal_load, mu = spec.params.mu;
  for (int k = 0; k < r->curve_n; k++) {
    double fx, fy, mz;
    g_assert_cmpint(tl_table_forces(t, TL_TABLE_CUBIC, &b, mu, r->curve_cx[k], spec.params.cy,
                                    spec.params.spin, &fx, &fy, &mz, NULL, &err),
                    ==, TL_OK);
    g_assert_cmpfloat(r->curve_table_f[k], ==, fx / fn);
    /* the view's sign: the FASTSIM curve's (f > 0 for cx > 0), wherever f is
     * clearly away from zero */
    if (fabs(r->curve_f[k]) > 0.05 * mu)
      g_assert_cmpfloat(r->curve_table_f[k] * r->curve_f[k], >, 0.0);
  }

  /* against direct exact steady solves on the table's grid: cubic
   * interpolation along ξ with step h = 0.25 errs by at most h²/8 · |f''|
   * (the linear bound; test-table holds the cubic to it), |f''| ≤ 2/3 for
   * the curve 1 − (1 − ξ/3)³, and half as much again for the exact curve's
   * sharper bend (test-table's derivation): 0.0078 of μN.  A wrong scaling
   * or sign would err by the size of f, ~μ/2. */
  const double bound = 1.5 * 0.25 * 0.25 / 8.0 * (2.0 / 3.0);
  const double cxs[] = { 0.00037, 0.0023, 0.0061, 0.0097 };
  for (size_t q = 0; q < G_N_ELEMENTS(cxs); q++) {
    double x[TL_TABLE_N_AXES], e[TL_TABLE_N_OUT];
    tl_table_inputs(&b, mu, cxs[q], spec.params.cy, spec.params.spin, x);
    g_assert_cmpint(tl_table_solver_point(sv, x, e, &err), ==, TL_OK);
    int clamped = -1;
    const double f = tl_study_transient_table_f(r, cxs[q], &clamped);
    g_assert_cmpint(clamped, ==, 0);
    g_test_message("cx = %g: table %.6f, exact %.6f (f)", cxs[q], f, mu * e[0]);
    g_assert_cmpfloat(fabs(f - mu * e[0]), <, mu * bound);
    g_assert_cmpfloat(f, >, 0.0);
  }
  tl_table_solver_free(sv);
  tl_study_transient_clear(&s);
  tl_study_transient_clear(&plain);
  tl_table_free(t);
}

static void
test_edge_and_switch(void)
{
  g_test_summary("Points past the table's xi range are counted; setting and removing the table "
                 "follows at once; a case change recomputes the curve");
  TlStudyTransientSpec spec = tl_study_transient_spec_default();
  const TlContactBasics b = case_basics(&spec.params);
  TlStudyTransient s;
  tl_study_transient_init(&s);
  TlError err;
  g_assert_cmpint(tl_study_transient_setup(&s, &spec, &err), ==, TL_OK);
  const TlStudyTransientRun *r = &s.single;
  /* a table of ξ within ±0.35 of the curve's largest ξ: the points beyond */
  const double xi_hi = xi_of(&spec.params, &b, r->curve_cx[r->curve_n - 1]);
  const double L = 0.35 * xi_hi;
  int beyond = 0;
  for (int k = 0; k < r->curve_n; k++)
    beyond += fabs(xi_of(&spec.params, &b, r->curve_cx[k])) > L * (1.0 + 1e-6);
  g_assert_cmpint(beyond, >, 10);
  TlTable *t = exact_table(&spec.params, &b, 5, L, NULL);
  tl_study_transient_set_table(&s, t, TL_TABLE_LINEAR);
  g_assert_nonnull(r->curve_table_f);
  g_assert_cmpint(r->curve_table_clamped, ==, beyond);
  /* at the edge the table holds its last value */
  g_assert_cmpfloat(r->curve_table_f[r->curve_n - 1], ==, r->curve_table_f[r->curve_n - 2]);

  /* a new μ: the curve follows (the table's forces scale with μN) */
  const double f_last = r->curve_table_f[r->curve_n - 1];
  TlContactParams p = spec.params;
  p.mu = 0.731 * spec.params.mu;
  g_assert_cmpint(tl_study_transient_set_params(&s, &p, &err), ==, TL_OK);
  g_assert_nonnull(r->curve_table_f);
  g_assert_cmpfloat(fabs(r->curve_table_f[r->curve_n - 1] - 0.731 * f_last), <, 1e-12);

  tl_study_transient_set_table(&s, NULL, TL_TABLE_CUBIC);
  g_assert_null(r->curve_table_f);
  g_assert_cmpint(r->curve_table_clamped, ==, 0);
  g_assert_true(isnan(tl_study_transient_table_f(r, 0.002, NULL)));
  tl_study_transient_clear(&s);
  tl_table_free(t);
}

/* The CSV: without a table the four columns of tribolab-cli transient; with
 * one a fifth, the table's f at the row's cx. */
static void
test_csv(void)
{
  g_test_summary("write_csv adds f_steady_table, tl_table_forces at each row's cx");
  TlStudyTransientSpec spec = tl_study_transient_spec_default();
  spec.steady_curve = 0; /* as the CLI runs it */
  spec.t_end = 0.02;
  const TlContactBasics b = case_basics(&spec.params);
  TlTable *t = exact_table(&spec.params, &b, 9, 2.5, NULL);
  TlStudyTransient s;
  tl_study_transient_init(&s);
  TlError err;
  g_assert_cmpint(tl_study_transient_update(&s, &spec, NULL, &err), ==, TL_OK);
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  g_assert_cmpint(tl_study_transient_write_csv(f, &s, &err), ==, TL_OK);
  fclose(f);
  g_assert_true(g_str_has_prefix(buf, "t_ms,cx,f,stick_fraction\n"));
  free(buf);

  tl_study_transient_set_table(&s, t, TL_TABLE_CUBIC);
  g_assert_null(s.single.curve_table_f); /* no steady curve asked for */
  f = open_memstream(&buf, &len);
  g_assert_cmpint(tl_study_transient_write_csv(f, &s, &err), ==, TL_OK);
  fclose(f);
  gchar **lines = g_strsplit(buf, "\n", -1);
  g_assert_cmpstr(lines[0], ==, "t_ms,cx,f,stick_fraction,f_steady_table");
  const TlRecord *rec = &s.single.run.rec;
  g_assert_cmpint(rec->n, >, 10);
  for (int k = 0; k < rec->n; k += rec->n / 7) {
    gchar **cols = g_strsplit(lines[k + 1], ",", -1);
    g_assert_cmpint(g_strv_length(cols), ==, 5);
    double fx, fy, mz;
    g_assert_cmpint(tl_table_forces(t, TL_TABLE_CUBIC, &b, spec.params.mu, rec->cx[k],
                                    spec.params.cy, spec.params.spin, &fx, &fy, &mz, NULL, &err),
                    ==, TL_OK);
    /* printed to 10 significant digits */
    const double want = fx / b.hertz.normal_load;
    g_assert_cmpfloat(fabs(g_ascii_strtod(cols[4], NULL) - want), <=, 1e-9 * fabs(want) + 1e-15);
    g_strfreev(cols);
  }
  g_strfreev(lines);
  free(buf);
  tl_study_transient_clear(&s);
  tl_table_free(t);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  g_test_add_func("/study/transient-table/curve", test_curve);
  g_test_add_func("/study/transient-table/edge-and-switch", test_edge_and_switch);
  g_test_add_func("/study/transient-table/csv", test_csv);
  return g_test_run();
}
