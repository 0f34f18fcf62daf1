/* cli-bench.h — `tribolab-cli bench`: the sections of the benchmark program
 * tribolab-cli-bench, which `tribolab-cli bench` runs (one file per model
 * family, the table of sections in cli-bench.c). */
#ifndef CLI_BENCH_H
#define CLI_BENCH_H

#include "cli.h"

typedef struct {
  int repeats;         /* timed samples per figure; the median is reported */
  double min_sample_s; /* each sample repeats the work for at least this long */
} CliBenchOptions;

typedef struct {
  const char *name;
  const char *summary;
  void (*run)(const CliBenchOptions *o);
} CliBenchSection;

int cli_bench(int argc, char **argv);
void cli_bench_fastsim(const CliBenchOptions *o);
void cli_bench_brush(const CliBenchOptions *o);
void cli_bench_thesis(const CliBenchOptions *o);
void cli_bench_slip(const CliBenchOptions *o);
void cli_bench_friction(const CliBenchOptions *o);
/* Median seconds per call of run(data) over o->repeats samples. */
double cli_bench_median(const CliBenchOptions *o, void (*run)(void *data), void *data);
/* Print "section.key=value". */
void cli_bench_print(const char *section, const char *key, double value);
void cli_bench_rolling(const CliBenchOptions *o); /* cli-bench-rolling.c */
void cli_bench_exact(const CliBenchOptions *o);   /* cli-bench-exact.c */
void cli_bench_subsurface(const CliBenchOptions *o); /* cli-bench-subsurface.c */
void cli_bench_wheelrail(const CliBenchOptions *o); /* cli-bench-wheelrail.c */
void cli_bench_wheelset(const CliBenchOptions *o);  /* cli-bench-wheelset.c */
void cli_bench_lesson(const CliBenchOptions *o);    /* cli-bench-lesson.c */
void cli_bench_wear(const CliBenchOptions *o);      /* cli-bench-wear.c */
void cli_bench_table(const CliBenchOptions *o);     /* cli-bench-table.c */

#endif /* CLI_BENCH_H */
