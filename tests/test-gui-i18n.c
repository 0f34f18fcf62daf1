/* test-gui-i18n.c — the real window in German and in Spanish: the view
 * names, the headings, the parameter rows and the menu buttons come from
 * the catalogues in build/locale, while the number fields keep '.' (the
 * window's numbers stay those of the C locale, like its CSV and presets);
 * the read-outs under the plots of Steady rolling, Transient rolling and
 * Below the surface are window text, so they are translated too. */
#include <glib/gi18n.h>
#include <gtk/gtk.h>
#include <locale.h>
#include <string.h>

#include "tl-test-gui.h"
#include "tl-test-util.h"
#include "tlv-param-row.h"
#include "tlv-steady-page.h"
#include "tlv-subsurface-page.h"
#include "tlv-transient-page.h"

typedef struct {
  const char *language, *locale;
  const char *view;         /* the first view's title */
  const char *heading;      /* a section heading of .ui origin */
  const char *row;          /* a parameter row label (static table, N_()) */
  const char *presets;      /* the header bar's preset menu button */
  /* words that only the translated read-out of a page has (its English has
   * "operating point", "delay" and "at z =" where these stand) */
  const char *steady, *transient, *subsurface;
  const char *measuring; /* the transient read-out during its first period (the core's note) */
} Lang;

/* Each expected string is the catalogue's translation, written out here so
 * that a catalogue missing from build/locale cannot pass as "translated". */
static const Lang langs[] = {
  { "de", "de_DE.UTF-8", "Normalkontakt", "Geometrie", "Normalkraft F<sub>N</sub>",
    "Voreinstellungen", "Arbeitspunkt", "Verzögerung", "in der Tiefe z =", "Messung läuft" },
  { "es", "es_ES.UTF-8", "Contacto normal", "Geometría", "Carga normal F<sub>N</sub>",
    "Preajustes", "punto de funcionamiento", "retardo", "a la profundidad z =", "midiendo" },
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

/* A read-out that has the translated word and not the English one. */
static void
assert_readout(const char *text, const char *word, const char *english)
{
  if (!strstr(text, word) || strstr(text, english))
    g_error("the read-out \"%s\" lacks \"%s\" or still has \"%s\"", text, word, english);
}

static gboolean
subsurface_idle(gpointer page)
{
  return !tlv_subsurface_page_is_busy(page) && *tlv_subsurface_page_get_readout(page);
}

static void
test_window_translated(gconstpointer data)
{
  const Lang *lang = data;
  g_test_summary("Under LANGUAGE=de (es) the window's view names, headings, parameter rows, "
                 "header-bar buttons and the read-outs of Steady rolling, Transient rolling and "
                 "Below the surface are German (Spanish), and its number fields keep '.'");
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

  /* the read-outs of three pages, each as its page shows it */
  GtkWidget *steady = tl_gui_show_page(&f, "steady", TLV_TYPE_STEADY_PAGE);
  assert_readout(tlv_steady_page_get_readout(TLV_STEADY_PAGE(steady)), lang->steady,
                 "operating point");
  GtkWidget *transient = tl_gui_show_page(&f, "transient", TLV_TYPE_TRANSIENT_PAGE);
  assert_readout(tlv_transient_page_get_readout(TLV_TRANSIENT_PAGE(transient)), lang->transient,
                 "delay");
  for (int k = 0; k < 30; k++) /* into the first period: the core's note on the measurement */
    g_assert_true(gtk_widget_activate_action(win, "win.step", NULL));
  tl_gui_run_pending();
  assert_readout(tlv_transient_page_get_readout(TLV_TRANSIENT_PAGE(transient)), lang->measuring,
                 "measuring");
  GtkWidget *sub = tl_gui_show_page(&f, "subsurface", TLV_TYPE_SUBSURFACE_PAGE);
  g_assert_true(tl_gui_iterate_until(subsurface_idle, sub, 60));
  assert_readout(tlv_subsurface_page_get_readout(TLV_SUBSURFACE_PAGE(sub)), lang->subsurface,
                 "at z =");
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
