/* cli-steady.c — `tribolab-cli steady`: the traction–creepage curve of steady
 * rolling (CSV cx,f,stick_fraction) and, with --map, the tangential map of the
 * last creepage (FASTSIM or the exact theory). */
#include <math.h>
#include <string.h>

#include "cli.h"
#include "tribo/exact.h"
#include "tribo/fastsim.h"
#include "tribo/shen.h"
#include "tribo/units.h"

typedef enum { MODEL_LINEAR, MODEL_FASTSIM, MODEL_SHEN, MODEL_EXACT } SteadyModel;

static const char *const model_names[] = {"linear", "fastsim", "shen", "exact", NULL};

static int
model_from_name(const char *command, const char *name, SteadyModel *out)
{
  for (int k = 0; model_names[k]; k++) {
    if (name && strcmp(name, model_names[k]) == 0) {
      *out = (SteadyModel)k;
      return TL_EXIT_OK;
    }
  }
  return tl_cli_usage_error(command, "unknown model '%s' (use linear, fastsim, exact or shen)",
                            name ? name : "");
}

/* The per-cell solvers of a run (only the selected one is allocated). */
typedef struct {
  TlFastsim *fs;
  TlExact *exact;
} Solvers;

/* f, stick fraction, fy = Ty/F_N and Mz of one creepage. */
static int
steady_point(const char *command, SteadyModel model, const TlContactParams *p,
             const TlContactBasics *basics, const Solvers *sv, TlTraction *map, double cx,
             double *f, double *stick, double *fy, double *mz)
{
  TlError err;
  if (model == MODEL_FASTSIM || model == MODEL_EXACT) {
    /* the exact solve starts from the previous creepage's state: a sweep
     * needs fewer Newton iterations than solves from zero */
    const TlStatus s = model == MODEL_FASTSIM
                         ? tl_fastsim_solve(sv->fs, cx, p->cy, p->spin, map, &err)
                         : tl_exact_steady(sv->exact, cx, p->cy, p->spin, map, NULL, &err);
    if (s != TL_OK)
      return tl_cli_report(command, &err);
    *f = map->f;
    *stick = map->stick_fraction;
    *fy = map->fy / basics->hertz.normal_load;
    *mz = map->mz;
  } else if (model == MODEL_SHEN) {
    TlShenResult r;
    if (tl_shen_forces(p, basics, cx, p->cy, p->spin, &r, &err) != TL_OK)
      return tl_cli_report(command, &err);
    *f = r.f;
    *stick = r.stick_fraction;
    *fy = r.fy / basics->hertz.normal_load;
    *mz = r.mz;
  } else {
    TlLinearForces lin;
    const TlHertzResult *h = &basics->hertz;
    tl_kalker_linear_forces(h->material.shear_modulus, h->a, h->b, &basics->kalker, cx, p->cy,
                            p->spin, &lin);
    *f = lin.fx / h->normal_load;
    *stick = 1.0; /* no slip anywhere in the linear theory */
    *fy = lin.fy / h->normal_load;
    *mz = lin.mz;
  }
  return TL_EXIT_OK;
}

/* One row per grid cell: x_mm,y_mm,pn_mpa,tx_mpa,ty_mpa,state. */
static int
write_map(const char *cmd, const char *path, const TlGrid *g, const TlTraction *t)
{
  FILE *out = tl_cli_open_output(cmd, path);
  if (!out)
    return tl_cli_output_failure();
  fputs("x_mm,y_mm,pn_mpa,tx_mpa,ty_mpa,state\n", out);
  for (int j = 0; j < g->my; j++) {
    for (int i = 0; i < g->mx; i++) {
      const int k = j * g->mx + i;
      tl_cli_csv_value(out, g->x[i] / TL_UNIT_MM, TRUE);
      tl_cli_csv_value(out, g->y[j] / TL_UNIT_MM, FALSE);
      tl_cli_csv_value(out, t->pn[k] / TL_UNIT_MPA, FALSE);
      tl_cli_csv_value(out, t->tx[k] / TL_UNIT_MPA, FALSE);
      tl_cli_csv_value(out, t->ty[k] / TL_UNIT_MPA, FALSE);
      fprintf(out, ",%d\n", t->state[k]);
    }
  }
  return tl_cli_close_output(cmd, out, path);
}

typedef struct {
  char *model, *cx, *map, *variant, *output;
} SteadyOptions;

static int
run_steady(const char *cmd, const SteadyOptions *o, const TlContactParams *p)
{
  SteadyModel model = MODEL_FASTSIM;
  TlFastsimVariant variant = TL_FASTSIM_FIXED_GRID;
  TlContactBasics basics;
  TlError err;
  double *cxs = NULL;
  int n = 0, status;

  if (o->model && (status = model_from_name(cmd, o->model, &model)) != TL_EXIT_OK)
    return status;
  if (!o->cx)
    return tl_cli_usage_error(cmd, "--cx LIST is required (e.g. --cx 0.001,0.002,0.005)");
  if (o->variant && tl_fastsim_variant_from_name(o->variant, &variant, &err) != TL_OK)
    return tl_cli_report(cmd, &err);
  if (o->map && model != MODEL_FASTSIM && model != MODEL_EXACT)
    return tl_cli_usage_error(cmd,
                              "--map needs --model fastsim or exact (the %s model has no "
                              "per-cell solution)",
                              model_names[model]);
  if (!tl_cli_parse_list(cmd, "--cx", o->cx, &cxs, &n))
    return TL_EXIT_USAGE;
  if (tl_contact_basics(p, &basics, &err) != TL_OK) {
    g_free(cxs);
    return tl_cli_report(cmd, &err);
  }
  if (basics.hertz.warnings & TL_HERTZ_WARN_KD)
    tl_cli_warning(cmd, "difference parameter K_d = %.3f: the bodies are not quasi-identical",
                   basics.hertz.material.kd);

  if (model == MODEL_EXACT) {
    /* an exact solve grows as cells^1.5 (bench: 80 x 80 in 0.5 s, 160 x 160 in 4 s) */
    const double cells = (double)p->mx * p->my;
    char work[120];
    snprintf(work, sizeof work, "%d exact solve%s on %d x %d cells", n, n == 1 ? "" : "s", p->mx,
             p->my);
    if ((status = tl_cli_budget_check(cmd, n * TL_CLI_COST_EXACT_STEADY_6400 *
                                             pow(cells / 6400.0, 1.5),
                                      cells * TL_CLI_BYTES_EXACT_CELL, work,
                                      "coarsen --grid or give fewer --cx values")) !=
        TL_EXIT_OK) {
      g_free(cxs);
      return status;
    }
  }
  Solvers sv = { NULL, NULL };
  TlTraction map = {0};
  if (model == MODEL_FASTSIM || model == MODEL_EXACT) {
    const gboolean ok = model == MODEL_FASTSIM
                          ? (sv.fs = tl_fastsim_alloc(p, variant, &err)) != NULL
                          : tl_exact_alloc(p, NULL, &sv.exact, &err) == TL_OK;
    if (!ok || tl_traction_alloc(&map, p->mx, p->my, &err) != TL_OK) {
      status = tl_cli_report(cmd, &err);
      goto out;
    }
  }
  FILE *out_f = tl_cli_open_output(cmd, o->output);
  if (!out_f) {
    status = tl_cli_output_failure();
    goto out;
  }
  fputs("cx,f,stick_fraction,fy,mz_nmm\n", out_f);
  status = TL_EXIT_OK;
  for (int k = 0; k < n && status == TL_EXIT_OK; k++) {
    double f = NAN, stick = NAN, fy = NAN, mz = NAN;
    status = steady_point(cmd, model, p, &basics, &sv, &map, cxs[k], &f, &stick, &fy, &mz);
    if (status == TL_EXIT_OK && !tl_cli_progress(cmd, (k + 1.0) / n))
      status = TL_EXIT_FAILED;
    if (status != TL_EXIT_OK)
      break;
    tl_cli_csv_value(out_f, cxs[k], TRUE);
    tl_cli_csv_value(out_f, f, FALSE);
    tl_cli_csv_value(out_f, stick, FALSE);
    tl_cli_csv_value(out_f, fy, FALSE);
    tl_cli_csv_value(out_f, mz / TL_UNIT_NMM, FALSE);
    fputc('\n', out_f);
  }
  const int close_status = status == TL_EXIT_OK ? tl_cli_close_output(cmd, out_f, o->output)
                                                : tl_cli_discard_output(out_f);
  if (status == TL_EXIT_OK)
    status = close_status;
  if (status == TL_EXIT_OK && o->map)
    status = write_map(cmd, o->map, sv.fs ? tl_fastsim_grid(sv.fs) : tl_exact_grid(sv.exact),
                       &map);
out:
  tl_traction_free(&map);
  tl_fastsim_free(sv.fs);
  tl_exact_free(sv.exact);
  g_free(cxs);
  return status;
}

int
tl_cli_steady(int argc, char **argv)
{
  const char *cmd = "steady";
  TlCliContactOptions copts;
  SteadyOptions o = {0};
  TlContactParams params;
  int status;
  const GOptionEntry entries[] = {
    { "model", 0, 0, G_OPTION_ARG_STRING, &o.model, "linear, fastsim (default), exact (Kalker's exact theory on the half-space) or shen", "MODEL" },
    { "cx", 0, 0, G_OPTION_ARG_STRING, &o.cx, "Comma-separated longitudinal creepages (required)", "LIST" },
    { "map", 0, 0, G_OPTION_ARG_FILENAME, &o.map, "Also write the per-cell map of the last creepage (fastsim, exact)", "FILE" },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &o.variant, "FASTSIM grid: fixed (default, the brush's grid) or strip", "KIND" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &o.output, "Write the CSV to FILE instead of stdout", "FILE" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  GOptionContext *ctx = g_option_context_new("- steady rolling: traction coefficient vs creepage");
  g_option_context_set_summary(
      ctx,
      "Prints CSV cx,f,stick_fraction,fy,mz_nmm: f = Tx/F_N (positive for positive cx; tau is the\n"
      "traction the wheel exerts on the rail), stick_fraction = stick area / contact area\n"
      "(linear: 1; shen: Vermeulen-Johnson's adhesion ellipse), fy = Ty/F_N, mz in N*mm.\n"
      "--cy and --spin-per-m are held constant.  --map FILE writes x_mm,y_mm,pn_mpa,tx_mpa,\n"
      "ty_mpa,state (0 outside, 1 stick, 2 slip) for the last creepage.\n"
      "exact: Kalker's exact theory, a boundary-element solution on the grid with the\n"
      "half-space's own pressure p_n (not the traction bound's); about 10 ms per creepage\n"
      "at 40x40, 70 ms at 80x80.");
  g_option_context_add_main_entries(ctx, entries, NULL);
  g_option_context_add_group(ctx, tl_cli_contact_group(&copts));

  if (!tl_cli_parse(cmd, ctx, &argc, &argv) || !tl_cli_no_positional(cmd, argc, argv)) {
    status = TL_EXIT_USAGE;
    goto out;
  }
  if ((status = tl_cli_contact_params(cmd, &copts, &params)) != TL_EXIT_OK)
    goto out;
  status = run_steady(cmd, &o, &params);
out:
  tl_cli_contact_options_free(&copts);
  g_free(o.model);
  g_free(o.cx);
  g_free(o.map);
  g_free(o.variant);
  g_free(o.output);
  g_option_context_free(ctx);
  return status;
}
