/* cli-transient-options.c — parsing the transient-run options (waveform,
 * duration, step, initial state) into SI. */
#include <math.h>
#include <stddef.h>
#include <string.h>

#include "cli-transient.h"
#include "study-transient.h"
#include "tribo-table-h5.h"
#include "tribo/units.h"

/* Longest run the CLI accepts (rows). */
#define MAX_ROWS 20000000.0

#define TO(field) offsetof(CliTransientOptions, field)
static const CliDoubleOption transient_doubles[] = {
  { "cx", TO(cx), "Constant creepage (implies --waveform constant)", "CX", 0 },
  { "c0", TO(c0), "Mean creepage C0 of sine/triangle/square (default 0.005)", "C0", 0 },
  { "cp", TO(cp), "Amplitude Cp of sine/triangle/square (default 0.005)", "CP", 0 },
  { "frequency-hz", TO(freq_hz), "Frequency F of sine/triangle/square (default 10)", "HZ", 0 },
  { "c-before", TO(c_before), "Step: creepage up to --step-at-ms (default 0)", "C", 0 },
  { "c-after", TO(c_after), "Step: creepage after it (default 0.005)", "C", 0 },
  { "step-at-ms", TO(t_step_ms), "Step: time of the step (default 0)", "MS", CLI_DOUBLE_TIME },
  { "periods", TO(periods), "Duration in periods of a periodic waveform (default 3, or more where the analysed period needs them)", "N", 0 },
  { "duration-ms", TO(duration_ms),
    "Duration (default: 3 periods, the table's length, or 3 transits)", "MS", CLI_DOUBLE_TIME },
  { "courant", TO(courant),
    "Courant number C = V dt/dx of a row step (default 1; brush: > 1 is sub-stepped; exact: 1 "
    "only)", "C", 0 },
  { "dt-ms", TO(dt_ms), "Row step instead of --courant", "MS", CLI_DOUBLE_TIME },
};
#undef TO

GOptionGroup *
cli_transient_group(CliTransientOptions *o)
{
  memset(o, 0, sizeof *o);
  const GOptionEntry others[] = {
    { "model", 0, 0, G_OPTION_ARG_STRING, &o->model, "brush (default) or exact (Kalker's exact theory; Courant number 1 only)", "MODEL" },
    { "waveform", 0, 0, G_OPTION_ARG_STRING, &o->waveform, "constant, step, sine (default), triangle, square or csv", "KIND" },
    { "waveform-file", 0, 0, G_OPTION_ARG_FILENAME, &o->waveform_file, "CSV of t,cx samples (header t_ms,cx or t_s,cx; implies csv)", "FILE" },
    { "init", 0, 0, G_OPTION_ARG_STRING, &o->init, "Initial state: zero (default) or steady for c(0)", "KIND" },
    { "table", 0, 0, G_OPTION_ARG_FILENAME, &o->table_file, "A creep-force table (tribolab-cli table build): its steady f beside the run (the loop's second steady curve; transient: column f_steady_table)", "FILE" },
    { "table-interp", 0, 0, G_OPTION_ARG_STRING, &o->table_interp, "With --table: cubic (default) or linear", "NAME" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  return cli_double_group("transient", "Transient run options:",
                             "Show the transient run options", o, transient_doubles,
                             G_N_ELEMENTS(transient_doubles), others);
}

void
cli_transient_options_free(CliTransientOptions *o)
{
  g_clear_pointer(&o->model, g_free);
  g_clear_pointer(&o->waveform, g_free);
  g_clear_pointer(&o->waveform_file, g_free);
  g_clear_pointer(&o->init, g_free);
  g_clear_pointer(&o->table_file, g_free);
  g_clear_pointer(&o->table_interp, g_free);
}

const char *
cli_transient_option_given(const CliTransientOptions *o, gboolean with_cx)
{
  const struct {
    const char *name;
    gboolean given;
  } options[] = {
    { "--model", o->model != NULL },
    { "--waveform", o->waveform != NULL },
    { "--cx", with_cx && cli_given(o->cx) },
    { "--c0", cli_given(o->c0) },
    { "--cp", cli_given(o->cp) },
    { "--frequency-hz", cli_given(o->freq_hz) },
    { "--c-before", cli_given(o->c_before) },
    { "--c-after", cli_given(o->c_after) },
    { "--step-at-ms", cli_given(o->t_step_ms) },
    { "--waveform-file", o->waveform_file != NULL },
    { "--periods", cli_given(o->periods) },
    { "--duration-ms", cli_given(o->duration_ms) },
    { "--init", o->init != NULL },
    { "--courant", cli_given(o->courant) },
    { "--dt-ms", cli_given(o->dt_ms) },
    { "--table", o->table_file != NULL },
    { "--table-interp", o->table_interp != NULL },
  };
  for (size_t i = 0; i < G_N_ELEMENTS(options); i++)
    if (options[i].given)
      return cli_option_as_typed(options[i].name);
  return NULL;
}

void
cli_transient_setup_clear(CliTransientSetup *s)
{
  tl_wave_table_clear(&s->table);
  tl_table_free(s->creep_table);
  memset(s, 0, sizeof *s);
}

/* The waveform kind: --waveform, or implied by the kind's own options, else
 * `fallback` (the preset's kind, or sine). */
static int
waveform_kind(const char *cmd, const CliTransientOptions *o, TlWaveKind fallback,
              TlWaveKind *kind)
{
  const gboolean constant = cli_given(o->cx);
  const gboolean step =
    cli_given(o->c_before) || cli_given(o->c_after) || cli_given(o->t_step_ms);
  const gboolean periodic = cli_given(o->c0) || cli_given(o->cp) || cli_given(o->freq_hz);
  const gboolean table = o->waveform_file != NULL;
  TlError err;
  if (o->waveform) {
    if (tl_wave_kind_from_name(o->waveform, kind, &err) != TL_OK)
      return cli_report(cmd, &err);
  } else if (constant + step + periodic + table > 1) {
    return cli_usage_error(cmd, "options of several waveforms given:%s%s%s%s; choose one "
                                   "with --waveform",
                              constant ? " --cx" : "",
                              step ? " --c-before/--c-after/--step-at-ms" : "",
                              periodic ? " --c0/--cp/--frequency-hz" : "",
                              table ? " --waveform-file" : "");
  } else {
    *kind = constant ? TL_WAVE_CONSTANT
            : step   ? TL_WAVE_STEP
            : table  ? TL_WAVE_TABLE
            : periodic && fallback != TL_WAVE_TRIANGLE && fallback != TL_WAVE_SQUARE
                     ? TL_WAVE_SINE
                     : fallback;
  }
  const gboolean is_periodic =
      *kind == TL_WAVE_SINE || *kind == TL_WAVE_TRIANGLE || *kind == TL_WAVE_SQUARE;
  const char *stray = constant && *kind != TL_WAVE_CONSTANT ? "--cx (constant)"
                      : step && *kind != TL_WAVE_STEP ? "--c-before/--c-after/--step-at-ms (step)"
                      : periodic && !is_periodic ? "--c0/--cp/--frequency-hz (sine, triangle, square)"
                      : table && *kind != TL_WAVE_TABLE ? "--waveform-file (csv)"
                                                        : NULL;
  if (stray)
    return cli_usage_error(cmd, "%s does not apply to --waveform %s", stray,
                              tl_wave_kind_name(*kind));
  if (*kind == TL_WAVE_TABLE && !table && fallback != TL_WAVE_TABLE)
    return cli_usage_error(cmd, "--waveform csv needs --waveform-file FILE");
  if (cli_given(o->periods) && !is_periodic)
    return cli_usage_error(cmd, "--periods needs a periodic waveform (sine, triangle or "
                                   "square); use --duration-ms");
  return CLI_EXIT_OK;
}

static int
build_waveform(const char *cmd, const CliTransientOptions *o, const TlContactParams *p,
               const TlPresetTransient *base, CliTransientSetup *s)
{
  TlWaveKind kind;
  TlError err;
  int status;
  if ((status = waveform_kind(cmd, o, base ? base->wave.kind : TL_WAVE_SINE, &kind)) !=
      CLI_EXIT_OK)
    return status;
  /* the preset's waveform when it is of this kind, else the kind's defaults */
  TlWaveform w = base && base->wave.kind == kind ? base->wave : tl_waveform_default(kind);
  w.table = NULL;
  if (kind == TL_WAVE_CONSTANT && base)
    w.value = p->cx; /* a preset's constant waveform runs at its operating creepage */
  if (cli_given(o->cx))
    w.value = o->cx;
  if (cli_given(o->c0))
    w.mean = o->c0;
  if (cli_given(o->cp))
    w.amplitude = o->cp;
  if (cli_given(o->freq_hz))
    w.freq = o->freq_hz;
  if (cli_given(o->c_before))
    w.before = o->c_before;
  if (cli_given(o->c_after))
    w.after = o->c_after;
  if (cli_given(o->t_step_ms))
    w.t_step = o->t_step_ms * TL_UNIT_MS;
  if (kind == TL_WAVE_TABLE) {
    const char *file = o->waveform_file ? o->waveform_file : base->table_file;
    if (tl_wave_table_load(file, &s->table, &err) != TL_OK)
      return cli_report_input(cmd, &err);
    w.table = &s->table;
  }
  if (tl_waveform_validate(&w, &err) != TL_OK)
    return cli_report(cmd, &err);
  s->wave = w;
  return CLI_EXIT_OK;
}

/* The study's estimate of a run of `model` to t_end at the setup's step (the
 * exact solver on a falling `law`: its outer iteration from opts' start). */
static int
transient_budget(const char *cmd, const TlContactParams *p, const CliTransientSetup *s,
                 TlTransientKind model, double t_end, const TlSlipFriction *law,
                 const TlExactLawOptions *opts)
{
  TlStudyTransientSpec spec = tl_study_transient_spec_default();
  spec.model = model == TL_TRANSIENT_EXACT_THEORY ? TL_PRESET_MODEL_EXACT : TL_PRESET_MODEL_BRUSH;
  spec.params = *p;
  spec.dt = s->dt;
  spec.t_end = t_end;
  spec.law = law;
  spec.law_opts = opts;
  TlStudyWork work;
  tl_study_transient_estimate(&spec, &work);
  return cli_budget_check_work(cmd, &work,
                               "shorten --duration-ms (or --periods, --at-ms) or coarsen --grid");
}

int
cli_transient_budget(const char *cmd, const TlContactParams *p, const CliTransientSetup *s,
                        TlTransientKind model, double t_end)
{
  return transient_budget(cmd, p, s, model, t_end, NULL, NULL);
}

int
cli_transient_budget_law(const char *cmd, const TlContactParams *p, const CliTransientSetup *s,
                         const TlSlipFriction *law, const TlExactLawOptions *opts)
{
  return transient_budget(cmd, p, s, TL_TRANSIENT_EXACT_THEORY, s->duration, law, opts);
}

/* --table and --table-interp (the words of steady --model table): the table
 * loaded into s, refused when its ν axis does not hold the case's ν — the
 * table would be read at its edge, another material's forces. */
static int
creep_table(const char *cmd, const CliTransientOptions *o, const TlContactBasics *basics,
            CliTransientSetup *s)
{
  TlError err;
  s->creep_interp = TL_TABLE_CUBIC;
  if (o->table_interp && !o->table_file)
    return cli_usage_error(cmd, "--table-interp belongs to --table");
  if (o->table_interp &&
      tl_table_interp_from_name(o->table_interp, &s->creep_interp, &err) != TL_OK)
    return cli_usage_error(cmd, "--table-interp: %s", err.message);
  if (!o->table_file)
    return CLI_EXIT_OK;
  if (!(s->creep_table = tl_table_h5_load(o->table_file, &err)))
    return cli_report_input(cmd, &err);
  if (tl_table_check_poisson(s->creep_table, basics->hertz.material.poisson, &err) != TL_OK)
    return cli_usage_error(cmd,
                           "--table %s: %s: build a table for this material (table build --nu) "
                           "or change the materials",
                           o->table_file, err.message);
  return CLI_EXIT_OK;
}

void
cli_transient_table_note(const char *cmd, const CliTransientOptions *o, const CliTransientSetup *s,
                         int clamped, int of)
{
  if (!s->creep_table || clamped <= 0)
    return;
  fprintf(stderr,
          "tribolab-cli %s: note: table %s (%s): %d of %d creepages read it at its edge (an "
          "input outside the table: clamped)\n",
          cmd, o->table_file, tl_table_interp_name(s->creep_interp), clamped, of);
}

int
cli_transient_setup(const char *cmd, const CliTransientOptions *o, const TlContactParams *p,
                       const TlPresetTransient *base, CliTransientSetup *out)
{
  CliTransientSetup s;
  TlContactBasics basics;
  TlError err;
  int status;

  memset(&s, 0, sizeof s);
  if (o->model && strcmp(o->model, "exact") == 0)
    s.model = TL_TRANSIENT_EXACT_THEORY;
  else if (!o->model && base && base->model == TL_PRESET_MODEL_EXACT)
    s.model = TL_TRANSIENT_EXACT_THEORY; /* the preset's choice (compare runs brush here) */
  else if (o->model && strcmp(o->model, "brush") != 0)
    return cli_usage_error(cmd, "unknown model '%s' (use brush or exact)", o->model);
  if (base)
    s.init = base->init;
  if (o->init && tl_transient_init_from_name(o->init, &s.init, &err) != TL_OK)
    return cli_report(cmd, &err);
  if (cli_given(o->courant) && cli_given(o->dt_ms))
    return cli_usage_error(cmd, "give either --courant or --dt-ms, not both");
  if (cli_given(o->courant) && !(isfinite(o->courant) && o->courant > 0.0))
    return cli_usage_error(cmd, "--courant must be positive (got %g)", o->courant);
  if (cli_given(o->dt_ms) && !(isfinite(o->dt_ms) && o->dt_ms > 0.0))
    return cli_usage_error(cmd, "%s must be positive (got %g ms)",
                              cli_option_as_typed("--dt-ms"), o->dt_ms);
  if (cli_given(o->periods) && !(isfinite(o->periods) && o->periods > 0.0))
    return cli_usage_error(cmd, "--periods must be positive (got %g)", o->periods);
  if (cli_given(o->duration_ms) && !(isfinite(o->duration_ms) && o->duration_ms > 0.0))
    return cli_usage_error(cmd, "%s must be positive (got %g ms)",
                              cli_option_as_typed("--duration-ms"), o->duration_ms);
  if (tl_contact_basics(p, &basics, &err) != TL_OK)
    return cli_report(cmd, &err);
  if ((status = build_waveform(cmd, o, p, base, &s)) != CLI_EXIT_OK) {
    cli_transient_setup_clear(&s);
    return status;
  }

  const double dx = 2.0 * basics.hertz.a / p->mx;
  s.transit = 2.0 * basics.hertz.a / p->speed;
  if (cli_given(o->dt_ms))
    s.dt = o->dt_ms * TL_UNIT_MS;
  else
    s.dt = (cli_given(o->courant) ? o->courant : base ? base->courant : 1.0) * dx / p->speed;
  s.courant = p->speed * s.dt / dx;
  if (s.model == TL_TRANSIENT_EXACT_THEORY && !(fabs(s.courant - 1.0) <= 1e-9)) {
    char *what = cli_given(o->dt_ms)
                   ? g_strdup_printf("--dt-ms %g (Courant number %.4g)", o->dt_ms, s.courant)
                   : g_strdup_printf("--courant %g", o->courant);
    const double step_ms = dx / p->speed / TL_UNIT_MS;
    cli_transient_setup_clear(&s);
    status = cli_usage_error(cmd,
                                "%s: the exact solver rolls exactly one cell per step, dt = "
                                "dx/V = %.6g ms (Courant number 1); drop the option or use "
                                "--model brush",
                                what, step_ms);
    g_free(what);
    return status;
  }
  if (s.model == TL_TRANSIENT_EXACT_THEORY)
    s.dt = dx / p->speed; /* its own step, not one within round-off of it */
  if (cli_given(o->duration_ms))
    s.duration = o->duration_ms * TL_UNIT_MS;
  else if (tl_waveform_is_periodic(&s.wave) && cli_given(o->periods))
    s.duration = o->periods / s.wave.freq;
  else { /* the study's default, the window's animation export's too */
    TlWaveform w = s.wave;
    if (w.kind == TL_WAVE_TABLE)
      w.table = &s.table;
    s.duration = tl_study_transient_default_duration(&w, s.transit);
  }
  if (!(s.duration > 0.0)) {
    const char *why = cli_given(o->duration_ms) ? "--duration-ms is too short to represent"
                      : cli_given(o->periods) ? "--periods gives no time to run"
                      : cli_given(o->freq_hz) ? "--frequency-hz leaves no time to run"
                                                 : "the creepage table ends at t <= 0";
    cli_transient_setup_clear(&s);
    return cli_usage_error(cmd, "%s: give --duration-ms", why);
  }
  if (s.duration / s.dt > MAX_ROWS) {
    /* the figures first: clearing the setup zeroes them */
    const double duration_ms = s.duration / TL_UNIT_MS, dt_ms = s.dt / TL_UNIT_MS;
    cli_transient_setup_clear(&s);
    return cli_usage_error(cmd,
                              "the run would need %.3g rows, more than %.0f (duration %g ms, "
                              "step %g ms): shorten --duration-ms (or --periods) or lengthen "
                              "the step (--dt-ms, --courant)",
                              duration_ms / dt_ms, MAX_ROWS, duration_ms, dt_ms);
  }
  if ((status = cli_transient_budget(cmd, p, &s, s.model, s.duration)) != CLI_EXIT_OK) {
    cli_transient_setup_clear(&s);
    return status;
  }
  if ((status = creep_table(cmd, o, &basics, &s)) != CLI_EXIT_OK) {
    cli_transient_setup_clear(&s);
    return status;
  }
  *out = s;
  if (out->wave.kind == TL_WAVE_TABLE)
    out->wave.table = &out->table; /* the copy's own samples */
  return CLI_EXIT_OK;
}
