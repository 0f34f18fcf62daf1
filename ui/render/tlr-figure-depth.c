/* tlr-figure-depth.c — the depth profile figure. */
#include "tlr-figure-depth.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tlr-figure-subsurface.h"
#include "tlr-plot.h"
#include "tribo/units.h"

void
tlr_depth_figure_init(TlrDepthFigure *fig)
{
  memset(fig, 0, sizeof *fig);
}

void
tlr_depth_figure_clear(TlrDepthFigure *fig)
{
  tl_section_clear(&fig->line);
  free(fig->depth_mm);
  memset(fig, 0, sizeof *fig);
}

/* mm for display, without a "−0.00" */
static double
mm(double v)
{
  const double r = v / TL_UNIT_MM;
  return fabs(r) < 0.005 ? 0.0 : r;
}

TlStatus
tlr_depth_figure_compute(TlrDepthFigure *fig, const TlTractionField *f, TlBody body, double x,
                         double y, double depth_max, int n_depth, TlStressMeasure m,
                         TlError *err)
{
  if ((unsigned)m >= TL_MEASURE_COUNT)
    return tl_error_set(err, TL_EINVAL, "unknown stress measure");
  TlSection line = {0};
  TlStressMax mx;
  TlStatus s = tl_subsurface_line(f, body, x, y, depth_max, n_depth, &line, err);
  if (s == TL_OK)
    s = tl_subsurface_max(f, &line, m, 1, &mx, err);
  double *buf = s == TL_OK ? malloc(sizeof(double) * 2 * (size_t)line.n_depth) : NULL;
  if (s == TL_OK && !buf)
    s = tl_error_set(err, TL_ENOMEM, "out of memory for the depth profile");
  if (s != TL_OK) {
    tl_section_clear(&line);
    return s;
  }
  tl_section_clear(&fig->line);
  free(fig->depth_mm);
  fig->line = line;
  fig->n = line.n_depth;
  fig->depth_mm = buf;
  fig->value_mpa = buf + fig->n;
  for (int l = 0; l < fig->n; l++) {
    fig->depth_mm[l] = line.depth[l] / TL_UNIT_MM;
    fig->value_mpa[l] = tl_stress_measure(&line.s[l], m) / TL_UNIT_MPA;
  }
  fig->measure = m;
  fig->source = f->source;
  fig->p0 = f->p0;
  fig->max = mx;
  fig->valid = 1;
  snprintf(fig->title, sizeof fig->title, "%s in the %s\nat x = %.2f mm, y = %.2f mm",
           tlr_subsurface_measure_label(m), tl_body_name(body), mm(line.line_x), mm(line.at));
  return TL_OK;
}

TlStatus
tlr_depth_figure_write_csv(FILE *out, void *data, TlError *err)
{
  const TlrDepthFigure *fig = data;
  if (!fig->valid)
    return tl_error_set(err, TL_EINVAL, "no depth profile to write");
  fprintf(out, "x_mm,y_mm,depth_mm,%s_mpa\n", tl_stress_measure_name(fig->measure));
  for (int l = 0; l < fig->n; l++)
    fprintf(out, "%.10g,%.10g,%.10g,%.10g\n", fig->line.line_x / TL_UNIT_MM,
            fig->line.at / TL_UNIT_MM, fig->depth_mm[l], fig->value_mpa[l]);
  return TL_OK;
}

void
tlr_depth_figure_draw(cairo_t *cr, double width, double height, const TlrStyle *style,
                      void *data)
{
  const TlrDepthFigure *fig = data;
  tlr_fill_background(cr, style, 0, 0, width, height);
  if (!fig->valid || fig->n < 2) {
    tlr_draw_message(cr, style, 0, 0, width, height, "no depth profile");
    return;
  }
  const double zmax = fig->depth_mm[fig->n - 1];
  double lo = INFINITY, hi = -INFINITY;
  tlr_range_widen(fig->value_mpa, fig->n, &lo, &hi);
  lo = fmin(lo, 0.0);
  hi = fmax(hi, 0.0);
  if (!(hi - lo > 0.0))
    hi = lo + 1.0;
  const double pad = 0.08 * (hi - lo);
  char xlabel[160];
  snprintf(xlabel, sizeof xlabel, "%s (MPa)", tlr_subsurface_measure_label(fig->measure));
  static const char ylabel[] = "depth z (mm) ↓";
  TlrPlotSpec spec = tlr_plot_spec(fig->title, xlabel, ylabel);
  spec.xmin = lo < 0.0 ? lo - pad : 0.0;
  spec.xmax = hi > 0.0 ? hi + pad : 0.0;
  spec.ymin = -zmax; /* data y = −z: depth downward */
  spec.ymax = 0.0;
  spec.nice_limits = 0; /* the depth axis ends at the line's last row */
  TlrPlot plot;
  tlr_plot_begin(&plot, cr, style, 0, 0, width, height, &spec);
  tlr_depth_ticks(&plot, zmax, ylabel);

  double *ys = malloc(sizeof(double) * (size_t)fig->n);
  if (!ys) {
    tlr_plot_end(&plot);
    return;
  }
  for (int l = 0; l < fig->n; l++)
    ys[l] = -fig->depth_mm[l];
  if (lo < 0.0) { /* a signed measure: the zero line */
    const double zx[2] = {0.0, 0.0}, zy[2] = {0.0, -zmax};
    TlrLineStyle zl = tlr_line_style(style->grid);
    tlr_plot_line(&plot, zx, zy, 2, &zl);
  }
  TlrLineStyle ls = tlr_line_style(style->series[0]);
  ls.width = 1.4;
  tlr_plot_line(&plot, fig->value_mpa, ys, fig->n, &ls);
  free(ys);

  /* the maximum, marked and labelled with its value and depth */
  const double mv = fig->max.value / TL_UNIT_MPA, md = fig->max.d / TL_UNIT_MM;
  tlr_plot_marker(&plot, mv, -md, TLR_MARKER_DIAMOND, 0.8, style->series[1], 0);
  char note[200];
  const int sg = tl_stress_measure_signed(fig->measure);
  snprintf(note, sizeof note, "◆ max %s%s%s = %.0f MPa (%.3f p<sub>0</sub>)\nat z = %.2f mm%s",
           sg ? "|" : "", tlr_subsurface_measure_label(fig->measure), sg ? "|" : "", fabs(mv),
           fig->p0 > 0.0 ? fabs(fig->max.value) / fig->p0 : 0.0, md,
           fig->max.at_surface ? " (the surface)" : "");
  /* keep the label off the curve: the corner on the side away from the maximum's depth */
  tlr_plot_note(&plot, note, md > 0.5 * zmax ? TLR_CORNER_TOP_RIGHT : TLR_CORNER_BOTTOM_RIGHT);
  tlr_plot_end(&plot);
}
