/* test-claims-table.c — the numbers docs/theory.md §14 states about
 * creep-force tables: the layouts of the default and the USETAB table,
 * computed from the program's specs and looked for in the text (see
 * tl-test-claims.h); the solver's numbers are held by test-table.c. */
#include "tl-test-claims.h"
#include "tribo/table.h"

#define T "docs/theory.md"

static void
test_layouts(void)
{
  char *text = text_of(T);
  const TlTableSpec d = tl_table_spec_default();
  states(T, text, "$a/b$ from %g to %g (%d points)", d.lo[TL_TABLE_RATIO], d.hi[TL_TABLE_RATIO],
         d.n[TL_TABLE_RATIO]);
  g_assert_cmpint(d.n[TL_TABLE_NU], ==, 1);
  states(T, text, "$\\nu = %g$", d.lo[TL_TABLE_NU]);
  g_assert_cmpint(d.n[TL_TABLE_XI], ==, d.n[TL_TABLE_ETA]);
  states(T, text, "$\\xi$ and $\\eta$ from %g to %g (%d points each)", d.lo[TL_TABLE_XI],
         d.hi[TL_TABLE_XI], d.n[TL_TABLE_XI]);
  states(T, text, "$\\phi$ from %g to %g (%d points)", d.lo[TL_TABLE_PHI], d.hi[TL_TABLE_PHI],
         d.n[TL_TABLE_PHI]);
  states(T, text, "on %d × %d cells with the steady tolerance %g: %zu entries", d.mx, d.my, d.tol,
         tl_table_spec_count(&d));

  const TlTableSpec u = tl_table_spec_usetab();
  states(T, text, "%d ellipse ratios × %d × %d × %d creepages, %zu entries", u.n[TL_TABLE_RATIO],
         u.n[TL_TABLE_XI], u.n[TL_TABLE_ETA], u.n[TL_TABLE_PHI], tl_table_spec_count(&u));
  states(T, text, "over $a/b$ from %g to %g and ±%g in $\\xi$, $\\eta$, $\\phi$ with $\\nu = %g$",
         u.lo[TL_TABLE_RATIO], u.hi[TL_TABLE_RATIO], u.hi[TL_TABLE_XI], u.lo[TL_TABLE_NU]);
  g_assert_cmpfloat(u.lo[TL_TABLE_XI], ==, -u.hi[TL_TABLE_XI]);
  g_assert_cmpfloat(u.lo[TL_TABLE_PHI], ==, -u.hi[TL_TABLE_XI]);
  g_free(text);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  tl_claims_add("/claims-table/layouts", test_layouts);
  return g_test_run();
}
