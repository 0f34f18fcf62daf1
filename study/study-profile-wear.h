/* study-profile-wear.h — the study of a wheel and a rail profile that wear
 * over many passes (docs/theory.md §12.8): the rows `tribolab-cli wear` and
 * tribolab.wear() print, one after each step, and the worn profiles in the
 * profile file format the Wheel on rail page reads.
 *
 * Time-stepped: _setup takes the spec and the profiles and gives row 0 (no
 * pass yet), _advance runs one step and appends its row, _update runs the
 * whole spec. */
#ifndef TL_STUDY_PROFILE_WEAR_H
#define TL_STUDY_PROFILE_WEAR_H

#include <stdio.h>

#include "study.h"
#include "tribo/preset.h"
#include "tribo/profile-wear.h"

#ifdef __cplusplus
extern "C" {
#endif

#define TL_STUDY_PROFILE_WEAR_CSV_HEADER                                                        \
  "passes,max_depth_wheel_mm,max_depth_rail_mm,area_wheel_mm2,area_rail_mm2,wear_wheel_mm2,"     \
  "wear_rail_mm2,conicity_3mm,dr_1mm_mm,dr_3mm_mm,dr_5mm_mm\n"

typedef struct {
  TlProfileWear *pw;         /* NULL before _setup */
  TlProfileWearRow *rows;    /* row 0 at no pass, then one per step */
  int n_rows, cap;
} TlStudyProfileWear;

void tl_study_profile_wear_init(TlStudyProfileWear *s);
void tl_study_profile_wear_clear(TlStudyProfileWear *s);

/* The wear spec's case from a [wheelrail] preset section: its wheelset on
 * the track, its normal contact and its rolling parameters (the profiles it
 * names are the caller's to open).  The window's page, `tribolab-cli wear
 * --preset` and tribolab.wear(preset=) all take the section through this. */
void tl_study_profile_wear_params_preset(TlProfileWearParams *spec, const TlPresetWheelrail *w);

/* Start over with spec on copies of the two profiles (borrowed only during
 * the call).  On failure the study keeps what it had. */
TlStatus tl_study_profile_wear_setup(TlStudyProfileWear *s, const TlProfileWearParams *spec,
                                     const TlProfile *wheel, const TlProfile *rail,
                                     TlError *err);
/* One step (ctl's cancel flag is heeded; progress is not reported here). */
TlStatus tl_study_profile_wear_advance(TlStudyProfileWear *s, const TlStudyControl *ctl,
                                       TlError *err);
int tl_study_profile_wear_done(const TlStudyProfileWear *s);
/* _setup and every step; progress as the fraction of the passes done.  On
 * failure the study keeps its previous result. */
TlStatus tl_study_profile_wear_update(TlStudyProfileWear *s, const TlProfileWearParams *spec,
                                      const TlProfile *wheel, const TlProfile *rail,
                                      const TlStudyControl *ctl, TlError *err);

/* One row in the CSV's columns (mm, mm²; no header). */
void tl_study_profile_wear_write_row(FILE *out, const TlProfileWearRow *row);
/* The header and every row. */
TlStatus tl_study_profile_wear_write_csv(FILE *out, const TlStudyProfileWear *s, TlError *err);
/* The current profile of a body as a profile file (y z in mm, `# kind`). */
TlStatus tl_study_profile_wear_write_profile(FILE *out, const TlStudyProfileWear *s,
                                             TlProfileKind body, TlError *err);

/* What one step costs, for the --max-seconds budget. */
double tl_study_profile_wear_step_estimate(const TlProfileWearParams *spec, TlStudyWork *work);

#ifdef __cplusplus
}
#endif

#endif /* TL_STUDY_PROFILE_WEAR_H */
