/* test-gui-steady-wear.c — what the grip costs on the Steady rolling page,
 * in the real window under Xvfb: the power and wear layers of the map list,
 * the wear-regime plot and the shakedown map beside the traction curves, the
 * operating point that moves with the cₓ slider, and the read-out's numbers,
 * which must be the study's as printed (docs/theory.md §12). */
#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include "tl-test-gui.h"
#include "tl-test-util.h"
#include "tlv-param-row.h"
#include "tlv-plot.h"
#include "tlv-steady-page.h"
#include "tlv-window.h"

typedef struct {
  const TlStudySteady *st;
  double cx;
} CxWait;

static gboolean
solved_at(gpointer data)
{
  const CxWait *w = data;
  return w->st->valid && w->st->spec.curves.params.cx == w->cx;
}

/* Move the cₓ slider to cx and wait for the page's study to follow. */
static const TlStudySteady *
slide_cx(GtkWidget *page, Fixture *f, double cx)
{
  GtkWidget *row = tl_gui_find(page, TLV_TYPE_PARAM_ROW, "Longitudinal creepage c_x");
  g_assert_nonnull(row);
  gtk_range_set_value(tlv_param_row_get_scale(TLV_PARAM_ROW(row)), cx);
  g_assert_cmpfloat(tlv_document_get_contact(f->doc)->cx, ==, cx);
  const TlStudySteady *st = tlv_steady_page_get_study(TLV_STEADY_PAGE(page));
  CxWait w = { st, cx };
  g_assert_true(tl_gui_iterate_until(solved_at, &w, 30.0));
  return st;
}

static TlvPlot *
plot_titled(GtkWidget *page, const char *title)
{
  GPtrArray *plots = g_ptr_array_new();
  tl_gui_collect_plots(page, plots);
  TlvPlot *found = NULL;
  for (guint i = 0; i < plots->len; i++)
    if (strcmp(tlv_plot_get_title(plots->pdata[i]), title) == 0)
      found = plots->pdata[i];
  g_ptr_array_unref(plots);
  g_assert_nonnull(found);
  return found;
}

static gboolean
is_dark(const guchar *p)
{
  return p[0] < 60 && p[1] < 60 && p[2] < 60;
}

/* The rightmost solid dark blob (7 × 7 px all dark: a filled marker, not a
 * glyph or a line) in the left half of a w × h image, as a fraction of w/2. */
static double
marker_x(const guchar *px, int w, int h)
{
  int best = -1;
  for (int y = 0; y + 7 <= h; y++)
    for (int x = 0; x + 7 <= w / 2; x++) {
      gboolean solid = TRUE;
      for (int j = 0; j < 7 && solid; j++)
        for (int i = 0; i < 7 && solid; i++)
          solid = is_dark(px + 4 * ((gsize)(y + j) * (gsize)w + (gsize)(x + i)));
      if (solid)
        best = MAX(best, x + 3);
    }
  g_assert_cmpint(best, >=, 0);
  return best / (w / 2.0);
}

static void
test_regime_plot_moves(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("The wear-regime plot shows and its operating point moves right as the cx "
                 "slider goes from 0.002 to 0.006; Tγ/A grows with it");
  GtkWidget *page = tl_gui_show_page(f, "steady", TLV_TYPE_STEADY_PAGE);
  const TlStudySteady *st = slide_cx(page, f, 0.002);
  tlv_steady_page_show_curves(TLV_STEADY_PAGE(page), "wear");
  TlvPlot *wear = plot_titled(page, "Wear regime versus creepage");
  g_assert_true(tl_gui_wait_drawn(wear, 10.0));
  g_assert_true(gtk_widget_get_mapped(GTK_WIDGET(wear)));
  const double tga_lo = st->wear.t_gamma_per_area;
  int w1, h1, w2, h2;
  guchar *before = tl_gui_render_plot(wear, &w1, &h1);
  slide_cx(page, f, 0.006);
  g_assert_true(tl_gui_wait_drawn(wear, 10.0));
  guchar *after = tl_gui_render_plot(wear, &w2, &h2);
  /* the default case's axis runs to 0.03: the marker goes right by 0.004/0.03
   * of the axis, about a tenth of the panel (the read-out's new numbers may
   * change the plot's height a little, not its width); a marker that stays
   * put moves by 0 */
  g_assert_cmpint(w1, ==, w2);
  g_assert_cmpfloat(marker_x(after, w2, h2) - marker_x(before, w1, h1), >, 0.06);
  g_assert_cmpfloat(st->wear.t_gamma_per_area, >, 2.0 * tga_lo);
  g_free(before);
  g_free(after);
  /* and the shakedown map draws the limits in colour */
  tlv_steady_page_show_curves(TLV_STEADY_PAGE(page), "shakedown");
  TlvPlot *sd = plot_titled(page, "Shakedown map");
  g_assert_true(tl_gui_wait_drawn(sd, 10.0));
  g_assert_cmpint(tl_gui_coloured_pixels(sd, 80), >, 300);
}

static void
test_layers(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("The map list offers the power and wear layers; each draws the study's "
                 "maps in colour");
  GtkWidget *page = tl_gui_show_page(f, "steady", TLV_TYPE_STEADY_PAGE);
  slide_cx(page, f, 0.003);
  GtkWidget *dd = tl_gui_find_drop_down(page, "power q (W/m²)");
  g_assert_nonnull(dd);
  const TlrSteadyFigure *fig = tlv_steady_page_get_figure(TLV_STEADY_PAGE(page));
  TlvPlot *map = plot_titled(page, "Steady tangential traction map");
  const TlrSteadyLayer layers[] = { TLR_STEADY_LAYER_POWER, TLR_STEADY_LAYER_WEAR };
  for (int i = 0; i < 2; i++) {
    gtk_drop_down_set_selected(GTK_DROP_DOWN(dd), 5 + (guint)i); /* after the five fields */
    tl_gui_run_for(0.3);
    g_assert_cmpint(fig->layer, ==, layers[i]);
    g_assert_true(tl_gui_wait_drawn(map, 10.0));
    g_assert_cmpint(tl_gui_coloured_pixels(map, 80), >, 1000);
  }
  gtk_drop_down_set_selected(GTK_DROP_DOWN(dd), 0);
  tl_gui_run_for(0.3);
  g_assert_cmpint(fig->layer, ==, TLR_STEADY_LAYER_TRACTION);
}

static void
test_readout(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("With the wear regimes shown the read-out prints the study's P, P_macro, Tγ, "
                 "Tγ/A, regime, USFD rate, Burstow index and FI at cx = 0.0047");
  GtkWidget *page = tl_gui_show_page(f, "steady", TLV_TYPE_STEADY_PAGE);
  const TlStudySteady *st = slide_cx(page, f, 0.0047);
  /* the traction curves alone: no line of costs (it would take their room) */
  g_assert_null(strstr(tlv_steady_page_get_readout(TLV_STEADY_PAGE(page)), "Burstow index"));
  tlv_steady_page_show_curves(TLV_STEADY_PAGE(page), "wear");
  const TlWearResult *w = &st->wear;
  char *expect = g_strdup_printf(
    "power P = %.4g W, Pmacro = %.4g W; Tγ = %.4g N, Tγ/A = %.4g N/mm²: %s wear (%.4g "
    "µg/(m·mm²)); Burstow index %.3g; FI = %.3g",
    w->power, w->power_macro, w->t_gamma, w->t_gamma_per_area, tl_wear_regime_name(w->regime),
    w->usfd_rate, w->burstow, w->fatigue_index);
  const char *readout = tlv_steady_page_get_readout(TLV_STEADY_PAGE(page));
  if (!strstr(readout, expect))
    g_error("the read-out\n%s\ndoes not say\n%s", readout, expect);
  g_free(expect);
  /* FASTSIM's power is finite here, and within the grid's error of the
   * macroscopic power (docs/theory.md §12.2: first order in Δx, a few per
   * cent on 50 × 50) */
  g_assert_true(isfinite(w->power));
  tl_assert_rel(w->power, w->power_macro, 0.1);
}

int
main(int argc, char **argv)
{
  tl_gui_test_init(&argc, &argv);
  tl_gui_add("/gui-steady-wear/regime-plot", test_regime_plot_moves);
  tl_gui_add("/gui-steady-wear/layers", test_layers);
  tl_gui_add("/gui-steady-wear/readout", test_readout);
  return g_test_run();
}
