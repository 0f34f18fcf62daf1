/* transient-models.h — the two transient rolling-contact models behind one
 * call: the Unsteady Brush Model (brush.h) or Kalker's exact theory on the
 * half-space (exact.h), opened for a case, changed mid-run and closed, with
 * their TlTransientModel view for a TlRun (transient.h).
 *
 *   TlBrush *brush;  TlExact *exact;  TlTransientModel model;
 *   tl_transient_models_open(TL_TRANSIENT_EXACT_THEORY, &case, &brush, &exact, &model, &err);
 *   tl_run_init(&run, model, …);
 *   tl_transient_models_set_params(brush, exact, &new_case, &err);   // a what-if mid-run
 *   tl_transient_models_close(brush, exact);
 */
#ifndef TRIBO_TRANSIENT_MODELS_H
#define TRIBO_TRANSIENT_MODELS_H

#include "tribo/brush.h"
#include "tribo/contact.h"
#include "tribo/exact.h"
#include "tribo/status.h"
#include "tribo/transient.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
  TL_TRANSIENT_BRUSH_MODEL, /* the Unsteady Brush Model */
  TL_TRANSIENT_EXACT_THEORY /* Kalker's exact theory (half-space) */
} TlTransientKind;

/* Allocate the workspace of `kind` for case p: *brush or *exact (the other
 * set to NULL) and its transient view *model.  The case is checked in full
 * (as by tl_contact_basics) whichever the model.  On failure (bad case, out
 * of memory) the outputs are untouched and err says why. */
TlStatus tl_transient_models_open(TlTransientKind kind, const TlContactParams *p, TlBrush **brush,
                                  TlExact **exact, TlTransientModel *model, TlError *err);

/* Change the case of the open model (brush or exact, the other NULL) mid-run.
 * The case is checked in full first (Hertz and Kalker's coefficients, as the
 * steady FASTSIM curve beside the run needs), so that a bad case changes
 * nothing; then as tl_brush_set_params or tl_exact_set_params.  The model's
 * natural step (TlTransientInfo) follows: the exact solver's Δx/V moves with
 * a and V. */
TlStatus tl_transient_models_set_params(TlBrush *brush, TlExact *exact, const TlContactParams *p,
                                        TlError *err);

/* Free whichever is open (NULL is fine). */
void tl_transient_models_close(TlBrush *brush, TlExact *exact);

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_TRANSIENT_MODELS_H */
