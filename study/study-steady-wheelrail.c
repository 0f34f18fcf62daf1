/* study-steady-wheelrail.c — the Steady rolling view's wheel–rail patch. */
#include "study-steady-wheelrail.h"

#include <stdlib.h>
#include <string.h>

#include "tribo/units.h"

void
tl_study_steady_wheelrail_init(TlStudySteadyWheelrail *s)
{
  memset(s, 0, sizeof *s);
  tl_study_wheelrail_roll_init(&s->rolled);
}

void
tl_study_steady_wheelrail_clear(TlStudySteadyWheelrail *s)
{
  tl_study_wheelrail_roll_clear(&s->rolled);
  free(s->cx);
  free(s->f);
  tl_study_steady_wheelrail_init(s);
}

void
tl_study_steady_wheelrail_move(TlStudySteadyWheelrail *dst, TlStudySteadyWheelrail *src)
{
  tl_study_steady_wheelrail_clear(dst);
  *dst = *src;
  tl_study_steady_wheelrail_init(src);
}

TlStatus
tl_study_steady_wheelrail_update(TlStudySteadyWheelrail *s, const TlPresetWheelrail *w,
                                 const TlWrRollParams *rp, const double *cx, int n,
                                 const TlStudyControl *ctl, TlError *err)
{
  if (n < 0)
    return tl_error_set(err, TL_EINVAL, "a negative number of creepages");
  TlProfile *wp = NULL, *rlp = NULL;
  TlWheelrail *wr = NULL;
  TlWrContact c;
  TlWrNormal nrm;
  memset(&nrm, 0, sizeof nrm);
  TlStudyWheelrailRoll rolled;
  tl_study_wheelrail_roll_init(&rolled);
  double *cxs = malloc(sizeof(double) * (size_t)(n > 0 ? n : 1));
  double *f = malloc(sizeof(double) * (size_t)(n > 0 ? n : 1));
  TlStatus st = cxs && f ? TL_OK : tl_error_set(err, TL_ENOMEM, "out of memory for the curve");
  if (st == TL_OK &&
      (st = tl_profile_open(w->wheel, TL_PROFILE_WHEEL, NULL, &wp, err)) == TL_OK &&
      (st = tl_profile_open(w->rail, TL_PROFILE_RAIL, NULL, &rlp, err)) == TL_OK &&
      (st = tl_wheelrail_alloc(&w->track, wp, rlp, &wr, err)) == TL_OK &&
      (st = tl_wheelrail_contact(wr, w->y, &c, err)) == TL_OK)
    st = tl_wheelrail_normal(wr, &c, w->side, &w->normal, &nrm, err);
  const TlWrPatch *patch = NULL;
  if (st == TL_OK) {
    const int k = tl_study_wheelrail_find_patch(&nrm, w->point);
    if (k >= 0)
      patch = &nrm.patch[k];
    else
      st = tl_error_set(err, TL_ERANGE, "the %s wheel has no loaded contact point %d at y = "
                        "%.2f mm", w->side == TL_WR_LEFT ? "left" : "right", w->point,
                        w->y / TL_UNIT_MM);
  }
  TlWrRollParams params = *rp;
  params.cancel = ctl ? ctl->cancel : NULL;
  if (st == TL_OK)
    st = tl_study_wheelrail_roll_update(&rolled, patch, &w->normal.wheel, &w->normal.rail,
                                        &params, ctl, err);
  if (st == TL_OK)
    st = tl_wheelrail_roll_curve(patch, &w->normal.wheel, &w->normal.rail, &params, cx, n, f,
                                 err);
  if (st == TL_OK) {
    memcpy(cxs, cx, sizeof(double) * (size_t)n);
    tl_study_steady_wheelrail_clear(s);
    s->spec = *w;
    s->spec.roll.cancel = NULL;
    tl_study_wheelrail_roll_move(&s->rolled, &rolled);
    s->cx = cxs;
    s->f = f;
    cxs = f = NULL;
    s->n = n;
    s->op_cx = rp->cx;
    s->op_f = s->rolled.roll.fx / s->rolled.normal_force;
    s->valid = 1;
  }
  tl_study_wheelrail_roll_clear(&rolled);
  free(cxs);
  free(f);
  tl_wr_normal_clear(&nrm);
  tl_wheelrail_free(wr);
  tl_profile_free(wp);
  tl_profile_free(rlp);
  return st;
}
