/* test-subsurface.c — stresses below the surface against the chapter's
 * independent references (docs/theory-subsurface.md §5): Love's rectangle
 * by quadrature, Hertz's closed forms on the axis, the ellipsoidal-potential
 * values of the thesis ellipse, Hamilton's sliding sphere, McEwen's sliding
 * cylinder, equilibrium of a depth plane, the Boussinesq–Cerruti far field,
 * GSL's eigen solver; and the traction field's sources. */
#include <gsl/gsl_eigen.h>
#include <gsl/gsl_integration.h>
#include <gsl/gsl_rng.h>
#include <gsl/gsl_sort_vector.h>
#include <string.h>

#include "tl-test-util.h"
#include "tribo/brush.h"
#include "tribo/fastsim.h"
#include "tribo/subsurface.h"
#include "tribo/traction-field.h"
#include "tribo/units.h"

#define MM TL_UNIT_MM
#define MPA TL_UNIT_MPA

/* ---- fixtures -------------------------------------------------------------------- */

/* A circle of radius a at load F with Poisson ratio nu in both bodies. */
static TlContactParams
circle_case(int m, double a, double nu, double mu)
{
  TlContactParams p = tl_contact_params_default();
  p.hertz.geometry = TL_GEOMETRY_SEMI_AXES;
  p.hertz.semi_a = p.hertz.semi_b = a;
  p.hertz.ref_load = p.hertz.normal_load = 5.31e4;
  p.hertz.wheel.poisson = p.hertz.rail.poisson = nu;
  p.mx = p.my = m;
  p.mu = mu;
  p.cx = p.cy = p.spin = 0.0;
  return p;
}

static void
field_of(TlTractionField *f, TlFieldSource src, const TlContactParams *p)
{
  TlError err;
  const TlStatus s = tl_traction_field_compute(f, src, p, &err);
  if (s != TL_OK)
    g_error("traction field: %s", err.message);
}

static TlStress
stress_at(const TlTractionField *f, TlBody body, double x, double y, double d)
{
  TlStress s;
  TlError err;
  if (tl_subsurface_point(f, body, x, y, d, &s, &err) != TL_OK)
    g_error("stress at (%g, %g, %g): %s", x, y, d, err.message);
  return s;
}

/* ---- one cell: the chapter's unit-rectangle table ------------------------------- */

/* Cell 1 × 0.8 at the origin, ν = 0.28; values per unit traction from the
 * chapter's closed form and 2-D quadrature of the point-force stresses
 * (agreeing to 1e-16), printed to 6 decimals: tolerance 6e-7. */
static void
test_cell_table(void)
{
  g_test_summary("One uniformly loaded rectangle against the tabulated quadrature values");
  static const struct {
    double x, y, d;
    double v[18];
  } rows[] = {
    {0.3, 0.2, 0.5, {-0.064118, -0.044544, -0.485213, -0.021791, -0.116611, -0.098732,
                     -0.092544, +0.000018, -0.116611, -0.035257, -0.118811, -0.028481,
                     -0.007367, -0.056170, -0.098732, -0.035927, -0.028481, -0.091924}},
    {1.2, -0.7, 0.25, {-0.015264, -0.018014, -0.001809, -0.002356, -0.006942, +0.004217,
                       -0.116061, -0.024050, -0.006942, +0.059424, -0.028196, +0.016360,
                       +0.044163, +0.040405, +0.004217, -0.049325, +0.016360, -0.011113}},
    {0.1, 0.05, 0.0, {-0.751496, -0.808504, -1, +0.003359, 0, 0,
                      -0.189131, -0.018499, 0, -0.048160, -1, 0,
                      -0.021009, -0.136960, 0, -0.054185, 0, -1}},
  };
  for (size_t r = 0; r < G_N_ELEMENTS(rows); r++) {
    double k[18];
    g_assert_cmpint(tl_subsurface_cell(rows[r].x, rows[r].y, rows[r].d, 1.0, 0.8, 0.28, k, NULL),
                    ==, TL_OK);
    for (int f = 0; f < 18; f++)
      g_assert_cmpfloat_with_epsilon(k[f], rows[r].v[f], 6e-7);
  }
  /* the surface limit is O(d): d = 1e-7 agrees with d = 0 to ~3e-7 */
  double k0[18], k1[18];
  tl_subsurface_cell(0.1, 0.05, 0.0, 1.0, 0.8, 0.28, k0, NULL);
  tl_subsurface_cell(0.1, 0.05, 1e-7, 1.0, 0.8, 0.28, k1, NULL);
  for (int f = 0; f < 18; f++)
    g_assert_cmpfloat_with_epsilon(k0[f], k1[f], 1e-6);
}

/* ---- derived measures ------------------------------------------------------------ */

/* Principal stresses against gsl_eigen_symm on random tensors (1e-6 relative
 * to the tensor's size, the closed form's accuracy at near-double roots is
 * ~1e-8), von Mises = √(3 J₂) from the principal values, Tresca = 2 τ_max. */
static void
test_principal(void)
{
  g_test_summary("Closed-form principal stresses, von Mises, Tresca and maximum shear");
  gsl_rng *rng = gsl_rng_alloc(gsl_rng_mt19937);
  gsl_eigen_symm_workspace *w = gsl_eigen_symm_alloc(3);
  gsl_vector *ev = gsl_vector_alloc(3);
  for (int n = 0; n < 2000; n++) {
    double v[6];
    for (int c = 0; c < 6; c++)
      v[c] = 2.385e8 * (2.0 * gsl_rng_uniform(rng) - 1.0);
    if (n % 4 == 1) /* a double root, as on the circle's axis */
      v[1] = v[0], v[3] = v[5] = 0.0;
    if (n % 4 == 2) /* diagonal */
      v[3] = v[4] = v[5] = 0.0;
    const TlStress s = {v[0], v[1], v[2], v[3], v[4], v[5]};
    double m[9] = {v[0], v[3], v[4], v[3], v[1], v[5], v[4], v[5], v[2]};
    gsl_matrix_view mv = gsl_matrix_view_array(m, 3, 3);
    gsl_eigen_symm(&mv.matrix, ev, w);
    gsl_sort_vector(ev);
    double e[3];
    tl_stress_principal(&s, e);
    const double scale = 2.385e8;
    g_assert_cmpfloat_with_epsilon(e[0], gsl_vector_get(ev, 2), 1e-6 * scale);
    g_assert_cmpfloat_with_epsilon(e[1], gsl_vector_get(ev, 1), 1e-6 * scale);
    g_assert_cmpfloat_with_epsilon(e[2], gsl_vector_get(ev, 0), 1e-6 * scale);
    const double vm = sqrt(0.5 * ((e[0] - e[1]) * (e[0] - e[1]) + (e[1] - e[2]) * (e[1] - e[2]) +
                                  (e[2] - e[0]) * (e[2] - e[0])));
    g_assert_cmpfloat_with_epsilon(tl_stress_von_mises(&s), vm, 1e-6 * scale);
    g_assert_cmpfloat_with_epsilon(tl_stress_tresca(&s), e[0] - e[2], 1e-6 * scale);
    g_assert_cmpfloat_with_epsilon(tl_stress_tresca(&s), 2.0 * tl_stress_max_shear(&s),
                                   1e-9 * scale);
    g_assert_cmpfloat_with_epsilon(tl_stress_measure(&s, TL_MEASURE_HYDROSTATIC),
                                   (v[0] + v[1] + v[2]) / 3.0, 1e-9 * scale);
  }
  gsl_vector_free(ev);
  gsl_eigen_symm_free(w);
  gsl_rng_free(rng);
}

/* ---- Hertz circle --------------------------------------------------------------- */

/* Johnson's eqs 3.63–3.64 on the axis of a Hertz circle (per p₀). */
static void
circle_axis_exact(double d_over_a, double nu, double *sdd, double *sr)
{
  const double z = d_over_a;
  *sdd = -1.0 / (1.0 + z * z);
  *sr = -(1.0 + nu) * (1.0 - z * atan(1.0 / z)) + 0.5 / (1.0 + z * z);
}

/* 41 × 41 cells put a centre row and column on the axis.  The sampled
 * pressure is a midpoint rule of O(Δ²) (Δ = a/20.5): the chapter's grid
 * study gives 3.5e-4 relative at the maximum on 40 × 40; the components are
 * checked to 2e-3 p₀ (≈ 0.8 (Δ/a)²), with the same order's margin. */
static void
test_circle_axis(void)
{
  g_test_summary("Frictionless Hertz circle: sigma_dd and sigma_r on the axis (Johnson 3.63-64)");
  const double a = 6.35 * MM, nu = 0.3;
  TlContactParams p = circle_case(41, a, nu, 0.3);
  TlTractionField f = {0};
  field_of(&f, TL_FIELD_HERTZ, &p);
  const double p0 = f.p0;
  static const double dz[] = {0.25, 0.5, 1.0, 2.0};
  for (size_t k = 0; k < G_N_ELEMENTS(dz); k++) {
    const TlStress s = stress_at(&f, TL_BODY_RAIL, 0.0, 0.0, dz[k] * a);
    double sdd, sr;
    circle_axis_exact(dz[k], nu, &sdd, &sr);
    g_assert_cmpfloat_with_epsilon(s.sdd / p0, sdd, 2e-3);
    g_assert_cmpfloat_with_epsilon(s.sxx / p0, sr, 2e-3);
    g_assert_cmpfloat_with_epsilon(s.syy / p0, sr, 2e-3);
    g_assert_cmpfloat_with_epsilon(s.sxd / p0, 0.0, 1e-9);
  }
  /* the tabulated values of the chapter at d = 0.5a (5 digits) as a cross-check of the
   * closed form above */
  double sdd, sr;
  circle_axis_exact(0.5, 0.3, &sdd, &sr);
  g_assert_cmpfloat_with_epsilon(sr, -0.18035, 1e-5);
  /* surface centre: sigma_r = -(1 + 2 nu) p0 / 2 (the centre cell is loaded by its own
   * sampled pressure p0 exactly; the rest contributes at O(Δ²)) */
  const TlStress s0 = stress_at(&f, TL_BODY_RAIL, 0.0, 0.0, 0.0);
  g_assert_cmpfloat_with_epsilon(s0.sdd / p0, -1.0, 1e-12);
  g_assert_cmpfloat_with_epsilon(s0.sxx / p0, -(1.0 + 2.0 * nu) / 2.0, 3e-3);

  /* the maximum of von Mises: 0.62004 p0 at d = 0.4809 a (Johnson, by 1-D maximisation of
   * the closed form); 0.2 % on the value, 0.02 a on the refined depth */
  TlSubsurface *ws = tl_subsurface_new();
  TlSectionSpec spec = tl_section_spec_default(&f, TL_PLANE_XZ);
  spec.depth_max = 1.2 * a;
  spec.n_depth = 25;
  TlSection sec = {0};
  g_assert_cmpint(tl_subsurface_section(ws, &f, &spec, &sec, NULL), ==, TL_OK);
  g_assert_cmpfloat_with_epsilon(sec.at, 0.0, 1e-15); /* a centre row on the axis */
  TlStressMax mx;
  g_assert_cmpint(tl_subsurface_max(&f, &sec, TL_MEASURE_VON_MISES, 1, &mx, NULL), ==, TL_OK);
  tl_assert_rel(mx.value / p0, 0.62004, 2e-3);
  g_assert_cmpfloat_with_epsilon(mx.d / a, 0.4809, 0.02);
  g_assert_cmpfloat_with_epsilon(mx.x / a, 0.0, 0.02);
  g_assert_cmpint(mx.at_surface, ==, 0);
  /* on the axis sigma_vM = 2 tau_1 = Tresca */
  tl_assert_rel(tl_stress_tresca(&mx.stress), mx.value, 1e-3);
  tl_section_clear(&sec);
  tl_subsurface_free(ws);
  tl_traction_field_clear(&f);
}

/* ---- thesis ellipse ------------------------------------------------------------- */

/* Axis values of the thesis ellipse (ellipsoidal potential and 2-D quadrature,
 * agreeing to 1e-9 MPa) on 40 × 40 cells, where the axis is a cell corner:
 * the midpoint-rule error O(Δ²) (Δ = b/20) is 0.034 % at the maximum; the
 * components are checked to 1.5 MPa (1.1e-3 p₀). */
static void
test_ellipse_axis(void)
{
  g_test_summary("Frictionless thesis ellipse: axis stresses and the subsurface maxima");
  TlContactParams p = tl_test_contact(40, 0.4);
  TlTractionField f = {0};
  field_of(&f, TL_FIELD_HERTZ, &p);
  tl_assert_rel(f.p0, 1367.12 * MPA, 1e-5);
  static const double ref[][4] = {
    {1.02, -637.87, -630.34, -1316.99},
    {2.04, -411.80, -312.31, -1189.48},
    {4.08, -163.75, -59.76, -872.65},
    {6.12, -62.45, +1.15, -616.89},
  };
  for (size_t k = 0; k < G_N_ELEMENTS(ref); k++) {
    const TlStress s = stress_at(&f, TL_BODY_RAIL, 0.0, 0.0, ref[k][0] * MM);
    g_assert_cmpfloat_with_epsilon(s.sxx / MPA, ref[k][1], 1.5);
    g_assert_cmpfloat_with_epsilon(s.syy / MPA, ref[k][2], 1.5);
    g_assert_cmpfloat_with_epsilon(s.sdd / MPA, ref[k][3], 1.5);
  }
  /* maxima: sigma_vM 845.59 MPa at 2.532 mm, tau_max 448.50 MPa (sigma_T 897.01) at
   * 2.587 mm; 0.2 % and 0.02 mm on 40 x 40 (the chapter's grid study: 0.034 %, < 0.001 mm).
   * The section sits on the centre row nearest y = 0, Δy/2 off the axis, which lowers the
   * maximum by O((Δy/b)²) ~ 1e-4. */
  TlSubsurface *ws = tl_subsurface_new();
  TlSectionSpec spec = tl_section_spec_default(&f, TL_PLANE_XZ);
  TlSection sec = {0};
  g_assert_cmpint(tl_subsurface_section(ws, &f, &spec, &sec, NULL), ==, TL_OK);
  g_assert_cmpfloat_with_epsilon(fabs(sec.at), f.grid.dy / 2, 1e-12);
  TlStressMax vm, tr, sh, xd;
  g_assert_cmpint(tl_subsurface_max(&f, &sec, TL_MEASURE_VON_MISES, 1, &vm, NULL), ==, TL_OK);
  g_assert_cmpint(tl_subsurface_max(&f, &sec, TL_MEASURE_TRESCA, 1, &tr, NULL), ==, TL_OK);
  g_assert_cmpint(tl_subsurface_max(&f, &sec, TL_MEASURE_MAX_SHEAR, 1, &sh, NULL), ==, TL_OK);
  g_assert_cmpint(tl_subsurface_max(&f, &sec, TL_MEASURE_SXD, 1, &xd, NULL), ==, TL_OK);
  tl_assert_rel(vm.value / MPA, 845.59, 2e-3);
  g_assert_cmpfloat_with_epsilon(vm.d / MM, 2.532, 0.02);
  g_assert_cmpfloat_with_epsilon(vm.x / MM, 0.0, 0.05);
  tl_assert_rel(tr.value / MPA, 897.01, 2e-3);
  g_assert_cmpfloat_with_epsilon(tr.d / MM, 2.587, 0.02);
  tl_assert_rel(sh.value / MPA, 448.50, 2e-3);
  g_assert_cmpfloat_with_epsilon(sh.d / MM, 2.587, 0.02);
  /* orthogonal shear 232.1 MPa at x = ±7.30 mm, d = 2.06 mm (quadrature, 4 digits).  It
   * lies near the contact edge, where the sampled √ pressure converges more slowly: on the
   * axis plane 231.4, 231.9, 232.08 MPa on 40, 80, 160 cells (−0.3 %, −0.07 %, −0.01 %);
   * 0.5 %. */
  tl_assert_rel(fabs(xd.value) / MPA, 232.1, 5e-3);
  g_assert_cmpfloat_with_epsilon(fabs(xd.x) / MM, 7.30, 0.05);
  g_assert_cmpfloat_with_epsilon(xd.d / MM, 2.06, 0.03);
  tl_section_clear(&sec);

  /* y-z plane at x = 0 (snapped to a centre column): |sigma_yd| 325.6 MPa at y = ±3.49 mm,
   * d = 1.79 mm (quadrature) */
  spec = tl_section_spec_default(&f, TL_PLANE_YZ);
  g_assert_cmpint(tl_subsurface_section(ws, &f, &spec, &sec, NULL), ==, TL_OK);
  TlStressMax yd;
  g_assert_cmpint(tl_subsurface_max(&f, &sec, TL_MEASURE_SYD, 1, &yd, NULL), ==, TL_OK);
  tl_assert_rel(fabs(yd.value) / MPA, 325.6, 5e-3); /* near the edge too: as sigma_xd */
  g_assert_cmpfloat_with_epsilon(fabs(yd.y) / MM, 3.49, 0.05);
  g_assert_cmpfloat_with_epsilon(yd.d / MM, 1.79, 0.03);
  tl_section_clear(&sec);
  tl_subsurface_free(ws);
  tl_traction_field_clear(&f);
}

/* The correlation tables equal the direct sum (float tables: 1e-6 relative per term,
 * so 2e-5 p0 over ~1300 cells) in both planes and both bodies, and are built once for
 * a given grid and section while the tractions change. */
static void
test_section_matches_direct(void)
{
  g_test_summary("Section tables equal the direct sum; tables are cached while the grid stays");
  TlContactParams p = tl_test_contact(24, 0.3);
  p.cx = 0.002;
  p.cy = -0.001;
  TlTractionField f = {0};
  field_of(&f, TL_FIELD_FASTSIM, &p);
  TlSubsurface *ws = tl_subsurface_new();
  for (int plane = 0; plane < 2; plane++)
    for (int body = 0; body < 2; body++) {
      TlSectionSpec spec = tl_section_spec_default(&f, (TlPlane)plane);
      spec.body = (TlBody)body;
      spec.at = 1.385 * MM;
      spec.n_along = 57;
      spec.n_depth = 13;
      TlSection sec = {0};
      g_assert_cmpint(tl_subsurface_section(ws, &f, &spec, &sec, NULL), ==, TL_OK);
      for (int l = 0; l < sec.n_depth; l += 3)
        for (int k = 0; k < sec.n_along; k += 7) {
          double x, y;
          tl_section_xy(&sec, k, &x, &y);
          const TlStress d = stress_at(&f, (TlBody)body, x, y, sec.depth[l]);
          const TlStress *s = &sec.s[l * sec.n_along + k];
          const double tol = 2e-5 * f.p0;
          g_assert_cmpfloat_with_epsilon(s->sxx, d.sxx, tol);
          g_assert_cmpfloat_with_epsilon(s->syy, d.syy, tol);
          g_assert_cmpfloat_with_epsilon(s->sdd, d.sdd, tol);
          g_assert_cmpfloat_with_epsilon(s->sxy, d.sxy, tol);
          g_assert_cmpfloat_with_epsilon(s->sxd, d.sxd, tol);
          g_assert_cmpfloat_with_epsilon(s->syd, d.syd, tol);
        }
      tl_section_clear(&sec);
    }
  /* rail and wheel share ν here, so one table set per plane */
  g_assert_cmpint(tl_subsurface_table_builds(ws), ==, 2);
  /* a new traction field on the same grid: no rebuild */
  TlSectionSpec spec = tl_section_spec_default(&f, TL_PLANE_XZ);
  TlSection sec = {0};
  g_assert_cmpint(tl_subsurface_section(ws, &f, &spec, &sec, NULL), ==, TL_OK);
  g_assert_cmpint(tl_subsurface_table_builds(ws), ==, 3);
  p.mu = 0.21;
  field_of(&f, TL_FIELD_SLIDE, &p);
  g_assert_cmpint(tl_subsurface_section(ws, &f, &spec, &sec, NULL), ==, TL_OK);
  g_assert_cmpint(tl_subsurface_table_builds(ws), ==, 3);
  /* a new load at fixed curvatures scales a, b, the cells and the default depths together:
   * the scale-free tables are reused, and the section still equals the direct sum */
  p.hertz.normal_load = 61.5e3;
  field_of(&f, TL_FIELD_SLIDE, &p);
  spec = tl_section_spec_default(&f, TL_PLANE_XZ);
  g_assert_cmpint(tl_subsurface_section(ws, &f, &spec, &sec, NULL), ==, TL_OK);
  g_assert_cmpint(tl_subsurface_table_builds(ws), ==, 3);
  for (int l = 1; l < sec.n_depth; l += 9)
    for (int k = 0; k < sec.n_along; k += 5) {
      double x, y;
      tl_section_xy(&sec, k, &x, &y);
      const TlStress d = stress_at(&f, TL_BODY_RAIL, x, y, sec.depth[l]);
      const TlStress *t = &sec.s[l * sec.n_along + k];
      g_assert_cmpfloat_with_epsilon(t->sxx, d.sxx, 2e-5 * f.p0);
      g_assert_cmpfloat_with_epsilon(t->sdd, d.sdd, 2e-5 * f.p0);
      g_assert_cmpfloat_with_epsilon(t->sxd, d.sxd, 2e-5 * f.p0);
    }
  tl_section_clear(&sec);
  tl_subsurface_free(ws);
  tl_traction_field_clear(&f);
}

/* At a loaded cell's centre on the surface only that cell acts on the normal and
 * shear stresses: sigma_dd = -p, sigma_xd = -tau_x, sigma_yd = -tau_y on the rail, and
 * the wheel sees +tau (it carries -tau).  Exact up to round-off. */
static void
test_surface_boundary(void)
{
  g_test_summary("Surface boundary conditions at cell centres, rail and wheel");
  TlContactParams p = tl_test_contact(20, 0.3);
  p.cx = 0.003;
  p.cy = 0.001;
  TlTractionField f = {0};
  field_of(&f, TL_FIELD_FASTSIM, &p);
  const int cells[][2] = {{10, 10}, {3, 9}, {15, 4}, {0, 0}};
  for (size_t c = 0; c < G_N_ELEMENTS(cells); c++) {
    const int i = cells[c][0], j = cells[c][1], k = j * f.grid.mx + i;
    const TlStress r = stress_at(&f, TL_BODY_RAIL, f.grid.x[i], f.grid.y[j], 0.0);
    const TlStress w = stress_at(&f, TL_BODY_WHEEL, f.grid.x[i], f.grid.y[j], 0.0);
    g_assert_cmpfloat_with_epsilon(r.sdd, -f.t.pn[k], 1e-9 * f.p0);
    g_assert_cmpfloat_with_epsilon(r.sxd, -f.t.tx[k], 1e-9 * f.p0);
    g_assert_cmpfloat_with_epsilon(r.syd, -f.t.ty[k], 1e-9 * f.p0);
    g_assert_cmpfloat_with_epsilon(w.sdd, -f.t.pn[k], 1e-9 * f.p0);
    g_assert_cmpfloat_with_epsilon(w.sxd, f.t.tx[k], 1e-9 * f.p0);
    g_assert_cmpfloat_with_epsilon(w.syd, f.t.ty[k], 1e-9 * f.p0);
  }
  tl_traction_field_clear(&f);
}

/* Full slip under Hertz p (both even in x): the rail's field is the wheel's mirrored in
 * x, sigma^rail(x, y, d) = M sigma^wheel(-x, y, d) M, M = diag(-1, 1, 1) (round-off).
 * Partial slip breaks the symmetry. */
static void
test_rail_wheel(void)
{
  g_test_summary("Rail and wheel: mirror images in full slip, different in partial slip");
  TlContactParams p = tl_test_contact(30, 0.4);
  TlTractionField f = {0};
  field_of(&f, TL_FIELD_SLIDE, &p);
  const double pts[][3] = {{1.59, 0.2, 1.87}, {-3.1, 1.0, 0.6}, {6.0, -2.2, 3.3}};
  for (size_t k = 0; k < G_N_ELEMENTS(pts); k++) {
    const double x = pts[k][0] * MM, y = pts[k][1] * MM, d = pts[k][2] * MM;
    const TlStress r = stress_at(&f, TL_BODY_RAIL, x, y, d);
    const TlStress w = stress_at(&f, TL_BODY_WHEEL, -x, y, d);
    const double tol = 1e-9 * f.p0;
    g_assert_cmpfloat_with_epsilon(r.sxx, w.sxx, tol);
    g_assert_cmpfloat_with_epsilon(r.syy, w.syy, tol);
    g_assert_cmpfloat_with_epsilon(r.sdd, w.sdd, tol);
    g_assert_cmpfloat_with_epsilon(r.sxy, -w.sxy, tol);
    g_assert_cmpfloat_with_epsilon(r.sxd, -w.sxd, tol);
    g_assert_cmpfloat_with_epsilon(r.syd, w.syd, tol);
  }
  /* the interior local maximum of the rail at mu = 0.4: 950.95 MPa at x = +1.59 mm,
   * d = 1.87 mm (2-D quadrature; 950.91 on 161 cells); on 30 x 30 cells the midpoint rule's
   * O(Δ²) error is about 0.1 %: 0.3 % */
  const TlStress in = stress_at(&f, TL_BODY_RAIL, 1.59 * MM, 0.0, 1.87 * MM);
  tl_assert_rel(tl_stress_von_mises(&in) / MPA, 950.95, 3e-3);
  p.cx = 0.001; /* partial slip: stick at the leading edge, slip behind */
  field_of(&f, TL_FIELD_FASTSIM, &p);
  const TlStress r = stress_at(&f, TL_BODY_RAIL, -6.0 * MM, 0.3 * MM, 0.5 * MM);
  const TlStress w = stress_at(&f, TL_BODY_WHEEL, 6.0 * MM, 0.3 * MM, 0.5 * MM);
  g_assert_cmpfloat(fabs(r.sxx - w.sxx), >, 1e-3 * f.p0);
  tl_traction_field_clear(&f);
}

/* ---- sliding circle (Hamilton) -------------------------------------------------- */

/* tau_x = mu p everywhere, nu = 0.3, 41 x 41 cells.  mu = 0.2: the maximum is interior,
 * 0.63766 p0 at x = +0.219 a, d = 0.457 a (2-D quadrature with Nelder-Mead; a 201-grid
 * gives 0.6376): 0.3 % on the value, 0.03 a on the position (O(Δ²), Δ = a/20.5).
 * mu = 0.4: the global maximum is on the surface, behind tau (x < 0): exactly at the edge
 * x = -a, but the grid resolves that edge peak only as O(Δ^1/2) (0.590 p0 for mu = 0.3 on
 * 41 cells against 0.654) and shows its sampled maximum further inside the trailing half;
 * so only the side and that it beats the interior 0.69094 p0 at (+0.405 a, 0.388 a) are
 * checked. */
static void
test_sliding_circle(void)
{
  g_test_summary("Sliding Hertz circle: the maximum rises to the surface above mu ~ 0.3");
  const double a = 6.35 * MM;
  TlSubsurface *ws = tl_subsurface_new();
  TlTractionField f = {0};
  TlContactParams p = circle_case(41, a, 0.3, 0.2);
  field_of(&f, TL_FIELD_SLIDE, &p);
  TlSectionSpec spec = tl_section_spec_default(&f, TL_PLANE_XZ);
  spec.n_depth = 41;
  TlSection sec = {0};
  TlStressMax m;
  g_assert_cmpint(tl_subsurface_section(ws, &f, &spec, &sec, NULL), ==, TL_OK);
  g_assert_cmpint(tl_subsurface_max(&f, &sec, TL_MEASURE_VON_MISES, 1, &m, NULL), ==, TL_OK);
  g_assert_cmpint(m.at_surface, ==, 0);
  tl_assert_rel(m.value / f.p0, 0.63766, 3e-3);
  g_assert_cmpfloat_with_epsilon(m.x / a, 0.219, 0.03);
  g_assert_cmpfloat_with_epsilon(m.d / a, 0.457, 0.03);

  p.mu = 0.4;
  field_of(&f, TL_FIELD_SLIDE, &p);
  g_assert_cmpint(tl_subsurface_section(ws, &f, &spec, &sec, NULL), ==, TL_OK);
  g_assert_cmpint(tl_subsurface_max(&f, &sec, TL_MEASURE_VON_MISES, 1, &m, NULL), ==, TL_OK);
  g_assert_cmpint(m.at_surface, ==, 1);
  g_assert_cmpfloat(m.x, <, -0.25 * a);
  g_assert_cmpfloat(m.value / f.p0, >, 0.69094);
  /* the interior value at the quadrature's place */
  const TlStress s = stress_at(&f, TL_BODY_RAIL, 0.405 * a, 0.0, 0.388 * a);
  tl_assert_rel(tl_stress_von_mises(&s) / f.p0, 0.69094, 3e-3);
  g_assert_cmpint(tl_subsurface_table_builds(ws), ==, 1);
  tl_section_clear(&sec);
  tl_subsurface_free(ws);
  tl_traction_field_clear(&f);
}

/* ---- line contact (McEwen) ------------------------------------------------------- */

/* McEwen's sliding cylinder (Johnson ch. 7), per p0 with a = 1. */
static void
mcewen(double x, double d, double mu, double *sxx, double *sdd, double *sxd)
{
  const double A = 1.0 - x * x + d * d, S = sqrt(A * A + 4.0 * x * x * d * d);
  const double m = sqrt((S + A) / 2.0);
  const double n = (x > 0 ? 1.0 : x < 0 ? -1.0 : 0.0) * sqrt(fmax(S - A, 0.0) / 2.0);
  const double Q = m * m + n * n;
  const double xxp = -(m * (1.0 + (d * d + n * n) / Q) - 2.0 * d);
  const double ddp = -m * (1.0 - (d * d + n * n) / Q);
  const double xdp = -n * (m * m - d * d) / Q;
  const double xxt = -mu * (2.0 * x - n * (2.0 - (d * d - m * m) / Q));
  *sxx = xxp + xxt;
  *sdd = ddp + mu * xdp;
  *sxd = xdp + mu * xxp;
}

/* A strip |x| ≤ a, |y| ≤ L = 400 a of 200 × 400 cells under p0√(1 − x²/a²) and tau_x =
 * mu p: at (x, 0, d) it approaches plane strain; the chapter finds 4.8e-4 p0 for the finite
 * length (∝ a/L), the midpoint rule in x adds O(Δ^1.5) ~ 1e-4 near the edges; tolerance
 * 1e-3 p0, also on sigma_yy − nu (sigma_xx + sigma_dd). */
static void
test_line_contact(void)
{
  g_test_summary("A long strip reproduces McEwen's sliding cylinder (plane strain)");
  const double a = 1.0 * MM, L = 400.0 * a, p0 = 1e9, nu = 0.3, mu = 0.2;
  const int mx = 200, my = 400;
  TlGrid g;
  TlTraction t;
  g_assert_cmpint(tl_grid_init(&g, mx, my, a, L, NULL), ==, TL_OK);
  g_assert_cmpint(tl_traction_alloc(&t, mx, my, NULL), ==, TL_OK);
  memset(g.active, 1, (size_t)mx * my);
  g.n_active = mx * my;
  for (int j = 0; j < my; j++)
    for (int i = 0; i < mx; i++) {
      const double u = g.x[i] / a;
      t.pn[j * mx + i] = p0 * sqrt(1.0 - u * u);
      t.tx[j * mx + i] = mu * t.pn[j * mx + i];
    }
  TlTractionField f = {0};
  g_assert_cmpint(tl_traction_field_set(&f, TL_FIELD_SLIDE, &g, &t, p0, 1.0, nu, nu, NULL), ==,
                  TL_OK);
  const double pts[][2] = {{0.0, 0.5}, {0.553, 0.566}, {-0.6, 0.3}, {0.866, 1.2}};
  for (size_t k = 0; k < G_N_ELEMENTS(pts); k++) {
    const double x = pts[k][0], d = pts[k][1];
    double sxx, sdd, sxd;
    mcewen(x, d, mu, &sxx, &sdd, &sxd);
    const TlStress s = stress_at(&f, TL_BODY_RAIL, x * a, 0.0, d * a);
    g_assert_cmpfloat_with_epsilon(s.sxx / p0, sxx, 1e-3);
    g_assert_cmpfloat_with_epsilon(s.sdd / p0, sdd, 1e-3);
    g_assert_cmpfloat_with_epsilon(s.sxd / p0, sxd, 1e-3);
    g_assert_cmpfloat_with_epsilon((s.syy - nu * (s.sxx + s.sdd)) / p0, 0.0, 1e-3);
  }
  /* frictionless: tau_max = 0.3003 p0 at d = 0.786 a on the axis (the closed form) */
  double sxx, sdd, sxd;
  mcewen(0.0, 0.786, 0.0, &sxx, &sdd, &sxd);
  g_assert_cmpfloat_with_epsilon(0.5 * fabs(sxx - sdd), 0.3003, 1e-4);
  tl_traction_field_clear(&f);
  tl_traction_free(&t);
  tl_grid_clear(&g);
}

/* ---- equilibrium and far field --------------------------------------------------- */

/* ∫ over a disc of radius L at depth d (Gauss-Legendre panels in r, periodic trapezoid in
 * the angle). */
static void
disc_integral(const TlTractionField *f, double d, double L, double *idd, double *ixd)
{
  const double edges[] = {0.0, 0.5 * d, 1.5 * d, 4.0 * d, 10.0 * d, 20.0 * d, L};
  gsl_integration_glfixed_table *gl = gsl_integration_glfixed_table_alloc(16);
  const int nth = 48;
  double sdd = 0.0, sxd = 0.0;
  for (size_t e = 0; e + 1 < G_N_ELEMENTS(edges); e++)
    for (size_t q = 0; q < 16; q++) {
      double r, w;
      gsl_integration_glfixed_point(edges[e], edges[e + 1], q, &r, &w, gl);
      for (int k = 0; k < nth; k++) {
        const double th = 2.0 * M_PI * (k + 0.5) / nth;
        const TlStress s = stress_at(f, TL_BODY_RAIL, r * cos(th), r * sin(th), d);
        sdd += w * r * (2.0 * M_PI / nth) * s.sdd;
        sxd += w * r * (2.0 * M_PI / nth) * s.sxd;
      }
    }
  gsl_integration_glfixed_table_free(gl);
  *idd = sdd;
  *ixd = sxd;
}

/* Thesis ellipse, 40 × 40, tau_x = 0.3 p: at d = b the slab above is in balance,
 * ∫sigma_dd dA = −F_N(1 − t_N), ∫sigma_xd dA = −T_x(1 − t_T) with the point-force tails
 * beyond L = 40 d, t_N = d³/(L² + d²)^{3/2}, t_T = (3d/2)[(L² + d²)^{−1/2} −
 * (d²/3)(L² + d²)^{−3/2}] (the chapter: −100 074.1 and −28 896.8 N).  Tolerance 1e-4
 * relative: the remaining tail beyond L differs from a point force's at O((a/L)²). */
static void
test_equilibrium(void)
{
  g_test_summary("Equilibrium of the slab above a depth plane (normal and tangential)");
  TlContactParams p = tl_test_contact(40, 0.3);
  TlTractionField f = {0};
  field_of(&f, TL_FIELD_SLIDE, &p);
  const double d = 4.08 * MM, L = 40.0 * d, L2 = L * L + d * d;
  const double tn = d * d * d / pow(L2, 1.5);
  const double tt = 1.5 * d * (1.0 / sqrt(L2) - d * d / 3.0 / pow(L2, 1.5));
  double idd, ixd;
  disc_integral(&f, d, L, &idd, &ixd);
  tl_assert_rel(f.t.load, 100075.7, 1e-6);
  tl_assert_rel(f.t.fx, 30022.7, 1e-5);
  tl_assert_rel(idd, -f.t.load * (1.0 - tn), 1e-4);
  tl_assert_rel(ixd, -f.t.fx * (1.0 - tt), 1e-4);
  tl_traction_field_clear(&f);
}

/* Far below the patch the field is that of the resultant forces at the origin:
 * Boussinesq F_N plus Cerruti T_x (Johnson ch. 3).  The difference is the patch's second
 * moments, ∝ (a/d)²: 1.5e-3 of the largest component at d = 20 a (the chapter); 3e-3. */
static void
test_far_field(void)
{
  g_test_summary("Far field: Boussinesq plus Cerruti point forces");
  TlContactParams p = tl_test_contact(40, 0.3);
  TlTractionField f = {0};
  field_of(&f, TL_FIELD_SLIDE, &p);
  const double nu = 0.28, P = f.t.load, Q = f.t.fx;
  const double d = 20.0 * f.grid.a;
  const double xs[] = {0.0, d};
  for (size_t k = 0; k < G_N_ELEMENTS(xs); k++) {
    const double X = xs[k], Y = 0.0, R = sqrt(X * X + Y * Y + d * d), R5 = pow(R, 5);
    const double Rd = R + d, c = 1.0 / (2.0 * M_PI), q = 1.0 - 2.0 * nu;
    TlStress ref;
    ref.sxx = P * c * (-3.0 * d * X * X / R5 +
                       q * (d / (R * R * R) - 1.0 / (R * Rd) + X * X * (2 * R + d) /
                                                                 (R * R * R * Rd * Rd))) +
              Q * c * (-3.0 * X * X * X / R5 +
                       q * (X / (R * R * R) - 3.0 * X / (R * Rd * Rd) +
                            X * X * X / (R * R * R * Rd * Rd) +
                            2.0 * X * X * X / (R * R * Rd * Rd * Rd)));
    ref.syy = P * c * (-3.0 * d * Y * Y / R5 +
                       q * (d / (R * R * R) - 1.0 / (R * Rd) + Y * Y * (2 * R + d) /
                                                                 (R * R * R * Rd * Rd))) +
              Q * c * (-3.0 * X * Y * Y / R5 +
                       q * (X / (R * R * R) - X / (R * Rd * Rd) + X * Y * Y / (R * R * R * Rd * Rd) +
                            2.0 * X * Y * Y / (R * R * Rd * Rd * Rd)));
    ref.sdd = -3.0 * c * (P * d * d * d + Q * X * d * d) / R5;
    ref.sxy = 0.0; /* Y = 0 */
    ref.sxd = -3.0 * c * (P * X * d * d + Q * X * X * d) / R5;
    ref.syd = 0.0;
    const TlStress s = stress_at(&f, TL_BODY_RAIL, X, Y, d);
    const double big = fmax(fabs(ref.sdd), fmax(fabs(ref.sxx), fabs(ref.sxd)));
    g_assert_cmpfloat_with_epsilon(s.sxx, ref.sxx, 3e-3 * big);
    g_assert_cmpfloat_with_epsilon(s.syy, ref.syy, 3e-3 * big);
    g_assert_cmpfloat_with_epsilon(s.sdd, ref.sdd, 3e-3 * big);
    g_assert_cmpfloat_with_epsilon(s.sxd, ref.sxd, 3e-3 * big);
    g_assert_cmpfloat_with_epsilon(s.sxy, 0.0, 1e-9 * big);
  }
  tl_traction_field_clear(&f);
}

/* ---- traction field sources ------------------------------------------------------ */

/* The brush started in its steady state is fixed-grid FASTSIM to round-off (brush.h),
 * so the transient source at t = 0 must give FASTSIM's field; the sliding source carries
 * mu·F_N along the creepage direction. */
static void
test_field_sources(void)
{
  g_test_summary("Traction field sources: FASTSIM, a transient brush run, sliding, Hertz");
  TlContactParams p = tl_test_contact(20, 0.35);
  p.cx = 0.0015;
  TlTractionField fs = {0}, tr = {0}, sl = {0};
  field_of(&fs, TL_FIELD_FASTSIM, &p);
  TlBrush *b = tl_brush_alloc(&p, NULL);
  g_assert_nonnull(b);
  g_assert_cmpint(tl_brush_reset(b, TL_INIT_STEADY, p.cx, p.cy, p.spin, NULL), ==, TL_OK);
  TlTransientModel model = tl_brush_model(b);
  g_assert_cmpint(tl_traction_field_from_model(&tr, &model, &p, NULL), ==, TL_OK);
  g_assert_cmpint(tr.source, ==, TL_FIELD_TRANSIENT);
  for (int k = 0; k < 400; k++) {
    g_assert_cmpfloat_with_epsilon(tr.t.tx[k], fs.t.tx[k], 1e-9 * fs.p0);
    g_assert_cmpfloat_with_epsilon(tr.t.pn[k], fs.t.pn[k], 1e-9 * fs.p0);
  }
  tl_brush_free(b);
  p.cx = -0.003;
  p.cy = 0.004;
  field_of(&sl, TL_FIELD_SLIDE, &p);
  tl_assert_rel(hypot(sl.t.fx, sl.t.fy), 0.35 * sl.t.load, 1e-12);
  tl_assert_rel(sl.t.fx / sl.t.fy, -0.75, 1e-12);
  g_assert_cmpfloat_with_epsilon(sl.t.stick_fraction, 0.0, 1e-15);
  field_of(&sl, TL_FIELD_HERTZ, &p);
  g_assert_cmpfloat_with_epsilon(sl.t.fx, 0.0, 1e-15);
  tl_assert_rel(sl.p0, 1367.12 * MPA, 1e-5);
  tl_traction_field_clear(&fs);
  tl_traction_field_clear(&tr);
  tl_traction_field_clear(&sl);
}

/* ---- bad input ----------------------------------------------------------------- */

static void
test_bad_input(void)
{
  g_test_summary("Bad input gives TL_EINVAL with a message, never a crash");
  TlContactParams p = tl_test_contact(20, 0.3);
  TlTractionField f = {0};
  TlError err;
  TlStress s;
  field_of(&f, TL_FIELD_HERTZ, &p);
  g_assert_cmpint(tl_subsurface_point(&f, TL_BODY_RAIL, 0.0, 0.0, -1e-4, &s, &err), ==,
                  TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "depth"));
  g_assert_cmpint(tl_subsurface_point(&f, TL_BODY_RAIL, 0.0, 0.0, NAN, &s, &err), ==, TL_EINVAL);
  /* x = 0 is an edge line of a 20-cell grid: singular on the surface */
  g_assert_cmpint(tl_subsurface_point(&f, TL_BODY_RAIL, 0.0, f.grid.y[3], 0.0, &s, &err), ==,
                  TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "edge"));
  double k[18];
  g_assert_cmpint(tl_subsurface_cell(0.5, 0.1, 0.0, 1.0, 0.8, 0.28, k, &err), ==, TL_EINVAL);
  g_assert_cmpint(tl_subsurface_cell(0.2, 0.1, 0.3, 1.0, 0.8, 0.7, k, &err), ==, TL_EINVAL);

  TlSubsurface *ws = tl_subsurface_new();
  TlSection sec = {0};
  TlSectionSpec spec = tl_section_spec_default(&f, TL_PLANE_XZ);
  spec.at = 3.2 * f.grid.b; /* outside the domain */
  g_assert_cmpint(tl_subsurface_section(ws, &f, &spec, &sec, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "outside"));
  spec = tl_section_spec_default(&f, TL_PLANE_YZ);
  spec.depth_max = -2.385e-3;
  g_assert_cmpint(tl_subsurface_section(ws, &f, &spec, &sec, &err), ==, TL_EINVAL);
  spec = tl_section_spec_default(&f, TL_PLANE_XZ);
  spec.n_depth = 1;
  g_assert_cmpint(tl_subsurface_section(ws, &f, &spec, &sec, &err), ==, TL_EINVAL);
  spec.n_depth = TL_SECTION_MAX_DEPTH;
  spec.n_along = TL_SECTION_MAX_ALONG; /* 2001 x 1001 points: far beyond the table bound */
  g_assert_cmpint(tl_subsurface_section(ws, &f, &spec, &sec, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "MB"));
  g_assert_null(sec.s); /* untouched */
  g_assert_cmpint(tl_subsurface_line(&f, TL_BODY_RAIL, 0.0, 0.0, 0.0, 20, &sec, &err), ==,
                  TL_EINVAL);
  g_assert_cmpint(tl_subsurface_line(&f, TL_BODY_RAIL, 40e-3, 0.0, 5e-3, 20, &sec, &err), ==,
                  TL_EINVAL);
  TlFieldSource src;
  g_assert_cmpint(tl_field_source_from_name("hamilton", &src, &err), ==, TL_EINVAL);
  TlBody body;
  g_assert_cmpint(tl_body_from_name("axle", &body, &err), ==, TL_EINVAL);
  TlStressMeasure m;
  g_assert_cmpint(tl_stress_measure_from_name("mises", &m, &err), ==, TL_EINVAL);
  g_assert_cmpint(tl_traction_field_compute(&f, TL_FIELD_TRANSIENT, &p, &err), ==, TL_EINVAL);
  p.mu = -0.2;
  g_assert_cmpint(tl_traction_field_compute(&f, TL_FIELD_SLIDE, &p, &err), ==, TL_EINVAL);
  g_assert_cmpint(f.source, ==, TL_FIELD_HERTZ); /* unchanged */
  tl_subsurface_free(ws);
  tl_traction_field_clear(&f);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/subsurface/cell-table", test_cell_table);
  g_test_add_func("/subsurface/principal", test_principal);
  g_test_add_func("/subsurface/circle-axis", test_circle_axis);
  g_test_add_func("/subsurface/ellipse-axis", test_ellipse_axis);
  g_test_add_func("/subsurface/section-matches-direct", test_section_matches_direct);
  g_test_add_func("/subsurface/surface-boundary", test_surface_boundary);
  g_test_add_func("/subsurface/rail-wheel", test_rail_wheel);
  g_test_add_func("/subsurface/sliding-circle", test_sliding_circle);
  g_test_add_func("/subsurface/line-contact", test_line_contact);
  g_test_add_func("/subsurface/equilibrium", test_equilibrium);
  g_test_add_func("/subsurface/far-field", test_far_field);
  g_test_add_func("/subsurface/field-sources", test_field_sources);
  g_test_add_func("/subsurface/bad-input", test_bad_input);
  return g_test_run();
}
