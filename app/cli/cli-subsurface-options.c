/* cli-subsurface-options.c — options shared by `subsurface` and
 * `export --view subsurface`: source, body, section or line. */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "cli-subsurface.h"
#include "tribo/units.h"

#define SO(field) offsetof(CliSubsurfaceOptions, field)
static const CliDoubleOption subsurface_doubles[] = {
  { "cx", SO(cx), "Longitudinal creepage for fastsim/exact; with slide, its sign (and --cy) give the sliding direction (default 0.005)", "CX", 0 },
  { "at-mm", SO(at_mm), "Position of the section: y of an xz plane, x of a yz plane (default 0; between two cell-centre lines, the two lines' stresses blended by the distance)", "MM", 0 },
  { "z-max-mm", SO(z_max_mm), "Deepest row below the surface (default 2 min(a, b))", "MM", 0 },
  { "line-x-mm", SO(line_x_mm), "A vertical line instead of a plane: its x (with --line-y-mm)", "MM", 0 },
  { "line-y-mm", SO(line_y_mm), "The vertical line's y (with --line-x-mm)", "MM", 0 },
  { "shear-yield-mpa", SO(shear_yield_mpa), "Yield stress in shear k of the shakedown limit (default 300, illustrative, or the preset's)", "MPA", 0 },
};
#undef SO

GOptionGroup *
cli_subsurface_group(CliSubsurfaceOptions *o)
{
  memset(o, 0, sizeof *o);
  const GOptionEntry others[] = {
    { "source", 0, 0, G_OPTION_ARG_STRING, &o->source, "Surface tractions: hertz (frictionless, default), slide (full slip, tau = mu p), fastsim or exact (steady rolling)", "SOURCE" },
    { "body", 0, 0, G_OPTION_ARG_STRING, &o->body, "Body whose stresses are computed: rail (default) or wheel (carries -tau)", "BODY" },
    { "plane", 0, 0, G_OPTION_ARG_STRING, &o->plane, "Section: xz (default, along the rolling direction) or yz", "PLANE" },
    { "points", 0, 0, G_OPTION_ARG_STRING, &o->points, "Points along the plane x in depth, NXxNZ (default: the grid's cells + 1/4 each side x 41); a line takes NZ (default 101)", "NXxNZ" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  return cli_double_group("subsurface", "Subsurface options (units in the option names):",
                             "Show the subsurface options", o, subsurface_doubles,
                             G_N_ELEMENTS(subsurface_doubles), others);
}

void
cli_subsurface_options_free(CliSubsurfaceOptions *o)
{
  g_clear_pointer(&o->source, g_free);
  g_clear_pointer(&o->body, g_free);
  g_clear_pointer(&o->plane, g_free);
  g_clear_pointer(&o->points, g_free);
}

/* "NXxNZ" (or "NZ" when a single count is allowed) into positive counts. */
static gboolean
parse_points(const char *cmd, const char *text, gboolean single_ok, int *nx, int *nz)
{
  char *end;
  const long a = strtol(text, &end, 10);
  if (end != text && *end == '\0' && single_ok && a > 0 && a < 100000) {
    *nx = 1;
    *nz = (int)a;
    return TRUE;
  }
  if (end != text && (*end == 'x' || *end == 'X') && a > 0 && a < 100000) {
    const char *rest = end + 1;
    const long b = strtol(rest, &end, 10);
    if (end != rest && *end == '\0' && b > 0 && b < 100000) {
      *nx = (int)a;
      *nz = (int)b;
      return TRUE;
    }
  }
  cli_usage_error(cmd, "--points: '%s' is not %s", text,
                     single_ok ? "a count NZ (or 1xNZ) for a line" : "NXxNZ, e.g. 100x60");
  return FALSE;
}

int
cli_subsurface_setup(const char *cmd, const CliContactOptions *copts,
                        const CliSubsurfaceOptions *o, CliSubsurfaceSetup *s)
{
  TlError err;
  int status;
  TlPlane plane = TL_PLANE_XZ;
  TlPreset preset;

  memset(s, 0, sizeof *s);
  s->spec = tl_study_subsurface_spec_default();
  TlContactParams *params = &s->spec.params;
  /* the preset's [subsurface] section gives the defaults of --source, --body and the
   * export's --measure */
  if ((status = cli_contact_and_preset(cmd, copts, params, &preset)) != CLI_EXIT_OK)
    return status;
  TlFieldSource source = preset.subsurface.source;
  TlBody body = preset.subsurface.body;
  s->measure = preset.subsurface.measure;
  s->spec.view.shear_yield = preset.subsurface.shear_yield;
  if (cli_given(o->shear_yield_mpa)) {
    TlSubsurfaceView v = s->spec.view;
    v.shear_yield = o->shear_yield_mpa * TL_UNIT_MPA;
    if (tl_subsurface_view_validate(&v, &err) != TL_OK)
      return cli_report_input(cmd, &err);
    s->spec.view.shear_yield = v.shear_yield;
  }
  if (cli_given(o->cx))
    params->cx = o->cx;
  if (o->source && (tl_field_source_from_name(o->source, &source, &err) != TL_OK ||
                    source == TL_FIELD_TRANSIENT))
    return cli_usage_error(cmd, "--source: unknown source '%s' (use hertz, slide, fastsim or "
                                   "exact)", o->source);
  if (source == TL_FIELD_TRANSIENT) /* a preset saved while the window showed its run */
    return cli_usage_error(cmd, "the preset's [subsurface] source is the window's transient "
                                   "run, which the command line does not have: give --source "
                                   "hertz, slide, fastsim or exact");
  if (o->body && tl_body_from_name(o->body, &body, &err) != TL_OK)
    return cli_usage_error(cmd, "--body: %s", err.message);
  if (o->plane) {
    if (strcmp(o->plane, "xz") == 0)
      plane = TL_PLANE_XZ;
    else if (strcmp(o->plane, "yz") == 0)
      plane = TL_PLANE_YZ;
    else
      return cli_usage_error(cmd, "--plane: unknown plane '%s' (use xz or yz)", o->plane);
  }
  const gboolean lx = cli_given(o->line_x_mm), ly = cli_given(o->line_y_mm);
  if (lx != ly)
    return cli_usage_error(cmd, "%s needs %s as well (a vertical line at x, y)",
                              lx ? "--line-x-mm" : "--line-y-mm",
                              lx ? "--line-y-mm" : "--line-x-mm");
  s->is_line = lx;
  if (s->is_line && (o->plane || cli_given(o->at_mm)))
    return cli_usage_error(cmd, "%s: a vertical line (--line-x-mm, --line-y-mm) has no plane",
                              o->plane ? "--plane" : "--at-mm");
  int nx = 0, nz = 0;
  if (o->points && !parse_points(cmd, o->points, s->is_line, &nx, &nz))
    return CLI_EXIT_USAGE;
  if (o->points && s->is_line && nx != 1)
    return cli_usage_error(cmd, "--points: a vertical line takes NZ (or 1xNZ), not %s",
                              o->points);

  /* the work before the work, on the section asked for */
  TlStudySubsurfaceSpec asked = s->spec;
  asked.view.source = source;
  asked.plane = s->is_line ? TL_PLANE_LINE : plane;
  asked.n_along = s->is_line ? 0 : nx;
  asked.n_depth = nz;
  TlStudyWork work;
  tl_study_subsurface_estimate(&asked, &work);
  if ((status = cli_budget_check_work(cmd, &work, "lower --points or --grid")) != CLI_EXIT_OK)
    return status;
  /* the bounds below scale with the Hertz semi-axes, which every source's grid spans */
  TlContactBasics basics;
  if (tl_contact_basics(params, &basics, &err) != TL_OK)
    return cli_report(cmd, &err);
  const double a = basics.hertz.a, b = basics.hertz.b;
  const double dmax = 5.0 * fmin(a, b);
  s->spec.view.source = source;
  s->spec.view.body = body;
  s->spec.view.measure = s->measure;
  s->spec.plane = s->is_line ? TL_PLANE_LINE : plane;
  if (cli_given(o->z_max_mm)) {
    /* from a hundredth of the smaller semi-axis (shallower, the rows sample
     * nothing but the surface step; a denormal depth became 0) to 5 of it */
    const double dmin = 0.002 * dmax;
    if (!(o->z_max_mm * TL_UNIT_MM >= dmin * 0.999999 &&
          o->z_max_mm * TL_UNIT_MM <= dmax * 1.000001)) {
      return cli_usage_error(cmd, "--z-max-mm must lie between min(a, b)/100 = %.4g mm and "
                                  "5 min(a, b) = %.4g mm (got %g)",
                             dmin / TL_UNIT_MM, dmax / TL_UNIT_MM, o->z_max_mm);
    }
    s->spec.depth_max = o->z_max_mm * TL_UNIT_MM;
  }
  if (nz) {
    if (nz < 2 || nz > TL_SECTION_MAX_DEPTH || (!s->is_line && (nx < 2 || nx > TL_SECTION_MAX_ALONG))) {
      return cli_usage_error(cmd, "--points: NX must lie in 2..%d and NZ in 2..%d (got %s)",
                             TL_SECTION_MAX_ALONG, TL_SECTION_MAX_DEPTH, o->points);
    }
    s->spec.n_along = s->is_line ? 0 : nx;
    s->spec.n_depth = nz;
  }
  if (s->is_line) {
    s->spec.line_x = o->line_x_mm * TL_UNIT_MM;
    s->spec.line_y = o->line_y_mm * TL_UNIT_MM;
    if (fabs(s->spec.line_x) > 3.0 * a || fabs(s->spec.line_y) > 3.0 * b)
      return cli_usage_error(cmd, "%s: the line lies outside |x| <= %.4g mm, |y| <= %.4g mm "
                                  "(3 times the semi-axes)",
                             fabs(s->spec.line_x) > 3.0 * a ? "--line-x-mm" : "--line-y-mm",
                             3.0 * a / TL_UNIT_MM, 3.0 * b / TL_UNIT_MM);
    return CLI_EXIT_OK;
  }
  if (cli_given(o->at_mm)) {
    const double lim = 3.0 * (plane == TL_PLANE_XZ ? b : a);
    if (fabs(o->at_mm * TL_UNIT_MM) > lim)
      return cli_usage_error(cmd, "--at-mm: the %s plane at %s = %g mm lies outside |%s| <= "
                                  "%.4g mm (3 times the semi-axis)",
                             tl_plane_name(plane), plane == TL_PLANE_XZ ? "y" : "x", o->at_mm,
                             plane == TL_PLANE_XZ ? "y" : "x", lim / TL_UNIT_MM);
    s->spec.at = o->at_mm * TL_UNIT_MM;
  }
  return CLI_EXIT_OK;
}

int
cli_subsurface_compute(const char *cmd, TlStudySubsurface *study, const CliSubsurfaceSetup *s)
{
  TlError err;
  const TlStatus st = tl_study_subsurface_update(study, &s->spec, NULL, &err);
  if (st == TL_EINVAL)
    return cli_usage_error(cmd, "--points: %s", err.message); /* the table bound */
  return st == TL_OK ? CLI_EXIT_OK : cli_report(cmd, &err);
}
