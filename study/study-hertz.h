/* study-hertz.h — the Hertz view: from a contact case to the Hertz solution,
 * the Kalker coefficients and the pressure over the patch grid. */
#ifndef TL_STUDY_HERTZ_H
#define TL_STUDY_HERTZ_H

#include <stdio.h>

#include "study.h"
#include "tribo/contact.h"
#include "tribo/grid.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
  TlContactParams params; /* the spec of the result ([contact] of a preset) */
  TlContactBasics basics; /* its Hertz solution and Kalker coefficients */
  TlGrid grid;            /* params.mx × params.my over the ellipse */
  double *pressure;       /* Hertz pressure per cell [Pa] */
  int valid;              /* 0 until the first successful update */
  /* The axes' half-widths [m], kept while the ellipse fits, so that a dragged
   * load visibly grows and shrinks the ellipse instead of the axes. */
  double extent_x, extent_y;
} TlStudyHertz;

void tl_study_hertz_init(TlStudyHertz *s);
void tl_study_hertz_clear(TlStudyHertz *s);

/* Solve the case (ctl may be NULL: the solve takes microseconds).  On failure
 * the study keeps its previous result and err says why. */
TlStatus tl_study_hertz_update(TlStudyHertz *s, const TlContactParams *spec,
                               const TlStudyControl *ctl, TlError *err);

/* The pressure map, one row per contact cell: x_mm,y_mm,pn_mpa. */
TlStatus tl_study_hertz_write_csv(FILE *out, const TlStudyHertz *s, TlError *err);

#ifdef __cplusplus
}
#endif

#endif /* TL_STUDY_HERTZ_H */
