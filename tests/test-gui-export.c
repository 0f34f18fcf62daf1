/* test-gui-export.c — the real window's exports under Xvfb: the figure as
 * PNG, SVG and PDF, and the export dialog's CSV and sizes in mm or pt at a
 * DPI. */
#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <string.h>

#include "tl-test-gui.h"
#include "tlv-export-dialog.h"
#include "tlv-window.h"

static void
test_export(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("The window exports its figure as PNG, SVG and PDF");
  char *dir = g_dir_make_tmp("tribolab-gui-XXXXXX", NULL);
  const char *names[] = { "patch.png", "patch.svg", "patch.pdf" };
  for (size_t i = 0; i < G_N_ELEMENTS(names); i++) {
    char *path = g_build_filename(dir, names[i], NULL);
    TlError err;
    g_assert_true(tlv_window_export_to(f->win, path, 800, 600, &err));
    g_assert_true(g_file_test(path, G_FILE_TEST_IS_REGULAR));
    g_remove(path);
    g_free(path);
  }
  char *bad = g_build_filename(dir, "patch.bmp", NULL);
  TlError err;
  g_assert_false(tlv_window_export_to(f->win, bad, 800, 600, &err));
  g_assert_nonnull(strstr(err.message, "bmp"));
  g_free(bad);
  g_rmdir(dir);
  g_free(dir);
}

/* Write the export dialog's current choice to path and return the file's
 * text (free it). */
static char *
export_text(TlvExportDialog *d, const char *path)
{
  TlError err;
  g_assert_true(tlv_export_dialog_write(d, path, &err));
  char *text;
  g_assert_true(g_file_get_contents(path, &text, NULL, NULL));
  return text;
}

/* Write the export dialog's current choice to png and expect a picture of
 * w × h pixels. */
static void
assert_png_export(TlvExportDialog *d, const char *png, int w, int h)
{
  TlError err;
  g_assert_true(tlv_export_dialog_write(d, png, &err));
  cairo_surface_t *img = cairo_image_surface_create_from_png(png);
  g_assert_cmpint(cairo_image_surface_get_width(img), ==, w);
  g_assert_cmpint(cairo_image_surface_get_height(img), ==, h);
  cairo_surface_destroy(img);
}

static void
test_export_dialog(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("The export dialog writes CSV, PNG sized in mm or pt at a DPI, and SVG");
  GtkWindow *dialog = tlv_window_open_export_dialog(f->win);
  g_assert_nonnull(dialog);
  TlvExportDialog *d = TLV_EXPORT_DIALOG(dialog);
  char *dir = g_dir_make_tmp("tribolab-export-XXXXXX", NULL);
  TlvExportSettings s;
  tlv_export_settings_init(&s);

  s.format = TLV_EXPORT_CSV;
  tlv_export_dialog_select(d, 0, &s);
  char *csv = g_build_filename(dir, "p.csv", NULL);
  char *text = export_text(d, csv);
  g_assert_true(g_str_has_prefix(text, "x_mm,y_mm,pn_mpa\n"));
  /* the cell nearest the centre carries about p0 */
  g_free(text);

  /* 80 × 60 mm at 300 dpi → 945 × 709 pixels */
  s.format = TLV_EXPORT_PNG;
  s.unit = TLR_SIZE_MM;
  s.width = 80;
  s.height = 60;
  s.dpi = 300;
  tlv_export_dialog_select(d, 0, &s);
  char *png = g_build_filename(dir, "p.png", NULL);
  assert_png_export(d, png, 945, 709);

  s.format = TLV_EXPORT_SVG;
  tlv_export_dialog_select(d, 0, &s);
  char *svg = g_build_filename(dir, "p.svg", NULL);
  text = export_text(d, svg);
  g_assert_nonnull(strstr(text, "width=\"227pt\"")); /* 80 mm = 226.8 pt */
  g_free(text);

  /* 240 × 170 pt at 144 dpi: two pixels a point */
  s.format = TLV_EXPORT_PNG;
  s.unit = TLR_SIZE_PT;
  s.width = 240;
  s.height = 170;
  s.dpi = 144;
  s.font_pt = 9;
  tlv_export_dialog_select(d, 0, &s);
  assert_png_export(d, png, 480, 340);
  /* a still export says where it went and how big it is */
  char *said = g_strdup_printf("Exported %s (480 × 340 pixels)", png);
  g_assert_cmpstr(tlv_window_get_status(f->win), ==, said);
  g_free(said);

  g_remove(csv);
  g_remove(png);
  g_remove(svg);
  g_rmdir(dir);
  g_free(csv);
  g_free(png);
  g_free(svg);
  g_free(dir);
  gtk_window_destroy(dialog);
}

int
main(int argc, char **argv)
{
  tl_gui_test_init(&argc, &argv);
  tl_gui_add("/gui/window/export", test_export);
  tl_gui_add("/gui/window/export-dialog", test_export_dialog);
  return g_test_run();
}
