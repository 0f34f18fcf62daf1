/* fuzz-cli.c — libFuzzer harness of tribolab-cli's option parsing: the
 * input is a command line (its first byte picks the command, then one
 * argument per line), run in-process through the same command functions the program
 * calls.  Any line must end in exit status 0, 1 or 2 — never a crash, a leak,
 * a hang or another status.
 *
 * To keep each run short and harmless the harness
 *   - gives every run a --max-seconds budget of 1 ms (what is fuzzed is the
 *     parsing and the validation, not the solvers' speed), so a costly case is
 *     refused by its estimate (exit 2) or stopped by the progress check;
 *   - drops arguments that would print help and exit (--help…, -h, -?),
 *     raise the budget (--max-seconds) or name a file outside the working
 *     directory (a '/' anywhere), and runs in
 *     a private temporary directory that it empties at exit;
 *   - sends standard output to /dev/null (the CSV is not what is tested).
 * `export` (a separate program) and `bench` (timings) are not fuzzed. */
#include <dirent.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define FUZZ_MAX_ARGS 24
#define FUZZ_MAX_ARG_LEN 200

typedef struct {
  const char *name;
  CliCommandFunc run;
} FuzzCommand;

static const FuzzCommand commands[] = {
  { "hertz", cli_hertz },         { "steady", cli_steady },
  { "transient", cli_transient }, { "rolling", cli_rolling },
  { "friction", cli_friction },   { "stickslip", cli_stickslip },
  { "subsurface", cli_subsurface }, { "wheelrail", cli_wheelrail },
};
#define N_COMMANDS (sizeof commands / sizeof commands[0])

static char workdir[64];

static void
remove_workdir(void)
{
  DIR *d = opendir(workdir);
  if (d) {
    for (struct dirent *e; (e = readdir(d));) {
      if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0) {
        char path[512];
        snprintf(path, sizeof path, "%s/%s", workdir, e->d_name);
        unlink(path);
      }
    }
    closedir(d);
  }
  rmdir(workdir);
}

static void
setup_once(void)
{
  static int done;
  if (done)
    return;
  done = 1;
  cli_process_setup(NULL);
  const char *tmp = getenv("TMPDIR");
  snprintf(workdir, sizeof workdir, "%s/tl-fuzz-cli-XXXXXX",
           tmp && strlen(tmp) < 40 ? tmp : "/tmp");
  if (!mkdtemp(workdir) || chdir(workdir) != 0)
    abort();
  atexit(remove_workdir);
  const int null_fd = open("/dev/null", O_WRONLY);
  if (null_fd < 0 || dup2(null_fd, STDOUT_FILENO) < 0)
    abort();
  close(null_fd);
}

/* An argument the harness must not pass: it would print help and exit the
 * process, or reach a file outside the private directory. */
static int
refused(const char *arg)
{
  if (strncmp(arg, "--help", 6) == 0 || strchr(arg, '/') != NULL)
    return 1;
  /* the budget is the harness's: a line's own --max-seconds would let a run
   * take as long as it asks for */
  if (strncmp(arg, "--max-seconds", 13) == 0)
    return 1;
  /* a cluster of short options ("-h", "-oh", "-h--curve") asks for help if
   * it holds h or ? */
  return arg[0] == '-' && arg[1] != '-' && (strchr(arg, 'h') || strchr(arg, '?'));
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  setup_once();
  if (size == 0)
    return 0;
  char *argv[FUZZ_MAX_ARGS + 2];
  int argc = 0;
  /* byte 0 picks the command (the corpus uses 'h'…'g' = hertz…wheelrail);
   * a newline after it is skipped */
  size_t start = size > 1 && data[1] == '\n' ? 2 : 1;
  const FuzzCommand *command = &commands[data[0] % N_COMMANDS];
  argv[argc++] = g_strdup(command->name);
  while (start < size && argc < FUZZ_MAX_ARGS + 1) {
    size_t end = start;
    while (end < size && data[end] != '\n')
      end++;
    const size_t len = end - start;
    char *arg = g_strndup((const char *)data + start, len < FUZZ_MAX_ARG_LEN ? len : FUZZ_MAX_ARG_LEN);
    if (strlen(arg) == len && !refused(arg)) /* an embedded NUL cannot reach argv */
      argv[argc++] = arg;
    else
      g_free(arg);
    start = end + 1;
  }
  argv[argc] = NULL;

  /* the parsers may permute and drop entries: free what we allocated */
  char *owned[FUZZ_MAX_ARGS + 2];
  memcpy(owned, argv, sizeof owned);
  const int owned_n = argc;

  cli_set_command_name(argv[0]);
  cli_progress_start(); /* the clock of --max-seconds starts with each run */
  int status = cli_budget_set_max_seconds(argv[0], 0.001);
  if (status == CLI_EXIT_OK)
    status = command->run(command->name, argc, argv);
  for (int i = 0; i < owned_n; i++)
    g_free(owned[i]);
  if (status != CLI_EXIT_OK && status != CLI_EXIT_FAILED && status != CLI_EXIT_USAGE)
    __builtin_trap(); /* the exit-status contract: 0, 1 or 2 */
  return 0;
}
