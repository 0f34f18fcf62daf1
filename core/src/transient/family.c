/* family.c — families of transient runs with one parameter stepped. */
#include "tribo/family.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tribo/brush.h"
#include "tribo/transient.h"

static const char *const param_names[TL_FAMILY_N_PARAMS] = {
  "load", "mu", "freq", "mean", "amplitude", "speed",
};

const char *
tl_family_param_name(TlFamilyParam p)
{
  return p >= 0 && p < TL_FAMILY_N_PARAMS ? param_names[p] : "?";
}

TlStatus
tl_family_param_from_name(const char *name, TlFamilyParam *out, TlError *err)
{
  for (int i = 0; i < TL_FAMILY_N_PARAMS; i++)
    if (name && strcmp(name, param_names[i]) == 0) {
      *out = (TlFamilyParam)i;
      return TL_OK;
    }
  return tl_error_set(err, TL_EINVAL,
                      "unknown sweep parameter '%s' (load, mu, freq, mean, amplitude, speed)",
                      name ? name : "(null)");
}

TlFamilyParams
tl_family_params_default(void)
{
  TlFamilyParams p;
  memset(&p, 0, sizeof p);
  p.contact = tl_contact_params_default();
  p.contact.mu = 1.0;
  p.contact.mx = p.contact.my = 40;
  p.wave = tl_waveform_default(TL_WAVE_SINE);
  p.courant = 1.0;
  p.param = TL_FAMILY_LOAD;
  p.from = 50e3;
  p.to = 150e3;
  p.count = 6;
  p.periods = 4;
  return p;
}

double
tl_family_value(const TlFamilyParams *p, int i)
{
  return p->count > 1 ? p->from + (p->to - p->from) * i / (p->count - 1) : p->from;
}

double
tl_family_get_param(const TlContactParams *c, const TlWaveform *w, TlFamilyParam param)
{
  switch (param) {
  case TL_FAMILY_LOAD: return c->hertz.normal_load;
  case TL_FAMILY_MU: return c->mu;
  case TL_FAMILY_FREQ: return w->freq;
  case TL_FAMILY_MEAN: return w->mean;
  case TL_FAMILY_AMPLITUDE: return w->amplitude;
  case TL_FAMILY_SPEED: return c->speed;
  case TL_FAMILY_N_PARAMS: break;
  }
  return NAN;
}

void
tl_family_set_param(TlContactParams *c, TlWaveform *w, TlFamilyParam param, double v)
{
  switch (param) {
  case TL_FAMILY_LOAD: c->hertz.normal_load = v; break;
  case TL_FAMILY_MU: c->mu = v; break;
  case TL_FAMILY_FREQ: w->freq = v; break;
  case TL_FAMILY_MEAN: w->mean = v; break;
  case TL_FAMILY_AMPLITUDE: w->amplitude = v; break;
  case TL_FAMILY_SPEED: c->speed = v; break;
  case TL_FAMILY_N_PARAMS: break;
  }
}

TlStatus
tl_family_member_case(const TlFamilyParams *p, int i, TlContactParams *contact, TlWaveform *wave,
                      TlError *err)
{
  TlContactParams c = p->contact;
  TlWaveform w = p->wave;
  TlStatus s;
  tl_family_set_param(&c, &w, p->param, tl_family_value(p, i));
  if ((s = tl_contact_params_validate(&c, err)) != TL_OK ||
      (s = tl_waveform_validate(&w, err)) != TL_OK) {
    tl_error_prefix(err, "sweep member %d (%s = %g): ", i + 1, tl_family_param_name(p->param),
                    tl_family_value(p, i));
    return s;
  }
  *contact = c;
  *wave = w;
  return TL_OK;
}

TlStatus
tl_family_params_validate(const TlFamilyParams *p, TlError *err)
{
  TlStatus s;
  if (p->param < 0 || p->param >= TL_FAMILY_N_PARAMS)
    return tl_error_set(err, TL_EINVAL, "unknown sweep parameter %d", (int)p->param);
  if (p->count < 2 || p->count > TL_FAMILY_MAX_MEMBERS)
    return tl_error_set(err, TL_EINVAL, "a sweep has 2 to %d members (got %d)",
                        TL_FAMILY_MAX_MEMBERS, p->count);
  if (p->periods < 2 || p->periods > 50)
    return tl_error_set(err, TL_EINVAL, "run 2 to 50 periods per loop (got %d)", p->periods);
  if (!(p->courant > 0.0 && p->courant <= 1.0))
    return tl_error_set(err, TL_EINVAL, "Courant number must lie in (0, 1] (got %g)",
                        p->courant);
  if (!tl_waveform_is_periodic(&p->wave))
    return tl_error_set(err, TL_EINVAL, "a family of loops needs a periodic creepage");
  if (!isfinite(p->from) || !isfinite(p->to))
    return tl_error_set(err, TL_EINVAL, "the sweep range must be finite");
  /* both ends must make valid cases; the members between them then do too */
  TlContactParams c;
  TlWaveform w;
  if ((s = tl_family_member_case(p, 0, &c, &w, err)) != TL_OK ||
      (s = tl_family_member_case(p, p->count - 1, &c, &w, err)) != TL_OK)
    return s;
  return TL_OK;
}

void
tl_family_loop_clear(TlFamilyLoop *loop)
{
  free(loop->cx);
  free(loop->f);
  memset(loop, 0, sizeof *loop);
}

TlStatus
tl_family_run_case(const TlContactParams *contact, const TlWaveform *wave, double courant,
                   int periods, TlFamilyLoop *out, TlError *err)
{
  TlStatus s;
  if ((s = tl_contact_params_validate(contact, err)) != TL_OK ||
      (s = tl_waveform_validate(wave, err)) != TL_OK)
    return s;
  if (!tl_waveform_is_periodic(wave))
    return tl_error_set(err, TL_EINVAL, "a loop needs a periodic creepage");
  if (periods < 2 || !(courant > 0.0 && courant <= 1.0))
    return tl_error_set(err, TL_EINVAL, "run at least 2 periods with 0 < C <= 1");
  TlError alloc_err; /* the status even when the caller passes no err */
  TlBrush *brush = tl_brush_alloc(contact, &alloc_err);
  if (!brush) {
    if (err)
      *err = alloc_err;
    return alloc_err.status;
  }
  TlRun run;
  memset(&run, 0, sizeof run);
  TlFamilyLoop loop;
  memset(&loop, 0, sizeof loop);
  const double dt = courant * tl_brush_unit_step(brush);
  if ((s = tl_run_init(&run, tl_brush_model(brush), wave, contact->cy, contact->spin, dt, err)) !=
        TL_OK ||
      (s = tl_run_start(&run, TL_INIT_ZERO, err)) != TL_OK ||
      (s = tl_run_advance_to(&run, periods / wave->freq, err)) != TL_OK)
    goto out;
  TlAnalysisParams ap = tl_run_analysis_params(&run, wave->freq);
  ap.latest = 1;
  const TlRecord *r = &run.rec;
  if ((s = tl_analyse_periodic(r->t, r->cx, r->f, r->stick, r->n, &ap, &loop.analysis, err)) !=
      TL_OK)
    goto out;
  /* the rows of the analysed period, both ends included */
  int k0 = 0, k1 = r->n - 1;
  while (k0 < r->n && r->t[k0] < loop.analysis.t0 - 0.5 * dt)
    k0++;
  while (k1 > k0 && r->t[k1] > loop.analysis.t1 + 0.5 * dt)
    k1--;
  loop.n = k1 - k0 + 1;
  loop.cx = malloc(sizeof(double) * (size_t)loop.n);
  loop.f = malloc(sizeof(double) * (size_t)loop.n);
  if (!loop.cx || !loop.f) {
    s = tl_error_set(err, TL_ENOMEM, "out of memory for a loop");
    goto out;
  }
  memcpy(loop.cx, r->cx + k0, sizeof(double) * (size_t)loop.n);
  memcpy(loop.f, r->f + k0, sizeof(double) * (size_t)loop.n);
  *out = loop;
  memset(&loop, 0, sizeof loop);
out:
  tl_family_loop_clear(&loop);
  tl_run_clear(&run);
  tl_brush_free(brush);
  return s;
}

TlStatus
tl_family_run_loop(const TlFamilyParams *p, int i, TlFamilyLoop *out, TlError *err)
{
  TlStatus s;
  TlContactParams c;
  TlWaveform w;
  TlFamilyLoop loop;
  if ((s = tl_family_params_validate(p, err)) != TL_OK ||
      (s = tl_family_member_case(p, i, &c, &w, err)) != TL_OK ||
      (s = tl_family_run_case(&c, &w, p->courant, p->periods, &loop, err)) != TL_OK)
    return s;
  loop.value = tl_family_value(p, i);
  *out = loop;
  return TL_OK;
}
