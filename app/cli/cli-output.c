/* cli-output.c — where a tribolab-cli command writes: stdout or the file
 * of -o (written beside its target and renamed into place on success), and
 * CSV values that fail the command when they are not finite. */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "tribo/textio.h"

/* ---- output ---------------------------------------------------------------- */

/* The one output file of a command (a temporary until committed), and
 * whether a non-finite number was written to the output. */
static TlOutFile pending_output;
static gboolean wrote_non_finite;
static int open_failure = CLI_EXIT_FAILED;

static void
drop_pending_output(void)
{
  if (pending_output.fp)
    tl_out_file_abort(&pending_output);
}

FILE *
cli_open_output(const char *command, const char *path)
{
  wrote_non_finite = FALSE;
  if (!path || strcmp(path, "-") == 0)
    return stdout;
  static gboolean hooked;
  if (!hooked) /* an exit between open and close leaves no temporary behind */
    hooked = atexit(drop_pending_output) == 0;
  drop_pending_output();
  TlError err;
  if (tl_out_file_open(&pending_output, path, &err) != TL_OK) {
    /* a target that cannot be written (not a file, a missing or read-only
     * folder) is bad input: 2 */
    open_failure = cli_report_input(command, &err);
    return NULL;
  }
  return pending_output.fp;
}

int
cli_close_output(const char *command, FILE *out, const char *path)
{
  (void)path; /* the pending output knows its path */
  if (out != stdout && out != pending_output.fp)
    return cli_failure(command, "internal error: unknown output stream");
  if (wrote_non_finite) {
    if (out != stdout)
      tl_out_file_abort(&pending_output);
    else
      fflush(out);
    return cli_failure(command, "the computation produced a value that is not a finite "
                                   "number; %s",
                          out == stdout ? "the output above is incomplete" : "nothing written");
  }
  if (out == stdout) {
    errno = 0;
    if (fflush(out) != 0 || ferror(out))
      return cli_failure(command, "cannot write to standard output: %s",
                            g_strerror(errno ? errno : EIO));
    return CLI_EXIT_OK;
  }
  TlError err;
  if (tl_out_file_commit(&pending_output, &err) != TL_OK)
    return cli_failure(command, "%s", err.message);
  return CLI_EXIT_OK;
}

int
cli_output_failure(void)
{
  return open_failure;
}

int
cli_check_output(const char *command, const char *path)
{
  if (!path || strcmp(path, "-") == 0)
    return CLI_EXIT_OK;
  TlOutFile probe;
  TlError err;
  if (tl_out_file_open(&probe, path, &err) != TL_OK)
    return cli_report_input(command, &err);
  tl_out_file_abort(&probe);
  return CLI_EXIT_OK;
}

int
cli_discard_output(FILE *out)
{
  if (out == stdout)
    fflush(out);
  else if (out == pending_output.fp)
    tl_out_file_abort(&pending_output);
  return CLI_EXIT_FAILED;
}

int
cli_write_failed(const char *command, FILE *out, const TlError *err)
{
  const gboolean to_stdout = out == stdout;
  cli_discard_output(out);
  return cli_failure(command, "%s; %s", err->message,
                     to_stdout ? "the output above is incomplete" : "nothing written");
}

/* "Not applicable" may be nan by contract (a summary's delay_ms); every
 * other value must be finite. */
void
cli_csv_value_na(FILE *out, double value, gboolean first)
{
  tl_csv_number(out, value, first);
}

void
cli_csv_value(FILE *out, double value, gboolean first)
{
  if (!isfinite(value))
    wrote_non_finite = TRUE;
  cli_csv_value_na(out, value, first);
}

void
cli_csv_note_values(const double *values, int n)
{
  for (int k = 0; k < n; k++)
    if (!isfinite(values[k]))
      wrote_non_finite = TRUE;
}
