/* test-render-steady-law.c — the steady figure with a friction law that falls
 * with the slip speed, without a display: the adhesion maxima it marks (the
 * theory chapter's values, docs/theory-friction-in-contact.md §6 b and c:
 * 0.3896 at cx = 0.0075 for the exponential law at V/s_h = 10 on 50 × 50,
 * ±2e-4 as located there; Polach dry at 10 m/s 0.4353 at 0.0365, ±1e-4 in f
 * and the last printed digit in cx), and the other speeds' curves it keeps
 * across a change of V: the same numbers as solved afresh, bit for bit. */
#include <math.h>
#include <string.h>

#include "tl-test-util.h"
#include "tlr-figure-steady.h"

static TlStudySteadySpec
law_spec(TlSlipLawKind kind, double speed)
{
  TlStudySteadySpec s = tl_study_steady_spec_default();
  s.curves.params.speed = speed;
  s.curves.params.cx = 0.0075;
  s.curves.law = tl_slip_friction_default(kind);
  s.n_points = 41;
  return s;
}

static void
update(TlStudySteady *fig, const TlStudySteadySpec *spec)
{
  TlError err;
  if (tl_study_steady_prepare(fig, spec, &err) != TL_OK)
    g_error("%s", err.message);
}

static void
test_peaks(void)
{
  g_test_summary("The figure marks the adhesion maximum of FASTSIM with the exponential law "
                 "and of Polach's dry model");
  TlStudySteady fig;
  tl_study_steady_init(&fig);
  TlStudySteadySpec s = law_spec(TL_SLIP_LAW_EXP, 1.0);
  update(&fig, &s);
  g_assert_true(fig.law_on);
  g_assert_cmpfloat_with_epsilon(fig.peak_f, 0.3896, 2e-4);
  g_assert_cmpfloat_with_epsilon(fig.peak_cx, 0.0075, 2e-4);
  g_assert_cmpfloat_with_epsilon(fig.n_max, 0.386, 0.005);
  s = law_spec(TL_SLIP_LAW_POLACH, 10.0);
  s.curves.models |= TL_STEADY_POLACH;
  update(&fig, &s);
  g_assert_cmpfloat_with_epsilon(fig.polach_peak_f, 0.4353, 1e-4);
  g_assert_cmpfloat_with_epsilon(fig.polach_peak_cx, 0.0365, 1e-4);
  tl_study_steady_clear(&fig);
}

static void
test_speeds_kept(void)
{
  g_test_summary("A new V keeps the other speeds' curves, equal to a fresh solve");
  TlStudySteady kept, fresh;
  tl_study_steady_init(&kept);
  tl_study_steady_init(&fresh);
  TlStudySteadySpec s = law_spec(TL_SLIP_LAW_EXP, 1.0);
  update(&kept, &s);
  g_assert_null(kept.f_speed[0]); /* 1 m/s is the case's own curve */
  s.curves.params.speed = 2.0;
  update(&kept, &s);
  update(&fresh, &s);
  for (int i = 0; i < TL_STEADY_MAX_SPEEDS; i++) {
    g_assert_nonnull(kept.f_speed[i]);
    for (int k = 0; k < kept.n; k++)
      g_assert_cmpfloat(kept.f_speed[i][k], ==, fresh.f_speed[i][k]);
  }
  /* another law: solved again, not kept */
  s.curves.law.s_half1 = 1.0;
  update(&kept, &s);
  update(&fresh, &s);
  for (int k = 0; k < kept.n; k++)
    g_assert_cmpfloat(kept.f_speed[1][k], ==, fresh.f_speed[1][k]);
  tl_study_steady_clear(&kept);
  tl_study_steady_clear(&fresh);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/render-steady-law/peaks", test_peaks);
  g_test_add_func("/render-steady-law/speeds-kept", test_speeds_kept);
  return g_test_run();
}
