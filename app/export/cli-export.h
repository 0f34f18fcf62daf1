/* cli-export.h — the `export` command, built into tribolab-cli-export (the
 * part of the command line that draws, with cairo and pango). */
#ifndef CLI_EXPORT_H
#define CLI_EXPORT_H

#include "cli-transient.h"
#include "cli.h"
#include "tlr-export.h"

int cli_export(int argc, char **argv);

/* Where and how `export` writes: --format, -o, the size (--width-px/--height-px,
 * --width-mm/--height-mm, --width-pt/--height-pt or --size, with --dpi and
 * --font-pt) and --svg-text. */
typedef struct {
  char *view;
  char *output;
  char *format_name;
  char *size_name;                /* --size */
  int width_px, height_px;        /* 0 until given */
  double width_mm, height_mm;     /* NaN until given (cli_given) */
  double width_pt, height_pt;
  double dpi, font_pt;
  gboolean svg_text;
  gboolean check_layout;          /* --check-layout */
  char *csv;                      /* --csv FILE: the data drawn, or NULL */
  TlrFormat format;
} CliExportTarget;

/* The option group of the target (initialises *t). */
GOptionGroup *cli_export_target_group(CliExportTarget *t);
void cli_export_target_free(CliExportTarget *t);

/* The target's size in device units for `format` and the light print style
 * with its font (the named size, mm/pt with the DPI, --font-pt): what a
 * still export draws at, and each frame of an animation.  Exit status. */
int cli_export_pixels(const char *command, const CliExportTarget *t, TlrFormat format, int *w,
                         int *h, TlrStyle *style);

/* Check the target (output given, format known or guessed from the name),
 * draw into it with the light print style and, with --csv FILE, write the
 * data drawn through csv (the view's study's CSV writer, in the columns of
 * its computing command; NULL: the view has none).  Returns an exit status. */
int cli_export_write(const char *command, CliExportTarget *t, TlrDrawFunc draw, TlrCsvFunc csv,
                     void *data);

/* One exportable view: parses its own options (plus the target group) from
 * argv, computes, and calls cli_export_write. */
typedef int (*CliExportViewFunc)(const char *command, int argc, char **argv);

typedef struct {
  const char *name;
  const char *summary;
  CliExportViewFunc run;
} CliExportView;

/* Views (cli-export-<view>.c or beside their command). */
int cli_export_patch(const char *command, int argc, char **argv);
int cli_export_rolling(const char *command, int argc, char **argv);
int cli_export_friction(const char *command, int argc, char **argv);
int cli_export_stickslip(const char *command, int argc, char **argv);
int cli_export_subsurface(const char *command, int argc, char **argv); /* cli-export-subsurface.c */
int cli_export_traction_curve(const char *command, int argc, char **argv);
int cli_export_wear_regime(const char *command, int argc, char **argv);
int cli_export_shakedown(const char *command, int argc, char **argv);
int cli_export_subsurface_shakedown(const char *command, int argc, char **argv);
int cli_export_hysteresis(const char *command, int argc, char **argv);
int cli_export_timeseries(const char *command, int argc, char **argv);
int cli_export_transient(const char *command, int argc, char **argv);
int cli_export_compare(const char *command, int argc, char **argv);
int cli_export_wheelrail(const char *command, int argc, char **argv);
int cli_export_wheelrail_patch(const char *command, int argc, char **argv);
int cli_export_wheelrail_roll(const char *command, int argc, char **argv);
int cli_export_wheelset(const char *command, int argc, char **argv);
int cli_export_wheelset_locus(const char *command, int argc, char **argv);
int cli_export_wheelset_bifurcation(const char *command, int argc, char **argv);

/* Export a transient view: run the case to --at-ms (at_ms NaN: the whole
 * duration) and draw it with `draw` (a TlrTransientView draw function; NULL:
 * both models side by side, --view compare), the map showing `field`.
 * Returns an exit status. */
int cli_export_transient_run(const char *command, const CliContactOptions *copts,
                                const CliTransientOptions *topts, double at_ms,
                                const char *field, CliExportTarget *target, TlrDrawFunc draw);

#endif /* CLI_EXPORT_H */
