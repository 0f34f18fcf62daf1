/* test-traction.c — totals of the common traction container. */
#include "tl-test-util.h"
#include "tribo/traction.h"

/* A uniform traction τ over the active cells integrates to τ·n_active·ΔA and
 * gives no moment by symmetry; a field τy = c·x gives Mz = c Σx²ΔA. */
static void
test_totals(void)
{
  g_test_summary("Forces, moment, load and stick fraction from the maps");
  TlGrid g;
  TlTraction t;
  g_assert_cmpint(tl_grid_init(&g, 24, 16, 7.3e-3, 4.1e-3, NULL), ==, TL_OK);
  g_assert_cmpint(tl_traction_alloc(&t, 24, 16, NULL), ==, TL_OK);
  double sum_x2 = 0.0;
  int stick = 0;
  for (int j = 0; j < g.my; j++)
    for (int i = 0; i < g.mx; i++) {
      const int k = j * g.mx + i;
      if (!g.active[k])
        continue;
      t.tx[k] = 2.385e6;
      t.ty[k] = 1e8 * g.x[i];
      t.pn[k] = 1e9;
      t.state[k] = (i % 3 == 0) ? TL_CELL_SLIP : TL_CELL_STICK;
      stick += i % 3 != 0;
      sum_x2 += g.x[i] * g.x[i];
    }
  tl_traction_totals(&t, &g, 1e5);
  const double da = g.dx * g.dy;
  tl_assert_rel(t.fx, 2.385e6 * g.n_active * da, 1e-12);
  tl_assert_rel(t.f, t.fx / 1e5, 1e-15);
  tl_assert_rel(t.mz, 1e8 * sum_x2 * da, 1e-12);
  g_assert_cmpfloat_with_epsilon(t.fy, 0.0, 1e-9 * fabs(t.fx));
  tl_assert_rel(t.load, 1e9 * g.n_active * da, 1e-12);
  tl_assert_rel(t.stick_fraction, (double)stick / g.n_active, 1e-15);

  TlTraction c;
  g_assert_cmpint(tl_traction_alloc(&c, 24, 16, NULL), ==, TL_OK);
  tl_traction_copy(&c, &t);
  g_assert_cmpfloat(c.mz, ==, t.mz);
  g_assert_cmpmem(c.state, 24 * 16, t.state, 24 * 16);
  tl_traction_free(&c);
  tl_traction_free(&t);
  tl_grid_clear(&g);
}

static void
test_grid_layout(void)
{
  g_test_summary("Grid centres, cell sizes and the active ellipse");
  TlGrid g;
  TlError err;
  g_assert_cmpint(tl_grid_init(&g, 22, 22, 8.56e-3, 4.08e-3, NULL), ==, TL_OK);
  tl_assert_rel(g.dx, 2 * 8.56e-3 / 22, 1e-15);
  tl_assert_rel(g.x[0], -8.56e-3 + 0.5 * g.dx, 1e-14);
  tl_assert_rel(g.y[21], 4.08e-3 - 0.5 * g.dy, 1e-14);
  /* symmetric in x and y */
  for (int j = 0; j < g.my; j++)
    for (int i = 0; i < g.mx; i++)
      g_assert_cmpint(g.active[j * g.mx + i], ==, g.active[(g.my - 1 - j) * g.mx + (g.mx - 1 - i)]);
  /* the active area tends to πab: within the boundary cells' area */
  const double area = g.n_active * g.dx * g.dy, exact = M_PI * 8.56e-3 * 4.08e-3;
  g_assert_cmpfloat(fabs(area - exact), <, 2.0 * (2 * M_PI * 8.56e-3) * fmax(g.dx, g.dy));
  /* both pressures integrate to about F_N; the parabolic one has no √ edge */
  double pn[22 * 22], sum = 0.0;
  tl_grid_pressure(&g, TL_BOUND_PARABOLIC, 1e5, pn);
  for (int k = 0; k < 22 * 22; k++)
    sum += pn[k] * g.dx * g.dy;
  tl_assert_rel(sum, 1e5, 0.03);
  tl_grid_clear(&g);
  g_assert_cmpint(tl_grid_init(&g, 3, 22, 1e-3, 1e-3, &err), ==, TL_EINVAL);
  g_assert_null(g.x);
  g_assert_cmpint(tl_grid_init(&g, 22, 1001, 1e-3, 1e-3, NULL), ==, TL_EINVAL);
  g_assert_cmpint(tl_grid_init(&g, 22, 22, -1e-3, 1e-3, NULL), ==, TL_EINVAL);
  TlTractionBound b;
  g_assert_cmpint(tl_traction_bound_from_name("elliptic", &b, NULL), ==, TL_OK);
  g_assert_cmpint(b, ==, TL_BOUND_ELLIPTIC);
  g_assert_cmpint(tl_traction_bound_from_name("cubic", &b, &err), ==, TL_EINVAL);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/traction/totals", test_totals);
  g_test_add_func("/grid/layout", test_grid_layout);
  return g_test_run();
}
