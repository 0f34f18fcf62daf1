#include <gsl/gsl_errno.h>
/* tl-test-gui.c — the GUI tests' shared helpers (see tl-test-gui.h). */
#include "tl-test-gui.h"
#include "tl-i18n.h"
#include "tlv-application.h"

#include <string.h>

#include "tlv-param-row.h"
#include "tlv-worker.h"

void
tl_gui_fixture_setup(Fixture *f, gconstpointer data)
{
  (void)data;
  f->doc = tlv_document_new();
  f->win = tlv_window_new(NULL, f->doc);
  gtk_window_present(GTK_WINDOW(f->win));
}

void
tl_gui_fixture_teardown(Fixture *f, gconstpointer data)
{
  (void)data;
  gtk_window_destroy(GTK_WINDOW(f->win));
  g_object_unref(f->doc);
  tl_gui_run_pending();
}

void
tl_gui_run_pending(void)
{
  while (g_main_context_iteration(NULL, FALSE))
    ;
}

static gboolean
wake(gpointer data)
{
  (void)data;
  return G_SOURCE_CONTINUE;
}

gboolean
tl_gui_iterate_until(gboolean (*cond)(gpointer), gpointer data, double seconds)
{
  const gint64 deadline = g_get_monotonic_time() + (gint64)(seconds * G_USEC_PER_SEC);
  const guint timer = g_timeout_add(20, wake, NULL); /* never sleep past the deadline */
  while (!cond(data) && g_get_monotonic_time() < deadline)
    g_main_context_iteration(NULL, TRUE);
  g_source_remove(timer);
  return cond(data);
}

static GtkWidget *
find_nth(GtkWidget *w, GType type, const char *row_name, int *n)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE(w, type) &&
      (!row_name || strcmp(tlv_param_row_get_name(TLV_PARAM_ROW(w)), row_name) == 0) &&
      (*n)-- == 0)
    return w;
  for (GtkWidget *c = gtk_widget_get_first_child(w); c; c = gtk_widget_get_next_sibling(c)) {
    GtkWidget *found = find_nth(c, type, row_name, n);
    if (found)
      return found;
  }
  return NULL;
}

GtkWidget *
tl_gui_find_nth(GtkWidget *w, GType type, const char *row_name, int n)
{
  g_assert_true(!row_name || g_type_is_a(type, TLV_TYPE_PARAM_ROW));
  return find_nth(w, type, row_name, &n);
}

typedef struct {
  TlGuiText text;
  gpointer page;
  const char *fragment;
} TextWait;

static gboolean
text_has(gpointer data)
{
  const TextWait *w = data;
  return strstr(w->text(w->page), w->fragment) != NULL;
}

gboolean
tl_gui_wait_text(TlGuiText text, gpointer page, const char *fragment, double seconds)
{
  TextWait w = {text, page, fragment};
  return tl_gui_iterate_until(text_has, &w, seconds);
}

gboolean
tl_gui_worker_held(gpointer worker)
{
  return tlv_worker_has_held(worker);
}

gboolean
tl_gui_worker_busy(gpointer worker)
{
  return tlv_worker_is_busy(worker);
}

gboolean
tl_gui_worker_idle(gpointer worker)
{
  return !tlv_worker_is_busy(worker);
}

GtkWidget *
tl_gui_show_page(Fixture *f, const char *name, GType type)
{
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(f->win), "win.show-page", "s", name));
  GtkWidget *page = tl_gui_find(GTK_WIDGET(f->win), type, NULL);
  g_assert_nonnull(page);
  return page;
}

GtkWidget *
tl_gui_find(GtkWidget *w, GType type, const char *row_name)
{
  return tl_gui_find_nth(w, type, row_name, 0);
}

/* Depth first: the first widget below w that `match` accepts. */
static GtkWidget *
find_match(GtkWidget *w, gboolean (*match)(GtkWidget *, const char *), const char *key)
{
  if (match(w, key))
    return w;
  for (GtkWidget *c = gtk_widget_get_first_child(w); c; c = gtk_widget_get_next_sibling(c)) {
    GtkWidget *found = find_match(c, match, key);
    if (found)
      return found;
  }
  return NULL;
}

static gboolean
is_button(GtkWidget *w, const char *label)
{
  return GTK_IS_BUTTON(w) && g_strcmp0(gtk_button_get_label(GTK_BUTTON(w)), label) == 0;
}

static gboolean
is_check_button(GtkWidget *w, const char *label)
{
  return GTK_IS_CHECK_BUTTON(w) &&
         g_strcmp0(gtk_check_button_get_label(GTK_CHECK_BUTTON(w)), label) == 0;
}

static gboolean
is_drop_down_with(GtkWidget *w, const char *item)
{
  if (!GTK_IS_DROP_DOWN(w))
    return FALSE;
  GListModel *m = gtk_drop_down_get_model(GTK_DROP_DOWN(w));
  for (guint i = 0; GTK_IS_STRING_LIST(m) && i < g_list_model_get_n_items(m); i++)
    if (strcmp(gtk_string_list_get_string(GTK_STRING_LIST(m), i), item) == 0)
      return TRUE;
  return FALSE;
}

GtkWidget *
tl_gui_find_button(GtkWidget *w, const char *label)
{
  return find_match(w, is_button, label);
}

GtkWidget *
tl_gui_find_check_button(GtkWidget *w, const char *label)
{
  return find_match(w, is_check_button, label);
}

GtkWidget *
tl_gui_find_drop_down(GtkWidget *w, const char *item)
{
  return find_match(w, is_drop_down_with, item);
}

static gboolean
is_label_with(GtkWidget *w, const char *part)
{
  return GTK_IS_LABEL(w) && strstr(gtk_label_get_text(GTK_LABEL(w)), part);
}

GtkWidget *
tl_gui_find_label(GtkWidget *w, const char *part)
{
  return find_match(w, is_label_with, part);
}

static gboolean
is_shown_label_starting(GtkWidget *w, const char *prefix)
{
  return GTK_IS_LABEL(w) && gtk_widget_get_visible(w) &&
         g_str_has_prefix(gtk_label_get_text(GTK_LABEL(w)), prefix);
}

GtkWidget *
tl_gui_find_shown_label(GtkWidget *w, const char *prefix)
{
  return find_match(w, is_shown_label_starting, prefix);
}

static gboolean
plot_drawn(gpointer plot)
{
  return gtk_widget_get_mapped(plot) && tlv_plot_get_draw_count(plot) > 0;
}

/* The plot's last frame (NULL while a redraw is pending). */
static GskRenderNode *
plot_node(TlvPlot *plot, int w, int h)
{
  GdkPaintable *paintable = gtk_widget_paintable_new(GTK_WIDGET(plot));
  GtkSnapshot *snapshot = gtk_snapshot_new();
  gdk_paintable_snapshot(paintable, snapshot, w, h);
  g_object_unref(paintable);
  return gtk_snapshot_free_to_node(snapshot);
}

guchar *
tl_gui_render_plot(TlvPlot *plot, int *w, int *h)
{
  g_assert_true(tl_gui_iterate_until(plot_drawn, plot, 10));
  *w = gtk_widget_get_width(GTK_WIDGET(plot));
  *h = gtk_widget_get_height(GTK_WIDGET(plot));
  GskRenderNode *node;
  const gint64 deadline = g_get_monotonic_time() + 10 * G_USEC_PER_SEC;
  while (!(node = plot_node(plot, *w, *h)) && g_get_monotonic_time() < deadline)
    g_main_context_iteration(NULL, TRUE); /* the next frame draws it */
  g_assert_nonnull(node);
  GskRenderer *renderer = gtk_native_get_renderer(gtk_widget_get_native(GTK_WIDGET(plot)));
  GdkTexture *texture =
    gsk_renderer_render_texture(renderer, node, &GRAPHENE_RECT_INIT(0, 0, *w, *h));
  guchar *pixels = g_malloc((gsize)*w * (gsize)*h * 4);
  gdk_texture_download(texture, pixels, (gsize)*w * 4);
  g_object_unref(texture);
  gsk_render_node_unref(node);
  return pixels;
}

int
tl_gui_chroma(const guchar *p)
{
  return MAX(p[0], MAX(p[1], p[2])) - MIN(p[0], MIN(p[1], p[2]));
}

long
tl_gui_coloured_pixels(TlvPlot *plot, int min_chroma)
{
  int w, h;
  guchar *px = tl_gui_render_plot(plot, &w, &h);
  long n = 0;
  for (gsize k = 0; k < (gsize)w * (gsize)h; k++)
    n += tl_gui_chroma(px + 4 * k) > min_chroma;
  g_free(px);
  return n;
}

void
tl_gui_type_into_spin(GtkSpinButton *spin, const char *text)
{
  gtk_editable_set_text(GTK_EDITABLE(spin), text);
  GtkWidget *entry = tl_gui_find(GTK_WIDGET(spin), GTK_TYPE_TEXT, NULL);
  g_assert_nonnull(entry);
  g_signal_emit_by_name(entry, "activate");
  tl_gui_run_pending();
}

void
tl_gui_type_into_row(TlvParamRow *row, const char *text)
{
  GtkSpinButton *spin = tlv_param_row_get_spin(row);
  gtk_widget_grab_focus(GTK_WIDGET(spin));
  tl_gui_type_into_spin(spin, text);
}

void
tl_gui_test_init(int *argc, char ***argv)
{
  g_setenv("GSETTINGS_BACKEND", "memory", TRUE);
  gtk_test_init(argc, argv, NULL);
  tl_app_i18n_init(); /* as app/main.c: the catalogues in build/locale */
  gsl_set_error_handler_off();
  tlv_resources_register();
}

void
tl_gui_collect_plots(GtkWidget *w, GPtrArray *out)
{
  if (TLV_IS_PLOT(w))
    g_ptr_array_add(out, w);
  for (GtkWidget *c = gtk_widget_get_first_child(w); c; c = gtk_widget_get_next_sibling(c))
    tl_gui_collect_plots(c, out);
}

double
tl_gui_scroll_room(GtkWidget *w)
{
  GtkWidget *sw = gtk_widget_get_ancestor(w, GTK_TYPE_SCROLLED_WINDOW);
  if (!sw)
    return 0.0;
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(sw));
  return gtk_adjustment_get_upper(adj) - gtk_adjustment_get_page_size(adj);
}

typedef struct {
  GtkWidget *win;
  int w, h;
} WindowSize;

static gboolean
window_at(gpointer data)
{
  const WindowSize *s = data;
  const int w = gtk_widget_get_width(s->win), h = gtk_widget_get_height(s->win);
  return w <= s->w && h <= s->h && w >= s->w - 40 && h >= s->h - 40;
}

gboolean
tl_gui_resize(TlvWindow *win, int w, int h)
{
  WindowSize s = { GTK_WIDGET(win), w, h };
  gtk_window_set_default_size(GTK_WINDOW(win), w, h);
  return tl_gui_iterate_until(window_at, &s, 10.0);
}

static gboolean
never(gpointer data)
{
  (void)data;
  return FALSE;
}

void
tl_gui_run_for(double seconds)
{
  tl_gui_iterate_until(never, NULL, seconds);
}

/* A number that is to reach or pass a mark: a plot's draw count, a live
 * run's clock. */
typedef struct {
  double (*value)(gpointer object);
  gpointer object;
  double mark;
  gboolean or_equal; /* reaching the mark is enough */
} MarkWait;

static gboolean
mark_passed(gpointer data)
{
  const MarkWait *w = data;
  const double v = w->value(w->object);
  return w->or_equal ? v >= w->mark : v > w->mark;
}

static double
draw_count(gpointer plot)
{
  return tlv_plot_get_draw_count(plot);
}

static double
live_time(gpointer live)
{
  return tlv_live_get_time(live);
}

gboolean
tl_gui_wait_drawn(TlvPlot *plot, double seconds)
{
  gtk_widget_queue_draw(GTK_WIDGET(plot));
  MarkWait w = { draw_count, plot, tlv_plot_get_draw_count(plot), FALSE };
  return tl_gui_iterate_until(mark_passed, &w, seconds);
}

gboolean
tl_gui_wait_live_reached(TlvLive *live, double t, double seconds)
{
  MarkWait w = { live_time, live, t, TRUE };
  return tl_gui_iterate_until(mark_passed, &w, seconds);
}

gboolean
tl_gui_wait_live_past(TlvLive *live, double t, double seconds)
{
  MarkWait w = { live_time, live, t, FALSE };
  return tl_gui_iterate_until(mark_passed, &w, seconds);
}
