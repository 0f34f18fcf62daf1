/* test-wear.c — frictional power, wear rates and fatigue indices
 * (tribo/wear.h, docs/theory.md §12) against closed forms, identities and
 * the published breakpoints of the wear and damage functions. */
#include <glib.h>
#include <math.h>

#include "tl-test-util.h"
#include "tribo/exact.h"
#include "tribo/fastsim.h"
#include "tribo/traction-field.h"
#include "tribo/wear.h"

/* ---- a solved case and its figures ---------------------------------------------------- */

typedef enum { SOLVER_FASTSIM, SOLVER_EXACT } Solver;

/* The thesis case (F_N = 100 kN, V = 1 m/s) on m × m cells at μ, solved at
 * (cx, cy, spin), with its figures under the default laws. */
static TlWearResult
solve_case(Solver solver, int m, double mu, double cx, double cy, double spin,
           double *stick_fraction)
{
  TlContactParams p = tl_test_contact(m, mu);
  p.speed = 1.0;
  TlTraction t = tl_test_traction(&p);
  double *w = g_new0(double, (gsize)m * m);
  const TlGrid *g;
  TlFastsim *fs = NULL;
  TlExact *ex = NULL;
  if (solver == SOLVER_FASTSIM) {
    fs = tl_fastsim_alloc(&p, TL_FASTSIM_FIXED_GRID, NULL);
    g_assert_nonnull(fs);
    g_assert_cmpint(tl_fastsim_solve(fs, cx, cy, spin, &t, NULL), ==, TL_OK);
    g_assert_cmpint(tl_fastsim_slip_speed(fs, cx, cy, spin, &t, w, NULL), ==, TL_OK);
    g = tl_fastsim_grid(fs);
  } else {
    g_assert_cmpint(tl_exact_alloc(&p, NULL, &ex, NULL), ==, TL_OK);
    g_assert_cmpint(tl_exact_steady(ex, cx, cy, spin, &t, NULL, NULL), ==, TL_OK);
    g_assert_cmpint(tl_exact_slip_speed(ex, cx, cy, spin, w, NULL), ==, TL_OK);
    g = tl_exact_grid(ex);
  }
  TlContactBasics b;
  g_assert_cmpint(tl_contact_basics(&p, &b, NULL), ==, TL_OK);
  const TlWearInput in = { g, &t, w, p.speed, cx, cy, spin, b.hertz.normal_load, b.hertz.a,
                           b.hertz.b };
  const TlWearParams wp = tl_wear_params_default();
  TlWearResult r;
  g_assert_cmpint(tl_wear_evaluate(&in, &wp, NULL, &r, NULL), ==, TL_OK);
  if (stick_fraction)
    *stick_fraction = t.stick_fraction;
  tl_fastsim_free(fs);
  tl_exact_free(ex);
  tl_traction_free(&t);
  g_free(w);
  return r;
}

/* ---- full slip: P = μ F_N V |c| ------------------------------------------------------- */

/* At cₓ = 0.05 every cell of the thesis case slides (μ = 0.4), the traction
 * is μp everywhere and the rigid slip is the whole slip: the frictional
 * power is μ F_N V cₓ = 2000 W.  The local sum over the cells carries the
 * grid's first-order error (the slip of a cell is taken over one rolled
 * cell): halving Δx halves it — the ratio of successive errors lies within
 * 0.1 of 1/2 — and at 88 × 88 it is below 0.5 %. */
static void
test_full_slip_power(gconstpointer data)
{
  const Solver solver = GPOINTER_TO_INT(data);
  const double mu = 0.4, load = 100e3, cx = 0.05, closed = mu * load * 1.0 * cx;
  double err[3];
  const int grids[3] = { 22, 44, 88 };
  for (int k = 0; k < 3; k++) {
    double stick = 1.0;
    const TlWearResult r = solve_case(solver, grids[k], mu, cx, 0.0, 0.0, &stick);
    g_assert_cmpfloat(stick, ==, 0.0); /* full slip */
    err[k] = fabs(r.power - closed) / closed;
    /* the macroscopic power is μ Σ p ΔA V cₓ: the load's quadrature only */
    tl_assert_rel(r.power_macro, closed, 2e-3);
  }
  g_assert_cmpfloat(fabs(err[1] / err[0] - 0.5), <, 0.1);
  g_assert_cmpfloat(fabs(err[2] / err[1] - 0.5), <, 0.1);
  g_assert_cmpfloat(err[2], <, 5e-3);
}

/* ---- Tγ·V is the macroscopic power where every term works against its slip ------------- */

/* With cₓ, c_y > 0 and no spin, Fₓcₓ and F_yc_y are both positive, so
 * Tγ = |Fₓcₓ| + |F_yc_y| and V·Tγ = V(cₓFₓ + c_yF_y) to rounding. */
static void
test_t_gamma_identity(gconstpointer data)
{
  const Solver solver = GPOINTER_TO_INT(data);
  const TlWearResult r = solve_case(solver, 30, 0.3, 0.0031, 0.0017, 0.0, NULL);
  tl_assert_rel(r.t_gamma * 1.0, r.power_macro, 1e-12);
  /* with spin the term φM_z may take the other sign: Tγ·V never falls below */
  const TlWearResult s = solve_case(solver, 30, 0.3, 0.0031, 0.0017, 0.83, NULL);
  g_assert_cmpfloat(s.t_gamma * 1.0, >=, s.power_macro * (1.0 - 1e-12));
}

/* ---- the thesis case: local and macroscopic power on a refined grid -------------------- */

/* cₓ = 0.002, μ = 0.4, V = 1 m/s, exact theory (partial slip).  The local
 * sum and V cₓ Fₓ converge at first order from either side to one value:
 * in steady rolling of quasi-identical bodies the elastic part of the slip
 * does no net work (docs/theory.md §12.2), so the two agree in the
 * continuum even in partial slip; on a grid they differ by O(Δx).  The
 * observed order from 22, 44 and 88 cells lies within 0.2 of 1, and the
 * Richardson limits of the two agree to 0.5 %. */
static void
test_thesis_refinement(void)
{
  const int grids[3] = { 22, 44, 88 };
  double loc[3], mac[3];
  for (int k = 0; k < 3; k++) {
    const TlWearResult r = solve_case(SOLVER_EXACT, grids[k], 0.4, 0.002, 0.0, 0.0, NULL);
    loc[k] = r.power;
    mac[k] = r.power_macro;
    g_assert_cmpfloat(loc[k], <, mac[k]); /* from below and from above */
  }
  const double order = log2((loc[1] - loc[0]) / (loc[2] - loc[1]));
  g_assert_cmpfloat(fabs(order - 1.0), <, 0.2);
  const double loc_inf = loc[2] + (loc[2] - loc[1]) / (pow(2.0, order) - 1.0);
  const double mac_order = log2((mac[0] - mac[1]) / (mac[1] - mac[2]));
  const double mac_inf = mac[2] + (mac[2] - mac[1]) / (pow(2.0, mac_order) - 1.0);
  tl_assert_rel(loc_inf, mac_inf, 5e-3);
}

/* ---- FASTSIM's slip speed from the map is the law path's slip speed -------------------- */

/* tl_fastsim_solve_law finds each slipping cell's speed σ from the law and
 * the cell's elastic state; tl_fastsim_slip_speed recovers it from the
 * solved map alone.  Both say the same to rounding. */
static void
test_fastsim_slip_matches_law(void)
{
  TlContactParams p = tl_test_contact(26, 0.4);
  p.speed = 2.7;
  TlSlipFriction law = tl_slip_friction_default(TL_SLIP_LAW_EXP);
  TlFastsim *fs = tl_fastsim_alloc(&p, TL_FASTSIM_FIXED_GRID, NULL);
  TlTraction t = tl_test_traction(&p);
  const gsize n = (gsize)p.mx * p.my;
  double *sigma = g_new0(double, n), *w = g_new0(double, n);
  g_assert_cmpint(tl_fastsim_solve_law(fs, &law, 0.0043, 0.0011, 0.0, &t, NULL, sigma, NULL, NULL),
                  ==, TL_OK);
  g_assert_cmpint(tl_fastsim_slip_speed(fs, 0.0043, 0.0011, 0.0, &t, w, NULL), ==, TL_OK);
  int slipping = 0;
  for (gsize k = 0; k < n; k++) {
    if (t.state[k] != TL_CELL_SLIP) {
      g_assert_cmpfloat(w[k], ==, 0.0);
      continue;
    }
    slipping++;
    g_assert_cmpfloat(fabs(w[k] - sigma[k]), <=, 1e-9 * fmax(sigma[k], 1e-6));
  }
  g_assert_cmpint(slipping, >, 10);
  g_free(sigma);
  g_free(w);
  tl_traction_free(&t);
  tl_fastsim_free(fs);
}

/* The exact solver with a falling law keeps each element's slip speed σ
 * from the slip of its final state; tl_exact_slip_speed recomputes it from
 * the state: the same to rounding (the FFT products' 1e-12). */
static void
test_exact_slip_matches_law(void)
{
  TlContactParams p = tl_test_contact(20, 0.4);
  p.speed = 2.7;
  TlSlipFriction law = tl_slip_friction_default(TL_SLIP_LAW_EXP);
  TlExact *ex = NULL;
  g_assert_cmpint(tl_exact_alloc(&p, NULL, &ex, NULL), ==, TL_OK);
  g_assert_cmpint(tl_exact_set_friction_law(ex, &law, NULL, NULL), ==, TL_OK);
  TlTraction t = tl_test_traction(&p);
  g_assert_cmpint(tl_exact_steady(ex, 0.0043, 0.0011, 0.0, &t, NULL, NULL), ==, TL_OK);
  const gsize n = (gsize)p.mx * p.my;
  double *w = g_new0(double, n);
  g_assert_cmpint(tl_exact_slip_speed(ex, 0.0043, 0.0011, 0.0, w, NULL), ==, TL_OK);
  const double *sigma = tl_exact_slip_speed_map(ex);
  int slipping = 0;
  for (gsize k = 0; k < n; k++) {
    slipping += t.state[k] == TL_CELL_SLIP;
    g_assert_cmpfloat(fabs(w[k] - sigma[k]), <=, 1e-9 * fmax(sigma[k], 1e-3));
  }
  g_assert_cmpint(slipping, >, 10);
  g_free(w);
  tl_traction_free(&t);
  tl_exact_free(ex);
}

/* ---- Archard on a uniformly sliding patch ---------------------------------------------- */

/* The Hertz patch sliding as a whole at w everywhere (τ = μp): the volume
 * worn per metre rolled is k (Σ p ΔA)(w/V)/H exactly, and k F_N (w/V)/H to
 * the load's quadrature on the grid (Archard 1953: volume = k N s / H). */
static void
test_archard_uniform_sliding(void)
{
  TlContactParams p = tl_test_contact(40, 0.35);
  p.cx = 0.01;
  TlTractionField f = { 0 };
  g_assert_cmpint(tl_traction_field_compute(&f, TL_FIELD_SLIDE, &p, NULL), ==, TL_OK);
  const gsize n = (gsize)f.grid.mx * f.grid.my;
  const double w_slide = 0.0237, speed = 3.1;
  double *w = g_new(double, n);
  for (gsize k = 0; k < n; k++)
    w[k] = w_slide;
  TlWearParams wp = tl_wear_params_default();
  wp.archard.k = 2.385e-4;
  wp.archard.hardness = 2.71e9;
  const TlWearInput in = { &f.grid, &f.t, w, speed, p.cx, 0.0, 0.0, f.normal_load,
                           f.grid.a, f.grid.b };
  TlWearResult r;
  double *q = g_new(double, n);
  g_assert_cmpint(tl_wear_evaluate(&in, &wp, q, &r, NULL), ==, TL_OK);
  const double s = w_slide / speed, kh = wp.archard.k / wp.archard.hardness;
  tl_assert_rel(r.archard_volume, kh * f.t.load * s, 1e-12);
  const double quadrature = fabs(f.t.load - f.normal_load) / f.normal_load;
  tl_assert_rel(r.archard_volume, kh * f.normal_load * s, quadrature + 1e-12);
  /* and the power is μ Σ p ΔA w, its density μ p w per cell */
  tl_assert_rel(r.power, p.mu * f.t.load * w_slide, 1e-12);
  for (gsize k = 0; k < n; k++)
    g_assert_cmpfloat(fabs(q[k] - p.mu * f.t.pn[k] * w_slide), <=, 1e-9 * q[k] + 1e-300);
  g_free(q);
  g_free(w);
  tl_traction_field_clear(&f);
}

/* ---- the USFD wear function at its published breakpoints ------------------------------ */

/* Lewis & Dwyer-Joyce 2004 (R8T wheel on UIC60 900A rail), the coefficients
 * as Braghin, Lewis, Dwyer-Joyce & Bruni (Wear 261, 2006) use them: mild
 * 5.3·Tγ/A below 10.4 N/mm², severe 55.0 up to 77.2 N/mm², catastrophic
 * 61.9·Tγ/A − 4778.7 above (µg/(m·mm²)). */
typedef struct {
  double tga, rate;
  TlWearRegime regime;
} UsfdCase;

static const UsfdCase usfd_cases[] = {
  { 0.0, 0.0, TL_WEAR_MILD },
  { 2.385, 5.3 * 2.385, TL_WEAR_MILD },
  { 10.39, 5.3 * 10.39, TL_WEAR_MILD },
  { 10.4, 55.0, TL_WEAR_SEVERE },
  { 41.7, 55.0, TL_WEAR_SEVERE },
  { 77.2, 55.0, TL_WEAR_SEVERE },
  { 100.0, 61.9 * 100.0 - 4778.7, TL_WEAR_CATASTROPHIC },
};

static void
test_usfd_breakpoints(gconstpointer data)
{
  const UsfdCase *c = data;
  const TlWearParams wp = tl_wear_params_default();
  TlWearRegime regime;
  const double rate = tl_wear_usfd_rate(&wp.usfd, c->tga, &regime);
  g_assert_cmpint(regime, ==, c->regime);
  g_assert_cmpfloat(fabs(rate - c->rate), <=, 1e-12 * fmax(1.0, c->rate));
}

/* ---- Burstow's damage function at its breakpoints -------------------------------------- */

/* The Whole Life Rail Model's function (Burstow 2003, 2004): nothing below
 * Tγ = 15 N, the peak at 65 N, back to nothing at 175 N, linear between;
 * the index relative to its peak. */
typedef struct {
  double t_gamma, damage;
} BurstowCase;

static const BurstowCase burstow_cases[] = {
  { 0.0, 0.0 },   { 15.0, 0.0 },  { 40.0, 0.5 },  { 65.0, 1.0 },
  { 120.0, 0.5 }, { 175.0, 0.0 }, { 238.5, 0.0 },
};

static void
test_burstow_breakpoints(gconstpointer data)
{
  const BurstowCase *c = data;
  const TlWearParams wp = tl_wear_params_default();
  g_assert_cmpfloat(fabs(tl_wear_burstow_damage(&wp.burstow, c->t_gamma) - c->damage), <=, 1e-15);
}

/* ---- the shakedown limit --------------------------------------------------------------- */

/* FI = f − 2πabk/(3F_N) (Ekberg, Kabo & Andersson 2002) is zero on the
 * shakedown limit: the solved thesis case with k chosen to put it there. */
static void
test_fatigue_index_on_limit(void)
{
  const TlWearResult r = solve_case(SOLVER_FASTSIM, 24, 0.4, 0.0027, 0.0, 0.0, NULL);
  TlContactParams p = tl_test_contact(24, 0.4);
  TlContactBasics b;
  g_assert_cmpint(tl_contact_basics(&p, &b, NULL), ==, TL_OK);
  const double a = b.hertz.a, bb = b.hertz.b, load = b.hertz.normal_load;
  const TlShakedownParams on_limit = { 3.0 * load * r.utilised_friction / (2.0 * M_PI * a * bb) };
  g_assert_cmpfloat(fabs(tl_wear_fatigue_index(&on_limit, r.utilised_friction, a, bb, load)), <=,
                    1e-15);
  /* a weaker steel is beyond the limit, a stronger one within */
  const TlShakedownParams weaker = { 0.9 * on_limit.shear_yield };
  const TlShakedownParams stronger = { 1.1 * on_limit.shear_yield };
  g_assert_cmpfloat(tl_wear_fatigue_index(&weaker, r.utilised_friction, a, bb, load), >, 0.0);
  g_assert_cmpfloat(tl_wear_fatigue_index(&stronger, r.utilised_friction, a, bb, load), <, 0.0);
}

/* ---- bad input ---------------------------------------------------------------------------- */

typedef struct {
  const char *name;
  void (*spoil)(TlWearParams *p);
} BadParams;

static void spoil_k(TlWearParams *p) { p->archard.k = 0.0; }
static void spoil_hardness(TlWearParams *p) { p->archard.hardness = -2.385e9; }
static void spoil_shear(TlWearParams *p) { p->shakedown.shear_yield = NAN; }
static void spoil_density(TlWearParams *p) { p->density = 0.5; }
static void spoil_usfd_order(TlWearParams *p) { p->usfd.t2 = p->usfd.t1; }
static void spoil_burstow_order(TlWearParams *p) { p->burstow.peak = p->burstow.zero + 1.0; }
static void spoil_burstow_peak(TlWearParams *p) { p->burstow.peak_damage = INFINITY; }

static const BadParams bad_params[] = {
  { "archard-k", spoil_k },           { "hardness", spoil_hardness },
  { "shear-yield", spoil_shear },     { "density", spoil_density },
  { "usfd-order", spoil_usfd_order }, { "burstow-order", spoil_burstow_order },
  { "burstow-peak", spoil_burstow_peak },
};

static void
test_bad_params(gconstpointer data)
{
  const BadParams *c = data;
  TlWearParams wp = tl_wear_params_default();
  g_assert_cmpint(tl_wear_params_validate(&wp, NULL), ==, TL_OK);
  c->spoil(&wp);
  TlError err;
  g_assert_cmpint(tl_wear_params_validate(&wp, &err), ==, TL_EINVAL);
  g_assert_cmpstr(err.message, !=, "");
}

/* A negative slip speed, a map of another size or a non-finite creepage
 * is refused and leaves the result untouched. */
static void
test_bad_input(void)
{
  TlContactParams p = tl_test_contact(12, 0.4);
  TlTractionField f = { 0 };
  g_assert_cmpint(tl_traction_field_compute(&f, TL_FIELD_SLIDE, &p, NULL), ==, TL_OK);
  double *w = g_new0(double, 144);
  const TlWearParams wp = tl_wear_params_default();
  TlWearResult r = { .power = 2.385 };
  TlWearInput in = { &f.grid, &f.t, w, 1.0, 0.002, 0.0, 0.0, f.normal_load, f.grid.a, f.grid.b };
  w[77] = -1e-3;
  g_assert_cmpint(tl_wear_evaluate(&in, &wp, NULL, &r, NULL), ==, TL_EINVAL);
  w[77] = 0.0;
  in.cx = NAN;
  g_assert_cmpint(tl_wear_evaluate(&in, &wp, NULL, &r, NULL), ==, TL_EINVAL);
  in.cx = 0.002;
  TlTraction small = tl_test_traction(&(TlContactParams){ .mx = 11, .my = 12 });
  in.traction = &small;
  g_assert_cmpint(tl_wear_evaluate(&in, &wp, NULL, &r, NULL), ==, TL_EINVAL);
  g_assert_cmpfloat(r.power, ==, 2.385);
  tl_traction_free(&small);
  g_free(w);
  tl_traction_field_clear(&f);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_data_func("/wear/full-slip-power/fastsim", GINT_TO_POINTER(SOLVER_FASTSIM),
                       test_full_slip_power);
  g_test_add_data_func("/wear/full-slip-power/exact", GINT_TO_POINTER(SOLVER_EXACT),
                       test_full_slip_power);
  g_test_add_data_func("/wear/t-gamma-identity/fastsim", GINT_TO_POINTER(SOLVER_FASTSIM),
                       test_t_gamma_identity);
  g_test_add_data_func("/wear/t-gamma-identity/exact", GINT_TO_POINTER(SOLVER_EXACT),
                       test_t_gamma_identity);
  g_test_add_func("/wear/thesis-refinement", test_thesis_refinement);
  g_test_add_func("/wear/fastsim-slip-matches-law", test_fastsim_slip_matches_law);
  g_test_add_func("/wear/exact-slip-matches-law", test_exact_slip_matches_law);
  g_test_add_func("/wear/archard-uniform-sliding", test_archard_uniform_sliding);
  for (size_t k = 0; k < G_N_ELEMENTS(usfd_cases); k++)
    tl_test_add_data_funcf(&usfd_cases[k], test_usfd_breakpoints, "/wear/usfd/%g",
                           usfd_cases[k].tga);
  for (size_t k = 0; k < G_N_ELEMENTS(burstow_cases); k++)
    tl_test_add_data_funcf(&burstow_cases[k], test_burstow_breakpoints, "/wear/burstow/%g",
                           burstow_cases[k].t_gamma);
  g_test_add_func("/wear/fatigue-index-on-limit", test_fatigue_index_on_limit);
  for (size_t k = 0; k < G_N_ELEMENTS(bad_params); k++)
    tl_test_add_data_funcf(&bad_params[k], test_bad_params, "/wear/bad-params/%s",
                           bad_params[k].name);
  g_test_add_func("/wear/bad-input", test_bad_input);
  return g_test_run();
}
