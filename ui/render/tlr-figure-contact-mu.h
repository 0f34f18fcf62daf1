/* tlr-figure-contact-mu.h — the Friction laws page's law as a friction law
 * inside the rolling contact: μ(w) = F(w)/F_N,lab over slip speeds w ≥ 0, with
 * the slip speeds FASTSIM finds in the current contact patch (the document's
 * operating point, solved with this law) marked on the curve
 * (docs/theory-friction-in-contact.md §2, the bridge to the lab). */
#ifndef TLR_FIGURE_CONTACT_MU_H
#define TLR_FIGURE_CONTACT_MU_H

#include <cairo.h>

#include "tlr-style.h"
#include "tribo/contact.h"
#include "tribo/slipfriction.h"

#ifdef __cplusplus
extern "C" {
#endif

#define TLR_CONTACT_MU_POINTS 400

typedef struct {
  TlContactParams params;  /* the case whose patch is marked */
  TlSlipFriction law;      /* the lab's law as a contact law */
  int used;                /* the contact takes this law now (else: shown for reference) */
  double w[TLR_CONTACT_MU_POINTS], mu[TLR_CONTACT_MU_POINTS]; /* the curve, w [m/s] */
  double *mark_w, *mark_mu; /* the slipping cells' slip speeds and their μ */
  int n_marks;
  TlSlipStats stats;       /* of FASTSIM's solution at the operating point */
  char message[400];       /* why nothing is drawn (a law with no contact form), or "" */
  int valid;
} TlrContactMuFigure;

void tlr_contact_mu_figure_init(TlrContactMuFigure *fig);
void tlr_contact_mu_figure_clear(TlrContactMuFigure *fig);

/* The curve of the lab's law (forces divided by lab_normal [N]) and FASTSIM
 * at the case's operating point with it.  A lab law the contact cannot take
 * (a jump law) is no failure: the figure shows the reason instead. */
TlStatus tlr_contact_mu_figure_update(TlrContactMuFigure *fig, const TlContactParams *params,
                                      const TlFrictionParams *lab, double lab_normal, int used,
                                      TlError *err);

/* A TlrDrawFunc (data = TlrContactMuFigure *). */
void tlr_contact_mu_figure_draw(cairo_t *cr, double width, double height, const TlrStyle *style,
                                void *data);

#ifdef __cplusplus
}
#endif

#endif /* TLR_FIGURE_CONTACT_MU_H */
