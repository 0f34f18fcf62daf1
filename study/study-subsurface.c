/* study-subsurface.c — the "below the surface" view's pipeline. */
#include "study-subsurface.h"

#include <math.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "study-csv.h"
#include "study-steady.h"
#include "tribo/textio.h"
#include "tribo/units.h"

TlStudySubsurfaceSpec
tl_study_subsurface_spec_default(void)
{
  return (TlStudySubsurfaceSpec){
    .params = tl_contact_params_default(),
    .view = tl_subsurface_view_default(),
    .plane = TL_PLANE_XZ,
    .profile_x = NAN,
  };
}

/* The expected seconds of the exact steady solve of spec's case (the estimate's rate). */
static double
study_exact_cost(const TlStudySubsurfaceSpec *spec)
{
  const double cells = (double)spec->params.mx * spec->params.my;
  return TL_STUDY_COST_EXACT_STEADY_6400 * pow(cells / 6400.0, 1.5);
}

struct TlStudySubsurfaceTables {
  atomic_int refs;
  TlSubsurface *plane, *cross;
  TlSubsurface *plane2, *cross2; /* the neighbouring cell row of a plane between two rows */
  TlSubsurface *map; /* the shakedown map's x–z section through y = 0 */
};

TlStudySubsurfaceTables *
tl_study_subsurface_tables_new(void)
{
  TlStudySubsurfaceTables *t = calloc(1, sizeof *t);
  if (!t)
    return NULL;
  atomic_init(&t->refs, 1);
  t->plane = tl_subsurface_new();
  t->cross = tl_subsurface_new();
  t->plane2 = tl_subsurface_new();
  t->cross2 = tl_subsurface_new();
  t->map = tl_subsurface_new();
  if (!t->plane || !t->cross || !t->plane2 || !t->cross2 || !t->map) {
    tl_study_subsurface_tables_unref(t);
    return NULL;
  }
  return t;
}

TlStudySubsurfaceTables *
tl_study_subsurface_tables_ref(TlStudySubsurfaceTables *t)
{
  if (t)
    atomic_fetch_add(&t->refs, 1);
  return t;
}

void
tl_study_subsurface_tables_unref(TlStudySubsurfaceTables *t)
{
  if (!t || atomic_fetch_sub(&t->refs, 1) != 1)
    return;
  tl_subsurface_free(t->plane);
  tl_subsurface_free(t->cross);
  tl_subsurface_free(t->plane2);
  tl_subsurface_free(t->cross2);
  tl_subsurface_free(t->map);
  free(t);
}

void
tl_study_subsurface_init(TlStudySubsurface *s)
{
  memset(s, 0, sizeof *s);
}

static void
clear_result(TlStudySubsurface *s)
{
  tl_traction_field_clear(&s->field);
  tl_section_clear(&s->sec);
  tl_section_clear(&s->cross);
  tl_section_clear(&s->profile);
}

void
tl_study_subsurface_clear(TlStudySubsurface *s)
{
  clear_result(s);
  tl_study_subsurface_tables_unref(s->tables);
  tl_study_subsurface_init(s);
}

void
tl_study_subsurface_use_tables(TlStudySubsurface *s, TlStudySubsurfaceTables *t)
{
  tl_study_subsurface_tables_ref(t);
  tl_study_subsurface_tables_unref(s->tables);
  s->tables = t;
}

/* The maxima of the summary's three measures over sec and of the measure shown (one of
 * the three is taken over, not searched again). */
static TlStatus
section_maxima(const TlTractionField *f, const TlSection *sec, TlStressMeasure m, TlStressMax *max,
               TlStressMax *vm, TlStressMax *tr, TlStressMax *xd, TlError *err)
{
  TlStatus st;
  if ((st = tl_subsurface_max(f, sec, TL_MEASURE_VON_MISES, 1, vm, err)) != TL_OK ||
      (st = tl_subsurface_max(f, sec, TL_MEASURE_TRESCA, 1, tr, err)) != TL_OK ||
      (st = tl_subsurface_max(f, sec, TL_MEASURE_SXD, 1, xd, err)) != TL_OK)
    return st;
  if (m == TL_MEASURE_VON_MISES)
    *max = *vm;
  else if (m == TL_MEASURE_TRESCA)
    *max = *tr;
  else if (m == TL_MEASURE_SXD)
    *max = *xd;
  else
    st = tl_subsurface_max(f, sec, m, 1, max, err);
  return st;
}

/* a ← (1 − w)·a + w·b, point by point (two sections of the same shape). */
static void
blend_sections(TlSection *a, const TlSection *b, double w)
{
  const size_t n = (size_t)a->n_depth * (size_t)a->n_along;
  for (size_t i = 0; i < n; i++) {
    TlStress *p = &a->s[i];
    const TlStress *q = &b->s[i];
    p->sxx += w * (q->sxx - p->sxx);
    p->syy += w * (q->syy - p->syy);
    p->sdd += w * (q->sdd - p->sdd);
    p->sxy += w * (q->sxy - p->sxy);
    p->sxd += w * (q->sxd - p->sxd);
    p->syd += w * (q->syd - p->syd);
  }
}

/* The core computes a plane or a line only through cell centres (on a cell
 * edge the surface stresses are singular), so it moves `want` to the nearest
 * row: on an even grid the plane of symmetry y = 0 becomes y = ±Δy/2.  A
 * plane between two rows is, to O(Δ²), the two rows' sections weighted by
 * the distance: the first (nearest) row is in *sec with its position in
 * *coord (its at, or a line's x), compute(other, out) makes the other's, and
 * *sec becomes the blend at `want`.  At y = 0 of a
 * symmetric case the odd components (σ_xy, σ_yd) cancel exactly, as they
 * vanish there. */
static TlStatus
section_between_rows(TlSection *sec, double *coord, double want, double pitch,
                     TlStatus (*compute)(double at, TlSection *out, void *data, TlError *err),
                     void *data, TlError *err)
{
  const double off = want - *coord;
  if (!(fabs(off) > 1e-9 * pitch))
    return TL_OK;
  TlSection other;
  memset(&other, 0, sizeof other);
  TlStatus st = compute(*coord + copysign(pitch, off), &other, data, err);
  if (st == TL_OK && other.n_along == sec->n_along && other.n_depth == sec->n_depth) {
    blend_sections(sec, &other, fabs(off) / pitch);
    *coord = want;
    if (sec->plane == TL_PLANE_LINE && coord == &sec->line_x)
      sec->along[0] = want;
  } else if (st == TL_EINVAL) { /* the other row lies outside the domain: keep the nearest */
    st = TL_OK;
  }
  tl_section_clear(&other);
  return st;
}

typedef struct {
  TlSubsurface *ws;
  const TlTractionField *f;
  TlSectionSpec spec;
} PlaneRow;

static TlStatus
plane_row(double at, TlSection *out, void *data, TlError *err)
{
  PlaneRow *p = data;
  p->spec.at = at;
  return tl_subsurface_section(p->ws, p->f, &p->spec, out, err);
}

typedef struct {
  const TlTractionField *f;
  TlBody body;
  double x, y, depth_max;
  int n_depth;
} LineRow;

static TlStatus
line_row(double y, TlSection *out, void *data, TlError *err)
{
  LineRow *p = data;
  return tl_subsurface_line(p->f, p->body, p->x, y, p->depth_max, p->n_depth, out, err);
}

/* The line at (x, the wanted y): blended between two rows in y when y lies between them. */
static TlStatus
line_column(double x, TlSection *out, void *data, TlError *err)
{
  LineRow row = *(const LineRow *)data;
  row.x = x;
  TlStatus st = line_row(row.y, out, &row, err);
  if (st == TL_OK)
    st = section_between_rows(out, &out->at, row.y, row.f->grid.dy, line_row, &row, err);
  return st;
}

/* A vertical line at (x, y) of the plane, between cell centres in x and in y as it falls. */
static TlStatus
line_between_rows(const TlTractionField *f, TlBody body, double x, double y, double depth_max,
                  int n_depth, TlSection *out, TlError *err)
{
  LineRow row = { f, body, x, y, depth_max, n_depth };
  TlStatus st = line_column(x, out, &row, err);
  if (st == TL_OK)
    st = section_between_rows(out, &out->line_x, x, f->grid.dx, line_column, &row, err);
  return st;
}

/* The stresses of one source on the map's section: the x–z plane through y = 0 of the
 * default extent and points. */
static TlStatus
map_section(TlSubsurface *ws, TlFieldSource source, const TlContactParams *params,
            const volatile int *cancel, TlTractionField *f, TlSection *sec, TlError *err)
{
  TlStatus st = tl_traction_field_compute_cancellable(f, source, params, cancel, err);
  if (st != TL_OK)
    return st;
  TlSectionSpec sp = tl_section_spec_default(f, TL_PLANE_XZ);
  sp.body = TL_BODY_RAIL; /* the wheel's field is the rail's mirrored: the same maxima */
  return tl_subsurface_section(ws, f, &sp, sec, err);
}

/* The elastic limit of the shakedown map: full slip along x, τ = μp, is the frictionless
 * field plus μ times the field of unit friction (elasticity is linear), so two sections
 * give every μ; first yield where the largest von Mises stress reaches √3 k. */
static TlStatus
shakedown_map(TlStudySubsurface *r, TlSubsurface *ws, const TlContactParams *case_params,
              const volatile int *cancel, TlError *err)
{
  TlContactParams params = *case_params;
  params.cx = 1e-3; /* only the direction matters to full slip */
  params.cy = 0.0;
  params.spin = 0.0;
  const double mu_ref = 0.5;
  params.mu = mu_ref;
  TlTractionField f0 = { 0 }, f1 = { 0 };
  TlSection s0 = { 0 }, s1 = { 0 };
  TlStatus st = map_section(ws, TL_FIELD_HERTZ, &params, cancel, &f0, &s0, err);
  if (st == TL_OK)
    st = map_section(ws, TL_FIELD_SLIDE, &params, cancel, &f1, &s1, err);
  if (st == TL_OK && (s0.n_along != s1.n_along || s0.n_depth != s1.n_depth))
    st = tl_error_set(err, TL_EINVAL, "the shakedown map's two sections differ");
  if (st == TL_OK) {
    const int n = s0.n_along * s0.n_depth;
    for (int k = 0; k < TL_STUDY_SHAKEDOWN_MAP_N; k++) {
      const double mu = TL_STUDY_SHAKEDOWN_MU_MAX * k / (TL_STUDY_SHAKEDOWN_MAP_N - 1);
      const double w = mu / mu_ref;
      double vm_max = 0.0;
      for (int i = 0; i < n; i++) {
        const TlStress *a = &s0.s[i], *b = &s1.s[i];
        const TlStress t = {
          a->sxx + w * (b->sxx - a->sxx), a->syy + w * (b->syy - a->syy),
          a->sdd + w * (b->sdd - a->sdd), a->sxy + w * (b->sxy - a->sxy),
          a->sxd + w * (b->sxd - a->sxd), a->syd + w * (b->syd - a->syd),
        };
        vm_max = fmax(vm_max, tl_stress_von_mises(&t));
      }
      r->map_mu[k] = mu;
      r->map_elastic[k] = vm_max > 0.0 ? sqrt(3.0) * f0.p0 / vm_max : NAN;
    }
    r->has_map = 1;
  }
  tl_section_clear(&s0);
  tl_section_clear(&s1);
  tl_traction_field_clear(&f0);
  tl_traction_field_clear(&f1);
  return st;
}

/* The update proper, on s's tables (armed with the cancel flag by the caller).  The
 * progress it reports weighs its stages by the work estimate: the traction field (an
 * exact solve dominates at fine grids), then the section, then the cross section and
 * the depth profile. */
static TlStatus
update_on_tables(TlStudySubsurface *s, const TlStudySubsurfaceSpec *spec,
                 const TlStudyControl *ctl, TlError *err)
{
  TlStatus st;
  const TlStressMeasure m = spec->view.measure;
  TlStudyWork work;
  const double total = tl_study_subsurface_estimate(spec, &work);
  const double field = spec->view.source == TL_FIELD_EXACT ? study_exact_cost(spec) : 0.0;
  const double sections = (total - field) * (spec->cross ? 2.0 : 1.0);
  const double share_field = field + sections > 0.0 ? field / (field + sections) : 0.0;
  tl_study_progress(ctl, 0.0);

  TlStudySubsurface r;
  memset(&r, 0, sizeof r);
  r.spec = *spec;
  r.spec.field = NULL;
  const TlTractionField *given = spec->field;
  if (given)
    st = tl_traction_field_set(&r.field, given->source, &given->grid, &given->t, given->p0,
                               given->normal_load, given->poisson_rail, given->poisson_wheel, err);
  else
    st = tl_traction_field_compute_cancellable(&r.field, spec->view.source, &spec->params,
                                               ctl ? ctl->cancel : NULL, err);
  if (st == TL_OK && tl_study_cancelled(ctl))
    st = tl_error_set(err, TL_ECANCELLED, "the update was cancelled");
  if (st != TL_OK) {
    clear_result(&r);
    return st;
  }
  tl_study_progress(ctl, share_field);

  const TlTractionField *f = &r.field;
  const TlBody body = spec->view.body;
  if (spec->plane == TL_PLANE_LINE) {
    const TlSectionSpec d = tl_section_spec_default(f, TL_PLANE_XZ);
    st = tl_subsurface_line(f, body, spec->line_x, spec->line_y,
                            spec->depth_max > 0.0 ? spec->depth_max : d.depth_max,
                            spec->n_depth ? spec->n_depth : 101, &r.sec, err);
  } else {
    TlSectionSpec sp = tl_section_spec_default(f, spec->plane);
    sp.body = body;
    sp.at = spec->at;
    if (spec->depth_max > 0.0)
      sp.depth_max = spec->depth_max;
    if (spec->n_along)
      sp.n_along = spec->n_along;
    if (spec->n_depth)
      sp.n_depth = spec->n_depth;
    st = tl_subsurface_section(s->tables->plane, f, &sp, &r.sec, err);
    if (st == TL_OK) {
      PlaneRow row = { s->tables->plane2, f, sp };
      st = section_between_rows(&r.sec, &r.sec.at, spec->at,
                                spec->plane == TL_PLANE_XZ ? f->grid.dy : f->grid.dx, plane_row,
                                &row, err);
    }
  }
  if (st == TL_OK)
    st = section_maxima(f, &r.sec, m, &r.max, &r.max_von_mises, &r.max_tresca, &r.max_sxd, err);
  if (st == TL_OK)
    tl_study_progress(ctl, spec->cross ? 0.5 * (1.0 + share_field) : 1.0);

  if (st == TL_OK && spec->cross) {
    /* the y–z section through the maximum, and the depth profile on the plane at the
     * chosen x (clamped to the section) or through the maximum */
    TlSectionSpec yz = tl_section_spec_default(f, TL_PLANE_YZ);
    yz.body = body;
    yz.at = r.max.x;
    st = tl_subsurface_section(s->tables->cross, f, &yz, &r.cross, err);
    if (st == TL_OK) { /* through the maximum, also between two cell columns */
      PlaneRow row = { s->tables->cross2, f, yz };
      st = section_between_rows(&r.cross, &r.cross.at, r.max.x, f->grid.dx, plane_row, &row,
                                err);
    }
    if (st == TL_OK)
      st = tl_subsurface_max(f, &r.cross, m, 1, &r.cross_max, err);
    if (st == TL_OK) {
      const TlSection *sec = &r.sec;
      const double x = isfinite(spec->profile_x) ? fmin(fmax(spec->profile_x, sec->along[0]),
                                                        sec->along[sec->n_along - 1])
                                                 : r.max.x;
      /* on the plane, between cell centres as the plane and x fall */
      st = line_between_rows(f, body, x, sec->at, sec->depth[sec->n_depth - 1], sec->n_depth,
                             &r.profile, err);
    }
    if (st == TL_OK)
      st = tl_subsurface_max(f, &r.profile, m, 1, &r.profile_max, err);
    r.has_cross = 1;
  }
  if (st != TL_OK) {
    clear_result(&r);
    return st;
  }
  tl_study_progress(ctl, 1.0);

  /* the operating point on the shakedown map, from the tractions the stresses are under */
  const double load = f->normal_load;
  /* over the pressure the tractions stand on (Σ p ΔA): full slip uses μ exactly */
  r.utilised_friction = f->t.load > 0.0 ? hypot(f->t.fx, f->t.fy) / f->t.load : 0.0;
  const TlShakedownParams sd = { .shear_yield = spec->view.shear_yield };
  r.load_factor = f->p0 / sd.shear_yield;
  r.fatigue_index =
    load > 0.0 ? tl_wear_fatigue_index(&sd, r.utilised_friction, f->grid.a, f->grid.b, load)
               : NAN;
  if (spec->shakedown_map) {
    st = shakedown_map(&r, s->tables->map, &spec->params, ctl ? ctl->cancel : NULL, err);
    if (st == TL_OK && tl_study_cancelled(ctl))
      st = tl_error_set(err, TL_ECANCELLED, "the update was cancelled");
    if (st != TL_OK) {
      clear_result(&r);
      return st;
    }
  }

  clear_result(s);
  r.tables = s->tables;
  r.valid = 1;
  *s = r;
  return TL_OK;
}

TlStatus
tl_study_subsurface_update(TlStudySubsurface *s, const TlStudySubsurfaceSpec *spec,
                           const TlStudyControl *ctl, TlError *err)
{
  const TlStressMeasure m = spec->view.measure;
  if ((unsigned)m >= TL_MEASURE_COUNT)
    return tl_error_set(err, TL_EINVAL, "unknown stress measure");
  TlStatus vst = tl_subsurface_view_validate(&spec->view, err);
  if (vst != TL_OK)
    return vst;
  if (spec->view.source == TL_FIELD_TRANSIENT && !spec->field)
    return tl_error_set(err, TL_EINVAL,
                        "the traction source 'transient' needs the run's "
                        "tractions");
  if (spec->cross && spec->plane != TL_PLANE_XZ)
    return tl_error_set(err, TL_EINVAL,
                        "the cross section and the depth profile go with an "
                        "x-z section");
  if (!s->tables && !(s->tables = tl_study_subsurface_tables_new()))
    return tl_error_set(err, TL_ENOMEM, "out of memory for the subsurface workspace");

  const volatile int *cancel = ctl ? ctl->cancel : NULL;
  tl_subsurface_set_cancel(s->tables->plane, cancel);
  tl_subsurface_set_cancel(s->tables->cross, cancel);
  tl_subsurface_set_cancel(s->tables->plane2, cancel);
  tl_subsurface_set_cancel(s->tables->cross2, cancel);
  tl_subsurface_set_cancel(s->tables->map, cancel);
  const TlStatus st = update_on_tables(s, spec, ctl, err);
  tl_subsurface_set_cancel(s->tables->plane, NULL);
  tl_subsurface_set_cancel(s->tables->cross, NULL);
  tl_subsurface_set_cancel(s->tables->plane2, NULL);
  tl_subsurface_set_cancel(s->tables->cross2, NULL);
  tl_subsurface_set_cancel(s->tables->map, NULL);
  return st;
}

TlStatus
tl_study_subsurface_set_measure(TlStudySubsurface *s, TlStressMeasure m, TlError *err)
{
  if (!s->valid)
    return tl_error_set(err, TL_EINVAL, "no section to show");
  if ((unsigned)m >= TL_MEASURE_COUNT)
    return tl_error_set(err, TL_EINVAL, "unknown stress measure");
  TlStressMax max, cross_max = s->cross_max, profile_max = s->profile_max;
  TlStatus st = tl_subsurface_max(&s->field, &s->sec, m, 1, &max, err);
  if (st == TL_OK && s->has_cross)
    st = tl_subsurface_max(&s->field, &s->cross, m, 1, &cross_max, err);
  if (st == TL_OK && s->has_cross)
    st = tl_subsurface_max(&s->field, &s->profile, m, 1, &profile_max, err);
  if (st != TL_OK)
    return st;
  s->spec.view.measure = m;
  s->max = max;
  s->cross_max = cross_max;
  s->profile_max = profile_max;
  return TL_OK;
}

const TlSection *
tl_study_subsurface_depth_line(const TlStudySubsurface *s, const TlStressMax **max)
{
  const TlSection *line = NULL;
  const TlStressMax *m = NULL;
  if (s->valid && s->has_cross) {
    line = &s->profile;
    m = &s->profile_max;
  } else if (s->valid && s->sec.plane == TL_PLANE_LINE) {
    line = &s->sec;
    m = &s->max;
  }
  if (max)
    *max = m;
  return line;
}

/* One CSV value as tribolab-cli writes it; *bad is set by a non-finite one. */
static void
csv_value(FILE *out, double v, int first, int *bad)
{
  if (!isfinite(v))
    *bad = 1;
  tl_csv_number(out, v, first);
}

/* One section, one row per point, rows by depth. */
static TlStatus
write_section_csv(FILE *out, const TlSection *sec, TlError *err)
{
  int bad = 0;
  fputs("x_mm,y_mm,z_mm,sxx_mpa,syy_mpa,szz_mpa,sxy_mpa,sxz_mpa,syz_mpa,von_mises_mpa,"
        "tresca_mpa,max_shear_mpa,s1_mpa,s3_mpa\n",
        out);
  for (int l = 0; l < sec->n_depth; l++)
    for (int k = 0; k < sec->n_along; k++) {
      const TlStress *st = &sec->s[(size_t)l * sec->n_along + k];
      double x, y, e[3];
      tl_section_xy(sec, k, &x, &y);
      tl_stress_principal(st, e);
      csv_value(out, x / TL_UNIT_MM, 1, &bad);
      csv_value(out, y / TL_UNIT_MM, 0, &bad);
      csv_value(out, sec->depth[l] / TL_UNIT_MM, 0, &bad);
      const double v[] = {st->sxx,
                          st->syy,
                          st->sdd,
                          st->sxy,
                          st->sxd,
                          st->syd,
                          tl_stress_von_mises(st),
                          e[0] - e[2],
                          0.5 * (e[0] - e[2]),
                          e[0],
                          e[2]};
      for (size_t c = 0; c < sizeof v / sizeof v[0]; c++)
        csv_value(out, v[c] / TL_UNIT_MPA, 0, &bad);
      fputc('\n', out);
    }
  return tl_study_csv_finite(!bad, err);
}

TlStatus
tl_study_subsurface_write_csv(FILE *out, const TlStudySubsurface *s, TlError *err)
{
  if (!s->valid)
    return tl_error_set(err, TL_EINVAL, "no subsurface section to write");
  return write_section_csv(out, &s->sec, err);
}

TlStatus
tl_study_subsurface_write_cross_csv(FILE *out, const TlStudySubsurface *s, TlError *err)
{
  if (!s->valid || !s->has_cross)
    return tl_error_set(err, TL_EINVAL, "no y-z section through the maximum to write");
  return write_section_csv(out, &s->cross, err);
}

TlStatus
tl_study_subsurface_write_summary(FILE *out, const TlStudySubsurface *s, TlError *err)
{
  if (!s->valid)
    return tl_error_set(err, TL_EINVAL, "no subsurface section to summarise");
  const TlSection *sec = &s->sec;
  const TlStressMax *vm = &s->max_von_mises, *tr = &s->max_tresca, *xd = &s->max_sxd;
  const double mpa = TL_UNIT_MPA, mm = TL_UNIT_MM;
  fprintf(out, "source=%s\nbody=%s\nsection=%s\n", tl_field_source_name(s->field.source),
          tl_body_name(sec->body), tl_plane_name(sec->plane));
  if (sec->plane == TL_PLANE_XZ)
    fprintf(out, "y_mm=%.10g\n", sec->at / mm);
  else if (sec->plane == TL_PLANE_YZ)
    fprintf(out, "x_mm=%.10g\n", sec->at / mm);
  else
    fprintf(out, "x_mm=%.10g\ny_mm=%.10g\n", sec->line_x / mm, sec->at / mm);
  fprintf(out, "p0_mpa=%.10g\n", s->field.p0 / mpa);
  fprintf(out, "max_von_mises_mpa=%.10g\n", vm->value / mpa);
  fprintf(out, "x_at_max_mm=%.10g\ny_at_max_mm=%.10g\nz_at_max_mm=%.10g\n", vm->x / mm, vm->y / mm,
          vm->d / mm);
  fprintf(out, "max_at_surface=%d\n", vm->at_surface);
  fprintf(out, "max_tresca_mpa=%.10g\nz_at_max_tresca_mm=%.10g\n", tr->value / mpa, tr->d / mm);
  fprintf(out, "max_shear_mpa=%.10g\n", 0.5 * tr->value / mpa);
  fprintf(out, "max_sxz_mpa=%.10g\nx_at_max_sxz_mm=%.10g\nz_at_max_sxz_mm=%.10g\n",
          fabs(xd->value) / mpa, xd->x / mm, xd->d / mm);
  fprintf(out, "shear_yield_mpa=%.10g\nload_factor=%.10g\nutilised_friction=%.10g\n",
          s->spec.view.shear_yield / mpa, s->load_factor, s->utilised_friction);
  fprintf(out, "fatigue_index=%.10g\n", s->fatigue_index);
  return TL_OK;
}

TlStatus
tl_study_subsurface_write_profile_csv(FILE *out, const TlStudySubsurface *s, TlError *err)
{
  const TlSection *line = tl_study_subsurface_depth_line(s, NULL);
  if (!line)
    return tl_error_set(err, TL_EINVAL, "no depth profile to write");
  const TlStressMeasure m = s->spec.view.measure;
  fprintf(out, "x_mm,y_mm,depth_mm,%s_mpa\n", tl_stress_measure_name(m));
  for (int l = 0; l < line->n_depth; l++)
    fprintf(out, "%.10g,%.10g,%.10g,%.10g\n", line->line_x / TL_UNIT_MM, line->at / TL_UNIT_MM,
            line->depth[l] / TL_UNIT_MM, tl_stress_measure(&line->s[l], m) / TL_UNIT_MPA);
  return TL_OK;
}

/* ---- the shakedown map ---------------------------------------------------- */

const char *
tl_study_subsurface_region_name(TlShakedownRegion r)
{
  switch (r) {
  case TL_SHAKEDOWN_ELASTIC: return "elastic";
  case TL_SHAKEDOWN_ELASTIC_SHAKEDOWN: return "elastic-shakedown";
  case TL_SHAKEDOWN_PLASTIC_SHAKEDOWN: return "plastic-shakedown";
  case TL_SHAKEDOWN_RATCHETTING: return "ratchetting";
  }
  return "unknown";
}

double
tl_study_subsurface_shakedown_limit(double mu)
{
  const double sub = tl_study_shakedown_subsurface_limit(TL_STUDY_SHAKEDOWN_POINT);
  return mu > 0.0 ? fmin(sub, 1.0 / mu) : sub;
}

double
tl_study_subsurface_elastic_limit(const TlStudySubsurface *s, double mu)
{
  if (!s->valid || !s->has_map || !(mu >= 0.0 && mu <= TL_STUDY_SHAKEDOWN_MU_MAX))
    return NAN;
  const double t = mu / TL_STUDY_SHAKEDOWN_MU_MAX * (TL_STUDY_SHAKEDOWN_MAP_N - 1);
  const int k = (int)fmin(floor(t), TL_STUDY_SHAKEDOWN_MAP_N - 2);
  const double w = t - k;
  /* first yield never lies above the shakedown limit (Melan: the elastic field itself is
   * a residual-free state that shakes down) */
  return fmin((1.0 - w) * s->map_elastic[k] + w * s->map_elastic[k + 1],
              tl_study_subsurface_shakedown_limit(mu));
}

int
tl_study_subsurface_shakedown_region(const TlStudySubsurface *s, double mu, double load_factor)
{
  if (!s->valid || !s->has_map || !(mu >= 0.0) || !(load_factor >= 0.0))
    return -1;
  /* beyond the map's last μ its last elastic limit stands (the surface governs there) */
  const double el = tl_study_subsurface_elastic_limit(s, fmin(mu, TL_STUDY_SHAKEDOWN_MU_MAX));
  const double sub = tl_study_shakedown_subsurface_limit(TL_STUDY_SHAKEDOWN_POINT);
  const double surf = mu > 0.0 ? 1.0 / mu : INFINITY;
  if (load_factor > surf)
    return TL_SHAKEDOWN_RATCHETTING;
  if (load_factor > sub)
    return TL_SHAKEDOWN_PLASTIC_SHAKEDOWN;
  if (load_factor > fmin(el, tl_study_subsurface_shakedown_limit(mu)))
    return TL_SHAKEDOWN_ELASTIC_SHAKEDOWN;
  return TL_SHAKEDOWN_ELASTIC;
}

TlStatus
tl_study_subsurface_write_shakedown_csv(FILE *out, const TlStudySubsurface *s, TlError *err)
{
  if (!s->valid || !s->has_map)
    return tl_error_set(err, TL_EINVAL, "no shakedown map computed");
  static const char *const names[3] = { "elastic", "shakedown", "surface" };
  fputs("curve,mu,load_factor\n", out);
  for (int c = 0; c < 3; c++)
    for (int k = c == 2; k < TL_STUDY_SHAKEDOWN_MAP_N; k++) { /* 1/μ from the first μ > 0 */
      const double mu = s->map_mu[k];
      const double lf = c == 0   ? tl_study_subsurface_elastic_limit(s, mu)
                        : c == 1 ? tl_study_subsurface_shakedown_limit(mu)
                                 : 1.0 / mu;
      fputs(names[c], out);
      tl_csv_number(out, mu, 0);
      tl_csv_number(out, lf, 0);
      fputc('\n', out);
    }
  fputs("operating", out);
  tl_csv_number(out, s->utilised_friction, 0);
  tl_csv_number(out, s->load_factor, 0);
  fputc('\n', out);
  return TL_OK;
}

/* ---- the work estimate ---------------------------------------------------- */

double
tl_study_subsurface_estimate(const TlStudySubsurfaceSpec *spec, TlStudyWork *work)
{
  const double cells = (double)spec->params.mx * spec->params.my;
  const double depths = spec->n_depth ? spec->n_depth : 101;
  const double points =
    spec->plane == TL_PLANE_LINE ? depths : (double)(spec->n_along ? spec->n_along : 100) * depths;
  const double exact = spec->view.source == TL_FIELD_EXACT ? study_exact_cost(spec) : 0.0;
  *work = (TlStudyWork){ 0 };
  /* the shakedown map adds two default x–z sections (1.5 mx points x 41 depths) */
  const double map_points = spec->shakedown_map ? 2.0 * 1.5 * spec->params.mx * 41.0 : 0.0;
  work->seconds = exact + (points + map_points) * cells * TL_STUDY_SUBSURFACE_COST_PAIR;
  work->bytes = exact > 0.0 ? cells * TL_STUDY_BYTES_EXACT_CELL : 0.0;
  snprintf(work->what, sizeof work->what, "%.0f points x %.0f cells%s", points, cells,
           exact > 0.0 ? " after an exact solve" : "");
  return work->seconds;
}
