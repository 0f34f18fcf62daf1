/* cli-subsurface.h — the options `subsurface` and `export --view subsurface`
 * share: the traction source, the body, and the section or vertical line. */
#ifndef CLI_SUBSURFACE_H
#define CLI_SUBSURFACE_H

#include "cli.h"
#include "tribo/subsurface.h"
#include "tribo/traction-field.h"

typedef struct {
  double cx, at_mm, z_max_mm, line_x_mm, line_y_mm; /* NaN: not given */
  char *source, *body, *plane, *points;
} CliSubsurfaceOptions;

/* An option group bound to o (initialised to "not given"). */
GOptionGroup *cli_subsurface_group(CliSubsurfaceOptions *o);
void cli_subsurface_options_free(CliSubsurfaceOptions *o);

typedef struct {
  TlContactParams params;
  TlTractionField field; /* owned: tl_traction_field_clear */
  int is_line;
  TlSectionSpec spec; /* plane, body, at, span, points (sections) */
  double line_x, line_y, depth_max; /* a line [m] */
  int n_depth;
  TlStressMeasure measure; /* the preset's, for pictures (von Mises without one) */
} CliSubsurfaceSetup;

/* Build the case (contact options + ours), its traction field and the
 * section or line; every bad value is reported naming its option.  Returns
 * an exit status; on success setup->field must be cleared by the caller. */
int cli_subsurface_setup(const char *cmd, const CliContactOptions *copts,
                            const CliSubsurfaceOptions *o, CliSubsurfaceSetup *setup);

/* Compute the section or line of the setup (ws may be NULL for a line). */
int cli_subsurface_compute(const char *cmd, TlSubsurface *ws, const CliSubsurfaceSetup *s,
                              TlSection *out);

#endif /* CLI_SUBSURFACE_H */
