/* cli-steady.c — `tribolab-cli steady`: the traction–creepage curve of steady
 * rolling (CSV cx,f,stick_fraction) and, with --map, the tangential map of the
 * last creepage (FASTSIM or the exact theory). */
#include <math.h>
#include <string.h>

#include "cli.h"
#include "study-steady.h"
#include "tribo/exact.h"
#include "tribo/fastsim.h"
#include "tribo/shen.h"
#include "tribo-table-h5.h"

typedef enum {
  MODEL_LINEAR, MODEL_FASTSIM, MODEL_SHEN, MODEL_EXACT, MODEL_POLACH, MODEL_TABLE
} SteadyModel;

static const char *const model_names[] = {"linear", "fastsim", "shen", "exact", "polach", "table",
                                          NULL};

/* The study's model bit of each SteadyModel. */
static const unsigned model_bits[] = { TL_STEADY_LINEAR, TL_STEADY_FASTSIM, TL_STEADY_SHEN,
                                       TL_STUDY_STEADY_EXACT, TL_STEADY_POLACH,
                                       TL_STUDY_STEADY_TABLE };

static int
model_from_name(const char *command, const char *name, SteadyModel *out)
{
  for (int k = 0; model_names[k]; k++) {
    if (name && strcmp(name, model_names[k]) == 0) {
      *out = (SteadyModel)k;
      return CLI_EXIT_OK;
    }
  }
  return cli_usage_error(command, "unknown model '%s' (use linear, fastsim, exact, shen or polach; table with --table FILE)",
                            name ? name : "");
}

typedef struct {
  char *model, *cx, *map, *variant, *output, *curve, *exact_start, *table, *table_interp;
  gboolean summary;       /* key=value lines of the last creepage instead of the CSV */
  CliWearOptions wear;
  CliFrictionLawOptions law;
  gboolean mu_given;
  const TlPreset *preset; /* --preset's, or the defaults (Coulomb) without one */
} SteadyOptions;

/* The law of --preset's [contact_friction] section, the default when no
 * --friction-law is given (export and the window use the same law).  Coulomb
 * when there is none. */
static int
preset_law(const char *cmd, const SteadyOptions *o, double mu, TlSlipFriction *out)
{
  TlError err;
  *out = tl_slip_friction_default(TL_SLIP_LAW_COULOMB);
  out->mu = mu;
  if (o->law.law || !o->preset)
    return CLI_EXIT_OK;
  if (tl_contact_friction_law(&o->preset->contact_friction, mu, &o->preset->friction.law, out,
                              &err) != TL_OK)
    return cli_usage_error(cmd, "--preset: [contact_friction]: %s", err.message);
  return CLI_EXIT_OK;
}

/* Scripts run every model on a preset: a model that takes no law says so
 * instead of failing. */
static void
note_law_unused(const char *cmd, const char *what, const char *takes, const TlSlipFriction *law)
{
  fprintf(stderr, "tribolab-cli %s: note: the preset's [contact_friction] law %s is not used "
                  "by %s (it takes %s)\n",
          cmd, tl_slip_law_name(law->kind), what, takes);
}

/* The budget of the points a spec solves (FASTSIM's or the exact solver's;
 * the other models cost nothing worth a check). */
static int
points_budget(const char *cmd, const TlSteadyCurvesSpec *spec, const TlExactLawOptions *opts)
{
  TlStudyWork work;
  tl_study_steady_points_estimate(spec, opts, &work);
  return cli_budget_check_work(cmd, &work,
                               spec->models & TL_STUDY_STEADY_EXACT
                                 ? "coarsen --grid or give fewer --cx values"
                                 : "coarsen --grid or give fewer creepages");
}

/* --curve N: FASTSIM's curve cx,f at N creepages evenly from 0 to 1.5 times
 * the creepage at which SHE saturates (the steady figure's automatic range),
 * through the same core function as the window's curve. */
static int
run_curve(const char *cmd, const SteadyOptions *o, const TlContactParams *p)
{
  TlFastsimVariant variant = TL_FASTSIM_FIXED_GRID;
  TlContactBasics basics;
  TlError err;
  int n = 0;
  if (!cli_parse_count(cmd, "--curve", o->curve, &n))
    return CLI_EXIT_USAGE;
  if (n < 2 || n > 100000)
    return cli_usage_error(cmd, "--curve: %d creepages, use 2 to 100000", n);
  if (o->model && strcmp(o->model, "fastsim") != 0)
    return cli_usage_error(cmd, "--curve is FASTSIM's curve: it takes no --model %s",
                              o->model);
  if (o->map)
    return cli_usage_error(cmd, "--curve writes no --map (give --cx for one)");
  if (o->law.law)
    return cli_usage_error(cmd, "--curve is Coulomb FASTSIM's curve: with --friction-law "
                                   "give the creepages with --cx");
  if (o->summary)
    return cli_usage_error(cmd, "--summary is of the last creepage: give --cx instead of "
                                "--curve");
  TlSlipFriction from_preset;
  int status = preset_law(cmd, o, p->mu, &from_preset);
  if (status != CLI_EXIT_OK)
    return status;
  if (from_preset.kind != TL_SLIP_LAW_COULOMB)
    note_law_unused(cmd, "--curve", "Coulomb friction, --mu; give --cx for the law",
                    &from_preset);
  if (o->variant && tl_fastsim_variant_from_name(o->variant, &variant, &err) != TL_OK)
    return cli_report(cmd, &err);
  if (tl_contact_basics(p, &basics, &err) != TL_OK)
    return cli_report(cmd, &err);
  TlSteadyCurvesSpec coulomb = tl_steady_curves_spec_default();
  coulomb.params = *p;
  coulomb.models = TL_STEADY_FASTSIM;
  coulomb.n = n;
  status = points_budget(cmd, &coulomb, NULL);
  if (status != CLI_EXIT_OK)
    return status;
  /* the study's FASTSIM curve over [0, 1.5 × the creepage where SHE
   * saturates]: from 0 whatever the sign of the case's operating point,
   * which --curve does not use */
  TlStudySteadySpec spec = tl_study_steady_spec_default();
  spec.curves.params = *p;
  spec.curves.params.cx = fabs(p->cx);
  spec.curves.models = TL_STEADY_FASTSIM;
  spec.curves.variant = variant;
  spec.curves.law.mu = p->mu;
  spec.cx_max = 1.5 * tl_shen_saturation_creepage(&basics, p->mu);
  spec.n_points = n;
  TlStudySteady study;
  tl_study_steady_init(&study);
  if (tl_study_steady_update(&study, &spec, NULL, &err) != TL_OK) {
    status = cli_report(cmd, &err);
  } else {
    FILE *out = cli_open_output(cmd, o->output);
    status = out ? CLI_EXIT_OK : cli_output_failure();
    if (out) {
      tl_study_steady_write_csv(out, &study, NULL);
      cli_csv_note_values(study.f[TL_STEADY_CURVE_FASTSIM], study.n);
      status = cli_close_output(cmd, out, o->output);
    }
  }
  tl_study_steady_clear(&study);
  return status;
}

static int
run_steady(const char *cmd, const SteadyOptions *o, const TlContactParams *p)
{
  SteadyModel model = MODEL_FASTSIM;
  TlFastsimVariant variant = TL_FASTSIM_FIXED_GRID;
  TlContactBasics basics;
  TlError err;
  double *cxs = NULL;
  int n = 0, status;

  if (o->model && (status = model_from_name(cmd, o->model, &model)) != CLI_EXIT_OK)
    return status;
  if (!o->cx)
    return cli_usage_error(cmd, "--cx LIST is required (e.g. --cx 0.001,0.002,0.005)");
  if (o->variant && tl_fastsim_variant_from_name(o->variant, &variant, &err) != TL_OK)
    return cli_report(cmd, &err);
  if (o->map && model != MODEL_FASTSIM && model != MODEL_EXACT)
    return cli_usage_error(cmd,
                              "--map needs --model fastsim or exact (the %s model has no "
                              "per-cell solution)",
                              model_names[model]);
  TlSlipFriction law = tl_slip_friction_default(TL_SLIP_LAW_COULOMB);
  TlPolachParams polach = tl_polach_params_dry();
  if ((status = cli_friction_law(cmd, &o->law, p->mu, o->mu_given, model == MODEL_POLACH, &law)) != CLI_EXIT_OK)
    return status;
  TlSlipFriction from_preset;
  if ((status = preset_law(cmd, o, p->mu, &from_preset)) != CLI_EXIT_OK)
    return status;
  /* how the law is named in messages: the option, or the preset's section */
  char law_label[96];
  if (o->law.law)
    g_snprintf(law_label, sizeof law_label, "--friction-law %s", o->law.law);
  else
    g_snprintf(law_label, sizeof law_label, "the preset's [contact_friction] law %s",
               tl_slip_law_name(from_preset.kind));
  if (from_preset.kind != TL_SLIP_LAW_COULOMB) {
    if (model == MODEL_FASTSIM || model == MODEL_EXACT) {
      if (o->mu_given)
        return cli_usage_error(cmd, "--mu is the Coulomb coefficient but %s falls with the "
                                       "slip speed: give --friction-law coulomb --mu to replace "
                                       "it", law_label);
      law = from_preset;
    } else if (model != MODEL_POLACH) {
      char what[32];
      g_snprintf(what, sizeof what, "the %s model", model_names[model]);
      note_law_unused(cmd, what, "Coulomb friction, --mu", &from_preset);
    } else if (from_preset.kind != TL_SLIP_LAW_POLACH || o->preset->contact_friction.from_lab) {
      note_law_unused(cmd, "the polach model", "Polach's own law, --polach-*", &from_preset);
    }
  }
  /* a preset's own Polach law gives the polach model its mu0, A, B, kA and
   * kS, as export's figure does; the --polach-* options override them */
  TlPolachParams preset_polach, *polach_base = NULL;
  if (from_preset.kind == TL_SLIP_LAW_POLACH && !o->preset->contact_friction.from_lab) {
    preset_polach = tl_contact_friction_polach(&o->preset->contact_friction);
    polach_base = &preset_polach;
  }
  if (model == MODEL_POLACH) {
    if (o->law.law && law.kind != TL_SLIP_LAW_POLACH)
      return cli_usage_error(cmd, "--model polach is Polach's own law: drop --friction-law %s "
                                     "or give --friction-law polach", o->law.law);
    if ((status = cli_polach_params(cmd, &o->law, polach_base, &polach)) != CLI_EXIT_OK)
      return status;
  } else if (law.kind != TL_SLIP_LAW_COULOMB && model != MODEL_FASTSIM &&
             model != MODEL_EXACT) {
    return cli_usage_error(cmd, "--friction-law %s needs --model fastsim or exact (or --model "
                                   "polach for Polach's closed form); the %s model takes Coulomb "
                                   "friction (--mu) only",
                              o->law.law, model_names[model]);
  } else if (law.kind != TL_SLIP_LAW_COULOMB && variant != TL_FASTSIM_FIXED_GRID) {
    return cli_usage_error(cmd, "%s needs the fixed grid (drop --variant strip)", law_label);
  } else if (model != MODEL_POLACH &&
             (cli_given(o->law.polach_ka) || cli_given(o->law.polach_ks))) {
    return cli_usage_error(cmd, "--polach-ka and --polach-ks belong to --model polach");
  }
  TlExactLawOptions law_opts = tl_exact_law_options_default();
  if (o->exact_start && model != MODEL_EXACT)
    return cli_usage_error(cmd, "--exact-start belongs to --model exact");
  if (o->exact_start && tl_exact_law_start_from_name(o->exact_start, &law_opts.start, &err) != TL_OK)
    return cli_usage_error(cmd, "--exact-start: %s", err.message);
  if ((o->table || o->table_interp) && model != MODEL_TABLE)
    return cli_usage_error(cmd, "--table and --table-interp belong to --model table");
  /* the table: --table, else the preset's [steady] table (the window's) */
  const char *table_file = o->table ? o->table
                           : o->preset && o->preset->steady.table_file[0]
                             ? o->preset->steady.table_file
                             : NULL;
  if (model == MODEL_TABLE && !table_file)
    return cli_usage_error(cmd, "--model table needs --table FILE (see 'table build')");
  TlTableInterp table_interp = TL_TABLE_CUBIC;
  if (o->table_interp && tl_table_interp_from_name(o->table_interp, &table_interp, &err) != TL_OK)
    return cli_usage_error(cmd, "--table-interp: %s", err.message);
  /* the exact solver runs its outer iteration on a law that falls (a
   * constant one is Coulomb friction with its own μ: the study's rule) */
  const gboolean exact_law = model == MODEL_EXACT && !tl_slip_friction_is_constant(&law);
  TlWearParams wear = tl_wear_params_default();
  if ((status = cli_wear_params(cmd, &o->wear, &wear)) != CLI_EXIT_OK)
    return status;
  if (!cli_parse_list(cmd, "--cx", o->cx, &cxs, &n))
    return CLI_EXIT_USAGE;
  if (model == MODEL_POLACH)
    fprintf(stderr, "tribolab-cli %s: note: Polach's model gives the total forces only: "
                    "stick_fraction is nan\n", cmd);
  if (tl_contact_basics(p, &basics, &err) != TL_OK) {
    g_free(cxs);
    return cli_report(cmd, &err);
  }
  if (basics.hertz.warnings & TL_HERTZ_WARN_KD)
    cli_warning(cmd, "difference parameter K_d = %.3f: the bodies are not quasi-identical",
                   basics.hertz.material.kd);

  TlSteadyCurvesSpec spec = tl_steady_curves_spec_default();
  spec.params = *p;
  spec.models = model_bits[model];
  spec.variant = variant;
  spec.law = law;
  spec.polach = polach;
  spec.cx = cxs;
  spec.n = n;
  if ((model == MODEL_EXACT || model == MODEL_FASTSIM) &&
      (status = points_budget(cmd, &spec, &law_opts)) != CLI_EXIT_OK) {
    g_free(cxs);
    return status;
  }
  FILE *out_f = cli_open_output(cmd, o->output);
  if (!out_f) {
    g_free(cxs);
    return cli_output_failure();
  }
  TlTable *table = NULL;
  if (model == MODEL_TABLE && !(table = tl_table_h5_load(table_file, &err))) {
    g_free(cxs);
    cli_discard_output(out_f);
    return cli_report_input(cmd, &err);
  }
  TlStudySteadyPoints pts;
  tl_study_steady_points_init(&pts);
  tl_study_steady_points_set_wear(&pts, &wear, NULL); /* validated above */
  tl_study_steady_points_set_table(&pts, table, table_interp);
  CliProgress pr;
  const TlStudyControl ctl = cli_progress_control(&pr, cmd);
  cli_progress_start();
  const TlStatus solved = tl_study_steady_points_update(&pts, &spec, &law_opts, &ctl, &err);
  cli_progress_end();
  g_free(cxs);
  if (solved == TL_OK && model == MODEL_TABLE) {
    const int k = pts.n - 1;
    fprintf(stderr,
            "tribolab-cli %s: note: table %s (%s): at cx = %g, f = %.6g against %.6g solved "
            "directly (error %.2g)%s\n",
            cmd, table_file, tl_table_interp_name(table_interp), pts.cx[k], pts.f[k],
            pts.table_direct[0], pts.f[k] - pts.table_direct[0],
            pts.table_clamped ? "; some creepages lie outside the table: clamped to its edge" : "");
  }
  tl_table_free(table);
  if (pr.stop) { /* --max-seconds: cli_progress said so */
    tl_study_steady_points_clear(&pts);
    return cli_discard_output(out_f);
  }
  if (solved != TL_OK) {
    status = cli_report(cmd, &err);
    cli_discard_output(out_f);
    tl_study_steady_points_clear(&pts);
    return status;
  }
  if (o->summary) {
    tl_study_steady_points_write_summary(out_f, &pts, NULL);
  } else {
    tl_study_steady_points_write_csv(out_f, &pts, NULL);
    const double *written[] = { pts.cx, pts.f, pts.fy, pts.mz, pts.mu_mean, pts.indicator };
    for (size_t k = 0; k < G_N_ELEMENTS(written); k++)
      cli_csv_note_values(written[k], pts.n);
    if (model != MODEL_POLACH && model != MODEL_TABLE) /* nan by contract: no adhesion area */
      cli_csv_note_values(pts.stick, pts.n);
  }
  const double indicator = pts.indicator_max;
  if (exact_law)
    fprintf(stderr,
            "tribolab-cli %s: note: exact solver with %s: at most %d outer "
            "iterations per creepage, N_E,max %.3g, initial estimate %s\n",
            cmd, law_label, pts.law_outer_max, pts.law_ne_max,
            tl_exact_law_start_name(law_opts.start));
  /* with memory already on (given or from the preset) the remedy is a longer one */
  const char *memory_remedy = law.memory > 0.0
                                ? "lengthen the friction memory (--memory-m)"
                                : "add friction memory (e.g. --memory-m 1e-4)";
  /* the grid resolves a falling law only while κ|μ′| < ½ (the theory's marching bound; for
   * the exact solver the local indicator N_E of its element problem) */
  if (indicator > 0.5 && exact_law)
    /* κ_I of the element problem does not shrink with the cell: no grid helps */
    cli_warning(cmd,
                   "falling friction is steep for one element (falling_indicator N_E,max %.3g > "
                   "0.5): several solutions are likely and the one found depends on "
                   "--exact-start; %s",
                   indicator, memory_remedy);
  else if (indicator > 0.5)
    cli_warning(cmd,
                   "falling friction is steeper than the grid resolves (falling_indicator %.3g > "
                   "0.5): the result depends on the grid and on --slip-branch; %s or use a "
                   "coarser --grid",
                   indicator, memory_remedy);
  status = cli_close_output(cmd, out_f, o->output);
  if (status == CLI_EXIT_OK && o->map) {
    FILE *map_f = cli_open_output(cmd, o->map);
    if (!map_f) {
      status = cli_output_failure();
    } else {
      tl_study_steady_points_write_map(map_f, &pts, NULL);
      status = cli_close_output(cmd, map_f, o->map);
    }
  }
  tl_study_steady_points_clear(&pts);
  return status;
}

int
cli_steady(const char *cmd, int argc, char **argv)
{
  CliContactOptions copts;
  SteadyOptions o = {0};
  TlContactParams params;
  int status;
  const GOptionEntry entries[] = {
    { "model", 0, 0, G_OPTION_ARG_STRING, &o.model, "linear, fastsim (default), exact (Kalker's exact theory on the half-space), shen, polach (Polach's creep-force model) or table (a creep-force table, --table)", "MODEL" },
    { "table", 0, 0, G_OPTION_ARG_FILENAME, &o.table, "With --model table: the HDF5 table (tribolab-cli table build; default: the preset's [steady] table)", "FILE" },
    { "table-interp", 0, 0, G_OPTION_ARG_STRING, &o.table_interp, "With --model table: cubic (default) or linear", "NAME" },
    { "cx", 0, 0, G_OPTION_ARG_STRING, &o.cx, "Comma-separated longitudinal creepages (required unless --curve)", "LIST" },
    { "curve", 0, 0, G_OPTION_ARG_STRING, &o.curve, "Instead of --cx: FASTSIM's curve cx,f at N creepages from 0 to 1.5x the creepage where SHE saturates", "N" },
    { "map", 0, 0, G_OPTION_ARG_FILENAME, &o.map, "Also write the per-cell map of the last creepage (fastsim, exact)", "FILE" },
    { "exact-start", 0, 0, G_OPTION_ARG_STRING, &o.exact_start, "Exact solver with a falling --friction-law: where the outer iteration on the slip speeds starts, previous (default: the last creepage's), low (0) or high (V)", "START" },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &o.variant, "FASTSIM grid: fixed (default, the brush's grid) or strip", "KIND" },
    { "summary", 0, 0, G_OPTION_ARG_NONE, &o.summary, "Print key=value figures of the last creepage (forces, frictional power, wear, fatigue) instead of the CSV", NULL },
    CLI_OUTPUT_ENTRY(&o.output),
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  CliBudgetOptions bo;
  GOptionContext *ctx = cli_context_new(
    "- steady rolling: traction coefficient vs creepage",
    "Prints CSV cx,f,stick_fraction,fy,mz_nmm,mu_mean,falling_indicator,mz_nm:\n"
      "f = Tx/F_N (positive for positive cx; tau is the traction the wheel exerts on\n"
      "the rail), stick_fraction = stick area / contact area (linear: 1; shen:\n"
      "Vermeulen-Johnson's adhesion ellipse), fy = Ty/F_N, the spin moment mz in N*m\n"
      "(mz_nmm, in N*mm, stays for one release).\n"
      "--cy and --spin-per-m are held constant.  --map FILE writes, for the last\n"
      "creepage, x_mm,y_mm,pn_mpa,tx_mpa,ty_mpa,state,mu,w_m_s,power_w_m2 per cell (state 0\n"
      "outside, 1 stick, 2 slip; mu the local friction coefficient, w_m_s the local\n"
      "slip speed).\n"
      "--curve N prints FASTSIM's curve cx,f instead (the window's steady curve).\n"
      "exact: Kalker's exact theory, a boundary-element solution on the grid with the\n"
      "half-space's own pressure p_n (not the traction bound's); about 10 ms per creepage\n"
      "at 40x40, 70 ms at 80x80.\n"
      "--friction-law exp|rational|linear|stribeck|polach (fastsim, exact): friction falling with the\n"
      "local slip speed w = V x local slip (--speed-m-s matters); mu_mean is the mean local mu\n"
      "over slipping cells (mu for Coulomb), falling_indicator the largest kappa|mu'(0)| over\n"
      "the cells (0 for constant mu or no grid; above 0.5 the grid decides the answer).\n"
      "In the --map, w_m_s is 0 where a model does not resolve the slip speed (FASTSIM's\n"
      "strip variant; its power_w_m2 is then nan).\n"
      "exact with --friction-law: an outer iteration on the slip speeds around the Coulomb\n"
      "solver; falling_indicator is then N_E = kappa_I|mu'(0)|, kappa_I = a p_n/dt of the\n"
      "element problem; a note on stderr gives the outer iterations and N_E,max.\n"
      "--model polach: Polach's closed form (no grid; stick_fraction nan), --polach-set dry|wet.\n"
      "--preset FILE: its [contact_friction] law is the default for fastsim and exact (with it\n"
      "--mu is refused); --friction-law and its options replace it entirely (--friction-law\n"
      "coulomb: plain Coulomb with --mu).  linear, shen and --curve take no law: they keep\n"
      "Coulomb --mu and a note on stderr says so.  A preset Polach law is solved cell by cell\n"
      "by fastsim and exact, and gives --model polach its mu0, A, B, kA and kS (--polach-*\n"
      "override them); a preset law of another kind is not used by --model polach.\n"
      "--summary prints key=value lines of the last creepage instead: cx, f, fy, mz_nm,\n"
      "stick_fraction, frictional_power_w (sum of |tau| w dA over the cells; nan without a\n"
      "grid), frictional_power_macro_w (V |cx Fx + cy Fy + spin Mz|), t_gamma_n\n"
      "(|Fx cx| + |Fy cy| + |Mz spin|), t_gamma_per_area_n_mm2, contact_area_mm2,\n"
      "wear_rate_archard_um3_m (volume worn per metre rolled), the largest local\n"
      "wear_depth_rate_archard_max_um_s, wear_rate_usfd_ug_m_mm2 and wear_regime (mild,\n"
      "severe, catastrophic), wear_depth_usfd_nm_m, burstow_damage (relative to its peak),\n"
      "utilised_friction and fatigue_index (> 0: beyond the shakedown limit).\n"
      "The --map's power_w_m2 is the local frictional power density |tau| w.",
    cli_entries_group(entries),
    cli_contact_group(&copts), cli_budget_group(&bo, FALSE), cli_friction_law_group(&o.law),
    cli_wear_group(&o.wear), NULL);
  if (!cli_parse(cmd, ctx, &argc, &argv) ||
      cli_budget_apply(cmd, &bo) != CLI_EXIT_OK) {
    status = CLI_EXIT_USAGE;
    goto out;
  }
  TlPreset preset;
  if ((status = cli_contact_and_preset(cmd, &copts, &params, &preset)) != CLI_EXIT_OK)
    goto out;
  o.preset = copts.preset ? &preset : NULL;
  o.mu_given = cli_given(copts.mu);
  if (o.curve && o.cx)
    status = cli_usage_error(cmd, "--curve and --cx exclude each other");
  else if (!o.summary && cli_wear_given(&o.wear))
    status = cli_usage_error(cmd, "--archard-k, --hardness-mpa and --shear-yield-mpa set the "
                                  "laws of --summary: give --summary");
  else
    status = o.curve ? run_curve(cmd, &o, &params) : run_steady(cmd, &o, &params);
out:
  cli_contact_options_free(&copts);
  g_free(o.model);
  g_free(o.cx);
  g_free(o.map);
  g_free(o.variant);
  g_free(o.output);
  cli_friction_law_options_free(&o.law);
  g_free(o.curve);
  g_free(o.exact_start);
  g_free(o.table);
  g_free(o.table_interp);
  g_option_context_free(ctx);
  return status;
}
