/* tlr-figure-subsurface.h — the stresses below the surface on an x–z or y–z
 * section: heat map of a measure in MPa with isolines and colour bar, depth
 * downward at equal aspect, the contact extent with its stick/slip zones
 * along the surface and the maximum marked, drawn from a TlStudySubsurface.
 * Shared by the window and `tribolab-cli export --view subsurface`. */
#ifndef TLR_FIGURE_SUBSURFACE_H
#define TLR_FIGURE_SUBSURFACE_H

#include <cairo.h>
#include <stddef.h>
#include <stdio.h>

#include "tlr-plot.h"
#include "tlr-export.h"
#include "tlr-style.h"
#include "study-subsurface.h"

#ifdef __cplusplus
extern "C" {
#endif

/* One section of a study as the window or an export draws it. */
typedef struct {
  const TlStudySubsurface *study;
  int cross;     /* 0: the study's first section; 1: its y–z section through the maximum */
  int hide_note; /* 1: no read-out box on the picture (the window shows it beside) */
} TlrSubsurfaceSection;

/* Legend markup of a measure, e.g. "σ<sub>vM</sub>". */
const char *tlr_subsurface_measure_label(TlStressMeasure m);

/* The read-out of a section (pango markup): maximum, where, p₀; and its title. */
void tlr_subsurface_note(const TlrSubsurfaceSection *v, char *note, size_t len);
void tlr_subsurface_title(const TlrSubsurfaceSection *v, char *title, size_t len);

/* Where the section marks the depth profile's line [m]: the profile's x on the first
 * section of a study with a profile, else NAN. */
double tlr_subsurface_line_along(const TlrSubsurfaceSection *v);

/* The coordinate along the section [m] under the horizontal pixel px of the section drawn
 * at width × height in style: the draw's own layout, clamped to the section's points.  NAN
 * before the first update. */
double tlr_subsurface_along_at(const TlrSubsurfaceSection *v, const TlrStyle *style,
                               double width, double height, double px);

/* A TlrDrawFunc (data = const TlrSubsurfaceSection *): the section, its maximum marked,
 * the contact's stick and slip cells along the surface and, on the first section of a study
 * with a depth profile, the profile's line. */
TlrDrawFn tlr_subsurface_section_draw;

/* A TlrDrawFunc (data = const TlStudySubsurface *): its first section with the read-out. */
TlrDrawFn tlr_subsurface_draw;

/* A TlrCsvFunc (data = const TlStudySubsurface *): tl_study_subsurface_write_csv. */
TlrCsvFn tlr_subsurface_write_csv;

#ifdef __cplusplus
}
#endif

#endif /* TLR_FIGURE_SUBSURFACE_H */
