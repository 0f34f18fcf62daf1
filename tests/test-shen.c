/* test-shen.c — Shen–Hedrick–Elkins saturation against its closed form
 * (docs/theory.md §7.5 Shen–Hedrick–Elkins). */
#include <string.h>

#include "tl-test-util.h"
#include "tribo/fastsim.h"
#include "tribo/shen.h"

static void
thesis_case(TlContactParams *p, TlContactBasics *b, double mu)
{
  *p = tl_contact_params_default();
  p->mu = mu;
  g_assert_cmpint(tl_contact_basics(p, b, NULL), ==, TL_OK);
}

/* f = μ(u − u²/3 + u³/27), u = G a b C11 |cx| / (μ F_N), for u < 3, else μ,
 * signed like cx; evaluated here from the formula. */
static void
test_closed_form(void)
{
  g_test_summary("Pure cx: the Vermeulen-Johnson cubic with Kalker's slope, saturation at u = 3");
  TlContactParams p;
  TlContactBasics b;
  thesis_case(&p, &b, 0.385);
  const double slope = b.hertz.material.shear_modulus * b.hertz.a * b.hertz.b * b.kalker.c11 /
                       b.hertz.normal_load;
  const double cxs[] = { 1.7e-5, 0.00113, 0.0041, -0.0041, 0.0075, 0.0121, -0.5 };
  for (size_t k = 0; k < G_N_ELEMENTS(cxs); k++) {
    TlShenResult r;
    g_assert_cmpint(tl_shen_forces(&p, &b, cxs[k], 0.0, 0.0, &r, NULL), ==, TL_OK);
    const double u = slope * fabs(cxs[k]) / p.mu;
    const double mag = u < 3.0 ? p.mu * (u - u * u / 3.0 + u * u * u / 27.0) : p.mu;
    tl_assert_rel(r.f, copysign(mag, cxs[k]), 1e-13);
    tl_assert_rel(r.u, u, 1e-13);
    tl_assert_rel(r.fx, r.f * p.hertz.normal_load, 1e-15);
    const double stick = u < 3.0 ? (1.0 - u / 3.0) * (1.0 - u / 3.0) : 0.0;
    g_assert_cmpfloat_with_epsilon(r.stick_fraction, stick, 1e-15);
    g_assert_cmpfloat(r.fy, ==, 0.0);
  }
  /* small creepage: Kalker's linear theory (relative error u/3) */
  TlShenResult r;
  g_assert_cmpint(tl_shen_forces(&p, &b, 2.3e-7, 0.0, 0.0, &r, NULL), ==, TL_OK);
  tl_assert_rel(r.f, slope * 2.3e-7, slope * 2.3e-7 / p.mu);
  /* continuous and flat at u = 3 */
  g_assert_cmpfloat_with_epsilon(tl_shen_factor(3.0 - 1e-9) * (3.0 - 1e-9), 1.0, 1e-8);
  g_assert_cmpfloat(tl_shen_factor(0.0), ==, 1.0);
}

/* The saturation creepage from its closed form c_sat = 3 μ F_N / (G a b C11),
 * written out here; at c_sat the cubic reaches u = 3 and f = μ, just below it
 * f < μ, and the adhesion ellipse has shrunk to nothing. */
static void
test_saturation_creepage(void)
{
  g_test_summary("SHE saturates at c_sat = 3 mu F_N / (G a b C11): u = 3, f = mu there");
  const double mus[] = { 0.385, 0.1234, 0.91 };
  for (size_t q = 0; q < G_N_ELEMENTS(mus); q++) {
    TlContactParams p;
    TlContactBasics b;
    thesis_case(&p, &b, mus[q]);
    const double g = b.hertz.material.shear_modulus;
    const double c_sat =
      3.0 * mus[q] * b.hertz.normal_load / (g * b.hertz.a * b.hertz.b * b.kalker.c11);
    const double c = tl_shen_saturation_creepage(&b, mus[q]);
    tl_assert_rel(c, c_sat, 1e-14); /* the same product in another order: rounding only */
    TlShenResult r;
    g_assert_cmpint(tl_shen_forces(&p, &b, c, 0.0, 0.0, &r, NULL), ==, TL_OK);
    tl_assert_rel(r.u, 3.0, 1e-13);
    tl_assert_rel(r.f, mus[q], 1e-13);
    /* (1 − u/3)² with u off 3 by rounding (≤ 1e-13 relative): below 1e-24 */
    g_assert_cmpfloat_with_epsilon(r.stick_fraction, 0.0, 1e-24);
    /* 1 % below: u = 2.97, f = μ(1 − (0.01)³) */
    g_assert_cmpint(tl_shen_forces(&p, &b, 0.99 * c, 0.0, 0.0, &r, NULL), ==, TL_OK);
    tl_assert_rel(r.f, mus[q] * (1.0 - 1e-6), 1e-12);
    g_assert_cmpfloat(r.f, <, mus[q]);
  }
}

/* docs/theory.md §7.5 Shen–Hedrick–Elkins: SHE is close to parabolic FASTSIM (~1 %).  Compared with
 * FASTSIM at 400² (its own O(Δx) error there ≤ 1.7/400 ≈ 0.4 %): the two
 * differ by at most 1.5 % of μ over the whole curve. */
static void
test_close_to_fastsim(void)
{
  g_test_summary("SHE lies within about 1 % of parabolic FASTSIM");
  TlContactParams p;
  TlContactBasics b;
  thesis_case(&p, &b, 0.4);
  p.mx = p.my = 400;
  TlFastsim *fs = tl_fastsim_alloc(&p, TL_FASTSIM_FIXED_GRID, NULL);
  TlTraction t;
  g_assert_nonnull(fs);
  g_assert_cmpint(tl_traction_alloc(&t, 400, 400, NULL), ==, TL_OK);
  for (double cx = 0.0003; cx < 0.012; cx += 0.0007) {
    TlShenResult r;
    g_assert_cmpint(tl_shen_forces(&p, &b, cx, 0.0, 0.0, &r, NULL), ==, TL_OK);
    g_assert_cmpint(tl_fastsim_solve(fs, cx, 0.0, 0.0, &t, NULL), ==, TL_OK);
    g_assert_cmpfloat(fabs(r.f - t.f), <, 0.015 * p.mu);
  }
  tl_traction_free(&t);
  tl_fastsim_free(fs);
}

/* Combined creepage: the linear force's direction is kept and |F| follows
 * the cubic in u = |F_lin|/(μF_N); Mz is scaled by the same factor. */
static void
test_combined(void)
{
  g_test_summary("Combined creepages keep the linear force's direction");
  TlContactParams p;
  TlContactBasics b;
  thesis_case(&p, &b, 0.29);
  TlLinearForces lin;
  const double cx = 0.0021, cy = -0.0013, cs = 0.57;
  tl_kalker_linear_forces(b.hertz.material.shear_modulus, b.hertz.a, b.hertz.b, &b.kalker, cx, cy,
                          cs, &lin);
  TlShenResult r;
  g_assert_cmpint(tl_shen_forces(&p, &b, cx, cy, cs, &r, NULL), ==, TL_OK);
  const double u = hypot(lin.fx, lin.fy) / (p.mu * p.hertz.normal_load);
  const double mag = u < 3 ? p.mu * p.hertz.normal_load * (u - u * u / 3 + u * u * u / 27)
                           : p.mu * p.hertz.normal_load;
  tl_assert_rel(hypot(r.fx, r.fy), mag, 1e-13);
  tl_assert_rel(r.fx * lin.fy, r.fy * lin.fx, 1e-12);
  tl_assert_rel(r.mz / lin.mz, r.fx / lin.fx, 1e-13);
}

static void
test_errors(void)
{
  g_test_summary("Bad case and non-finite creepage leave the result untouched");
  TlContactParams p;
  TlContactBasics b;
  TlError err;
  thesis_case(&p, &b, 0.4);
  TlShenResult r;
  memset(&r, 0, sizeof r);
  r.f = 2.385;
  g_assert_cmpint(tl_shen_forces(&p, &b, NAN, 0, 0, &r, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "longitudinal creepage"));
  p.mu = -0.1;
  g_assert_cmpint(tl_shen_forces(&p, &b, 0.001, 0, 0, &r, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "friction coefficient"));
  g_assert_cmpfloat(r.f, ==, 2.385);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/shen/closed-form", test_closed_form);
  g_test_add_func("/shen/saturation-creepage", test_saturation_creepage);
  g_test_add_func("/shen/close-to-fastsim", test_close_to_fastsim);
  g_test_add_func("/shen/combined", test_combined);
  g_test_add_func("/shen/errors", test_errors);
  return g_test_run();
}
