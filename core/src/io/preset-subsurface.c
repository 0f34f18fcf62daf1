/* preset-subsurface.c — the [subsurface] section of presets: what the
 * stresses-below-the-surface view shows (traction source, measure, body) and the
 * yield stress in shear k of its shakedown map. */
#include <stdio.h>

#include "preset_internal.h"
#include "tribo/ranges.h"
#include "tribo/units.h"

static const char *const subsurface_keys[] = { "source", "measure", "body", "shear_yield_mpa", NULL };
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
  double k_mpa = v->shear_yield / TL_UNIT_MPA;
  if ((s = tl_preset_read_double(r, g, "shear_yield_mpa", &k_mpa, 0)) != TL_OK)
    return s;
  const double k = k_mpa * TL_UNIT_MPA;
  if (!(k >= TL_RANGE_SHEAR_YIELD_MIN && k <= TL_RANGE_SHEAR_YIELD_MAX)) {
    char value[32], fmt[96];
    snprintf(value, sizeof value, "%g", k_mpa);
    snprintf(fmt, sizeof fmt, "%%s MPa lies outside %g..%g MPa",
             TL_RANGE_SHEAR_YIELD_MIN / TL_UNIT_MPA, TL_RANGE_SHEAR_YIELD_MAX / TL_UNIT_MPA);
    return tl_preset_bad_value(r, g, "shear_yield_mpa", fmt, value);
  }
  v->source = (TlFieldSource)source;
  v->measure = (TlStressMeasure)measure;
  v->body = (TlBody)body;
  v->shear_yield = k;
  return TL_OK;
}

void
tl_preset_write_subsurface(GKeyFile *kf, const TlSubsurfaceView *v)
{
  const char *g = "subsurface";
  g_key_file_set_value(kf, g, "source", tl_field_source_name(v->source));
  g_key_file_set_value(kf, g, "measure", tl_stress_measure_name(v->measure));
  g_key_file_set_value(kf, g, "body", tl_body_name(v->body));
  char k[G_ASCII_DTOSTR_BUF_SIZE];
  g_ascii_formatd(k, sizeof k, "%.10g", v->shear_yield / TL_UNIT_MPA);
  g_key_file_set_value(kf, g, "shear_yield_mpa", k);
}
