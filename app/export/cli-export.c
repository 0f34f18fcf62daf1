/* cli-export.c — `tribolab-cli export --view V --format F -o FILE`: the same
 * picture the window shows, written with no display. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tribo/textio.h"

#include "cli-export.h"
#include "tlr-layout.h"
#include "tlr-tiles.h"

static const CliExportView views[] = {
  { "patch", "contact-patch map: steady tangential traction, Hertz pressure, brush state", cli_export_patch },
  { "hysteresis", "transient hysteresis loop f vs cx with the steady curve", cli_export_hysteresis },
  { "timeseries", "transient cx(t) and f(t) with the delay annotated", cli_export_timeseries },
  { "transient", "transient map, loop and time series side by side", cli_export_transient },
  { "compare", "brush model vs exact theory: both maps, overlaid loops and time series", cli_export_compare },
  { "traction-curve", "steady traction coefficient vs creepage of the models", cli_export_traction_curve },
  { "wear-regime", "steady wear regimes: T_gamma/A vs creepage over the USFD bands, wear rate, Burstow index", cli_export_wear_regime },
  { "shakedown", "shakedown map: utilised friction vs load factor p0/k, line and point contact limits", cli_export_shakedown },
  { "rolling", "rolling resistance: spheres, torque vs time and vs angle", cli_export_rolling },
  { "friction", "friction-velocity curves of a law and friction-displacement loops", cli_export_friction },
  { "stickslip", "stick-slip oscillator: time series and phase portrait", cli_export_stickslip },
  { "subsurface", "stresses below the surface: a section's heat map, isolines and maximum", cli_export_subsurface },
  { "sub-shakedown", "shakedown map of the subsurface case: p0/k vs traction coefficient, elastic, shakedown and ratchetting regions, operating point", cli_export_subsurface_shakedown },
  { "wheelrail", "wheel on rail: both wheels and rails at a lateral shift, contact points and normals", cli_export_wheelrail },
  { "wheelrail-patch", "wheel on rail: pressure map of one contact patch with its Hertz outline", cli_export_wheelrail_patch },
  { "wheelrail-roll", "wheel on rail: a contact patch rolled at given creepages, |tau|/(mu p) with stick/slip and the creep forces", cli_export_wheelrail_roll },
  { "wheelset", "wheelset on the track: top view of its path, y(t) and psi(t), root locus, bifurcation diagram", cli_export_wheelset },
  { "root-locus", "wheelset on the track: root locus coloured by speed, critical speed marked", cli_export_wheelset_locus },
  { "bifurcation", "wheelset on the track: limit-cycle amplitude against speed, linear and nonlinear critical speeds", cli_export_wheelset_bifurcation },
};

#define N_VIEWS (sizeof views / sizeof views[0])

/* --width-px / --height-px: whole decimal numbers only (GOption's own
 * integers would take 0x10 and 010). */
static gboolean
parse_size(const gchar *name, const gchar *value, gpointer data, GError **error)
{
  CliExportTarget *t = data;
  int v = 0;
  for (const char *p = value; *p; p++)
    if (!g_ascii_isdigit(*p) || v > TLR_EXPORT_MAX_SIDE) {
      v = -1;
      break;
    } else {
      v = 10 * v + (*p - '0');
    }
  if (!value[0] || v < TLR_EXPORT_MIN_SIDE || v > TLR_EXPORT_MAX_SIDE) {
    g_set_error(error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                "%s: '%s' is not an image size in whole pixels between %d and %d", name, value,
                TLR_EXPORT_MIN_SIDE, TLR_EXPORT_MAX_SIDE);
    return FALSE;
  }
  if (strcmp(name, "--width-px") == 0)
    t->width_px = v;
  else
    t->height_px = v;
  return TRUE;
}

/* --width-mm, --height-mm, --width-pt, --height-pt, --dpi, --font-pt: finite
 * decimals (ranges are checked with the whole size, naming the option). */
static gboolean
parse_length(const gchar *name, const gchar *value, gpointer data, GError **error)
{
  CliExportTarget *t = data;
  double v = 0.0;
  if (tl_parse_double(value, 0, &v) != TL_OK) {
    g_set_error(error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                "%s: '%s' is not a finite number (decimal, such as 85 or 2.5e2)", name, value);
    return FALSE;
  }
  const char *key = name + 2;
  double *field = strcmp(key, "width-mm") == 0    ? &t->width_mm
                  : strcmp(key, "height-mm") == 0 ? &t->height_mm
                  : strcmp(key, "width-pt") == 0  ? &t->width_pt
                  : strcmp(key, "height-pt") == 0 ? &t->height_pt
                  : strcmp(key, "dpi") == 0       ? &t->dpi
                                                  : &t->font_pt;
  *field = v;
  return TRUE;
}

GOptionGroup *
cli_export_target_group(CliExportTarget *t)
{
  memset(t, 0, sizeof *t);
  t->width_mm = t->height_mm = t->width_pt = t->height_pt = t->dpi = t->font_pt = NAN;
  const GOptionEntry entries[] = {
    { "view", 0, 0, G_OPTION_ARG_STRING, &t->view, "View to draw (see 'export --help')", "VIEW" },
    { "format", 0, 0, G_OPTION_ARG_STRING, &t->format_name, "png, svg or pdf (default: from the file name)", "FMT" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &t->output, "File to write (required)", "FILE" },
    { "width-px", 0, 0, G_OPTION_ARG_CALLBACK, (gpointer)parse_size, "Width in pixels (points for SVG/PDF; default 900)", "N" },
    { "height-px", 0, 0, G_OPTION_ARG_CALLBACK, (gpointer)parse_size, "Height in pixels (default 640)", "N" },
    { "size", 0, 0, G_OPTION_ARG_STRING, &t->size_name, "Named size: column (85 x 64 mm, 9 pt), double (170 x 105 mm, 9 pt), slide (16:9, 254 x 142.9 mm, 18 pt), slide43 (4:3, 254 x 190.5 mm, 18 pt); --width-mm/--height-mm/--font-pt change its parts", "NAME" },
    { "width-mm", 0, 0, G_OPTION_ARG_CALLBACK, (gpointer)parse_length, "Width in millimetres (PNG: mm/25.4*dpi pixels; SVG/PDF: points)", "MM" },
    { "height-mm", 0, 0, G_OPTION_ARG_CALLBACK, (gpointer)parse_length, "Height in millimetres", "MM" },
    { "width-pt", 0, 0, G_OPTION_ARG_CALLBACK, (gpointer)parse_length, "Width in points (1/72 in)", "PT" },
    { "height-pt", 0, 0, G_OPTION_ARG_CALLBACK, (gpointer)parse_length, "Height in points", "PT" },
    { "dpi", 0, 0, G_OPTION_ARG_CALLBACK, (gpointer)parse_length, "PNG pixels per inch (default 300 for a size in mm or pt, 96 for px)", "DPI" },
    { "font-pt", 0, 0, G_OPTION_ARG_CALLBACK, (gpointer)parse_length, "Base font size in points, line widths follow (default 9; 18 for a slide)", "PT" },
    { "csv", 0, 0, G_OPTION_ARG_FILENAME, &t->csv, "Also write the data drawn, as CSV, to FILE (the columns of the view's computing command)", "FILE" },
    { "svg-text", 0, 0, G_OPTION_ARG_NONE, &t->svg_text, "SVG: keep labels as <text>, editable in Inkscape (default: glyph outlines, which look the same on every machine)", NULL },
    { "check-layout", 0, 0, G_OPTION_ARG_NONE, &t->check_layout, "After drawing, check that the figure is readable at its size (every text inside the figure and at least 0.9 of the base font, no text over text, no legend or note over data, every plot at least 10 x 6 base fonts, or 10 along and 3.2 across at the aspect of its data) and name each fault on stderr; exit status 1 if there is one", NULL },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  GOptionGroup *group = g_option_group_new("export", "Export options:", "Show the export options",
                                           t, NULL);
  g_option_group_add_entries(group, entries);
  return group;
}

void
cli_export_target_free(CliExportTarget *t)
{
  g_clear_pointer(&t->view, g_free);
  g_clear_pointer(&t->output, g_free);
  g_clear_pointer(&t->format_name, g_free);
  g_clear_pointer(&t->size_name, g_free);
  g_clear_pointer(&t->csv, g_free);
}

/* The options as typed → one size; every conflict is a usage error naming
 * both options.  Returns an exit status. */
static int
target_size(const char *command, const CliExportTarget *t, TlrExportSize *size)
{
  const int px = t->width_px || t->height_px;
  const int mm = cli_given(t->width_mm) || cli_given(t->height_mm);
  const int pt = cli_given(t->width_pt) || cli_given(t->height_pt);
  const char *px_opt = t->width_px ? "--width-px" : "--height-px";
  const char *mm_opt = cli_given(t->width_mm) ? "--width-mm" : "--height-mm";
  const char *pt_opt = cli_given(t->width_pt) ? "--width-pt" : "--height-pt";
  if (px + mm + pt > 1)
    return cli_usage_error(command, "%s and %s cannot be combined: give the size in one unit",
                              px ? px_opt : mm_opt, pt ? pt_opt : mm_opt);
  if (t->size_name && (px || pt))
    return cli_usage_error(command,
                              "--size and %s cannot be combined (--width-mm/--height-mm may "
                              "change a named size)",
                              px ? px_opt : pt_opt);
  *size = tlr_export_size_default();
  if (t->size_name) {
    const TlrSizePreset *p = tlr_size_preset(t->size_name);
    if (!p)
      return cli_usage_error(command, "--size: unknown size '%s' (use %s)", t->size_name,
                                tlr_size_preset_names());
    size->unit = TLR_SIZE_MM;
    size->width = p->width_mm;
    size->height = p->height_mm;
    size->font_pt = p->font_pt;
  }
  if (mm || pt) {
    const double w = mm ? t->width_mm : t->width_pt, h = mm ? t->height_mm : t->height_pt;
    if (!t->size_name && (!cli_given(w) || !cli_given(h)))
      return cli_usage_error(command, "%s needs %s as well (or a --size to take it from)",
                                cli_given(w) ? (mm ? "--width-mm" : "--width-pt")
                                                : (mm ? "--height-mm" : "--height-pt"),
                                cli_given(w) ? (mm ? "--height-mm" : "--height-pt")
                                                : (mm ? "--width-mm" : "--width-pt"));
    size->unit = mm ? TLR_SIZE_MM : TLR_SIZE_PT;
    if (cli_given(w))
      size->width = w;
    if (cli_given(h))
      size->height = h;
  }
  if (t->width_px)
    size->width = t->width_px;
  if (t->height_px)
    size->height = t->height_px;
  /* a physical size is printed: 300 dpi; a size in pixels is seen on a screen */
  size->dpi = size->unit == TLR_SIZE_PX ? 96.0 : 300.0;
  if (cli_given(t->dpi))
    size->dpi = t->dpi;
  if (cli_given(t->font_pt))
    size->font_pt = t->font_pt;
  return CLI_EXIT_OK;
}

/* A value the option took but the size cannot use: name the option. */
static const char *
size_option_at_fault(const CliExportTarget *t, const TlError *err)
{
  if (strstr(err->message, "dpi"))
    return "--dpi";
  if (strstr(err->message, "font"))
    return "--font-pt";
  if (t->size_name && !cli_given(t->width_mm) && !cli_given(t->height_mm))
    return "--size";
  return cli_given(t->width_mm) || cli_given(t->height_mm)   ? "--width-mm/--height-mm"
         : cli_given(t->width_pt) || cli_given(t->height_pt) ? "--width-pt/--height-pt"
                                                                   : "--width-px/--height-px";
}

int
cli_export_pixels(const char *command, const CliExportTarget *t, TlrFormat format, int *w,
                     int *h, TlrStyle *style)
{
  TlrExportSize size;
  const int status = target_size(command, t, &size);
  if (status != CLI_EXIT_OK)
    return status;
  TlError err;
  if (tlr_export_size_resolve(format, &size, w, h, style, &err) != TL_OK)
    return cli_usage_error(command, "%s: %s", size_option_at_fault(t, &err), err.message);
  return CLI_EXIT_OK;
}

int
cli_export_write(const char *command, CliExportTarget *t, TlrDrawFunc draw, TlrCsvFunc csv,
                     void *data)
{
  TlError err;
  if (t->csv && !csv)
    return cli_usage_error(command, "--csv: this view has no data table to write");
  if (!t->output)
    return cli_usage_error(command, "-o FILE is required");
  if (t->format_name) {
    if (tlr_format_from_name(t->format_name, &t->format, &err) != TL_OK)
      return cli_report(command, &err);
  } else if (tlr_format_from_path(t->output, &t->format, &err) != TL_OK) {
    return cli_report(command, &err);
  }
  if (t->svg_text && t->format != TLR_FORMAT_SVG)
    return cli_usage_error(command, "--svg-text applies to SVG only, not to '%s'", t->output);
  TlrStyle style = tlr_style_light();
  style.svg_text = t->svg_text;
  int w, h;
  int status = cli_export_pixels(command, t, t->format, &w, &h, &style);
  if (status != CLI_EXIT_OK)
    return status;
  /* an unwritable target is bad input (2), found before the drawing */
  if ((status = cli_check_output(command, t->output)) != CLI_EXIT_OK ||
      (status = cli_check_output(command, t->csv)) != CLI_EXIT_OK)
    return status;
  TlrLayoutLog *log = t->check_layout ? tlr_layout_log_new() : NULL;
  style.layout_log = log;
  tlr_tiles_forget();
  if (tlr_export(t->output, t->format, w, h, draw, data, &style, &err) != TL_OK) {
    tlr_layout_log_free(log);
    return err.status == TL_EINVAL ? cli_report(command, &err)
                                   : cli_failure(command, "%s", err.message);
  }
  /* a whole view too small for all its figures says what it left out */
  char left[256];
  const int n_left = tlr_tiles_left_out(left, sizeof left);
  if (n_left > 0)
    fprintf(stderr, "tribolab-cli %s: note: this size is too small for the whole view, so it "
                    "leaves out %s (a larger size shows %s, or export a figure alone with its "
                    "own --view)\n", command, left, n_left > 1 ? "them" : "it");
  if (t->csv && tlr_export_csv(t->csv, csv, data, &err) != TL_OK) {
    tlr_layout_log_free(log);
    return err.status == TL_EINVAL ? cli_report(command, &err)
                                   : cli_failure(command, "%s", err.message);
  }
  if (log) {
    const TlrLayoutRules rules = tlr_layout_rules(&style, w, h);
    GString *report = g_string_new(NULL);
    const int faults = tlr_layout_check(log, &rules, report, 20);
    tlr_layout_log_free(log);
    if (faults) {
      fprintf(stderr, "tribolab-cli %s: the layout of %s has %d fault%s:\n%s", command,
              t->output, faults, faults == 1 ? "" : "s", report->str);
      g_string_free(report, TRUE);
      return CLI_EXIT_FAILED;
    }
    g_string_free(report, TRUE);
  }
  return CLI_EXIT_OK;
}

static void
list_views(FILE *out)
{
  fprintf(out, "Views:\n");
  for (size_t i = 0; i < N_VIEWS; i++)
    fprintf(out, "  %-16s %s\n", views[i].name, views[i].summary);
}

int
cli_export(int argc, char **argv)
{
  const char *cmd = "export";
  const char *view = NULL;

  /* Find --view first: it decides which computation's options apply. */
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--view") == 0 && i + 1 < argc)
      view = argv[i + 1];
    else if (strncmp(argv[i], "--view=", 7) == 0)
      view = argv[i] + 7;
  }
  if (!view) {
    const gboolean help = argc > 1 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0);
    /* composed in memory, then wrapped at 80 columns */
    char *text = NULL;
    size_t length = 0;
    FILE *out = open_memstream(&text, &length);
    if (!out)
      return cli_failure(cmd, "out of memory");
    fprintf(out, "Usage: tribolab-cli export --view VIEW [--format png|svg|pdf] -o FILE "
                 "[--width-px N --height-px N | --size column|double|slide|slide43 | "
                 "--width-mm W --height-mm H [--dpi D]] [--font-pt P] [--svg-text] "
                 "[options of the view's computation]\n\n");
    list_views(out);
    fprintf(out, "\n'tribolab-cli export --view VIEW --help' lists a view's options.\n");
    fprintf(out, "--animate writes a video of transient, hysteresis, timeseries, compare, patch, "
                 "rolling, stickslip or wheelset\n(-o NAME.webm, .mp4, .gif or .png frames; see "
                 "'export --view VIEW --help-animate').\n");
    fclose(out);
    cli_print_wrapped(help ? stdout : stderr, text);
    free(text);
    if (!help)
      cli_usage_error(cmd, "--view is required");
    return help ? CLI_EXIT_OK : CLI_EXIT_USAGE;
  }
  for (size_t i = 0; i < N_VIEWS; i++)
    if (strcmp(view, views[i].name) == 0)
      return views[i].run(cmd, argc, argv);
  list_views(stderr);
  return cli_usage_error(cmd, "unknown view '%s'", view);
}
