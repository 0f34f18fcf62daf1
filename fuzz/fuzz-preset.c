/* fuzz-preset.c — libFuzzer harness of the preset reader: any bytes must
 * give TL_OK or an error with a message, never a crash, a leak or a hang. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "tribo/preset.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void
ignore(const char *message, void *user)
{
  (void)message;
  (void)user;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  TlPreset preset;
  TlError err;
  tl_preset_init(&preset);
  if (tl_preset_load_data((const char *)data, size, "fuzz.ini", &preset, ignore, NULL, &err) !=
        TL_OK &&
      err.message[0] == '\0')
    __builtin_trap(); /* an error must say why */
  return 0;
}
