/* cli-run-export.c — `tribolab-cli export …` hands over to tribolab-cli-export,
 * the binary beside this one that links the render layer. */
#include <errno.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

#define EXPORT_BINARY "tribolab-cli-export"

/* The helper next to this executable, or NULL. */
static char *
find_helper(void)
{
  char *self = g_file_read_link("/proc/self/exe", NULL);
  if (self) {
    char *dir = g_path_get_dirname(self);
    char *path = g_build_filename(dir, EXPORT_BINARY, NULL);
    g_free(dir);
    g_free(self);
    if (g_file_test(path, G_FILE_TEST_IS_EXECUTABLE))
      return path;
    g_free(path);
  }
  return g_find_program_in_path(EXPORT_BINARY);
}

int
tl_cli_export_exec(int argc, char **argv)
{
  char *helper = find_helper();
  if (!helper)
    return tl_cli_failure("export", "cannot find %s beside tribolab-cli or on the PATH; it is "
                                    "built and installed with it",
                          EXPORT_BINARY);
  /* argv is "export", options…: the helper gets [helper, "export", options…] */
  char **args = g_new0(char *, (gsize)argc + 2);
  args[0] = helper;
  for (int i = 0; i < argc; i++)
    args[i + 1] = argv[i];
  fflush(stdout);
  execv(helper, args);
  const int e = errno;
  g_free(args);
  int status = tl_cli_failure("export", "cannot run %s: %s", helper, g_strerror(e));
  g_free(helper);
  return status;
}
