/* tl-i18n.c — bind the "tribolab" gettext domain to its catalogues. */
#include "tl-i18n.h"

#include <locale.h>

static char *locale_dir;

/* The first existing one of: the build tree's locale/ (the program in
 * build/app or a test in build/tests), the relocated install's share/locale
 * next to bin/, the configured install prefix's. */
static char *
find_locale_dir(void)
{
  char *self = g_file_read_link("/proc/self/exe", NULL);
  if (self) {
    char *bindir = g_path_get_dirname(self);
    const char *candidates[] = { "../locale", "../share/locale" };
    for (size_t i = 0; i < G_N_ELEMENTS(candidates); i++) {
      char *dir = g_build_filename(bindir, candidates[i], NULL);
      char *mo = g_build_filename(dir, "de", "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);
      const gboolean found = g_file_test(mo, G_FILE_TEST_IS_REGULAR);
      g_free(mo);
      if (found) {
        g_free(bindir);
        g_free(self);
        return dir;
      }
      g_free(dir);
    }
    g_free(bindir);
    g_free(self);
  }
  return g_strdup(TL_LOCALEDIR);
}

void
tl_app_i18n_init(void)
{
  setlocale(LC_ALL, "");
  setlocale(LC_NUMERIC, "C");
  if (!locale_dir)
    locale_dir = find_locale_dir();
  bindtextdomain(GETTEXT_PACKAGE, locale_dir);
  bind_textdomain_codeset(GETTEXT_PACKAGE, "UTF-8");
  textdomain(GETTEXT_PACKAGE);
}

const char *
tl_app_locale_dir(void)
{
  return locale_dir;
}
