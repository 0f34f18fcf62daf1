/* test-hertz.c — Hertz normal contact against closed forms and docs/theory.md §1 Hertz. */
#include <string.h>

#include "tl-test-util.h"
#include "tribo/hertz.h"
#include "tribo/units.h"

/* Two bodies of material m touching with the given principal radii [m]
 * under a load [N]. */
static TlHertzParams
radii_case(TlMaterial m, double wrx, double wry, double rrx, double rry, double load)
{
  return (TlHertzParams){ .wheel = m,
                          .rail = m,
                          .geometry = TL_GEOMETRY_RADII,
                          .wheel_rx = wrx,
                          .wheel_ry = wry,
                          .rail_rx = rrx,
                          .rail_ry = rry,
                          .normal_load = load };
}

static const TlMaterial steel_e210 = { TL_ELASTIC_YOUNG, 210e9, 0.28 };

/* docs/theory.md §1 Hertz: E = 210 GPa, ν = 0.28, R_wx = 0.46 m, R_ry = 0.30 m,
 * 100 kN → 7.192 × 5.410 mm, p0 = 1227 MPa, δ = 0.105 mm.  The reference
 * values carry 4 (δ: 3) significant digits: tolerance half a unit of the last. */
static void
test_physics_check_radii(void)
{
  g_test_summary("Ellipse from radii reproduces the theory manual's check values");
  TlHertzParams p = radii_case(steel_e210, 0.46, INFINITY, INFINITY, 0.30, 100e3);
  TlHertzResult r;
  TlError err;
  g_assert_cmpint(tl_hertz_solve(&p, &r, &err), ==, TL_OK);
  g_assert_cmpfloat_with_epsilon(r.a / TL_UNIT_MM, 7.192, 0.0005);
  g_assert_cmpfloat_with_epsilon(r.b / TL_UNIT_MM, 5.410, 0.0005);
  g_assert_cmpfloat_with_epsilon(r.p0 / TL_UNIT_MPA, 1227.0, 0.5);
  g_assert_cmpfloat_with_epsilon(r.approach / TL_UNIT_MM, 0.105, 0.0005);
  g_assert_cmpfloat_with_epsilon(r.material.e_star / TL_UNIT_GPA, 113.93, 0.005);
  g_assert_cmpfloat_with_epsilon(r.material.shear_modulus / TL_UNIT_GPA, 82.03, 0.005);
  /* the major axis lies along the smaller curvature (A = 1.087 < B = 1.667) */
  g_assert_cmpfloat(r.a, >, r.b);
}

/* docs/theory.md §1 Hertz: direct a, b with G = 82 GPa, ν = 0.28, 100 kN → p0 = 1367.1 MPa,
 * δ = 0.1077 mm. */
static void
test_physics_check_semi_axes(void)
{
  g_test_summary("Semi-axes given directly reproduce the theory manual's p0 and approach");
  TlHertzParams p = tl_hertz_params_default();
  TlHertzResult r;
  g_assert_cmpint(tl_hertz_solve(&p, &r, NULL), ==, TL_OK);
  g_assert_cmpfloat_with_epsilon(r.a, 8.56e-3, 1e-15);
  g_assert_cmpfloat_with_epsilon(r.b, 4.08e-3, 1e-15);
  g_assert_cmpfloat_with_epsilon(r.p0 / TL_UNIT_MPA, 1367.1, 0.05);
  g_assert_cmpfloat_with_epsilon(r.approach / TL_UNIT_MM, 0.1077, 0.00005);
  g_assert_cmpfloat_with_epsilon(r.mean_pressure, 2.0 / 3.0 * r.p0, 1e-6);
}

/* docs/theory.md §1 Hertz: 8.56 × 4.08 mm at 100 kN, loaded to 150 kN → 9.799 × 4.670 mm. */
static void
test_semi_axes_load_scaling(void)
{
  g_test_summary("Semi-axes scale with (F/F_ref)^(1/3) at constant curvature");
  TlHertzParams p = tl_hertz_params_default();
  p.normal_load = 150e3;
  TlHertzResult r;
  g_assert_cmpint(tl_hertz_solve(&p, &r, NULL), ==, TL_OK);
  g_assert_cmpfloat_with_epsilon(r.a / TL_UNIT_MM, 9.799, 0.0005);
  g_assert_cmpfloat_with_epsilon(r.b / TL_UNIT_MM, 4.670, 0.0005);
}

/* The curvatures implied by the given semi-axes, fed back as radii, must give
 * the same ellipse: an independent route through the transcendental equation.
 * Tolerance: the root finder's 1e-14 in g, amplified by the cube root only. */
static void
test_semi_axes_radii_round_trip(void)
{
  g_test_summary("Curvatures derived from a, b give a, b back through the radii path");
  TlHertzParams p = tl_hertz_params_default();
  TlHertzResult r, back;
  g_assert_cmpint(tl_hertz_solve(&p, &r, NULL), ==, TL_OK);
  TlHertzParams q = radii_case(p.wheel, 1.0 / (2.0 * r.curv_a), INFINITY, INFINITY,
                               1.0 / (2.0 * r.curv_b), p.normal_load);
  g_assert_cmpint(tl_hertz_solve(&q, &back, NULL), ==, TL_OK);
  tl_assert_rel(back.a, r.a, 1e-10);
  tl_assert_rel(back.b, r.b, 1e-10);
  tl_assert_rel(back.approach, r.approach, 1e-10);
  /* these semi-axes are often quoted as "A ≈ 0.866, B ≈ 2.647 1/m" (rounded:
   * an independent quadrature of K(e), E(e) gives 0.86754 and 2.65265 at
   * G = 82 GPa); their sum is within 0.25 % of ours, the ratio within 0.05 %. */
  tl_assert_rel(r.curv_a, 0.86754, 1e-4);
  tl_assert_rel(r.curv_b, 2.65265, 1e-4);
  tl_assert_rel(r.curv_a, 0.866, 2.5e-3);
  tl_assert_rel(r.curv_b, 2.647, 2.5e-3);
}

/* Sphere on a flat: a = (3FR/(4E*))^(1/3), δ = a²/R, p0 = 3F/(2πa²). */
static void
test_sphere_on_flat(void)
{
  g_test_summary("Sphere on flat against the closed form, and δ = a²/R");
  const double radius = 0.0238, load = 2385.0;
  TlHertzParams p = radii_case(steel_e210, radius, radius, INFINITY, INFINITY, load);
  TlHertzResult r;
  g_assert_cmpint(tl_hertz_solve(&p, &r, NULL), ==, TL_OK);
  const double estar = 210e9 / (2.0 * (1.0 - 0.28 * 0.28));
  const double a = cbrt(3.0 * load * radius / (4.0 * estar));
  tl_assert_rel(r.a, a, 1e-12);
  tl_assert_rel(r.b, a, 1e-12);
  tl_assert_rel(r.approach, a * a / radius, 1e-12);
  tl_assert_rel(r.p0, 3.0 * load / (2.0 * M_PI * a * a), 1e-12);
  g_assert_cmpfloat(r.ratio, ==, 1.0);
}

/* Nearly circular contacts go through the root finder; they must join the
 * circle continuously.  With r = 1 + ε the series gives g² = 1 − 4ε/3, so a
 * and b differ from the circle by O(ε). */
static void
test_near_circle_continuity(void)
{
  g_test_summary("Ellipse path joins the circle continuously as A → B");
  const double radius = 0.05;
  TlHertzResult circle, r;
  TlHertzParams p =
    radii_case(tl_material_thesis_steel(), radius, radius, INFINITY, INFINITY, 1e4);
  g_assert_cmpint(tl_hertz_solve(&p, &circle, NULL), ==, TL_OK);
  const double eps[] = { 1e-3, 1e-5, 1e-7, 1e-9, 1e-11 };
  for (size_t k = 0; k < G_N_ELEMENTS(eps); k++) {
    p.wheel_ry = radius * (1.0 + eps[k]);
    g_assert_cmpint(tl_hertz_solve(&p, &r, NULL), ==, TL_OK);
    const double c = sqrt(r.a * r.b);
    tl_assert_rel(c, circle.a, 2.0 * eps[k]);
    tl_assert_rel(r.approach, circle.approach, 2.0 * eps[k]);
    g_assert_cmpfloat(r.b, >=, r.a); /* R_wy grew: B < A, so b is the major axis */
  }
}

/* tl_hertz_ellipse_ratio inverts tl_hertz_curvature_ratio, including near 1,
 * and r(g) falls monotonically. */
static void
test_ratio_inverse(void)
{
  g_test_summary("Ellipse-ratio solver inverts r(g) from 1e-4 to 1");
  const double gs[] = { 1.2e-4, 0.01, 0.0731, 0.4766, 0.9, 0.999, 0.99999 };
  double last = INFINITY;
  for (size_t k = 0; k < G_N_ELEMENTS(gs); k++) {
    const double r = tl_hertz_curvature_ratio(gs[k]);
    g_assert_cmpfloat(r, <, last);
    last = r;
    double g;
    g_assert_cmpint(tl_hertz_ellipse_ratio(r, &g, NULL), ==, TL_OK);
    g_assert_cmpfloat_with_epsilon(g, gs[k], 1e-9 * fmax(1.0, 1.0 / (1.0 - gs[k])));
  }
  g_assert_cmpfloat(tl_hertz_curvature_ratio(1.0), ==, 1.0);
}

/* ∫ p dA = F_N: midpoint rule on a fine grid (error O(h^1.5) from the √ edge). */
static void
test_pressure_integrates_to_load(void)
{
  g_test_summary("The Hertz pressure field integrates to the normal load");
  TlHertzParams p = tl_hertz_params_default();
  TlHertzResult r;
  g_assert_cmpint(tl_hertz_solve(&p, &r, NULL), ==, TL_OK);
  const int n = 800;
  const double dx = 2 * r.a / n, dy = 2 * r.b / n;
  double sum = 0.0;
  for (int j = 0; j < n; j++)
    for (int i = 0; i < n; i++)
      sum += tl_hertz_pressure(&r, -r.a + (i + 0.5) * dx, -r.b + (j + 0.5) * dy) * dx * dy;
  tl_assert_rel(sum, p.normal_load, 1e-3);
  g_assert_cmpfloat(tl_hertz_pressure(&r, r.a * 1.01, 0.0), ==, 0.0);
  g_assert_cmpfloat(tl_hertz_pressure(&r, 0.0, 0.0), ==, r.p0);
}

/* Kalker's combined constants: identical bodies give E* = G/(1−ν) and K_d = 0;
 * steel on aluminium gives the closed-form K_d and a warning. */
static void
test_materials(void)
{
  g_test_summary("Combined material constants and the difference parameter");
  TlMaterial steel, alu;
  TlCombinedMaterial cm;
  g_assert_cmpint(tl_material_lookup("steel", &steel, NULL), ==, TL_OK);
  g_assert_cmpint(tl_material_lookup("aluminium", &alu, NULL), ==, TL_OK);
  g_assert_cmpint(tl_material_combine(&steel, &steel, &cm, NULL), ==, TL_OK);
  const double g = 210e9 / (2 * 1.28);
  tl_assert_rel(cm.shear_modulus, g, 1e-14);
  tl_assert_rel(cm.e_star, g / (1 - 0.28), 1e-14);
  g_assert_cmpfloat_with_epsilon(cm.kd, 0.0, 1e-15);

  g_assert_cmpint(tl_material_combine(&steel, &alu, &cm, NULL), ==, TL_OK);
  const double g1 = g, g2 = 70e9 / (2 * 1.33);
  const double gc = 2 / (1 / g1 + 1 / g2);
  tl_assert_rel(cm.kd, gc / 4 * ((1 - 0.56) / g1 - (1 - 0.66) / g2), 1e-12);
  tl_assert_rel(cm.poisson, gc * 0.5 * (0.28 / g1 + 0.33 / g2), 1e-12);

  TlHertzParams p = tl_hertz_params_default();
  p.rail = alu;
  TlHertzResult r;
  g_assert_cmpint(tl_hertz_solve(&p, &r, NULL), ==, TL_OK);
  g_assert_true(r.warnings & TL_HERTZ_WARN_KD);

  /* (E, ν) and (G, ν) inputs are the same material */
  TlMaterial as_g = { TL_ELASTIC_SHEAR, g, 0.28 };
  tl_assert_rel(tl_material_youngs_modulus(&as_g), 210e9, 1e-14);
}

typedef struct {
  const char *what;
  void (*spoil)(TlHertzParams *p);
  TlStatus expected;
} BadCase;

static void spoil_a_zero(TlHertzParams *p) { p->geometry = TL_GEOMETRY_RADII; p->wheel_rx = INFINITY; p->rail_rx = INFINITY; }
static void spoil_b_negative(TlHertzParams *p) { p->geometry = TL_GEOMETRY_RADII; p->wheel_ry = -0.25; p->rail_ry = 0.3; }
static void spoil_radius_zero(TlHertzParams *p) { p->geometry = TL_GEOMETRY_RADII; p->rail_ry = 0.0; }
static void spoil_radius_nan(TlHertzParams *p) { p->geometry = TL_GEOMETRY_RADII; p->wheel_rx = NAN; }
static void spoil_nu_half(TlHertzParams *p) { p->wheel.poisson = 0.5; }
static void spoil_nu_negative(TlHertzParams *p) { p->rail.poisson = -0.1; }
static void spoil_load_zero(TlHertzParams *p) { p->normal_load = 0.0; }
static void spoil_load_nan(TlHertzParams *p) { p->normal_load = NAN; }
static void spoil_load_inf(TlHertzParams *p) { p->normal_load = INFINITY; }
static void spoil_modulus(TlHertzParams *p) { p->wheel.modulus = -2.385e9; }
static void spoil_kind(TlHertzParams *p) { p->rail.input = (TlElasticInput)7; }
static void spoil_semi_axis(TlHertzParams *p) { p->semi_b = 0.0; }
static void spoil_ref_load(TlHertzParams *p) { p->ref_load = -1.0; }
static void spoil_elongated(TlHertzParams *p) { p->semi_b = p->semi_a * 1e-6; }
static void spoil_radii_elongated(TlHertzParams *p) { p->geometry = TL_GEOMETRY_RADII; p->wheel_ry = -0.30000000001; } /* a nearly conformal profile: B/A ~ 1e10 */
static void spoil_geometry(TlHertzParams *p) { p->geometry = (TlGeometryMode)9; }

static const BadCase bad_cases[] = {
  { "A = 0 (both straight in x)", spoil_a_zero, TL_EINVAL },
  { "B < 0 (conformal concave wheel)", spoil_b_negative, TL_EINVAL },
  { "zero radius", spoil_radius_zero, TL_EINVAL },
  { "NaN radius", spoil_radius_nan, TL_EINVAL },
  { "nu = 0.5", spoil_nu_half, TL_EINVAL },
  { "nu < 0", spoil_nu_negative, TL_EINVAL },
  { "F_N = 0", spoil_load_zero, TL_EINVAL },
  { "F_N = NaN", spoil_load_nan, TL_EINVAL },
  { "F_N = inf", spoil_load_inf, TL_EINVAL },
  { "negative modulus", spoil_modulus, TL_EINVAL },
  { "unknown elastic input", spoil_kind, TL_EINVAL },
  { "zero semi-axis", spoil_semi_axis, TL_EINVAL },
  { "negative reference load", spoil_ref_load, TL_EINVAL },
  { "semi-axes ratio 1e-6", spoil_elongated, TL_ERANGE },
  { "radii ratio beyond range", spoil_radii_elongated, TL_ERANGE },
  { "unknown geometry", spoil_geometry, TL_EINVAL },
};

static void
test_bad_input(gconstpointer data)
{
  const BadCase *c = data;
  TlHertzParams p = tl_hertz_params_default();
  c->spoil(&p);
  TlHertzResult r;
  memset(&r, 0x5a, sizeof r);
  const TlHertzResult before = r;
  TlError err;
  tl_error_clear(&err);
  g_assert_cmpint(tl_hertz_solve(&p, &r, &err), ==, c->expected);
  g_assert_cmpint(err.status, ==, c->expected);
  g_assert_cmpuint(strlen(err.message), >, 10);
  /* the result is untouched: no half-filled struct, no NaN */
  g_assert_cmpmem(&r, sizeof r, &before, sizeof before);
  /* without an error struct it still returns the status */
  g_assert_cmpint(tl_hertz_solve(&p, &r, NULL), ==, c->expected);
}

static void
test_unknown_material(void)
{
  g_test_summary("An unknown material name is an error listing the known ones");
  TlMaterial m;
  TlError err;
  g_assert_cmpint(tl_material_lookup("unobtainium", &m, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "unobtainium"));
  g_assert_nonnull(strstr(err.message, "steel"));
  g_assert_cmpint(tl_material_lookup(NULL, &m, NULL), ==, TL_EINVAL);
  for (const char *const *n = tl_material_names(); *n; n++) {
    g_assert_cmpint(tl_material_lookup(*n, &m, NULL), ==, TL_OK);
    g_assert_cmpint(tl_material_validate(&m, *n, NULL), ==, TL_OK);
  }
  double g;
  g_assert_cmpint(tl_hertz_ellipse_ratio(0.5, &g, NULL), ==, TL_EINVAL);
  g_assert_cmpint(tl_hertz_ellipse_ratio(NAN, &g, NULL), ==, TL_EINVAL);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/hertz/physics-check/radii", test_physics_check_radii);
  g_test_add_func("/hertz/physics-check/semi-axes", test_physics_check_semi_axes);
  g_test_add_func("/hertz/semi-axes/load-scaling", test_semi_axes_load_scaling);
  g_test_add_func("/hertz/semi-axes/radii-round-trip", test_semi_axes_radii_round_trip);
  g_test_add_func("/hertz/circle/sphere-on-flat", test_sphere_on_flat);
  g_test_add_func("/hertz/circle/continuity", test_near_circle_continuity);
  g_test_add_func("/hertz/ratio/inverse", test_ratio_inverse);
  g_test_add_func("/hertz/pressure/integral", test_pressure_integrates_to_load);
  g_test_add_func("/hertz/materials/combine", test_materials);
  g_test_add_func("/hertz/errors/unknown-material", test_unknown_material);
  for (size_t i = 0; i < G_N_ELEMENTS(bad_cases); i++) {
    tl_test_add_data_funcf(&bad_cases[i], test_bad_input, "/hertz/errors/%s", bad_cases[i].what);
  }
  return g_test_run();
}
