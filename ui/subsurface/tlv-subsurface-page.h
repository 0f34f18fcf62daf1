/* tlv-subsurface-page.h — the "Below the surface" page: the stresses in the
 * rail (or the wheel) under the current contact on an x–z section and a y–z
 * section through its maximum, for a chosen traction source and measure,
 * and a depth profile along a vertical line the user places by clicking or
 * dragging on the x–z section (through the maximum until then).
 * The sections and the profile are computed on a worker thread; the previous picture stays
 * until the new one arrives.  A run that lasts shows the job bar (its progress and
 * Cancel); a cancelled run leaves the previous picture, and the read-out says that the
 * values on screen are not the ones drawn. */
#ifndef TLV_SUBSURFACE_PAGE_H
#define TLV_SUBSURFACE_PAGE_H

#include <gtk/gtk.h>

#include "tlv-transient-page.h"

#include "tlr-figure-depth.h"
#include "tlr-figure-subsurface.h"
#include "tlv-document.h"
#include "tlv-job-bar.h"
#include "tlv-page.h"

G_BEGIN_DECLS

#define TLV_TYPE_SUBSURFACE_PAGE (tlv_subsurface_page_get_type())
TLV_DECLARE_PAGE(TlvSubsurfacePage, tlv_subsurface_page, TLV, SUBSURFACE_PAGE)

/* TRUE while a computation is scheduled, in flight or waiting. */
gboolean tlv_subsurface_page_is_busy(TlvSubsurfacePage *page);
/* The page's job bar (tests: its delay, progress and Cancel). */
TlvJobBar *tlv_subsurface_page_get_job_bar(TlvSubsurfacePage *page);
/* Move the depth profile's line to the x under pixel px of the x–z section plot (what a
 * click or a drag there does) and recompute.  Nothing before the first sections. */
void tlv_subsurface_page_pick(TlvSubsurfacePage *page, double px);
/* The study shown and its sections as drawn (NULL until the first computation is done). */
const TlStudySubsurface *tlv_subsurface_page_get_study(TlvSubsurfacePage *page);

/* Beside the sections: "depth" (the depth profile, the default) or "shakedown" (the
 * shakedown map). */
void tlv_subsurface_page_show_side(TlvSubsurfacePage *page, const char *name);
const TlrSubsurfaceSection *tlv_subsurface_page_get_section(TlvSubsurfacePage *page, int yz);

/* The transient view whose run the "transient run" source reads (weak). */
void tlv_subsurface_page_set_transient(TlvSubsurfacePage *self, TlvTransientPage *transient);

G_END_DECLS

#endif /* TLV_SUBSURFACE_PAGE_H */
