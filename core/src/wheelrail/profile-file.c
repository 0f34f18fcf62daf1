/* profile-file.c — profiles from points and files: reading, checking, fitting
 * (docs/theory-wheel-rail.md §W3).
 *
 * Curvature from raw measured points is useless (1 µm of noise at 0.1 mm
 * spacing gives ~0.2 1/mm of curvature noise against ~0.003 1/mm of true
 * tread curvature), so every file profile is a spline: through the points
 * for smooth exports, or a least-squares cubic B-spline with uniform knots
 * for measured data, resampled at 0.05 mm and interpolated. */
#include "profile_internal.h"
#include "gsl_internal.h"

#include <errno.h>
#include <glib.h>
#include <gsl/gsl_blas.h>
#include <gsl/gsl_bspline.h>
#include <gsl/gsl_errno.h>
#include <gsl/gsl_multifit.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define MM 1e-3
#define RESAMPLE_MM 0.05 /* spacing of the B-spline resample */
#define BACKTRACK_MM 0.5 /* a point further behind than this is an ordering error */

TlProfileFit
tl_profile_fit_default(void)
{
  return (TlProfileFit){ TL_PROFILE_FIT_INTERPOLATE, 1.0 * MM };
}

TlStatus
tl_profile_fit_validate(const TlProfileFit *fit, TlError *err)
{
  if (fit->method != TL_PROFILE_FIT_INTERPOLATE && fit->method != TL_PROFILE_FIT_SMOOTH)
    return tl_error_set(err, TL_EINVAL, "unknown profile fit method %d", (int)fit->method);
  return tl_check_range(fit->knot_spacing, 0.5 * MM, 3.0 * MM, "B-spline knot spacing", "m", err);
}

/* ---- the fit ------------------------------------------------------------------ */

/* Least-squares cubic B-spline through (y, z) [mm], resampled every
 * RESAMPLE_MM into *ry, *rz (malloc'ed). */
static TlStatus
bspline_resample(const double *y, const double *z, int n, double spacing, double **ry,
                 double **rz, int *rn, TlError *err)
{
  tl_gsl_init();
  const double y0 = y[0], y1 = y[n - 1];
  int nbreak = (int)ceil((y1 - y0) / spacing) + 1;
  if (nbreak < 2)
    nbreak = 2;
  const size_t ncoef = (size_t)nbreak + 2;
  if ((size_t)n < ncoef + 2)
    return tl_error_set(err, TL_EINVAL,
                        "%d points are too few for a B-spline with %zu coefficients (knot "
                        "spacing %.3g mm): use a larger spacing or the interpolating fit",
                        n, ncoef, spacing);
  TlStatus s = TL_OK;
  gsl_bspline_workspace *bw = gsl_bspline_alloc(4, (size_t)nbreak);
  gsl_vector *basis = gsl_vector_alloc(ncoef);
  gsl_matrix *X = gsl_matrix_alloc((size_t)n, ncoef);
  gsl_vector *zz = gsl_vector_alloc((size_t)n);
  gsl_vector *coef = gsl_vector_alloc(ncoef);
  gsl_matrix *cov = gsl_matrix_alloc(ncoef, ncoef);
  gsl_multifit_linear_workspace *mw = gsl_multifit_linear_alloc((size_t)n, ncoef);
  const int m = (int)floor((y1 - y0) / RESAMPLE_MM) + 2;
  double *oy = malloc(sizeof(double) * (size_t)m), *oz = malloc(sizeof(double) * (size_t)m);
  if (!bw || !basis || !X || !zz || !coef || !cov || !mw || !oy || !oz) {
    s = tl_error_set(err, TL_ENOMEM, "out of memory fitting the profile");
    goto out;
  }
  gsl_bspline_knots_uniform(y0, y1, bw);
  for (int i = 0; i < n; i++) {
    gsl_bspline_eval(y[i], basis, bw);
    for (size_t j = 0; j < ncoef; j++)
      gsl_matrix_set(X, (size_t)i, j, gsl_vector_get(basis, j));
    gsl_vector_set(zz, (size_t)i, z[i]);
  }
  double chisq;
  if (gsl_multifit_linear(X, zz, coef, cov, &chisq, mw) != GSL_SUCCESS) {
    s = tl_error_set(err, TL_EINVAL, "the B-spline fit of the profile failed (too few points "
                                     "between some knots?)");
    goto out;
  }
  int k = 0;
  for (int i = 0; i < m; i++) {
    const double yy = fmin(y0 + i * RESAMPLE_MM, y1);
    if (k > 0 && yy <= oy[k - 1])
      break;
    double val;
    gsl_bspline_eval(yy, basis, bw);
    gsl_blas_ddot(basis, coef, &val);
    oy[k] = yy;
    oz[k] = val;
    k++;
  }
  *ry = oy;
  *rz = oz;
  *rn = k;
  oy = oz = NULL;
out:
  free(oy);
  free(oz);
  if (mw)
    gsl_multifit_linear_free(mw);
  if (cov)
    gsl_matrix_free(cov);
  if (coef)
    gsl_vector_free(coef);
  if (zz)
    gsl_vector_free(zz);
  if (X)
    gsl_matrix_free(X);
  if (basis)
    gsl_vector_free(basis);
  if (bw)
    gsl_bspline_free(bw);
  return s;
}

/* Interpolating cubic spline through (y, z) [mm] into p. */
static TlStatus
spline_build(TlProfile *p, const double *y, const double *z, int n, TlError *err)
{
  tl_gsl_init();
  p->spline = gsl_spline_alloc(gsl_interp_cspline, (size_t)n);
  if (!p->spline)
    return tl_error_set(err, TL_ENOMEM, "out of memory for the profile spline");
  if (gsl_spline_init(p->spline, y, z, (size_t)n) != GSL_SUCCESS)
    return tl_error_set(err, TL_EINVAL, "the profile points could not be interpolated");
  p->y_min = y[0];
  p->y_max = y[n - 1];
  return TL_OK;
}

/* Where a line number is known: "FILE line N: " else "NAME: ". */
static void
where(char *buf, size_t size, const char *name, const int *lines, int i)
{
  if (lines)
    snprintf(buf, size, "%s line %d", name, lines[i]);
  else
    snprintf(buf, size, "%s point %d", name, i + 1);
}

/* Points in mm, any direction; lines[i] the file line of point i (or NULL). */
static TlStatus
build_mm(TlProfileKind kind, const char *name, double *y, double *z, int *lines, int n,
         const TlProfileFit *fit, TlProfile **out, TlError *err)
{
  TlStatus s;
  char at[300];
  TlProfileFit f = fit ? *fit : tl_profile_fit_default();
  if ((s = tl_profile_fit_validate(&f, err)) != TL_OK)
    return s;
  if (n < TL_PROFILE_MIN_POINTS)
    return tl_error_set(err, TL_EINVAL, "%s: %d points, a profile needs at least %d", name, n,
                        TL_PROFILE_MIN_POINTS);
  for (int i = 0; i < n; i++)
    if (!isfinite(y[i]) || !isfinite(z[i])) {
      where(at, sizeof at, name, lines, i);
      return tl_error_set(err, TL_EINVAL, "%s: coordinate is not a finite number", at);
    }
  if (y[n - 1] < y[0]) { /* a decreasing file: reverse */
    for (int i = 0, j = n - 1; i < j; i++, j--) {
      double t = y[i];
      y[i] = y[j];
      y[j] = t;
      t = z[i];
      z[i] = z[j];
      z[j] = t;
      if (lines) {
        const int l = lines[i];
        lines[i] = lines[j];
        lines[j] = l;
      }
    }
  }
  /* Keep points whose y increases; a small step back is a vertical face or
   * an overhang (dropped), a large one an ordering error. */
  int m = 0, dropped = 0;
  for (int i = 0; i < n; i++) {
    if (m > 0 && y[i] <= y[m - 1]) {
      if (y[m - 1] - y[i] > BACKTRACK_MM) {
        where(at, sizeof at, name, lines, i);
        return tl_error_set(err, TL_EINVAL,
                            "%s: y goes back by %.3g mm; the points must follow the profile "
                            "in one direction (not monotonic)",
                            at, y[m - 1] - y[i]);
      }
      dropped++;
      continue;
    }
    y[m] = y[i];
    z[m] = z[i];
    if (lines)
      lines[m] = lines[i];
    m++;
  }
  if (m < TL_PROFILE_MIN_POINTS)
    return tl_error_set(err, TL_EINVAL,
                        "%s: %d points with increasing y remain, a profile needs at least %d", name,
                        m, TL_PROFILE_MIN_POINTS);

  /* The range a profile must cover to be placed and searched (§W3/§W4). */
  double use_min, use_max;
  if (kind == TL_PROFILE_WHEEL) {
    if (y[0] > -62.7 || y[m - 1] < 60.0 - 1e-6)
      return tl_error_set(err, TL_EINVAL,
                          "%s: a wheel profile must cover y = -62.7 to 60 mm (flange tip to "
                          "field side; y = 0 on the taping line); it covers %.4g to %.4g mm",
                          name, y[0], y[m - 1]);
    use_min = -62.7;
    use_max = 60.0;
  } else {
    double top = z[0];
    int itop = 0;
    for (int i = 1; i < m; i++)
      if (z[i] > top) {
        top = z[i];
        itop = i;
      }
    if (z[0] > top - 14.0 || z[m - 1] > top - 14.0)
      return tl_error_set(err, TL_EINVAL,
                          "%s: a rail profile must reach at least 14 mm below the top of the "
                          "head on both sides (gauge measuring depth)",
                          name);
    /* contact range: the head down to 25 mm below the top (the 60E1 head and
     * 0.5 mm of its 1:20 flank reach ~24 mm) */
    int i0 = itop, i1 = itop;
    while (i0 > 0 && z[i0 - 1] >= top - 25.0)
      i0--;
    while (i1 < m - 1 && z[i1 + 1] >= top - 25.0)
      i1++;
    use_min = y[i0];
    use_max = y[i1];
  }

  TlProfile *p = calloc(1, sizeof *p);
  if (!p)
    return tl_error_set(err, TL_ENOMEM, "out of memory for the profile");
  p->kind = kind;
  snprintf(p->name, sizeof p->name, "%s", name);
  if (dropped)
    p->warnings |= TL_PROFILE_WARN_DROPPED;
  /* A wheel file that includes the (steep) flange back face must have it at
   * y = −70 ± 0.5 mm. */
  if (kind == TL_PROFILE_WHEEL && (dropped || fabs((z[1] - z[0]) / (y[1] - y[0])) > 5.0) &&
      fabs(y[0] + 70.0) > 0.5)
    p->warnings |= TL_PROFILE_WARN_BACK_FACE;

  if (f.method == TL_PROFILE_FIT_SMOOTH) {
    double *ry = NULL, *rz = NULL;
    int rn = 0;
    if ((s = bspline_resample(y, z, m, f.knot_spacing / MM, &ry, &rz, &rn, err)) != TL_OK) {
      tl_error_prefix(err, "%s: ", name);
      tl_profile_free(p);
      return s;
    }
    s = spline_build(p, ry, rz, rn, err);
    free(ry);
    free(rz);
  } else {
    s = spline_build(p, y, z, m, err);
  }
  if (s != TL_OK) {
    tl_profile_free(p);
    return s;
  }
  p->use_min = fmax(use_min, p->y_min);
  p->use_max = fmin(use_max, p->y_max);
  *out = p;
  return TL_OK;
}

TlStatus
tl_profile_from_points(TlProfileKind kind, const char *name, const double *y, const double *z,
                       int n, const TlProfileFit *fit, TlProfile **out, TlError *err)
{
  if (n < TL_PROFILE_MIN_POINTS)
    return tl_error_set(err, TL_EINVAL, "%s: %d points, a profile needs at least %d",
                        name ? name : "profile", n, TL_PROFILE_MIN_POINTS);
  double *ym = malloc(sizeof(double) * (size_t)n), *zm = malloc(sizeof(double) * (size_t)n);
  if (!ym || !zm) {
    free(ym);
    free(zm);
    return tl_error_set(err, TL_ENOMEM, "out of memory for the profile");
  }
  for (int i = 0; i < n; i++) {
    ym[i] = y[i] / MM;
    zm[i] = z[i] / MM;
  }
  const TlStatus s = build_mm(kind, name ? name : "profile", ym, zm, NULL, n, fit, out, err);
  free(ym);
  free(zm);
  return s;
}

/* ---- files ---------------------------------------------------------------------- */

/* Read the whole of a regular file of at most TL_PROFILE_FILE_MAX bytes. */
static TlStatus
read_file(const char *path, char **text, size_t *len, TlError *err)
{
  FILE *f = fopen(path, "rb");
  if (!f)
    return tl_error_set(err, TL_EIO, "%s: cannot open (%s)", path, g_strerror(errno));
  struct stat st;
  if (fstat(fileno(f), &st) != 0 || !S_ISREG(st.st_mode)) {
    fclose(f);
    return tl_error_set(err, TL_EIO, "%s: not a regular file", path);
  }
  if (st.st_size > TL_PROFILE_FILE_MAX) {
    fclose(f);
    return tl_error_set(err, TL_EFORMAT, "%s: file too large for a profile (%lld bytes, at most %d)",
                        path, (long long)st.st_size, TL_PROFILE_FILE_MAX);
  }
  char *buf = malloc((size_t)st.st_size + 1);
  if (!buf) {
    fclose(f);
    return tl_error_set(err, TL_ENOMEM, "out of memory reading %s", path);
  }
  const size_t got = fread(buf, 1, (size_t)st.st_size + 1, f);
  const int bad = ferror(f);
  fclose(f);
  if (bad || got > (size_t)st.st_size) {
    free(buf);
    return tl_error_set(err, TL_EIO, "%s: read error (or the file changed while reading)", path);
  }
  buf[got] = '\0';
  *text = buf;
  *len = got;
  return TL_OK;
}

/* "# key = value" header comment: copy key and value (lower case). */
static int
header_comment(const char *c, char *key, size_t ksize, char *val, size_t vsize)
{
  while (*c == '#' || *c == ' ' || *c == '\t')
    c++;
  size_t k = 0;
  while ((g_ascii_isalnum(*c) || *c == '_') && k + 1 < ksize)
    key[k++] = g_ascii_tolower(*c++);
  key[k] = '\0';
  while (*c == ' ' || *c == '\t')
    c++;
  if (k == 0 || *c != '=')
    return 0;
  c++;
  while (*c == ' ' || *c == '\t')
    c++;
  size_t v = 0;
  while (*c && *c != ' ' && *c != '\t' && *c != '\r' && v + 1 < vsize)
    val[v++] = g_ascii_tolower(*c++);
  val[v] = '\0';
  return 1;
}

/* Two numbers separated by spaces/tabs or one comma, nothing else. */
static int
parse_pair(const char *s, double *a, double *b)
{
  char *end;
  while (*s == ' ' || *s == '\t')
    s++;
  *a = g_ascii_strtod(s, &end);
  if (end == s)
    return 0;
  s = end;
  while (*s == ' ' || *s == '\t')
    s++;
  if (*s == ',') {
    s++;
    while (*s == ' ' || *s == '\t')
      s++;
  } else if (s == end) {
    return 0; /* no separator at all */
  }
  *b = g_ascii_strtod(s, &end);
  if (end == s)
    return 0;
  s = end;
  while (*s == ' ' || *s == '\t' || *s == '\r')
    s++;
  return *s == '\0';
}

/* A header line such as "y,z" or "y_mm z_mm": letters, digits, _, separators. */
static int
is_header_line(const char *s)
{
  while (*s == ' ' || *s == '\t')
    s++;
  if (!g_ascii_isalpha(*s))
    return 0;
  for (; *s; s++)
    if (!g_ascii_isalnum(*s) && !strchr("_ ,\t\r()[]", *s))
      return 0;
  return 1;
}

static TlStatus
parse_text(const char *path, char *text, size_t len, TlProfileKind kind, double **py, double **pz,
           int **pl, int *pn, TlError *err)
{
  if (memchr(text, '\0', len))
    return tl_error_set(err, TL_EFORMAT, "%s: contains NUL bytes, not a text file", path);
  if (!g_utf8_validate(text, (gssize)len, NULL))
    return tl_error_set(err, TL_EFORMAT, "%s: not UTF-8 text", path);
  int cap = 256, n = 0, mirror = 0, flip = 0, line_no = 0, header_seen = 0;
  double *y = malloc(sizeof(double) * (size_t)cap), *z = malloc(sizeof(double) * (size_t)cap);
  int *lines = malloc(sizeof(int) * (size_t)cap);
  TlStatus s = TL_OK;
  if (!y || !z || !lines) {
    s = tl_error_set(err, TL_ENOMEM, "out of memory reading %s", path);
    goto fail;
  }
  char *save = NULL;
  for (char *line = text; line; line = save) {
    char *nl = strchr(line, '\n');
    save = nl ? nl + 1 : NULL;
    if (nl)
      *nl = '\0';
    line_no++;
    char *hash = strchr(line, '#');
    if (hash) {
      char key[32], val[32];
      if (header_comment(hash, key, sizeof key, val, sizeof val)) {
        if (strcmp(key, "kind") == 0) {
          const int is_wheel = strcmp(val, "wheel") == 0, is_rail = strcmp(val, "rail") == 0;
          if (!is_wheel && !is_rail) {
            s = tl_error_set(err, TL_EFORMAT, "%s line %d: kind must be wheel or rail", path,
                             line_no);
            goto fail;
          }
          if ((kind == TL_PROFILE_WHEEL) != is_wheel) {
            s = tl_error_set(err, TL_EINVAL, "%s line %d: the file is a %s profile, a %s "
                             "profile was expected", path, line_no, is_wheel ? "wheel" : "rail",
                             kind == TL_PROFILE_WHEEL ? "wheel" : "rail");
            goto fail;
          }
        } else if (strcmp(key, "mirror_y") == 0 || strcmp(key, "flip_z") == 0) {
          if (strcmp(val, "0") != 0 && strcmp(val, "1") != 0) {
            s = tl_error_set(err, TL_EFORMAT, "%s line %d: %s must be 0 or 1", path, line_no,
                             key);
            goto fail;
          }
          *(strcmp(key, "mirror_y") == 0 ? &mirror : &flip) = val[0] == '1';
        }
      }
      *hash = '\0';
    }
    const char *c = line;
    while (*c == ' ' || *c == '\t' || *c == '\r')
      c++;
    if (!*c)
      continue;
    double a, b;
    if (!parse_pair(line, &a, &b)) {
      if (n == 0 && !header_seen && is_header_line(line)) {
        header_seen = 1;
        continue;
      }
      s = tl_error_set(err, TL_EFORMAT,
                       "%s line %d: expected two numbers y z in mm (separated by spaces, tabs "
                       "or one comma)",
                       path, line_no);
      goto fail;
    }
    if (!isfinite(a) || !isfinite(b) || fabs(a) > 1e4 || fabs(b) > 1e4) {
      s = tl_error_set(err, TL_EFORMAT, "%s line %d: coordinate not finite or beyond 10 m", path,
                       line_no);
      goto fail;
    }
    if (n == cap) {
      cap *= 2;
      double *ny = realloc(y, sizeof(double) * (size_t)cap);
      if (ny)
        y = ny;
      double *nz = realloc(z, sizeof(double) * (size_t)cap);
      if (nz)
        z = nz;
      int *nl2 = realloc(lines, sizeof(int) * (size_t)cap);
      if (nl2)
        lines = nl2;
      if (!ny || !nz || !nl2) {
        s = tl_error_set(err, TL_ENOMEM, "out of memory reading %s", path);
        goto fail;
      }
    }
    y[n] = a;
    z[n] = b;
    lines[n] = line_no;
    n++;
  }
  for (int i = 0; i < n; i++) {
    if (mirror)
      y[i] = -y[i];
    if (flip)
      z[i] = -z[i];
  }
  *py = y;
  *pz = z;
  *pl = lines;
  *pn = n;
  return TL_OK;
fail:
  free(y);
  free(z);
  free(lines);
  return s;
}

TlStatus
tl_profile_load(const char *path, TlProfileKind kind, const TlProfileFit *fit, TlProfile **out,
                TlError *err)
{
  char *text = NULL;
  size_t len = 0;
  TlStatus s;
  if ((s = read_file(path, &text, &len, err)) != TL_OK)
    return s;
  double *y = NULL, *z = NULL;
  int *lines = NULL, n = 0;
  s = parse_text(path, text, len, kind, &y, &z, &lines, &n, err);
  free(text);
  if (s != TL_OK)
    return s;
  s = build_mm(kind, path, y, z, lines, n, fit, out, err);
  if (s == TL_EINVAL)
    s = TL_EFORMAT; /* a bad file, not a bad parameter */
  free(y);
  free(z);
  free(lines);
  return s;
}

const char *
tl_profile_builtin_name(TlProfileKind kind)
{
  return kind == TL_PROFILE_WHEEL ? "S1002" : "60E1";
}

TlStatus
tl_profile_open(const char *name, TlProfileKind kind, const TlProfileFit *fit, TlProfile **out,
                TlError *err)
{
  if (g_ascii_strcasecmp(name, tl_profile_builtin_name(kind)) == 0)
    return kind == TL_PROFILE_WHEEL ? tl_profile_s1002(out, err) : tl_profile_60e1(out, err);
  return tl_profile_load(name, kind, fit, out, err);
}

int
tl_profile_has_name(const TlProfile *p, const char *name)
{
  if (tl_profile_is_analytic(p)) /* its name is the built-in one: any case will do */
    return g_ascii_strcasecmp(name, tl_profile_name(p)) == 0;
  return strcmp(tl_profile_name(p), name) == 0;
}

TlStatus
tl_profile_save(const TlProfile *p, const char *path, double step, TlError *err)
{
  double *y, *z;
  int n;
  TlStatus s;
  if ((s = tl_profile_sample(p, step, &y, &z, &n, err)) != TL_OK)
    return s;
  FILE *f = fopen(path, "w");
  if (!f) {
    free(y);
    free(z);
    return tl_error_set(err, TL_EIO, "%s: cannot write (%s)", path, g_strerror(errno));
  }
  fprintf(f, "# %s profile %s, y toward the field side, z up, mm\n# kind = %s\n",
          p->kind == TL_PROFILE_WHEEL ? "wheel" : "rail", p->name,
          p->kind == TL_PROFILE_WHEEL ? "wheel" : "rail");
  for (int i = 0; i < n; i++) {
    char a[G_ASCII_DTOSTR_BUF_SIZE], b[G_ASCII_DTOSTR_BUF_SIZE];
    fprintf(f, "%s %s\n", g_ascii_formatd(a, sizeof a, "%.10g", y[i] / MM),
            g_ascii_formatd(b, sizeof b, "%.10g", z[i] / MM));
  }
  free(y);
  free(z);
  if (fclose(f) != 0)
    return tl_error_set(err, TL_EIO, "%s: write error", path);
  return TL_OK;
}
