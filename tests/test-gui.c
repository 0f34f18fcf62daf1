/* test-gui.c — the real window under Xvfb: drive the sliders in-process and
 * check what the page computes and what the plot draws. */
#include <gtk/gtk.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "tl-test-gui.h"
#include "tl-test-util.h"
#include "tlv-application.h"
#include "tlv-export-dialog.h"
#include "tlv-hertz-page.h"
#include "tlv-param-row.h"
#include "tlv-plot.h"
#include "tlv-rolling-page.h"
#include "tlv-session.h"
#include "tlv-steady-page.h"
#include "tlv-transient-page.h"
#include "tlv-window.h"
#include "tribo/analysis.h"
#include "tribo/brush.h"
#include "tribo/transient.h"
#include "tribo/units.h"

static gboolean
widget_drawn(gpointer data)
{
  return gtk_widget_get_mapped(data) && tlv_plot_get_draw_count(data) > 0;
}

/* Coloured (heat-map) pixels on the row through the ellipse's centre: the
 * map's colours are saturated, the frame, grid and text grey. */
static int
coloured_width(const guchar *px, int w, int h)
{
  int best = 0;
  /* the centre row: the row with the most coloured pixels near mid-height */
  for (int y = h / 3; y < 2 * h / 3; y++) {
    int n = 0;
    for (int x = 0; x < w * 4 / 5; x++) { /* leave out the colour bar */
      const guchar *p = px + ((gsize)y * (gsize)w + (gsize)x) * 4;
      n += tl_gui_chroma(p) > 40;
    }
    best = MAX(best, n);
  }
  return best;
}

typedef struct {
  TlvHertzPage *page;
  const char *before;
} ReadoutWait;

static gboolean
readout_changed(gpointer data)
{
  ReadoutWait *w = data;
  return strcmp(tlv_hertz_page_get_readout(w->page), w->before) != 0;
}

static void
test_load_slider(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Moving the load slider changes the read-out and grows the drawn ellipse");
  TlvHertzPage *page =
    TLV_HERTZ_PAGE(tl_gui_find(GTK_WIDGET(f->win), TLV_TYPE_HERTZ_PAGE, NULL));
  TlvPlot *plot = TLV_PLOT(tl_gui_find(GTK_WIDGET(page), TLV_TYPE_PLOT, NULL));
  TlvParamRow *load =
    TLV_PARAM_ROW(tl_gui_find(GTK_WIDGET(page), TLV_TYPE_PARAM_ROW, "Normal load F_N"));
  g_assert_nonnull(page);
  g_assert_nonnull(plot);
  g_assert_nonnull(load);
  g_assert_true(tl_gui_iterate_until(widget_drawn, plot, 10.0));

  int w, h;
  guchar *before_px = tl_gui_render_plot(plot, &w, &h);
  const int width_before = coloured_width(before_px, w, h);
  g_free(before_px);
  char *before = g_strdup(tlv_hertz_page_get_readout(page));
  g_assert_nonnull(strstr(before, "a = 8.560 mm"));

  /* three keyboard steps to the right on the logarithmic slider */
  GtkRange *scale = tlv_param_row_get_scale(load);
  for (int i = 0; i < 3; i++)
    g_signal_emit_by_name(scale, "move-slider", GTK_SCROLL_STEP_RIGHT);
  ReadoutWait wait = { page, before };
  g_assert_true(tl_gui_iterate_until(readout_changed, &wait, 10.0));

  const double load_kn = tlv_document_get_contact(f->doc)->hertz.normal_load / TL_UNIT_KN;
  g_assert_cmpfloat(load_kn, >, 110.0);
  g_assert_cmpfloat(load_kn, <, 140.0);
  /* the read-out shows the semi-axis at the new load: a ∝ F^(1/3) */
  char *expect = g_strdup_printf("a = %.3f mm", 8.56 * cbrt(load_kn / 100.0));
  g_assert_nonnull(strstr(tlv_hertz_page_get_readout(page), expect));
  g_free(expect);

  /* the drawn ellipse grew by the same factor (the axes stay put while it
   * fits); tolerance: ±2 pixels of anti-aliased edge on ~600 */
  guint count = tlv_plot_get_draw_count(plot);
  while (tlv_plot_get_draw_count(plot) == count && g_main_context_iteration(NULL, FALSE))
    ;
  guchar *after_px = tl_gui_render_plot(plot, &w, &h);
  const int width_after = coloured_width(after_px, w, h);
  g_free(after_px);
  g_test_message("load %.2f kN: ellipse %d px → %d px (ratio %.4f, expected %.4f)", load_kn,
                 width_before, width_after, (double)width_after / width_before,
                 cbrt(load_kn / 100.0));
  g_assert_cmpint(width_before, >, 200);
  g_assert_cmpfloat(fabs((double)width_after / width_before - cbrt(load_kn / 100.0)), <,
                    4.0 / width_before);
  g_free(before);
}

static void
test_rejected_input(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("An impossible geometry is shown inline and the previous case stays");
  TlContactParams p = *tlv_document_get_contact(f->doc);
  p.hertz.geometry = TL_GEOMETRY_RADII;
  g_assert_true(tlv_document_set_contact(f->doc, &p, NULL));
  tl_gui_run_pending();
  TlvParamRow *row =
    TLV_PARAM_ROW(tl_gui_find(GTK_WIDGET(f->win), TLV_TYPE_PARAM_ROW, "Wheel profile radius R_wy"));
  g_assert_nonnull(row);
  /* switch the straight (∞) wheel profile off: it starts at the largest radius */
  GtkWidget *inf = tl_gui_find(GTK_WIDGET(row), GTK_TYPE_TOGGLE_BUTTON, NULL);
  g_assert_nonnull(inf);
  gtk_toggle_button_set_active(GTK_TOGGLE_BUTTON(inf), FALSE);
  g_assert_cmpfloat(tlv_document_get_contact(f->doc)->hertz.wheel_ry, ==, 2.0);
  g_assert_null(tlv_param_row_get_error(row));
  /* R_wy = −0.3 m against R_ry = 0.30 m: B = 0, no point contact */
  gtk_spin_button_set_value(tlv_param_row_get_spin(row), -0.30);
  g_assert_cmpfloat(tlv_document_get_contact(f->doc)->hertz.wheel_ry, ==, 2.0);
  g_assert_nonnull(tlv_param_row_get_error(row));
  g_assert_nonnull(strstr(tlv_param_row_get_error(row), "curvature B"));
  /* a valid value clears the message and is applied */
  gtk_spin_button_set_value(tlv_param_row_get_spin(row), 0.85);
  g_assert_null(tlv_param_row_get_error(row));
  g_assert_cmpfloat(tlv_document_get_contact(f->doc)->hertz.wheel_ry, ==, 0.85);
}

static void
test_export(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("The window exports its figure as PNG, SVG and PDF");
  char *dir = g_dir_make_tmp("tribolab-gui-XXXXXX", NULL);
  const char *names[] = { "patch.png", "patch.svg", "patch.pdf" };
  for (size_t i = 0; i < G_N_ELEMENTS(names); i++) {
    char *path = g_build_filename(dir, names[i], NULL);
    TlError err;
    g_assert_true(tlv_window_export_to(f->win, path, 800, 600, &err));
    g_assert_true(g_file_test(path, G_FILE_TEST_IS_REGULAR));
    g_remove(path);
    g_free(path);
  }
  char *bad = g_build_filename(dir, "patch.bmp", NULL);
  TlError err;
  g_assert_false(tlv_window_export_to(f->win, bad, 800, 600, &err));
  g_assert_nonnull(strstr(err.message, "bmp"));
  g_free(bad);
  g_rmdir(dir);
  g_free(dir);
}

/* Write the export dialog's current choice to path and return the file's
 * text (free it). */
static char *
export_text(TlvExportDialog *d, const char *path)
{
  TlError err;
  g_assert_true(tlv_export_dialog_write(d, path, &err));
  char *text;
  g_assert_true(g_file_get_contents(path, &text, NULL, NULL));
  return text;
}

/* Write the export dialog's current choice to png and expect a picture of
 * w × h pixels. */
static void
assert_png_export(TlvExportDialog *d, const char *png, int w, int h)
{
  TlError err;
  g_assert_true(tlv_export_dialog_write(d, png, &err));
  cairo_surface_t *img = cairo_image_surface_create_from_png(png);
  g_assert_cmpint(cairo_image_surface_get_width(img), ==, w);
  g_assert_cmpint(cairo_image_surface_get_height(img), ==, h);
  cairo_surface_destroy(img);
}

static void
test_export_dialog(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("The export dialog writes CSV, PNG sized in mm or pt at a DPI, and SVG");
  GtkWindow *dialog = tlv_window_open_export_dialog(f->win);
  g_assert_nonnull(dialog);
  TlvExportDialog *d = TLV_EXPORT_DIALOG(dialog);
  char *dir = g_dir_make_tmp("tribolab-export-XXXXXX", NULL);
  TlvExportSettings s;
  tlv_export_settings_init(&s);

  s.format = TLV_EXPORT_CSV;
  tlv_export_dialog_select(d, 0, &s);
  char *csv = g_build_filename(dir, "p.csv", NULL);
  char *text = export_text(d, csv);
  g_assert_true(g_str_has_prefix(text, "x_mm,y_mm,pn_mpa\n"));
  /* the cell nearest the centre carries about p0 */
  g_free(text);

  /* 80 × 60 mm at 300 dpi → 945 × 709 pixels */
  s.format = TLV_EXPORT_PNG;
  s.unit = TLR_SIZE_MM;
  s.width = 80;
  s.height = 60;
  s.dpi = 300;
  tlv_export_dialog_select(d, 0, &s);
  char *png = g_build_filename(dir, "p.png", NULL);
  assert_png_export(d, png, 945, 709);

  s.format = TLV_EXPORT_SVG;
  tlv_export_dialog_select(d, 0, &s);
  char *svg = g_build_filename(dir, "p.svg", NULL);
  text = export_text(d, svg);
  g_assert_nonnull(strstr(text, "width=\"227pt\"")); /* 80 mm = 226.8 pt */
  g_free(text);

  /* 240 × 170 pt at 144 dpi: two pixels a point */
  s.format = TLV_EXPORT_PNG;
  s.unit = TLR_SIZE_PT;
  s.width = 240;
  s.height = 170;
  s.dpi = 144;
  s.font_pt = 9;
  tlv_export_dialog_select(d, 0, &s);
  assert_png_export(d, png, 480, 340);
  /* a still export says where it went and how big it is */
  char *said = g_strdup_printf("Exported %s (480 × 340 pixels)", png);
  g_assert_cmpstr(tlv_window_get_status(f->win), ==, said);
  g_free(said);

  g_remove(csv);
  g_remove(png);
  g_remove(svg);
  g_rmdir(dir);
  g_free(csv);
  g_free(png);
  g_free(svg);
  g_free(dir);
  gtk_window_destroy(dialog);
}

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
test_builtin_presets(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Every shipped preset applies from the Presets menu and shows its view");
  char **names = g_resources_enumerate_children("/org/tribolab/TriboLab/presets",
                                                G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_assert_nonnull(names);
  g_assert_cmpuint(g_strv_length(names), >=, 8);
  for (char **n = names; *n; n++) {
    TlError err;
    if (!tlv_window_load_builtin_preset(f->win, *n, &err))
      g_error("%s: %s", *n, err.message);
    g_assert_null(tlv_window_get_banner(f->win));
    tl_gui_run_pending();
  }
  g_strfreev(names);
  /* the thesis 10 Hz preset: μ = 1, 40 × 40, the transient view */
  TlError err;
  g_assert_true(tlv_window_load_builtin_preset(f->win, "02-sine-10hz-mu1.ini", &err));
  g_assert_cmpfloat(tlv_document_get_contact(f->doc)->mu, ==, 1.0);
  g_assert_cmpint(tlv_document_get_contact(f->doc)->mx, ==, 40);
  g_assert_cmpstr(gtk_stack_get_visible_child_name(tlv_window_get_stack(f->win)), ==, "transient");
  g_assert_false(tlv_window_load_builtin_preset(f->win, "no-such.ini", &err));
  g_assert_nonnull(tlv_window_get_banner(f->win));
}

static gboolean
sweep_done(gpointer tools)
{
  return !tlv_curve_tools_is_sweeping(tools);
}

static void
test_pin_and_sweep_transient(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Transient page: pin a loop (label follows the changes), sweep loads, cancel");
  TlError err;
  g_assert_true(tlv_window_load_builtin_preset(f->win, "02-sine-10hz-mu1.ini", &err));
  GtkWidget *page = tl_gui_find(GTK_WIDGET(f->win), TLV_TYPE_TRANSIENT_PAGE, NULL);
  TlvTransientPage *tp = TLV_TRANSIENT_PAGE(page);
  TlvCurveTools *tools = tlv_transient_page_get_tools(tp);
  const TlrOverlay *ov = tlv_curve_tools_get_overlay(tools);
  TlPresetTransient t = *tlv_document_get_transient(f->doc);
  t.time_scale = 1.0; /* 1000 ms of contact per second */
  g_assert_true(tlv_document_set_transient(f->doc, &t, NULL));
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.play-pause", NULL));
  tl_gui_wait_live_reached(tlv_transient_page_get_live(tp), 0.22, 10.0);
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.play-pause", NULL));
  g_assert_true(tlv_curve_tools_pin(tools));
  g_assert_cmpint(ov->n, ==, 1);
  g_assert_false(ov->family);
  g_assert_nonnull(strstr(ov->curves[0].label, "same case"));
  /* the pinned loop is one period: its creepage spans C0 ± Cp = 0 … 0.01 */
  double lo = INFINITY, hi = -INFINITY;
  for (int k = 0; k < ov->curves[0].n; k++) {
    lo = fmin(lo, ov->curves[0].x[k]);
    hi = fmax(hi, ov->curves[0].x[k]);
  }
  g_assert_cmpfloat_with_epsilon(lo, 0.0, 2e-4);
  g_assert_cmpfloat_with_epsilon(hi, 0.01, 2e-4);
  /* μ changes: the pin's label names what it had */
  TlContactParams p = *tlv_document_get_contact(f->doc);
  p.mu = 0.8;
  g_assert_true(tlv_document_set_contact(f->doc, &p, NULL));
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.step", NULL));
  tl_gui_run_pending();
  g_assert_nonnull(strstr(ov->curves[0].label, "μ = 1"));

  /* a sweep over three loads replaces the pins with a family */
  g_assert_true(tlv_curve_tools_sweep(tools, TL_FAMILY_LOAD, 50e3, 150e3, 3, &err));
  g_assert_true(tl_gui_iterate_until(sweep_done, tools, 10.0));
  g_assert_true(ov->family);
  g_assert_cmpint(ov->n, ==, 3);
  /* what the loop view draws, also after a restart */
  g_assert_true(tlv_transient_page_get_run(tp)->view.overlay == ov);
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.reset", NULL));
  g_assert_true(tlv_transient_page_get_run(tp)->view.overlay == ov);
  g_assert_nonnull(strstr(ov->curves[0].label, "50 kN"));
  g_assert_nonnull(strstr(ov->curves[2].label, "150 kN"));
  for (int i = 0; i < 3; i++)
    g_assert_cmpint(ov->curves[i].n, >, 50);
  /* an invalid range is refused before anything starts */
  g_assert_false(tlv_curve_tools_sweep(tools, TL_FAMILY_MU, -0.5, 0.5, 3, &err));
  g_assert_nonnull(strstr(err.message, "friction"));
  g_assert_cmpint(ov->n, ==, 3);
  /* cancel stops a running sweep at once */
  g_assert_true(tlv_curve_tools_sweep(tools, TL_FAMILY_FREQ, 5.0, 60.0, 12, &err));
  g_assert_true(tlv_curve_tools_is_sweeping(tools));
  tlv_curve_tools_cancel(tools);
  g_assert_false(tlv_curve_tools_is_sweeping(tools));
  g_assert_cmpint(ov->n, <, 12);
  tlv_curve_tools_clear(tools);
  g_assert_cmpint(ov->n, ==, 0);
}

static void
test_pin_and_sweep_steady(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Steady page: a sweep over μ gives curves that saturate at their own μ");
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.show-page", "s", "steady"));
  tl_gui_run_pending();
  GtkWidget *page = tl_gui_find(GTK_WIDGET(f->win), TLV_TYPE_STEADY_PAGE, NULL);
  TlvCurveTools *tools = tlv_steady_page_get_tools(TLV_STEADY_PAGE(page));
  const TlrOverlay *ov = tlv_curve_tools_get_overlay(tools);
  g_assert_true(tlv_curve_tools_pin(tools));
  g_assert_cmpint(ov->n, ==, 1);
  TlError err;
  g_assert_true(tlv_curve_tools_sweep(tools, TL_FAMILY_MU, 0.2, 0.6, 3, &err));
  g_assert_true(tl_gui_iterate_until(sweep_done, tools, 10.0));
  g_assert_cmpint(ov->n, ==, 3);
  /* far into full slip, f → μ Σp_nΔA/F_N (= μ within the grid's 0.1 %):
   * the range reaches 1.5 × the saturation creepage of μ = 0.4 */
  const double mus[3] = { 0.2, 0.4, 0.6 };
  for (int i = 0; i < 2; i++) {
    const TlrOverlayCurve *c = &ov->curves[i];
    g_assert_cmpfloat_with_epsilon(c->y[c->n - 1], mus[i], 0.002 * mus[i] + 1e-6);
  }
  /* the larger μ has not saturated there yet but is still the largest */
  g_assert_cmpfloat(ov->curves[2].y[ov->curves[2].n - 1], >, 0.4);
}

static gboolean
file_exists(gpointer path)
{
  return g_file_test(path, G_FILE_TEST_EXISTS);
}

static void
test_session(void)
{
  g_test_summary("The session is saved shortly after a change and restored; a corrupt one is refused");
  char *dir = g_dir_make_tmp("tribolab-session-XXXXXX", NULL);
  char *path = g_build_filename(dir, "sub", "session.ini", NULL);
  TlError err;
  TlvDocument *doc = tlv_document_new();
  g_assert_false(tlv_session_restore(doc, path, &err));
  g_assert_cmpint(err.status, ==, TL_OK);
  tlv_session_autosave(doc, path, 20);
  TlContactParams p = *tlv_document_get_contact(doc);
  p.mu = 0.55;
  p.hertz.normal_load = 150e3;
  g_assert_true(tlv_document_set_contact(doc, &p, NULL));
  g_assert_true(tl_gui_iterate_until(file_exists, path, 10.0));
  g_object_unref(doc);

  TlvDocument *again = tlv_document_new();
  g_assert_true(tlv_session_restore(again, path, &err));
  g_assert_cmpfloat(tlv_document_get_contact(again)->mu, ==, 0.55);
  g_assert_cmpfloat(tlv_document_get_contact(again)->hertz.normal_load, ==, 150e3);
  g_object_unref(again);

  /* a change right before the document goes away is still written */
  doc = tlv_document_new();
  tlv_session_autosave(doc, path, 100000);
  p.mu = 0.65;
  g_assert_true(tlv_document_set_contact(doc, &p, NULL));
  g_object_unref(doc);
  again = tlv_document_new();
  g_assert_true(tlv_session_restore(again, path, &err));
  g_assert_cmpfloat(tlv_document_get_contact(again)->mu, ==, 0.65);

  g_assert_true(g_file_set_contents(path, "[contact]\nmu = lots\n", -1, NULL));
  g_assert_false(tlv_session_restore(again, path, &err));
  g_assert_cmpint(err.status, ==, TL_EFORMAT);
  g_assert_cmpfloat(tlv_document_get_contact(again)->mu, ==, 0.65);
  g_object_unref(again);
  /* set aside for the next start */
  char *aside = g_strconcat(path, ".corrupt", NULL);
  g_assert_true(g_file_test(aside, G_FILE_TEST_IS_REGULAR));
  g_assert_false(g_file_test(path, G_FILE_TEST_EXISTS));
  g_remove(aside);
  g_free(aside);
  g_remove(path);
  char *sub = g_path_get_dirname(path);
  g_rmdir(sub);
  g_rmdir(dir);
  g_free(sub);
  g_free(path);
  g_free(dir);
}

static void
test_preset_open(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Opening a preset applies it; a bad one changes nothing and says why");
  char *dir = g_dir_make_tmp("tribolab-gui-XXXXXX", NULL);
  char *good = g_build_filename(dir, "good.ini", NULL);
  char *bad = g_build_filename(dir, "bad.ini", NULL);
  g_assert_true(g_file_set_contents(good, "[preset]\ntitle = Heavy axle\ndescription = 250 kN.\n"
                                          "view = hertz\n[contact]\nload_kn = 250\nextra = 1\n",
                                    -1, NULL));
  g_assert_true(g_file_set_contents(bad, "[contact]\nload_kn = -3\n", -1, NULL));
  TlError err;
  g_assert_true(tlv_window_open_preset(f->win, good, &err));
  g_assert_cmpfloat(tlv_document_get_contact(f->doc)->hertz.normal_load, ==, 250e3);
  g_assert_nonnull(strstr(tlv_window_get_banner(f->win), "extra")); /* the warning */
  tl_gui_run_pending(); /* pages settle after the load: that is not an edit */
  g_assert_cmpstr(tlv_window_get_preset_title(f->win), ==, "Heavy axle");
  g_assert_false(tlv_window_open_preset(f->win, bad, &err));
  g_assert_cmpfloat(tlv_document_get_contact(f->doc)->hertz.normal_load, ==, 250e3);
  g_assert_nonnull(strstr(tlv_window_get_banner(f->win), "nothing changed"));
  /* save and reload */
  char *saved = g_build_filename(dir, "saved.ini", NULL);
  g_assert_true(tlv_window_save_preset(f->win, saved, &err));
  TlPreset back;
  g_assert_cmpint(tl_preset_load_file(saved, &back, NULL, NULL, NULL), ==, TL_OK);
  g_assert_cmpfloat(back.contact.hertz.normal_load, ==, 250e3);
  g_assert_cmpstr(back.view, ==, "hertz");
  /* an edit after loading marks the description as no longer current */
  TlContactParams edited = *tlv_document_get_contact(f->doc);
  edited.mu = 0.2;
  g_assert_true(tlv_document_set_contact(f->doc, &edited, &err));
  g_assert_cmpstr(tlv_window_get_preset_title(f->win), ==, "Heavy axle (modified since loading)");
  g_assert_true(tlv_window_open_preset(f->win, good, &err));
  g_assert_cmpstr(tlv_window_get_preset_title(f->win), ==, "Heavy axle");
  g_remove(saved);
  g_remove(good);
  g_remove(bad);
  g_rmdir(dir);
  g_free(saved);
  g_free(good);
  g_free(bad);
  g_free(dir);
}

/* The file chooser a window opened (GTK's own dialog: no portal under Xvfb). */
static gboolean
find_chooser(gpointer data)
{
  GtkWidget **out = data;
  GListModel *tops = gtk_window_get_toplevels();
  for (guint i = 0; !*out && i < g_list_model_get_n_items(tops); i++) {
    GtkWidget *w = g_list_model_get_item(tops, i);
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    if (GTK_IS_FILE_CHOOSER_DIALOG(w) && gtk_widget_get_visible(w))
      *out = w;
G_GNUC_END_IGNORE_DEPRECATIONS
    g_object_unref(w);
  }
  return *out != NULL;
}

static gboolean
widget_hidden(gpointer w)
{
  return !gtk_widget_get_visible(w);
}

/* Ask `win` to save a preset into `dir` and return the chooser (a reference). */
static GtkWidget *
save_preset_chooser(TlvWindow *win, const char *dir)
{
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(win), "win.save-preset", NULL));
  GtkWidget *chooser = NULL;
  g_assert_true(tl_gui_iterate_until(find_chooser, &chooser, 10.0));
  tl_gui_run_pending(); /* the chooser sets itself up once shown */
  char *path = g_build_filename(dir, "my-case.ini", NULL);
  GFile *file = g_file_new_for_path(path);
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  g_assert_true(gtk_file_chooser_set_file(GTK_FILE_CHOOSER(chooser), file, NULL));
G_GNUC_END_IGNORE_DEPRECATIONS
  g_object_unref(file);
  g_free(path);
  return g_object_ref(chooser);
}

static void
test_save_preset_chooser(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Save Preset: the chooser's answer writes the preset where the user chose");
  char *dir = g_dir_make_tmp("tribolab-chooser-XXXXXX", NULL);
  char *path = g_build_filename(dir, "my-case.ini", NULL);
  GtkWidget *chooser = save_preset_chooser(f->win, dir);
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_dialog_response(GTK_DIALOG(chooser), GTK_RESPONSE_ACCEPT);
G_GNUC_END_IGNORE_DEPRECATIONS
  g_assert_true(tl_gui_iterate_until(file_exists, path, 10.0));
  g_assert_true(tl_gui_iterate_until(widget_hidden, chooser, 10.0));
  g_object_unref(chooser);
  g_remove(path);
  g_rmdir(dir);
  g_free(path);
  g_free(dir);
}

static void
test_chooser_outlives_window(void)
{
  g_test_summary("A file chooser answered after its window is gone does nothing (and does not "
                 "touch the freed window)");
  char *dir = g_dir_make_tmp("tribolab-chooser-XXXXXX", NULL);
  char *path = g_build_filename(dir, "my-case.ini", NULL);
  TlvDocument *doc = tlv_document_new();
  TlvWindow *win = tlv_window_new(NULL, doc);
  gtk_window_present(GTK_WINDOW(win));
  GtkWidget *chooser = save_preset_chooser(win, dir);
  gtk_window_destroy(GTK_WINDOW(win));
  g_object_unref(doc);
  tl_gui_run_pending();
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_dialog_response(GTK_DIALOG(chooser), GTK_RESPONSE_ACCEPT);
G_GNUC_END_IGNORE_DEPRECATIONS
  g_assert_true(tl_gui_iterate_until(widget_hidden, chooser, 10.0));
  tl_gui_run_pending();
  g_assert_false(file_exists(path));
  g_object_unref(chooser);
  g_rmdir(dir);
  g_free(path);
  g_free(dir);
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

/* 1 when the menu model (or a section of it) has an item for `action`. */
static gboolean
menu_has_action(GMenuModel *menu, const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items(menu); i++) {
    char *a = NULL;
    if (g_menu_model_get_item_attribute(menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &a)) {
      const gboolean same = g_strcmp0(a, action) == 0;
      g_free(a);
      if (same)
        return TRUE;
    }
    GMenuModel *section = g_menu_model_get_item_link(menu, i, G_MENU_LINK_SECTION);
    const gboolean in_section = section && menu_has_action(section, action);
    g_clear_object(&section);
    if (in_section)
      return TRUE;
  }
  return FALSE;
}

static void
test_presentation_in_menu(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Presentation mode is in the main menu, not only behind F5");
  gboolean found = FALSE;
  for (int n = 0;; n++) {
    GtkWidget *b = tl_gui_find_nth(GTK_WIDGET(f->win), GTK_TYPE_MENU_BUTTON, NULL, n);
    if (!b)
      break;
    GMenuModel *menu = gtk_menu_button_get_menu_model(GTK_MENU_BUTTON(b));
    found = found || (menu && menu_has_action(menu, "win.presentation"));
  }
  g_assert_true(found);
}

int
main(int argc, char **argv)
{
  tl_gui_test_init(&argc, &argv);
  tl_gui_add("/gui/hertz/load-slider", test_load_slider);
  tl_gui_add("/gui/hertz/rejected-input", test_rejected_input);
  tl_gui_add("/gui/window/export", test_export);
  tl_gui_add("/gui/window/preset-open", test_preset_open);
  g_test_add_func("/gui/session", test_session);
  tl_gui_add("/gui/rolling/page", test_rolling_page);
  tl_gui_add("/gui/rolling/plays-to-end", test_rolling_plays_to_end);
  tl_gui_add("/gui/rolling/fresh-run-plays-from-start", test_rolling_fresh_run_plays_from_start);
  tl_gui_add("/gui/rolling/play-from-slider", test_rolling_play_from_slider);
  tl_gui_add("/gui/transient/page", test_transient_page);
  tl_gui_add("/gui/window/presentation-in-menu", test_presentation_in_menu);
  tl_gui_add("/gui/transient/saturated-readout", test_transient_saturated_readout);
  tl_gui_add("/gui/window/builtin-presets", test_builtin_presets);
  tl_gui_add("/gui/transient/pin-and-sweep", test_pin_and_sweep_transient);
  tl_gui_add("/gui/steady/pin-and-sweep", test_pin_and_sweep_steady);
  tl_gui_add("/gui/window/export-dialog", test_export_dialog);
  tl_gui_add("/gui/window/save-preset-chooser", test_save_preset_chooser);
  g_test_add_func("/gui/window/chooser-outlives-window", test_chooser_outlives_window);
  return g_test_run();
}
