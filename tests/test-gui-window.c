/* test-gui-window.c — the real window's menu and files under Xvfb: the
 * shipped presets and presentation mode in the menus, a preset opened,
 * refused and saved (through the file chooser too, which may outlive its
 * window), and the autosaved session. */
#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <string.h>

#include "tl-test-gui.h"
#include "tlv-session.h"
#include "tlv-window.h"
#include "tribo/preset.h"

static void
test_builtin_presets(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Every shipped preset applies from the Presets menu and shows its view");
  char **names = g_resources_enumerate_children("/org/tribolab/TriboLab/presets",
                                                G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_assert_nonnull(names);
  g_assert_cmpuint(g_strv_length(names), >=, 8);
  for (char **n = names; *n; n++) {
    TlError err;
    if (!tlv_window_load_builtin_preset(f->win, *n, &err))
      g_error("%s: %s", *n, err.message);
    g_assert_null(tlv_window_get_banner(f->win));
    tl_gui_run_pending();
  }
  g_strfreev(names);
  /* the thesis 10 Hz preset: μ = 1, 40 × 40, the transient view */
  TlError err;
  g_assert_true(tlv_window_load_builtin_preset(f->win, "02-sine-10hz-mu1.ini", &err));
  g_assert_cmpfloat(tlv_document_get_contact(f->doc)->mu, ==, 1.0);
  g_assert_cmpint(tlv_document_get_contact(f->doc)->mx, ==, 40);
  g_assert_cmpstr(gtk_stack_get_visible_child_name(tlv_window_get_stack(f->win)), ==, "transient");
  g_assert_false(tlv_window_load_builtin_preset(f->win, "no-such.ini", &err));
  g_assert_nonnull(tlv_window_get_banner(f->win));
}

static gboolean
file_exists(gpointer path)
{
  return g_file_test(path, G_FILE_TEST_EXISTS);
}

static void
test_session(void)
{
  g_test_summary("The session is saved shortly after a change and restored; a corrupt one is refused");
  char *dir = g_dir_make_tmp("tribolab-session-XXXXXX", NULL);
  char *path = g_build_filename(dir, "sub", "session.ini", NULL);
  TlError err;
  TlvDocument *doc = tlv_document_new();
  g_assert_false(tlv_session_restore(doc, path, &err));
  g_assert_cmpint(err.status, ==, TL_OK);
  tlv_session_autosave(doc, path, 20);
  TlContactParams p = *tlv_document_get_contact(doc);
  p.mu = 0.55;
  p.hertz.normal_load = 150e3;
  g_assert_true(tlv_document_set_contact(doc, &p, NULL));
  g_assert_true(tl_gui_iterate_until(file_exists, path, 10.0));
  g_object_unref(doc);

  TlvDocument *again = tlv_document_new();
  g_assert_true(tlv_session_restore(again, path, &err));
  g_assert_cmpfloat(tlv_document_get_contact(again)->mu, ==, 0.55);
  g_assert_cmpfloat(tlv_document_get_contact(again)->hertz.normal_load, ==, 150e3);
  g_object_unref(again);

  /* a change right before the document goes away is still written */
  doc = tlv_document_new();
  tlv_session_autosave(doc, path, 100000);
  p.mu = 0.65;
  g_assert_true(tlv_document_set_contact(doc, &p, NULL));
  g_object_unref(doc);
  again = tlv_document_new();
  g_assert_true(tlv_session_restore(again, path, &err));
  g_assert_cmpfloat(tlv_document_get_contact(again)->mu, ==, 0.65);

  g_assert_true(g_file_set_contents(path, "[contact]\nmu = lots\n", -1, NULL));
  g_assert_false(tlv_session_restore(again, path, &err));
  g_assert_cmpint(err.status, ==, TL_EFORMAT);
  g_assert_cmpfloat(tlv_document_get_contact(again)->mu, ==, 0.65);
  g_object_unref(again);
  /* set aside for the next start */
  char *aside = g_strconcat(path, ".corrupt", NULL);
  g_assert_true(g_file_test(aside, G_FILE_TEST_IS_REGULAR));
  g_assert_false(g_file_test(path, G_FILE_TEST_EXISTS));
  g_remove(aside);
  g_free(aside);
  g_remove(path);
  char *sub = g_path_get_dirname(path);
  g_rmdir(sub);
  g_rmdir(dir);
  g_free(sub);
  g_free(path);
  g_free(dir);
}

static void
test_preset_open(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Opening a preset applies it; a bad one changes nothing and says why");
  char *dir = g_dir_make_tmp("tribolab-gui-XXXXXX", NULL);
  char *good = g_build_filename(dir, "good.ini", NULL);
  char *bad = g_build_filename(dir, "bad.ini", NULL);
  g_assert_true(g_file_set_contents(good, "[preset]\ntitle = Heavy axle\ndescription = 250 kN.\n"
                                          "view = hertz\n[contact]\nload_kn = 250\nextra = 1\n",
                                    -1, NULL));
  g_assert_true(g_file_set_contents(bad, "[contact]\nload_kn = -3\n", -1, NULL));
  TlError err;
  g_assert_true(tlv_window_open_preset(f->win, good, &err));
  g_assert_cmpfloat(tlv_document_get_contact(f->doc)->hertz.normal_load, ==, 250e3);
  g_assert_nonnull(strstr(tlv_window_get_banner(f->win), "extra")); /* the warning */
  tl_gui_run_pending(); /* pages settle after the load: that is not an edit */
  g_assert_cmpstr(tlv_window_get_preset_title(f->win), ==, "Heavy axle");
  g_assert_false(tlv_window_open_preset(f->win, bad, &err));
  g_assert_cmpfloat(tlv_document_get_contact(f->doc)->hertz.normal_load, ==, 250e3);
  g_assert_nonnull(strstr(tlv_window_get_banner(f->win), "nothing changed"));
  /* save and reload */
  char *saved = g_build_filename(dir, "saved.ini", NULL);
  g_assert_true(tlv_window_save_preset(f->win, saved, &err));
  TlPreset back;
  g_assert_cmpint(tl_preset_load_file(saved, &back, NULL, NULL, NULL), ==, TL_OK);
  g_assert_cmpfloat(back.contact.hertz.normal_load, ==, 250e3);
  g_assert_cmpstr(back.view, ==, "hertz");
  /* an edit after loading marks the description as no longer current */
  TlContactParams edited = *tlv_document_get_contact(f->doc);
  edited.mu = 0.2;
  g_assert_true(tlv_document_set_contact(f->doc, &edited, &err));
  g_assert_cmpstr(tlv_window_get_preset_title(f->win), ==, "Heavy axle (modified since loading)");
  g_assert_true(tlv_window_open_preset(f->win, good, &err));
  g_assert_cmpstr(tlv_window_get_preset_title(f->win), ==, "Heavy axle");
  g_remove(saved);
  g_remove(good);
  g_remove(bad);
  g_rmdir(dir);
  g_free(saved);
  g_free(good);
  g_free(bad);
  g_free(dir);
}

/* The file chooser a window opened (GTK's own dialog: no portal under Xvfb). */
static gboolean
find_chooser(gpointer data)
{
  GtkWidget **out = data;
  GListModel *tops = gtk_window_get_toplevels();
  for (guint i = 0; !*out && i < g_list_model_get_n_items(tops); i++) {
    GtkWidget *w = g_list_model_get_item(tops, i);
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    if (GTK_IS_FILE_CHOOSER_DIALOG(w) && gtk_widget_get_visible(w))
      *out = w;
G_GNUC_END_IGNORE_DEPRECATIONS
    g_object_unref(w);
  }
  return *out != NULL;
}

static gboolean
widget_hidden(gpointer w)
{
  return !gtk_widget_get_visible(w);
}

/* Ask `win` to save a preset into `dir` and return the chooser (a reference). */
static GtkWidget *
save_preset_chooser(TlvWindow *win, const char *dir)
{
  g_assert_true(gtk_widget_activate_action(GTK_WIDGET(win), "win.save-preset", NULL));
  GtkWidget *chooser = NULL;
  g_assert_true(tl_gui_iterate_until(find_chooser, &chooser, 10.0));
  tl_gui_run_pending(); /* the chooser sets itself up once shown */
  char *path = g_build_filename(dir, "my-case.ini", NULL);
  GFile *file = g_file_new_for_path(path);
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  g_assert_true(gtk_file_chooser_set_file(GTK_FILE_CHOOSER(chooser), file, NULL));
G_GNUC_END_IGNORE_DEPRECATIONS
  g_object_unref(file);
  g_free(path);
  return g_object_ref(chooser);
}

static void
test_save_preset_chooser(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Save Preset: the chooser's answer writes the preset where the user chose");
  char *dir = g_dir_make_tmp("tribolab-chooser-XXXXXX", NULL);
  char *path = g_build_filename(dir, "my-case.ini", NULL);
  GtkWidget *chooser = save_preset_chooser(f->win, dir);
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_dialog_response(GTK_DIALOG(chooser), GTK_RESPONSE_ACCEPT);
G_GNUC_END_IGNORE_DEPRECATIONS
  g_assert_true(tl_gui_iterate_until(file_exists, path, 10.0));
  g_assert_true(tl_gui_iterate_until(widget_hidden, chooser, 10.0));
  g_object_unref(chooser);
  g_remove(path);
  g_rmdir(dir);
  g_free(path);
  g_free(dir);
}

static void
test_chooser_outlives_window(void)
{
  g_test_summary("A file chooser answered after its window is gone does nothing (and does not "
                 "touch the freed window)");
  char *dir = g_dir_make_tmp("tribolab-chooser-XXXXXX", NULL);
  char *path = g_build_filename(dir, "my-case.ini", NULL);
  TlvDocument *doc = tlv_document_new();
  TlvWindow *win = tlv_window_new(NULL, doc);
  gtk_window_present(GTK_WINDOW(win));
  GtkWidget *chooser = save_preset_chooser(win, dir);
  gtk_window_destroy(GTK_WINDOW(win));
  g_object_unref(doc);
  tl_gui_run_pending();
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_dialog_response(GTK_DIALOG(chooser), GTK_RESPONSE_ACCEPT);
G_GNUC_END_IGNORE_DEPRECATIONS
  g_assert_true(tl_gui_iterate_until(widget_hidden, chooser, 10.0));
  tl_gui_run_pending();
  g_assert_false(file_exists(path));
  g_object_unref(chooser);
  g_rmdir(dir);
  g_free(path);
  g_free(dir);
}

/* 1 when the menu model (or a section of it) has an item for `action`. */
static gboolean
menu_has_action(GMenuModel *menu, const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items(menu); i++) {
    char *a = NULL;
    if (g_menu_model_get_item_attribute(menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &a)) {
      const gboolean same = g_strcmp0(a, action) == 0;
      g_free(a);
      if (same)
        return TRUE;
    }
    GMenuModel *section = g_menu_model_get_item_link(menu, i, G_MENU_LINK_SECTION);
    const gboolean in_section = section && menu_has_action(section, action);
    g_clear_object(&section);
    if (in_section)
      return TRUE;
  }
  return FALSE;
}

static void
test_presentation_in_menu(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("Presentation mode is in the main menu, not only behind F5");
  gboolean found = FALSE;
  for (int n = 0;; n++) {
    GtkWidget *b = tl_gui_find_nth(GTK_WIDGET(f->win), GTK_TYPE_MENU_BUTTON, NULL, n);
    if (!b)
      break;
    GMenuModel *menu = gtk_menu_button_get_menu_model(GTK_MENU_BUTTON(b));
    found = found || (menu && menu_has_action(menu, "win.presentation"));
  }
  g_assert_true(found);
}

int
main(int argc, char **argv)
{
  tl_gui_test_init(&argc, &argv);
  tl_gui_add("/gui/window/preset-open", test_preset_open);
  g_test_add_func("/gui/session", test_session);
  tl_gui_add("/gui/window/presentation-in-menu", test_presentation_in_menu);
  tl_gui_add("/gui/window/builtin-presets", test_builtin_presets);
  tl_gui_add("/gui/window/save-preset-chooser", test_save_preset_chooser);
  g_test_add_func("/gui/window/chooser-outlives-window", test_chooser_outlives_window);
  return g_test_run();
}
