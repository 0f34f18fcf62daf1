/* study-steady-points.c — the Steady rolling view's one model at given
 * creepages (tribolab-cli steady, Python's steady()): f, the stick fraction,
 * Fy, Mz and the local friction of each point, the map of the last one, its
 * frictional power and wear, and the table's interpolation error against a
 * direct exact solve. */
#include "study-steady.h"
#include "study-steady-wear.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tribo/kalker.h"
#include "tribo/polach.h"
#include "tribo/shen.h"
#include "tribo/slipfriction.h"
#include "tribo/textio.h"
#include "tribo/units.h"


void
tl_study_steady_points_init(TlStudySteadyPoints *s)
{
  memset(s, 0, sizeof *s);
  s->wear_params = tl_wear_params_default();
  s->table_interp = TL_TABLE_CUBIC;
}

void
tl_study_steady_points_set_table(TlStudySteadyPoints *s, const TlTable *table,
                                 TlTableInterp interp)
{
  s->table = table;
  s->table_interp = interp;
}

TlStatus
tl_study_steady_points_set_wear(TlStudySteadyPoints *s, const TlWearParams *p, TlError *err)
{
  TlStatus st = tl_wear_params_validate(p, err);
  if (st == TL_OK)
    s->wear_params = *p;
  return st;
}

void
tl_study_steady_points_clear(TlStudySteadyPoints *s)
{
  double *arrays[] = { s->cx, s->f, s->stick, s->fy, s->mz, s->mu_mean, s->indicator,
                       s->mu_map, s->w_map };
  for (size_t k = 0; k < sizeof arrays / sizeof arrays[0]; k++)
    free(arrays[k]);
  tl_traction_free(&s->map);
  tl_fastsim_free(s->fastsim);
  tl_exact_free(s->exact);
  const TlWearParams wear = s->wear_params; /* the laws and the table outlive a result */
  const TlTable *table = s->table;
  const TlTableInterp interp = s->table_interp;
  tl_study_steady_points_init(s);
  s->wear_params = wear;
  s->table = table;
  s->table_interp = interp;
}

/* Is models one model the points can solve? */
static int
one_model(unsigned models)
{
  return models == TL_STEADY_LINEAR || models == TL_STEADY_FASTSIM ||
         models == TL_STEADY_SHEN || models == TL_STEADY_POLACH ||
         models == TL_STUDY_STEADY_EXACT || models == TL_STUDY_STEADY_TABLE;
}

/* f, stick fraction, fy = Ty/F_N, Mz and the local friction of creepage k
 * into n (the new result, whose solvers and map are set up). */
static TlStatus
solve_point(TlStudySteadyPoints *n, const TlSteadyCurvesSpec *spec, int k, TlError *err)
{
  const TlContactParams *p = &n->params;
  const TlContactBasics *basics = &n->basics;
  const double load = basics->hertz.normal_load, cx = n->cx[k];
  TlStatus st;
  n->mu_mean[k] = p->mu;
  n->indicator[k] = 0.0;
  switch (n->model) {
  case TL_STEADY_FASTSIM: {
    TlSlipStats stats;
    if ((st = tl_fastsim_solve_law(n->fastsim, &spec->law, cx, p->cy, p->spin, &n->map,
                                   n->mu_map, n->w_map, &stats, err)) != TL_OK)
      return st;
    n->f[k] = n->map.f;
    n->stick[k] = n->map.stick_fraction;
    n->fy[k] = n->map.fy / load;
    n->mz[k] = n->map.mz;
    n->mu_mean[k] = stats.mu_mean;
    n->indicator[k] = stats.n_max;
    break;
  }
  case TL_STUDY_STEADY_EXACT:
    /* each creepage starts from the previous one's state: a sweep needs
     * fewer Newton iterations than solves from zero */
    if ((st = tl_exact_steady(n->exact, cx, p->cy, p->spin, &n->map, NULL, err)) != TL_OK)
      return st;
    n->f[k] = n->map.f;
    n->stick[k] = n->map.stick_fraction;
    n->fy[k] = n->map.fy / load;
    n->mz[k] = n->map.mz;
    if (n->exact_law) {
      const TlExactLawReport *r = tl_exact_law_report(n->exact);
      const size_t cells = (size_t)p->mx * (size_t)p->my;
      n->mu_mean[k] = r->slip.mu_mean;
      n->indicator[k] = r->ne_max;
      if (r->outer > n->law_outer_max)
        n->law_outer_max = r->outer;
      n->law_ne_max = fmax(n->law_ne_max, r->ne_max);
      memcpy(n->mu_map, tl_exact_mu_map(n->exact), cells * sizeof(double));
      memcpy(n->w_map, tl_exact_slip_speed_map(n->exact), cells * sizeof(double));
    }
    break;
  case TL_STEADY_SHEN: {
    TlShenResult r;
    if ((st = tl_shen_forces(p, basics, cx, p->cy, p->spin, &r, err)) != TL_OK)
      return st;
    n->f[k] = r.f;
    n->stick[k] = r.stick_fraction;
    n->fy[k] = r.fy / load;
    n->mz[k] = r.mz;
    break;
  }
  case TL_STEADY_POLACH: {
    TlPolachResult r;
    if ((st = tl_polach_forces(p, basics, &spec->polach, cx, p->cy, p->spin, &r, err)) != TL_OK)
      return st;
    n->f[k] = r.f;
    n->stick[k] = NAN; /* a closed form of the totals: no adhesion area */
    n->fy[k] = r.fy_ratio;
    n->mz[k] = 0.0;
    n->mu_mean[k] = r.mu;
    break;
  }
  case TL_STUDY_STEADY_TABLE: {
    double fx, fy, mz;
    int outside;
    if ((st = tl_table_forces(n->table, n->table_interp, basics, p->mu, cx, p->cy, p->spin, &fx,
                              &fy, &mz, &outside, err)) != TL_OK)
      return st;
    n->f[k] = fx / load;
    n->stick[k] = NAN; /* the table holds the totals only */
    n->fy[k] = fy / load;
    n->mz[k] = mz;
    n->table_clamped += outside > 0;
    break;
  }
  default: { /* Kalker's linear theory */
    TlLinearForces lin;
    const TlHertzResult *h = &basics->hertz;
    tl_kalker_linear_forces(h->material.shear_modulus, h->a, h->b, &basics->kalker, cx, p->cy,
                            p->spin, &lin);
    n->f[k] = lin.fx / h->normal_load;
    n->stick[k] = 1.0; /* no slip anywhere in the linear theory */
    n->fy[k] = lin.fy / h->normal_load;
    n->mz[k] = lin.mz;
    break;
  }
  }
  return TL_OK;
}

/* What the grip costs at the last creepage (docs/theory.md §12): the local
 * slip speeds of the map (FASTSIM's fixed grid and the exact theory resolve
 * them; a falling law has them already), then power, wear and fatigue. */
static TlStatus
evaluate_wear(TlStudySteadyPoints *n, const TlSteadyCurvesSpec *spec, TlError *err)
{
  const TlContactParams *p = &n->params;
  const TlHertzResult *h = &n->basics.hertz;
  const double cx = n->cx[n->n - 1], load = h->normal_load;
  const int constant = tl_slip_friction_is_constant(&spec->law) && !(spec->law.memory > 0.0);
  TlStatus st;
  int resolved = 0;
  if (n->fastsim && spec->variant == TL_FASTSIM_FIXED_GRID) {
    if (constant && (st = tl_fastsim_slip_speed(n->fastsim, cx, p->cy, p->spin, &n->map,
                                                n->w_map, err)) != TL_OK)
      return st;
    resolved = 1;
  } else if (n->exact) {
    if (!n->exact_law &&
        (st = tl_exact_slip_speed(n->exact, cx, p->cy, p->spin, n->w_map, err)) != TL_OK)
      return st;
    resolved = 1;
  }
  if (resolved) {
    const TlWearInput in = { tl_study_steady_points_grid(n), &n->map, n->w_map, p->speed, cx,
                             p->cy, p->spin, load, h->a, h->b };
    return tl_wear_evaluate(&in, &n->wear_params, NULL, &n->wear, err);
  }
  /* the totals alone, over the Hertz ellipse's area (the strip variant's too) */
  const int k = n->n - 1;
  return tl_wear_from_forces(p->speed, cx, p->cy, p->spin, n->f[k] * load, n->fy[k] * load,
                             n->mz[k], load, h->a, h->b, M_PI * h->a * h->b, &n->wear_params,
                             &n->wear, err);
}

/* The table model's check: the last creepage solved directly by the table's
 * own solver, grid and tolerance, so that the difference is the
 * interpolation's error alone. */
static TlStatus
table_direct(TlStudySteadyPoints *n, TlError *err)
{
  const TlContactParams *p = &n->params;
  const TlHertzResult *h = &n->basics.hertz;
  TlTableSolver *sv = tl_table_solver_new(tl_table_spec(n->table), err);
  if (!sv)
    return err ? err->status : TL_ENOMEM;
  double x[TL_TABLE_N_AXES], f[TL_TABLE_N_OUT];
  tl_table_inputs(&n->basics, p->mu, n->cx[n->n - 1], p->cy, p->spin, x);
  TlStatus st = tl_table_solver_point(sv, x, f, err);
  tl_table_solver_free(sv);
  if (st != TL_OK)
    return st;
  n->table_direct[0] = f[0] * p->mu;
  n->table_direct[1] = f[1] * p->mu;
  n->table_direct[2] = f[2] * p->mu * h->normal_load * sqrt(h->a * h->b);
  return TL_OK;
}

TlStatus
tl_study_steady_points_update(TlStudySteadyPoints *s, const TlSteadyCurvesSpec *spec,
                              const TlExactLawOptions *opts, const TlStudyControl *ctl,
                              TlError *err)
{
  TlStatus st;
  if (!one_model(spec->models))
    return tl_error_set(err, TL_EINVAL,
                        "give one model (linear, fastsim, shen, polach, exact or table)");
  if (spec->models == TL_STUDY_STEADY_TABLE && !s->table)
    return tl_error_set(err, TL_EINVAL, "the table model needs a table (--table FILE)");
  if (spec->n < 1 || !spec->cx)
    return tl_error_set(err, TL_EINVAL, "give at least one creepage");
  TlStudySteadyPoints n;
  tl_study_steady_points_init(&n);
  n.model = spec->models;
  n.params = spec->params;
  n.wear_params = s->wear_params;
  n.table = s->table;
  n.table_interp = s->table_interp;
  n.exact_law = n.model == TL_STUDY_STEADY_EXACT && !tl_slip_friction_is_constant(&spec->law);
  /* a law that does not fall (μs = μk, say) is Coulomb friction with its own
   * μ: the exact solver then takes the plain path with that μ, as FASTSIM's
   * law path does */
  if (n.model == TL_STUDY_STEADY_EXACT && !n.exact_law && spec->law.kind != TL_SLIP_LAW_COULOMB)
    n.params.mu = tl_slip_friction_static(&spec->law);
  const TlContactParams *p = &n.params;
  if ((st = tl_contact_basics(p, &n.basics, err)) != TL_OK)
    return st;
  const size_t count = (size_t)spec->n, cells = (size_t)p->mx * (size_t)p->my;
  double **arrays[] = { &n.cx, &n.f, &n.stick, &n.fy, &n.mz, &n.mu_mean, &n.indicator };
  int ok = 1;
  for (size_t k = 0; k < sizeof arrays / sizeof arrays[0]; k++)
    ok &= (*arrays[k] = malloc(count * sizeof(double))) != NULL;
  if (ok && (n.model == TL_STEADY_FASTSIM || n.exact_law))
    ok &= (n.mu_map = calloc(cells, sizeof(double))) != NULL;
  if (ok && (n.model == TL_STEADY_FASTSIM || n.model == TL_STUDY_STEADY_EXACT))
    ok &= (n.w_map = calloc(cells, sizeof(double))) != NULL;
  if (!ok) {
    tl_study_steady_points_clear(&n);
    return tl_error_set(err, TL_ENOMEM, "out of memory for %d creepages", spec->n);
  }
  n.n = spec->n;
  memcpy(n.cx, spec->cx, count * sizeof(double));
  if (n.model == TL_STEADY_FASTSIM) {
    n.fastsim = tl_fastsim_alloc(p, spec->variant, err);
    st = n.fastsim ? TL_OK : (err ? err->status : TL_ENOMEM);
  } else if (n.model == TL_STUDY_STEADY_EXACT) {
    st = tl_exact_alloc(p, NULL, &n.exact, err);
    if (st == TL_OK && n.exact_law)
      st = tl_exact_set_friction_law(n.exact, &spec->law, opts, err);
  } else {
    st = TL_OK;
  }
  if (st == TL_OK && (n.fastsim || n.exact))
    st = tl_traction_alloc(&n.map, p->mx, p->my, err);
  for (int k = 0; st == TL_OK && k < n.n; k++) {
    if (tl_study_cancelled(ctl)) {
      st = tl_error_set(err, TL_ECANCELLED, "cancelled after %d of %d creepages", k, n.n);
      break;
    }
    if ((st = solve_point(&n, spec, k, err)) == TL_OK) {
      n.indicator_max = fmax(n.indicator_max, n.indicator[k]);
      tl_study_progress(ctl, (k + 1.0) / n.n);
    }
  }
  if (st == TL_OK)
    st = evaluate_wear(&n, spec, err);
  if (st == TL_OK && n.model == TL_STUDY_STEADY_TABLE)
    st = table_direct(&n, err);
  if (st != TL_OK) {
    tl_study_steady_points_clear(&n);
    return st;
  }
  n.valid = 1;
  tl_study_steady_points_clear(s);
  *s = n;
  return TL_OK;
}

const TlGrid *
tl_study_steady_points_grid(const TlStudySteadyPoints *s)
{
  return s->fastsim ? tl_fastsim_grid(s->fastsim) : s->exact ? tl_exact_grid(s->exact) : NULL;
}

TlStatus
tl_study_steady_points_write_csv(FILE *out, const TlStudySteadyPoints *s, TlError *err)
{
  if (!s->valid)
    return tl_error_set(err, TL_EINVAL, "no steady points to write");
  /* mz_nm: the spin moment in N·m as wheelrail and Python give it; mz_nmm
   * stays for one release (docs/cli.md) */
  fputs("cx,f,stick_fraction,fy,mz_nmm,mu_mean,falling_indicator,mz_nm\n", out);
  for (int k = 0; k < s->n; k++) {
    tl_csv_number(out, s->cx[k], 1);
    tl_csv_number(out, s->f[k], 0);
    tl_csv_number(out, s->stick[k], 0);
    tl_csv_number(out, s->fy[k], 0);
    tl_csv_number(out, s->mz[k] / TL_UNIT_NMM, 0);
    tl_csv_number(out, s->mu_mean[k], 0);
    tl_csv_number(out, s->indicator[k], 0);
    tl_csv_number(out, s->mz[k], 0);
    fputc('\n', out);
  }
  return TL_OK;
}

TlStatus
tl_study_steady_points_write_map(FILE *out, const TlStudySteadyPoints *s, TlError *err)
{
  const TlGrid *g = tl_study_steady_points_grid(s);
  if (!s->valid || !g)
    return tl_error_set(err, TL_EINVAL, "no per-cell solution to write (fastsim or exact only)");
  tl_study_steady_write_map_rows(out, g, &s->map, s->mu_map, s->w_map, s->params.mu);
  return TL_OK;
}

TlStatus
tl_study_steady_points_write_summary(FILE *out, const TlStudySteadyPoints *s, TlError *err)
{
  if (!s->valid)
    return tl_error_set(err, TL_EINVAL, "no steady points to summarise");
  const int k = s->n - 1;
  const TlWearResult *w = &s->wear;
  fprintf(out, "cx=%.10g\nf=%.10g\nfy=%.10g\nmz_nm=%.10g\nstick_fraction=%.10g\n", s->cx[k],
          s->f[k], s->fy[k], s->mz[k], s->stick[k]);
  fprintf(out, "frictional_power_w=%.10g\nfrictional_power_macro_w=%.10g\n", w->power,
          w->power_macro);
  fprintf(out, "t_gamma_n=%.10g\nt_gamma_per_area_n_mm2=%.10g\ncontact_area_mm2=%.10g\n",
          w->t_gamma, w->t_gamma_per_area, w->area / TL_UNIT_MM2);
  fprintf(out, "wear_rate_archard_um3_m=%.10g\nwear_depth_rate_archard_max_um_s=%.10g\n",
          w->archard_volume / TL_UNIT_UM3, w->archard_depth_max / TL_UNIT_UM);
  fprintf(out, "wear_rate_usfd_ug_m_mm2=%.10g\nwear_regime=%s\nwear_depth_usfd_nm_m=%.10g\n",
          w->usfd_rate, tl_wear_regime_name(w->regime), w->usfd_depth / TL_UNIT_NM);
  fprintf(out, "burstow_damage=%.10g\nutilised_friction=%.10g\nfatigue_index=%.10g\n",
          w->burstow, w->utilised_friction, w->fatigue_index);
  if (s->model == TL_STUDY_STEADY_TABLE) {
    const double *d = s->table_direct;
    fprintf(out, "table_clamped=%d\ntable_direct_f=%.10g\ntable_direct_fy=%.10g\n"
                 "table_direct_mz_nm=%.10g\n",
            s->table_clamped, d[0], d[1], d[2]);
    fprintf(out, "table_error_f=%.10g\ntable_error_fy=%.10g\ntable_error_mz_nm=%.10g\n",
            s->f[k] - d[0], s->fy[k] - d[1], s->mz[k] - d[2]);
  }
  return TL_OK;
}
