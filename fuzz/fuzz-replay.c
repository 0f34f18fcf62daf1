/* fuzz-replay.c — libFuzzer harness of the rolling replay reader (CSV with
 * a header naming t,nx,...,fn0): any bytes parse or fail with a message. */
#include <stdint.h>

#include "tribo/rolling.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  TlRollingReplay replay;
  TlError err;
  if (tl_rolling_replay_parse((const char *)data, size, "fuzz.csv", &replay, &err) == TL_OK)
    tl_rolling_replay_free(&replay);
  else if (err.message[0] == '\0')
    __builtin_trap();
  return 0;
}
