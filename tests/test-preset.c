/* test-preset.c — the preset format: round trip, defaults, warnings with line
 * numbers, errors naming key and line, state untouched on failure. */
#include <glib/gstdio.h>
#include <string.h>

#include "tl-test-util.h"
#include "tribo/steady-curves.h"
#include "tribo/preset.h"

typedef struct {
  GPtrArray *messages;
} Warnings;

static void
collect(const char *message, void *data)
{
  g_ptr_array_add(((Warnings *)data)->messages, g_strdup(message));
}

static TlStatus
load(const char *text, TlPreset *p, Warnings *w, TlError *err)
{
  return tl_preset_load_data(text, strlen(text), "test.ini", p, w ? collect : NULL, w, err);
}

static void
test_round_trip(void)
{
  g_test_summary("Every field survives save and load (10 significant digits)");
  TlPreset p, q;
  tl_preset_init(&p);
  g_strlcpy(p.title, "Round trip", sizeof p.title);
  g_strlcpy(p.description, "Two lines,\nwith = and # inside.", sizeof p.description);
  g_strlcpy(p.view, "transient", sizeof p.view);
  TlContactParams *c = &p.contact;
  c->hertz.geometry = TL_GEOMETRY_RADII;
  c->hertz.wheel_rx = 0.4615;
  c->hertz.wheel_ry = -0.5;
  c->hertz.rail_ry = 0.3;
  c->hertz.normal_load = 123456.7;
  c->hertz.semi_a = 7.385e-3;
  c->hertz.ref_load = 95e3;
  c->hertz.wheel.input = TL_ELASTIC_YOUNG;
  c->hertz.wheel.modulus = 205.3e9;
  c->hertz.rail.input = TL_ELASTIC_SHEAR;
  c->hertz.rail.modulus = 79e9;
  c->hertz.rail.poisson = 0.3;
  c->mu = 0.385;
  c->speed = 27.5;
  c->cx = -0.0023;
  c->cy = 0.0011;
  c->spin = 0.75;
  c->bound = TL_BOUND_ELLIPTIC;
  c->mx = 64;
  c->my = 33;
  size_t len;
  char *text = tl_preset_to_data(&p, &len);
  tl_preset_init(&q);
  g_assert_cmpint(tl_preset_load_data(text, len, "rt", &q, NULL, NULL, NULL), ==, TL_OK);
  g_assert_cmpstr(q.title, ==, p.title);
  g_assert_cmpstr(q.description, ==, p.description);
  g_assert_cmpstr(q.view, ==, p.view);
  const TlContactParams *d = &q.contact;
  g_assert_cmpint(d->hertz.geometry, ==, TL_GEOMETRY_RADII);
  g_assert_true(isinf(d->hertz.rail_rx));
  tl_assert_rel(d->hertz.wheel_rx, 0.4615, 1e-10);
  tl_assert_rel(d->hertz.wheel_ry, -0.5, 1e-10);
  tl_assert_rel(d->hertz.normal_load, 123456.7, 1e-10);
  tl_assert_rel(d->hertz.semi_a, 7.385e-3, 1e-10);
  tl_assert_rel(d->hertz.ref_load, 95e3, 1e-10);
  g_assert_cmpint(d->hertz.wheel.input, ==, TL_ELASTIC_YOUNG);
  tl_assert_rel(d->hertz.wheel.modulus, 205.3e9, 1e-10);
  g_assert_cmpint(d->hertz.rail.input, ==, TL_ELASTIC_SHEAR);
  tl_assert_rel(d->hertz.rail.modulus, 79e9, 1e-10);
  tl_assert_rel(d->hertz.rail.poisson, 0.3, 1e-10);
  tl_assert_rel(d->mu, 0.385, 1e-10);
  tl_assert_rel(d->speed, 27.5, 1e-10);
  tl_assert_rel(d->cx, -0.0023, 1e-10);
  tl_assert_rel(d->cy, 0.0011, 1e-10);
  tl_assert_rel(d->spin, 0.75, 1e-10);
  g_assert_cmpint(d->bound, ==, TL_BOUND_ELLIPTIC);
  g_assert_cmpint(d->mx, ==, 64);
  g_assert_cmpint(d->my, ==, 33);
  g_free(text);
}

static void
test_rolling_section(void)
{
  g_test_summary("The [rolling] section round-trips and is validated by the rolling model");
  TlPreset p, q;
  tl_preset_init(&p);
  TlRollingDemoParams *d = &p.rolling;
  d->model.k_roll = 2.385e4;
  d->model.gamma_roll = 3.5;
  d->model.mu_roll = 0.12;
  d->partner = TL_ROLLING_PARTNER_WALL;
  d->radius_i = 7.5e-3;
  d->density = 2700;
  d->omega0 = -35;
  d->normal_model = TL_ROLLING_NORMAL_HERTZ;
  d->overlap = 2.5e-6;
  d->dt = 5e-6;
  d->duration = 0.04;
  size_t len;
  char *text = tl_preset_to_data(&p, &len);
  g_assert_cmpint(tl_preset_load_data(text, len, "rt", &q, NULL, NULL, NULL), ==, TL_OK);
  const TlRollingDemoParams *e = &q.rolling;
  tl_assert_rel(e->model.k_roll, 2.385e4, 1e-10);
  tl_assert_rel(e->model.gamma_roll, 3.5, 1e-10);
  tl_assert_rel(e->model.mu_roll, 0.12, 1e-10);
  g_assert_cmpint(e->partner, ==, TL_ROLLING_PARTNER_WALL);
  tl_assert_rel(e->radius_i, 7.5e-3, 1e-10);
  tl_assert_rel(e->density, 2700, 1e-10);
  tl_assert_rel(e->omega0, -35, 1e-10);
  g_assert_cmpint(e->normal_model, ==, TL_ROLLING_NORMAL_HERTZ);
  tl_assert_rel(e->overlap, 2.5e-6, 1e-10);
  tl_assert_rel(e->dt, 5e-6, 1e-10);
  tl_assert_rel(e->duration, 0.04, 1e-10);
  g_free(text);
  TlError err;
  g_assert_cmpint(load("[rolling]\nmu_roll = -0.1\n", &q, NULL, &err), !=, TL_OK);
  g_assert_nonnull(strstr(err.message, "[rolling]"));
  g_assert_cmpint(load("[rolling]\npartner = table\n", &q, NULL, &err), ==, TL_EFORMAT);
  g_assert_nonnull(strstr(err.message, "line 2"));
}

static void
test_transient_section(void)
{
  g_test_summary("The [transient] section: waveforms, csv file resolved next to the preset");
  TlPreset p, q;
  tl_preset_init(&p);
  p.transient.wave = tl_waveform_default(TL_WAVE_STEP);
  p.transient.wave.before = -0.001;
  p.transient.wave.after = 0.0035;
  p.transient.wave.t_step = 0.0125;
  p.transient.init = TL_INIT_STEADY;
  p.transient.courant = 0.5;
  p.transient.time_scale = 0.05;
  p.transient.model = TL_PRESET_MODEL_COMPARE;
  size_t len;
  char *text = tl_preset_to_data(&p, &len);
  g_assert_cmpint(tl_preset_load_data(text, len, "rt", &q, NULL, NULL, NULL), ==, TL_OK);
  g_assert_cmpint(q.transient.wave.kind, ==, TL_WAVE_STEP);
  tl_assert_rel(q.transient.wave.before, -0.001, 1e-10);
  tl_assert_rel(q.transient.wave.after, 0.0035, 1e-10);
  tl_assert_rel(q.transient.wave.t_step, 0.0125, 1e-10);
  g_assert_cmpint(q.transient.init, ==, TL_INIT_STEADY);
  tl_assert_rel(q.transient.courant, 0.5, 1e-10);
  tl_assert_rel(q.transient.time_scale, 0.05, 1e-10);
  g_assert_cmpint(q.transient.model, ==, TL_PRESET_MODEL_COMPARE);
  g_assert_nonnull(strstr(text, "model=compare"));
  g_free(text);
  /* absent: brush; unknown: an error naming the line */
  g_assert_cmpint(tl_preset_load_data("[transient]\n", 12, "m", &q, NULL, NULL, NULL), ==, TL_OK);
  g_assert_cmpint(q.transient.model, ==, TL_PRESET_MODEL_BRUSH);
  TlError model_err;
  const char bad[] = "[transient]\ninit = zero\nmodel = fastest\n";
  g_assert_cmpint(tl_preset_load_data(bad, sizeof bad - 1, "m", &q, NULL, NULL, &model_err), ==,
                  TL_EFORMAT);
  g_assert_nonnull(strstr(model_err.message, "line 3"));

  /* a sine at 30 Hz keeps the sine's other defaults */
  g_assert_cmpint(load("[transient]\nwaveform = sine\nfreq_hz = 30\n", &q, NULL, NULL), ==,
                  TL_OK);
  g_assert_cmpfloat(q.transient.wave.freq, ==, 30.0);
  g_assert_cmpfloat(q.transient.wave.mean, ==, 0.005);

  /* csv: the table file is resolved against the preset's folder */
  char *dir = g_dir_make_tmp("tribolab-preset-XXXXXX", NULL);
  char *ini =
      tl_test_write_file(dir, "case.ini", "[transient]\nwaveform = csv\nwaveform_file = cx.csv\n");
  g_assert_cmpint(tl_preset_load_file(ini, &q, NULL, NULL, NULL), ==, TL_OK);
  char *expect = g_build_filename(dir, "cx.csv", NULL);
  g_assert_cmpstr(q.transient.table_file, ==, expect);
  g_free(expect);
  g_remove(ini);
  g_rmdir(dir);
  g_free(ini);
  g_free(dir);

  TlError err;
  g_assert_cmpint(load("[transient]\nwaveform = csv\n", &q, NULL, &err), ==, TL_EFORMAT);
  g_assert_nonnull(strstr(err.message, "waveform_file"));
  /* out of its range: refused at its line by the section's key table */
  g_assert_cmpint(load("[transient]\ncourant = 1.5\n", &q, NULL, &err), ==, TL_EFORMAT);
  g_assert_nonnull(strstr(err.message, "line 2: [transient] courant = 1.5"));
  g_assert_cmpint(load("[transient]\nfreq_hz = 0\n", &q, NULL, &err), !=, TL_OK);
  g_assert_cmpint(load("[transient]\nwaveform = sawtooth\n", &q, NULL, &err), ==, TL_EFORMAT);
}

static void
test_steady_section(void)
{
  g_test_summary("The [steady] section: table = FILE resolved against the preset's folder, "
                 "written back, absent or empty for no table, an unknown key warned about");
  TlPreset q;
  g_assert_cmpint(load("[contact]\nmu = 0.35\n", &q, NULL, NULL), ==, TL_OK);
  g_assert_cmpstr(q.steady.table_file, ==, "");
  char *dir = g_dir_make_tmp("tribolab-preset-XXXXXX", NULL);
  char *ini = tl_test_write_file(dir, "case.ini", "[steady]\ntable = tables/usetab.h5\n");
  g_assert_cmpint(tl_preset_load_file(ini, &q, NULL, NULL, NULL), ==, TL_OK);
  char *expect = g_build_filename(dir, "tables", "usetab.h5", NULL);
  g_assert_cmpstr(q.steady.table_file, ==, expect);
  /* written as the absolute path it became, and read back the same */
  size_t len;
  char *text = tl_preset_to_data(&q, &len);
  TlPreset back;
  g_assert_cmpint(tl_preset_load_data(text, len, "rt", &back, NULL, NULL, NULL), ==, TL_OK);
  g_assert_cmpstr(back.steady.table_file, ==, expect);
  g_free(text);
  g_free(expect);
  g_remove(ini);
  g_rmdir(dir);
  g_free(ini);
  g_free(dir);
  g_assert_cmpint(load("[steady]\ntable =\n", &q, NULL, NULL), ==, TL_OK);
  g_assert_cmpstr(q.steady.table_file, ==, "");
  Warnings w = { g_ptr_array_new_with_free_func(g_free) };
  g_assert_cmpint(load("[steady]\ninterp = cubic\n", &q, &w, NULL), ==, TL_OK);
  g_assert_cmpuint(w.messages->len, ==, 1);
  g_assert_nonnull(strstr(w.messages->pdata[0], "interp"));
  g_ptr_array_unref(w.messages);
}

static void
test_steady_models(void)
{
  g_test_summary("[steady] models: the page's three by default, any list of the command line's "
                 "names round-trips, an unknown or empty list is refused at its line");
  TlPreset q;
  g_assert_cmpint(load("[contact]\nmu = 0.35\n", &q, NULL, NULL), ==, TL_OK);
  g_assert_cmpuint(q.steady.models, ==, TL_STEADY_LINEAR | TL_STEADY_FASTSIM | TL_STEADY_SHEN);
  g_assert_cmpint(load("[steady]\nmodels = table, exact,polach\n", &q, NULL, NULL), ==, TL_OK);
  const unsigned want = TL_PRESET_STEADY_TABLE | TL_PRESET_STEADY_EXACT | TL_STEADY_POLACH;
  g_assert_cmpuint(q.steady.models, ==, want);
  size_t len;
  char *text = tl_preset_to_data(&q, &len);
  g_assert_nonnull(strstr(text, "models=exact,polach,table"));
  TlPreset back;
  g_assert_cmpint(tl_preset_load_data(text, len, "rt", &back, NULL, NULL, NULL), ==, TL_OK);
  g_assert_cmpuint(back.steady.models, ==, want);
  g_free(text);
  TlError err;
  g_assert_cmpint(load("[steady]\n\nmodels = fastsim,usetab\n", &q, NULL, &err), ==,
                  TL_EFORMAT);
  g_assert_nonnull(strstr(err.message, "line 3"));
  g_assert_nonnull(strstr(err.message, "usetab"));
  g_assert_cmpint(load("[steady]\nmodels = ,\n", &q, NULL, &err), ==, TL_EFORMAT);
}

static void
test_friction_section(void)
{
  g_test_summary("The [friction] section round-trips: the law by name or by terms, every "
                 "parameter, the sign mode and both motions");
  static const unsigned term_sets[] = {
    TL_FRICTION_COULOMB | TL_FRICTION_STRIBECK | TL_FRICTION_VISCOUS | TL_FRICTION_STATIC,
    /* no named law has these terms: written as coulomb+viscous+static */
    TL_FRICTION_COULOMB | TL_FRICTION_VISCOUS | TL_FRICTION_STATIC,
  };
  for (size_t k = 0; k < G_N_ELEMENTS(term_sets); k++) {
    TlPreset p, q;
    tl_preset_init(&p);
    TlFrictionParams *l = &p.friction.law;
    l->terms = term_sets[k];
    l->fc = 0.815;
    l->fs = 1.385;
    l->vs = 2.5e-3;
    l->viscous = 0.0375;
    l->c1 = 0.61;
    l->c2 = 0.235; /* asymmetric: neither equals Fs − Fc */
    l->dahl_sigma = 3.85e4;
    l->dahl_alpha = 1.75;
    l->sigma0 = 2.385e5;
    l->sigma1 = 123.5;
    l->sigma2 = 0.0615;
    l->karnopp = 3.5e-5;
    l->sign = TL_SIGN_SQRT;
    l->sign_eps = 2.25e-4;
    p.friction.seed.duration = 1.385;
    p.friction.seed.points = 333;
    p.friction.sine.amplitude = 7.5e-6;
    p.friction.sine.frequency = 2.385;
    p.friction.sine.duration = 3.25;
    p.friction.sine.points = 1555;
    size_t len;
    char *text = tl_preset_to_data(&p, &len);
    g_assert_nonnull(strstr(text, k == 0 ? "law=eq7" : "law=coulomb+viscous+static"));
    g_assert_cmpint(tl_preset_load_data(text, len, "rt", &q, NULL, NULL, NULL), ==, TL_OK);
    const TlFrictionParams *m = &q.friction.law;
    g_assert_cmpuint(m->terms, ==, term_sets[k]);
    tl_assert_rel(m->fc, 0.815, 1e-10);
    tl_assert_rel(m->fs, 1.385, 1e-10);
    tl_assert_rel(m->vs, 2.5e-3, 1e-10);
    tl_assert_rel(m->viscous, 0.0375, 1e-10);
    tl_assert_rel(m->c1, 0.61, 1e-10);
    tl_assert_rel(m->c2, 0.235, 1e-10);
    tl_assert_rel(m->dahl_sigma, 3.85e4, 1e-10);
    tl_assert_rel(m->dahl_alpha, 1.75, 1e-10);
    tl_assert_rel(m->sigma0, 2.385e5, 1e-10);
    tl_assert_rel(m->sigma1, 123.5, 1e-10);
    tl_assert_rel(m->sigma2, 0.0615, 1e-10);
    tl_assert_rel(m->karnopp, 3.5e-5, 1e-10);
    g_assert_cmpint(m->sign, ==, TL_SIGN_SQRT);
    tl_assert_rel(m->sign_eps, 2.25e-4, 1e-10);
    tl_assert_rel(q.friction.seed.duration, 1.385, 1e-10);
    g_assert_cmpint(q.friction.seed.points, ==, 333);
    tl_assert_rel(q.friction.sine.amplitude, 7.5e-6, 1e-10);
    tl_assert_rel(q.friction.sine.frequency, 2.385, 1e-10);
    tl_assert_rel(q.friction.sine.duration, 3.25, 1e-10);
    g_assert_cmpint(q.friction.sine.points, ==, 1555);
    /* the oscillator runs with the same law */
    g_assert_cmpuint(q.stickslip.friction.terms, ==, term_sets[k]);
    tl_assert_rel(q.stickslip.friction.c2, 0.235, 1e-10);
    g_free(text);
  }
  /* C1 and C2 follow a given Fs unless set, as on the CLI */
  TlPreset q;
  g_assert_cmpint(load("[friction]\nlaw = stribeck\nfc_n = 0.75\nfs_n = 1.25\n", &q, NULL, NULL),
                  ==, TL_OK);
  tl_assert_rel(q.friction.law.c1, 0.5, 1e-12);
  tl_assert_rel(q.friction.law.c2, 0.5, 1e-12);
  g_assert_cmpint(load("[friction]\nfs_n = 1.25\nc2_n = 0.1\n", &q, NULL, NULL), ==, TL_OK);
  tl_assert_rel(q.friction.law.c1, 0.25, 1e-12);
  tl_assert_rel(q.friction.law.c2, 0.1, 1e-12);
}

static void
test_stickslip_section(void)
{
  g_test_summary("The [stickslip] section round-trips and takes its law from [friction]");
  TlPreset p, q;
  tl_preset_init(&p);
  p.friction.law.terms = TL_FRICTION_COULOMB | TL_FRICTION_STATIC;
  p.friction.law.fs = 1.615;
  TlStickSlipParams *s = &p.stickslip;
  s->friction = p.friction.law;
  s->mass = 2.385;
  s->stiffness = 3.75;
  s->belt_speed = -0.0615;
  s->integrator = TL_INTEGRATOR_RK4;
  s->dt = 2.5e-4;
  s->duration = 12.5;
  s->rel_tol = 3.5e-7;
  s->abs_tol = 2.5e-10;
  s->stick_velocity = 7.5e-4;
  size_t len;
  char *text = tl_preset_to_data(&p, &len);
  g_assert_cmpint(tl_preset_load_data(text, len, "rt", &q, NULL, NULL, NULL), ==, TL_OK);
  const TlStickSlipParams *e = &q.stickslip;
  tl_assert_rel(e->mass, 2.385, 1e-10);
  tl_assert_rel(e->stiffness, 3.75, 1e-10);
  tl_assert_rel(e->belt_speed, -0.0615, 1e-10);
  g_assert_cmpint(e->integrator, ==, TL_INTEGRATOR_RK4);
  tl_assert_rel(e->dt, 2.5e-4, 1e-10);
  tl_assert_rel(e->duration, 12.5, 1e-10);
  tl_assert_rel(e->rel_tol, 3.5e-7, 1e-10);
  tl_assert_rel(e->abs_tol, 2.5e-10, 1e-10);
  tl_assert_rel(e->stick_velocity, 7.5e-4, 1e-10);
  g_assert_cmpuint(e->friction.terms, ==, TL_FRICTION_COULOMB | TL_FRICTION_STATIC);
  tl_assert_rel(e->friction.fs, 1.615, 1e-10);
  g_free(text);
  /* a section alone is a preset; its law is [friction]'s defaults (LuGre) */
  g_assert_cmpint(load("[stickslip]\nintegrator = rkf45\n", &q, NULL, NULL), ==, TL_OK);
  g_assert_cmpint(q.stickslip.integrator, ==, TL_INTEGRATOR_RKF45);
  g_assert_cmpuint(q.stickslip.friction.terms, ==, TL_FRICTION_LUGRE);
}

static void
test_subsurface_section(void)
{
  g_test_summary("The [subsurface] section round-trips; a bad choice names key and line");
  TlPreset p, q;
  tl_preset_init(&p);
  g_assert_cmpint(p.subsurface.source, ==, TL_FIELD_HERTZ);
  p.subsurface.source = TL_FIELD_EXACT;
  p.subsurface.measure = TL_MEASURE_SXD;
  p.subsurface.body = TL_BODY_WHEEL;
  size_t len;
  char *text = tl_preset_to_data(&p, &len);
  g_assert_cmpint(tl_preset_load_data(text, len, "rt", &q, NULL, NULL, NULL), ==, TL_OK);
  g_assert_cmpint(q.subsurface.source, ==, TL_FIELD_EXACT);
  g_assert_cmpint(q.subsurface.measure, ==, TL_MEASURE_SXD);
  g_assert_cmpint(q.subsurface.body, ==, TL_BODY_WHEEL);
  g_free(text);
  g_assert_cmpint(load("[subsurface]\nsource = slide\nmeasure = tresca\n", &q, NULL, NULL), ==,
                  TL_OK);
  g_assert_cmpint(q.subsurface.source, ==, TL_FIELD_SLIDE);
  g_assert_cmpint(q.subsurface.measure, ==, TL_MEASURE_TRESCA);
  g_assert_cmpint(q.subsurface.body, ==, TL_BODY_RAIL);
  TlError err;
  g_assert_cmpint(load("[subsurface]\nsource = slide\nbody = axle\n", &q, NULL, &err), ==,
                  TL_EFORMAT);
  g_assert_nonnull(strstr(err.message, "line 3"));
  g_assert_nonnull(strstr(err.message, "body"));
  /* the yield stress in shear k of the shakedown map: in MPa, round-trips, range-checked */
  g_assert_cmpfloat(p.subsurface.shear_yield, ==, 300e6); /* tl_wear_params_default's */
  g_assert_cmpint(load("[subsurface]\nshear_yield_mpa = 412.5\n", &q, NULL, NULL), ==, TL_OK);
  g_assert_cmpfloat(q.subsurface.shear_yield, ==, 412.5e6);
  text = tl_preset_to_data(&q, &len);
  TlPreset r;
  g_assert_cmpint(tl_preset_load_data(text, len, "rt", &r, NULL, NULL, NULL), ==, TL_OK);
  g_assert_cmpfloat(r.subsurface.shear_yield, ==, 412.5e6);
  g_free(text);
  g_assert_cmpint(load("[subsurface]\nsource = slide\nshear_yield_mpa = 0.0385\n", &q, NULL,
                       &err),
                  ==, TL_EFORMAT);
  g_assert_nonnull(strstr(err.message, "line 3"));
  g_assert_nonnull(strstr(err.message, "shear_yield_mpa"));
  g_assert_cmpint(load("[subsurface]\nshear_yield_mpa = nan\n", &q, NULL, &err), ==,
                  TL_EFORMAT);
}

static void
test_defaults_and_ref_load(void)
{
  g_test_summary("Missing keys take the thesis defaults; semi-axes hold at 100 kN unless "
                 "ref_load_kn says otherwise");
  TlPreset p;
  tl_preset_init(&p);
  p.contact.mu = 0.9; /* the caller's state is replaced, not merged */
  g_assert_cmpint(load("[contact]\nload_kn = 150\n", &p, NULL, NULL), ==, TL_OK);
  g_assert_cmpfloat(p.contact.mu, ==, 0.4);
  g_assert_cmpfloat(p.contact.hertz.normal_load, ==, 150e3);
  g_assert_cmpfloat(p.contact.hertz.ref_load, ==, 100e3); /* a load study, as in the CLI */
  g_assert_cmpint(load("[contact]\nload_kn = 150\nref_load_kn = 150\n", &p, NULL, NULL), ==, TL_OK);
  g_assert_cmpfloat(p.contact.hertz.ref_load, ==, 150e3);
}

static void
test_unknown_keys_warn(void)
{
  g_test_summary("Unknown keys and groups warn with their line and are ignored");
  Warnings w = { g_ptr_array_new_with_free_func(g_free) };
  TlPreset p;
  tl_preset_init(&p);
  const char *text = "[preset]\nformat = 1\ntitle = T\n\n[contact]\nmu = 0.5\nfrobnicate = 3\n"
                     "[extras]\nx = 1\n";
  g_assert_cmpint(load(text, &p, &w, NULL), ==, TL_OK);
  g_assert_cmpfloat(p.contact.mu, ==, 0.5);
  g_assert_cmpuint(w.messages->len, ==, 2);
  gboolean saw_key = FALSE, saw_group = FALSE;
  for (guint i = 0; i < w.messages->len; i++) {
    const char *m = w.messages->pdata[i];
    saw_key |= strstr(m, "line 7") && strstr(m, "frobnicate");
    saw_group |= strstr(m, "[extras]") != NULL;
  }
  g_assert_true(saw_key);
  g_assert_true(saw_group);
  g_ptr_array_set_size(w.messages, 0);
  g_assert_cmpint(load("[preset]\nformat = 7\n", &p, &w, NULL), ==, TL_OK);
  g_assert_cmpuint(w.messages->len, ==, 1);
  g_assert_nonnull(strstr(w.messages->pdata[0], "format 7"));
  g_ptr_array_unref(w.messages);
}

typedef struct {
  const char *what;
  const char *text;
  const char *fragment; /* the message must contain it */
} BadCase;

static const BadCase bad_cases[] = {
  { "not-a-number", "[preset]\ntitle = x\n[contact]\nmu = 0.4\nload_kn = abc\n", "line 5" },
  { "nan", "[contact]\ncx = nan\n", "cx" },
  { "inf-load", "[contact]\nload_kn = inf\n", "finite" },
  { "bad-choice", "[contact]\n\nbound = cubic\n", "line 3" },
  { "bad-grid", "[contact]\ngrid = 50\n", "MXxMY" },
  { "grid-range", "[contact]\ngrid = 2x50\n", "between 4 and 1000" },
  { "physics", "[contact]\nnu = 0.5\n", "Poisson" },
  { "no-contact", "[contact]\ngeometry = radii\nwheel_rx_m = inf\n", "curvature A" },
  { "garbage", "\x01\x02 not an ini file", "not a preset" },
  { "no-groups", "[other]\nx = 1\n", "not a TriboLab preset" },
  { "law-name", "[friction]\nfs_n = 1.5\nlaw = stribek\n", "line 3" },
  { "law-term", "[friction]\nlaw = coulomb+glue\n", "terms joined by '+'" },
  { "law-combination", "[friction]\nlaw = lugre+coulomb\n", "[friction]: LuGre" },
  { "sign-mode", "[friction]\nsign = atan\n", "exact, tanh, sqrt" },
  { "friction-negative", "[friction]\nfc_n = -0.385\n", "line 2: [friction] fc_n = -0.385" },
  { "stribeck-zero", "[friction]\nfc_n = 1\nc1_n = -1\n", "Fc + C1" },
  { "dahl-alpha", "[friction]\ndahl_alpha = 23.85\n", "alpha" },
  { "sine-amplitude", "[friction]\nsine_amplitude_um = 0\n", "sine_amplitude_um = 0: '0' must" },
  { "points-fraction", "[friction]\n\nseed_points = 40.5\n", "line 3" },
  { "points-range", "[friction]\nsine_points = 1\n", "'1' must lie between 2 and" },
  { "integrator", "[stickslip]\nintegrator = euler\n", "rk4, rkf45, msbdf" },
  { "mass", "[stickslip]\nmass_kg = 0\n",
    "line 2: [stickslip] mass_kg = 0: '0' must lie between" },
  { "dt-over-duration", "[stickslip]\ndt_s = 2.5\nduration_s = 1.5\n", "exceeds the duration" },
  { "rel-tol", "[stickslip]\nrel_tol = 0.385\n", "rel_tol = 0.385: '0.385' must lie between" },
  { "belt-inf", "[stickslip]\nbelt_m_s = inf\n", "finite" },
};

static void
test_bad_value(gconstpointer data)
{
  const BadCase *c = data;
  TlPreset p, before;
  tl_preset_init(&p);
  p.contact.mu = 0.77;
  before = p;
  TlError err;
  g_assert_cmpint(load(c->text, &p, NULL, &err), !=, TL_OK);
  g_assert_nonnull(strstr(err.message, c->fragment));
  g_assert_nonnull(strstr(err.message, "test.ini"));
  g_assert_cmpmem(&p, sizeof p, &before, sizeof before);
}

static void
test_files(void)
{
  g_test_summary("Save writes atomically; unreadable and unwritable paths are errors");
  char *dir = g_dir_make_tmp("tribolab-preset-XXXXXX", NULL);
  char *path = g_build_filename(dir, "p.ini", NULL);
  TlPreset p, q;
  tl_preset_init(&p);
  p.contact.mu = 0.615;
  g_assert_cmpint(tl_preset_save_file(path, &p, NULL), ==, TL_OK);
  tl_preset_init(&q);
  g_assert_cmpint(tl_preset_load_file(path, &q, NULL, NULL, NULL), ==, TL_OK);
  g_assert_cmpfloat(q.contact.mu, ==, 0.615);
  TlError err;
  char *missing = g_build_filename(dir, "nope", "p.ini", NULL);
  g_assert_cmpint(tl_preset_save_file(missing, &p, &err), ==, TL_EIO);
  g_assert_cmpint(tl_preset_load_file(missing, &q, NULL, NULL, &err), ==, TL_EIO);
  g_remove(path);
  tl_test_rmdir_empty(dir); /* no temporary left over */
  g_free(missing);
  g_free(path);
  g_free(dir);
}

/* A file key whose path does not fit the preset's 1024 bytes is refused,
 * naming the key, rather than cut short to name another file; a path of
 * 1023 bytes, the longest that fits, loads whole. */
static void
test_long_paths(void)
{
  g_test_summary("waveform_file, wheel_profile, rail_profile and [steady] table: a path "
                 "longer than the preset holds is an error naming the key");
  static const struct {
    const char *group, *key, *before;
  } keys[] = {
    { "transient", "waveform_file", "waveform = csv\n" },
    { "wheelrail", "wheel_profile", "" },
    { "wheelrail", "rail_profile", "" },
    { "steady", "table", "" },
  };
  for (size_t k = 0; k < G_N_ELEMENTS(keys); k++) {
    for (int len = 1023; len <= 1024; len++) {
      char *path = g_strnfill((gsize)len, 'p');
      path[0] = '/';
      char *text = g_strdup_printf("[%s]\n%s%s = %s\n", keys[k].group, keys[k].before,
                                   keys[k].key, path);
      TlPreset p;
      tl_preset_init(&p);
      p.contact.mu = 0.123; /* the mark of "untouched" */
      TlError err = { 0 };
      const TlStatus st = tl_preset_load_data(text, strlen(text), "long.ini", &p, NULL, NULL,
                                              &err);
      if (len == 1023) {
        if (st != TL_OK)
          g_test_message("%s", err.message);
        g_assert_cmpint(st, ==, TL_OK);
        const char *got = strcmp(keys[k].key, "waveform_file") == 0 ? p.transient.table_file
                          : strcmp(keys[k].key, "wheel_profile") == 0 ? p.wheelrail.wheel
                          : strcmp(keys[k].key, "rail_profile") == 0  ? p.wheelrail.rail
                                                                      : p.steady.table_file;
        g_assert_cmpstr(got, ==, path);
      } else {
        g_assert_cmpint(st, ==, TL_EFORMAT);
        char *where = g_strdup_printf("[%s] %s", keys[k].group, keys[k].key);
        g_assert_nonnull(strstr(err.message, where));
        g_assert_nonnull(strstr(err.message, "the path is too long"));
        g_assert_cmpfloat(p.contact.mu, ==, 0.123);
        g_free(where);
      }
      g_free(text);
      g_free(path);
    }
  }
}

/* Every preset shipped in resources/presets loads without a warning, has a
 * title, a paragraph of explanation and names a view of the window. */
static void
test_shipped_presets(void)
{
  g_test_summary("Shipped presets: clean, titled, explained, pointing at a view");
  const char *dir = g_getenv("TL_PRESETS");
  g_assert_nonnull(dir);
  GDir *d = g_dir_open(dir, 0, NULL);
  g_assert_nonnull(d);
  const char *views[] = { "hertz",    "steady",  "transient", "friction",
                          "stickslip", "rolling", "subsurface", "wheelrail",
                          "wheelset" };
  int count = 0;
  for (const char *name; (name = g_dir_read_name(d));) {
    if (!g_str_has_suffix(name, ".ini"))
      continue;
    char *path = g_build_filename(dir, name, NULL);
    Warnings w = { g_ptr_array_new_with_free_func(g_free) };
    TlPreset p;
    TlError err;
    if (tl_preset_load_file(path, &p, collect, &w, &err) != TL_OK)
      g_error("%s: %s", name, err.message);
    g_assert_cmpuint(w.messages->len, ==, 0);
    g_assert_cmpuint(strlen(p.title), >, 10);
    g_assert_cmpuint(strlen(p.description), >, 120);
    gboolean known = FALSE;
    for (size_t i = 0; i < G_N_ELEMENTS(views); i++)
      known |= strcmp(p.view, views[i]) == 0;
    g_assert_true(known);
    g_ptr_array_unref(w.messages);
    g_free(path);
    count++;
  }
  g_dir_close(d);
  g_assert_cmpint(count, >=, 8);
}

/* The section struct a table's offsets point into. */
static void *
section_base(TlPreset *p, const char *section)
{
  if (g_str_equal(section, "transient"))
    return &p->transient;
  if (g_str_equal(section, "friction"))
    return &p->friction;
  if (g_str_equal(section, "contact"))
    return &p->contact;
  if (g_str_equal(section, "contact_friction"))
    return &p->contact_friction;
  if (g_str_equal(section, "wheelrail"))
    return &p->wheelrail;
  if (g_str_equal(section, "wheelset"))
    return &p->wheelset;
  return g_str_equal(section, "rolling") ? (void *)&p->rolling : (void *)&p->stickslip;
}

static void
test_table_every_key(gconstpointer data)
{
  const char *section = data;
  g_test_summary("Every key of a table-driven section is written, read back and range-checked");
  size_t n;
  const TlPresetKey *keys = tl_preset_section_keys(section, &n);
  g_assert_nonnull(keys);
  g_assert_cmpuint(n, >=, 9);
  TlPreset defaults;
  tl_preset_init(&defaults);
  char *written = tl_preset_to_data(&defaults, NULL);
  for (size_t i = 0; i < n; i++) {
    const TlPresetKey *k = &keys[i];
    char *line = g_strdup_printf("\n%s=", k->key);
    g_assert_nonnull(strstr(written, line)); /* every key is written */
    g_free(line);
    TlPreset q, r;
    TlError err;
    if (k->kind == TL_PRESET_KEY_CHOICE) {
      for (int j = 0; k->names[j]; j++) {
        /* the table's names are the core's */
        if (g_str_equal(k->key, "sign"))
          g_assert_cmpstr(k->names[j], ==, tl_sign_mode_name((TlSignMode)j));
        if (g_str_equal(k->key, "integrator"))
          g_assert_cmpstr(k->names[j], ==, tl_integrator_name((TlIntegrator)j));
        if (g_str_equal(section, "contact_friction") && g_str_equal(k->key, "law"))
          g_assert_cmpstr(k->names[j], ==, tl_slip_law_name((TlSlipLawKind)j));
        if (g_str_equal(section, "contact_friction") && g_str_equal(k->key, "rule"))
          g_assert_cmpstr(k->names[j], ==, tl_slip_root_rule_name((TlSlipRootRule)j));
        if (g_str_equal(section, "wheelset") && g_str_equal(k->key, "creep_model"))
          g_assert_cmpstr(k->names[j], ==, tl_ws_creep_model_name((TlWsCreepModel)j));
        char *text = g_strdup_printf("[%s]\n%s = %s\n", section, k->key, k->names[j]);
        g_assert_cmpint(load(text, &q, NULL, &err), ==, TL_OK);
        int v;
        memcpy(&v, (char *)section_base(&q, section) + k->offset, sizeof v);
        g_assert_cmpint(v, ==, j);
        char *out = tl_preset_to_data(&q, NULL);
        char *expect = g_strdup_printf("\n%s=%s\n", k->key, k->names[j]);
        g_assert_nonnull(strstr(out, expect));
        g_free(expect);
        g_free(out);
        g_free(text);
      }
      continue;
    }
    if (k->kind == TL_PRESET_KEY_INT) { /* a count: one more than the default */
      int def_int, got_int;
      memcpy(&def_int, (char *)section_base(&defaults, section) + k->offset, sizeof def_int);
      char *text = g_strdup_printf("[%s]\n%s = %d\n", section, k->key, def_int + 1);
      g_assert_cmpint(load(text, &q, NULL, &err), ==, TL_OK);
      memcpy(&got_int, (char *)section_base(&q, section) + k->offset, sizeof got_int);
      g_assert_cmpint(got_int, ==, def_int + 1);
      g_free(text);
      text = g_strdup_printf("[%s]\n%s = 2.5\n", section, k->key);
      g_assert_cmpint(load(text, &q, NULL, &err), ==, TL_EFORMAT);
      g_assert_nonnull(strstr(err.message, "line 2"));
      g_free(text);
      text = g_strdup_printf("[%s]\n%s = %.0f\n", section, k->key, 10.0 * k->max);
      g_assert_cmpint(load(text, &q, NULL, &err), ==, TL_EFORMAT);
      g_assert_nonnull(strstr(err.message, "must lie between"));
      g_free(text);
      continue;
    }
    /* a value off the default by a factor no default has (1.0371), in range */
    double def;
    memcpy(&def, (char *)section_base(&defaults, section) + k->offset, sizeof def);
    double v = def != 0.0 && isfinite(def) ? 1.0371 * def / k->unit : 0.0371 * k->max / k->unit;
    if (v * k->unit > k->max) /* a default at the top of its range (Courant 1) */
      v = 0.9629 * def / k->unit;
    if (v * k->unit < k->min) /* a range narrower than ±4 % (a track gauge) */
      v = (k->min + 0.371 * (k->max - k->min)) / k->unit;
    char *text = g_strdup_printf("[%s]\n%s = %.17g\n", section, k->key, v);
    if (load(text, &q, NULL, &err) != TL_OK)
      g_error("%s: %s", text, err.message);
    double got;
    memcpy(&got, (char *)section_base(&q, section) + k->offset, sizeof got);
    tl_assert_rel(got / k->unit, v, 1e-15);
    /* written at %.10g: back within the tenth digit */
    size_t len;
    char *out = tl_preset_to_data(&q, &len);
    g_assert_cmpint(tl_preset_load_data(out, len, "rt", &r, NULL, NULL, NULL), ==, TL_OK);
    memcpy(&got, (char *)section_base(&r, section) + k->offset, sizeof got);
    tl_assert_rel(got / k->unit, v, 1e-9);
    g_free(out);
    g_free(text);
    /* ten times the top of the range: refused at its line, naming the range */
    text = g_strdup_printf("[%s]\n%s = %.6g\n", section, k->key, 10.0 * k->max / k->unit);
    g_assert_cmpint(load(text, &q, NULL, &err), ==, TL_EFORMAT);
    g_assert_nonnull(strstr(err.message, "line 2"));
    g_assert_nonnull(strstr(err.message, "must lie between"));
    g_free(text);
  }
  g_free(written);
}

/* [wheelrail]'s code keys: profiles by name (any case) or as a file beside
 * the preset, the inclination as 1:N or 0, refused steeper than 1:10. */
static void
test_wheelrail(void)
{
  g_test_summary("The [wheelrail] section: profile names and files, inclination 1:N");
  char *dir = g_dir_make_tmp("tribolab-preset-XXXXXX", NULL);
  char *ini = tl_test_write_file(dir, "wr.ini",
                                 "[wheelrail]\nwheel_profile = worn.txt\n"
                                 "rail_profile = 60e1\ninclination = 1:20\n"
                                 "y_mm = -3.85\nside = right\npoint = 2\n");
  TlPreset p;
  TlError err;
  g_assert_cmpint(tl_preset_load_file(ini, &p, NULL, NULL, &err), ==, TL_OK);
  char *worn = g_build_filename(dir, "worn.txt", NULL);
  g_assert_cmpstr(p.wheelrail.wheel, ==, worn);
  g_assert_cmpstr(p.wheelrail.rail, ==, "60E1");
  g_assert_cmpfloat_with_epsilon(p.wheelrail.track.inclination, atan(1.0 / 20.0), 1e-15);
  g_assert_cmpint(p.wheelrail.side, ==, TL_WR_RIGHT);
  g_assert_cmpint(p.wheelrail.point, ==, 2);
  char *text = tl_preset_to_data(&p, NULL);
  g_assert_nonnull(strstr(text, "\ninclination=1:20\n"));
  TlPreset q;
  g_assert_cmpint(load(text, &q, NULL, &err), ==, TL_OK);
  g_assert_cmpstr(q.wheelrail.wheel, ==, worn);
  g_assert_cmpfloat_with_epsilon(q.wheelrail.track.inclination, atan(1.0 / 20.0), 1e-15);
  g_assert_cmpfloat_with_epsilon(q.wheelrail.y, -3.85e-3, 1e-15);
  g_free(text);
  g_assert_cmpint(load("[wheelrail]\ninclination = 0\n", &q, NULL, &err), ==, TL_OK);
  g_assert_cmpfloat(q.wheelrail.track.inclination, ==, 0.0);
  const char *bad[] = { "[wheelrail]\ninclination = 1:7.5\n", "[wheelrail]\ninclination = 1:x\n",
                        "[wheelrail]\ninclination = 0.025\n" };
  for (size_t i = 0; i < G_N_ELEMENTS(bad); i++) {
    g_assert_cmpint(load(bad[i], &q, NULL, &err), ==, TL_EFORMAT);
    g_assert_nonnull(strstr(err.message, "line 2"));
    g_assert_nonnull(strstr(err.message, "inclination"));
  }
  g_assert_cmpint(load("[wheelrail]\nwheel_profile =\n", &q, NULL, &err), ==, TL_EFORMAT);
  g_assert_nonnull(strstr(err.message, "wheel_profile"));
  g_unlink(ini);
  g_rmdir(dir);
  g_free(worn);
  g_free(ini);
  g_free(dir);
}

/* [wheelset]: the gravitational stiffness is the cones' alone, so profiles
 * with gravity on are refused as a whole, naming the section. */
static void
test_wheelset(void)
{
  g_test_summary("The [wheelset] section: values in their units, gravity only on cones");
  TlPreset q;
  TlError err;
  g_assert_cmpint(load("[wheelset]\nspeed_m_s = 120\nr0_mm = 500\nload_kn = 60\n"
                       "wheels = profiles\ncreep_model = fastsim\n",
                       &q, NULL, &err),
                  ==, TL_OK);
  g_assert_cmpfloat(q.wheelset.speed, ==, 120.0);
  tl_assert_rel(q.wheelset.params.r0, 0.5, 1e-15);
  tl_assert_rel(q.wheelset.params.load, 60e3, 1e-15);
  g_assert_cmpint(q.wheelset.wheels, ==, 1);
  g_assert_cmpint(q.wheelset.creep_model, ==, TL_WS_CREEP_FASTSIM);
  /* the run shown: its keys in their units; a clearance is the cones' */
  g_assert_cmpint(load("[wheelset]\nduration_s = 4.5\ny0_mm = 2.385\nflange_clearance_mm = 6.26\n"
                       "contact_angles = off\n",
                       &q, NULL, &err),
                  ==, TL_OK);
  g_assert_cmpfloat(q.wheelset.duration, ==, 4.5);
  tl_assert_rel(q.wheelset.y0, 2.385e-3, 1e-15);
  tl_assert_rel(q.wheelset.flange_clearance, 6.26e-3, 1e-15);
  g_assert_cmpint(q.wheelset.contact_angles, ==, 0);
  g_assert_cmpint(load("[wheelset]\nwheels = profiles\nflange_clearance_mm = 6.26\n", &q, NULL,
                       &err),
                  !=, TL_OK);
  g_assert_nonnull(strstr(err.message, "flange_clearance_mm is for cones"));
  g_assert_cmpint(load("[wheelset]\nduration_s = 1\ndt_s = 2\n", &q, NULL, &err), !=, TL_OK);
  g_assert_cmpint(load("[wheelset]\nwheels = profiles\ngravity = on\n", &q, NULL, &err), !=,
                  TL_OK);
  g_assert_nonnull(strstr(err.message, "[wheelset]"));
  g_assert_nonnull(strstr(err.message, "cones"));
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/preset/round-trip", test_round_trip);
  g_test_add_func("/preset/defaults", test_defaults_and_ref_load);
  g_test_add_func("/preset/rolling", test_rolling_section);
  g_test_add_func("/preset/transient", test_transient_section);
  g_test_add_func("/preset/shipped", test_shipped_presets);
  g_test_add_func("/preset/friction", test_friction_section);
  g_test_add_func("/preset/steady", test_steady_section);
  g_test_add_func("/preset/steady-models", test_steady_models);
  g_test_add_func("/preset/stickslip", test_stickslip_section);
  g_test_add_func("/preset/subsurface", test_subsurface_section);
  g_test_add_func("/preset/unknown-keys", test_unknown_keys_warn);
  g_test_add_func("/preset/files", test_files);
  g_test_add_func("/preset/long-paths", test_long_paths);
  for (size_t i = 0; i < G_N_ELEMENTS(bad_cases); i++) {
    tl_test_add_data_funcf(&bad_cases[i], test_bad_value, "/preset/bad/%s", bad_cases[i].what);
  }
  g_test_add_data_func("/preset/table/contact", "contact", test_table_every_key);
  g_test_add_data_func("/preset/table/transient", "transient", test_table_every_key);
  g_test_add_data_func("/preset/table/friction", "friction", test_table_every_key);
  g_test_add_data_func("/preset/table/rolling", "rolling", test_table_every_key);
  g_test_add_data_func("/preset/table/stickslip", "stickslip", test_table_every_key);
  g_test_add_data_func("/preset/table/contact_friction", "contact_friction",
                       test_table_every_key);
  g_test_add_data_func("/preset/table/wheelrail", "wheelrail", test_table_every_key);
  g_test_add_func("/preset/wheelrail", test_wheelrail);
  g_test_add_data_func("/preset/table/wheelset", "wheelset", test_table_every_key);
  g_test_add_func("/preset/wheelset", test_wheelset);
  return g_test_run();
}
