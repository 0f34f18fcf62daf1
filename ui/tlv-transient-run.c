/* tlv-transient-run.c — the transient page's run: one model or both, advanced
 * within a frame budget (tlv-transient-run.h). */
#include "tlv-transient-run.h"

#include <math.h>
#include <string.h>

/* The achieved rate is measured over windows of at least this long [µs]; a
 * longer gap between two calls (paused) starts a new window. */
#define RATE_WINDOW_US 500000
#define RATE_GAP_US 250000

void
tlv_transient_run_init(TlvTransientRun *run)
{
  memset(run, 0, sizeof *run);
  tlr_transient_figure_init(&run->single);
  tlr_compare_figure_init(&run->compare);
  run->steps_per_ms = 50.0;
}

void
tlv_transient_run_clear(TlvTransientRun *run)
{
  tlr_transient_figure_clear(&run->single);
  tlr_compare_figure_clear(&run->compare);
}

/* The first guess of the speed, refined by measurement on the first frames:
 * a brush step costs microseconds, an exact one milliseconds. */
static double
initial_speed(TlvTransientMode mode)
{
  return mode == TLV_TRANSIENT_BRUSH ? 50.0 : 0.3;
}

TlStatus
tlv_transient_run_setup(TlvTransientRun *run, TlvTransientMode mode, const TlrTransientSpec *spec,
                        TlError *err)
{
  TlStatus s;
  TlrTransientSpec sp = *spec;
  if (mode == TLV_TRANSIENT_COMPARE) {
    TlrCompareFigure fig;
    tlr_compare_figure_init(&fig);
    if ((s = tlr_compare_figure_setup(&fig, &sp, err)) != TL_OK)
      return s;
    tlv_transient_run_clear(run);
    run->compare = fig;
  } else {
    sp.model = mode == TLV_TRANSIENT_EXACT ? TLR_TRANSIENT_EXACT : TLR_TRANSIENT_BRUSH;
    TlrTransientFigure fig;
    tlr_transient_figure_init(&fig);
    if ((s = tlr_transient_figure_setup(&fig, &sp, err)) != TL_OK)
      return s;
    tlv_transient_run_clear(run);
    run->single = fig;
  }
  if (mode != run->mode || !(run->steps_per_ms > 0.0))
    run->steps_per_ms = initial_speed(mode);
  run->mode = mode;
  run->window_start_us = run->last_call_us = 0;
  run->window_steps = 0;
  run->rate = 0.0;
  run->lagging = FALSE;
  tlv_transient_run_set_overlay(run, run->overlay); /* the new figures draw it too */
  return TL_OK;
}

gboolean
tlv_transient_run_is_valid(const TlvTransientRun *run)
{
  return run->mode == TLV_TRANSIENT_COMPARE ? run->compare.valid : run->single.valid;
}

TlStatus
tlv_transient_run_set_law(TlvTransientRun *run, const TlSlipFriction *law, TlError *err)
{
  TlBrush *brushes[2] = { run->single.brush, run->compare.brush.brush };
  TlExact *exacts[2] = { run->single.exact, run->compare.exact.exact };
  for (int i = 0; i < 2; i++) {
    TlStatus s;
    if (brushes[i] && (s = tl_brush_set_friction(brushes[i], law, err)) != TL_OK)
      return s;
    /* the exact solver takes the same law (a constant one is its Coulomb path) */
    if (exacts[i] && (s = tl_exact_set_friction_law(exacts[i], law, NULL, err)) != TL_OK)
      return s;
  }
  return TL_OK;
}

TlStatus
tlv_transient_run_set_params(TlvTransientRun *run, const TlContactParams *p, TlError *err)
{
  return run->mode == TLV_TRANSIENT_COMPARE ? tlr_compare_figure_set_params(&run->compare, p, err)
                                            : tlr_transient_figure_set_params(&run->single, p, err);
}

TlStatus
tlv_transient_run_set_waveform(TlvTransientRun *run, const TlWaveform *wave, TlError *err)
{
  return run->mode == TLV_TRANSIENT_COMPARE
           ? tlr_compare_figure_set_waveform(&run->compare, wave, err)
           : tlr_transient_figure_set_waveform(&run->single, wave, err);
}

int
tlv_transient_run_rows_needed(const TlrTransientFigure *fig)
{
  const TlRun *r = &fig->run;
  double span = fig->spec.time_window;
  if (tl_waveform_is_periodic(&fig->spec.wave))
    span = fmax(span, 3.0 / fig->spec.wave.freq);
  if (!(span > 0.0 && r->dt > 0.0))
    return TLV_TRANSIENT_ROWS_MIN;
  /* a full record drops its older half: twice the span, 5 % to spare */
  const double rows = 2.0 * ceil(1.05 * span / r->dt) + 64.0;
  return (int)fmin(fmax(rows, TLV_TRANSIENT_ROWS_MIN), TLV_TRANSIENT_ROWS_MAX);
}

void
tlv_transient_run_set_view(TlvTransientRun *run, TlrPatchField field, double time_window)
{
  TlrTransientFigure *figs[3] = { &run->single, &run->compare.brush, &run->compare.exact };
  for (int i = 0; i < 3; i++) {
    figs[i]->spec.field = field;
    figs[i]->spec.time_window = time_window;
    figs[i]->run.max_rows = tlv_transient_run_rows_needed(figs[i]);
  }
}

void
tlv_transient_run_set_start(TlvTransientRun *run, TlTransientInit init, double courant)
{
  TlrTransientFigure *figs[3] = { &run->single, &run->compare.brush, &run->compare.exact };
  for (int i = 0; i < 3; i++) {
    figs[i]->spec.init = init;
    figs[i]->spec.courant = courant;
  }
}

double
tlv_transient_run_time(const TlvTransientRun *run)
{
  return run->mode == TLV_TRANSIENT_COMPARE ? tlr_compare_figure_time(&run->compare)
                                            : tl_run_time(&run->single.run);
}

const TlrTransientFigure *
tlv_transient_run_stepped(const TlvTransientRun *run)
{
  return run->mode == TLV_TRANSIENT_COMPARE ? &run->compare.exact : &run->single;
}

double
tlv_transient_run_dt(const TlvTransientRun *run)
{
  return tlv_transient_run_stepped(run)->run.dt;
}

gpointer
tlv_transient_run_figure(TlvTransientRun *run)
{
  return run->mode == TLV_TRANSIENT_COMPARE ? (gpointer)&run->compare : (gpointer)&run->single;
}

/* n steps of the stepped model (the brush follows in a comparison). */
static TlStatus
advance_steps(TlvTransientRun *run, int n, TlError *err)
{
  return run->mode == TLV_TRANSIENT_COMPARE ? tlr_compare_figure_advance(&run->compare, n, err)
                                            : tlr_transient_figure_advance(&run->single, n, err);
}

static void
count_steps(TlvTransientRun *run, long n, gint64 now)
{
  if (!run->last_call_us || now - run->last_call_us > RATE_GAP_US) {
    run->window_start_us = now;
    run->window_steps = 0;
  }
  run->last_call_us = now;
  run->window_steps += n;
  if (now - run->window_start_us >= RATE_WINDOW_US) {
    run->rate = run->window_steps * 1e6 / (double)(now - run->window_start_us);
    run->window_start_us = now;
    run->window_steps = 0;
  }
}

TlStatus
tlv_transient_run_advance(TlvTransientRun *run, double until, gint64 deadline_us, double *reached,
                          TlError *err)
{
  TlStatus s = TL_OK;
  const gint64 start = g_get_monotonic_time();
  long needed = (long)floor((until - tlv_transient_run_time(run)) / tlv_transient_run_dt(run) +
                            1e-9);
  long done = 0;
  while (needed > 0) {
    const gint64 now = g_get_monotonic_time();
    const double budget_ms = (deadline_us - now) * 1e-3;
    long chunk = (long)(budget_ms * run->steps_per_ms * 0.9);
    if (chunk < 1) {
      if (done > 0)
        break; /* out of budget: the model lags behind the wall clock */
      chunk = 1; /* but every frame moves it on */
    }
    chunk = MIN(chunk, needed);
    const gint64 t0 = g_get_monotonic_time();
    if ((s = advance_steps(run, (int)chunk, err)) != TL_OK)
      break;
    const double ms = (g_get_monotonic_time() - t0) * 1e-3;
    if (ms > 0.05) {
      run->steps_per_ms = 0.7 * run->steps_per_ms + 0.3 * (chunk / ms);
      run->step_ms = 1.0 / run->steps_per_ms;
    }
    needed -= chunk;
    done += chunk;
  }
  run->lagging = needed > 0;
  count_steps(run, done, start);
  *reached = run->lagging || s != TL_OK ? tlv_transient_run_time(run) : until;
  return s;
}

TlStatus
tlv_transient_run_step(TlvTransientRun *run, TlError *err)
{
  return advance_steps(run, 1, err);
}

void
tlv_transient_run_set_overlay(TlvTransientRun *run, const TlrOverlay *overlay)
{
  run->overlay = overlay;
  run->single.overlay = overlay;
  run->compare.brush.overlay = overlay;
  run->compare.exact.overlay = overlay;
}
