/* cli-bench-table.c — benchmark section "table": creep-force tables
 * (tribo/table.h, docs/theory.md §14) at the default table's solver settings.
 *
 *   table.exact_case_ms       one exact entry (20 x 20 cells, from zero traction):
 *                             the mean over 24 entries spread evenly over the
 *                             creepages of the default table at a/b = 1.19
 *   table.exact_cases_per_s   1000 / exact_case_ms: entries per second per core
 *   table.fastsim_case_ms     one FASTSIM entry on the same grid
 *   table.usetab_core_h       204 800 exact entries on one core, in hours
 *   table.usetab_32_min       … on 32 cores and …
 *   table.usetab_256_min      … on 256 (perfect scaling; the chunk files make
 *                             the parallel part embarrassingly parallel)
 *   table.query_us            one cubic look-up in the default table's layout
 *   table.query_linear_us     one multilinear look-up
 *   table.query_per_s         1e6 / query_us
 * The look-ups run on a table of the default layout filled with a smooth
 * stand-in function (its values do not change the cost). */
#include <math.h>
#include <stdlib.h>

#include "cli-bench.h"
#include "tribo/table.h"

#define ROW 24
#define QUERIES 4096

typedef struct {
  TlTableSolver *sv;
  size_t first, stride;
  double values[ROW * TL_TABLE_N_OUT];
  signed char status[ROW];
  TlTable *table;
  TlTableInterp interp;
  double points[QUERIES][TL_TABLE_N_AXES];
  double sink;
} TableBench;

static void
run_row(void *data)
{
  TableBench *b = data;
  for (int j = 0; j < ROW; j++)
    tl_table_solver_run(b->sv, b->first + (size_t)j * b->stride, 1, b->values + 3 * j,
                        b->status + j, NULL, NULL);
}

static void
run_queries(void *data)
{
  TableBench *b = data;
  double f[TL_TABLE_N_OUT], s = 0.0;
  for (int q = 0; q < QUERIES; q++) {
    tl_table_eval(b->table, b->interp, b->points[q], f);
    s += f[0] + f[1] + f[2];
  }
  b->sink += s;
}

/* ROW entries spread over the creepages of one ellipse ratio (a table's
 * consecutive entries share their ratio, so the workspace is built once per
 * ratio in a build as here). */
static double
case_seconds(const CliBenchOptions *o, TableBench *b, TlTableModel model)
{
  TlTableSpec s = tl_table_spec_default();
  s.model = model;
  b->sv = tl_table_solver_new(&s, NULL);
  if (!b->sv)
    return NAN;
  const size_t per_ratio = tl_table_spec_count(&s) / (size_t)s.n[TL_TABLE_RATIO];
  /* the ratio nearest 1.19 (a node of the default axis), whatever its index */
  int near = 0;
  for (int i = 1; i < s.n[TL_TABLE_RATIO]; i++)
    if (fabs(log(tl_table_axis_value(&s, TL_TABLE_RATIO, i) / 1.19)) <
        fabs(log(tl_table_axis_value(&s, TL_TABLE_RATIO, near) / 1.19)))
      near = i;
  b->first = (size_t)near * per_ratio;
  b->stride = per_ratio / ROW;
  const double t = cli_bench_median(o, run_row, b) / ROW;
  tl_table_solver_free(b->sv);
  return t;
}

void
cli_bench_table(const CliBenchOptions *o)
{
  TableBench *b = calloc(1, sizeof *b);
  if (!b)
    return;
  const double exact = case_seconds(o, b, TL_TABLE_EXACT);
  cli_bench_print("table", "exact_case_ms", 1e3 * exact);
  cli_bench_print("table", "exact_cases_per_s", 1.0 / exact);
  cli_bench_print("table", "fastsim_case_ms", 1e3 * case_seconds(o, b, TL_TABLE_FASTSIM));
  const double usetab = 25.0 * 16 * 16 * 32;
  cli_bench_print("table", "usetab_core_h", usetab * exact / 3600.0);
  cli_bench_print("table", "usetab_32_min", usetab * exact / 32 / 60.0);
  cli_bench_print("table", "usetab_256_min", usetab * exact / 256 / 60.0);

  const TlTableSpec s = tl_table_spec_default();
  const size_t n = tl_table_spec_count(&s);
  double *v = malloc(n * TL_TABLE_N_OUT * sizeof *v);
  if (!v) {
    free(b);
    return;
  }
  for (size_t e = 0; e < n * TL_TABLE_N_OUT; e++)
    v[e] = sin(0.001 * (double)e);
  b->table = tl_table_new(&s, v, NULL, NULL);
  free(v);
  unsigned seed = 12345u;
  for (int q = 0; q < QUERIES; q++)
    for (int k = 0; k < TL_TABLE_N_AXES; k++) {
      seed = seed * 1103515245u + 12345u;
      const double u = (seed >> 8) / 16777216.0;
      b->points[q][k] = s.lo[k] + u * (s.hi[k] - s.lo[k]);
    }
  b->interp = TL_TABLE_CUBIC;
  const double cubic = cli_bench_median(o, run_queries, b) / QUERIES;
  b->interp = TL_TABLE_LINEAR;
  const double linear = cli_bench_median(o, run_queries, b) / QUERIES;
  cli_bench_print("table", "query_us", 1e6 * cubic);
  cli_bench_print("table", "query_linear_us", 1e6 * linear);
  cli_bench_print("table", "query_per_s", 1.0 / cubic);
  tl_table_free(b->table);
  free(b);
}
