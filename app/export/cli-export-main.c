/* cli-export-main.c — tribolab-cli-export: the drawing half of the command line.
 * Users run it as `tribolab-cli export …`; it is a binary of its own so that
 * the computing commands do not load cairo, pango and fonts at start-up. */
#include <string.h>

#include "cli-export.h"

int
main(int argc, char **argv)
{
  cli_process_setup("export");
  /* argv: [this binary, "export", options…] as tribolab-cli passes it on */
  if (argc >= 2 && strcmp(argv[1], "export") == 0)
    return cli_export(argc - 1, argv + 1);
  return cli_export(argc, argv);
}
