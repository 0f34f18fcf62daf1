/* test-transient-models.c — opening the brush or the exact solver as a
 * transient model, and changing its case mid-run.
 *
 * Reference: Hertz scaling.  With the semi-axes given at a reference load,
 * a ∝ F_N^(1/3), so eight times the load doubles a, the cell Δx = 2a/mx and
 * with it either model's natural step Δx/V (rounding only: cbrt(8) = 2). */
#include <string.h>

#include "tl-test-util.h"
#include "tribo/transient-models.h"

static double
natural_step(TlTransientModel m)
{
  TlTransientInfo info;
  m.klass->info(m.self, &info);
  return info.natural_step;
}

static void
test_open_and_rescale(gconstpointer data)
{
  const TlTransientKind kind = GPOINTER_TO_INT(data);
  g_test_summary("Either model opens for a case; 8x the load doubles its natural step dx/V");
  TlContactParams p = tl_contact_params_default();
  p.mx = p.my = 16;
  TlBrush *brush = (TlBrush *)&p; /* sentinels: must be overwritten */
  TlExact *exact = (TlExact *)&p;
  TlTransientModel model = { 0 };
  TlError err;
  g_assert_cmpint(tl_transient_models_open(kind, &p, &brush, &exact, &model, &err), ==, TL_OK);
  if (kind == TL_TRANSIENT_EXACT_THEORY) {
    g_assert_null(brush);
    g_assert_nonnull(exact);
    g_assert_cmpstr(model.klass->name, ==, "exact");
    g_assert_cmpfloat(natural_step(model), ==, tl_exact_time_step(exact));
  } else {
    g_assert_null(exact);
    g_assert_nonnull(brush);
    g_assert_cmpstr(model.klass->name, ==, "brush");
  }
  const double before = natural_step(model);
  TlContactParams q = p;
  q.hertz.normal_load *= 8.0;
  g_assert_cmpint(tl_transient_models_set_params(brush, exact, &q, &err), ==, TL_OK);
  tl_assert_rel(natural_step(model) / before, 2.0, 1e-12);

  /* a bad case changes nothing */
  TlContactParams bad = q;
  bad.mu = -0.385;
  g_assert_cmpint(tl_transient_models_set_params(brush, exact, &bad, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "friction coefficient"));
  tl_assert_rel(natural_step(model) / before, 2.0, 1e-12);
  tl_transient_models_close(brush, exact);
}

static void
test_errors(void)
{
  g_test_summary("A bad case or kind: an error, the outputs untouched");
  TlContactParams p = tl_contact_params_default();
  p.mx = p.my = 16;
  p.hertz.normal_load = -2.385e3;
  TlBrush *brush = NULL;
  TlExact *exact = NULL;
  TlTransientModel model = { 0 };
  TlError err;
  for (int kind = TL_TRANSIENT_BRUSH_MODEL; kind <= TL_TRANSIENT_EXACT_THEORY; kind++) {
    g_assert_cmpint(tl_transient_models_open((TlTransientKind)kind, &p, &brush, &exact, &model,
                                             &err),
                    ==, TL_EINVAL);
    g_assert_null(brush);
    g_assert_null(exact);
    g_assert_null(model.self);
  }
  /* an unknown traction bound: refused though the exact solver bounds |τ| by
   * its own pressure */
  p = tl_contact_params_default();
  p.mx = p.my = 16;
  p.bound = (TlTractionBound)9;
  g_assert_cmpint(tl_transient_models_open(TL_TRANSIENT_EXACT_THEORY, &p, &brush, &exact, &model,
                                           &err),
                  ==, TL_EINVAL);
  g_assert_null(exact);
  p = tl_contact_params_default();
  g_assert_cmpint(tl_transient_models_open((TlTransientKind)7, &p, &brush, &exact, &model, &err),
                  ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "unknown transient model"));
  g_assert_cmpint(tl_transient_models_set_params(NULL, NULL, &p, &err), ==, TL_EINVAL);
  tl_transient_models_close(NULL, NULL);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  g_test_add_data_func("/transient-models/brush", GINT_TO_POINTER(TL_TRANSIENT_BRUSH_MODEL),
                       test_open_and_rescale);
  g_test_add_data_func("/transient-models/exact", GINT_TO_POINTER(TL_TRANSIENT_EXACT_THEORY),
                       test_open_and_rescale);
  g_test_add_func("/transient-models/errors", test_errors);
  return g_test_run();
}
