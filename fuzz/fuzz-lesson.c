/* fuzz-lesson.c — libFuzzer harness of the lesson reader: any bytes must give
 * a lesson or an error with a message, never a crash, a leak or a hang.  The
 * named presets resolve to the defaults (no file is read); the templates are
 * parsed, not evaluated (their runs are the solvers' business). */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "tribo/lesson.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static TlStatus
default_preset(const char *name, TlPreset *out, void *data, TlError *err)
{
  (void)data;
  if (strcmp(name, "missing") == 0)
    return tl_error_set(err, TL_EIO, "no shipped preset '%s'", name);
  tl_preset_init(out);
  return TL_OK;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  TlError err;
  err.message[0] = '\0';
  TlLesson *l =
    tl_lesson_load_data((const char *)data, size, "fuzz.ini", default_preset, NULL, &err);
  if (!l && err.message[0] == '\0')
    __builtin_trap(); /* an error must say why */
  tl_lesson_free(l);
  return 0;
}
