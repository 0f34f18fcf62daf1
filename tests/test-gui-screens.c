/* test-gui-screens.c — the window on small screens: at 1024 × 600 it fits,
 * the view tabs give way to a drop-down that switches the views, and every
 * plot of every view keeps a readable size. */
#include <gsl/gsl_errno.h>
#include <gtk/gtk.h>
#include "tl-test-gui.h"
#include "tlv-application.h"
#include "tlv-plot.h"
#include "tlv-view-switcher.h"

typedef struct {
  GtkWidget *win;
  int w, h;
} SizeWait;

static gboolean
window_fits(gpointer data)
{
  const SizeWait *s = data;
  return gtk_widget_get_width(s->win) <= s->w && gtk_widget_get_height(s->win) <= s->h &&
         gtk_widget_get_width(s->win) > 0;
}

/* The plots a page shows: those whose own and whose ancestors' visible
 * flags are set, up to (not across) a GtkStack that shows another child. */
static void
collect_plots(GtkWidget *w, GPtrArray *out)
{
  if (!gtk_widget_get_visible(w))
    return;
  if (TLV_IS_PLOT(w))
    g_ptr_array_add(out, w);
  if (GTK_IS_STACK(w)) {
    GtkWidget *c = gtk_stack_get_visible_child(GTK_STACK(w));
    if (c)
      collect_plots(c, out);
    return;
  }
  for (GtkWidget *c = gtk_widget_get_first_child(w); c; c = gtk_widget_get_next_sibling(c))
    collect_plots(c, out);
}

static void
test_small_screen(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("At 1024 × 600 (or 960 × 540 at scale 2) the window fits, the view switcher is a drop-down that "
                 "switches the views, and no plot of any view is smaller than 200 × 150 px");
  GtkWidget *win = GTK_WIDGET(f->win);
  /* 1024 × 600, or the monitor when it is smaller (1920 × 1080 at scale 2
   * is 960 × 540 logical pixels) */
  int mw = 1024, mh = 600;
  GListModel *monitors = gdk_display_get_monitors(gtk_widget_get_display(win));
  GdkMonitor *mon = g_list_model_get_item(monitors, 0);
  if (mon) {
    GdkRectangle geo;
    gdk_monitor_get_geometry(mon, &geo);
    mw = MIN(mw, geo.width);
    mh = MIN(mh, geo.height);
    g_test_message("monitor %d × %d logical px, scale %d", geo.width, geo.height,
                   gdk_monitor_get_scale_factor(mon));
    g_object_unref(mon);
  }
  gtk_window_set_default_size(GTK_WINDOW(win), mw, mh);
  SizeWait s = { win, mw, mh };
  g_assert_true(tl_gui_iterate_until(window_fits, &s, 10.0));
  g_test_message("window %d × %d", gtk_widget_get_width(win), gtk_widget_get_height(win));

  TlvViewSwitcher *sw =
    TLV_VIEW_SWITCHER(tl_gui_find(win, TLV_TYPE_VIEW_SWITCHER, NULL));
  g_assert_nonnull(sw);
  g_assert_true(tlv_view_switcher_is_compact(sw));
  GtkDropDown *list = GTK_DROP_DOWN(tl_gui_find(GTK_WIDGET(sw), GTK_TYPE_DROP_DOWN, NULL));
  g_assert_nonnull(list);
  GtkStack *stack = tlv_window_get_stack(f->win);
  GListModel *pages = G_LIST_MODEL(gtk_stack_get_pages(stack));
  const guint n = g_list_model_get_n_items(pages);
  g_assert_cmpuint(n, >=, 8);
  for (guint i = 0; i < n; i++) {
    gtk_drop_down_set_selected(list, i);
    GtkStackPage *page = g_list_model_get_item(pages, i);
    g_assert_true(gtk_stack_get_visible_child(stack) == gtk_stack_page_get_child(page));
    tl_gui_run_for(0.5);
    GPtrArray *plots = g_ptr_array_new();
    collect_plots(gtk_stack_page_get_child(page), plots);
    for (guint k = 0; k < plots->len; k++) {
      GtkWidget *p = plots->pdata[k];
      g_test_message("%s: plot %u is %d × %d", gtk_stack_page_get_title(page), k,
                     gtk_widget_get_width(p), gtk_widget_get_height(p));
      g_assert_true(gtk_widget_get_mapped(p)); /* not squeezed out of sight */
      g_assert_cmpint(gtk_widget_get_width(p), >=, 200);
      g_assert_cmpint(gtk_widget_get_height(p), >=, 150);
    }
    g_ptr_array_unref(plots);
    g_object_unref(page);
  }
  /* the other way: a view chosen by its shortcut shows in the drop-down */
  g_assert_true(gtk_widget_activate_action(win, "win.show-page", "s", "transient"));
  GtkStackPage *tp = gtk_stack_get_page(stack, gtk_stack_get_child_by_name(stack, "transient"));
  const char *title = gtk_stack_page_get_title(tp);
  GtkStringObject *item = gtk_drop_down_get_selected_item(list);
  g_assert_cmpstr(gtk_string_object_get_string(item), ==, title);
  g_object_unref(pages);
}

static void
test_wide_screen(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Given room for them, the views are tabs");
  GtkWidget *win = GTK_WIDGET(f->win);
  if (gdk_monitor_get_scale_factor(g_list_model_get_item(
        gdk_display_get_monitors(gtk_widget_get_display(win)), 0)) > 1) {
    g_test_skip("the wide layout is checked at scale 1");
    return;
  }
  gtk_window_set_default_size(GTK_WINDOW(win), 1900, 800);
  tl_gui_run_for(1.0);
  TlvViewSwitcher *sw = TLV_VIEW_SWITCHER(tl_gui_find(win, TLV_TYPE_VIEW_SWITCHER, NULL));
  g_test_message("window %d px wide, switcher %d px", gtk_widget_get_width(win),
                 gtk_widget_get_width(GTK_WIDGET(sw)));
  if (gtk_widget_get_width(win) < 1800)
    g_test_skip("the display is too narrow for this check");
  else
    g_assert_false(tlv_view_switcher_is_compact(sw));
}

static void
test_hide_panel(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("F9 hides the control panel of every view and gives its width to the plots; "
                 "again shows it");
  GtkWidget *win = GTK_WIDGET(f->win);
  gtk_window_set_default_size(GTK_WINDOW(win), 1024, 600);
  tl_gui_run_for(1.0);
  GtkStack *stack = tlv_window_get_stack(f->win);
  gtk_stack_set_visible_child_name(stack, "hertz");
  tl_gui_run_for(0.5);
  GtkWidget *plot = tl_gui_find(gtk_stack_get_visible_child(stack), TLV_TYPE_PLOT, NULL);
  const int before = gtk_widget_get_width(plot);
  g_assert_true(gtk_widget_activate_action(win, "win.toggle-panel", NULL));
  g_assert_true(tlv_window_get_panel_hidden(f->win));
  tl_gui_run_for(0.5);
  const int after = gtk_widget_get_width(plot);
  g_test_message("plot %d px wide with the panel, %d px without", before, after);
  g_assert_cmpint(after, >, before + 250);
  /* the other views too */
  gtk_stack_set_visible_child_name(stack, "transient");
  GtkWidget *t = gtk_widget_get_first_child(gtk_stack_get_visible_child(stack));
  g_assert_true(GTK_IS_PANED(t));
  g_assert_false(gtk_widget_get_visible(gtk_paned_get_start_child(GTK_PANED(t))));
  g_assert_true(gtk_widget_activate_action(win, "win.toggle-panel", NULL));
  g_assert_true(gtk_widget_get_visible(gtk_paned_get_start_child(GTK_PANED(t))));
}

int
main(int argc, char **argv)
{
  tl_gui_test_init(&argc, &argv);
  tl_gui_add("/gui/screens/small", test_small_screen);
  tl_gui_add("/gui/screens/hide-panel", test_hide_panel);
  tl_gui_add("/gui/screens/wide", test_wide_screen);
  return g_test_run();
}
