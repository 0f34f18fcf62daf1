/* tlv-plot.c — the figure widget. */
#include "tlv-plot.h"

#include <string.h>

struct _TlvPlot {
  GtkWidget parent_instance;
  char *title;
  TlrDrawFunc draw;
  TlrCsvFunc csv;
  gpointer data;
  char *export_name;
  guint draw_count;
  int natural_w; /* > 0: the natural width asked for (a narrow figure); else the default */
  gboolean highlighted;
  double highlight[4]; /* x0, y0, x1, y1, fractions of the widget */
};

G_DEFINE_FINAL_TYPE(TlvPlot, tlv_plot, GTK_TYPE_WIDGET)

TlrStyle
tlv_plot_get_style(TlvPlot *self)
{
  /* Dark theme ⇔ light text colour. */
  GdkRGBA fg;
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color(gtk_widget_get_style_context(GTK_WIDGET(self)), &fg);
G_GNUC_END_IGNORE_DEPRECATIONS
  const double luminance = 0.2126 * fg.red + 0.7152 * fg.green + 0.0722 * fg.blue;
  return luminance > 0.5 ? tlr_style_dark() : tlr_style_light();
}

/* An amber outline, visible on the light and the dark plot style; a part of
 * the plot also gets a translucent wash (the whole plot only the outline). */
static void
draw_highlight(TlvPlot *self, cairo_t *cr, int w, int h)
{
  const double *r = self->highlight;
  const double x = r[0] * w + 2.0, y = r[1] * h + 2.0;
  const double rw = (r[2] - r[0]) * w - 4.0, rh = (r[3] - r[1]) * h - 4.0;
  cairo_rectangle(cr, x, y, rw, rh);
  if (r[0] > 0.0 || r[1] > 0.0 || r[2] < 1.0 || r[3] < 1.0) {
    cairo_set_source_rgba(cr, 1.0, 0.62, 0.0, 0.12);
    cairo_fill_preserve(cr);
  }
  cairo_set_source_rgba(cr, 1.0, 0.55, 0.0, 0.9);
  cairo_set_line_width(cr, 3.0);
  cairo_stroke(cr);
}

void
tlv_plot_set_highlight(TlvPlot *self, const double *region)
{
  self->highlighted = region != NULL;
  if (region)
    memcpy(self->highlight, region, sizeof self->highlight);
  gtk_widget_queue_draw(GTK_WIDGET(self));
}

gboolean
tlv_plot_get_highlight(TlvPlot *self, double region[4])
{
  if (self->highlighted)
    memcpy(region, self->highlight, sizeof self->highlight);
  return self->highlighted;
}

static void
tlv_plot_snapshot(GtkWidget *widget, GtkSnapshot *snapshot)
{
  TlvPlot *self = TLV_PLOT(widget);
  const int w = gtk_widget_get_width(widget), h = gtk_widget_get_height(widget);
  if (w <= 0 || h <= 0 || !self->draw)
    return;
  const TlrStyle style = tlv_plot_get_style(self);
  cairo_t *cr = gtk_snapshot_append_cairo(snapshot, &GRAPHENE_RECT_INIT(0, 0, w, h));
  self->draw(cr, w, h, &style, self->data);
  if (self->highlighted)
    draw_highlight(self, cr, w, h);
  cairo_destroy(cr);
  self->draw_count++;
}

static void
tlv_plot_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                 int *natural, int *minimum_baseline, int *natural_baseline)
{
  (void)for_size;
  const int nw = TLV_PLOT(widget)->natural_w;
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 240 : 180;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? (nw > 0 ? MAX(nw, 240) : 640) : 420;
  *minimum_baseline = *natural_baseline = -1;
}

static void
tlv_plot_finalize(GObject *object)
{
  g_free(TLV_PLOT(object)->title);
  g_free(TLV_PLOT(object)->export_name);
  G_OBJECT_CLASS(tlv_plot_parent_class)->finalize(object);
}

static void
tlv_plot_class_init(TlvPlotClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
  G_OBJECT_CLASS(klass)->finalize = tlv_plot_finalize;
  widget_class->snapshot = tlv_plot_snapshot;
  widget_class->measure = tlv_plot_measure;
  gtk_widget_class_set_css_name(widget_class, "plot");
  gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tlv_plot_init(TlvPlot *self)
{
  gtk_widget_set_hexpand(GTK_WIDGET(self), TRUE);
  gtk_widget_set_vexpand(GTK_WIDGET(self), TRUE);
}

TlvPlot *
tlv_plot_new(const char *title, TlrDrawFunc draw, gpointer data)
{
  TlvPlot *self = g_object_new(TLV_TYPE_PLOT, NULL);
  self->title = g_strdup(title);
  self->draw = draw;
  self->data = data;
  gtk_accessible_update_property(GTK_ACCESSIBLE(self), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  return self;
}

void
tlv_plot_set_draw_func(TlvPlot *self, TlrDrawFunc draw, gpointer data)
{
  self->draw = draw;
  self->data = data;
  gtk_widget_queue_draw(GTK_WIDGET(self));
}

TlrDrawFunc
tlv_plot_get_draw_func(TlvPlot *self, gpointer *data)
{
  if (data)
    *data = self->data;
  return self->draw;
}

void
tlv_plot_set_title(TlvPlot *self, const char *title)
{
  g_free(self->title);
  self->title = g_strdup(title);
  gtk_accessible_update_property(GTK_ACCESSIBLE(self), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
}

const char *
tlv_plot_get_title(TlvPlot *self)
{
  return self->title;
}

guint
tlv_plot_get_draw_count(TlvPlot *self)
{
  return self->draw_count;
}

void
tlv_plot_set_csv_func(TlvPlot *self, TlrCsvFunc csv)
{
  self->csv = csv;
}

TlrCsvFunc
tlv_plot_get_csv_func(TlvPlot *self)
{
  return self->csv;
}

void
tlv_plot_set_export_name(TlvPlot *self, const char *name)
{
  g_free(self->export_name);
  self->export_name = g_strdup(name);
}

const char *
tlv_plot_get_export_name(TlvPlot *self)
{
  return self->export_name ? self->export_name : "figure";
}

void
tlv_plot_set_natural_width(TlvPlot *plot, int width)
{
  plot->natural_w = width;
  gtk_widget_queue_resize(GTK_WIDGET(plot));
}
