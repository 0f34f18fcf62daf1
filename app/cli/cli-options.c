/* cli-options.c — how tribolab-cli reads a command line: the option
 * context and its help text, double options parsed strictly (old names and
 * time twins included), the option a core message is about, and the parsers
 * of lists, counts and grids. */
#include <limits.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include <unistd.h>

#include "cli.h"
#include "tl-i18n.h"
#include "tribo/textio.h"

/* ---- naming the option behind a core message ------------------------------ */

/* The options typed on this command line, in order: as typed ("--frequency-hz")
 * and as the option tables name them ("--frequency-hz"), so that a message
 * names an option the way the user wrote it. */
static GPtrArray *typed_options, *typed_as;

static void
note_typed_option(const char *typed, const char *row_name)
{
  if (!typed_options) {
    typed_options = g_ptr_array_new_with_free_func(g_free);
    typed_as = g_ptr_array_new_with_free_func(g_free);
  }
  g_ptr_array_add(typed_options, g_strdup_printf("--%s", row_name));
  g_ptr_array_add(typed_as, g_strdup(typed));
}

/* How `option` (a table name such as "--load-kn") was typed, or NULL. */
static const char *
was_typed(const char *option)
{
  for (guint i = 0; typed_options && i < typed_options->len; i++)
    if (strcmp(g_ptr_array_index(typed_options, i), option) == 0)
      return g_ptr_array_index(typed_as, i);
  return NULL;
}

const char *
cli_option_as_typed(const char *option)
{
  const char *typed = was_typed(option);
  return typed ? typed : option;
}

/* The core names a quantity ("normal load F_N must ..."); the user typed an
 * option.  Each row: the quantity as the core's validators name it, then
 * the options that set it (the first one typed is named). */
static const struct {
  const char *quantity;
  const char *options[6];
} option_of_quantity[] = {
  { "normal load F_N", { "--load-kn" } },
  { "reference load", { "--ref-load-kn" } },
  { "semi-axis a", { "--a-mm" } },
  { "semi-axis b", { "--b-mm" } },
  { "semi-axes ratio", { "--a-mm", "--b-mm" } },
  { "wheel radius R_wx", { "--wheel-rx-m" } },
  { "wheel profile radius R_wy", { "--wheel-ry-m" } },
  { "rail radius R_rx", { "--rail-rx-m" } },
  { "rail profile radius R_ry", { "--rail-ry-m" } },
  { "relative curvature A", { "--wheel-rx-m", "--rail-rx-m" } },
  { "relative curvature B", { "--wheel-ry-m", "--rail-ry-m" } },
  { "curvature ratio", { "--wheel-rx-m", "--wheel-ry-m", "--rail-rx-m", "--rail-ry-m" } },
  { "the contact ellipse",
    { "--load-kn", "--ref-load-kn", "--a-mm", "--b-mm", "--e-gpa", "--g-gpa" } },
  { "wheel material: Young's modulus", { "--e-gpa" } },
  { "wheel material: shear modulus", { "--g-gpa" } },
  { "wheel material: Poisson's ratio", { "--nu" } },
  { "friction coefficient mu", { "--mu" } },
  { "rolling speed V", { "--speed-m-s" } },
  { "longitudinal creepage cx", { "--cx" } },
  { "lateral creepage cy", { "--cy" } },
  { "spin creepage", { "--spin-per-m" } },
  { "creepage must", { "--cx" } },
  { "creepage before the step", { "--c-before" } },
  { "creepage after the step", { "--c-after" } },
  { "step time", { "--step-at-ms" } },
  { "mean creepage C0", { "--c0" } },
  { "creepage amplitude Cp", { "--cp" } },
  { "the creepage |C0| + |Cp|", { "--cp", "--c0" } },
  { "frequency F", { "--frequency-hz" } },
  { "Coulomb friction Fc", { "--fc-n" } },
  { "static friction Fs", { "--fs-n" } },
  { "Stribeck velocity vs", { "--vs-m-s" } },
  { "viscous coefficient", { "--viscous-ns-m" } },
  { "Stribeck excess C1", { "--c1-n" } },
  { "Stribeck excess C2", { "--c2-n" } },
  { "Fc + C1 and Fc + C2", { "--c1-n", "--c2-n", "--fc-n" } },
  { "Dahl stiffness sigma", { "--dahl-sigma-n-m" } },
  { "Dahl exponent alpha", { "--dahl-alpha" } },
  { "LuGre stiffness sigma0", { "--sigma0-n-m" } },
  { "LuGre damping sigma1", { "--sigma1-ns-m" } },
  { "LuGre viscous coefficient sigma2", { "--sigma2-ns-m" } },
  { "Karnopp band half-width", { "--karnopp-m-s" } },
  { "sign regularisation width", { "--sign-eps-m-s" } },
  { "applied force F_ex", { "--external-force-n" } },
  { "the velocity range", { "--v-max-m-s", "--v-min-m-s" } },
  { "motion duration", { "--duration-s", "--ramp-duration-s", "--sine-duration-s" } },
  { "motion amplitude", { "--amplitude-m" } },
  { "motion frequency", { "--frequency-hz" } },
  { "the sine's peak velocity", { "--amplitude-m", "--frequency-hz" } },
  { "motion velocity", { "--velocity-m-s" } },
  { "mass", { "--mass-kg" } },
  { "spring stiffness", { "--stiffness-n-m" } },
  { "belt speed", { "--belt-m-s" } },
  { "time step", { "--dt-s", "--dt-ms" } },
  { "the time step", { "--dt-s", "--duration-s" } },
  { "duration", { "--duration-s", "--duration-ms" } },
  { "relative tolerance", { "--rel-tol" } },
  { "absolute tolerance", { "--abs-tol" } },
  { "stick velocity", { "--stick-velocity-m-s" } },
  { "rolling stiffness k_roll", { "--k-roll-n-m" } },
  { "rolling damping gamma_roll", { "--gamma-roll-ns-m" } },
  { "rolling friction coefficient mu_roll", { "--mu-roll" } },
  { "radius R_i", { "--ri-m" } },
  { "radius R_j", { "--rj-m" } },
  { "density", { "--density-kg-m3" } },
  { "initial spin omega0", { "--omega0-rad-s" } },
  { "normal force F_n0", { "--fn0-n" } },
  { "normal stiffness k_n", { "--kn-n-m" } },
  { "Hertz modulus E*", { "--estar-gpa" } },
  { "overlap", { "--overlap-m" } },
  { "Archard wear coefficient", { "--archard-k" } },
  { "hardness", { "--hardness-mpa" } },
  { "yield stress in shear", { "--shear-yield-mpa" } },
  { "flangeway clearance", { "--flange-clearance-mm" } },
  { "flange stiffness", { "--flange-stiffness-n-m" } },
};

const char *
cli_option_behind(const char *message)
{
  const char *best = NULL;
  size_t best_len = 0;
  for (size_t i = 0; i < G_N_ELEMENTS(option_of_quantity); i++) {
    const char *q = option_of_quantity[i].quantity;
    const size_t len = strlen(q);
    /* the longest quantity the message starts with: "duration" must not
     * take "motion duration"'s message */
    if (len <= best_len || strncmp(message, q, len) != 0 ||
        (message[len] != ' ' && message[len] != ':' && message[len] != '\0'))
      continue;
    for (int k = 0; k < 6 && option_of_quantity[i].options[k]; k++)
      if (was_typed(option_of_quantity[i].options[k])) {
        best = was_typed(option_of_quantity[i].options[k]);
        best_len = len;
        break;
      }
  }
  return best;
}

/* Help text at most 80 columns wide: a longer line is broken between words,
 * its continuation indented to where the option's description starts (or to
 * the line's own indentation for prose). */
void
cli_print_wrapped(FILE *out, const char *text)
{
  enum { WIDTH = 80 };
  gchar **lines = g_strsplit(text, "\n", -1);
  char *carry = NULL; /* the end of a prose line, continued on the next */
  for (gchar **l = lines; *l; l++) {
    if (!l[1] && !**l && !carry)
      break; /* the text's last newline ends the last line, no more */
    char *line = carry ? g_strconcat(carry, " ", *l, NULL) : g_strdup(*l);
    g_clear_pointer(&carry, g_free);
    size_t indent = strspn(line, " ");
    if (indent > 0) { /* "  --name=ARG    description", "  law    formula" */
      const char *gap = strstr(line + indent, "  ");
      if (gap) {
        const size_t desc = (size_t)(gap - line) + strspn(gap, " ");
        indent = desc <= 40 ? desc : 8;
      }
    }
    /* prose of the summary flows on into its next line unless that starts
     * a paragraph of its own (blank, indented or "--option ...") */
    const size_t len = strlen(*l);
    const gboolean ends = len > 0 && strchr(".:", (*l)[len - 1]);
    const gboolean flows =
      indent == 0 && l[1] && l[1][0] && l[1][0] != ' ' && !(l[1][0] == '-' && ends);
    const char *rest = line;
    gboolean first = TRUE;
    while (g_utf8_strlen(rest, -1) + (first ? 0 : (glong)indent) > WIDTH) {
      /* the last blank within the width, after the indentation */
      const glong room = WIDTH - (first ? 0 : (glong)indent);
      const char *limit = g_utf8_offset_to_pointer(rest, room);
      const char *cut = NULL;
      for (const char *c = rest + (first ? indent : 0); c <= limit && *c; c++)
        if (*c == ' ')
          cut = c;
      if (!cut) /* one long word: leave it whole */
        break;
      fprintf(out, "%*s%.*s\n", first ? 0 : (int)indent, "", (int)(cut - rest), rest);
      rest = cut + strspn(cut, " ");
      first = FALSE;
      if (flows && g_utf8_strlen(rest, -1) + (glong)indent <= WIDTH) {
        carry = g_strdup(rest);
        rest = NULL;
        break;
      }
    }
    if (rest)
      fprintf(out, "%*s%s\n", first ? 0 : (int)indent, "", rest);
    g_free(line);
  }
  if (carry)
    fprintf(out, "%s\n", carry);
  g_free(carry);
  g_strfreev(lines);
}

/* --help shows every option of the command (GLib's would show the main
 * group only and hide the contact case behind --help-contact). */
static gboolean
asks_for_help(int argc, char **argv)
{
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--") == 0)
      return FALSE;
    if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0 ||
        strcmp(argv[i], "-?") == 0 || strcmp(argv[i], "--help-all") == 0)
      return TRUE;
  }
  return FALSE;
}

gboolean
cli_parse(const char *command, GOptionContext *ctx, int *argc, char ***argv)
{
  GError *error = NULL;
  if (asks_for_help(*argc, *argv)) {
    char *help = g_option_context_get_help(ctx, FALSE, NULL);
    cli_print_wrapped(stdout, help);
    g_free(help);
    fflush(stdout);
    exit(CLI_EXIT_OK);
  }
  if (!g_option_context_parse(ctx, argc, argv, &error)) {
    cli_usage_error(command, _("%s (see --help)"), error->message);
    g_error_free(error);
    return FALSE;
  }
  if (*argc > 1) { /* no command takes positional arguments */
    cli_usage_error(command, _("unexpected argument '%s' (see --help)"), (*argv)[1]);
    return FALSE;
  }
  return TRUE;
}

/* ---- a command's options ------------------------------------------------------ */

GOptionContext *
cli_context_new_valist(const char *description, const char *summary, GOptionGroup *main_group,
                       va_list groups)
{
  GOptionContext *ctx = g_option_context_new(description);
  if (summary)
    g_option_context_set_summary(ctx, summary);
  if (main_group)
    g_option_context_set_main_group(ctx, main_group);
  for (GOptionGroup *g; (g = va_arg(groups, GOptionGroup *));)
    g_option_context_add_group(ctx, g);
  return ctx;
}

GOptionContext *
cli_context_new(const char *description, const char *summary, GOptionGroup *main_group, ...)
{
  va_list ap;
  va_start(ap, main_group);
  GOptionContext *ctx = cli_context_new_valist(description, summary, main_group, ap);
  va_end(ap);
  return ctx;
}

GOptionGroup *
cli_entries_group(const GOptionEntry *entries)
{
  GOptionGroup *group = g_option_group_new("main", "", "", NULL, NULL);
  g_option_group_add_entries(group, entries);
  return group;
}

GOptionGroup *
cli_view_group(const char *name, void *base, const CliDoubleOption *table, size_t n,
               const GOptionEntry *others)
{
  char *title = g_strdup_printf("%c%s options:", g_ascii_toupper(name[0]), name + 1);
  char *help = g_strdup_printf("Show the %s options", name);
  GOptionGroup *group = cli_double_group(name, title, help, base, table, n, others);
  g_free(title);
  g_free(help);
  return group;
}

/* ---- strict double options ---------------------------------------------- */

/* Options renamed to follow the convention of docs/cli.md (every quantity
 * carries its unit, one name per quantity).  The old name stays accepted as a
 * hidden alias of the new one, with a one-line note on stderr; --help shows
 * only the new name.  Double options only: the strict parser below reads an
 * alias exactly as it read the old option. */
static const struct {
  const char *old_name, *new_name;
} renamed_options[] = {
  { "freq-hz", "frequency-hz" },         /* friction's motion already said so */
  { "t-step-ms", "step-at-ms" },         /* the creepage step's instant, not a time step */
  { "k-roll", "k-roll-n-m" },            /* N/m, as the preset key k_roll_n_m */
  { "gamma-roll", "gamma-roll-ns-m" },   /* N s/m, as the preset key gamma_roll_ns_m */
  { "seed-duration-s", "ramp-duration-s" }, /* the motion speeding up from rest */
  { "v-min", "v-min-m-s" },
  { "v-max", "v-max-m-s" },
};

/* Times: an option in ms also takes its spelling in s and the reverse
 * (--duration-ms 60 or --duration-s 0.06), so that no command's own unit
 * has to be remembered.  The twin of "duration-ms" is "duration-s" and of
 * "dt-s" is "dt-ms"; the factor turns the twin's value into the option's. */
static gboolean
time_twin(const char *name, char *twin, size_t size, double *factor)
{
  const size_t len = strlen(name);
  if (len > 3 && strcmp(name + len - 3, "-ms") == 0) {
    g_snprintf(twin, size, "%.*s-s", (int)(len - 3), name);
    *factor = 1e3;
    return TRUE;
  }
  if (len > 2 && strcmp(name + len - 2, "-s") == 0) {
    g_snprintf(twin, size, "%.*s-ms", (int)(len - 2), name);
    *factor = 1e-3;
    return TRUE;
  }
  return FALSE;
}

/* The new name of a renamed option, or NULL. */
static const char *
renamed_to(const char *old_name)
{
  for (size_t i = 0; i < G_N_ELEMENTS(renamed_options); i++)
    if (strcmp(old_name, renamed_options[i].old_name) == 0)
      return renamed_options[i].new_name;
  return NULL;
}

/* Whether to print notes on old names: to a person at a terminal, not into
 * the logs of scripts that read stderr; TRIBOLAB_CLI_NOTES=1 or 0 decides
 * instead. */
static gboolean
notes_wanted(void)
{
  const char *env = g_getenv("TRIBOLAB_CLI_NOTES");
  if (env && *env)
    return strcmp(env, "0") != 0;
  return isatty(STDERR_FILENO);
}

void
cli_note_deprecated(const char *old_name, const char *new_name)
{
  static GHashTable *noted;
  if (!notes_wanted())
    return;
  if (!noted)
    noted = g_hash_table_new(g_str_hash, g_str_equal);
  if (g_hash_table_contains(noted, old_name))
    return;
  g_hash_table_add(noted, (gpointer)old_name);
  cli_progress_end();
  fprintf(stderr, "tribolab-cli: note: %s is deprecated, use %s\n", old_name, new_name);
}

typedef struct {
  void *base;
  const CliDoubleOption *table;
  size_t n;
} DoubleGroup;

static gboolean
is_inf_text(const char *s)
{
  if (*s == '+' || *s == '-')
    s++;
  return g_ascii_strcasecmp(s, "inf") == 0 || g_ascii_strcasecmp(s, "infinity") == 0;
}

/* The row of the table the typed name sets, and the factor that turns the
 * typed value into the row's unit (a time twin's), or NULL. */
static const CliDoubleOption *
double_row(const DoubleGroup *g, const char *key, double *factor)
{
  const char *renamed = renamed_to(key);
  for (size_t i = 0; i < g->n; i++) {
    const CliDoubleOption *row = &g->table[i];
    char twin[64];
    *factor = 1.0;
    if (strcmp(key, row->name) == 0)
      return row;
    if (renamed && strcmp(renamed, row->name) == 0) {
      char *old_option = g_strdup_printf("--%s", key), *new_option = g_strdup_printf("--%s", row->name);
      cli_note_deprecated(g_intern_string(old_option), new_option);
      g_free(old_option);
      g_free(new_option);
      return row;
    }
    if ((row->flags & CLI_DOUBLE_TIME) && time_twin(row->name, twin, sizeof twin, factor) &&
        strcmp(key, twin) == 0)
      return row;
  }
  return NULL;
}

static gboolean
parse_double_option(const gchar *name, const gchar *value, gpointer data, GError **error)
{
  const DoubleGroup *g = data;
  const char *key = strncmp(name, "--", 2) == 0 ? name + 2 : name;
  double factor = 1.0;
  const CliDoubleOption *row = double_row(g, key, &factor);
  if (!row) {
    g_set_error(error, G_OPTION_ERROR, G_OPTION_ERROR_UNKNOWN_OPTION, _("unknown option %s"),
                name);
    return FALSE;
  }
  const gboolean inf_ok = (row->flags & CLI_DOUBLE_INF) != 0;
  double v = 0.0;
  const TlStatus s = tl_parse_double(value, inf_ok ? TL_PARSE_INF : 0, &v);
  if (s != TL_OK || (isinf(v) && v < 0.0)) {
    g_set_error(error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                s == TL_ERANGE && !is_inf_text(value)
                  ? _("%s: '%s' is beyond the largest representable number")
                : inf_ok ? _("%s: '%s' is neither a finite decimal number nor inf")
                         : _("%s: '%s' is not a finite number (decimal, such as 0.25 or 2e-3)"),
                name, value);
    return FALSE;
  }
  *(double *)((char *)g->base + row->offset) = factor == 1.0 ? v : v * factor;
  note_typed_option(name, row->name);
  return TRUE;
}

/* A hidden entry of the group for another spelling of a double option. */
static GOptionEntry
hidden_double_entry(const char *long_name)
{
  return (GOptionEntry){ g_intern_string(long_name), 0, G_OPTION_FLAG_HIDDEN,
                         G_OPTION_ARG_CALLBACK, (gpointer)parse_double_option, NULL, NULL };
}

GOptionGroup *
cli_double_group(const char *name, const char *title, const char *help, void *base,
                    const CliDoubleOption *table, size_t n, const GOptionEntry *others)
{
  DoubleGroup *g = g_new(DoubleGroup, 1);
  g->base = base;
  g->table = table;
  g->n = n;
  GOptionGroup *group = g_option_group_new(name, title, help, g, g_free);
  /* each row, its old names and its time twin */
  GOptionEntry *entries = g_new0(GOptionEntry, n * (2 + G_N_ELEMENTS(renamed_options)) + 1);
  size_t k = 0;
  for (size_t i = 0; i < n; i++) {
    *(double *)((char *)base + table[i].offset) = NAN;
    entries[k++] = (GOptionEntry){ table[i].name, 0, 0, G_OPTION_ARG_CALLBACK,
                                   (gpointer)parse_double_option, table[i].help, table[i].arg };
    for (size_t r = 0; r < G_N_ELEMENTS(renamed_options); r++)
      if (strcmp(renamed_options[r].new_name, table[i].name) == 0)
        entries[k++] = hidden_double_entry(renamed_options[r].old_name);
    char twin[64];
    double factor;
    if ((table[i].flags & CLI_DOUBLE_TIME) &&
        time_twin(table[i].name, twin, sizeof twin, &factor))
      entries[k++] = hidden_double_entry(twin);
  }
  g_option_group_add_entries(group, entries);
  g_free(entries);
  if (others)
    g_option_group_add_entries(group, others);
  return group;
}

void
cli_set_given(void *params, const void *options, const CliGivenField *table, size_t n)
{
  for (size_t i = 0; i < n; i++) {
    const double v = *(const double *)((const char *)options + table[i].option);
    if (cli_given(v))
      *(double *)((char *)params + table[i].field) = v;
  }
}

/* ---- parsing helpers -------------------------------------------------------- */

static gboolean
parse_double(const char *text, double *out)
{
  return tl_parse_double(text, 0, out) == TL_OK;
}

gboolean
cli_parse_list(const char *command, const char *option, const char *text, double **values,
                  int *n)
{
  gchar **parts = g_strsplit(text, ",", -1);
  const guint count = g_strv_length(parts);
  double *v = g_new(double, count ? count : 1);
  for (guint i = 0; i < count; i++) {
    if (!parse_double(g_strstrip(parts[i]), &v[i]) || !isfinite(v[i])) {
      cli_usage_error(command, _("%s: '%s' is not a finite number"), option, parts[i]);
      g_strfreev(parts);
      g_free(v);
      return FALSE;
    }
  }
  g_strfreev(parts);
  if (count == 0) {
    g_free(v);
    cli_usage_error(command, "%s: empty list", option);
    return FALSE;
  }
  *values = v;
  *n = (int)count;
  return TRUE;
}

/* Decimal digits only (no sign, blank or 0x): the value, capped at LONG_MAX
 * (which no caller accepts); *end after the last digit. */
static gboolean
parse_digits(const char *text, const char **end, long *out)
{
  long v = 0;
  const char *p = text;
  for (; g_ascii_isdigit(*p); p++)
    v = v > (LONG_MAX - 9) / 10 ? LONG_MAX : 10 * v + (*p - '0');
  *end = p;
  *out = v;
  return p != text;
}

gboolean
cli_parse_count(const char *command, const char *option, const char *text, int *out)
{
  const char *end;
  long v;
  if (!parse_digits(text, &end, &v) || *end != '\0' || v < 1 || v > INT_MAX) {
    cli_usage_error(command, "%s: '%s' is not a positive whole number", option, text);
    return FALSE;
  }
  *out = (int)v;
  return TRUE;
}

gboolean
cli_parse_grid(const char *command, const char *text, int *mx, int *my)
{
  const char *end;
  long a, b;
  if (!parse_digits(text, &end, &a) || (*end != 'x' && *end != 'X') ||
      !parse_digits(end + 1, &end, &b) || *end != '\0') {
    cli_usage_error(command, "--grid: expected MXxMY such as 50x50, got '%s'", text);
    return FALSE;
  }
  if (a < TL_GRID_MIN || b < TL_GRID_MIN || a > TL_GRID_MAX || b > TL_GRID_MAX) {
    cli_usage_error(command, "--grid %s: each side must lie between %d and %d cells", text,
                       TL_GRID_MIN, TL_GRID_MAX);
    return FALSE;
  }
  *mx = (int)a;
  *my = (int)b;
  return TRUE;
}

gboolean
cli_parse_range(const char *command, const char *option, const char *text, double v[3])
{
  gchar **p = g_strsplit(text, ":", -1);
  gboolean ok = g_strv_length(p) == 3;
  for (int i = 0; ok && i < 3; i++) {
    char *end;
    errno = 0;
    v[i] = g_ascii_strtod(p[i], &end);
    ok = end != p[i] && *end == '\0' && errno == 0 && isfinite(v[i]);
  }
  g_strfreev(p);
  if (!ok || !(v[2] > 0.0) || v[1] < v[0]) {
    cli_usage_error(command, "%s: expected START:END:STEP with STEP > 0 and END >= START, got "
                             "'%s'", option, text);
    return FALSE;
  }
  return TRUE;
}
