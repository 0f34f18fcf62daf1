/* tlv-live.c — frame-clock driven, time-budgeted solver loop. */
#include "tlv-live.h"

#include <stdio.h>
#include <stdlib.h>

#include "tribo/units.h"

#define N_SAMPLES 600 /* about ten seconds of frames */

struct _TlvLive {
  GObject parent_instance;
  GtkWidget *widget; /* weak */
  TlvLiveModel model;
  gpointer data;
  guint tick_id;
  double time;
  double time_scale;
  double budget_ms;
  double end_time;
  gint64 last_frame_us;
  /* ring buffers of the last frames */
  double intervals[N_SAMPLES];
  double solver[N_SAMPLES];
  guint n, head;
  gint64 last_report_us;
};

G_DEFINE_FINAL_TYPE(TlvLive, tlv_live, G_TYPE_OBJECT)

enum { SIGNAL_ADVANCED, N_SIGNALS };
static guint signals[N_SIGNALS];
static gboolean benchmark = FALSE;

void
tlv_live_set_benchmark(gboolean enabled)
{
  benchmark = enabled;
}

gboolean
tlv_live_get_benchmark(void)
{
  return benchmark || g_strcmp0(g_getenv("TRIBOLAB_BENCHMARK"), "1") == 0;
}

static int
cmp_double(const void *a, const void *b)
{
  const double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static void
percentiles(const double *v, guint n, double *median, double *p95)
{
  double *s = g_memdup2(v, n * sizeof(double));
  qsort(s, n, sizeof(double), cmp_double);
  *median = n ? s[n / 2] : 0.0;
  *p95 = n ? s[MIN(n - 1, (guint)(0.95 * n))] : 0.0;
  g_free(s);
}

void
tlv_live_get_stats(TlvLive *self, TlvFrameStats *st)
{
  st->frames = self->n;
  percentiles(self->intervals, self->n, &st->interval_median_ms, &st->interval_p95_ms);
  percentiles(self->solver, self->n, &st->solver_median_ms, &st->solver_p95_ms);
  st->fps = st->interval_median_ms > 0.0 ? 1000.0 / st->interval_median_ms : 0.0;
}

static void
record(TlvLive *self, double interval_ms, double solver_ms)
{
  self->intervals[self->head] = interval_ms;
  self->solver[self->head] = solver_ms;
  self->head = (self->head + 1) % N_SAMPLES;
  if (self->n < N_SAMPLES)
    self->n++;
}

static void
maybe_report(TlvLive *self, gint64 now)
{
  if (!tlv_live_get_benchmark() || now - self->last_report_us < 5 * G_USEC_PER_SEC)
    return;
  self->last_report_us = now;
  TlvFrameStats st;
  tlv_live_get_stats(self, &st);
  printf("frame-stats frames=%u fps=%.1f interval_median_ms=%.2f interval_p95_ms=%.2f "
         "solver_median_ms=%.2f solver_p95_ms=%.2f model_time_ms=%.3f\n",
         st.frames, st.fps, st.interval_median_ms, st.interval_p95_ms, st.solver_median_ms,
         st.solver_p95_ms, self->time / TL_UNIT_MS);
  fflush(stdout);
}

static gboolean
on_tick(GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  (void)widget;
  TlvLive *self = data;
  const gint64 frame_us = gdk_frame_clock_get_frame_time(clock);
  const double wall_dt = self->last_frame_us ? (frame_us - self->last_frame_us) * 1e-6 : 0.0;
  self->last_frame_us = frame_us;

  const gint64 t0 = g_get_monotonic_time();
  /* Cap the catch-up after a stall (a dragged window, a breakpoint) at 0.1 s. */
  double until = self->time + MIN(wall_dt, 0.1) * self->time_scale;
  if (self->end_time > 0.0 && until > self->end_time)
    until = self->end_time;
  if (until > self->time)
    self->time = self->model.advance(self->data, until,
                                     t0 + (gint64)(self->budget_ms * 1000.0));
  const gint64 t1 = g_get_monotonic_time();
  if (wall_dt > 0.0)
    record(self, wall_dt * 1e3, (t1 - t0) * 1e-3);
  maybe_report(self, t1);
  /* at the end the loop stops before it says so, so listeners see it stopped */
  const gboolean done = self->end_time > 0.0 && self->time >= self->end_time;
  if (done)
    self->tick_id = 0;
  g_signal_emit(self, signals[SIGNAL_ADVANCED], 0);
  return done ? G_SOURCE_REMOVE : G_SOURCE_CONTINUE;
}

void
tlv_live_play(TlvLive *self)
{
  if (self->tick_id || !self->widget)
    return;
  if (self->end_time > 0.0 && self->time >= self->end_time)
    tlv_live_reset(self); /* at the end, play starts over */
  self->last_frame_us = 0;
  self->tick_id = gtk_widget_add_tick_callback(self->widget, on_tick, self, NULL);
}

void
tlv_live_pause(TlvLive *self)
{
  if (self->tick_id && self->widget)
    gtk_widget_remove_tick_callback(self->widget, self->tick_id);
  self->tick_id = 0;
}

gboolean
tlv_live_is_playing(TlvLive *self)
{
  return self->tick_id != 0;
}

void
tlv_live_step(TlvLive *self)
{
  self->time = self->model.step(self->data);
  g_signal_emit(self, signals[SIGNAL_ADVANCED], 0);
}

void
tlv_live_reset(TlvLive *self)
{
  self->time = self->model.reset(self->data);
  self->n = self->head = 0;
  g_signal_emit(self, signals[SIGNAL_ADVANCED], 0);
}

void
tlv_live_set_time_scale(TlvLive *self, double scale)
{
  self->time_scale = scale;
}

double
tlv_live_get_time_scale(TlvLive *self)
{
  return self->time_scale;
}

void
tlv_live_set_budget_ms(TlvLive *self, double ms)
{
  self->budget_ms = ms;
}

double
tlv_live_get_time(TlvLive *self)
{
  return self->time;
}

void
tlv_live_set_time(TlvLive *self, double t)
{
  self->time = t;
  g_signal_emit(self, signals[SIGNAL_ADVANCED], 0);
}

void
tlv_live_set_end_time(TlvLive *self, double t)
{
  self->end_time = t;
}

static void
tlv_live_dispose(GObject *object)
{
  TlvLive *self = TLV_LIVE(object);
  tlv_live_pause(self);
  if (self->widget) {
    g_object_remove_weak_pointer(G_OBJECT(self->widget), (gpointer *)&self->widget);
    self->widget = NULL;
  }
  G_OBJECT_CLASS(tlv_live_parent_class)->dispose(object);
}

static void
tlv_live_class_init(TlvLiveClass *klass)
{
  G_OBJECT_CLASS(klass)->dispose = tlv_live_dispose;
  /* advanced(): the model moved; redraw */
  signals[SIGNAL_ADVANCED] = g_signal_new("advanced", G_TYPE_FROM_CLASS(klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tlv_live_init(TlvLive *self)
{
  self->time_scale = 0.01;
  self->budget_ms = 8.0;
}

TlvLive *
tlv_live_new(GtkWidget *widget, const TlvLiveModel *model, gpointer data)
{
  TlvLive *self = g_object_new(TLV_TYPE_LIVE, NULL);
  self->widget = widget;
  g_object_add_weak_pointer(G_OBJECT(widget), (gpointer *)&self->widget);
  self->model = *model;
  self->data = data;
  return self;
}
