/* test-slipfriction-curve.c — the data of the steady view's falling-friction
 * figures: FASTSIM's creep curve with a slip-speed law, Polach's closed-form
 * curve, the adhesion maximum read off a sampled curve, and the contact's law
 * as presets and the window keep it ([contact_friction]).  References are the
 * independent values of docs/theory-friction-in-contact.md §6 (two or three
 * separate implementations there), thesis case, 50 × 50, rule CONT.  The
 * maxima are located the way the chapter's first way does (a scan, then the
 * parabola through the top three samples); the tolerances are the chapter's:
 * ±2e-4 in f and cx for the FASTSIM peak, half a unit of the printed digit
 * plus the scan's parabola error (≤ 2e-5) for Polach's. */
#include <glib.h>
#include <math.h>
#include <string.h>

#include "tl-test-util.h"
#include "tribo/analysis.h"
#include "tribo/fastsim.h"
#include "tribo/polach.h"
#include "tribo/preset.h"

static TlSlipFriction
exp_law(void)
{
  TlSlipFriction e = tl_slip_friction_default(TL_SLIP_LAW_EXP); /* 0.4 → 0.2, s_h 0.1 m/s */
  return e;
}

/* n equally spaced creepages over [lo, hi] */
static void
test_fastsim_peak(void)
{
  g_test_summary("FASTSIM's curve with the exponential law at V/s_h = 10 on 50x50 peaks at "
                 "f = 0.3896, cx = 0.0075 (scan in steps of 2e-4 and a parabola, as the "
                 "reference's first way)");
  TlContactParams p = tl_contact_params_default(); /* V = 1 m/s, 50 × 50 */
  const TlSlipFriction law = exp_law();
  const int n = 26;
  double *cx = tl_test_linspace(0.005, 0.010, n), f[26], nmax[26];
  TlError err;
  TlTraction map;
  g_assert_cmpint(tl_traction_alloc(&map, p.mx, p.my, &err), ==, TL_OK);
  double *mu_map = g_new(double, p.mx * p.my);
  TlSlipStats st;
  p.cx = 0.1; /* full sliding at the operating point: f → μ(V cx) = 0.3 (§6 a) */
  g_assert_cmpint(tl_fastsim_law_curve(&p, &law, cx, n, f, nmax, &map, mu_map, NULL, &st, &err),
                  ==, TL_OK);
  double xp, yp;
  g_assert_cmpint(tl_curve_peak(cx, f, n, &xp, &yp), >, 0);
  g_assert_cmpfloat_with_epsilon(yp, 0.3896, 2e-4);
  g_assert_cmpfloat_with_epsilon(xp, 0.0075, 2e-4);
  /* the falling indicator of the thesis case: 0.0387 V/s_h on 50² (§4) */
  g_assert_cmpfloat_with_epsilon(nmax[n - 1], 0.387, 0.005);
  g_assert_cmpfloat_with_epsilon(map.f, 0.3000, 2e-4);
  g_assert_cmpint(st.slip_cells, >, 0);
  /* the local μ of a sliding cell is the law's at its slip speed: near μ(0.1 m/s) = 0.3 */
  int inside = 0;
  for (int k = 0; k < p.mx * p.my; k++)
    if (map.state[k] == TL_CELL_SLIP) {
      g_assert_cmpfloat(mu_map[k], >, 0.2);
      g_assert_cmpfloat(mu_map[k], <, 0.4);
      inside++;
    }
  g_assert_cmpint(inside, ==, st.slip_cells);
  g_free(mu_map);
  tl_traction_free(&map);
  g_free(cx);
}

static void
test_coulomb_is_fastsim(void)
{
  g_test_summary("A Coulomb law gives Coulomb FASTSIM's curve bit for bit (section 6 d)");
  const TlContactParams p = tl_contact_params_default();
  TlSlipFriction c = tl_slip_friction_default(TL_SLIP_LAW_COULOMB);
  c.mu = p.mu;
  double *cx = tl_test_linspace(0.0, 0.01, 11), a[11], b[11];
  TlError err;
  g_assert_cmpint(tl_fastsim_law_curve(&p, &c, cx, 11, a, NULL, NULL, NULL, NULL, NULL, &err),
                  ==, TL_OK);
  g_assert_cmpint(tl_fastsim_curve(&p, TL_FASTSIM_FIXED_GRID, cx, 11, b, NULL, &err), ==, TL_OK);
  for (int k = 0; k < 11; k++)
    g_assert_cmpfloat(a[k], ==, b[k]);
  /* bad input names the creepage, leaves f alone */
  cx[3] = NAN;
  a[3] = 7.0;
  g_assert_cmpint(tl_fastsim_law_curve(&p, &c, cx, 11, a, NULL, NULL, NULL, NULL, NULL, &err),
                  ==, TL_EINVAL);
  g_assert_cmpfloat(a[3], ==, 7.0);
  g_assert_nonnull(strstr(err.message, "creepage 4"));
  g_free(cx);
}

/* Polach's adhesion maximum by a dense log scan over 0.001 … 0.4 and the parabola. */
static void
polach_peak(const TlPolachParams *pp, double speed, double *xp, double *yp)
{
  TlContactParams p = tl_contact_params_default();
  p.speed = speed;
  const int n = 801;
  double *cx = g_new(double, n), *f = g_new(double, n);
  for (int k = 0; k < n; k++)
    cx[k] = 1e-3 * pow(400.0, (double)k / (n - 1));
  TlError err;
  g_assert_cmpint(tl_polach_curve(&p, pp, cx, n, f, &err), ==, TL_OK);
  g_assert_cmpint(tl_curve_peak(cx, f, n, xp, yp), >, 0);
  g_free(cx);
  g_free(f);
}

static void
test_polach_peaks(void)
{
  g_test_summary("Polach's adhesion maximum at 10 m/s: dry 0.4353 at cx = 0.0365, wet 0.2425 "
                 "at 0.0993 (section 6 c, found three ways there)");
  const TlPolachParams dry = tl_polach_params_dry(), wet = tl_polach_params_wet();
  double x, y;
  polach_peak(&dry, 10.0, &x, &y);
  g_assert_cmpfloat_with_epsilon(y, 0.4353, 7e-5);
  g_assert_cmpfloat_with_epsilon(x, 0.0365, 1e-4);
  polach_peak(&wet, 10.0, &x, &y);
  g_assert_cmpfloat_with_epsilon(y, 0.2425, 7e-5);
  g_assert_cmpfloat_with_epsilon(x, 0.0993, 2e-4);
  polach_peak(&dry, 1.0, &x, &y); /* the table's V = 1 m/s column */
  g_assert_cmpfloat_with_epsilon(y, 0.5087, 7e-5);
  g_assert_cmpfloat_with_epsilon(x, 0.1134, 3e-4);
  /* the curve's table at 10 m/s, cx = 0.1 (dry .3883, wet .2425) */
  TlContactParams p = tl_contact_params_default();
  p.speed = 10.0;
  const double c = 0.1;
  double f;
  TlError err;
  g_assert_cmpint(tl_polach_curve(&p, &dry, &c, 1, &f, &err), ==, TL_OK);
  g_assert_cmpfloat_with_epsilon(f, 0.3883, 6e-5);
  TlPolachParams bad = dry;
  bad.k_s = 2.0;
  f = 7.0;
  g_assert_cmpint(tl_polach_curve(&p, &bad, &c, 1, &f, &err), ==, TL_EINVAL);
  g_assert_cmpfloat(f, ==, 7.0);
}

static void
test_curve_peak(void)
{
  g_test_summary("The peak of a sampled parabola is its vertex; NaN samples are skipped");
  double x[5] = { 0, 1, 2, 3, 4 }, y[5];
  for (int k = 0; k < 5; k++)
    y[k] = 2.0 - (x[k] - 1.3) * (x[k] - 1.3);
  double xp, yp;
  g_assert_cmpint(tl_curve_peak(x, y, 5, &xp, &yp), ==, 1);
  g_assert_cmpfloat_with_epsilon(xp, 1.3, 1e-12);
  g_assert_cmpfloat_with_epsilon(yp, 2.0, 1e-12);
  /* a monotonic curve: its end */
  const double up[3] = { 0.1, 0.2, 0.3 };
  g_assert_cmpint(tl_curve_peak(x, up, 3, &xp, &yp), ==, 2);
  g_assert_cmpfloat(yp, ==, 0.3);
  const double none[2] = { NAN, NAN };
  g_assert_cmpint(tl_curve_peak(x, none, 2, &xp, &yp), ==, -1);
}

static void
test_contact_friction(void)
{
  g_test_summary("The contact's law: Coulomb takes the case's mu, the lab's law is divided by "
                 "F_N,lab, bad values are refused with a sentence");
  TlContactFriction c = tl_contact_friction_default();
  TlError err;
  TlSlipFriction law;
  g_assert_cmpint(tl_contact_friction_validate(&c, &err), ==, TL_OK);
  g_assert_cmpint(tl_contact_friction_law(&c, 0.33, NULL, &law, &err), ==, TL_OK);
  g_assert_cmpint(law.kind, ==, TL_SLIP_LAW_COULOMB);
  g_assert_cmpfloat(law.mu, ==, 0.33);
  /* the lab's Coulomb + Stribeck law: μs = Fs/F_N,lab, μc = Fc/F_N,lab */
  TlFrictionParams lab = tl_friction_params_default();
  lab.terms = TL_FRICTION_COULOMB | TL_FRICTION_STRIBECK;
  c.from_lab = 1;
  c.law.kind = TL_SLIP_LAW_STRIBECK;
  g_assert_cmpint(tl_contact_friction_law(&c, 0.33, &lab, &law, &err), ==, TL_OK);
  g_assert_cmpfloat_with_epsilon(law.mu_s, lab.fs / c.lab_normal, 1e-15);
  g_assert_cmpfloat_with_epsilon(law.mu_c, lab.fc / c.lab_normal, 1e-15);
  g_assert_cmpfloat_with_epsilon(tl_slip_friction_static(&law), 0.4, 1e-12);
  c = tl_contact_friction_default();
  c.polach_ks = -0.1;
  g_assert_cmpint(tl_contact_friction_validate(&c, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "kS"));
  c = tl_contact_friction_default();
  c.law.s_half1 = 0.0;
  g_assert_cmpint(tl_contact_friction_validate(&c, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "s_h"));
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/slipfriction-curve/fastsim-peak", test_fastsim_peak);
  g_test_add_func("/slipfriction-curve/coulomb", test_coulomb_is_fastsim);
  g_test_add_func("/slipfriction-curve/polach-peaks", test_polach_peaks);
  g_test_add_func("/slipfriction-curve/peak", test_curve_peak);
  g_test_add_func("/slipfriction-curve/contact-friction", test_contact_friction);
  return g_test_run();
}
