/* tlr-patch-field.h — which tangential quantity a contact-patch map shows, and
 * how: display values, colour range, colour map and label.  Shared by the
 * steady and the transient figures so both maps read alike. */
#ifndef TLR_PATCH_FIELD_H
#define TLR_PATCH_FIELD_H

#include "tlr-heatmap.h"
#include "tribo/grid.h"
#include "tribo/status.h"
#include "tribo/traction.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
  TLR_FIELD_TX,       /* τx [MPa], diverging, ±μ max p_n */
  TLR_FIELD_TY,       /* τy [MPa], diverging, ±μ max p_n */
  TLR_FIELD_TX_RATIO, /* τx/(μ p_n) [-], diverging, ±1 */
  TLR_FIELD_RATIO,    /* |τ|/(μ p_n) [-], sequential, 0 … 1 */
  TLR_FIELD_STATE,    /* 1 stick, 2 slip */
  TLR_FIELD_PRESSURE  /* the bound's p_n [MPa], sequential */
} TlrPatchField;

/* "tx", "ty", "txratio", "ratio", "state", "pressure". */
const char *tlr_patch_field_name(TlrPatchField f);
TlStatus tlr_patch_field_from_name(const char *name, TlrPatchField *out, TlError *err);

typedef struct {
  double scale;        /* displayed = value / scale (TL_UNIT_MPA or 1) */
  double vmin, vmax;   /* colour range in displayed units */
  TlrColormap map;
  const char *label;   /* colour-bar label (markup) */
} TlrPatchFieldStyle;

/* Fill out[mx·my] with the field's values (SI, NaN outside the contact) for
 * traction t with friction coefficient mu, and describe how to draw it. */
void tlr_patch_field_fill(TlrPatchField f, const TlTraction *t, double mu, double *out,
                          TlrPatchFieldStyle *style);

#ifdef __cplusplus
}
#endif

#endif /* TLR_PATCH_FIELD_H */
