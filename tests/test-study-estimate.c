/* test-study-estimate.c — each study's work estimate (the `--max-seconds`
 * budget) grows the way its computation does: FASTSIM visits every cell once
 * per creepage, the exact solve grows as cells^1.5, a transient run takes one
 * row per step to its end, a section sums every point over every loaded cell,
 * the rolling demo takes one step per dt, a wheel-rail half-space patch grows
 * with the cube of the inverse cell size. */
#include <glib.h>
#include <math.h>
#include <string.h>

#include "study-rolling.h"
#include "study-steady.h"
#include "study-subsurface.h"
#include "study-transient.h"
#include "study-wheelrail.h"
#include "tribo/units.h"

/* a ≈ b to a relative tol */
static void
assert_near(double a, double b, double tol)
{
  g_assert_cmpfloat(fabs(a - b), <=, tol * fabs(b));
}

static double
steady_seconds(unsigned model, int mx, int my, int n, TlSlipLawKind law)
{
  TlSteadyCurvesSpec spec = tl_steady_curves_spec_default();
  spec.params.mx = mx;
  spec.params.my = my;
  spec.models = model;
  spec.n = n;
  spec.law = tl_slip_friction_default(law);
  TlStudyWork work;
  const double seconds = tl_study_steady_points_estimate(&spec, NULL, &work);
  g_assert_cmpfloat(seconds, ==, work.seconds);
  g_assert_cmpuint(strlen(work.what), >, 0);
  return seconds;
}

static void
test_steady_fastsim(void)
{
  g_test_summary("FASTSIM: 4 times the cells or 4 times the creepages, 4 times the seconds; a "
                 "falling law costs more than Coulomb friction");
  const double base = steady_seconds(TL_STEADY_FASTSIM, 40, 40, 10, TL_SLIP_LAW_COULOMB);
  g_assert_cmpfloat(base, >, 0.0);
  assert_near(steady_seconds(TL_STEADY_FASTSIM, 80, 80, 10, TL_SLIP_LAW_COULOMB), 4.0 * base,
              1e-12);
  assert_near(steady_seconds(TL_STEADY_FASTSIM, 40, 40, 40, TL_SLIP_LAW_COULOMB), 4.0 * base,
              1e-12);
  g_assert_cmpfloat(steady_seconds(TL_STEADY_FASTSIM, 40, 40, 10, TL_SLIP_LAW_EXP), >, base);
}

static void
test_steady_exact(void)
{
  g_test_summary("The exact solve: 4 times the cells, 8 times the seconds (cells^1.5) and 4 "
                 "times the workspace; twice the creepages, twice the seconds; a falling law "
                 "repeats it, more so from the high start");
  TlSteadyCurvesSpec spec = tl_steady_curves_spec_default();
  spec.models = TL_STUDY_STEADY_EXACT;
  spec.params.mx = spec.params.my = 40;
  spec.n = 3;
  TlStudyWork small, large, twice;
  tl_study_steady_points_estimate(&spec, NULL, &small);
  spec.params.mx = spec.params.my = 80;
  tl_study_steady_points_estimate(&spec, NULL, &large);
  assert_near(large.seconds, 8.0 * small.seconds, 1e-12);
  assert_near(large.bytes, 4.0 * small.bytes, 1e-12);
  spec.n = 6;
  tl_study_steady_points_estimate(&spec, NULL, &twice);
  assert_near(twice.seconds, 2.0 * large.seconds, 1e-12);

  TlStudyWork coulomb, falling, high;
  spec.n = 1;
  tl_study_steady_points_estimate(&spec, NULL, &coulomb);
  spec.law = tl_slip_friction_default(TL_SLIP_LAW_EXP);
  tl_study_steady_points_estimate(&spec, NULL, &falling);
  TlExactLawOptions opts = tl_exact_law_options_default();
  opts.start = TL_EXACT_START_HIGH;
  tl_study_steady_points_estimate(&spec, &opts, &high);
  g_assert_cmpfloat(falling.seconds, >, coulomb.seconds);
  g_assert_cmpfloat(high.seconds, >, falling.seconds);
  assert_near(falling.bytes, coulomb.bytes, 1e-12); /* the same workspace */
}

static void
test_steady_closed_forms(void)
{
  g_test_summary("The closed-form models have no grid to pay for");
  g_assert_cmpfloat(steady_seconds(TL_STEADY_LINEAR, 200, 200, 100, TL_SLIP_LAW_COULOMB), <,
                    steady_seconds(TL_STEADY_FASTSIM, 200, 200, 100, TL_SLIP_LAW_COULOMB));
}

static TlStudyWork
transient_work(TlPresetModel model, int mx, int my, double courant, double t_end)
{
  TlStudyTransientSpec spec = tl_study_transient_spec_default();
  spec.model = model;
  spec.params.mx = mx;
  spec.params.my = my;
  spec.courant = courant;
  spec.t_end = t_end;
  TlStudyWork work;
  g_assert_cmpfloat(tl_study_transient_estimate(&spec, &work), ==, work.seconds);
  return work;
}

static void
test_transient_duration(void)
{
  g_test_summary("A transient run takes one row per step to its end: the work is affine in the "
                 "duration, and twice a long run costs about twice the seconds");
  for (TlPresetModel m = TL_PRESET_MODEL_BRUSH; m <= TL_PRESET_MODEL_EXACT; m++) {
    const double s1 = transient_work(m, 40, 40, 1.0, 0.1).seconds;
    g_assert_cmpfloat(s1, >, 0.0);
    const double s2 = transient_work(m, 40, 40, 1.0, 0.2).seconds;
    const double s3 = transient_work(m, 40, 40, 1.0, 0.3).seconds;
    assert_near(s3 - s2, s2 - s1, 1e-9);
    assert_near(s2, 2.0 * s1, 0.01); /* hundreds of steps: the first row is noise */
  }
}

static void
test_transient_grid(void)
{
  g_test_summary("The brush: twice the cells across, twice the seconds; twice the cells along "
                 "the rolling direction also halves the step (one cell per step): 4 times; the "
                 "exact solver rolls one cell per step too");
  const double base = transient_work(TL_PRESET_MODEL_BRUSH, 40, 40, 1.0, 0.1).seconds;
  assert_near(transient_work(TL_PRESET_MODEL_BRUSH, 40, 80, 1.0, 0.1).seconds, 2.0 * base,
              1e-12);
  assert_near(transient_work(TL_PRESET_MODEL_BRUSH, 80, 40, 1.0, 0.1).seconds, 4.0 * base, 0.01);
  const TlStudyWork e40 = transient_work(TL_PRESET_MODEL_EXACT, 40, 40, 1.0, 0.1);
  const TlStudyWork e80 = transient_work(TL_PRESET_MODEL_EXACT, 80, 40, 1.0, 0.1);
  g_assert_cmpfloat(e80.seconds, >, 4.0 * e40.seconds * 0.99); /* 2x steps, 2x cells, FFTs */
  g_assert_cmpfloat(e80.bytes, >, 2.0 * e40.bytes * 0.99);     /* rows and workspace */
}

static void
test_transient_courant(void)
{
  g_test_summary("The brush sub-steps a row of Courant number C > 1 ceil(C) times: C = 2 takes "
                 "half the rows at twice the sub-steps, the same work as C = 1");
  const double c1 = transient_work(TL_PRESET_MODEL_BRUSH, 40, 40, 1.0, 0.2).seconds;
  const double c2 = transient_work(TL_PRESET_MODEL_BRUSH, 40, 40, 2.0, 0.2).seconds;
  const double half = transient_work(TL_PRESET_MODEL_BRUSH, 40, 40, 0.5, 0.2).seconds;
  assert_near(c2, c1, 0.01);
  assert_near(half, 2.0 * c1, 0.01); /* C = 1/2: twice the rows, one step each */
}

static void
test_transient_compare_and_law(void)
{
  g_test_summary("A comparison runs both models; the exact solver's outer iteration on a "
                 "falling law multiplies its steps, more so from the high start");
  const double brush = transient_work(TL_PRESET_MODEL_BRUSH, 30, 30, 1.0, 0.1).seconds;
  const double exact = transient_work(TL_PRESET_MODEL_EXACT, 30, 30, 1.0, 0.1).seconds;
  assert_near(transient_work(TL_PRESET_MODEL_COMPARE, 30, 30, 1.0, 0.1).seconds, brush + exact,
              1e-12);
  TlStudyTransientSpec spec = tl_study_transient_spec_default();
  spec.model = TL_PRESET_MODEL_EXACT;
  spec.params.mx = spec.params.my = 30;
  spec.t_end = 0.1;
  const TlSlipFriction law = tl_slip_friction_default(TL_SLIP_LAW_EXP);
  TlExactLawOptions opts = tl_exact_law_options_default();
  spec.law = &law;
  TlStudyWork falling, high;
  tl_study_transient_estimate(&spec, &falling);
  opts.start = TL_EXACT_START_HIGH;
  spec.law_opts = &opts;
  tl_study_transient_estimate(&spec, &high);
  g_assert_cmpfloat(falling.seconds, >, exact);
  g_assert_cmpfloat(high.seconds, >, falling.seconds);
}

static TlStudyWork
section_work(TlFieldSource source, int mx, int my, TlPlane plane, int n_along, int n_depth)
{
  TlStudySubsurfaceSpec spec = tl_study_subsurface_spec_default();
  spec.params.mx = mx;
  spec.params.my = my;
  spec.view.source = source;
  spec.plane = plane;
  spec.n_along = n_along;
  spec.n_depth = n_depth;
  TlStudyWork work;
  g_assert_cmpfloat(tl_study_subsurface_estimate(&spec, &work), ==, work.seconds);
  return work;
}

static void
test_subsurface(void)
{
  g_test_summary("A section sums every point over every loaded cell: twice the points or twice "
                 "the cells, twice the seconds; an exact source adds its solve and workspace");
  const double base = section_work(TL_FIELD_HERTZ, 40, 40, TL_PLANE_XZ, 50, 40).seconds;
  assert_near(section_work(TL_FIELD_HERTZ, 40, 40, TL_PLANE_XZ, 100, 40).seconds, 2.0 * base,
              1e-12);
  assert_near(section_work(TL_FIELD_HERTZ, 40, 40, TL_PLANE_XZ, 50, 80).seconds, 2.0 * base,
              1e-12);
  assert_near(section_work(TL_FIELD_HERTZ, 80, 40, TL_PLANE_XZ, 50, 40).seconds, 2.0 * base,
              1e-12);
  /* a vertical line is one column of depths */
  assert_near(section_work(TL_FIELD_HERTZ, 40, 40, TL_PLANE_LINE, 0, 40).seconds, base / 50.0,
              1e-12);
  const TlStudyWork hertz = section_work(TL_FIELD_HERTZ, 40, 40, TL_PLANE_XZ, 50, 40);
  const TlStudyWork exact = section_work(TL_FIELD_EXACT, 40, 40, TL_PLANE_XZ, 50, 40);
  g_assert_cmpfloat(exact.seconds, >, hertz.seconds);
  g_assert_cmpfloat(exact.bytes, >, hertz.bytes);
}

static double
rolling_seconds(double duration, double dt)
{
  TlRollingDemoParams spec = tl_rolling_demo_params_default();
  spec.duration = duration;
  spec.dt = dt;
  TlStudyWork work;
  return tl_study_rolling_estimate(&spec, &work);
}

static void
test_rolling(void)
{
  g_test_summary("The rolling demo takes one step per dt: twice the duration or half the step, "
                 "twice the steps");
  const double base = rolling_seconds(0.1, 1e-5);
  g_assert_cmpfloat(base, >, 0.0);
  assert_near(rolling_seconds(0.2, 1e-5), 2.0 * base, 1e-12);
  assert_near(rolling_seconds(0.1, 0.5e-5), 2.0 * base, 1e-12);
}

static double
wheelrail_seconds(TlWrNormalMethod method, double cell)
{
  TlPresetWheelrail spec = tl_preset_wheelrail_default();
  spec.normal.method = method;
  spec.normal.cell = cell;
  TlStudyWork work;
  g_assert_cmpfloat(tl_study_wheelrail_estimate(&spec, &work), ==, work.seconds);
  return work.seconds;
}

static void
test_wheelrail(void)
{
  g_test_summary("A wheel-rail update: one contact search, and patches that cost more at a "
                 "finer cell (the half-space solve more than the approximate one); the table "
                 "takes a search every step across +-y_max");
  const double hertz = wheelrail_seconds(TL_WR_NORMAL_HERTZ, 0.2 * TL_UNIT_MM);
  g_assert_cmpfloat(hertz, >, 0.0);
  assert_near(wheelrail_seconds(TL_WR_NORMAL_HERTZ, 0.1 * TL_UNIT_MM), hertz, 1e-12);
  /* half the cell: 4 times the cells of a patch */
  const double approx = wheelrail_seconds(TL_WR_NORMAL_APPROX, 0.2 * TL_UNIT_MM) - hertz;
  const double exact = wheelrail_seconds(TL_WR_NORMAL_EXACT, 0.2 * TL_UNIT_MM) - hertz;
  assert_near(wheelrail_seconds(TL_WR_NORMAL_APPROX, 0.1 * TL_UNIT_MM) - hertz, 4.0 * approx,
              1e-9);
  g_assert_cmpfloat(wheelrail_seconds(TL_WR_NORMAL_EXACT, 0.1 * TL_UNIT_MM) - hertz, >,
                    4.0 * exact);

  TlStudyWork w1, w2, w3;
  tl_study_wheelrail_tabulate_estimate(1.0 * TL_UNIT_MM, 0.05 * TL_UNIT_MM, &w1);
  tl_study_wheelrail_tabulate_estimate(2.0 * TL_UNIT_MM, 0.05 * TL_UNIT_MM, &w2);
  tl_study_wheelrail_tabulate_estimate(3.0 * TL_UNIT_MM, 0.05 * TL_UNIT_MM, &w3);
  assert_near(w3.seconds - w2.seconds, w2.seconds - w1.seconds, 1e-9);
  /* 41 searches across +-1 mm, 81 across +-2 mm */
  assert_near(w2.seconds / w1.seconds, 81.0 / 41.0, 1e-9);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  g_test_add_func("/study/estimate/steady-fastsim", test_steady_fastsim);
  g_test_add_func("/study/estimate/steady-exact", test_steady_exact);
  g_test_add_func("/study/estimate/steady-closed-forms", test_steady_closed_forms);
  g_test_add_func("/study/estimate/transient-duration", test_transient_duration);
  g_test_add_func("/study/estimate/transient-grid", test_transient_grid);
  g_test_add_func("/study/estimate/transient-courant", test_transient_courant);
  g_test_add_func("/study/estimate/transient-compare-law", test_transient_compare_and_law);
  g_test_add_func("/study/estimate/subsurface", test_subsurface);
  g_test_add_func("/study/estimate/rolling", test_rolling);
  g_test_add_func("/study/estimate/wheelrail", test_wheelrail);
  return g_test_run();
}
