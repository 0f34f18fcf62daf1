/* subsurface.c — stresses in the half-space under piecewise-constant surface
 * tractions: the closed-form influence of a uniformly loaded rectangle
 * (docs/theory-subsurface.md §2), superposed over the grid directly or, for
 * sections, through cached per-depth correlation tables (§3), and the
 * derived measures (§4). */
#include "tribo/subsurface.h"

#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "tribo/names.h"
#include "tribo/ranges.h"
#include "tribo/wear.h"

/* ---- measures ----------------------------------------------------------------- */

static const char *const measure_names[TL_MEASURE_COUNT] = {
  "von-mises", "tresca", "max-shear", "sxd", "syd", "hydrostatic",
  "s1",        "s3",     "sxx",       "syy", "sdd", "sxy"};

TL_DEFINE_ENUM_NAMES(tl_stress_measure, TlStressMeasure, measure_names, "stress measure", "?")

int
tl_stress_measure_signed(TlStressMeasure m)
{
  return !(m == TL_MEASURE_VON_MISES || m == TL_MEASURE_TRESCA || m == TL_MEASURE_MAX_SHEAR);
}

static const char *const body_names[] = { "rail", "wheel" };

/* (a value past the table is named as the rail, as it always was) */
TL_DEFINE_ENUM_NAMES(tl_body, TlBody, body_names, "body", "rail")

const char *
tl_plane_name(TlPlane p)
{
  return p == TL_PLANE_XZ ? "xz" : p == TL_PLANE_YZ ? "yz" : "line";
}

/* Closed-form eigenvalues of the symmetric tensor (docs/theory-subsurface.md
 * §4): σ = q + 2p cos(φ + 2πk/3), φ = ⅓ acos(det((σ − qI)/p)/2). */
void
tl_stress_principal(const TlStress *s, double out[3])
{
  const double q = (s->sxx + s->syy + s->sdd) / 3.0;
  const double shear2 = s->sxy * s->sxy + s->sxd * s->sxd + s->syd * s->syd;
  const double bx = s->sxx - q, by = s->syy - q, bd = s->sdd - q;
  const double p2 = (bx * bx + by * by + bd * bd + 2.0 * shear2) / 6.0;
  const double scale = fabs(s->sxx) + fabs(s->syy) + fabs(s->sdd) + sqrt(shear2);
  if (shear2 == 0.0) { /* already diagonal: sort */
    double a = s->sxx, b = s->syy, c = s->sdd, t;
    if (a < b) { t = a; a = b; b = t; }
    if (b < c) { t = b; b = c; c = t; }
    if (a < b) { t = a; a = b; b = t; }
    out[0] = a;
    out[1] = b;
    out[2] = c;
    return;
  }
  const double p = sqrt(p2);
  if (p <= 1e-15 * scale) {
    out[0] = out[1] = out[2] = q;
    return;
  }
  const double ix = bx / p, iy = by / p, id = bd / p;
  const double jxy = s->sxy / p, jxd = s->sxd / p, jyd = s->syd / p;
  const double det = ix * (iy * id - jyd * jyd) - jxy * (jxy * id - jyd * jxd) +
                     jxd * (jxy * jyd - iy * jxd);
  double r = det / 2.0;
  r = r < -1.0 ? -1.0 : r > 1.0 ? 1.0 : r;
  const double phi = acos(r) / 3.0;
  out[0] = q + 2.0 * p * cos(phi);
  out[2] = q + 2.0 * p * cos(phi + 2.0 * M_PI / 3.0);
  out[1] = 3.0 * q - out[0] - out[2];
}

double
tl_stress_von_mises(const TlStress *s)
{
  const double a = s->sxx - s->syy, b = s->syy - s->sdd, c = s->sdd - s->sxx;
  return sqrt(0.5 * (a * a + b * b + c * c) +
              3.0 * (s->sxy * s->sxy + s->sxd * s->sxd + s->syd * s->syd));
}

double
tl_stress_tresca(const TlStress *s)
{
  double e[3];
  tl_stress_principal(s, e);
  return e[0] - e[2];
}

double
tl_stress_max_shear(const TlStress *s)
{
  return 0.5 * tl_stress_tresca(s);
}

double
tl_stress_hydrostatic(const TlStress *s)
{
  return (s->sxx + s->syy + s->sdd) / 3.0;
}

double
tl_stress_measure(const TlStress *s, TlStressMeasure m)
{
  double e[3];
  switch (m) {
  case TL_MEASURE_VON_MISES: return tl_stress_von_mises(s);
  case TL_MEASURE_TRESCA: return tl_stress_tresca(s);
  case TL_MEASURE_MAX_SHEAR: return tl_stress_max_shear(s);
  case TL_MEASURE_SXD: return s->sxd;
  case TL_MEASURE_SYD: return s->syd;
  case TL_MEASURE_HYDROSTATIC: return tl_stress_hydrostatic(s);
  case TL_MEASURE_S1: tl_stress_principal(s, e); return e[0];
  case TL_MEASURE_S3: tl_stress_principal(s, e); return e[2];
  case TL_MEASURE_SXX: return s->sxx;
  case TL_MEASURE_SYY: return s->syy;
  case TL_MEASURE_SDD: return s->sdd;
  case TL_MEASURE_SXY: return s->sxy;
  default: return NAN;
  }
}

/* ---- the corner primitive (docs/theory-subsurface.md §2) ------------------------ */

enum { N_FUNC = 18 }; /* p, τx, τy × xx, yy, dd, xy, xd, yd */

/* K(X, Y, d) of all 18 functions at one corner; the stress of a cell is
 * Σ_{s,t} s·t·K over its four corners.  d ≥ 0 and (X, Y, d) not on an edge
 * line at d = 0 (then R + X > 0 and R + Y > 0). */
static void
corner(double X, double Y, double d, double nu, double *k)
{
  const double X2 = X * X, Y2 = Y * Y, d2 = d * d;
  const double R = sqrt(X2 + Y2 + d2);
  /* R + X without cancellation for X < 0, likewise R + Y */
  const double rx = X >= 0.0 ? R + X : (Y2 + d2) / (R - X);
  const double ry = Y >= 0.0 ? R + Y : (X2 + d2) / (R - Y);
  const double rd = R + d;
  const double T = atan2(X * Y, d * R);
  const double Ax = atan2(X * Y * (R - d), X2 * R + Y2 * d);
  const double Ay = T - Ax;
  const double LX = log(rx), LY = log(ry), Ld = log(rd);
  const double D = d > 0.0 ? (X * Y * d / R) * (1.0 / (X2 + d2) + 1.0 / (Y2 + d2)) : 0.0;
  const double iR = 1.0 / R, c = 1.0 / (2.0 * M_PI);
  const double dXRy = d * X * iR / ry, dYRx = d * Y * iR / rx;
  const double d2Ry = d2 * iR / ry, d2Rx = d2 * iR / rx;
  const double Yd = Y / rd, Xd = X / rd, dYRd = d * Y * iR / rd, dXRd = d * X * iR / rd;
  /* pressure */
  k[0] = -c * (Ax + 2.0 * nu * Ay + dXRy);
  k[1] = -c * (Ay + 2.0 * nu * Ax + dYRx);
  k[2] = -c * (T + D);
  k[3] = -c * ((1.0 - 2.0 * nu) * Ld + d * iR);
  k[4] = -c * d2Ry;
  k[5] = -c * d2Rx;
  /* τx */
  k[6] = c * (2.0 * LY + 2.0 * nu * Yd + dYRd + d2Ry);
  k[7] = c * (2.0 * nu * LY - 2.0 * nu * Yd - dYRd);
  k[8] = -c * d2Ry;
  k[9] = c * (LX - 2.0 * nu * Xd - dXRd);
  k[10] = -c * (T + dXRy);
  k[11] = -c * d * iR;
  /* τy: the τx set with X ↔ Y and x ↔ y */
  k[12] = c * (2.0 * nu * LX - 2.0 * nu * Xd - dXRd);
  k[13] = c * (2.0 * LX + 2.0 * nu * Xd + dXRd + d2Rx);
  k[14] = -c * d2Rx;
  k[15] = c * (LY - 2.0 * nu * Yd - dYRd);
  k[16] = -c * d * iR;
  k[17] = -c * (T + dYRx);
}

static TlStatus
check_depth(double d, TlError *err)
{
  if (!isfinite(d) || d < 0.0)
    return tl_error_set(err, TL_EINVAL,
                        "depth below the surface must be finite and at least 0 (got %g m)", d);
  return TL_OK;
}

/* 1 if v lies on an edge line of a lattice of cells of pitch h whose centres
 * are at c0 + nh (within a millionth of a cell). */
static int
on_edge_line(double v, double c0, double h)
{
  const double u = (v - c0) / h + 0.5;
  return fabs(u - nearbyint(u)) < 1e-6;
}

TlStatus
tl_subsurface_cell(double x, double y, double d, double dx, double dy, double nu, double out[18],
                   TlError *err)
{
  TlStatus s;
  if ((s = check_depth(d, err)) != TL_OK ||
      (s = tl_check_positive(dx, "cell length", "m", err)) != TL_OK ||
      (s = tl_check_positive(dy, "cell width", "m", err)) != TL_OK ||
      (s = tl_check_range(nu, 0.0, 0.5, "Poisson's ratio", "-", err)) != TL_OK ||
      (s = tl_check_finite(x, "x", "m", err)) != TL_OK ||
      (s = tl_check_finite(y, "y", "m", err)) != TL_OK)
    return s;
  if (d == 0.0 && (fabs(fabs(x) - dx / 2) < 1e-9 * dx || fabs(fabs(y) - dy / 2) < 1e-9 * dy))
    return tl_error_set(err, TL_EINVAL,
                        "on the surface the stress of a uniformly loaded cell is singular on "
                        "its edge lines; evaluate at a depth > 0 or off the edges");
  double k[4][N_FUNC];
  corner(x + dx / 2, y + dy / 2, d, nu, k[0]);
  corner(x - dx / 2, y + dy / 2, d, nu, k[1]);
  corner(x + dx / 2, y - dy / 2, d, nu, k[2]);
  corner(x - dx / 2, y - dy / 2, d, nu, k[3]);
  for (int f = 0; f < N_FUNC; f++)
    out[f] = k[0][f] - k[1][f] - k[2][f] + k[3][f];
  return TL_OK;
}

/* ---- direct sums ---------------------------------------------------------------- */

static double
body_poisson(const TlTractionField *f, TlBody body)
{
  return body == TL_BODY_WHEEL ? f->poisson_wheel : f->poisson_rail;
}

/* The stress at (x, y, d) by a direct sum; kc holds (mx+1)(my+1)·18 doubles. */
static void
point_sum(const TlTractionField *f, TlBody body, double x, double y, double d, double *kc,
          TlStress *out)
{
  const TlGrid *g = &f->grid;
  const int mx = g->mx, my = g->my, nx = mx + 1;
  const double nu = body_poisson(f, body), sg = body == TL_BODY_WHEEL ? -1.0 : 1.0;
  const double ex0 = g->x[0] - g->dx / 2, ey0 = g->y[0] - g->dy / 2;
  /* corners only where a loaded cell needs them */
  unsigned char *need = (unsigned char *)(kc + (size_t)nx * (my + 1) * N_FUNC);
  memset(need, 0, (size_t)nx * (my + 1));
  for (int j = 0; j < my; j++)
    for (int i = 0; i < mx; i++) {
      const int c = j * mx + i;
      if (f->t.pn[c] != 0.0 || f->t.tx[c] != 0.0 || f->t.ty[c] != 0.0)
        need[j * nx + i] = need[j * nx + i + 1] = need[(j + 1) * nx + i] =
          need[(j + 1) * nx + i + 1] = 1;
    }
  for (int j = 0; j <= my; j++)
    for (int i = 0; i <= mx; i++)
      if (need[j * nx + i])
        corner(x - (ex0 + i * g->dx), y - (ey0 + j * g->dy), d, nu,
               kc + ((size_t)j * nx + i) * N_FUNC);
  double acc[6] = {0};
  for (int j = 0; j < my; j++)
    for (int i = 0; i < mx; i++) {
      const int c = j * mx + i;
      const double w[3] = {f->t.pn[c], sg * f->t.tx[c], sg * f->t.ty[c]};
      if (w[0] == 0.0 && w[1] == 0.0 && w[2] == 0.0)
        continue;
      const double *k00 = kc + ((size_t)j * nx + i) * N_FUNC, *k10 = k00 + N_FUNC;
      const double *k01 = k00 + (size_t)nx * N_FUNC, *k11 = k01 + N_FUNC;
      for (int L = 0; L < 3; L++) {
        if (w[L] == 0.0)
          continue;
        for (int q = 0; q < 6; q++) {
          const int fq = 6 * L + q;
          acc[q] += w[L] * (k00[fq] - k10[fq] - k01[fq] + k11[fq]);
        }
      }
    }
  *out = (TlStress){acc[0], acc[1], acc[2], acc[3], acc[4], acc[5]};
}

static double *
point_scratch(const TlTractionField *f, TlError *err)
{
  const size_t n = (size_t)(f->grid.mx + 1) * (f->grid.my + 1);
  double *kc = malloc(n * N_FUNC * sizeof(double) + n);
  if (!kc)
    tl_error_set(err, TL_ENOMEM, "out of memory for the corner values of a %dx%d grid",
                 f->grid.mx, f->grid.my);
  return kc;
}

static TlStatus
check_field(const TlTractionField *f, TlError *err)
{
  if (!f || !f->grid.x || !f->t.pn)
    return tl_error_set(err, TL_EINVAL, "no traction field to evaluate the stresses of");
  return TL_OK;
}

TlStatus
tl_subsurface_point(const TlTractionField *f, TlBody body, double x, double y, double d,
                    TlStress *out, TlError *err)
{
  TlStatus s;
  if ((s = check_field(f, err)) != TL_OK || (s = check_depth(d, err)) != TL_OK ||
      (s = tl_check_finite(x, "x", "m", err)) != TL_OK ||
      (s = tl_check_finite(y, "y", "m", err)) != TL_OK)
    return s;
  if (d == 0.0 && (on_edge_line(x, f->grid.x[0], f->grid.dx) ||
                   on_edge_line(y, f->grid.y[0], f->grid.dy)))
    return tl_error_set(err, TL_EINVAL,
                        "on the surface the stress is singular on the cell edges; (x, y) = "
                        "(%g, %g) mm lies on an edge line (use a cell centre or a depth > 0)",
                        x * 1e3, y * 1e3);
  double *kc = point_scratch(f, err);
  if (!kc)
    return TL_ENOMEM;
  point_sum(f, body, x, y, d, kc, out);
  free(kc);
  return TL_OK;
}

/* ---- sections ------------------------------------------------------------------- */

void
tl_section_clear(TlSection *sec)
{
  free(sec->along);
  free(sec->depth);
  free(sec->s);
  memset(sec, 0, sizeof *sec);
}

void
tl_section_xy(const TlSection *sec, int k, double *x, double *y)
{
  switch (sec->plane) {
  case TL_PLANE_XZ: *x = sec->along[k]; *y = sec->at; break;
  case TL_PLANE_YZ: *x = sec->at; *y = sec->along[k]; break;
  default: *x = sec->line_x; *y = sec->at; break;
  }
}

static double
min2(double a, double b)
{
  return a < b ? a : b;
}

TlSectionSpec
tl_section_spec_default(const TlTractionField *f, TlPlane plane)
{
  const int yz = plane == TL_PLANE_YZ;
  const int m = yz ? f->grid.my : f->grid.mx;
  return (TlSectionSpec){
    .plane = yz ? TL_PLANE_YZ : TL_PLANE_XZ,
    .body = TL_BODY_RAIL,
    .at = 0.0,
    .half_span = 1.5 * (yz ? f->grid.b : f->grid.a),
    .n_along = m + 2 * ((m + 3) / 4),
    .depth_max = 2.0 * min2(f->grid.a, f->grid.b),
    .n_depth = 41,
  };
}

TlStatus
tl_section_spec_validate(const TlSectionSpec *spec, const TlTractionField *f, TlError *err)
{
  TlStatus s;
  if ((s = check_field(f, err)) != TL_OK)
    return s;
  if (spec->plane != TL_PLANE_XZ && spec->plane != TL_PLANE_YZ)
    return tl_error_set(err, TL_EINVAL, "a section is an x-z or a y-z plane");
  if (spec->body != TL_BODY_RAIL && spec->body != TL_BODY_WHEEL)
    return tl_error_set(err, TL_EINVAL, "the body drawn is the rail or the wheel");
  const int xz = spec->plane == TL_PLANE_XZ;
  const double across = xz ? f->grid.b : f->grid.a, along = xz ? f->grid.a : f->grid.b;
  const double dmax = 5.0 * min2(f->grid.a, f->grid.b);
  if (!isfinite(spec->at) || fabs(spec->at) > 3.0 * across)
    return tl_error_set(err, TL_EINVAL,
                        "the %s section at %s = %g mm lies outside the domain |%s| <= %g mm "
                        "(3 times the semi-axis)",
                        xz ? "x-z" : "y-z", xz ? "y" : "x", spec->at * 1e3, xz ? "y" : "x",
                        3.0 * across * 1e3);
  if (!isfinite(spec->half_span) || spec->half_span <= 0.0 || spec->half_span > 3.0 * along)
    return tl_error_set(err, TL_EINVAL,
                        "the section's half-span must be > 0 and at most 3 times the semi-axis "
                        "(%g mm; got %g mm)",
                        3.0 * along * 1e3, spec->half_span * 1e3);
  if (!isfinite(spec->depth_max) || spec->depth_max <= 0.0 || spec->depth_max > dmax * 1.000001)
    return tl_error_set(err, TL_EINVAL,
                        "the deepest row must be > 0 and at most 5 min(a, b) = %g mm (got %g mm)",
                        dmax * 1e3, spec->depth_max * 1e3);
  if (spec->n_along < 2 || spec->n_along > TL_SECTION_MAX_ALONG)
    return tl_error_set(err, TL_EINVAL, "points along the section must be 2 to %d (got %d)",
                        TL_SECTION_MAX_ALONG, spec->n_along);
  if (spec->n_depth < 2 || spec->n_depth > TL_SECTION_MAX_DEPTH)
    return tl_error_set(err, TL_EINVAL, "points in depth must be 2 to %d (got %d)",
                        TL_SECTION_MAX_DEPTH, spec->n_depth);
  return TL_OK;
}

/* The geometry the tables depend on, lengths in cell units (Δx = 1).  K is free of
 * length scale (§2), so the tables of a scaled geometry are the same numbers: a load
 * change at fixed curvatures scales a, b, Δx, Δy and the default depths together and
 * reuses them. */
typedef struct {
  int plane, mx, my, n_along, n_depth, r, k0;
  double dx, dy, x0, y0, nu, at, depth_max;
} TableKey;

struct TlSubsurface {
  TableKey key;
  int valid, builds;
  int m_along, m_across, n_u; /* cells along and across, table row length */
  float *tab;                 /* [l][f][across][u], f over 18 functions */
  double *kc;                 /* corner scratch of one depth */
  const volatile int *cancel; /* polled once per depth row; NULL: never */
};

void
tl_subsurface_set_cancel(TlSubsurface *ws, const volatile int *cancel)
{
  ws->cancel = cancel;
}

static int
cancelled(const TlSubsurface *ws)
{
  return ws->cancel && *ws->cancel;
}

TlSubsurface *
tl_subsurface_new(void)
{
  return calloc(1, sizeof(TlSubsurface));
}

void
tl_subsurface_forget(TlSubsurface *ws)
{
  free(ws->tab);
  free(ws->kc);
  ws->tab = NULL;
  ws->kc = NULL;
  ws->valid = 0;
}

void
tl_subsurface_free(TlSubsurface *ws)
{
  if (!ws)
    return;
  tl_subsurface_forget(ws);
  free(ws);
}

int
tl_subsurface_table_builds(const TlSubsurface *ws)
{
  return ws->builds;
}

static int
key_equal(const TableKey *a, const TableKey *b)
{
  /* cell-unit lengths of order 1..1000: equal to round-off */
  const double tol = 1e-9;
  return a->plane == b->plane && a->mx == b->mx && a->my == b->my && a->n_along == b->n_along &&
         a->n_depth == b->n_depth && a->r == b->r && a->k0 == b->k0 && a->nu == b->nu &&
         fabs(a->dx - b->dx) <= tol && fabs(a->dy - b->dy) <= tol &&
         fabs(a->x0 - b->x0) <= tol && fabs(a->y0 - b->y0) <= tol &&
         fabs(a->at - b->at) <= tol && fabs(a->depth_max - b->depth_max) <= tol;
}

/* Build the tables of key (docs/theory-subsurface.md §3): per depth, corner
 * values on the (along corner c) × (across edge e) lattice, then four-corner
 * differences C[f][a][u] = Kc[a][u+r] − Kc[a+1][u+r] − Kc[a][u] + Kc[a+1][u]
 * (the same for both planes: s pairs with the along index in x–z and with
 * the across index in y–z, and the four-corner sum is symmetric in s, t). */
static TlStatus
build_tables(TlSubsurface *ws, const TableKey *key, TlError *err)
{
  const int xz = key->plane == TL_PLANE_XZ;
  const int m_along = xz ? key->mx : key->my, m_across = xz ? key->my : key->mx;
  const int r = key->r, n_u = key->n_along + r * (m_along - 1), n_c = n_u + r;
  const double d_along = xz ? key->dx : key->dy, d_across = xz ? key->dy : key->dx;
  const double h = d_along / r;
  const double e_across0 = (xz ? key->y0 : key->x0) - d_across / 2;
  const int u_min = key->k0 - r * (m_along - 1);
  const size_t per_depth = (size_t)N_FUNC * m_across * n_u;
  const double bytes = 4.0 * (double)per_depth * key->n_depth;
  if (bytes > TL_SECTION_MAX_TABLE_BYTES)
    return tl_error_set(err, TL_EINVAL,
                        "the section needs %.0f MB of influence tables, more than the %u MB "
                        "allowed: use fewer points or a coarser grid",
                        bytes / 1048576.0, TL_SECTION_MAX_TABLE_BYTES >> 20);
  tl_subsurface_forget(ws);
  ws->tab = malloc(per_depth * key->n_depth * sizeof(float));
  ws->kc = malloc((size_t)(m_across + 1) * n_c * N_FUNC * sizeof(double));
  if (!ws->tab || !ws->kc) {
    tl_subsurface_forget(ws);
    return tl_error_set(err, TL_ENOMEM, "out of memory for the section's influence tables");
  }
  for (int l = 0; l < key->n_depth; l++) {
    if (cancelled(ws)) { /* tables cut short are no tables */
      tl_subsurface_forget(ws);
      return tl_error_set(err, TL_ECANCELLED, "the section's influence tables were cancelled");
    }
    const double d = key->depth_max * l / (key->n_depth - 1);
    for (int a = 0; a <= m_across; a++) {
      const double w = key->at - (e_across0 + a * d_across);
      for (int c = 0; c < n_c; c++) {
        const double v = h * (c + u_min - 0.5 * r);
        double *k = ws->kc + ((size_t)a * n_c + c) * N_FUNC;
        if (xz)
          corner(v, w, d, key->nu, k);
        else
          corner(w, v, d, key->nu, k);
      }
    }
    float *tab = ws->tab + per_depth * l;
    for (int f = 0; f < N_FUNC; f++)
      for (int a = 0; a < m_across; a++) {
        float *row = tab + ((size_t)f * m_across + a) * n_u;
        const double *k0 = ws->kc + (size_t)a * n_c * N_FUNC + f;
        const double *k1 = k0 + (size_t)n_c * N_FUNC;
        for (int u = 0; u < n_u; u++) {
          const size_t lo = (size_t)u * N_FUNC, hi = (size_t)(u + r) * N_FUNC;
          row[u] = (float)(k0[hi] - k1[hi] - k0[lo] + k1[lo]);
        }
      }
  }
  free(ws->kc);
  ws->kc = NULL;
  ws->key = *key;
  ws->m_along = m_along;
  ws->m_across = m_across;
  ws->n_u = n_u;
  ws->valid = 1;
  ws->builds++;
  return TL_OK;
}

/* Largest odd r with (n − 1)·Δ/r ≥ 2·half_span, at least 1. */
static int
pick_refine(int n, double cell, double half_span)
{
  int r = (int)floor((n - 1) * cell / (2.0 * half_span) * (1.0 + 1e-12));
  if (r < 1)
    return 1;
  return r % 2 ? r : r - 1;
}

static double
snap(double v, double c0, double h)
{
  return c0 + nearbyint((v - c0) / h) * h;
}

/* o += w·row over n floats: the inner loop of the sums (vectorised). */
static void
saxpy(int n, float w, const float *restrict row, float *restrict o)
{
  for (int k = 0; k < n; k++)
    o[k] += w * row[k];
}

static TlStatus
section_alloc(TlSection *sec, int n_along, int n_depth, TlError *err)
{
  memset(sec, 0, sizeof *sec);
  sec->along = malloc((size_t)n_along * sizeof(double));
  sec->depth = malloc((size_t)n_depth * sizeof(double));
  sec->s = malloc((size_t)n_along * n_depth * sizeof(TlStress));
  if (!sec->along || !sec->depth || !sec->s) {
    tl_section_clear(sec);
    return tl_error_set(err, TL_ENOMEM, "out of memory for a section of %d x %d points",
                        n_along, n_depth);
  }
  sec->n_along = n_along;
  sec->n_depth = n_depth;
  return TL_OK;
}

TlStatus
tl_subsurface_section(TlSubsurface *ws, const TlTractionField *f, const TlSectionSpec *spec,
                      TlSection *out, TlError *err)
{
  TlStatus s;
  if ((s = tl_section_spec_validate(spec, f, err)) != TL_OK)
    return s;
  const TlGrid *g = &f->grid;
  const int xz = spec->plane == TL_PLANE_XZ, N = spec->n_along;
  const double cell = xz ? g->dx : g->dy, c0 = xz ? g->x[0] : g->y[0];
  const double at = xz ? snap(spec->at, g->y[0], g->dy) : snap(spec->at, g->x[0], g->dx);
  const double unit = g->dx; /* the tables are built in cell units */
  TableKey key = {
    .plane = spec->plane, .mx = g->mx, .my = g->my, .n_along = N, .n_depth = spec->n_depth,
    .dx = 1.0, .dy = g->dy / unit, .x0 = g->x[0] / unit, .y0 = g->y[0] / unit,
    .nu = body_poisson(f, spec->body), .at = at / unit, .depth_max = spec->depth_max / unit};
  key.r = pick_refine(N, cell, spec->half_span);
  const double h = cell / key.r;
  key.k0 = (int)nearbyint((-0.5 * (N - 1) * h - c0) / h);
  if (!ws->valid || !key_equal(&key, &ws->key))
    if ((s = build_tables(ws, &key, err)) != TL_OK)
      return s;

  TlSection sec;
  if ((s = section_alloc(&sec, N, spec->n_depth, err)) != TL_OK)
    return s;
  sec.plane = spec->plane;
  sec.body = spec->body;
  sec.at = at;
  sec.refine = key.r;
  for (int k = 0; k < N; k++)
    sec.along[k] = c0 + (key.k0 + k) * h;
  float *acc = calloc((size_t)6 * N, sizeof(float));
  if (!acc) {
    tl_section_clear(&sec);
    return tl_error_set(err, TL_ENOMEM, "out of memory for a section of %d points", N);
  }
  const int m_along = ws->m_along, m_across = ws->m_across, n_u = ws->n_u, r = key.r;
  const size_t per_depth = (size_t)N_FUNC * m_across * n_u;
  const double sg = spec->body == TL_BODY_WHEEL ? -1.0 : 1.0;
  const double *loads[3] = {f->t.pn, f->t.tx, f->t.ty};
  for (int l = 0; l < spec->n_depth; l++) {
    if (cancelled(ws)) {
      free(acc);
      tl_section_clear(&sec);
      return tl_error_set(err, TL_ECANCELLED, "the section was cancelled");
    }
    sec.depth[l] = spec->depth_max * l / (spec->n_depth - 1);
    memset(acc, 0, (size_t)6 * N * sizeof(float));
    const float *tab = ws->tab + per_depth * l;
    for (int a = 0; a < m_across; a++)
      for (int b = 0; b < m_along; b++) {
        const int cidx = xz ? a * g->mx + b : b * g->mx + a;
        const int off = r * (m_along - 1 - b);
        for (int L = 0; L < 3; L++) {
          const float w = (float)((L ? sg : 1.0) * loads[L][cidx]);
          if (w == 0.0f)
            continue;
          for (int q = 0; q < 6; q++)
            saxpy(N, w, tab + ((size_t)(6 * L + q) * m_across + a) * n_u + off,
                  acc + (size_t)q * N);
        }
      }
    for (int k = 0; k < N; k++)
      sec.s[(size_t)l * N + k] = (TlStress){acc[k], acc[N + k], acc[2 * N + k],
                                            acc[3 * N + k], acc[4 * N + k], acc[5 * N + k]};
  }
  free(acc);
  tl_section_clear(out);
  *out = sec;
  return TL_OK;
}

TlStatus
tl_subsurface_line(const TlTractionField *f, TlBody body, double x, double y, double depth_max,
                   int n_depth, TlSection *out, TlError *err)
{
  TlStatus s;
  if ((s = check_field(f, err)) != TL_OK || (s = tl_check_finite(x, "x", "m", err)) != TL_OK ||
      (s = tl_check_finite(y, "y", "m", err)) != TL_OK)
    return s;
  const TlGrid *g = &f->grid;
  const double dmax = 5.0 * min2(g->a, g->b);
  if (fabs(x) > 3.0 * g->a || fabs(y) > 3.0 * g->b)
    return tl_error_set(err, TL_EINVAL,
                        "the line at (x, y) = (%g, %g) mm lies outside the domain |x| <= %g mm, "
                        "|y| <= %g mm (3 times the semi-axes)",
                        x * 1e3, y * 1e3, 3e3 * g->a, 3e3 * g->b);
  if (!isfinite(depth_max) || depth_max <= 0.0 || depth_max > dmax * 1.000001)
    return tl_error_set(err, TL_EINVAL,
                        "the deepest point must be > 0 and at most 5 min(a, b) = %g mm (got %g "
                        "mm)",
                        dmax * 1e3, depth_max * 1e3);
  if (n_depth < 2 || n_depth > TL_SECTION_MAX_DEPTH)
    return tl_error_set(err, TL_EINVAL, "points in depth must be 2 to %d (got %d)",
                        TL_SECTION_MAX_DEPTH, n_depth);
  TlSection sec;
  if ((s = section_alloc(&sec, 1, n_depth, err)) != TL_OK)
    return s;
  double *kc = point_scratch(f, err);
  if (!kc) {
    tl_section_clear(&sec);
    return TL_ENOMEM;
  }
  sec.plane = TL_PLANE_LINE;
  sec.body = body;
  sec.refine = 1;
  sec.line_x = snap(x, g->x[0], g->dx);
  sec.at = snap(y, g->y[0], g->dy);
  sec.along[0] = sec.line_x;
  for (int l = 0; l < n_depth; l++) {
    sec.depth[l] = depth_max * l / (n_depth - 1);
    point_sum(f, body, sec.line_x, sec.at, sec.depth[l], kc, &sec.s[l]);
  }
  free(kc);
  tl_section_clear(out);
  *out = sec;
  return TL_OK;
}

/* ---- the maximum ---------------------------------------------------------------- */

static double
score(const TlStress *s, TlStressMeasure m)
{
  const double v = tl_stress_measure(s, m);
  return tl_stress_measure_signed(m) ? fabs(v) : v;
}

/* Vertex offset (in steps, clamped to ±1) of the parabola through
 * (−1, fm), (0, f0), (+1, fp); 0 if it is not a maximum. */
static double
parabola(double fm, double f0, double fp)
{
  const double curv = fm - 2.0 * f0 + fp;
  if (!(curv < 0.0))
    return 0.0;
  double t = 0.5 * (fm - fp) / curv;
  return t < -1.0 ? -1.0 : t > 1.0 ? 1.0 : t;
}

TlStatus
tl_subsurface_max(const TlTractionField *f, const TlSection *sec, TlStressMeasure m, int refine,
                  TlStressMax *out, TlError *err)
{
  TlStatus st;
  if ((st = check_field(f, err)) != TL_OK)
    return st;
  if (!sec || !sec->s || sec->n_along < 1 || sec->n_depth < 2)
    return tl_error_set(err, TL_EINVAL, "no section to find the maximum of");
  if ((unsigned)m >= TL_MEASURE_COUNT)
    return tl_error_set(err, TL_EINVAL, "unknown stress measure");
  const int N = sec->n_along;
  int kb = 0, lb = 0;
  double best = -INFINITY;
  for (int l = 0; l < sec->n_depth; l++)
    for (int k = 0; k < N; k++) {
      const double v = score(&sec->s[(size_t)l * N + k], m);
      if (v > best) {
        best = v;
        kb = k;
        lb = l;
      }
    }
  TlStressMax r = {.k = kb, .l = lb, .at_surface = lb == 0};
  tl_section_xy(sec, kb, &r.x, &r.y);
  r.d = sec->depth[lb];
  r.stress = sec->s[(size_t)lb * N + kb];
  r.value = tl_stress_measure(&r.stress, m);
  if (!refine || lb == 0) {
    *out = r;
    return TL_OK;
  }
  /* parabolas through the samples' neighbours */
  const double hd = sec->depth[1] - sec->depth[0];
  const double ha = N > 1 ? sec->along[1] - sec->along[0] : 0.0;
  const TlStress *s0 = sec->s;
  double d = r.d, u = N > 1 ? sec->along[kb] : 0.0;
  if (lb + 1 < sec->n_depth)
    d += hd * parabola(score(&s0[(size_t)(lb - 1) * N + kb], m), best,
                       score(&s0[(size_t)(lb + 1) * N + kb], m));
  if (N > 1 && kb > 0 && kb + 1 < N)
    u += ha * parabola(score(&s0[(size_t)lb * N + kb - 1], m), best,
                       score(&s0[(size_t)lb * N + kb + 1], m));
  double *kc = point_scratch(f, err);
  if (!kc)
    return TL_ENOMEM;
  /* local search: coordinate parabolas by direct evaluation, halving steps */
  double x = r.x, y = r.y;
  if (sec->plane == TL_PLANE_XZ)
    x = u;
  else if (sec->plane == TL_PLANE_YZ)
    y = u;
  double sd = hd / 2, sa = ha / 2;
  TlStress cur;
  point_sum(f, sec->body, x, y, d, kc, &cur);
  for (int it = 0; it < 4; it++) {
    TlStress sm, sp;
    point_sum(f, sec->body, x, y, d - sd, kc, &sm);
    point_sum(f, sec->body, x, y, d + sd, kc, &sp);
    d += sd * parabola(score(&sm, m), score(&cur, m), score(&sp, m));
    point_sum(f, sec->body, x, y, d, kc, &cur);
    if (sec->plane != TL_PLANE_LINE && sa > 0.0) {
      const int along_x = sec->plane == TL_PLANE_XZ;
      point_sum(f, sec->body, x - (along_x ? sa : 0), y - (along_x ? 0 : sa), d, kc, &sm);
      point_sum(f, sec->body, x + (along_x ? sa : 0), y + (along_x ? 0 : sa), d, kc, &sp);
      const double t = sa * parabola(score(&sm, m), score(&cur, m), score(&sp, m));
      if (along_x)
        x += t;
      else
        y += t;
      point_sum(f, sec->body, x, y, d, kc, &cur);
    }
    sd /= 2;
    sa /= 2;
  }
  free(kc);
  if (score(&cur, m) >= best) {
    r.x = x;
    r.y = y;
    r.d = d;
    r.stress = cur;
    r.value = tl_stress_measure(&cur, m);
  }
  *out = r;
  return TL_OK;
}

/* ---- the view's settings ---------------------------------------------------------- */

TlSubsurfaceView
tl_subsurface_view_default(void)
{
  return (TlSubsurfaceView){TL_FIELD_HERTZ, TL_MEASURE_VON_MISES, TL_BODY_RAIL,
                            tl_wear_params_default().shakedown.shear_yield};
}

TlStatus
tl_subsurface_view_validate(const TlSubsurfaceView *v, TlError *err)
{
  if ((unsigned)v->source > TL_FIELD_TRANSIENT)
    return tl_error_set(err, TL_EINVAL,
                        "the subsurface view's traction source is hertz, slide, fastsim, "
                        "exact or transient");
  if ((unsigned)v->measure >= TL_MEASURE_COUNT)
    return tl_error_set(err, TL_EINVAL, "unknown stress measure");
  if (v->body != TL_BODY_RAIL && v->body != TL_BODY_WHEEL)
    return tl_error_set(err, TL_EINVAL, "the body drawn is the rail or the wheel");
  return tl_check_range(v->shear_yield, TL_RANGE_SHEAR_YIELD_MIN, TL_RANGE_SHEAR_YIELD_MAX,
                        "yield stress in shear", "Pa", err);
}
