/* test-gui-transient-table.c — the creep-force table's steady curve on the
 * Transient rolling page, in the real window under Xvfb: the check is
 * insensitive until the window has a table; ticked, the loop draws the
 * table's curve and the read-out gives the table's steady f at the creepage
 * now; when the window's table goes, the check unticks and the curve goes. */
#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include "study-steady.h"
#include "tl-test-gui.h"
#include "tl-test-util.h"
#include "tlv-transient-page.h"

#define CHECK_LABEL "Steady curve from the creep-force table"

/* A FASTSIM table around the document's case (its a/b and ν), as the Steady
 * rolling page's quick table would build it. */
static TlTable *
quick_table(Fixture *f)
{
  TlTableSpec s;
  TlError err;
  g_assert_cmpint(tl_study_steady_quick_table_spec(tlv_document_get_contact(f->doc),
                                                   TL_TABLE_FASTSIM, &s, &err),
                  ==, TL_OK);
  const size_t n = tl_table_spec_count(&s);
  double *values = g_new(double, 3 * n);
  TlTableSolver *sv = tl_table_solver_new(&s, &err);
  g_assert_nonnull(sv);
  g_assert_cmpint(tl_table_solver_run(sv, 0, n, values, NULL, NULL, &err), ==, TL_OK);
  tl_table_solver_free(sv);
  TlTable *t = tl_table_new(&s, values, NULL, &err);
  g_assert_nonnull(t);
  g_free(values);
  return t;
}

static void
test_table_curve(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("The table check follows the window's table; ticked, the loop has the "
                 "table's curve and the read-out its steady f at the creepage now");
  TlvTransientPage *tp =
    TLV_TRANSIENT_PAGE(tl_gui_show_page(f, "transient", TLV_TYPE_TRANSIENT_PAGE));
  tlv_live_pause(tlv_transient_page_get_live(tp));
  GtkWidget *check = tl_gui_find_check_button(GTK_WIDGET(tp), CHECK_LABEL);
  g_assert_nonnull(check);
  /* no table yet: nothing to tick */
  g_assert_null(tlv_document_get_creep_table(f->doc));
  g_assert_false(gtk_widget_get_sensitive(check));
  const TlStudyTransientRun *fig = tlv_transient_page_get_figure(tp);
  g_assert_null(fig->curve_table_f);

  /* the window gets a table: the check may be ticked, and ticking draws it */
  tlv_document_take_creep_table(f->doc, quick_table(f));
  const TlTable *t = tlv_document_get_creep_table(f->doc);
  g_assert_nonnull(t);
  g_assert_true(gtk_widget_get_sensitive(check));
  g_assert_false(gtk_check_button_get_active(GTK_CHECK_BUTTON(check)));
  g_assert_nonnull(strstr(gtk_widget_get_tooltip_text(check), "steady limit"));
  gtk_check_button_set_active(GTK_CHECK_BUTTON(check), TRUE);
  fig = tlv_transient_page_get_figure(tp);
  g_assert_true(fig->spec.table == t);
  g_assert_nonnull(fig->curve_table_f);
  g_assert_cmpint(fig->curve_n, >, 10);

  /* the curve is the table's f = Fx/F_N of the page's case at each creepage */
  const TlContactParams *p = &fig->spec.params;
  TlContactBasics b;
  g_assert_cmpint(tl_contact_basics(p, &b, NULL), ==, TL_OK);
  for (int k = 0; k < fig->curve_n; k += fig->curve_n / 6) {
    double fx, fy, mz;
    g_assert_cmpint(tl_table_forces(t, TL_TABLE_CUBIC, &b, p->mu, fig->curve_cx[k], p->cy,
                                    p->spin, &fx, &fy, &mz, NULL, NULL),
                    ==, TL_OK);
    tl_assert_rel(fig->curve_table_f[k], fx / b.hertz.normal_load, 1e-12);
  }

  /* the read-out (redrawn at the tick, the run paused): the table's f at cₓ now */
  const TlRecord *r = &fig->run.rec;
  g_assert_cmpint(r->n, >, 0);
  double fx, fy, mz;
  g_assert_cmpint(tl_table_forces(t, TL_TABLE_CUBIC, &b, p->mu, r->cx[r->n - 1], p->cy, p->spin,
                                  &fx, &fy, &mz, NULL, NULL),
                  ==, TL_OK);
  char *expect = g_strdup_printf("steady, table f = %.4f at this cx (FASTSIM table)",
                                 fx / b.hertz.normal_load);
  const char *readout = tlv_transient_page_get_readout(tp);
  if (!strstr(readout, expect))
    g_error("the read-out\n%s\ndoes not say\n%s", readout, expect);
  g_free(expect);

  /* a new μ: the curve follows the case (the table's forces scale with μN) */
  TlContactParams q = *tlv_document_get_contact(f->doc);
  const double f_end = fig->curve_table_f[fig->curve_n - 1];
  q.mu = 0.61 * q.mu;
  g_assert_true(tlv_document_set_contact(f->doc, &q, NULL));
  tl_gui_run_for(0.3);
  fig = tlv_transient_page_get_figure(tp);
  g_assert_nonnull(fig->curve_table_f);
  g_assert_cmpfloat(fig->curve_table_f[fig->curve_n - 1], <, 0.9 * f_end);

  /* the window forgets its table: unticked, insensitive, no curve, no line */
  tlv_document_take_creep_table(f->doc, NULL);
  g_assert_false(gtk_check_button_get_active(GTK_CHECK_BUTTON(check)));
  g_assert_false(gtk_widget_get_sensitive(check));
  fig = tlv_transient_page_get_figure(tp);
  g_assert_null(fig->spec.table);
  g_assert_null(fig->curve_table_f);
  g_assert_null(strstr(tlv_transient_page_get_readout(tp), "steady, table"));
}

static gboolean
not_playing(gpointer live)
{
  return !tlv_live_is_playing(live);
}

static void
test_small_window(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("At 1024 × 600, with the table's line in the read-out, the plots fit the page "
                 "without scrolling (every legend in view); at 1280 × 800 the read-out shows "
                 "all its lines too");
  TlvTransientPage *tp =
    TLV_TRANSIENT_PAGE(tl_gui_show_page(f, "transient", TLV_TYPE_TRANSIENT_PAGE));
  TlvLive *live = tlv_transient_page_get_live(tp);
  tlv_live_pause(live);
  tlv_document_take_creep_table(f->doc, quick_table(f));
  gtk_check_button_set_active(
    GTK_CHECK_BUTTON(tl_gui_find_check_button(GTK_WIDGET(tp), CHECK_LABEL)), TRUE);
  /* two and a half periods of the 10 Hz sine, played fast: the read-out's
   * longest form, with the last whole period's delay and loop area */
  tlv_live_set_time_scale(live, 1.0);
  tlv_live_set_end_time(live, 0.25);
  tlv_live_play(live);
  g_assert_true(tl_gui_iterate_until(not_playing, live, 120.0));
  GPtrArray *plots = g_ptr_array_new();
  tl_gui_collect_plots(GTK_WIDGET(tp), plots);
  g_assert_cmpuint(plots->len, >=, 3);
  const int sizes[][2] = { { 1024, 600 }, { 1280, 800 } };
  for (size_t k = 0; k < G_N_ELEMENTS(sizes); k++) {
    const int w = sizes[k][0], h = sizes[k][1];
    g_assert_true(tl_gui_resize(f->win, w, h));
    tl_gui_run_for(0.5);
    GtkWidget *readout = tl_gui_find_label(GTK_WIDGET(tp), "steady, table f =");
    g_assert_nonnull(readout);
    g_assert_nonnull(tl_gui_find_label(readout, "loop area ∮f dcx"));
    g_test_message("%d x %d (window %d x %d): plots scroll %.0f px, read-out %d px scrolls "
                   "%.0f px:\n%s",
                   w, h, gtk_widget_get_width(GTK_WIDGET(f->win)),
                   gtk_widget_get_height(GTK_WIDGET(f->win)), tl_gui_scroll_room(plots->pdata[0]),
                   gtk_widget_get_height(readout), tl_gui_scroll_room(readout),
                   gtk_label_get_text(GTK_LABEL(readout)));
    for (guint i = 0; i < plots->len; i++) {
      GtkWidget *p = plots->pdata[i];
      if (!gtk_widget_get_mapped(p))
        continue; /* the compare layout's */
      g_test_message("  plot %u: %d x %d", i, gtk_widget_get_width(p), gtk_widget_get_height(p));
      g_assert_cmpint(gtk_widget_get_height(p), >=, 150);
      g_assert_cmpfloat(tl_gui_scroll_room(p), <=, 0.5);
    }
    if (h >= 800)
      g_assert_cmpfloat(tl_gui_scroll_room(readout), <=, 0.5);
  }
  g_ptr_array_unref(plots);
}

int
main(int argc, char **argv)
{
  tl_gui_test_init(&argc, &argv);
  tl_gui_add("/gui-transient-table/table-curve", test_table_curve);
  tl_gui_add("/gui-transient-table/small-window", test_small_window);
  return g_test_run();
}
