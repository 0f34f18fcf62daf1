/* wheelrail-table.c — the Δr(y) table with its jumps and the equivalent
 * conicity by the secant, the harmonic linearisation and the integration of
 * the kinematic wheelset (docs/theory-wheel-rail.md §W5). */
#include "wheelrail_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define MM 1e-3
#define JUMP_S 0.5e-3   /* a contact moving more than this in one table step may have jumped [m] */
#define JUMP_KEEP 0.1e-3 /* a jump still moves the contact this much in a bisected interval [m] */
#define JUMP_TOL 2e-9   /* bisection of a jump to this width in y [m] */
#define THETA_NODES 4000 /* midpoint nodes of the conicity integrals */

void
tl_wr_table_clear(TlWrTable *t)
{
  free(t->y);
  free(t->dr);
  free(t->roll);
  free(t->s_left);
  free(t->s_right);
  free(t->gamma_left);
  free(t->gamma_right);
  free(t->jump_y);
  memset(t, 0, sizeof *t);
}

static int
jumped(const TlWrContact *a, const TlWrContact *b, double ds)
{
  return fabs(a->wheel[0].pt[0].s - b->wheel[0].pt[0].s) > ds ||
         fabs(a->wheel[1].pt[0].s - b->wheel[1].pt[0].s) > ds;
}

static void
push(TlWrTable *t, const TlWrContact *c)
{
  t->y[t->n] = c->y;
  t->dr[t->n] = c->dr;
  t->roll[t->n] = c->roll;
  t->s_left[t->n] = c->wheel[0].pt[0].s;
  t->s_right[t->n] = c->wheel[1].pt[0].s;
  t->gamma_left[t->n] = c->wheel[0].pt[0].gamma;
  t->gamma_right[t->n] = c->wheel[1].pt[0].gamma;
  t->n++;
}

/* The contact at y, unless the caller has asked the table to stop: each
 * search is milliseconds, so polling before every one keeps the wait after a
 * cancel that short. */
static TlStatus
table_contact(const TlWheelrail *wr, double y, const volatile int *cancel, TlWrContact *out,
              TlError *err)
{
  if (cancel && *cancel)
    return tl_error_set(err, TL_ECANCELLED, "the rolling-radius table was cancelled");
  return tl_wheelrail_contact(wr, y, out, err);
}

/* Narrow [a, b] (contacts ca, cb differ by a jump) to JUMP_TOL; *found = 0
 * when the motion turns out continuous (it shrinks with the interval). */
static TlStatus
locate_jump(const TlWheelrail *wr, const volatile int *cancel, TlWrContact *ca, TlWrContact *cb,
            int *found, TlError *err)
{
  *found = 0;
  while (cb->y - ca->y > JUMP_TOL) {
    if (!jumped(ca, cb, JUMP_KEEP))
      return TL_OK;
    TlWrContact cm;
    TlStatus s = table_contact(wr, 0.5 * (ca->y + cb->y), cancel, &cm, err);
    if (s != TL_OK)
      return s;
    /* the midpoint belongs to the side whose contact it continues */
    const double dl = fabs(cm.wheel[0].pt[0].s - ca->wheel[0].pt[0].s) +
                      fabs(cm.wheel[1].pt[0].s - ca->wheel[1].pt[0].s);
    const double dr = fabs(cm.wheel[0].pt[0].s - cb->wheel[0].pt[0].s) +
                      fabs(cm.wheel[1].pt[0].s - cb->wheel[1].pt[0].s);
    if (dl <= dr)
      *ca = cm;
    else
      *cb = cm;
  }
  *found = jumped(ca, cb, JUMP_KEEP);
  return TL_OK;
}

TlStatus
tl_wheelrail_table(const TlWheelrail *wr, double y_max, double step, TlWrTable *out,
                   TlError *err)
{
  return tl_wheelrail_table_cancellable(wr, y_max, step, NULL, out, err);
}

TlStatus
tl_wheelrail_table_cancellable(const TlWheelrail *wr, double y_max, double step,
                               const volatile int *cancel, TlWrTable *out, TlError *err)
{
  TlStatus s;
  if ((s = tl_check_range(y_max, 0.05 * MM, 15.0 * MM, "table range", "m", err)) != TL_OK ||
      (s = tl_check_range(step, 0.01 * MM, 0.1 * MM, "table step", "m", err)) != TL_OK)
    return s;
  const int n = (int)ceil(y_max / step - 1e-9);
  TlWrTable t = { 0 };
  const int cap = n + 1 + 64; /* room for the double points of up to 64 jumps */
  t.y = malloc(sizeof(double) * (size_t)cap);
  t.dr = malloc(sizeof(double) * (size_t)cap);
  t.roll = malloc(sizeof(double) * (size_t)cap);
  t.s_left = malloc(sizeof(double) * (size_t)cap);
  t.s_right = malloc(sizeof(double) * (size_t)cap);
  t.gamma_left = malloc(sizeof(double) * (size_t)cap);
  t.gamma_right = malloc(sizeof(double) * (size_t)cap);
  t.jump_y = malloc(sizeof(double) * 64);
  if (!t.y || !t.dr || !t.roll || !t.s_left || !t.s_right || !t.gamma_left || !t.gamma_right ||
      !t.jump_y) {
    tl_wr_table_clear(&t);
    return tl_error_set(err, TL_ENOMEM, "out of memory for the rolling-radius table");
  }
  TlWrContact prev, cur;
  if ((s = table_contact(wr, 0.0, cancel, &prev, err)) != TL_OK)
    goto fail;
  push(&t, &prev);
  for (int i = 1; i <= n; i++) {
    if ((s = table_contact(wr, fmin(i * step, y_max), cancel, &cur, err)) != TL_OK)
      goto fail;
    if (jumped(&prev, &cur, JUMP_S) && t.n_jumps < 64) {
      TlWrContact a = prev, b = cur;
      int found;
      if ((s = locate_jump(wr, cancel, &a, &b, &found, err)) != TL_OK)
        goto fail;
      /* a fast but continuous motion of the contact is no jump */
      if (!found) {
        push(&t, &cur);
        prev = cur;
        continue;
      }
      /* a double point at the jump: the values either side */
      const double yj = 0.5 * (a.y + b.y);
      a.y = b.y = yj;
      push(&t, &a);
      push(&t, &b);
      t.jump_y[t.n_jumps++] = yj;
    }
    push(&t, &cur);
    prev = cur;
  }
  *out = t; /* only now: a failed or cancelled table leaves *out as it was */
  return TL_OK;
fail:
  tl_wr_table_clear(&t);
  return s;
}

/* The neighbouring nodes lo and hi around y (below the last node), by
 * bisection: lo is the last node with t->y[k] <= y, so at a double point the
 * value to the right is taken. */
static void
bracket(const TlWrTable *t, double y, int *lo_out, int *hi_out)
{
  int lo = 0, hi = t->n - 1;
  while (hi - lo > 1) {
    const int mid = (lo + hi) / 2;
    if (t->y[mid] <= y)
      lo = mid;
    else
      hi = mid;
  }
  *lo_out = lo;
  *hi_out = hi;
}

double
tl_wr_table_dr(const TlWrTable *t, double y)
{
  if (y < 0.0)
    return -tl_wr_table_dr(t, -y);
  if (y >= t->y[t->n - 1])
    return t->dr[t->n - 1];
  int lo, hi;
  bracket(t, y, &lo, &hi);
  const double dy = t->y[hi] - t->y[lo];
  if (dy <= 0.0)
    return t->dr[hi];
  return t->dr[lo] + (t->dr[hi] - t->dr[lo]) * (y - t->y[lo]) / dy;
}

/* ∫₀^y Δr du for the piecewise-linear table (exact), y ≥ 0. */
static double
table_integral(const TlWrTable *t, const double *cum, double y)
{
  if (y >= t->y[t->n - 1])
    return cum[t->n - 1];
  int lo, hi;
  bracket(t, y, &lo, &hi);
  const double u = y - t->y[lo];
  const double dy = t->y[hi] - t->y[lo];
  const double slope = dy > 0.0 ? (t->dr[hi] - t->dr[lo]) / dy : 0.0;
  return cum[lo] + t->dr[lo] * u + 0.5 * slope * u * u;
}

TlStatus
tl_wr_conicity(const TlWrTable *t, double amplitude, double e0, double r0, TlWrConicity *out,
               TlError *err)
{
  TlStatus s;
  if ((s = tl_check_positive(amplitude, "conicity amplitude", "m", err)) != TL_OK ||
      (s = tl_check_positive(e0, "half contact-point distance e0", "m", err)) != TL_OK ||
      (s = tl_check_positive(r0, "rolling radius r0", "m", err)) != TL_OK)
    return s;
  if (t->n < 2 || amplitude > t->y[t->n - 1] * (1.0 + 1e-12))
    return tl_error_set(err, TL_ERANGE,
                        "amplitude %.4g mm lies beyond the rolling-radius table (%.4g mm)",
                        amplitude / MM, t->n ? t->y[t->n - 1] / MM : 0.0);
  double *cum = malloc(sizeof(double) * (size_t)t->n);
  if (!cum)
    return tl_error_set(err, TL_ENOMEM, "out of memory for the conicity");
  cum[0] = 0.0;
  for (int k = 1; k < t->n; k++)
    cum[k] = cum[k - 1] + 0.5 * (t->dr[k] + t->dr[k - 1]) * (t->y[k] - t->y[k - 1]);

  TlWrConicity c = { .amplitude = amplitude };
  const double yh = amplitude;
  c.secant = tl_wr_table_dr(t, yh) / (2.0 * yh);
  /* harmonic: (2/(π ŷ)) ∫₀^{π/2} Δr(ŷ sin θ) sin θ dθ, midpoint rule (no
   * higher-order rule across the jumps) */
  const double dth = 0.5 * M_PI / THETA_NODES;
  double sum = 0.0;
  for (int i = 0; i < THETA_NODES; i++) {
    const double th = (i + 0.5) * dth;
    sum += tl_wr_table_dr(t, yh * sin(th)) * sin(th);
  }
  c.harmonic = 2.0 / (M_PI * yh) * sum * dth;
  /* integration: y'' = −Δr(y)/(2 e0 r0); L = 4 ∫₀^ŷ dy/√(2[V(ŷ) − V(y)]),
   * V = ∫Δr/(2 e0 r0); y = ŷ sin θ removes the end singularity */
  const double k = 1.0 / (2.0 * e0 * r0);
  const double Vh = k * table_integral(t, cum, yh);
  double L = 0.0;
  int bad = 0;
  for (int i = 0; i < THETA_NODES; i++) {
    const double th = (i + 0.5) * dth;
    const double dV = Vh - k * table_integral(t, cum, yh * sin(th));
    if (!(dV > 0.0)) {
      bad = 1;
      break;
    }
    L += yh * cos(th) / sqrt(2.0 * dV);
  }
  free(cum);
  if (bad)
    return tl_error_set(err, TL_ERANGE, "Δr is not positive up to %.4g mm: no kinematic "
                        "oscillation (conicity by integration undefined)", amplitude / MM);
  c.wavelength = 4.0 * L * dth;
  c.integration = e0 * r0 * pow(2.0 * M_PI / c.wavelength, 2);
  *out = c;
  return TL_OK;
}
