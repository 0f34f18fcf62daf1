/* test-exact-normal.c — the exact solver's normal problem against Hertz and the
 * rigid flat punch (docs/theory.md §1, §6, §7.1). */
#include <string.h>

#include "tl-test-util.h"
#include "tribo/exact.h"

/* The solver's answer for the case p on its own grid. */
typedef struct {
  TlExact *w;
  const TlGrid *g;
  const TlHertzResult *h;
  const double *pn;
  const TlExactNormal *nr;
} Normal;

static void
solve_case(const TlContactParams *p, const TlExactOptions *o, Normal *out)
{
  TlError err;
  if (tl_exact_alloc(p, o, &out->w, &err) != TL_OK)
    g_error("exact solver: %s", err.message);
  out->g = tl_exact_grid(out->w);
  out->h = &tl_exact_basics(out->w)->hertz;
  out->pn = tl_exact_pressure(out->w);
  out->nr = tl_exact_normal(out->w);
}

/* Compare with Hertz on an m × m grid.
 * - Pressure at the four central cells, whose centres sit at (±Δx/2, ±Δy/2),
 *   against Hertz there: away from the edge the collocation error is O(h²);
 *   tolerance (Δx/2a)² (measured 7e-5 at 40², 2e-5 at 80²).
 * - Approach δ: O(h²) likewise; tolerance (Δx/2a)² (measured 1.4e-4 at 40²).
 * - Semi-axes from the second moments, ⟨x²⟩ = a²/5 for the Hertz pressure:
 *   the √ edge makes the cell sums O(h^{3/2}); tolerance ½(Δx/2a)^{3/2}
 *   (measured 1.0e-4 and 1.3e-4 at 40², 4e-5 at 80²).
 * - Contact area: whole cells along the edge, O(h); tolerance Δx/2a + Δy/2b.
 * - Σ p ΔA = F_N to round-off (the load is imposed at every iteration). */
static void
check_hertz(const Normal *s)
{
  const TlGrid *g = s->g;
  const TlHertzResult *h = s->h;
  const int mx = g->mx, my = g->my;
  const double hx = g->dx / (2 * g->a), hy = g->dy / (2 * g->b);
  const double tol2 = fmax(hx, hy) * fmax(hx, hy);
  for (int j = my / 2 - 1; j <= my / 2; j++)
    for (int i = mx / 2 - 1; i <= mx / 2; i++)
      tl_assert_rel(s->pn[j * mx + i], tl_hertz_pressure(h, g->x[i], g->y[j]), tol2);
  tl_assert_rel(s->nr->approach, h->approach, tol2);
  tl_assert_rel(s->nr->load, h->normal_load, 1e-12);

  double sx = 0, sy = 0, sp = 0;
  for (int j = 0; j < my; j++)
    for (int i = 0; i < mx; i++) {
      const double p = s->pn[j * mx + i];
      g_assert_cmpfloat(p, >=, 0.0);
      sx += g->x[i] * g->x[i] * p;
      sy += g->y[j] * g->y[j] * p;
      sp += p;
    }
  const double tol_moment = 0.5 * pow(fmax(hx, hy), 1.5);
  tl_assert_rel(sqrt(5 * sx / sp), h->a, tol_moment);
  tl_assert_rel(sqrt(5 * sy / sp), h->b, tol_moment);
  tl_assert_rel(s->nr->area, M_PI * h->a * h->b, hx + hy);
  tl_assert_rel(s->nr->p_max, h->p0, tol2 + hx * hx + hy * hy);
  g_assert_cmpint(s->nr->iterations, <=, 150);
  g_test_message("%dx%d: p_max %.6g (Hertz p0 %.6g), delta %.6g m (Hertz %.6g), moment a %.6g b "
                 "%.6g (Hertz %.6g %.6g), area/(pi ab) %.5f, %d iterations",
                 mx, my, s->nr->p_max, h->p0, s->nr->approach, h->approach, sqrt(5 * sx / sp),
                 sqrt(5 * sy / sp), h->a, h->b, s->nr->area / (M_PI * h->a * h->b),
                 s->nr->iterations);
}

static void
test_thesis_ellipse(void)
{
  g_test_summary("The thesis ellipse (8.56 x 4.08 mm, 100 kN): Hertz a, b, p0, approach");
  TlContactParams p = tl_contact_params_default();
  p.mx = p.my = 40;
  Normal s;
  solve_case(&p, NULL, &s);
  check_hertz(&s);
  tl_exact_free(s.w);
}

/* A sphere on a flat, from radii: the circle of the closed form. */
static void
test_circle(void)
{
  g_test_summary("Sphere on flat (radii input): Hertz circle a, p0 and approach a^2/R");
  TlContactParams p = tl_contact_params_default();
  p.hertz.geometry = TL_GEOMETRY_RADII;
  p.hertz.wheel_rx = p.hertz.wheel_ry = 0.0238;
  p.hertz.rail_rx = p.hertz.rail_ry = INFINITY;
  p.hertz.normal_load = 2385.0;
  p.mx = p.my = 40;
  Normal s;
  solve_case(&p, NULL, &s);
  check_hertz(&s);
  tl_assert_rel(s.nr->approach, s.h->a * s.h->a / 0.0238, 1e-3);
  tl_exact_free(s.w);
}

/* Non-Hertzian input: a rigid flat circular punch of radius R (gap 0 inside,
 * far apart outside) carries F at the approach δ = F/(2 R E*), E* = G/(1−ν)
 * (Johnson §3.8, both bodies elastic).  The staircase edge of the punch is
 * O(h); δ ∝ 1/R, so half a cell of radius gives the tolerance Δx/(2R)
 * (measured +0.56 % at 40², +0.47 % at 80²). */
static void
test_flat_punch(void)
{
  g_test_summary("Non-Hertzian gap: rigid flat punch approach F/(2 R E*)");
  TlContactParams p = tl_contact_params_default();
  p.hertz.semi_a = p.hertz.semi_b = 5e-3;
  p.mx = p.my = 40;
  const double radius = 0.9 * 5e-3;
  TlGrid g;
  g_assert_cmpint(tl_grid_init(&g, p.mx, p.my, 5e-3, 5e-3, NULL), ==, TL_OK);
  double *gap = g_new(double, p.mx * p.my);
  int inside = 0;
  for (int j = 0; j < p.my; j++)
    for (int i = 0; i < p.mx; i++) {
      const int in = hypot(g.x[i], g.y[j]) < radius;
      gap[j * p.mx + i] = in ? 0.0 : 1e-3;
      inside += in;
    }
  TlExactOptions o = tl_exact_options_default();
  o.gap = gap;
  Normal s;
  solve_case(&p, &o, &s);
  const double G = s.h->material.shear_modulus, nu = s.h->material.poisson;
  const double delta = s.h->normal_load * (1 - nu) / (2 * radius * G);
  tl_assert_rel(s.nr->approach, delta, g.dx / (2 * radius));
  g_assert_cmpint(s.nr->n_contact, ==, inside);
  tl_assert_rel(s.nr->load, s.h->normal_load, 1e-12);
  g_test_message("punch: delta %.6g m, closed form %.6g m, %d iterations", s.nr->approach, delta,
                 s.nr->iterations);
  tl_exact_free(s.w);
  g_free(gap);
  tl_grid_clear(&g);
}

static void
test_normal_errors(void)
{
  g_test_summary("Bad gap, load, tolerance and too few iterations are reported, pn untouched");
  TlGrid g;
  g_assert_cmpint(tl_grid_init(&g, 12, 10, 4.1e-3, 3.3e-3, NULL), ==, TL_OK);
  const int n = g.mx * g.my;
  double *gap = g_new(double, n), *pn = g_new(double, n);
  for (int j = 0; j < g.my; j++)
    for (int i = 0; i < g.mx; i++)
      gap[j * g.mx + i] = 0.87 * g.x[i] * g.x[i] + 2.65 * g.y[j] * g.y[j];
  for (int k = 0; k < n; k++)
    pn[k] = -2.385;
  TlError err;
  g_assert_cmpint(tl_exact_normal_solve(&g, 82e9, 0.28, -5.0, gap, 1e-10, 100, pn, NULL, &err), ==,
                  TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "normal load"));
  g_assert_cmpint(tl_exact_normal_solve(&g, 82e9, 0.28, 1e4, gap, 0.0, 100, pn, NULL, &err), ==,
                  TL_EINVAL);
  g_assert_cmpint(tl_exact_normal_solve(&g, 82e9, 0.28, 1e4, gap, 1e-10, 0, pn, NULL, &err), ==,
                  TL_EINVAL);
  gap[17] = NAN;
  g_assert_cmpint(tl_exact_normal_solve(&g, 82e9, 0.28, 1e4, gap, 1e-10, 100, pn, NULL, &err), ==,
                  TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "(5, 1)"));
  gap[17] = 0.0;
  g_assert_cmpint(tl_exact_normal_solve(&g, 82e9, 0.28, 1e4, gap, 1e-14, 1, pn, NULL, &err), ==,
                  TL_EMAXITER);
  for (int k = 0; k < n; k++)
    g_assert_cmpfloat(pn[k], ==, -2.385);
  g_free(gap);
  g_free(pn);
  tl_grid_clear(&g);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/exact-normal/thesis-ellipse", test_thesis_ellipse);
  g_test_add_func("/exact-normal/circle", test_circle);
  g_test_add_func("/exact-normal/flat-punch", test_flat_punch);
  g_test_add_func("/exact-normal/errors", test_normal_errors);
  return g_test_run();
}
