/* tlv-plot.h — a widget that shows one render-layer figure.
 *
 * It holds a TlrDrawFunc and its data (owned by the page) and calls it from
 * snapshot through gtk_snapshot_append_cairo, in the light or dark plot style
 * to match the theme.  The same function writes the PNG/SVG/PDF exports. */
#ifndef TLV_PLOT_H
#define TLV_PLOT_H

#include <gtk/gtk.h>

#include "tlr-export.h"
#include "tlr-probe.h"

G_BEGIN_DECLS

#define TLV_TYPE_PLOT (tlv_plot_get_type())
G_DECLARE_FINAL_TYPE(TlvPlot, tlv_plot, TLV, PLOT, GtkWidget)

/* title: what the export dialog and the accessible name call this figure. */
TlvPlot *tlv_plot_new(const char *title, TlrDrawFunc draw, gpointer data);
void tlv_plot_set_draw_func(TlvPlot *plot, TlrDrawFunc draw, gpointer data);
TlrDrawFunc tlv_plot_get_draw_func(TlvPlot *plot, gpointer *data);
const char *tlv_plot_get_title(TlvPlot *plot);
/* A new title (when the page shows another figure in the same place). */
void tlv_plot_set_title(TlvPlot *plot, const char *title);
/* The figure's data as CSV (NULL: the figure has no data export). */
void tlv_plot_set_csv_func(TlvPlot *plot, TlrCsvFunc csv);
TlrCsvFunc tlv_plot_get_csv_func(TlvPlot *plot);
/* A short file-name stem for exports ("patch", "hysteresis", …). */
void tlv_plot_set_export_name(TlvPlot *plot, const char *name);
const char *tlv_plot_get_export_name(TlvPlot *plot);
/* The width the plot asks for when there is room (≥ its minimum, 240 px; 0: the default,
 * 640 px): a narrow figure beside wide ones. */
void tlv_plot_set_natural_width(TlvPlot *plot, int width);
/* The narrowest the plot may be squeezed (0: the default, 240 px): a row of
 * figures that must fit a small window; what they draw re-flows to the width. */
void tlv_plot_set_minimum_width(TlvPlot *plot, int width);
/* The style the widget currently draws with (theme dependent). */
TlrStyle tlv_plot_get_style(TlvPlot *plot);
/* Outline a part of the plot (a lesson's "look here"): region = x0, y0, x1, y1
 * as fractions of the widget (0, 0 top left), NULL to clear. */
void tlv_plot_set_highlight(TlvPlot *plot, const double *region);
/* TRUE and the region when the plot is highlighted. */
gboolean tlv_plot_get_highlight(TlvPlot *plot, double region[4]);

/* Reading values off the plot: hover shows what lies under the pointer (the
 * cell of a map with its value and stick/slip state, the nearest point of
 * each curve) in a label beside it; the same text, as one line of markup, is
 * the read-out ("" when nothing), announced by the "readout-changed" signal. */
const char *tlv_plot_get_readout(TlvPlot *plot);
/* As if the pointer moved to (x, y) (tests): returns whether there is a read-out. */
gboolean tlv_plot_hover(TlvPlot *plot, double x, double y);
/* What the last frame drew where (plot rectangles and ranges). */
const TlrProbe *tlv_plot_get_probe(TlvPlot *plot);

/* Zoom and pan: scroll zooms about the pointer, drag pans, Ctrl- or
 * Shift-drag zooms to a rectangle, double-click resets.  The view range
 * stays through every redraw until reset. */
void tlv_plot_zoom_at(TlvPlot *plot, double x, double y, double factor);
void tlv_plot_reset_view(TlvPlot *plot);
gboolean tlv_plot_is_zoomed(TlvPlot *plot);
/* Fix the ranges of the figure's plot `index` (0: the first it draws), in
 * its own units x0, x1, y0, y1, from the next frame on (before the first
 * too): a lesson that compares sizes.  Reset (Home) frees them. */
void tlv_plot_set_axes(TlvPlot *plot, int index, const double range[4]);
/* Keep every plot's ranges as they are now through the redraws to come, so
 * that a change of the case shows as a change of the picture, not of the
 * tick labels (right-click → Lock the axes). */
void tlv_plot_lock_axes(TlvPlot *plot);
/* FALSE: a plain drag and a double click belong to the page (a picker);
 * Ctrl-drag still zooms, Home still resets. */
void tlv_plot_set_drag_pans(TlvPlot *plot, gboolean pans);

/* The right-click menu as if clicked at (x, y): copy the value there (text),
 * copy the figure (PNG, SVG), export…, reset zoom, presentation mode. */
void tlv_plot_popup_menu(TlvPlot *plot, double x, double y);

/* Presentation mode: the plot font scale (TlrStyle.font_scale, 1: normal)
 * and the high-contrast style; exports and copies take the same font scale. */
void tlv_plot_set_presentation(TlvPlot *plot, double font_scale, gboolean high_contrast);
double tlv_plot_get_font_scale(TlvPlot *plot);
/* The figure as PNG and SVG for the clipboard, at the widget's size in the
 * print style (NULL if it has not been laid out). */
GdkContentProvider *tlv_plot_image_content(TlvPlot *plot);

/* Number of snapshots taken (for tests and the frame-time counter). */
/* Whether the figure as the window shows it now (its size, theme, font
 * scale and the room its legends were given) is readable: it is drawn once
 * more, off screen, with a layout log and checked (tlr_layout_check).  The
 * faults are counted and, with a report, described on its lines. */
int tlv_plot_layout_faults(TlvPlot *self, GString *report);
guint tlv_plot_get_draw_count(TlvPlot *plot);

G_END_DECLS

#endif /* TLV_PLOT_H */
