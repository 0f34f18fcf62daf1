/* tl-test-cli.h — run the built tribolab-cli from a test and look at its output. */
#ifndef TL_TEST_CLI_H
#define TL_TEST_CLI_H

#include <glib.h>
#include <stdarg.h>
#include <string.h>
#include <sys/wait.h>

typedef struct {
  int status; /* exit status */
  char *out;  /* stdout */
  char *err;  /* stderr */
} TlCliRun;

/* Run `$TL_CLI args...` (NULL-terminated). */
static inline TlCliRun
tl_cli_run(const char *first, ...)
{
  GPtrArray *argv = g_ptr_array_new();
  const char *cli = g_getenv("TL_CLI");
  g_assert_nonnull(cli);
  g_ptr_array_add(argv, (gpointer)cli);
  va_list ap;
  va_start(ap, first);
  for (const char *a = first; a; a = va_arg(ap, const char *))
    g_ptr_array_add(argv, (gpointer)a);
  va_end(ap);
  g_ptr_array_add(argv, NULL);
  TlCliRun r = { 0 };
  int wait_status = 0;
  GError *error = NULL;
  gboolean ok = g_spawn_sync(NULL, (char **)argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                             &r.out, &r.err, &wait_status, &error);
  g_assert_no_error(error);
  g_assert_true(ok);
  g_assert_true(WIFEXITED(wait_status));
  r.status = WEXITSTATUS(wait_status);
  g_ptr_array_free(argv, TRUE);
  return r;
}

static inline void
tl_cli_run_clear(TlCliRun *r)
{
  g_free(r->out);
  g_free(r->err);
}

/* Run `$TL_PYTHON -c script` with the built Python package on its path
 * ($TL_PYTHONPATH) and expect exit status 0; its stdout goes to *out (free
 * it).  Returns FALSE, and marks the test skipped, when this build has no
 * Python package (sanitizer builds cannot load it into python3). */
static inline gboolean
tl_python_run(const char *script, char **out)
{
  const char *python = g_getenv("TL_PYTHON"), *path = g_getenv("TL_PYTHONPATH");
  if (!python || !path || !*python || !*path) {
    g_test_skip("this build has no Python package");
    return FALSE;
  }
  const char *argv[] = { python, "-c", script, NULL };
  char **envp = g_environ_setenv(g_get_environ(), "PYTHONPATH", path, TRUE);
  char *err = NULL;
  int wait_status = 0;
  GError *error = NULL;
  const gboolean ok = g_spawn_sync(NULL, (char **)argv, envp, G_SPAWN_DEFAULT, NULL, NULL, out,
                                   &err, &wait_status, &error);
  g_assert_no_error(error);
  g_assert_true(ok);
  if (!WIFEXITED(wait_status) || WEXITSTATUS(wait_status) != 0)
    g_error("python failed:\n%s", err);
  g_free(err);
  g_strfreev(envp);
  return TRUE;
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

/* The value of `key=` at the start of a line of key=value output such as
 * --summary's ("nan" reads as NaN); a missing key fails the test, so that a
 * NaN check cannot pass for want of the key. */
static inline double
tl_cli_summary_value(const char *out, const char *key)
{
  char *needle = g_strdup_printf("\n%s=", key);
  char *text = g_strconcat("\n", out, NULL);
  const char *hit = strstr(text, needle);
  if (!hit)
    g_error("the output has no %s= line:\n%s", key, out);
  const double v = g_ascii_strtod(hit + strlen(needle), NULL);
  g_free(needle);
  g_free(text);
  return v;
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

#endif /* TL_TEST_CLI_H */
