/* preset-transient.c — the [transient] section of presets: the creepage
 * waveform and the start of transient runs. */
#include <math.h>
#include <stddef.h>
#include <string.h>

#include "preset_internal.h"
#include "tribo/ranges.h"
#include "tribo/units.h"

static const char *const model_names[] = { "brush", "exact", "compare", NULL };
static const char *const wave_names[] = { "constant", "step", "sine", "triangle", "square", "csv",
                                          NULL };
static const char *const init_names[] = { "zero", "steady", NULL };
G_STATIC_ASSERT(sizeof(TlTransientInit) == sizeof(int));
G_STATIC_ASSERT(sizeof(TlPresetModel) == sizeof(int));

/* The keys after the waveform kind (read by code: a new kind starts from
 * its defaults) and before the table file (a path, resolved by code). */
#define F(field) offsetof(TlPresetTransient, field)
#define CREEP(key, field)                                                                     \
  { key, TL_PRESET_KEY_DOUBLE, F(field), 1.0, -TL_RANGE_CREEPAGE_MAX, TL_RANGE_CREEPAGE_MAX,     \
    NULL, 0 }
static const TlPresetKey transient_keys[] = {
  CREEP("c0", wave.mean),
  CREEP("cp", wave.amplitude),
  { "freq_hz", TL_PRESET_KEY_DOUBLE, F(wave.freq), 1.0, TL_RANGE_FREQ_MIN, TL_RANGE_FREQ_MAX,
    NULL, 0 },
  CREEP("c_before", wave.before),
  CREEP("c_after", wave.after),
  { "t_step_ms", TL_PRESET_KEY_DOUBLE, F(wave.t_step), TL_UNIT_MS, 0.0, TL_RANGE_TIME_MAX, NULL, 0 },
  { "init", TL_PRESET_KEY_CHOICE, F(init), 1.0, 0.0, 0.0, init_names, 0 },
  /* C in (0, 1]: the validator refuses 0 */
  { "courant", TL_PRESET_KEY_DOUBLE, F(courant), 1.0, 0.0, 1.0, NULL, 0 },
  { "time_scale_ms_per_s", TL_PRESET_KEY_DOUBLE, F(time_scale), TL_UNIT_MS,
    TL_RANGE_TIME_SCALE_MIN, TL_RANGE_TIME_SCALE_MAX, NULL, 0 },
  { "model", TL_PRESET_KEY_CHOICE, F(model), 1.0, 0.0, 0.0, model_names, 0 },
};
#undef CREEP
#undef F
static const char *const code_keys[] = { "waveform", "waveform_file", NULL };

TL_PRESET_DEFINE_KEYS(transient, transient_keys)

TlPresetTransient
tl_preset_transient_default(void)
{
  TlPresetTransient t;
  memset(&t, 0, sizeof t);
  t.wave = tl_waveform_default(TL_WAVE_SINE);
  t.init = TL_INIT_ZERO;
  t.courant = 1.0;
  t.time_scale = 0.01;
  t.model = TL_PRESET_MODEL_BRUSH;
  return t;
}

TlStatus
tl_preset_transient_validate(const TlPresetTransient *t, TlError *err)
{
  TlStatus s;
  if (t->courant > 1.0 || !(t->courant > 0.0))
    return tl_error_set(err, TL_EINVAL, "Courant number must lie in (0, 1] (got %g)", t->courant);
  if ((s = tl_check_range(t->time_scale, TL_RANGE_TIME_SCALE_MIN, TL_RANGE_TIME_SCALE_MAX,
                          "time scale", "s per s", err)) != TL_OK)
    return s;
  if (t->init != TL_INIT_ZERO && t->init != TL_INIT_STEADY)
    return tl_error_set(err, TL_EINVAL, "unknown initial state %d", (int)t->init);
  if ((unsigned)t->model > TL_PRESET_MODEL_COMPARE)
    return tl_error_set(err, TL_EINVAL, "unknown transient model %d", (int)t->model);
  if (t->wave.kind == TL_WAVE_TABLE)
    return t->table_file[0] || t->wave.table
             ? TL_OK
             : tl_error_set(err, TL_EINVAL, "a csv waveform needs a table file");
  return tl_waveform_validate(&t->wave, err);
}

TlStatus
tl_preset_read_transient(TlPresetReader *r, const char *base_dir, TlPresetTransient *t)
{
  const char *g = "transient";
  if (!tl_preset_section_begin(r, g, transient_keys, G_N_ELEMENTS(transient_keys), code_keys))
    return TL_OK;
  TlPresetTransient c = *t; /* a failed read leaves t as it was */
  int kind = (int)c.wave.kind;
  TlStatus s;
  if ((s = tl_preset_read_choice(r, g, "waveform", wave_names, &kind)) != TL_OK)
    return s;
  /* a different kind starts from that kind's defaults */
  if (kind != (int)c.wave.kind)
    c.wave = tl_waveform_default((TlWaveKind)kind);
  if ((s = tl_preset_read_table(r, g, transient_keys, G_N_ELEMENTS(transient_keys), &c)) !=
      TL_OK)
    return s;
  char *file = g_key_file_get_string(r->kf, g, "waveform_file", NULL);
  if (file) {
    s = tl_preset_resolve_path(r, g, "waveform_file", g_strstrip(file), base_dir, c.table_file,
                               sizeof c.table_file);
    g_free(file);
    if (s != TL_OK)
      return s;
  }
  if (c.wave.kind == TL_WAVE_TABLE && !c.table_file[0])
    return tl_preset_bad_value(r, g, "waveform", "'%s' needs waveform_file = a t,cx table",
                               "csv");
  *t = c;
  return TL_OK;
}

void
tl_preset_write_transient(GKeyFile *kf, const TlPresetTransient *t)
{
  const char *g = "transient";
  g_key_file_set_value(kf, g, "waveform", wave_names[t->wave.kind]);
  tl_preset_write_table(kf, g, transient_keys, G_N_ELEMENTS(transient_keys), t);
  if (t->table_file[0])
    g_key_file_set_string(kf, g, "waveform_file", t->table_file);
}
