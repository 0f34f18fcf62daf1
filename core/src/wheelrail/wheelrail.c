/* wheelrail.c — wheelset on track: rail placement, rigid contact search with
 * the roll angle, second contact points (docs/theory-wheel-rail.md §W4).
 *
 * At a given shift and roll the wheel can only move vertically, so the first
 * point to touch is the minimum of the vertical gap g(Ỹ) = Z_wheel − Z_rail.
 * g is scanned on a uniform Ỹ grid (the rail part of it is fixed and kept in
 * the workspace), every local minimum is refined to where both profiles
 * have the same slope (Brent on the slope difference), and the roll angle
 * makes both wheels' lowest gaps equal (Brent again). */
#include "wheelrail_internal.h"
#include "gsl_internal.h"

#include <gsl/gsl_errno.h>
#include <gsl/gsl_roots.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define MM 1e-3
#define ROLL_MAX 0.02      /* |φ| searched [rad] */
#define ROLL_TOL 1e-13     /* [rad] */
#define POINT_TOL 1e-12    /* refinement of a gap minimum along Ỹ [m] */
#define SLOPE_MISMATCH 1e-6 /* [rad]: a minimum with a larger slope difference is on a break */
#define MAX_CAND 16

TlWheelsetParams
tl_wheelset_params_default(void)
{
  return (TlWheelsetParams){
    .gauge = 1435.0 * MM,
    .flange_back = 1360.0 * MM,
    .r0 = 460.0 * MM,
    .inclination = atan(1.0 / 40.0),
    .roll = 1,
    .search_step = 0.02 * MM,
    .second_tol = 0.01 * MM,
  };
}

TlStatus
tl_wheelset_params_validate(const TlWheelsetParams *p, TlError *err)
{
  TlStatus s;
  if ((s = tl_check_range(p->gauge, 1.425, 1.450, "track gauge", "m", err)) != TL_OK ||
      (s = tl_check_range(p->flange_back, 1.350, 1.370, "flange-back spacing", "m", err)) !=
        TL_OK ||
      (s = tl_check_range(p->r0, 0.375, 0.625, "nominal rolling radius", "m", err)) != TL_OK ||
      (s = tl_check_range(p->inclination, 0.0, atan(0.1), "rail inclination", "rad", err)) !=
        TL_OK ||
      (s = tl_check_range(p->search_step, 0.005 * MM, 0.05 * MM, "contact-search grid step", "m",
                          err)) != TL_OK ||
      (s = tl_check_range(p->second_tol, 0.001 * MM, 0.1 * MM, "second-point tolerance", "m",
                          err)) != TL_OK)
    return s;
  if (p->roll != 0 && p->roll != 1)
    return tl_error_set(err, TL_EINVAL, "roll must be 1 (computed) or 0 (off), got %d", p->roll);
  return TL_OK;
}

/* ---- geometry ------------------------------------------------------------------ */

void
tl_wr_wheel_side(const TlWheelrail *wr, double ys, double ph, double za, double s, double *Y,
                 double *Z, double *slope_angle)
{
  double z, dz;
  tl_profile_eval(wr->wheel, s, &z, &dz, NULL);
  const double c = cos(ph), sn = sin(ph), lat = wr->place.taping_line + s, rad = wr->p.r0 - z;
  *Y = ys + lat * c + rad * sn;
  *Z = za + lat * sn - rad * c;
  if (slope_angle)
    *slope_angle = ph + atan(dz);
}

void
tl_wr_rail_side(const TlWheelrail *wr, double yr, double *Y, double *Z, double *slope_angle)
{
  double z, dz;
  tl_profile_eval(wr->rail, yr, &z, &dz, NULL);
  *Y = wr->place.rail_y + yr * wr->cb - z * wr->sb;
  *Z = wr->place.rail_z + yr * wr->sb + z * wr->cb;
  if (slope_angle)
    *slope_angle = wr->p.inclination + atan(dz);
}

/* A monotone increasing map u → Ỹ(u) with its derivative. */
typedef struct {
  const TlWheelrail *wr;
  int is_wheel;
  double ys, ph;
  double cph, sph; /* cos φ, sin φ */
} Map;

static Map
map_make(const TlWheelrail *wr, int is_wheel, double ys, double ph)
{
  return (Map){ wr, is_wheel, ys, ph, cos(ph), sin(ph) };
}

static double
map_eval(const Map *m, double u, double *dY)
{
  double z, dz;
  if (m->is_wheel) {
    tl_profile_eval(m->wr->wheel, u, &z, &dz, NULL);
    *dY = m->cph - dz * m->sph;
    return m->ys + (m->wr->place.taping_line + u) * m->cph + (m->wr->p.r0 - z) * m->sph;
  }
  tl_profile_eval(m->wr->rail, u, &z, &dz, NULL);
  *dY = m->wr->cb - dz * m->wr->sb;
  return m->wr->place.rail_y + u * m->wr->cb - z * m->wr->sb;
}

/* u in [lo, hi] with Ỹ(u) = target: Newton from guess, bisection whenever
 * Newton leaves the bracket (Ỹ is monotone on the searched ranges). */
static double
map_invert(const Map *m, double target, double lo, double hi, double guess)
{
  double u = fmin(fmax(guess, lo), hi);
  for (int it = 0; it < 80; it++) {
    double d;
    const double f = map_eval(m, u, &d) - target;
    if (f == 0.0)
      return u;
    if (f < 0.0)
      lo = u;
    else
      hi = u;
    double next = d > 0.0 ? u - f / d : 0.5 * (lo + hi);
    if (!(next > lo && next < hi))
      next = 0.5 * (lo + hi);
    if (fabs(next - u) < 1e-15 || hi - lo < 1e-15)
      return next;
    u = next;
  }
  return u;
}

/* ---- one wheel's gap minima ------------------------------------------------------- */

typedef struct {
  double Yt;  /* side-frame Ỹ */
  double s, yr;
  double g;   /* vertical gap at axle height 0 */
  double ang_w, ang_r;
  unsigned flags;
} Cand;

typedef struct {
  const TlWheelrail *wr;
  Map wm, rm;
  double wY_lo, wY_hi;
  double s_guess, r_guess;
} Side;

static void
side_init(Side *sd, const TlWheelrail *wr, double ys, double ph)
{
  sd->wr = wr;
  sd->wm = map_make(wr, 1, ys, ph);
  sd->rm = map_make(wr, 0, 0.0, 0.0);
  double d;
  sd->wY_lo = map_eval(&sd->wm, wr->wheel_lo, &d);
  sd->wY_hi = map_eval(&sd->wm, wr->wheel_hi, &d);
  sd->s_guess = sd->wY_lo < wr->grid_y0 ? wr->grid_y0 - ys - wr->place.taping_line : wr->wheel_lo;
  sd->r_guess = wr->rail_lo;
}

/* Everything at side-frame Ỹ: wheel and rail points, gap, slope angles. */
static void
side_at(Side *sd, double Yt, Cand *c)
{
  const TlWheelrail *wr = sd->wr;
  double Yw, Zw, Yr, Zr;
  c->Yt = Yt;
  c->s = map_invert(&sd->wm, Yt, wr->wheel_lo, wr->wheel_hi, sd->s_guess);
  c->yr = map_invert(&sd->rm, Yt, wr->rail_lo, wr->rail_hi, sd->r_guess);
  tl_wr_wheel_side(wr, sd->wm.ys, sd->wm.ph, 0.0, c->s, &Yw, &Zw, &c->ang_w);
  tl_wr_rail_side(wr, c->yr, &Yr, &Zr, &c->ang_r);
  c->g = Zw - Zr;
  c->flags = 0;
}

static double
slope_diff(double Yt, void *data)
{
  Side *sd = data;
  Cand c;
  side_at(sd, Yt, &c);
  return c.ang_w - c.ang_r;
}

/* The root of fn in [a, b] by Brent's method to the interval tolerance tol
 * (the midpoint if GSL cannot bracket it). */
static double
brent_root(double (*fn)(double, void *), void *data, double a, double b, double tol)
{
  tl_gsl_init();
  gsl_function F = { fn, data };
  gsl_root_fsolver *rs = gsl_root_fsolver_alloc(gsl_root_fsolver_brent);
  double root = 0.5 * (a + b);
  if (rs && gsl_root_fsolver_set(rs, &F, a, b) == GSL_SUCCESS) {
    for (int it = 0; it < 200; it++) {
      if (gsl_root_fsolver_iterate(rs) != GSL_SUCCESS)
        break;
      root = gsl_root_fsolver_root(rs);
      if (gsl_root_test_interval(gsl_root_fsolver_x_lower(rs), gsl_root_fsolver_x_upper(rs), tol,
                                 0.0) == GSL_SUCCESS)
        break;
    }
  }
  if (rs)
    gsl_root_fsolver_free(rs);
  return root;
}

/* Refine the grid minimum between Ỹ a and b to equal slopes. */
static void
refine(Side *sd, double a, double b, Cand *c)
{
  const double fa = slope_diff(a, sd), fb = slope_diff(b, sd);
  if (fa > 0.0 || fb < 0.0) { /* no slope crossing: the minimum is at an end */
    Cand ca, cbb;
    side_at(sd, a, &ca);
    side_at(sd, b, &cbb);
    *c = ca.g <= cbb.g ? ca : cbb;
    c->flags |= TL_WR_POINT_ON_BREAK;
    return;
  }
  side_at(sd, brent_root(slope_diff, sd, a, b, POINT_TOL), c);
  if (fabs(c->ang_w - c->ang_r) > SLOPE_MISMATCH)
    c->flags |= TL_WR_POINT_ON_BREAK;
}

static int
cand_cmp(const void *x, const void *y)
{
  const Cand *a = x, *b = y;
  return (a->g > b->g) - (a->g < b->g);
}

/* All gap minima of one wheel within TL_WR_CANDIDATE_GAP of the lowest, by
 * increasing gap; returns how many (0: none on the usable profiles).  With a
 * mask, only the grid points it marks are scanned. */
static int
side_search(const TlWheelrail *wr, double ys, double ph, const unsigned char *mask, Cand *out,
            double *g_min)
{
  Side sd;
  side_init(&sd, wr, ys, ph);
  const double h = wr->p.search_step;
  const int nk = wr->nk;
  double *g = malloc(sizeof(double) * (size_t)nk);
  if (!g)
    return -1;
  for (int k = 0; k < nk; k++) {
    const double Yt = wr->grid_y0 + k * h;
    if (Yt < sd.wY_lo || Yt > sd.wY_hi || (mask && !mask[k])) {
      g[k] = INFINITY;
      continue;
    }
    double z, dz;
    const double s = map_invert(&sd.wm, Yt, wr->wheel_lo, wr->wheel_hi, sd.s_guess);
    tl_profile_eval(wr->wheel, s, &z, &dz, NULL);
    sd.s_guess = s + h / fmax(sd.wm.cph - dz * sd.wm.sph, 0.05);
    const double Zw = (wr->place.taping_line + s) * sd.wm.sph - (wr->p.r0 - z) * sd.wm.cph;
    g[k] = Zw - wr->grid_zr[k];
  }
  double gmin = INFINITY;
  for (int k = 0; k < nk; k++)
    gmin = fmin(gmin, g[k]);
  Cand c[MAX_CAND];
  int n = 0;
  for (int k = 0; k < nk && n < MAX_CAND; k++) {
    if (!isfinite(g[k]) || g[k] > gmin + TL_WR_CANDIDATE_GAP)
      continue;
    const double gl = k > 0 ? g[k - 1] : INFINITY, gr = k + 1 < nk ? g[k + 1] : INFINITY;
    if (!(g[k] <= gl && g[k] < gr))
      continue;
    const double a = wr->grid_y0 + (k > 0 && isfinite(gl) ? k - 1 : k) * h;
    const double b = wr->grid_y0 + (k + 1 < nk && isfinite(gr) ? k + 1 : k) * h;
    sd.s_guess = map_invert(&sd.wm, wr->grid_y0 + k * h, wr->wheel_lo, wr->wheel_hi, sd.s_guess);
    sd.r_guess = wr->grid_yr[k];
    if (a == b)
      side_at(&sd, a, &c[n]);
    else
      refine(&sd, a, b, &c[n]);
    n++;
  }
  free(g);
  /* drop duplicates (neighbouring grid minima refined to one point) */
  qsort(c, (size_t)n, sizeof c[0], cand_cmp);
  int m = 0;
  for (int i = 0; i < n; i++) {
    int dup = 0;
    for (int j = 0; j < m; j++)
      if (fabs(c[i].Yt - out[j].Yt) < 1e-6 * MM)
        dup = 1;
    if (!dup && m < TL_WR_MAX_POINTS)
      out[m++] = c[i];
  }
  *g_min = m > 0 ? out[0].g : INFINITY;
  return m;
}

/* ---- the wheelset ------------------------------------------------------------------ */

/* The roll iteration scans only windows of ±WINDOW around the gap minima
 * found by full scans near the start; the converged roll is checked by a
 * full scan, and the whole iteration repeated with full scans should a
 * minimum outside the windows have become the lowest. */
#define WINDOW (1.0 * MM)

typedef struct {
  const TlWheelrail *wr;
  double y;
  int failed;
  unsigned char *mask[2]; /* NULL: full scans */
} RollCtx;

static double
roll_residual(double ph, void *data)
{
  RollCtx *rc = data;
  Cand c[TL_WR_MAX_POINTS];
  double gl, gr;
  if (side_search(rc->wr, rc->y, ph, rc->mask[0], c, &gl) <= 0 ||
      side_search(rc->wr, -rc->y, -ph, rc->mask[1], c, &gr) <= 0) {
    rc->failed = 1;
    return 0.0;
  }
  return gl - gr;
}

/* Mark ±WINDOW around every candidate of one wheel at shift ys, roll ph;
 * returns the lowest gap (INFINITY: no minimum). */
static double
mark_windows(const TlWheelrail *wr, double ys, double ph, unsigned char *mask)
{
  Cand c[TL_WR_MAX_POINTS];
  double g = INFINITY;
  const int n = side_search(wr, ys, ph, NULL, c, &g);
  const int w = (int)ceil(WINDOW / wr->p.search_step);
  for (int i = 0; i < n; i++) {
    const int k = (int)floor((c[i].Yt - wr->grid_y0) / wr->p.search_step);
    for (int j = k - w; j <= k + w; j++)
      if (j >= 0 && j < wr->nk)
        mask[j] = 1;
  }
  return n > 0 ? g : INFINITY;
}

/* Brent on the roll residual from a secant guess; returns the status. */
static TlStatus
solve_roll(RollCtx *rc, double *phi, TlError *err)
{
  tl_gsl_init();
  const double y = rc->y;
  /* d(φ) is close to linear: a secant guess, then a bracket around it
   * widened until it holds the root (Brent needs few steps from there) */
  const double d0 = roll_residual(0.0, rc), d1 = roll_residual(1e-4, rc);
  if (rc->failed)
    return tl_error_set(err, TL_ERANGE, "no contact on the usable profiles at y = %.4g mm "
                        "(the wheel has left the rail)", y / MM);
  double guess = d1 != d0 ? -d0 * 1e-4 / (d1 - d0) : 0.0;
  guess = fmin(fmax(guess, -ROLL_MAX), ROLL_MAX);
  double lo = -ROLL_MAX, hi = ROLL_MAX, flo = 0.0, fhi = 0.0;
  for (double w = 2e-6;; w *= 4.0) {
    lo = fmax(guess - w, -ROLL_MAX);
    hi = fmin(guess + w, ROLL_MAX);
    flo = roll_residual(lo, rc);
    fhi = roll_residual(hi, rc);
    if ((flo <= 0.0 && fhi >= 0.0) || (lo <= -ROLL_MAX && hi >= ROLL_MAX) || rc->failed)
      break;
  }
  if (rc->failed)
    return tl_error_set(err, TL_ERANGE, "no contact on the usable profiles at y = %.4g mm "
                        "(the wheel has left the rail)", y / MM);
  if (!(flo <= 0.0 && fhi >= 0.0))
    return tl_error_set(err, TL_ERANGE, "the roll angle at y = %.4g mm lies outside ±%g mrad",
                        y / MM, ROLL_MAX * 1e3);
  gsl_function F = { roll_residual, rc };
  gsl_root_fsolver *rs = gsl_root_fsolver_alloc(gsl_root_fsolver_brent);
  if (!rs)
    return tl_error_set(err, TL_ENOMEM, "out of memory for the roll search");
  double ph = 0.5 * (lo + hi);
  gsl_root_fsolver_set(rs, &F, lo, hi);
  for (int it = 0; it < 200; it++) {
    if (gsl_root_fsolver_iterate(rs) != GSL_SUCCESS)
      break;
    ph = gsl_root_fsolver_root(rs);
    if (gsl_root_test_interval(gsl_root_fsolver_x_lower(rs), gsl_root_fsolver_x_upper(rs),
                               ROLL_TOL, 0.0) == GSL_SUCCESS)
      break;
  }
  gsl_root_fsolver_free(rs);
  if (rc->failed)
    return tl_error_set(err, TL_ERANGE, "no contact on the usable profiles at y = %.4g mm",
                        y / MM);
  *phi = ph;
  return TL_OK;
}

static void
fill_wheel(const TlWheelrail *wr, int side, const Cand *c, int n, double za, TlWrWheel *w)
{
  const double sg = tl_wr_sigma(side);
  memset(w, 0, sizeof *w);
  w->n = n;
  w->min_gap = c[0].g + za;
  for (int i = 0; i < n; i++) {
    TlWrPoint *p = &w->pt[i];
    double Yr, Zr, z;
    tl_wr_rail_side(wr, c[i].yr, &Yr, &Zr, NULL);
    tl_profile_eval(wr->wheel, c[i].s, &z, NULL, NULL);
    p->Y = sg * c[i].Yt;
    p->Z = Zr;
    p->s = c[i].s;
    p->y_rail = c[i].yr;
    p->gamma = 0.5 * (c[i].ang_w + c[i].ang_r);
    p->r = wr->p.r0 - z;
    p->gap = c[i].g - c[0].g;
    p->kappa_wheel = tl_profile_curvature(wr->wheel, c[i].s);
    p->kappa_rail = tl_profile_curvature(wr->rail, c[i].yr);
    p->flags = c[i].flags;
    if (i > 0 && p->gap <= wr->p.second_tol)
      p->flags |= TL_WR_POINT_SECOND;
    if (i == 0 || p->gap <= wr->p.second_tol)
      w->n_contact++;
  }
}

TlStatus
tl_wheelrail_contact(const TlWheelrail *wr, double y, TlWrContact *out, TlError *err)
{
  TlStatus s;
  if ((s = tl_check_range(y, -20.0 * MM, 20.0 * MM, "lateral shift", "m", err)) != TL_OK)
    return s;
  double ph = 0.0;
  Cand cl[TL_WR_MAX_POINTS], cr[TL_WR_MAX_POINTS];
  double gl, gr;
  int nl, nr;
  if (wr->p.roll) {
    RollCtx rc = { wr, y, 0, { NULL, NULL } };
    rc.mask[0] = calloc((size_t)wr->nk, 1);
    rc.mask[1] = calloc((size_t)wr->nk, 1);
    if (!rc.mask[0] || !rc.mask[1]) {
      free(rc.mask[0]);
      free(rc.mask[1]);
      return tl_error_set(err, TL_ENOMEM, "out of memory for the contact search");
    }
    /* windows around the minima at zero roll and at the roll estimated from
     * the two wheels' gap difference (d changes by ~2·TL per radian) */
    const double g0l = mark_windows(wr, y, 0.0, rc.mask[0]);
    const double g0r = mark_windows(wr, -y, 0.0, rc.mask[1]);
    if (isfinite(g0l) && isfinite(g0r)) {
      const double est = fmin(fmax(-(g0l - g0r) / (2.0 * wr->place.taping_line), -ROLL_MAX),
                              ROLL_MAX);
      mark_windows(wr, y, est, rc.mask[0]);
      mark_windows(wr, -y, -est, rc.mask[1]);
    }
    s = solve_roll(&rc, &ph, err);
    Cand ml[TL_WR_MAX_POINTS], mr[TL_WR_MAX_POINTS];
    double gml = INFINITY, gmr = INFINITY;
    if (s == TL_OK) {
      side_search(wr, y, ph, rc.mask[0], ml, &gml);
      side_search(wr, -y, -ph, rc.mask[1], mr, &gmr);
    }
    free(rc.mask[0]);
    free(rc.mask[1]);
    rc.mask[0] = rc.mask[1] = NULL;
    if (s != TL_OK)
      return s;
    /* the full scans must find the same lowest minima, else solve again
     * with full scans */
    nl = side_search(wr, y, ph, NULL, cl, &gl);
    nr = side_search(wr, -y, -ph, NULL, cr, &gr);
    if (nl > 0 && nr > 0 && (gl < gml - 1e-12 || gr < gmr - 1e-12)) {
      rc.failed = 0;
      if ((s = solve_roll(&rc, &ph, err)) != TL_OK)
        return s;
      nl = side_search(wr, y, ph, NULL, cl, &gl);
      nr = side_search(wr, -y, -ph, NULL, cr, &gr);
    }
  } else {
    nl = side_search(wr, y, ph, NULL, cl, &gl);
    nr = side_search(wr, -y, -ph, NULL, cr, &gr);
  }
  if (nl < 0 || nr < 0)
    return tl_error_set(err, TL_ENOMEM, "out of memory for the contact search");
  if (nl == 0 || nr == 0)
    return tl_error_set(err, TL_ERANGE, "no contact on the usable profiles at y = %.4g mm",
                        y / MM);
  TlWrContact c;
  memset(&c, 0, sizeof c);
  c.y = y;
  c.roll = ph;
  const double za = wr->p.roll ? -gl : -fmin(gl, gr);
  c.axle_height = za;
  c.axle_rise = za - wr->place.axle_height0;
  fill_wheel(wr, TL_WR_LEFT, cl, nl, za, &c.wheel[TL_WR_LEFT]);
  fill_wheel(wr, TL_WR_RIGHT, cr, nr, za, &c.wheel[TL_WR_RIGHT]);
  c.dr = c.wheel[TL_WR_LEFT].pt[0].r - c.wheel[TL_WR_RIGHT].pt[0].r;
  *out = c;
  return TL_OK;
}

void
tl_wheelrail_wheel_point(const TlWheelrail *wr, const TlWrContact *c, int side, double s,
                         double *Y, double *Z)
{
  const double sg = tl_wr_sigma(side);
  double Yt;
  tl_wr_wheel_side(wr, sg * c->y, sg * c->roll, c->axle_height, s, &Yt, Z, NULL);
  *Y = sg * Yt;
}

void
tl_wheelrail_rail_point(const TlWheelrail *wr, int side, double y_rail, double z_rail, double *Y,
                        double *Z)
{
  *Y = tl_wr_sigma(side) * (wr->place.rail_y + y_rail * wr->cb - z_rail * wr->sb);
  *Z = wr->place.rail_z + y_rail * wr->sb + z_rail * wr->cb;
}

/* ---- placement -------------------------------------------------------------------- */

/* Rail height above its profile origin in the track frame, and its slope. */
static double
rail_height(const TlWheelrail *wr, double yr, double *dh)
{
  double z, dz;
  tl_profile_eval(wr->rail, yr, &z, &dz, NULL);
  if (dh)
    *dh = wr->sb + dz * wr->cb;
  return yr * wr->sb + z * wr->cb;
}

typedef struct {
  const TlWheelrail *wr;
  int what; /* 0: dh/dy, 1: height + offset, 2: dỸ/dy */
  double offset;
} RailFn;

static double
rail_fn(double yr, void *data)
{
  const RailFn *f = data;
  double dh, z, dz;
  switch (f->what) {
  case 0:
    rail_height(f->wr, yr, &dh);
    return dh;
  case 1:
    return rail_height(f->wr, yr, NULL) + f->offset;
  default:
    tl_profile_eval(f->wr->rail, yr, &z, &dz, NULL);
    return f->wr->cb - dz * f->wr->sb;
  }
}


#define SAMPLES 4000

static TlStatus
place_rails(TlWheelrail *wr, TlError *err)
{
  double lo, hi;
  tl_profile_domain(wr->rail, &lo, &hi);
  /* TOR: the highest point of the inclined head */
  int imax = 0;
  double hmax = -INFINITY;
  for (int i = 0; i <= SAMPLES; i++) {
    const double h = rail_height(wr, lo + (hi - lo) * i / SAMPLES, NULL);
    if (h > hmax) {
      hmax = h;
      imax = i;
    }
  }
  RailFn f = { wr, 0, 0.0 };
  double a = lo + (hi - lo) * (imax > 0 ? imax - 1 : 0) / SAMPLES;
  double b = lo + (hi - lo) * (imax < SAMPLES ? imax + 1 : SAMPLES) / SAMPLES;
  double tor = lo + (hi - lo) * imax / SAMPLES;
  if (rail_fn(a, &f) > 0.0 && rail_fn(b, &f) < 0.0)
    tor = brent_root(rail_fn, &f, a, b, 1e-14);
  wr->place.tor_y_rail = tor;
  wr->place.rail_z = -rail_height(wr, tor, NULL);

  /* gauge point: the innermost head point no deeper than 14 mm below TOR */
  RailFn d14 = { wr, 1, wr->place.rail_z + TL_WR_GAUGE_DEPTH };
  if (rail_fn(lo, &d14) > 0.0)
    return tl_error_set(err, TL_EINVAL, "rail profile %s does not reach %g mm below the top of "
                        "rail on the gauge side", tl_profile_name(wr->rail),
                        TL_WR_GAUGE_DEPTH / MM);
  const double y14 = brent_root(rail_fn, &d14, lo, tor, 1e-14);
  int imin = 0;
  double ymin = INFINITY;
  for (int i = 0; i <= SAMPLES; i++) {
    const double u = y14 + (tor - y14) * i / SAMPLES;
    double z;
    tl_profile_eval(wr->rail, u, &z, NULL, NULL);
    const double Yrel = u * wr->cb - z * wr->sb;
    if (Yrel < ymin) {
      ymin = Yrel;
      imin = i;
    }
  }
  double yg = y14;
  if (imin > 0) { /* an overhanging head: the innermost point is above the 14 mm line */
    RailFn dy = { wr, 2, 0.0 };
    const double ga = y14 + (tor - y14) * (imin - 1) / SAMPLES;
    const double gb = y14 + (tor - y14) * (imin < SAMPLES ? imin + 1 : imin) / SAMPLES;
    yg = rail_fn(ga, &dy) < 0.0 && rail_fn(gb, &dy) > 0.0 ? brent_root(rail_fn, &dy, ga, gb, 1e-14)
                                                          : y14 + (tor - y14) * imin / SAMPLES;
  }
  double zg;
  tl_profile_eval(wr->rail, yg, &zg, NULL, NULL);
  wr->place.gauge_y_rail = yg;
  wr->place.rail_y = 0.5 * wr->p.gauge - (yg * wr->cb - zg * wr->sb);

  /* rail range searched: the usable head where Ỹ grows with y_rail */
  double ulo, uhi;
  tl_profile_usable(wr->rail, &ulo, &uhi);
  RailFn dy = { wr, 2, 0.0 };
  const double step = 0.01 * MM;
  wr->rail_lo = wr->rail_hi = tor;
  while (wr->rail_lo - step >= ulo && rail_fn(wr->rail_lo - step, &dy) > 0.02)
    wr->rail_lo -= step;
  while (wr->rail_hi + step <= uhi && rail_fn(wr->rail_hi + step, &dy) > 0.02)
    wr->rail_hi += step;
  return TL_OK;
}

static TlStatus
build_grid(TlWheelrail *wr, TlError *err)
{
  const Map rm = map_make(wr, 0, 0.0, 0.0);
  double d;
  const double Y0 = map_eval(&rm, wr->rail_lo, &d), Y1 = map_eval(&rm, wr->rail_hi, &d);
  const double h = wr->p.search_step;
  wr->nk = (int)floor((Y1 - Y0) / h) + 1;
  wr->grid_y0 = Y0;
  wr->grid_yr = malloc(sizeof(double) * (size_t)wr->nk);
  wr->grid_zr = malloc(sizeof(double) * (size_t)wr->nk);
  if (!wr->grid_yr || !wr->grid_zr)
    return tl_error_set(err, TL_ENOMEM, "out of memory for the contact-search grid");
  double guess = wr->rail_lo;
  for (int k = 0; k < wr->nk; k++) {
    const double u = map_invert(&rm, Y0 + k * h, wr->rail_lo, wr->rail_hi, guess);
    double Y, Z;
    tl_wr_rail_side(wr, u, &Y, &Z, NULL);
    wr->grid_yr[k] = u;
    wr->grid_zr[k] = Z;
    map_eval(&rm, u, &d);
    guess = u + h / fmax(d, 0.02);
  }
  return TL_OK;
}

TlStatus
tl_wheelrail_alloc(const TlWheelsetParams *p, const TlProfile *wheel, const TlProfile *rail,
                   TlWheelrail **out, TlError *err)
{
  TlStatus s;
  if ((s = tl_wheelset_params_validate(p, err)) != TL_OK)
    return s;
  if (tl_profile_kind(wheel) != TL_PROFILE_WHEEL || tl_profile_kind(rail) != TL_PROFILE_RAIL)
    return tl_error_set(err, TL_EINVAL, "a wheel profile and a rail profile are needed");
  TlWheelrail *wr = calloc(1, sizeof *wr);
  if (!wr)
    return tl_error_set(err, TL_ENOMEM, "out of memory for the wheelset");
  wr->p = *p;
  wr->wheel = wheel;
  wr->rail = rail;
  wr->cb = cos(p->inclination);
  wr->sb = sin(p->inclination);
  wr->place.taping_line = 0.5 * p->flange_back + 70.0 * MM;
  tl_profile_usable(wheel, &wr->wheel_lo, &wr->wheel_hi);
  if ((s = place_rails(wr, err)) != TL_OK || (s = build_grid(wr, err)) != TL_OK) {
    tl_wheelrail_free(wr);
    return s;
  }
  TlWrContact c0;
  if ((s = tl_wheelrail_contact(wr, 0.0, &c0, err)) != TL_OK) {
    tl_error_prefix(err, "centred wheelset: ");
    tl_wheelrail_free(wr);
    return s;
  }
  wr->place.axle_height0 = c0.axle_height;
  wr->place.e0 = 0.5 * (c0.wheel[TL_WR_LEFT].pt[0].Y - c0.wheel[TL_WR_RIGHT].pt[0].Y);
  *out = wr;
  return TL_OK;
}

void
tl_wheelrail_free(TlWheelrail *wr)
{
  if (!wr)
    return;
  free(wr->grid_yr);
  free(wr->grid_zr);
  free(wr);
}

const TlWrPlacement *
tl_wheelrail_placement(const TlWheelrail *wr)
{
  return &wr->place;
}

const TlWheelsetParams *
tl_wheelrail_params(const TlWheelrail *wr)
{
  return &wr->p;
}

const TlProfile *
tl_wheelrail_wheel_profile(const TlWheelrail *wr)
{
  return wr->wheel;
}

const TlProfile *
tl_wheelrail_rail_profile(const TlWheelrail *wr)
{
  return wr->rail;
}
