/* test-gui-wheelset.c — the "Wheelset on track" page in the real window
 * under Xvfb: its plots draw, a slider moves the read-out to the study's
 * own numbers for the page's new spec (computed here again through the
 * study), the sweep's nonlinear critical speed arrives, and the top view's
 * animation advances; the page and the document's [wheelset] section follow
 * each other, and the lesson "Why trains hunt" walks through the page. */
#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include "study-wheelset.h"
#include "tl-test-gui.h"
#include "tl-test-table.h"
#include "tl-test-util.h"
#include "tl-test-wheelset.h"
#include "tlv-document.h"
#include "tlv-lesson-bar.h"
#include "tlv-plot.h"
#include "tlv-wheelset-page.h"
#include "tlv-window.h"
#include "tribo/table.h"
#include "tribo/units.h"

static gboolean
page_idle(gpointer data)
{
  return !tlv_wheelset_page_is_busy(data);
}

static const char *
readout(gpointer page)
{
  return tlv_wheelset_page_get_readout(page);
}

static void
test_page(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("The page draws, its read-out follows a slider to the study's values, the "
                 "sweep reports its nonlinear critical speed and the animation advances");
  TlvWheelsetPage *page =
      TLV_WHEELSET_PAGE(tl_gui_show_page(f, "wheelset", TLV_TYPE_WHEELSET_PAGE));
  g_assert_nonnull(page);
  g_assert_true(tl_gui_iterate_until(page_idle, page, 120.0));
  g_assert_null(tlv_wheelset_page_get_run_error(page));
  TlvPlot *plot = TLV_PLOT(tl_gui_find(GTK_WIDGET(page), TLV_TYPE_PLOT, NULL));
  g_assert_true(tl_gui_wait_drawn(plot, 20.0));
  g_assert_cmpint(tl_gui_coloured_pixels(plot, 40), >, 500); /* the path, the curves, the coloured root locus */

  /* the critical speed of the page's spec, at the read-out's digits */
  TlStudyWheelsetSpec spec = tlv_wheelset_page_get_spec(page);
  TlStudyWheelset s = tl_test_ws_computed(&spec);
  char *want = g_strdup_printf("Critical speed %.4g m/s", s.critical.speed);
  g_assert_nonnull(strstr(tlv_wheelset_page_get_readout(page), want));
  g_free(want);
  tl_study_wheelset_clear(&s);

  /* a stiffer yaw spring: the read-out moves to the new spec's critical
   * speed and to the damping of its least damped mode at the new speed */
  gtk_range_set_value(tlv_wheelset_page_get_slider(page, TLV_WS_SLIDER_KPSI), 23.5);
  gtk_range_set_value(tlv_wheelset_page_get_slider(page, TLV_WS_SLIDER_SPEED), 137.0);
  spec = tlv_wheelset_page_get_spec(page);
  tl_assert_rel(spec.params.kpsi, 23.5e6, 1e-12);
  s = tl_test_ws_computed(&spec);
  g_assert_cmpint(s.critical.kind, ==, TL_WS_CRITICAL_FOUND);
  want = g_strdup_printf("Critical speed %.4g m/s", s.critical.speed);
  g_assert_true(tl_gui_wait_text(readout, page, want, 60.0));
  char *damping = g_strdup_printf("At 137 m/s the least damped mode has damping ratio %.3g",
                                  s.eigen_run[s.least_damped].damping_ratio);
  g_assert_nonnull(strstr(tlv_wheelset_page_get_readout(page), damping));
  g_free(damping);
  g_free(want);
  tl_study_wheelset_clear(&s);

  /* the sweep of the same spec: its nonlinear critical speed in the read-out */
  g_assert_true(tl_gui_iterate_until(page_idle, page, 120.0));
  TlStudyWheelsetSpec sweep = tlv_wheelset_page_get_sweep_spec(page);
  s = tl_test_ws_computed(&sweep);
  if (isfinite(s.nonlinear_critical))
    want = g_strdup_printf("dies below %.4g m/s", s.nonlinear_critical);
  else
    want = g_strdup("no limit cycle in the sweep");
  g_assert_nonnull(strstr(tlv_wheelset_page_get_readout(page), want));
  g_free(want);
  tl_study_wheelset_clear(&s);

  /* the animation plays the run back */
  const double t0 = tlv_wheelset_page_get_time(page);
  tl_gui_run_for(0.5);
  g_assert_cmpfloat(tlv_wheelset_page_get_time(page), !=, t0);
}

/* A slider lands in the document; the document (as a preset or a lesson
 * sets it) lands in the sliders and in the spec the page runs, also a value
 * no slider holds. */
static void
test_document(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("The page's sliders and drop-downs and the document's [wheelset] section "
                 "follow each other");
  TlvWheelsetPage *page =
      TLV_WHEELSET_PAGE(tl_gui_show_page(f, "wheelset", TLV_TYPE_WHEELSET_PAGE));
  g_assert_nonnull(page);
  gtk_range_set_value(tlv_wheelset_page_get_slider(page, TLV_WS_SLIDER_SPEED), 95.0);
  gtk_range_set_value(tlv_wheelset_page_get_slider(page, TLV_WS_SLIDER_CONICITY), 0.3);
  const TlPresetWheelset *doc = tlv_document_get_wheelset(f->doc);
  g_assert_cmpfloat(doc->speed, ==, 95.0);
  g_assert_cmpfloat(doc->params.conicity, ==, 0.3);

  TlPresetWheelset w = *doc;
  w.speed = 42.0;
  w.params.kpsi = 7.5e6;
  w.params.mass = 1800.0; /* no slider */
  w.creep_model = TL_WS_CREEP_LINEAR;
  TlError err;
  g_assert_true(tlv_document_set_wheelset(f->doc, &w, &err));
  g_assert_cmpfloat(gtk_range_get_value(tlv_wheelset_page_get_slider(page, TLV_WS_SLIDER_SPEED)),
                    ==, 42.0);
  g_assert_cmpfloat(gtk_range_get_value(tlv_wheelset_page_get_slider(page, TLV_WS_SLIDER_KPSI)),
                    ==, 7.5);
  const TlStudyWheelsetSpec spec = tlv_wheelset_page_get_spec(page);
  g_assert_cmpfloat(spec.run_params.v_start, ==, 42.0);
  g_assert_cmpfloat(spec.params.kpsi, ==, 7.5e6);
  g_assert_cmpfloat(spec.params.mass, ==, 1800.0);
  g_assert_cmpint(spec.creep_model, ==, TL_WS_CREEP_LINEAR);
  /* setting the widgets from the document wrote nothing back */
  g_assert_cmpfloat(tlv_document_get_wheelset(f->doc)->params.mass, ==, 1800.0);

  /* a speed beyond the slider's 250 m/s stays when another slider moves */
  w = *tlv_document_get_wheelset(f->doc);
  w.speed = 300.0;
  g_assert_true(tlv_document_set_wheelset(f->doc, &w, &err));
  gtk_range_set_value(tlv_wheelset_page_get_slider(page, TLV_WS_SLIDER_KY), 3.0);
  g_assert_cmpfloat(tlv_document_get_wheelset(f->doc)->speed, ==, 300.0);
  g_assert_cmpfloat(tlv_document_get_wheelset(f->doc)->params.ky, ==, 3e6);
  g_assert_cmpfloat(tlv_wheelset_page_get_spec(page).run_params.v_start, ==, 300.0);

  /* a conicity the core refuses for a narrow e (r0 λ < e/2) is not applied,
   * and its row says why, inline (one message: not the run's as well) */
  w = *tlv_document_get_wheelset(f->doc);
  w.speed = 42.0;
  w.params.e = 0.2;
  w.params.conicity = 0.2;
  g_assert_true(tlv_document_set_wheelset(f->doc, &w, &err));
  gtk_range_set_value(tlv_wheelset_page_get_slider(page, TLV_WS_SLIDER_CONICITY), 0.4);
  g_assert_cmpfloat(tlv_document_get_wheelset(f->doc)->params.conicity, ==, 0.2);
  TlvParamRow *conicity = tlv_wheelset_page_get_row(page, TLV_WS_SLIDER_CONICITY);
  g_assert_nonnull(tlv_param_row_get_error(conicity));
  g_assert_nonnull(strstr(tlv_param_row_get_error(conicity), "Not applied"));
  g_assert_null(tlv_wheelset_page_get_run_error(page));

  /* typed from the keyboard: a number lands in the document in SI, text that
   * is no number is refused in the row and the document keeps its value */
  TlvParamRow *y0 = tlv_wheelset_page_get_row(page, TLV_WS_SLIDER_Y0);
  tl_gui_type_into_row(y0, "2.35");
  tl_assert_rel(tlv_document_get_wheelset(f->doc)->y0, 2.35 * TL_UNIT_MM, 1e-12);
  TlvParamRow *speed = tlv_wheelset_page_get_row(page, TLV_WS_SLIDER_SPEED);
  tl_gui_type_into_row(speed, "61");
  g_assert_cmpfloat(tlv_document_get_wheelset(f->doc)->speed, ==, 61.0);
  tl_gui_type_into_row(speed, "fast");
  g_assert_cmpfloat(tlv_document_get_wheelset(f->doc)->speed, ==, 61.0);
  g_assert_nonnull(tlv_param_row_get_error(speed));
  /* the page's run takes the typed start, and the clearance of the cones */
  TlvParamRow *flange = tlv_wheelset_page_get_row(page, TLV_WS_SLIDER_FLANGE);
  tl_gui_type_into_row(flange, "6.26");
  const TlStudyWheelsetSpec typed = tlv_wheelset_page_get_spec(page);
  tl_assert_rel(typed.run_params.y0, 2.35 * TL_UNIT_MM, 1e-12);
  tl_assert_rel(typed.run_params.flange_clearance, 6.26 * TL_UNIT_MM, 1e-12);
  g_assert_true(tl_gui_iterate_until(page_idle, page, 120.0));
}

/* Lesson 6 in the window: at every step the page shows the step's wheelset
 * and its read-out states the lesson's critical speed and damping ratio
 * (the core's numbers, which test-lesson checks against the CLI); at the
 * last step the page's run, started from a small shift above the critical
 * speed with saturating creep forces, has grown and stays bounded. */
static void
test_lesson(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("The lesson \"Why trains hunt\" step by step on the page");
  TlError err;
  g_assert_true(tlv_window_start_lesson(f->win, "06-why-trains-hunt", &err));
  TlvLessonBar *bar = tlv_window_get_lesson_bar(f->win);
  TlLesson *lesson = tlv_lesson_open("06-why-trains-hunt", &err);
  g_assert_nonnull(lesson);
  TlvWheelsetPage *page =
      TLV_WHEELSET_PAGE(tl_gui_find(GTK_WIDGET(f->win), TLV_TYPE_WHEELSET_PAGE, NULL));
  g_assert_nonnull(page);
  const int n = tl_lesson_n_steps(lesson);
  for (int k = 0; k < n; k++) {
    if (k > 0)
      g_assert_true(tlv_lesson_bar_next(bar));
    g_assert_cmpint(tlv_lesson_bar_get_step(bar), ==, k);
    g_assert_cmpstr(gtk_stack_get_visible_child_name(tlv_window_get_stack(f->win)), ==,
                    "wheelset");
    const TlPresetWheelset *st = &tl_lesson_state(lesson, k)->wheelset;
    g_assert_cmpfloat(
        gtk_range_get_value(tlv_wheelset_page_get_slider(page, TLV_WS_SLIDER_SPEED)), ==,
        st->speed);
    g_assert_cmpfloat(
        gtk_range_get_value(tlv_wheelset_page_get_slider(page, TLV_WS_SLIDER_CONICITY)), ==,
        st->params.conicity);
    const TlStudyWheelsetSpec spec = tlv_wheelset_page_get_spec(page);
    g_assert_cmpfloat(spec.run_params.v_start, ==, st->speed);
    g_assert_cmpint(spec.creep_model, ==, st->creep_model);
    double vc = NAN, zeta = NAN;
    g_assert_cmpint(tl_lesson_value(lesson, k, "wheelset.critical_speed_m_s", &vc, &err), ==,
                    TL_OK);
    g_assert_cmpint(tl_lesson_value(lesson, k, "wheelset.damping_ratio", &zeta, &err), ==,
                    TL_OK);
    char *want = g_strdup_printf("Critical speed %.4g m/s", vc);
    g_assert_true(tl_gui_wait_text(readout, page, want, 60.0));
    char *damping = g_strdup_printf("At %.4g m/s the least damped mode has damping ratio %.3g",
                                    st->speed, zeta);
    g_assert_true(tl_gui_wait_text(readout, page, damping, 60.0));
    g_free(damping);
    g_free(want);
  }
  /* the last step's run: its largest |y| over the last quarter is above the
   * start shift (it grew) and that of the third quarter to the sweep's
   * criterion of a sustained cycle (a limit cycle, not growing on) */
  const TlStudyWheelsetSpec spec = tlv_wheelset_page_get_spec(page);
  TlStudyWheelset s = tl_test_ws_computed(&spec);
  g_assert_cmpint(s.run.n, >, 4);
  const double last = tl_test_ws_assert_limit_cycle(&s.run, spec.run_params.y0);
  tl_study_wheelset_clear(&s);
  /* the step's answer: a wet rail's lower μ, a smaller limit cycle */
  TlStudyWheelsetSpec wet = spec;
  wet.mu = wet.polach.mu0 = 0.6 * spec.mu;
  s = tl_test_ws_computed(&wet);
  double wet_last = 0.0;
  for (int i = 3 * s.run.n / 4; i < s.run.n; i++)
    wet_last = fmax(wet_last, fabs(s.run.y[i]));
  g_assert_cmpfloat(wet_last, >, 0.0);
  g_assert_cmpfloat(wet_last, <, last);
  tl_study_wheelset_clear(&s);
  g_assert_true(tl_gui_iterate_until(page_idle, page, 120.0));
  tl_lesson_free(lesson);
}

/* A small FASTSIM table over the page's patches (their a/b and ν, spin 0)
 * on the study's grid: what "Build" or "Open" on the Steady page would give. */
static TlTable *
small_table(const TlStudyWheelset *s)
{
  return tl_test_wheelset_table(s, 3, 17, 4.0);
}

static void
test_table(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("The creep-force table as the page's creep model: refused with a message "
                 "while the window has none; with one, the run and the sweep read it (the "
                 "read-out is the study's for that spec) and the document holds the "
                 "choice; when the table goes, the page and the document return to the "
                 "model before it");
  TlvWheelsetPage *page =
      TLV_WHEELSET_PAGE(tl_gui_show_page(f, "wheelset", TLV_TYPE_WHEELSET_PAGE));
  /* the first run done (its result clears the page's message line) */
  g_assert_true(tl_gui_wait_text(readout, page, "Critical speed", 120.0));
  g_assert_true(tl_gui_iterate_until(page_idle, page, 120.0));
  GtkDropDown *creep = GTK_DROP_DOWN(tl_gui_find_nth(GTK_WIDGET(page), GTK_TYPE_DROP_DOWN,
                                                     NULL, 1));
  g_assert_cmpuint(g_list_model_get_n_items(gtk_drop_down_get_model(creep)), ==, 4);
  const TlWsCreepModel doc_model = tlv_document_get_wheelset(f->doc)->creep_model;

  /* no table yet: a message, and the drop-down back on the document's model */
  g_assert_null(tlv_document_get_creep_table(f->doc));
  gtk_drop_down_set_selected(creep, 3);
  tl_gui_run_pending();
  g_assert_nonnull(tlv_wheelset_page_get_run_error(page));
  g_assert_nonnull(strstr(tlv_wheelset_page_get_run_error(page), "No creep-force table"));
  g_assert_cmpuint(gtk_drop_down_get_selected(creep), !=, 3);
  g_assert_cmpint(tlv_wheelset_page_get_spec(page).creep_model, ==, doc_model);

  /* a table in the window: the page runs on it at the document's μ */
  TlStudyWheelsetSpec spec = tlv_wheelset_page_get_spec(page);
  TlStudyWheelset s = tl_test_ws_computed(&spec);
  tlv_document_take_creep_table(f->doc, small_table(&s));
  tl_study_wheelset_clear(&s);
  gtk_drop_down_set_selected(creep, 3);
  tl_gui_run_pending();
  g_assert_null(tlv_wheelset_page_get_run_error(page));
  spec = tlv_wheelset_page_get_spec(page);
  g_assert_cmpint(spec.creep_model, ==, TL_WS_CREEP_TABLE);
  g_assert_true(spec.table == tlv_document_get_creep_table(f->doc));
  /* the choice is the document's, so sessions and presets keep it */
  g_assert_cmpint(tlv_document_get_wheelset(f->doc)->creep_model, ==, TL_WS_CREEP_TABLE);
  g_assert_true(tl_gui_iterate_until(page_idle, page, 120.0));
  g_assert_null(tlv_wheelset_page_get_run_error(page));
  s = tl_test_ws_computed(&spec);
  char *want = g_strdup_printf("damping ratio %.3g", s.eigen_run[s.least_damped].damping_ratio);
  g_assert_nonnull(strstr(tlv_wheelset_page_get_readout(page), want));
  g_free(want);
  tl_study_wheelset_clear(&s);

  /* a new table while runs may hold the old one, then none: back to the model */
  spec = tlv_wheelset_page_get_spec(page);
  s = tl_test_ws_computed(&spec);
  tlv_document_take_creep_table(f->doc, small_table(&s));
  tl_study_wheelset_clear(&s);
  tlv_document_take_creep_table(f->doc, NULL);
  tl_gui_run_pending();
  g_assert_cmpuint(gtk_drop_down_get_selected(creep), !=, 3);
  g_assert_cmpint(tlv_wheelset_page_get_spec(page).creep_model, ==, doc_model);
  g_assert_cmpint(tlv_document_get_wheelset(f->doc)->creep_model, ==, doc_model);
  g_assert_true(tl_gui_iterate_until(page_idle, page, 120.0));
  g_assert_null(tlv_wheelset_page_get_run_error(page));
  /* the read-out says why the table is no longer the model */
  g_assert_nonnull(strstr(tlv_wheelset_page_get_readout(page), "went or did not load"));
}

int
main(int argc, char **argv)
{
  tl_gui_test_init(&argc, &argv);
  tl_gui_add("/gui/wheelset/page", test_page);
  tl_gui_add("/gui/wheelset/document", test_document);
  tl_gui_add("/gui/wheelset/lesson", test_lesson);
  tl_gui_add("/gui/wheelset/table", test_table);
  return g_test_run();
}
