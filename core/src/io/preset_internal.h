/* preset_internal.h — helpers shared by the preset sections (preset-*.c). */
#ifndef TRIBO_PRESET_INTERNAL_H
#define TRIBO_PRESET_INTERNAL_H

#include <glib.h>

#include "tribo/preset.h"

typedef struct {
  GKeyFile *kf;
  const char *text; /* the raw file, for line numbers */
  const char *source;
  TlPresetWarnFunc warn;
  void *warn_data;
  TlError *err;
  GHashTable *lines; /* "group\nkey" → line, built on first use */
} TlPresetReader;

/* Unknown keys named one by one per group; the rest are counted. */
#define TL_PRESET_MAX_WARNINGS 20

/* Line of `key` in `[group]` from the reader's index (one pass over the
 * text, however many keys are looked up), or 0. */
int tl_preset_reader_line(TlPresetReader *r, const char *group, const char *key);

/* An error naming the source, line, group, key and value. */
TlStatus tl_preset_bad_value(TlPresetReader *r, const char *group, const char *key,
                             const char *fmt, const char *value);
void tl_preset_warn(TlPresetReader *r, const char *fmt, ...) TL_PRINTF_FORMAT(2, 3);

/* The file that value (the stripped value of key in [group]) names: as given
 * when absolute or base_dir is NULL, else relative to base_dir (the preset's
 * folder), into out[size].  A path that does not fit fails naming the key
 * (cut short, it would name another file) and leaves out empty. */
TlStatus tl_preset_resolve_path(TlPresetReader *r, const char *group, const char *key,
                                const char *value, const char *base_dir, char *out, size_t size);

/* Readers: absent keys leave *out as it is. */
TlStatus tl_preset_read_double(TlPresetReader *r, const char *group, const char *key, double *out,
                               int allow_inf);
TlStatus tl_preset_read_choice(TlPresetReader *r, const char *group, const char *key,
                               const char *const *names, int *out);
void tl_preset_warn_unknown_keys(TlPresetReader *r, const char *group, const char *const *known);

/* Table-driven sections: read every key of the table present in the
 * group into base (range-checked, error naming the line), write every key
 * from base. */
TlStatus tl_preset_read_table(TlPresetReader *r, const char *group, const TlPresetKey *table,
                              size_t n, void *base);
void tl_preset_write_table(GKeyFile *kf, const char *group, const TlPresetKey *table, size_t n,
                           const void *base);
/* Whether the preset has the section [group]; when it has, warn about its
 * keys that are in neither the table nor `extra` (NULL or NULL-terminated). */
gboolean tl_preset_section_begin(TlPresetReader *r, const char *group, const TlPresetKey *table,
                                 size_t n, const char *const *extra);
/* A section that is its table and nothing else: absent, base stays as it
 * is; else warn about keys not in the table, read it into a copy of base
 * (`size` bytes) and copy that back only when every key was read, so that
 * a failed read leaves base as it was. */
TlStatus tl_preset_read_table_section(TlPresetReader *r, const char *group,
                                      const TlPresetKey *table, size_t n, void *base, size_t size);
/* The sections that are their table and nothing else ([rolling], [stickslip]'s
 * oscillator, [contact_friction], [wheelset]) are read and written by
 * preset.c through tl_preset_section_keys; they define no functions of
 * their own. */

/* The accessor of a section's table, tl_preset_<section>_keys. */
#define TL_PRESET_DEFINE_KEYS(section, table)                                                      \
  const TlPresetKey *tl_preset_##section##_keys(size_t *n)                                         \
  {                                                                                                \
    *n = G_N_ELEMENTS(table);                                                                      \
    return table;                                                                                  \
  }
const TlPresetKey *tl_preset_transient_keys(size_t *n);
const TlPresetKey *tl_preset_contact_keys(size_t *n);
const TlPresetKey *tl_preset_friction_keys(size_t *n);

/* Writers. */
void tl_preset_set_double(GKeyFile *kf, const char *group, const char *key, double v);

/* Sections: read into / write from a preset. */
TlStatus tl_preset_read_contact(TlPresetReader *r, TlContactParams *c);
void tl_preset_write_contact(GKeyFile *kf, const TlContactParams *c);
TlStatus tl_preset_read_transient(TlPresetReader *r, const char *base_dir, TlPresetTransient *t);
void tl_preset_write_transient(GKeyFile *kf, const TlPresetTransient *t);
const TlPresetKey *tl_preset_rolling_keys(size_t *n);
const TlPresetKey *tl_preset_stickslip_keys(size_t *n);
TlStatus tl_preset_read_friction(TlPresetReader *r, TlFrictionCase *c);
void tl_preset_write_friction(GKeyFile *kf, const TlFrictionCase *c);
/* The oscillator only: its law is [friction]'s, copied in by the caller. */
void tl_preset_write_stickslip(GKeyFile *kf, const TlStickSlipParams *s);
TlStatus tl_preset_read_subsurface(TlPresetReader *r, TlSubsurfaceView *v);
void tl_preset_write_subsurface(GKeyFile *kf, const TlSubsurfaceView *v);
const TlPresetKey *tl_preset_wheelrail_keys(size_t *n);
TlStatus tl_preset_read_wheelrail(TlPresetReader *r, const char *base_dir, TlPresetWheelrail *w);
void tl_preset_write_wheelrail(GKeyFile *kf, const TlPresetWheelrail *w);
const TlPresetKey *tl_preset_wheelset_keys(size_t *n);

TlStatus tl_preset_read_steady(TlPresetReader *r, const char *base_dir, TlPresetSteady *s);
void tl_preset_write_steady(GKeyFile *kf, const TlPresetSteady *s);

const TlPresetKey *tl_preset_contact_friction_keys(size_t *n);

#endif /* TRIBO_PRESET_INTERNAL_H */
