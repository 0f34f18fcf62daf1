/* test-gui-session.c — a hostile session file never keeps the window from
 * starting: a FIFO, a link to a device, binary garbage or a flood of
 * unknown keys is read (or refused) at once, set aside as .corrupt, and
 * reported in one line that quotes nothing of it; temporaries of an
 * interrupted autosave are cleaned. */
#include <glib/gstdio.h>
#include <gsl/gsl_errno.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tl-test-gui.h"
#include "tl-test-util.h"
#include "tlv-application.h"
#include "tlv-session.h"
#include "tlv-transient-page.h"

typedef struct {
  char *dir, *path, *aside;
} Place;

static void
place_init(Place *p)
{
  p->dir = g_dir_make_tmp("tribolab-session-XXXXXX", NULL);
  p->path = g_build_filename(p->dir, "session.ini", NULL);
  p->aside = g_strconcat(p->path, ".corrupt", NULL);
}

static void
place_clear(Place *p)
{
  g_remove(p->aside);
  g_remove(p->path);
  g_rmdir(p->dir);
  g_free(p->aside);
  g_free(p->path);
  g_free(p->dir);
}

/* Restore must fail, set the file aside and say so in printable ASCII. */
static void
assert_set_aside(Place *p)
{
  TlvDocument *doc = tlv_document_new();
  const TlContactParams before = *tlv_document_get_contact(doc);
  TlError err;
  g_assert_false(tlv_session_restore(doc, p->path, &err));
  g_assert_cmpint(err.status, !=, TL_OK);
  g_assert_nonnull(strstr(err.message, "kept as session.ini.corrupt"));
  for (const char *c = err.message; *c; c++)
    g_assert_true(g_ascii_isprint(*c));
  GStatBuf st;
  g_assert_cmpint(g_lstat(p->path, &st), !=, 0);
  g_assert_cmpint(g_lstat(p->aside, &st), ==, 0);
  g_assert_cmpfloat(tlv_document_get_contact(doc)->mu, ==, before.mu);
  g_object_unref(doc);
}

static void
test_fifo(void)
{
  g_test_summary("A FIFO as the session is refused without opening it for reading");
  Place p;
  place_init(&p);
  g_assert_cmpint(mkfifo(p.path, 0600), ==, 0);
  assert_set_aside(&p);
  place_clear(&p);
}

static void
test_device_link(void)
{
  g_test_summary("A link to /dev/zero as the session is refused, not read for ever");
  Place p;
  place_init(&p);
  g_assert_cmpint(symlink("/dev/zero", p.path), ==, 0);
  assert_set_aside(&p);
  place_clear(&p);
}

static void
test_binary_garbage(void)
{
  g_test_summary("Binary garbage is set aside and not echoed");
  Place p;
  place_init(&p);
  guchar junk[4096];
  for (size_t i = 0; i < sizeof junk; i++)
    junk[i] = (guchar)(i * 151u + 7u); /* deterministic bytes, NUL included */
  g_assert_true(g_file_set_contents(p.path, (const char *)junk, sizeof junk, NULL));
  assert_set_aside(&p);
  /* and text that is no preset, with no blank to wrap at */
  char *long_line = g_strnfill(5000, 'x');
  g_assert_true(g_file_set_contents(p.path, long_line, -1, NULL));
  g_remove(p.aside);
  assert_set_aside(&p);
  g_free(long_line);
  place_clear(&p);
}

static void
test_many_unknown_keys(void)
{
  g_test_summary("100 000 unknown keys are ignored and the rest restored");
  Place p;
  place_init(&p);
  GString *text = g_string_new("[contact]\nmu = 0.27\n");
  for (int k = 0; k < 100000; k++)
    g_string_append_printf(text, "junk%d = 1\n", k);
  g_assert_true(g_file_set_contents(p.path, text->str, (gssize)text->len, NULL));
  TlvDocument *doc = tlv_document_new();
  TlError err;
  g_assert_true(tlv_session_restore(doc, p.path, &err));
  g_assert_cmpfloat(tlv_document_get_contact(doc)->mu, ==, 0.27);
  g_object_unref(doc);
  g_string_free(text, TRUE);
  place_clear(&p);
}

static void
test_orphans_removed(void)
{
  g_test_summary("Temporaries of an interrupted autosave are removed, nothing else");
  Place p;
  place_init(&p);
  char *orphan = g_build_filename(p.dir, "session.ini.Ab12Cd", NULL);
  char *other = g_build_filename(p.dir, "session.ini.keep-me", NULL);
  g_assert_true(g_file_set_contents(orphan, "[contact]\n", -1, NULL));
  g_assert_true(g_file_set_contents(other, "x", -1, NULL));
  g_assert_true(g_file_set_contents(p.aside, "x", -1, NULL));
  TlvDocument *doc = tlv_document_new();
  tlv_session_autosave(doc, p.path, 100000);
  g_assert_false(g_file_test(orphan, G_FILE_TEST_EXISTS));
  g_assert_true(g_file_test(other, G_FILE_TEST_EXISTS));
  g_assert_true(g_file_test(p.aside, G_FILE_TEST_EXISTS));
  g_object_unref(doc); /* nothing pending: no save */
  g_remove(other);
  g_free(other);
  g_free(orphan);
  place_clear(&p);
}

/* The transient page's model is part of the document: the session and
 * presets keep it, and a preset's choice shows on the page. */
static void
test_transient_model_kept(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("The transient model choice is stored in the document, presets and session");
  TlvTransientPage *page =
    TLV_TRANSIENT_PAGE(tl_gui_find(GTK_WIDGET(f->win), TLV_TYPE_TRANSIENT_PAGE, NULL));
  g_assert_cmpint(tlv_document_get_transient(f->doc)->model, ==, TL_PRESET_MODEL_BRUSH);
  tlv_transient_page_set_mode(page, TL_PRESET_MODEL_EXACT);
  g_assert_cmpint(tlv_document_get_transient(f->doc)->model, ==, TL_PRESET_MODEL_EXACT);
  /* through the session file */
  Place p;
  place_init(&p);
  TlPreset preset;
  tlv_document_to_preset(f->doc, &preset);
  TlError err;
  g_assert_cmpint(tl_preset_save_file(p.path, &preset, &err), ==, TL_OK);
  TlvDocument *again = tlv_document_new();
  g_assert_true(tlv_session_restore(again, p.path, &err));
  g_assert_cmpint(tlv_document_get_transient(again)->model, ==, TL_PRESET_MODEL_EXACT);
  g_object_unref(again);
  place_clear(&p);
  /* a preset choosing compare switches the page */
  preset.transient.model = TL_PRESET_MODEL_COMPARE;
  g_assert_true(tlv_document_apply_preset(f->doc, &preset, &err));
  GtkWidget *dd = tl_gui_find_drop_down(GTK_WIDGET(page), "Brush model (UBM)");
  g_assert_nonnull(dd);
  g_assert_cmpuint(gtk_drop_down_get_selected(GTK_DROP_DOWN(dd)), ==, 2);
}

/* The banner that reports it stays one ellipsized line inside the window. */
static void
test_banner_one_line(Fixture *f, gconstpointer data)
{
  (void)data;
  g_test_summary("The start-up banner is one ellipsized line, whatever its length");
  char *msg = g_strdup_printf("The last session could not be restored (%s); starting from the "
                              "thesis defaults.", "it was unreadable or damaged and is kept as "
                              "session.ini.corrupt with a very long name indeed");
  tlv_window_show_banner(f->win, msg);
  GtkWidget *label = tl_gui_find(GTK_WIDGET(f->win), GTK_TYPE_LABEL, NULL);
  for (int n = 0; label; label = tl_gui_find_nth(GTK_WIDGET(f->win), GTK_TYPE_LABEL, NULL, ++n))
    if (g_strcmp0(gtk_label_get_text(GTK_LABEL(label)), msg) == 0)
      break;
  g_assert_nonnull(label);
  g_assert_cmpint(gtk_label_get_ellipsize(GTK_LABEL(label)), ==, PANGO_ELLIPSIZE_END);
  g_assert_false(gtk_label_get_wrap(GTK_LABEL(label)));
  g_assert_cmpstr(gtk_widget_get_tooltip_text(label), ==, msg);
  g_free(msg);
}

int
main(int argc, char **argv)
{
  tl_gui_test_init(&argc, &argv);
  tl_gui_add("/gui-session/banner-one-line", test_banner_one_line);
  tl_gui_add("/gui-session/transient-model-kept", test_transient_model_kept);
  g_test_add_func("/gui-session/fifo", test_fifo);
  g_test_add_func("/gui-session/device-link", test_device_link);
  g_test_add_func("/gui-session/binary-garbage", test_binary_garbage);
  g_test_add_func("/gui-session/many-unknown-keys", test_many_unknown_keys);
  g_test_add_func("/gui-session/orphans-removed", test_orphans_removed);
  return g_test_run();
}
