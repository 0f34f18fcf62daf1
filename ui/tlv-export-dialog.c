/* tlv-export-dialog.c — the export dialog. */
#include "tlv-export-dialog.h"
#include "tlv-i18n.h"

#include <math.h>

#include "tlr-tiles.h"
#include "tlv-file-chooser.h"
#include "tlv-page.h"
#include "tlv-window.h"

struct _TlvExportDialog {
  GtkWindow parent_instance;

  /* template widgets */
  GtkWidget *figure;
  GtkWidget *format;
  GtkWidget *size_preset;
  GtkWidget *font;
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
  gboolean applying_preset; /* the size widgets change because a named size was chosen */
  char saved_size[64];      /* the last file's size, for the confirmation */
  TlrSizeUnit settings_unit; /* the unit the size spin buttons hold */
};

G_DEFINE_FINAL_TYPE(TlvExportDialog, tlv_export_dialog, GTK_TYPE_WINDOW)

static const char *const extensions[] = { "png", "svg", "pdf", "csv" };

void
tlv_export_settings_init(TlvExportSettings *s)
{
  s->format = TLV_EXPORT_PNG;
  s->unit = TLR_SIZE_PX;
  s->width = 1200;
  s->height = 800;
  s->dpi = 300;
  s->font_pt = TLR_DEFAULT_FONT_PT;
}

/* The named sizes in the order of the "Named size" list (after "Custom"). */
static const char *const preset_names[] = { "column", "double", "slide", "slide43" };

static void
read_settings(TlvExportDialog *self, TlvExportSettings *s)
{
  s->format = (TlvExportFormat)gtk_drop_down_get_selected(GTK_DROP_DOWN(self->format));
  s->unit = (TlrSizeUnit)gtk_drop_down_get_selected(GTK_DROP_DOWN(self->unit));
  s->width = gtk_spin_button_get_value(GTK_SPIN_BUTTON(self->width));
  s->height = gtk_spin_button_get_value(GTK_SPIN_BUTTON(self->height));
  s->dpi = gtk_spin_button_get_value(GTK_SPIN_BUTTON(self->dpi));
  s->font_pt = gtk_spin_button_get_value(GTK_SPIN_BUTTON(self->font));
}

/* Device size and the print style's fonts of the current settings: a size
 * in px is seen at 96 dpi, so 9 pt is the window's 12 pixels. */
static TlStatus
device_size(const TlvExportSettings *s, int *w, int *h, TlrStyle *style, TlError *err)
{
  const TlrFormat f = s->format == TLV_EXPORT_SVG   ? TLR_FORMAT_SVG
                      : s->format == TLV_EXPORT_PDF ? TLR_FORMAT_PDF
                                                    : TLR_FORMAT_PNG;
  const TlrExportSize size = { s->width, s->height, s->unit,
                               s->unit == TLR_SIZE_PX ? 96.0 : s->dpi, s->font_pt };
  return tlr_export_size_resolve(f, &size, w, h, style, err);
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
  gtk_widget_set_sensitive(self->size_preset, image);
  gtk_widget_set_sensitive(self->font, image);
  gtk_widget_set_sensitive(self->dpi,
                           image && s.unit != TLR_SIZE_PX && s.format == TLV_EXPORT_PNG);
  int w = 0, h = 0;
  TlrStyle style = tlr_style_light();
  TlError err;
  const gboolean size_ok = !image || device_size(&s, &w, &h, &style, &err) == TL_OK;
  char *note = !image     ? g_strdup(_("The figure's data, one row per point or cell."))
               : !size_ok ? g_strdup_printf(_("Not applied: %s"), err.message)
               : s.format == TLV_EXPORT_PNG
                   ? g_strdup_printf(_("%d × %d pixels, text %g pt"), w, h, s.font_pt)
                   : g_strdup_printf(_("%d × %d points (vector), text %g pt"), w, h, s.font_pt);
  gtk_label_set_text(GTK_LABEL(self->size_note), note);
  g_free(note);
  /* CSV only for figures that have data to write */
  const guint i = gtk_drop_down_get_selected(GTK_DROP_DOWN(self->figure));
  const gboolean has_csv = i < self->plots->len && tlv_plot_get_csv_func(self->plots->pdata[i]);
  gtk_widget_set_visible(self->error, FALSE);
  if (!image && !has_csv) {
    gtk_label_set_text(GTK_LABEL(self->error), _("This figure has no data export; choose an image format."));
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

/* A size edited by hand is no longer the named size shown. */
static void
on_size_edited(GObject *object, GParamSpec *pspec, TlvExportDialog *self)
{
  if (!self->applying_preset)
    gtk_drop_down_set_selected(GTK_DROP_DOWN(self->size_preset), 0);
  on_setting_changed(object, pspec, self);
}

/* The spin buttons' "value-changed" passes (button, user data) only. */
static void
on_spin_edited(GtkSpinButton *spin, TlvExportDialog *self)
{
  on_size_edited(G_OBJECT(spin), NULL, self);
}

static void
on_spin_changed(GtkSpinButton *spin, TlvExportDialog *self)
{
  on_setting_changed(G_OBJECT(spin), NULL, self);
}

/* Inches per unit: px at 96 dpi, mm, pt. */
static double
inches_per(TlrSizeUnit u)
{
  return u == TLR_SIZE_MM ? 1.0 / 25.4 : u == TLR_SIZE_PT ? 1.0 / 72.0 : 1.0 / 96.0;
}

/* Switching px ↔ mm ↔ pt converts the size so the picture stays the same. */
static void
on_unit_changed(GObject *object, GParamSpec *pspec, TlvExportDialog *self)
{
  const TlrSizeUnit u = (TlrSizeUnit)gtk_drop_down_get_selected(GTK_DROP_DOWN(self->unit));
  const double factor = inches_per(self->settings_unit) / inches_per(u);
  self->settings_unit = u;
  GtkSpinButton *w = GTK_SPIN_BUTTON(self->width), *h = GTK_SPIN_BUTTON(self->height);
  gtk_spin_button_set_digits(w, u == TLR_SIZE_PX ? 0 : 1);
  gtk_spin_button_set_digits(h, u == TLR_SIZE_PX ? 0 : 1);
  gtk_spin_button_set_value(w, gtk_spin_button_get_value(w) * factor);
  gtk_spin_button_set_value(h, gtk_spin_button_get_value(h) * factor);
  on_size_edited(object, pspec, self);
}

/* A named size sets unit (mm), width, height and font. */
static void
on_preset_changed(GObject *object, GParamSpec *pspec, TlvExportDialog *self)
{
  const guint i = gtk_drop_down_get_selected(GTK_DROP_DOWN(self->size_preset));
  const TlrSizePreset *p = i > 0 && i <= G_N_ELEMENTS(preset_names)
                               ? tlr_size_preset(preset_names[i - 1])
                               : NULL;
  if (p) {
    self->applying_preset = TRUE;
    gtk_drop_down_set_selected(GTK_DROP_DOWN(self->unit), TLR_SIZE_MM);
    gtk_spin_button_set_value(GTK_SPIN_BUTTON(self->width), p->width_mm);
    gtk_spin_button_set_value(GTK_SPIN_BUTTON(self->height), p->height_mm);
    gtk_spin_button_set_value(GTK_SPIN_BUTTON(self->font), p->font_pt);
    self->applying_preset = FALSE;
  }
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
  self->saved_size[0] = '\0';
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
    TlrStyle style = tlr_style_light(); /* print style whatever the theme */
    tlr_style_set_font_scale(&style, tlv_plot_get_font_scale(plot)); /* as on screen */
    status = device_size(&s, &w, &h, &style, err);
    if (status == TL_OK)
      status = tlr_export(path, f, w, h, draw, data, &style, err);
    if (status == TL_OK)
      g_snprintf(self->saved_size, sizeof self->saved_size,
                 f == TLR_FORMAT_PNG ? _("%d × %d pixels") : _("%d × %d points"), w, h);
  }
  if (status != TL_OK) {
    gtk_label_set_text(GTK_LABEL(self->error), err->message);
    gtk_widget_set_visible(self->error, TRUE);
    return FALSE;
  }
  *self->settings = s;
  /* the window's status line says where the file went */
  GtkWindow *parent = gtk_window_get_transient_for(GTK_WINDOW(self));
  if (parent && TLV_IS_WINDOW(parent)) {
    char *name = g_filename_display_name(path);
    char *msg = self->saved_size[0]
                  ? g_strdup_printf(_("Exported %s (%s)"), name, self->saved_size)
                  : g_strdup_printf(_("Exported %s"), name);
    tlv_window_show_status(TLV_WINDOW(parent), msg);
    g_free(msg);
    g_free(name);
  }
  return TRUE;
}

static void
on_file_chosen(GtkWidget *owner, const char *path, int tag)
{
  (void)tag;
  TlvExportDialog *self = TLV_EXPORT_DIALOG(owner);
  TlError err;
  if (!path) {
    gtk_label_set_text(GTK_LABEL(self->error), _("Choose a local file."));
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
  const TlvFileChoice choice = { .title = _("Export"),
                                 .action = GTK_FILE_CHOOSER_ACTION_SAVE,
                                 .accept_label = _("_Export"),
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
  tlv_template_class_init(widget_class, tlv_export_dialog_dispose, NULL, "tlv-export-dialog.ui");
#define BIND(name) gtk_widget_class_bind_template_child(widget_class, TlvExportDialog, name)
  BIND(figure);
  BIND(format);
  BIND(unit);
  BIND(size_preset);
  BIND(font);
  BIND(width);
  BIND(height);
  BIND(dpi);
  BIND(size_note);
  BIND(error);
#undef BIND
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
  self->applying_preset = TRUE; /* the size shown is the settings', named or not */
  g_signal_handlers_block_by_func(self->unit, on_unit_changed, self);
  gtk_drop_down_set_selected(GTK_DROP_DOWN(self->unit), (guint)s->unit);
  g_signal_handlers_unblock_by_func(self->unit, on_unit_changed, self);
  self->settings_unit = s->unit;
  gtk_spin_button_set_digits(GTK_SPIN_BUTTON(self->width), s->unit == TLR_SIZE_PX ? 0 : 1);
  gtk_spin_button_set_digits(GTK_SPIN_BUTTON(self->height), s->unit == TLR_SIZE_PX ? 0 : 1);
  gtk_spin_button_set_value(GTK_SPIN_BUTTON(self->width), s->width);
  gtk_spin_button_set_value(GTK_SPIN_BUTTON(self->height), s->height);
  gtk_spin_button_set_value(GTK_SPIN_BUTTON(self->dpi), s->dpi);
  gtk_spin_button_set_value(GTK_SPIN_BUTTON(self->font), s->font_pt);
  self->applying_preset = FALSE;
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
    gtk_string_list_append(names, _("Whole view (all figures as on screen)"));
  gtk_drop_down_set_model(GTK_DROP_DOWN(self->figure), G_LIST_MODEL(names));
  g_object_unref(names);
  tlv_export_dialog_select(self, 0, settings);
  g_signal_connect(self->figure, "notify::selected", G_CALLBACK(on_setting_changed), self);
  g_signal_connect(self->format, "notify::selected", G_CALLBACK(on_setting_changed), self);
  g_signal_connect(self->unit, "notify::selected", G_CALLBACK(on_unit_changed), self);
  g_signal_connect(self->size_preset, "notify::selected", G_CALLBACK(on_preset_changed), self);
  g_signal_connect(self->width, "value-changed", G_CALLBACK(on_spin_edited), self);
  g_signal_connect(self->height, "value-changed", G_CALLBACK(on_spin_edited), self);
  g_signal_connect(self->font, "value-changed", G_CALLBACK(on_spin_edited), self);
  g_signal_connect(self->dpi, "value-changed", G_CALLBACK(on_spin_changed), self);
  return self;
}
