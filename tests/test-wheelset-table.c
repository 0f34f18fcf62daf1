/* test-wheelset-table.c — a creep-force table as the wheelset's creep model
 * (tribo/wheelset.h TL_WS_CREEP_TABLE, the wheelset study's spec.table;
 * docs/theory.md §13 and §14), checked against the model the table was
 * built from: FASTSIM on the same Hertz patches.
 *
 * The table is built here with FASTSIM on the wheelset's grid (20 × 20
 * cells) over the a/b of the centred S1002/60E1 patches, ξ and η from −4 to
 * 4 and no spin (the run's spin switch is off), so that its nodes are the
 * reference model's own numbers and what is left between them is the
 * interpolation.  The table's FASTSIM takes the Hertz (elliptic) bound; the
 * reference run takes the same bound (the study's own FASTSIM takes
 * Kalker's parabolic one, a different model).
 */
#include <glib.h>
#include <math.h>
#include <string.h>

#include "study-wheelset.h"
#include "tl-test-table.h"
#include "tl-test-wheelset.h"
#include "tribo/fastsim.h"
#include "tribo/table.h"
#include "tribo/traction.h"
#include "tribo/wheelset.h"

#define N_XI 25 /* ξ, η from −4 to 4: step h = 1/3 */

typedef struct {
  TlStudyWheelsetSpec spec;
  TlStudyWheelset study; /* the table run */
  TlTable *table;
  TlWsCreep fastsim; /* the study's patches with FASTSIM on the elliptic bound */
} Fixture;

/* The FASTSIM table over the patches of the study's centred wheelset, ξ
 * and η from −L to L (5 ratios, N_XI creepages). */
static TlTable *
fastsim_table(const TlStudyWheelset *s, double L)
{
  return tl_test_wheelset_table(s, 5, N_XI, L);
}

static void
fixture_set_up(Fixture *f, gconstpointer data)
{
  (void)data;
  f->spec = tl_study_wheelset_spec_default();
  f->spec.run = 1;
  f->spec.run_params.duration = 10.0;
  f->spec.run_params.dt = 2e-3;
  f->spec.creep_model = TL_WS_CREEP_FASTSIM; /* first for the patches */
  tl_study_wheelset_init(&f->study);
  tl_test_ws_update(&f->study, &f->spec);
  g_assert_cmpint(f->study.n_patches, ==, 2);
  f->table = fastsim_table(&f->study, 4.0);
  f->fastsim = f->study.creep;
  for (int k = 0; k < f->fastsim.n_patches; k++)
    f->fastsim.patch[k].bound = TL_BOUND_ELLIPTIC;
  f->spec.creep_model = TL_WS_CREEP_TABLE;
  f->spec.table = f->table;
}

static void
fixture_tear_down(Fixture *f, gconstpointer data)
{
  (void)data;
  tl_study_wheelset_clear(&f->study);
  tl_table_free(f->table);
}

/* The table run through the study at speed v; the FASTSIM run of the same
 * wheelset on the same cones into *ref. */
static void
run_both(Fixture *f, double v, TlWsRun *ref)
{
  f->spec.run_params.v_start = f->spec.run_params.v_end = v;
  TlError err;
  tl_test_ws_update(&f->study, &f->spec);
  if (tl_ws_run(&f->study.used, &f->fastsim, NULL, NULL, f->study.e_run, &f->spec.run_params, NULL,
                ref, &err) != TL_OK)
    g_error("%s", err.message);
}

static double
last_fifth_max(const TlWsRun *r)
{
  double m = 0.0;
  for (int k = r->n - r->n / 5; k < r->n; k++)
    m = fmax(m, fabs(r->y[k]));
  return m;
}

/* The interpolation error of the cubic table along one creepage axis of step
 * h: the bound of docs/theory.md §14.4, h²/8 · max|f''| with |f''| ≤ 2/3 on
 * the table's axes (the simplified creep curve) and half as much again for
 * the curve that bends sooner; ξ and η both between nodes add their terms,
 * and so does a/b, whose five nodes over ±10 % are far closer than the
 * variation of the scaled curves with a/b (which the Kalker coefficients
 * take out to first order): 3 terms. */
static double
interp_bound(void)
{
  const double h = 8.0 / (N_XI - 1);
  return 3.0 * 1.5 * h * h / 8.0 * (2.0 / 3.0);
}

/* Along the FASTSIM run's limit cycle the table's forces on each patch are
 * FASTSIM's within the interpolation bound.  The creepages are the run's
 * (tribo/wheelset.h: cx = ∓(λy/r₀ + e ψ̇/V), cy = ẏ/V − ψ), the rates
 * from central differences of the samples: points the run visits, which is
 * all this needs. */
static void
test_forces_on_the_cycle(Fixture *f, gconstpointer data)
{
  (void)data;
  TlWsRun ref = { 0 };
  const double v = 1.4 * f->study.critical.speed;
  run_both(f, v, &ref);
  const TlWsParams *p = &f->study.used;
  double worst = 0.0, largest = 0.0;
  for (int k = ref.n - ref.n / 5; k < ref.n - 1; k++) {
    const double dt = ref.t[k + 1] - ref.t[k - 1];
    const double yd = (ref.y[k + 1] - ref.y[k - 1]) / dt, psid = (ref.psi[k + 1] - ref.psi[k - 1]) / dt;
    const double u = p->conicity * ref.y[k] / p->r0 + f->study.e_run * psid / v;
    const double cy = yd / v - ref.psi[k];
    for (int side = 0; side < 2; side++)
      for (int j = 0; j < f->fastsim.n_patches; j++) {
        const TlContactParams *cp = &f->fastsim.patch[j];
        TlContactBasics b;
        g_assert_cmpint(tl_contact_basics(cp, &b, NULL), ==, TL_OK);
        TlFastsim *fs = tl_fastsim_alloc(cp, TL_FASTSIM_FIXED_GRID, NULL);
        TlTraction tr;
        g_assert_cmpint(tl_traction_alloc(&tr, cp->mx, cp->my, NULL), ==, TL_OK);
        const double cx = side == 0 ? -u : u;
        g_assert_cmpint(tl_fastsim_solve(fs, cx, cy, 0.0, &tr, NULL), ==, TL_OK);
        double fx, fy, mz;
        int clamped;
        g_assert_cmpint(tl_table_forces(f->table, TL_TABLE_CUBIC, &b, cp->mu, cx, cy, 0.0, &fx, &fy,
                                        &mz, &clamped, NULL),
                        ==, TL_OK);
        const double mn = cp->mu * b.hertz.normal_load;
        worst = fmax(worst, fmax(fabs(fx - tr.fx), fabs(fy - tr.fy)) / mn);
        largest = fmax(largest, hypot(tr.fx, tr.fy) / mn);
        tl_traction_free(&tr);
        tl_fastsim_free(fs);
      }
  }
  g_test_message("largest force on the cycle %.3f mu N; largest table error %.2e mu N (bound %.2e)",
                 largest, worst, interp_bound());
  g_assert_cmpfloat(largest, >, 0.5); /* the cycle reaches well into saturation */
  g_assert_cmpfloat(worst, <, interp_bound());
  tl_ws_run_clear(&ref);
}

/* The hunting is the same: at 1.4 times the linear critical speed both runs
 * settle in a limit cycle larger than the start and bounded, at half of it
 * both die out; the cycles' amplitudes agree within a few times the force
 * bound (the amplitude at which a saturating cycle balances moves with the
 * force level by a factor of order one: 5 bounds, 7 %, where a wrong model
 * or a wrong sign would change it by tens of per cent or end the cycle). */
static void
test_limit_cycle(Fixture *f, gconstpointer data)
{
  (void)data;
  const double vc = f->study.critical.speed;
  TlWsRun ref = { 0 };
  run_both(f, 1.4 * vc, &ref);
  const double a_table = last_fifth_max(&f->study.run), a_ref = last_fifth_max(&ref);
  g_test_message("limit cycle at %.1f m/s: table %.3f mm, FASTSIM %.3f mm", 1.4 * vc,
                 a_table * 1e3, a_ref * 1e3);
  g_assert_false(f->study.run.stopped);
  g_assert_false(ref.stopped);
  g_assert_cmpfloat(a_ref, >, f->spec.run_params.y0);
  g_assert_cmpfloat(a_ref, <, TL_WS_RUN_MAX_SHIFT);
  g_assert_cmpfloat(fabs(a_table - a_ref), <, 5.0 * interp_bound() * a_ref);
  g_assert_cmpint(f->study.run.clamped, ==, 0);
  tl_ws_run_clear(&ref);

  run_both(f, 0.5 * vc, &ref);
  g_assert_cmpfloat(last_fifth_max(&f->study.run), <, 1e-3 * f->spec.run_params.y0);
  g_assert_cmpfloat(last_fifth_max(&ref), <, 1e-3 * f->spec.run_params.y0);
  tl_ws_run_clear(&ref);
}

/* Refusals and the edge: no table; a table that does not hold the patches'
 * a/b (refused before the run, TL_ERANGE); creepages beyond the table are
 * taken at its edge and the samples counted. */
static void
test_edges(Fixture *f, gconstpointer data)
{
  (void)data;
  TlError err;
  TlStudyWheelsetSpec spec = f->spec;
  spec.table = NULL;
  g_assert_cmpint(tl_study_wheelset_update(&f->study, &spec, NULL, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "table"));

  TlWsCreep creep = f->study.creep;
  creep.model = TL_WS_CREEP_TABLE;
  creep.table = NULL;
  TlWsRun r = { 0 };
  g_assert_cmpint(tl_ws_run(&f->study.used, &creep, NULL, NULL, f->study.e_run,
                            &f->spec.run_params, NULL, &r, &err),
                  ==, TL_EINVAL);

  /* a circle-only table: the patches (a/b ≠ 1) lie outside */
  TlTableSpec ts = *tl_table_spec(f->table);
  ts.n[TL_TABLE_RATIO] = 1;
  ts.lo[TL_TABLE_RATIO] = ts.hi[TL_TABLE_RATIO] = 1.0;
  const size_t count = tl_table_spec_count(&ts);
  double *v = g_new0(double, 3 * count);
  TlTable *circle = tl_table_new(&ts, v, NULL, NULL);
  g_free(v);
  creep.table = circle;
  g_assert_cmpint(tl_ws_run(&f->study.used, &creep, NULL, NULL, f->study.e_run,
                            &f->spec.run_params, NULL, &r, &err),
                  ==, TL_ERANGE);
  g_assert_nonnull(strstr(err.message, "outside the table"));
  g_assert_cmpint(r.n, ==, 0);
  tl_table_free(circle);

  /* a table of ξ, η within ±1 under the limit cycle, which reaches
   * saturation (ξ ≈ 3): taken at the edge there, and counted */
  TlTable *narrow = fastsim_table(&f->study, 1.0);
  spec = f->spec;
  spec.table = narrow;
  spec.run_params.v_start = spec.run_params.v_end = 1.4 * f->study.critical.speed;
  g_assert_cmpint(tl_study_wheelset_update(&f->study, &spec, NULL, &err), ==, TL_OK);
  g_assert_cmpint(f->study.run.clamped, >, 0);
  g_assert_cmpint(f->study.run.clamped, <, f->study.run.n);
  tl_table_free(narrow);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  g_test_add("/wheelset-table/forces-on-the-cycle", Fixture, NULL, fixture_set_up,
             test_forces_on_the_cycle, fixture_tear_down);
  g_test_add("/wheelset-table/limit-cycle", Fixture, NULL, fixture_set_up, test_limit_cycle,
             fixture_tear_down);
  g_test_add("/wheelset-table/edges", Fixture, NULL, fixture_set_up, test_edges,
             fixture_tear_down);
  return g_test_run();
}
