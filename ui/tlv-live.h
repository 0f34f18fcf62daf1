/* tlv-live.h — the live solver loop: on every frame of the widget's frame
 * clock, advance a time-stepping model by the contact time that corresponds to
 * the wall time elapsed (times a time scale), within a time budget, then let
 * the page redraw.  Never blocks: when the budget runs out the model simply
 * lags, and the frame still goes out.
 *
 * It also keeps frame statistics (interval between frames, solver time per
 * frame); with the --benchmark switch or TRIBOLAB_BENCHMARK=1 it prints them
 * every few seconds. */
#ifndef TLV_LIVE_H
#define TLV_LIVE_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct {
  /* Advance until the model's time reaches `until` [s] or the monotonic clock
   * passes `deadline_us`; return the model's time. */
  double (*advance)(gpointer data, double until, gint64 deadline_us);
  /* One step exactly; return the model's time. */
  double (*step)(gpointer data);
  /* Back to the initial state; return the model's time (usually 0). */
  double (*reset)(gpointer data);
} TlvLiveModel;

#define TLV_TYPE_LIVE (tlv_live_get_type())
G_DECLARE_FINAL_TYPE(TlvLive, tlv_live, TLV, LIVE, GObject)

/* widget: whose frame clock drives the loop (the page). */
TlvLive *tlv_live_new(GtkWidget *widget, const TlvLiveModel *model, gpointer data);

void tlv_live_play(TlvLive *live);
void tlv_live_pause(TlvLive *live);
gboolean tlv_live_is_playing(TlvLive *live);
void tlv_live_step(TlvLive *live);
void tlv_live_reset(TlvLive *live);

/* Model seconds per wall second (e.g. 0.01: 10 ms of contact per second). */
void tlv_live_set_time_scale(TlvLive *live, double scale);
double tlv_live_get_time_scale(TlvLive *live);
/* Wall time the model may use per frame [ms] (default 8). */
void tlv_live_set_budget_ms(TlvLive *live, double ms);
double tlv_live_get_time(TlvLive *live);
/* Move the clock to `t` [s] without running the model, for a model that can
 * show any instant (a recorded run) and has been moved there; emits
 * advanced().  Playing goes on from `t`. */
void tlv_live_set_time(TlvLive *live, double t);
/* Stop playing when the model time reaches `t` (≤ 0: never); play at the end
 * starts over from the reset. */
void tlv_live_set_end_time(TlvLive *live, double t);

/* Statistics over the last frames: medians and 95th percentiles [ms]. */
typedef struct {
  guint frames;
  double fps;
  double interval_median_ms, interval_p95_ms;
  double solver_median_ms, solver_p95_ms;
} TlvFrameStats;
void tlv_live_get_stats(TlvLive *live, TlvFrameStats *stats);

/* Print statistics every few seconds (the --benchmark switch). */
void tlv_live_set_benchmark(gboolean enabled);
gboolean tlv_live_get_benchmark(void);

G_END_DECLS

#endif /* TLV_LIVE_H */
