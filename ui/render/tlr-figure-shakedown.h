/* tlr-figure-shakedown.h — the shakedown map of the Below the surface view (load factor
 * p0/k against the traction coefficient μ, its four regions and the operating point),
 * drawn from a TlStudySubsurface updated with spec.shakedown_map.  Shared by the window
 * and `tribolab-cli export --view sub-shakedown`. */
#ifndef TLR_FIGURE_SHAKEDOWN_H
#define TLR_FIGURE_SHAKEDOWN_H

#include <cairo.h>
#include <stdio.h>

#include "study-steady.h"
#include "study-subsurface.h"
#include "tlr-export.h"
#include "tlr-plot.h"
#include "tlr-style.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The map as the window draws it: without the note of k, p0 and FI, which the page's
 * read-out says beside it (the room goes to the map at small sizes). */
typedef struct {
  const TlStudySubsurface *study;
  int hide_note;
} TlrShakedownFigure;

/* A TlrDrawFunc (data = const TlrShakedownFigure *). */
TlrDrawFn tlr_shakedown_figure_draw;

/* A TlrDrawFunc (data = const TlStudySubsurface *): the map with its note. */
TlrDrawFn tlr_shakedown_draw;

/* A TlrCsvFunc (data = const TlStudySubsurface *): tl_study_subsurface_write_shakedown_csv. */
TlrCsvFn tlr_shakedown_write_csv;

#ifdef __cplusplus
}
#endif

#endif /* TLR_FIGURE_SHAKEDOWN_H */
