/* test-wheelrail.c — S1002 wheels on 60E1 rails: placement, contact search,
 * jumps, Δr, roll, equivalent conicity and the normal contact at the contact
 * points, against the checks of docs/theory-wheel-rail.md §W7 (values
 * computed there by independent scratch code, CONTACT's benchmark reference
 * output, and closed forms).
 *
 * Tolerances: reference values printed with d decimals are checked to half a
 * unit of the last decimal unless the method's own error is larger (then
 * said where). */
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "tl-test-util.h"
#include "tl-test-wheelrail.h"
#include "tribo/exact.h"
#include "tribo/grid.h"
#include "tribo/profile.h"
#include "tribo/units.h"
#include "tribo/wheelrail.h"

#define MM TL_UNIT_MM
#define DEG (M_PI / 180.0)

/* The wheelset of the default track with rails at `inclination` and the
 * roll computed (1) or held at zero (0). */
static TlTestWr
set_new(double inclination, int roll)
{
  TlWheelsetParams p = tl_wheelset_params_default();
  p.inclination = inclination;
  p.roll = roll;
  return tl_test_wr_new(&p);
}

/* §W4 placement table, ±0.001 mm. */
static void
test_placement(void)
{
  g_test_summary("Rails placed by TOR and the 14 mm gauge point for 1:40, 1:20 and vertical");
  const struct {
    double incl, crown_y, crown_below, tor, gauge;
  } rows[] = {
    { atan(1.0 / 40.0), 753.035, 0.0937, 7.498, -35.871 },
    { atan(1.0 / 20.0), 752.512, 0.3466, 11.496, -35.650 },
    { 0.0, 753.481, 0.0, 0.0, -35.981 },
  };
  for (size_t i = 0; i < G_N_ELEMENTS(rows); i++) {
    TlTestWr s = set_new(rows[i].incl, 1);
    const TlWrPlacement *pl = tl_wheelrail_placement(s.wr);
    g_assert_cmpfloat_with_epsilon(pl->rail_y / MM, rows[i].crown_y, 0.001);
    g_assert_cmpfloat_with_epsilon(-pl->rail_z / MM, rows[i].crown_below, 0.00005);
    g_assert_cmpfloat_with_epsilon(pl->tor_y_rail / MM, rows[i].tor, 0.001);
    g_assert_cmpfloat_with_epsilon(pl->gauge_y_rail / MM, rows[i].gauge, 0.001);
    g_assert_cmpfloat_with_epsilon(pl->taping_line / MM, 750.0, 1e-9);
    /* the gauge point lies at Y = G/2, 14 mm below TOR */
    double Y, Z, zg;
    tl_profile_eval(s.rail, pl->gauge_y_rail, &zg, NULL, NULL);
    tl_wheelrail_rail_point(s.wr, TL_WR_LEFT, pl->gauge_y_rail, zg, &Y, &Z);
    g_assert_cmpfloat_with_epsilon(Y / MM, 717.5, 1e-9);
    g_assert_cmpfloat_with_epsilon(Z / MM, -14.0, 1e-9);
    tl_test_wr_free(&s);
  }
}

/* §W4 centred wheelset, 1:40: s +3.226, rail +0.191, r 459.907, γ 1.396°,
 * z_a 459.818, second minimum 0.0085 mm higher at s −7.382; ±0.002 mm in s
 * and gaps (the gap is nearly flat over 11 mm there, which makes s
 * sensitive); e0 = 753.226. */
static void
test_centred(void)
{
  g_test_summary("Centred wheelset on 1:40 rails: contact, radius, angle and the near second point");
  TlTestWr s = set_new(atan(1.0 / 40.0), 1);
  const TlWrContact c = tl_test_wr_contact(&s, 0.0);
  for (int side = 0; side < 2; side++) {
    const TlWrWheel *w = &c.wheel[side];
    g_assert_cmpfloat_with_epsilon(w->pt[0].s / MM, 3.226, 0.002);
    g_assert_cmpfloat_with_epsilon(w->pt[0].y_rail / MM, 0.191, 0.002);
    g_assert_cmpfloat_with_epsilon(w->pt[0].r / MM, 459.907, 0.0005);
    g_assert_cmpfloat_with_epsilon(w->pt[0].gamma / DEG, 1.396, 0.0005);
    g_assert_cmpint(w->n, >=, 2);
    g_assert_cmpint(w->n_contact, ==, 2); /* the second lies within ε₂ = 0.01 mm */
    g_assert_cmpfloat_with_epsilon(w->pt[1].s / MM, -7.382, 0.002);
    g_assert_cmpfloat_with_epsilon(w->pt[1].gap / MM, 0.0085, 0.002);
    g_assert_cmpfloat_with_epsilon(w->pt[1].y_rail / MM, -10.425, 0.002);
    g_assert_cmpfloat_with_epsilon(w->pt[1].gamma / DEG, 3.53, 0.005);
    g_assert_cmpuint(w->pt[1].flags & TL_WR_POINT_SECOND, !=, 0);
    g_assert_cmpfloat_with_epsilon(w->min_gap, 0.0, 1e-12);
  }
  g_assert_cmpfloat_with_epsilon(c.roll, 0.0, 1e-12);
  g_assert_cmpfloat_with_epsilon(c.axle_height / MM, 459.818, 0.0005);
  g_assert_cmpfloat_with_epsilon(c.dr, 0.0, 1e-12);
  g_assert_cmpfloat_with_epsilon(tl_wheelrail_placement(s.wr)->e0 / MM, 753.226, 0.002);
  /* the left point in the track frame lies at +e0, the right at −e0 */
  g_assert_cmpfloat_with_epsilon(c.wheel[0].pt[0].Y, -c.wheel[1].pt[0].Y, 1e-12);
  tl_test_wr_free(&s);
}

/* §W4 table (1:40, roll computed).  Δr and φ: half a unit of the printed
 * last digit plus 0.1 % (the reference's own agreement off the jumps);
 * γ ±0.005°; s to half its printed digit plus the
 * 0.002 mm by which the flat tread gap lets the contact position vary (as at
 * y = 0): ±0.007 mm. */
static void
test_shift_table(void)
{
  g_test_summary("Δr, roll, contact positions and angles versus lateral shift (1:40)");
  const struct {
    double y, dr, phi, sl, sr, gl;
  } rows[] = {
    { 0.5, 0.531, 0.023, -8.20, 5.11, 3.74 },   { 1, 0.614, 0.053, -9.04, 6.53, 3.98 },
    { 2, 0.777, 0.114, -10.80, 8.72, 4.51 },    { 3, 0.959, 0.180, -12.72, 10.44, 5.15 },
    { 4, 1.186, 0.254, -14.91, 11.88, 5.98 },   { 5, 3.689, 0.341, -28.60, 13.13, 17.19 },
    { 6, 4.661, 0.621, -31.20, 14.38, 24.13 },  { 7, 18.80, 6.36, -41.05, 18.63, 61.46 },
    { 8, 20.84, 8.62, -42.33, 20.31, 54.73 },   { 10, 23.27, 11.31, -44.35, 22.48, 45.90 },
  };
  TlTestWr s = set_new(atan(1.0 / 40.0), 1);
  for (size_t i = 0; i < G_N_ELEMENTS(rows); i++) {
    const TlWrContact c = tl_test_wr_contact(&s, rows[i].y);
    const double half_dr = rows[i].dr < 10.0 ? 0.0005 : 0.005;
    const double half_phi = rows[i].phi < 1.0 ? 0.0005 : 0.005;
    g_assert_cmpfloat_with_epsilon(c.dr / MM, rows[i].dr, half_dr + 1e-3 * rows[i].dr);
    g_assert_cmpfloat_with_epsilon(c.roll / TL_UNIT_MRAD, rows[i].phi,
                                   half_phi + 1e-3 * rows[i].phi);
    g_assert_cmpfloat_with_epsilon(c.wheel[0].pt[0].s / MM, rows[i].sl, 0.007);
    g_assert_cmpfloat_with_epsilon(c.wheel[1].pt[0].s / MM, rows[i].sr, 0.007);
    g_assert_cmpfloat_with_epsilon(c.wheel[0].pt[0].gamma / DEG, rows[i].gl, 0.005);
    /* both wheels touch: equal lowest gaps at the computed roll */
    g_assert_cmpfloat_with_epsilon(c.wheel[0].min_gap / MM, 0.0, 1e-9);
    g_assert_cmpfloat_with_epsilon(c.wheel[1].min_gap / MM, 0.0, 1e-9);
  }
  /* axle rise 0.089 mm at 3 mm, 0.397 at 6, 6.48 at 8 (rigid flange climbing) */
  g_assert_cmpfloat_with_epsilon(tl_test_wr_contact(&s, 3).axle_rise / MM, 0.089, 0.0005);
  g_assert_cmpfloat_with_epsilon(tl_test_wr_contact(&s, 6).axle_rise / MM, 0.397, 0.0005);
  g_assert_cmpfloat_with_epsilon(tl_test_wr_contact(&s, 8).axle_rise / MM, 6.48, 0.005);
  /* odd symmetry: Δr(−y) = −Δr(y), roll too */
  const TlWrContact a = tl_test_wr_contact(&s, 2.385), b = tl_test_wr_contact(&s, -2.385);
  g_assert_cmpfloat_with_epsilon(a.dr, -b.dr, 1e-10);
  g_assert_cmpfloat_with_epsilon(a.roll, -b.roll, 1e-12);
  tl_test_wr_free(&s);
}

/* CONTACT's reference results for the Manchester benchmark case
 * (elastic, yawed, so not identical by design): our rigid roll within 5 %
 * off the jumps. */
static void
test_benchmark_roll(void)
{
  g_test_summary("Roll angle within 5 % of CONTACT's Manchester benchmark reference");
  const double y[] = { 1, 3, 5, 6, 7, 8, 9.5 };
  const double phi[] = { 0.0505, 0.180, 0.355, 0.627, 6.39, 8.61, 10.71 };
  TlTestWr s = set_new(atan(1.0 / 40.0), 1);
  for (size_t i = 0; i < G_N_ELEMENTS(y); i++)
    tl_assert_rel(tl_test_wr_contact(&s, y[i]).roll / TL_UNIT_MRAD, phi[i], 0.05);
  tl_test_wr_free(&s);
}

/* Other inclinations (§W4): 1:20 → s +13.30, rail +10.79, r 459.759,
 * γ 0.51°, Δr(3) 0.0577; vertical → s −9.92, rail −13.41, r 460.517,
 * γ 4.23°, Δr(3) 0.914. */
static void
test_other_inclinations(void)
{
  g_test_summary("Centred contact and Δr(3 mm) for 1:20 and vertical rails");
  TlTestWr s = set_new(atan(1.0 / 20.0), 1);
  TlWrContact c = tl_test_wr_contact(&s, 0.0);
  g_assert_cmpfloat_with_epsilon(c.wheel[0].pt[0].s / MM, 13.30, 0.005);
  g_assert_cmpfloat_with_epsilon(c.wheel[0].pt[0].y_rail / MM, 10.79, 0.005);
  g_assert_cmpfloat_with_epsilon(c.wheel[0].pt[0].r / MM, 459.759, 0.0005);
  g_assert_cmpfloat_with_epsilon(c.wheel[0].pt[0].gamma / DEG, 0.51, 0.005);
  g_assert_cmpfloat_with_epsilon(tl_test_wr_contact(&s, 3).dr / MM, 0.0577, 0.00005);
  tl_test_wr_free(&s);
  s = set_new(0.0, 1);
  c = tl_test_wr_contact(&s, 0.0);
  g_assert_cmpfloat_with_epsilon(c.wheel[0].pt[0].s / MM, -9.92, 0.005);
  g_assert_cmpfloat_with_epsilon(c.wheel[0].pt[0].y_rail / MM, -13.41, 0.005);
  g_assert_cmpfloat_with_epsilon(c.wheel[0].pt[0].r / MM, 460.517, 0.0005);
  g_assert_cmpfloat_with_epsilon(c.wheel[0].pt[0].gamma / DEG, 4.23, 0.005);
  g_assert_cmpfloat_with_epsilon(tl_test_wr_contact(&s, 3).dr / MM, 0.914, 0.0005);
  tl_test_wr_free(&s);
}

/* Roll off: φ = 0, each wheel at its own lowest gap; the non-supporting
 * wheel hangs above its rail. */
static void
test_roll_off(void)
{
  g_test_summary("Roll off: zero roll, one wheel supports, the other is lifted");
  TlTestWr s = set_new(atan(1.0 / 40.0), 0);
  const TlWrContact c = tl_test_wr_contact(&s, 3.0);
  g_assert_cmpfloat(c.roll, ==, 0.0);
  g_assert_cmpfloat_with_epsilon(fmin(c.wheel[0].min_gap, c.wheel[1].min_gap), 0.0, 1e-12);
  g_assert_cmpfloat(fmax(c.wheel[0].min_gap, c.wheel[1].min_gap), >, 0.0);
  tl_test_wr_free(&s);
}

/* Jumps of the flanging wheel's contact (§W4): 0.2259, 4.9918, 6.2597 mm
 * (±0.001), with the contact positions either side (s ±0.007 mm as in the
 * shift table). */
static void
test_jumps_and_conicity(void)
{
  g_test_summary("Contact jumps located by bisection; equivalent conicity by three methods");
  TlTestWr s = set_new(atan(1.0 / 40.0), 1);
  TlWrTable t;
  TlError err;
  g_assert_cmpint(tl_wheelrail_table(s.wr, 6.5 * MM, 0.05 * MM, &t, &err), ==, TL_OK);
  g_assert_cmpint(t.n_jumps, ==, 3);
  const double jy[3] = { 0.2259, 4.9918, 6.2597 };
  for (int i = 0; i < 3; i++)
    g_assert_cmpfloat_with_epsilon(t.jump_y[i] / MM, jy[i], 0.001);
  /* either side of the first jump: s +2.04 → −7.74, Δr 0.052 → 0.482 */
  int k = 0;
  while (t.y[k] < t.jump_y[0])
    k++;
  g_assert_cmpfloat_with_epsilon(t.s_left[k] / MM, 2.04, 0.007);
  g_assert_cmpfloat_with_epsilon(t.s_left[k + 1] / MM, -7.74, 0.007);
  g_assert_cmpfloat_with_epsilon(t.dr[k] / MM, 0.052, 0.0005);
  g_assert_cmpfloat_with_epsilon(t.dr[k + 1] / MM, 0.482, 0.0005);
  /* the second: tread s −17.70 → flange root −28.59, Δr 1.519 → 3.684 */
  while (t.y[k] < t.jump_y[1])
    k++;
  g_assert_cmpfloat_with_epsilon(t.s_left[k] / MM, -17.70, 0.007);
  g_assert_cmpfloat_with_epsilon(t.s_left[k + 1] / MM, -28.59, 0.007);
  g_assert_cmpfloat_with_epsilon(t.dr[k] / MM, 1.519, 0.0005);
  g_assert_cmpfloat_with_epsilon(t.dr[k + 1] / MM, 3.684, 0.0005);

  /* §W5 conicity (1:40): secant / harmonic / integration, ±0.002; L(3) 8.79 m */
  const double ref[6][3] = { { 0.307, 0.361, 0.356 }, { 0.194, 0.224, 0.221 },
                             { 0.160, 0.179, 0.177 }, { 0.148, 0.160, 0.159 },
                             { 0.369, 0.171, 0.165 }, { 0.388, 0.303, 0.293 } };
  const double e0 = tl_wheelrail_placement(s.wr)->e0, r0 = tl_wheelrail_params(s.wr)->r0;
  for (int a = 1; a <= 6; a++) {
    TlWrConicity c;
    g_assert_cmpint(tl_wr_conicity(&t, a * MM, e0, r0, &c, &err), ==, TL_OK);
    g_assert_cmpfloat_with_epsilon(c.secant, ref[a - 1][0], 0.002);
    g_assert_cmpfloat_with_epsilon(c.harmonic, ref[a - 1][1], 0.002);
    g_assert_cmpfloat_with_epsilon(c.integration, ref[a - 1][2], 0.002);
    if (a == 3)
      g_assert_cmpfloat_with_epsilon(c.wavelength, 8.79, 0.005);
  }
  /* beyond the table */
  TlWrConicity c;
  g_assert_cmpint(tl_wr_conicity(&t, 7.0 * MM, e0, r0, &c, &err), ==, TL_ERANGE);
  g_assert_nonnull(strstr(err.message, "beyond"));
  /* Δr between nodes and for negative y */
  g_assert_cmpfloat_with_epsilon(tl_wr_table_dr(&t, -3.0 * MM), -tl_test_wr_contact(&s, 3.0).dr,
                                 1e-9);
  tl_wr_table_clear(&t);
  tl_test_wr_free(&s);
}

/* Two tables are the same to the bit: nodes, values and jumps. */
static void
assert_tables_equal(const TlWrTable *a, const TlWrTable *b)
{
  g_assert_cmpint(a->n, ==, b->n);
  g_assert_cmpint(a->n_jumps, ==, b->n_jumps);
  const size_t nb = sizeof(double) * (size_t)a->n;
  g_assert_cmpmem(a->y, nb, b->y, nb);
  g_assert_cmpmem(a->dr, nb, b->dr, nb);
  g_assert_cmpmem(a->roll, nb, b->roll, nb);
  g_assert_cmpmem(a->s_left, nb, b->s_left, nb);
  g_assert_cmpmem(a->s_right, nb, b->s_right, nb);
  const size_t jb = sizeof(double) * (size_t)a->n_jumps;
  g_assert_cmpmem(a->jump_y, jb, b->jump_y, jb);
}

typedef struct {
  const TlTestWr *s;
  const volatile int *cancel;
  TlWrTable *out;
  TlError err;
} TableRun;

static gpointer
table_thread(gpointer data)
{
  TableRun *r = data;
  /* the page's table: ±10 mm at 0.05 mm, seconds of contact searches */
  const TlStatus st =
    tl_wheelrail_table_cancellable(r->s->wr, 10.0 * MM, 0.05 * MM, r->cancel, r->out, &r->err);
  return GINT_TO_POINTER(st);
}

/* A table asked to stop returns TL_ECANCELLED and leaves its output as it
 * was: with the flag up before the call, and with it raised by another
 * thread while the table runs (it may still be starting: either way it must
 * stop, and the range is seconds of work, far more than raising the flag
 * takes).  With the flag down the result is tl_wheelrail_table's, bit for
 * bit, jumps included. */
static void
test_table_cancel(void)
{
  g_test_summary("A cancelled Δr(y) table returns TL_ECANCELLED and leaves its output alone");
  TlTestWr s = set_new(atan(1.0 / 40.0), 1);
  TlError err;
  /* whatever the caller had there stays: a table from before */
  TlWrTable before;
  g_assert_cmpint(tl_wheelrail_table(s.wr, 1.0 * MM, 0.1 * MM, &before, &err), ==, TL_OK);
  TlWrTable t = before;

  volatile int cancel = 1;
  g_assert_cmpint(tl_wheelrail_table_cancellable(s.wr, 10.0 * MM, 0.05 * MM, &cancel, &t, &err),
                  ==, TL_ECANCELLED);
  g_assert_nonnull(strstr(err.message, "cancelled"));
  g_assert_cmpmem(&t, sizeof t, &before, sizeof before);

  cancel = 0;
  TableRun run = { &s, &cancel, &t, { 0 } };
  GThread *th = g_thread_new("table", table_thread, &run);
  cancel = 1;
  g_assert_cmpint(GPOINTER_TO_INT(g_thread_join(th)), ==, TL_ECANCELLED);
  g_assert_cmpint(run.err.status, ==, TL_ECANCELLED);
  g_assert_cmpmem(&t, sizeof t, &before, sizeof before);

  /* the flag down, or no flag at all: the plain table (three jumps to 6.5 mm) */
  cancel = 0;
  TlWrTable ref, got, none;
  g_assert_cmpint(tl_wheelrail_table(s.wr, 6.5 * MM, 0.1 * MM, &ref, &err), ==, TL_OK);
  g_assert_cmpint(ref.n_jumps, ==, 3);
  g_assert_cmpint(tl_wheelrail_table_cancellable(s.wr, 6.5 * MM, 0.1 * MM, &cancel, &got, &err),
                  ==, TL_OK);
  assert_tables_equal(&got, &ref);
  g_assert_cmpint(tl_wheelrail_table_cancellable(s.wr, 6.5 * MM, 0.1 * MM, NULL, &none, &err), ==,
                  TL_OK);
  assert_tables_equal(&none, &ref);
  /* a bad range is refused whatever the flag says */
  cancel = 1;
  g_assert_cmpint(tl_wheelrail_table_cancellable(s.wr, 3.0 * MM, 0.5 * MM, &cancel, &t, &err), ==,
                  TL_EINVAL);
  tl_wr_table_clear(&ref);
  tl_wr_table_clear(&got);
  tl_wr_table_clear(&none);
  tl_wr_table_clear(&before);
  tl_test_wr_free(&s);
}

/* §W5 for 1:20 rails, where the S1002 tread meets the R80 arc and Δr stays
 * almost linear up to the jump at 6.039 mm: secant / harmonic / integration at ŷ = 1 … 5 mm, printed to
 * 4 decimals: half a unit of the last plus 1e-5 for the table step. */
static void
test_conicity_1_20(void)
{
  g_test_summary("Equivalent conicity on 1:20 rails (a low-conicity pair)");
  const double ref[5][3] = { { 0.0091, 0.0091, 0.0091 }, { 0.0093, 0.0092, 0.0092 },
                             { 0.0096, 0.0095, 0.0095 }, { 0.0101, 0.0098, 0.0098 },
                             { 0.0106, 0.0102, 0.0102 } };
  TlTestWr s = set_new(atan(1.0 / 20.0), 1);
  TlWrTable t;
  g_assert_cmpint(tl_wheelrail_table(s.wr, 6.3 * MM, 0.05 * MM, &t, NULL), ==, TL_OK);
  /* the first jump: the tread jump at 6.039 mm (±0.001) */
  g_assert_cmpint(t.n_jumps, >=, 1);
  g_assert_cmpfloat_with_epsilon(t.jump_y[0] / MM, 6.039, 0.001);
  const double e0 = tl_wheelrail_placement(s.wr)->e0, r0 = tl_wheelrail_params(s.wr)->r0;
  for (int a = 1; a <= 5; a++) {
    TlWrConicity c;
    g_assert_cmpint(tl_wr_conicity(&t, a * MM, e0, r0, &c, NULL), ==, TL_OK);
    g_assert_cmpfloat_with_epsilon(c.secant, ref[a - 1][0], 0.00006);
    g_assert_cmpfloat_with_epsilon(c.harmonic, ref[a - 1][1], 0.00006);
    g_assert_cmpfloat_with_epsilon(c.integration, ref[a - 1][2], 0.00006);
  }
  tl_wr_table_clear(&t);
  tl_test_wr_free(&s);
}

/* Coned wheels, Δr = 2y tan γ: both the harmonic linearisation and the
 * integration return tan γ (midpoint sums of sin² and of a constant are
 * exact; only round-off remains), the secant too. */
static void
test_coned_wheels(void)
{
  g_test_summary("Coned wheels: every conicity method returns tan γ");
  const double lambda = 0.0523;
  TlWrTable t = { 0 };
  const int n = 201;
  t.n = n;
  t.y = g_new(double, n);
  t.dr = g_new(double, n);
  for (int i = 0; i < n; i++) {
    t.y[i] = i * 0.05 * MM;
    t.dr[i] = 2.0 * t.y[i] * lambda;
  }
  TlWrConicity c;
  g_assert_cmpint(tl_wr_conicity(&t, 3.7 * MM, 0.7532, 0.46, &c, NULL), ==, TL_OK);
  g_assert_cmpfloat_with_epsilon(c.secant, lambda, 1e-12);
  g_assert_cmpfloat_with_epsilon(c.harmonic, lambda, 1e-9);
  g_assert_cmpfloat_with_epsilon(c.integration, lambda, 1e-9);
  /* Klingel: L = 2π √(e0 r0 / tan γ) */
  g_assert_cmpfloat_with_epsilon(c.wavelength, 2.0 * M_PI * sqrt(0.7532 * 0.46 / lambda), 1e-9);
  g_free(t.y);
  g_free(t.dr);
}

/* §W6a at y = 0, 100 kN, E 210 GPa, ν 0.28: a 5.551, b 11.229 mm,
 * p0 766.0 MPa, δ 0.0809 mm (4 digits); flagged non-Hertzian (b spans the
 * rail's R300/R80 joint and the second gap minimum). */
static void
test_hertz_centred(void)
{
  g_test_summary("Hertz from the profile curvatures at the centred contact, and its validity flag");
  TlTestWr s = set_new(atan(1.0 / 40.0), 1);
  const TlWrContact c = tl_test_wr_contact(&s, 0.0);
  g_assert_cmpfloat_with_epsilon(1.0 / c.wheel[0].pt[0].kappa_wheel / MM, -387.3, 0.05);
  g_assert_cmpfloat_with_epsilon(1.0 / c.wheel[0].pt[0].kappa_rail / MM, 300.0, 1e-6);
  TlWrNormalParams np = tl_wr_normal_params_default();
  TlWrPatch p;
  TlError err;
  g_assert_cmpint(tl_wheelrail_patch(s.wr, &c, 0, 0, &np, 100e3, &p, &err), ==, TL_OK);
  g_assert_true(p.hertz_ok);
  g_assert_cmpfloat_with_epsilon(p.a / MM, 5.551, 0.0005);
  g_assert_cmpfloat_with_epsilon(p.b / MM, 11.229, 0.0005);
  g_assert_cmpfloat_with_epsilon(p.p0 / TL_UNIT_MPA, 766.0, 0.05);
  g_assert_cmpfloat_with_epsilon(p.approach / MM, 0.0809, 0.00005);
  g_assert_cmpfloat(p.e_h, >, 0.1);
  g_assert_cmpuint(p.flags & TL_WR_PATCH_NONHERTZ, !=, 0);
  g_assert_null(p.pressure);
  tl_test_wr_free(&s);
}

/* The profile gap across the centred contact: zero at the point, and near
 * it the quadratic B η² of the two lateral curvatures, B = ½(κ_w + κ_r) =
 * 0.3758 1/m.  The wheel's curvature changes by ~6 % per mm here, a cubic
 * term of ~2 % at 0.3 mm that cancels in the mean of ±η; what remains (the
 * quartic, ~0.1 %) is allowed 1 %. */
static void
test_profile_gap(void)
{
  g_test_summary("Profile gap across the contact: zero at the point, B η² beside it");
  TlTestWr s = set_new(atan(1.0 / 40.0), 1);
  const TlWrContact c = tl_test_wr_contact(&s, 0.0);
  const double eta[5] = { -0.3 * MM, -0.1 * MM, 0.0, 0.1 * MM, 0.3 * MM };
  double h[5], r[5];
  g_assert_cmpint(tl_wheelrail_profile_gap(s.wr, &c, 0, 0, eta, 5, h, r, NULL), ==, TL_OK);
  g_assert_cmpfloat(fabs(h[2]), <, 1e-15);
  g_assert_cmpfloat_with_epsilon(r[2], c.wheel[0].pt[0].r, 1e-12);
  const double B = 0.5 * (c.wheel[0].pt[0].kappa_wheel + c.wheel[0].pt[0].kappa_rail);
  g_assert_cmpfloat_with_epsilon(B, 0.3758, 0.00005);
  for (int i = 3; i < 5; i++)
    tl_assert_rel(0.5 * (h[i] + h[4 - i]), B * eta[i] * eta[i], 0.01);
  tl_test_wr_free(&s);
}

/* The half-space normal solver on the quadratic gap A x² + B y² of the
 * centred contact (0.13 × 0.17 mm cells) reproduces Hertz within 0.5 %
 * (piecewise-constant elements: error O(cell/b)). */
static void
test_quadratic_gap(void)
{
  g_test_summary("Normal solver on the Hertz gap of the centred contact: within 0.5 % of Hertz");
  const double A = 1.0869, B = 0.3758; /* 1/m, §W6a */
  const double a = 5.551 * MM, b = 11.229 * MM;
  const int mx = 2 * (int)ceil(1.2 * a / (0.13 * MM)), my = 2 * (int)ceil(1.2 * b / (0.17 * MM));
  TlGrid g;
  g_assert_cmpint(tl_grid_init(&g, mx, my, 1.2 * a, 1.2 * b, NULL), ==, TL_OK);
  double *gap = g_new(double, mx * my), *pn = g_new(double, mx * my);
  for (int j = 0; j < my; j++)
    for (int i = 0; i < mx; i++)
      gap[j * mx + i] = A * g.x[i] * g.x[i] + B * g.y[j] * g.y[j];
  const double G = 210e9 / (2.0 * 1.28);
  TlExactNormal r;
  g_assert_cmpint(tl_exact_normal_solve(&g, G, 0.28, 100e3, gap, 1e-10, 5000, pn, &r, NULL), ==,
                  TL_OK);
  tl_assert_rel(r.p_max / TL_UNIT_MPA, 766.0, 0.005);
  tl_assert_rel(r.approach / MM, 0.0809, 0.005);
  tl_grid_clear(&g);
  g_free(gap);
  g_free(pn);
}

static TlWrPatch
patch(const TlTestWr *s, const TlWrContact *c, TlWrNormalMethod m, double load, double cell,
      double g_gpa)
{
  TlWrNormalParams np = tl_wr_normal_params_default();
  np.method = m;
  np.cell = cell * MM;
  if (g_gpa > 0.0) {
    np.wheel.input = np.rail.input = TL_ELASTIC_SHEAR;
    np.wheel.modulus = np.rail.modulus = g_gpa * TL_UNIT_GPA;
  }
  TlWrPatch p;
  TlError err;
  if (tl_wheelrail_patch(s->wr, c, 0, 0, &np, load, &p, &err) != TL_OK)
    g_error("%s", err.message);
  return p;
}

/* §W6b: the non-Hertzian gap on the exact solver.  Against CONTACT's
 * reference output (y = 0, 10 kN, G 82 GPa, 0.2 mm cells): p_max 338.3 MPa
 * within 1 %, approach 0.01596 mm within 2 %, area 51.6 mm² within 3 %.
 * At 100 kN (E 210): p_max 981 MPa at η ≈ −11 mm (the rail's R300/R80
 * joint), δ 0.0756 mm, area 191 mm², within 1 %. */
static void
test_nonhertz_centred(void)
{
  g_test_summary("Non-Hertzian centred patch against CONTACT's reference and the derived case");
  TlTestWr s = set_new(atan(1.0 / 40.0), 1);
  const TlWrContact c = tl_test_wr_contact(&s, 0.0);
  TlWrPatch p = patch(&s, &c, TL_WR_NORMAL_EXACT, 10e3, 0.2, 82.0);
  tl_assert_rel(p.p_max / TL_UNIT_MPA, 338.3, 0.01);
  tl_assert_rel(p.approach / MM, 0.01596, 0.02);
  tl_assert_rel(p.area / (MM * MM), 51.6, 0.03);
  tl_wr_patch_clear(&p);
  p = patch(&s, &c, TL_WR_NORMAL_EXACT, 100e3, 0.2, 0.0);
  tl_assert_rel(p.p_max / TL_UNIT_MPA, 981.0, 0.01);
  tl_assert_rel(p.approach / MM, 0.0756, 0.01);
  tl_assert_rel(p.area / (MM * MM), 191.0, 0.01);
  /* extent −13.0 … +7.8 mm (± one cell) */
  g_assert_cmpfloat_with_epsilon(p.eta_min / MM, -13.0, 0.2);
  g_assert_cmpfloat_with_epsilon(p.eta_max / MM, 7.8, 0.2);
  /* the peak sits near η = −11 mm, not at the contact point */
  int kmax = 0;
  for (int k = 0; k < p.mx * p.my; k++)
    if (p.pressure[k] > p.pressure[kmax])
      kmax = k;
  g_assert_cmpfloat_with_epsilon((p.eta0 + (kmax / p.mx + 0.5) * p.cell) / MM, -11.0, 0.5);
  /* load: Σ p ΔA = 100 kN */
  double sum = 0.0;
  for (int k = 0; k < p.mx * p.my; k++)
    sum += p.pressure[k] * p.cell * p.cell;
  tl_assert_rel(sum, 100e3, 1e-9);
  tl_wr_patch_clear(&p);
  /* Kik–Piotrowski (§W6c) on the same grids, within 2 %: 100 kN δ 0.0730 mm,
   * p_max 645 MPa, area 222 mm²; 10 kN (G 82) δ 0.0163, p_max 314 */
  p = patch(&s, &c, TL_WR_NORMAL_APPROX, 100e3, 0.2, 0.0);
  tl_assert_rel(p.approach / MM, 0.0730, 0.02);
  tl_assert_rel(p.p_max / TL_UNIT_MPA, 645.0, 0.02);
  tl_assert_rel(p.area / (MM * MM), 222.0, 0.02);
  tl_wr_patch_clear(&p);
  p = patch(&s, &c, TL_WR_NORMAL_APPROX, 10e3, 0.2, 82.0);
  tl_assert_rel(p.approach / MM, 0.0163, 0.02);
  tl_assert_rel(p.p_max / TL_UNIT_MPA, 314.0, 0.02);
  tl_wr_patch_clear(&p);
  tl_test_wr_free(&s);
}

/* §W6b/c flank contact at y = 7 mm (γ 61.46°, wheel R20 on rail R13), where
 * Hertz holds: Hertz a 14.23, b 0.680 mm, p0 4934 MPa, δ 0.1304 mm; the
 * exact solver within 1 % (0.1 mm cells); Kik–Piotrowski δ 0.1324 mm and
 * p_max 3689 MPa within 2 %. */
static void
test_flank(void)
{
  g_test_summary("Flank contact: Hertz, the exact solver and Kik-Piotrowski agree as expected");
  TlTestWr s = set_new(atan(1.0 / 40.0), 1);
  const TlWrContact c = tl_test_wr_contact(&s, 7.0);
  TlWrPatch p = patch(&s, &c, TL_WR_NORMAL_EXACT, 100e3, 0.1, 0.0);
  g_assert_cmpfloat_with_epsilon(p.a / MM, 14.23, 0.005);
  g_assert_cmpfloat_with_epsilon(p.b / MM, 0.680, 0.0005);
  g_assert_cmpfloat_with_epsilon(p.p0 / TL_UNIT_MPA, 4934.0, 0.5);
  g_assert_cmpfloat_with_epsilon(p.hertz_approach / MM, 0.1304, 0.00005);
  tl_assert_rel(p.p_max, p.p0, 0.01);
  tl_assert_rel(p.approach, p.hertz_approach, 0.01);
  tl_wr_patch_clear(&p);
  p = patch(&s, &c, TL_WR_NORMAL_APPROX, 100e3, 0.1, 0.0);
  tl_assert_rel(p.approach / MM, 0.1324, 0.02);
  tl_assert_rel(p.p_max / TL_UNIT_MPA, 3689.0, 0.02);
  tl_wr_patch_clear(&p);
  tl_test_wr_free(&s);
}

/* §W6d at y = 4.9918 mm (tread + flange root), Q = 100 kN, Hertz per point:
 * δ_v 0.0796 mm; tread N 63.67 kN, 6.33 × 4.37 mm, p0 1098 MPa; root
 * N 38.56 kN, 7.25 × 0.97 mm, p0 2628 MPa; lateral 8.03 + 11.38 kN; ±0.1 kN. */
static void
test_load_split(void)
{
  g_test_summary("Load split between tread and flange-root contact by the vertical balance");
  TlTestWr s = set_new(atan(1.0 / 40.0), 1);
  const TlWrContact c = tl_test_wr_contact(&s, 4.9918);
  g_assert_cmpint(c.wheel[0].n_contact, ==, 2);
  TlWrNormalParams np = tl_wr_normal_params_default();
  TlWrNormal n;
  TlError err;
  g_assert_cmpint(tl_wheelrail_normal(s.wr, &c, TL_WR_LEFT, &np, &n, &err), ==, TL_OK);
  g_assert_cmpfloat_with_epsilon(n.delta_v / MM, 0.0796, 0.00005);
  g_assert_cmpint(n.n, ==, 2);
  const TlWrPatch *tread = n.patch[0].gamma < n.patch[1].gamma ? &n.patch[0] : &n.patch[1];
  const TlWrPatch *root = tread == &n.patch[0] ? &n.patch[1] : &n.patch[0];
  g_assert_cmpfloat_with_epsilon(tread->normal_force / 1e3, 63.67, 0.1);
  g_assert_cmpfloat_with_epsilon(root->normal_force / 1e3, 38.56, 0.1);
  g_assert_cmpfloat_with_epsilon(tread->a / MM, 6.33, 0.005);
  g_assert_cmpfloat_with_epsilon(tread->b / MM, 4.37, 0.005);
  g_assert_cmpfloat_with_epsilon(tread->p0 / TL_UNIT_MPA, 1098.0, 0.5);
  g_assert_cmpfloat_with_epsilon(root->a / MM, 7.25, 0.005);
  g_assert_cmpfloat_with_epsilon(root->b / MM, 0.97, 0.005);
  g_assert_cmpfloat_with_epsilon(root->p0 / TL_UNIT_MPA, 2628.0, 0.5);
  const double vert = tread->normal_force * cos(tread->gamma) + root->normal_force * cos(root->gamma);
  g_assert_cmpfloat_with_epsilon(vert / 1e3, 100.0, 1e-6);
  g_assert_cmpfloat_with_epsilon(n.lateral / 1e3, 8.03 + 11.38, 0.1);
  tl_wr_normal_clear(&n);
  tl_test_wr_free(&s);
}

/* A wheel profile file written from S1002 (0.05 mm) gives the same contacts
 * within the sampling error: the spline differs by < 1.5e-4 mm, and on the
 * conformal tread 0.02 mm of profile moves the contact ~0.4 mm, so s agrees
 * to 0.005 mm and Δr to 1e-4 mm (the rolling radius changes with the
 * profile error only). */
static void
test_file_profiles(void)
{
  g_test_summary("S1002 and 60E1 through profile files give the same contacts");
  TlTestWr ref = set_new(atan(1.0 / 40.0), 1);
  char *wpath = g_strdup_printf("%s/tl-wr-%d-wheel.txt", g_get_tmp_dir(), (int)getpid());
  char *rpath = g_strdup_printf("%s/tl-wr-%d-rail.txt", g_get_tmp_dir(), (int)getpid());
  g_assert_cmpint(tl_profile_save(ref.wheel, wpath, 0.05 * MM, NULL), ==, TL_OK);
  g_assert_cmpint(tl_profile_save(ref.rail, rpath, 0.05 * MM, NULL), ==, TL_OK);
  TlProfile *w = NULL, *r = NULL;
  g_assert_cmpint(tl_profile_load(wpath, TL_PROFILE_WHEEL, NULL, &w, NULL), ==, TL_OK);
  g_assert_cmpint(tl_profile_load(rpath, TL_PROFILE_RAIL, NULL, &r, NULL), ==, TL_OK);
  TlWheelsetParams p = tl_wheelset_params_default();
  TlWheelrail *wr = NULL;
  TlError err;
  g_assert_cmpint(tl_wheelrail_alloc(&p, w, r, &wr, &err), ==, TL_OK);
  const double ys[] = { 0.0, 2.385, 5.5, 8.0 };
  for (size_t i = 0; i < G_N_ELEMENTS(ys); i++) {
    TlWrContact a = tl_test_wr_contact(&ref, ys[i]), b;
    g_assert_cmpint(tl_wheelrail_contact(wr, ys[i] * MM, &b, NULL), ==, TL_OK);
    g_assert_cmpfloat_with_epsilon(b.wheel[0].pt[0].s / MM, a.wheel[0].pt[0].s / MM, 0.005);
    g_assert_cmpfloat_with_epsilon(b.wheel[1].pt[0].s / MM, a.wheel[1].pt[0].s / MM, 0.005);
    g_assert_cmpfloat_with_epsilon(b.dr / MM, a.dr / MM, 1e-4 + 1e-4 * fabs(a.dr / MM));
  }
  tl_wheelrail_free(wr);
  tl_profile_free(w);
  tl_profile_free(r);
  g_unlink(wpath);
  g_unlink(rpath);
  g_free(wpath);
  g_free(rpath);
  tl_test_wr_free(&ref);
}

static void
test_bad_input(void)
{
  g_test_summary("Bad wheelset, shift and normal-contact parameters are refused with a message");
  TlError err;
  TlWheelsetParams p = tl_wheelset_params_default();
  p.gauge = 1.4873;
  g_assert_cmpint(tl_wheelset_params_validate(&p, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "gauge"));
  p = tl_wheelset_params_default();
  p.r0 = NAN;
  g_assert_cmpint(tl_wheelset_params_validate(&p, &err), ==, TL_EINVAL);
  p = tl_wheelset_params_default();
  p.inclination = atan(1.0 / 8.3);
  g_assert_cmpint(tl_wheelset_params_validate(&p, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "inclination"));
  p = tl_wheelset_params_default();
  p.roll = 2;
  g_assert_cmpint(tl_wheelset_params_validate(&p, &err), ==, TL_EINVAL);

  TlTestWr s = set_new(atan(1.0 / 40.0), 1);
  TlWrContact c;
  g_assert_cmpint(tl_wheelrail_contact(s.wr, 23.85 * MM, &c, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "lateral shift"));
  g_assert_cmpint(tl_wheelrail_contact(s.wr, INFINITY, &c, &err), ==, TL_EINVAL);
  /* two rails or two wheels */
  TlWheelrail *wr = NULL;
  p = tl_wheelset_params_default();
  g_assert_cmpint(tl_wheelrail_alloc(&p, s.rail, s.rail, &wr, &err), ==, TL_EINVAL);
  g_assert_null(wr);

  c = tl_test_wr_contact(&s, 1.0);
  TlWrNormalParams np = tl_wr_normal_params_default();
  np.load = 350e3;
  TlWrNormal n;
  g_assert_cmpint(tl_wheelrail_normal(s.wr, &c, 0, &np, &n, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "wheel load"));
  np = tl_wr_normal_params_default();
  np.cell = 0.01 * MM;
  TlWrPatch pa;
  g_assert_cmpint(tl_wheelrail_patch(s.wr, &c, 0, 0, &np, 1e4, &pa, &err), ==, TL_EINVAL);
  np = tl_wr_normal_params_default();
  g_assert_cmpint(tl_wheelrail_patch(s.wr, &c, 0, 5, &np, 1e4, &pa, &err), ==, TL_EINVAL);
  g_assert_cmpint(tl_wheelrail_patch(s.wr, &c, 0, 0, &np, -3.7, &pa, &err), ==, TL_EINVAL);
  TlWrNormalMethod m;
  g_assert_cmpint(tl_wr_normal_method_from_name("kalker", &m, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "hertz, approx, exact"));
  TlWrTable t;
  g_assert_cmpint(tl_wheelrail_table(s.wr, 3.0 * MM, 0.5 * MM, &t, &err), ==, TL_EINVAL);
  tl_test_wr_free(&s);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/wheelrail/placement", test_placement);
  g_test_add_func("/wheelrail/centred", test_centred);
  g_test_add_func("/wheelrail/shift-table", test_shift_table);
  g_test_add_func("/wheelrail/benchmark-roll", test_benchmark_roll);
  g_test_add_func("/wheelrail/other-inclinations", test_other_inclinations);
  g_test_add_func("/wheelrail/roll-off", test_roll_off);
  g_test_add_func("/wheelrail/jumps-and-conicity", test_jumps_and_conicity);
  g_test_add_func("/wheelrail/table-cancel", test_table_cancel);
  g_test_add_func("/wheelrail/conicity-1-20", test_conicity_1_20);
  g_test_add_func("/wheelrail/coned-wheels", test_coned_wheels);
  g_test_add_func("/wheelrail/hertz-centred", test_hertz_centred);
  g_test_add_func("/wheelrail/profile-gap", test_profile_gap);
  g_test_add_func("/wheelrail/quadratic-gap", test_quadratic_gap);
  g_test_add_func("/wheelrail/nonhertz-centred", test_nonhertz_centred);
  g_test_add_func("/wheelrail/flank", test_flank);
  g_test_add_func("/wheelrail/load-split", test_load_split);
  g_test_add_func("/wheelrail/file-profiles", test_file_profiles);
  g_test_add_func("/wheelrail/bad-input", test_bad_input);
  return g_test_run();
}
