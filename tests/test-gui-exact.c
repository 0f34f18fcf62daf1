/* test-gui-exact.c — Kalker's exact theory in the real window under Xvfb:
 * the transient page comparing brush and exact live, the exact model's speed
 * read-out and slow-grid note, and the steady page's exact curve. */
#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include "tl-test-gui.h"
#include "tl-test-util.h"
#include "tlv-application.h"
#include "tlv-plot.h"
#include "tlv-steady-page.h"
#include "tlv-transient-page.h"
#include "tlv-window.h"
#include "tribo/units.h"

/* Strongly coloured (heat-map) pixels in the columns [x0, x1). */
static long
coloured_pixels(const guchar *px, int w, int h, int x0, int x1)
{
  long n = 0;
  for (int y = 0; y < h; y++)
    for (int x = x0; x < x1 && x < w; x++) {
      const guchar *p = px + ((gsize)y * (gsize)w + (gsize)x) * 4;
      n += tl_gui_chroma(p) > 80;
    }
  return n;
}

/* ---- the transient page ------------------------------------------------------- */

static TlvTransientPage *
show_transient(Fixture *f)
{
  return TLV_TRANSIENT_PAGE(tl_gui_show_page(f, "transient", TLV_TYPE_TRANSIENT_PAGE));
}

/* The thesis delay case on a coarse grid, played fast: μ = 1, 30 × 30,
 * 10 Hz sine, 1000 ms of contact per second of wall time. */
static void
thesis_case(Fixture *f, int m)
{
  TlContactParams p = *tlv_document_get_contact(f->doc);
  p.mu = 1.0;
  p.mx = p.my = m;
  g_assert_true(tlv_document_set_contact(f->doc, &p, NULL));
  TlPresetTransient t = *tlv_document_get_transient(f->doc);
  t.time_scale = 1000.0 * TL_UNIT_MS;
  g_assert_true(tlv_document_set_transient(f->doc, &t, NULL));
}

typedef struct {
  const TlvTransientRun *run;
  double t;
} RunWait;

/* Both analyses of the comparison have a delay or a reason for none, and
 * the run has measured its rate (over a window of half a second of play:
 * a fast solver can reach the analysed time sooner than that). */
static gboolean
compare_analysed(gpointer data)
{
  const RunWait *w = data;
  return tl_study_transient_time(&w->run->study) >= w->t &&
         isfinite(w->run->study.compare.brush.analysis.delay) &&
         isfinite(w->run->study.compare.exact.analysis.delay) && w->run->rate > 0.0;
}

static void
test_compare(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Compare mode: brush and exact run in step live; the exact delay exceeds the brush's");
  TlvTransientPage *page = show_transient(f);
  thesis_case(f, 30);
  tlv_transient_page_set_mode(page, TL_PRESET_MODEL_COMPARE);
  g_assert_cmpint(tlv_transient_page_get_mode(page), ==, TL_PRESET_MODEL_COMPARE);
  const TlvTransientRun *run = tlv_transient_page_get_run(page);
  TlvLive *live = tlv_transient_page_get_live(page);
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.reset", NULL));
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.play-pause", NULL));
  g_assert_true(tlv_live_is_playing(live));
  /* the latest whole period after the first (100–200 ms) is analysed; the
   * exact steps (~2 ms at 30²) take a few seconds of wall time for it */
  RunWait w = { run, 0.21 };
  const gboolean done = tl_gui_iterate_until(compare_analysed, &w, 60.0);
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.play-pause", NULL));
  g_assert_true(done);

  const TlStudyTransientCompare *cmp = &run->study.compare;
  g_assert_cmpint(cmp->brush.spec.params.mx, ==, 30);
  g_assert_cmpfloat(cmp->exact.spec.params.mu, ==, 1.0);
  /* in step: after every advance the brush stands where the exact run is
   * (the same grid and Courant number 1: the same rows) */
  g_assert_cmpfloat(tl_run_time(&cmp->brush.run), ==, tl_run_time(&cmp->exact.run));
  g_assert_cmpint(cmp->brush.run.rec.n, ==, cmp->exact.run.rec.n);
  g_assert_cmpint(cmp->exact.run.rec.n, >, 350);
  const double db = cmp->brush.analysis.delay, de = cmp->exact.analysis.delay;
  g_test_message("30x30, mu = 1, 10 Hz: delay brush %.3f ms, exact %.3f ms; %.0f exact steps/s",
                 db / TL_UNIT_MS, de / TL_UNIT_MS, run->rate);
  g_assert_false(cmp->brush.analysis.saturated);
  g_assert_false(cmp->exact.analysis.saturated);
  g_assert_cmpfloat(db, >, 0.0);
  g_assert_cmpfloat(de, >, db); /* the exact delay is the longer at every frequency */
  /* the read-out names both models' delays and the exact speed */
  const char *readout = tlv_transient_page_get_readout(page);
  g_assert_nonnull(strstr(readout, "brush"));
  g_assert_nonnull(strstr(readout, "exact: "));
  g_assert_nonnull(strstr(readout, "steps/s"));
  /* The speed itself is the benchmark's business (tribolab-cli bench,
   * exact.step_40x40_per_s), not a test's: a loaded machine would fail any
   * fixed rate. Here only what is deterministic: steps were taken while
   * frames came (rec.n above) and the read-out reports a measured rate. */
  g_assert_cmpfloat(run->rate, >, 0.0);

  /* the maps side by side: heat-map colour in both halves of the map plot */
  GPtrArray *plots = g_ptr_array_new();
  tl_gui_collect_plots(GTK_WIDGET(page), plots);
  g_assert_cmpuint(plots->len, ==, 3);
  TlvPlot *maps = NULL;
  for (guint i = 0; i < plots->len; i++)
    if (strstr(tlv_plot_get_title(plots->pdata[i]), "Contact patches"))
      maps = plots->pdata[i];
  g_ptr_array_unref(plots);
  g_assert_nonnull(maps);
  int pw, ph;
  guchar *px = tl_gui_render_plot(maps, &pw, &ph);
  const long left = coloured_pixels(px, pw, ph, 0, pw / 2);
  const long right = coloured_pixels(px, pw, ph, pw / 2, pw);
  g_free(px);
  g_test_message("map plot %dx%d: coloured pixels left %ld, right %ld", pw, ph, left, right);
  g_assert_cmpint(pw, >, ph); /* across the top of the page */
  g_assert_cmpint(left, >, 2000);
  g_assert_cmpint(right, >, 2000);

  /* back to one model: the run starts again with the exact theory alone */
  tlv_transient_page_set_mode(page, TL_PRESET_MODEL_EXACT);
  const TlStudyTransientRun *fig = tlv_transient_page_get_figure(page);
  g_assert_nonnull(fig->exact);
  g_assert_cmpfloat(tl_run_time(&fig->run), ==, 0.0);
  g_assert_cmpfloat(tlv_live_get_time(live), ==, 0.0);
}

/* The exact model on a fine grid: the page says it will run slowly; the run
 * lags the clock instead of blocking (frames keep coming) and the read-out
 * reports the achieved rate. */
static gboolean
exact_moved(gpointer data)
{
  const RunWait *w = data;
  return tl_study_transient_time(&w->run->study) > w->t && w->run->rate > 0.0;
}

static gboolean
live_playing(gpointer data)
{
  return tlv_live_is_playing(data);
}

static void
test_exact_slow_grid(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Exact model on 80x80: a note says it is slow; the run lags, the window lives");
  TlvTransientPage *page = show_transient(f);
  tlv_transient_page_set_mode(page, TL_PRESET_MODEL_EXACT);
  GtkWidget *note = NULL;
  thesis_case(f, 80);
  tl_gui_run_pending();
  /* the note: a visible label mentioning the grid */
  GPtrArray *stack = g_ptr_array_new();
  g_ptr_array_add(stack, page);
  while (stack->len && !note) {
    GtkWidget *w = g_ptr_array_steal_index(stack, stack->len - 1);
    if (GTK_IS_LABEL(w) && gtk_widget_get_visible(w) &&
        strstr(gtk_label_get_text(GTK_LABEL(w)), "80×80 cells"))
      note = w;
    for (GtkWidget *c = gtk_widget_get_first_child(w); c; c = gtk_widget_get_next_sibling(c))
      g_ptr_array_add(stack, c);
  }
  g_ptr_array_unref(stack);
  g_assert_nonnull(note);
  g_assert_nonnull(strstr(gtk_label_get_text(GTK_LABEL(note)), "slowly"));

  TlvLive *live = tlv_transient_page_get_live(page);
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.reset", NULL));
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.play-pause", NULL));
  const TlvTransientRun *run = tlv_transient_page_get_run(page);
  RunWait w = { run, 0.005 };
  g_assert_true(tl_gui_iterate_until(exact_moved, &w, 120.0));
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.play-pause", NULL));
  g_assert_cmpfloat(tlv_live_get_time(live), ==, tl_study_transient_time(&run->study));
  TlvFrameStats st;
  tlv_live_get_stats(live, &st);
  g_test_message("80x80 exact: %.0f steps/s, %.1f ms a step; frames %u, solver median %.1f ms",
                 run->rate, run->step_ms, st.frames, st.solver_median_ms);
  g_assert_cmpuint(st.frames, >, 3);
  /* The budget rule, without timing anything: with the frame's deadline
   * already past, an advance takes exactly one step (every frame moves the
   * model on, none runs on past its budget), and the run says it lags. */
  TlvTransientRun *r = (TlvTransientRun *)run;
  const double t_before = tl_study_transient_time(&r->study), dt = tl_study_transient_dt(&r->study);
  double reached;
  TlError err;
  g_assert_cmpint(tlv_transient_run_advance(r, t_before + 1.0, g_get_monotonic_time() - 1,
                                            &reached, &err),
                  ==, TL_OK);
  tl_assert_rel(reached - t_before, dt, 1e-9);
  g_assert_true(run->lagging);
  char *readout = tlv_transient_run_readout(r, tlv_live_get_time_scale(live));
  g_assert_nonnull(strstr(readout, "lags"));
  g_free(readout);

  /* another page shown: the run holds still, and goes on when it returns */
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.play-pause", NULL));
  g_assert_true(tlv_live_is_playing(live));
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.show-page", "s", "steady"));
  tl_gui_run_pending();
  g_assert_false(tlv_live_is_playing(live));
  const double held = tlv_live_get_time(live);
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.show-page", "s", "transient"));
  /* not "until the main loop is idle": a playing run keeps frames coming, so
   * that wait could last for ever on a slow machine */
  g_assert_true(tl_gui_iterate_until(live_playing, live, 30.0));
  g_assert_cmpfloat(tlv_live_get_time(live), >=, held);
  tlv_live_pause(live);
}

/* ---- the steady page ---------------------------------------------------------- */

typedef struct {
  const TlStudySteady *fig;
} SteadyWait;

static gboolean
exact_solved(gpointer data)
{
  const SteadyWait *w = data;
  return w->fig->exact_on && tl_study_steady_pending(w->fig) == 0 && isfinite(w->fig->op_f[3]);
}

/* In the linear range both FASTSIM (+3 % at 50², docs/theory.md §7.2 linear limit) and the
 * exact solver (+1–2 %) sit slightly above Kalker's slope: within 4 % of
 * each other. */
static void
test_steady_exact(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Steady page: the exact check button adds the exact curve and f near FASTSIM's");
  GtkWidget *page = tl_gui_show_page(f, "steady", TLV_TYPE_STEADY_PAGE);
  TlContactParams p = *tlv_document_get_contact(f->doc);
  p.cx = 0.0002;
  g_assert_true(tlv_document_set_contact(f->doc, &p, NULL));
  GtkWidget *exact = tl_gui_find_check_button(page, "Exact theory (half-space)");
  g_assert_nonnull(exact);
  g_assert_nonnull(strstr(gtk_widget_get_tooltip_text(exact), "non-Hertzian"));
  gtk_check_button_set_active(GTK_CHECK_BUTTON(exact), TRUE);
  const TlStudySteady *fig = tlv_steady_page_get_study(TLV_STEADY_PAGE(page));
  SteadyWait w = { fig };
  g_assert_true(tl_gui_iterate_until(exact_solved, &w, 30.0));
  g_test_message("cx = 0.0002, 50x50: f FASTSIM %.6f, exact %.6f, linear %.6f", fig->op_f[1],
                 fig->op_f[3], fig->op_f[0]);
  tl_assert_rel(fig->op_f[3], fig->op_f[1], 0.04);
  g_assert_cmpfloat(fig->op_f[3], <, fig->op_f[0] * 1.04);
  g_assert_cmpint(fig->xc.done, ==, fig->xc.n);
  char *expect = g_strdup_printf("exact %.4f", fig->op_f[3]);
  g_assert_nonnull(strstr(tlv_steady_page_get_readout(TLV_STEADY_PAGE(page)), expect));
  g_free(expect);
}

static void
test_steady_exact_law(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Steady page: the exact solve of a falling law hands its local friction arrays "
                 "from the worker to the study once (they were freed twice)");
  GtkWidget *page = tl_gui_show_page(f, "steady", TLV_TYPE_STEADY_PAGE);
  TlContactParams p = *tlv_document_get_contact(f->doc);
  p.cx = 0.003;
  p.mx = p.my = 20;
  g_assert_true(tlv_document_set_contact(f->doc, &p, NULL));
  TlContactFriction c = *tlv_document_get_contact_friction(f->doc);
  c.law.kind = TL_SLIP_LAW_EXP;
  g_assert_true(tlv_document_set_contact_friction(f->doc, &c, NULL));
  GtkWidget *exact = tl_gui_find_check_button(page, "Exact theory (half-space)");
  g_assert_nonnull(exact);
  gtk_check_button_set_active(GTK_CHECK_BUTTON(exact), TRUE);
  const TlStudySteady *fig = tlv_steady_page_get_study(TLV_STEADY_PAGE(page));
  SteadyWait w = { fig };
  g_assert_true(tl_gui_iterate_until(exact_solved, &w, 60.0));
  /* the operating point's local μ came with the solution */
  g_assert_nonnull(fig->xc.op_mu);
  g_assert_nonnull(fig->xc.op_sigma);
}

int
main(int argc, char **argv)
{
  tl_gui_test_init(&argc, &argv);
  tl_gui_add("/gui-exact/transient/compare", test_compare);
  tl_gui_add("/gui-exact/transient/slow-grid", test_exact_slow_grid);
  tl_gui_add("/gui-exact/steady/exact", test_steady_exact);
  tl_gui_add("/gui-exact/steady/exact-law", test_steady_exact_law);
  return g_test_run();
}
