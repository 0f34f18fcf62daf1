/* cli-table.c — `tribolab-cli table build|query`: creep-force tables
 * (tribo/table.h, docs/theory.md §14).
 *
 * build: the table's entries are cut into chunks listed in DIR/manifest.txt;
 * a pool of forked worker processes (or, with --scheduler, a Dask cluster
 * through the Python package) solves the chunks that have no file yet, each
 * written atomically; then the chunks are put together into the HDF5 file.
 * A build stopped at any moment resumes where it stopped; the result does not
 * depend on the order or the number of workers.  --chunk K solves one chunk
 * only (a Slurm array task, an HTCondor job), --manifest-only writes the
 * manifest and stops.
 * query: interpolates a table at points given with --at or as CSV lines on
 * stdin (ratio,nu,xi,eta,phi); --exact also solves each point directly and
 * prints the interpolation error. */
#include <errno.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cli.h"
#include "tribo-table-h5.h"

/* "LO:HI:N" into an axis of spec. */
static gboolean
parse_axis(const char *cmd, int axis, const char *text, TlTableSpec *s)
{
  gchar **p = g_strsplit(text, ":", -1);
  gboolean ok = g_strv_length(p) == 3;
  double lo = 0, hi = 0;
  long n = 0;
  char *end;
  if (ok) {
    lo = g_ascii_strtod(p[0], &end);
    ok = end != p[0] && *end == 0 && isfinite(lo);
    hi = g_ascii_strtod(p[1], &end);
    ok = ok && end != p[1] && *end == 0 && isfinite(hi);
    errno = 0;
    n = strtol(p[2], &end, 10);
    ok = ok && end != p[2] && *end == 0 && errno == 0 && n >= 1 && n <= TL_TABLE_MAX_AXIS;
  }
  g_strfreev(p);
  if (!ok) {
    cli_usage_error(cmd, "--%s: expected LO:HI:N (N from 1 to %d), got '%s'",
                    tl_table_axis_name(axis), TL_TABLE_MAX_AXIS, text);
    return FALSE;
  }
  s->lo[axis] = lo;
  s->hi[axis] = hi;
  s->n[axis] = (int)n;
  return TRUE;
}

static gboolean
spec_equal(const TlTableSpec *a, const TlTableSpec *b)
{
  for (int k = 0; k < TL_TABLE_N_AXES; k++)
    if (a->n[k] != b->n[k] || a->lo[k] != b->lo[k] || a->hi[k] != b->hi[k])
      return FALSE;
  return a->model == b->model && a->mx == b->mx && a->my == b->my && a->tol == b->tol;
}

/* One worker process: solve chunks w, w + W, … that have no file yet. */
static int
run_worker(const char *cmd, const char *dir, const TlTableManifest *m, size_t w, size_t stride)
{
  TlError err;
  TlTableSolver *sv = tl_table_solver_new(&m->spec, &err);
  if (!sv)
    return cli_report(cmd, &err);
  double *values = g_new(double, m->chunk_size * TL_TABLE_N_OUT);
  signed char *status = g_new(signed char, m->chunk_size);
  int rc = CLI_EXIT_OK;
  for (size_t k = w; k < m->n_chunks && rc == CLI_EXIT_OK; k += stride) {
    if (tl_table_chunk_done(dir, m, k))
      continue;
    size_t first, count;
    tl_table_chunk_range(m, k, &first, &count);
    if (tl_table_solver_run(sv, first, count, values, status, NULL, &err) != TL_OK ||
        tl_table_chunk_write(dir, m, k, values, status, &err) != TL_OK)
      rc = cli_report(cmd, &err);
  }
  g_free(values);
  g_free(status);
  tl_table_solver_free(sv);
  return rc;
}

/* Solve the missing chunks on `workers` forked processes. */
static int
run_pool(const char *cmd, const char *dir, const TlTableManifest *m, int workers)
{
  if (workers <= 1)
    return run_worker(cmd, dir, m, 0, 1);
  fflush(NULL);
  pid_t pids[256];
  int started = 0, rc = CLI_EXIT_OK;
  for (int w = 0; w < workers; w++) {
    const pid_t pid = fork();
    if (pid == 0)
      _exit(run_worker(cmd, dir, m, (size_t)w, (size_t)workers));
    if (pid < 0) {
      rc = cli_failure(cmd, "cannot start a worker process: %s", g_strerror(errno));
      break;
    }
    pids[started++] = pid;
  }
  for (int w = 0; w < started; w++) {
    int wstatus = 0;
    while (waitpid(pids[w], &wstatus, 0) < 0 && errno == EINTR)
      ;
    if (!WIFEXITED(wstatus) || WEXITSTATUS(wstatus) != 0)
      rc = CLI_EXIT_FAILED;
  }
  return rc;
}

/* Solve the missing chunks through a Dask scheduler: the Python package's
 * runner (tribolab.table), which imports the binding inside each task. */
static int
run_dask(const char *cmd, const char *dir, const char *scheduler)
{
  const char *python = g_getenv("TL_PYTHON") ? g_getenv("TL_PYTHON") : "/usr/bin/python3";
  char *argv[] = { (char *)python, (char *)"-m", (char *)"tribolab.table", (char *)"run",
                   (char *)dir, (char *)"--scheduler", (char *)scheduler, NULL };
  GError *gerr = NULL;
  int wstatus = 0;
  if (!g_spawn_sync(NULL, argv, NULL, G_SPAWN_CHILD_INHERITS_STDIN, NULL, NULL, NULL, NULL,
                    &wstatus, &gerr)) {
    int rc = cli_failure(cmd, "cannot run %s: %s", python, gerr->message);
    g_error_free(gerr);
    return rc;
  }
  if (!g_spawn_check_wait_status(wstatus, NULL))
    return cli_failure(cmd, "the Dask build through %s did not finish (see above)", scheduler);
  return CLI_EXIT_OK;
}

static int
assemble(const char *cmd, const char *dir, const TlTableManifest *m, const char *out)
{
  const size_t n = tl_table_spec_count(&m->spec);
  double *values = g_try_new(double, n * TL_TABLE_N_OUT);
  signed char *status = g_try_new(signed char, n);
  TlError err;
  int rc = CLI_EXIT_OK;
  if (!values || !status)
    rc = cli_failure(cmd, "out of memory for %zu entries", n);
  for (size_t k = 0; k < m->n_chunks && rc == CLI_EXIT_OK; k++)
    if (tl_table_chunk_read(dir, m, k, values, status, &err) != TL_OK)
      rc = cli_report(cmd, &err);
  if (rc == CLI_EXIT_OK && tl_table_h5_write(out, &m->spec, values, status, &err) != TL_OK)
    rc = cli_report(cmd, &err);
  if (rc == CLI_EXIT_OK) {
    size_t failed = 0, fallback = 0;
    for (size_t e = 0; e < n; e++) {
      failed += status[e] == TL_TABLE_ENTRY_FAILED;
      fallback += status[e] == TL_TABLE_ENTRY_FALLBACK;
    }
    fprintf(stderr, "%s: wrote %s: %zu entries (%zu by the fallback march, %zu failed)\n", cmd,
            out, n, fallback, failed);
  }
  g_free(values);
  g_free(status);
  return rc;
}

static int
table_build(const char *cmd, int argc, char **argv)
{
  char *out = NULL, *dir = NULL, *preset = NULL, *model = NULL, *grid = NULL, *scheduler = NULL;
  char *axis_text[TL_TABLE_N_AXES] = { 0 };
  double tol = 0.0;
  int chunk_size = 0, workers = 0, chunk = -1;
  gboolean manifest_only = FALSE;
  const GOptionEntry entries[] = {
    { "out", 'o', 0, G_OPTION_ARG_FILENAME, &out, "The HDF5 table to write", "FILE" },
    { "dir", 0, 0, G_OPTION_ARG_FILENAME, &dir, "Working directory: manifest and chunk files (default FILE.parts)", "DIR" },
    { "preset", 0, 0, G_OPTION_ARG_STRING, &preset, "Axes to start from: default or usetab (25 x 16 x 16 x 32)", "NAME" },
    { "ratio", 0, 0, G_OPTION_ARG_STRING, &axis_text[0], "Ellipse ratio a/b axis (spaced evenly in ln a/b)", "LO:HI:N" },
    { "nu", 0, 0, G_OPTION_ARG_STRING, &axis_text[1], "Poisson's ratio axis", "LO:HI:N" },
    { "xi", 0, 0, G_OPTION_ARG_STRING, &axis_text[2], "Longitudinal creepage C11 G c^2 cx/(mu N)", "LO:HI:N" },
    { "eta", 0, 0, G_OPTION_ARG_STRING, &axis_text[3], "Lateral creepage C22 G c^2 cy/(mu N)", "LO:HI:N" },
    { "phi", 0, 0, G_OPTION_ARG_STRING, &axis_text[4], "Spin S G c^3 spin/(mu N), S = ((C22 a/c)^4 + (C11 b/c)^4)^(1/4)", "LO:HI:N" },
    { "model", 0, 0, G_OPTION_ARG_STRING, &model, "Solver: exact (default) or fastsim", "NAME" },
    { "grid", 0, 0, G_OPTION_ARG_STRING, &grid, "Solver grid over the ellipse (default 20x20)", "MXxMY" },
    { "tol", 0, 0, G_OPTION_ARG_DOUBLE, &tol, "Exact solver's steady tolerance (default 1e-8)", "TOL" },
    { "chunk-size", 0, 0, G_OPTION_ARG_INT, &chunk_size, "Entries per chunk (default 200 exact, 50000 FASTSIM)", "N" },
    { "workers", 'j', 0, G_OPTION_ARG_INT, &workers, "Local worker processes (default: all cores)", "N" },
    { "chunk", 0, 0, G_OPTION_ARG_INT, &chunk, "Solve chunk K only (a cluster job) and stop", "K" },
    { "manifest-only", 0, 0, G_OPTION_ARG_NONE, &manifest_only, "Write the manifest and stop", NULL },
    { "scheduler", 0, 0, G_OPTION_ARG_STRING, &scheduler, "Send the chunks to a Dask scheduler", "tcp://HOST:PORT" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  GOptionContext *ctx = g_option_context_new("- build a creep-force table (HDF5)");
  g_option_context_add_main_entries(ctx, entries, NULL);
  int rc = CLI_EXIT_OK;
  TlError err;
  TlTableManifest m = { 0 };
  if (!cli_parse(cmd, ctx, &argc, &argv)) {
    rc = CLI_EXIT_USAGE;
    goto out;
  }
  if (!out && !dir) {
    rc = cli_usage_error(cmd, "give --out FILE (and optionally --dir DIR)");
    goto out;
  }
  if (!dir)
    dir = g_strconcat(out, ".parts", NULL);
  m.spec = tl_table_spec_default();
  gboolean given = FALSE;
  if (preset) {
    given = TRUE;
    if (strcmp(preset, "usetab") == 0) {
      m.spec = tl_table_spec_usetab();
    } else if (strcmp(preset, "default") != 0) {
      rc = cli_usage_error(cmd, "--preset: unknown '%s' (known: default, usetab)", preset);
      goto out;
    }
  }
  for (int k = 0; k < TL_TABLE_N_AXES; k++)
    if (axis_text[k]) {
      given = TRUE;
      if (!parse_axis(cmd, k, axis_text[k], &m.spec)) {
        rc = CLI_EXIT_USAGE;
        goto out;
      }
    }
  if (model) {
    given = TRUE;
    if (tl_table_model_from_name(model, &m.spec.model, &err) != TL_OK) {
      rc = cli_report_input(cmd, &err);
      goto out;
    }
  }
  if (grid) {
    given = TRUE;
    if (!cli_parse_grid(cmd, grid, &m.spec.mx, &m.spec.my)) {
      rc = CLI_EXIT_USAGE;
      goto out;
    }
  }
  if (tol != 0.0) {
    given = TRUE;
    m.spec.tol = tol;
  }
  if (chunk_size < 0 || workers < 0 || workers > 256) {
    rc = cli_usage_error(cmd, "--chunk-size must be positive and --workers lie in 1 … 256");
    goto out;
  }
  if (tl_table_spec_validate(&m.spec, &err) != TL_OK) {
    rc = cli_report_input(cmd, &err);
    goto out;
  }
  const size_t n = tl_table_spec_count(&m.spec);
  /* a chunk of a few tenths of a second (exact: ~1 ms an entry; FASTSIM: ~2 µs) */
  m.chunk_size = chunk_size > 0 ? (size_t)chunk_size : m.spec.model == TL_TABLE_EXACT ? 200 : 50000;
  m.n_chunks = (n + m.chunk_size - 1) / m.chunk_size;

  /* resume: a manifest in DIR describes the build; options may only repeat it */
  char *mpath = g_build_filename(dir, "manifest.txt", NULL);
  const gboolean have = g_file_test(mpath, G_FILE_TEST_EXISTS);
  g_free(mpath);
  if (have) {
    TlTableManifest old;
    if (tl_table_manifest_read(dir, &old, &err) != TL_OK) {
      rc = cli_report_input(cmd, &err);
      goto out;
    }
    if ((given && !spec_equal(&old.spec, &m.spec)) ||
        (chunk_size > 0 && (size_t)chunk_size != old.chunk_size)) {
      rc = cli_usage_error(cmd, "%s holds the build of another table: remove it or choose --dir",
                           dir);
      goto out;
    }
    m = old;
  } else if (tl_table_manifest_write(dir, &m, &err) != TL_OK) {
    rc = cli_report(cmd, &err);
    goto out;
  }
  if (manifest_only)
    goto out;
  if (chunk >= 0) {
    if ((size_t)chunk >= m.n_chunks) {
      rc = cli_usage_error(cmd, "--chunk %d: the manifest has chunks 0 … %zu", chunk,
                           m.n_chunks - 1);
      goto out;
    }
    rc = run_worker(cmd, dir, &m, (size_t)chunk, m.n_chunks);
    goto out;
  }
  if (scheduler) {
    if (!g_str_has_prefix(scheduler, "tcp://")) {
      rc = cli_usage_error(cmd, "--scheduler: expected tcp://HOST:PORT, got '%s'", scheduler);
      goto out;
    }
    rc = run_dask(cmd, dir, scheduler);
  } else {
    if (workers == 0)
      workers = (int)g_get_num_processors();
    rc = run_pool(cmd, dir, &m, workers);
  }
  if (rc == CLI_EXIT_OK && out)
    rc = assemble(cmd, dir, &m, out);
out:
  g_option_context_free(ctx);
  g_free(out);
  g_free(dir);
  g_free(preset);
  g_free(model);
  g_free(grid);
  g_free(scheduler);
  for (int k = 0; k < TL_TABLE_N_AXES; k++)
    g_free(axis_text[k]);
  return rc;
}

/* "a,b,c,d,e" into x[5]. */
static gboolean
parse_point(const char *text, double x[TL_TABLE_N_AXES])
{
  gchar **p = g_strsplit(text, ",", -1);
  gboolean ok = g_strv_length(p) == TL_TABLE_N_AXES;
  for (int k = 0; ok && k < TL_TABLE_N_AXES; k++) {
    char *end;
    x[k] = g_ascii_strtod(g_strstrip(p[k]), &end);
    ok = end != p[k] && *end == 0 && isfinite(x[k]);
  }
  g_strfreev(p);
  return ok;
}

static int
query_point(const char *cmd, const TlTable *t, TlTableInterp interp, TlTableSolver *sv,
            const double x[TL_TABLE_N_AXES])
{
  double f[TL_TABLE_N_OUT];
  const int clamped = tl_table_eval(t, interp, x, f);
  printf("%.10g,%.10g,%.10g,%.10g,%.10g,%.9g,%.9g,%.9g,%d", x[0], x[1], x[2], x[3], x[4], f[0],
         f[1], f[2], clamped);
  if (sv) {
    double e[TL_TABLE_N_OUT];
    TlError err;
    if (tl_table_solver_point(sv, x, e, &err) != TL_OK) {
      printf("\n");
      return cli_report(cmd, &err);
    }
    printf(",%.9g,%.9g,%.9g,%.3g,%.3g,%.3g", e[0], e[1], e[2], f[0] - e[0], f[1] - e[1],
           f[2] - e[2]);
  }
  printf("\n");
  return CLI_EXIT_OK;
}

static int
table_query(const char *cmd, int argc, char **argv)
{
  char *interp_name = NULL, *file = NULL;
  char **at = NULL;
  gboolean exact = FALSE;
  const GOptionEntry entries[] = {
    { "table", 't', 0, G_OPTION_ARG_FILENAME, &file, "The HDF5 table to read", "FILE" },
    { "interp", 0, 0, G_OPTION_ARG_STRING, &interp_name, "linear or cubic (default)", "NAME" },
    { "at", 0, 0, G_OPTION_ARG_STRING_ARRAY, &at, "A point ratio,nu,xi,eta,phi (repeatable; default: CSV lines on stdin)", "POINT" },
    { "exact", 0, 0, G_OPTION_ARG_NONE, &exact, "Also solve each point directly with the table's solver and print the error", NULL },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  GOptionContext *ctx = g_option_context_new("- interpolate a creep-force table");
  g_option_context_add_main_entries(ctx, entries, NULL);
  int rc = CLI_EXIT_OK;
  TlError err;
  TlTable *t = NULL;
  TlTableSolver *sv = NULL;
  TlTableInterp interp = TL_TABLE_CUBIC;
  if (!cli_parse(cmd, ctx, &argc, &argv)) {
    rc = CLI_EXIT_USAGE;
    goto out;
  }
  if (!file) {
    rc = cli_usage_error(cmd, "give the table with --table FILE");
    goto out;
  }
  if (interp_name && tl_table_interp_from_name(interp_name, &interp, &err) != TL_OK) {
    rc = cli_report_input(cmd, &err);
    goto out;
  }
  if (!(t = tl_table_h5_load(file, &err))) {
    rc = cli_report_input(cmd, &err);
    goto out;
  }
  if (exact && !(sv = tl_table_solver_new(tl_table_spec(t), &err))) {
    rc = cli_report(cmd, &err);
    goto out;
  }
  printf("ratio,nu,xi,eta,phi,fx_mun,fy_mun,mz_munc,clamped%s\n",
         sv ? ",exact_fx_mun,exact_fy_mun,exact_mz_munc,err_fx,err_fy,err_mz" : "");
  if (at) {
    for (char **p = at; *p && rc == CLI_EXIT_OK; p++) {
      double x[TL_TABLE_N_AXES];
      if (!parse_point(*p, x))
        rc = cli_usage_error(cmd, "--at: expected ratio,nu,xi,eta,phi, got '%s'", *p);
      else
        rc = query_point(cmd, t, interp, sv, x);
    }
  } else {
    char line[1024];
    int lineno = 0;
    while (rc == CLI_EXIT_OK && fgets(line, sizeof line, stdin)) {
      lineno++;
      g_strstrip(line);
      if (!*line || line[0] == '#' || g_ascii_isalpha(line[0]))
        continue; /* blank, comment or header */
      double x[TL_TABLE_N_AXES];
      if (!parse_point(line, x))
        rc = cli_usage_error(cmd, "stdin line %d: expected ratio,nu,xi,eta,phi", lineno);
      else
        rc = query_point(cmd, t, interp, sv, x);
    }
  }
out:
  tl_table_free(t);
  tl_table_solver_free(sv);
  g_option_context_free(ctx);
  g_free(interp_name);
  g_free(file);
  g_strfreev(at);
  return rc;
}

int
cli_table(const char *cmd, int argc, char **argv)
{
  if (argc >= 2 && strcmp(argv[1], "build") == 0)
    return table_build("table build", argc - 1, argv + 1);
  if (argc >= 2 && strcmp(argv[1], "query") == 0)
    return table_query("table query", argc - 1, argv + 1);
  if (argc >= 2 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)) {
    printf("Usage: tribolab-cli table build|query [OPTIONS]\n\n"
           "  build  solve a creep-force table (HDF5) on local workers or a Dask cluster\n"
           "  query  interpolate a table at points (and compare with direct solves)\n\n"
           "Run 'tribolab-cli table build --help' for the options.\n");
    return CLI_EXIT_OK;
  }
  return cli_usage_error(cmd, "expected 'build' or 'query' (see 'table --help')");
}
