/* tlv-steady-wheelrail.h — the Steady rolling page's "Wheel–rail point"
 * contact-patch source.
 *
 * The Wheel on rail page's settings (profiles, track, shift, load, normal
 * method, chosen wheel and point) give a real contact patch; the steady
 * page's creepages, μ and map model roll it on a worker of its own (latest
 * edit wins; the last result stays on screen until the next one arrives),
 * and FASTSIM on the same patch gives the creep curve at the page's figure's
 * abscissae, which the source hands to that figure.  Plain struct, owned by
 * the page: the page decides when the source is chosen, places its view and
 * keeps its own widgets. */
#ifndef TLV_STEADY_WHEELRAIL_H
#define TLV_STEADY_WHEELRAIL_H

#include <glib.h>

#include "tlr-figure-steady.h"
#include "tlv-plot.h"
#include "tlv-worker.h"
#include "tribo/preset.h"
#include "tribo/wheelrail.h"

G_BEGIN_DECLS

typedef struct TlvSteadyWheelrail TlvSteadyWheelrail;

/* Main thread: a roll came back.  rolled: a patch is on the figure now
 * (FALSE: it failed, and the read-out says why); ellipse_moved: its
 * equivalent ellipse or load changed, so the ellipse models need updating. */
typedef void (*TlvSteadyWheelrailDone)(gpointer page, gboolean rolled, gboolean ellipse_moved);

/* The source of the page's figure (borrowed: it outlives the source). */
TlvSteadyWheelrail *tlv_steady_wheelrail_new(TlrSteadyFigure *figure,
                                             TlvSteadyWheelrailDone done, gpointer page);
/* A roll in flight is cancelled and never delivered. */
void tlv_steady_wheelrail_free(TlvSteadyWheelrail *wr);

/* Roll the patch of `w` at the contact's creepages and μ with `model`, at
 * the figure's abscissae, unless the last roll was for the same inputs
 * (nothing while the figure is not valid). */
void tlv_steady_wheelrail_roll(TlvSteadyWheelrail *wr, const TlPresetWheelrail *w,
                               const TlContactParams *p, TlWrRollModel model);
/* Back to the page's own ellipse: the roll in flight is cancelled and the
 * patch's curve, equivalent ellipse and notes are taken off the figure. */
void tlv_steady_wheelrail_reset(TlvSteadyWheelrail *wr);

/* The ellipse models' case on the rolled patch's equivalent ellipse: its
 * semi-axes, load and materials into h (nothing before a patch has come). */
void tlv_steady_wheelrail_apply_ellipse(const TlvSteadyWheelrail *wr, TlHertzParams *h);
/* The source's lines of the page's read-out (markup): the rolled patch, a
 * roll in flight, a failure. */
void tlv_steady_wheelrail_append_readout(const TlvSteadyWheelrail *wr, GString *s);

/* A view of the rolled patch (one per source: it is redrawn when a patch
 * comes); the page places it and shows or hides it. */
TlvPlot *tlv_steady_wheelrail_new_plot(TlvSteadyWheelrail *wr);

/* The worker of the rolls, and f = Fx/F_N and the stick fraction of the
 * last rolled patch (FALSE: none yet). */
TlvWorker *tlv_steady_wheelrail_get_worker(TlvSteadyWheelrail *wr);
gboolean tlv_steady_wheelrail_get_f(TlvSteadyWheelrail *wr, double *f, double *stick);

G_END_DECLS

#endif /* TLV_STEADY_WHEELRAIL_H */
