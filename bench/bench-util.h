/* bench-util.h — the clock and the median shared by the benchmark programs. */
#ifndef TL_BENCH_UTIL_H
#define TL_BENCH_UTIL_H

#include <stdlib.h>
#include <time.h>

/* Monotonic seconds. */
static inline double
bench_now(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static inline int
bench_cmp(const void *a, const void *b)
{
  const double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* Median of n samples (sorts them). */
static inline double
bench_median(double *v, int n)
{
  qsort(v, (size_t)n, sizeof v[0], bench_cmp);
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

#endif /* TL_BENCH_UTIL_H */
