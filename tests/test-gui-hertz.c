/* test-gui-hertz.c — the Hertz page of the real window under Xvfb: drive
 * the load slider in-process and check what the page computes and what the
 * plot draws; an impossible geometry typed into a row is refused there. */
#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include "tl-test-gui.h"
#include "tlv-hertz-page.h"
#include "tlv-param-row.h"
#include "tlv-plot.h"
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

int
main(int argc, char **argv)
{
  tl_gui_test_init(&argc, &argv);
  tl_gui_add("/gui/hertz/load-slider", test_load_slider);
  tl_gui_add("/gui/hertz/rejected-input", test_rejected_input);
  return g_test_run();
}
