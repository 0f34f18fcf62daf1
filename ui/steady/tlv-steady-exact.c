/* tlv-steady-exact.c — the Steady rolling page's exact solves, handed to its
 * worker one at a time: a creepage's solve with the study's workspace, or a
 * new workspace built for the case, and each result taken back into the
 * study on the main thread. */
#include "steady-page-private.h"

#include <string.h>

/* ---- the exact solves, on the worker ------------------------------------------------
 *
 * The exact theory costs a steady solve per creepage (~70 ms at 80 × 80): one
 * solve at a time runs on the worker with the study's workspace while the
 * frame clock keeps drawing the study as it is.  A change cancels the solve
 * in flight (the core stops between Newton iterations); the study is updated
 * once the worker is idle, and the solves start again. */

typedef struct {
  TlStudySteady *study; /* a reference: the study outlives a page closed meanwhile */
  TlStudySteadyExactTask task;
  gboolean build;       /* build a workspace for `params` instead of solving */
  TlContactParams params;
  TlExact *built;
} ExactJob;

static void
exact_job_free(gpointer data)
{
  ExactJob *job = data;
  if (!job)
    return;
  tl_study_steady_exact_free(job->built);
  tl_study_steady_exact_task_clear(&job->task);
  g_atomic_rc_box_release_full(job->study, (GDestroyNotify)tl_study_steady_clear);
  g_free(job);
}

/* Worker thread: solve, and hand the job on as the result. */
static gpointer
exact_job_run(gpointer data, const volatile int *cancel, TlError *err)
{
  ExactJob *job = data, *done = g_new0(ExactJob, 1);
  if (job->build) {
    if (tl_study_steady_exact_build(&job->params, &done->built, err) != TL_OK)
      done->built = NULL;
  } else {
    tl_study_steady_exact_task_run(&job->task, cancel);
    *err = job->task.err;
    /* the task moves to the result, with what it owns: the map and the local
     * friction arrays (left in both, they were freed twice) */
    done->task = job->task;
    memset(&job->task.map, 0, sizeof job->task.map);
    job->task.mu = job->task.sigma = NULL;
  }
  done->study = g_atomic_rc_box_acquire(job->study);
  done->build = job->build;
  done->params = job->params;
  return done;
}

static void exact_job_done(gpointer owner, gpointer result, const TlError *err, double seconds);
static void exact_idle(gpointer owner);

static const TlvWorkerClass exact_worker_class = { exact_job_run, exact_job_free, exact_job_free,
                                                   exact_job_done, exact_idle };

/* Hand the next pending solve to the worker, while the page is on screen (a
 * hidden page must not take the machine from the one the user looks at; it
 * resumes when shown). */
void
tlv_steady_exact_start(TlvSteadyPage *self)
{
  if (self->solving || self->stale || !gtk_widget_get_mapped(GTK_WIDGET(self)))
    return;
  ExactJob *job = g_new0(ExactJob, 1);
  if (!tl_study_steady_exact_begin(self->study, &job->task)) {
    g_free(job);
    return;
  }
  job->study = g_atomic_rc_box_acquire(self->study);
  self->solving = TRUE;
  tlv_worker_submit(self->worker, job);
}

static void
exact_job_done(gpointer owner, gpointer result, const TlError *err, double seconds)
{
  (void)err; /* a failed solve's message is in its task; a failed build is retried by update */
  TlvSteadyPage *self = owner;
  ExactJob *job = result;
  if (job->build) {
    self->solving = self->building = FALSE;
    TlError local;
    if (job->built &&
        tl_study_steady_exact_adopt(self->study, job->built, &job->params, &local) == TL_OK)
      job->built = NULL; /* the study's now */
    else
      self->build_failed = TRUE;
    exact_job_free(job);
    tlv_steady_update(self); /* the whole study, the exact theory with it */
    return;
  }
  if (job->task.status != TL_ECANCELLED) {
    self->exact_ms += 1e3 * seconds;
    self->exact_solves++;
  }
  tl_study_steady_exact_finish(self->study, &job->task);
  exact_job_free(job);
  self->solving = FALSE;
  tlv_steady_update_readout(self);
  gtk_widget_queue_draw(GTK_WIDGET(self->curve_plot));
  gtk_widget_queue_draw(GTK_WIDGET(self->map_plot));
}

/* Nothing in flight: a cancelled solve gave its workspace back (a run the
 * worker cancelled is not delivered: its point stays pending). */
static void
exact_idle(gpointer owner)
{
  TlvSteadyPage *self = owner;
  self->solving = self->building = FALSE;
  if (self->stale)
    tlv_steady_update(self);
  else
    tlv_steady_exact_start(self);
}

/* A new workspace for the exact theory (a new grid, load, geometry or
 * material): built on the worker; the page's update follows once it is there. */
void
tlv_steady_exact_build(TlvSteadyPage *self, const TlContactParams *params)
{
  ExactJob *job = g_new0(ExactJob, 1);
  job->study = g_atomic_rc_box_acquire(self->study);
  job->build = TRUE;
  job->params = *params;
  self->solving = self->building = TRUE;
  tlv_worker_submit(self->worker, job);
}

void
tlv_steady_exact_init(TlvSteadyPage *self)
{
  self->worker = tlv_worker_new(&exact_worker_class, self);
}
