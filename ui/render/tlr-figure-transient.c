/* tlr-figure-transient.c — the transient run behind the transient figures:
 * setup, incremental advance, what-if changes, the steady reference curve.
 * Drawing is in tlr-figure-transient-draw.c. */
#include "tlr-figure-transient.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tribo/transient-models.h"
#include "tribo/units.h"

#define CURVE_POINTS 121

const char *
tlr_transient_model_name(TlrTransientModelKind kind)
{
  return kind == TLR_TRANSIENT_EXACT ? "exact" : "brush";
}

const char *
tlr_transient_model_label(TlrTransientModelKind kind)
{
  return kind == TLR_TRANSIENT_EXACT ? "exact theory" : "brush model";
}

TlrTransientSpec
tlr_transient_spec_default(void)
{
  TlrTransientSpec s;
  memset(&s, 0, sizeof s);
  s.model = TLR_TRANSIENT_BRUSH;
  s.params = tl_contact_params_default();
  s.wave = tl_waveform_default(TL_WAVE_SINE);
  s.init = TL_INIT_ZERO;
  s.dt = 0.0;
  s.courant = 1.0;
  s.field = TLR_FIELD_TX_RATIO;
  s.time_window = 0.0;
  return s;
}

void
tlr_transient_figure_init(TlrTransientFigure *fig)
{
  memset(fig, 0, sizeof *fig);
}

void
tlr_transient_figure_clear(TlrTransientFigure *fig)
{
  tl_run_clear(&fig->run);
  tl_transient_models_close(fig->brush, fig->exact);
  free(fig->curve_cx);
  free(fig->curve_f);
  free(fig->field);
  memset(fig, 0, sizeof *fig);
}

/* The steady FASTSIM curve over the waveform's range (and 0), 10 % margin. */
static void
steady_curve(TlrTransientFigure *fig)
{
  double lo, hi;
  tl_waveform_range(&fig->spec.wave, &lo, &hi);
  lo = fmin(lo, 0.0);
  hi = fmax(hi, 0.0);
  const double pad = 0.1 * fmax(hi - lo, 1e-4);
  lo = lo < 0.0 ? lo - pad : lo;
  hi += pad;
  for (int k = 0; k < fig->curve_n; k++)
    fig->curve_cx[k] = lo + (hi - lo) * k / (fig->curve_n - 1);
  if (tl_fastsim_curve(&fig->spec.params, TL_FASTSIM_FIXED_GRID, fig->curve_cx, fig->curve_n,
                       fig->curve_f, NULL, NULL) != TL_OK)
    for (int k = 0; k < fig->curve_n; k++)
      fig->curve_f[k] = NAN;
}

static void
analyse(TlrTransientFigure *fig)
{
  fig->periodic = tl_waveform_is_periodic(&fig->spec.wave);
  memset(&fig->analysis, 0, sizeof fig->analysis);
  TlPeriodicAnalysis *a = &fig->analysis;
  a->t0 = a->t1 = a->t_cx_peak = a->t_f_peak = a->delay = a->delay_ratio = NAN;
  a->loop_area = a->f_min = a->f_max = NAN;
  if (!fig->periodic)
    return;
  /* the latest whole period: after a what-if change the numbers follow */
  TlAnalysisParams p = tl_run_analysis_params(&fig->run, fig->spec.wave.freq);
  p.latest = 1;
  const TlRecord *r = &fig->run.rec;
  if (tl_analyse_periodic(r->t, r->cx, r->f, r->stick, r->n, &p, a, NULL) != TL_OK)
    a->delay = NAN;
}

static TlStatus
check_spec(const TlrTransientSpec *spec, TlError *err)
{
  TlStatus s;
  if ((s = tl_waveform_validate(&spec->wave, err)) != TL_OK)
    return s;
  if (spec->init != TL_INIT_ZERO && spec->init != TL_INIT_STEADY)
    return tl_error_set(err, TL_EINVAL, "unknown initial state %d", (int)spec->init);
  if (spec->model != TLR_TRANSIENT_BRUSH && spec->model != TLR_TRANSIENT_EXACT)
    return tl_error_set(err, TL_EINVAL, "unknown transient model %d", (int)spec->model);
  if (!(spec->dt > 0.0) && !(isfinite(spec->courant) && spec->courant > 0.0))
    return tl_error_set(err, TL_EINVAL, "Courant number must be positive (got %g)",
                        spec->courant);
  if (!isfinite(spec->dt) || !isfinite(spec->time_window))
    return tl_error_set(err, TL_EINVAL, "time step and window must be finite");
  return TL_OK;
}

TlStatus
tlr_transient_figure_setup(TlrTransientFigure *fig, const TlrTransientSpec *spec, TlError *err)
{
  TlStatus s;
  if ((s = check_spec(spec, err)) != TL_OK)
    return s;
  TlrTransientFigure nf;
  tlr_transient_figure_init(&nf);
  nf.spec = *spec;
  const TlContactParams *p = &spec->params;
  const TlTransientKind kind =
    spec->model == TLR_TRANSIENT_EXACT ? TL_TRANSIENT_EXACT_THEORY : TL_TRANSIENT_BRUSH_MODEL;
  if ((s = tl_transient_models_open(kind, p, &nf.brush, &nf.exact, &nf.model, err)) != TL_OK)
    return s;
  nf.curve_n = CURVE_POINTS;
  nf.curve_cx = malloc(CURVE_POINTS * sizeof(double));
  nf.curve_f = malloc(CURVE_POINTS * sizeof(double));
  nf.field = malloc((size_t)p->mx * p->my * sizeof(double));
  if (!nf.curve_cx || !nf.curve_f || !nf.field) {
    tlr_transient_figure_clear(&nf);
    return tl_error_set(err, TL_ENOMEM, "out of memory for the transient figure");
  }
  TlTransientInfo info;
  nf.model.klass->info(nf.model.self, &info);
  const double own = spec->model == TLR_TRANSIENT_EXACT ? 1.0 : spec->courant;
  const double dt = spec->dt > 0.0 ? spec->dt : own * info.natural_step;
  if (spec->model == TLR_TRANSIENT_EXACT && !(fabs(dt - info.natural_step) <= 1e-9 * dt)) {
    tlr_transient_figure_clear(&nf);
    return tl_error_set(err, TL_EINVAL,
                        "the exact solver rolls exactly one cell per step: its time step is "
                        "dx/V = %.6g ms (got %.6g ms)",
                        info.natural_step / TL_UNIT_MS, dt / TL_UNIT_MS);
  }
  if ((s = tl_run_init(&nf.run, nf.model, &spec->wave, p->cy, p->spin, dt, err)) != TL_OK ||
      (s = tl_run_start(&nf.run, spec->init, err)) != TL_OK) {
    tlr_transient_figure_clear(&nf);
    return s;
  }
  steady_curve(&nf);
  analyse(&nf);
  nf.valid = 1;
  nf.overlay = fig->overlay; /* the caller's pinned curves stay across a restart */
  tlr_transient_figure_clear(fig);
  *fig = nf;
  return TL_OK;
}

static TlStatus
require_valid(const TlrTransientFigure *fig, TlError *err)
{
  return fig->valid ? TL_OK : tl_error_set(err, TL_EINVAL, "the transient figure is not set up");
}

TlStatus
tlr_transient_figure_advance(TlrTransientFigure *fig, int n, TlError *err)
{
  TlStatus s;
  if ((s = require_valid(fig, err)) != TL_OK || (s = tl_run_advance(&fig->run, n, err)) != TL_OK)
    return s;
  analyse(fig);
  return TL_OK;
}

TlStatus
tlr_transient_figure_advance_to(TlrTransientFigure *fig, double t, TlError *err)
{
  TlStatus s;
  if ((s = require_valid(fig, err)) != TL_OK ||
      (s = tl_run_advance_to(&fig->run, t, err)) != TL_OK)
    return s;
  analyse(fig);
  return TL_OK;
}

TlStatus
tlr_transient_figure_set_params(TlrTransientFigure *fig, const TlContactParams *params,
                                TlError *err)
{
  TlStatus s;
  if ((s = require_valid(fig, err)) != TL_OK)
    return s;
  if (params->mx != fig->spec.params.mx || params->my != fig->spec.params.my) {
    TlrTransientSpec spec = fig->spec; /* a new grid: start again */
    spec.params = *params;
    return tlr_transient_figure_setup(fig, &spec, err);
  }
  if ((s = tl_transient_models_set_params(fig->brush, fig->exact, params, err)) != TL_OK)
    return s;
  TlTransientInfo info;
  fig->model.klass->info(fig->model.self, &info);
  if (fig->exact && fig->run.dt != info.natural_step) {
    /* a new a or V: the exact solver's rows are its new Δx/V apart from now on */
    tl_run_set_step(&fig->run, info.natural_step, NULL);
  }
  fig->spec.params = *params;
  fig->run.cy = params->cy;
  fig->run.spin = params->spin;
  tl_run_mark_change(&fig->run, NULL); /* the rows from now on are the new case's */
  steady_curve(fig);
  analyse(fig);
  return TL_OK;
}

TlStatus
tlr_transient_figure_set_waveform(TlrTransientFigure *fig, const TlWaveform *wave, TlError *err)
{
  TlStatus s;
  if ((s = require_valid(fig, err)) != TL_OK || (s = tl_waveform_validate(wave, err)) != TL_OK)
    return s;
  const TlWaveform *o = &fig->spec.wave;
  const int same = o->kind == wave->kind && o->value == wave->value &&
                   o->before == wave->before && o->after == wave->after &&
                   o->t_step == wave->t_step && o->mean == wave->mean &&
                   o->amplitude == wave->amplitude && o->freq == wave->freq &&
                   o->table == wave->table;
  fig->spec.wave = *wave;
  fig->run.cx_wave = *wave;
  if (!same)
    tl_run_mark_change(&fig->run, NULL); /* the rows from now on are the new case's */
  steady_curve(fig);
  analyse(fig);
  return TL_OK;
}

TlStatus
tlr_transient_figure_restart(TlrTransientFigure *fig, TlError *err)
{
  TlStatus s;
  if ((s = require_valid(fig, err)) != TL_OK ||
      (s = tl_run_start(&fig->run, fig->spec.init, err)) != TL_OK)
    return s;
  analyse(fig);
  return TL_OK;
}

const TlTraction *
tlr_transient_figure_traction(const TlrTransientFigure *fig)
{
  return fig->model.self ? fig->model.klass->traction(fig->model.self) : NULL;
}

const TlGrid *
tlr_transient_figure_grid(const TlrTransientFigure *fig)
{
  return fig->model.self ? fig->model.klass->grid(fig->model.self) : NULL;
}
