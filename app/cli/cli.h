/* cli.h — shared pieces of tribolab-cli: the command table, the common contact
 * options of ../docs cli contract, CSV output and error reporting.
 *
 * Exit status: 0 success, 1 a computation failed, 2 bad usage or bad input.
 * Every command takes --help; errors go to stderr as "tribolab-cli CMD: …". */
#ifndef TL_CLI_H
#define TL_CLI_H

#include <glib.h>
#include <math.h>
#include <stddef.h>
#include <stdio.h>

#include "tribo/contact.h"
#include "tribo/polach.h"
#include "tribo/preset.h"
#include "tribo/slipfriction.h"

#define TL_EXIT_OK 0
#define TL_EXIT_FAILED 1
#define TL_EXIT_USAGE 2

typedef int (*TlCliCommandFunc)(int argc, char **argv);

typedef struct {
  const char *name;
  const char *summary;
  TlCliCommandFunc run;
} TlCliCommand;

/* Commands (one file each: cli-<name>.c). */
int tl_cli_hertz(int argc, char **argv);
int tl_cli_steady(int argc, char **argv);
int tl_cli_transient(int argc, char **argv);
int tl_cli_rolling(int argc, char **argv);
int tl_cli_friction(int argc, char **argv);
int tl_cli_stickslip(int argc, char **argv);
int tl_cli_subsurface(int argc, char **argv);
int tl_cli_wheelrail(int argc, char **argv);

/* Locale (messages from the user's, numbers with '.'), GSL's aborting error
 * handler off, and the program name "tribolab-cli COMMAND" when given. */
void tl_cli_process_setup(const char *command);
void tl_cli_set_command_name(const char *command);

/* ---- errors ------------------------------------------------------------ */

/* Print "tribolab-cli CMD: message" to stderr and return TL_EXIT_USAGE. */
int tl_cli_usage_error(const char *command, const char *fmt, ...) G_GNUC_PRINTF(2, 3);
/* Same for a failed computation: returns TL_EXIT_FAILED. */
int tl_cli_failure(const char *command, const char *fmt, ...) G_GNUC_PRINTF(2, 3);
/* Map a core error to the exit status (EINVAL/EFORMAT/ERANGE → 2, others → 1) and print it. */
int tl_cli_report(const char *command, const TlError *err);
/* The same for reading an input file the user named (preset, replay,
 * waveform table): one that cannot be read (EIO) is bad input too → 2. */
int tl_cli_report_input(const char *command, const TlError *err);
void tl_cli_warning(const char *command, const char *fmt, ...) G_GNUC_PRINTF(2, 3);

/* Parse the command line with a context; on a GOption error prints it and
 * returns FALSE (the caller exits 2). */
gboolean tl_cli_parse(const char *command, GOptionContext *ctx, int *argc, char ***argv);

/* Reject stray positional arguments. */
gboolean tl_cli_no_positional(const char *command, int argc, char **argv);

/* ---- strict double options ------------------------------------------------ */

/* Raw double options are NaN until given, so NaN itself must never be taken
 * from the command line: these groups parse every double strictly and turn
 * "nan", "1.5N" or an overflow into a usage error naming the option. */
static inline gboolean
tl_cli_given(double v)
{
  return !isnan(v);
}

enum {
  TL_CLI_DOUBLE_INF = 1u << 0 /* "inf" is meaningful (a flat profile's radius) */
};

/* A double option parsed strictly into the double at `offset` of a struct:
 * finite values only, and +inf as well with TL_CLI_DOUBLE_INF. */
typedef struct {
  const char *name; /* long name without "--" */
  size_t offset;    /* offsetof the double in the bound struct */
  const char *help; /* ASCII */
  const char *arg;
  unsigned flags;   /* TL_CLI_DOUBLE_* */
} TlCliDoubleOption;

/* A group whose double options (all set to NaN, "not given", first) are
 * parsed strictly into base, plus other entries (NULL-terminated, may be
 * NULL).  Usable as a context's main group; the context owns the group. */
GOptionGroup *tl_cli_double_group(const char *name, const char *title, const char *help, void *base,
                                  const TlCliDoubleOption *table, size_t n,
                                  const GOptionEntry *others);

/* ---- work budget (cli-budget.c) -------------------------------------------- */

/* A run estimated longer than this is refused unless --max-seconds raises
 * it; one that needs more memory than TL_CLI_MAX_BYTES always is. */
#define TL_CLI_DEFAULT_MAX_SECONDS 30.0
#define TL_CLI_MAX_BYTES 1e9

/* Estimated cost rates [s] (rounded up from `tribolab-cli bench`). */
#define TL_CLI_COST_BRUSH_CELL_STEP 1e-8  /* brush model, per cell and row */
#define TL_CLI_COST_EXACT_CELL_STEP 5e-6  /* exact transient at 40 x 40, per cell and step */
#define TL_CLI_COST_EXACT_STEADY_6400 0.5 /* one exact steady solve at 80 x 80 */
/* a falling friction law: the exact solver's outer iteration costs this many Coulomb solves
 * or steps (measured, whole process, V/s_h = 10: a 12-creepage sweep at 60 x 60 took 1.9
 * times the Coulomb sweep from the previous creepage, 2.5 from low, 15 from high; a 10 Hz
 * sine run at 40 x 40, 7.9 times the Coulomb run) */
#define TL_CLI_COST_EXACT_LAW 3.0
#define TL_CLI_COST_EXACT_LAW_HIGH 15.0
#define TL_CLI_COST_EXACT_LAW_STEP 8.0
#define TL_CLI_BYTES_EXACT_CELL 1500.0    /* the exact solver's workspace per cell */
#define TL_CLI_BYTES_ROW 64.0             /* one recorded transient row */
#define TL_CLI_COST_FASTSIM_CELL 1e-8   /* FASTSIM, per cell and creepage (6 ns at 50 x 50) */
#define TL_CLI_COST_FASTSIM_LAW_FACTOR 30.0 /* a falling law's root per cell (0.46 ms at 50 x 50) */
#define TL_CLI_COST_ROLLING_STEP 1e-7   /* a rolling demo step (--summary) */
#define TL_CLI_COST_ROLLING_ROW 2e-6    /* a rolling demo step with its CSV row */
#define TL_CLI_COST_SUBSURFACE_PAIR 1e-8 /* a stress point from one loaded cell */
#define TL_CLI_COST_WR_SEARCH 0.01        /* a wheel-rail contact search at one shift */
#define TL_CLI_COST_WR_APPROX 0.05        /* an approximate patch at the 0.2 mm cell */
#define TL_CLI_COST_WR_EXACT 0.3          /* a half-space patch at the 0.2 mm cell */

/* --max-seconds S: the limit, and a deadline for the run itself. */
int tl_cli_budget_set_max_seconds(const char *command, double seconds);
/* Refuse (exit 2) a run whose estimate exceeds the budget: the message
 * names the estimate, `work` (what it is made of: "2.9e6 rows x 2500
 * cells") and `remedy` (which options reduce it). */
int tl_cli_budget_check(const char *command, double seconds, double bytes, const char *work,
                        const char *remedy);
/* Call now and then with the fraction done: once a run has taken a second,
 * a progress bar on stderr when it is a terminal, or a line a second
 * ("progress 40 % after 2 s") when --progress asked for lines; FALSE (after
 * printing why) when an explicit --max-seconds has passed.
 * tl_cli_progress_end ends a terminal bar's line (every message and the
 * exit call it). */
void tl_cli_progress_start(void);
gboolean tl_cli_progress(const char *command, double fraction);
void tl_cli_progress_end(void);
void tl_cli_progress_set_lines(gboolean lines);
void tl_cli_progress_line(const char *command, double fraction, double elapsed);
/* A flag that turns 1 once an explicit --max-seconds has passed (never
 * without one), for a core loop that takes a cancel flag; _stop ends the
 * watch and is FALSE (after printing why) when the deadline had passed. */
const volatile int *tl_cli_deadline_start(void);
gboolean tl_cli_deadline_stop(const char *command);
/* --progress (and --max-seconds for the commands without the contact
 * group's): add the group to a context, apply after parsing. */
typedef struct {
  double max_seconds; /* NaN until given */
  gboolean progress;
} TlCliBudgetOptions;
GOptionGroup *tl_cli_budget_group(TlCliBudgetOptions *o, gboolean with_max_seconds);
int tl_cli_budget_apply(const char *command, const TlCliBudgetOptions *o);

/* ---- the common contact options ----------------------------------------- */

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
} TlCliContactOptions;

/* An option group for the common contact options bound to opts (initialised
 * to "not given").  The context takes ownership of the group. */
GOptionGroup *tl_cli_contact_group(TlCliContactOptions *opts);

/* Build the case: built-in thesis defaults, then the given options.
 * Returns TL_EXIT_OK or prints the problem and returns TL_EXIT_USAGE. */
int tl_cli_contact_params(const char *command, const TlCliContactOptions *opts,
                          TlContactParams *out);

/* The same, also handing back the preset loaded by --preset (its defaults
 * when none was given), for the sections a command reads beyond [contact]. */
int tl_cli_contact_and_preset(const char *command, const TlCliContactOptions *opts,
                              TlContactParams *out, TlPreset *preset);

void tl_cli_contact_options_free(TlCliContactOptions *opts);

/* Load a preset, printing its warnings; returns an exit status. */
int tl_cli_load_preset(const char *command, const char *path, TlPreset *out);

/* ---- the friction law inside the contact (cli-contact-friction.c) ---------- */
typedef struct {
  char *law, *polach_set, *rule;
  double mu_static, mu_kinetic, s_half, dmu2, s_half2, memory, memory_s0;
  double stribeck_vs, stribeck_delta, viscous;
  double polach_mu0, polach_a, polach_b, polach_ka, polach_ks;
} TlCliFrictionLawOptions;

/* The group of --friction-law and its parameters (bound to o, "not given"). */
GOptionGroup *tl_cli_friction_law_group(TlCliFrictionLawOptions *o);
void tl_cli_friction_law_options_free(TlCliFrictionLawOptions *o);
/* The law the options describe: Coulomb with mu when --friction-law is not
 * given; --mu together with another law is a usage error (mu_given).  With
 * polach_model the --polach-* options may come without --friction-law. */
int tl_cli_friction_law(const char *command, const TlCliFrictionLawOptions *o, double mu,
                        gboolean mu_given, gboolean polach_model, TlSlipFriction *out);
/* Polach's model parameters: base (NULL: the dry set; a preset's otherwise),
 * or --polach-set in its place, then the --polach-* overrides. */
int tl_cli_polach_params(const char *command, const TlCliFrictionLawOptions *o,
                         const TlPolachParams *base, TlPolachParams *out);

/* ---- parsing helpers ----------------------------------------------------- */

/* "0.001,0.002,…" → a new array of finite doubles (g_free it). */
gboolean tl_cli_parse_list(const char *command, const char *option, const char *text,
                           double **values, int *n);
/* A count option such as --points: a whole number >= 1 (so that 0 cannot be
 * taken for "not given"); else prints an error naming the option. */
gboolean tl_cli_parse_count(const char *command, const char *option, const char *text, int *out);
/* "40x40" → mx, my. */
gboolean tl_cli_parse_grid(const char *command, const char *text, int *mx, int *my);

/* ---- output ------------------------------------------------------------- */

/* stdout, or the file given by -o (NULL or "-": stdout).  A file is
 * written to a temporary beside it and renamed into place on close, so a
 * failure leaves no partial file; a target that is a link, a device, a FIFO
 * or a directory is refused.  Returns NULL after printing an error. */
FILE *tl_cli_open_output(const char *command, const char *path);
/* Close (if not stdout) and report write errors with their reason; a
 * non-finite number written through tl_cli_csv_value fails the command
 * (exit 1, the file is not written).  Returns an exit status. */
int tl_cli_close_output(const char *command, FILE *out, const char *path);

/* The exit status after tl_cli_open_output returned NULL: 2 for a target
 * that is not a regular file, 1 when it could not be created. */
int tl_cli_output_failure(void);

/* Drop an output after a failure (a file is not written); returns
 * TL_EXIT_FAILED. */
int tl_cli_discard_output(FILE *out);

/* One CSV value at full precision (%.10g), preceded by a comma unless first. */
void tl_cli_csv_value(FILE *out, double value, gboolean first);
/* The same where nan means "not applicable" by contract (printed as nan). */
void tl_cli_csv_value_na(FILE *out, double value, gboolean first);


/* ---- export ------------------------------------------------------------------ */

/* `export` runs in tribolab-cli-export (cli-export.h), a second binary beside
 * this one that links the cairo/pango render layer: keeping it out of
 * tribolab-cli makes every computing command start in about a millisecond
 * instead of six.  This replaces the process with that binary. */
int tl_cli_export_exec(int argc, char **argv);

/* ---- bench --------------------------------------------------------------------- */

typedef struct {
  int repeats;         /* timed samples per figure; the median is reported */
  double min_sample_s; /* each sample repeats the work for at least this long */
} TlCliBenchOptions;

typedef struct {
  const char *name;
  const char *summary;
  void (*run)(const TlCliBenchOptions *o);
} TlCliBenchSection;

int tl_cli_bench(int argc, char **argv);
void tl_cli_bench_fastsim(const TlCliBenchOptions *o);
void tl_cli_bench_brush(const TlCliBenchOptions *o);
void tl_cli_bench_thesis(const TlCliBenchOptions *o);
void tl_cli_bench_slip(const TlCliBenchOptions *o);
void tl_cli_bench_friction(const TlCliBenchOptions *o);
double tl_cli_now(void); /* monotonic seconds */
/* Median seconds per call of run(data) over o->repeats samples. */
double tl_cli_bench_median(const TlCliBenchOptions *o, void (*run)(void *data), void *data);
/* Print "section.key=value". */
void tl_cli_bench_print(const char *section, const char *key, double value);
void tl_cli_bench_rolling(const TlCliBenchOptions *o); /* cli-bench-rolling.c */
void tl_cli_bench_exact(const TlCliBenchOptions *o);   /* cli-bench-exact.c */
void tl_cli_bench_subsurface(const TlCliBenchOptions *o); /* cli-bench-subsurface.c */
void tl_cli_bench_wheelrail(const TlCliBenchOptions *o); /* cli-bench-wheelrail.c */
void tl_cli_bench_lesson(const TlCliBenchOptions *o);    /* cli-bench-lesson.c */

#endif /* TL_CLI_H */
