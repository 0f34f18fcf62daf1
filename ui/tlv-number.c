/* tlv-number.c — strict reading of typed numbers (see tlv-number.h). */
#include "tlv-number.h"

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
      *why = g_strdup("the field is empty; type a number");
  } else if (!ascii) {
    const char other = decimal == '.' ? ',' : '.';
    char *swapped = g_strdup(s);
    g_strdelimit(swapped, (char[]){ other, '\0' }, decimal);
    char *retry = strchr(s, other) ? to_ascii_number(swapped, decimal) : NULL;
    if (why)
      *why = retry ? g_strdup_printf("“%s” is not a number here: the decimal separator is “%c”", s,
                                     decimal)
                   : g_strdup_printf("“%s” is not a number (type digits, e.g. 12%c5 or 1.5e3)", s,
                                     decimal);
    g_free(retry);
    g_free(swapped);
  } else {
    const double v = g_ascii_strtod(ascii, NULL);
    if (!isfinite(v)) {
      if (why)
        *why = g_strdup_printf("“%s” is too large a number", s);
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

char *
tlv_number_format(double value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];
  g_ascii_formatd(buf, sizeof buf, "%g", fabs(value));
  if (tlv_number_locale_decimal() == ',')
    g_strdelimit(buf, ".", ',');
  return g_strconcat(value < 0 ? MINUS_SIGN : "", buf, NULL);
}
