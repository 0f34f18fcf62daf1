/* cli.h — shared pieces of tribolab-cli: the command table, the common contact
 * options of the contract in docs/cli.md, CSV output and error reporting.
 *
 * Exit status: 0 success, 1 a computation failed, 2 bad usage or bad input.
 * Every command takes --help; errors go to stderr as "tribolab-cli CMD: …". */
#ifndef CLI_H
#define CLI_H

#include <glib.h>
#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

#include "study.h"
#include "tribo/contact.h"
#include "tribo/polach.h"
#include "tribo/preset.h"
#include "tribo/slipfriction.h"
#include "tribo/wear.h"

#define CLI_EXIT_OK 0
#define CLI_EXIT_FAILED 1
#define CLI_EXIT_USAGE 2

/* A command, called with its name in the command table ("hertz"): the name
 * its messages begin with. */
typedef int (*CliCommandFunc)(const char *command, int argc, char **argv);

typedef struct {
  const char *name;
  const char *summary;
  CliCommandFunc run;
} CliCommand;

/* Commands (one file each: cli-<name>.c). */
int cli_hertz(const char *cmd, int argc, char **argv);
int cli_steady(const char *cmd, int argc, char **argv);
int cli_transient(const char *cmd, int argc, char **argv);
int cli_rolling(const char *cmd, int argc, char **argv);
int cli_friction(const char *cmd, int argc, char **argv);
int cli_stickslip(const char *cmd, int argc, char **argv);
int cli_subsurface(const char *cmd, int argc, char **argv);
int cli_wheelrail(const char *cmd, int argc, char **argv);
int cli_wheelset(const char *cmd, int argc, char **argv);
int cli_wear(const char *cmd, int argc, char **argv);
int cli_table(const char *cmd, int argc, char **argv); /* cli-table.c */

/* Locale (messages from the user's, numbers with '.'), GSL's aborting error
 * handler off, and the program name "tribolab-cli COMMAND" when given. */
void cli_process_setup(const char *command);
void cli_set_command_name(const char *command);

/* ---- errors (cli-common.c) ----------------------------------------------- */

/* Print "tribolab-cli CMD: message" to stderr and return CLI_EXIT_USAGE. */
int cli_usage_error(const char *command, const char *fmt, ...) G_GNUC_PRINTF(2, 3);
/* Same for a failed computation: returns CLI_EXIT_FAILED. */
int cli_failure(const char *command, const char *fmt, ...) G_GNUC_PRINTF(2, 3);
/* Map a core error to the exit status (EINVAL/EFORMAT/ERANGE → 2, others → 1) and print it. */
int cli_report(const char *command, const TlError *err);
/* The same for reading an input file the user named (preset, replay,
 * waveform table): one that cannot be read (EIO) is bad input too → 2. */
int cli_report_input(const char *command, const TlError *err);
void cli_warning(const char *command, const char *fmt, ...) G_GNUC_PRINTF(2, 3);

/* ---- reading the command line (cli-options.c) ------------------------------ */

/* "tribolab-cli: note: OLD is deprecated, use NEW" on stderr, once per OLD
 * (an interned or static string) in a process. */
void cli_note_deprecated(const char *old_name, const char *new_name);

/* How an option of the tables ("--frequency-hz") was typed on this command
 * line ("--freq-hz", an old name), or the option itself: messages name an
 * option as the user wrote it. */
const char *cli_option_as_typed(const char *option);
/* The option behind a core message that names a quantity ("normal load F_N
 * must ..." → "--load-kn"), as typed on this command line, or NULL when no
 * option of that quantity was typed. */
const char *cli_option_behind(const char *message);

/* Help text wrapped at 80 columns: a long option's description continues
 * under itself, prose flows on into its paragraph. */
void cli_print_wrapped(FILE *out, const char *text);

/* Parse the command line with a context; on a GOption error or a stray
 * positional argument prints it and returns FALSE (the caller exits 2). */
gboolean cli_parse(const char *command, GOptionContext *ctx, int *argc, char ***argv);

/* ---- a command's options ---------------------------------------------------- */

/* The option context of a command: its one-line description, its summary
 * (NULL: none), its main group (shown as "Application Options") and the other
 * groups in the order --help lists them (NULL-terminated).  The context
 * owns the groups. */
GOptionContext *cli_context_new(const char *description, const char *summary,
                                GOptionGroup *main_group, ...) G_GNUC_NULL_TERMINATED;
GOptionContext *cli_context_new_valist(const char *description, const char *summary,
                                       GOptionGroup *main_group, va_list groups);
/* A main group of plain entries (NULL-terminated). */
GOptionGroup *cli_entries_group(const GOptionEntry *entries);

/* -o FILE, the output of every computing command. */
#define CLI_OUTPUT_ENTRY(path_ptr)                                                      \
  { "output", 'o', 0, G_OPTION_ARG_FILENAME, (path_ptr),                                \
    "Write to FILE instead of stdout (- is stdout; a device such as /dev/null is written " \
    "directly)", "FILE" }
/* A table and its length, for cli_double_group and cli_view_group. */
#define CLI_TABLE(table) (table), G_N_ELEMENTS(table)

/* ---- strict double options ------------------------------------------------ */

/* Raw double options are NaN until given, so NaN itself must never be taken
 * from the command line: these groups parse every double strictly and turn
 * "nan", "1.5N" or an overflow into a usage error naming the option. */
static inline gboolean
cli_given(double v)
{
  return !isnan(v);
}

enum {
  CLI_DOUBLE_INF = 1u << 0, /* "inf" is meaningful (a flat profile's radius) */
  CLI_DOUBLE_TIME = 1u << 1 /* a time: "-ms" also taken as "-s" and the reverse */
};

/* A double option parsed strictly into the double at `offset` of a struct:
 * finite values only, and +inf as well with CLI_DOUBLE_INF. */
typedef struct {
  const char *name; /* long name without "--" */
  size_t offset;    /* offsetof the double in the bound struct */
  const char *help; /* ASCII */
  const char *arg;
  unsigned flags;   /* CLI_DOUBLE_* */
} CliDoubleOption;

/* A group whose double options (all set to NaN, "not given", first) are
 * parsed strictly into base, plus other entries (NULL-terminated, may be
 * NULL).  Usable as a context's main group; the context owns the group. */
GOptionGroup *cli_double_group(const char *name, const char *title, const char *help, void *base,
                                  const CliDoubleOption *table, size_t n,
                                  const GOptionEntry *others);
/* The same titled "Name options:", with --help-name "Show the name options". */
GOptionGroup *cli_view_group(const char *name, void *base, const CliDoubleOption *table, size_t n,
                             const GOptionEntry *others);

/* A raw double option and the parameter it sets as it is (same unit): both
 * offsets of doubles, in the options struct and in the parameters struct. */
typedef struct {
  size_t option; /* offsetof the raw value (NaN: not given) */
  size_t field;  /* offsetof the parameter */
} CliGivenField;

/* Set each parameter of `params` whose option in `options` was given. */
void cli_set_given(void *params, const void *options, const CliGivenField *table, size_t n);

/* ---- work budget (cli-budget.c) -------------------------------------------- */

/* A run estimated longer than this is refused unless --max-seconds raises
 * it; one that needs more memory than CLI_MAX_BYTES always is. */
#define CLI_DEFAULT_MAX_SECONDS 30.0
#define CLI_MAX_BYTES 1e9

/* --max-seconds S: the limit, and a deadline for the run itself. */
int cli_budget_set_max_seconds(const char *command, double seconds);
/* Refuse (exit 2) a run whose estimate exceeds the budget: the message
 * names the estimate, `work` (what it is made of: "2.9e6 rows x 2500
 * cells") and `remedy` (which options reduce it). */
int cli_budget_check(const char *command, double seconds, double bytes, const char *work,
                        const char *remedy);
/* The same for the work a study estimated (tl_study_<view>_estimate). */
int cli_budget_check_work(const char *command, const TlStudyWork *work, const char *remedy);
/* Call now and then with the fraction done: once a run has taken a second,
 * a progress bar on stderr when it is a terminal, or a line a second
 * ("progress 40 % after 2 s") when --progress asked for lines; FALSE (after
 * printing why) when an explicit --max-seconds has passed.
 * cli_progress_end ends a terminal bar's line (every message and the
 * exit call it). */
void cli_progress_start(void);
gboolean cli_progress(const char *command, double fraction);
void cli_progress_end(void);
void cli_progress_set_lines(gboolean lines);
void cli_progress_line(const char *command, double fraction, double elapsed);
/* A flag that turns 1 once an explicit --max-seconds has passed (never
 * without one), for a core loop that takes a cancel flag; _stop ends the
 * watch and is FALSE (after printing why) when the deadline had passed. */
/* A study's progress as tribolab-cli reports it: cli_progress's bar or lines,
 * and a stop (pr->stop turns 1) once an explicit --max-seconds has passed,
 * after cli_progress has said so.  The control refers to *pr. */
typedef struct {
  const char *command;
  volatile int stop;
} CliProgress;
TlStudyControl cli_progress_control(CliProgress *pr, const char *command);
const volatile int *cli_deadline_start(void);
gboolean cli_deadline_stop(const char *command);
/* --progress (and --max-seconds for the commands without the contact
 * group's): add the group to a context, apply after parsing. */
typedef struct {
  double max_seconds; /* NaN until given */
  gboolean progress;
} CliBudgetOptions;
GOptionGroup *cli_budget_group(CliBudgetOptions *o, gboolean with_max_seconds);
int cli_budget_apply(const char *command, const CliBudgetOptions *o);

/* ---- the common contact options (cli-common.c) -------------------------- */

/* Raw option values: NaN (or NULL) means "not given". */
typedef struct {
  char *preset;
  double a_mm, b_mm, ref_load_kn;
  double wheel_rx_m, wheel_ry_m, rail_rx_m, rail_ry_m;
  double load_kn, e_gpa, g_gpa, nu;
  char *material, *rail_material;
  double mu, speed_m_s;
  double cy, spin_per_m;
  char *grid;
  char *bound;
  double max_seconds;
} CliContactOptions;

/* An option group for the common contact options bound to opts (initialised
 * to "not given").  The context takes ownership of the group. */
GOptionGroup *cli_contact_group(CliContactOptions *opts);
/* The same without what a normal (Hertz) contact does not read: --mu,
 * --speed-m-s, --cy, --spin-per-m and --max-seconds are refused as unknown
 * options instead of being ignored. */
GOptionGroup *cli_contact_group_normal(CliContactOptions *opts);

/* Build the case: built-in thesis defaults, then the given options.
 * Returns CLI_EXIT_OK or prints the problem and returns CLI_EXIT_USAGE. */
int cli_contact_params(const char *command, const CliContactOptions *opts,
                          TlContactParams *out);

/* The same, also handing back the preset loaded by --preset (its defaults
 * when none was given), for the sections a command reads beyond [contact]. */
int cli_contact_and_preset(const char *command, const CliContactOptions *opts,
                              TlContactParams *out, TlPreset *preset);

void cli_contact_options_free(CliContactOptions *opts);

/* Load a preset, printing its warnings; returns an exit status.  The
 * argument is a file, or the name of a shipped preset ("02-sine-10hz-mu1",
 * no folder and no .ini) looked up as cli_preset_path says. */
int cli_load_preset(const char *command, const char *name_or_path, TlPreset *out);
/* The file of --preset: name_or_path itself when it has a '/', ends in
 * .ini or exists here; else NAME.ini in the installed or source-tree
 * presets.  NULL (after a message listing the shipped names) when none. */
char *cli_preset_path(const char *command, const char *name_or_path);

/* ---- the friction law inside the contact (cli-contact-friction.c) ---------- */
typedef struct {
  char *law, *polach_set, *rule;
  double mu_static, mu_kinetic, s_half, dmu2, s_half2, memory, memory_s0;
  double stribeck_vs, stribeck_delta, viscous;
  double polach_mu0, polach_a, polach_b, polach_ka, polach_ks;
} CliFrictionLawOptions;

/* The group of --friction-law and its parameters (bound to o, "not given"). */
GOptionGroup *cli_friction_law_group(CliFrictionLawOptions *o);
void cli_friction_law_options_free(CliFrictionLawOptions *o);
/* The law the options describe: Coulomb with mu when --friction-law is not
 * given; --mu together with another law is a usage error (mu_given).  With
 * polach_model the --polach-* options may come without --friction-law. */
int cli_friction_law(const char *command, const CliFrictionLawOptions *o, double mu,
                        gboolean mu_given, gboolean polach_model, TlSlipFriction *out);
/* Polach's model parameters: base (NULL: the dry set; a preset's otherwise),
 * or --polach-set in its place, then the --polach-* overrides. */
int cli_polach_params(const char *command, const CliFrictionLawOptions *o,
                         const TlPolachParams *base, TlPolachParams *out);

/* ---- the wear and fatigue laws (cli-wear-options.c) ------------------------ */
typedef struct {
  double archard_k, hardness_mpa, shear_yield_mpa; /* NaN: not given */
} CliWearOptions;

/* The group of --archard-k, --hardness-mpa and --shear-yield-mpa (bound to o). */
GOptionGroup *cli_wear_group(CliWearOptions *o);
/* The laws of docs/theory.md §12 with the given options in place of the
 * defaults; a value out of range is a usage error naming the option. */
int cli_wear_params(const char *command, const CliWearOptions *o, TlWearParams *out);
/* Whether any of them was given (a command that prints no wear refuses them). */
gboolean cli_wear_given(const CliWearOptions *o);

/* ---- parsing helpers (cli-options.c) -------------------------------------- */

/* "0.001,0.002,…" → a new array of finite doubles (g_free it). */
/* "START:END:STEP" (finite, STEP > 0, END >= START) into v[3]; else a usage
 * error naming the option. */
gboolean cli_parse_range(const char *command, const char *option, const char *text, double v[3]);
gboolean cli_parse_list(const char *command, const char *option, const char *text,
                           double **values, int *n);
/* A count option such as --points: a whole number >= 1 (so that 0 cannot be
 * taken for "not given"); else prints an error naming the option. */
gboolean cli_parse_count(const char *command, const char *option, const char *text, int *out);
/* "40x40" → mx, my. */
gboolean cli_parse_grid(const char *command, const char *text, int *mx, int *my);

/* ---- output (cli-output.c) ---------------------------------------------- */

/* stdout, or the file given by -o (NULL or "-": stdout).  A file is
 * written to a temporary beside it and renamed into place on close, so a
 * failure leaves no partial file; a target that is a link, a device, a FIFO
 * or a directory is refused.  Returns NULL after printing an error. */
FILE *cli_open_output(const char *command, const char *path);
/* Close (if not stdout) and report write errors with their reason; a
 * non-finite number written through cli_csv_value fails the command
 * (exit 1, the file is not written).  Returns an exit status. */
int cli_close_output(const char *command, FILE *out, const char *path);

/* The exit status after cli_open_output returned NULL: 2, for a target
 * that is not a regular file and for one that cannot be created. */
int cli_output_failure(void);

/* Whether path (a file, a character device such as /dev/null, or "-") can
 * be written, before a long computation: prints why not and returns 2. */
int cli_check_output(const char *command, const char *path);

/* Drop an output after a failure (a file is not written); returns
 * CLI_EXIT_FAILED. */
int cli_discard_output(FILE *out);
/* A study's CSV or summary failed after its output was opened: drop the
 * output and say why ("...; nothing written", or on stdout "...; the output
 * above is incomplete"); returns CLI_EXIT_FAILED. */
int cli_write_failed(const char *command, FILE *out, const TlError *err);

/* One CSV value at full precision (%.10g), preceded by a comma unless first. */
void cli_csv_value(FILE *out, double value, gboolean first);
/* The same where nan means "not applicable" by contract (printed as nan). */
void cli_csv_value_na(FILE *out, double value, gboolean first);
/* Values a study's CSV writer wrote to the output: a non-finite one fails
 * the command at close, as through cli_csv_value. */
void cli_csv_note_values(const double *values, int n);


/* ---- export ------------------------------------------------------------------ */

/* `export` runs in tribolab-cli-export (cli-export.h), a second binary beside
 * this one that links the cairo/pango render layer: keeping it out of
 * tribolab-cli makes every computing command start in about a millisecond
 * instead of six.  This replaces the process with that binary. */
int cli_export_exec(const char *cmd, int argc, char **argv);
/* `tribolab-cli bench …` hands over to tribolab-cli-bench in the same way. */
int cli_bench_exec(const char *cmd, int argc, char **argv);

double cli_now(void); /* monotonic seconds */

#endif /* CLI_H */
