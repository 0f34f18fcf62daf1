/* tlv-worker.h — recompute a page's figure on a worker thread, latest edit wins.
 *
 * A page hands in a job (a copy of the parameters, owned by the worker from
 * then on); the job runs on a GTask thread while the frame clock keeps
 * ticking, and its result comes back on the main thread.  At most one job runs
 * at a time: a job handed in meanwhile waits, and a newer one replaces it and
 * cancels the run in flight (its cancel flag is raised; a run that checks it
 * stops early), so a dragged slider costs at most a part of one run plus the
 * last position.  A cancelled run is not delivered: its result is freed and
 * counted.  After tlv_worker_free() a run in flight is cancelled, finishes
 * unseen and its result is freed.
 *
 * The job must not touch GTK or the page: it works on its own copy (the core
 * is thread-safe per workspace, and the render layer's figure updates call
 * only the core). */
#ifndef TLV_WORKER_H
#define TLV_WORKER_H

#include <glib.h>

#include "tribo/status.h"

G_BEGIN_DECLS

typedef struct {
  /* worker thread: compute; return the result, or NULL with err filled.  The
   * run should stop soon (any result) once *cancel is non-zero. */
  gpointer (*run)(gpointer job, const volatile int *cancel, TlError *err);
  void (*free_job)(gpointer job);
  void (*free_result)(gpointer result);
  /* main thread: result (ownership passes; NULL on failure, then err says
   * why) and the wall-clock seconds the run took */
  void (*done)(gpointer owner, gpointer result, const TlError *err, double seconds);
  /* main thread, optional: a run ended (delivered or cancelled) and nothing is
   * waiting — the owner may hand in its next job */
  void (*idle)(gpointer owner);
} TlvWorkerClass;

typedef struct TlvWorker TlvWorker;

TlvWorker *tlv_worker_new(const TlvWorkerClass *klass, gpointer owner);
/* Run job now, or after the run in flight (replacing any job waiting). */
void tlv_worker_submit(TlvWorker *worker, gpointer job);
/* A run in flight or waiting. */
gboolean tlv_worker_is_busy(TlvWorker *worker);
/* Raise the cancel flag of the run in flight and drop the job waiting. */
void tlv_worker_cancel(TlvWorker *worker);
/* Tests: while held, a finished run's outcome is kept back (the worker stays
 * busy) and delivered when released — so that a test can watch the window
 * while a run is outstanding, however fast the machine. */
void tlv_worker_set_held(TlvWorker *worker, gboolean held);
gboolean tlv_worker_has_held(TlvWorker *worker); /* a finished run is kept back */
/* Main thread: told when the worker turns busy (a run starts after idle)
 * and idle again (the last run ended, delivered or cancelled); one watch,
 * NULL to stop (a job bar, tlv-job-bar.h, is the usual watcher). */
typedef void (*TlvWorkerWatch)(gpointer data, gboolean busy);
void tlv_worker_set_watch(TlvWorker *worker, TlvWorkerWatch watch, gpointer data);
/* Seconds since the worker turned busy (0 when idle). */
double tlv_worker_busy_seconds(TlvWorker *worker);
/* Worker thread, inside a run: how far the run has come (0 … 1).  It has the
 * shape of a TlStudyProgressFunc (data unused), so that a run hands it to its
 * study as the TlStudyControl's progress. */
void tlv_worker_report_progress(double fraction, void *data);
/* Main thread: the fraction the run in flight reported last, or −1 when it
 * has reported none (or none runs). */
double tlv_worker_get_progress(TlvWorker *worker);
/* Runs cancelled so far (a newer job came, or tlv_worker_cancel). */
guint tlv_worker_get_cancelled(TlvWorker *worker);
/* Of those, the runs that stopped at their flag (no result, TL_ECANCELLED)
 * rather than finishing their work unseen: tests that a job checks it. */
guint tlv_worker_get_stopped(TlvWorker *worker);
/* Detach from the owner: nothing more is delivered. */
void tlv_worker_free(TlvWorker *worker);

/* For a page whose worker computes one study (the conventions of study.h,
 * tl_study_<view>_init / _update / _clear): defines study_job_run(), a run
 * whose job is a copy of the study's spec and whose result is a new Study —
 * stopping at the cancel flag, NULL when the update fails — and study_free(),
 * which frees such a result (or nothing, given NULL). */
#define TLV_DEFINE_STUDY_JOB(Study, view)                                                   \
  static void study_free(gpointer data)                                                     \
  {                                                                                         \
    if (!data)                                                                              \
      return;                                                                               \
    tl_study_##view##_clear(data);                                                          \
    g_free(data);                                                                           \
  }                                                                                         \
                                                                                            \
  static gpointer study_job_run(gpointer job, const volatile int *cancel, TlError *err)     \
  {                                                                                         \
    const TlStudyControl ctl = { .cancel = cancel };                                        \
    Study *study = g_new(Study, 1);                                                         \
    tl_study_##view##_init(study);                                                          \
    if (tl_study_##view##_update(study, job, &ctl, err) != TL_OK) {                         \
      study_free(study);                                                                    \
      return NULL;                                                                          \
    }                                                                                       \
    return study;                                                                           \
  }

G_END_DECLS

#endif /* TLV_WORKER_H */
