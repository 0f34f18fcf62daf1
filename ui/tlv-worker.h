/* tlv-worker.h — recompute a page's figure on a worker thread, latest edit wins.
 *
 * A page hands in a job (a copy of the parameters, owned by the worker from
 * then on); the job runs on a GTask thread while the frame clock keeps
 * ticking, and its result comes back on the main thread.  At most one job runs
 * at a time: a job handed in meanwhile waits, and a newer one replaces it, so
 * a dragged slider costs one run in flight plus the last position.  After
 * tlv_worker_free() a run in flight finishes unseen and its result is freed.
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
  /* worker thread: compute; return the result, or NULL with err filled */
  gpointer (*run)(gpointer job, TlError *err);
  void (*free_job)(gpointer job);
  void (*free_result)(gpointer result);
  /* main thread: result (ownership passes; NULL on failure, then err says
   * why) and the wall-clock seconds the run took */
  void (*done)(gpointer owner, gpointer result, const TlError *err, double seconds);
} TlvWorkerClass;

typedef struct TlvWorker TlvWorker;

TlvWorker *tlv_worker_new(const TlvWorkerClass *klass, gpointer owner);
/* Run job now, or after the run in flight (replacing any job waiting). */
void tlv_worker_submit(TlvWorker *worker, gpointer job);
/* A run in flight or waiting. */
gboolean tlv_worker_is_busy(TlvWorker *worker);
/* Detach from the owner: nothing more is delivered. */
void tlv_worker_free(TlvWorker *worker);

G_END_DECLS

#endif /* TLV_WORKER_H */
