/* hertz.c — Hertz normal contact (docs/theory.md §1 Hertz). */
#include "tribo/hertz.h"
#include "gsl_internal.h"

#include <gsl/gsl_errno.h>
#include <gsl/gsl_math.h>
#include <gsl/gsl_roots.h>
#include <gsl/gsl_sf_ellint.h>
#include <math.h>
#include <string.h>

#include "tribo/ranges.h"

/* ---- materials ------------------------------------------------------- */

typedef struct {
  const char *name;
  TlMaterial material;
} NamedMaterial;

/* Typical handbook values; "thesis-steel" is the thesis's own input. */
static const NamedMaterial known_materials[] = {
  { "thesis-steel", { TL_ELASTIC_SHEAR, 82e9, 0.28 } },
  { "steel", { TL_ELASTIC_YOUNG, 210e9, 0.28 } },
  { "cast-iron", { TL_ELASTIC_YOUNG, 170e9, 0.26 } },
  { "aluminium", { TL_ELASTIC_YOUNG, 70e9, 0.33 } },
  { "brass", { TL_ELASTIC_YOUNG, 100e9, 0.34 } },
  { "glass", { TL_ELASTIC_YOUNG, 70e9, 0.22 } },
  { "ptfe", { TL_ELASTIC_YOUNG, 0.5e9, 0.46 } },
};

#define N_KNOWN (sizeof known_materials / sizeof known_materials[0])

const char *const *
tl_material_names(void)
{
  static const char *names[N_KNOWN + 1];
  for (size_t i = 0; i < N_KNOWN; i++)
    names[i] = known_materials[i].name;
  names[N_KNOWN] = NULL;
  return names;
}

TlMaterial
tl_material_thesis_steel(void)
{
  return known_materials[0].material;
}

TlStatus
tl_material_lookup(const char *name, TlMaterial *out, TlError *err)
{
  char list[200] = "";

  for (size_t i = 0; i < N_KNOWN; i++) {
    if (name && strcmp(name, known_materials[i].name) == 0) {
      *out = known_materials[i].material;
      return TL_OK;
    }
    strncat(list, i ? ", " : "", sizeof list - strlen(list) - 1);
    strncat(list, known_materials[i].name, sizeof list - strlen(list) - 1);
  }
  return tl_error_set(err, TL_EINVAL, "unknown material '%s' (known: %s)", name ? name : "(null)",
                      list);
}

TlStatus
tl_material_validate(const TlMaterial *m, const char *which, TlError *err)
{
  if (m->input != TL_ELASTIC_YOUNG && m->input != TL_ELASTIC_SHEAR)
    return tl_error_set(err, TL_EINVAL, "%s: unknown elastic input kind %d", which, (int)m->input);
  if (!(isfinite(m->modulus) && m->modulus >= TL_RANGE_MODULUS_MIN &&
        m->modulus <= TL_RANGE_MODULUS_MAX))
    return tl_error_set(err, TL_EINVAL, "%s: %s modulus must lie between %g and %g Pa (got %g Pa)",
                        which, m->input == TL_ELASTIC_YOUNG ? "Young's" : "shear",
                        TL_RANGE_MODULUS_MIN, TL_RANGE_MODULUS_MAX, m->modulus);
  if (!(isfinite(m->poisson) && m->poisson >= 0.0 && m->poisson < 0.5))
    return tl_error_set(err, TL_EINVAL,
                        "%s: Poisson's ratio must satisfy 0 <= nu < 0.5 (got %g)", which,
                        m->poisson);
  return TL_OK;
}

double
tl_material_shear_modulus(const TlMaterial *m)
{
  return m->input == TL_ELASTIC_SHEAR ? m->modulus : m->modulus / (2.0 * (1.0 + m->poisson));
}

double
tl_material_youngs_modulus(const TlMaterial *m)
{
  return m->input == TL_ELASTIC_YOUNG ? m->modulus : 2.0 * m->modulus * (1.0 + m->poisson);
}

TlStatus
tl_material_combine(const TlMaterial *m1, const TlMaterial *m2, TlCombinedMaterial *out,
                    TlError *err)
{
  TlStatus s;
  if ((s = tl_material_validate(m1, "wheel material", err)) != TL_OK)
    return s;
  if ((s = tl_material_validate(m2, "rail material", err)) != TL_OK)
    return s;

  const double g1 = tl_material_shear_modulus(m1), g2 = tl_material_shear_modulus(m2);
  const double e1 = tl_material_youngs_modulus(m1), e2 = tl_material_youngs_modulus(m2);
  const double n1 = m1->poisson, n2 = m2->poisson;

  out->shear_modulus = 2.0 / (1.0 / g1 + 1.0 / g2);
  out->poisson = out->shear_modulus * 0.5 * (n1 / g1 + n2 / g2);
  out->e_star = 1.0 / ((1.0 - n1 * n1) / e1 + (1.0 - n2 * n2) / e2);
  out->kd = 0.25 * out->shear_modulus * ((1.0 - 2.0 * n1) / g1 - (1.0 - 2.0 * n2) / g2);
  return TL_OK;
}

/* ---- the ellipse ratio ------------------------------------------------ */

/* Below this r − 1 the series r ≈ 1 + ¾(1 − g²) replaces the 0/0 quotient. */
#define CIRCLE_SERIES_LIMIT 1e-9

double
tl_hertz_curvature_ratio(double g)
{
  tl_gsl_init();
  if (g >= 1.0)
    return 1.0;
  const double m = (1.0 - g) * (1.0 + g); /* e², computed without cancellation */
  if (m < 4.0 / 3.0 * CIRCLE_SERIES_LIMIT)
    return 1.0 + 0.75 * m;
  const double e = sqrt(m);
  const double kk = gsl_sf_ellint_Kcomp(e, GSL_PREC_DOUBLE);
  const double ee = gsl_sf_ellint_Ecomp(e, GSL_PREC_DOUBLE);
  return (ee / (g * g) - kk) / (kk - ee);
}

static double
ratio_residual(double g, void *params)
{
  return tl_hertz_curvature_ratio(g) - *(const double *)params;
}

TlStatus
tl_hertz_ellipse_ratio(double r, double *g, TlError *err)
{
  tl_gsl_init();
  if (!(isfinite(r) && r >= 1.0))
    return tl_error_set(err, TL_EINVAL, "curvature ratio must be >= 1 (got %g)", r);
  if (r - 1.0 < CIRCLE_SERIES_LIMIT) {
    *g = sqrt(1.0 - 4.0 / 3.0 * (r - 1.0));
    return TL_OK;
  }
  const double g_lo = TL_HERTZ_MIN_RATIO;
  if (tl_hertz_curvature_ratio(g_lo) < r)
    return tl_error_set(err, TL_ERANGE,
                        "curvature ratio %g gives a contact ellipse more elongated than "
                        "1:%g, outside the solver's range",
                        r, 1.0 / TL_HERTZ_MIN_RATIO);

  /* r(g) falls monotonically from ∞ to 1 on (0, 1]: Brent on a sure bracket. */
  gsl_function f = { ratio_residual, &r };
  gsl_root_fsolver *s = gsl_root_fsolver_alloc(gsl_root_fsolver_brent);
  if (!s)
    return tl_error_set(err, TL_ENOMEM, "out of memory in the Hertz ellipse solver");
  gsl_root_fsolver_set(s, &f, g_lo, 1.0);
  int status = GSL_CONTINUE;
  for (int iter = 0; iter < 200 && status == GSL_CONTINUE; iter++) {
    gsl_root_fsolver_iterate(s);
    status = gsl_root_test_interval(gsl_root_fsolver_x_lower(s), gsl_root_fsolver_x_upper(s),
                                    0.0, 1e-14);
  }
  *g = gsl_root_fsolver_root(s);
  gsl_root_fsolver_free(s);
  if (status != GSL_SUCCESS)
    return tl_error_set(err, TL_EMAXITER, "Hertz ellipse-ratio iteration did not converge");
  return TL_OK;
}

/* ---- parameters -------------------------------------------------------- */

TlHertzParams
tl_hertz_params_default(void)
{
  TlHertzParams p;
  memset(&p, 0, sizeof p);
  p.wheel = tl_material_thesis_steel();
  p.rail = tl_material_thesis_steel();
  p.geometry = TL_GEOMETRY_SEMI_AXES;
  p.semi_a = 8.56e-3;
  p.semi_b = 4.08e-3;
  p.ref_load = 100e3;
  p.wheel_rx = 0.46;
  p.wheel_ry = INFINITY;
  p.rail_rx = INFINITY;
  p.rail_ry = 0.30;
  p.normal_load = 100e3;
  return p;
}

static TlStatus
check_radius(double r, const char *name, TlError *err)
{
  /* INFINITY (straight) is allowed; 0 and NaN are not. */
  if (isnan(r) || r == 0.0)
    return tl_error_set(err, TL_EINVAL,
                        "%s must be non-zero (use inf for a straight profile; got %g m)", name, r);
  if (isfinite(r) && !(fabs(r) >= TL_RANGE_RADIUS_MIN && fabs(r) <= TL_RANGE_RADIUS_MAX))
    return tl_error_set(err, TL_EINVAL,
                        "%s must lie between %g and %g m in magnitude, or be inf (got %g m)",
                        name, TL_RANGE_RADIUS_MIN, TL_RANGE_RADIUS_MAX, r);
  return TL_OK;
}

static double
curvature(double radius)
{
  return isinf(radius) ? 0.0 : 1.0 / radius;
}

TlStatus
tl_hertz_params_validate(const TlHertzParams *p, TlError *err)
{
  TlStatus s;
  TlCombinedMaterial cm;

  if ((s = tl_material_combine(&p->wheel, &p->rail, &cm, err)) != TL_OK)
    return s;
  if ((s = tl_check_range(p->normal_load, TL_RANGE_LOAD_MIN, TL_RANGE_LOAD_MAX, "normal load F_N",
                          "N", err)) != TL_OK)
    return s;
  if (p->geometry == TL_GEOMETRY_SEMI_AXES) {
    if ((s = tl_check_positive(p->semi_a, "semi-axis a", "m", err)) != TL_OK ||
        (s = tl_check_positive(p->semi_b, "semi-axis b", "m", err)) != TL_OK)
      return s;
    const double g = fmin(p->semi_a, p->semi_b) / fmax(p->semi_a, p->semi_b);
    if (g < TL_HERTZ_MIN_RATIO)
      return tl_error_set(err, TL_ERANGE, "semi-axes ratio %g is outside the solver's range", g);
    if ((s = tl_check_range(p->semi_a, TL_RANGE_SEMI_AXIS_MIN, TL_RANGE_SEMI_AXIS_MAX,
                            "semi-axis a", "m", err)) != TL_OK ||
        (s = tl_check_range(p->semi_b, TL_RANGE_SEMI_AXIS_MIN, TL_RANGE_SEMI_AXIS_MAX,
                            "semi-axis b", "m", err)) != TL_OK ||
        (s = tl_check_range(p->ref_load, TL_RANGE_LOAD_MIN, TL_RANGE_LOAD_MAX, "reference load",
                            "N", err)) != TL_OK)
      return s;
    return TL_OK;
  }
  if (p->geometry != TL_GEOMETRY_RADII)
    return tl_error_set(err, TL_EINVAL, "unknown geometry mode %d", (int)p->geometry);
  if ((s = check_radius(p->wheel_rx, "wheel radius R_wx", err)) != TL_OK ||
      (s = check_radius(p->wheel_ry, "wheel profile radius R_wy", err)) != TL_OK ||
      (s = check_radius(p->rail_rx, "rail radius R_rx", err)) != TL_OK ||
      (s = check_radius(p->rail_ry, "rail profile radius R_ry", err)) != TL_OK)
    return s;
  const double ca = 0.5 * (curvature(p->wheel_rx) + curvature(p->rail_rx));
  const double cb = 0.5 * (curvature(p->wheel_ry) + curvature(p->rail_ry));
  if (!(ca > 0.0))
    return tl_error_set(err, TL_EINVAL,
                        "relative curvature A = (1/R_wx + 1/R_rx)/2 must be positive (got %g "
                        "1/m): the bodies do not touch at a point in the rolling direction",
                        ca);
  if (!(cb > 0.0))
    return tl_error_set(err, TL_EINVAL,
                        "relative curvature B = (1/R_wy + 1/R_ry)/2 must be positive (got %g "
                        "1/m): the bodies do not touch at a point in the lateral direction",
                        cb);
  return TL_OK;
}

/* ---- the solve ---------------------------------------------------------- */

static double
ellint_k(double e)
{
  tl_gsl_init();
  return gsl_sf_ellint_Kcomp(e, GSL_PREC_DOUBLE);
}

static double
ellint_e(double e)
{
  tl_gsl_init();
  return gsl_sf_ellint_Ecomp(e, GSL_PREC_DOUBLE);
}

/* Fill the load-dependent part of the result from a, b. */
static void
finish(TlHertzResult *out)
{
  const double minor = fmin(out->a, out->b);
  out->ratio = minor / fmax(out->a, out->b);
  out->eccentricity = sqrt((1.0 - out->ratio) * (1.0 + out->ratio));
  out->p0 = 3.0 * out->normal_load / (2.0 * M_PI * out->a * out->b);
  out->mean_pressure = 2.0 / 3.0 * out->p0;
  out->approach = out->p0 * minor * ellint_k(out->eccentricity) / out->material.e_star;
}

/* Solve into *out only on success, so a failed solve leaves the caller's
 * previous result untouched. */
TlStatus
tl_hertz_solve(const TlHertzParams *p, TlHertzResult *out, TlError *err)
{
  TlStatus s;
  TlHertzResult res;

  if ((s = tl_hertz_params_validate(p, err)) != TL_OK)
    return s;
  memset(&res, 0, sizeof res);
  tl_material_combine(&p->wheel, &p->rail, &res.material, NULL);
  res.normal_load = p->normal_load;
  if (fabs(res.material.kd) > TL_KD_WARN_LIMIT)
    res.warnings |= TL_HERTZ_WARN_KD;
  const double estar = res.material.e_star;

  if (p->geometry == TL_GEOMETRY_SEMI_AXES) {
    /* The given semi-axes fix the curvatures; a different load scales both
     * by (F_N/F_ref)^(1/3) at the same ratio. */
    const double scale = cbrt(p->normal_load / p->ref_load);
    const double g = fmin(p->semi_a, p->semi_b) / fmax(p->semi_a, p->semi_b);
    const double e = sqrt((1.0 - g) * (1.0 + g));
    const double minor_ref = fmin(p->semi_a, p->semi_b);
    const double sum = 3.0 * p->ref_load * ellint_e(e) * g /
                       (2.0 * M_PI * estar * minor_ref * minor_ref * minor_ref);
    const double r = tl_hertz_curvature_ratio(g);
    /* The major axis lies along the direction of the smaller curvature. */
    const double small = sum / (1.0 + r), large = sum - small;
    res.curv_a = p->semi_a >= p->semi_b ? small : large;
    res.curv_b = p->semi_a >= p->semi_b ? large : small;
    res.a = p->semi_a * scale;
    res.b = p->semi_b * scale;
  } else {
    res.curv_a = 0.5 * (curvature(p->wheel_rx) + curvature(p->rail_rx));
    res.curv_b = 0.5 * (curvature(p->wheel_ry) + curvature(p->rail_ry));
    const double ca = res.curv_a, cb = res.curv_b;
    double g;
    if ((s = tl_hertz_ellipse_ratio(fmax(ca, cb) / fmin(ca, cb), &g, err)) != TL_OK)
      return s;
    const double e = sqrt((1.0 - g) * (1.0 + g));
    const double minor =
      cbrt(3.0 * p->normal_load * ellint_e(e) * g / (2.0 * M_PI * estar * (ca + cb)));
    const double major = minor / g;
    res.a = ca <= cb ? major : minor;
    res.b = ca <= cb ? minor : major;
  }
  /* Each input lies in its range, but their combination may not: a tiny
   * load on huge radii, or a semi-axis scaled by (F_N/F_ref)^(1/3). */
  if (!(res.a >= TL_RANGE_SEMI_AXIS_MIN && res.a <= TL_RANGE_SEMI_AXIS_MAX &&
        res.b >= TL_RANGE_SEMI_AXIS_MIN && res.b <= TL_RANGE_SEMI_AXIS_MAX))
    return tl_error_set(err, TL_ERANGE,
                        "the contact ellipse (a = %g m, b = %g m) leaves the range %g to %g m "
                        "that the models cover: change the load or the geometry",
                        res.a, res.b, TL_RANGE_SEMI_AXIS_MIN, TL_RANGE_SEMI_AXIS_MAX);
  finish(&res);
  if (!(isfinite(res.p0) && isfinite(res.approach)))
    return tl_error_set(err, TL_ERANGE, "the Hertz solution is not finite (p0 = %g Pa)", res.p0);
  *out = res;
  return TL_OK;
}

double
tl_hertz_pressure(const TlHertzResult *r, double x, double y)
{
  const double q = 1.0 - (x * x) / (r->a * r->a) - (y * y) / (r->b * r->b);
  return q > 0.0 ? r->p0 * sqrt(q) : 0.0;
}
