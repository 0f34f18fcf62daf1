/* tlv-plot.h — a widget that shows one render-layer figure.
 *
 * It holds a TlrDrawFunc and its data (owned by the page) and calls it from
 * snapshot through gtk_snapshot_append_cairo, in the light or dark plot style
 * to match the theme.  The same function writes the PNG/SVG/PDF exports. */
#ifndef TLV_PLOT_H
#define TLV_PLOT_H

#include <gtk/gtk.h>

#include "tlr-export.h"

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
/* The style the widget currently draws with (theme dependent). */
TlrStyle tlv_plot_get_style(TlvPlot *plot);
/* Outline a part of the plot (a lesson's "look here"): region = x0, y0, x1, y1
 * as fractions of the widget (0, 0 top left), NULL to clear. */
void tlv_plot_set_highlight(TlvPlot *plot, const double *region);
/* TRUE and the region when the plot is highlighted. */
gboolean tlv_plot_get_highlight(TlvPlot *plot, double region[4]);
/* Number of snapshots taken (for tests and the frame-time counter). */
guint tlv_plot_get_draw_count(TlvPlot *plot);

G_END_DECLS

#endif /* TLV_PLOT_H */
