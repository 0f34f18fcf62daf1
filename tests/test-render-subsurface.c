/* test-render-subsurface.c — the subsurface section figure: what its study
 * computes for the picture (maximum, read-out), that it draws a heat map, and
 * that a failed update keeps the last picture; its pixel-to-x mapping; the
 * depth profile's numbers and its curve at an export size. */
#include <cairo.h>
#include <math.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>

#include "tl-test-render.h"
#include "tl-test-util.h"
#include "tlr-export.h"
#include "tlr-figure-depth.h"
#include "tlr-figure-subsurface.h"
#include "tribo/units.h"

/* Pixels whose colour is saturated (the heat map; frames and text are grey). */
static long
coloured_pixels(TlStudySubsurface *fig, int w, int h)
{
  const TlrStyle style = tlr_style_light();
  cairo_surface_t *s = tl_test_draw_rgb24(tlr_subsurface_draw, fig, w, h, &style);
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
  TlError err;
  TlStudySubsurface fig;
  tl_study_subsurface_init(&fig);
  const TlrSubsurfaceSection view = {&fig, 0, 0};
  char note[512];
  g_assert_cmpint(coloured_pixels(&fig, 300, 200), ==, 0); /* "no section" message */
  TlStudySubsurfaceSpec spec = tl_study_subsurface_spec_default(); /* Hertz, von Mises, x–z */
  spec.params = p;
  g_assert_cmpint(tl_study_subsurface_update(&fig, &spec, NULL, &err), ==, TL_OK);
  tl_assert_rel(fig.max.value / TL_UNIT_MPA, 845.59, 2e-3);
  g_assert_cmpfloat_with_epsilon(fig.max.d / TL_UNIT_MM, 2.532, 0.02);
  char *quoted = g_strdup_printf("%.0f MPa", fig.max.value / TL_UNIT_MPA);
  tlr_subsurface_note(&view, note, sizeof note);
  g_assert_nonnull(strstr(note, quoted));
  g_free(quoted);
  g_assert_nonnull(strstr(note, "at z = 2.53 mm (0.62 b)"));
  /* a section of 26 x 8 mm at equal aspect in 900 x 640 is about 760 x 250 pixels of heat
   * map (less the read-out box): more than 100 000 saturated pixels */
  g_assert_cmpint(coloured_pixels(&fig, 900, 640), >, 100000);

  g_assert_cmpint(tl_study_subsurface_set_measure(&fig, TL_MEASURE_SXD, &err), ==, TL_OK);
  tl_assert_rel(fabs(fig.max.value) / TL_UNIT_MPA, 232.1, 5e-3);
  tlr_subsurface_note(&view, note, sizeof note);
  g_assert_nonnull(strstr(note, "|σ<sub>xz</sub>|"));

  /* a bad section keeps the last picture */
  spec.n_depth = 1;
  g_assert_cmpint(tl_study_subsurface_update(&fig, &spec, NULL, &err), ==, TL_EINVAL);
  g_assert_cmpint(fig.valid, ==, 1);
  g_assert_cmpint(fig.spec.view.measure, ==, TL_MEASURE_SXD);
  g_assert_cmpint(coloured_pixels(&fig, 900, 640), >, 100000);
  tl_study_subsurface_clear(&fig);
}

/* Pixels within 40 (each of R, G, B) of colour c in an RGB24 surface. */
static long
pixels_near(cairo_surface_t *s, TlrColor c)
{
  cairo_surface_flush(s);
  const unsigned char *px = cairo_image_surface_get_data(s);
  const int stride = cairo_image_surface_get_stride(s);
  const int w = cairo_image_surface_get_width(s), h = cairo_image_surface_get_height(s);
  const int want[3] = {(int)lround(c.b * 255), (int)lround(c.g * 255), (int)lround(c.r * 255)};
  long n = 0;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      const unsigned char *p = px + y * stride + 4 * x;
      n += abs(p[0] - want[0]) < 40 && abs(p[1] - want[1]) < 40 && abs(p[2] - want[2]) < 40;
    }
  return n;
}

/* The pixel mapping: NAN before a section, increasing across the frame, clamped to the
 * section's first and last points outside it. */
static void
test_along_at(void)
{
  g_test_summary("Subsurface figure: a pixel maps to the x shown, clamped to the section");
  TlStudySubsurfaceSpec spec = tl_study_subsurface_spec_default(); /* Hertz, von Mises, x–z */
  spec.params.mx = spec.params.my = 20;
  TlError err;
  TlStudySubsurface study;
  tl_study_subsurface_init(&study);
  const TlrSubsurfaceSection fig = {&study, 0, 0};
  const TlrStyle style = tlr_style_light();
  g_assert_true(isnan(tlr_subsurface_along_at(&fig, &style, 600, 300, 300)));
  g_assert_cmpint(tl_study_subsurface_update(&study, &spec, NULL, &err), ==, TL_OK);
  const TlSection *sec = &study.sec;
  g_assert_cmpfloat(tlr_subsurface_along_at(&fig, &style, 600, 300, 0), ==, sec->along[0]);
  g_assert_cmpfloat(tlr_subsurface_along_at(&fig, &style, 600, 300, 599), ==,
                    sec->along[sec->n_along - 1]);
  double last = -INFINITY;
  for (int px = 150; px <= 400; px += 50) { /* inside the frame of a 600 px wide figure */
    const double x = tlr_subsurface_along_at(&fig, &style, 600, 300, px);
    g_assert_cmpfloat(x, >, last);
    g_assert_cmpfloat(x, >, sec->along[0]);
    g_assert_cmpfloat(x, <, sec->along[sec->n_along - 1]);
    last = x;
  }
  tl_study_subsurface_clear(&study);
}

/* The depth profile under the centre of the thesis ellipse without friction (40 x 40
 * cells): its samples are tl_subsurface_line's to the last bit; its maximum von Mises
 * lies below the surface at the section figure's depth (2.532 mm) within one row of the
 * line (the line sits at the nearest cell centre, half a cell off x = 0); drawn 85 mm
 * wide at 300 dpi, its curve shows in the first series colour. */
static void
test_depth(void)
{
  g_test_summary("Depth profile: tl_subsurface_line's numbers, the maximum below the surface, "
                 "the curve drawn at an export size");
  TlContactParams p = tl_contact_params_default();
  p.mx = p.my = 40;
  TlTractionField f = {0};
  TlError err;
  g_assert_cmpint(tl_traction_field_compute(&f, TL_FIELD_HERTZ, &p, &err), ==, TL_OK);
  const double dmax = 2.0 * fmin(f.grid.a, f.grid.b);
  const int n = 41;
  TlStudySubsurface fig;
  tl_study_subsurface_init(&fig);
  TlStudySubsurfaceSpec spec = tl_study_subsurface_spec_default(); /* Hertz, von Mises, rail */
  spec.params = p;
  spec.plane = TL_PLANE_LINE;
  spec.line_x = spec.line_y = 0.0;
  spec.depth_max = dmax;
  spec.n_depth = n;
  g_assert_cmpint(tl_study_subsurface_update(&fig, &spec, NULL, &err), ==, TL_OK);
  TlSection line = {0};
  g_assert_cmpint(tl_subsurface_line(&f, TL_BODY_RAIL, 0.0, 0.0, dmax, n, &line, &err), ==,
                  TL_OK);
  g_assert_cmpint(fig.sec.n_depth, ==, line.n_depth);
  for (int l = 0; l < n; l++) {
    g_assert_cmpfloat(fig.sec.depth[l] / TL_UNIT_MM, ==, line.depth[l] / TL_UNIT_MM);
    g_assert_cmpfloat(tl_stress_measure(&fig.sec.s[l], TL_MEASURE_VON_MISES) / TL_UNIT_MPA, ==,
                      tl_stress_measure(&line.s[l], TL_MEASURE_VON_MISES) / TL_UNIT_MPA);
  }
  g_assert_cmpfloat(fig.sec.line_x, ==, line.line_x);
  /* the title names the line's x and y as snapped (the nearest cell centre) */
  char *where = g_strdup_printf("x = %.2f mm, y = %.2f mm", line.line_x / TL_UNIT_MM,
                                line.at / TL_UNIT_MM);
  char title[256];
  tlr_depth_title(&fig, title, sizeof title);
  g_assert_nonnull(strstr(title, where));
  g_free(where);
  tl_section_clear(&line);
  g_assert_cmpint(fig.max.at_surface, ==, 0);
  g_assert_cmpfloat_with_epsilon(fig.max.d / TL_UNIT_MM, 2.532, dmax / (n - 1) / TL_UNIT_MM);

  int w, h;
  double scale;
  tlr_export_size_from_mm(TLR_FORMAT_PNG, 85.0, 110.0, 300.0, &w, &h, &scale);
  TlrStyle style = tlr_style_light();
  tlr_style_scale(&style, scale);
  cairo_surface_t *s = tl_test_draw_rgb24(tlr_depth_draw, &fig, w, h, &style);
  /* a curve across most of ~1000 x 1300 pixels, about 1.4 line widths thick: thousands */
  g_assert_cmpint(pixels_near(s, style.series[0]), >, 2000);
  cairo_surface_destroy(s);
  /* the CSV: header and one row per depth, the values as drawn */
  char *buf = NULL;
  size_t len = 0;
  FILE *out = open_memstream(&buf, &len);
  g_assert_cmpint(tlr_depth_write_csv(out, &fig, &err), ==, TL_OK);
  fclose(out);
  char **rows = g_strsplit(buf, "\n", -1);
  g_assert_cmpstr(rows[0], ==, "x_mm,y_mm,depth_mm,von-mises_mpa");
  g_assert_cmpuint(g_strv_length(rows), ==, (guint)n + 2); /* + header + the empty tail */
  char *last = g_strdup_printf(
    "%.10g", tl_stress_measure(&fig.sec.s[n - 1], TL_MEASURE_VON_MISES) / TL_UNIT_MPA);
  g_assert_true(g_str_has_suffix(rows[n], last));
  g_free(last);
  g_strfreev(rows);
  free(buf);
  tl_study_subsurface_clear(&fig);
  g_assert_cmpint(tlr_depth_write_csv(stdout, &fig, &err), ==, TL_EINVAL);
  tl_traction_field_clear(&f);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/render-subsurface/figure", test_figure);
  g_test_add_func("/render-subsurface/along-at", test_along_at);
  g_test_add_func("/render-subsurface/depth", test_depth);
  return g_test_run();
}
