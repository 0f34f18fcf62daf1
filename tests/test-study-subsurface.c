/* test-study-subsurface.c — how the window's worker drives the subsurface
 * study: the progress it reports while it updates, and its cancel flag, which
 * stops the exact solve and the sections and leaves the previous result. */
#include <glib.h>
#include <math.h>
#include <string.h>

#include "study-subsurface.h"
#include "tl-test-util.h"

/* The fractions one update reported, in order. */
typedef struct {
  double f[32];
  int n;
  volatile int *raise; /* if set: raised once a fraction above 0 is reported */
  int after;           /* reports that came after the flag was raised */
} Progress;

static void
record(double fraction, void *data)
{
  Progress *p = data;
  if (p->n < (int)G_N_ELEMENTS(p->f))
    p->f[p->n++] = fraction;
  if (p->raise && *p->raise)
    p->after++;
  if (p->raise && fraction > 0.0)
    *p->raise = 1;
}

static TlStudySubsurfaceSpec
spec_of(TlFieldSource source, int cells)
{
  TlStudySubsurfaceSpec spec = tl_study_subsurface_spec_default();
  spec.params.mx = spec.params.my = cells;
  spec.view.source = source;
  spec.cross = 1; /* as the window: the y–z section and the depth profile too */
  return spec;
}

static void
test_progress(void)
{
  g_test_summary("An update under the exact theory reports its progress from 0 to 1, never "
                 "going back, with a step between (the exact solve, then the sections)");
  TlStudySubsurface s;
  tl_study_subsurface_init(&s);
  Progress p = { .n = 0 };
  const TlStudyControl ctl = { .progress = record, .progress_data = &p };
  const TlStudySubsurfaceSpec spec = spec_of(TL_FIELD_EXACT, 30);
  TlError err;
  g_assert_cmpint(tl_study_subsurface_update(&s, &spec, &ctl, &err), ==, TL_OK);
  g_assert_cmpint(p.n, >=, 3);
  g_assert_cmpfloat(p.f[0], ==, 0.0);
  g_assert_cmpfloat(p.f[p.n - 1], ==, 1.0);
  int between = 0;
  for (int k = 1; k < p.n; k++) {
    g_assert_cmpfloat(p.f[k], >=, p.f[k - 1]);
    between += p.f[k] > 0.0 && p.f[k] < 1.0;
  }
  g_assert_cmpint(between, >=, 1);
  tl_study_subsurface_clear(&s);
}

/* The von Mises maximum of the x–z section [Pa], the number a read-out shows first. */
static double
vm_max(const TlStudySubsurface *s)
{
  return s->max_von_mises.value;
}

static void
test_cancel(void)
{
  g_test_summary("A raised cancel flag stops the update with TL_ECANCELLED, before the exact "
                 "solve or in the middle of the sections, and the study keeps its previous "
                 "result; the next update computes as a fresh study does");
  TlStudySubsurface s;
  tl_study_subsurface_init(&s);
  TlError err;
  const TlStudySubsurfaceSpec hertz = spec_of(TL_FIELD_HERTZ, 20);
  g_assert_cmpint(tl_study_subsurface_update(&s, &hertz, NULL, &err), ==, TL_OK);
  const double before = vm_max(&s);

  /* raised from the start: the exact solve does not run */
  volatile int cancel = 1;
  TlStudyControl ctl = { .cancel = &cancel };
  const TlStudySubsurfaceSpec exact = spec_of(TL_FIELD_EXACT, 30);
  g_assert_cmpint(tl_study_subsurface_update(&s, &exact, &ctl, &err), ==, TL_ECANCELLED);
  g_assert_true(s.valid);
  g_assert_cmpint(s.field.source, ==, TL_FIELD_HERTZ);
  g_assert_cmpint(s.field.grid.mx, ==, 20);
  g_assert_cmpfloat(vm_max(&s), ==, before);

  /* raised once the x–z section of the new grid is done: the cross section stops part
   * way, while building its influence tables for the new grid */
  cancel = 0;
  Progress p = { .n = 0, .raise = &cancel };
  ctl = (TlStudyControl){ .cancel = &cancel, .progress = record, .progress_data = &p };
  const TlStudySubsurfaceSpec slide = spec_of(TL_FIELD_SLIDE, 40);
  g_assert_cmpint(tl_study_subsurface_update(&s, &slide, &ctl, &err), ==, TL_ECANCELLED);
  g_assert_cmpint(p.after, ==, 0); /* a stopped update reports no further progress */
  g_assert_cmpint(s.field.source, ==, TL_FIELD_HERTZ);
  g_assert_cmpfloat(vm_max(&s), ==, before);

  /* raised once the exact solve is done: the x–z section stops part way */
  cancel = 0;
  p = (Progress){ .n = 0, .raise = &cancel };
  g_assert_cmpint(tl_study_subsurface_update(&s, &exact, &ctl, &err), ==, TL_ECANCELLED);
  g_assert_cmpint(p.n, >=, 2);
  g_assert_cmpint(p.after, ==, 0);
  g_assert_cmpint(s.field.source, ==, TL_FIELD_HERTZ);
  g_assert_cmpfloat(vm_max(&s), ==, before);

  /* no flag: the same case computes, to the number a study of its own gives */
  g_assert_cmpint(tl_study_subsurface_update(&s, &slide, NULL, &err), ==, TL_OK);
  TlStudySubsurface fresh;
  tl_study_subsurface_init(&fresh);
  g_assert_cmpint(tl_study_subsurface_update(&fresh, &slide, NULL, &err), ==, TL_OK);
  g_assert_cmpint(s.field.source, ==, TL_FIELD_SLIDE);
  g_assert_cmpfloat(vm_max(&s), ==, vm_max(&fresh));
  g_assert_cmpfloat(s.cross_max.value, ==, fresh.cross_max.value);
  tl_study_subsurface_clear(&fresh);
  tl_study_subsurface_clear(&s);
}

static void
test_field_cancel(void)
{
  g_test_summary("The core's exact traction field stops at a raised flag (TL_ECANCELLED, the "
                 "field unchanged) and computes without one");
  const TlContactParams p = spec_of(TL_FIELD_EXACT, 30).params;
  TlTractionField f;
  memset(&f, 0, sizeof f);
  volatile int cancel = 1;
  TlError err;
  g_assert_cmpint(tl_traction_field_compute_cancellable(&f, TL_FIELD_EXACT, &p, &cancel, &err),
                  ==, TL_ECANCELLED);
  g_assert_null(f.t.tx);
  cancel = 0;
  g_assert_cmpint(tl_traction_field_compute_cancellable(&f, TL_FIELD_EXACT, &p, &cancel, &err),
                  ==, TL_OK);
  g_assert_cmpint(f.grid.mx, ==, 30);
  tl_traction_field_clear(&f);
}

/* The operating point on the shakedown map (docs/theory.md §12.6): in full
 * slip the tractions use all the friction, f = μ; FI = f − 2π a b k / (3 F_N)
 * with the case's semi-axes and load; k = μ p0 puts the point on the
 * shakedown limit, FI = 0; a yield stress out of range is refused and the
 * previous result kept. */
static void
test_shakedown(void)
{
  TlStudySubsurfaceSpec spec = spec_of(TL_FIELD_SLIDE, 24);
  spec.cross = 0;
  spec.params.mu = 0.4;
  TlStudySubsurface s;
  tl_study_subsurface_init(&s);
  TlError err;
  g_assert_cmpint(tl_study_subsurface_update(&s, &spec, NULL, &err), ==, TL_OK);
  const double a = s.field.grid.a, b = s.field.grid.b, N = s.field.normal_load;
  const double k = spec.view.shear_yield;
  tl_assert_rel(s.utilised_friction, 0.4, 1e-9);
  tl_assert_rel(s.load_factor, 3.0 * N / (2.0 * G_PI * a * b) / k, 1e-9);
  g_assert_cmpfloat(fabs(s.fatigue_index - (0.4 - 2.0 * G_PI * a * b * k / (3.0 * N))), <,
                    1e-9);

  spec.view.shear_yield = 0.4 * 3.0 * N / (2.0 * G_PI * a * b); /* k = μ p0 */
  g_assert_cmpint(tl_study_subsurface_update(&s, &spec, NULL, &err), ==, TL_OK);
  g_assert_cmpfloat(fabs(s.fatigue_index), <, 1e-9);
  tl_assert_rel(s.load_factor, 1.0 / 0.4, 1e-9);

  spec.view.shear_yield = 0.0;
  g_assert_cmpint(tl_study_subsurface_update(&s, &spec, NULL, &err), ==, TL_EINVAL);
  g_assert_cmpfloat(fabs(s.fatigue_index), <, 1e-9); /* the previous result */
  tl_study_subsurface_clear(&s);
}

/* The shakedown map (docs/theory.md §12.6) on a circular contact with ν = 0.3.  Without
 * friction first yield is Johnson's (Contact Mechanics, 1985, §4.2): the largest von Mises
 * stress 0.62 p0 below the surface, p0 = 1.60 Y = 1.60 √3 k = 2.77 k; the tolerance
 * covers his three digits and the section's depth step (2a/40, on a flat maximum).  With
 * friction the surface yields earlier, so the limit falls with μ.  The regions follow the
 * limits: on FI = 0 (p0/k = 1/μ) the surface begins to ratchet. */
static void
test_shakedown_map(void)
{
  TlStudySubsurfaceSpec spec = spec_of(TL_FIELD_HERTZ, 40);
  spec.cross = 0;
  spec.shakedown_map = 1;
  spec.params.hertz.geometry = TL_GEOMETRY_SEMI_AXES;
  spec.params.hertz.semi_a = spec.params.hertz.semi_b = 6.1e-3;
  spec.params.hertz.wheel.poisson = spec.params.hertz.rail.poisson = 0.3;
  TlStudySubsurface s;
  tl_study_subsurface_init(&s);
  TlError err;
  g_assert_cmpint(tl_study_subsurface_update(&s, &spec, NULL, &err), ==, TL_OK);
  g_assert_cmpint(s.has_map, ==, 1);
  tl_assert_rel(tl_study_subsurface_elastic_limit(&s, 0.0), 1.60 * sqrt(3.0), 0.015);
  g_assert_cmpfloat(tl_study_subsurface_elastic_limit(&s, 0.4), <,
                    tl_study_subsurface_elastic_limit(&s, 0.1));
  g_assert_true(isnan(tl_study_subsurface_elastic_limit(&s, 0.7)));

  g_assert_cmpfloat(tl_study_subsurface_shakedown_limit(0.1), ==, 4.7);
  g_assert_cmpfloat(tl_study_subsurface_shakedown_limit(0.4), ==, 1.0 / 0.4);
  g_assert_cmpint(tl_study_subsurface_shakedown_region(&s, 0.1, 1.5), ==, TL_SHAKEDOWN_ELASTIC);
  g_assert_cmpint(tl_study_subsurface_shakedown_region(&s, 0.1, 4.2), ==,
                  TL_SHAKEDOWN_ELASTIC_SHAKEDOWN);
  g_assert_cmpint(tl_study_subsurface_shakedown_region(&s, 0.1, 6.3), ==,
                  TL_SHAKEDOWN_PLASTIC_SHAKEDOWN);
  g_assert_cmpint(tl_study_subsurface_shakedown_region(&s, 0.45, 2.3), ==,
                  TL_SHAKEDOWN_RATCHETTING);
  g_assert_cmpint(tl_study_subsurface_shakedown_region(&s, 0.1, 10.5), ==,
                  TL_SHAKEDOWN_RATCHETTING);

  /* the case's own point: full slip at μ = 0.35 with k = p0 μ sits on FI = 0 */
  spec.view.source = TL_FIELD_SLIDE;
  spec.params.mu = 0.35;
  spec.view.shear_yield = 0.35 * s.field.p0;
  g_assert_cmpint(tl_study_subsurface_update(&s, &spec, NULL, &err), ==, TL_OK);
  g_assert_cmpfloat(fabs(s.fatigue_index), <, 1e-9);
  tl_assert_rel(s.load_factor, 1.0 / 0.35, 1e-9);
  tl_study_subsurface_clear(&s);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/study-subsurface/progress", test_progress);
  g_test_add_func("/study-subsurface/cancel", test_cancel);
  g_test_add_func("/study-subsurface/field-cancel", test_field_cancel);
  g_test_add_func("/study-subsurface/shakedown", test_shakedown);
  g_test_add_func("/study-subsurface/shakedown-map", test_shakedown_map);
  return g_test_run();
}
