/* names.c — enum values named by a table of words. */
#include "tribo/names.h"

#include <string.h>

const char *
tl_name_of(const char *const *names, unsigned n, unsigned value, const char *fallback)
{
  return value < n ? names[value] : fallback;
}

TlStatus
tl_name_find(const char *const *names, unsigned n, const char *name, const char *what,
             unsigned *index, TlError *err)
{
  for (unsigned k = 0; name && k < n; k++)
    if (strcmp(name, names[k]) == 0) {
      *index = k;
      return TL_OK;
    }
  char list[TL_ERROR_MESSAGE_MAX] = "";
  for (unsigned k = 0; k < n; k++) {
    const char *sep = k == 0 ? "" : k + 1 == n ? " or " : ", ";
    strncat(list, sep, sizeof list - strlen(list) - 1);
    strncat(list, names[k], sizeof list - strlen(list) - 1);
  }
  return tl_error_set(err, TL_EINVAL, "unknown %s '%s' (use %s)", what, name ? name : "(null)",
                      list);
}
