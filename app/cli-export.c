/* cli-export.c — `tribolab-cli export --view V --format F -o FILE`: the same
 * picture the window shows, written with no display. */
#include <string.h>

#include "cli-export.h"

static const TlCliExportView views[] = {
  { "patch", "contact-patch map: steady tangential traction, Hertz pressure, brush state", tl_cli_export_patch },
  { "hysteresis", "transient hysteresis loop f vs cx with the steady curve", tl_cli_export_hysteresis },
  { "timeseries", "transient cx(t) and f(t) with the delay annotated", tl_cli_export_timeseries },
  { "transient", "transient map, loop and time series side by side", tl_cli_export_transient },
  { "compare", "brush model vs exact theory: both maps, overlaid loops and time series", tl_cli_export_compare },
  { "traction-curve", "steady traction coefficient vs creepage of the models", tl_cli_export_traction_curve },
  { "rolling", "rolling resistance: spheres, torque vs time and vs angle", tl_cli_export_rolling },
  { "friction", "friction-velocity curves of a law and friction-displacement loops", tl_cli_export_friction },
  { "stickslip", "stick-slip oscillator: time series and phase portrait", tl_cli_export_stickslip },
  { "subsurface", "stresses below the surface: a section's heat map, isolines and maximum", tl_cli_export_subsurface },
  { "wheelrail", "wheel on rail: both wheels and rails at a lateral shift, contact points and normals", tl_cli_export_wheelrail },
  { "wheelrail-patch", "wheel on rail: pressure map of one contact patch with its Hertz outline", tl_cli_export_wheelrail_patch },
  { "wheelrail-roll", "wheel on rail: a contact patch rolled at given creepages, |tau|/(mu p) with stick/slip and the creep forces", tl_cli_export_wheelrail_roll },
};

#define N_VIEWS (sizeof views / sizeof views[0])

/* --width-px / --height-px: whole decimal numbers only (GOption's own
 * integers would take 0x10 and 010). */
static gboolean
parse_size(const gchar *name, const gchar *value, gpointer data, GError **error)
{
  TlCliExportTarget *t = data;
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

GOptionGroup *
tl_cli_export_target_group(TlCliExportTarget *t)
{
  memset(t, 0, sizeof *t);
  t->width_px = 900;
  t->height_px = 640;
  const GOptionEntry entries[] = {
    { "view", 0, 0, G_OPTION_ARG_STRING, &t->view, "View to draw (see 'export --help')", "VIEW" },
    { "format", 0, 0, G_OPTION_ARG_STRING, &t->format_name, "png, svg or pdf (default: from the file name)", "FMT" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &t->output, "File to write (required)", "FILE" },
    { "width-px", 0, 0, G_OPTION_ARG_CALLBACK, (gpointer)parse_size, "Width in pixels (points for SVG/PDF; default 900)", "N" },
    { "height-px", 0, 0, G_OPTION_ARG_CALLBACK, (gpointer)parse_size, "Height in pixels (default 640)", "N" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  GOptionGroup *group = g_option_group_new("export", "Export options:", "Show the export options",
                                           t, NULL);
  g_option_group_add_entries(group, entries);
  return group;
}

void
tl_cli_export_target_free(TlCliExportTarget *t)
{
  g_clear_pointer(&t->view, g_free);
  g_clear_pointer(&t->output, g_free);
  g_clear_pointer(&t->format_name, g_free);
}

int
tl_cli_export_write(const char *command, TlCliExportTarget *t, TlrDrawFunc draw, void *data)
{
  TlError err;
  if (!t->output)
    return tl_cli_usage_error(command, "-o FILE is required");
  if (t->format_name) {
    if (tlr_format_from_name(t->format_name, &t->format, &err) != TL_OK)
      return tl_cli_report(command, &err);
  } else if (tlr_format_from_path(t->output, &t->format, &err) != TL_OK) {
    return tl_cli_report(command, &err);
  }
  const TlrStyle style = tlr_style_light();
  if (tlr_export(t->output, t->format, t->width_px, t->height_px, draw, data, &style, &err) !=
      TL_OK)
    return err.status == TL_EINVAL ? tl_cli_report(command, &err)
                                   : tl_cli_failure(command, "%s", err.message);
  return TL_EXIT_OK;
}

static void
list_views(FILE *out)
{
  fprintf(out, "Views:\n");
  for (size_t i = 0; i < N_VIEWS; i++)
    fprintf(out, "  %-16s %s\n", views[i].name, views[i].summary);
}

int
tl_cli_export(int argc, char **argv)
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
    FILE *out = help ? stdout : stderr;
    fprintf(out, "Usage: tribolab-cli export --view VIEW [--format png|svg|pdf] -o FILE "
                 "[--width-px N --height-px N] [options of the view's computation]\n\n");
    list_views(out);
    fprintf(out, "\n'tribolab-cli export --view VIEW --help' lists a view's options.\n");
    fprintf(out, "--animate writes a video of transient, hysteresis, timeseries, compare, patch, "
                 "rolling or stickslip\n(-o NAME.webm, .mp4, .gif or .png frames; see "
                 "'export --view VIEW --help-animate').\n");
    if (!help)
      tl_cli_usage_error(cmd, "--view is required");
    return help ? TL_EXIT_OK : TL_EXIT_USAGE;
  }
  for (size_t i = 0; i < N_VIEWS; i++)
    if (strcmp(view, views[i].name) == 0)
      return views[i].run(cmd, argc, argv);
  list_views(stderr);
  return tl_cli_usage_error(cmd, "unknown view '%s'", view);
}
