/* waveform.c — creepage histories for transient runs. */
#include "tribo/waveform.h"

#include <math.h>
#include <string.h>

#include "tribo/names.h"
#include "tribo/ranges.h"

static const char *const kind_names[] = { "constant", "step", "sine", "triangle", "square", "csv" };

TL_DEFINE_ENUM_NAMES(tl_wave_kind, TlWaveKind, kind_names, "waveform", "unknown")

TlWaveform
tl_waveform_default(TlWaveKind kind)
{
  TlWaveform w = {
    .kind = kind,
    .value = 0.005,
    .before = 0.0,
    .after = 0.005,
    .t_step = 0.0,
    .mean = 0.005,
    .amplitude = 0.005,
    .freq = 10.0,
    .table = NULL,
  };
  return w;
}

int
tl_waveform_is_periodic(const TlWaveform *w)
{
  return w->kind == TL_WAVE_SINE || w->kind == TL_WAVE_TRIANGLE || w->kind == TL_WAVE_SQUARE;
}

void
tl_waveform_retune(TlWaveform *next, const TlWaveform *prev, double t)
{
  if (!tl_waveform_is_periodic(next) || !tl_waveform_is_periodic(prev) || !isfinite(t))
    return;
  /* F'·t + φ' = F·t + φ (mod 1) */
  const double u = (prev->freq - next->freq) * t + prev->phase;
  next->phase = u - floor(u);
}

TlStatus
tl_waveform_validate(const TlWaveform *w, TlError *err)
{
  TlStatus s;
  const double C = TL_RANGE_CREEPAGE_MAX;
  switch (w->kind) {
  case TL_WAVE_CONSTANT:
    return tl_check_range(w->value, -C, C, "creepage", "", err);
  case TL_WAVE_STEP:
    if ((s = tl_check_range(w->before, -C, C, "creepage before the step", "", err)) != TL_OK ||
        (s = tl_check_range(w->after, -C, C, "creepage after the step", "", err)) != TL_OK)
      return s;
    if (!(isfinite(w->t_step) && w->t_step >= 0.0 && w->t_step <= TL_RANGE_TIME_MAX))
      return tl_error_set(err, TL_EINVAL, "step time must lie between 0 and %g s (got %g s)",
                          TL_RANGE_TIME_MAX, w->t_step);
    return TL_OK;
  case TL_WAVE_SINE:
  case TL_WAVE_TRIANGLE:
  case TL_WAVE_SQUARE:
    if ((s = tl_check_range(w->mean, -C, C, "mean creepage C0", "", err)) != TL_OK ||
        (s = tl_check_range(w->amplitude, -C, C, "creepage amplitude Cp", "", err)) != TL_OK)
      return s;
    /* the creepage the run will apply reaches |C0| + |Cp| */
    if (!(fabs(w->mean) + fabs(w->amplitude) <= C))
      return tl_error_set(err, TL_EINVAL,
                          "the creepage |C0| + |Cp| = %g must not exceed %g (C0 = %g, Cp = %g)",
                          fabs(w->mean) + fabs(w->amplitude), C, w->mean, w->amplitude);
    if (!isfinite(w->phase))
      return tl_error_set(err, TL_EINVAL, "the waveform's phase is not a finite number (%g)",
                          w->phase);
    return tl_check_range(w->freq, TL_RANGE_FREQ_MIN, TL_RANGE_FREQ_MAX, "frequency F", "Hz",
                          err);
  case TL_WAVE_TABLE:
    if (!w->table || w->table->n < 2 || !w->table->t || !w->table->c)
      return tl_error_set(err, TL_EINVAL, "a table waveform needs at least two samples");
    for (int i = 0; i < w->table->n; i++) {
      const double t = w->table->t[i];
      if (!isfinite(t) || !isfinite(w->table->c[i]))
        return tl_error_set(err, TL_EINVAL, "table sample %d is not finite (t = %g s, c = %g)",
                            i + 1, t, w->table->c[i]);
      if (!(fabs(t) <= TL_RANGE_TIME_MAX && fabs(w->table->c[i]) <= C))
        return tl_error_set(err, TL_EINVAL,
                            "table sample %d (t = %g s, c = %g) is outside |t| <= %g s, |c| <= %g",
                            i + 1, t, w->table->c[i], TL_RANGE_TIME_MAX, C);
      if (i > 0 && !(t > w->table->t[i - 1]))
        return tl_error_set(err, TL_EINVAL,
                            "table times must increase: sample %d at %g s follows %g s", i + 1,
                            t, w->table->t[i - 1]);
    }
    return TL_OK;
  }
  return tl_error_set(err, TL_EINVAL, "unknown waveform kind %d", (int)w->kind);
}

/* Piecewise linear through the table, constant beyond its ends. */
static double
table_eval(const TlWaveTable *tab, double t)
{
  if (t <= tab->t[0])
    return tab->c[0];
  if (t >= tab->t[tab->n - 1])
    return tab->c[tab->n - 1];
  int lo = 0, hi = tab->n - 1; /* t[lo] < t < t[hi] */
  while (hi - lo > 1) {
    const int mid = lo + (hi - lo) / 2;
    if (tab->t[mid] <= t)
      lo = mid;
    else
      hi = mid;
  }
  const double w = (t - tab->t[lo]) / (tab->t[hi] - tab->t[lo]);
  return tab->c[lo] + w * (tab->c[hi] - tab->c[lo]);
}

/* Triangle of period 1 in phase with sin(2πφ). */
static double
triangle(double phase)
{
  const double q = phase - floor(phase);
  if (q < 0.25)
    return 4.0 * q;
  if (q < 0.75)
    return 2.0 - 4.0 * q;
  return 4.0 * q - 4.0;
}

double
tl_waveform_eval(const TlWaveform *w, double t)
{
  switch (w->kind) {
  case TL_WAVE_CONSTANT:
    return w->value;
  case TL_WAVE_STEP:
    return t > w->t_step ? w->after : w->before;
  case TL_WAVE_SINE:
    return w->mean + w->amplitude * sin(2.0 * M_PI * w->freq * t + 2.0 * M_PI * w->phase);
  case TL_WAVE_TRIANGLE:
    return w->mean + w->amplitude * triangle(w->freq * t + w->phase);
  case TL_WAVE_SQUARE: {
    const double u = w->freq * t + w->phase, q = u - floor(u);
    return w->mean + (q < 0.5 ? w->amplitude : -w->amplitude);
  }
  case TL_WAVE_TABLE:
    return table_eval(w->table, t);
  }
  return 0.0;
}

void
tl_waveform_range(const TlWaveform *w, double *cmin, double *cmax)
{
  switch (w->kind) {
  case TL_WAVE_CONSTANT:
    *cmin = *cmax = w->value;
    return;
  case TL_WAVE_STEP:
    *cmin = fmin(w->before, w->after);
    *cmax = fmax(w->before, w->after);
    return;
  case TL_WAVE_TABLE:
    *cmin = INFINITY;
    *cmax = -INFINITY;
    for (int k = 0; w->table && k < w->table->n; k++) {
      *cmin = fmin(*cmin, w->table->c[k]);
      *cmax = fmax(*cmax, w->table->c[k]);
    }
    return;
  default:
    *cmin = w->mean - fabs(w->amplitude);
    *cmax = w->mean + fabs(w->amplitude);
  }
}
