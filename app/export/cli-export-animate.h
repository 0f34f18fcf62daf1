/* cli-export-animate.h — `export --animate`: a view's figure as WebM, MP4,
 * GIF or a PNG sequence (ui/media/tlm-video.h), frame k at contact time
 * t0 + k·Δt (the run from t0 to its end in --video-s), or the steady patch as a swept
 * parameter grows. */
#ifndef CLI_EXPORT_ANIMATE_H
#define CLI_EXPORT_ANIMATE_H

#include "cli-export.h"
#include "tlm-video.h"

typedef struct {
  gboolean animate;
  char *fps_text; /* --fps, checked as a whole number when used */
  double slow_motion, start_ms, video_s;
  char *sweep;
} CliAnimateOptions;

/* The group of --animate, --fps, --slow-motion, --start-ms, --sweep,
 * --video-s bound to o (initialised to "not given"). */
GOptionGroup *cli_animate_group(CliAnimateOptions *o);
void cli_animate_options_free(CliAnimateOptions *o);

/* Refuse (exit 2) an animation option given without --animate, and with
 * it --sweep/--video-s in a time animation (sweep FALSE) or --slow-motion/
 * --start-ms in a sweep (sweep TRUE). */
int cli_animate_check(const char *command, const CliAnimateOptions *o, gboolean sweep);
/* Refuse (exit 2) with --animate the option of a still's one instant
 * (`option`, "--at-ms" or "--mark-ms") when it was given (`value` not NaN):
 * an animation starts at --start-ms. */
int cli_animate_refuse_instant(const char *command, const CliAnimateOptions *o, const char *option,
                               double value);

/* The frames of a time view whose run lasts `duration` [s]: frame k at
 * *t0 + k·*dt [s], *n of them: --fps × --video-s (default 4 s), or --fps ×
 * --slow-motion × (duration − t0); *dt = (duration − t0) / *n.
 * `start_default` [s] is t0 when --start-ms is not given; a negative one
 * means one frame in (t0 = dt, the last frame at the end: for a view that
 * has nothing to draw at t = 0).  Exit status. */
int cli_animate_times(const char *command, const CliAnimateOptions *o, double duration,
                         double start_default, int *n, double *t0, double *dt);

/* --sweep NAME:FROM:TO (the name must be `name`): *n frames (--fps ×
 * --video-s), frame k at from + k·(to − from)/(n − 1).  Exit status. */
int cli_animate_sweep(const char *command, const CliAnimateOptions *o, const char *name,
                         int *n, double *from, double *to);

/* Check the target and the work (frames × (frame_cost + drawing and
 * encoding per pixel), refused beyond --max-seconds), then draw and encode
 * the frames into target->output.  Progress goes to stderr on a terminal.
 * Exit status: 2 for bad options, 1 when the encoder is missing or fails. */
int cli_animate_write(const char *command, const CliAnimateOptions *o,
                         CliExportTarget *target, int n_frames, double frame_cost,
                         TlmFrameFunc prepare, void *prepare_data, TlrDrawFunc draw, void *data);

/* The animations of the views (beside their still exports). */
int cli_export_transient_animate(const char *command, const CliContactOptions *copts,
                                    const CliTransientOptions *topts,
                                    const CliAnimateOptions *ao, const char *field,
                                    CliExportTarget *target, TlrDrawFunc draw);

#endif /* CLI_EXPORT_ANIMATE_H */
