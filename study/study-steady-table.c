/* study-steady-table.c — the Steady rolling view's quick creep-force table:
 * a small table (tribo/table.h) around one case, built in a few seconds so
 * that the table model can be tried without the command line. */
#include "study-steady.h"

#include <stdlib.h>

TlStatus
tl_study_steady_quick_table_spec(const TlContactParams *params, TlTableModel model,
                                 TlTableSpec *out, TlError *err)
{
  TlContactBasics basics;
  TlStatus st = tl_contact_basics(params, &basics, err);
  if (st != TL_OK)
    return st;
  /* the case's a/b and ν as single points; the default table's creepage
   * ranges, ξ in steps of 1/3 and η, φ in 8 steps each (the case's cy = 0
   * and spin = 0 lie on grid points): 25 × 9 × 9 entries */
  double x[TL_TABLE_N_AXES];
  tl_table_inputs(&basics, params->mu, 0.0, 0.0, 0.0, x);
  TlTableSpec s = tl_table_spec_default();
  s.n[TL_TABLE_RATIO] = s.n[TL_TABLE_NU] = 1;
  s.lo[TL_TABLE_RATIO] = s.hi[TL_TABLE_RATIO] = x[TL_TABLE_RATIO];
  s.lo[TL_TABLE_NU] = s.hi[TL_TABLE_NU] = x[TL_TABLE_NU];
  s.n[TL_TABLE_XI] = 25;
  s.n[TL_TABLE_ETA] = s.n[TL_TABLE_PHI] = 9;
  s.model = model;
  if ((st = tl_table_spec_validate(&s, err)) != TL_OK)
    return st;
  *out = s;
  return TL_OK;
}

TlStatus
tl_study_steady_table_build(const TlTableSpec *spec, const TlStudyControl *ctl, TlTable **out,
                            TlError *err)
{
  double *values = NULL;
  signed char *status = NULL;
  TlStatus st = tl_study_steady_table_build_entries(spec, ctl, out, &values, &status, err);
  free(values);
  free(status);
  return st;
}

TlStatus
tl_study_steady_table_build_entries(const TlTableSpec *spec, const TlStudyControl *ctl,
                                    TlTable **out, double **values_out, signed char **status_out,
                                    TlError *err)
{
  TlStatus st = tl_table_spec_validate(spec, err);
  if (st != TL_OK)
    return st;
  const size_t count = tl_table_spec_count(spec);
  double *values = malloc(count * TL_TABLE_N_OUT * sizeof(double));
  signed char *status = malloc(count);
  TlTableSolver *sv = values && status ? tl_table_solver_new(spec, err) : NULL;
  if (!values || !status)
    st = tl_error_set(err, TL_ENOMEM, "out of memory for a table of %zu entries", count);
  else if (!sv)
    st = err ? err->status : TL_ENOMEM;
  /* in slices, so that the progress moves and a cancel is heard between them
   * as well as inside (the solver polls the flag itself) */
  const size_t slice = 64;
  for (size_t first = 0; st == TL_OK && first < count; first += slice) {
    const size_t n = count - first < slice ? count - first : slice;
    st = tl_table_solver_run(sv, first, n, values + TL_TABLE_N_OUT * first, status + first,
                             ctl ? ctl->cancel : NULL, err);
    if (st == TL_OK)
      tl_study_progress(ctl, (double)(first + n) / (double)count);
  }
  TlTable *t = st == TL_OK ? tl_table_new(spec, values, status, err) : NULL;
  if (st == TL_OK && !t)
    st = err ? err->status : TL_EINVAL;
  tl_table_solver_free(sv);
  if (st != TL_OK) {
    free(values);
    free(status);
    return st;
  }
  *out = t;
  *values_out = values;
  *status_out = status;
  return TL_OK;
}
