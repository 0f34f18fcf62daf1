/* cli-run-export.c — `tribolab-cli export …` and `tribolab-cli bench …` hand
 * over to the binaries beside this one: tribolab-cli-export links the render
 * layer, tribolab-cli-bench the benchmark sections, and neither is loaded by
 * the computing commands. */
#include <errno.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

/* The program `binary` next to this executable, or on the PATH, or NULL. */
static char *
find_helper(const char *binary)
{
  char *self = g_file_read_link("/proc/self/exe", NULL);
  if (self) {
    char *dir = g_path_get_dirname(self);
    char *path = g_build_filename(dir, binary, NULL);
    g_free(dir);
    g_free(self);
    if (g_file_test(path, G_FILE_TEST_IS_EXECUTABLE))
      return path;
    g_free(path);
  }
  return g_find_program_in_path(binary);
}

/* argv is COMMAND, options…: the helper gets [helper, COMMAND, options…]. */
static int
exec_helper(const char *command, const char *binary, int argc, char **argv)
{
  char *helper = find_helper(binary);
  if (!helper)
    return cli_failure(command, "cannot find %s beside tribolab-cli or on the PATH; it is "
                                   "built and installed with it",
                          binary);
  char **args = g_new0(char *, (gsize)argc + 2);
  args[0] = helper;
  for (int i = 0; i < argc; i++)
    args[i + 1] = argv[i];
  fflush(stdout);
  execv(helper, args);
  const int e = errno;
  g_free(args);
  int status = cli_failure(command, "cannot run %s: %s", helper, g_strerror(e));
  g_free(helper);
  return status;
}

int
cli_export_exec(const char *cmd, int argc, char **argv)
{
  return exec_helper(cmd, "tribolab-cli-export", argc, argv);
}

int
cli_bench_exec(const char *cmd, int argc, char **argv)
{
  return exec_helper(cmd, "tribolab-cli-bench", argc, argv);
}
