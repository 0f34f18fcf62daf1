/* preset-subsurface.c — the [subsurface] section of presets: what the
 * stresses-below-the-surface view shows (traction source, measure, body). */
#include "preset_internal.h"

static const char *const subsurface_keys[] = { "source", "measure", "body", NULL };
static const char *const source_names[] = { "hertz", "slide", "fastsim", "exact", "transient",
                                             NULL };
static const char *const body_names[] = { "rail", "wheel", NULL };

/* The measures' names in enum order, NULL-terminated. */
static void
measure_names(const char *names[TL_MEASURE_COUNT + 1])
{
  for (int k = 0; k < TL_MEASURE_COUNT; k++)
    names[k] = tl_stress_measure_name((TlStressMeasure)k);
  names[TL_MEASURE_COUNT] = NULL;
}

TlStatus
tl_preset_read_subsurface(TlPresetReader *r, TlSubsurfaceView *v)
{
  const char *g = "subsurface";
  if (!g_key_file_has_group(r->kf, g))
    return TL_OK;
  tl_preset_warn_unknown_keys(r, g, subsurface_keys);
  const char *measures[TL_MEASURE_COUNT + 1];
  measure_names(measures);
  int source = (int)v->source, measure = (int)v->measure, body = (int)v->body;
  TlStatus s;
  if ((s = tl_preset_read_choice(r, g, "source", source_names, &source)) != TL_OK ||
      (s = tl_preset_read_choice(r, g, "measure", measures, &measure)) != TL_OK ||
      (s = tl_preset_read_choice(r, g, "body", body_names, &body)) != TL_OK)
    return s;
  v->source = (TlFieldSource)source;
  v->measure = (TlStressMeasure)measure;
  v->body = (TlBody)body;
  return TL_OK;
}

void
tl_preset_write_subsurface(GKeyFile *kf, const TlSubsurfaceView *v)
{
  const char *g = "subsurface";
  g_key_file_set_value(kf, g, "source", tl_field_source_name(v->source));
  g_key_file_set_value(kf, g, "measure", tl_stress_measure_name(v->measure));
  g_key_file_set_value(kf, g, "body", tl_body_name(v->body));
}
