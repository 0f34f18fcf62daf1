/* Kalker's exact theory, steady rolling on the half-space: the traction
 * coefficient and stick fraction at one creepage on a 30 × 30 grid. */
#include <stdio.h>
#include <tribo/exact.h>

int
main(void)
{
  TlError err;
  TlContactParams p = tl_contact_params_default();
  p.mx = p.my = 30;
  TlExactOptions opts = tl_exact_options_default();
  TlExact *w = NULL;
  TlTraction t;
  TlExactStats stats;
  if (tl_exact_alloc(&p, &opts, &w, &err) != TL_OK ||
      tl_traction_alloc(&t, p.mx, p.my, &err) != TL_OK) {
    fprintf(stderr, "exact: %s\n", err.message);
    tl_exact_free(w);
    return 1;
  }
  if (tl_exact_steady(w, 0.002, 0.0, 0.0, &t, &stats, &err) != TL_OK) {
    fprintf(stderr, "exact: %s\n", err.message);
    return 1;
  }
  printf("f=%.6g stick_fraction=%.4g newton=%d krylov=%d\n", t.f, t.stick_fraction,
         stats.newton, stats.cg);
  tl_traction_free(&t);
  tl_exact_free(w);
  return 0;
}
