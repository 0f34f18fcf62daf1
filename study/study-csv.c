/* study-csv.c — the CSV numbers of the studies that refuse a non-finite value. */
#include "study-csv.h"

#include <math.h>

void
tl_study_csv_number(FILE *out, double value, int first, int *finite)
{
  if (!isfinite(value))
    *finite = 0;
  if (!first)
    fputc(',', out);
  fprintf(out, "%.10g", value);
}

TlStatus
tl_study_csv_finite(int finite, TlError *err)
{
  return finite ? TL_OK
                : tl_error_set(err, TL_ENUMERIC,
                               "the computation produced a value that is not a finite number");
}
