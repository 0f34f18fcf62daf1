/* test-render-rolling.c — the rolling figure: what it stores from the demo run,
 * the mark, failed updates, and that every panel draws something. */
#include <cairo.h>
#include <string.h>

#include "tl-test-util.h"
#include "tlr-figure-rolling.h"

/* The stored samples are the demo's, the stop found on every step agrees
 * with the closed form of the elastic end to the step (10 µs), and the mark
 * sits at the stop. */
static void
test_update(void)
{
  g_test_summary("Rolling figure keeps the run, the stop and the mark");
  TlStudyRolling fig;
  tl_study_rolling_init(&fig);
  g_assert_cmpint(tl_study_rolling_mark_index(&fig), ==, -1);
  TlRollingDemoParams p = tl_rolling_demo_params_default();
  TlError err;
  g_assert_cmpint(tl_study_rolling_update(&fig, &p, NULL, &err), ==, TL_OK);
  g_assert_cmpint(fig.n, ==, 6001);
  g_assert_cmpfloat(fig.t_ms[6000], ==, 60.0);
  g_assert_cmpfloat(fig.omega[0], ==, 50.0);
  g_assert_cmpfloat_with_epsilon(fig.torque_nmm[100], -2.5, 1e-12);
  g_assert_cmpfloat_with_epsilon(fig.stop_ms, fig.pred.stop_time_elastic * 1e3, 0.01);
  g_assert_cmpfloat(fig.mark_ms, ==, fig.stop_ms);
  const int m = tl_study_rolling_mark_index(&fig);
  g_assert_cmpfloat(fabs(fig.t_ms[m] - fig.stop_ms), <=, 0.005);
  /* |ξ| peaks during the slide at (γ R ω₀ − μ F)/k = 200 µm (the dashpot
   * outweighs the slider force there, so ξ points backwards) */
  g_assert_cmpfloat_with_epsilon(fig.xi_max_um, 200.0, 1e-6);

  tl_study_rolling_set_mark(&fig, 1e9);
  g_assert_cmpfloat(fig.mark_ms, ==, 60.0);
  tl_study_rolling_set_mark(&fig, -3.0);
  g_assert_cmpint(tl_study_rolling_mark_index(&fig), ==, 0);

  /* a fine step is thinned to the drawing budget */
  p.dt = 1e-7;
  p.duration = 0.0123;
  g_assert_cmpint(tl_study_rolling_update(&fig, &p, NULL, &err), ==, TL_OK);
  g_assert_cmpint(fig.n, <=, TL_STUDY_ROLLING_MAX_POINTS);
  g_assert_cmpfloat_with_epsilon(fig.t_ms[fig.n - 1], 12.3, 1e-9);
  g_assert_true(isnan(fig.stop_ms)); /* still spinning at 12.3 ms */

  /* a failed update leaves the last valid run */
  const int n = fig.n;
  p.model.mu_roll = -1.0;
  g_assert_cmpint(tl_study_rolling_update(&fig, &p, NULL, &err), ==, TL_EINVAL);
  g_assert_cmpint(fig.n, ==, n);
  g_assert_true(fig.valid);
  tl_study_rolling_clear(&fig);
  g_assert_false(fig.valid);
}

/* Count pixels that differ from the white background in a rectangle. */
static int
inked(cairo_surface_t *s, int x0, int y0, int x1, int y1)
{
  cairo_surface_flush(s);
  const unsigned char *data = cairo_image_surface_get_data(s);
  const int stride = cairo_image_surface_get_stride(s);
  int count = 0;
  for (int y = y0; y < y1; y++) {
    const guint32 *row = (const guint32 *)(data + y * stride);
    for (int x = x0; x < x1; x++)
      count += (row[x] & 0xffffff) != 0xffffff;
  }
  return count;
}

static void
test_draw(void)
{
  g_test_summary("Every panel of the rolling figure draws, and an invalid figure says so");
  TlStudyRolling fig;
  tl_study_rolling_init(&fig);
  const TlrStyle style = tlr_style_light();
  cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 900, 640);
  cairo_t *cr = cairo_create(s);

  tlr_rolling_draw(cr, 900, 640, &style, &fig);
  g_assert_cmpint(inked(s, 0, 0, 900, 640), >, 100); /* the message */

  TlRollingDemoParams p = tl_rolling_demo_params_default();
  g_assert_cmpint(tl_study_rolling_update(&fig, &p, NULL, NULL), ==, TL_OK);
  tlr_rolling_draw(cr, 900, 640, &style, &fig);
  g_assert_cmpint(cairo_status(cr), ==, CAIRO_STATUS_SUCCESS);
  /* sketch (left), torque-time (top right), hysteresis (bottom right) */
  g_assert_cmpint(inked(s, 0, 0, 320, 640), >, 5000);
  g_assert_cmpint(inked(s, 330, 0, 900, 310), >, 5000);
  g_assert_cmpint(inked(s, 330, 330, 900, 640), >, 5000);

  p.partner = TL_ROLLING_PARTNER_WALL;
  g_assert_cmpint(tl_study_rolling_update(&fig, &p, NULL, NULL), ==, TL_OK);
  tlr_rolling_draw(cr, 300, 200, &style, &fig); /* tiny: must not fail */
  g_assert_cmpint(cairo_status(cr), ==, CAIRO_STATUS_SUCCESS);

  cairo_destroy(cr);
  cairo_surface_destroy(s);
  tl_study_rolling_clear(&fig);
}

static int
same_color(TlrColor a, TlrColor b)
{
  return a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a;
}

/* Every pair of entries of a legend differs in colour and in dash. */
static void
assert_distinct(const TlrLegendEntry *e, int n)
{
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++) {
      g_test_message("'%s' vs '%s'", e[i].label, e[j].label);
      g_assert_false(same_color(e[i].color, e[j].color));
      g_assert_cmpint(e[i].dash, !=, e[j].dash);
    }
}

static void
test_legend_distinct(void)
{
  g_test_summary("Every legend entry of the rolling view differs from the others in colour "
                 "and in dash, in the light and the dark style");
  TlStudyRolling fig;
  tl_study_rolling_init(&fig);
  TlRollingDemoParams p = tl_rolling_demo_params_default();
  g_assert_cmpint(tl_study_rolling_update(&fig, &p, NULL, NULL), ==, TL_OK);
  g_assert_false(isnan(fig.stop_ms)); /* the spring entry is shown too */
  const TlrStyle styles[2] = { tlr_style_light(), tlr_style_dark() };
  for (int k = 0; k < 2; k++) {
    TlrLegendEntry e[TLR_ROLLING_LEGEND_MAX];
    char stop[96];
    int n = tlr_rolling_torque_legend(&styles[k], &fig, e, stop, sizeof stop);
    g_assert_cmpint(n, ==, 4);
    assert_distinct(e, n);
    n = tlr_rolling_hysteresis_legend(&styles[k], &fig, e);
    g_assert_cmpint(n, ==, 3);
    assert_distinct(e, n);
  }
  tl_study_rolling_clear(&fig);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/render-rolling/update", test_update);
  g_test_add_func("/render-rolling/draw", test_draw);
  g_test_add_func("/render-rolling/legend-distinct", test_legend_distinct);
  return g_test_run();
}
