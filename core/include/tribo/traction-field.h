/* traction-field.h — the surface traction field of the current case: the
 * contact grid with p, τx, τy (and stick/slip) per cell, from whichever
 * source the user chose.  Every consumer that needs surface tractions (the
 * stresses below the surface, docs/theory-subsurface.md) asks here, so that
 * all of them see the same field for the same case.
 *
 *   TlTractionField f = {0};
 *   tl_traction_field_compute(&f, TL_FIELD_SLIDE, &case, &err);   // τ = μp
 *   … f.grid, f.t.pn, f.t.tx, f.t.ty, f.t.state, f.p0 …
 *   tl_traction_field_clear(&f);
 *
 * Sign (physics of the project): τ is the traction the wheel exerts on the
 * rail, so Tx > 0 for cx > 0.  The wheel carries −τ.
 */
#ifndef TRIBO_TRACTION_FIELD_H
#define TRIBO_TRACTION_FIELD_H

#include "tribo/contact.h"
#include "tribo/grid.h"
#include "tribo/status.h"
#include "tribo/traction.h"
#include "tribo/transient.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
  TL_FIELD_HERTZ,    /* frictionless: Hertz p₀√(1 − x²/a² − y²/b²) sampled at cell centres, τ = 0 */
  TL_FIELD_SLIDE,    /* full slip: the same p, τ = μp along the creepage direction (+x if none) */
  TL_FIELD_FASTSIM,  /* steady FASTSIM (fixed grid): its bound's p (parabolic by default), τ */
  TL_FIELD_EXACT,    /* Kalker's exact steady theory: the half-space's own p, τ */
  TL_FIELD_TRANSIENT /* a transient run (brush or exact) at its current time */
} TlFieldSource;

const char *tl_field_source_name(TlFieldSource s); /* "hertz", "slide", "fastsim", "exact", "transient" */
TlStatus tl_field_source_from_name(const char *name, TlFieldSource *out, TlError *err);

typedef struct {
  TlFieldSource source;
  TlGrid grid;          /* owned copy of the contact grid */
  TlTraction t;         /* owned maps: pn, tx, ty [Pa], state; totals */
  double p0;            /* Hertz maximum pressure of the case 3F_N/(2πab) [Pa] */
  double normal_load;   /* F_N [N] */
  double poisson_rail;  /* ν₂ of the rail (body 2) [-] */
  double poisson_wheel; /* ν₁ of the wheel (body 1) [-] */
} TlTractionField;

/* The field of case p from a steady source (every source but TRANSIENT);
 * the creepages p->cx, p->cy, p->spin drive FASTSIM and the exact solver and
 * give the sliding direction of SLIDE.  *f must be zeroed or a field used
 * before; on failure it is left unchanged. */
TlStatus tl_traction_field_compute(TlTractionField *f, TlFieldSource source,
                                   const TlContactParams *p, TlError *err);
/* The same, which another thread may stop: while *cancel is non-zero the exact
 * solve stops between its iterations (tl_exact_set_cancel) and the call returns
 * TL_ECANCELLED with *f unchanged; cancel may be NULL. */
TlStatus tl_traction_field_compute_cancellable(TlTractionField *f, TlFieldSource source,
                                               const TlContactParams *p,
                                               const volatile int *cancel, TlError *err);

/* The field of a transient model at its current time (source TRANSIENT);
 * p is the case the model was built for (materials, load).  On failure *f is
 * unchanged. */
TlStatus tl_traction_field_from_model(TlTractionField *f, const TlTransientModel *model,
                                      const TlContactParams *p, TlError *err);

/* The field of any grid and traction maps (same size), e.g. a strip of cells
 * for a line contact; p0 and the Poisson ratios as given.  On failure *f is
 * unchanged. */
TlStatus tl_traction_field_set(TlTractionField *f, TlFieldSource source, const TlGrid *grid,
                               const TlTraction *t, double p0, double normal_load,
                               double poisson_rail, double poisson_wheel, TlError *err);

void tl_traction_field_clear(TlTractionField *f);

#ifdef __cplusplus
}
#endif

#endif /* TRIBO_TRACTION_FIELD_H */
