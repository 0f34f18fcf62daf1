/* The thesis case through libtribo: Hertz, then FASTSIM at three creepages.
 * Build against an installed TriboLab:
 *   cc hertz-fastsim.c $(pkg-config --cflags --libs tribo) -o hertz-fastsim */
#include <stdio.h>
#include <tribo/contact.h>
#include <tribo/fastsim.h>
#include <tribo/traction.h>
#include <tribo/units.h>

int
main(void)
{
  TlError err;
  TlContactParams p = tl_contact_params_default(); /* thesis ellipse, 100 kN, μ = 0.4 */
  TlContactBasics basics;
  if (tl_contact_basics(&p, &basics, &err) != TL_OK) {
    fprintf(stderr, "hertz: %s\n", err.message);
    return 1;
  }
  printf("a_mm=%.10g b_mm=%.10g p0_mpa=%.10g\n", basics.hertz.a / TL_UNIT_MM,
         basics.hertz.b / TL_UNIT_MM, basics.hertz.p0 / TL_UNIT_MPA);

  TlFastsim *fs = tl_fastsim_alloc(&p, TL_FASTSIM_FIXED_GRID, &err); /* caller owns it */
  TlTraction t;
  if (!fs || tl_traction_alloc(&t, p.mx, p.my, &err) != TL_OK) {
    fprintf(stderr, "fastsim: %s\n", err.message);
    return 1;
  }
  const double cx[] = { 0.001, 0.002, 0.005 };
  for (int i = 0; i < 3; i++) {
    if (tl_fastsim_solve(fs, cx[i], p.cy, p.spin, &t, &err) != TL_OK) {
      fprintf(stderr, "fastsim: %s\n", err.message);
      return 1;
    }
    printf("cx=%.10g f=%.10g stick_fraction=%.10g\n", cx[i], t.f, t.stick_fraction);
  }
  tl_traction_free(&t);
  tl_fastsim_free(fs);
  return 0;
}
