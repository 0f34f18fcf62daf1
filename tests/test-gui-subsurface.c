/* test-gui-subsurface.c — the "Below the surface" page in the real window
 * under Xvfb: Alt+7's action shows it, the worker computes both sections,
 * the read-out reports the maxima, the heat maps are drawn, and the source
 * and μ move the maximum from below the surface to the surface. */
#include <gtk/gtk.h>
#include <string.h>

#include "tl-test-gui.h"
#include "tl-test-util.h"
#include "tlv-application.h"
#include "tlv-subsurface-page.h"
#include "tlv-window.h"

static gboolean
page_idle(gpointer page)
{
  return !tlv_subsurface_page_is_busy(page) && *tlv_subsurface_page_get_readout(page);
}

static GtkWidget *
show_page(Fixture *f)
{
  g_assert_true(
    gtk_widget_activate_action(GTK_WIDGET(f->win), "win.show-page", "s", "subsurface"));
  GtkWidget *page = tl_gui_find(GTK_WIDGET(f->win), TLV_TYPE_SUBSURFACE_PAGE, NULL);
  g_assert_nonnull(page);
  g_assert_true(gtk_stack_get_visible_child(tlv_window_get_stack(f->win)) == page);
  g_assert_true(tl_gui_iterate_until(page_idle, page, 60));
  return page;
}

static void
fixture_teardown(Fixture *f, gconstpointer data)
{
  GtkWidget *page = tl_gui_find(GTK_WIDGET(f->win), TLV_TYPE_SUBSURFACE_PAGE, NULL);
  tl_gui_iterate_until(page_idle, page, 60); /* no worker outlives the test */
  tl_gui_fixture_teardown(f, data);
}

/* Saturated pixels (the heat map) in the plot. */
static int
coloured_pixels(TlvPlot *plot)
{
  int w, h, n = 0;
  guchar *px = tl_gui_render_plot(plot, &w, &h);
  for (int k = 0; k < w * h; k++)
    n += tl_gui_chroma(px + 4 * (gsize)k) > 60;
  g_free(px);
  return n;
}

static void
set_mu(Fixture *f, double mu)
{
  TlContactParams p = *tlv_document_get_contact(f->doc);
  p.mu = mu;
  g_assert_true(tlv_document_set_contact(f->doc, &p, NULL));
}

static void
test_page(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Below the surface: both sections drawn, the maximum below the surface "
                 "without friction and on it in full slip at mu = 0.4");
  GtkWidget *page = show_page(f);
  /* frictionless Hertz (the default source): the maximum lies below the surface */
  const char *text = tlv_subsurface_page_get_readout(TLV_SUBSURFACE_PAGE(page));
  g_assert_nonnull(strstr(text, "x–z"));
  g_assert_nonnull(strstr(text, "y–z"));
  g_assert_nonnull(strstr(text, "at z = "));
  g_assert_null(strstr(text, "at the surface"));
  for (int k = 0; k < 2; k++) {
    GtkWidget *plot = tl_gui_find_nth(page, TLV_TYPE_PLOT, NULL, k);
    g_assert_nonnull(plot);
    g_assert_cmpint(coloured_pixels(TLV_PLOT(plot)), >, 2000);
  }
  /* full slip at mu = 0.4: the x-z maximum reaches the surface */
  GtkWidget *source = tl_gui_find_drop_down(page, "Full slip, τ = μp");
  g_assert_nonnull(source);
  set_mu(f, 0.4);
  gtk_drop_down_set_selected(GTK_DROP_DOWN(source), 1);
  g_assert_true(tl_gui_iterate_until(page_idle, page, 60));
  text = tlv_subsurface_page_get_readout(TLV_SUBSURFACE_PAGE(page));
  g_assert_nonnull(strstr(text, "slide"));
  g_assert_nonnull(strstr(text, "at the surface"));
  /* mu = 0.2: back below */
  set_mu(f, 0.2);
  g_assert_true(tl_gui_iterate_until(page_idle, page, 60));
  text = tlv_subsurface_page_get_readout(TLV_SUBSURFACE_PAGE(page));
  g_assert_null(strstr(text, "at the surface"));
}

/* The sliding preset switches the page's source and measure through the document. */
static void
test_preset(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("The sliding preset opens the page in full slip with the maximum on the surface");
  GtkWidget *page = show_page(f);
  char *path = g_build_filename(g_getenv("TL_PRESETS"), "15-subsurface-sliding.ini", NULL);
  TlError err;
  g_assert_true(tlv_window_open_preset(f->win, path, &err));
  g_free(path);
  g_assert_cmpint(tlv_document_get_subsurface(f->doc)->source, ==, TL_FIELD_SLIDE);
  GtkWidget *source = tl_gui_find_drop_down(page, "Full slip, τ = μp");
  g_assert_cmpuint(gtk_drop_down_get_selected(GTK_DROP_DOWN(source)), ==, 1);
  g_assert_true(tl_gui_iterate_until(page_idle, page, 60));
  const char *text = tlv_subsurface_page_get_readout(TLV_SUBSURFACE_PAGE(page));
  g_assert_nonnull(strstr(text, "slide"));
  g_assert_nonnull(strstr(text, "at the surface"));
}

int
main(int argc, char **argv)
{
  tl_gui_test_init(&argc, &argv);
  g_test_add("/gui-subsurface/page", Fixture, NULL, tl_gui_fixture_setup, test_page,
             fixture_teardown);
  g_test_add("/gui-subsurface/preset", Fixture, NULL, tl_gui_fixture_setup, test_preset,
             fixture_teardown);
  return g_test_run();
}
