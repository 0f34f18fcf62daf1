/* tlv-transient-law-note.h — the transient page's note on the brush model's
 * stability with a falling friction law.
 *
 * A falling law makes the brush's step a stiff scalar problem: it is stable
 * only while N < C/(2 − C) (docs/theory-friction-in-contact.md §4), N the
 * grid's falling indicator κ|μ′(0)| and C the Courant number.  The note says
 * on which side of that limit the run is (and the remedies when it is
 * unstable); it is hidden while the brush's law is constant.  Plain struct,
 * owned by the page, which places the note's label. */
#ifndef TLV_TRANSIENT_LAW_NOTE_H
#define TLV_TRANSIENT_LAW_NOTE_H

#include <gtk/gtk.h>

#include "tlv-transient-run.h"

G_BEGIN_DECLS

typedef struct {
  GtkWidget *label; /* dim and wrapped; hidden until a falling law runs */
  double law_n;     /* FASTSIM's falling indicator N of the case with the law */
} TlvTransientLawNote;

/* Make the note's label (hidden) and return it for the page to place. */
GtkWidget *tlv_transient_law_note_init(TlvTransientLawNote *note);
/* The brush took `law` for case p: N of the grid from one FASTSIM solve at
 * the case's creepage, known before the brush has stepped. */
void tlv_transient_law_note_set_law(TlvTransientLawNote *note, const TlContactParams *p,
                                    const TlSlipFriction *law);
/* Say where the run's brush stands now. */
void tlv_transient_law_note_update(TlvTransientLawNote *note, const TlvTransientRun *run);

G_END_DECLS

#endif /* TLV_TRANSIENT_LAW_NOTE_H */
