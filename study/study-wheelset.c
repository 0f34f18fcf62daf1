/* study-wheelset.c — the Wheelset on track pipeline: creep coefficients from
 * the Hertz patch, root locus, critical speed and the kinematic table. */
#include "study-wheelset.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "study-csv.h"
#include "tribo/ranges.h"
#include "tribo/textio.h"
#include "tribo/units.h"

TlStudyWheelsetSpec
tl_study_wheelset_spec_default(void)
{
  TlMaterial steel = {.input = TL_ELASTIC_YOUNG, .modulus = 210e9, .poisson = 0.28};
  TlStudyWheelsetSpec s = {
      .params = tl_ws_params_default(),
      .creep_given = 0,
      .v_from = 5.0,
      .v_to = 150.0,
      .v_step = 5.0,
      .v_search_max = 500.0,
      .kinematic = 0,
      .profiles = 0,
      .run = 0,
      .run_params = tl_ws_run_params_default(),
      .creep_model = TL_WS_CREEP_LINEAR,
      .polach = tl_polach_params_dry(),
      .mu = 0.3,
      .table = NULL,
      .table_interp = TL_TABLE_CUBIC,
      .amp_from = 1.0 * TL_UNIT_MM,
      .amp_to = 6.0 * TL_UNIT_MM,
      .amp_step = 1.0 * TL_UNIT_MM,
      .table_step = 0.05 * TL_UNIT_MM,
      .track = tl_wheelset_params_default(),
      .flange_from_profiles = 0,
      .bifurcation = 0,
      .bif_from = 60.0,
      .bif_to = 160.0,
      .bif_step = 10.0,
      .bif_duration = 3.0,
      .bif_y0 = 5.0 * TL_UNIT_MM,
      .wheel_material = steel,
      .rail_material = steel,
  };
  s.track.r0 = s.params.r0;
  return s;
}

void
tl_study_wheelset_page_sweep(TlStudyWheelsetSpec *spec)
{
  /* speeds from, to, step [m/s] and each run's duration [s] */
  static const double sweep[4] = { 20.0, 240.0, 20.0, 2.0 };
  spec->run = 0;
  spec->bifurcation = 1;
  spec->bif_from = sweep[0];
  spec->bif_to = sweep[1];
  spec->bif_step = sweep[2];
  spec->bif_duration = sweep[3];
}

void
tl_study_wheelset_spec_preset(TlStudyWheelsetSpec *spec, const TlPresetWheelset *w,
                              unsigned parts)
{
  if (parts & TL_STUDY_WS_PRESET_WHEELSET) {
    spec->params = w->params;
    spec->track.r0 = w->params.r0;
  }
  if (parts & TL_STUDY_WS_PRESET_MOTION) {
    TlWsRunParams *rp = &spec->run_params;
    rp->v_start = rp->v_end = w->speed;
    spec->creep_model = w->creep_model;
    spec->mu = spec->polach.mu0 = w->mu;
    rp->flange_stiffness = w->flange_stiffness;
    spec->profiles = w->wheels == 1;
    if (spec->profiles) {
      spec->contact_angles = w->contact_angles;
      spec->flange_from_profiles = !w->contact_angles;
      rp->flange_clearance = 0.0;
    } else {
      spec->contact_angles = 0;
      spec->flange_from_profiles = 0;
      rp->flange_clearance = w->flange_clearance;
    }
  }
  if (parts & TL_STUDY_WS_PRESET_RUN) {
    spec->run_params.duration = w->duration;
    spec->run_params.dt = w->dt;
    spec->run_params.y0 = w->y0;
  }
}

/* How many points FROM:TO:STEP holds (a tolerance of 1e-9 steps keeps TO). */
static long
range_count(double from, double to, double step)
{
  return (long)floor((to - from) / step + 1e-9) + 1;
}

TlStatus
tl_study_wheelset_spec_validate(const TlStudyWheelsetSpec *spec, TlError *err)
{
  TlStatus s;
  if ((s = tl_ws_params_validate(&spec->params, err)) != TL_OK)
    return s;
  if (spec->creep_given & ~TL_STUDY_WS_GIVEN_ALL)
    return tl_error_set(err, TL_EINVAL, "unknown creep-coefficient bits %#x", spec->creep_given);
  if (!(isfinite(spec->v_from) && isfinite(spec->v_to) && isfinite(spec->v_step) &&
        spec->v_from > 0.0 && spec->v_to >= spec->v_from && spec->v_step > 0.0))
    return tl_error_set(err, TL_EINVAL,
                        "speeds must run FROM:TO:STEP with 0 < FROM <= TO and STEP > 0, got "
                        "%g:%g:%g m/s",
                        spec->v_from, spec->v_to, spec->v_step);
  if (spec->v_from < TL_RANGE_WS_SPEED_MIN)
    return tl_error_set(err, TL_EINVAL, "speeds start at %g m/s at least, got %g m/s",
                        TL_RANGE_WS_SPEED_MIN, spec->v_from);
  if (spec->v_to > TL_RANGE_WS_SPEED_MAX)
    return tl_error_set(err, TL_EINVAL, "speeds reach at most %g m/s, got %g m/s",
                        TL_RANGE_WS_SPEED_MAX, spec->v_to);
  if (range_count(spec->v_from, spec->v_to, spec->v_step) > TL_STUDY_WS_MAX_SPEEDS)
    return tl_error_set(err, TL_EINVAL, "more than %d speeds: take a larger step",
                        TL_STUDY_WS_MAX_SPEEDS);
  if ((s = tl_check_range(spec->v_search_max, 1.0, TL_RANGE_WS_SPEED_MAX,
                          "critical-speed search ceiling", "m/s", err)) != TL_OK)
    return s;
  if (spec->kinematic) {
    if (!(isfinite(spec->amp_from) && isfinite(spec->amp_to) && isfinite(spec->amp_step) &&
          spec->amp_from > 0.0 && spec->amp_to >= spec->amp_from && spec->amp_step > 0.0))
      return tl_error_set(err, TL_EINVAL,
                          "amplitudes must run FROM:TO:STEP with 0 < FROM <= TO and STEP > 0, "
                          "got %g:%g:%g mm",
                          spec->amp_from / TL_UNIT_MM, spec->amp_to / TL_UNIT_MM,
                          spec->amp_step / TL_UNIT_MM);
    if (range_count(spec->amp_from, spec->amp_to, spec->amp_step) > TL_STUDY_WS_MAX_AMPLITUDES)
      return tl_error_set(err, TL_EINVAL, "more than %d amplitudes: take a larger step",
                          TL_STUDY_WS_MAX_AMPLITUDES);
    if (spec->amp_to > TL_RANGE_WS_AMPLITUDE_MAX)
      return tl_error_set(err, TL_EINVAL, "amplitudes reach at most %g mm, got %g mm",
                          TL_RANGE_WS_AMPLITUDE_MAX / TL_UNIT_MM, spec->amp_to / TL_UNIT_MM);
    if (spec->profiles && (spec->amp_from < TL_RANGE_WS_PROFILE_AMP_MIN ||
                           spec->amp_to > TL_RANGE_WS_PROFILE_AMP_MAX))
      return tl_error_set(err, TL_EINVAL,
                          "amplitudes on the profiles lie between %g and %g mm (the flange "
                          "root), got %g to %g mm",
                          TL_RANGE_WS_PROFILE_AMP_MIN / TL_UNIT_MM,
                          TL_RANGE_WS_PROFILE_AMP_MAX / TL_UNIT_MM, spec->amp_from / TL_UNIT_MM,
                          spec->amp_to / TL_UNIT_MM);
  }
  if (spec->profiles && (spec->kinematic || spec->run) &&
      (s = tl_check_range(spec->table_step, 0.01 * TL_UNIT_MM, 0.1 * TL_UNIT_MM,
                          "rolling-radius table step", "m", err)) != TL_OK)
    return s;
  if (spec->contact_angles != 0 && spec->contact_angles != 1)
    return tl_error_set(err, TL_EINVAL, "contact-angles switch must be 0 or 1, got %d",
                        spec->contact_angles);
  if (spec->contact_angles && !(spec->profiles && (spec->run || spec->bifurcation)))
    return tl_error_set(err, TL_EINVAL,
                        "the contact angles are the profile pair's: they need a run or the "
                        "sweep on the profiles");
  if (spec->contact_angles && (spec->flange_from_profiles || spec->run_params.flange_clearance > 0))
    return tl_error_set(err, TL_EINVAL,
                        "with the contact angles the profiles carry the flange: give no "
                        "flangeway clearance");
  if (spec->creep_model != TL_WS_CREEP_LINEAR && spec->creep_model != TL_WS_CREEP_POLACH &&
      spec->creep_model != TL_WS_CREEP_FASTSIM && spec->creep_model != TL_WS_CREEP_TABLE)
    return tl_error_set(err, TL_EINVAL, "unknown creep model %d", (int)spec->creep_model);
  if (spec->creep_model != TL_WS_CREEP_LINEAR) {
    const char *name = tl_ws_creep_model_name(spec->creep_model);
    if (!spec->run && !spec->bifurcation)
      return tl_error_set(err, TL_EINVAL,
                          "creep model %s is for a run: the root locus and the critical speed "
                          "are linear",
                          name);
    if (spec->creep_given)
      return tl_error_set(err, TL_EINVAL,
                          "creep model %s takes its forces from the patches of the contact: "
                          "give no creep coefficient",
                          name);
    if (spec->creep_model == TL_WS_CREEP_POLACH &&
        (s = tl_polach_params_validate(&spec->polach, err)) != TL_OK)
      return s;
    if ((spec->creep_model == TL_WS_CREEP_FASTSIM || spec->creep_model == TL_WS_CREEP_TABLE) &&
        (s = tl_check_range(spec->mu, 0.01, 1.0, "friction coefficient", "", err)) != TL_OK)
      return s;
    if (spec->creep_model == TL_WS_CREEP_TABLE && !spec->table)
      return tl_error_set(err, TL_EINVAL, "creep model table needs a creep-force table: load one");
    if (spec->creep_model == TL_WS_CREEP_TABLE && spec->table_interp != TL_TABLE_LINEAR &&
        spec->table_interp != TL_TABLE_CUBIC)
      return tl_error_set(err, TL_EINVAL, "unknown table interpolation %d",
                          (int)spec->table_interp);
  }
  if (spec->bifurcation) {
    if (!(isfinite(spec->bif_from) && isfinite(spec->bif_to) && isfinite(spec->bif_step) &&
          spec->bif_from >= TL_RANGE_WS_SPEED_MIN && spec->bif_to >= spec->bif_from &&
          spec->bif_to <= TL_RANGE_WS_SPEED_MAX && spec->bif_step > 0.0))
      return tl_error_set(err, TL_EINVAL,
                          "bifurcation speeds must run FROM:TO:STEP with 0 < FROM <= TO and "
                          "STEP > 0, got %g:%g:%g m/s",
                          spec->bif_from, spec->bif_to, spec->bif_step);
    if (range_count(spec->bif_from, spec->bif_to, spec->bif_step) > TL_STUDY_WS_MAX_BIF_SPEEDS)
      return tl_error_set(err, TL_EINVAL, "more than %d bifurcation speeds: take a larger step",
                          TL_STUDY_WS_MAX_BIF_SPEEDS);
    TlWsRunParams rp = spec->run_params;
    rp.duration = spec->bif_duration;
    rp.y0 = spec->bif_y0;
    rp.dt = fmin(rp.dt, rp.duration);
    if ((s = tl_ws_run_params_validate(&rp, err)) != TL_OK) {
      tl_error_prefix(err, "bifurcation sweep: ");
      return s;
    }
  }
  if (spec->flange_from_profiles && !spec->profiles)
    return tl_error_set(err, TL_EINVAL,
                        "the flangeway clearance comes from the profile pair: switch the "
                        "profiles on or give the clearance");
  if (spec->run || spec->bifurcation) {
    if ((s = tl_ws_run_params_validate(&spec->run_params, err)) != TL_OK)
      return s;
    if (spec->profiles && spec->params.gravity)
      return tl_error_set(err, TL_EINVAL,
                          "the gravitational stiffness is that of cones: a run on the "
                          "profiles' rolling-radius difference takes it off");
  }
  TlWheelsetParams track = spec->track;
  track.r0 = spec->params.r0;
  if ((s = tl_wheelset_params_validate(&track, err)) != TL_OK ||
      (s = tl_material_validate(&spec->wheel_material, "wheel", err)) != TL_OK ||
      (s = tl_material_validate(&spec->rail_material, "rail", err)) != TL_OK)
    return s;
  return TL_OK;
}

void
tl_study_wheelset_init(TlStudyWheelset *s)
{
  memset(s, 0, sizeof *s);
}

static void
clear_result(TlStudyWheelset *s)
{
  free(s->speeds);
  free(s->eigen);
  free(s->kinematic);
  tl_ws_run_clear(&s->run);
  free(s->bif);
  s->bif = NULL;
  s->n_bif = 0;
  s->speeds = NULL;
  s->eigen = NULL;
  s->kinematic = NULL;
  s->n_speeds = s->n_amplitudes = 0;
  s->valid = 0;
}

void
tl_study_wheelset_clear(TlStudyWheelset *s)
{
  clear_result(s);
  tl_profile_free(s->own_wheel);
  tl_profile_free(s->own_rail);
  tl_study_wheelset_init(s);
}

void
tl_study_wheelset_set_profiles(TlStudyWheelset *s, const TlProfile *wheel, const TlProfile *rail)
{
  s->wheel = wheel;
  s->rail = rail;
}

/* The profiles to use: the borrowed ones, else the built-in pair (loaded once). */
static TlStatus
profiles(TlStudyWheelset *s, const TlProfile **wheel, const TlProfile **rail, TlError *err)
{
  TlStatus st;
  if (!s->wheel && !s->own_wheel && (st = tl_profile_s1002(&s->own_wheel, err)) != TL_OK)
    return st;
  if (!s->rail && !s->own_rail && (st = tl_profile_60e1(&s->own_rail, err)) != TL_OK)
    return st;
  *wheel = s->wheel ? s->wheel : s->own_wheel;
  *rail = s->rail ? s->rail : s->own_rail;
  return TL_OK;
}

/* The creep coefficients of the left wheel with the wheelset centred: the
 * sum over its Hertz patches (S1002 on 60E1 touches at two points there),
 * each under its share of the load; the patches' semi-axes and loads into
 * the study's result fields of *r. */
static TlStatus
centre_creep(const TlWheelrail *wr, const TlStudyWheelsetSpec *spec, TlWsParams *sum,
             TlStudyWheelset *r, TlError *err)
{
  TlWsCentredCreep cc;
  TlStatus st = tl_ws_creep_centred(wr, &spec->wheel_material, &spec->rail_material,
                                    spec->params.load, &cc, err);
  if (st != TL_OK)
    return st;
  sum->f11 = cc.f11;
  sum->f22 = cc.f22;
  sum->f23 = cc.f23;
  sum->f33 = cc.f33;
  for (int k = 0; k < cc.n; k++) {
    r->patch_a[k] = cc.a[k];
    r->patch_b[k] = cc.b[k];
    r->patch_load[k] = cc.load[k];
    /* the same patch as a Hertz case for Polach's forces in a run */
    TlContactParams cp = tl_contact_params_default();
    cp.hertz.wheel = spec->wheel_material;
    cp.hertz.rail = spec->rail_material;
    cp.hertz.geometry = TL_GEOMETRY_SEMI_AXES;
    cp.hertz.semi_a = cc.a[k];
    cp.hertz.semi_b = cc.b[k];
    cp.hertz.ref_load = cp.hertz.normal_load = cc.load[k];
    cp.mu = spec->mu;
    cp.mx = cp.my = TL_STUDY_WS_FASTSIM_GRID;
    cp.bound = TL_BOUND_PARABOLIC;
    r->creep.patch[k] = cp;
  }
  r->n_patches = r->creep.n_patches = cc.n;
  r->patch_g = cc.shear_modulus;
  r->patch_nu = cc.poisson;
  return TL_OK;
}

typedef struct {
  double two_lambda;
} Cone;

static double
cone_dr(double y, void *data)
{
  return ((const Cone *)data)->two_lambda * y;
}

static double
table_dr(double y, void *data)
{
  return tl_wr_table_dr(data, y);
}

/* The kinematic table into rows[0 … n−1]: on cones, or on the pair's Δr(y). */
static TlStatus
kinematic_table(const TlStudyWheelsetSpec *spec, const TlWheelrail *wr, int n,
                TlStudyWsKinematicRow *rows, double *e_used, const TlStudyControl *ctl,
                TlError *err)
{
  const TlWsParams *p = &spec->params;
  TlStatus st = TL_OK;
  if (!spec->profiles) {
    Cone cone = {2.0 * p->conicity};
    *e_used = p->e;
    for (int k = 0; k < n; k++) {
      TlStudyWsKinematicRow *r = &rows[k];
      r->amplitude = spec->amp_from + k * spec->amp_step;
      if ((st = tl_ws_kinematic_wavelength(cone_dr, &cone, p->e, p->r0, r->amplitude,
                                           &r->wavelength, err)) != TL_OK)
        return st;
      r->conicity_harmonic = p->conicity; /* Δr linear: every definition gives λ */
      r->conicity_integration = p->e * p->r0 * pow(2.0 * M_PI / r->wavelength, 2);
      r->klingel_wavelength = tl_ws_klingel_wavelength(p);
    }
    return TL_OK;
  }
  const double e0 = tl_wheelrail_placement(wr)->e0;
  *e_used = e0;
  TlWrTable t;
  if ((st = tl_wheelrail_table_cancellable(wr, spec->amp_from + (n - 1) * spec->amp_step,
                                           spec->table_step, ctl ? ctl->cancel : NULL, &t, err)) !=
      TL_OK)
    return st;
  for (int k = 0; k < n && st == TL_OK; k++) {
    TlStudyWsKinematicRow *r = &rows[k];
    r->amplitude = spec->amp_from + k * spec->amp_step;
    TlWrConicity c;
    if ((st = tl_wr_conicity(&t, r->amplitude, e0, p->r0, &c, err)) != TL_OK ||
        (st = tl_ws_kinematic_wavelength(table_dr, &t, e0, p->r0, r->amplitude, &r->wavelength,
                                         err)) != TL_OK)
      break;
    r->conicity_harmonic = c.harmonic;
    r->conicity_integration = e0 * p->r0 * pow(2.0 * M_PI / r->wavelength, 2);
    r->klingel_wavelength = 2.0 * M_PI * sqrt(p->r0 * e0 / c.harmonic);
  }
  tl_wr_table_clear(&t);
  return st;
}

/* The flangeway clearance of a profile pair: the y of the largest jump of
 * Δr in its table, where the contact leaps from the tread to the flange
 * root (S1002 on 60E1: 6.26 mm, Δr from about 4 to 15 mm). */
static TlStatus
table_flange(const TlWrTable *t, double *clearance, TlError *err)
{
  double best = 0.0, at = 0.0;
  for (int k = 0; k + 1 < t->n; k++)
    if (t->y[k + 1] == t->y[k] && fabs(t->dr[k + 1] - t->dr[k]) > best) {
      best = fabs(t->dr[k + 1] - t->dr[k]);
      at = t->y[k];
    }
  if (best <= 0.0)
    return tl_error_set(err, TL_ERANGE,
                        "the profile pair's contact does not jump to the flange within %.3g mm: "
                        "give the flangeway clearance",
                        t->y[t->n - 1] / TL_UNIT_MM);
  *clearance = at;
  return TL_OK;
}

/* The lateral resultant of the normal forces of a profile pair, tabulated at
 * the regular steps of its table: F(y) = −Q (tan γ_L − tan γ_R), each wheel's
 * normal force N = Q/cos γ carrying its load Q.  The double points of the
 * table's jumps are left out, so a leap of the contact (to the flange root)
 * spreads over one step (a stiffness of ΔF/step, docs/theory.md §13.8). */
typedef struct {
  int n;
  double step;
  double *f; /* at y = k·step */
} ContactForce;

static TlStatus
contact_force_build(const TlWrTable *t, double step, double load, ContactForce *cf, TlError *err)
{
  cf->step = step;
  cf->n = 0;
  cf->f = malloc(sizeof(double) * (size_t)t->n);
  if (!cf->f)
    return tl_error_set(err, TL_ENOMEM, "out of memory for the contact-angle table");
  for (int k = 0; k < t->n; k++) {
    const int twin = (k > 0 && t->y[k - 1] == t->y[k]) || (k + 1 < t->n && t->y[k + 1] == t->y[k]);
    if (!twin)
      cf->f[cf->n++] = -load * (tan(t->gamma_left[k]) - tan(t->gamma_right[k]));
  }
  return TL_OK;
}

static double
contact_force_at(double y, void *data)
{
  const ContactForce *cf = data;
  const double u = fabs(y) / cf->step;
  const int k = (int)floor(u);
  const double f = k + 1 >= cf->n ? cf->f[cf->n - 1]
                                  : cf->f[k] + (cf->f[k + 1] - cf->f[k]) * (u - k);
  return y < 0.0 ? -f : f; /* the wheelset is symmetric */
}

/* Where the runs roll: on cones (table NULL) or on a pair's Δr(y). */
typedef struct {
  const TlWsParams *used;
  const TlWsCreep *creep;
  const TlWrTable *table;
  double e;
  const volatile int *cancel;
} RunTrack;

static TlStatus
run_on(const RunTrack *rt, const TlWsRunParams *rp, TlWsRun *out, TlError *err)
{
  return tl_ws_run(rt->used, rt->creep, rt->table ? table_dr : NULL, (void *)rt->table, rt->e, rp,
                   rt->cancel, out, err);
}

/* max |y| over samples [from, to) */
static double
max_abs_y(const TlWsRun *r, int from, int to)
{
  double m = 0.0;
  for (int k = from; k < to; k++)
    m = fmax(m, fabs(r->y[k]));
  return m;
}

/* One speed of the sweep into *row. */
static TlStatus
bif_point(const RunTrack *rt, const TlWsRunParams *base, double speed, TlStudyWsBifRow *row,
          TlError *err)
{
  TlWsRunParams rp = *base;
  rp.v_start = rp.v_end = speed;
  TlWsRun r = {0};
  TlStatus st = run_on(rt, &rp, &r, err);
  if (st != TL_OK)
    return st;
  row->speed = speed;
  row->unbounded = r.stopped;
  row->clamped = r.clamped;
  if (r.stopped) {
    row->amplitude = fabs(r.y[r.n - 1]);
    row->sustained = 1;
  } else {
    const double third = max_abs_y(&r, r.n / 2, 3 * r.n / 4);
    row->amplitude = max_abs_y(&r, 3 * r.n / 4, r.n);
    row->sustained =
        row->amplitude >= TL_STUDY_WS_BIF_MIN_AMP && row->amplitude >= TL_STUDY_WS_BIF_KEEP * third;
  }
  tl_ws_run_clear(&r);
  return TL_OK;
}

/* The sweep from the top speed down, then the bisection below the lowest
 * sustained speed of its top run of sustained speeds. */
static TlStatus
bif_sweep(const TlStudyWheelsetSpec *spec, const RunTrack *rt, const TlStudyControl *ctl,
          TlStudyWsBifRow **rows_out, int *n_out, double *v_nl, TlError *err)
{
  const int n = (int)range_count(spec->bif_from, spec->bif_to, spec->bif_step);
  TlStudyWsBifRow *rows = calloc((size_t)n, sizeof *rows);
  if (!rows)
    return tl_error_set(err, TL_ENOMEM, "out of memory for %d speeds", n);
  TlWsRunParams base = spec->run_params;
  base.duration = spec->bif_duration;
  base.y0 = spec->bif_y0;
  base.dt = fmin(base.dt, base.duration);
  TlStatus st = TL_OK;
  int lowest = -1; /* the lowest sustained row of the top run */
  for (int k = 0; k < n && st == TL_OK; k++) {
    const double v = spec->bif_from + (n - 1 - k) * spec->bif_step;
    st = bif_point(rt, &base, v, &rows[k], err);
    if (st == TL_OK && rows[k].sustained && lowest == k - 1)
      lowest = k;
    tl_study_progress(ctl, 0.5 + 0.4 * (k + 1) / n);
  }
  double crit = lowest < 0 ? NAN : rows[lowest].speed;
  if (st == TL_OK && lowest >= 0 && lowest + 1 < n) {
    double hi = rows[lowest].speed, lo = rows[lowest + 1].speed;
    for (int k = 0; k < TL_STUDY_WS_BIF_BISECT && st == TL_OK; k++) {
      TlStudyWsBifRow mid;
      if ((st = bif_point(rt, &base, 0.5 * (lo + hi), &mid, err)) != TL_OK)
        break;
      if (mid.sustained)
        hi = mid.speed;
      else
        lo = mid.speed;
    }
    crit = hi;
  }
  if (st != TL_OK) {
    free(rows);
    return st;
  }
  *rows_out = rows;
  *n_out = n;
  *v_nl = crit;
  return TL_OK;
}

TlStatus
tl_study_wheelset_update(TlStudyWheelset *s, const TlStudyWheelsetSpec *spec,
                         const TlStudyControl *ctl, TlError *err)
{
  TlStatus st;
  if ((st = tl_study_wheelset_spec_validate(spec, err)) != TL_OK)
    return st;
  TlWsParams used = spec->params;
  TlWheelsetParams track = spec->track;
  track.r0 = spec->params.r0;
  const int need_patch = (spec->creep_given & TL_STUDY_WS_GIVEN_ALL) != TL_STUDY_WS_GIVEN_ALL ||
                         spec->creep_model != TL_WS_CREEP_LINEAR;
  const int need_pair =
      need_patch || ((spec->kinematic || spec->run || spec->bifurcation) && spec->profiles);
  TlWheelrail *wr = NULL;
  if (need_pair) {
    const TlProfile *wheel, *rail;
    if ((st = profiles(s, &wheel, &rail, err)) != TL_OK ||
        (st = tl_wheelrail_alloc(&track, wheel, rail, &wr, err)) != TL_OK)
      return st;
  }
  TlStudyWheelset patch = {0}; /* the patches' numbers, kept on success */
  if (need_patch) {
    TlWsParams from_patch = used;
    if ((st = centre_creep(wr, spec, &from_patch, &patch, err)) != TL_OK) {
      tl_wheelrail_free(wr);
      return st;
    }
    if (!(spec->creep_given & TL_STUDY_WS_GIVEN_F11))
      used.f11 = from_patch.f11;
    if (!(spec->creep_given & TL_STUDY_WS_GIVEN_F22))
      used.f22 = from_patch.f22;
    if (!(spec->creep_given & TL_STUDY_WS_GIVEN_F23))
      used.f23 = from_patch.f23;
    if (!(spec->creep_given & TL_STUDY_WS_GIVEN_F33))
      used.f33 = from_patch.f33;
    if ((st = tl_ws_params_validate(&used, err)) != TL_OK) {
      tl_error_prefix(err, "creep coefficients of the patch: ");
      tl_wheelrail_free(wr);
      return st;
    }
  }

  const int n_speeds = (int)range_count(spec->v_from, spec->v_to, spec->v_step);
  const int n_amp =
      spec->kinematic ? (int)range_count(spec->amp_from, spec->amp_to, spec->amp_step) : 0;
  double *speeds = malloc(sizeof *speeds * (size_t)n_speeds);
  TlWsEigen *eigen = malloc(sizeof *eigen * (size_t)n_speeds * TL_WS_N_MODES);
  TlStudyWsKinematicRow *rows = n_amp ? calloc((size_t)n_amp, sizeof *rows) : NULL;
  TlWsCritical crit;
  double e_kin = used.e, e_run = used.e;
  TlWsRun run = {0};
  TlWrTable table = {0};
  int have_table = 0, n_bif = 0;
  double flange = spec->run_params.flange_clearance, v_nl = NAN;
  ContactForce cf = {0};
  TlStudyWsBifRow *bif = NULL;
  if (!speeds || !eigen || (n_amp && !rows)) {
    st = tl_error_set(err, TL_ENOMEM, "out of memory for %d speeds", n_speeds);
    goto fail;
  }
  for (int k = 0; k < n_speeds; k++) {
    if (tl_study_cancelled(ctl)) {
      st = tl_error_set(err, TL_ECANCELLED, "wheelset study cancelled");
      goto fail;
    }
    speeds[k] = spec->v_from + k * spec->v_step;
    if ((st = tl_ws_eigen(&used, speeds[k], &eigen[k * TL_WS_N_MODES], err)) != TL_OK)
      goto fail;
    tl_study_progress(ctl, 0.5 * (k + 1) / n_speeds);
  }
  if ((st = tl_ws_critical_speed(&used, TL_STUDY_WS_SEARCH_MIN, spec->v_search_max, &crit, err)) !=
      TL_OK)
    goto fail;
  TlWsEigen at_run[TL_WS_N_MODES];
  if ((st = tl_ws_eigen(&used, spec->run_params.v_start, at_run, err)) != TL_OK)
    goto fail;
  if (n_amp && (st = kinematic_table(spec, wr, n_amp, rows, &e_kin, ctl, err)) != TL_OK)
    goto fail;
  patch.creep.model = spec->creep_model;
  patch.creep.polach = spec->polach;
  patch.creep.table = spec->creep_model == TL_WS_CREEP_TABLE ? spec->table : NULL;
  patch.creep.interp = spec->table_interp;
  if (spec->run || spec->bifurcation) {
    /* on the pair's Δr(y) tabulated to the largest profile amplitude (held beyond it) */
    if (spec->profiles) {
      const double reach =
          spec->contact_angles ? TL_STUDY_WS_CONTACT_TABLE_MAX : TL_RANGE_WS_PROFILE_AMP_MAX;
      if ((st = tl_wheelrail_table_cancellable(wr, reach, spec->table_step,
                                               ctl ? ctl->cancel : NULL, &table, err)) != TL_OK)
        goto fail;
      have_table = 1;
      e_run = tl_wheelrail_placement(wr)->e0;
    }
    if ((spec->flange_from_profiles || spec->contact_angles) &&
        (st = table_flange(&table, &flange, err)) != TL_OK)
      goto fail;
    RunTrack rt = {&used, &patch.creep, have_table ? &table : NULL, e_run,
                   ctl ? ctl->cancel : NULL};
    TlStudyWheelsetSpec with_flange = *spec;
    with_flange.run_params.flange_clearance = flange;
    if (spec->contact_angles) {
      if ((st = contact_force_build(&table, spec->table_step, used.load, &cf, err)) != TL_OK)
        goto fail;
      /* the profiles carry the flange: no spring */
      with_flange.run_params.flange_clearance = 0.0;
      with_flange.run_params.contact_force = contact_force_at;
      with_flange.run_params.contact_data = &cf;
    }
    if (spec->run && (st = run_on(&rt, &with_flange.run_params, &run, err)) != TL_OK)
      goto fail;
    if (spec->bifurcation &&
        (st = bif_sweep(&with_flange, &rt, ctl, &bif, &n_bif, &v_nl, err)) != TL_OK)
      goto fail;
  }
  tl_study_progress(ctl, 1.0);
  tl_wheelrail_free(wr);
  if (have_table)
    tl_wr_table_clear(&table);
  free(cf.f);

  clear_result(s);
  /* the arrays move into the result, which frees them */
  *s = (TlStudyWheelset){
    .valid = 1,
    .spec = *spec,
    .used = used,
    .patch_used = need_patch,
    .n_patches = patch.n_patches,
    .patch_g = patch.patch_g,
    .patch_nu = patch.patch_nu,
    .creep = patch.creep,
    .e_kinematic = e_kin,
    .klingel_wavelength = tl_ws_klingel_wavelength(&used),
    .n_speeds = n_speeds,
    .speeds = speeds,
    .eigen = eigen,
    .critical = crit,
    .n_amplitudes = n_amp,
    .kinematic = rows,
    .run = run,
    .e_run = e_run,
    .flange_clearance = flange,
    .n_bif = n_bif,
    .bif = bif,
    .nonlinear_critical = v_nl,
    .wheel = s->wheel, /* the profiles the study keeps across updates */
    .rail = s->rail,
    .own_wheel = s->own_wheel,
    .own_rail = s->own_rail,
  };
  /* the patches the creep coefficients came from, as the read-outs show them */
  memcpy(s->patch_a, patch.patch_a, sizeof s->patch_a);
  memcpy(s->patch_b, patch.patch_b, sizeof s->patch_b);
  memcpy(s->patch_load, patch.patch_load, sizeof s->patch_load);
  /* the modes at the run's speed, and the least damped of them */
  for (int m = 0; m < TL_WS_N_MODES; m++) {
    s->eigen_run[m] = at_run[m];
    if (at_run[m].re > at_run[s->least_damped].re)
      s->least_damped = m;
  }
  return TL_OK;
fail:
  tl_ws_run_clear(&run);
  if (have_table)
    tl_wr_table_clear(&table);
  free(cf.f);
  free(speeds);
  free(eigen);
  free(rows);
  tl_wheelrail_free(wr);
  return st;
}

TlStatus
tl_study_wheelset_write_eigen_csv(FILE *out, const TlStudyWheelset *s, TlError *err)
{
  int finite = 1;
  fputs("speed_m_s,mode,real_1_s,imag_rad_s,freq_hz,damping_ratio\n", out);
  for (int k = 0; k < s->n_speeds; k++)
    for (int m = 0; m < TL_WS_N_MODES; m++) {
      const TlWsEigen *ev = &s->eigen[k * TL_WS_N_MODES + m];
      tl_study_csv_number(out, s->speeds[k], 1, &finite);
      fprintf(out, ",%d", m + 1);
      tl_study_csv_number(out, ev->re, 0, &finite);
      tl_study_csv_number(out, ev->im, 0, &finite);
      tl_study_csv_number(out, ev->freq_hz, 0, &finite);
      tl_study_csv_number(out, ev->damping_ratio, 0, &finite);
      fputc('\n', out);
    }
  return tl_study_csv_finite(finite, err);
}

TlStatus
tl_study_wheelset_write_run_csv(FILE *out, const TlStudyWheelset *s, TlError *err)
{
  int finite = 1;
  fputs("t_s,x_m,v_m_s,y_mm,psi_mrad,fy_n,frictional_power_macro_w,frictional_power_w\n", out);
  const TlWsRun *r = &s->run;
  for (int k = 0; k < r->n; k++) {
    tl_study_csv_number(out, r->t[k], 1, &finite);
    tl_study_csv_number(out, r->x[k], 0, &finite);
    tl_study_csv_number(out, r->v[k], 0, &finite);
    tl_study_csv_number(out, r->y[k] / TL_UNIT_MM, 0, &finite);
    tl_study_csv_number(out, r->psi[k] / TL_UNIT_MRAD, 0, &finite);
    tl_study_csv_number(out, r->fy[k], 0, &finite);
    tl_study_csv_number(out, r->creep_power[k], 0, &finite);
    tl_csv_number(out, r->frictional_power[k], 0); /* nan without a slip field */
    fputc('\n', out);
  }
  return tl_study_csv_finite(finite, err);
}

void
tl_study_wheelset_run_power_means(const TlStudyWheelset *s, double *creep_power,
                                  double *frictional_power)
{
  const TlWsRun *r = &s->run;
  double c = 0.0, f = 0.0;
  for (int k = 0; k < r->n; k++) {
    c += r->creep_power[k];
    f += r->frictional_power[k];
  }
  *creep_power = r->n > 0 ? c / r->n : NAN;
  *frictional_power = r->n > 0 ? f / r->n : NAN;
}

TlStatus
tl_study_wheelset_write_bif_csv(FILE *out, const TlStudyWheelset *s, TlError *err)
{
  int finite = 1;
  fputs("speed_m_s,amplitude_mm,sustained,unbounded\n", out);
  for (int k = 0; k < s->n_bif; k++) {
    const TlStudyWsBifRow *r = &s->bif[k];
    tl_study_csv_number(out, r->speed, 1, &finite);
    tl_study_csv_number(out, r->amplitude / TL_UNIT_MM, 0, &finite);
    fprintf(out, ",%d,%d\n", r->sustained, r->unbounded);
  }
  return tl_study_csv_finite(finite, err);
}

TlStatus
tl_study_wheelset_write_kinematic_csv(FILE *out, const TlStudyWheelset *s, TlError *err)
{
  int finite = 1;
  fputs("amplitude_mm,wavelength_m,klingel_wavelength_m,conicity_harmonic,"
        "conicity_integration\n",
        out);
  for (int k = 0; k < s->n_amplitudes; k++) {
    const TlStudyWsKinematicRow *r = &s->kinematic[k];
    tl_study_csv_number(out, r->amplitude / TL_UNIT_MM, 1, &finite);
    tl_study_csv_number(out, r->wavelength, 0, &finite);
    tl_study_csv_number(out, r->klingel_wavelength, 0, &finite);
    tl_study_csv_number(out, r->conicity_harmonic, 0, &finite);
    tl_study_csv_number(out, r->conicity_integration, 0, &finite);
    fputc('\n', out);
  }
  return tl_study_csv_finite(finite, err);
}
