/* tlv-number.h — read a number a user typed into a field, strictly.
 *
 * A field takes a plain decimal number and nothing else: an optional sign
 * ("-", "+" or the "−" the window itself prints), digits with at most one
 * decimal separator, an optional exponent ("1.5e3"), blanks around it.  No
 * hexadecimal, no "inf" or "nan", no trailing units or junk, and the result
 * must be finite.  The decimal separator is the locale's: in a locale that
 * writes "12,5" a comma is read as one, elsewhere a comma is refused with a
 * message rather than read as the end of the number. */
#ifndef TLV_NUMBER_H
#define TLV_NUMBER_H

#include <glib.h>

G_BEGIN_DECLS

/* Parse `text` with `decimal` as the decimal separator ('.' or ',').  On
 * success store the value and return TRUE; otherwise return FALSE and, if
 * `why` is given, a sentence (g_free) saying what is wrong with the text. */
gboolean tlv_number_parse(const char *text, char decimal, double *value, char **why);

/* The current locale's decimal separator ('.' unless the locale says ','). */
char tlv_number_locale_decimal(void);

/* `value` printed with %g and a real minus sign, as messages show it (g_free). */
char *tlv_number_format(double value);

G_END_DECLS

#endif /* TLV_NUMBER_H */
