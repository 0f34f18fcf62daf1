/* cli-transient.h — the transient-run options shared by `transient` and the
 * transient export views (hysteresis, timeseries, patch at a time). */
#ifndef CLI_TRANSIENT_H
#define CLI_TRANSIENT_H

#include "cli.h"
#include "tribo/preset.h"
#include "tribo/table.h"
#include "tribo/transient-models.h"
#include "tribo/transient.h"
#include "tribo/waveform.h"

/* Raw option values: NaN (or NULL) means "not given". */
typedef struct {
  char *model;         /* brush (default) | exact */
  char *waveform;      /* constant | step | sine (default) | triangle | square | csv */
  double cx;           /* constant */
  double c0, cp, freq_hz;
  double c_before, c_after, t_step_ms;
  char *waveform_file; /* csv */
  double periods, duration_ms;
  char *init;          /* zero (default) | steady */
  double courant;      /* C = VΔt/Δx (default 1) */
  double dt_ms;        /* explicit step, instead of --courant */
  char *table_file;    /* --table: a creep-force table's steady curve beside the run */
  char *table_interp;  /* --table-interp: cubic (default) | linear */
} CliTransientOptions;

/* The option group (initialises *o to "not given"). */
GOptionGroup *cli_transient_group(CliTransientOptions *o);
void cli_transient_options_free(CliTransientOptions *o);

/* The name of the first option given that only a transient run reads
 * ("--c0", ...; --cx counts only if with_cx), or NULL: for views that also
 * draw a steady case, which must not ignore them silently. */
const char *cli_transient_option_given(const CliTransientOptions *o, gboolean with_cx);

/* A transient run as the options ask for it, in SI. */
typedef struct {
  TlTransientKind model; /* brush, or exact (one cell per step) */
  TlWaveform wave;       /* cₓ(t); refers to `table` for csv */
  TlWaveTable table;     /* owned samples of a csv waveform */
  TlTransientInit init;
  double dt;             /* row spacing [s] */
  double courant;        /* VΔt/Δx of a row step (> 1: sub-stepped) */
  double duration;       /* run length [s] */
  double transit;        /* 2a/V [s] */
  TlTable *creep_table;  /* --table (owned; NULL: none) and how it is read */
  TlTableInterp creep_interp;
} CliTransientSetup;

/* Build the setup for the case p: --table (a creep-force table whose ν axis
 * holds the case's ν, else refused), model, waveform, duration (--duration-ms,
 * else --periods of a periodic waveform (default 3), else the table's length,
 * else three transit times), step (--dt-ms or --courant).  `base` (a preset's
 * [transient] section, or NULL) gives the waveform, the start and the Courant
 * number the options then override; a constant waveform runs at p->cx.  Refuses
 * inconsistent options, and with --model exact any step but dx/V (the exact
 * solver rolls one cell per step).  Returns an exit status (messages
 * printed). */
/* Estimate a run of `model` on p's grid from 0 to t_end at the setup's step
 * (the exact model at its own dx/V) and refuse it beyond the work budget
 * (cli-budget.c).  Returns an exit status. */
int cli_transient_budget(const char *command, const TlContactParams *p,
                            const CliTransientSetup *s, TlTransientKind model,
                            double t_end);
/* The exact model's budget to the setup's duration on `law` (a falling one
 * repeats each step in the outer iteration started as opts says). */
int cli_transient_budget_law(const char *command, const TlContactParams *p,
                             const CliTransientSetup *s, const TlSlipFriction *law,
                             const TlExactLawOptions *opts);

int cli_transient_setup(const char *command, const CliTransientOptions *o,
                           const TlContactParams *p, const TlPresetTransient *base,
                           CliTransientSetup *out);
void cli_transient_setup_clear(CliTransientSetup *s);

/* With --table: a note on stderr when rows of the run (or points of its
 * steady curve) read the table at its edge, an input outside it. */
void cli_transient_table_note(const char *command, const CliTransientOptions *o,
                              const CliTransientSetup *s, int clamped, int of);

#endif /* CLI_TRANSIENT_H */
