/* fuzz-wave-table.c — libFuzzer harness of the creepage-table reader (CSV
 * t,cx): any text parses or fails with a message. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "tribo/textio.h"
#include "tribo/waveform.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  TlError err;
  /* the file reader refuses a NUL; the parser sees NUL-terminated text */
  if (tl_text_check_nul((const char *)data, size, "fuzz.csv", &err) != TL_OK)
    return 0;
  char *text = malloc(size + 1);
  if (!text)
    return 0;
  memcpy(text, data, size);
  text[size] = '\0';
  TlWaveTable table;
  if (tl_wave_table_parse(text, "fuzz.csv", &table, &err) == TL_OK) {
    TlWaveform w = tl_waveform_default(TL_WAVE_TABLE);
    w.table = &table;
    (void)tl_waveform_validate(&w, &err);
    tl_wave_table_clear(&table);
  } else if (err.message[0] == '\0') {
    __builtin_trap();
  }
  free(text);
  return 0;
}
