/* cli-export-steady.c — `export --view traction-curve`: f versus cₓ of the
 * steady models with the operating point; `--view wear-regime` and
 * `shakedown`: what the grip costs, from the same study and options. */
#include <math.h>
#include <stddef.h>
#include <string.h>

#include "cli-export.h"
#include "tlr-figure-steady.h"
#include "tribo-table-h5.h"

/* "linear,fastsim,shen,exact,polach,table" → the study's model bits (the
 * names of a preset's [steady] models). */
static int
parse_models(const char *cmd, const char *text, unsigned *out)
{
  gchar **parts = g_strsplit(text, ",", -1);
  unsigned bits = 0;
  int status = CLI_EXIT_OK;
  for (gchar **p = parts; *p && status == CLI_EXIT_OK; p++) {
    const char *name = g_strstrip(*p);
    if (strcmp(name, "linear") == 0)
      bits |= TL_STEADY_LINEAR;
    else if (strcmp(name, "fastsim") == 0)
      bits |= TL_STEADY_FASTSIM;
    else if (strcmp(name, "shen") == 0)
      bits |= TL_STEADY_SHEN;
    else if (strcmp(name, "exact") == 0)
      bits |= TL_STUDY_STEADY_EXACT;
    else if (strcmp(name, "polach") == 0)
      bits |= TL_STEADY_POLACH;
    else if (strcmp(name, "table") == 0)
      bits |= TL_STUDY_STEADY_TABLE;
    else
      status = cli_usage_error(cmd,
                                  "--models: unknown model '%s' (use linear, fastsim, shen, "
                                  "exact, polach, table)",
                                  name);
  }
  g_strfreev(parts);
  if (status == CLI_EXIT_OK && !bits)
    status = cli_usage_error(cmd, "--models: no model given");
  *out = bits;
  return status;
}

typedef struct {
  double cx, cx_max;
} CurveOptions;

#define CU(field) offsetof(CurveOptions, field)
static const CliDoubleOption curve_doubles[] = {
  { "cx", CU(cx), "Operating point c_x (default 0.005)", "CX", 0 },
  { "cx-max", CU(cx_max), "Largest creepage drawn (default: automatic)", "CX", 0 },
};
#undef CU

/* The steady study of the options, drawn by draw with its data written by csv. */
static int
export_steady(const char *cmd, int argc, char **argv, const char *summary, TlrDrawFunc draw,
              TlrCsvFunc csv)
{
  CliContactOptions copts;
  CliExportTarget target;
  TlStudySteadySpec spec = tl_study_steady_spec_default();
  TlStudySteady study;
  TlrSteadyFigure fig = { .study = &study, .field = TLR_FIELD_TX };
  TlError err;
  CurveOptions co;
  char *models = NULL, *variant = NULL;
  char *exact_points = NULL, *table_file = NULL, *table_interp = NULL;
  TlTable *table = NULL;
  int status;
  const GOptionEntry entries[] = {
    { "models", 0, 0, G_OPTION_ARG_STRING, &models, "Curves: comma-separated linear,fastsim,shen,exact,polach,table (default: the preset's [steady] models, or linear,fastsim,shen)", "LIST" },
    { "table", 0, 0, G_OPTION_ARG_FILENAME, &table_file, "With table in --models: the HDF5 table (tribolab-cli table build; default: the preset's [steady] table)", "FILE" },
    { "table-interp", 0, 0, G_OPTION_ARG_STRING, &table_interp, "With table in --models: cubic (default) or linear", "NAME" },
    { "exact-points", 0, 0, G_OPTION_ARG_STRING, &exact_points, "Creepages the exact curve is solved at (default 21; about 10 ms each at 40x40)", "N" },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant, "FASTSIM grid: fixed (default) or strip", "KIND" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  GOptionContext *ctx = cli_context_new(
    summary,
    NULL,
    cli_view_group("curve", &co, CLI_TABLE(curve_doubles), entries),
    cli_export_target_group(&target), cli_contact_group(&copts), NULL);
  tl_study_steady_init(&study);
  if (!cli_parse(cmd, ctx, &argc, &argv)) {
    status = CLI_EXIT_USAGE;
    goto out;
  }
  TlPreset preset;
  if ((status = cli_contact_and_preset(cmd, &copts, &spec.curves.params, &preset)) != CLI_EXIT_OK ||
      (models && (status = parse_models(cmd, models, &spec.curves.models)) != CLI_EXIT_OK))
    goto out;
  /* the window's curves: a preset's (or session's) [steady] models and table */
  if (!models && copts.preset && preset.steady.models)
    spec.curves.models = preset.steady.models;
  const int table_given = table_file != NULL;
  if (!table_file && copts.preset && preset.steady.table_file[0])
    table_file = g_strdup(preset.steady.table_file);
  /* a preset's contact friction law (the window's steady view draws the same) */
  if (tl_contact_friction_law(&preset.contact_friction, spec.curves.params.mu,
                              &preset.friction.law, &spec.curves.law, &err) != TL_OK) {
    status = cli_usage_error(cmd, "--preset: [contact_friction]: %s", err.message);
    goto out;
  }
  spec.curves.polach = tl_contact_friction_polach(&preset.contact_friction);
  if (spec.curves.law.kind == TL_SLIP_LAW_POLACH && !preset.contact_friction.from_lab)
    spec.curves.models |= TL_STEADY_POLACH;
  if (variant && tl_fastsim_variant_from_name(variant, &spec.curves.variant, &err) != TL_OK) {
    status = cli_report(cmd, &err);
    goto out;
  }
  if (cli_given(co.cx))
    spec.curves.params.cx = co.cx;
  if (cli_given(co.cx_max)) {
    if (!(co.cx_max > 0.0)) {
      status = cli_usage_error(cmd, "--cx-max must be positive (got %g)", co.cx_max);
      goto out;
    }
    spec.cx_max = co.cx_max;
  }
  if (exact_points) {
    int n;
    if (!cli_parse_count(cmd, "--exact-points", exact_points, &n)) {
      status = CLI_EXIT_USAGE;
      goto out;
    }
    if (n < 2 || n > 1000) {
      status = cli_usage_error(cmd, "--exact-points must lie in 2..1000 (got %d)", n);
      goto out;
    }
    spec.exact_points = n;
  }
  /* the table curve: the same vocabulary as tribolab-cli steady --model table */
  const int with_table = (spec.curves.models & TL_STUDY_STEADY_TABLE) != 0;
  if ((table_given || table_interp) && !with_table) {
    status = cli_usage_error(cmd, "--table and --table-interp belong to table in --models");
    goto out;
  }
  if (with_table && !table_file) {
    status = cli_usage_error(cmd, "table in --models needs --table FILE (see 'table build')");
    goto out;
  }
  TlTableInterp interp = TL_TABLE_CUBIC;
  if (table_interp && tl_table_interp_from_name(table_interp, &interp, &err) != TL_OK) {
    status = cli_usage_error(cmd, "--table-interp: %s", err.message);
    goto out;
  }
  if (with_table && !(table = tl_table_h5_load(table_file, &err))) {
    status = cli_report_input(cmd, &err);
    goto out;
  }
  tl_study_steady_set_table(&study, table, interp);
  if (tl_study_steady_update(&study, &spec, NULL, &err) != TL_OK) {
    status = cli_report(cmd, &err);
    goto out;
  }
  status = cli_export_write(cmd, &target, draw, csv, &fig);
out:
  tl_study_steady_clear(&study);
  tl_table_free(table);
  g_free(table_file);
  g_free(table_interp);
  cli_contact_options_free(&copts);
  cli_export_target_free(&target);
  g_free(models);
  g_free(variant);
  g_free(exact_points);
  g_option_context_free(ctx);
  return status;
}

int
cli_export_traction_curve(const char *cmd, int argc, char **argv)
{
  return export_steady(cmd, argc, argv, "- export the steady traction-creepage curves",
                       tlr_steady_draw_curve, tlr_steady_write_csv);
}

int
cli_export_wear_regime(const char *cmd, int argc, char **argv)
{
  return export_steady(cmd, argc, argv,
                       "- export the wear regimes (T_gamma/A, USFD rate, Burstow) vs creepage",
                       tlr_steady_draw_wear, tlr_steady_write_wear_csv);
}

int
cli_export_shakedown(const char *cmd, int argc, char **argv)
{
  return export_steady(cmd, argc, argv,
                       "- export the shakedown map with the steady operating point",
                       tlr_steady_draw_shakedown, tlr_steady_write_shakedown_csv);
}
