/* tlr-patch-field.c — the quantities a contact-patch map can show. */
#include "tlr-patch-field.h"

#include <math.h>
#include <string.h>

#include "tribo/names.h"
#include "tribo/units.h"

static const char *const names[] = { "tx", "ty", "txratio", "ratio", "state", "pressure" };

TL_DEFINE_ENUM_NAMES(tlr_patch_field, TlrPatchField, names, "field", "unknown")

void
tlr_patch_field_fill(TlrPatchField f, const TlTraction *t, double mu, double *out,
                     TlrPatchFieldStyle *st)
{
  const int n = t->mx * t->my;
  double pmax = 0.0;
  for (int k = 0; k < n; k++)
    pmax = fmax(pmax, t->pn[k]);
  const double tmax = mu * pmax / TL_UNIT_MPA; /* the largest traction the bound allows */

  st->scale = 1.0;
  st->map = TLR_CMAP_DIVERGING;
  st->vmin = -1.0;
  st->vmax = 1.0;
  switch (f) {
  case TLR_FIELD_TX:
  case TLR_FIELD_TY:
    st->scale = TL_UNIT_MPA;
    st->vmin = -tmax;
    st->vmax = tmax;
    st->label = f == TLR_FIELD_TX ? "τ<sub>x</sub> (MPa), wheel on rail"
                                  : "τ<sub>y</sub> (MPa), wheel on rail";
    break;
  case TLR_FIELD_TX_RATIO:
    st->label = "τ<sub>x</sub> / μp<sub>n</sub> (–)";
    break;
  case TLR_FIELD_RATIO:
    st->map = TLR_CMAP_VIRIDIS;
    st->vmin = 0.0;
    st->label = "|τ| / μp<sub>n</sub> (–)";
    break;
  case TLR_FIELD_STATE:
    st->map = TLR_CMAP_VIRIDIS;
    st->vmin = 0.5;
    st->vmax = 2.5;
    st->label = "state: 1 stick, 2 slip";
    break;
  case TLR_FIELD_PRESSURE:
    st->map = TLR_CMAP_VIRIDIS;
    st->scale = TL_UNIT_MPA;
    st->vmin = 0.0;
    st->vmax = pmax > 0.0 ? pmax / TL_UNIT_MPA : 1.0;
    st->label = "p<sub>n</sub> of the traction bound (MPa)";
    break;
  }
  if (!(st->vmax > st->vmin)) { /* no load: any non-empty range */
    st->vmin = -1.0;
    st->vmax = 1.0;
  }
  for (int k = 0; k < n; k++) {
    const double g = mu * t->pn[k];
    if (t->state[k] == TL_CELL_OUTSIDE) {
      out[k] = NAN;
      continue;
    }
    switch (f) {
    case TLR_FIELD_TX: out[k] = t->tx[k]; break;
    case TLR_FIELD_TY: out[k] = t->ty[k]; break;
    case TLR_FIELD_TX_RATIO: out[k] = g > 0.0 ? t->tx[k] / g : NAN; break;
    case TLR_FIELD_RATIO: out[k] = g > 0.0 ? hypot(t->tx[k], t->ty[k]) / g : NAN; break;
    case TLR_FIELD_STATE: out[k] = t->state[k]; break;
    case TLR_FIELD_PRESSURE: out[k] = t->pn[k]; break;
    }
  }
}
