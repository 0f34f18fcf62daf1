/* tlr-figure-depth.h — a depth profile: one stress measure along a vertical
 * line below the surface, drawn like a borehole log (depth downward in mm,
 * the measure in MPa across), with its maximum marked and labelled.  The
 * numbers are a TlStudySubsurface's (its profile, or its first section when
 * that is a line). */
#ifndef TLR_FIGURE_DEPTH_H
#define TLR_FIGURE_DEPTH_H

#include <cairo.h>
#include <stddef.h>
#include <stdio.h>

#include "tlr-export.h"
#include "tlr-style.h"
#include "study-subsurface.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The title of the profile: the measure, the body and where the line stands. */
void tlr_depth_title(const TlStudySubsurface *s, char *title, size_t len);

/* A TlrCsvFunc (data = const TlStudySubsurface *): tl_study_subsurface_write_profile_csv,
 * one row per depth: x_mm,y_mm,depth_mm,<measure>_mpa (e.g. von-mises_mpa). */
TlrCsvFn tlr_depth_write_csv;

/* A TlrDrawFunc (data = const TlStudySubsurface *): its depth profile
 * (tl_study_subsurface_depth_line). */
TlrDrawFn tlr_depth_draw;

#ifdef __cplusplus
}
#endif

#endif /* TLR_FIGURE_DEPTH_H */
