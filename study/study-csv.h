/* study-csv.h — the CSV numbers of the studies whose output refuses a value
 * that is not finite (friction, stick-slip, rolling): each number is written
 * as it is, and the writer says afterwards whether all of them were finite.
 * Studies whose CSV may hold "nan" by contract write with the core's
 * tl_csv_number (tribo/textio.h). */
#ifndef TL_STUDY_CSV_H
#define TL_STUDY_CSV_H

#include <stdio.h>

#include "tribo/status.h"

#ifdef __cplusplus
extern "C" {
#endif

/* One number at full precision (%.10g), a comma before it unless first;
 * *finite drops to 0 at a value that is not finite. */
void tl_study_csv_number(FILE *out, double value, int first, int *finite);

/* TL_OK when finite, else TL_ENUMERIC: the computation produced a value that
 * is not a finite number. */
TlStatus tl_study_csv_finite(int finite, TlError *err);

#ifdef __cplusplus
}
#endif

#endif /* TL_STUDY_CSV_H */
