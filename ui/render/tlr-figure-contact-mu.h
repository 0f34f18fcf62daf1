/* tlr-figure-contact-mu.h — the Friction laws page's law as a friction law
 * inside the rolling contact: μ(w) = F(w)/F_N,lab over slip speeds w ≥ 0, with
 * the slip speeds FASTSIM finds in the current contact patch marked on the
 * curve, drawn from a TlStudySteadyContactMu (study-steady.h;
 * docs/theory-friction-in-contact.md §2, the bridge to the lab). */
#ifndef TLR_FIGURE_CONTACT_MU_H
#define TLR_FIGURE_CONTACT_MU_H

#include <cairo.h>

#include "study-steady.h"
#include "tlr-export.h"
#include "tlr-style.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A TlrDrawFunc (data = const TlStudySteadyContactMu *). */
TlrDrawFn tlr_contact_mu_draw;
/* A TlrCsvFunc (data = const TlStudySteadyContactMu *):
 * tl_study_steady_contact_mu_write_csv. */
TlrCsvFn tlr_contact_mu_write_csv;

#ifdef __cplusplus
}
#endif

#endif /* TLR_FIGURE_CONTACT_MU_H */
