/* cli-bench-subsurface.c — benchmark section "subsurface": stresses below the
 * surface under the thesis ellipse on 40 × 40 cells.
 *
 *   subsurface.section_first_ms     an x–z section of 100 × 60 points from a new
 *                                   workspace: influence tables plus sums (full slip:
 *                                   p and τx)
 *   subsurface.section_ms           the same section again (tables cached, new
 *                                   tractions only re-run the sums), full slip
 *   subsurface.section_hertz_ms     the same, frictionless (p only)
 *   subsurface.line_ms              a vertical line of 200 depths (direct sums)
 *   subsurface.table_mb             memory of the section's tables [MB]
 *   subsurface.*_cpu_ms             the same figures in process CPU time (medians of
 *                                   --repeats single calls): on a shared, loaded machine
 *                                   wall time counts the waits for a core as well
 * Times are medians of --repeats samples. */
#include <stdlib.h>
#include <time.h>

#include "cli-bench.h"
#include "tribo/subsurface.h"
#include "tribo/traction-field.h"

typedef struct {
  TlTractionField field;
  TlSectionSpec spec;
  TlSubsurface *ws;
  TlSection sec;
  int failed;
} SubsurfaceBench;

static void
run_first(void *data)
{
  SubsurfaceBench *b = data;
  TlSubsurface *ws = tl_subsurface_new();
  b->failed |= !ws || tl_subsurface_section(ws, &b->field, &b->spec, &b->sec, NULL) != TL_OK;
  tl_subsurface_free(ws);
}

static void
run_cached(void *data)
{
  SubsurfaceBench *b = data;
  b->failed |= tl_subsurface_section(b->ws, &b->field, &b->spec, &b->sec, NULL) != TL_OK;
}

static void
run_line(void *data)
{
  SubsurfaceBench *b = data;
  b->failed |= tl_subsurface_line(&b->field, TL_BODY_RAIL, 1.385e-3, 0.0, b->spec.depth_max, 200,
                                  &b->sec, NULL) != TL_OK;
}

static int
compare_double(const void *a, const void *b)
{
  const double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* Median process CPU time of single calls [s]. */
static double
cpu_median(const CliBenchOptions *o, void (*run)(void *data), void *data)
{
  const int reps = o->repeats < 1 ? 1 : o->repeats > 99 ? 99 : o->repeats;
  double t[99];
  for (int r = 0; r < reps; r++) {
    struct timespec a, b;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &a);
    run(data);
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &b);
    t[r] = (double)(b.tv_sec - a.tv_sec) + 1e-9 * (double)(b.tv_nsec - a.tv_nsec);
  }
  qsort(t, (size_t)reps, sizeof t[0], compare_double);
  return reps % 2 ? t[reps / 2] : 0.5 * (t[reps / 2 - 1] + t[reps / 2]);
}

void
cli_bench_subsurface(const CliBenchOptions *o)
{
  SubsurfaceBench b = {0};
  TlContactParams p = tl_contact_params_default();
  TlError err;
  p.mx = p.my = 40;
  p.mu = 0.3;
  if (tl_traction_field_compute(&b.field, TL_FIELD_SLIDE, &p, &err) != TL_OK) {
    fprintf(stderr, "tribolab-cli bench: subsurface: %s\n", err.message);
    return;
  }
  b.spec = tl_section_spec_default(&b.field, TL_PLANE_XZ);
  b.spec.n_along = 100;
  b.spec.n_depth = 60;
  b.ws = tl_subsurface_new();
  cli_bench_print("subsurface", "section_first_ms", 1e3 * cli_bench_median(o, run_first, &b));
  cli_bench_print("subsurface", "section_ms", 1e3 * cli_bench_median(o, run_cached, &b));
  cli_bench_print("subsurface", "section_first_cpu_ms", 1e3 * cpu_median(o, run_first, &b));
  cli_bench_print("subsurface", "section_cpu_ms", 1e3 * cpu_median(o, run_cached, &b));
  /* the tables of 100 points at the cell pitch: 18 functions × 60 depths × 40 rows ×
   * (100 + 39) floats */
  cli_bench_print("subsurface", "table_mb", 18.0 * 60 * 40 * (100 + 39) * 4 / 1048576.0);
  if (tl_traction_field_compute(&b.field, TL_FIELD_HERTZ, &p, &err) == TL_OK) {
    cli_bench_print("subsurface", "section_hertz_ms",
                       1e3 * cli_bench_median(o, run_cached, &b));
    cli_bench_print("subsurface", "section_hertz_cpu_ms", 1e3 * cpu_median(o, run_cached, &b));
  }
  cli_bench_print("subsurface", "line_ms", 1e3 * cli_bench_median(o, run_line, &b));
  cli_bench_print("subsurface", "line_cpu_ms", 1e3 * cpu_median(o, run_line, &b));
  if (b.failed)
    fprintf(stderr, "tribolab-cli bench: subsurface: a section failed\n");
  tl_section_clear(&b.sec);
  tl_subsurface_free(b.ws);
  tl_traction_field_clear(&b.field);
}
