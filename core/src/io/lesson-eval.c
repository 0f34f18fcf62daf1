/* lesson-eval.c — the quantities a lesson's text may state, computed by the
 * same solvers the views use, from the parameters the step sets up. */
#include "lesson_internal.h"

#include <glib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tribo/brush.h"
#include "tribo/family.h"
#include "tribo/fastsim.h"
#include "tribo/stickslip.h"
#include "tribo/transient.h"
#include "tribo/units.h"
#include "tribo/wear.h"
#include "tribo/wheelset.h"

static const char *const computed_names[] = {
  "hertz.a_mm",         "hertz.b_mm",          "hertz.p0_mpa",       "hertz.approach_um",
  "steady.f",           "steady.f_over_mu",    "steady.stick_pct",   "steady.c_sat",
  "steady.power_w",     "steady.power_macro_w", "steady.t_gamma_n",  "steady.t_gamma_per_area",
  "steady.wear_rate_usfd", "steady.burstow",
  "transient.transit_ms", "transient.delay_ms", "transient.delay_ratio", "transient.settle_ms",
  "transient.step_ms",
  "stickslip.slip_onsets", "stickslip.stick_onsets", "stickslip.period_s", "stickslip.peak_spring_n",
  "stickslip.stick_pct",
  "wheelset.critical_speed_m_s", "wheelset.frequency_hz", "wheelset.klingel_wavelength_m",
  "wheelset.damping_ratio", NULL,
};

int
tl_lesson_name_known(const char *name)
{
  char section[32];
  return g_strv_contains(computed_names, name) ||
         tl_lesson_find_key(name, section, sizeof section) != NULL;
}

/* A lesson's run is computed when its step is shown: at most about 10⁸ cell
 * updates (a second or so), e.g. 40 000 rows of a 50 × 50 grid. */
#define LESSON_MAX_CELL_STEPS 1e8

static TlStatus
check_rows(const TlPreset *s, double duration, double dt, TlError *err)
{
  const double cells = (double)s->contact.mx * s->contact.my;
  if (!(duration / dt * cells <= LESSON_MAX_CELL_STEPS))
    return tl_error_set(err, TL_EINVAL,
                        "a run of %.3g s in steps of %.3g s on %d x %d cells is too long for a "
                        "lesson's text",
                        duration, dt, s->contact.mx, s->contact.my);
  return TL_OK;
}

static TlStatus
need_hertz(const TlPreset *s, TlLessonCache *c, TlError *err)
{
  if (c->have_hertz)
    return TL_OK;
  TlContactBasics basics;
  TlStatus st = tl_contact_basics(&s->contact, &basics, err);
  if (st != TL_OK)
    return st;
  c->a = basics.hertz.a;
  c->b = basics.hertz.b;
  c->p0 = basics.hertz.p0;
  c->approach = basics.hertz.approach;
  c->have_hertz = 1;
  return TL_OK;
}

/* What FASTSIM's solution t costs at the state's creepages, with the default
 * wear laws as the Steady view takes them (docs/theory.md §12). */
static TlStatus
steady_wear(const TlPreset *s, TlFastsim *fs, const TlTraction *t, TlLessonCache *c,
            TlError *err)
{
  const TlContactParams *p = &s->contact;
  const TlContactBasics *b = tl_fastsim_basics(fs);
  double *w = calloc((size_t)p->mx * (size_t)p->my, sizeof(double));
  if (!w)
    return tl_error_set(err, TL_ENOMEM, "out of memory for the slip speeds");
  TlStatus st = tl_fastsim_slip_speed(fs, p->cx, p->cy, p->spin, t, w, err);
  if (st == TL_OK) {
    const TlWearParams wp = tl_wear_params_default();
    const TlWearInput in = { tl_fastsim_grid(fs), t, w, p->speed, p->cx, p->cy, p->spin,
                             b->hertz.normal_load, b->hertz.a, b->hertz.b };
    TlWearResult r;
    st = tl_wear_evaluate(&in, &wp, NULL, &r, err);
    if (st == TL_OK)
      c->wear = r;
  }
  free(w);
  return st;
}

/* FASTSIM (fixed grid, the Steady view's) at the state's creepages. */
static TlStatus
need_steady(const TlPreset *s, TlLessonCache *c, TlError *err)
{
  if (c->have_steady)
    return TL_OK;
  TlFastsim *fs = tl_fastsim_alloc(&s->contact, TL_FASTSIM_FIXED_GRID, err);
  if (!fs)
    return err ? err->status : TL_EINVAL;
  TlTraction t;
  TlStatus st = tl_traction_alloc(&t, s->contact.mx, s->contact.my, err);
  if (st == TL_OK) {
    st = tl_fastsim_solve(fs, s->contact.cx, s->contact.cy, s->contact.spin, &t, err);
    if (st == TL_OK)
      st = steady_wear(s, fs, &t, c, err);
    if (st == TL_OK) {
      const TlContactBasics *b = tl_fastsim_basics(fs);
      const TlFlexibility flex = tl_fastsim_flex(fs);
      c->f = t.f;
      c->stick_fraction = t.stick_fraction;
      c->c_sat = tl_fastsim_full_slip_creepage(s->contact.mu, s->contact.hertz.normal_load,
                                               b->hertz.a, b->hertz.b, flex.l1);
      c->have_steady = 1;
    }
    tl_traction_free(&t);
  }
  tl_fastsim_free(fs);
  return st;
}

/* The brush model over the state's periodic waveform, the last of four
 * periods analysed (the first is the start from pure rolling). */
static TlStatus
need_periodic(const TlPreset *s, TlLessonCache *c, TlError *err)
{
  if (c->have_periodic)
    return TL_OK;
  if (!tl_waveform_is_periodic(&s->transient.wave))
    return tl_error_set(err, TL_EINVAL, "a delay needs a periodic creepage (sine, triangle, "
                        "square)");
  TlStatus st = need_hertz(s, c, err);
  if (st != TL_OK)
    return st;
  /* the brush's row is its cell, Δx = 2a/mx, crossed at V */
  const double dt = s->transient.courant * 2.0 * c->a / s->contact.mx / s->contact.speed;
  if ((st = check_rows(s, 4.0 / s->transient.wave.freq, dt, err)) != TL_OK)
    return st;
  TlFamilyLoop loop;
  st = tl_family_run_case(&s->contact, &s->transient.wave, s->transient.courant, 4,
                                   &loop, err);
  if (st != TL_OK)
    return st;
  c->delay = loop.analysis.delay;
  c->delay_ratio = loop.analysis.delay_ratio;
  tl_family_loop_clear(&loop);
  c->have_periodic = 1;
  return TL_OK;
}

/* The brush model through the state's creepage step: from the step time on,
 * the time after which f stays at its value three transit times 2a/V later
 * (to 10⁻⁶ of it: at C = 1 the brush reaches its new steady state exactly,
 * once the material that saw the old creepage has left the contact). */
static TlStatus
need_settle(const TlPreset *s, TlLessonCache *c, TlError *err)
{
  if (c->have_settle)
    return TL_OK;
  const TlWaveform *w = &s->transient.wave;
  if (w->kind != TL_WAVE_STEP)
    return tl_error_set(err, TL_EINVAL, "a settling time needs a creepage step");
  TlStatus st = need_hertz(s, c, err);
  if (st != TL_OK)
    return st;
  TlBrush *brush = tl_brush_alloc(&s->contact, err);
  if (!brush)
    return err ? err->status : TL_EINVAL;
  TlRun run;
  memset(&run, 0, sizeof run);
  const double transit = 2.0 * c->a / s->contact.speed;
  const double dt = s->transient.courant * tl_brush_unit_step(brush);
  if ((st = check_rows(s, w->t_step + 3.0 * transit, dt, err)) == TL_OK &&
      (st = tl_run_init(&run, tl_brush_model(brush), w, s->contact.cy, s->contact.spin, dt,
                        err)) == TL_OK &&
      (st = tl_run_start(&run, s->transient.init, err)) == TL_OK &&
      (st = tl_run_advance_to(&run, w->t_step + 3.0 * transit, err)) == TL_OK) {
    const TlRecord *r = &run.rec;
    const double f_end = r->f[r->n - 1];
    double t_settled = w->t_step;
    for (int i = 0; i < r->n; i++)
      if (fabs(r->f[i] - f_end) > 1e-6 * fabs(f_end))
        t_settled = r->t[i];
    c->settle = fmax(t_settled - w->t_step, 0.0);
    c->step = dt;
    c->have_settle = 1;
  }
  tl_run_clear(&run);
  tl_brush_free(brush);
  return st;
}

static TlStatus
need_stickslip(const TlPreset *s, TlLessonCache *c, TlError *err)
{
  if (c->have_stickslip)
    return TL_OK;
  TlStickSlip *ss = tl_stickslip_alloc(&s->stickslip, err);
  if (!ss)
    return err ? err->status : TL_EINVAL;
  TlStickSlipRun run;
  TlStatus st = tl_stickslip_run(ss, &run, err);
  if (st == TL_OK) {
    TlStickSlipSummary sum;
    tl_stickslip_summary(ss, &sum);
    c->slip_onsets = sum.slip_onsets;
    c->stick_onsets = sum.stick_onsets;
    c->period = sum.period;
    c->peak_spring = sum.peak_spring;
    c->stick_fraction_ss = sum.stick_time / s->stickslip.duration;
    c->have_stickslip = 1;
    tl_stickslip_run_free(&run);
  }
  tl_stickslip_free(ss);
  return st;
}

/* The Wheelset on track page's linear numbers, as its study computes them:
 * the creep coefficients from the Hertz patches of the centred S1002 wheel
 * on 60E1 rail (steel on steel), the critical speed searched from 0.1 to
 * 500 m/s. */
#define LESSON_WS_SEARCH_MIN 0.1
#define LESSON_WS_SEARCH_MAX 500.0

static TlStatus
need_wheelset(const TlPreset *s, TlLessonCache *c, TlError *err)
{
  if (c->have_wheelset)
    return TL_OK;
  TlWsParams p = s->wheelset.params;
  TlWheelsetParams track = tl_wheelset_params_default();
  track.r0 = p.r0;
  const TlMaterial steel = { .input = TL_ELASTIC_YOUNG, .modulus = 210e9, .poisson = 0.28 };
  TlProfile *wheel = NULL, *rail = NULL;
  TlWheelrail *wr = NULL;
  TlWsCentredCreep cc;
  TlStatus st;
  if ((st = tl_profile_s1002(&wheel, err)) == TL_OK && (st = tl_profile_60e1(&rail, err)) == TL_OK &&
      (st = tl_wheelrail_alloc(&track, wheel, rail, &wr, err)) == TL_OK &&
      (st = tl_ws_creep_centred(wr, &steel, &steel, p.load, &cc, err)) == TL_OK) {
    p.f11 = cc.f11;
    p.f22 = cc.f22;
    p.f23 = cc.f23;
    p.f33 = cc.f33;
  }
  tl_wheelrail_free(wr);
  tl_profile_free(wheel);
  tl_profile_free(rail);
  TlWsCritical crit;
  TlWsEigen ev[TL_WS_N_MODES];
  if (st != TL_OK ||
      (st = tl_ws_critical_speed(&p, LESSON_WS_SEARCH_MIN, LESSON_WS_SEARCH_MAX, &crit, err)) !=
          TL_OK ||
      (st = tl_ws_eigen(&p, s->wheelset.speed, ev, err)) != TL_OK)
    return st;
  int least = 0;
  for (int k = 1; k < TL_WS_N_MODES; k++)
    if (ev[k].re > ev[least].re)
      least = k;
  c->ws_critical = crit.speed;
  c->ws_freq = crit.freq_hz;
  c->ws_klingel = tl_ws_klingel_wavelength(&p);
  c->ws_damping = ev[least].damping_ratio;
  c->have_wheelset = 1;
  return TL_OK;
}

TlStatus
tl_lesson_eval_name(const TlPreset *s, TlLessonCache *c, const char *name, double *out,
                    TlError *err)
{
  TlStatus st = TL_OK;
  if (g_str_has_prefix(name, "hertz."))
    st = need_hertz(s, c, err);
  else if (g_str_has_prefix(name, "steady."))
    st = need_steady(s, c, err);
  else if (strcmp(name, "transient.delay_ms") == 0 || strcmp(name, "transient.delay_ratio") == 0)
    st = need_periodic(s, c, err);
  else if (strcmp(name, "transient.settle_ms") == 0 || strcmp(name, "transient.step_ms") == 0)
    st = need_settle(s, c, err);
  else if (strcmp(name, "transient.transit_ms") == 0)
    st = need_hertz(s, c, err);
  else if (g_str_has_prefix(name, "stickslip.") && g_strv_contains(computed_names, name))
    st = need_stickslip(s, c, err);
  else if (g_str_has_prefix(name, "wheelset.") && g_strv_contains(computed_names, name))
    st = need_wheelset(s, c, err);
  if (st != TL_OK)
    return st;
  const struct {
    const char *name;
    double value;
  } values[] = {
    { "hertz.a_mm", c->a / TL_UNIT_MM },
    { "hertz.b_mm", c->b / TL_UNIT_MM },
    { "hertz.p0_mpa", c->p0 / TL_UNIT_MPA },
    { "hertz.approach_um", c->approach / TL_UNIT_UM },
    { "steady.f", c->f },
    { "steady.f_over_mu", c->f / s->contact.mu },
    { "steady.stick_pct", 100.0 * c->stick_fraction },
    { "steady.c_sat", c->c_sat },
    { "steady.power_w", c->wear.power },
    { "steady.power_macro_w", c->wear.power_macro },
    { "steady.t_gamma_n", c->wear.t_gamma },
    { "steady.t_gamma_per_area", c->wear.t_gamma_per_area },
    { "steady.wear_rate_usfd", c->wear.usfd_rate },
    { "steady.burstow", c->wear.burstow },
    { "transient.transit_ms", 2.0 * c->a / s->contact.speed / TL_UNIT_MS },
    { "transient.delay_ms", c->delay / TL_UNIT_MS },
    { "transient.delay_ratio", c->delay_ratio },
    { "transient.settle_ms", c->settle / TL_UNIT_MS },
    { "transient.step_ms", c->step / TL_UNIT_MS },
    { "stickslip.slip_onsets", c->slip_onsets },
    { "stickslip.stick_onsets", c->stick_onsets },
    { "stickslip.period_s", c->period },
    { "stickslip.peak_spring_n", c->peak_spring },
    { "stickslip.stick_pct", 100.0 * c->stick_fraction_ss },
    { "wheelset.critical_speed_m_s", c->ws_critical },
    { "wheelset.frequency_hz", c->ws_freq },
    { "wheelset.klingel_wavelength_m", c->ws_klingel },
    { "wheelset.damping_ratio", c->ws_damping },
  };
  for (size_t i = 0; i < G_N_ELEMENTS(values); i++)
    if (strcmp(values[i].name, name) == 0) {
      *out = values[i].value;
      return TL_OK;
    }
  *out = tl_lesson_key_value(s, name);
  if (isnan(*out))
    return tl_error_set(err, TL_EINVAL, "'%.40s' is not a quantity a lesson can show", name);
  return TL_OK;
}
