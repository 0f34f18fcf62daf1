/* cli-budget.c — the work budget of a command: estimate the cost before the
 * work, refuse beyond --max-seconds or the memory limit with a message that
 * names the cost and how to reduce it, report progress on stderr once a run
 * has taken a second (a bar on a terminal; lines elsewhere with --progress),
 * and stop a run that overruns a --max-seconds given explicitly — between
 * slices of work, or through a deadline flag that a core loop polls.
 *
 * The estimates are the studies' (tl_study_<view>_estimate): the cost of a
 * computation belongs to the computation, not to the command line. */
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "tl-i18n.h"

static double max_seconds = CLI_DEFAULT_MAX_SECONDS;
static gboolean max_seconds_given;
static double started = -1.0, last_report;
static gboolean progress_lines; /* --progress: lines even when stderr is no terminal */
static gboolean bar_shown;      /* a terminal bar is on the last line of stderr */

int
cli_budget_set_max_seconds(const char *command, double seconds)
{
  if (!(seconds > 0.0 && seconds <= 1e6))
    return cli_usage_error(command, _("--max-seconds must lie between 0 and 1e6 s (got %g)"),
                              seconds);
  max_seconds = seconds;
  max_seconds_given = TRUE;
  return CLI_EXIT_OK;
}

int
cli_budget_check(const char *command, double seconds, double bytes, const char *work,
                    const char *remedy)
{
  if (bytes > CLI_MAX_BYTES)
    return cli_usage_error(command,
                              _("this run would need about %.0f MB of memory (%s), more than the "
                              "%.0f MB allowed: %s"),
                              bytes / 1e6, work, CLI_MAX_BYTES / 1e6, remedy);
  if (seconds > max_seconds)
    return cli_usage_error(command,
                              _("this run would take about %.2g s (%s), more than the limit of "
                              "%g s: %s, or raise --max-seconds"),
                              seconds, work, max_seconds, remedy);
  return CLI_EXIT_OK;
}

int
cli_budget_check_work(const char *command, const TlStudyWork *work, const char *remedy)
{
  return cli_budget_check(command, work->seconds, work->bytes, work->what, remedy);
}

/* Seconds of quiet before the first report and between reports: 1, or
 * TRIBOLAB_PROGRESS_EVERY_S (>= 0; 0 reports every slice, which makes the
 * lines testable on any machine). */
static double report_every = 1.0;

void
cli_progress_start(void)
{
  started = cli_now();
  last_report = started;
  const char *every = g_getenv("TRIBOLAB_PROGRESS_EVERY_S");
  char *end = NULL;
  const double v = every ? g_ascii_strtod(every, &end) : NAN;
  report_every = every && end != every && *end == '\0' && v >= 0.0 && v <= 3600.0 ? v : 1.0;
}

gboolean
cli_progress(const char *command, double fraction)
{
  if (started < 0.0)
    cli_progress_start();
  const double now = cli_now();
  if (max_seconds_given && now - started > max_seconds) {
    cli_failure(command, _("stopped after %g s at %.0f %% (--max-seconds %g)"), now - started,
                   100.0 * fraction, max_seconds);
    return FALSE;
  }
  /* quiet for a second, then an update a second: a bar redrawn in place on a
   * terminal; on anything else only when asked (--progress), so that what a
   * script or a test reads does not depend on the machine's speed */
  if (now - started >= report_every && now - last_report >= report_every) {
    if (isatty(STDERR_FILENO)) {
      char bar[21];
      const int filled = (int)(20.0 * fmin(fmax(fraction, 0.0), 1.0));
      for (int i = 0; i < 20; i++)
        bar[i] = i < filled ? '#' : '.';
      bar[20] = '\0';
      fprintf(stderr, "\rtribolab-cli %s: [%s] %3.0f %% after %.0f s", command, bar,
              100.0 * fraction, now - started);
      static gboolean hooked; /* the bar's line ends at exit at the latest */
      if (!hooked)
        hooked = atexit(cli_progress_end) == 0;
      bar_shown = TRUE;
    } else if (progress_lines) {
      cli_progress_line(command, fraction, now - started);
    }
    last_report = now;
  }
  return TRUE;
}

static void
on_study_progress(double fraction, void *data)
{
  CliProgress *pr = data;
  if (!cli_progress(pr->command, fraction))
    pr->stop = 1;
}

TlStudyControl
cli_progress_control(CliProgress *pr, const char *command)
{
  pr->command = command;
  pr->stop = 0;
  return (TlStudyControl){ .cancel = &pr->stop, .progress = on_study_progress,
                           .progress_data = pr };
}

void
cli_progress_line(const char *command, double fraction, double elapsed)
{
  fprintf(stderr, "tribolab-cli %s: progress %.0f %% after %.0f s\n", command,
          100.0 * fraction, elapsed);
  fflush(stderr);
}

void
cli_progress_set_lines(gboolean lines)
{
  progress_lines = lines;
}

void
cli_progress_end(void)
{
  if (bar_shown) /* leave the terminal's last line to the next message */
    fputc('\n', stderr);
  bar_shown = FALSE;
}

/* ---- a deadline a core loop can poll ------------------------------------ */

typedef struct {
  GMutex lock;
  GCond wake;
  gboolean done;
  volatile int expired;
  gint64 end_us;
  GThread *thread;
} Deadline;

static Deadline deadline;

static gpointer
deadline_thread(gpointer data)
{
  Deadline *d = data;
  g_mutex_lock(&d->lock);
  while (!d->done)
    if (!g_cond_wait_until(&d->wake, &d->lock, d->end_us)) {
      d->expired = 1; /* the run polls this as its cancel flag */
      break;
    }
  g_mutex_unlock(&d->lock);
  return NULL;
}

const volatile int *
cli_deadline_start(void)
{
  deadline.expired = 0;
  if (!max_seconds_given || deadline.thread)
    return &deadline.expired; /* never raised */
  g_mutex_init(&deadline.lock);
  g_cond_init(&deadline.wake);
  deadline.done = FALSE;
  deadline.end_us = g_get_monotonic_time() + (gint64)(max_seconds * 1e6);
  deadline.thread = g_thread_new("deadline", deadline_thread, &deadline);
  return &deadline.expired;
}

gboolean
cli_deadline_stop(const char *command)
{
  if (deadline.thread) {
    g_mutex_lock(&deadline.lock);
    deadline.done = TRUE;
    g_cond_signal(&deadline.wake);
    g_mutex_unlock(&deadline.lock);
    g_thread_join(deadline.thread);
    deadline.thread = NULL;
    g_mutex_clear(&deadline.lock);
    g_cond_clear(&deadline.wake);
  }
  if (deadline.expired) {
    cli_failure(command, _("stopped after %g s (--max-seconds %g)"), max_seconds, max_seconds);
    return FALSE;
  }
  return TRUE;
}

/* ---- the budget options of commands without the contact group ----------- */

static const CliDoubleOption budget_doubles[] = {
  { "max-seconds", offsetof(CliBudgetOptions, max_seconds),
    "Refuse a run estimated to take longer, and stop one that does (default: refuse beyond "
    "30 s)", "S", 0 },
};

GOptionGroup *
cli_budget_group(CliBudgetOptions *o, gboolean with_max_seconds)
{
  memset(o, 0, sizeof *o);
  o->max_seconds = NAN;
  const GOptionEntry others[] = {
    { "progress", 0, 0, G_OPTION_ARG_NONE, &o->progress,
      "Report progress on stderr as lines once a run takes a second, even when stderr is not a "
      "terminal (a terminal gets a bar anyway)", NULL },
    { NULL }
  };
  return cli_double_group("budget", "Work budget options:", "Show the work budget options", o,
                             budget_doubles, with_max_seconds ? G_N_ELEMENTS(budget_doubles) : 0,
                             others);
}

int
cli_budget_apply(const char *command, const CliBudgetOptions *o)
{
  cli_progress_set_lines(o->progress);
  return cli_given(o->max_seconds) ? cli_budget_set_max_seconds(command, o->max_seconds)
                                      : CLI_EXIT_OK;
}
