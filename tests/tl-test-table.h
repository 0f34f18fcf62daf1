/* tl-test-table.h — what the tests of the wheelset's table creep model
 * share: a FASTSIM creep-force table over the patches of a wheelset study,
 * built here (no file), as `tribolab-cli table build --model fastsim` would. */
#ifndef TL_TEST_TABLE_H
#define TL_TEST_TABLE_H

#include <glib.h>
#include <math.h>

#include "study-wheelset.h"
#include "tribo/table.h"

/* The table over the study's patches: n_ratio a/b from 0.9 times the
 * smallest to 1.1 times the largest, their ν, n_xi values of ξ and of η from
 * −L to L, no spin; FASTSIM on the study's own grid.  The test fails with
 * the core's message if it cannot be built. */
static inline TlTable *
tl_test_wheelset_table(const TlStudyWheelset *s, int n_ratio, int n_xi, double L)
{
  double lo = INFINITY, hi = 0.0;
  for (int k = 0; k < s->n_patches; k++) {
    lo = fmin(lo, s->patch_a[k] / s->patch_b[k]);
    hi = fmax(hi, s->patch_a[k] / s->patch_b[k]);
  }
  TlTableSpec ts = tl_table_spec_default();
  const int n[TL_TABLE_N_AXES] = { n_ratio, 1, n_xi, n_xi, 1 };
  const double l[TL_TABLE_N_AXES] = { 0.9 * lo, s->patch_nu, -L, -L, 0.0 };
  const double h[TL_TABLE_N_AXES] = { 1.1 * hi, s->patch_nu, L, L, 0.0 };
  for (int k = 0; k < TL_TABLE_N_AXES; k++) {
    ts.n[k] = n[k];
    ts.lo[k] = l[k];
    ts.hi[k] = h[k];
  }
  ts.model = TL_TABLE_FASTSIM;
  ts.mx = ts.my = TL_STUDY_WS_FASTSIM_GRID;
  const size_t count = tl_table_spec_count(&ts);
  double *v = g_new(double, 3 * count);
  signed char *st = g_new(signed char, count);
  TlError err;
  TlTableSolver *sv = tl_table_solver_new(&ts, &err);
  if (!sv)
    g_error("%s", err.message);
  if (tl_table_solver_run(sv, 0, count, v, st, NULL, &err) != TL_OK)
    g_error("%s", err.message);
  TlTable *t = tl_table_new(&ts, v, st, &err);
  if (!t)
    g_error("%s", err.message);
  tl_table_solver_free(sv);
  g_free(v);
  g_free(st);
  return t;
}

#endif /* TL_TEST_TABLE_H */
