/* tlv-job-bar.h — a long job's progress and its Cancel button.
 *
 * Watches a page's TlvWorker: once a run has been going for half a second
 * the bar appears with a progress bar (the fraction the run reports through
 * tlv_worker_report_progress, or a pulse while it reports none), what is
 * being computed and the seconds so far, and a Cancel button.  Cancel raises the run's cancel
 * flag (the core's long loops poll it): the run is dropped, the last result
 * stays on screen, and the bar says so until the next run starts. */
#ifndef TLV_JOB_BAR_H
#define TLV_JOB_BAR_H

#include <gtk/gtk.h>

#include "tlv-worker.h"

G_BEGIN_DECLS

#define TLV_TYPE_JOB_BAR (tlv_job_bar_get_type())
G_DECLARE_FINAL_TYPE(TlvJobBar, tlv_job_bar, TLV, JOB_BAR, GtkBox)

/* Watch worker (NULL to stop watching: call before freeing the worker);
 * `what` names the job in the bar ("the oscillator"). */
void tlv_job_bar_set_worker(TlvJobBar *bar, TlvWorker *worker, const char *what);
/* Delay before the bar appears [s] (default 0.5; tests use 0). */
void tlv_job_bar_set_delay(TlvJobBar *bar, double seconds);
/* Tests: the bar is showing a run, and pressing its Cancel button. */
gboolean tlv_job_bar_is_showing(TlvJobBar *bar);
/* Tests: the fraction the progress bar shows, −1 while it pulses. */
double tlv_job_bar_get_fraction(TlvJobBar *bar);
void tlv_job_bar_cancel(TlvJobBar *bar);

G_END_DECLS

#endif /* TLV_JOB_BAR_H */
