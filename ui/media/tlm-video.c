/* tlm-video.c — frames of a figure into WebM/MP4 (GStreamer), GIF (giflib) or
 * a PNG sequence (cairo). */
#include "tlm-video.h"

#include <errno.h>
#include <gif_lib.h>
#include <glib/gstdio.h>
#include <gst/app/gstappsrc.h>
#include <gst/gst.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "tribo/textio.h"
#include "tlr-export.h"
#include "tlr-layout.h"

static const char *const format_names[TLM_VIDEO_N_FORMATS] = { "webm", "mp4", "gif", "png" };

const char *
tlm_video_format_name(TlmVideoFormat format)
{
  return (unsigned)format < TLM_VIDEO_N_FORMATS ? format_names[format] : "?";
}

TlStatus
tlm_video_format_from_name(const char *name, TlmVideoFormat *out, TlError *err)
{
  for (int i = 0; name && i < TLM_VIDEO_N_FORMATS; i++)
    if (strcasecmp(name, format_names[i]) == 0) {
      *out = (TlmVideoFormat)i;
      return TL_OK;
    }
  return tl_error_set(err, TL_EINVAL, "unknown animation format '%s' (use webm, mp4, gif or png)",
                      name ? name : "(null)");
}

TlStatus
tlm_video_format_from_path(const char *path, TlmVideoFormat *out, TlError *err)
{
  const char *dot = path ? strrchr(path, '.') : NULL;
  if (!dot || strchr(dot, '/'))
    return tl_error_set(err, TL_EINVAL,
                        "cannot tell the animation format of '%s': give --format or a .webm, "
                        ".mp4, .gif or .png name",
                        path ? path : "(null)");
  return tlm_video_format_from_name(dot + 1, out, err);
}

/* ---- GStreamer ----------------------------------------------------------- */

typedef struct {
  const char *element, *package;
} Need;

/* The elements a format's pipeline is made of, and the Debian packages. */
static const Need webm_needs[] = { { "appsrc", "gstreamer1.0-plugins-base" },
                                   { "videoconvert", "gstreamer1.0-plugins-base" },
                                   { "vp8enc", "gstreamer1.0-plugins-good" },
                                   { "webmmux", "gstreamer1.0-plugins-good" },
                                   { "filesink", "libgstreamer1.0-0" },
                                   { NULL, NULL } };
static const Need mp4_needs[] = { { "appsrc", "gstreamer1.0-plugins-base" },
                                  { "videoconvert", "gstreamer1.0-plugins-base" },
                                  { "x264enc", "gstreamer1.0-plugins-ugly" },
                                  { "mp4mux", "gstreamer1.0-plugins-good" },
                                  { "filesink", "libgstreamer1.0-0" },
                                  { NULL, NULL } };

static TlStatus
gst_ready(TlError *err)
{
  GError *gerr = NULL;
  if (!gst_init_check(NULL, NULL, &gerr)) {
    TlStatus s = tl_error_set(err, TL_ENOTAVAIL, "GStreamer cannot start: %s",
                              gerr ? gerr->message : "unknown reason");
    g_clear_error(&gerr);
    return s;
  }
  return TL_OK;
}

TlStatus
tlm_video_check_encoder(TlmVideoFormat format, TlError *err)
{
  if (format == TLM_VIDEO_GIF || format == TLM_VIDEO_PNG_FRAMES)
    return TL_OK; /* linked in: giflib, cairo */
  TlStatus s = gst_ready(err);
  if (s != TL_OK)
    return s;
  for (const Need *n = format == TLM_VIDEO_MP4 ? mp4_needs : webm_needs; n->element; n++) {
    GstElementFactory *f = gst_element_factory_find(n->element);
    if (!f)
      return tl_error_set(err, TL_ENOTAVAIL,
                          "cannot write %s: the GStreamer element '%s' is missing (install the "
                          "package %s)",
                          tlm_video_format_name(format), n->element, n->package);
    gst_object_unref(f);
  }
  return TL_OK;
}

TlmVideoParams
tlm_video_params_default(void)
{
  return (TlmVideoParams){ .format = TLM_VIDEO_WEBM, .width = 1280, .height = 720, .fps = 30 };
}

TlStatus
tlm_video_params_validate(const TlmVideoParams *p, TlError *err)
{
  if ((unsigned)p->format >= TLM_VIDEO_N_FORMATS)
    return tl_error_set(err, TL_EINVAL, "unknown animation format");
  if (p->width < TLR_EXPORT_MIN_SIDE || p->height < TLR_EXPORT_MIN_SIDE ||
      p->width > TLR_EXPORT_MAX_SIDE || p->height > TLR_EXPORT_MAX_SIDE)
    return tl_error_set(err, TL_EINVAL, "frame size %dx%d must lie between %d and %d per side",
                        p->width, p->height, TLR_EXPORT_MIN_SIDE, TLR_EXPORT_MAX_SIDE);
  if ((p->format == TLM_VIDEO_WEBM || p->format == TLM_VIDEO_MP4) &&
      (p->width % 2 || p->height % 2))
    return tl_error_set(err, TL_EINVAL,
                        "%s frames need an even width and height (got %dx%d): its colour is "
                        "stored per 2x2 pixels",
                        tlm_video_format_name(p->format), p->width, p->height);
  const int max_fps = p->format == TLM_VIDEO_GIF ? TLM_VIDEO_MAX_FPS_GIF : TLM_VIDEO_MAX_FPS;
  if (p->fps < TLM_VIDEO_MIN_FPS || p->fps > max_fps)
    return tl_error_set(err, TL_EINVAL, "%s frame rate must lie between %d and %d per second "
                                        "(got %d)",
                        tlm_video_format_name(p->format), TLM_VIDEO_MIN_FPS, max_fps, p->fps);
  return TL_OK;
}

/* One open output, whatever the format. */
typedef struct {
  TlmVideoParams p;
  const char *path;
  TlOutFile out; /* WebM, MP4, GIF: the temporary */
  /* GStreamer */
  GstElement *pipeline;
  GstAppSrc *src;
  GstBus *bus;
  /* giflib */
  GifFileType *gif;
  GifByteType *planes; /* r, g, b, then the quantised indices: 4 × w × h */
  /* PNG sequence: frames written so far (removed again on failure) */
  int n_written;
} Sink;

/* An error message on the bus → err (TL_EIO). */
static TlStatus
bus_error(Sink *s, GstMessage *msg, TlError *err)
{
  GError *gerr = NULL;
  gst_message_parse_error(msg, &gerr, NULL);
  TlStatus st = tl_error_set(err, TL_EIO, "the %s encoder failed on '%s': %s",
                             tlm_video_format_name(s->p.format), s->path,
                             gerr ? gerr->message : "unknown error");
  g_clear_error(&gerr);
  gst_message_unref(msg);
  return st;
}

static TlStatus
gst_open(Sink *s, TlError *err)
{
  TlStatus st = tlm_video_check_encoder(s->p.format, err);
  if (st != TL_OK)
    return st;
  /* about 0.1 bit per pixel and frame: lines and text stay sharp at 1280x720 */
  const double bits = 0.1 * s->p.width * s->p.height * s->p.fps;
  char *desc;
  if (s->p.format == TLM_VIDEO_MP4)
    desc = g_strdup_printf("appsrc name=src ! videoconvert ! video/x-raw,format=I420 ! "
                           "x264enc speed-preset=veryfast bitrate=%d key-int-max=%d ! "
                           "mp4mux ! filesink name=sink",
                           (int)CLAMP(bits / 1000.0, 200.0, 50000.0), 2 * s->p.fps);
  else /* one VP8 thread: two took 7 times the CPU on a busy 2-core machine
          (bench/animation.sh); no look-ahead, frames are final as drawn */
    desc = g_strdup_printf("appsrc name=src ! videoconvert ! video/x-raw,format=I420 ! "
                           "vp8enc deadline=1 cpu-used=4 threads=1 lag-in-frames=0 target-bitrate=%d "
                           "keyframe-max-dist=%d ! webmmux ! filesink name=sink",
                           (int)CLAMP(bits, 2e5, 5e7), 2 * s->p.fps);
  GError *gerr = NULL;
  s->pipeline = gst_parse_launch(desc, &gerr);
  g_free(desc);
  if (!s->pipeline || gerr) {
    st = tl_error_set(err, TL_ENOTAVAIL, "cannot build the %s encoder: %s",
                      tlm_video_format_name(s->p.format), gerr ? gerr->message : "unknown error");
    g_clear_error(&gerr);
    return st;
  }
  GstElement *src = gst_bin_get_by_name(GST_BIN(s->pipeline), "src");
  GstElement *sink = gst_bin_get_by_name(GST_BIN(s->pipeline), "sink");
  g_object_set(sink, "location", s->out.tmp, NULL);
  gst_object_unref(sink);
  s->src = GST_APP_SRC(src);
  GstCaps *caps = gst_caps_new_simple(
    "video/x-raw", "format", G_TYPE_STRING, G_BYTE_ORDER == G_LITTLE_ENDIAN ? "BGRx" : "xRGB",
    "width", G_TYPE_INT, s->p.width, "height", G_TYPE_INT, s->p.height, "framerate",
    GST_TYPE_FRACTION, s->p.fps, 1, "pixel-aspect-ratio", GST_TYPE_FRACTION, 1, 1, NULL);
  g_object_set(src, "caps", caps, "format", GST_FORMAT_TIME, "is-live", FALSE, NULL);
  gst_caps_unref(caps);
  s->bus = gst_element_get_bus(s->pipeline);
  if (gst_element_set_state(s->pipeline, GST_STATE_PLAYING) == GST_STATE_CHANGE_FAILURE) {
    GstMessage *msg = gst_bus_pop_filtered(s->bus, GST_MESSAGE_ERROR);
    if (msg)
      return bus_error(s, msg, err);
    return tl_error_set(err, TL_EIO, "the %s encoder did not start",
                        tlm_video_format_name(s->p.format));
  }
  return TL_OK;
}

static TlStatus
gst_push(Sink *s, cairo_surface_t *frame, int k, TlError *err)
{
  const int stride = cairo_image_surface_get_stride(frame);
  const unsigned char *px = cairo_image_surface_get_data(frame);
  const gsize row = (gsize)s->p.width * 4, size = row * (gsize)s->p.height;
  GstBuffer *buf = gst_buffer_new_allocate(NULL, size, NULL);
  GstMapInfo map;
  gst_buffer_map(buf, &map, GST_MAP_WRITE);
  for (int y = 0; y < s->p.height; y++)
    memcpy(map.data + (gsize)y * row, px + (size_t)y * (size_t)stride, row);
  gst_buffer_unmap(buf, &map);
  const GstClockTime t0 = gst_util_uint64_scale((guint64)k, GST_SECOND, (guint64)s->p.fps);
  const GstClockTime t1 = gst_util_uint64_scale((guint64)k + 1, GST_SECOND, (guint64)s->p.fps);
  GST_BUFFER_PTS(buf) = t0;
  GST_BUFFER_DTS(buf) = t0;
  GST_BUFFER_DURATION(buf) = t1 - t0;
  /* keep at most a few frames queued; wait on the bus meanwhile, so that an
   * encoder that stopped with an error is reported instead of waited for */
  while (gst_app_src_get_current_level_bytes(s->src) > 4 * size) {
    GstMessage *msg = gst_bus_timed_pop_filtered(s->bus, 5 * GST_MSECOND, GST_MESSAGE_ERROR);
    if (msg) {
      gst_buffer_unref(buf);
      return bus_error(s, msg, err);
    }
  }
  GstMessage *msg = gst_bus_pop_filtered(s->bus, GST_MESSAGE_ERROR);
  if (msg) {
    gst_buffer_unref(buf);
    return bus_error(s, msg, err);
  }
  if (gst_app_src_push_buffer(s->src, buf) != GST_FLOW_OK) /* takes buf */
    return tl_error_set(err, TL_EIO, "the %s encoder refused frame %d",
                        tlm_video_format_name(s->p.format), k);
  return TL_OK;
}

static TlStatus
gst_finish(Sink *s, TlError *err)
{
  gst_app_src_end_of_stream(s->src);
  GstMessage *msg = gst_bus_timed_pop_filtered(s->bus, GST_CLOCK_TIME_NONE,
                                               GST_MESSAGE_EOS | GST_MESSAGE_ERROR);
  if (msg && GST_MESSAGE_TYPE(msg) == GST_MESSAGE_ERROR)
    return bus_error(s, msg, err);
  if (msg)
    gst_message_unref(msg);
  return TL_OK;
}

static void
gst_close(Sink *s)
{
  if (s->pipeline) {
    gst_element_set_state(s->pipeline, GST_STATE_NULL);
    gst_object_unref(s->pipeline);
  }
  if (s->src)
    gst_object_unref(s->src);
  if (s->bus)
    gst_object_unref(s->bus);
  s->pipeline = NULL;
  s->src = NULL;
  s->bus = NULL;
}

/* ---- GIF ------------------------------------------------------------------- */

static TlStatus
gif_error(Sink *s, int code, TlError *err)
{
  const char *why = GifErrorString(code);
  return tl_error_set(err, TL_EIO, "cannot write the GIF '%s': %s", s->path,
                      why ? why : "unknown error");
}

static TlStatus
gif_open(Sink *s, TlError *err)
{
  fflush(s->out.fp);
  const int fd = dup(fileno(s->out.fp));
  int code = 0;
  if (fd < 0)
    return tl_error_set(err, TL_EIO, "cannot write '%s': %s", s->path, g_strerror(errno));
  s->gif = EGifOpenFileHandle(fd, &code);
  if (!s->gif) {
    close(fd);
    return gif_error(s, code, err);
  }
  s->planes = malloc(4 * (size_t)s->p.width * (size_t)s->p.height);
  if (!s->planes)
    return tl_error_set(err, TL_ENOMEM, "out of memory for a %dx%d GIF frame", s->p.width,
                        s->p.height);
  EGifSetGifVersion(s->gif, true);
  static const GifByteType loop_forever[3] = { 1, 0, 0 }; /* sub-block 1: repeat count 0 */
  if (EGifPutScreenDesc(s->gif, s->p.width, s->p.height, 8, 0, NULL) == GIF_ERROR ||
      EGifPutExtensionLeader(s->gif, APPLICATION_EXT_FUNC_CODE) == GIF_ERROR ||
      EGifPutExtensionBlock(s->gif, 11, "NETSCAPE2.0") == GIF_ERROR ||
      EGifPutExtensionBlock(s->gif, 3, loop_forever) == GIF_ERROR ||
      EGifPutExtensionTrailer(s->gif) == GIF_ERROR)
    return gif_error(s, s->gif->Error, err);
  return TL_OK;
}

static TlStatus
gif_push(Sink *s, cairo_surface_t *frame, int k, TlError *err)
{
  const int w = s->p.width, h = s->p.height;
  const size_t n = (size_t)w * (size_t)h;
  const int stride = cairo_image_surface_get_stride(frame);
  const unsigned char *px = cairo_image_surface_get_data(frame);
  GifByteType *r = s->planes, *g = r + n, *b = g + n, *idx = b + n;
  for (int y = 0; y < h; y++) {
    const guint32 *line = (const guint32 *)(const void *)(px + (size_t)y * (size_t)stride);
    for (int x = 0; x < w; x++) {
      const size_t i = (size_t)y * (size_t)w + (size_t)x;
      r[i] = (GifByteType)(line[x] >> 16);
      g[i] = (GifByteType)(line[x] >> 8);
      b[i] = (GifByteType)line[x];
    }
  }
  ColorMapObject *map = GifMakeMapObject(256, NULL);
  if (!map)
    return tl_error_set(err, TL_ENOMEM, "out of memory for a GIF colour map");
  int colours = 256;
  if (GifQuantizeBuffer((unsigned)w, (unsigned)h, &colours, r, g, b, idx, map->Colors) ==
      GIF_ERROR) {
    GifFreeMapObject(map);
    return tl_error_set(err, TL_ENOMEM, "cannot reduce GIF frame %d to 256 colours", k);
  }
  /* delays in hundredths of a second, rounded so that they add up to the
   * frame rate's times: 30 fps gives 3, 4, 3, 3, 4, 3, … */
  const int delay = (int)(lround(100.0 * (k + 1) / s->p.fps) - lround(100.0 * k / s->p.fps));
  GraphicsControlBlock gcb = { .DisposalMode = DISPOSE_DO_NOT,
                               .UserInputFlag = false,
                               .DelayTime = delay,
                               .TransparentColor = NO_TRANSPARENT_COLOR };
  GifByteType ext[4];
  const size_t len = EGifGCBToExtension(&gcb, ext);
  int status = EGifPutExtension(s->gif, GRAPHICS_EXT_FUNC_CODE, (int)len, ext);
  if (status != GIF_ERROR)
    status = EGifPutImageDesc(s->gif, 0, 0, w, h, false, map);
  for (int y = 0; status != GIF_ERROR && y < h; y++)
    status = EGifPutLine(s->gif, idx + (size_t)y * (size_t)w, w);
  GifFreeMapObject(map);
  return status == GIF_ERROR ? gif_error(s, s->gif->Error, err) : TL_OK;
}

static TlStatus
gif_finish(Sink *s, TlError *err)
{
  int code = 0;
  const int status = EGifCloseFile(s->gif, &code);
  s->gif = NULL;
  return status == GIF_ERROR ? gif_error(s, code, err) : TL_OK;
}

/* ---- PNG sequence -------------------------------------------------------------- */

char *
tlm_video_frame_path(const char *path, int k)
{
  const char *dot = strrchr(path, '.');
  const char *slash = strrchr(path, '/');
  const size_t stem = dot && (!slash || dot > slash) ? (size_t)(dot - path) : strlen(path);
  return g_strdup_printf("%.*s-%04d%s", (int)stem, path, k, dot && stem < strlen(path) ? dot : "");
}

static cairo_status_t
write_stream(void *closure, const unsigned char *data, unsigned int length)
{
  return fwrite(data, 1, length, closure) == length ? CAIRO_STATUS_SUCCESS
                                                    : CAIRO_STATUS_WRITE_ERROR;
}

static TlStatus
png_push(Sink *s, cairo_surface_t *frame, int k, TlError *err)
{
  char *name = tlm_video_frame_path(s->path, k);
  TlOutFile out;
  TlStatus st = tl_out_file_open(&out, name, err);
  if (st == TL_OK) {
    if (cairo_surface_write_to_png_stream(frame, write_stream, out.fp) != CAIRO_STATUS_SUCCESS) {
      tl_out_file_abort(&out);
      st = tl_error_set(err, TL_EIO, "cannot write '%s': %s", name, g_strerror(errno));
    } else if ((st = tl_out_file_commit(&out, err)) == TL_OK) {
      s->n_written = k + 1;
    }
  }
  g_free(name);
  return st;
}

static void
png_remove(Sink *s)
{
  for (int k = 0; k < s->n_written; k++) {
    char *name = tlm_video_frame_path(s->path, k);
    g_unlink(name);
    g_free(name);
  }
}

/* ---- the driver ------------------------------------------------------------------ */

static TlStatus
sink_open(Sink *s, TlError *err)
{
  if (s->p.format == TLM_VIDEO_PNG_FRAMES)
    return TL_OK;
  TlStatus st = tl_out_file_open(&s->out, s->path, err);
  if (st != TL_OK)
    return st;
  return s->p.format == TLM_VIDEO_GIF ? gif_open(s, err) : gst_open(s, err);
}

static TlStatus
sink_push(Sink *s, cairo_surface_t *frame, int k, TlError *err)
{
  switch (s->p.format) {
  case TLM_VIDEO_GIF:
    return gif_push(s, frame, k, err);
  case TLM_VIDEO_PNG_FRAMES:
    return png_push(s, frame, k, err);
  default:
    return gst_push(s, frame, k, err);
  }
}

static TlStatus
sink_finish(Sink *s, TlError *err)
{
  switch (s->p.format) {
  case TLM_VIDEO_GIF:
    return gif_finish(s, err);
  case TLM_VIDEO_PNG_FRAMES:
    return TL_OK;
  default:
    return gst_finish(s, err);
  }
}

/* Release everything; commit the temporary when ok, else drop all output. */
static TlStatus
sink_close(Sink *s, int ok, TlError *err)
{
  gst_close(s);
  if (s->gif) {
    int code;
    EGifCloseFile(s->gif, &code);
    s->gif = NULL;
  }
  free(s->planes);
  s->planes = NULL;
  if (s->p.format == TLM_VIDEO_PNG_FRAMES) {
    if (!ok)
      png_remove(s);
    return TL_OK;
  }
  if (!s->out.fp)
    return TL_OK;
  if (!ok) {
    tl_out_file_abort(&s->out);
    return TL_OK;
  }
  return tl_out_file_commit(&s->out, err);
}

TlStatus
tlm_video_write(const char *path, const TlmVideoParams *p, const TlmAnimation *a, TlError *err)
{
  TlStatus st = tlm_video_params_validate(p, err);
  if (st != TL_OK)
    return st;
  if (a->n_frames < 1 || a->n_frames > TLM_VIDEO_MAX_FRAMES)
    return tl_error_set(err, TL_EINVAL, "an animation has 1 to %d frames (got %d)",
                        TLM_VIDEO_MAX_FRAMES, a->n_frames);
  Sink s = { .p = *p, .path = path };
  cairo_surface_t *frame = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, p->width, p->height);
  if (cairo_surface_status(frame) != CAIRO_STATUS_SUCCESS) {
    cairo_surface_destroy(frame);
    return tl_error_set(err, TL_ENOMEM, "out of memory for a %dx%d frame", p->width, p->height);
  }
  /* the style a still PNG export draws with, so that frame k and the still
   * at frame k's time are the same pixels */
  TlrStyle style = *a->style;
  style.vector_cells = 0;
  style.screen = 0;
  st = sink_open(&s, err);
  for (int k = 0; st == TL_OK && k < a->n_frames; k++) {
    if (a->cancel && *a->cancel) {
      st = tl_error_set(err, TL_ECANCELLED, "the animation export was cancelled");
      break;
    }
    if ((st = a->prepare(a->prepare_data, k, err)) != TL_OK)
      break;
    cairo_t *cr = cairo_create(frame);
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR);
    cairo_paint(cr);
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
    /* the room under the plots, found as a still export finds it */
    TlrLayoutHints hints;
    style.hints = NULL;
    tlr_export_settle_layout(TLR_FORMAT_PNG, p->width, p->height, a->draw, a->data, &style, &hints);
    a->draw(cr, p->width, p->height, &style, a->data);
    style.hints = NULL;
    const cairo_status_t cs = cairo_status(cr);
    cairo_destroy(cr);
    if (cs != CAIRO_STATUS_SUCCESS) {
      st = tl_error_set(err, TL_EIO, "cannot draw frame %d: %s", k, cairo_status_to_string(cs));
      break;
    }
    cairo_surface_flush(frame);
    if ((st = sink_push(&s, frame, k, err)) != TL_OK)
      break;
    if (a->progress)
      a->progress(a->progress_data, k + 1, a->n_frames);
  }
  if (st == TL_OK)
    st = sink_finish(&s, err);
  const TlStatus closed = sink_close(&s, st == TL_OK, err);
  cairo_surface_destroy(frame);
  return st != TL_OK ? st : closed;
}
