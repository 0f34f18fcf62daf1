/* cli-budget.c — the work budget of a command: estimate the cost before the
 * work, refuse beyond --max-seconds or the memory limit with a message that
 * names the cost and how to reduce it, report progress on stderr (a
 * terminal) once a run has taken a second, and stop a run that overruns a --max-seconds given
 * explicitly.
 *
 * The estimates are rates measured with `tribolab-cli bench` on the
 * development machine, rounded up; they only have to tell a run of seconds
 * from one of minutes. */
#include <stdio.h>
#include <unistd.h>

#include "cli.h"

static double max_seconds = TL_CLI_DEFAULT_MAX_SECONDS;
static gboolean max_seconds_given;
static double started = -1.0, last_report;

int
tl_cli_budget_set_max_seconds(const char *command, double seconds)
{
  if (!(seconds > 0.0 && seconds <= 1e6))
    return tl_cli_usage_error(command, "--max-seconds must lie between 0 and 1e6 s (got %g)",
                              seconds);
  max_seconds = seconds;
  max_seconds_given = TRUE;
  return TL_EXIT_OK;
}

int
tl_cli_budget_check(const char *command, double seconds, double bytes, const char *work,
                    const char *remedy)
{
  if (bytes > TL_CLI_MAX_BYTES)
    return tl_cli_usage_error(command,
                              "this run would need about %.0f MB of memory (%s), more than the "
                              "%.0f MB allowed: %s",
                              bytes / 1e6, work, TL_CLI_MAX_BYTES / 1e6, remedy);
  if (seconds > max_seconds)
    return tl_cli_usage_error(command,
                              "this run would take about %.2g s (%s), more than the limit of "
                              "%g s: %s, or raise --max-seconds",
                              seconds, work, max_seconds, remedy);
  return TL_EXIT_OK;
}

void
tl_cli_progress_start(void)
{
  started = tl_cli_now();
  last_report = started;
}

gboolean
tl_cli_progress(const char *command, double fraction)
{
  if (started < 0.0)
    tl_cli_progress_start();
  const double now = tl_cli_now();
  if (max_seconds_given && now - started > max_seconds) {
    tl_cli_failure(command, "stopped after %g s at %.0f %% (--max-seconds %g)", now - started,
                   100.0 * fraction, max_seconds);
    return FALSE;
  }
  /* quiet for a second, then a line a second; only to a terminal, so that
   * what a script or a test reads does not depend on the machine's speed */
  if (now - started >= 1.0 && now - last_report >= 1.0 && isatty(STDERR_FILENO)) {
    fprintf(stderr, "tribolab-cli %s: %.0f %% after %.0f s\n", command, 100.0 * fraction,
            now - started);
    last_report = now;
  }
  return TRUE;
}
