/* tlv-worker.c — one GTask at a time, the latest job waiting. */
#include "tlv-worker.h"

#include <gio/gio.h>

struct TlvWorker {
  const TlvWorkerClass *klass;
  gpointer owner;   /* NULL once freed */
  gboolean running; /* a task in flight */
  gpointer pending; /* the job to run next, or NULL */
  int refs;         /* the owner's and the task's (main thread only) */
};

/* The task's data: the job and how to run and free it. */
typedef struct {
  const TlvWorkerClass *klass;
  gpointer job;
} Job;

typedef struct {
  gpointer result;
  TlError err;
  double seconds;
} Outcome;

static void
job_free(gpointer data)
{
  Job *j = data;
  j->klass->free_job(j->job);
  g_free(j);
}

static void
worker_unref(TlvWorker *w)
{
  if (--w->refs > 0)
    return;
  if (w->pending)
    w->klass->free_job(w->pending);
  g_free(w);
}

static void
run_in_thread(GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  (void)source;
  (void)cancellable;
  const Job *j = task_data;
  Outcome *o = g_new0(Outcome, 1);
  tl_error_clear(&o->err);
  const gint64 t0 = g_get_monotonic_time();
  o->result = j->klass->run(j->job, &o->err);
  o->seconds = (double)(g_get_monotonic_time() - t0) / G_USEC_PER_SEC;
  g_task_return_pointer(task, o, NULL);
}

static void start(TlvWorker *w, gpointer job);

static void
on_task_done(GObject *source, GAsyncResult *res, gpointer data)
{
  (void)source;
  TlvWorker *w = data;
  Outcome *o = g_task_propagate_pointer(G_TASK(res), NULL);
  w->running = FALSE;
  if (w->owner && w->pending) {
    gpointer next = w->pending;
    w->pending = NULL;
    start(w, next);
  }
  if (w->owner && o)
    w->klass->done(w->owner, o->result, &o->err, o->seconds);
  else if (o && o->result)
    w->klass->free_result(o->result);
  g_free(o);
  worker_unref(w);
}

static void
start(TlvWorker *w, gpointer job)
{
  GTask *task = g_task_new(NULL, NULL, on_task_done, w);
  Job *j = g_new(Job, 1);
  j->klass = w->klass;
  j->job = job;
  g_task_set_task_data(task, j, job_free);
  w->running = TRUE;
  w->refs++;
  g_task_run_in_thread(task, run_in_thread);
  g_object_unref(task);
}

TlvWorker *
tlv_worker_new(const TlvWorkerClass *klass, gpointer owner)
{
  TlvWorker *w = g_new0(TlvWorker, 1);
  w->klass = klass;
  w->owner = owner;
  w->refs = 1;
  return w;
}

void
tlv_worker_submit(TlvWorker *w, gpointer job)
{
  if (!w->running) {
    start(w, job);
    return;
  }
  if (w->pending)
    w->klass->free_job(w->pending);
  w->pending = job;
}

gboolean
tlv_worker_is_busy(TlvWorker *w)
{
  return w->running || w->pending;
}

void
tlv_worker_free(TlvWorker *w)
{
  if (!w)
    return;
  w->owner = NULL;
  if (w->pending) {
    w->klass->free_job(w->pending);
    w->pending = NULL;
  }
  worker_unref(w);
}
