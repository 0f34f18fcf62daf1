/* test-gui-autosave-kill.c — the autosaved session survives the window being
 * killed at any moment: 50 times the real window starts on a preset (which
 * changes the session and so schedules an autosave half a second later) and
 * is killed with SIGKILL at a moment that sweeps across that autosave (the
 * sweep is centred on when the first, calibrating start wrote its session,
 * so that it holds on a slow machine too); after every kill the session file
 * is either absent or a complete, parseable session — never truncated — and
 * the kills landed both before and after a write. */
#include <glib.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#define RUNS 50

static void
check_session(const char *path, int run)
{
  if (!g_file_test(path, G_FILE_TEST_EXISTS))
    return; /* killed before the first autosave */
  GKeyFile *kf = g_key_file_new();
  GError *error = NULL;
  if (!g_key_file_load_from_file(kf, path, G_KEY_FILE_NONE, &error))
    g_error("run %d: the session file does not parse: %s", run, error->message);
  /* a complete session: every section the window writes */
  gsize n = 0;
  gchar **groups = g_key_file_get_groups(kf, &n);
  if (n < 3)
    g_error("run %d: the session file holds only %zu sections", run, n);
  g_assert_true(g_key_file_has_group(kf, "contact"));
  g_strfreev(groups);
  g_key_file_free(kf);
}

static int
count_temporaries(const char *dir)
{
  int n = 0;
  GDir *d = g_dir_open(dir, 0, NULL);
  if (!d)
    return 0;
  for (const char *name; (name = g_dir_read_name(d));)
    n += g_str_has_prefix(name, "session.ini.") && !g_str_has_suffix(name, ".corrupt");
  g_dir_close(d);
  return n;
}

static void
test_kill_during_autosave(void)
{
  g_test_summary("SIGKILL during autosave, 50 times: never a truncated or unparsable session");
  const char *app = g_getenv("TL_APP"), *presets = g_getenv("TL_PRESETS");
  g_assert_nonnull(app);
  g_assert_nonnull(presets);
  char *home = g_dir_make_tmp("tl-autosave-XXXXXX", NULL);
  char *dir = g_build_filename(home, "tribolab", NULL);
  char *session = g_build_filename(dir, "session.ini", NULL);
  const char *cases[] = { "01-thesis-defaults.ini", "05-step-100kn.ini", "09-carter-2d.ini",
                          "13-stribeck-curve.ini" };
  GRand *rand = g_rand_new_with_seed(20261202);
  int existed = 0, temporaries = 0;
  /* calibration: how long until a start on a preset has written its session */
  double t_save = 0.0;
  {
    char *preset = g_build_filename(presets, cases[0], NULL);
    char *argv[] = { (char *)app, preset, NULL };
    char **envp = g_environ_setenv(g_get_environ(), "XDG_CONFIG_HOME", home, TRUE);
    GPid pid;
    g_assert_true(g_spawn_async(NULL, argv, envp, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL, &pid,
                                NULL));
    const gint64 t0 = g_get_monotonic_time();
    while (!g_file_test(session, G_FILE_TEST_EXISTS) && g_get_monotonic_time() - t0 < 60000000)
      g_usleep(20000);
    t_save = (g_get_monotonic_time() - t0) / 1e6;
    kill(pid, SIGKILL);
    waitpid(pid, NULL, 0);
    g_spawn_close_pid(pid);
    g_strfreev(envp);
    g_free(preset);
    g_assert_true(g_file_test(session, G_FILE_TEST_EXISTS));
    check_session(session, -1);
  }
  g_test_message("the first session was written %.2f s after the start", t_save);
  for (int run = 0; run < RUNS; run++) {
    g_unlink(session); /* each run writes its own, or is killed before */
    char *preset = g_build_filename(presets, cases[run % G_N_ELEMENTS(cases)], NULL);
    char *argv[] = { (char *)app, preset, NULL };
    char **envp = g_get_environ();
    envp = g_environ_setenv(envp, "XDG_CONFIG_HOME", home, TRUE);
    GPid pid;
    GError *error = NULL;
    g_assert_true(g_spawn_async(NULL, argv, envp, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL, &pid,
                                &error));
    g_assert_no_error(error);
    /* the autosave comes 0.5 s after the change, which comes once the window
     * is up: sweep the kill across 0.3 … 1.7 times the calibrated moment */
    g_usleep((gulong)(g_rand_double_range(rand, 0.3, 1.7) * t_save * 1e6));
    kill(pid, SIGKILL);
    int status;
    waitpid(pid, &status, 0);
    g_spawn_close_pid(pid);
    temporaries += count_temporaries(dir);
    check_session(session, run);
    existed += g_file_test(session, G_FILE_TEST_EXISTS);
    g_strfreev(envp);
    g_free(preset);
  }
  g_test_message("%d runs: the session existed after %d kills; %d interrupted temporaries seen",
                 RUNS, existed, temporaries);
  /* the kills did land across the autosave: some before it, some after */
  g_assert_cmpint(existed, >, 0);
  g_assert_cmpint(existed, <, RUNS);
  g_rand_free(rand);
  /* a normal start cleans what an interrupted write left */
  if (temporaries > 0) {
    char *argv[] = { (char *)g_getenv("TL_APP"), NULL };
    char **envp = g_environ_setenv(g_get_environ(), "XDG_CONFIG_HOME", home, TRUE);
    GPid pid;
    g_assert_true(g_spawn_async(NULL, argv, envp, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL, &pid,
                                NULL));
    g_usleep(1500000);
    kill(pid, SIGKILL);
    waitpid(pid, NULL, 0);
    g_spawn_close_pid(pid);
    g_strfreev(envp);
  }
  char *rm[] = { "rm", "-rf", home, NULL };
  g_spawn_sync(NULL, rm, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, NULL, NULL);
  g_free(session);
  g_free(dir);
  g_free(home);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  g_test_add_func("/gui-autosave/kill", test_kill_during_autosave);
  return g_test_run();
}
