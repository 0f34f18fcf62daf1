/* cli-wheelrail.c — `tribolab-cli wheelrail`: S1002/60E1 (or profile files)
 * wheelset on track; contact points per lateral shift with their normal
 * contact, the equivalent-conicity table, a pressure map, or the creep
 * forces of every patch rolled at given creepages (--roll-patch)
 * (docs/theory-wheel-rail.md). */
#include <errno.h>
#include <string.h>

#include "cli-wheelrail.h"
#include "cli.h"
#include "study-wheelrail.h"
#include "tribo/profile.h"
#include "tribo/units.h"
#include "tribo/wheelrail.h"

typedef struct {
  double kp_epsilon, smooth_mm, table_step_mm, speed_m_s;
} WrOptions;

#define WO(field) offsetof(WrOptions, field)
static const CliDoubleOption wr_doubles[] = {
  { "kp-epsilon", WO(kp_epsilon), "Kik-Piotrowski virtual penetration factor (default 0.55; 0.4-0.7)", "EPS", 0 },
  { "smooth-mm", WO(smooth_mm), "Profile files: least-squares B-spline with this knot spacing (0.5-3) instead of the interpolating spline", "MM", 0 },
  { "table-step-mm", WO(table_step_mm), "Conicity: step of the rolling-radius table (default 0.05; 0.01-0.1)", "MM", 0 },
  { "speed-m-s", WO(speed_m_s), "Rolled patch: rolling speed V of the frictional power (default 1)", "M/S", 0 },
};
#undef WO

/* "A:B:STEP" or "v1,v2,…" into a new array (g_free). */
static gboolean
parse_values(const char *cmd, const char *option, const char *text, double **values, int *n)
{
  if (strchr(text, ':')) {
    double v[3];
    if (!cli_parse_range(cmd, option, text, v))
      return FALSE;
    const double count = floor((v[1] - v[0]) / v[2] + 1e-9) + 1.0;
    if (count > 10000) {
      cli_usage_error(cmd, "%s: %.0f values, at most 10000", option, count);
      return FALSE;
    }
    *n = (int)count;
    *values = g_new(double, *n);
    for (int i = 0; i < *n; i++)
      (*values)[i] = v[0] + i * v[2];
    return TRUE;
  }
  return cli_parse_list(cmd, option, text, values, n);
}

static void
warn_patch(const char *cmd, const TlWrContact *c, int side, const TlWrPatch *p)
{
  const char *sd = side == TL_WR_LEFT ? "left" : "right";
  const double y = c->y / TL_UNIT_MM;
  if (p->flags & TL_WR_PATCH_HERTZ_FAILS)
    cli_warning(cmd, "y = %g mm, %s point %d: Hertz does not apply (the curvatures do not "
                        "close the gap); a_mm, b_mm are the patch's half-extents and p0_mpa its "
                        "peak", y, sd, p->point + 1);
  else if (p->flags & TL_WR_PATCH_NONHERTZ)
    cli_warning(cmd, "y = %g mm, %s point %d: non-Hertzian: curvature changes within the patch "
                        "or a second gap minimum lies in it (e_H = %.3g > 0.1)", y, sd,
                   p->point + 1, p->e_h);
  if (p->flags & TL_WR_PATCH_MERGED)
    cli_warning(cmd, "y = %g mm, %s point %d: nearby contact points form one patch with it",
                   y, sd, p->point + 1);
  if (c->wheel[side].pt[p->point].flags & TL_WR_POINT_ON_BREAK)
    cli_warning(cmd, "y = %g mm, %s point %d: the gap minimum sits on a profile break point "
                        "(a profile artefact)", y, sd, p->point + 1);
}

/* The work before the work: contact searches (one per table step for
 * --conicity), or the study's update at each of ny shifts. */
static int
wheelrail_budget(const char *cmd, const TlPresetWheelrail *pw, gboolean conicity, int ny,
                 const double *amps, int na, double table_step)
{
  TlStudyWork work;
  if (conicity) {
    double amax = 0.0;
    for (int i = 0; i < na; i++)
      amax = fmax(amax, amps[i]);
    tl_study_wheelrail_tabulate_estimate(amax * TL_UNIT_MM, table_step, &work);
    return cli_budget_check_work(cmd, &work, "lower --amplitudes-mm or raise --table-step-mm");
  }
  tl_study_wheelrail_estimate(pw, &work);
  char what[sizeof work.what + 32];
  snprintf(what, sizeof what, "%d shift%s x %s", ny, ny == 1 ? "" : "s", work.what);
  return cli_budget_check(cmd, ny * work.seconds, work.bytes, what,
                             "give fewer --y-mm values, a coarser --cell-mm or --normal hertz");
}

/* A CSV file written by a study writer; an exit status. */
static int
write_file(const char *cmd, const char *path,
           TlStatus (*write)(FILE *, const void *, TlError *), const void *data)
{
  FILE *f = cli_open_output(cmd, path);
  if (!f)
    return cli_output_failure();
  TlError err;
  if (write(f, data, &err) != TL_OK)
    return cli_report(cmd, &err); /* the file is dropped, never committed */
  return cli_close_output(cmd, f, path);
}

static TlStatus
write_map(FILE *f, const void *study, TlError *err)
{
  return tl_study_wheelrail_write_map_csv(f, study, err);
}

static TlStatus
write_roll_map(FILE *f, const void *rolled, TlError *err)
{
  return tl_study_wheelrail_roll_write_csv(f, rolled, err);
}

/* Rows for every shift and wheel into f; the map of the spec's (side,
 * point) at the first y.  With roll_patch, every patch is rolled at the
 * spec's creepages and its creep forces written. */
static int
contact_rows(const char *cmd, TlStudyWheelrail *study, const TlPresetWheelrail *pw,
             gboolean roll_patch, const TlWearParams *wear, double speed, const double *ys,
             int ny, const char *map, FILE *f)
{
  TlError err;
  TlStudyWheelrailRoll rolled;
  tl_study_wheelrail_roll_init(&rolled);
  int status = CLI_EXIT_OK;
  if (tl_study_wheelrail_roll_set_wear(&rolled, wear, speed, &err) != TL_OK) {
    tl_study_wheelrail_roll_clear(&rolled);
    return cli_report_input(cmd, &err);
  }
  cli_progress_start();
  for (int i = 0; i < ny && status == CLI_EXIT_OK; i++) {
    TlPresetWheelrail spec = *pw;
    spec.y = ys[i] * TL_UNIT_MM;
    if (tl_study_wheelrail_update(study, &spec, NULL, &err) != TL_OK) {
      status = cli_failure(cmd, "y = %g mm: %s", ys[i], err.message);
      break;
    }
    const TlWrContact *c = &study->contact;
    for (int sd = 0; sd < 2 && status == CLI_EXIT_OK; sd++) {
      const TlWrNormal *n = &study->normal[sd];
      const int want_map = map && i == 0 && sd == pw->side;
      const int found = tl_study_wheelrail_find_patch(n, pw->point);
      for (int k = 0; k < n->n && status == CLI_EXIT_OK; k++) {
        warn_patch(cmd, c, sd, &n->patch[k]);
        if (!roll_patch)
          continue;
        if (tl_study_wheelrail_roll_update(&rolled, &n->patch[k], &pw->normal.wheel,
                                           &pw->normal.rail, &pw->roll, NULL, &err) != TL_OK) {
          status = cli_failure(cmd, "y = %g mm, %s point %d: rolling the patch: %s", ys[i],
                               sd ? "right" : "left", n->patch[k].point + 1, err.message);
        } else {
          tl_study_wheelrail_roll_write_row(f, c->y, &rolled, NULL);
          if (want_map && k == found)
            status = write_file(cmd, map, write_roll_map, &rolled);
        }
      }
      if (status == CLI_EXIT_OK && want_map) {
        if (found < 0)
          status = cli_usage_error(cmd, "--point %d: the %s wheel has no loaded contact "
                                   "point %d at y = %g mm (its points: %d)", pw->point,
                                   sd ? "right" : "left", pw->point, ys[i], n->n);
        else if (!roll_patch)
          status = write_file(cmd, map, write_map, study);
      }
    }
    if (status == CLI_EXIT_OK && !roll_patch)
      tl_study_wheelrail_write_rows(f, study, NULL);
    if (status == CLI_EXIT_OK && !cli_progress(cmd, (i + 1.0) / ny))
      status = CLI_EXIT_FAILED;
  }
  tl_study_wheelrail_roll_clear(&rolled);
  if (status == CLI_EXIT_OK)
    cli_progress_end();
  return status;
}

int
cli_wheelrail(const char *cmd, int argc, char **argv)
{
  WrOptions o;
  CliWheelrailCase wc;
  char *ys_text = NULL, *amps_text = NULL, *map = NULL, *point_text = NULL, *side_text = NULL;
  char *output = NULL;
  gboolean conicity = FALSE, roll_patch = FALSE;
  int status = CLI_EXIT_USAGE;
  TlProfile *wp = NULL, *rlp = NULL;
  TlStudyWheelrail study;
  tl_study_wheelrail_init(&study);
  double *ys = NULL, *amps = NULL;
  int ny = 0, na = 0;
  FILE *out = NULL;
  const GOptionEntry entries[] = {
    { "y-mm", 0, 0, G_OPTION_ARG_STRING, &ys_text, "Lateral shifts of the wheelset, toward the left rail (default 0; |y| <= 20)", "LIST|A:B:STEP" },
    { "conicity", 0, 0, G_OPTION_ARG_NONE, &conicity, "Print the equivalent-conicity table instead", NULL },
    { "amplitudes-mm", 0, 0, G_OPTION_ARG_STRING, &amps_text, "Conicity amplitudes (default 1:6:1; 0.5-8)", "LIST|A:B:STEP" },
    { "map", 0, 0, G_OPTION_ARG_FILENAME, &map, "Also write the pressure map of one contact point (first y) as CSV", "FILE" },
    { "point", 0, 0, G_OPTION_ARG_STRING, &point_text, "Contact point for --map (default 1)", "N" },
    { "side", 0, 0, G_OPTION_ARG_STRING, &side_text, "Wheel for --map: left (default) or right", "SIDE" },
    CLI_OUTPUT_ENTRY(&output),
    { "roll-patch", 0, 0, G_OPTION_ARG_NONE, &roll_patch, "Roll every patch at --cx, --cy, --spin-per-m (steady) and print its creep forces; --map writes the rolled patch", NULL },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  CliBudgetOptions bo;
  CliWearOptions wear_opts;
  GOptionContext *ctx = cli_context_new(
    "- wheel on rail: contact points, conicity, pressure, creep forces",
    "Places an S1002 wheelset on 60E1 rails (or profile files) and prints, per lateral\n"
    "shift and per loaded contact point, the CSV\n"
    "y_mm,side,point,s_wheel_mm,s_rail_mm,gamma_deg,r_mm,dr_mm,a_mm,b_mm,p0_mpa,\n"
    "pmax_mpa,area_mm2,approach_mm,method\n"
    "With --conicity: amplitude_mm,secant,harmonic,integration,wavelength_m.\n"
    "With --roll-patch: y_mm,side,point,normal_n,fx_n,fy_n,mz_nm,stick_fraction,method,model,\n"
    "frictional_power_w,frictional_power_macro_w,t_gamma_n,wear_rate_archard_um3_m,\n"
    "wear_rate_usfd_ug_m_mm2,wear_regime,fatigue_index (forces on the rail, x in the\n"
    "rolling direction, mz about the contact point; the power at --speed-m-s, the\n"
    "wear and fatigue figures of steady --summary, docs/theory.md section 12).\n"
    "--map of a rolled patch: x_mm,eta_mm,p_mpa,tx_mpa,ty_mpa,state,state_name (state\n"
    "0 outside, 1 stick, 2 slip as in steady's map; state_name, the same in words,\n"
    "stays for one release).",
    cli_view_group("wheelrail", &o, CLI_TABLE(wr_doubles), entries),
    cli_wheelrail_case_group(&wc), cli_budget_group(&bo, TRUE), cli_wear_group(&wear_opts),
    NULL);
  if (!cli_parse(cmd, ctx, &argc, &argv) ||
      cli_budget_apply(cmd, &bo) != CLI_EXIT_OK)
    goto out;

  /* ---- parameters: the preset's [wheelrail] (or the defaults), then the options ---- */
  TlPresetWheelrail pw;
  if ((status = cli_wheelrail_base(cmd, wc.preset, &pw)) != CLI_EXIT_OK)
    goto out;
  status = CLI_EXIT_USAGE;
  TlWheelsetParams wsp = pw.track;
  TlWrNormalParams np = pw.normal;
  TlWrRollParams rp = pw.roll;
  TlProfileFit fit = tl_profile_fit_default();
  TlError err;
  if (wc.inclination && !cli_wheelrail_inclination(cmd, wc.inclination, &wsp.inclination))
    goto out;
  if (cli_wheelrail_wheelset(cmd, &wc.wheelset, wc.roll_angle, &wsp, &np.wheel, &np.rail) != CLI_EXIT_OK)
    goto out; /* status is still CLI_EXIT_USAGE */
  if (cli_given(o.kp_epsilon))
    np.kp_epsilon = o.kp_epsilon;
  if (cli_wheelrail_normal(cmd, wc.load_kn, wc.cell_mm, wc.normal, &np) != CLI_EXIT_OK)
    goto out;
  if (cli_wheelrail_roll_params(cmd, &wc.roll, wc.model, &rp) != CLI_EXIT_OK)
    goto out; /* status is still CLI_EXIT_USAGE */
  if (!roll_patch && cli_wheelrail_roll_given(&wc.roll, wc.model)) {
    cli_usage_error(cmd, "--cx, --cy, --spin-per-m, --mu and --model set the creepages of "
                            "--roll-patch; give --roll-patch");
    goto out;
  }
  if (!roll_patch && (cli_wear_given(&wear_opts) || cli_given(o.speed_m_s))) {
    cli_usage_error(cmd, "--speed-m-s, --archard-k, --hardness-mpa and --shear-yield-mpa "
                         "set the wear figures of --roll-patch; give --roll-patch");
    goto out;
  }
  TlWearParams wear;
  if (cli_wear_params(cmd, &wear_opts, &wear) != CLI_EXIT_OK)
    goto out;
  const double speed = cli_given(o.speed_m_s) ? o.speed_m_s : 1.0;
  if (tl_wr_normal_params_validate(&np, &err) != TL_OK) {
    status = cli_usage_error(cmd, "%s (--load-kn, --e-gpa/--g-gpa, --nu, --cell-mm, "
                                "--kp-epsilon)", err.message);
    goto out;
  }
  if (cli_given(o.smooth_mm)) {
    fit.method = TL_PROFILE_FIT_SMOOTH;
    fit.knot_spacing = o.smooth_mm * TL_UNIT_MM;
    if (tl_profile_fit_validate(&fit, &err) != TL_OK) {
      cli_usage_error(cmd, "--smooth-mm: %s", err.message);
      goto out;
    }
  }
  const double table_step = cli_given(o.table_step_mm) ? o.table_step_mm * TL_UNIT_MM : 0.05 * TL_UNIT_MM;
  if (!(table_step >= 0.01 * TL_UNIT_MM && table_step <= 0.1 * TL_UNIT_MM)) {
    cli_usage_error(cmd, "--table-step-mm: must lie between 0.01 and 0.1 mm (got %g)",
                       o.table_step_mm);
    goto out;
  }
  char y_default[G_ASCII_DTOSTR_BUF_SIZE];
  g_ascii_formatd(y_default, sizeof y_default, "%.10g", pw.y / TL_UNIT_MM);
  if (!parse_values(cmd, "--y-mm", ys_text ? ys_text : y_default, &ys, &ny))
    goto out;
  for (int i = 0; i < ny; i++)
    if (fabs(ys[i]) > 20.0) {
      cli_usage_error(cmd, "--y-mm: %g mm lies outside -20 ... 20 mm", ys[i]);
      goto out;
    }
  if (!parse_values(cmd, "--amplitudes-mm", amps_text ? amps_text : "1:6:1", &amps, &na))
    goto out;
  for (int i = 0; i < na; i++)
    if (!(amps[i] >= 0.5 && amps[i] <= 8.0)) {
      cli_usage_error(cmd, "--amplitudes-mm: %g mm lies outside 0.5 ... 8 mm", amps[i]);
      goto out;
    }
  int point = pw.point, side = pw.side;
  if (point_text && (!cli_parse_count(cmd, "--point", point_text, &point) ||
                     point > TL_WR_MAX_POINTS)) {
    if (point > TL_WR_MAX_POINTS)
      cli_usage_error(cmd, "--point: at most %d", TL_WR_MAX_POINTS);
    goto out;
  }
  if (side_text) {
    if (strcmp(side_text, "left") == 0)
      side = TL_WR_LEFT;
    else if (strcmp(side_text, "right") == 0)
      side = TL_WR_RIGHT;
    else {
      cli_usage_error(cmd, "--side: expected left or right, got '%s'", side_text);
      goto out;
    }
  }
  if ((point_text || side_text) && !map) {
    cli_usage_error(cmd, "--point and --side choose the patch of --map; give --map FILE");
    goto out;
  }
  if (conicity && map) {
    cli_usage_error(cmd, "--map writes a pressure map of a contact, not of --conicity");
    goto out;
  }
  if (conicity && roll_patch) {
    cli_usage_error(cmd, "--roll-patch rolls the contact patches; --conicity has none");
    goto out;
  }
  pw.normal = np;
  if ((status = wheelrail_budget(cmd, &pw, conicity, ny, amps, na, table_step)) != CLI_EXIT_OK)
    goto out;
  if ((status = cli_wheelrail_profiles(cmd, wc.wheel, wc.rail, &pw, &fit, &wp, &rlp)) != CLI_EXIT_OK)
    goto out;
  pw.track = wsp;
  pw.roll = rp;
  pw.side = side;
  pw.point = point;
  if (tl_study_wheelrail_set_profiles(&study, &pw.track, wp, rlp, &err) != TL_OK) {
    status = cli_report(cmd, &err);
    goto out;
  }
  wp = rlp = NULL; /* the study's now */

  /* ---- conicity ---- */
  if (conicity) {
    double amax = 0.0;
    for (int i = 0; i < na; i++)
      amax = fmax(amax, amps[i]);
    if (tl_study_wheelrail_tabulate(&study, &pw.track, amax * TL_UNIT_MM, table_step, NULL,
                                    &err) != TL_OK) {
      status = err.status == TL_ERANGE ? cli_failure(cmd, "%s", err.message)
                                       : cli_report(cmd, &err);
      goto out;
    }
    const TlWrTable *t = &study.table;
    for (int k = 0; k < t->n_jumps; k++)
      cli_warning(cmd, "the contact jumps at y = %.4f mm", t->jump_y[k] / TL_UNIT_MM);
    if (!(out = cli_open_output(cmd, output))) {
      status = cli_output_failure();
      goto out;
    }
    TlWrConicity *c = g_new(TlWrConicity, na);
    for (int i = 0; i < na; i++)
      if (tl_study_wheelrail_conicity(&study, amps[i] * TL_UNIT_MM, &c[i], &err) != TL_OK) {
        g_free(c);
        status = cli_failure(cmd, "%s", err.message);
        goto out;
      }
    const TlStatus written = tl_study_wheelrail_write_conicity_csv(out, c, na, &err);
    g_free(c);
    if (written != TL_OK) {
      status = cli_write_failed(cmd, out, &err);
      out = NULL;
      goto out;
    }
    status = cli_close_output(cmd, out, output);
    out = NULL;
    goto out;
  }

  /* ---- contact points (collected first: a failure leaves stdout empty) ---- */
  char *buf = NULL;
  size_t buf_len = 0;
  FILE *mem = open_memstream(&buf, &buf_len);
  if (!mem) {
    status = cli_failure(cmd, "out of memory");
    goto out;
  }
  status = contact_rows(cmd, &study, &pw, roll_patch, &wear, speed, ys, ny, map, mem);
  fclose(mem);
  if (status != CLI_EXIT_OK) {
    free(buf);
    goto out;
  }
  if (!(out = cli_open_output(cmd, output))) {
    free(buf);
    status = cli_output_failure();
    goto out;
  }
  fputs(roll_patch ? TL_STUDY_WHEELRAIL_ROLL_CSV_HEADER : TL_STUDY_WHEELRAIL_CSV_HEADER, out);
  fwrite(buf, 1, buf_len, out);
  free(buf);
  status = cli_close_output(cmd, out, output);
  out = NULL;

out:
  if (out && out != stdout)
    fclose(out);
  tl_study_wheelrail_clear(&study);
  tl_profile_free(wp);
  tl_profile_free(rlp);
  g_free(ys);
  g_free(amps);
  g_free(ys_text);
  g_free(amps_text);
  g_free(map);
  g_free(point_text);
  g_free(side_text);
  g_free(output);
  cli_wheelrail_case_free(&wc);
  g_option_context_free(ctx);
  return status;
}
