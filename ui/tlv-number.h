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

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Parse `text` with `decimal` as the decimal separator ('.' or ',').  On
 * success store the value and return TRUE; otherwise return FALSE and, if
 * `why` is given, a sentence (g_free) saying what is wrong with the text. */
gboolean tlv_number_parse(const char *text, char decimal, double *value, char **why);

/* The current locale's decimal separator ('.' unless the locale says ','). */
char tlv_number_locale_decimal(void);

/* `value` printed with %g and a real minus sign, as messages show it (g_free). */
char *tlv_number_format(double value);

/* A read-out's text with each number kept on one line with its unit: the
 * space between a digit and a short word after it (a unit: "N", "mm",
 * "MPa", "m/s") becomes a no-break space, so that a wrapped label never
 * leaves "N" alone on a line.  Free the result. */
char *tlv_number_glue_units(const char *text);
/* Set a read-out label's markup with its numbers glued to their units. */
void tlv_readout_set_markup(GtkWidget *label, const char *markup);

/* A spin button's output handler: show text (taken, g_free'd) unless the
 * field shows it already (setting it again would move the cursor); TRUE. */
gboolean tlv_number_spin_show(GtkSpinButton *spin, char *text);

/* A spin button refuses the typed text (its value stays `at`): keep the text
 * in *kept and `at` in *kept_at, to show it while the value is still that,
 * and return the message "Not applied: why" (g_free; takes why). */
char *tlv_number_reject(char **kept, double *kept_at, const char *text, double at, char *why);

/* Make a plain spin button (not a parameter row: those do this themselves)
 * read its text the same way: a number in the spin button's range is taken
 * exactly; anything else stays in view, the value does not change, and
 * report(spin, "Not applied: …", data) says why; report(spin, NULL, data)
 * once a value is taken again. */
typedef void (*TlvNumberReport)(GtkSpinButton *spin, const char *message, gpointer data);
void tlv_number_spin_strict(GtkSpinButton *spin, TlvNumberReport report, gpointer data);
/* The spin button shows a text it did not take (its value is the one before). */
gboolean tlv_number_spin_is_rejected(GtkSpinButton *spin);

G_END_DECLS

#endif /* TLV_NUMBER_H */
