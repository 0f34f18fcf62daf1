/* test-gui-animation.c — Export Animation… from the window: the transient
 * view written as a GIF on the worker thread while the window stays live
 * (frames = fps × video length, read back with giflib), Cancel leaves no
 * file, bad input is "Not applied", and a view that does not step in time
 * says so. */
#include <gif_lib.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "tl-test-gui.h"
#include "tl-test-util.h"
#include "tlv-animation-dialog.h"
#include "tlv-window.h"

/* The open animation dialog, or NULL. */
static GtkWindow *
find_dialog(void)
{
  GListModel *tops = gtk_window_get_toplevels();
  GtkWindow *found = NULL;
  for (guint i = 0; i < g_list_model_get_n_items(tops); i++) {
    GtkWindow *w = g_list_model_get_item(tops, i);
    if (g_strcmp0(gtk_window_get_title(w), "Export animation") == 0)
      found = w;
    g_object_unref(w);
  }
  return found;
}

/* Open the dialog on `page` and set it up: format index, fps, contact time,
 * video length, a small frame, the file. */
static GtkWindow *
open_dialog(Fixture *f, const char *page, guint format, int fps, double contact_ms,
            double video_s, const char *path)
{
  gtk_widget_activate_action(GTK_WIDGET(f->win), "win.show-page", "s", page);
  gtk_widget_activate_action(GTK_WIDGET(f->win), "win.export-animation", NULL);
  GtkWindow *dialog = find_dialog();
  g_assert_nonnull(dialog);
  gtk_drop_down_set_selected(GTK_DROP_DOWN(tl_gui_find_drop_down(GTK_WIDGET(dialog), "GIF")),
                             format);
  const double values[] = { fps, contact_ms, video_s, 320, 240 };
  for (int i = 0; i < 5; i++)
    gtk_spin_button_set_value(
      GTK_SPIN_BUTTON(tl_gui_find_nth(GTK_WIDGET(dialog), GTK_TYPE_SPIN_BUTTON, NULL, i)),
      values[i]);
  tlv_animation_dialog_set_path(dialog, path);
  return dialog;
}

static gboolean
idle(gpointer dialog)
{
  return !tlv_animation_dialog_is_busy(dialog);
}

static void
test_gif(Fixture *f, gconstpointer data)
{
  (void)data;
  char *dir = g_dir_make_tmp("tl-gui-animation-XXXXXX", NULL);
  char *path = g_build_filename(dir, "loop.gif", NULL);
  /* two periods of the 10 Hz loop in 2 s at 10 fps: 20 frames */
  GtkWindow *dialog = open_dialog(f, "transient", 2, 10, 200, 2, path);
  tlv_animation_dialog_start(dialog);
  g_assert_true(tlv_animation_dialog_is_busy(dialog));
  g_assert_true(tl_gui_iterate_until(idle, dialog, 120));
  g_assert_true(g_str_has_prefix(tlv_animation_dialog_get_status(dialog), "Written"));
  int code = 0;
  GifFileType *gif = DGifOpenFileName(path, &code);
  g_assert_nonnull(gif);
  g_assert_cmpint(DGifSlurp(gif), ==, GIF_OK);
  g_assert_cmpint(gif->ImageCount, ==, 20);
  g_assert_cmpint(gif->SWidth, ==, 320);
  g_assert_cmpint(gif->SHeight, ==, 240);
  DGifCloseFile(gif, &code);
  gtk_window_destroy(dialog);
  g_unlink(path);
  g_rmdir(dir);
  g_free(path);
  g_free(dir);
}

/* Cancel stops the worker at the next frame and leaves nothing behind. */
static void
test_cancel(Fixture *f, gconstpointer data)
{
  (void)data;
  char *dir = g_dir_make_tmp("tl-gui-animation-XXXXXX", NULL);
  char *path = g_build_filename(dir, "long.webm", NULL);
  GtkWindow *dialog = open_dialog(f, "rolling", 0, 30, 60, 600, path); /* 18000 frames */
  tlv_animation_dialog_start(dialog);
  g_assert_true(tlv_animation_dialog_is_busy(dialog));
  gtk_widget_activate(tl_gui_find_button(GTK_WIDGET(dialog), "Cancel"));
  g_assert_true(tl_gui_iterate_until(idle, dialog, 120));
  g_assert_true(g_str_has_prefix(tlv_animation_dialog_get_status(dialog), "Cancelled"));
  g_assert_false(g_file_test(path, G_FILE_TEST_EXISTS));
  GDir *d = g_dir_open(dir, 0, NULL);
  g_assert_null(g_dir_read_name(d)); /* no temporary either */
  g_dir_close(d);
  gtk_window_destroy(dialog);
  g_rmdir(dir);
  g_free(path);
  g_free(dir);
}

static void
test_not_applied(Fixture *f, gconstpointer data)
{
  (void)data;
  /* MP4 with a .gif name: refused before any work */
  GtkWindow *dialog = open_dialog(f, "stickslip", 1, 10, 2000, 1, "/nonexistent/x.gif");
  tlv_animation_dialog_start(dialog);
  g_assert_false(tlv_animation_dialog_is_busy(dialog));
  g_assert_true(g_str_has_prefix(tlv_animation_dialog_get_status(dialog), "Not applied"));
  gtk_window_destroy(dialog);
  /* the steady view does not step in time */
  gtk_widget_activate_action(GTK_WIDGET(f->win), "win.show-page", "s", "steady");
  gtk_widget_activate_action(GTK_WIDGET(f->win), "win.export-animation", NULL);
  g_assert_null(find_dialog());
  g_assert_nonnull(strstr(tlv_window_get_banner(f->win), "step in time"));
}

int
main(int argc, char **argv)
{
  tl_gui_test_init(&argc, &argv);
  g_test_summary("Export Animation…: a GIF of the transient view from the window, Cancel, "
                 "bad input and views without time");
  tl_gui_add("/gui/animation/gif", test_gif);
  tl_gui_add("/gui/animation/cancel", test_cancel);
  tl_gui_add("/gui/animation/not-applied", test_not_applied);
  return g_test_run();
}
