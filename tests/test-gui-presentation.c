/* test-gui-presentation.c — presentation mode in the real window under
 * Xvfb: the read-out under the plots grows with the plots' text (a lecture
 * hall reads the numbers too), and switching pages leaves no caret or
 * selection in a read-out. */
#include <gtk/gtk.h>

#include "tl-test-gui.h"
#include "tlv-window.h"

/* The application's style sheet, as TlvApplication loads it: the read-outs'
 * presentation sizes live there. */
static void
load_style(void)
{
  GtkCssProvider *css = gtk_css_provider_new();
  gtk_css_provider_load_from_resource(css, "/org/tribolab/TriboLab/style.css");
  gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(css),
                                             GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_unref(css);
}

/* The first label of the "readout" class below w. */
static GtkWidget *
find_readout(GtkWidget *w)
{
  if (GTK_IS_LABEL(w) && gtk_widget_has_css_class(w, "readout"))
    return w;
  for (GtkWidget *c = gtk_widget_get_first_child(w); c; c = gtk_widget_get_next_sibling(c)) {
    GtkWidget *found = find_readout(c);
    if (found)
      return found;
  }
  return NULL;
}

/* The height one line of the label's text needs at its current font. */
static int
line_height(GtkWidget *label)
{
  PangoLayout *layout = gtk_widget_create_pango_layout(label, "0");
  int w, h;
  pango_layout_get_pixel_size(layout, &w, &h);
  g_object_unref(layout);
  return h;
}

static gboolean
never(gpointer data)
{
  (void)data;
  return FALSE; /* run the loop for the whole interval */
}

static void
test_readout_grows(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("F5: the read-out's text grows by the plots' presentation scale (at least "
                 "1.1), and back to its size after presentation");
  GtkWidget *page = tl_gui_show_page(f, "hertz", GTK_TYPE_WIDGET);
  GtkWidget *readout = find_readout(page);
  g_assert_nonnull(readout);
  tl_gui_iterate_until(never, NULL, 0.3);
  const int normal = line_height(readout);
  tlv_window_set_presentation(f->win, TRUE);
  tl_gui_iterate_until(never, NULL, 0.3); /* the style is computed for the next frame */
  const int presenting = line_height(readout);
  /* the smallest presentation scale is 1.1; a line's height rounds to pixels */
  g_assert_cmpfloat(presenting, >=, 1.1 * normal - 1.0);
  tlv_window_set_presentation(f->win, FALSE);
  tl_gui_iterate_until(never, NULL, 0.3);
  g_assert_cmpint(line_height(readout), ==, normal);
}

static void
test_no_caret_after_switch(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Presentation mode hides the control panels; switching pages must not leave "
                 "the keyboard focus (a caret, a selection) in the new page's read-out");
  tlv_window_set_presentation(f->win, TRUE);
  const char *pages[] = { "hertz", "friction", "steady", "transient", "rolling", "hertz" };
  for (guint k = 0; k < G_N_ELEMENTS(pages); k++) {
    gtk_widget_activate_action(GTK_WIDGET(f->win), "win.show-page", "s", pages[k]);
    tl_gui_iterate_until(never, NULL, 0.3);
    g_assert_cmpstr(gtk_stack_get_visible_child_name(tlv_window_get_stack(f->win)), ==,
                    pages[k]);
    GtkWidget *focus = gtk_root_get_focus(GTK_ROOT(f->win));
    if (focus && GTK_IS_LABEL(focus) && gtk_label_get_selectable(GTK_LABEL(focus)))
      g_error("page %s: the read-out \"%.40s…\" has the focus", pages[k],
              gtk_label_get_text(GTK_LABEL(focus)));
  }
  tlv_window_set_presentation(f->win, FALSE);
}

int
main(int argc, char **argv)
{
  tl_gui_test_init(&argc, &argv);
  load_style();
  tl_gui_add("/gui/presentation/readout-grows", test_readout_grows);
  tl_gui_add("/gui/presentation/no-caret", test_no_caret_after_switch);
  return g_test_run();
}
