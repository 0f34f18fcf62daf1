/* tlv-wheelrail-table.c — the Wheel on rail page's Δr(y) table: tabulated
 * on a worker of the page (seconds of contact searches, off the frames) for
 * the wheelset and the profiles shown, new or worn, and taken into the
 * page's study if it is still the wheelset shown. */
#include "tlv-i18n.h"
#include "wheelrail-page-private.h"

#include "tlv-page.h"
#include "tlv-worker.h"
#include "tribo/units.h"

#define TABLE_MAX (10.0 * TL_UNIT_MM) /* Δr(y) plotted over ±10 mm */
#define TABLE_STEP (0.1 * TL_UNIT_MM) /* the coarsest step the method allows */

/* The job tabulates on a study of its own, with its own profiles (the
 * built-in ones, or the files read again) and wheelset, so the page may
 * change or free its own meanwhile. */
typedef struct {
  TlPresetWheelrail w; /* the track and the names of the profiles shown */
  /* worn profiles are no file to read again: the points they were fitted
   * through, NULL for new profiles */
  double *wy[2], *wz[2];
  int wn[2];
} TableJob;

static void
table_job_free(gpointer data)
{
  TableJob *job = data;
  for (int b = 0; b < 2; b++) {
    g_free(job->wy[b]);
    g_free(job->wz[b]);
  }
  g_free(job);
}

/* The worn profiles of a job, built again from their points, given to s. */
static TlStatus
table_job_worn_profiles(TableJob *job, TlStudyWheelrail *s, TlError *err)
{
  if (!job->wy[0])
    return TL_OK;
  TlProfile *p[2] = { NULL, NULL };
  const TlProfileKind kinds[2] = { TL_PROFILE_WHEEL, TL_PROFILE_RAIL };
  const char *names[2] = { job->w.wheel, job->w.rail };
  for (int b = 0; b < 2; b++)
    if (tl_profile_from_points(kinds[b], names[b], job->wy[b], job->wz[b], job->wn[b], NULL,
                               &p[b], err) != TL_OK) {
      tl_profile_free(p[0]);
      return err ? err->status : TL_EINVAL;
    }
  if (tl_study_wheelrail_set_profiles(s, &job->w.track, p[0], p[1], err) != TL_OK) {
    tl_profile_free(p[0]);
    tl_profile_free(p[1]);
    return err ? err->status : TL_EINVAL;
  }
  return TL_OK;
}

static gpointer
table_job_run(gpointer data, const volatile int *cancel, TlError *err)
{
  /* a newer wheelset raises the flag: the table stops between contact
   * searches instead of finishing seconds of work nobody will see */
  TableJob *job = data;
  TlStudyWheelrail *s = g_new(TlStudyWheelrail, 1);
  tl_study_wheelrail_init(s);
  const TlStudyControl ctl = { cancel, NULL, NULL };
  if (table_job_worn_profiles(job, s, err) != TL_OK ||
      tl_study_wheelrail_load_profiles(s, &job->w, NULL, err) != TL_OK ||
      tl_study_wheelrail_tabulate(s, &job->w.track, TABLE_MAX, TABLE_STEP, &ctl, err) != TL_OK) {
    tl_study_wheelrail_clear(s);
    g_clear_pointer(&s, g_free);
  }
  return s;
}

static void
table_result_free(gpointer data)
{
  tl_study_wheelrail_clear(data);
  g_free(data);
}

static void
table_job_done(gpointer owner, gpointer result, const TlError *err, double seconds)
{
  (void)seconds;
  TlvWheelrailPage *self = owner;
  TlStudyWheelrail *t = result;
  if (!t) {
    tlv_page_show_error(self->warning, _("Δr(y) not tabulated: %s"), err->message);
    return;
  }
  if (!tl_study_wheelrail_adopt_table(&self->study, t))
    self->table_due = TRUE; /* tabulated for a wheelset no longer shown */
  table_result_free(t);
  tlv_wheelrail_update_readout(self);
  tlv_wheelrail_redraw(self);
}

static const TlvWorkerClass table_worker_class = { table_job_run, table_job_free,
                                                   table_result_free, table_job_done, NULL };

void
tlv_wheelrail_table_init(TlvWheelrailPage *self)
{
  self->worker = tlv_worker_new(&table_worker_class, self);
}

/* Tabulate Δr(y) for the page's wheelset and profiles (a table still running
 * for an older one is stopped by the worker). */
void
tlv_wheelrail_table_submit(TlvWheelrailPage *self)
{
  TableJob *job = g_new0(TableJob, 1);
  job->w = self->spec;
  if (self->study.wheel)
    g_strlcpy(job->w.wheel, tl_profile_name(self->study.wheel), sizeof job->w.wheel);
  if (self->study.rail)
    g_strlcpy(job->w.rail, tl_profile_name(self->study.rail), sizeof job->w.rail);
  if (self->worn) {
    const TlProfileKind kinds[2] = { TL_PROFILE_WHEEL, TL_PROFILE_RAIL };
    for (int b = 0; b < 2; b++) {
      const double *y, *z;
      tl_profile_wear_points(self->worn->pw, kinds[b], &y, &z, &job->wn[b]);
      job->wy[b] = g_memdup2(y, (gsize)job->wn[b] * sizeof *y);
      job->wz[b] = g_memdup2(z, (gsize)job->wn[b] * sizeof *z);
    }
  }
  tlv_worker_submit(self->worker, job);
}

