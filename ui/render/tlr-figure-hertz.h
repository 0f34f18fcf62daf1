/* tlr-figure-hertz.h — the Hertz contact-patch figure: the pressure map with
 * its read-out.  Shared by the window and `tribolab-cli export`
 * so both show the same picture for the same parameters. */
#ifndef TLR_FIGURE_HERTZ_H
#define TLR_FIGURE_HERTZ_H

#include <cairo.h>
#include <stdio.h>

#include "tlr-export.h"
#include "tlr-style.h"
#include "study-hertz.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A TlrDrawFunc (data = const TlStudyHertz *): the pressure map with the
 * solution's read-out. */
TlrDrawFn tlr_hertz_draw;

/* A TlrCsvFunc (data = const TlStudyHertz *): tl_study_hertz_write_csv. */
TlrCsvFn tlr_hertz_write_csv;

#ifdef __cplusplus
}
#endif

#endif /* TLR_FIGURE_HERTZ_H */
