/* test-gui-transient-live.c — the Transient page of the real window under
 * Xvfb, running live: the brush's delay against the same run through the
 * core, the controls acting mid-run, and a saturated loop's read-out. */
#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include "tl-test-gui.h"
#include "tlv-param-row.h"
#include "tlv-transient-page.h"
#include "tribo/analysis.h"
#include "tribo/brush.h"
#include "tribo/transient.h"
#include "tribo/units.h"

static void
test_transient_page(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Transient page: the brush runs live, the four controls act mid-run, delay is measured");
  GtkWidget *page = tl_gui_show_page(f, "transient", TLV_TYPE_TRANSIENT_PAGE);
  TlvTransientPage *tp = TLV_TRANSIENT_PAGE(page);
  TlvLive *live = tlv_transient_page_get_live(tp);
  /* the thesis delay case: μ = 1, 10 Hz sine, a fast playback */
  TlvParamRow *mu = TLV_PARAM_ROW(tl_gui_find(page, TLV_TYPE_PARAM_ROW, "Friction coefficient mu"));
  TlvParamRow *load = TLV_PARAM_ROW(tl_gui_find(page, TLV_TYPE_PARAM_ROW, "Normal load F_N"));
  TlvParamRow *freq = TLV_PARAM_ROW(tl_gui_find(page, TLV_TYPE_PARAM_ROW, "Frequency F"));
  TlvParamRow *scale = TLV_PARAM_ROW(
    tl_gui_find(page, TLV_TYPE_PARAM_ROW, "Time scale in milliseconds of contact per second"));
  g_assert_nonnull(mu);
  g_assert_nonnull(load);
  g_assert_nonnull(freq);
  g_assert_nonnull(scale);
  gtk_spin_button_set_value(tlv_param_row_get_spin(mu), 1.0);
  gtk_spin_button_set_value(tlv_param_row_get_spin(scale), 1000.0);
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.reset", NULL));
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.play-pause", NULL));
  /* 320 ms of contact at 1000 ms/s: about a third of a second of frames */
  g_assert_true(tl_gui_wait_live_reached(live, 0.32, 10.0));
  const TlStudyTransientRun *fig = tlv_transient_page_get_figure(tp);
  g_assert_cmpfloat(fig->spec.params.mu, ==, 1.0);
  /* the brush's delay at 10 Hz, μ = 1 on 50 × 50 against the same model run
   * through the core alone, at the page's row step Δt and at Δt/2:
   *  - at Δt: the page's record is the same run, whatever frames advanced
   *    it; each peak is located to half a row, so the delays agree to ½Δt;
   *  - physics: the delay lies between the fully sliding 0 and the no-slip
   *    5.02 ms at 10 Hz (docs/theory.md §5), on the page and in the
   *    time-continuous limit: the brush's step is first order in Δt, so that
   *    limit is the Richardson extrapolation d₀ = 2 d(Δt/2) − d(Δt). */
  g_assert_true(fig->periodic);
  g_assert_true(isfinite(fig->analysis.delay));
  const double dt = fig->run.dt, d_page = fig->analysis.delay;
  double d_ref[2];
  for (int k = 0; k < 2; k++) {
    TlError err;
    TlBrush *brush = tl_brush_alloc(&fig->spec.params, &err);
    g_assert_nonnull(brush);
    TlRun run = { 0 };
    g_assert_cmpint(tl_run_init(&run, tl_brush_model(brush), &fig->spec.wave, fig->spec.params.cy,
                                fig->spec.params.spin, k ? 0.5 * dt : dt, &err),
                    ==, TL_OK);
    g_assert_cmpint(tl_run_start(&run, fig->spec.init, &err), ==, TL_OK);
    g_assert_cmpint(tl_run_advance_to(&run, fig->analysis.t1 + 0.5 / fig->spec.wave.freq, &err),
                    ==, TL_OK);
    TlAnalysisParams ap = tl_run_analysis_params(&run, fig->spec.wave.freq);
    ap.latest = 1;
    TlPeriodicAnalysis an;
    const TlRecord *r = &run.rec;
    g_assert_cmpint(tl_analyse_periodic(r->t, r->cx, r->f, r->stick, r->n, &ap, &an, &err), ==,
                    TL_OK);
    d_ref[k] = an.delay;
    tl_run_clear(&run);
    tl_brush_free(brush);
  }
  const double d0 = 2.0 * d_ref[1] - d_ref[0];
  g_test_message("delay: page %.4f ms, core %.4f ms (dt %.4f ms), %.4f ms (dt/2), limit %.4f ms",
                 d_page / TL_UNIT_MS, d_ref[0] / TL_UNIT_MS, dt / TL_UNIT_MS,
                 d_ref[1] / TL_UNIT_MS, d0 / TL_UNIT_MS);
  g_assert_cmpfloat(fabs(d_page - d_ref[0]), <=, 0.5 * dt);
  g_assert_cmpfloat(d_page, >, 0.0);
  g_assert_cmpfloat(d0, >, 0.0);
  g_assert_cmpfloat(d_page, <, 5.02e-3);
  g_assert_cmpfloat(d0, <, 5.02e-3);
  g_assert_nonnull(strstr(tlv_transient_page_get_readout(tp), "delay"));

  /* what-if mid-run: the load and the frequency change, time goes on */
  const double t_before = tlv_live_get_time(live);
  gtk_spin_button_set_value(tlv_param_row_get_spin(load), 150.0);
  gtk_spin_button_set_value(tlv_param_row_get_spin(freq), 30.0);
  g_assert_true(tl_gui_wait_live_reached(live, t_before + 0.02, 10.0));
  g_assert_cmpfloat(fig->spec.params.hertz.normal_load, ==, 150e3);
  g_assert_cmpfloat(fig->spec.wave.freq, ==, 30.0);
  g_assert_cmpfloat(tl_run_time(&fig->run), >, t_before);

  /* the waveform chooser: a step; Reset starts again at t = 0 */
  GtkWidget *dd = tl_gui_find_drop_down(page, "Step");
  g_assert_nonnull(dd);
  gtk_drop_down_set_selected(GTK_DROP_DOWN(dd), 1);
  g_assert_cmpint(tlv_document_get_transient(f->doc)->wave.kind, ==, TL_WAVE_STEP);
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.play-pause", NULL));
  g_assert_false(tlv_live_is_playing(live));
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.reset", NULL));
  g_assert_cmpfloat(tlv_live_get_time(live), ==, 0.0);
  g_assert_cmpfloat(tl_run_time(&fig->run), ==, 0.0);
  g_assert_cmpint(fig->spec.wave.kind, ==, TL_WAVE_STEP);
}

static void
test_transient_saturated_readout(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("A saturated loop's read-out writes its bound in the window's typography, "
                 "not the CLI's ASCII");
  GtkWidget *page = tl_gui_show_page(f, "transient", TLV_TYPE_TRANSIENT_PAGE);
  TlvTransientPage *tp = TLV_TRANSIENT_PAGE(page);
  /* μ = 0.4 at 10 Hz: the thesis's saturating case */
  TlvParamRow *mu = TLV_PARAM_ROW(tl_gui_find(page, TLV_TYPE_PARAM_ROW, "Friction coefficient mu"));
  TlvParamRow *scale = TLV_PARAM_ROW(
    tl_gui_find(page, TLV_TYPE_PARAM_ROW, "Time scale in milliseconds of contact per second"));
  gtk_spin_button_set_value(tlv_param_row_get_spin(mu), 0.4);
  gtk_spin_button_set_value(tlv_param_row_get_spin(scale), 1000.0);
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.reset", NULL));
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.play-pause", NULL));
  g_assert_true(tl_gui_wait_live_past(tlv_transient_page_get_live(tp), 0.32, 20.0));
  const TlStudyTransientRun *fig = tlv_transient_page_get_figure(tp);
  g_assert_true(fig->analysis.saturated);
  const char *readout = tlv_transient_page_get_readout(tp);
  g_test_message("%s", readout);
  g_assert_nonnull(strstr(readout, "saturates"));
  g_assert_nonnull(strstr(readout, "μΣp"));
  g_assert_null(strstr(readout, "mu*sum"));
}

/* The comparison at 1024 × 600: both maps, the overlaid loops and the series
 * in view without scrolling, each plot readable (tlv_plot_layout_faults: text
 * inside, no text over text or data, the data area at least 10 × 6 base
 * fonts), the read-out in whole lines under them. */
static void
test_compare_small_window(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Transient page, Compare both at 1024 × 600: every plot in view and readable");
  TlvTransientPage *tp =
    TLV_TRANSIENT_PAGE(tl_gui_show_page(f, "transient", TLV_TYPE_TRANSIENT_PAGE));
  tlv_transient_page_set_mode(tp, TL_PRESET_MODEL_COMPARE);
  g_assert_true(tl_gui_resize(f->win, 1024, 600));
  tl_gui_run_for(1.0);
  GPtrArray *plots = g_ptr_array_new();
  tl_gui_collect_plots(GTK_WIDGET(tp), plots);
  int shown = 0;
  for (guint i = 0; i < plots->len; i++) {
    TlvPlot *p = plots->pdata[i];
    if (!gtk_widget_get_mapped(GTK_WIDGET(p)))
      continue;
    g_assert_true(tl_gui_wait_drawn(p, 10.0));
    GString *faults = g_string_new(NULL);
    tlv_plot_layout_faults(p, faults);
    g_test_message("plot %u: %d x %d, scrolls %.0f px%s%s", i, gtk_widget_get_width(GTK_WIDGET(p)),
                   gtk_widget_get_height(GTK_WIDGET(p)), tl_gui_scroll_room(GTK_WIDGET(p)),
                   faults->len ? "\n" : "", faults->str);
    g_assert_cmpuint(faults->len, ==, 0);
    g_assert_cmpfloat(tl_gui_scroll_room(GTK_WIDGET(p)), <=, 0.5);
    g_string_free(faults, TRUE);
    shown++;
  }
  g_assert_cmpint(shown, ==, 3);
  g_ptr_array_unref(plots);
  /* the read-out below: bounded to whole lines, and its scroller no taller
   * than the bound (a taller one shows a cut line) */
  GtkWidget *readout = tl_gui_find_label(GTK_WIDGET(tp), "delay, loop area");
  g_assert_nonnull(readout);
  GtkWidget *sw = gtk_widget_get_ancestor(readout, GTK_TYPE_SCROLLED_WINDOW);
  const int bound = gtk_scrolled_window_get_max_content_height(GTK_SCROLLED_WINDOW(sw));
  g_test_message("read-out: %d px shown, bound %d px", gtk_widget_get_height(sw), bound);
  g_assert_cmpint(bound, >, 0);
  g_assert_cmpint(gtk_widget_get_height(sw), <=, bound);
}

int
main(int argc, char **argv)
{
  tl_gui_test_init(&argc, &argv);
  tl_gui_add("/gui/transient/page", test_transient_page);
  tl_gui_add("/gui/transient/saturated-readout", test_transient_saturated_readout);
  tl_gui_add("/gui/transient/compare-small-window", test_compare_small_window);
  return g_test_run();
}
