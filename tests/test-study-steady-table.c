/* test-study-steady-table.c — the creep-force table as a curve of the Steady
 * rolling study (study-steady.h): the quick table around the case, the
 * table's curve and its interpolation error at the operating point against
 * the table's own solver, clamping at the table's edge, and a failed or
 * cancelled build.
 *
 * The tables here are FASTSIM quick tables (2025 entries, milliseconds). */
#include <math.h>

#include "study-steady.h"
#include "tl-test-util.h"

/* The study's default case with the table curve drawn beside FASTSIM. */
static TlStudySteadySpec
table_spec(double cx)
{
  TlStudySteadySpec s = tl_study_steady_spec_default();
  s.curves.params.cx = cx;
  s.curves.models = TL_STEADY_FASTSIM | TL_STUDY_STEADY_TABLE;
  return s;
}

static TlTable *
quick_table(const TlContactParams *p)
{
  TlTableSpec ts;
  TlTable *t = NULL;
  TlError err;
  g_assert_cmpint(tl_study_steady_quick_table_spec(p, TL_TABLE_FASTSIM, &ts, &err), ==, TL_OK);
  g_assert_cmpint(tl_study_steady_table_build(&ts, NULL, &t, &err), ==, TL_OK);
  g_assert_nonnull(t);
  return t;
}

/* The creepage cx at which the table's ξ axis takes the value xi. */
static double
cx_at_xi(const TlContactParams *p, double xi)
{
  TlContactBasics b;
  g_assert_cmpint(tl_contact_basics(p, &b, NULL), ==, TL_OK);
  double x[TL_TABLE_N_AXES];
  tl_table_inputs(&b, p->mu, 1.0, 0.0, 0.0, x); /* ξ is linear in cx */
  return xi / x[TL_TABLE_XI];
}

static void
prepare(TlStudySteady *s, const TlStudySteadySpec *spec)
{
  TlError err;
  if (tl_study_steady_prepare(s, spec, &err) != TL_OK)
    g_error("%s", err.message);
}

static void
test_quick_spec(void)
{
  g_test_summary("The quick table holds the case's a/b and ν as single points");
  const TlContactParams p = tl_study_steady_spec_default().curves.params;
  TlContactBasics b;
  g_assert_cmpint(tl_contact_basics(&p, &b, NULL), ==, TL_OK);
  TlTableSpec ts;
  g_assert_cmpint(tl_study_steady_quick_table_spec(&p, TL_TABLE_EXACT, &ts, NULL), ==, TL_OK);
  g_assert_cmpint(ts.n[TL_TABLE_RATIO], ==, 1);
  g_assert_cmpint(ts.n[TL_TABLE_NU], ==, 1);
  tl_assert_rel(ts.lo[TL_TABLE_RATIO], b.hertz.a / b.hertz.b, 1e-12);
  tl_assert_rel(ts.lo[TL_TABLE_NU], 0.28, 1e-12); /* the default steel */
  g_assert_cmpint(ts.model, ==, TL_TABLE_EXACT);
  g_assert_cmpuint(tl_table_spec_count(&ts), ==, 25 * 9 * 9);
}

static void
test_node_and_between(void)
{
  g_test_summary("On a grid point of ξ the interpolation error is round-off; between two "
                 "it is small but not zero");
  TlStudySteadySpec spec = table_spec(0.0);
  TlTable *t = quick_table(&spec.curves.params);
  TlStudySteady s;
  tl_study_steady_init(&s);
  tl_study_steady_set_table(&s, t, TL_TABLE_CUBIC);
  /* ξ = 1 is the 16th of 25 points over −4 … 4 (steps of 1/3) */
  spec.curves.params.cx = cx_at_xi(&spec.curves.params, 1.0);
  prepare(&s, &spec);
  g_assert_nonnull(s.f_table);
  g_assert_cmpint(s.table_clamped, ==, 0);
  g_assert_true(isfinite(s.table_direct[0]));
  /* interpolation passes through its data: the difference is the round-off
   * of ξ computed from cx and back (1e-15 of f), well under 1e-9 */
  g_assert_cmpfloat_with_epsilon(s.table_op[0], s.table_direct[0], 1e-9);
  g_assert_cmpfloat_with_epsilon(s.table_op[1], s.table_direct[1], 1e-9);
  /* halfway between ξ = 1 and 4/3, where the curve bends most: the cubic
   * read stays within the core's promise for the default table (0.5 % of μN,
   * tribo/table.h's accuracy benchmark) but the error is there to be shown */
  spec.curves.params.cx = cx_at_xi(&spec.curves.params, 7.0 / 6.0);
  prepare(&s, &spec);
  const double mu = spec.curves.params.mu, e = fabs(s.table_op[0] - s.table_direct[0]) / mu;
  g_assert_cmpfloat(e, <, 5e-3);
  g_assert_cmpfloat(e, >, 1e-9);
  /* a positive creepage pulls forward, and never beyond the friction bound */
  g_assert_cmpfloat(s.table_op[0], >, 0.0);
  g_assert_cmpfloat(s.table_op[0], <, mu);
  tl_study_steady_clear(&s);
  tl_table_free(t);
}

static void
test_odd_curve(void)
{
  g_test_summary("With cy = 0 and no spin the table's curve is odd in cx, as the forces are");
  TlStudySteadySpec spec = table_spec(-0.001);
  TlTable *t = quick_table(&spec.curves.params);
  TlStudySteady s;
  tl_study_steady_init(&s);
  tl_study_steady_set_table(&s, t, TL_TABLE_LINEAR);
  spec.n_points = 41; /* symmetric about 0: sample k and n−1−k are ±cx */
  prepare(&s, &spec);
  g_assert_cmpfloat(s.cx[0], <, 0.0);
  for (int k = 0; k < s.n; k++) {
    g_assert_cmpfloat_with_epsilon(s.cx[k], -s.cx[s.n - 1 - k], 1e-15);
    /* the table's own entries are odd to the solver's round-off */
    g_assert_cmpfloat_with_epsilon(s.f_table[k], -s.f_table[s.n - 1 - k], 1e-9);
  }
  tl_study_steady_clear(&s);
  tl_table_free(t);
}

static void
test_clamped(void)
{
  g_test_summary("An operating point beyond the table's ξ range is clamped and says so");
  TlStudySteadySpec spec = table_spec(0.0);
  TlTable *t = quick_table(&spec.curves.params);
  TlStudySteady s;
  tl_study_steady_init(&s);
  tl_study_steady_set_table(&s, t, TL_TABLE_CUBIC);
  spec.curves.params.cx = cx_at_xi(&spec.curves.params, 5.3); /* the table ends at ξ = 4 */
  prepare(&s, &spec);
  g_assert_cmpint(s.table_clamped, ==, 1);
  g_assert_cmpint(s.table_curve_clamped, >, 0);
  const double at_edge = s.table_op[0];
  spec.curves.params.cx = cx_at_xi(&spec.curves.params, 4.0);
  prepare(&s, &spec);
  g_assert_cmpint(s.table_clamped, ==, 0);
  g_assert_cmpfloat_with_epsilon(s.table_op[0], at_edge, 1e-12); /* held at the edge */
  tl_study_steady_clear(&s);
  tl_table_free(t);
}

static void
test_no_table(void)
{
  g_test_summary("The table curve without a table draws nothing and the rest is computed");
  TlStudySteadySpec spec = table_spec(0.002);
  TlStudySteady s;
  tl_study_steady_init(&s);
  prepare(&s, &spec);
  g_assert_null(s.f_table);
  g_assert_true(isnan(s.table_op[0]));
  g_assert_nonnull(s.f[TL_STEADY_CURVE_FASTSIM]);
  tl_study_steady_clear(&s);
}

static void
test_build_refused(void)
{
  g_test_summary("A cancelled build or a bad spec gives no table and leaves *out alone");
  const TlContactParams p = tl_study_steady_spec_default().curves.params;
  TlTableSpec ts;
  g_assert_cmpint(tl_study_steady_quick_table_spec(&p, TL_TABLE_EXACT, &ts, NULL), ==, TL_OK);
  TlTable *t = (TlTable *)&ts; /* a sentinel: must stay as it is */
  volatile int cancel = 1;
  const TlStudyControl ctl = { .cancel = &cancel };
  TlError err;
  g_assert_cmpint(tl_study_steady_table_build(&ts, &ctl, &t, &err), ==, TL_ECANCELLED);
  g_assert_true(t == (TlTable *)&ts);
  ts.n[TL_TABLE_XI] = 0;
  g_assert_cmpint(tl_study_steady_table_build(&ts, NULL, &t, &err), ==, TL_EINVAL);
  g_assert_true(t == (TlTable *)&ts);
  TlContactParams bad = p;
  bad.mu = -0.385;
  g_assert_cmpint(tl_study_steady_quick_table_spec(&bad, TL_TABLE_EXACT, &ts, &err), !=, TL_OK);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/study-steady-table/quick-spec", test_quick_spec);
  g_test_add_func("/study-steady-table/node-and-between", test_node_and_between);
  g_test_add_func("/study-steady-table/odd-curve", test_odd_curve);
  g_test_add_func("/study-steady-table/clamped", test_clamped);
  g_test_add_func("/study-steady-table/no-table", test_no_table);
  g_test_add_func("/study-steady-table/build-refused", test_build_refused);
  return g_test_run();
}
