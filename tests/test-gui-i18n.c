/* test-gui-i18n.c — the real window in German and in Spanish: the view
 * names, the headings, the parameter rows and the menu buttons come from
 * the catalogues in build/locale, while the number fields keep '.' (the
 * window's numbers stay those of the C locale, like its CSV and presets). */
#include <glib/gi18n.h>
#include <gtk/gtk.h>
#include <locale.h>
#include <string.h>

#include "tl-test-gui.h"
#include "tl-test-util.h"
#include "tlv-param-row.h"

typedef struct {
  const char *language, *locale;
  const char *view;         /* the first view's title */
  const char *heading;      /* a section heading of .ui origin */
  const char *row;          /* a parameter row label (static table, N_()) */
  const char *presets;      /* the header bar's preset menu button */
} Lang;

/* Each expected string is the catalogue's translation, written out here so
 * that a catalogue missing from build/locale cannot pass as "translated". */
static const Lang langs[] = {
  { "de", "de_DE.UTF-8", "Normalkontakt", "Geometrie", "Normalkraft F<sub>N</sub>",
    "Voreinstellungen" },
  { "es", "es_ES.UTF-8", "Contacto normal", "Geometría", "Carga normal F<sub>N</sub>",
    "Preajustes" },
};

/* Depth first over the window's widgets: a label whose text (markup
 * included) is `text`, or a button/menu button with that label. */
static gboolean
shows_text(GtkWidget *w, const char *text)
{
  if (GTK_IS_LABEL(w) && g_strcmp0(gtk_label_get_label(GTK_LABEL(w)), text) == 0)
    return TRUE;
  if (GTK_IS_MENU_BUTTON(w) && g_strcmp0(gtk_menu_button_get_label(GTK_MENU_BUTTON(w)), text) == 0)
    return TRUE;
  for (GtkWidget *c = gtk_widget_get_first_child(w); c; c = gtk_widget_get_next_sibling(c))
    if (shows_text(c, text))
      return TRUE;
  return FALSE;
}

/* The view switcher's entries (tabs or drop-down items) are labels too. */
static void
assert_shows(GtkWidget *win, const char *text)
{
  if (!shows_text(win, text))
    g_error("the window shows no \"%s\"", text);
}

static void
test_window_translated(gconstpointer data)
{
  const Lang *lang = data;
  g_test_summary("Under LANGUAGE=de (es) the window's view names, headings, parameter rows and "
                 "header-bar buttons are German (Spanish), and its number fields keep '.'");
  char *saved = g_strdup(setlocale(LC_ALL, NULL));
  if (!setlocale(LC_ALL, lang->locale)) {
    g_test_skip_printf("the %s locale is not installed (scripts/setup.sh generates it)",
                       lang->locale);
    g_free(saved);
    return;
  }
  setlocale(LC_NUMERIC, "C"); /* as tl_app_i18n_init and the application's startup */
  g_setenv("LANGUAGE", lang->language, TRUE);

  Fixture f;
  tl_gui_fixture_setup(&f, NULL);
  GtkWidget *win = GTK_WIDGET(f.win);
  assert_shows(win, lang->view);
  assert_shows(win, lang->heading);
  assert_shows(win, lang->row);
  assert_shows(win, lang->presets);
  g_assert_false(shows_text(win, "Normal load F<sub>N</sub>")); /* not English any more */

  /* the load row's field: 100 kN shown with the C locale's '.' */
  TlvParamRow *row = TLV_PARAM_ROW(tl_gui_find(win, TLV_TYPE_PARAM_ROW, "Normal load F_N"));
  g_assert_nonnull(row);
  g_assert_cmpstr(gtk_editable_get_text(GTK_EDITABLE(tlv_param_row_get_spin(row))), ==, "100.0");
  tl_gui_fixture_teardown(&f, NULL);

  g_unsetenv("LANGUAGE");
  setlocale(LC_ALL, saved);
  g_free(saved);
}

int
main(int argc, char **argv)
{
  tl_gui_test_init(&argc, &argv);
  for (gsize i = 0; i < G_N_ELEMENTS(langs); i++) {
    tl_test_add_data_funcf(&langs[i], test_window_translated, "/gui-i18n/%s/window",
                           langs[i].language);
  }
  return g_test_run();
}
