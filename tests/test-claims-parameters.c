/* test-claims-parameters.c — the defaults table of the theory manual
 * (docs/theory.md §10) and the parameters each preset's description quotes,
 * against the library's defaults and the presets' own values (see
 * tl-test-claims.h). */
#include <math.h>

#include "tl-test-claims.h"
#include "tl-test-util.h"
#include "tribo/contact.h"
#include "tribo/friction.h"
#include "tribo/rolling.h"
#include "tribo/stickslip.h"
#include "tribo/waveform.h"

/* ---- the defaults table of docs/theory.md §10 ------------------------------------------ */

static void
test_defaults(void)
{
  g_test_summary("docs/theory.md §10: the defaults are the library's");
  char *theory = text_of("docs/theory.md");
  const TlContactParams p = tl_contact_params_default();
  const TlWaveform sine = tl_waveform_default(TL_WAVE_SINE);
  const TlWaveform step = tl_waveform_default(TL_WAVE_STEP);
  const TlFrictionParams f = tl_friction_params_default();
  const TlStickSlipParams ss = tl_stickslip_params_default();
  const TlRollingParams ro = tl_rolling_params_default();
  const char *T = "docs/theory.md";
  states(T, theory, "| %g, %g at %g kN |", 1e3 * p.hertz.semi_a, 1e3 * p.hertz.semi_b,
         1e-3 * p.hertz.ref_load);
  states(T, theory, "| normal load $F_N$ | %g | kN |", 1e-3 * p.hertz.normal_load);
  g_assert_true(isinf(p.hertz.wheel_ry) && isinf(p.hertz.rail_rx));
  states(T, theory, "| %g / ∞; ∞ / %.2f | m |", p.hertz.wheel_rx, p.hertz.rail_ry);
  states(T, theory, "| %g (", 1e-9 * p.hertz.wheel.modulus);
  states(T, theory, "), %g | GPa, – |", p.hertz.wheel.poisson);
  states(T, theory, "| friction coefficient $\\mu$ | %g | – |", p.mu);
  states(T, theory, "| rolling speed $V$ | %g | m/s |", p.speed);
  states(T, theory, "| %g, %g; %g | –; 1/m |", p.cx, p.cy, p.spin);
  states(T, theory, "| sine $C_0$, $C_p$, $F$ | %g, %g, %g | –, –, Hz |", sine.mean,
         sine.amplitude, sine.freq);
  states(T, theory, "| %g → %g at %g | –, ms |", step.before, step.after, 1e3 * step.t_step);
  states(T, theory, "| grid $m_x \\times m_y$ | %d × %d | cells |", p.mx, p.my);
  states(T, theory, "| %g N, %g N, %g m/s, %g N·s/m |", f.fc, f.fs, f.vs, f.viscous);
  states(T, theory, "| $10^%.0f$ N/m, %g N·s/m, %g N·s/m |", log10(f.sigma0), f.sigma1, f.sigma2);
  states(T, theory, "| %g kg, %g N/m, %g m/s |", ss.mass, ss.stiffness, ss.belt_speed);
  states(T, theory, "| $10^%.0f$ N/m, %g N·s/m, %g |", log10(ro.k_roll), ro.gamma_roll, ro.mu_roll);
  g_assert_cmpint(p.bound, ==, TL_BOUND_PARABOLIC);
  g_free(theory);
}

/* ---- the presets' own parameters in their descriptions ---------------------------------- */

typedef struct {
  const char *preset, *group, *key, *fmt; /* fmt formats the key's value (times scale) */
  double scale;
} PresetParam;

static const PresetParam preset_params[] = {
  { "01-thesis-defaults", "contact", "a_mm", "a × b = %g", 1 },
  { "01-thesis-defaults", "contact", "b_mm", "× %g mm", 1 },
  { "01-thesis-defaults", "contact", "load_kn", "F_N = %g kN", 1 },
  { "01-thesis-defaults", "contact", "modulus_gpa", "G = %g GPa", 1 },
  { "01-thesis-defaults", "contact", "nu", "ν = %g", 1 },
  { "01-thesis-defaults", "contact", "speed_m_s", "V = %g m/s", 1 },
  { "01-thesis-defaults", "contact", "mu", "μ = %g,", 1 },
  { "01-thesis-defaults", "transient", "c0", "c_x(t) = %g +", 1 },
  { "01-thesis-defaults", "transient", "cp", "+ %g sin", 1 },
  { "01-thesis-defaults", "transient", "freq_hz", "sin(2π·%g Hz·t)", 1 },
  { "01-thesis-defaults", "transient", "cp", "peak (%g)", 2 },
  { "02-sine-10hz-mu1", "transient", "freq_hz", "sin(2π·%g Hz·t) with μ = 1", 1 },
  { "02-sine-10hz-mu1", "contact", "mu", "with μ = %g,", 1 },
  { "03-sine-30hz-mu1", "transient", "freq_hz", "sin(2π·%g Hz·t) with μ = 1", 1 },
  { "03-sine-30hz-mu1", "contact", "mu", "with μ = %g,", 1 },
  { "04-sine-60hz-mu1", "transient", "freq_hz", "sin(2π·%g Hz·t) with μ = 1", 1 },
  { "04-sine-60hz-mu1", "contact", "mu", "with μ = %g,", 1 },
  { "05-step-100kn", "transient", "c_after", "from 0 to %g at t = 0", 1 },
  { "05-step-100kn", "contact", "mu", "With μ = %g much", 1 },
  { "06-step-150kn", "transient", "c_after", "from 0 to %g at t = 0", 1 },
  { "06-step-150kn", "contact", "mu", "With μ = %g much", 1 },
  { "07-alternating-creepage", "transient", "cp", "c_x(t) = %g sin(2π·10 Hz·t)", 1 },
  { "07-alternating-creepage", "transient", "freq_hz", "sin(2π·%g Hz·t)", 1 },
  { "08-circular-patch", "contact", "a_mm", "= %.3f mm", 1 },
  { "09-carter-2d", "contact", "a_mm", "(a = %g mm", 1 },
  { "09-carter-2d", "contact", "b_mm", "b = %g mm)", 1 },
  { "10-hertz-from-radii", "contact", "wheel_rx_m", "wheel rolling radius %g m", 1 },
  { "10-hertz-from-radii", "contact", "rail_ry_m", "rail head radius %.2f m", 1 },
  { "10-hertz-from-radii", "contact", "modulus_gpa", "E = %g GPa", 1 },
  { "10-hertz-from-radii", "contact", "load_kn", "%g kN. Hertz", 1 },
  { "11-lugre-stick-slip", "stickslip", "mass_kg", "A %g kg block", 1 },
  { "11-lugre-stick-slip", "stickslip", "belt_m_s", "moving at %g m/s", 1 },
  { "11-lugre-stick-slip", "stickslip", "stiffness_n_m", "a %g N/m spring", 1 },
  { "11-lugre-stick-slip", "friction", "sigma1_ns_m", "σ1 = %g N·s/m", 1 },
  { "11-lugre-stick-slip", "friction", "sigma2_ns_m", "σ2 = %g N·s/m", 1 },
  { "11-lugre-stick-slip", "friction", "fc_n", "Fc = %g N", 1 },
  { "11-lugre-stick-slip", "friction", "fs_n", "Fs = %g N", 1 },
  { "11-lugre-stick-slip", "friction", "vs_m_s", "vs = %g mm/s", 1e3 },
  { "12-rolling-two-spheres", "rolling", "ri_mm", "(R = %g mm", 1 },
  { "12-rolling-two-spheres", "rolling", "omega0_rad_s", "spins at %g rad/s", 1 },
  { "12-rolling-two-spheres", "rolling", "fn0_n", "F_n0 = %g N.", 1 },
  { "13-stribeck-curve", "friction", "fc_n", "Fc = %g N", 1 },
  { "13-stribeck-curve", "friction", "vs_m_s", "vs = %g mm/s", 1e3 },
  { "13-stribeck-curve", "friction", "viscous_ns_m", "slope of %g N·s/m", 1 },
};

static void
test_preset_parameters(void)
{
  g_test_summary("Each preset's description states the preset's own parameters");
  for (size_t q = 0; q < G_N_ELEMENTS(preset_params); q++) {
    const PresetParam *pp = &preset_params[q];
    char *rel = g_strconcat("resources/presets/", pp->preset, ".ini", NULL);
    char *path = source_path(rel);
    GKeyFile *kf = g_key_file_new();
    GError *error = NULL;
    g_key_file_load_from_file(kf, path, G_KEY_FILE_NONE, &error);
    g_assert_no_error(error);
    const double v = g_key_file_get_double(kf, pp->group, pp->key, &error);
    g_assert_no_error(error);
    char *text = preset_text(pp->preset);
    states(pp->preset, text, pp->fmt, v * pp->scale);
    g_free(text);
    g_key_file_free(kf);
    g_free(path);
    g_free(rel);
  }
  /* Carter: "ten times wider than long"; the Stribeck excess Fs − Fc; LuGre's σ0 */
  GKeyFile *kf = g_key_file_new();
  char *p11 = source_path("resources/presets/11-lugre-stick-slip.ini");
  g_assert_true(g_key_file_load_from_file(kf, p11, G_KEY_FILE_NONE, NULL));
  char *t11 = preset_text("11-lugre-stick-slip");
  const double sigma0 = g_key_file_get_double(kf, "friction", "sigma0_n_m", NULL);
  states("11-lugre-stick-slip", t11, "σ0 = 10%s N/m", sigma0 == 1e5 ? "⁵" : "(not 10^5)");
  g_free(t11);
  g_free(p11);
  char *path = source_path("resources/presets/09-carter-2d.ini");
  g_assert_true(g_key_file_load_from_file(kf, path, G_KEY_FILE_NONE, NULL));
  g_assert_cmpfloat(g_key_file_get_double(kf, "contact", "b_mm", NULL) /
                        g_key_file_get_double(kf, "contact", "a_mm", NULL), ==, 10.0);
  g_free(path);
  path = source_path("resources/presets/13-stribeck-curve.ini");
  g_assert_true(g_key_file_load_from_file(kf, path, G_KEY_FILE_NONE, NULL));
  char *text = preset_text("13-stribeck-curve");
  states("13-stribeck-curve", text, "Stribeck excess Fs − Fc = %g N",
         g_key_file_get_double(kf, "friction", "fs_n", NULL) -
             g_key_file_get_double(kf, "friction", "fc_n", NULL));
  g_free(text);
  g_free(path);
  g_key_file_free(kf);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  tl_claims_add("/claims-parameters/defaults", test_defaults);
  tl_claims_add("/claims-parameters/preset-parameters", test_preset_parameters);
  return g_test_run();
}
