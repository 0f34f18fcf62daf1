/* test-cli-locale.c — tribolab-cli under German and Spanish locales: its
 * messages are translated, its numbers are not.  CSV, summaries, presets
 * read back and exported SVG figures are byte for byte what the C locale
 * gives (LC_NUMERIC stays "C": a German printf would write 0,5 and a German
 * strtod would read "0.3" as 0). */
#include <locale.h>
#include <glib/gstdio.h>

#include "tl-test-cli.h"
#include "tl-test-util.h"

/* Run $TL_CLI with args under LC_ALL=locale; stdout and stderr returned. */
static TlCliRun
run_in_locale(const char *locale, const char *const *args)
{
  GPtrArray *argv = g_ptr_array_new();
  g_ptr_array_add(argv, (gpointer)g_getenv("TL_CLI"));
  for (int i = 0; args[i]; i++)
    g_ptr_array_add(argv, (gpointer)args[i]);
  g_ptr_array_add(argv, NULL);
  char **env = g_environ_setenv(g_get_environ(), "LC_ALL", locale, TRUE);
  env = g_environ_unsetenv(env, "LANGUAGE");
  TlCliRun r = { 0 };
  int wait_status = 0;
  GError *error = NULL;
  g_assert_true(g_spawn_sync(NULL, (char **)argv->pdata, env, G_SPAWN_DEFAULT, NULL, NULL, &r.out,
                             &r.err, &wait_status, &error));
  g_assert_no_error(error);
  g_assert_true(WIFEXITED(wait_status));
  r.status = WEXITSTATUS(wait_status);
  g_strfreev(env);
  g_ptr_array_free(argv, TRUE);
  return r;
}

/* FALSE (and the test skipped) when glibc lacks the locale: gettext and
 * printf then fall back to C and the comparison would prove nothing. */
static gboolean
have_locale(const char *locale)
{
  const char *old = setlocale(LC_ALL, NULL);
  char *saved = g_strdup(old);
  const gboolean ok = setlocale(LC_ALL, locale) != NULL;
  setlocale(LC_ALL, saved);
  g_free(saved);
  if (!ok)
    g_test_skip_printf("the %s locale is not installed (scripts/setup.sh generates it)", locale);
  return ok;
}

typedef struct {
  const char *locale;
  const char *error_words; /* the translated number error, as the catalogue has it */
} Lang;

static const Lang langs[] = {
  { "de_DE.UTF-8", "ist keine endliche Zahl" },
  { "es_ES.UTF-8", "no es un número finito" },
};

static void
test_numbers_stay_c(gconstpointer data)
{
  const Lang *lang = data;
  g_test_summary("CSV and summaries of hertz, steady, friction, wheelrail, wheelset, subsurface "
                 "and a preset read back are identical under the C locale and a comma locale");
  if (!have_locale(lang->locale))
    return;
  char *preset = tl_preset_path("02-sine-10hz-mu1.ini");
  const char *const cases[][8] = {
    { "hertz", NULL },
    { "steady", "--cx", "0.0005,0.001,0.002,0.005", NULL },
    { "friction", NULL },
    { "wheelrail", NULL },
    { "wheelset", "--summary", NULL },
    { "subsurface", "--summary", NULL },
    { "transient", "--preset", preset, "--summary", NULL },
  };
  for (gsize i = 0; i < G_N_ELEMENTS(cases); i++) {
    TlCliRun c = run_in_locale("C", cases[i]);
    TlCliRun l = run_in_locale(lang->locale, cases[i]);
    g_assert_cmpint(c.status, ==, 0);
    g_assert_cmpint(l.status, ==, 0);
    g_assert_nonnull(strchr(c.out, '.')); /* there are decimals to compare */
    g_assert_cmpstr(l.out, ==, c.out);
    tl_cli_run_clear(&c);
    tl_cli_run_clear(&l);
  }
  g_free(preset);
}

static void
test_export_stays_c(gconstpointer data)
{
  const Lang *lang = data;
  g_test_summary("An SVG figure exported under a comma locale is the C locale's byte for byte");
  if (!have_locale(lang->locale))
    return;
  char *dir = g_dir_make_tmp("tl-locale-XXXXXX", NULL);
  g_assert_nonnull(dir);
  char *files[2];
  const char *locales[2] = { "C", lang->locale };
  for (int k = 0; k < 2; k++) {
    files[k] = g_build_filename(dir, k ? "l.svg" : "c.svg", NULL);
    const char *args[] = { "export", "--view", "traction-curve", "--format", "svg", "-o",
                           files[k], NULL };
    TlCliRun r = run_in_locale(locales[k], args);
    g_assert_cmpint(r.status, ==, 0);
    tl_cli_run_clear(&r);
  }
  char *a = NULL, *b = NULL;
  gsize na = 0, nb = 0;
  g_assert_true(g_file_get_contents(files[0], &a, &na, NULL));
  g_assert_true(g_file_get_contents(files[1], &b, &nb, NULL));
  g_assert_cmpuint(na, >, 1000);
  g_assert_cmpmem(a, na, b, nb);
  for (int k = 0; k < 2; k++) {
    g_unlink(files[k]);
    g_free(files[k]);
  }
  g_rmdir(dir);
  g_free(dir);
  g_free(a);
  g_free(b);
}

static void
test_messages_translated(gconstpointer data)
{
  const Lang *lang = data;
  g_test_summary("A bad number is refused in the user's language, naming the option as typed, "
                 "with exit status 2");
  if (!have_locale(lang->locale))
    return;
  const char *args[] = { "hertz", "--load-kn", "zehn", NULL };
  TlCliRun r = run_in_locale(lang->locale, args);
  g_assert_cmpint(r.status, ==, 2);
  g_assert_cmpstr(r.out, ==, "");
  g_assert_nonnull(strstr(r.err, "--load-kn"));
  g_assert_nonnull(strstr(r.err, lang->error_words));
  tl_cli_run_clear(&r);
  TlCliRun c = run_in_locale("C", args); /* and in English without a locale */
  g_assert_nonnull(strstr(c.err, "is not a finite number"));
  tl_cli_run_clear(&c);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  for (gsize i = 0; i < G_N_ELEMENTS(langs); i++) {
    const char *tag = g_str_has_prefix(langs[i].locale, "de") ? "de" : "es";
    tl_test_add_data_funcf(&langs[i], test_numbers_stay_c, "/cli-locale/%s/numbers-stay-c", tag);
    tl_test_add_data_funcf(&langs[i], test_export_stays_c, "/cli-locale/%s/export-stays-c", tag);
    tl_test_add_data_funcf(&langs[i], test_messages_translated,
                           "/cli-locale/%s/messages-translated", tag);
  }
  return g_test_run();
}
