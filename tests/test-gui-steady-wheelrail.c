/* test-gui-steady-wheelrail.c — the Steady rolling page's "Contact patch"
 * source in the real window under Xvfb: the Wheel on rail page's chosen
 * point, rolled at this page's creepages on a worker, gives the f of
 * tl_wheelrail_roll on that same patch (FASTSIM and exact), and switching
 * back to the Hertz ellipse restores the page's own map. */
#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include "tl-test-gui.h"
#include "tl-test-wheelrail.h"
#include "tl-test-util.h"
#include "tlv-application.h"
#include "tlv-document.h"
#include "tlv-plot.h"
#include "tlv-steady-page.h"
#include "tlv-window.h"
#include "tlv-worker.h"
#include "tribo/units.h"
#include "tribo/wheelrail.h"

/* f = Fx/F_N of the left wheel's first patch at y, rolled directly. */
static double
direct_f(const TlPresetWheelrail *w, const TlContactParams *c, TlWrRollModel model)
{
  TlTestWr s = tl_test_wr_new(&w->track);
  TlWrContact con;
  TlWrNormal n;
  g_assert_cmpint(tl_wheelrail_contact(s.wr, w->y, &con, NULL), ==, TL_OK);
  g_assert_cmpint(tl_wheelrail_normal(s.wr, &con, w->side, &w->normal, &n, NULL), ==, TL_OK);
  g_assert_cmpint(n.patch[0].point, ==, 0);
  TlWrRollParams roll = tl_wr_roll_params_default();
  roll.cx = c->cx;
  roll.cy = c->cy;
  roll.spin = c->spin;
  roll.mu = c->mu;
  roll.model = model;
  roll.mx = c->mx;
  roll.my = c->my;
  TlWrRoll r = { 0 };
  g_assert_cmpint(tl_wheelrail_roll(&n.patch[0], &w->normal.wheel, &w->normal.rail, &roll, &r,
                                    NULL), ==, TL_OK);
  const double f = r.fx / n.patch[0].normal_force;
  tl_wr_roll_clear(&r);
  tl_wr_normal_clear(&n);
  tl_test_wr_free(&s);
  return f;
}

typedef struct {
  TlvSteadyPage *page;
  const char *fragment;
} RolledWait;

/* The rolled patch is on screen, says `fragment`, and nothing is pending. */
static gboolean
rolled(gpointer data)
{
  const RolledWait *w = data;
  double f, stick;
  return tlv_steady_page_get_wheelrail_f(w->page, &f, &stick) &&
         !tlv_worker_is_busy(tlv_steady_page_get_wheelrail_worker(w->page)) &&
         strstr(tlv_steady_page_get_readout(w->page), w->fragment) != NULL;
}

static void
check_f(TlvSteadyPage *page, Fixture *f, TlWrRollModel model, const char *fragment)
{
  RolledWait w = { page, fragment };
  g_assert_true(tl_gui_iterate_until(rolled, &w, 120.0));
  double got, stick;
  g_assert_true(tlv_steady_page_get_wheelrail_f(page, &got, &stick));
  /* the same core call on the same inputs: equal to round-off */
  const double want = direct_f(tlv_document_get_wheelrail(f->doc),
                               tlv_document_get_contact(f->doc), model);
  g_assert_cmpfloat_with_epsilon(got, want, 1e-12);
  g_assert_cmpfloat(stick, >, 0.0); /* partial slip at this creepage */
  g_assert_cmpfloat(stick, <, 1.0);
}

static void
test_source(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Steady rolling on the wheel-rail point's patch: f as tl_wheelrail_roll; back "
                 "to the ellipse");
  TlvSteadyPage *page =
    TLV_STEADY_PAGE(tl_gui_show_page(f, "steady", TLV_TYPE_STEADY_PAGE));
  /* a tread contact at y = 3 mm, the approximate (non-elliptic) pressure */
  TlPresetWheelrail w = *tlv_document_get_wheelrail(f->doc);
  w.y = 3.0 * TL_UNIT_MM;
  w.normal.method = TL_WR_NORMAL_APPROX;
  w.side = TL_WR_LEFT;
  w.point = 1;
  g_assert_true(tlv_document_set_wheelrail(f->doc, &w, NULL));
  TlContactParams c = *tlv_document_get_contact(f->doc);
  c.cx = 0.0021;
  c.cy = 0.0004;
  c.spin = 0.15;
  c.mu = 0.35;
  c.mx = c.my = 30;
  g_assert_true(tlv_document_set_contact(f->doc, &c, NULL));

  GtkWidget *source =
    tl_gui_find_drop_down(GTK_WIDGET(page), "Wheel–rail point (from the Wheel on rail page)");
  g_assert_nonnull(source);
  gtk_drop_down_set_selected(GTK_DROP_DOWN(source), 1);
  g_assert_cmpint(tlv_document_get_wheelrail(f->doc)->steady_patch, ==, 1);
  check_f(page, f, TL_WR_ROLL_FASTSIM, "rolled by FASTSIM");
  const TlrSteadyFigure *fig = tlv_steady_page_get_figure(page);
  g_assert_cmpint(fig->wr.n, ==, fig->study->n); /* the curve on the figure's abscissae */
  TlvPlot *map = NULL, *patch = NULL;
  for (int i = 0; i < 8; i++) {
    GtkWidget *p = tl_gui_find_nth(GTK_WIDGET(page), TLV_TYPE_PLOT, NULL, i);
    if (p && g_str_equal(tlv_plot_get_title(TLV_PLOT(p)), "Steady tangential traction map"))
      map = TLV_PLOT(p);
    if (p && g_str_equal(tlv_plot_get_title(TLV_PLOT(p)), "Rolled wheel–rail patch"))
      patch = TLV_PLOT(p);
  }
  g_assert_nonnull(map);
  g_assert_nonnull(patch);
  g_assert_false(gtk_widget_get_visible(GTK_WIDGET(map)));
  g_assert_true(gtk_widget_get_visible(GTK_WIDGET(patch)));

  /* the exact model of the map rolls the patch by the exact theory */
  GtkWidget *model = tl_gui_find_drop_down(GTK_WIDGET(page), "Exact theory (half-space)");
  g_assert_nonnull(model);
  gtk_drop_down_set_selected(GTK_DROP_DOWN(model), 1);
  check_f(page, f, TL_WR_ROLL_EXACT, "rolled by exact");
  gtk_drop_down_set_selected(GTK_DROP_DOWN(model), 0);

  /* back to the ellipse: the page's own map and case, no patch curve */
  gtk_drop_down_set_selected(GTK_DROP_DOWN(source), 0);
  g_assert_cmpint(tlv_document_get_wheelrail(f->doc)->steady_patch, ==, 0);
  g_assert_true(tl_gui_iterate_until((gboolean (*)(gpointer))gtk_widget_get_visible, map, 30.0));
  g_assert_false(gtk_widget_get_visible(GTK_WIDGET(patch)));
  g_assert_cmpint(fig->wr.n, ==, 0);
  g_assert_cmpfloat_with_epsilon(fig->study->basics.hertz.normal_load, c.hertz.normal_load,
                                 1e-9 * c.hertz.normal_load);
  double got, stick;
  g_assert_false(tlv_steady_page_get_wheelrail_f(page, &got, &stick));
  g_assert_null(strstr(tlv_steady_page_get_readout(page), "wheel–rail patch"));

  /* a preset (or the saved session) with the point as source selects it */
  TlPreset preset;
  tlv_document_to_preset(f->doc, &preset);
  preset.wheelrail.steady_patch = 1;
  g_assert_true(tlv_document_apply_preset(f->doc, &preset, NULL));
  g_assert_cmpuint(gtk_drop_down_get_selected(GTK_DROP_DOWN(source)), ==, 1);
  check_f(page, f, TL_WR_ROLL_FASTSIM, "rolled by FASTSIM");
}

int
main(int argc, char **argv)
{
  tl_gui_test_init(&argc, &argv);
  tl_gui_add("/gui/steady-wheelrail/source", test_source);
  return g_test_run();
}
