/* tlv-page.c — shared pieces of the page widgets. */
#include "tlv-page.h"
#include "tlv-i18n.h"

/* An update due on the next frame, and where its tick callback's id is kept. */
typedef struct {
  guint *id;
  void (*update)(gpointer page);
} Due;

static gboolean
on_due(GtkWidget *page, GdkFrameClock *clock, gpointer data)
{
  (void)clock;
  Due *due = data;
  *due->id = 0; /* an edit during the update schedules the next one */
  due->update(page);
  return G_SOURCE_REMOVE;
}

void
tlv_page_schedule_tick(GtkWidget *page, guint *id, void (*update)(gpointer page))
{
  if (*id)
    return;
  Due *due = g_new(Due, 1);
  due->id = id;
  due->update = update;
  *id = gtk_widget_add_tick_callback(page, on_due, due, g_free);
}

void
tlv_page_remove_tick(GtkWidget *page, guint *id)
{
  if (*id) {
    gtk_widget_remove_tick_callback(page, *id);
    *id = 0;
  }
}

void
tlv_template_class_init(GtkWidgetClass *widget_class, void (*dispose)(GObject *),
                        void (*finalize)(GObject *), const char *ui_file)
{
  GObjectClass *object_class = G_OBJECT_CLASS(widget_class);
  if (dispose)
    object_class->dispose = dispose;
  if (finalize)
    object_class->finalize = finalize;
  char *path = g_strconcat("/org/tribolab/TriboLab/ui/", ui_file, NULL);
  gtk_widget_class_set_template_from_resource(widget_class, path);
  g_free(path);
}

void
tlv_page_class_init(GtkWidgetClass *widget_class, void (*dispose)(GObject *),
                    void (*finalize)(GObject *), const char *ui_file)
{
  tlv_template_class_init(widget_class, dispose, finalize, ui_file);
  gtk_widget_class_set_layout_manager_type(widget_class, GTK_TYPE_BIN_LAYOUT);
}

void
tlv_page_dispose_template(GtkWidget *page, GType type)
{
  gtk_widget_dispose_template(page, type);
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child(page)))
    gtk_widget_unparent(child);
}

void
tlv_page_show_error(GtkWidget *label, const char *format, ...)
{
  va_list args;
  va_start(args, format);
  char *msg = g_strdup_vprintf(format, args);
  va_end(args);
  gtk_label_set_text(GTK_LABEL(label), msg);
  gtk_widget_set_visible(label, TRUE);
  g_free(msg);
}

/* ---- drop-downs with subscripts ---- */

/* "σ_xz = …" → "σ<sub>xz</sub> = …": an underscore starts a subscript that
 * runs over the letters and digits after it; the rest is escaped. */
static char *
subscript_markup(const char *text)
{
  GString *out = g_string_new(NULL);
  for (const char *p = text; *p;) {
    if (*p == '_' && g_ascii_isalnum(p[1])) {
      const char *q = p + 1;
      while (g_ascii_isalnum(*q))
        q++;
      g_string_append(out, "<sub>");
      g_string_append_len(out, p + 1, q - p - 1);
      g_string_append(out, "</sub>");
      p = q;
      continue;
    }
    const char *next = g_utf8_next_char(p);
    char *escaped = g_markup_escape_text(p, next - p);
    g_string_append(out, escaped);
    g_free(escaped);
    p = next;
  }
  return g_string_free(out, FALSE);
}

static void
subscript_setup(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  (void)factory;
  (void)data;
  GtkWidget *label = gtk_label_new(NULL);
  gtk_label_set_xalign(GTK_LABEL(label), 0.0f);
  gtk_list_item_set_child(item, label);
}

static void
subscript_bind(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  (void)factory;
  (void)data;
  GtkStringObject *s = gtk_list_item_get_item(item);
  char *markup = subscript_markup(s ? gtk_string_object_get_string(s) : "");
  gtk_label_set_markup(GTK_LABEL(gtk_list_item_get_child(item)), markup);
  g_free(markup);
}

void
tlv_drop_down_show_subscripts(GtkDropDown *drop_down)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
  g_signal_connect(factory, "setup", G_CALLBACK(subscript_setup), NULL);
  g_signal_connect(factory, "bind", G_CALLBACK(subscript_bind), NULL);
  gtk_drop_down_set_factory(drop_down, factory);
  g_object_unref(factory);
}

gboolean
tlv_page_run_arrived(GtkWidget *label, gconstpointer result, gboolean have_last, const TlError *err)
{
  if (!result) {
    tlv_page_show_error(label, _("Run failed%s: %s"),
                        have_last ? _(", the last good run is shown") : "", err->message);
    return FALSE;
  }
  gtk_widget_set_visible(label, FALSE);
  return TRUE;
}

void
tlv_page_fit_readout(GtkWidget *plots, int plots_width, GtkWidget *plots_scroll,
                     GtkWidget *readout_scroll, GtkWidget *readout)
{
  int plots_min = 0, nat = 0, label_h = 0;
  gtk_widget_measure(plots, GTK_ORIENTATION_VERTICAL, plots_width, &plots_min, &nat, NULL, NULL);
  gtk_widget_measure(readout, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width(readout), NULL,
                     &label_h, NULL, NULL);
  const int room =
      gtk_widget_get_height(plots_scroll) + gtk_widget_get_height(readout_scroll) - plots_min;
  /* the label's layout, as it is wrapped now: the bottom of each line below
   * the label's top (its padding), so that a bound shows whole lines only;
   * the scroller's style keeps its scroll bar no taller than two lines
   * (style.css, .readout-scroll) */
  PangoLayout *layout = gtk_label_get_layout(GTK_LABEL(readout));
  int top = 0;
  gtk_label_get_layout_offsets(GTK_LABEL(readout), NULL, &top);
  int max = -1, lines = 0;
  PangoLayoutIter *it = pango_layout_get_iter(layout);
  do {
    int y0, y1;
    pango_layout_iter_get_line_yrange(it, &y0, &y1);
    const int h = MAX(0, top) + PANGO_PIXELS_CEIL(y1);
    if (++lines <= 2 || h <= room)
      max = h;
  } while (pango_layout_iter_next_line(it));
  pango_layout_iter_free(it);
  if (label_h <= room || max >= label_h)
    max = -1; /* all of it: no bound */
  GtkScrolledWindow *sw = GTK_SCROLLED_WINDOW(readout_scroll);
  if (gtk_scrolled_window_get_max_content_height(sw) != max)
    gtk_scrolled_window_set_max_content_height(sw, max);
}
