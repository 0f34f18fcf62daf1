/* test-claims-shakedown.c — the numbers docs/theory.md §12.6 states about the
 * shakedown map of the Below the surface page, computed again and looked for
 * in the text (see tl-test-claims.h):
 *
 * - the point contact's subsurface shakedown limit p0/k = 4.7 that the map
 *   draws (Ponter, Hearle & Johnson 1985, an upper bound from the kinematic
 *   theorem, as Johnson 1989 quotes it) against a lower bound of our own from
 *   Melan's static theorem on the program's elastic stresses;
 * - the first yield of the default case without friction. */
#include <math.h>

#include "study-steady.h"
#include "study-subsurface.h"
#include "tl-test-claims.h"
#include "tribo/subsurface.h"
#include "tribo/traction-field.h"

/* ---- Melan's static theorem for a rolling point contact ------------------------------------

 * The load shakes down if some time-independent, self-equilibrated residual stress keeps
 * the elastic stress of every position of the rolling load inside the yield surface.  The
 * load rolls along x, so a residual field independent of x is steady; with only
 * ρxx(y, z) and ρyy(z) it is self-equilibrated (∂ρxx/∂x = 0, ∂ρyy/∂y = 0) and leaves the
 * surface free of traction.  Melan then gives a lower bound of the shakedown limit:
 *
 *   p0/k ≥ 1 / max_z min_ρyy max_y min_ρxx max_x √J2(σ(x, y, z)/p0 + ρ),
 *
 * von Mises' √J2 = k at yield.  √J2 is convex in ρ, so every min of a max below is a
 * convex search (golden sections). */

typedef struct {
  const TlSection *secs; /* x–z sections at n_y values of y */
  int n_y, row;          /* the depth row */
  double p0;
  double ryy;
} Depth;

static double
sqrt_j2(const TlStress *s, double p0, double rxx, double ryy)
{
  const double sxx = s->sxx / p0 + rxx, syy = s->syy / p0 + ryy, szz = s->sdd / p0;
  const double sxy = s->sxy / p0, sxz = s->sxd / p0, syz = s->syd / p0;
  return sqrt(((sxx - syy) * (sxx - syy) + (syy - szz) * (syy - szz) + (szz - sxx) * (szz - sxx)) /
                6.0 +
              sxy * sxy + sxz * sxz + syz * syz);
}

/* min over r in [lo, hi] of a convex f, by golden sections to 1e-7. */
static double
golden_min(double (*f)(double, void *), void *data, double lo, double hi)
{
  const double g = 0.5 * (sqrt(5.0) - 1.0);
  double a = lo, b = hi, c = b - g * (b - a), d = a + g * (b - a);
  double fc = f(c, data), fd = f(d, data);
  while (b - a > 1e-7) {
    if (fc < fd) {
      b = d, d = c, fd = fc, c = b - g * (b - a), fc = f(c, data);
    } else {
      a = c, c = d, fc = fd, d = a + g * (b - a), fd = f(d, data);
    }
  }
  return fmin(fc, fd);
}

typedef struct {
  const TlSection *sec;
  int row;
  double p0, ryy;
} Line;

/* max over x of √J2 on one line (y, z) with the residual (rxx, ryy). */
static double
line_max(double rxx, void *data)
{
  const Line *l = data;
  double m = 0.0;
  for (int k = 0; k < l->sec->n_along; k++)
    m = fmax(m, sqrt_j2(&l->sec->s[l->row * l->sec->n_along + k], l->p0, rxx, l->ryy));
  return m;
}

/* max over y of min over ρxx, at one depth and ρyy. */
static double
depth_max(double ryy, void *data)
{
  const Depth *d = data;
  double m = 0.0;
  for (int j = 0; j < d->n_y; j++) {
    Line l = { &d->secs[j], d->row, d->p0, ryy };
    m = fmax(m, golden_min(line_max, &l, -2.0, 2.0));
  }
  return m;
}

/* The case of the bound: a frictionless circle of Poisson's ratio MELAN_NU, on the x–z
 * planes y = 0, 0.1a, … (MELAN_NY of them). */
#define MELAN_NU 0.3
#define MELAN_NY 10

static double
melan_bound(void)
{
  TlContactParams p = tl_contact_params_default();
  p.hertz.geometry = TL_GEOMETRY_SEMI_AXES;
  p.hertz.semi_a = p.hertz.semi_b = 6e-3;
  p.hertz.wheel.poisson = p.hertz.rail.poisson = MELAN_NU;
  p.mx = p.my = 60;
  TlTractionField f = { 0 };
  TlError err;
  g_assert_cmpint(tl_traction_field_compute(&f, TL_FIELD_HERTZ, &p, &err), ==, TL_OK);
  enum { NY = MELAN_NY };
  TlSection secs[NY] = { 0 };
  TlSubsurface *ws = tl_subsurface_new();
  const double a = f.grid.a;
  for (int j = 0; j < NY; j++) {
    TlSectionSpec sp = tl_section_spec_default(&f, TL_PLANE_XZ);
    sp.at = 0.1 * j * a;
    sp.n_along = 161;
    sp.n_depth = 31;
    sp.depth_max = 0.9 * a; /* the worst depth lies near 0.4a */
    g_assert_cmpint(tl_subsurface_section(ws, &f, &sp, &secs[j], &err), ==, TL_OK);
  }
  double worst = 0.0;
  for (int l = 1; l < secs[0].n_depth; l++) {
    Depth d = { secs, NY, l, f.p0, 0.0 };
    worst = fmax(worst, golden_min(depth_max, &d, -2.0, 2.0));
  }
  for (int j = 0; j < NY; j++)
    tl_section_clear(&secs[j]);
  tl_subsurface_free(ws);
  tl_traction_field_clear(&f);
  return 1.0 / worst;
}

/* A lower bound must not exceed the published upper bound it brackets; and it lies within
 * 2 % of it (the residual fields tried here are a subset, the planes y = 0 … 0.9a and the
 * sections' points a sample: the bound is conservative). */
static void
test_point_contact_limit(void)
{
  g_test_summary("§12.6: Melan's lower bound under the point contact's shakedown limit 4.7");
  char *theory = text_of("docs/theory.md");
  const double upper = tl_study_shakedown_subsurface_limit(TL_STUDY_SHAKEDOWN_POINT);
  const double lower = melan_bound();
  g_assert_cmpfloat(lower, <=, upper);
  g_assert_cmpfloat(lower, >, 0.98 * upper);
  states("docs/theory.md", theory, "a lower bound p₀/k ≥ %.2f", lower);
  states("docs/theory.md", theory, "frictionless circle (ν = %.1f)", MELAN_NU);
  states("docs/theory.md", theory, "y = 0 … %.1fa)", 0.1 * (MELAN_NY - 1));
  states("docs/theory.md", theory, "within %.1f %% of", 100.0 * (upper - lower) / upper);
  g_free(theory);
}

/* The default case's first yield without friction, the map's elastic limit at μ = 0, and
 * Johnson's value for a circle at ν = 0.3 it is tested against (test-study-subsurface). */
static void
test_first_yield(void)
{
  g_test_summary("§12.6: the default case's first yield on the shakedown map");
  char *theory = text_of("docs/theory.md");
  TlStudySubsurfaceSpec spec = tl_study_subsurface_spec_default();
  spec.shakedown_map = 1;
  TlStudySubsurface s;
  tl_study_subsurface_init(&s);
  TlError err;
  g_assert_cmpint(tl_study_subsurface_update(&s, &spec, NULL, &err), ==, TL_OK);
  states("docs/theory.md", theory, "the default case yields first at p₀/k = %.2f",
         tl_study_subsurface_elastic_limit(&s, 0.0));
  states("docs/theory.md", theory, "(a circle at ν = %.1f: p₀ = 1.60 Y = %.2f k", 0.3,
         1.60 * sqrt(3.0));
  tl_study_subsurface_clear(&s);
  g_free(theory);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  tl_claims_add("/claims/shakedown/point-contact-limit", test_point_contact_limit);
  tl_claims_add("/claims/shakedown/first-yield", test_first_yield);
  return g_test_run();
}
