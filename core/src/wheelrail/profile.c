/* profile.c — the built-in S1002 wheel and 60E1 rail profiles, evaluation and
 * sampling (docs/theory-wheel-rail.md §W1–§W3).
 *
 * Inside this file lengths are in mm, the unit the profile data are defined
 * in; the public functions take and return metres. */
#include "profile_internal.h"

#include <gsl/gsl_errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MM 1e-3 /* m per mm (core/include/tribo/units.h has the same factor) */

static TlProfile *
profile_new(TlProfileKind kind, const char *name, int n_pieces)
{
  TlProfile *p = calloc(1, sizeof *p);
  if (!p)
    return NULL;
  p->kind = kind;
  snprintf(p->name, sizeof p->name, "%s", name ? name : "profile");
  if (n_pieces > 0) {
    p->pieces = calloc((size_t)n_pieces, sizeof *p->pieces);
    if (!p->pieces) {
      free(p);
      return NULL;
    }
  }
  return p;
}

void
tl_profile_free(TlProfile *p)
{
  if (!p)
    return;
  free(p->pieces);
  if (p->spline)
    gsl_spline_free(p->spline);
  free(p);
}

/* ---- pieces ----------------------------------------------------------- */

static void
piece_arc(TlProfilePiece *pc, double y0, double y1, double yc, double zc, double r, int branch)
{
  *pc = (TlProfilePiece){
    .kind = TL_PIECE_ARC, .y0 = y0, .y1 = y1, .yc = yc, .zc = zc, .r = r, .branch = branch
  };
}

/* z = Σ c[k] y^k, k = 0..deg; sign multiplies every coefficient. */
static void
piece_poly(TlProfilePiece *pc, double y0, double y1, const double *c, int deg, double sign)
{
  pc->kind = TL_PIECE_POLY;
  pc->y0 = y0;
  pc->y1 = y1;
  pc->deg = deg;
  for (int k = 0; k <= deg; k++)
    pc->c[k] = sign * c[k];
}

/* Value, slope, second derivative of one piece at y [mm]. */
static void
piece_eval(const TlProfilePiece *pc, double y, double *z, double *dz, double *d2z)
{
  if (pc->kind == TL_PIECE_ARC) {
    const double u = y - pc->yc;
    const double q2 = fmax(pc->r * pc->r - u * u, 1e-300);
    const double q = sqrt(q2);
    *z = pc->zc + pc->branch * q;
    *dz = -pc->branch * u / q;
    *d2z = -pc->branch * pc->r * pc->r / (q2 * q);
    return;
  }
  /* Horner for value and both derivatives */
  double v = pc->c[pc->deg], d1 = 0.0, d2 = 0.0;
  for (int k = pc->deg - 1; k >= 0; k--) {
    d2 = d2 * y + 2.0 * d1;
    d1 = d1 * y + v;
    v = v * y + pc->c[k];
  }
  *z = v;
  *dz = d1;
  *d2z = d2;
}

/* The piece containing y (left-closed intervals; clamped to the ends). */
static const TlProfilePiece *
piece_find(const TlProfile *p, double y)
{
  int lo = 0, hi = p->n_pieces - 1;
  while (lo < hi) {
    const int mid = (lo + hi + 1) / 2;
    if (y >= p->pieces[mid].y0)
      lo = mid;
    else
      hi = mid - 1;
  }
  return &p->pieces[lo];
}

void
tl_profile_eval_mm(const TlProfile *p, double y, double *z, double *dz, double *d2z)
{
  double zv, d1, d2;
  y = fmin(fmax(y, p->y_min), p->y_max);
  if (p->spline) {
    zv = gsl_spline_eval(p->spline, y, NULL);
    d1 = gsl_spline_eval_deriv(p->spline, y, NULL);
    d2 = gsl_spline_eval_deriv2(p->spline, y, NULL);
  } else {
    piece_eval(piece_find(p, y), y, &zv, &d1, &d2);
  }
  if (z)
    *z = zv;
  if (dz)
    *dz = d1;
  if (d2z)
    *d2z = d2;
}

void
tl_profile_eval(const TlProfile *p, double y, double *z, double *dz, double *d2z)
{
  double zv, d1, d2;
  tl_profile_eval_mm(p, y / MM, &zv, &d1, &d2);
  if (z)
    *z = zv * MM;
  if (dz)
    *dz = d1;
  if (d2z)
    *d2z = d2 / MM;
}

double
tl_profile_curvature(const TlProfile *p, double y)
{
  double dz, d2z;
  tl_profile_eval(p, y, NULL, &dz, &d2z);
  const double k = d2z / pow(1.0 + dz * dz, 1.5);
  return p->kind == TL_PROFILE_WHEEL ? k : -k;
}

/* ---- S1002 (EN 13715) ------------------------------------------------------ */

/* Native coordinates: s from the taping line toward the field side, F(s) the
 * radius increase over r0 (toward the flange), z = −F. */
TlStatus
tl_profile_s1002(TlProfile **out, TlError *err)
{
  static const double b[9] = { 0.0,
                               -3.358537058e-2,
                               +1.565681624e-3,
                               -2.810427944e-5,
                               +5.844240864e-8,
                               -1.562379023e-8,
                               +5.309217349e-15,
                               -5.957839843e-12,
                               +2.646656573e-13 };
  static const double c[8] = { -4.320221063e+3, -1.038384026e+3, -1.065501873e+2,
                               -6.051367875,    -2.054332446e-1, -4.169739389e-3,
                               -4.687195829e-5, -2.252755540e-7 };
  static const double e[2] = { -93.576667419, -2.747477419 };
  static const double a[2] = { 1.364323640, -0.066666667 };
  TlProfile *p = profile_new(TL_PROFILE_WHEEL, "S1002", 8);
  if (!p)
    return tl_error_set(err, TL_ENOMEM, "out of memory for the S1002 profile");
  TlProfilePiece *pc = p->pieces;
  /* Arcs in F (centre (s_c, F_c), branch σ) become arcs in z = −F with
   * centre (s_c, −F_c) and branch −σ. */
  piece_arc(&pc[0], -70.0, -62.764705882, -49.5, -9.519259302, 20.5, -1);              /* H */
  piece_arc(&pc[1], -62.764705882, -49.662510381, -55.0, -16.0, 12.0, -1);             /* G */
  piece_arc(&pc[2], -49.662510381, -39.764473993, -58.558326413, -8.834924130, 20.0, -1); /* F */
  piece_poly(&pc[3], -39.764473993, -38.426669071, e, 1, -1.0);                          /* E */
  piece_arc(&pc[4], -38.426669071, -35.0, -26.210665, -16.446, 13.0, +1);              /* D */
  piece_poly(&pc[5], -35.0, -26.0, c, 7, -1.0);                                          /* C */
  piece_poly(&pc[6], -26.0, 32.15796, b, 8, -1.0);                                       /* B */
  piece_poly(&pc[7], 32.15796, 60.0, a, 1, -1.0);                                        /* A */
  p->n_pieces = 8;
  p->y_min = -70.0;
  p->y_max = 60.0;
  p->use_min = -62.7;
  p->use_max = 60.0;
  *out = p;
  return TL_OK;
}

/* ---- 60E1 (EN 13674-1) ----------------------------------------------------- */

/* Built from its defining data: radii 300, 80, 13 mm joined tangentially at
 * |y| = 20.456/2 and 52.053/2, then the 1:20 flank from where the R13 arc's
 * tangent reaches 1:20 down to the underside z = −51 + |y|/2.75. */
TlStatus
tl_profile_60e1(TlProfile **out, TlError *err)
{
  TlProfile *p = profile_new(TL_PROFILE_RAIL, "60E1", 9);
  if (!p)
    return tl_error_set(err, TL_ENOMEM, "out of memory for the 60E1 profile");
  const double y12 = 20.456 / 2.0, y23 = 52.053 / 2.0;
  const double c300y = 0.0, c300z = -300.0;
  const double p12z = c300z + sqrt(300.0 * 300.0 - y12 * y12);
  const double c80y = y12 + 80.0 / 300.0 * (c300y - y12);
  const double c80z = p12z + 80.0 / 300.0 * (c300z - p12z);
  const double p23z = c80z + sqrt(80.0 * 80.0 - (y23 - c80y) * (y23 - c80y));
  const double c13y = y23 + 13.0 / 80.0 * (c80y - y23);
  const double c13z = p23z + 13.0 / 80.0 * (c80z - p23z);
  const double yf = c13y + 13.0 * 20.0 / sqrt(401.0);
  const double zf = c13z + 13.0 / sqrt(401.0);
  /* flank z = zf − 20 (y − yf) meets the underside z = −51 + y/2.75 */
  const double ye = (zf + 20.0 * yf + 51.0) / (20.0 + 1.0 / 2.75);
  const double flank[2] = { zf + 20.0 * yf, -20.0 };
  const double flank_l[2] = { zf + 20.0 * yf, 20.0 }; /* mirrored: z = zf − 20(−y − yf) */

  TlProfilePiece *pc = p->pieces;
  piece_poly(&pc[0], -ye, -yf, flank_l, 1, 1.0);
  piece_arc(&pc[1], -yf, -y23, -c13y, c13z, 13.0, +1);
  piece_arc(&pc[2], -y23, -y12, -c80y, c80z, 80.0, +1);
  piece_arc(&pc[3], -y12, y12, c300y, c300z, 300.0, +1);
  piece_arc(&pc[4], y12, y23, c80y, c80z, 80.0, +1);
  piece_arc(&pc[5], y23, yf, c13y, c13z, 13.0, +1);
  piece_poly(&pc[6], yf, ye, flank, 1, 1.0);
  p->n_pieces = 7;
  p->y_min = -ye;
  p->y_max = ye;
  p->use_min = -(yf + 0.5);
  p->use_max = yf + 0.5;
  *out = p;
  return TL_OK;
}

/* ---- queries --------------------------------------------------------------- */

TlProfileKind
tl_profile_kind(const TlProfile *p)
{
  return p->kind;
}

const char *
tl_profile_name(const TlProfile *p)
{
  return p->name;
}

unsigned
tl_profile_warnings(const TlProfile *p)
{
  return p->warnings;
}

int
tl_profile_is_analytic(const TlProfile *p)
{
  return p->spline == NULL;
}

void
tl_profile_domain(const TlProfile *p, double *y_min, double *y_max)
{
  if (y_min)
    *y_min = p->y_min * MM;
  if (y_max)
    *y_max = p->y_max * MM;
}

void
tl_profile_usable(const TlProfile *p, double *y_min, double *y_max)
{
  if (y_min)
    *y_min = p->use_min * MM;
  if (y_max)
    *y_max = p->use_max * MM;
}

int
tl_profile_breaks(const TlProfile *p, double *y, int max)
{
  const int n = p->spline ? 0 : p->n_pieces - 1;
  for (int i = 0; i < n && i < max; i++)
    y[i] = p->pieces[i + 1].y0 * MM;
  return n;
}

/* ---- sampling --------------------------------------------------------------- */

typedef struct {
  double *y, *z;
  int n, cap;
} Poly;

static int
poly_push(Poly *pl, double y, double z)
{
  if (pl->n > 0 && y <= pl->y[pl->n - 1])
    return 1; /* a shared break point: keep the first */
  if (pl->n == pl->cap) {
    const int cap = pl->cap ? 2 * pl->cap : 256;
    double *ny = realloc(pl->y, sizeof(double) * (size_t)cap);
    if (!ny)
      return 0;
    pl->y = ny;
    double *nz = realloc(pl->z, sizeof(double) * (size_t)cap);
    if (!nz)
      return 0;
    pl->z = nz;
    pl->cap = cap;
  }
  pl->y[pl->n] = y;
  pl->z[pl->n] = z;
  pl->n++;
  return 1;
}

/* Sample [y0, y1] of piece pc [mm] with spacing step [mm]. */
static int
sample_piece(const TlProfile *p, const TlProfilePiece *pc, double y0, double y1, double step,
             Poly *pl)
{
  int m;
  double z, d1, d2;
  if (!pc) { /* spline: uniform in y */
    m = (int)ceil((y1 - y0) / step);
  } else if (pc->kind == TL_PIECE_ARC) {
    /* uniform in angle: Δθ = step / R */
    const double t0 = asin(fmax(-1.0, fmin(1.0, (y0 - pc->yc) / pc->r)));
    const double t1 = asin(fmax(-1.0, fmin(1.0, (y1 - pc->yc) / pc->r)));
    m = (int)ceil(fabs(t1 - t0) * pc->r / step);
    if (m < 1)
      m = 1;
    for (int i = 0; i <= m; i++) {
      const double y = i == m ? y1 : pc->yc + pc->r * sin(t0 + (t1 - t0) * i / m);
      piece_eval(pc, y, &z, &d1, &d2);
      if (!poly_push(pl, y, z))
        return 0;
    }
    return 1;
  } else { /* polynomials and lines uniformly in y (a line by its ends alone would
              let a spline through the samples bulge) */
    m = (int)ceil((y1 - y0) / step);
  }
  if (m < 1)
    m = 1;
  for (int i = 0; i <= m; i++) {
    const double y = i == m ? y1 : y0 + (y1 - y0) * i / m;
    if (pc)
      piece_eval(pc, y, &z, &d1, &d2);
    else
      tl_profile_eval_mm(p, y, &z, NULL, NULL);
    if (!poly_push(pl, y, z))
      return 0;
  }
  return 1;
}

TlStatus
tl_profile_sample(const TlProfile *p, double step, double **y, double **z, int *n, TlError *err)
{
  if (!(step >= 1e-6 && step <= 5e-3))
    return tl_error_set(err, TL_EINVAL,
                        "profile sampling step must lie between 0.001 and 5 mm (got %g mm)",
                        step / MM);
  Poly pl = { 0 };
  const double st = step / MM;
  int ok = 1;
  if (p->spline) {
    ok = sample_piece(p, NULL, p->y_min, p->y_max, st, &pl);
  } else {
    for (int i = 0; i < p->n_pieces && ok; i++)
      ok = sample_piece(p, &p->pieces[i], p->pieces[i].y0, p->pieces[i].y1, st, &pl);
  }
  if (!ok) {
    free(pl.y);
    free(pl.z);
    return tl_error_set(err, TL_ENOMEM, "out of memory sampling the profile");
  }
  for (int i = 0; i < pl.n; i++) {
    pl.y[i] *= MM;
    pl.z[i] *= MM;
  }
  *y = pl.y;
  *z = pl.z;
  *n = pl.n;
  return TL_OK;
}
