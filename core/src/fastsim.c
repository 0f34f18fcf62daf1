/* fastsim.c — Kalker's FASTSIM on the fixed grid or strip-wise (physics.md §4). */
#include "tribo/fastsim.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tangential_internal.h"

struct TlFastsim {
  TlTangentialCase c;
  TlFastsimVariant variant;
  double *strip; /* 4·mx: one row of the strip-wise solution (tx, ty, p, state) */
  int strip_mx;
};

const char *
tl_fastsim_variant_name(TlFastsimVariant v)
{
  return v == TL_FASTSIM_STRIPWISE ? "strip" : "fixed";
}

TlStatus
tl_fastsim_variant_from_name(const char *name, TlFastsimVariant *out, TlError *err)
{
  if (name && strcmp(name, "fixed") == 0)
    *out = TL_FASTSIM_FIXED_GRID;
  else if (name && strcmp(name, "strip") == 0)
    *out = TL_FASTSIM_STRIPWISE;
  else
    return tl_error_set(err, TL_EINVAL, "unknown FASTSIM variant '%s' (use fixed or strip)",
                        name ? name : "(null)");
  return TL_OK;
}

TlStatus
tl_fastsim_set_params(TlFastsim *fs, const TlContactParams *p, TlFastsimVariant variant,
                      TlError *err)
{
  if (variant != TL_FASTSIM_FIXED_GRID && variant != TL_FASTSIM_STRIPWISE)
    return tl_error_set(err, TL_EINVAL, "unknown FASTSIM variant %d", (int)variant);
  /* validate before touching anything: the strip buffer depends on mx */
  TlStatus s = tl_contact_params_validate(p, err);
  if (s != TL_OK)
    return s;
  double *strip = fs->strip;
  if (fs->strip_mx != p->mx) {
    strip = malloc(4 * (size_t)p->mx * sizeof(double));
    if (!strip)
      return tl_error_set(err, TL_ENOMEM, "out of memory for FASTSIM");
  }
  if ((s = tl_tangential_case_set(&fs->c, p, err)) != TL_OK) {
    if (strip != fs->strip)
      free(strip);
    return s;
  }
  if (strip != fs->strip) {
    free(fs->strip);
    fs->strip = strip;
    fs->strip_mx = p->mx;
  }
  fs->variant = variant;
  return TL_OK;
}

TlFastsim *
tl_fastsim_alloc(const TlContactParams *p, TlFastsimVariant variant, TlError *err)
{
  TlFastsim *fs = calloc(1, sizeof *fs);
  if (!fs) {
    tl_error_set(err, TL_ENOMEM, "out of memory for FASTSIM");
    return NULL;
  }
  if (tl_fastsim_set_params(fs, p, variant, err) != TL_OK) {
    tl_fastsim_free(fs);
    return NULL;
  }
  return fs;
}

void
tl_fastsim_free(TlFastsim *fs)
{
  if (!fs)
    return;
  tl_tangential_case_clear(&fs->c);
  free(fs->strip);
  free(fs);
}

const TlGrid *
tl_fastsim_grid(const TlFastsim *fs)
{
  return &fs->c.grid;
}

const double *
tl_fastsim_pressure(const TlFastsim *fs)
{
  return fs->c.pn;
}

TlFlexibility
tl_fastsim_flex(const TlFastsim *fs)
{
  return fs->c.flex;
}

const TlContactParams *
tl_fastsim_params(const TlFastsim *fs)
{
  return &fs->c.params;
}

const TlContactBasics *
tl_fastsim_basics(const TlFastsim *fs)
{
  return &fs->c.basics;
}

TlFastsimVariant
tl_fastsim_variant(const TlFastsim *fs)
{
  return fs->variant;
}

/* Scale (tx, ty) onto the bound when it exceeds it; returns the cell state. */
static inline unsigned char
project(double *tx, double *ty, double bound)
{
  const double m2 = *tx * *tx + *ty * *ty;
  if (m2 <= bound * bound)
    return TL_CELL_STICK;
  const double s = bound / sqrt(m2);
  *tx *= s;
  *ty *= s;
  return TL_CELL_SLIP;
}

/* The fixed grid: one march per row from the leading edge, totals on the way. */
void
tl_tangential_fixed_solve(const TlTangentialCase *c, double cx, double cy, double spin,
                          TlTraction *out)
{
  const TlGrid *g = &c->grid;
  const double dx = g->dx, da = g->dx * g->dy;
  const size_t n = (size_t)g->mx * (size_t)g->my;
  double fx = 0, fy = 0, mz = 0, load = 0;
  long contact = 0, stick = 0;

  memset(out->tx, 0, n * sizeof(double));
  memset(out->ty, 0, n * sizeof(double));
  memset(out->state, TL_CELL_OUTSIDE, n);
  memcpy(out->pn, c->pn, n * sizeof(double));
  for (int j = 0; j < g->my; j++) {
    const double y = g->y[j];
    double tx = 0.0, ty = 0.0; /* material enters unstressed */
    for (int i = c->row_hi[j] - 1; i >= c->row_lo[j]; i--) {
      const int k = j * g->mx + i;
      double sx, sy;
      tl_tangential_source(c, cx, cy, spin, g->x[i], y, &sx, &sy);
      tx += dx * sx;
      ty += dx * sy;
      const unsigned char st = project(&tx, &ty, c->bound[k]);
      out->tx[k] = tx;
      out->ty[k] = ty;
      out->state[k] = st;
      fx += tx;
      fy += ty;
      mz += g->x[i] * ty - y * tx;
      load += c->pn[k];
      contact++;
      stick += st == TL_CELL_STICK;
    }
  }
  out->fx = fx * da;
  out->fy = fy * da;
  out->mz = mz * da;
  out->load = load * da;
  out->f = out->fx / c->basics.hertz.normal_load;
  out->stick_fraction = contact ? (double)stick / (double)contact : 0.0;
}

/* The bound's pressure at (x, y) [Pa] (the formula of tl_grid_pressure, at
 * points other than the grid's centres). */
static double
bound_pressure(const TlTangentialCase *c, double x, double y)
{
  const TlGrid *g = &c->grid;
  const double q = 1.0 - (x * x) / (g->a * g->a) - (y * y) / (g->b * g->b);
  const double load = c->basics.hertz.normal_load, ab = g->a * g->b;
  if (q <= 0.0)
    return 0.0;
  return c->params.bound == TL_BOUND_PARABOLIC ? 2.0 * load / (M_PI * ab) * q
                                               : 3.0 * load / (2.0 * M_PI * ab) * sqrt(q);
}

/* Strip-wise: mx cells of length 2ℓ(y_j)/mx in every row; maps sampled onto
 * the fixed grid. */
static void
solve_strips(const TlFastsim *fs, double cx, double cy, double spin, TlTraction *out)
{
  const TlTangentialCase *c = &fs->c;
  const TlGrid *g = &c->grid;
  const int mx = g->mx;
  const size_t n = (size_t)mx * (size_t)g->my;
  double *stx = fs->strip, *sty = stx + mx, *sp = sty + mx, *sst = sp + mx;
  double fx = 0, fy = 0, mz = 0, load = 0, area = 0, stick_area = 0;
  const double mu = c->params.mu;

  memset(out->tx, 0, n * sizeof(double));
  memset(out->ty, 0, n * sizeof(double));
  memset(out->pn, 0, n * sizeof(double));
  memset(out->state, TL_CELL_OUTSIDE, n);
  for (int j = 0; j < g->my; j++) {
    const double y = g->y[j];
    const double ell = tl_grid_half_length(g, y);
    if (ell <= 0.0)
      continue;
    const double dxj = 2.0 * ell / mx;
    double tx = 0.0, ty = 0.0;
    for (int q = 0; q < mx; q++) { /* q = 0 at the leading edge */
      const double x = ell - (q + 0.5) * dxj;
      const double p = bound_pressure(c, x, y);
      double sx, sy;
      tl_tangential_source(c, cx, cy, spin, x, y, &sx, &sy);
      tx += dxj * sx;
      ty += dxj * sy;
      const unsigned char st = project(&tx, &ty, mu * p);
      stx[q] = tx;
      sty[q] = ty;
      sp[q] = p;
      sst[q] = st;
      fx += tx * dxj;
      fy += ty * dxj;
      mz += (x * ty - y * tx) * dxj;
      load += p * dxj;
      area += dxj;
      stick_area += st == TL_CELL_STICK ? dxj : 0.0;
    }
    for (int i = c->row_lo[j]; i < c->row_hi[j]; i++) {
      int q = (int)floor((ell - g->x[i]) / dxj);
      q = q < 0 ? 0 : q >= mx ? mx - 1 : q;
      const int k = j * mx + i;
      out->tx[k] = stx[q];
      out->ty[k] = sty[q];
      out->pn[k] = sp[q];
      out->state[k] = (unsigned char)sst[q];
    }
  }
  out->fx = fx * g->dy;
  out->fy = fy * g->dy;
  out->mz = mz * g->dy;
  out->load = load * g->dy;
  out->f = out->fx / c->basics.hertz.normal_load;
  out->stick_fraction = area > 0.0 ? stick_area / area : 0.0;
}

TlStatus
tl_fastsim_solve(TlFastsim *fs, double cx, double cy, double spin, TlTraction *out, TlError *err)
{
  TlStatus s;
  if ((s = tl_tangential_check_creepage(cx, cy, spin, err)) != TL_OK)
    return s;
  if (!out || out->mx != fs->c.grid.mx || out->my != fs->c.grid.my)
    return tl_error_set(err, TL_EINVAL,
                        "FASTSIM output map is %dx%d but the grid is %dx%d", out ? out->mx : 0,
                        out ? out->my : 0, fs->c.grid.mx, fs->c.grid.my);
  if (fs->variant == TL_FASTSIM_STRIPWISE)
    solve_strips(fs, cx, cy, spin, out);
  else
    tl_tangential_fixed_solve(&fs->c, cx, cy, spin, out);
  return TL_OK;
}
