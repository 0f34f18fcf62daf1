/* names.h — enum values named by a table of words ("sine", "csv", …).
 *
 * Many options are an enum whose values are read and written as words: a
 * table of the words in the enum's order names them both ways,
 *
 *   static const char *const kind_names[] = { "constant", "step", "sine" };
 *   TL_DEFINE_ENUM_NAMES(tl_wave_kind, TlWaveKind, kind_names, "waveform", "unknown")
 *
 * defines tl_wave_kind_name(TlWaveKind) (the word, "unknown" past the table)
 * and tl_wave_kind_from_name(name, &kind, err) (TL_EINVAL for another word,
 * with the message "unknown waveform 'chirp' (use constant, step or sine)"). */
#ifndef TRIBO_NAMES_H
#define TRIBO_NAMES_H

#include "tribo/status.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The word of value in the table of n words, or fallback past its end. */
const char *tl_name_of(const char *const *names, unsigned n, unsigned value, const char *fallback);

/* The index of name in the table of n words, in *index; else TL_EINVAL with
 * a message listing the words: "unknown <what> '<name>' (use a, b or c)". */
TlStatus tl_name_find(const char *const *names, unsigned n, const char *name, const char *what,
                      unsigned *index, TlError *err);

#define TL_N_NAMES(table) ((unsigned)(sizeof(table) / sizeof((table)[0])))

#define TL_DEFINE_ENUM_NAMES(prefix, Type, table, what, fallback)                                 \
  const char *prefix##_name(Type value)                                                        \
  {                                                                                            \
    return tl_name_of(table, TL_N_NAMES(table), (unsigned)value, fallback);                    \
  }                                                                                            \
  TlStatus prefix##_from_name(const char *name, Type *out, TlError *err)                       \
  {                                                                                            \
    unsigned k = 0;                                                                            \
    const TlStatus s = tl_name_find(table, TL_N_NAMES(table), name, what, &k, err);            \
    if (s == TL_OK)                                                                            \
      *out = (Type)k;                                                                          \
    return s;                                                                                  \
  }

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_NAMES_H */
