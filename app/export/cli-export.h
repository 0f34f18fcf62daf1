/* cli-export.h — the `export` command, built into tribolab-cli-export (the
 * part of the command line that draws, with cairo and pango). */
#ifndef TL_CLI_EXPORT_H
#define TL_CLI_EXPORT_H

#include "cli-transient.h"
#include "cli.h"
#include "tlr-export.h"

int tl_cli_export(int argc, char **argv);

/* Where and how `export` writes: --format, -o, the size (--width-px/--height-px,
 * --width-mm/--height-mm, --width-pt/--height-pt or --size, with --dpi and
 * --font-pt) and --svg-text. */
typedef struct {
  char *view;
  char *output;
  char *format_name;
  char *size_name;                /* --size */
  int width_px, height_px;        /* 0 until given */
  double width_mm, height_mm;     /* NaN until given (tl_cli_given) */
  double width_pt, height_pt;
  double dpi, font_pt;
  gboolean svg_text;
  TlrFormat format;
} TlCliExportTarget;

/* The option group of the target (initialises *t). */
GOptionGroup *tl_cli_export_target_group(TlCliExportTarget *t);
void tl_cli_export_target_free(TlCliExportTarget *t);

/* The target's size in device units for `format` and the light print style
 * with its font (the named size, mm/pt with the DPI, --font-pt): what a
 * still export draws at, and each frame of an animation.  Exit status. */
int tl_cli_export_pixels(const char *command, const TlCliExportTarget *t, TlrFormat format, int *w,
                         int *h, TlrStyle *style);

/* Check the target (output given, format known or guessed from the name) and
 * draw into it with the light print style.  Returns an exit status. */
int tl_cli_export_write(const char *command, TlCliExportTarget *t, TlrDrawFunc draw, void *data);

/* One exportable view: parses its own options (plus the target group) from
 * argv, computes, and calls tl_cli_export_write. */
typedef int (*TlCliExportViewFunc)(const char *command, int argc, char **argv);

typedef struct {
  const char *name;
  const char *summary;
  TlCliExportViewFunc run;
} TlCliExportView;

/* Views (cli-export-<view>.c or beside their command). */
int tl_cli_export_patch(const char *command, int argc, char **argv);
int tl_cli_export_rolling(const char *command, int argc, char **argv);
int tl_cli_export_friction(const char *command, int argc, char **argv);
int tl_cli_export_stickslip(const char *command, int argc, char **argv);
int tl_cli_export_subsurface(const char *command, int argc, char **argv); /* cli-export-subsurface.c */
int tl_cli_export_traction_curve(const char *command, int argc, char **argv);
int tl_cli_export_hysteresis(const char *command, int argc, char **argv);
int tl_cli_export_timeseries(const char *command, int argc, char **argv);
int tl_cli_export_transient(const char *command, int argc, char **argv);
int tl_cli_export_compare(const char *command, int argc, char **argv);
int tl_cli_export_wheelrail(const char *command, int argc, char **argv);
int tl_cli_export_wheelrail_patch(const char *command, int argc, char **argv);
int tl_cli_export_wheelrail_roll(const char *command, int argc, char **argv);

/* Export a transient view: run the case to --at-ms (at_ms NaN: the whole
 * duration) and draw it with `draw` (a TlrTransientFigure draw function),
 * the map showing `field`.  Returns an exit status. */
int tl_cli_export_transient_run(const char *command, const TlCliContactOptions *copts,
                                const TlCliTransientOptions *topts, double at_ms,
                                const char *field, TlCliExportTarget *target, TlrDrawFunc draw);

#endif /* TL_CLI_EXPORT_H */
