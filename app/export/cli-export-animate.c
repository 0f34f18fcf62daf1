/* cli-export-animate.c — `export --animate`: the options that choose the
 * frames, the work budget, and the hand-over to the encoder (tlm-video.h).
 * The views prepare their figure for each frame (cli-export-<view>.c). */
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli-export-animate.h"
#include "tribo/textio.h"
#include "tribo/units.h"

/* Drawing one frame and encoding it, per pixel [s] of CPU time: rounded up
 * from bench/animation.sh (the transient view at 1280x720: a PNG of the
 * sequence 59 ms a frame, H.264 18 ms, VP8 13 ms). */
#define CLI_COST_FRAME_PIXEL 8e-8

#define AO(field) offsetof(CliAnimateOptions, field)
static const CliDoubleOption animate_doubles[] = {
  { "slow-motion", AO(slow_motion),
    "Animation: seconds of video per second of contact time (default: the run plays in --video-s)", "X", 0 },
  { "start-ms", AO(start_ms), "Animation: contact time of the first frame (default 0)", "MS",
    CLI_DOUBLE_TIME },
  { "video-s", AO(video_s), "Animation: length of the video in s (default 4)", "S", 0 },
};

GOptionGroup *
cli_animate_group(CliAnimateOptions *o)
{
  memset(o, 0, sizeof *o);
  const GOptionEntry entries[] = {
    { "animate", 0, 0, G_OPTION_ARG_NONE, &o->animate, "Write an animation: -o NAME.webm, .mp4, .gif or .png (a numbered PNG sequence)", NULL },
    { "fps", 0, 0, G_OPTION_ARG_STRING, &o->fps_text, "Animation: frames per second (default 30; GIF at most 50)", "N" },
    { "sweep", 0, 0, G_OPTION_ARG_STRING, &o->sweep, "Animation of --view patch: the steady map as cx runs from A to B", "cx:A:B" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  return cli_double_group("animate", "Animation options:", "Show the animation options", o,
                             animate_doubles, G_N_ELEMENTS(animate_doubles), entries);
}

void
cli_animate_options_free(CliAnimateOptions *o)
{
  g_clear_pointer(&o->sweep, g_free);
  g_clear_pointer(&o->fps_text, g_free);
}

int
cli_animate_check(const char *cmd, const CliAnimateOptions *o, gboolean sweep)
{
  const char *time_option = cli_given(o->slow_motion) ? "--slow-motion"
                            : cli_given(o->start_ms)  ? "--start-ms"
                                                         : NULL;
  const char *sweep_option = o->sweep ? "--sweep" : NULL;
  const char *stray = o->fps_text                 ? "--fps"
                      : cli_given(o->video_s) ? "--video-s"
                      : time_option              ? time_option
                                                 : sweep_option;
  if (!o->animate && stray)
    return cli_usage_error(cmd, "%s applies to an animation: add --animate", stray);
  if (o->animate && cli_given(o->slow_motion) && cli_given(o->video_s))
    return cli_usage_error(cmd, "--slow-motion and --video-s both set the video's length: "
                                   "give one");
  if (o->animate && sweep && time_option)
    return cli_usage_error(cmd, "%s applies to an animation in time, not to a --sweep",
                              time_option);
  if (o->animate && !sweep && sweep_option)
    return cli_usage_error(cmd, "%s applies to the steady map of --view patch (without "
                                   "--model or --at-ms)",
                              sweep_option);
  return CLI_EXIT_OK;
}

int
cli_animate_refuse_instant(const char *cmd, const CliAnimateOptions *o, const char *option,
                           double value)
{
  if (o->animate && cli_given(value))
    return cli_usage_error(cmd, "%s draws one instant: an animation starts at --start-ms", option);
  return CLI_EXIT_OK;
}

/* --fps, checked (exit status; *fps 30 when not given). */
static int
parse_fps(const char *cmd, const CliAnimateOptions *o, int *fps)
{
  *fps = 30;
  if (o->fps_text && !cli_parse_count(cmd, "--fps", o->fps_text, fps))
    return CLI_EXIT_USAGE;
  if (*fps > TLM_VIDEO_MAX_FPS)
    return cli_usage_error(cmd, "--fps must lie between %d and %d (got %d)", TLM_VIDEO_MIN_FPS,
                              TLM_VIDEO_MAX_FPS, *fps);
  return CLI_EXIT_OK;
}

/* --video-s, checked (exit status; 4 s when not given). */
static int
parse_video_s(const char *cmd, const CliAnimateOptions *o, double *video_s)
{
  *video_s = cli_given(o->video_s) ? o->video_s : 4.0;
  if (!(*video_s > 0.0 && *video_s <= 3600.0))
    return cli_usage_error(cmd, "--video-s must lie between 0 and 3600 s (got %g)", *video_s);
  return CLI_EXIT_OK;
}

int
cli_animate_times(const char *cmd, const CliAnimateOptions *o, double duration,
                     double start_default, int *n, double *t0, double *dt)
{
  int fps, status;
  double video;
  if ((status = parse_fps(cmd, o, &fps)) != CLI_EXIT_OK ||
      (status = parse_video_s(cmd, o, &video)) != CLI_EXIT_OK)
    return status;
  if (cli_given(o->slow_motion) && !(o->slow_motion >= 1e-3 && o->slow_motion <= 1e6))
    return cli_usage_error(cmd, "--slow-motion must lie between 0.001 and 1e6 (got %g)",
                              o->slow_motion);
  const gboolean one_in = !cli_given(o->start_ms) && start_default < 0.0;
  const double start = cli_given(o->start_ms) ? o->start_ms * TL_UNIT_MS : one_in ? 0.0
                                                                                   : start_default;
  if (!(start >= 0.0 && start < duration))
    return cli_usage_error(cmd,
                              "--start-ms must lie from 0 up to the run's end, %g ms (got %g)",
                              duration / TL_UNIT_MS, start / TL_UNIT_MS);
  /* the span from start to the end plays in --video-s, or --slow-motion
   * times its contact time */
  const double slow = cli_given(o->slow_motion) ? o->slow_motion : video / (duration - start);
  const double frames = floor((duration - start) * slow * fps + 0.5);
  if (frames < 1.0 || frames > TLM_VIDEO_MAX_FRAMES)
    return cli_usage_error(cmd,
                              "the animation would have %.0f frames (%g ms of contact time at "
                              "--fps %d and --slow-motion %g); it may have 1 to %d: change "
                              "--slow-motion, --video-s, --fps or --start-ms",
                              frames, (duration - start) / TL_UNIT_MS, fps, slow,
                              TLM_VIDEO_MAX_FRAMES);
  *n = (int)frames;
  *dt = (duration - start) / frames;
  *t0 = one_in ? *dt : start;
  return CLI_EXIT_OK;
}

int
cli_animate_sweep(const char *cmd, const CliAnimateOptions *o, const char *name, int *n,
                     double *from, double *to)
{
  int fps, status;
  if ((status = parse_fps(cmd, o, &fps)) != CLI_EXIT_OK)
    return status;
  const size_t len = strlen(name);
  if (!o->sweep || strncmp(o->sweep, name, len) != 0 || o->sweep[len] != ':')
    return cli_usage_error(cmd, "--sweep '%s': give %s:FROM:TO (e.g. %s:0:0.01)",
                              o->sweep ? o->sweep : "", name, name);
  const char *a = o->sweep + len + 1;
  const char *colon = strchr(a, ':');
  char *first = colon ? g_strndup(a, (gsize)(colon - a)) : NULL;
  const gboolean ok = first && tl_parse_double(first, 0, from) == TL_OK &&
                      tl_parse_double(colon + 1, 0, to) == TL_OK && isfinite(*from) &&
                      isfinite(*to) && *from != *to;
  g_free(first);
  if (!ok)
    return cli_usage_error(cmd, "--sweep '%s': FROM and TO must be two different finite "
                                   "numbers (%s:FROM:TO)",
                              o->sweep, name);
  double video;
  if ((status = parse_video_s(cmd, o, &video)) != CLI_EXIT_OK)
    return status;
  const double frames = floor(video * fps + 0.5);
  if (!(frames >= 2.0 && frames <= TLM_VIDEO_MAX_FRAMES))
    return cli_usage_error(cmd,
                              "--video-s %g at --fps %d gives %.0f frames; a sweep has 2 to %d",
                              video, fps, frames, TLM_VIDEO_MAX_FRAMES);
  *n = (int)frames;
  return CLI_EXIT_OK;
}

static void
progress(void *data, int done, int total)
{
  cli_progress(data, (double)done / total);
}

int
cli_animate_write(const char *cmd, const CliAnimateOptions *o, CliExportTarget *target,
                     int n_frames, double frame_cost, TlmFrameFunc prepare, void *prepare_data,
                     TlrDrawFunc draw, void *data)
{
  TlError err;
  TlmVideoParams p = tlm_video_params_default();
  int status;
  if (!target->output)
    return cli_usage_error(cmd, "-o FILE is required");
  if ((target->format_name ? tlm_video_format_from_name(target->format_name, &p.format, &err)
                           : tlm_video_format_from_path(target->output, &p.format, &err)) !=
      TL_OK)
    return cli_report(cmd, &err);
  if ((status = parse_fps(cmd, o, &p.fps)) != CLI_EXIT_OK)
    return status;
  /* frames are pictures in pixels: sized (and their text) as a PNG export */
  TlrStyle style = tlr_style_light();
  if ((status = cli_export_pixels(cmd, target, TLR_FORMAT_PNG, &p.width, &p.height, &style)) !=
      CLI_EXIT_OK)
    return status;
  if (tlm_video_params_validate(&p, &err) != TL_OK)
    return cli_report(cmd, &err);
  const double pixels = (double)p.width * p.height;
  char work[160];
  g_snprintf(work, sizeof work, "%d frames of %dx%d pixels", n_frames, p.width, p.height);
  const double seconds = n_frames * (frame_cost + pixels * CLI_COST_FRAME_PIXEL);
  if ((status = cli_budget_check(cmd, seconds, 8.0 * pixels, work,
                                    "lower --fps, --video-s or --slow-motion, shorten the run "
                                    "or use a smaller --width-px/--height-px")) != CLI_EXIT_OK)
    return status;
  if (tlm_video_check_encoder(p.format, &err) != TL_OK)
    return cli_failure(cmd, "%s", err.message);
  const TlmAnimation a = { .prepare = prepare,
                           .prepare_data = prepare_data,
                           .draw = draw,
                           .data = data,
                           .n_frames = n_frames,
                           .style = &style,
                           .progress = progress,
                           .progress_data = (void *)cmd };
  cli_progress_start();
  if (tlm_video_write(target->output, &p, &a, &err) != TL_OK)
    return err.status == TL_EINVAL ? cli_report(cmd, &err)
                                   : cli_failure(cmd, "%s", err.message);
  return CLI_EXIT_OK;
}
