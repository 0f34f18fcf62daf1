/* study-friction.c — the Friction laws view's pipeline. */
#include "study-friction.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "study-csv.h"
#include "tribo/ranges.h"

/* The term bits, short, for the tables below. */
enum {
  C = TL_FRICTION_COULOMB,
  V = TL_FRICTION_VISCOUS,
  S = TL_FRICTION_STRIBECK,
  ST = TL_FRICTION_STATIC,
  D = TL_FRICTION_DAHL,
  L = TL_FRICTION_LUGRE,
};

/* The terms that use each parameter of the law (C1 and C2 follow Fs − Fc
 * until set apart, so Fs belongs to the Stribeck curves as well). */
static const unsigned param_terms[TL_STUDY_FRICTION_N_PARAMS] = {
  [TL_STUDY_FRICTION_FC] = C | S | D | L,
  [TL_STUDY_FRICTION_FS] = ST | S | L,
  [TL_STUDY_FRICTION_VS] = S | L,
  [TL_STUDY_FRICTION_VISCOUS] = V,
  [TL_STUDY_FRICTION_C1] = S | L,
  [TL_STUDY_FRICTION_C2] = S | L,
  [TL_STUDY_FRICTION_DAHL_SIGMA] = D,
  [TL_STUDY_FRICTION_DAHL_ALPHA] = D,
  [TL_STUDY_FRICTION_SIGMA0] = L,
  [TL_STUDY_FRICTION_SIGMA1] = L,
  [TL_STUDY_FRICTION_SIGMA2] = L,
  [TL_STUDY_FRICTION_KARNOPP] = ST,
  [TL_STUDY_FRICTION_SIGN_EPS] = C | S | D, /* and only with a regularised sign */
};

/* The terms whose sign the window offers to regularise. */
static const unsigned signed_terms = C | S | D;

/* The per-term curves of the figure, in legend order: each term's steady
 * share, LuGre split into its level g(v) sgn v and its viscous σ2 v. */
typedef enum { PART_TERM, PART_LUGRE_LEVEL, PART_LUGRE_SLOPE } PartKind;
static const struct {
  unsigned term;
  PartKind kind;
  const char *label;
} part_table[] = {
  { C, PART_TERM, "Coulomb F<sub>c</sub> sgn v" },
  { S, PART_TERM, "Stribeck C e<sup>−(v/v<sub>s</sub>)²</sup> sgn v" },
  { V, PART_TERM, "viscous μ<sub>v</sub> v" },
  { D, PART_TERM, "Dahl, settled: F<sub>c</sub> sgn v" },
  { L, PART_LUGRE_LEVEL, "LuGre level g(v) sgn v" },
  { L, PART_LUGRE_SLOPE, "LuGre viscous σ<sub>2</sub> v" },
};

int
tl_study_friction_param_used(const TlFrictionParams *law, TlStudyFrictionParam param)
{
  if ((unsigned)param >= TL_STUDY_FRICTION_N_PARAMS)
    return 0;
  const int used = (law->terms & param_terms[param]) != 0;
  if (param == TL_STUDY_FRICTION_SIGN_EPS)
    return used && law->sign != TL_SIGN_EXACT;
  return used;
}

int
tl_study_friction_has_sign(const TlFrictionParams *law)
{
  return (law->terms & signed_terms) != 0;
}

/* ---- the view ------------------------------------------------------------------- */

void
tl_study_friction_init(TlStudyFriction *s)
{
  memset(s, 0, sizeof *s);
  s->want_zoom_min = s->want_zoom_max = s->want_wide = NAN;
}

void
tl_study_friction_clear(TlStudyFriction *s)
{
  tl_friction_trace_free(&s->seed);
  tl_friction_trace_free(&s->sine);
  tl_study_friction_init(s);
}

void
tl_study_friction_set_ranges(TlStudyFriction *s, double zoom_min, double zoom_max, double wide)
{
  s->want_zoom_min = zoom_min;
  s->want_zoom_max = zoom_max;
  s->want_wide = wide;
}

/* The law's own ranges where none is asked for. */
static void
resolve_ranges(const TlStudyFriction *s, const TlFrictionParams *law, double *zoom_min,
               double *zoom_max, double *wide)
{
  double half = 5.0 * law->vs;
  if (law->sign != TL_SIGN_EXACT)
    half = fmax(half, 5.0 * law->sign_eps);
  double mu = 0.0;
  if (law->terms & TL_FRICTION_VISCOUS)
    mu += law->viscous;
  if (law->terms & TL_FRICTION_LUGRE)
    mu += law->sigma2;
  /* wide enough that a viscous slope adds a visible share of Fc */
  const double w = mu > 0.0 ? fmin(fmax(law->fc / mu, 20.0 * law->vs), 2.0) : 1.0;
  *zoom_min = isnan(s->want_zoom_min) ? -half : s->want_zoom_min;
  *zoom_max = isnan(s->want_zoom_max) ? half : s->want_zoom_max;
  *wide = isnan(s->want_wide) ? w : s->want_wide;
}

static void
grid(double lo, double hi, double *v)
{
  for (int i = 0; i < TL_STUDY_FRICTION_POINTS; i++)
    v[i] = lo + (hi - lo) * (double)i / (TL_STUDY_FRICTION_POINTS - 1);
}

static double
part_value(const TlFrictionParams *p, int k, double v)
{
  switch (part_table[k].kind) {
  case PART_LUGRE_LEVEL: return tl_friction_stribeck_level(p, v) * (double)((v > 0) - (v < 0));
  case PART_LUGRE_SLOPE: return p->sigma2 * v;
  case PART_TERM:
  default: return tl_friction_term_steady(p, part_table[k].term, v, 0.0);
  }
}

/* One curve per term of the law; 0 when the law has a single curve. */
static int
fill_parts(TlStudyFriction *s)
{
  const TlFrictionParams *p = &s->spec.law;
  int n = 0;
  for (size_t k = 0; k < sizeof part_table / sizeof part_table[0]; k++) {
    if (!(p->terms & part_table[k].term))
      continue;
    TlStudyFrictionPart *part = &s->parts[n++];
    part->label = part_table[k].label;
    for (int i = 0; i < TL_STUDY_FRICTION_POINTS; i++) {
      part->wide[i] = part_value(p, (int)k, s->wide_v[i]);
      part->zoom[i] = part_value(p, (int)k, s->zoom_v[i]);
    }
  }
  return n > 1 ? n : 0;
}

TlStatus
tl_study_friction_motion(const TlFrictionParams *law, const TlMotionParams *m,
                         const TlStudyControl *ctl, TlFrictionTrace *tr, TlError *err)
{
  TlMotionParams run = *m;
  if (ctl && ctl->cancel)
    run.cancel = ctl->cancel; /* a newer edit stops the state integration between samples */
  TlStatus st = tl_friction_trace_alloc(tr, run.points, err);
  if (st == TL_OK && (st = tl_friction_follow(law, &run, tr, err)) != TL_OK)
    tl_friction_trace_free(tr);
  return st;
}

TlStatus
tl_study_friction_update(TlStudyFriction *s, const TlFrictionCase *spec,
                         const TlStudyControl *ctl, TlError *err)
{
  TlStatus st = tl_friction_params_validate(&spec->law, err);
  if (st != TL_OK)
    return st;
  double zoom_min, zoom_max, wide;
  resolve_ranges(s, &spec->law, &zoom_min, &zoom_max, &wide);
  if (!isfinite(zoom_min) || !isfinite(zoom_max) || !(zoom_min < zoom_max))
    return tl_error_set(err, TL_EINVAL,
                        "the zoomed velocity range needs finite min < max (got %g to %g m/s)",
                        zoom_min, zoom_max);
  if ((st = tl_check_positive(wide, "wide velocity range", "m/s", err)) != TL_OK)
    return st;
  TlFrictionTrace seed, sine;
  if ((st = tl_study_friction_motion(&spec->law, &spec->seed, ctl, &seed, err)) != TL_OK)
    return st;
  tl_study_progress(ctl, 0.5);
  if ((st = tl_study_friction_motion(&spec->law, &spec->sine, ctl, &sine, err)) != TL_OK) {
    tl_friction_trace_free(&seed);
    return st;
  }

  tl_friction_trace_free(&s->seed);
  tl_friction_trace_free(&s->sine);
  s->spec = *spec;
  s->spec.seed.cancel = s->spec.sine.cancel = NULL; /* the flag dies with the run */
  s->seed = seed;
  s->sine = sine;
  s->zoom_min = zoom_min;
  s->zoom_max = zoom_max;
  s->wide = wide;
  grid(-wide, wide, s->wide_v);
  grid(zoom_min, zoom_max, s->zoom_v);
  s->total.label = "total";
  for (int i = 0; i < TL_STUDY_FRICTION_POINTS; i++) {
    s->total.wide[i] = tl_friction_steady(&spec->law, s->wide_v[i], 0.0);
    s->total.zoom[i] = tl_friction_steady(&spec->law, s->zoom_v[i], 0.0);
  }
  memset(s->parts, 0, sizeof s->parts);
  s->n_parts = fill_parts(s);
  const char *name = tl_friction_law_name(spec->law.terms);
  if (name)
    snprintf(s->title, sizeof s->title, "%s", name);
  else
    tl_friction_terms_string(spec->law.terms, s->title, sizeof s->title);
  s->breakaway = tl_friction_breakaway(&spec->law);
  double lo = INFINITY, hi = -INFINITY;
  for (int i = 0; i < sine.n; i++)
    if (isfinite(sine.force[i])) {
      lo = fmin(lo, sine.force[i]);
      hi = fmax(hi, sine.force[i]);
    }
  if (!(lo <= hi))
    lo = hi = 0.0;
  s->sine_min = lo;
  s->sine_max = hi;
  s->valid = 1;
  tl_study_progress(ctl, 1.0);
  return TL_OK;
}

/* ---- CSV ------------------------------------------------------------------------ */

static void
write_header(FILE *out, const TlFrictionParams *law, int per_term)
{
  fputs("v_m_s,force_n", out);
  if (per_term)
    for (int b = 0; b < TL_FRICTION_N_TERMS; b++)
      if (law->terms & (1u << b))
        fprintf(out, ",%s_n", tl_friction_term_name(1u << b));
  fputc('\n', out);
}

static void
write_row(FILE *out, const TlFrictionParams *law, double v, double force, double f_ex,
          int per_term, int *finite)
{
  tl_study_csv_number(out, v, 1, finite);
  tl_study_csv_number(out, force, 0, finite);
  if (per_term)
    for (int b = 0; b < TL_FRICTION_N_TERMS; b++)
      if (law->terms & (1u << b))
        tl_study_csv_number(out, tl_friction_term_steady(law, 1u << b, v, f_ex), 0, finite);
  fputc('\n', out);
}

TlStatus
tl_study_friction_write_csv(FILE *out, const TlStudyFriction *s, TlError *err)
{
  if (!s->valid)
    return tl_error_set(err, TL_EINVAL, "no valid friction law to write");
  const TlFrictionParams *law = &s->spec.law;
  write_header(out, law, 1);
  /* the two ascending grids merged: dense near rest, wide for the slope */
  const int n = TL_STUDY_FRICTION_POINTS;
  int i = 0, j = 0, finite = 1;
  while (i < n || j < n) {
    const double v = (j >= n || (i < n && s->wide_v[i] <= s->zoom_v[j])) ? s->wide_v[i++]
                                                                          : s->zoom_v[j++];
    write_row(out, law, v, tl_friction_steady(law, v, 0.0), 0.0, 1, &finite);
  }
  return tl_study_csv_finite(finite, err);
}

TlStatus
tl_study_friction_write_motion_csv(FILE *out, const TlFrictionParams *law,
                                   const TlMotionParams *m, TlError *err)
{
  TlFrictionTrace tr;
  TlStatus st;
  if ((st = tl_study_friction_motion(law, m, NULL, &tr, err)) != TL_OK)
    return st;
  int finite = 1;
  fputs("t_s,x_m,v_m_s,force_n\n", out);
  for (int i = 0; i < tr.n; i++) {
    tl_study_csv_number(out, tr.t[i], 1, &finite);
    tl_study_csv_number(out, tr.x[i], 0, &finite);
    tl_study_csv_number(out, tr.v[i], 0, &finite);
    tl_study_csv_number(out, tr.force[i], 0, &finite);
    fputc('\n', out);
  }
  tl_friction_trace_free(&tr);
  return tl_study_csv_finite(finite, err);
}

TlStatus
tl_study_friction_curve(const TlFrictionParams *law, double v_min, double v_max, int n,
                        double f_ex, double *v, double *force, TlError *err)
{
  return tl_friction_curve(law, v_min, v_max, n, f_ex, v, force, err);
}

TlStatus
tl_study_friction_write_curve_csv(FILE *out, const TlFrictionParams *law, double v_min,
                                  double v_max, int n, double f_ex, int per_term, TlError *err)
{
  if (n < 2 || n > TL_FRICTION_CURVE_MAX_POINTS)
    return tl_error_set(err, TL_EINVAL, "the curve needs 2 to %d points (got %d)",
                        TL_FRICTION_CURVE_MAX_POINTS, n);
  double *v = malloc(2 * sizeof(double) * (size_t)n); /* the speeds, then the forces */
  if (!v)
    return tl_error_set(err, TL_ENOMEM, "out of memory for %d curve points", n);
  double *f = v + n;
  TlStatus st = tl_study_friction_curve(law, v_min, v_max, n, f_ex, v, f, err);
  if (st == TL_OK) {
    int finite = 1;
    write_header(out, law, per_term);
    for (int i = 0; i < n; i++)
      write_row(out, law, v[i], f[i], f_ex, per_term, &finite);
    st = tl_study_csv_finite(finite, err);
  }
  free(v);
  return st;
}
