/* The Unsteady Brush Model under a sine creepage (10 Hz, μ = 1, 40 × 40):
 * three periods rolled one cell per step, then the delay and loop area of
 * the analysed period — what `tribolab-cli transient --summary` prints. */
#include <math.h>
#include <stdio.h>
#include <tribo/brush.h>
#include <tribo/transient.h>
#include <tribo/units.h>

int
main(void)
{
  TlError err;
  TlContactParams p = tl_contact_params_default();
  p.mu = 1.0;
  p.mx = p.my = 40;
  TlWaveform wave = tl_waveform_default(TL_WAVE_SINE);
  wave.mean = 0.005;
  wave.amplitude = 0.005;
  wave.freq = 10.0; /* Hz */

  TlBrush *brush = tl_brush_alloc(&p, &err);
  if (!brush) {
    fprintf(stderr, "brush: %s\n", err.message);
    return 1;
  }
  const double dt = tl_brush_grid(brush)->dx / p.speed; /* Courant number 1 */
  TlRun run = { 0 }; /* zeroed once: tl_run_init keeps its row storage for reuse */
  TlPeriodicAnalysis an;
  if (tl_run_init(&run, tl_brush_model(brush), &wave, p.cy, p.spin, dt, &err) != TL_OK ||
      tl_run_start(&run, TL_INIT_ZERO, &err) != TL_OK ||
      tl_run_advance_to(&run, 3.0 / wave.freq, &err) != TL_OK ||
      tl_run_analyse(&run, wave.freq, &an, &err) != TL_OK) {
    fprintf(stderr, "run: %s\n", err.message);
    return 1;
  }
  printf("rows=%d delay_ms=%.6g loop_area=%.6g\n", run.rec.n, an.delay / TL_UNIT_MS,
         an.loop_area);
  tl_run_clear(&run); /* the run borrows the model: clear it first */
  tl_brush_free(brush);
  return isfinite(an.delay) ? 0 : 1;
}
