/* preset-transient.c — the [transient] section of presets: the creepage
 * waveform and the start of transient runs. */
#include <math.h>
#include "tribo/ranges.h"
#include <string.h>

#include "preset_internal.h"
#include "tribo/units.h"

static const char *const transient_keys[] = {
  "waveform", "c0", "cp", "freq_hz", "c_before", "c_after", "t_step_ms", "waveform_file",
  "init", "courant", "time_scale_ms_per_s", "model", NULL,
};
static const char *const model_names[] = { "brush", "exact", "compare", NULL };
static const char *const wave_names[] = { "constant", "step", "sine", "triangle", "square", "csv",
                                          NULL };
static const char *const init_names[] = { "zero", "steady", NULL };

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
  if (!g_key_file_has_group(r->kf, g))
    return TL_OK;
  tl_preset_warn_unknown_keys(r, g, transient_keys);
  int kind = (int)t->wave.kind, init = (int)t->init, model = (int)t->model;
  double t_step_ms = t->wave.t_step / TL_UNIT_MS, scale = t->time_scale / TL_UNIT_MS;
  TlStatus s;
  if ((s = tl_preset_read_choice(r, g, "waveform", wave_names, &kind)) != TL_OK)
    return s;
  /* a different kind starts from that kind's defaults */
  if (kind != (int)t->wave.kind) {
    t->wave = tl_waveform_default((TlWaveKind)kind);
    t_step_ms = t->wave.t_step / TL_UNIT_MS;
  }
  if ((s = tl_preset_read_double(r, g, "c0", &t->wave.mean, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "cp", &t->wave.amplitude, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "freq_hz", &t->wave.freq, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "c_before", &t->wave.before, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "c_after", &t->wave.after, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "t_step_ms", &t_step_ms, 0)) != TL_OK ||
      (s = tl_preset_read_choice(r, g, "init", init_names, &init)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "courant", &t->courant, 0)) != TL_OK ||
      (s = tl_preset_read_double(r, g, "time_scale_ms_per_s", &scale, 0)) != TL_OK ||
      (s = tl_preset_read_choice(r, g, "model", model_names, &model)) != TL_OK)
    return s;
  t->model = (TlPresetModel)model;
  t->wave.t_step = t_step_ms * TL_UNIT_MS;
  t->init = (TlTransientInit)init;
  t->time_scale = scale * TL_UNIT_MS;
  char *file = g_key_file_get_string(r->kf, g, "waveform_file", NULL);
  if (file) {
    char *path = g_path_is_absolute(g_strstrip(file)) || !base_dir
                   ? g_strdup(file)
                   : g_build_filename(base_dir, file, NULL);
    g_strlcpy(t->table_file, path, sizeof t->table_file);
    g_free(path);
    g_free(file);
  }
  if (t->wave.kind == TL_WAVE_TABLE && !t->table_file[0])
    return tl_preset_bad_value(r, g, "waveform", "'%s' needs waveform_file = a t,cx table",
                               "csv");
  return TL_OK;
}

void
tl_preset_write_transient(GKeyFile *kf, const TlPresetTransient *t)
{
  const char *g = "transient";
  g_key_file_set_value(kf, g, "waveform", wave_names[t->wave.kind]);
  tl_preset_set_double(kf, g, "c0", t->wave.mean);
  tl_preset_set_double(kf, g, "cp", t->wave.amplitude);
  tl_preset_set_double(kf, g, "freq_hz", t->wave.freq);
  tl_preset_set_double(kf, g, "c_before", t->wave.before);
  tl_preset_set_double(kf, g, "c_after", t->wave.after);
  tl_preset_set_double(kf, g, "t_step_ms", t->wave.t_step / TL_UNIT_MS);
  if (t->table_file[0])
    g_key_file_set_string(kf, g, "waveform_file", t->table_file);
  g_key_file_set_value(kf, g, "init", init_names[t->init == TL_INIT_STEADY]);
  tl_preset_set_double(kf, g, "courant", t->courant);
  tl_preset_set_double(kf, g, "time_scale_ms_per_s", t->time_scale / TL_UNIT_MS);
  g_key_file_set_value(kf, g, "model", model_names[t->model <= TL_PRESET_MODEL_COMPARE ? t->model : 0]);
}
