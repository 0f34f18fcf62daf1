/* test-render-layout.c — figures that hold at small sizes: number formatting,
 * legends and notes placed off the data, titles that fit, colour-bar ticks
 * that do not collide, export sizes in mm/pt; render level, no display. */
#include <math.h>
#include <string.h>

#include <cairo-pdf.h>

#include "tl-test-util.h"
#include "tlr-axis.h"
#include "tlr-export.h"
#include "tlr-figure-compare.h"
#include "tlr-figure-steady.h"
#include "tlr-figure-transient.h"
#include "tlr-layout.h"
#include "tribo/preset.h"

#define MINUS "\xe2\x88\x92"
#define NNBSP "\xe2\x80\xaf" /* U+202F narrow no-break space */

typedef struct {
  double value;
  int sig;
  const char *text; /* written out by hand from the rules in tlr-axis.h */
} NumberCase;

static const NumberCase number_cases[] = {
  { 20000.0, 4, "20" NNBSP "000" },                   /* was "2e+04" */
  { 10270.0, 4, "10" NNBSP "270" },                   /* was "1.027e+04" */
  { 10274.6, 4, "10" NNBSP "275" },                   /* rounds the units, keeps the digits */
  { 1234.0, 4, "1234" },                              /* four digits: not grouped */
  { 123456.0, 3, "123" NNBSP "456" },                 /* below 10⁶: plain */
  { 999999.7, 4, "1×10<sup>6</sup>" },                /* rounds up into ×10ⁿ */
  { 2.5e7, 3, "2.5×10<sup>7</sup>" },
  { -0.000562, 3, MINUS "0.000562" },                 /* true minus, no exponent */
  { 3.2e-5, 2, "3.2×10<sup>" MINUS "5</sup>" },
  { 0.4, 4, "0.4" },                                  /* trailing zeros dropped, as %g */
  { 9999.6, 4, "10" NNBSP "000" },                    /* the rounding carries a digit */
  { -1e-300, 3, MINUS "1×10<sup>" MINUS "300</sup>" },
  { -0.00001, 1, MINUS "1×10<sup>" MINUS "5</sup>" },
  { 0.0, 4, "0" },
  { -0.0, 4, "0" },
  { 150.0, 4, "150" },
  { 0.00312, 3, "0.00312" },
};

static void
test_format_number(void)
{
  g_test_summary("tlr_format_number: significant digits, grouped thousands, ×10ⁿ, true minus");
  for (size_t i = 0; i < G_N_ELEMENTS(number_cases); i++) {
    char buf[TLR_NUMBER_LEN];
    tlr_format_number(number_cases[i].value, number_cases[i].sig, buf, sizeof buf);
    if (strcmp(buf, number_cases[i].text) != 0)
      g_error("%.17g at %d digits: '%s', expected '%s'", number_cases[i].value,
              number_cases[i].sig, buf, number_cases[i].text);
  }
  char buf[TLR_NUMBER_LEN];
  g_assert_cmpstr(tlr_format_number(INFINITY, 3, buf, sizeof buf), ==, "\xe2\x88\x9e");
  g_assert_cmpstr(tlr_format_number(NAN, 3, buf, sizeof buf), ==, "\xe2\x80\x94");
  /* a buffer too small is cut, never overrun */
  char small[4] = "xyz";
  tlr_format_number(123456.0, 6, small, sizeof small);
  g_assert_cmpuint(strlen(small), <, sizeof small);
  /* ticks of five digits are grouped like the read-outs */
  tlr_format_tick(20000.0, 5000.0, buf, sizeof buf);
  g_assert_cmpstr(buf, ==, "20" NNBSP "000");
}

/* Draw as tlr_export would at `size` in `format` (a PDF surface that writes
 * nowhere, or an image) and return what the plots logged. */
static TlrLayoutLog *
layout_of(TlrDrawFunc draw, void *data, TlrFormat format, const TlrExportSize *size)
{
  TlrStyle style = tlr_style_light();
  int w, h;
  TlError err;
  g_assert_cmpint(tlr_export_size_resolve(format, size, &w, &h, &style, &err), ==, TL_OK);
  style.screen = 0;
  style.vector_cells = format != TLR_FORMAT_PNG;
  TlrLayoutHints hints;
  tlr_export_settle_layout(format, w, h, draw, data, &style, &hints);
  TlrLayoutLog *log = tlr_layout_log_new();
  style.layout_log = log;
  cairo_surface_t *s = tlr_scratch_surface(format, w, h);
  cairo_t *cr = cairo_create(s);
  draw(cr, w, h, &style, data);
  g_assert_cmpint(cairo_status(cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy(cr);
  cairo_surface_finish(s);
  cairo_surface_destroy(s);
  return log;
}

static int
inside(const TlrRect *r, double x, double y, double grow)
{
  return x > r->x - grow && x < r->x + r->w + grow && y > r->y - grow && y < r->y + r->h + grow;
}

/* No legend or note covers a data sample (grown by half a data line's width:
 * the stroke), none overlaps another, titles stay inside their plots, a
 * colour bar's tick labels do not touch; and there was something to check. */
static void
assert_layout_holds(const TlrLayoutLog *log, const char *what, int want_legend, int want_bar)
{
  const double half_line = 0.5 * 1.8 / 12.0 * TLR_DEFAULT_FONT_PT; /* ≤ tlr_style_set_font_pt's */
  int legends = 0, bars = 0, titles = 0;
  for (int i = 0; i < log->n_boxes; i++) {
    const TlrLayoutBox *b = &log->boxes[i];
    if (b->kind == TLR_BOX_LEGEND || b->kind == TLR_BOX_NOTE) {
      legends += b->kind == TLR_BOX_LEGEND;
      for (int k = 0; k < log->n_points; k++)
        if (inside(&b->rect, log->points[2 * k], log->points[2 * k + 1], half_line))
          g_error("%s: a %s at (%.1f, %.1f) %.1f × %.1f covers the data point (%.1f, %.1f)",
                  what, b->kind == TLR_BOX_LEGEND ? "legend" : "note", b->rect.x, b->rect.y,
                  b->rect.w, b->rect.h, log->points[2 * k], log->points[2 * k + 1]);
      for (int j = i + 1; j < log->n_boxes; j++) {
        const TlrLayoutBox *o = &log->boxes[j];
        if ((o->kind == TLR_BOX_LEGEND || o->kind == TLR_BOX_NOTE) &&
            tlr_rect_overlap(b->rect, o->rect, 0.0))
          g_error("%s: boxes %d and %d overlap", what, i, j);
      }
    } else if (b->kind == TLR_BOX_TITLE) {
      titles++;
      /* half a device unit: the layout's own rounding */
      if (b->rect.x < b->within.x - 0.5 || b->rect.x + b->rect.w > b->within.x + b->within.w + 0.5)
        g_error("%s: title %.1f … %.1f leaves its plot %.1f … %.1f", what, b->rect.x,
                b->rect.x + b->rect.w, b->within.x, b->within.x + b->within.w);
    } else if (b->kind == TLR_BOX_COLORBAR_TICK) {
      bars++;
      for (int j = i + 1; j < log->n_boxes; j++) {
        const TlrLayoutBox *o = &log->boxes[j];
        if (o->kind == TLR_BOX_COLORBAR_TICK && o->group == b->group &&
            tlr_rect_overlap(b->rect, o->rect, 0.0))
          g_error("%s: colour-bar tick labels %d and %d overlap", what, i, j);
      }
    }
  }
  g_assert_cmpint(titles, >, 0);
  g_assert_cmpint(log->n_points, >, 100);
  if (want_legend)
    g_assert_cmpint(legends, >, 0);
  if (want_bar)
    g_assert_cmpint(bars, >=, 3);
}

/* The figure draw(data) exported at `size` in `format` holds its layout
 * (assert_layout_holds, the failure naming `what`). */
static void
assert_readable(TlrDrawFunc draw, void *data, TlrFormat format, const TlrExportSize *size,
                const char *what, int want_legend, int want_bar)
{
  TlrLayoutLog *log = layout_of(draw, data, format, size);
  assert_layout_holds(log, what, want_legend, want_bar);
  tlr_layout_log_free(log);
}

/* The transient case `tribolab-cli export --view transient` draws, on a
 * coarser grid (the layout does not depend on it), run to 300 ms. */
static void
transient_figure(TlStudyTransient *fig)
{
  tl_study_transient_init(fig);
  TlStudyTransientSpec spec = tl_study_transient_spec_default();
  spec.params.mx = spec.params.my = 24;
  TlError err;
  g_assert_cmpint(tl_study_transient_setup(fig, &spec, &err), ==, TL_OK);
  g_assert_cmpint(tl_study_transient_advance_to(fig, 0.3, &err), ==, TL_OK);
}

/* A journal column, and a small screen image. */
static const TlrExportSize column_85x60 = { 85.0, 60.0, TLR_SIZE_MM, 300.0, 9.0 };
static const TlrExportSize px600 = { 600.0, 400.0, TLR_SIZE_PX, 96.0, 0.0 };

static void
test_transient_small(void)
{
  g_test_summary("85 × 60 mm PDF at 9 pt and 600 × 400 px: legends and notes off the loops and "
                 "series, titles inside");
  TlStudyTransient fig;
  transient_figure(&fig);
  TlrTransientView view = tlr_transient_view(&fig);
  assert_readable(tlr_transient_draw_loop, &view, TLR_FORMAT_PDF, &column_85x60, "loop 85x60 mm", 1,
                  0);
  assert_readable(tlr_transient_draw_timeseries, &view, TLR_FORMAT_PDF, &column_85x60,
                  "series 85x60 mm", 1, 0);
  assert_readable(tlr_transient_draw, &view, TLR_FORMAT_PNG, &px600, "transient 600x400 px", 1, 1);
  tl_study_transient_clear(&fig);
}

/* The same run with a creep-force table's steady curve under the loop (a
 * FASTSIM table around the case: its a/b, ν, ξ from −4 to 4, no η or φ),
 * alone and in a comparison, whose legend then has five rows. */
static void
test_transient_table(void)
{
  g_test_summary("with the table's steady curve: legends and notes off the loops at 85 × 60 "
                 "mm and 600 × 400 px, one model and both");
  TlStudyTransientSpec spec = tl_study_transient_spec_default();
  spec.params.mx = spec.params.my = 24;
  TlContactBasics b;
  TlError err;
  g_assert_cmpint(tl_contact_basics(&spec.params, &b, &err), ==, TL_OK);
  TlTableSpec ts = tl_table_spec_default();
  const int n[TL_TABLE_N_AXES] = { 1, 1, 17, 1, 1 };
  const double lo[TL_TABLE_N_AXES] = { b.hertz.a / b.hertz.b, b.hertz.material.poisson, -4.0,
                                       0.0, 0.0 };
  for (int k = 0; k < TL_TABLE_N_AXES; k++) {
    ts.n[k] = n[k];
    ts.lo[k] = lo[k];
    ts.hi[k] = k == TL_TABLE_XI ? 4.0 : lo[k];
  }
  ts.model = TL_TABLE_FASTSIM;
  double v[3 * 17];
  TlTableSolver *sv = tl_table_solver_new(&ts, &err);
  g_assert_nonnull(sv);
  g_assert_cmpint(tl_table_solver_run(sv, 0, 17, v, NULL, NULL, &err), ==, TL_OK);
  tl_table_solver_free(sv);
  TlTable *t = tl_table_new(&ts, v, NULL, &err);
  g_assert_nonnull(t);
  spec.table = t;
  const TlPresetModel models[] = { TL_PRESET_MODEL_BRUSH, TL_PRESET_MODEL_COMPARE };
  for (size_t m = 0; m < G_N_ELEMENTS(models); m++) {
    spec.model = models[m];
    TlStudyTransient fig;
    tl_study_transient_init(&fig);
    g_assert_cmpint(tl_study_transient_setup(&fig, &spec, &err), ==, TL_OK);
    g_assert_cmpint(tl_study_transient_advance_to(&fig, 0.3, &err), ==, TL_OK);
    g_assert_nonnull(tl_study_transient_first(&fig)->curve_table_f);
    TlrTransientView view = tlr_transient_view(&fig);
    TlrDrawFunc loop = m ? tlr_compare_draw_loops : tlr_transient_draw_loop;
    assert_readable(loop, &view, TLR_FORMAT_PDF, &column_85x60, "loop with table 85x60 mm", 1, 0);
    assert_readable(loop, &view, TLR_FORMAT_PNG, &px600, "loop with table 600x400 px", 1, 0);
    tl_study_transient_clear(&fig);
  }
  tl_table_free(t);
}

static void
test_patch_small(void)
{
  g_test_summary("240 × 170 pt: the map's title inside, colour-bar tick labels apart, the note "
                 "off the patch");
  TlStudySteady fig;
  tl_study_steady_init(&fig);
  TlrSteadyFigure fig_view = { .study = &fig, .field = TLR_FIELD_TX };
  TlStudySteadySpec spec = tl_study_steady_spec_default();
  TlError err;
  g_assert_cmpint(tl_study_steady_prepare(&fig, &spec, &err), ==, TL_OK);
  const TlrExportSize pt240 = { 240.0, 170.0, TLR_SIZE_PT, 300.0, 9.0 };
  assert_readable(tlr_steady_draw_patch, &fig_view, TLR_FORMAT_PDF, &pt240, "patch 240x170 pt", 0,
                  1);
  assert_readable(tlr_steady_draw_curve, &fig_view, TLR_FORMAT_PDF, &column_85x60,
                  "traction curve 85x60 mm", 1, 0);
  tl_study_steady_clear(&fig);
}

static void
test_table_curve_small(void)
{
  g_test_summary("The traction curves with a creep-force table's curve: at 85 × 60 mm and 600 "
                 "× 400 px the table's legend entry and note keep off the curves, titles inside");
  TlStudySteady fig;
  tl_study_steady_init(&fig);
  TlrSteadyFigure fig_view = { .study = &fig, .field = TLR_FIELD_TX };
  TlStudySteadySpec spec = tl_study_steady_spec_default();
  spec.curves.models |= TL_STUDY_STEADY_TABLE;
  TlTableSpec ts;
  TlTable *table = NULL;
  TlError err;
  g_assert_cmpint(tl_study_steady_quick_table_spec(&spec.curves.params, TL_TABLE_FASTSIM, &ts,
                                                   &err), ==, TL_OK);
  g_assert_cmpint(tl_study_steady_table_build(&ts, NULL, &table, &err), ==, TL_OK);
  tl_study_steady_set_table(&fig, table, TL_TABLE_CUBIC);
  g_assert_cmpint(tl_study_steady_prepare(&fig, &spec, &err), ==, TL_OK);
  g_assert_nonnull(fig.f_table);
  assert_readable(tlr_steady_draw_curve, &fig_view, TLR_FORMAT_PDF, &column_85x60,
                  "traction curve with a table 85x60 mm", 1, 0);
  assert_readable(tlr_steady_draw_curve, &fig_view, TLR_FORMAT_PNG, &px600,
                  "traction curve with a table 600x400 px", 1, 0);
  tl_study_steady_clear(&fig);
  tl_table_free(table);
}

/* Carter's 2-D preset (a = 2 mm, b = 20 mm): on the default 900 × 640 export
 * an equal-aspect map would give the patch 4.5 mm of a ±22 mm-high plot's
 * ~60 mm of x axis; the map fits each axis to the patch instead, so its
 * drawn samples span most of the axes' width (the ellipse is 1/1.12 of it,
 * the leading-edge margin takes 0.25 of a half-width). */
static void
test_carter_patch_fills(void)
{
  g_test_summary("An elongated patch (Carter's 2-D preset) fills the map instead of a sliver");
  char *path = g_build_filename(g_getenv("TL_PRESETS"), "09-carter-2d.ini", NULL);
  TlPreset preset;
  g_assert_cmpint(tl_preset_load_file(path, &preset, NULL, NULL, NULL), ==, TL_OK);
  g_free(path);
  TlStudySteady fig;
  tl_study_steady_init(&fig);
  TlrSteadyFigure fig_view = { .study = &fig, .field = TLR_FIELD_TX };
  TlStudySteadySpec spec = tl_study_steady_spec_default();
  spec.curves.params = preset.contact;
  TlError err;
  g_assert_cmpint(tl_study_steady_prepare(&fig, &spec, &err), ==, TL_OK);
  const TlrExportSize size = tlr_export_size_default();
  TlrLayoutLog *log = layout_of(tlr_steady_draw_patch, &fig_view, TLR_FORMAT_PNG, &size);
  const TlrLayoutBox *axes = NULL;
  for (int i = 0; i < log->n_boxes; i++)
    if (log->boxes[i].kind == TLR_BOX_AXES)
      axes = &log->boxes[i];
  g_assert_nonnull(axes);
  double xlo = INFINITY, xhi = -INFINITY;
  for (int k = 0; k < log->n_points; k++) {
    xlo = fmin(xlo, log->points[2 * k]);
    xhi = fmax(xhi, log->points[2 * k]);
  }
  /* the ellipse spans 2/(2·1.12 + 0.25·1.12) = 0.72 of the width; grid
   * sampling loses under a cell each side */
  g_assert_cmpfloat((xhi - xlo) / axes->rect.w, >, 0.65);
  assert_layout_holds(log, "carter patch", 0, 1);
  tlr_layout_log_free(log);
  tl_study_steady_clear(&fig);
}

/* The sizes and fonts the README's figures section quotes, recomputed. */
static void
test_sizes(void)
{
  g_test_summary("Named sizes and fonts in points: the README's numbers");
  TlrStyle st = tlr_style_light();
  TlError err;
  int w, h;
  /* default: 900 × 640 with the window's 12-unit base font, as before */
  const TlrExportSize def = tlr_export_size_default();
  g_assert_cmpint(tlr_export_size_resolve(TLR_FORMAT_SVG, &def, &w, &h, &st, &err), ==, TL_OK);
  g_assert_cmpint(w, ==, 900);
  g_assert_cmpint(h, ==, 640);
  g_assert_cmpfloat_with_epsilon(st.font_size, 12.0, 1e-12);
  /* scaled to 85 mm = 240.94 pt, that font prints at 12 · 240.94/900 = 3.2 pt */
  g_assert_cmpfloat_with_epsilon(st.font_size * (85.0 / 25.4 * 72.0) / w, 3.2, 0.05);
  /* column as PDF: 85 × 64 mm = 240.9 × 181.4 pt, base font 9 pt: ticks 8.1, titles 9.9 */
  const TlrSizePreset *col = tlr_size_preset("column");
  g_assert_nonnull(col);
  TlrExportSize sz = { col->width_mm, col->height_mm, TLR_SIZE_MM, 300.0, col->font_pt };
  g_assert_cmpint(tlr_export_size_resolve(TLR_FORMAT_PDF, &sz, &w, &h, &st, &err), ==, TL_OK);
  g_assert_cmpint(w, ==, 241);
  g_assert_cmpint(h, ==, 181);
  g_assert_cmpfloat_with_epsilon(st.font_size, 9.0, 1e-12);
  g_assert_cmpfloat_with_epsilon(0.9 * st.font_size, 8.1, 1e-12);
  g_assert_cmpfloat_with_epsilon(1.1 * st.font_size, 9.9, 1e-12);
  /* as a 300 dpi PNG: 9 pt = 37.5 pixels, lines 1.8/12 of that */
  g_assert_cmpint(tlr_export_size_resolve(TLR_FORMAT_PNG, &sz, &w, &h, &st, &err), ==, TL_OK);
  g_assert_cmpfloat_with_epsilon(st.font_size, 37.5, 1e-12);
  g_assert_cmpfloat_with_epsilon(st.line_width, 5.625, 1e-12);
  /* slide: 10 in wide, 16:9, 18 pt */
  const TlrSizePreset *slide = tlr_size_preset("slide");
  g_assert_nonnull(slide);
  g_assert_cmpfloat_with_epsilon(slide->width_mm / 25.4, 10.0, 1e-12);
  g_assert_cmpfloat_with_epsilon(slide->width_mm / slide->height_mm, 16.0 / 9.0, 1e-12);
  g_assert_cmpfloat_with_epsilon(slide->font_pt, 18.0, 1e-12);
  const TlrSizePreset *s43 = tlr_size_preset("slide43");
  g_assert_nonnull(s43);
  g_assert_cmpfloat_with_epsilon(s43->width_mm / s43->height_mm, 4.0 / 3.0, 1e-12);
  const TlrSizePreset *dbl = tlr_size_preset("double");
  g_assert_nonnull(dbl);
  g_assert_cmpfloat_with_epsilon(dbl->width_mm, 170.0, 1e-12);
  g_assert_null(tlr_size_preset("poster"));
  /* refused: out-of-range resolution and font, a side below the minimum */
  sz.dpi = 10.0;
  g_assert_cmpint(tlr_export_size_resolve(TLR_FORMAT_PNG, &sz, &w, &h, &st, &err), ==, TL_EINVAL);
  sz.dpi = 300.0;
  sz.font_pt = NAN;
  g_assert_cmpint(tlr_export_size_resolve(TLR_FORMAT_PNG, &sz, &w, &h, &st, &err), ==, TL_EINVAL);
  sz.font_pt = 9.0;
  sz.width = 20.0;
  g_assert_cmpint(tlr_export_size_resolve(TLR_FORMAT_PDF, &sz, &w, &h, &st, &err), ==, TL_EINVAL);
}

int
main(int argc, char **argv)
{
  tl_test_init(&argc, &argv);
  g_test_add_func("/render/layout/format-number", test_format_number);
  g_test_add_func("/render/layout/sizes", test_sizes);
  g_test_add_func("/render/layout/carter-patch", test_carter_patch_fills);
  g_test_add_func("/render/layout/transient-small", test_transient_small);
  g_test_add_func("/render/layout/transient-table", test_transient_table);
  g_test_add_func("/render/layout/patch-small", test_patch_small);
  g_test_add_func("/render/layout/table-curve-small", test_table_curve_small);
  return g_test_run();
}
