/* friction.c — the friction terms, their parameters and the steady curve
 * (docs/theory.md §8 friction). */
#include "tribo/friction.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "tribo/names.h"
#include "tribo/ranges.h"

TlFrictionParams
tl_friction_params_default(void)
{
  TlFrictionParams p;
  p.terms = TL_FRICTION_LUGRE;
  p.fc = 1.0;
  p.fs = 1.5;
  p.vs = 1e-3;
  p.viscous = 0.4;
  p.c1 = p.c2 = p.fs - p.fc;
  p.dahl_sigma = 1e5;
  p.dahl_alpha = 1.0;
  p.sigma0 = 1e5;
  p.sigma1 = 316.0;
  p.sigma2 = 0.4;
  p.karnopp = 1e-4;
  p.sign = TL_SIGN_EXACT;
  p.sign_eps = 1e-4;
  return p;
}

/* ---- names ----------------------------------------------------------------- */

static const char *const term_names[TL_FRICTION_N_TERMS] = {
  "coulomb", "viscous", "stribeck", "static", "dahl", "lugre",
};

#define C TL_FRICTION_COULOMB
#define V TL_FRICTION_VISCOUS
#define S TL_FRICTION_STRIBECK
#define ST TL_FRICTION_STATIC
#define D TL_FRICTION_DAHL
#define L TL_FRICTION_LUGRE

/* The seed's combinations as docs/theory.md §8 reads them: eqs 1-4 with sgn v
 * restored so that F is odd in v; "+ Fs" of eqs 5, 10, 11 as the breakaway
 * threshold of the static term. */
static const TlFrictionLawInfo laws[] = {
  { "coulomb", C, "F = Fc sgn v" },
  { "viscous", V, "F = muv v" },
  { "coulomb-viscous", C | V, "F = Fc sgn v + muv v" },
  { "stribeck", C | S | V, "F = sgn(v) [Fc + C e^-(v/vs)^2] + muv v (eqs 1-4)" },
  { "eq1", C | S | V, "same as stribeck" },
  { "static", C | ST, "stick while |F_ex| < Fs, then F = Fc sgn v" },
  { "eq5", C | S | ST, "stick while |F_ex| < Fs, then Fc sgn v + Stribeck (eqs 5-6)" },
  { "eq7", C | S | V | ST, "stick while |F_ex| < Fs, then Fc sgn v + muv v + Stribeck (eq 7)" },
  { "dahl", D, "dF/dx = sigma |1 - F/Fc sgn v|^alpha sgn(1 - F/Fc sgn v)" },
  { "eq8", D | V, "Dahl + muv v (eq 8)" },
  { "dahl-viscous", D | V, "same as eq8" },
  { "eq10", D | ST, "Dahl with the static breakaway threshold Fs (eq 10)" },
  { "dahl-static", D | ST, "same as eq10" },
  { "eq11", D | V | ST, "Dahl + muv v with the static breakaway threshold Fs (eq 11)" },
  { "dahl-static-viscous", D | V | ST, "same as eq11" },
  { "lugre", L, "dz/dt = v - sigma0 |v| z/g(v), F = sigma0 z + sigma1 dz/dt + sigma2 v" },
};

#undef C
#undef V
#undef S
#undef ST
#undef D
#undef L

const TlFrictionLawInfo *
tl_friction_laws(size_t *n)
{
  *n = sizeof laws / sizeof laws[0];
  return laws;
}

const char *
tl_friction_law_name(unsigned terms)
{
  for (size_t i = 0; i < sizeof laws / sizeof laws[0]; i++)
    if (laws[i].terms == terms)
      return laws[i].name;
  return NULL;
}

const char *
tl_friction_term_name(unsigned term)
{
  for (int i = 0; i < TL_FRICTION_N_TERMS; i++)
    if (term == 1u << i)
      return term_names[i];
  return NULL;
}

void
tl_friction_terms_string(unsigned terms, char *buf, size_t len)
{
  size_t used = 0;
  if (len == 0)
    return;
  buf[0] = '\0';
  for (int i = 0; i < TL_FRICTION_N_TERMS; i++) {
    if (!(terms & (1u << i)))
      continue;
    const int n = snprintf(buf + used, len - used, "%s%s", used ? "+" : "", term_names[i]);
    if (n < 0 || (size_t)n >= len - used)
      return;
    used += (size_t)n;
  }
}

static int
term_from_name(const char *name, size_t len)
{
  for (int i = 0; i < TL_FRICTION_N_TERMS; i++)
    if (strlen(term_names[i]) == len && strncmp(name, term_names[i], len) == 0)
      return (int)(1u << i);
  return 0;
}

TlStatus
tl_friction_law_parse(const char *text, unsigned *terms, TlError *err)
{
  if (!text || !text[0])
    return tl_error_set(err, TL_EINVAL, "no friction law given");
  if (!strchr(text, '+')) {
    for (size_t i = 0; i < sizeof laws / sizeof laws[0]; i++) {
      if (strcmp(text, laws[i].name) == 0) {
        *terms = laws[i].terms;
        return TL_OK;
      }
    }
  }
  /* a '+'-joined list of terms */
  unsigned set = 0;
  const char *p = text;
  for (;;) {
    const char *end = strchr(p, '+');
    const size_t len = end ? (size_t)(end - p) : strlen(p);
    const int bit = term_from_name(p, len);
    if (!bit)
      return tl_error_set(err, TL_EINVAL,
                          "unknown friction law or term '%.*s' in '%s' (laws: coulomb, viscous, "
                          "coulomb-viscous, stribeck, static, dahl, lugre, eq1, eq5, eq7, eq8, "
                          "eq10, eq11; terms to join with '+': coulomb, viscous, stribeck, "
                          "static, dahl, lugre)",
                          (int)(len > 40 ? 40 : len), p, text);
    set |= (unsigned)bit;
    if (!end)
      break;
    p = end + 1;
  }
  *terms = set;
  return TL_OK;
}

static const char *const sign_names[] = { "exact", "tanh", "sqrt" };

TL_DEFINE_ENUM_NAMES(tl_sign_mode, TlSignMode, sign_names, "sign mode", "unknown")

/* ---- validation ------------------------------------------------------------ */

static TlStatus
check_terms(unsigned t, TlError *err)
{
  if (t == 0)
    return tl_error_set(err, TL_EINVAL, "the friction law has no term");
  if (t & ~TL_FRICTION_ALL_TERMS)
    return tl_error_set(err, TL_EINVAL, "unknown friction term bits 0x%x", t);
  if ((t & TL_FRICTION_LUGRE) &&
      (t & (TL_FRICTION_COULOMB | TL_FRICTION_STRIBECK | TL_FRICTION_DAHL | TL_FRICTION_STATIC)))
    return tl_error_set(err, TL_EINVAL,
                        "LuGre already contains the Coulomb and Stribeck levels (through g(v)) "
                        "and stiction (through its bristles): combine it with viscous only");
  if ((t & TL_FRICTION_DAHL) && (t & (TL_FRICTION_COULOMB | TL_FRICTION_STRIBECK)))
    return tl_error_set(err, TL_EINVAL,
                        "Dahl already tends to the Coulomb level Fc and has no Stribeck term "
                        "(use LuGre for that): combine it with viscous or static only");
  if ((t & TL_FRICTION_STATIC) &&
      !(t & (TL_FRICTION_COULOMB | TL_FRICTION_STRIBECK | TL_FRICTION_VISCOUS | TL_FRICTION_DAHL)))
    return tl_error_set(err, TL_EINVAL,
                        "the static term is a breakaway threshold: it needs a sliding term "
                        "(coulomb, stribeck, viscous or dahl)");
  return TL_OK;
}

TlStatus
tl_friction_params_validate(const TlFrictionParams *p, TlError *err)
{
  TlStatus s;
  if ((s = check_terms(p->terms, err)) != TL_OK)
    return s;
  const double f0 = TL_RANGE_FORCE_MIN, f1 = TL_RANGE_FORCE_MAX;
  const double k0 = TL_RANGE_STIFFNESS_MIN, k1 = TL_RANGE_STIFFNESS_MAX;
  const double d1 = TL_RANGE_DAMPING_MAX;
  const double v0 = TL_RANGE_SMALL_VELOCITY_MIN, v1 = TL_RANGE_VELOCITY_MAX;
  if ((s = tl_check_range(p->fc, f0, f1, "Coulomb friction Fc", "N", err)) != TL_OK ||
      (s = tl_check_range(p->fs, f0, f1, "static friction Fs", "N", err)) != TL_OK ||
      (s = tl_check_range(p->vs, v0, v1, "Stribeck velocity vs", "m/s", err)) != TL_OK ||
      (s = tl_check_range(p->viscous, 0.0, d1, "viscous coefficient", "N s/m", err)) != TL_OK ||
      (s = tl_check_range(p->c1, -f1, f1, "Stribeck excess C1", "N", err)) != TL_OK ||
      (s = tl_check_range(p->c2, -f1, f1, "Stribeck excess C2", "N", err)) != TL_OK ||
      (s = tl_check_range(p->dahl_sigma, k0, k1, "Dahl stiffness sigma", "N/m", err)) != TL_OK ||
      (s = tl_check_positive(p->dahl_alpha, "Dahl exponent alpha", "", err)) != TL_OK ||
      (s = tl_check_range(p->sigma0, k0, k1, "LuGre stiffness sigma0", "N/m", err)) != TL_OK ||
      (s = tl_check_range(p->sigma1, 0.0, d1, "LuGre damping sigma1", "N s/m", err)) != TL_OK ||
      (s = tl_check_range(p->sigma2, 0.0, d1, "LuGre viscous coefficient sigma2", "N s/m",
                          err)) != TL_OK ||
      (s = tl_check_range(p->karnopp, v0, v1, "Karnopp band half-width", "m/s", err)) != TL_OK ||
      (s = tl_check_range(p->sign_eps, v0, v1, "sign regularisation width", "m/s", err)) != TL_OK)
    return s;
  if (p->dahl_alpha > TL_DAHL_ALPHA_MAX)
    return tl_error_set(err, TL_EINVAL, "Dahl exponent alpha must not exceed %g (got %g)",
                        TL_DAHL_ALPHA_MAX, p->dahl_alpha);
  if (!(p->fc + p->c1 > 0.0) || !(p->fc + p->c2 > 0.0))
    return tl_error_set(err, TL_EINVAL,
                        "Fc + C1 and Fc + C2 must be positive (the Stribeck curve g(v) may not "
                        "reach zero): got Fc = %g N, C1 = %g N, C2 = %g N",
                        p->fc, p->c1, p->c2);
  if ((unsigned)p->sign > TL_SIGN_SQRT)
    return tl_error_set(err, TL_EINVAL, "unknown sign mode %d", (int)p->sign);
  return TL_OK;
}

/* ---- evaluation ------------------------------------------------------------ */

static double
exact_sign(double v)
{
  return (double)((v > 0.0) - (v < 0.0));
}

double
tl_friction_sign(const TlFrictionParams *p, double v)
{
  switch (p->sign) {
  case TL_SIGN_TANH: return tanh(v / p->sign_eps);
  case TL_SIGN_SQRT: return v / hypot(v, p->sign_eps);
  case TL_SIGN_EXACT:
  default: return exact_sign(v);
  }
}

double
tl_friction_sign_derivative(const TlFrictionParams *p, double v)
{
  switch (p->sign) {
  case TL_SIGN_TANH: {
    const double t = tanh(v / p->sign_eps);
    return (1.0 - t * t) / p->sign_eps;
  }
  case TL_SIGN_SQRT: {
    const double h = hypot(v, p->sign_eps);
    return p->sign_eps * p->sign_eps / (h * h * h);
  }
  case TL_SIGN_EXACT:
  default: return 0.0; /* the jump's delta is not a usable derivative */
  }
}

/* C e^{−(v/vs)²} with C chosen by the direction of v. */
static double
stribeck_excess(const TlFrictionParams *p, double v)
{
  const double u = v / p->vs;
  const double c = v > 0.0 ? p->c1 : v < 0.0 ? p->c2 : 0.5 * (p->c1 + p->c2);
  return c * exp(-u * u);
}

double
tl_friction_stribeck_level(const TlFrictionParams *p, double v)
{
  return p->fc + stribeck_excess(p, v);
}

int
tl_friction_has_state(const TlFrictionParams *p)
{
  return (p->terms & (TL_FRICTION_DAHL | TL_FRICTION_LUGRE)) != 0;
}

/* Below this |1 − F/Fc sgn v| the Dahl slope α|y|^{α−1} of α < 1 is capped:
 * the exact slope is infinite at saturation. */
#define DAHL_Y_FLOOR 1e-12

/* Dahl (docs/theory.md §8 friction) in time: dF/dt = (dF/dx) v.  Dahl's force is
 * continuous in v, so its sgn v is always the exact one: a regularised sign
 * would move its fixed point to Fc/sgn_ε(v) > Fc. */
static void
dahl_eval(const TlFrictionParams *p, double v, double f, TlFrictionEval *e)
{
  const double sg = exact_sign(v);
  const double y = 1.0 - f * sg / p->fc;
  const double ay = fabs(y), a = p->dahl_alpha;
  const double pw = a == 1.0 ? ay : pow(ay, a);
  const double slope = a == 1.0 ? 1.0 : a * pow(fmax(ay, DAHL_Y_FLOOR), a - 1.0);
  e->force += f;
  e->dforce_ds += 1.0;
  e->rate = p->dahl_sigma * pw * exact_sign(y) * v;
  e->drate_ds = -p->dahl_sigma * slope * sg * v / p->fc;
  e->drate_dv = p->dahl_sigma * pw * exact_sign(y);
}

/* LuGre (Canudas de Wit et al. 1995): |v| is continuous, no regularisation. */
static void
lugre_eval(const TlFrictionParams *p, double v, double z, TlFrictionEval *e)
{
  const double ex = stribeck_excess(p, v);
  const double g = p->fc + ex;
  const double dg = ex * (-2.0 * v / (p->vs * p->vs));
  const double av = fabs(v);
  const double rate = v - p->sigma0 * av * z / g;
  const double dr_ds = -p->sigma0 * av / g;
  const double dr_dv = 1.0 - p->sigma0 * z * (exact_sign(v) * g - av * dg) / (g * g);
  e->rate = rate;
  e->drate_ds = dr_ds;
  e->drate_dv = dr_dv;
  e->force += p->sigma0 * z + p->sigma1 * rate + p->sigma2 * v;
  e->dforce_ds += p->sigma0 + p->sigma1 * dr_ds;
  e->dforce_dv += p->sigma1 * dr_dv + p->sigma2;
}

void
tl_friction_eval(const TlFrictionParams *p, double v, double s, TlFrictionEval *out)
{
  TlFrictionEval e = { 0 };
  const unsigned t = p->terms;
  if (t & (TL_FRICTION_COULOMB | TL_FRICTION_STRIBECK)) {
    const double sg = tl_friction_sign(p, v), dsg = tl_friction_sign_derivative(p, v);
    if (t & TL_FRICTION_COULOMB) {
      e.force += p->fc * sg;
      e.dforce_dv += p->fc * dsg;
    }
    if (t & TL_FRICTION_STRIBECK) {
      const double ex = stribeck_excess(p, v);
      e.force += ex * sg;
      e.dforce_dv += ex * (dsg - 2.0 * v / (p->vs * p->vs) * sg);
    }
  }
  if (t & TL_FRICTION_VISCOUS) {
    e.force += p->viscous * v;
    e.dforce_dv += p->viscous;
  }
  if (t & TL_FRICTION_DAHL)
    dahl_eval(p, v, s, &e);
  if (t & TL_FRICTION_LUGRE)
    lugre_eval(p, v, s, &e);
  *out = e;
}

double
tl_friction_steady_state(const TlFrictionParams *p, double v)
{
  if (p->terms & TL_FRICTION_LUGRE)
    return tl_friction_stribeck_level(p, v) * exact_sign(v) / p->sigma0;
  if (p->terms & TL_FRICTION_DAHL)
    return p->fc * exact_sign(v);
  return 0.0;
}

double
tl_friction_stiction(const TlFrictionParams *p, double f_ex)
{
  return exact_sign(f_ex) * fmin(fabs(f_ex), p->fs);
}

double
tl_friction_breakaway(const TlFrictionParams *p)
{
  const unsigned t = p->terms;
  if (t & TL_FRICTION_STATIC)
    return p->fs;
  double level = (t & (TL_FRICTION_COULOMB | TL_FRICTION_DAHL | TL_FRICTION_LUGRE)) ? p->fc : 0.0;
  if (t & (TL_FRICTION_STRIBECK | TL_FRICTION_LUGRE))
    level += fmax(p->c1, p->c2);
  return fmax(level, 0.0);
}

double
tl_friction_term_steady(const TlFrictionParams *p, unsigned term, double v, double f_ex)
{
  switch (term & p->terms) {
  case TL_FRICTION_COULOMB: return p->fc * tl_friction_sign(p, v);
  case TL_FRICTION_VISCOUS: return p->viscous * v;
  case TL_FRICTION_STRIBECK: return stribeck_excess(p, v) * tl_friction_sign(p, v);
  case TL_FRICTION_STATIC: return v == 0.0 ? tl_friction_stiction(p, f_ex) : 0.0;
  case TL_FRICTION_DAHL: return p->fc * exact_sign(v);
  case TL_FRICTION_LUGRE:
    return tl_friction_stribeck_level(p, v) * exact_sign(v) + p->sigma2 * v;
  default: return 0.0;
  }
}

double
tl_friction_steady(const TlFrictionParams *p, double v, double f_ex)
{
  if (v == 0.0)
    return (p->terms & TL_FRICTION_STATIC) ? tl_friction_stiction(p, f_ex) : 0.0;
  TlFrictionEval e;
  tl_friction_eval(p, v, tl_friction_steady_state(p, v), &e);
  return e.force;
}

TlStatus
tl_friction_curve(const TlFrictionParams *p, double v_min, double v_max, int n, double f_ex,
                  double *v, double *force, TlError *err)
{
  TlStatus s;
  if ((s = tl_friction_params_validate(p, err)) != TL_OK)
    return s;
  if (!(fabs(v_min) <= TL_RANGE_VELOCITY_MAX && fabs(v_max) <= TL_RANGE_VELOCITY_MAX))
    return tl_error_set(err, TL_EINVAL,
                        "the velocity range v_min to v_max must lie within +-%g m/s (got %g to "
                        "%g m/s)",
                        TL_RANGE_VELOCITY_MAX, v_min, v_max);
  if (!(v_min < v_max))
    return tl_error_set(err, TL_EINVAL,
                        "the velocity range needs v_min < v_max (got %g to %g m/s)", v_min,
                        v_max);
  if (n < 2 || n > TL_FRICTION_CURVE_MAX_POINTS)
    return tl_error_set(err, TL_EINVAL, "the curve needs 2 to %d points (got %d)",
                        TL_FRICTION_CURVE_MAX_POINTS, n);
  if ((s = tl_check_range(f_ex, -TL_RANGE_FORCE_MAX, TL_RANGE_FORCE_MAX, "applied force F_ex",
                          "N", err)) != TL_OK)
    return s;
  for (int i = 0; i < n; i++) {
    /* i/(n−1) from both ends so that a symmetric range hits v = 0 exactly */
    const double a = (double)i / (double)(n - 1);
    v[i] = i == n - 1 ? v_max : (1.0 - a) * v_min + a * v_max;
    if (2 * i == n - 1 && v_min == -v_max)
      v[i] = 0.0;
    force[i] = tl_friction_steady(p, v[i], f_ex);
  }
  return TL_OK;
}
