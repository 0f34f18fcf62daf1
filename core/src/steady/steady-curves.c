/* steady-curves.c — the steady traction–creepage figure's data: every
 * model's curve at the given creepages, FASTSIM at the operating point and the
 * refined adhesion maxima (tribo/steady-curves.h). */
#include "tribo/steady-curves.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tribo/analysis.h"
#include "tribo/kalker.h"
#include "tribo/shen.h"

#define ALL_MODELS (TL_STEADY_LINEAR | TL_STEADY_FASTSIM | TL_STEADY_SHEN | TL_STEADY_POLACH)

TlSteadyCurvesSpec
tl_steady_curves_spec_default(void)
{
  TlSteadyCurvesSpec s;
  memset(&s, 0, sizeof s);
  s.params = tl_contact_params_default();
  s.models = TL_STEADY_LINEAR | TL_STEADY_FASTSIM | TL_STEADY_SHEN;
  s.variant = TL_FASTSIM_FIXED_GRID;
  s.law = tl_slip_friction_default(TL_SLIP_LAW_COULOMB);
  s.law.mu = s.params.mu;
  s.polach = tl_polach_params_dry();
  return s;
}

TlSlipFriction
tl_steady_curves_law(const TlContactParams *p, const TlSlipFriction *law)
{
  TlSlipFriction l = *law;
  if (l.kind == TL_SLIP_LAW_COULOMB)
    l.mu = p->mu;
  return l;
}

int
tl_steady_curves_law_on(const TlSlipFriction *law)
{
  return !tl_slip_friction_is_constant(law) || law->memory > 0.0;
}

void
tl_steady_curves_init(TlSteadyCurves *c)
{
  memset(c, 0, sizeof *c);
}

void
tl_steady_curves_clear(TlSteadyCurves *c)
{
  for (int m = 0; m < TL_STEADY_N_CURVES; m++)
    free(c->f[m]);
  for (int i = 0; i < TL_STEADY_MAX_SPEEDS; i++)
    free(c->f_speed[i]);
  free(c->f_polach);
  free(c->mu_line);
  free(c->mu_map);
  tl_traction_free(&c->map);
  memset(c, 0, sizeof *c);
}

/* f of the linear theory or SHE at one creepage (the case's cy and spin
 * held); FASTSIM's curve comes from its own solver. */
static double
model_f(int model, const TlContactParams *p, const TlContactBasics *b, double cx)
{
  if (model == TL_STEADY_CURVE_SHEN) {
    TlShenResult r;
    return tl_shen_forces(p, b, cx, p->cy, p->spin, &r, NULL) == TL_OK ? r.f : NAN;
  }
  TlLinearForces lin;
  tl_kalker_linear_forces(b->hertz.material.shear_modulus, b->hertz.a, b->hertz.b, &b->kalker, cx,
                          p->cy, p->spin, &lin);
  return lin.fx / b->hertz.normal_load;
}

/* FASTSIM with the law into c (its curve when on, else the operating point
 * alone for the map), n_max per creepage, and the other speeds' curves.
 * Constant friction takes FASTSIM's Coulomb path (either grid variant). */
static TlStatus
solve_fastsim(const TlSteadyCurvesSpec *spec, const TlSlipFriction *law, TlSteadyCurves *c,
              double *n_max, TlError *err)
{
  const TlContactParams *p = &spec->params;
  const int n = spec->n;
  const int on = (spec->models & TL_STEADY_FASTSIM) != 0;
  double *f = c->f[TL_STEADY_CURVE_FASTSIM];
  TlStatus s;
  if (!c->law_on) {
    if ((s = tl_fastsim_curve(p, spec->variant, on ? spec->cx : &p->cx, on ? n : 1, f, &c->map,
                              err)) != TL_OK)
      return s;
    for (int k = 0; k < p->mx * p->my; k++)
      c->mu_map[k] = c->map.state[k] == TL_CELL_OUTSIDE ? 0.0 : law->mu;
    for (int k = 0; k < n; k++)
      n_max[k] = 0.0;
    return TL_OK;
  }
  if (spec->variant != TL_FASTSIM_FIXED_GRID)
    return tl_error_set(err, TL_ENOTAVAIL, "friction that depends on the slip speed needs "
                                           "FASTSIM's fixed grid (choose it under Grid)");
  if ((s = tl_fastsim_law_curve(p, law, on ? spec->cx : &p->cx, on ? n : 1, f, n_max, &c->map,
                                c->mu_map, NULL, &c->stats, err)) != TL_OK)
    return s;
  for (int i = 0; on && i < spec->n_speeds; i++) {
    if (!(spec->speeds[i] > 0.0) || fabs(spec->speeds[i] - p->speed) <= 1e-9 * p->speed)
      continue;
    TlContactParams q = *p;
    q.speed = spec->speeds[i];
    if (!(c->f_speed[i] = malloc((size_t)n * sizeof(double))))
      return tl_error_set(err, TL_ENOMEM, "out of memory for the steady curves");
    if (spec->reuse_speed[i])
      memcpy(c->f_speed[i], spec->reuse_speed[i], (size_t)n * sizeof(double));
    else if ((s = tl_fastsim_law_curve(&q, law, spec->cx, n, c->f_speed[i], NULL, NULL, NULL,
                                       NULL, NULL, err)) != TL_OK)
      return s;
  }
  return TL_OK;
}

/* The sampled maximum of f refined: the creepages between the neighbours of
 * the largest sample solved again, 21 of them, and the parabola through the
 * top three (the curve's own samples are too far apart on a wide range).
 * NaN when the curve has no interior maximum (it still rises, or only
 * falls); the curve's own parabola when the new solves fail. */
#define PEAK_POINTS 21
static void
refine_peak(const TlSteadyCurvesSpec *spec, const TlSlipFriction *law, int polach,
            const double *f, double *x_peak, double *f_peak)
{
  const double *cx = spec->cx;
  const int n = spec->n;
  *x_peak = *f_peak = NAN;
  const int k = tl_curve_peak(cx, f, n, x_peak, f_peak);
  if (k <= 0 || k >= n - 1)
    return;
  double xs[PEAK_POINTS], fs[PEAK_POINTS];
  for (int i = 0; i < PEAK_POINTS; i++)
    xs[i] = cx[k - 1] + (cx[k + 1] - cx[k - 1]) * i / (PEAK_POINTS - 1);
  const TlStatus s = polach ? tl_polach_curve(&spec->params, &spec->polach, xs, PEAK_POINTS, fs,
                                              NULL)
                            : tl_fastsim_law_curve(&spec->params, law, xs, PEAK_POINTS, fs, NULL,
                                                   NULL, NULL, NULL, NULL, NULL);
  if (s == TL_OK)
    tl_curve_peak(xs, fs, PEAK_POINTS, x_peak, f_peak);
}

static int
curves_alloc(TlSteadyCurves *c, int n, int mx, int my)
{
  const size_t bytes = (size_t)n * sizeof(double);
  int ok = 1;
  for (int m = 0; m < TL_STEADY_N_CURVES; m++)
    ok &= (c->f[m] = malloc(bytes)) != NULL;
  ok &= (c->f_polach = malloc(bytes)) != NULL;
  ok &= (c->mu_line = malloc(bytes)) != NULL;
  ok &= (c->mu_map = calloc((size_t)mx * my, sizeof(double))) != NULL;
  return ok && tl_traction_alloc(&c->map, mx, my, NULL) == TL_OK;
}

/* The rest, after the solves that can fail: the μ line, n_max, the maxima
 * (whose re-solves may fail: refine_peak) and the closed forms. */
static void
fill_rest(const TlSteadyCurvesSpec *spec, const TlSlipFriction *law, const TlContactBasics *b,
          const double *n_max, TlSteadyCurves *c)
{
  const TlContactParams *p = &spec->params;
  const int n = spec->n;
  const int fastsim_on = (spec->models & TL_STEADY_FASTSIM) != 0;
  for (int k = 0; k < n; k++)
    c->mu_line[k] = tl_slip_friction_mu(law, p->speed * fabs(spec->cx[k]));
  c->n_max = c->stats.n_max;
  for (int k = 0; k < n && fastsim_on; k++)
    c->n_max = fmax(c->n_max, n_max[k]);
  c->peak_cx = c->peak_f = NAN;
  if (c->law_on && fastsim_on)
    refine_peak(spec, law, 0, c->f[TL_STEADY_CURVE_FASTSIM], &c->peak_cx, &c->peak_f);
  c->op_polach = c->polach_peak_cx = c->polach_peak_f = NAN;
  if (spec->models & TL_STEADY_POLACH) {
    tl_polach_curve(p, &spec->polach, &p->cx, 1, &c->op_polach, NULL);
    refine_peak(spec, law, 1, c->f_polach, &c->polach_peak_cx, &c->polach_peak_f);
  }
  for (int m = 0; m < TL_STEADY_N_CURVES; m++) {
    const int on = (spec->models & (1u << m)) != 0;
    if (m == TL_STEADY_CURVE_FASTSIM) { /* solved; the map is FASTSIM at the operating point */
      for (int k = 0; k < n && !on; k++)
        c->f[m][k] = NAN;
      c->op_f[m] = on ? c->map.f : NAN;
      continue;
    }
    for (int k = 0; k < n; k++)
      c->f[m][k] = on ? model_f(m, p, b, spec->cx[k]) : NAN;
    c->op_f[m] = on ? model_f(m, p, b, p->cx) : NAN;
  }
}

TlStatus
tl_steady_curves_compute(const TlSteadyCurvesSpec *spec, TlSteadyCurves *out, TlError *err)
{
  const TlContactParams *p = &spec->params;
  TlContactBasics basics;
  TlStatus s;
  if ((s = tl_contact_basics(p, &basics, err)) != TL_OK)
    return s;
  if (!spec->cx || spec->n < 1)
    return tl_error_set(err, TL_EINVAL, "the steady curves need at least one creepage (got %d)",
                        spec->n);
  if (spec->models & ~(unsigned)ALL_MODELS)
    return tl_error_set(err, TL_EINVAL, "unknown steady curve models 0x%x",
                        spec->models & ~(unsigned)ALL_MODELS);
  if (spec->n_speeds < 0 || spec->n_speeds > TL_STEADY_MAX_SPEEDS)
    return tl_error_set(err, TL_EINVAL, "other speeds must number 0..%d (got %d)",
                        TL_STEADY_MAX_SPEEDS, spec->n_speeds);
  const TlSlipFriction law = tl_steady_curves_law(p, &spec->law);
  if ((s = tl_slip_friction_validate(&law, err)) != TL_OK)
    return s;
  if ((spec->models & TL_STEADY_POLACH) &&
      (s = tl_polach_params_validate(&spec->polach, err)) != TL_OK)
    return s;

  TlSteadyCurves c;
  tl_steady_curves_init(&c);
  c.n = spec->n;
  c.law_on = tl_steady_curves_law_on(&law);
  double *n_max = malloc((size_t)spec->n * sizeof(double));
  if (!n_max || !curves_alloc(&c, spec->n, p->mx, p->my)) {
    s = tl_error_set(err, TL_ENOMEM, "out of memory for the steady curves");
    goto fail;
  }
  if ((s = solve_fastsim(spec, &law, &c, n_max, err)) != TL_OK)
    goto fail;
  if (spec->models & TL_STEADY_POLACH) {
    if ((s = tl_polach_curve(p, &spec->polach, spec->cx, spec->n, c.f_polach, err)) != TL_OK)
      goto fail;
  } else {
    for (int k = 0; k < spec->n; k++)
      c.f_polach[k] = NAN;
  }
  fill_rest(spec, &law, &basics, n_max, &c);
  free(n_max);
  tl_steady_curves_clear(out);
  *out = c;
  return TL_OK;

fail:
  free(n_max);
  tl_steady_curves_clear(&c);
  return s;
}
