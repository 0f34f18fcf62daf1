/* test-gui-wheelrail.c — the "Wheel on rail" page in the real window under
 * Xvfb: the lateral-shift slider moves the contact (values of
 * docs/theory-wheel-rail.md §W4), the conicity appears once the page is
 * shown, and the plots draw. */
#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include "tl-test-gui.h"
#include "tl-test-util.h"
#include "tlv-application.h"
#include "tlv-param-row.h"
#include "tlv-plot.h"
#include "tlv-wheelrail-page.h"
#include "tlv-window.h"

typedef struct {
  TlvWheelrailPage *page;
  const char *fragment;
} ReadoutWait;

static gboolean
readout_has(gpointer data)
{
  const ReadoutWait *w = data;
  return strstr(tlv_wheelrail_page_get_readout(w->page), w->fragment) != NULL;
}

static gboolean
all_drawn(gpointer data)
{
  GtkWidget *page = data;
  for (int i = 0; i < 4; i++) {
    GtkWidget *plot = tl_gui_find_nth(page, TLV_TYPE_PLOT, NULL, i);
    if (!plot || !gtk_widget_get_mapped(plot) || tlv_plot_get_draw_count(TLV_PLOT(plot)) == 0)
      return FALSE;
  }
  return TRUE;
}

static void
test_shift_slider(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("The shift slider moves the contact onto the flange root; conicity shown");
  GtkStack *stack = tlv_window_get_stack(f->win);
  gtk_stack_set_visible_child_name(stack, "wheelrail");
  TlvWheelrailPage *page =
    TLV_WHEELRAIL_PAGE(tl_gui_find(GTK_WIDGET(f->win), TLV_TYPE_WHEELRAIL_PAGE, NULL));
  g_assert_nonnull(page);
  /* centred (§W4): γ 1.40°, r 459.907 mm */
  g_assert_nonnull(strstr(tlv_wheelrail_page_get_readout(page), "459.907 mm"));
  /* the Δr(y) table follows once the page is shown: tan γe(3 mm) = 0.179 (§W5) */
  ReadoutWait w = { page, "(3 mm) = 0.179" };
  g_assert_true(tl_gui_iterate_until(readout_has, &w, 60.0));
  g_assert_true(tl_gui_iterate_until(all_drawn, page, 20.0));

  TlvParamRow *shift =
    TLV_PARAM_ROW(tl_gui_find(GTK_WIDGET(page), TLV_TYPE_PARAM_ROW, "Lateral shift y"));
  g_assert_nonnull(shift);
  gtk_spin_button_set_value(tlv_param_row_get_spin(shift), 5.0);
  /* y = 5 mm: flange-root contact, γ_L 17.19°, Δr 3.689 mm (§W4) */
  ReadoutWait w5 = { page, "Δr = 3.689 mm" };
  g_assert_true(tl_gui_iterate_until(readout_has, &w5, 20.0));
  g_assert_nonnull(strstr(tlv_wheelrail_page_get_readout(page), "17.19°"));
  /* the patch plot still draws a coloured map */
  TlvPlot *patch = TLV_PLOT(tl_gui_find_nth(GTK_WIDGET(page), TLV_TYPE_PLOT, NULL, 3));
  int pw, ph;
  guchar *px = tl_gui_render_plot(patch, &pw, &ph);
  int coloured = 0;
  for (int k = 0; k < pw * ph; k++)
    coloured += tl_gui_chroma(px + 4 * (gsize)k) > 40;
  g_free(px);
  g_assert_cmpint(coloured, >, 500);

  /* exact normal contact at the centred wheelset: the merged tread patch
   * peaks at the rail's curvature jump, 981 MPa (§W6b, within 1 %) */
  gtk_spin_button_set_value(tlv_param_row_get_spin(shift), 0.0);
  GtkWidget *method = tl_gui_find_drop_down(GTK_WIDGET(page), "Exact (half-space)");
  g_assert_nonnull(method);
  gtk_drop_down_set_selected(GTK_DROP_DOWN(method), 2);
  ReadoutWait we = { page, "MPa, area 190" };
  g_assert_true(tl_gui_iterate_until(readout_has, &we, 60.0));
  const char *r = strstr(tlv_wheelrail_page_get_readout(page), "left point 1:");
  g_assert_nonnull(r);
  const char *pm = strstr(r, "= ");
  pm = strstr(pm + 2, "= "); /* N = …, p_max = … */
  g_assert_nonnull(pm);
  tl_assert_rel(g_ascii_strtod(pm + 2, NULL), 981.0, 0.01);
}

int
main(int argc, char **argv)
{
  tl_gui_test_init(&argc, &argv);
  g_test_add("/gui/wheelrail/shift-slider", Fixture, NULL, tl_gui_fixture_setup,
             test_shift_slider, tl_gui_fixture_teardown);
  return g_test_run();
}
