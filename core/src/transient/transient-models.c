/* transient-models.c — opening, changing and closing the brush or the exact
 * solver as a transient model. */
#include "tribo/transient-models.h"

TlStatus
tl_transient_models_open(TlTransientKind kind, const TlContactParams *p, TlBrush **brush,
                         TlExact **exact, TlTransientModel *model, TlError *err)
{
  /* the case in full, as for a change (Hertz and Kalker's coefficients, which
   * the steady curve beside the run needs), whichever the model */
  TlContactBasics basics;
  const TlStatus checked = tl_contact_basics(p, &basics, err);
  if (checked != TL_OK)
    return checked;
  if (kind == TL_TRANSIENT_EXACT_THEORY) {
    TlExact *w = NULL;
    const TlStatus s = tl_exact_alloc(p, NULL, &w, err);
    if (s != TL_OK)
      return s;
    *brush = NULL;
    *exact = w;
    *model = tl_exact_model(w);
    return TL_OK;
  }
  if (kind != TL_TRANSIENT_BRUSH_MODEL)
    return tl_error_set(err, TL_EINVAL, "unknown transient model %d", (int)kind);
  TlBrush *b = tl_brush_alloc(p, err);
  if (!b)
    return err ? err->status : TL_EINVAL;
  *brush = b;
  *exact = NULL;
  *model = tl_brush_model(b);
  return TL_OK;
}

TlStatus
tl_transient_models_set_params(TlBrush *brush, TlExact *exact, const TlContactParams *p,
                               TlError *err)
{
  TlContactBasics basics;
  const TlStatus s = tl_contact_basics(p, &basics, err);
  if (s != TL_OK)
    return s;
  if (exact)
    return tl_exact_set_params(exact, p, err);
  if (brush)
    return tl_brush_set_params(brush, p, err);
  return tl_error_set(err, TL_EINVAL, "no transient model is open");
}

void
tl_transient_models_close(TlBrush *brush, TlExact *exact)
{
  tl_brush_free(brush);
  tl_exact_free(exact);
}
