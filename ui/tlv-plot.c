/* tlv-plot.c — the figure widget. */
#include "tlv-plot.h"
#include "tlv-i18n.h"

#include <cairo-svg.h>
#include <math.h>
#include <string.h>

#include "tlr-layout.h"
#include "tlr-probe.h"

typedef enum { DRAG_NONE, DRAG_PAN, DRAG_RECT } DragMode;

struct _TlvPlot {
  GtkWidget parent_instance;
  char *title;
  TlrDrawFunc draw;
  TlrCsvFunc csv;
  gpointer data;
  char *export_name;
  guint draw_count;
  int natural_w; /* > 0: the natural width asked for (a narrow figure); else the default */
  int minimum_w; /* > 0: the minimum width (a row that must fit); else 240 */
  gboolean highlighted;
  double highlight[4]; /* x0, y0, x1, y1, fractions of the widget */

  /* reading values off the plot, zoom and pan (tlr-probe.h) */
  TlrProbe *probe;       /* what the last frame drew where, and the view ranges */
  gboolean hovering;
  double hx, hy;         /* pointer [widget coordinates] */
  char *readout;         /* markup of what is under the pointer ("" if nothing) */
  DragMode drag;
  int drag_plot;
  double drag_x, drag_y;   /* where the drag began */
  double drag_dx, drag_dy; /* offset so far */
  GtkWidget *menu;         /* right-click menu (a popover) */
  TlrHit menu_hit;         /* what was under the pointer when the menu opened */
  gboolean drag_pans;      /* a plain drag pans (FALSE: the page's own drag, e.g. a picker) */
  double font_scale;       /* presentation: plot text scaled up */
  gboolean high_contrast;
  /* room under plots for legends and notes that found no place clear of the
   * data (tlr-layout.h): kept from frame to frame, made anew at a new size */
  TlrLayoutHints hints;
  int hints_w, hints_h;
  double hints_scale;
};

enum { SIGNAL_READOUT_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

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
  TlrStyle style = luminance > 0.5 ? tlr_style_dark() : tlr_style_light();
  tlr_style_set_font_scale(&style, self->font_scale);
  if (self->high_contrast)
    tlr_style_high_contrast(&style);
  return style;
}

/* Over the figure: the rubber band of a Ctrl-drag, or the read-out of what
 * lies under the pointer (recomputed each frame: a live view moves). */
static void
draw_interaction(TlvPlot *self, cairo_t *cr, const TlrStyle *style, int w, int h)
{
  if (self->drag == DRAG_RECT) {
    const double x0 = self->drag_x, y0 = self->drag_y;
    cairo_save(cr);
    cairo_rectangle(cr, x0, y0, self->drag_dx, self->drag_dy);
    cairo_set_source_rgba(cr, style->series[0].r, style->series[0].g, style->series[0].b, 0.15);
    cairo_fill_preserve(cr);
    cairo_set_source_rgba(cr, style->series[0].r, style->series[0].g, style->series[0].b, 0.9);
    cairo_set_line_width(cr, 1.0);
    cairo_stroke(cr);
    cairo_restore(cr);
  } else if (self->hovering && self->drag == DRAG_NONE) {
    TlrHit hit;
    if (tlr_probe_hit(self->probe, self->hx, self->hy, &hit))
      tlr_probe_draw_hit(cr, style, &hit, self->hx, self->hy, w, h);
  }
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

/* A redraw asked for while drawing is lost: ask once the frame is done. */
static gboolean
redraw_later(gpointer widget)
{
  gtk_widget_queue_draw(widget);
  return G_SOURCE_REMOVE;
}

static void
tlv_plot_snapshot(GtkWidget *widget, GtkSnapshot *snapshot)
{
  TlvPlot *self = TLV_PLOT(widget);
  const int w = gtk_widget_get_width(widget), h = gtk_widget_get_height(widget);
  if (w <= 0 || h <= 0 || !self->draw)
    return;
  TlrStyle style = tlv_plot_get_style(self);
  style.probe = self->probe;
  tlr_probe_begin_frame(self->probe);
  if (w != self->hints_w || h != self->hints_h || style.font_size != self->hints_scale) {
    /* a new size: find the room before the frame is shown, off screen, so
     * that the plots do not jump on the next frame */
    TlrStyle scratch = style;
    scratch.probe = NULL;
    tlr_export_settle_layout(TLR_FORMAT_PNG, w, h, self->draw, self->data, &scratch,
                             &self->hints);
    self->hints_w = w;
    self->hints_h = h;
    self->hints_scale = style.font_size;
  }
  style.hints = &self->hints;
  tlr_layout_hints_begin(&self->hints);
  cairo_t *cr = gtk_snapshot_append_cairo(snapshot, &GRAPHENE_RECT_INIT(0, 0, w, h));
  self->draw(cr, w, h, &style, self->data);
  style.hints = NULL;
  if (tlr_layout_hints_settle(&self->hints)) /* the next frame makes the room this one asked for */
    g_idle_add_full(G_PRIORITY_DEFAULT, redraw_later, g_object_ref(widget), g_object_unref);
  if (self->highlighted)
    draw_highlight(self, cr, w, h);
  style.probe = NULL;
  draw_interaction(self, cr, &style, w, h);
  cairo_destroy(cr);
  self->draw_count++;
}

static void
tlv_plot_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                 int *natural, int *minimum_baseline, int *natural_baseline)
{
  (void)for_size;
  const int nw = TLV_PLOT(widget)->natural_w;
  const int mw = TLV_PLOT(widget)->minimum_w > 0 ? TLV_PLOT(widget)->minimum_w : 240;
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? mw : 150;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? (nw > 0 ? MAX(nw, mw) : 640) : 420;
  *minimum_baseline = *natural_baseline = -1;
}

static void
tlv_plot_finalize(GObject *object)
{
  TlvPlot *self = TLV_PLOT(object);
  g_free(self->title);
  g_free(self->export_name);
  g_free(self->readout);
  tlr_probe_free(self->probe);
  G_OBJECT_CLASS(tlv_plot_parent_class)->finalize(object);
}

static void
tlv_plot_dispose(GObject *object)
{
  TlvPlot *self = TLV_PLOT(object);
  g_clear_pointer(&self->menu, gtk_widget_unparent);
  G_OBJECT_CLASS(tlv_plot_parent_class)->dispose(object);
}

static void
tlv_plot_size_allocate(GtkWidget *widget, int width, int height, int baseline)
{
  (void)width;
  (void)height;
  (void)baseline;
  TlvPlot *self = TLV_PLOT(widget);
  if (self->menu)
    gtk_popover_present(GTK_POPOVER(self->menu));
}

/* ---- the read-out ---- */

static void
set_readout(TlvPlot *self, const char *markup)
{
  if (g_strcmp0(self->readout, markup) == 0)
    return;
  g_free(self->readout);
  self->readout = g_strdup(markup);
  g_signal_emit(self, signals[SIGNAL_READOUT_CHANGED], 0);
}

static void
update_readout(TlvPlot *self)
{
  TlrHit hit;
  if (self->hovering && tlr_probe_hit(self->probe, self->hx, self->hy, &hit)) {
    /* one line in the status bar */
    char **lines = g_strsplit(hit.text, "\n", -1);
    char *line = g_strjoinv("  ·  ", lines);
    set_readout(self, line);
    g_free(line);
    g_strfreev(lines);
  } else {
    set_readout(self, "");
  }
}

static void
on_motion(GtkEventControllerMotion *c, double x, double y, TlvPlot *self)
{
  (void)c;
  self->hovering = TRUE;
  self->hx = x;
  self->hy = y;
  update_readout(self);
  gtk_widget_queue_draw(GTK_WIDGET(self));
}

static void
on_leave(GtkEventControllerMotion *c, TlvPlot *self)
{
  (void)c;
  self->hovering = FALSE;
  set_readout(self, "");
  gtk_widget_queue_draw(GTK_WIDGET(self));
}

/* ---- zoom and pan ---- */

static gboolean
on_scroll(GtkEventControllerScroll *c, double dx, double dy, TlvPlot *self)
{
  (void)c;
  (void)dx;
  const int plot = tlr_probe_plot_at(self->probe, self->hx, self->hy);
  if (plot < 0 || dy == 0.0)
    return FALSE; /* not over a plot: let the page scroll */
  tlv_plot_zoom_at(self, self->hx, self->hy, pow(1.25, dy));
  return TRUE;
}

static void
on_drag_begin(GtkGestureDrag *g, double x, double y, TlvPlot *self)
{
  self->drag_plot = tlr_probe_plot_at(self->probe, x, y);
  if (self->drag_plot < 0) {
    gtk_gesture_set_state(GTK_GESTURE(g), GTK_EVENT_SEQUENCE_DENIED);
    return;
  }
  const GdkModifierType mods =
    gtk_event_controller_get_current_event_state(GTK_EVENT_CONTROLLER(g));
  self->drag = mods & (GDK_CONTROL_MASK | GDK_SHIFT_MASK) ? DRAG_RECT : DRAG_PAN;
  if (self->drag == DRAG_PAN && !self->drag_pans) {
    self->drag = DRAG_NONE;
    gtk_gesture_set_state(GTK_GESTURE(g), GTK_EVENT_SEQUENCE_DENIED);
    return;
  }
  self->drag_x = x;
  self->drag_y = y;
  self->drag_dx = self->drag_dy = 0.0;
}

static void
on_drag_update(GtkGestureDrag *g, double ox, double oy, TlvPlot *self)
{
  (void)g;
  if (self->drag == DRAG_PAN) /* the probe keeps the range in step, frame or not */
    tlr_probe_pan(self->probe, self->drag_plot, ox - self->drag_dx, oy - self->drag_dy);
  self->drag_dx = ox;
  self->drag_dy = oy;
  gtk_widget_queue_draw(GTK_WIDGET(self));
}

static void
on_drag_end(GtkGestureDrag *g, double ox, double oy, TlvPlot *self)
{
  (void)g;
  if (self->drag == DRAG_RECT)
    tlr_probe_zoom_rect(self->probe, self->drag_plot, self->drag_x, self->drag_y,
                        self->drag_x + ox, self->drag_y + oy);
  self->drag = DRAG_NONE;
  gtk_widget_queue_draw(GTK_WIDGET(self));
}

static void
on_click(GtkGestureClick *g, int n_press, double x, double y, TlvPlot *self)
{
  (void)g;
  (void)x;
  (void)y;
  if (n_press == 2 && self->drag_pans)
    tlv_plot_reset_view(self);
}

/* ---- the right-click menu ---- */

static void
on_menu_press(GtkGestureClick *g, int n_press, double x, double y, TlvPlot *self)
{
  (void)g;
  (void)n_press;
  tlv_plot_popup_menu(self, x, y);
}

void
tlv_plot_popup_menu(TlvPlot *self, double x, double y)
{
  tlr_probe_hit(self->probe, x, y, &self->menu_hit);
  gtk_widget_action_set_enabled(GTK_WIDGET(self), "plot.copy-data",
                                self->menu_hit.kind != TLR_HIT_NONE);
  gtk_widget_action_set_enabled(GTK_WIDGET(self), "plot.reset-view",
                                tlr_probe_is_zoomed(self->probe));
  if (!self->menu) {
    GMenu *menu = g_menu_new();
    g_menu_append(menu, _("Copy the value here"), "plot.copy-data");
    g_menu_append(menu, _("Copy the figure"), "plot.copy-image");
    g_menu_append(menu, _("Export…"), "win.export");
    GMenu *view = g_menu_new();
    g_menu_append(view, _("Lock the axes"), "plot.lock-axes");
    g_menu_append(view, _("Reset zoom and axes"), "plot.reset-view");
    g_menu_append(view, _("Presentation mode"), "win.presentation");
    g_menu_append_section(menu, NULL, G_MENU_MODEL(view));
    self->menu = gtk_popover_menu_new_from_model(G_MENU_MODEL(menu));
    gtk_popover_set_has_arrow(GTK_POPOVER(self->menu), FALSE);
    gtk_widget_set_halign(self->menu, GTK_ALIGN_START);
    gtk_widget_set_parent(self->menu, GTK_WIDGET(self));
    g_object_unref(view);
    g_object_unref(menu);
  }
  gtk_popover_set_pointing_to(GTK_POPOVER(self->menu), &(GdkRectangle){ (int)x, (int)y, 1, 1 });
  gtk_popover_popup(GTK_POPOVER(self->menu));
}

/* Markup → the plain text a user pastes. */
static char *
plain_text(const char *markup)
{
  char *text = NULL;
  if (!pango_parse_markup(markup, -1, 0, NULL, &text, NULL, NULL))
    text = g_strdup(markup);
  return text;
}

static void
copy_data_action(GtkWidget *widget, const char *name, GVariant *parameter)
{
  (void)name;
  (void)parameter;
  TlvPlot *self = TLV_PLOT(widget);
  char *text = plain_text(self->menu_hit.text);
  gdk_clipboard_set_text(gtk_widget_get_clipboard(widget), text);
  g_free(text);
}

static cairo_status_t
append_bytes(void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append(closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* For a drawing of the figure besides the window's frames (a copy, a check):
 * the room under the plots that those frames made at this size, copied into
 * *copy, or NULL at another size. */
static TlrLayoutHints *
room_made(TlvPlot *self, int w, int h, TlrLayoutHints *copy)
{
  if (self->hints_w != w || self->hints_h != h)
    return NULL;
  *copy = self->hints;
  tlr_layout_hints_begin(copy);
  return copy;
}

GdkContentProvider *
tlv_plot_image_content(TlvPlot *self)
{
  const int w = gtk_widget_get_width(GTK_WIDGET(self)), h = gtk_widget_get_height(GTK_WIDGET(self));
  if (w <= 0 || h <= 0 || !self->draw)
    return NULL;
  /* the print style, as every export, at the presentation's text size */
  TlrStyle style = tlr_style_light();
  tlr_style_set_font_scale(&style, self->font_scale);
  style.screen = 0;
  TlrLayoutHints hints;
  style.hints = room_made(self, w, h, &hints);
  GByteArray *png = g_byte_array_new(), *svg = g_byte_array_new();
  cairo_surface_t *img = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
  cairo_t *cr = cairo_create(img);
  self->draw(cr, w, h, &style, self->data);
  cairo_destroy(cr);
  cairo_surface_write_to_png_stream(img, append_bytes, png);
  cairo_surface_destroy(img);
  style.vector_cells = 1;
  if (style.hints)
    tlr_layout_hints_begin(style.hints);
  cairo_surface_t *vec = cairo_svg_surface_create_for_stream(append_bytes, svg, w, h);
  cr = cairo_create(vec);
  self->draw(cr, w, h, &style, self->data);
  cairo_destroy(cr);
  cairo_surface_finish(vec);
  cairo_surface_destroy(vec);
  GBytes *png_bytes = g_byte_array_free_to_bytes(png), *svg_bytes = g_byte_array_free_to_bytes(svg);
  GdkTexture *texture = gdk_texture_new_from_bytes(png_bytes, NULL);
  GdkContentProvider *providers[2];
  int n = 0;
  if (texture)
    providers[n++] = gdk_content_provider_new_typed(GDK_TYPE_TEXTURE, texture);
  providers[n++] = gdk_content_provider_new_for_bytes("image/svg+xml", svg_bytes);
  g_clear_object(&texture);
  g_bytes_unref(png_bytes);
  g_bytes_unref(svg_bytes);
  return gdk_content_provider_new_union(providers, n);
}

static void
copy_image_action(GtkWidget *widget, const char *name, GVariant *parameter)
{
  (void)name;
  (void)parameter;
  GdkContentProvider *content = tlv_plot_image_content(TLV_PLOT(widget));
  if (!content)
    return;
  gdk_clipboard_set_content(gtk_widget_get_clipboard(widget), content);
  g_object_unref(content);
}

static void
reset_view_action(GtkWidget *widget, const char *name, GVariant *parameter)
{
  (void)name;
  (void)parameter;
  tlv_plot_reset_view(TLV_PLOT(widget));
}

static void
lock_axes_action(GtkWidget *widget, const char *name, GVariant *parameter)
{
  (void)name;
  (void)parameter;
  tlv_plot_lock_axes(TLV_PLOT(widget));
}

static void
tlv_plot_class_init(TlvPlotClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
  G_OBJECT_CLASS(klass)->finalize = tlv_plot_finalize;
  G_OBJECT_CLASS(klass)->dispose = tlv_plot_dispose;
  widget_class->snapshot = tlv_plot_snapshot;
  widget_class->size_allocate = tlv_plot_size_allocate;
  widget_class->measure = tlv_plot_measure;
  gtk_widget_class_set_css_name(widget_class, "plot");
  gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_install_action(widget_class, "plot.copy-data", NULL, copy_data_action);
  gtk_widget_class_install_action(widget_class, "plot.copy-image", NULL, copy_image_action);
  gtk_widget_class_install_action(widget_class, "plot.reset-view", NULL, reset_view_action);
  gtk_widget_class_install_action(widget_class, "plot.lock-axes", NULL, lock_axes_action);
  /* what is under the pointer changed (tlv_plot_get_readout) */
  signals[SIGNAL_READOUT_CHANGED] = g_signal_new("readout-changed", G_TYPE_FROM_CLASS(klass),
                                                 G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                 G_TYPE_NONE, 0);
}

static void
tlv_plot_init(TlvPlot *self)
{
  gtk_widget_set_hexpand(GTK_WIDGET(self), TRUE);
  gtk_widget_set_vexpand(GTK_WIDGET(self), TRUE);
  self->probe = tlr_probe_new();
  self->readout = g_strdup("");
  self->font_scale = 1.0;
  self->drag_pans = TRUE;
  GtkWidget *w = GTK_WIDGET(self);

  GtkEventController *motion = gtk_event_controller_motion_new();
  g_signal_connect(motion, "motion", G_CALLBACK(on_motion), self);
  g_signal_connect(motion, "enter", G_CALLBACK(on_motion), self);
  g_signal_connect(motion, "leave", G_CALLBACK(on_leave), self);
  gtk_widget_add_controller(w, motion);

  GtkEventController *scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  g_signal_connect(scroll, "scroll", G_CALLBACK(on_scroll), self);
  gtk_widget_add_controller(w, scroll);

  GtkGesture *drag = gtk_gesture_drag_new();
  gtk_gesture_single_set_button(GTK_GESTURE_SINGLE(drag), GDK_BUTTON_PRIMARY);
  g_signal_connect(drag, "drag-begin", G_CALLBACK(on_drag_begin), self);
  g_signal_connect(drag, "drag-update", G_CALLBACK(on_drag_update), self);
  g_signal_connect(drag, "drag-end", G_CALLBACK(on_drag_end), self);
  gtk_widget_add_controller(w, GTK_EVENT_CONTROLLER(drag));

  GtkGesture *click = gtk_gesture_click_new();
  gtk_gesture_single_set_button(GTK_GESTURE_SINGLE(click), GDK_BUTTON_PRIMARY);
  g_signal_connect(click, "pressed", G_CALLBACK(on_click), self);
  gtk_widget_add_controller(w, GTK_EVENT_CONTROLLER(click));

  GtkGesture *menu = gtk_gesture_click_new();
  gtk_gesture_single_set_button(GTK_GESTURE_SINGLE(menu), GDK_BUTTON_SECONDARY);
  g_signal_connect(menu, "pressed", G_CALLBACK(on_menu_press), self);
  gtk_widget_add_controller(w, GTK_EVENT_CONTROLLER(menu));
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
  self->hints_w = 0; /* another figure: its own room */
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

void
tlv_plot_set_minimum_width(TlvPlot *plot, int width)
{
  plot->minimum_w = width;
  gtk_widget_queue_resize(GTK_WIDGET(plot));
}

/* ---- reading values off the plot, zoom, presentation ---- */

const char *
tlv_plot_get_readout(TlvPlot *self)
{
  return self->readout;
}

gboolean
tlv_plot_hover(TlvPlot *self, double x, double y)
{
  on_motion(NULL, x, y, self);
  return self->readout[0] != '\0';
}

void
tlv_plot_zoom_at(TlvPlot *self, double x, double y, double factor)
{
  const int plot = tlr_probe_plot_at(self->probe, x, y);
  if (plot < 0)
    return;
  tlr_probe_zoom(self->probe, plot, x, y, factor);
  gtk_widget_queue_draw(GTK_WIDGET(self));
}

void
tlv_plot_reset_view(TlvPlot *self)
{
  tlr_probe_reset_view(self->probe);
  gtk_widget_queue_draw(GTK_WIDGET(self));
}

void
tlv_plot_set_axes(TlvPlot *self, int index, const double range[4])
{
  tlr_probe_set_view_range(self->probe, index, range[0], range[1], range[2], range[3]);
  gtk_widget_queue_draw(GTK_WIDGET(self));
}

void
tlv_plot_lock_axes(TlvPlot *self)
{
  /* every plot of the figure keeps the ranges it shows now (a zoom by 1) */
  for (int k = 0;; k++) {
    double x, y, w, h;
    if (!tlr_probe_plot_rect(self->probe, k, &x, &y, &w, &h))
      break;
    tlr_probe_zoom(self->probe, k, x, y, 1.0);
  }
}

gboolean
tlv_plot_is_zoomed(TlvPlot *self)
{
  return tlr_probe_is_zoomed(self->probe);
}

const TlrProbe *
tlv_plot_get_probe(TlvPlot *self)
{
  return self->probe;
}

void
tlv_plot_set_presentation(TlvPlot *self, double font_scale, gboolean high_contrast)
{
  self->font_scale = font_scale > 0.0 ? font_scale : 1.0;
  self->high_contrast = high_contrast;
  gtk_widget_queue_draw(GTK_WIDGET(self));
}

double
tlv_plot_get_font_scale(TlvPlot *self)
{
  return self->font_scale;
}

void
tlv_plot_set_drag_pans(TlvPlot *self, gboolean pans)
{
  self->drag_pans = pans;
}

int
tlv_plot_layout_faults(TlvPlot *self, GString *report)
{
  const int w = gtk_widget_get_width(GTK_WIDGET(self)), h = gtk_widget_get_height(GTK_WIDGET(self));
  if (w <= 0 || h <= 0 || !self->draw)
    return 0;
  TlrStyle style = tlv_plot_get_style(self);
  TlrLayoutHints hints;
  style.hints = room_made(self, w, h, &hints);
  TlrLayoutLog *log = tlr_layout_log_new();
  style.layout_log = log;
  cairo_surface_t *img = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
  cairo_t *cr = cairo_create(img);
  self->draw(cr, w, h, &style, self->data);
  cairo_destroy(cr);
  cairo_surface_destroy(img);
  const TlrLayoutRules rules = tlr_layout_rules(&style, w, h);
  const int n = tlr_layout_check(log, &rules, report, 8);
  tlr_layout_log_free(log);
  return n;
}
