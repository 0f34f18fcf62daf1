/* tlv-export-dialog.h — Export (Ctrl+E): which figure of the view, PNG / SVG /
 * PDF / CSV, size in pixels, millimetres or points with a DPI (or a named
 * size: journal column, double column, slide), font size in points.  Exports
 * always use the light print style. */
#ifndef TLV_EXPORT_DIALOG_H
#define TLV_EXPORT_DIALOG_H

#include <gtk/gtk.h>

#include "tlr-export.h"
#include "tlv-plot.h"

G_BEGIN_DECLS

typedef enum {
  TLV_EXPORT_PNG,
  TLV_EXPORT_SVG,
  TLV_EXPORT_PDF,
  TLV_EXPORT_CSV,
} TlvExportFormat;

/* What the dialog remembers between uses (owned by the window). */
typedef struct {
  TlvExportFormat format;
  TlrSizeUnit unit;     /* px, mm or pt (mm and pt: a PNG gets mm/25.4·dpi pixels) */
  double width, height; /* in the unit */
  double dpi;
  double font_pt;       /* base font size [pt]; line widths follow it */
} TlvExportSettings;

void tlv_export_settings_init(TlvExportSettings *s);

#define TLV_TYPE_EXPORT_DIALOG (tlv_export_dialog_get_type())
G_DECLARE_FINAL_TYPE(TlvExportDialog, tlv_export_dialog, TLV, EXPORT_DIALOG, GtkWindow)

/* plots: the view's figures (borrowed, in display order); settings are read
 * and, on a successful export, written back. */
TlvExportDialog *tlv_export_dialog_new(GtkWindow *parent, GPtrArray *plots,
                                       TlvExportSettings *settings, const char *stem);

/* Choose the figure and settings programmatically (tests); with more than one
 * figure, plot_index = their number chooses the whole view: every figure
 * where it sits on screen, as one picture. */
void tlv_export_dialog_select(TlvExportDialog *dialog, guint plot_index,
                              const TlvExportSettings *settings);

/* Write the selected figure with the dialog's settings to path. */
gboolean tlv_export_dialog_write(TlvExportDialog *dialog, const char *path, TlError *err);

G_END_DECLS

#endif /* TLV_EXPORT_DIALOG_H */
