/* study-profile-wear.c — the profile-wear study (docs/theory.md §12.8). */
#include "study-profile-wear.h"

#include <stdlib.h>
#include <string.h>

#include "study-wheelrail.h"
#include "tribo/textio.h"
#include "tribo/units.h"

#define MM TL_UNIT_MM

void
tl_study_profile_wear_init(TlStudyProfileWear *s)
{
  memset(s, 0, sizeof *s);
}

void
tl_study_profile_wear_clear(TlStudyProfileWear *s)
{
  tl_profile_wear_free(s->pw);
  free(s->rows);
  tl_study_profile_wear_init(s);
}

static TlStatus
push_row(TlStudyProfileWear *s, const TlProfileWearRow *row, TlError *err)
{
  if (s->n_rows == s->cap) {
    const int cap = s->cap ? 2 * s->cap : 16;
    TlProfileWearRow *r = realloc(s->rows, sizeof *r * (size_t)cap);
    if (!r)
      return tl_error_set(err, TL_ENOMEM, "out of memory for the wear rows");
    s->rows = r;
    s->cap = cap;
  }
  s->rows[s->n_rows++] = *row;
  return TL_OK;
}

void
tl_study_profile_wear_params_preset(TlProfileWearParams *spec, const TlPresetWheelrail *w)
{
  spec->track = w->track;
  spec->normal = w->normal;
  spec->roll = w->roll;
}

TlStatus
tl_study_profile_wear_setup(TlStudyProfileWear *s, const TlProfileWearParams *spec,
                            const TlProfile *wheel, const TlProfile *rail, TlError *err)
{
  TlStudyProfileWear next;
  tl_study_profile_wear_init(&next);
  TlStatus st = tl_profile_wear_alloc(spec, wheel, rail, &next.pw, err);
  if (st == TL_OK)
    st = push_row(&next, tl_profile_wear_row(next.pw), err);
  if (st != TL_OK) {
    tl_study_profile_wear_clear(&next);
    return st;
  }
  tl_study_profile_wear_clear(s);
  *s = next;
  return TL_OK;
}

TlStatus
tl_study_profile_wear_advance(TlStudyProfileWear *s, const TlStudyControl *ctl, TlError *err)
{
  if (!s->pw)
    return tl_error_set(err, TL_EINVAL, "the wear study has not been set up");
  if (tl_profile_wear_done(s->pw))
    return TL_OK;
  TlProfileWearRow row;
  const TlStatus st = tl_profile_wear_step(s->pw, ctl ? ctl->cancel : NULL, &row, err);
  return st == TL_OK ? push_row(s, &row, err) : st;
}

int
tl_study_profile_wear_done(const TlStudyProfileWear *s)
{
  return !s->pw || tl_profile_wear_done(s->pw);
}

TlStatus
tl_study_profile_wear_update(TlStudyProfileWear *s, const TlProfileWearParams *spec,
                             const TlProfile *wheel, const TlProfile *rail,
                             const TlStudyControl *ctl, TlError *err)
{
  TlStudyProfileWear next;
  tl_study_profile_wear_init(&next);
  TlStatus st = tl_study_profile_wear_setup(&next, spec, wheel, rail, err);
  while (st == TL_OK && !tl_study_profile_wear_done(&next)) {
    st = tl_study_profile_wear_advance(&next, ctl, err);
    if (st == TL_OK && spec->passes > 0.0)
      tl_study_progress(ctl, next.rows[next.n_rows - 1].passes / spec->passes);
  }
  if (st != TL_OK) {
    tl_study_profile_wear_clear(&next);
    return st;
  }
  tl_study_profile_wear_clear(s);
  *s = next;
  return TL_OK;
}

void
tl_study_profile_wear_write_row(FILE *out, const TlProfileWearRow *r)
{
  const double mm2 = MM * MM;
  tl_csv_number(out, r->passes, 1);
  tl_csv_number(out, r->max_depth_wheel / MM, 0);
  tl_csv_number(out, r->max_depth_rail / MM, 0);
  tl_csv_number(out, r->area_wheel / mm2, 0);
  tl_csv_number(out, r->area_rail / mm2, 0);
  tl_csv_number(out, r->wear_wheel / mm2, 0);
  tl_csv_number(out, r->wear_rail / mm2, 0);
  tl_csv_number(out, r->conicity, 0);
  for (int i = 0; i < 3; i++)
    tl_csv_number(out, r->dr[i] / MM, 0);
  fputc('\n', out);
}

TlStatus
tl_study_profile_wear_write_csv(FILE *out, const TlStudyProfileWear *s, TlError *err)
{
  if (!s->pw)
    return tl_error_set(err, TL_EINVAL, "no wear rows to write");
  fputs(TL_STUDY_PROFILE_WEAR_CSV_HEADER, out);
  for (int i = 0; i < s->n_rows; i++)
    tl_study_profile_wear_write_row(out, &s->rows[i]);
  return TL_OK;
}

TlStatus
tl_study_profile_wear_write_profile(FILE *out, const TlStudyProfileWear *s, TlProfileKind body,
                                    TlError *err)
{
  if (!s->pw)
    return tl_error_set(err, TL_EINVAL, "no worn profile to write");
  const double *y, *z;
  int n;
  tl_profile_wear_points(s->pw, body, &y, &z, &n);
  const char *kind = body == TL_PROFILE_WHEEL ? "wheel" : "rail";
  const TlProfileWearRow *r = &s->rows[s->n_rows - 1];
  fprintf(out, "# %s profile after ", kind);
  tl_csv_number(out, r->passes, 1);
  fprintf(out, " passes (tribolab-cli wear), y toward the field side, z up, mm\n");
  fprintf(out, "# kind = %s\n", kind);
  for (int i = 0; i < n; i++) {
    tl_csv_number(out, y[i] / MM, 1);
    fputc(' ', out);
    tl_csv_number(out, z[i] / MM, 1);
    fputc('\n', out);
  }
  return TL_OK;
}

double
tl_study_profile_wear_step_estimate(const TlProfileWearParams *spec, TlStudyWork *work)
{
  const double searches = tl_profile_wear_step_searches(spec);
  /* each shift rolls about two patches per wheel: FASTSIM is cheap beside a
   * search, the approximate and exact normal methods are not */
  const double shifts = spec->hist_n > 0 ? spec->hist_n : spec->n_shifts;
  const double cells = 0.2 * MM / spec->normal.cell;
  const double patch = spec->normal.method == TL_WR_NORMAL_EXACT
                         ? TL_STUDY_WHEELRAIL_COST_EXACT * pow(cells, 3.0)
                       : spec->normal.method == TL_WR_NORMAL_APPROX
                         ? TL_STUDY_WHEELRAIL_COST_APPROX * cells * cells
                         : 0.0;
  *work = (TlStudyWork){ 0 };
  work->seconds = searches * TL_STUDY_WHEELRAIL_COST_SEARCH + 4.0 * shifts * patch;
  snprintf(work->what, sizeof work->what, "%.0f contact searches per step", searches);
  return work->seconds;
}
