/* replay-main.c — runs a fuzz harness over files without libFuzzer: the
 * regression corpus of every reader is replayed by ctest on every build
 * (sanitizer builds included), so an input that once crashed or hung a
 * reader, or any input the fuzzer kept for its coverage, stays covered.
 * Usage: PROGRAM DIR|FILE …  (exit 0 when every input was read). */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define TL_REPLAY_MAX_INPUT (1u << 20)

static int
run_file(const char *path)
{
  FILE *f = fopen(path, "rb");
  if (!f) {
    fprintf(stderr, "%s: cannot open\n", path);
    return -1;
  }
  uint8_t *buf = malloc(TL_REPLAY_MAX_INPUT);
  const size_t n = buf ? fread(buf, 1, TL_REPLAY_MAX_INPUT, f) : 0;
  fclose(f);
  if (!buf)
    return -1;
  LLVMFuzzerTestOneInput(buf, n);
  free(buf);
  return 1;
}

int
main(int argc, char **argv)
{
  long inputs = 0;
  for (int i = 1; i < argc; i++) { /* absolute: a harness may change directory */
    char *abs = realpath(argv[i], NULL);
    if (abs)
      argv[i] = abs;
  }
  for (int i = 1; i < argc; i++) {
    struct stat st;
    if (stat(argv[i], &st) != 0) {
      fprintf(stderr, "%s: no such file or directory\n", argv[i]);
      return 1;
    }
    if (!S_ISDIR(st.st_mode)) {
      if (run_file(argv[i]) < 0)
        return 1;
      inputs++;
      continue;
    }
    DIR *d = opendir(argv[i]);
    if (!d)
      return 1;
    for (struct dirent *e; (e = readdir(d));) {
      if (e->d_name[0] == '.')
        continue;
      char path[4096];
      snprintf(path, sizeof path, "%s/%s", argv[i], e->d_name);
      if (stat(path, &st) == 0 && S_ISREG(st.st_mode)) {
        if (run_file(path) < 0)
          return 1;
        inputs++;
      }
    }
    closedir(d);
  }
  fprintf(stderr, "%ld inputs replayed\n", inputs); /* a harness may close stdout */
  return inputs > 0 ? 0 : 1; /* an empty corpus means a broken test */
}
