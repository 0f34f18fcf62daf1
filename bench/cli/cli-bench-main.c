/* cli-bench-main.c — tribolab-cli-bench: the benchmark figures.  Users run it
 * as `tribolab-cli bench …`; it is a program of its own so that the
 * computing commands carry none of the timing code. */
#include <string.h>

#include "cli-bench.h"

int
main(int argc, char **argv)
{
  cli_process_setup("bench");
  /* argv: [this binary, "bench", options…] as tribolab-cli passes it on */
  if (argc >= 2 && strcmp(argv[1], "bench") == 0)
    return cli_bench(argc - 1, argv + 1);
  return cli_bench(argc, argv);
}
