/* tlv-export-dialog.c — the export dialog. */
#include "tlv-export-dialog.h"

#include <math.h>

#include "tlr-tiles.h"
#include "tlv-file-chooser.h"

struct _TlvExportDialog {
  GtkWindow parent_instance;

  /* template widgets */
  GtkWidget *figure;
  GtkWidget *format;
  GtkWidget *unit;
  GtkWidget *width;
  GtkWidget *height;
  GtkWidget *dpi;
  GtkWidget *size_note;
  GtkWidget *error;

  /* borrowed */
  GPtrArray *plots;
  TlvExportSettings *settings;
  char *stem;
};

G_DEFINE_FINAL_TYPE(TlvExportDialog, tlv_export_dialog, GTK_TYPE_WINDOW)

static const char *const extensions[] = { "png", "svg", "pdf", "csv" };

void
tlv_export_settings_init(TlvExportSettings *s)
{
  s->format = TLV_EXPORT_PNG;
  s->millimetres = FALSE;
  s->width = 1200;
  s->height = 800;
  s->dpi = 300;
}

static void
read_settings(TlvExportDialog *self, TlvExportSettings *s)
{
  s->format = (TlvExportFormat)gtk_drop_down_get_selected(GTK_DROP_DOWN(self->format));
  s->millimetres = gtk_drop_down_get_selected(GTK_DROP_DOWN(self->unit)) == 1;
  s->width = gtk_spin_button_get_value(GTK_SPIN_BUTTON(self->width));
  s->height = gtk_spin_button_get_value(GTK_SPIN_BUTTON(self->height));
  s->dpi = gtk_spin_button_get_value(GTK_SPIN_BUTTON(self->dpi));
}

/* Device size and style scale of the current settings. */
static void
device_size(const TlvExportSettings *s, int *w, int *h, double *scale)
{
  const TlrFormat f = s->format == TLV_EXPORT_SVG   ? TLR_FORMAT_SVG
                      : s->format == TLV_EXPORT_PDF ? TLR_FORMAT_PDF
                                                    : TLR_FORMAT_PNG;
  if (s->millimetres) {
    tlr_export_size_from_mm(f, s->width, s->height, s->dpi, w, h, scale);
  } else {
    *w = (int)lround(s->width);
    *h = (int)lround(s->height);
    *scale = 1.0;
  }
}

static void
update_sensitivity(TlvExportDialog *self)
{
  TlvExportSettings s;
  read_settings(self, &s);
  const gboolean image = s.format != TLV_EXPORT_CSV;
  gtk_widget_set_sensitive(self->unit, image);
  gtk_widget_set_sensitive(self->width, image);
  gtk_widget_set_sensitive(self->height, image);
  gtk_widget_set_sensitive(self->dpi, image && s.millimetres && s.format == TLV_EXPORT_PNG);
  int w, h;
  double scale;
  device_size(&s, &w, &h, &scale);
  char *note = !image ? g_strdup("The figure's data, one row per point or cell.")
               : s.format == TLV_EXPORT_PNG ? g_strdup_printf("%d × %d pixels", w, h)
                                            : g_strdup_printf("%d × %d points (vector)", w, h);
  gtk_label_set_text(GTK_LABEL(self->size_note), note);
  g_free(note);
  /* CSV only for figures that have data to write */
  const guint i = gtk_drop_down_get_selected(GTK_DROP_DOWN(self->figure));
  const gboolean has_csv = i < self->plots->len && tlv_plot_get_csv_func(self->plots->pdata[i]);
  gtk_widget_set_visible(self->error, FALSE);
  if (!image && !has_csv) {
    gtk_label_set_text(GTK_LABEL(self->error), "This figure has no data export; choose an image format.");
    gtk_widget_set_visible(self->error, TRUE);
  }
}

static void
on_setting_changed(GObject *object, GParamSpec *pspec, TlvExportDialog *self)
{
  (void)object;
  (void)pspec;
  update_sensitivity(self);
}

/* Switching px ↔ mm converts the size so the picture stays the same. */
static void
on_unit_changed(GObject *object, GParamSpec *pspec, TlvExportDialog *self)
{
  const gboolean mm = gtk_drop_down_get_selected(GTK_DROP_DOWN(self->unit)) == 1;
  const double factor = mm ? 25.4 / 96.0 : 96.0 / 25.4;
  GtkSpinButton *w = GTK_SPIN_BUTTON(self->width), *h = GTK_SPIN_BUTTON(self->height);
  gtk_spin_button_set_digits(w, mm ? 1 : 0);
  gtk_spin_button_set_digits(h, mm ? 1 : 0);
  gtk_spin_button_set_value(w, gtk_spin_button_get_value(w) * factor);
  gtk_spin_button_set_value(h, gtk_spin_button_get_value(h) * factor);
  on_setting_changed(object, pspec, self);
}

/* ---- the whole view: every figure where it sits on screen ---- */

/* The tiles of the view's figures as laid out in the window (0: no layout). */
static gboolean
whole_view(TlvExportDialog *self, TlrTiles *tiles)
{
  graphene_rect_t box = GRAPHENE_RECT_INIT(0, 0, 0, 0), r[TLR_TILES_MAX];
  GtkWidget *ref = self->plots->len ? gtk_widget_get_parent(self->plots->pdata[0]) : NULL;
  tiles->n = 0;
  for (guint k = 0; k < self->plots->len && tiles->n < TLR_TILES_MAX; k++) {
    GtkWidget *w = self->plots->pdata[k];
    if (!gtk_widget_get_mapped(w) || !gtk_widget_compute_bounds(w, ref, &r[tiles->n]))
      continue;
    TlrTile *t = &tiles->tiles[tiles->n];
    t->draw = tlv_plot_get_draw_func(TLV_PLOT(w), &t->data);
    if (tiles->n == 0)
      box = r[0];
    else
      graphene_rect_union(&box, &r[tiles->n], &box);
    tiles->n++;
  }
  if (tiles->n == 0 || box.size.width <= 0 || box.size.height <= 0)
    return FALSE;
  for (int k = 0; k < tiles->n; k++) {
    tiles->tiles[k].x = (r[k].origin.x - box.origin.x) / box.size.width;
    tiles->tiles[k].y = (r[k].origin.y - box.origin.y) / box.size.height;
    tiles->tiles[k].w = r[k].size.width / box.size.width;
    tiles->tiles[k].h = r[k].size.height / box.size.height;
  }
  return TRUE;
}

gboolean
tlv_export_dialog_write(TlvExportDialog *self, const char *path, TlError *err)
{
  TlvExportSettings s;
  read_settings(self, &s);
  const guint i = gtk_drop_down_get_selected(GTK_DROP_DOWN(self->figure));
  TlrTiles tiles; /* the last choice after several figures: all of them as one */
  const gboolean whole = i == self->plots->len && whole_view(self, &tiles);
  if (!whole && i >= self->plots->len) {
    tl_error_set(err, TL_EINVAL, "no figure selected");
    return FALSE;
  }
  TlvPlot *plot = self->plots->pdata[whole ? 0 : i];
  gpointer data;
  TlrDrawFunc draw = tlv_plot_get_draw_func(plot, &data);
  if (whole) {
    draw = tlr_tiles_draw;
    data = &tiles;
  }
  TlStatus status;
  if (s.format == TLV_EXPORT_CSV) {
    TlrCsvFunc csv = whole ? NULL : tlv_plot_get_csv_func(plot);
    status = csv     ? tlr_export_csv(path, csv, data, err)
             : whole ? tl_error_set(err, TL_ENOTAVAIL, "the whole view has no single data file; "
                                                       "export its figures one by one")
                     : tl_error_set(err, TL_ENOTAVAIL, "this figure has no data export");
  } else {
    const TlrFormat f = s.format == TLV_EXPORT_SVG   ? TLR_FORMAT_SVG
                        : s.format == TLV_EXPORT_PDF ? TLR_FORMAT_PDF
                                                     : TLR_FORMAT_PNG;
    int w, h;
    double scale;
    device_size(&s, &w, &h, &scale);
    TlrStyle style = tlr_style_light(); /* print style whatever the theme */
    tlr_style_set_font_scale(&style, tlv_plot_get_font_scale(plot)); /* as on screen */
    tlr_style_scale(&style, scale);
    status = tlr_export(path, f, w, h, draw, data, &style, err);
  }
  if (status != TL_OK) {
    gtk_label_set_text(GTK_LABEL(self->error), err->message);
    gtk_widget_set_visible(self->error, TRUE);
    return FALSE;
  }
  *self->settings = s;
  return TRUE;
}

static void
on_file_chosen(GtkWidget *owner, const char *path)
{
  TlvExportDialog *self = TLV_EXPORT_DIALOG(owner);
  TlError err;
  if (!path) {
    gtk_label_set_text(GTK_LABEL(self->error), "Choose a local file.");
    gtk_widget_set_visible(self->error, TRUE);
  } else if (tlv_export_dialog_write(self, path, &err)) {
    gtk_window_destroy(GTK_WINDOW(self));
  }
}

static void
on_export_clicked(GtkButton *button, TlvExportDialog *self)
{
  (void)button;
  TlvExportSettings s;
  read_settings(self, &s);
  const guint i = gtk_drop_down_get_selected(GTK_DROP_DOWN(self->figure));
  const char *name = i < self->plots->len ? tlv_plot_get_export_name(self->plots->pdata[i])
                                           : "view";
  char *file = g_strdup_printf("%s-%s.%s", self->stem, name, extensions[s.format]);
  const TlvFileChoice choice = { .title = "Export",
                                 .action = GTK_FILE_CHOOSER_ACTION_SAVE,
                                 .accept_label = "_Export",
                                 .current_name = file };
  tlv_choose_file(GTK_WIDGET(self), &choice, on_file_chosen);
  g_free(file);
}

static void
on_cancel_clicked(GtkButton *button, TlvExportDialog *self)
{
  (void)button;
  gtk_window_destroy(GTK_WINDOW(self));
}

static void
tlv_export_dialog_dispose(GObject *object)
{
  TlvExportDialog *self = TLV_EXPORT_DIALOG(object);
  g_clear_pointer(&self->plots, g_ptr_array_unref);
  g_clear_pointer(&self->stem, g_free);
  gtk_widget_dispose_template(GTK_WIDGET(self), TLV_TYPE_EXPORT_DIALOG);
  G_OBJECT_CLASS(tlv_export_dialog_parent_class)->dispose(object);
}

static void
tlv_export_dialog_class_init(TlvExportDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
  G_OBJECT_CLASS(klass)->dispose = tlv_export_dialog_dispose;
  gtk_widget_class_set_template_from_resource(widget_class,
                                              "/org/tribolab/TriboLab/ui/tlv-export-dialog.ui");
  gtk_widget_class_bind_template_child(widget_class, TlvExportDialog, figure);
  gtk_widget_class_bind_template_child(widget_class, TlvExportDialog, format);
  gtk_widget_class_bind_template_child(widget_class, TlvExportDialog, unit);
  gtk_widget_class_bind_template_child(widget_class, TlvExportDialog, width);
  gtk_widget_class_bind_template_child(widget_class, TlvExportDialog, height);
  gtk_widget_class_bind_template_child(widget_class, TlvExportDialog, dpi);
  gtk_widget_class_bind_template_child(widget_class, TlvExportDialog, size_note);
  gtk_widget_class_bind_template_child(widget_class, TlvExportDialog, error);
  gtk_widget_class_bind_template_callback(widget_class, on_export_clicked);
  gtk_widget_class_bind_template_callback(widget_class, on_cancel_clicked);
  gtk_widget_class_add_binding_action(widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
tlv_export_dialog_init(TlvExportDialog *self)
{
  gtk_widget_init_template(GTK_WIDGET(self));
}

void
tlv_export_dialog_select(TlvExportDialog *self, guint plot_index, const TlvExportSettings *s)
{
  gtk_drop_down_set_selected(GTK_DROP_DOWN(self->figure), plot_index);
  gtk_drop_down_set_selected(GTK_DROP_DOWN(self->format), (guint)s->format);
  g_signal_handlers_block_by_func(self->unit, on_unit_changed, self);
  gtk_drop_down_set_selected(GTK_DROP_DOWN(self->unit), s->millimetres ? 1 : 0);
  g_signal_handlers_unblock_by_func(self->unit, on_unit_changed, self);
  gtk_spin_button_set_digits(GTK_SPIN_BUTTON(self->width), s->millimetres ? 1 : 0);
  gtk_spin_button_set_digits(GTK_SPIN_BUTTON(self->height), s->millimetres ? 1 : 0);
  gtk_spin_button_set_value(GTK_SPIN_BUTTON(self->width), s->width);
  gtk_spin_button_set_value(GTK_SPIN_BUTTON(self->height), s->height);
  gtk_spin_button_set_value(GTK_SPIN_BUTTON(self->dpi), s->dpi);
  update_sensitivity(self);
}

TlvExportDialog *
tlv_export_dialog_new(GtkWindow *parent, GPtrArray *plots, TlvExportSettings *settings,
                      const char *stem)
{
  TlvExportDialog *self = g_object_new(TLV_TYPE_EXPORT_DIALOG, "transient-for", parent, NULL);
  self->plots = g_ptr_array_ref(plots);
  self->settings = settings;
  self->stem = g_strdup(stem);
  GtkStringList *names = gtk_string_list_new(NULL);
  for (guint i = 0; i < plots->len; i++)
    gtk_string_list_append(names, tlv_plot_get_title(plots->pdata[i]));
  if (plots->len > 1) /* after the figures: the view as one picture */
    gtk_string_list_append(names, "Whole view (all figures as on screen)");
  gtk_drop_down_set_model(GTK_DROP_DOWN(self->figure), G_LIST_MODEL(names));
  g_object_unref(names);
  tlv_export_dialog_select(self, 0, settings);
  g_signal_connect(self->figure, "notify::selected", G_CALLBACK(on_setting_changed), self);
  g_signal_connect(self->format, "notify::selected", G_CALLBACK(on_setting_changed), self);
  g_signal_connect(self->unit, "notify::selected", G_CALLBACK(on_unit_changed), self);
  g_signal_connect(self->width, "value-changed", G_CALLBACK(on_setting_changed), self);
  g_signal_connect(self->height, "value-changed", G_CALLBACK(on_setting_changed), self);
  g_signal_connect(self->dpi, "value-changed", G_CALLBACK(on_setting_changed), self);
  return self;
}
