/* cli-subsurface.h — the options `subsurface` and `export --view subsurface`
 * share: the traction source, the body, and the section or vertical line. */
#ifndef TL_CLI_SUBSURFACE_H
#define TL_CLI_SUBSURFACE_H

#include "cli.h"
#include "tribo/subsurface.h"
#include "tribo/traction-field.h"

typedef struct {
  double cx, at_mm, z_max_mm, line_x_mm, line_y_mm; /* NaN: not given */
  char *source, *body, *plane, *points;
} TlCliSubsurfaceOptions;

/* An option group bound to o (initialised to "not given"). */
GOptionGroup *tl_cli_subsurface_group(TlCliSubsurfaceOptions *o);
void tl_cli_subsurface_options_free(TlCliSubsurfaceOptions *o);

typedef struct {
  TlContactParams params;
  TlTractionField field; /* owned: tl_traction_field_clear */
  int is_line;
  TlSectionSpec spec; /* plane, body, at, span, points (sections) */
  double line_x, line_y, depth_max; /* a line [m] */
  int n_depth;
  TlStressMeasure measure; /* the preset's, for pictures (von Mises without one) */
} TlCliSubsurfaceSetup;

/* Build the case (contact options + ours), its traction field and the
 * section or line; every bad value is reported naming its option.  Returns
 * an exit status; on success setup->field must be cleared by the caller. */
int tl_cli_subsurface_setup(const char *cmd, const TlCliContactOptions *copts,
                            const TlCliSubsurfaceOptions *o, TlCliSubsurfaceSetup *setup);

/* Compute the section or line of the setup (ws may be NULL for a line). */
int tl_cli_subsurface_compute(const char *cmd, TlSubsurface *ws, const TlCliSubsurfaceSetup *s,
                              TlSection *out);

#endif /* TL_CLI_SUBSURFACE_H */
