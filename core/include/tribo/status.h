/* status.h — status codes and error messages of the TriboLab core.
 *
 * Every fallible core function returns a TlStatus and, when given a non-NULL
 * TlError, fills it with a sentence a user can read ("normal load must be
 * positive (got -5000 N)").  The core never prints and never exits; bad user
 * input is a status, a programmer error is an assertion.
 */
#ifndef TRIBO_STATUS_H
#define TRIBO_STATUS_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
  TL_OK = 0,
  TL_EINVAL,   /* a parameter is out of range, non-finite or inconsistent */
  TL_ENOMEM,   /* allocation failed */
  TL_EMAXITER, /* an iteration did not converge within its limit */
  TL_ERANGE,   /* the input is valid but the result is outside what the model covers */
  TL_EIO,      /* a file could not be read or written */
  TL_EFORMAT,  /* a file is malformed (the message names the line) */
  TL_ENOTAVAIL, /* the requested model or option is not available */
  TL_ECANCELLED, /* the caller asked a long computation to stop (its cancel flag) */
  TL_ENUMERIC   /* a computation produced a number that is not finite */
} TlStatus;

#define TL_ERROR_MESSAGE_MAX 320

typedef struct {
  TlStatus status;
  char message[TL_ERROR_MESSAGE_MAX];
} TlError;

/* A short constant description of a status ("invalid parameter"). */
const char *tl_status_string(TlStatus status);

/* The version of the library that is loaded ("0.1.0"), which a program or a
 * binding built against other headers can compare with its own. */
const char *tl_version(void);

#if defined(__GNUC__)
#define TL_PRINTF_FORMAT(fmt, args) __attribute__((format(printf, fmt, args)))
#else
#define TL_PRINTF_FORMAT(fmt, args)
#endif

/* Fill err (if not NULL) and return status, so callers can write
 * `return tl_error_set(err, TL_EINVAL, "…", …);`. */
TlStatus tl_error_set(TlError *err, TlStatus status, const char *fmt, ...) TL_PRINTF_FORMAT(3, 4);

/* Reset err to TL_OK with an empty message. */
void tl_error_clear(TlError *err);

/* Prefix an existing message: "preset line 12: " + old message. */
void tl_error_prefix(TlError *err, const char *fmt, ...) TL_PRINTF_FORMAT(2, 3);

/* Checks used by every parameter validator.  They return TL_OK or set err
 * with a message naming the quantity and its SI unit. */
TlStatus tl_check_finite(double value, const char *name, const char *unit, TlError *err);
TlStatus tl_check_positive(double value, const char *name, const char *unit, TlError *err);
TlStatus tl_check_range(double value, double min, double max, const char *name, const char *unit,
                        TlError *err);

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_STATUS_H */
