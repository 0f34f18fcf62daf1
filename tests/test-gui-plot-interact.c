/* test-gui-plot-interact.c — reading values off the plots, zoom and
 * presentation mode, in the real window under Xvfb. */
#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "tl-test-gui.h"
#include "tl-test-util.h"
#include "tlr-probe.h"
#include "tlv-export-dialog.h"
#include "tlv-live.h"
#include "tlv-transient-page.h"
#include "tlv-window.h"
#include "tribo/contact.h"
#include "tribo/fastsim.h"
#include "tribo/traction.h"
#include "tribo/units.h"

/* ---- helpers ------------------------------------------------------------------ */

/* Let the plot draw (once more than it has) and the layout settle. */
static void
wait_frame(TlvPlot *plot)
{
  g_assert_true(tl_gui_wait_drawn(plot, 30.0));
  tl_gui_run_pending();
}

/* The visible page's first plot, drawn at least once. */
static TlvPlot *
first_plot(Fixture *f)
{
  GPtrArray *plots = tlv_window_get_plots(f->win);
  g_assert_cmpuint(plots->len, >, 0);
  TlvPlot *plot = plots->pdata[0];
  g_ptr_array_unref(plots);
  wait_frame(plot);
  return plot;
}

typedef struct {
  double x, y, w, h;             /* inner rectangle [px] */
  double xmin, xmax, ymin, ymax; /* data range shown */
} PlotFrame;

static PlotFrame
plot_frame(TlvPlot *plot, int index)
{
  PlotFrame fr;
  const TlrProbe *probe = tlv_plot_get_probe(plot);
  g_assert_cmpint(tlr_probe_plot_rect(probe, index, &fr.x, &fr.y, &fr.w, &fr.h), ==, 1);
  g_assert_cmpint(tlr_probe_plot_range(probe, index, &fr.xmin, &fr.xmax, &fr.ymin, &fr.ymax), ==,
                  1);
  return fr;
}

/* Data (x, y) → the widget pixel it is drawn at (y up on the axes). */
static void
to_pixel(const PlotFrame *fr, double x, double y, double *px, double *py)
{
  *px = fr->x + (x - fr->xmin) / (fr->xmax - fr->xmin) * fr->w;
  *py = fr->y + (fr->ymax - y) / (fr->ymax - fr->ymin) * fr->h;
}

/* ---- hover read-out on a map -------------------------------------------------- */

static void
test_hover_map_cell(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Pointing at a cell of the Normal contact view's pressure map reads that "
                 "cell's Hertz pressure p0 √(1 − x²/a² − y²/b²) at its centre, in MPa, in "
                 "the label and the status line");
  TlvPlot *plot = first_plot(f);
  const TlContactParams *cp = tlv_document_get_contact(f->doc);
  TlContactBasics basics;
  g_assert_cmpint(tl_contact_basics(cp, &basics, NULL), ==, TL_OK);
  const double a = basics.hertz.a, b = basics.hertz.b;
  /* the closed form's peak from the load, not the core's p0 */
  const double p0 = 3.0 * cp->hertz.normal_load / (2.0 * M_PI * a * b);
  const PlotFrame fr = plot_frame(plot, 0);
  /* cells off the axes of symmetry, one on each side of the centre */
  const int cells[][2] = { { 27, 13 }, { 9, 31 }, { 20, 20 } };
  for (size_t k = 0; k < G_N_ELEMENTS(cells); k++) {
    const int i = cells[k][0], j = cells[k][1];
    const double xc = -a + (i + 0.5) * 2.0 * a / cp->mx, yc = -b + (j + 0.5) * 2.0 * b / cp->my;
    const double expected = p0 * sqrt(1.0 - xc * xc / (a * a) - yc * yc / (b * b)) / TL_UNIT_MPA;
    double px, py;
    /* a quarter cell off the centre: inside the cell whatever the rounding */
    to_pixel(&fr, (xc + 0.25 * a / cp->mx) / TL_UNIT_MM, (yc - 0.25 * b / cp->my) / TL_UNIT_MM,
             &px, &py);
    g_assert_true(tlv_plot_hover(plot, px, py));
    TlrHit hit;
    g_assert_cmpint(tlr_probe_hit(tlv_plot_get_probe(plot), px, py, &hit), ==, 1);
    g_assert_cmpint(hit.kind, ==, TLR_HIT_MAP);
    g_assert_cmpint(hit.i, ==, i);
    g_assert_cmpint(hit.j, ==, j);
    /* the grid's cell centres are the closed form's points: equal to rounding */
    tl_assert_rel(hit.value, expected, 1e-12);
    /* the read-out prints it to 4 significant digits with its unit */
    char num[32];
    snprintf(num, sizeof num, "= %.4g MPa", expected);
    const char *readout = tlv_plot_get_readout(plot);
    g_assert_nonnull(strstr(readout, num));
    g_assert_nonnull(strstr(tlv_window_get_status(f->win), num + 2));
  }
  /* outside every plot: no read-out, the status line shows its hint */
  g_assert_false(tlv_plot_hover(plot, 1.0, 1.0));
  g_assert_cmpstr(tlv_plot_get_readout(plot), ==, "");
  g_assert_nonnull(strstr(tlv_window_get_status(f->win), "scroll to zoom"));
}

/* ---- stick and slip ---------------------------------------------------------- */

static void
test_hover_stick_slip(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Along the centre strip of the Steady rolling view's FASTSIM map the read-out "
                 "says stick or slip for each cell as the core's FASTSIM solve of the same "
                 "case does: stick from the leading edge, slip toward the trailing edge");
  gtk_stack_set_visible_child_name(tlv_window_get_stack(f->win), "steady");
  first_plot(f);
  GPtrArray *plots = tlv_window_get_plots(f->win);
  g_assert_cmpuint(plots->len, ==, 2);
  TlvPlot *patch = plots->pdata[1];
  g_ptr_array_unref(plots);
  wait_frame(patch);

  const TlContactParams *cp = tlv_document_get_contact(f->doc);
  TlContactBasics basics;
  g_assert_cmpint(tl_contact_basics(cp, &basics, NULL), ==, TL_OK);
  TlFastsim *fs = tl_fastsim_alloc(cp, TL_FASTSIM_FIXED_GRID, NULL);
  g_assert_nonnull(fs);
  TlTraction t = { 0 };
  g_assert_cmpint(tl_traction_alloc(&t, cp->mx, cp->my, NULL), ==, TL_OK);
  g_assert_cmpint(tl_fastsim_solve(fs, cp->cx, cp->cy, cp->spin, &t, NULL), ==, TL_OK);

  const double a = basics.hertz.a, b = basics.hertz.b;
  const PlotFrame fr = plot_frame(patch, 0);
  const int j = cp->my / 2;
  int n_stick = 0, n_slip = 0;
  for (int i = 0; i < cp->mx; i++) {
    const int s = t.state[j * cp->mx + i];
    if (s == TL_CELL_OUTSIDE)
      continue;
    const double xc = -a + (i + 0.5) * 2.0 * a / cp->mx, yc = -b + (j + 0.5) * 2.0 * b / cp->my;
    double px, py;
    to_pixel(&fr, xc / TL_UNIT_MM, yc / TL_UNIT_MM, &px, &py);
    g_assert_true(tlv_plot_hover(patch, px, py));
    TlrHit hit;
    g_assert_cmpint(tlr_probe_hit(tlv_plot_get_probe(patch), px, py, &hit), ==, 1);
    g_assert_cmpint(hit.kind, ==, TLR_HIT_MAP);
    g_assert_cmpint(hit.i, ==, i);
    g_assert_cmpint(hit.state, ==, s);
    g_assert_nonnull(strstr(tlv_plot_get_readout(patch), s == TL_CELL_STICK ? "stick" : "slip"));
    n_stick += s == TL_CELL_STICK;
    n_slip += s == TL_CELL_SLIP;
  }
  /* the default case (cₓ = 0.005, μ = 0.4) is partly sliding: both are read */
  g_assert_cmpint(n_stick, >, 0);
  g_assert_cmpint(n_slip, >, 0);
  tl_traction_free(&t);
  tl_fastsim_free(fs);
}

/* ---- the right-click menu's copies -------------------------------------------- */

static void
test_copy_value_and_figure(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("The plot menu's 'Copy the value here' puts the read-out as plain text on "
                 "the clipboard; 'Copy the figure' offers a PNG texture of the plot's size "
                 "and an SVG");
  TlvPlot *plot = first_plot(f);
  const PlotFrame fr = plot_frame(plot, 0);
  const double px = fr.x + 0.5 * fr.w, py = fr.y + 0.5 * fr.h; /* the centre: p0 */
  g_assert_true(tlv_plot_hover(plot, px, py));
  tlv_plot_popup_menu(plot, px, py);
  gtk_widget_activate_action(GTK_WIDGET(plot), "plot.copy-data", NULL);
  GdkClipboard *clip = gtk_widget_get_clipboard(GTK_WIDGET(plot));
  GdkContentProvider *content = gdk_clipboard_get_content(clip);
  g_assert_nonnull(content);
  GValue value = G_VALUE_INIT;
  g_value_init(&value, G_TYPE_STRING);
  g_assert_true(gdk_content_provider_get_value(content, &value, NULL));
  const char *text = g_value_get_string(&value);
  g_assert_nonnull(strstr(text, "pn = "));   /* markup gone: p<sub>n</sub> → pn */
  g_assert_null(strstr(text, "<"));
  g_assert_nonnull(strstr(text, "MPa"));
  g_value_unset(&value);

  gtk_widget_activate_action(GTK_WIDGET(plot), "plot.copy-image", NULL);
  content = gdk_clipboard_get_content(clip);
  g_assert_nonnull(content);
  GdkContentFormats *formats = gdk_content_provider_ref_formats(content);
  g_assert_true(gdk_content_formats_contain_gtype(formats, GDK_TYPE_TEXTURE));
  g_assert_true(gdk_content_formats_contain_mime_type(formats, "image/svg+xml"));
  gdk_content_formats_unref(formats);
  g_value_init(&value, GDK_TYPE_TEXTURE);
  g_assert_true(gdk_content_provider_get_value(content, &value, NULL));
  GdkTexture *texture = g_value_get_object(&value);
  g_assert_cmpint(gdk_texture_get_width(texture), ==, gtk_widget_get_width(GTK_WIDGET(plot)));
  g_assert_cmpint(gdk_texture_get_height(texture), ==, gtk_widget_get_height(GTK_WIDGET(plot)));
  g_value_unset(&value);
}

/* ---- hover on curves ---------------------------------------------------------- */

static void
test_hover_curves(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Pointing into the friction laws' curve plot reads the nearest point of "
                 "every curve, by its legend name, and that point is on the curve drawn");
  gtk_stack_set_visible_child_name(tlv_window_get_stack(f->win), "friction");
  TlvPlot *plot = first_plot(f);
  const PlotFrame fr = plot_frame(plot, 0);
  const double px = fr.x + 0.5 * fr.w, py = fr.y + 0.5 * fr.h;
  g_assert_true(tlv_plot_hover(plot, px, py));
  TlrHit hit;
  g_assert_cmpint(tlr_probe_hit(tlv_plot_get_probe(plot), px, py, &hit), ==, 1);
  g_assert_cmpint(hit.kind, ==, TLR_HIT_CURVE);
  g_assert_cmpint(hit.n_points, >=, 1);
  for (int k = 0; k < hit.n_points; k++) {
    /* a point drawn inside the axes, where its data coordinates map (x: the
     * axis every curve shares; y may be the right axis) */
    double qx, qy;
    to_pixel(&fr, hit.point_x[k], hit.point_y[k], &qx, &qy);
    g_assert_cmpfloat_with_epsilon(qx, hit.point_px[k], 1e-6);
    g_assert_cmpfloat(qx, >=, fr.x - 0.5);
    g_assert_cmpfloat(qx, <=, fr.x + fr.w + 0.5);
  }
  /* nearest first */
  for (int k = 1; k < hit.n_points; k++)
    g_assert_cmpfloat(hypot(hit.point_px[k - 1] - px, hit.point_py[k - 1] - py), <=,
                      hypot(hit.point_px[k] - px, hit.point_py[k] - py) + 1e-9);
  /* every point read carries its curve's legend label (no "curve N" stand-in)
   * and its numbers with the axes' quantities */
  const char *readout = tlv_plot_get_readout(plot);
  g_assert_null(strstr(readout, "curve "));
  g_assert_nonnull(strstr(readout, "total: sliding velocity v = "));
  g_assert_nonnull(strstr(readout, "friction force F = "));
}

/* ---- zoom --------------------------------------------------------------------- */

static void
test_zoom_and_home(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Zooming by ½ about a point halves the axis ranges and keeps that point "
                 "under the pointer through redraws; Home (win.reset-zoom) brings the "
                 "figure's own range back");
  TlvPlot *plot = first_plot(f);
  const PlotFrame before = plot_frame(plot, 0);
  const double px = before.x + 0.3 * before.w, py = before.y + 0.6 * before.h;
  const double x_at = before.xmin + 0.3 * (before.xmax - before.xmin);
  const double y_at = before.ymax - 0.6 * (before.ymax - before.ymin);
  tlv_plot_zoom_at(plot, px, py, 0.5);
  wait_frame(plot);
  wait_frame(plot); /* a second frame: the zoom is kept, not applied once */
  const PlotFrame zoomed = plot_frame(plot, 0);
  g_assert_true(tlv_plot_is_zoomed(plot));
  /* the plot rectangle may move by the tick labels' width change: compare
   * ranges; equal aspect keeps both halves exact */
  tl_assert_rel(zoomed.xmax - zoomed.xmin, 0.5 * (before.xmax - before.xmin), 1e-9);
  tl_assert_rel(zoomed.ymax - zoomed.ymin, 0.5 * (before.ymax - before.ymin), 1e-9);
  const double span = before.xmax - before.xmin;
  g_assert_cmpfloat_with_epsilon(zoomed.xmin + 0.3 * (zoomed.xmax - zoomed.xmin), x_at,
                                 1e-9 * span);
  g_assert_cmpfloat_with_epsilon(zoomed.ymax - 0.6 * (zoomed.ymax - zoomed.ymin), y_at,
                                 1e-9 * span);
  gtk_widget_activate_action(GTK_WIDGET(f->win), "win.reset-zoom", NULL);
  wait_frame(plot);
  const PlotFrame after = plot_frame(plot, 0);
  g_assert_false(tlv_plot_is_zoomed(plot));
  g_assert_cmpfloat_with_epsilon(after.xmin, before.xmin, 1e-12 * span);
  g_assert_cmpfloat_with_epsilon(after.xmax, before.xmax, 1e-12 * span);
  g_assert_cmpfloat_with_epsilon(after.ymin, before.ymin, 1e-12 * span);
  g_assert_cmpfloat_with_epsilon(after.ymax, before.ymax, 1e-12 * span);
}

/* The visible page's plot by its export name. */
static TlvPlot *
plot_named(Fixture *f, const char *name)
{
  GPtrArray *plots = tlv_window_get_plots(f->win);
  TlvPlot *found = NULL;
  for (guint k = 0; k < plots->len; k++)
    if (g_str_equal(tlv_plot_get_export_name(plots->pdata[k]), name))
      found = plots->pdata[k];
  g_ptr_array_unref(plots);
  g_assert_nonnull(found);
  wait_frame(found);
  return found;
}

static void
test_zoom_survives_live_run(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("A zoomed time series of the Transient rolling view keeps its zoomed range "
                 "while the run plays and its own time axis would scroll on");
  gtk_stack_set_visible_child_name(tlv_window_get_stack(f->win), "transient");
  TlvPlot *plot = plot_named(f, "timeseries");
  const PlotFrame before = plot_frame(plot, 0);
  tlv_plot_zoom_at(plot, before.x + 0.5 * before.w, before.y + 0.5 * before.h, 0.25);
  wait_frame(plot);
  const PlotFrame zoomed = plot_frame(plot, 0);
  GtkWidget *page = gtk_stack_get_visible_child(tlv_window_get_stack(f->win));
  TlvLive *live = tlv_transient_page_get_live(TLV_TRANSIENT_PAGE(page));
  /* play past the series' first window (1 ms: the default axis) */
  const double t_end = tlv_live_get_time(live) + 2e-3;
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.play-pause", NULL));
  g_assert_true(tl_gui_wait_live_past(live, t_end, 60.0));
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.play-pause", NULL));
  wait_frame(plot);
  const PlotFrame after = plot_frame(plot, 0);
  const double span = zoomed.xmax - zoomed.xmin;
  g_assert_cmpfloat_with_epsilon(after.xmin, zoomed.xmin, 1e-12 * span);
  g_assert_cmpfloat_with_epsilon(after.xmax, zoomed.xmax, 1e-12 * span);
  /* and the run did move on past what the zoom shows */
  g_assert_cmpfloat(tlv_live_get_time(live) / TL_UNIT_MS, >, zoomed.xmax);
}

/* ---- presentation mode -------------------------------------------------------- */

static gboolean
panel_visible(Fixture *f)
{
  GtkWidget *paned = tl_gui_find(GTK_WIDGET(f->win), GTK_TYPE_PANED, NULL);
  g_assert_nonnull(paned);
  return gtk_widget_get_visible(gtk_paned_get_start_child(GTK_PANED(paned)));
}

static void
test_presentation(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("F5 (win.presentation) hides the control panel and the plot grows, in the "
                 "larger plot font; F5 again and Escape (win.leave-presentation) bring the "
                 "panel back");
  TlvPlot *plot = first_plot(f);
  const int w0 = gtk_widget_get_width(GTK_WIDGET(plot));
  const int h0 = gtk_widget_get_height(GTK_WIDGET(plot));
  g_assert_true(panel_visible(f));
  g_assert_cmpfloat(tlv_plot_get_font_scale(plot), ==, 1.0);
  for (int way = 0; way < 2; way++) {
    gtk_widget_activate_action(GTK_WIDGET(f->win), "win.presentation", NULL);
    wait_frame(plot);
    g_assert_true(tlv_window_get_presentation(f->win));
    g_assert_false(panel_visible(f));
    g_assert_cmpint(gtk_widget_get_width(GTK_WIDGET(plot)), >, w0);
    g_assert_cmpint(gtk_widget_get_height(GTK_WIDGET(plot)), >=, h0);
    g_assert_cmpfloat(tlv_plot_get_font_scale(plot), >, 1.0);
    /* F5 toggles; Escape only leaves */
    gtk_widget_activate_action(GTK_WIDGET(f->win),
                               way == 0 ? "win.presentation" : "win.leave-presentation", NULL);
    wait_frame(plot);
    g_assert_false(tlv_window_get_presentation(f->win));
    g_assert_true(panel_visible(f));
    g_assert_cmpint(gtk_widget_get_width(GTK_WIDGET(plot)), ==, w0);
    g_assert_cmpfloat(tlv_plot_get_font_scale(plot), ==, 1.0);
  }
}

/* ---- whole-view export --------------------------------------------------------- */

/* Saturated (curve- or map-coloured) pixels of an ARGB32 image in a rectangle. */
static int
coloured_in(cairo_surface_t *img, int x0, int y0, int x1, int y1)
{
  const int stride = cairo_image_surface_get_stride(img);
  const guchar *data = cairo_image_surface_get_data(img);
  int n = 0;
  for (int y = y0; y < y1; y++)
    for (int x = x0; x < x1; x++)
      n += tl_gui_chroma(data + (gsize)y * (gsize)stride + 4 * (gsize)x) > 60;
  return n;
}

static void
test_export_whole_view(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("The export dialog's last choice writes the whole Steady rolling view, its "
                 "curve plot and its patch map where they sit on screen, as one PNG; CSV of "
                 "the whole view is refused with a reason");
  gtk_stack_set_visible_child_name(tlv_window_get_stack(f->win), "steady");
  first_plot(f);
  GPtrArray *plots = tlv_window_get_plots(f->win);
  const guint n = plots->len;
  g_assert_cmpuint(n, ==, 2);
  /* where each figure sits in the box around both */
  graphene_rect_t r[2], box;
  GtkWidget *ref = gtk_widget_get_parent(plots->pdata[0]);
  for (guint k = 0; k < n; k++)
    g_assert_true(gtk_widget_compute_bounds(plots->pdata[k], ref, &r[k]));
  graphene_rect_union(&r[0], &r[1], &box);
  g_ptr_array_unref(plots);

  GtkWindow *dialog = tlv_window_open_export_dialog(f->win);
  g_assert_nonnull(dialog);
  char *dir = g_dir_make_tmp("tribolab-view-XXXXXX", NULL);
  char *png = g_build_filename(dir, "view.png", NULL), *csv = g_build_filename(dir, "v.csv", NULL);
  TlvExportSettings s;
  tlv_export_settings_init(&s);
  s.width = 900;
  s.height = 640;
  tlv_export_dialog_select(TLV_EXPORT_DIALOG(dialog), n, &s);
  TlError err;
  g_assert_true(tlv_export_dialog_write(TLV_EXPORT_DIALOG(dialog), png, &err));
  cairo_surface_t *img = cairo_image_surface_create_from_png(png);
  g_assert_cmpint(cairo_surface_status(img), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint(cairo_image_surface_get_width(img), ==, 900);
  g_assert_cmpint(cairo_image_surface_get_height(img), ==, 640);
  /* each figure's place in the picture holds its coloured curves or cells:
   * more than a curve 2 px wide across a tenth of the picture */
  for (guint k = 0; k < n; k++) {
    const int x0 = (int)((r[k].origin.x - box.origin.x) / box.size.width * 900);
    const int y0 = (int)((r[k].origin.y - box.origin.y) / box.size.height * 640);
    const int x1 = x0 + (int)(r[k].size.width / box.size.width * 900);
    const int y1 = y0 + (int)(r[k].size.height / box.size.height * 640);
    g_assert_cmpint(coloured_in(img, x0, y0, MIN(x1, 900), MIN(y1, 640)), >, 180);
  }
  cairo_surface_destroy(img);
  s.format = TLV_EXPORT_CSV;
  tlv_export_dialog_select(TLV_EXPORT_DIALOG(dialog), n, &s);
  g_assert_false(tlv_export_dialog_write(TLV_EXPORT_DIALOG(dialog), csv, &err));
  g_assert_nonnull(strstr(err.message, "whole view"));
  g_assert_false(g_file_test(csv, G_FILE_TEST_EXISTS));
  gtk_window_destroy(dialog);
  g_remove(png);
  g_rmdir(dir);
  g_free(png);
  g_free(csv);
  g_free(dir);
}

int
main(int argc, char **argv)
{
  tl_gui_test_init(&argc, &argv);
  tl_gui_add("/gui-plot-interact/hover-map-cell", test_hover_map_cell);
  tl_gui_add("/gui-plot-interact/hover-stick-slip", test_hover_stick_slip);
  tl_gui_add("/gui-plot-interact/copy-value-and-figure", test_copy_value_and_figure);
  tl_gui_add("/gui-plot-interact/hover-curves", test_hover_curves);
  tl_gui_add("/gui-plot-interact/zoom-and-home", test_zoom_and_home);
  tl_gui_add("/gui-plot-interact/zoom-survives-live-run", test_zoom_survives_live_run);
  tl_gui_add("/gui-plot-interact/presentation", test_presentation);
  tl_gui_add("/gui-plot-interact/export-whole-view", test_export_whole_view);
  return g_test_run();
}
