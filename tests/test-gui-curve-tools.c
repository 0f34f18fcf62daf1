/* test-gui-curve-tools.c — Pin and Sweep on the curve views of the real
 * window under Xvfb: a pinned transient loop and its label, a sweep of loads
 * and its cancel, and a sweep over μ on the Steady page. */
#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include "tl-test-gui.h"
#include "tlv-steady-page.h"
#include "tlv-transient-page.h"

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

int
main(int argc, char **argv)
{
  tl_gui_test_init(&argc, &argv);
  tl_gui_add("/gui/transient/pin-and-sweep", test_pin_and_sweep_transient);
  tl_gui_add("/gui/steady/pin-and-sweep", test_pin_and_sweep_steady);
  return g_test_run();
}
