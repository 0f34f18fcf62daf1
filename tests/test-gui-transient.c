/* test-gui-transient.c — the transient view tells the truth about the state
 * on screen: read-outs computed only from rows of the current case, the map,
 * the loop and the text of one state, history enough for the analysed period,
 * and pins or sweeps of another case not passed off as this one. */
#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include "tl-test-gui.h"
#include "tl-test-util.h"
#include "tlv-application.h"
#include "tlv-live.h"
#include "tlv-plot.h"
#include "tlv-transient-page.h"
#include "tlv-transient-run.h"
#include "tribo/units.h"

static TlvTransientPage *
show_transient(Fixture *f)
{
  return TLV_TRANSIENT_PAGE(tl_gui_show_page(f, "transient", TLV_TYPE_TRANSIENT_PAGE));
}

/* Play until the live clock passes t [s] (generous wall-time limit: the
 * machine may be loaded), then pause. */
static void
play_until(Fixture *f, TlvTransientPage *tp, double t)
{
  TlvLive *live = tlv_transient_page_get_live(tp);
  if (!tlv_live_is_playing(live))
    g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.play-pause", NULL));
  g_assert_true(tl_gui_wait_live_reached(live, t, 60.0));
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.play-pause", NULL));
  g_assert_false(tlv_live_is_playing(live));
}

/* A screenshot of the whole display when TL_GUI_SHOTS names a directory
 * (to look at the window as a user would; never part of an assertion). */
static void
maybe_shoot(const char *name)
{
  const char *dir = g_getenv("TL_GUI_SHOTS");
  if (!dir)
    return;
  for (int i = 0; i < 20; i++) /* let a few frames draw */
    while (g_main_context_iteration(NULL, FALSE))
      g_usleep(5000);
  char *cmd = g_strdup_printf("import -window root %s/%s.png", dir, name);
  g_spawn_command_line_sync(cmd, NULL, NULL, NULL, NULL);
  g_free(cmd);
}

typedef struct {
  const TlStudyTransientRun *fig;
  double mu, freq;
} CaseWait;

/* The page applied the document's case to its run (on the next frame). */
static gboolean
case_applied(gpointer data)
{
  CaseWait *w = data;
  return w->fig->spec.params.mu == w->mu && w->fig->spec.wave.freq == w->freq;
}

static void
set_case(Fixture *f, TlvTransientPage *tp, double mu, double freq)
{
  TlContactParams p = *tlv_document_get_contact(f->doc);
  p.mu = mu;
  g_assert_true(tlv_document_set_contact(f->doc, &p, NULL));
  TlPresetTransient t = *tlv_document_get_transient(f->doc);
  t.wave.freq = freq;
  g_assert_true(tlv_document_set_transient(f->doc, &t, NULL));
  CaseWait w = { tlv_transient_page_get_figure(tp), mu, freq };
  g_assert_true(tl_gui_iterate_until(case_applied, &w, 10.0));
  tl_gui_run_pending();
}

/* The read-out's "stick …" and "f = …" of now are those of the state the map
 * draws (the model's traction), whatever changed while paused. */
static void
assert_now_matches_map(TlvTransientPage *tp)
{
  const TlStudyTransientRun *fig = tlv_transient_page_get_figure(tp);
  const TlTraction *tr = tl_study_transient_traction(fig);
  TlTransientInfo info;
  fig->model.klass->info(fig->model.self, &info);
  char *stick = g_strdup_printf("stick %.1f %%", 100.0 * tr->stick_fraction);
  char *f = g_strdup_printf("f = %.4f,", tr->fx / info.normal_load);
  const char *text = tlv_transient_page_get_readout(tp);
  if (!strstr(text, stick) || !strstr(text, f))
    g_error("the read-out '%s' does not show the map's state (%s, %s)", text, f, stick);
  g_free(stick);
  g_free(f);
}

static void
test_readout_follows_case(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("After μ or F changes mid-run the read-out uses only rows of the new case, "
                 "and its 'now' is the state the map shows");
  TlvTransientPage *tp = show_transient(f);
  const TlStudyTransientRun *fig = tlv_transient_page_get_figure(tp);
  TlPresetTransient t = *tlv_document_get_transient(f->doc);
  t.time_scale = 1.0; /* 1000 ms of contact per second */
  g_assert_true(tlv_document_set_transient(f->doc, &t, NULL));
  set_case(f, tp, 1.0, 10.0);
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.reset", NULL));
  play_until(f, tp, 0.32);
  g_assert_true(isfinite(fig->analysis.delay));
  g_assert_cmpfloat(fig->analysis.f_max, >, 0.3);

  /* μ 1 → 0.01 while paused: nothing measured at μ = 1 is reported, and the
   * text's state is the map's (the tractions projected on the new bound) */
  const double t_change = tlv_live_get_time(tlv_transient_page_get_live(tp));
  set_case(f, tp, 0.01, 10.0);
  g_assert_true(isnan(fig->analysis.delay));
  g_assert_true(isnan(fig->analysis.f_max));
  g_assert_cmpint(fig->analysis.saturated, ==, 0);
  const char *text = tlv_transient_page_get_readout(tp);
  if (!strstr(text, "measuring: 0 % of a period recorded at 10 Hz"))
    g_error("read-out after μ → 0.01: '%s'", text);
  assert_now_matches_map(tp);
  maybe_shoot("mu-change-paused");
  play_until(f, tp, t_change + 0.06);
  maybe_shoot("mu-change-played");

  /* a load change while paused: the same */
  TlContactParams p = *tlv_document_get_contact(f->doc);
  p.mu = 1.0;
  p.hertz.normal_load = 61.3e3;
  g_assert_true(tlv_document_set_contact(f->doc, &p, NULL));
  set_case(f, tp, 1.0, 10.0);
  assert_now_matches_map(tp);

  /* F 10 → 30 Hz: measuring at 30 Hz, then the delay of a 30 Hz period
   * recorded wholly after the change */
  const double t_f = tlv_live_get_time(tlv_transient_page_get_live(tp));
  set_case(f, tp, 1.0, 30.0);
  text = tlv_transient_page_get_readout(tp);
  if (!strstr(text, "measuring: 0 % of a period recorded at 30 Hz"))
    g_error("read-out after F → 30 Hz: '%s'", text);
  /* first boundary after the change and one transit (17 ms), + 1.5 periods */
  play_until(f, tp, t_f + 0.12);
  g_assert_true(isfinite(fig->analysis.delay));
  g_assert_cmpfloat(fig->analysis.t0, >=, t_f);
  g_assert_cmpfloat_with_epsilon(fig->analysis.delay_ratio, fig->analysis.delay * 30.0, 1e-12);
  g_assert_nonnull(strstr(tlv_transient_page_get_readout(tp), "delay"));
  maybe_shoot("f-change");
}

/* At the slider's lowest frequency, 0.1 Hz, the analysed period needs the
 * last three periods, 30 s of rows (87 600 at Δt = 0.342 ms on 50 × 50): the
 * run keeps them and measures the delay at 25 s (the second period and half
 * the next).  The brush's delay then is the quasi-static one of the thesis
 * case at μ = 1: between the fully sliding 0 and the no-slip 5.02 ms; the
 * CLI's `transient --summary --mu 1 --freq-hz 0.1` gives 2.54 ms. */
static void
test_history_low_frequency(void)
{
  g_test_summary("At 0.1 Hz the run keeps the whole analysed period and reports a delay");
  TlvTransientRun run;
  tlv_transient_run_init(&run);
  TlStudyTransientSpec spec = tl_study_transient_spec_default();
  spec.params.mu = 1.0;
  spec.wave.freq = 0.1;
  g_assert_cmpint(tlv_transient_run_setup(&run, TL_PRESET_MODEL_BRUSH, &spec, NULL), ==, TL_OK);
  tlv_transient_run_set_view(&run, TLR_FIELD_TX_RATIO, 3.0 / spec.wave.freq);
  const TlStudyTransientRun *fig = tl_study_transient_stepped(&run.study);
  /* 3 periods, twice (a full record drops its older half) */
  g_assert_cmpfloat(fig->run.max_rows * fig->run.dt, >=, 2.0 * 3.0 / spec.wave.freq);
  double reached;
  const gint64 far = g_get_monotonic_time() + (gint64)3600 * G_USEC_PER_SEC;
  g_assert_cmpint(tlv_transient_run_advance(&run, 25.2, far, &reached, NULL), ==, TL_OK);
  g_assert_cmpfloat(reached, >=, 25.2 - fig->run.dt);
  g_assert_true(isfinite(fig->analysis.delay));
  g_assert_cmpfloat(fig->analysis.delay, >, 2.0e-3);
  g_assert_cmpfloat(fig->analysis.delay, <, 3.2e-3);
  tlv_transient_run_clear(&run);
}

static gboolean
sweep_done(gpointer tools)
{
  return !tlv_curve_tools_is_sweeping(tools);
}

/* Save what a plot draws when TL_GUI_SHOTS names a directory (to look at). */
static void
maybe_save(TlvPlot *plot, const char *name)
{
  const char *dir = g_getenv("TL_GUI_SHOTS");
  if (!dir)
    return;
  int w, h;
  guchar *px = tl_gui_render_plot(plot, &w, &h);
  GdkPixbuf *pb = gdk_pixbuf_new_from_data(px, GDK_COLORSPACE_RGB, TRUE, 8, w, h, 4 * w, NULL,
                                           NULL);
  char *path = g_strdup_printf("%s/%s.png", dir, name);
  gdk_pixbuf_save(pb, path, "png", NULL, NULL);
  g_free(path);
  g_object_unref(pb);
  g_free(px);
}

/* The same for a figure drawn at a given size (narrower than the window's). */
static void
maybe_draw(TlrDrawFunc draw, gpointer fig, int w, int h, const char *name)
{
  const char *dir = g_getenv("TL_GUI_SHOTS");
  if (!dir)
    return;
  cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
  cairo_t *cr = cairo_create(s);
  const TlrStyle style = tlr_style_light();
  draw(cr, w, h, &style, fig);
  cairo_destroy(cr);
  char *path = g_strdup_printf("%s/%s.png", dir, name);
  cairo_surface_write_to_png(s, path);
  g_free(path);
  cairo_surface_destroy(s);
}

/* A load sweep at μ = 0.4, then the "Sine 60 Hz, μ = 1" preset: the six
 * μ = 0.4 loops must not stay drawn over the μ = 1 case labelled only by
 * load.  A change by hand labels each member with what differs; loading a
 * preset clears pins and sweeps (a running sweep too). */
static void
test_preset_clears_overlay(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Swept loops of another case say so; a preset clears them");
  TlvTransientPage *tp = show_transient(f);
  TlvCurveTools *tools = tlv_transient_page_get_tools(tp);
  const TlrOverlay *ov = tlv_curve_tools_get_overlay(tools);
  TlError err;
  set_case(f, tp, 0.4, 10.0);
  g_assert_true(tlv_curve_tools_sweep(tools, TL_FAMILY_LOAD, 50e3, 150e3, 6, &err));
  g_assert_true(tl_gui_iterate_until(sweep_done, tools, 60.0));
  g_assert_cmpint(ov->n, ==, 6);
  g_assert_cmpstr(ov->curves[0].label, ==, "F<sub>N</sub> = 50 kN");
  /* μ changed by hand: each member says it was swept at μ = 0.4 */
  set_case(f, tp, 1.0, 10.0);
  g_assert_cmpstr(ov->curves[0].label, ==, "F<sub>N</sub> = 50 kN; μ = 0.4");
  g_assert_cmpstr(ov->curves[5].label, ==, "F<sub>N</sub> = 150 kN; μ = 0.4");
  set_case(f, tp, 0.4, 10.0);
  g_assert_cmpstr(ov->curves[5].label, ==, "F<sub>N</sub> = 150 kN");
  play_until(f, tp, 0.26);
  maybe_save(TLV_PLOT(tl_gui_find_nth(GTK_WIDGET(tp), TLV_TYPE_PLOT, NULL, 1)), "sweep-loop");
  maybe_draw(tlr_transient_draw_loop, (gpointer)&tlv_transient_page_get_run(tp)->view, 330,
             300, "sweep-loop-narrow");
  g_assert_true(tlv_window_load_builtin_preset(f->win, "04-sine-60hz-mu1.ini", &err));
  tl_gui_run_pending();
  g_assert_cmpfloat(tlv_document_get_contact(f->doc)->mu, ==, 1.0);
  g_assert_cmpint(ov->n, ==, 0);
  /* a sweep still running when the preset loads stops, and draws nothing */
  g_assert_true(tlv_curve_tools_sweep(tools, TL_FAMILY_MU, 0.3, 0.9, 6, &err));
  g_assert_true(tlv_window_load_builtin_preset(f->win, "04-sine-60hz-mu1.ini", &err));
  g_assert_false(tlv_curve_tools_is_sweeping(tools));
  tl_gui_run_pending();
  g_assert_cmpint(ov->n, ==, 0);
}

typedef struct {
  const TlStudyTransientRun *fig;
  int mx;
} GridWait;

static gboolean
grid_applied(gpointer data)
{
  GridWait *w = data;
  return w->fig->spec.params.mx == w->mx;
}

/* 200 Hz on 10 × 10: Δt = 2a/(10 V) = 1.712 ms, 2.92 samples a period, a
 * zigzag whose delay means nothing.  The page warns (the number and the
 * resolution ±Δt/2) and its button refines the grid along x to
 * ⌈10 · 25/2.92⌉ = 86 cells: 25.1 samples a period, no warning. */
static void
test_coarse_sampling(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Too few samples a period: an inline warning whose button refines the grid");
  TlvTransientPage *tp = show_transient(f);
  const TlStudyTransientRun *fig = tlv_transient_page_get_figure(tp);
  g_assert_null(tlv_transient_page_get_warning(tp)); /* 10 Hz on 50 × 50: 292 */
  TlContactParams p = *tlv_document_get_contact(f->doc);
  p.mx = p.my = 10;
  g_assert_true(tlv_document_set_contact(f->doc, &p, NULL));
  GridWait gw = { fig, 10 };
  g_assert_true(tl_gui_iterate_until(grid_applied, &gw, 10.0));
  set_case(f, tp, p.mu, 200.0);
  g_assert_cmpfloat_with_epsilon(fig->run.dt, 1.712e-3, 1e-6); /* 2a/V = 17.12 ms over 10 cells */
  const char *warning = tlv_transient_page_get_warning(tp);
  g_assert_nonnull(warning);
  g_assert_nonnull(strstr(warning, "Only 2.92 samples per period"));
  g_assert_nonnull(strstr(tlv_transient_page_get_readout(tp), "2.92 samples a period"));
  GtkWidget *button = tl_gui_find_button(GTK_WIDGET(tp), "Use 86 cells along x");
  g_assert_nonnull(button);
  g_assert_true(gtk_widget_get_visible(button));
  maybe_shoot("coarse-warning");
  g_signal_emit_by_name(button, "clicked");
  g_assert_cmpint(tlv_document_get_contact(f->doc)->mx, ==, 86);
  gw.mx = 86;
  g_assert_true(tl_gui_iterate_until(grid_applied, &gw, 10.0));
  tl_gui_run_pending();
  g_assert_cmpfloat(tl_analysis_samples_per_period(200.0, fig->run.dt), >=,
                    TL_ANALYSIS_MIN_SAMPLES);
  g_assert_null(tlv_transient_page_get_warning(tp));
}

int
main(int argc, char **argv)
{
  tl_gui_test_init(&argc, &argv);
  tl_gui_add("/gui/transient/readout-follows-case", test_readout_follows_case);
  g_test_add_func("/gui/transient/history-low-frequency", test_history_low_frequency);
  tl_gui_add("/gui/transient/coarse-sampling", test_coarse_sampling);
  tl_gui_add("/gui/transient/preset-clears-overlay", test_preset_clears_overlay);
  return g_test_run();
}
