/* test-lesson.c — lessons: the reader (every kind of bad file is an error
 * naming its line), the templates against values computed here from closed
 * forms, and every shipped lesson applied step by step through the core. */
#include <glib/gstdio.h>
#include <string.h>

#include "tl-test-cli.h"
#include "tl-test-util.h"
#include "tribo/contact.h"
#include "tribo/lesson.h"
#include "tribo/units.h"

/* Shipped presets by name, from the source tree. */
static TlStatus
source_preset(const char *name, TlPreset *out, void *data, TlError *err)
{
  (void)data;
  char *file = g_strconcat(name, ".ini", NULL);
  char *path = g_build_filename(g_getenv("TL_PRESETS"), file, NULL);
  const TlStatus s = tl_preset_load_file(path, out, NULL, NULL, err);
  g_free(path);
  g_free(file);
  return s;
}

static TlLesson *
load_text(const char *text, TlError *err)
{
  return tl_lesson_load_data(text, strlen(text), "t.ini", source_preset, NULL, err);
}

static TlLesson *
load_shipped(const char *file)
{
  char *dir = g_path_get_dirname(g_getenv("TL_PRESETS"));
  char *path = g_build_filename(dir, "lessons", file, NULL);
  TlError err = { 0 };
  TlLesson *l = tl_lesson_load_file(path, source_preset, NULL, &err);
  if (!l)
    g_test_fail_printf("%s: %s", file, err.message);
  g_free(path);
  g_free(dir);
  return l;
}

static double
value(const TlLesson *l, int k, const char *expr)
{
  double v = NAN;
  TlError err = { 0 };
  if (tl_lesson_value(l, k, expr, &v, &err) != TL_OK)
    g_test_fail_printf("{%s} at step %d: %s", expr, k + 1, err.message);
  return v;
}

/* A lesson with its own [contact] section; Hertz's closed form for two
 * crossed cylinders of equal radius R is a circle: a = (3FR/(4E*))^(1/3),
 * p0 = 3F/(2πa²), with 1/E* = 2(1−ν²)/E. */
static const char good_lesson[] =
  "[lesson]\n"
  "title = Circle\n"
  "summary = Two <i>crossed</i> cylinders\n"
  "[contact]\n"
  "geometry = radii\n"
  "wheel_rx_m = 0.385\n"
  "wheel_ry_m = inf\n"
  "rail_rx_m = inf\n"
  "rail_ry_m = 0.385\n"
  "load_kn = 37.5\n"
  "modulus = young\n"
  "modulus_gpa = 205.5\n"
  "nu = 0.285\n"
  "[step 1]\n"
  "view = hertz\n"
  "text = a = {hertz.a_mm:%.4f} mm, p0 = {hertz.p0_mpa:%.1f} MPa {{literal}\n"
  "question = Twice the load?\n"
  "answer = {1 + 2 * 3 - 8 / 2 ^ 2:%.1f}\n"
  "plot = pressure\n"
  "region = 0.25 0.1 0.75 0.9\n"
  "axes = -12 12.5 -8 8\n"
  "[step 2]\n"
  "contact.load_kn = 75\n"
  "text = <b>{contact.load_kn:%.0f}</b> kN, ratio {(hertz.p0_mpa / hertz.p0_mpa@1) ^ 3:%.4f}\n"
  "readout = delay\n";

static void
test_good(void)
{
  TlError err = { 0 };
  TlLesson *l = load_text(good_lesson, &err);
  g_assert_nonnull(l);
  g_assert_cmpstr(tl_lesson_title(l), ==, "Circle");
  g_assert_cmpint(tl_lesson_n_steps(l), ==, 2);
  const TlLessonStep *s1 = tl_lesson_step(l, 0), *s2 = tl_lesson_step(l, 1);
  g_assert_cmpstr(s1->view, ==, "hertz");
  g_assert_cmpstr(s1->plot, ==, "pressure");
  g_assert_cmpfloat_with_epsilon(s1->region[2], 0.75, 1e-15);
  g_assert_true(s1->has_axes);
  g_assert_cmpfloat(s1->axes[0], ==, -12.0);
  g_assert_cmpfloat(s1->axes[1], ==, 12.5);
  g_assert_cmpfloat(s1->axes[3], ==, 8.0);
  g_assert_false(s2->has_axes);
  g_assert_cmpstr(s2->readout, ==, "delay");
  g_assert_cmpstr(s2->view, ==, "");
  g_assert_cmpfloat_with_epsilon(tl_lesson_state(l, 1)->contact.hertz.normal_load, 75e3, 1e-9);

  const double r = 0.385, e = 205.5e9, nu = 0.285, f = 37.5e3;
  const double e_star = e / (2.0 * (1.0 - nu * nu));
  const double a = cbrt(3.0 * f * r / (4.0 * e_star));
  const double p0 = 3.0 * f / (2.0 * G_PI * a * a);
  /* the Hertz solve's elliptic integrals and root are good to ~1e-10 */
  tl_assert_rel(value(l, 0, "hertz.a_mm"), a / TL_UNIT_MM, 1e-8);
  tl_assert_rel(value(l, 0, "hertz.p0_mpa"), p0 / TL_UNIT_MPA, 1e-8);
  tl_assert_rel(value(l, 0, "hertz.a_mm@2 / hertz.a_mm"), cbrt(2.0), 1e-8);

  char *text = tl_lesson_expand(l, 0, s1->text, &err);
  char *want = g_strdup_printf("a = %.4f mm, p0 = %.1f MPa {literal}", a / TL_UNIT_MM,
                               p0 / TL_UNIT_MPA);
  g_assert_cmpstr(text, ==, want);
  g_free(want);
  g_free(text);
  /* (p0 ratio)^3 = 2 exactly for p0 ∝ F^(1/3) */
  text = tl_lesson_expand(l, 1, tl_lesson_step(l, 1)->text, &err);
  g_assert_cmpstr(text, ==, "<b>75</b> kN, ratio 2.0000");
  g_free(text);
  /* precedence: 1 + 6 − 8/4 */
  text = tl_lesson_expand(l, 0, s1->answer, &err);
  g_assert_cmpstr(text, ==, "5.0");
  g_free(text);
  tl_lesson_free(l);
}

/* Each malformed lesson and the start of the message it must give. */
typedef struct {
  const char *name, *text, *message;
} BadCase;

#define HEAD "[lesson]\ntitle = T\npreset = 10-hertz-from-radii\n[step 1]\n"
static const BadCase bad_cases[] = {
  { "not-keyfile", "[lesson\ntitle = T\n", "t.ini: not a lesson file" },
  { "no-lesson", "[step 1]\ntext = x\n", "t.ini: no [lesson] group" },
  { "no-steps", "[lesson]\ntitle = T\n", "t.ini: a lesson needs at least a [step 1]" },
  { "gap", HEAD "text = x\n[step 3]\ntext = y\n", "t.ini: the steps are not numbered 1 to 2" },
  { "bad-group", HEAD "text = x\n[step two]\ntext = y\n", "t.ini line 6: [step two]" },
  { "lesson-key", "[lesson]\ntitle = T\nauthor = me\n[step 1]\ntext = x\n",
    "t.ini line 3: [lesson] author" },
  { "no-text", HEAD "view = hertz\n", "t.ini line 4: [step 1]: a step needs a text" },
  { "unknown-key", HEAD "text = x\ncontact.load_mn = 3\n", "t.ini line 6: [step 1] contact.load_mn" },
  { "bad-number", HEAD "text = x\ncontact.load_kn = 12.5kN\n",
    "t.ini line 6: [step 1] contact.load_kn = 12.5kN: '12.5kN' is not a decimal number" },
  { "range", HEAD "text = x\ncontact.cx = 12.5\n", "t.ini line 6: [step 1] contact.cx = 12.5: '12.5' must lie between" },
  { "choice", HEAD "text = x\ntransient.init = warm\n", "t.ini line 6: [step 1] transient.init" },
  { "markup", HEAD "text = <b>x\n", "t.ini line 5: [step 1] text: not valid markup" },
  { "tag", HEAD "text = <blink>x</blink>\n", "t.ini line 5: [step 1] text: not valid markup: "
                                             "unknown tag <blink>" },
  { "amp", HEAD "text = a & b\n", "t.ini line 5: [step 1] text: not valid markup" },
  { "template-name", HEAD "text = {hertz.c_mm}\n",
    "t.ini line 5: [step 1] text: 'hertz.c_mm' is not a quantity" },
  { "template-step", HEAD "text = {hertz.a_mm@2}\n", "t.ini line 5: [step 1] text: '@' must" },
  { "template-format", HEAD "text = {hertz.a_mm:%s}\n", "t.ini line 5: [step 1] text: '%s' is "
                                                       "not a format" },
  { "template-open", HEAD "text = {hertz.a_mm\n", "t.ini line 5: [step 1] text: a '{' without" },
  { "template-hex", HEAD "text = {0x10}\n", "t.ini line 5: [step 1] text: '0x10': unexpected" },
  { "question-markup", HEAD "text = x\nquestion = <i>why\n", "t.ini line 6: [step 1] question" },
  { "answer-alone", HEAD "text = x\nanswer = 4\n", "t.ini line 6: [step 1] answer: an answer" },
  { "region", HEAD "text = x\nregion = 0.5 0.1 0.25 0.9\n", "t.ini line 6: [step 1] region" },
  { "axes-order", HEAD "text = x\nplot = pressure\naxes = 5 -5 -1 1\n",
    "t.ini line 7: [step 1] axes: four numbers x0 x1 y0 y1" },
  { "axes-three", HEAD "text = x\nplot = pressure\naxes = -5 5 1\n",
    "t.ini line 7: [step 1] axes: four numbers" },
  { "axes-nan", HEAD "text = x\nplot = pressure\naxes = -5 5 nan 1\n",
    "t.ini line 7: [step 1] axes: four numbers" },
  { "axes-no-plot", HEAD "text = x\naxes = -5 5 -1 1\n",
    "t.ini line 6: [step 1] axes: axes need the plot" },
  { "no-preset", "[lesson]\ntitle = T\npreset = 99-none\n[step 1]\ntext = x\n",
    "t.ini line 3: [lesson] preset: " },
  { "physics", HEAD "text = x\ncontact.wheel_rx_m = -0.2\ncontact.rail_ry_m = -0.2\n",
    "t.ini line 4: [step 1]: " },
  { "inline-unknown", "[lesson]\ntitle = T\n[contact]\nload_mn = 1\n[step 1]\ntext = x\n",
    "t.ini line 4: unknown key 'load_mn'" },
  { "nul", "[lesson]\ntitle = T\n[step 1]\ntext = x\0y\n", "t.ini line 4: " },
};

static void
test_bad(gconstpointer data)
{
  const BadCase *c = data;
  /* the NUL case's text runs on past its NUL */
  const size_t len = strcmp(c->name, "nul") == 0 ? 37 : strlen(c->text);
  TlError err = { 0 };
  TlLesson *l = tl_lesson_load_data(c->text, len, "t.ini", source_preset, NULL, &err);
  g_assert_null(l);
  g_assert_cmpint(err.status, !=, TL_OK);
  if (!g_str_has_prefix(err.message, c->message))
    g_test_fail_printf("message '%s' does not start with '%s'", err.message, c->message);
}

/* Lesson 3, step 1 says the brush model's settling time falls short of the
 * stick-zone formula (1 - c_x/c_sat)·2a/V because it moves the material a
 * whole cell at a time, and that the difference shrinks as the grid is
 * refined: on 50², 100² and 200² grids (the lesson's case: μ = 1, a step to
 * c_x = 0.001) it is at most two time steps and decreases. */
static void
test_settle_grid(void)
{
  double gap[3], step[3];
  const int grids[] = { 50, 100, 200 };
  for (int g = 0; g < 3; g++) {
    char *text = g_strdup_printf(
      "[lesson]\ntitle = T\n[contact]\na_mm = 8.56\nb_mm = 4.08\nref_load_kn = 100\n"
      "load_kn = 100\nmodulus = shear\nmodulus_gpa = 82\nnu = 0.28\nmu = 1\nspeed_m_s = 1\n"
      "cx = 0.001\ngrid = %dx%d\n[transient]\nwaveform = step\nc_before = 0\nc_after = 0.001\n"
      "t_step_ms = 2\ninit = steady\ncourant = 1\n[step 1]\ntext = x\n",
      grids[g], grids[g]);
    TlError err = { 0 };
    TlLesson *l = load_text(text, &err);
    g_assert_nonnull(l);
    gap[g] = value(l, 0, "(1 - contact.cx / steady.c_sat) * transient.transit_ms - "
                         "transient.settle_ms");
    step[g] = value(l, 0, "transient.step_ms");
    tl_assert_rel(step[g], value(l, 0, "transient.transit_ms") / grids[g], 1e-9);
    tl_lesson_free(l);
    g_free(text);
    g_assert_cmpfloat(gap[g], >, 0.0);
    g_assert_cmpfloat(gap[g], <=, 2.0 * step[g]);
  }
  g_assert_cmpfloat(gap[1], <, gap[0]);
  g_assert_cmpfloat(gap[2], <, gap[1]);
}

/* A template whose run would be too long: the lesson loads (its syntax is
 * right), the expansion refuses with a message, never a number. */
static void
test_expand_refused(void)
{
  TlError err = { 0 };
  TlLesson *l = load_text("[lesson]\ntitle = T\npreset = 05-step-100kn\n[step 1]\n"
                          "transient.t_step_ms = 2500000\ntext = {transient.settle_ms}\n",
                          &err);
  g_assert_nonnull(l);
  g_assert_null(tl_lesson_expand(l, 0, tl_lesson_step(l, 0)->text, &err));
  g_assert_cmpint(err.status, ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "too long"));
  /* a delay needs a periodic waveform */
  double v;
  g_assert_cmpint(tl_lesson_value(l, 0, "transient.delay_ms", &v, &err), ==, TL_EINVAL);
  tl_lesson_free(l);
}

static void
test_file_limits(void)
{
  TlError err = { 0 };
  g_assert_null(tl_lesson_load_file("/nonexistent/lesson.ini", NULL, NULL, &err));
  g_assert_cmpint(err.status, ==, TL_EIO);
  g_assert_null(tl_lesson_load_file("/dev/null", NULL, NULL, &err)); /* not a regular file */
  g_assert_cmpint(err.status, !=, TL_OK);
}

static const char *const shipped[] = { "01-hertz-cube-root.ini", "02-stick-zone.ini",
                                       "03-traction-lag.ini", "04-stick-slip.ini",
                                       "05-where-the-energy-goes.ini", "06-why-trains-hunt.ini" };

/* The lessons folder holds exactly the lessons tested here (the README
 * counts them). */
static void
test_shipped_list(void)
{
  char *dir = g_path_get_dirname(g_getenv("TL_PRESETS"));
  char *lessons = g_build_filename(dir, "lessons", NULL);
  GDir *d = g_dir_open(lessons, 0, NULL);
  g_assert_nonnull(d);
  guint n = 0;
  for (const char *name; (name = g_dir_read_name(d));) {
    if (!g_str_has_suffix(name, ".ini"))
      continue;
    n++;
    gboolean known = FALSE;
    for (size_t i = 0; i < G_N_ELEMENTS(shipped); i++)
      known |= strcmp(name, shipped[i]) == 0;
    if (!known)
      g_test_fail_printf("%s is not among the lessons this test checks", name);
  }
  g_assert_cmpuint(n, ==, G_N_ELEMENTS(shipped));
  g_dir_close(d);
  g_free(lessons);
  g_free(dir);
}

/* Every step of every shipped lesson: its texts expand to finite numbers. */
static void
test_shipped_expand(void)
{
  for (size_t i = 0; i < G_N_ELEMENTS(shipped); i++) {
    TlLesson *l = load_shipped(shipped[i]);
    if (!l)
      continue;
    for (int k = 0; k < tl_lesson_n_steps(l); k++) {
      const TlLessonStep *s = tl_lesson_step(l, k);
      const char *parts[] = { s->text, s->question, s->answer };
      for (int p = 0; p < 3; p++) {
        TlError err = { 0 };
        char *text = tl_lesson_expand(l, k, parts[p], &err);
        if (!text) {
          g_test_fail_printf("%s step %d: %s", shipped[i], k + 1, err.message);
          continue;
        }
        g_test_message("%s %d: %s", shipped[i], k + 1, text);
        g_assert_null(strstr(text, "nan"));
        g_assert_null(strstr(text, "inf"));
        g_free(text);
      }
    }
    tl_lesson_free(l);
  }
}

/* Lesson 1: a, b ∝ F^(1/3), p0 ∝ F^(1/3), δ ∝ F^(2/3) (docs/theory.md §1 Hertz);
 * the Hertz solve's root and elliptic integrals hold ~1e-10. */
static void
test_shipped_hertz(void)
{
  TlLesson *l = load_shipped("01-hertz-cube-root.ini");
  if (!l)
    return;
  tl_assert_rel(value(l, 1, "contact.load_kn / contact.load_kn@1"), 2.0, 1e-12);
  tl_assert_rel(value(l, 1, "hertz.a_mm / hertz.a_mm@1"), cbrt(2.0), 1e-8);
  tl_assert_rel(value(l, 1, "hertz.b_mm / hertz.b_mm@1"), cbrt(2.0), 1e-8);
  tl_assert_rel(value(l, 1, "hertz.p0_mpa / hertz.p0_mpa@1"), cbrt(2.0), 1e-8);
  tl_assert_rel(value(l, 2, "hertz.a_mm / hertz.a_mm@1"), cbrt(4.0), 1e-8);
  tl_assert_rel(value(l, 2, "hertz.approach_um / hertz.approach_um@1"), cbrt(16.0), 1e-8);
  tl_lesson_free(l);
}

/* FASTSIM's full-slip creepage 2μp0′L1/a with p0′ = 2F/(πab), L1 = 8a/(3C11G)
 * (docs/theory.md §4 FASTSIM), from the contact's Hertz and Kalker values. */
static double
full_slip_creepage(const TlPreset *p)
{
  TlContactBasics b;
  g_assert_cmpint(tl_contact_basics(&p->contact, &b, NULL), ==, TL_OK);
  const double a = b.hertz.a, p0p = 2.0 * p->contact.hertz.normal_load / (G_PI * a * b.hertz.b);
  const double l1 = 8.0 * a / (3.0 * b.kalker.c11 * b.hertz.material.shear_modulus);
  return 2.0 * p->contact.mu * p0p * l1 / a;
}

/* The closed form of §4 for pure cₓ on the parabolic bound: strips of
 * half-length ℓ = a√(1 − y²/b²) with a trailing slip zone 2κ, κ = a cₓ/c_sat
 * (Simpson's rule in y, 2000 panels: far below the grid's error). */
static double
fastsim_closed_form(const TlPreset *p)
{
  TlContactBasics b;
  g_assert_cmpint(tl_contact_basics(&p->contact, &b, NULL), ==, TL_OK);
  const double a = b.hertz.a, bb = b.hertz.b, f_n = p->contact.hertz.normal_load;
  const double p0p = 2.0 * f_n / (G_PI * a * bb);
  const double kappa = a * p->contact.cx / full_slip_creepage(p);
  const int n = 2000;
  double sum = 0.0;
  for (int i = 0; i <= n; i++) {
    const double y = -bb + 2.0 * bb * i / n, ell = a * sqrt(fmax(0.0, 1.0 - y * y / (bb * bb)));
    const double rest = ell > 0.0 ? fmax(0.0, 1.0 - kappa / ell) : 0.0;
    const double g = 4.0 / 3.0 * p->contact.mu * p0p * ell * ell * ell / (a * a) *
                     (1.0 - rest * rest * rest);
    sum += g * (i == 0 || i == n ? 1.0 : i % 2 ? 4.0 : 2.0);
  }
  return sum * (2.0 * bb / n) / 3.0 / f_n;
}

/* Lesson 2: the stick zone shrinks as cₓ grows, f follows the closed form
 * and saturates at μ past the full-slip creepage. */
static void
test_shipped_stick_zone(void)
{
  TlLesson *l = load_shipped("02-stick-zone.ini");
  if (!l)
    return;
  const int n = tl_lesson_n_steps(l);
  for (int k = 1; k < n; k++)
    g_assert_cmpfloat(value(l, k, "steady.stick_pct"), <, value(l, k - 1, "steady.stick_pct"));
  const TlPreset *last = tl_lesson_state(l, n - 1);
  /* the grid's O(Δx) error: Δx/2a = 1/mx of the slope, and the cells cut by
   * the ellipse's edge in Σ p ΔA */
  const double grid = 1.0 / last->contact.mx;
  for (int k = 0; k < n; k++)
    tl_assert_rel(value(l, k, "steady.c_sat"), full_slip_creepage(tl_lesson_state(l, k)), 1e-9);
  g_assert_cmpfloat(last->contact.cx, >, full_slip_creepage(last));
  g_assert_cmpfloat_with_epsilon(value(l, n - 1, "steady.stick_pct"), 0.0, 1e-12);
  tl_assert_rel(value(l, n - 1, "steady.f_over_mu"), 1.0, grid);
  for (int k = 0; k < n; k++)
    tl_assert_rel(value(l, k, "steady.f"), fastsim_closed_form(tl_lesson_state(l, k)), 2.0 * grid);
  tl_lesson_free(l);
}

/* Lesson 3: after a step the brush settles once the stick zone's material,
 * (1 − cₓ/c_sat) of the length, has left: (1 − cₓ/c_sat)·2a/V, to a row Δt
 * and a cell Δx (each 1/mx of the transit); the lag grows as a part of the
 * period with the frequency (docs/theory.md §5). */
static void
test_shipped_lag(void)
{
  TlLesson *l = load_shipped("03-traction-lag.ini");
  if (!l)
    return;
  for (int k = 0; k < 2; k++) {
    const TlPreset *p = tl_lesson_state(l, k);
    g_assert_cmpint(p->transient.wave.kind, ==, TL_WAVE_STEP);
    g_assert_cmpfloat(p->transient.courant, ==, 1.0);
    g_assert_cmpfloat(p->contact.cx, ==, p->transient.wave.after);
    const double want = 1.0 - p->contact.cx / full_slip_creepage(p);
    g_assert_cmpfloat_with_epsilon(value(l, k, "transient.settle_ms / transient.transit_ms"),
                                   want, 2.0 / p->contact.mx);
  }
  g_assert_cmpfloat(value(l, 1, "transient.settle_ms"), <, value(l, 0, "transient.settle_ms"));
  double previous = 0.0;
  for (int k = 2; k < 5; k++) {
    const double ratio = value(l, k, "transient.delay_ratio");
    g_assert_cmpfloat(ratio, >, previous);
    previous = ratio;
  }
  g_assert_cmpfloat(value(l, 4, "1000 / transient.freq_hz"), <, value(l, 4, "transient.transit_ms"));
  tl_lesson_free(l);
}

/* Lesson 4: stick-slip at first; none with the stiff spring or the damping. */
static void
test_shipped_stick_slip(void)
{
  TlLesson *l = load_shipped("04-stick-slip.ini");
  if (!l)
    return;
  g_assert_cmpfloat(value(l, 0, "stickslip.stick_onsets"), >=, 1.0);
  g_assert_cmpfloat(value(l, 1, "stickslip.stick_onsets"), >, value(l, 0, "stickslip.stick_onsets"));
  g_assert_cmpfloat(value(l, 1, "stickslip.period_s"), <, value(l, 0, "stickslip.period_s"));
  for (int k = 2; k < 4; k++) {
    g_assert_cmpfloat(value(l, k, "stickslip.stick_onsets"), ==, 0.0);
    g_assert_cmpfloat(value(l, k, "stickslip.slip_onsets"), ==, 1.0);
  }
  tl_lesson_free(l);
}

/* Lesson 5: what its words say of each step.  Tγ = |Fₓcₓ| = f F_N cₓ with no
 * lateral creepage or spin (to round-off); in full slip V cₓ Fₓ = μ (Σ p ΔA)
 * V cₓ, which is μF_N V cₓ to the grid's error in Σ p ΔA (1/mx); the USFD
 * band below 10.4 N/mm² is mild with the rate 5.3 Tγ/A, and Burstow's
 * function is positive between 15 and 175 N and zero beyond (the published
 * values of docs/theory.md §12.4, §12.5, typed here). */
static void
test_shipped_energy(void)
{
  TlLesson *l = load_shipped("05-where-the-energy-goes.ini");
  if (!l)
    return;
  g_assert_cmpint(tl_lesson_n_steps(l), ==, 4);
  for (int k = 0; k < 4; k++) {
    const TlPreset *s = tl_lesson_state(l, k);
    const double load = s->contact.hertz.normal_load, cx = s->contact.cx;
    g_assert_cmpfloat(s->contact.cy, ==, 0.0);
    g_assert_cmpfloat(s->contact.spin, ==, 0.0);
    tl_assert_rel(value(l, k, "steady.t_gamma_n"), value(l, k, "steady.f") * load * cx, 1e-12);
    tl_assert_rel(value(l, k, "steady.power_macro_w"),
                  value(l, k, "steady.t_gamma_n") * s->contact.speed, 1e-12);
  }
  /* step 1's answer: fourfold creepage, more than fourfold power */
  g_assert_cmpfloat(value(l, 1, "contact.cx"), ==, 4.0 * value(l, 0, "contact.cx"));
  g_assert_cmpfloat(value(l, 1, "steady.power_w"), >, 4.0 * value(l, 0, "steady.power_w"));
  /* step 2: mild */
  const double tga = value(l, 1, "steady.t_gamma_per_area");
  g_assert_cmpfloat(tga, <, 10.4);
  tl_assert_rel(value(l, 1, "steady.wear_rate_usfd"), 5.3 * tga, 1e-12);
  /* step 3: between Burstow's threshold and zero, damage done */
  g_assert_cmpfloat(value(l, 2, "steady.t_gamma_n"), >, 15.0);
  g_assert_cmpfloat(value(l, 2, "steady.t_gamma_n"), <, 175.0);
  g_assert_cmpfloat(value(l, 2, "steady.burstow"), >, 0.0);
  /* step 4: full slip, beyond the zero, the powers at μF_N V cₓ */
  const TlPreset *last = tl_lesson_state(l, 3);
  g_assert_cmpfloat(last->contact.cx, >, value(l, 3, "steady.c_sat"));
  g_assert_cmpfloat(value(l, 3, "steady.stick_pct"), ==, 0.0);
  g_assert_cmpfloat(value(l, 3, "steady.t_gamma_n"), >, 175.0);
  g_assert_cmpfloat(value(l, 3, "steady.burstow"), ==, 0.0);
  const double full = last->contact.mu * last->contact.hertz.normal_load *
                      last->contact.speed * last->contact.cx;
  const double grid = 1.0 / last->contact.mx;
  tl_assert_rel(value(l, 3, "steady.power_macro_w"), full, grid);
  tl_assert_rel(value(l, 3, "steady.power_w"), full, 2.0 * grid);
  tl_lesson_free(l);
}

/* The damping ratio of the least damped mode (largest real part) in the
 * CLI's root-locus CSV of one speed. */
static double
cli_least_damped_ratio(const char *csv)
{
  char **lines = g_strsplit(csv, "\n", -1);
  double re_max = -INFINITY, zeta = NAN;
  for (int i = 1; lines[i]; i++) { /* speed_m_s,mode,real_1_s,imag_rad_s,freq_hz,damping_ratio */
    char **f = g_strsplit(lines[i], ",", -1);
    if (g_strv_length(f) == 6 && g_ascii_strtod(f[2], NULL) > re_max) {
      re_max = g_ascii_strtod(f[2], NULL);
      zeta = g_ascii_strtod(f[5], NULL);
    }
    g_strfreev(f);
  }
  g_strfreev(lines);
  g_assert_true(isfinite(re_max));
  return zeta;
}

/* Lesson 6: at every step the wheelset numbers the text states are those
 * `tribolab-cli wheelset --mode eigen` prints for the step's wheelset (its
 * critical speed, frequency and Klingel's wavelength from --summary, the
 * least damped mode's damping ratio from the root locus at the step's
 * speed, printed to ten digits), Klingel's wavelength is 2π√(r₀e/λ), and
 * the damping ratio has the sign the words give it at each step. */
static void
test_shipped_hunting(void)
{
  TlLesson *l = load_shipped("06-why-trains-hunt.ini");
  if (!l)
    return;
  const int n = tl_lesson_n_steps(l);
  g_assert_cmpint(n, ==, 6);
  for (int k = 0; k < n; k++) {
    const TlPreset *st = tl_lesson_state(l, k);
    const TlWsParams *p = &st->wheelset.params;
    char *arg[9];
    arg[0] = g_strdup_printf("--conicity=%.17g", p->conicity);
    arg[1] = g_strdup_printf("--mass-kg=%.17g", p->mass);
    arg[2] = g_strdup_printf("--yaw-inertia-kg-m2=%.17g", p->yaw_inertia);
    arg[3] = g_strdup_printf("--ky-n-m=%.17g", p->ky);
    arg[4] = g_strdup_printf("--kpsi-n-m-rad=%.17g", p->kpsi);
    arg[5] = g_strdup_printf("--r0-mm=%.17g", p->r0 * 1e3);
    arg[6] = g_strdup_printf("--e-mm=%.17g", p->e * 1e3);
    arg[7] = g_strdup_printf("--load-kn=%.17g", p->load * 1e-3);
    arg[8] = g_strdup_printf("--speeds-m-s=%.17g:%.17g:1", st->wheelset.speed,
                             st->wheelset.speed);
    char *sum = tl_cli_stdout("wheelset", "--mode", "eigen", "--summary", arg[0], arg[1], arg[2],
                              arg[3], arg[4], arg[5], arg[6], arg[7], NULL);
    char *csv = tl_cli_stdout("wheelset", "--mode", "eigen", arg[0], arg[1], arg[2], arg[3],
                              arg[4], arg[5], arg[6], arg[7], arg[8], NULL);
    tl_assert_rel(value(l, k, "wheelset.critical_speed_m_s"),
                  tl_cli_summary_value(sum, "critical_speed_m_s"), 1e-9);
    tl_assert_rel(value(l, k, "wheelset.frequency_hz"), tl_cli_summary_value(sum, "frequency_hz"),
                  1e-9);
    tl_assert_rel(value(l, k, "wheelset.klingel_wavelength_m"),
                  tl_cli_summary_value(sum, "klingel_wavelength_m"), 1e-9);
    tl_assert_rel(value(l, k, "wheelset.damping_ratio"), cli_least_damped_ratio(csv), 1e-8);
    tl_assert_rel(value(l, k, "wheelset.klingel_wavelength_m"),
                  2.0 * G_PI * sqrt(p->r0 * p->e / p->conicity), 1e-12);
    g_free(sum);
    g_free(csv);
    for (int i = 0; i < 9; i++)
      g_free(arg[i]);
  }
  /* steps 2 and 3 below the critical speed, damped; 4 above it, growing */
  for (int k = 1; k <= 3; k++)
    g_assert_cmpfloat(value(l, k, "wheelset.speed_m_s") < value(l, k, "wheelset.critical_speed_m_s"),
                      ==, value(l, k, "wheelset.damping_ratio") > 0.0);
  g_assert_cmpfloat(value(l, 1, "wheelset.damping_ratio"), >, 0.0);
  g_assert_cmpfloat(value(l, 2, "wheelset.damping_ratio"), >, 0.0);
  g_assert_cmpfloat(value(l, 3, "wheelset.damping_ratio"), <, 0.0);
  /* step 5: worn wheels turn a speed that was stable on new ones unstable */
  g_assert_cmpfloat(value(l, 4, "wheelset.conicity"), >, value(l, 3, "wheelset.conicity"));
  g_assert_cmpfloat(value(l, 4, "wheelset.speed_m_s"), <,
                    value(l, 3, "wheelset.critical_speed_m_s"));
  g_assert_cmpfloat(value(l, 4, "wheelset.damping_ratio"), <, 0.0);
  /* step 6: new wheels again, above the critical speed, a saturating law
   * (the run's limit cycle: test-gui-wheelset) */
  g_assert_cmpfloat(value(l, 5, "wheelset.conicity"), ==, value(l, 0, "wheelset.conicity"));
  g_assert_cmpfloat(value(l, 5, "wheelset.speed_m_s"), >,
                    value(l, 5, "wheelset.critical_speed_m_s"));
  g_assert_cmpfloat(value(l, 5, "wheelset.damping_ratio"), <, 0.0);
  g_assert_cmpint(tl_lesson_state(l, 5)->wheelset.creep_model, ==, TL_WS_CREEP_POLACH);
  tl_lesson_free(l);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_summary("Lessons: the reader, its file:line errors, the templates against closed "
                 "forms, and every shipped lesson step by step.");
  g_test_add_func("/lesson/good", test_good);
  for (size_t i = 0; i < G_N_ELEMENTS(bad_cases); i++) {
    tl_test_add_data_funcf(&bad_cases[i], test_bad, "/lesson/bad/%s", bad_cases[i].name);
  }
  g_test_add_func("/lesson/file-limits", test_file_limits);
  g_test_add_func("/lesson/expand-refused", test_expand_refused);
  g_test_add_func("/lesson/settle-grid", test_settle_grid);
  g_test_add_func("/lesson/shipped/list", test_shipped_list);
  g_test_add_func("/lesson/shipped/expand", test_shipped_expand);
  g_test_add_func("/lesson/shipped/hertz", test_shipped_hertz);
  g_test_add_func("/lesson/shipped/stick-zone", test_shipped_stick_zone);
  g_test_add_func("/lesson/shipped/lag", test_shipped_lag);
  g_test_add_func("/lesson/shipped/stick-slip", test_shipped_stick_slip);
  g_test_add_func("/lesson/shipped/energy", test_shipped_energy);
  g_test_add_func("/lesson/shipped/hunting", test_shipped_hunting);
  return g_test_run();
}
