/* test-render-steady-wear.c — what the grip costs in the Steady rolling view,
 * without a display: the steady study's wear curve against identities that
 * do not depend on how it is computed, and the figures drawn from it.
 *
 * - Full slip (Coulomb, cy = spin = 0): every cell carries τ = μ p along x,
 *   so Fx = μ Σ p ΔA and Tγ/A = μ (Σ p ΔA) cx / A, A the cells with p > 0.
 *   Both sides are sums of the same cells: agreement to round-off (1e-9).
 * - The USFD regime of each sample is the band its Tγ/A falls in, with the
 *   published breakpoints 10.4 and 77.2 N/mm² (Lewis & Dwyer-Joyce 2004,
 *   docs/theory.md §12.4), typed here from the paper's table.
 * - Burstow's index at the published breakpoints 15, 65 and 175 N (§12.5):
 *   0 below the threshold and beyond the zero, rising before the peak and
 *   falling after it.
 * - The shakedown map: the surface branch of the limit is FI = 0 (Ekberg,
 *   Kabo & Andersson 2002), and the operating point's load factor is
 *   p0/k = 3 F_N / (2π a b k) from the Hertz semi-axes.
 * - The power and wear layers, the wear-regime figure and the shakedown map
 *   draw in colour; the strip variant (no slip speeds) draws a message. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "tl-test-render.h"
#include "tl-test-util.h"
#include "tlr-figure-steady.h"
#include "tlr-style.h"

/* The thesis case on 40 × 40 with μ = 0.6 over creepages far into full slip,
 * so that Tγ/A reaches every USFD regime. */
static TlStudySteadySpec
wear_spec(void)
{
  TlStudySteadySpec s = tl_study_steady_spec_default();
  s.curves.params.mu = 0.6;
  s.curves.params.mx = s.curves.params.my = 40;
  s.curves.params.cx = 0.004;
  s.cx_max = 0.3;
  s.n_points = 301;
  return s;
}

static void
update(TlStudySteady *st, const TlStudySteadySpec *spec)
{
  TlError err;
  if (tl_study_steady_prepare(st, spec, &err) != TL_OK)
    g_error("%s", err.message);
}

/* Σ p ΔA and the area of the cells with p > 0 of the study's map [N], [mm²]. */
static void
grid_load_area(const TlStudySteady *st, double *load, double *area_mm2)
{
  const TlGrid *g = &st->grid;
  double sum = 0.0;
  int cells = 0;
  for (int k = 0; k < g->mx * g->my; k++)
    if (st->map.pn[k] > 0.0) {
      sum += st->map.pn[k];
      cells++;
    }
  *load = sum * g->dx * g->dy;
  *area_mm2 = cells * g->dx * g->dy * 1e6;
}

static void
test_full_slip(void)
{
  g_test_summary("In full slip Tγ/A along the curve is μ (Σ p ΔA) cx / A");
  TlStudySteady st;
  tl_study_steady_init(&st);
  TlStudySteadySpec s = wear_spec();
  update(&st, &s);
  double load, area;
  grid_load_area(&st, &load, &area);
  /* the full-slip creepage of the parabolic bound is 0.0089 at μ = 0.4 and
   * F_N = 100 kN (the thesis preset's description); at μ = 0.6 it is 1.5×:
   * every sample beyond 0.03 is in full slip */
  int checked = 0;
  for (int k = 0; k < st.n; k++) {
    if (st.cx[k] < 0.03)
      continue;
    tl_assert_rel(st.t_gamma_per_area[k], 0.6 * load * st.cx[k] / area, 1e-9);
    checked++;
  }
  g_assert_cmpint(checked, >, 200);
  /* and nothing is dissipated without creepage */
  g_assert_cmpfloat(st.cx[0], ==, 0.0);
  g_assert_cmpfloat(st.t_gamma_per_area[0], ==, 0.0);
  tl_study_steady_clear(&st);
}

static void
test_through_operating_point(void)
{
  g_test_summary("The wear curve passes through the operating point, with and without lateral "
                 "creepage and spin");
  const double lateral[][2] = { { 0.0, 0.0 }, { 0.00137, 0.0 }, { 0.0, 0.385 } };
  for (size_t i = 0; i < G_N_ELEMENTS(lateral); i++) {
    TlStudySteady st;
    tl_study_steady_init(&st);
    TlStudySteadySpec s = wear_spec();
    s.cx_max = 0.01;
    s.n_points = 101; /* samples every 1e-4: the operating point is sample 40 */
    s.curves.params.cy = lateral[i][0];
    s.curves.params.spin = lateral[i][1];
    update(&st, &s);
    g_assert_cmpfloat_with_epsilon(st.cx[40], 0.004, 1e-15);
    tl_assert_rel(st.t_gamma_per_area[40], st.wear.t_gamma_per_area, 1e-9);
    tl_assert_rel(st.burstow[40], st.wear.burstow, 1e-9);
    tl_study_steady_clear(&st);
  }
}

static void
test_regimes(void)
{
  g_test_summary("Each sample's USFD regime is the band of its Tγ/A, breakpoints 10.4 and "
                 "77.2 N/mm²; all three occur along the curve");
  TlStudySteady st;
  tl_study_steady_init(&st);
  TlStudySteadySpec s = wear_spec();
  update(&st, &s);
  char *buf = NULL;
  size_t len = 0;
  FILE *out = open_memstream(&buf, &len);
  g_assert_cmpint(tl_study_steady_write_wear_csv(out, &st, NULL), ==, TL_OK);
  fclose(out);
  gchar **lines = g_strsplit(buf, "\n", -1);
  g_assert_cmpstr(lines[0], ==,
                  "cx,t_gamma_n,t_gamma_per_area_n_mm2,wear_rate_usfd_ug_m_mm2,wear_regime,"
                  "burstow_damage");
  int seen[3] = { 0, 0, 0 }, rows = 0;
  for (gchar **l = lines + 1; *l && **l; l++, rows++) {
    gchar **c = g_strsplit(*l, ",", -1);
    const double tga = g_ascii_strtod(c[2], NULL);
    const char *expect = tga < 10.4 ? "mild" : tga <= 77.2 ? "severe" : "catastrophic";
    g_assert_cmpstr(c[4], ==, expect);
    seen[tga < 10.4 ? 0 : tga <= 77.2 ? 1 : 2]++;
    g_strfreev(c);
  }
  g_assert_cmpint(rows, ==, st.n);
  g_assert_cmpint(seen[0], >, 0);
  g_assert_cmpint(seen[1], >, 0);
  g_assert_cmpint(seen[2], >, 0);
  g_strfreev(lines);
  free(buf);
  tl_study_steady_clear(&st);
}

static void
test_burstow_rise_and_fall(void)
{
  g_test_summary("Burstow's index along the curve: 0 below 15 N, rising to 65 N, falling to "
                 "0 at 175 N, 0 beyond");
  TlStudySteady st;
  tl_study_steady_init(&st);
  TlStudySteadySpec s = wear_spec();
  s.cx_max = 0.01; /* Tγ = μ F_N cx reaches 600 N: every piece of the function */
  update(&st, &s);
  const double area_mm2 = st.wear.area * 1e6;
  int pieces[4] = { 0, 0, 0, 0 };
  for (int k = 1; k < st.n; k++) {
    const double tg = st.t_gamma_per_area[k] * area_mm2, prev_tg =
                                                           st.t_gamma_per_area[k - 1] * area_mm2;
    const double d = st.burstow[k], prev = st.burstow[k - 1];
    if (tg < 15.0 || tg > 175.0) {
      g_assert_cmpfloat(d, ==, 0.0);
      pieces[tg < 15.0 ? 0 : 3]++;
    } else if (prev_tg >= 15.0 && tg <= 65.0) {
      g_assert_cmpfloat(d, >, prev); /* Tγ grows with cx: the index too */
      pieces[1]++;
    } else if (prev_tg >= 65.0) {
      g_assert_cmpfloat(d, <, prev);
      pieces[2]++;
    }
  }
  for (int i = 0; i < 4; i++)
    g_assert_cmpint(pieces[i], >, 0);
  tl_study_steady_clear(&st);
}

static void
test_shakedown(void)
{
  g_test_summary("The shakedown map: FI = 0 on the surface branch, the operating point at "
                 "p0/k = 3 F_N/(2π a b k)");
  enum { N = 30 };
  for (int c = 0; c < 2; c++) {
    double lf[N], f[N];
    const int n = tl_study_shakedown_limit_curve((TlStudyShakedownContact)c, 0.9, lf, f, N);
    g_assert_cmpint(n, ==, N);
    /* up the subsurface limit, then the surface branch to f = 0.9 */
    g_assert_cmpfloat(f[0], ==, 0.0);
    g_assert_cmpfloat(lf[0], ==, c ? 4.7 : 4.0);
    tl_assert_rel(f[N - 1], 0.9, 1e-12);
    const TlShakedownParams k = { 300e6 };
    for (int i = 1; i < n; i++) {
      /* a contact whose p0 is lf·k: a b = 3 F_N / (2π p0) */
      const double load = 1e5, ab = 3.0 * load / (2.0 * M_PI * lf[i] * k.shear_yield);
      g_assert_cmpfloat(fabs(tl_wear_fatigue_index(&k, f[i], sqrt(ab), sqrt(ab), load)), <,
                        1e-12);
    }
  }
  TlStudySteady st;
  tl_study_steady_init(&st);
  TlStudySteadySpec s = wear_spec();
  update(&st, &s);
  const TlHertzResult *h = &st.basics.hertz;
  double op_l, op_f;
  tl_study_steady_shakedown_point(&st, &op_l, &op_f);
  tl_assert_rel(op_l, 3.0 * 1e5 / (2.0 * M_PI * h->a * h->b * 300e6), 1e-12);
  tl_assert_rel(op_f, fabs(st.map.fx) / 1e5, 1e-12);
  tl_study_steady_clear(&st);
}

/* Strongly coloured pixels: heat maps and data lines. */
static long
coloured(cairo_surface_t *s)
{
  const int w = cairo_image_surface_get_width(s), h = cairo_image_surface_get_height(s);
  const int stride = cairo_image_surface_get_stride(s);
  const unsigned char *px = cairo_image_surface_get_data(s);
  long n = 0;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      const unsigned char *p = px + y * stride + 4 * x;
      const int hi = MAX(p[0], MAX(p[1], p[2])), lo = MIN(p[0], MIN(p[1], p[2]));
      n += hi - lo > 80;
    }
  return n;
}

static void
test_figures_draw(void)
{
  g_test_summary("The power and wear layers, the wear regimes and the shakedown map draw in "
                 "colour; without slip speeds the layers say why");
  TlStudySteady st;
  tl_study_steady_init(&st);
  TlStudySteadySpec s = wear_spec();
  s.cx_max = 0.0;
  update(&st, &s);
  TlrStyle style = tlr_style_light();
  TlrSteadyFigure fig = { .study = &st, .field = TLR_FIELD_TX };
  const TlrSteadyLayer layers[] = { TLR_STEADY_LAYER_POWER, TLR_STEADY_LAYER_WEAR };
  long lit[2];
  for (int i = 0; i < 2; i++) {
    fig.layer = layers[i];
    cairo_surface_t *img = tl_test_draw_rgb24(tlr_steady_draw_patch, &fig, 640, 420, &style);
    lit[i] = coloured(img);
    g_assert_cmpint(lit[i], >, 5000); /* the patch, 40 × 40 cells of colour */
    cairo_surface_destroy(img);
  }
  cairo_surface_t *img = tl_test_draw_rgb24(tlr_steady_draw_wear, &fig, 800, 600, &style);
  g_assert_cmpint(coloured(img), >, 2000); /* the bands and the curves */
  cairo_surface_destroy(img);
  img = tl_test_draw_rgb24(tlr_steady_draw_shakedown, &fig, 800, 600, &style);
  g_assert_cmpint(coloured(img), >, 500); /* the limit curves */
  cairo_surface_destroy(img);
  /* the strip variant resolves no slip speed: no maps, a message instead */
  s.curves.variant = TL_FASTSIM_STRIPWISE;
  update(&st, &s);
  g_assert_null(st.q_map);
  g_assert_true(isnan(st.wear.power));
  fig.layer = TLR_STEADY_LAYER_POWER;
  img = tl_test_draw_rgb24(tlr_steady_draw_patch, &fig, 640, 420, &style);
  g_assert_cmpint(coloured(img), <, lit[0] / 10);
  cairo_surface_destroy(img);
  tl_study_steady_clear(&st);
}

static void
test_bad_laws_keep_result(void)
{
  g_test_summary("A wear law out of range is refused and the study keeps its result");
  TlStudySteady st;
  tl_study_steady_init(&st);
  TlStudySteadySpec s = wear_spec();
  update(&st, &s);
  const double before = st.wear.t_gamma_per_area;
  s.wear.archard.hardness = -2.385e9;
  s.curves.params.cx = 0.0071;
  TlError err;
  g_assert_cmpint(tl_study_steady_prepare(&st, &s, &err), ==, TL_EINVAL);
  g_assert_cmpfloat(st.wear.t_gamma_per_area, ==, before);
  g_assert_cmpfloat(st.spec.curves.params.cx, ==, 0.004);
  tl_study_steady_clear(&st);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  g_test_add_func("/steady-wear/full-slip", test_full_slip);
  g_test_add_func("/steady-wear/operating-point", test_through_operating_point);
  g_test_add_func("/steady-wear/regimes", test_regimes);
  g_test_add_func("/steady-wear/burstow", test_burstow_rise_and_fall);
  g_test_add_func("/steady-wear/shakedown", test_shakedown);
  g_test_add_func("/steady-wear/figures", test_figures_draw);
  g_test_add_func("/steady-wear/bad-laws", test_bad_laws_keep_result);
  return g_test_run();
}
