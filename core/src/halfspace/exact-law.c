/* exact-law.c — Kalker's exact theory with friction that depends on the local
 * slip speed (docs/theory-friction-in-contact.md, the exact solver).
 *
 * Per element I in contact the bound is g_I = μ(σ_I) p_n,I with σ_I = |S_I|/Δt
 * the slip speed of the solution itself, so the bound depends on the answer:
 * a quasi-variational problem without a minimum principle.  It is solved by
 * an outer fixed point on σ around the Coulomb solver, which already takes a
 * per-element bound:
 *
 *   σ⁰ = previous solution / 0 (low) / V (high);
 *   g = μ(σᵏ) p_n (with memory: μ integrated from the leading edge);
 *   solve the Coulomb problem with g, warm-started from the last iterate;
 *   σ̃ = |S|/Δt on slipping elements (0 in stick);
 *   σᵏ⁺¹ = σᵏ + ω(σ̃ − σᵏ) on slipping elements, 0 in stick;
 *   stop at rms(σᵏ⁺¹ − σᵏ) ≤ tol·rms(σᵏ⁺¹) or when nothing slips;
 *   ω ← 0.8 ω every 20 iterations while elements keep switching;
 *   at the cap, TL_EMAXITER with the last iterate as the state.
 *
 * Steady rolling: S = Δx W + (A − A′) p, Δt = Δx/V.  A rolling step:
 * S = Δq W + A p − u′ (the step solver's own shift), Δt = Δq/V. */
#include "exact_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tribo/names.h"

struct TlExactLaw {
  TlSlipFriction law;
  TlExactLawOptions opts;
  TlExactLawReport report;
  int n;
  int capped;          /* the last step stopped at the cap */
  double change;       /* the last outer iteration's rms(Δσ)/rms(σ) */
  double *sigma;       /* the iterate σᵏ [m/s] */
  double *sigma_out;   /* σ̃ of the state: the published slip speed [m/s] */
  double *mu;          /* μ of the bound in use */
  double *mu_prev;     /* μ of the last committed step (the memory's upstream field) */
  double *sx, *sy;     /* the slip S of a steady solution [m] */
  unsigned char *kind; /* stick/slip of the last iterate, for counting switches */
  double *save_x, *save_y; /* a steady solve's start, restored when it fails */
  unsigned char *save_state;
};

TlExactLawOptions
tl_exact_law_options_default(void)
{
  TlExactLawOptions o = { TL_EXACT_START_PREVIOUS, 0.5, 1e-3, 90 };
  return o;
}

static const char *const start_names[] = { "previous", "low", "high" };

TL_DEFINE_ENUM_NAMES(tl_exact_law_start, TlExactLawStart, start_names, "initial estimate", "?")

static TlStatus
options_validate(const TlExactLawOptions *o, TlError *err)
{
  if ((unsigned)o->start > TL_EXACT_START_HIGH)
    return tl_error_set(err, TL_EINVAL, "unknown initial estimate %d", (int)o->start);
  if (!(o->omega >= 0.1 && o->omega <= 1.5))
    return tl_error_set(err, TL_EINVAL,
                        "relaxation factor omega of the outer iteration must lie in 0.1-1.5 "
                        "(got %g)",
                        o->omega);
  if (!(o->tol > 0.0 && o->tol < 1.0))
    return tl_error_set(err, TL_EINVAL,
                        "tolerance of the outer iteration must lie between 0 and 1 (got %g)",
                        o->tol);
  if (o->max_outer < 1)
    return tl_error_set(err, TL_EINVAL, "the outer iteration needs a cap of at least 1 (got %d)",
                        o->max_outer);
  return TL_OK;
}

void
tl_exact_law_free(struct TlExactLaw *L)
{
  if (!L)
    return;
  double *arrays[] = { L->sigma, L->sigma_out, L->mu,     L->mu_prev,
                       L->sx,    L->sy,        L->save_x, L->save_y };
  for (size_t k = 0; k < sizeof arrays / sizeof arrays[0]; k++)
    free(arrays[k]);
  free(L->kind);
  free(L->save_state);
  free(L);
}

double
tl_exact_law_static_mu(const TlExact *w)
{
  return w->law ? tl_slip_friction_static(&w->law->law) : w->mu;
}

void
tl_exact_law_rest(TlExact *w)
{
  struct TlExactLaw *L = w->law;
  if (!L)
    return;
  const double mus = tl_slip_friction_static(&L->law);
  for (int k = 0; k < L->n; k++) {
    L->sigma[k] = L->sigma_out[k] = 0.0;
    L->mu_prev[k] = mus;
    L->mu[k] = w->pn[k] > 0.0 ? mus : 0.0;
    L->kind[k] = w->pn[k] > 0.0 ? TL_CELL_STICK : TL_CELL_OUTSIDE;
  }
  memset(&L->report, 0, sizeof L->report);
  L->capped = 0;
}

TlStatus
tl_exact_set_friction_law(TlExact *w, const TlSlipFriction *law, const TlExactLawOptions *opts,
                          TlError *err)
{
  TlStatus s;
  const TlExactLawOptions o = opts ? *opts : tl_exact_law_options_default();
  if (law && (s = tl_slip_friction_validate(law, err)) != TL_OK)
    return s;
  if ((s = options_validate(&o, err)) != TL_OK)
    return s;
  if (!law || tl_slip_friction_is_constant(law)) {
    /* constant friction: exactly the Coulomb path with this μ */
    const double mu = law ? tl_slip_friction_static(law) : w->mu;
    tl_exact_law_free(w->law);
    w->law = NULL;
    return tl_exact_set_friction(w, mu, err);
  }
  struct TlExactLaw *L = w->law;
  if (!L) {
    const size_t n = (size_t)w->n;
    L = calloc(1, sizeof *L);
    int ok = L != NULL;
    if (ok) {
      L->n = w->n;
      double **arrays[] = { &L->sigma, &L->sigma_out, &L->mu,     &L->mu_prev,
                            &L->sx,    &L->sy,        &L->save_x, &L->save_y };
      for (size_t k = 0; k < sizeof arrays / sizeof arrays[0]; k++)
        ok &= (*arrays[k] = calloc(n, sizeof(double))) != NULL;
      ok &= (L->kind = calloc(n, 1)) != NULL;
      ok &= (L->save_state = calloc(n, 1)) != NULL;
    }
    if (!ok) {
      tl_exact_law_free(L);
      return tl_error_set(err, TL_ENOMEM, "out of memory for the friction law's %d elements",
                          w->n);
    }
  }
  L->law = *law;
  L->opts = o;
  w->law = L;
  tl_exact_law_rest(w);
  /* the state's bound: the law's static level until the next solve */
  return tl_exact_set_friction(w, w->mu, err);
}

TlStatus
tl_exact_law_carry(TlExact *to, const TlExact *from, TlError *err)
{
  if (!from->law)
    return TL_OK;
  return tl_exact_set_friction_law(to, &from->law->law, &from->law->opts, err);
}

const TlSlipFriction *
tl_exact_friction_law(const TlExact *w)
{
  return w->law ? &w->law->law : NULL;
}

const double *
tl_exact_mu_map(const TlExact *w)
{
  return w->law ? w->law->mu : NULL;
}

const double *
tl_exact_slip_speed_map(const TlExact *w)
{
  return w->law ? w->law->sigma_out : NULL;
}

const TlExactLawReport *
tl_exact_law_report(const TlExact *w)
{
  static const TlExactLawReport none = { 0 };
  return w->law ? &w->law->report : &none;
}

int
tl_exact_law_capped(const TlExact *w)
{
  return w->law && w->law->capped;
}

void
tl_exact_law_commit(TlExact *w)
{
  if (w->law)
    memcpy(w->law->mu_prev, w->law->mu, sizeof(double) * (size_t)w->n);
}

/* The self-coefficients (a_xx, a_yy) of one element's problem: A_II for a
 * rolling step, A_II − A(Δx, 0) for steady rolling. */
static void
self_coefficients(const TlExact *w, int steady, double *axx, double *ayy)
{
  *axx = w->tang->axx;
  *ayy = w->tang->ayy;
  if (steady) {
    *axx -= tl_hsconv_coefficient(w->conv, TL_INFLUENCE_XX, 1, 0);
    *ayy -= tl_hsconv_coefficient(w->conv, TL_INFLUENCE_YY, 1, 0);
  }
}

/* N_E,max = max κ_I |μ′(0)| with κ_I = a_e p_n,I/Δt, a_e = |diag(a_xx, a_yy) t̂|
 * along the traction direction t̂ (x where there is no traction). */
static double
indicator(const TlExact *w, const TlSlipFriction *law, int steady, const double *px,
          const double *py)
{
  double axx, ayy;
  self_coefficients(w, steady, &axx, &ayy);
  const double dmu0 = fabs(tl_slip_friction_dmu(law, 0.0)), dt = tl_exact_time_step(w);
  double nmax = 0.0;
  for (int k = 0; k < w->n; k++) {
    if (!(w->pn[k] > 0.0))
      continue;
    double ae = axx;
    const double t = px ? tl_norm2(px[k], py[k]) : 0.0;
    if (t > 0.0)
      ae = tl_norm2(axx * px[k] / t, ayy * py[k] / t);
    nmax = fmax(nmax, ae * w->pn[k] / dt * dmu0);
  }
  return nmax;
}

double
tl_exact_law_indicator(const TlExact *w, const TlSlipFriction *law, int steady)
{
  return indicator(w, law, steady, NULL, NULL);
}

/* g = μ(σ) p_n over the contact; with memory μ follows the particle path:
 * μ_I = θ μ_up + (1 − θ) μ_law(σ_I), θ = d_c/(d_c + Δt max(σ_I, s₀)), μ_up
 * the element one cell ahead (steady: this iterate's, integrated from the
 * leading edge; a step: the last committed step's), μ at rest ahead of the
 * leading edge. */
static void
set_bounds(TlExact *w, int steady)
{
  struct TlExactLaw *L = w->law;
  const TlSlipFriction *law = &L->law;
  const int mx = w->grid.mx, my = w->grid.my;
  const double mus = tl_slip_friction_static(law), dt = tl_exact_time_step(w);
  const double dc = law->memory, s0 = law->memory_s0;
  w->gmax = 0.0;
  for (int j = 0; j < my; j++) {
    double mu_up = mus;
    for (int i = mx - 1; i >= 0; i--) {
      const int k = j * mx + i;
      if (!(w->pn[k] > 0.0)) {
        L->mu[k] = 0.0;
        w->g[k] = 0.0;
        mu_up = mus;
        continue;
      }
      double mu = tl_slip_friction_mu(law, L->sigma[k]);
      if (dc > 0.0) {
        const double up = steady ? mu_up : i + 1 < mx && w->pn[k + 1] > 0.0 ? L->mu_prev[k + 1]
                                                                          : mus;
        const double theta = dc / (dc + dt * fmax(L->sigma[k], s0));
        mu = theta * up + (1.0 - theta) * mu;
      }
      L->mu[k] = mu;
      w->g[k] = mu * w->pn[k];
      w->gmax = fmax(w->gmax, w->g[k]);
      mu_up = mu;
    }
  }
}

/* σ⁰ of the outer iteration. */
static void
start_sigma(TlExact *w, int at_rest)
{
  struct TlExactLaw *L = w->law;
  const double v = w->params.speed;
  for (int k = 0; k < w->n; k++) {
    const int in = w->pn[k] > 0.0;
    switch (L->opts.start) {
    case TL_EXACT_START_HIGH: L->sigma[k] = in ? v : 0.0; break;
    case TL_EXACT_START_LOW: L->sigma[k] = 0.0; break;
    default: L->sigma[k] = in && !at_rest ? L->sigma_out[k] : 0.0; break;
    }
    L->kind[k] = in ? (L->sigma[k] > 0.0 ? TL_CELL_SLIP : TL_CELL_STICK) : TL_CELL_OUTSIDE;
  }
}

/* One outer update from the slip (sx, sy) [m] of the solution with state
 * `state`: σ̃, the relaxation, switches.  Returns 1 when converged. */
static int
update_sigma(TlExact *w, const double *sx, const double *sy, const unsigned char *state,
             double omega)
{
  struct TlExactLaw *L = w->law;
  const double dt = tl_exact_time_step(w);
  double d2 = 0.0, s2 = 0.0;
  int slips = 0, switched = 0;
  for (int k = 0; k < w->n; k++) {
    if (!(w->pn[k] > 0.0)) {
      L->sigma[k] = L->sigma_out[k] = 0.0;
      continue;
    }
    const int slip = state[k] == TL_CELL_SLIP;
    const double tilde = slip ? tl_norm2(sx[k], sy[k]) / dt : 0.0;
    const double next = slip ? L->sigma[k] + omega * (tilde - L->sigma[k]) : 0.0;
    d2 += (next - L->sigma[k]) * (next - L->sigma[k]);
    s2 += next * next;
    switched += slip != (L->kind[k] == TL_CELL_SLIP);
    L->kind[k] = state[k];
    L->sigma_out[k] = tilde;
    L->sigma[k] = next;
    slips += slip;
  }
  L->report.switched = switched;
  L->change = s2 > 0.0 ? sqrt(d2 / s2) : 0.0;
  return slips == 0 || sqrt(d2) <= L->opts.tol * sqrt(s2);
}

/* The report of a finished outer iteration. */
static void
finish_report(TlExact *w, int steady, const double *px, const double *py,
              const unsigned char *state, double omega, int converged)
{
  struct TlExactLaw *L = w->law;
  TlExactLawReport *r = &L->report;
  r->omega = omega;
  r->start = L->opts.start;
  r->converged = converged;
  r->ne_max = indicator(w, &L->law, steady, px, py);
  r->solves++;
  r->outer_sum += r->outer;
  r->outer_max = r->outer > r->outer_max ? r->outer : r->outer_max;
  r->ne_run_max = fmax(r->ne_run_max, r->ne_max);
  memset(&r->slip, 0, sizeof r->slip);
  r->slip.n_max = r->ne_max;
  double sum = 0.0;
  for (int k = 0; k < w->n; k++) {
    if (state[k] != TL_CELL_SLIP)
      continue;
    r->slip.slip_cells++;
    sum += L->mu[k];
    r->slip.sigma_max = fmax(r->slip.sigma_max, L->sigma_out[k]);
  }
  r->slip.mu_mean = r->slip.slip_cells ? sum / r->slip.slip_cells
                                       : tl_slip_friction_static(&L->law);
}

/* The inner (Coulomb) tolerance of the next outer iteration: while σ still
 * changes by a relative `change`, a traction residual a hundred times smaller
 * is enough; the solver's own tolerance `base` once the iteration settles. */
static double
inner_tol(const struct TlExactLaw *L, int it, double base)
{
  if (it == 0)
    return fmax(base, 1e-4);
  return fmin(fmax(base, 1e-2 * L->change), 1e-4);
}

static TlStatus
cap_error(TlExact *w, TlError *err)
{
  const TlExactLawReport *r = &w->law->report;
  return tl_error_set(err, TL_EMAXITER,
                      "friction law: the slip speeds did not settle in %d outer iterations "
                      "(%d elements still switching between stick and slip, relaxation %.3g, "
                      "N_E,max %.3g): try the low or high initial estimate, or friction memory",
                      r->outer, r->switched, r->omega, r->ne_max);
}

TlStatus
tl_exact_law_steady(TlExact *w, int from_zero, double cx, double cy, double spin,
                    TlExactStats *st, TlError *err)
{
  struct TlExactLaw *L = w->law;
  TlStatus s;
  if ((s = tl_contact_check_creepage(cx, cy, spin, err)) != TL_OK)
    return s;
  const TlGrid *gr = &w->grid;
  double omega = L->opts.omega;
  int converged = 0;
  L->report.outer = 0;
  L->capped = 0;
  start_sigma(w, from_zero);
  const double base = w->opts.steady_tol;
  const size_t n = (size_t)w->n;
  memcpy(L->save_x, w->px, n * sizeof(double));
  memcpy(L->save_y, w->py, n * sizeof(double));
  memcpy(L->save_state, w->state, n);
  for (int it = 0; it < L->opts.max_outer && !converged; it++) {
    set_bounds(w, 1);
    w->opts.steady_tol = fmax(inner_tol(L, it, base), base);
    s = tl_exact_steady_solve(w, from_zero && it == 0, cx, cy, spin, st, err);
    w->opts.steady_tol = base;
    if (s != TL_OK) { /* cancelled or failed: the state as before the call */
      memcpy(w->px, L->save_x, n * sizeof(double));
      memcpy(w->py, L->save_y, n * sizeof(double));
      memcpy(w->state, L->save_state, n);
      w->ap_valid = 0;
      w->have_previous = 0;
      return s;
    }
    L->report.outer++;
    /* S = Δx W + (A − A′) p */
    tl_hsconv_tangential(w->conv, TL_HSCONV_DIFFERENCE, w->px, w->py, L->sx, L->sy);
    st->products++;
    for (int j = 0; j < gr->my; j++)
      for (int i = 0; i < gr->mx; i++) {
        const int k = j * gr->mx + i;
        L->sx[k] += (cx - spin * gr->y[j]) * gr->dx;
        L->sy[k] += (cy + spin * gr->x[i]) * gr->dx;
      }
    converged = update_sigma(w, L->sx, L->sy, w->state, omega);
    if (!converged && (it + 1) % 20 == 0 && L->report.switched > 0)
      omega *= 0.8;
  }
  finish_report(w, 1, w->px, w->py, w->state, omega, converged);
  L->capped = !converged;
  return converged ? TL_OK : cap_error(w, err);
}

TlStatus
tl_exact_law_step(TlExact *w, TlExactStats *st, TlError *err)
{
  struct TlExactLaw *L = w->law;
  TlStatus s;
  double omega = L->opts.omega;
  int converged = 0;
  L->report.outer = 0;
  L->capped = 0;
  start_sigma(w, 0);
  const double base = w->opts.tol;
  for (int it = 0; it < L->opts.max_outer && !converged; it++) {
    set_bounds(w, 0);
    w->opts.tol = inner_tol(L, it, base);
    if (it == 0) {
      s = tl_exact_solve_trial(w, st, err);
    } else {
      /* warm start: the trial holds the last iterate */
      s = tl_tang_solve(w->tang, w->g, w->bx, w->by, w->opts.tol, w->opts.max_newton,
                        w->opts.max_cg, 0, w->trial_x, w->trial_y, w->trial_state, st);
      if (s != TL_OK)
        tl_error_set(err, s,
                     "tangential problem did not converge in %d Newton iterations "
                     "(outer iteration %d of the friction law)",
                     w->opts.max_newton, it + 1);
    }
    w->opts.tol = base;
    if (s != TL_OK)
      return s;
    L->report.outer++;
    /* the step's shift s = A p + b is the slip S of the solution */
    converged = update_sigma(w, w->tang->sx, w->tang->sy, w->trial_state, omega);
    if (!converged && (it + 1) % 20 == 0 && L->report.switched > 0)
      omega *= 0.8;
  }
  finish_report(w, 0, w->trial_x, w->trial_y, w->trial_state, omega, converged);
  if (converged)
    return TL_OK;
  L->capped = 1;
  return cap_error(w, err);
}
