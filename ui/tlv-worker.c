/* tlv-worker.c — one GTask at a time, the latest job waiting. */
#include "tlv-worker.h"

#include <gio/gio.h>
#include <math.h>

/* The task's data: the job, how to run and free it, and its cancel flag. */
typedef struct {
  const TlvWorkerClass *klass;
  gpointer job;
  volatile int cancel; /* raised on the main thread, read by the run */
  gint progress;       /* the run's last report in parts per 10 000, −1: none (atomic) */
} Job;

/* The job the calling worker thread runs (NULL on other threads), so that a run
 * reports its progress through a plain function. */
static GPrivate current_job;

struct TlvWorker {
  const TlvWorkerClass *klass;
  gpointer owner;   /* NULL once freed */
  Job *running;     /* the task in flight (its data), or NULL */
  gpointer pending; /* the job to run next, or NULL */
  guint cancelled;  /* runs cancelled so far */
  guint stopped;    /* of those, the runs that stopped at their flag */
  gboolean held;    /* tests: keep a finished run's outcome back */
  GAsyncResult *held_result; /* the outcome kept back */
  int refs;         /* the owner's and the task's (main thread only) */
  gint64 busy_since;          /* monotonic µs when it last turned busy */
  TlvWorkerWatch watch;       /* told when it turns busy and idle, or NULL */
  gpointer watch_data;
};

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
  Job *j = task_data;
  Outcome *o = g_new0(Outcome, 1);
  tl_error_clear(&o->err);
  const gint64 t0 = g_get_monotonic_time();
  g_private_set(&current_job, j);
  o->result = j->klass->run(j->job, &j->cancel, &o->err);
  g_private_set(&current_job, NULL);
  o->seconds = (double)(g_get_monotonic_time() - t0) / G_USEC_PER_SEC;
  g_task_return_pointer(task, o, NULL);
}

static void start(TlvWorker *w, gpointer job);

static void
finish(TlvWorker *w, GAsyncResult *res)
{
  Outcome *o = g_task_propagate_pointer(G_TASK(res), NULL);
  const gboolean cancelled = w->running->cancel != 0;
  w->running = NULL;
  if (cancelled)
    w->cancelled++;
  if (cancelled && o && !o->result && o->err.status == TL_ECANCELLED)
    w->stopped++;
  if (w->owner && w->pending) {
    gpointer next = w->pending;
    w->pending = NULL;
    start(w, next);
  }
  /* a cancelled run's result is stale, whatever it is: a newer job replaced it */
  if (w->owner && o && !cancelled)
    w->klass->done(w->owner, o->result, &o->err, o->seconds);
  else if (o && o->result)
    w->klass->free_result(o->result);
  g_free(o);
  if (w->owner && !w->running && w->klass->idle)
    w->klass->idle(w->owner);
  if (w->owner && !w->running && w->watch)
    w->watch(w->watch_data, FALSE);
  worker_unref(w);
}

static void
on_task_done(GObject *source, GAsyncResult *res, gpointer data)
{
  (void)source;
  TlvWorker *w = data;
  if (w->held && w->owner) {
    w->held_result = g_object_ref(res); /* the task keeps the job (and its flag) alive */
    return;
  }
  finish(w, res);
}

static void
start(TlvWorker *w, gpointer job)
{
  const gboolean was_idle = !w->running;
  if (was_idle)
    w->busy_since = g_get_monotonic_time();
  GTask *task = g_task_new(NULL, NULL, on_task_done, w);
  Job *j = g_new0(Job, 1);
  j->klass = w->klass;
  j->job = job;
  j->progress = -1;
  g_task_set_task_data(task, j, job_free);
  w->running = j; /* the task (and so j) lives until on_task_done has run */
  w->refs++;
  g_task_run_in_thread(task, run_in_thread);
  g_object_unref(task);
  if (was_idle && w->watch)
    w->watch(w->watch_data, TRUE);
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
  w->running->cancel = 1; /* the run in flight is for an older edit */
}

gboolean
tlv_worker_is_busy(TlvWorker *w)
{
  return w->running || w->pending;
}

void
tlv_worker_cancel(TlvWorker *w)
{
  if (w->pending) {
    w->klass->free_job(w->pending);
    w->pending = NULL;
  }
  if (w->running)
    w->running->cancel = 1;
}

void
tlv_worker_set_held(TlvWorker *w, gboolean held)
{
  w->held = held;
  if (!held && w->held_result) {
    GAsyncResult *res = w->held_result;
    w->held_result = NULL;
    finish(w, res);
    g_object_unref(res);
  }
}

gboolean
tlv_worker_has_held(TlvWorker *w)
{
  return w->held_result != NULL;
}

void
tlv_worker_set_watch(TlvWorker *w, TlvWorkerWatch watch, gpointer data)
{
  w->watch = watch;
  w->watch_data = data;
}

double
tlv_worker_busy_seconds(TlvWorker *w)
{
  return w->running ? (double)(g_get_monotonic_time() - w->busy_since) / G_USEC_PER_SEC : 0.0;
}

void
tlv_worker_report_progress(double fraction, void *data)
{
  (void)data;
  Job *j = g_private_get(&current_job);
  if (!j || !isfinite(fraction))
    return;
  g_atomic_int_set(&j->progress, (gint)lround(10000.0 * fmin(fmax(fraction, 0.0), 1.0)));
}

double
tlv_worker_get_progress(TlvWorker *w)
{
  if (!w->running)
    return -1.0;
  const gint v = g_atomic_int_get(&w->running->progress);
  return v < 0 ? -1.0 : v / 10000.0;
}

guint
tlv_worker_get_cancelled(TlvWorker *w)
{
  return w->cancelled;
}

guint
tlv_worker_get_stopped(TlvWorker *w)
{
  return w->stopped;
}

void
tlv_worker_free(TlvWorker *w)
{
  if (!w)
    return;
  tlv_worker_cancel(w);
  w->owner = NULL;
  w->watch = NULL;
  if (w->held_result) {
    GAsyncResult *res = w->held_result;
    w->held_result = NULL;
    finish(w, res); /* unseen: the owner is gone */
    g_object_unref(res);
  }
  worker_unref(w);
}
