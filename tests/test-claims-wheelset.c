/* test-claims-wheelset.c — every number docs/theory.md §13 ("The wheelset
 * on the track") states about the default wheelset, its patches, its
 * critical speed and the kinematic table of S1002 on 60E1, computed again
 * through the study and looked for at the printed digits. */
#include <glib.h>
#include <math.h>
#include <string.h>

#include "study-wheelset.h"
#include "tl-test-claims.h"
#include "tl-test-wheelset.h"
#include "tribo/preset.h"
#include "tribo/ranges.h"
#include "tribo/units.h"
#include "tribo/wheelset.h"

static const char *const T = "docs/theory.md";

/* The default study with one change made by `edit` (NULL: none). */
static TlStudyWheelset
run(void (*edit)(TlStudyWheelsetSpec *))
{
  TlStudyWheelsetSpec spec = tl_study_wheelset_spec_default();
  if (edit)
    edit(&spec);
  return tl_test_ws_computed(&spec);
}

static void
no_lateral_spring(TlStudyWheelsetSpec *spec)
{
  spec->params.ky = 0.0;
}

static void
spin_on(TlStudyWheelsetSpec *spec)
{
  spec->params.spin = 1;
}

static void
gravity_on(TlStudyWheelsetSpec *spec)
{
  spec->params.gravity = 1;
}

static void
kinematic_profiles(TlStudyWheelsetSpec *spec)
{
  spec->kinematic = 1;
  spec->profiles = 1;
}

static void
test_defaults_table(void)
{
  char *text = text_of(T);
  const TlWsParams p = tl_ws_params_default();
  states(T, text, "| mass $m$ | %g kg |", p.mass);
  states(T, text, "| yaw inertia $I$ | %g kg·m² |", p.yaw_inertia);
  states(T, text, "| $r_0$ | %g mm |", p.r0 / TL_UNIT_MM);
  states(T, text, "| $e$ | %g mm |", p.e / TL_UNIT_MM);
  states(T, text, "| conicity $\\lambda$ | %g |", p.conicity);
  states(T, text, "| $k_y$ | %g MN/m |", p.ky / 1e6);
  states(T, text, "| $k_\\psi$ | %g MN·m/rad |", p.kpsi / 1e6);
  /* k_psi = 2 k_x b² with k_x = 5 MN/m per axle box at b = 1 m */
  g_assert_cmpfloat(2.0 * 5e6 * 1.0 * 1.0, ==, p.kpsi);
  states(T, text, "$2k_xb^2$ with $k_x$ = %g MN/m per axle box at $b$ = %g m", 5.0, 1.0);
  states(T, text, "| wheel load $Q$ | %g kN |", p.load / TL_UNIT_KN);
  states(T, text, "round values of the same order, %g and %g MN", p.f11 / 1e6, p.f22 / 1e6);
  const TlStudyWheelsetSpec spec = tl_study_wheelset_spec_default();
  states(T, text, "(%g m/s by default)", spec.v_search_max);
  states(T, text, "scanned over %d speeds spaced geometrically from %g m/s", TL_WS_CRITICAL_SCAN,
         TL_STUDY_WS_SEARCH_MIN);
  states(T, text, "narrowed by bisection to $10^{%.0f}$", log10(TL_WS_CRITICAL_REL_TOL));
  states(T, text, "FASTSIM's (§4) on a %d × %d grid over each patch", TL_STUDY_WS_FASTSIM_GRID,
         TL_STUDY_WS_FASTSIM_GRID);
  states(T, text, "at `--mu` (%g by default", spec.mu);
  states(T, text, "$\\Delta r(y)$ (tabulated to %g mm, held beyond)",
         TL_RANGE_WS_PROFILE_AMP_MAX / TL_UNIT_MM);
  states(T, text, "and stops once $|y|$ passes %g mm.", TL_WS_RUN_MAX_SHIFT / TL_UNIT_MM);
  g_free(text);
}

static void
test_default_numbers(void)
{
  char *text = text_of(T);
  TlStudyWheelset s = run(NULL);
  g_assert_cmpint(s.n_patches, ==, 2);
  states(T, text,
         "%.1f kN on a Hertz patch of $a$ = %.2f mm by $b$ = %.2f mm and %.1f kN on one of "
         "%.2f mm by %.2f mm",
         s.patch_load[0] / TL_UNIT_KN, s.patch_a[0] / TL_UNIT_MM, s.patch_b[0] / TL_UNIT_MM,
         s.patch_load[1] / TL_UNIT_KN, s.patch_a[1] / TL_UNIT_MM, s.patch_b[1] / TL_UNIT_MM);
  states(T, text, "$f_{11}$ = %.1f MN and $f_{22}$ = %.1f MN", s.used.f11 / 1e6, s.used.f22 / 1e6);
  g_assert_cmpint(s.critical.kind, ==, TL_WS_CRITICAL_FOUND);
  const double vc = s.critical.speed;
  states(T, text, "critical speed of %.1f m/s (%.1f km/h) at %.2f Hz", vc, vc * 3.6,
         s.critical.freq_hz);
  states(T, text, "hunting wavelength of %.2f m against Klingel's %.2f m", s.critical.wavelength,
         s.klingel_wavelength);
  tl_study_wheelset_clear(&s);

  s = run(no_lateral_spring);
  states(T, text, "Without the lateral spring it falls to %.1f m/s", s.critical.speed);
  tl_study_wheelset_clear(&s);
  s = run(spin_on);
  const double spin = s.critical.speed;
  tl_study_wheelset_clear(&s);
  s = run(gravity_on);
  const double gravity = s.critical.speed;
  tl_study_wheelset_clear(&s);
  const double moved = fmax(fabs(spin - vc), fabs(gravity - vc));
  g_assert_cmpfloat(moved, <, 0.1);
  states(T, text, "each move it by less than %g m/s", 0.1);
  g_free(text);
}

static void
test_kinematic_numbers(void)
{
  char *text = text_of(T);
  TlStudyWheelset s = run(kinematic_profiles);
  states(T, text, "the pair's own $e_0$ = %.1f mm", s.e_kinematic / TL_UNIT_MM);
  g_assert_cmpint(s.n_amplitudes, ==, 6);
  g_assert_cmpfloat(s.kinematic[0].amplitude, ==, 1.0 * TL_UNIT_MM);
  double worst = 0.0;
  for (int k = 0; k < s.n_amplitudes; k++) {
    const TlStudyWsKinematicRow *r = &s.kinematic[k];
    worst = fmax(worst, fabs(r->klingel_wavelength - r->wavelength) / r->wavelength);
  }
  states(T, text, "from %g to %g mm, that wavelength is within %.1f %% of the integrated one",
         s.kinematic[0].amplitude / TL_UNIT_MM,
         s.kinematic[s.n_amplitudes - 1].amplitude / TL_UNIT_MM, 100.0 * worst);
  g_assert_cmpfloat(s.kinematic[2].amplitude, ==, 3.0 * TL_UNIT_MM);
  states(T, text, "harmonic equivalent conicity at 3 mm amplitude is %.3f",
         s.kinematic[2].conicity_harmonic);
  tl_study_wheelset_clear(&s);
  g_free(text);
}

static void
polach_run(TlStudyWheelsetSpec *spec)
{
  spec->run = 1;
  spec->creep_model = TL_WS_CREEP_POLACH;
  spec->run_params.duration = 10.0;
  spec->run_params.dt = 2e-3;
}

/* The largest |y| over a run's last fifth [m]. */
static double
last_fifth(const TlWsRun *r)
{
  double m = 0.0;
  for (int k = r->n - r->n / 5; k < r->n; k++)
    m = fmax(m, fabs(r->y[k]));
  return m;
}

static double polach_speed, polach_y0;

static void
polach_at(TlStudyWheelsetSpec *spec)
{
  polach_run(spec);
  spec->run_params.v_start = spec->run_params.v_end = polach_speed;
  spec->run_params.y0 = polach_y0;
}

static void
test_run_numbers(void)
{
  char *text = text_of(T);
  TlStudyWheelset s = run(NULL);
  const double vc = s.critical.speed;
  tl_study_wheelset_clear(&s);
  polach_speed = 1.4 * vc;
  polach_y0 = 1e-3;
  s = run(polach_at);
  g_assert_false(s.run.stopped);
  states(T, text, "settles in a limit cycle (of %.1f mm for the default wheelset, from %g mm)",
         last_fifth(&s.run) / TL_UNIT_MM, polach_y0 / TL_UNIT_MM);
  tl_study_wheelset_clear(&s);
  polach_speed = 0.95 * vc;
  polach_y0 = 6e-3;
  s = run(polach_at);
  g_assert_cmpfloat(last_fifth(&s.run), <, 1e-3 * polach_y0);
  states(T, text,
         "a Polach run started at %g mm at %g times the linear critical speed dies out within "
         "%g s",
         polach_y0 / TL_UNIT_MM, 0.95, s.run.t[s.run.n - 1]);
  tl_study_wheelset_clear(&s);
  g_free(text);
}

/* §13.7, the energy check: the default wheelset with FASTSIM at 1.4 times
 * its critical speed, from 3 mm for 0.4 s; the gap between the means of the
 * creep forces' power and the local frictional power on 20, 40 and 80 cells
 * per side, and the first-order Richardson limits of the two. */
static void
test_energy_numbers(void)
{
  char *text = text_of(T);
  TlStudyWheelset s = run(NULL);
  const double vc = s.critical.speed;
  TlStudyWheelsetSpec spec = tl_study_wheelset_spec_default();
  tl_test_ws_fastsim_hunt(&spec, vc);
  tl_test_ws_update(&s, &spec);
  states(T, text, "(from %g mm, %g s, FASTSIM at μ = %g)", spec.run_params.y0 / TL_UNIT_MM,
         spec.run_params.duration, spec.mu);
  const int grids[3] = {TL_STUDY_WS_FASTSIM_GRID, 2 * TL_STUDY_WS_FASTSIM_GRID,
                        4 * TL_STUDY_WS_FASTSIM_GRID};
  double macro[3], local[3];
  for (int g = 0; g < 3; g++) {
    TlWsRun r = tl_test_ws_run_on_grid(&s, &spec.run_params, grids[g]);
    macro[g] = local[g] = 0.0;
    for (int k = 0; k < r.n; k++) {
      macro[g] += r.creep_power[k] / r.n;
      local[g] += r.frictional_power[k] / r.n;
    }
    tl_ws_run_clear(&r);
  }
  states(T, text,
         "the means differ by %.1f %% on the run's %d × %d cells, %.1f %% on %d × %d and %.1f %% "
         "on %d × %d",
         100.0 * (1.0 - local[0] / macro[0]), grids[0], grids[0],
         100.0 * (1.0 - local[1] / macro[1]), grids[1], grids[1],
         100.0 * (1.0 - local[2] / macro[2]), grids[2], grids[2]);
  const double lim_local = 2.0 * local[2] - local[1], lim_macro = 2.0 * macro[2] - macro[1];
  g_assert_cmpfloat(fabs(lim_local / lim_macro - 1.0), <, 0.005);
  states(T, text, "limits of the two meet within %g %%", 0.5);
  tl_study_wheelset_clear(&s);
  g_free(text);
}

/* §13.8: the default flange stiffness is the lateral Hertz stiffness of the
 * S1002/60E1 flange contact under the default wheel load, where the contact
 * has just leapt to the flange (the pair's clearance plus 0.05 mm). */
static void
test_flange_stiffness(void)
{
  char *text = text_of(T);
  TlStudyWheelsetSpec spec = tl_study_wheelset_spec_default();
  spec.run = 1;
  spec.profiles = 1;
  spec.flange_from_profiles = 1;
  spec.run_params.duration = 0.01;
  TlStudyWheelset s = run(NULL);
  TlError err;
  tl_test_ws_update(&s, &spec);
  const double y = s.flange_clearance + 0.05 * TL_UNIT_MM;
  TlProfile *w, *r;
  TlWheelrail *wr;
  g_assert_cmpint(tl_profile_s1002(&w, NULL), ==, TL_OK);
  g_assert_cmpint(tl_profile_60e1(&r, NULL), ==, TL_OK);
  g_assert_cmpint(tl_wheelrail_alloc(&spec.track, w, r, &wr, NULL), ==, TL_OK);
  TlWrContact c;
  g_assert_cmpint(tl_wheelrail_contact(wr, y, &c, NULL), ==, TL_OK);
  const double gamma = c.wheel[TL_WR_LEFT].pt[0].gamma;
  const double n = spec.params.load / cos(gamma);
  TlHertzResult h;
  if (tl_wheelrail_hertz(wr, &c, TL_WR_LEFT, 0, &spec.wheel_material, &spec.rail_material, n, &h,
                         &err) != TL_OK)
    g_error("%s", err.message);
  const double kf = sin(gamma) * sin(gamma) * 1.5 * n / h.approach;
  states(T, text, "(at the pair's clearance plus %g mm, contact angle %.1f°)", 0.05,
         gamma * 180.0 / M_PI);
  states(T, text, "$N = Q/\\cos\\gamma$ = %.1f kN", n / TL_UNIT_KN);
  states(T, text, "Hertz's approach there is $\\delta_N$ = %.3f mm", h.approach / TL_UNIT_MM);
  states(T, text, "$k_f = \\sin^2\\gamma\\;3N/(2\\delta_N)$ = %.2g GN/m", kf / 1e9);
  /* the default is that stiffness to the two digits the text gives */
  g_assert_cmpfloat(fabs(TL_WS_FLANGE_STIFFNESS - kf), <=, 0.05e9);
  states(T, text, "the clearance %.2f mm of the pair", s.flange_clearance / TL_UNIT_MM);
  /* the contact angles' force: its table's reach and step, and the stiffness
   * of the step over which the leap to the flange spreads */
  states(T, text, "(the run's table reaches %g mm, held beyond)",
         TL_STUDY_WS_CONTACT_TABLE_MAX / TL_UNIT_MM);
  const double step = spec.table_step;
  const double y_lo = floor(s.flange_clearance / step) * step;
  double f[2];
  for (int k = 0; k < 2; k++) {
    g_assert_cmpint(tl_wheelrail_contact(wr, y_lo + k * step, &c, NULL), ==, TL_OK);
    f[k] = -spec.params.load * (tan(c.wheel[TL_WR_LEFT].pt[0].gamma) -
                                tan(c.wheel[TL_WR_RIGHT].pt[0].gamma));
  }
  states(T, text, "spreads over one step (%g mm), a stiffness of the order of %.0f GN/m",
         step / TL_UNIT_MM, (f[0] - f[1]) / step / 1e9);
  tl_wheelrail_free(wr);
  tl_profile_free(w);
  tl_profile_free(r);
  tl_study_wheelset_clear(&s);
  g_free(text);
}

/* §13.8: the flange's and the bifurcation sweep's defaults and thresholds. */
static void
test_bifurcation_numbers(void)
{
  char *text = text_of(T);
  const TlStudyWheelsetSpec spec = tl_study_wheelset_spec_default();
  states(T, text, "from the same large shift $y_0$ at rest (%g mm by default)",
         spec.bif_y0 / TL_UNIT_MM);
  states(T, text, "when that is at least %g mm and at least %g of the third quarter's",
         TL_STUDY_WS_BIF_MIN_AMP / TL_UNIT_MM, TL_STUDY_WS_BIF_KEEP);
  states(T, text, "*unbounded* when it passes %g mm", TL_WS_RUN_MAX_SHIFT / TL_UNIT_MM);
  g_assert_cmpint(TL_STUDY_WS_BIF_BISECT, ==, 4);
  states(T, text, "narrowed by four bisections");
  g_free(text);
}

/* The preset "hunting above the critical speed": its description's speed,
 * μ, run and flange are the preset's, the speed lies above the critical
 * speed of its wheelset, and the page's run there (the preset's duration,
 * start and output interval, Polach's forces at the preset's μ, its flange)
 * grows past its start and keeps a constant amplitude over its last half
 * (the sweep's sustained criterion). */
static void
test_hunting_preset(void)
{
  const char *P = "resources/presets/21-wheelset-hunting.ini";
  char *text = preset_text("21-wheelset-hunting");
  TlPreset pre;
  TlError err;
  char *path = g_build_filename(g_getenv("TL_PRESETS"), "21-wheelset-hunting.ini", NULL);
  if (tl_preset_load_file(path, &pre, NULL, NULL, &err) != TL_OK)
    g_error("%s", err.message);
  g_free(path);
  const TlPresetWheelset *w = &pre.wheelset;
  states(P, text, "on dry rail at %g m/s", w->speed);
  states(P, text, "(μ = %g)", w->mu);
  states(P, text, "The run shown lasts %g s from a %g mm shift", w->duration, w->y0 / TL_UNIT_MM);
  states(P, text, "the flange waits %.2f mm out", w->flange_clearance / TL_UNIT_MM);
  {
    /* "the clearance of S1002 on 60E1", to the digits given */
    TlStudyWheelsetSpec pair = tl_study_wheelset_spec_default();
    pair.run = pair.profiles = pair.flange_from_profiles = 1;
    pair.run_params.duration = 0.01;
    TlStudyWheelset ps = tl_test_ws_computed(&pair);
    g_assert_cmpfloat(fabs(ps.flange_clearance - w->flange_clearance), <=, 0.005 * TL_UNIT_MM);
    tl_study_wheelset_clear(&ps);
  }
  g_assert_cmpint(w->creep_model, ==, TL_WS_CREEP_POLACH);
  TlStudyWheelsetSpec spec = tl_study_wheelset_spec_default();
  spec.params = w->params;
  spec.mu = spec.polach.mu0 = w->mu;
  spec.creep_model = w->creep_model;
  spec.run = 1;
  spec.run_params.v_start = spec.run_params.v_end = w->speed;
  spec.run_params.duration = w->duration;
  spec.run_params.dt = w->dt;
  spec.run_params.y0 = w->y0;
  spec.run_params.flange_clearance = w->flange_clearance;
  spec.run_params.flange_stiffness = w->flange_stiffness;
  TlStudyWheelset s = tl_test_ws_computed(&spec);
  g_assert_cmpint(s.critical.kind, ==, TL_WS_CRITICAL_FOUND);
  g_assert_cmpfloat(w->speed, >, s.critical.speed);
  tl_test_ws_assert_limit_cycle(&s.run, spec.run_params.y0);
  tl_study_wheelset_clear(&s);
  g_free(text);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  tl_claims_add("/claims-wheelset/defaults", test_defaults_table);
  tl_claims_add("/claims-wheelset/default-numbers", test_default_numbers);
  tl_claims_add("/claims-wheelset/kinematic", test_kinematic_numbers);
  tl_claims_add("/claims-wheelset/run", test_run_numbers);
  tl_claims_add("/claims-wheelset/energy", test_energy_numbers);
  tl_claims_add("/claims-wheelset/flange-stiffness", test_flange_stiffness);
  tl_claims_add("/claims-wheelset/bifurcation", test_bifurcation_numbers);
  tl_claims_add("/claims-wheelset/hunting-preset", test_hunting_preset);
  return g_test_run();
}
