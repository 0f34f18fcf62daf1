/* tl-i18n.h — translations of the window's and the CLI's messages (gettext,
 * domain "tribolab").  _() translates now, N_() marks a string in a static
 * table that is translated where it is shown, C_() translates with a context
 * for short words that differ by use.  The core is not translated: its
 * TlError messages stay English sentences. */
#ifndef TL_I18N_H
#define TL_I18N_H

#ifndef GETTEXT_PACKAGE
#define GETTEXT_PACKAGE "tribolab"
#endif
#include <glib/gi18n.h>

/* The user's locale for messages (LC_ALL from the environment) but the C
 * locale for LC_NUMERIC, so that printf/strtod keep '.' in CSV, presets,
 * sessions and every number the programs print; then bind the domain to the
 * catalogues next to the program: build/locale in the build tree,
 * PREFIX/share/locale once installed. */
void tl_app_i18n_init(void);

/* The directory bound for the domain (for tests and --version). */
const char *tl_app_locale_dir(void);

#endif /* TL_I18N_H */
