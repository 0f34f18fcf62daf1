/* cli-subsurface.h — the options `subsurface` and `export --view subsurface`
 * share: the traction source, the body, and the section or vertical line. */
#ifndef CLI_SUBSURFACE_H
#define CLI_SUBSURFACE_H

#include "cli.h"
#include "study-subsurface.h"

typedef struct {
  double cx, at_mm, z_max_mm, line_x_mm, line_y_mm, shear_yield_mpa; /* NaN: not given */
  char *source, *body, *plane, *points;
} CliSubsurfaceOptions;

/* An option group bound to o (initialised to "not given"). */
GOptionGroup *cli_subsurface_group(CliSubsurfaceOptions *o);
void cli_subsurface_options_free(CliSubsurfaceOptions *o);

typedef struct {
  TlStudySubsurfaceSpec spec; /* the case, the view and the section or line */
  int is_line;
  TlStressMeasure measure; /* the preset's, for pictures (von Mises without one) */
} CliSubsurfaceSetup;

/* Build the study's spec (contact options + ours); every bad value is
 * reported naming its option.  Returns an exit status. */
int cli_subsurface_setup(const char *cmd, const CliContactOptions *copts,
                         const CliSubsurfaceOptions *o, CliSubsurfaceSetup *setup);

/* Update the study to the setup's spec; a section the core refuses (its table
 * bound) is a usage error of --points.  Returns an exit status. */
int cli_subsurface_compute(const char *cmd, TlStudySubsurface *study,
                           const CliSubsurfaceSetup *s);

#endif /* CLI_SUBSURFACE_H */
