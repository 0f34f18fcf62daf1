/* table.c — creep-force tables: the grid of dimensionless inputs, the solves
 * that fill it and the interpolation that reads it (tribo/table.h,
 * docs/theory.md §14). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tribo/exact.h"
#include "tribo/fastsim.h"
#include "tribo/table.h"
#include "tribo/traction.h"

/* The reference case every entry is solved on: by Kalker's similarity the
 * dimensionless results do not depend on these (tests/test-table.c checks
 * it), so round numbers do. */
#define REF_C 5.0e-3     /* √(ab) [m] */
#define REF_LOAD 1.0e4   /* N [N] */
#define REF_SHEAR 8.0e10 /* G [Pa] */
#define REF_MU 0.3

static const char *const axis_names[TL_TABLE_N_AXES] = { "ratio", "nu", "xi", "eta", "phi" };

TlTableSpec
tl_table_spec_default(void)
{
  TlTableSpec s = {
    .n = { 17, 1, 33, 33, 33 },
    .lo = { 0.25, 0.28, -4.0, -4.0, -8.0 },
    .hi = { 4.0, 0.28, 4.0, 4.0, 8.0 },
    .model = TL_TABLE_EXACT,
    .mx = 20,
    .my = 20,
    .tol = 1e-8,
  };
  return s;
}

TlTableSpec
tl_table_spec_usetab(void)
{
  TlTableSpec s = {
    .n = { 25, 1, 16, 16, 32 },
    .lo = { 0.2, 0.28, -6.0, -6.0, -6.0 },
    .hi = { 5.0, 0.28, 6.0, 6.0, 6.0 },
    .model = TL_TABLE_EXACT,
    .mx = 20,
    .my = 20,
    .tol = 1e-8,
  };
  return s;
}

const char *
tl_table_axis_name(int axis)
{
  return axis >= 0 && axis < TL_TABLE_N_AXES ? axis_names[axis] : "?";
}

const char *
tl_table_model_name(TlTableModel m)
{
  return m == TL_TABLE_FASTSIM ? "fastsim" : "exact";
}

TlStatus
tl_table_model_from_name(const char *name, TlTableModel *out, TlError *err)
{
  if (name && strcmp(name, "exact") == 0)
    *out = TL_TABLE_EXACT;
  else if (name && strcmp(name, "fastsim") == 0)
    *out = TL_TABLE_FASTSIM;
  else
    return tl_error_set(err, TL_EINVAL, "unknown table model '%s' (known: exact, fastsim)",
                        name ? name : "");
  return TL_OK;
}

const char *
tl_table_interp_name(TlTableInterp m)
{
  return m == TL_TABLE_CUBIC ? "cubic" : "linear";
}

TlStatus
tl_table_interp_from_name(const char *name, TlTableInterp *out, TlError *err)
{
  if (name && strcmp(name, "linear") == 0)
    *out = TL_TABLE_LINEAR;
  else if (name && strcmp(name, "cubic") == 0)
    *out = TL_TABLE_CUBIC;
  else
    return tl_error_set(err, TL_EINVAL, "unknown interpolation '%s' (known: linear, cubic)",
                        name ? name : "");
  return TL_OK;
}

TlStatus
tl_table_spec_validate(const TlTableSpec *s, TlError *err)
{
  double total = 1.0;
  for (int k = 0; k < TL_TABLE_N_AXES; k++) {
    if (s->n[k] < 1 || s->n[k] > TL_TABLE_MAX_AXIS)
      return tl_error_set(err, TL_EINVAL, "table axis %s: %d points (must be 1 … %d)",
                          axis_names[k], s->n[k], TL_TABLE_MAX_AXIS);
    if (!isfinite(s->lo[k]) || !isfinite(s->hi[k]))
      return tl_error_set(err, TL_EINVAL, "table axis %s: ends must be finite", axis_names[k]);
    if (s->n[k] == 1 ? s->hi[k] != s->lo[k] : !(s->hi[k] > s->lo[k]))
      return tl_error_set(err, TL_EINVAL,
                          "table axis %s: the last value must exceed the first "
                          "(and equal it for one point)",
                          axis_names[k]);
    total *= s->n[k];
  }
  /* Kalker's coefficients, which scale the creepage axes, are tabulated for
   * g = min(a/b, b/a) ≥ 0.1 */
  if (!(s->lo[TL_TABLE_RATIO] >= 0.1) || !(s->hi[TL_TABLE_RATIO] <= 10.0))
    return tl_error_set(err, TL_EINVAL, "table axis ratio: a/b must lie in 0.1 … 10");
  if (s->lo[TL_TABLE_NU] < 0.0 || !(s->hi[TL_TABLE_NU] < 0.5))
    return tl_error_set(err, TL_EINVAL, "table axis nu: Poisson's ratio must lie in [0, 0.5)");
  if (total > TL_TABLE_MAX_ENTRIES)
    return tl_error_set(err, TL_EINVAL, "table of %.0f entries (at most %d)", total,
                        TL_TABLE_MAX_ENTRIES);
  if (s->model != TL_TABLE_EXACT && s->model != TL_TABLE_FASTSIM)
    return tl_error_set(err, TL_EINVAL, "unknown table model %d", (int)s->model);
  TlStatus st = tl_grid_check_size(s->mx, s->my, err);
  if (st != TL_OK)
    return st;
  return tl_check_range(s->tol, 1e-14, 1e-2, "table solver tolerance", "-", err);
}

size_t
tl_table_spec_count(const TlTableSpec *s)
{
  size_t n = 1;
  for (int k = 0; k < TL_TABLE_N_AXES; k++)
    n *= (size_t)(s->n[k] > 0 ? s->n[k] : 0);
  return n;
}

static double
axis_step(const TlTableSpec *s, int k)
{
  return s->n[k] > 1 ? (s->hi[k] - s->lo[k]) / (s->n[k] - 1) : 0.0;
}

double
tl_table_axis_value(const TlTableSpec *s, int axis, int i)
{
  if (axis < 0 || axis >= TL_TABLE_N_AXES)
    return NAN;
  /* the last point is the given end exactly, not lo + (n−1)h rounded */
  if (i == s->n[axis] - 1)
    return s->hi[axis];
  if (axis == TL_TABLE_RATIO) /* uniform in ln(a/b) */
    return s->lo[axis] * exp(i * log(s->hi[axis] / s->lo[axis]) / (s->n[axis] - 1));
  return s->lo[axis] + i * axis_step(s, axis);
}

double
tl_table_spin_coeff(const TlKalkerCoeffs *k, double a, double b)
{
  /* the 4-norm: smooth in a/b, within 19 % of the larger of the two (at
   * equal terms 2^(1/4)) */
  const double c = sqrt(a * b), lat = k->c22 * a / c, lon = k->c11 * b / c;
  return sqrt(sqrt(lat * lat * lat * lat + lon * lon * lon * lon));
}

/* ---- solving ------------------------------------------------------------------ */

struct TlTableSolver {
  TlTableSpec spec;
  double ratio, nu;        /* inputs of the current workspace (NaN: none) */
  TlContactParams params;  /* the reference case at ratio, nu */
  TlContactBasics basics;
  TlExact *exact;
  TlFastsim *fastsim;
  TlTraction t;
  double scale_cx, scale_cy; /* νₓ = ξ · scale_cx, ν_y = η · scale_cy */
  double scale_spin;          /* φ_s = φ · scale_spin */
};

TlTableSolver *
tl_table_solver_new(const TlTableSpec *s, TlError *err)
{
  if (tl_table_spec_validate(s, err) != TL_OK)
    return NULL;
  TlTableSolver *sv = calloc(1, sizeof *sv);
  if (!sv) {
    tl_error_set(err, TL_ENOMEM, "out of memory for a table solver");
    return NULL;
  }
  sv->spec = *s;
  sv->ratio = sv->nu = NAN;
  if (tl_traction_alloc(&sv->t, s->mx, s->my, err) != TL_OK) {
    free(sv);
    return NULL;
  }
  return sv;
}

void
tl_table_solver_free(TlTableSolver *sv)
{
  if (!sv)
    return;
  tl_exact_free(sv->exact);
  tl_fastsim_free(sv->fastsim);
  tl_traction_free(&sv->t);
  free(sv);
}

/* Build the reference case at (ratio, nu) and its solver. */
static TlStatus
solver_setup(TlTableSolver *sv, double ratio, double nu, TlError *err)
{
  if (sv->ratio == ratio && sv->nu == nu && (sv->exact || sv->fastsim))
    return TL_OK;
  tl_exact_free(sv->exact);
  tl_fastsim_free(sv->fastsim);
  sv->exact = NULL;
  sv->fastsim = NULL;
  sv->ratio = sv->nu = NAN;

  TlContactParams p = tl_contact_params_default();
  const TlMaterial m = { TL_ELASTIC_SHEAR, REF_SHEAR, nu };
  p.hertz.wheel = p.hertz.rail = m;
  p.hertz.geometry = TL_GEOMETRY_SEMI_AXES;
  p.hertz.semi_a = REF_C * sqrt(ratio);
  p.hertz.semi_b = REF_C / sqrt(ratio);
  p.hertz.ref_load = p.hertz.normal_load = REF_LOAD;
  p.mu = REF_MU;
  p.speed = 1.0;
  p.cx = p.cy = p.spin = 0.0;
  p.bound = TL_BOUND_ELLIPTIC;
  p.mx = sv->spec.mx;
  p.my = sv->spec.my;
  TlStatus st = tl_contact_basics(&p, &sv->basics, err);
  if (st != TL_OK)
    return st;
  if (sv->spec.model == TL_TABLE_EXACT) {
    TlExactOptions o = tl_exact_options_default();
    o.steady_tol = sv->spec.tol;
    st = tl_exact_alloc(&p, &o, &sv->exact, err);
  } else {
    sv->fastsim = tl_fastsim_alloc(&p, TL_FASTSIM_FIXED_GRID, err);
    st = sv->fastsim ? TL_OK : TL_ENOMEM;
  }
  if (st != TL_OK)
    return st;
  const double c = sqrt(sv->basics.hertz.a * sv->basics.hertz.b);
  const double g = sv->basics.hertz.material.shear_modulus;
  const TlKalkerCoeffs *k = &sv->basics.kalker;
  /* the axes are Kalker's scaled creepages times his coefficients (table.h) */
  sv->scale_cx = REF_MU * REF_LOAD / (g * c * c * k->c11);
  sv->scale_cy = REF_MU * REF_LOAD / (g * c * c * k->c22);
  sv->scale_spin = REF_MU * REF_LOAD /
                   (g * c * c * c * tl_table_spin_coeff(k, sv->basics.hertz.a, sv->basics.hertz.b));
  sv->params = p;
  sv->ratio = ratio;
  sv->nu = nu;
  return TL_OK;
}

/* Solve at the five inputs x; status of the entry in *entry. */
static TlStatus
solve_point(TlTableSolver *sv, const double *x, double *out, int *entry, TlError *err)
{
  TlStatus st = solver_setup(sv, x[TL_TABLE_RATIO], x[TL_TABLE_NU], err);
  if (st != TL_OK)
    return st;
  const double cx = x[TL_TABLE_XI] * sv->scale_cx, cy = x[TL_TABLE_ETA] * sv->scale_cy;
  const double spin = x[TL_TABLE_PHI] * sv->scale_spin;
  TlError local;
  *entry = TL_TABLE_ENTRY_OK;
  if (sv->exact) {
    TlExactStats stats;
    /* from zero traction every time: the entry must not depend on its neighbours */
    st = tl_exact_reset(sv->exact, TL_INIT_ZERO, 0.0, 0.0, 0.0, NULL, NULL, &local);
    if (st == TL_OK)
      st = tl_exact_steady(sv->exact, cx, cy, spin, &sv->t, &stats, &local);
    if (st == TL_OK && stats.fallback)
      *entry = TL_TABLE_ENTRY_FALLBACK;
  } else {
    st = tl_fastsim_solve(sv->fastsim, cx, cy, spin, &sv->t, &local);
  }
  const double c = sqrt(sv->basics.hertz.a * sv->basics.hertz.b);
  const double f = REF_MU * REF_LOAD;
  out[0] = sv->t.fx / f;
  out[1] = sv->t.fy / f;
  out[2] = sv->t.mz / (f * c);
  if (st != TL_OK || !isfinite(out[0]) || !isfinite(out[1]) || !isfinite(out[2])) {
    out[0] = out[1] = out[2] = NAN;
    *entry = TL_TABLE_ENTRY_FAILED;
  }
  return TL_OK;
}

TlStatus
tl_table_solver_run(TlTableSolver *sv, size_t first, size_t count, double *values,
                    signed char *status, const volatile int *cancel, TlError *err)
{
  const size_t total = tl_table_spec_count(&sv->spec);
  if (first > total || count > total - first)
    return tl_error_set(err, TL_EINVAL, "entries %zu … %zu outside the table's %zu", first,
                        first + count, total);
  for (size_t e = 0; e < count; e++) {
    if (cancel && *cancel)
      return tl_error_set(err, TL_ECANCELLED, "table build cancelled");
    size_t rest = first + e;
    int idx[TL_TABLE_N_AXES];
    for (int k = TL_TABLE_N_AXES - 1; k >= 0; k--) {
      idx[k] = (int)(rest % (size_t)sv->spec.n[k]);
      rest /= (size_t)sv->spec.n[k];
    }
    double x[TL_TABLE_N_AXES];
    for (int k = 0; k < TL_TABLE_N_AXES; k++)
      x[k] = tl_table_axis_value(&sv->spec, k, idx[k]);
    int entry;
    TlStatus st = solve_point(sv, x, values + TL_TABLE_N_OUT * e, &entry, err);
    if (st != TL_OK)
      return st;
    if (status)
      status[e] = (signed char)entry;
  }
  return TL_OK;
}

TlStatus
tl_table_solver_point(TlTableSolver *sv, const double *x, double *out, TlError *err)
{
  for (int k = 0; k < TL_TABLE_N_AXES; k++)
    if (!isfinite(x[k]))
      return tl_error_set(err, TL_EINVAL, "table input %s is not finite", axis_names[k]);
  if (!(x[TL_TABLE_RATIO] >= 0.1 && x[TL_TABLE_RATIO] <= 10.0) || x[TL_TABLE_NU] < 0.0 ||
      !(x[TL_TABLE_NU] < 0.5))
    return tl_error_set(err, TL_EINVAL, "a/b must lie in 0.1 … 10 and nu in [0, 0.5)");
  int entry;
  TlStatus st = solve_point(sv, x, out, &entry, err);
  if (st == TL_OK && entry == TL_TABLE_ENTRY_FAILED)
    return tl_error_set(err, TL_EMAXITER, "the %s solve did not converge",
                        tl_table_model_name(sv->spec.model));
  return st;
}

/* ---- interpolation ------------------------------------------------------------ */

struct TlTable {
  TlTableSpec spec;
  double inv_h[TL_TABLE_N_AXES]; /* 1/step (0 for a one-point axis) */
  size_t stride[TL_TABLE_N_AXES]; /* entries between neighbours along each axis */
  double *values;
};

TlTable *
tl_table_new(const TlTableSpec *s, const double *values, const signed char *status,
             TlError *err)
{
  if (tl_table_spec_validate(s, err) != TL_OK)
    return NULL;
  const size_t n = tl_table_spec_count(s);
  for (size_t e = 0; e < n; e++) {
    if (status && status[e] == TL_TABLE_ENTRY_FAILED) {
      tl_error_set(err, TL_EINVAL, "table entry %zu failed to solve; rebuild it", e);
      return NULL;
    }
    for (int o = 0; o < TL_TABLE_N_OUT; o++)
      if (!isfinite(values[TL_TABLE_N_OUT * e + o])) {
        tl_error_set(err, TL_EINVAL, "table entry %zu is not finite", e);
        return NULL;
      }
  }
  TlTable *t = calloc(1, sizeof *t);
  double *v = malloc(n * TL_TABLE_N_OUT * sizeof *v);
  if (!t || !v) {
    free(t);
    free(v);
    tl_error_set(err, TL_ENOMEM, "out of memory for a table of %zu entries", n);
    return NULL;
  }
  memcpy(v, values, n * TL_TABLE_N_OUT * sizeof *v);
  t->spec = *s;
  t->values = v;
  size_t stride = TL_TABLE_N_OUT;
  for (int k = TL_TABLE_N_AXES - 1; k >= 0; k--) {
    t->stride[k] = stride;
    stride *= (size_t)s->n[k];
    if (s->n[k] == 1)
      t->inv_h[k] = 0.0;
    else if (k == TL_TABLE_RATIO)
      t->inv_h[k] = (s->n[k] - 1) / log(s->hi[k] / s->lo[k]);
    else
      t->inv_h[k] = 1.0 / axis_step(s, k);
  }
  return t;
}

void
tl_table_free(TlTable *t)
{
  if (!t)
    return;
  free(t->values);
  free(t);
}

const TlTableSpec *
tl_table_spec(const TlTable *t)
{
  return &t->spec;
}

/* The points and weights of one axis: up to 4 (offset, weight) pairs. */
typedef struct {
  int count;
  size_t off[4];
  double w[4];
} AxisWeights;

static void
add_weight(AxisWeights *a, size_t off, double w)
{
  for (int i = 0; i < a->count; i++)
    if (a->off[i] == off) {
      a->w[i] += w;
      return;
    }
  a->off[a->count] = off;
  a->w[a->count++] = w;
}

/* Whether input x of axis k lies outside the axis (NaN does).  An input within
 * a millionth of the axis's scale of an end counts as inside: the table reads
 * its own edge value there.  The one rule of "clamped" for every caller. */
static int
outside_axis(const TlTableSpec *ts, int k, double x)
{
  const double lo = fmin(ts->lo[k], ts->hi[k]), hi = fmax(ts->lo[k], ts->hi[k]);
  const double slack = 1e-6 * fmax(1.0, fmax(fabs(lo), fabs(hi)));
  return !(x >= lo - slack && x <= hi + slack);
}

/* The weights of axis k at input x (clamped to the axis's ends). */
static void
axis_weights(const TlTable *t, int k, double x, int cubic, AxisWeights *a)
{
  const int n = t->spec.n[k];
  const size_t s = t->stride[k];
  a->count = 0;
  if (n == 1) {
    add_weight(a, 0, 1.0);
    return;
  }
  double u = k == TL_TABLE_RATIO ? (x > 0.0 ? log(x / t->spec.lo[k]) * t->inv_h[k] : -1.0)
                                 : (x - t->spec.lo[k]) * t->inv_h[k];
  if (!(u >= 0.0)) /* also NaN */
    u = 0.0;
  else if (u > n - 1)
    u = n - 1;
  int i = (int)u;
  if (i > n - 2)
    i = n - 2;
  const double f = u - i;
  if (!cubic) {
    add_weight(a, (size_t)i * s, 1.0 - f);
    add_weight(a, (size_t)(i + 1) * s, f);
    return;
  }
  /* cubic Hermite on [i, i+1], slopes (f[j+1] − f[j−1])/2; a point beyond an
   * end is the linear extrapolation 2f[end] − f[end∓1] (one-sided slope) */
  const double f2 = f * f, f3 = f2 * f;
  const double h00 = 2 * f3 - 3 * f2 + 1, h10 = f3 - 2 * f2 + f, h01 = -2 * f3 + 3 * f2,
               h11 = f3 - f2;
  const double w[4] = { -0.5 * h10, h00 - 0.5 * h11, h01 + 0.5 * h10, 0.5 * h11 };
  for (int j = 0; j < 4; j++) {
    const int p = i - 1 + j;
    if (p < 0) {
      add_weight(a, 0, 2.0 * w[j]);
      add_weight(a, s, -w[j]);
    } else if (p > n - 1) {
      add_weight(a, (size_t)(n - 1) * s, 2.0 * w[j]);
      add_weight(a, (size_t)(n - 2) * s, -w[j]);
    } else {
      add_weight(a, (size_t)p * s, w[j]);
    }
  }
}

int
tl_table_eval(const TlTable *t, TlTableInterp interp, const double *x, double *out)
{
  AxisWeights a[TL_TABLE_N_AXES];
  for (int k = 0; k < TL_TABLE_N_AXES; k++)
    axis_weights(t, k, x[k], interp == TL_TABLE_CUBIC && k != TL_TABLE_NU, &a[k]);
  double f0 = 0.0, f1 = 0.0, f2 = 0.0;
  for (int i0 = 0; i0 < a[0].count; i0++)
    for (int i1 = 0; i1 < a[1].count; i1++) {
      const double w01 = a[0].w[i0] * a[1].w[i1];
      const size_t o01 = a[0].off[i0] + a[1].off[i1];
      for (int i2 = 0; i2 < a[2].count; i2++) {
        const double w012 = w01 * a[2].w[i2];
        const size_t o012 = o01 + a[2].off[i2];
        for (int i3 = 0; i3 < a[3].count; i3++) {
          const double w0123 = w012 * a[3].w[i3];
          const double *v = t->values + o012 + a[3].off[i3];
          for (int i4 = 0; i4 < a[4].count; i4++) {
            const double w = w0123 * a[4].w[i4];
            const double *e = v + a[4].off[i4];
            f0 += w * e[0];
            f1 += w * e[1];
            f2 += w * e[2];
          }
        }
      }
    }
  out[0] = f0;
  out[1] = f1;
  out[2] = f2;
  return tl_table_count_outside(t, x);
}

size_t
tl_table_eval_many(const TlTable *t, TlTableInterp interp, size_t n, const double *x,
                   double *out)
{
  size_t clamped = 0;
  for (size_t i = 0; i < n; i++)
    clamped += tl_table_eval(t, interp, x + TL_TABLE_N_AXES * i, out + TL_TABLE_N_OUT * i) > 0;
  return clamped;
}

void
tl_table_inputs(const TlContactBasics *basics, double mu, double cx, double cy, double spin,
                double *x)
{
  const TlHertzResult *h = &basics->hertz;
  const TlKalkerCoeffs *k = &basics->kalker;
  const double c = sqrt(h->a * h->b), g = h->material.shear_modulus;
  const double mn = mu * h->normal_load;
  x[TL_TABLE_RATIO] = h->a / h->b;
  x[TL_TABLE_NU] = h->material.poisson;
  x[TL_TABLE_XI] = k->c11 * g * c * c * cx / mn;
  x[TL_TABLE_ETA] = k->c22 * g * c * c * cy / mn;
  x[TL_TABLE_PHI] = tl_table_spin_coeff(k, h->a, h->b) * g * c * c * c * spin / mn;
}

int
tl_table_count_outside(const TlTable *t, const double *x)
{
  int n = 0;
  for (int k = 0; k < TL_TABLE_N_AXES; k++)
    n += outside_axis(&t->spec, k, x[k]);
  return n;
}

TlStatus
tl_table_check_poisson(const TlTable *t, double nu, TlError *err)
{
  if (!outside_axis(&t->spec, TL_TABLE_NU, nu))
    return TL_OK;
  const double lo = fmin(t->spec.lo[TL_TABLE_NU], t->spec.hi[TL_TABLE_NU]);
  const double hi = fmax(t->spec.lo[TL_TABLE_NU], t->spec.hi[TL_TABLE_NU]);
  if (lo == hi)
    return tl_error_set(err, TL_EINVAL, "the table is for Poisson's ratio %.4g, the case has %.4g",
                        lo, nu);
  return tl_error_set(err, TL_EINVAL, "the table holds Poisson's ratio %.4g to %.4g, the case has %.4g",
                      lo, hi, nu);
}

TlStatus
tl_table_forces(const TlTable *t, TlTableInterp interp, const TlContactBasics *basics,
                double mu, double cx, double cy, double spin, double *fx, double *fy, double *mz,
                int *clamped, TlError *err)
{
  TlStatus st = tl_check_positive(mu, "friction coefficient", "-", err);
  if (st == TL_OK)
    st = tl_contact_check_creepage(cx, cy, spin, err);
  if (st != TL_OK)
    return st;
  const TlHertzResult *h = &basics->hertz;
  const double c = sqrt(h->a * h->b), mn = mu * h->normal_load;
  double x[TL_TABLE_N_AXES], f[TL_TABLE_N_OUT];
  tl_table_inputs(basics, mu, cx, cy, spin, x);
  const int n = tl_table_eval(t, interp, x, f);
  *fx = f[0] * mn;
  *fy = f[1] * mn;
  *mz = f[2] * mn * c;
  if (clamped)
    *clamped = n;
  return TL_OK;
}
