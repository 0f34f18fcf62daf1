/* cli-export-animate.h — `export --animate`: a view's figure as WebM, MP4,
 * GIF or a PNG sequence (ui/media/tlm-video.h), frame k at contact time
 * t0 + k·Δt (the run from t0 to its end in --video-s), or the steady patch as a swept
 * parameter grows. */
#ifndef TL_CLI_EXPORT_ANIMATE_H
#define TL_CLI_EXPORT_ANIMATE_H

#include "cli-export.h"
#include "tlm-video.h"

typedef struct {
  gboolean animate;
  char *fps_text; /* --fps, checked as a whole number when used */
  double slow_motion, start_ms, video_s;
  char *sweep;
} TlCliAnimateOptions;

/* The group of --animate, --fps, --slow-motion, --start-ms, --sweep,
 * --video-s bound to o (initialised to "not given"). */
GOptionGroup *tl_cli_animate_group(TlCliAnimateOptions *o);
void tl_cli_animate_options_free(TlCliAnimateOptions *o);

/* Refuse (exit 2) an animation option given without --animate, and with
 * it --sweep/--video-s in a time animation (sweep FALSE) or --slow-motion/
 * --start-ms in a sweep (sweep TRUE). */
int tl_cli_animate_check(const char *command, const TlCliAnimateOptions *o, gboolean sweep);

/* The frames of a time view whose run lasts `duration` [s]: frame k at
 * *t0 + k·*dt [s], *n of them: --fps × --video-s (default 4 s), or --fps ×
 * --slow-motion × (duration − t0); *dt = (duration − t0) / *n.
 * `start_default` [s] is t0 when --start-ms is not given; a negative one
 * means one frame in (t0 = dt, the last frame at the end: for a view that
 * has nothing to draw at t = 0).  Exit status. */
int tl_cli_animate_times(const char *command, const TlCliAnimateOptions *o, double duration,
                         double start_default, int *n, double *t0, double *dt);

/* --sweep NAME:FROM:TO (the name must be `name`): *n frames (--fps ×
 * --video-s), frame k at from + k·(to − from)/(n − 1).  Exit status. */
int tl_cli_animate_sweep(const char *command, const TlCliAnimateOptions *o, const char *name,
                         int *n, double *from, double *to);

/* Check the target and the work (frames × (frame_cost + drawing and
 * encoding per pixel), refused beyond --max-seconds), then draw and encode
 * the frames into target->output.  Progress goes to stderr on a terminal.
 * Exit status: 2 for bad options, 1 when the encoder is missing or fails. */
int tl_cli_animate_write(const char *command, const TlCliAnimateOptions *o,
                         TlCliExportTarget *target, int n_frames, double frame_cost,
                         TlmFrameFunc prepare, void *prepare_data, TlrDrawFunc draw, void *data);

/* The animations of the views (beside their still exports). */
int tl_cli_export_transient_animate(const char *command, const TlCliContactOptions *copts,
                                    const TlCliTransientOptions *topts,
                                    const TlCliAnimateOptions *ao, const char *field,
                                    TlCliExportTarget *target, TlrDrawFunc draw);

#endif /* TL_CLI_EXPORT_ANIMATE_H */
