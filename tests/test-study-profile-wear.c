/* test-study-profile-wear.c — what the profile-wear study promises
 * (study/study-profile-wear.h): a failed or cancelled update keeps the
 * previous result, set-up gives row 0, advance appends one row a step. */
#include <string.h>

#include "study-profile-wear.h"
#include "tl-test-util.h"

static void
profiles(TlProfile **w, TlProfile **r)
{
  TlError err;
  g_assert_cmpint(tl_profile_s1002(w, &err), ==, TL_OK);
  g_assert_cmpint(tl_profile_60e1(r, &err), ==, TL_OK);
}

static void
test_keeps_previous(void)
{
  TlProfile *w, *r;
  profiles(&w, &r);
  TlStudyProfileWear s;
  tl_study_profile_wear_init(&s);
  TlProfileWearParams p = tl_profile_wear_params_default();
  p.passes = 2385.0;
  p.wear.archard.k = 2.7e-3;
  TlError err;
  g_assert_cmpint(tl_study_profile_wear_update(&s, &p, w, r, NULL, &err), ==, TL_OK);
  g_assert_cmpint(s.n_rows, ==, 2);
  const TlProfileWearRow last = s.rows[1];
  g_assert_cmpfloat(last.passes, ==, 2385.0);

  /* a refused spec */
  TlProfileWearParams bad = p;
  bad.sigma = -1e-3;
  g_assert_cmpint(tl_study_profile_wear_update(&s, &bad, w, r, NULL, &err), ==, TL_EINVAL);
  g_assert_cmpint(s.n_rows, ==, 2);
  g_assert_cmpmem(&s.rows[1], sizeof last, &last, sizeof last);

  /* a cancelled run (the flag is read before the first contact search of a step) */
  volatile int cancel = 1;
  const TlStudyControl ctl = { &cancel, NULL, NULL };
  TlProfileWearParams other = p;
  other.passes = 5000.0;
  g_assert_cmpint(tl_study_profile_wear_update(&s, &other, w, r, &ctl, &err), ==, TL_ECANCELLED);
  g_assert_cmpint(s.n_rows, ==, 2);
  g_assert_cmpmem(&s.rows[1], sizeof last, &last, sizeof last);
  tl_study_profile_wear_clear(&s);
  tl_profile_free(w);
  tl_profile_free(r);
}

/* Stepping by hand gives the rows _update gives. */
static void
test_setup_advance(void)
{
  TlProfile *w, *r;
  profiles(&w, &r);
  TlProfileWearParams p = tl_profile_wear_params_default();
  p.passes = 3e4;
  p.wear.archard.k = 2.7e-3;
  p.max_depth_step = 0.03e-3;
  TlStudyProfileWear a, b;
  tl_study_profile_wear_init(&a);
  tl_study_profile_wear_init(&b);
  TlError err;
  g_assert_cmpint(tl_study_profile_wear_update(&a, &p, w, r, NULL, &err), ==, TL_OK);
  g_assert_cmpint(tl_study_profile_wear_setup(&b, &p, w, r, &err), ==, TL_OK);
  g_assert_cmpint(b.n_rows, ==, 1);
  g_assert_cmpfloat(b.rows[0].passes, ==, 0.0);
  while (!tl_study_profile_wear_done(&b))
    g_assert_cmpint(tl_study_profile_wear_advance(&b, NULL, &err), ==, TL_OK);
  g_assert_cmpint(a.n_rows, >=, 3); /* several steps */
  g_assert_cmpint(b.n_rows, ==, a.n_rows);
  for (int i = 0; i < a.n_rows; i++)
    g_assert_cmpmem(&a.rows[i], sizeof a.rows[i], &b.rows[i], sizeof b.rows[i]);
  tl_study_profile_wear_clear(&a);
  tl_study_profile_wear_clear(&b);
  tl_profile_free(w);
  tl_profile_free(r);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  g_test_add_func("/study-profile-wear/keeps-previous", test_keeps_previous);
  g_test_add_func("/study-profile-wear/setup-advance", test_setup_advance);
  return g_test_run();
}
