/* status.c — status strings and error messages. */
#include "tribo/status.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

const char *
tl_version(void)
{
  return TL_VERSION; /* the project's version, given by the build */
}

const char *
tl_status_string(TlStatus status)
{
  switch (status) {
  case TL_OK: return "success";
  case TL_EINVAL: return "invalid parameter";
  case TL_ENOMEM: return "out of memory";
  case TL_EMAXITER: return "iteration did not converge";
  case TL_ERANGE: return "outside the model's range";
  case TL_EIO: return "input/output error";
  case TL_EFORMAT: return "malformed file";
  case TL_ENOTAVAIL: return "not available";
  case TL_ECANCELLED: return "cancelled";
  case TL_ENUMERIC: return "the computation produced a non-finite number";
  }
  return "unknown status";
}

TlStatus
tl_error_set(TlError *err, TlStatus status, const char *fmt, ...)
{
  if (err) {
    va_list ap;
    err->status = status;
    va_start(ap, fmt);
    vsnprintf(err->message, sizeof err->message, fmt, ap);
    va_end(ap);
  }
  return status;
}

void
tl_error_clear(TlError *err)
{
  if (err) {
    err->status = TL_OK;
    err->message[0] = '\0';
  }
}

void
tl_error_prefix(TlError *err, const char *fmt, ...)
{
  char joined[TL_ERROR_MESSAGE_MAX];
  va_list ap;

  if (!err)
    return;
  va_start(ap, fmt);
  int n = vsnprintf(joined, sizeof joined, fmt, ap);
  va_end(ap);
  if (n < 0)
    n = 0;
  if ((size_t)n < sizeof joined) {
    const size_t room = sizeof joined - (size_t)n;
    memcpy(joined + n, err->message, strnlen(err->message, room - 1));
    joined[n + strnlen(err->message, room - 1)] = '\0';
  }
  memcpy(err->message, joined, sizeof joined);
}

TlStatus
tl_check_finite(double value, const char *name, const char *unit, TlError *err)
{
  if (!isfinite(value))
    return tl_error_set(err, TL_EINVAL, "%s must be a finite number (got %g%s%s)", name, value,
                        unit[0] ? " " : "", unit);
  return TL_OK;
}

TlStatus
tl_check_positive(double value, const char *name, const char *unit, TlError *err)
{
  if (!(isfinite(value) && value > 0.0))
    return tl_error_set(err, TL_EINVAL, "%s must be positive and finite (got %g%s%s)", name,
                        value, unit[0] ? " " : "", unit);
  return TL_OK;
}

TlStatus
tl_check_range(double value, double min, double max, const char *name, const char *unit,
               TlError *err)
{
  if (!(isfinite(value) && value >= min && value <= max))
    return tl_error_set(err, TL_EINVAL, "%s must lie between %g and %g%s%s (got %g)", name, min,
                        max, unit[0] ? " " : "", unit, value);
  return TL_OK;
}
