/* test-friction.c — the friction terms and Dahl's integrated form against
 * their closed forms (docs/theory.md §8 friction), the Jacobian entries against finite
 * differences, names and every error path. */
#include <float.h>
#include <string.h>

#include "tl-test-util.h"
#include "tribo/dahl.h"
#include "tribo/friction.h"

/* Velocities with no special values among them, both signs, across the
 * Stribeck range (vs = 1 mm/s) and well beyond it. */
static const double velocities[] = { -2.385, -0.0317, -1.23e-3, -4.1e-4, -7e-6, 0.0,
                                     3.3e-6, 2.71e-4, 9.7e-4,   2.2e-3, 0.0571, 1.618 };

static TlFrictionParams
law(unsigned terms)
{
  TlFrictionParams p = tl_friction_params_default();
  p.terms = terms;
  return p;
}

static double
sgn(double v)
{
  return v > 0 ? 1.0 : v < 0 ? -1.0 : 0.0;
}

/* Largest |F − F_ref| over the velocity table, relative to max(|F_ref|, 1 N). */
static double
max_error(const TlFrictionParams *p, double (*ref)(const TlFrictionParams *, double))
{
  double worst = 0.0;
  for (size_t i = 0; i < G_N_ELEMENTS(velocities); i++) {
    const double v = velocities[i];
    const double f = tl_friction_steady(p, v, 0.0), r = ref(p, v);
    worst = fmax(worst, fabs(f - r) / fmax(fabs(r), 1.0));
  }
  return worst;
}

static double ref_coulomb(const TlFrictionParams *p, double v) { return p->fc * sgn(v); }
static double ref_viscous(const TlFrictionParams *p, double v) { return p->viscous * v; }

/* Seed eqs 3–4 with the sign of docs/theory.md §8: C1 e^{−(v/vs)²} added for v > 0,
 * −C2 e^{−(v/vs)²} for v < 0, on top of Fc sgn v + μv v. */
static double
ref_stribeck(const TlFrictionParams *p, double v)
{
  const double e = exp(-(v / p->vs) * (v / p->vs));
  const double c = v > 0 ? p->c1 * e : v < 0 ? -p->c2 * e : 0.0;
  return p->fc * sgn(v) + c + p->viscous * v;
}

/* LuGre's steady state: g(v) sgn v + σ2 v with g = Fc + (Fs − Fc)e^{−(v/vs)²}. */
static double
ref_lugre(const TlFrictionParams *p, double v)
{
  return (p->fc + (p->fs - p->fc) * exp(-(v / p->vs) * (v / p->vs))) * sgn(v) + p->sigma2 * v;
}

/* The closed forms are the same arithmetic in another order: agreement to a
 * few ulps (tolerance 1e-15 relative to 1 N). */
static void
test_memoryless_laws(void)
{
  g_test_summary("Coulomb, viscous, Stribeck (C1 != C2) and LuGre's steady law match closed forms");
  TlFrictionParams p = law(TL_FRICTION_COULOMB);
  double e = max_error(&p, ref_coulomb);
  g_test_message("coulomb: largest error %.3g", e);
  g_assert_cmpfloat(e, <=, 1e-15);

  p = law(TL_FRICTION_VISCOUS);
  p.viscous = 0.4377;
  e = max_error(&p, ref_viscous);
  g_test_message("viscous: largest error %.3g", e);
  g_assert_cmpfloat(e, <=, 1e-15);

  p = law(TL_FRICTION_COULOMB | TL_FRICTION_STRIBECK | TL_FRICTION_VISCOUS);
  p.c1 = 0.731;
  p.c2 = 0.263; /* asymmetric Stribeck dip */
  e = max_error(&p, ref_stribeck);
  g_test_message("stribeck (C1 = 0.731 N, C2 = 0.263 N): largest error %.3g", e);
  g_assert_cmpfloat(e, <=, 1e-15);
  /* the dip: the force just above 0 is Fc + C1, just below −(Fc + C2) */
  tl_assert_rel(tl_friction_steady(&p, 1e-12, 0.0), p.fc + p.c1, 1e-12);
  tl_assert_rel(tl_friction_steady(&p, -1e-12, 0.0), -(p.fc + p.c2), 1e-12);

  /* LuGre evaluates σ0 z + σ1 ż + σ2 v at z = g/σ0, where ż = v − σ0|v|z/g
   * cancels to a few ulps of v that σ1 then multiplies: budget
   * 8 ε (1 + σ1 max|v|/1 N) ≈ 1.3e-12. */
  p = law(TL_FRICTION_LUGRE);
  e = max_error(&p, ref_lugre);
  g_test_message("lugre steady: largest error %.3g", e);
  g_assert_cmpfloat(e, <=, 8 * DBL_EPSILON * (1 + p.sigma1 * 2.385));

  /* Dahl's steady law is the Coulomb level; eq 8 adds the viscous slope */
  p = law(TL_FRICTION_DAHL | TL_FRICTION_VISCOUS);
  for (size_t i = 0; i < G_N_ELEMENTS(velocities); i++) {
    const double v = velocities[i];
    g_assert_cmpfloat_with_epsilon(tl_friction_steady(&p, v, 0.0), p.fc * sgn(v) + p.viscous * v,
                                   1e-15);
  }
}

/* Seed eq 7: at v = 0, F = sgn(F_ex)·min(|F_ex|, Fs); otherwise the sliding law. */
static void
test_stiction_rule(void)
{
  g_test_summary("The static term holds the applied force up to Fs at rest");
  TlFrictionParams p = law(TL_FRICTION_COULOMB | TL_FRICTION_STRIBECK | TL_FRICTION_VISCOUS |
                           TL_FRICTION_STATIC);
  const double fex[] = { -3.7, -1.5, -0.385, 0.0, 0.912, 1.4999, 2.385 };
  for (size_t i = 0; i < G_N_ELEMENTS(fex); i++) {
    const double expect = sgn(fex[i]) * fmin(fabs(fex[i]), p.fs);
    g_assert_cmpfloat(tl_friction_steady(&p, 0.0, fex[i]), ==, expect);
    g_assert_cmpfloat(tl_friction_stiction(&p, fex[i]), ==, expect);
    /* moving: the applied force plays no part */
    g_assert_cmpfloat(tl_friction_steady(&p, 0.0213, fex[i]), ==,
                      ref_stribeck(&p, 0.0213));
  }
  /* without the static term the law holds nothing at v = 0 (the seed's sgn 0 = 0) */
  p.terms &= ~TL_FRICTION_STATIC;
  g_assert_cmpfloat(tl_friction_steady(&p, 0.0, 0.912), ==, 0.0);
  g_assert_cmpfloat(tl_friction_breakaway(&p), ==, p.fc + fmax(p.c1, p.c2));
  p.terms |= TL_FRICTION_STATIC;
  g_assert_cmpfloat(tl_friction_breakaway(&p), ==, p.fs);
}

/* tanh(v/ε) and v/√(v² + ε²) and their derivatives (central differences,
 * step 1e-4 ε: truncation (h/ε)² ~ 1e-8, rounding 1e-16 ε/h ~ 1e-12). */
static void
test_regularised_sign(void)
{
  g_test_summary("Regularised signs and their derivatives");
  TlFrictionParams p = law(TL_FRICTION_COULOMB);
  p.sign_eps = 2.385e-4;
  for (int mode = TL_SIGN_TANH; mode <= TL_SIGN_SQRT; mode++) {
    p.sign = (TlSignMode)mode;
    for (size_t i = 0; i < G_N_ELEMENTS(velocities); i++) {
      const double v = velocities[i], eps = p.sign_eps;
      const double expect = mode == TL_SIGN_TANH ? tanh(v / eps) : v / sqrt(v * v + eps * eps);
      g_assert_cmpfloat_with_epsilon(tl_friction_sign(&p, v), expect, 1e-15);
      const double h = 1e-4 * eps;
      const double fd = (tl_friction_sign(&p, v + h) - tl_friction_sign(&p, v - h)) / (2 * h);
      g_assert_cmpfloat_with_epsilon(tl_friction_sign_derivative(&p, v), fd, 1e-6 / eps);
    }
  }
  p.sign = TL_SIGN_EXACT;
  g_assert_cmpfloat(tl_friction_sign(&p, -1e-300), ==, -1.0);
  g_assert_cmpfloat(tl_friction_sign(&p, 0.0), ==, 0.0);
  g_assert_cmpfloat(tl_friction_sign_derivative(&p, 0.3), ==, 0.0);
}

typedef struct {
  const char *what;
  unsigned terms;
  double alpha;
  TlSignMode sign;
  double v, s; /* evaluation point */
} JacCase;

static const JacCase jac_cases[] = {
  { "lugre-stribeck", TL_FRICTION_LUGRE, 1.0, TL_SIGN_EXACT, 7.3e-4, 4.1e-6 },
  { "lugre-negative", TL_FRICTION_LUGRE | TL_FRICTION_VISCOUS, 1.0, TL_SIGN_EXACT, -1.9e-3,
    -1.2e-5 },
  { "lugre-fast", TL_FRICTION_LUGRE, 1.0, TL_SIGN_EXACT, 0.318, 1.07e-5 },
  { "dahl-1", TL_FRICTION_DAHL, 1.0, TL_SIGN_EXACT, 0.0213, 0.37 },
  { "dahl-2.5", TL_FRICTION_DAHL | TL_FRICTION_VISCOUS, 2.5, TL_SIGN_EXACT, -0.0213, 0.61 },
  { "dahl-0.6", TL_FRICTION_DAHL, 0.6, TL_SIGN_EXACT, 0.0441, -0.52 },
  { "stribeck-tanh", TL_FRICTION_COULOMB | TL_FRICTION_STRIBECK, 1.0, TL_SIGN_TANH, 1.7e-4, 0 },
  { "stribeck-sqrt", TL_FRICTION_COULOMB | TL_FRICTION_STRIBECK | TL_FRICTION_VISCOUS, 1.0,
    TL_SIGN_SQRT, -6.2e-4, 0 },
};

/* The analytic partial derivatives feed msbdf's Newton iteration and the
 * stiffness check: compare with central differences (relative step 1e-6:
 * truncation ~1e-12, rounding ~1e-10 relative; tolerance 1e-6 of the scale). */
static void
test_jacobian(gconstpointer data)
{
  const JacCase *c = data;
  TlFrictionParams p = law(c->terms);
  p.dahl_alpha = c->alpha;
  p.sign = c->sign;
  p.c2 = 0.31;
  TlFrictionEval e, a, b;
  tl_friction_eval(&p, c->v, c->s, &e);
  const double hv = 1e-6 * fabs(c->v), hs = 1e-6 * fmax(fabs(c->s), 1e-12);
  tl_friction_eval(&p, c->v + hv, c->s, &a);
  tl_friction_eval(&p, c->v - hv, c->s, &b);
  const double dfdv = (a.force - b.force) / (2 * hv), drdv = (a.rate - b.rate) / (2 * hv);
  g_assert_cmpfloat_with_epsilon(e.dforce_dv, dfdv, 1e-6 * fmax(fabs(dfdv), 1.0));
  g_assert_cmpfloat_with_epsilon(e.drate_dv, drdv, 1e-6 * fmax(fabs(drdv), 1.0));
  if (tl_friction_has_state(&p)) {
    tl_friction_eval(&p, c->v, c->s + hs, &a);
    tl_friction_eval(&p, c->v, c->s - hs, &b);
    const double dfds = (a.force - b.force) / (2 * hs), drds = (a.rate - b.rate) / (2 * hs);
    g_assert_cmpfloat_with_epsilon(e.dforce_ds, dfds, 1e-6 * fmax(fabs(dfds), 1.0));
    g_assert_cmpfloat_with_epsilon(e.drate_ds, drds, 1e-6 * fmax(fabs(drds), 1.0));
  }
}

/* ODE right-hand sides against the formulas of docs/theory.md §8. */
static void
test_state_rates(void)
{
  g_test_summary("Dahl and LuGre state rates are the theory manual's equations");
  TlFrictionParams p = law(TL_FRICTION_LUGRE);
  TlFrictionEval e;
  const double v = 8.3e-4, z = 6.1e-6;
  const double g = p.fc + (p.fs - p.fc) * exp(-(v / p.vs) * (v / p.vs));
  const double zdot = v - p.sigma0 * fabs(v) * z / g;
  tl_friction_eval(&p, v, z, &e);
  tl_assert_rel(e.rate, zdot, 1e-14);
  tl_assert_rel(e.force, p.sigma0 * z + p.sigma1 * zdot + p.sigma2 * v, 1e-14);

  p = law(TL_FRICTION_DAHL);
  p.dahl_alpha = 1.7;
  const double f = -0.4, vd = -0.03;
  const double y = 1.0 - f / p.fc * sgn(vd);
  tl_friction_eval(&p, vd, f, &e);
  tl_assert_rel(e.rate, p.dahl_sigma * pow(fabs(y), 1.7) * sgn(y) * vd, 1e-14);
  g_assert_cmpfloat(e.force, ==, f);
  /* steady states */
  g_assert_cmpfloat(tl_friction_steady_state(&p, -0.2), ==, -p.fc);
  p = law(TL_FRICTION_LUGRE);
  tl_assert_rel(tl_friction_steady_state(&p, 2e-3), (1.0 + 0.5 * exp(-4.0)) / 1e5, 1e-14);
}

/* tl_dahl_travel against Dahl's ODE integrated by hand for α = 1, 2, ½:
 * with y = 1 − d F/Fc and κ = σξ/Fc,
 *   α = 1: y = y0 e^{−κ};  α = 2: y = y0/(1 + y0 κ);
 *   α = ½: √y = √y0 − κ/2 (≥ 0). */
static void
test_dahl_closed_forms(void)
{
  g_test_summary("Dahl's integrated form for alpha = 1, 2, 1/2 with both directions");
  const double fc = 1.13, sigma = 2.385e5;
  const double travels[] = { 0.0, 1.1e-7, 3.3e-6, 9.2e-6, 2.9e-5, 1e-3 };
  const double starts[] = { 0.0, 0.713, -0.982 };
  double worst = 0.0;
  for (size_t a = 0; a < G_N_ELEMENTS(starts); a++) {
    for (int dir = -1; dir <= 1; dir += 2) {
      for (size_t i = 0; i < G_N_ELEMENTS(travels); i++) {
        const double y0 = 1.0 - dir * starts[a] / fc, k = sigma * travels[i] / fc;
        const double y1 = y0 * exp(-k);
        const double y2 = y0 / (1.0 + y0 * k);
        const double r = sqrt(y0) - 0.5 * k;
        const double yh = r > 0 ? r * r : 0.0;
        const double f1 = tl_dahl_travel(fc, sigma, 1.0, starts[a], dir, travels[i]);
        const double f2 = tl_dahl_travel(fc, sigma, 2.0, starts[a], dir, travels[i]);
        const double fh = tl_dahl_travel(fc, sigma, 0.5, starts[a], dir, travels[i]);
        worst = fmax(worst, fabs(f1 - dir * fc * (1 - y1)));
        worst = fmax(worst, fabs(f2 - dir * fc * (1 - y2)));
        worst = fmax(worst, fabs(fh - dir * fc * (1 - yh)));
      }
    }
  }
  g_test_message("dahl closed forms: largest error %.3g N", worst);
  g_assert_cmpfloat(worst, <=, 1e-14);
  /* the seed's eq 8 term: Fc(1 − e^{−σ|X|/Fc}) sgn v from rest */
  const double x = 4.4e-6;
  g_assert_cmpfloat_with_epsilon(tl_dahl_travel(fc, sigma, 1.0, 0.0, -1, x),
                                 -fc * (1 - exp(-sigma * x / fc)), 1e-15);
}

/* The memory restarts the integrated form at a reversal (docs/theory.md §8:
 * F = sgn(v)Fc − (sgn(v)Fc − F_r)e^{−σ|X−X_r|/Fc}). */
static void
test_dahl_reversal(void)
{
  g_test_summary("Dahl memory: out to X_r, back, and out again");
  const double fc = 0.87, sigma = 1.3e5, xr = 2.1e-5, x1 = -0.6e-5, x2 = 1.4e-5;
  TlDahlMemory m;
  tl_dahl_memory_init(&m, fc, sigma, 1.0, 0.0, 0.0);
  const double fr = tl_dahl_memory_move(&m, xr);
  tl_assert_rel(fr, fc * (1 - exp(-sigma * xr / fc)), 1e-14);
  const double f1 = tl_dahl_memory_move(&m, x1);
  const double f1_ref = -fc - (-fc - fr) * exp(-sigma * (xr - x1) / fc);
  tl_assert_rel(f1, f1_ref, 1e-14);
  const double f2 = tl_dahl_memory_move(&m, x2);
  tl_assert_rel(f2, fc - (fc - f1_ref) * exp(-sigma * (x2 - x1) / fc), 1e-14);
  g_assert_cmpfloat(tl_dahl_memory_move(&m, x2), ==, f2); /* no motion: no change */
  g_assert_cmpfloat(m.x_r, ==, x1);
  g_assert_cmpint(m.dir, ==, 1);
}

static void
test_names(void)
{
  g_test_summary("Law names, term lists and sign modes parse; unknown ones are errors");
  unsigned t;
  TlError err;
  g_assert_cmpint(tl_friction_law_parse("eq7", &t, NULL), ==, TL_OK);
  g_assert_cmpuint(t, ==, TL_FRICTION_COULOMB | TL_FRICTION_STRIBECK | TL_FRICTION_VISCOUS |
                            TL_FRICTION_STATIC);
  g_assert_cmpint(tl_friction_law_parse("dahl+viscous", &t, NULL), ==, TL_OK);
  g_assert_cmpuint(t, ==, TL_FRICTION_DAHL | TL_FRICTION_VISCOUS);
  g_assert_cmpint(tl_friction_law_parse("stribeck+coulomb", &t, NULL), ==, TL_OK);
  g_assert_cmpuint(t, ==, TL_FRICTION_COULOMB | TL_FRICTION_STRIBECK);
  g_assert_cmpint(tl_friction_law_parse("coulomb+friction", &t, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "friction"));
  g_assert_cmpint(tl_friction_law_parse("", &t, NULL), ==, TL_EINVAL);
  g_assert_cmpint(tl_friction_law_parse("coulomb+", &t, NULL), ==, TL_EINVAL);
  g_assert_cmpint(tl_friction_law_parse(NULL, &t, NULL), ==, TL_EINVAL);
  size_t n;
  const TlFrictionLawInfo *laws = tl_friction_laws(&n);
  g_assert_cmpuint(n, >=, 12);
  for (size_t i = 0; i < n; i++) {
    TlFrictionParams p = law(0);
    g_assert_cmpint(tl_friction_law_parse(laws[i].name, &p.terms, NULL), ==, TL_OK);
    g_assert_cmpint(tl_friction_params_validate(&p, NULL), ==, TL_OK);
  }
  char buf[64];
  tl_friction_terms_string(TL_FRICTION_LUGRE | TL_FRICTION_VISCOUS, buf, sizeof buf);
  g_assert_cmpstr(buf, ==, "viscous+lugre");
  tl_friction_terms_string(TL_FRICTION_ALL_TERMS, buf, 12); /* truncated, terminated */
  g_assert_cmpuint(strlen(buf), <, 12);
  g_assert_cmpstr(tl_friction_term_name(TL_FRICTION_DAHL), ==, "dahl");
  g_assert_cmpstr(tl_friction_law_name(TL_FRICTION_DAHL | TL_FRICTION_STATIC), ==, "eq10");
  g_assert_cmpstr(tl_friction_law_name(TL_FRICTION_COULOMB | TL_FRICTION_STRIBECK |
                                       TL_FRICTION_VISCOUS), ==, "stribeck");
  g_assert_null(tl_friction_law_name(TL_FRICTION_STRIBECK));
  g_assert_null(tl_friction_term_name(3));
  TlSignMode s;
  g_assert_cmpint(tl_sign_mode_from_name("sqrt", &s, NULL), ==, TL_OK);
  g_assert_cmpint(s, ==, TL_SIGN_SQRT);
  g_assert_cmpint(tl_sign_mode_from_name("signum", &s, &err), ==, TL_EINVAL);
  g_assert_cmpstr(tl_sign_mode_name(TL_SIGN_TANH), ==, "tanh");
}

/* A symmetric curve hits v = 0 exactly and is odd for C1 = C2. */
static void
test_curve(void)
{
  g_test_summary("The steady curve: grid, oddness, and the applied force at rest");
  TlFrictionParams p = law(TL_FRICTION_COULOMB | TL_FRICTION_STRIBECK | TL_FRICTION_VISCOUS |
                           TL_FRICTION_STATIC);
  double v[201], f[201];
  g_assert_cmpint(tl_friction_curve(&p, -0.01, 0.01, 201, 0.77, v, f, NULL), ==, TL_OK);
  g_assert_cmpfloat(v[0], ==, -0.01);
  g_assert_cmpfloat(v[200], ==, 0.01);
  g_assert_cmpfloat(v[100], ==, 0.0);
  g_assert_cmpfloat(f[100], ==, 0.77); /* held by stiction */
  for (int i = 0; i < 100; i++) {
    g_assert_cmpfloat_with_epsilon(f[i], -f[200 - i], 1e-15);
    g_assert_cmpfloat_with_epsilon(v[i], -v[200 - i], 1e-17);
  }
  /* the Stribeck dip and the viscous slope: F falls from Fs then rises */
  g_assert_cmpfloat(f[101], >, f[120]);
  g_assert_cmpfloat(f[200], >, f[180]);
}

typedef struct {
  const char *what;
  void (*spoil)(TlFrictionParams *p);
} BadCase;

static void bad_no_terms(TlFrictionParams *p) { p->terms = 0; }
static void bad_unknown_term(TlFrictionParams *p) { p->terms = 1u << 9; }
static void
bad_lugre_coulomb(TlFrictionParams *p)
{
  p->terms = TL_FRICTION_LUGRE | TL_FRICTION_COULOMB;
}
static void
bad_lugre_static(TlFrictionParams *p)
{
  p->terms = TL_FRICTION_LUGRE | TL_FRICTION_STATIC;
}
static void
bad_dahl_stribeck(TlFrictionParams *p)
{
  p->terms = TL_FRICTION_DAHL | TL_FRICTION_STRIBECK;
}
static void bad_static_alone(TlFrictionParams *p) { p->terms = TL_FRICTION_STATIC; }
static void bad_fc_negative(TlFrictionParams *p) { p->fc = -2.385; }
static void bad_fc_zero(TlFrictionParams *p) { p->fc = 0.0; }
static void bad_fs_nan(TlFrictionParams *p) { p->fs = NAN; }
static void bad_vs_zero(TlFrictionParams *p) { p->vs = 0.0; }
static void bad_viscous(TlFrictionParams *p) { p->viscous = -0.4; }
static void bad_c1_inf(TlFrictionParams *p) { p->c1 = INFINITY; }
static void bad_c2_below(TlFrictionParams *p) { p->c2 = -1.2; }
static void bad_sigma_zero(TlFrictionParams *p) { p->dahl_sigma = 0.0; }
static void bad_alpha_zero(TlFrictionParams *p) { p->dahl_alpha = 0.0; }
static void bad_alpha_negative(TlFrictionParams *p) { p->dahl_alpha = -0.5; }
static void bad_alpha_huge(TlFrictionParams *p) { p->dahl_alpha = 23.9; }
static void bad_sigma0(TlFrictionParams *p) { p->sigma0 = -1e5; }
static void bad_sigma1(TlFrictionParams *p) { p->sigma1 = NAN; }
static void bad_sigma2(TlFrictionParams *p) { p->sigma2 = -0.4; }
static void bad_karnopp(TlFrictionParams *p) { p->karnopp = 0.0; }
static void bad_sign_eps(TlFrictionParams *p) { p->sign_eps = -1e-4; }
static void bad_sign_eps_zero(TlFrictionParams *p) { p->sign = TL_SIGN_TANH; p->sign_eps = 0.0; }
static void bad_sign_mode(TlFrictionParams *p) { p->sign = (TlSignMode)7; }

static const BadCase bad_cases[] = {
  { "no terms", bad_no_terms },
  { "unknown term", bad_unknown_term },
  { "lugre with coulomb", bad_lugre_coulomb },
  { "lugre with static", bad_lugre_static },
  { "dahl with stribeck", bad_dahl_stribeck },
  { "static alone", bad_static_alone },
  { "Fc < 0", bad_fc_negative },
  { "Fc = 0 (divides in Dahl)", bad_fc_zero },
  { "Fs NaN", bad_fs_nan },
  { "vs = 0 (divides)", bad_vs_zero },
  { "negative viscous", bad_viscous },
  { "C1 infinite", bad_c1_inf },
  { "Fc + C2 < 0", bad_c2_below },
  { "Dahl sigma = 0", bad_sigma_zero },
  { "alpha = 0", bad_alpha_zero },
  { "alpha < 0", bad_alpha_negative },
  { "alpha too large", bad_alpha_huge },
  { "sigma0 < 0", bad_sigma0 },
  { "sigma1 NaN", bad_sigma1 },
  { "sigma2 < 0", bad_sigma2 },
  { "Karnopp band 0", bad_karnopp },
  { "sign eps < 0", bad_sign_eps },
  { "sign eps 0 (divides)", bad_sign_eps_zero },
  { "unknown sign mode", bad_sign_mode },
};

static void
test_bad_params(gconstpointer data)
{
  const BadCase *c = data;
  TlFrictionParams p = tl_friction_params_default();
  c->spoil(&p);
  TlError err;
  tl_error_clear(&err);
  g_assert_cmpint(tl_friction_params_validate(&p, &err), ==, TL_EINVAL);
  g_assert_cmpint(err.status, ==, TL_EINVAL);
  g_assert_cmpuint(strlen(err.message), >, 10);
  /* the curve refuses it and leaves its output alone */
  double v[3] = { 7, 7, 7 }, f[3] = { 7, 7, 7 };
  g_assert_cmpint(tl_friction_curve(&p, -1, 1, 3, 0, v, f, NULL), ==, TL_EINVAL);
  g_assert_cmpfloat(v[1], ==, 7);
  g_assert_cmpfloat(f[1], ==, 7);
}

static void
test_bad_curve(void)
{
  g_test_summary("The curve's own arguments are checked");
  TlFrictionParams p = tl_friction_params_default();
  double v[4] = { 7, 7, 7, 7 }, f[4] = { 7, 7, 7, 7 };
  TlError err;
  g_assert_cmpint(tl_friction_curve(&p, 0.2, 0.2, 4, 0, v, f, &err), ==, TL_EINVAL);
  g_assert_cmpint(tl_friction_curve(&p, 0.3, -0.2, 4, 0, v, f, &err), ==, TL_EINVAL);
  g_assert_cmpint(tl_friction_curve(&p, NAN, 1, 4, 0, v, f, &err), ==, TL_EINVAL);
  g_assert_cmpint(tl_friction_curve(&p, -1, INFINITY, 4, 0, v, f, &err), ==, TL_EINVAL);
  g_assert_cmpint(tl_friction_curve(&p, -1, 1, 1, 0, v, f, &err), ==, TL_EINVAL);
  g_assert_cmpint(tl_friction_curve(&p, -1, 1, 4, NAN, v, f, &err), ==, TL_EINVAL);
  g_assert_cmpfloat(v[0], ==, 7);
  g_assert_cmpfloat(f[3], ==, 7);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/friction/laws/closed-forms", test_memoryless_laws);
  g_test_add_func("/friction/laws/stiction", test_stiction_rule);
  g_test_add_func("/friction/laws/regularised-sign", test_regularised_sign);
  g_test_add_func("/friction/laws/state-rates", test_state_rates);
  g_test_add_func("/friction/dahl/closed-forms", test_dahl_closed_forms);
  g_test_add_func("/friction/dahl/reversal", test_dahl_reversal);
  g_test_add_func("/friction/names", test_names);
  g_test_add_func("/friction/curve", test_curve);
  g_test_add_func("/friction/errors/curve", test_bad_curve);
  for (size_t i = 0; i < G_N_ELEMENTS(jac_cases); i++) {
    tl_test_add_data_funcf(&jac_cases[i], test_jacobian, "/friction/jacobian/%s",
                           jac_cases[i].what);
  }
  for (size_t i = 0; i < G_N_ELEMENTS(bad_cases); i++) {
    tl_test_add_data_funcf(&bad_cases[i], test_bad_params, "/friction/errors/%s",
                           bad_cases[i].what);
  }
  return g_test_run();
}
