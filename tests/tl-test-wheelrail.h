/* tl-test-wheelrail.h — what the wheel-rail tests share: the built-in S1002
 * wheels on 60E1 rails laid out as one wheelset, and its contact search. */
#ifndef TL_TEST_WHEELRAIL_H
#define TL_TEST_WHEELRAIL_H

#include <glib.h>

#include "tribo/profile.h"
#include "tribo/units.h"
#include "tribo/wheelrail.h"

typedef struct {
  TlProfile *wheel, *rail;
  TlWheelrail *wr;
} TlTestWr;

/* S1002 wheels on 60E1 rails laid out by p, or the test fails with the
 * core's message. */
static inline TlTestWr
tl_test_wr_new(const TlWheelsetParams *p)
{
  TlTestWr s = { 0 };
  g_assert_cmpint(tl_profile_s1002(&s.wheel, NULL), ==, TL_OK);
  g_assert_cmpint(tl_profile_60e1(&s.rail, NULL), ==, TL_OK);
  TlError err;
  if (tl_wheelrail_alloc(p, s.wheel, s.rail, &s.wr, &err) != TL_OK)
    g_error("%s", err.message);
  return s;
}

static inline void
tl_test_wr_free(TlTestWr *s)
{
  tl_wheelrail_free(s->wr);
  tl_profile_free(s->wheel);
  tl_profile_free(s->rail);
}

/* The contact at a lateral shift of y_mm millimetres, or the test fails
 * naming the shift. */
static inline TlWrContact
tl_test_wr_contact(const TlTestWr *s, double y_mm)
{
  TlWrContact c;
  TlError err;
  if (tl_wheelrail_contact(s->wr, y_mm * TL_UNIT_MM, &c, &err) != TL_OK)
    g_error("y = %g mm: %s", y_mm, err.message);
  return c;
}

#endif /* TL_TEST_WHEELRAIL_H */
