/* tlm-video.h — animations of a figure as WebM, MP4, GIF or a numbered PNG
 * sequence, with no display.
 *
 * The frames are drawn by a render-layer draw function (TlrDrawFunc) into a
 * cairo image surface, exactly as a still PNG export draws them, and handed
 * to an encoder: GStreamer (appsrc → videoconvert → vp8enc → webmmux, or
 * → x264enc → mp4mux, → filesink) for WebM and MP4, giflib for GIF, cairo's
 * PNG writer for a frame sequence.  The file is written to a temporary beside
 * the target and renamed into place when the last frame is in, so a failed
 * or cancelled export leaves nothing behind (tribo/textio.h).
 *
 *   TlmVideoParams p = tlm_video_params_default();   … edit …
 *   TlmAnimation a = { prepare, pdata, draw, fig, n_frames, &style, progress, … };
 *   tlm_video_write("loop.webm", &p, &a, &err);
 *
 * prepare(prepare_data, k) brings the figure to frame k (steps a model, moves a
 * mark, sets a swept parameter); draw then draws it.  Frames are prepared in
 * order k = 0, 1, …, n_frames − 1. */
#ifndef TLM_VIDEO_H
#define TLM_VIDEO_H

#include <cairo.h>

#include "tlr-export.h"
#include "tlr-style.h"
#include "tribo/status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
  TLM_VIDEO_WEBM,      /* VP8 in WebM */
  TLM_VIDEO_MP4,       /* H.264 in MP4 */
  TLM_VIDEO_GIF,       /* GIF89a, 256 colours per frame, looping */
  TLM_VIDEO_PNG_FRAMES /* NAME-0000.png, NAME-0001.png, … beside NAME.png */
} TlmVideoFormat;

#define TLM_VIDEO_N_FORMATS 4

/* Frame rates and frame counts an animation accepts: a GIF's frame delays
 * are whole hundredths of a second and viewers slow anything under 2 of them
 * down, so GIFs stop at 50 frames per second. */
#define TLM_VIDEO_MIN_FPS 1
#define TLM_VIDEO_MAX_FPS 60
#define TLM_VIDEO_MAX_FPS_GIF 50
#define TLM_VIDEO_MAX_FRAMES 20000

/* "webm", "mp4", "gif", "png"; and the other way round (case-insensitive). */
const char *tlm_video_format_name(TlmVideoFormat format);
TlStatus tlm_video_format_from_name(const char *name, TlmVideoFormat *out, TlError *err);
/* From the file name's extension (.webm, .mp4, .gif, .png). */
TlStatus tlm_video_format_from_path(const char *path, TlmVideoFormat *out, TlError *err);

/* Whether this machine can write the format: TL_ENOTAVAIL names the missing
 * GStreamer element and the package that has it. */
TlStatus tlm_video_check_encoder(TlmVideoFormat format, TlError *err);

typedef struct {
  TlmVideoFormat format;
  int width, height; /* pixels; even for WebM and MP4 (4:2:0 chroma) */
  int fps;           /* frames per second of the file */
} TlmVideoParams;

/* WebM, 1280 × 720, 30 frames per second. */
TlmVideoParams tlm_video_params_default(void);
TlStatus tlm_video_params_validate(const TlmVideoParams *p, TlError *err);

typedef TlStatus (*TlmFrameFunc)(void *data, int k, TlError *err);
/* Called after each frame is in the file (done of total). */
typedef void (*TlmProgressFunc)(void *data, int done, int total);

typedef struct {
  TlmFrameFunc prepare;       /* brings the figure to frame k */
  void *prepare_data;
  TlrDrawFunc draw;           /* draws it */
  void *data;
  int n_frames;               /* 1 … TLM_VIDEO_MAX_FRAMES */
  const TlrStyle *style;      /* usually tlr_style_light() */
  TlmProgressFunc progress;   /* may be NULL */
  void *progress_data;
  const volatile int *cancel; /* stops with TL_ECANCELLED while non-zero; may be NULL */
} TlmAnimation;

/* Draw and encode every frame into path.  On any failure, or when
 * cancelled, nothing is left at path (nor any PNG of a sequence). */
TlStatus tlm_video_write(const char *path, const TlmVideoParams *p, const TlmAnimation *a,
                         TlError *err);

/* The file name of frame k of a PNG sequence written to `path`
 * ("loop.png" → "loop-0007.png"); g_free it. */
char *tlm_video_frame_path(const char *path, int k);

#ifdef __cplusplus
}
#endif

#endif /* TLM_VIDEO_H */
