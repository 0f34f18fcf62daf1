/* tl-test-cli.h — run the built tribolab-cli (and the built Python package)
 * from a test and look at their output. */
#ifndef TL_TEST_CLI_H
#define TL_TEST_CLI_H

#include <glib.h>
#include <glib/gstdio.h>
#include <stdarg.h>
#include <string.h>
#include <sys/wait.h>

#include "tl-test-util.h"

typedef struct {
  int status; /* exit status */
  char *out;  /* stdout */
  char *err;  /* stderr */
} TlCliRun;

/* The path of the preset file `name` of resources/presets (free it). */
static inline char *
tl_preset_path(const char *name)
{
  const char *presets = g_getenv("TL_PRESETS");
  g_assert_nonnull(presets);
  return g_build_filename(presets, name, NULL);
}

/* Run argv (the program first, NULL-terminated) in the environment envp
 * (NULL: this process's). */
static inline TlCliRun
tl_spawn_(const char *const *argv, char **envp)
{
  TlCliRun r = { 0 };
  int wait_status = 0;
  GError *error = NULL;
  gboolean ok = g_spawn_sync(NULL, (char **)argv, envp, G_SPAWN_DEFAULT, NULL, NULL, &r.out, &r.err,
                             &wait_status, &error);
  g_assert_no_error(error);
  g_assert_true(ok);
  g_assert_true(WIFEXITED(wait_status));
  r.status = WEXITSTATUS(wait_status);
  return r;
}

/* The stdout of a run of `what` (free it) that must have exited 0: the test
 * fails otherwise, with its stderr.  Frees the rest of r. */
static inline char *
tl_spawn_stdout_(TlCliRun r, const char *what)
{
  if (r.status != 0)
    g_error("%s exited %d:\n%s", what, r.status, r.err);
  g_free(r.err);
  return r.out;
}

/* `$TL_CLI` and the NULL-terminated arguments `first`, `ap`, as an argv not
 * yet NULL-terminated. */
static inline GPtrArray *
tl_cli_argv_(const char *first, va_list ap)
{
  GPtrArray *argv = g_ptr_array_new();
  const char *cli = g_getenv("TL_CLI");
  g_assert_nonnull(cli);
  g_ptr_array_add(argv, (gpointer)cli);
  for (const char *a = first; a; a = va_arg(ap, const char *))
    g_ptr_array_add(argv, (gpointer)a);
  return argv;
}

/* Run `$TL_CLI args...` (NULL-terminated). */
G_GNUC_NULL_TERMINATED static inline TlCliRun
tl_cli_run(const char *first, ...)
{
  va_list ap;
  va_start(ap, first);
  GPtrArray *argv = tl_cli_argv_(first, ap);
  va_end(ap);
  g_ptr_array_add(argv, NULL);
  TlCliRun r = tl_spawn_((const char *const *)argv->pdata, NULL);
  g_ptr_array_free(argv, TRUE);
  return r;
}

static inline void
tl_cli_run_clear(TlCliRun *r)
{
  g_free(r->out);
  g_free(r->err);
}

/* Run `$TL_CLI args...` (NULL-terminated) into the TlCliRun r and expect exit status 0. */
#define RUN_OK(r, ...)                                                                       \
  G_STMT_START {                                                                             \
    r = tl_cli_run(__VA_ARGS__, NULL);                                                       \
    if (r.status != 0)                                                                       \
      g_error("tribolab-cli exited %d: %s", r.status, r.err);                                \
  }                                                                                          \
  G_STMT_END

/* Run `$TL_CLI args...` (NULL-terminated), expect exit status 0 and return
 * its stdout (free it). */
#define tl_cli_stdout(...) tl_spawn_stdout_(tl_cli_run(__VA_ARGS__), "tribolab-cli")

/* A FASTSIM creep-force table at the default axes (a second or less; they
 * hold the default case), built by `tribolab-cli table build` in a new
 * temporary folder: its path (free it), the folder in *dir (free it). */
static inline char *
tl_cli_fastsim_table(char **dir)
{
  *dir = g_dir_make_tmp("tl-test-table-XXXXXX", NULL);
  g_assert_nonnull(*dir);
  char *table = g_build_filename(*dir, "fastsim.h5", NULL);
  TlCliRun r;
  RUN_OK(r, "table", "build", "-o", table, "--model", "fastsim", "-j", "1");
  tl_cli_run_clear(&r);
  return table;
}

/* Remove what tl_cli_fastsim_table made: the table, the build's working
 * folder (its manifest and chunk files) and the temporary folder. */
static inline void
tl_cli_fastsim_table_remove(const char *table, const char *dir)
{
  g_unlink(table);
  char *parts = g_strconcat(table, ".parts", NULL);
  GDir *d = g_dir_open(parts, 0, NULL);
  for (const char *name; d && (name = g_dir_read_name(d));) {
    char *p = g_build_filename(parts, name, NULL);
    g_unlink(p);
    g_free(p);
  }
  if (d)
    g_dir_close(d);
  g_rmdir(parts);
  g_rmdir(dir);
  g_free(parts);
}

/* g_test_run() with a table of tl_cli_fastsim_table in *table (its folder
 * in *dir) for the tests to read, removed when they have run. */
static inline int
tl_cli_test_run_with_fastsim_table(char **table, char **dir)
{
  *table = tl_cli_fastsim_table(dir);
  const int status = g_test_run();
  tl_cli_fastsim_table_remove(*table, *dir);
  g_clear_pointer(table, g_free);
  g_clear_pointer(dir, g_free);
  return status;
}

/* Run `$TL_CLI args...` (NULL-terminated) with `option DIR/name` added, DIR
 * a fresh temporary folder, and `-o DIR/view.png` before it where image is
 * set; expect exit status 0 and return the contents of DIR/name (free them;
 * their length goes to *len unless len is NULL).  The folder is removed. */
G_GNUC_NULL_TERMINATED static inline char *
tl_cli_written_(gboolean image, const char *option, const char *name, gsize *len, const char *first,
                ...)
{
  char *dir = g_dir_make_tmp("tl-test-cli-XXXXXX", NULL);
  g_assert_nonnull(dir);
  char *png = g_build_filename(dir, "view.png", NULL);
  char *file = g_build_filename(dir, name, NULL);
  va_list ap;
  va_start(ap, first);
  GPtrArray *argv = tl_cli_argv_(first, ap);
  va_end(ap);
  if (image) {
    g_ptr_array_add(argv, (gpointer) "-o");
    g_ptr_array_add(argv, png);
  }
  g_ptr_array_add(argv, (gpointer)option);
  g_ptr_array_add(argv, file);
  g_ptr_array_add(argv, NULL);
  char *command = g_strjoinv(" ", (char **)argv->pdata);
  g_free(tl_spawn_stdout_(tl_spawn_((const char *const *)argv->pdata, NULL), command));
  g_free(command);
  char *contents = NULL;
  g_assert_true(g_file_get_contents(file, &contents, len, NULL));
  g_ptr_array_free(argv, TRUE);
  g_unlink(file);
  g_unlink(png);
  g_rmdir(dir);
  g_free(file);
  g_free(png);
  g_free(dir);
  return contents;
}

/* Run `$TL_CLI export args... -o DIR/view.png --csv DIR/view.csv` (args
 * NULL-terminated) in a fresh temporary folder DIR, expect exit status 0 and
 * return the CSV's text (free it). */
#define tl_cli_export_csv(...)                                                                     \
  tl_cli_written_(TRUE, "--csv", "view.csv", NULL, "export", __VA_ARGS__)

/* Run `$TL_CLI export args... -o DIR/name` (args NULL-terminated) in a fresh
 * temporary folder DIR, expect exit status 0 and return the file's contents
 * (free them; their length goes to *len). */
#define tl_cli_export_file(name, len, ...)                                                         \
  tl_cli_written_(FALSE, "-o", name, len, "export", __VA_ARGS__)

/* Run `$TL_CLI args... --map DIR/map.csv` (args NULL-terminated) in a fresh
 * temporary folder DIR, expect exit status 0 and return the map's text (free
 * it). */
#define tl_cli_map_csv(...) tl_cli_written_(FALSE, "--map", "map.csv", NULL, __VA_ARGS__)

/* Whether this build has the Python package; when not, marks the test
 * skipped (sanitizer builds cannot load it into python3). */
static inline gboolean
tl_python_available(void)
{
  const char *python = g_getenv("TL_PYTHON"), *path = g_getenv("TL_PYTHONPATH");
  if (!python || !path || !*python || !*path) {
    g_test_skip("this build has no Python package");
    return FALSE;
  }
  return TRUE;
}

/* Run `$TL_PYTHON -c script` with the built Python package on its path
 * ($TL_PYTHONPATH) and the environment variables of the NULL-terminated
 * name, value pairs after it (a path reaches the script as os.environ[name]:
 * no quoting to get wrong); expect exit status 0 and return its stdout (free
 * it).  Only where tl_python_available(). */
G_GNUC_NULL_TERMINATED static inline char *
tl_python_stdout(const char *script, ...)
{
  const char *python = g_getenv("TL_PYTHON"), *path = g_getenv("TL_PYTHONPATH");
  g_assert_true(python && path);
  const char *argv[] = { python, "-c", script, NULL };
  char **envp = g_environ_setenv(g_get_environ(), "PYTHONPATH", path, TRUE);
  va_list ap;
  va_start(ap, script);
  for (const char *name = va_arg(ap, const char *); name; name = va_arg(ap, const char *))
    envp = g_environ_setenv(envp, name, va_arg(ap, const char *), TRUE);
  va_end(ap);
  TlCliRun r = tl_spawn_(argv, envp);
  g_strfreev(envp);
  return tl_spawn_stdout_(r, "python");
}

/* The Python side of a parity test: where this build has the Python
 * package, run `import os, tribolab` and then `script`, the path of the
 * preset file `preset` in os.environ['TL_PARITY_PRESET'], expect exit status
 * 0 and return its stdout (free it); where it has none, NULL, and the test
 * is marked skipped. */
static inline char *
tl_python_parity(const char *preset, const char *script)
{
  if (!tl_python_available())
    return NULL;
  g_autofree char *program = g_strconcat("import os, tribolab\n", script, NULL);
  return tl_python_stdout(program, "TL_PARITY_PRESET", preset, NULL);
}

/* Fail unless `script`, run as tl_python_parity runs it, prints the line
 * `expected` (white space around it aside); nothing where this build has no
 * Python package (the test is marked skipped). */
static inline void
tl_assert_python_prints(const char *preset, const char *script, const char *expected)
{
  g_autofree char *py = tl_python_parity(preset, script);
  if (!py)
    return;
  g_strstrip(py);
  g_assert_cmpstr(py, ==, expected);
}

/* Expect a usage error from `$TL_CLI args...`: status 2, nothing on stdout,
 * a message containing `fragment` on stderr. */
#define tl_cli_assert_usage_error(fragment, ...)                                               \
  G_STMT_START {                                                                               \
    TlCliRun r_ = tl_cli_run(__VA_ARGS__, NULL);                                               \
    g_assert_cmpint(r_.status, ==, 2);                                                         \
    g_assert_cmpstr(r_.out, ==, "");                                                           \
    if (!strstr(r_.err, fragment))                                                             \
      g_error("stderr '%s' lacks '%s'", r_.err, fragment);                                     \
    tl_cli_run_clear(&r_);                                                                     \
  }                                                                                            \
  G_STMT_END

/* Fail unless the run r exited 2 with `says` in its stderr (the message
 * names case k); clear r. */
static inline void
tl_cli_assert_refused(TlCliRun *r, size_t k, const char *says)
{
  g_assert_cmpint(r->status, ==, 2);
  if (!strstr(r->err, says))
    g_error("case %zu: stderr\n%s\ndoes not say '%s'", k, r->err, says);
  tl_cli_run_clear(r);
}

/* The text after `key=` at the start of a line of key=value output such as
 * --summary's, up to the line's end (free it); a missing key fails the
 * test. */
static inline char *
tl_cli_summary_text(const char *out, const char *key)
{
  char *needle = g_strdup_printf("\n%s=", key);
  char *text = g_strconcat("\n", out, NULL);
  const char *hit = strstr(text, needle);
  if (!hit)
    g_error("the output has no %s= line:\n%s", key, out);
  hit += strlen(needle);
  char *value = g_strndup(hit, strcspn(hit, "\n"));
  g_free(needle);
  g_free(text);
  return value;
}

/* The value of `key=` in key=value output ("nan" reads as NaN); a missing
 * key fails the test, so that a NaN check cannot pass for want of the
 * key. */
static inline double
tl_cli_summary_value(const char *out, const char *key)
{
  char *text = tl_cli_summary_text(out, key);
  const double v = g_ascii_strtod(text, NULL);
  g_free(text);
  return v;
}

/* The texts of `keys` (n of them) in key=value output, in that order and
 * joined by commas (free it); a missing key fails the test. */
static inline char *
tl_cli_summary_texts(const char *out, const char *const *keys, size_t n)
{
  GString *joined = g_string_new(NULL);
  for (size_t k = 0; k < n; k++) {
    char *value = tl_cli_summary_text(out, keys[k]);
    g_string_append_printf(joined, "%s%s", k ? "," : "", value);
    g_free(value);
  }
  return g_string_free(joined, FALSE);
}

/* The value of column `name` in data row `row` (0 = first after the header). */
static inline double
tl_csv_value(const char *csv, int row, const char *name)
{
  gchar **lines = g_strsplit(csv, "\n", -1);
  g_assert_nonnull(lines[0]);
  gchar **head = g_strsplit(lines[0], ",", -1);
  int col = -1;
  for (int i = 0; head[i]; i++)
    if (strcmp(head[i], name) == 0)
      col = i;
  g_assert_cmpint(col, >=, 0);
  g_assert_cmpuint(g_strv_length(lines), >, (guint)row + 1);
  gchar **cells = g_strsplit(lines[row + 1], ",", -1);
  g_assert_cmpuint(g_strv_length(cells), ==, g_strv_length(head));
  char *end;
  const double v = g_ascii_strtod(cells[col], &end);
  g_assert_true(end != cells[col] && *end == '\0');
  g_strfreev(cells);
  g_strfreev(head);
  g_strfreev(lines);
  return v;
}

/* Fail unless the texts `got` and `expected` are equal to the letter; where
 * they differ, name the first cell that does (its line, its column's name
 * from `expected`'s first line, and both cells) rather than print two whole
 * files.  Lines split at '\n' and cells at ','. */
#define tl_assert_same_csv(got, expected) tl_assert_same_csv_((got), (expected), #got, #expected)

static inline void
tl_assert_same_csv_(const char *got, const char *expected, const char *got_name,
                    const char *expected_name)
{
  if (strcmp(got, expected) == 0)
    return;
  g_auto(GStrv) a = g_strsplit(got, "\n", -1), b = g_strsplit(expected, "\n", -1);
  g_auto(GStrv) head = g_strsplit(b[0], ",", -1);
  int line = 0;
  while (a[line] && b[line] && strcmp(a[line], b[line]) == 0)
    line++;
  if (!a[line] || !b[line])
    g_error("%s has %u lines, %s %u", got_name, g_strv_length(a), expected_name,
            g_strv_length(b));
  g_auto(GStrv) ca = g_strsplit(a[line], ",", -1), cb = g_strsplit(b[line], ",", -1);
  int col = 0;
  while (ca[col] && cb[col] && strcmp(ca[col], cb[col]) == 0)
    col++;
  g_error("%s and %s differ first on line %d (1 = the header), column %d (%s): '%s' against "
          "'%s'",
          got_name, expected_name, line + 1, col + 1,
          col < (int)g_strv_length(head) ? head[col] : "past the header's columns",
          ca[col] ? ca[col] : "(no such cell)", cb[col] ? cb[col] : "(no such cell)");
}

/* Fail unless `csv` starts with the line(s) `header` and holds more than
 * `min_chars` characters: rows, not a header alone. */
static inline void
tl_assert_csv_rows(const char *csv, const char *header, gsize min_chars)
{
  if (!g_str_has_prefix(csv, header))
    g_error("the CSV does not start with '%s':\n%.300s", header, csv);
  g_assert_cmpuint(strlen(csv), >, min_chars);
}

#endif /* TL_TEST_CLI_H */
