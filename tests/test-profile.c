/* test-profile.c — the S1002 and 60E1 profiles against the dimensions of
 * their standards and the checks of docs/theory-wheel-rail.md §W1–§W3;
 * profile files: round trip, fitting, and every kind of bad file. */
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "tl-test-util.h"
#include "tribo/profile.h"
#include "tribo/units.h"

#define MM TL_UNIT_MM

static TlProfile *
s1002(void)
{
  TlProfile *p = NULL;
  g_assert_cmpint(tl_profile_s1002(&p, NULL), ==, TL_OK);
  return p;
}

static TlProfile *
uic60(void)
{
  TlProfile *p = NULL;
  g_assert_cmpint(tl_profile_60e1(&p, NULL), ==, TL_OK);
  return p;
}

/* F(s) = radius increase over r0 [mm] at s [mm]. */
static double
F(const TlProfile *w, double s_mm)
{
  double z;
  tl_profile_eval(w, s_mm * MM, &z, NULL, NULL);
  return -z / MM;
}

/* s [mm] in [a, b] where F(s) = target (bisection; F monotone there). */
static double
solve_F(const TlProfile *w, double a, double b, double target)
{
  const double fa = F(w, a) - target;
  for (int i = 0; i < 100; i++) {
    const double m = 0.5 * (a + b);
    if (((F(w, m) - target) < 0.0) == (fa < 0.0))
      a = m;
    else
      b = m;
  }
  return 0.5 * (a + b);
}

/* EN 13715 dimensions of S1002: flange height Sh = 28 mm, flange thickness
 * Sd = 32.5 mm (at F = 10 mm), qR = 10.794 mm (nominal 10.8).  The
 * reference values carry 3 decimals: ±0.001 mm. */
static void
test_s1002_dimensions(void)
{
  g_test_summary("S1002: flange height, flange thickness and qR of EN 13715");
  TlProfile *w = s1002();
  g_assert_cmpfloat_with_epsilon(F(w, -55.0), 28.000, 0.001);
  const double s10 = solve_F(w, -38.426669071, -35.0, 10.0);
  g_assert_cmpfloat_with_epsilon(70.0 + s10, 32.500, 0.001);
  const double s26 = solve_F(w, -49.662510381, -39.764473993, 26.0);
  g_assert_cmpfloat_with_epsilon(s10 - s26, 10.794, 0.001);
  /* the steepest flank (section E) is inclined 70.000° */
  double dz;
  tl_profile_eval(w, -39.0 * MM, NULL, &dz, NULL);
  g_assert_cmpfloat_with_epsilon(atan(fabs(dz)) * 180.0 / M_PI, 70.000, 0.0005);
  /* slope and curvature at the taping line: F'(0) = −0.0335854,
   * F''(0) = 0.0031314 1/mm, lateral radius −319.9 mm (concave) */
  double d2z;
  tl_profile_eval(w, 0.0, NULL, &dz, &d2z);
  g_assert_cmpfloat_with_epsilon(-dz, -0.0335854, 5e-8);
  g_assert_cmpfloat_with_epsilon(-d2z * MM, 0.0031314, 5e-8);
  g_assert_cmpfloat_with_epsilon(1.0 / tl_profile_curvature(w, 0.0) / MM, -319.9, 0.05);
  g_assert_cmpfloat_with_epsilon(F(w, 60.0), -2.6357, 0.00005);
  g_assert_cmpfloat_with_epsilon(F(w, -70.0), 9.5193, 0.00005);
  tl_profile_free(w);
}

/* Value and slope steps at every joint of S1002 are those of the published
 * coefficients: D|C 1.2e-4 mm, C|B 3.7e-5 mm, all others < 1e-7 mm; slope
 * ≤ 7.7e-6.  Curvature jumps at H|G, G|F, F|E, E|D and B|A, while C meets the
 * curvature of D and of B (to 3e-5 relative). */
static void
test_s1002_joints(void)
{
  g_test_summary("S1002: joints continuous in value and slope, curvature jumps where listed");
  TlProfile *w = s1002();
  double br[16];
  const int n = tl_profile_breaks(w, br, 16);
  g_assert_cmpint(n, ==, 7); /* H|G G|F F|E E|D D|C C|B B|A */
  /* bounds: the listed steps rounded up in their last digit */
  const double value_max[7] = { 1e-7, 1e-7, 1e-7, 1e-7, 1.25e-4, 3.8e-5, 1e-7 };
  const int curv_jump[7] = { 1, 1, 1, 1, 0, 0, 1 };
  const double eps = 1e-13; /* m: far below any step tested, far above round-off of y */
  for (int i = 0; i < n; i++) {
    double zl, dl, cl, zr, dr, cr;
    tl_profile_eval(w, br[i] - eps, &zl, &dl, &cl);
    tl_profile_eval(w, br[i], &zr, &dr, &cr);
    g_assert_cmpfloat(fabs(zl - zr) / MM, <=, value_max[i]);
    g_assert_cmpfloat(fabs(dl - dr), <=, 7.75e-6); /* 7.7e-6, two digits */
    const double rel = fabs(cl - cr) / fmax(fabs(cl), fabs(cr));
    if (curv_jump[i])
      g_assert_cmpfloat(rel, >, 0.01);
    else
      g_assert_cmpfloat(rel, <=, 3e-5);
  }
  tl_profile_free(w);
}

/* 60E1 from its defining radii and tangent points: the tabulated centres,
 * end points, the 72.00 mm head width 14.30 mm below the crown, the gauge
 * point at 35.981 mm on R13 14 mm below the crown. */
static void
test_60e1_geometry(void)
{
  g_test_summary("60E1: radii, tangent points, head width and the 14 mm gauge point");
  TlProfile *r = uic60();
  double br[16];
  const int n = tl_profile_breaks(r, br, 16);
  g_assert_cmpint(n, ==, 6);
  g_assert_cmpfloat_with_epsilon(br[3] / MM, 10.228, 1e-9);
  g_assert_cmpfloat_with_epsilon(br[4] / MM, 26.0265, 1e-9);
  /* R13/flank tangent point (35.999811, −14.299958) (table: 6 decimals) */
  g_assert_cmpfloat_with_epsilon(br[5] / MM, 35.999811, 5e-7);
  double z;
  tl_profile_eval(r, br[5], &z, NULL, NULL);
  g_assert_cmpfloat_with_epsilon(z / MM, -14.299958, 5e-7);
  g_assert_cmpfloat_with_epsilon((br[5] - br[0]) / MM, 72.00, 0.001);
  /* R300/R80 end point (10.228, −0.174404) and R80/R13 (26.0265, −2.302524) */
  tl_profile_eval(r, br[3], &z, NULL, NULL);
  g_assert_cmpfloat_with_epsilon(z / MM, -0.174404, 5e-7);
  tl_profile_eval(r, br[4], &z, NULL, NULL);
  g_assert_cmpfloat_with_epsilon(z / MM, -2.302524, 5e-7);
  /* curvature radii 300, 80, 13 mm, convex */
  g_assert_cmpfloat_with_epsilon(1.0 / tl_profile_curvature(r, 0.0) / MM, 300.0, 1e-9);
  const double k80 = tl_profile_curvature(r, 18.0 * MM), k13 = tl_profile_curvature(r, -31.0 * MM);
  g_assert_cmpfloat_with_epsilon(1.0 / k80 / MM, 80.0, 1e-9);
  g_assert_cmpfloat_with_epsilon(1.0 / k13 / MM, 13.0, 1e-9);
  /* continuity at the tangent points: value < 1e-7 mm, slope < 1e-8 */
  for (int i = 1; i < 5; i++) {
    double zl, dl, zr, dr;
    tl_profile_eval(r, br[i] - 1e-13, &zl, &dl, NULL);
    tl_profile_eval(r, br[i], &zr, &dr, NULL);
    g_assert_cmpfloat(fabs(zl - zr) / MM, <, 1e-7);
    g_assert_cmpfloat(fabs(dl - dr), <, 1e-8);
  }
  /* the gauge point of a vertical rail: z = −14 mm at |y| = 35.981 */
  double a = 26.0265, b = 35.999811;
  for (int i = 0; i < 100; i++) {
    const double m = 0.5 * (a + b);
    tl_profile_eval(r, m * MM, &z, NULL, NULL);
    if (z / MM > -14.0)
      a = m;
    else
      b = m;
  }
  g_assert_cmpfloat_with_epsilon(0.5 * (a + b), 35.981, 0.0005);
  /* the 1:20 flank reaches the underside at (37.159, −37.488) */
  double lo, hi;
  tl_profile_domain(r, &lo, &hi);
  g_assert_cmpfloat_with_epsilon(hi / MM, 37.159, 0.0005);
  tl_profile_eval(r, hi, &z, NULL, NULL);
  g_assert_cmpfloat_with_epsilon(z / MM, -37.488, 0.0005);
  tl_profile_free(r);
}

/* Polylines include every break point, increase in y and stay on the profile. */
static void
test_sampling(void)
{
  g_test_summary("Sampled polylines: increasing, every break point included, on the curve");
  TlProfile *w = s1002();
  double *y, *z;
  int n;
  g_assert_cmpint(tl_profile_sample(w, 0.05 * MM, &y, &z, &n, NULL), ==, TL_OK);
  g_assert_cmpint(n, >, 130.0 / 0.05 * 0.9);
  for (int i = 1; i < n; i++)
    g_assert_cmpfloat(y[i], >, y[i - 1]);
  double br[16];
  const int nb = tl_profile_breaks(w, br, 16);
  for (int k = 0; k < nb; k++) {
    int found = 0;
    for (int i = 0; i < n; i++)
      found |= fabs(y[i] - br[k]) < 1e-15;
    g_assert_cmpint(found, ==, 1);
  }
  free(y);
  free(z);
  TlError err;
  g_assert_cmpint(tl_profile_sample(w, 0.0, &y, &z, &n, &err), ==, TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "sampling step"));
  tl_profile_free(w);
}

static char *
tmp_path(const char *name)
{
  return g_build_filename(g_get_tmp_dir(), name, NULL);
}

static char *
write_tmp(const char *name, const char *text, gssize len)
{
  char *path = g_strdup_printf("%s/tl-profile-%d-%s", g_get_tmp_dir(), (int)getpid(), name);
  g_assert_true(g_file_set_contents(path, text, len, NULL));
  return path;
}

/* Written at 0.05 mm and read back with the interpolating spline, S1002 is
 * reproduced within the spline's error, O(h²·Δκ/8) at the curvature jumps
 * (0.05² mm² × 0.09 1/mm / 8 ≈ 3e-5 mm), plus the 1.2e-4 mm value step of
 * the published coefficients at D|C, which a spline bridges: 1.5e-4 mm. */
static void
test_file_round_trip(void)
{
  g_test_summary("A profile file written from S1002 reads back within the sampling error");
  TlProfile *w = s1002();
  char *path = g_strdup_printf("%s/tl-profile-%d-rt.txt", g_get_tmp_dir(), (int)getpid());
  g_assert_cmpint(tl_profile_save(w, path, 0.05 * MM, NULL), ==, TL_OK);
  TlProfile *f = NULL;
  TlError err;
  g_assert_cmpint(tl_profile_load(path, TL_PROFILE_WHEEL, NULL, &f, &err), ==, TL_OK);
  g_assert_cmpint(tl_profile_kind(f), ==, TL_PROFILE_WHEEL);
  g_assert_false(tl_profile_is_analytic(f));
  double emax = 0.0;
  for (double s = -62.7; s <= 60.0; s += 0.0137) {
    double z1, z2;
    tl_profile_eval(w, s * MM, &z1, NULL, NULL);
    tl_profile_eval(f, s * MM, &z2, NULL, NULL);
    emax = fmax(emax, fabs(z1 - z2));
  }
  g_assert_cmpfloat(emax / MM, <, 1.5e-4);
  /* curvature on the tread, away from joints: within 1 % */
  tl_assert_rel(tl_profile_curvature(f, 3.0 * MM), tl_profile_curvature(w, 3.0 * MM), 0.01);
  /* a rail too */
  TlProfile *r = uic60(), *fr = NULL;
  g_assert_cmpint(tl_profile_save(r, path, 0.05 * MM, NULL), ==, TL_OK);
  g_assert_cmpint(tl_profile_load(path, TL_PROFILE_RAIL, NULL, &fr, &err), ==, TL_OK);
  double z1, z2;
  tl_profile_eval(r, -20.0 * MM, &z1, NULL, NULL);
  tl_profile_eval(fr, -20.0 * MM, &z2, NULL, NULL);
  g_assert_cmpfloat_with_epsilon(z1 / MM, z2 / MM, 1e-5);
  /* kind mismatch names the line of the header */
  TlProfile *bad = NULL;
  g_assert_cmpint(tl_profile_load(path, TL_PROFILE_WHEEL, NULL, &bad, &err), !=, TL_OK);
  g_assert_nonnull(strstr(err.message, "line 2"));
  g_assert_null(bad);
  g_unlink(path);
  g_free(path);
  tl_profile_free(f);
  tl_profile_free(fr);
  tl_profile_free(r);
  tl_profile_free(w);
}

/* Measured data: 1 µm noise at 0.1 mm spacing.  Curvature from an
 * interpolating spline through the raw points is noise (typical second
 * difference 2·1 µm/(0.1 mm)² = 0.2 1/mm against 0.003 1/mm on the tread).
 * A least-squares cubic B-spline averages the noise over a knot span h: its
 * curvature noise scales as σ/(h²·√(h/0.1 mm)), a few 1e-3 1/mm at h = 1 mm
 * and 6× less at 2 mm (h^-2.5), while the bias of wider knots stays below
 * 1e-4 1/mm on the tread (−10 … 25 mm).  Allowed: 1/10 of the raw noise at
 * 1 mm, 1.5e-3 1/mm (half the tread curvature) at 2 mm. */
static double
curvature_error(const TlProfile *ref, const TlProfile *fit, double *max_err)
{
  double rms = 0.0, mx = 0.0;
  int m = 0;
  for (double s = -10.0; s <= 25.0; s += 0.37) {
    const double e = (tl_profile_curvature(fit, s * MM) - tl_profile_curvature(ref, s * MM)) * MM;
    rms += e * e;
    mx = fmax(mx, fabs(e));
    m++;
  }
  if (max_err)
    *max_err = mx;
  return sqrt(rms / m);
}

static void
test_smoothing_fit(void)
{
  g_test_summary("Noisy measured profile: the B-spline fit recovers the tread curvature");
  TlProfile *w = s1002();
  const int n = 1301;
  double *y = g_new(double, n), *z = g_new(double, n);
  guint32 state = 12345u;
  for (int i = 0; i < n; i++) {
    y[i] = (-70.0 + 0.1 * i) * MM;
    tl_profile_eval(w, y[i], &z[i], NULL, NULL);
    state = state * 1664525u + 1013904223u;
    z[i] += ((state >> 8) / 16777216.0 - 0.5) * 2.0 * 1.7e-3 * MM; /* uniform, σ = 1 µm */
  }
  TlProfileFit fit = tl_profile_fit_default();
  TlProfile *raw = NULL, *smooth1 = NULL, *smooth2 = NULL;
  g_assert_cmpint(tl_profile_from_points(TL_PROFILE_WHEEL, "noisy", y, z, n, &fit, &raw, NULL), ==,
                  TL_OK);
  fit.method = TL_PROFILE_FIT_SMOOTH;
  g_assert_cmpint(tl_profile_from_points(TL_PROFILE_WHEEL, "noisy", y, z, n, &fit, &smooth1, NULL),
                  ==, TL_OK);
  fit.knot_spacing = 2.0 * MM;
  g_assert_cmpint(tl_profile_from_points(TL_PROFILE_WHEEL, "noisy", y, z, n, &fit, &smooth2, NULL),
                  ==, TL_OK);
  const double raw_rms = curvature_error(w, raw, NULL);
  const double rms1 = curvature_error(w, smooth1, NULL);
  double max2;
  curvature_error(w, smooth2, &max2);
  g_assert_cmpfloat(raw_rms, >, 0.02);
  g_assert_cmpfloat(rms1, <, raw_rms / 10.0);
  g_assert_cmpfloat(max2, <, 1.5e-3);
  /* knot spacing out of range */
  TlError err;
  fit.knot_spacing = 0.2 * MM;
  TlProfile *bad = NULL;
  g_assert_cmpint(tl_profile_from_points(TL_PROFILE_WHEEL, "noisy", y, z, n, &fit, &bad, &err), ==,
                  TL_EINVAL);
  g_assert_nonnull(strstr(err.message, "knot spacing"));
  g_free(y);
  g_free(z);
  tl_profile_free(raw);
  tl_profile_free(smooth1);
  tl_profile_free(smooth2);
  tl_profile_free(w);
}

/* A wheel file text: n points of S1002 from y0 every h mm, comma separated. */
static GString *
wheel_text(double y0, double h, int n)
{
  TlProfile *w = s1002();
  GString *t = g_string_new("y,z\n");
  for (int i = 0; i < n; i++) {
    double z;
    tl_profile_eval(w, (y0 + h * i) * MM, &z, NULL, NULL);
    char a[G_ASCII_DTOSTR_BUF_SIZE], b[G_ASCII_DTOSTR_BUF_SIZE];
    g_string_append_printf(t, "%s,%s\n", g_ascii_dtostr(a, sizeof a, y0 + h * i),
                           g_ascii_dtostr(b, sizeof b, z / MM));
  }
  tl_profile_free(w);
  return t;
}

static void
expect_bad(const char *path, TlStatus status, const char *fragment, const char *secret)
{
  TlProfile *p = NULL;
  TlError err;
  const TlStatus s = tl_profile_load(path, TL_PROFILE_WHEEL, NULL, &p, &err);
  g_assert_cmpint(s, ==, status);
  g_assert_null(p);
  if (!strstr(err.message, fragment))
    g_error("message '%s' lacks '%s'", err.message, fragment);
  if (secret && strstr(err.message, secret))
    g_error("message '%s' repeats the file's content", err.message);
}

/* expect_bad on a file holding text (len bytes, or up to its NUL when -1). */
static void
expect_bad_text(const char *name, const char *text, gssize len, TlStatus status,
                const char *fragment, const char *secret)
{
  char *path = write_tmp(name, text, len);
  expect_bad(path, status, fragment, secret);
  g_unlink(path);
  g_free(path);
}

static void
test_bad_files(void)
{
  g_test_summary("Bad profile files: messages name the file and the line, never the content");
  /* malformed line 3, with a word that must not be echoed */
  GString *t = wheel_text(-70.0, 0.5, 261);
  g_string_insert(t, g_strstr_len(t->str, -1, "\n") - t->str + 1, "1.5,2\nsecretword 3.7\n");
  expect_bad_text("malformed.txt", t->str, -1, TL_EFORMAT, "line 3", "secretword");
  g_string_free(t, TRUE);
  /* non-monotonic: a point 5 mm back on line 40 */
  t = wheel_text(-70.0, 0.5, 261);
  gchar **lines = g_strsplit(t->str, "\n", -1);
  g_free(lines[39]);
  lines[39] = g_strdup("-60.123,12");
  char *joined = g_strjoinv("\n", lines);
  expect_bad_text("order.txt", joined, -1, TL_EFORMAT, "line 40", NULL);
  g_free(joined);
  g_strfreev(lines);
  g_string_free(t, TRUE);
  /* too short */
  t = wheel_text(-70.0, 6.5, 19);
  expect_bad_text("short.txt", t->str, -1, TL_EFORMAT, "at least 20", NULL);
  g_string_free(t, TRUE);
  /* not covering the usable range (stops at 30 mm) */
  t = wheel_text(-70.0, 0.5, 201);
  expect_bad_text("range.txt", t->str, -1, TL_EFORMAT, "must cover", NULL);
  g_string_free(t, TRUE);
  /* NUL bytes */
  static const char nul[] = "0 0\n1\0 1\n";
  expect_bad_text("nul.txt", nul, sizeof nul - 1, TL_EFORMAT, "NUL", NULL);
  /* not finite */
  t = wheel_text(-70.0, 0.5, 261);
  g_string_append(t, "nan 1\n");
  expect_bad_text("nan.txt", t->str, -1, TL_EFORMAT, "line 263", NULL);
  g_string_free(t, TRUE);
  /* a bad header value */
  expect_bad_text("header.txt", "# mirror_y = 2\n0 0\n", -1, TL_EFORMAT, "line 1", NULL);
  /* a directory, a missing file, a file beyond the size limit */
  expect_bad(g_get_tmp_dir(), TL_EIO, "not a regular file", NULL);
  char *missing = tmp_path("tl-profile-does-not-exist.txt");
  expect_bad(missing, TL_EIO, "cannot open", NULL);
  g_free(missing);
  char *p = write_tmp("big.txt", "", 0);
  FILE *f = fopen(p, "r+");
  g_assert_nonnull(f);
  g_assert_cmpint(fseek(f, TL_PROFILE_FILE_MAX + 10, SEEK_SET), ==, 0);
  fputc('\n', f);
  fclose(f);
  expect_bad(p, TL_EFORMAT, "too large", NULL);
  g_unlink(p);
  g_free(p);
}

/* Conventions of other programs: z down and y mirrored, declared in the header. */
static void
test_file_conventions(void)
{
  g_test_summary("mirror_y and flip_z headers convert z-down, mirrored files");
  TlProfile *w = s1002();
  GString *t = g_string_new("# kind = wheel\n# mirror_y = 1\n# flip_z = 1\n");
  for (int i = 0; i <= 260; i++) {
    const double y = 70.0 - 0.5 * i; /* decreasing: the reader reverses it */
    double z;
    tl_profile_eval(w, -y * MM, &z, NULL, NULL);
    char a[G_ASCII_DTOSTR_BUF_SIZE], b[G_ASCII_DTOSTR_BUF_SIZE];
    g_string_append_printf(t, "%s\t%s\n", g_ascii_dtostr(a, sizeof a, y),
                           g_ascii_dtostr(b, sizeof b, -z / MM));
  }
  g_string_append(t, "# the end\n");
  char *p = write_tmp("conv.txt", t->str, -1);
  TlProfile *f = NULL;
  TlError err;
  /* this file runs from y = 70 down to −60: after mirroring −70 … 60 */
  g_assert_cmpint(tl_profile_load(p, TL_PROFILE_WHEEL, NULL, &f, &err), ==, TL_OK);
  double z1, z2;
  tl_profile_eval(w, 3.0 * MM, &z1, NULL, NULL);
  tl_profile_eval(f, 3.0 * MM, &z2, NULL, NULL);
  g_assert_cmpfloat_with_epsilon(z1 / MM, z2 / MM, 1e-4);
  g_assert_cmpuint(tl_profile_warnings(f) & TL_PROFILE_WARN_BACK_FACE, ==, 0);
  tl_profile_free(f);
  g_unlink(p);
  g_free(p);
  g_string_free(t, TRUE);
  tl_profile_free(w);
}

/* The names a preset or a command line gives a profile. */
static void
test_open_by_name(void)
{
  g_test_summary("tl_profile_open: a built-in name in any case for its own kind, else a file");
  TlError err;
  TlProfile *w = NULL, *r = NULL, *none = NULL;
  g_assert_cmpint(tl_profile_open("s1002", TL_PROFILE_WHEEL, NULL, &w, &err), ==, TL_OK);
  g_assert_true(tl_profile_is_analytic(w));
  g_assert_cmpstr(tl_profile_name(w), ==, tl_profile_builtin_name(TL_PROFILE_WHEEL));
  g_assert_true(tl_profile_has_name(w, "S1002"));
  g_assert_true(tl_profile_has_name(w, "s1002"));
  g_assert_false(tl_profile_has_name(w, "60E1"));

  g_assert_cmpint(tl_profile_open("60e1", TL_PROFILE_RAIL, NULL, &r, &err), ==, TL_OK);
  g_assert_cmpint(tl_profile_kind(r), ==, TL_PROFILE_RAIL);
  g_assert_cmpstr(tl_profile_name(r), ==, "60E1");

  /* a rail's name for a wheel is a file name, and there is no such file */
  g_assert_cmpint(tl_profile_open("60E1", TL_PROFILE_WHEEL, NULL, &none, &err), !=, TL_OK);
  g_assert_null(none);

  /* a file keeps its path as its name, to the letter */
  char *path = g_strdup_printf("%s/tl-profile-%d-open.txt", g_get_tmp_dir(), (int)getpid());
  g_assert_cmpint(tl_profile_save(w, path, 0.1 * MM, NULL), ==, TL_OK);
  TlProfile *f = NULL;
  g_assert_cmpint(tl_profile_open(path, TL_PROFILE_WHEEL, NULL, &f, &err), ==, TL_OK);
  g_assert_false(tl_profile_is_analytic(f));
  g_assert_true(tl_profile_has_name(f, path));
  g_assert_false(tl_profile_has_name(f, "S1002"));
  g_unlink(path);
  g_free(path);
  tl_profile_free(f);
  tl_profile_free(r);
  tl_profile_free(w);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/profile/s1002-dimensions", test_s1002_dimensions);
  g_test_add_func("/profile/s1002-joints", test_s1002_joints);
  g_test_add_func("/profile/60e1-geometry", test_60e1_geometry);
  g_test_add_func("/profile/sampling", test_sampling);
  g_test_add_func("/profile/file-round-trip", test_file_round_trip);
  g_test_add_func("/profile/smoothing-fit", test_smoothing_fit);
  g_test_add_func("/profile/bad-files", test_bad_files);
  g_test_add_func("/profile/file-conventions", test_file_conventions);
  g_test_add_func("/profile/open-by-name", test_open_by_name);
  return g_test_run();
}
