/* test-cli-vocab.c — one vocabulary for tribolab-cli (docs/cli.md): renamed
 * options keep their old names as hidden aliases with a note on stderr,
 * times take ms or s, every --help shows every option within 80 columns,
 * options a command does not read are refused, the spin moment is in N·m
 * and a map's state is coded 0/1/2 everywhere. */
#include <errno.h>
#include <math.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tl-test-cli.h"
#include "tl-test-util.h"

/* ---- renamed options ------------------------------------------------------- */

typedef struct {
  const char *name;
  const char *old_line[10]; /* with the old name (NULL-terminated) */
  const char *new_line[10]; /* the same run with the new name */
  const char *old_option, *new_option;
} Rename;

static const Rename renames[] = {
  { "frequency",
    { "transient", "--freq-hz", "20", "--grid", "12x12", "--summary" },
    { "transient", "--frequency-hz", "20", "--grid", "12x12", "--summary" },
    "--freq-hz", "--frequency-hz" },
  { "step-at",
    { "transient", "--t-step-ms", "2.385", "--c-after", "0.003", "--grid", "12x12" },
    { "transient", "--step-at-ms", "2.385", "--c-after", "0.003", "--grid", "12x12" },
    "--t-step-ms", "--step-at-ms" },
  { "k-roll",
    { "rolling", "--k-roll", "2.385e4", "--duration-ms", "5" },
    { "rolling", "--k-roll-n-m", "2.385e4", "--duration-ms", "5" },
    "--k-roll", "--k-roll-n-m" },
  { "gamma-roll",
    { "rolling", "--gamma-roll", "23.85", "--duration-ms", "5" },
    { "rolling", "--gamma-roll-ns-m", "23.85", "--duration-ms", "5" },
    "--gamma-roll", "--gamma-roll-ns-m" },
  { "v-range",
    { "friction", "--v-min", "-0.02385", "--v-max", "0.02385", "--points", "7" },
    { "friction", "--v-min-m-s", "-0.02385", "--v-max-m-s", "0.02385", "--points", "7" },
    "--v-min", "--v-min-m-s" },
  { "ramp-motion",
    { "friction", "--vs-displacement", "--motion", "seed", "--duration-s", "0.5", "--points",
      "9" },
    { "friction", "--vs-displacement", "--motion", "ramp", "--duration-s", "0.5", "--points",
      "9" },
    "--motion seed", "--motion ramp" },
};

static char *
run_line(const char *const *line, char **err)
{
  GPtrArray *argv = g_ptr_array_new();
  g_ptr_array_add(argv, (gpointer)g_getenv("TL_CLI"));
  for (int i = 0; line[i]; i++)
    g_ptr_array_add(argv, (gpointer)line[i]);
  g_ptr_array_add(argv, NULL);
  TlCliRun r = tl_spawn_((const char *const *)argv->pdata, NULL);
  g_ptr_array_free(argv, TRUE);
  if (r.status != 0)
    g_error("%s exited %d: %s", line[0], r.status, r.err);
  *err = r.err;
  return r.out;
}

/* The old name gives the new name's output to the letter, and one note. */
static void
test_rename(gconstpointer data)
{
  const Rename *c = data;
  char *old_err, *new_err;
  char *old_out = run_line(c->old_line, &old_err);
  char *new_out = run_line(c->new_line, &new_err);
  g_assert_cmpstr(old_out, ==, new_out);
  char *note = g_strdup_printf("tribolab-cli: note: %s is deprecated, use %s\n", c->old_option,
                               c->new_option);
  const char *at = strstr(old_err, note);
  g_assert_nonnull(at);
  g_assert_null(strstr(at + 1, note)); /* once */
  g_assert_null(strstr(new_err, "deprecated"));
  /* a script's stderr stays as it was unless it asks for the notes */
  g_setenv("TRIBOLAB_CLI_NOTES", "0", TRUE);
  char *quiet_err;
  g_free(run_line(c->old_line, &quiet_err));
  g_setenv("TRIBOLAB_CLI_NOTES", "1", TRUE);
  g_assert_null(strstr(quiet_err, "deprecated"));
  g_free(quiet_err);
  g_assert_null(strstr(old_out, "deprecated")); /* never on stdout */
  g_free(note);
  g_free(old_out);
  g_free(new_out);
  g_free(old_err);
  g_free(new_err);
}

/* --help names the new option and never the old one. */
static void
test_help_new_names(void)
{
  const struct {
    const char *command, *view, *shown, *hidden;
  } cases[] = {
    { "transient", NULL, "--frequency-hz=", "--freq-hz" },
    { "transient", NULL, "--step-at-ms=", "--t-step-ms" },
    { "rolling", NULL, "--k-roll-n-m=", "--k-roll=" },
    { "rolling", NULL, "--gamma-roll-ns-m=", "--gamma-roll=" },
    { "friction", NULL, "--v-max-m-s=", "--v-max=" },
    { "friction", NULL, "ramp (speeding up from rest", "seed" },
    { "export", "friction", "--ramp-duration-s=", "--seed-duration-s" },
    { "export", "hysteresis", "--frequency-hz=", "--freq-hz" },
  };
  for (size_t i = 0; i < G_N_ELEMENTS(cases); i++) {
    TlCliRun r = cases[i].view ? tl_cli_run("export", "--view", cases[i].view, "--help", NULL)
                               : tl_cli_run(cases[i].command, "--help", NULL);
    g_assert_cmpint(r.status, ==, 0);
    if (!strstr(r.out, cases[i].shown) || strstr(r.out, cases[i].hidden))
      g_error("%s --help: expected %s and not %s", cases[i].command, cases[i].shown,
              cases[i].hidden);
    tl_cli_run_clear(&r);
  }
}

/* ---- times in ms or s -------------------------------------------------------- */

/* A time option takes its twin unit: 20 ms = 0.02 s, 0.5 s = 500 ms. */
static void
test_time_twins(void)
{
  char *ms = tl_cli_stdout("transient", "--grid", "12x12", "--duration-ms", "20", "--cx",
                           "0.002", NULL);
  char *s = tl_cli_stdout("transient", "--grid", "12x12", "--duration-s", "0.02", "--cx",
                          "0.002", NULL);
  g_assert_cmpstr(ms, ==, s);
  g_free(ms);
  g_free(s);
  ms = tl_cli_stdout("stickslip", "--duration-ms", "500", "--dt-ms", "2", NULL);
  s = tl_cli_stdout("stickslip", "--duration-s", "0.5", "--dt-s", "0.002", NULL);
  g_assert_cmpstr(ms, ==, s);
  g_free(ms);
  g_free(s);
  /* and a bad value still names the option as typed */
  TlCliRun r = tl_cli_run("transient", "--duration-s", "-0.02", NULL);
  g_assert_cmpint(r.status, ==, 2);
  g_assert_nonnull(strstr(r.err, "--duration-s"));
  tl_cli_run_clear(&r);
}

/* ---- --help ---------------------------------------------------------------- */

static const char *const commands[] = { "hertz",     "steady",    "transient",  "rolling",
                                        "friction",  "stickslip", "subsurface", "wheelrail",
                                        "wear" };

/* Every command's --help lists every option (the contact case's too) and
 * keeps within 80 columns. */
static void
test_help_complete_80(void)
{
  for (size_t i = 0; i < G_N_ELEMENTS(commands); i++) {
    TlCliRun r = tl_cli_run(commands[i], "--help", NULL);
    g_assert_cmpint(r.status, ==, 0);
    gchar **lines = g_strsplit(r.out, "\n", -1);
    for (gchar **l = lines; *l; l++)
      if (g_utf8_strlen(*l, -1) > 80)
        g_error("%s --help: a line of %ld columns: %s", commands[i], g_utf8_strlen(*l, -1), *l);
    g_strfreev(lines);
    tl_cli_run_clear(&r);
  }
  TlCliRun r = tl_cli_run("steady", "--help", NULL);
  g_assert_nonnull(strstr(r.out, "--mu=MU"));
  g_assert_nonnull(strstr(r.out, "--load-kn=KN"));
  g_assert_nonnull(strstr(r.out, "--grid=MXxMY"));
  g_assert_nonnull(strstr(r.out, "--cx=LIST"));
  tl_cli_run_clear(&r);
}

/* steady --help names the map's columns as the map writes them. */
static void
test_steady_map_columns(void)
{
  char *map = tl_cli_map_csv("steady", "--cx", "0.002", "--grid", "12x12", NULL);
  char *header = g_strndup(map, strcspn(map, "\n"));
  TlCliRun r = tl_cli_run("steady", "--help", NULL);
  char *flat = g_strdelimit(g_strdup(r.out), "\n", ' ');
  if (!strstr(flat, header))
    g_error("steady --help does not name the map's columns %s", header);
  g_free(flat);
  tl_cli_run_clear(&r);
  g_free(header);
  g_free(map);
}

/* ---- options that do nothing are refused ------------------------------------- */

static void
test_hertz_refuses(void)
{
  const char *const options[][2] = {
    { "--mu", "0.3" }, { "--speed-m-s", "2" }, { "--max-seconds", "5" }, { "--cy", "0.001" },
    { "--spin-per-m", "0.1" }, { "--bound", "elliptic" }, { "--grid", "20x20" },
  };
  for (size_t i = 0; i < G_N_ELEMENTS(options); i++) {
    TlCliRun r = tl_cli_run("hertz", options[i][0], options[i][1], NULL);
    g_assert_cmpint(r.status, ==, 2);
    g_assert_cmpstr(r.out, ==, "");
    if (!strstr(r.err, options[i][0]))
      g_error("hertz %s: the message does not name it: %s", options[i][0], r.err);
    tl_cli_run_clear(&r);
  }
  /* --grid is the grid of --map */
  char *out = tl_cli_stdout("hertz", "--map", "--grid", "12x12", NULL);
  g_free(out);
}

/* ---- columns ---------------------------------------------------------------- */

/* steady's spin moment in N·m beside the old N·mm column. */
static void
test_steady_mz_nm(void)
{
  char *out = tl_cli_stdout("steady", "--cx", "0.002", "--spin-per-m", "0.385", "--grid",
                            "20x20", NULL);
  const double nmm = tl_csv_value(out, 0, "mz_nmm"), nm = tl_csv_value(out, 0, "mz_nm");
  g_assert_cmpfloat(fabs(nm), >, 1.0); /* a real moment, not a zero column */
  tl_assert_rel(nm, nmm * 1e-3, 1e-9); /* both printed to 10 digits */
  g_free(out);
}

/* wheelrail's rolled map codes state as steady's map (0 outside, 1 stick,
 * 2 slip), the words beside it. */
static void
test_wheelrail_state(void)
{
  char *map = tl_cli_map_csv("wheelrail", "--roll-patch", "--cx", "0.0017", NULL);
  gchar **lines = g_strsplit(map, "\n", -1);
  g_assert_cmpstr(lines[0], ==, "x_mm,eta_mm,p_mpa,tx_mpa,ty_mpa,state,state_name");
  int seen[3] = { 0 };
  static const char *const words[] = { "outside", "stick", "slip" };
  for (int i = 1; lines[i] && lines[i][0]; i++) {
    gchar **c = g_strsplit(lines[i], ",", -1);
    const int state = atoi(c[5]);
    g_assert_cmpint(state, >=, 0);
    g_assert_cmpint(state, <=, 2);
    g_assert_cmpstr(c[6], ==, words[state]);
    seen[state]++;
    g_strfreev(c);
  }
  g_assert_cmpint(seen[0], >, 0);
  g_assert_cmpint(seen[1], >, 0);
  g_assert_cmpint(seen[2], >, 0);
  g_strfreev(lines);
  g_free(map);
}

/* ---- defaults ---------------------------------------------------------------- */

/* G = 82 GPa and E = 210 GPa are the same steel at nu = 0.28: both --help
 * texts say so with E/(2(1+nu)) at their printed digits. */
static void
test_same_steel(void)
{
  char *g = g_strdup_printf("= %.2f", 210.0 / (2.0 * (1.0 + 0.28)));
  const char *const lines[][1] = { { "hertz" }, { "wheelrail" } };
  for (size_t i = 0; i < G_N_ELEMENTS(lines); i++) {
    TlCliRun r = tl_cli_run(lines[i][0], "--help", NULL);
    char *flat = g_strdelimit(g_strdup(r.out), "\n", ' ');
    GRegex *blanks = g_regex_new(" +", 0, 0, NULL);
    char *squeezed = g_regex_replace_literal(blanks, flat, -1, 0, " ", 0, NULL);
    g_regex_unref(blanks);
    if (!strstr(squeezed, g))
      g_error("%s --help does not state E/(2(1+nu)) %s", lines[i][0], g);
    g_free(squeezed);
    g_free(flat);
    tl_cli_run_clear(&r);
  }
  /* and the computed G of the wheelrail default is hertz's default */
  char *out = tl_cli_stdout("hertz", "--e-gpa", "210", NULL);
  tl_assert_rel(tl_csv_value(out, 0, "g_gpa"), 82.03125, 1e-9);
  g_free(out);
  g_free(g);
}

/* ---- presets by name ------------------------------------------------------------ */

/* --preset NAME opens the shipped preset NAME.ini: the same output as its
 * path; a name that matches nothing is exit 2 listing the names. */
static void
test_preset_by_name(void)
{
  char *path = tl_preset_path("02-sine-10hz-mu1.ini");
  char *by_path = tl_cli_stdout("transient", "--preset", path, "--grid", "12x12", "--summary",
                                NULL);
  char *by_name = tl_cli_stdout("transient", "--preset", "02-sine-10hz-mu1", "--grid", "12x12",
                                "--summary", NULL);
  g_assert_cmpstr(by_name, ==, by_path);
  g_free(by_name);
  g_free(by_path);
  g_free(path);
  path = tl_preset_path("12-rolling-two-spheres.ini");
  by_path = tl_cli_stdout("rolling", "--preset", path, "--summary", NULL);
  by_name = tl_cli_stdout("rolling", "--preset", "12-rolling-two-spheres", "--summary", NULL);
  g_assert_cmpstr(by_name, ==, by_path);
  g_free(by_name);
  g_free(by_path);
  g_free(path);

  TlCliRun r = tl_cli_run("hertz", "--preset", "02-sine-10hz", NULL);
  g_assert_cmpint(r.status, ==, 2);
  g_assert_cmpstr(r.out, ==, "");
  g_assert_nonnull(strstr(r.err, "--preset 02-sine-10hz"));
  g_assert_nonnull(strstr(r.err, "01-thesis-defaults, 02-sine-10hz-mu1, "));
  tl_cli_run_clear(&r);
}

/* ---- output files -------------------------------------------------------------- */

/* -o /dev/null is written (the usual timing idiom); a link to it, a
 * directory and a missing folder are refused with exit 2 and the reason. */
static void
test_output_targets(void)
{
  TlCliRun r = tl_cli_run("steady", "--cx", "0.002", "--grid", "12x12", "-o", "/dev/null",
                          "--map", "/dev/null", NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_assert_cmpstr(r.out, ==, "");
  tl_cli_run_clear(&r);
  r = tl_cli_run("export", "--view", "traction-curve", "--format", "png", "-o", "/dev/null",
                 "--csv", "/dev/null", NULL);
  g_assert_cmpint(r.status, ==, 0);
  tl_cli_run_clear(&r);

  char *dir = g_dir_make_tmp("tl-cli-vocab-XXXXXX", NULL);
  char *link = g_build_filename(dir, "null.csv", NULL);
  char *missing = g_build_filename(dir, "no-such-folder", "x.csv", NULL);
  g_assert_cmpint(symlink("/dev/null", link), ==, 0);
  const struct {
    const char *target, *reason;
  } refused[] = {
    { link, "a symbolic link" },
    { dir, "is a directory" },
    { missing, g_strerror(ENOENT) },
  };
  for (size_t i = 0; i < G_N_ELEMENTS(refused); i++) {
    r = tl_cli_run("hertz", "-o", refused[i].target, NULL);
    g_assert_cmpint(r.status, ==, 2);
    if (!strstr(r.err, refused[i].reason))
      g_error("-o %s: '%s' lacks '%s'", refused[i].target, r.err, refused[i].reason);
    tl_cli_run_clear(&r);
    r = tl_cli_run("export", "--view", "patch", "--format", "png", "-o", refused[i].target,
                   NULL);
    g_assert_cmpint(r.status, ==, 2);
    g_assert_nonnull(strstr(r.err, refused[i].reason));
    tl_cli_run_clear(&r);
  }
  struct stat st;
  g_assert_cmpint(lstat(link, &st), ==, 0);
  g_assert_true(S_ISLNK(st.st_mode)); /* not replaced */
  g_unlink(link);
  g_rmdir(dir);
  g_free(missing);
  g_free(link);
  g_free(dir);
}

/* ---- docs/cli.md and the README agree with the programs ------------------------- */

/* A file of the source tree (TL_TEST_DATA is its tests/data); free it.
 * (Not inlined: GCC 12 then takes the text for the local it was read into.) */
G_GNUC_NO_INLINE static char *
source_text(const char *rel)
{
  char *path = g_build_filename(g_getenv("TL_TEST_DATA"), "..", "..", rel, NULL);
  char *text = NULL;
  GError *error = NULL;
  g_file_get_contents(path, &text, NULL, &error);
  g_assert_no_error(error);
  g_free(path);
  return text;
}

/* Runs of blanks and line breaks folded into one space. */
static char *
squeeze(const char *text)
{
  GString *s = g_string_new(NULL);
  for (const char *c = text; *c; c++) {
    const gboolean blank = *c == ' ' || *c == '\n' || *c == '\t';
    if (!blank)
      g_string_append_c(s, *c);
    else if (s->len > 0 && s->str[s->len - 1] != ' ')
      g_string_append_c(s, ' ');
  }
  return g_string_free(s, FALSE);
}

/* text folded, and text freed; free the result. */
static char *
squeeze_free(char *text)
{
  char *folded = squeeze(text);
  g_free(text);
  return folded;
}

/* A file of the source tree, folded; free it. */
static char *
source_squeezed(const char *rel)
{
  return squeeze_free(source_text(rel));
}

/* The stdout of `tribolab-cli ARGS --help` (ARGS blank-separated), which
 * must exit 0; free it. */
static char *
raw_help_of(const char *args)
{
  gchar **words = g_strsplit(args, " ", -1);
  GPtrArray *argv = g_ptr_array_new();
  g_ptr_array_add(argv, (gpointer)g_getenv("TL_CLI"));
  for (gchar **w = words; *w; w++)
    g_ptr_array_add(argv, *w);
  g_ptr_array_add(argv, (gpointer) "--help");
  g_ptr_array_add(argv, NULL);
  TlCliRun r = tl_spawn_((const char *const *)argv->pdata, NULL);
  g_assert_cmpint(r.status, ==, 0);
  g_free(r.err);
  g_ptr_array_free(argv, TRUE);
  g_strfreev(words);
  return r.out;
}

/* The same folded; free it. */
static char *
help_of(const char *args)
{
  return squeeze_free(raw_help_of(args));
}

/* Every row "| `--opt` | ARG | meaning |" of a table that docs/cli.md marks
 * <!-- help: ARGS --> is the option's line of `tribolab-cli ARGS --help`. */
static void
test_docs_rows(void)
{
  char *doc = source_text("docs/cli.md");
  gchar **lines = g_strsplit(doc, "\n", -1);
  char *help = NULL;
  int rows = 0, tables = 0;
  for (gchar **l = lines; *l; l++) {
    if (g_str_has_prefix(*l, "<!-- help: ")) {
      char *args = g_strndup(*l + 11, strlen(*l) - 11 - 4);
      g_free(help);
      help = help_of(args);
      g_free(args);
      tables++;
      continue;
    }
    if (!help || !g_str_has_prefix(*l, "| `--"))
      continue;
    /* the cells, "\|" being a | inside one */
    GPtrArray *cells = g_ptr_array_new_with_free_func(g_free);
    GString *cell = g_string_new(NULL);
    for (const char *c = *l + 1; *c; c++) {
      if (c[0] == '\\' && c[1] == '|') {
        g_string_append_c(cell, '|');
        c++;
      } else if (*c == '|') {
        g_ptr_array_add(cells, g_strdup(g_strstrip(cell->str)));
        g_string_truncate(cell, 0);
      } else {
        g_string_append_c(cell, *c);
      }
    }
    g_string_free(cell, TRUE);
    g_assert_cmpuint(cells->len, ==, 3);
    const char *name = cells->pdata[0], *arg = cells->pdata[1], *meaning = cells->pdata[2];
    char *option = g_strndup(name + 1, strlen(name) - 2); /* without the backquotes */
    char *line = arg[0] ? g_strdup_printf("%s=%s %s", option, arg, meaning)
                        : g_strdup_printf("%s %s", option, meaning);
    if (!strstr(help, line))
      g_error("docs/cli.md: '%s' is not in the --help it quotes", line);
    g_free(line);
    g_free(option);
    g_ptr_array_free(cells, TRUE);
    rows++;
  }
  g_assert_cmpint(tables, >=, 20);
  g_assert_cmpint(rows, >=, 150);
  g_free(help);
  g_strfreev(lines);
  g_free(doc);
}

/* Every option of every command and export view has a row in docs/cli.md. */
static void
test_docs_complete(void)
{
  static const char *const lines[] = {
    "hertz", "steady", "transient", "rolling", "friction", "stickslip", "subsurface",
    "wheelrail", "wheelset", "wear", "export --view patch", "export --view hysteresis",
    "export --view timeseries",
    "export --view transient", "export --view compare", "export --view traction-curve",
    "export --view rolling", "export --view friction", "export --view stickslip",
    "export --view subsurface", "export --view wheelrail", "export --view wheelrail-patch",
    "export --view wheelrail-roll", "export --view sub-shakedown",
  };
  char *doc = source_text("docs/cli.md");
  GRegex *option = g_regex_new(" (--[a-z0-9-]+)[= ]", 0, 0, NULL);
  for (size_t i = 0; i < G_N_ELEMENTS(lines); i++) {
    char *text = raw_help_of(lines[i]);
    gchar **help = g_strsplit(text, "\n", -1);
    for (gchar **l = help; *l; l++) {
      GMatchInfo *m = NULL;
      /* an option's own line: two blanks, maybe "-o, ", then --name */
      if (g_str_has_prefix(*l, "  --help") ||
          !(g_str_has_prefix(*l, "  --") || g_str_has_prefix(*l, "  -o, --")) ||
          !g_regex_match(option, *l, 0, &m)) {
        g_match_info_free(m);
        continue;
      }
      char *name = g_match_info_fetch(m, 1);
      char *cell = g_strdup_printf("| `%s` |", name);
      if (!strstr(doc, cell))
        g_error("docs/cli.md has no row for %s of '%s'", name, lines[i]);
      g_free(cell);
      g_free(name);
      g_match_info_free(m);
    }
    g_strfreev(help);
    g_free(text);
  }
  g_regex_unref(option);
  g_free(doc);
}

/* The numbers docs/cli.md states: the version of the renames and G of the
 * wheel-rail steel. */
static void
test_docs_numbers(void)
{
  char *doc = source_squeezed("docs/cli.md");
  char *renamed = g_strdup_printf("Renamed in %s ", TL_VERSION);
  g_assert_nonnull(strstr(doc, renamed));
  char *g = g_strdup_printf("E/(2(1+ν)) = %.2f GPa", 210.0 / (2.0 * (1.0 + 0.28)));
  g_assert_nonnull(strstr(doc, g));
  g_free(g);
  g_free(renamed);
  g_free(doc);
}

/* The README names the views export --help lists, all of them. */
static void
test_readme_views(void)
{
  char *readme = source_squeezed("README.md");
  TlCliRun r = tl_cli_run("export", "--help", NULL);
  const char *views = strstr(r.out, "Views:\n");
  g_assert_nonnull(views);
  GString *list = g_string_new("lists the views (");
  int n = 0;
  gchar **lines = g_strsplit(views + 7, "\n", -1);
  for (gchar **k = lines; *k && **k; k++) { /* up to the blank line */
    char name[32];
    if ((*k)[2] != ' ' && sscanf(*k, "  %31[a-z-]", name) == 1)
      g_string_append_printf(list, "%s%s", n++ ? ", " : "", name);
  }
  g_strfreev(lines);
  g_string_append(list, ")");
  g_assert_cmpint(n, ==, 19);
  if (!strstr(readme, list->str))
    g_error("README.md does not say: %s", list->str);
  g_string_free(list, TRUE);
  tl_cli_run_clear(&r);
  g_free(readme);
}

/* The README's command-line examples run as printed (in a scratch folder),
 * with no old option name among them. */
static void
test_readme_examples(void)
{
  char *readme = source_text("README.md");
  const char *heading = "## The command line\n\n```\n";
  const char *start = strstr(readme, heading);
  g_assert_nonnull(start);
  start += strlen(heading);
  const char *end = strstr(start, "```");
  g_assert_nonnull(end);
  char *code = g_strndup(start, (gsize)(end - start));
  /* a backslash at a line's end continues it */
  GRegex *cont = g_regex_new("\\\\\n *", 0, 0, NULL);
  char *joined = g_regex_replace_literal(cont, code, -1, 0, "", 0, NULL);
  g_regex_unref(cont);
  char *dir = g_dir_make_tmp("tl-cli-readme-XXXXXX", NULL);
  gchar **lines = g_strsplit(joined, "\n", -1);
  int run = 0;
  for (gchar **l = lines; *l; l++) {
    char *line = g_strdup(*l);
    char *comment = strchr(line, '#');
    if (comment)
      *comment = '\0';
    gchar **argv = NULL;
    /* bench times the machine; the replay needs the user's own file */
    if (!g_str_has_prefix(line, "tribolab-cli ") || strstr(line, " bench") ||
        strstr(line, "--replay") || !g_shell_parse_argv(line, NULL, &argv, NULL)) {
      g_free(line);
      continue;
    }
    g_free(argv[0]);
    argv[0] = g_strdup(g_getenv("TL_CLI"));
    char **env = g_environ_setenv(g_get_environ(), "TRIBOLAB_CLI_NOTES", "1", TRUE);
    char *out = NULL, *err = NULL;
    int wait_status = 0;
    g_assert_true(g_spawn_sync(dir, argv, env, G_SPAWN_DEFAULT, NULL, NULL, &out, &err,
                               &wait_status, NULL));
    if (!WIFEXITED(wait_status) || WEXITSTATUS(wait_status) != 0 || strstr(err, "deprecated"))
      g_error("README example '%s': status %d, %s", line, wait_status, err);
    run++;
    g_free(out);
    g_free(err);
    g_strfreev(env);
    g_strfreev(argv);
    g_free(line);
  }
  g_assert_cmpint(run, >=, 10);
  /* the files the examples wrote */
  GDir *d = g_dir_open(dir, 0, NULL);
  for (const char *e; (e = g_dir_read_name(d));) {
    char *f = g_build_filename(dir, e, NULL);
    g_unlink(f);
    g_free(f);
  }
  g_dir_close(d);
  g_rmdir(dir);
  g_free(dir);
  g_strfreev(lines);
  g_free(joined);
  g_free(code);
  g_free(readme);
}

int
main(int argc, char **argv)
{
  g_test_init(&argc, &argv, NULL);
  /* the notes on old names go to a terminal, or where this asks for them */
  g_setenv("TRIBOLAB_CLI_NOTES", "1", TRUE);
  for (size_t i = 0; i < G_N_ELEMENTS(renames); i++) {
    char *path = g_strdup_printf("/cli/vocab/rename/%s", renames[i].name);
    g_test_add_data_func(path, &renames[i], test_rename);
    g_free(path);
  }
  g_test_add_func("/cli/vocab/help-new-names", test_help_new_names);
  g_test_add_func("/cli/vocab/time-twins", test_time_twins);
  g_test_add_func("/cli/vocab/help-complete-80", test_help_complete_80);
  g_test_add_func("/cli/vocab/steady-map-columns", test_steady_map_columns);
  g_test_add_func("/cli/vocab/hertz-refuses", test_hertz_refuses);
  g_test_add_func("/cli/vocab/steady-mz-nm", test_steady_mz_nm);
  g_test_add_func("/cli/vocab/wheelrail-state", test_wheelrail_state);
  g_test_add_func("/cli/vocab/same-steel", test_same_steel);
  g_test_add_func("/cli/vocab/output-targets", test_output_targets);
  g_test_add_func("/cli/vocab/preset-by-name", test_preset_by_name);
  g_test_add_func("/cli/vocab/docs-rows", test_docs_rows);
  g_test_add_func("/cli/vocab/docs-complete", test_docs_complete);
  g_test_add_func("/cli/vocab/docs-numbers", test_docs_numbers);
  g_test_add_func("/cli/vocab/readme-views", test_readme_views);
  g_test_add_func("/cli/vocab/readme-examples", test_readme_examples);
  return g_test_run();
}
