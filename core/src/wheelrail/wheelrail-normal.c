/* wheelrail-normal.c — normal contact at the wheel-rail contact points
 * (docs/theory-wheel-rail.md §W6): Hertz from the local curvatures with its
 * validity check, the non-Hertzian profile gap handed to the half-space
 * normal solver (tribo/exact.h), the Kik–Piotrowski virtual-penetration
 * method, and the split of a wheel's load between its contact points. */
#include "wheelrail_internal.h"

#include "tribo/exact.h"
#include "tribo/grid.h"
#include "tribo/influence.h"

#include <gsl/gsl_errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define MM 1e-3
#define SCAN_MAX (30.0 * MM)  /* farthest η scanned for the patch extent [m] */
#define MERGE_GAP (2.0 * MM)  /* patches closer than this are solved as one [m] */
#define EH_LIMIT 0.1
#define NORMAL_TOL 1e-10      /* relative L1 change of the exact solver's pressure */
#define NORMAL_MAX_ITER 5000

const char *
tl_wr_normal_method_name(TlWrNormalMethod m)
{
  switch (m) {
  case TL_WR_NORMAL_HERTZ: return "hertz";
  case TL_WR_NORMAL_APPROX: return "approx";
  case TL_WR_NORMAL_EXACT: return "exact";
  }
  return "?";
}

TlStatus
tl_wr_normal_method_from_name(const char *name, TlWrNormalMethod *out, TlError *err)
{
  for (int m = TL_WR_NORMAL_HERTZ; m <= TL_WR_NORMAL_EXACT; m++)
    if (name && strcmp(name, tl_wr_normal_method_name((TlWrNormalMethod)m)) == 0) {
      *out = (TlWrNormalMethod)m;
      return TL_OK;
    }
  return tl_error_set(err, TL_EINVAL, "unknown normal-contact method '%s' (hertz, approx, exact)",
                      name ? name : "(null)");
}

TlWrNormalParams
tl_wr_normal_params_default(void)
{
  const TlMaterial steel = { TL_ELASTIC_YOUNG, 210e9, 0.28 };
  return (TlWrNormalParams){ steel, steel, 100e3, TL_WR_NORMAL_HERTZ, 0.2 * MM, 0.55 };
}

TlStatus
tl_wr_normal_params_validate(const TlWrNormalParams *p, TlError *err)
{
  TlStatus s;
  if ((s = tl_material_validate(&p->wheel, "wheel", err)) != TL_OK ||
      (s = tl_material_validate(&p->rail, "rail", err)) != TL_OK ||
      (s = tl_check_range(p->load, 1e3, 300e3, "wheel load", "N", err)) != TL_OK ||
      (s = tl_check_range(p->cell, 0.05 * MM, 0.5 * MM, "normal grid cell", "m", err)) != TL_OK ||
      (s = tl_check_range(p->kp_epsilon, 0.4, 0.7, "Kik-Piotrowski epsilon", "", err)) != TL_OK)
    return s;
  if (p->method < TL_WR_NORMAL_HERTZ || p->method > TL_WR_NORMAL_EXACT)
    return tl_error_set(err, TL_EINVAL, "unknown normal-contact method %d", (int)p->method);
  return TL_OK;
}

/* ---- Hertz ---------------------------------------------------------------------- */

static double
radius(double kappa)
{
  return kappa == 0.0 ? INFINITY : 1.0 / kappa;
}

TlStatus
tl_wheelrail_hertz(const TlWheelrail *wr, const TlWrContact *c, int side, int point,
                   const TlMaterial *wheel, const TlMaterial *rail, double normal_force,
                   TlHertzResult *out, TlError *err)
{
  (void)wr;
  const TlWrPoint *pt = &c->wheel[side].pt[point];
  const double B = 0.5 * (pt->kappa_wheel + pt->kappa_rail);
  if (!(B > 0.0))
    return tl_error_set(err, TL_ERANGE,
                        "Hertz does not apply at s = %.3f mm: the lateral curvatures do not "
                        "close the gap (B = %.3g 1/m); use the approximate or exact method",
                        pt->s / MM, B);
  TlHertzParams hp = tl_hertz_params_default();
  hp.wheel = *wheel;
  hp.rail = *rail;
  hp.geometry = TL_GEOMETRY_RADII;
  hp.wheel_rx = pt->r / cos(pt->gamma); /* Meusnier: the rolling circle seen along n */
  hp.wheel_ry = radius(pt->kappa_wheel);
  hp.rail_rx = INFINITY;
  hp.rail_ry = radius(pt->kappa_rail);
  hp.normal_load = normal_force;
  return tl_hertz_solve(&hp, out, err);
}

/* ---- the profile gap across a contact point ----------------------------------------- */

typedef struct {
  const TlWheelrail *wr;
  double ys, ph, za;      /* the wheel's side-frame shift, roll, axle height */
  double cy, cz;          /* the contact point (rail side) in the side frame */
  double tc, tn;          /* cos γ, sin γ of the common tangent */
  double s0, yr0;         /* profile coordinates of the contact point */
  double h0;              /* raw normal distance at η = 0 (subtracted) */
} GapCtx;

/* (η, ν) of a wheel (is_wheel) or rail point u in the contact frame. */
static void
frame_point(const GapCtx *g, int is_wheel, double u, double *eta, double *nu)
{
  double Y, Z;
  if (is_wheel)
    tl_wr_wheel_side(g->wr, g->ys, g->ph, g->za, u, &Y, &Z, NULL);
  else
    tl_wr_rail_side(g->wr, u, &Y, &Z, NULL);
  const double dy = Y - g->cy, dz = Z - g->cz;
  *eta = dy * g->tc + dz * g->tn;
  *nu = -dy * g->tn + dz * g->tc;
}

/* The profile point at tangential coordinate eta, searched outward from u0
 * while η grows with u; returns 0 if the profile turns away or ends first. */
static int
frame_invert(const GapCtx *g, int is_wheel, double u0, double eta, double *u, double *nu)
{
  double lo, hi;
  if (is_wheel)
    tl_profile_domain(g->wr->wheel, &lo, &hi);
  else
    tl_profile_domain(g->wr->rail, &lo, &hi);
  double e0, n0;
  frame_point(g, is_wheel, u0, &e0, &n0);
  if (fabs(e0 - eta) < 1e-13) { /* already there (η = 0: the contact point itself) */
    *u = u0;
    *nu = n0;
    return 1;
  }
  const double dir = eta >= e0 ? 1.0 : -1.0;
  const double step = 0.25 * MM;
  double a = u0, ea = e0, b = u0, eb = e0, nb;
  for (int k = 0; k < 2000; k++) {
    b = a + dir * step;
    if (b < lo || b > hi)
      return 0;
    frame_point(g, is_wheel, b, &eb, &nb);
    if ((eb - ea) * dir <= 0.0)
      return 0; /* the profile turns back along the tangent */
    if ((eb - eta) * dir >= 0.0)
      break;
    a = b;
    ea = eb;
  }
  if ((eb - eta) * dir < 0.0)
    return 0;
  /* bisection with secant steps on [a, b] */
  double fa = ea - eta, fb = eb - eta, m = b, em, nm = 0.0;
  for (int it = 0; it < 100; it++) {
    m = fb != fa ? b - fb * (b - a) / (fb - fa) : 0.5 * (a + b);
    if (!((m - a) * (m - b) < 0.0))
      m = 0.5 * (a + b);
    frame_point(g, is_wheel, m, &em, &nm);
    const double fm = em - eta;
    if (fabs(fm) < 1e-13 || fabs(b - a) < 1e-13)
      break;
    if ((fm < 0.0) == (fa < 0.0)) {
      a = m;
      fa = fm;
    } else {
      b = m;
      fb = fm;
    }
  }
  *u = m;
  *nu = nm;
  return 1;
}

static void
gap_init(GapCtx *g, const TlWheelrail *wr, const TlWrContact *c, int side, int point)
{
  const TlWrPoint *pt = &c->wheel[side].pt[point];
  const double sg = tl_wr_sigma(side);
  g->wr = wr;
  g->ys = sg * c->y;
  g->ph = sg * c->roll;
  g->za = c->axle_height;
  g->cy = sg * pt->Y;
  g->cz = pt->Z;
  g->tc = cos(pt->gamma);
  g->tn = sin(pt->gamma);
  g->s0 = pt->s;
  g->yr0 = pt->y_rail;
  g->h0 = 0.0;
  double e, nw, nr;
  frame_point(g, 1, pt->s, &e, &nw);
  frame_point(g, 0, pt->y_rail, &e, &nr);
  g->h0 = nw - nr;
}

/* h_prf(η) (INFINITY where a profile ends or turns away) and r(η). */
static double
gap_at(const GapCtx *g, double eta, double *r)
{
  double s, yr, nw, nr;
  if (!frame_invert(g, 1, g->s0, eta, &s, &nw) || !frame_invert(g, 0, g->yr0, eta, &yr, &nr))
    return INFINITY;
  if (r) {
    double z;
    tl_profile_eval(g->wr->wheel, s, &z, NULL, NULL);
    *r = g->wr->p.r0 - z;
  }
  return nw - nr - g->h0;
}

TlStatus
tl_wheelrail_profile_gap(const TlWheelrail *wr, const TlWrContact *c, int side, int point,
                         const double *eta, int n, double *h, double *r, TlError *err)
{
  if (side < 0 || side > 1 || point < 0 || point >= c->wheel[side].n)
    return tl_error_set(err, TL_EINVAL, "no contact point %d on that wheel", point);
  GapCtx g;
  gap_init(&g, wr, c, side, point);
  for (int i = 0; i < n; i++)
    h[i] = gap_at(&g, eta[i], r ? &r[i] : NULL);
  return TL_OK;
}

/* ---- patches on a grid ---------------------------------------------------------------- */

void
tl_wr_patch_clear(TlWrPatch *p)
{
  free(p->pressure);
  p->pressure = NULL;
}

typedef struct {
  int mx, my;
  double cell, x0, eta0;
  double cosg;
  double *h, *r; /* my: profile gap and wheel radius per strip */
  int j0;        /* strip of the contact point (lowest h) */
} PatchGrid;

static void
pgrid_free(PatchGrid *pg)
{
  free(pg->h);
  free(pg->r);
}

/* The grid over the region where h_prf < 2 δ_est (plus 3 cells), x within
 * ±1.3 √(2 r δ_est / cos γ). */
static TlStatus
pgrid_build(const GapCtx *g, double gamma, double r_c, double delta_est, double cell,
            PatchGrid *pg, TlError *err)
{
  memset(pg, 0, sizeof *pg);
  double lo = 0.0, hi = 0.0;
  for (int dir = -1; dir <= 1; dir += 2) {
    double last = 0.0;
    for (double e = cell; e <= SCAN_MAX; e += cell) {
      const double h = gap_at(g, dir * e, NULL);
      if (!isfinite(h))
        break;
      if (h < 2.0 * delta_est)
        last = e;
    }
    if (dir < 0)
      lo = -last;
    else
      hi = last;
  }
  const int my = (int)ceil((hi - lo) / cell) + 7;
  const double xh = 1.3 * sqrt(2.0 * r_c * delta_est / cos(gamma));
  int mx = 2 * (int)ceil(xh / cell) + 1; /* odd: one column centred on x = 0 */
  if (mx < TL_GRID_MIN)
    mx = TL_GRID_MIN;
  if (mx > TL_GRID_MAX || my > TL_GRID_MAX)
    return tl_error_set(err, TL_ERANGE, "the patch needs %d x %d cells of %.3g mm (at most %d "
                        "each): use a larger cell", mx, my, cell / MM, TL_GRID_MAX);
  pg->mx = mx;
  pg->my = my;
  pg->cell = cell;
  pg->x0 = -0.5 * mx * cell;
  /* centre the strips so that one of them passes through η = 0 */
  pg->eta0 = cell * (floor(lo / cell) - 3.0) - 0.5 * cell;
  pg->cosg = cos(gamma);
  pg->h = malloc(sizeof(double) * (size_t)my);
  pg->r = malloc(sizeof(double) * (size_t)my);
  if (!pg->h || !pg->r) {
    pgrid_free(pg);
    return tl_error_set(err, TL_ENOMEM, "out of memory for the contact patch");
  }
  pg->j0 = 0;
  for (int j = 0; j < my; j++) {
    const double eta = pg->eta0 + (j + 0.5) * cell;
    pg->h[j] = gap_at(g, eta, &pg->r[j]);
    if (!isfinite(pg->h[j])) { /* off a profile: far open */
      pg->h[j] = 1.0;
      pg->r[j] = r_c;
    }
    if (pg->h[j] < pg->h[pg->j0])
      pg->j0 = j;
  }
  return TL_OK;
}

/* Kik–Piotrowski on a patch grid: the load for a true approach δ, and the
 * pressure map if p is given. */
typedef struct {
  const PatchGrid *pg;
  double eps;
  double *infl; /* (2mx−1)·(2my−1) nn influence coefficients by cell offset */
  double target;
} Kp;

static double
kp_load(const Kp *kp, double delta, double *p_out, double *p0_out)
{
  const PatchGrid *pg = kp->pg;
  const double dt = kp->eps * delta;
  const double gmax = dt - pg->h[pg->j0];
  if (!(gmax > 0.0))
    return 0.0;
  const double L0 = sqrt(2.0 * pg->r[pg->j0] / pg->cosg * gmax);
  /* displacement at the element of (0, η0) for p0 = 1 */
  const int i0 = (pg->mx - 1) / 2; /* the column centred on x = 0 */
  double W = 0.0, sumL2 = 0.0;
  const int wx = 2 * pg->mx - 1;
  for (int j = 0; j < pg->my; j++) {
    const double gj = dt - pg->h[j];
    if (!(gj > 0.0))
      continue;
    const double L2 = 2.0 * pg->r[j] / pg->cosg * gj;
    sumL2 += L2;
    for (int i = 0; i < pg->mx; i++) {
      const double x = pg->x0 + (i + 0.5) * pg->cell;
      if (x * x >= L2)
        continue;
      const double shape = sqrt(L2 - x * x) / L0;
      W += shape * kp->infl[(j - pg->j0 + pg->my - 1) * wx + (i - i0 + pg->mx - 1)];
    }
  }
  const double p0 = delta / W;
  if (p0_out)
    *p0_out = p0;
  if (p_out)
    for (int j = 0; j < pg->my; j++) {
      const double gj = dt - pg->h[j];
      const double L2 = gj > 0.0 ? 2.0 * pg->r[j] / pg->cosg * gj : 0.0;
      for (int i = 0; i < pg->mx; i++) {
        const double x = pg->x0 + (i + 0.5) * pg->cell;
        p_out[j * pg->mx + i] = x * x < L2 ? p0 * sqrt(L2 - x * x) / L0 : 0.0;
      }
    }
  return p0 * M_PI / (2.0 * L0) * sumL2 * pg->cell;
}

static TlStatus
kp_init(Kp *kp, const PatchGrid *pg, double eps, const TlCombinedMaterial *cm, TlError *err)
{
  kp->pg = pg;
  kp->eps = eps;
  const int wx = 2 * pg->mx - 1, wy = 2 * pg->my - 1;
  kp->infl = malloc(sizeof(double) * (size_t)wx * (size_t)wy);
  if (!kp->infl)
    return tl_error_set(err, TL_ENOMEM, "out of memory for the influence coefficients");
  for (int j = 0; j < wy; j++)
    for (int i = 0; i < wx; i++)
      kp->infl[j * wx + i] =
        tl_influence_rect(TL_INFLUENCE_NN, (i - pg->mx + 1) * pg->cell, (j - pg->my + 1) * pg->cell,
                          0.5 * pg->cell, 0.5 * pg->cell, cm->shear_modulus, cm->poisson);
  return TL_OK;
}

/* δ with kp_load(δ) = N: bracket by doubling, then bisection with secant steps. */
static double
kp_solve(const Kp *kp, double N, double delta_guess)
{
  double a = 0.0, fa = -N, b = delta_guess, fb = kp_load(kp, b, NULL, NULL) - N;
  for (int k = 0; k < 60 && fb < 0.0; k++) {
    a = b;
    fa = fb;
    b *= 2.0;
    fb = kp_load(kp, b, NULL, NULL) - N;
  }
  double m = b;
  for (int it = 0; it < 200 && b - a > 1e-15; it++) {
    m = b - fb * (b - a) / (fb - fa);
    if (!((m - a) * (m - b) < 0.0) || it % 3 == 2)
      m = 0.5 * (a + b);
    const double fm = kp_load(kp, m, NULL, NULL) - N;
    if (fabs(fm) <= 1e-10 * N)
      break;
    if (fm < 0.0) {
      a = m;
      fa = fm;
    } else {
      b = m;
      fb = fm;
    }
  }
  return m;
}

/* e_H = max |h_prf − Bη²| / δ over |η| ≤ 1.5 b. */
static double
hertz_error(const GapCtx *g, const TlHertzResult *h)
{
  double e = 0.0;
  for (int k = -30; k <= 30; k++) {
    const double eta = 1.5 * h->b * k / 30.0;
    const double hp = gap_at(g, eta, NULL);
    if (!isfinite(hp))
      return INFINITY;
    e = fmax(e, fabs(hp - h->curv_b * eta * eta));
  }
  return e / h->approach;
}

TlStatus
tl_wheelrail_patch(const TlWheelrail *wr, const TlWrContact *c, int side, int point,
                   const TlWrNormalParams *np, double normal_force, TlWrPatch *out, TlError *err)
{
  TlStatus s;
  if ((s = tl_wr_normal_params_validate(np, err)) != TL_OK ||
      (s = tl_check_positive(normal_force, "normal force", "N", err)) != TL_OK)
    return s;
  if (side < 0 || side > 1 || point < 0 || point >= c->wheel[side].n)
    return tl_error_set(err, TL_EINVAL, "no contact point %d on that wheel", point + 1);
  const TlWrPoint *pt = &c->wheel[side].pt[point];
  TlWrPatch r;
  memset(&r, 0, sizeof r);
  r.side = side;
  r.point = point;
  r.normal_force = normal_force;
  r.gamma = pt->gamma;
  r.method = np->method;
  TlCombinedMaterial cm;
  if ((s = tl_material_combine(&np->wheel, &np->rail, &cm, err)) != TL_OK)
    return s;
  GapCtx g;
  gap_init(&g, wr, c, side, point);

  TlHertzResult hz;
  TlError herr;
  r.hertz_ok = tl_wheelrail_hertz(wr, c, side, point, &np->wheel, &np->rail, normal_force, &hz,
                                  &herr) == TL_OK;
  if (r.hertz_ok) {
    r.a = hz.a;
    r.b = hz.b;
    r.p0 = hz.p0;
    r.hertz_approach = hz.approach;
    r.e_h = hertz_error(&g, &hz);
    if (!(r.e_h <= EH_LIMIT))
      r.flags |= TL_WR_PATCH_NONHERTZ;
    /* another gap minimum within 1.5 b */
    for (int k = 0; k < c->wheel[side].n; k++) {
      if (k == point)
        continue;
      const TlWrPoint *q = &c->wheel[side].pt[k];
      const double sg = tl_wr_sigma(side);
      const double d = (sg * q->Y - g.cy) * g.tc + (q->Z - g.cz) * g.tn;
      if (fabs(d) < 1.5 * hz.b && q->gap < 2.0 * hz.approach)
        r.flags |= TL_WR_PATCH_NONHERTZ;
    }
  } else {
    r.flags |= TL_WR_PATCH_HERTZ_FAILS | TL_WR_PATCH_NONHERTZ;
    r.e_h = INFINITY;
  }

  if (np->method == TL_WR_NORMAL_HERTZ) {
    if (!r.hertz_ok) {
      if (err)
        *err = herr;
      return herr.status;
    }
    r.approach = hz.approach;
    r.p_max = hz.p0;
    r.area = M_PI * hz.a * hz.b;
    r.eta_min = -hz.b;
    r.eta_max = hz.b;
    r.x_max = hz.a;
    *out = r;
    return TL_OK;
  }

  const double delta_est = r.hertz_ok ? hz.approach : 0.1 * MM;
  PatchGrid pg;
  if ((s = pgrid_build(&g, pt->gamma, pt->r, delta_est, np->cell, &pg, err)) != TL_OK)
    return s;
  const int n = pg.mx * pg.my;
  double *p = malloc(sizeof(double) * (size_t)n);
  if (!p) {
    pgrid_free(&pg);
    return tl_error_set(err, TL_ENOMEM, "out of memory for the pressure map");
  }
  if (np->method == TL_WR_NORMAL_EXACT) {
    double *gap = malloc(sizeof(double) * (size_t)n);
    TlGrid grid;
    if (!gap || (s = tl_grid_init(&grid, pg.mx, pg.my, 0.5 * pg.mx * pg.cell,
                                  0.5 * pg.my * pg.cell, err)) != TL_OK) {
      free(gap);
      free(p);
      pgrid_free(&pg);
      return gap ? s : tl_error_set(err, TL_ENOMEM, "out of memory for the gap");
    }
    for (int j = 0; j < pg.my; j++)
      for (int i = 0; i < pg.mx; i++) {
        const double x = pg.x0 + (i + 0.5) * pg.cell;
        gap[j * pg.mx + i] = pg.h[j] + x * x * pg.cosg / (2.0 * pg.r[j]);
      }
    TlExactNormal en;
    s = tl_exact_normal_solve(&grid, cm.shear_modulus, cm.poisson, normal_force, gap, NORMAL_TOL,
                              NORMAL_MAX_ITER, p, &en, err);
    tl_grid_clear(&grid);
    free(gap);
    if (s != TL_OK) {
      free(p);
      pgrid_free(&pg);
      return s;
    }
    r.approach = en.approach;
    r.p_max = en.p_max;
    r.area = en.area;
  } else {
    Kp kp;
    if ((s = kp_init(&kp, &pg, np->kp_epsilon, &cm, err)) != TL_OK) {
      free(p);
      pgrid_free(&pg);
      return s;
    }
    const double delta = kp_solve(&kp, normal_force, delta_est);
    kp_load(&kp, delta, p, NULL);
    free(kp.infl);
    r.approach = delta;
    r.p_max = 0.0;
    int cnt = 0;
    for (int k = 0; k < n; k++) {
      r.p_max = fmax(r.p_max, p[k]);
      cnt += p[k] > 0.0;
    }
    r.area = cnt * pg.cell * pg.cell;
  }
  /* extent of the loaded cells */
  r.eta_min = INFINITY;
  r.eta_max = -INFINITY;
  for (int j = 0; j < pg.my; j++)
    for (int i = 0; i < pg.mx; i++)
      if (p[j * pg.mx + i] > 0.0) {
        const double x = pg.x0 + (i + 0.5) * pg.cell, eta = pg.eta0 + (j + 0.5) * pg.cell;
        r.eta_min = fmin(r.eta_min, eta - 0.5 * pg.cell);
        r.eta_max = fmax(r.eta_max, eta + 0.5 * pg.cell);
        r.x_max = fmax(r.x_max, fabs(x) + 0.5 * pg.cell);
      }
  r.mx = pg.mx;
  r.my = pg.my;
  r.cell = pg.cell;
  r.x0 = pg.x0;
  r.eta0 = pg.eta0;
  r.pressure = p;
  pgrid_free(&pg);
  *out = r;
  return TL_OK;
}

/* ---- the load split -------------------------------------------------------------------- */

typedef struct {
  double gap, cosg, sing;
  int hertz;        /* stiffness from Hertz (else Kik–Piotrowski) */
  double n_ref, d_ref;
  PatchGrid pg;
  Kp kp;
  int has_kp;
} Spring;

static double
spring_force(const Spring *sp, double delta)
{
  if (!(delta > 0.0))
    return 0.0;
  if (sp->hertz)
    return sp->n_ref * pow(delta / sp->d_ref, 1.5);
  return kp_load(&sp->kp, delta, NULL, NULL);
}

static double
vertical_sum(const Spring *sp, int n, double dv)
{
  double sum = 0.0;
  for (int i = 0; i < n; i++)
    sum += spring_force(&sp[i], fmax(dv - sp[i].gap, 0.0) * sp[i].cosg) * sp[i].cosg;
  return sum;
}

void
tl_wr_normal_clear(TlWrNormal *n)
{
  for (int i = 0; i < n->n; i++)
    tl_wr_patch_clear(&n->patch[i]);
  n->n = 0;
}

/* How far the interpenetration region h_prf < δ of point i reaches toward
 * the point at tangential distance d (sign: direction) [m]. */
static double
region_reach(const GapCtx *g, double d, double delta)
{
  const double step = 0.1 * MM, dir = d >= 0.0 ? 1.0 : -1.0;
  double e = 0.0;
  while (e + step <= fabs(d)) {
    const double h = gap_at(g, dir * (e + step), NULL);
    if (!(h < delta))
      break;
    e += step;
  }
  return e;
}

/* Distance between the interpenetration regions of points i and j. */
static double
region_distance(const TlWheelrail *wr, const TlWrContact *c, int side, int i, double di, int j,
                double dj)
{
  GapCtx gi, gj;
  gap_init(&gi, wr, c, side, i);
  gap_init(&gj, wr, c, side, j);
  const double sg = tl_wr_sigma(side);
  const TlWrPoint *a = &c->wheel[side].pt[i], *b = &c->wheel[side].pt[j];
  const double dij = (sg * b->Y - gi.cy) * gi.tc + (b->Z - gi.cz) * gi.tn;
  const double dji = (sg * a->Y - gj.cy) * gj.tc + (a->Z - gj.cz) * gj.tn;
  return fabs(dij) - region_reach(&gi, dij, di) - region_reach(&gj, dji, dj);
}

TlStatus
tl_wheelrail_normal(const TlWheelrail *wr, const TlWrContact *c, int side,
                    const TlWrNormalParams *np, TlWrNormal *out, TlError *err)
{
  TlStatus s;
  if ((s = tl_wr_normal_params_validate(np, err)) != TL_OK)
    return s;
  if (side < 0 || side > 1)
    return tl_error_set(err, TL_EINVAL, "side must be left (0) or right (1)");
  const TlWrWheel *w = &c->wheel[side];
  TlCombinedMaterial cm;
  if ((s = tl_material_combine(&np->wheel, &np->rail, &cm, err)) != TL_OK)
    return s;
  Spring sp[TL_WR_MAX_POINTS];
  memset(sp, 0, sizeof sp);
  const int n = w->n;
  for (int i = 0; i < n && s == TL_OK; i++) {
    const TlWrPoint *pt = &w->pt[i];
    sp[i].gap = pt->gap;
    sp[i].cosg = cos(pt->gamma);
    sp[i].sing = sin(pt->gamma);
    TlHertzResult hz;
    if (tl_wheelrail_hertz(wr, c, side, i, &np->wheel, &np->rail, np->load, &hz, NULL) == TL_OK) {
      sp[i].hertz = 1;
      sp[i].n_ref = np->load;
      sp[i].d_ref = hz.approach;
    } else {
      GapCtx g;
      gap_init(&g, wr, c, side, i);
      if ((s = pgrid_build(&g, pt->gamma, pt->r, 0.1 * MM, np->cell, &sp[i].pg, err)) == TL_OK &&
          (s = kp_init(&sp[i].kp, &sp[i].pg, np->kp_epsilon, &cm, err)) == TL_OK)
        sp[i].has_kp = 1;
    }
  }
  if (s != TL_OK)
    goto out;
  /* vertical balance Σ N_i cos γ_i = Q for the vertical approach δ_v */
  double lo = 0.0, hi = 1e-5;
  while (vertical_sum(sp, n, hi) < np->load && hi < 0.1)
    hi *= 2.0;
  for (int it = 0; it < 200 && hi - lo > 1e-16; it++) {
    const double mid = 0.5 * (lo + hi);
    if (vertical_sum(sp, n, mid) < np->load)
      lo = mid;
    else
      hi = mid;
  }
  const double dv = 0.5 * (lo + hi);
  double N[TL_WR_MAX_POINTS];
  TlWrNormal res;
  memset(&res, 0, sizeof res);
  res.delta_v = dv;
  for (int i = 0; i < n; i++) {
    N[i] = spring_force(&sp[i], fmax(dv - sp[i].gap, 0.0) * sp[i].cosg);
    res.lateral += N[i] * sp[i].sing;
  }
  /* group loaded points whose interpenetration regions (h_prf < δ) overlap
   * or lie closer than 2 mm */
  int owner[TL_WR_MAX_POINTS];
  for (int i = 0; i < n; i++)
    owner[i] = -1;
  for (int i = 0; i < n; i++) {
    if (!(N[i] > 0.0) || owner[i] >= 0)
      continue;
    owner[i] = i;
    if (np->method == TL_WR_NORMAL_HERTZ)
      continue; /* Hertz: one ellipse per point */
    for (int j = i + 1; j < n; j++)
      if (N[j] > 0.0 && owner[j] < 0 &&
          region_distance(wr, c, side, i, (dv - sp[i].gap) * sp[i].cosg, j,
                          (dv - sp[j].gap) * sp[j].cosg) < MERGE_GAP)
        owner[j] = i;
  }
  for (int i = 0; i < n && s == TL_OK; i++) {
    if (owner[i] != i)
      continue;
    double vert = 0.0;
    int merged = 0;
    for (int j = 0; j < n; j++)
      if (owner[j] == i) {
        vert += N[j] * sp[j].cosg;
        merged += j != i;
      }
    TlWrPatch *pa = &res.patch[res.n];
    s = tl_wheelrail_patch(wr, c, side, i, np, vert / sp[i].cosg, pa, err);
    if (s == TL_OK) {
      if (merged)
        pa->flags |= TL_WR_PATCH_MERGED;
      res.n++;
    }
  }
  if (s != TL_OK) {
    tl_wr_normal_clear(&res);
    goto out;
  }
  *out = res;
out:
  for (int i = 0; i < n; i++) {
    if (sp[i].has_kp)
      free(sp[i].kp.infl);
    pgrid_free(&sp[i].pg);
  }
  return s;
}
