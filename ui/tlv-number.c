/* tlv-number.c — strict reading of typed numbers (see tlv-number.h). */
#include "tlv-number.h"
#include "tlv-i18n.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#define MINUS_SIGN "\xe2\x88\x92" /* U+2212, what the window prints */

static gsize
count_digits(const char *s)
{
  gsize n = 0;
  while (g_ascii_isdigit(s[n]))
    n++;
  return n;
}

/* The number in plain ASCII ('.' as separator) if `s` has the grammar
 * [sign] digits [sep digits] [e [sign] digits], else NULL. */
static char *
to_ascii_number(const char *s, char decimal)
{
  GString *out = g_string_new(NULL);
  if (g_str_has_prefix(s, MINUS_SIGN)) {
    g_string_append_c(out, '-');
    s += strlen(MINUS_SIGN);
  } else if (*s == '-' || *s == '+') {
    g_string_append_c(out, *s++);
  }
  gsize n = count_digits(s), mantissa = n;
  g_string_append_len(out, s, (gssize)n);
  s += n;
  if (*s == decimal) {
    g_string_append_c(out, '.');
    s++;
    n = count_digits(s);
    mantissa += n;
    g_string_append_len(out, s, (gssize)n);
    s += n;
  }
  if (mantissa == 0)
    goto bad;
  if (*s == 'e' || *s == 'E') {
    g_string_append_c(out, 'e');
    s++;
    if (*s == '-' || *s == '+')
      g_string_append_c(out, *s++);
    n = count_digits(s);
    if (n == 0)
      goto bad;
    g_string_append_len(out, s, (gssize)n);
    s += n;
  }
  if (*s != '\0')
    goto bad;
  return g_string_free(out, FALSE);
bad:
  g_string_free(out, TRUE);
  return NULL;
}

gboolean
tlv_number_parse(const char *text, char decimal, double *value, char **why)
{
  g_return_val_if_fail(text && value && (decimal == '.' || decimal == ','), FALSE);
  char *s = g_strstrip(g_strdup(text));
  char *ascii = s[0] ? to_ascii_number(s, decimal) : NULL;
  gboolean ok = FALSE;
  if (!s[0]) {
    if (why)
      *why = g_strdup(_("the field is empty; type a number"));
  } else if (!ascii) {
    const char other = decimal == '.' ? ',' : '.';
    char *swapped = g_strdup(s);
    g_strdelimit(swapped, (char[]){ other, '\0' }, decimal);
    char *retry = strchr(s, other) ? to_ascii_number(swapped, decimal) : NULL;
    if (why)
      *why = retry ? g_strdup_printf(_("“%s” is not a number here: the decimal separator is “%c”"), s,
                                     decimal)
                   : g_strdup_printf(_("“%s” is not a number (type digits, e.g. 12%c5 or 1.5e3)"), s,
                                     decimal);
    g_free(retry);
    g_free(swapped);
  } else {
    const double v = g_ascii_strtod(ascii, NULL);
    if (!isfinite(v)) {
      if (why)
        *why = g_strdup_printf(_("“%s” is too large a number"), s);
    } else {
      *value = v;
      ok = TRUE;
    }
  }
  g_free(ascii);
  g_free(s);
  return ok;
}

char
tlv_number_locale_decimal(void)
{
  const struct lconv *lc = localeconv();
  return lc && lc->decimal_point && lc->decimal_point[0] == ',' ? ',' : '.';
}

/* ---- strict spin buttons --------------------------------------------------------- */

gboolean
tlv_number_spin_show(GtkSpinButton *spin, char *text)
{
  if (strcmp(text, gtk_editable_get_text(GTK_EDITABLE(spin))) != 0)
    gtk_editable_set_text(GTK_EDITABLE(spin), text);
  g_free(text);
  return TRUE;
}

char *
tlv_number_reject(char **kept, double *kept_at, const char *text, double at, char *why)
{
  g_free(*kept);
  *kept = g_strdup(text);
  *kept_at = at;
  char *msg = g_strdup_printf(_("Not applied: %s"), why);
  g_free(why);
  return msg;
}

typedef struct {
  TlvNumberReport report;
  gpointer data;
  char *rejected;     /* the text not taken, kept in view while the value is rejected_at */
  double rejected_at;
} Strict;

static void
strict_free(gpointer p)
{
  Strict *st = p;
  g_free(st->rejected);
  g_free(st);
}

static void
strict_accept(GtkSpinButton *spin, Strict *st)
{
  if (!st->rejected)
    return;
  g_clear_pointer(&st->rejected, g_free);
  gtk_widget_remove_css_class(GTK_WIDGET(spin), "error");
  st->report(spin, NULL, st->data);
}

static int
on_strict_input(GtkSpinButton *spin, double *value, Strict *st)
{
  const char *text = gtk_editable_get_text(GTK_EDITABLE(spin));
  const double current = gtk_spin_button_get_value(spin);
  char *shown = g_strdup_printf("%.*f", (int)gtk_spin_button_get_digits(spin), current);
  const gboolean unchanged = strcmp(text, shown) == 0;
  g_free(shown);
  double v, lo, hi;
  char *why = NULL;
  gtk_spin_button_get_range(spin, &lo, &hi);
  if (unchanged) {
    *value = current;
    strict_accept(spin, st);
    return TRUE;
  }
  if (tlv_number_parse(text, tlv_number_locale_decimal(), &v, &why)) {
    if (gtk_spin_button_get_digits(spin) == 0 && v != floor(v)) {
      char *got = tlv_number_format(v);
      why = g_strdup_printf(_("the value must be a whole number (got %s)"), got);
      g_free(got);
    } else if (v >= lo && v <= hi) {
      *value = v;
      strict_accept(spin, st);
      return TRUE;
    } else {
      char *a = tlv_number_format(lo), *b = tlv_number_format(hi), *got = tlv_number_format(v);
      why = g_strdup_printf(_("the value must lie between %s and %s (got %s)"), a, b, got);
      g_free(a);
      g_free(b);
      g_free(got);
    }
  }
  gtk_widget_add_css_class(GTK_WIDGET(spin), "error");
  char *msg = tlv_number_reject(&st->rejected, &st->rejected_at, text, current, why);
  st->report(spin, msg, st->data);
  g_free(msg);
  return GTK_INPUT_ERROR;
}

static gboolean
on_strict_output(GtkSpinButton *spin, Strict *st)
{
  const double value = gtk_spin_button_get_value(spin);
  if (st->rejected && value == st->rejected_at)
    return tlv_number_spin_show(spin, g_strdup(st->rejected));
  strict_accept(spin, st);
  return tlv_number_spin_show(spin,
                              g_strdup_printf("%.*f", (int)gtk_spin_button_get_digits(spin), value));
}

void
tlv_number_spin_strict(GtkSpinButton *spin, TlvNumberReport report, gpointer data)
{
  Strict *st = g_new0(Strict, 1);
  st->report = report;
  st->data = data;
  g_object_set_data_full(G_OBJECT(spin), "tlv-number-strict", st, strict_free);
  gtk_spin_button_set_numeric(spin, FALSE);
  gtk_spin_button_set_update_policy(spin, GTK_UPDATE_IF_VALID);
  g_signal_connect(spin, "input", G_CALLBACK(on_strict_input), st);
  g_signal_connect(spin, "output", G_CALLBACK(on_strict_output), st);
}

gboolean
tlv_number_spin_is_rejected(GtkSpinButton *spin)
{
  const Strict *st = g_object_get_data(G_OBJECT(spin), "tlv-number-strict");
  return st && st->rejected;
}

char *
tlv_number_format(double value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];
  g_ascii_formatd(buf, sizeof buf, "%g", fabs(value));
  if (tlv_number_locale_decimal() == ',')
    g_strdelimit(buf, ".", ',');
  return g_strconcat(value < 0 ? MINUS_SIGN : "", buf, NULL);
}

char *
tlv_number_glue_units(const char *text)
{
  GString *out = g_string_sized_new(strlen(text) + 16);
  for (const char *p = text; *p; p++) {
    if (*p == ' ' && p > text && g_ascii_isdigit(p[-1])) {
      /* the word after the space: up to a space, a line end or markup */
      size_t n = 0;
      while (p[1 + n] && p[1 + n] != ' ' && p[1 + n] != '\n' && p[1 + n] != '<')
        n++;
      const unsigned char c = (unsigned char)p[1]; /* a unit starts with a letter, µ, °, % */
      if (n > 0 && n <= 6 && (g_ascii_isalpha(c) || c >= 0x80 || c == '%')) {
        g_string_append(out, "\u00a0");
        continue;
      }
    }
    g_string_append_c(out, *p);
  }
  return g_string_free(out, FALSE);
}

void
tlv_readout_set_markup(GtkWidget *label, const char *markup)
{
  char *glued = tlv_number_glue_units(markup);
  gtk_label_set_markup(GTK_LABEL(label), glued);
  g_free(glued);
}
