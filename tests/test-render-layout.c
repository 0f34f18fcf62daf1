/* test-render-layout.c — figures that hold at small sizes: number formatting,
 * legends and notes placed off the data, titles that fit, colour-bar ticks
 * that do not collide, export sizes in mm/pt; render level, no display. */
#include <math.h>
#include <string.h>

#include "tl-test-util.h"
#include "tlr-axis.h"
#include "tlr-export.h"

#define MINUS "\xe2\x88\x92"
#define NNBSP "\xe2\x80\xaf" /* U+202F narrow no-break space */

typedef struct {
  double value;
  int sig;
  const char *text; /* written out by hand from the rules in tlr-axis.h */
} NumberCase;

static const NumberCase number_cases[] = {
  { 20000.0, 4, "20" NNBSP "000" },                   /* was "2e+04" */
  { 10270.0, 4, "10" NNBSP "270" },                   /* was "1.027e+04" */
  { 10274.6, 4, "10" NNBSP "275" },                   /* rounds the units, keeps the digits */
  { 1234.0, 4, "1234" },                              /* four digits: not grouped */
  { 123456.0, 3, "123" NNBSP "456" },                 /* below 10⁶: plain */
  { 999999.7, 4, "1×10<sup>6</sup>" },                /* rounds up into ×10ⁿ */
  { 2.5e7, 3, "2.5×10<sup>7</sup>" },
  { -0.000562, 3, MINUS "0.000562" },                 /* true minus, no exponent */
  { 3.2e-5, 2, "3.2×10<sup>" MINUS "5</sup>" },
  { 0.4, 4, "0.4" },                                  /* trailing zeros dropped, as %g */
  { 9999.6, 4, "10" NNBSP "000" },                    /* the rounding carries a digit */
  { -1e-300, 3, MINUS "1×10<sup>" MINUS "300</sup>" },
  { -0.00001, 1, MINUS "1×10<sup>" MINUS "5</sup>" },
  { 0.0, 4, "0" },
  { -0.0, 4, "0" },
  { 150.0, 4, "150" },
  { 0.00312, 3, "0.00312" },
};

static void
test_format_number(void)
{
  g_test_summary("tlr_format_number: significant digits, grouped thousands, ×10ⁿ, true minus");
  for (size_t i = 0; i < G_N_ELEMENTS(number_cases); i++) {
    char buf[TLR_NUMBER_LEN];
    tlr_format_number(number_cases[i].value, number_cases[i].sig, buf, sizeof buf);
    if (strcmp(buf, number_cases[i].text) != 0)
      g_error("%.17g at %d digits: '%s', expected '%s'", number_cases[i].value,
              number_cases[i].sig, buf, number_cases[i].text);
  }
  char buf[TLR_NUMBER_LEN];
  g_assert_cmpstr(tlr_format_number(INFINITY, 3, buf, sizeof buf), ==, "\xe2\x88\x9e");
  g_assert_cmpstr(tlr_format_number(NAN, 3, buf, sizeof buf), ==, "\xe2\x80\x94");
  /* a buffer too small is cut, never overrun */
  char small[4] = "xyz";
  tlr_format_number(123456.0, 6, small, sizeof small);
  g_assert_cmpuint(strlen(small), <, sizeof small);
  /* ticks of five digits are grouped like the read-outs */
  tlr_format_tick(20000.0, 5000.0, buf, sizeof buf);
  g_assert_cmpstr(buf, ==, "20" NNBSP "000");
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/render/layout/format-number", test_format_number);
  return g_test_run();
}
