/* test-gui-rolling.c — the Rolling page of the real window under Xvfb: a
 * control moves the read-out, and the live run plays, pauses, steps, stops
 * at its end and goes on from where the time slider was dragged. */
#include <gtk/gtk.h>
#include <string.h>

#include "tl-test-gui.h"
#include "tlv-param-row.h"
#include "tlv-rolling-page.h"
#include "tribo/units.h"

static void
test_rolling_page(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Rolling page: μ_roll moves the torque limit; the animation advances and pauses");
  GtkWidget *page = tl_gui_show_page(f, "rolling", TLV_TYPE_ROLLING_PAGE);
  g_assert_true(gtk_stack_get_visible_child(tlv_window_get_stack(f->win)) == page);
  TlvParamRow *mu = TLV_PARAM_ROW(
    tl_gui_find(page, TLV_TYPE_PARAM_ROW, "Rolling friction coefficient mu_roll"));
  g_assert_nonnull(mu);
  /* torque limit R_eff μ F_n0 = 5 mm × 0.05 × 10 N = 2.5 N·mm; at μ = 0.1, 5 N·mm */
  g_assert_nonnull(strstr(tlv_rolling_page_get_readout(TLV_ROLLING_PAGE(page)), "= 2.5 N·mm"));
  char *before = g_strdup(tlv_rolling_page_get_readout(TLV_ROLLING_PAGE(page)));
  gtk_spin_button_set_value(tlv_param_row_get_spin(mu), 0.1);
  const gint64 deadline = g_get_monotonic_time() + 2 * G_USEC_PER_SEC;
  while (strcmp(tlv_rolling_page_get_readout(TLV_ROLLING_PAGE(page)), before) == 0 &&
         g_get_monotonic_time() < deadline)
    g_main_context_iteration(NULL, FALSE);
  g_assert_nonnull(strstr(tlv_rolling_page_get_readout(TLV_ROLLING_PAGE(page)), "= 5 N·mm"));
  g_assert_cmpfloat(tlv_document_get_rolling(f->doc)->model.mu_roll, ==, 0.1);
  g_free(before);

  TlvLive *live = tlv_rolling_page_get_live(TLV_ROLLING_PAGE(page));
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.reset", NULL));
  g_assert_cmpfloat(tlv_live_get_time(live), ==, 0.0);
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.play-pause", NULL));
  g_assert_true(tlv_live_is_playing(live));
  g_assert_true(tl_gui_wait_live_past(live, 1e-4, 10.0));
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.play-pause", NULL));
  g_assert_false(tlv_live_is_playing(live));
  const double t = tlv_live_get_time(live);
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.step", NULL));
  g_assert_cmpfloat(tlv_live_get_time(live), >, t);
}

/* Depth first: the first widget of a type below w whose tooltip starts with `prefix`. */
static GtkWidget *
find_by_tooltip(GtkWidget *w, GType type, const char *prefix)
{
  const char *tip = gtk_widget_get_tooltip_text(w);
  if (G_TYPE_CHECK_INSTANCE_TYPE(w, type) && tip && g_str_has_prefix(tip, prefix))
    return w;
  for (GtkWidget *c = gtk_widget_get_first_child(w); c; c = gtk_widget_get_next_sibling(c)) {
    GtkWidget *found = find_by_tooltip(c, type, prefix);
    if (found)
      return found;
  }
  return NULL;
}

typedef struct {
  GtkRange *range;
  double upper;
} RangeWait;

static gboolean
range_upper_is(gpointer data)
{
  RangeWait *w = data;
  return gtk_adjustment_get_upper(gtk_range_get_adjustment(w->range)) == w->upper;
}

static gboolean
live_stopped(gpointer live)
{
  return !tlv_live_is_playing(live);
}

/* The rolling page on a run of `duration_ms`, once the page has taken it. */
static GtkWidget *
short_rolling_run(Fixture *f, double duration_ms)
{
  GtkWidget *page = tl_gui_show_page(f, "rolling", TLV_TYPE_ROLLING_PAGE);
  TlRollingDemoParams d = *tlv_document_get_rolling(f->doc);
  d.duration = duration_ms * TL_UNIT_MS;
  g_assert_true(tlv_document_set_rolling(f->doc, &d, NULL));
  RangeWait w = { GTK_RANGE(find_by_tooltip(page, GTK_TYPE_SCALE, "The instant")), duration_ms };
  g_assert_nonnull(w.range);
  g_assert_true(tl_gui_iterate_until(range_upper_is, &w, 10.0));
  return page;
}

static void
test_rolling_plays_to_end(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Rolling page: Play runs to the end of the run and stops there; Play again "
                 "starts over");
  GtkWidget *page = short_rolling_run(f, 5.0);
  TlvLive *live = tlv_rolling_page_get_live(TLV_ROLLING_PAGE(page));
  GtkWidget *play = find_by_tooltip(page, GTK_TYPE_BUTTON, "Play or pause");
  g_assert_nonnull(play);
  tlv_live_set_time_scale(live, 0.05); /* the 5 ms in a tenth of a second */
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.reset", NULL));
  g_signal_emit_by_name(play, "clicked");
  g_assert_true(tlv_live_is_playing(live));
  g_assert_cmpstr(gtk_button_get_icon_name(GTK_BUTTON(play)), ==, "media-playback-pause-symbolic");
  g_assert_true(tl_gui_iterate_until(live_stopped, live, 10.0));
  /* stopped exactly at the end, and the button says so */
  g_assert_cmpfloat(tlv_live_get_time(live), ==, 5.0 * TL_UNIT_MS);
  g_assert_cmpstr(gtk_button_get_icon_name(GTK_BUTTON(play)), ==, "media-playback-start-symbolic");
  GtkRange *slider = GTK_RANGE(find_by_tooltip(page, GTK_TYPE_SCALE, "The instant"));
  g_assert_cmpfloat(gtk_range_get_value(slider), ==, 5.0);
  /* Play at the end starts again from t = 0 */
  g_signal_emit_by_name(play, "clicked");
  g_assert_true(tlv_live_is_playing(live));
  g_assert_cmpfloat(tlv_live_get_time(live), <, 5.0 * TL_UNIT_MS);
  g_signal_emit_by_name(play, "clicked");
  g_assert_false(tlv_live_is_playing(live));
}

static void
test_rolling_play_from_slider(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Rolling page: Play goes on from the time the slider was dragged to");
  GtkWidget *page = short_rolling_run(f, 5.0);
  TlvLive *live = tlv_rolling_page_get_live(TLV_ROLLING_PAGE(page));
  GtkRange *slider = GTK_RANGE(find_by_tooltip(page, GTK_TYPE_SCALE, "The instant"));
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.reset", NULL));
  g_assert_cmpfloat(gtk_range_get_value(slider), ==, 0.0);
  gtk_range_set_value(slider, 3.25);
  g_assert_cmpfloat(tlv_live_get_time(live), ==, 3.25 * TL_UNIT_MS);
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.play-pause", NULL));
  g_assert_true(tl_gui_wait_live_past(live, 3.25 * TL_UNIT_MS, 10.0));
  g_assert_cmpfloat(gtk_range_get_value(slider), >, 3.25);
  /* dragged to the end: Play starts over */
  tlv_live_pause(live);
  gtk_range_set_value(slider, 5.0);
  g_assert_cmpfloat(tlv_live_get_time(live), ==, 5.0 * TL_UNIT_MS);
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.play-pause", NULL));
  g_assert_true(tlv_live_is_playing(live));
  g_assert_cmpfloat(gtk_range_get_value(slider), <, 1.0);
  tlv_live_pause(live);
}

static void
test_rolling_fresh_run_plays_from_start(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Rolling page: a new case shows its stop, and Play animates it from t = 0");
  GtkWidget *page = short_rolling_run(f, 40.0);
  TlvLive *live = tlv_rolling_page_get_live(TLV_ROLLING_PAGE(page));
  GtkRange *slider = GTK_RANGE(find_by_tooltip(page, GTK_TYPE_SCALE, "The instant"));
  /* the default spin-down stops at 26.3 ms: the still picture shows that */
  g_assert_cmpfloat(gtk_range_get_value(slider), >, 20.0);
  g_assert_cmpfloat(tlv_live_get_time(live), ==, 0.0);
  /* a preset (or any edit) before the user touched the time: still from 0 */
  TlRollingDemoParams d = *tlv_document_get_rolling(f->doc);
  d.model.mu_roll = 0.0385;
  g_assert_true(tlv_document_set_rolling(f->doc, &d, NULL));
  tl_gui_run_pending();
  g_assert_cmpfloat(tlv_live_get_time(live), ==, 0.0);
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.play-pause", NULL));
  g_assert_true(tlv_live_is_playing(live));
  g_assert_cmpfloat(tlv_live_get_time(live), <, 20.0 * TL_UNIT_MS);
  tlv_live_pause(live);
}

int
main(int argc, char **argv)
{
  tl_gui_test_init(&argc, &argv);
  tl_gui_add("/gui/rolling/page", test_rolling_page);
  tl_gui_add("/gui/rolling/plays-to-end", test_rolling_plays_to_end);
  tl_gui_add("/gui/rolling/fresh-run-plays-from-start", test_rolling_fresh_run_plays_from_start);
  tl_gui_add("/gui/rolling/play-from-slider", test_rolling_play_from_slider);
  return g_test_run();
}
