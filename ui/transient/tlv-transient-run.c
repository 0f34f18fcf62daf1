/* tlv-transient-run.c — the transient page's run: its study (one model or
 * both), advanced within a frame budget (tlv-transient-run.h). */
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
  tl_study_transient_init(&run->study);
  run->view = tlr_transient_view(&run->study);
  run->steps_per_ms = 50.0;
}

void
tlv_transient_run_clear(TlvTransientRun *run)
{
  tl_study_transient_clear(&run->study);
}

/* The first guess of the speed, refined by measurement on the first frames:
 * a brush step costs microseconds, an exact one milliseconds. */
static double
initial_speed(TlPresetModel mode)
{
  return mode == TL_PRESET_MODEL_BRUSH ? 50.0 : 0.3;
}

TlStatus
tlv_transient_run_setup(TlvTransientRun *run, TlPresetModel mode,
                        const TlStudyTransientSpec *spec, TlError *err)
{
  TlStatus s;
  TlStudyTransientSpec sp = *spec;
  sp.model = mode;
  if ((s = tl_study_transient_setup(&run->study, &sp, err)) != TL_OK)
    return s;
  if (mode != run->mode || !(run->steps_per_ms > 0.0))
    run->steps_per_ms = initial_speed(mode);
  run->mode = mode;
  run->window_start_us = run->last_call_us = 0;
  run->window_steps = 0;
  run->rate = 0.0;
  run->lagging = FALSE;
  return TL_OK;
}

void
tlv_transient_run_set_view(TlvTransientRun *run, TlrPatchField field, double time_window)
{
  run->view.field = field;
  tl_study_transient_set_window(&run->study, time_window);
}

gpointer
tlv_transient_run_figure(TlvTransientRun *run)
{
  return &run->view;
}

/* n steps of the stepped model (the brush follows in a comparison). */
static TlStatus
advance_steps(TlvTransientRun *run, int n, TlError *err)
{
  return tl_study_transient_advance(&run->study, n, err);
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
  const double t = tl_study_transient_time(&run->study), dt = tl_study_transient_dt(&run->study);
  long needed = (long)floor((until - t) / dt + 1e-9);
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
  *reached = run->lagging || s != TL_OK ? tl_study_transient_time(&run->study) : until;
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
  run->view.overlay = overlay;
}
