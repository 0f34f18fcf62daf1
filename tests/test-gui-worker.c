/* test-gui-worker.c — nothing heavy on the UI thread: the steady page's exact
 * solves and the rolling demo run on the worker while the frame clock keeps
 * drawing, the previous result stays on screen until the new one arrives,
 * and a newer edit cancels the run in flight. */
#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include "tl-test-gui.h"
#include "tl-test-util.h"
#include "tlr-figure-rolling.h"
#include "tlv-application.h"
#include "tlv-job-bar.h"
#include "tlv-param-row.h"
#include "tlv-plot.h"
#include "tlv-rolling-page.h"
#include "tlv-steady-page.h"
#include "tlv-stickslip-page.h"
#include "tlv-window.h"
#include "tlv-worker.h"
#include "tribo/units.h"

/* Frames of the window's frame clock, counted by a tick callback. */
static gboolean
count_frame(GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  (void)widget;
  (void)clock;
  (*(guint *)data)++;
  return G_SOURCE_CONTINUE;
}

typedef struct {
  const guint *frames;
  guint until;
} FrameWait;

static gboolean
frames_reached(gpointer data)
{
  const FrameWait *w = data;
  return *w->frames >= w->until;
}

/* ---- the steady page --------------------------------------------------------- */

static gboolean
exact_complete(gpointer page)
{
  const TlStudySteady *fig = tlv_steady_page_get_study(page);
  return fig->exact_on && tl_study_steady_pending(fig) == 0 &&
         !tlv_worker_is_busy(tlv_steady_page_get_worker(page));
}

typedef struct {
  TlvSteadyPage *page;
  double cx;
} CxWait;

/* The page has taken the case with this operating point. */
static gboolean
page_at_cx(gpointer data)
{
  const CxWait *w = data;
  return tlv_steady_page_get_study(w->page)->spec.curves.params.cx == w->cx;
}

static void
test_steady_exact_off_thread(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Steady page, exact theory at 80x80: a creepage change leaves the solve to the "
                 "worker; frames go on with the old figure until the new point arrives, and a "
                 "newer change cancels the solve in flight");
  TlvSteadyPage *page =
    TLV_STEADY_PAGE(tl_gui_show_page(f, "steady", TLV_TYPE_STEADY_PAGE));
  TlContactParams p = *tlv_document_get_contact(f->doc);
  p.mx = p.my = 80;
  p.cx = 0.0005;
  p.mu = 0.4; /* the thesis's steady case, whose curves span a fixed creepage range */
  g_assert_true(tlv_document_set_contact(f->doc, &p, NULL));
  GtkWidget *exact = tl_gui_find_check_button(GTK_WIDGET(page), "Exact theory (half-space)");
  g_assert_nonnull(exact);
  gtk_check_button_set_active(GTK_CHECK_BUTTON(exact), TRUE);
  /* 22 solves of ~70 ms each, several times that on a loaded machine */
  g_assert_true(tl_gui_iterate_until(exact_complete, page, 240.0));
  const TlStudySteady *fig = tlv_steady_page_get_study(page);
  const int samples = fig->xc.n;
  const double f_before = fig->op_f[3];
  g_assert_cmpint(samples, ==, 21);
  g_assert_true(isfinite(f_before));
  double *curve = g_memdup2(fig->xc.f, sizeof(double) * (gsize)samples);

  guint frames = 0;
  const guint tick = gtk_widget_add_tick_callback(GTK_WIDGET(f->win), count_frame, &frames, NULL);
  TlvPlot *plot = TLV_PLOT(tl_gui_find(GTK_WIDGET(page), TLV_TYPE_PLOT, NULL));
  TlvWorker *worker = tlv_steady_page_get_worker(page);
  tlv_worker_set_held(worker, TRUE);

  /* one keyboard step of the c_x slider: 0.0005 + 0.04/100 */
  TlvParamRow *row =
    TLV_PARAM_ROW(tl_gui_find(GTK_WIDGET(page), TLV_TYPE_PARAM_ROW, "Longitudinal creepage c_x"));
  g_assert_nonnull(row);
  g_signal_emit_by_name(tlv_param_row_get_scale(row), "move-slider", GTK_SCROLL_STEP_RIGHT);
  const double cx1 = tlv_document_get_contact(f->doc)->cx;
  g_assert_cmpfloat_with_epsilon(cx1, 0.0009, 1e-12);
  CxWait at1 = { page, cx1 };
  g_assert_true(tl_gui_iterate_until(page_at_cx, &at1, 60.0));
  /* the update has run and returned: the exact point is the worker's */
  g_assert_true(tlv_worker_is_busy(worker));
  g_assert_cmpint(tl_study_steady_pending(fig), ==, 1);
  g_assert_true(isnan(fig->op_f[3]));
  /* the same case but the operating point: the exact curve stays drawn */
  g_assert_cmpint(fig->xc.done, ==, samples);
  for (int k = 0; k < samples; k++)
    g_assert_cmpfloat(fig->xc.f[k], ==, curve[k]);

  /* frames go on while the solve is outstanding (its outcome is held back
   * until the frames are counted, so this holds however fast the solve) */
  FrameWait fw = { &frames, frames + 5 };
  g_assert_true(tl_gui_iterate_until(frames_reached, &fw, 60.0));
  g_assert_true(tlv_worker_is_busy(worker));
  g_assert_cmpint(tl_study_steady_pending(fig), ==, 1);
  g_test_message("%u frames while the solve was outstanding", frames);
  /* the plot still draws the figure as it was: the old exact curve */
  int w, h;
  g_free(tl_gui_render_plot(plot, &w, &h));
  g_assert_cmpint(fig->xc.done, ==, samples);

  /* a newer change while the first solve is in flight: that solve is cancelled */
  const guint cancelled = tlv_worker_get_cancelled(worker);
  g_signal_emit_by_name(tlv_param_row_get_scale(row), "move-slider", GTK_SCROLL_STEP_RIGHT);
  const double cx2 = tlv_document_get_contact(f->doc)->cx;
  g_assert_cmpfloat_with_epsilon(cx2, 0.0013, 1e-12);
  FrameWait fw2 = { &frames, frames + 2 }; /* the page's tick takes the change */
  g_assert_true(tl_gui_iterate_until(frames_reached, &fw2, 60.0));
  g_assert_true(tl_gui_iterate_until(tl_gui_worker_held, worker, 120.0)); /* the first run stopped */
  tlv_worker_set_held(worker, FALSE);
  g_assert_cmpuint(tlv_worker_get_cancelled(worker), ==, cancelled + 1);
  /* the new result arrives, for the newer creepage */
  CxWait at2 = { page, cx2 };
  g_assert_true(tl_gui_iterate_until(page_at_cx, &at2, 60.0));
  g_assert_true(tl_gui_iterate_until(exact_complete, page, 120.0));
  g_assert_true(isfinite(fig->op_f[3]));
  g_assert_cmpfloat(fig->xc.params.cx, ==, cx2);
  /* in the linear range f grows with c_x: above the first point, and within
   * 4 % of FASTSIM's (both a few % above Kalker's linear slope) */
  g_assert_cmpfloat(fig->op_f[3], >, f_before);
  tl_assert_rel(fig->op_f[3], fig->op_f[1], 0.04);

  /* a new load needs a new workspace (influence, exact pressure): it is built
   * on the worker; the cheap curves follow the load at once */
  tlv_worker_set_held(worker, TRUE);
  p = *tlv_document_get_contact(f->doc);
  p.hertz.normal_load = 123.85 * TL_UNIT_KN;
  g_assert_true(tlv_document_set_contact(f->doc, &p, NULL));
  FrameWait fw3 = { &frames, frames + 3 };
  g_assert_true(tl_gui_iterate_until(frames_reached, &fw3, 60.0));
  g_assert_cmpfloat(fig->spec.curves.params.hertz.normal_load, ==, p.hertz.normal_load);
  g_assert_true(isfinite(fig->op_f[1]));   /* FASTSIM at the new load */
  g_assert_false(fig->exact_on);           /* the exact theory waits for its workspace */
  g_assert_true(tlv_worker_is_busy(worker));
  g_assert_nonnull(strstr(tlv_steady_page_get_readout(page), "building"));
  tlv_worker_set_held(worker, FALSE);
  g_assert_true(tl_gui_iterate_until(exact_complete, page, 240.0));
  g_assert_true(fig->exact_on);
  g_assert_true(isfinite(fig->op_f[3]));
  tl_assert_rel(fig->op_f[3], fig->op_f[1], 0.04);
  gtk_widget_remove_tick_callback(GTK_WIDGET(f->win), tick);
  g_free(curve);
}

/* ---- the rolling page -------------------------------------------------------- */

typedef struct {
  TlvRollingPage *page;
  const TlStudyRolling *fig;
  double duration;
} RollWait;

static gboolean
rolling_shows(gpointer data)
{
  const RollWait *w = data;
  return w->fig->valid && w->fig->spec.duration == w->duration &&
         !tlv_worker_is_busy(tlv_rolling_page_get_worker(w->page));
}

static void
test_rolling_off_thread(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Rolling page: a change runs the demo on the worker; the old run stays drawn "
                 "while frames go on, and a newer change replaces a run not yet delivered");
  TlvRollingPage *page =
    TLV_ROLLING_PAGE(tl_gui_show_page(f, "rolling", TLV_TYPE_ROLLING_PAGE));
  TlvPlot *plot = TLV_PLOT(tl_gui_find(GTK_WIDGET(page), TLV_TYPE_PLOT, NULL));
  /* the figure the plot draws: its draw data */
  gpointer draw_data = NULL;
  tlv_plot_get_draw_func(plot, &draw_data);
  const TlStudyRolling *fig = draw_data;
  g_assert_true(fig->valid);
  const double d0 = fig->spec.duration;
  TlvWorker *worker = tlv_rolling_page_get_worker(page);
  guint frames = 0;
  const guint tick = gtk_widget_add_tick_callback(GTK_WIDGET(f->win), count_frame, &frames, NULL);
  tlv_worker_set_held(worker, TRUE);

  /* a longer run: 80 ms instead of 60 (8000 steps of 10 µs) */
  TlRollingDemoParams p = *tlv_document_get_rolling(f->doc);
  p.duration = 0.08;
  g_assert_true(tlv_document_set_rolling(f->doc, &p, NULL));
  g_assert_true(tl_gui_iterate_until(tl_gui_worker_held, worker, 60.0));
  FrameWait fw = { &frames, frames + 5 };
  g_assert_true(tl_gui_iterate_until(frames_reached, &fw, 60.0));
  g_assert_cmpfloat(fig->spec.duration, ==, d0); /* the old run, still drawn */
  int w, h;
  g_free(tl_gui_render_plot(plot, &w, &h));
  g_assert_cmpfloat(fig->spec.duration, ==, d0);

  /* a newer change: the finished but undelivered run is dropped */
  const guint cancelled = tlv_worker_get_cancelled(worker);
  p.duration = 0.07;
  g_assert_true(tlv_document_set_rolling(f->doc, &p, NULL));
  FrameWait fw2 = { &frames, frames + 2 }; /* the page's tick hands the new job in */
  g_assert_true(tl_gui_iterate_until(frames_reached, &fw2, 60.0));
  tlv_worker_set_held(worker, FALSE);
  g_assert_cmpuint(tlv_worker_get_cancelled(worker), ==, cancelled + 1);
  RollWait rw = { page, fig, 0.07 };
  g_assert_true(tl_gui_iterate_until(rolling_shows, &rw, 60.0));
  /* 7000 steps of 10 µs: over the 6001-sample drawing budget, every 2nd kept */
  g_assert_cmpint(fig->n, ==, 3501);
  g_assert_cmpfloat_with_epsilon(fig->t_ms[fig->n - 1], 70.0, 1e-9);
  gtk_widget_remove_tick_callback(GTK_WIDGET(f->win), tick);
}

/* ---- a long job's bar: progress and Cancel ----------------------------------- */

/* A job that runs until it is cancelled: however fast the machine, the bar
 * sees a run in flight. */
static int job_bar_delivered;

static gpointer
endless_run(gpointer job, const volatile int *cancel, TlError *err)
{
  (void)job;
  (void)err;
  while (!*cancel)
    g_usleep(1000);
  return g_strdup("stale");
}

static void
endless_done(gpointer owner, gpointer result, const TlError *err, double seconds)
{
  (void)owner;
  (void)err;
  (void)seconds;
  job_bar_delivered++;
  g_free(result);
}

static const TlvWorkerClass endless_class = { endless_run, g_free, g_free, endless_done, NULL };

static gboolean
bar_showing(gpointer bar)
{
  return tlv_job_bar_is_showing(bar);
}

static void
test_job_bar_cancel(void)
{
  g_test_summary("A long job shows a progress bar with Cancel; Cancel drops the run and "
                 "keeps the last result");
  TlvJobBar *bar = g_object_ref_sink(g_object_new(TLV_TYPE_JOB_BAR, NULL));
  TlvWorker *worker = tlv_worker_new(&endless_class, bar);
  tlv_job_bar_set_worker(bar, worker, "the test job");
  g_assert_false(gtk_widget_get_visible(GTK_WIDGET(bar))); /* idle: nothing shown */
  tlv_job_bar_set_delay(bar, 0.2);
  tlv_worker_submit(worker, g_strdup("job"));
  g_assert_true(tl_gui_iterate_until(bar_showing, bar, 30.0));
  g_assert_cmpfloat(tlv_worker_busy_seconds(worker), >=, 0.2); /* not before its delay */
  tlv_job_bar_cancel(bar);
  g_assert_true(tl_gui_iterate_until(tl_gui_worker_idle, worker, 30.0));
  g_assert_cmpint(job_bar_delivered, ==, 0); /* a cancelled run is never delivered */
  g_assert_cmpuint(tlv_worker_get_cancelled(worker), ==, 1);
  g_assert_cmpuint(tlv_worker_get_stopped(worker), ==, 0); /* it returned a result all the same */
  g_assert_false(tlv_job_bar_is_showing(bar)); /* no Cancel left to press */
  g_assert_true(gtk_widget_get_visible(GTK_WIDGET(bar))); /* but it says what happened */
  tlv_job_bar_set_worker(bar, NULL, NULL);
  tlv_worker_free(worker);
  g_object_unref(bar);
}

static gboolean
stickslip_settled(gpointer page)
{
  return !tlv_stickslip_page_is_busy(page) && *tlv_stickslip_page_get_readout(page);
}

/* The Stick-slip page's runs go through the bar: a stiff oscillator (a
 * million integrator steps) can be cancelled, and the last run's read-out
 * stays. */
static void
test_stickslip_cancel(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Cancel on the Stick-slip page stops a stiff run and keeps the last read-out");
  g_assert_true(
    gtk_widget_activate_action(GTK_WIDGET(f->win), "win.show-page", "s", "stickslip"));
  GtkWidget *page = tl_gui_find(GTK_WIDGET(f->win), TLV_TYPE_STICKSLIP_PAGE, NULL);
  g_assert_true(tl_gui_iterate_until(stickslip_settled, page, 60.0));
  char *before = g_strdup(tlv_stickslip_page_get_readout(TLV_STICKSLIP_PAGE(page)));
  TlvJobBar *bar = TLV_JOB_BAR(tl_gui_find(page, TLV_TYPE_JOB_BAR, NULL));
  tlv_job_bar_set_delay(bar, 0.0);
  TlStickSlipParams p = *tlv_document_get_stickslip(f->doc);
  p.friction.sigma0 = 1e12; /* stiff: the integrator needs ~1e6 steps */
  TlError err;
  g_assert_true(tlv_document_set_stickslip(f->doc, &p, &err));
  g_assert_true(tl_gui_iterate_until(bar_showing, bar, 60.0));
  tlv_job_bar_cancel(bar);
  g_assert_true(tl_gui_iterate_until(stickslip_settled, page, 60.0));
  g_assert_cmpstr(tlv_stickslip_page_get_readout(TLV_STICKSLIP_PAGE(page)), ==, before);
  g_assert_null(tlv_stickslip_page_get_run_error(TLV_STICKSLIP_PAGE(page)));
  g_free(before);
}

int
main(int argc, char **argv)
{
  tl_gui_test_init(&argc, &argv);
  tl_gui_add("/gui-worker/steady/exact-off-thread", test_steady_exact_off_thread);
  tl_gui_add("/gui-worker/rolling/off-thread", test_rolling_off_thread);
  g_test_add_func("/gui-worker/job-bar/cancel", test_job_bar_cancel);
  tl_gui_add("/gui-worker/stickslip/cancel", test_stickslip_cancel);
  return g_test_run();
}
