/* study-steady-wear.c — the Steady rolling view's wear, Tγ and shakedown
 * figures (docs/theory.md §12): what the grip costs at the operating point
 * and along the curves' creepages, their CSV, and the shakedown map. */
#include "study-steady-wear.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tribo/textio.h"
#include "tribo/units.h"

void
tl_study_steady_wear_free(TlStudySteadyWear *w)
{
  free(w->q_map); /* and depth_map with it */
  free(w->tga);   /* and usfd, burstow */
  memset(w, 0, sizeof *w);
}

/* The operating point's figures from FASTSIM's map t and its slip speeds
 * w_map (NULL: the totals alone over the Hertz ellipse), and Archard's local
 * depth worn per metre rolled, k p (w/V) / H. */
TlStatus
tl_study_steady_wear_at_point(const TlContactParams *p, const TlContactBasics *b,
                              const TlGrid *grid, const TlTraction *t, const double *w_map,
                              const TlWearParams *wp, TlStudySteadyWear *w, TlError *err)
{
  const TlHertzResult *h = &b->hertz;
  if (!w_map)
    return tl_wear_from_forces(p->speed, p->cx, p->cy, p->spin, t->fx, t->fy, t->mz, h->normal_load,
                               h->a, h->b, M_PI * h->a * h->b, wp, &w->op, err);
  const size_t cells = (size_t)p->mx * (size_t)p->my;
  if (!(w->q_map = malloc(2 * cells * sizeof(double))))
    return tl_error_set(err, TL_ENOMEM, "out of memory for the wear maps");
  w->depth_map = w->q_map + cells;
  const TlWearInput in = {grid,  t,       w_map,          p->speed, p->cx,
                          p->cy, p->spin, h->normal_load, h->a,     h->b};
  TlStatus st = tl_wear_evaluate(&in, wp, w->q_map, &w->op, err);
  if (st != TL_OK)
    return st;
  for (size_t k = 0; k < cells; k++)
    w->depth_map[k] = wp->archard.k * t->pn[k] * (w_map[k] / p->speed) / wp->archard.hardness;
  return TL_OK;
}

/* Tγ/A, the USFD rate and Burstow's index at each creepage cx[0 … n-1]: one
 * FASTSIM solve each (with the case's law when it depends on the slip speed),
 * cy and spin held, over the operating point's contact area so that the
 * curve passes through the operating point. */
TlStatus
tl_study_steady_wear_along_curve(const TlContactParams *p, const TlContactBasics *b,
                                 const TlSlipFriction *law, int law_on, TlFastsimVariant variant,
                                 const double *cx, const double *f_fastsim, int n,
                                 const TlWearParams *wp, TlStudySteadyWear *w, TlError *err)
{
  const TlHertzResult *h = &b->hertz;
  const double area = isfinite(w->op.area) && w->op.area > 0.0 ? w->op.area : M_PI * h->a * h->b;
  if (!(w->tga = malloc(3 * (size_t)n * sizeof(double))))
    return tl_error_set(err, TL_ENOMEM, "out of memory for the wear curve");
  w->usfd = w->tga + n;
  w->burstow = w->usfd + n;
  /* with no lateral creepage and no spin, Tγ = |Fx cx| and FASTSIM's curve
   * (the same solve at each creepage) has Fx = f F_N already: no solve */
  if (p->cy == 0.0 && p->spin == 0.0 && f_fastsim && (law_on || variant == TL_FASTSIM_FIXED_GRID) &&
      isfinite(f_fastsim[n / 2])) {
    TlStatus st = TL_OK;
    for (int k = 0; st == TL_OK && k < n; k++) {
      TlWearResult r;
      st = tl_wear_from_forces(p->speed, cx[k], 0.0, 0.0, f_fastsim[k] * h->normal_load, 0.0, 0.0,
                               h->normal_load, h->a, h->b, area, wp, &r, err);
      if (st == TL_OK) {
        w->tga[k] = r.t_gamma_per_area;
        w->usfd[k] = r.usfd_rate;
        w->burstow[k] = r.burstow;
      }
    }
    return st;
  }
  TlFastsim *fs = tl_fastsim_alloc(p, law_on ? TL_FASTSIM_FIXED_GRID : variant, err);
  if (!fs)
    return err ? err->status : TL_ENOMEM;
  TlTraction t = {0};
  TlStatus st = tl_traction_alloc(&t, p->mx, p->my, err);
  for (int k = 0; st == TL_OK && k < n; k++) {
    st = law_on ? tl_fastsim_solve_law(fs, law, cx[k], p->cy, p->spin, &t, NULL, NULL, NULL, err)
                : tl_fastsim_solve(fs, cx[k], p->cy, p->spin, &t, err);
    TlWearResult r;
    if (st == TL_OK)
      st = tl_wear_from_forces(p->speed, cx[k], p->cy, p->spin, t.fx, t.fy, t.mz, h->normal_load,
                               h->a, h->b, area, wp, &r, err);
    if (st == TL_OK) {
      w->tga[k] = r.t_gamma_per_area;
      w->usfd[k] = r.usfd_rate;
      w->burstow[k] = r.burstow;
    }
  }
  tl_traction_free(&t);
  tl_fastsim_free(fs);
  return st;
}

TlStatus
tl_study_steady_write_wear_csv(FILE *out, const TlStudySteady *s, TlError *err)
{
  if (!s->valid || !s->t_gamma_per_area)
    return tl_error_set(err, TL_EINVAL, "no valid steady wear curve to write");
  fputs("cx,t_gamma_n,t_gamma_per_area_n_mm2,wear_rate_usfd_ug_m_mm2,wear_regime,"
        "burstow_damage\n",
        out);
  const double area_mm2 = s->wear.area / TL_UNIT_MM2;
  for (int k = 0; k < s->n; k++) {
    TlWearRegime regime;
    tl_wear_usfd_rate(&s->spec.wear.usfd, s->t_gamma_per_area[k], &regime);
    tl_csv_number(out, s->cx[k], 1);
    tl_csv_number(out, s->t_gamma_per_area[k] * area_mm2, 0);
    tl_csv_number(out, s->t_gamma_per_area[k], 0);
    tl_csv_number(out, s->usfd_rate[k], 0);
    fprintf(out, ",%s", tl_wear_regime_name(regime));
    tl_csv_number(out, s->burstow[k], 0);
    fputc('\n', out);
  }
  return TL_OK;
}

void
tl_study_steady_shakedown_point(const TlStudySteady *s, double *load_factor, double *f)
{
  /* p0 = 3F_N/(2πab), the pressure FI's shakedown term divides k by */
  *load_factor = s->valid ? s->basics.hertz.p0 / s->spec.wear.shakedown.shear_yield : NAN;
  *f = s->valid ? s->wear.utilised_friction : NAN;
}

double
tl_study_shakedown_subsurface_limit(TlStudyShakedownContact c)
{
  /* line contact: the orthogonal shear τzx under a Hertz line load swings
   * between ±0.25 p0 and no residual stress changes it, so Melan's theorem
   * allows p0 ≤ 4k (Johnson 1985, §9.4); point contact: 4.7 (Ponter, Hearle
   * & Johnson 1985, as Johnson 1989 and Ekberg 2002 quote it) */
  return c == TL_STUDY_SHAKEDOWN_POINT ? 4.7 : 4.0;
}

int
tl_study_shakedown_limit_curve(TlStudyShakedownContact c, double f_max, double *lf, double *f,
                               int n)
{
  const double l_sub = tl_study_shakedown_subsurface_limit(c);
  if (n < 3 || !(f_max > 1.0 / l_sub))
    return 0;
  /* up the subsurface limit from f = 0 to where the surface limit meets it,
   * then along f = 1/L to f_max */
  lf[0] = l_sub;
  f[0] = 0.0;
  const double f0 = 1.0 / l_sub;
  for (int k = 1; k < n; k++) {
    const double fk = f0 + (f_max - f0) * (k - 1) / (n - 2);
    f[k] = fk;
    lf[k] = 1.0 / fk;
  }
  return n;
}

TlStatus
tl_study_steady_write_shakedown_csv(FILE *out, const TlStudySteady *s, TlError *err)
{
  if (!s->valid)
    return tl_error_set(err, TL_EINVAL, "no valid steady case for the shakedown map");
  enum { N = 40 };
  static const char *const names[2] = {"line", "point"};
  fputs("curve,load_factor,f\n", out);
  for (int c = 0; c < 2; c++) {
    double lf[N], f[N];
    const int n = tl_study_shakedown_limit_curve((TlStudyShakedownContact)c, 1.0, lf, f, N);
    for (int k = 0; k < n; k++) {
      fputs(names[c], out);
      tl_csv_number(out, lf[k], 0);
      tl_csv_number(out, f[k], 0);
      fputc('\n', out);
    }
  }
  double lf, f;
  tl_study_steady_shakedown_point(s, &lf, &f);
  fputs("operating", out);
  tl_csv_number(out, lf, 0);
  tl_csv_number(out, f, 0);
  fputc('\n', out);
  return TL_OK;
}
