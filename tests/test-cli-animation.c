/* test-cli-animation.c — `tribolab-cli export --animate`: the files decode to
 * the frames asked for (WebM and MP4 through GStreamer's decoders, GIF
 * through giflib's), frames move, frame k is the still export at frame k's
 * time pixel for pixel, bad options exit 2 and leave nothing behind, a
 * missing encoder exits 1. */
#include <cairo.h>
#include <gif_lib.h>
#include <glib/gstdio.h>
#include <gst/app/gstappsink.h>
#include <gst/gst.h>
#include <math.h>
#include <string.h>

#include "tl-test-cli.h"
#include "tl-test-util.h"

static char *tmpdir;

static char *
tmp_path(const char *name)
{
  return g_build_filename(tmpdir, name, NULL);
}

/* Decoded frames of a file: their count and the first and last as RGB. */
typedef struct {
  int n, width, height;
  guint8 *first, *last; /* width × height × 3 */
} Decoded;

static void
decoded_clear(Decoded *d)
{
  g_free(d->first);
  g_free(d->last);
  memset(d, 0, sizeof *d);
}

/* WebM and MP4: filesrc → decodebin → videoconvert → RGB → appsink. */
static Decoded
decode_gst(const char *path)
{
  Decoded d = { 0 };
  char *desc = g_strdup_printf("filesrc name=src ! decodebin ! videoconvert ! "
                               "video/x-raw,format=RGB ! appsink name=sink sync=false");
  GError *gerr = NULL;
  GstElement *pipe = gst_parse_launch(desc, &gerr);
  g_assert_no_error(gerr);
  g_free(desc);
  GstElement *src = gst_bin_get_by_name(GST_BIN(pipe), "src");
  g_object_set(src, "location", path, NULL);
  gst_object_unref(src);
  GstAppSink *sink = GST_APP_SINK(gst_bin_get_by_name(GST_BIN(pipe), "sink"));
  g_assert_cmpint(gst_element_set_state(pipe, GST_STATE_PLAYING), !=, GST_STATE_CHANGE_FAILURE);
  GstSample *sample;
  while ((sample = gst_app_sink_pull_sample(sink))) {
    GstStructure *st = gst_caps_get_structure(gst_sample_get_caps(sample), 0);
    gst_structure_get_int(st, "width", &d.width);
    gst_structure_get_int(st, "height", &d.height);
    GstMapInfo map;
    GstBuffer *buf = gst_sample_get_buffer(sample);
    gst_buffer_map(buf, &map, GST_MAP_READ);
    const int row = GST_ROUND_UP_4(3 * d.width); /* GStreamer's RGB rows are 4-byte aligned */
    guint8 *rgb = g_malloc((gsize)3 * d.width * d.height);
    for (int y = 0; y < d.height; y++)
      memcpy(rgb + (gsize)3 * d.width * y, map.data + (gsize)row * y, (gsize)3 * d.width);
    gst_buffer_unmap(buf, &map);
    gst_sample_unref(sample);
    if (d.n++ == 0)
      d.first = rgb;
    else {
      g_free(d.last);
      d.last = rgb;
    }
  }
  GstBus *bus = gst_element_get_bus(pipe);
  GstMessage *msg = gst_bus_pop_filtered(bus, GST_MESSAGE_ERROR);
  if (msg) {
    GError *e = NULL;
    gst_message_parse_error(msg, &e, NULL);
    g_error("decoding %s failed: %s", path, e->message);
  }
  gst_object_unref(bus);
  gst_element_set_state(pipe, GST_STATE_NULL);
  gst_object_unref(sink);
  gst_object_unref(pipe);
  return d;
}

/* GIF: giflib's decoder, each frame's indices through its colour map. */
static Decoded
decode_gif(const char *path, int *delay_sum)
{
  Decoded d = { 0 };
  int code = 0;
  GifFileType *gif = DGifOpenFileName(path, &code);
  g_assert_nonnull(gif);
  g_assert_cmpint(DGifSlurp(gif), ==, GIF_OK);
  d.n = gif->ImageCount;
  d.width = gif->SWidth;
  d.height = gif->SHeight;
  *delay_sum = 0;
  for (int i = 0; i < gif->ImageCount; i++) {
    const SavedImage *im = &gif->SavedImages[i];
    GraphicsControlBlock gcb;
    g_assert_cmpint(DGifSavedExtensionToGCB(gif, i, &gcb), ==, GIF_OK);
    *delay_sum += gcb.DelayTime;
    if (i != 0 && i != gif->ImageCount - 1)
      continue;
    g_assert_cmpint(im->ImageDesc.Width, ==, d.width); /* every frame is whole */
    const ColorMapObject *map = im->ImageDesc.ColorMap ? im->ImageDesc.ColorMap : gif->SColorMap;
    g_assert_nonnull(map);
    guint8 *rgb = g_malloc((gsize)3 * d.width * d.height);
    for (gsize p = 0; p < (gsize)d.width * d.height; p++) {
      const GifColorType c = map->Colors[im->RasterBits[p]];
      rgb[3 * p] = c.Red;
      rgb[3 * p + 1] = c.Green;
      rgb[3 * p + 2] = c.Blue;
    }
    if (i == 0)
      d.first = rgb;
    if (i == gif->ImageCount - 1) {
      if (i == 0)
        d.last = g_memdup2(rgb, (gsize)3 * d.width * d.height);
      else
        d.last = rgb;
    }
  }
  DGifCloseFile(gif, &code);
  return d;
}

/* Mean absolute difference of the first and last frame per channel [0, 255]. */
static double
first_last_difference(const Decoded *d)
{
  double sum = 0.0;
  const gsize n = (gsize)3 * d->width * d->height;
  for (gsize i = 0; i < n; i++)
    sum += fabs((double)d->first[i] - d->last[i]);
  return sum / (double)n;
}

static gboolean
have_element(const char *name)
{
  GstElementFactory *f = gst_element_factory_find(name);
  if (f)
    gst_object_unref(f);
  return f != NULL;
}

/* The transient view's 10 Hz loop, 200 ms of contact time in 2 s of video at
 * --fps FPS: fps × 2 frames, 2 s of video. */
static void
check_encoded(const char *name, const char *fps, int frames, const char *decoder)
{
  if (decoder && !have_element(decoder)) {
    g_test_skip_printf("the GStreamer element %s is not installed", decoder);
    return;
  }
  char *out = tmp_path(name);
  TlCliRun r = tl_cli_run("export", "--view", "transient", "--animate", "--fps", fps,
                          "--duration-ms", "200", "--video-s", "2", "--width-px", "640",
                          "--height-px", "360", "-o", out, NULL);
  if (r.status == 1 && strstr(r.err, "is missing")) {
    g_test_skip_printf("%s", r.err);
  } else {
    g_assert_cmpstr(r.err, ==, "");
    g_assert_cmpint(r.status, ==, 0);
    int delay_sum = -1;
    Decoded d = g_str_has_suffix(name, ".gif") ? decode_gif(out, &delay_sum) : decode_gst(out);
    g_assert_cmpint(d.n, ==, frames);
    g_assert_cmpint(d.width, ==, 640);
    g_assert_cmpint(d.height, ==, 360);
    if (delay_sum >= 0) /* the delays add up to the video's 2 s exactly (in 1/100 s) */
      g_assert_cmpint(delay_sum, ==, 200);
    /* 200 ms of a 10 Hz loop: the stick zone, the cursor and the time series
     * move; a codec's error on an unchanged picture is below 1 level */
    g_assert_cmpfloat(first_last_difference(&d), >, 1.0);
    decoded_clear(&d);
  }
  g_unlink(out);
  tl_cli_run_clear(&r);
  g_free(out);
}

static void
test_webm(void)
{
  check_encoded("loop.webm", "15", 30, "vp8dec");
}

static void
test_mp4(void)
{
  check_encoded("loop.mp4", "12", 24, "avdec_h264");
}

static void
test_gif(void)
{
  check_encoded("loop.gif", "10", 20, NULL);
}

/* Load a PNG into an ARGB32 surface of its own. */
static cairo_surface_t *
load_png(const char *path)
{
  cairo_surface_t *s = cairo_image_surface_create_from_png(path);
  g_assert_cmpint(cairo_surface_status(s), ==, CAIRO_STATUS_SUCCESS);
  return s;
}

/* The pixels of two PNGs are the same. */
static void
assert_same_png(const char *a, const char *b)
{
  cairo_surface_t *sa = load_png(a), *sb = load_png(b);
  const int w = cairo_image_surface_get_width(sa), h = cairo_image_surface_get_height(sa);
  g_assert_cmpint(cairo_image_surface_get_width(sb), ==, w);
  g_assert_cmpint(cairo_image_surface_get_height(sb), ==, h);
  const int stride = cairo_image_surface_get_stride(sa);
  g_assert_cmpint(cairo_image_surface_get_stride(sb), ==, stride);
  int differ = 0;
  for (int y = 0; y < h; y++)
    differ += memcmp(cairo_image_surface_get_data(sa) + (gsize)y * stride,
                     cairo_image_surface_get_data(sb) + (gsize)y * stride, (gsize)4 * w) != 0;
  g_assert_cmpint(differ, ==, 0);
  cairo_surface_destroy(sa);
  cairo_surface_destroy(sb);
}

/* Run the CLI with argv (its program first, NULL-terminated). */
static TlCliRun
run_cli(GPtrArray *argv)
{
  TlCliRun r = { 0 };
  int wait_status = 0;
  GError *gerr = NULL;
  g_assert_true(g_spawn_sync(NULL, (char **)argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                             &r.out, &r.err, &wait_status, &gerr));
  g_assert_no_error(gerr);
  g_assert_true(WIFEXITED(wait_status));
  r.status = WEXITSTATUS(wait_status);
  return r;
}

/* Frame k of a PNG sequence against the still export of the same view with
 * `still_option` = `value`: the same figure code drawing the same state. */
static void
check_frame_is_still(const char *view, const char *const *anim_args, int k,
                     const char *still_option, const char *value)
{
  char *seq = tmp_path("seq.png");
  char *still = tmp_path("still.png");
  GPtrArray *argv = g_ptr_array_new();
  g_ptr_array_add(argv, (gpointer)g_getenv("TL_CLI"));
  const char *head[] = { "export", "--view", view, "--animate", "--width-px", "400",
                         "--height-px", "300", "-o", seq };
  for (size_t i = 0; i < G_N_ELEMENTS(head); i++)
    g_ptr_array_add(argv, (gpointer)head[i]);
  for (const char *const *a = anim_args; *a; a++)
    g_ptr_array_add(argv, (gpointer)*a);
  g_ptr_array_add(argv, NULL);
  TlCliRun r = run_cli(argv);
  g_assert_cmpstr(r.err, ==, "");
  g_assert_cmpint(r.status, ==, 0);
  tl_cli_run_clear(&r);
  g_ptr_array_free(argv, TRUE);

  r = tl_cli_run("export", "--view", view, still_option, value, "--width-px", "400",
                 "--height-px", "300", "-o", still, NULL);
  g_assert_cmpint(r.status, ==, 0);
  tl_cli_run_clear(&r);
  char *frame = g_strdup_printf("%s/seq-%04d.png", tmpdir, k);
  assert_same_png(frame, still);
  g_free(frame);
  /* remove the whole sequence */
  for (int i = 0;; i++) {
    char *f = g_strdup_printf("%s/seq-%04d.png", tmpdir, i);
    const int gone = g_unlink(f);
    g_free(f);
    if (gone != 0)
      break;
  }
  g_unlink(still);
  g_free(seq);
  g_free(still);
}

/* Transient: 100 ms in 1 s at 10 fps, so Δt = 10 ms and frame 3 is the run
 * at 30 ms, stepped there frame by frame; the still runs to 30 ms at once. */
static void
test_frame_time_transient(void)
{
  const char *args[] = { "--fps", "10", "--video-s", "1", "--duration-ms", "100", NULL };
  check_frame_is_still("transient", args, 3, "--at-ms", "30");
}

/* Compare: both models stepped to frame 4, 40 ms, against the still. */
static void
test_frame_time_compare(void)
{
  const char *args[] = { "--fps", "10", "--video-s", "1", "--duration-ms", "100", NULL };
  check_frame_is_still("compare", args, 4, "--at-ms", "40");
}

/* Rolling: the 60 ms demo from --start-ms 20 at --slow-motion 50 and 10 fps:
 * Δt = 2 ms, frame 7 shows the spheres at 34 ms. */
static void
test_frame_time_rolling(void)
{
  const char *args[] = { "--fps", "10", "--slow-motion", "50", "--start-ms", "20", NULL };
  check_frame_is_still("rolling", args, 7, "--mark-ms", "34");
}

/* Sweep: cx from 0 to 0.01 over 11 frames (0.001 apart); frame 4 is the
 * steady map at cx = 0.004. */
static void
test_frame_sweep(void)
{
  const char *args[] = { "--sweep", "cx:0:0.01", "--fps", "11", "--video-s", "1", NULL };
  check_frame_is_still("patch", args, 4, "--cx", "0.004");
}

/* Wheelset: the run is played back, so the frames of a PNG sequence (4 at
 * 4 fps over 1 s of video) show the wheelset at 0, ¼, ½ and ¾ of the run:
 * four files, and the first and the last differ. */
static void
test_wheelset_playback(void)
{
  char *seq = tmp_path("ws.png");
  TlCliRun r = tl_cli_run("export", "--view", "wheelset", "--animate", "--fps", "4", "--video-s",
                          "1", "--speed-m-s", "140", "--creep-model", "polach", "--duration-s",
                          "1", "--width-px", "400", "--height-px", "300", "-o", seq, NULL);
  g_assert_cmpstr(r.err, ==, "");
  g_assert_cmpint(r.status, ==, 0);
  tl_cli_run_clear(&r);
  int n = 0;
  for (;; n++) {
    char *f = g_strdup_printf("%s/ws-%04d.png", tmpdir, n);
    const gboolean there = g_file_test(f, G_FILE_TEST_EXISTS);
    g_free(f);
    if (!there)
      break;
  }
  g_assert_cmpint(n, ==, 4);
  char *first = g_strdup_printf("%s/ws-%04d.png", tmpdir, 0);
  char *last = g_strdup_printf("%s/ws-%04d.png", tmpdir, 3);
  cairo_surface_t *a = load_png(first), *b = load_png(last);
  const gsize bytes = (gsize)cairo_image_surface_get_stride(a) * cairo_image_surface_get_height(a);
  g_assert_cmpint(memcmp(cairo_image_surface_get_data(a), cairo_image_surface_get_data(b), bytes),
                  !=, 0);
  cairo_surface_destroy(a);
  cairo_surface_destroy(b);
  for (int i = 0; i < n; i++) {
    char *f = g_strdup_printf("%s/ws-%04d.png", tmpdir, i);
    g_unlink(f);
    g_free(f);
  }
  g_free(first);
  g_free(last);
  g_free(seq);
}

static void
test_bad_options(void)
{
  char *out = tmp_path("bad.webm");
  tl_cli_assert_usage_error("--fps", "export", "--view", "transient", "--animate", "--fps", "0",
                            "-o", out);
  tl_cli_assert_usage_error("--fps", "export", "--view", "transient", "--animate", "--fps",
                            "2.5", "-o", out);
  tl_cli_assert_usage_error("--fps", "export", "--view", "transient", "--animate", "--fps", "61",
                            "-o", out);
  tl_cli_assert_usage_error("add --animate", "export", "--view", "transient", "--fps", "10",
                            "-o", out);
  tl_cli_assert_usage_error("--slow-motion", "export", "--view", "rolling", "--animate",
                            "--slow-motion", "-1", "-o", out);
  tl_cli_assert_usage_error("give one", "export", "--view", "rolling", "--animate",
                            "--slow-motion", "10", "--video-s", "2", "-o", out);
  tl_cli_assert_usage_error("--start-ms", "export", "--view", "transient", "--animate",
                            "--duration-ms", "100", "--start-ms", "150", "-o", out);
  tl_cli_assert_usage_error("--at-ms", "export", "--view", "transient", "--animate", "--at-ms",
                            "20", "-o", out);
  tl_cli_assert_usage_error("--sweep", "export", "--view", "patch", "--animate", "--sweep",
                            "cy:0:1", "-o", out);
  tl_cli_assert_usage_error("--sweep", "export", "--view", "patch", "--animate", "--sweep",
                            "cx:0:nan", "-o", out);
  tl_cli_assert_usage_error("--sweep", "export", "--view", "transient", "--animate", "--sweep",
                            "cx:0:0.01", "-o", out);
  tl_cli_assert_usage_error("no time", "export", "--view", "patch", "--animate", "-o", out);
  tl_cli_assert_usage_error("even width", "export", "--view", "transient", "--animate",
                            "--width-px", "641", "-o", out);
  tl_cli_assert_usage_error("unknown animation format", "export", "--view", "transient",
                            "--animate", "--format", "avi", "-o", out);
  char *gif = tmp_path("bad.gif");
  tl_cli_assert_usage_error("between 1 and 50", "export", "--view", "transient", "--animate",
                            "--fps", "60", "-o", gif);
  tl_cli_assert_usage_error("frames", "export", "--view", "transient", "--animate",
                            "--slow-motion", "1e6", "-o", out);
  /* the work budget: 20000 frames of 2000 x 2000 pixels */
  tl_cli_assert_usage_error("max-seconds", "export", "--view", "transient", "--animate",
                            "--fps", "60", "--video-s", "300", "--width-px", "2000",
                            "--height-px", "2000", "-o", out);
  g_assert_false(g_file_test(out, G_FILE_TEST_EXISTS));
  g_assert_false(g_file_test(gif, G_FILE_TEST_EXISTS));
  g_free(gif);
  g_free(out);
}

/* With no GStreamer plugins to be found the encoder is missing: exit 1 with
 * the element's name, and neither the file nor a temporary is left. */
static void
test_missing_encoder(void)
{
  char *out = tmp_path("none.webm");
  char *empty = tmp_path("no-plugins");
  char *registry = tmp_path("registry.bin");
  g_mkdir(empty, 0700);
  const char *cli = g_getenv("TL_CLI");
  const char *argv[] = { cli, "export", "--view", "transient", "--animate", "-o", out, NULL };
  char **envp = g_get_environ();
  envp = g_environ_setenv(envp, "GST_PLUGIN_SYSTEM_PATH_1_0", empty, TRUE);
  envp = g_environ_setenv(envp, "GST_PLUGIN_SYSTEM_PATH", empty, TRUE);
  envp = g_environ_setenv(envp, "GST_PLUGIN_PATH_1_0", empty, TRUE);
  envp = g_environ_setenv(envp, "GST_PLUGIN_PATH", empty, TRUE);
  envp = g_environ_setenv(envp, "GST_REGISTRY_1_0", registry, TRUE);
  envp = g_environ_setenv(envp, "GST_REGISTRY", registry, TRUE);
  char *so = NULL, *se = NULL;
  int wait_status = 0;
  GError *gerr = NULL;
  g_assert_true(g_spawn_sync(NULL, (char **)argv, envp, G_SPAWN_DEFAULT, NULL, NULL, &so, &se,
                             &wait_status, &gerr));
  g_assert_no_error(gerr);
  g_assert_true(WIFEXITED(wait_status));
  g_assert_cmpint(WEXITSTATUS(wait_status), ==, 1);
  g_assert_nonnull(strstr(se, "is missing"));
  g_assert_false(g_file_test(out, G_FILE_TEST_EXISTS));
  GDir *dir = g_dir_open(tmpdir, 0, NULL);
  for (const char *name; (name = g_dir_read_name(dir));)
    g_assert_false(g_str_has_prefix(name, ".none.webm")); /* no temporary left */
  g_dir_close(dir);
  g_strfreev(envp);
  g_free(so);
  g_free(se);
  g_unlink(registry);
  g_rmdir(empty);
  g_free(registry);
  g_free(empty);
  g_free(out);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  gst_init(&argc, &argv);
  g_test_summary("export --animate: WebM, MP4 and GIF decode to fps x length frames that move; "
                 "frame k is the still export at its time; bad options exit 2, a missing "
                 "encoder exits 1, and no partial file is left");
  tmpdir = g_dir_make_tmp("tl-animation-XXXXXX", NULL);
  g_assert_nonnull(tmpdir);
  g_test_add_func("/cli/animation/webm", test_webm);
  g_test_add_func("/cli/animation/mp4", test_mp4);
  g_test_add_func("/cli/animation/gif", test_gif);
  g_test_add_func("/cli/animation/frame-time-transient", test_frame_time_transient);
  g_test_add_func("/cli/animation/frame-time-compare", test_frame_time_compare);
  g_test_add_func("/cli/animation/frame-time-rolling", test_frame_time_rolling);
  g_test_add_func("/cli/animation/frame-sweep", test_frame_sweep);
  g_test_add_func("/cli/animation/wheelset-playback", test_wheelset_playback);
  g_test_add_func("/cli/animation/bad-options", test_bad_options);
  g_test_add_func("/cli/animation/missing-encoder", test_missing_encoder);
  const int status = g_test_run();
  g_rmdir(tmpdir);
  g_free(tmpdir);
  return status;
}
