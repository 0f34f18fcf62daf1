/* tlr-axis.c — scales and tick selection. */
#include "tlr-axis.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

double
tlr_scale_map(const TlrScale *s, double value)
{
  const double span = s->max - s->min;
  if (span == 0.0)
    return 0.5 * (s->p0 + s->p1);
  return s->p0 + (value - s->min) / span * (s->p1 - s->p0);
}

double
tlr_scale_unmap(const TlrScale *s, double device)
{
  const double span = s->p1 - s->p0;
  if (span == 0.0)
    return 0.5 * (s->min + s->max);
  return s->min + (device - s->p0) / span * (s->max - s->min);
}

double
tlr_nice_step(double range, int target)
{
  if (!(range > 0.0) || !isfinite(range))
    return 1.0;
  if (target < 1)
    target = 1;
  const double raw = range / target;
  const double mag = pow(10.0, floor(log10(raw)));
  const double frac = raw / mag;
  double nice;
  if (frac < 1.5)
    nice = 1.0;
  else if (frac < 3.0)
    nice = 2.0;
  else if (frac < 7.0)
    nice = 5.0;
  else
    nice = 10.0;
  return nice * mag;
}

void
tlr_nice_limits(double *min, double *max, int target)
{
  double lo = *min, hi = *max;
  if (!isfinite(lo) || !isfinite(hi)) {
    lo = 0.0;
    hi = 1.0;
  }
  if (lo > hi) {
    const double t = lo;
    lo = hi;
    hi = t;
  }
  if (hi - lo <= 1e-12 * fmax(fabs(lo), fabs(hi))) {
    const double pad = lo != 0.0 ? 0.1 * fabs(lo) : 1.0;
    lo -= pad;
    hi += pad;
  }
  const double step = tlr_nice_step(hi - lo, target);
  /* A tiny tolerance keeps limits that already sit on a tick. */
  *min = floor(lo / step + 1e-9) * step;
  *max = ceil(hi / step - 1e-9) * step;
}

int
tlr_ticks(double min, double max, int target, double *ticks, int max_ticks, double *step)
{
  if (min > max) {
    const double t = min;
    min = max;
    max = t;
  }
  const double st = tlr_nice_step(max - min, target);
  if (step)
    *step = st;
  int n = 0;
  const double first = ceil(min / st - 1e-9);
  for (double k = first; n < max_ticks; k += 1.0) {
    double v = k * st;
    if (v > max + 1e-9 * st)
      break;
    if (fabs(v) < 1e-12 * st)
      v = 0.0;
    ticks[n++] = v;
  }
  return n;
}

static void
replace_minus(char *buf, size_t len)
{
  if (buf[0] != '-')
    return;
  const size_t n = strlen(buf);
  if (n + 3 >= len)
    return;
  memmove(buf + 3, buf + 1, n); /* moves the terminator too */
  buf[0] = (char)0xe2;          /* U+2212 MINUS SIGN */
  buf[1] = (char)0x88;
  buf[2] = (char)0x92;
}

/* Group an unsigned decimal's integer part in threes with U+202F (narrow
 * no-break space) when it has five digits or more. */
static void
group_thousands(char *buf, size_t len)
{
  char *digits = buf[0] == '-' ? buf + 1 : buf;
  const size_t n_int = strspn(digits, "0123456789");
  if (n_int < 5)
    return;
  const size_t n_sep = (n_int - 1) / 3, total = strlen(buf);
  if (total + 3 * n_sep + 1 > len)
    return;
  char tmp[128];
  if (total >= sizeof tmp)
    return;
  memcpy(tmp, buf, total + 1);
  const size_t lead = (size_t)(digits - buf);
  char *out = buf + lead;
  const char *in = tmp + lead;
  for (size_t i = 0; i < n_int; i++) {
    if (i > 0 && (n_int - i) % 3 == 0) {
      memcpy(out, "\u202f", 3);
      out += 3;
    }
    *out++ = in[i];
  }
  memmove(out, in + n_int, strlen(in + n_int) + 1);
}

/* Drop a decimal's trailing zeros (and a bare point), as %g does. */
static void
trim_zeros(char *buf)
{
  if (!strchr(buf, '.'))
    return;
  char *z = buf + strlen(buf) - 1;
  while (*z == '0')
    *z-- = '\0';
  if (*z == '.')
    *z = '\0';
}

char *
tlr_format_number(double value, int sig, char *buf, size_t len)
{
  if (len == 0)
    return buf;
  if (!isfinite(value)) {
    snprintf(buf, len, "%s", isnan(value) ? "\u2014" : value > 0 ? "\u221e" : "\u2212\u221e");
    return buf;
  }
  sig = sig < 1 ? 1 : sig > 15 ? 15 : sig;
  if (value == 0.0) {
    snprintf(buf, len, "0");
    return buf;
  }
  /* the exponent after rounding to sig digits (9999.6 at 4 digits is 10000) */
  char probe[40];
  snprintf(probe, sizeof probe, "%.*e", sig - 1, value);
  const int e = atoi(strchr(probe, 'e') + 1);
  if (e >= 6 || e < -4) {
    double m = strtod(probe, NULL) / pow(10.0, e);
    snprintf(buf, len, "%.*f", sig - 1, m);
    trim_zeros(buf);
    const size_t n = strlen(buf);
    snprintf(buf + n, len - n, "×10<sup>%s%d</sup>", e < 0 ? "\u2212" : "", e < 0 ? -e : e);
  } else {
    const int dec = sig - 1 - e > 0 ? sig - 1 - e : 0;
    snprintf(buf, len, "%.*f", dec, value);
    trim_zeros(buf);
    if (buf[0] == '-' && strspn(buf + 1, "0.") == strlen(buf + 1))
      memmove(buf, buf + 1, strlen(buf));
    group_thousands(buf, len);
  }
  replace_minus(buf, len);
  return buf;
}

void
tlr_format_tick(double value, double step, char *buf, size_t len)
{
  /* a label, never a cast of NaN or inf to int */
  if (!isfinite(value) || !(isfinite(step) && step > 0.0)) {
    snprintf(buf, len, "%s", isfinite(value) ? "?" : value > 0 ? "\u221e" : value < 0 ? "\u2212\u221e" : "?");
    return;
  }
  if (fabs(value) < 1e-9 * fabs(step))
    value = 0.0;
  const double mag = fmax(fabs(value), step);
  if (mag >= 1e5 || (step < 1e-4 && mag < 1e-3)) {
    /* ×10ⁿ notation with the step's significant digits */
    if (value == 0.0) {
      snprintf(buf, len, "0");
      return;
    }
    const int e = (int)floor(log10(fabs(value)));
    const double m = value / pow(10.0, e);
    int dec = (int)ceil(-log10(step / pow(10.0, e)) - 1e-9);
    if (dec < 0)
      dec = 0;
    if (dec > 6)
      dec = 6;
    snprintf(buf, len, "%.*f×10<sup>%s%d</sup>", dec, m, e < 0 ? "\u2212" : "", e < 0 ? -e : e);
  } else {
    int dec = (int)ceil(-log10(step) - 1e-9);
    if (dec < 0)
      dec = 0;
    if (dec > 9)
      dec = 9;
    snprintf(buf, len, "%.*f", dec, value);
    if (strcmp(buf, "-0") == 0 || (buf[0] == '-' && strspn(buf + 1, "0.") == strlen(buf + 1)))
      memmove(buf, buf + 1, strlen(buf));
    group_thousands(buf, len);
  }
  replace_minus(buf, len);
}
