/* test-study-transient.c — the transient study's whole-run update: it runs to
 * spec.t_end, reports its progress, stops when asked, and keeps its previous
 * run when an update fails or is stopped. */
#include <glib.h>
#include <math.h>

#include "study-transient.h"

typedef struct {
  int calls;
  double last;
  volatile int stop;
  int stop_after; /* ask to stop after this many reports (0: never) */
} Progress;

static void
on_progress(double fraction, void *data)
{
  Progress *p = data;
  g_assert_cmpfloat(fraction, >=, p->last); /* it only moves on */
  p->last = fraction;
  p->calls++;
  if (p->stop_after && p->calls >= p->stop_after)
    p->stop = 1;
}

static void
test_update(void)
{
  g_test_summary("A whole run reaches t_end; a bad or stopped update keeps the previous run");
  TlStudyTransient s;
  tl_study_transient_init(&s);
  TlStudyTransientSpec spec = tl_study_transient_spec_default();
  spec.t_end = 0.4; /* four periods at 10 Hz, in slices of 256 rows */
  Progress pr = { 0 };
  const TlStudyControl ctl = { .cancel = &pr.stop, .progress = on_progress, .progress_data = &pr };
  TlError err;
  g_assert_cmpint(tl_study_transient_update(&s, &spec, &ctl, &err), ==, TL_OK);
  g_assert_true(s.valid);
  g_assert_cmpfloat(fabs(tl_study_transient_time(&s) - 0.4), <, tl_study_transient_dt(&s));
  g_assert_cmpint(pr.calls, >, 1);
  g_assert_cmpfloat(pr.last, ==, 1.0);
  const int rows = s.single.run.rec.n;

  /* a bad case: refused, the run stays */
  TlStudyTransientSpec bad = spec;
  bad.params.mu = -1.0;
  g_assert_cmpint(tl_study_transient_update(&s, &bad, NULL, &err), ==, TL_EINVAL);
  g_assert_cmpint(s.single.run.rec.n, ==, rows);

  /* stopped half-way: TL_ECANCELLED, the run stays */
  Progress stop = { .stop_after = 2 };
  const TlStudyControl halt = { .cancel = &stop.stop, .progress = on_progress,
                                .progress_data = &stop };
  spec.t_end = 0.8;
  g_assert_cmpint(tl_study_transient_update(&s, &spec, &halt, &err), ==, TL_ECANCELLED);
  g_assert_cmpint(s.single.run.rec.n, ==, rows);

  /* its summary: of the run kept */
  TlStudyTransientSummary sum;
  g_assert_cmpint(tl_study_transient_summarise(&s.single, &sum, &err), ==, TL_OK);
  g_assert_true(sum.periodic);
  g_assert_cmpint(sum.rows, ==, rows);
  g_assert_cmpstr(sum.model, ==, "brush");
  tl_study_transient_clear(&s);
  g_assert_false(s.valid);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  g_test_add_func("/study/transient/update", test_update);
  return g_test_run();
}
