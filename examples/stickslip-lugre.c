/* The stick-slip oscillator with the default LuGre law, integrated with the
 * implicit BDF method: the period and the peak spring force. */
#include <stdio.h>
#include <tribo/stickslip.h>

int
main(void)
{
  TlError err;
  TlStickSlipParams p = tl_stickslip_params_default();
  p.integrator = TL_INTEGRATOR_MSBDF;
  TlStickSlip *s = tl_stickslip_alloc(&p, &err);
  TlStickSlipRun run;
  if (!s || tl_stickslip_run(s, &run, &err) != TL_OK) {
    fprintf(stderr, "stickslip: %s\n", err.message);
    tl_stickslip_free(s);
    return 1;
  }
  printf("samples=%zu period_s=%.6g peak_spring_n=%.6g\n", run.n, run.summary.period,
         run.summary.peak_spring);
  tl_stickslip_run_free(&run);
  tl_stickslip_free(s);
  return 0;
}
