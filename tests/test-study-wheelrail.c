/* test-study-wheelrail.c — the wheel-rail study's own promises: a failed
 * update keeps the previous result, the patch of a contact point is found
 * (or not) in one place, a table made away from the study is adopted only
 * for the wheelset the study shows, a raised cancel flag stops the table,
 * and the steady page's patch source rolls the chosen patch. */
#include <glib.h>
#include <math.h>

#include "study-steady-wheelrail.h"
#include "study-wheelrail.h"
#include "tribo/units.h"

static void
test_update_keeps_result(void)
{
  g_test_summary("A failed update keeps the previous result");
  TlStudyWheelrail s;
  tl_study_wheelrail_init(&s);
  TlPresetWheelrail w = tl_preset_wheelrail_default();
  w.y = 3.0 * TL_UNIT_MM;
  g_assert_cmpint(tl_study_wheelrail_update(&s, &w, NULL, NULL), ==, TL_OK);
  g_assert_true(s.valid);
  g_assert_cmpint(s.n_rows, >=, 2);
  g_assert_cmpint(s.rows[0].side, ==, TL_WR_LEFT);
  g_assert_cmpint(s.rows[s.n_rows - 1].side, ==, TL_WR_RIGHT);
  g_assert_cmpint(s.section[TL_WR_LEFT].n_rail, >, 10);
  const double dr = s.contact.dr;

  TlPresetWheelrail bad = w;
  bad.y = 5.0 * TL_UNIT_MM;
  bad.normal.load = -1.0;
  TlError err;
  g_assert_cmpint(tl_study_wheelrail_update(&s, &bad, NULL, &err), ==, TL_EINVAL);
  g_assert_true(s.valid);
  g_assert_cmpfloat(s.contact.dr, ==, dr);
  g_assert_cmpfloat(s.spec.y, ==, w.y);
  tl_study_wheelrail_clear(&s);
}

static void
test_find_patch(void)
{
  g_test_summary("The patch of contact point k: found, or -1 and a message with the shift");
  TlStudyWheelrail s;
  tl_study_wheelrail_init(&s);
  TlPresetWheelrail w = tl_preset_wheelrail_default();
  w.point = 3;
  g_assert_cmpint(tl_study_wheelrail_update(&s, &w, NULL, NULL), ==, TL_OK);
  g_assert_cmpint(tl_study_wheelrail_find_patch(&s.normal[TL_WR_LEFT], 1), ==, 0);
  g_assert_cmpint(tl_study_wheelrail_find_patch(&s.normal[TL_WR_LEFT], 3), ==, -1);
  TlError err;
  g_assert_null(tl_study_wheelrail_chosen_patch(&s, &err));
  g_assert_cmpint(err.status, ==, TL_ERANGE);
  g_assert_nonnull(strstr(err.message, "no loaded contact point 3 at y = 0.00 mm"));
  g_assert_cmpint(s.patch, ==, 0); /* the figure shows the wheel's first patch */
  w.point = 1;
  g_assert_cmpint(tl_study_wheelrail_update(&s, &w, NULL, NULL), ==, TL_OK);
  const TlWrPatch *p = tl_study_wheelrail_chosen_patch(&s, NULL);
  g_assert_nonnull(p);
  g_assert_cmpint(p->point, ==, 0);
  tl_study_wheelrail_clear(&s);
}

static void
test_table_adopt_and_cancel(void)
{
  g_test_summary("A table made on a worker's study is adopted for the same wheelset only; "
                 "a raised flag stops it");
  TlPresetWheelrail w = tl_preset_wheelrail_default();
  TlStudyWheelrail shown, away;
  tl_study_wheelrail_init(&shown);
  tl_study_wheelrail_init(&away);
  g_assert_cmpint(tl_study_wheelrail_update(&shown, &w, NULL, NULL), ==, TL_OK);

  const volatile int stop = 1;
  const TlStudyControl cancelled = { &stop, NULL, NULL };
  TlError err;
  g_assert_cmpint(tl_study_wheelrail_tabulate(&away, &w.track, 3.1 * TL_UNIT_MM,
                                              0.1 * TL_UNIT_MM, &cancelled, &err),
                  ==, TL_ECANCELLED);
  g_assert_cmpint(away.table.n, ==, 0);

  g_assert_cmpint(tl_study_wheelrail_tabulate(&away, &w.track, 3.1 * TL_UNIT_MM,
                                              0.1 * TL_UNIT_MM, NULL, NULL),
                  ==, TL_OK);
  g_assert_cmpint(away.table.n, >, 2);
  g_assert_cmpfloat(away.conicity.amplitude, ==, 3.0 * TL_UNIT_MM);
  g_assert_cmpint(away.n_conicity, ==, 27); /* 0.5 … 3.1 mm every 0.1 mm */

  /* another gauge: not adopted, both left as they were */
  TlPresetWheelrail other = w;
  other.track.gauge = 1.440;
  g_assert_cmpint(tl_study_wheelrail_update(&shown, &other, NULL, NULL), ==, TL_OK);
  g_assert_false(tl_study_wheelrail_adopt_table(&shown, &away));
  g_assert_cmpint(shown.table.n, ==, 0);
  g_assert_cmpint(away.table.n, >, 2);

  g_assert_cmpint(tl_study_wheelrail_update(&shown, &w, NULL, NULL), ==, TL_OK);
  const double harmonic = away.conicity.harmonic;
  g_assert_true(tl_study_wheelrail_adopt_table(&shown, &away));
  g_assert_cmpint(shown.table.n, >, 2);
  g_assert_cmpint(away.table.n, ==, 0);
  g_assert_cmpfloat(shown.conicity.harmonic, ==, harmonic);
  TlWrConicity c;
  g_assert_cmpint(tl_study_wheelrail_conicity(&shown, 3.0 * TL_UNIT_MM, &c, NULL), ==, TL_OK);
  g_assert_cmpfloat(c.harmonic, ==, harmonic);

  tl_study_wheelrail_clear(&away);
  tl_study_wheelrail_clear(&shown);
}

static void
test_roll(void)
{
  g_test_summary("The chosen patch rolled: its load, and 1 where a cell slips");
  TlStudyWheelrail s;
  tl_study_wheelrail_init(&s);
  TlPresetWheelrail w = tl_preset_wheelrail_default();
  g_assert_cmpint(tl_study_wheelrail_update(&s, &w, NULL, NULL), ==, TL_OK);
  const TlWrPatch *p = tl_study_wheelrail_chosen_patch(&s, NULL);
  g_assert_nonnull(p);
  TlStudyWheelrailRoll r;
  tl_study_wheelrail_roll_init(&r);
  g_assert_cmpint(tl_study_wheelrail_roll_update(&r, p, &w.normal.wheel, &w.normal.rail, &w.roll,
                                                 NULL, NULL),
                  ==, TL_OK);
  g_assert_true(r.valid);
  g_assert_cmpfloat_with_epsilon(r.roll.load / p->normal_force, 1.0, 1e-3);
  g_assert_cmpfloat(r.normal_force, ==, p->normal_force);
  const TlTraction *t = &r.roll.field.t;
  int slipping = 0;
  for (int k = 0; k < t->mx * t->my; k++)
    if (t->state[k] == TL_CELL_SLIP) {
      g_assert_cmpfloat_with_epsilon(r.ratio[k], 1.0, 1e-6);
      slipping++;
    }
  g_assert_cmpint(slipping, >, 0);
  tl_study_wheelrail_roll_clear(&r);
  tl_study_wheelrail_clear(&s);
}

static void
test_steady_source(void)
{
  g_test_summary("The steady page's source: the curve at its abscissae, f at the operating "
                 "point; a missing point keeps the previous result");
  TlStudySteadyWheelrail s;
  tl_study_steady_wheelrail_init(&s);
  TlPresetWheelrail w = tl_preset_wheelrail_default();
  TlWrRollParams rp = tl_preset_wheelrail_default().roll;
  rp.mx = rp.my = 30;
  const double cx[4] = { 0.0, 0.001, 0.002, 0.004 };
  g_assert_cmpint(tl_study_steady_wheelrail_update(&s, &w, &rp, cx, 4, NULL, NULL), ==, TL_OK);
  g_assert_true(s.valid);
  g_assert_cmpint(s.n, ==, 4);
  g_assert_cmpfloat_with_epsilon(s.f[0], 0.0, 1e-12);
  g_assert_cmpfloat(s.f[3], >, s.f[1]);
  g_assert_cmpfloat(s.op_cx, ==, rp.cx);
  g_assert_cmpfloat_with_epsilon(s.op_f, s.f[2], 1e-9); /* FASTSIM at the same creepage */
  const double f = s.op_f;

  w.point = 3;
  TlError err;
  g_assert_cmpint(tl_study_steady_wheelrail_update(&s, &w, &rp, cx, 4, NULL, &err), ==,
                  TL_ERANGE);
  g_assert_true(s.valid);
  g_assert_cmpfloat(s.op_f, ==, f);
  tl_study_steady_wheelrail_clear(&s);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  g_test_add_func("/study/wheelrail/update-keeps-result", test_update_keeps_result);
  g_test_add_func("/study/wheelrail/find-patch", test_find_patch);
  g_test_add_func("/study/wheelrail/table-adopt-cancel", test_table_adopt_and_cancel);
  g_test_add_func("/study/wheelrail/roll", test_roll);
  g_test_add_func("/study/wheelrail/steady-source", test_steady_source);
  return g_test_run();
}
