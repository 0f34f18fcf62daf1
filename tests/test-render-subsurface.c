/* test-render-subsurface.c — the subsurface section figure: what it computes
 * for the picture (maximum, read-out), that it draws a heat map, and that a
 * failed update keeps the last picture. */
#include <cairo.h>
#include <stdint.h>
#include <string.h>

#include "tl-test-util.h"
#include "tlr-figure-subsurface.h"
#include "tribo/units.h"

/* Pixels whose colour is saturated (the heat map; frames and text are grey). */
static long
coloured_pixels(TlrSubsurfaceFigure *fig, int w, int h)
{
  cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
  cairo_t *cr = cairo_create(s);
  const TlrStyle style = tlr_style_light();
  tlr_subsurface_figure_draw(cr, w, h, &style, fig);
  cairo_destroy(cr);
  cairo_surface_flush(s);
  const unsigned char *px = cairo_image_surface_get_data(s);
  const int stride = cairo_image_surface_get_stride(s);
  long n = 0;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      const unsigned char *p = px + y * stride + 4 * x;
      const int hi = MAX(p[0], MAX(p[1], p[2])), lo = MIN(p[0], MIN(p[1], p[2]));
      n += hi - lo > 60;
    }
  cairo_surface_destroy(s);
  return n;
}

/* The thesis ellipse without friction on 40 x 40 cells: the figure's maximum is the
 * core's (845.59 MPa at 2.532 mm by the ellipsoidal potential, 0.2 % on this grid), its
 * read-out quotes it, another measure shows |sigma_xz| = 232.1 MPa (0.5 %, near the edge),
 * and the picture is mostly heat map. */
static void
test_figure(void)
{
  g_test_summary("Subsurface figure: maximum, read-out, measure switch, heat map drawn");
  TlContactParams p = tl_contact_params_default();
  p.mx = p.my = 40;
  TlTractionField f = {0};
  TlError err;
  g_assert_cmpint(tl_traction_field_compute(&f, TL_FIELD_HERTZ, &p, &err), ==, TL_OK);
  TlrSubsurfaceFigure fig;
  tlr_subsurface_figure_init(&fig);
  g_assert_cmpint(coloured_pixels(&fig, 300, 200), ==, 0); /* "no section" message */
  TlSectionSpec spec = tl_section_spec_default(&f, TL_PLANE_XZ);
  g_assert_cmpint(tlr_subsurface_figure_update(&fig, &f, &spec, TL_MEASURE_VON_MISES, &err), ==,
                  TL_OK);
  tl_assert_rel(fig.max.value / TL_UNIT_MPA, 845.59, 2e-3);
  g_assert_cmpfloat_with_epsilon(fig.max.d / TL_UNIT_MM, 2.532, 0.02);
  char *quoted = g_strdup_printf("%.0f MPa", fig.max.value / TL_UNIT_MPA);
  g_assert_nonnull(strstr(fig.note, quoted));
  g_free(quoted);
  g_assert_nonnull(strstr(fig.note, "at z = 2.53 mm (0.62 b)"));
  /* a section of 26 x 8 mm at equal aspect in 900 x 640 is about 760 x 250 pixels of heat
   * map (less the read-out box): more than 100 000 saturated pixels */
  g_assert_cmpint(coloured_pixels(&fig, 900, 640), >, 100000);

  g_assert_cmpint(tlr_subsurface_figure_set_measure(&fig, TL_MEASURE_SXD, &err), ==, TL_OK);
  tl_assert_rel(fabs(fig.max.value) / TL_UNIT_MPA, 232.1, 5e-3);
  g_assert_nonnull(strstr(fig.note, "|σ<sub>xz</sub>|"));

  /* a bad section keeps the last picture */
  spec.n_depth = 1;
  g_assert_cmpint(tlr_subsurface_figure_update(&fig, &f, &spec, TL_MEASURE_VON_MISES, &err), ==,
                  TL_EINVAL);
  g_assert_cmpint(fig.valid, ==, 1);
  g_assert_cmpint(fig.measure, ==, TL_MEASURE_SXD);
  g_assert_cmpint(coloured_pixels(&fig, 900, 640), >, 100000);
  tlr_subsurface_figure_clear(&fig);
  tl_traction_field_clear(&f);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/render-subsurface/figure", test_figure);
  return g_test_run();
}
