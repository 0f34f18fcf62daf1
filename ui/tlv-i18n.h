/* tlv-i18n.h — gettext in the window: _() translates a string now, N_()
 * marks one in a static table (translated where it is shown, e.g. by
 * tlv_field_row_new), C_() adds a context.  The domain "tribolab" is bound
 * by the program's main (app/tl-i18n.c). */
#ifndef TLV_I18N_H
#define TLV_I18N_H

#ifndef GETTEXT_PACKAGE
#define GETTEXT_PACKAGE "tribolab"
#endif
#include <glib/gi18n.h>

#endif /* TLV_I18N_H */
